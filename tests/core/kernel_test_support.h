// Helpers for the copy-engine and kernel tests: running a check once per compiled Highway target,
// recognisable byte patterns, and exact-size buffers (so AddressSanitizer sees any access past
// an operand) surrounded by nothing else.
#pragma once

#include <gtest/gtest.h>
#include <hwy/targets.h>

#include <cstddef>
#include <cstdint>
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

}  // namespace strata::testing
