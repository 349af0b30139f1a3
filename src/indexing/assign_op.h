// The operators of index assignment: t[items] = value and the augmented forms t[items] op= value
// (index_assign.h states their rules). The values equal the public STRATA_ASSIGN_* constants.
#pragma once

#include <cstdint>

namespace strata {

enum class AssignOp : int32_t {
  kAssign = 0,
  kAdd = 1,
  kSubtract = 2,
  kMultiply = 3,
  kDivide = 4,
  kModulo = 5,
  kPower = 6,
  kFloorDivide = 7,
};

}  // namespace strata
