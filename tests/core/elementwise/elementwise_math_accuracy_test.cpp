// Accuracy of the vectorized math functions (kernels/math_kernels.cpp) on every compiled Highway
// target: dense sweeps over each function's working ranges, a sweep over the bit patterns of
// every magnitude, and edge values (±0, subnormals, the limits of each vector range and their
// neighbours, ±∞, NaN), each compared with the long double result. The maximum error in ULPs
// (distance to the correctly rounded value) is printed per function, dtype and target and must
// stay within kUlpBound; zeros must carry the reference's sign and NaN must give NaN. float16 and
// bfloat16, computed through float32, are checked on every one of their 65536 bit patterns.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <algorithm>
#include <cstdlib>
#include <random>
#include <bit>
#include <limits>
#include <numbers>
#include <ostream>
#include <string>
#include <vector>

#include "elementwise/elementwise.h"
#include "support/elementwise_test_support.h"

namespace strata {

// Test listings (and so ctest's names) show the function a parameterized test checks by name.
static void PrintTo(ElementwiseOp op, std::ostream* os) { *os << OpName(op); }

namespace {

using namespace strata::testing;
using O = ElementwiseOp;
using LD = long double;

constexpr int64_t kUlpBound = 4;
constexpr int kDensePoints = 1 << 15;
constexpr LD kPiLD = std::numbers::pi_v<LD>;
constexpr LD kLn2LD = std::numbers::ln2_v<LD>;
constexpr LD kLn10LD = std::numbers::ln10_v<LD>;

struct MathCase {
  O op;
  LD (*reference)(LD);
  // Ranges swept densely (values evenly spaced): where the vector formula answers.
  std::vector<std::pair<double, double>> ranges;
};

// sin(πx), cos(πx) and tan(πx) in long double, each reduced exactly to sin(πt) with |t| ≤ 1/2 so
// that results near the zeros keep their relative accuracy; zeros and infinities are signed as
// the scalar definitions sign them.
LD SinPiLD(LD x) {
  if (!std::isfinite(x)) return NAN;
  LD r = std::fmod(std::fabs(x), 2.0L);
  const LD sign = (r >= 1) != std::signbit(x) ? -1 : 1;
  if (r >= 1) r -= 1;
  r = std::min(r, 1 - r);
  return r == 0 ? std::copysign(0.0L, x) : sign * std::sin(kPiLD * r);
}
LD CosPiLD(LD x) {
  if (!std::isfinite(x)) return NAN;
  LD r = std::fmod(std::fabs(x), 2.0L);
  if (r > 1) r = 2 - r;
  return std::sin(kPiLD * (0.5L - r));
}
LD TanPiLD(LD x) {
  const LD t = SinPiLD(std::fabs(x)) / CosPiLD(x);
  return std::signbit(x) ? -t : t;
}

// 2^x − 1 and 10^x − 1 through expm1 where they are small (the product's error stays relative).
LD Exp2M1LD(LD x) { return std::fabs(x) < 1 ? std::expm1(x * kLn2LD) : std::exp2(x) - 1; }
LD Exp10M1LD(LD x) {
  return std::fabs(x) < 0.5L ? std::expm1(x * kLn10LD) : std::pow(10.0L, x) - 1;
}

std::vector<MathCase> Cases() {
  const double pi = 3.14159265358979323846;
  return {
      {O::kExp, [](LD x) { return std::exp(x); }, {{-1, 1}, {-87, 88}, {-708, 709}}},
      {O::kExp2, [](LD x) { return std::exp2(x); }, {{-1, 1}, {-126, 127}, {-1022, 1023}}},
      {O::kExp10, [](LD x) { return std::pow(10.0L, x); }, {{-1, 1}, {-37, 38}, {-307, 308}}},
      {O::kLog, [](LD x) { return std::log(x); }, {{0.5, 2}, {1e-6, 1e6}, {0, 1e30}}},
      {O::kSin, [](LD x) { return std::sin(x); }, {{-2 * pi, 2 * pi}, {-100, 100}, {-8192, 8192}, {-39000, 39000}}},
      {O::kCos, [](LD x) { return std::cos(x); }, {{-2 * pi, 2 * pi}, {-100, 100}, {-8192, 8192}, {-39000, 39000}}},
      {O::kTan, [](LD x) { return std::tan(x); }, {{-pi / 2, pi / 2}, {-100, 100}, {-39000, 39000}}},
      {O::kCosh, [](LD x) { return std::cosh(x); }, {{-1, 1}, {-88, 88}, {-709, 709}}},
      {O::kTanh, [](LD x) { return std::tanh(x); }, {{-1, 1}, {-20, 20}}},
      {O::kSigmoid, [](LD x) { return 1 / (1 + std::exp(-x)); }, {{-10, 10}, {-87, 100}, {-708, 709}}},
      {O::kExpM1, [](LD x) { return std::expm1(x); }, {{-1, 1}, {-0.01, 0.01}, {-100, 88}, {-700, 709}}},
      {O::kLogP1, [](LD x) { return std::log1p(x); }, {{-0.999, 1}, {-0.01, 0.01}, {-1, 1e6}}},
      {O::kLog2, [](LD x) { return std::log2(x); }, {{0.5, 2}, {1e-6, 1e6}, {0, 1e30}}},
      {O::kLog10, [](LD x) { return std::log10(x); }, {{0.5, 2}, {1e-6, 1e6}, {0, 1e30}}},
      {O::kSinh, [](LD x) { return std::sinh(x); }, {{-1, 1}, {-88, 88}, {-709, 709}}},
      {O::kAsin, [](LD x) { return std::asin(x); }, {{-1, 1}, {-0.01, 0.01}}},
      {O::kAcos, [](LD x) { return std::acos(x); }, {{-1, 1}, {0.99, 1}}},
      {O::kAtan, [](LD x) { return std::atan(x); }, {{-2, 2}, {-1e6, 1e6}}},
      {O::kAsinh, [](LD x) { return std::asinh(x); }, {{-2, 2}, {-1e6, 1e6}}},
      {O::kAcosh, [](LD x) { return std::acosh(x); }, {{1, 2}, {1, 1e6}}},
      {O::kAtanh, [](LD x) { return std::atanh(x); }, {{-1, 1}, {-0.01, 0.01}}},
      {O::kAsinPi, [](LD x) { return std::asin(x) / kPiLD; }, {{-1, 1}, {-0.01, 0.01}}},
      {O::kAcosPi, [](LD x) { return std::acos(x) / kPiLD; }, {{-1, 1}, {0.99, 1}}},
      {O::kAtanPi, [](LD x) { return std::atan(x) / kPiLD; }, {{-2, 2}, {-1e6, 1e6}}},
      {O::kLog2P1,
       [](LD x) { return std::log1p(x) / kLn2LD; },
       {{-0.999, 1}, {-0.01, 0.01}, {-1, 1e6}}},
      {O::kLog10P1,
       [](LD x) { return std::log1p(x) / kLn10LD; },
       {{-0.999, 1}, {-0.01, 0.01}, {-1, 1e6}}},
      {O::kCbrt, [](LD x) { return std::cbrt(x); }, {{-8, 8}, {-1e-3, 1e-3}, {-1e30, 1e30}}},
      {O::kSinPi, SinPiLD, {{-4, 4}, {-0.3, 0.3}, {-1e4, 1e4}, {-1e7, 1e7}}},
      {O::kCosPi, CosPiLD, {{-4, 4}, {-0.3, 0.3}, {-1e4, 1e4}, {-1e7, 1e7}}},
      {O::kTanPi, TanPiLD, {{-4, 4}, {-0.3, 0.3}, {-0.5, 0.5}, {-1e4, 1e4}, {-1e7, 1e7}}},
      {O::kExp2M1, Exp2M1LD, {{-1, 1}, {-0.01, 0.01}, {-30, 127}, {-1100, 1023}}},
      {O::kExp10M1, Exp10M1LD, {{-1, 1}, {-0.01, 0.01}, {-10, 38}, {-330, 308}}},
  };
}

// Every argument one sweep checks in F: the dense ranges, every 2^k-th bit pattern of each sign
// (all exponents, subnormals included) and the edge values with their neighbours.
template <class F> std::vector<F> Arguments(const MathCase& c) {
  using Bits = std::conditional_t<sizeof(F) == 4, uint32_t, uint64_t>;
  std::vector<F> xs;
  for (const auto& [lo, hi] : c.ranges) {
    for (int i = 0; i <= kDensePoints; ++i) {
      xs.push_back(static_cast<F>(lo + (hi - lo) * i / kDensePoints));
    }
  }
  const Bits exponent_and_sign_mask = ~Bits{0} >> 1;
  const Bits step = exponent_and_sign_mask / (1 << 17);
  for (Bits b = 0; b <= exponent_and_sign_mask - step; b += step) {
    const F v = std::bit_cast<F>(b);
    if (!std::isfinite(v)) break;
    xs.push_back(v);
    xs.push_back(-v);
  }
  constexpr F kMax = std::numeric_limits<F>::max();
  std::vector<F> edges = {0, std::numeric_limits<F>::denorm_min(), std::numeric_limits<F>::min(),
                          std::numeric_limits<F>::min() / 2, kMax, 1, 0.5, 2, 1e-30f,
                          std::numeric_limits<F>::infinity(), 87, 88, 708, 709, 8192, 39000, 18.714973875,
                          37, 38, 126, 127, 307, 308, 1022, 1023,
                          static_cast<F>(3.14159265358979323846), 1e10f,
                          std::numeric_limits<F>::quiet_NaN(),
                          // the π-scaled functions' exact values and reduction limits
                          0.25, 0.75, 1.25, 1.5, 1.75, 2.5, 3, 4.5, 1000000.5, 8388608, 16777216,
                          4503599627370496.0, 9007199254740992.0,
                          // the clamps of exp2m1 and exp10m1
                          20, 64};
  for (F e : edges) {
    for (F v : {e, std::nextafter(e, F(0)), std::nextafter(e, kMax)}) {
      xs.push_back(v);
      xs.push_back(-v);
    }
  }
  return xs;
}

// op(x) on the dispatch target in force, read back as F (empty when the call fails).
template <class F> std::vector<F> Evaluate(O op, const Tensor& x) {
  auto out = Unary(op, x, 0);
  EXPECT_TRUE(out.ok()) << out.status().message();
  return out.ok() ? DenseContents<F>(out.value()) : std::vector<F>();
}

const MathCase& CaseOf(O op) {
  static const std::vector<MathCase> cases = Cases();
  for (const MathCase& c : cases) {
    if (c.op == op) return c;
  }
  std::abort();
}

std::vector<O> CaseOps() {
  std::vector<O> ops;
  for (const MathCase& c : Cases()) ops.push_back(c.op);
  return ops;
}

std::string CaseName(const ::testing::TestParamInfo<O>& info) {
  return std::string(OpName(info.param));
}

template <class F>
void CheckSweep(DType dtype, const MathCase& c) {
  const std::vector<F> xs = Arguments<F>(c);
  std::vector<F> want(xs.size());
  for (size_t i = 0; i < xs.size(); ++i) want[i] = static_cast<F>(c.reference(xs[i]));
  const Tensor x = DenseOf(dtype, xs);
  std::vector<F> first;  // the first target's results, to count where targets differ
  ForEachTarget([&](const char* target) {
    const std::vector<F> got = Evaluate<F>(c.op, x);
    ASSERT_EQ(got.size(), xs.size());
    if (first.empty()) first = got;
    int64_t worst = 0;
    size_t at = 0;
    size_t differ = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
      const int64_t e = ErrorUlps(got[i], want[i]);
      if (e > worst) {
        worst = e;
        at = i;
      }
      differ += std::memcmp(&got[i], &first[i], sizeof(F)) != 0 ? 1 : 0;
    }
    std::printf(
        "max ULP %-8s %-8s %-12s %lld at x = %.17g (got %.17g, want %.17g); %zu of %zu "
        "differ from the first target\n",
        std::string(OpName(c.op)).c_str(), std::string(DTypeName(dtype)).c_str(), target,
        static_cast<long long>(worst), static_cast<double>(xs[at]), static_cast<double>(got[at]),
        static_cast<double>(want[at]), differ, xs.size());
    EXPECT_LE(worst, kUlpBound) << OpName(c.op) << " " << DTypeName(dtype) << " " << target
                                << " at x = " << static_cast<double>(xs[at]);
  });
}

// One test per function and dtype, so that test runners can spread them over processes.
class Float32Sweep : public ::testing::TestWithParam<O> {};
class Float64Sweep : public ::testing::TestWithParam<O> {};

TEST_P(Float32Sweep, IsWithinFourUlpsOnEveryTarget) {
  CheckSweep<float>(DType::kFloat32, CaseOf(GetParam()));
}
TEST_P(Float64Sweep, IsWithinFourUlpsOnEveryTarget) {
  CheckSweep<double>(DType::kFloat64, CaseOf(GetParam()));
}
INSTANTIATE_TEST_SUITE_P(VectorMath, Float32Sweep, ::testing::ValuesIn(CaseOps()), CaseName);
INSTANTIATE_TEST_SUITE_P(VectorMath, Float64Sweep, ::testing::ValuesIn(CaseOps()), CaseName);

// Half-precision types through float32: every bit pattern, within 1 ULP of the long double
// result rounded to float32 and then to the type (the rounding the scalar definition performs).
template <class H>
void CheckEveryPattern(DType dtype, H (*narrow)(float), const MathCase& c) {
  std::vector<H> xs(65536);
  for (size_t i = 0; i < xs.size(); ++i) xs[i].bits = static_cast<uint16_t>(i);
  const Tensor x = DenseOf(dtype, xs);
  ForEachTarget([&](const char* target) {
    const std::vector<H> got = Evaluate<H>(c.op, x);
    ASSERT_EQ(got.size(), xs.size());
    int64_t worst = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
      const H want = narrow(static_cast<float>(c.reference(ToFloat(xs[i]))));
      const int64_t e = HalfUlps(got[i], want);
      worst = std::max(worst, e);
      ASSERT_LE(e, 1) << OpName(c.op) << " " << DTypeName(dtype) << " " << target
                      << " at x = " << ToFloat(xs[i]) << ": got " << ToFloat(got[i]) << ", want "
                      << ToFloat(want);
    }
    std::printf("max ULP %-8s %-8s %-12s %lld\n", std::string(OpName(c.op)).c_str(),
                std::string(DTypeName(dtype)).c_str(), target, static_cast<long long>(worst));
  });
}

class Float16Patterns : public ::testing::TestWithParam<O> {};
class BFloat16Patterns : public ::testing::TestWithParam<O> {};

TEST_P(Float16Patterns, AreWithinOneUlpOnEveryTarget) {
  CheckEveryPattern<Float16>(DType::kFloat16, &ToFloat16, CaseOf(GetParam()));
}
TEST_P(BFloat16Patterns, AreWithinOneUlpOnEveryTarget) {
  CheckEveryPattern<BFloat16>(DType::kBFloat16, &ToBFloat16, CaseOf(GetParam()));
}
INSTANTIATE_TEST_SUITE_P(VectorMath, Float16Patterns, ::testing::ValuesIn(CaseOps()), CaseName);
INSTANTIATE_TEST_SUITE_P(VectorMath, BFloat16Patterns, ::testing::ValuesIn(CaseOps()), CaseName);

// A strided view and its dense copy give the same bits: every layout uses the vector formula.
TEST(VectorMath, GivesTheSameBitsInEveryLayout) {
  std::mt19937_64 rng(21);
  for (DType dtype : {DType::kFloat32, DType::kFloat64}) {
    const Tensor strided = MakeTensor(dtype, {1000}, 3);
    FillRandom(strided, rng, 50.0, true);
    const Tensor dense = MakeTensor(dtype, {1000});
    for (int64_t i = 0; i < 1000; ++i) {
      const std::vector<int64_t> idx{i};
      std::memcpy(BroadcastAt(dense, idx), BroadcastAt(strided, idx),
                  static_cast<size_t>(strided.element_size()));
    }
    ForEachTarget([&](const char* target) {
      for (const MathCase& c : Cases()) {
        auto a = Unary(c.op, strided, 0);
        auto b = Unary(c.op, dense, 0);
        ASSERT_TRUE(a.ok() && b.ok());
        for (int64_t i = 0; i < 1000; ++i) {
          const std::vector<int64_t> idx{i};
          ASSERT_EQ(std::memcmp(BroadcastAt(a.value(), idx), BroadcastAt(b.value(), idx),
                                static_cast<size_t>(a->element_size())),
                    0)
              << OpName(c.op) << " " << DTypeName(dtype) << " " << target << " element " << i;
        }
      }
    });
  }
}

}  // namespace
}  // namespace strata
