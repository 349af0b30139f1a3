// DLPack layout rules shared by export and import: which DLPack element types map to which
// DType, how a DLPack shape (strides optional, possibly garbage on irrelevant dimensions) becomes
// a validated Shape, and which strides a Shape publishes. The C structs live in the C ABI layer.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "base/dtype.h"
#include "layout/shape.h"
#include "base/status.h"

namespace strata {

// The DType of a DLPack element type. Errors: lanes ≠ 1 or a (code, bits) pair that is not one
// of the thirteen dtypes → kDTypeMismatch naming the three fields.
Result<DType> DTypeFromDLPack(uint8_t code, uint8_t bits, uint16_t lanes);

// Whether a tensor of dtype can be exported: DLPack has no type for opaque elements (its
// kDLOpaqueHandle has at most 255 bits). Error: an opaque dtype → kDTypeMismatch.
Status CheckDLPackExportable(DType dtype);

// The Shape of a DLPack tensor. lengths empty (DLPack ndim 0, a scalar) → [1]. strides empty →
// row-major. Otherwise a stride on a dimension of length ≤ 1, or on any dimension of an empty
// tensor, is ignored (it addresses nothing); the rest must be nonnegative and must not alias.
// Errors: rank above kMaxRank, a negative length, a negative stride that matters →
// kArgumentOutOfRange; aliasing strides → kInvalidArgument; counts overflow → kOverflow.
Result<Shape> ShapeFromDLPack(std::span<const int64_t> lengths, std::span<const int64_t> strides);

// The strides to publish for shape: its own strides, except that dimensions of length ≤ 1 and
// all dimensions of an empty shape (stored as 0) get the compact row-major value — the next
// inner dimension's published stride times max(its length, 1), 1 for the innermost.
std::vector<int64_t> StridesForDLPack(const Shape& shape);

}  // namespace strata
