// Element conversion between dtypes: the cast used where a value is "cast to the tensor's dtype"
// (index assignment, Parameter.set_data), and the checked conversion of one scalar (ConvertFitting)
// used where a caller's scalar meets a tensor.
//
// Cast rules:
// Rules: integer → integer keeps the low bits (two's complement wrap, like a C cast through
// int64/uint64); floating → integer truncates toward zero, NaN gives 0 and values beyond the
// 64-bit range saturate before the low bits are kept; → float rounds to nearest; → bool is
// "nonzero" (NaN is true); bool → number is 0 or 1. float16/bfloat16 convert through float.
// → complex: a real value becomes (value, 0) and a complex value keeps both parts, each rounded
// to the part type. complex → real is not a cast (index assignment refuses it first).
#pragma once

#include <cstddef>
#include <cstdint>

#include "base/dtype.h"
#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// One element widened to the computation type of its dtype family.
struct Number {
  enum class Kind { kSigned, kUnsigned, kFloat } kind;
  int64_t i = 0;   // kSigned (bool too)
  uint64_t u = 0;  // kUnsigned
  double f = 0;    // kFloat (the real part of a complex element)
  double imag = 0;  // the imaginary part of a complex element; 0 for every other dtype
};

// Precondition of both: dtype is not opaque.
Number LoadNumber(DType dtype, const std::byte* element);
// Converts n to dtype by the rules above and writes one element.
void StoreNumber(DType dtype, std::byte* element, const Number& n);

// Converts the element of dtype `from` at value to one element of dtype `to` at out, when the
// value fits `to`; nothing is written otherwise. Rules: the same dtype copies the bytes; → an
// integer type or bool takes integral values within its range (bool: 0 and 1; bool → number is 0
// or 1); → a floating-point type rounds to nearest, keeps NaN and infinities, and refuses a finite
// value that would round to infinity; → complex converts each part by the floating-point rule (a
// real value becomes (value, 0)). Errors: a finite fractional value into an integer type or bool
// → kInvalidArgument; NaN, an infinity or any other value outside the range of `to` →
// kOverflow; a complex value into a real dtype, or an opaque dtype on one side only or of
// another size → kDTypeMismatch. Precondition: known dtypes; out holds ElementSize(to) bytes.
Status ConvertFitting(DType from, const std::byte* value, DType to, std::byte* out);

// Writes value, broadcast to destination's lengths (right-aligned; equal lengths or 1), cast to
// destination's dtype, into the dense tensor destination. Precondition: compatible lengths, and
// destination is dense and does not overlap value; an opaque destination takes only a value of
// its own dtype, whose bytes are copied.
void CastBroadcastInto(const Tensor& value, const Tensor& destination);

}  // namespace strata
