// Owning memory: 64-byte alignment, caller callbacks that see matching sizes and alignments,
// and blocks that go back to the allocator that produced them after the allocator is switched.
#include "layout/allocator.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

#include "support/test_tensors.h"

namespace strata {
namespace {

struct Call {
  void* ptr;
  size_t bytes;
  size_t alignment;
};

struct Recorder {
  std::vector<Call> allocations;
  std::vector<Call> releases;
};

void* RecordAllocate(size_t bytes, size_t alignment, void* user) {
  void* p = std::aligned_alloc(alignment, (bytes + alignment - 1) / alignment * alignment + alignment);
  static_cast<Recorder*>(user)->allocations.push_back({p, bytes, alignment});
  return p;
}
void RecordRelease(void* p, size_t bytes, size_t alignment, void* user) {
  static_cast<Recorder*>(user)->releases.push_back({p, bytes, alignment});
  std::free(p);
}
void* Refuse(size_t, size_t, void*) { return nullptr; }
void NeverCalled(void*, size_t, size_t, void*) { ADD_FAILURE() << "release of a refused block"; }

// Restores the built-in allocator however a test ends.
class AllocatorTest : public ::testing::Test {
 protected:
  void TearDown() override { SetAllocator({}); }
};

TEST_F(AllocatorTest, BuiltInBlocksAreSixtyFourByteAligned) {
  for (size_t bytes : {size_t{0}, size_t{1}, size_t{63}, size_t{64}, size_t{1000}, size_t{3} << 21}) {
    auto block = Allocation::Create(bytes);
    ASSERT_NE(block, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(block->data()) % kDefaultAlignment, 0u) << bytes;
    EXPECT_EQ(block->size(), bytes);
  }
}

TEST_F(AllocatorTest, OwningTensorsOfEveryShapeAreAligned) {
  for (const auto& lengths : std::vector<std::vector<int64_t>>{{3}, {7, 5}, {1}, {0}, {2, 1, 3}}) {
    auto t = Tensor::Allocate(DType::kInt8, testing::MakeShape(lengths), true);
    ASSERT_TRUE(t.ok());
    EXPECT_EQ(reinterpret_cast<uintptr_t>(t->origin()) % 64, 0u);
  }
}

TEST_F(AllocatorTest, CallbacksReceiveMatchingSizeAndAlignment) {
  Recorder recorder;
  SetAllocator({&RecordAllocate, &RecordRelease, &recorder});
  {
    auto t = Tensor::Allocate(DType::kFloat64, testing::MakeShape({3, 5}), true);
    ASSERT_TRUE(t.ok());
    ASSERT_EQ(recorder.allocations.size(), 1u);
    EXPECT_EQ(recorder.allocations[0].bytes, 3u * 5u * 8u);
    EXPECT_EQ(recorder.allocations[0].alignment, 64u);
    EXPECT_EQ(static_cast<void*>(t->origin()), recorder.allocations[0].ptr);
    EXPECT_TRUE(recorder.releases.empty());
  }
  ASSERT_EQ(recorder.releases.size(), 1u);
  EXPECT_EQ(recorder.releases[0].ptr, recorder.allocations[0].ptr);
  EXPECT_EQ(recorder.releases[0].bytes, recorder.allocations[0].bytes);
  EXPECT_EQ(recorder.releases[0].alignment, recorder.allocations[0].alignment);
}

TEST_F(AllocatorTest, BlocksMadeBeforeASwitchFreeThroughTheirOwnAllocator) {
  Recorder first;
  Recorder second;
  SetAllocator({&RecordAllocate, &RecordRelease, &first});
  auto a = Allocation::Create(100);
  SetAllocator({&RecordAllocate, &RecordRelease, &second});
  auto b = Allocation::Create(200);
  SetAllocator({});
  auto c = Allocation::Create(300);  // built-in: neither recorder sees it
  a.reset();
  b.reset();
  c.reset();
  ASSERT_EQ(first.allocations.size(), 1u);
  ASSERT_EQ(first.releases.size(), 1u);
  EXPECT_EQ(first.releases[0].bytes, 100u);
  ASSERT_EQ(second.allocations.size(), 1u);
  ASSERT_EQ(second.releases.size(), 1u);
  EXPECT_EQ(second.releases[0].bytes, 200u);
}

TEST_F(AllocatorTest, RefusedAllocationIsOutOfMemory) {
  SetAllocator({&Refuse, &NeverCalled, nullptr});
  EXPECT_EQ(Allocation::Create(16), nullptr);
  auto t = Tensor::Allocate(DType::kInt32, testing::MakeShape({4, 4}), true);
  ASSERT_FALSE(t.ok());
  EXPECT_EQ(t.status().code(), StatusCode::kOutOfMemory);
  EXPECT_EQ(t.status().message(), "allocating 64 bytes for lengths [4, 4] failed");
}

TEST_F(AllocatorTest, EmptyBlocksAskNoAllocator) {
  SetAllocator({&Refuse, &NeverCalled, nullptr});
  auto block = Allocation::Create(0);
  ASSERT_NE(block, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(block->data()) % kDefaultAlignment, 0u);
  auto t = Tensor::Allocate(DType::kInt64, testing::MakeShape({INT64_MAX, 0}), true);
  EXPECT_TRUE(t.ok());
}

}  // namespace
}  // namespace strata
