// FloorDivide and Modulo as binary ops: Python's sign rule on every integer dtype (exhaustively for
// the 8-bit ones, against a reference written without the library's formulas), the most negative
// value over −1, division by zero refused before any write, NumPy's float results (values taken
// from NumPy 1.24) including zeros, infinities and NaN, 16-bit floats through float32, and the
// index assignments //= and %= giving the same values as the ops.
#include <gtest/gtest.h>

#include <climits>
#include <cmath>
#include <random>

#include "elementwise/convert.h"
#include "elementwise/elementwise.h"
#include "support/elementwise_test_support.h"
#include "indexing/index_assign.h"
#include "indexing/indexing.h"

namespace strata {
namespace {

using namespace strata::testing;
using O = ElementwiseOp;

template <class T> std::vector<T> Apply(O op, const Tensor& x, const Tensor& y) {
  auto r = Binary(op, x, y);
  EXPECT_TRUE(r.ok()) << r.status().message();
  return r.ok() ? Values<T>(r.value()) : std::vector<T>{};
}

// Python's // and % for integers held in int64 without overflow: the remainder is first brought
// into [0, |b|) and then given b's sign; the quotient follows from a = q·b + r.
struct PythonDivision {
  int64_t quotient, remainder;
};
PythonDivision Python(int64_t a, int64_t b) {
  const int64_t magnitude = b < 0 ? -b : b;
  int64_t r = ((a % magnitude) + magnitude) % magnitude;
  if (b < 0 && r != 0) r -= magnitude;
  return {(a - r) / b, r};
}

TEST(FloorDivision, SignedIntegersFollowPythonsSignRule) {
  for (DType dtype : {DType::kInt8, DType::kInt16, DType::kInt32, DType::kInt64}) {
    VisitDType(dtype, [&](auto v) {
      using T = decltype(v);
      if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
        const Tensor x = Vector<T>(dtype, {7, -7, 7, -7, 6, -6, 0, 1});
        const Tensor y = Vector<T>(dtype, {2, 2, -2, -2, 3, 3, -5, -5});
        EXPECT_EQ(Apply<T>(O::kFloorDivide, x, y), (std::vector<T>{3, -4, -4, 3, 2, -2, 0, -1}))
            << DTypeName(dtype);
        EXPECT_EQ(Apply<T>(O::kModulo, x, y), (std::vector<T>{1, 1, -1, -1, 0, 0, 0, -4}))
            << DTypeName(dtype);
      }
    });
  }
}

TEST(FloorDivision, EightBitIntegersMatchTheReferenceForEveryPair) {
  const Tensor x8 = MakeTensor(DType::kInt8, {256, 1});
  const Tensor ux8 = MakeTensor(DType::kUInt8, {256, 1});
  const Tensor y8 = MakeTensor(DType::kInt8, {255});
  const Tensor uy8 = MakeTensor(DType::kUInt8, {255});
  for (int64_t i = 0; i < 256; ++i) {
    Set<int8_t>(x8, std::vector<int64_t>{i, 0}, static_cast<int8_t>(i - 128));
    Set<uint8_t>(ux8, std::vector<int64_t>{i, 0}, static_cast<uint8_t>(i));
  }
  for (int64_t j = 0; j < 255; ++j) {  // every divisor but 0
    Set<int8_t>(y8, std::vector<int64_t>{j}, static_cast<int8_t>(j < 128 ? j - 128 : j - 127));
    Set<uint8_t>(uy8, std::vector<int64_t>{j}, static_cast<uint8_t>(j + 1));
  }
  const Tensor q = Binary(O::kFloorDivide, x8, y8).value();
  const Tensor r = Binary(O::kModulo, x8, y8).value();
  const Tensor uq = Binary(O::kFloorDivide, ux8, uy8).value();
  const Tensor ur = Binary(O::kModulo, ux8, uy8).value();
  for (int64_t i = 0; i < 256; ++i) {
    for (int64_t j = 0; j < 255; ++j) {
      const std::vector<int64_t> at{i, j};
      const int64_t a = i - 128, b = j < 128 ? j - 128 : j - 127;
      const PythonDivision want = Python(a, b);
      // −128 // −1 = 128 wraps to −128 in int8, as NumPy gives.
      ASSERT_EQ(Get<int8_t>(q, at), static_cast<int8_t>(want.quotient)) << a << " // " << b;
      ASSERT_EQ(Get<int8_t>(r, at), static_cast<int8_t>(want.remainder)) << a << " % " << b;
      ASSERT_EQ(Get<uint8_t>(uq, at), static_cast<uint8_t>(i / (j + 1))) << i << " // " << j + 1;
      ASSERT_EQ(Get<uint8_t>(ur, at), static_cast<uint8_t>(i % (j + 1))) << i << " % " << j + 1;
    }
  }
}

TEST(FloorDivision, WideIntegersMatchTheReferenceOnRandomValues) {
  std::mt19937_64 rng(53);
  for (DType dtype : NumericDTypes()) {
    if (IsFloatDType(dtype)) continue;
    VisitDType(dtype, [&](auto v) {
      using T = decltype(v);
      if constexpr (std::is_integral_v<T> && sizeof(T) <= 4) {
        std::vector<T> a, b;
        for (int i = 0; i < 2000; ++i) {
          a.push_back(static_cast<T>(rng()));
          // Small divisors as well as full-range ones.
          T d = static_cast<T>(i % 2 == 0 ? rng() : rng() % 19);
          if (d == 0) d = 1;
          b.push_back(d);
        }
        const auto q = Apply<T>(O::kFloorDivide, Vector<T>(dtype, a), Vector<T>(dtype, b));
        const auto r = Apply<T>(O::kModulo, Vector<T>(dtype, a), Vector<T>(dtype, b));
        for (size_t i = 0; i < a.size(); ++i) {
          const PythonDivision want =
              std::is_signed_v<T> ? Python(a[i], b[i])
                                  : PythonDivision{static_cast<int64_t>(a[i] / b[i]),
                                                   static_cast<int64_t>(a[i] % b[i])};
          ASSERT_EQ(q[i], static_cast<T>(want.quotient)) << DTypeName(dtype) << " " << +a[i] << " // " << +b[i];
          ASSERT_EQ(r[i], static_cast<T>(want.remainder)) << DTypeName(dtype) << " " << +a[i] << " % " << +b[i];
        }
      }
    });
  }
  // 64-bit: the identity a == (a // b)·b + a % b (wrapping) with the remainder between 0 and b.
  const std::vector<int64_t> a{INT64_MIN, INT64_MAX, -1, 123456789012345, INT64_MIN + 1};
  const std::vector<int64_t> b{INT64_MAX, INT64_MIN, INT64_MIN, -97, 2};
  const auto q = Apply<int64_t>(O::kFloorDivide, Vector<int64_t>(DType::kInt64, a), Vector<int64_t>(DType::kInt64, b));
  const auto r = Apply<int64_t>(O::kModulo, Vector<int64_t>(DType::kInt64, a), Vector<int64_t>(DType::kInt64, b));
  EXPECT_EQ(q, (std::vector<int64_t>{-2, -1, 0, -1272750402190, INT64_MIN / 2}));
  EXPECT_EQ(r, (std::vector<int64_t>{INT64_MAX - 1, -1, -1, -85, 1}));
  const auto uq = Apply<uint64_t>(O::kFloorDivide, Vector<uint64_t>(DType::kUInt64, {UINT64_MAX, 5}),
                                  Vector<uint64_t>(DType::kUInt64, {2, UINT64_MAX}));
  EXPECT_EQ(uq, (std::vector<uint64_t>{UINT64_MAX / 2, 0}));
}

TEST(FloorDivision, MostNegativeValueOverMinusOneWrapsAndLeavesNoRemainder) {
  for (DType dtype : {DType::kInt8, DType::kInt16, DType::kInt32, DType::kInt64}) {
    VisitDType(dtype, [&](auto v) {
      using T = decltype(v);
      if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
        constexpr T kMin = std::numeric_limits<T>::min();
        const Tensor x = Vector<T>(dtype, {kMin, kMin, std::numeric_limits<T>::max()});
        const Tensor y = Vector<T>(dtype, {-1, 1, -1});
        EXPECT_EQ(Apply<T>(O::kFloorDivide, x, y),
                  (std::vector<T>{kMin, kMin, static_cast<T>(-std::numeric_limits<T>::max())}))
            << DTypeName(dtype);
        EXPECT_EQ(Apply<T>(O::kModulo, x, y), (std::vector<T>{0, 0, 0})) << DTypeName(dtype);
      }
    });
  }
}

TEST(FloorDivision, IntegerZeroDivisorIsRefusedBeforeAnyWrite) {
  for (DType dtype : NumericDTypes()) {
    if (IsFloatDType(dtype)) continue;
    const Tensor x = MakeTensor(dtype, {3});
    const Tensor y = MakeTensor(dtype, {3});  // zero-filled
    const Tensor destination = MakeTensor(dtype, {3});
    std::mt19937_64 rng(59);
    FillRandom(x, rng);
    FillRandom(destination, rng);
    VisitDType(dtype, [&](auto v) {
      using T = decltype(v);
      if constexpr (std::is_integral_v<T>) {
        Set<T>(y, std::vector<int64_t>{0}, T{3});
        Set<T>(y, std::vector<int64_t>{1}, T{5});  // the zero is the last divisor
      }
    });
    const auto before = StorageBytes(destination);
    for (O op : {O::kFloorDivide, O::kModulo}) {
      const Status status = BinaryInto(op, x, y, destination);
      EXPECT_EQ(status.code(), StatusCode::kInvalidArgument) << DTypeName(dtype);
      EXPECT_NE(status.message().find(op == O::kModulo ? "modulo" : "division"), std::string::npos)
          << status.message();
      EXPECT_EQ(StorageBytes(destination), before);
      EXPECT_EQ(Binary(op, x, y).status().code(), StatusCode::kInvalidArgument);
    }
  }
}

TEST(FloorDivision, FloatsGiveNumPysValues) {
  const double inf = INFINITY, nan = std::nan("");
  struct Case {
    double a, b, quotient, remainder;
  };
  // np.floor_divide and np.remainder on float64, NumPy 1.24.
  const std::vector<Case> cases{
      {-7, 2, -4, 1},        {7, -2, -4, -1},      {7.5, 2, 3, 1.5},  {-7.5, 2, -4, 0.5},
      {-1, inf, -1, inf},    {1, inf, 0, 1},       {1, -inf, -1, -inf}, {-1, -inf, 0, -1},
      {inf, 1, nan, nan},    {1, 0, inf, nan},     {-1, 0, -inf, nan}, {0, 0, nan, nan},
      {-0.0, 5, -0.0, 0.0},  {0.0, -5, -0.0, -0.0}, {-0.0, -5, 0.0, -0.0}, {5, -0.0, -inf, nan},
      {nan, 1, nan, nan},    {0.5, 0.1, 4, 0.09999999999999998}};
  for (DType dtype : {DType::kFloat64, DType::kFloat32, DType::kFloat16, DType::kBFloat16}) {
    const Tensor x = MakeTensor(DType::kFloat64, {static_cast<int64_t>(cases.size())});
    const Tensor y = MakeTensor(DType::kFloat64, {static_cast<int64_t>(cases.size())});
    for (size_t i = 0; i < cases.size(); ++i) {
      Set<double>(x, std::vector<int64_t>{static_cast<int64_t>(i)}, cases[i].a);
      Set<double>(y, std::vector<int64_t>{static_cast<int64_t>(i)}, cases[i].b);
    }
    auto xs = Convert(x, dtype, ConvertMode::kSaturating);
    auto ys = Convert(y, dtype, ConvertMode::kSaturating);
    const Tensor q = Convert(Binary(O::kFloorDivide, xs.value(), ys.value()).value(), DType::kFloat64,
                             ConvertMode::kSaturating).value();
    const Tensor r = Convert(Binary(O::kModulo, xs.value(), ys.value()).value(), DType::kFloat64,
                             ConvertMode::kSaturating).value();
    // The last case is inexact below float64 and is checked on its own below.
    for (size_t i = 0; i + 1 < cases.size(); ++i) {
      const std::vector<int64_t> at{static_cast<int64_t>(i)};
      for (auto [got, want] : {std::pair{Get<double>(q, at), cases[i].quotient},
                               std::pair{Get<double>(r, at), cases[i].remainder}}) {
        if (std::isnan(want)) {
          EXPECT_TRUE(std::isnan(got)) << DTypeName(dtype) << " case " << i;
        } else {
          EXPECT_EQ(got, want) << DTypeName(dtype) << " case " << i;
          EXPECT_EQ(std::signbit(got), std::signbit(want)) << DTypeName(dtype) << " case " << i;
        }
      }
    }
  }
  // 0.5 // 0.1 and 0.5 % 0.1 in each precision (np.float32, np.float16: through float32).
  const auto q64 = Apply<double>(O::kFloorDivide, Vector<double>(DType::kFloat64, {0.5}), Vector<double>(DType::kFloat64, {0.1}));
  const auto r64 = Apply<double>(O::kModulo, Vector<double>(DType::kFloat64, {0.5}), Vector<double>(DType::kFloat64, {0.1}));
  EXPECT_EQ(q64[0], 4.0);
  EXPECT_EQ(r64[0], 0.09999999999999998);
  const auto q32 = Apply<float>(O::kFloorDivide, Vector<float>(DType::kFloat32, {0.5f}), Vector<float>(DType::kFloat32, {0.1f}));
  const auto r32 = Apply<float>(O::kModulo, Vector<float>(DType::kFloat32, {0.5f}), Vector<float>(DType::kFloat32, {0.1f}));
  EXPECT_EQ(q32[0], 4.0f);
  EXPECT_EQ(r32[0], 0.09999999403953552f);
  const Tensor half_a = Vector<Float16>(DType::kFloat16, {ToFloat16(0.5f)});
  const Tensor half_b = Vector<Float16>(DType::kFloat16, {ToFloat16(0.1f)});
  EXPECT_EQ(ToFloat(Apply<Float16>(O::kFloorDivide, half_a, half_b)[0]), 5.0f);
  EXPECT_EQ(ToFloat(Apply<Float16>(O::kModulo, half_a, half_b)[0]), 0.0001220703125f);
}

TEST(FloorDivision, FloatResultsSatisfyTheDivisionIdentity) {
  std::mt19937_64 rng(61);
  const Tensor x = MakeTensor(DType::kFloat64, {4000});
  const Tensor y = MakeTensor(DType::kFloat64, {4000});
  FillRandom(x, rng, 1e6);
  FillRandom(y, rng, 50.0);
  const auto q = Apply<double>(O::kFloorDivide, x, y);
  const auto r = Apply<double>(O::kModulo, x, y);
  for (int64_t i = 0; i < 4000; ++i) {
    const double a = Get<double>(x, std::vector<int64_t>{i}), b = Get<double>(y, std::vector<int64_t>{i});
    const auto k = static_cast<size_t>(i);
    EXPECT_EQ(q[k], std::floor(q[k])) << a << " // " << b;
    EXPECT_TRUE(r[k] == 0 || std::signbit(r[k]) == std::signbit(b)) << a << " % " << b;
    EXPECT_LT(std::fabs(r[k]), std::fabs(b)) << a << " % " << b;
    EXPECT_NEAR(q[k] * b + r[k], a, 1e-9 * std::fabs(a)) << a << " // " << b;
  }
}

TEST(FloorDivision, BoolIsADTypeMismatch) {
  const Tensor b = MakeTensor(DType::kBool, {2});
  for (O op : {O::kFloorDivide, O::kModulo}) {
    EXPECT_EQ(Binary(op, b, b).status().code(), StatusCode::kDTypeMismatch);
  }
}

TEST(FloorDivision, IndexAssignmentGivesTheSameValuesAsTheOps) {
  std::mt19937_64 rng(67);
  const std::vector<IndexItem> all{IndexItem::Ellipsis()};
  for (DType dtype : {DType::kFloat64, DType::kInt64, DType::kInt32, DType::kUInt16}) {
    const Tensor x = MakeTensor(dtype, {500});
    const Tensor y = MakeTensor(dtype, {500});
    FillRandom(x, rng, 1e4, true);
    FillRandom(y, rng, 30.0, true);
    if (!IsFloatDType(dtype)) {
      // Nonzero divisors: y | 1 keeps the value's sign and magnitude class.
      for (int64_t i = 0; i < 500; ++i) {
        const std::vector<int64_t> at{i};
        VisitDType(dtype, [&](auto v) {
          using T = decltype(v);
          if constexpr (std::is_integral_v<T>) Set<T>(y, at, static_cast<T>(Get<T>(y, at) | T{1}));
        });
      }
    }
    for (auto [op, assign] : {std::pair{O::kFloorDivide, AssignOp::kFloorDivide},
                              std::pair{O::kModulo, AssignOp::kModulo}}) {
      const Tensor target = Convert(x, dtype, ConvertMode::kTruncating).value();
      ASSERT_TRUE(IndexAssign(target, all, y, assign).ok());
      const Tensor result = Binary(op, x, y).value();
      EXPECT_EQ(StorageBytes(target), StorageBytes(result)) << DTypeName(dtype) << " " << OpName(op);
    }
  }
}

}  // namespace
}  // namespace strata
