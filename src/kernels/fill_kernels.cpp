// Contiguous rows go through Highway's widest vector stores (dynamic dispatch); a pattern whose
// bytes are all equal becomes memset, which the C library already tunes per machine. Rows of at
// least kStreamFillBytes use non-temporal stores for their aligned middle: a fill that large does
// not stay in cache anyway, and ordinary stores would first read every line they overwrite.
// Heads and tails use BlendedStore, so nothing outside the row is read or written.
#include "kernels/fill_kernels.h"

#include <cstring>

#include "kernels/element_types.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/fill_kernels.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/cache_control.h>
#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <class T>
void FillContiguousT(std::byte* dst, int64_t n, uint64_t pattern) {
  T value;
  std::memcpy(&value, &pattern, sizeof(T));
  const hn::ScalableTag<T> d;
  const auto v = hn::Set(d, value);
  const int64_t lanes = static_cast<int64_t>(hn::Lanes(d));
  T* out = reinterpret_cast<T*>(dst);
  int64_t i = 0;
  const auto address = reinterpret_cast<uintptr_t>(out);
  const auto vector_bytes = static_cast<uintptr_t>(lanes) * sizeof(T);
  if (n * static_cast<int64_t>(sizeof(T)) >= kStreamFillBytes && address % sizeof(T) == 0) {
    const auto head = static_cast<int64_t>((vector_bytes - address % vector_bytes) % vector_bytes /
                                           sizeof(T));
    hn::BlendedStore(v, hn::FirstN(d, static_cast<size_t>(head)), d, out);
    for (i = head; i + lanes <= n; i += lanes) hn::Stream(v, d, out + i);
    hwy::FlushStream();
  }
  for (; i + lanes <= n; i += lanes) hn::StoreU(v, d, out + i);
  if (i < n) {
    const auto mask = hn::FirstN(d, static_cast<size_t>(n - i));
    hn::BlendedStore(v, mask, d, out + i);
  }
}

void FillContiguous(std::byte* dst, int64_t n, uint64_t pattern, int64_t element_size) {
  WithElementType(element_size, [&](auto t) { FillContiguousT<decltype(t)>(dst, n, pattern); });
}

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace strata {
HWY_EXPORT(FillContiguous);

namespace {
bool AllBytesEqual(uint64_t pattern, int64_t element_size) {
  const auto first = static_cast<uint8_t>(pattern);
  for (int64_t b = 1; b < element_size; ++b) {
    if (static_cast<uint8_t>(pattern >> (8 * b)) != first) return false;
  }
  return true;
}
}  // namespace

void FillRow(std::byte* dst, int64_t n, int64_t byte_stride, uint64_t pattern, int64_t element_size) {
  if (byte_stride == 0) n = 1;
  if (n == 1 || byte_stride == element_size) {
    if (AllBytesEqual(pattern, element_size)) {
      std::memset(dst, static_cast<uint8_t>(pattern), static_cast<size_t>(n * element_size));
    } else {
      HWY_DYNAMIC_DISPATCH(FillContiguous)(dst, n, pattern, element_size);
    }
    return;
  }
  for (int64_t i = 0; i < n; ++i) std::memcpy(dst + i * byte_stride, &pattern, static_cast<size_t>(element_size));
}

}  // namespace strata
#endif
