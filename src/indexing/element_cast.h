// Element conversion between dtypes, used where a value is "cast to the tensor's dtype"
// (index assignment, Parameter.set_data).
//
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

// Writes value, broadcast to destination's lengths (right-aligned; equal lengths or 1), cast to
// destination's dtype, into the dense tensor destination. Precondition: compatible lengths, and
// destination is dense and does not overlap value; an opaque destination takes only a value of
// its own dtype, whose bytes are copied.
void CastBroadcastInto(const Tensor& value, const Tensor& destination);

}  // namespace strata
