// The destination checks every elementwise-style write shares (elementwise ops, clamp,
// conversions): writability, inputs broadcasting to the destination, repeated destination
// storage only where every input repeats too, and the overlap rule — all before any write.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include <hwy/cache_control.h>

#include "copy/loop_nest.h"
#include "copy/nest_parts.h"
#include "copy/overlap.h"
#include "layout/tensor.h"

namespace strata {

struct NamedInput {
  const Tensor* tensor;
  const char* name;  // "x", "y" in messages
};

// The rows of a validated write into a destination: `rows` in the destination's memory order
// (for the work) and `logical` in row-major order (for checks that must report the first
// failing element; only built when asked for).
template <size_t N>
struct DestinationRows {
  LoopNest<N> rows;
  LoopNest<N> logical;
};

// Validates writing a function of the N − 1 inputs into destination, then lays out the rows:
// operand 0 is the destination, operand k the input k − 1 broadcast to the destination's
// lengths. Errors, in this order: read-only destination → kReadOnly; an input that does not
// broadcast to the destination → kShapeMismatch; destination stride 0 on a dimension of
// length > 1 where an input varies → kInvalidArgument; an overlap `rule` does not allow →
// kOverlap. When the destination is dense and every input is a dense view of its lengths, the
// write is one contiguous row and only the first and the last check can fail, so only they run:
// this keeps calls on a few thousand elements cheap.
// The plan is written into *plan (filled in place: a call on a few thousand elements should not
// pay for moving two loop nests).
template <size_t N>
Status PlanDestinationWrite(std::string_view operation, const std::array<NamedInput, N - 1>& inputs,
                            const Tensor& destination, OverlapRule rule, bool logical_too,
                            DestinationRows<N>* plan);

// Whether a write into destination from `inputs` may skip the plan: every check of
// PlanDestinationWrite passes and its rows are one contiguous row that ExecuteRows would run on
// the calling thread with StoreMode::kCached. True when the destination is writable, dense and
// non-empty, writes fewer than kParallelCopyBytes, and every input is a dense view of its lengths
// and element size that is either the destination's own view (same origin and strides) or in
// disjoint bytes. False says nothing about validity: the caller then plans the write.
template <size_t N>
bool IsSmallDenseWrite(const std::array<const Tensor*, N - 1>& inputs, const Tensor& destination);

// Runs check(pointers, length, byte_strides) → Status over every row of `nest` in its order (the
// `logical` nest of a plan: row-major); the first failure stops the walk and is returned.
template <size_t N, class Check>
Status CheckRows(const LoopNest<N>& nest, const std::array<std::byte*, N>& origins, Check&& check) {
  Status failure;
  WalkRows(nest, origins,
           [&](const std::array<std::byte*, N>& p, int64_t len, const std::array<int64_t, N>& s) {
             failure = check(p, len, s);
             return failure.ok();
           });
  return failure;
}

// kDTypeMismatch naming op unless the destination's element type is `expected`.
Status CheckDestinationDType(const Tensor& destination, DType expected, std::string_view op);

// A new dense, writable tensor of the given lengths (kOutOfMemory, or the Shape::Create errors).
Result<Tensor> NewDense(DType dtype, std::span<const int64_t> lengths);

// Runs row(pointers, length, byte_strides, store_mode) over every row of a validated plan's
// `rows` (operand 0 the destination, of destination_element_size bytes), the one executor of
// elementwise-style writes: work writing kParallelCopyBytes or more is cut into disjoint parts
// run on the copy engine's threads (nest_parts.h), so row runs concurrently on distinct rows and
// must not throw; work writing kStreamingStoreBytes or more gets StoreMode::kStreaming, fenced
// on every thread before it returns.
template <size_t N, class Row>
void ExecuteRows(const LoopNest<N>& rows, const std::array<std::byte*, N>& origins,
                 int64_t destination_element_size, const Row& row) {
  const StoreMode mode = StoreModeFor(DestinationBytes(rows, destination_element_size));
  RunNestInParts(rows, origins, destination_element_size,
                 [&](const LoopNest<N>& part, const std::array<std::byte*, N>& at) {
                   WalkRows(part, at,
                            [&](const std::array<std::byte*, N>& p, int64_t len,
                                const std::array<int64_t, N>& s) { row(p, len, s, mode); });
                   if (mode == StoreMode::kStreaming) hwy::FlushStream();
                 });
}

// Writes f(x) elementwise into destination: validates as PlanDestinationWrite for the one input x
// (elementwise overlap rule), then calls row(out, in, length, out_byte_stride, in_byte_stride)
// for every row through ExecuteRows. Nothing is written on failure.
template <class Row>
Status MapRowsInto(std::string_view operation, const Tensor& x, const Tensor& destination,
                   Row&& row) {
  if (IsSmallDenseWrite<2>({&x}, destination)) {
    row(destination.origin(), x.origin(), destination.shape().flattened_length(),
        destination.element_size(), x.element_size());
    return Status::Ok();
  }
  DestinationRows<2> plan;
  STRATA_RETURN_IF_ERROR(PlanDestinationWrite<2>(operation, {{{&x, "x"}}}, destination,
                                                 OverlapRule::kElementwise, false, &plan));
  ExecuteRows(plan.rows, {destination.origin(), x.origin()}, destination.element_size(),
              [&](const std::array<std::byte*, 2>& p, int64_t len, const std::array<int64_t, 2>& s,
                  StoreMode) { row(p[0], p[1], len, s[0], s[1]); });
  return Status::Ok();
}

}  // namespace strata
