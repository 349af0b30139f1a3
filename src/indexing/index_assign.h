// Index assignment t[items] = value and augmented assignment t[items] op= value (seed 003).
//
// The value is broadcast to the indexed shape (leading length-1 dimensions beyond its rank are
// dropped first) and cast to t's dtype (element_cast.h). Plain assignment to a view-shaped index
// with a value of t's dtype that does not share t's storage goes straight through CopyTo.
// Every other case first builds the complete new contents of the indexed positions in a
// temporary — the cast value, or for augmented assignment op(t[items], value) computed in t's
// dtype — and then writes them in row-major order of the index. Consequences, both intended:
// a value that overlaps t is read completely before the first write (NumPy's behaviour), and
// when an advanced index names a position more than once the last write in row-major order
// wins (for augmented assignment too: x[[0, 0]] += 1 adds 1 once).
//
// Arithmetic in t's dtype: integers wrap; // and % follow Python (floor division, remainder
// with the divisor's sign); integer / divides truncating toward zero; integer ** with a
// negative exponent, and integer / // % by zero, are errors; floats follow IEEE with Python's
// floor semantics for // and %; bool tensors compute on 0/1 and store "nonzero".
#pragma once

#include <cstdint>
#include <span>

#include "indexing/assign_op.h"
#include "indexing/indexing.h"
#include "layout/tensor.h"

namespace strata {

// Errors (nothing written on failure): t read-only → kReadOnly; index errors as PlanIndex;
// value not broadcastable to the indexed lengths → kShapeMismatch; integer division or modulo
// by zero, or an integer power with a negative exponent → kInvalidArgument; CopyTo's errors on
// its path (e.g. kInvalidArgument when t repeats storage where the value varies).
// An index that selects no element succeeds once those checks pass (any value that broadcasts
// to the empty lengths, any operator, any dtype), writes nothing and computes nothing, so no
// division by zero is reported (NumPy).
Status IndexAssign(const Tensor& t, std::span<const IndexItem> items, const Tensor& value,
                   AssignOp op);
// As IndexAssign with a one-element value of value_dtype at value.
Status IndexAssignScalar(const Tensor& t, std::span<const IndexItem> items, DType value_dtype,
                         const void* value, AssignOp op);

}  // namespace strata
