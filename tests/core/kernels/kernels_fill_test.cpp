#include "kernels/fill_kernels.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "support/kernel_test_support.h"

namespace strata {
namespace {

using testing::ForEachTarget;
using testing::kElementSizes;
using testing::PatternBytes;

constexpr uint64_t kPattern = 0x8877665544332211u;  // bytes differ: the vector path, not memset

void ExpectFilled(const std::vector<std::byte>& data, const std::vector<std::byte>& original,
                  int64_t offset, int64_t n, int64_t stride, int64_t size) {
  for (int64_t b = 0; b < static_cast<int64_t>(data.size()); ++b) {
    const int64_t rel = b - offset;
    const bool inside = rel >= 0 && rel < (n - 1) * stride + size && rel % stride < size &&
                        rel / stride < n;
    const std::byte want = inside ? static_cast<std::byte>(kPattern >> (8 * (rel % stride)))
                                  : original[b];
    ASSERT_EQ(data[b], want) << "byte " << b << " size " << size << " n " << n << " stride "
                             << stride << " offset " << offset;
  }
}

TEST(FillRow, WritesEveryContiguousLengthAndOffsetAndNothingElse) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (int64_t n = 1; n <= 131; ++n) {
        for (int64_t offset = 0; offset <= 2; ++offset) {
          const auto original = PatternBytes(static_cast<size_t>((n + 3) * size), 2);
          auto data = original;
          FillRow(data.data() + offset * size, n, size, kPattern, size);
          ExpectFilled(data, original, offset * size, n, size, size);
        }
      }
    }
  });
}

TEST(FillRow, WritesStridedElementsAndLeavesTheGaps) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (int64_t n = 1; n <= 40; ++n) {
        const int64_t stride = 3 * size;
        const auto original = PatternBytes(static_cast<size_t>(n * stride), 4);
        auto data = original;
        FillRow(data.data(), n, stride, kPattern, size);
        ExpectFilled(data, original, 0, n, stride, size);
      }
    }
  });
}

TEST(FillRow, ZeroStrideWritesOneElement) {
  const auto original = PatternBytes(16, 8);
  auto data = original;
  FillRow(data.data(), 5, 0, kPattern, 4);
  ExpectFilled(data, original, 0, 1, 4, 4);
}

TEST(FillRow, StreamsLargeRowsAtAnyAlignmentWithoutTouchingNeighbours) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (const int64_t offset : {int64_t{0}, int64_t{1}, int64_t{3}}) {
        const int64_t n = kStreamFillBytes / size + 37;
        std::vector<std::byte> data(static_cast<size_t>((n + 8) * size), std::byte{0x5a});
        FillRow(data.data() + offset * size, n, size, kPattern, size);
        for (int64_t b = 0; b < offset * size; ++b) ASSERT_EQ(data[b], std::byte{0x5a});
        for (int64_t i = 0; i < n; ++i) {
          ASSERT_EQ(std::memcmp(data.data() + (offset + i) * size, &kPattern, static_cast<size_t>(size)), 0)
              << "size " << size << " element " << i;
        }
        for (int64_t b = (offset + n) * size; b < static_cast<int64_t>(data.size()); ++b) {
          ASSERT_EQ(data[b], std::byte{0x5a});
        }
      }
    }
  });
}

}  // namespace
}  // namespace strata
