// Views that select or repeat elements: narrow, diagonal, expand/expand_as, and contiguity.
#pragma once

#include <cstdint>
#include <span>

#include "layout/tensor.h"

namespace strata {

// Elements [start, start + length) of dimension dim (negative dim and start count from the
// back). Errors: dim out of range, start outside [−len, len], length < 0 or start + length >
// len → kArgumentOutOfRange.
Result<Tensor> Narrow(const Tensor& t, int64_t dim, int64_t start, int64_t length);
// The diagonal of dimensions dim1 and dim2 shifted by offset (> 0 above, < 0 below), as the last
// dimension of a view without dim1 and dim2; its stride is stride1 + stride2. An offset past
// the matrix gives length 0. Errors: a dimension out of range → kArgumentOutOfRange; dim1 ==
// dim2 or rank < 2 → kInvalidArgument.
Result<Tensor> Diagonal(const Tensor& t, int64_t offset, int64_t dim1, int64_t dim2);
// Broadcast view to `lengths` (at least t's rank; new leading dimensions; −1 keeps a length);
// expanded dimensions get stride 0. Errors: more lengths than kMaxRank → kArgumentOutOfRange
// (before any is read); fewer lengths than t's rank, −1 on a new leading dimension, a negative
// length, or a length ≠ 1 that differs → kShapeMismatch; more elements than int64 counts →
// kOverflow.
Result<Tensor> Expand(const Tensor& t, std::span<const int64_t> lengths);
// Expand(t, like.lengths).
Result<Tensor> ExpandAs(const Tensor& t, const Tensor& like);

// Row-major contiguous (the dense flag).
bool IsContiguous(const Tensor& t);
// t itself when contiguous, otherwise a new dense copy.
Result<Tensor> Contiguous(const Tensor& t);

}  // namespace strata
