#include "layout/shape.h"

#include <fmt/format.h>

#include <algorithm>

#include "base/checked_math.h"

namespace strata {
namespace {

// CheckRankAndLengths' failure, for lengths that failed its check (out of line: the check runs
// for every shape).
[[gnu::cold]] Status RankOrLengthFailure(std::span<const int64_t> lengths) {
  if (lengths.size() > static_cast<size_t>(kMaxRank)) {
    return {StatusCode::kArgumentOutOfRange,
            fmt::format("rank {} exceeds the maximum rank {}", lengths.size(), kMaxRank)};
  }
  const auto negative =
      std::find_if(lengths.begin(), lengths.end(), [](int64_t length) { return length < 0; });
  return {StatusCode::kArgumentOutOfRange,
          fmt::format("length {} of dimension {} is negative", *negative,
                      negative - lengths.begin())};
}

Status CheckRankAndLengths(std::span<const int64_t> lengths) {
  bool valid = lengths.size() <= static_cast<size_t>(kMaxRank);
  for (size_t d = 0; valid && d < lengths.size(); ++d) valid = lengths[d] >= 0;
  if (valid) [[likely]]
    return Status::Ok();
  return RankOrLengthFailure(lengths);
}

bool AnyZero(std::span<const int64_t> values) {
  return std::find(values.begin(), values.end(), 0) != values.end();
}

using DimOrder = SmallVector<int32_t, kInlineValidationRank>;

// The dimensions by ascending stride, equal strides in dimension order (a stable sort). Up to
// kInlineValidationRank dimensions an insertion sort in the inline buffer, so that validating a
// view of the ranks people use allocates nothing; above it std::stable_sort, which stays
// O(n log n) up to kMaxRank. Both give the same order.
DimOrder OrderByStride(std::span<const int64_t> strides) {
  DimOrder order;
  for (size_t d = 0; d < strides.size(); ++d) order.push_back(static_cast<int32_t>(d));
  if (order.size() <= kInlineValidationRank) {
    for (size_t i = 1; i < order.size(); ++i) {
      const int32_t d = order[i];
      size_t j = i;
      for (; j > 0 && strides[order[j - 1]] > strides[d]; --j) order[j] = order[j - 1];
      order[j] = d;
    }
  } else {
    std::stable_sort(order.begin(), order.end(),
                     [&](int32_t a, int32_t b) { return strides[a] < strides[b]; });
  }
  return order;
}

// Spec §1.3 step 3: visiting dimensions by ascending stride, every nonzero stride must reach
// past the whole extent of the smaller-stride dimensions and belong to a dimension of length > 1.
Status ValidateNesting(std::span<const int64_t> lengths, std::span<const int64_t> strides) {
  const DimOrder order = OrderByStride(strides);
  const bool empty = AnyZero(lengths);
  int64_t min_next = 1;
  int32_t previous = -1;
  for (int32_t d : order) {
    if (strides[d] == 0) continue;
    if (lengths[d] <= 1) {
      return {StatusCode::kInvalidArgument,
              fmt::format("dimension {} has length {} but nonzero stride {}; a dimension of "
                          "length 0 or 1 must have stride 0",
                          d, lengths[d], strides[d])};
    }
    if (strides[d] < min_next) {
      return {StatusCode::kInvalidArgument,
              fmt::format("strides {} for lengths {} alias: stride {} of dimension {} is inside "
                          "the extent {} of dimension {}",
                          FormatList(strides), FormatList(lengths), strides[d], d, min_next,
                          previous)};
    }
    // Like .NET's checked arithmetic, an extent beyond int64 is an overflow even where the last
    // offset would still fit; only an empty shape (which stores nothing) is exempt.
    if (!CheckedMul(lengths[d], strides[d], &min_next)) {
      if (!empty) {
        return {StatusCode::kOverflow,
                fmt::format("length {} times stride {} of dimension {} overflows int64",
                            lengths[d], strides[d], d)};
      }
      min_next = INT64_MAX;
    }
    previous = d;
  }
  return Status::Ok();
}

// Automatic strides for valid lengths into strides (one per length).
void WriteRowMajorStrides(std::span<const int64_t> lengths, std::span<int64_t> strides) {
  if (AnyZero(lengths)) {
    std::fill(strides.begin(), strides.end(), 0);
    return;
  }
  int64_t product = 1;
  for (size_t i = lengths.size(); i-- > 0;) {
    strides[i] = lengths[i] > 1 ? product : 0;
    if (!CheckedMul(product, lengths[i], &product)) product = INT64_MAX;  // Finish() reports it
  }
}

}  // namespace

std::string FormatList(std::span<const int64_t> values) {
  return fmt::format("[{}]", fmt::join(values, ", "));
}

std::vector<int64_t> Shape::RowMajorStrides(std::span<const int64_t> lengths) {
  std::vector<int64_t> strides(lengths.size());
  WriteRowMajorStrides(lengths, strides);
  return strides;
}

Shape::Shape(std::span<const int64_t> lengths) : rank_(static_cast<int32_t>(lengths.size())) {
  dims_.resize_for_overwrite(2 * lengths.size());
  std::copy(lengths.begin(), lengths.end(), dims_.begin());
}

Result<Shape> Shape::Create(std::span<const int64_t> lengths) { return Create(lengths, {}); }

Result<Shape> Shape::Create(std::span<const int64_t> lengths, std::span<const int64_t> strides) {
  if (!strides.empty() && strides.size() != lengths.size()) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("{} strides were given for {} lengths", strides.size(),
                              lengths.size())};
  }
  STRATA_RETURN_IF_ERROR(CheckRankAndLengths(lengths));
  if (strides.empty()) {
    Shape shape(lengths);
    WriteRowMajorStrides(lengths, shape.mutable_strides());
    STRATA_RETURN_IF_ERROR(shape.Finish());
    return shape;
  }
  for (size_t d = 0; d < strides.size(); ++d) {
    if (strides[d] < 0) {
      return Status{StatusCode::kArgumentOutOfRange,
                    fmt::format("stride {} of dimension {} is negative", strides[d], d)};
    }
  }
  STRATA_RETURN_IF_ERROR(ValidateNesting(lengths, strides));
  Shape shape(lengths);
  std::copy(strides.begin(), strides.end(), shape.mutable_strides().begin());
  STRATA_RETURN_IF_ERROR(shape.Finish());
  return shape;
}

Result<Shape> Shape::ForView(std::span<const int64_t> lengths, std::span<const int64_t> strides) {
  STRATA_RETURN_IF_ERROR(CheckRankAndLengths(lengths));
  const bool empty = AnyZero(lengths);
  Shape shape(lengths);
  std::span<int64_t> view_strides = shape.mutable_strides();
  for (size_t d = 0; d < lengths.size(); ++d) {
    if (strides[d] < 0) {
      return Status{StatusCode::kArgumentOutOfRange,
                    fmt::format("stride {} of dimension {} is negative", strides[d], d)};
    }
    view_strides[d] = empty || lengths[d] <= 1 ? 0 : strides[d];
  }
  STRATA_RETURN_IF_ERROR(shape.Finish());
  return shape;
}

bool Shape::has_repeated_storage() const {
  for (int32_t d = 0; d < rank(); ++d) {
    if (length(d) > 1 && stride(d) == 0) return true;
  }
  return false;
}

Status Shape::Finish() {
  if (AnyZero(lengths())) {
    // Every empty shape is dense, whatever its strides: with no elements there are no gaps and
    // no repeated positions, so the flag depends on lengths and strides alone and an empty
    // slice, an explicitly strided empty shape and the automatic one agree (and print alike,
    // spec §6). .NET 10's validation instead marks explicitly strided empty shapes such as
    // [0] with strides [0] not dense (spec §1.3 item 6); no operation can observe a
    // difference, since empty views are never copied from or to and never overlap anything.
    flattened_length_ = 0;
    required_storage_ = 0;
    is_dense_ = true;
    has_any_dense_dimensions_ = true;
    return Status::Ok();
  }
  int64_t count = 1;
  int64_t last_index = 0;
  for (int32_t d = 0; d < rank(); ++d) {
    int64_t span = 0;
    if (!CheckedMul(count, length(d), &count) || !CheckedMul(length(d) - 1, stride(d), &span) ||
        !CheckedAdd(last_index, span, &last_index) || last_index == INT64_MAX) {
      return {StatusCode::kOverflow,
              fmt::format("lengths {} with strides {} describe more elements than int64 can count",
                          FormatList(lengths()), FormatList(strides()))};
    }
  }
  flattened_length_ = count;
  required_storage_ = last_index + 1;
  FinishDensityFlags();
  return Status::Ok();
}

void Shape::FinishDensityFlags() {
  is_dense_ = true;
  int64_t packed = 1;
  for (int32_t d = rank(); d-- > 0;) {
    if (length(d) == 1) continue;
    if (stride(d) != packed) {
      is_dense_ = false;
      break;
    }
    packed *= length(d);
  }
  has_any_dense_dimensions_ = is_dense_;
  if (!is_dense_) {
    for (int32_t d = rank(); d-- > 0;) {
      if (stride(d) == 0 && length(d) == 1) continue;
      has_any_dense_dimensions_ = stride(d) == 1;
      break;
    }
  }
}

Shape Shape::Permuted(const Shape& source, std::span<const int32_t> order) {
  Shape shape;
  shape.rank_ = source.rank_;
  for (int32_t d : order) shape.dims_.push_back(source.length(d));
  for (int32_t d : order) shape.dims_.push_back(source.stride(d));
  shape.flattened_length_ = source.flattened_length_;
  shape.required_storage_ = source.required_storage_;
  shape.FinishDensityFlags();
  return shape;
}

Shape Shape::Narrowed(const Shape& source, int32_t d, int64_t count) {
  Shape shape(source);
  const int64_t length = source.length(d);
  shape.dims_[d] = count;
  if (count == 1) shape.dims_[shape.rank_ + d] = 0;
  // Exact: count divides out of the product as length did, and the span loses the stride steps.
  shape.flattened_length_ = source.flattened_length_ / length * count;
  shape.required_storage_ = source.required_storage_ - (length - count) * source.stride(d);
  shape.FinishDensityFlags();
  return shape;
}

}  // namespace strata
