// Blocks of 16 partial sums in fixed 128-bit Highway vectors (4 float or 8 double vectors), so
// lane k of the accumulators always holds partial k whatever the widest vector of the target.
// Products and differences are separate multiply and add steps (never fused), as in the scalar
// definition, so every target rounds identically. Loads are unaligned (LoadU, or a byte copy on
// the scalar target): the rows may start at any byte address. Callers handle the elements before
// the first and after the last full block.
#include "kernels/reduce_kernels.h"

#include "kernels/unaligned.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/reduce_sum.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <class T>
T Term(T x, T y, SumTerm term) {
  switch (term) {
    case SumTerm::kValue: return x;
    case SumTerm::kSquare: return x * x;
    case SumTerm::kProduct: return x * y;
    case SumTerm::kSquaredDifference: { const T d = x - y; return d * d; }
  }
  return x;
}

template <class T>
void SumBlocksT(const T* x, const T* y, int64_t blocks, SumTerm term, T* lanes) {
#if HWY_TARGET == HWY_SCALAR
  for (int64_t b = 0; b < blocks; ++b) {
    for (int64_t k = 0; k < kSumLanes; ++k) {
      const int64_t i = b * kSumLanes + k;
      lanes[k] += Term(LoadUnaligned(x + i), y != nullptr ? LoadUnaligned(y + i) : T{}, term);
    }
  }
#else
  const hn::FixedTag<T, 16 / sizeof(T)> d;
  constexpr size_t kLanes = 16 / sizeof(T);
  constexpr size_t kVectors = kSumLanes / kLanes;
  static_assert(kVectors == 4 || kVectors == 8, "16 lanes of float32 or float64");
  using V = decltype(hn::Zero(d));
  const auto term_at = [&](const T* xb, const T* yb, size_t j) {
    V v = hn::LoadU(d, xb + j * kLanes);
    if (term == SumTerm::kSquare) {
      v = hn::Mul(v, v);
    } else if (term == SumTerm::kProduct) {
      v = hn::Mul(v, hn::LoadU(d, yb + j * kLanes));
    } else if (term == SumTerm::kSquaredDifference) {
      v = hn::Sub(v, hn::LoadU(d, yb + j * kLanes));
      v = hn::Mul(v, v);
    }
    return v;
  };
  // Named accumulators rather than an array: SVE vectors are sizeless and cannot be array
  // elements. Each keeps its lanes' sums in block order, as the scalar path does.
  const auto lanes_at = [&](size_t j) { return j < kVectors ? hn::LoadU(d, lanes + j * kLanes)
                                                            : hn::Zero(d); };
  V a0 = lanes_at(0), a1 = lanes_at(1), a2 = lanes_at(2), a3 = lanes_at(3);
  V a4 = lanes_at(4), a5 = lanes_at(5), a6 = lanes_at(6), a7 = lanes_at(7);
  for (int64_t b = 0; b < blocks; ++b) {
    const T* xb = x + b * kSumLanes;
    const T* yb = y + (y != nullptr ? b * kSumLanes : 0);
    a0 = hn::Add(a0, term_at(xb, yb, 0));
    a1 = hn::Add(a1, term_at(xb, yb, 1));
    a2 = hn::Add(a2, term_at(xb, yb, 2));
    a3 = hn::Add(a3, term_at(xb, yb, 3));
    if constexpr (kVectors == 8) {
      a4 = hn::Add(a4, term_at(xb, yb, 4));
      a5 = hn::Add(a5, term_at(xb, yb, 5));
      a6 = hn::Add(a6, term_at(xb, yb, 6));
      a7 = hn::Add(a7, term_at(xb, yb, 7));
    }
  }
  hn::StoreU(a0, d, lanes);
  hn::StoreU(a1, d, lanes + kLanes);
  hn::StoreU(a2, d, lanes + 2 * kLanes);
  hn::StoreU(a3, d, lanes + 3 * kLanes);
  if constexpr (kVectors == 8) {
    hn::StoreU(a4, d, lanes + 4 * kLanes);
    hn::StoreU(a5, d, lanes + 5 * kLanes);
    hn::StoreU(a6, d, lanes + 6 * kLanes);
    hn::StoreU(a7, d, lanes + 7 * kLanes);
  }
#endif
}

void SumBlocksImpl(DType dtype, const std::byte* x, const std::byte* y, int64_t blocks,
                   SumTerm term, void* lanes) {
  if (dtype == DType::kFloat32) {
    SumBlocksT(reinterpret_cast<const float*>(x), reinterpret_cast<const float*>(y), blocks, term,
               static_cast<float*>(lanes));
  } else {
    SumBlocksT(reinterpret_cast<const double*>(x), reinterpret_cast<const double*>(y), blocks,
               term, static_cast<double*>(lanes));
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace strata {
HWY_EXPORT(SumBlocksImpl);

void SumBlocks(DType dtype, const std::byte* x, const std::byte* y, int64_t blocks, SumTerm term,
               void* lanes) {
  HWY_DYNAMIC_DISPATCH(SumBlocksImpl)(dtype, x, y, blocks, term, lanes);
}

}  // namespace strata
#endif
