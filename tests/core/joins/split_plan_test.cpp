// Split plans: the number of pieces comes from the arguments alone, however large, and the
// checks that read a caller's list or follow the count wait for the plan's check.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "joins/split.h"
#include "views/split_views.h"
#include "views/view_ops.h"
#include "support/view_test_support.h"

namespace strata::test {
namespace {

// One element repeated `length` times (stride 0).
Tensor Repeated(int64_t length) {
  auto t = Expand(Arange({1}), Values{length});
  EXPECT_TRUE(t.ok()) << t.status().message();
  return t.value();
}

int64_t CountOf(const Result<SplitPlan>& plan) {
  EXPECT_TRUE(plan.ok()) << plan.status().message();
  return plan.ok() ? plan->count : -1;
}

TEST(SplitPlan, CountsAnyNumberOfPiecesWithoutCuttingThem) {
  const Tensor two = Arange({2});
  EXPECT_EQ(CountOf(PlanTensorSplitCount(two, INT64_MAX, 0)), INT64_MAX);
  EXPECT_EQ(CountOf(PlanHSplitCount(two, INT64_MAX)), INT64_MAX);
  EXPECT_EQ(CountOf(PlanVSplitCount(Arange({2, 2}), INT64_MAX)), INT64_MAX);
  EXPECT_EQ(CountOf(PlanSplitBySize(two, INT64_MAX, 0)), 1);
  EXPECT_EQ(CountOf(PlanSplit(Arange({0}), INT64_MAX, 0)), INT64_MAX);

  const Tensor huge = Repeated(INT64_MAX);
  EXPECT_EQ(CountOf(PlanUnbind(huge, 0)), INT64_MAX);
  EXPECT_EQ(CountOf(PlanSplitBySize(huge, 1, -1)), INT64_MAX);
  EXPECT_EQ(CountOf(PlanSplitBySize(huge, 2, 0)), INT64_MAX / 2 + 1);
  EXPECT_EQ(CountOf(PlanSplitBySize(huge, INT64_MAX, 0)), 1);
  EXPECT_EQ(CountOf(PlanSplitBySize(Arange({0}), 1, 0)), 1);
  EXPECT_EQ(CountOf(PlanUnbind(Arange({0, 3}), 0)), 0);
}

TEST(SplitPlan, ChecksThatReadTheListWaitForTheCheck) {
  const Tensor t = Arange({5});
  const Values wrong_sum{1, 3};
  auto plan = PlanSplitBySections(t, wrong_sum, 0);
  ASSERT_TRUE(plan.ok());
  EXPECT_EQ(plan->count, 2);
  ASSERT_TRUE(plan->check);
  EXPECT_EQ(plan->check().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(CutPieces(t, plan).status().code(), StatusCode::kInvalidArgument);

  auto split = PlanSplit(t, int64_t{1} << 40, 0);
  ASSERT_TRUE(split.ok());
  EXPECT_EQ(split->count, int64_t{1} << 40);
  EXPECT_EQ(split->check().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(PlanSplit(t, 5, 1)->check().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(PlanSplit(t, 0, 0).status().code(), StatusCode::kArgumentOutOfRange);
}

TEST(SplitPlan, PlanningErrorsComeFirst) {
  const Tensor t = Arange({2, 3});
  EXPECT_EQ(PlanUnbind(t, INT64_MIN).status().code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(PlanUnbind(t, INT64_MAX).status().code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(PlanSplitBySize(t, INT64_MIN, 0).status().code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(PlanTensorSplitCount(t, INT64_MIN, 0).status().code(),
            StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(PlanTensorSplitIndices(t, Values{}, INT64_MIN).status().code(),
            StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(PlanVSplitIndices(Arange({3}), Values{1}).status().code(),
            StatusCode::kInvalidArgument);
}

TEST(SplitPlan, ExtremeSplitPointsClampToTheDimension) {
  const Tensor t = Arange({4});
  std::vector<Values> pieces;
  auto cut = TensorSplitIndices(t, Values{INT64_MIN, 2, INT64_MAX, INT64_MIN}, 0);
  ASSERT_TRUE(cut.ok()) << cut.status().message();
  for (const Tensor& piece : cut.value()) pieces.push_back(Read(piece));
  EXPECT_EQ(pieces, (std::vector<Values>{{}, {0, 1}, {2, 3}, {}, {0, 1, 2, 3}}));
}

TEST(SplitPlan, PiecesOfAnEmptyTensorWithHugeStridesFormNoOffsets) {
  // Empty shapes may carry any stride; start × stride would overflow int64 here.
  const Tensor t = Int64Tensor({}, {3, 0}, {INT64_MAX, 0});
  for (const auto& cut : {SplitBySize(t, 1, 0), Unbind(t, 0), TensorSplitCount(t, 3, 0),
                          TensorSplitIndices(t, Values{1, 2}, 0), Split(t, 3, 0)}) {
    ASSERT_TRUE(cut.ok()) << cut.status().message();
    ASSERT_EQ(cut->size(), 3u);
    for (const Tensor& piece : cut.value()) EXPECT_TRUE(piece.shape().is_empty());
  }
}

}  // namespace
}  // namespace strata::test
