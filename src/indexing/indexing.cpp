#include "indexing/indexing.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <type_traits>

#include "views/view_support.h"

namespace strata {
namespace {

// A dense row-major integer array (rank 0 allowed) indexing one dimension.
struct IndexArray {
  std::vector<int64_t> lengths;
  std::vector<int64_t> values;
};

// A dimension of the partially indexed tensor; advanced ones carry their index array.
struct PlanDimension {
  int64_t length;
  int64_t stride;
  int32_t axis;     // source axis (−1 for inserted dimensions)
  int32_t array;    // index into arrays, or −1
};

bool IsIntegerDType(DType d) {
  return d != DType::kBool && d != DType::kFloat16 && d != DType::kFloat32 &&
         d != DType::kFloat64 && d != DType::kBFloat16;
}

// The plan that visits every element of t in row-major order.
AccessPlan WholeTensor(const Tensor& t) {
  AccessPlan plan;
  for (int32_t d = 0; d < t.rank(); ++d) {
    plan.dimensions.push_back({t.shape().length(d), t.shape().stride(d), false});
  }
  return plan;
}

// t's elements (any integer or bool dtype) in row-major order as int64; uint64 values above
// INT64_MAX saturate (they are out of range for any dimension anyway).
std::vector<int64_t> ReadIntegers(const Tensor& t) {
  std::vector<int64_t> out;
  out.reserve(static_cast<size_t>(t.shape().flattened_length()));
  VisitDType(t.dtype(), [&](auto tag) {
    using T = decltype(tag);
    if constexpr (std::is_integral_v<T>) {
      WalkPlan(WholeTensor(t), [&](int64_t offset, int64_t) {
        const T v = LoadElement<T>(t.origin() + offset * t.element_size());
        if constexpr (std::is_same_v<T, uint64_t>) {
          out.push_back(static_cast<int64_t>(
              std::min<uint64_t>(v, std::numeric_limits<int64_t>::max())));
        } else {
          out.push_back(static_cast<int64_t>(v));
        }
      });
    } else if constexpr (std::is_same_v<T, Bool8>) {
      WalkPlan(WholeTensor(t), [&](int64_t offset, int64_t) {
        out.push_back(LoadElement<Bool8>(t.origin() + offset * t.element_size()).value != 0);
      });
    }
  });
  return out;
}

int64_t DimensionsConsumed(const IndexItem& item) {
  switch (item.kind) {
    case IndexKind::kInteger:
    case IndexKind::kSlice: return 1;
    case IndexKind::kTensor: return item.tensor->dtype() == DType::kBool ? item.tensor->rank() : 1;
    default: return 0;
  }
}

// Python's slice.indices(length) followed by the slice length.
Result<std::array<int64_t, 3>> ResolveSlice(const IndexItem& item, int64_t length, size_t k) {
  // A step at least as long as the dimension selects one element, so −INT64_MAX selects what
  // INT64_MIN does and, unlike it, can be negated.
  const int64_t step = std::max(item.step.value_or(1), -std::numeric_limits<int64_t>::max());
  if (step == 0) {
    return Status{StatusCode::kInvalidArgument, fmt::format("index item {}: slice step is 0", k)};
  }
  auto bound = [&](std::optional<int64_t> v, int64_t if_forward, int64_t if_backward) {
    if (!v) return step > 0 ? if_forward : if_backward;
    int64_t b = *v < 0 ? *v + length : *v;
    if (b < 0) return step > 0 ? int64_t{0} : int64_t{-1};
    if (b >= length) return step > 0 ? length : length - 1;
    return b;
  };
  const int64_t start = bound(item.start, 0, length - 1);
  const int64_t stop = bound(item.stop, length, -1);
  int64_t count = 0;
  if (step > 0 && stop > start) count = (stop - start - 1) / step + 1;
  if (step < 0 && start > stop) count = (start - stop - 1) / (-step) + 1;
  return std::array<int64_t, 3>{start, count, step};
}

Result<std::vector<int64_t>> BroadcastArrays(const std::vector<IndexArray>& arrays) {
  std::vector<int64_t> result;
  for (const IndexArray& a : arrays) {
    if (a.lengths.size() > result.size()) result.insert(result.begin(), a.lengths.size() - result.size(), 1);
    const size_t lead = result.size() - a.lengths.size();
    for (size_t d = 0; d < a.lengths.size(); ++d) {
      int64_t& r = result[lead + d];
      if (a.lengths[d] == r || a.lengths[d] == 1) continue;
      if (r != 1) {
        std::string shapes;
        for (const IndexArray& b : arrays) shapes += (shapes.empty() ? "" : " ") + FormatList(b.lengths);
        return Status{StatusCode::kShapeMismatch,
                      fmt::format("index arrays of shapes {} cannot be broadcast together", shapes)};
      }
      r = a.lengths[d];
    }
  }
  return result;
}

// Offsets of every broadcast position: Σ index·stride over the advanced dimensions.
Result<std::vector<int64_t>> OffsetTable(const std::vector<PlanDimension>& dims,
                                         const std::vector<IndexArray>& arrays,
                                         const std::vector<int64_t>& shape) {
  int64_t count = 1;
  for (int64_t l : shape) count *= l;
  std::vector<int64_t> table(static_cast<size_t>(count), 0);
  for (const PlanDimension& dim : dims) {
    if (dim.array < 0) continue;
    const IndexArray& a = arrays[dim.array];
    // The array's strides inside the broadcast shape (0 where it repeats).
    AccessPlan walk;
    const size_t lead = shape.size() - a.lengths.size();
    std::vector<int64_t> strides(shape.size(), 0);
    int64_t packed = 1;
    for (size_t d = a.lengths.size(); d-- > 0;) {
      strides[lead + d] = a.lengths[d] == 1 ? 0 : packed;
      packed *= a.lengths[d];
    }
    for (size_t d = 0; d < shape.size(); ++d) walk.dimensions.push_back({shape[d], strides[d], false});
    Status failure;
    WalkPlan(walk, [&](int64_t element, int64_t position) {
      const int64_t index = a.values[static_cast<size_t>(element)];
      const int64_t resolved = index < 0 ? index + dim.length : index;
      if (resolved < 0 || resolved >= dim.length) {
        if (failure.ok()) {
          failure = {StatusCode::kIndexOutOfRange,
                     fmt::format("index {} is out of range for axis {} of length {}", index,
                                 dim.axis, dim.length)};
        }
        return;
      }
      table[static_cast<size_t>(position)] += resolved * dim.stride;
    });
    STRATA_RETURN_IF_ERROR(failure);
  }
  return table;
}

// Adds the mask's True positions as rank-1 arrays over the dimensions it covers.
Status AddMask(const Tensor& mask, const Tensor& t, int32_t axis, size_t k,
               std::vector<IndexArray>& arrays, std::vector<PlanDimension>& dims) {
  for (int32_t d = 0; d < mask.rank(); ++d) {
    if (mask.shape().length(d) != t.shape().length(axis + d)) {
      return {StatusCode::kShapeMismatch,
              fmt::format("index item {}: boolean mask of lengths {} does not match the lengths "
                          "{} of the tensor at axes {} to {} (axis {} has length {}, the mask {})",
                          k, FormatList(mask.shape().lengths()), FormatList(t.shape().lengths()),
                          axis, axis + mask.rank() - 1, axis + d, t.shape().length(axis + d),
                          mask.shape().length(d))};
    }
  }
  const std::vector<int64_t> flags = ReadIntegers(mask);
  const size_t first = arrays.size();
  for (int32_t d = 0; d < mask.rank(); ++d) {
    arrays.push_back({{0}, {}});
    dims.push_back({t.shape().length(axis + d), t.shape().stride(axis + d), axis + d,
                    static_cast<int32_t>(arrays.size() - 1)});
  }
  for (int64_t position = 0; position < static_cast<int64_t>(flags.size()); ++position) {
    if (flags[static_cast<size_t>(position)] == 0) continue;
    int64_t rest = position;
    for (int32_t d = mask.rank(); d-- > 0;) {
      arrays[first + d].values.push_back(rest % mask.shape().length(d));
      rest /= mask.shape().length(d);
    }
  }
  for (int32_t d = 0; d < mask.rank(); ++d) {
    arrays[first + d].lengths[0] = static_cast<int64_t>(arrays[first + d].values.size());
  }
  return Status::Ok();
}

Status CheckItems(const Tensor& t, std::span<const IndexItem> items, bool* has_advanced) {
  int64_t consumed = 0;
  std::optional<size_t> ellipsis;
  *has_advanced = false;
  for (size_t k = 0; k < items.size(); ++k) {
    const IndexItem& item = items[k];
    if (item.kind == IndexKind::kEllipsis) {
      if (ellipsis) {
        return {StatusCode::kInvalidArgument,
                fmt::format("an index can have only one Ellipsis; items {} and {} are both "
                            "Ellipsis", *ellipsis, k)};
      }
      ellipsis = k;
    }
    if (item.kind == IndexKind::kTensor) {
      if (!IsIntegerDType(item.tensor->dtype()) && item.tensor->dtype() != DType::kBool) {
        return {StatusCode::kDTypeMismatch,
                fmt::format("index item {}: an index tensor must have an integer or Boolean "
                            "dtype, not {}", k, DTypeName(item.tensor->dtype()))};
      }
    }
    if (item.kind == IndexKind::kTensor || item.kind == IndexKind::kBool) *has_advanced = true;
    consumed += DimensionsConsumed(item);
  }
  if (consumed > t.rank()) {
    return {StatusCode::kIndexOutOfRange,
            fmt::format("too many indices: the {} items index {} dimensions but the tensor of "
                        "lengths {} has rank {}", items.size(), consumed,
                        FormatList(t.shape().lengths()), t.rank())};
  }
  return Status::Ok();
}

Result<AccessPlan> PlanIndexOver(const Tensor& t, std::span<const IndexItem> items) {
  bool has_advanced = false;
  STRATA_RETURN_IF_ERROR(CheckItems(t, items, &has_advanced));
  int64_t consumed = 0;
  for (const IndexItem& item : items) consumed += DimensionsConsumed(item);

  AccessPlan plan;
  std::vector<PlanDimension> dims;
  std::vector<IndexArray> arrays;
  std::optional<size_t> first_advanced_item;
  std::optional<size_t> first_advanced_dim;
  bool adjacent = true;
  std::optional<size_t> last_advanced_item;
  int32_t axis = 0;
  auto plain = [&](int32_t a) {
    dims.push_back({t.shape().length(a), t.shape().stride(a), a, -1});
  };
  for (size_t k = 0; k < items.size(); ++k) {
    const IndexItem& item = items[k];
    const bool advanced = item.kind == IndexKind::kTensor || item.kind == IndexKind::kBool ||
                          (has_advanced && item.kind == IndexKind::kInteger);
    if (advanced) {
      if (last_advanced_item && *last_advanced_item + 1 != k) adjacent = false;
      if (!first_advanced_item) {
        first_advanced_item = k;
        first_advanced_dim = dims.size();
      }
      last_advanced_item = k;
    }
    switch (item.kind) {
      case IndexKind::kEllipsis:
        for (int64_t n = t.rank() - consumed; n > 0; --n) plain(axis++);
        break;
      case IndexKind::kNone:
        dims.push_back({1, 0, -1, -1});
        break;
      case IndexKind::kSlice: {
        const int64_t length = t.shape().length(axis);
        auto s = ResolveSlice(item, length, k);
        STRATA_RETURN_IF_ERROR(s);
        const auto [start, count, step] = s.value();
        if (count > 0) plan.offset += start * t.shape().stride(axis);
        const int64_t stride = count > 1 ? step * t.shape().stride(axis) : 0;
        if (stride < 0) plan.negative_step = true;
        dims.push_back({count, stride, axis, -1});
        ++axis;
        break;
      }
      case IndexKind::kInteger: {
        const int64_t length = t.shape().length(axis);
        // Checked here, not only where the offset table reads it: the other advanced items may
        // select nothing, and NumPy still refuses the integer then.
        const int64_t resolved = item.value < 0 ? item.value + length : item.value;
        if (resolved < 0 || resolved >= length) {
          return Status{StatusCode::kIndexOutOfRange,
                        fmt::format("index {} is out of range for axis {} of length {}",
                                    item.value, axis, length)};
        }
        if (advanced) {
          arrays.push_back({{}, {item.value}});
          dims.push_back({length, t.shape().stride(axis), axis,
                          static_cast<int32_t>(arrays.size() - 1)});
          ++axis;
          break;
        }
        plan.offset += resolved * t.shape().stride(axis);
        ++axis;
        break;
      }
      case IndexKind::kBool:
        arrays.push_back({{item.value != 0 ? 1 : 0}, item.value != 0 ? std::vector<int64_t>{0}
                                                                     : std::vector<int64_t>{}});
        dims.push_back({1, 0, -1, static_cast<int32_t>(arrays.size() - 1)});
        break;
      case IndexKind::kTensor:
        if (item.tensor->dtype() == DType::kBool) {
          STRATA_RETURN_IF_ERROR(AddMask(*item.tensor, t, axis, k, arrays, dims));
          axis += item.tensor->rank();
        } else {
          arrays.push_back({{item.tensor->shape().lengths().begin(),
                             item.tensor->shape().lengths().end()},
                            ReadIntegers(*item.tensor)});
          dims.push_back({t.shape().length(axis), t.shape().stride(axis), axis,
                          static_cast<int32_t>(arrays.size() - 1)});
          ++axis;
        }
        break;
    }
  }
  while (axis < t.rank()) plain(axis++);

  plan.advanced = !arrays.empty();
  if (plan.advanced) {
    auto shape = BroadcastArrays(arrays);
    STRATA_RETURN_IF_ERROR(shape);
    auto table = OffsetTable(dims, arrays, shape.value());
    STRATA_RETURN_IF_ERROR(table);
    plan.table = std::move(table).value();
    // Non-advanced dimensions keep their order; the broadcast block goes at the first advanced
    // position when the advanced items are adjacent, else in front.
    const size_t insert_at = adjacent ? static_cast<size_t>(std::count_if(
                                            dims.begin(), dims.begin() + *first_advanced_dim,
                                            [](const PlanDimension& d) { return d.array < 0; }))
                                      : 0;
    std::vector<AccessDimension> plain_dims;
    std::vector<int64_t> plain_lengths;
    for (const PlanDimension& d : dims) {
      if (d.array >= 0) continue;
      plain_dims.push_back({d.length, d.stride, false});
      plain_lengths.push_back(d.length);
    }
    plan.dimensions = plain_dims;
    plan.dimensions.insert(plan.dimensions.begin() + insert_at,
                           {static_cast<int64_t>(plan.table.size()), 0, true});
    plan.result_lengths = plain_lengths;
    plan.result_lengths.insert(plan.result_lengths.begin() + insert_at, shape->begin(), shape->end());
  } else {
    for (const PlanDimension& d : dims) {
      plan.dimensions.push_back({d.length, d.stride, false});
      plan.result_lengths.push_back(d.length);
    }
  }
  return plan;
}

}  // namespace

Result<Tensor> PlanView(const Tensor& t, const AccessPlan& plan) {
  std::vector<int64_t> strides;
  for (const AccessDimension& d : plan.dimensions) strides.push_back(d.stride);
  return MakeView(t, plan.offset, plan.result_lengths, strides);
}

Result<Tensor> Gather(const Tensor& t, const AccessPlan& plan) {
  auto shape = Shape::Create(plan.result_lengths);
  STRATA_RETURN_IF_ERROR(shape);
  auto result = Tensor::Allocate(t.dtype(), shape.value(), false);
  STRATA_RETURN_IF_ERROR(result);
  const int64_t size = t.element_size();
  std::byte* out = result->origin();
  WalkPlan(plan, [&](int64_t offset, int64_t position) {
    std::memcpy(out + position * size, t.origin() + offset * size, static_cast<size_t>(size));
  });
  return result;
}

Result<AccessPlan> PlanIndex(const Tensor& t, std::span<const IndexItem> items) {
  if (!t.shape().is_empty()) return PlanIndexOver(t, items);
  auto zero_strides = WithZeroStridesIfEmpty(t);
  STRATA_RETURN_IF_ERROR(zero_strides);
  return PlanIndexOver(zero_strides.value(), items);
}

Result<Tensor> Index(const Tensor& t, std::span<const IndexItem> items) {
  auto plan = PlanIndex(t, items);
  STRATA_RETURN_IF_ERROR(plan);
  if (plan->is_view()) return PlanView(t, plan.value());
  return Gather(t, plan.value());
}

}  // namespace strata
