// Views that cut a tensor into pieces along one dimension: unbind, split, tensor_split,
// hsplit and vsplit (MindSpore names). Every piece shares t's storage. Dimension arguments
// may be negative (counted from the back).
//
// Each operation is first planned: the plan holds the number of pieces, worked out from the
// arguments by arithmetic alone, so a caller can refuse a count it cannot hand out (or answer a
// size query) at a cost that does not grow with the count — a length-2 dimension cut into
// INT64_MAX sections is refused at once instead of being cut. CutPieces makes the pieces.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "layout/tensor.h"

namespace strata {

struct Piece {
  int64_t start;
  int64_t length;
};

// How an operation cuts dimension `dimension` of the tensor it was planned for.
struct SplitPlan {
  int32_t dimension = 0;
  // The number of pieces.
  int64_t count = 0;
  // Unbind: each piece loses the cut dimension (a rank-1 input gives rank-0 pieces).
  bool drop_dimension = false;
  // Split: each piece is a new dense copy instead of a view.
  bool copies = false;
  // The checks that must read a caller's list, or that the operation reports only once its
  // count is acceptable; empty when there are none. CutPieces runs them first; a size query
  // must run them too.
  std::function<Status()> check;
  // The count pieces in order (start and length along the dimension). Runs only after check
  // passed; the lists it reads must still be alive.
  std::function<std::vector<Piece>()> pieces;
};

// Plans refer to the list arguments (sections, indices) they were given: use a plan while
// those are alive. The planning errors are reported before the count is known; a plan's check
// reports the rest.
//
// The len(dim) slices at each position of dim, without that dimension (a rank-1 input gives
// [1]-shaped pieces). Error: dim out of range → kArgumentOutOfRange.
Result<SplitPlan> PlanUnbind(const Tensor& t, int64_t dim);
// Pieces of `size` along dim, ⌈len / size⌉ of them; the last may be shorter; a length-0
// dimension gives one empty piece. Errors: size ≤ 0 → kArgumentOutOfRange; dim out of range →
// kArgumentOutOfRange.
Result<SplitPlan> PlanSplitBySize(const Tensor& t, int64_t size, int64_t dim);
// One piece per entry of sections, of that length. Errors: dim out of range →
// kArgumentOutOfRange; check: a negative entry or a sum ≠ len(dim) → kInvalidArgument.
Result<SplitPlan> PlanSplitBySections(const Tensor& t, std::span<const int64_t> sections,
                                      int64_t dim);
// `count` pieces as equal as possible: the first len % count have one more element (pieces past
// the length are empty). Errors: count ≤ 0 → kArgumentOutOfRange; dim out of range →
// kArgumentOutOfRange.
Result<SplitPlan> PlanTensorSplitCount(const Tensor& t, int64_t count, int64_t dim);
// indices.size() + 1 pieces between the split points [0, i0), [i0, i1), …, [ik, len); points
// count from the back when negative and are clamped to [0, len] like Python slices (a
// decreasing pair gives an empty piece). Error: dim out of range → kArgumentOutOfRange.
Result<SplitPlan> PlanTensorSplitIndices(const Tensor& t, std::span<const int64_t> indices,
                                         int64_t dim);
// tensor_split along dimension 1 (dimension 0 for rank 1) / along dimension 0 (rank ≥ 2).
// Error: vsplit of rank 1 → kInvalidArgument.
Result<SplitPlan> PlanHSplitCount(const Tensor& t, int64_t count);
Result<SplitPlan> PlanHSplitIndices(const Tensor& t, std::span<const int64_t> indices);
Result<SplitPlan> PlanVSplitCount(const Tensor& t, int64_t count);
Result<SplitPlan> PlanVSplitIndices(const Tensor& t, std::span<const int64_t> indices);

// Runs the plan's check, then makes its pieces of t (the tensor it was planned for); a failed
// plan passes its error through. Makes plan.count pieces: callers bound the count first.
// Errors: those of the check; copies: kOutOfMemory.
Result<std::vector<Tensor>> CutPieces(const Tensor& t, const Result<SplitPlan>& plan);

// Plan and cut in one call, for callers that need no count first.
Result<std::vector<Tensor>> Unbind(const Tensor& t, int64_t dim);
Result<std::vector<Tensor>> SplitBySize(const Tensor& t, int64_t size, int64_t dim);
Result<std::vector<Tensor>> SplitBySections(const Tensor& t, std::span<const int64_t> sections,
                                            int64_t dim);
Result<std::vector<Tensor>> TensorSplitCount(const Tensor& t, int64_t count, int64_t dim);
Result<std::vector<Tensor>> TensorSplitIndices(const Tensor& t, std::span<const int64_t> indices,
                                               int64_t dim);
Result<std::vector<Tensor>> HSplitCount(const Tensor& t, int64_t count);
Result<std::vector<Tensor>> HSplitIndices(const Tensor& t, std::span<const int64_t> indices);
Result<std::vector<Tensor>> VSplitCount(const Tensor& t, int64_t count);
Result<std::vector<Tensor>> VSplitIndices(const Tensor& t, std::span<const int64_t> indices);

}  // namespace strata
