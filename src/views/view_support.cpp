#include "views/view_support.h"

#include <fmt/format.h>

#include "copy/copy_engine.h"

namespace strata {

Result<Tensor> MakeView(const Tensor& t, int64_t offset, std::span<const int64_t> lengths,
                        std::span<const int64_t> strides) {
  auto shape = Shape::ForView(lengths, strides);
  STRATA_RETURN_IF_ERROR(shape);
  return MakeView(t, offset, std::move(shape).value());
}

Tensor MakeView(const Tensor& t, int64_t offset, Shape&& shape) {
  std::byte* origin = shape.is_empty() ? t.origin() : t.origin() + offset * t.element_size();
  return t.View(origin, std::move(shape));
}

Result<int32_t> ResolveDimension(int64_t dim, int32_t rank, const char* what) {
  if (dim < -static_cast<int64_t>(rank) || dim >= rank) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("{} {} is out of range for a tensor of rank {} (expected {} to {})",
                              what, dim, rank, -static_cast<int64_t>(rank), rank - 1)};
  }
  return static_cast<int32_t>(dim < 0 ? dim + rank : dim);
}

Status CheckLengthCount(size_t count, const char* operation) {
  if (count <= static_cast<size_t>(kMaxRank)) return Status::Ok();
  return {StatusCode::kArgumentOutOfRange,
          fmt::format("{}: {} lengths exceed the maximum rank {}", operation, count, kMaxRank)};
}

Result<Tensor> WithZeroStridesIfEmpty(const Tensor& t) {
  if (!t.shape().is_empty()) return t;
  // Shape::ForView gives an empty view all-zero strides.
  return MakeView(t, 0, t.shape().lengths(), t.shape().strides());
}

Result<Tensor> DenseCopy(const Tensor& t) {
  auto shape = Shape::Create(t.shape().lengths());
  STRATA_RETURN_IF_ERROR(shape);
  auto copy = Tensor::Allocate(t.dtype(), shape.value(), false);
  STRATA_RETURN_IF_ERROR(copy);
  CopyStrided(copy->origin(), copy->shape().strides(), t.origin(), t.shape().strides(),
              t.shape().lengths(), t.element_size());
  return copy;
}

}  // namespace strata
