// strata_tensor_split with pieces NULL and capacity 0 (a size query): the count and every
// error of the split itself, without allocating a single piece.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "strata/strata.h"
#include "strata/strata_copy.h"

namespace {

// Counts the allocator's calls: a size query must make no piece.
std::atomic<int> allocations{0};
void* CountingAllocate(size_t bytes, size_t alignment, void*) {
  ++allocations;
  return std::aligned_alloc(alignment, (bytes + alignment - 1) / alignment * alignment);
}
void CountingRelease(void* p, size_t, size_t, void*) { std::free(p); }

TEST(SplitSizeQuery, ValidatesLikeTheSplitWithoutMakingPieces) {
  const int64_t lengths[] = {64, 1024};
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths, 2, nullptr, 0, &t), STRATA_OK);
  const strata_allocator counting{sizeof(strata_allocator), CountingAllocate, CountingRelease,
                                  nullptr};
  ASSERT_EQ(strata_set_allocator(&counting), STRATA_OK);
  int32_t count = -1;
  EXPECT_EQ(strata_tensor_split(t, 16, 0, nullptr, 0, &count), STRATA_OK);
  EXPECT_EQ(count, 16);
  EXPECT_EQ(allocations.load(), 0);
  // The query fails exactly as the split would, and leaves count alone.
  count = -1;
  EXPECT_EQ(strata_tensor_split(t, 3, 0, nullptr, 0, &count), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(strata_last_error_message()).find("not divisible by 3"), std::string::npos);
  EXPECT_EQ(strata_tensor_split(t, 0, 0, nullptr, 0, &count), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(strata_tensor_split(t, 2, 2, nullptr, 0, &count), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(strata_tensor_split(t, int64_t{1} << 40, 0, nullptr, 0, &count), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(strata_tensor_split(t, 2, 0, nullptr, 0, nullptr), STRATA_ERROR_NULL_POINTER);
  EXPECT_EQ(count, -1);
  EXPECT_EQ(allocations.load(), 0);
  // The split itself makes its 16 pieces through the allocator.
  strata_tensor* pieces[16] = {};
  ASSERT_EQ(strata_tensor_split(t, 16, 0, pieces, 16, &count), STRATA_OK);
  EXPECT_EQ(allocations.load(), 16);
  for (strata_tensor* p : pieces) strata_tensor_release(p);
  ASSERT_EQ(strata_set_allocator(nullptr), STRATA_OK);
  strata_tensor_release(t);
}

}  // namespace
