// Per-element semantics of every elementwise operation and comparison, one scalar function per
// op and computation type. Vector kernels must reproduce these bits exactly; math functions
// (exp, sin, ...) are evaluated only here so that every dispatch target gives the same result.
//
// Computation types: integers compute in their own type with wrapping (two's complement)
// arithmetic like unchecked .NET code; float32 math functions evaluate in double and round once
// (at most 1 ULP); float64 uses the C library (glibc's documented bounds); float16 and bfloat16
// widen to float32 and round the result back, as .NET's Half does.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <type_traits>

#include "base/dtype.h"
#include "base/floor_division.h"
#include "base/op_codes.h"
#include "elementwise/special_math.h"

namespace strata {

template <class T> struct ComputeTypeOf { using type = T; };
template <> struct ComputeTypeOf<Float16> { using type = float; };
template <> struct ComputeTypeOf<BFloat16> { using type = float; };
template <> struct ComputeTypeOf<Bool8> { using type = bool; };
template <class T> using ComputeType = typename ComputeTypeOf<T>::type;

template <class T> ComputeType<T> Widen(T v) {
  if constexpr (std::is_same_v<T, Float16> || std::is_same_v<T, BFloat16>) return ToFloat(v);
  else if constexpr (std::is_same_v<T, Bool8>) return v.value != 0;  // any nonzero byte is true
  else return v;
}
template <class T> T Narrow(ComputeType<T> v) {
  if constexpr (std::is_same_v<T, Float16>) return ToFloat16(v);
  else if constexpr (std::is_same_v<T, BFloat16>) return ToBFloat16(v);
  else if constexpr (std::is_same_v<T, Bool8>) return Bool8{static_cast<uint8_t>(v ? 1 : 0)};
  else return v;
}

template <class C> inline constexpr bool kIsFloat = std::is_floating_point_v<C>;
template <class C> inline constexpr bool kIsInteger =
    std::is_integral_v<C> && !std::is_same_v<C, bool>;
template <class C> inline constexpr bool kIsNumber = kIsFloat<C> || kIsInteger<C>;
template <class C> inline constexpr bool kIsBool = std::is_same_v<C, bool>;

namespace scalar {

// Wrapping integer arithmetic: compute on the unsigned 64-bit image, keep the low bits.
template <class C> C Wrap(uint64_t v) { return static_cast<C>(v); }
template <class C> uint64_t Bits(C v) { return static_cast<uint64_t>(v); }

// float evaluates in double and rounds once; double evaluates directly.
template <class C, class Fn> C Math(Fn fn, C x) {
  return static_cast<C>(fn(static_cast<double>(x)));
}
template <class C, class Fn> C Math(Fn fn, C x, C y) {
  return static_cast<C>(fn(static_cast<double>(x), static_cast<double>(y)));
}

template <class C> bool IsNegative(C x) { return std::signbit(x); }

// .NET's IEEE 754:2019 maximum/minimum (kNumber: a NaN operand yields the other one), and the
// magnitude variants; ties between equal values prefer +0 for maxima and -0 for minima.
template <bool kMax, bool kNumber, class C> C Extremum(C x, C y) {
  if (x != y) {
    if (std::isnan(kNumber ? y : x)) return x;
    return (kMax ? y < x : x < y) ? x : y;
  }
  return IsNegative(kMax ? y : x) ? x : y;
}
template <bool kMax, bool kNumber, class C> C MagnitudeExtremum(C x, C y) {
  const C ax = std::fabs(x), ay = std::fabs(y);
  if ((kMax ? ax > ay : ax < ay) || std::isnan(kNumber ? ay : ax)) return x;
  if (ax == ay) return IsNegative(x) == kMax ? y : x;
  return y;
}
// Integers as .NET's IBinaryInteger: MinValue has the largest magnitude (MaxMagnitude(MinValue,
// MaxValue) = MinValue), equal magnitudes prefer the positive value for maxima and the negative
// one for minima. The Number variants equal these (integers have no NaN).
template <bool kMax, class C> C IntegerMagnitudeExtremum(C x, C y) {
  if constexpr (!std::is_signed_v<C>) {
    return (kMax ? x > y : x < y) ? x : y;
  } else {
    using U = std::make_unsigned_t<C>;
    const U ax = x < 0 ? static_cast<U>(U{0} - static_cast<U>(x)) : static_cast<U>(x);
    const U ay = y < 0 ? static_cast<U>(U{0} - static_cast<U>(y)) : static_cast<U>(y);
    if (kMax ? ax > ay : ax < ay) return x;
    if (ax == ay) return (x < 0) == kMax ? y : x;
    return y;
  }
}
template <class C> C Max(C x, C y) { return Extremum<true, false>(x, y); }
template <class C> C Min(C x, C y) { return Extremum<false, false>(x, y); }

// Math.Log(a, newBase) with its special cases.
inline double LogBase(double a, double base) {
  if (std::isnan(a)) return a;
  if (std::isnan(base)) return base;
  if (base == 1 || (a != 1 && (base == 0 || base == std::numeric_limits<double>::infinity()))) {
    return std::numeric_limits<double>::quiet_NaN();
  }
  return std::log(a) / std::log(base);
}

// RootN(x, n) = x^(1/n) with the sign of x for odd n; NaN for n = 0 or a negative x with even n.
// Degrees other than 1, 2 and 3 take the power in long double: 1/n rounded to double would cost
// up to |ln x|·2^−53/|n| relatively (over 100 float64 ULP for huge x), 1/n in long double 2^11
// times less.
inline double RootN(double x, int64_t n) {
  if (n == 0 || (x < 0 && n % 2 == 0)) return std::numeric_limits<double>::quiet_NaN();
  if (n == 1) return x;
  if (n == 2) return std::sqrt(x);
  if (n == 3) return std::cbrt(x);
  const long double root =
      std::pow(std::fabs(static_cast<long double>(x)), 1.0L / static_cast<long double>(n));
  return static_cast<double>(std::copysign(root, static_cast<long double>(x)));
}

template <class C> int ShiftAmount(int64_t n) {
  return static_cast<int>(n & static_cast<int64_t>(sizeof(C) * 8 - 1));
}
template <class C> using Unsigned = std::make_unsigned_t<C>;

}  // namespace scalar

// ---- Unary ------------------------------------------------------------------------------------

// False for every op: a static_assert on it fires only where an op reaches the end of a chain of
// definitions, i.e. a table row whose UnarySupports or BinarySupports admits a type with no
// scalar definition.
template <ElementwiseOp kOp>
inline constexpr bool kNoScalarDefinition = false;

template <ElementwiseOp kOp>
inline constexpr bool kIntegerOnlyUnary =
    kOp == ElementwiseOp::kOnesComplement || kOp == ElementwiseOp::kPopCount ||
    kOp == ElementwiseOp::kLeadingZeroCount || kOp == ElementwiseOp::kTrailingZeroCount ||
    kOp == ElementwiseOp::kShiftLeft || kOp == ElementwiseOp::kShiftRightArithmetic ||
    kOp == ElementwiseOp::kShiftRightLogical || kOp == ElementwiseOp::kRotateLeft ||
    kOp == ElementwiseOp::kRotateRight;

// Rounding to an integer: integers are their own result, in their own dtype (NumPy 2's floor,
// ceil and trunc, and NumPy's round).
template <ElementwiseOp kOp>
inline constexpr bool kRoundsToInteger =
    kOp == ElementwiseOp::kCeiling || kOp == ElementwiseOp::kFloor ||
    kOp == ElementwiseOp::kRound || kOp == ElementwiseOp::kTruncate;

// Bool tensors take the logical operations only: OnesComplement is logical not, BitwiseAnd,
// BitwiseOr and Xor are logical and/or/xor, and they compare (false < true).
template <ElementwiseOp kOp, class C>
constexpr bool UnarySupports() {
  if constexpr (kIsBool<C>) return kOp == ElementwiseOp::kOnesComplement;
  else if constexpr (!kIsNumber<C>) return false;
  else if constexpr (kOp == ElementwiseOp::kNegate || kOp == ElementwiseOp::kAbs ||
                     kOp == ElementwiseOp::kIncrement || kOp == ElementwiseOp::kDecrement ||
                     kOp == ElementwiseOp::kConjugate || kRoundsToInteger<kOp>) return true;
  else if constexpr (kIntegerOnlyUnary<kOp>) return kIsInteger<C>;
  else return kIsFloat<C>;
}

// True when the op has no representable result for x (Abs of the most negative integer).
template <ElementwiseOp kOp, class C>
bool UnaryOverflows(C x) {
  if constexpr (kOp == ElementwiseOp::kAbs && kIsInteger<C> && std::is_signed_v<C>) {
    return x == std::numeric_limits<C>::min();
  } else {
    return false;
  }
}

template <ElementwiseOp kOp, class C>
C ApplyUnary(C x, int64_t n) {
  using O = ElementwiseOp;
  using namespace scalar;
  if constexpr (kIsBool<C>) {
    return !x;  // kOnesComplement, the only unary op on bool
  } else if constexpr (kIsInteger<C>) {
    using U = Unsigned<C>;
    const U u = static_cast<U>(x);
    constexpr int kBits = sizeof(C) * 8;
    if constexpr (kOp == O::kNegate) return Wrap<C>(0 - Bits(x));
    else if constexpr (kOp == O::kAbs) {
      if constexpr (std::is_signed_v<C>) return x < 0 ? Wrap<C>(0 - Bits(x)) : x;
      else return x;
    }
    else if constexpr (kOp == O::kConjugate || kRoundsToInteger<kOp>) return x;
    else if constexpr (kOp == O::kIncrement) return Wrap<C>(Bits(x) + 1);
    else if constexpr (kOp == O::kDecrement) return Wrap<C>(Bits(x) - 1);
    else if constexpr (kOp == O::kOnesComplement) return Wrap<C>(~Bits(x));
    else if constexpr (kOp == O::kPopCount) return static_cast<C>(std::popcount(u));
    else if constexpr (kOp == O::kLeadingZeroCount) return static_cast<C>(std::countl_zero(u));
    else if constexpr (kOp == O::kTrailingZeroCount) return static_cast<C>(std::countr_zero(u));
    else if constexpr (kOp == O::kShiftLeft) return Wrap<C>(Bits(x) << ShiftAmount<C>(n));
    else if constexpr (kOp == O::kShiftRightArithmetic) return static_cast<C>(x >> ShiftAmount<C>(n));
    else if constexpr (kOp == O::kShiftRightLogical) return static_cast<C>(u >> ShiftAmount<C>(n));
    else if constexpr (kOp == O::kRotateLeft) return static_cast<C>(std::rotl(u, ShiftAmount<C>(n)));
    else if constexpr (kOp == O::kRotateRight) return static_cast<C>(std::rotr(u, ShiftAmount<C>(n)));
    else static_assert(kNoScalarDefinition<kOp>, "an integer unary op without a definition");
    (void)kBits;
  } else {
    constexpr double kPi = std::numbers::pi;
    if constexpr (kOp == O::kNegate) return -x;
    else if constexpr (kOp == O::kAbs) return std::fabs(x);
    else if constexpr (kOp == O::kSqrt) return std::sqrt(x);
    else if constexpr (kOp == O::kConjugate) return x;
    else if constexpr (kOp == O::kIncrement) return x + C{1};
    else if constexpr (kOp == O::kDecrement) return x - C{1};
    else if constexpr (kOp == O::kExp) return Math<C>([](double v) { return std::exp(v); }, x);
    else if constexpr (kOp == O::kLog) return Math<C>([](double v) { return std::log(v); }, x);
    else if constexpr (kOp == O::kExp2) return Math<C>([](double v) { return std::exp2(v); }, x);
    else if constexpr (kOp == O::kExp10) return Math<C>([](double v) { return std::pow(10.0, v); }, x);
    else if constexpr (kOp == O::kExpM1) return Math<C>([](double v) { return std::expm1(v); }, x);
    else if constexpr (kOp == O::kLog2) return Math<C>([](double v) { return std::log2(v); }, x);
    else if constexpr (kOp == O::kLog10) return Math<C>([](double v) { return std::log10(v); }, x);
    else if constexpr (kOp == O::kLogP1) return Math<C>([](double v) { return std::log1p(v); }, x);
    else if constexpr (kOp == O::kSin) return Math<C>([](double v) { return std::sin(v); }, x);
    else if constexpr (kOp == O::kCos) return Math<C>([](double v) { return std::cos(v); }, x);
    else if constexpr (kOp == O::kTan) return Math<C>([](double v) { return std::tan(v); }, x);
    else if constexpr (kOp == O::kAsin) return Math<C>([](double v) { return std::asin(v); }, x);
    else if constexpr (kOp == O::kAcos) return Math<C>([](double v) { return std::acos(v); }, x);
    else if constexpr (kOp == O::kAtan) return Math<C>([](double v) { return std::atan(v); }, x);
    else if constexpr (kOp == O::kSinh) return Math<C>([](double v) { return std::sinh(v); }, x);
    else if constexpr (kOp == O::kCosh) return Math<C>([](double v) { return std::cosh(v); }, x);
    else if constexpr (kOp == O::kTanh) return Math<C>([](double v) { return std::tanh(v); }, x);
    else if constexpr (kOp == O::kAsinh) return Math<C>([](double v) { return std::asinh(v); }, x);
    else if constexpr (kOp == O::kAcosh) return Math<C>([](double v) { return std::acosh(v); }, x);
    else if constexpr (kOp == O::kAtanh) return Math<C>([](double v) { return std::atanh(v); }, x);
    else if constexpr (kOp == O::kCbrt) return Math<C>([](double v) { return std::cbrt(v); }, x);
    else if constexpr (kOp == O::kCeiling) return std::ceil(x);
    else if constexpr (kOp == O::kFloor) return std::floor(x);
    else if constexpr (kOp == O::kRound) return std::nearbyint(x);  // ties to even
    else if constexpr (kOp == O::kTruncate) return std::trunc(x);
    else if constexpr (kOp == O::kReciprocal) return C{1} / x;
    else if constexpr (kOp == O::kSigmoid) {
      // e^x / (1 + e^x) for x < 0, so results down to the subnormals do not underflow early.
      return Math<C>([](double v) {
        if (v >= 0) return 1.0 / (1.0 + std::exp(-v));
        const double e = std::exp(v);
        return e / (1.0 + e);
      }, x);
    }
    else if constexpr (kOp == O::kDegreesToRadians) {
      return Math<C>([=](double v) { return v * kPi / 180.0; }, x);
    }
    else if constexpr (kOp == O::kRadiansToDegrees) {
      return Math<C>([=](double v) { return v * 180.0 / kPi; }, x);
    }
    else if constexpr (kOp == O::kRootN) return Math<C>([n](double v) { return RootN(v, n); }, x);
    else if constexpr (kOp == O::kAcosPi) return Math<C>(special::AcosPi, x);
    else if constexpr (kOp == O::kAsinPi) return Math<C>(special::AsinPi, x);
    else if constexpr (kOp == O::kAtanPi) return Math<C>(special::AtanPi, x);
    else if constexpr (kOp == O::kCosPi) return Math<C>(special::CosPi, x);
    else if constexpr (kOp == O::kSinPi) return Math<C>(special::SinPi, x);
    else if constexpr (kOp == O::kTanPi) return Math<C>(special::TanPi, x);
    else if constexpr (kOp == O::kExp2M1) return Math<C>(special::Exp2M1, x);
    else if constexpr (kOp == O::kExp10M1) return Math<C>(special::Exp10M1, x);
    else if constexpr (kOp == O::kLog2P1) return Math<C>(special::Log2P1, x);
    else if constexpr (kOp == O::kLog10P1) return Math<C>(special::Log10P1, x);
    else static_assert(kNoScalarDefinition<kOp>, "a float unary op without a definition");
  }
}

// ---- Binary -----------------------------------------------------------------------------------

template <ElementwiseOp kOp, class C>
constexpr bool BinarySupports() {
  using O = ElementwiseOp;
  if constexpr (kIsBool<C>) return kOp == O::kBitwiseAnd || kOp == O::kBitwiseOr || kOp == O::kXor;
  else if constexpr (!kIsNumber<C>) return false;
  else if constexpr (kOp == O::kAdd || kOp == O::kSubtract || kOp == O::kMultiply ||
                     kOp == O::kDivide || kOp == O::kMin || kOp == O::kMax ||
                     kOp == O::kFloorDivide || kOp == O::kModulo) return true;
  else if constexpr (kOp == O::kMinNumber || kOp == O::kMaxNumber || kOp == O::kMinMagnitude ||
                     kOp == O::kMaxMagnitude || kOp == O::kMinMagnitudeNumber ||
                     kOp == O::kMaxMagnitudeNumber) return true;
  else if constexpr (kOp == O::kBitwiseAnd || kOp == O::kBitwiseOr || kOp == O::kXor) {
    return kIsInteger<C>;
  } else {
    return kIsFloat<C>;
  }
}

// Why an integer op has no result for (x, y): 0 = it has one, 1 = division by zero, 2 = overflow.
enum class BinaryFailure { kNone, kDivideByZero, kOverflow };
template <ElementwiseOp kOp>
inline constexpr bool kIntegerDivision = kOp == ElementwiseOp::kDivide ||
                                         kOp == ElementwiseOp::kFloorDivide ||
                                         kOp == ElementwiseOp::kModulo;
template <ElementwiseOp kOp, class C>
BinaryFailure BinaryFails(C x, C y) {
  if constexpr (kIntegerDivision<kOp> && kIsInteger<C>) {
    if (y == 0) return BinaryFailure::kDivideByZero;
    // .NET throws for int.MinValue / -1 and long.MinValue / -1; narrower types wrap, and so do
    // FloorDivide and Modulo (NumPy's floor_divide gives MinValue, remainder 0).
    if constexpr (kOp == ElementwiseOp::kDivide && std::is_signed_v<C> && sizeof(C) >= 4) {
      if (x == std::numeric_limits<C>::min() && y == -1) return BinaryFailure::kOverflow;
    }
  }
  (void)x;
  (void)y;
  return BinaryFailure::kNone;
}

template <ElementwiseOp kOp, class C>
C ApplyBinary(C x, C y) {
  using O = ElementwiseOp;
  using namespace scalar;
  if constexpr (kIsBool<C>) {
    if constexpr (kOp == O::kBitwiseAnd) return x && y;
    if constexpr (kOp == O::kBitwiseOr) return x || y;
    return x != y;  // kXor
  } else if constexpr (kIsInteger<C>) {
    if constexpr (kOp == O::kAdd) return Wrap<C>(Bits(x) + Bits(y));
    else if constexpr (kOp == O::kSubtract) return Wrap<C>(Bits(x) - Bits(y));
    else if constexpr (kOp == O::kMultiply) return Wrap<C>(Bits(x) * Bits(y));
    else if constexpr (kOp == O::kDivide) {
      if constexpr (sizeof(C) < 4) return static_cast<C>(int64_t{x} / int64_t{y});
      else return static_cast<C>(x / y);
    }
    else if constexpr (kOp == O::kFloorDivide) return FloorDivide(x, y);
    else if constexpr (kOp == O::kModulo) return Modulo(x, y);
    else if constexpr (kOp == O::kMin || kOp == O::kMinNumber) return x < y ? x : y;
    else if constexpr (kOp == O::kMax || kOp == O::kMaxNumber) return x > y ? x : y;
    else if constexpr (kOp == O::kMinMagnitude || kOp == O::kMinMagnitudeNumber) {
      return IntegerMagnitudeExtremum<false>(x, y);
    } else if constexpr (kOp == O::kMaxMagnitude || kOp == O::kMaxMagnitudeNumber) {
      return IntegerMagnitudeExtremum<true>(x, y);
    }
    else if constexpr (kOp == O::kBitwiseAnd) return static_cast<C>(x & y);
    else if constexpr (kOp == O::kBitwiseOr) return static_cast<C>(x | y);
    else if constexpr (kOp == O::kXor) return static_cast<C>(x ^ y);
    else static_assert(kNoScalarDefinition<kOp>, "an integer binary op without a definition");
  } else {
    if constexpr (kOp == O::kAdd) return x + y;
    else if constexpr (kOp == O::kSubtract) return x - y;
    else if constexpr (kOp == O::kMultiply) return x * y;
    else if constexpr (kOp == O::kDivide) return x / y;
    else if constexpr (kOp == O::kFloorDivide) return FloorDivide(x, y);
    else if constexpr (kOp == O::kModulo) return Modulo(x, y);
    else if constexpr (kOp == O::kMin) return Min(x, y);
    else if constexpr (kOp == O::kMax) return Max(x, y);
    else if constexpr (kOp == O::kMinNumber) return Extremum<false, true>(x, y);
    else if constexpr (kOp == O::kMaxNumber) return Extremum<true, true>(x, y);
    else if constexpr (kOp == O::kMinMagnitude) return MagnitudeExtremum<false, false>(x, y);
    else if constexpr (kOp == O::kMaxMagnitude) return MagnitudeExtremum<true, false>(x, y);
    else if constexpr (kOp == O::kMinMagnitudeNumber) return MagnitudeExtremum<false, true>(x, y);
    else if constexpr (kOp == O::kMaxMagnitudeNumber) return MagnitudeExtremum<true, true>(x, y);
    else if constexpr (kOp == O::kCopySign) return std::copysign(x, y);
    else if constexpr (kOp == O::kPow) return Math<C>([](double a, double b) { return std::pow(a, b); }, x, y);
    else if constexpr (kOp == O::kAtan2) return Math<C>([](double a, double b) { return std::atan2(a, b); }, x, y);
    else if constexpr (kOp == O::kHypot) return Math<C>([](double a, double b) { return std::hypot(a, b); }, x, y);
    else if constexpr (kOp == O::kIeee754Remainder) return std::remainder(x, y);
    else if constexpr (kOp == O::kLogBase) return Math<C>(LogBase, x, y);
    else if constexpr (kOp == O::kAtan2Pi) return Math<C>(special::Atan2Pi, x, y);
    else static_assert(kNoScalarDefinition<kOp>, "a float binary op without a definition");
  }
}

// ---- Comparisons ------------------------------------------------------------------------------

template <class C>
constexpr bool ComparisonSupports() { return kIsNumber<C> || kIsBool<C>; }

template <ElementwiseOp kOp, class C>
bool ApplyComparison(C x, C y) {
  using O = ElementwiseOp;
  if constexpr (kOp == O::kEquals) return x == y;
  if constexpr (kOp == O::kGreaterThan) return x > y;
  if constexpr (kOp == O::kGreaterThanOrEqual) return x >= y;
  if constexpr (kOp == O::kLessThan) return x < y;
  return x <= y;
}

}  // namespace strata
