// The broadcasting rules (spec §5): which shapes broadcast to which, and the strides that read a
// source broadcast to a destination shape. The operations built on them live above: the
// zero-stride view in views/broadcast_view.h, the copies in copy/broadcast_copy.h.
//
// Unidirectional (a source to a destination, spec §5.1): right-align the lengths; every aligned
// source length equals the destination length or is 1 (a 1 broadcasts to any length, including
// 0); extra leading source dimensions must be 1; extra leading destination dimensions are free.
//
// Bidirectional (x ⊕ y, spec §5.2): shapes are right-aligned; the result rank is the larger
// rank; per dimension the lengths are equal or one of them is 1 (which yields the other, so 1
// with 0 gives 0). Rank 0 counts as [0].
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "base/small_vector.h"
#include "base/status.h"
#include "layout/shape.h"

namespace strata {

// The broadcast lengths of x ⊕ y. Errors: a dimension pair that is neither equal nor has a 1 →
// kShapeMismatch; a result element count beyond int64 → kArgumentOutOfRange.
Result<DimVector> BroadcastLengths(std::span<const int64_t> x, std::span<const int64_t> y);

// True when source_lengths broadcast (unidirectionally) to destination_lengths.
bool IsBroadcastCompatible(std::span<const int64_t> source_lengths,
                           std::span<const int64_t> destination_lengths);

// Fails with `code` (naming `operation` and both shapes) when the source cannot broadcast.
Status CheckBroadcastCompatible(std::span<const int64_t> source_lengths,
                                std::span<const int64_t> destination_lengths, StatusCode code,
                                std::string_view operation);

// The source's element strides aligned to destination_lengths: 0 on broadcast and on extra
// leading destination dimensions. Precondition: compatible.
DimVector BroadcastStrides(const Shape& source, std::span<const int64_t> destination_lengths);

// True when the destination repeats storage (stride 0 on a dimension of length > 1) where the
// aligned source has a nonzero stride, so it could not hold the distinct source values.
bool RepeatsWhereSourceVaries(const Shape& destination,
                              std::span<const int64_t> aligned_source_strides);

// Shape equivalence modulo leading 1s (spec §2.14, §2.18): equal after dropping leading
// length-1 dimensions from both ([1, 2, 3] ≡ [2, 3]; [1] ≡ [1, 1]).
bool EquivalentModuloLeadingOnes(std::span<const int64_t> a, std::span<const int64_t> b);

}  // namespace strata
