// Destination, broadcasting, dtype and overlap rules of elementwise operations: every failure
// is reported before any write, leaving all operands byte-for-byte unchanged.
#include <gtest/gtest.h>

#include <random>

#include "elementwise/convert.h"
#include "elementwise/elementwise.h"
#include "support/elementwise_test_support.h"

namespace strata {
namespace {

using namespace strata::testing;
using O = ElementwiseOp;

// A view of t's storage at element offset `offset` with the given lengths and strides.
Tensor ViewOf(const Tensor& t, int64_t offset, std::vector<int64_t> lengths,
              std::vector<int64_t> strides) {
  auto shape = Shape::ForView(std::move(lengths), std::move(strides));
  EXPECT_TRUE(shape.ok());
  return t.View(t.origin() + offset * t.element_size(), std::move(shape).value());
}

Tensor Iota(DType dtype, int64_t n) {
  Tensor t = MakeTensor(dtype, {n});
  for (int64_t i = 0; i < n; ++i) {
    VisitDType(dtype, [&](auto v) {
      using T = decltype(v);
      if constexpr (std::is_arithmetic_v<T>) Set<T>(t, std::vector<int64_t>{i}, static_cast<T>(i + 1));
    });
  }
  return t;
}

TEST(ElementwiseOverlap, SameViewInPlaceIsAllowed) {
  const Tensor x = Iota(DType::kFloat32, 5);
  ASSERT_TRUE(BinaryInto(O::kAdd, x, x, x).ok());
  for (int64_t i = 0; i < 5; ++i) EXPECT_EQ(Get<float>(x, std::vector<int64_t>{i}), 2.0f * static_cast<float>(i + 1));
  ASSERT_TRUE(UnaryInto(O::kNegate, x, 0, x).ok());
  EXPECT_EQ(Get<float>(x, std::vector<int64_t>{4}), -10.0f);
}

TEST(ElementwiseOverlap, SameViewWithLeadingOnesCountsAsTheSameView) {
  const Tensor x = Iota(DType::kInt32, 4);
  const Tensor lifted = ViewOf(x, 0, {1, 4}, {0, 1});
  ASSERT_TRUE(BinaryInto(O::kMultiply, lifted, x, x).ok());
  EXPECT_EQ(Get<int32_t>(x, std::vector<int64_t>{3}), 16);
}

TEST(ElementwiseOverlap, ShiftedDenseDestinationIsRejectedUntouched) {
  const Tensor storage = Iota(DType::kInt32, 6);
  const Tensor src = ViewOf(storage, 0, {5}, {1});
  const Tensor dst = ViewOf(storage, 1, {5}, {1});
  const Tensor other = Iota(DType::kInt32, 5);
  const auto before = StorageBytes(storage);
  const Status s = BinaryInto(O::kAdd, src, other, dst);
  EXPECT_EQ(s.code(), StatusCode::kOverlap);
  EXPECT_EQ(StorageBytes(storage), before);
  EXPECT_EQ(UnaryInto(O::kNegate, src, 0, dst).code(), StatusCode::kOverlap);
  EXPECT_EQ(StorageBytes(storage), before);
}

TEST(ElementwiseOverlap, RepeatedStorageDestinationRejectsInPlace) {
  // [3] with stride 0 in place: the destination cannot hold distinct results.
  const Tensor storage = Iota(DType::kFloat64, 1);
  const Tensor repeated = ViewOf(storage, 0, {3}, {0});
  const auto before = StorageBytes(storage);
  EXPECT_EQ(BinaryInto(O::kAdd, repeated, repeated, repeated).code(), StatusCode::kOverlap);
  EXPECT_EQ(StorageBytes(storage), before);
}

TEST(ElementwiseOverlap, EachInputIsCheckedIndependently) {
  const Tensor storage = Iota(DType::kInt64, 8);
  const Tensor dst = ViewOf(storage, 0, {4}, {1});
  const Tensor disjoint = ViewOf(storage, 4, {4}, {1});
  const Tensor shifted = ViewOf(storage, 2, {4}, {1});
  const auto before = StorageBytes(storage);
  EXPECT_EQ(BinaryInto(O::kAdd, dst, shifted, dst).code(), StatusCode::kOverlap);
  EXPECT_EQ(BinaryInto(O::kAdd, shifted, dst, dst).code(), StatusCode::kOverlap);
  EXPECT_EQ(StorageBytes(storage), before);
  ASSERT_TRUE(BinaryInto(O::kAdd, dst, disjoint, dst).ok());  // x same view, y disjoint
  EXPECT_EQ(Get<int64_t>(storage, std::vector<int64_t>{0}), 1 + 5);
  EXPECT_EQ(Get<int64_t>(storage, std::vector<int64_t>{3}), 4 + 8);
}

// Dense operands of the destination's lengths take the one-row plan; the same storage seen as a
// [1, 4] input takes the general one. Both report the same failures in the same order.
TEST(ElementwiseOverlap, OneRowAndGeneralPlansReportAlike) {
  const Tensor storage = Iota(DType::kFloat64, 8);
  const Tensor dst = ViewOf(storage, 0, {4}, {1});
  const Tensor read_only = Tensor::Wrap(DType::kFloat64, dst.origin(), 4, dst.shape(), true, {}).value();
  const Tensor shifted_row = ViewOf(storage, 2, {4}, {1});        // one-row plan
  const Tensor shifted_general = ViewOf(storage, 2, {1, 4}, {4, 1});  // broadcast from [1, 4]
  const Tensor disjoint = ViewOf(storage, 4, {4}, {1});
  const auto before = StorageBytes(storage);
  for (const Tensor* shifted : {&shifted_row, &shifted_general}) {
    // Read-only comes first even when the input overlaps too.
    EXPECT_EQ(BinaryInto(O::kAdd, *shifted, disjoint, read_only).code(), StatusCode::kReadOnly);
    const Status overlap = BinaryInto(O::kAdd, disjoint, *shifted, dst);
    EXPECT_EQ(overlap.code(), StatusCode::kOverlap);
    EXPECT_NE(overlap.message().find("add (y)"), std::string::npos) << overlap.message();
    EXPECT_EQ(UnaryInto(O::kNegate, *shifted, 0, dst).code(), StatusCode::kOverlap);
    EXPECT_EQ(ConvertInto(*shifted, dst, ConvertMode::kTruncating).code(), StatusCode::kOverlap);
    EXPECT_EQ(StorageBytes(storage), before);
  }
}

TEST(ElementwiseOverlap, StridedViewOverItsOwnStorageIsNotTheSameView) {
  const Tensor storage = Iota(DType::kFloat32, 6);
  const Tensor strided = ViewOf(storage, 0, {2, 2}, {3, 1});
  const Tensor dense = ViewOf(storage, 0, {2, 2}, {2, 1});
  const auto before = StorageBytes(storage);
  EXPECT_EQ(UnaryInto(O::kAbs, strided, 0, dense).code(), StatusCode::kOverlap);
  EXPECT_EQ(StorageBytes(storage), before);
}

TEST(ElementwiseOverlap, ConversionRejectsAnyOverlap) {
  const Tensor storage = Iota(DType::kInt32, 4);
  const Tensor floats =
      Tensor::Wrap(DType::kFloat32, storage.origin(), 4, storage.shape(), false, {}).value();
  const auto before = StorageBytes(storage);
  EXPECT_EQ(ConvertInto(storage, floats, ConvertMode::kSaturating).code(), StatusCode::kOverlap);
  EXPECT_EQ(StorageBytes(storage), before);
}

TEST(ElementwiseErrors, DTypeMismatchLeavesOperandsUnchanged) {
  const Tensor a = Iota(DType::kInt32, 3);
  const Tensor b = Iota(DType::kInt64, 3);
  const Tensor dst = MakeTensor(DType::kInt32, {3});
  const auto before = StorageBytes(dst);
  EXPECT_EQ(BinaryInto(O::kAdd, a, b, dst).code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(Binary(O::kAdd, a, b).status().code(), StatusCode::kDTypeMismatch);
  const Tensor wrong_dst = MakeTensor(DType::kFloat32, {3});
  EXPECT_EQ(BinaryInto(O::kAdd, a, a, wrong_dst).code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(BinaryInto(O::kLessThan, a, a, dst).code(), StatusCode::kDTypeMismatch);  // needs bool
  EXPECT_EQ(Unary(O::kSqrt, a, 0).status().code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(Binary(O::kPow, a, a).status().code(), StatusCode::kDTypeMismatch);
  const Tensor f = Iota(DType::kFloat32, 3);
  EXPECT_EQ(Binary(O::kXor, f, f).status().code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(StorageBytes(dst), before);
}

TEST(ElementwiseErrors, IncompatibleShapesAreRejected) {
  const Tensor a = MakeTensor(DType::kFloat32, {2, 3});
  const Tensor b = MakeTensor(DType::kFloat32, {4});
  EXPECT_EQ(Binary(O::kAdd, a, b).status().code(), StatusCode::kShapeMismatch);
  // [2,1] op scalar into [2]: a significant leading result dimension cannot be dropped.
  const Tensor col = MakeTensor(DType::kFloat32, {2, 1});
  const Tensor one = MakeTensor(DType::kFloat32, {1});
  const Tensor dst = Iota(DType::kFloat32, 2);
  const auto before = StorageBytes(dst);
  EXPECT_EQ(BinaryInto(O::kAdd, col, one, dst).code(), StatusCode::kShapeMismatch);
  EXPECT_EQ(StorageBytes(dst), before);
  // A leading singleton result dimension may be dropped: [1,2] into [2].
  const Tensor row = MakeTensor(DType::kFloat32, {1, 2});
  EXPECT_TRUE(BinaryInto(O::kAdd, row, one, dst).ok());
}

TEST(ElementwiseErrors, BroadcastCountOverflowIsOutOfRange) {
  const int64_t big = int64_t{1} << 40;
  float cell = 0;
  const Tensor x =
      Tensor::Wrap(DType::kFloat32, &cell, 1,
                   Shape::ForView(DimVector{big, 1}, DimVector{0, 0}).value(), true, {})
          .value();
  const Tensor y =
      Tensor::Wrap(DType::kFloat32, &cell, 1,
                   Shape::ForView(DimVector{1, big}, DimVector{0, 0}).value(), true, {})
          .value();
  EXPECT_EQ(Binary(O::kAdd, x, y).status().code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(CompareAll(O::kEquals, x, y).status().code(), StatusCode::kArgumentOutOfRange);
}

TEST(ElementwiseErrors, RepeatedDestinationStorageWhereTheInputVaries) {
  const Tensor storage = Iota(DType::kInt16, 1);
  const Tensor repeated = ViewOf(storage, 0, {3}, {0});
  const Tensor varying = Iota(DType::kInt16, 3);
  const auto before = StorageBytes(storage);
  EXPECT_EQ(UnaryInto(O::kNegate, varying, 0, repeated).code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(StorageBytes(storage), before);
  // Where the input repeats too, the same value is rewritten.
  const Tensor one = Iota(DType::kInt16, 1);
  ASSERT_TRUE(UnaryInto(O::kNegate, one, 0, repeated).ok());
  EXPECT_EQ(Get<int16_t>(storage, std::vector<int64_t>{0}), -1);
}

TEST(ElementwiseErrors, ReadOnlyDestinationAndWrongOpKinds) {
  const Tensor x = Iota(DType::kFloat32, 2);
  const Tensor ro = Tensor::Wrap(DType::kFloat32, x.origin(), 2, x.shape(), true, {}).value();
  const Tensor other = Iota(DType::kFloat32, 2);
  const float low = -1, high = 1;
  const auto before = StorageBytes(x);
  EXPECT_EQ(BinaryInto(O::kAdd, other, other, ro).code(), StatusCode::kReadOnly);
  EXPECT_EQ(UnaryInto(O::kNegate, other, 0, ro).code(), StatusCode::kReadOnly);
  EXPECT_EQ(ClampInto(other, &low, &high, ro).code(), StatusCode::kReadOnly);
  EXPECT_EQ(StorageBytes(x), before);
  EXPECT_EQ(Binary(O::kSqrt, x, x).status().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(Unary(O::kAdd, x, 0).status().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(CompareAll(O::kAdd, x, x).status().code(), StatusCode::kInvalidArgument);
}

TEST(Clamp, BoundsValuesAndRejectsInvertedBounds) {
  const Tensor x = MakeTensor(DType::kFloat32, {4});
  const float values[] = {-5.0f, 0.5f, 9.0f, NAN};
  for (int64_t i = 0; i < 4; ++i) Set<float>(x, std::vector<int64_t>{i}, values[i]);
  const float lo = 0.0f, hi = 1.0f;
  auto c = Clamp(x, &lo, &hi);
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(Get<float>(c.value(), std::vector<int64_t>{0}), 0.0f);
  EXPECT_EQ(Get<float>(c.value(), std::vector<int64_t>{1}), 0.5f);
  EXPECT_EQ(Get<float>(c.value(), std::vector<int64_t>{2}), 1.0f);
  EXPECT_TRUE(std::isnan(Get<float>(c.value(), std::vector<int64_t>{3})));
  const auto before = StorageBytes(x);
  EXPECT_EQ(ClampInto(x, &hi, &lo, x).code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(StorageBytes(x), before);
  const Tensor u = Iota(DType::kUInt8, 5);
  const uint8_t ulo = 2, uhi = 4;
  ASSERT_TRUE(ClampInto(u, &ulo, &uhi, u).ok());
  EXPECT_EQ(Get<uint8_t>(u, std::vector<int64_t>{0}), 2);
  EXPECT_EQ(Get<uint8_t>(u, std::vector<int64_t>{4}), 4);
}

}  // namespace
}  // namespace strata
