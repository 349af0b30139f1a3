// How row kernels store: through the caches, or with non-temporal (streaming) stores that write
// whole cache lines straight to memory. Streaming pays off only for transfers much larger than
// the caches: ordinary stores then first read every destination line they overwrite (and evict
// useful data), while the result would not stay cached anyway.
#pragma once

#include <cstdint>

namespace strata {

enum class StoreMode { kCached, kStreaming };

// Transfers of at least this many destination bytes store with StoreMode::kStreaming: half of a
// 32 MiB last-level cache, so that a smaller result (and its source) stays cached for whatever
// reads it next. At 8 MiB, results that fit twice over (1 Mi float64 math results) measured
// 20–45 % slower with streaming stores than with ordinary ones.
inline constexpr int64_t kStreamingStoreBytes = int64_t{16} << 20;

// Bytes in one cache line: the unit that streaming stores fill completely.
inline constexpr int64_t kCacheLineBytes = 64;

}  // namespace strata
