#include "kernels/wide_element_kernels.h"

#include <algorithm>
#include <cstring>

namespace strata {
namespace {

struct Wide {
  uint64_t low;
  uint64_t high;
};
static_assert(sizeof(Wide) == kWideElementBytes);

Wide Load(const std::byte* p) {
  Wide w;
  std::memcpy(&w, p, sizeof w);
  return w;
}
void Store(std::byte* p, const Wide& w) { std::memcpy(p, &w, sizeof w); }

}  // namespace

void CopyWideRow(std::byte* dst, int64_t dst_stride, const std::byte* src, int64_t src_stride,
                 int64_t n) {
  if (n <= 0) return;
  if (dst_stride == kWideElementBytes && src_stride == kWideElementBytes) {
    std::memcpy(dst, src, static_cast<size_t>(n * kWideElementBytes));
    return;
  }
  for (int64_t i = 0; i < n; ++i) Store(dst + i * dst_stride, Load(src + i * src_stride));
}

void TransposeWideTile(std::byte* dst, int64_t dst_row_bytes, const std::byte* src,
                       int64_t src_row_bytes, int64_t rows, int64_t cols) {
  // 8 × 8 elements: eight 128-byte runs on each side, two cache lines each.
  constexpr int64_t kBlock = 8;
  for (int64_t r0 = 0; r0 < rows; r0 += kBlock) {
    const int64_t r1 = std::min(rows, r0 + kBlock);
    for (int64_t c0 = 0; c0 < cols; c0 += kBlock) {
      const int64_t c1 = std::min(cols, c0 + kBlock);
      for (int64_t c = c0; c < c1; ++c) {
        std::byte* out = dst + c * kWideElementBytes;
        const std::byte* in = src + c * src_row_bytes;
        for (int64_t r = r0; r < r1; ++r) {
          Store(out + r * dst_row_bytes, Load(in + r * kWideElementBytes));
        }
      }
    }
  }
}

void SwapReversedWide(std::byte* a, std::byte* b, int64_t n) {
  for (int64_t k = 0; k < n; ++k) {
    std::byte* x = a + k * kWideElementBytes;
    std::byte* y = b + (n - 1 - k) * kWideElementBytes;
    const Wide t = Load(x);
    Store(x, Load(y));
    Store(y, t);
  }
}

}  // namespace strata
