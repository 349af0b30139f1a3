// The built-in allocator: aligned_alloc, with blocks of at least 2 MiB aligned to 2 MiB and
// advised to use transparent huge pages. Released huge-page blocks are retained for reuse (at
// most kRetainedBlocks blocks and the retention limit in bytes, most recent first): fresh memory pays a
// page fault per page on first touch — on the virtual machines measured, 100–800 ms for 128 MiB
// of 2 MiB pages and over a second with 4 KiB pages, against about 20 ms to write it again —
// while a retained block is already mapped. Repeated allocations of one large size (allocating
// forms called in a loop) therefore fault only once.
#include "layout/allocator.h"
#include "layout/allocator_retention.h"

#include <pthread.h>
#include <sys/mman.h>

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <vector>

namespace strata {
namespace {

constexpr size_t kHugePageSize = size_t{2} << 20;

std::mutex& AllocatorMutex() {
  static std::mutex m;
  return m;
}
AllocatorCallbacks& InstalledAllocator() {
  static AllocatorCallbacks callbacks;
  return callbacks;
}

constexpr size_t kRetainedBlocks = 8;

std::atomic<size_t> live_allocation_bytes{0};

struct RetainedBlock {
  void* data;
  size_t bytes;  // a multiple of kHugePageSize
};

class RetainedBlocks {
 public:
  // A retained block of exactly `bytes`, or null.
  void* Take(size_t bytes) {
    std::lock_guard lock(mutex_);
    for (size_t i = blocks_.size(); i-- > 0;) {
      if (blocks_[i].bytes != bytes) continue;
      void* data = blocks_[i].data;
      total_ -= bytes;
      blocks_.erase(blocks_.begin() + static_cast<std::ptrdiff_t>(i));
      return data;
    }
    return nullptr;
  }
  // Keeps the block, freeing the oldest ones beyond the limits; false when it is too large or
  // retention is off.
  bool Keep(void* data, size_t bytes) {
    std::vector<void*> evicted;
    {
      std::lock_guard lock(mutex_);
      if (!retaining_ || bytes > limit_) return false;
      while (!blocks_.empty() && (blocks_.size() == kRetainedBlocks || total_ + bytes > limit_)) {
        EvictOldest(evicted);
      }
      blocks_.push_back({data, bytes});
      total_ += bytes;
    }
    for (void* p : evicted) std::free(p);
    return true;
  }
  void SetLimit(size_t bytes) {
    std::vector<void*> evicted;
    {
      std::lock_guard lock(mutex_);
      limit_ = bytes;
      while (total_ > limit_) EvictOldest(evicted);
    }
    for (void* p : evicted) std::free(p);
  }
  size_t limit() {
    std::lock_guard lock(mutex_);
    return limit_;
  }
  // Off, Keep refuses every block; the blocks already kept stay until Clear.
  void SetRetaining(bool on) {
    std::lock_guard lock(mutex_);
    retaining_ = on;
  }
  void Clear() {
    std::vector<RetainedBlock> blocks;
    {
      std::lock_guard lock(mutex_);
      blocks.swap(blocks_);
      total_ = 0;
    }
    for (const auto& b : blocks) std::free(b.data);
  }
  size_t total() {
    std::lock_guard lock(mutex_);
    return total_;
  }
  std::mutex& mutex() { return mutex_; }

 private:
  // Moves the oldest block out (to be freed once the lock is dropped).
  void EvictOldest(std::vector<void*>& evicted) {
    evicted.push_back(blocks_.front().data);
    total_ -= blocks_.front().bytes;
    blocks_.erase(blocks_.begin());
  }

  std::mutex mutex_;
  std::vector<RetainedBlock> blocks_;  // oldest first
  size_t total_ = 0;
  size_t limit_ = kDefaultRetentionLimit;
  bool retaining_ = true;
};

RetainedBlocks& Retained() {
  // Never destroyed: tensors released by other static destructors may still return blocks.
  static auto* retained = new RetainedBlocks;
  return *retained;
}

// Both locks are held across fork(), so that a child never inherits one held by a thread it
// does not have.
[[maybe_unused]] const int kForkHandlers = pthread_atfork(
    [] {
      AllocatorMutex().lock();
      Retained().mutex().lock();
    },
    [] {
      Retained().mutex().unlock();
      AllocatorMutex().unlock();
    },
    [] {
      Retained().mutex().unlock();
      AllocatorMutex().unlock();
    });

bool IsBuiltIn(const AllocatorCallbacks& callbacks) {
  return callbacks.allocate == nullptr || callbacks.release == nullptr;
}

size_t RoundUp(size_t bytes, size_t alignment) {
  return (bytes + alignment - 1) / alignment * alignment;
}

void* BuiltinAllocate(size_t bytes, size_t alignment, void*) {
  const size_t rounded = RoundUp(bytes, alignment);
  if (alignment == kHugePageSize) {
    if (void* p = Retained().Take(rounded)) return p;
  }
  void* p = std::aligned_alloc(alignment, rounded == 0 ? alignment : rounded);
  if (p != nullptr && alignment == kHugePageSize) madvise(p, rounded, MADV_HUGEPAGE);
  return p;
}
void BuiltinRelease(void* p, size_t bytes, size_t alignment, void*) {
  if (alignment == kHugePageSize && Retained().Keep(p, RoundUp(bytes, alignment))) return;
  std::free(p);
}

}  // namespace

void ReleaseRetainedBlocks() { Retained().Clear(); }

size_t RetainedBlockBytes() { return Retained().total(); }

void SetRetentionLimit(size_t bytes) { Retained().SetLimit(bytes); }

size_t RetentionLimit() { return Retained().limit(); }

size_t LiveAllocationBytes() { return live_allocation_bytes.load(std::memory_order_relaxed); }

void SetAllocator(const AllocatorCallbacks& callbacks) {
  const bool built_in = IsBuiltIn(callbacks);
  {
    std::lock_guard lock(AllocatorMutex());
    InstalledAllocator() = callbacks;
    // Kept blocks serve only the built-in allocator. Retention switches with the allocator under
    // one lock, so a built-in block released during or after installing callbacks is freed, not
    // kept; what was kept before is freed below.
    Retained().SetRetaining(built_in);
  }
  if (!built_in) ReleaseRetainedBlocks();
}

std::unique_ptr<Allocation> Allocation::Create(size_t bytes) {
  if (bytes == 0) {
    // Empty tensors store nothing: no allocator is asked (a caller's allocator may well refuse
    // zero bytes), and the origin is an aligned address that is never dereferenced.
    alignas(kDefaultAlignment) static std::byte empty_block[kDefaultAlignment];
    return std::unique_ptr<Allocation>(new Allocation(empty_block, 0, kDefaultAlignment, {}));
  }
  AllocatorCallbacks from;
  {
    std::lock_guard lock(AllocatorMutex());
    from = InstalledAllocator();
  }
  size_t alignment = kDefaultAlignment;
  if (IsBuiltIn(from)) {
    from = {&BuiltinAllocate, &BuiltinRelease, nullptr};
    if (bytes >= kHugePageSize) alignment = kHugePageSize;
  }
  void* p = from.allocate(bytes, alignment, from.user_data);
  if (p == nullptr) return nullptr;
  auto allocation = std::unique_ptr<Allocation>(
      new Allocation(static_cast<std::byte*>(p), bytes, alignment, from));
  live_allocation_bytes.fetch_add(bytes, std::memory_order_relaxed);
  return allocation;
}

Allocation::~Allocation() {
  if (allocator_.release == nullptr) return;  // the empty block: nothing was allocated
  live_allocation_bytes.fetch_sub(bytes_, std::memory_order_relaxed);
  allocator_.release(data_, bytes_, alignment_, allocator_.user_data);
}

}  // namespace strata
