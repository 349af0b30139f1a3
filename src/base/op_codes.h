// Operation codes shared by elementwise operations, comparisons and reductions. The numeric
// values equal the public STRATA_OP_* constants and never change; ranges mark the category.
#pragma once

#include <cstdint>
#include <string_view>

namespace strata {

// X(name, value, text) lists, one per category.
#define STRATA_UNARY_OPS(X)                                                                   \
  X(kNegate, 1, "negate") X(kAbs, 2, "abs") X(kSqrt, 3, "sqrt") X(kExp, 4, "exp")              \
  X(kLog, 5, "log") X(kExp2, 6, "exp2") X(kExp10, 7, "exp10") X(kExpM1, 8, "expm1")            \
  X(kLog2, 9, "log2") X(kLog10, 10, "log10") X(kLogP1, 11, "logp1") X(kSin, 12, "sin")          \
  X(kCos, 13, "cos") X(kTan, 14, "tan") X(kAsin, 15, "asin") X(kAcos, 16, "acos")               \
  X(kAtan, 17, "atan") X(kSinh, 18, "sinh") X(kCosh, 19, "cosh") X(kTanh, 20, "tanh")           \
  X(kAsinh, 21, "asinh") X(kAcosh, 22, "acosh") X(kAtanh, 23, "atanh") X(kCbrt, 24, "cbrt")     \
  X(kCeiling, 25, "ceiling") X(kFloor, 26, "floor") X(kRound, 27, "round")                      \
  X(kTruncate, 28, "truncate") X(kReciprocal, 29, "reciprocal") X(kSigmoid, 30, "sigmoid")      \
  X(kDegreesToRadians, 31, "degrees_to_radians") X(kRadiansToDegrees, 32, "radians_to_degrees") \
  X(kIncrement, 33, "increment") X(kDecrement, 34, "decrement")                                 \
  X(kOnesComplement, 35, "ones_complement") X(kPopCount, 36, "pop_count")                       \
  X(kLeadingZeroCount, 37, "leading_zero_count") X(kTrailingZeroCount, 38, "trailing_zero_count") \
  X(kShiftLeft, 39, "shift_left") X(kShiftRightArithmetic, 40, "shift_right_arithmetic")        \
  X(kShiftRightLogical, 41, "shift_right_logical") X(kRotateLeft, 42, "rotate_left")            \
  X(kRotateRight, 43, "rotate_right") X(kRootN, 44, "root_n") X(kAcosPi, 45, "acos_pi")         \
  X(kAsinPi, 46, "asin_pi") X(kAtanPi, 47, "atan_pi") X(kCosPi, 48, "cos_pi")                   \
  X(kSinPi, 49, "sin_pi") X(kTanPi, 50, "tan_pi") X(kExp2M1, 51, "exp2m1")                      \
  X(kExp10M1, 52, "exp10m1") X(kLog2P1, 53, "log2p1") X(kLog10P1, 54, "log10p1")                \
  X(kILogB, 55, "ilogb")

#define STRATA_BINARY_OPS(X)                                                                  \
  X(kAdd, 100, "add") X(kSubtract, 101, "subtract") X(kMultiply, 102, "multiply")              \
  X(kDivide, 103, "divide") X(kMin, 104, "min") X(kMax, 105, "max") X(kPow, 106, "pow")         \
  X(kAtan2, 107, "atan2") X(kBitwiseAnd, 108, "bitwise_and") X(kBitwiseOr, 109, "bitwise_or")   \
  X(kXor, 110, "xor") X(kCopySign, 111, "copy_sign") X(kHypot, 112, "hypot")                    \
  X(kIeee754Remainder, 113, "ieee754_remainder") X(kLogBase, 114, "log_base")                   \
  X(kMaxMagnitude, 115, "max_magnitude") X(kMinMagnitude, 116, "min_magnitude")                 \
  X(kMaxNumber, 117, "max_number") X(kMinNumber, 118, "min_number")                             \
  X(kMaxMagnitudeNumber, 119, "max_magnitude_number")                                           \
  X(kMinMagnitudeNumber, 120, "min_magnitude_number") X(kAtan2Pi, 121, "atan2_pi")

#define STRATA_COMPARISON_OPS(X)                                                              \
  X(kEquals, 200, "equals") X(kGreaterThan, 201, "greater_than")                               \
  X(kGreaterThanOrEqual, 202, "greater_than_or_equal") X(kLessThan, 203, "less_than")           \
  X(kLessThanOrEqual, 204, "less_than_or_equal")

// Predicates: unary, into a bool tensor or as All/Any; defined for every number type with the
// meaning of .NET's INumberBase<T>.IsXxx.
#define STRATA_PREDICATE_OPS(X)                                                               \
  X(kIsCanonical, 400, "is_canonical") X(kIsComplexNumber, 401, "is_complex_number")           \
  X(kIsEvenInteger, 402, "is_even_integer") X(kIsFinite, 403, "is_finite")                      \
  X(kIsImaginaryNumber, 404, "is_imaginary_number") X(kIsInfinity, 405, "is_infinity")          \
  X(kIsInteger, 406, "is_integer") X(kIsNaN, 407, "is_nan") X(kIsNegative, 408, "is_negative")  \
  X(kIsNegativeInfinity, 409, "is_negative_infinity") X(kIsNormal, 410, "is_normal")            \
  X(kIsOddInteger, 411, "is_odd_integer") X(kIsPositive, 412, "is_positive")                    \
  X(kIsPositiveInfinity, 413, "is_positive_infinity") X(kIsPow2, 414, "is_pow2")                \
  X(kIsRealNumber, 415, "is_real_number") X(kIsSubnormal, 416, "is_subnormal")                  \
  X(kIsZero, 417, "is_zero")

#define STRATA_REDUCTION_OPS(X)                                                               \
  X(kSum, 300, "sum") X(kProduct, 301, "product") X(kAverage, 302, "average")                  \
  X(kNorm, 303, "norm") X(kStdDev, 304, "std_dev") X(kReduceMin, 305, "min")                    \
  X(kReduceMax, 306, "max") X(kReduceMinMagnitude, 307, "min_magnitude")                        \
  X(kReduceMaxMagnitude, 308, "max_magnitude") X(kReduceMinNumber, 309, "min_number")           \
  X(kReduceMaxNumber, 310, "max_number") X(kReduceMinMagnitudeNumber, 311, "min_magnitude_number") \
  X(kReduceMaxMagnitudeNumber, 312, "max_magnitude_number") X(kDot, 320, "dot") X(kDistance, 321, "distance")      \
  X(kCosineSimilarity, 322, "cosine_similarity") X(kIndexOfMax, 330, "index_of_max")            \
  X(kIndexOfMin, 331, "index_of_min") X(kIndexOfMaxMagnitude, 332, "index_of_max_magnitude")    \
  X(kIndexOfMinMagnitude, 333, "index_of_min_magnitude")

#define STRATA_OP_ENUMERATOR(name, value, text) name = value,
enum class ElementwiseOp : int32_t {
  STRATA_UNARY_OPS(STRATA_OP_ENUMERATOR) STRATA_BINARY_OPS(STRATA_OP_ENUMERATOR)
      STRATA_COMPARISON_OPS(STRATA_OP_ENUMERATOR) STRATA_PREDICATE_OPS(STRATA_OP_ENUMERATOR)
          STRATA_REDUCTION_OPS(STRATA_OP_ENUMERATOR)
};
#undef STRATA_OP_ENUMERATOR

enum class OpCategory { kUnknown, kUnary, kBinary, kComparison, kPredicate, kReduction };

// The category of a raw op code (kUnknown for codes that name no operation).
OpCategory CategoryOf(int32_t code);
// "add", "index_of_max", ... ("unknown" for other codes).
std::string_view OpName(ElementwiseOp op);

// Calls fn(std::integral_constant<ElementwiseOp, op>{}) for a runtime op of the given list, so
// that kernels are instantiated per op. Precondition: op belongs to the list.
#define STRATA_OP_CASE(name, value, text) \
  case ElementwiseOp::name:               \
    return fn(std::integral_constant<ElementwiseOp, ElementwiseOp::name>{});
#define STRATA_DEFINE_OP_VISITOR(Visitor, LIST)          \
  template <class Fn>                                    \
  decltype(auto) Visitor(ElementwiseOp op, Fn&& fn) {    \
    switch (op) {                                        \
      LIST(STRATA_OP_CASE)                               \
      default: break;                                    \
    }                                                    \
    __builtin_unreachable();                             \
  }
STRATA_DEFINE_OP_VISITOR(VisitUnaryOp, STRATA_UNARY_OPS)
STRATA_DEFINE_OP_VISITOR(VisitBinaryOp, STRATA_BINARY_OPS)
STRATA_DEFINE_OP_VISITOR(VisitComparisonOp, STRATA_COMPARISON_OPS)
STRATA_DEFINE_OP_VISITOR(VisitPredicateOp, STRATA_PREDICATE_OPS)
#undef STRATA_DEFINE_OP_VISITOR
#undef STRATA_OP_CASE

}  // namespace strata
