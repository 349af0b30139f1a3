#include "layout/broadcast_rules.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "base/checked_math.h"

namespace strata {
namespace {

// Length of dimension d (counted from the right) of a right-aligned shape; 1 where it has none.
int64_t AlignedLength(std::span<const int64_t> lengths, size_t from_right) {
  return from_right < lengths.size() ? lengths[lengths.size() - 1 - from_right] : 1;
}

}  // namespace

Result<DimVector> BroadcastLengths(std::span<const int64_t> x, std::span<const int64_t> y) {
  const size_t rank = std::max(x.size(), y.size());
  DimVector result(rank, 0);
  for (size_t r = 0; r < rank; ++r) {
    const int64_t a = AlignedLength(x, r);
    const int64_t b = AlignedLength(y, r);
    if (a != b && a != 1 && b != 1) {
      return Status{StatusCode::kShapeMismatch,
                    fmt::format("lengths {} and {} do not broadcast: dimension {} from the right "
                                "has {} and {}",
                                FormatList(x), FormatList(y), r, a, b)};
    }
    result[rank - 1 - r] = a == 1 ? b : a;
  }
  // An empty result has no elements however large its other lengths are.
  const bool empty = std::find(result.begin(), result.end(), 0) != result.end();
  int64_t count = 1;
  for (int64_t length : result) {
    if (!empty && !CheckedMul(count, length, &count)) {
      return Status{StatusCode::kArgumentOutOfRange,
                    fmt::format("the broadcast of {} and {} has more elements than int64 holds",
                                FormatList(x), FormatList(y))};
    }
  }
  return result;
}

bool IsBroadcastCompatible(std::span<const int64_t> source_lengths,
                           std::span<const int64_t> destination_lengths) {
  const size_t ns = source_lengths.size(), nd = destination_lengths.size();
  for (size_t i = 0; i < ns; ++i) {
    const int64_t s = source_lengths[ns - 1 - i];
    if (s == 1) continue;
    if (i >= nd || destination_lengths[nd - 1 - i] != s) return false;
  }
  return true;
}

Status CheckBroadcastCompatible(std::span<const int64_t> source_lengths,
                                std::span<const int64_t> destination_lengths, StatusCode code,
                                std::string_view operation) {
  if (IsBroadcastCompatible(source_lengths, destination_lengths)) return Status::Ok();
  return {code, fmt::format("{}: lengths {} cannot be broadcast to lengths {}", operation,
                            FormatList(source_lengths), FormatList(destination_lengths))};
}

DimVector BroadcastStrides(const Shape& source, std::span<const int64_t> destination_lengths) {
  const size_t ns = static_cast<size_t>(source.rank()), nd = destination_lengths.size();
  DimVector strides(nd, 0);
  for (size_t i = 0; i < ns && i < nd; ++i) {
    if (source.length(ns - 1 - i) != 1) strides[nd - 1 - i] = source.stride(ns - 1 - i);
  }
  return strides;
}

bool EquivalentModuloLeadingOnes(std::span<const int64_t> a, std::span<const int64_t> b) {
  auto strip = [](std::span<const int64_t> s) {
    while (!s.empty() && s.front() == 1) s = s.subspan(1);
    return s;
  };
  const auto sa = strip(a), sb = strip(b);
  return std::equal(sa.begin(), sa.end(), sb.begin(), sb.end());
}

bool RepeatsWhereSourceVaries(const Shape& destination,
                              std::span<const int64_t> aligned_source_strides) {
  if (destination.is_empty()) return false;  // nothing is written
  for (int32_t d = 0; d < destination.rank(); ++d) {
    if (destination.length(d) > 1 && destination.stride(d) == 0 &&
        aligned_source_strides[d] != 0) {
      return true;
    }
  }
  return false;
}

}  // namespace strata
