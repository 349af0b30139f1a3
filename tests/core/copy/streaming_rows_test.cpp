// Row kernels with StoreMode::kStreaming (non-temporal stores from the first vector-aligned
// element on): every length, destination offset (including offsets that are not a multiple of
// the element size), step and element size against a naive reference, with the bytes around
// the row unchanged; and copies above kStreamingStoreBytes through the engine, which picks
// streaming itself and reads backwards-walking outer dimensions forwards.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "copy/copy_engine.h"
#include "support/kernel_test_support.h"
#include "kernels/fill_kernels.h"
#include "kernels/reverse_kernels.h"
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
      for (const int64_t step : {1, 2, 3, 4}) {
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

TEST(StreamingRows, ReversedCopiesMatchTheNaiveReversalAtEveryOffset) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (int64_t n = 1; n <= 150; ++n) {
        // Byte offsets: every element position within a line, plus one odd byte offset.
        for (int64_t offset_bytes = 0; offset_bytes <= 64; offset_bytes += size == 1 ? 7 : size) {
          const int64_t start = kGuard + (offset_bytes == 64 ? 1 : offset_bytes);
          const auto src = PatternBytes(static_cast<size_t>(n * size), static_cast<uint32_t>(n));
          const auto original = PatternBytes(static_cast<size_t>(2 * kGuard + 64 + n * size), 3);
          auto expected = original;
          auto actual = original;
          for (int64_t i = 0; i < n; ++i) {
            std::memcpy(expected.data() + start + i * size, src.data() + (n - 1 - i) * size,
                        static_cast<size_t>(size));
          }
          CopyReversedRow(actual.data() + start, src.data() + (n - 1) * size, n, size,
                          StoreMode::kStreaming);
          ASSERT_EQ(actual, expected) << "size " << size << " n " << n << " start " << start;
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
  // 20 MiB destinations: above kStreamingStoreBytes.
  constexpr int64_t kCount = int64_t{20} << 18;  // Float32 elements
  static_assert(kCount * 4 > kStreamingStoreBytes);
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
  // A row broadcast down 5120 rows of 1024 elements.
  const int64_t grid[] = {5120, 1024};
  const int64_t grid_dst[] = {1024, 1};
  const int64_t grid_src[] = {0, 1};
  CopyStrided(dst.data() + 4, grid_dst, src.data(), grid_src, grid, 4);
  for (int64_t r = 0; r < 5120; ++r) {
    ASSERT_EQ(std::memcmp(dst.data() + 4 + r * 4096, src.data(), 4096), 0) << r;
  }
  EXPECT_EQ(dst[0], std::byte{0x5a});
}

TEST(StreamingRows, EngineReversesLargeCopiesAlongEveryDimensionCorrectly) {
  // [80, 256, 257] Float32 (about 20 MiB): each dimension reversed alone, then all of them,
  // through source strides that walk backwards as reversal plans them; from a dense source and
  // from one whose last two dimensions are transposed (the transpose kernel's partner dimension
  // then walks backwards too).
  const int64_t lengths[] = {80, 256, 257};
  const int64_t strides[] = {256 * 257, 257, 1};
  const int64_t transposed[] = {256 * 257, 1, 256};
  constexpr int64_t kCount = int64_t{80} * 256 * 257;
  static_assert(kCount * 4 > kStreamingStoreBytes);
  const auto src = PatternBytes(static_cast<size_t>(kCount * 4), 13);
  for (const int mask : {1, 2, 4, 7, 8 | 1, 8 | 2, 8 | 4, 8 | 7}) {
    const int64_t* forward = (mask & 8) != 0 ? transposed : strides;
    int64_t src_strides[3];
    int64_t origin = 0;  // element offset of the source's first logical element
    for (int d = 0; d < 3; ++d) {
      const bool reversed = (mask >> (2 - d) & 1) != 0;
      src_strides[d] = reversed ? -forward[d] : forward[d];
      if (reversed) origin += (lengths[d] - 1) * forward[d];
    }
    std::vector<std::byte> dst(static_cast<size_t>(kCount * 4 + 8), std::byte{0x5a});
    CopyStrided(dst.data() + 4, strides, src.data() + origin * 4, src_strides, lengths, 4);
    EXPECT_EQ(dst[0], std::byte{0x5a});
    EXPECT_EQ(dst[dst.size() - 1], std::byte{0x5a});
    for (int64_t i = 0; i < lengths[0]; ++i) {
      for (int64_t j = 0; j < lengths[1]; ++j) {
        for (int64_t k = 0; k < lengths[2]; ++k) {
          const int64_t at = i * strides[0] + j * strides[1] + k;
          const int64_t from = origin + i * src_strides[0] + j * src_strides[1] + k * src_strides[2];
          ASSERT_EQ(std::memcmp(dst.data() + 4 + at * 4, src.data() + from * 4, 4), 0)
              << "mask " << mask << " at " << i << "," << j << "," << k;
        }
      }
    }
  }
}

}  // namespace
}  // namespace strata
