// Split (spec §2.16): equal parts along one dimension, each a new dense tensor.
#pragma once

#include <cstdint>
#include <vector>

#include "views/split_views.h"
#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// The plan of Split (split_views.h): split_count pieces of length / split_count along
// `dimension`, each a new dense copy. Error: split_count ≤ 0 → kArgumentOutOfRange; check:
// dimension outside [0, rank) or a length not divisible by split_count → kInvalidArgument (so
// a count that cannot be handed out is reported before these).
Result<SplitPlan> PlanSplit(const Tensor& source, int64_t split_count, int32_t dimension);

// split_count new dense tensors with length / split_count along `dimension`, in order.
// Errors: those of PlanSplit; kOutOfMemory.
Result<std::vector<Tensor>> Split(const Tensor& source, int64_t split_count, int32_t dimension);

}  // namespace strata
