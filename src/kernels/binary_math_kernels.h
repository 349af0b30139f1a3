// Vector row kernels (Highway, dynamic dispatch) for the two-argument math functions of float32
// and float64: hypot, atan2, atan2_pi, log_base and pow, and root_n through pow. Each lane whose
// arguments lie outside the range where the vector formula is accurate (NaN, infinities, zeros
// where their signs matter, results that overflow or underflow, negative bases of pow with
// non-integer exponents) is recomputed by the caller's scalar definition, so special values follow
// that definition.
//
// Results are deterministic for one target but may differ in the last bits between targets; each
// stays within the accuracy bound of docs/semantics.md ("Accuracy"), which the accuracy tests check
// on every compiled target.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "base/op_codes.h"
#include "kernels/store_mode.h"

namespace strata {

template <ElementwiseOp kOp, class F>
inline constexpr bool kHasVectorBinaryMath =
    (std::is_same_v<F, float> ||
     std::is_same_v<F, double>)&&(kOp == ElementwiseOp::kHypot || kOp == ElementwiseOp::kAtan2 ||
                                  kOp == ElementwiseOp::kAtan2Pi ||
                                  kOp == ElementwiseOp::kLogBase || kOp == ElementwiseOp::kPow);

// The ops whose float32 arguments are evaluated in float32 vectors (twice the lanes; within 4 ULP)
// rather than promoted to float64 (within 1 ULP after the final rounding).
template <ElementwiseOp kOp>
inline constexpr bool kBinaryMathInFloat32 =
    kOp == ElementwiseOp::kAtan2 || kOp == ElementwiseOp::kAtan2Pi;

// The scalar definition of the op, for the lanes outside the vector formula's range.
template <class F>
using ScalarBinaryMath = F (*)(F, F);

// out[i] = op(x[i], y[i]) for n contiguous elements at any byte address (out may equal x or y).
// Precondition: kHasVectorBinaryMath<op, F> for the F of the overload. Reads and writes exactly n
// elements. With StoreMode::kStreaming (ignored when out is x or y) the caller calls
// hwy::FlushStream() before the result must be visible to other threads.
void BinaryMathRowVector(ElementwiseOp op, std::byte* out, const std::byte* x, const std::byte* y,
                         int64_t n, StoreMode mode, ScalarBinaryMath<float> scalar);
void BinaryMathRowVector(ElementwiseOp op, std::byte* out, const std::byte* x, const std::byte* y,
                         int64_t n, StoreMode mode, ScalarBinaryMath<double> scalar);

// Whether root_n of degree n has a vector kernel: n outside 0..3 (whose definitions are NaN, x,
// sqrt and cbrt) and |n| < 2^24 (exact in float32).
inline bool HasVectorRootN(int64_t n) {
  return (n < 0 || n > 3) && n > -(1 << 24) && n < (1 << 24);
}

// out[i] = root_n(x[i], n) for count contiguous elements (out may equal x): |x|^(1/n) with the
// sign of x for odd n, in float64 vectors (float32 through pow's kernel with 1/n as exponent,
// float64 as pow's two-part ln|x| divided by n in two parts); lanes outside that formula's range
// (zeros, subnormals, infinities, NaN, negative x with even n) take scalar(x, n). Precondition:
// HasVectorRootN(n). Store modes as BinaryMathRowVector.
void RootNRowVector(std::byte* out, const std::byte* x, int64_t count, int64_t n, StoreMode mode,
                    ScalarBinaryMath<float> scalar);
void RootNRowVector(std::byte* out, const std::byte* x, int64_t count, int64_t n, StoreMode mode,
                    ScalarBinaryMath<double> scalar);

}  // namespace strata
