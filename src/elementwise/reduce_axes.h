// Reductions over chosen axes (NumPy's sum, prod, mean, min, max, std, argmax and argmin with
// axis= and keepdims=): one result element per position of the axes that are kept.
#pragma once

#include <cstdint>
#include <span>

#include "base/op_codes.h"
#include "layout/tensor.h"

namespace strata {

// op over the axes of x listed in `axes` (negative entries count from the back), into a new
// dense tensor. Result element i is the reduction (reduction.h: the same order, partial sums and
// value rules as Reduce) of the elements of x whose kept coordinates are those of i; reducing
// every axis therefore gives Reduce's value. ops: Sum, Product, Average, StdDev (population,
// NumPy's ddof = 0), Norm, ReduceMin, ReduceMax (result dtype x's) and IndexOfMax/IndexOfMin
// (exactly one axis; result Int64, the index along that axis).
// Result lengths: x's with each reduced axis removed, or kept as length 1 when keep_dims;
// reducing every axis without keep_dims gives rank 0. No axes: each element reduced on its own
// (a copy for Sum, Product, Average, ReduceMin, ReduceMax).
// Empty reduced set (some reduced axis of length 0): Sum, Norm → 0; Product → 1; Average,
// StdDev → NaN; ReduceMin, ReduceMax, IndexOf* → kInvalidArgument, as NumPy raises.
// Errors, checked in this order and before anything is allocated: another op →
// kInvalidArgument; op undefined for x's dtype → kDTypeMismatch (CheckReductionDType); more axes
// than the rank (checked before any entry is read), not exactly one axis for IndexOf*, or an
// axis listed twice → kInvalidArgument; an axis outside [−rank, rank) → kArgumentOutOfRange;
// kOutOfMemory.
Result<Tensor> ReduceAxes(ElementwiseOp op, const Tensor& x, std::span<const int32_t> axes,
                          bool keep_dims);

}  // namespace strata
