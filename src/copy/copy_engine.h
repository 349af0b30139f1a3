// Executes element copies whose shapes, writability and overlap were validated by the caller.
// Every copy-like operation (copy, flatten, resize, reverse, broadcast, concatenate, stack,
// split, set_slice) ends here, so kernels and their tuning live in one place.
//
// Thread safety: calls on disjoint memory may run concurrently. A transfer of at least
// kParallelCopyBytes destination bytes may be split into CopyEngineThreads() parts run by the
// caller and helper threads (helper_thread.h); the parts write disjoint destination bytes, so
// the result is the same byte for byte for every thread count.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "copy/helper_thread.h"

namespace strata {

// Copies the logical elements of a source view into a destination view of the same logical
// lengths. Strides are in elements: the destination's are nonnegative and never repeat storage
// except where the source stride is 0 too; the source's may be 0 (broadcast) or negative (walking
// backwards, as reversal does). The views must not overlap, with two exceptions: the same view
// (nothing is written), and two views that both cover one contiguous run of bytes in the same
// element order (copied as by memmove). element_size is 1, 2, 4 or 8.
void CopyStrided(std::byte* dst, std::span<const int64_t> dst_strides, const std::byte* src,
                 std::span<const int64_t> src_strides, std::span<const int64_t> lengths,
                 int64_t element_size);

// Reverses the order of `count` contiguous elements in place. element_size is 1, 2, 4 or 8.
void ReverseElementsInPlace(std::byte* data, int64_t count, int64_t element_size);

// Treats data as [outer][count][block_bytes] and reverses the middle dimension in place
// (swapping whole blocks).
void ReverseBlocksInPlace(std::byte* data, int64_t outer, int64_t count, int64_t block_bytes);

// Transfers of at least this many destination bytes may use helper threads. At 1 MiB the
// hand-over cost more than the second thread gained (bench/compare: second_thread_copy_1mib
// 0.63-0.67x); from 4 MiB on it gained 1.2-2x.
inline constexpr int64_t kParallelCopyBytes = int64_t{4} << 20;

inline constexpr int kMaxCopyEngineThreads = kMaxParallelThreads;

// The default thread count is the machine's hardware threads, but no more than this: a copy is
// bound by memory bandwidth, which a few cores of one socket already saturate (README, "Copy
// threads"), so more threads only add hand-over cost and contention.
inline constexpr int kDefaultCopyEngineThreadCap = 8;

// Sets how many threads one large transfer may use: 1 (the caller only) up to
// kMaxCopyEngineThreads (the caller and that many - 1 helper threads), whatever the machine.
// Values outside that range are clamped. Thread-safe; affects transfers that start afterwards.
// The default is the hardware thread count capped at kDefaultCopyEngineThreadCap (1 when
// unknown).
void SetCopyEngineThreads(int threads);
int CopyEngineThreads();

}  // namespace strata
