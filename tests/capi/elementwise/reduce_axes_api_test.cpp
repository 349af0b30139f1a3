// FLOOR_DIVIDE and MODULO through every binary entry point on every integer and floating-point
// dtype, and strata_reduce_axes through the C ABI: result lengths and dtypes, and each failure
// (NULL and stale arguments, counts and axes at the int32 edges, duplicates, keep_dims, op codes,
// dtypes, empty sets) leaving *out NULL and the input unchanged.
#include <gtest/gtest.h>

#include <climits>
#include <cmath>
#include <cstring>
#include <vector>

#include "support/elementwise_test_support.h"
#include "strata/strata.h"

namespace {

using strata_test::Contents;
using strata_test::Handle;

constexpr strata_dtype kIntegerDTypes[] = {STRATA_DTYPE_INT8,   STRATA_DTYPE_INT16,
                                           STRATA_DTYPE_INT32,  STRATA_DTYPE_INT64,
                                           STRATA_DTYPE_UINT8,  STRATA_DTYPE_UINT16,
                                           STRATA_DTYPE_UINT32, STRATA_DTYPE_UINT64};
constexpr strata_dtype kFloatDTypes[] = {STRATA_DTYPE_FLOAT16, STRATA_DTYPE_FLOAT32,
                                         STRATA_DTYPE_FLOAT64, STRATA_DTYPE_BFLOAT16};

bool IsUnsigned(strata_dtype d) { return (d >> 8) == 1; }

// A dense tensor of dtype holding values (each exact in that dtype), made through float64.
strata_tensor* Make(strata_dtype dtype, const std::vector<double>& values,
                    std::vector<int64_t> lengths = {}) {
  strata_tensor* wide = nullptr;
  EXPECT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_FLOAT64, values.data(),
                                           static_cast<int64_t>(values.size()),
                                           lengths.empty() ? nullptr : lengths.data(),
                                           static_cast<int32_t>(lengths.size()), &wide),
            STRATA_OK);
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_convert(wide, dtype, STRATA_CONVERT_CHECKED, &t), STRATA_OK);
  strata_tensor_release(wide);
  return t;
}

// t's elements as float64 (t dense).
std::vector<double> Doubles(strata_tensor* t) {
  Handle wide;
  EXPECT_EQ(strata_convert(t, STRATA_DTYPE_FLOAT64, STRATA_CONVERT_CHECKED, &wide.t), STRATA_OK);
  return Contents<double>(wide.t);
}

std::vector<int64_t> Lengths(strata_tensor* t) {
  int32_t rank = 0;
  EXPECT_EQ(strata_tensor_rank(t, &rank), STRATA_OK);
  std::vector<int64_t> lengths(static_cast<size_t>(rank));
  EXPECT_EQ(strata_tensor_lengths(t, lengths.data(), rank), STRATA_OK);
  return lengths;
}

// x, y, the scalar s and the expected x // y, x % y, x // s, x % s, s // x, s % x.
struct DivisionCase {
  std::vector<double> x, y;
  double s;
  std::vector<double> quotient, remainder, by_scalar_q, by_scalar_r, of_scalar_q, of_scalar_r;
};
const DivisionCase kSigned{{7, -7, 7, -7}, {2, 2, -2, -2}, -2,
                           {3, -4, -4, 3}, {1, 1, -1, -1}, {-4, 3, -4, 3},
                           {-1, -1, -1, -1}, {-1, 0, -1, 0}, {5, -2, 5, -2}};
const DivisionCase kUnsigned{{7, 9, 250, 3}, {2, 4, 7, 5}, 7,
                             {3, 2, 35, 0}, {1, 1, 5, 3}, {1, 1, 35, 0},
                             {0, 2, 5, 3}, {1, 0, 0, 2}, {0, 7, 7, 1}};

void CheckEveryEntryPoint(strata_dtype dtype, const DivisionCase& c) {
  SCOPED_TRACE(dtype);
  Handle x{Make(dtype, c.x)}, y{Make(dtype, c.y)}, s{Make(dtype, {c.s})};
  for (strata_op op : {STRATA_OP_FLOOR_DIVIDE, STRATA_OP_MODULO}) {
    SCOPED_TRACE(op);
    const bool floor = op == STRATA_OP_FLOOR_DIVIDE;
    Handle out, into, scalar_right, scalar_left, scalar_into;
    ASSERT_EQ(strata_binary(op, x.t, y.t, &out.t), STRATA_OK);
    EXPECT_EQ(Doubles(out.t), floor ? c.quotient : c.remainder);
    into.t = Make(dtype, {0, 0, 0, 0});
    ASSERT_EQ(strata_binary_into(op, x.t, y.t, into.t), STRATA_OK);
    EXPECT_EQ(Doubles(into.t), floor ? c.quotient : c.remainder);
    void* scalar = nullptr;
    ASSERT_EQ(strata_tensor_data(s.t, &scalar), STRATA_OK);
    ASSERT_EQ(strata_binary_scalar(op, x.t, scalar, 0, &scalar_right.t), STRATA_OK);
    EXPECT_EQ(Doubles(scalar_right.t), floor ? c.by_scalar_q : c.by_scalar_r);
    ASSERT_EQ(strata_binary_scalar(op, x.t, scalar, 1, &scalar_left.t), STRATA_OK);
    EXPECT_EQ(Doubles(scalar_left.t), floor ? c.of_scalar_q : c.of_scalar_r);
    scalar_into.t = Make(dtype, {0, 0, 0, 0});
    ASSERT_EQ(strata_binary_scalar_into(op, x.t, scalar, 1, scalar_into.t), STRATA_OK);
    EXPECT_EQ(Doubles(scalar_into.t), floor ? c.of_scalar_q : c.of_scalar_r);
  }
}

TEST(FloorDivisionApi, EveryBinaryEntryPointOnEveryIntegerAndFloatDType) {
  for (strata_dtype dtype : kIntegerDTypes) {
    CheckEveryEntryPoint(dtype, IsUnsigned(dtype) ? kUnsigned : kSigned);
  }
  for (strata_dtype dtype : kFloatDTypes) CheckEveryEntryPoint(dtype, kSigned);
}

TEST(FloorDivisionApi, IntegerZeroDivisorsAndBoolAreRefusedWithNothingWritten) {
  for (strata_dtype dtype : kIntegerDTypes) {
    SCOPED_TRACE(dtype);
    Handle x{Make(dtype, {7, 8, 9})}, y{Make(dtype, {1, 2, 0})}, destination{Make(dtype, {4, 5, 6})};
    const int64_t zero = 0;
    for (strata_op op : {STRATA_OP_FLOOR_DIVIDE, STRATA_OP_MODULO}) {
      strata_tensor* out = reinterpret_cast<strata_tensor*>(&x);
      EXPECT_EQ(strata_binary(op, x.t, y.t, &out), STRATA_ERROR_INVALID_ARGUMENT);
      EXPECT_EQ(out, nullptr);
      EXPECT_EQ(strata_binary_into(op, x.t, y.t, destination.t), STRATA_ERROR_INVALID_ARGUMENT);
      EXPECT_EQ(strata_binary_scalar_into(op, x.t, &zero, 0, destination.t),
                STRATA_ERROR_INVALID_ARGUMENT);
      EXPECT_EQ(Doubles(destination.t), (std::vector<double>{4, 5, 6}));
      // With the scalar first, y is the divisor, and its last element is 0.
      EXPECT_EQ(strata_binary_scalar(op, y.t, &zero, 1, &out), STRATA_ERROR_INVALID_ARGUMENT);
    }
  }
  const uint8_t flags[2] = {1, 0};
  Handle b;
  ASSERT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_BOOL, flags, 2, nullptr, 0, &b.t), STRATA_OK);
  for (strata_op op : {STRATA_OP_FLOOR_DIVIDE, STRATA_OP_MODULO}) {
    strata_tensor* out = reinterpret_cast<strata_tensor*>(&b);
    EXPECT_EQ(strata_binary(op, b.t, b.t, &out), STRATA_ERROR_DTYPE_MISMATCH);
    EXPECT_EQ(out, nullptr);
  }
}

TEST(ReduceAxesApi, ResultLengthsAndDTypes) {
  Handle x{Make(STRATA_DTYPE_FLOAT32, {1, 2, 3, 4, 5, 6}, {2, 3})};
  const int32_t last = -1, both[2] = {1, 0};
  Handle rows, kept, all, none, arg;
  ASSERT_EQ(strata_reduce_axes(STRATA_OP_SUM, x.t, &last, 1, 0, &rows.t), STRATA_OK);
  EXPECT_EQ(Lengths(rows.t), (std::vector<int64_t>{2}));
  EXPECT_EQ(Contents<float>(rows.t), (std::vector<float>{6, 15}));
  ASSERT_EQ(strata_reduce_axes(STRATA_OP_REDUCE_MAX, x.t, &last, 1, 1, &kept.t), STRATA_OK);
  EXPECT_EQ(Lengths(kept.t), (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(Contents<float>(kept.t), (std::vector<float>{3, 6}));
  ASSERT_EQ(strata_reduce_axes(STRATA_OP_PRODUCT, x.t, both, 2, 0, &all.t), STRATA_OK);
  EXPECT_EQ(Lengths(all.t), (std::vector<int64_t>{}));  // every axis: rank 0
  EXPECT_EQ(Contents<float>(all.t), (std::vector<float>{720}));
  ASSERT_EQ(strata_reduce_axes(STRATA_OP_SUM, x.t, nullptr, 0, 0, &none.t), STRATA_OK);
  EXPECT_EQ(Lengths(none.t), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(Contents<float>(none.t), (std::vector<float>{1, 2, 3, 4, 5, 6}));
  const int32_t first = 0;
  ASSERT_EQ(strata_reduce_axes(STRATA_OP_INDEX_OF_MIN, x.t, &first, 1, 0, &arg.t), STRATA_OK);
  strata_dtype dtype = 0;
  ASSERT_EQ(strata_tensor_dtype(arg.t, &dtype), STRATA_OK);
  EXPECT_EQ(dtype, STRATA_DTYPE_INT64);
  EXPECT_EQ(Contents<int64_t>(arg.t), (std::vector<int64_t>{0, 0, 0}));
  // Reducing every axis gives strata_reduce's value.
  Handle sum;
  float whole = 0;
  ASSERT_EQ(strata_reduce(STRATA_OP_STD_DEV, x.t, nullptr, &whole), STRATA_OK);
  ASSERT_EQ(strata_reduce_axes(STRATA_OP_STD_DEV, x.t, both, 2, 1, &sum.t), STRATA_OK);
  EXPECT_EQ(Lengths(sum.t), (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(Contents<float>(sum.t), (std::vector<float>{whole}));
}

TEST(ReduceAxesApi, FailuresLeaveOutNullAndTheInputUnchanged) {
  Handle x{Make(STRATA_DTYPE_INT32, {1, 2, 3, 4, 5, 6}, {2, 3})};
  Handle empty{Make(STRATA_DTYPE_FLOAT32, {}, {2, 0})};
  strata_tensor* stale = Make(STRATA_DTYPE_INT32, {1});
  strata_tensor_release(stale);
  const int64_t live = strata_live_tensor_count();
  const int32_t zero = 0, one = 1, two = 2, minus_three = -3, lowest = INT32_MIN, highest = INT32_MAX;
  const int32_t repeated[2] = {0, -2};
  const int32_t three[3] = {0, 1, 0};
  struct Case {
    strata_op op;
    strata_tensor* x;
    const int32_t* axes;
    int32_t count, keep_dims;
    strata_status want;
  };
  const Case cases[] = {
      {STRATA_OP_SUM, nullptr, &zero, 1, 0, STRATA_ERROR_NULL_POINTER},
      {STRATA_OP_SUM, stale, &zero, 1, 0, STRATA_ERROR_INVALID_HANDLE},
      {STRATA_OP_SUM, x.t, nullptr, 1, 0, STRATA_ERROR_NULL_POINTER},
      {STRATA_OP_SUM, x.t, &zero, -1, 0, STRATA_ERROR_ARGUMENT_OUT_OF_RANGE},
      {STRATA_OP_SUM, x.t, &zero, INT32_MIN, 0, STRATA_ERROR_ARGUMENT_OUT_OF_RANGE},
      {STRATA_OP_SUM, x.t, three, 3, 0, STRATA_ERROR_INVALID_ARGUMENT},  // more than the rank
      {STRATA_OP_SUM, x.t, &zero, INT32_MAX, 0, STRATA_ERROR_INVALID_ARGUMENT},
      {STRATA_OP_SUM, x.t, &two, 1, 0, STRATA_ERROR_ARGUMENT_OUT_OF_RANGE},
      {STRATA_OP_SUM, x.t, &minus_three, 1, 0, STRATA_ERROR_ARGUMENT_OUT_OF_RANGE},
      {STRATA_OP_SUM, x.t, &lowest, 1, 0, STRATA_ERROR_ARGUMENT_OUT_OF_RANGE},
      {STRATA_OP_SUM, x.t, &highest, 1, 0, STRATA_ERROR_ARGUMENT_OUT_OF_RANGE},
      {STRATA_OP_INDEX_OF_MAX, x.t, &lowest, 1, 0, STRATA_ERROR_ARGUMENT_OUT_OF_RANGE},
      {STRATA_OP_SUM, x.t, repeated, 2, 0, STRATA_ERROR_INVALID_ARGUMENT},
      {STRATA_OP_INDEX_OF_MAX, x.t, repeated, 2, 0, STRATA_ERROR_INVALID_ARGUMENT},
      {STRATA_OP_INDEX_OF_MIN, x.t, nullptr, 0, 0, STRATA_ERROR_INVALID_ARGUMENT},
      {STRATA_OP_SUM, x.t, &one, 1, 2, STRATA_ERROR_INVALID_ARGUMENT},
      {STRATA_OP_SUM, x.t, &one, 1, -1, STRATA_ERROR_INVALID_ARGUMENT},
      {STRATA_OP_ADD, x.t, &one, 1, 0, STRATA_ERROR_INVALID_ARGUMENT},
      {STRATA_OP_DOT, x.t, &one, 1, 0, STRATA_ERROR_INVALID_ARGUMENT},
      {9999, x.t, &one, 1, 0, STRATA_ERROR_INVALID_ARGUMENT},
      {STRATA_OP_AVERAGE, x.t, &one, 1, 0, STRATA_ERROR_DTYPE_MISMATCH},
      {STRATA_OP_REDUCE_MAX, empty.t, &one, 1, 0, STRATA_ERROR_INVALID_ARGUMENT},
      {STRATA_OP_INDEX_OF_MIN, empty.t, &one, 1, 1, STRATA_ERROR_INVALID_ARGUMENT},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(testing::Message() << "op " << c.op << " count " << c.count << " keep_dims "
                                    << c.keep_dims);
    strata_tensor* out = reinterpret_cast<strata_tensor*>(&x);
    EXPECT_EQ(strata_reduce_axes(c.op, c.x, c.axes, c.count, c.keep_dims, &out), c.want);
    EXPECT_EQ(out, nullptr);
    EXPECT_EQ(strata_last_error_code(), c.want);
  }
  EXPECT_EQ(strata_reduce_axes(STRATA_OP_SUM, x.t, &zero, 1, 0, nullptr), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(strata_live_tensor_count(), live);
  EXPECT_EQ(Contents<int32_t>(x.t), (std::vector<int32_t>{1, 2, 3, 4, 5, 6}));
  // Empty reduced sets with an identity or a NaN succeed.
  Handle sum, average;
  ASSERT_EQ(strata_reduce_axes(STRATA_OP_SUM, empty.t, &one, 1, 0, &sum.t), STRATA_OK);
  EXPECT_EQ(Contents<float>(sum.t), (std::vector<float>{0, 0}));
  ASSERT_EQ(strata_reduce_axes(STRATA_OP_AVERAGE, empty.t, &one, 1, 0, &average.t), STRATA_OK);
  for (float v : Contents<float>(average.t)) EXPECT_TRUE(std::isnan(v));
}

}  // namespace
