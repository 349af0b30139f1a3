// Double-precision definitions of the math functions the C library lacks: the π-scaled
// trigonometric functions, exp2(x) − 1, exp10(x) − 1, log2(1 + x), log10(1 + x) and ILogB with
// .NET's results for zero, infinity and NaN.
//
// SinPi, CosPi and TanPi reduce |x| modulo 2 exactly (fmod is exact), fold the remainder r into
// [0, 1/4] by the symmetries of sine and cosine (each subtraction there is exact by Sterbenz's
// lemma) and evaluate sin or cos of π·r, so integers and half-integers give exact zeros and
// ones with .NET's signs: SinPi(n) = ±0 with the sign of x, CosPi(n + ½) = +0, and
// TanPi = SinPi / CosPi (TanPi(1) = −0, TanPi(1.5) = −∞). TanPi(k ± ¼) is exactly ±1.
// The "M1" and "P1" forms go through expm1/log1p near zero, where exp2(x) − 1 and log2(1 + x)
// would lose all relative accuracy.
#pragma once

#include <climits>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>

namespace strata::special {

inline constexpr double kPi = std::numbers::pi;

// sin(π·r) and cos(π·r) for r in [0, 2), folded into [0, 1/4].
inline double SinPiReduced(double r) {
  if (r <= 0.25) return std::sin(kPi * r);
  if (r <= 0.75) return std::cos(kPi * (r - 0.5));
  if (r <= 1.25) return std::sin(kPi * (1.0 - r));
  if (r <= 1.75) return -std::cos(kPi * (r - 1.5));
  return -std::sin(kPi * (2.0 - r));
}
inline double CosPiReduced(double r) {
  if (r <= 0.25) return std::cos(kPi * r);
  if (r <= 0.75) return std::sin(kPi * (0.5 - r));
  if (r <= 1.25) return -std::cos(kPi * (1.0 - r));
  if (r <= 1.75) return std::sin(kPi * (r - 1.5));
  return std::cos(kPi * (2.0 - r));
}

inline double SinPi(double x) {
  if (!std::isfinite(x)) return std::numeric_limits<double>::quiet_NaN();
  const double s = SinPiReduced(std::fmod(std::fabs(x), 2.0));
  return std::signbit(x) ? -s : s;
}

inline double CosPi(double x) {
  if (!std::isfinite(x)) return std::numeric_limits<double>::quiet_NaN();
  return CosPiReduced(std::fmod(std::fabs(x), 2.0));
}

inline double TanPi(double x) {
  if (!std::isfinite(x)) return std::numeric_limits<double>::quiet_NaN();
  const double r = std::fmod(std::fabs(x), 2.0);
  const double quarter = std::fmod(r, 0.5);
  double t;
  if (quarter == 0.25) t = (r < 0.5 || (r > 1.0 && r < 1.5)) ? 1.0 : -1.0;
  else t = SinPiReduced(r) / CosPiReduced(r);
  return std::signbit(x) ? -t : t;
}

inline double AsinPi(double x) { return std::asin(x) / kPi; }
inline double AcosPi(double x) { return std::acos(x) / kPi; }
inline double AtanPi(double x) { return std::atan(x) / kPi; }
inline double Atan2Pi(double y, double x) { return std::atan2(y, x) / kPi; }

inline double Exp2M1(double x) {
  return std::fabs(x) < 1.0 ? std::expm1(x * std::numbers::ln2) : std::exp2(x) - 1.0;
}
inline double Exp10M1(double x) {
  return std::fabs(x) < 0.5 ? std::expm1(x * std::numbers::ln10) : std::pow(10.0, x) - 1.0;
}
inline double Log2P1(double x) { return std::log1p(x) / std::numbers::ln2; }
inline double Log10P1(double x) { return std::log1p(x) / std::numbers::ln10; }

// The unbiased exponent of x as if normalized (subnormals included); .NET's ILogB gives
// int.MinValue for zero and int.MaxValue for infinities and NaN.
inline int32_t ILogB(double x) {
  if (x == 0) return INT32_MIN;
  if (!std::isfinite(x)) return INT32_MAX;
  return static_cast<int32_t>(std::ilogb(x));
}

}  // namespace strata::special
