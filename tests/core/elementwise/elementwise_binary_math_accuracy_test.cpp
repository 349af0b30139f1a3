// Accuracy of the vectorized two-argument math functions (kernels/binary_math_kernels.cpp) on every
// compiled Highway target: dense grids over each function's working ranges, random pairs of bit
// patterns across all magnitudes, and edge pairs (±0, subnormals, ±∞, NaN, huge and tiny ratios,
// negative x), each compared with the long double result. The maximum error in ULPs (distance to
// the correctly rounded value) is printed per function, dtype and target and must stay within
// kUlpBound; zeros must carry the reference's sign and NaN must give NaN. float16 and bfloat16,
// computed through float32, must be within 1 ULP of the long double result rounded to float32 and
// then to the type, over every fourth bit pattern of x against a spread of y patterns.
#include <gtest/gtest.h>

#include <bit>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "elementwise/elementwise.h"
#include "support/elementwise_test_support.h"

namespace strata {
namespace {

using namespace strata::testing;
using O = ElementwiseOp;
using LD = long double;

constexpr int64_t kUlpBound = 4;
constexpr int kGridPoints = 256;  // per axis
constexpr int kRandomPairs = 1 << 15;

using Range = std::pair<double, double>;
struct BinaryMathCase {
  O op;
  LD (*reference)(LD, LD);
  // Rectangles (x range, y range) swept on a dense grid: where the vector formula answers.
  std::vector<std::pair<Range, Range>> grids;
};

constexpr LD kPiL = 3.141592653589793238462643383279502884L;

LD LogBaseReference(LD x, LD b) {
  if (std::isnan(x) || std::isnan(b)) return NAN;
  if (b == 1 || (x != 1 && (b == 0 || (std::isinf(b) && b > 0)))) return NAN;
  return std::log(x) / std::log(b);
}

std::vector<BinaryMathCase> Cases() {
  return {
      {O::kHypot,
       [](LD x, LD y) { return std::hypot(x, y); },
       {{{-10, 10}, {-10, 10}},
        {{-1e30, 1e30}, {-1e30, 1e30}},
        {{-1, 1}, {-1e-10, 1e-10}},
        {{-1e300, 1e300}, {-1e300, 1e300}},
        {{1e-300, 1e-290}, {-1e-300, 1e-300}}}},
      {O::kAtan2,
       [](LD y, LD x) { return std::atan2(y, x); },
       {{{-2, 2}, {-2, 2}},
        {{-1e6, 1e6}, {-1, 1}},
        {{-1, 1}, {-1e6, 1e6}},
        {{-1e-3, 1e-3}, {-10, 10}}}},
      {O::kAtan2Pi,
       [](LD y, LD x) { return std::atan2(y, x) / kPiL; },
       {{{-2, 2}, {-2, 2}},
        {{-1e6, 1e6}, {-1, 1}},
        {{-1, 1}, {-1e6, 1e6}},
        {{-1e-3, 1e-3}, {-10, 10}}}},
      {O::kPow,
       [](LD x, LD y) { return std::pow(x, y); },
       {{{0, 10}, {-30, 30}},
        {{-4, 4}, {-20, 20}},
        {{0.5, 2}, {-1000, 1000}},
        {{0, 1e10}, {-4, 4}},
        {{0.99, 1.01}, {-1e4, 1e4}}}},
      {O::kLogBase,
       &LogBaseReference,
       {{{0, 100}, {0, 10}},
        {{0.5, 2}, {0.5, 2}},
        {{0.999, 1.001}, {2, 10}},
        {{0, 1e30}, {1e-20, 1e20}}}},
  };
}

template <class F>
std::vector<F> EdgeValues() {
  constexpr F kMax = std::numeric_limits<F>::max();
  const std::vector<F> bases = {0,
                                std::numeric_limits<F>::denorm_min(),
                                std::numeric_limits<F>::min(),
                                std::numeric_limits<F>::min() / 2,
                                kMax,
                                1,
                                0.5,
                                2,
                                3,
                                1e-30f,
                                1e30f,
                                static_cast<F>(3.14159265358979323846),
                                88,
                                1e-10f,
                                std::numeric_limits<F>::infinity(),
                                std::numeric_limits<F>::quiet_NaN()};
  std::vector<F> values;
  for (F e : bases) {
    for (F v : {e, std::nextafter(e, F(0)), std::nextafter(e, kMax)}) {
      values.push_back(v);
      values.push_back(-v);
    }
  }
  return values;
}

// Every pair one case checks in F: its grids, random bit patterns of all finite magnitudes and
// signs, and all pairs of edge values.
template <class F>
void Pairs(const BinaryMathCase& c, std::vector<F>& xs, std::vector<F>& ys) {
  using Bits = std::conditional_t<sizeof(F) == 4, uint32_t, uint64_t>;
  for (const auto& [rx, ry] : c.grids) {
    for (int i = 0; i <= kGridPoints; ++i) {
      for (int j = 0; j <= kGridPoints; ++j) {
        xs.push_back(static_cast<F>(rx.first + (rx.second - rx.first) * i / kGridPoints));
        ys.push_back(static_cast<F>(ry.first + (ry.second - ry.first) * j / kGridPoints));
      }
    }
  }
  std::mt19937_64 rng(static_cast<uint64_t>(c.op) * 7919 + sizeof(F));
  const auto finite = [&] {
    for (;;) {
      const F v = std::bit_cast<F>(static_cast<Bits>(rng()));
      if (std::isfinite(v)) return v;
    }
  };
  for (int i = 0; i < kRandomPairs; ++i) {
    xs.push_back(finite());
    ys.push_back(finite());
  }
  const std::vector<F> edges = EdgeValues<F>();
  for (F a : edges) {
    for (F b : edges) {
      xs.push_back(a);
      ys.push_back(b);
    }
  }
}

template <class F>
std::vector<F> Evaluate(O op, const Tensor& x, const Tensor& y) {
  auto out = Binary(op, x, y);
  EXPECT_TRUE(out.ok()) << out.status().message();
  return out.ok() ? DenseContents<F>(out.value()) : std::vector<F>();
}

struct Param {
  O op;
  DType dtype;
};

class BinaryMathAccuracy : public ::testing::TestWithParam<Param> {};

template <class F>
void CheckPairs(const BinaryMathCase& c, DType dtype) {
  std::vector<F> xs, ys;
  Pairs<F>(c, xs, ys);
  std::vector<F> want(xs.size());
  for (size_t i = 0; i < xs.size(); ++i) want[i] = static_cast<F>(c.reference(xs[i], ys[i]));
  const Tensor x = DenseOf(dtype, xs);
  const Tensor y = DenseOf(dtype, ys);
  ForEachTarget([&](const char* target) {
    const std::vector<F> got = Evaluate<F>(c.op, x, y);
    ASSERT_EQ(got.size(), xs.size());
    int64_t worst = 0;
    size_t at = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
      const int64_t e = ErrorUlps(got[i], want[i]);
      if (e > worst) {
        worst = e;
        at = i;
      }
    }
    std::printf("max ULP %-10s %-8s %-12s %lld at (%.17g, %.17g) (got %.17g, want %.17g) of %zu\n",
                std::string(OpName(c.op)).c_str(), std::string(DTypeName(dtype)).c_str(), target,
                static_cast<long long>(worst), static_cast<double>(xs[at]),
                static_cast<double>(ys[at]), static_cast<double>(got[at]),
                static_cast<double>(want[at]), xs.size());
    EXPECT_LE(worst, kUlpBound) << OpName(c.op) << " " << DTypeName(dtype) << " " << target
                                << " at (" << static_cast<double>(xs[at]) << ", "
                                << static_cast<double>(ys[at]) << ")";
  });
}

template <class H>
void CheckHalfPatterns(const BinaryMathCase& c, DType dtype, H (*narrow)(float)) {
  std::vector<H> xs, ys;
  for (uint32_t a = 0; a < 65536; a += 4) {
    for (uint32_t b = 0; b < 65536; b += 1021) {
      xs.push_back(H{static_cast<uint16_t>(a)});
      ys.push_back(H{static_cast<uint16_t>(b)});
    }
  }
  const Tensor x = DenseOf(dtype, xs);
  const Tensor y = DenseOf(dtype, ys);
  std::vector<H> want(xs.size());
  for (size_t i = 0; i < xs.size(); ++i) {
    want[i] = narrow(static_cast<float>(c.reference(ToFloat(xs[i]), ToFloat(ys[i]))));
  }
  ForEachTarget([&](const char* target) {
    const std::vector<H> got = Evaluate<H>(c.op, x, y);
    ASSERT_EQ(got.size(), xs.size());
    int64_t worst = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
      const int64_t e = HalfUlps(got[i], want[i]);
      worst = std::max(worst, e);
      ASSERT_LE(e, 1) << OpName(c.op) << " " << DTypeName(dtype) << " " << target << " at ("
                      << ToFloat(xs[i]) << ", " << ToFloat(ys[i]) << "): got " << ToFloat(got[i])
                      << ", want " << ToFloat(want[i]);
    }
    std::printf("max ULP %-10s %-8s %-12s %lld of %zu\n", std::string(OpName(c.op)).c_str(),
                std::string(DTypeName(dtype)).c_str(), target, static_cast<long long>(worst),
                xs.size());
  });
}

TEST_P(BinaryMathAccuracy, IsWithinItsBoundOnEveryTarget) {
  const Param p = GetParam();
  for (const BinaryMathCase& c : Cases()) {
    if (c.op != p.op) continue;
    switch (p.dtype) {
      case DType::kFloat32:
        CheckPairs<float>(c, p.dtype);
        break;
      case DType::kFloat64:
        CheckPairs<double>(c, p.dtype);
        break;
      case DType::kFloat16:
        CheckHalfPatterns<Float16>(c, p.dtype, &ToFloat16);
        break;
      default:
        CheckHalfPatterns<BFloat16>(c, p.dtype, &ToBFloat16);
        break;
    }
  }
}

std::vector<Param> Params() {
  std::vector<Param> params;
  for (O op : {O::kHypot, O::kAtan2, O::kAtan2Pi, O::kPow, O::kLogBase}) {
    for (DType dtype : {DType::kFloat32, DType::kFloat64, DType::kFloat16, DType::kBFloat16}) {
      params.push_back({op, dtype});
    }
  }
  return params;
}

std::string ParamName(const ::testing::TestParamInfo<Param>& info) {
  std::string name =
      std::string(OpName(info.param.op)) + "_" + std::string(DTypeName(info.param.dtype));
  for (char& ch : name) {
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(BinaryMath, BinaryMathAccuracy, ::testing::ValuesIn(Params()), ParamName);

// Strided and broadcast (stride 0) operands give the same bits as dense ones: every layout uses
// the vector formula, float16 and bfloat16 included.
TEST(BinaryMath, GivesTheSameBitsInEveryLayout) {
  std::mt19937_64 rng(29);
  constexpr int64_t kLength = 1000;
  for (DType dtype : {DType::kFloat32, DType::kFloat64, DType::kFloat16, DType::kBFloat16}) {
    const int64_t size = ElementSize(dtype);
    const Tensor strided = MakeTensor(dtype, {kLength}, 3);
    const Tensor other = MakeTensor(dtype, {kLength}, 2);
    const Tensor scalar = MakeTensor(dtype, {1});
    FillRandom(strided, rng, 50.0, true);
    FillRandom(other, rng, 50.0, true);
    const Tensor dense = MakeTensor(dtype, {kLength});
    const Tensor dense_other = MakeTensor(dtype, {kLength});
    const Tensor repeated = MakeTensor(dtype, {kLength});
    for (double value : {2.5, -0.75}) {
      VisitDType(dtype, [&](auto v) {
        using T = decltype(v);
        if constexpr (std::is_same_v<T, Float16>)
          Set(scalar, std::vector<int64_t>{0}, ToFloat16(static_cast<float>(value)));
        else if constexpr (std::is_same_v<T, BFloat16>)
          Set(scalar, std::vector<int64_t>{0}, ToBFloat16(static_cast<float>(value)));
        else if constexpr (std::is_floating_point_v<T>)
          Set(scalar, std::vector<int64_t>{0}, static_cast<T>(value));
      });
      for (int64_t i = 0; i < kLength; ++i) {
        const std::vector<int64_t> idx{i};
        std::memcpy(BroadcastAt(dense, idx), BroadcastAt(strided, idx), static_cast<size_t>(size));
        std::memcpy(BroadcastAt(dense_other, idx), BroadcastAt(other, idx),
                    static_cast<size_t>(size));
        std::memcpy(BroadcastAt(repeated, idx), scalar.origin(), static_cast<size_t>(size));
      }
      ForEachTarget([&](const char* target) {
        for (O op : {O::kHypot, O::kAtan2, O::kAtan2Pi, O::kPow, O::kLogBase}) {
          const std::pair<const Tensor*, const Tensor*> layouts[][2] = {
              {{&strided, &other}, {&dense, &dense_other}},
              {{&strided, &scalar}, {&dense, &repeated}},
              {{&scalar, &other}, {&repeated, &dense_other}},
          };
          for (const auto& [a, b] : layouts) {
            auto got = Binary(op, *a.first, *a.second);
            auto want = Binary(op, *b.first, *b.second);
            ASSERT_TRUE(got.ok() && want.ok());
            for (int64_t i = 0; i < kLength; ++i) {
              const std::vector<int64_t> idx{i};
              ASSERT_EQ(std::memcmp(BroadcastAt(got.value(), idx), BroadcastAt(want.value(), idx),
                                    static_cast<size_t>(size)),
                        0)
                  << OpName(op) << " " << DTypeName(dtype) << " " << target << " element " << i;
            }
          }
        }
      });
    }
  }
}

}  // namespace
}  // namespace strata
