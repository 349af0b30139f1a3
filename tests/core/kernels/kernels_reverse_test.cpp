#include "kernels/reverse_kernels.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "support/kernel_test_support.h"

namespace strata {
namespace {

using testing::ForEachTarget;
using testing::kElementSizes;
using testing::PatternBytes;

// Every length up to two 512-bit vectors of bytes plus one covers every tail on every target.
constexpr int64_t kMaxLength = 131;

TEST(CopyReversedRow, MatchesNaiveReverseForEveryLengthAndElementSize) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (int64_t n = 1; n <= kMaxLength; ++n) {
        const auto src = PatternBytes(static_cast<size_t>(n * size), static_cast<uint32_t>(n));
        std::vector<std::byte> dst(static_cast<size_t>(n * size));
        CopyReversedRow(dst.data(), src.data() + (n - 1) * size, n, size);
        for (int64_t i = 0; i < n; ++i) {
          ASSERT_EQ(std::memcmp(dst.data() + i * size, src.data() + (n - 1 - i) * size,
                                static_cast<size_t>(size)),
                    0)
              << "size " << size << " n " << n << " i " << i;
        }
      }
    }
  });
}

TEST(CopyReversedRow, LeavesBytesAroundTheDestinationRowUntouched) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (int64_t n = 1; n <= kMaxLength; n += 3) {
        const auto src = PatternBytes(static_cast<size_t>(n * size), 7);
        const auto original = PatternBytes(static_cast<size_t>((n + 2) * size), 9);
        auto dst = original;
        CopyReversedRow(dst.data() + size, src.data() + (n - 1) * size, n, size);
        EXPECT_EQ(std::memcmp(dst.data(), original.data(), static_cast<size_t>(size)), 0);
        EXPECT_EQ(std::memcmp(dst.data() + (n + 1) * size, original.data() + (n + 1) * size,
                              static_cast<size_t>(size)),
                  0)
            << "size " << size << " n " << n;
      }
    }
  });
}

TEST(SwapReversed, ReversesARowInPlaceForEveryLengthAndElementSize) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (int64_t n = 0; n <= kMaxLength; ++n) {
        const auto original = PatternBytes(static_cast<size_t>(n * size), static_cast<uint32_t>(n + 1));
        auto data = original;
        const int64_t half = n / 2;
        SwapReversed(data.data(), data.data() + (n - half) * size, half, size);
        for (int64_t i = 0; i < n; ++i) {
          ASSERT_EQ(std::memcmp(data.data() + i * size, original.data() + (n - 1 - i) * size,
                                static_cast<size_t>(size)),
                    0)
              << "size " << size << " n " << n << " i " << i;
        }
      }
    }
  });
}

TEST(SwapReversed, ExchangesTwoSeparateRowsEachReversed) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (int64_t n = 0; n <= kMaxLength; n += 5) {
        const auto a0 = PatternBytes(static_cast<size_t>(n * size), 3);
        const auto b0 = PatternBytes(static_cast<size_t>(n * size), 4);
        auto a = a0;
        auto b = b0;
        SwapReversed(a.data(), b.data(), n, size);
        for (int64_t k = 0; k < n; ++k) {
          const auto bytes = static_cast<size_t>(size);
          ASSERT_EQ(std::memcmp(a.data() + k * size, b0.data() + (n - 1 - k) * size, bytes), 0);
          ASSERT_EQ(std::memcmp(b.data() + (n - 1 - k) * size, a0.data() + k * size, bytes), 0);
        }
      }
    }
  });
}

TEST(SwapRanges, ExchangesRangesOfEveryByteLength) {
  ForEachTarget([] {
    for (int64_t bytes = 0; bytes <= 200; ++bytes) {
      const auto a0 = PatternBytes(static_cast<size_t>(bytes), 5);
      const auto b0 = PatternBytes(static_cast<size_t>(bytes), 6);
      auto a = a0;
      auto b = b0;
      SwapRanges(a.data(), b.data(), bytes);
      ASSERT_EQ(a, b0) << bytes;
      ASSERT_EQ(b, a0) << bytes;
    }
  });
}

}  // namespace
}  // namespace strata
