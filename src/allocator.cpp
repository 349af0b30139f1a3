#include "allocator.h"

#include <sys/mman.h>

#include <cstdlib>
#include <mutex>

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

void* BuiltinAllocate(size_t bytes, size_t alignment, void*) {
  const size_t rounded = (bytes + alignment - 1) / alignment * alignment;
  void* p = std::aligned_alloc(alignment, rounded == 0 ? alignment : rounded);
  if (p != nullptr && alignment == kHugePageSize) madvise(p, rounded, MADV_HUGEPAGE);
  return p;
}
void BuiltinRelease(void* p, size_t, size_t, void*) { std::free(p); }

}  // namespace

void SetAllocator(const AllocatorCallbacks& callbacks) {
  std::lock_guard lock(AllocatorMutex());
  InstalledAllocator() = callbacks;
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
  if (from.allocate == nullptr || from.release == nullptr) {
    from = {&BuiltinAllocate, &BuiltinRelease, nullptr};
    if (bytes >= kHugePageSize) alignment = kHugePageSize;
  }
  void* p = from.allocate(bytes, alignment, from.user_data);
  if (p == nullptr) return nullptr;
  return std::unique_ptr<Allocation>(
      new Allocation(static_cast<std::byte*>(p), bytes, alignment, from));
}

Allocation::~Allocation() {
  if (allocator_.release != nullptr) allocator_.release(data_, bytes_, alignment_, allocator_.user_data);
}

}  // namespace strata
