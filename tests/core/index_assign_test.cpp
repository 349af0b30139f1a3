// Indexing rules beyond the seed examples, index assignment and its error cases.
#include <gtest/gtest.h>

#include <cmath>

#include "indexing/index_assign.h"
#include "indexing/indexing.h"
#include "views/view_ops.h"
#include "view_test_support.h"

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

TEST(Indexing, FullIntegerIndexGivesShapeOne) {
  auto r = Index(Arange({2, 3}), std::vector<IndexItem>{IndexItem::Integer(-1), IndexItem::Integer(1)});
  EXPECT_EQ(LengthsOf(r.value()), (Values{1}));
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

}  // namespace
}  // namespace strata
