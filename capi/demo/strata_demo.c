/* Strata demo: the product document's examples through the C ABI alone. */
#include <stdio.h>
#include <stdlib.h>

#include "strata/strata.h"

static void check(strata_status status, const char* what) {
  if (status != STRATA_OK) {
    fprintf(stderr, "%s failed: %s (%s)\n", what, strata_status_description(status),
            strata_last_error_message());
    exit(1);
  }
}

static void print_list(const char* label, const int64_t* values, int32_t count) {
  printf("%s[", label);
  for (int32_t i = 0; i < count; ++i) printf(i ? ", %lld" : "%lld", (long long)values[i]);
  printf("]");
}

static void describe(const char* title, const strata_tensor* t) {
  int32_t rank = 0;
  int64_t lengths[8], strides[8], count = 0, storage = 0;
  check(strata_tensor_rank(t, &rank), "rank");
  check(strata_tensor_lengths(t, lengths, 8), "lengths");
  check(strata_tensor_strides(t, strides, 8), "strides");
  check(strata_tensor_flattened_length(t, &count), "flattened length");
  check(strata_tensor_required_storage(t, &storage), "required storage");
  printf("%s\n  ", title);
  print_list("lengths ", lengths, rank);
  print_list(", strides ", strides, rank);
  printf(", %lld elements, %lld elements of storage\n", (long long)count, (long long)storage);
}

static void print_tensor(const strata_tensor* t) {
  int32_t rank = 0;
  int64_t maxima[8];
  char* text = NULL;
  check(strata_tensor_rank(t, &rank), "rank");
  for (int32_t i = 0; i < rank; ++i) maxima[i] = 8;
  check(strata_tensor_to_string(t, maxima, rank, &text), "to_string");
  printf("%s\n", text);
  strata_string_free(text);
}

int main(void) {
  strata_tensor* t = NULL;
  printf("Strata %s (ABI %d)\n\n", strata_version_string(), strata_abi_version());

  /* An empty shape [] without data: shape [0], no elements (NumPy's () would hold one). */
  check(strata_tensor_create(STRATA_DTYPE_INT32, NULL, 0, NULL, 0, &t), "create []");
  describe("1. A tensor created from the empty shape []:", t);
  strata_tensor_release(t);

  /* Omitted lengths over existing data: a one-dimensional shape is inferred. */
  int32_t data[6] = {1, 2, 3, 4, 5, 6};
  check(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 6, NULL, 0, NULL, 0, 0, NULL, NULL, &t),
        "wrap");
  describe("\n2. A view over six ints with the lengths omitted (1-D inference):", t);
  print_tensor(t);
  strata_tensor_release(t);

  /* A zero-length dimension: every stride 0, nothing to store, no overflow from the others. */
  const int64_t zero_lengths[3] = {INT64_MAX, 2, 0};
  check(strata_tensor_create(STRATA_DTYPE_FLOAT32, zero_lengths, 3, NULL, 0, &t), "create");
  describe("\n3. Lengths [INT64_MAX, 2, 0] with automatic strides:", t);
  strata_tensor_release(t);

  /* Length-1 dimensions carry stride 0. */
  const int64_t ones[3] = {2, 1, 3};
  check(strata_tensor_create(STRATA_DTYPE_FLOAT64, ones, 3, NULL, 0, &t), "create");
  describe("\n4. Lengths [2, 1, 3]: the length-1 dimension gets stride 0:", t);
  strata_tensor_release(t);

  /* Layout validation rejects strides that make two positions share storage. */
  const int64_t square[2] = {2, 2}, aliasing[2] = {1, 1};
  strata_status s = strata_tensor_wrap(STRATA_DTYPE_INT32, data, 6, square, 2, aliasing, 2, 0,
                                       NULL, NULL, &t);
  printf("\n5. Lengths [2, 2] with strides [1, 1] are rejected:\n  status %d (%s): %s\n", s,
         strata_status_description(s), strata_last_error_message());

  const int64_t negative[1] = {-3};
  s = strata_tensor_create(STRATA_DTYPE_INT32, negative, 1, NULL, 0, &t);
  printf("\n6. A negative length is rejected:\n  status %d (%s): %s\n", s,
         strata_status_description(s), strata_last_error_message());
  return 0;
}
