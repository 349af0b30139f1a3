// Leak checking of the C ABI suite. Under AddressSanitizer (the dev preset) LeakSanitizer runs
// at the exit of every test process; the hook below keeps it on even where the platform default
// differs. The test drives every failure path of the creating and view-returning calls through a
// counting allocator and checks that no handle, block, string or deleter call is left behind.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>

#include "strata/strata.h"

extern "C" const char* __asan_default_options() { return "detect_leaks=1"; }

namespace {

std::atomic<int64_t> blocks{0};
bool refuse = false;

void* Allocate(size_t bytes, size_t alignment, void*) {
  if (refuse) return nullptr;
  void* p = std::aligned_alloc(alignment, (bytes + alignment) / alignment * alignment);
  if (p != nullptr) blocks.fetch_add(1);
  return p;
}

void Release(void* p, size_t, size_t, void*) {
  blocks.fetch_sub(1);
  std::free(p);
}

int deleted = 0;
void CountDeleter(void*, void*) { ++deleted; }

TEST(ErrorPaths, LeaveNoHandleBlockOrStringBehind) {
  const strata_allocator counting{sizeof(strata_allocator), Allocate, Release, nullptr};
  ASSERT_EQ(strata_set_allocator(&counting), STRATA_OK);
  const int64_t live_before = strata_live_tensor_count();
  int32_t data[6] = {1, 2, 3, 4, 5, 6};
  const int64_t lengths[] = {2, 3};
  const int64_t aliasing[] = {1, 1};
  const int64_t negative[] = {-1, 3};
  strata_tensor* out = nullptr;

  // Creation failures: bad dtype, bad shape, aliasing strides, overflow, refused allocation.
  EXPECT_NE(strata_tensor_create(0x7777, lengths, 2, nullptr, 0, &out), STRATA_OK);
  EXPECT_NE(strata_tensor_create(STRATA_DTYPE_INT32, negative, 2, nullptr, 0, &out), STRATA_OK);
  EXPECT_NE(strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, aliasing, 2, &out), STRATA_OK);
  const int64_t huge[] = {INT64_MAX, 2};
  EXPECT_NE(strata_tensor_create(STRATA_DTYPE_INT32, huge, 2, nullptr, 0, &out), STRATA_OK);
  refuse = true;
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, nullptr, 0, &out),
            STRATA_ERROR_OUT_OF_MEMORY);
  EXPECT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_INT32, data, 6, lengths, 2, &out),
            STRATA_ERROR_OUT_OF_MEMORY);
  refuse = false;
  EXPECT_NE(strata_tensor_create_from_data(STRATA_DTYPE_INT32, data, 5, lengths, 2, &out),
            STRATA_OK);

  // Wrap failures keep the caller's ownership: the deleter never runs.
  EXPECT_NE(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 5, lengths, 2, nullptr, 0, 0,
                               CountDeleter, nullptr, &out),
            STRATA_OK);
  EXPECT_NE(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 6, lengths, 2, nullptr, 0, 8,
                               CountDeleter, nullptr, &out),
            STRATA_OK);
  EXPECT_EQ(deleted, 0);

  // View and string failures on a live tensor.
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 6, lengths, 2, nullptr, 0, 0,
                               CountDeleter, nullptr, &t),
            STRATA_OK);
  const int64_t far[] = {0, 9};
  EXPECT_NE(strata_tensor_slice_starts(t, far, 2, &out), STRATA_OK);
  const strata_nrange backwards[] = {{{1, 0, 0}, {0, 0, 0}}, {{0, 0, 0}, {3, 0, 0}}};
  EXPECT_NE(strata_tensor_slice(t, backwards, 2, &out), STRATA_OK);
  char* text = nullptr;
  const int64_t bad_maxima[] = {-1, 1};
  EXPECT_NE(strata_tensor_to_string(t, bad_maxima, 2, &text), STRATA_OK);
  EXPECT_EQ(text, nullptr);
  EXPECT_EQ(out, nullptr);
  strata_tensor_release(t);
  strata_tensor_release(t);  // a second release is reported, not acted on
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_INVALID_HANDLE);

  EXPECT_EQ(deleted, 1);
  EXPECT_EQ(strata_live_tensor_count(), live_before);
  EXPECT_EQ(blocks.load(), 0);
  EXPECT_EQ(strata_set_allocator(nullptr), STRATA_OK);
}

}  // namespace
