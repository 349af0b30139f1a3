#include "views/view_ops.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "views/view_support.h"

namespace strata {
Result<Tensor> Narrow(const Tensor& t, int64_t dim, int64_t start, int64_t length) {
  auto d = ResolveDimension(dim, t.rank(), "narrow dimension");
  STRATA_RETURN_IF_ERROR(d);
  const int64_t size = t.shape().length(d.value());
  const int64_t first = start < 0 ? start + size : start;
  if (first < 0 || first > size || length < 0 || length > size - first) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("narrow: start {} and length {} do not fit dimension {} of length {}",
                              start, length, d.value(), size)};
  }
  if (length > 0 && !t.shape().is_empty()) {
    return MakeView(t, first * t.shape().stride(d.value()),
                    Shape::Narrowed(t.shape(), d.value(), length));
  }
  DimVector lengths(t.shape().lengths());
  lengths[d.value()] = length;
  // An empty tensor may carry strides of any size; its view keeps the origin.
  const int64_t offset = t.shape().is_empty() ? 0 : first * t.shape().stride(d.value());
  return MakeView(t, offset, lengths, t.shape().strides());
}

Result<Tensor> Diagonal(const Tensor& t, int64_t offset, int64_t dim1, int64_t dim2) {
  if (t.rank() < 2) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("diagonal needs rank 2 or more, not {}", t.rank())};
  }
  auto a = ResolveDimension(dim1, t.rank(), "diagonal dim1");
  STRATA_RETURN_IF_ERROR(a);
  auto b = ResolveDimension(dim2, t.rank(), "diagonal dim2");
  STRATA_RETURN_IF_ERROR(b);
  if (a.value() == b.value()) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("diagonal dimensions {} and {} are the same dimension {}", dim1,
                              dim2, a.value())};
  }
  const int64_t len1 = t.shape().length(a.value());
  const int64_t len2 = t.shape().length(b.value());
  const int64_t stride1 = t.shape().stride(a.value());
  const int64_t stride2 = t.shape().stride(b.value());
  // Row r = max(0, −offset), column c = max(0, offset), each capped at its length; both step
  // by one. The comparison comes before the negation, which INT64_MIN would overflow.
  const int64_t row = offset < -len1 ? len1 : offset < 0 ? -offset : 0;
  const int64_t column = offset > 0 ? std::min(offset, len2) : 0;
  const int64_t length = std::min(len1 - row, len2 - column);
  std::vector<int64_t> lengths;
  std::vector<int64_t> strides;
  for (int32_t d = 0; d < t.rank(); ++d) {
    if (d == a.value() || d == b.value()) continue;
    lengths.push_back(t.shape().length(d));
    strides.push_back(t.shape().stride(d));
  }
  // In a nonempty tensor both sums stay inside its storage; an empty one may carry strides of
  // any size, and its view keeps the origin with all strides 0.
  const bool empty = length == 0 || t.shape().is_empty();
  lengths.push_back(length);
  strides.push_back(empty ? 0 : stride1 + stride2);
  const int64_t origin = empty ? 0 : row * stride1 + column * stride2;
  return MakeView(t, origin, lengths, strides);
}

Result<Tensor> Expand(const Tensor& t, std::span<const int64_t> requested) {
  STRATA_RETURN_IF_ERROR(CheckLengthCount(requested.size(), "expand"));
  const size_t rank = static_cast<size_t>(t.rank());
  auto mismatch = [&](size_t k) {
    return Status{StatusCode::kShapeMismatch,
                  fmt::format("lengths {} cannot be expanded to {}: entry {} is {}",
                              FormatList(t.shape().lengths()), FormatList(requested), k,
                              requested[k])};
  };
  if (requested.size() < rank) {
    return Status{StatusCode::kShapeMismatch,
                  fmt::format("expand to {} gives fewer dimensions than lengths {}",
                              FormatList(requested), FormatList(t.shape().lengths()))};
  }
  const size_t lead = requested.size() - rank;
  std::vector<int64_t> lengths(requested.size());
  std::vector<int64_t> strides(requested.size(), 0);
  for (size_t k = 0; k < requested.size(); ++k) {
    if (k < lead) {
      if (requested[k] < 0) return mismatch(k);
      lengths[k] = requested[k];
      continue;
    }
    const int64_t own = t.shape().length(k - lead);
    const int64_t wanted = requested[k] == -1 ? own : requested[k];
    if (wanted < 0 || (own != 1 && wanted != own)) return mismatch(k);
    lengths[k] = wanted;
    strides[k] = own == 1 ? 0 : t.shape().stride(k - lead);
  }
  return MakeView(t, 0, lengths, strides);
}

Result<Tensor> ExpandAs(const Tensor& t, const Tensor& like) {
  return Expand(t, like.shape().lengths());
}

bool IsContiguous(const Tensor& t) { return t.shape().is_dense(); }

Result<Tensor> Contiguous(const Tensor& t) {
  if (IsContiguous(t)) return t;
  return DenseCopy(t);
}

}  // namespace strata
