#include "copy/broadcast.h"

#include <fmt/format.h>

#include <algorithm>

#include "copy/copy.h"

namespace strata {

bool IsBroadcastCompatible(std::span<const int64_t> source_lengths,
                           std::span<const int64_t> destination_lengths) {
  const size_t ns = source_lengths.size(), nd = destination_lengths.size();
  for (size_t i = 0; i < ns; ++i) {
    const int64_t s = source_lengths[ns - 1 - i];
    if (s == 1) continue;
    if (i >= nd || destination_lengths[nd - 1 - i] != s) return false;
  }
  return true;
}

Status CheckBroadcastCompatible(std::span<const int64_t> source_lengths,
                                std::span<const int64_t> destination_lengths, StatusCode code,
                                std::string_view operation) {
  if (IsBroadcastCompatible(source_lengths, destination_lengths)) return Status::Ok();
  return {code, fmt::format("{}: lengths {} cannot be broadcast to lengths {}", operation,
                            FormatList(source_lengths), FormatList(destination_lengths))};
}

DimVector BroadcastStrides(const Shape& source, std::span<const int64_t> destination_lengths) {
  const size_t ns = static_cast<size_t>(source.rank()), nd = destination_lengths.size();
  DimVector strides(nd, 0);
  for (size_t i = 0; i < ns && i < nd; ++i) {
    if (source.length(ns - 1 - i) != 1) strides[nd - 1 - i] = source.stride(ns - 1 - i);
  }
  return strides;
}

bool EquivalentModuloLeadingOnes(std::span<const int64_t> a, std::span<const int64_t> b) {
  auto strip = [](std::span<const int64_t> s) {
    while (!s.empty() && s.front() == 1) s = s.subspan(1);
    return s;
  };
  const auto sa = strip(a), sb = strip(b);
  return std::equal(sa.begin(), sa.end(), sb.begin(), sb.end());
}

bool RepeatsWhereSourceVaries(const Shape& destination,
                              std::span<const int64_t> aligned_source_strides) {
  if (destination.is_empty()) return false;  // nothing is written
  for (int32_t d = 0; d < destination.rank(); ++d) {
    if (destination.length(d) > 1 && destination.stride(d) == 0 &&
        aligned_source_strides[d] != 0) {
      return true;
    }
  }
  return false;
}

Result<Tensor> BroadcastView(const Tensor& source, std::span<const int64_t> lengths) {
  STRATA_RETURN_IF_ERROR(Shape::Create(lengths));  // lengths themselves valid
  STRATA_RETURN_IF_ERROR(CheckBroadcastCompatible(source.shape().lengths(), lengths,
                                                  StatusCode::kShapeMismatch, "broadcast_to"));
  auto shape = Shape::ForView({lengths.begin(), lengths.end()},
                              BroadcastStrides(source.shape(), lengths).ToVector());
  STRATA_RETURN_IF_ERROR(shape);
  return source.View(source.origin(), std::move(shape).value());
}

Result<Tensor> Broadcast(const Tensor& source, std::span<const int64_t> lengths) {
  auto shape = Shape::Create(lengths);
  STRATA_RETURN_IF_ERROR(shape);
  STRATA_RETURN_IF_ERROR(CheckBroadcastCompatible(source.shape().lengths(), shape->lengths(),
                                                  StatusCode::kShapeMismatch, "broadcast"));
  auto result = Tensor::Allocate(source.dtype(), shape.value(), false);
  STRATA_RETURN_IF_ERROR(result);
  auto plan = PlanCopy(source, result.value(), OverlapRule::kDisjoint, "broadcast");
  STRATA_RETURN_IF_ERROR(plan);
  ExecuteCopy(plan.value(), result.value());
  return result;
}

Status BroadcastInto(const Tensor& source, const Tensor& destination) {
  auto plan = PlanCopy(source, destination, OverlapRule::kDisjoint, "broadcast_into");
  STRATA_RETURN_IF_ERROR(plan);
  ExecuteCopy(plan.value(), destination);
  return Status::Ok();
}

Result<bool> TryBroadcastInto(const Tensor& source, const Tensor& destination) {
  const auto& lengths = destination.shape().lengths();
  if (!IsBroadcastCompatible(source.shape().lengths(), lengths) ||
      RepeatsWhereSourceVaries(destination.shape(), BroadcastStrides(source.shape(), lengths))) {
    STRATA_RETURN_IF_ERROR(CheckSameDType(source, destination, "try_broadcast_into"));
    STRATA_RETURN_IF_ERROR(CheckWritable(destination, "try_broadcast_into"));
    return false;
  }
  STRATA_RETURN_IF_ERROR(BroadcastInto(source, destination));
  return true;
}

}  // namespace strata
