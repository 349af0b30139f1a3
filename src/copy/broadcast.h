// Unidirectional broadcasting of a source to a destination shape (spec §5.1) and the three
// broadcast operations: a zero-stride view, an allocating copy, and a copy into a destination.
//
// Compatibility: right-align the lengths; every aligned source length equals the destination
// length or is 1 (a 1 broadcasts to any length, including 0); extra leading source dimensions
// must be 1; extra leading destination dimensions are free.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "layout/shape.h"
#include "base/small_vector.h"
#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

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

// A view of source with the given lengths sharing its storage (zero strides where broadcast).
// Errors: incompatible → kShapeMismatch; a negative length → kArgumentOutOfRange.
Result<Tensor> BroadcastView(const Tensor& source, std::span<const int64_t> lengths);

// A new dense tensor of the given lengths (empty list → [0]) holding source broadcast.
// Errors: as BroadcastView; kOutOfMemory.
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
