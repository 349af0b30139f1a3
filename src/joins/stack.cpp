#include "joins/stack.h"

#include <fmt/format.h>

#include <vector>

#include "joins/concatenate.h"
#include "layout/broadcast_rules.h"
#include "views/broadcast_view.h"

namespace strata {
namespace {

// Each input viewed with the first input's lengths plus a length-1 dimension at `dimension`.
Result<std::vector<Tensor>> Unsqueezed(std::span<const Tensor> inputs, int32_t dimension) {
  if (inputs.size() < 2) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("stack needs at least 2 tensors; {} were given", inputs.size())};
  }
  const auto first = inputs[0].shape().lengths();
  if (dimension < 0 || dimension > inputs[0].rank()) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("stack: dimension {} is outside [0, {}] for lengths {}", dimension,
                              inputs[0].rank(), FormatList(first))};
  }
  std::vector<Tensor> views;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (!EquivalentModuloLeadingOnes(inputs[i].shape().lengths(), first)) {
      return Status{StatusCode::kShapeMismatch,
                    fmt::format("stack: input {} has lengths {}, not equivalent to lengths {} of "
                                "the first input",
                                i, FormatList(inputs[i].shape().lengths()), FormatList(first))};
    }
    auto aligned = BroadcastView(inputs[i], first);
    STRATA_RETURN_IF_ERROR(aligned);
    std::vector<int64_t> lengths(first.begin(), first.end());
    std::vector<int64_t> strides(aligned->shape().strides().begin(),
                                 aligned->shape().strides().end());
    lengths.insert(lengths.begin() + dimension, 1);
    strides.insert(strides.begin() + dimension, 0);
    auto shape = Shape::ForView(lengths, strides);
    STRATA_RETURN_IF_ERROR(shape);
    views.push_back(inputs[i].View(aligned->origin(), std::move(shape).value()));
  }
  return views;
}

}  // namespace

Result<Tensor> StackAlongDimension(std::span<const Tensor> inputs, int32_t dimension) {
  auto views = Unsqueezed(inputs, dimension);
  STRATA_RETURN_IF_ERROR(views);
  return ConcatenateOnDimension(views.value(), dimension);
}

Status StackAlongDimensionInto(std::span<const Tensor> inputs, int32_t dimension,
                               const Tensor& destination) {
  auto views = Unsqueezed(inputs, dimension);
  STRATA_RETURN_IF_ERROR(views);
  return ConcatenateOnDimensionInto(views.value(), dimension, destination);
}

}  // namespace strata
