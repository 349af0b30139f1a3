// Handles as numbered slots with generations, so that validating a handle is exact and takes no
// lock.
//
// A handle's value is (kind << 60) | (generation << 32) | slot index. A slot's state word holds
// the kind and generation of its current occupant and a live bit; a handle is live exactly when
// its slot exists and the state equals (its kind and generation, live). Each table has its own
// kind, so a handle of one kind never matches a slot of another table, and the check costs
// nothing beyond the generation's. Freeing a slot advances its generation, so every handle issued
// for an earlier occupant stops matching at once, whatever is created afterwards. A slot whose
// generation reaches the last value is retired instead of reused, so no handle value is ever
// issued twice. Values that were never issued (foreign pointers, NULL) decode to a slot index
// beyond the table or to a state that does not match, and are never dereferenced.
//
// Slots live in chunks that double in size (256, 512, 1024, … slots), allocated on demand and
// never freed or moved, so a lookup reads at most one chunk pointer and one state word without
// locking. Each thread keeps up to kCacheCapacity free slots of its own and trades them with the
// shared free list, under a mutex, kBatch at a time, so creating and releasing handles on one
// thread touches no shared word in the common case. A thread's cached slots go back to the shared
// list when it exits; in a forked child the other threads' caches are lost, which only leaves
// those slots unused. The caller owns the usual contract: a handle is not released by one thread
// while another still uses it; so a reference count of 1 seen by the releasing thread is its
// own, and the final release needs no read-modify-write.
#pragma once

#include <pthread.h>

#include <atomic>
#include <bit>
#include <cstdint>
#include <mutex>
#include <new>
#include <optional>
#include <utility>

namespace strata::capi {

// The kinds of handle, one table each. 0 is no kind: the top bits of most foreign values.
enum class HandleKind : uint64_t { kNone = 0, kTensor = 1, kParameter = 2 };

inline constexpr int kHandleKindShift = 60;

// The kind a handle value claims to be (whether or not it is live).
inline HandleKind ClaimedKind(uint64_t handle) {
  return static_cast<HandleKind>(handle >> kHandleKindShift);
}

template <class Object, HandleKind kKind>
class HandleTable {
 public:
  // The process's table of Object handles. Never destroyed (handles may outlive statics); its
  // mutex is held across fork(), so that a child never inherits it locked by a thread it does
  // not have.
  static HandleTable& Instance() {
    static HandleTable* table = [] {
      auto* t = new HandleTable();
      pthread_atfork([] { Instance().mutex_.lock(); }, [] { Instance().mutex_.unlock(); },
                     [] { Instance().mutex_.unlock(); });
      return t;
    }();
    return *table;
  }

  HandleTable(const HandleTable&) = delete;
  HandleTable& operator=(const HandleTable&) = delete;

  // Stores object with one reference and returns its handle value (never 0).
  // Throws std::bad_alloc when no slot can be had.
  uint64_t Add(Object&& object) {
    const uint32_t index = TakeSlot();
    Slot& slot = SlotAt(index);
    slot.object.emplace(std::move(object));
    slot.references.store(1, std::memory_order_relaxed);
    const uint64_t generation = slot.state.load(std::memory_order_relaxed) >> 1;
    slot.state.store((generation << 1) | 1, std::memory_order_release);
    return (generation << kIndexBits) | index;
  }

  // The object behind a live handle, or nullptr.
  Object* Find(uint64_t handle) const {
    Slot* slot = LiveSlot(handle);
    return slot == nullptr ? nullptr : &*slot->object;
  }

  // Adds a reference to a live handle; false if it is not live.
  bool Retain(uint64_t handle) {
    Slot* slot = LiveSlot(handle);
    if (slot == nullptr) return false;
    slot->references.fetch_add(1, std::memory_order_relaxed);
    return true;
  }

  // Drops a reference; the last one destroys the object (outside any lock, so a destructor may
  // call back into the table). False if the handle is not live.
  bool Release(uint64_t handle) {
    Slot* slot = LiveSlot(handle);
    if (slot == nullptr) return false;
    // The acquire load pairs with the other holders' releasing decrements, as the decrement does.
    if (slot->references.load(std::memory_order_acquire) != 1 &&
        slot->references.fetch_sub(1, std::memory_order_acq_rel) != 1) {
      return true;
    }
    const uint64_t next_generation = (handle >> kIndexBits) + 1;
    slot->state.store(next_generation << 1, std::memory_order_release);
    slot->object.reset();
    ReturnSlot(static_cast<uint32_t>(handle & kIndexMask), next_generation);
    return true;
  }

  // Live handles, counted over the slots: exact when no handle is made or released meanwhile.
  int64_t LiveCount() const {
    const uint64_t limit = slot_limit_.load(std::memory_order_acquire);
    int64_t live = 0;
    for (uint64_t index = 0; index < limit; ++index) {
      live += SlotAt(static_cast<uint32_t>(index)).state.load(std::memory_order_acquire) & 1;
    }
    return live;
  }

 private:
  HandleTable() = default;

  static constexpr int kIndexBits = 32;
  static constexpr uint64_t kIndexMask = (uint64_t{1} << kIndexBits) - 1;
  // Generations carry the kind in their top bits: (kind << 28) | 1 … (kind << 28) | (2^28 − 1).
  static constexpr int kGenerationBits = kHandleKindShift - kIndexBits;
  static constexpr uint64_t kKindGeneration = static_cast<uint64_t>(kKind) << kGenerationBits;
  static constexpr uint64_t kFirstGeneration = kKindGeneration | 1;
  static constexpr uint64_t kLastGeneration =
      kKindGeneration | ((uint64_t{1} << kGenerationBits) - 1);
  static_assert(static_cast<uint64_t>(kKind) > 0 && static_cast<uint64_t>(kKind) < 16);
  static constexpr int kFirstChunkBits = 8;
  static constexpr int kChunkCount = kIndexBits - kFirstChunkBits;
  static constexpr uint32_t kNoSlot = UINT32_MAX;
  static constexpr uint32_t kCacheCapacity = 64;
  static constexpr uint32_t kBatch = 32;

  struct Slot {
    std::atomic<uint64_t> state{kFirstGeneration << 1};  // generation << 1 | live
    std::atomic<int64_t> references{0};
    std::optional<Object> object;
    uint32_t next_free = kNoSlot;
  };

  // Chunk k holds the 2^(k + kFirstChunkBits) slots from index 2^(k + kFirstChunkBits) − 256.
  static int ChunkOf(uint64_t index) {
    return static_cast<int>(std::bit_width(index + (uint64_t{1} << kFirstChunkBits))) - 1 -
           kFirstChunkBits;
  }
  static uint64_t ChunkStart(int chunk) {
    return (uint64_t{1} << (chunk + kFirstChunkBits)) - (uint64_t{1} << kFirstChunkBits);
  }

  Slot& SlotAt(uint32_t index) const {
    const int chunk = ChunkOf(index);
    return chunks_[chunk].load(std::memory_order_acquire)[index - ChunkStart(chunk)];
  }

  Slot* LiveSlot(uint64_t handle) const {
    const uint64_t index = handle & kIndexMask;
    if (index >= slot_limit_.load(std::memory_order_acquire)) return nullptr;
    Slot& slot = SlotAt(static_cast<uint32_t>(index));
    const uint64_t expected = ((handle >> kIndexBits) << 1) | 1;
    return slot.state.load(std::memory_order_acquire) == expected ? &slot : nullptr;
  }

  // One thread's free slots (the last released on top). Trivially destructible, so it stays
  // usable while the thread exits, after its slots were handed back.
  enum class CacheState : uint8_t {
    kUnused,  // no exit hook yet: the first slot that arrives registers one
    kOpen,
    kClosed,  // the thread is exiting: slots move one at a time, through the lock
  };
  struct ThreadCache {
    uint32_t count = 0;
    CacheState state = CacheState::kUnused;
    uint32_t slots[kCacheCapacity] = {};
  };

  static ThreadCache& Cache() {
    static constinit thread_local ThreadCache cache;
    return cache;
  }

  // Hands the calling thread's cached slots back to the shared list when the thread exits.
  struct CacheCloser {
    ~CacheCloser() { Instance().CloseCache(Cache()); }
  };

  static void OpenCache(ThreadCache& cache) {
    static thread_local CacheCloser close_at_exit;
    cache.state = CacheState::kOpen;
  }

  uint32_t TakeSlot() {
    ThreadCache& cache = Cache();
    if (cache.count > 0) [[likely]]
      return cache.slots[--cache.count];
    return TakeSlotsFromShared(cache);
  }

  void ReturnSlot(uint32_t index, uint64_t next_generation) {
    if (next_generation > kLastGeneration) return;  // retired: its handles are never reissued
    ThreadCache& cache = Cache();
    if (cache.state == CacheState::kOpen && cache.count < kCacheCapacity) [[likely]] {
      cache.slots[cache.count++] = index;
      return;
    }
    if (cache.state == CacheState::kUnused) OpenCache(cache);
    std::lock_guard lock(mutex_);
    if (cache.state == CacheState::kClosed) {
      PushShared(index);
      return;
    }
    if (cache.count == kCacheCapacity) {
      cache.count -= kBatch;
      for (uint32_t k = 0; k < kBatch; ++k) PushShared(cache.slots[cache.count + k]);
    }
    cache.slots[cache.count++] = index;
  }

  // Returns one slot, and moves up to kBatch − 1 more to the cache (none once it is closed): from
  // the shared list, or new ones past slot_limit_. Throws std::bad_alloc when none can be had.
  uint32_t TakeSlotsFromShared(ThreadCache& cache) {
    if (cache.state == CacheState::kUnused) OpenCache(cache);
    std::lock_guard lock(mutex_);
    const uint32_t wanted = cache.state == CacheState::kClosed ? 1 : kBatch;
    uint32_t taken = 0;
    while (taken < wanted && free_head_ != kNoSlot) {
      cache.slots[taken++] = free_head_;
      free_head_ = SlotAt(free_head_).next_free;
    }
    while (taken < wanted &&
           slot_limit_.load(std::memory_order_relaxed) < ChunkStart(kChunkCount)) {
      cache.slots[taken++] = NewSlot();
    }
    if (taken == 0) throw std::bad_alloc();
    cache.count = taken - 1;
    return cache.slots[taken - 1];
  }

  // Makes slot slot_limit_ exist, allocating its chunk if it starts one. Caller holds mutex_.
  uint32_t NewSlot() {
    const uint64_t index = slot_limit_.load(std::memory_order_relaxed);
    const int chunk = ChunkOf(index);
    if (index == ChunkStart(chunk)) {
      chunks_[chunk].store(new Slot[ChunkStart(chunk + 1) - ChunkStart(chunk)],
                           std::memory_order_release);
    }
    slot_limit_.store(index + 1, std::memory_order_release);
    return static_cast<uint32_t>(index);
  }

  // Caller holds mutex_.
  void PushShared(uint32_t index) {
    SlotAt(index).next_free = free_head_;
    free_head_ = index;
  }

  void CloseCache(ThreadCache& cache) {
    std::lock_guard lock(mutex_);
    for (uint32_t k = 0; k < cache.count; ++k) PushShared(cache.slots[k]);
    cache.count = 0;
    cache.state = CacheState::kClosed;
  }

  std::mutex mutex_;  // guards free_head_, next_free links and chunk allocation
  uint32_t free_head_ = kNoSlot;
  std::atomic<uint64_t> slot_limit_{0};  // slots [0, slot_limit_) exist
  std::atomic<Slot*> chunks_[kChunkCount] = {};
};

}  // namespace strata::capi
