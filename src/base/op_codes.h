// Operation codes shared by elementwise operations, comparisons and reductions, expanded from the
// op tables of strata/strata_tables.h: the values equal the public STRATA_OP_* constants, and the
// table an op is listed in is its category.
#pragma once

#include <cstdint>
#include <string_view>
#include <type_traits>

#include "strata/strata_tables.h"

namespace strata {

// ElementwiseOp::k<Name> for each row of STRATA_OP_TABLE.
#define STRATA_OP_ENUMERATOR(public_name, name, value, text) k##name = value,
enum class ElementwiseOp : int32_t { STRATA_OP_TABLE(STRATA_OP_ENUMERATOR) };
#undef STRATA_OP_ENUMERATOR

enum class OpCategory { kUnknown, kUnary, kBinary, kComparison, kPredicate, kReduction };

// The category of a raw op code (kUnknown for codes that name no operation). Inline: every
// elementwise call asks it once or more before any work.
constexpr OpCategory CategoryOf(int32_t code) {
#define STRATA_CATEGORY_CASE(public_name, name, value, text) case value:
  switch (code) {
    STRATA_UNARY_OP_TABLE(STRATA_CATEGORY_CASE) return OpCategory::kUnary;
    STRATA_BINARY_OP_TABLE(STRATA_CATEGORY_CASE) return OpCategory::kBinary;
    STRATA_COMPARISON_OP_TABLE(STRATA_CATEGORY_CASE) return OpCategory::kComparison;
    STRATA_PREDICATE_OP_TABLE(STRATA_CATEGORY_CASE) return OpCategory::kPredicate;
    STRATA_REDUCTION_OP_TABLE(STRATA_CATEGORY_CASE) return OpCategory::kReduction;
    default:
      return OpCategory::kUnknown;
  }
#undef STRATA_CATEGORY_CASE
}

// "add", "index_of_max", ... ("unknown" for other codes).
std::string_view OpName(ElementwiseOp op);

// Calls fn(std::integral_constant<ElementwiseOp, op>{}) for a runtime op of the given table, so
// that kernels are instantiated per op. Precondition: op belongs to the table.
#define STRATA_OP_CASE(public_name, name, value, text) \
  case ElementwiseOp::k##name:                          \
    return fn(std::integral_constant<ElementwiseOp, ElementwiseOp::k##name>{});
#define STRATA_DEFINE_OP_VISITOR(Visitor, TABLE)      \
  template <class Fn>                                 \
  decltype(auto) Visitor(ElementwiseOp op, Fn&& fn) { \
    switch (op) {                                     \
      TABLE(STRATA_OP_CASE)                           \
      default: break;                                 \
    }                                                 \
    __builtin_unreachable();                          \
  }
STRATA_DEFINE_OP_VISITOR(VisitUnaryOp, STRATA_UNARY_OP_TABLE)
STRATA_DEFINE_OP_VISITOR(VisitBinaryOp, STRATA_BINARY_OP_TABLE)
STRATA_DEFINE_OP_VISITOR(VisitComparisonOp, STRATA_COMPARISON_OP_TABLE)
STRATA_DEFINE_OP_VISITOR(VisitPredicateOp, STRATA_PREDICATE_OP_TABLE)
#undef STRATA_DEFINE_OP_VISITOR
#undef STRATA_OP_CASE

}  // namespace strata
