#include "copy/copy_engine.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <random>
#include <vector>

#include "support/kernel_test_support.h"

namespace strata {
namespace {

using testing::ForEachTarget;
using testing::kElementSizes;
using testing::PatternBytes;
using Ints = std::vector<int64_t>;

// A layout inside its own buffer: origin offset (in elements) and strides (in elements).
struct Layout {
  int64_t origin = 0;
  Ints strides;
  int64_t span = 0;  // elements the buffer holds
};

// Places a layout with the given strides so that every element lies inside [0, span).
Layout Place(const Ints& lengths, const Ints& strides) {
  Layout layout{0, strides, 1};
  int64_t low = 0;
  int64_t high = 0;
  for (size_t d = 0; d < lengths.size(); ++d) {
    if (lengths[d] == 0) return Layout{0, strides, 0};
    const int64_t reach = (lengths[d] - 1) * strides[d];
    (reach < 0 ? low : high) += reach;
  }
  layout.origin = -low;
  layout.span = high - low + 1;
  return layout;
}

// The reference: visits every multi-index and copies one element.
void NaiveCopy(std::byte* dst, const Ints& dst_strides, const std::byte* src, const Ints& src_strides,
               const Ints& lengths, int64_t size) {
  int64_t count = 1;
  for (const int64_t n : lengths) count *= n;
  Ints index(lengths.size(), 0);
  for (int64_t k = 0; k < count; ++k) {
    int64_t d_off = 0;
    int64_t s_off = 0;
    for (size_t d = 0; d < lengths.size(); ++d) {
      d_off += index[d] * dst_strides[d];
      s_off += index[d] * src_strides[d];
    }
    std::memcpy(dst + d_off * size, src + s_off * size, static_cast<size_t>(size));
    for (size_t d = lengths.size(); d-- > 0;) {
      if (++index[d] < lengths[d]) break;
      index[d] = 0;
    }
  }
}

// Copies with CopyStrided and with NaiveCopy from the same source into two copies of the same
// destination buffer, and requires them to agree on every byte (gaps included).
void CheckCopy(const Ints& lengths, const Ints& dst_strides, const Ints& src_strides, int64_t size,
               uint32_t seed) {
  const Layout d = Place(lengths, dst_strides);
  const Layout s = Place(lengths, src_strides);
  const auto src = PatternBytes(static_cast<size_t>(s.span * size), seed);
  auto expected = PatternBytes(static_cast<size_t>(d.span * size), seed + 1);
  auto actual = expected;
  NaiveCopy(expected.data() + d.origin * size, dst_strides, src.data() + s.origin * size,
            src_strides, lengths, size);
  CopyStrided(actual.data() + d.origin * size, dst_strides, src.data() + s.origin * size,
              src_strides, lengths, size);
  ASSERT_EQ(actual, expected) << "seed " << seed << " size " << size;
}

// Row-major strides of lengths, visiting dimensions in `order` (innermost last), each padded by
// `pad` elements.
Ints DenseStrides(const Ints& lengths, const std::vector<size_t>& order, int64_t pad) {
  Ints strides(lengths.size());
  int64_t step = 1;
  for (size_t k = order.size(); k-- > 0;) {
    strides[order[k]] = step;
    step *= lengths[order[k]] + pad;
  }
  return strides;
}

TEST(CopyStrided, MatchesNaiveCopyOnThousandsOfRandomLayouts) {
  std::mt19937 rng(20260101);
  ForEachTarget([&] {
    for (int trial = 0; trial < 1500; ++trial) {
      const int64_t size = kElementSizes[rng() % 4];
      const size_t rank = 1 + rng() % 4;
      Ints lengths(rank);
      for (auto& n : lengths) n = std::uniform_int_distribution<int64_t>(1, 9)(rng);
      if (rng() % 20 == 0) lengths[rng() % rank] = 0;
      std::vector<size_t> order(rank);
      std::iota(order.begin(), order.end(), 0);
      std::shuffle(order.begin(), order.end(), rng);
      const Ints dst_strides = DenseStrides(lengths, order, static_cast<int64_t>(rng() % 2));
      std::shuffle(order.begin(), order.end(), rng);
      Ints src_strides = DenseStrides(lengths, order, static_cast<int64_t>(rng() % 3));
      for (auto& st : src_strides) {
        const auto pick = rng() % 8;
        if (pick == 0) st = 0;             // broadcast
        if (pick == 1) st = -st;           // reversed
        if (pick == 2) st *= 2 + rng() % 3;  // stepped
      }
      CheckCopy(lengths, dst_strides, src_strides, size, static_cast<uint32_t>(trial));
    }
  });
}

TEST(CopyStrided, CopiesEveryKernelShapeForEveryElementSizeAndTail) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      for (int64_t n = 1; n <= 70; ++n) {
        const auto seed = static_cast<uint32_t>(n);
        CheckCopy({n}, {1}, {1}, size, seed);          // memcpy
        CheckCopy({n}, {1}, {0}, size, seed);          // fill from one source element
        CheckCopy({n}, {1}, {-1}, size, seed);         // reversed
        CheckCopy({n}, {1}, {2}, size, seed);          // stepped
        CheckCopy({n}, {1}, {3}, size, seed);
        CheckCopy({n}, {1}, {4}, size, seed);
        CheckCopy({n}, {1}, {7}, size, seed);          // long step: element loop
        CheckCopy({n}, {1}, {-3}, size, seed);         // negative step
        CheckCopy({n}, {2}, {1}, size, seed);          // strided destination, gaps untouched
        CheckCopy({3, n}, {n, 1}, {1, 3}, size, seed);  // transpose
        CheckCopy({n, 5}, {5, 1}, {1, n}, size, seed);
      }
    }
  });
}

// Sizes the row kernels do not take as one word: 16 bytes (complex128) has its own scalar paths,
// the others move as several words.
constexpr int64_t kWideSizes[] = {3, 5, 12, 16, 24};

TEST(CopyStrided, CopiesEveryRowShapeForWideElements) {
  for (const int64_t size : kWideSizes) {
    for (int64_t n = 1; n <= 40; ++n) {
      const auto seed = static_cast<uint32_t>(n);
      CheckCopy({n}, {1}, {1}, size, seed);
      CheckCopy({n}, {1}, {0}, size, seed);
      CheckCopy({n}, {1}, {-1}, size, seed);
      CheckCopy({n}, {1}, {3}, size, seed);
      CheckCopy({n}, {2}, {1}, size, seed);
      CheckCopy({3, n}, {n, 1}, {1, 3}, size, seed);
      CheckCopy({n, 9}, {9, 1}, {1, n}, size, seed);
      CheckCopy({2, n, 3}, {3 * n, 3, 1}, {1, 6, 2}, size, seed);
    }
  }
}

TEST(CopyStrided, TransposesWideElementsOfOddAndLargeShapes) {
  CheckCopy({700, 300}, {300, 1}, {1, 700}, 16, 11);
  CheckCopy({301, 333}, {333, 1}, {1, 301}, 12, 12);
  CheckCopy({20, 30, 40}, {1200, 40, 1}, {1, 800, 20}, 16, 13);
}

TEST(FillElements, WritesEveryElementOfAnySizeContiguousOrStrided) {
  for (const int64_t size : {int64_t{4}, int64_t{12}, int64_t{16}, int64_t{24}}) {
    const auto element = PatternBytes(static_cast<size_t>(size), 3);
    for (const int64_t stride_elements : {int64_t{1}, int64_t{2}}) {
      for (int64_t n = 0; n <= 37; ++n) {
        const auto before = PatternBytes(static_cast<size_t>((n + 1) * stride_elements * size), 4);
        auto data = before;
        FillElements(data.data(), n, stride_elements * size, element.data(), size);
        for (int64_t i = 0; i < n * stride_elements; ++i) {
          const bool written = i % stride_elements == 0;
          const auto* want = written ? element.data() : before.data() + i * size;
          ASSERT_EQ(std::memcmp(data.data() + i * size, want, static_cast<size_t>(size)), 0)
              << "size " << size << " n " << n << " element " << i;
        }
        ASSERT_TRUE(std::equal(data.begin() + n * stride_elements * size, data.end(),
                               before.begin() + n * stride_elements * size));
      }
    }
  }
}

TEST(CopyStrided, TransposesOddAndLargeShapes) {
  CheckCopy({4000, 4000}, {4000, 1}, {1, 4000}, 4, 1);
  CheckCopy({4095, 17}, {17, 1}, {1, 4095}, 8, 2);
  CheckCopy({17, 4095}, {4095, 1}, {1, 17}, 2, 3);
  // Permutation of a 3-D block with axes (2, 0, 1), and a transpose inside a broadcast.
  CheckCopy({20, 30, 40}, {1200, 40, 1}, {1, 800, 20}, 4, 4);
  CheckCopy({6, 33, 35}, {33 * 35, 35, 1}, {0, 1, 33}, 4, 5);
}

TEST(CopyStrided, NegativeSourceStridesWalkBackwardsOnEveryDimension) {
  CheckCopy({64, 64}, {64, 1}, {-64, 1}, 4, 1);
  CheckCopy({64, 64}, {64, 1}, {64, -1}, 4, 2);
  CheckCopy({64, 64}, {64, 1}, {-64, -1}, 4, 3);
  CheckCopy({9, 64}, {64, 1}, {-1, -9}, 2, 4);  // reversed transpose
}

TEST(CopyStrided, CopiesNothingForAnEmptyShape) {
  std::vector<std::byte> dst(4, std::byte{1});
  const std::vector<std::byte> src(4, std::byte{2});
  CopyStrided(dst.data(), Ints{1, 1}, src.data(), Ints{1, 1}, Ints{2, 0}, 1);
  EXPECT_EQ(dst, std::vector<std::byte>(4, std::byte{1}));
}

TEST(CopyStrided, CopiesOneElementForRankZeroLikeShapes) {
  CheckCopy({1, 1, 1}, {0, 0, 0}, {0, 0, 0}, 8, 1);
}

TEST(CopyStrided, MovesOverlappingContiguousRunsAsMemmove) {
  for (const int64_t shift : {-5, -1, 1, 5}) {
    auto data = PatternBytes(100 * 4, 9);
    auto expected = data;
    const int64_t from = 20;
    const int64_t to = 20 + shift;
    std::memmove(expected.data() + to * 4, expected.data() + from * 4, 60 * 4);
    CopyStrided(data.data() + to * 4, Ints{6, 10, 1}, data.data() + from * 4, Ints{6, 10, 1},
                Ints{1, 6, 10}, 4);
    EXPECT_EQ(data, expected) << shift;
  }
}

TEST(CopyStrided, TheSameViewIsLeftAsItIs) {
  auto data = PatternBytes(64, 1);
  const auto before = data;
  CopyStrided(data.data(), Ints{2}, data.data(), Ints{2}, Ints{32}, 1);
  EXPECT_EQ(data, before);
}

TEST(CopyStrided, EveryThreadCountGivesTheSameBytesAsOne) {
  // Above kParallelCopyBytes for every plan: contiguous, stepped, reversed, transposed; 3 threads
  // cut uneven parts (rounded to whole lines on a single row), 64 the most parts.
  const std::vector<std::pair<Ints, Ints>> layouts = {
      {{1 << 19}, {1}}, {{1 << 19}, {2}}, {{1 << 19}, {-1}}, {{512, 1024}, {1, 512}}};
  for (const auto& [lengths, src_strides] : layouts) {
    const Ints dst_strides = lengths.size() == 1 ? Ints{1} : Ints{1024, 1};
    for (const int threads : {1, 2, 3, 8, kMaxCopyEngineThreads}) {
      SetCopyEngineThreads(threads);
      CheckCopy(lengths, dst_strides, src_strides, 4, static_cast<uint32_t>(threads));
    }
  }
  SetCopyEngineThreads(kMaxCopyEngineThreads + 1);
  EXPECT_EQ(CopyEngineThreads(), kMaxCopyEngineThreads);
  SetCopyEngineThreads(0);
  EXPECT_EQ(CopyEngineThreads(), 1);
}

void CheckReverseBlocks(int64_t outer, int64_t count, int64_t block_bytes, uint32_t seed) {
  const auto original = PatternBytes(static_cast<size_t>(outer * count * block_bytes), seed);
  auto data = original;
  ReverseBlocksInPlace(data.data(), outer, count, block_bytes);
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < count; ++i) {
      ASSERT_EQ(std::memcmp(data.data() + (o * count + i) * block_bytes,
                            original.data() + (o * count + count - 1 - i) * block_bytes,
                            static_cast<size_t>(block_bytes)),
                0)
          << "outer " << o << " block " << i << " of " << count << ", " << block_bytes << " bytes";
    }
  }
}

TEST(ReverseBlocksInPlace, ReversesEveryCountAndBlockSize) {
  ForEachTarget([] {
    for (const int64_t block : {1, 2, 3, 4, 8, 12, 16, 100}) {
      for (int64_t count = 0; count <= 70; ++count) {
        CheckReverseBlocks(3, count, block, static_cast<uint32_t>(count));
      }
    }
  });
}

TEST(ReverseBlocksInPlace, ReversesLargeRowsWithEveryThreadCount) {
  for (const int threads : {1, 2, 3, 8, kMaxCopyEngineThreads}) {
    SetCopyEngineThreads(threads);
    CheckReverseBlocks(1, (1 << 20) + 3, 4, 1);
    CheckReverseBlocks(2, 4097, 512, 2);
  }
  SetCopyEngineThreads(1);
}

TEST(ReverseElementsInPlace, ReversesEveryLengthAndElementSize) {
  std::vector<int64_t> sizes(std::begin(kElementSizes), std::end(kElementSizes));
  sizes.insert(sizes.end(), std::begin(kWideSizes), std::end(kWideSizes));
  ForEachTarget([&] {
    for (const int64_t size : sizes) {
      for (int64_t count = 0; count <= 140; ++count) {
        const auto original = PatternBytes(static_cast<size_t>(count * size), 5);
        auto data = original;
        ReverseElementsInPlace(data.data(), count, size);
        for (int64_t i = 0; i < count; ++i) {
          ASSERT_EQ(std::memcmp(data.data() + i * size, original.data() + (count - 1 - i) * size,
                                static_cast<size_t>(size)),
                    0);
        }
      }
    }
  });
}

}  // namespace
}  // namespace strata
