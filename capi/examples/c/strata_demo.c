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

/* Prints the logical elements of an int32 tensor as [a, b, ...]. */
static void print_elements(const char* label, const strata_tensor* t) {
  int32_t values[16];
  int64_t count = 0;
  check(strata_tensor_flattened_length(t, &count), "flattened length");
  check(strata_tensor_flatten_to(t, values, 16), "flatten_to");
  printf("%s[", label);
  for (int64_t i = 0; i < count; ++i) printf(i ? ", %d" : "%d", values[i]);
  printf("]\n");
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
  /* ReverseDimension along 0 allocates a new dense tensor (never a negative-stride view). */
  const int32_t four[4] = {1, 2, 3, 4};
  strata_tensor* reversed = NULL;
  check(strata_tensor_create_from_data(STRATA_DTYPE_INT32, four, 4, square, 2, &t), "create");
  check(strata_tensor_reverse_dimension(t, 0, &reversed), "reverse_dimension");
  printf("\n7. ReverseDimension of [1, 2, 3, 4] shaped [2, 2] along dimension 0:\n");
  print_elements("  ", reversed);
  strata_tensor_release(reversed);
  strata_tensor_release(t);

  /* Resize fills added logical elements with zero (NumPy's np.resize would repeat). */
  const int32_t pair[2] = {1, 2};
  const int64_t five[1] = {5};
  strata_tensor* resized = NULL;
  check(strata_tensor_create_from_data(STRATA_DTYPE_INT32, pair, 2, NULL, 0, &t), "create");
  check(strata_tensor_resize(t, five, 1, &resized), "resize");
  printf("\n8. Resize of [1, 2] to five elements:\n");
  print_elements("  ", resized);
  strata_tensor_release(resized);
  strata_tensor_release(t);

  /* A strided source overlapping a dense destination is rejected before any write. */
  int32_t storage[6] = {1, 2, 3, 4, 5, 6};
  const int64_t strided[2] = {3, 1};
  strata_tensor *source = NULL, *destination = NULL, *independent = NULL;
  int32_t snapshot[4];
  check(strata_tensor_wrap(STRATA_DTYPE_INT32, storage, 6, square, 2, strided, 2, 0, NULL, NULL,
                           &source), "wrap source");
  check(strata_tensor_wrap(STRATA_DTYPE_INT32, storage, 6, square, 2, NULL, 0, 0, NULL, NULL,
                           &destination), "wrap destination");
  s = strata_tensor_copy_to(source, destination);
  printf("\n9. Copying lengths [2, 2] strides [3, 1] over [1..6] into a dense [2, 2] over the same "
         "storage:\n  status %d (%s): %s\n", s, strata_status_description(s),
         strata_last_error_message());
  /* The workaround: snapshot the source into independent storage, then copy. */
  check(strata_tensor_flatten_to(source, snapshot, 4), "flatten_to");
  check(strata_tensor_wrap(STRATA_DTYPE_INT32, snapshot, 4, square, 2, NULL, 0, 0, NULL, NULL,
                           &independent), "wrap snapshot");
  check(strata_tensor_copy_to(independent, destination), "copy_to");
  printf("  after a snapshot and copy_to, the destination holds:\n");
  print_elements("  ", destination);
  strata_tensor_release(independent);
  strata_tensor_release(destination);
  strata_tensor_release(source);
  return 0;
}
