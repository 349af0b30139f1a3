// The π-scaled functions, ILogB, the IsXxx predicates, logical operations on bool tensors,
// rounding to decimal digits and SoftMax. Expected values are the answers .NET 10 with
// System.Numerics.Tensors 11.0.0 gives for the same inputs, except where a test says otherwise.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "elementwise/elementwise.h"
#include "support/elementwise_test_support.h"
#include "elementwise/round_digits.h"
#include "elementwise/softmax.h"

namespace strata {
namespace {

using namespace strata::testing;
using O = ElementwiseOp;
constexpr double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::numeric_limits<double>::quiet_NaN();

// Same value and, for zeros, the same sign; NaN equals NaN.
template <class F> bool SameFloat(F a, F b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return a == b && std::signbit(a) == std::signbit(b);
}
template <class F> void ExpectSameFloats(const std::vector<F>& got, const std::vector<F>& want,
                                         const char* what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_TRUE(SameFloat(got[i], want[i])) << what << " [" << i << "]: got " << got[i]
                                            << ", want " << want[i];
  }
}

std::vector<double> UnaryValues(O op, const std::vector<double>& in) {
  auto out = Unary(op, Vector(DType::kFloat64, in), 0);
  EXPECT_TRUE(out.ok()) << out.status().message();
  return Values<double>(out.value());
}

// ---- π-scaled functions -----------------------------------------------------------------------

TEST(PiFunctions, AreExactAtIntegersAndHalvesWithDotnetSigns) {
  const std::vector<double> x = {0, -0.0, 0.5, 1, 1.5, 2, -1, -0.5, 2.5, 1e300, kNaN, kInf};
  ExpectSameFloats(UnaryValues(O::kSinPi, x),
                   {0, -0.0, 1, 0, -1, 0, -0.0, -1, 1, 0, kNaN, kNaN}, "sin_pi");
  ExpectSameFloats(UnaryValues(O::kCosPi, x),
                   {1, 1, 0, -1, 0, 1, -1, 0, 0, 1, kNaN, kNaN}, "cos_pi");
  ExpectSameFloats(UnaryValues(O::kTanPi, x),
                   {0, -0.0, kInf, -0.0, -kInf, 0, 0, -kInf, kInf, 0, kNaN, kNaN}, "tan_pi");
}

// Within the vector formulas' bound (4 ULP) of .NET's results away from the exact points; the
// exact points themselves match bit for bit.
void ExpectNearFloats(const std::vector<double>& got, const std::vector<double>& want,
                      const char* what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_LE(UlpDistance(got[i], want[i]), 4)
        << what << " [" << i << "]: got " << got[i] << ", want " << want[i];
  }
}

TEST(PiFunctions, StayNearDotnetAwayFromTheExactPoints) {
  ExpectNearFloats(UnaryValues(O::kSinPi, {0.25, 0.1, 3.75}),
                   {0.7071067811865475, 0.3090169943749474, -0.7071067811865476}, "sin_pi");
  ExpectNearFloats(UnaryValues(O::kCosPi, {0.25, 0.1, 3.75}),
                   {0.7071067811865476, 0.9510565162951535, 0.7071067811865475}, "cos_pi");
  ExpectNearFloats(UnaryValues(O::kTanPi, {0.1}), {0.3249196962329063}, "tan_pi");
  // .NET gives 0.9999999999999999 at 0.25 (tan(π/4) rounded); quarters here are exact.
  ExpectSameFloats(UnaryValues(O::kTanPi, {3.75, 0.25, -1.25}), {-1, 1, -1}, "tan_pi");
  ExpectSameFloats(UnaryValues(O::kAsinPi, {-1, 0, 1, 2}), {-0.5, 0, 0.5, kNaN}, "asin_pi");
  ExpectNearFloats(UnaryValues(O::kAsinPi, {-0.5}), {-0.16666666666666669}, "asin_pi");
  ExpectSameFloats(UnaryValues(O::kAcosPi, {-1, 0, 1}), {1, 0.5, 0}, "acos_pi");
  ExpectNearFloats(UnaryValues(O::kAcosPi, {0.5}), {0.33333333333333337}, "acos_pi");
  ExpectSameFloats(UnaryValues(O::kAtanPi, {-1}), {-0.25}, "atan_pi");
  ExpectNearFloats(UnaryValues(O::kAtanPi, {0.5, 2}), {0.14758361765043326, 0.35241638234956674},
                   "atan_pi");
}

TEST(PiFunctions, FloatResultsRoundTheDoubleResult) {
  auto out = Unary(O::kTanPi, Vector<float>(DType::kFloat32, {0.5f, -0.5f, 1, 1.5f, 0.25f}), 0);
  ASSERT_TRUE(out.ok());
  ExpectSameFloats(Values<float>(out.value()), {INFINITY, -INFINITY, -0.0f, -INFINITY, 1}, "tan_pi");
  auto sin = Unary(O::kSinPi, Vector<float>(DType::kFloat32, {1, -1}), 0);
  ASSERT_TRUE(sin.ok());
  ExpectSameFloats(Values<float>(sin.value()), {0.0f, -0.0f}, "sin_pi");
}

TEST(PiFunctions, Atan2PiTakesTheYCoordinateFirst) {
  auto out = Binary(O::kAtan2Pi, Vector(DType::kFloat64, std::vector<double>{1, -0.0, 1}),
                    Vector(DType::kFloat64, std::vector<double>{0, -1, 1}));
  ASSERT_TRUE(out.ok());
  ExpectSameFloats(Values<double>(out.value()), {0.5, -1, 0.25}, "atan2_pi");
}

TEST(ExpAndLogVariants, StayAccurateNearZero) {
  // .NET evaluates exp2(x) − 1 and log2(1 + x) directly and gives 6.931477614102732e-11 and
  // 1.4426951601859516e-10 here: wrong from the sixth digit. These are the true values.
  const long double tiny = 1e-10L;
  const auto near = [](double got, long double want) {
    EXPECT_LE(std::fabs(static_cast<long double>(got) - want), std::fabs(want) * 1e-15L)
        << got << " vs " << static_cast<double>(want);
  };
  near(UnaryValues(O::kExp2M1, {1e-10})[0], std::expm1(tiny * std::log(2.0L)));
  near(UnaryValues(O::kLog2P1, {1e-10})[0], std::log1p(tiny) / std::log(2.0L));
  near(UnaryValues(O::kExp10M1, {1e-10})[0], std::expm1(tiny * std::log(10.0L)));
  near(UnaryValues(O::kLog10P1, {1e-10})[0], std::log1p(tiny) / std::log(10.0L));
  ExpectSameFloats(UnaryValues(O::kExp2M1, {3, -kInf, 0}), {7, -1, 0}, "exp2m1");
  ExpectSameFloats(UnaryValues(O::kLog10P1, {99, -1, -2}), {2, -kInf, kNaN}, "log10p1");
}

// ---- ILogB ------------------------------------------------------------------------------------

TEST(ILogB, GivesInt32ExponentsWithDotnetSpecialValues) {
  const std::vector<double> x = {0, -0.0, 1, 3, 0.5, -8, kNaN, kInf, -kInf, 5e-324, 1.5e-323, 1e-310};
  auto out = Unary(O::kILogB, Vector(DType::kFloat64, x), 0);
  ASSERT_TRUE(out.ok()) << out.status().message();
  EXPECT_EQ(out->dtype(), DType::kInt32);
  EXPECT_EQ(Values<int32_t>(out.value()),
            (std::vector<int32_t>{INT_MIN, INT_MIN, 0, 1, -1, 3, INT_MAX, INT_MAX, INT_MAX, -1074,
                                  -1073, -1030}));
}

TEST(ILogB, OfAFloat16SubnormalIsItsTrueExponent) {
  // .NET's Half.ILogB(Half.Epsilon) answers -40; the value is 2^-24.
  auto out = Unary(O::kILogB, Vector(DType::kFloat16, std::vector<Float16>{Float16{0x0001}}), 0);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(Values<int32_t>(out.value()), std::vector<int32_t>{-24});
}

TEST(ILogB, RejectsIntegersAndNonInt32DestinationsWithoutWriting) {
  EXPECT_EQ(Unary(O::kILogB, MakeTensor(DType::kInt32, {2}), 0).status().code(),
            StatusCode::kDTypeMismatch);
  const Tensor x = Vector(DType::kFloat32, std::vector<float>{1, 2});
  const Tensor dst = Vector(DType::kFloat32, std::vector<float>{7, 7});
  EXPECT_EQ(UnaryInto(O::kILogB, x, 0, dst).code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(Values<float>(dst), (std::vector<float>{7, 7}));
}

// ---- Predicates -------------------------------------------------------------------------------

std::vector<uint8_t> PredicateValues(O op, const Tensor& x) {
  auto out = Unary(op, x, 0);
  EXPECT_TRUE(out.ok()) << out.status().message();
  EXPECT_EQ(out->dtype(), DType::kBool);
  std::vector<uint8_t> bits;
  for (Bool8 b : Values<Bool8>(out.value())) bits.push_back(b.value);
  return bits;
}

TEST(Predicates, ClassifyFloat64LikeDotnet) {
  const Tensor x = Vector(DType::kFloat64, std::vector<double>{0, -0.0, 1, 3, 0.5, -8, -kNaN, kInf,
                                                               -kInf, 5e-324, 1.5e-323, 1e-310});
  using V = std::vector<uint8_t>;
  EXPECT_EQ(PredicateValues(O::kIsPow2, x), (V{0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsNormal, x), (V{0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsSubnormal, x), (V{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1}));
  EXPECT_EQ(PredicateValues(O::kIsInteger, x), (V{1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsEvenInteger, x), (V{1, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsOddInteger, x), (V{0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsNegative, x), (V{0, 1, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsPositive, x), (V{1, 0, 1, 1, 1, 0, 0, 1, 0, 1, 1, 1}));
  EXPECT_EQ(PredicateValues(O::kIsRealNumber, x), (V{1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1}));
  EXPECT_EQ(PredicateValues(O::kIsZero, x), (V{1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsNaN, x), (V{0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsFinite, x), (V{1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1}));
  EXPECT_EQ(PredicateValues(O::kIsInfinity, x), (V{0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsPositiveInfinity, x), (V{0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsNegativeInfinity, x), (V{0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsCanonical, x), V(12, 1));
  EXPECT_EQ(PredicateValues(O::kIsComplexNumber, x), V(12, 0));
  EXPECT_EQ(PredicateValues(O::kIsImaginaryNumber, x), V(12, 0));
}

TEST(Predicates, ClassifyIntegersLikeDotnet) {
  const Tensor x = Vector(DType::kInt32, std::vector<int32_t>{0, 1, -1, 2, -2, INT32_MIN, 6});
  using V = std::vector<uint8_t>;
  EXPECT_EQ(PredicateValues(O::kIsPow2, x), (V{0, 1, 0, 1, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsNormal, x), (V{0, 1, 1, 1, 1, 1, 1}));
  EXPECT_EQ(PredicateValues(O::kIsNegative, x), (V{0, 0, 1, 0, 1, 1, 0}));
  EXPECT_EQ(PredicateValues(O::kIsPositive, x), (V{1, 1, 0, 1, 0, 0, 1}));
  EXPECT_EQ(PredicateValues(O::kIsEvenInteger, x), (V{1, 0, 0, 1, 1, 1, 1}));
  EXPECT_EQ(PredicateValues(O::kIsOddInteger, x), (V{0, 1, 1, 0, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsZero, x), (V{1, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsSubnormal, x), V(7, 0));
  EXPECT_EQ(PredicateValues(O::kIsNaN, x), V(7, 0));
  EXPECT_EQ(PredicateValues(O::kIsFinite, x), V(7, 1));
  EXPECT_EQ(PredicateValues(O::kIsInteger, x), V(7, 1));
  const Tensor u = Vector(DType::kUInt32, std::vector<uint32_t>{0x80000000u, 3});
  EXPECT_EQ(PredicateValues(O::kIsPow2, u), (V{1, 0}));
  EXPECT_EQ(PredicateValues(O::kIsNegative, u), (V{0, 0}));
}

TEST(Predicates, ClassifyNarrowFloatsInTheirOwnFormat) {
  // Float16: the smallest subnormal, the largest normal, the smallest normal; bfloat16: the
  // smallest subnormal (normal once widened to float32 in neither case).
  const Tensor h = Vector(DType::kFloat16, std::vector<Float16>{{0x0001}, {0x7bff}, {0x0400}});
  using V = std::vector<uint8_t>;
  EXPECT_EQ(PredicateValues(O::kIsSubnormal, h), (V{1, 0, 0}));
  EXPECT_EQ(PredicateValues(O::kIsNormal, h), (V{0, 1, 1}));
  EXPECT_EQ(PredicateValues(O::kIsPow2, h), (V{1, 0, 1}));
  const Tensor b = Vector(DType::kBFloat16, std::vector<BFloat16>{{0x0001}, {0x3f80}});
  EXPECT_EQ(PredicateValues(O::kIsSubnormal, b), (V{1, 0}));
  EXPECT_EQ(PredicateValues(O::kIsPow2, b), (V{1, 1}));
}

// An independent reference: <cmath> classification of the value, with the subnormal range of
// the element's own format for the narrow floats.
template <class T> bool PredicateReference(O op, T stored) {
  if constexpr (std::is_same_v<T, Bool8>) {
    return false;  // never instantiated at run time: predicates reject bool
  } else if constexpr (std::is_integral_v<T>) {
    const auto v = static_cast<long double>(stored);
    switch (op) {
      case O::kIsPow2: return stored > 0 && (static_cast<uint64_t>(stored) & (static_cast<uint64_t>(stored) - 1)) == 0;
      case O::kIsNegative: return v < 0;
      case O::kIsZero: return v == 0;
      case O::kIsNormal: return v != 0;
      case O::kIsEvenInteger: return std::fmod(v, 2.0L) == 0;
      default: return op == O::kIsFinite || op == O::kIsInteger;  // kIsNaN, kIsSubnormal: false
    }
  } else {
    double v;
    double smallest_normal;
    if constexpr (std::is_same_v<T, Float16>) { v = ToFloat(stored); smallest_normal = 0x1p-14; }
    else if constexpr (std::is_same_v<T, BFloat16>) { v = ToFloat(stored); smallest_normal = 0x1p-126; }
    else { v = static_cast<double>(stored); smallest_normal = static_cast<double>(std::numeric_limits<T>::min()); }
    const bool subnormal = v != 0 && std::fabs(v) < smallest_normal;
    switch (op) {
      case O::kIsPow2: {
        if (!(v > 0) || std::isinf(v)) return false;
        int exponent = 0;
        return std::frexp(v, &exponent) == 0.5;
      }
      case O::kIsNegative: return std::signbit(v);
      case O::kIsZero: return v == 0;
      case O::kIsNormal: return std::isfinite(v) && v != 0 && !subnormal;
      case O::kIsEvenInteger: return std::isfinite(v) && std::fmod(v, 2.0) == 0;
      case O::kIsFinite: return std::isfinite(v);
      case O::kIsInteger: return std::isfinite(v) && v == std::trunc(v);
      case O::kIsNaN: return std::isnan(v);
      default: return subnormal;  // kIsSubnormal
    }
  }
}

TEST(Predicates, MatchAnIndependentReferenceOnRandomGappedTensorsOfEveryNumericType) {
  std::mt19937_64 rng(21);
  const std::vector<O> ops = {O::kIsPow2, O::kIsNegative, O::kIsZero, O::kIsNormal, O::kIsEvenInteger,
                              O::kIsFinite, O::kIsInteger, O::kIsNaN, O::kIsSubnormal};
  for (DType dtype : NumericDTypes()) {
    for (int64_t len : {0, 1, 7, 33, 70}) {
      const Tensor x = MakeTensor(dtype, {2, len}, 2);
      FillRandom(x, rng, 8.0, true);
      // Some exact small integers, powers of two and subnormals among the random values.
      VisitRealDType(dtype, [&](auto t) {
        using T = decltype(t);
        for (int64_t i = 0; i < std::min<int64_t>(len, 4); ++i) {
          const std::vector<int64_t> idx{0, i};
          if constexpr (std::is_same_v<T, Bool8>) {
            return;
          } else if constexpr (std::is_same_v<T, Float16> || std::is_same_v<T, BFloat16>) {
            Set<T>(x, idx, T{static_cast<uint16_t>(i == 0 ? 0x0001 : i == 1 ? 0x0004 : 0x0003)});
          } else if constexpr (std::is_floating_point_v<T>) {
            Set<T>(x, idx, i == 0 ? std::numeric_limits<T>::denorm_min() : static_cast<T>(i * 2));
          } else {
            Set<T>(x, idx, static_cast<T>(i * 4));
          }
        }
      });
      for (O op : ops) {
        auto out = Unary(op, x, 0);
        ASSERT_TRUE(out.ok()) << out.status().message();
        bool all = true, any = false;
        VisitRealDType(dtype, [&](auto t) {
          using T = decltype(t);
          for (int64_t i = 0; i < x.shape().flattened_length(); ++i) {
            const auto idx = Unflatten(i, x.shape().lengths());
            const bool want = PredicateReference<T>(op, Get<T>(x, idx));
            ASSERT_EQ(Get<Bool8>(out.value(), idx).value, want ? 1 : 0)
                << OpName(op) << " " << DTypeName(dtype) << " element " << i;
            all = all && want;
            any = any || want;
          }
        });
        EXPECT_EQ(PredicateAll(op, x).value(), all) << OpName(op) << " " << DTypeName(dtype);
        EXPECT_EQ(PredicateAny(op, x).value(), any) << OpName(op) << " " << DTypeName(dtype);
      }
    }
  }
}

TEST(Predicates, AllAndAnyStopAtTheDecisiveElementAndHandleEmpty) {
  const Tensor x = Vector(DType::kFloat32, std::vector<float>{1, 2.5f, NAN});
  EXPECT_FALSE(PredicateAll(O::kIsNaN, x).value());
  EXPECT_TRUE(PredicateAny(O::kIsNaN, x).value());
  EXPECT_TRUE(PredicateAll(O::kIsRealNumber, MakeTensor(DType::kFloat32, {2, 2}, 2)).value());
  const Tensor empty = MakeTensor(DType::kFloat32, {0});
  EXPECT_TRUE(PredicateAll(O::kIsNaN, empty).value());
  EXPECT_FALSE(PredicateAny(O::kIsNaN, empty).value());
}

TEST(Predicates, AreRejectedForBoolAndOtherOpCodes) {
  const Tensor flags = MakeTensor(DType::kBool, {2});
  EXPECT_EQ(Unary(O::kIsNaN, flags, 0).status().code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(PredicateAll(O::kIsNaN, flags).status().code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(PredicateAny(O::kAdd, MakeTensor(DType::kFloat32, {2})).status().code(),
            StatusCode::kInvalidArgument);
  const Tensor x = MakeTensor(DType::kFloat32, {2});
  const Tensor wrong = Vector(DType::kFloat32, std::vector<float>{3, 4});
  EXPECT_EQ(UnaryInto(O::kIsNaN, x, 0, wrong).code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(Values<float>(wrong), (std::vector<float>{3, 4}));
}

// ---- Bool operands ----------------------------------------------------------------------------

TEST(BoolOperands, TakeLogicalOperationsAndComparisons) {
  const Tensor a = Vector(DType::kBool, std::vector<Bool8>{{0}, {0}, {1}, {2}});
  const Tensor b = Vector(DType::kBool, std::vector<Bool8>{{0}, {1}, {0}, {1}});
  auto bits = [](const Result<Tensor>& r) {
    EXPECT_TRUE(r.ok()) << r.status().message();
    std::vector<uint8_t> v;
    for (Bool8 x : Values<Bool8>(r.value())) v.push_back(x.value);
    return v;
  };
  using V = std::vector<uint8_t>;
  EXPECT_EQ(bits(Binary(O::kBitwiseAnd, a, b)), (V{0, 0, 0, 1}));
  EXPECT_EQ(bits(Binary(O::kBitwiseOr, a, b)), (V{0, 1, 1, 1}));
  EXPECT_EQ(bits(Binary(O::kXor, a, b)), (V{0, 1, 1, 0}));
  EXPECT_EQ(bits(Unary(O::kOnesComplement, a, 0)), (V{1, 1, 0, 0}));
  EXPECT_EQ(bits(Binary(O::kEquals, a, b)), (V{1, 0, 0, 1}));
  EXPECT_EQ(bits(Binary(O::kGreaterThan, a, b)), (V{0, 0, 1, 0}));
  EXPECT_TRUE(CompareAny(O::kEquals, a, b).value());
}

TEST(BoolOperands, RejectArithmetic) {
  const Tensor a = MakeTensor(DType::kBool, {2});
  EXPECT_EQ(Binary(O::kAdd, a, a).status().code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(Unary(O::kNegate, a, 0).status().code(), StatusCode::kDTypeMismatch);
}

// ---- Round to digits --------------------------------------------------------------------------

TEST(RoundDigits, MatchesDotnetForEveryMidpointMode) {
  const Tensor x = Vector(DType::kFloat64, std::vector<double>{2.5, -2.5, 1.2345, -1.235, 2.675,
                                                               12345678901234567.0});
  const std::vector<int32_t> digits = {0, 0, 2, 2, 2, 3};
  const std::vector<std::vector<double>> want = {
      {2, -2, 1.23, -1.24, 2.68, 12345678901234568.0},   // ToEven
      {3, -3, 1.23, -1.24, 2.68, 12345678901234568.0},   // AwayFromZero
      {2, -2, 1.23, -1.23, 2.67, 12345678901234568.0},   // ToZero
      {2, -3, 1.23, -1.24, 2.67, 12345678901234568.0},   // ToNegativeInfinity
      {3, -2, 1.24, -1.23, 2.68, 12345678901234568.0}};  // ToPositiveInfinity
  for (int32_t mode = 0; mode < 5; ++mode) {
    for (size_t i = 0; i < digits.size(); ++i) {
      auto out = RoundDigits(Vector(DType::kFloat64, std::vector<double>{Values<double>(x)[i]}),
                             digits[i], mode);
      ASSERT_TRUE(out.ok()) << out.status().message();
      EXPECT_EQ(Values<double>(out.value())[0], want[static_cast<size_t>(mode)][i])
          << "mode " << mode << " value " << i;
    }
  }
}

TEST(RoundDigits, ScalesFloat32InFloat32) {
  const Tensor x = Vector(DType::kFloat32, std::vector<float>{2.675f, 1.005f});
  auto even = RoundDigits(x, 2, 0);
  auto away = RoundDigits(x, 2, 1);
  ASSERT_TRUE(even.ok() && away.ok());
  EXPECT_EQ(Values<float>(even.value()), (std::vector<float>{2.68f, 1.0f}));
  EXPECT_EQ(Values<float>(away.value()), (std::vector<float>{2.68f, 1.01f}));
  auto half = RoundDigits(Vector(DType::kFloat16, std::vector<Float16>{ToFloat16(2.675f)}), 2, 0);
  ASSERT_TRUE(half.ok());
  EXPECT_EQ(Values<Float16>(half.value())[0].bits, ToFloat16(2.68f).bits);
}

TEST(RoundDigits, RejectsBadDigitsModesAndTypesWithoutWriting) {
  const Tensor x = Vector(DType::kFloat64, std::vector<double>{1.25, 2.5});
  const Tensor dst = Vector(DType::kFloat64, std::vector<double>{9, 9});
  EXPECT_EQ(RoundDigitsInto(x, 16, 0, dst).code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(RoundDigitsInto(x, -1, 0, dst).code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(RoundDigitsInto(x, 2, 5, dst).code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(RoundDigitsInto(x, 2, -1, dst).code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(Values<double>(dst), (std::vector<double>{9, 9}));
  EXPECT_TRUE(RoundDigits(x, 15, 0).ok());
  EXPECT_EQ(RoundDigits(Vector(DType::kFloat32, std::vector<float>{1}), 7, 0).status().code(),
            StatusCode::kArgumentOutOfRange);
  EXPECT_TRUE(RoundDigits(Vector(DType::kFloat32, std::vector<float>{1}), 6, 0).ok());
  EXPECT_EQ(RoundDigits(MakeTensor(DType::kBool, {2}), 0, 0).status().code(),
            StatusCode::kDTypeMismatch);
  EXPECT_EQ(RoundDigits(MakeTensor(DType::kComplex64, {2}), 0, 0).status().code(),
            StatusCode::kDTypeMismatch);
}

TEST(RoundDigits, RoundsInPlaceThroughTheSameView) {
  const Tensor x = Vector(DType::kFloat64, std::vector<double>{1.25, 2.35, kNaN, kInf});
  ASSERT_TRUE(RoundDigitsInto(x, 1, 1, x).ok());
  ExpectSameFloats(Values<double>(x), {1.3, 2.4, kNaN, kInf}, "in place");
}

// ---- SoftMax ----------------------------------------------------------------------------------

std::vector<float> SoftMaxValues(const std::vector<float>& in) {
  auto out = SoftMax(Vector(DType::kFloat32, in));
  EXPECT_TRUE(out.ok()) << out.status().message();
  return Values<float>(out.value());
}

TEST(SoftMax, IsShiftedByTheMaximum) {
  ExpectSameFloats(SoftMaxValues({1000, 1000}), {0.5f, 0.5f}, "[1000, 1000]");
  ExpectSameFloats(SoftMaxValues({-INFINITY, -INFINITY, 0}), {0, 0, 1}, "[-inf, -inf, 0]");
  ExpectSameFloats(SoftMaxValues({3e38f, -3e38f}), {1, 0}, "[3e38, -3e38]");
  ExpectSameFloats(SoftMaxValues({0}), {1}, "[0]");
}

TEST(SoftMax, RoundsTheDoubleResultOnce) {
  // .NET's double SoftMax of [1, 2, 3], rounded to float32.
  const std::vector<double> exact = {0.09003057317038046, 0.24472847105479764, 0.6652409557748219};
  const auto got = SoftMaxValues({1, 2, 3});
  for (size_t i = 0; i < 3; ++i) EXPECT_EQ(got[i], static_cast<float>(exact[i]));
  const auto small = SoftMaxValues({89, 0});
  EXPECT_EQ(small[0], 1.0f);
  EXPECT_EQ(small[1], static_cast<float>(std::exp(-89.0)));
}

TEST(SoftMax, SpansAllDimensionsAsOneDistribution) {
  const Tensor x = MakeTensor(DType::kFloat32, {2, 2}, 2);
  for (int64_t i = 0; i < 4; ++i) Set<float>(x, Unflatten(i, x.shape().lengths()), static_cast<float>(i + 1));
  auto out = SoftMax(x);
  ASSERT_TRUE(out.ok());
  const std::vector<float> want = {0.032058604f, 0.087144315f, 0.23688282f, 0.6439143f};
  const auto got = Values<float>(out.value());
  for (size_t i = 0; i < 4; ++i) EXPECT_LE(UlpDistance(got[i], want[i]), 1) << i;
}

// Long inputs take the exponentials a chunk at a time in vectors: every element stays within
// 3 ULP of the softmax of the same differences v − max with exact exponentials (chunk boundaries
// included), and a strided view gives the same bits as its dense copy.
TEST(SoftMax, LongInputsMatchLongDoubleInEveryLayout) {
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> value(-60, 60);
  for (DType dtype : {DType::kFloat32, DType::kFloat64}) {
    const int64_t n = 1000;
    const Tensor strided = MakeTensor(dtype, {n}, 3);
    const Tensor dense = MakeTensor(dtype, {n});
    std::vector<long double> xs(n);
    for (int64_t i = 0; i < n; ++i) {
      const std::vector<int64_t> at{i};
      if (dtype == DType::kFloat32) {
        const float v = static_cast<float>(value(rng));
        Set<float>(strided, at, v);
        Set<float>(dense, at, v);
        xs[i] = v;
      } else {
        const double v = value(rng);
        Set<double>(strided, at, v);
        Set<double>(dense, at, v);
        xs[i] = v;
      }
    }
    // v − max is rounded to double by the definition (exact for float32 inputs); the reference
    // takes that difference and evaluates the rest in long double.
    const double max = static_cast<double>(*std::max_element(xs.begin(), xs.end()));
    const auto shifted = [&](int64_t i) -> long double { return static_cast<double>(xs[i]) - max; };
    // The definition sums in double in logical order; the reference sums the correctly rounded
    // exponentials in that order, so only the exponentials' and the quotient's errors remain.
    double sum = 0;
    for (int64_t i = 0; i < n; ++i) sum += static_cast<double>(std::exp(shifted(i)));
    auto a = SoftMax(strided);
    auto b = SoftMax(dense);
    ASSERT_TRUE(a.ok() && b.ok());
    for (int64_t i = 0; i < n; ++i) {
      const std::vector<int64_t> at{i};
      const long double want = std::exp(shifted(i)) / sum;
      if (dtype == DType::kFloat32) {
        EXPECT_EQ(Get<float>(a.value(), at), Get<float>(b.value(), at)) << i;
        EXPECT_LE(UlpDistance(Get<float>(b.value(), at), static_cast<float>(want)), 3) << i;
      } else {
        EXPECT_EQ(Get<double>(a.value(), at), Get<double>(b.value(), at)) << i;
        EXPECT_LE(UlpDistance(Get<double>(b.value(), at), static_cast<double>(want)), 3) << i;
      }
    }
  }
}

TEST(SoftMax, PropagatesNaNAndInfinityLikeDotnet) {
  ExpectSameFloats(SoftMaxValues({1, NAN}), {NAN, NAN}, "NaN");
  ExpectSameFloats(SoftMaxValues({INFINITY, 1, 2}), {NAN, 0, 0}, "+inf");
  ExpectSameFloats(SoftMaxValues({3e38f, -3e38f, INFINITY}), {0, 0, NAN}, "+inf last");
  ExpectSameFloats(SoftMaxValues({INFINITY, INFINITY}), {NAN, NAN}, "two +inf");
  ExpectSameFloats(SoftMaxValues({-INFINITY}), {NAN}, "-inf alone");
}

TEST(SoftMax, OfEmptyIsEmpty) {
  auto out = SoftMax(MakeTensor(DType::kFloat64, {0, 3}));
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(out->shape().flattened_length(), 0);
}

TEST(SoftMax, WritesInPlaceAndRejectsOtherCountsAndTypes) {
  const Tensor x = Vector(DType::kFloat64, std::vector<double>{1000, 1000});
  ASSERT_TRUE(SoftMaxInto(x, x).ok());
  EXPECT_EQ(Values<double>(x), (std::vector<double>{0.5, 0.5}));
  const Tensor wide = Vector(DType::kFloat64, std::vector<double>{7, 7, 7, 7});
  const Tensor row = MakeTensor(DType::kFloat64, {1, 2});
  Set<double>(row, std::vector<int64_t>{0, 0}, 1);
  Set<double>(row, std::vector<int64_t>{0, 1}, 2);
  EXPECT_EQ(SoftMaxInto(row, wide).code(), StatusCode::kShapeMismatch);
  EXPECT_EQ(Values<double>(wide), (std::vector<double>(4, 7)));
  EXPECT_EQ(SoftMax(MakeTensor(DType::kInt64, {2})).status().code(), StatusCode::kDTypeMismatch);
  const Tensor narrow = MakeTensor(DType::kFloat64, {2});
  ASSERT_TRUE(SoftMaxInto(row, narrow).ok());  // leading 1s may be dropped
}

}  // namespace
}  // namespace strata
