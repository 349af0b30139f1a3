// Exporting tensors as DLPack managed tensors (versioned and legacy).
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "strata/strata.h"

namespace {

std::vector<int64_t> Values(const int64_t* p, int32_t n) { return {p, p + n}; }

strata_tensor* Create(strata_dtype dtype, std::vector<int64_t> lengths,
                      std::vector<int64_t> strides = {}) {
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create(dtype, lengths.data(), static_cast<int32_t>(lengths.size()),
                                 strides.data(), static_cast<int32_t>(strides.size()), &t),
            STRATA_OK)
      << strata_last_error_message();
  return t;
}

TEST(DLPackExport, VersionedDescribesCpuDtypeShapeAndRowMajorStrides) {
  strata_tensor* t = Create(STRATA_DTYPE_INT32, {2, 1, 3});
  strata_dlpack_managed_tensor_versioned* m = nullptr;
  ASSERT_EQ(strata_tensor_to_dlpack_versioned(t, &m), STRATA_OK);
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->version.major, 1u);
  EXPECT_EQ(m->version.minor, 0u);
  EXPECT_EQ(m->flags, 0u);
  EXPECT_EQ(m->dl_tensor.device.device_type, 1);
  EXPECT_EQ(m->dl_tensor.device.device_id, 0);
  EXPECT_EQ(m->dl_tensor.dtype.code, 0);
  EXPECT_EQ(m->dl_tensor.dtype.bits, 32);
  EXPECT_EQ(m->dl_tensor.dtype.lanes, 1);
  ASSERT_EQ(m->dl_tensor.ndim, 3);
  EXPECT_EQ(Values(m->dl_tensor.shape, 3), (std::vector<int64_t>{2, 1, 3}));
  // Strata stores stride 0 for the length-1 dimension; DLPack gets the compact value 3.
  EXPECT_EQ(Values(m->dl_tensor.strides, 3), (std::vector<int64_t>{3, 3, 1}));
  EXPECT_EQ(m->dl_tensor.byte_offset, 0u);
  void* origin = nullptr;
  ASSERT_EQ(strata_tensor_data(t, &origin), STRATA_OK);
  EXPECT_EQ(m->dl_tensor.data, origin);
  m->deleter(m);
  strata_tensor_release(t);
}

TEST(DLPackExport, LegacyDescribesTheSameTensor) {
  strata_tensor* t = Create(STRATA_DTYPE_FLOAT64, {4, 5});
  strata_dlpack_managed_tensor* m = nullptr;
  ASSERT_EQ(strata_tensor_to_dlpack(t, &m), STRATA_OK);
  EXPECT_EQ(m->dl_tensor.device.device_type, 1);
  EXPECT_EQ(m->dl_tensor.dtype.code, 2);
  EXPECT_EQ(m->dl_tensor.dtype.bits, 64);
  EXPECT_EQ(m->dl_tensor.dtype.lanes, 1);
  EXPECT_EQ(Values(m->dl_tensor.shape, 2), (std::vector<int64_t>{4, 5}));
  EXPECT_EQ(Values(m->dl_tensor.strides, 2), (std::vector<int64_t>{5, 1}));
  m->deleter(m);
  strata_tensor_release(t);
}

TEST(DLPackExport, TypeCodesFollowTheDLPackEnumeration) {
  struct Case {
    strata_dtype dtype;
    uint8_t code, bits;
  };
  for (const Case c : {Case{STRATA_DTYPE_UINT16, 1, 16}, Case{STRATA_DTYPE_FLOAT16, 2, 16},
                       Case{STRATA_DTYPE_BFLOAT16, 4, 16}, Case{STRATA_DTYPE_BOOL, 6, 8},
                       Case{STRATA_DTYPE_INT8, 0, 8}, Case{STRATA_DTYPE_COMPLEX64, 5, 64},
                       Case{STRATA_DTYPE_COMPLEX128, 5, 128}}) {
    strata_tensor* t = Create(c.dtype, {2});
    strata_dlpack_managed_tensor_versioned* m = nullptr;
    ASSERT_EQ(strata_tensor_to_dlpack_versioned(t, &m), STRATA_OK);
    EXPECT_EQ(m->dl_tensor.dtype.code, c.code) << c.dtype;
    EXPECT_EQ(m->dl_tensor.dtype.bits, c.bits) << c.dtype;
    m->deleter(m);
    strata_tensor_release(t);
  }
}

TEST(DLPackExport, StridedViewKeepsItsStridesAndOrigin) {
  strata_tensor* t = Create(STRATA_DTYPE_INT16, {4, 6});
  const int64_t starts[2] = {1, 2};
  strata_tensor* view = nullptr;
  ASSERT_EQ(strata_tensor_slice_starts(t, starts, 2, &view), STRATA_OK);
  strata_dlpack_managed_tensor_versioned* m = nullptr;
  ASSERT_EQ(strata_tensor_to_dlpack_versioned(view, &m), STRATA_OK);
  EXPECT_EQ(Values(m->dl_tensor.shape, 2), (std::vector<int64_t>{3, 4}));
  EXPECT_EQ(Values(m->dl_tensor.strides, 2), (std::vector<int64_t>{6, 1}));
  void* base = nullptr;
  ASSERT_EQ(strata_tensor_data(t, &base), STRATA_OK);
  EXPECT_EQ(m->dl_tensor.data, static_cast<char*>(base) + (1 * 6 + 2) * 2);
  m->deleter(m);
  strata_tensor_release(view);
  strata_tensor_release(t);
}

TEST(DLPackExport, BroadcastDimensionKeepsStrideZero) {
  strata_tensor* t = Create(STRATA_DTYPE_INT32, {3, 2}, {0, 1});
  strata_dlpack_managed_tensor_versioned* m = nullptr;
  ASSERT_EQ(strata_tensor_to_dlpack_versioned(t, &m), STRATA_OK);
  EXPECT_EQ(Values(m->dl_tensor.strides, 2), (std::vector<int64_t>{0, 1}));
  m->deleter(m);
  strata_tensor_release(t);
}

TEST(DLPackExport, EmptyTensorGetsCompactStridesCountingZeroLengthsAsOne) {
  strata_tensor* t = Create(STRATA_DTYPE_INT32, {2, 0, 3});
  strata_dlpack_managed_tensor_versioned* m = nullptr;
  ASSERT_EQ(strata_tensor_to_dlpack_versioned(t, &m), STRATA_OK);
  EXPECT_EQ(Values(m->dl_tensor.shape, 3), (std::vector<int64_t>{2, 0, 3}));
  EXPECT_EQ(Values(m->dl_tensor.strides, 3), (std::vector<int64_t>{3, 3, 1}));
  m->deleter(m);
  strata_tensor_release(t);
}

int deletions = 0;
void CountDeletion(void*, void*) { ++deletions; }

TEST(DLPackExport, ManagedTensorKeepsStorageAliveAfterTheHandleIsReleased) {
  deletions = 0;
  int32_t data[3] = {7, 8, 9};
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 3, nullptr, 0, nullptr, 0, 0,
                               CountDeletion, nullptr, &t),
            STRATA_OK);
  strata_dlpack_managed_tensor* m = nullptr;
  ASSERT_EQ(strata_tensor_to_dlpack(t, &m), STRATA_OK);
  const int64_t before = strata_live_tensor_count();
  strata_tensor_release(t);
  EXPECT_EQ(strata_live_tensor_count(), before - 1);
  EXPECT_EQ(deletions, 0);
  EXPECT_EQ(static_cast<int32_t*>(m->dl_tensor.data)[2], 9);
  m->deleter(m);
  EXPECT_EQ(deletions, 1);
}

TEST(DLPackExport, ReadOnlyViewSetsTheVersionedFlagAndIsRefusedByLegacy) {
  int32_t data[2] = {1, 2};
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 2, nullptr, 0, nullptr, 0,
                               STRATA_WRAP_READ_ONLY, nullptr, nullptr, &t),
            STRATA_OK);
  strata_dlpack_managed_tensor_versioned* m = nullptr;
  ASSERT_EQ(strata_tensor_to_dlpack_versioned(t, &m), STRATA_OK);
  EXPECT_EQ(m->flags, STRATA_DLPACK_FLAG_READ_ONLY);
  m->deleter(m);
  auto* legacy = reinterpret_cast<strata_dlpack_managed_tensor*>(0x1);
  EXPECT_EQ(strata_tensor_to_dlpack(t, &legacy), STRATA_ERROR_READ_ONLY);
  EXPECT_EQ(legacy, nullptr);
  EXPECT_NE(std::string(strata_last_error_message()).find("read-only"), std::string::npos);
  strata_tensor_release(t);
}

TEST(DLPackExport, RejectsNullAndStaleArguments) {
  strata_dlpack_managed_tensor_versioned* m = nullptr;
  EXPECT_EQ(strata_tensor_to_dlpack_versioned(nullptr, &m), STRATA_ERROR_NULL_POINTER);
  strata_tensor* t = Create(STRATA_DTYPE_INT32, {2});
  EXPECT_EQ(strata_tensor_to_dlpack_versioned(t, nullptr), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(strata_tensor_to_dlpack(t, nullptr), STRATA_ERROR_NULL_POINTER);
  strata_tensor_release(t);
  EXPECT_EQ(strata_tensor_to_dlpack_versioned(t, &m), STRATA_ERROR_INVALID_HANDLE);
  EXPECT_EQ(m, nullptr);
}

}  // namespace
