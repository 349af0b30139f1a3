// Reductions against independent references: the 16-partial float sums bit-exact (and the same
// bits on every target and layout), integer sums and products wrapping, extrema and IndexOf with
// NaN and signed-zero rules, empty inputs, and argument errors.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "elementwise/reduction.h"
#include "support/elementwise_test_support.h"

namespace strata {
namespace {

using namespace strata::testing;
using O = ElementwiseOp;

template <class T> T ValueOf(const ReductionValue& r) {
  T v;
  std::memcpy(&v, r.element.data(), sizeof(T));
  return v;
}

TEST(Reductions, FloatSumsFollowTheDocumentedOrderOnEveryTargetAndLayout) {
  std::mt19937_64 rng(21);
  // 65 536 elements fill one block; 262 244 span five, the last partial.
  for (int64_t n : {0, 1, 5, 15, 16, 17, 40, 257, 1000, 65536, 65537, 262244}) {
    const Tensor dense = MakeTensor(DType::kFloat32, {n});
    FillRandom(dense, rng, 1000.0);
    const Tensor gapped = MakeTensor(DType::kFloat32, {n}, 2);
    const Tensor y = MakeTensor(DType::kFloat32, {n});
    FillRandom(y, rng, 10.0);
    for (int64_t i = 0; i < n; ++i) {
      const std::vector<int64_t> idx{i};
      Set<float>(gapped, idx, Get<float>(dense, idx));
    }
    const auto xs = Values<float>(dense), ys = Values<float>(y);
    std::vector<float> squares, products;
    for (size_t i = 0; i < xs.size(); ++i) {
      squares.push_back(xs[i] * xs[i]);
      products.push_back(xs[i] * ys[i]);
    }
    const float sum = DocumentedOrderSum(xs);
    const float norm = std::sqrt(DocumentedOrderSum(squares));
    const float dot = DocumentedOrderSum(products);
    ForEachTarget([&](const char* target) {
      for (const Tensor* x : {&dense, &gapped}) {
        EXPECT_EQ(std::bit_cast<uint32_t>(ValueOf<float>(Reduce(O::kSum, *x, nullptr).value())),
                  std::bit_cast<uint32_t>(sum)) << target << " n=" << n;
        EXPECT_EQ(std::bit_cast<uint32_t>(ValueOf<float>(Reduce(O::kNorm, *x, nullptr).value())),
                  std::bit_cast<uint32_t>(norm)) << target << " n=" << n;
        EXPECT_EQ(std::bit_cast<uint32_t>(ValueOf<float>(Reduce(O::kDot, *x, &y).value())),
                  std::bit_cast<uint32_t>(dot)) << target << " n=" << n;
      }
    });
  }
}

TEST(Reductions, Float64SumsAreAccurateAndDeterministicAcrossTargets) {
  std::mt19937_64 rng(23);
  const Tensor x = MakeTensor(DType::kFloat64, {3, 333});
  FillRandom(x, rng, 1.0);
  const auto xs = Values<double>(x);
  long double exact = 0;
  for (double v : xs) exact += v;
  const double want = DocumentedOrderSum(xs);
  ForEachTarget([&](const char* target) {
    const double got = ValueOf<double>(Reduce(O::kSum, x, nullptr).value());
    EXPECT_EQ(std::bit_cast<uint64_t>(got), std::bit_cast<uint64_t>(want)) << target;
    EXPECT_NEAR(got, static_cast<double>(exact), 1e-12);
    const double avg = ValueOf<double>(Reduce(O::kAverage, x, nullptr).value());
    EXPECT_EQ(avg, want / 999.0);
  });
}

TEST(Reductions, IntegerSumsAndProductsWrap) {
  const Tensor x = MakeTensor(DType::kInt8, {4});
  const int8_t v[] = {100, 100, 100, -2};
  for (int64_t i = 0; i < 4; ++i) Set<int8_t>(x, std::vector<int64_t>{i}, v[i]);
  EXPECT_EQ(ValueOf<int8_t>(Reduce(O::kSum, x, nullptr).value()), static_cast<int8_t>(298));
  EXPECT_EQ(ValueOf<int8_t>(Reduce(O::kProduct, x, nullptr).value()),
            static_cast<int8_t>(static_cast<int64_t>(100) * 100 * 100 * -2));
  EXPECT_EQ(ValueOf<int8_t>(Reduce(O::kReduceMin, x, nullptr).value()), -2);
  EXPECT_EQ(ValueOf<int8_t>(Reduce(O::kReduceMax, x, nullptr).value()), 100);
  EXPECT_EQ(Reduce(O::kIndexOfMax, x, nullptr).value().index, 0);
  EXPECT_EQ(Reduce(O::kIndexOfMinMagnitude, x, nullptr).value().index, 3);
  EXPECT_EQ(ValueOf<int8_t>(Reduce(O::kDot, x, &x).value()),
            static_cast<int8_t>(3 * 10000 + 4));
}

TEST(Reductions, RandomIntegerSumsMatchAWrappingReference) {
  std::mt19937_64 rng(29);
  for (DType dtype : NumericDTypes()) {
    if (IsFloatDType(dtype)) continue;
    const Tensor x = MakeTensor(dtype, {7, 9}, 2);
    FillRandom(x, rng);
    VisitDType(dtype, [&](auto v) {
      using T = decltype(v);
      if constexpr (std::is_integral_v<T>) {
        uint64_t sum = 0, product = 1;
        T lo = std::numeric_limits<T>::max(), hi = std::numeric_limits<T>::min();
        for (T e : Values<T>(x)) {
          sum += static_cast<uint64_t>(e);
          product *= static_cast<uint64_t>(e);
          lo = std::min(lo, e);
          hi = std::max(hi, e);
        }
        EXPECT_EQ(ValueOf<T>(Reduce(O::kSum, x, nullptr).value()), static_cast<T>(sum));
        EXPECT_EQ(ValueOf<T>(Reduce(O::kProduct, x, nullptr).value()), static_cast<T>(product));
        EXPECT_EQ(ValueOf<T>(Reduce(O::kReduceMin, x, nullptr).value()), lo);
        EXPECT_EQ(ValueOf<T>(Reduce(O::kReduceMax, x, nullptr).value()), hi);
      }
    });
  }
}

// The reference picks, among the elements of largest (smallest) true magnitude, the positive
// (negative) one when both signs occur, as .NET's IBinaryInteger.MaxMagnitude/MinMagnitude.
template <class T> T MagnitudeReference(const std::vector<T>& values, bool largest) {
  // long double holds every 64-bit integer exactly (64-bit significand), |MinValue| included.
  auto magnitude = [](T v) { return std::fabs(static_cast<long double>(v)); };
  T best = values[0];
  for (T v : values) {
    const long double a = magnitude(v), b = magnitude(best);
    if (largest ? a > b : a < b) best = v;
    else if (a == b && (largest ? v > best : v < best)) best = v;
  }
  return best;
}

TEST(Reductions, IntegerMagnitudeAndNumberExtremaFollowDotNetRules) {
  std::mt19937_64 rng(31);
  for (DType dtype : NumericDTypes()) {
    if (IsFloatDType(dtype)) continue;
    VisitDType(dtype, [&](auto tag) {
      using T = decltype(tag);
      if constexpr (std::is_integral_v<T>) {
        using L = std::numeric_limits<T>;
        const std::vector<T> edges{L::min(), L::max(), T(0), T(1), static_cast<T>(L::min() + 1),
                                   static_cast<T>(-1), static_cast<T>(L::max() - 1), T(2)};
        std::vector<std::vector<T>> cases{{L::min(), L::max()}, {L::max(), L::min()},
                                          {static_cast<T>(-3), T(3)}, {T(3), static_cast<T>(-3)},
                                          {T(0)}, {static_cast<T>(-1), T(1), T(0)}};
        for (int n = 0; n < 200; ++n) {
          std::vector<T> v(1 + rng() % 9);
          for (T& e : v) e = edges[rng() % edges.size()];
          cases.push_back(v);
        }
        for (const auto& values : cases) {
          const Tensor x = Vector<T>(dtype, values);
          const T lo = *std::min_element(values.begin(), values.end());
          const T hi = *std::max_element(values.begin(), values.end());
          auto value = [&](O op) { return ValueOf<T>(Reduce(op, x, nullptr).value()); };
          EXPECT_EQ(value(O::kReduceMaxMagnitude), MagnitudeReference(values, true));
          EXPECT_EQ(value(O::kReduceMaxMagnitudeNumber), MagnitudeReference(values, true));
          EXPECT_EQ(value(O::kReduceMinMagnitude), MagnitudeReference(values, false));
          EXPECT_EQ(value(O::kReduceMinMagnitudeNumber), MagnitudeReference(values, false));
          EXPECT_EQ(value(O::kReduceMaxNumber), hi);
          EXPECT_EQ(value(O::kReduceMinNumber), lo);
        }
        const Tensor empty = MakeTensor(dtype, {0});
        for (O op : {O::kReduceMaxMagnitude, O::kReduceMinMagnitude, O::kReduceMaxNumber,
                     O::kReduceMinNumber, O::kReduceMaxMagnitudeNumber, O::kReduceMinMagnitudeNumber}) {
          EXPECT_EQ(Reduce(op, empty, nullptr).status().code(), StatusCode::kInvalidArgument);
        }
      }
    });
  }
}

TEST(Reductions, ExtremaFollowNaNAndSignedZeroRules) {
  const Tensor x = MakeTensor(DType::kFloat32, {5});
  const float v[] = {-0.0f, 0.0f, 3.0f, NAN, -3.0f};
  for (int64_t i = 0; i < 5; ++i) Set<float>(x, std::vector<int64_t>{i}, v[i]);
  EXPECT_TRUE(std::isnan(ValueOf<float>(Reduce(O::kReduceMax, x, nullptr).value())));
  EXPECT_EQ(ValueOf<float>(Reduce(O::kReduceMaxNumber, x, nullptr).value()), 3.0f);
  EXPECT_EQ(ValueOf<float>(Reduce(O::kReduceMinNumber, x, nullptr).value()), -3.0f);
  EXPECT_TRUE(std::isnan(ValueOf<float>(Reduce(O::kReduceMaxMagnitude, x, nullptr).value())));
  // Magnitude ties: the maximum prefers +3 over -3, the minimum -0 over +0; NaN is skipped.
  EXPECT_EQ(ValueOf<float>(Reduce(O::kReduceMaxMagnitudeNumber, x, nullptr).value()), 3.0f);
  const float smallest = ValueOf<float>(Reduce(O::kReduceMinMagnitudeNumber, x, nullptr).value());
  EXPECT_TRUE(smallest == 0.0f && std::signbit(smallest));
  EXPECT_EQ(Reduce(O::kIndexOfMax, x, nullptr).value().index, 3);  // first NaN
  EXPECT_EQ(Reduce(O::kIndexOfMin, x, nullptr).value().index, 3);
  const Tensor zeros = MakeTensor(DType::kFloat32, {3});
  const float z[] = {-0.0f, 0.0f, -0.0f};
  for (int64_t i = 0; i < 3; ++i) Set<float>(zeros, std::vector<int64_t>{i}, z[i]);
  EXPECT_EQ(Reduce(O::kIndexOfMax, zeros, nullptr).value().index, 1);  // +0 > -0
  EXPECT_EQ(Reduce(O::kIndexOfMin, zeros, nullptr).value().index, 0);
  const Tensor mags = MakeTensor(DType::kFloat64, {4});
  const double m[] = {2.0, -3.0, 3.0, -1.0};
  for (int64_t i = 0; i < 4; ++i) Set<double>(mags, std::vector<int64_t>{i}, m[i]);
  EXPECT_EQ(Reduce(O::kIndexOfMaxMagnitude, mags, nullptr).value().index, 2);  // +3 beats -3
  EXPECT_EQ(Reduce(O::kIndexOfMinMagnitude, mags, nullptr).value().index, 3);
  EXPECT_EQ(ValueOf<double>(Reduce(O::kReduceMaxMagnitude, mags, nullptr).value()), 3.0);
  EXPECT_EQ(ValueOf<double>(Reduce(O::kReduceMinMagnitude, mags, nullptr).value()), -1.0);
}

TEST(Reductions, StatisticsOfSmallInputs) {
  const Tensor x = MakeTensor(DType::kFloat64, {4});
  const Tensor y = MakeTensor(DType::kFloat64, {4});
  const double a[] = {1, 2, 3, 4}, b[] = {4, 3, 2, 1};
  for (int64_t i = 0; i < 4; ++i) {
    Set<double>(x, std::vector<int64_t>{i}, a[i]);
    Set<double>(y, std::vector<int64_t>{i}, b[i]);
  }
  EXPECT_EQ(ValueOf<double>(Reduce(O::kAverage, x, nullptr).value()), 2.5);
  EXPECT_EQ(ValueOf<double>(Reduce(O::kStdDev, x, nullptr).value()), std::sqrt(1.25));
  EXPECT_EQ(ValueOf<double>(Reduce(O::kNorm, x, nullptr).value()), std::sqrt(30.0));
  EXPECT_EQ(ValueOf<double>(Reduce(O::kDistance, x, &y).value()), std::sqrt(20.0));
  EXPECT_EQ(ValueOf<double>(Reduce(O::kCosineSimilarity, x, &y).value()),
            20.0 / (std::sqrt(30.0) * std::sqrt(30.0)));
  EXPECT_EQ(ValueOf<double>(Reduce(O::kProduct, x, nullptr).value()), 24.0);
}

TEST(Reductions, HalfPrecisionAccumulatesInFloat32) {
  const Tensor x = MakeTensor(DType::kFloat16, {3000});
  for (int64_t i = 0; i < 3000; ++i) Set<Float16>(x, std::vector<int64_t>{i}, ToFloat16(1.0f));
  // A running Half sum would stall at 2048; float32 accumulation reaches 3000.
  EXPECT_EQ(ToFloat(ValueOf<Float16>(Reduce(O::kSum, x, nullptr).value())), 3000.0f);
}

TEST(Reductions, EmptyInputs) {
  const Tensor e = MakeTensor(DType::kFloat32, {2, 0});
  EXPECT_EQ(ValueOf<float>(Reduce(O::kSum, e, nullptr).value()), 0.0f);
  EXPECT_EQ(ValueOf<float>(Reduce(O::kNorm, e, nullptr).value()), 0.0f);
  EXPECT_EQ(ValueOf<float>(Reduce(O::kDot, e, &e).value()), 0.0f);
  EXPECT_EQ(ValueOf<float>(Reduce(O::kDistance, e, &e).value()), 0.0f);
  EXPECT_TRUE(std::isnan(ValueOf<float>(Reduce(O::kAverage, e, nullptr).value())));
  EXPECT_EQ(Reduce(O::kIndexOfMax, e, nullptr).value().index, -1);
  EXPECT_EQ(Reduce(O::kReduceMax, e, nullptr).status().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(Reduce(O::kProduct, e, nullptr).status().code(), StatusCode::kInvalidArgument);
}

TEST(Reductions, ArgumentErrors) {
  const Tensor f = MakeTensor(DType::kFloat32, {3});
  const Tensor i = MakeTensor(DType::kInt32, {3});
  const Tensor wrong = MakeTensor(DType::kFloat32, {4});
  EXPECT_EQ(Reduce(O::kAdd, f, nullptr).status().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(Reduce(O::kDot, f, nullptr).status().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(Reduce(O::kSum, f, &f).status().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(Reduce(O::kDot, f, &i).status().code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(Reduce(O::kNorm, i, nullptr).status().code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(Reduce(O::kDot, f, &wrong).status().code(), StatusCode::kShapeMismatch);
}

TEST(Reductions, BinaryReductionsBroadcast) {
  const Tensor x = MakeTensor(DType::kInt32, {2, 3});
  const Tensor y = MakeTensor(DType::kInt32, {3});
  for (int64_t k = 0; k < 6; ++k) Set<int32_t>(x, Unflatten(k, x.shape().lengths()), static_cast<int32_t>(k));
  for (int64_t k = 0; k < 3; ++k) Set<int32_t>(y, std::vector<int64_t>{k}, static_cast<int32_t>(k + 1));
  // (0*1 + 1*2 + 2*3) + (3*1 + 4*2 + 5*3)
  EXPECT_EQ(ValueOf<int32_t>(Reduce(O::kDot, x, &y).value()), 8 + 26);
}

}  // namespace
}  // namespace strata
