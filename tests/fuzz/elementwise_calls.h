// Decoded elementwise-family calls on a Session's handles: unary, binary and scalar ops and
// comparisons (allocating and _into, including into a view of an operand), compare_all/any,
// reductions, clamp and conversions. Operands are often views of the session's one arena that
// overlap the destination.
//
// Invariants, besides the Session's: a failed call changes no byte and writes no out; a
// successful call satisfies the documented dtype, shape, read-only and overlap rules (an operand
// sharing memory with the destination is exactly the destination's view, without repeated
// storage; a conversion shares none) and writes only the destination's logical positions. On
// integer dtypes add, subtract, multiply, min, max, the bitwise ops, negate, abs, increment,
// decrement, ones' complement, comparisons (also on float32/float64), clamp, sum, product, dot,
// the min/max reductions and integer-to-integer conversions (checked, saturating, truncating)
// must equal a naive reference computed here; an Abs of MinValue, a checked conversion out of
// range and a reduction the contract rejects must fail.
#pragma once

#include <cstddef>
#include <functional>

#include "fuzz_input.h"
#include "session.h"

namespace strata::fuzz {

class ElementwiseCalls {
 public:
  explicit ElementwiseCalls(Session& session) : s_(session), in_(session.input()) {}

  void Unary();
  void Binary();
  void CompareAllAny();
  void Reduce();
  void Clamp();
  void Convert();

 private:
  struct Plan;
  // Runs one call that writes a destination (or, when destination is NULL, returns a new tensor
  // through invoke's out) and checks it against the plan's reference.
  void Run(const Plan& plan, Session::Slot* destination,
           const std::function<strata_status(strata_tensor** out)>& invoke);
  // Picks from `ops`, or (rarely) any int32 op code.
  strata_op PickOp(const strata_op* ops, size_t count);

  Session& s_;
  FuzzInput& in_;
};

}  // namespace strata::fuzz
