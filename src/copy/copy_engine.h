// Executes element copies whose shapes, writability and overlap were validated by the caller.
// Every copy-like operation (copy, flatten, resize, reverse, broadcast, concatenate, stack,
// split, set_slice) ends here, so kernels and their tuning live in one place.
//
// Thread safety: calls on disjoint memory may run concurrently. A transfer of at least
// kParallelCopyBytes destination bytes may be split into CopyEngineThreads() parts run by the
// caller and helper threads (nest_parts.h); the parts write disjoint destination bytes, so
// the result is the same byte for byte for every thread count.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "copy/nest_parts.h"

namespace strata {

// Copies the logical elements of a source view into a destination view of the same logical
// lengths. Strides are in elements: the destination's are nonnegative and never repeat storage
// except where the source stride is 0 too; the source's may be 0 (broadcast) or negative (walking
// backwards, as reversal does). The views must not overlap, with two exceptions: the same view
// (nothing is written), and two views that both cover one contiguous run of bytes in the same
// element order (copied as by memmove). element_size is any positive size: elements of other
// sizes than 1, 2, 4 and 8 move as pairs of machine words (record_kernels.h).
void CopyStrided(std::byte* dst, std::span<const int64_t> dst_strides, const std::byte* src,
                 std::span<const int64_t> src_strides, std::span<const int64_t> lengths,
                 int64_t element_size);

// Writes the element_size bytes at `element` to n elements starting at dst, byte_stride apart
// (0 = the same element once); any positive element_size. Contiguous rows of kernel sizes (1, 2,
// 4, 8 bytes) use the fill kernels, which read the element before their first store, so there it
// may lie in the written range; wider elements (IsRecordElementSize) are written once and then
// doubled by memcpy, and must not.
void FillElements(std::byte* dst, int64_t n, int64_t byte_stride, const std::byte* element,
                  int64_t element_size);

// Reverses the order of `count` contiguous elements in place; any positive element_size.
void ReverseElementsInPlace(std::byte* data, int64_t count, int64_t element_size);

// Treats data as [outer][count][block_bytes] and reverses the middle dimension in place
// (swapping whole blocks).
void ReverseBlocksInPlace(std::byte* data, int64_t outer, int64_t count, int64_t block_bytes);

}  // namespace strata
