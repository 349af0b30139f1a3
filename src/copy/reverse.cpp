// Reversal as a strided copy that walks the source backwards: each reversed dimension's source
// stride is negated and the source origin moves to that dimension's last element, so the copy
// engine writes the destination in its own order. In place, a dense view is reversed by
// swapping whole blocks (ReverseBlocksInPlace) — rows of the trailing dimensions — along the
// reversed dimension, or element by element when every dimension is reversed.
#include "copy/reverse.h"

#include <fmt/format.h>

#include <functional>
#include <numeric>

#include "copy/copy.h"
#include "copy/copy_engine.h"
#include "copy/overlap.h"

namespace strata {
namespace {

Status CheckDimension(const Tensor& source, int32_t dimension) {
  if (dimension == -1 || (dimension >= 0 && dimension < source.rank())) return Status::Ok();
  return {StatusCode::kInvalidArgument,
          fmt::format("reverse: dimension {} is neither -1 nor in [0, {}) for lengths {}",
                      dimension, source.rank(), FormatList(source.shape().lengths()))};
}

bool Reversed(int32_t d, int32_t dimension) { return dimension == -1 || d == dimension; }

// Every reversed dimension maps each element onto its own storage.
bool IsNoOp(const Shape& shape, int32_t dimension) {
  for (int32_t d = 0; d < shape.rank(); ++d) {
    if (Reversed(d, dimension) && shape.length(d) > 1 && shape.stride(d) != 0) return false;
  }
  return true;
}

// Turns a plan copying source into one copying source reversed along `dimension`.
void ReversePlan(const Tensor& source, int32_t destination_rank, int32_t dimension,
                 CopyPlan* plan) {
  if (source.shape().is_empty()) return;  // nothing is read; its strides are not bounded
  const int32_t shift = destination_rank - source.rank();
  for (int32_t d = 0; d < source.rank(); ++d) {
    const int64_t length = source.shape().length(d);
    if (!Reversed(d, dimension) || length <= 1 || d + shift < 0) continue;
    int64_t& stride = plan->source_strides[static_cast<size_t>(d + shift)];
    plan->source += (length - 1) * stride * source.element_size();
    stride = -stride;
  }
}

void ReverseDenseInPlace(const Tensor& t, int32_t dimension) {
  const auto lengths = t.shape().lengths();
  if (dimension == -1) {
    ReverseElementsInPlace(t.origin(), t.shape().flattened_length(), t.element_size());
    return;
  }
  const auto d = static_cast<size_t>(dimension);
  const int64_t outer = std::accumulate(lengths.begin(), lengths.begin() + dimension, int64_t{1},
                                        std::multiplies<>());
  const int64_t inner = std::accumulate(lengths.begin() + dimension + 1, lengths.end(),
                                        int64_t{1}, std::multiplies<>());
  ReverseBlocksInPlace(t.origin(), outer, lengths[d], inner * t.element_size());
}

}  // namespace

Result<Tensor> Reverse(const Tensor& source) { return ReverseDimension(source, -1); }

Result<Tensor> ReverseDimension(const Tensor& source, int32_t dimension) {
  STRATA_RETURN_IF_ERROR(CheckDimension(source, dimension));
  auto shape = Shape::Create(source.shape().lengths());
  STRATA_RETURN_IF_ERROR(shape);
  auto result = Tensor::Allocate(source.dtype(), shape.value(), false);
  STRATA_RETURN_IF_ERROR(result);
  STRATA_RETURN_IF_ERROR(ReverseDimensionInto(source, result.value(), dimension));
  return result;
}

Status ReverseDimensionInto(const Tensor& source, const Tensor& destination, int32_t dimension) {
  STRATA_RETURN_IF_ERROR(CheckDimension(source, dimension));
  if (AnalyzeOverlap(source, destination) == Overlap::kSameView &&
      IsNoOp(source.shape(), dimension)) {
    STRATA_RETURN_IF_ERROR(CheckSameDType(source, destination, "reverse"));
    return CheckWritable(destination, "reverse");
  }
  auto plan = PlanCopy(source, destination, OverlapRule::kReverse, "reverse");
  STRATA_RETURN_IF_ERROR(plan);
  if (plan->relation != Overlap::kNone) {
    ReverseDenseInPlace(source, dimension);
    return Status::Ok();
  }
  ReversePlan(source, destination.rank(), dimension, &plan.value());
  ExecuteCopy(plan.value(), destination);
  return Status::Ok();
}

Status ReverseInto(const Tensor& source, const Tensor& destination) {
  return ReverseDimensionInto(source, destination, -1);
}

}  // namespace strata
