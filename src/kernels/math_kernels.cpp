// Contiguous rows of transcendental functions in Highway vectors, with dynamic dispatch.
//
// Each function pairs a vector formula (hwy/contrib/math, or math_formulas-inl.h) with the argument
// range where that formula is accurate to the bound the tests check. A vector whose lanes all lie
// inside costs one extra compare; otherwise the lanes outside (NaN, ±∞, overflow and
// subnormal-result ranges, huge trigonometric arguments, poles) are recomputed one by one with
// the caller's scalar definition. Comparisons with NaN are false, so NaN always takes that path.
//
// Rows are loaded and stored unaligned; the last partial vector goes through a stack buffer
// padded with ones (inside every range), as in elementwise_arith.cpp.
#include "kernels/math_kernels.h"

#include <algorithm>
#include <cstring>
#include <limits>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/math_kernels.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>
#include <hwy/contrib/math/math-inl.h>

#include "kernels/math_formulas-inl.h"
#include "kernels/row_stores-inl.h"

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// The vector formula and accurate argument range of each op kHasVectorMath lists.
template <ElementwiseOp kOp>
struct MathFn;
#define STRATA_MATH_FN(op, formula, range)      \
  template <>                                   \
  struct MathFn<ElementwiseOp::op> {            \
    template <class D, class V>                 \
    static V Compute(D d, V x) {                \
      using T [[maybe_unused]] = hn::TFromD<D>; \
      return formula;                           \
    }                                           \
    template <class D, class V>                 \
    static auto Accurate(D d, V x) {            \
      using T = hn::TFromD<D>;                  \
      return range;                             \
    }                                           \
  };
STRATA_MATH_FN(kExp, ExpCodyWaite(d, x), Within(d, x, kExpLow<T>, kExpHigh<T>))
STRATA_MATH_FN(kExp2, Exp2(d, x), Within(d, x, kExp2Low<T>, kExp2High<T>))
STRATA_MATH_FN(kExp10, Exp10(d, x), Within(d, x, kExp10Low<T>, kExp10High<T>))
STRATA_MATH_FN(kExpM1, ExpM1(d, x), Within(d, x, -kMaxFinite<T>, kExpHigh<T>))
STRATA_MATH_FN(kLog, LogOfNormal(d, x), Within(d, x, kMinNormal<T>, kMaxFinite<T>))
STRATA_MATH_FN(kLog2, Log2OfNormal(d, x), Within(d, x, kMinNormal<T>, kMaxFinite<T>))
STRATA_MATH_FN(kLog10, Log10OfNormal(d, x), Within(d, x, kMinNormal<T>, kMaxFinite<T>))
STRATA_MATH_FN(kLogP1, hn::Log1p(d, x),
               hn::And(hn::Gt(x, hn::Set(d, T(-1))), hn::Le(x, hn::Set(d, kMaxFinite<T>))))
STRATA_MATH_FN(kSin, KeepZero(d, x, hn::Sin(d, x)), Within(d, x, -kTrigLimit<T>, kTrigLimit<T>))
STRATA_MATH_FN(kCos, CosExactNearZero(d, x), Within(d, x, -kTrigLimit<T>, kTrigLimit<T>))
// tan = sin/cos: each within 2 ULP, the quotient measured within 4 (cos keeps its relative
// accuracy next to its zeros, so the poles need no fallback).
STRATA_MATH_FN(kTan, KeepZero(d, x, hn::Div(hn::Sin(d, x), CosExactNearZero(d, x))),
               Within(d, x, -kTrigLimit<T>, kTrigLimit<T>))
STRATA_MATH_FN(kTanh, TanhFromExpM1(d, x), Within(d, x, -kMaxFinite<T>, kMaxFinite<T>))
STRATA_MATH_FN(kSigmoid, Sigmoid(d, x), Within(d, x, kExpLow<T>, kMaxFinite<T>))
STRATA_MATH_FN(kSinh, SinhFromExpM1(d, x), Within(d, x, -kExpHigh<T>, kExpHigh<T>))
STRATA_MATH_FN(kCosh, Cosh(d, x), Within(d, x, -kExpHigh<T>, kExpHigh<T>))
STRATA_MATH_FN(kAsin, hn::Asin(d, x), Within(d, x, T(-1), T(1)))
STRATA_MATH_FN(kAcos, hn::Acos(d, x), Within(d, x, T(-1), T(1)))
STRATA_MATH_FN(kAtan, hn::Atan(d, x), Within(d, x, -kMaxFinite<T>, kMaxFinite<T>))
STRATA_MATH_FN(kAsinh, hn::Asinh(d, x), Within(d, x, -kMaxFinite<T>, kMaxFinite<T>))
STRATA_MATH_FN(kAcosh, hn::Acosh(d, x), Within(d, x, T(1), kMaxFinite<T>))
STRATA_MATH_FN(kAtanh, hn::Atanh(d, x),
               hn::Lt(hn::Abs(x), hn::Set(d, T(1))))
STRATA_MATH_FN(kAsinPi, MulHiLo(d, hn::Asin(d, x), kInvPiHi<T>, kInvPiLo<T>),
               Within(d, x, T(-1), T(1)))
STRATA_MATH_FN(kAcosPi, MulHiLo(d, hn::Acos(d, x), kInvPiHi<T>, kInvPiLo<T>),
               Within(d, x, T(-1), T(1)))
STRATA_MATH_FN(kAtanPi, MulHiLo(d, hn::Atan(d, x), kInvPiHi<T>, kInvPiLo<T>),
               Within(d, x, -kMaxFinite<T>, kMaxFinite<T>))
STRATA_MATH_FN(kLog2P1, MulHiLo(d, hn::Log1p(d, x), kInvLn2Hi<T>, kInvLn2Lo<T>),
               hn::And(hn::Gt(x, hn::Set(d, T(-1))), hn::Le(x, hn::Set(d, kMaxFinite<T>))))
STRATA_MATH_FN(kLog10P1, MulHiLo(d, hn::Log1p(d, x), kInvLn10Hi<T>, kInvLn10Lo<T>),
               hn::And(hn::Gt(x, hn::Set(d, T(-1))), hn::Le(x, hn::Set(d, kMaxFinite<T>))))
STRATA_MATH_FN(kCbrt, Cbrt(d, x),
               hn::Or(Within(d, hn::Abs(x), kMinNormal<T>, kMaxFinite<T>), hn::Eq(x, hn::Zero(d))))
STRATA_MATH_FN(kSinPi, SinPi(d, x), Within(d, x, -kMaxFinite<T>, kMaxFinite<T>))
STRATA_MATH_FN(kCosPi, CosPi(d, x), Within(d, x, -kMaxFinite<T>, kMaxFinite<T>))
STRATA_MATH_FN(kTanPi, TanPi(d, x), Within(d, x, -kMaxFinite<T>, kMaxFinite<T>))
STRATA_MATH_FN(kExp2M1, Exp2M1(d, x), Within(d, x, -kMaxFinite<T>, kExp2High<T>))
STRATA_MATH_FN(kExp10M1, Exp10M1(d, x), Within(d, x, -kMaxFinite<T>, kExp10High<T>))
#undef STRATA_MATH_FN

// r with the lanes where `accurate` is false replaced by scalar(x).
template <class D, class V, class M>
HWY_NOINLINE V RecomputeLanes(D d, V x, V r, M accurate, ScalarMath<hn::TFromD<D>> scalar) {
  using T = hn::TFromD<D>;
  constexpr size_t kMaxLanes = HWY_MAX_BYTES / sizeof(T);
  alignas(64) T xs[kMaxLanes];
  alignas(64) T rs[kMaxLanes];
  uint8_t bits[(kMaxLanes + 7) / 8] = {};
  hn::Store(x, d, xs);
  hn::Store(r, d, rs);
  hn::StoreMaskBits(d, accurate, bits);
  for (size_t i = 0; i < hn::Lanes(d); ++i) {
    if (((bits[i / 8] >> (i % 8)) & 1) == 0) rs[i] = scalar(xs[i]);
  }
  return hn::Load(d, rs);
}

template <class T, class Fn>
void RowT(std::byte* out_bytes, const std::byte* x_bytes, int64_t n, StoreMode store_mode,
          ScalarMath<T> scalar) {
  const hn::ScalableTag<T> d;
  T* out = reinterpret_cast<T*>(out_bytes);
  const T* x = reinterpret_cast<const T*>(x_bytes);
  const auto compute = [&](hn::Vec<decltype(d)> v) {
    const auto r = Fn::Compute(d, v);
    const auto accurate = Fn::Accurate(d, v);
    return HWY_LIKELY(hn::AllTrue(d, accurate)) ? r : RecomputeLanes(d, v, r, accurate, scalar);
  };
  // Streaming stores rewrite the head of the row (see StoreVectors): in place, store normally.
  const StoreMode mode = out_bytes == x_bytes ? StoreMode::kCached : store_mode;
  const int64_t i =
      StoreVectors(d, out, n, mode, [&](int64_t k) { return compute(hn::LoadU(d, x + k)); });
  if (i == n) return;
  constexpr size_t kBufferLanes = HWY_MAX_BYTES / sizeof(T);
  const size_t rest = std::min(static_cast<size_t>(n - i), kBufferLanes);
  alignas(64) T buffer[kBufferLanes];
  std::fill(buffer, buffer + kBufferLanes, T(1));
  std::memcpy(buffer, x + i, rest * sizeof(T));
  StoreFirstN(d, compute(hn::Load(d, buffer)), out + i, rest);
}

template <class T>
void MathRow(ElementwiseOp op, std::byte* out, const std::byte* x, int64_t n, StoreMode mode,
             ScalarMath<T> scalar) {
  VisitUnaryOp(op, [&](auto kind) {
    constexpr ElementwiseOp kOp = decltype(kind)::value;
    if constexpr (kHasVectorMath<kOp>) RowT<T, MathFn<kOp>>(out, x, n, mode, scalar);
  });
}

void MathRowF32(ElementwiseOp op, std::byte* out, const std::byte* x, int64_t n, StoreMode mode,
                ScalarMath<float> scalar) {
  MathRow<float>(op, out, x, n, mode, scalar);
}
void MathRowF64(ElementwiseOp op, std::byte* out, const std::byte* x, int64_t n, StoreMode mode,
                ScalarMath<double> scalar) {
  MathRow<double>(op, out, x, n, mode, scalar);
}

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace strata {
HWY_EXPORT(MathRowF32);
HWY_EXPORT(MathRowF64);

void MathRowVector(ElementwiseOp op, std::byte* out, const std::byte* x, int64_t n,
                   StoreMode mode, ScalarMath<float> scalar) {
  HWY_DYNAMIC_DISPATCH(MathRowF32)(op, out, x, n, mode, scalar);
}
void MathRowVector(ElementwiseOp op, std::byte* out, const std::byte* x, int64_t n,
                   StoreMode mode, ScalarMath<double> scalar) {
  HWY_DYNAMIC_DISPATCH(MathRowF64)(op, out, x, n, mode, scalar);
}

}  // namespace strata
#endif
