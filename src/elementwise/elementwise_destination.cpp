#include "elementwise/elementwise_destination.h"

#include <fmt/format.h>

#include <algorithm>

#include "layout/broadcast_rules.h"

namespace strata {

namespace {

// Every operand dense with the destination's lengths: the write is one contiguous row.
bool IsOneDenseRow(std::span<const NamedInput> inputs, const Tensor& destination) {
  const Shape& dst = destination.shape();
  if (!dst.is_dense()) return false;
  for (const NamedInput& input : inputs) {
    const Shape& shape = input.tensor->shape();
    if (!shape.is_dense() || !SameLengths(shape, dst)) return false;
  }
  return true;
}

// The broadcast and repeated-storage checks, and each input's strides over the destination.
Status AlignInputs(std::string_view operation, std::span<const NamedInput> inputs,
                   const Shape& dst, std::span<DimVector> strides) {
  for (size_t k = 0; k < inputs.size(); ++k) {
    const NamedInput& input = inputs[k];
    const Shape& shape = input.tensor->shape();
    // Messages are formatted only on failure: this runs on every call, however small.
    if (!IsBroadcastCompatible(shape.lengths(), dst.lengths())) {
      return CheckBroadcastCompatible(
          shape.lengths(), dst.lengths(), StatusCode::kShapeMismatch,
          fmt::format("{}: input {} into the destination", operation, input.name));
    }
    strides[k] = BroadcastStrides(shape, dst.lengths());
    // An empty destination has all-zero strides but receives no writes.
    if (!dst.is_empty() && RepeatsWhereSourceVaries(dst, strides[k])) {
      return Status{StatusCode::kInvalidArgument,
                    fmt::format("{}: the destination (lengths {}, strides {}) repeats storage "
                                "where input {} (lengths {}) varies",
                                operation, FormatList(dst.lengths()), FormatList(dst.strides()),
                                input.name, FormatList(shape.lengths()))};
    }
  }
  return Status::Ok();
}

Status CheckInputOverlaps(std::string_view operation, std::span<const NamedInput> inputs,
                          const Tensor& destination, OverlapRule rule) {
  for (const NamedInput& input : inputs) {
    if (!CheckOverlap(*input.tensor, destination, rule, operation).ok()) {
      return CheckOverlap(*input.tensor, destination, rule,
                          fmt::format("{} ({})", operation, input.name))
          .status();
    }
  }
  return Status::Ok();
}

}  // namespace

template <size_t N>
Status PlanDestinationWrite(std::string_view operation, const std::array<NamedInput, N - 1>& inputs,
                            const Tensor& destination, OverlapRule rule, bool logical_too,
                            DestinationRows<N>* plan) {
  if (destination.read_only()) return CheckWritable(destination, operation);
  const Shape& dst = destination.shape();
  std::array<int64_t, N> sizes{destination.element_size()};
  for (size_t k = 1; k < N; ++k) sizes[k] = inputs[k - 1].tensor->element_size();
  if (IsOneDenseRow(inputs, destination)) {
    STRATA_RETURN_IF_ERROR(CheckInputOverlaps(operation, inputs, destination, rule));
    plan->rows = ContiguousNest<N>(dst.flattened_length(), sizes);
    if (logical_too) plan->logical = plan->rows;
    return Status::Ok();
  }
  std::array<DimVector, N - 1> aligned;
  STRATA_RETURN_IF_ERROR(AlignInputs(operation, inputs, dst, aligned));
  STRATA_RETURN_IF_ERROR(CheckInputOverlaps(operation, inputs, destination, rule));
  std::array<std::span<const int64_t>, N> strides{dst.strides()};
  for (size_t k = 1; k < N; ++k) strides[k] = aligned[k - 1];
  plan->rows = BuildLoopNest<N>(dst.lengths(), strides, sizes, DimensionOrder::kDestinationFirst);
  if (logical_too) {
    plan->logical = BuildLoopNest<N>(dst.lengths(), strides, sizes, DimensionOrder::kLogical);
  }
  return Status::Ok();
}

template <size_t N>
bool IsSmallDenseWrite(const std::array<const Tensor*, N - 1>& inputs, const Tensor& destination) {
  const Shape& dst = destination.shape();
  const int64_t size = destination.element_size();
  const int64_t count = dst.flattened_length();
  // count * size is the byte size of a dense allocation, so it cannot overflow.
  if (destination.read_only() || !dst.is_dense() || count == 0 ||
      count * size >= kParallelCopyBytes) {
    return false;
  }
  const std::byte* begin = destination.origin();
  const std::byte* end = begin + count * size;
  for (const Tensor* input : inputs) {
    const Shape& shape = input->shape();
    if (!shape.is_dense() || input->element_size() != size || !SameLengths(shape, dst)) {
      return false;
    }
    // Dense views of equal lengths have equal strides (length-1 dimensions have stride 0), so
    // the same origin is the same view, which the elementwise rule allows.
    const std::byte* at = input->origin();
    if (at != begin && at < end && begin < at + count * size) return false;
  }
  return true;
}

template Status PlanDestinationWrite<2>(std::string_view, const std::array<NamedInput, 1>&,
                                        const Tensor&, OverlapRule, bool, DestinationRows<2>*);
template Status PlanDestinationWrite<3>(std::string_view, const std::array<NamedInput, 2>&,
                                        const Tensor&, OverlapRule, bool, DestinationRows<3>*);
template bool IsSmallDenseWrite<2>(const std::array<const Tensor*, 1>&, const Tensor&);
template bool IsSmallDenseWrite<3>(const std::array<const Tensor*, 2>&, const Tensor&);

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
