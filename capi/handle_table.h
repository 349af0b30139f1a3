// Handles as numbered slots with generations, so that validating a handle is exact and takes no
// lock.
//
// A handle's value is (generation << 32) | slot index. A slot's state word holds the generation
// of its current occupant and a live bit; a handle is live exactly when its slot exists and the
// state equals (its generation, live). Freeing a slot advances its generation, so every handle
// issued for an earlier occupant stops matching at once, whatever is created afterwards. A slot
// whose generation reaches the last value is retired instead of reused, so no handle value is
// ever issued twice. Values that were never issued (foreign pointers, NULL) decode to a slot
// index beyond the table or to a state that does not match, and are never dereferenced.
//
// Slots live in chunks that double in size (256, 512, 1024, … slots), allocated on demand and
// never freed or moved, so a lookup reads at most one chunk pointer and one state word without
// locking. Creation and the final release take a mutex for the free list only. The caller owns
// the usual contract: a handle is not released by one thread while another still uses it.
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

template <class Object>
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
  uint64_t Add(Object object) {
    const uint32_t index = TakeSlot();
    Slot& slot = SlotAt(index);
    slot.object.emplace(std::move(object));
    slot.references.store(1, std::memory_order_relaxed);
    const uint64_t generation = slot.state.load(std::memory_order_relaxed) >> 1;
    slot.state.store((generation << 1) | 1, std::memory_order_release);
    live_.fetch_add(1, std::memory_order_relaxed);
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
    if (slot->references.fetch_sub(1, std::memory_order_acq_rel) != 1) return true;
    std::optional<Object> dying = std::move(slot->object);
    slot->object.reset();
    const uint64_t next_generation = (handle >> kIndexBits) + 1;
    slot->state.store(next_generation << 1, std::memory_order_release);
    live_.fetch_sub(1, std::memory_order_relaxed);
    ReturnSlot(static_cast<uint32_t>(handle & kIndexMask), next_generation);
    return true;
  }

  int64_t LiveCount() const { return live_.load(std::memory_order_relaxed); }

 private:
  HandleTable() = default;

  static constexpr int kIndexBits = 32;
  static constexpr uint64_t kIndexMask = (uint64_t{1} << kIndexBits) - 1;
  static constexpr uint64_t kLastGeneration = (uint64_t{1} << (64 - kIndexBits)) - 1;
  static constexpr int kFirstChunkBits = 8;
  static constexpr int kChunkCount = kIndexBits - kFirstChunkBits;
  static constexpr uint32_t kNoSlot = UINT32_MAX;

  struct Slot {
    std::atomic<uint64_t> state{uint64_t{1} << 1};  // generation << 1 | live; generations start at 1
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

  uint32_t TakeSlot() {
    std::lock_guard lock(mutex_);
    if (free_head_ != kNoSlot) {
      const uint32_t index = free_head_;
      free_head_ = SlotAt(index).next_free;
      return index;
    }
    const uint64_t index = slot_limit_.load(std::memory_order_relaxed);
    if (index >= ChunkStart(kChunkCount)) throw std::bad_alloc();
    const int chunk = ChunkOf(index);
    if (index == ChunkStart(chunk)) {
      chunks_[chunk].store(new Slot[ChunkStart(chunk + 1) - ChunkStart(chunk)],
                           std::memory_order_release);
    }
    slot_limit_.store(index + 1, std::memory_order_release);
    return static_cast<uint32_t>(index);
  }

  void ReturnSlot(uint32_t index, uint64_t next_generation) {
    if (next_generation > kLastGeneration) return;  // retired: its handles are never reissued
    std::lock_guard lock(mutex_);
    SlotAt(index).next_free = free_head_;
    free_head_ = index;
  }

  std::mutex mutex_;  // guards free_head_, next_free links and chunk allocation
  uint32_t free_head_ = kNoSlot;
  std::atomic<uint64_t> slot_limit_{0};  // slots [0, slot_limit_) exist
  std::atomic<Slot*> chunks_[kChunkCount] = {};
  std::atomic<int64_t> live_{0};
};

}  // namespace strata::capi
