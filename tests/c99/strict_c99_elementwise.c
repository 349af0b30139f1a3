/* Compiled with -std=c99 -pedantic -Werror: the elementwise part of strata.h is valid C99 and
 * every elementwise export links and behaves. Op codes and modes are pinned. */
#include <stdio.h>

#include "strata/strata.h"

#include "c99_check.h"

STATIC_ASSERT(STRATA_OP_NEGATE == 1, op_negate);
STATIC_ASSERT(STRATA_OP_ROOT_N == 44, op_root_n);
STATIC_ASSERT(STRATA_OP_SIN_PI == 49, op_sin_pi);
STATIC_ASSERT(STRATA_OP_ILOGB == 55, op_ilogb);
STATIC_ASSERT(STRATA_OP_ATAN2_PI == 121, op_atan2_pi);
STATIC_ASSERT(STRATA_OP_FLOOR_DIVIDE == 122, op_floor_divide);
STATIC_ASSERT(STRATA_OP_MODULO == 123, op_modulo);
STATIC_ASSERT(STRATA_OP_IS_CANONICAL == 400, op_is_canonical);
STATIC_ASSERT(STRATA_OP_IS_NAN == 407, op_is_nan);
STATIC_ASSERT(STRATA_OP_IS_ZERO == 417, op_is_zero);
STATIC_ASSERT(STRATA_ROUND_TO_EVEN == 0, round_to_even);
STATIC_ASSERT(STRATA_ROUND_TO_POSITIVE_INFINITY == 4, round_to_positive_infinity);
STATIC_ASSERT(STRATA_OP_ADD == 100, op_add);
STATIC_ASSERT(STRATA_OP_MIN_MAGNITUDE_NUMBER == 120, op_min_magnitude_number);
STATIC_ASSERT(STRATA_OP_EQUALS == 200, op_equals);
STATIC_ASSERT(STRATA_OP_LESS_THAN_OR_EQUAL == 204, op_less_than_or_equal);
STATIC_ASSERT(STRATA_OP_SUM == 300, op_sum);
STATIC_ASSERT(STRATA_OP_DOT == 320, op_dot);
STATIC_ASSERT(STRATA_OP_INDEX_OF_MIN_MAGNITUDE == 333, op_index_of_min_magnitude);
STATIC_ASSERT(STRATA_CONVERT_CHECKED == 0, convert_checked);
STATIC_ASSERT(STRATA_CONVERT_SATURATING == 1, convert_saturating);
STATIC_ASSERT(STRATA_CONVERT_TRUNCATING == 2, convert_truncating);

static float at(strata_tensor* t, int64_t i) {
  float v = -1.0f;
  CHECK(strata_tensor_get(t, &i, 1, &v) == STRATA_OK);
  return v;
}

int main(void) {
  const float values[4] = {1.0f, 4.0f, 9.0f, 16.0f};
  const float fifty = 50.0f, lo = 2.0f, hi = 10.0f;
  strata_tensor* x = NULL;
  strata_tensor* y = NULL;
  strata_tensor* out = NULL;
  float sum = 0.0f;
  int64_t index = -1;
  int32_t flag = -1;

  CHECK(strata_tensor_create_from_data(STRATA_DTYPE_FLOAT32, values, 4, NULL, 0, &x) == STRATA_OK);

  CHECK(strata_unary(STRATA_OP_SQRT, x, 0, &y) == STRATA_OK);
  CHECK(at(y, 3) == 4.0f);
  CHECK(strata_unary_into(STRATA_OP_NEGATE, y, 0, y) == STRATA_OK);
  CHECK(at(y, 1) == -2.0f);

  CHECK(strata_binary(STRATA_OP_ADD, x, y, &out) == STRATA_OK);
  CHECK(at(out, 2) == 6.0f);
  CHECK(strata_binary_into(STRATA_OP_MULTIPLY, x, x, out) == STRATA_OK);
  CHECK(at(out, 1) == 16.0f);
  strata_tensor_release(out);
  out = NULL;

  CHECK(strata_binary_scalar(STRATA_OP_SUBTRACT, x, &fifty, 1, &out) == STRATA_OK);
  CHECK(at(out, 0) == 49.0f);
  CHECK(strata_binary_scalar_into(STRATA_OP_SUBTRACT, x, &fifty, 0, out) == STRATA_OK);
  CHECK(at(out, 0) == -49.0f);
  strata_tensor_release(out);
  out = NULL;

  CHECK(strata_compare_all(STRATA_OP_GREATER_THAN, x, y, &flag) == STRATA_OK && flag == 1);
  CHECK(strata_compare_any(STRATA_OP_EQUALS, x, y, &flag) == STRATA_OK && flag == 0);

  CHECK(strata_clamp(x, &lo, &hi, &out) == STRATA_OK);
  CHECK(at(out, 0) == 2.0f && at(out, 3) == 10.0f);
  CHECK(strata_clamp_into(x, &hi, &lo, out) == STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  CHECK(at(out, 0) == 2.0f);
  strata_tensor_release(out);
  out = NULL;

  CHECK(strata_predicate_all(STRATA_OP_IS_INTEGER, x, &flag) == STRATA_OK && flag == 1);
  CHECK(strata_predicate_any(STRATA_OP_IS_NAN, x, &flag) == STRATA_OK && flag == 0);
  CHECK(strata_unary(STRATA_OP_IS_POW2, x, 0, &out) == STRATA_OK);
  {
    uint8_t b = 9;
    int64_t i = 1;
    CHECK(strata_tensor_get(out, &i, 1, &b) == STRATA_OK && b == 1);
  }
  strata_tensor_release(out);
  out = NULL;

  CHECK(strata_softmax(x, &out) == STRATA_OK);
  CHECK(at(out, 3) > 0.99f && at(out, 3) < 1.0f);
  CHECK(strata_softmax_into(x, out) == STRATA_OK);
  {
    strata_tensor* rounded = NULL;
    CHECK(strata_round(out, 2, STRATA_ROUND_TO_ZERO, &rounded) == STRATA_OK);
    CHECK(at(rounded, 3) == 0.99f);
    CHECK(strata_round_into(out, 7, STRATA_ROUND_TO_EVEN, rounded) ==
          STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    CHECK(at(rounded, 3) == 0.99f);
    strata_tensor_release(rounded);
  }
  strata_tensor_release(out);
  out = NULL;

  CHECK(strata_reduce(STRATA_OP_SUM, x, NULL, &sum) == STRATA_OK && sum == 30.0f);
  CHECK(strata_reduce(STRATA_OP_INDEX_OF_MIN, y, NULL, &index) == STRATA_OK && index == 3);
  {
    /* x viewed as 2 x 2: [[1, 4], [9, 16]]; the sum over axis -1 is [5, 25]. */
    const int64_t square[2] = {2, 2};
    const int32_t last = -1;
    strata_tensor* matrix = NULL;
    CHECK(strata_tensor_reshape(x, square, 2, &matrix) == STRATA_OK);
    CHECK(strata_reduce_axes(STRATA_OP_SUM, matrix, &last, 1, 0, &out) == STRATA_OK);
    CHECK(at(out, 0) == 5.0f && at(out, 1) == 25.0f);
    strata_tensor_release(out);
    out = NULL;
    CHECK(strata_binary_scalar(STRATA_OP_MODULO, x, &fifty, 1, &out) == STRATA_OK);
    CHECK(at(out, 0) == 0.0f && at(out, 3) == 2.0f); /* 50 % 1, 50 % 16 */
    CHECK(strata_binary_scalar_into(STRATA_OP_FLOOR_DIVIDE, x, &fifty, 1, out) == STRATA_OK);
    CHECK(at(out, 1) == 12.0f && at(out, 3) == 3.0f); /* 50 // 4, 50 // 16 */
    strata_tensor_release(out);
    out = NULL;
    strata_tensor_release(matrix);
  }

  CHECK(strata_convert(x, STRATA_DTYPE_INT8, STRATA_CONVERT_CHECKED, &out) == STRATA_OK);
  CHECK(strata_convert_into(y, out, STRATA_CONVERT_SATURATING) == STRATA_OK);
  {
    int8_t v = 0;
    int64_t i = 2;
    CHECK(strata_tensor_get(out, &i, 1, &v) == STRATA_OK && v == -3);
  }
  strata_tensor_release(out);
  strata_tensor_release(y);
  strata_tensor_release(x);
  CHECK(strata_live_tensor_count() == 0);
  if (failures == 0) printf("strict C99 elementwise: all checks passed\n");
  return failures == 0 ? 0 : 1;
}
