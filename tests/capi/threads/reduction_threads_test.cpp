// Reductions of 4 MiB or more reduce their blocks of 65 536 elements on the copy engine's
// threads. Every reduction gives the same bits with 1, 2, 3, 4, 8 and 64 threads, in dense,
// transposed and broadcast layouts, and equals strata_reduce_axes over every axis; the extrema
// and IndexOf* find values planted in different blocks by the sequential rules (the first NaN
// wins, +0 beats −0, ties keep the first index, the positive of equal magnitudes wins); integer
// sums wrap as a plain loop does.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "strata/strata.h"
#include "strata/strata_elementwise.h"
#include "strata/strata_views.h"
#include "support/elementwise_test_support.h"

namespace {

using ReductionThreads = strata_test::ThreadCountTest;
using strata_test::FromData;
using strata_test::kThreadCounts;

// 2048 × 1024 four-byte elements: 8 MiB, 32 blocks.
constexpr int64_t kRows = 2048, kCols = 1024, kCount = kRows * kCols;

constexpr strata_op kReductions[] = {
#define STRATA_REDUCTION_CODE(PUBLIC_NAME, Name, value, text) PUBLIC_NAME,
    STRATA_REDUCTION_OP_TABLE(STRATA_REDUCTION_CODE)
#undef STRATA_REDUCTION_CODE
};

bool IsBinary(strata_op op) {
  return op == STRATA_OP_DOT || op == STRATA_OP_DISTANCE || op == STRATA_OP_COSINE_SIMILARITY;
}
bool ReducesAxes(strata_op op) {
  return op == STRATA_OP_SUM || op == STRATA_OP_PRODUCT || op == STRATA_OP_AVERAGE ||
         op == STRATA_OP_NORM || op == STRATA_OP_STD_DEV || op == STRATA_OP_REDUCE_MIN ||
         op == STRATA_OP_REDUCE_MAX;
}

// Values spread over [-1000, 1000) by a fixed linear congruential sequence.
std::vector<float> Spread(int64_t count, uint64_t seed) {
  std::vector<float> v(static_cast<size_t>(count));
  for (float& e : v) {
    seed = seed * 6364136223846793005u + 1442695040888963407u;
    e = static_cast<float>(static_cast<double>(seed >> 11) / 9007199254740992.0 * 2000.0 - 1000.0);
  }
  return v;
}

// strata_reduce's value as 8 bytes (the element or the int64_t index, zero-padded).
std::array<unsigned char, 8> Reduce(strata_op op, const strata_tensor* x, const strata_tensor* y) {
  std::array<unsigned char, 8> value{};
  EXPECT_EQ(strata_reduce(op, x, y, value.data()), STRATA_OK) << op;
  return value;
}

float AsFloat(const std::array<unsigned char, 8>& value) {
  float f;
  std::memcpy(&f, value.data(), sizeof f);
  return f;
}
int64_t AsIndex(const std::array<unsigned char, 8>& value) {
  int64_t i;
  std::memcpy(&i, value.data(), sizeof i);
  return i;
}

TEST_F(ReductionThreads, EveryReductionGivesTheSameBitsForEveryThreadCountAndLayout) {
  strata_tensor* x = FromData(STRATA_DTYPE_FLOAT32, Spread(kCount, 1), {kRows, kCols});
  strata_tensor* y = FromData(STRATA_DTYPE_FLOAT32, Spread(kCount, 2), {kRows, kCols});
  strata_tensor* row = FromData(STRATA_DTYPE_FLOAT32, Spread(kCols, 3), {kCols});
  strata_tensor* transposed = nullptr;
  ASSERT_EQ(strata_tensor_transpose(x, &transposed), STRATA_OK);
  strata_tensor* broadcast = nullptr;  // row repeated kRows times with stride 0
  const int64_t lengths[] = {kRows, kCols};
  ASSERT_EQ(strata_tensor_broadcast_to(row, lengths, 2, &broadcast), STRATA_OK);
  struct Case {
    const char* name;
    const strata_tensor* x;
    const strata_tensor* y;  // the second operand of the binary reductions
  };
  const Case cases[] = {
      {"dense", x, y}, {"transposed", transposed, transposed}, {"broadcast", broadcast, y}};
  for (const Case& c : cases) {
    for (strata_op op : kReductions) {
      const strata_tensor* second = IsBinary(op) ? c.y : nullptr;
      ASSERT_EQ(strata_set_copy_threads(1), STRATA_OK);
      const auto one_thread = Reduce(op, c.x, second);
      for (int32_t threads : kThreadCounts) {
        ASSERT_EQ(strata_set_copy_threads(threads), STRATA_OK);
        EXPECT_EQ(Reduce(op, c.x, second), one_thread)
            << c.name << " op " << op << " with " << threads << " threads";
        if (ReducesAxes(op)) {
          const int32_t axes[] = {0, 1};
          strata_tensor* all = nullptr;
          ASSERT_EQ(strata_reduce_axes(op, c.x, axes, 2, 0, &all), STRATA_OK);
          std::array<unsigned char, 8> value{};
          ASSERT_EQ(strata_tensor_flatten_to(all, value.data(), 1), STRATA_OK);
          EXPECT_EQ(value, one_thread) << c.name << " axes op " << op << " threads " << threads;
          strata_tensor_release(all);
        }
      }
    }
  }
  for (strata_tensor* t : {x, y, row, transposed, broadcast}) strata_tensor_release(t);
}

TEST_F(ReductionThreads, ExtremaAndIndexesFollowTheSequentialRulesAcrossBlocks) {
  const float nan_a = std::bit_cast<float>(0x7fc00001u);
  const float nan_b = std::bit_cast<float>(0x7fc00002u);
  std::vector<float> values(static_cast<size_t>(kCount));
  for (size_t i = 0; i < values.size(); ++i) values[i] = static_cast<float>(i % 1000) / 1000.0f;
  values[300'000] = -5.0f;
  values[1'000'000] = 5.0f;
  values[1'500'000] = 5.0f;  // a tie: the first index stands
  values[700'000] = -7.0f;
  values[1'900'000] = 7.0f;  // equal magnitude: the positive one wins
  strata_tensor* plain = FromData(STRATA_DTYPE_FLOAT32, values, {kCount});
  values[1'200'000] = nan_a;
  values[1'800'000] = nan_b;
  strata_tensor* with_nan = FromData(STRATA_DTYPE_FLOAT32, values, {kCount});
  std::vector<float> zeros(static_cast<size_t>(kCount), -0.0f);
  zeros[1'700'000] = 0.0f;
  zeros[1'750'000] = 0.0f;
  strata_tensor* signed_zeros = FromData(STRATA_DTYPE_FLOAT32, zeros, {kCount});
  for (int32_t threads : kThreadCounts) {
    ASSERT_EQ(strata_set_copy_threads(threads), STRATA_OK);
    SCOPED_TRACE(threads);
    EXPECT_EQ(AsFloat(Reduce(STRATA_OP_REDUCE_MAX, plain, nullptr)), 7.0f);
    EXPECT_EQ(AsFloat(Reduce(STRATA_OP_REDUCE_MIN, plain, nullptr)), -7.0f);
    EXPECT_EQ(AsFloat(Reduce(STRATA_OP_REDUCE_MAX_MAGNITUDE, plain, nullptr)), 7.0f);
    EXPECT_EQ(AsIndex(Reduce(STRATA_OP_INDEX_OF_MAX, plain, nullptr)), 1'900'000);
    EXPECT_EQ(AsIndex(Reduce(STRATA_OP_INDEX_OF_MIN, plain, nullptr)), 700'000);
    EXPECT_EQ(AsIndex(Reduce(STRATA_OP_INDEX_OF_MAX_MAGNITUDE, plain, nullptr)), 1'900'000);
    EXPECT_EQ(AsIndex(Reduce(STRATA_OP_INDEX_OF_MIN_MAGNITUDE, plain, nullptr)), 0);

    EXPECT_EQ(std::bit_cast<uint32_t>(AsFloat(Reduce(STRATA_OP_REDUCE_MAX, with_nan, nullptr))),
              std::bit_cast<uint32_t>(nan_a));
    EXPECT_EQ(std::bit_cast<uint32_t>(AsFloat(Reduce(STRATA_OP_REDUCE_MIN, with_nan, nullptr))),
              std::bit_cast<uint32_t>(nan_a));
    EXPECT_EQ(AsFloat(Reduce(STRATA_OP_REDUCE_MAX_NUMBER, with_nan, nullptr)), 7.0f);
    EXPECT_EQ(AsIndex(Reduce(STRATA_OP_INDEX_OF_MAX, with_nan, nullptr)), 1'200'000);
    EXPECT_EQ(AsIndex(Reduce(STRATA_OP_INDEX_OF_MIN_MAGNITUDE, with_nan, nullptr)), 1'200'000);

    EXPECT_EQ(std::bit_cast<uint32_t>(AsFloat(Reduce(STRATA_OP_REDUCE_MAX, signed_zeros, nullptr))),
              0u);
    EXPECT_EQ(std::bit_cast<uint32_t>(AsFloat(Reduce(STRATA_OP_REDUCE_MIN, signed_zeros, nullptr))),
              0x80000000u);
    EXPECT_EQ(AsIndex(Reduce(STRATA_OP_INDEX_OF_MAX, signed_zeros, nullptr)), 1'700'000);
    EXPECT_EQ(AsIndex(Reduce(STRATA_OP_INDEX_OF_MIN, signed_zeros, nullptr)), 0);
  }
  for (strata_tensor* t : {plain, with_nan, signed_zeros}) strata_tensor_release(t);
}

TEST_F(ReductionThreads, IntegerSumsAndDotsWrapAsAPlainLoop) {
  std::vector<int32_t> values(static_cast<size_t>(kCount));
  uint64_t seed = 7, sum = 0, dot = 0;
  for (int32_t& v : values) {
    seed = seed * 6364136223846793005u + 1442695040888963407u;
    v = static_cast<int32_t>(seed >> 32);
    sum += static_cast<uint64_t>(static_cast<int64_t>(v));
    dot += static_cast<uint64_t>(static_cast<int64_t>(v)) *
           static_cast<uint64_t>(static_cast<int64_t>(v));
  }
  strata_tensor* x = FromData(STRATA_DTYPE_INT32, values, {kRows, kCols});
  for (int32_t threads : kThreadCounts) {
    ASSERT_EQ(strata_set_copy_threads(threads), STRATA_OK);
    int32_t got = 0;
    ASSERT_EQ(strata_reduce(STRATA_OP_SUM, x, nullptr, &got), STRATA_OK);
    EXPECT_EQ(got, static_cast<int32_t>(static_cast<uint32_t>(sum))) << threads;
    ASSERT_EQ(strata_reduce(STRATA_OP_DOT, x, x, &got), STRATA_OK);
    EXPECT_EQ(got, static_cast<int32_t>(static_cast<uint32_t>(dot))) << threads;
  }
  strata_tensor_release(x);
}

}  // namespace
