// Row kernel that gathers every step-th element of a source row into a contiguous row.
#pragma once

#include <cstddef>
#include <cstdint>

#include "kernels/store_mode.h"

namespace strata {

// Largest source step (in elements) that CopySteppedRow vectorises; longer steps touch a new
// cache line per element and gain nothing from vectors.
inline constexpr int64_t kMaxVectorStep = 4;

// dst[i] = the element at src + i·step·element_size, for i in [0, n); step ≥ 1. Reads nothing
// outside [src, src + ((n-1)·step + 1)·element_size). The ranges must not overlap.
// element_size is 1, 2, 4 or 8. StoreMode::kStreaming writes with non-temporal stores (step 1
// too; cached step-1 copies are memcpy); the caller fences (hwy::FlushStream) before other
// threads may read the result.
void CopySteppedRow(std::byte* dst, const std::byte* src, int64_t n, int64_t step,
                    int64_t element_size, StoreMode mode = StoreMode::kCached);

}  // namespace strata
