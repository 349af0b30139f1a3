// Views that cut a tensor into pieces along one dimension: unbind, split, tensor_split,
// hsplit and vsplit (MindSpore names). Every piece shares t's storage. Dimension arguments
// may be negative (counted from the back).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "tensor.h"

namespace strata {

// The len(dim) slices at each position of dim, without that dimension (a rank-1 input gives
// [1]-shaped pieces). Error: dim out of range → kArgumentOutOfRange.
Result<std::vector<Tensor>> Unbind(const Tensor& t, int64_t dim);
// Pieces of `size` along dim; the last may be shorter; a length-0 dimension gives one empty
// piece. Errors: size ≤ 0 → kArgumentOutOfRange; dim out of range → kArgumentOutOfRange.
Result<std::vector<Tensor>> SplitBySize(const Tensor& t, int64_t size, int64_t dim);
// Pieces with the given lengths. Errors: a negative entry or a sum ≠ len(dim) →
// kInvalidArgument; dim out of range → kArgumentOutOfRange.
Result<std::vector<Tensor>> SplitBySections(const Tensor& t, std::span<const int64_t> sections,
                                            int64_t dim);
// `count` pieces as equal as possible: the first len % count have one more element.
// Errors: count ≤ 0 → kArgumentOutOfRange; dim out of range → kArgumentOutOfRange.
Result<std::vector<Tensor>> TensorSplitCount(const Tensor& t, int64_t count, int64_t dim);
// Pieces between the split points [0, i0), [i0, i1), …, [ik, len); points count from the back
// when negative and are clamped to [0, len] like Python slices (a decreasing pair gives an empty
// piece). Error: dim out of range → kArgumentOutOfRange.
Result<std::vector<Tensor>> TensorSplitIndices(const Tensor& t, std::span<const int64_t> indices,
                                               int64_t dim);
// tensor_split along dimension 1 (dimension 0 for rank 1) / along dimension 0 (rank ≥ 2).
// Error: vsplit of rank 1 → kInvalidArgument.
Result<std::vector<Tensor>> HSplitCount(const Tensor& t, int64_t count);
Result<std::vector<Tensor>> HSplitIndices(const Tensor& t, std::span<const int64_t> indices);
Result<std::vector<Tensor>> VSplitCount(const Tensor& t, int64_t count);
Result<std::vector<Tensor>> VSplitIndices(const Tensor& t, std::span<const int64_t> indices);

}  // namespace strata
