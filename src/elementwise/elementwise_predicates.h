// The IsXxx predicates (IsFinite, IsNaN, IsPow2, ...) with the meaning of .NET's
// INumberBase<T>, evaluated on the stored element type itself. Floating-point values are
// classified from their bits in their own format, so a float16 subnormal is subnormal (widening
// it to float32 would make it normal) and IsPow2 holds for every positive value with a single
// significand bit, subnormals included.
//
// Integers: finite, real, canonical and integer; never NaN, infinite, subnormal, complex or
// imaginary; normal when nonzero; negative when below zero; IsPow2 for positive powers of two.
// Floating point: IsNegative/IsPositive read the sign bit (so −0 and a NaN with its sign bit set
// are negative); IsInteger means finite with no fraction; IsRealNumber means not NaN.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "base/dtype.h"
#include "base/op_codes.h"

namespace strata {

// The bit layout of a floating-point storage type.
template <class T> struct FloatFormat;
template <> struct FloatFormat<float> {
  using Bits = uint32_t;
  static constexpr int kSignificandBits = 23, kExponentBits = 8;
};
template <> struct FloatFormat<double> {
  using Bits = uint64_t;
  static constexpr int kSignificandBits = 52, kExponentBits = 11;
};
template <> struct FloatFormat<Float16> {
  using Bits = uint16_t;
  static constexpr int kSignificandBits = 10, kExponentBits = 5;
};
template <> struct FloatFormat<BFloat16> {
  using Bits = uint16_t;
  static constexpr int kSignificandBits = 7, kExponentBits = 8;
};

template <class T> inline constexpr bool kIsFloatStorage =
    std::is_floating_point_v<T> || std::is_same_v<T, Float16> || std::is_same_v<T, BFloat16>;
template <class T> inline constexpr bool kIsIntegerStorage =
    std::is_integral_v<T> && !std::is_same_v<T, bool>;

// Predicates are defined for every number type, not for bool.
template <class T> constexpr bool PredicateSupports() {
  return kIsFloatStorage<T> || kIsIntegerStorage<T>;
}

namespace predicate {

// The fields of a stored floating-point value.
template <class T> struct FloatFields {
  bool negative;
  uint64_t exponent;     // biased
  uint64_t significand;  // trailing bits, without the implicit one
  static constexpr uint64_t kMaxExponent = (uint64_t{1} << FloatFormat<T>::kExponentBits) - 1;

  explicit FloatFields(T v) {
    using F = FloatFormat<T>;
    typename F::Bits bits;
    std::memcpy(&bits, &v, sizeof bits);
    const uint64_t b = bits;
    significand = b & ((uint64_t{1} << F::kSignificandBits) - 1);
    exponent = (b >> F::kSignificandBits) & kMaxExponent;
    negative = ((b >> (F::kSignificandBits + F::kExponentBits)) & 1) != 0;
  }
  bool nan() const { return exponent == kMaxExponent && significand != 0; }
  bool infinite() const { return exponent == kMaxExponent && significand == 0; }
  bool finite() const { return exponent != kMaxExponent; }
  bool zero() const { return exponent == 0 && significand == 0; }
};

template <class T> double AsDouble(T v) {
  if constexpr (std::is_same_v<T, Float16> || std::is_same_v<T, BFloat16>) return ToFloat(v);
  else return static_cast<double>(v);
}

template <ElementwiseOp kOp, class T> bool ApplyFloat(T v) {
  using O = ElementwiseOp;
  const FloatFields<T> f(v);
  const auto is_integer = [&] { return f.finite() && std::trunc(AsDouble(v)) == AsDouble(v); };
  const auto is_even = [&] { return is_integer() && std::fmod(AsDouble(v), 2.0) == 0; };
  if constexpr (kOp == O::kIsCanonical) return true;
  if constexpr (kOp == O::kIsComplexNumber || kOp == O::kIsImaginaryNumber) return false;
  if constexpr (kOp == O::kIsEvenInteger) return is_even();
  if constexpr (kOp == O::kIsOddInteger) return is_integer() && !is_even();
  if constexpr (kOp == O::kIsInteger) return is_integer();
  if constexpr (kOp == O::kIsFinite) return f.finite();
  if constexpr (kOp == O::kIsInfinity) return f.infinite();
  if constexpr (kOp == O::kIsNegativeInfinity) return f.infinite() && f.negative;
  if constexpr (kOp == O::kIsPositiveInfinity) return f.infinite() && !f.negative;
  if constexpr (kOp == O::kIsNaN) return f.nan();
  if constexpr (kOp == O::kIsRealNumber) return !f.nan();
  if constexpr (kOp == O::kIsNegative) return f.negative;
  if constexpr (kOp == O::kIsPositive) return !f.negative;
  if constexpr (kOp == O::kIsZero) return f.zero();
  if constexpr (kOp == O::kIsNormal) return f.exponent != 0 && f.finite();
  if constexpr (kOp == O::kIsSubnormal) return f.exponent == 0 && f.significand != 0;
  if constexpr (kOp == O::kIsPow2) {
    if (f.negative || !f.finite() || f.zero()) return false;
    return f.exponent != 0 ? f.significand == 0 : std::has_single_bit(f.significand);
  }
  return false;
}

template <class T> bool BelowZero(T v) {
  if constexpr (std::is_signed_v<T>) return v < 0;
  else return false;
}

template <ElementwiseOp kOp, class T> bool ApplyInteger(T v) {
  using O = ElementwiseOp;
  if constexpr (kOp == O::kIsCanonical || kOp == O::kIsFinite || kOp == O::kIsInteger ||
                kOp == O::kIsRealNumber) {
    return true;
  }
  if constexpr (kOp == O::kIsEvenInteger) return (v & 1) == 0;
  if constexpr (kOp == O::kIsOddInteger) return (v & 1) != 0;
  if constexpr (kOp == O::kIsNegative) return BelowZero(v);
  if constexpr (kOp == O::kIsPositive) return !BelowZero(v);
  if constexpr (kOp == O::kIsZero) return v == 0;
  if constexpr (kOp == O::kIsNormal) return v != 0;
  if constexpr (kOp == O::kIsPow2) return v > 0 && std::has_single_bit(static_cast<std::make_unsigned_t<T>>(v));
  return false;  // complex, imaginary, NaN, infinities, subnormal
}

}  // namespace predicate

// The predicate kOp of one stored element. Precondition: PredicateSupports<T>().
template <ElementwiseOp kOp, class T> bool ApplyPredicate(T v) {
  if constexpr (kIsFloatStorage<T>) return predicate::ApplyFloat<kOp>(v);
  else return predicate::ApplyInteger<kOp>(v);
}

}  // namespace strata
