#include "views/broadcast_view.h"

#include "layout/broadcast_rules.h"

namespace strata {

Result<Tensor> BroadcastView(const Tensor& source, std::span<const int64_t> lengths) {
  STRATA_RETURN_IF_ERROR(Shape::Create(lengths));  // lengths themselves valid
  STRATA_RETURN_IF_ERROR(CheckBroadcastCompatible(source.shape().lengths(), lengths,
                                                  StatusCode::kShapeMismatch, "broadcast_to"));
  auto shape = Shape::ForView(lengths, BroadcastStrides(source.shape(), lengths));
  STRATA_RETURN_IF_ERROR(shape);
  return source.View(source.origin(), std::move(shape).value());
}

}  // namespace strata
