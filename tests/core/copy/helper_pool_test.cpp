// RunInParts (copy/helper_thread.h): every part runs exactly once and its plain (non-atomic)
// writes are visible to the caller on return, for part counts below, at and above the pool's
// size; parts are dealt to distinct helper threads, the last to the caller; concurrent callers
// each get all their parts run; a child forked after the helpers ran, or while they run, gets
// all its parts run by a pool of its own. Also built alone under ThreadSanitizer (tests named
// tsan.*, with halt_on_error), so a missing happens-before edge between a helper's writes and the
// caller, or a child using a lock it inherited held, fails the test.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <chrono>
#include <set>
#include <thread>
#include <vector>

#include "copy/helper_thread.h"

namespace strata {
namespace {

// Each part adds one to its own slot and records the thread that ran it.
struct Slots {
  std::vector<int> runs;
  std::vector<std::thread::id> runners;

  explicit Slots(int parts) : runs(static_cast<size_t>(parts)), runners(runs.size()) {}

  static void Run(void* context, int part) {
    auto& slots = *static_cast<Slots*>(context);
    ++slots.runs[static_cast<size_t>(part)];
    slots.runners[static_cast<size_t>(part)] = std::this_thread::get_id();
  }
};

TEST(HelperPool, EveryPartRunsExactlyOnceAndItsWritesAreVisibleOnReturn) {
  for (const int parts : {1, 2, 3, 4, 8, kMaxParallelThreads - 1, kMaxParallelThreads,
                          kMaxParallelThreads + 1, 3 * kMaxParallelThreads + 5}) {
    Slots slots(parts);
    RunInParts(Slots::Run, &slots, parts);
    for (int part = 0; part < parts; ++part) {
      ASSERT_EQ(slots.runs[static_cast<size_t>(part)], 1) << part << " of " << parts;
    }
  }
}

TEST(HelperPool, NoPartsRunNothing) {
  bool ran = false;
  for (const int parts : {0, -1}) {
    RunInParts([](void* context, int) { *static_cast<bool*>(context) = true; }, &ran, parts);
  }
  EXPECT_FALSE(ran);
}

TEST(HelperPool, AnIdleCallerSharesItsPartsWithOneHelperEachAndRunsTheLastItself) {
  constexpr int kParts = 4;
  Slots slots(kParts);
  RunInParts(Slots::Run, &slots, kParts);
  EXPECT_EQ(slots.runners[kParts - 1], std::this_thread::get_id());
  const std::set<std::thread::id> runners(slots.runners.begin(), slots.runners.end());
  EXPECT_EQ(runners.size(), static_cast<size_t>(kParts));
}

TEST(HelperPool, ConcurrentCallersEachGetAllTheirPartsRun) {
  constexpr int kCallers = 4, kRounds = 50, kParts = 8;
  std::atomic<int> wrong{0};
  std::vector<std::thread> callers;
  for (int c = 0; c < kCallers; ++c) {
    callers.emplace_back([&] {
      for (int round = 0; round < kRounds; ++round) {
        Slots slots(kParts);
        RunInParts(Slots::Run, &slots, kParts);
        for (const int runs : slots.runs) wrong += runs != 1;
      }
    });
  }
  for (std::thread& caller : callers) caller.join();
  EXPECT_EQ(wrong.load(), 0);
}

// In a forked child: runs 8 parts on the child's pool twice and exits 0 when every part ran once.
[[noreturn]] void RunPartsInChildAndExit() {
  int failures = 0;
  for (int round = 0; round < 2; ++round) {
    Slots slots(8);
    RunInParts(Slots::Run, &slots, 8);
    for (const int runs : slots.runs) failures += runs != 1;
  }
  _exit(failures == 0 ? 0 : 1);
}

// Waits up to a minute for child; a child still running then is killed. True when it exited 0
// (ThreadSanitizer's halt_on_error makes a report exit with its own code).
bool ChildSucceeded(pid_t child) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  int status = 0;
  while (true) {
    const pid_t done = waitpid(child, &status, WNOHANG);
    if (done == child) break;
    if (done < 0 && errno != EINTR) return false;
    if (std::chrono::steady_clock::now() > deadline) {
      kill(child, SIGKILL);
      waitpid(child, &status, 0);
      ADD_FAILURE() << "the forked child did not finish within 60 s";
      return false;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_TRUE(WIFEXITED(status)) << "status " << status;
  EXPECT_EQ(WEXITSTATUS(status), 0);
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

// CTest runs each test in a process of its own, so here the parent forks before any helper
// exists and ThreadSanitizer follows the child completely (in a child of a process with other
// threads it stops tracking).
TEST(HelperPool, AChildForkedBeforeAnyHelperStartedRunsItsParts) {
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) RunPartsInChildAndExit();
  EXPECT_TRUE(ChildSucceeded(child));
}

TEST(HelperPool, AChildForkedAfterTheHelpersRanRunsItsPartsOnAPoolOfItsOwn) {
  Slots slots(8);
  RunInParts(Slots::Run, &slots, 8);
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) RunPartsInChildAndExit();
  EXPECT_TRUE(ChildSucceeded(child));
  Slots after(8);
  RunInParts(Slots::Run, &after, 8);  // the parent's pool still serves it
  for (const int runs : after.runs) EXPECT_EQ(runs, 1);
}

TEST(HelperPool, AChildForkedWhileAnotherThreadRunsPartsRunsItsOwn) {
  std::atomic<bool> stop{false};
  std::atomic<int> rounds{0};
  // The busy thread allocates nothing while it runs: a fork while another thread holds the
  // AddressSanitizer allocator's lock would leave the child waiting on it.
  std::thread busy([&] {
    Slots slots(8);
    while (!stop.load()) {
      RunInParts(Slots::Run, &slots, 8);
      rounds.fetch_add(1);
    }
  });
  // The forks start once the busy thread's helpers exist. Creating a thread holds locks of the
  // runtime beneath the program (AddressSanitizer's thread registry, QEMU's own), and a child
  // forked in that window waits on them forever: that is the runtime's, not the pool's.
  while (rounds.load() == 0) std::this_thread::yield();
  for (int k = 0; k < 4; ++k) {
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) RunPartsInChildAndExit();
    EXPECT_TRUE(ChildSucceeded(child)) << "fork " << k;
  }
  stop = true;
  busy.join();
}

}  // namespace
}  // namespace strata
