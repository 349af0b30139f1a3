// The C ABI of predicates (IsXxx and their All/Any forms), ILogB, rounding to digits and
// SoftMax: results, handle and pointer checks, messages naming the values, and failures that
// leave outputs NULL and operands unchanged.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "support/elementwise_test_support.h"
#include "strata/strata.h"

namespace {

using strata_test::Contents;
using strata_test::Handle;

template <class T> strata_tensor* From(strata_dtype dtype, const std::vector<T>& v) {
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create_from_data(dtype, v.data(), static_cast<int64_t>(v.size()), nullptr,
                                           0, &t),
            STRATA_OK);
  return t;
}

bool MessageHas(const char* text) {
  return std::string(strata_last_error_message()).find(text) != std::string::npos;
}

TEST(ElementwiseMathApi, PredicatesGiveBoolTensorsAndAllAny) {
  Handle x{From<double>(STRATA_DTYPE_FLOAT64, {1, NAN, -0.0, 0.5})}, nan, dst;
  ASSERT_EQ(strata_unary(STRATA_OP_IS_NAN, x.t, 0, &nan.t), STRATA_OK);
  EXPECT_EQ(Contents<uint8_t>(nan.t), (std::vector<uint8_t>{0, 1, 0, 0}));
  ASSERT_EQ(strata_unary_into(STRATA_OP_IS_NEGATIVE, x.t, 0, nan.t), STRATA_OK);
  EXPECT_EQ(Contents<uint8_t>(nan.t), (std::vector<uint8_t>{0, 0, 1, 0}));
  int32_t flag = -1;
  ASSERT_EQ(strata_predicate_any(STRATA_OP_IS_NAN, x.t, &flag), STRATA_OK);
  EXPECT_EQ(flag, 1);
  ASSERT_EQ(strata_predicate_all(STRATA_OP_IS_FINITE, x.t, &flag), STRATA_OK);
  EXPECT_EQ(flag, 0);
  // A float64 destination for a predicate: nothing written, the message names both types.
  dst.t = From<double>(STRATA_DTYPE_FLOAT64, {7, 7, 7, 7});
  EXPECT_EQ(strata_unary_into(STRATA_OP_IS_NAN, x.t, 0, dst.t), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_TRUE(MessageHas("Double") && MessageHas("Boolean"));
  EXPECT_EQ(Contents<double>(dst.t), (std::vector<double>(4, 7)));
}

TEST(ElementwiseMathApi, PredicateAllAnyCheckTheirArguments) {
  Handle x{From<float>(STRATA_DTYPE_FLOAT32, {1})};
  int32_t flag = 5;
  EXPECT_EQ(strata_predicate_all(STRATA_OP_IS_NAN, nullptr, &flag), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(strata_predicate_any(STRATA_OP_IS_NAN, x.t, nullptr), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(strata_predicate_all(STRATA_OP_ADD, x.t, &flag), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_TRUE(MessageHas("100"));
  EXPECT_EQ(flag, 5);
  strata_tensor* stale = From<float>(STRATA_DTYPE_FLOAT32, {1});
  strata_tensor_release(stale);
  EXPECT_EQ(strata_predicate_any(STRATA_OP_IS_NAN, stale, &flag), STRATA_ERROR_INVALID_HANDLE);
  Handle flags{From<uint8_t>(STRATA_DTYPE_BOOL, {1, 0})};
  EXPECT_EQ(strata_predicate_any(STRATA_OP_IS_NAN, flags.t, &flag), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(flag, 5);
}

TEST(ElementwiseMathApi, ILogBAndBoolLogic) {
  Handle x{From<float>(STRATA_DTYPE_FLOAT32, {0, 8, INFINITY})}, e;
  ASSERT_EQ(strata_unary(STRATA_OP_ILOGB, x.t, 0, &e.t), STRATA_OK);
  strata_dtype dtype = 0;
  ASSERT_EQ(strata_tensor_dtype(e.t, &dtype), STRATA_OK);
  EXPECT_EQ(dtype, STRATA_DTYPE_INT32);
  EXPECT_EQ(Contents<int32_t>(e.t), (std::vector<int32_t>{INT32_MIN, 3, INT32_MAX}));
  Handle a{From<uint8_t>(STRATA_DTYPE_BOOL, {0, 1, 1})}, b{From<uint8_t>(STRATA_DTYPE_BOOL, {1, 1, 0})}, r;
  ASSERT_EQ(strata_binary(STRATA_OP_XOR, a.t, b.t, &r.t), STRATA_OK);
  EXPECT_EQ(Contents<uint8_t>(r.t), (std::vector<uint8_t>{1, 0, 1}));
  ASSERT_EQ(strata_unary_into(STRATA_OP_ONES_COMPLEMENT, r.t, 0, r.t), STRATA_OK);
  EXPECT_EQ(Contents<uint8_t>(r.t), (std::vector<uint8_t>{0, 1, 0}));
}

TEST(ElementwiseMathApi, RoundToDigitsWithEveryMode) {
  Handle x{From<double>(STRATA_DTYPE_FLOAT64, {2.675, -2.5})}, even, up;
  ASSERT_EQ(strata_round(x.t, 2, STRATA_ROUND_TO_EVEN, &even.t), STRATA_OK);
  EXPECT_EQ(Contents<double>(even.t), (std::vector<double>{2.68, -2.5}));
  ASSERT_EQ(strata_round(x.t, 0, STRATA_ROUND_TO_POSITIVE_INFINITY, &up.t), STRATA_OK);
  EXPECT_EQ(Contents<double>(up.t), (std::vector<double>{3, -2}));
  ASSERT_EQ(strata_round_into(x.t, 1, STRATA_ROUND_AWAY_FROM_ZERO, x.t), STRATA_OK);
  EXPECT_EQ(Contents<double>(x.t), (std::vector<double>{2.7, -2.5}));
}

TEST(ElementwiseMathApi, RoundingAnIntegerTensorCopiesIt) {
  Handle ints{From<int32_t>(STRATA_DTYPE_INT32, {-7, 0, 2147483647})}, rounded;
  for (strata_op op : {STRATA_OP_CEILING, STRATA_OP_FLOOR, STRATA_OP_ROUND, STRATA_OP_TRUNCATE}) {
    Handle out;
    ASSERT_EQ(strata_unary(op, ints.t, 0, &out.t), STRATA_OK) << strata_last_error_message();
    EXPECT_EQ(Contents<int32_t>(out.t), (std::vector<int32_t>{-7, 0, 2147483647})) << op;
  }
  ASSERT_EQ(strata_round(ints.t, 2, STRATA_ROUND_TO_EVEN, &rounded.t), STRATA_OK);
  EXPECT_EQ(Contents<int32_t>(rounded.t), (std::vector<int32_t>{-7, 0, 2147483647}));
}

TEST(ElementwiseMathApi, RoundFailuresNameTheValuesAndWriteNothing) {
  Handle x{From<double>(STRATA_DTYPE_FLOAT64, {1.25})}, dst{From<double>(STRATA_DTYPE_FLOAT64, {9})};
  strata_tensor* out = reinterpret_cast<strata_tensor*>(&x);
  EXPECT_EQ(strata_round(x.t, 16, 0, &out), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(out, nullptr);
  EXPECT_TRUE(MessageHas("16") && MessageHas("15"));
  EXPECT_EQ(strata_round_into(x.t, 1, 9, dst.t), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_TRUE(MessageHas("9"));
  EXPECT_EQ(Contents<double>(dst.t), (std::vector<double>{9}));
  EXPECT_EQ(strata_round(nullptr, 1, 0, &out), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(strata_round(x.t, 1, 0, nullptr), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(strata_round_into(x.t, 1, 0, nullptr), STRATA_ERROR_NULL_POINTER);
  Handle flags{From<uint8_t>(STRATA_DTYPE_BOOL, {1})};
  EXPECT_EQ(strata_round(flags.t, 0, 0, &out), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_TRUE(MessageHas("Bool"));
  EXPECT_EQ(Contents<double>(x.t), (std::vector<double>{1.25}));
}

TEST(ElementwiseMathApi, SoftMaxAllocatesOrWritesAndValidatesFirst) {
  Handle x{From<float>(STRATA_DTYPE_FLOAT32, {1000, 1000})}, out, wide{From<float>(STRATA_DTYPE_FLOAT32, {7, 7, 7})};
  ASSERT_EQ(strata_softmax(x.t, &out.t), STRATA_OK);
  EXPECT_EQ(Contents<float>(out.t), (std::vector<float>{0.5f, 0.5f}));
  EXPECT_EQ(strata_softmax_into(x.t, wide.t), STRATA_ERROR_SHAPE_MISMATCH);
  EXPECT_TRUE(MessageHas("[3]") && MessageHas("[2]"));
  EXPECT_EQ(Contents<float>(wide.t), (std::vector<float>{7, 7, 7}));
  ASSERT_EQ(strata_softmax_into(x.t, x.t), STRATA_OK);
  EXPECT_EQ(Contents<float>(x.t), (std::vector<float>{0.5f, 0.5f}));
  strata_tensor* failed = reinterpret_cast<strata_tensor*>(&x);
  Handle ints{From<int64_t>(STRATA_DTYPE_INT64, {1})};
  EXPECT_EQ(strata_softmax(ints.t, &failed), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(failed, nullptr);
  EXPECT_EQ(strata_softmax(nullptr, &failed), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(strata_softmax_into(x.t, nullptr), STRATA_ERROR_NULL_POINTER);
  std::vector<float> frozen = {3, 4};
  Handle read_only;
  const int64_t two = 2;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_FLOAT32, frozen.data(), 2, &two, 1, nullptr, 0,
                               STRATA_WRAP_READ_ONLY, nullptr, nullptr, &read_only.t),
            STRATA_OK);
  EXPECT_EQ(strata_softmax_into(x.t, read_only.t), STRATA_ERROR_READ_ONLY);
  EXPECT_EQ(frozen, (std::vector<float>{3, 4}));
}

}  // namespace
