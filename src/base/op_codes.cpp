#include "base/op_codes.h"

namespace strata {

OpCategory CategoryOf(int32_t code) {
#define STRATA_CATEGORY_CASE(public_name, name, value, text) case value:
  switch (code) {
    STRATA_UNARY_OP_TABLE(STRATA_CATEGORY_CASE) return OpCategory::kUnary;
    STRATA_BINARY_OP_TABLE(STRATA_CATEGORY_CASE) return OpCategory::kBinary;
    STRATA_COMPARISON_OP_TABLE(STRATA_CATEGORY_CASE) return OpCategory::kComparison;
    STRATA_PREDICATE_OP_TABLE(STRATA_CATEGORY_CASE) return OpCategory::kPredicate;
    STRATA_REDUCTION_OP_TABLE(STRATA_CATEGORY_CASE) return OpCategory::kReduction;
    default: return OpCategory::kUnknown;
  }
#undef STRATA_CATEGORY_CASE
}

std::string_view OpName(ElementwiseOp op) {
#define STRATA_NAME_CASE(public_name, name, value, text) \
  case ElementwiseOp::k##name: return text;
  switch (op) { STRATA_OP_TABLE(STRATA_NAME_CASE) }
#undef STRATA_NAME_CASE
  return "unknown";
}

}  // namespace strata
