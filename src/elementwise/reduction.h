// Reductions (spec §5.3/§5.4): sums, products, extrema, norms, statistics, dot products and
// indexes of extrema over the logical elements of a tensor (or of two broadcast tensors).
//
// Order: elements are visited in row-major logical order, cut into blocks of kReductionBlock
// (reduction_walk.h) that inputs of kParallelCopyBytes or more reduce on the copy engine's
// threads. Product, the extrema and the IndexOf family give the result of one sequential fold
// (the floating-point product is folded sequentially; the others are associative). Floating-point
// sums (Sum, Average, Norm, StdDev, Dot, Distance, CosineSimilarity) keep 16 partial sums per
// block — element i goes to partial i mod 16 — that a fixed pairwise tree combines (see
// kernels/reduce_kernels.h), and add the block totals by a pairwise tree: deterministic on every
// target, layout and thread count, vectorizable, and more accurate than one running sum, but not
// bit-equal to .NET's strictly sequential loop. Integer sums and products wrap (two's
// complement), where the order does not matter. Float16/BFloat16 accumulate in float32 and round
// the result once.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "base/op_codes.h"
#include "layout/tensor.h"

namespace strata {

// The value of a reduction: one element of the input's dtype, or a logical index (IndexOf*).
struct ReductionValue {
  std::array<std::byte, 16> element{};  // the first ElementSize(dtype) bytes are the value
  int64_t index = -1;
  bool is_index = false;
};

// op: a reduction code. y is required (and broadcast with x, same dtype) for Dot, Distance and
// CosineSimilarity, and must be null otherwise.
// Empty inputs: Sum, Dot, Distance, Norm → 0; Average, StdDev → NaN; IndexOf* → -1; Product,
// Min/Max families and CosineSimilarity → kInvalidArgument (TensorPrimitives requires
// nonempty input).
// Integers: the Min/Max Number and Magnitude variants follow .NET's IBinaryInteger (MinValue
// has the largest magnitude; equal magnitudes give the positive value for maxima and the
// negative one for minima; the Number variants equal the plain ones).
// Errors: not a reduction or y given/missing wrongly → kInvalidArgument; op undefined for the
// dtype (Average, Norm, StdDev, Distance and CosineSimilarity need floating point; bool has
// none) or dtypes differ → kDTypeMismatch;
// lengths do not broadcast → kShapeMismatch; broadcast count overflow → kArgumentOutOfRange.
Result<ReductionValue> Reduce(ElementwiseOp op, const Tensor& x, const Tensor* y);

// The dtype rule of every reduction: bool has none; Average, Norm, StdDev, Distance and
// CosineSimilarity need floating point; any other integer or floating-point dtype is accepted. Error: kDTypeMismatch naming op and dtype.
Status CheckReductionDType(ElementwiseOp op, DType dtype);

}  // namespace strata
