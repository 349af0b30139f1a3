// Binary operations against independent scalar references, over every numeric dtype, every
// compiled Highway target, every tail length of the widest vectors, gapped and broadcast
// layouts, and scalar operands on either side.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "elementwise/elementwise.h"
#include "support/elementwise_test_support.h"
#include "kernels/elementwise_kernels.h"

namespace strata {
namespace {

using namespace strata::testing;
using O = ElementwiseOp;
__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

// Reference integer arithmetic through 128-bit values, truncated to T.
template <class T> T IntegerReference(O op, T a, T b) {
  using W = std::conditional_t<std::is_signed_v<T>, Int128, UInt128>;
  const W x = a, y = b;
  switch (op) {
    case O::kAdd: return static_cast<T>(x + y);
    case O::kSubtract: return static_cast<T>(x - y);
    case O::kMultiply: return static_cast<T>(x * y);
    case O::kDivide: return static_cast<T>(x / y);
    case O::kMin: return a < b ? a : b;
    case O::kMax: return a < b ? b : a;
    case O::kBitwiseAnd: return static_cast<T>(a & b);
    case O::kBitwiseOr: return static_cast<T>(a | b);
    default: return static_cast<T>(a ^ b);
  }
}

// IEEE 754:2019 maximum / minimum as .NET documents them.
template <class F> F IeeeMax(F a, F b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) ? a : b;
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
template <class F> F IeeeMin(F a, F b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) ? a : b;
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

template <class F> F FloatReference(O op, F a, F b) {
  switch (op) {
    case O::kAdd: return a + b;
    case O::kSubtract: return a - b;
    case O::kMultiply: return a * b;
    case O::kDivide: return a / b;
    case O::kMin: return IeeeMin(a, b);
    default: return IeeeMax(a, b);
  }
}

// Checks out == op(x, y) for every logical element of out (x and y broadcast to it).
void ExpectBinary(O op, const Tensor& x, const Tensor& y, const Tensor& out, const char* where) {
  const int64_t n = out.shape().flattened_length();
  VisitDType(x.dtype(), [&](auto v) {
    using T = decltype(v);
    for (int64_t i = 0; i < n; ++i) {
      const auto idx = Unflatten(i, out.shape().lengths());
      const T a = Get<T>(x, idx), b = Get<T>(y, idx), r = Get<T>(out, idx);
      if constexpr (std::is_same_v<T, Float16> || std::is_same_v<T, BFloat16>) {
        const float e = FloatReference(op, ToFloat(a), ToFloat(b));
        const T expected = std::is_same_v<T, Float16> ? T{ToFloat16(e).bits} : T{ToBFloat16(e).bits};
        ASSERT_TRUE(r.bits == expected.bits || (std::isnan(ToFloat(r)) && std::isnan(e)))
            << where << " " << OpName(op) << " element " << i;
      } else if constexpr (std::is_floating_point_v<T>) {
        const T e = FloatReference(op, a, b);
        using Bytes = std::array<char, sizeof(T)>;
        ASSERT_TRUE(std::bit_cast<Bytes>(r) == std::bit_cast<Bytes>(e) ||
                    (std::isnan(r) && std::isnan(e)))
            << where << " " << OpName(op) << " element " << i << ": " << a << " , " << b
            << " gave " << r << " expected " << e;
      } else if constexpr (std::is_integral_v<T>) {
        ASSERT_EQ(r, IntegerReference(op, a, b))
            << where << " " << OpName(op) << " element " << i << ": " << +a << " , " << +b;
      }
    }
  });
}

// Integer division inputs without a result are replaced (0 → 1 divisor, MinValue dividend → 0).
void MakeDivisible(const Tensor& x, const Tensor& y) {
  VisitDType(x.dtype(), [&](auto v) {
    using T = decltype(v);
    if constexpr (std::is_integral_v<T>) {
      for (int64_t i = 0; i < y.shape().flattened_length(); ++i) {
        const auto idx = Unflatten(i, y.shape().lengths());
        if (Get<T>(y, idx) == 0) Set<T>(y, idx, 1);
      }
      for (int64_t i = 0; i < x.shape().flattened_length(); ++i) {
        const auto idx = Unflatten(i, x.shape().lengths());
        if (Get<T>(x, idx) == std::numeric_limits<T>::min()) Set<T>(x, idx, 0);
      }
    }
  });
}

std::vector<O> OpsFor(DType d) {
  if (IsFloatDType(d)) return {O::kAdd, O::kSubtract, O::kMultiply, O::kDivide, O::kMin, O::kMax};
  return {O::kAdd,    O::kSubtract,   O::kMultiply,  O::kDivide, O::kMin,
          O::kMax,    O::kBitwiseAnd, O::kBitwiseOr, O::kXor};
}

TEST(BinaryOps, MatchTheReferenceForEveryTailLengthOnEveryTarget) {
  std::mt19937_64 rng(7);
  ForEachTarget([&](const char* target) {
    for (DType dtype : NumericDTypes()) {
      for (O op : OpsFor(dtype)) {
        for (int64_t n : {0, 1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 31, 33, 63, 64, 65, 127, 130}) {
          const Tensor x = MakeTensor(dtype, {n});
          const Tensor y = MakeTensor(dtype, {n});
          FillRandom(x, rng, 100.0, true);
          FillRandom(y, rng, 100.0, true);
          if (op == O::kDivide) MakeDivisible(x, y);
          auto out = Binary(op, x, y);
          ASSERT_TRUE(out.ok()) << out.status().message();
          ExpectBinary(op, x, y, out.value(), target);
        }
      }
    }
  });
}

TEST(BinaryOps, DispatchReachesEachPinnedTarget) {
  ForEachTarget([](const char* target) { EXPECT_STREQ(ElementwiseDispatchTarget(), target); });
}

// Random broadcast-compatible lengths for x and y: y drops leading dimensions or has 1s.
std::pair<std::vector<int64_t>, std::vector<int64_t>> RandomPair(std::mt19937_64& rng) {
  const int rank = 1 + static_cast<int>(rng() % 3);
  std::vector<int64_t> x(rank), y;
  for (auto& l : x) l = static_cast<int64_t>(rng() % 6 == 0 ? rng() % 2 : 1 + rng() % 19);
  const int y_rank = 1 + static_cast<int>(rng() % rank);
  for (int d = rank - y_rank; d < rank; ++d) y.push_back(rng() % 3 == 0 ? 1 : x[d]);
  if (rng() % 2) std::swap(x, y);
  return {x, y};
}

TEST(BinaryOps, MatchTheReferenceOverGappedAndBroadcastLayouts) {
  std::mt19937_64 rng(11);
  ForEachTarget([&](const char* target) {
    for (DType dtype : NumericDTypes()) {
      for (O op : OpsFor(dtype)) {
        for (int trial = 0; trial < 6; ++trial) {
          auto [xl, yl] = RandomPair(rng);
          const Tensor x = MakeTensor(dtype, xl, 1 + static_cast<int64_t>(rng() % 2));
          const Tensor y = MakeTensor(dtype, yl, 1 + static_cast<int64_t>(rng() % 2));
          FillRandom(x, rng);
          FillRandom(y, rng);
          if (op == O::kDivide) MakeDivisible(x, y);
          auto out = Binary(op, x, y);
          ASSERT_TRUE(out.ok()) << out.status().message();
          ExpectBinary(op, x, y, out.value(), target);
          // The same into a gapped destination.
          const Tensor dst = MakeTensor(dtype, {out->shape().lengths().begin(), out->shape().lengths().end()}, 2);
          ASSERT_TRUE(BinaryInto(op, x, y, dst).ok());
          ExpectBinary(op, x, y, dst, target);
        }
      }
    }
  });
}

// Destinations of kStreamingStoreBytes (16 MiB) and more are written with streaming stores: rows
// that start off a vector boundary (odd row lengths), tails, a broadcast row, the unary kernel, and
// a result computed in place (which keeps ordinary stores) all match the scalar definition.
TEST(BinaryOps, LargeResultsWrittenWithStreamingStoresMatchTheReference) {
  constexpr int64_t kRows = 5, kColumns = 1'000'003;  // 20 MB of float32
  static_assert(kRows * kColumns * 4 > kStreamingStoreBytes);
  std::mt19937_64 rng(31);
  ForEachTarget([&](const char* target) {
    const Tensor x = MakeTensor(DType::kFloat32, {kRows, kColumns});
    const Tensor row = MakeTensor(DType::kFloat32, {kColumns});
    const Tensor out = MakeTensor(DType::kFloat32, {kRows, kColumns});
    FillRandom(x, rng);
    FillRandom(row, rng);
    ASSERT_TRUE(BinaryInto(O::kAdd, x, row, out).ok());
    const float* xs = reinterpret_cast<const float*>(x.origin());
    const float* rs = reinterpret_cast<const float*>(row.origin());
    const float* os = reinterpret_cast<const float*>(out.origin());
    for (int64_t i = 0; i < kRows * kColumns; ++i) {
      ASSERT_EQ(os[i], xs[i] + rs[i % kColumns]) << target << " add at " << i;
    }
    ASSERT_TRUE(UnaryInto(O::kNegate, x, 0, out).ok());
    for (int64_t i = 0; i < kRows * kColumns; ++i) ASSERT_EQ(os[i], -xs[i]) << target << " negate at " << i;
    const std::vector<float> before(xs, xs + kRows * kColumns);
    ASSERT_TRUE(BinaryInto(O::kMultiply, x, x, x).ok());  // in place
    for (int64_t i = 0; i < kRows * kColumns; ++i) {
      ASSERT_EQ(xs[i], before[static_cast<size_t>(i)] * before[static_cast<size_t>(i)]) << target << " in place at " << i;
    }
  });
}

TEST(BinaryOps, ScalarOperandsKeepTheirSide) {
  const Tensor x = MakeTensor(DType::kInt32, {3});
  for (int32_t i = 0; i < 3; ++i) Set<int32_t>(x, std::vector<int64_t>{i}, i * 10);
  const int32_t fifty = 50;
  auto s = ScalarOperand(DType::kInt32, &fifty);
  ASSERT_TRUE(s.ok());
  auto left = Binary(O::kSubtract, s.value(), x);
  auto right = Binary(O::kSubtract, x, s.value());
  ASSERT_TRUE(left.ok() && right.ok());
  for (int64_t i = 0; i < 3; ++i) {
    EXPECT_EQ(Get<int32_t>(left.value(), std::vector<int64_t>{i}), 50 - 10 * i);
    EXPECT_EQ(Get<int32_t>(right.value(), std::vector<int64_t>{i}), 10 * i - 50);
  }
  EXPECT_EQ(left->shape().lengths().size(), 1u);
  EXPECT_EQ(left->shape().length(0), 3);
}

TEST(BinaryOps, ScalarOperandsMatchTheReferenceOnEveryTarget) {
  std::mt19937_64 rng(5);
  ForEachTarget([&](const char* target) {
    for (DType dtype : {DType::kFloat32, DType::kInt16, DType::kUInt64, DType::kFloat64}) {
      for (O op : {O::kAdd, O::kSubtract, O::kMultiply, O::kMax}) {
        const Tensor x = MakeTensor(dtype, {37});
        const Tensor s = MakeTensor(dtype, {1});
        FillRandom(x, rng);
        FillRandom(s, rng);
        auto a = Binary(op, x, s);
        auto b = Binary(op, s, x);
        ASSERT_TRUE(a.ok() && b.ok());
        ExpectBinary(op, x, s, a.value(), target);
        ExpectBinary(op, s, x, b.value(), target);
      }
    }
  });
}

TEST(BinaryOps, ResultShapeIsTheBidirectionalBroadcast) {
  const Tensor a = MakeTensor(DType::kFloat32, {2, 1});
  const Tensor b = MakeTensor(DType::kFloat32, {1, 2});
  auto r = Binary(O::kAdd, a, b);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(std::vector<int64_t>(r->shape().lengths().begin(), r->shape().lengths().end()),
            (std::vector<int64_t>{2, 2}));
  const Tensor empty = MakeTensor(DType::kFloat32, {0});
  const Tensor ones = MakeTensor(DType::kFloat32, {1, 1, 1, 1, 1, 1});
  auto e = Binary(O::kAdd, empty, ones);
  ASSERT_TRUE(e.ok());
  EXPECT_EQ(std::vector<int64_t>(e->shape().lengths().begin(), e->shape().lengths().end()),
            (std::vector<int64_t>{1, 1, 1, 1, 1, 0}));
}

TEST(BinaryOps, IntegerEdgeCasesWrapOrFailBeforeWriting) {
  const Tensor x = MakeTensor(DType::kInt32, {2});
  const Tensor y = MakeTensor(DType::kInt32, {2});
  Set<int32_t>(x, std::vector<int64_t>{0}, INT32_MAX);
  Set<int32_t>(x, std::vector<int64_t>{1}, INT32_MIN);
  Set<int32_t>(y, std::vector<int64_t>{0}, 1);
  Set<int32_t>(y, std::vector<int64_t>{1}, -1);
  auto sum = Binary(O::kAdd, x, y);
  ASSERT_TRUE(sum.ok());
  EXPECT_EQ(Get<int32_t>(sum.value(), std::vector<int64_t>{0}), INT32_MIN);
  const Tensor dst = MakeTensor(DType::kInt32, {2});
  const auto before = StorageBytes(dst);
  const Status overflow = BinaryInto(O::kDivide, x, y, dst);  // MinValue / -1
  EXPECT_EQ(overflow.code(), StatusCode::kOverflow);
  EXPECT_EQ(StorageBytes(dst), before);
  Set<int32_t>(y, std::vector<int64_t>{1}, 0);
  const Status by_zero = BinaryInto(O::kDivide, x, y, dst);
  EXPECT_EQ(by_zero.code(), StatusCode::kInvalidArgument);
  EXPECT_NE(by_zero.message().find("zero"), std::string::npos);
  EXPECT_EQ(StorageBytes(dst), before);
  // int8 MinValue / -1 wraps like .NET's sbyte division.
  const Tensor a = MakeTensor(DType::kInt8, {1});
  const Tensor m = MakeTensor(DType::kInt8, {1});
  Set<int8_t>(a, std::vector<int64_t>{0}, INT8_MIN);
  Set<int8_t>(m, std::vector<int64_t>{0}, -1);
  auto q = Binary(O::kDivide, a, m);
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(Get<int8_t>(q.value(), std::vector<int64_t>{0}), INT8_MIN);
}

// .NET's IBinaryInteger MaxMagnitude/MinMagnitude: |MinValue| is the largest magnitude, equal
// magnitudes prefer the positive value for maxima and the negative one for minima; the Number
// variants and MaxNumber/MinNumber equal the plain ones (no NaN).
template <class T> T IntegerMagnitudeReference(O op, T a, T b) {
  const Int128 x = a, y = b;
  const Int128 ax = x < 0 ? -x : x, ay = y < 0 ? -y : y;
  const bool max = op == O::kMaxMagnitude || op == O::kMaxMagnitudeNumber;
  if (op == O::kMaxNumber) return a < b ? b : a;
  if (op == O::kMinNumber) return a < b ? a : b;
  if (ax == ay) return (a < 0) == max ? b : a;
  return (max ? ax > ay : ax < ay) ? a : b;
}

template <class T> void ExpectIntegerMagnitudeOps(DType dtype, const char* target) {
  std::vector<T> edges = {std::numeric_limits<T>::min(), std::numeric_limits<T>::max(), 0, 1, 3,
                          static_cast<T>(std::numeric_limits<T>::max() - 1)};
  if constexpr (std::is_signed_v<T>) {
    for (T v : {T(-1), T(-3), static_cast<T>(std::numeric_limits<T>::min() + 1)}) edges.push_back(v);
  }
  std::vector<T> xs, ys;
  for (T a : edges) {
    for (T b : edges) {
      xs.push_back(a);
      ys.push_back(b);
    }
  }
  const Tensor x = Vector<T>(dtype, xs), y = Vector<T>(dtype, ys);
  for (O op : {O::kMaxMagnitude, O::kMinMagnitude, O::kMaxNumber, O::kMinNumber,
               O::kMaxMagnitudeNumber, O::kMinMagnitudeNumber}) {
    auto r = Binary(op, x, y);
    ASSERT_TRUE(r.ok()) << target << " op " << static_cast<int>(op) << ": " << r.status().message();
    const std::vector<T> got = Values<T>(r.value());
    for (size_t i = 0; i < xs.size(); ++i) {
      ASSERT_EQ(got[i], IntegerMagnitudeReference(op, xs[i], ys[i]))
          << target << " op " << static_cast<int>(op) << " (" << +xs[i] << ", " << +ys[i] << ")";
    }
    for (T scalar : edges) {  // a scalar operand on either side
      auto s = ScalarOperand(dtype, &scalar);
      ASSERT_TRUE(s.ok());
      auto right = Binary(op, x, s.value()), left = Binary(op, s.value(), x);
      ASSERT_TRUE(right.ok() && left.ok());
      const std::vector<T> rv = Values<T>(right.value()), lv = Values<T>(left.value());
      for (size_t i = 0; i < xs.size(); ++i) {
        ASSERT_EQ(rv[i], IntegerMagnitudeReference(op, xs[i], scalar)) << target;
        ASSERT_EQ(lv[i], IntegerMagnitudeReference(op, scalar, xs[i])) << target;
      }
    }
  }
}

TEST(BinaryOps, IntegerMagnitudeAndNumberOpsFollowDotNet) {
  ForEachTarget([&](const char* target) {
    ExpectIntegerMagnitudeOps<int8_t>(DType::kInt8, target);
    ExpectIntegerMagnitudeOps<int16_t>(DType::kInt16, target);
    ExpectIntegerMagnitudeOps<int32_t>(DType::kInt32, target);
    ExpectIntegerMagnitudeOps<int64_t>(DType::kInt64, target);
    ExpectIntegerMagnitudeOps<uint8_t>(DType::kUInt8, target);
    ExpectIntegerMagnitudeOps<uint16_t>(DType::kUInt16, target);
    ExpectIntegerMagnitudeOps<uint32_t>(DType::kUInt32, target);
    ExpectIntegerMagnitudeOps<uint64_t>(DType::kUInt64, target);
  });
  const Tensor extremes = Vector<int32_t>(DType::kInt32, {INT32_MIN});
  const Tensor largest = Vector<int32_t>(DType::kInt32, {INT32_MAX});
  EXPECT_EQ(Values<int32_t>(Binary(O::kMaxMagnitude, extremes, largest).value())[0], INT32_MIN);
  EXPECT_EQ(Values<int32_t>(Binary(O::kMaxMagnitude, largest, extremes).value())[0], INT32_MIN);
  EXPECT_EQ(Values<int32_t>(Binary(O::kMinMagnitude, extremes, largest).value())[0], INT32_MAX);
  // Bool still has none of them.
  const Tensor flags = MakeTensor(DType::kBool, {2});
  EXPECT_EQ(Binary(O::kMaxMagnitude, flags, flags).status().code(), StatusCode::kDTypeMismatch);
}

}  // namespace
}  // namespace strata
