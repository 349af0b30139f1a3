// The scaled value is rounded in the element's computation precision (float for float32 and
// narrower, double for float64), exactly as .NET's MathF/Math.Round do, so 2.675 rounds to 2.68
// at two digits (2.675 × 100 rounds to 267.5 in double) and 1.005f to 1.00 under ToEven.
#include "elementwise/round_digits.h"

#include <fmt/format.h>

#include <cmath>
#include <cstdint>

#include "elementwise/elementwise_destination.h"
#include "elementwise/elementwise_scalar.h"

namespace strata {
namespace {

template <class C> C RoundToInteger(C v, MidpointRounding mode) {
  switch (mode) {
    case MidpointRounding::kToEven: return std::nearbyint(v);
    case MidpointRounding::kAwayFromZero: return std::round(v);
    case MidpointRounding::kToZero: return std::trunc(v);
    case MidpointRounding::kToNegativeInfinity: return std::floor(v);
    case MidpointRounding::kToPositiveInfinity: return std::ceil(v);
  }
  return v;
}

template <class C> C RoundValue(C v, int32_t digits, MidpointRounding mode) {
  constexpr C kLimit = std::is_same_v<C, double> ? C(1e16) : C(1e8);
  if (!(std::fabs(v) < kLimit)) return v;
  C power = 1;
  for (int32_t i = 0; i < digits; ++i) power *= 10;  // exact: 10^15 < 2^53, 10^6 < 2^24
  return RoundToInteger(v * power, mode) / power;
}

template <class T> constexpr int32_t MaxDigits() {
  return std::is_same_v<T, double> ? 15 : 6;
}

}  // namespace

Status RoundDigitsInto(const Tensor& x, int32_t digits, int32_t mode, const Tensor& destination) {
  return VisitDType(x.dtype(), [&](auto t) -> Status {
    using T = decltype(t);
    using C = ComputeType<T>;
    if constexpr (!kIsNumber<C>) {
      return {StatusCode::kDTypeMismatch,
              fmt::format("round is not defined for element type {}", DTypeName(x.dtype()))};
    } else {
      const int32_t max_digits = kIsFloat<C> ? MaxDigits<T>() : INT32_MAX;
      if (digits < 0 || digits > max_digits) {
        return {StatusCode::kArgumentOutOfRange,
                fmt::format("round: digits {} is outside [0, {}] for element type {}", digits,
                            max_digits, DTypeName(x.dtype()))};
      }
      if (mode < 0 || mode > static_cast<int32_t>(MidpointRounding::kToPositiveInfinity)) {
        return {StatusCode::kInvalidArgument,
                fmt::format("round: {} is not a midpoint rounding mode (0 to 4)", mode)};
      }
      STRATA_RETURN_IF_ERROR(CheckDestinationDType(destination, x.dtype(), "round"));
      const auto rounding = static_cast<MidpointRounding>(mode);
      return MapRowsInto("round", x, destination,
                         [&](std::byte* out, const std::byte* in, int64_t len, int64_t so, int64_t si) {
                           for (int64_t i = 0; i < len; ++i) {
                             T r = LoadElement<T>(in + i * si);
                             // An integer has no fractional digits to round away.
                             if constexpr (kIsFloat<C>) {
                               r = Narrow<T>(RoundValue<C>(Widen(r), digits, rounding));
                             }
                             std::memcpy(out + i * so, &r, sizeof r);
                           }
                         });
    }
  });
}

Result<Tensor> RoundDigits(const Tensor& x, int32_t digits, int32_t mode) {
  auto out = NewDense(x.dtype(), x.shape().lengths());
  STRATA_RETURN_IF_ERROR(out);
  STRATA_RETURN_IF_ERROR(RoundDigitsInto(x, digits, mode, out.value()));
  return out;
}

}  // namespace strata
