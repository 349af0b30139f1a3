// Helpers shared by the view operators: building a view from an origin offset, lengths and
// strides, and resolving dimension arguments.
#pragma once

#include <cstdint>
#include <span>

#include "layout/tensor.h"

namespace strata {

// The view of t starting offset elements past t's origin with the given lengths and
// nonnegative strides (elements). Length-≤1 dimensions get stride 0 (Shape::ForView).
Result<Tensor> MakeView(const Tensor& t, int64_t offset, std::span<const int64_t> lengths,
                        std::span<const int64_t> strides);
// The view of t with a shape already valid, starting offset elements past t's origin (an empty
// shape keeps t's origin). The shape must lie within t's storage from there.
Tensor MakeView(const Tensor& t, int64_t offset, Shape&& shape);

// A dimension argument counted from the front (0 ≤ dim < rank) or, when negative, from the
// back (−rank ≤ dim < 0), as NumPy and MindSpore accept. Error: outside [−rank, rank) →
// kArgumentOutOfRange naming `what`, the value and the rank.
Result<int32_t> ResolveDimension(int64_t dim, int32_t rank, const char* what);

// Refuses more lengths than kMaxRank (kArgumentOutOfRange naming `operation`) before any of
// them is read: a count that large may also be wrong about its array.
Status CheckLengthCount(size_t count, const char* operation);

// t itself, or for an empty t the same view with every stride 0. An empty tensor may carry
// strides of any size (they address nothing), so code that forms offsets from strides before
// it knows the result is empty is given this view instead.
Result<Tensor> WithZeroStridesIfEmpty(const Tensor& t);

// Dense copy of t (row-major, automatic strides) through the copy engine.
Result<Tensor> DenseCopy(const Tensor& t);

}  // namespace strata
