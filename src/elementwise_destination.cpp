#include "elementwise_destination.h"

#include <fmt/format.h>

#include "broadcast.h"

namespace strata {

Result<std::array<DimVector, kMaxNamedInputs>> ValidateDestination(
    std::string_view operation, std::initializer_list<NamedInput> inputs,
    const Tensor& destination, OverlapRule rule) {
  if (destination.read_only()) return CheckWritable(destination, std::string(operation).c_str());
  const Shape& dst = destination.shape();
  std::array<DimVector, kMaxNamedInputs> strides;
  size_t count = 0;
  for (const NamedInput& input : inputs) {
    const Shape& shape = input.tensor->shape();
    // Messages are formatted only on failure: this runs on every call, however small.
    if (!IsBroadcastCompatible(shape.lengths(), dst.lengths())) {
      return CheckBroadcastCompatible(
          shape.lengths(), dst.lengths(), StatusCode::kShapeMismatch,
          fmt::format("{}: input {} into the destination", operation, input.name));
    }
    DimVector& aligned = strides.at(count++);
    aligned = BroadcastStrides(shape, dst.lengths());
    // An empty destination has all-zero strides but receives no writes.
    if (!dst.is_empty() && RepeatsWhereSourceVaries(dst, aligned)) {
      return Status{StatusCode::kInvalidArgument,
                    fmt::format("{}: the destination (lengths {}, strides {}) repeats storage "
                                "where input {} (lengths {}) varies",
                                operation, FormatList(dst.lengths()), FormatList(dst.strides()),
                                input.name, FormatList(shape.lengths()))};
    }
  }
  for (const NamedInput& input : inputs) {
    if (!CheckOverlap(*input.tensor, destination, rule, operation).ok()) {
      return CheckOverlap(*input.tensor, destination, rule,
                          fmt::format("{} ({})", operation, input.name))
          .status();
    }
  }
  return strides;
}

Status CheckDestinationDType(const Tensor& destination, DType expected, std::string_view op) {
  if (destination.dtype() == expected) return Status::Ok();
  return {StatusCode::kDTypeMismatch,
          fmt::format("{}: the destination has element type {} but the result is {}", op,
                      DTypeName(destination.dtype()), DTypeName(expected))};
}

Result<Tensor> NewDense(DType dtype, std::span<const int64_t> lengths) {
  auto shape = Shape::Create(lengths);
  STRATA_RETURN_IF_ERROR(shape);
  return Tensor::Allocate(dtype, shape.value(), false);
}

}  // namespace strata
