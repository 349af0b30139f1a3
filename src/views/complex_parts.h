// The real and imaginary parts of complex tensors as views (NumPy's .real and .imag).
#pragma once

#include "layout/tensor.h"

namespace strata {

// The real (imaginary) part of each element of a complex64 or complex128 tensor, as a view of
// float32 or float64 elements sharing its storage: the same lengths, each stride doubled, the
// origin at the first element's real (imaginary) part; read-only when t is. The real part of a
// real tensor is t itself. Errors: the imaginary part of a real tensor, or any part of a bool or
// opaque tensor → kDTypeMismatch; a doubled stride beyond int64 → kOverflow.
Result<Tensor> RealPart(const Tensor& t);
Result<Tensor> ImagPart(const Tensor& t);

}  // namespace strata
