/* Compiled with -std=c99 -pedantic -Werror: a C struct is stored as the opaque dtype of its size
 * (STRATA_DTYPE_OPAQUE(sizeof(struct))), transposed, and read back whole. */
#include <stdio.h>

#include "strata/strata.h"
#include "strata/strata_views.h"

#include "c99_check.h"

struct sample {
  double time;
  short channel;
  char tag[5];
};

static void test_struct_transpose(void) {
  struct sample data[6];
  struct sample value;
  int64_t lengths[2] = {2, 3};
  int64_t at[2] = {2, 1};
  size_t size = 0;
  int k;
  strata_tensor* m = NULL;
  strata_tensor* t = NULL;
  strata_tensor* dense = NULL;
  const strata_dtype dtype = STRATA_DTYPE_OPAQUE(sizeof(struct sample));
  for (k = 0; k < 6; ++k) {
    data[k].time = k * 0.5;
    data[k].channel = (short)(10 + k);
    sprintf(data[k].tag, "s%d", k);
  }
  CHECK(strata_dtype_size(dtype, &size) == STRATA_OK && size == sizeof(struct sample));
  CHECK(strata_tensor_create_from_data(dtype, data, 6, lengths, 2, &m) == STRATA_OK);
  CHECK(strata_tensor_transpose(m, &t) == STRATA_OK);
  CHECK(strata_tensor_contiguous(t, &dense) == STRATA_OK);
  CHECK(strata_tensor_get(dense, at, 2, &value) == STRATA_OK);
  /* dense[2][1] is m[1][2], data[5] */
  CHECK(value.time == 2.5 && value.channel == 15 && value.tag[0] == 's' && value.tag[1] == '5');
  CHECK(strata_dtype_size(STRATA_DTYPE_OPAQUE(STRATA_MAX_OPAQUE_SIZE + 1), &size) ==
        STRATA_ERROR_INVALID_ARGUMENT);
  strata_tensor_release(dense);
  strata_tensor_release(t);
  strata_tensor_release(m);
}

int main(void) {
  test_struct_transpose();
  if (failures != 0) fprintf(stderr, "%d check(s) failed\n", failures);
  return failures == 0 ? 0 : 1;
}
