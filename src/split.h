// Split (spec §2.16): equal parts along one dimension, each a new dense tensor.
#pragma once

#include <cstdint>
#include <vector>

#include "status.h"
#include "tensor.h"

namespace strata {

// split_count new dense tensors with length / split_count along `dimension`, in order.
// Errors: split_count ≤ 0 → kArgumentOutOfRange; dimension outside [0, rank) or a length not
// divisible by split_count → kInvalidArgument; kOutOfMemory.
Result<std::vector<Tensor>> Split(const Tensor& source, int64_t split_count, int32_t dimension);

// The checks of Split alone (same errors except kOutOfMemory), for counting pieces without
// making them.
Status CheckSplit(const Tensor& source, int64_t split_count, int32_t dimension);

}  // namespace strata
