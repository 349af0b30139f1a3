// Splits x's axes into kept and reduced ones. The reduced axes, in x's order, form one walk
// (lengths and strides) shared by every result element; only its origin moves. The kept axes form
// a loop nest in logical order, so result elements are produced in row-major order and written
// densely. Each element's value comes from the accumulators that Reduce uses on a whole tensor,
// which is why a reduction over every axis equals Reduce bit for bit.
#include "elementwise/reduce_axes.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "elementwise/elementwise_destination.h"
#include "elementwise/reduction.h"
#include "elementwise/reduction_walk.h"
#include "views/view_support.h"

namespace strata {
namespace {

using O = ElementwiseOp;

bool IsIndexOp(O op) { return op == O::kIndexOfMax || op == O::kIndexOfMin; }
bool IsSupported(O op) {
  return op == O::kSum || op == O::kProduct || op == O::kAverage || op == O::kStdDev ||
         op == O::kNorm || op == O::kReduceMin || op == O::kReduceMax || IsIndexOp(op);
}

Status Invalid(std::string message) { return {StatusCode::kInvalidArgument, std::move(message)}; }

// Whether each axis of a tensor of rank `rank` is reduced.
Result<std::vector<bool>> ReducedAxes(O op, std::span<const int32_t> axes, int32_t rank) {
  // The entries are not shown: a count that is wrong may also be wrong about the array.
  if (axes.size() > static_cast<size_t>(rank)) {
    return Invalid(fmt::format("{}: {} axes were given for a tensor of rank {}", OpName(op),
                               axes.size(), rank));
  }
  if (IsIndexOp(op) && axes.size() != 1) {
    return Invalid(fmt::format("{} reduces exactly one axis, not {}", OpName(op), axes.size()));
  }
  std::vector<bool> reduced(static_cast<size_t>(rank), false);
  for (int32_t axis : axes) {
    auto d = ResolveDimension(axis, rank, "axis");
    STRATA_RETURN_IF_ERROR(d);
    if (reduced[static_cast<size_t>(d.value())]) {
      return Invalid(fmt::format("{}: axis {} (dimension {}) is listed twice", OpName(op), axis,
                                 d.value()));
    }
    reduced[static_cast<size_t>(d.value())] = true;
  }
  return reduced;
}

// x's axes divided by `reduced`, and the result's lengths.
struct AxisSplit {
  DimVector kept_lengths, kept_strides;
  DimVector reduced_lengths, reduced_strides;
  DimVector result_lengths;
};

AxisSplit Split(const Tensor& x, const std::vector<bool>& reduced, bool keep_dims) {
  AxisSplit split;
  for (int32_t d = 0; d < x.rank(); ++d) {
    const int64_t length = x.shape().length(d);
    const int64_t stride = x.shape().stride(d);
    if (reduced[static_cast<size_t>(d)]) {
      split.reduced_lengths.push_back(length);
      split.reduced_strides.push_back(stride);
      if (keep_dims) split.result_lengths.push_back(1);
    } else {
      split.kept_lengths.push_back(length);
      split.kept_strides.push_back(stride);
      split.result_lengths.push_back(length);
    }
  }
  if (split.result_lengths.empty()) split.result_lengths.push_back(1);
  return split;
}

// Writes the value of each result element (T, or an int64_t index for IndexOf*) to out, in
// row-major order.
template <class T>
void ReduceEach(O op, const Tensor& x, const AxisSplit& split, std::byte* out) {
  const int64_t size = x.element_size();
  const DimVector zeros(split.reduced_lengths.size(), 0);
  reduction::Walk walk = reduction::MakeWalk(split.reduced_lengths, split.reduced_strides, zeros,
                                             size, x.origin(), x.origin());
  const LoopNest<1> kept = BuildLoopNest<1>(split.kept_lengths, {split.kept_strides}, {size},
                                            DimensionOrder::kLogical);
  const bool index = IsIndexOp(op);
  const int64_t out_size = index ? int64_t{sizeof(int64_t)} : size;
  WalkRows(kept, {x.origin()}, [&](const std::array<std::byte*, 1>& p, int64_t n,
                                   const std::array<int64_t, 1>& s) {
    for (int64_t i = 0; i < n; ++i, out += out_size) {
      walk.origins = {p[0] + i * s[0], p[0] + i * s[0]};
      if (index) {
        const int64_t position = reduction::IndexOf<T>(op, walk);
        std::memcpy(out, &position, sizeof(position));
      } else {
        const T value = op == O::kProduct && walk.count == 0
                            ? Narrow<T>(ComputeType<T>{1})
                            : reduction::ValueOf<T>(op, walk);
        std::memcpy(out, &value, sizeof(T));
      }
    }
  });
}

}  // namespace

Result<Tensor> ReduceAxes(ElementwiseOp op, const Tensor& x, std::span<const int32_t> axes,
                          bool keep_dims) {
  if (CategoryOf(static_cast<int32_t>(op)) != OpCategory::kReduction || !IsSupported(op)) {
    return Invalid(fmt::format("op code {} is not a reduction over axes (sum, product, average, "
                               "std_dev, norm, min, max, index_of_max, index_of_min)",
                               static_cast<int32_t>(op)));
  }
  STRATA_RETURN_IF_ERROR(CheckReductionDType(op, x.dtype()));
  auto reduced = ReducedAxes(op, axes, x.rank());
  STRATA_RETURN_IF_ERROR(reduced);
  const AxisSplit split = Split(x, reduced.value(), keep_dims);
  const bool empty_set = std::find(split.reduced_lengths.begin(), split.reduced_lengths.end(),
                                   0) != split.reduced_lengths.end();
  if (empty_set && (op == O::kReduceMin || op == O::kReduceMax || IsIndexOp(op))) {
    return Invalid(fmt::format("{} of an empty set: x of lengths {} has length 0 on a reduced axis",
                               OpName(op), FormatList(x.shape().lengths())));
  }
  auto out = NewDense(IsIndexOp(op) ? DType::kInt64 : x.dtype(), split.result_lengths);
  STRATA_RETURN_IF_ERROR(out);
  VisitDType(x.dtype(), [&](auto t) {
    using T = decltype(t);
    if constexpr (kIsNumber<ComputeType<T>>) ReduceEach<T>(op, x, split, out->origin());
  });
  return out;
}

}  // namespace strata
