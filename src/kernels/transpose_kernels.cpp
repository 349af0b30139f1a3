// Cache-blocked transpose (Highway, dynamic dispatch).
//
// Destination row r, column c receives source row c, column r. The work unit is a panel of
// W × W elements, W = 64 / element size (one cache line): it loads W whole source lines, transposes
// (W/L)² squares of L×L elements in registers (L = lanes of a vector of at most 256 bits;
// log2(L) rounds of interleaves) and stores W whole destination lines. Since every line is read
// or written completely at once, nothing has to stay cached between panels: this is what keeps
// power-of-2 row strides (4096 floats: every row in the same cache sets) from thrashing. Panels
// run down a strip of W source rows for kRowBlock destination rows, then move to the next
// strip, so a block of kRowBlock destination rows is written front to back while the source is
// read in short sequential runs, the next strip's lines prefetched while the current one is
// transposed.
//
// When the destination rows are whole cache lines apart, the columns are split so that strips
// start on a line boundary; with StoreMode::kStreaming the panels then use non-temporal stores,
// which write each line without reading it first. Columns before the first boundary and after
// the last whole line, rows after the last whole panel, 1- and 2-byte elements and the scalar
// target go through L×L squares with ordinary stores or element by element; every access stays
// inside the tile.
#include "kernels/transpose_kernels.h"

#include <algorithm>

#include "kernels/element_types.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/transpose_kernels.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/cache_control.h>
#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Destination rows per strip visit (see the file comment). Measured on 4096² and 4000² Float32
// and on a 256³ permutation: 64 beat 16, 32, 128, 256 and whole strips (bench/compare), and
// prefetching the next strip's source lines gained a further 0–30 %.
constexpr int64_t kRowBlock = 64;

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
// The vector of at most 256 bits the squares use.
template <class T>
using SquareTag = hn::CappedTag<T, 32 / sizeof(T)>;

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

// Transposes an L×L square held as L vectors of L lanes (4- or 8-byte lanes): afterwards v[i]
// lane j is what v[j] lane i was.
template <class D, class V, size_t kL>
HWY_INLINE void TransposeSquare(D d, V (&v)[kL]) {
  if constexpr (sizeof(hn::TFromD<D>) == 4) {
    static_assert(kL == 4 || kL == 8);
    Transpose4x32(d, v[0], v[1], v[2], v[3]);
    if constexpr (kL == 8) {
      // Vectors 0..3 now hold rows j (block 0) and 4+j (block 1) of columns 0..3; 4..7 the
      // same rows of columns 4..7.
      Transpose4x32(d, v[4], v[5], v[6], v[7]);
      for (size_t j = 0; j < 4; ++j) {
        const V low_rows = hn::ConcatLowerLower(d, v[4 + j], v[j]);
        const V high_rows = hn::ConcatUpperUpper(d, v[4 + j], v[j]);
        v[j] = low_rows;
        v[4 + j] = high_rows;
      }
    }
  } else {
    static_assert(kL == 2 || kL == 4);
    const V a = hn::InterleaveLower(d, v[0], v[1]), b = hn::InterleaveUpper(d, v[0], v[1]);
    if constexpr (kL == 2) {
      v[0] = a;
      v[1] = b;
    } else {
      const V e = hn::InterleaveLower(d, v[2], v[3]), f = hn::InterleaveUpper(d, v[2], v[3]);
      v[0] = hn::ConcatLowerLower(d, e, a);
      v[1] = hn::ConcatLowerLower(d, f, b);
      v[2] = hn::ConcatUpperUpper(d, e, a);
      v[3] = hn::ConcatUpperUpper(d, f, b);
    }
  }
}

// One L×L square at destination (r, c), ordinary stores.
template <class T>
HWY_INLINE void Square(const Tile<T>& t, int64_t r, int64_t c) {
  const SquareTag<T> d;
  constexpr size_t kL = hn::MaxLanes(d);
  hn::Vec<SquareTag<T>> v[kL];
  for (size_t j = 0; j < kL; ++j) v[j] = hn::LoadU(d, t.In(r, c + static_cast<int64_t>(j)));
  TransposeSquare(d, v);
  for (size_t i = 0; i < kL; ++i) hn::StoreU(v[i], d, t.Out(r + static_cast<int64_t>(i), c));
}

// One panel at destination (r, c): W rows × W columns, (W/L)² squares. Each source line is
// loaded completely and each destination line stored completely before the next, so nothing
// needs to stay cached between panels. kStream requires 64-byte aligned destination lines.
template <class T, bool kStream>
HWY_INLINE void Panel(const Tile<T>& t, int64_t r, int64_t c) {
  const SquareTag<T> d;
  constexpr size_t kL = hn::MaxLanes(d);
  constexpr size_t kG = static_cast<size_t>(kCacheLineBytes) / sizeof(T) / kL;
  hn::Vec<SquareTag<T>> v[kG][kG][kL];  // [column group][row group][lane]
  for (size_t cg = 0; cg < kG; ++cg) {
    for (size_t j = 0; j < kL; ++j) {
      const T* in = t.In(r, c + static_cast<int64_t>(cg * kL + j));
      for (size_t rg = 0; rg < kG; ++rg) v[cg][rg][j] = hn::LoadU(d, in + rg * kL);
    }
  }
  for (size_t cg = 0; cg < kG; ++cg) {
    for (size_t rg = 0; rg < kG; ++rg) TransposeSquare(d, v[cg][rg]);
  }
  for (size_t rg = 0; rg < kG; ++rg) {
    for (size_t i = 0; i < kL; ++i) {
      T* out = t.Out(r + static_cast<int64_t>(rg * kL + i), c);
      for (size_t cg = 0; cg < kG; ++cg) {
        if constexpr (kStream) {
          hn::Stream(v[cg][rg][i], d, out + cg * kL);
        } else {
          hn::StoreU(v[cg][rg][i], d, out + cg * kL);
        }
      }
    }
  }
}

// Panels over destination rows [0, r_end) and columns [c0, c1), both multiples of W.
template <class T, bool kStream>
void Panels(const Tile<T>& t, int64_t r_end, int64_t c0, int64_t c1) {
  constexpr int64_t kW = kCacheLineBytes / static_cast<int64_t>(sizeof(T));
  for (int64_t rb = 0; rb < r_end; rb += kRowBlock) {
    const int64_t re = std::min(r_end, rb + kRowBlock);
    for (int64_t c = c0; c < c1; c += kW) {
      // The next strip's source lines for the same rows: they are not sequential with anything
      // read before, so the hardware prefetchers would not fetch them in time.
      const bool prefetch = c + 2 * kW <= c1;
      for (int64_t r = rb; r < re; r += kW) {
        if (prefetch) {
          for (int64_t j = 0; j < kW; ++j) hwy::Prefetch(t.In(r, c + kW + j));
        }
        Panel<T, kStream>(t, r, c);
      }
    }
  }
}
#endif

template <class T>
constexpr int64_t SquareSize() {
#if HWY_TARGET == HWY_SCALAR
  return 1;
#else
  if constexpr (sizeof(T) >= 4) return static_cast<int64_t>(hn::MaxLanes(SquareTag<T>()));
  return 1;
#endif
}

// Destination rows [r0, r1) × columns [c0, c1) by squares where they fit, the rest element by
// element; ordinary stores. Walks strips of at most one line of columns.
template <class T>
void Region(const Tile<T>& t, int64_t r0, int64_t r1, int64_t c0, int64_t c1) {
  constexpr int64_t kL = SquareSize<T>();
  constexpr int64_t kW = kCacheLineBytes / static_cast<int64_t>(sizeof(T));
  if constexpr (kL == 1) {
    for (int64_t c = c0; c < c1; c += kW) ScalarRegion(t, r0, r1, c, std::min(c1, c + kW));
  } else {
    const int64_t r_end = r0 + (r1 - r0) / kL * kL;
    const int64_t c_end = c0 + (c1 - c0) / kL * kL;
    for (int64_t c = c0; c < c_end; c += kL) {
      for (int64_t r = r0; r < r_end; r += kL) Square(t, r, c);
    }
    ScalarRegion(t, r_end, r1, c0, c1);
    ScalarRegion(t, r0, r_end, c_end, c1);
  }
}

template <class T>
void TransposeTileT(const Tile<T>& t, int64_t rows, int64_t cols, StoreMode mode) {
  constexpr int64_t kL = SquareSize<T>();
  if constexpr (kL == 1) {
    (void)mode;
    Region(t, 0, rows, 0, cols);
  } else {
    constexpr auto kSize = static_cast<int64_t>(sizeof(T));
    constexpr int64_t kW = kCacheLineBytes / kSize;
    // Columns [head, body_end) are whole destination lines of every row when the rows are a
    // whole number of lines apart; otherwise panels start at column 0 and store unaligned.
    const auto address = static_cast<int64_t>(reinterpret_cast<uintptr_t>(t.dst) % kCacheLineBytes);
    const bool line_aligned = t.dst_row % kCacheLineBytes == 0 && address % kSize == 0;
    const int64_t head =
        line_aligned ? std::min(cols, (kCacheLineBytes - address) % kCacheLineBytes / kSize) : 0;
    const int64_t body_end = head + (cols - head) / kW * kW;
    const int64_t r_end = rows / kW * kW;
    if (line_aligned && mode == StoreMode::kStreaming) {
      Panels<T, true>(t, r_end, head, body_end);
    } else {
      Panels<T, false>(t, r_end, head, body_end);
    }
    Region(t, r_end, rows, head, body_end);
    Region(t, 0, rows, 0, head);
    Region(t, 0, rows, body_end, cols);
  }
}

void TransposeTile(std::byte* dst, int64_t dst_row_bytes, const std::byte* src,
                   int64_t src_row_bytes, int64_t rows, int64_t cols, int64_t element_size,
                   StoreMode mode) {
  WithElementType(element_size, [&](auto t) {
    TransposeTileT(Tile<decltype(t)>{dst, dst_row_bytes, src, src_row_bytes}, rows, cols, mode);
  });
}

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace strata {
HWY_EXPORT(TransposeTile);

void TransposeTile(std::byte* dst, int64_t dst_row_bytes, const std::byte* src,
                   int64_t src_row_bytes, int64_t rows, int64_t cols, int64_t element_size,
                   StoreMode mode) {
  HWY_DYNAMIC_DISPATCH(TransposeTile)(dst, dst_row_bytes, src, src_row_bytes, rows, cols,
                                      element_size, mode);
}

}  // namespace strata
#endif
