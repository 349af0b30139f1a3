// FilteredUpdate (spec §2.17): where a boolean filter (broadcast to the tensor) is true, write
// one value or the corresponding element of a values tensor (broadcast to the tensor).
#pragma once

#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// value points to one element of the tensor's dtype.
// Errors (nothing written): read-only → kReadOnly; filter not bool → kDTypeMismatch; filter not
// broadcast-compatible with the tensor → kShapeMismatch; tensor repeating storage where the
// filter varies → kInvalidArgument; aliasing tensor strides or a filter overlapping the tensor →
// kOverlap.
Status FilteredUpdate(const Tensor& tensor, const Tensor& filter, const void* value);
// As above with values of the tensor's dtype (else kDTypeMismatch), broadcast to the tensor
// (else kShapeMismatch). Values may overlap the tensor only as the identical view without
// repeated storage (the elementwise rule); any other overlap → kOverlap.
Status FilteredUpdate(const Tensor& tensor, const Tensor& filter, const Tensor& values);

}  // namespace strata
