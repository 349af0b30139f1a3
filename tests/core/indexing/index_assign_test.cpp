// Indexing rules beyond the seed examples, index assignment and its error cases.
#include <gtest/gtest.h>

#include <cmath>

#include "indexing/index_assign.h"
#include "indexing/indexing.h"
#include "views/view_ops.h"
#include "support/view_test_support.h"

namespace strata {
namespace {

using test::Arange;
using test::Int64Tensor;
using test::LengthsOf;
using test::Read;
using test::StorageBytes;
using test::Values;

Tensor Float64Tensor(const std::vector<double>& values, const Values& lengths) {
  auto shape = Shape::Create(lengths);
  auto t = Tensor::Allocate(DType::kFloat64, shape.value(), false);
  std::memcpy(t->origin(), values.data(), values.size() * 8);
  return t.value();
}

Tensor BoolTensor(const std::vector<uint8_t>& values, const Values& lengths) {
  auto shape = Shape::Create(lengths);
  auto t = Tensor::Allocate(DType::kBool, shape.value(), false);
  std::memcpy(t->origin(), values.data(), values.size());
  return t.value();
}

Status AssignScalar(const Tensor& t, const std::vector<IndexItem>& items, int64_t v,
                    AssignOp op = AssignOp::kAssign) {
  return IndexAssignScalar(t, items, DType::kInt64, &v, op);
}

TEST(Indexing, NegativeStepGivesACopyWithNonnegativeStrides) {
  const Tensor t = Arange({2, 4});
  const std::vector<IndexItem> items = {IndexItem::Ellipsis(), IndexItem::Slice({}, {}, -2)};
  auto r = Index(t, items);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(Read(r.value()), (Values{3, 1, 7, 5}));
  EXPECT_NE(r->storage(), t.storage());
  for (int64_t s : r->shape().strides()) EXPECT_GE(s, 0);
  // Assignment through a negative step writes the mirrored positions.
  ASSERT_TRUE(IndexAssign(t, items, Int64Tensor({10, 20}, {2}), AssignOp::kAssign).ok());
  EXPECT_EQ(Read(t), (Values{0, 20, 2, 10, 4, 20, 6, 10}));
}

TEST(Indexing, SteppedSlicesAreViews) {
  const Tensor t = Arange({10});
  auto r = Index(t, std::vector<IndexItem>{IndexItem::Slice(1, -1, 3)});
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(Read(r.value()), (Values{1, 4, 7}));
  EXPECT_EQ(r->storage(), t.storage());
  EXPECT_EQ(r->shape().stride(0), 3);
  // Omitted bounds and out-of-range bounds clamp like Python.
  auto s = Index(t, std::vector<IndexItem>{IndexItem::Slice(-100, 100, {})});
  EXPECT_EQ(LengthsOf(s.value()), (Values{10}));
}

TEST(Indexing, AdvancedDimensionsGoInFrontWhenSeparated) {
  const Tensor t = Arange({2, 3, 4});
  const Tensor i = Int64Tensor({0, 1}, {2});
  // Adjacent: t[:, i, i] → (2, 2); separated by a slice: t[i, :, i] → (2, 3).
  auto adjacent = Index(t, std::vector<IndexItem>{IndexItem::Slice({}, {}), IndexItem::Of(i), IndexItem::Of(i)});
  EXPECT_EQ(LengthsOf(adjacent.value()), (Values{2, 2}));
  EXPECT_EQ(Read(adjacent.value()), (Values{0, 5, 12, 17}));
  auto separated = Index(t, std::vector<IndexItem>{IndexItem::Of(i), IndexItem::Slice({}, {}), IndexItem::Of(i)});
  EXPECT_EQ(LengthsOf(separated.value()), (Values{2, 3}));
  EXPECT_EQ(Read(separated.value()), (Values{0, 4, 8, 13, 17, 21}));
  // None between advanced items separates them too; a 2-D mask covers two dimensions.
  auto with_none = Index(t, std::vector<IndexItem>{IndexItem::Slice({}, {}), IndexItem::Of(i), IndexItem::NewAxis(), IndexItem::Of(i)});
  EXPECT_EQ(LengthsOf(with_none.value()), (Values{2, 2, 1}));
  auto mask = Index(t, std::vector<IndexItem>{IndexItem::Of(BoolTensor({1, 0, 0, 0, 0, 1}, {2, 3}))});
  EXPECT_EQ(LengthsOf(mask.value()), (Values{2, 4}));
  EXPECT_EQ(Read(mask.value()), (Values{0, 1, 2, 3, 20, 21, 22, 23}));
}

TEST(Indexing, FullIntegerIndexGivesRankZero) {
  auto r = Index(Arange({2, 3}), std::vector<IndexItem>{IndexItem::Integer(-1), IndexItem::Integer(1)});
  EXPECT_EQ(LengthsOf(r.value()), (Values{}));
  EXPECT_EQ(Read(r.value()), (Values{4}));
}

TEST(Indexing, ErrorsNameTheAxisAndTheValues) {
  const Tensor t = Arange({2, 3});
  auto out_of_range = Index(t, std::vector<IndexItem>{IndexItem::Slice({}, {}), IndexItem::Integer(3)});
  EXPECT_EQ(out_of_range.status().code(), StatusCode::kIndexOutOfRange);
  EXPECT_EQ(out_of_range.status().message(), "index 3 is out of range for axis 1 of length 3");
  auto tensor_out_of_range = Index(t, std::vector<IndexItem>{IndexItem::Of(Int64Tensor({0, -3}, {2}))});
  EXPECT_EQ(tensor_out_of_range.status().message(), "index -3 is out of range for axis 0 of length 2");
  auto too_many = Index(t, std::vector<IndexItem>{IndexItem::Integer(0), IndexItem::Integer(0), IndexItem::Integer(0)});
  EXPECT_EQ(too_many.status().code(), StatusCode::kIndexOutOfRange);
  EXPECT_NE(too_many.status().message().find("too many indices"), std::string::npos);
  auto two_ellipses = Index(t, std::vector<IndexItem>{IndexItem::Ellipsis(), IndexItem::Ellipsis()});
  EXPECT_EQ(two_ellipses.status().code(), StatusCode::kInvalidArgument);
  EXPECT_NE(two_ellipses.status().message().find("items 0 and 1"), std::string::npos);
  auto mask = Index(t, std::vector<IndexItem>{IndexItem::Of(BoolTensor({1, 0, 1}, {3}))});
  EXPECT_EQ(mask.status().code(), StatusCode::kShapeMismatch);
  EXPECT_NE(mask.status().message().find("axis 0 has length 2, the mask 3"), std::string::npos);
  auto float_index = Index(t, std::vector<IndexItem>{IndexItem::Of(Float64Tensor({0.0}, {1}))});
  EXPECT_EQ(float_index.status().code(), StatusCode::kDTypeMismatch);
  EXPECT_NE(float_index.status().message().find("Double"), std::string::npos);
  auto no_broadcast = Index(t, std::vector<IndexItem>{IndexItem::Of(Int64Tensor({0, 1}, {2})), IndexItem::Of(Int64Tensor({0, 1, 2}, {3}))});
  EXPECT_EQ(no_broadcast.status().code(), StatusCode::kShapeMismatch);
  auto zero_step = Index(t, std::vector<IndexItem>{IndexItem::Slice({}, {}, 0)});
  EXPECT_EQ(zero_step.status().code(), StatusCode::kInvalidArgument);
}

TEST(IndexAssign, RepeatedAdvancedPositionsKeepTheLastWriteInRowMajorOrder) {
  const Tensor t = Arange({4});
  const std::vector<IndexItem> items = {IndexItem::Of(Int64Tensor({1, 3, 1, 1}, {4}))};
  ASSERT_TRUE(IndexAssign(t, items, Int64Tensor({10, 20, 30, 40}, {4}), AssignOp::kAssign).ok());
  EXPECT_EQ(Read(t), (Values{0, 40, 2, 20}));
  // Augmented assignment reads every old value first: position 1 gets old + 1 once.
  ASSERT_TRUE(AssignScalar(t, items, 1, AssignOp::kAdd).ok());
  EXPECT_EQ(Read(t), (Values{0, 41, 2, 21}));
}

TEST(IndexAssign, IntegerFloorDivisionAndModuloFollowPython) {
  const Tensor t = Int64Tensor({7, -7, 7, -7}, {4});
  const std::vector<IndexItem> all = {IndexItem::Ellipsis()};
  const Tensor divisors = Int64Tensor({2, 2, -2, -2}, {4});
  ASSERT_TRUE(IndexAssign(t, all, divisors, AssignOp::kFloorDivide).ok());
  EXPECT_EQ(Read(t), (Values{3, -4, -4, 3}));
  const Tensor m = Int64Tensor({7, -7, 7, -7}, {4});
  ASSERT_TRUE(IndexAssign(m, all, divisors, AssignOp::kModulo).ok());
  EXPECT_EQ(Read(m), (Values{1, 1, -1, -1}));
  const Tensor d = Int64Tensor({7, -7}, {2});
  ASSERT_TRUE(AssignScalar(d, all, 2, AssignOp::kDivide).ok());
  EXPECT_EQ(Read(d), (Values{3, -3}));
  const Tensor p = Int64Tensor({3, -2}, {2});
  ASSERT_TRUE(AssignScalar(p, all, 3, AssignOp::kPower).ok());
  EXPECT_EQ(Read(p), (Values{27, -8}));
}

TEST(IndexAssign, FloatFloorDivisionModuloAndPower) {
  const Tensor t = Float64Tensor({7.5, -7.5, 2.0}, {3});
  const std::vector<IndexItem> all = {IndexItem::Ellipsis()};
  const Tensor copy = Float64Tensor({7.5, -7.5, 2.0}, {3});
  ASSERT_TRUE(IndexAssign(t, all, Float64Tensor({2.0, 2.0, -4.0}, {3}), AssignOp::kFloorDivide).ok());
  EXPECT_EQ(Read<double>(t), (std::vector<double>{3.0, -4.0, -1.0}));
  ASSERT_TRUE(IndexAssign(copy, all, Float64Tensor({2.0, 2.0, -4.0}, {3}), AssignOp::kModulo).ok());
  EXPECT_EQ(Read<double>(copy), (std::vector<double>{1.5, 0.5, -2.0}));
  const Tensor p = Float64Tensor({2.0, 9.0}, {2});
  ASSERT_TRUE(IndexAssign(p, all, Float64Tensor({-1.0, 0.5}, {2}), AssignOp::kPower).ok());
  EXPECT_EQ(Read<double>(p), (std::vector<double>{0.5, 3.0}));
}

TEST(IndexAssign, ValuesAreCastToTheTensorDtype) {
  const Tensor t = Arange({3});
  ASSERT_TRUE(IndexAssign(t, std::vector<IndexItem>{IndexItem::Ellipsis()},
                          Float64Tensor({1.9, -1.9, std::nan("")}, {3}), AssignOp::kAssign).ok());
  EXPECT_EQ(Read(t), (Values{1, -1, 0}));
}

TEST(IndexAssign, AnOverlappingValueIsReadBeforeTheFirstWrite) {
  const Tensor t = Arange({5});
  auto shifted = Index(t, std::vector<IndexItem>{IndexItem::Slice({}, -1)});
  ASSERT_TRUE(IndexAssign(t, std::vector<IndexItem>{IndexItem::Slice(1, {})}, shifted.value(),
                          AssignOp::kAssign).ok());
  EXPECT_EQ(Read(t), (Values{0, 0, 1, 2, 3}));
}

TEST(IndexAssign, FailedCallsLeaveEveryByteUnchanged) {
  const Tensor t = Arange({2, 3});
  const Tensor value = Int64Tensor({0, 0, 5, 0}, {4});
  const auto before = StorageBytes(t);
  const auto value_before = StorageBytes(value);
  const std::vector<IndexItem> row = {IndexItem::Integer(1)};
  EXPECT_EQ(IndexAssign(t, row, value, AssignOp::kAssign).code(), StatusCode::kShapeMismatch);
  EXPECT_EQ(AssignScalar(t, {IndexItem::Integer(2)}, 1).code(), StatusCode::kIndexOutOfRange);
  // Division by zero in the last element is found before any element is written.
  const std::vector<IndexItem> all = {IndexItem::Ellipsis()};
  EXPECT_EQ(IndexAssign(t, all, Int64Tensor({1, 1, 1, 1, 1, 0}, {2, 3}), AssignOp::kFloorDivide).code(),
            StatusCode::kInvalidArgument);
  EXPECT_EQ(AssignScalar(t, all, -1, AssignOp::kPower).code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(StorageBytes(t), before);
  EXPECT_EQ(StorageBytes(value), value_before);
  auto read_only = Tensor::Wrap(DType::kInt64, t.origin(), 6, t.shape(), true, {});
  EXPECT_EQ(AssignScalar(read_only.value(), all, 1).code(), StatusCode::kReadOnly);
  EXPECT_EQ(StorageBytes(t), before);
}

// Index items of a (5, 3) tensor that select nothing, each with its selection lengths.
struct EmptySelection {
  std::vector<IndexItem> items;
  Values lengths;
};

std::vector<EmptySelection> EmptySelections() {
  const Tensor no_positions = Int64Tensor({}, {0});
  return {
      {{IndexItem::Slice(5, {})}, {0, 3}},
      {{IndexItem::Slice(10, 20)}, {0, 3}},  // beyond the end: clamped, not an error
      {{IndexItem::Slice(3, 1)}, {0, 3}},
      {{IndexItem::Slice({}, {}), IndexItem::Slice(3, {})}, {5, 0}},
      {{IndexItem::Slice(5, {}), IndexItem::Integer(2)}, {0}},
      {{IndexItem::Of(no_positions)}, {0, 3}},
      {{IndexItem::Of(no_positions), IndexItem::Integer(-3)}, {0}},
      {{IndexItem::Of(BoolTensor(std::vector<uint8_t>(15, 0), {5, 3}))}, {0}},
      {{IndexItem::Bool(false)}, {0, 5, 3}},
      {{IndexItem::Ellipsis(), IndexItem::Slice(3, {}), IndexItem::NewAxis()}, {5, 0, 1}},
  };
}

TEST(IndexAssign, AnEmptySelectionTakesEveryBroadcastableValueAndWritesNothing) {
  const Tensor floats = Float64Tensor(std::vector<double>(15, 1.5), {5, 3});
  const Tensor integers = Arange({5, 3});
  const double same_dtype = 3.5;
  const int64_t zero = 0;
  // Assigning a value of t's dtype would copy into a view with CopyTo, which refuses a source
  // with more elements than its destination (kArgumentOutOfRange); other values are cast first.
  const std::vector<Tensor> values = {Float64Tensor({2.0}, {1}), Float64Tensor({2.0}, {1, 1}),
                                      Int64Tensor({0}, {1}), BoolTensor({1}, {1, 1, 1}),
                                      Int64Tensor({}, {0})};
  for (const EmptySelection& selection : EmptySelections()) {
    auto indexed = Index(floats, selection.items);
    ASSERT_TRUE(indexed.ok()) << indexed.status().message();
    ASSERT_EQ(LengthsOf(indexed.value()), selection.lengths);
    for (const Tensor& t : {floats, integers}) {
      const auto before = StorageBytes(t);
      for (int32_t op = 0; op <= static_cast<int32_t>(AssignOp::kFloorDivide); ++op) {
        const auto assign_op = static_cast<AssignOp>(op);
        SCOPED_TRACE(testing::Message() << "lengths " << ::testing::PrintToString(selection.lengths)
                                        << ", dtype " << DTypeName(t.dtype()) << ", op " << op);
        Status s = IndexAssignScalar(t, selection.items, DType::kFloat64, &same_dtype, assign_op);
        EXPECT_TRUE(s.ok()) << s.message();
        // An integer division by zero finds nothing to divide.
        s = IndexAssignScalar(t, selection.items, DType::kInt64, &zero, assign_op);
        EXPECT_TRUE(s.ok()) << s.message();
        for (const Tensor& value : values) {
          const bool broadcasts = value.shape().flattened_length() != 0 ||
                                  selection.lengths.back() == 0;
          s = IndexAssign(t, selection.items, value, assign_op);
          EXPECT_EQ(s.ok(), broadcasts) << s.message();
        }
      }
      EXPECT_EQ(StorageBytes(t), before);
    }
  }
}

TEST(IndexAssign, AValueThatCannotBroadcastToAnEmptySelectionIsRefused) {
  // NumPy: a = np.zeros((5, 3)); a[5:] = np.ones(2) raises; a[5:] = np.ones(3) does not.
  const Tensor t = Float64Tensor(std::vector<double>(15, 1.5), {5, 3});
  const auto before = StorageBytes(t);
  const std::vector<IndexItem> rows = {IndexItem::Slice(5, {})};
  EXPECT_TRUE(IndexAssign(t, rows, Float64Tensor({1, 2, 3}, {3}), AssignOp::kAssign).ok());
  EXPECT_TRUE(IndexAssign(t, rows, Float64Tensor({1, 2, 3}, {1, 1, 3}), AssignOp::kAdd).ok());
  for (int32_t op = 0; op <= static_cast<int32_t>(AssignOp::kFloorDivide); ++op) {
    for (const Tensor& value : {Float64Tensor({1, 2}, {2}),
                                Float64Tensor({1, 2, 3, 4, 5, 6}, {2, 1, 3}),
                                Float64Tensor({1, 2, 3, 4, 5, 6}, {2, 3})}) {
      const Status s = IndexAssign(t, rows, value, static_cast<AssignOp>(op));
      EXPECT_EQ(s.code(), StatusCode::kShapeMismatch) << op << ": " << s.message();
    }
  }
  const std::vector<IndexItem> columns = {IndexItem::Ellipsis(), IndexItem::Slice(3, {})};
  EXPECT_EQ(IndexAssign(t, columns, Float64Tensor({1, 2, 3, 4, 5}, {5}), AssignOp::kAssign).code(),
            StatusCode::kShapeMismatch);
  EXPECT_TRUE(
      IndexAssign(t, columns, Float64Tensor({1, 2, 3, 4, 5}, {5, 1}), AssignOp::kAssign).ok());
  EXPECT_EQ(StorageBytes(t), before);
}

TEST(IndexAssign, AnIntegerBesideAdvancedItemsThatSelectNothingIsStillRangeChecked) {
  // NumPy: a[np.array([], int), 10] and a[False, 10] raise IndexError; a[np.array([], int), -3]
  // and a[np.array([10]), np.array([], int)] (no position is looked at) do not.
  const Tensor t = Arange({5, 3});
  const auto before = StorageBytes(t);
  const Tensor no_positions = Int64Tensor({}, {0});
  const std::vector<std::vector<IndexItem>> refused = {
      {IndexItem::Of(no_positions), IndexItem::Integer(10)},
      {IndexItem::Of(no_positions), IndexItem::Integer(-4)},
      {IndexItem::Integer(5), IndexItem::Of(no_positions)},
      {IndexItem::Bool(false), IndexItem::Integer(10)},
      {IndexItem::Of(no_positions), IndexItem::Ellipsis(), IndexItem::Integer(3)},
      {IndexItem::Of(BoolTensor({0, 0, 0, 0, 0}, {5})), IndexItem::Integer(3)},
  };
  for (const auto& items : refused) {
    auto indexed = Index(t, items);
    EXPECT_EQ(indexed.status().code(), StatusCode::kIndexOutOfRange);
    EXPECT_NE(indexed.status().message().find("is out of range for axis"), std::string::npos)
        << indexed.status().message();
    EXPECT_EQ(AssignScalar(t, items, 1).code(), StatusCode::kIndexOutOfRange);
    EXPECT_EQ(AssignScalar(t, items, 1, AssignOp::kAdd).code(), StatusCode::kIndexOutOfRange);
    EXPECT_EQ(IndexAssign(t, items, Int64Tensor({1}, {1}), AssignOp::kAssign).code(),
              StatusCode::kIndexOutOfRange);
  }
  auto message = Index(t, refused[0]);
  EXPECT_EQ(message.status().message(), "index 10 is out of range for axis 1 of length 3");
  const std::vector<std::vector<IndexItem>> accepted = {
      {IndexItem::Of(no_positions), IndexItem::Integer(-3)},
      {IndexItem::Of(Int64Tensor({10}, {1})), IndexItem::Of(no_positions)},
  };
  for (const auto& items : accepted) {
    auto indexed = Index(t, items);
    ASSERT_TRUE(indexed.ok()) << indexed.status().message();
    EXPECT_EQ(LengthsOf(indexed.value()), (Values{0}));
    EXPECT_TRUE(AssignScalar(t, items, 1).ok());
  }
  EXPECT_EQ(StorageBytes(t), before);
}

}  // namespace
}  // namespace strata
