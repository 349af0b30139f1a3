// Row kernels that store one repeated element value.
#pragma once

#include <cstddef>
#include <cstdint>

#include "kernels/store_mode.h"

namespace strata {

// Contiguous fills of at least this many bytes bypass the caches (non-temporal stores).
inline constexpr int64_t kStreamFillBytes = kStreamingStoreBytes;

// Writes the low element_size bytes of pattern to n elements starting at dst, byte_stride apart
// (0 = the same element n times, written once). element_size is 1, 2, 4 or 8. Contiguous rows
// of at least kStreamFillBytes bypass the caches (x86-64: string stores; elsewhere non-temporal
// stores, fenced before returning); shorter ones store non-temporally when mode is
// StoreMode::kStreaming (the caller fences: hwy::FlushStream).
void FillRow(std::byte* dst, int64_t n, int64_t byte_stride, uint64_t pattern, int64_t element_size,
             StoreMode mode = StoreMode::kCached);

}  // namespace strata
