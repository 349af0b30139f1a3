#include "copy/resize.h"

#include <gtest/gtest.h>

#include "support/copy_test_support.h"

namespace strata {
namespace {

using namespace copytest;

TEST(Resize, GrowsWithZerosInsteadOfRepeating) {
  auto grown = Resize(Dense32({1, 2}, {2}), Lengths{5});
  ASSERT_TRUE(grown.ok());
  EXPECT_EQ(Logical<int32_t>(grown.value()), (std::vector<int32_t>{1, 2, 0, 0, 0}));
  EXPECT_TRUE(grown->shape().is_dense());
}

TEST(Resize, CopiesTheLogicalPrefixOfAStridedSource) {
  std::vector<int32_t> storage = Iota<int32_t>(12);
  auto shrunk = Resize(ViewOf(storage, 1, {2, 3}, {6, 2}), Lengths{2, 2});
  ASSERT_TRUE(shrunk.ok());
  EXPECT_EQ(Logical<int32_t>(shrunk.value()), (std::vector<int32_t>{2, 4, 6, 8}));
  auto scalar = Resize(Dense32({7, 2}, {2}), Lengths{});  // rank 0 holds the first element
  ASSERT_TRUE(scalar.ok());
  EXPECT_EQ(scalar->rank(), 0);
  EXPECT_EQ(Logical<int32_t>(scalar.value()), (std::vector<int32_t>{7}));
}

TEST(ResizeTo, ZeroesRemainingLogicalPositionsAndLeavesGaps) {
  std::vector<int32_t> out(6, -1);
  ASSERT_TRUE(ResizeTo(Dense32({1, 2, 3}, {3}), ViewOf(out, 0, {2, 2}, {3, 1})).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{1, 2, -1, 3, 0, -1}));
}

TEST(ResizeTo, RejectsZeroStrideDestination) {
  std::vector<int32_t> out(3, -1);
  EXPECT_EQ(ResizeTo(Dense32({1, 2}, {2}), ViewOf(out, 0, {2, 3}, {0, 1})).code(),
            StatusCode::kInvalidArgument);
  EXPECT_EQ(out, std::vector<int32_t>(3, -1));
  // Singleton zero strides and empty destinations are fine.
  ASSERT_TRUE(ResizeTo(Dense32({1, 2}, {2}), ViewOf(out, 0, {1, 3})).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{1, 2, 0}));
  EXPECT_TRUE(ResizeTo(Dense32({1, 2}, {2}), ViewOf(out, 0, {0, 3})).ok());
}

TEST(ResizeTo, AcceptsBroadcastSources) {
  std::vector<int32_t> one{7};
  std::vector<int32_t> out(4, -1);
  ASSERT_TRUE(ResizeTo(ViewOf(one, 0, {3}, {0}), ViewOf(out, 0, {4})).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{7, 7, 7, 0}));
}

TEST(ResizeTo, MovesOverlappingDenseViewsThenClearsTheTail) {
  std::vector<int32_t> storage = Iota<int32_t>(8);
  ASSERT_TRUE(ResizeTo(ViewOf(storage, 0, {3}), ViewOf(storage, 1, {5})).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{1, 1, 2, 3, 0, 0, 7, 8}));
  ASSERT_TRUE(ResizeTo(ViewOf(storage, 2, {2, 3}), ViewOf(storage, 0, {4})).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{2, 3, 0, 0, 0, 0, 7, 8}));
}

TEST(ResizeTo, RejectsStridedOverlap) {
  std::vector<int32_t> storage = Iota<int32_t>(8);
  EXPECT_EQ(ResizeTo(ViewOf(storage, 0, {4}, {2}), ViewOf(storage, 0, {4})).code(),
            StatusCode::kOverlap);
  EXPECT_EQ(ResizeTo(ViewOf(storage, 0, {4}), ViewOf(storage, 1, {2}, {2})).code(),
            StatusCode::kOverlap);
  EXPECT_EQ(storage, Iota<int32_t>(8));
}

TEST(ResizeTo, RejectsReadOnlyAndOtherDTypes) {
  std::vector<int32_t> out(2, -1);
  std::vector<int64_t> wide{1, 2};
  EXPECT_EQ(ResizeTo(Dense32({1}, {1}), ViewOf(out, 0, {2}, {}, true)).code(),
            StatusCode::kReadOnly);
  EXPECT_EQ(ResizeTo(ViewOf(wide, 0, {2}), ViewOf(out, 0, {2})).code(),
            StatusCode::kDTypeMismatch);
  EXPECT_EQ(out, std::vector<int32_t>(2, -1));
}

}  // namespace
}  // namespace strata
