// The shared iteration engine: dropping length-1 dimensions, coalescing contiguous ones,
// destination-first reordering, and the order rows are visited in.
#include "copy/loop_nest.h"

#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace strata {
namespace {

using Lengths = std::vector<int64_t>;

LoopNest<1> One(const Lengths& lengths, const Lengths& strides, DimensionOrder order) {
  return BuildLoopNest<1>(lengths, {std::span<const int64_t>(strides)}, {4}, order);
}

std::vector<int64_t> InnerStrides(const LoopNest<1>& nest) {
  std::vector<int64_t> out;
  for (const auto& s : nest.byte_strides) out.push_back(s[0]);
  return out;
}

// Element offsets (in elements of 4 bytes) visited by walking the nest from address 0.
std::vector<int64_t> Visit(const LoopNest<1>& nest) {
  std::vector<int64_t> offsets;
  alignas(8) static std::byte base[256];
  WalkRows(nest, {base}, [&](const std::array<std::byte*, 1>& p, int64_t n,
                             const std::array<int64_t, 1>& stride) {
    for (int64_t i = 0; i < n; ++i) offsets.push_back((p[0] - base + i * stride[0]) / 4);
  });
  return offsets;
}

TEST(BuildLoopNest, CoalescesADenseTensorIntoOneRow) {
  const auto nest = One({2, 3, 4}, {12, 4, 1}, DimensionOrder::kLogical);
  EXPECT_EQ(nest.lengths, (Lengths{24}));
  EXPECT_EQ(InnerStrides(nest), (Lengths{4}));
}

TEST(BuildLoopNest, DropsLengthOneDimensionsBeforeCoalescing) {
  const auto nest = One({2, 1, 3}, {3, 0, 1}, DimensionOrder::kLogical);
  EXPECT_EQ(nest.lengths, (Lengths{6}));
  const auto single = One({1, 1}, {0, 0}, DimensionOrder::kLogical);
  EXPECT_TRUE(single.lengths.empty());
  EXPECT_FALSE(single.empty);
  EXPECT_EQ(Visit(single), (Lengths{0}));
}

TEST(BuildLoopNest, KeepsGapsAsSeparateDimensions) {
  const auto nest = One({2, 3}, {4, 1}, DimensionOrder::kLogical);
  EXPECT_EQ(nest.lengths, (Lengths{2, 3}));
  EXPECT_EQ(InnerStrides(nest), (Lengths{16, 4}));
  EXPECT_EQ(Visit(nest), (Lengths{0, 1, 2, 4, 5, 6}));
}

TEST(BuildLoopNest, ZeroLengthMakesAnEmptyNestThatVisitsNothing) {
  const auto nest = One({3, 0, 2}, {0, 0, 0}, DimensionOrder::kDestinationFirst);
  EXPECT_TRUE(nest.empty);
  EXPECT_TRUE(Visit(nest).empty());
}

TEST(BuildLoopNest, EmptyViewWithHugeExplicitStridesNeverScalesThem) {
  // A leading dimension whose byte stride would overflow int64, before the zero length.
  const auto nest = One({2, 0}, {int64_t{1} << 60, 0}, DimensionOrder::kLogical);
  EXPECT_TRUE(nest.empty);
  EXPECT_TRUE(Visit(nest).empty());
}

TEST(BuildLoopNest, LogicalOrderKeepsRowMajorOrderOfAColumnMajorView) {
  const auto nest = One({2, 3}, {1, 2}, DimensionOrder::kLogical);
  EXPECT_EQ(nest.lengths, (Lengths{2, 3}));
  EXPECT_EQ(Visit(nest), (Lengths{0, 2, 4, 1, 3, 5}));
}

TEST(BuildLoopNest, DestinationFirstReordersToStorageOrderAndCoalesces) {
  const auto nest = One({2, 3}, {1, 2}, DimensionOrder::kDestinationFirst);
  EXPECT_EQ(nest.lengths, (Lengths{6}));
  EXPECT_EQ(Visit(nest), (Lengths{0, 1, 2, 3, 4, 5}));
  const auto permuted = One({2, 3, 4}, {1, 8, 2}, DimensionOrder::kDestinationFirst);
  EXPECT_EQ(permuted.lengths, (Lengths{24}));
}

TEST(BuildLoopNest, RepeatedDimensionsStayInnermostWithStrideZero) {
  const auto nest = One({3, 2}, {1, 0}, DimensionOrder::kDestinationFirst);
  EXPECT_EQ(nest.lengths, (Lengths{3, 2}));
  EXPECT_EQ(InnerStrides(nest), (Lengths{4, 0}));
  EXPECT_EQ(Visit(nest), (Lengths{0, 0, 1, 1, 2, 2}));
}

TEST(BuildLoopNest, MergesOnlyWhereEveryOperandIsContiguous) {
  const Lengths dense{3, 1};
  const Lengths transposed{1, 2};
  const auto nest = BuildLoopNest<2>(Lengths{2, 3}, {std::span<const int64_t>(dense),
                                                     std::span<const int64_t>(transposed)},
                                     {4, 8}, DimensionOrder::kLogical);
  EXPECT_EQ(nest.lengths, (Lengths{2, 3}));
  EXPECT_EQ(nest.byte_strides[0], (std::array<int64_t, 2>{12, 8}));
  EXPECT_EQ(nest.byte_strides[1], (std::array<int64_t, 2>{4, 16}));
  const auto both = BuildLoopNest<2>(Lengths{2, 3}, {std::span<const int64_t>(dense),
                                                     std::span<const int64_t>(dense)},
                                     {4, 8}, DimensionOrder::kLogical);
  EXPECT_EQ(both.lengths, (Lengths{6}));
  EXPECT_EQ(both.byte_strides[0], (std::array<int64_t, 2>{4, 8}));
}

TEST(WalkRows, StopsEarlyWhenTheRowKernelReturnsFalse) {
  const auto nest = One({3, 2}, {4, 1}, DimensionOrder::kLogical);
  int rows = 0;
  alignas(8) static std::byte base[256];
  const bool finished = WalkRows(nest, {base}, [&](const std::array<std::byte*, 1>&, int64_t,
                                                   const std::array<int64_t, 1>&) {
    return ++rows < 2;
  });
  EXPECT_FALSE(finished);
  EXPECT_EQ(rows, 2);
}

}  // namespace
}  // namespace strata
