// Helpers for the copy-engine and kernel tests: running a check once per compiled Highway target,
// recognisable byte patterns, and exact-size buffers (so AddressSanitizer sees any access past
// an operand) surrounded by nothing else.
#pragma once

#include <gtest/gtest.h>
#include <hwy/targets.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <vector>

namespace strata::testing {

inline constexpr int64_t kElementSizes[] = {1, 2, 4, 8};

// Runs check() once with each Highway target that is both compiled in and supported here as
// the only one dynamic dispatch may choose; restores normal dispatch afterwards.
template <class Check>
void ForEachTarget(Check&& check) {
  for (const int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    check();
  }
  hwy::SetSupportedTargetsForTest(0);
}

// n bytes whose values depend on position and seed (and are rarely equal to their neighbours).
inline std::vector<std::byte> PatternBytes(size_t n, uint32_t seed) {
  std::vector<std::byte> bytes(n);
  uint32_t state = seed * 2654435761u + 12345u;
  for (auto& b : bytes) {
    state = state * 1664525u + 1013904223u;
    b = static_cast<std::byte>(state >> 24);
  }
  return bytes;
}

// `size` bytes of PatternBytes(size, seed) that start `offset` bytes past a 64-byte boundary, so
// that elements, vectors and cache lines placed there are misaligned by exactly that much, and
// that end where their allocation ends (AddressSanitizer sees any access past them).
class OffsetBytes {
 public:
  OffsetBytes(size_t size, size_t offset, uint32_t seed)
      : block_(static_cast<std::byte*>(::operator new(offset + size, kAlignment))),
        data_(block_.get() + offset),
        size_(size) {
    const auto pattern = PatternBytes(size, seed);
    if (size > 0) std::memcpy(data_, pattern.data(), size);
  }

  std::byte* data() const { return data_; }
  size_t size() const { return size_; }
  std::vector<std::byte> Contents() const { return {data_, data_ + size_}; }

 private:
  static constexpr std::align_val_t kAlignment{64};
  struct Release {
    void operator()(std::byte* p) const { ::operator delete(p, kAlignment); }
  };
  std::unique_ptr<std::byte, Release> block_;
  std::byte* data_;
  size_t size_;
};

}  // namespace strata::testing
