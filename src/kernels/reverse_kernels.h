// Row kernels that reverse element order: copying a row read backwards, reversing a row in
// place, and swapping two equal byte ranges (the block form of in-place reversal).
#pragma once

#include <cstddef>
#include <cstdint>

#include "kernels/store_mode.h"

namespace strata {

// dst[i] = the element at src - i·element_size, for i in [0, n): src is the first element read
// (the highest address); reads exactly [src - (n-1)·element_size, src + element_size). The ranges
// must not overlap. element_size is 1, 2, 4 or 8. StoreMode::kStreaming writes whole aligned
// vectors with non-temporal stores (reading the source forwards); the caller fences
// (hwy::FlushStream) before other threads may read the result.
void CopyReversedRow(std::byte* dst, const std::byte* src, int64_t n, int64_t element_size,
                     StoreMode mode = StoreMode::kCached);

// Exchanges a[k] and b[n-1-k] for k in [0, n): a and b are rows of n contiguous elements that do
// not overlap. Reversing a row in place is this with a = its first half and b = its last half.
// element_size is 1, 2, 4 or 8.
void SwapReversed(std::byte* a, std::byte* b, int64_t n, int64_t element_size);

// Exchanges the contents of two non-overlapping ranges of `bytes` bytes.
void SwapRanges(std::byte* a, std::byte* b, int64_t bytes);

}  // namespace strata
