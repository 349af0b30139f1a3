// How row kernels store: through the caches, or with non-temporal (streaming) stores that write
// whole cache lines straight to memory. Streaming pays off only for transfers much larger than
// the caches: ordinary stores then first read every destination line they overwrite (and evict
// useful data), while the result would not stay cached anyway.
#pragma once

#include <cstdint>

namespace strata {

enum class StoreMode { kCached, kStreaming };

// Transfers of at least this many destination bytes store with StoreMode::kStreaming.
inline constexpr int64_t kStreamingStoreBytes = int64_t{8} << 20;

// Bytes in one cache line: the unit that streaming stores fill completely.
inline constexpr int64_t kCacheLineBytes = 64;

}  // namespace strata
