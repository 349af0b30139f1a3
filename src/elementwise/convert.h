// Conversions between element types (.NET ConvertChecked / ConvertSaturating /
// ConvertTruncating) of every logical element, allocating or into a destination.
//
// Integer targets: checked fails on any value outside the target range (and on NaN);
// saturating clamps to the range (NaN → 0); truncating keeps the low bits of an integer source,
// and for a floating-point source behaves as saturating (as .NET 9+ does on every platform).
// Floating-point sources are truncated toward zero. Floating-point targets round to nearest
// even in every mode (overflow gives ±infinity and is not an error); float16/bfloat16 round
// from float32 (sources wider than float32 first round to float32). Bool is not converted.
#pragma once

#include <cstdint>

#include "base/dtype.h"
#include "layout/tensor.h"

namespace strata {

enum class ConvertMode : int32_t { kChecked = 0, kSaturating = 1, kTruncating = 2 };

// A target equal to x's dtype gives an exact copy (any dtype, bool, complex and opaque included).
// Errors: unknown mode → kInvalidArgument; a bool source or target of another dtype, or a
// complex source of a real target → kDTypeMismatch; checked
// mode with an element outside the target range → kOverflow (nothing written); kOutOfMemory.
Result<Tensor> Convert(const Tensor& x, DType target, ConvertMode mode);
// Into destination (its dtype is the target). Further errors: read-only → kReadOnly; x does not
// broadcast to it → kShapeMismatch; destination repeats storage where x varies →
// kInvalidArgument; any overlap of x and destination → kOverlap (different element types).
Status ConvertInto(const Tensor& x, const Tensor& destination, ConvertMode mode);

}  // namespace strata
