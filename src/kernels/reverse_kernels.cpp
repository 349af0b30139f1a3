// Reversal kernels (Highway, dynamic dispatch). A reversed copy loads whole vectors from the
// back of the source and stores them reversed; its tail is one more full vector that overlaps
// the previous one (same values written twice) so nothing outside either row is touched, and
// rows shorter than a vector go element by element; the streaming form is described at
// CopyReversedRowStreaming. SwapReversed (in-place reversal) exchanges
// a vector from the front of one row with a reversed vector from the back of the other, then
// finishes the remainder with scalar swaps. Tails never use MaskedLoad: on SSE4 and EMU128 it
// loads a whole vector. Rows may start at any byte address: vectors are loaded and stored
// unaligned, single elements are byte copies (kernels/unaligned.h), and a streaming destination
// whose elements are not aligned to their size gets ordinary stores.
#include "kernels/reverse_kernels.h"

#include "kernels/element_types.h"
#include "kernels/unaligned.h"

#include <cstdint>

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/reverse_kernels.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// hn::Reverse, extended to 8-bit lanes (which it lacks here): reverse the 16-bit lanes, then
// swap the two bytes inside each.
template <class D, class V>
HWY_INLINE V ReverseLanes(D d, V v) {
#if HWY_TARGET == HWY_SCALAR
  (void)d;
  return v;  // one lane
#else
  if constexpr (sizeof(hn::TFromD<D>) == 1) {
    const hn::Repartition<uint16_t, D> d16;
    const auto r = hn::Reverse(d16, hn::BitCast(d16, v));
    return hn::BitCast(d, hn::Or(hn::ShiftLeft<8>(r), hn::ShiftRight<8>(r)));
  } else {
    return hn::Reverse(d, v);
  }
#endif
}

// Streaming form: the source is read in ascending address order and the destination is written
// in chunks of four aligned vectors taken from its end towards its start, each chunk in
// ascending order. Both operands then move forward at cache-line granularity, which is what the
// hardware prefetchers and write combining reward; walking either one backwards line by line
// measured 25-35 % slower than memcpy on 64 MiB. The unaligned ends of the destination are
// covered first by two ordinary (overlapping) vector stores.
template <class D>
void CopyReversedRowStreaming(D d, hn::TFromD<D>* HWY_RESTRICT dst,
                              const hn::TFromD<D>* HWY_RESTRICT low, int64_t n) {
  using T = hn::TFromD<D>;
  const auto lanes = static_cast<int64_t>(hn::Lanes(d));
  // The destination vector at element i holds the source elements [n - i - lanes, n - i).
  const auto at = [&](int64_t i) { return ReverseLanes(d, hn::LoadU(d, low + (n - i - lanes))); };
  const auto address = reinterpret_cast<uintptr_t>(dst);
  const auto vector_bytes = static_cast<uintptr_t>(lanes) * sizeof(T);
  if (address % sizeof(T) != 0) {  // wrapped memory may be misaligned: no streaming possible
    for (int64_t i = 0; i + lanes <= n; i += lanes) hn::StoreU(at(i), d, dst + i);
    hn::StoreU(at(n - lanes), d, dst + (n - lanes));
    return;
  }
  const auto first =  // the first element whose address is vector-aligned
      static_cast<int64_t>((vector_bytes - address % vector_bytes) % vector_bytes / sizeof(T));
  const int64_t end = first + (n - first) / lanes * lanes;  // aligned vectors cover [first, end)
  if (first > 0) hn::StoreU(at(0), d, dst);
  if (end < n) hn::StoreU(at(n - lanes), d, dst + (n - lanes));
  int64_t i = end;
  for (; i - 4 * lanes >= first; i -= 4 * lanes) {
    const auto v0 = at(i - lanes);  // the lowest source addresses of this chunk
    const auto v1 = at(i - 2 * lanes);
    const auto v2 = at(i - 3 * lanes);
    const auto v3 = at(i - 4 * lanes);
    hn::Stream(v3, d, dst + (i - 4 * lanes));
    hn::Stream(v2, d, dst + (i - 3 * lanes));
    hn::Stream(v1, d, dst + (i - 2 * lanes));
    hn::Stream(v0, d, dst + (i - lanes));
  }
  for (; i - lanes >= first; i -= lanes) hn::Stream(at(i - lanes), d, dst + (i - lanes));
}

template <class T>
void CopyReversedRowT(std::byte* dst_bytes, const std::byte* src_bytes, int64_t n,
                      StoreMode mode) {
  T* HWY_RESTRICT dst = reinterpret_cast<T*>(dst_bytes);
  const T* HWY_RESTRICT low = reinterpret_cast<const T*>(src_bytes) - (n - 1);  // lowest address
  const hn::ScalableTag<T> d;
  const auto lanes = static_cast<int64_t>(hn::Lanes(d));
  if (n < lanes) {
    for (int64_t i = 0; i < n; ++i) StoreUnaligned(dst + i, LoadUnaligned(low + (n - 1 - i)));
    return;
  }
  if (mode == StoreMode::kStreaming) return CopyReversedRowStreaming(d, dst, low, n);
  int64_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    hn::StoreU(ReverseLanes(d, hn::LoadU(d, low + (n - i - lanes))), d, dst + i);
  }
  if (i < n) hn::StoreU(ReverseLanes(d, hn::LoadU(d, low)), d, dst + (n - lanes));
}

template <class T>
void SwapReversedT(std::byte* a_bytes, std::byte* b_bytes, int64_t n) {
  T* HWY_RESTRICT a = reinterpret_cast<T*>(a_bytes);
  T* HWY_RESTRICT b = reinterpret_cast<T*>(b_bytes);
  const hn::ScalableTag<T> d;
  const auto lanes = static_cast<int64_t>(hn::Lanes(d));
  int64_t k = 0;
  for (; k + lanes <= n; k += lanes) {
    const auto front = hn::LoadU(d, a + k);
    const auto back = hn::LoadU(d, b + (n - k - lanes));
    hn::StoreU(ReverseLanes(d, back), d, a + k);
    hn::StoreU(ReverseLanes(d, front), d, b + (n - k - lanes));
  }
  for (; k < n; ++k) {
    const T front = LoadUnaligned(a + k);
    StoreUnaligned(a + k, LoadUnaligned(b + (n - 1 - k)));
    StoreUnaligned(b + (n - 1 - k), front);
  }
}

void CopyReversedRow(std::byte* dst, const std::byte* src, int64_t n, int64_t element_size,
                     StoreMode mode) {
  WithElementType(element_size,
                  [&](auto t) { CopyReversedRowT<decltype(t)>(dst, src, n, mode); });
}

void SwapReversed(std::byte* a, std::byte* b, int64_t n, int64_t element_size) {
  WithElementType(element_size, [&](auto t) { SwapReversedT<decltype(t)>(a, b, n); });
}

void SwapRanges(std::byte* a_bytes, std::byte* b_bytes, int64_t bytes) {
  uint8_t* HWY_RESTRICT a = reinterpret_cast<uint8_t*>(a_bytes);
  uint8_t* HWY_RESTRICT b = reinterpret_cast<uint8_t*>(b_bytes);
  const hn::ScalableTag<uint8_t> d;
  const auto lanes = static_cast<int64_t>(hn::Lanes(d));
  int64_t i = 0;
  for (; i + lanes <= bytes; i += lanes) {
    const auto va = hn::LoadU(d, a + i);
    hn::StoreU(hn::LoadU(d, b + i), d, a + i);
    hn::StoreU(va, d, b + i);
  }
  // MaskedLoad reads a whole vector on some targets, so the tail goes byte by byte.
  for (; i < bytes; ++i) {
    const uint8_t t = a[i];
    a[i] = b[i];
    b[i] = t;
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace strata {
HWY_EXPORT(CopyReversedRow);
HWY_EXPORT(SwapReversed);
HWY_EXPORT(SwapRanges);

void CopyReversedRow(std::byte* dst, const std::byte* src, int64_t n, int64_t element_size,
                     StoreMode mode) {
  HWY_DYNAMIC_DISPATCH(CopyReversedRow)(dst, src, n, element_size, mode);
}
void SwapReversed(std::byte* a, std::byte* b, int64_t n, int64_t element_size) {
  HWY_DYNAMIC_DISPATCH(SwapReversed)(a, b, n, element_size);
}
void SwapRanges(std::byte* a, std::byte* b, int64_t bytes) {
  HWY_DYNAMIC_DISPATCH(SwapRanges)(a, b, bytes);
}

}  // namespace strata
#endif
