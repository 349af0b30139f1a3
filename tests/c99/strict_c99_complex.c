/* Compiled with -std=c99 -pedantic -Werror: C99's float _Complex and double _Complex are the
 * element layouts of STRATA_DTYPE_COMPLEX64 and STRATA_DTYPE_COMPLEX128, so arrays of them are
 * created from, wrapped, transposed and read back directly. */
#include <complex.h>
#include <stdio.h>

#include "strata/strata.h"
#include "strata/strata_elementwise.h"
#include "strata/strata_views.h"

#include "c99_check.h"

STATIC_ASSERT(sizeof(float _Complex) == 8, complex64_size);
STATIC_ASSERT(sizeof(double _Complex) == 16, complex128_size);

static void test_complex128_transpose(void) {
  double _Complex data[6];
  int64_t lengths[2] = {2, 3};
  int64_t at[2];
  int k;
  strata_tensor* z = NULL;
  strata_tensor* zt = NULL;
  strata_tensor* dense = NULL;
  double _Complex value = 0;
  size_t size = 0;
  for (k = 0; k < 6; ++k) data[k] = (double)k + 0.5 - (double)k * I;
  CHECK(strata_dtype_size(STRATA_DTYPE_COMPLEX128, &size) == STRATA_OK && size == 16);
  CHECK(strata_tensor_wrap(STRATA_DTYPE_COMPLEX128, data, 6, lengths, 2, NULL, 0, 0, NULL, NULL,
                           &z) == STRATA_OK);
  CHECK(strata_tensor_transpose(z, &zt) == STRATA_OK);
  CHECK(strata_tensor_contiguous(zt, &dense) == STRATA_OK);
  at[0] = 2;
  at[1] = 1;
  CHECK(strata_tensor_get(dense, at, 2, &value) == STRATA_OK);
  CHECK(creal(value) == 5.5 && cimag(value) == -5.0);
  strata_tensor_release(dense);
  strata_tensor_release(zt);
  strata_tensor_release(z);
}

static void test_complex64_fill(void) {
  float _Complex data[4] = {0, 0, 0, 0};
  int64_t length = 4;
  int64_t at = 3;
  strata_tensor* z = NULL;
  float _Complex filler = 1.5f + 2.0f * I;
  float _Complex value = 0;
  CHECK(strata_tensor_wrap(STRATA_DTYPE_COMPLEX64, data, 4, &length, 1, NULL, 0, 0, NULL, NULL,
                           &z) == STRATA_OK);
  CHECK(strata_tensor_fill(z, &filler) == STRATA_OK);
  CHECK(strata_tensor_get(z, &at, 1, &value) == STRATA_OK);
  CHECK(crealf(value) == 1.5f && cimagf(value) == 2.0f);
  CHECK(crealf(data[0]) == 1.5f && cimagf(data[0]) == 2.0f);
  strata_tensor_release(z);
}

/* C99's own complex multiply agrees with STRATA_OP_MULTIPLY on exact products, and the part views
 * address the real and imaginary doubles of the array in place. */
static void test_complex128_math_and_parts(void) {
  double _Complex data[3] = {1.0 + 2.0 * I, -3.0 + 0.5 * I, 4.0 - 1.0 * I};
  double _Complex factor = 2.0 - 1.0 * I;
  double _Complex value = 0;
  double _Complex total = 0;
  double imaginary = 0;
  int64_t length = 3;
  int64_t at = 1;
  int64_t stride = 0;
  strata_tensor* z = NULL;
  strata_tensor* product = NULL;
  strata_tensor* re = NULL;
  strata_tensor* im = NULL;
  CHECK(strata_tensor_wrap(STRATA_DTYPE_COMPLEX128, data, 3, &length, 1, NULL, 0, 0, NULL, NULL,
                           &z) == STRATA_OK);
  CHECK(strata_binary_scalar(STRATA_OP_MULTIPLY, z, &factor, 0, &product) == STRATA_OK);
  CHECK(strata_tensor_get(product, &at, 1, &value) == STRATA_OK);
  CHECK(value == data[1] * factor);
  CHECK(strata_reduce(STRATA_OP_SUM, z, NULL, &total) == STRATA_OK);
  CHECK(total == data[0] + data[1] + data[2]);
  CHECK(strata_tensor_real(z, &re) == STRATA_OK);
  CHECK(strata_tensor_imag(z, &im) == STRATA_OK);
  CHECK(strata_tensor_strides(im, &stride, 1) == STRATA_OK && stride == 2);
  CHECK(strata_tensor_get(im, &at, 1, &imaginary) == STRATA_OK && imaginary == 0.5);
  imaginary = 7.0;
  CHECK(strata_tensor_set(im, &at, 1, &imaginary) == STRATA_OK);
  CHECK(cimag(data[1]) == 7.0 && creal(data[1]) == -3.0);
  strata_tensor_release(im);
  strata_tensor_release(re);
  strata_tensor_release(product);
  strata_tensor_release(z);
}

int main(void) {
  test_complex128_transpose();
  test_complex64_fill();
  test_complex128_math_and_parts();
  if (failures != 0) fprintf(stderr, "%d check(s) failed\n", failures);
  return failures == 0 ? 0 : 1;
}
