/* Compiled with -std=c99 -pedantic -Werror: strata.h is valid C99 and every exported function
 * links and behaves. Each function is called at least once; enum values are pinned. */
#include <stdio.h>
#include <string.h>

#include "strata/strata.h"

#include "c99_check.h"

STATIC_ASSERT(STRATA_OK == 0, ok);
STATIC_ASSERT(STRATA_ERROR_INVALID_ARGUMENT == -1, invalid_argument);
STATIC_ASSERT(STRATA_ERROR_ARGUMENT_OUT_OF_RANGE == -2, argument_out_of_range);
STATIC_ASSERT(STRATA_ERROR_INDEX_OUT_OF_RANGE == -3, index_out_of_range);
STATIC_ASSERT(STRATA_ERROR_SHAPE_MISMATCH == -4, shape_mismatch);
STATIC_ASSERT(STRATA_ERROR_OVERLAP == -5, overlap);
STATIC_ASSERT(STRATA_ERROR_READ_ONLY == -6, read_only);
STATIC_ASSERT(STRATA_ERROR_DTYPE_MISMATCH == -7, dtype_mismatch);
STATIC_ASSERT(STRATA_ERROR_OVERFLOW == -8, overflow);
STATIC_ASSERT(STRATA_ERROR_OUT_OF_MEMORY == -9, out_of_memory);
STATIC_ASSERT(STRATA_ERROR_NULL_POINTER == -10, null_pointer);
STATIC_ASSERT(STRATA_ERROR_INTERNAL == -11, internal);
STATIC_ASSERT(STRATA_ERROR_INVALID_HANDLE == -12, invalid_handle);
STATIC_ASSERT(STRATA_DTYPE_INT8 == 0x0008, int8);
STATIC_ASSERT(STRATA_DTYPE_INT16 == 0x0010, int16);
STATIC_ASSERT(STRATA_DTYPE_INT32 == 0x0020, int32);
STATIC_ASSERT(STRATA_DTYPE_INT64 == 0x0040, int64);
STATIC_ASSERT(STRATA_DTYPE_UINT8 == 0x0108, uint8);
STATIC_ASSERT(STRATA_DTYPE_UINT16 == 0x0110, uint16);
STATIC_ASSERT(STRATA_DTYPE_UINT32 == 0x0120, uint32);
STATIC_ASSERT(STRATA_DTYPE_UINT64 == 0x0140, uint64);
STATIC_ASSERT(STRATA_DTYPE_FLOAT16 == 0x0210, float16);
STATIC_ASSERT(STRATA_DTYPE_FLOAT32 == 0x0220, float32);
STATIC_ASSERT(STRATA_DTYPE_FLOAT64 == 0x0240, float64);
STATIC_ASSERT(STRATA_DTYPE_BFLOAT16 == 0x0410, bfloat16);
STATIC_ASSERT(STRATA_DTYPE_BOOL == 0x0608, bool8);
STATIC_ASSERT(STRATA_DTYPE_COMPLEX64 == 0x0540, complex64);
STATIC_ASSERT(STRATA_DTYPE_COMPLEX128 == 0x0580, complex128);
STATIC_ASSERT(STRATA_WRAP_READ_ONLY == 1, wrap_read_only);
STATIC_ASSERT(sizeof(strata_nindex) == 16, nindex_size);
STATIC_ASSERT(sizeof(strata_nrange) == 32, nrange_size);

static int deleted = 0;
static void count_deletion(void* data, void* user_data) {
  (void)data;
  deleted += *(int*)user_data;
}

static int logged = 0;
static void count_message(int32_t level, const char* message, const char* source,
                          void* user_data) {
  (void)message;
  (void)user_data;
  if (level == STRATA_LOG_DEBUG && strcmp(source, "strata_dtype_size") == 0) ++logged;
}

static void test_library(void) {
  size_t size = 0;
  CHECK(strata_version() == STRATA_VERSION);
  CHECK(strcmp(strata_version_string(), STRATA_VERSION_STRING) == 0);
  CHECK(strata_abi_version() == STRATA_ABI_VERSION);
  CHECK(strcmp(strata_status_description(STRATA_ERROR_OVERLAP),
               "unsupported overlap between source and destination") == 0);
  CHECK(strata_dtype_size(STRATA_DTYPE_BFLOAT16, &size) == STRATA_OK && size == 2);
  CHECK(strata_dtype_size(0x7777, &size) == STRATA_ERROR_INVALID_ARGUMENT);
  CHECK(strata_last_error_code() == STRATA_ERROR_INVALID_ARGUMENT);
  CHECK(strlen(strata_last_error_message()) > 0);
  strata_clear_last_error();
  CHECK(strata_last_error_code() == STRATA_OK && strata_last_error_message()[0] == '\0');
  CHECK(strata_set_allocator(NULL) == STRATA_OK);
  {
    const int32_t threads = strata_copy_threads();
    CHECK(threads >= 1 && threads <= 8);
    CHECK(strata_set_copy_threads(STRATA_MAX_COPY_THREADS + 1) ==
          STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    CHECK(strata_copy_threads() == threads);
    CHECK(strata_set_copy_threads(1) == STRATA_OK && strata_copy_threads() == 1);
    CHECK(strata_set_copy_threads(STRATA_MAX_COPY_THREADS) == STRATA_OK &&
          strata_copy_threads() == STRATA_MAX_COPY_THREADS);
    CHECK(strata_set_copy_threads(threads) == STRATA_OK);
  }
  CHECK(strata_set_log_callback(STRATA_LOG_DEBUG, count_message, NULL) == STRATA_OK);
  CHECK(strata_dtype_size(0x7777, &size) == STRATA_ERROR_INVALID_ARGUMENT && logged == 1);
  CHECK(strata_set_log_callback(STRATA_LOG_OFF + 1, count_message, NULL) ==
        STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  CHECK(strata_set_log_callback(STRATA_LOG_TRACE, NULL, NULL) == STRATA_OK);
  {
    const int64_t bytes = (int64_t)4 << 20;
    strata_tensor* t = NULL;
    const int64_t live = strata_allocator_live_bytes();
    CHECK(strata_allocator_retention_limit() == (int64_t)256 << 20);
    CHECK(strata_allocator_set_retention_limit(-1) == STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    CHECK(strata_tensor_create(STRATA_DTYPE_UINT8, &bytes, 1, NULL, 0, &t) == STRATA_OK);
    CHECK(strata_allocator_live_bytes() == live + bytes);
    strata_tensor_release(t);
    CHECK(strata_allocator_retained_bytes() == bytes);
    strata_allocator_release_retained();
    CHECK(strata_allocator_retained_bytes() == 0);
    CHECK(strata_allocator_set_retention_limit(0) == STRATA_OK);
    CHECK(strata_allocator_set_retention_limit((int64_t)256 << 20) == STRATA_OK);
  }
}

static void test_tensor_lifecycle(void) {
  const int64_t lengths[2] = {2, 3};
  int32_t data[6] = {1, 2, 3, 4, 5, 6};
  int64_t buffer[2] = {0, 0}, value64 = 0;
  int32_t flag = 0, rank = 0, element = 0;
  strata_dtype dtype = 0;
  void* address = NULL;
  int weight = 1;
  strata_tensor *a = NULL, *b = NULL, *c = NULL, *view = NULL;
  char* text = NULL;
  strata_nindex last[2];
  strata_nrange ranges[2];
  const int64_t starts[2] = {1, 1};
  const int64_t position[2] = {1, 2};
  const int64_t maxima[2] = {2, 2};

  CHECK(strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, NULL, 0, &a) == STRATA_OK);
  CHECK(strata_tensor_create_uninitialized(STRATA_DTYPE_INT32, lengths, 2, NULL, 0, &b) == STRATA_OK);
  CHECK(strata_tensor_create_from_data(STRATA_DTYPE_INT32, data, 6, lengths, 2, &c) == STRATA_OK);
  CHECK(strata_tensor_dtype(c, &dtype) == STRATA_OK && dtype == STRATA_DTYPE_INT32);
  CHECK(strata_tensor_rank(c, &rank) == STRATA_OK && rank == 2);
  CHECK(strata_tensor_lengths(c, buffer, 2) == STRATA_OK && buffer[0] == 2 && buffer[1] == 3);
  CHECK(strata_tensor_strides(c, buffer, 2) == STRATA_OK && buffer[0] == 3 && buffer[1] == 1);
  CHECK(strata_tensor_flattened_length(c, &value64) == STRATA_OK && value64 == 6);
  CHECK(strata_tensor_required_storage(c, &value64) == STRATA_OK && value64 == 6);
  CHECK(strata_tensor_is_empty(c, &flag) == STRATA_OK && flag == 0);
  CHECK(strata_tensor_is_dense(c, &flag) == STRATA_OK && flag == 1);
  CHECK(strata_tensor_has_any_dense_dimensions(c, &flag) == STRATA_OK && flag == 1);
  CHECK(strata_tensor_is_read_only(c, &flag) == STRATA_OK && flag == 0);
  CHECK(strata_tensor_data(c, &address) == STRATA_OK && address != NULL);
  CHECK(strata_tensor_get(c, position, 2, &element) == STRATA_OK && element == 6);
  element = 60;
  CHECK(strata_tensor_set(c, position, 2, &element) == STRATA_OK);
  last[0].value = 1; last[0].from_end = 1; last[0].reserved = 0;
  last[1].value = 1; last[1].from_end = 1; last[1].reserved = 0;
  CHECK(strata_tensor_get_nindex(c, last, 2, &element) == STRATA_OK && element == 60);
  element = 7;
  CHECK(strata_tensor_set_nindex(c, last, 2, &element) == STRATA_OK);
  CHECK(strata_tensor_get(c, position, 2, &element) == STRATA_OK && element == 7);

  ranges[0].start.value = 0; ranges[0].start.from_end = 0; ranges[0].start.reserved = 0;
  ranges[0].end.value = 0; ranges[0].end.from_end = 1; ranges[0].end.reserved = 0;
  ranges[1] = ranges[0];
  ranges[1].start.value = 1;
  CHECK(strata_tensor_slice(c, ranges, 2, &view) == STRATA_OK);
  CHECK(strata_tensor_lengths(view, buffer, 2) == STRATA_OK && buffer[0] == 2 && buffer[1] == 2);
  strata_tensor_release(view);
  CHECK(strata_tensor_slice_nindex(c, last, 2, &view) == STRATA_OK);
  CHECK(strata_tensor_lengths(view, buffer, 2) == STRATA_OK && buffer[0] == 1 && buffer[1] == 1);
  strata_tensor_release(view);
  CHECK(strata_tensor_slice_starts(c, starts, 2, &view) == STRATA_OK);
  CHECK(strata_tensor_same_view(view, view, &flag) == STRATA_OK && flag == 1);
  CHECK(strata_tensor_same_view(view, c, &flag) == STRATA_OK && flag == 0);
  strata_tensor_release(view);

  element = 9;
  CHECK(strata_tensor_fill(a, &element) == STRATA_OK);
  CHECK(strata_tensor_get(a, position, 2, &element) == STRATA_OK && element == 9);
  CHECK(strata_tensor_clear(a) == STRATA_OK);
  CHECK(strata_tensor_get(a, position, 2, &element) == STRATA_OK && element == 0);
  CHECK(strata_tensor_to_string(c, maxima, 2, &text) == STRATA_OK);
  CHECK(text != NULL && strcmp(text, "Tensor<Int32>[2, 3] {\n  [1, 2, ..],\n  [4, 5, ..]\n}") == 0);
  strata_string_free(text);

  CHECK(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 6, NULL, 0, NULL, 0, STRATA_WRAP_READ_ONLY,
                           count_deletion, &weight, &view) == STRATA_OK);
  CHECK(strata_tensor_is_read_only(view, &flag) == STRATA_OK && flag == 1);
  strata_tensor_retain(view);
  strata_tensor_release(view);
  CHECK(deleted == 0);
  strata_tensor_release(view);
  CHECK(deleted == 1);

  strata_tensor_release(a);
  strata_tensor_release(b);
  strata_tensor_release(c);
  strata_tensor_release(NULL);
  CHECK(strata_live_tensor_count() == 0);
}

int main(void) {
  test_library();
  test_tensor_lifecycle();
  if (failures != 0) {
    fprintf(stderr, "%d checks failed\n", failures);
    return 1;
  }
  printf("strict C99 consumer: all checks passed\n");
  return 0;
}
