// Reverse and ReverseDimension (spec §2.12): allocating forms give a new dense tensor (never a
// negative-stride view); destination forms write the reversed source broadcast to the
// destination; the same dense view is reversed in place; no-op reversals succeed.
//
// `dimension` indexes the source's dimensions; −1 reverses every dimension, which reverses the
// whole logical element order.
#pragma once

#include <cstdint>

#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// A new dense tensor with the source's lengths and its logical elements in reverse order.
// Errors: kOutOfMemory.
Result<Tensor> Reverse(const Tensor& source);
// A new dense tensor with the source reversed along `dimension` (−1: all).
// Errors: dimension not −1 and outside [0, rank) → kInvalidArgument; kOutOfMemory.
Result<Tensor> ReverseDimension(const Tensor& source, int32_t dimension);

// Writes the source reversed along `dimension` (−1: all), broadcast to the destination's
// lengths. The identical dense view is reversed in place; a reversal that maps every element
// onto its own storage (each reversed dimension has length ≤ 1 or stride 0) succeeds on the
// identical view of any layout. Errors (nothing written): bad dimension → kInvalidArgument;
// dtypes differ → kDTypeMismatch; read-only → kReadOnly; incompatible shapes → kShapeMismatch;
// destination repeating storage where the source varies → kInvalidArgument; any other overlap
// (including the identical view with repeated storage) → kOverlap.
Status ReverseDimensionInto(const Tensor& source, const Tensor& destination, int32_t dimension);
// ReverseDimensionInto with dimension −1.
Status ReverseInto(const Tensor& source, const Tensor& destination);

}  // namespace strata
