// Copies between tensors and caller buffers (spec §2.6, §2.7): copy_to / try_copy_to with the
// source broadcast to the destination, flatten_to / try_flatten_to into a caller buffer, and
// copy from a row-major caller buffer into a (possibly strided) tensor.
//
// Every function validates dtype, writability, shapes, destination layout and overlap before
// its first write, so a failed call leaves every operand unchanged. Supported overlaps follow
// the product document's table (overlap.h); nothing allocates a snapshot. Execution goes
// through copy_engine.h (strided copies) or memmove (the supported dense overlaps).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "copy/overlap.h"
#include "base/small_vector.h"
#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// Copies source, broadcast to the destination's lengths, into destination in logical order.
// Errors (checked in this order, nothing written on failure):
//   dtypes differ → kDTypeMismatch; destination read-only → kReadOnly;
//   source has more elements than destination → kArgumentOutOfRange (.NET AOORE);
//   shapes not broadcast-compatible → kShapeMismatch (.NET ArgumentException);
//   destination repeats storage (stride 0, length > 1) where the source varies →
//   kInvalidArgument (.NET ArgumentException);
//   overlap other than dense/dense with equal counts or the identical view → kOverlap.
Status CopyTo(const Tensor& source, const Tensor& destination);

// As CopyTo, but returns false (nothing written) where CopyTo would fail with
// kArgumentOutOfRange, kShapeMismatch or kInvalidArgument. Other errors (kDTypeMismatch,
// kReadOnly, kOverlap) are still reported.
Result<bool> TryCopyTo(const Tensor& source, const Tensor& destination);

// Writes the source's logical elements in row-major order to destination[0, n) of a caller
// buffer of `capacity` elements of the source's dtype; the rest of the buffer is untouched.
// Errors: capacity < n → kInvalidArgument ("destination too short", .NET ArgumentException);
// capacity < 0 → kArgumentOutOfRange; destination NULL with capacity > 0 → kNullPointer;
// a non-dense source overlapping the buffer → kOverlap.
Status FlattenTo(const Tensor& source, void* destination, int64_t capacity);
// As FlattenTo, but a too-short buffer gives false with nothing written.
Result<bool> TryFlattenTo(const Tensor& source, void* destination, int64_t capacity);

// Copies data_length ≥ n row-major elements of the destination's dtype from a caller buffer
// into the destination's logical positions (gaps untouched).
// Errors: data_length < n or < 0 → kArgumentOutOfRange; data NULL with data_length > 0 →
// kNullPointer; read-only → kReadOnly; destination repeats storage → kInvalidArgument;
// overlap not allowed by the copy rule → kOverlap.
Status CopyFromBuffer(const void* data, int64_t data_length, const Tensor& destination);

// ---- Shared by the copy-like operations of the core ------------------------------------

// A copy whose operands passed validation: where the source starts, how it steps along each
// destination dimension (0 = broadcast; an operation may negate strides to walk backwards,
// moving `source` to the last element), and how source and destination relate in memory.
struct CopyPlan {
  const std::byte* source;
  DimVector source_strides;
  Overlap relation;
};

// Validates copying source broadcast into destination under an overlap rule: dtype
// (kDTypeMismatch), writability (kReadOnly), compatibility (kShapeMismatch), destination
// repeating storage where the source varies (kInvalidArgument), aliasing destination strides and
// unsupported overlap (kOverlap). Messages name `operation`.
Result<CopyPlan> PlanCopy(const Tensor& source, const Tensor& destination, OverlapRule rule,
                          std::string_view operation);

// Runs a validated plan: no overlap → the strided copy engine; the identical view → nothing to
// do; a supported dense overlap → memmove of the destination's elements.
void ExecuteCopy(const CopyPlan& plan, const Tensor& destination);

// Fails with kDTypeMismatch naming both dtypes when they differ.
Status CheckSameDType(const Tensor& a, const Tensor& b, std::string_view operation);

}  // namespace strata
