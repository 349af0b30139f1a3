#include "copy/resize.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "copy/copy.h"
#include "copy/copy_engine.h"
#include "copy/logical_rows.h"
#include "copy/overlap.h"

namespace strata {
namespace {

// The prefix copy and the tail clearing. Overlapping operands are both dense (the only
// supported overlap), where logical order is storage order and memmove is exact.
void Execute(const Tensor& source, const Tensor& destination, Overlap relation) {
  const int64_t size = destination.element_size();
  const int64_t m = destination.shape().flattened_length();
  const int64_t n = std::min(source.shape().flattened_length(), m);
  if (relation != Overlap::kNone) {
    // Empty views over caller memory may have NULL origins, which memmove and memset may not get.
    if (n > 0) std::memmove(destination.origin(), source.origin(), static_cast<size_t>(n * size));
    if (m > n) std::memset(destination.origin() + n * size, 0, static_cast<size_t>((m - n) * size));
    return;
  }
  LogicalRowCursor from(source);
  LogicalRowCursor to(destination);
  CopyLogicalRun(&from, &to, n);
  ClearRemaining(&to);
}

}  // namespace

Result<Tensor> Resize(const Tensor& source, std::span<const int64_t> lengths) {
  auto shape = Shape::Create(lengths);
  STRATA_RETURN_IF_ERROR(shape);
  auto result = Tensor::Allocate(source.dtype(), shape.value(), false);
  STRATA_RETURN_IF_ERROR(result);
  Execute(source, result.value(), Overlap::kNone);
  return result;
}

Status ResizeTo(const Tensor& source, const Tensor& destination) {
  STRATA_RETURN_IF_ERROR(CheckSameDType(source, destination, "resize_to"));
  STRATA_RETURN_IF_ERROR(CheckWritable(destination, "resize_to"));
  if (source.shape().is_dense() && destination.shape().is_dense() &&
      destination.shape().flattened_length() * destination.element_size() < kParallelCopyBytes) {
    // A dense destination repeats and aliases no storage, and the resize rule supports every
    // overlap of two dense views (as one memmove): nothing is left to check, and below the size
    // where the engine would split the work the memmove path is the whole resize.
    Execute(source, destination, Overlap::kShared);
    return Status::Ok();
  }
  if (!destination.shape().is_empty() && destination.shape().has_repeated_storage()) {
    return {StatusCode::kInvalidArgument,
            fmt::format("resize_to: the destination (lengths {} strides {}) has stride 0 on a "
                        "dimension of length > 1 and cannot hold distinct elements",
                        FormatList(destination.shape().lengths()),
                        FormatList(destination.shape().strides()))};
  }
  STRATA_RETURN_IF_ERROR(CheckNoAliasing(destination, "resize_to"));
  auto relation = CheckOverlap(source, destination, OverlapRule::kResize, "resize_to");
  STRATA_RETURN_IF_ERROR(relation);
  Execute(source, destination, relation.value());
  return Status::Ok();
}

}  // namespace strata
