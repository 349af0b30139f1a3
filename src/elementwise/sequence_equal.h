// SequenceEqual (spec §2.18): contents equality of two tensors.
#pragma once

#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// True iff the lengths are equivalent modulo leading 1s and every logical element is equal
// (strides and gaps are irrelevant). Equality is .NET's Equals: NaN equals NaN and +0 equals −0
// for floating types (binary16 and bfloat16 compare as float); other types compare values.
// A dimension that both operands repeat (stride 0) is compared at one position only, so
// broadcasts of a few stored elements compare quickly whatever their logical element count.
// Error: dtypes differ → kDTypeMismatch.
Result<bool> SequenceEqual(const Tensor& a, const Tensor& b);

}  // namespace strata
