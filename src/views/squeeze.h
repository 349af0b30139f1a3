// Squeeze, SqueezeDimension and Unsqueeze (spec §2.9): views that remove or insert
// length-1 dimensions. As System.Numerics.Tensors, squeezing never makes rank 0: squeezing
// [1, 1] gives [1]; a rank-0 tensor squeezes to itself.
#pragma once

#include <cstdint>

#include "layout/tensor.h"

namespace strata {

// Removes every length-1 dimension; [1, …, 1] → [1]; [1, 0] → [0].
Result<Tensor> Squeeze(const Tensor& t);
// Removes dimension d, which must have length 1; the only dimension of [1] stays.
// Errors: d < 0 → kArgumentOutOfRange; d ≥ rank or length ≠ 1 → kInvalidArgument.
Result<Tensor> SqueezeDimension(const Tensor& t, int64_t d);
// Inserts a length-1 dimension (stride 0) before position d (d = rank appends).
// Errors: d < 0 → kArgumentOutOfRange; d > rank → kInvalidArgument.
Result<Tensor> Unsqueeze(const Tensor& t, int64_t d);

}  // namespace strata
