// Resize (spec §2.13): logical elements in row-major order are carried over up to the smaller
// count; the remaining logical positions of the result get zero (default(T)). Unlike NumPy's
// np.resize nothing repeats.
#pragma once

#include <cstdint>
#include <span>

#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// A new dense tensor of the given lengths (empty list → [0]) of the source's dtype holding the
// first min(n_source, n_result) logical source elements, then zeros.
// Errors: a negative length → kArgumentOutOfRange; counts overflow → kOverflow; kOutOfMemory.
Result<Tensor> Resize(const Tensor& source, std::span<const int64_t> lengths);

// Writes the first min(n_source, n_destination) logical source elements to the destination's
// first logical positions and zero to its remaining logical positions; gaps are untouched.
// Errors (nothing written): dtypes differ → kDTypeMismatch; read-only → kReadOnly; destination
// with stride 0 on a dimension of length > 1 → kInvalidArgument; destination strides aliasing,
// or an overlap other than dense source with dense destination → kOverlap.
Status ResizeTo(const Tensor& source, const Tensor& destination);

}  // namespace strata
