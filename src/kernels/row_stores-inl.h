// Per-target helper for row kernels (include after <hwy/highway.h> inside a Highway TU; the
// include guard toggles once per target like Highway's own -inl headers): stores a row of
// vectors produced on demand, with ordinary or non-temporal stores, and the partial vector that
// may end a row.
//
// With StoreMode::kStreaming, the first vector is stored unaligned and the following ones start
// at the first vector-aligned element, so every further store is an aligned non-temporal store
// of a whole vector (on 512-bit targets a whole cache line). The caller fences (hwy::FlushStream)
// before the stores must be visible to other threads. Rows of caller memory need not be aligned
// to their element size: streaming then falls back to ordinary stores, since no whole vector of
// such elements can start on a vector boundary.
#if defined(STRATA_KERNELS_ROW_STORES_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef STRATA_KERNELS_ROW_STORES_INL_H_
#undef STRATA_KERNELS_ROW_STORES_INL_H_
#else
#define STRATA_KERNELS_ROW_STORES_INL_H_
#endif

#include <cstdint>
#include <cstring>

#include "kernels/store_mode.h"

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {

// Stores produce(i) — the vector of elements [i, i + lanes) — at dst + i for vector positions
// covering [0, end) and returns end: the largest element count that whole vectors inside
// [0, limit) reach (0 when limit < lanes). produce is called only with i + lanes <= limit.
template <class D, class Produce>
HWY_INLINE int64_t StoreVectors(D d, hwy::HWY_NAMESPACE::TFromD<D>* HWY_RESTRICT dst,
                                int64_t limit, StoreMode mode, const Produce& produce) {
  namespace hn = hwy::HWY_NAMESPACE;
  using T = hn::TFromD<D>;
  const auto lanes = static_cast<int64_t>(hn::Lanes(d));
  if (limit < lanes) return 0;
  int64_t i = 0;
  const auto address = reinterpret_cast<uintptr_t>(dst);
  const auto vector_bytes = static_cast<uintptr_t>(lanes) * sizeof(T);
  if (mode == StoreMode::kStreaming && address % sizeof(T) == 0) {
    const auto head =
        static_cast<int64_t>((vector_bytes - address % vector_bytes) % vector_bytes / sizeof(T));
    if (head > 0) {
      hn::StoreU(produce(int64_t{0}), d, dst);
      i = head;
    }
    for (; i + lanes <= limit; i += lanes) hn::Stream(produce(i), d, dst + i);
    return i;
  }
  for (; i + lanes <= limit; i += lanes) hn::StoreU(produce(i), d, dst + i);
  return i;
}

// Stores the first `count` lanes of v at dst (any address) and writes nothing else. Highway
// 1.0.3 has no StoreN, and its BlendedStore dereferences T* on EMU128, so the lanes go through
// an aligned stack buffer and memcpy.
template <class D>
HWY_INLINE void StoreFirstN(D d, hwy::HWY_NAMESPACE::Vec<D> v, hwy::HWY_NAMESPACE::TFromD<D>* dst,
                            size_t count) {
  using T = hwy::HWY_NAMESPACE::TFromD<D>;
  alignas(64) T lanes[HWY_MAX_BYTES / sizeof(T)];
  hwy::HWY_NAMESPACE::Store(v, d, lanes);
  std::memcpy(dst, lanes, count * sizeof(T));
}

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#endif  // STRATA_KERNELS_ROW_STORES_INL_H_
