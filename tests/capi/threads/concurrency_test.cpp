// Threads sharing handles (run under ThreadSanitizer by the tsan preset, and under ASan in the
// ordinary suite): concurrent retain/release of one handle, concurrent readers of one tensor,
// per-thread error state, concurrent creation, replacing the allocator while others allocate,
// and the copy engine's helper thread on destinations with repeated storage. Each test joins its
// threads and then checks counts that any lost update would break.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "strata/strata.h"
#include "strata/strata_copy.h"

namespace {

constexpr int kThreads = 4;
constexpr int kRounds = 500;

// Runs body(thread_index) on kThreads threads that start together.
template <class Body>
void RunTogether(Body body) {
  std::atomic<int> ready{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      ready.fetch_add(1);
      while (ready.load() < kThreads) std::this_thread::yield();
      body(t);
    });
  }
  for (auto& thread : threads) thread.join();
}

TEST(Concurrency, RetainAndReleaseOfOneHandleKeepExactCounts) {
  static int64_t data[4] = {1, 2, 3, 4};
  static std::atomic<int> deleted{0};
  deleted = 0;
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT64, data, 4, nullptr, 0, nullptr, 0, 0,
                               [](void*, void*) { deleted.fetch_add(1); }, nullptr, &t),
            STRATA_OK);
  const int64_t live_before = strata_live_tensor_count();
  RunTogether([&](int) {
    for (int k = 0; k < kRounds; ++k) strata_tensor_retain(t);
    for (int k = 0; k < kRounds; ++k) strata_tensor_release(t);
  });
  EXPECT_EQ(strata_live_tensor_count(), live_before);
  int32_t rank = 0;
  EXPECT_EQ(strata_tensor_rank(t, &rank), STRATA_OK);  // still live: one reference left
  EXPECT_EQ(deleted.load(), 0);
  strata_tensor_release(t);
  EXPECT_EQ(deleted.load(), 1);
  EXPECT_EQ(strata_tensor_rank(t, &rank), STRATA_ERROR_INVALID_HANDLE);
}

TEST(Concurrency, LastReleaseOnAnyThreadRunsTheDeleterOnce) {
  static std::atomic<int> deleted{0};
  for (int round = 0; round < 50; ++round) {
    deleted = 0;
    auto* storage = static_cast<int32_t*>(std::malloc(16 * sizeof(int32_t)));
    strata_tensor* t = nullptr;
    ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, storage, 16, nullptr, 0, nullptr, 0, 0,
                                 [](void* p, void*) {
                                   deleted.fetch_add(1);
                                   std::free(p);
                                 },
                                 nullptr, &t),
              STRATA_OK);
    // Each thread takes one reference and a slice (which keeps the storage alive), then drops
    // both; the creator's reference is dropped while the threads run.
    for (int k = 0; k < kThreads; ++k) strata_tensor_retain(t);
    std::thread dropper([t] { strata_tensor_release(t); });
    RunTogether([&](int index) {
      strata_tensor* slice = nullptr;
      const int64_t start = index;
      EXPECT_EQ(strata_tensor_slice_starts(t, &start, 1, &slice), STRATA_OK);
      strata_tensor_release(t);
      int32_t value = 0;
      const int64_t zero = 0;
      EXPECT_EQ(strata_tensor_get(slice, &zero, 1, &value), STRATA_OK);
      strata_tensor_release(slice);
    });
    dropper.join();
    EXPECT_EQ(deleted.load(), 1) << "round " << round;
  }
}

TEST(Concurrency, ReadersOfOneTensorSeeTheSameContents) {
  const int64_t lengths[] = {3, 4};
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, nullptr, 0, &t), STRATA_OK);
  for (int64_t i = 0; i < 3; ++i) {
    for (int64_t j = 0; j < 4; ++j) {
      const int64_t index[] = {i, j};
      const int32_t value = static_cast<int32_t>(10 * i + j);
      ASSERT_EQ(strata_tensor_set(t, index, 2, &value), STRATA_OK);
    }
  }
  char* expected_text = nullptr;
  const int64_t maxima[] = {3, 4};
  ASSERT_EQ(strata_tensor_to_string(t, maxima, 2, &expected_text), STRATA_OK);
  const std::string expected(expected_text);
  strata_string_free(expected_text);

  std::atomic<int> mismatches{0};
  RunTogether([&](int) {
    for (int k = 0; k < kRounds / 5; ++k) {
      const int64_t index[] = {k % 3, k % 4};
      int32_t value = -1;
      if (strata_tensor_get(t, index, 2, &value) != STRATA_OK ||
          value != 10 * (k % 3) + k % 4) {
        mismatches.fetch_add(1);
      }
      char* text = nullptr;
      if (strata_tensor_to_string(t, maxima, 2, &text) != STRATA_OK || expected != text) {
        mismatches.fetch_add(1);
      }
      strata_string_free(text);
      strata_tensor* row = nullptr;
      const strata_nrange ranges[] = {{{1, 0, 0}, {2, 0, 0}}, {{0, 0, 0}, {0, 1, 0}}};
      int64_t count = 0;
      if (strata_tensor_slice(t, ranges, 2, &row) != STRATA_OK ||
          strata_tensor_flattened_length(row, &count) != STRATA_OK || count != 4) {
        mismatches.fetch_add(1);
      }
      strata_tensor_release(row);
    }
  });
  EXPECT_EQ(mismatches.load(), 0);
  strata_tensor_release(t);
}

TEST(Concurrency, EachThreadKeepsItsOwnLastError) {
  const int64_t lengths[] = {2};
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, lengths, 1, nullptr, 0, &t), STRATA_OK);
  std::atomic<int> mixed{0};
  RunTogether([&](int index) {
    // Thread k fails with index 100 + k (out of range) or an unknown dtype 0x7000 + k; between
    // its failure and its read-back other threads fail with their own values.
    const int64_t bad_index = 100 + index;
    const std::string index_text = "index " + std::to_string(bad_index) + " ";
    for (int k = 0; k < kRounds; ++k) {
      int8_t value = 0;
      if (k % 2 == 0) {
        if (strata_tensor_get(t, &bad_index, 1, &value) != STRATA_ERROR_INDEX_OUT_OF_RANGE) {
          mixed.fetch_add(1);
        }
        std::this_thread::yield();
        if (strata_last_error_code() != STRATA_ERROR_INDEX_OUT_OF_RANGE ||
            std::string(strata_last_error_message()).find(index_text) == std::string::npos) {
          mixed.fetch_add(1);
        }
      } else {
        size_t size = 0;
        if (strata_dtype_size(0x7000 + index, &size) != STRATA_ERROR_INVALID_ARGUMENT) {
          mixed.fetch_add(1);
        }
        std::this_thread::yield();
        char expected[32];
        std::snprintf(expected, sizeof(expected), "%#06x", 0x7000 + index);
        if (strata_last_error_code() != STRATA_ERROR_INVALID_ARGUMENT ||
            std::string(strata_last_error_message()).find(expected) == std::string::npos) {
          mixed.fetch_add(1);
        }
      }
    }
    strata_clear_last_error();
    if (strata_last_error_code() != STRATA_OK) mixed.fetch_add(1);
  });
  EXPECT_EQ(mixed.load(), 0);
  strata_tensor_release(t);
}

TEST(Concurrency, CreatingAndReleasingOnManyThreadsLeavesNoHandle) {
  const int64_t live_before = strata_live_tensor_count();
  std::atomic<int> failures{0};
  RunTogether([&](int index) {
    for (int k = 0; k < kRounds; ++k) {
      const int64_t lengths[] = {index + 1, k % 7 + 1};
      strata_tensor* t = nullptr;
      if (strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths, 2, nullptr, 0, &t) != STRATA_OK) {
        failures.fetch_add(1);
        continue;
      }
      const float one = 1.0f;
      if (strata_tensor_fill(t, &one) != STRATA_OK) failures.fetch_add(1);
      strata_tensor_release(t);
    }
  });
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(strata_live_tensor_count(), live_before);
}

std::atomic<int64_t> counted_blocks{0};

void* CountingAllocate(size_t bytes, size_t alignment, void*) {
  void* p = std::aligned_alloc(alignment, (bytes + alignment) / alignment * alignment);
  if (p != nullptr) counted_blocks.fetch_add(1);
  return p;
}

void CountingRelease(void* p, size_t, size_t, void*) {
  counted_blocks.fetch_sub(1);
  std::free(p);
}

TEST(Concurrency, ReplacingTheAllocatorWhileOthersAllocateReleasesThroughTheRightOne) {
  const strata_allocator counting{sizeof(strata_allocator), CountingAllocate, CountingRelease,
                                  nullptr};
  std::atomic<bool> done{false};
  std::thread switcher([&] {
    for (int k = 0; !done.load(); ++k) {
      EXPECT_EQ(strata_set_allocator(k % 2 == 0 ? &counting : nullptr), STRATA_OK);
      std::this_thread::yield();
    }
  });
  std::atomic<int> failures{0};
  RunTogether([&](int) {
    for (int k = 0; k < kRounds; ++k) {
      const int64_t lengths[] = {8};
      strata_tensor* t = nullptr;
      if (strata_tensor_create(STRATA_DTYPE_INT64, lengths, 1, nullptr, 0, &t) != STRATA_OK) {
        failures.fetch_add(1);
      }
      strata_tensor_release(t);
    }
  });
  done = true;
  switcher.join();
  EXPECT_EQ(strata_set_allocator(nullptr), STRATA_OK);
  EXPECT_EQ(failures.load(), 0);
  EXPECT_EQ(counted_blocks.load(), 0);  // every block from the counting allocator came back
}

TEST(Concurrency, TwoThreadFillsOfOneRepeatedElement) {
  // 6 MiB of logical elements (above the 4 MiB split size) over one stored element: every
  // stride is 0, so the copy engine must not split the write between the caller and the helper
  // thread (both halves would write the same bytes).
  const int32_t saved = strata_copy_threads();
  ASSERT_EQ(strata_set_copy_threads(2), STRATA_OK);
  std::vector<float> storage(16, -1.0f);
  const int64_t lengths[] = {1536, 1024};
  const int64_t strides[] = {0, 0};
  strata_tensor* view = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_FLOAT32, storage.data(),
                               static_cast<int64_t>(storage.size()), lengths, 2, strides, 2, 0,
                               nullptr, nullptr, &view),
            STRATA_OK);
  ASSERT_EQ(strata_tensor_clear(view), STRATA_OK);
  const float value = 3.0f;
  ASSERT_EQ(strata_tensor_fill(view, &value), STRATA_OK);
  strata_tensor_release(view);
  for (size_t i = 0; i < storage.size(); ++i) ASSERT_EQ(storage[i], i == 0 ? 3.0f : -1.0f) << i;
  ASSERT_EQ(strata_set_copy_threads(saved), STRATA_OK);
}

}  // namespace
