// Complex dtypes take the rows of complex_elementwise.h. Every other (op, dtype) pair the scalar
// definitions admit gets its scalar row, plus what pays for it: the value check where values can
// fail, the math kernels' row for the vectorized math functions (one or two arguments), the
// Highway kernel for contiguous rows of exactly rounded ops, and root_n's vector row for float32
// and float64. This is the one translation unit that instantiates the row templates.
#include "elementwise/elementwise_kernel_select.h"

#include <type_traits>

#include "elementwise/complex_elementwise.h"

namespace strata::elementwise {

UnaryKernel SelectUnary(ElementwiseOp op, DType dtype) {
  if (IsComplex(dtype)) return {SelectComplexUnary(op, dtype)};
  if (CategoryOf(static_cast<int32_t>(op)) == OpCategory::kPredicate) {
    return VisitPredicateOp(op, [&](auto op_c) {
      return VisitDType(dtype, [&](auto t) -> UnaryKernel {
        using T = decltype(t);
        if constexpr (PredicateSupports<T>()) return {&PredicateRowT<decltype(op_c)::value, T>, nullptr};
        else return {};
      });
    });
  }
  return VisitUnaryOp(op, [&](auto op_c) {
    return VisitDType(dtype, [&](auto t) -> UnaryKernel {
      using T = decltype(t);
      constexpr ElementwiseOp kOp = decltype(op_c)::value;
      if constexpr (UnarySupports<kOp, ComputeType<T>>()) {
        UnaryKernel k{&UnaryRowT<kOp, T>, nullptr};
        if constexpr (kUnaryCanFail<kOp, T>) k.check = &UnaryCheckT<kOp, T>;
        if constexpr (kHasVectorMath<kOp>) k.math = &MathRowT<kOp, T, 2>;
        if constexpr (kHasVectorUnary<kOp, T>) k.vector = SelectVectorUnary(kOp, dtype);
        if constexpr (kOp == ElementwiseOp::kRootN &&
                      (std::is_same_v<T, float> || std::is_same_v<T, double>)) {
          k.root_n = &RootNVectorRow<T>;
        }
        return k;
      } else {
        return {};
      }
    });
  });
}

BinaryKernel SelectBinary(ElementwiseOp op, DType dtype) {
  if (IsComplex(dtype)) return {SelectComplexBinary(op, dtype)};
  if (CategoryOf(static_cast<int32_t>(op)) == OpCategory::kComparison) {
    return VisitComparisonOp(op, [&](auto op_c) {
      return VisitDType(dtype, [&](auto t) -> BinaryKernel {
        using T = decltype(t);
        if constexpr (ComparisonSupports<ComputeType<T>>()) {
          return {&ComparisonRowT<decltype(op_c)::value, T>, nullptr};
        } else {
          return {};
        }
      });
    });
  }
  return VisitBinaryOp(op, [&](auto op_c) {
    return VisitDType(dtype, [&](auto t) -> BinaryKernel {
      using T = decltype(t);
      constexpr ElementwiseOp kOp = decltype(op_c)::value;
      if constexpr (BinarySupports<kOp, ComputeType<T>>()) {
        BinaryKernel k{&BinaryRowT<kOp, T>, nullptr};
        if constexpr (kBinaryCanFail<kOp, T>) k.check = &BinaryCheckT<kOp, T>;
        if constexpr (kHasVectorBinaryMath<kOp, ComputeType<T>>) k.math = &MathRowT<kOp, T, 3>;
        if constexpr (kHasVectorBinary<kOp, T>) k.vector = SelectVectorBinary(kOp, dtype);
        return k;
      } else {
        return {};
      }
    });
  });
}

}  // namespace strata::elementwise
