// Row kernels for elements of other sizes than 1, 2, 4 and 8 bytes: complex128 and opaque
// records of 3 to 65536 bytes. Vector lanes are at most 8 bytes wide, so each element moves as
// scalar moves: element loops are compiled for each size up to 32 bytes, larger elements are one
// memcpy each. Contiguous runs on both sides are one memcpy. The operands of one call must not
// overlap.
#pragma once

#include <cstddef>
#include <cstdint>

namespace strata {

// True for the element sizes these kernels move (every size but 1, 2, 4 and 8).
inline bool IsRecordElementSize(int64_t size) {
  return size != 1 && size != 2 && size != 4 && size != 8;
}

// dst[i] = src[i] for n elements of `size` bytes, dst_stride and src_stride bytes apart (any
// sign; a source stride of 0 repeats one element). Contiguous rows on both sides are one memcpy.
void CopyRecordRow(std::byte* dst, int64_t dst_stride, const std::byte* src, int64_t src_stride,
                   int64_t n, int64_t size);

// As TransposeTile (transpose_kernels.h) for `size`-byte elements: for r in [0, rows) and
// c in [0, cols) the element at dst + r·dst_row_bytes + c·size becomes the element at
// src + c·src_row_bytes + r·size, visited in square blocks so both sides stay in the caches.
void TransposeRecordTile(std::byte* dst, int64_t dst_row_bytes, const std::byte* src,
                         int64_t src_row_bytes, int64_t rows, int64_t cols, int64_t size);

// Exchanges a[k] and b[n-1-k] for k in [0, n) (rows of contiguous `size`-byte elements that do
// not overlap), as SwapReversed (reverse_kernels.h).
void SwapReversedRecords(std::byte* a, std::byte* b, int64_t n, int64_t size);

}  // namespace strata
