// Dimension reordering views (spec §2.10 and MindSpore): permute, transpose, swapaxes, movedim
// and t. The result keeps the element at every permuted position; only lengths and strides move.
#pragma once

#include <cstdint>
#include <span>

#include "layout/tensor.h"

namespace strata {

// dims: empty → reverse all axes; otherwise a permutation of 0..rank−1 (no negatives, spec
// §2.10). Errors: wrong count (checked before dims is read), out of range or repeated entry →
// kInvalidArgument.
Result<Tensor> PermuteDimensions(const Tensor& t, std::span<const int64_t> dims);
// Swaps the last two dimensions. Error: rank < 2 → kInvalidArgument.
Result<Tensor> Transpose(const Tensor& t);
// Swaps dimensions a and b (negative counts from the back). Error: out of range →
// kArgumentOutOfRange.
Result<Tensor> SwapAxes(const Tensor& t, int64_t a, int64_t b);
// Moves each source[i] to position destination[i]; the other dimensions keep their order.
// Negative values count from the back. Errors: counts differ, or more than the rank (checked
// before either list is read) → kInvalidArgument; out of range → kArgumentOutOfRange; a
// repeated source or destination → kInvalidArgument.
Result<Tensor> MoveDim(const Tensor& t, std::span<const int64_t> source,
                       std::span<const int64_t> destination);
// MindSpore t(): rank 1 unchanged, rank 2 transposed. Error: rank > 2 → kInvalidArgument.
Result<Tensor> TransposeMatrix(const Tensor& t);

}  // namespace strata
