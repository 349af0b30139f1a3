#include "elementwise/complex_elementwise.h"

#include <cstring>
#include <type_traits>

#include "elementwise/complex_scalar.h"

namespace strata {
namespace {

using namespace complex_math;

template <class T>
Cx<Part<T>> Load(const std::byte* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return {v.real, v.imag};
}
template <class T>
void Store(std::byte* p, Cx<Part<T>> v) {
  const T t{v.real(), v.imag()};
  std::memcpy(p, &t, sizeof(T));
}
template <class V>
void StoreValue(std::byte* p, V v) {
  std::memcpy(p, &v, sizeof(V));
}

template <ElementwiseOp kOp, class T>
void UnaryRow(const std::array<std::byte*, 2>& p, int64_t len, const std::array<int64_t, 2>& s,
              int64_t) {
  for (int64_t i = 0; i < len; ++i) {
    const auto x = Load<T>(p[1] + i * s[1]);
    if constexpr (kOp == ElementwiseOp::kAbs) {
      StoreValue(p[0] + i * s[0], Magnitude(x));
    } else {
      Store<T>(p[0] + i * s[0], complex_math::ApplyUnary<kOp>(x));
    }
  }
}

template <ElementwiseOp kOp, class T>
void BinaryRow(const std::array<std::byte*, 3>& p, int64_t len, const std::array<int64_t, 3>& s) {
  for (int64_t i = 0; i < len; ++i) {
    const auto x = Load<T>(p[1] + i * s[1]);
    const auto y = Load<T>(p[2] + i * s[2]);
    if constexpr (kOp == ElementwiseOp::kEquals) {
      StoreValue(p[0] + i * s[0], static_cast<uint8_t>(x == y ? 1 : 0));
    } else {
      Store<T>(p[0] + i * s[0], complex_math::ApplyBinary<kOp>(x, y));
    }
  }
}

// fn(T{}) for a complex dtype; the default value for any other.
template <class R, class Fn>
R VisitComplex(DType dtype, Fn&& fn) {
  if (dtype == DType::kComplex64) return fn(Complex64{});
  if (dtype == DType::kComplex128) return fn(Complex128{});
  return R{};
}

}  // namespace

ComplexUnaryRow SelectComplexUnary(ElementwiseOp op, DType dtype) {
  if (CategoryOf(static_cast<int32_t>(op)) != OpCategory::kUnary) return nullptr;
  return VisitUnaryOp(op, [&](auto op_c) -> ComplexUnaryRow {
    constexpr ElementwiseOp kOp = decltype(op_c)::value;
    if constexpr (UnaryDefined(kOp)) {
      return VisitComplex<ComplexUnaryRow>(
          dtype, [](auto t) -> ComplexUnaryRow { return &UnaryRow<kOp, decltype(t)>; });
    } else {
      return nullptr;
    }
  });
}

ComplexBinaryRow SelectComplexBinary(ElementwiseOp op, DType dtype) {
  const auto row_of = [&](auto op_c) -> ComplexBinaryRow {
    return VisitComplex<ComplexBinaryRow>(dtype, [](auto t) -> ComplexBinaryRow {
      return &BinaryRow<decltype(op_c)::value, decltype(t)>;
    });
  };
  if (op == ElementwiseOp::kEquals) {
    return row_of(std::integral_constant<ElementwiseOp, ElementwiseOp::kEquals>{});
  }
  if (CategoryOf(static_cast<int32_t>(op)) != OpCategory::kBinary) return nullptr;
  return VisitBinaryOp(op, [&](auto op_c) -> ComplexBinaryRow {
    if constexpr (BinaryDefined(decltype(op_c)::value))
      return row_of(op_c);
    else
      return nullptr;
  });
}

}  // namespace strata
