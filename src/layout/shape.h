// Shape: lengths and element strides of a view, with the derived counts and layout flags.
//
// Rules (product document and spec §1): strides are nonnegative element counts; automatic
// strides are row-major with stride 0 on length-1 dimensions; a shape with a zero-length
// dimension has every automatic stride 0 and no elements; an empty lengths list means [0].
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "base/small_vector.h"
#include "base/status.h"

namespace strata {

// Ranks above this are rejected (kArgumentOutOfRange); it bounds per-dimension work.
inline constexpr int32_t kMaxRank = 1024;
// Explicit strides of up to this many dimensions are validated without allocating (larger ranks
// take a general sort; both paths apply the same rule).
inline constexpr size_t kInlineValidationRank = 16;

class Shape {
 public:
  // Automatic (row-major) strides. Errors: negative length → kArgumentOutOfRange; rank above
  // kMaxRank → kArgumentOutOfRange; element count or storage not representable → kOverflow.
  static Result<Shape> Create(std::span<const int64_t> lengths);
  // Explicit strides with layout validation (spec §1.3); empty strides mean automatic.
  // Errors as above, plus: stride count ≠ rank → kInvalidArgument; negative stride →
  // kArgumentOutOfRange; a nonzero stride on a dimension of length ≤ 1, or strides that are
  // not nested (dimensions would alias) → kInvalidArgument.
  static Result<Shape> Create(std::span<const int64_t> lengths, std::span<const int64_t> strides);
  // A view derived from a valid layout (slice, permutation, broadcast, squeeze): no nesting
  // check, but strides of length-≤1 dimensions become 0 and an empty view gets all-zero strides.
  // strides holds one entry per length. Errors: negative length or stride →
  // kArgumentOutOfRange; counts overflow → kOverflow.
  static Result<Shape> ForView(std::span<const int64_t> lengths, std::span<const int64_t> strides);
  // source's dimensions in another order: dimension k is source's dimension order[k]. source is
  // not empty and order is a permutation of its dimensions. Cannot fail: the element count and
  // the storage span are source's. Equal to ForView of the permuted lists.
  static Shape Permuted(const Shape& source, std::span<const int32_t> order);
  // source with dimension d cut to count elements, 0 < count ≤ source.length(d). Cannot fail:
  // the counts only shrink. Equal to ForView of the narrowed lists.
  static Shape Narrowed(const Shape& source, int32_t d, int64_t count);

  int32_t rank() const { return rank_; }
  std::span<const int64_t> lengths() const { return {dims_.data(), static_cast<size_t>(rank_)}; }
  std::span<const int64_t> strides() const {
    return {dims_.data() + rank_, static_cast<size_t>(rank_)};
  }
  int64_t length(size_t d) const { return dims_[d]; }
  int64_t stride(size_t d) const { return dims_[rank_ + d]; }
  // Number of logical elements (product of lengths; 0 when any length is 0).
  int64_t flattened_length() const { return flattened_length_; }
  // Elements of backing storage the view spans: 0 if empty, else 1 + Σ (len−1)·stride.
  int64_t required_storage() const { return required_storage_; }
  bool is_empty() const { return flattened_length_ == 0; }
  // Row-major contiguous: logical order equals storage order with no gaps.
  bool is_dense() const { return is_dense_; }
  // Dense, or the innermost significant dimension has stride 1 (spec §1.3).
  bool has_any_dense_dimensions() const { return has_any_dense_dimensions_; }
  // Some dimension of length > 1 has stride 0, so distinct positions share storage.
  bool has_repeated_storage() const;

  // Automatic strides for these lengths, assuming the lengths are valid.
  static std::vector<int64_t> RowMajorStrides(std::span<const int64_t> lengths);

  bool operator==(const Shape& other) const { return dims_ == other.dims_; }

 private:
  Shape() = default;
  // Lengths copied in, strides left for the caller to write (mutable_strides).
  explicit Shape(std::span<const int64_t> lengths);
  std::span<int64_t> mutable_strides() {
    return {dims_.data() + rank_, static_cast<size_t>(rank_)};
  }
  // Computes counts and flags; fails on overflow of a nonempty shape.
  Status Finish();
  // The flags of a nonempty shape (Finish's second half).
  void FinishDensityFlags();

  // The lengths followed by the strides, in one block: a view of rank 8 or less allocates
  // nothing for its shape, a larger one allocates once.
  SmallVector<int64_t, 16> dims_;
  int32_t rank_ = 0;
  int64_t flattened_length_ = 0;
  int64_t required_storage_ = 0;
  bool is_dense_ = false;
  bool has_any_dense_dimensions_ = false;
};

// "[2, 3]" — lengths or strides in messages and text output.
std::string FormatList(std::span<const int64_t> values);

// Whether two shapes have the same lengths. An element loop: for the ranks shapes have it is
// cheaper than the memcmp call std::ranges::equal becomes.
inline bool SameLengths(const Shape& a, const Shape& b) {
  if (a.rank() != b.rank()) return false;
  for (int32_t d = 0; d < a.rank(); ++d) {
    if (a.length(d) != b.length(d)) return false;
  }
  return true;
}

}  // namespace strata
