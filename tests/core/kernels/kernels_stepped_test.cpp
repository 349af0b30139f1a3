#include "kernels/stepped_kernels.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "support/kernel_test_support.h"

namespace strata {
namespace {

using testing::ForEachTarget;
using testing::kElementSizes;
using testing::PatternBytes;

TEST(CopySteppedRow, MatchesNaiveGatherForEveryStepLengthAndElementSize) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (int64_t step = 1; step <= kMaxVectorStep + 3; ++step) {
        for (int64_t n = 1; n <= 131; ++n) {
          // Exactly the bytes the row spans, so any read past its last element is caught by
          // AddressSanitizer.
          const auto src = PatternBytes(static_cast<size_t>(((n - 1) * step + 1) * size),
                                        static_cast<uint32_t>(n * 10 + step));
          const auto original = PatternBytes(static_cast<size_t>((n + 1) * size), 1);
          auto dst = original;
          CopySteppedRow(dst.data(), src.data(), n, step, size);
          for (int64_t i = 0; i < n; ++i) {
            ASSERT_EQ(std::memcmp(dst.data() + i * size, src.data() + i * step * size,
                                  static_cast<size_t>(size)),
                      0)
                << "size " << size << " step " << step << " n " << n << " i " << i;
          }
          ASSERT_EQ(std::memcmp(dst.data() + n * size, original.data() + n * size,
                                static_cast<size_t>(size)),
                    0)
              << "wrote past the row: size " << size << " step " << step << " n " << n;
        }
      }
    }
  });
}

}  // namespace
}  // namespace strata
