// Cache-blocked transpose of one 2-D tile between layouts whose unit strides lie on different
// dimensions.
#pragma once

#include <cstddef>
#include <cstdint>

#include "kernels/store_mode.h"

namespace strata {

// For r in [0, rows) and c in [0, cols): the element at dst + r·dst_row_bytes + c·element_size
// becomes the element at src + c·src_row_bytes + r·element_size. Row strides are positive; the
// ranges must not overlap. element_size is 1, 2, 4 or 8. With StoreMode::kStreaming, whole
// 64-byte destination lines are written with non-temporal stores (the result is the same; it is
// just not left in the caches); the caller fences (hwy::FlushStream) before other threads may
// read the result.
void TransposeTile(std::byte* dst, int64_t dst_row_bytes, const std::byte* src,
                   int64_t src_row_bytes, int64_t rows, int64_t cols, int64_t element_size,
                   StoreMode mode = StoreMode::kCached);

}  // namespace strata
