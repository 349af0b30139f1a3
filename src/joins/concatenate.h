// Concatenate and ConcatenateOnDimension (spec §2.14).
//
// Shapes are compared modulo leading 1s: the result has the first input's rank, every input is
// padded with or stripped of leading length-1 dimensions to that rank, and all dimensions but
// the concatenated one must match. Dimension −1 flattens every input in logical order into
// [Σ n_i]. Destination forms validate everything (shapes, destination layout, every input
// against the destination for overlap) before the first write.
#pragma once

#include <cstdint>
#include <span>

#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// A new dense tensor joining the inputs along `dimension` (−1: flattened).
// Errors: fewer than 2 inputs, dimension outside [−1, rank of the first input) →
// kInvalidArgument; dtypes differ → kDTypeMismatch; other dimensions differ → kShapeMismatch;
// kOutOfMemory.
Result<Tensor> ConcatenateOnDimension(std::span<const Tensor> inputs, int32_t dimension);
// ConcatenateOnDimension along dimension 0.
Result<Tensor> Concatenate(std::span<const Tensor> inputs);

// Writes the concatenation into destination, whose lengths must equal the result's modulo
// leading 1s (for −1: only the element count must match; the destination is filled in its
// own logical order). Errors as above, plus: destination lengths → kShapeMismatch; read-only →
// kReadOnly; destination with stride 0 on a dimension of length > 1 → kInvalidArgument;
// aliasing destination strides or any input overlapping the destination → kOverlap.
Status ConcatenateOnDimensionInto(std::span<const Tensor> inputs, int32_t dimension,
                                  const Tensor& destination);

// Checks shared by destination-taking joins (concatenate, stack): writable, no repeated
// storage, no aliasing strides, no input overlapping the destination.
Status CheckJoinDestination(std::span<const Tensor> inputs, const Tensor& destination,
                            const char* operation);

}  // namespace strata
