// Walking two views in lock-step by logical (row-major) position when their shapes differ —
// resize, flattening concatenation — where no single strided copy can pair the elements.
//
// A cursor walks the rows of a view's logical-order loop nest (loop_nest.h, length-1 dimensions
// dropped and contiguous dimensions merged). Copying between two cursors moves, per step, the
// longest run that stays inside the current row of both, through the copy engine.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "copy/loop_nest.h"
#include "layout/tensor.h"

namespace strata {

class LogicalRowCursor {
 public:
  explicit LogicalRowCursor(const Tensor& t);

  bool done() const { return done_; }
  std::byte* pointer() const { return pointer_; }
  // Elements left in the current row, and their spacing in elements.
  int64_t row_remaining() const { return row_length_ - position_; }
  int64_t element_stride() const { return row_stride_ / element_size_; }
  int64_t element_size() const { return element_size_; }
  // Moves n ≤ row_remaining() elements ahead (to the next row when the row ends).
  void Advance(int64_t n);

 private:
  LoopNest<1> nest_;
  std::vector<int64_t> counter_;  // outer dimensions
  std::byte* row_start_;
  std::byte* pointer_;
  int64_t row_length_;
  int64_t row_stride_;
  int64_t position_ = 0;
  int64_t element_size_;
  bool done_;
};

// Copies the next `count` logical elements of source to the next `count` logical positions of
// destination (both cursors advance). Precondition: both have that many left; same element size;
// the two ranges do not overlap.
void CopyLogicalRun(LogicalRowCursor* source, LogicalRowCursor* destination, int64_t count);

// Writes zero to every remaining logical position of the cursor.
void ClearRemaining(LogicalRowCursor* destination);

}  // namespace strata
