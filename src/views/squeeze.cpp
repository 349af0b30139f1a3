#include "views/squeeze.h"

#include <fmt/format.h>

#include <vector>

#include "views/view_support.h"

namespace strata {
namespace {

// The view without the dimensions for which drop(d) is true, keeping one if none would remain.
template <class Drop>
Result<Tensor> WithoutDimensions(const Tensor& t, Drop drop) {
  std::vector<int64_t> lengths;
  std::vector<int64_t> strides;
  for (int32_t d = 0; d < t.rank(); ++d) {
    if (drop(d)) continue;
    lengths.push_back(t.shape().length(d));
    strides.push_back(t.shape().stride(d));
  }
  if (lengths.empty() && t.rank() > 0) {
    constexpr int64_t kOneLength[] = {1};
    constexpr int64_t kZeroStride[] = {0};
    return MakeView(t, 0, kOneLength, kZeroStride);
  }
  return MakeView(t, 0, lengths, strides);
}

Status NegativeDimension(const char* operation, int64_t d) {
  return {StatusCode::kArgumentOutOfRange,
          fmt::format("{}: dimension {} is negative", operation, d)};
}

}  // namespace

Result<Tensor> Squeeze(const Tensor& t) {
  return WithoutDimensions(t, [&](int32_t d) { return t.shape().length(d) == 1; });
}

Result<Tensor> SqueezeDimension(const Tensor& t, int64_t d) {
  if (d < 0) return NegativeDimension("squeeze_dimension", d);
  if (d >= t.rank()) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("squeeze_dimension: dimension {} is out of range for rank {}", d,
                              t.rank())};
  }
  if (t.shape().length(d) != 1) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("squeeze_dimension: dimension {} has length {}, not 1", d,
                              t.shape().length(d))};
  }
  return WithoutDimensions(t, [&](int32_t k) { return k == d; });
}

Result<Tensor> Unsqueeze(const Tensor& t, int64_t d) {
  if (d < 0) return NegativeDimension("unsqueeze", d);
  if (d > t.rank()) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("unsqueeze: position {} is past rank {}", d, t.rank())};
  }
  std::vector<int64_t> lengths(t.shape().lengths().begin(), t.shape().lengths().end());
  std::vector<int64_t> strides(t.shape().strides().begin(), t.shape().strides().end());
  lengths.insert(lengths.begin() + d, 1);
  strides.insert(strides.begin() + d, 0);
  return MakeView(t, 0, lengths, strides);
}

}  // namespace strata
