// SmallVector: the same contents whether they sit inline or on the heap, across growth, copies
// and moves in both directions.
#include "base/small_vector.h"

#include <gtest/gtest.h>

#include <array>
#include <numeric>
#include <span>
#include <vector>

namespace strata {
namespace {

using Small = SmallVector<int64_t, 4>;

std::vector<int64_t> Iota(size_t n) {
  std::vector<int64_t> v(n);
  std::iota(v.begin(), v.end(), 100);
  return v;
}

Small Filled(size_t n) {
  Small s;
  for (const int64_t x : Iota(n)) s.push_back(x);
  return s;
}

TEST(SmallVector, PushBackKeepsEveryElementAcrossTheMoveToTheHeap) {
  for (size_t n = 0; n <= 20; ++n) {
    const Small s = Filled(n);
    EXPECT_EQ(s.size(), n);
    EXPECT_EQ(s.empty(), n == 0);
    EXPECT_EQ(s.ToVector(), Iota(n)) << n;
    EXPECT_GE(s.capacity(), n);
  }
  EXPECT_EQ(Filled(4).capacity(), 4u);  // still inline
  EXPECT_GT(Filled(5).capacity(), 4u);
}

TEST(SmallVector, PushBackOfOwnElementWhileGrowing) {
  Small s = Filled(4);
  s.push_back(s[0]);  // the argument lives in the inline storage being left
  EXPECT_EQ(s.ToVector(), (std::vector<int64_t>{100, 101, 102, 103, 100}));
}

TEST(SmallVector, CopiesAndMovesPreserveContentsInlineAndOnTheHeap) {
  for (const size_t n : {size_t{0}, size_t{3}, size_t{4}, size_t{9}}) {
    const Small original = Filled(n);
    Small copy(original);
    EXPECT_EQ(copy, original);
    copy.push_back(7);  // independent storage
    EXPECT_EQ(original.ToVector(), Iota(n));

    Small assigned = Filled(7);
    assigned = original;
    EXPECT_EQ(assigned, original);

    Small moved_from = original;
    Small moved(std::move(moved_from));
    EXPECT_EQ(moved.ToVector(), Iota(n));

    Small move_assigned = Filled(2);
    Small source = original;
    move_assigned = std::move(source);
    EXPECT_EQ(move_assigned.ToVector(), Iota(n));
  }
}

TEST(SmallVector, ResizeFillsNewElementsAndKeepsOldOnes) {
  Small s = Filled(3);
  s.resize(6, -1);
  EXPECT_EQ(s.ToVector(), (std::vector<int64_t>{100, 101, 102, -1, -1, -1}));
  s.resize(2);
  EXPECT_EQ(s.ToVector(), (std::vector<int64_t>{100, 101}));
  s.pop_back();
  EXPECT_EQ(s.back(), 100);
  EXPECT_EQ(s.front(), 100);
  s.clear();
  EXPECT_TRUE(s.empty());
}

TEST(SmallVector, ConstructsFromSpansAndListsAndActsAsASpan) {
  const std::vector<int64_t> values = Iota(6);
  const Small from_span{std::span<const int64_t>(values)};
  EXPECT_EQ(from_span.ToVector(), values);
  const Small from_list{1, 2, 3};
  const std::span<const int64_t> view = from_list;
  EXPECT_EQ(std::vector<int64_t>(view.begin(), view.end()), (std::vector<int64_t>{1, 2, 3}));
  const Small repeated(5, 9);
  EXPECT_EQ(repeated.ToVector(), std::vector<int64_t>(5, 9));
}

TEST(SmallVector, HoldsArraysOfStrides) {
  SmallVector<std::array<int64_t, 3>, 2> s;
  for (int64_t i = 0; i < 5; ++i) s.push_back({i, 2 * i, 3 * i});
  ASSERT_EQ(s.size(), 5u);
  EXPECT_EQ(s[4], (std::array<int64_t, 3>{4, 8, 12}));
}

}  // namespace
}  // namespace strata
