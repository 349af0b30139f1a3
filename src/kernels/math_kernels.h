// Vector row kernels (Highway, dynamic dispatch) for the transcendental functions of float32 and
// float64: exp, exp2, exp10, expm1, log, log2, log10, logp1, sin, cos, tan, tanh, cosh, sigmoid,
// the inverse and hyperbolic functions Highway's contrib math provides, asin_pi, acos_pi, atan_pi,
// log2p1 and log10p1 (Highway's asin, acos, atan and log1p scaled by 1/π, 1/ln 2 and 1/ln 10),
// cbrt, sin_pi, cos_pi, tan_pi, exp2m1 and exp10m1. Each lane whose argument lies outside the range
// where the vector formula is accurate (NaN, infinities, zeros and subnormals where they matter,
// arguments whose result overflows or is subnormal, huge trigonometric arguments) is recomputed by
// the caller's scalar definition, so special values follow that definition.
//
// Results are deterministic for one target but may differ in the last bits between targets
// (FMA targets fuse the polynomial steps); each stays within the accuracy bound of
// docs/semantics.md ("Accuracy"), which the accuracy tests check on every compiled target.
#pragma once

#include <cstddef>
#include <cstdint>

#include "base/op_codes.h"
#include "kernels/store_mode.h"

namespace strata {

template <ElementwiseOp kOp>
inline constexpr bool kHasVectorMath =
    kOp == ElementwiseOp::kExp || kOp == ElementwiseOp::kExp2 || kOp == ElementwiseOp::kExp10 ||
    kOp == ElementwiseOp::kExpM1 || kOp == ElementwiseOp::kLog || kOp == ElementwiseOp::kLog2 ||
    kOp == ElementwiseOp::kLog10 || kOp == ElementwiseOp::kLogP1 || kOp == ElementwiseOp::kSin ||
    kOp == ElementwiseOp::kCos || kOp == ElementwiseOp::kTan || kOp == ElementwiseOp::kTanh ||
    kOp == ElementwiseOp::kSigmoid || kOp == ElementwiseOp::kSinh || kOp == ElementwiseOp::kCosh ||
    kOp == ElementwiseOp::kAsin || kOp == ElementwiseOp::kAcos || kOp == ElementwiseOp::kAtan ||
    kOp == ElementwiseOp::kAsinh || kOp == ElementwiseOp::kAcosh || kOp == ElementwiseOp::kAtanh ||
    kOp == ElementwiseOp::kAsinPi || kOp == ElementwiseOp::kAcosPi ||
    kOp == ElementwiseOp::kAtanPi || kOp == ElementwiseOp::kLog2P1 ||
    kOp == ElementwiseOp::kLog10P1 || kOp == ElementwiseOp::kCbrt || kOp == ElementwiseOp::kSinPi ||
    kOp == ElementwiseOp::kCosPi || kOp == ElementwiseOp::kTanPi || kOp == ElementwiseOp::kExp2M1 ||
    kOp == ElementwiseOp::kExp10M1;

// The scalar definition of the op, for the lanes outside the vector formula's range.
template <class F>
using ScalarMath = F (*)(F);

// out[i] = op(x[i]) for n contiguous elements at any byte address (out may equal x).
// Precondition: kHasVectorMath<op>. Reads and writes exactly n elements. With
// StoreMode::kStreaming (ignored when out is x) the caller calls hwy::FlushStream() before the
// result must be visible to other threads.
void MathRowVector(ElementwiseOp op, std::byte* out, const std::byte* x, int64_t n,
                   StoreMode mode, ScalarMath<float> scalar);
void MathRowVector(ElementwiseOp op, std::byte* out, const std::byte* x, int64_t n,
                   StoreMode mode, ScalarMath<double> scalar);

}  // namespace strata
