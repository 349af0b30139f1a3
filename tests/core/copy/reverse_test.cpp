#include "copy/reverse.h"

#include <gtest/gtest.h>

#include "support/copy_test_support.h"

namespace strata {
namespace {

using namespace copytest;

TEST(ReverseDimension, ReversesTheFirstDimensionIntoANewDenseTensor) {
  auto source = Dense32({1, 2, 3, 4}, {2, 2});
  auto reversed = ReverseDimension(source, 0);
  ASSERT_TRUE(reversed.ok());
  EXPECT_EQ(Logical<int32_t>(reversed.value()), (std::vector<int32_t>{3, 4, 1, 2}));
  EXPECT_TRUE(reversed->shape().is_dense());
  EXPECT_NE(reversed->origin(), source.origin());
  EXPECT_EQ(Logical<int32_t>(source), (std::vector<int32_t>{1, 2, 3, 4}));
}

TEST(Reverse, ReversesEveryLogicalElementOfAStridedView) {
  std::vector<int32_t> storage = Iota<int32_t>(12);
  auto reversed = Reverse(ViewOf(storage, 0, {2, 3}, {1, 4}));
  ASSERT_TRUE(reversed.ok());
  EXPECT_EQ(Logical<int32_t>(reversed.value()), (std::vector<int32_t>{10, 6, 2, 9, 5, 1}));
  auto last = ReverseDimension(ViewOf(storage, 0, {2, 3}, {1, 4}), 1);
  ASSERT_TRUE(last.ok());
  EXPECT_EQ(Logical<int32_t>(last.value()), (std::vector<int32_t>{9, 5, 1, 10, 6, 2}));
}

TEST(ReverseDimension, RejectsDimensionsOutsideTheRank) {
  auto source = Dense32({1, 2}, {2});
  EXPECT_EQ(CodeOf(ReverseDimension(source, 1)), StatusCode::kInvalidArgument);
  EXPECT_EQ(CodeOf(ReverseDimension(source, -2)), StatusCode::kInvalidArgument);
  auto empty = ReverseDimension(Dense32({}, {0}), -1);
  ASSERT_TRUE(empty.ok());
  EXPECT_TRUE(empty->shape().is_empty());
}

TEST(ReverseDimensionInto, BroadcastsTheReversedSourceToTheDestination) {
  std::vector<int32_t> out(6, 0);
  ASSERT_TRUE(ReverseDimensionInto(Dense32({1, 2}, {1, 2}), ViewOf(out, 0, {3, 2}), 0).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{1, 2, 1, 2, 1, 2}));
  ASSERT_TRUE(ReverseDimensionInto(Dense32({1, 2}, {1, 2}), ViewOf(out, 0, {3, 2}), 1).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{2, 1, 2, 1, 2, 1}));
  ASSERT_TRUE(ReverseDimensionInto(Dense32({7}, {1}), ViewOf(out, 0, {2, 3}), -1).ok());
  EXPECT_EQ(out, std::vector<int32_t>(6, 7));
  EXPECT_TRUE(ReverseDimensionInto(Dense32({7}, {1}), ViewOf(out, 0, {2, 0}), 0).ok());
  EXPECT_EQ(ReverseDimensionInto(Dense32({7, 8}, {2}), ViewOf(out, 0, {0}), 0).code(),
            StatusCode::kShapeMismatch);
  EXPECT_EQ(ReverseDimensionInto(Dense32({7, 8}, {2}), ViewOf(out, 0, {2}), 1).code(),
            StatusCode::kInvalidArgument);
}

TEST(ReverseDimensionInto, ReversesTheSameDenseViewInPlace) {
  std::vector<int32_t> storage = Iota<int32_t>(6);
  auto view = ViewOf(storage, 0, {3, 2});
  ASSERT_TRUE(ReverseDimensionInto(view, view, 0).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{5, 6, 3, 4, 1, 2}));
  ASSERT_TRUE(ReverseDimensionInto(view, view, 1).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{6, 5, 4, 3, 2, 1}));
  ASSERT_TRUE(ReverseInto(view, view).ok());
  EXPECT_EQ(storage, Iota<int32_t>(6));
}

TEST(ReverseDimensionInto, AcceptsNoOpReversalsOfTheSameView) {
  std::vector<int32_t> storage{5, 6, 7};
  auto repeated = ViewOf(storage, 0, {3}, {0});
  ASSERT_TRUE(ReverseInto(repeated, repeated).ok());
  auto rows = ViewOf(storage, 0, {2, 2}, {0, 1});
  ASSERT_TRUE(ReverseDimensionInto(rows, rows, 0).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{5, 6, 7}));
}

TEST(ReverseDimensionInto, RejectsRepeatedStorageWithDistinctValues) {
  std::vector<int32_t> storage{1, 2};
  auto rows = ViewOf(storage, 0, {2, 2}, {0, 1});
  EXPECT_EQ(ReverseDimensionInto(rows, rows, 1).code(), StatusCode::kOverlap);
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 2}));
}

TEST(ReverseDimensionInto, RejectsOtherOverlaps) {
  std::vector<int32_t> storage = Iota<int32_t>(8);
  // A strided view reversed onto itself, and shifted dense views.
  auto strided = ViewOf(storage, 0, {4}, {2});
  EXPECT_EQ(ReverseInto(strided, strided).code(), StatusCode::kOverlap);
  EXPECT_EQ(ReverseInto(ViewOf(storage, 0, {4}), ViewOf(storage, 1, {4})).code(),
            StatusCode::kOverlap);
  EXPECT_EQ(storage, Iota<int32_t>(8));
  // Interleaved views do not overlap.
  ASSERT_TRUE(ReverseInto(strided, ViewOf(storage, 1, {4}, {2})).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 7, 3, 5, 5, 3, 7, 1}));
}

template <class T>
class ReverseTyped : public ::testing::Test {};
using ElementTypes = ::testing::Types<int8_t, int16_t, int32_t, int64_t>;
TYPED_TEST_SUITE(ReverseTyped, ElementTypes);

TYPED_TEST(ReverseTyped, ReversesInPlaceAndIntoNewTensors) {
  using T = TypeParam;
  std::vector<T> storage = Iota<T>(6);
  auto view = ViewOf(storage, 0, {2, 3});
  auto reversed = ReverseDimension(view, 1);
  ASSERT_TRUE(reversed.ok());
  EXPECT_EQ(Logical<T>(reversed.value()), (std::vector<T>{3, 2, 1, 6, 5, 4}));
  ASSERT_TRUE(ReverseInto(view, view).ok());
  EXPECT_EQ(storage, (std::vector<T>{6, 5, 4, 3, 2, 1}));
}

}  // namespace
}  // namespace strata
