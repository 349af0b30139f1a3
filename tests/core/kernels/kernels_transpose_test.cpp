#include "kernels/transpose_kernels.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "support/kernel_test_support.h"

namespace strata {
namespace {

using testing::ForEachTarget;
using testing::kElementSizes;
using testing::PatternBytes;

// Transposes a rows×cols tile with padded row strides and checks every destination byte: the
// tile's elements against the naive definition, the padding against its old contents.
void CheckTranspose(int64_t rows, int64_t cols, int64_t size, int64_t dst_pad, int64_t src_pad) {
  const int64_t src_row = (rows + src_pad) * size;  // source rows are the destination columns
  const int64_t dst_row = (cols + dst_pad) * size;
  // The source spans exactly the bytes of its last row's last element (AddressSanitizer
  // catches any read beyond).
  const int64_t src_bytes = cols == 0 ? 0 : (cols - 1) * src_row + rows * size;
  const auto src = PatternBytes(static_cast<size_t>(src_bytes), static_cast<uint32_t>(rows * 31 + cols));
  const auto original = PatternBytes(static_cast<size_t>(rows * dst_row), 3);
  auto dst = original;
  TransposeTile(dst.data(), dst_row, src.data(), src_row, rows, cols, size);
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t b = 0; b < dst_row; ++b) {
      const int64_t c = b / size;
      const std::byte want = c < cols ? src[c * src_row + r * size + b % size] : original[r * dst_row + b];
      ASSERT_EQ(dst[r * dst_row + b], want)
          << rows << "x" << cols << " size " << size << " at row " << r << " byte " << b;
    }
  }
}

TEST(TransposeTile, MatchesNaiveTransposeForSmallAndOddShapes) {
  const int64_t extents[] = {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 40, 65};
  ForEachTarget([&] {
    for (const int64_t size : kElementSizes) {
      for (const int64_t rows : extents) {
        for (const int64_t cols : extents) CheckTranspose(rows, cols, size, 0, 0);
      }
    }
  });
}

TEST(TransposeTile, LeavesRowPaddingUntouched) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      CheckTranspose(37, 29, size, 3, 5);
      CheckTranspose(16, 16, size, 1, 1);
    }
  });
}

TEST(TransposeTile, HandlesLongThinTiles) {
  ForEachTarget([] {
    for (const int64_t size : kElementSizes) {
      CheckTranspose(4095, 17, size, 0, 0);
      CheckTranspose(17, 4095, size, 0, 0);
    }
  });
}

}  // namespace
}  // namespace strata
