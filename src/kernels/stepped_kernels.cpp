// Stepped gather (Highway, dynamic dispatch). Steps 2, 3 and 4 de-interleave whole vectors with
// LoadInterleaved{2,3,4} and keep lane 0's stream. A de-interleaving load of `lanes` elements
// reads lanes·step source elements, i.e. step-1 elements past the last one it keeps, so the
// vector loop stops while a later kept element still lies beyond those reads; the remaining
// elements (at least one) go one by one. Other steps are scalar, and so are steps 2 to 4 on
// EMU128, whose de-interleaving loads dereference T* (caller memory need not be aligned to its
// element size) in a scalar loop anyway. Scalar reads and writes copy bytes
// (kernels/unaligned.h), so rows may start at any byte address. StoreMode::kStreaming stores
// the vectors with non-temporal stores (row_stores-inl.h), step 1 included: rows of a large copy
// then write whole lines without reading them first, which measured faster than memcpy
// (bench/compare, reverse_dim0 and copy_dense). Step 1 moves bytes, so its destination lines
// align whatever the element alignment. Cached step-1 copies are memcpy.
#include "kernels/stepped_kernels.h"

#include "kernels/element_types.h"
#include "kernels/unaligned.h"

#include <cstring>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/stepped_kernels.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/row_stores-inl.h"

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <class T>
void CopyElements(T* HWY_RESTRICT dst, const T* HWY_RESTRICT src, int64_t begin, int64_t n,
                  int64_t step) {
  for (int64_t i = begin; i < n; ++i) StoreUnaligned(dst + i, LoadUnaligned(src + i * step));
}

template <class T, int kStep>
void CopySteppedRowT(T* HWY_RESTRICT dst, const T* HWY_RESTRICT src, int64_t n, StoreMode mode) {
  const hn::ScalableTag<T> d;
  // A load at i reads up to src[(i + lanes)·step − 1], which is ≤ src[(n−1)·step] iff
  // i + lanes < n, i.e. i + lanes ≤ n − 1.
  const auto gather = [&](int64_t i) {
    hn::Vec<decltype(d)> v0, v1, v2, v3;
    if constexpr (kStep == 2) hn::LoadInterleaved2(d, src + i * kStep, v0, v1);
    if constexpr (kStep == 3) hn::LoadInterleaved3(d, src + i * kStep, v0, v1, v2);
    if constexpr (kStep == 4) hn::LoadInterleaved4(d, src + i * kStep, v0, v1, v2, v3);
    return v0;
  };
  CopyElements(dst, src, StoreVectors(d, dst, n - 1, mode, gather), n, kStep);
}

// Step 1 (only ever streaming: cached contiguous copies are memcpy's).
void CopyBytesStreaming(uint8_t* HWY_RESTRICT dst, const uint8_t* HWY_RESTRICT src, int64_t n) {
  const hn::ScalableTag<uint8_t> d;
  const auto load = [&](int64_t i) { return hn::LoadU(d, src + i); };
  const int64_t done = StoreVectors(d, dst, n, StoreMode::kStreaming, load);
  if (done < n) std::memcpy(dst + done, src + done, static_cast<size_t>(n - done));
}

template <class T>
void CopySteppedRowT(std::byte* dst_bytes, const std::byte* src_bytes, int64_t n, int64_t step,
                     StoreMode mode) {
  if (step == 1) {
    return CopyBytesStreaming(reinterpret_cast<uint8_t*>(dst_bytes),
                              reinterpret_cast<const uint8_t*>(src_bytes),
                              n * static_cast<int64_t>(sizeof(T)));
  }
  T* dst = reinterpret_cast<T*>(dst_bytes);
  const T* src = reinterpret_cast<const T*>(src_bytes);
  if constexpr (HWY_TARGET != HWY_EMU128) {
    switch (step) {
      case 2: return CopySteppedRowT<T, 2>(dst, src, n, mode);
      case 3: return CopySteppedRowT<T, 3>(dst, src, n, mode);
      case 4: return CopySteppedRowT<T, 4>(dst, src, n, mode);
      default: break;
    }
  }
  CopyElements(dst, src, 0, n, step);
}

void CopySteppedRow(std::byte* dst, const std::byte* src, int64_t n, int64_t step,
                    int64_t element_size, StoreMode mode) {
  WithElementType(element_size,
                  [&](auto t) { CopySteppedRowT<decltype(t)>(dst, src, n, step, mode); });
}

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace strata {
HWY_EXPORT(CopySteppedRow);

void CopySteppedRow(std::byte* dst, const std::byte* src, int64_t n, int64_t step,
                    int64_t element_size, StoreMode mode) {
  if (step == 1 && mode == StoreMode::kCached) {
    std::memcpy(dst, src, static_cast<size_t>(n * element_size));
    return;
  }
  HWY_DYNAMIC_DISPATCH(CopySteppedRow)(dst, src, n, step, element_size, mode);
}

}  // namespace strata
#endif
