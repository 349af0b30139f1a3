/* Compiled with -std=c99 -pedantic -Werror: the view, indexing and parameter part of the C ABI
 * is valid C99, and each of its functions links and behaves. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strata/strata.h"

#include "c99_check.h"

STATIC_ASSERT(sizeof(strata_index_item) == 40, index_item_size);
STATIC_ASSERT(STRATA_INDEX_INTEGER == 0 && STRATA_INDEX_SLICE == 1 && STRATA_INDEX_NONE == 2, kinds_a);
STATIC_ASSERT(STRATA_INDEX_ELLIPSIS == 3 && STRATA_INDEX_BOOL == 4 && STRATA_INDEX_TENSOR == 5, kinds_b);
STATIC_ASSERT(STRATA_SLICE_HAS_START == 1 && STRATA_SLICE_HAS_STOP == 2 && STRATA_SLICE_HAS_STEP == 4, slice_flags);
STATIC_ASSERT(STRATA_ASSIGN == 0 && STRATA_ASSIGN_FLOOR_DIVIDE == 7, assign_ops);

static strata_tensor* arange(int64_t rows, int64_t columns) {
  int64_t values[64];
  int64_t lengths[2];
  int64_t i;
  strata_tensor* t = NULL;
  lengths[0] = rows;
  lengths[1] = columns;
  for (i = 0; i < rows * columns; ++i) values[i] = i;
  CHECK(strata_tensor_create_from_data(STRATA_DTYPE_INT64, values, rows * columns, lengths, 2, &t) == STRATA_OK);
  return t;
}

static int64_t at(const strata_tensor* t, int64_t i, int64_t j) {
  int64_t indexes[2];
  int64_t v = -1;
  indexes[0] = i;
  indexes[1] = j;
  CHECK(strata_tensor_get(t, indexes, 2, &v) == STRATA_OK);
  return v;
}

static int64_t first_length(const strata_tensor* t) {
  int64_t lengths[8];
  CHECK(strata_tensor_lengths(t, lengths, 8) == STRATA_OK);
  return lengths[0];
}

static void release_all(strata_tensor** pieces, int32_t count) {
  int32_t k;
  for (k = 0; k < count; ++k) strata_tensor_release(pieces[k]);
}

static void test_views(void) {
  strata_tensor* x = arange(2, 3);
  strata_tensor* y = NULL;
  strata_tensor* z = NULL;
  int64_t lengths[3] = {3, -1};
  int64_t dims[2] = {1, 0};
  int64_t source[1] = {0};
  int64_t destination[1] = {1};
  int32_t flag = 0;
  int64_t value = 100;
  int64_t indexes[2] = {0, 0};

  CHECK(strata_tensor_reshape(x, lengths, 2, &y) == STRATA_OK);
  CHECK(at(y, 2, 1) == 5);
  CHECK(strata_tensor_set(y, indexes, 2, &value) == STRATA_OK);
  CHECK(at(x, 0, 0) == 100); /* views write through to their base */
  CHECK(strata_tensor_view_as(x, x, &z) == STRATA_OK && at(z, 1, 2) == 5);
  strata_tensor_release(y);
  strata_tensor_release(z);

  CHECK(strata_tensor_unsqueeze(x, 0, &y) == STRATA_OK && first_length(y) == 1);
  CHECK(strata_tensor_squeeze(y, &z) == STRATA_OK && first_length(z) == 2);
  strata_tensor_release(z);
  CHECK(strata_tensor_squeeze_dimension(y, 0, &z) == STRATA_OK && first_length(z) == 2);
  strata_tensor_release(z);
  strata_tensor_release(y);

  CHECK(strata_tensor_permute(x, dims, 2, &y) == STRATA_OK && at(y, 2, 1) == 5);
  CHECK(strata_tensor_is_contiguous(y, &flag) == STRATA_OK && flag == 0);
  CHECK(strata_tensor_contiguous(y, &z) == STRATA_OK);
  CHECK(strata_tensor_is_contiguous(z, &flag) == STRATA_OK && flag == 1 && at(z, 2, 1) == 5);
  strata_tensor_release(z);
  strata_tensor_release(y);
  CHECK(strata_tensor_transpose(x, &y) == STRATA_OK && at(y, 1, 0) == 1);
  strata_tensor_release(y);
  CHECK(strata_tensor_swapaxes(x, 0, -1, &y) == STRATA_OK && at(y, 1, 0) == 1);
  strata_tensor_release(y);
  CHECK(strata_tensor_movedim(x, source, destination, 1, &y) == STRATA_OK && at(y, 1, 0) == 1);
  strata_tensor_release(y);
  CHECK(strata_tensor_t(x, &y) == STRATA_OK && at(y, 2, 1) == 5);
  strata_tensor_release(y);
  CHECK(strata_tensor_narrow(x, 1, 1, 2, &y) == STRATA_OK && at(y, 1, 1) == 5);
  strata_tensor_release(y);
  CHECK(strata_tensor_diagonal(x, 1, 0, 1, &y) == STRATA_OK && first_length(y) == 2);
  strata_tensor_release(y);
  lengths[0] = 4;
  lengths[1] = 2;
  lengths[2] = 3;
  CHECK(strata_tensor_expand(x, lengths, 3, &y) == STRATA_OK && first_length(y) == 4);
  CHECK(strata_tensor_expand_as(x, y, &z) == STRATA_OK && first_length(z) == 4);
  strata_tensor_release(z);
  strata_tensor_release(y);
  CHECK(strata_tensor_reshape(x, lengths, 1, &y) == STRATA_ERROR_INVALID_ARGUMENT && y == NULL);
  strata_tensor_release(x);
}

static void test_splits(void) {
  strata_tensor* x = arange(4, 6);
  strata_tensor* pieces[8];
  int32_t count = 0;
  int64_t sections[2] = {1, 3};
  int64_t points[2] = {1, 4};

  CHECK(strata_tensor_unbind(x, 0, NULL, 0, &count) == STRATA_OK && count == 4);
  CHECK(strata_tensor_unbind(x, 0, pieces, 8, &count) == STRATA_OK && count == 4);
  release_all(pieces, count);
  CHECK(strata_tensor_split_size(x, 3, 0, pieces, 8, &count) == STRATA_OK && count == 2);
  release_all(pieces, count);
  CHECK(strata_tensor_split_sections(x, sections, 2, 0, pieces, 8, &count) == STRATA_OK && count == 2);
  CHECK(first_length(pieces[1]) == 3 && at(pieces[1], 0, 0) == 6);
  release_all(pieces, count);
  CHECK(strata_tensor_tensor_split_count(x, 3, 1, pieces, 8, &count) == STRATA_OK && count == 3);
  release_all(pieces, count);
  CHECK(strata_tensor_tensor_split_indices(x, points, 2, 1, pieces, 8, &count) == STRATA_OK && count == 3);
  release_all(pieces, count);
  CHECK(strata_tensor_hsplit_count(x, 2, pieces, 8, &count) == STRATA_OK && count == 2);
  CHECK(at(pieces[1], 0, 0) == 3);
  release_all(pieces, count);
  CHECK(strata_tensor_hsplit_indices(x, points, 2, pieces, 8, &count) == STRATA_OK && count == 3);
  release_all(pieces, count);
  CHECK(strata_tensor_vsplit_count(x, 2, pieces, 8, &count) == STRATA_OK && count == 2);
  release_all(pieces, count);
  CHECK(strata_tensor_vsplit_indices(x, points, 2, pieces, 8, &count) == STRATA_OK && count == 3);
  release_all(pieces, count);
  CHECK(strata_tensor_unbind(x, 1, pieces, 2, &count) == STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  strata_tensor_release(x);
}

static void test_indexing(void) {
  strata_tensor* x = arange(3, 4);
  strata_tensor* mask = NULL;
  strata_tensor* y = NULL;
  strata_index_item items[2];
  unsigned char flags[3] = {1, 0, 1};
  int64_t mask_length[1] = {3};
  double two = 2.0;
  memset(items, 0, sizeof items);

  items[0].kind = STRATA_INDEX_SLICE;
  items[0].flags = STRATA_SLICE_HAS_STEP;
  items[0].step = 2;
  items[1].kind = STRATA_INDEX_INTEGER;
  items[1].value = -1;
  CHECK(strata_tensor_index(x, items, 2, &y) == STRATA_OK && first_length(y) == 2);
  strata_tensor_release(y);

  CHECK(strata_tensor_create_from_data(STRATA_DTYPE_BOOL, flags, 3, mask_length, 1, &mask) == STRATA_OK);
  items[0].kind = STRATA_INDEX_TENSOR;
  items[0].flags = 0;
  items[0].step = 0;
  items[0].tensor = mask;
  CHECK(strata_tensor_index_assign_scalar(x, items, 1, STRATA_DTYPE_FLOAT64, &two, STRATA_ASSIGN_MULTIPLY) == STRATA_OK);
  CHECK(at(x, 0, 1) == 2 && at(x, 1, 1) == 5 && at(x, 2, 3) == 22);
  CHECK(strata_tensor_index_assign(x, items, 1, x, STRATA_ASSIGN) == STRATA_ERROR_SHAPE_MISMATCH);
  items[0].kind = STRATA_INDEX_ELLIPSIS;
  items[0].tensor = NULL;
  items[1].kind = STRATA_INDEX_ELLIPSIS;
  items[1].value = 0;
  CHECK(strata_tensor_index(x, items, 2, &y) == STRATA_ERROR_INVALID_ARGUMENT && y == NULL);
  strata_tensor_release(mask);
  strata_tensor_release(x);
}

static void test_parameters(void) {
  strata_tensor* x = arange(2, 3);
  strata_tensor* data = NULL;
  strata_parameter* params[2] = {NULL, NULL};
  strata_parameter* clones[2] = {NULL, NULL};
  float two = 2.0f;
  int32_t flag = -1;
  char* text = NULL;

  CHECK(strata_parameter_create(x, "x", 1, &params[0]) == STRATA_OK);
  CHECK(strata_parameter_create_scalar(STRATA_DTYPE_FLOAT32, &two, "z", 1, &params[1]) == STRATA_OK);
  CHECK(strata_parameter_name(params[0], &text) == STRATA_OK && strcmp(text, "x") == 0);
  strata_string_free(text);
  CHECK(strata_parameter_set_requires_grad(params[0], 0) == STRATA_OK);
  CHECK(strata_parameter_requires_grad(params[0], &flag) == STRATA_OK && flag == 0);
  CHECK(strata_parameter_set_requires_grad(params[0], 1) == STRATA_OK);
  CHECK(strata_parameter_data(params[0], &data) == STRATA_OK && at(data, 1, 2) == 5);
  CHECK(strata_parameter_set_data(params[0], data) == STRATA_OK);
  CHECK(strata_parameter_set_data(params[1], data) == STRATA_ERROR_SHAPE_MISMATCH);
  CHECK(strata_parameter_describe(params[1], &text) == STRATA_OK);
  CHECK(strcmp(text, "Parameter (name=z, shape=(), dtype=Float32, requires_grad=True)") == 0);
  strata_string_free(text);
  CHECK(strata_parameter_tuple_clone((const strata_parameter* const*)params, 2, "params_copy", clones) == STRATA_OK);
  CHECK(strata_parameter_tuple_describe((const strata_parameter* const*)clones, 2, &text) == STRATA_OK);
  CHECK(strcmp(text,
               "(Parameter (name=params_copy.x, shape=(2, 3), dtype=Int64, requires_grad=True), "
               "Parameter (name=params_copy.z, shape=(), dtype=Float32, requires_grad=True))") == 0);
  strata_string_free(text);
  strata_parameter_release(clones[0]);
  strata_parameter_release(clones[1]);
  strata_parameter_release(params[0]);
  strata_parameter_release(params[1]);
  strata_tensor_release(data);
  strata_tensor_release(x);
}

int main(void) {
  test_views();
  test_splits();
  test_indexing();
  test_parameters();
  CHECK(strata_live_tensor_count() == 0);
  if (failures != 0) fprintf(stderr, "%d checks failed\n", failures);
  return failures == 0 ? 0 : 1;
}
