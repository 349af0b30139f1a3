// The elementwise C ABI: op codes routed to the right operation, scalar operand order,
// comparisons and predicates, reductions through void*, conversions, and failures that leave
// outputs NULL and operands unchanged.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "support/elementwise_test_support.h"
#include "strata/strata.h"

namespace {

using strata_test::Contents;
using strata_test::Handle;

strata_tensor* FromFloats(const std::vector<float>& v, std::vector<int64_t> lengths = {}) {
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_FLOAT32, v.data(), static_cast<int64_t>(v.size()),
                                           lengths.empty() ? nullptr : lengths.data(),
                                           static_cast<int32_t>(lengths.size()), &t),
            STRATA_OK);
  return t;
}

TEST(ElementwiseApi, BinaryAndScalarFormsKeepOperandOrder) {
  Handle x{FromFloats({1, 2, 3})}, out, left, right;
  ASSERT_EQ(strata_binary(STRATA_OP_MULTIPLY, x.t, x.t, &out.t), STRATA_OK);
  EXPECT_EQ(Contents<float>(out.t), (std::vector<float>{1, 4, 9}));
  const float fifty = 50;
  ASSERT_EQ(strata_binary_scalar(STRATA_OP_SUBTRACT, x.t, &fifty, 1, &left.t), STRATA_OK);
  ASSERT_EQ(strata_binary_scalar(STRATA_OP_SUBTRACT, x.t, &fifty, 0, &right.t), STRATA_OK);
  EXPECT_EQ(Contents<float>(left.t), (std::vector<float>{49, 48, 47}));
  EXPECT_EQ(Contents<float>(right.t), (std::vector<float>{-49, -48, -47}));
  ASSERT_EQ(strata_binary_scalar_into(STRATA_OP_ADD, x.t, &fifty, 0, x.t), STRATA_OK);  // in place
  EXPECT_EQ(Contents<float>(x.t), (std::vector<float>{51, 52, 53}));
}

TEST(ElementwiseApi, UnaryClampAndInto) {
  Handle x{FromFloats({4, 9, 16})}, root, clamped;
  ASSERT_EQ(strata_unary(STRATA_OP_SQRT, x.t, 0, &root.t), STRATA_OK);
  EXPECT_EQ(Contents<float>(root.t), (std::vector<float>{2, 3, 4}));
  ASSERT_EQ(strata_unary_into(STRATA_OP_NEGATE, root.t, 0, root.t), STRATA_OK);
  EXPECT_EQ(Contents<float>(root.t), (std::vector<float>{-2, -3, -4}));
  const float lo = 5, hi = 10;
  ASSERT_EQ(strata_clamp(x.t, &lo, &hi, &clamped.t), STRATA_OK);
  EXPECT_EQ(Contents<float>(clamped.t), (std::vector<float>{5, 9, 10}));
  ASSERT_EQ(strata_clamp_into(x.t, &lo, &hi, x.t), STRATA_OK);
  EXPECT_EQ(Contents<float>(x.t), (std::vector<float>{5, 9, 10}));
}

TEST(ElementwiseApi, ComparisonsAndPredicates) {
  Handle x{FromFloats({1, 5, 3})}, y{FromFloats({2})}, mask;
  ASSERT_EQ(strata_binary(STRATA_OP_GREATER_THAN, x.t, y.t, &mask.t), STRATA_OK);
  strata_dtype dtype = 0;
  ASSERT_EQ(strata_tensor_dtype(mask.t, &dtype), STRATA_OK);
  EXPECT_EQ(dtype, STRATA_DTYPE_BOOL);
  EXPECT_EQ(Contents<uint8_t>(mask.t), (std::vector<uint8_t>{0, 1, 1}));
  int32_t all = -1, any = -1;
  ASSERT_EQ(strata_compare_all(STRATA_OP_GREATER_THAN, x.t, y.t, &all), STRATA_OK);
  ASSERT_EQ(strata_compare_any(STRATA_OP_GREATER_THAN, x.t, y.t, &any), STRATA_OK);
  EXPECT_EQ(all, 0);
  EXPECT_EQ(any, 1);
}

TEST(ElementwiseApi, ReductionsWriteValuesAndIndexes) {
  Handle x{FromFloats({3, -7, 2, 5})};
  float sum = 0;
  ASSERT_EQ(strata_reduce(STRATA_OP_SUM, x.t, nullptr, &sum), STRATA_OK);
  EXPECT_EQ(sum, 3.0f);
  int64_t index = -5;
  ASSERT_EQ(strata_reduce(STRATA_OP_INDEX_OF_MAX_MAGNITUDE, x.t, nullptr, &index), STRATA_OK);
  EXPECT_EQ(index, 1);
  float dot = 0;
  ASSERT_EQ(strata_reduce(STRATA_OP_DOT, x.t, x.t, &dot), STRATA_OK);
  EXPECT_EQ(dot, 9.0f + 49 + 4 + 25);
  float untouched = 42;
  EXPECT_EQ(strata_reduce(STRATA_OP_DOT, x.t, nullptr, &untouched), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(untouched, 42.0f);
}

TEST(ElementwiseApi, ConversionsInEveryMode) {
  Handle x{FromFloats({-1.5f, 300.25f})}, sat, dst;
  ASSERT_EQ(strata_convert(x.t, STRATA_DTYPE_UINT8, STRATA_CONVERT_SATURATING, &sat.t), STRATA_OK);
  EXPECT_EQ(Contents<uint8_t>(sat.t), (std::vector<uint8_t>{0, 255}));
  strata_tensor* failed = reinterpret_cast<strata_tensor*>(&x);
  EXPECT_EQ(strata_convert(x.t, STRATA_DTYPE_UINT8, STRATA_CONVERT_CHECKED, &failed), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(failed, nullptr);
  const int64_t two = 2;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT16, &two, 1, nullptr, 0, &dst.t), STRATA_OK);
  ASSERT_EQ(strata_convert_into(x.t, dst.t, STRATA_CONVERT_TRUNCATING), STRATA_OK);
  EXPECT_EQ(Contents<int16_t>(dst.t), (std::vector<int16_t>{-1, 300}));
  EXPECT_EQ(strata_convert(x.t, 12345, 0, &failed), STRATA_ERROR_INVALID_ARGUMENT);
}

TEST(ElementwiseApi, FailuresLeaveOperandsAndOutputsUntouched) {
  Handle x{FromFloats({1, 2, 3})}, y{FromFloats({1, 2})};
  strata_tensor* out = reinterpret_cast<strata_tensor*>(&x);
  EXPECT_EQ(strata_binary(STRATA_OP_ADD, x.t, y.t, &out), STRATA_ERROR_SHAPE_MISMATCH);
  EXPECT_EQ(out, nullptr);
  EXPECT_NE(std::string(strata_last_error_message()).find("[3]"), std::string::npos);
  EXPECT_EQ(strata_binary_into(STRATA_OP_ADD, x.t, x.t, y.t), STRATA_ERROR_SHAPE_MISMATCH);
  EXPECT_EQ(Contents<float>(y.t), (std::vector<float>{1, 2}));
  EXPECT_EQ(strata_unary(9999, x.t, 0, &out), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(strata_unary(STRATA_OP_POP_COUNT, x.t, 0, &out), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_binary(STRATA_OP_ADD, nullptr, x.t, &out), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(strata_binary_scalar(STRATA_OP_ADD, x.t, nullptr, 0, &out), STRATA_ERROR_NULL_POINTER);
  const float s = 1;
  EXPECT_EQ(strata_binary_scalar(STRATA_OP_ADD, x.t, &s, 2, &out), STRATA_ERROR_INVALID_ARGUMENT);
  // Overlap: a shifted view of the same storage as destination.
  std::vector<float> storage = {1, 2, 3, 4};
  Handle a, b;
  const int64_t three = 3;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_FLOAT32, storage.data(), 4, &three, 1, nullptr, 0, 0, nullptr, nullptr, &a.t), STRATA_OK);
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_FLOAT32, storage.data() + 1, 3, &three, 1, nullptr, 0, 0, nullptr, nullptr, &b.t), STRATA_OK);
  EXPECT_EQ(strata_unary_into(STRATA_OP_NEGATE, a.t, 0, b.t), STRATA_ERROR_OVERLAP);
  EXPECT_EQ(storage, (std::vector<float>{1, 2, 3, 4}));
}

}  // namespace
