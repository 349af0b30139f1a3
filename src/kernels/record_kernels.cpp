#include "kernels/record_kernels.h"

#include <algorithm>
#include <cstring>
#include <utility>

#include "kernels/reverse_kernels.h"

namespace strata {
namespace {

// Elements of kSize bytes: a memcpy of a constant size, which compilers turn into one or two
// moves (12 bytes as 8 + 4, 24 as 16 + 8).
template <int64_t kSize>
struct FixedRecord {
  void Move(std::byte* dst, const std::byte* src) const { std::memcpy(dst, src, kSize); }
  void Swap(std::byte* a, std::byte* b) const {
    std::byte t[kSize];
    std::memcpy(t, a, kSize);
    std::memcpy(a, b, kSize);
    std::memcpy(b, t, kSize);
  }
};

// Elements beyond kLargestFixedRecord bytes, where a call per element is small against the bytes
// it moves.
struct LargeRecord {
  int64_t size;

  void Move(std::byte* dst, const std::byte* src) const {
    std::memcpy(dst, src, static_cast<size_t>(size));
  }
  void Swap(std::byte* a, std::byte* b) const { SwapRanges(a, b, size); }
};

constexpr int64_t kLargestFixedRecord = 32;

template <class F, int64_t... kSizes>
void WithMoverOf(int64_t size, F& f, std::integer_sequence<int64_t, kSizes...>) {
  const bool fixed = ((size == kSizes + 1 ? (f(FixedRecord<kSizes + 1>{}), true) : false) || ...);
  if (!fixed) f(LargeRecord{size});
}

// Calls f with the mover of `size`-byte elements, so every element loop is compiled per size up
// to kLargestFixedRecord bytes (an element loop with a run-time size was 3–4× slower).
template <class F>
void WithRecordMover(int64_t size, F&& f) {
  WithMoverOf(size, f, std::make_integer_sequence<int64_t, kLargestFixedRecord>{});
}

// The side of the square blocks a transpose visits: runs of about 512 bytes (eight cache lines)
// on each side, 8 to 64 elements (128-byte runs were no faster for 12-byte elements and slower
// for 16-byte ones).
int64_t TransposeBlock(int64_t size) { return std::clamp<int64_t>(512 / size, 8, 64); }

}  // namespace

void CopyRecordRow(std::byte* dst, int64_t dst_stride, const std::byte* src, int64_t src_stride,
                   int64_t n, int64_t size) {
  if (n <= 0) return;
  if (dst_stride == size && src_stride == size) {
    std::memcpy(dst, src, static_cast<size_t>(n * size));
    return;
  }
  WithRecordMover(size, [&](const auto& mover) {
    for (int64_t i = 0; i < n; ++i) mover.Move(dst + i * dst_stride, src + i * src_stride);
  });
}

void TransposeRecordTile(std::byte* dst, int64_t dst_row_bytes, const std::byte* src,
                         int64_t src_row_bytes, int64_t rows, int64_t cols, int64_t size) {
  const int64_t block = TransposeBlock(size);
  WithRecordMover(size, [&](const auto& mover) {
    for (int64_t r0 = 0; r0 < rows; r0 += block) {
      const int64_t r1 = std::min(rows, r0 + block);
      for (int64_t c0 = 0; c0 < cols; c0 += block) {
        const int64_t c1 = std::min(cols, c0 + block);
        for (int64_t c = c0; c < c1; ++c) {
          std::byte* out = dst + c * size;
          const std::byte* in = src + c * src_row_bytes;
          for (int64_t r = r0; r < r1; ++r) mover.Move(out + r * dst_row_bytes, in + r * size);
        }
      }
    }
  });
}

void SwapReversedRecords(std::byte* a, std::byte* b, int64_t n, int64_t size) {
  WithRecordMover(size, [&](const auto& mover) {
    for (int64_t k = 0; k < n; ++k) mover.Swap(a + k * size, b + (n - 1 - k) * size);
  });
}

}  // namespace strata
