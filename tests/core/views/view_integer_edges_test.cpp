// View operators with integer arguments and strides at the int64 edges: no negation, sum or
// product of them may overflow (the sanitizer build stops at the first one).
#include <gtest/gtest.h>

#include <cstdint>
#include <span>

#include "indexing/index_assign.h"
#include "indexing/indexing.h"
#include "views/permute.h"
#include "views/reshape.h"
#include "views/view_ops.h"
#include "views/view_support.h"
#include "support/view_test_support.h"

namespace strata::test {
namespace {

constexpr int64_t kMin = INT64_MIN;
constexpr int64_t kMax = INT64_MAX;

// [3, 3, 0] with strides INT64_MAX: an empty shape keeps the strides it was given.
Tensor EmptyWithHugeStrides() { return Int64Tensor({}, {3, 3, 0}, {kMax, kMax, 0}); }

TEST(ViewIntegerEdges, DiagonalOffsetsBeyondTheMatrixGiveLengthZero) {
  const Tensor t = Arange({2, 3});
  for (int64_t offset : {kMin, kMin + 1, int64_t{-3}, int64_t{-2}, int64_t{3}, kMax - 1, kMax}) {
    auto diagonal = Diagonal(t, offset, 0, 1);
    ASSERT_TRUE(diagonal.ok()) << diagonal.status().message();
    EXPECT_EQ(LengthsOf(diagonal.value()), (Values{0})) << offset;
  }
  EXPECT_EQ(Read(Diagonal(t, -1, 0, 1).value()), (Values{3}));
  EXPECT_EQ(Read(Diagonal(t, 1, 0, 1).value()), (Values{1, 5}));
}

TEST(ViewIntegerEdges, DiagonalAndNarrowOfAnEmptyTensorFormNoOffsets) {
  const Tensor empty = EmptyWithHugeStrides();
  for (int64_t offset : {int64_t{-2}, int64_t{0}, int64_t{2}}) {
    auto diagonal = Diagonal(empty, offset, 0, 1);
    ASSERT_TRUE(diagonal.ok()) << diagonal.status().message();
    EXPECT_EQ(LengthsOf(diagonal.value()), (Values{0, 3 - (offset < 0 ? -offset : offset)}));
    EXPECT_EQ(StridesOf(diagonal.value()), (Values{0, 0}));
  }
  auto narrowed = Narrow(empty, 0, 2, 1);
  ASSERT_TRUE(narrowed.ok()) << narrowed.status().message();
  EXPECT_EQ(narrowed->origin(), empty.origin());
}

TEST(ViewIntegerEdges, NarrowStartsCountFromTheBackOnlyWithinTheLength) {
  const Tensor t = Arange({5});
  EXPECT_EQ(Read(Narrow(t, 0, -2, 2).value()), (Values{3, 4}));
  for (int64_t start : {kMin, int64_t{-6}, int64_t{6}, kMax}) {
    EXPECT_EQ(Narrow(t, 0, start, 0).status().code(), StatusCode::kArgumentOutOfRange) << start;
  }
  EXPECT_EQ(Narrow(t, 0, 4, kMax).status().code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(Narrow(t, 0, -1, kMin).status().code(), StatusCode::kArgumentOutOfRange);
}

TEST(ViewIntegerEdges, ReshapeStopsBeforeAStrideBeyondInt64) {
  // [2, 2] with strides [0, 2s], 2s < INT64_MAX < 4s: a viewed [4] would need stride 4s.
  const int64_t s = kMax / 3;
  const Tensor one = Int64Tensor({7}, {1});
  auto shape = Shape::ForView(DimVector{2, 2}, DimVector{0, 2 * s});
  ASSERT_TRUE(shape.ok());
  const Tensor repeated = one.View(one.origin(), shape.value());
  EXPECT_EQ(Reshape(repeated, Values{4}).status().code(), StatusCode::kInvalidArgument);
  auto padded = Reshape(repeated, Values{2, 1, 2, 1});
  ASSERT_TRUE(padded.ok()) << padded.status().message();
  EXPECT_EQ(StridesOf(padded.value()), (Values{0, 0, 2 * s, 0}));
}

TEST(ViewIntegerEdges, CountsAreCheckedBeforeTheirListsAreRead) {
  // Two real entries claimed to be many more: any read past them is a sanitizer report.
  const Values two{1, 0};
  const std::span<const int64_t> claimed(two.data(), size_t{1} << 30);
  const Tensor t = Arange({2, 3});
  EXPECT_EQ(PermuteDimensions(t, claimed).status().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(MoveDim(t, claimed, claimed).status().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(Reshape(t, claimed).status().code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(Expand(t, claimed).status().code(), StatusCode::kArgumentOutOfRange);
  const Values three{1, 0, 1};
  EXPECT_EQ(MoveDim(t, three, three).status().code(), StatusCode::kInvalidArgument);
  EXPECT_TRUE(MoveDim(t, two, Values{0, 1}).ok());
}

TEST(ViewIntegerEdges, AnEmptyTensorCanBeSeenWithZeroStrides) {
  const Tensor empty = EmptyWithHugeStrides();
  auto zeroed = WithZeroStridesIfEmpty(empty);
  ASSERT_TRUE(zeroed.ok());
  EXPECT_EQ(LengthsOf(zeroed.value()), (Values{3, 3, 0}));
  EXPECT_EQ(StridesOf(zeroed.value()), (Values{0, 0, 0}));
  EXPECT_EQ(zeroed->origin(), empty.origin());
  const Tensor t = Arange({2, 3});
  EXPECT_TRUE(WithZeroStridesIfEmpty(t)->SameViewAs(t));
}

TEST(ViewIntegerEdges, AnIndexStepOfInt64MinSelectsOneElementFromTheBack) {
  const Tensor t = Arange({5});
  for (int64_t step : {kMin, kMin + 1}) {
    auto picked = Index(t, std::vector<IndexItem>{IndexItem::Slice({}, {}, step)});
    ASSERT_TRUE(picked.ok()) << picked.status().message();
    EXPECT_EQ(Read(picked.value()), (Values{4})) << step;  // NumPy: arange(5)[::-2**63] == [4]
  }
  auto forward = Index(t, std::vector<IndexItem>{IndexItem::Slice(kMin, kMax, kMax)});
  ASSERT_TRUE(forward.ok());
  EXPECT_EQ(Read(forward.value()), (Values{0}));
}

TEST(ViewIntegerEdges, IndexingAnEmptyTensorFormsNoOffsetsFromItsStrides) {
  const Tensor empty = EmptyWithHugeStrides();
  auto sliced = Index(empty, std::vector<IndexItem>{IndexItem::Integer(2), IndexItem::Slice(1, {}, {})});
  ASSERT_TRUE(sliced.ok()) << sliced.status().message();
  EXPECT_EQ(LengthsOf(sliced.value()), (Values{2, 0}));
  const int64_t value = 7;
  const Status assigned = IndexAssignScalar(empty, std::vector<IndexItem>{IndexItem::Integer(-1)},
                                            DType::kInt64, &value, AssignOp::kAssign);
  EXPECT_TRUE(assigned.ok()) << assigned.message();
  // NumPy: np.zeros((3, 0))[...] = [1, 2] cannot broadcast (2,) into (3, 0).
  const Tensor two = Int64Tensor({1, 2}, {2});
  EXPECT_EQ(IndexAssign(empty, std::vector<IndexItem>{IndexItem::Ellipsis()}, two,
                        AssignOp::kAssign)
                .code(),
            StatusCode::kShapeMismatch);
}

}  // namespace
}  // namespace strata::test
