#include "joins/concatenate.h"

#include <gtest/gtest.h>

#include "copy/broadcast_copy.h"
#include "support/copy_test_support.h"
#include "joins/split.h"
#include "joins/stack.h"
#include "views/broadcast_view.h"

namespace strata {
namespace {

using namespace copytest;

TEST(Concatenate, JoinsAlongADimensionModuloLeadingOnes) {
  const std::vector<Tensor> inputs{Dense32({1, 2, 3, 4}, {2, 2}), Dense32({5, 6}, {1, 1, 2})};
  auto joined = ConcatenateOnDimension(inputs, 0);
  ASSERT_TRUE(joined.ok()) << joined.status().message();
  EXPECT_EQ(ToVec(joined->shape().lengths()), (Lengths{3, 2}));
  EXPECT_EQ(Logical<int32_t>(joined.value()), (std::vector<int32_t>{1, 2, 3, 4, 5, 6}));
  const std::vector<Tensor> columns{Dense32({1, 2, 3, 4}, {2, 2}), Dense32({5, 6}, {2, 1})};
  auto wide = ConcatenateOnDimension(columns, 1);
  ASSERT_TRUE(wide.ok());
  EXPECT_EQ(Logical<int32_t>(wide.value()), (std::vector<int32_t>{1, 2, 5, 3, 4, 6}));
}

TEST(Concatenate, FlattensWithDimensionMinusOne) {
  std::vector<int32_t> storage = Iota<int32_t>(8);
  const std::vector<Tensor> inputs{ViewOf(storage, 0, {2, 2}, {1, 4}), Dense32({9}, {1})};
  auto flat = ConcatenateOnDimension(inputs, -1);
  ASSERT_TRUE(flat.ok());
  EXPECT_EQ(Logical<int32_t>(flat.value()), (std::vector<int32_t>{1, 5, 2, 6, 9}));
  // Into a destination of any shape with the same count, in its own logical order.
  std::vector<int32_t> out(10, 0);
  ASSERT_TRUE(ConcatenateOnDimensionInto(inputs, -1, ViewOf(out, 0, {5}, {2})).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{1, 0, 5, 0, 2, 0, 6, 0, 9, 0}));
}

TEST(Concatenate, RejectsBadArgumentsBeforeWriting) {
  const std::vector<Tensor> one{Dense32({1}, {1})};
  EXPECT_EQ(CodeOf(Concatenate(one)), StatusCode::kInvalidArgument);
  const std::vector<Tensor> mismatched{Dense32({1, 2}, {1, 2}), Dense32({1, 2, 3}, {1, 3})};
  EXPECT_EQ(CodeOf(Concatenate(mismatched)), StatusCode::kShapeMismatch);
  EXPECT_EQ(CodeOf(ConcatenateOnDimension(mismatched, 2)), StatusCode::kInvalidArgument);
  std::vector<int32_t> out(4, -1);
  const std::vector<Tensor> pair{Dense32({1, 2}, {2}), Dense32({3, 4}, {2})};
  EXPECT_EQ(ConcatenateOnDimensionInto(pair, 0, ViewOf(out, 0, {3})).code(),
            StatusCode::kShapeMismatch);
  EXPECT_EQ(ConcatenateOnDimensionInto(pair, 0, ViewOf(out, 0, {4}, {0})).code(),
            StatusCode::kInvalidArgument);
  EXPECT_EQ(ConcatenateOnDimensionInto(pair, 0, ViewOf(out, 0, {4}, {}, true)).code(),
            StatusCode::kReadOnly);
  EXPECT_EQ(out, std::vector<int32_t>(4, -1));
}

TEST(Concatenate, RejectsAnyInputOverlappingTheDestination) {
  std::vector<int32_t> storage = Iota<int32_t>(6);
  const std::vector<Tensor> inputs{Dense32({9, 9}, {2}), ViewOf(storage, 2, {2})};
  EXPECT_EQ(ConcatenateOnDimensionInto(inputs, 0, ViewOf(storage, 0, {4})).code(),
            StatusCode::kOverlap);
  EXPECT_EQ(storage, Iota<int32_t>(6));
  // Interleaved input and destination are fine.
  const std::vector<Tensor> odd{ViewOf(storage, 1, {1}), ViewOf(storage, 3, {1})};
  ASSERT_TRUE(ConcatenateOnDimensionInto(odd, 0, ViewOf(storage, 0, {2}, {4})).ok());
  EXPECT_EQ(storage, (std::vector<int32_t>{2, 2, 3, 4, 4, 6}));
}

TEST(Stack, InsertsANewDimension) {
  const std::vector<Tensor> inputs{Dense32({1, 2}, {2}), Dense32({3, 4}, {1, 2})};
  auto rows = StackAlongDimension(inputs, 0);
  ASSERT_TRUE(rows.ok()) << rows.status().message();
  EXPECT_EQ(ToVec(rows->shape().lengths()), (Lengths{2, 2}));
  EXPECT_EQ(Logical<int32_t>(rows.value()), (std::vector<int32_t>{1, 2, 3, 4}));
  auto columns = StackAlongDimension(inputs, 1);
  ASSERT_TRUE(columns.ok());
  EXPECT_EQ(Logical<int32_t>(columns.value()), (std::vector<int32_t>{1, 3, 2, 4}));
  EXPECT_EQ(CodeOf(StackAlongDimension(inputs, 2)), StatusCode::kInvalidArgument);
  EXPECT_EQ(CodeOf(StackAlongDimension(inputs, -1)), StatusCode::kInvalidArgument);
  const std::vector<Tensor> unequal{Dense32({1, 2}, {2}), Dense32({3}, {1})};
  EXPECT_EQ(CodeOf(StackAlongDimension(unequal, 0)), StatusCode::kShapeMismatch);
  std::vector<int32_t> out(4, 0);
  ASSERT_TRUE(StackAlongDimensionInto(inputs, 1, ViewOf(out, 0, {1, 2, 2})).ok());
  EXPECT_EQ(out, (std::vector<int32_t>{1, 3, 2, 4}));
}

TEST(Split, ReturnsEqualDenseParts) {
  std::vector<int32_t> storage = Iota<int32_t>(12);
  auto parts = Split(ViewOf(storage, 0, {2, 3}, {1, 4}), 3, 1);
  ASSERT_TRUE(parts.ok());
  ASSERT_EQ(parts->size(), 3u);
  EXPECT_EQ(Logical<int32_t>((*parts)[2]), (std::vector<int32_t>{9, 10}));
  EXPECT_TRUE((*parts)[2].shape().is_dense());
  EXPECT_EQ(CodeOf(Split(Dense32({1, 2}, {2}), 0, 0)), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(CodeOf(Split(Dense32({1, 2}, {2}), 3, 0)), StatusCode::kInvalidArgument);
  EXPECT_EQ(CodeOf(Split(Dense32({1, 2}, {2}), 1, 1)), StatusCode::kInvalidArgument);
  auto empty = Split(Dense32({}, {0}), 2, 0);
  ASSERT_TRUE(empty.ok());
  EXPECT_EQ(empty->size(), 2u);
}

TEST(Broadcast, ViewsAllocatesAndWritesIntoDestinations) {
  auto row = Dense32({1, 2, 3}, {3});
  auto view = BroadcastView(row, Lengths{2, 3});
  ASSERT_TRUE(view.ok());
  EXPECT_EQ(ToVec(view->shape().strides()), (Lengths{0, 1}));
  EXPECT_EQ(view->origin(), row.origin());
  auto copy = Broadcast(row, Lengths{2, 3});
  ASSERT_TRUE(copy.ok());
  EXPECT_TRUE(copy->shape().is_dense());
  EXPECT_EQ(Logical<int32_t>(copy.value()), (std::vector<int32_t>{1, 2, 3, 1, 2, 3}));
  EXPECT_EQ(CodeOf(BroadcastView(row, Lengths{2, 2})), StatusCode::kShapeMismatch);
  std::vector<int32_t> none;
  EXPECT_TRUE(BroadcastInto(Dense32({7}, {1}), ViewOf(none, 0, {0})).ok());
  std::vector<int32_t> storage = Iota<int32_t>(4);
  EXPECT_EQ(BroadcastInto(ViewOf(storage, 0, {4}), ViewOf(storage, 0, {4})).code(),
            StatusCode::kOverlap);
  auto tried = TryBroadcastInto(row, ViewOf(storage, 0, {4}));
  ASSERT_TRUE(tried.ok());
  EXPECT_FALSE(tried.value());
  EXPECT_EQ(storage, Iota<int32_t>(4));
}

}  // namespace
}  // namespace strata
