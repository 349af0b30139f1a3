// Lifetime through the C ABI: views keep storage alive whatever order handles are released in,
// a deleter runs exactly once (never for a failed call), handles may be released on another
// thread, and the last-error state belongs to each thread.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "strata/strata.h"

namespace {

struct DeleterLog {
  std::atomic<int> calls{0};
  std::atomic<void*> data{nullptr};
  std::atomic<std::thread::id> thread{};
};

void LogDeleter(void* data, void* user) {
  auto* log = static_cast<DeleterLog*>(user);
  log->data = data;
  log->thread = std::this_thread::get_id();
  ++log->calls;
}

strata_tensor* Slice1D(strata_tensor* t, int64_t start, int64_t end) {
  const strata_nrange r = {{start, 0, 0}, {end, 0, 0}};
  strata_tensor* out = nullptr;
  EXPECT_EQ(strata_tensor_slice(t, &r, 1, &out), STRATA_OK);
  return out;
}

int32_t Get1D(const strata_tensor* t, int64_t i) {
  int32_t v = -1;
  EXPECT_EQ(strata_tensor_get(t, &i, 1, &v), STRATA_OK) << strata_last_error_message();
  return v;
}

TEST(TensorLifetime, ViewsKeepOwnedStorageAliveInEitherReleaseOrder) {
  for (bool owner_first : {true, false}) {
    const int64_t base = strata_live_tensor_count();
    const int32_t values[6] = {1, 2, 3, 4, 5, 6};
    strata_tensor* owner = nullptr;
    ASSERT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_INT32, values, 6, nullptr, 0, &owner), STRATA_OK);
    strata_tensor* view = Slice1D(owner, 2, 5);
    strata_tensor* view_of_view = Slice1D(view, 1, 3);
    EXPECT_EQ(strata_live_tensor_count(), base + 3);
    if (owner_first) {
      strata_tensor_release(owner);
      strata_tensor_release(view);
      // Reading through the last view after its ancestors are gone (ASan would flag a free).
      EXPECT_EQ(Get1D(view_of_view, 0), 4);
      EXPECT_EQ(Get1D(view_of_view, 1), 5);
      strata_tensor_release(view_of_view);
    } else {
      strata_tensor_release(view_of_view);
      EXPECT_EQ(Get1D(view, 0), 3);
      strata_tensor_release(view);
      EXPECT_EQ(Get1D(owner, 5), 6);
      strata_tensor_release(owner);
    }
    EXPECT_EQ(strata_live_tensor_count(), base);
  }
}

TEST(TensorLifetime, DeleterRunsExactlyOnceAfterTheLastViewInAnyOrder) {
  for (int order = 0; order < 3; ++order) {
    DeleterLog log;
    std::vector<int32_t> data{1, 2, 3, 4};
    strata_tensor* wrapped = nullptr;
    ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data.data(), 4, nullptr, 0, nullptr, 0, 0,
                                 LogDeleter, &log, &wrapped), STRATA_OK);
    strata_tensor* a = Slice1D(wrapped, 0, 2);
    strata_tensor* b = Slice1D(wrapped, 2, 4);
    strata_tensor_retain(b);
    std::vector<strata_tensor*> releases = order == 0   ? std::vector{wrapped, a, b, b}
                                           : order == 1 ? std::vector{b, a, b, wrapped}
                                                        : std::vector{a, b, wrapped, b};
    for (size_t i = 0; i < releases.size(); ++i) {
      EXPECT_EQ(log.calls.load(), 0) << "order " << order << " release " << i;
      strata_tensor_release(releases[i]);
    }
    EXPECT_EQ(log.calls.load(), 1) << "order " << order;
    EXPECT_EQ(log.data.load(), data.data());
  }
}

TEST(TensorLifetime, DeleterNeverRunsWhenWrapFails) {
  DeleterLog log;
  int32_t data[4] = {};
  const int64_t lengths[1] = {5};
  strata_tensor* out = nullptr;
  EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 4, lengths, 1, nullptr, 0, 0,
                               LogDeleter, &log, &out), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(out, nullptr);
  EXPECT_EQ(log.calls.load(), 0);
}

TEST(TensorLifetime, HandlesReleasedOnAnotherThreadFreeThereOnce) {
  DeleterLog log;
  std::vector<int32_t> data{7, 8, 9};
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data.data(), 3, nullptr, 0, nullptr, 0, 0,
                               LogDeleter, &log, &t), STRATA_OK);
  strata_tensor* view = Slice1D(t, 1, 3);
  strata_tensor_release(t);  // this thread drops its first reference
  std::thread::id releaser;
  std::thread worker([&] {
    releaser = std::this_thread::get_id();
    EXPECT_EQ(Get1D(view, 1), 9);
    strata_tensor_release(view);
  });
  worker.join();
  EXPECT_EQ(log.calls.load(), 1);
  EXPECT_EQ(log.thread.load(), releaser);
}

TEST(TensorLifetime, ConcurrentRetainReleaseOfOneHandleKeepsTheCount) {
  DeleterLog log;
  std::vector<int32_t> data{1};
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data.data(), 1, nullptr, 0, nullptr, 0, 0,
                               LogDeleter, &log, &t), STRATA_OK);
  constexpr int kThreads = 4;
  constexpr int kRounds = 2000;
  for (int i = 0; i < kThreads; ++i) strata_tensor_retain(t);  // one reference per worker
  std::vector<std::thread> workers;
  for (int i = 0; i < kThreads; ++i) {
    workers.emplace_back([t] {
      for (int r = 0; r < kRounds; ++r) {
        strata_tensor_retain(t);
        strata_tensor_release(t);
      }
      strata_tensor_release(t);
    });
  }
  for (auto& w : workers) w.join();
  EXPECT_EQ(log.calls.load(), 0);
  EXPECT_EQ(Get1D(t, 0), 1);
  strata_tensor_release(t);
  EXPECT_EQ(log.calls.load(), 1);
}

TEST(TensorLifetime, ReleasingAReleasedHandleIsReportedNotFatal) {
  strata_tensor* t = nullptr;
  const int64_t lengths[1] = {2};
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, lengths, 1, nullptr, 0, &t), STRATA_OK);
  strata_tensor_release(t);
  strata_clear_last_error();
  strata_tensor_release(t);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_INVALID_HANDLE);
  EXPECT_NE(std::string(strata_last_error_message()).find("cannot release"), std::string::npos);
  strata_clear_last_error();
  strata_tensor_retain(t);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_INVALID_HANDLE);
  EXPECT_NE(std::string(strata_last_error_message()).find("cannot retain"), std::string::npos);
  strata_clear_last_error();
  strata_tensor_release(nullptr);
  strata_tensor_retain(nullptr);
  EXPECT_EQ(strata_last_error_code(), STRATA_OK);
}

TEST(LastError, EachThreadSeesOnlyItsOwnFailure) {
  // Both threads fail, then wait for each other, then read their own message: a shared error
  // slot would show the other thread's, later failure to one of them.
  std::atomic<int> failed{0};
  std::string seen[2];
  strata_status codes[2] = {};
  auto run = [&](int which) {
    size_t size = 0;
    int32_t rank = 0;
    if (which == 0) {
      EXPECT_EQ(strata_dtype_size(0x0999, &size), STRATA_ERROR_INVALID_ARGUMENT);
    } else {
      EXPECT_EQ(strata_tensor_rank(nullptr, &rank), STRATA_ERROR_NULL_POINTER);
    }
    ++failed;
    while (failed.load() < 2) std::this_thread::yield();
    seen[which] = strata_last_error_message();
    codes[which] = strata_last_error_code();
  };
  std::thread first(run, 0);
  std::thread second(run, 1);
  first.join();
  second.join();
  EXPECT_EQ(seen[0], "unknown dtype code 0x0999");
  EXPECT_EQ(codes[0], STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(seen[1], "tensor handle 'tensor' is NULL");
  EXPECT_EQ(codes[1], STRATA_ERROR_NULL_POINTER);
}

TEST(LastError, ANewThreadStartsWithNoError) {
  size_t size = 0;
  ASSERT_EQ(strata_dtype_size(0x0999, &size), STRATA_ERROR_INVALID_ARGUMENT);
  std::string message = "unset";
  strata_status code = -100;
  std::thread([&] {
    message = strata_last_error_message();
    code = strata_last_error_code();
  }).join();
  EXPECT_EQ(message, "");
  EXPECT_EQ(code, STRATA_OK);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_INVALID_ARGUMENT);
}

}  // namespace
