// Each reduction walks the loop nest in logical order (rows in row-major order) and feeds one of
// three accumulators: a fold (product, extrema), an arg-extremum scan, or 16 partial sums whose
// contiguous float32/float64 stretches go to the Highway block kernel.
#include "elementwise/reduction.h"

#include <fmt/format.h>

#include <cstring>

#include "elementwise/reduction_walk.h"
#include "layout/broadcast_rules.h"

namespace strata {
namespace {

using namespace reduction;

bool IsBinaryReduction(O op) {
  return op == O::kDot || op == O::kDistance || op == O::kCosineSimilarity;
}
bool IsIndexReduction(O op) {
  return op == O::kIndexOfMax || op == O::kIndexOfMin || op == O::kIndexOfMaxMagnitude ||
         op == O::kIndexOfMinMagnitude;
}
bool NeedsFloat(O op) {
  return op == O::kAverage || op == O::kNorm || op == O::kStdDev || op == O::kDistance ||
         op == O::kCosineSimilarity;
}
bool NeedsNonEmpty(O op) {
  return op == O::kProduct || op == O::kReduceMin || op == O::kReduceMax ||
         op == O::kReduceMinMagnitude || op == O::kReduceMaxMagnitude ||
         op == O::kReduceMinNumber || op == O::kReduceMaxNumber || op == O::kCosineSimilarity ||
         op == O::kReduceMinMagnitudeNumber || op == O::kReduceMaxMagnitudeNumber;
}

Result<Walk> MakeWalk(const Tensor& x, const Tensor* y) {
  DimVector lengths(x.shape().lengths());
  if (y != nullptr) {
    auto broadcast = BroadcastLengths(x.shape().lengths(), y->shape().lengths());
    STRATA_RETURN_IF_ERROR(broadcast);
    lengths = std::move(broadcast).value();
  }
  const auto xs = BroadcastStrides(x.shape(), lengths);
  const auto ys =
      y != nullptr ? BroadcastStrides(y->shape(), lengths) : DimVector(lengths.size(), 0);
  return reduction::MakeWalk(lengths, xs, ys, x.element_size(), x.origin(),
                             y != nullptr ? y->origin() : x.origin());
}

Status Invalid(std::string message) { return {StatusCode::kInvalidArgument, std::move(message)}; }

}  // namespace

Status CheckReductionDType(ElementwiseOp op, DType dtype) {
  const bool defined = VisitDType(dtype, [&](auto t) {
    using C = ComputeType<decltype(t)>;
    if constexpr (kIsComplex<decltype(t)>) {
      return op == O::kSum || op == O::kProduct || op == O::kDot;
    } else {
      return kIsFloat<C> || (kIsInteger<C> && !NeedsFloat(op));
    }
  });
  if (defined) return Status::Ok();
  return {StatusCode::kDTypeMismatch,
          fmt::format("{} is not defined for element type {}", OpName(op), DTypeName(dtype))};
}

Result<ReductionValue> Reduce(ElementwiseOp op, const Tensor& x, const Tensor* y) {
  const auto code = static_cast<int32_t>(op);
  if (CategoryOf(code) != OpCategory::kReduction) {
    return Invalid(fmt::format("op code {} is not a reduction", code));
  }
  if (IsBinaryReduction(op) != (y != nullptr)) {
    return Invalid(fmt::format("{} takes {} operand(s)", OpName(op), IsBinaryReduction(op) ? 2 : 1));
  }
  if (y != nullptr && y->dtype() != x.dtype()) {
    return Status{StatusCode::kDTypeMismatch,
                  fmt::format("{}: x has element type {} but y has {}", OpName(op),
                              DTypeName(x.dtype()), DTypeName(y->dtype()))};
  }
  STRATA_RETURN_IF_ERROR(CheckReductionDType(op, x.dtype()));
  auto walk = MakeWalk(x, y);
  STRATA_RETURN_IF_ERROR(walk);
  if (!IsIndexReduction(op) && walk->count == 0 && NeedsNonEmpty(op)) {
    return Invalid(fmt::format("{} needs a nonempty input", OpName(op)));
  }
  ReductionValue result;
  VisitDType(x.dtype(), [&](auto t) {
    using T = decltype(t);
    // CheckReductionDType refused the other types, and the IndexOf ops on complex numbers.
    if constexpr (kIsNumber<ComputeType<T>> || kIsComplex<T>) {
      if (IsIndexReduction(op)) {
        result.is_index = true;
        if constexpr (!kIsComplex<T>) result.index = IndexOf<T>(op, walk.value());
      } else {
        const T value = ValueOf<T>(op, walk.value());
        std::memcpy(result.element.data(), &value, sizeof(T));
      }
    }
  });
  return result;
}

}  // namespace strata
