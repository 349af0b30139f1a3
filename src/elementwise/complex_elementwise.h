// Row functions of the elementwise operations on complex64 and complex128 elements, for the one
// elementwise executor (elementwise_unary_binary.cpp, which takes them from
// elementwise_kernel_select.cpp): it validates and plans the call, these compute rows.
// complex_scalar.h states each operation's semantics.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "base/dtype.h"
#include "base/op_codes.h"

namespace strata {

// Operand 0 is the output, then the inputs; strides in bytes. `n` is unused (the integer operand
// of the real unary ops).
using ComplexUnaryRow = void (*)(const std::array<std::byte*, 2>&, int64_t,
                                 const std::array<int64_t, 2>&, int64_t n);
using ComplexBinaryRow = void (*)(const std::array<std::byte*, 3>&, int64_t,
                                  const std::array<int64_t, 3>&);

// The row of a unary op on a complex dtype: negate, conjugate, abs (into the part dtype),
// reciprocal, sqrt, exp, expm1, log, log2, log10, logp1, sin, cos, tan, asin, acos, atan, sinh,
// cosh, tanh, asinh, acosh, atanh. nullptr for any other op or a real dtype.
ComplexUnaryRow SelectComplexUnary(ElementwiseOp op, DType dtype);
// The row of a binary op (add, subtract, multiply, divide, pow) or of the EQUALS comparison (into
// bool: both parts equal) on a complex dtype. nullptr for any other op or a real dtype.
ComplexBinaryRow SelectComplexBinary(ElementwiseOp op, DType dtype);

}  // namespace strata
