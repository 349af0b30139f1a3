// RunInParts (copy/helper_thread.h): every part runs exactly once and its plain (non-atomic)
// writes are visible to the caller on return, for part counts below, at and above the pool's
// size; parts are dealt to distinct helper threads, the last to the caller; concurrent callers
// each get all their parts run. Also built alone under ThreadSanitizer (tests named tsan.*), so
// a missing happens-before edge between a helper's writes and the caller fails the test.
#include <gtest/gtest.h>

#include <atomic>
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

}  // namespace
}  // namespace strata
