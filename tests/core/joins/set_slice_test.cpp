#include "joins/set_slice.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "support/copy_test_support.h"
#include "indexing/filtered_update.h"
#include "elementwise/sequence_equal.h"

namespace strata {
namespace {

using namespace copytest;

NRange Range(int64_t start, int64_t end) { return {{start, false}, {end, false}}; }

TEST(SetSlice, CopiesBroadcastValuesIntoTheSlice) {
  std::vector<int32_t> out(6, 0);
  auto grid = ViewOf(out, 0, {2, 3});
  const std::vector<NRange> ranges{Range(0, 2), Range(1, 3)};
  ASSERT_TRUE(SetSlice(grid, Dense32({8, 9}, {2}), ranges).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{0, 8, 9, 0, 8, 9}));
  ASSERT_TRUE(SetSlice(grid, Dense32({5}, {1}), {}).ok());
  EXPECT_EQ(out, std::vector<int32_t>(6, 5));
  const std::vector<NRange> outside{Range(0, 3), Range(0, 1)};
  EXPECT_EQ(SetSlice(grid, Dense32({1}, {1}), outside).code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(SetSlice(grid, Dense32({1, 2, 3}, {3}), ranges).code(), StatusCode::kShapeMismatch);
  EXPECT_EQ(out, std::vector<int32_t>(6, 5));
}

TEST(SetSlice, FollowsTheCopyOverlapRule) {
  std::vector<int32_t> storage = Iota<int32_t>(6);
  auto whole = ViewOf(storage, 0, {6});
  const std::vector<NRange> tail{Range(2, 6)};
  ASSERT_TRUE(SetSlice(whole, ViewOf(storage, 0, {4}), tail).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 2, 1, 2, 3, 4}));
  const std::vector<NRange> middle{Range(1, 4)};
  EXPECT_EQ(SetSlice(whole, ViewOf(storage, 0, {3}, {2}), middle).code(), StatusCode::kOverlap);
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 2, 1, 2, 3, 4}));
}

Tensor Mask(const std::vector<uint8_t>& bits, const Lengths& lengths) {
  auto t = Tensor::Allocate(DType::kBool, Shape::Create(lengths).value(), true).value();
  std::memcpy(t.origin(), bits.data(), bits.size());
  return t;
}

TEST(FilteredUpdate, WritesAValueWhereTheBroadcastFilterIsTrue) {
  std::vector<int32_t> out = Iota<int32_t>(6);
  const int32_t value = 0;
  ASSERT_TRUE(FilteredUpdate(ViewOf(out, 0, {2, 3}), Mask({1, 0, 1}, {3}), &value).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{0, 2, 0, 0, 5, 0}));
}

TEST(FilteredUpdate, WritesCorrespondingValues) {
  std::vector<int32_t> out(4, 0);
  ASSERT_TRUE(FilteredUpdate(ViewOf(out, 0, {2, 2}), Mask({0, 1, 1, 0}, {2, 2}),
                             Dense32({5, 6}, {2}))
                  .ok());
  EXPECT_EQ(out, (std::vector<int32_t>{0, 6, 5, 0}));
}

TEST(FilteredUpdate, RejectsBadFiltersAndOverlapsBeforeWriting) {
  std::vector<int32_t> out = Iota<int32_t>(4);
  const int32_t value = 9;
  EXPECT_EQ(FilteredUpdate(ViewOf(out, 0, {4}), Dense32({1, 0, 1, 0}, {4}), &value).code(),
            StatusCode::kDTypeMismatch);
  EXPECT_EQ(FilteredUpdate(ViewOf(out, 0, {4}), Mask({1, 0, 1}, {3}), &value).code(),
            StatusCode::kShapeMismatch);
  EXPECT_EQ(FilteredUpdate(ViewOf(out, 0, {4}, {0}), Mask({1, 0, 1, 0}, {4}), &value).code(),
            StatusCode::kInvalidArgument);
  EXPECT_EQ(FilteredUpdate(ViewOf(out, 0, {3}), Mask({1, 1, 1}, {3}), ViewOf(out, 1, {3})).code(),
            StatusCode::kOverlap);
  EXPECT_EQ(out, Iota<int32_t>(4));
  // The identical view is the supported elementwise overlap.
  auto view = ViewOf(out, 0, {4});
  ASSERT_TRUE(FilteredUpdate(view, Mask({1, 1, 1, 1}, {4}), view).ok());
  EXPECT_EQ(out, Iota<int32_t>(4));
}

TEST(SequenceEqual, ComparesContentsModuloLeadingOnesAndLayout) {
  std::vector<int32_t> storage{1, 0, 2, 0, 3};
  auto strided = ViewOf(storage, 0, {3}, {2});
  EXPECT_TRUE(SequenceEqual(strided, Dense32({1, 2, 3}, {1, 3})).value());
  EXPECT_FALSE(SequenceEqual(strided, Dense32({1, 2, 4}, {3})).value());
  EXPECT_FALSE(SequenceEqual(strided, Dense32({1, 2, 3}, {3, 1})).value());
  EXPECT_TRUE(SequenceEqual(Dense32({}, {0}), Dense32({}, {1, 0})).value());
  std::vector<float> floats{0.0f, std::numeric_limits<float>::quiet_NaN()};
  std::vector<float> others{-0.0f, std::numeric_limits<float>::quiet_NaN()};
  EXPECT_TRUE(SequenceEqual(ViewOf(floats, 0, {2}), ViewOf(others, 0, {2})).value());
  EXPECT_EQ(CodeOf(SequenceEqual(ViewOf(floats, 0, {2}), Dense32({0, 0}, {2}))),
            StatusCode::kDTypeMismatch);
}

TEST(SequenceEqual, ComparesStorageThatBothOperandsRepeatOnce) {
  // 2^60 positions over four stored elements each: walking them all would not finish.
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> left{nan, -0.0f, 1.5f, 2.0f};
  std::vector<float> right{nan, 0.0f, 1.5f, 2.0f};
  const Lengths huge{int64_t{1} << 30, int64_t{1} << 28, 4};
  const Lengths repeated{0, 0, 1};
  EXPECT_TRUE(SequenceEqual(ViewOf(left, 0, huge, repeated), ViewOf(right, 0, huge, repeated))
                  .value());
  right[3] = 3.0f;
  EXPECT_FALSE(SequenceEqual(ViewOf(left, 0, huge, repeated), ViewOf(right, 0, huge, repeated))
                   .value());
  // Empty views stay equal whatever their storage holds.
  EXPECT_TRUE(SequenceEqual(DerivedViewOf(left, 0, {0, 4}, {0, 1}),
                            DerivedViewOf(right, 0, {0, 4}, {0, 1}))
                  .value());
}

TEST(SequenceEqual, WalksEveryPositionOfADimensionOnlyOneOperandRepeats) {
  std::vector<int32_t> row{1, 2, 3, 4};
  std::vector<int32_t> rows;
  for (int i = 0; i < 8; ++i) rows.insert(rows.end(), row.begin(), row.end());
  const auto repeated_row = ViewOf(row, 0, {8, 4}, {0, 1});
  EXPECT_TRUE(SequenceEqual(repeated_row, ViewOf(rows, 0, {8, 4})).value());
  // Both repeat the outer dimension, only the left one the middle one.
  const Lengths huge{int64_t{1} << 40, 8, 4};
  const auto left = ViewOf(row, 0, huge, {0, 0, 1});
  EXPECT_TRUE(SequenceEqual(left, ViewOf(rows, 0, huge, {0, 4, 1})).value());
  rows.back() = 5;
  EXPECT_FALSE(SequenceEqual(repeated_row, ViewOf(rows, 0, {8, 4})).value());
  EXPECT_FALSE(SequenceEqual(ViewOf(rows, 0, {8, 4}), repeated_row).value());
  EXPECT_FALSE(SequenceEqual(left, ViewOf(rows, 0, huge, {0, 4, 1})).value());
  EXPECT_FALSE(SequenceEqual(ViewOf(rows, 0, huge, {0, 4, 1}), left).value());
}

}  // namespace
}  // namespace strata
