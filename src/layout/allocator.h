// Where owning tensors get their memory: the built-in aligned allocator or caller callbacks.
#pragma once

#include <cstddef>
#include <memory>

namespace strata {

// Caller-supplied allocation callbacks. allocate returns memory aligned to `alignment` (a power
// of two) or null; release receives the same pointer, size and alignment. Both may be called
// from any thread.
struct AllocatorCallbacks {
  void* (*allocate)(size_t bytes, size_t alignment, void* user_data) = nullptr;
  void (*release)(void* ptr, size_t bytes, size_t alignment, void* user_data) = nullptr;
  void* user_data = nullptr;
};

// Alignment of every owning allocation.
inline constexpr size_t kDefaultAlignment = 64;

// One block of owned memory; frees itself with the allocator that produced it.
class Allocation {
 public:
  // Allocates `bytes` with the currently installed allocator; null when it fails. Zero bytes
  // asks no allocator and yields a static 64-byte aligned address that must not be written.
  // Large blocks from the built-in allocator are 2 MiB aligned and advised to use huge pages,
  // because first-touch of 4 KiB pages dominates the cost of big fresh tensors.
  static std::unique_ptr<Allocation> Create(size_t bytes);
  ~Allocation();
  Allocation(const Allocation&) = delete;
  Allocation& operator=(const Allocation&) = delete;

  std::byte* data() const { return data_; }
  size_t size() const { return bytes_; }

 private:
  Allocation(std::byte* data, size_t bytes, size_t alignment, const AllocatorCallbacks& from)
      : data_(data), bytes_(bytes), alignment_(alignment), allocator_(from) {}

  std::byte* data_;
  size_t bytes_;
  size_t alignment_;
  AllocatorCallbacks allocator_;
};

// Installs callbacks process-wide (both null = the built-in allocator). Tensors allocated
// before the call keep releasing through the allocator that made them. Thread-safe.
void SetAllocator(const AllocatorCallbacks& callbacks);

}  // namespace strata
