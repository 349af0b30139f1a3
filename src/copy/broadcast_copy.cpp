#include "copy/broadcast_copy.h"

#include "copy/copy.h"
#include "layout/broadcast_rules.h"

namespace strata {

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
