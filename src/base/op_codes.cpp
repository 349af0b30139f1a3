#include "base/op_codes.h"

namespace strata {

std::string_view OpName(ElementwiseOp op) {
#define STRATA_NAME_CASE(public_name, name, value, text) \
  case ElementwiseOp::k##name: return text;
  switch (op) { STRATA_OP_TABLE(STRATA_NAME_CASE) }
#undef STRATA_NAME_CASE
  return "unknown";
}

}  // namespace strata
