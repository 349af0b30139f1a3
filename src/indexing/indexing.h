// NumPy/MindSpore indexing (seed 003): one entry point taking a sequence of index items.
//
// Approach: the items are resolved against the tensor into an access plan — an element offset
// plus, per result dimension, a signed stride — where the advanced items (integer and boolean
// tensors, boolean scalars, and integers once any of those is present) are broadcast together
// and folded into one table of element offsets that stands for the broadcast dimensions. With
// no advanced item and no negative step the plan is a view; otherwise the plan is walked in
// row-major order of the result (gather for reading, scatter for assignment).
//
// Rules: an integer removes its dimension (negative counts from the back); a slice has Python
// semantics (omitted bounds, clamping, step ≠ 0); None inserts a length-1 dimension; one
// Ellipsis stands for every dimension not otherwise indexed; a boolean scalar inserts a
// dimension indexed by [0] (True) or [] (False); a boolean tensor of rank k consumes k
// dimensions, whose lengths it must equal, and acts as the k integer arrays of its True
// positions in row-major order; integer tensors (any integer dtype, negative values count from
// the back) consume one dimension each. The advanced result dimensions stand where the first
// advanced item stands when the advanced items are adjacent in the item sequence, else in
// front. Strides stay nonnegative: a negative step makes the result an allocated copy.
// Indexing every dimension with an integer gives a rank-0 view of that element.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "layout/tensor.h"

namespace strata {

enum class IndexKind : int32_t {
  kInteger = 0,
  kSlice = 1,
  kNone = 2,
  kEllipsis = 3,
  kBool = 4,
  kTensor = 5,  // integer dtype: positions; bool dtype: mask
};

struct IndexItem {
  IndexKind kind = IndexKind::kNone;
  int64_t value = 0;  // kInteger: the index; kBool: 0 or 1
  std::optional<int64_t> start, stop, step;  // kSlice; nullopt = omitted
  std::optional<Tensor> tensor;              // kTensor

  static IndexItem Integer(int64_t i) { return {IndexKind::kInteger, i, {}, {}, {}, {}}; }
  static IndexItem Slice(std::optional<int64_t> start, std::optional<int64_t> stop,
                         std::optional<int64_t> step = {}) {
    return {IndexKind::kSlice, 0, start, stop, step, {}};
  }
  static IndexItem NewAxis() { return {IndexKind::kNone, 0, {}, {}, {}, {}}; }
  static IndexItem Ellipsis() { return {IndexKind::kEllipsis, 0, {}, {}, {}, {}}; }
  static IndexItem Bool(bool b) { return {IndexKind::kBool, b ? 1 : 0, {}, {}, {}, {}}; }
  static IndexItem Of(Tensor t) { return {IndexKind::kTensor, 0, {}, {}, {}, std::move(t)}; }
};

// Result dimension of an access plan: `length` positions, each `stride` elements apart (may be
// negative), or — when from_table — positions given by the plan's offset table.
struct AccessDimension {
  int64_t length;
  int64_t stride;
  bool from_table;
};

struct AccessPlan {
  int64_t offset = 0;                    // elements from the tensor's origin
  std::vector<AccessDimension> dimensions;
  std::vector<int64_t> table;            // element offsets of the broadcast advanced positions
  std::vector<int64_t> result_lengths;   // the indexed shape
  bool advanced = false;
  bool negative_step = false;
  bool is_view() const { return !advanced && !negative_step; }
};

// Errors: more than one Ellipsis or a slice step of 0 → kInvalidArgument; items consuming more
// dimensions than the rank, or an index outside its axis → kIndexOutOfRange; a boolean mask
// whose lengths differ from the dimensions it covers, or index arrays that do not broadcast →
// kShapeMismatch; an index tensor of a floating-point dtype → kDTypeMismatch. Messages name the
// item, the axis and the values. An integer item is checked against its axis even when the
// advanced items beside it select nothing (NumPy); the values of index tensors are checked only
// at the positions the broadcast visits. An empty t is planned over its zero-stride view (its
// own strides may be of any size and address nothing).
Result<AccessPlan> PlanIndex(const Tensor& t, std::span<const IndexItem> items);

// t[items]: a view when the plan is one, otherwise a new dense tensor.
Result<Tensor> Index(const Tensor& t, std::span<const IndexItem> items);

// The view of t that a view plan describes (precondition: plan.is_view()).
Result<Tensor> PlanView(const Tensor& t, const AccessPlan& plan);
// A new dense tensor holding the plan's elements in row-major order.
Result<Tensor> Gather(const Tensor& t, const AccessPlan& plan);
// Calls visit(element_offset, position) for every element of the plan in row-major order of
// the result; position counts from 0.
template <class Visit>
void WalkPlan(const AccessPlan& plan, Visit&& visit);

}  // namespace strata

#include "indexing/indexing_walk.h"
