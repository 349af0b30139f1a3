// The per-element arithmetic of augmented index assignment (index_assign.h states the rules).
#pragma once

#include "base/status.h"
#include "indexing/assign_op.h"
#include "indexing/element_cast.h"

namespace strata {

// a op b for two numbers of the same kind. Errors: integer division/modulo by zero, integer
// power with a negative exponent → kInvalidArgument.
Result<Number> Combine(AssignOp op, const Number& a, const Number& b);

}  // namespace strata
