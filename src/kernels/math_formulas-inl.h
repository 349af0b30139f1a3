// Per-target vector formulas and argument limits shared by the math row kernels (include after
// <hwy/highway.h> and <hwy/contrib/math/math-inl.h> inside a Highway TU; the include guard
// toggles once per target like Highway's own -inl headers).
#if defined(STRATA_KERNELS_MATH_FORMULAS_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef STRATA_KERNELS_MATH_FORMULAS_INL_H_
#undef STRATA_KERNELS_MATH_FORMULAS_INL_H_
#else
#define STRATA_KERNELS_MATH_FORMULAS_INL_H_
#endif

#include <cstddef>
#include <cstdint>
#include <limits>

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Argument limits: exp(x) is a finite normal number for x in [kExpLow, kExpHigh]; Highway's
// Sin and Cos reduce |x| ≤ kTrigLimit (their documented range) accurately.
template <class T>
constexpr T kExpLow = sizeof(T) == 4 ? T(-87) : T(-708);
template <class T>
constexpr T kExpHigh = sizeof(T) == 4 ? T(88) : T(709);
template <class T>
constexpr T kTrigLimit = T(39000);
// 2^x and 10^x are finite normal numbers for x in [kExp2Low, kExp2High], [kExp10Low, kExp10High].
template <class T>
constexpr T kExp2Low = T(std::numeric_limits<T>::min_exponent - 1);
template <class T>
constexpr T kExp2High = T(std::numeric_limits<T>::max_exponent - 1);
template <class T>
constexpr T kExp10Low = T(std::numeric_limits<T>::min_exponent10);
template <class T>
constexpr T kExp10High = T(std::numeric_limits<T>::max_exponent10);
template <class T>
constexpr T kMaxFinite = std::numeric_limits<T>::max();
template <class T>
constexpr T kMinNormal = std::numeric_limits<T>::min();

template <class D, class V>
HWY_INLINE auto Within(D d, V x, hn::TFromD<D> lo, hn::TFromD<D> hi) {
  return hn::And(hn::Ge(x, hn::Set(d, lo)), hn::Le(x, hn::Set(d, hi)));
}

// f(±0) = ±0 for the functions whose formula loses the sign of a zero argument.
template <class D, class V>
HWY_INLINE V KeepZero(D d, V x, V r) {
  return hn::IfThenElse(hn::Eq(x, hn::Zero(d)), x, r);
}

// c[0] + r·(c[1] + r·(c[2] + …)) by Horner's rule.
template <class D, class V, size_t N>
HWY_INLINE V Polynomial(D d, V r, const hn::TFromD<D> (&c)[N]) {
  V acc = hn::Set(d, c[N - 1]);
  for (size_t i = N - 1; i-- > 0;) acc = hn::MulAdd(acc, r, hn::Set(d, c[i]));
  return acc;
}

// 1 + r·(c[0] + r·(c[1] + …)); the constant term 1 is exact, so r = 0 gives 1.
template <class D, class V, size_t N>
HWY_INLINE V OnePlusRTimes(D d, V r, const hn::TFromD<D> (&c)[N]) {
  return hn::MulAdd(Polynomial(d, r, c), r, hn::Set(d, hn::TFromD<D>(1)));
}

// n = t rounded to the nearest integer (ties to even) and 2^n, for |t| below the normal exponent
// range: adding 1.5·2^(mantissa bits) leaves n in the low bits of the sum, which shifted into the
// exponent field give 2^n.
template <class D, class V>
HWY_INLINE V RoundToPow2(D d, V t, V& n) {
  using T = hn::TFromD<D>;
  const hn::RebindToSigned<D> di;
  constexpr int kMantissaBits = std::numeric_limits<T>::digits - 1;
  const V shifter = hn::Set(d, T(1.5) * T(int64_t{1} << kMantissaBits));
  const V sum = hn::Add(t, shifter);
  n = hn::Sub(sum, shifter);
  const auto biased = hn::Add(hn::Sub(hn::BitCast(di, sum), hn::BitCast(di, shifter)),
                              hn::Set(di, std::numeric_limits<T>::max_exponent - 1));
  return hn::BitCast(d, hn::ShiftLeft<kMantissaBits>(biased));
}

// The float32 or the float64 one of two coefficient tables, by T.
template <class T, size_t N, size_t M>
constexpr const auto& ForType([[maybe_unused]] const float (&f32)[N],
                              [[maybe_unused]] const double (&f64)[M]) {
  if constexpr (sizeof(T) == 4)
    return f32;
  else
    return f64;
}

// Polynomials q with 2^r ≈ 1 + r·q(r) on |r| ≤ 1/2 and 10^r ≈ 1 + r·q(r) on |r| ≤ log10(2)/2
// (slightly widened): Chebyshev interpolants of (2^r − 1)/r and (10^r − 1)/r, degree 5 for
// float32 and 10 for float64, fitted in 50-digit arithmetic (mpmath.chebyfit) and rounded to T.
constexpr float kExp2PolyF32[] = {0.693147182f,   0.240226507f,   0.0555035695f,
                                  0.00961808302f, 0.00133908633f, 0.000154531634f};
constexpr double kExp2PolyF64[] = {
    0.69314718055994529,    0.24022650695910097,    0.055504108664821597,   0.0096181291076068882,
    0.0013333558146416936,  0.0001540353044173605,  1.5252733829836119e-05, 1.3215442587921689e-06,
    1.0178062445845774e-07, 7.0725859492692234e-09, 4.4549605981865186e-10};
constexpr float kExp10PolyF32[] = {2.30258512f, 2.650949f,    2.03465891f,
                                   1.17124951f, 0.541705728f, 0.207664162f};
constexpr double kExp10PolyF64[] = {
    2.3025850929940459,    2.6509490552392019,    2.0346785922934769,    1.1712551489096168,
    0.5393829291951121,    0.20699584935057588,   0.068089365190196802,  0.019597628814709465,
    0.0050139171794443453, 0.0011573978856076826, 0.00024217996456768476};
template <class T>
constexpr const auto& Exp2Poly() {
  return ForType<T>(kExp2PolyF32, kExp2PolyF64);
}
template <class T>
constexpr const auto& Exp10Poly() {
  return ForType<T>(kExp10PolyF32, kExp10PolyF64);
}
// log10(2) = kLog10Of2Hi + kLog10Of2Lo, the high part short enough that n·kLog10Of2Hi is exact
// for every n the exp10 range produces (|n| < 2^7 in float32, 2^11 in float64).
template <class T>
constexpr T kLog10Of2Hi = sizeof(T) == 4 ? T(0.301025390625) : T(0.30102999566383914);
template <class T>
constexpr T kLog10Of2Lo = sizeof(T) == 4 ? T(4.6050389811952138e-06) : T(1.4205023227266099e-13);
template <class T>
constexpr T kLog2Of10 = T(3.3219280948873622);

// 2^x = 2^n · 2^r with n = round(x) and r = x − n exact, |r| ≤ 1/2.
template <class D, class V>
HWY_INLINE V Exp2(D d, V x) {
  V n;
  const V scale = RoundToPow2(d, x, n);
  return hn::Mul(OnePlusRTimes(d, hn::Sub(x, n), Exp2Poly<hn::TFromD<D>>()), scale);
}

// x = n·log_b(2) + r with n = round(x·log2(b)) and r in two parts (hi + lo, the first product and
// difference exact), |r| ≤ log_b(2)/2 plus rounding. Returns 2^n and sets r.
template <class D, class V>
HWY_INLINE V ReduceExp(D d, V x, hn::TFromD<D> log2_of_base, hn::TFromD<D> log_base_of_2_hi,
                       hn::TFromD<D> log_base_of_2_lo, V& r) {
  V n;
  const V scale = RoundToPow2(d, hn::Mul(x, hn::Set(d, log2_of_base)), n);
  r = hn::NegMulAdd(n, hn::Set(d, log_base_of_2_lo),
                    hn::NegMulAdd(n, hn::Set(d, log_base_of_2_hi), x));
  return scale;
}

// b^x = 2^n · b^r (ReduceExp) with b^r ≈ 1 + r·poly(r).
template <class D, class V, size_t N>
HWY_INLINE V ExpOfBase(D d, V x, hn::TFromD<D> log2_of_base, hn::TFromD<D> log_base_of_2_hi,
                       hn::TFromD<D> log_base_of_2_lo, const hn::TFromD<D> (&poly)[N]) {
  V r;
  const V scale = ReduceExp(d, x, log2_of_base, log_base_of_2_hi, log_base_of_2_lo, r);
  return hn::Mul(OnePlusRTimes(d, r, poly), scale);
}

template <class D, class V>
HWY_INLINE V Exp10(D d, V x) {
  using T = hn::TFromD<D>;
  return ExpOfBase(d, x, kLog2Of10<T>, kLog10Of2Hi<T>, kLog10Of2Lo<T>, Exp10Poly<T>());
}

// e^r ≈ 1 + r·q(r) on |r| ≤ ln(2)/2: q is the Taylor series of (e^r − 1)/r, 1/(k + 1)! for
// k = 0, 1, …, cut where the next term is below a quarter of an ULP of the result.
constexpr float kExpPolyF32[] = {1.0f,       0.5f,       1.0f / 6,   1.0f / 24,
                                 1.0f / 120, 1.0f / 720, 1.0f / 5040};
constexpr double kExpPolyF64[] = {1.0,
                                  0.5,
                                  1.0 / 6,
                                  1.0 / 24,
                                  1.0 / 120,
                                  1.0 / 720,
                                  1.0 / 5040,
                                  1.0 / 40320,
                                  1.0 / 362880,
                                  1.0 / 3628800,
                                  1.0 / 39916800,
                                  1.0 / 479001600,
                                  1.0 / 6227020800};
template <class T>
constexpr const auto& ExpPoly() {
  if constexpr (sizeof(T) == 4)
    return kExpPolyF32;
  else
    return kExpPolyF64;
}
// ln(2) = kLn2Hi + kLn2Lo, the high part short enough that n·kLn2Hi is exact for every n the exp
// range produces (|n| < 2^8 in float32, 2^11 in float64).
template <class T>
constexpr T kLn2Hi = sizeof(T) == 4 ? T(0.693145751953125) : T(6.93147180369123816490e-01);
template <class T>
constexpr T kLn2Lo = sizeof(T) == 4 ? T(1.428606765330187045e-06) : T(1.90821492927058770002e-10);
template <class T>
constexpr T kLog2OfE = T(1.4426950408889634);
template <class T>
constexpr T kLog10OfE = T(0.4342944819032518);

// e^x for |x| ≤ kExpHigh: about half the operations of Highway's Exp, with the same accuracy.
template <class D, class V>
HWY_INLINE V ExpCodyWaite(D d, V x) {
  using T = hn::TFromD<D>;
  return ExpOfBase(d, x, kLog2OfE<T>, kLn2Hi<T>, kLn2Lo<T>, ExpPoly<T>());
}

// Highway's Log for positive normal x, without its scaling of subnormal arguments (the same bits
// for every other x): the callers' accurate ranges start at the smallest normal number, and the
// lanes below it take the scalar definition anyway.
template <class D, class V>
HWY_INLINE V LogOfNormal(D d, V x) {
  return hn::impl::Log<D, V, /*kAllowSubnormals=*/false>(d, x);
}

// log(m) for positive normal x = 2^e·m with m in [√½, √2), setting e (as T). e is the difference
// of the bit patterns of x and √½ shifted down to the exponent field (floored by the arithmetic
// shift), and subtracting it from the exponent field leaves m. log(m) = f − s·(f − R(s)) with
// f = m − 1 and s = f/(m + 1), R being Highway's own polynomial for its Log: the same operations as
// LogOfNormal, whose decomposition this one replaces.
template <class D, class V>
HWY_INLINE V LogOfMantissa(D d, V x, V& e) {
  using T = hn::TFromD<D>;
  const hn::RebindToSigned<D> di;
  constexpr int kMantissaBits = std::numeric_limits<T>::digits - 1;
  const V one = hn::Set(d, T(1));
  const auto bits = hn::BitCast(di, x);
  const auto exponent = hn::ShiftRight<kMantissaBits>(
      hn::Sub(bits, hn::BitCast(di, hn::Set(d, T(0.70710678118654752)))));
  const V m = hn::BitCast(d, hn::Sub(bits, hn::ShiftLeft<kMantissaBits>(exponent)));
  e = hn::ConvertTo(d, exponent);
  const V f = hn::Sub(m, one);
  const V s = hn::Div(f, hn::Add(m, one));
  return hn::NegMulAdd(s, hn::Sub(f, hn::impl::LogImpl<T>().LogPoly(d, s)), f);
}

// log2(x) = e + log(m)·log2(e): powers of two (m = 1) give e exactly, where log(x)·log2(e) would
// round twice and miss it by an ULP.
template <class D, class V>
HWY_INLINE V Log2OfNormal(D d, V x) {
  V e;
  const V log_m = LogOfMantissa(d, x, e);
  return hn::MulAdd(log_m, hn::Set(d, kLog2OfE<hn::TFromD<D>>), e);
}

// log10(x) = e·log10(2) + log(m)·log10(e) with log10(2) in two parts, e·kLog10Of2Hi exact: at
// x = 10^k the smaller terms are off by far less than half an ULP of k, so powers of ten give k.
template <class D, class V>
HWY_INLINE V Log10OfNormal(D d, V x) {
  using T = hn::TFromD<D>;
  V e;
  const V log_m = LogOfMantissa(d, x, e);
  const V rest =
      hn::MulAdd(e, hn::Set(d, kLog10Of2Lo<T>), hn::Mul(log_m, hn::Set(d, kLog10OfE<T>)));
  return hn::MulAdd(e, hn::Set(d, kLog10Of2Hi<T>), rest);
}

// cos(x) for |x| ≤ kTrigLimit. In float64, Highway's Cos (which reduces x by the nearest odd
// multiple of π/2) lands one ULP below 1 where cos(x) rounds to 1. The maximum with 1 − x² (at
// most cos(x), and so never above its rounding) gives exactly 1 for |x| ≤ 2^−27, in two
// operations where a compare and select would take three; float32's result is already 1 there.
template <class D, class V>
HWY_INLINE V CosExactNearZero(D d, V x) {
  using T = hn::TFromD<D>;
  if constexpr (sizeof(T) == 4) {
    return hn::Cos(d, x);
  } else {
    return hn::Max(hn::Cos(d, x), hn::NegMulAdd(x, x, hn::Set(d, T(1))));
  }
}

// sigmoid(x) = 1 / (1 + e^−x), evaluated with e = e^−|x| ≤ 1 so nothing overflows:
// r = 1 / (1 + e) for x ≥ 0 and e·r = e^x / (1 + e^x) for x < 0. Below kExpLow, e only has to be
// negligible next to 1, so the argument is clamped there.
template <class D, class V>
HWY_INLINE V Sigmoid(D d, V x) {
  using T = hn::TFromD<D>;
  const V one = hn::Set(d, T(1));
  const V e = ExpCodyWaite(d, hn::Max(hn::Neg(hn::Abs(x)), hn::Set(d, kExpLow<T>)));
  const V r = hn::Div(one, hn::Add(one, e));
  return hn::IfThenElse(hn::Lt(x, hn::Zero(d)), hn::Mul(e, r), r);
}

// 1/π, 1/ln 2 and 1/ln 10 as hi + lo, hi the constant rounded to T and lo the rest rounded to T:
// MulHiLo scales by them with about one rounding, where y·hi alone would add the half ULP by which
// hi misses the constant. The result takes the sign of y, which the sum loses when it is zero
// (y = −0 with lo < 0, or both products underflowing with opposite signs).
template <class T>
constexpr T kInvPiHi = sizeof(T) == 4 ? T(0.318309873f) : T(0.31830988618379069);
template <class T>
constexpr T kInvPiLo = sizeof(T) == 4 ? T(1.28412765e-08f) : T(-1.9678676675182486e-17);
template <class T>
constexpr T kInvLn2Hi = sizeof(T) == 4 ? T(1.44269502f) : T(1.4426950408889634);
template <class T>
constexpr T kInvLn2Lo = sizeof(T) == 4 ? T(1.92596303e-08f) : T(2.0355273740931033e-17);
template <class T>
constexpr T kInvLn10Hi = sizeof(T) == 4 ? T(0.434294492f) : T(0.43429448190325182);
template <class T>
constexpr T kInvLn10Lo = sizeof(T) == 4 ? T(-1.010305e-08f) : T(1.0983196502167651e-17);

template <class D, class V>
HWY_INLINE V MulHiLo(D d, V y, hn::TFromD<D> hi, hn::TFromD<D> lo) {
  return hn::CopySign(hn::MulAdd(y, hn::Set(d, hi), hn::Mul(y, hn::Set(d, lo))), y);
}

// Polynomial initial guess for ∛m on [1, 2) (relative error 1.3e-5): the Chebyshev interpolant of
// degree 4, fitted in 50-digit arithmetic and rounded to T.
constexpr float kCbrtGuessF32[] = {0.509248137f, 0.711742401f, -0.293954104f, 0.0830790326f,
                                   -0.0101022124f};
constexpr double kCbrtGuessF64[] = {0.50924813354924148, 0.71174238660259237, -0.29395411808482369,
                                    0.08307903547963541, -0.010102212336338642};

// ∛x for normal x and ±0: |x| = m·2^e with m in [1, 2) and e = 3q + k (k in {0, 1, 2}), so
// ∛|x| = 2^q·∛a with a = m·2^k in [1, 8). The guess (polynomial of m times ∛2^k) is refined by
// Newton steps y −= (y³ − a)/(3y²), each squaring the relative error (1.3e-5, 2e-10, 4e-20); the
// last step's error is about that of y³ − a, a third of an ULP or two thirds without FMA.
template <class D, class V>
HWY_INLINE V Cbrt(D d, V x) {
  using T = hn::TFromD<D>;
  const hn::RebindToUnsigned<D> du;
  using U = hn::TFromD<decltype(du)>;
  constexpr int kMantissaBits = std::numeric_limits<T>::digits - 1;
  const V one = hn::Set(d, T(1));
  const V two = hn::Set(d, T(2));
  const auto bits = hn::BitCast(du, hn::Abs(x));
  // The biased exponent field or'ed into the mantissa of 2^kMantissaBits gives it as a T.
  const V mantissa_end = hn::Set(d, T(U{1} << kMantissaBits));
  const V biased = hn::Sub(
      hn::BitCast(d, hn::Or(hn::ShiftRight<kMantissaBits>(bits), hn::BitCast(du, mantissa_end))),
      mantissa_end);
  const V e = hn::Sub(biased, hn::Set(d, T(std::numeric_limits<T>::max_exponent - 1)));
  V q;  // round((e − 1)/3) = floor(e/3)
  const V scale = RoundToPow2(d, hn::Mul(hn::Sub(e, one), hn::Set(d, T(1) / T(3))), q);
  const V k = hn::NegMulAdd(q, hn::Set(d, T(3)), e);
  const V m = hn::BitCast(
      d, hn::Or(hn::And(bits, hn::Set(du, (U{1} << kMantissaBits) - 1)), hn::BitCast(du, one)));
  const auto k1 = hn::Eq(k, one);
  const auto k2 = hn::Eq(k, two);
  const V a = hn::Mul(m, hn::IfThenElse(k1, two, hn::IfThenElse(k2, hn::Set(d, T(4)), one)));
  const V cbrt2k = hn::IfThenElse(k1, hn::Set(d, T(1.2599210498948732)),
                                  hn::IfThenElse(k2, hn::Set(d, T(1.5874010519681994)), one));
  V y = hn::Mul(Polynomial(d, m, ForType<T>(kCbrtGuessF32, kCbrtGuessF64)), cbrt2k);
  const V third = hn::Set(d, T(1) / T(3));
  for (int i = 0; i < (sizeof(T) == 4 ? 1 : 2); ++i) {
    const V y2 = hn::Mul(y, y);
    y = hn::NegMulAdd(hn::MulSub(y2, y, a), hn::Div(third, y2), y);
  }
  return KeepZero(d, x, hn::CopySignToAbs(hn::Mul(y, scale), x));
}

// sin(πc) = c·s(c²) and cos(πc) = 1 + c²·k(c²) on |c| ≤ 1/4: Chebyshev interpolants in c² of
// degree 3 (float32) and 6 (float64), fitted in 50-digit arithmetic and rounded to T.
constexpr float kSinPiPolyF32[] = {3.14159274f, -5.16770792f, 2.54976702f, -0.589075089f};
constexpr double kSinPiPolyF64[] = {
    3.1415926535897931,   -5.1677127800499543,    2.5501640398733763,    -0.59926452893964488,
    0.082145869180001746, -0.0073700215869077707, 0.00046153185538358102};
constexpr float kCosPiPolyF32[] = {-4.93480206f, 4.05871058f, -1.33513784f, 0.232125416f};
constexpr double kCosPiPolyF64[] = {
    -4.934802200544679,    4.0587121264167649,   -1.3352627688538095,    0.23533063028399223,
    -0.025806887964701878, 0.001929493874894941, -0.00010370082971594627};

// The π-scaled functions reduce exactly, as the scalar definitions do. r = |x| − 2·round(|x|/2)
// is exact for every finite x (|x| itself below 1, Sterbenz's lemma above; from 2^(mantissa bits)
// on every value is an even integer and r is 0), and sin(π|x|) = sin(πr), cos(π|x|) = cos(πr).
// With b = min(|r|, 1 − |r|) in [0, 1/2] and c = min(b, 1/2 − b) in [0, 1/4] (each difference
// exact), s = sin(πc) ≥ 0 and k = cos(πc) > 0: sin(π|r|) = (b ≤ 1/4 ? s : k), and cos(π|r|) is
// that with s and k swapped, negated when |r| > 1/2 (`upper`). ReducePi passes them on as
// use(r, b, s, k, upper, low), low = b ≤ 1/4: SVE vectors are sizeless and cannot be members of
// a struct.
template <class D, class V, class Use>
HWY_INLINE V ReducePi(D d, V x, Use&& use) {
  using T = hn::TFromD<D>;
  const V half = hn::Set(d, T(0.5));
  const V one = hn::Set(d, T(1));
  const V ax = hn::Abs(x);
  const V r = hn::NegMulAdd(hn::Round(hn::Mul(ax, half)), hn::Set(d, T(2)), ax);
  const V a = hn::Abs(r);
  const V b = hn::Min(a, hn::Sub(one, a));
  const V c = hn::Min(b, hn::Sub(half, b));
  const V c2 = hn::Mul(c, c);
  const V s = hn::Mul(c, Polynomial(d, c2, ForType<T>(kSinPiPolyF32, kSinPiPolyF64)));
  const V k = OnePlusRTimes(d, c2, ForType<T>(kCosPiPolyF32, kCosPiPolyF64));
  return use(r, b, s, k, hn::Gt(a, half), hn::Le(b, hn::Set(d, T(0.25))));
}

// sin(πx) has the sign of x times that of r, except that integers give ±0 with the sign of x.
template <class D, class V>
HWY_INLINE V SinPi(D d, V x) {
  return ReducePi(d, x, [&](V r, V b, V s, V k, hn::Mask<D>, hn::Mask<D> low) {
    const V sign = hn::SignBit(d);
    const V r_sign = hn::IfThenZeroElse(hn::Eq(b, hn::Zero(d)), hn::And(r, sign));
    return hn::Xor(hn::IfThenElse(low, s, k), hn::Xor(r_sign, hn::And(x, sign)));
  });
}

// cos(πx) is even; half-integers give +0 (b = 1/2 and s = +0, never `upper`).
template <class D, class V>
HWY_INLINE V CosPi(D d, V x) {
  return ReducePi(d, x, [&](V, V, V s, V k, hn::Mask<D> upper, hn::Mask<D> low) {
    const V m = hn::IfThenElse(low, k, s);
    return hn::IfThenElse(upper, hn::Neg(m), m);
  });
}

// tan(πx) = ±s/k or ±k/s, with the scalar definition's exact values: ±1 at the quarters, ±∞ at the
// half-integers, and zeros signed as +0 for even and −0 for odd |x|, times the sign of x.
template <class D, class V>
HWY_INLINE V TanPi(D d, V x) {
  using T = hn::TFromD<D>;
  return ReducePi(d, x, [&](V r, V b, V s, V k, hn::Mask<D> upper, hn::Mask<D> low) {
    const V sign = hn::SignBit(d);
    const V quotient = hn::Div(hn::IfThenElse(low, s, k), hn::IfThenElse(low, k, s));
    const V m = hn::IfThenElse(hn::Eq(b, hn::Set(d, T(0.25))), hn::Set(d, T(1)), quotient);
    const V r_sign = hn::IfThenZeroElse(hn::Eq(b, hn::Zero(d)), hn::And(r, sign));
    const V upper_sign = hn::IfThenElseZero(upper, sign);
    return hn::Xor(m, hn::Xor(hn::Xor(r_sign, upper_sign), hn::And(x, sign)));
  });
}

// ExpM1OfBase for x in [low, kExpHigh] without its rule for −0, which this formula turns into +0.
template <class D, class V, size_t N>
HWY_INLINE V ExpM1InRange(D d, V x, hn::TFromD<D> log2_of_base, hn::TFromD<D> log_base_of_2_hi,
                          hn::TFromD<D> log_base_of_2_lo, const hn::TFromD<D> (&poly)[N]) {
  using T = hn::TFromD<D>;
  V r;
  const V scale = ReduceExp(d, x, log2_of_base, log_base_of_2_hi, log_base_of_2_lo, r);
  const V p = hn::Mul(r, Polynomial(d, r, poly));
  return hn::MulAdd(scale, p, hn::Sub(scale, hn::Set(d, T(1))));
}

// b^x − 1 from the reduction of ExpOfBase (b^x = 2^n·(1 + p) with p = r·poly(r)): 2^n·p + (2^n −
// 1), where 2^n − 1 is exact for |n| up to the mantissa bits and p keeps its relative accuracy as r
// goes to 0, so n = 0 gives p itself. Arguments below `low`, where the result rounds to −1 in
// either type, are clamped there, which keeps 2^n normal.
template <class D, class V, size_t N>
HWY_INLINE V ExpM1OfBase(D d, V x, hn::TFromD<D> low, hn::TFromD<D> log2_of_base,
                         hn::TFromD<D> log_base_of_2_hi, hn::TFromD<D> log_base_of_2_lo,
                         const hn::TFromD<D> (&poly)[N]) {
  const V clamped = hn::Max(x, hn::Set(d, low));
  return KeepZero(d, x,
                  ExpM1InRange(d, clamped, log2_of_base, log_base_of_2_hi, log_base_of_2_lo, poly));
}

// For 2^x the reduction r = x − n is exact (log_2(2) = 1 + 0).
template <class D, class V>
HWY_INLINE V Exp2M1(D d, V x) {
  using T = hn::TFromD<D>;
  return ExpM1OfBase(d, x, T(-64), T(1), T(1), T(0), Exp2Poly<T>());
}

template <class D, class V>
HWY_INLINE V Exp10M1(D d, V x) {
  using T = hn::TFromD<D>;
  return ExpM1OfBase(d, x, T(-20), kLog2Of10<T>, kLog10Of2Hi<T>, kLog10Of2Lo<T>, Exp10Poly<T>());
}

template <class D, class V>
HWY_INLINE V ExpM1(D d, V x) {
  using T = hn::TFromD<D>;
  return ExpM1OfBase(d, x, T(-64), kLog2OfE<T>, kLn2Hi<T>, kLn2Lo<T>, ExpPoly<T>());
}

// e^x − 1 for x in [0, kExpHigh]: ExpM1 without the clamp and the rule for −0 that such an
// argument does not need (x = ±0 gives +0, and sinh and tanh take the sign of x afterwards).
template <class D, class V>
HWY_INLINE V ExpM1OfNonNegative(D d, V x) {
  using T = hn::TFromD<D>;
  return ExpM1InRange(d, x, kLog2OfE<T>, kLn2Hi<T>, kLn2Lo<T>, ExpPoly<T>());
}

// sinh(x) = (E + E/(E + 1))/2 with E = e^|x| − 1 and the sign of x: nothing cancels near 0.
template <class D, class V>
HWY_INLINE V SinhFromExpM1(D d, V x) {
  using T = hn::TFromD<D>;
  const V e = ExpM1OfNonNegative(d, hn::Abs(x));
  const V s = hn::Mul(hn::Set(d, T(0.5)), hn::Add(e, hn::Div(e, hn::Add(e, hn::Set(d, T(1))))));
  return hn::CopySign(s, x);
}

// tanh(x) = E/(E + 2) with E = e^2|x| − 1 (ExpM1's formula, so nothing cancels near 0) and the
// sign of x; |x| is clamped at 10 (float32) or 20 (float64), beyond which tanh rounds to 1.
template <class D, class V>
HWY_INLINE V TanhFromExpM1(D d, V x) {
  using T = hn::TFromD<D>;
  const V a = hn::Min(hn::Abs(x), hn::Set(d, T(sizeof(T) == 4 ? 10 : 20)));
  const V e = ExpM1OfNonNegative(d, hn::Add(a, a));
  return hn::CopySign(hn::Div(e, hn::Add(e, hn::Set(d, T(2)))), x);
}

// cosh(x) = e/2 + 1/(2e) with e = e^|x|: a sum of two positive terms, so nothing cancels.
template <class D, class V>
HWY_INLINE V Cosh(D d, V x) {
  const V half = hn::Set(d, hn::TFromD<D>(0.5));
  const V e = ExpCodyWaite(d, hn::Abs(x));
  return hn::MulAdd(half, e, hn::Div(half, e));
}

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#endif  // STRATA_KERNELS_MATH_FORMULAS_INL_H_
