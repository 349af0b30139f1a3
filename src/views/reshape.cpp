#include "views/reshape.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "base/checked_math.h"
#include "views/view_support.h"

namespace strata {
namespace {

Status Invalid(std::string message) { return {StatusCode::kInvalidArgument, std::move(message)}; }

// Replaces a single −1 by the count that makes the product equal `count`.
Result<std::vector<int64_t>> ResolveWildcard(std::span<const int64_t> requested, int64_t count) {
  if (requested.empty()) {
    if (count == 1) return std::vector<int64_t>{};  // rank 0: the one element
    return Invalid(fmt::format("{} elements cannot be reshaped to rank 0 (one element)", count));
  }
  std::vector<int64_t> lengths(requested.begin(), requested.end());
  std::optional<size_t> wildcard;
  int64_t product = 1;
  bool overflow = false;
  for (size_t d = 0; d < lengths.size(); ++d) {
    if (lengths[d] == -1) {
      if (wildcard) {
        return Invalid(fmt::format("lengths {} contain more than one -1 (dimensions {} and {})",
                                   FormatList(requested), *wildcard, d));
      }
      wildcard = d;
      continue;
    }
    if (lengths[d] < 0) {
      return Invalid(fmt::format("length {} of dimension {} in {} is negative", lengths[d], d,
                                 FormatList(requested)));
    }
    if (!CheckedMul(product, lengths[d], &product)) overflow = true;
  }
  const bool zero = std::find(lengths.begin(), lengths.end(), 0) != lengths.end();
  if (wildcard) {
    if (zero) {
      return Invalid(fmt::format("the -1 in {} is ambiguous: the other lengths multiply to 0",
                                 FormatList(requested)));
    }
    if (overflow || count % product != 0) {
      return Invalid(fmt::format("{} elements cannot be reshaped to {}", count,
                                 FormatList(requested)));
    }
    lengths[*wildcard] = count / product;
    return lengths;
  }
  const bool matches = zero ? count == 0 : (!overflow && product == count);
  if (!matches) {
    return Invalid(fmt::format("{} elements cannot be reshaped to {}", count,
                               FormatList(requested)));
  }
  return lengths;
}

// Strides for `lengths` over the chunks of contiguous old dimensions, or nothing.
std::optional<std::vector<int64_t>> StridesOver(const Shape& old, std::span<const int64_t> lengths) {
  std::vector<int64_t> strides(lengths.size(), 0);
  int64_t view_d = static_cast<int64_t>(lengths.size()) - 1;
  int64_t chunk_stride = old.stride(old.rank() - 1);
  int64_t old_count = 1;
  int64_t new_count = 1;
  // Counts are partial products of a nonempty shape's lengths and fit; their products with a
  // stride need not (a view's extent fits, one step past it may not). A stride that does not
  // fit equals no existing stride, and no new dimension of length > 1 can take it.
  for (int32_t d = old.rank(); d-- > 0;) {
    old_count *= old.length(d);
    int64_t contiguous_stride = 0;
    const bool chunk_ends =
        d == 0 || (old.length(d - 1) != 1 &&
                   (!CheckedMul(old_count, chunk_stride, &contiguous_stride) ||
                    old.stride(d - 1) != contiguous_stride));
    if (!chunk_ends) continue;
    while (view_d >= 0 && (new_count < old_count || lengths[view_d] == 1)) {
      // Length-1 dimensions keep stride 0.
      if (lengths[view_d] != 1 && !CheckedMul(new_count, chunk_stride, &strides[view_d])) {
        return std::nullopt;
      }
      new_count *= lengths[view_d];
      --view_d;
    }
    if (new_count != old_count) return std::nullopt;
    if (d > 0) {
      chunk_stride = old.stride(d - 1);
      old_count = 1;
      new_count = 1;
    }
  }
  if (view_d != -1) return std::nullopt;
  return strides;
}

}  // namespace

Result<Tensor> Reshape(const Tensor& t, std::span<const int64_t> requested) {
  STRATA_RETURN_IF_ERROR(CheckLengthCount(requested.size(), "reshape"));
  auto lengths = ResolveWildcard(requested, t.shape().flattened_length());
  STRATA_RETURN_IF_ERROR(lengths);
  const auto old_lengths = t.shape().lengths();
  if (std::equal(old_lengths.begin(), old_lengths.end(), lengths->begin(), lengths->end())) {
    return t;
  }
  // No elements, or one (every length 1, rank 0 included): every stride is 0.
  if (t.shape().flattened_length() <= 1) {
    return MakeView(t, 0, lengths.value(), std::vector<int64_t>(lengths->size(), 0));
  }
  auto strides = StridesOver(t.shape(), lengths.value());
  if (!strides) {
    return Invalid(fmt::format("lengths {} with strides {} cannot be viewed as {} without a copy",
                               FormatList(old_lengths), FormatList(t.shape().strides()),
                               FormatList(lengths.value())));
  }
  return MakeView(t, 0, lengths.value(), *strides);
}

Result<Tensor> ReshapeAs(const Tensor& t, const Tensor& like) {
  return Reshape(t, like.shape().lengths());
}

}  // namespace strata
