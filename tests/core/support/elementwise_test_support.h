// Helpers for the elementwise, reduction and conversion tests: random tensors in varied layouts
// (dense, gapped, broadcast views), logical element access, ULP distances and a loop over every
// compiled Highway target.
#pragma once

#include <gtest/gtest.h>
#include <hwy/targets.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <vector>

#include "base/dtype.h"
#include "elementwise/elementwise_scalar.h"
#include "layout/shape.h"
#include "layout/tensor.h"

namespace strata::testing {

inline std::vector<DType> NumericDTypes() {
  return {DType::kInt8,    DType::kInt16,   DType::kInt32,   DType::kInt64,
          DType::kUInt8,   DType::kUInt16,  DType::kUInt32,  DType::kUInt64,
          DType::kFloat16, DType::kFloat32, DType::kFloat64, DType::kBFloat16};
}
// VisitDType for the real dtypes these tests fill from real values (NumericDTypes() and bool):
// the lambda is not instantiated for the complex and opaque storage types.
template <class Fn>
void VisitRealDType(DType d, Fn&& fn) {
  VisitDType(d, [&](auto t) {
    if constexpr (!kIsComplex<decltype(t)> && !std::is_same_v<decltype(t), OpaqueElement>) fn(t);
  });
}
inline bool IsFloatDType(DType d) {
  return d == DType::kFloat16 || d == DType::kFloat32 || d == DType::kFloat64 ||
         d == DType::kBFloat16;
}

// Runs body once per Highway target compiled in and supported here, with dispatch pinned to it.
inline void ForEachTarget(const std::function<void(const char*)>& body) {
  for (int64_t target : hwy::SupportedAndGeneratedTargets()) {
    hwy::SetSupportedTargetsForTest(target);
    body(hwy::TargetName(target));
  }
  hwy::SetSupportedTargetsForTest(0);
}

// Element strides for lengths: row-major with an inner step (1 = dense, 2 = a gap after every
// element); length-1 dimensions get stride 0 and empty shapes all zeros.
inline std::vector<int64_t> SteppedStrides(const std::vector<int64_t>& lengths, int64_t step) {
  std::vector<int64_t> strides(lengths.size(), 0);
  for (int64_t l : lengths) if (l == 0) return strides;
  int64_t next = step;
  for (size_t d = lengths.size(); d-- > 0;) {
    strides[d] = lengths[d] == 1 ? 0 : next;
    next *= lengths[d];
  }
  return strides;
}

inline Tensor MakeTensor(DType dtype, const std::vector<int64_t>& lengths, int64_t step = 1) {
  auto shape = Shape::Create(lengths, SteppedStrides(lengths, step));
  EXPECT_TRUE(shape.ok()) << shape.status().message();
  auto t = Tensor::Allocate(dtype, shape.value(), true);
  EXPECT_TRUE(t.ok());
  return std::move(t).value();
}

// Logical index → multi-index of lengths (row-major).
inline std::vector<int64_t> Unflatten(int64_t i, std::span<const int64_t> lengths) {
  std::vector<int64_t> idx(lengths.size());
  for (size_t d = lengths.size(); d-- > 0;) {
    idx[d] = i % lengths[d];
    i /= lengths[d];
  }
  return idx;
}

// Address of the element of t that position idx of a (broadcast) shape maps to.
inline std::byte* BroadcastAt(const Tensor& t, std::span<const int64_t> idx) {
  const auto lengths = t.shape().lengths();
  std::byte* p = t.origin();
  const size_t offset = idx.size() - lengths.size();
  for (size_t d = 0; d < lengths.size(); ++d) {
    if (lengths[d] != 1) p += idx[offset + d] * t.shape().stride(d) * t.element_size();
  }
  return p;
}

template <class T> T Get(const Tensor& t, std::span<const int64_t> idx) {
  return LoadElement<T>(BroadcastAt(t, idx));
}
template <class T> void Set(const Tensor& t, std::span<const int64_t> idx, T v) {
  std::memcpy(BroadcastAt(t, idx), &v, sizeof(T));
}

// A rank-1 tensor of dtype holding values (T: the dtype's storage type).
template <class T> Tensor Vector(DType dtype, const std::vector<T>& values) {
  const Tensor t = MakeTensor(dtype, {static_cast<int64_t>(values.size())});
  for (size_t i = 0; i < values.size(); ++i) {
    Set<T>(t, std::vector<int64_t>{static_cast<int64_t>(i)}, values[i]);
  }
  return t;
}
// The logical elements of t in row-major order.
template <class T> std::vector<T> Values(const Tensor& t) {
  std::vector<T> out;
  for (int64_t i = 0; i < t.shape().flattened_length(); ++i) {
    out.push_back(Get<T>(t, Unflatten(i, t.shape().lengths())));
  }
  return out;
}

// Adds values pairwise, adjacent pairs left to right with an odd last one carried up, until one
// is left.
template <class F>
F PairwiseTotal(std::vector<F> values) {
  while (values.size() > 1) {
    std::vector<F> next;
    for (size_t k = 0; k + 1 < values.size(); k += 2) next.push_back(values[k] + values[k + 1]);
    if (values.size() % 2 == 1) next.push_back(values.back());
    values = next;
  }
  return values[0];
}

// The documented order of every floating-point reduction sum: the terms are cut into blocks of
// 65 536; in a block, term i adds into partial i mod 16 and the 16 partials combine pairwise
// ((p0+p1)+(p2+p3))+...; the block totals combine pairwise as well.
template <class F>
F DocumentedOrderSum(const std::vector<F>& terms) {
  constexpr size_t kBlock = 65536;
  std::vector<F> block_totals;
  for (size_t first = 0; first == 0 || first < terms.size(); first += kBlock) {
    std::vector<F> p(16, F{0});
    for (size_t i = first; i < std::min(terms.size(), first + kBlock); ++i) {
      p[i % 16] = p[i % 16] + terms[i];
    }
    block_totals.push_back(PairwiseTotal(p));
  }
  return PairwiseTotal(block_totals);
}

// All storage bytes of a tensor (to prove a failed call changed nothing).
inline std::vector<std::byte> StorageBytes(const Tensor& t) {
  const auto& s = t.storage();
  return std::vector<std::byte>(s->data(), s->data() + s->size());
}

// Fills every logical element with random values: integers over their whole range, floats from
// [-range, range] with occasional specials when `specials`.
inline void FillRandom(const Tensor& t, std::mt19937_64& rng, double range = 100.0,
                       bool specials = false) {
  const int64_t n = t.shape().flattened_length();
  for (int64_t i = 0; i < n; ++i) {
    const auto idx = Unflatten(i, t.shape().lengths());
    const uint64_t bits = rng();
    const double u = std::uniform_real_distribution<double>(-range, range)(rng);
    double f = u;
    if (specials) {
      switch (bits % 16) {
        case 0: f = std::nan(""); break;
        case 1: f = INFINITY; break;
        case 2: f = -INFINITY; break;
        case 3: f = -0.0; break;
        case 4: f = 0.0; break;
        default: break;
      }
    }
    VisitRealDType(t.dtype(), [&](auto v) {
      using T = decltype(v);
      if constexpr (std::is_same_v<T, Float16>) Set(t, idx, ToFloat16(static_cast<float>(f)));
      else if constexpr (std::is_same_v<T, BFloat16>) Set(t, idx, ToBFloat16(static_cast<float>(f)));
      else if constexpr (std::is_floating_point_v<T>) Set(t, idx, static_cast<T>(f));
      else if constexpr (std::is_same_v<T, Bool8>) Set(t, idx, Bool8{static_cast<uint8_t>(bits & 1)});
      else Set(t, idx, static_cast<T>(bits));
    });
  }
}

// Distance in representable values between two floats of the same type (NaNs equal).
template <class F> int64_t UlpDistance(F a, F b) {
  if (std::isnan(a) && std::isnan(b)) return 0;
  if (std::isnan(a) || std::isnan(b)) return INT64_MAX;
  if (a == b) return 0;
  using I = std::conditional_t<sizeof(F) == 4, int32_t, int64_t>;
  auto ordered = [](F v) {
    const I bits = std::bit_cast<I>(v);
    return bits < 0 ? static_cast<int64_t>(std::numeric_limits<I>::min()) - bits
                    : static_cast<int64_t>(bits);
  };
  const int64_t d = ordered(a) - ordered(b);
  return d < 0 ? -d : d;
}

// ULPs between got and the correctly rounded want (NaN only NaN), or INT64_MAX when a zero has the
// wrong sign.
template <class F>
int64_t ErrorUlps(F got, F want) {
  if (want == 0 && got == 0 && std::signbit(got) != std::signbit(want)) return INT64_MAX;
  return UlpDistance(got, want);
}

// Distance between two 16-bit floats (Float16, BFloat16) in representable values (NaNs equal; a
// zero of the wrong sign counts as INT64_MAX).
template <class H>
int64_t HalfUlps(H got, H want) {
  const float g = ToFloat(got), w = ToFloat(want);
  if (std::isnan(g) || std::isnan(w)) return std::isnan(g) && std::isnan(w) ? 0 : INT64_MAX;
  if (g == 0 && w == 0) return std::signbit(g) == std::signbit(w) ? 0 : INT64_MAX;
  auto ordered = [](uint16_t b) {
    return (b & 0x8000) ? -static_cast<int64_t>(b & 0x7fff) : static_cast<int64_t>(b);
  };
  return std::llabs(ordered(got.bits) - ordered(want.bits));
}

// A dense rank-1 tensor of dtype holding values (F: the dtype's storage type), and back.
template <class F>
Tensor DenseOf(DType dtype, const std::vector<F>& values) {
  const Tensor t = MakeTensor(dtype, {static_cast<int64_t>(values.size())});
  std::memcpy(t.origin(), values.data(), values.size() * sizeof(F));
  return t;
}
template <class F>
std::vector<F> DenseContents(const Tensor& t) {
  std::vector<F> out(static_cast<size_t>(t.shape().flattened_length()));
  std::memcpy(out.data(), t.origin(), out.size() * sizeof(F));
  return out;
}

}  // namespace strata::testing
