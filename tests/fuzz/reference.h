// Naive references the call families check successful results against: element addresses of a
// layout broadcast to other lengths (right-aligned, a length-1 dimension repeating), values
// gathered before a call, and the expected writes that put values at addresses. Everything is
// computed one element at a time from the lengths and strides the queries report, independently
// of the library's loop engine.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "session.h"

namespace strata::fuzz {

// Element count of `lengths` (rank 0 has one element), saturated at kMaxWalk + 1 (or, when
// `exact`, at INT64_MAX + 1 as a Wide).
Wide CountOf(const std::vector<int64_t>& lengths);
inline bool Walkable(const std::vector<int64_t>& lengths) {
  return CountOf(lengths) <= Session::kMaxWalk;
}

// True when `from`, right-aligned, has each length equal to the one in `to` or 1, and every
// extra leading length is 1 (the broadcast rule of copies and destinations).
bool BroadcastsTo(const std::vector<int64_t>& from, const std::vector<int64_t>& to);
// The x ⊕ y broadcast lengths (right-aligned, each pair equal or one of them 1); false when
// they do not broadcast.
bool BroadcastPair(const std::vector<int64_t>& x, const std::vector<int64_t>& y,
                   std::vector<int64_t>* out);
// Equal after dropping leading length-1 dimensions.
bool EquivalentShapes(const std::vector<int64_t>& a, const std::vector<int64_t>& b);

// Addresses of `layout`'s elements at every position of `lengths` in row-major order, each
// position mapped right-aligned (a length-1 dimension of the layout always reads index 0).
// Callers keep CountOf(lengths) ≤ kMaxWalk.
std::vector<std::byte*> BroadcastAddresses(const Layout& layout,
                                           const std::vector<int64_t>& lengths);
// The address of position `index` (right-aligned as above).
std::byte* AddressAt(const Layout& layout, const std::vector<int64_t>& index);
// The next position in row-major order (wrapping to all zeros after the last).
void Advance(const std::vector<int64_t>& lengths, std::vector<int64_t>* index);
inline std::vector<std::byte*> Addresses(const Layout& layout) {
  return BroadcastAddresses(layout, layout.lengths);
}
// The layout with dimension `dimension` reversed (−1: every dimension), as negative strides.
Layout Reversed(const Layout& layout, int32_t dimension);

// The bytes of each element (size bytes each), in order.
std::vector<std::byte> Gather(const std::vector<std::byte*>& addresses, int64_t size);

// Writes putting values[k] (size bytes each) at addresses[k].
std::vector<Session::Write> WritesOf(const std::vector<std::byte*>& addresses,
                                     const std::vector<std::byte>& values, int64_t size);
// Writes of unspecified values at every address (results not modelled exactly).
std::vector<Session::Write> AnyWritesOf(const std::vector<std::byte*>& addresses, int64_t size);

// True when some byte of an element of a is also a byte of an element of b.
bool SharesBytes(const Layout& a, const Layout& b);
// Same origin, element size, and lengths and strides after dropping leading length-1
// dimensions.
bool SameView(const Layout& a, const Layout& b);
// Some dimension of length > 1 has stride 0.
bool RepeatsStorage(const Layout& layout);

// Checks that a tensor's logical elements equal `values` (row-major, element_size each).
void ExpectElements(const strata_tensor* handle, const std::vector<int64_t>& lengths,
                    const std::vector<std::byte>& values, const char* call);

}  // namespace strata::fuzz
