// Vector row kernels (Highway, dynamic dispatch) for the elementwise operations whose result is
// exactly rounded (add, subtract, multiply, divide, sqrt, negate, abs, integer min/max and
// bitwise ops), so they give the same bits as the scalar definitions in elementwise_scalar.h on
// every target. Everything else runs the scalar loop.
#pragma once

#include <cstddef>
#include <cstdint>

#include "base/dtype.h"
#include "base/op_codes.h"
#include "kernels/store_mode.h"

namespace strata {

// How the operands of one binary row are laid out: both contiguous, or one of them a single
// element repeated along the row (byte stride 0) and the other contiguous.
enum class RowLayout : int32_t { kContiguous = 0, kScalarLeft = 1, kScalarRight = 2 };

bool HasVectorBinary(ElementwiseOp op, DType dtype);
bool HasVectorUnary(ElementwiseOp op, DType dtype);

// out[i] = x[i] op y[i] for n contiguous elements (x or y repeated as layout says).
// Precondition: HasVectorBinary(op, dtype). Reads and writes exactly n elements. With
// StoreMode::kStreaming (ignored when out is x or y) the caller calls hwy::FlushStream() before
// the result must be visible to other threads.
void BinaryRowVector(ElementwiseOp op, DType dtype, std::byte* out, const std::byte* x,
                     const std::byte* y, int64_t n, RowLayout layout, StoreMode mode);
// out[i] = op(x[i]) for n contiguous elements. Precondition: HasVectorUnary(op, dtype).
void UnaryRowVector(ElementwiseOp op, DType dtype, std::byte* out, const std::byte* x, int64_t n,
                    StoreMode mode);

// The name of the Highway target dynamic dispatch currently selects (tests pin each target).
const char* ElementwiseDispatchTarget();

}  // namespace strata
