// Unary operations, floating-point binary math and comparisons against independent references:
// integer ops bit-exact, exactly rounded float ops bit-exact, math functions within the
// documented ULP bounds (float16/bfloat16: 1 ULP; float32: 1 ULP, 4 for the vectorized functions;
// float64: 2 ULP for C library functions, 4 for composites and the vectorized functions), on
// every compiled target.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>

#include "elementwise/elementwise.h"
#include "elementwise/round_digits.h"
#include "support/elementwise_test_support.h"
#include "kernels/binary_math_kernels.h"
#include "kernels/math_kernels.h"

namespace strata {
namespace {

using namespace strata::testing;
using O = ElementwiseOp;
using LD = long double;

const std::vector<int64_t> kLengths = {0, 1, 3, 8, 17, 33, 70};

// ---- Integer unary ----------------------------------------------------------------------------

template <class T> bool IsNegative(T x) {
  if constexpr (std::is_signed_v<T>) return x < 0;
  else return false;
}

template <class T> T IntegerUnaryReference(O op, T x, int64_t n) {
  using U = std::make_unsigned_t<T>;
  constexpr int kBits = sizeof(T) * 8;
  const U u = static_cast<U>(x);
  const int s = static_cast<int>(((n % kBits) + kBits) % kBits);
  auto count = [&](auto pred) {
    int c = 0;
    for (int b = 0; b < kBits; ++b) c += pred(b) ? 1 : 0;
    return static_cast<T>(c);
  };
  switch (op) {
    case O::kNegate: return static_cast<T>(U(0) - u);
    case O::kAbs: return IsNegative(x) ? static_cast<T>(U(0) - u) : x;
    case O::kIncrement: return static_cast<T>(u + 1u);
    case O::kDecrement: return static_cast<T>(u - 1u);
    case O::kOnesComplement: return static_cast<T>(~u);
    case O::kPopCount: return count([&](int b) { return (u >> b) & 1u; });
    case O::kLeadingZeroCount: {
      int c = 0;
      for (int b = kBits - 1; b >= 0 && !((u >> b) & 1u); --b) ++c;
      return static_cast<T>(c);
    }
    case O::kTrailingZeroCount: {
      int c = 0;
      for (int b = 0; b < kBits && !((u >> b) & 1u); ++b) ++c;
      return static_cast<T>(c);
    }
    case O::kShiftLeft: return static_cast<T>(static_cast<U>(u << s));
    case O::kShiftRightLogical: return static_cast<T>(static_cast<U>(u >> s));
    case O::kShiftRightArithmetic: {
      // Sign fill for signed types, zero fill for unsigned ones (as .NET's >>).
      U r = static_cast<U>(u >> s);
      if (IsNegative(x) && s > 0) r = static_cast<U>(r | static_cast<U>(~U(0) << (kBits - s)));
      return static_cast<T>(r);
    }
    case O::kRotateLeft: return static_cast<T>(s == 0 ? u : static_cast<U>((u << s) | (u >> (kBits - s))));
    case O::kCeiling: case O::kFloor: case O::kRound: case O::kTruncate: return x;
    default: return static_cast<T>(s == 0 ? u : static_cast<U>((u >> s) | (u << (kBits - s))));
  }
}

TEST(UnaryOps, IntegerOpsMatchTheReferenceOnEveryTarget) {
  std::mt19937_64 rng(3);
  const std::vector<O> ops = {O::kNegate, O::kAbs, O::kIncrement, O::kDecrement,
                              O::kOnesComplement, O::kPopCount, O::kLeadingZeroCount,
                              O::kTrailingZeroCount, O::kShiftLeft, O::kShiftRightArithmetic,
                              O::kShiftRightLogical, O::kRotateLeft, O::kRotateRight,
                              O::kCeiling, O::kFloor, O::kRound, O::kTruncate};
  ForEachTarget([&](const char* target) {
    for (DType dtype : NumericDTypes()) {
      if (IsFloatDType(dtype)) continue;
      for (O op : ops) {
        for (int64_t len : kLengths) {
          const Tensor x = MakeTensor(dtype, {len}, 1 + len % 2);
          FillRandom(x, rng);
          const int64_t n = static_cast<int64_t>(rng() % 130) - 2;
          VisitRealDType(dtype, [&](auto v) {
            using T = decltype(v);
            if constexpr (std::is_integral_v<T>) {
              if (op == O::kAbs && std::is_signed_v<T>) {
                for (int64_t i = 0; i < len; ++i) {
                  const std::vector<int64_t> idx{i};
                  if (Get<T>(x, idx) == std::numeric_limits<T>::min()) Set<T>(x, idx, 0);
                }
              }
              auto out = Unary(op, x, n);
              ASSERT_TRUE(out.ok()) << out.status().message();
              for (int64_t i = 0; i < len; ++i) {
                const std::vector<int64_t> idx{i};
                ASSERT_EQ(Get<T>(out.value(), idx), IntegerUnaryReference(op, Get<T>(x, idx), n))
                    << target << " " << OpName(op) << " n=" << n << " x=" << +Get<T>(x, idx);
              }
            }
          });
        }
      }
    }
  });
}

// NumPy 1.24 rounds bool through float16; the core keeps dtypes, so it refuses bool instead.
TEST(UnaryOps, RoundingRefusesBoolAndWritesNothing) {
  const Tensor x = MakeTensor(DType::kBool, {3});
  const Tensor dst = MakeTensor(DType::kBool, {3});
  const auto before = StorageBytes(dst);
  for (O op : {O::kCeiling, O::kFloor, O::kRound, O::kTruncate}) {
    EXPECT_EQ(UnaryInto(op, x, 0, dst).code(), StatusCode::kDTypeMismatch) << OpName(op);
  }
  EXPECT_EQ(RoundDigitsInto(x, 0, 0, dst).code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(StorageBytes(dst), before);
}

TEST(UnaryOps, RoundToDigitsCopiesIntegersUnchanged) {
  std::mt19937_64 rng(4);
  for (DType dtype : NumericDTypes()) {
    if (IsFloatDType(dtype)) continue;
    const Tensor x = MakeTensor(dtype, {37}, 2);
    FillRandom(x, rng);
    for (int32_t digits : {0, 3, 40}) {
      auto out = RoundDigits(x, digits, 3);
      ASSERT_TRUE(out.ok()) << out.status().message();
      EXPECT_EQ(out->dtype(), dtype);
      for (int64_t i = 0; i < 37; ++i) {
        const std::vector<int64_t> idx{i};
        ASSERT_EQ(std::memcmp(BroadcastAt(out.value(), idx), BroadcastAt(x, idx),
                              static_cast<size_t>(x.element_size())), 0)
            << DTypeName(dtype) << " element " << i;
      }
    }
    EXPECT_EQ(RoundDigits(x, -1, 0).status().code(), StatusCode::kArgumentOutOfRange);
  }
}

TEST(UnaryOps, AbsOfMinValueOverflowsBeforeWriting) {
  const Tensor x = MakeTensor(DType::kInt64, {3});
  Set<int64_t>(x, std::vector<int64_t>{2}, INT64_MIN);
  const Tensor dst = MakeTensor(DType::kInt64, {3});
  const auto before = StorageBytes(dst);
  EXPECT_EQ(UnaryInto(O::kAbs, x, 0, dst).code(), StatusCode::kOverflow);
  EXPECT_EQ(StorageBytes(dst), before);
}

// ---- Floating-point unary ---------------------------------------------------------------------

// sin(πx) and cos(πx) from an exact reduction of x modulo 2, with exact zeros and ones at
// integers and half-integers (where sinl(π·n) would give a tiny nonzero value).
LD SinPiReference(LD x, bool cosine) {
  if (!std::isfinite(x)) return NAN;
  const LD pi = 3.141592653589793238462643383279502884L;
  const LD r = std::fmod(std::fabs(x), 2.0L) + (cosine ? 0.5L : 0.0L);
  const LD sign = cosine || !std::signbit(x) ? 1.0L : -1.0L;
  if (r == std::floor(r)) return sign * 0.0L;
  if (r * 2 == std::floor(r * 2)) return sign * (std::fmod(r, 2.0L) < 1 ? 1.0L : -1.0L);
  return sign * std::sin(pi * r);
}

LD FloatUnaryReference(O op, LD x, int64_t n) {
  const LD pi = 3.141592653589793238462643383279502884L;
  switch (op) {
    case O::kNegate: return -x;
    case O::kAbs: return std::fabs(x);
    case O::kSqrt: return std::sqrt(x);
    case O::kExp: return std::exp(x);
    case O::kLog: return std::log(x);
    case O::kExp2: return std::exp2(x);
    case O::kExp10: return std::pow(10.0L, x);
    case O::kExpM1: return std::expm1(x);
    case O::kLog2: return std::log2(x);
    case O::kLog10: return std::log10(x);
    case O::kLogP1: return std::log1p(x);
    case O::kSin: return std::sin(x);
    case O::kCos: return std::cos(x);
    case O::kTan: return std::tan(x);
    case O::kAsin: return std::asin(x);
    case O::kAcos: return std::acos(x);
    case O::kAtan: return std::atan(x);
    case O::kSinh: return std::sinh(x);
    case O::kCosh: return std::cosh(x);
    case O::kTanh: return std::tanh(x);
    case O::kAsinh: return std::asinh(x);
    case O::kAcosh: return std::acosh(x);
    case O::kAtanh: return std::atanh(x);
    case O::kCbrt: return std::cbrt(x);
    case O::kCeiling: return std::ceil(x);
    case O::kFloor: return std::floor(x);
    case O::kTruncate: return std::trunc(x);
    case O::kReciprocal: return 1.0L / x;
    case O::kSigmoid: return 1.0L / (1.0L + std::exp(-x));
    case O::kDegreesToRadians: return x * pi / 180.0L;
    case O::kRadiansToDegrees: return x * 180.0L / pi;
    case O::kIncrement: return x + 1.0L;
    case O::kDecrement: return x - 1.0L;
    case O::kAcosPi: return std::acos(x) / pi;
    case O::kAsinPi: return std::asin(x) / pi;
    case O::kAtanPi: return std::atan(x) / pi;
    case O::kCosPi: return SinPiReference(x, true);
    case O::kSinPi: return SinPiReference(x, false);
    case O::kTanPi: return SinPiReference(x, false) / SinPiReference(x, true);
    case O::kExp2M1: return std::expm1(x * std::log(2.0L));
    case O::kExp10M1: return std::expm1(x * std::log(10.0L));
    case O::kLog2P1: return std::log1p(x) / std::log(2.0L);
    case O::kLog10P1: return std::log1p(x) / std::log(10.0L);
    case O::kRootN:
      if (n % 2 == 0 && x < 0) return NAN;
      return std::copysign(std::pow(std::fabs(x), 1.0L / static_cast<LD>(n)), x);
    default: return NAN;
  }
}

// Allowed ULP error of the functions the math kernels vectorize (0: not one of them).
int64_t VectorMathBound(O op) {
  if (CategoryOf(static_cast<int32_t>(op)) != OpCategory::kUnary) return 0;
  return VisitUnaryOp(op, [](auto kind) { return kHasVectorMath<decltype(kind)::value> ? 4 : 0; });
}
// Allowed ULP error of op in float32: VectorMathBound, 4 for the two-argument functions evaluated
// in float32 vectors, else 1 (evaluated in double and rounded once).
int64_t Float32Bound(O op) {
  if (VectorMathBound(op) > 0) return VectorMathBound(op);
  if (CategoryOf(static_cast<int32_t>(op)) != OpCategory::kBinary) return 1;
  return VisitBinaryOp(
      op, [](auto kind) { return kBinaryMathInFloat32<decltype(kind)::value> ? 4 : 1; });
}
// Allowed ULP error of op in float64 (narrower types: 1 everywhere).
int64_t Float64Bound(O op) {
  if (VectorMathBound(op) > 0) return VectorMathBound(op);
  switch (op) {
    case O::kSigmoid: case O::kDegreesToRadians: case O::kRadiansToDegrees: case O::kRootN:
    case O::kLogBase: case O::kCbrt: case O::kAcosPi: case O::kAsinPi: case O::kAtanPi: case O::kCosPi:
    case O::kSinPi: case O::kTanPi: case O::kExp2M1: case O::kExp10M1: case O::kLog2P1:
    case O::kLog10P1: case O::kAtan2Pi: return 4;
    default: return 2;
  }
}

template <class T> int64_t Ulps(T got, LD expected) {
  if constexpr (std::is_same_v<T, Float16> || std::is_same_v<T, BFloat16>) {
    const float e = static_cast<float>(expected);
    const T want = std::is_same_v<T, Float16> ? T{ToFloat16(e).bits} : T{ToBFloat16(e).bits};
    const float g = ToFloat(got), w = ToFloat(want);
    if (std::isnan(g) && std::isnan(w)) return 0;
    if (std::isnan(g) != std::isnan(w)) return INT64_MAX;
    auto ordered = [](uint16_t b) { return (b & 0x8000) ? -static_cast<int64_t>(b & 0x7fff) : static_cast<int64_t>(b); };
    return std::llabs(ordered(got.bits) - ordered(want.bits));
  } else {
    return UlpDistance<T>(got, static_cast<T>(expected));
  }
}

std::vector<DType> FloatDTypes() {
  return {DType::kFloat32, DType::kFloat64, DType::kFloat16, DType::kBFloat16};
}

// Checks every element of out against reference(x[i], y[i]) within op's ULP bound.
template <class Reference>
void ExpectWithinUlps(O op, const Tensor& x, const Tensor& y, const Tensor& out,
                      Reference reference, const char* target) {
  VisitRealDType(x.dtype(), [&](auto v) {
    using T = decltype(v);
    if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, Float16> ||
                  std::is_same_v<T, BFloat16>) {
      const int64_t bound = std::is_same_v<T, double>  ? Float64Bound(op)
                            : std::is_same_v<T, float> ? Float32Bound(op)
                                                       : 1;
      for (int64_t i = 0; i < out.shape().flattened_length(); ++i) {
        const std::vector<int64_t> idx{i};
        const LD a = static_cast<LD>(Widen(Get<T>(x, idx)));
        const LD b = static_cast<LD>(Widen(Get<T>(y, idx)));
        ASSERT_LE(Ulps(Get<T>(out, idx), reference(a, b)), bound)
            << target << " " << OpName(op) << " " << DTypeName(x.dtype()) << " "
            << static_cast<double>(a) << ", " << static_cast<double>(b);
      }
    }
  });
}

TEST(UnaryOps, FloatOpsAreWithinTheirUlpBoundsOnEveryTarget) {
  std::mt19937_64 rng(9);
  const std::vector<O> ops = {
      O::kNegate, O::kAbs, O::kSqrt, O::kExp, O::kLog, O::kExp2, O::kExp10, O::kExpM1, O::kLog2,
      O::kLog10, O::kLogP1, O::kSin, O::kCos, O::kTan, O::kAsin, O::kAcos, O::kAtan, O::kSinh,
      O::kCosh, O::kTanh, O::kAsinh, O::kAcosh, O::kAtanh, O::kCbrt, O::kCeiling, O::kFloor,
      O::kTruncate, O::kReciprocal, O::kSigmoid, O::kDegreesToRadians, O::kRadiansToDegrees,
      O::kIncrement, O::kDecrement, O::kRootN, O::kAcosPi, O::kAsinPi, O::kAtanPi, O::kCosPi,
      O::kSinPi, O::kTanPi, O::kExp2M1, O::kExp10M1, O::kLog2P1, O::kLog10P1};
  ForEachTarget([&](const char* target) {
    for (DType dtype : FloatDTypes()) {
      for (O op : ops) {
        for (int64_t len : kLengths) {
          const Tensor x = MakeTensor(dtype, {len}, 1 + len % 2);
          FillRandom(x, rng, 4.0, true);
          const int64_t n = 1 + static_cast<int64_t>(rng() % 5);
          auto out = Unary(op, x, n);
          ASSERT_TRUE(out.ok()) << out.status().message();
          ExpectWithinUlps(op, x, x, out.value(),
                           [&](LD a, LD) { return FloatUnaryReference(op, a, n); }, target);
        }
      }
    }
  });
}

// root_n of degrees outside 0..3 runs pow's vector kernels: on every target, against the scalar
// definition (pow(|x|, 1/n) with the sign of x for odd n), special values (±0, subnormals, ±∞,
// NaN, negative x with even n) give exactly its result, every other value is within 2 ULP of it
// (both within a float64 ULP of the true root), and a strided row gives the contiguous row's bits.
template <class F>
void CheckRootNAgainstDefinition(DType dtype, const char* target, std::mt19937_64& rng) {
  const F inf = std::numeric_limits<F>::infinity();
  std::vector<F> values = {F(0),
                           -F(0),
                           std::numeric_limits<F>::denorm_min(),
                           -std::numeric_limits<F>::denorm_min(),
                           std::numeric_limits<F>::min(),
                           -std::numeric_limits<F>::min(),
                           std::numeric_limits<F>::max(),
                           -std::numeric_limits<F>::max(),
                           inf,
                           -inf,
                           std::numeric_limits<F>::quiet_NaN(),
                           F(1),
                           F(-1),
                           F(32),
                           F(-32)};
  std::uniform_real_distribution<double> exponent(-30, 30);
  while (values.size() < 203) {
    const double v = std::pow(10.0, exponent(rng));
    values.push_back(static_cast<F>(values.size() % 2 == 0 ? v : -v));
  }
  for (const int64_t n : {int64_t{4}, int64_t{5}, int64_t{7}, int64_t{-1}, int64_t{-2}, int64_t{-3},
                          int64_t{-6}, int64_t{1000}, int64_t{(1 << 24) - 1}}) {
    std::vector<F> contiguous;  // the step-1 results, which every layout must give bit for bit
    for (const int64_t step : {int64_t{1}, int64_t{2}}) {
      const Tensor x = MakeTensor(dtype, {static_cast<int64_t>(values.size())}, step);
      for (size_t i = 0; i < values.size(); ++i) {
        Set<F>(x, std::vector<int64_t>{static_cast<int64_t>(i)}, values[i]);
      }
      auto out = Unary(O::kRootN, x, n);
      ASSERT_TRUE(out.ok()) << out.status().message();
      const std::vector<F> got = Values<F>(out.value());
      if (contiguous.empty()) contiguous = got;
      EXPECT_EQ(std::memcmp(got.data(), contiguous.data(), got.size() * sizeof(F)), 0)
          << target << " " << DTypeName(dtype) << " n " << n << " step " << step;
      for (size_t i = 0; i < values.size(); ++i) {
        const F want = static_cast<F>(scalar::RootN(static_cast<double>(values[i]), n));
        const bool special = !std::isfinite(want) || want == 0 || !std::isfinite(values[i]) ||
                             std::fpclassify(values[i]) == FP_SUBNORMAL || values[i] == 0;
        const int64_t ulps = ErrorUlps(got[i], want);
        EXPECT_LE(ulps, special ? 0 : 2)
            << target << " " << DTypeName(dtype) << " root_n(" << values[i] << ", " << n
            << ") step " << step << ": got " << got[i] << ", want " << want;
      }
    }
  }
}

TEST(UnaryOps, RootNOfLargeDegreesMatchesItsDefinitionOnEveryTarget) {
  std::mt19937_64 rng(44);
  ForEachTarget([&](const char* target) {
    CheckRootNAgainstDefinition<float>(DType::kFloat32, target, rng);
    CheckRootNAgainstDefinition<double>(DType::kFloat64, target, rng);
  });
}

TEST(UnaryOps, RoundUsesTiesToEven) {
  const Tensor x = MakeTensor(DType::kFloat64, {4});
  const double in[] = {2.5, 3.5, -2.5, 0.49999999999999994};
  const double want[] = {2.0, 4.0, -2.0, 0.0};
  for (int64_t i = 0; i < 4; ++i) Set<double>(x, std::vector<int64_t>{i}, in[i]);
  auto r = Unary(O::kRound, x, 0);
  ASSERT_TRUE(r.ok());
  for (int64_t i = 0; i < 4; ++i) EXPECT_EQ(Get<double>(r.value(), std::vector<int64_t>{i}), want[i]);
}

// ---- Floating-point binary math ---------------------------------------------------------------

template <class F> F MaxMagnitudeRef(F x, F y) {
  if (std::isnan(x) || std::isnan(y)) return std::isnan(x) ? x : y;
  if (std::fabs(x) != std::fabs(y)) return std::fabs(x) > std::fabs(y) ? x : y;
  return std::signbit(x) ? y : x;
}
template <class F> F MinMagnitudeRef(F x, F y) {
  if (std::isnan(x) || std::isnan(y)) return std::isnan(x) ? x : y;
  if (std::fabs(x) != std::fabs(y)) return std::fabs(x) < std::fabs(y) ? x : y;
  return std::signbit(x) ? x : y;
}

LD FloatBinaryReference(O op, LD x, LD y) {
  auto number = [&](auto pick) -> LD {
    if (std::isnan(x)) return y;
    if (std::isnan(y)) return x;
    return pick(x, y);
  };
  switch (op) {
    case O::kPow: return std::pow(x, y);
    case O::kAtan2: return std::atan2(x, y);
    case O::kAtan2Pi: return std::atan2(x, y) / 3.141592653589793238462643383279502884L;
    case O::kHypot: return std::hypot(x, y);
    case O::kCopySign: return std::copysign(x, y);
    case O::kIeee754Remainder: return std::remainder(x, y);
    case O::kLogBase:
      if (std::isnan(x) || std::isnan(y)) return NAN;
      if (y == 1 || (x != 1 && (y == 0 || (std::isinf(y) && y > 0)))) return NAN;
      return std::log(x) / std::log(y);
    case O::kMaxMagnitude: return MaxMagnitudeRef(x, y);
    case O::kMinMagnitude: return MinMagnitudeRef(x, y);
    case O::kMaxNumber: return number([](LD a, LD b) { return a == b ? (std::signbit(a) ? b : a) : std::max(a, b); });
    case O::kMinNumber: return number([](LD a, LD b) { return a == b ? (std::signbit(a) ? a : b) : std::min(a, b); });
    case O::kMaxMagnitudeNumber: return number([](LD a, LD b) { return MaxMagnitudeRef(a, b); });
    default: return number([](LD a, LD b) { return MinMagnitudeRef(a, b); });
  }
}

TEST(BinaryOps, FloatMathIsWithinItsUlpBoundsOnEveryTarget) {
  std::mt19937_64 rng(13);
  const std::vector<O> ops = {O::kPow, O::kAtan2, O::kAtan2Pi, O::kHypot, O::kCopySign, O::kIeee754Remainder,
                              O::kLogBase, O::kMaxMagnitude, O::kMinMagnitude, O::kMaxNumber,
                              O::kMinNumber, O::kMaxMagnitudeNumber, O::kMinMagnitudeNumber};
  ForEachTarget([&](const char* target) {
    for (DType dtype : FloatDTypes()) {
      for (O op : ops) {
        for (int64_t len : kLengths) {
          const Tensor x = MakeTensor(dtype, {len});
          const Tensor y = MakeTensor(dtype, {len}, 2);
          FillRandom(x, rng, 5.0, true);
          FillRandom(y, rng, 5.0, true);
          auto out = Binary(op, x, y);
          ASSERT_TRUE(out.ok()) << out.status().message();
          ExpectWithinUlps(op, x, y, out.value(),
                           [&](LD a, LD b) { return FloatBinaryReference(op, a, b); }, target);
        }
      }
    }
  });
}

TEST(BinaryOps, MinAndMaxFollowIeee754Of2019) {
  const Tensor x = MakeTensor(DType::kFloat32, {3});
  const Tensor y = MakeTensor(DType::kFloat32, {3});
  const float xs[] = {-0.0f, NAN, 1.0f}, ys[] = {0.0f, 1.0f, NAN};
  for (int64_t i = 0; i < 3; ++i) {
    Set<float>(x, std::vector<int64_t>{i}, xs[i]);
    Set<float>(y, std::vector<int64_t>{i}, ys[i]);
  }
  auto mx = Binary(O::kMax, x, y), mn = Binary(O::kMin, x, y), num = Binary(O::kMaxNumber, x, y);
  ASSERT_TRUE(mx.ok() && mn.ok() && num.ok());
  EXPECT_FALSE(std::signbit(Get<float>(mx.value(), std::vector<int64_t>{0})));
  EXPECT_TRUE(std::signbit(Get<float>(mn.value(), std::vector<int64_t>{0})));
  EXPECT_TRUE(std::isnan(Get<float>(mx.value(), std::vector<int64_t>{1})));
  EXPECT_TRUE(std::isnan(Get<float>(mx.value(), std::vector<int64_t>{2})));
  EXPECT_EQ(Get<float>(num.value(), std::vector<int64_t>{1}), 1.0f);
  EXPECT_EQ(Get<float>(num.value(), std::vector<int64_t>{2}), 1.0f);
}

// ---- Comparisons ------------------------------------------------------------------------------

TEST(Comparisons, ProduceBoolTensorsMatchingTheReference) {
  std::mt19937_64 rng(17);
  const std::vector<O> ops = {O::kEquals, O::kGreaterThan, O::kGreaterThanOrEqual, O::kLessThan,
                              O::kLessThanOrEqual};
  for (DType dtype : NumericDTypes()) {
    for (O op : ops) {
      const Tensor x = MakeTensor(dtype, {4, 5});
      const Tensor y = MakeTensor(dtype, {5}, 2);
      FillRandom(x, rng, 3.0, true);
      FillRandom(y, rng, 3.0, true);
      // Force some equal pairs.
      std::memcpy(BroadcastAt(x, std::vector<int64_t>{1, 2}), BroadcastAt(y, std::vector<int64_t>{1, 2}), static_cast<size_t>(x.element_size()));
      auto out = Binary(op, x, y);
      ASSERT_TRUE(out.ok());
      ASSERT_EQ(out->dtype(), DType::kBool);
      bool all = true, any = false;
      VisitRealDType(dtype, [&](auto v) {
        using T = decltype(v);
        if constexpr (!std::is_same_v<T, Bool8>) {
          for (int64_t i = 0; i < 20; ++i) {
            const auto idx = Unflatten(i, out->shape().lengths());
            const LD a = static_cast<LD>(Widen(Get<T>(x, idx))), b = static_cast<LD>(Widen(Get<T>(y, idx)));
            const bool want = op == O::kEquals ? a == b : op == O::kGreaterThan ? a > b
                            : op == O::kGreaterThanOrEqual ? a >= b : op == O::kLessThan ? a < b : a <= b;
            ASSERT_EQ(Get<uint8_t>(out.value(), idx), want ? 1 : 0) << OpName(op) << " " << DTypeName(dtype);
            all = all && want;
            any = any || want;
          }
        }
      });
      EXPECT_EQ(CompareAll(op, x, y).value(), all);
      EXPECT_EQ(CompareAny(op, x, y).value(), any);
    }
  }
}

TEST(Comparisons, AllAndAnyOfEmptyInputs) {
  const Tensor empty = MakeTensor(DType::kInt32, {0});
  const Tensor one = MakeTensor(DType::kInt32, {1});
  EXPECT_TRUE(CompareAll(O::kEquals, empty, one).value());
  EXPECT_FALSE(CompareAny(O::kEquals, empty, one).value());
}

TEST(Comparisons, NaNComparesFalse) {
  const Tensor x = MakeTensor(DType::kFloat64, {2});
  Set<double>(x, std::vector<int64_t>{0}, NAN);
  EXPECT_FALSE(CompareAll(O::kEquals, x, x).value());  // NaN != NaN
  EXPECT_TRUE(CompareAny(O::kEquals, x, x).value());   // 0 == 0
  EXPECT_FALSE(CompareAny(O::kLessThan, x, x).value());
}

}  // namespace
}  // namespace strata
