// Cache-blocked transpose (Highway, dynamic dispatch).
//
// The tile is walked in blocks of kBlockRows destination rows by kBlockCols destination
// columns, so each block's source and destination lines stay in L1 even when both row strides
// are powers of two (which map every row to the same cache sets). Inside a block, 4- and
// 8-byte elements use an in-register micro-kernel of L×L elements (L = lanes of a vector of at
// most 256 bits): L unaligned source loads, log2(L) rounds of interleaves, L unaligned stores.
// Block edges that do not fill a micro-kernel, 1- and 2-byte elements, and the scalar target
// copy element by element; every access stays inside the tile.
#include "kernels/transpose_kernels.h"

#include <algorithm>

#include "kernels/element_types.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/transpose_kernels.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

constexpr int64_t kBlockRows = 32;
constexpr int64_t kBlockCols = 32;

template <class T>
struct Tile {
  std::byte* dst;
  int64_t dst_row;  // bytes
  const std::byte* src;
  int64_t src_row;  // bytes

  T* Out(int64_t r, int64_t c) const {
    return reinterpret_cast<T*>(dst + r * dst_row) + c;
  }
  const T* In(int64_t r, int64_t c) const {  // source element feeding destination (r, c)
    return reinterpret_cast<const T*>(src + c * src_row) + r;
  }
};

template <class T>
void ScalarRegion(const Tile<T>& t, int64_t r0, int64_t r1, int64_t c0, int64_t c1) {
  for (int64_t r = r0; r < r1; ++r) {
    T* out = t.Out(r, 0);
    for (int64_t c = c0; c < c1; ++c) out[c] = *t.In(r, c);
  }
}

#if HWY_TARGET != HWY_SCALAR
// Transposes the 4×4 sub-matrix in every 128-bit block of four rows of 32-bit lanes: afterwards
// block k of the j-th vector holds lane 4k+j of a, b, c, e in that order.
template <class D, class V>
HWY_INLINE void Transpose4x32(D d, V& a, V& b, V& c, V& e) {
  const hn::Repartition<uint64_t, D> d64;
  const V ab_lo = hn::InterleaveLower(d, a, b), ab_hi = hn::InterleaveUpper(d, a, b);
  const V ce_lo = hn::InterleaveLower(d, c, e), ce_hi = hn::InterleaveUpper(d, c, e);
  a = hn::BitCast(d, hn::InterleaveLower(d64, hn::BitCast(d64, ab_lo), hn::BitCast(d64, ce_lo)));
  b = hn::BitCast(d, hn::InterleaveUpper(d64, hn::BitCast(d64, ab_lo), hn::BitCast(d64, ce_lo)));
  c = hn::BitCast(d, hn::InterleaveLower(d64, hn::BitCast(d64, ab_hi), hn::BitCast(d64, ce_hi)));
  e = hn::BitCast(d, hn::InterleaveUpper(d64, hn::BitCast(d64, ab_hi), hn::BitCast(d64, ce_hi)));
}

// One L×L micro-kernel at destination (r, c) for 32-bit elements.
template <class T>
HWY_INLINE void Micro32(const Tile<T>& t, int64_t r, int64_t c) {
  const hn::CappedTag<T, 8> d;
  constexpr size_t kLanes = hn::MaxLanes(d);
  if constexpr (kLanes == 8) {
    auto v0 = hn::LoadU(d, t.In(r, c + 0)), v1 = hn::LoadU(d, t.In(r, c + 1));
    auto v2 = hn::LoadU(d, t.In(r, c + 2)), v3 = hn::LoadU(d, t.In(r, c + 3));
    auto v4 = hn::LoadU(d, t.In(r, c + 4)), v5 = hn::LoadU(d, t.In(r, c + 5));
    auto v6 = hn::LoadU(d, t.In(r, c + 6)), v7 = hn::LoadU(d, t.In(r, c + 7));
    Transpose4x32(d, v0, v1, v2, v3);  // rows c..c+3: block 0 = columns r..r+3, block 1 = r+4..
    Transpose4x32(d, v4, v5, v6, v7);
    hn::StoreU(hn::ConcatLowerLower(d, v4, v0), d, t.Out(r + 0, c));
    hn::StoreU(hn::ConcatLowerLower(d, v5, v1), d, t.Out(r + 1, c));
    hn::StoreU(hn::ConcatLowerLower(d, v6, v2), d, t.Out(r + 2, c));
    hn::StoreU(hn::ConcatLowerLower(d, v7, v3), d, t.Out(r + 3, c));
    hn::StoreU(hn::ConcatUpperUpper(d, v4, v0), d, t.Out(r + 4, c));
    hn::StoreU(hn::ConcatUpperUpper(d, v5, v1), d, t.Out(r + 5, c));
    hn::StoreU(hn::ConcatUpperUpper(d, v6, v2), d, t.Out(r + 6, c));
    hn::StoreU(hn::ConcatUpperUpper(d, v7, v3), d, t.Out(r + 7, c));
  } else {
    static_assert(kLanes == 4);
    auto v0 = hn::LoadU(d, t.In(r, c + 0)), v1 = hn::LoadU(d, t.In(r, c + 1));
    auto v2 = hn::LoadU(d, t.In(r, c + 2)), v3 = hn::LoadU(d, t.In(r, c + 3));
    Transpose4x32(d, v0, v1, v2, v3);
    hn::StoreU(v0, d, t.Out(r + 0, c));
    hn::StoreU(v1, d, t.Out(r + 1, c));
    hn::StoreU(v2, d, t.Out(r + 2, c));
    hn::StoreU(v3, d, t.Out(r + 3, c));
  }
}

// One L×L micro-kernel at destination (r, c) for 64-bit elements.
template <class T>
HWY_INLINE void Micro64(const Tile<T>& t, int64_t r, int64_t c) {
  const hn::CappedTag<T, 4> d;
  constexpr size_t kLanes = hn::MaxLanes(d);
  if constexpr (kLanes == 4) {
    const auto v0 = hn::LoadU(d, t.In(r, c + 0)), v1 = hn::LoadU(d, t.In(r, c + 1));
    const auto v2 = hn::LoadU(d, t.In(r, c + 2)), v3 = hn::LoadU(d, t.In(r, c + 3));
    const auto a = hn::InterleaveLower(d, v0, v1), b = hn::InterleaveUpper(d, v0, v1);
    const auto e = hn::InterleaveLower(d, v2, v3), f = hn::InterleaveUpper(d, v2, v3);
    hn::StoreU(hn::ConcatLowerLower(d, e, a), d, t.Out(r + 0, c));
    hn::StoreU(hn::ConcatLowerLower(d, f, b), d, t.Out(r + 1, c));
    hn::StoreU(hn::ConcatUpperUpper(d, e, a), d, t.Out(r + 2, c));
    hn::StoreU(hn::ConcatUpperUpper(d, f, b), d, t.Out(r + 3, c));
  } else {
    static_assert(kLanes == 2);
    const auto v0 = hn::LoadU(d, t.In(r, c + 0)), v1 = hn::LoadU(d, t.In(r, c + 1));
    hn::StoreU(hn::InterleaveLower(d, v0, v1), d, t.Out(r + 0, c));
    hn::StoreU(hn::InterleaveUpper(d, v0, v1), d, t.Out(r + 1, c));
  }
}
#endif

template <class T>
constexpr int64_t MicroSize() {
#if HWY_TARGET == HWY_SCALAR
  return 1;
#else
  if constexpr (sizeof(T) == 4) return static_cast<int64_t>(hn::MaxLanes(hn::CappedTag<T, 8>()));
  if constexpr (sizeof(T) == 8) return static_cast<int64_t>(hn::MaxLanes(hn::CappedTag<T, 4>()));
  return 1;
#endif
}

template <class T>
void Block(const Tile<T>& t, int64_t r0, int64_t r1, int64_t c0, int64_t c1) {
  constexpr int64_t kL = MicroSize<T>();
  if constexpr (kL == 1) {
    ScalarRegion(t, r0, r1, c0, c1);
  } else {
    const int64_t r_end = r0 + (r1 - r0) / kL * kL;
    const int64_t c_end = c0 + (c1 - c0) / kL * kL;
    for (int64_t c = c0; c < c_end; c += kL) {
      for (int64_t r = r0; r < r_end; r += kL) {
        if constexpr (sizeof(T) == 4) Micro32(t, r, c);
        if constexpr (sizeof(T) == 8) Micro64(t, r, c);
      }
    }
    ScalarRegion(t, r_end, r1, c0, c1);
    ScalarRegion(t, r0, r_end, c_end, c1);
  }
}

template <class T>
void TransposeTileT(const Tile<T>& t, int64_t rows, int64_t cols) {
  for (int64_t r = 0; r < rows; r += kBlockRows) {
    const int64_t r1 = std::min(rows, r + kBlockRows);
    for (int64_t c = 0; c < cols; c += kBlockCols) Block(t, r, r1, c, std::min(cols, c + kBlockCols));
  }
}

void TransposeTile(std::byte* dst, int64_t dst_row_bytes, const std::byte* src,
                   int64_t src_row_bytes, int64_t rows, int64_t cols, int64_t element_size) {
  WithElementType(element_size, [&](auto t) {
    TransposeTileT(Tile<decltype(t)>{dst, dst_row_bytes, src, src_row_bytes}, rows, cols);
  });
}

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace strata {
HWY_EXPORT(TransposeTile);

void TransposeTile(std::byte* dst, int64_t dst_row_bytes, const std::byte* src,
                   int64_t src_row_bytes, int64_t rows, int64_t cols, int64_t element_size) {
  HWY_DYNAMIC_DISPATCH(TransposeTile)(dst, dst_row_bytes, src, src_row_bytes, rows, cols,
                                      element_size);
}

}  // namespace strata
#endif
