// Elementwise writes of 4 MiB or more run on the copy engine's threads: binary (dense,
// broadcast, in place, into a transposed destination), unary math, conversion, clamp and round
// give the same bytes with 1, 2, 3, 4, 8 and 64 threads and the exact expected values, and a
// failing check (integer division by zero) leaves the destination unchanged with any thread count.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "strata/strata.h"
#include "strata/strata_elementwise.h"
#include "strata/strata_views.h"
#include "support/elementwise_test_support.h"

namespace {

using ElementwiseThreads = strata_test::ThreadCountTest;
using strata_test::FromData;
using strata_test::kThreadCounts;

// 2048 × 2560 Float32: 20 MiB, above both the split size (4 MiB) and the streaming size (16 MiB).
constexpr int64_t kRows = 2048, kCols = 2560;

strata_tensor* Zeros(strata_dtype dtype, std::vector<int64_t> lengths) {
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create(dtype, lengths.data(), static_cast<int32_t>(lengths.size()),
                                 nullptr, 0, &t),
            STRATA_OK);
  return t;
}

template <class T>
std::vector<T> Contents(const strata_tensor* t, int64_t count) {
  std::vector<T> out(static_cast<size_t>(count));
  EXPECT_EQ(strata_tensor_flatten_to(t, out.data(), count), STRATA_OK);
  return out;
}

std::vector<float> Ramp(int64_t count, int period, float scale) {
  std::vector<float> v(static_cast<size_t>(count));
  for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<float>(i % period) * scale;
  return v;
}

TEST_F(ElementwiseThreads, BinaryResultsAreExactWithEveryThreadCount) {
  const std::vector<float> a = Ramp(kRows * kCols, 1009, 0.5f);
  const std::vector<float> b = Ramp(kCols, 97, 0.25f);
  strata_tensor* x = FromData(STRATA_DTYPE_FLOAT32, a, {kRows, kCols});
  strata_tensor* row = FromData(STRATA_DTYPE_FLOAT32, b, {kCols});
  strata_tensor* dense_y = FromData(STRATA_DTYPE_FLOAT32, a, {kRows, kCols});
  std::vector<float> broadcast_sum(a.size()), dense_product(a.size());
  for (size_t i = 0; i < a.size(); ++i) {
    broadcast_sum[i] = a[i] + b[i % kCols];  // exact: quarter steps far below 2^24
    dense_product[i] = a[i] * a[i];
  }
  for (const int32_t threads : kThreadCounts) {
    ASSERT_EQ(strata_set_copy_threads(threads), STRATA_OK);
    strata_tensor* out = Zeros(STRATA_DTYPE_FLOAT32, {kRows, kCols});
    ASSERT_EQ(strata_binary_into(STRATA_OP_ADD, x, row, out), STRATA_OK);
    EXPECT_EQ(Contents<float>(out, kRows * kCols), broadcast_sum) << threads << " threads";
    ASSERT_EQ(strata_binary_into(STRATA_OP_MULTIPLY, x, dense_y, out), STRATA_OK);
    EXPECT_EQ(Contents<float>(out, kRows * kCols), dense_product) << threads << " threads";
    strata_tensor_release(out);
  }
  strata_tensor_release(x);
  strata_tensor_release(row);
  strata_tensor_release(dense_y);
}

TEST_F(ElementwiseThreads, InPlaceAndTransposedDestinationsAreExactWithEveryThreadCount) {
  const std::vector<float> a = Ramp(kRows * kCols, 1013, 0.5f);
  const std::vector<float> b = Ramp(kRows * kCols, 89, 0.25f);
  strata_tensor* y = FromData(STRATA_DTYPE_FLOAT32, b, {kRows, kCols});
  std::vector<float> sum(a.size()), transposed_sum(a.size());
  for (size_t i = 0; i < a.size(); ++i) sum[i] = a[i] + b[i];
  // out_t is [kCols, kRows] in memory; its transposed view is written at (r, c) = x(r, c) + y(r, c).
  for (int64_t r = 0; r < kRows; ++r) {
    for (int64_t c = 0; c < kCols; ++c) transposed_sum[c * kRows + r] = sum[r * kCols + c];
  }
  for (const int32_t threads : kThreadCounts) {
    ASSERT_EQ(strata_set_copy_threads(threads), STRATA_OK);
    strata_tensor* x = FromData(STRATA_DTYPE_FLOAT32, a, {kRows, kCols});
    ASSERT_EQ(strata_binary_into(STRATA_OP_ADD, x, y, x), STRATA_OK);
    EXPECT_EQ(Contents<float>(x, kRows * kCols), sum) << threads << " threads";
    strata_tensor_release(x);

    x = FromData(STRATA_DTYPE_FLOAT32, a, {kRows, kCols});
    strata_tensor* storage = Zeros(STRATA_DTYPE_FLOAT32, {kCols, kRows});
    strata_tensor* view = nullptr;
    ASSERT_EQ(strata_tensor_permute(storage, nullptr, 0, &view), STRATA_OK);
    ASSERT_EQ(strata_binary_into(STRATA_OP_ADD, x, y, view), STRATA_OK);
    EXPECT_EQ(Contents<float>(storage, kRows * kCols), transposed_sum) << threads << " threads";
    strata_tensor_release(view);
    strata_tensor_release(storage);
    strata_tensor_release(x);
  }
  strata_tensor_release(y);
}

TEST_F(ElementwiseThreads, UnaryConvertClampAndRoundGiveTheSameBytesWithEveryThreadCount) {
  const int64_t count = kRows * kCols;
  std::vector<float> a(static_cast<size_t>(count));
  for (size_t i = 0; i < a.size(); ++i) a[i] = static_cast<float>(i % 20011) * 0.001f - 10.0f;
  std::vector<double> wide(a.begin(), a.end());
  strata_tensor* x = FromData(STRATA_DTYPE_FLOAT32, a, {kRows, kCols});
  strata_tensor* x64 = FromData(STRATA_DTYPE_FLOAT64, wide, {kRows, kCols});
  std::vector<float> narrowed(a.size()), clamped(a.size());
  for (size_t i = 0; i < a.size(); ++i) {
    narrowed[i] = static_cast<float>(wide[i]);
    clamped[i] = std::fmin(std::fmax(a[i], -2.5f), 3.5f);
  }
  const float lo = -2.5f, hi = 3.5f;
  std::vector<float> first_exp, first_round;
  for (const int32_t threads : kThreadCounts) {
    ASSERT_EQ(strata_set_copy_threads(threads), STRATA_OK);
    strata_tensor* out = Zeros(STRATA_DTYPE_FLOAT32, {kRows, kCols});
    ASSERT_EQ(strata_unary_into(STRATA_OP_EXP, x, 0, out), STRATA_OK);
    const std::vector<float> exp = Contents<float>(out, count);
    if (first_exp.empty()) first_exp = exp;
    EXPECT_EQ(std::memcmp(exp.data(), first_exp.data(), exp.size() * sizeof(float)), 0)
        << threads << " threads";
    EXPECT_EQ(exp[12345], first_exp[12345]);
    EXPECT_NEAR(exp[20010], std::exp(a[20010]), std::exp(a[20010]) * 1e-6);

    ASSERT_EQ(strata_convert_into(x64, out, 0), STRATA_OK);  // 40 MiB → 20 MiB, checked
    EXPECT_EQ(Contents<float>(out, count), narrowed) << threads << " threads";
    ASSERT_EQ(strata_clamp_into(x, &lo, &hi, out), STRATA_OK);
    EXPECT_EQ(Contents<float>(out, count), clamped) << threads << " threads";
    ASSERT_EQ(strata_round_into(x, 1, 0, out), STRATA_OK);
    const std::vector<float> rounded = Contents<float>(out, count);
    if (first_round.empty()) first_round = rounded;
    EXPECT_EQ(std::memcmp(rounded.data(), first_round.data(), rounded.size() * sizeof(float)), 0)
        << threads << " threads";
    strata_tensor_release(out);
  }
  strata_tensor_release(x);
  strata_tensor_release(x64);
}

TEST_F(ElementwiseThreads, AFailingCheckLeavesTheDestinationUnchangedWithEveryThreadCount) {
  const int64_t count = kRows * kCols;
  std::vector<int32_t> numerators(static_cast<size_t>(count), 7);
  std::vector<int32_t> divisors(static_cast<size_t>(count), 2);
  divisors.back() = 0;  // the last element has no quotient
  strata_tensor* x = FromData(STRATA_DTYPE_INT32, numerators, {kRows, kCols});
  strata_tensor* y = FromData(STRATA_DTYPE_INT32, divisors, {kRows, kCols});
  const std::vector<int32_t> before(static_cast<size_t>(count), -5);
  for (const int32_t threads : kThreadCounts) {
    ASSERT_EQ(strata_set_copy_threads(threads), STRATA_OK);
    strata_tensor* out = FromData(STRATA_DTYPE_INT32, before, {kRows, kCols});
    EXPECT_EQ(strata_binary_into(STRATA_OP_DIVIDE, x, y, out), STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(Contents<int32_t>(out, count), before) << threads << " threads";
    strata_tensor_release(out);
  }
  strata_tensor_release(x);
  strata_tensor_release(y);
}

}  // namespace
