// Rounding to a number of fractional decimal digits with a midpoint mode, as .NET's
// Math.Round(value, digits, mode) and Tensor.Round(x, digits, mode).
#pragma once

#include <cstdint>

#include "layout/tensor.h"

namespace strata {

// The values equal .NET's MidpointRounding and STRATA_ROUND_*.
enum class MidpointRounding : int32_t {
  kToEven = 0,
  kAwayFromZero = 1,
  kToZero = 2,
  kToNegativeInfinity = 3,
  kToPositiveInfinity = 4,
};

// Each element of x rounded to `digits` fractional decimal digits: values below the limit (1e16
// for float64, 1e8 otherwise) are scaled by 10^digits in the element's own precision, rounded
// to an integer by `mode` and scaled back; larger values, infinities and NaN are unchanged.
// Float16/bfloat16 compute in float32 and round the result once. Integers are copied unchanged
// (NumPy's round of an integer array). Errors: bool or complex x → kDTypeMismatch; digits below
// 0, or above 15 for float64 and 6 for the other floats → kArgumentOutOfRange; mode not a
// MidpointRounding value → kInvalidArgument.
Result<Tensor> RoundDigits(const Tensor& x, int32_t digits, int32_t mode);
// As RoundDigits into destination (same dtype; x must broadcast to it; x may be the destination
// itself). Further errors as UnaryInto (read-only, shape, repeated storage, overlap).
Status RoundDigitsInto(const Tensor& x, int32_t digits, int32_t mode, const Tensor& destination);

}  // namespace strata
