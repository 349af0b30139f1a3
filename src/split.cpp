#include "split.h"

#include <fmt/format.h>

#include "copy.h"
#include "slice.h"

namespace strata {

Status CheckSplit(const Tensor& source, int64_t split_count, int32_t dimension) {
  const auto lengths = source.shape().lengths();
  if (split_count <= 0) {
    return {StatusCode::kArgumentOutOfRange,
            fmt::format("split: split count {} is not positive", split_count)};
  }
  if (dimension < 0 || dimension >= source.rank()) {
    return {StatusCode::kInvalidArgument,
            fmt::format("split: dimension {} is outside [0, {}) for lengths {}", dimension,
                        source.rank(), FormatList(lengths))};
  }
  const auto d = static_cast<size_t>(dimension);
  if (lengths[d] % split_count != 0) {
    return {StatusCode::kInvalidArgument,
            fmt::format("split: length {} of dimension {} is not divisible by {}", lengths[d],
                        dimension, split_count)};
  }
  return Status::Ok();
}

Result<std::vector<Tensor>> Split(const Tensor& source, int64_t split_count, int32_t dimension) {
  STRATA_RETURN_IF_ERROR(CheckSplit(source, split_count, dimension));
  const auto lengths = source.shape().lengths();
  const auto d = static_cast<size_t>(dimension);
  std::vector<int64_t> offsets(lengths.size(), 0);
  std::vector<int64_t> part_lengths(lengths.begin(), lengths.end());
  part_lengths[d] = lengths[d] / split_count;
  auto shape = Shape::Create(part_lengths);
  STRATA_RETURN_IF_ERROR(shape);
  std::vector<Tensor> parts;
  for (int64_t i = 0; i < split_count; ++i) {
    auto view = SubView(source, offsets, part_lengths);
    STRATA_RETURN_IF_ERROR(view);
    auto part = Tensor::Allocate(source.dtype(), shape.value(), false);
    STRATA_RETURN_IF_ERROR(part);
    STRATA_RETURN_IF_ERROR(CopyTo(view.value(), part.value()));
    parts.push_back(std::move(part).value());
    offsets[d] += part_lengths[d];
  }
  return parts;
}

}  // namespace strata
