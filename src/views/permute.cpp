#include "views/permute.h"

#include <fmt/format.h>

#include <numeric>
#include <vector>

#include "views/view_support.h"

namespace strata {
namespace {

// Result dimension k's source dimension, for each k.
using DimensionOrder = SmallVector<int32_t, 8>;

// Result dimension k is t's dimension order[k]; order is a valid permutation.
Result<Tensor> Permuted(const Tensor& t, std::span<const int32_t> order) {
  if (!t.shape().is_empty()) return MakeView(t, 0, Shape::Permuted(t.shape(), order));
  DimVector lengths(order.size(), 0);
  DimVector strides(order.size(), 0);
  for (size_t k = 0; k < order.size(); ++k) {
    lengths[k] = t.shape().length(order[k]);
    strides[k] = t.shape().stride(order[k]);
  }
  return MakeView(t, 0, lengths, strides);
}

Status Invalid(std::string message) { return {StatusCode::kInvalidArgument, std::move(message)}; }

}  // namespace

Result<Tensor> PermuteDimensions(const Tensor& t, std::span<const int64_t> dims) {
  if (dims.empty()) {
    DimensionOrder reversed;
    for (int32_t k = t.rank(); k-- > 0;) reversed.push_back(k);
    return Permuted(t, reversed);
  }
  DimensionOrder order(t.rank(), 0);
  // The entries are not shown: a count that is wrong may also be wrong about the array.
  if (dims.size() != static_cast<size_t>(t.rank())) {
    return Invalid(fmt::format("a permutation of {} entries was given for a tensor of rank {}",
                               dims.size(), t.rank()));
  }
  std::vector<bool> seen(t.rank(), false);
  for (size_t k = 0; k < dims.size(); ++k) {
    if (dims[k] < 0 || dims[k] >= t.rank() || seen[dims[k]]) {
      return Invalid(fmt::format("permutation {} is not a permutation of 0..{}: entry {} is {}",
                                 FormatList(dims), t.rank() - 1, k, dims[k]));
    }
    seen[dims[k]] = true;
    order[k] = static_cast<int32_t>(dims[k]);
  }
  return Permuted(t, order);
}

Result<Tensor> Transpose(const Tensor& t) {
  if (t.rank() < 2) {
    return Invalid(fmt::format("transpose needs rank 2 or more, not {}", t.rank()));
  }
  return SwapAxes(t, -1, -2);
}

Result<Tensor> SwapAxes(const Tensor& t, int64_t a, int64_t b) {
  auto first = ResolveDimension(a, t.rank(), "swapaxes dimension");
  STRATA_RETURN_IF_ERROR(first);
  auto second = ResolveDimension(b, t.rank(), "swapaxes dimension");
  STRATA_RETURN_IF_ERROR(second);
  DimensionOrder order(t.rank(), 0);
  std::iota(order.begin(), order.end(), 0);
  std::swap(order[first.value()], order[second.value()]);
  return Permuted(t, order);
}

Result<Tensor> MoveDim(const Tensor& t, std::span<const int64_t> source,
                       std::span<const int64_t> destination) {
  if (source.size() != destination.size()) {
    return Invalid(fmt::format("movedim got {} sources {} but {} destinations {}", source.size(),
                               FormatList(source), destination.size(), FormatList(destination)));
  }
  const int32_t rank = t.rank();
  // More moves than dimensions must repeat one; refused before the lists are read.
  if (source.size() > static_cast<size_t>(rank)) {
    return Invalid(fmt::format("movedim got {} dimensions to move for a tensor of rank {}",
                               source.size(), rank));
  }
  std::vector<int32_t> order(rank, -1);
  std::vector<bool> moved(rank, false);
  for (size_t k = 0; k < source.size(); ++k) {
    auto from = ResolveDimension(source[k], rank, "movedim source");
    STRATA_RETURN_IF_ERROR(from);
    auto to = ResolveDimension(destination[k], rank, "movedim destination");
    STRATA_RETURN_IF_ERROR(to);
    if (moved[from.value()] || order[to.value()] != -1) {
      return Invalid(fmt::format("movedim sources {} and destinations {} repeat a dimension",
                                 FormatList(source), FormatList(destination)));
    }
    moved[from.value()] = true;
    order[to.value()] = from.value();
  }
  int32_t next = 0;
  for (int32_t& slot : order) {
    if (slot != -1) continue;
    while (moved[next]) ++next;
    slot = next++;
  }
  return Permuted(t, order);
}

Result<Tensor> TransposeMatrix(const Tensor& t) {
  if (t.rank() > 2) {
    return Invalid(fmt::format("t() needs rank 1 or 2, not {}", t.rank()));
  }
  return t.rank() == 2 ? SwapAxes(t, 0, 1) : Result<Tensor>(t);
}

}  // namespace strata
