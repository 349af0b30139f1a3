// SoftMax over all elements of a tensor, shifted by the maximum so large inputs do not
// overflow: softmax(x)_i = exp(x_i − m) / Σ_j exp(x_j − m) with m = max(x).
#pragma once

#include "layout/tensor.h"

namespace strata {

// A new dense tensor of x's lengths and dtype holding the softmax of all of x's elements (as one
// distribution, whatever the rank). Evaluated in double precision (float16/bfloat16/float32
// results round once): m is the maximum (NaN if any element is NaN); the sum visits elements in
// row-major order and counts each element equal to m as exactly 1, the others as exp(x_j − m);
// each result is exp(x_i − m) / sum. So [1000, 1000] gives [0.5, 0.5], [−∞, −∞, 0] gives
// [0, 0, 1], a NaN gives all NaN, and +∞ gives NaN at the infinities and 0 elsewhere. Empty x
// gives an empty result. Errors: integer or bool x → kDTypeMismatch; kOutOfMemory.
Result<Tensor> SoftMax(const Tensor& x);
// As SoftMax into destination: same dtype and the same lengths up to leading 1s (x may be the
// destination itself). Errors: a different element count → kShapeMismatch; further as UnaryInto
// (read-only, repeated storage, overlap).
Status SoftMaxInto(const Tensor& x, const Tensor& destination);

}  // namespace strata
