// The built-in allocator retains released huge-page blocks for reuse by the same rounded size,
// within its block and byte limits, and gives them up when asked or when callbacks take over;
// while callbacks are installed it keeps nothing, even blocks it made before and a release racing
// with the installation.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <memory>
#include <thread>
#include <vector>

#include "layout/allocator.h"
#include "layout/allocator_retention.h"

namespace strata {
namespace {

constexpr size_t kHuge = size_t{2} << 20;

class AllocatorReuseTest : public ::testing::Test {
 protected:
  void SetUp() override {
    SetAllocator({});
    ReleaseRetainedBlocks();
  }
  void TearDown() override {
    SetAllocator({});
    ReleaseRetainedBlocks();
  }
};

TEST_F(AllocatorReuseTest, AReleasedLargeBlockServesTheNextBlockOfTheSameRoundedSize) {
  void* first = nullptr;
  {
    auto block = Allocation::Create(2 * kHuge);
    ASSERT_NE(block, nullptr);
    first = block->data();
    EXPECT_EQ(RetainedBlockBytes(), 0u);
  }
  EXPECT_EQ(RetainedBlockBytes(), 2 * kHuge);
  auto again = Allocation::Create(2 * kHuge - 100);  // rounds to the same 4 MiB
  ASSERT_NE(again, nullptr);
  EXPECT_EQ(static_cast<void*>(again->data()), first);
  EXPECT_EQ(again->size(), 2 * kHuge - 100);
  EXPECT_EQ(RetainedBlockBytes(), 0u);
  again->data()[2 * kHuge - 101] = std::byte{1};  // the whole requested size is usable
}

TEST_F(AllocatorReuseTest, OtherSizesGetTheirOwnBlocks) {
  { auto block = Allocation::Create(2 * kHuge); }
  auto larger = Allocation::Create(3 * kHuge);
  ASSERT_NE(larger, nullptr);
  EXPECT_EQ(RetainedBlockBytes(), 2 * kHuge);  // still kept, not handed out
  EXPECT_EQ(reinterpret_cast<uintptr_t>(larger->data()) % kHuge, 0u);
}

TEST_F(AllocatorReuseTest, SmallBlocksAreNeverRetained) {
  { auto block = Allocation::Create(kHuge - 1); }
  { auto block = Allocation::Create(1000); }
  EXPECT_EQ(RetainedBlockBytes(), 0u);
}

TEST_F(AllocatorReuseTest, RetentionKeepsAtMostEightBlocksAndTheNewestOnes) {
  std::vector<std::unique_ptr<Allocation>> blocks;
  for (int i = 0; i < 10; ++i) blocks.push_back(Allocation::Create(kHuge));
  std::vector<void*> newest;
  for (size_t i = 2; i < 10; ++i) newest.push_back(blocks[i]->data());
  for (auto& block : blocks) block.reset();  // released in order: the first two are evicted
  blocks.clear();
  EXPECT_EQ(RetainedBlockBytes(), 8 * kHuge);
  for (size_t i = 0; i < 8; ++i) {
    auto block = Allocation::Create(kHuge);
    EXPECT_NE(std::find(newest.begin(), newest.end(), static_cast<void*>(block->data())), newest.end());
    blocks.push_back(std::move(block));
  }
  EXPECT_EQ(RetainedBlockBytes(), 0u);
}

TEST_F(AllocatorReuseTest, BlocksLargerThanTheByteLimitAreFreed) {
  { auto block = Allocation::Create(size_t{300} << 20); }
  EXPECT_EQ(RetainedBlockBytes(), 0u);
  { auto block = Allocation::Create(size_t{200} << 20); }
  { auto block = Allocation::Create(size_t{100} << 20); }  // evicts the 200 MiB block
  EXPECT_EQ(RetainedBlockBytes(), size_t{100} << 20);
}

void* PlainAllocate(size_t bytes, size_t alignment, void*) {
  return std::aligned_alloc(alignment, (bytes + alignment - 1) / alignment * alignment);
}
void PlainRelease(void* p, size_t, size_t, void*) { std::free(p); }

TEST_F(AllocatorReuseTest, InstallingCallbacksOrReleasingGivesRetainedBlocksUp) {
  { auto block = Allocation::Create(kHuge); }
  ASSERT_EQ(RetainedBlockBytes(), kHuge);
  ReleaseRetainedBlocks();
  EXPECT_EQ(RetainedBlockBytes(), 0u);
  { auto block = Allocation::Create(kHuge); }
  ASSERT_EQ(RetainedBlockBytes(), kHuge);
  SetAllocator({&PlainAllocate, &PlainRelease, nullptr});
  EXPECT_EQ(RetainedBlockBytes(), 0u);
  { auto block = Allocation::Create(kHuge); }  // the caller's allocator: nothing retained
  EXPECT_EQ(RetainedBlockBytes(), 0u);
}

TEST_F(AllocatorReuseTest, ABuiltInBlockReleasedWhileCallbacksAreInstalledIsFreed) {
  auto built_in = Allocation::Create(2 * kHuge);
  ASSERT_NE(built_in, nullptr);
  SetAllocator({&PlainAllocate, &PlainRelease, nullptr});
  built_in.reset();
  EXPECT_EQ(RetainedBlockBytes(), 0u);
  SetAllocator({});
  { auto block = Allocation::Create(2 * kHuge); }
  EXPECT_EQ(RetainedBlockBytes(), 2 * kHuge);
}

TEST_F(AllocatorReuseTest, ReleasesRacingWithInstalledCallbacksKeepNothingWhileTheyStayInstalled) {
  std::atomic<int> releases{0};
  std::atomic<bool> stop{false};
  std::thread releaser([&] {
    while (!stop.load(std::memory_order_relaxed)) {
      { auto block = Allocation::Create(kHuge); }
      releases.fetch_add(1, std::memory_order_relaxed);
    }
  });
  int kept_under_callbacks = 0;
  while (releases.load(std::memory_order_relaxed) < 5000) {
    SetAllocator({&PlainAllocate, &PlainRelease, nullptr});
    kept_under_callbacks += RetainedBlockBytes() != 0 ? 1 : 0;
    SetAllocator({});
  }
  stop.store(true, std::memory_order_relaxed);
  releaser.join();
  EXPECT_EQ(kept_under_callbacks, 0);
}

}  // namespace
}  // namespace strata
