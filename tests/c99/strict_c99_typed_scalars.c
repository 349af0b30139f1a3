/* Compiled with -std=c99 -pedantic -Werror: the typed scalar functions, as a C caller uses them.
 * A float passed for a float64 tensor is converted (the untyped form would read 8 bytes at a
 * 4-byte float), a value that does not fit is refused and nothing is written. */
#include <stdio.h>
#include <string.h>

#include "strata/strata.h"

#include "c99_check.h"

static double at(const strata_tensor* t, int64_t i) {
  double v = -1.0;
  CHECK(strata_tensor_get(t, &i, 1, &v) == STRATA_OK);
  return v;
}

int main(void) {
  const double values[3] = {10.0, 20.0, 30.0};
  const float one = 1.0f, two_and_a_half = 2.5f, lo = 15.0f, hi = 25.0f;
  const int32_t seven = 7, big = 300, nine = 9;
  const int64_t second = 1;
  const strata_nindex last = {1, 1, 0};
  const uint8_t yes = 1;
  strata_tensor* x = NULL;
  strata_tensor* bytes = NULL;
  strata_tensor* filter = NULL;
  strata_tensor* out = NULL;
  uint8_t stored[3];
  int64_t three = 3;

  CHECK(strata_tensor_create_from_data(STRATA_DTYPE_FLOAT64, values, 3, NULL, 0, &x) == STRATA_OK);
  CHECK(strata_binary_scalar_typed(STRATA_OP_ADD, x, STRATA_DTYPE_FLOAT32, &one, 0, &out) ==
        STRATA_OK);
  CHECK(at(out, 0) == 11.0);
  CHECK(strata_binary_scalar_into_typed(STRATA_OP_SUBTRACT, x, STRATA_DTYPE_INT32, &seven, 1,
                                        out) == STRATA_OK);
  CHECK(at(out, 2) == -23.0);
  strata_tensor_release(out);
  out = NULL;

  CHECK(strata_clamp_typed(x, STRATA_DTYPE_FLOAT32, &lo, &hi, &out) == STRATA_OK);
  CHECK(at(out, 0) == 15.0 && at(out, 1) == 20.0 && at(out, 2) == 25.0);
  CHECK(strata_clamp_into_typed(x, STRATA_DTYPE_FLOAT32, &hi, &hi, out) == STRATA_OK);
  CHECK(at(out, 0) == 25.0);
  strata_tensor_release(out);
  out = NULL;

  CHECK(strata_tensor_set_typed(x, &second, 1, STRATA_DTYPE_INT32, &nine) == STRATA_OK);
  CHECK(at(x, 1) == 9.0);
  CHECK(strata_tensor_set_nindex_typed(x, &last, 1, STRATA_DTYPE_FLOAT32, &two_and_a_half) ==
        STRATA_OK);
  CHECK(at(x, 2) == 2.5);

  /* uint8 takes 7 from an int32 but refuses 300 and 2.5, writing nothing. */
  CHECK(strata_tensor_create(STRATA_DTYPE_UINT8, &three, 1, NULL, 0, &bytes) == STRATA_OK);
  CHECK(strata_tensor_fill_typed(bytes, STRATA_DTYPE_INT32, &seven) == STRATA_OK);
  CHECK(strata_tensor_fill_typed(bytes, STRATA_DTYPE_INT32, &big) == STRATA_ERROR_OVERFLOW);
  CHECK(strstr(strata_last_error_message(), "300") != NULL);
  CHECK(strata_tensor_fill_typed(bytes, STRATA_DTYPE_FLOAT32, &two_and_a_half) ==
        STRATA_ERROR_INVALID_ARGUMENT);
  CHECK(strata_tensor_flatten_to(bytes, stored, 3) == STRATA_OK);
  CHECK(stored[0] == 7 && stored[1] == 7 && stored[2] == 7);

  CHECK(strata_tensor_create(STRATA_DTYPE_BOOL, &three, 1, NULL, 0, &filter) == STRATA_OK);
  CHECK(strata_tensor_set_typed(filter, &second, 1, STRATA_DTYPE_UINT8, &yes) == STRATA_OK);
  CHECK(strata_tensor_filtered_update_value_typed(x, filter, STRATA_DTYPE_INT32, &big) ==
        STRATA_OK);
  CHECK(at(x, 0) == 10.0 && at(x, 1) == 300.0 && at(x, 2) == 2.5);

  strata_tensor_release(filter);
  strata_tensor_release(bytes);
  strata_tensor_release(x);
  CHECK(strata_live_tensor_count() == 0);
  if (failures == 0) printf("strict C99 typed scalars: all checks passed\n");
  return failures;
}
