// Stack / StackAlongDimension (spec §2.15): joins inputs of equivalent shapes (modulo leading
// 1s) along a new dimension of length = input count inserted at `dimension` — each input gains
// a length-1 dimension there and the results are concatenated along it.
#pragma once

#include <cstdint>
#include <span>

#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// A new dense tensor. Errors: fewer than 2 inputs, dimension outside [0, rank] of the first
// input → kInvalidArgument; dtypes differ → kDTypeMismatch; shapes not equivalent modulo
// leading 1s → kShapeMismatch; kOutOfMemory.
Result<Tensor> StackAlongDimension(std::span<const Tensor> inputs, int32_t dimension);

// Into a destination whose lengths equal the result's modulo leading 1s. Errors as above and
// as ConcatenateOnDimensionInto (kReadOnly, kInvalidArgument for repeated destination storage,
// kOverlap), all before the first write.
Status StackAlongDimensionInto(std::span<const Tensor> inputs, int32_t dimension,
                               const Tensor& destination);

}  // namespace strata
