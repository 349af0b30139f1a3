// The built-in allocator's retained blocks and live bytes through the C ABI: live bytes follow
// owning allocations exactly (views and wrapped memory add none), released large blocks are kept
// up to the retention limit and reused, strata_allocator_release_retained frees them, a lower
// limit frees the oldest beyond it, 0 keeps nothing, a negative limit is refused with nothing
// changed, and a built-in block released while caller callbacks are installed is freed.
#include <gtest/gtest.h>

#include <climits>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "strata/strata.h"
#include "strata/strata_views.h"

namespace {

constexpr int64_t kMiB = int64_t{1} << 20;

strata_tensor* Bytes(int64_t count) {
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_UINT8, &count, 1, nullptr, 0, &t), STRATA_OK);
  return t;
}

class AllocatorControl : public testing::Test {
 protected:
  void SetUp() override { strata_allocator_release_retained(); }
  void TearDown() override {
    ASSERT_EQ(strata_set_allocator(nullptr), STRATA_OK);
    ASSERT_EQ(strata_allocator_set_retention_limit(256 * kMiB), STRATA_OK);
    strata_allocator_release_retained();
  }
};

TEST_F(AllocatorControl, TheDefaultLimitIs256MiB) {
  // Run in its own process by CTest, so nothing has changed it yet.
  EXPECT_EQ(strata_allocator_retention_limit(), 256 * kMiB);
}

TEST_F(AllocatorControl, LiveBytesFollowOwningAllocationsOnly) {
  const int64_t before = strata_allocator_live_bytes();
  strata_tensor* a = Bytes(1000);
  EXPECT_EQ(strata_allocator_live_bytes(), before + 1000);
  strata_tensor* b = Bytes(3 * kMiB);
  EXPECT_EQ(strata_allocator_live_bytes(), before + 1000 + 3 * kMiB);
  strata_tensor* view = nullptr;
  ASSERT_EQ(strata_tensor_narrow(b, 0, 1, 10, &view), STRATA_OK);
  EXPECT_EQ(strata_allocator_live_bytes(), before + 1000 + 3 * kMiB);
  unsigned char caller[64] = {0};
  const int64_t length = 64;
  strata_tensor* wrapped = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_UINT8, caller, 64, &length, 1, nullptr, 0, 0, nullptr,
                               nullptr, &wrapped),
            STRATA_OK);
  EXPECT_EQ(strata_allocator_live_bytes(), before + 1000 + 3 * kMiB);
  strata_tensor_release(wrapped);
  strata_tensor_release(b);  // the view still holds the storage
  EXPECT_EQ(strata_allocator_live_bytes(), before + 1000 + 3 * kMiB);
  strata_tensor_release(view);
  EXPECT_EQ(strata_allocator_live_bytes(), before + 1000);
  strata_tensor_release(a);
  EXPECT_EQ(strata_allocator_live_bytes(), before);
  const int64_t zero = 0;
  strata_tensor* empty = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_FLOAT64, &zero, 1, nullptr, 0, &empty), STRATA_OK);
  EXPECT_EQ(strata_allocator_live_bytes(), before);
  strata_tensor_release(empty);
}

TEST_F(AllocatorControl, ReleasedLargeBlocksAreKeptAndReleaseRetainedFreesThem) {
  EXPECT_EQ(strata_allocator_retained_bytes(), 0);
  strata_tensor_release(Bytes(3 * kMiB));  // rounded to 4 MiB
  EXPECT_EQ(strata_allocator_retained_bytes(), 4 * kMiB);
  strata_tensor_release(Bytes(kMiB));  // below 2 MiB: never kept
  EXPECT_EQ(strata_allocator_retained_bytes(), 4 * kMiB);
  strata_tensor* again = Bytes(4 * kMiB);  // served by the kept block
  EXPECT_EQ(strata_allocator_retained_bytes(), 0);
  strata_tensor_release(again);
  EXPECT_EQ(strata_allocator_retained_bytes(), 4 * kMiB);
  strata_allocator_release_retained();
  EXPECT_EQ(strata_allocator_retained_bytes(), 0);
}

TEST_F(AllocatorControl, ALowerLimitFreesTheOldestBlocksBeyondIt) {
  strata_tensor* older = Bytes(4 * kMiB);
  strata_tensor* newer = Bytes(8 * kMiB);
  strata_tensor_release(older);
  strata_tensor_release(newer);
  EXPECT_EQ(strata_allocator_retained_bytes(), 12 * kMiB);
  ASSERT_EQ(strata_allocator_set_retention_limit(10 * kMiB), STRATA_OK);
  EXPECT_EQ(strata_allocator_retention_limit(), 10 * kMiB);
  EXPECT_EQ(strata_allocator_retained_bytes(), 8 * kMiB);  // the 4 MiB block went first
  strata_tensor_release(Bytes(12 * kMiB));                  // larger than the limit: freed
  EXPECT_EQ(strata_allocator_retained_bytes(), 8 * kMiB);
}

TEST_F(AllocatorControl, ALimitOfZeroKeepsNothing) {
  ASSERT_EQ(strata_allocator_set_retention_limit(0), STRATA_OK);
  strata_tensor_release(Bytes(4 * kMiB));
  EXPECT_EQ(strata_allocator_retained_bytes(), 0);
}

TEST_F(AllocatorControl, ANegativeLimitIsRefusedAndChangesNothing) {
  ASSERT_EQ(strata_allocator_set_retention_limit(64 * kMiB), STRATA_OK);
  for (const int64_t bad : {int64_t{-1}, INT64_MIN}) {
    EXPECT_EQ(strata_allocator_set_retention_limit(bad), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    EXPECT_NE(std::string(strata_last_error_message()).find(std::to_string(bad)),
              std::string::npos);
    EXPECT_EQ(strata_allocator_retention_limit(), 64 * kMiB);
  }
}

void* CallerAllocate(size_t bytes, size_t alignment, void*) {
  return std::aligned_alloc(alignment, (bytes + alignment - 1) / alignment * alignment);
}
void CallerRelease(void* p, size_t, size_t, void*) { std::free(p); }

TEST_F(AllocatorControl, ABuiltInBlockReleasedWhileCallbacksAreInstalledIsFreed) {
  strata_tensor* built_in = Bytes(4 * kMiB);
  const strata_allocator caller{sizeof(strata_allocator), CallerAllocate, CallerRelease, nullptr};
  ASSERT_EQ(strata_set_allocator(&caller), STRATA_OK);
  strata_tensor_release(built_in);  // freed: a kept block could serve only the built-in allocator
  EXPECT_EQ(strata_allocator_retained_bytes(), 0);
  ASSERT_EQ(strata_set_allocator(nullptr), STRATA_OK);
  strata_tensor_release(Bytes(4 * kMiB));  // the built-in allocator again: kept
  EXPECT_EQ(strata_allocator_retained_bytes(), 4 * kMiB);
}

}  // namespace
