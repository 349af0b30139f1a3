// Elementwise operations (spec §5): unary and binary arithmetic and math, comparisons and
// predicates into bool tensors and their All/Any forms, and clamping — each allocating a dense result or writing a
// destination.
//
// Validation happens before the first write, so a failed call leaves every operand as it was:
// op and dtype support, dtype of the destination, bidirectional broadcasting of the inputs
// (§5.2), unidirectional compatibility of the result with the destination (§5.1), a destination
// that repeats storage only where every input repeats too, the product document's overlap rule
// (each input is either disjoint from the destination or the same view of a destination without
// repeated storage), and for integer division and Abs the values themselves (division by zero,
// MinValue / -1 for 32/64-bit, Abs(MinValue)).
//
// Implemented in elementwise_unary_binary.cpp (Unary, Binary and their Into forms),
// elementwise_all_any.cpp (the All/Any forms) and clamp.cpp, over the rows that
// elementwise_kernel_select.cpp picks from elementwise_rows.h.
#pragma once

#include <cstdint>

#include "base/op_codes.h"
#include "layout/tensor.h"

namespace strata {

// The element type of a unary op's or predicate's result for an input of type x: bool for
// predicates, int32 for ILogB, x itself otherwise.
DType UnaryResultDType(ElementwiseOp op, DType x);

// Unary op (category kUnary) or predicate (kPredicate) of x into a new dense tensor of x's
// lengths and of UnaryResultDType(op, x.dtype()). n is the integer operand of
// ShiftLeft/ShiftRight*/Rotate* (masked to the bit width) and RootN, and is ignored by other ops.
// Errors: neither a unary op nor a predicate → kInvalidArgument; op not defined for the dtype →
// kDTypeMismatch; Abs of the most negative integer → kOverflow; kOutOfMemory.
Result<Tensor> Unary(ElementwiseOp op, const Tensor& x, int64_t n);
// As Unary into destination (of the result dtype; x must broadcast to it). Further errors: the
// destination's dtype differs → kDTypeMismatch; read-only destination → kReadOnly; x does not
// broadcast to the destination → kShapeMismatch; the destination repeats storage where x varies
// → kInvalidArgument; unsupported overlap → kOverlap.
Status UnaryInto(ElementwiseOp op, const Tensor& x, int64_t n, const Tensor& destination);

// Whether the predicate holds for all (or any) elements of x, visiting them in row-major order
// and stopping at the first decisive one. Empty: All true, Any false. Errors: not a predicate →
// kInvalidArgument; bool dtype → kDTypeMismatch.
Result<bool> PredicateAll(ElementwiseOp op, const Tensor& x);
Result<bool> PredicateAny(ElementwiseOp op, const Tensor& x);

// Binary op or comparison of x and y (same dtype) over their broadcast lengths, into a new dense
// tensor (dtype of x; bool for comparisons). Errors: not a binary op or comparison →
// kInvalidArgument; dtypes differ or op undefined for it → kDTypeMismatch; lengths do not
// broadcast → kShapeMismatch; broadcast element count beyond int64 → kArgumentOutOfRange;
// integer Divide, FloorDivide or Modulo by zero → kInvalidArgument; Int32/Int64 MinValue / -1
// → kOverflow (Divide only; FloorDivide wraps).
Result<Tensor> Binary(ElementwiseOp op, const Tensor& x, const Tensor& y);
// As Binary into destination; the broadcast result must broadcast to the destination's lengths
// (leading length-1 dimensions may be dropped). Further errors as UnaryInto.
Status BinaryInto(ElementwiseOp op, const Tensor& x, const Tensor& y, const Tensor& destination);

// Whether the comparison holds for all (or any) broadcast element pairs, visiting them in
// row-major order and stopping at the first decisive one. Empty: All true, Any false.
// Errors as Binary (no division).
Result<bool> CompareAll(ElementwiseOp op, const Tensor& x, const Tensor& y);
Result<bool> CompareAny(ElementwiseOp op, const Tensor& x, const Tensor& y);

// A one-element tensor of lengths [1] holding *value (one element of dtype): the scalar side of
// tensor ⊕ scalar and scalar ⊕ tensor, which broadcasts like a scalar.
Result<Tensor> ScalarOperand(DType dtype, const void* value);

// Math.Clamp per element: min_value if x < min_value, max_value if x > max_value, else x (a NaN
// x stays NaN). min_value/max_value point to one element of x's dtype. Errors: bool dtype →
// kDTypeMismatch; min_value > max_value → kArgumentOutOfRange; as UnaryInto.
Result<Tensor> Clamp(const Tensor& x, const void* min_value, const void* max_value);
Status ClampInto(const Tensor& x, const void* min_value, const void* max_value,
                 const Tensor& destination);

}  // namespace strata
