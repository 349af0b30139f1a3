#include "indexing/index_assign.h"

#include <fmt/format.h>

#include <cstring>
#include <string>
#include <vector>

#include "indexing/assign_arithmetic.h"
#include "copy/copy.h"
#include "indexing/element_cast.h"
#include "views/reshape.h"

namespace strata {
namespace {

// value without leading length-1 dimensions beyond the indexed rank, checked to broadcast.
Result<Tensor> AlignValue(const Tensor& value, std::span<const int64_t> target) {
  auto mismatch = [&] {
    return Status{StatusCode::kShapeMismatch,
                  fmt::format("a value of lengths {} cannot be broadcast to the indexed lengths {}",
                              FormatList(value.shape().lengths()), FormatList(target))};
  };
  const auto lengths = value.shape().lengths();
  size_t drop = 0;
  while (lengths.size() - drop > target.size()) {
    if (lengths[drop] != 1) return mismatch();
    ++drop;
  }
  const size_t lead = target.size() - (lengths.size() - drop);
  for (size_t d = drop; d < lengths.size(); ++d) {
    if (lengths[d] != 1 && lengths[d] != target[lead + d - drop]) return mismatch();
  }
  if (drop == 0) return value;
  return Reshape(value, lengths.subspan(drop));
}

// Complex elements take plain assignment of real or complex values. Real elements take no complex
// value (its imaginary part would be lost; NumPy refuses a Python complex too), and the arithmetic
// forms are not defined for complex elements. Opaque elements take plain assignment of elements
// of the same dtype only.
Status CheckAssignmentTypes(DType target, DType value, AssignOp op) {
  if ((IsOpaque(target) || IsOpaque(value)) && (target != value || op != AssignOp::kAssign)) {
    return {
        StatusCode::kDTypeMismatch,
        fmt::format("index assignment: opaque elements of {} bytes take only plain assignment "
                    "of elements of the same size, not {} of {}",
                    ElementSize(target), op == AssignOp::kAssign ? "assignment" : "arithmetic",
                    IsOpaque(value) ? fmt::format("opaque elements of {} bytes", ElementSize(value))
                                    : std::string(DTypeName(value)))};
  }
  if (IsComplex(value) && !IsComplex(target)) {
    return {StatusCode::kDTypeMismatch,
            fmt::format("index assignment: a {} value cannot be stored in {} elements",
                        DTypeName(value), DTypeName(target))};
  }
  if (op != AssignOp::kAssign && IsComplex(target)) {
    return {StatusCode::kDTypeMismatch,
            fmt::format("index assignment: only plain assignment is defined for {} elements",
                        DTypeName(target))};
  }
  return Status::Ok();
}

// op(current, value) element by element into current (both dense, t's dtype).
Status CombineInto(const Tensor& current, const Tensor& value, AssignOp op) {
  const int64_t size = current.element_size();
  const int64_t count = current.shape().flattened_length();
  for (int64_t i = 0; i < count; ++i) {
    std::byte* slot = current.origin() + i * size;
    auto r = Combine(op, LoadNumber(current.dtype(), slot),
                     LoadNumber(value.dtype(), value.origin() + i * size));
    if (!r.ok()) {
      return {r.status().code(),
              fmt::format("{} at position {} of the indexed elements", r.status().message(), i)};
    }
    StoreNumber(current.dtype(), slot, r.value());
  }
  return Status::Ok();
}

}  // namespace

Status IndexAssign(const Tensor& t, std::span<const IndexItem> items, const Tensor& value,
                   AssignOp op) {
  STRATA_RETURN_IF_ERROR(CheckWritable(t, "index assignment"));
  STRATA_RETURN_IF_ERROR(CheckAssignmentTypes(t.dtype(), value.dtype(), op));
  auto plan = PlanIndex(t, items);
  STRATA_RETURN_IF_ERROR(plan);
  auto aligned = AlignValue(value, plan->result_lengths);
  STRATA_RETURN_IF_ERROR(aligned);
  // An empty selection takes any value that broadcasts to it, and nothing is written (NumPy).
  // This must come before the CopyTo path: CopyTo refuses a source with more elements than its
  // destination (kArgumentOutOfRange), which a one-element value has over an empty selection.
  for (const int64_t length : plan->result_lengths) {
    if (length == 0) return Status::Ok();
  }
  if (op == AssignOp::kAssign && plan->is_view() && value.dtype() == t.dtype() &&
      value.storage() != t.storage()) {
    auto view = PlanView(t, plan.value());
    STRATA_RETURN_IF_ERROR(view);
    return CopyTo(aligned.value(), view.value());
  }
  auto shape = Shape::Create(plan->result_lengths);
  STRATA_RETURN_IF_ERROR(shape);
  auto converted = Tensor::Allocate(t.dtype(), shape.value(), false);
  STRATA_RETURN_IF_ERROR(converted);
  CastBroadcastInto(aligned.value(), converted.value());
  Tensor contents = converted.value();
  if (op != AssignOp::kAssign) {
    auto current = Gather(t, plan.value());
    STRATA_RETURN_IF_ERROR(current);
    STRATA_RETURN_IF_ERROR(CombineInto(current.value(), converted.value(), op));
    contents = current.value();
  }
  const int64_t size = t.element_size();
  WalkPlan(plan.value(), [&](int64_t offset, int64_t position) {
    std::memcpy(t.origin() + offset * size, contents.origin() + position * size,
                static_cast<size_t>(size));
  });
  return Status::Ok();
}

Status IndexAssignScalar(const Tensor& t, std::span<const IndexItem> items, DType value_dtype,
                         const void* value, AssignOp op) {
  const int64_t one[] = {1};
  auto shape = Shape::Create(one);
  STRATA_RETURN_IF_ERROR(shape);
  auto scalar = Tensor::Allocate(value_dtype, shape.value(), false);
  STRATA_RETURN_IF_ERROR(scalar);
  std::memcpy(scalar->origin(), value, static_cast<size_t>(scalar->element_size()));
  return IndexAssign(t, items, scalar.value(), op);
}

}  // namespace strata
