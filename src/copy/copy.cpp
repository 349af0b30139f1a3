#include "copy/copy.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "base/dtype.h"
#include "copy/copy_engine.h"
#include "layout/broadcast_rules.h"

namespace strata {
namespace {

// Room for n source elements and a compatible layout: what TryCopyTo requires.
bool CopyFits(const Tensor& source, const Tensor& destination) {
  const auto& lengths = destination.shape().lengths();
  return source.shape().flattened_length() <= destination.shape().flattened_length() &&
         IsBroadcastCompatible(source.shape().lengths(), lengths) &&
         !RepeatsWhereSourceVaries(destination.shape(), BroadcastStrides(source.shape(), lengths));
}

// A dense view of `lengths` over a caller buffer of `capacity` elements.
Result<Tensor> WrapBuffer(DType dtype, const void* data, int64_t capacity,
                          std::span<const int64_t> lengths, bool read_only) {
  auto shape = Shape::Create(lengths);
  STRATA_RETURN_IF_ERROR(shape);
  return Tensor::Wrap(dtype, const_cast<void*>(data), capacity, shape.value(), read_only, {});
}

Status CheckCapacity(int64_t capacity, const void* buffer) {
  if (capacity < 0) {
    return {StatusCode::kArgumentOutOfRange,
            fmt::format("buffer capacity {} is negative", capacity)};
  }
  if (buffer == nullptr && capacity > 0) {
    return {StatusCode::kNullPointer, fmt::format("buffer is NULL but its capacity is {}", capacity)};
  }
  return Status::Ok();
}

}  // namespace

Status CheckSameDType(const Tensor& a, const Tensor& b, std::string_view operation) {
  if (a.dtype() == b.dtype()) return Status::Ok();
  return {StatusCode::kDTypeMismatch,
          fmt::format("{}: element types {} and {} differ", operation, DTypeName(a.dtype()),
                      DTypeName(b.dtype()))};
}

Result<CopyPlan> PlanCopy(const Tensor& source, const Tensor& destination, OverlapRule rule,
                          std::string_view operation) {
  STRATA_RETURN_IF_ERROR(CheckSameDType(source, destination, operation));
  STRATA_RETURN_IF_ERROR(CheckWritable(destination, operation));
  const auto& lengths = destination.shape().lengths();
  STRATA_RETURN_IF_ERROR(CheckBroadcastCompatible(source.shape().lengths(), lengths,
                                                  StatusCode::kShapeMismatch, operation));
  DimVector strides = BroadcastStrides(source.shape(), lengths);
  if (RepeatsWhereSourceVaries(destination.shape(), strides)) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("{}: the destination (lengths {} strides {}) repeats storage along a "
                              "dimension where the source (lengths {}) varies",
                              operation, FormatList(lengths),
                              FormatList(destination.shape().strides()),
                              FormatList(source.shape().lengths()))};
  }
  STRATA_RETURN_IF_ERROR(CheckNoAliasing(destination, operation));
  auto relation = CheckOverlap(source, destination, rule, operation);
  STRATA_RETURN_IF_ERROR(relation);
  return CopyPlan{source.origin(), std::move(strides), relation.value()};
}

void ExecuteCopy(const CopyPlan& plan, const Tensor& destination) {
  const Shape& shape = destination.shape();
  switch (plan.relation) {
    case Overlap::kSameView:
      return;
    case Overlap::kShared:
      std::memmove(destination.origin(), plan.source,
                   static_cast<size_t>(shape.flattened_length() * destination.element_size()));
      return;
    case Overlap::kNone:
      CopyStrided(destination.origin(), shape.strides(), plan.source, plan.source_strides,
                  shape.lengths(), destination.element_size());
      return;
  }
}

Status CopyTo(const Tensor& source, const Tensor& destination) {
  STRATA_RETURN_IF_ERROR(CheckSameDType(source, destination, "copy_to"));
  STRATA_RETURN_IF_ERROR(CheckWritable(destination, "copy_to"));
  const int64_t n = source.shape().flattened_length();
  const int64_t m = destination.shape().flattened_length();
  if (n > m) {
    return {StatusCode::kArgumentOutOfRange,
            fmt::format("copy_to: the destination (lengths {}) has {} elements, fewer than the {} "
                        "of the source (lengths {})",
                        FormatList(destination.shape().lengths()), m, n,
                        FormatList(source.shape().lengths()))};
  }
  const int64_t bytes = n * destination.element_size();
  if (bytes < kParallelCopyBytes && source.shape().is_dense() && destination.shape().is_dense() &&
      std::ranges::equal(source.shape().lengths(), destination.shape().lengths())) {
    // Two dense views of the same lengths: whatever their overlap, the copy rule executes them
    // as one memmove (or, for the same view, writes nothing, which memmove also leaves). Below
    // the size where the engine would split the work, that memmove is the whole copy, so the
    // plan is skipped: small copies then cost little more than memmove itself.
    // An empty view over caller memory may have a NULL origin, which memmove may not be given.
    if (bytes > 0) std::memmove(destination.origin(), source.origin(), static_cast<size_t>(bytes));
    return Status::Ok();
  }
  auto plan = PlanCopy(source, destination, OverlapRule::kCopy, "copy_to");
  STRATA_RETURN_IF_ERROR(plan);
  ExecuteCopy(plan.value(), destination);
  return Status::Ok();
}

Result<bool> TryCopyTo(const Tensor& source, const Tensor& destination) {
  STRATA_RETURN_IF_ERROR(CheckSameDType(source, destination, "try_copy_to"));
  STRATA_RETURN_IF_ERROR(CheckWritable(destination, "try_copy_to"));
  if (!CopyFits(source, destination)) return false;
  STRATA_RETURN_IF_ERROR(CopyTo(source, destination));
  return true;
}

Result<bool> TryFlattenTo(const Tensor& source, void* destination, int64_t capacity) {
  STRATA_RETURN_IF_ERROR(CheckCapacity(capacity, destination));
  if (capacity < source.shape().flattened_length()) return false;
  auto buffer = WrapBuffer(source.dtype(), destination, capacity, source.shape().lengths(), false);
  STRATA_RETURN_IF_ERROR(buffer);
  auto plan = PlanCopy(source, buffer.value(), OverlapRule::kFlatten, "flatten_to");
  STRATA_RETURN_IF_ERROR(plan);
  ExecuteCopy(plan.value(), buffer.value());
  return true;
}

Status FlattenTo(const Tensor& source, void* destination, int64_t capacity) {
  auto copied = TryFlattenTo(source, destination, capacity);
  STRATA_RETURN_IF_ERROR(copied);
  if (copied.value()) return Status::Ok();
  return {StatusCode::kInvalidArgument,
          fmt::format("flatten_to: destination too short: capacity {} is less than the {} "
                      "elements of lengths {}",
                      capacity, source.shape().flattened_length(),
                      FormatList(source.shape().lengths()))};
}

Status CopyFromBuffer(const void* data, int64_t data_length, const Tensor& destination) {
  STRATA_RETURN_IF_ERROR(CheckCapacity(data_length, data));
  const int64_t n = destination.shape().flattened_length();
  if (data_length < n) {
    return {StatusCode::kArgumentOutOfRange,
            fmt::format("copy_from_buffer: data length {} is less than the {} elements of lengths {}",
                        data_length, n, FormatList(destination.shape().lengths()))};
  }
  auto source = WrapBuffer(destination.dtype(), data, data_length, destination.shape().lengths(),
                           true);
  STRATA_RETURN_IF_ERROR(source);
  auto plan = PlanCopy(source.value(), destination, OverlapRule::kCopy, "copy_from_buffer");
  STRATA_RETURN_IF_ERROR(plan);
  ExecuteCopy(plan.value(), destination);
  return Status::Ok();
}

}  // namespace strata
