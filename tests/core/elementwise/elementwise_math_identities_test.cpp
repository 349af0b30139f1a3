// Exact values that users rely on (cos(0) = 1, log(1) = 0, sin(−0) = −0, …) hold bit for bit in
// float32, float64, float16 and bfloat16 on every compiled Highway target. Each argument fills a
// row of kRowLength copies, so the whole-vector loop and the partial last vector both see it.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "elementwise/elementwise.h"
#include "support/elementwise_test_support.h"

namespace strata {
namespace {

using namespace strata::testing;
using O = ElementwiseOp;

constexpr int64_t kRowLength = 67;

struct Format {
  DType dtype;
  int digits;        // significand bits, the implicit one included
  int min_exponent;  // of the smallest normal number, 2^min_exponent
};

struct Identity {
  O op;
  double x;
  double want;
};

// Arguments this small that f(x) rounds to f(0) + f'(0)·x in the format: the next Taylor term,
// x²/2 for cos and cosh or x³/3 at most for the odd functions, is below half an ULP.
std::vector<double> Tiny(const Format& f) {
  const double t = std::ldexp(1.0, -(f.digits / 2 + 1));
  const double min_normal = std::ldexp(1.0, f.min_exponent);
  return {t, -t, min_normal, -min_normal};
}

std::vector<Identity> Identities(const Format& f) {
  std::vector<Identity> out;
  const auto add = [&](std::initializer_list<O> ops, double x, double want) {
    for (O op : ops) out.push_back({op, x, want});
  };
  for (double z : {0.0, -0.0}) {
    add({O::kCos, O::kCosh, O::kExp, O::kExp2, O::kExp10, O::kCosPi}, z, 1.0);
    add({O::kSin, O::kTan, O::kTanh, O::kSinh, O::kAsin, O::kAtan, O::kAsinh, O::kAtanh,
         O::kExpM1, O::kLogP1, O::kExp2M1, O::kExp10M1, O::kLog2P1, O::kLog10P1, O::kSqrt,
         O::kCbrt, O::kSinPi, O::kTanPi, O::kAsinPi, O::kAtanPi},
        z, z);
    add({O::kSigmoid}, z, 0.5);
  }
  for (double t : Tiny(f)) {
    add({O::kCos, O::kCosh}, t, 1.0);
    add({O::kSin, O::kTan, O::kTanh, O::kSinh, O::kAsin, O::kAtan, O::kAsinh, O::kAtanh}, t, t);
  }
  add({O::kLog, O::kLog2, O::kLog10, O::kAcos, O::kAcosPi, O::kAcosh}, 1.0, 0.0);
  // Exact logarithms of exact powers, as NumPy's log2 and log10 give them.
  for (int k = -8; k <= 12; ++k) add({O::kLog2}, std::ldexp(1.0, k), double(k));
  // 10^k exact in the format: up to 10^22 in float64, 10^10 in float32, 10^4 in float16 and 10^3
  // in bfloat16 (10^k = 5^k·2^k needs k·log2(5) significand bits).
  for (int k = 1; std::ceil(k * std::log2(5.0)) <= f.digits && k <= 22; ++k) {
    add({O::kLog10}, std::pow(10.0, k), double(k));
  }
  return out;
}

template <class F>
F FromDouble(double v) {
  if constexpr (std::is_same_v<F, Float16>) return ToFloat16(static_cast<float>(v));
  else if constexpr (std::is_same_v<F, BFloat16>) return ToBFloat16(static_cast<float>(v));
  else return static_cast<F>(v);
}
template <class F>
double ToDouble(F v) {
  if constexpr (std::is_same_v<F, Float16> || std::is_same_v<F, BFloat16>) return ToFloat(v);
  else return v;
}

template <class F>
void CheckIdentities(const Format& f) {
  for (const Identity& id : Identities(f)) {
    const F x = FromDouble<F>(id.x);
    const F want = FromDouble<F>(id.want);
    const Tensor row = DenseOf(f.dtype, std::vector<F>(static_cast<size_t>(kRowLength), x));
    ForEachTarget([&](const char* target) {
      auto out = Unary(id.op, row, 0);
      ASSERT_TRUE(out.ok()) << out.status().message();
      const std::vector<F> got = DenseContents<F>(out.value());
      for (int64_t i = 0; i < kRowLength; ++i) {
        ASSERT_EQ(std::memcmp(&got[i], &want, sizeof(F)), 0)
            << OpName(id.op) << "(" << id.x << ") in " << DTypeName(f.dtype) << " on " << target
            << " gave " << ToDouble(got[i]) << " at element " << i << ", want " << id.want;
      }
    });
  }
}

TEST(VectorMath, KeepsExactIdentitiesOnEveryTarget) {
  CheckIdentities<float>({DType::kFloat32, 24, -126});
  CheckIdentities<double>({DType::kFloat64, 53, -1022});
  CheckIdentities<Float16>({DType::kFloat16, 11, -14});
  CheckIdentities<BFloat16>({DType::kBFloat16, 8, -126});
}

}  // namespace
}  // namespace strata
