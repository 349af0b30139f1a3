// Slicing views (spec §2.4): the result shares storage; dimensions of new length ≤ 1 get
// stride 0; an empty result keeps the original origin.
#pragma once

#include <cstdint>
#include <span>

#include "layout/index.h"
#include "layout/tensor.h"

namespace strata {

// One range per dimension. Errors: count ≠ rank or a range outside its dimension →
// kArgumentOutOfRange.
Result<Tensor> SliceByRanges(const Tensor& t, std::span<const NRange> ranges);
// Start positions (from start or end) to the end of each dimension. Errors: count ≠ rank →
// kArgumentOutOfRange; a start outside [0, length) → kIndexOutOfRange.
Result<Tensor> SliceByIndexes(const Tensor& t, std::span<const NIndex> starts);
// Plain start positions. Errors: count ≠ rank, or a start outside [0, length) →
// kArgumentOutOfRange (spec §2.4: this overload reports the argument, not the indexer, kind).
Result<Tensor> SliceByStarts(const Tensor& t, std::span<const int64_t> starts);

// The view of t over [offsets[d], offsets[d] + lengths[d]) in each dimension; the bounds must
// already be valid. Shared by every slicing entry point.
Result<Tensor> SubView(const Tensor& t, std::span<const int64_t> offsets,
                       std::span<const int64_t> lengths);

}  // namespace strata
