// A masked copy over the shared loop nest: three operands (tensor, filter, values) walk the
// tensor's lengths together; a zero stride broadcasts the filter or the values (a single value
// has every stride 0).
#include "indexing/filtered_update.h"

#include <fmt/format.h>

#include <array>
#include <cstring>
#include <vector>

#include "copy/copy.h"
#include "copy/loop_nest.h"
#include "copy/overlap.h"
#include "layout/broadcast_rules.h"

namespace strata {
namespace {

constexpr const char* kOperation = "filtered_update";

Status CheckFilter(const Tensor& tensor, const Tensor& filter) {
  if (filter.dtype() != DType::kBool) {
    return {StatusCode::kDTypeMismatch,
            fmt::format("{}: the filter has element type {}, not Boolean", kOperation,
                        DTypeName(filter.dtype()))};
  }
  STRATA_RETURN_IF_ERROR(CheckBroadcastCompatible(filter.shape().lengths(),
                                                  tensor.shape().lengths(),
                                                  StatusCode::kShapeMismatch, kOperation));
  if (RepeatsWhereSourceVaries(tensor.shape(),
                               BroadcastStrides(filter.shape(), tensor.shape().lengths()))) {
    return {StatusCode::kInvalidArgument,
            fmt::format("{}: the tensor (lengths {} strides {}) repeats storage where the filter "
                        "(lengths {}) varies",
                        kOperation, FormatList(tensor.shape().lengths()),
                        FormatList(tensor.shape().strides()),
                        FormatList(filter.shape().lengths()))};
  }
  STRATA_RETURN_IF_ERROR(CheckNoAliasing(tensor, kOperation));
  return CheckOverlap(filter, tensor, OverlapRule::kDisjoint, kOperation).status();
}

void Update(const Tensor& tensor, const Tensor& filter, const std::byte* values,
            std::span<const int64_t> value_strides) {
  const auto lengths = tensor.shape().lengths();
  const DimVector filter_strides = BroadcastStrides(filter.shape(), lengths);
  const int64_t size = tensor.element_size();
  const auto nest = BuildLoopNest<3>(lengths, {tensor.shape().strides(), filter_strides, value_strides},
                                     {size, 1, size}, DimensionOrder::kDestinationFirst);
  WalkRows(nest, {tensor.origin(), filter.origin(), const_cast<std::byte*>(values)},
           [&](const std::array<std::byte*, 3>& p, int64_t n, const std::array<int64_t, 3>& s) {
             for (int64_t i = 0; i < n; ++i) {
               if (p[1][i * s[1]] != std::byte{0}) {
                 std::memcpy(p[0] + i * s[0], p[2] + i * s[2], static_cast<size_t>(size));
               }
             }
           });
}

}  // namespace

Status FilteredUpdate(const Tensor& tensor, const Tensor& filter, const void* value) {
  STRATA_RETURN_IF_ERROR(CheckWritable(tensor, kOperation));
  STRATA_RETURN_IF_ERROR(CheckFilter(tensor, filter));
  const std::vector<int64_t> zero(static_cast<size_t>(tensor.rank()), 0);
  Update(tensor, filter, static_cast<const std::byte*>(value), zero);
  return Status::Ok();
}

Status FilteredUpdate(const Tensor& tensor, const Tensor& filter, const Tensor& values) {
  STRATA_RETURN_IF_ERROR(CheckWritable(tensor, kOperation));
  STRATA_RETURN_IF_ERROR(CheckFilter(tensor, filter));
  auto plan = PlanCopy(values, tensor, OverlapRule::kElementwise, kOperation);
  STRATA_RETURN_IF_ERROR(plan);
  Update(tensor, filter, plan->source, plan->source_strides);
  return Status::Ok();
}

}  // namespace strata
