// Per-element semantics of the complex operations, one function per op for complex64 and
// complex128 (parts of type R, float or double).
//
// Add, subtract, negate and conjugate act on each part. Multiply and divide use the formulas of
// .NET's System.Numerics.Complex in the element's precision: (ac − bd) + (ad + bc)i, and Smith's
// scaling for the quotient, so that Tensor<Complex> results match the package bit for bit. Abs is
// hypot(re, im), a real number. The transcendental functions evaluate in a wider type W (double
// for complex64, long double for complex128), then round each part once: exp, log, sqrt, the
// trigonometric and hyperbolic functions and their inverses with the C library's complex
// functions, which follow C99 Annex G for infinities, NaN, signed zeros and branch cuts; log2 and
// log10 as NumPy, log(z) with each part scaled by log2(e) or log10(e); expm1 and log1p by NumPy's
// formulas (ExpM1, LogP1 below), which give its special values. Pow follows NumPy's special
// cases: z^0 = 1 (any z), 0^y = 0 for real y > 0 and NaN + NaN i for every other y, and integer
// exponents of magnitude below 100 by repeated squaring in W.
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <numbers>
#include <type_traits>

#include "base/dtype.h"
#include "base/op_codes.h"

namespace strata::complex_math {

// The part type of a complex storage type, and the wider type its parts' functions evaluate in.
template <class T>
using Part = std::conditional_t<std::is_same_v<T, Complex64>, float, double>;
template <class R>
using Wide = std::conditional_t<std::is_same_v<R, float>, double, long double>;

template <class R>
using Cx = std::complex<R>;

template <class R>
Cx<R> Multiply(Cx<R> x, Cx<R> y) {
  const R a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
  return {a * c - b * d, b * c + a * d};
}

// Smith's algorithm: divides by the larger part of y first, so that |y|² is never formed.
template <class R>
Cx<R> Divide(Cx<R> x, Cx<R> y) {
  const R a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
  if (std::fabs(d) < std::fabs(c)) {
    const R doc = d / c;
    return {(a + b * doc) / (c + d * doc), (b - a * doc) / (c + d * doc)};
  }
  const R cod = c / d;
  return {(b + a * cod) / (d + c * cod), (-a + b * cod) / (d + c * cod)};
}

template <class W>
Cx<W> IntegerPower(Cx<W> x, int64_t n) {
  const bool negative = n < 0;
  uint64_t k = static_cast<uint64_t>(negative ? -n : n);
  Cx<W> result{1, 0};
  Cx<W> square = x;
  while (k != 0) {
    if ((k & 1) != 0) result = Multiply(result, square);
    k >>= 1;
    if (k != 0) square = Multiply(square, square);
  }
  return negative ? Divide(Cx<W>{1, 0}, result) : result;
}

template <class W>
Cx<W> Power(Cx<W> x, Cx<W> y) {
  const W nan = std::numeric_limits<W>::quiet_NaN();
  if (y.real() == 0 && y.imag() == 0) return {1, 0};
  if (x.real() == 0 && x.imag() == 0) {
    if (y.real() > 0 && y.imag() == 0) return {0, 0};
    return {nan, nan};
  }
  if (y.imag() == 0 && std::fabs(y.real()) < 100 && std::trunc(y.real()) == y.real()) {
    return IntegerPower(x, static_cast<int64_t>(y.real()));
  }
  return std::pow(x, y);
}

// e^z − 1 = (expm1(x)·cos y − 2·sin²(y/2)) + i·e^x·sin y: the real part keeps its relative
// accuracy where e^z is near 1 with y small, and inf, NaN and zero parts come out as NumPy's.
template <class W>
Cx<W> ExpM1(Cx<W> z) {
  const W x = z.real(), y = z.imag();
  const W half_sin = std::sin(y / 2);
  return {std::expm1(x) * std::cos(y) - 2 * half_sin * half_sin, std::exp(x) * std::sin(y)};
}

// log(1 + z) = log|1 + z| + i·atan2(y, 1 + x), NumPy's formula; near 0 the modulus term is
// log1p(x(2 + x) + y²)/2, which keeps the digits of small x that 1 + x would round away.
template <class W>
Cx<W> LogP1(Cx<W> z) {
  const W x = z.real(), y = z.imag();
  const W log_modulus = std::hypot(x, y) < W(0.5) ? std::log1p(x * (2 + x) + y * y) / 2
                                                  : std::log(std::hypot(x + 1, y));
  return {log_modulus, std::atan2(y, x + 1)};
}

// Ops on complex elements: which are defined, and whether the result is real (Abs).
constexpr bool UnaryDefined(ElementwiseOp op) {
  using O = ElementwiseOp;
  return op == O::kNegate || op == O::kConjugate || op == O::kAbs || op == O::kReciprocal ||
         op == O::kSqrt || op == O::kExp || op == O::kLog || op == O::kSin || op == O::kCos ||
         op == O::kTanh || op == O::kTan || op == O::kAsin || op == O::kAcos || op == O::kAtan ||
         op == O::kSinh || op == O::kCosh || op == O::kAsinh || op == O::kAcosh ||
         op == O::kAtanh || op == O::kExpM1 || op == O::kLogP1 || op == O::kLog2 ||
         op == O::kLog10;
}
constexpr bool BinaryDefined(ElementwiseOp op) {
  using O = ElementwiseOp;
  return op == O::kAdd || op == O::kSubtract || op == O::kMultiply || op == O::kDivide ||
         op == O::kPow;
}

template <ElementwiseOp kOp, class R>
Cx<R> ApplyUnary(Cx<R> x) {
  using O = ElementwiseOp;
  using W = Wide<R>;
  if constexpr (kOp == O::kNegate)
    return -x;
  else if constexpr (kOp == O::kConjugate)
    return std::conj(x);
  else if constexpr (kOp == O::kReciprocal)
    return Divide(Cx<R>{1, 0}, x);
  else {
    const Cx<W> w(x.real(), x.imag());
    Cx<W> r;
    if constexpr (kOp == O::kSqrt)
      r = std::sqrt(w);
    else if constexpr (kOp == O::kExp)
      r = std::exp(w);
    else if constexpr (kOp == O::kLog)
      r = std::log(w);
    else if constexpr (kOp == O::kSin)
      r = std::sin(w);
    else if constexpr (kOp == O::kCos)
      r = std::cos(w);
    else if constexpr (kOp == O::kTanh)
      r = std::tanh(w);
    else if constexpr (kOp == O::kTan)
      r = std::tan(w);
    else if constexpr (kOp == O::kAsin)
      r = std::asin(w);
    else if constexpr (kOp == O::kAcos)
      r = std::acos(w);
    else if constexpr (kOp == O::kAtan)
      r = std::atan(w);
    else if constexpr (kOp == O::kSinh)
      r = std::sinh(w);
    else if constexpr (kOp == O::kCosh)
      r = std::cosh(w);
    else if constexpr (kOp == O::kAsinh)
      r = std::asinh(w);
    else if constexpr (kOp == O::kAcosh)
      r = std::acosh(w);
    else if constexpr (kOp == O::kAtanh)
      r = std::atanh(w);
    else if constexpr (kOp == O::kExpM1)
      r = ExpM1(w);
    else if constexpr (kOp == O::kLogP1)
      r = LogP1(w);
    else if constexpr (kOp == O::kLog2)
      r = std::log(w) * std::numbers::log2e_v<W>;
    else if constexpr (kOp == O::kLog10)
      r = std::log(w) * std::numbers::log10e_v<W>;
    else
      static_assert(kOp == O::kSqrt, "a complex unary op without a definition");
    return {static_cast<R>(r.real()), static_cast<R>(r.imag())};
  }
}

template <class R>
R Magnitude(Cx<R> x) {
  if constexpr (std::is_same_v<R, float>) {
    return static_cast<float>(std::hypot(double{x.real()}, double{x.imag()}));
  } else {
    return std::hypot(x.real(), x.imag());
  }
}

template <ElementwiseOp kOp, class R>
Cx<R> ApplyBinary(Cx<R> x, Cx<R> y) {
  using O = ElementwiseOp;
  using W = Wide<R>;
  if constexpr (kOp == O::kAdd)
    return x + y;
  else if constexpr (kOp == O::kSubtract)
    return x - y;
  else if constexpr (kOp == O::kMultiply)
    return Multiply(x, y);
  else if constexpr (kOp == O::kDivide)
    return Divide(x, y);
  else {
    static_assert(kOp == O::kPow, "a complex binary op without a definition");
    const Cx<W> r = Power(Cx<W>(x.real(), x.imag()), Cx<W>(y.real(), y.imag()));
    return {static_cast<R>(r.real()), static_cast<R>(r.imag())};
  }
}

}  // namespace strata::complex_math
