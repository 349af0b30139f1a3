// Kernel selection for the elementwise ops: each call resolves (op, dtype) once to the typed rows
// that run it (elementwise_rows.h) and to the vector kernels that take over the rows they cover.
// Internal to elementwise/.
#pragma once

#include "base/dtype.h"
#include "base/op_codes.h"
#include "elementwise/elementwise_rows.h"
#include "kernels/elementwise_kernels.h"

namespace strata::elementwise {

struct UnaryKernel {
  UnaryRow row = nullptr;  // nullptr: op undefined for the dtype
  UnaryCheck check = nullptr;
  MathRow<2> math = nullptr;  // replaces row where set
  VectorUnaryRow vector = nullptr;  // takes contiguous rows where set
  RootNRow root_n = nullptr;        // takes the rows it accepts where set
};
struct BinaryKernel {
  BinaryRow row = nullptr;
  BinaryCheck check = nullptr;
  MathRow<3> math = nullptr;  // replaces row where set
  VectorBinaryRow vector = nullptr;  // takes VectorLayout rows where set
};

// The rows of a unary op or predicate (any other op: row == nullptr) on elements of dtype; check
// is set where some values have no result (Abs of a signed integer).
UnaryKernel SelectUnary(ElementwiseOp op, DType dtype);
// The rows of a binary op or comparison (any other op: row == nullptr) on elements of dtype;
// check is set for integer division (Divide, FloorDivide, Modulo).
BinaryKernel SelectBinary(ElementwiseOp op, DType dtype);

}  // namespace strata::elementwise
