#include "views/slice.h"

#include <fmt/format.h>

#include <vector>

namespace strata {
namespace {

Status CheckCount(const Tensor& t, size_t count, const char* what) {
  if (count == static_cast<size_t>(t.rank())) return Status::Ok();
  return {StatusCode::kArgumentOutOfRange,
          fmt::format("{} {} were given for a tensor of rank {}", count, what, t.rank())};
}

// Validates start offsets against [0, length) and slices to the end of every dimension.
Result<Tensor> SliceFromOffsets(const Tensor& t, std::span<const int64_t> offsets, StatusCode code) {
  std::vector<int64_t> lengths(offsets.size());
  for (int32_t d = 0; d < t.rank(); ++d) {
    const int64_t length = t.shape().length(d);
    if (offsets[d] < 0 || offsets[d] >= length) {
      return Status{code, fmt::format("start {} is out of range for dimension {} of length {}",
                                      offsets[d], d, length)};
    }
    lengths[d] = length - offsets[d];
  }
  return SubView(t, offsets, lengths);
}

}  // namespace

Result<Tensor> SubView(const Tensor& t, std::span<const int64_t> offsets,
                       std::span<const int64_t> lengths) {
  auto shape = Shape::ForView(lengths, t.shape().strides());
  STRATA_RETURN_IF_ERROR(shape);
  std::byte* origin = shape->is_empty() ? t.origin() : t.ElementAt(offsets);
  return t.View(origin, std::move(shape).value());
}

Result<Tensor> SliceByRanges(const Tensor& t, std::span<const NRange> ranges) {
  STRATA_RETURN_IF_ERROR(CheckCount(t, ranges.size(), "ranges"));
  std::vector<int64_t> offsets(ranges.size());
  std::vector<int64_t> lengths(ranges.size());
  for (int32_t d = 0; d < t.rank(); ++d) {
    auto resolved = ResolveRange(ranges[d], t.shape().length(d));
    if (!resolved.ok()) {
      return Status{resolved.status().code(),
                    fmt::format("dimension {}: {}", d, resolved.status().message())};
    }
    offsets[d] = resolved->offset;
    lengths[d] = resolved->length;
  }
  return SubView(t, offsets, lengths);
}

Result<Tensor> SliceByIndexes(const Tensor& t, std::span<const NIndex> starts) {
  STRATA_RETURN_IF_ERROR(CheckCount(t, starts.size(), "indexes"));
  std::vector<int64_t> offsets(starts.size());
  for (int32_t d = 0; d < t.rank(); ++d) offsets[d] = starts[d].Offset(t.shape().length(d));
  return SliceFromOffsets(t, offsets, StatusCode::kIndexOutOfRange);
}

Result<Tensor> SliceByStarts(const Tensor& t, std::span<const int64_t> starts) {
  STRATA_RETURN_IF_ERROR(CheckCount(t, starts.size(), "start indexes"));
  return SliceFromOffsets(t, starts, StatusCode::kArgumentOutOfRange);
}

}  // namespace strata
