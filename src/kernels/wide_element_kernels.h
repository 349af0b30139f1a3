// Row kernels for 16-byte elements (complex128). Vector lanes are at most 8 bytes wide, so these
// are scalar loops over two-word elements, which compilers turn into 16-byte moves.
#pragma once

#include <cstddef>
#include <cstdint>

namespace strata {

inline constexpr int64_t kWideElementBytes = 16;

// dst[i] = src[i] for n elements dst_stride and src_stride bytes apart (any sign; 0 repeats);
// the ranges must not overlap. Contiguous rows on both sides are one memcpy.
void CopyWideRow(std::byte* dst, int64_t dst_stride, const std::byte* src, int64_t src_stride,
                 int64_t n);

// As TransposeTile (transpose_kernels.h) for 16-byte elements: for r in [0, rows) and
// c in [0, cols) the element at dst + r·dst_row_bytes + c·16 becomes the element at
// src + c·src_row_bytes + r·16, visited in square blocks so both sides stay in the caches.
void TransposeWideTile(std::byte* dst, int64_t dst_row_bytes, const std::byte* src,
                       int64_t src_row_bytes, int64_t rows, int64_t cols);

// Exchanges a[k] and b[n-1-k] for k in [0, n) (rows of contiguous 16-byte elements that do not
// overlap), as SwapReversed (reverse_kernels.h).
void SwapReversedWide(std::byte* a, std::byte* b, int64_t n);

}  // namespace strata
