#include "copy/copy.h"

#include <gtest/gtest.h>

#include "support/copy_test_support.h"

namespace strata {
namespace {

using namespace copytest;

TEST(CopyTo, RejectsTheSeedsOverlappingStridedCopyAndTheSnapshotWorks) {
  std::vector<int32_t> storage{1, 2, 3, 4, 5, 6};
  const auto original = storage;
  auto source = ViewOf(storage, 0, {2, 2}, {3, 1});
  auto destination = ViewOf(storage, 0, {2, 2});
  const Status rejected = CopyTo(source, destination);
  EXPECT_EQ(rejected.code(), StatusCode::kOverlap);
  EXPECT_EQ(storage, original);
  EXPECT_EQ(CodeOf(TryCopyTo(source, destination)), StatusCode::kOverlap);
  EXPECT_EQ(storage, original);

  std::vector<int32_t> snapshot(4);
  ASSERT_TRUE(FlattenTo(source, snapshot.data(), 4).ok());
  EXPECT_EQ(snapshot, (std::vector<int32_t>{1, 2, 4, 5}));
  ASSERT_TRUE(CopyTo(ViewOf(snapshot, 0, {2, 2}), destination).ok());
  EXPECT_EQ(Logical<int32_t>(destination), (std::vector<int32_t>{1, 2, 4, 5}));
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 2, 4, 5, 5, 6}));
}

TEST(CopyTo, MovesShiftedDenseViewsWithEqualCountsLikeMemmove) {
  std::vector<int32_t> storage{1, 2, 3, 4, 5, 6};
  ASSERT_TRUE(CopyTo(ViewOf(storage, 0, {2, 2}), ViewOf(storage, 2, {2, 2})).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 2, 1, 2, 3, 4}));
  ASSERT_TRUE(CopyTo(ViewOf(storage, 2, {4}), ViewOf(storage, 1, {1, 4})).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 1, 2, 3, 4, 4}));
}

TEST(CopyTo, AcceptsTheIdenticalViewOfAnyLayout) {
  std::vector<int32_t> storage = Iota<int32_t>(6);
  auto view = ViewOf(storage, 0, {3}, {2});
  ASSERT_TRUE(CopyTo(view, view).ok());
  EXPECT_EQ(storage, Iota<int32_t>(6));
}

TEST(CopyTo, RejectsDenseOverlapWhenCountsDiffer) {
  std::vector<int32_t> storage = Iota<int32_t>(6);
  // Broadcasting [2] over a dense [2, 2] that contains it.
  EXPECT_EQ(CopyTo(ViewOf(storage, 0, {2}), ViewOf(storage, 0, {2, 2})).code(),
            StatusCode::kOverlap);
  EXPECT_EQ(storage, Iota<int32_t>(6));
}

TEST(CopyTo, CopiesInterleavedViewsDirectly) {
  std::vector<int32_t> storage = Iota<int32_t>(8);
  ASSERT_TRUE(CopyTo(ViewOf(storage, 0, {4}, {2}), ViewOf(storage, 1, {4}, {2})).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 1, 3, 3, 5, 5, 7, 7}));
}

TEST(CopyTo, BroadcastsTheSourceToTheDestination) {
  auto source = Dense32({1, 2, 3}, {3});
  std::vector<int32_t> out(6, 0);
  ASSERT_TRUE(CopyTo(source, ViewOf(out, 0, {2, 3})).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{1, 2, 3, 1, 2, 3}));
  // Extra leading length-1 source dimensions are dropped.
  ASSERT_TRUE(CopyTo(Dense32({7, 8, 9}, {1, 1, 3}), ViewOf(out, 3, {3})).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{1, 2, 3, 7, 8, 9}));
}

TEST(CopyTo, ReportsTooSmallAsOutOfRangeAndIncompatibleAsShapeMismatch) {
  std::vector<int32_t> out(15, 0);
  EXPECT_EQ(CopyTo(Dense32(Iota<int32_t>(27), {3, 3, 3}), ViewOf(out, 0, {0})).code(),
            StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(CopyTo(Dense32(Iota<int32_t>(9), {9}), ViewOf(out, 0, {15})).code(),
            StatusCode::kShapeMismatch);
  EXPECT_EQ(out, std::vector<int32_t>(15, 0));
  auto tried = TryCopyTo(Dense32(Iota<int32_t>(9), {9}), ViewOf(out, 0, {15}));
  ASSERT_TRUE(tried.ok());
  EXPECT_FALSE(tried.value());
  tried = TryCopyTo(Dense32(Iota<int32_t>(27), {3, 3, 3}), ViewOf(out, 0, {3}));
  ASSERT_TRUE(tried.ok());
  EXPECT_FALSE(tried.value());
  EXPECT_EQ(out, std::vector<int32_t>(15, 0));
}

TEST(CopyTo, AcceptsZeroStrideDestinationsOnlyWhereTheSourceRepeatsToo) {
  std::vector<int32_t> out(3, 0);
  auto repeated = ViewOf(out, 0, {2, 3}, {0, 1});
  ASSERT_TRUE(CopyTo(Dense32({4, 5, 6}, {3}), repeated).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{4, 5, 6}));
  EXPECT_EQ(CopyTo(Dense32(Iota<int32_t>(6), {2, 3}), repeated).code(),
            StatusCode::kInvalidArgument);
  auto tried = TryCopyTo(Dense32(Iota<int32_t>(6), {2, 3}), repeated);
  ASSERT_TRUE(tried.ok());
  EXPECT_FALSE(tried.value());
  EXPECT_EQ(out, (std::vector<int32_t>{4, 5, 6}));
}

TEST(CopyTo, RejectsOtherDTypesAndReadOnlyDestinations) {
  std::vector<int32_t> out(2, 0);
  std::vector<float> floats{1.0f, 2.0f};
  EXPECT_EQ(CopyTo(ViewOf(floats, 0, {2}), ViewOf(out, 0, {2})).code(),
            StatusCode::kDTypeMismatch);
  EXPECT_EQ(CopyTo(Dense32({1, 2}, {2}), ViewOf(out, 0, {2}, {}, true)).code(),
            StatusCode::kReadOnly);
  EXPECT_EQ(CodeOf(TryCopyTo(Dense32({1, 2}, {2}), ViewOf(out, 0, {2}, {}, true))),
            StatusCode::kReadOnly);
  EXPECT_EQ(out, std::vector<int32_t>(2, 0));
}

TEST(CopyTo, RejectsDestinationsWhoseStridesAlias) {
  std::vector<int32_t> out(4, 0);
  EXPECT_EQ(CopyTo(Dense32({1, 2, 3, 4}, {2, 2}), DerivedViewOf(out, 0, {2, 2}, {1, 1})).code(),
            StatusCode::kOverlap);
  EXPECT_EQ(out, std::vector<int32_t>(4, 0));
}

TEST(FlattenTo, WritesLogicalOrderAndLeavesTheRestOfTheBuffer) {
  std::vector<int32_t> storage = Iota<int32_t>(8);
  std::vector<int32_t> out(5, -1);
  ASSERT_TRUE(FlattenTo(ViewOf(storage, 0, {2, 2}, {1, 4}), out.data(), 5).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{1, 5, 2, 6, -1}));
  auto tried = TryFlattenTo(ViewOf(storage, 0, {2, 2}), out.data(), 3);
  ASSERT_TRUE(tried.ok());
  EXPECT_FALSE(tried.value());
  EXPECT_EQ(FlattenTo(ViewOf(storage, 0, {2, 2}), out.data(), 3).code(),
            StatusCode::kInvalidArgument);
  EXPECT_EQ(out, (std::vector<int32_t>{1, 5, 2, 6, -1}));
}

TEST(FlattenTo, MovesADenseSourceIntoAnOverlappingBuffer) {
  std::vector<int32_t> storage = Iota<int32_t>(6);
  ASSERT_TRUE(FlattenTo(ViewOf(storage, 2, {2, 2}), storage.data(), 6).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{3, 4, 5, 6, 5, 6}));
}

TEST(FlattenTo, RejectsAStridedSourceOverlappingTheBuffer) {
  std::vector<int32_t> storage = Iota<int32_t>(6);
  EXPECT_EQ(FlattenTo(ViewOf(storage, 1, {2}, {2}), storage.data(), 6).code(),
            StatusCode::kOverlap);
  EXPECT_EQ(storage, Iota<int32_t>(6));
}

TEST(CopyFromBuffer, FillsLogicalPositionsOfAStridedTensorAndLeavesGaps) {
  std::vector<int32_t> storage(6, 0);
  const std::vector<int32_t> data{1, 2, 3, 4};
  ASSERT_TRUE(CopyFromBuffer(data.data(), 4, ViewOf(storage, 0, {2, 2}, {1, 3})).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 3, 0, 2, 4, 0}));
  EXPECT_EQ(CopyFromBuffer(data.data(), 3, ViewOf(storage, 0, {2, 2})).code(),
            StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(CopyFromBuffer(nullptr, 4, ViewOf(storage, 0, {2, 2})).code(),
            StatusCode::kNullPointer);
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 3, 0, 2, 4, 0}));
}

// Element sizes 1, 2, 4 and 8 through the same strided, broadcast and overlapping paths.
template <class T>
class CopyToTyped : public ::testing::Test {};
using ElementTypes = ::testing::Types<uint8_t, int16_t, float, double>;
TYPED_TEST_SUITE(CopyToTyped, ElementTypes);

TYPED_TEST(CopyToTyped, CopiesStridedBroadcastAndOverlappingDenseViews) {
  using T = TypeParam;
  std::vector<T> storage = Iota<T>(12);
  std::vector<T> out(6, T{0});
  ASSERT_TRUE(CopyTo(ViewOf(storage, 0, {2, 3}, {1, 4}), ViewOf(out, 0, {2, 3})).ok());
  EXPECT_EQ(out, (std::vector<T>{1, 5, 9, 2, 6, 10}));
  ASSERT_TRUE(CopyTo(ViewOf(storage, 0, {1, 3}, {0, 2}), ViewOf(out, 0, {2, 3})).ok());
  EXPECT_EQ(out, (std::vector<T>{1, 3, 5, 1, 3, 5}));
  ASSERT_TRUE(CopyTo(ViewOf(storage, 3, {3, 2}), ViewOf(storage, 1, {3, 2})).ok());
  EXPECT_EQ(Logical<T>(ViewOf(storage, 0, {8})), (std::vector<T>{1, 4, 5, 6, 7, 8, 9, 8}));
  const auto before = storage;
  EXPECT_EQ(CopyTo(ViewOf(storage, 0, {3}, {2}), ViewOf(storage, 1, {3})).code(),
            StatusCode::kOverlap);
  EXPECT_EQ(storage, before);
}

}  // namespace
}  // namespace strata
