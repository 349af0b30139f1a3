// fork(): a child of a process whose copy helper threads have started (or are busy copying on
// other threads at the moment of the fork) runs large copies and fills to completion with the
// right bytes, and can create and release handles; so do the children of repeated forks and the
// children of forked children, each starting its own helpers. Eight copy threads, so a pool of
// seven helpers is running in the parent. The parent waits for each child for a bounded time,
// then kills it, so a hang fails the test instead of blocking it.
//
// Under ThreadSanitizer (the tsan test preset runs this suite) TSAN_OPTIONS must hold
// halt_on_error=1, so that a report ends a child at once with a failure status (a child leaves
// through _exit, past the runtime's own check at exit), and die_after_fork=0, so that a child of
// a threaded parent may start threads at all; the preset sets both, and without them the suite
// fails instead of passing over a report.
//
// Under AddressSanitizer nothing else in the parent may allocate while it forks: GCC 12's ASan
// runtime installs no fork handlers, so a child can inherit its allocator lock held by another
// thread (a hang inside the sanitizer, not in Strata). Starting or ending a thread allocates
// there too. So under ASan the threaded test forks only once its copying thread is running, that
// thread's fills and copies allocate nothing, and no handle-creating thread runs; the release
// build runs the threaded fork test with a thread that allocates.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <thread>
#include <vector>

#if defined(__SANITIZE_ADDRESS__)
#define STRATA_TEST_OTHER_THREADS_MAY_ALLOCATE 0
#else
#define STRATA_TEST_OTHER_THREADS_MAY_ALLOCATE 1
#endif
#if defined(__SANITIZE_THREAD__)
#define STRATA_TEST_UNDER_THREAD_SANITIZER 1
#else
#define STRATA_TEST_UNDER_THREAD_SANITIZER 0
#endif

#include "strata/strata.h"
#include "strata/strata_copy.h"

namespace {

constexpr int64_t kElements = int64_t{3} << 20;  // 12 MiB of float32: above the 4 MiB split size
constexpr auto kChildDeadline = std::chrono::seconds(120);

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

bool TwoRoundsOfLargeTransfersWork() {
  return LargeTransfersWork(2.5f) && LargeTransfersWork(-4.0f);
}

// Runs body in a forked child, which exits with 0 if it returns true and 1 if not, and checks
// that the child does so within kChildDeadline; a child still running then is killed.
testing::AssertionResult ChildSucceeds(const std::function<bool()>& body) {
  const pid_t pid = fork();
  if (pid < 0) return testing::AssertionFailure() << "fork failed";
  if (pid == 0) _exit(body() ? 0 : 1);
  int status = 0;
  const auto deadline = std::chrono::steady_clock::now() + kChildDeadline;
  pid_t waited = 0;
  while ((waited = waitpid(pid, &status, WNOHANG)) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      return testing::AssertionFailure()
             << "the child ran longer than " << kChildDeadline.count() << " s and was killed";
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (waited != pid) return testing::AssertionFailure() << "waitpid failed";
  if (WIFSIGNALED(status)) {
    return testing::AssertionFailure() << "the child was killed by signal " << WTERMSIG(status);
  }
  if (WEXITSTATUS(status) != 0) {
    return testing::AssertionFailure()
           << "the child exited with " << WEXITSTATUS(status)
           << " (1: wrong results or a failed grandchild; 66: a ThreadSanitizer report)";
  }
  return testing::AssertionSuccess();
}

// Copies in this process (starting its helpers), forks a child that does the same with one
// generation fewer, and copies again once that child has succeeded: a chain of `generations`
// processes.
bool CopiesHereAndInChildren(int generations) {
  if (!LargeTransfersWork(static_cast<float>(generations))) return false;
  if (generations == 1) return true;
  return ChildSucceeds([=] { return CopiesHereAndInChildren(generations - 1); }) &&
         LargeTransfersWork(-1.0f);
}

class Fork : public testing::Test {
 protected:
  void SetUp() override {
    if (STRATA_TEST_UNDER_THREAD_SANITIZER) {
      const char* options = std::getenv("TSAN_OPTIONS");
      for (const char* option : {"halt_on_error=1", "die_after_fork=0"}) {
        ASSERT_TRUE(options != nullptr && std::strstr(options, option) != nullptr)
            << "TSAN_OPTIONS needs " << option;
      }
    }
    ASSERT_EQ(strata_set_copy_threads(8), STRATA_OK);
  }
  void TearDown() override { ASSERT_EQ(strata_set_copy_threads(saved_), STRATA_OK); }
  int32_t saved_ = strata_copy_threads();
};

// Run in its own process by CTest, so the parent has no other thread when it forks: the one case
// in which ThreadSanitizer checks the child in full (in a child of a threaded parent it stops
// tracking the forking thread's locks and accesses).
TEST_F(Fork, AChildOfAProcessThatHasNotCopiedYetRunsLargeCopies) {
  EXPECT_TRUE(ChildSucceeds(TwoRoundsOfLargeTransfersWork));
  EXPECT_TRUE(LargeTransfersWork(6.0f));
}

TEST_F(Fork, AChildOfAProcessWhoseHelperThreadsStartedRunsLargeCopies) {
  ASSERT_TRUE(LargeTransfersWork(7.0f));  // starts the helper threads in this process
  EXPECT_TRUE(ChildSucceeds(TwoRoundsOfLargeTransfersWork));
  EXPECT_TRUE(LargeTransfersWork(8.0f));  // the parent's helpers still work
}

TEST_F(Fork, RepeatedForksBetweenCopiesEachLeaveAWorkingChild) {
  for (int round = 0; round < 8; ++round) {
    ASSERT_TRUE(LargeTransfersWork(static_cast<float>(round))) << "round " << round;
    EXPECT_TRUE(ChildSucceeds(TwoRoundsOfLargeTransfersWork)) << "round " << round;
  }
}

TEST_F(Fork, ForkedChildrenThatCopiedForkWorkingChildrenInTurn) {
  EXPECT_TRUE(ChildSucceeds([] { return CopiesHereAndInChildren(3); }));
  EXPECT_TRUE(LargeTransfersWork(9.0f));
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
    EXPECT_TRUE(ChildSucceeds(TwoRoundsOfLargeTransfersWork)) << "round " << round;
  }
  stop = true;
  for (std::thread& other : others) other.join();
  EXPECT_TRUE(copies_ok.load());
  strata_tensor_release(source);
  strata_tensor_release(destination);
}

}  // namespace
