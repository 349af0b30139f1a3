// Contiguous rows of two-argument math functions in Highway vectors, with dynamic dispatch.
//
// Every formula evaluates in float64 (float32 arguments are promoted, so its float32 results are
// float64 values rounded once more) except atan2 and atan2_pi, which evaluate float32 arguments in
// float32 vectors (twice the lanes; their float32 error stays within the bound the accuracy tests
// check). Each yields NaN in every lane outside the range where it is accurate; the row recomputes
// the NaN lanes one by one with the caller's scalar definition. NaN results of the definition
// itself (NaN arguments, pow of a negative base) take the same path, and nothing else needs a
// separate range mask.
//
// Rows are loaded and stored unaligned; the last partial vector goes through stack buffers padded
// with ones (inside every range), as in math_kernels.cpp.
#include "kernels/binary_math_kernels.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <iterator>
#include <limits>
#include <type_traits>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/binary_math_kernels.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>
#include <hwy/contrib/math/math-inl.h>

#include "kernels/math_formulas-inl.h"
#include "kernels/row_stores-inl.h"

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <class D, class V, class M>
HWY_INLINE V OrNaN(D d, M accurate, V r) {
  return hn::IfThenElse(accurate, r, hn::Set(d, std::numeric_limits<hn::TFromD<D>>::quiet_NaN()));
}

// hypot = 2^e · sqrt(a² + b²) with a, b scaled by 2^−e, e the exponent of the larger magnitude:
// the scaled larger one lies in [1, 2), so the squares neither overflow nor lose the smaller one
// to underflow where it matters. The scale needs that magnitude normal and below 2^1023.
template <class D, class V>
HWY_INLINE V Hypot(D d, V x, V y) {
  const hn::RebindToUnsigned<D> du;
  const V a = hn::Abs(x);
  const V b = hn::Abs(y);
  const V m = hn::Max(a, b);
  const auto exponent = hn::And(hn::BitCast(du, m), hn::Set(du, 0x7FF0000000000000ull));
  const V up = hn::BitCast(d, exponent);
  const V down = hn::BitCast(d, hn::Sub(hn::Set(du, 0x7FE0000000000000ull), exponent));
  const V sa = hn::Mul(a, down);
  const V sb = hn::Mul(b, down);
  const V r = hn::Mul(hn::Sqrt(hn::MulAdd(sa, sa, hn::Mul(sb, sb))), up);
  const V limit = hn::Set(d, 0x1p1023);
  const auto accurate = hn::And(hn::And(hn::Lt(a, limit), hn::Lt(b, limit)),
                                hn::Ge(m, hn::Set(d, kMinNormal<double>)));
  return OrNaN(d, accurate, r);
}

// π/2, π and 1/π as hi + lo in T: hi the nearest T, lo the nearest T to the rest.
template <class T>
struct PiParts;
template <>
struct PiParts<float> {
  static constexpr float kHalfHi = 1.57079637f, kHalfLo = -4.37113883e-8f;
  static constexpr float kPiHi = 3.14159274f, kPiLo = -8.74227766e-8f;
  static constexpr float kInverseHi = 0.318309873f, kInverseLo = 1.28412765e-8f;
};
template <>
struct PiParts<double> {
  static constexpr double kHalfHi = 1.5707963267948966, kHalfLo = 6.123233995736766e-17;
  static constexpr double kPiHi = 3.141592653589793, kPiLo = 1.2246467991473532e-16;
  static constexpr double kInverseHi = 0.3183098861837907, kInverseLo = -1.9678676675182486e-17;
};

// atan2(y, x) from a = atan(t), t = min(|x|, |y|) / max(|x|, |y|) ≤ 1, as base ± a with base 0,
// π/2 or π by quadrant, the sign of y applied last. base = hi + lo, and lo is added to ±a before
// hi, so the result carries about one rounding beyond atan's. kOverPi gives atan2/π the same way
// from the exact bases 0, 1/2, 1 and a/π = a·(1/π) in two parts. Zero over zero gives NaN and
// goes to the scalar definition (±0 and ±π by the signs), as do infinities and ratios below the
// normal range.
template <bool kOverPi, class D, class V>
HWY_INLINE V Atan2(D d, V y, V x) {
  using T = hn::TFromD<D>;
  using Pi = PiParts<T>;
  const V ax = hn::Abs(x);
  const V ay = hn::Abs(y);
  const auto swap = hn::Gt(ay, ax);
  const auto negative_x = hn::Lt(x, hn::Zero(d));
  const V num = hn::IfThenElse(swap, ax, ay);
  const V den = hn::IfThenElse(swap, ay, ax);
  const V t = hn::Div(num, den);
  V a = hn::Atan(d, t);
  if constexpr (kOverPi) {
    a = hn::MulAdd(a, hn::Set(d, Pi::kInverseHi), hn::Mul(a, hn::Set(d, Pi::kInverseLo)));
  }
  // −a in the second and fourth octant pairs: swapped with x > 0, or not swapped with x < 0.
  const auto subtract = hn::Xor(swap, negative_x);
  const V signed_a = hn::IfThenElse(subtract, hn::Neg(a), a);
  const V zero = hn::Zero(d);
  V r;
  if constexpr (kOverPi) {
    const V base = hn::IfThenElse(swap, hn::Set(d, T(0.5)),
                                  hn::IfThenElse(negative_x, hn::Set(d, T(1)), zero));
    r = hn::Add(base, signed_a);
  } else {
    const V hi = hn::IfThenElse(swap, hn::Set(d, Pi::kHalfHi),
                                hn::IfThenElse(negative_x, hn::Set(d, Pi::kPiHi), zero));
    const V lo = hn::IfThenElse(swap, hn::Set(d, Pi::kHalfLo),
                                hn::IfThenElse(negative_x, hn::Set(d, Pi::kPiLo), zero));
    r = hn::Add(hi, hn::Add(lo, signed_a));
  }
  const auto accurate = hn::And(hn::And(hn::Gt(den, zero), hn::Le(den, hn::Set(d, kMaxFinite<T>))),
                                hn::Or(hn::Ge(t, hn::Set(d, kMinNormal<T>)), hn::Eq(num, zero)));
  return OrNaN(d, accurate, hn::CopySign(r, y));
}

// log_base(x, b) = log x / log b for positive finite normal x and b ≠ 1.
template <class D, class V>
HWY_INLINE V LogBase(D d, V x, V b) {
  const V lb = LogOfNormal(d, b);
  const V r = hn::Div(LogOfNormal(d, x), lb);
  const auto normal = [&](V v) { return Within(d, v, kMinNormal<double>, kMaxFinite<double>); };
  return OrNaN(d, hn::And(hn::And(normal(x), normal(b)), hn::Ne(lb, hn::Zero(d))), r);
}

// pow(x, y) from r = |x|^y = e^t, t = y·ln|x|: negative for a negative base with an odd integer
// exponent. Zero, subnormal and non-finite bases, negative bases with other exponents, NaN or
// infinite exponents (t is then NaN or infinite) and results outside the normal range go to the
// scalar definition.
template <class D, class V>
HWY_INLINE V SignedPow(D d, V x, V y, V t, V r) {
  const V half = hn::Mul(y, hn::Set(d, 0.5));
  const auto integer = hn::Eq(hn::Round(y), y);
  const auto odd = hn::Ne(hn::Round(half), half);
  const auto negative_x = hn::Lt(x, hn::Zero(d));
  const auto accurate = hn::And(Within(d, hn::Abs(x), kMinNormal<double>, kMaxFinite<double>),
                                hn::And(Within(d, t, kExpLow<double>, kExpHigh<double>),
                                        hn::Or(hn::Not(negative_x), integer)));
  return OrNaN(d, accurate, hn::IfThenElse(hn::And(negative_x, odd), hn::Neg(r), r));
}

// pow of float32 arguments (promoted): exp(y·ln|x|) in float64 is within a float64 rounding or
// so of the true value for every result in float32 range.
template <class D, class V>
HWY_INLINE V PowOfFloat(D d, V x, V y) {
  const V t = hn::Mul(y, LogOfNormal(d, hn::Abs(x)));
  return SignedPow(d, x, y, t, ExpCodyWaite(d, t));
}

// a·b − p exactly, for p = a·b rounded and no overflow: one fused multiply-subtract where the
// target has it, else Dekker's product of a and b split into halves of 26 bits.
template <class D, class V>
HWY_INLINE V ProductError(D d, V a, V b, V p) {
#if HWY_NATIVE_FMA
  (void)d;
  return hn::MulSub(a, b, p);
#else
  const V splitter = hn::Set(d, 134217729.0);  // 2^27 + 1
  const V ta = hn::Mul(a, splitter);
  const V tb = hn::Mul(b, splitter);
  const V ah = hn::Sub(ta, hn::Sub(ta, a));
  const V bh = hn::Sub(tb, hn::Sub(tb, b));
  const V al = hn::Sub(a, ah);
  const V bl = hn::Sub(b, bh);
  const V e = hn::Add(hn::Add(hn::Sub(hn::Mul(ah, bh), p), hn::Mul(ah, bl)), hn::Mul(al, bh));
  return hn::Add(e, hn::Mul(al, bl));
#endif
}

// s = a + b rounded, returning the exact rest a + b − s (Knuth's two-sum).
template <class V>
HWY_INLINE V SumError(V a, V b, V s) {
  const V bb = hn::Sub(s, a);
  return hn::Add(hn::Sub(a, hn::Sub(s, bb)), hn::Sub(b, bb));
}

// 2/(2n + 1) for n = 2, 3, …, 14: atanh(s)·2 = 2s + (2/3)s³ + s⁵·Σ kAtanhSeries[n − 2]·s^(2n − 4).
constexpr double kAtanhSeries[] = {0.4,
                                   0.2857142857142857,
                                   0.2222222222222222,
                                   0.18181818181818182,
                                   0.15384615384615385,
                                   0.13333333333333333,
                                   0.11764705882352941,
                                   0.10526315789473684,
                                   0.09523809523809523,
                                   0.08695652173913043,
                                   0.08,
                                   0.07407407407407407,
                                   0.06896551724137931};

// ln x = hi + lo to about 2^−64 relative, for positive normal finite x (float64). x = 2^k·m with
// m in [√½, √2), f = m − 1 and s = f / (2 + f) carried as s + s_lo; then ln m = 2s + (2/3)s³ +
// s⁵·(2/5 + (2/7)s² + …) (atanh's series), whose first two terms are summed in two parts, since
// they can be as large as 0.35 and 0.0035 while k·ln 2 cancels most of the sum.
template <class D, class V>
HWY_INLINE V LogTwoPart(D d, V x, V& lo) {
  const hn::RebindToSigned<D> di;
  const auto offset = hn::Set(di, int64_t{0x3FE6A09E667F3BCD});  // the bits of √½
  const auto k = hn::ShiftRight<52>(hn::Sub(hn::BitCast(di, x), offset));
  const V m = hn::BitCast(d, hn::Sub(hn::BitCast(di, x), hn::ShiftLeft<52>(k)));
  const V kd = hn::ConvertTo(d, k);
  const V one = hn::Set(d, 1.0);
  const V two = hn::Set(d, 2.0);
  const V f = hn::Sub(m, one);
  const V den = hn::Add(two, f);
  const V den_lo = hn::Sub(f, hn::Sub(den, two));
  const V s = hn::Div(f, den);
  const V q = hn::Mul(s, den);
  const V rest = hn::Sub(hn::Sub(hn::Sub(f, q), ProductError(d, s, den, q)), hn::Mul(s, den_lo));
  const V s_lo = hn::Div(rest, den);
  const V z = hn::Mul(s, s);
  const V z_lo = hn::MulAdd(hn::Add(s, s), s_lo, ProductError(d, s, s, z));
  const V cube = hn::Mul(z, s);
  const V cube_lo = hn::MulAdd(z, s_lo, hn::MulAdd(z_lo, s, ProductError(d, z, s, cube)));
  const V third2 = hn::Set(d, 0.6666666666666666);
  const V t = hn::Mul(third2, cube);
  V series = hn::Set(d, kAtanhSeries[std::size(kAtanhSeries) - 1]);
  for (size_t i = std::size(kAtanhSeries) - 1; i-- > 0;)
    series = hn::MulAdd(series, z, hn::Set(d, kAtanhSeries[i]));
  const V t_lo = hn::Add(hn::MulAdd(cube, hn::Set(d, 3.700743415417188e-17),
                                    hn::MulAdd(third2, cube_lo, ProductError(d, third2, cube, t))),
                         hn::Mul(hn::Mul(cube, z), series));
  const V a = hn::Mul(kd, hn::Set(d, 0.6931471803691238));  // exact: 32 significant bits
  const V b = hn::Add(s, s);
  const V s1 = hn::Add(a, b);
  const V s2 = hn::Add(s1, t);
  const V small = hn::Add(
      hn::Add(SumError(a, b, s1), SumError(s1, t, s2)),
      hn::Add(hn::Add(t_lo, hn::Add(s_lo, s_lo)), hn::Mul(kd, hn::Set(d, 1.9082149292705877e-10))));
  const V hi = hn::Add(s2, small);
  lo = hn::Sub(small, hn::Sub(hi, s2));
  return hi;
}

// pow of float64 arguments: exp(y·ln|x|) with the product formed in two parts from LogTwoPart's,
// so its rounding stays below 2^−53 absolute for every exponent with a normal result:
// exp(t + t_lo) = e^t·(1 + t_lo).
template <class D, class V>
HWY_INLINE V Pow(D d, V x, V y) {
  V log_lo;
  const V log_hi = LogTwoPart(d, hn::Abs(x), log_lo);
  const V t = hn::Mul(y, log_hi);
  const V t_lo = hn::MulAdd(y, log_lo, ProductError(d, y, log_hi, t));
  const V e = ExpCodyWaite(d, t);
  return SignedPow(d, x, y, t, hn::MulAdd(e, t_lo, e));
}

// The formula of each op kHasVectorBinaryMath lists, for arguments of type T: in float64 vectors,
// or in vectors of T where kInArgumentType (float64, or kBinaryMathInFloat32).
template <ElementwiseOp kOp>
struct BinaryMathFn;
#define STRATA_BINARY_MATH_FN(op, formula)                                    \
  template <>                                                                 \
  struct BinaryMathFn<ElementwiseOp::op> {                                    \
    template <class T>                                                        \
    static constexpr bool kInArgumentType =                                   \
        std::is_same_v<T, double> || kBinaryMathInFloat32<ElementwiseOp::op>; \
    template <class T, class D, class V>                                      \
    static V Compute(D d, V x, V y) {                                         \
      return formula;                                                         \
    }                                                                         \
  };
STRATA_BINARY_MATH_FN(kHypot, Hypot(d, x, y))
STRATA_BINARY_MATH_FN(kAtan2, Atan2<false>(d, x, y))
STRATA_BINARY_MATH_FN(kAtan2Pi, Atan2<true>(d, x, y))
STRATA_BINARY_MATH_FN(kLogBase, LogBase(d, x, y))
STRATA_BINARY_MATH_FN(kPow, sizeof(T) == 4 ? PowOfFloat(d, x, y) : Pow(d, x, y))
#undef STRATA_BINARY_MATH_FN

// a^(1/n) for positive normal a, float64: ln a in two parts (LogTwoPart) divided by n in two
// parts, so that 1/n is never rounded: t = hi/n, t_lo = (hi − t·n + lo)/n, where hi − t·n is
// exact (the product's rounding error is, and t·n lies within an ULP of hi), and
// e^(t + t_lo) = e^t·(1 + t_lo). Lanes pow would leave to its definition give NaN.
template <class D, class V>
HWY_INLINE V RootOfPositive(D d, V a, V n) {
  V log_lo;
  const V log_hi = LogTwoPart(d, a, log_lo);
  const V t = hn::Div(log_hi, n);
  const V p = hn::Mul(t, n);
  const V rest = hn::Sub(hn::Sub(log_hi, p), ProductError(d, t, n, p));
  const V t_lo = hn::Div(hn::Add(rest, log_lo), n);
  const V e = ExpCodyWaite(d, t);
  return SignedPow(d, a, n, t, hn::MulAdd(e, t_lo, e));
}

// root_n(x, n) with the degree n in y, for n outside 0..3: |x|^(1/n) with the sign of x for odd
// n (float32 promoted, where 1/n rounded to float64 is exact enough and pow's kernel serves). A
// negative x with even n, and every lane outside the formula's range, give NaN, so the caller's
// scalar definition decides them.
struct RootNFn {
  template <class T>
  static constexpr bool kInArgumentType = std::is_same_v<T, double>;
  template <class T, class D, class V>
  static V Compute(D d, V x, V n) {
    const V a = hn::Abs(x);
    const V r =
        sizeof(T) == 4 ? PowOfFloat(d, a, hn::Div(hn::Set(d, 1.0), n)) : RootOfPositive(d, a, n);
    const V half = hn::Mul(n, hn::Set(d, 0.5));
    const auto odd = hn::Ne(hn::Round(half), half);
    return hn::IfThenElse(odd, hn::CopySign(r, x), OrNaN(d, hn::Ge(x, hn::Zero(d)), r));
  }
};

// r with its NaN lanes replaced by scalar(x, y).
template <class D, class V>
HWY_NOINLINE V RecomputeNaNLanes(D d, V x, V y, V r, ScalarBinaryMath<hn::TFromD<D>> scalar) {
  using T = hn::TFromD<D>;
  constexpr size_t kMaxLanes = HWY_MAX_BYTES / sizeof(T);
  alignas(64) T xs[kMaxLanes];
  alignas(64) T ys[kMaxLanes];
  alignas(64) T rs[kMaxLanes];
  hn::Store(x, d, xs);
  hn::Store(y, d, ys);
  hn::Store(r, d, rs);
  for (size_t i = 0; i < hn::Lanes(d); ++i) {
    if (std::isnan(rs[i])) rs[i] = scalar(xs[i], ys[i]);
  }
  return hn::Load(d, rs);
}

// Vectors of T with as many lanes as the vectors Fn computes in: full vectors of T, or as many
// lanes as a float64 vector.
template <class T, class Fn>
using RowTag = std::conditional_t<Fn::template kInArgumentType<T>, hn::ScalableTag<T>,
                                  hn::Rebind<T, hn::ScalableTag<double>>>;

// y_repeated: y is one value, used for every element.
template <class T, class Fn>
void RowT(std::byte* out_bytes, const std::byte* x_bytes, const std::byte* y_bytes, int64_t n,
          StoreMode store_mode, ScalarBinaryMath<T> scalar, bool y_repeated = false) {
  using D = RowTag<T, Fn>;
  const D d;
  const hn::ScalableTag<double> dc;
  T* out = reinterpret_cast<T*>(out_bytes);
  const T* x = reinterpret_cast<const T*>(x_bytes);
  const T* y = reinterpret_cast<const T*>(y_bytes);
  const auto compute = [&](hn::Vec<D> vx, hn::Vec<D> vy) {
    hn::Vec<D> r;
    if constexpr (Fn::template kInArgumentType<T>) {
      r = Fn::template Compute<T>(d, vx, vy);
    } else {
      // Results beyond float32's finite range (which DemoteTo may clamp) go to the definition.
      const auto wide = Fn::template Compute<T>(dc, hn::PromoteTo(dc, vx), hn::PromoteTo(dc, vy));
      r = hn::DemoteTo(
          d, OrNaN(dc, hn::Le(hn::Abs(wide), hn::Set(dc, double{kMaxFinite<float>})), wide));
    }
    return HWY_LIKELY(hn::AllFalse(d, hn::IsNaN(r))) ? r : RecomputeNaNLanes(d, vx, vy, r, scalar);
  };
  // Streaming stores rewrite the head of the row (see StoreVectors): in place, store normally.
  const StoreMode mode =
      out_bytes == x_bytes || out_bytes == y_bytes ? StoreMode::kCached : store_mode;
  const int64_t i = StoreVectors(d, out, n, mode, [&](int64_t k) {
    return compute(hn::LoadU(d, x + k), y_repeated ? hn::Set(d, *y) : hn::LoadU(d, y + k));
  });
  if (i == n) return;
  constexpr size_t kBufferLanes = HWY_MAX_BYTES / sizeof(T);
  const size_t rest = std::min(static_cast<size_t>(n - i), kBufferLanes);
  alignas(64) T xs[kBufferLanes];
  alignas(64) T ys[kBufferLanes];
  std::fill(xs, xs + kBufferLanes, T(1));
  std::fill(ys, ys + kBufferLanes, T(1));
  std::memcpy(xs, x + i, rest * sizeof(T));
  if (y_repeated) {
    std::fill(ys, ys + rest, *y);
  } else {
    std::memcpy(ys, y + i, rest * sizeof(T));
  }
  StoreFirstN(d, compute(hn::Load(d, xs), hn::Load(d, ys)), out + i, rest);
}

template <class T>
void BinaryMathRow(ElementwiseOp op, std::byte* out, const std::byte* x, const std::byte* y,
                   int64_t n, StoreMode mode, ScalarBinaryMath<T> scalar) {
  VisitBinaryOp(op, [&](auto kind) {
    constexpr ElementwiseOp kOp = decltype(kind)::value;
    if constexpr (kHasVectorBinaryMath<kOp, T>)
      RowT<T, BinaryMathFn<kOp>>(out, x, y, n, mode, scalar);
  });
}

void BinaryMathRowF32(ElementwiseOp op, std::byte* out, const std::byte* x, const std::byte* y,
                      int64_t n, StoreMode mode, ScalarBinaryMath<float> scalar) {
  BinaryMathRow<float>(op, out, x, y, n, mode, scalar);
}
void BinaryMathRowF64(ElementwiseOp op, std::byte* out, const std::byte* x, const std::byte* y,
                      int64_t n, StoreMode mode, ScalarBinaryMath<double> scalar) {
  BinaryMathRow<double>(op, out, x, y, n, mode, scalar);
}

template <class T>
void RootNRow(std::byte* out, const std::byte* x, int64_t count, int64_t degree, StoreMode mode,
              ScalarBinaryMath<T> scalar) {
  const T n = static_cast<T>(degree);  // exact: |degree| < 2^24
  RowT<T, RootNFn>(out, x, reinterpret_cast<const std::byte*>(&n), count, mode, scalar,
                   /*y_repeated=*/true);
}
void RootNRowF32(std::byte* out, const std::byte* x, int64_t count, int64_t degree, StoreMode mode,
                 ScalarBinaryMath<float> scalar) {
  RootNRow<float>(out, x, count, degree, mode, scalar);
}
void RootNRowF64(std::byte* out, const std::byte* x, int64_t count, int64_t degree, StoreMode mode,
                 ScalarBinaryMath<double> scalar) {
  RootNRow<double>(out, x, count, degree, mode, scalar);
}

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace strata {
HWY_EXPORT(BinaryMathRowF32);
HWY_EXPORT(BinaryMathRowF64);
HWY_EXPORT(RootNRowF32);
HWY_EXPORT(RootNRowF64);

void RootNRowVector(std::byte* out, const std::byte* x, int64_t count, int64_t degree,
                    StoreMode mode, ScalarBinaryMath<float> scalar) {
  HWY_DYNAMIC_DISPATCH(RootNRowF32)(out, x, count, degree, mode, scalar);
}
void RootNRowVector(std::byte* out, const std::byte* x, int64_t count, int64_t degree,
                    StoreMode mode, ScalarBinaryMath<double> scalar) {
  HWY_DYNAMIC_DISPATCH(RootNRowF64)(out, x, count, degree, mode, scalar);
}

void BinaryMathRowVector(ElementwiseOp op, std::byte* out, const std::byte* x, const std::byte* y,
                         int64_t n, StoreMode mode, ScalarBinaryMath<float> scalar) {
  HWY_DYNAMIC_DISPATCH(BinaryMathRowF32)(op, out, x, y, n, mode, scalar);
}
void BinaryMathRowVector(ElementwiseOp op, std::byte* out, const std::byte* x, const std::byte* y,
                         int64_t n, StoreMode mode, ScalarBinaryMath<double> scalar) {
  HWY_DYNAMIC_DISPATCH(BinaryMathRowF64)(op, out, x, y, n, mode, scalar);
}

}  // namespace strata
#endif
