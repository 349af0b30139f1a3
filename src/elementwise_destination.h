// The destination checks every elementwise-style write shares (elementwise ops, clamp,
// conversions): writability, inputs broadcasting to the destination, repeated destination
// storage only where every input repeats too, and the overlap rule — all before any write.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string_view>
#include <vector>

#include "overlap.h"
#include "tensor.h"

namespace strata {

struct NamedInput {
  const Tensor* tensor;
  const char* name;  // "x", "y" in messages
};

// Each input's element strides over the destination's lengths, in input order.
// Errors: read-only destination → kReadOnly; an input that does not broadcast to the
// destination → kShapeMismatch; destination stride 0 on a dimension of length > 1 where an input
// varies → kInvalidArgument; an overlap `rule` does not allow → kOverlap.
Result<std::vector<std::vector<int64_t>>> ValidateDestination(
    std::string_view operation, std::initializer_list<NamedInput> inputs,
    const Tensor& destination, OverlapRule rule);

}  // namespace strata
