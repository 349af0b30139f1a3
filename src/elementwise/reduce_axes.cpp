// Splits x's axes into kept and reduced ones. The reduced axes, in x's order, form one walk
// (lengths and strides) shared by every result element; only its origin moves. The kept axes form
// a loop nest in logical order, so result elements are produced in row-major order and written
// densely. Each element's value comes from the accumulators that Reduce uses on a whole tensor,
// which is why a reduction over every axis equals Reduce bit for bit. Float sums whose kept row
// is closer in memory than the reduced elements (NumPy's sum(axis=0) of a row-major matrix)
// accumulate a whole row of result elements per reduced position instead, in the same lanes and
// order.
#include "elementwise/reduce_axes.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <span>
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
  return split;
}

// Sum, Average or Norm of floats for the n result elements of a kept row, whose elements lie
// `step` bytes apart: each reduced position adds its term to the partial sum of its lane in every
// element at once. Memory is then read along the kept row, not along each element's reduced
// elements, with the lanes, blocks, order and combining trees of SumOver: the same bits.
template <class T, bool kSquare>
void SumRow(O op, const reduction::Walk& walk, std::byte* first, int64_t n, int64_t step,
            std::byte* out) {
  using C = ComputeType<T>;
  constexpr int64_t kChunk = 256;
  using reduction::kReductionBlock;
  const int64_t blocks = std::max<int64_t>(1, (walk.count + kReductionBlock - 1) / kReductionBlock);
  std::vector<C> lanes(static_cast<size_t>(kSumLanes * kChunk));
  std::vector<C> block_totals(static_cast<size_t>(blocks * kChunk));
  std::vector<C> column(static_cast<size_t>(blocks));
  for (int64_t start = 0; start < n; start += kChunk) {
    const int64_t count = std::min(kChunk, n - start);
    // Moves the lanes' totals into block b's results and clears them for the next block.
    auto close_block = [&](int64_t b) {
      for (int64_t j = 0; j < count; ++j) {
        reduction::PartialSums<C> sums;
        for (int64_t k = 0; k < kSumLanes; ++k) {
          sums.lanes[static_cast<size_t>(k)] = lanes[static_cast<size_t>(k * kChunk + j)];
        }
        block_totals[static_cast<size_t>(b * kChunk + j)] = sums.Total();
      }
      std::fill(lanes.begin(), lanes.end(), C{0});
    };
    std::fill(lanes.begin(), lanes.end(), C{0});
    int64_t position = 0;
    std::byte* origin = first + start * step;
    WalkRows(walk.nest, {origin, origin}, [&](const std::array<std::byte*, 2>& p, int64_t m,
                                              const std::array<int64_t, 2>& s) {
      for (int64_t i = 0; i < m; ++i, ++position) {
        if (position > 0 && position % kReductionBlock == 0) {
          close_block(position / kReductionBlock - 1);
        }
        C* lane = lanes.data() + (position % kSumLanes) * kChunk;
        const std::byte* row = p[0] + i * s[0];
        for (int64_t j = 0; j < count; ++j) {
          const C v = Widen(LoadElement<T>(row + j * step));
          lane[j] += kSquare ? v * v : v;
        }
      }
    });
    close_block(blocks - 1);
    for (int64_t j = 0; j < count; ++j) {
      for (int64_t b = 0; b < blocks; ++b) {
        column[static_cast<size_t>(b)] = block_totals[static_cast<size_t>(b * kChunk + j)];
      }
      C total = reduction::CombineInPairs(std::span<C>(column), [](C a, C b) { return a + b; });
      if (op == O::kAverage) total /= static_cast<C>(walk.count);
      if (kSquare) total = std::sqrt(total);
      const T value = Narrow<T>(total);
      std::memcpy(out + (start + j) * int64_t{sizeof(T)}, &value, sizeof(T));
    }
  }
}

// Whether a kept row of n float elements `step` bytes apart is summed by SumRow: for Sum, Average
// and Norm, when the row steps through memory more closely than each element's reduced elements
// do (or there are none: each element reduced on its own).
bool SumsByRow(O op, const reduction::Walk& walk, int64_t n, int64_t step) {
  if (n < 2 || (op != O::kSum && op != O::kAverage && op != O::kNorm)) return false;
  return walk.nest.lengths.empty() || step < walk.nest.inner_strides()[0];
}

// The product of no elements.
template <class T>
T One() {
  if constexpr (kIsComplex<T>)
    return T{1, 0};
  else
    return Narrow<T>(ComputeType<T>{1});
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
    if constexpr (kIsFloat<ComputeType<T>>) {
      if (SumsByRow(op, walk, n, s[0])) {
        if (op == O::kNorm) SumRow<T, true>(op, walk, p[0], n, s[0], out);
        else SumRow<T, false>(op, walk, p[0], n, s[0], out);
        out += n * out_size;
        return;
      }
    }
    for (int64_t i = 0; i < n; ++i, out += out_size) {
      walk.origins = {p[0] + i * s[0], p[0] + i * s[0]};
      if (index) {
        int64_t position = -1;
        // CheckReductionDType refused the IndexOf ops on complex numbers, which have no order.
        if constexpr (!kIsComplex<T>) position = reduction::IndexOf<T>(op, walk);
        std::memcpy(out, &position, sizeof(position));
      } else {
        const T value =
            op == O::kProduct && walk.count == 0 ? One<T>() : reduction::ValueOf<T>(op, walk);
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
    if constexpr (kIsNumber<ComputeType<T>> || kIsComplex<T>) {
      ReduceEach<T>(op, x, split, out->origin());
    }
  });
  return out;
}

}  // namespace strata
