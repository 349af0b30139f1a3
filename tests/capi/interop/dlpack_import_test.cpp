// Importing DLPack managed tensors (versioned and legacy) as Strata views.
#include <gtest/gtest.h>

#include <atomic>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "strata/strata.h"

namespace {

// A producer: int32 storage 0, 1, 2, ... and a managed tensor describing (part of) it whose
// deleter counts its calls and records the calling thread.
template <class Managed>
struct Producer {
  explicit Producer(std::vector<int64_t> lengths_in, std::vector<int64_t> strides_in = {},
                    size_t elements = 24)
      : storage(elements), lengths(std::move(lengths_in)), strides(std::move(strides_in)) {
    for (size_t i = 0; i < storage.size(); ++i) storage[i] = static_cast<int32_t>(i);
    std::memset(&managed, 0, sizeof managed);
    managed.dl_tensor.data = storage.data();
    managed.dl_tensor.device = {STRATA_DLPACK_DEVICE_CPU, 0};
    managed.dl_tensor.ndim = static_cast<int32_t>(lengths.size());
    managed.dl_tensor.dtype = {STRATA_DLPACK_CODE_INT, 32, 1};
    managed.dl_tensor.shape = lengths.data();
    managed.dl_tensor.strides = strides.empty() ? nullptr : strides.data();
    managed.manager_ctx = this;
    managed.deleter = &Delete;
    if constexpr (requires { managed.version; }) managed.version = {1, 0};
  }
  static void Delete(Managed* self) {
    auto* p = static_cast<Producer*>(self->manager_ctx);
    p->deleter_thread = std::this_thread::get_id();
    p->deletions.fetch_add(1);
  }

  std::vector<int32_t> storage;
  std::vector<int64_t> lengths;
  std::vector<int64_t> strides;
  Managed managed;
  std::atomic<int> deletions{0};
  std::thread::id deleter_thread;
};

using Versioned = Producer<strata_dlpack_managed_tensor_versioned>;
using Legacy = Producer<strata_dlpack_managed_tensor>;

std::vector<int64_t> Lengths(const strata_tensor* t) {
  int32_t rank = 0;
  EXPECT_EQ(strata_tensor_rank(t, &rank), STRATA_OK);
  std::vector<int64_t> v(static_cast<size_t>(rank));
  EXPECT_EQ(strata_tensor_lengths(t, v.data(), rank), STRATA_OK);
  return v;
}

std::vector<int64_t> Strides(const strata_tensor* t) {
  std::vector<int64_t> v(Lengths(t).size());
  EXPECT_EQ(strata_tensor_strides(t, v.data(), static_cast<int32_t>(v.size())), STRATA_OK);
  return v;
}

int32_t Get(const strata_tensor* t, std::vector<int64_t> at) {
  int32_t value = -1;
  EXPECT_EQ(strata_tensor_get(t, at.data(), static_cast<int32_t>(at.size()), &value), STRATA_OK)
      << strata_last_error_message();
  return value;
}

TEST(DLPackImport, VersionedHonoursByteOffsetAndStrides) {
  Versioned p({2, 3}, {8, 2});
  p.managed.dl_tensor.byte_offset = 5 * sizeof(int32_t);
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack_versioned(&p.managed, 0, &t), STRATA_OK)
      << strata_last_error_message();
  EXPECT_EQ(Lengths(t), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(Strides(t), (std::vector<int64_t>{8, 2}));
  EXPECT_EQ(Get(t, {0, 0}), 5);
  EXPECT_EQ(Get(t, {0, 2}), 9);
  EXPECT_EQ(Get(t, {1, 1}), 15);
  int32_t flag = 1;
  EXPECT_EQ(strata_tensor_is_read_only(t, &flag), STRATA_OK);
  EXPECT_EQ(flag, 0);
  EXPECT_EQ(p.deletions, 0);
  strata_tensor_release(t);
  EXPECT_EQ(p.deletions, 1);
}

TEST(DLPackImport, NullStridesMeanRowMajor) {
  Legacy p({2, 1, 4});
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack(&p.managed, 0, &t), STRATA_OK);
  EXPECT_EQ(Strides(t), (std::vector<int64_t>{4, 0, 1}));
  EXPECT_EQ(Get(t, {1, 0, 3}), 7);
  strata_tensor_release(t);
  EXPECT_EQ(p.deletions, 1);
}

TEST(DLPackImport, WritesReachTheProducerMemory) {
  Legacy p({4});
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack(&p.managed, 0, &t), STRATA_OK);
  const int64_t at = 2;
  const int32_t value = -40;
  ASSERT_EQ(strata_tensor_set(t, &at, 1, &value), STRATA_OK);
  EXPECT_EQ(p.storage[2], -40);
  strata_tensor_release(t);
}

TEST(DLPackImport, StridesOfLengthOneDimensionsAreIgnoredEvenIfNegative) {
  Versioned p({1, 3, 1}, {-7, 1, 99});
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack_versioned(&p.managed, 0, &t), STRATA_OK)
      << strata_last_error_message();
  EXPECT_EQ(Strides(t), (std::vector<int64_t>{0, 1, 0}));
  EXPECT_EQ(Get(t, {0, 2, 0}), 2);
  strata_tensor_release(t);
}

TEST(DLPackImport, NDimZeroIsARankZeroTensor) {
  Versioned p({});
  p.managed.dl_tensor.shape = nullptr;
  p.managed.dl_tensor.byte_offset = 3 * sizeof(int32_t);
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack_versioned(&p.managed, 0, &t), STRATA_OK);
  EXPECT_EQ(Lengths(t), (std::vector<int64_t>{}));
  EXPECT_EQ(Get(t, {}), 3);
  strata_tensor_release(t);
}

TEST(DLPackImport, EmptyTensorMayHaveNullData) {
  Versioned p({3, 0});
  p.managed.dl_tensor.data = nullptr;
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack_versioned(&p.managed, 0, &t), STRATA_OK);
  int32_t empty = 0;
  EXPECT_EQ(strata_tensor_is_empty(t, &empty), STRATA_OK);
  EXPECT_EQ(empty, 1);
  strata_tensor_release(t);
  EXPECT_EQ(p.deletions, 1);
}

TEST(DLPackImport, ReadOnlyFlagOrCallerFlagMakesTheViewReadOnly) {
  Versioned v({3});
  v.managed.flags = STRATA_DLPACK_FLAG_READ_ONLY | STRATA_DLPACK_FLAG_IS_COPIED;
  Legacy l({3});
  strata_tensor* a = nullptr;
  strata_tensor* b = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack_versioned(&v.managed, 0, &a), STRATA_OK);
  ASSERT_EQ(strata_tensor_from_dlpack(&l.managed, STRATA_WRAP_READ_ONLY, &b), STRATA_OK);
  const int64_t at = 0;
  const int32_t value = 5;
  for (strata_tensor* t : {a, b}) {
    int32_t flag = 0;
    EXPECT_EQ(strata_tensor_is_read_only(t, &flag), STRATA_OK);
    EXPECT_EQ(flag, 1);
    EXPECT_EQ(strata_tensor_set(t, &at, 1, &value), STRATA_ERROR_READ_ONLY);
  }
  EXPECT_EQ(v.storage[0], 0);
  EXPECT_EQ(l.storage[0], 0);
  strata_tensor_release(a);
  strata_tensor_release(b);
}

TEST(DLPackImport, DeleterWaitsForTheLastViewAndRunsOnce) {
  Versioned p({4, 2});
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack_versioned(&p.managed, 0, &t), STRATA_OK);
  const int64_t starts[2] = {2, 0};
  strata_tensor* view = nullptr;
  ASSERT_EQ(strata_tensor_slice_starts(t, starts, 2, &view), STRATA_OK);
  strata_tensor_retain(t);
  strata_tensor_release(t);
  strata_tensor_release(t);
  EXPECT_EQ(p.deletions, 0);
  EXPECT_EQ(Get(view, {1, 1}), 7);
  strata_tensor_release(view);
  EXPECT_EQ(p.deletions, 1);
}

TEST(DLPackImport, DeleterRunsOnTheThreadThatReleasesLast) {
  Legacy p({5});
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack(&p.managed, 0, &t), STRATA_OK);
  std::thread::id releaser;
  std::thread worker([&] {
    releaser = std::this_thread::get_id();
    strata_tensor_release(t);
  });
  worker.join();
  EXPECT_EQ(p.deletions, 1);
  EXPECT_EQ(p.deleter_thread, releaser);
}

TEST(DLPackImport, NullDeleterIsAllowed) {
  Versioned p({2});
  p.managed.deleter = nullptr;
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack_versioned(&p.managed, 0, &t), STRATA_OK);
  strata_tensor_release(t);
  EXPECT_EQ(p.deletions, 0);
}

// Every rejected import: the status, a message naming the culprit, no handle, no deleter call
// and the managed tensor byte-for-byte unchanged (ownership stays with the caller).
template <class P, class Mutate, class Import>
void ExpectRejected(P& p, Mutate mutate, Import import, strata_status expected,
                    const std::string& fragment) {
  mutate(p);
  std::vector<unsigned char> before(sizeof p.managed);
  std::memcpy(before.data(), &p.managed, sizeof p.managed);
  const std::vector<int32_t> storage_before = p.storage;
  auto* out = reinterpret_cast<strata_tensor*>(0x1);
  const int64_t live = strata_live_tensor_count();
  EXPECT_EQ(import(&p.managed, &out), expected) << fragment;
  EXPECT_EQ(out, nullptr);
  EXPECT_EQ(p.deletions, 0);
  EXPECT_EQ(strata_live_tensor_count(), live);
  EXPECT_EQ(std::memcmp(before.data(), &p.managed, sizeof p.managed), 0);
  EXPECT_EQ(p.storage, storage_before);
  EXPECT_NE(std::string(strata_last_error_message()).find(fragment), std::string::npos)
      << strata_last_error_message();
}

auto ImportVersioned(int32_t flags = 0) {
  return [flags](strata_dlpack_managed_tensor_versioned* m, strata_tensor** out) {
    return strata_tensor_from_dlpack_versioned(m, flags, out);
  };
}
auto ImportLegacy(int32_t flags = 0) {
  return [flags](strata_dlpack_managed_tensor* m, strata_tensor** out) {
    return strata_tensor_from_dlpack(m, flags, out);
  };
}

TEST(DLPackImport, RejectsNonCpuDevices) {
  Versioned v({2});
  ExpectRejected(v, [](auto& p) { p.managed.dl_tensor.device = {STRATA_DLPACK_DEVICE_CUDA, 1}; },
                 ImportVersioned(), STRATA_ERROR_INVALID_ARGUMENT, "device (type 2, id 1)");
  Legacy l({2});
  ExpectRejected(l, [](auto& p) { p.managed.dl_tensor.device = {3, 0}; }, ImportLegacy(),
                 STRATA_ERROR_INVALID_ARGUMENT, "CPU memory");
}

TEST(DLPackImport, RejectsMultipleLanesAndUnsupportedTypes) {
  Versioned a({2});
  ExpectRejected(a, [](auto& p) { p.managed.dl_tensor.dtype.lanes = 4; }, ImportVersioned(),
                 STRATA_ERROR_DTYPE_MISMATCH, "lanes 4");
  Versioned b({2});
  ExpectRejected(
      b,
      [](auto& p) {
        p.managed.dl_tensor.dtype = {STRATA_DLPACK_CODE_COMPLEX, 32, 1};
      },
      ImportVersioned(), STRATA_ERROR_DTYPE_MISMATCH, "code 5, bits 32");
  Legacy c({2});
  ExpectRejected(c, [](auto& p) { p.managed.dl_tensor.dtype = {STRATA_DLPACK_CODE_FLOAT, 8, 1}; },
                 ImportLegacy(), STRATA_ERROR_DTYPE_MISMATCH, "code 2, bits 8");
  Legacy d({2});
  ExpectRejected(d, [](auto& p) { p.managed.dl_tensor.dtype = {STRATA_DLPACK_CODE_BOOL, 1, 1}; },
                 ImportLegacy(), STRATA_ERROR_DTYPE_MISMATCH, "code 6, bits 1");
}

TEST(DLPackImport, ComplexCodesBecomeComplexDTypesOverTheProducerMemory) {
  // The int32 storage 0, 1, 2, ... read as complex64 pairs (int bits reinterpreted) and as
  // complex128 quadruples: only the dtype and the element size change.
  struct Case {
    uint8_t bits;
    strata_dtype dtype;
    int64_t element_bytes;
  };
  for (const Case c :
       {Case{64, STRATA_DTYPE_COMPLEX64, 8}, Case{128, STRATA_DTYPE_COMPLEX128, 16}}) {
    Versioned p({2, 2}, {1, 2});
    p.managed.dl_tensor.dtype = {STRATA_DLPACK_CODE_COMPLEX, c.bits, 1};
    strata_tensor* t = nullptr;
    ASSERT_EQ(strata_tensor_from_dlpack_versioned(&p.managed, 0, &t), STRATA_OK)
        << strata_last_error_message();
    strata_dtype dtype = STRATA_DTYPE_INT8;
    ASSERT_EQ(strata_tensor_dtype(t, &dtype), STRATA_OK);
    EXPECT_EQ(dtype, c.dtype);
    EXPECT_EQ(Strides(t), (std::vector<int64_t>{1, 2}));
    // Element [1, 1] lies 3 elements after the first: its first int32 is 3 · element_bytes / 4.
    std::vector<int32_t> element(static_cast<size_t>(c.element_bytes / 4));
    const int64_t at[] = {1, 1};
    ASSERT_EQ(strata_tensor_get(t, at, 2, element.data()), STRATA_OK);
    for (size_t k = 0; k < element.size(); ++k) {
      EXPECT_EQ(element[k],
                static_cast<int32_t>(3 * c.element_bytes / 4 + static_cast<int64_t>(k)));
    }
    strata_tensor_release(t);
    EXPECT_EQ(p.deletions, 1);
  }
}

TEST(DLPackImport, RejectsNegativeStrides) {
  Versioned v({3, 2}, {-2, 1});
  v.managed.dl_tensor.byte_offset = 4 * sizeof(int32_t);
  ExpectRejected(v, [](auto&) {}, ImportVersioned(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE,
                 "stride -2 of dimension 0 is negative");
}

TEST(DLPackImport, RejectsAliasingStrides) {
  Legacy l({3, 3}, {2, 1});
  ExpectRejected(l, [](auto&) {}, ImportLegacy(), STRATA_ERROR_INVALID_ARGUMENT, "alias");
}

TEST(DLPackImport, RejectsOtherMajorVersions) {
  Versioned v({2});
  ExpectRejected(v, [](auto& p) { p.managed.version = {2, 0}; }, ImportVersioned(),
                 STRATA_ERROR_INVALID_ARGUMENT, "version 2.0");
}

TEST(DLPackImport, RejectsMalformedShapesAndPointers) {
  Versioned a({2});
  ExpectRejected(a, [](auto& p) { p.managed.dl_tensor.ndim = -1; }, ImportVersioned(),
                 STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, "ndim -1");
  Versioned b({2});
  ExpectRejected(b, [](auto& p) { p.managed.dl_tensor.ndim = STRATA_MAX_RANK + 1; },
                 ImportVersioned(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, "ndim 1025");
  Versioned c({2});
  ExpectRejected(c, [](auto& p) { p.managed.dl_tensor.shape = nullptr; }, ImportVersioned(),
                 STRATA_ERROR_NULL_POINTER, "dl_tensor.shape");
  Legacy d({2, -3});
  ExpectRejected(d, [](auto&) {}, ImportLegacy(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE,
                 "length -3 of dimension 1");
  Legacy e({2});
  ExpectRejected(e, [](auto& p) { p.managed.dl_tensor.data = nullptr; }, ImportLegacy(),
                 STRATA_ERROR_NULL_POINTER, "data is NULL");
  Legacy f({2});
  ExpectRejected(f, [](auto& p) { p.managed.dl_tensor.byte_offset = UINT64_MAX; }, ImportLegacy(),
                 STRATA_ERROR_OVERFLOW, "byte_offset");
  Legacy g({2});
  ExpectRejected(g, [](auto&) {}, ImportLegacy(4), STRATA_ERROR_INVALID_ARGUMENT,
                 "unknown import flags 0x4");
}

TEST(DLPackImport, RejectsNullArguments) {
  strata_tensor* out = nullptr;
  EXPECT_EQ(strata_tensor_from_dlpack_versioned(nullptr, 0, &out), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(strata_tensor_from_dlpack(nullptr, 0, &out), STRATA_ERROR_NULL_POINTER);
  Legacy p({2});
  EXPECT_EQ(strata_tensor_from_dlpack(&p.managed, 0, nullptr), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(p.deletions, 0);
}

TEST(DLPackRoundTrip, ExportThenImportSharesMemoryAndFreesOnce) {
  int deleted = 0;
  int32_t data[6] = {1, 2, 3, 4, 5, 6};
  const int64_t lengths[2] = {3, 2};
  strata_tensor* source = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 6, lengths, 2, nullptr, 0, 0,
                               [](void*, void* count) { ++*static_cast<int*>(count); }, &deleted,
                               &source),
            STRATA_OK);
  strata_dlpack_managed_tensor_versioned* m = nullptr;
  ASSERT_EQ(strata_tensor_to_dlpack_versioned(source, &m), STRATA_OK);
  strata_tensor_release(source);
  strata_tensor* back = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack_versioned(m, 0, &back), STRATA_OK);
  EXPECT_EQ(Lengths(back), (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(Strides(back), (std::vector<int64_t>{2, 1}));
  void* origin = nullptr;
  ASSERT_EQ(strata_tensor_data(back, &origin), STRATA_OK);
  EXPECT_EQ(origin, data);
  EXPECT_EQ(deleted, 0);
  strata_tensor_release(back);
  EXPECT_EQ(deleted, 1);
}

TEST(DLPackRoundTrip, LegacyExportOfAViewImportsTheSameView) {
  strata_tensor* t = nullptr;
  const int64_t lengths[2] = {3, 4};
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, nullptr, 0, &t), STRATA_OK);
  const int64_t starts[2] = {1, 1};
  strata_tensor* view = nullptr;
  ASSERT_EQ(strata_tensor_slice_starts(t, starts, 2, &view), STRATA_OK);
  strata_dlpack_managed_tensor* m = nullptr;
  ASSERT_EQ(strata_tensor_to_dlpack(view, &m), STRATA_OK);
  strata_tensor* back = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack(m, 0, &back), STRATA_OK);
  int32_t same = 0;
  ASSERT_EQ(strata_tensor_same_view(view, back, &same), STRATA_OK);
  EXPECT_EQ(same, 1);
  strata_tensor_release(t);
  strata_tensor_release(view);
  strata_tensor_release(back);
}

}  // namespace
