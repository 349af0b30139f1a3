#include "kernels/record_kernels.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

#include "support/kernel_test_support.h"

namespace strata {
namespace {

using testing::OffsetBytes;
using testing::PatternBytes;

// Every size the kernels compile a loop for (3 … 32, and 16 for complex128), the first sizes
// that take the memcpy path, and a large record.
std::vector<int64_t> RecordSizes() {
  std::vector<int64_t> sizes;
  for (int64_t size = 3; size <= 40; ++size) {
    if (IsRecordElementSize(size)) sizes.push_back(size);
  }
  sizes.push_back(100);
  return sizes;
}

TEST(RecordKernels, RecordSizesAreEveryElementSizeButTheKernelSizes) {
  for (int64_t size : {1, 2, 4, 8}) EXPECT_FALSE(IsRecordElementSize(size)) << size;
  for (int64_t size : {3, 5, 12, 16, 24, 65536}) EXPECT_TRUE(IsRecordElementSize(size)) << size;
}

// Rows of 9 elements with forward, backward, repeating and gapped strides, at every misalignment
// of both operands; the destination's gaps keep their old bytes.
TEST(RecordKernels, CopyRowMovesWholeElementsForAnyStrideAndAlignment) {
  constexpr int64_t n = 9;
  for (int64_t size : RecordSizes()) {
    for (int64_t src_step : {1, 2, -1, -3, 0}) {
      for (int64_t dst_step : {1, 3}) {
        for (size_t offset = 0; offset < 8; offset += 3) {
          const int64_t src_span = (src_step == 0 ? 1 : (n - 1) * std::abs(src_step) + 1) * size;
          const int64_t dst_span = ((n - 1) * dst_step + 1) * size;
          OffsetBytes src(static_cast<size_t>(src_span), offset, static_cast<uint32_t>(size));
          OffsetBytes dst(static_cast<size_t>(dst_span), 7 - offset, 99);
          const auto before = dst.Contents();
          const int64_t src_first = src_step < 0 ? src_span - size : 0;
          CopyRecordRow(dst.data(), dst_step * size, src.data() + src_first, src_step * size, n,
                        size);
          const auto after = dst.Contents();
          for (int64_t b = 0; b < dst_span; ++b) {
            const int64_t i = b / size / dst_step;
            const bool written = (b / size) % dst_step == 0;
            const std::byte want =
                written ? src.data()[src_first + i * src_step * size + b % size] : before[b];
            ASSERT_EQ(after[b], want) << "size " << size << " steps " << src_step << "/" << dst_step
                                      << " offset " << offset << " byte " << b;
          }
        }
      }
    }
  }
}

// Tiles larger and smaller than a block, with padded rows, checked byte by byte.
TEST(RecordKernels, TransposeTileMatchesTheNaiveTranspose) {
  for (int64_t size : RecordSizes()) {
    for (auto [rows, cols] : {std::pair<int64_t, int64_t>{1, 1}, {3, 70}, {67, 5}, {33, 41}}) {
      const int64_t src_row = (rows + 1) * size;  // source rows are the destination columns
      const int64_t dst_row = (cols + 2) * size;
      const auto src =
          PatternBytes(static_cast<size_t>(cols * src_row), static_cast<uint32_t>(size));
      OffsetBytes dst(static_cast<size_t>(rows * dst_row), static_cast<size_t>(size % 8), 5);
      const auto before = dst.Contents();
      TransposeRecordTile(dst.data(), dst_row, src.data(), src_row, rows, cols, size);
      const auto after = dst.Contents();
      for (int64_t r = 0; r < rows; ++r) {
        for (int64_t b = 0; b < dst_row; ++b) {
          const int64_t c = b / size;
          const std::byte want =
              c < cols ? src[c * src_row + r * size + b % size] : before[r * dst_row + b];
          ASSERT_EQ(after[r * dst_row + b], want)
              << rows << "x" << cols << " size " << size << " row " << r << " byte " << b;
        }
      }
    }
  }
}

// Two runs of n elements exchanged with the order reversed, as an in-place reversal pairs its
// halves; n = 0 changes nothing.
TEST(RecordKernels, SwapReversedExchangesMirroredElements) {
  for (int64_t size : RecordSizes()) {
    for (int64_t n : {0, 1, 6}) {
      OffsetBytes a(static_cast<size_t>(n * size), 1, 11);
      OffsetBytes b(static_cast<size_t>(n * size), 6, 12);
      const auto a0 = a.Contents();
      const auto b0 = b.Contents();
      SwapReversedRecords(a.data(), b.data(), n, size);
      const auto a1 = a.Contents();
      const auto b1 = b.Contents();
      for (int64_t k = 0; k < n; ++k) {
        const int64_t mirror = (n - 1 - k) * size;
        ASSERT_EQ(std::memcmp(a1.data() + k * size, b0.data() + mirror, size), 0)
            << size << " " << k;
        ASSERT_EQ(std::memcmp(b1.data() + mirror, a0.data() + k * size, size), 0)
            << size << " " << k;
      }
    }
  }
}

}  // namespace
}  // namespace strata
