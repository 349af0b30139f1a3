#include "base/op_codes.h"

namespace strata {

OpCategory CategoryOf(int32_t code) {
#define STRATA_CATEGORY_CASE(name, value, text) case value:
  switch (code) {
    STRATA_UNARY_OPS(STRATA_CATEGORY_CASE) return OpCategory::kUnary;
    STRATA_BINARY_OPS(STRATA_CATEGORY_CASE) return OpCategory::kBinary;
    STRATA_COMPARISON_OPS(STRATA_CATEGORY_CASE) return OpCategory::kComparison;
    STRATA_PREDICATE_OPS(STRATA_CATEGORY_CASE) return OpCategory::kPredicate;
    STRATA_REDUCTION_OPS(STRATA_CATEGORY_CASE) return OpCategory::kReduction;
    default: return OpCategory::kUnknown;
  }
#undef STRATA_CATEGORY_CASE
}

std::string_view OpName(ElementwiseOp op) {
#define STRATA_NAME_CASE(name, value, text) case ElementwiseOp::name: return text;
  switch (op) {
    STRATA_UNARY_OPS(STRATA_NAME_CASE)
    STRATA_BINARY_OPS(STRATA_NAME_CASE)
    STRATA_COMPARISON_OPS(STRATA_NAME_CASE)
    STRATA_PREDICATE_OPS(STRATA_NAME_CASE)
    STRATA_REDUCTION_OPS(STRATA_NAME_CASE)
  }
#undef STRATA_NAME_CASE
  return "unknown";
}

}  // namespace strata
