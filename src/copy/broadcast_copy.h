// Copies of a source broadcast to a destination shape (spec §5.1; the rules are in
// layout/broadcast_rules.h): into a new dense tensor, or into an existing destination.
#pragma once

#include <cstdint>
#include <span>

#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// A new dense tensor of the given lengths (empty list → [0]) holding source broadcast.
// Errors: incompatible → kShapeMismatch; a negative length → kArgumentOutOfRange; kOutOfMemory.
Result<Tensor> Broadcast(const Tensor& source, std::span<const int64_t> lengths);

// Writes source broadcast to the destination's lengths. Unlike CopyTo the source may have more
// elements than the destination ([1] into [0] writes nothing). Validates before writing.
// Errors: dtype differs → kDTypeMismatch; read-only destination → kReadOnly; incompatible
// shapes → kShapeMismatch; destination repeats storage where the source varies →
// kInvalidArgument; any overlap of source and destination (or aliasing destination strides) →
// kOverlap.
Status BroadcastInto(const Tensor& source, const Tensor& destination);
// As BroadcastInto, but incompatible shapes (or repeated destination storage where the source
// varies) give false with nothing written instead of an error.
Result<bool> TryBroadcastInto(const Tensor& source, const Tensor& destination);

}  // namespace strata
