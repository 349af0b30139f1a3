/* Compiled with -std=c99 -pedantic -Werror: the copy area of strata.h (strata_copy.h) is valid
 * C99, and each of its functions links and behaves as documented. */
#include <stdio.h>
#include <string.h>

#include "strata/strata.h"

#include "c99_check.h"

static strata_tensor* wrap(int32_t* data, int64_t data_length, const int64_t* lengths,
                           int32_t rank, const int64_t* strides, int32_t stride_count) {
  strata_tensor* t = NULL;
  CHECK(strata_tensor_wrap(STRATA_DTYPE_INT32, data, data_length, lengths, rank, strides,
                           stride_count, 0, NULL, NULL, &t) == STRATA_OK);
  return t;
}

static int equals(const int32_t* a, const int32_t* b, int n) {
  return memcmp(a, b, (size_t)n * sizeof(int32_t)) == 0;
}

static void test_copies(void) {
  int32_t storage[6] = {1, 2, 3, 4, 5, 6};
  const int32_t original[6] = {1, 2, 3, 4, 5, 6};
  const int64_t square[2] = {2, 2}, strided[2] = {3, 1};
  int32_t snapshot[4] = {0, 0, 0, 0}, flag = 7;
  const int32_t expected[6] = {1, 2, 4, 5, 5, 6};
  strata_tensor* source = wrap(storage, 6, square, 2, strided, 2);
  strata_tensor* destination = wrap(storage, 6, square, 2, NULL, 0);
  strata_tensor* independent = NULL;

  /* The overlapping strided → dense copy is rejected and nothing changes. */
  CHECK(strata_tensor_copy_to(source, destination) == STRATA_ERROR_OVERLAP);
  CHECK(strata_tensor_try_copy_to(source, destination, &flag) == STRATA_ERROR_OVERLAP);
  CHECK(flag == 7 && equals(storage, original, 6));
  /* Snapshot workaround. */
  CHECK(strata_tensor_flatten_to(source, snapshot, 4) == STRATA_OK);
  CHECK(snapshot[0] == 1 && snapshot[1] == 2 && snapshot[2] == 4 && snapshot[3] == 5);
  CHECK(strata_tensor_try_flatten_to(source, snapshot, 3, &flag) == STRATA_OK && flag == 0);
  CHECK(strata_tensor_try_flatten_to(source, snapshot, 4, &flag) == STRATA_OK && flag == 1);
  CHECK(strata_tensor_copy_from_buffer(destination, snapshot, 4) == STRATA_OK);
  CHECK(equals(storage, expected, 6));
  independent = wrap(snapshot, 4, square, 2, NULL, 0);
  CHECK(strata_tensor_try_copy_to(independent, destination, &flag) == STRATA_OK && flag == 1);
  CHECK(strata_tensor_copy_to(destination, independent) == STRATA_OK);

  strata_tensor_release(source);
  strata_tensor_release(destination);
  strata_tensor_release(independent);
}

static void test_resize_reverse_broadcast(void) {
  int32_t pair[2] = {1, 2}, four[4] = {1, 2, 3, 4}, out[5] = {9, 9, 9, 9, 9}, one = 7;
  const int64_t five[1] = {5}, square[2] = {2, 2}, row[2] = {2, 3};
  int32_t flag = 0;
  strata_tensor* source = wrap(pair, 2, NULL, 0, NULL, 0);
  strata_tensor* square_t = wrap(four, 4, square, 2, NULL, 0);
  strata_tensor* scalar = wrap(&one, 1, NULL, 0, NULL, 0);
  strata_tensor *result = NULL, *view = NULL;
  strata_tensor* target = wrap(out, 5, NULL, 0, NULL, 0);

  CHECK(strata_tensor_resize(source, five, 1, &result) == STRATA_OK);
  CHECK(strata_tensor_flatten_to(result, out, 5) == STRATA_OK);
  CHECK(out[0] == 1 && out[1] == 2 && out[2] == 0 && out[3] == 0 && out[4] == 0);
  strata_tensor_release(result);
  CHECK(strata_tensor_resize_to(source, target) == STRATA_OK && out[1] == 2 && out[4] == 0);

  CHECK(strata_tensor_reverse_dimension(square_t, 0, &result) == STRATA_OK);
  CHECK(strata_tensor_flatten_to(result, out, 5) == STRATA_OK);
  CHECK(out[0] == 3 && out[1] == 4 && out[2] == 1 && out[3] == 2);
  strata_tensor_release(result);
  CHECK(strata_tensor_reverse(square_t, &result) == STRATA_OK);
  CHECK(strata_tensor_flatten_to(result, out, 5) == STRATA_OK && out[0] == 4 && out[3] == 1);
  CHECK(strata_tensor_reverse_into(square_t, result) == STRATA_OK);
  CHECK(strata_tensor_reverse_dimension_into(square_t, square_t, 1) == STRATA_OK);
  CHECK(four[0] == 2 && four[1] == 1 && four[2] == 4 && four[3] == 3);
  CHECK(strata_tensor_reverse_dimension(square_t, 2, &view) == STRATA_ERROR_INVALID_ARGUMENT);
  CHECK(view == NULL);
  strata_tensor_release(result);

  CHECK(strata_tensor_broadcast_to(source, row, 2, &view) == STRATA_ERROR_SHAPE_MISMATCH);
  CHECK(strata_tensor_broadcast_to(scalar, row, 2, &view) == STRATA_OK);
  CHECK(strata_tensor_broadcast(scalar, row, 2, &result) == STRATA_OK);
  CHECK(strata_tensor_sequence_equal(view, result, &flag) == STRATA_OK && flag == 1);
  CHECK(strata_tensor_broadcast_into(scalar, square_t) == STRATA_OK && four[3] == 7);
  CHECK(strata_tensor_try_broadcast_into(result, square_t, &flag) == STRATA_OK && flag == 0);
  strata_tensor_release(view);
  strata_tensor_release(result);
  strata_tensor_release(source);
  strata_tensor_release(square_t);
  strata_tensor_release(scalar);
  strata_tensor_release(target);
}

static void test_joins(void) {
  int32_t a[2] = {1, 2}, b[2] = {3, 4}, out[4] = {0, 0, 0, 0}, fill = 9;
  unsigned char mask[2] = {0, 1};
  const int64_t two[1] = {2}, square[2] = {2, 2};
  strata_tensor *inputs[2], *grid = NULL;
  strata_tensor *joined = NULL, *pieces[2] = {NULL, NULL}, *filter = NULL, *destination = NULL;
  int32_t count = 0, equal = 0;
  strata_nrange range;

  inputs[0] = wrap(a, 2, NULL, 0, NULL, 0);
  inputs[1] = wrap(b, 2, NULL, 0, NULL, 0);
  destination = wrap(out, 4, NULL, 0, NULL, 0);
  CHECK(strata_tensor_concatenate(inputs, 2, 0, &joined) == STRATA_OK);
  CHECK(strata_tensor_concatenate_into(inputs, 2, -1, destination) == STRATA_OK);
  CHECK(out[0] == 1 && out[3] == 4);
  CHECK(strata_tensor_sequence_equal(joined, destination, &equal) == STRATA_OK && equal == 1);
  CHECK(strata_tensor_split(joined, 2, 0, pieces, 2, &count) == STRATA_OK && count == 2);
  CHECK(strata_tensor_sequence_equal(pieces[1], inputs[1], &equal) == STRATA_OK && equal == 1);
  strata_tensor_release(pieces[0]);
  strata_tensor_release(pieces[1]);
  strata_tensor_release(joined);
  CHECK(strata_tensor_stack(inputs, 2, 1, &joined) == STRATA_OK);
  grid = wrap(out, 4, square, 2, NULL, 0);
  CHECK(strata_tensor_stack_into(inputs, 2, 0, grid) == STRATA_OK);
  CHECK(out[0] == 1 && out[1] == 2 && out[2] == 3 && out[3] == 4);
  strata_tensor_release(grid);
  CHECK(strata_tensor_stack_into(inputs, 2, 0, inputs[0]) == STRATA_ERROR_SHAPE_MISMATCH);
  CHECK(strata_tensor_flatten_to(joined, out, 4) == STRATA_OK);
  CHECK(out[0] == 1 && out[1] == 3 && out[2] == 2 && out[3] == 4);
  strata_tensor_release(joined);

  range.start.value = 1; range.start.from_end = 0; range.start.reserved = 0;
  range.end.value = 0; range.end.from_end = 1; range.end.reserved = 0;
  CHECK(strata_tensor_set_slice(destination, inputs[0], &range, 1) == STRATA_ERROR_SHAPE_MISMATCH);
  CHECK(out[1] == 3);
  CHECK(strata_tensor_create_from_data(STRATA_DTYPE_BOOL, mask, 2, two, 1, &filter) == STRATA_OK);
  CHECK(strata_tensor_filtered_update_value(inputs[0], filter, &fill) == STRATA_OK);
  CHECK(a[0] == 1 && a[1] == 9);
  CHECK(strata_tensor_filtered_update(inputs[0], filter, inputs[1]) == STRATA_OK);
  CHECK(a[0] == 1 && a[1] == 4);
  strata_tensor_release(filter);
  strata_tensor_release(inputs[0]);
  strata_tensor_release(inputs[1]);
  strata_tensor_release(destination);
}

int main(void) {
  test_copies();
  test_resize_reverse_broadcast();
  test_joins();
  CHECK(strata_live_tensor_count() == 0);
  if (failures != 0) {
    fprintf(stderr, "%d checks failed\n", failures);
    return 1;
  }
  printf("strict C99 copy area: all checks passed\n");
  return 0;
}
