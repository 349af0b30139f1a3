// The broadcast view (spec §5.1; the rules are in layout/broadcast_rules.h): a source seen with
// larger lengths through zero strides, sharing its storage.
#pragma once

#include <cstdint>
#include <span>

#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// A view of source with the given lengths sharing its storage (zero strides where broadcast).
// Errors: incompatible → kShapeMismatch; a negative length → kArgumentOutOfRange.
Result<Tensor> BroadcastView(const Tensor& source, std::span<const int64_t> lengths);

}  // namespace strata
