// The destination checks every elementwise-style write shares (elementwise ops, clamp,
// conversions): writability, inputs broadcasting to the destination, repeated destination
// storage only where every input repeats too, and the overlap rule — all before any write.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string_view>
#include <vector>

#include "loop_nest.h"
#include "overlap.h"
#include "tensor.h"

namespace strata {

struct NamedInput {
  const Tensor* tensor;
  const char* name;  // "x", "y" in messages
};

// At most this many inputs per ValidateDestination call.
inline constexpr size_t kMaxNamedInputs = 2;

// Each input's element strides over the destination's lengths, in input order (entries past the
// number of inputs stay empty).
// Errors: read-only destination → kReadOnly; an input that does not broadcast to the
// destination → kShapeMismatch; destination stride 0 on a dimension of length > 1 where an input
// varies → kInvalidArgument; an overlap `rule` does not allow → kOverlap.
Result<std::array<DimVector, kMaxNamedInputs>> ValidateDestination(
    std::string_view operation, std::initializer_list<NamedInput> inputs,
    const Tensor& destination, OverlapRule rule);

// kDTypeMismatch naming op unless the destination's element type is `expected`.
Status CheckDestinationDType(const Tensor& destination, DType expected, std::string_view op);

// A new dense, writable tensor of the given lengths (kOutOfMemory, or the Shape::Create errors).
Result<Tensor> NewDense(DType dtype, std::span<const int64_t> lengths);

// Writes f(x) elementwise into destination: validates as ValidateDestination for the one input x
// (elementwise overlap rule), then calls row(out, in, length, out_byte_stride, in_byte_stride)
// for every row, the destination's memory order outermost. Nothing is written on failure.
template <class Row>
Status MapRowsInto(std::string_view operation, const Tensor& x, const Tensor& destination,
                   Row&& row) {
  auto strides = ValidateDestination(operation, {{&x, "x"}}, destination, OverlapRule::kElementwise);
  STRATA_RETURN_IF_ERROR(strides);
  const auto nest = BuildLoopNest<2>(destination.shape().lengths(),
                                     {destination.shape().strides(), (*strides)[0]},
                                     {destination.element_size(), x.element_size()},
                                     DimensionOrder::kDestinationFirst);
  WalkRows(nest, {destination.origin(), x.origin()},
           [&](const std::array<std::byte*, 2>& p, int64_t len, const std::array<int64_t, 2>& s) {
             row(p[0], p[1], len, s[0], s[1]);
           });
  return Status::Ok();
}

}  // namespace strata
