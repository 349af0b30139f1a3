#include "layout/broadcast_shape.h"

#include <fmt/format.h>

#include <algorithm>

#include "base/checked_math.h"
#include "layout/shape.h"

namespace strata {
namespace {

const std::vector<int64_t> kCanonicalEmpty = {0};

std::span<const int64_t> Canonical(std::span<const int64_t> lengths) {
  return lengths.empty() ? std::span<const int64_t>(kCanonicalEmpty) : lengths;
}

// Length of dimension d (counted from the right) of a right-aligned shape; 1 where it has none.
int64_t AlignedLength(std::span<const int64_t> lengths, size_t from_right) {
  return from_right < lengths.size() ? lengths[lengths.size() - 1 - from_right] : 1;
}

}  // namespace

Result<DimVector> BroadcastLengths(std::span<const int64_t> x_in, std::span<const int64_t> y_in) {
  const auto x = Canonical(x_in);
  const auto y = Canonical(y_in);
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

}  // namespace strata
