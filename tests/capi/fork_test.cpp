// fork(): a child of a process whose copy helper threads have started (or are busy copying on
// other threads at the moment of the fork) runs large copies and fills to completion with the
// right bytes, and can create and release handles. Eight copy threads, so a pool of seven
// helpers is running in the parent. Each child runs under an alarm, so a hang fails the
// test instead of blocking it.
//
// Under AddressSanitizer nothing else in the parent may allocate while it forks: GCC 12's ASan
// runtime installs no fork handlers, so a child can inherit its allocator lock held by another
// thread (a hang inside the sanitizer, not in Strata). Starting or ending a thread allocates
// there too. So under ASan the threaded test forks only once its copying thread is running, that
// thread's fills and copies allocate nothing, and no handle-creating thread runs; the release
// build runs the threaded fork test with a thread that allocates.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#define STRATA_TEST_OTHER_THREADS_MAY_ALLOCATE 0
#else
#define STRATA_TEST_OTHER_THREADS_MAY_ALLOCATE 1
#endif

#include "strata/strata.h"
#include "strata/strata_copy.h"

namespace {

constexpr int64_t kElements = int64_t{3} << 20;  // 12 MiB of float32: above the 4 MiB split size

strata_tensor* NewFloats(int64_t length) {
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_FLOAT32, &length, 1, nullptr, 0, &t), STRATA_OK);
  return t;
}

// A large fill, a large copy and a large reverse, checked element by element; true if right.
bool LargeTransfersWork(float value) {
  strata_tensor* a = NewFloats(kElements);
  strata_tensor* b = NewFloats(kElements);
  strata_tensor* c = NewFloats(kElements);
  bool ok = a != nullptr && b != nullptr && c != nullptr;
  ok = ok && strata_tensor_fill(a, &value) == STRATA_OK;
  ok = ok && strata_tensor_copy_to(a, b) == STRATA_OK;
  const float one = 1.0f;
  ok = ok && strata_tensor_set(a, std::vector<int64_t>{0}.data(), 1, &one) == STRATA_OK;
  ok = ok && strata_tensor_reverse_into(a, c) == STRATA_OK;
  float* pb = nullptr;
  float* pc = nullptr;
  ok = ok && strata_tensor_data(b, reinterpret_cast<void**>(&pb)) == STRATA_OK;
  ok = ok && strata_tensor_data(c, reinterpret_cast<void**>(&pc)) == STRATA_OK;
  for (int64_t i = 0; ok && i < kElements; ++i) {
    ok = pb[i] == value && pc[i] == (i == kElements - 1 ? one : value);
  }
  strata_tensor_release(a);
  strata_tensor_release(b);
  strata_tensor_release(c);
  return ok;
}

// Forks a child that runs LargeTransfersWork twice under a 60 s alarm; the child's exit status.
int ChildStatus() {
  const pid_t pid = fork();
  if (pid == 0) {
    alarm(60);
    const bool ok = LargeTransfersWork(2.5f) && LargeTransfersWork(-4.0f);
    _exit(ok ? 0 : 1);
  }
  int status = 0;
  EXPECT_EQ(waitpid(pid, &status, 0), pid);
  return status;
}

class Fork : public testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(strata_set_copy_threads(8), STRATA_OK); }
  void TearDown() override { ASSERT_EQ(strata_set_copy_threads(saved_), STRATA_OK); }
  int32_t saved_ = strata_copy_threads();
};

TEST_F(Fork, AChildOfAProcessWhoseHelperThreadsStartedRunsLargeCopies) {
  ASSERT_TRUE(LargeTransfersWork(7.0f));  // starts the helper threads in this process
  const int status = ChildStatus();
  ASSERT_TRUE(WIFEXITED(status)) << "child killed by signal " << WTERMSIG(status)
                                 << " (SIGALRM = " << SIGALRM << ": it hung)";
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_TRUE(LargeTransfersWork(8.0f));  // the parent's helpers still work
}

TEST_F(Fork, ForksWhileOtherThreadsCopyAndCreateHandlesLeaveWorkingChildren) {
  std::atomic<bool> stop{false};
  std::atomic<bool> copies_ok{true};
  std::atomic<int> running{0};
  strata_tensor* source = NewFloats(kElements);
  strata_tensor* destination = NewFloats(kElements);
  std::vector<std::thread> others;
  others.emplace_back([&] {
    for (float value = 0; !stop.load(); ++value) {
      copies_ok = copies_ok && strata_tensor_fill(source, &value) == STRATA_OK &&
                  strata_tensor_copy_to(source, destination) == STRATA_OK;
      if (value == 0) ++running;
    }
  });
  if (STRATA_TEST_OTHER_THREADS_MAY_ALLOCATE) {
    others.emplace_back([&] {
      for (bool first = true; !stop.load(); first = false) {
        strata_tensor* t = NewFloats(16);
        strata_tensor_release(t);
        if (first) ++running;
      }
    });
  }
  while (running.load() < static_cast<int>(others.size())) std::this_thread::yield();
  for (int round = 0; round < 4; ++round) {
    const int status = ChildStatus();
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0)
        << "round " << round << ": status " << status;
  }
  stop = true;
  for (std::thread& other : others) other.join();
  EXPECT_TRUE(copies_ok.load());
  strata_tensor_release(source);
  strata_tensor_release(destination);
}

}  // namespace
