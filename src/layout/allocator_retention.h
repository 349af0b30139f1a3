// Reuse of released large blocks by the built-in allocator (allocator.cpp explains why).
//
// Blocks of at least 2 MiB from the built-in allocator are kept when released — at most 8 blocks
// and 256 MiB, the oldest freed first — and serve a later Allocation::Create whose size rounds
// (to 2 MiB) to the same number of bytes. Installing caller callbacks with SetAllocator frees
// them all. Both functions are thread-safe.
#pragma once

#include <cstddef>

namespace strata {

// Frees every block the built-in allocator keeps for reuse.
void ReleaseRetainedBlocks();

// Bytes the built-in allocator currently keeps for reuse.
size_t RetainedBlockBytes();

}  // namespace strata
