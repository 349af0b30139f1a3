/* Compiled with -std=c99 -pedantic -Werror: the DLPack part of the C ABI is valid C99, its
 * struct layouts match DLPack's, and every DLPack export is called at least once. */
#include <stddef.h>
#include <stdio.h>

#include "strata/strata.h"

#include "c99_check.h"

STATIC_ASSERT(STRATA_DLPACK_MAJOR_VERSION == 1, dlpack_major);
STATIC_ASSERT(STRATA_DLPACK_DEVICE_CPU == 1, device_cpu);
STATIC_ASSERT(STRATA_DLPACK_CODE_BFLOAT == 4, code_bfloat);
STATIC_ASSERT(STRATA_DLPACK_CODE_BOOL == 6, code_bool);
STATIC_ASSERT(offsetof(strata_dlpack_tensor, byte_offset) == 40, byte_offset_at_40);
STATIC_ASSERT(offsetof(strata_dlpack_managed_tensor, deleter) == 56, legacy_deleter_at_56);
STATIC_ASSERT(offsetof(strata_dlpack_managed_tensor_versioned, flags) == 24, flags_at_24);

static int producer_deletions = 0;
static void producer_deleter(strata_dlpack_managed_tensor* self) {
  (void)self;
  ++producer_deletions;
}

static void test_versioned_round_trip(void) {
  const int64_t lengths[2] = {2, 3};
  const int64_t at[2] = {1, 2};
  int32_t value = 42, read = 0;
  int32_t flag = 1;
  strata_tensor *t = NULL, *back = NULL;
  strata_dlpack_managed_tensor_versioned* m = NULL;

  CHECK(strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, NULL, 0, &t) == STRATA_OK);
  CHECK(strata_tensor_set(t, at, 2, &value) == STRATA_OK);
  CHECK(strata_tensor_to_dlpack_versioned(t, &m) == STRATA_OK && m != NULL);
  CHECK(m->version.major == 1 && m->flags == 0 && m->dl_tensor.ndim == 2);
  CHECK(m->dl_tensor.strides[0] == 3 && m->dl_tensor.strides[1] == 1);
  CHECK(((int32_t*)m->dl_tensor.data)[5] == 42);
  CHECK(strata_tensor_from_dlpack_versioned(m, STRATA_WRAP_READ_ONLY, &back) == STRATA_OK);
  CHECK(strata_tensor_get(back, at, 2, &read) == STRATA_OK && read == 42);
  CHECK(strata_tensor_is_read_only(back, &flag) == STRATA_OK && flag == 1);
  strata_tensor_release(t);
  strata_tensor_release(back);
}

static void test_legacy_import_and_rejection(void) {
  int32_t data[4] = {10, 11, 12, 13};
  int64_t shape[1] = {3};
  int32_t read = 0;
  const int64_t at[1] = {2};
  strata_dlpack_managed_tensor producer;
  strata_dlpack_managed_tensor* exported = NULL;
  strata_tensor* t = NULL;

  producer.dl_tensor.data = data;
  producer.dl_tensor.device.device_type = STRATA_DLPACK_DEVICE_CUDA;
  producer.dl_tensor.device.device_id = 0;
  producer.dl_tensor.ndim = 1;
  producer.dl_tensor.dtype.code = STRATA_DLPACK_CODE_INT;
  producer.dl_tensor.dtype.bits = 32;
  producer.dl_tensor.dtype.lanes = 1;
  producer.dl_tensor.shape = shape;
  producer.dl_tensor.strides = NULL;
  producer.dl_tensor.byte_offset = sizeof(int32_t);
  producer.manager_ctx = NULL;
  producer.deleter = producer_deleter;

  CHECK(strata_tensor_from_dlpack(&producer, 0, &t) == STRATA_ERROR_INVALID_ARGUMENT);
  CHECK(t == NULL && producer_deletions == 0);
  producer.dl_tensor.device.device_type = STRATA_DLPACK_DEVICE_CPU;
  CHECK(strata_tensor_from_dlpack(&producer, 0, &t) == STRATA_OK);
  CHECK(strata_tensor_get(t, at, 1, &read) == STRATA_OK && read == 13);
  CHECK(strata_tensor_to_dlpack(t, &exported) == STRATA_OK && exported != NULL);
  strata_tensor_release(t);
  CHECK(producer_deletions == 0);
  exported->deleter(exported);
  CHECK(producer_deletions == 1);
}

int main(void) {
  test_versioned_round_trip();
  test_legacy_import_and_rejection();
  CHECK(strata_live_tensor_count() == 0);
  if (failures != 0) {
    fprintf(stderr, "%d checks failed\n", failures);
    return 1;
  }
  printf("strict C99 DLPack consumer: all checks passed\n");
  return 0;
}
