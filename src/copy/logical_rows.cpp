#include "copy/logical_rows.h"

#include <algorithm>
#include <array>

#include "copy/copy_engine.h"
#include "base/small_vector.h"

namespace strata {

LogicalRowCursor::LogicalRowCursor(const Tensor& t)
    : nest_(BuildLoopNest<1>(t.shape().lengths(), {t.shape().strides()}, {t.element_size()},
                             DimensionOrder::kLogical)),
      counter_(nest_.lengths.empty() ? 0 : nest_.lengths.size() - 1, 0),
      row_start_(t.origin()),
      pointer_(t.origin()),
      row_length_(nest_.inner_length()),
      row_stride_(nest_.inner_strides()[0]),
      element_size_(t.element_size()),
      done_(nest_.empty) {}

void LogicalRowCursor::Advance(int64_t n) {
  position_ += n;
  pointer_ += n * row_stride_;
  if (position_ < row_length_) return;
  position_ = 0;
  for (size_t d = counter_.size(); d-- > 0;) {
    row_start_ += nest_.byte_strides[d][0];
    if (++counter_[d] < nest_.lengths[d]) {
      pointer_ = row_start_;
      return;
    }
    row_start_ -= nest_.byte_strides[d][0] * nest_.lengths[d];
    counter_[d] = 0;
  }
  done_ = true;
}

void CopyLogicalRun(LogicalRowCursor* source, LogicalRowCursor* destination, int64_t count) {
  while (count > 0) {
    const int64_t n =
        std::min({count, source->row_remaining(), destination->row_remaining()});
    const std::array<int64_t, 1> lengths{n};
    const std::array<int64_t, 1> dst_stride{destination->element_stride()};
    const std::array<int64_t, 1> src_stride{source->element_stride()};
    CopyStrided(destination->pointer(), dst_stride, source->pointer(), src_stride, lengths,
                destination->element_size());
    source->Advance(n);
    destination->Advance(n);
    count -= n;
  }
}

void ClearRemaining(LogicalRowCursor* destination) {
  const SmallVector<std::byte, 16> zero(static_cast<size_t>(destination->element_size()),
                                        std::byte{0});
  while (!destination->done()) {
    const int64_t n = destination->row_remaining();
    FillElements(destination->pointer(), n,
                 destination->element_stride() * destination->element_size(), zero.data(),
                 destination->element_size());
    destination->Advance(n);
  }
}

}  // namespace strata
