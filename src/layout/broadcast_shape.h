// Bidirectional broadcasting (spec §5.2): the result shape of x ⊕ y. (Unidirectional
// compatibility of a result with a destination lives in broadcast.h.)
//
// Shapes are right-aligned; the result rank is the larger rank; per dimension the lengths are
// equal or one of them is 1 (which yields the other, so 1 with 0 gives 0). Rank 0 counts as [0].
#pragma once

#include <cstdint>
#include <span>
#include "base/small_vector.h"
#include "base/status.h"

namespace strata {

// The broadcast lengths of x ⊕ y. Errors: a dimension pair that is neither equal nor has a 1 →
// kShapeMismatch; a result element count beyond int64 → kArgumentOutOfRange.
Result<DimVector> BroadcastLengths(std::span<const int64_t> x, std::span<const int64_t> y);

}  // namespace strata
