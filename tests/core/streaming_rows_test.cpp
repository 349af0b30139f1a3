// Row kernels with StoreMode::kStreaming (non-temporal stores from the first vector-aligned
// element on): every length, destination offset, step and element size against a naive
// reference, with the bytes around the row unchanged; and copies above kStreamingStoreBytes
// through the engine, which picks streaming itself.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "copy_engine.h"
#include "kernel_test_support.h"
#include "kernels/fill_kernels.h"
#include "kernels/stepped_kernels.h"

namespace strata {
namespace {

using testing::ForEachTarget;
using testing::kElementSizes;
using testing::PatternBytes;

constexpr int64_t kGuard = 64;  // bytes before and after the row that must stay unchanged

TEST(StreamingRows, SteppedGathersMatchTheNaiveGatherAtEveryOffset) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (const int64_t step : {2, 3, 4}) {
        for (int64_t n = 0; n <= 70; ++n) {
          for (int64_t offset = 0; offset < 64 / size; offset += 3) {
            const auto src = PatternBytes(static_cast<size_t>(n == 0 ? 0 : ((n - 1) * step + 1) * size),
                                          static_cast<uint32_t>(n));
            const auto original = PatternBytes(static_cast<size_t>(2 * kGuard + 64 + n * size), 5);
            auto expected = original;
            auto actual = original;
            const int64_t start = kGuard + offset * size;
            for (int64_t i = 0; i < n; ++i) {
              std::memcpy(expected.data() + start + i * size, src.data() + i * step * size,
                          static_cast<size_t>(size));
            }
            CopySteppedRow(actual.data() + start, src.data(), n, step, size, StoreMode::kStreaming);
            ASSERT_EQ(actual, expected) << "size " << size << " step " << step << " n " << n
                                        << " offset " << offset;
          }
        }
      }
    }
  });
}

TEST(StreamingRows, FillsMatchAtEveryLengthAndOffset) {
  static constexpr uint64_t kPattern = 0x0123456789abcdefULL;
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (int64_t n = 0; n <= 70; ++n) {
        for (int64_t offset = 0; offset < 64 / size; offset += 5) {
          const auto original = PatternBytes(static_cast<size_t>(2 * kGuard + 64 + n * size), 7);
          auto expected = original;
          auto actual = original;
          const int64_t start = kGuard + offset * size;
          for (int64_t i = 0; i < n; ++i) {
            std::memcpy(expected.data() + start + i * size, &kPattern, static_cast<size_t>(size));
          }
          FillRow(actual.data() + start, n, size, kPattern, size, StoreMode::kStreaming);
          ASSERT_EQ(actual, expected) << "size " << size << " n " << n << " offset " << offset;
        }
      }
    }
  });
}

TEST(StreamingRows, EngineStreamsLargeSteppedAndBroadcastCopiesCorrectly) {
  // 10 MiB destinations: above kStreamingStoreBytes.
  constexpr int64_t kCount = int64_t{10} << 18;  // Float32 elements
  const auto src = PatternBytes(static_cast<size_t>(2 * kCount * 4), 11);
  std::vector<std::byte> dst(static_cast<size_t>(kCount * 4 + 4), std::byte{0x5a});
  const int64_t lengths[] = {kCount};
  const int64_t dst_strides[] = {1};
  const int64_t src_strides[] = {2};
  CopyStrided(dst.data() + 4, dst_strides, src.data(), src_strides, lengths, 4);
  EXPECT_EQ(dst[0], std::byte{0x5a});
  for (int64_t i = 0; i < kCount; ++i) {
    ASSERT_EQ(std::memcmp(dst.data() + 4 + i * 4, src.data() + i * 8, 4), 0) << i;
  }
  // A row broadcast down 2560 rows of 1024 elements.
  const int64_t grid[] = {2560, 1024};
  const int64_t grid_dst[] = {1024, 1};
  const int64_t grid_src[] = {0, 1};
  CopyStrided(dst.data() + 4, grid_dst, src.data(), grid_src, grid, 4);
  for (int64_t r = 0; r < 2560; ++r) {
    ASSERT_EQ(std::memcmp(dst.data() + 4 + r * 4096, src.data(), 4096), 0) << r;
  }
  EXPECT_EQ(dst[0], std::byte{0x5a});
}

}  // namespace
}  // namespace strata
