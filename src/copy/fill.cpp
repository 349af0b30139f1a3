#include "copy/fill.h"

#include <cstring>

#include "copy/copy_engine.h"
#include "base/small_vector.h"
#include "kernels/record_kernels.h"

namespace strata {

Status Fill(const Tensor& t, const void* value) {
  STRATA_RETURN_IF_ERROR(CheckWritable(t, "fill"));
  const int64_t size = t.element_size();
  const int64_t count = t.shape().flattened_length();
  const bool one_row = count > 0 && t.shape().is_dense() && count * size < kParallelCopyBytes;
  if (one_row && !IsRecordElementSize(size)) {
    // One contiguous row below the size the engine would split: the engine's own row fill,
    // without planning a loop nest. It reads a value of 1, 2, 4 or 8 bytes before its first
    // store, so the value may lie inside t.
    FillElements(t.origin(), count, size, static_cast<const std::byte*>(value), size);
    return Status::Ok();
  }
  // Otherwise a copy from the one value broadcast to t's lengths, so large fills get the copy
  // engine's helper thread. The value is copied first: it may lie inside t, and the engine's
  // operands must not overlap.
  const SmallVector<std::byte, 16> element(
      std::span(static_cast<const std::byte*>(value), static_cast<size_t>(size)));
  if (one_row) {
    FillElements(t.origin(), count, size, element.data(), size);
    return Status::Ok();
  }
  const auto lengths = t.shape().lengths();
  const DimVector broadcast_strides(lengths.size(), 0);
  CopyStrided(t.origin(), t.shape().strides(), element.data(), broadcast_strides, lengths,
              t.element_size());
  return Status::Ok();
}

Status Clear(const Tensor& t) {
  const SmallVector<std::byte, 16> zero(static_cast<size_t>(t.element_size()), std::byte{0});
  return Fill(t, zero.data());
}

}  // namespace strata
