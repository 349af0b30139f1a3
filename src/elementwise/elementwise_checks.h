// The argument checks the elementwise ops start with: the op's category, equal operand dtypes,
// and the op being defined for the dtype. They run on every call, so the passing test is inline
// and the message is built out of line. Internal to elementwise/.
#pragma once

#include "base/dtype.h"
#include "base/op_codes.h"
#include "base/status.h"
#include "layout/tensor.h"

namespace strata::elementwise {

// kInvalidArgument: "op code <op> is not <expected>".
[[gnu::noinline, gnu::cold]] Status CategoryFailure(ElementwiseOp op, const char* expected);
// kDTypeMismatch naming both operands' element types.
[[gnu::noinline, gnu::cold]] Status DTypeFailure(const Tensor& x, const Tensor& y,
                                                 ElementwiseOp op);
// kDTypeMismatch: op is not defined for element type dtype.
Status Unsupported(ElementwiseOp op, DType dtype);

// Ok when ok, else CategoryFailure(op, expected).
[[gnu::always_inline]] inline Status CheckCategory(ElementwiseOp op, bool ok,
                                                   const char* expected) {
  if (ok) [[likely]]
    return Status::Ok();
  return CategoryFailure(op, expected);
}

// Ok when x and y have the same dtype, else DTypeFailure.
[[gnu::always_inline]] inline Status CheckSameDType(const Tensor& x, const Tensor& y,
                                                    ElementwiseOp op) {
  if (x.dtype() == y.dtype()) [[likely]]
    return Status::Ok();
  return DTypeFailure(x, y, op);
}

}  // namespace strata::elementwise
