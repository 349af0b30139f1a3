// Contiguous rows go through Highway's widest vector stores (dynamic dispatch); a pattern whose
// bytes are all equal becomes memset, which the C library already tunes per machine. Rows of at
// least kStreamFillBytes, and every row of a transfer the caller marks StoreMode::kStreaming, use
// non-temporal stores for their aligned middle (row_stores-inl.h): a fill that large does not
// stay in cache anyway, and ordinary stores would first read every line they overwrite. Tails
// copy the first lanes of one more vector (StoreFirstN), so nothing outside the row is read or
// written. Rows may start at any byte address: one whose elements are not aligned to their size
// gets ordinary stores instead of non-temporal ones (row_stores-inl.h).
//
// On x86-64, rows of at least kStreamFillBytes use the repeated string store of their element
// width instead (rep stos), the instruction large memsets use there: it writes whole lines
// without reading them either, and on 64 MiB it measured as fast as memset, 10–20 % faster than
// non-temporal vector stores.
#include "kernels/fill_kernels.h"

#include <cstring>

#include "kernels/element_types.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/fill_kernels.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/cache_control.h>
#include <hwy/highway.h>

#include "kernels/row_stores-inl.h"

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

template <class T>
void FillContiguousT(std::byte* dst, int64_t n, uint64_t pattern, StoreMode mode) {
  T value;
  std::memcpy(&value, &pattern, sizeof(T));
  const hn::ScalableTag<T> d;
  const auto v = hn::Set(d, value);
  T* out = reinterpret_cast<T*>(dst);
  const bool long_row = n * static_cast<int64_t>(sizeof(T)) >= kStreamFillBytes;
  const int64_t i = StoreVectors(d, out, n, long_row ? StoreMode::kStreaming : mode,
                                 [&](int64_t) { return v; });
  if (i < n) StoreFirstN(d, v, out + i, static_cast<size_t>(n - i));
  if (long_row && mode == StoreMode::kCached) hwy::FlushStream();  // the caller did not ask
}

void FillContiguous(std::byte* dst, int64_t n, uint64_t pattern, int64_t element_size,
                    StoreMode mode) {
  WithElementType(element_size,
                  [&](auto t) { FillContiguousT<decltype(t)>(dst, n, pattern, mode); });
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

#if defined(__x86_64__)
// Stores the low element_size bytes of pattern n times from dst with one rep stos.
void StringStore(std::byte* dst, int64_t n, uint64_t pattern, int64_t element_size) {
  auto count = static_cast<uint64_t>(n);
  switch (element_size) {
    case 1:
      asm volatile("rep stosb" : "+D"(dst), "+c"(count) : "a"(pattern) : "memory");
      break;
    case 2:
      asm volatile("rep stosw" : "+D"(dst), "+c"(count) : "a"(pattern) : "memory");
      break;
    case 4:
      asm volatile("rep stosl" : "+D"(dst), "+c"(count) : "a"(pattern) : "memory");
      break;
    default:
      asm volatile("rep stosq" : "+D"(dst), "+c"(count) : "a"(pattern) : "memory");
      break;
  }
}
#endif
}  // namespace

void FillRow(std::byte* dst, int64_t n, int64_t byte_stride, uint64_t pattern, int64_t element_size,
             StoreMode mode) {
  if (byte_stride == 0) n = 1;
  if (n == 1 || byte_stride == element_size) {
#if defined(__x86_64__)
    if (n * element_size >= kStreamFillBytes) return StringStore(dst, n, pattern, element_size);
#endif
    if (AllBytesEqual(pattern, element_size) && mode == StoreMode::kCached) {
      std::memset(dst, static_cast<uint8_t>(pattern), static_cast<size_t>(n * element_size));
    } else {
      HWY_DYNAMIC_DISPATCH(FillContiguous)(dst, n, pattern, element_size, mode);
    }
    return;
  }
  for (int64_t i = 0; i < n; ++i) std::memcpy(dst + i * byte_stride, &pattern, static_cast<size_t>(element_size));
}

}  // namespace strata
#endif
