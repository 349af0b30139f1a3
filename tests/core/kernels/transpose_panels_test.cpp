// The line-sized transpose panels: every combination of whole and partial panels, destination
// lines aligned or not (the columns before the first line boundary), streaming or cached
// stores, every element size and every compiled target, against a naive transpose. Every byte
// of the destination buffer is compared, so writes outside the tile are caught too; the source
// buffer is exactly as large as the tile needs, so AddressSanitizer catches reads beyond it.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "support/kernel_test_support.h"
#include "kernels/transpose_kernels.h"

namespace strata {
namespace {

using testing::ForEachTarget;
using testing::kElementSizes;
using testing::PatternBytes;

struct Case {
  int64_t rows;
  int64_t cols;
  int64_t size;
  int64_t dst_offset;  // elements after a 64-byte boundary where row 0 starts
  int64_t dst_row;     // elements
  int64_t src_row;     // elements
  StoreMode mode;
};

std::string Describe(const Case& c) {
  return std::to_string(c.rows) + "x" + std::to_string(c.cols) + " size " +
         std::to_string(c.size) + " offset " + std::to_string(c.dst_offset) + " dst_row " +
         std::to_string(c.dst_row) + " src_row " + std::to_string(c.src_row) +
         (c.mode == StoreMode::kStreaming ? " streaming" : " cached");
}

void Check(const Case& c) {
  const int64_t size = c.size;
  const int64_t src_bytes = c.cols == 0 ? 0 : (c.cols - 1) * c.src_row * size + c.rows * size;
  const auto src = PatternBytes(static_cast<size_t>(src_bytes), static_cast<uint32_t>(c.rows * 7 + c.cols));
  // 64 spare bytes in front, so row 0 can start dst_offset elements after a line boundary.
  const int64_t dst_bytes = 64 + c.dst_offset * size + c.rows * c.dst_row * size;
  const auto original = PatternBytes(static_cast<size_t>(dst_bytes), 99);
  auto actual = original;
  const auto misalignment = static_cast<int64_t>(reinterpret_cast<uintptr_t>(actual.data()) % 64);
  const int64_t start = (64 - misalignment) % 64 + c.dst_offset * size;
  auto expected = original;
  for (int64_t r = 0; r < c.rows; ++r) {
    for (int64_t col = 0; col < c.cols; ++col) {
      std::memcpy(expected.data() + start + (r * c.dst_row + col) * size,
                  src.data() + (col * c.src_row + r) * size, static_cast<size_t>(size));
    }
  }
  TransposeTile(actual.data() + start, c.dst_row * size, src.data(), c.src_row * size, c.rows,
                c.cols, size, c.mode);
  if (actual != expected) {
    size_t first = 0;
    while (actual[first] == expected[first]) ++first;
    FAIL() << Describe(c) << ": first wrong byte at " << static_cast<int64_t>(first) - start
           << " from row 0";
  }
}

// Rows a whole number of lines apart (the panels store whole lines) or not.
int64_t RowElements(int64_t cols, int64_t size, bool whole_lines) {
  const int64_t line = 64 / size;
  return whole_lines ? (cols + 1 + line - 1) / line * line : cols + 1;
}

TEST(TransposePanels, MatchesNaiveTransposeForEveryPanelEdge) {
  const int64_t extents[] = {1, 7, 15, 16, 17, 33, 64, 79};
  ForEachTarget([&] {
    for (const int64_t size : kElementSizes) {
      for (const int64_t rows : extents) {
        for (const int64_t cols : extents) {
          for (const StoreMode mode : {StoreMode::kCached, StoreMode::kStreaming}) {
            const int64_t aligned_row = RowElements(cols, size, true);
            Check({rows, cols, size, 0, aligned_row, rows, mode});
            Check({rows, cols, size, 3, aligned_row, rows + 2, mode});  // head columns
            Check({rows, cols, size, 0, RowElements(cols, size, false), rows + 1, mode});
          }
        }
      }
    }
  });
}

TEST(TransposePanels, EveryHeadLengthBeforeTheFirstLineBoundary) {
  ForEachTarget([] {
    for (const int64_t size : {4, 8}) {
      for (int64_t offset = 0; offset < 64 / size; ++offset) {
        Check({40, 50, size, offset, 64, 40, StoreMode::kStreaming});
        Check({40, 50, size, offset, 64, 43, StoreMode::kCached});
      }
    }
  });
}

TEST(TransposePanels, PowerOfTwoStridesAndSeveralBlocks) {
  // Several blocks down and across, square and not, dense power-of-2 rows.
  for (const StoreMode mode : {StoreMode::kCached, StoreMode::kStreaming}) {
    Check({256, 512, 4, 0, 512, 256, mode});
    Check({512, 256, 4, 0, 256, 512, mode});
    Check({200, 136, 8, 0, 136, 200, mode});
    Check({250, 250, 4, 0, 250, 250, mode});  // rows 1000 bytes apart: never whole lines
  }
}

TEST(TransposePanels, PartialBlocksAtBothEdgesOnEveryTarget) {
  // Blocks are 512 source bytes × 1024 destination bytes: these shapes end in a partial block
  // both down and across (and in rows and columns outside the panels), and the next block to
  // prefetch changes column band in the middle.
  ForEachTarget([] {
    for (const StoreMode mode : {StoreMode::kCached, StoreMode::kStreaming}) {
      Check({300, 600, 4, 0, 608, 300, mode});
      Check({301, 599, 4, 5, 608, 305, mode});
      Check({150, 300, 8, 0, 304, 150, mode});
      Check({131, 140, 8, 3, 144, 133, mode});
    }
  });
}

TEST(TransposePanels, EmptyTilesWriteNothing) {
  for (const StoreMode mode : {StoreMode::kCached, StoreMode::kStreaming}) {
    Check({0, 16, 4, 0, 16, 1, mode});
    Check({16, 0, 4, 0, 16, 16, mode});
  }
}

}  // namespace
}  // namespace strata
