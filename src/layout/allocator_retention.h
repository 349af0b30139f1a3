// Reuse of released large blocks by the built-in allocator (allocator.cpp explains why).
//
// Blocks of at least 2 MiB from the built-in allocator are kept when released — at most 8 blocks
// and RetentionLimit() bytes (256 MiB unless changed), the oldest freed first — and serve a later
// Allocation::Create whose size rounds (to 2 MiB) to the same number of bytes. Installing caller
// callbacks with SetAllocator frees them all, and while callbacks are installed a built-in block
// released is freed, not kept. Every function here is thread-safe.
#pragma once

#include <cstddef>

namespace strata {

// Frees every block the built-in allocator keeps for reuse.
void ReleaseRetainedBlocks();

// Bytes the built-in allocator currently keeps for reuse.
size_t RetainedBlockBytes();

// The most bytes kept for reuse; 0 keeps nothing. Lowering it frees the oldest blocks beyond it.
inline constexpr size_t kDefaultRetentionLimit = size_t{256} << 20;
void SetRetentionLimit(size_t bytes);
size_t RetentionLimit();

// Bytes of every Allocation alive now, whichever allocator made it.
size_t LiveAllocationBytes();

}  // namespace strata
