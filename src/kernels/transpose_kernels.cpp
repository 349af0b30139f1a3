// Cache-blocked transpose (Highway, dynamic dispatch).
//
// Destination row r, column c receives source row c, column r. The work unit is a panel of
// W × W elements, W = 64 / element size (one cache line): it loads W whole source lines,
// transposes (W/L)² squares of L×L elements in registers (L = lanes of a vector of at most 512
// bits) and stores W whole destination lines.
//
// Panels are grouped into blocks of kBlockSourceRunBytes of every source row they read (the
// block's destination rows) × kBlockDestinationRunBytes of every destination row they write (its
// columns). Inside a block the panels run along W destination rows, so each destination row is
// written as one run of kBlockDestinationRunBytes: streaming stores scattered line by line over
// 64 or more rows ran 2–7 times slower than sequential ones on the measured machines. While one
// block is transposed, the source lines of the next one are prefetched, one source row's run
// after the other, a few per panel (reading blocks this way measured 1.6 times faster than
// leaving it to the hardware prefetchers). Blocks walk down the destination rows first, so the
// next block continues the same source rows where the current one stopped and every source row
// is read front to back (twice as fast as moving across the columns first, measured).
//
// When the destination rows are whole cache lines apart, the columns are split so that panels
// start on a line boundary; with StoreMode::kStreaming the panels then use non-temporal stores,
// which write each line without reading it first. Columns before the first boundary and after
// the last whole line, rows after the last whole panel, 1- and 2-byte elements and the scalar
// target go through L×L squares with ordinary stores or element by element; every access stays
// inside the tile. Either operand may start at any byte address (caller memory need not be
// aligned to its element size): vectors are loaded and stored unaligned, single elements are
// byte copies, and a destination whose elements are misaligned never has a column on a line
// boundary, so its panels start at column 0 and use ordinary stores.
#include "kernels/transpose_kernels.h"

#include <algorithm>

#include "kernels/element_types.h"
#include "kernels/unaligned.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/transpose_kernels.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/cache_control.h>
#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

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
    for (int64_t c = c0; c < c1; ++c) StoreUnaligned(out + c, LoadUnaligned(t.In(r, c)));
  }
}

// The squares and panels hold arrays of vectors, which SVE's sizeless vectors cannot form: the SVE
// targets transpose element by element, as the scalar target does.
#undef STRATA_TRANSPOSE_IN_REGISTERS
#if HWY_TARGET == HWY_SCALAR || HWY_TARGET == HWY_SVE || HWY_TARGET == HWY_SVE2 || \
    HWY_TARGET == HWY_SVE_256 || HWY_TARGET == HWY_SVE2_128
#define STRATA_TRANSPOSE_IN_REGISTERS 0
#else
#define STRATA_TRANSPOSE_IN_REGISTERS 1
#endif

#if STRATA_TRANSPOSE_IN_REGISTERS
// The vector of at most one cache line (512 bits) the squares use.
template <class T>
using SquareTag = hn::CappedTag<T, kCacheLineBytes / sizeof(T)>;

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

// Transposes the 4×4 matrix of 128-bit blocks of four 512-bit vectors: afterwards block k of
// the g-th vector is what block g of the k-th vector was.
template <class D, class V>
HWY_INLINE void TransposeBlocks4x4(D d, V& a, V& b, V& c, V& e) {
  // First the 256-bit halves: a and c exchange halves, b and e likewise.
  const V ac_low = hn::ConcatLowerLower(d, c, a), ac_high = hn::ConcatUpperUpper(d, c, a);
  const V be_low = hn::ConcatLowerLower(d, e, b), be_high = hn::ConcatUpperUpper(d, e, b);
  // Then the blocks within each half: a and b exchange odd and even blocks, c and e likewise.
  a = hn::OddEvenBlocks(hn::SwapAdjacentBlocks(be_low), ac_low);
  b = hn::OddEvenBlocks(be_low, hn::SwapAdjacentBlocks(ac_low));
  c = hn::OddEvenBlocks(hn::SwapAdjacentBlocks(be_high), ac_high);
  e = hn::OddEvenBlocks(be_high, hn::SwapAdjacentBlocks(ac_high));
}

// Transposes an L×L square held as L vectors of L lanes (4- or 8-byte lanes): afterwards v[i]
// lane j is what v[j] lane i was.
template <class D, class V, size_t kL>
HWY_INLINE void TransposeSquare(D d, V (&v)[kL]) {
  if constexpr (kL * sizeof(hn::TFromD<D>) == 64) {
    // 512-bit vectors: transpose within the 128-bit blocks, then the blocks themselves. With
    // P lanes per block, vector P·g + j then holds in block k the P×P square of rows P·g… and
    // column P·k + j, which the block transposes move to vector P·k + j, block g.
    constexpr size_t kP = 16 / sizeof(hn::TFromD<D>);
    for (size_t g = 0; g < kL; g += kP) {
      if constexpr (kP == 4) {
        Transpose4x32(d, v[g], v[g + 1], v[g + 2], v[g + 3]);
      } else {
        const V low = hn::InterleaveLower(d, v[g], v[g + 1]);
        v[g + 1] = hn::InterleaveUpper(d, v[g], v[g + 1]);
        v[g] = low;
      }
    }
    for (size_t j = 0; j < kP; ++j) {
      TransposeBlocks4x4(d, v[j], v[kP + j], v[2 * kP + j], v[3 * kP + j]);
    }
  } else if constexpr (sizeof(hn::TFromD<D>) == 4) {
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

// Block extent in bytes of each source row (the destination rows of a block) and of each
// destination row (its columns). Measured on 4096² and 4000² Float32 and a 256³ permutation
// (bench/compare): 512 × 1024 was the best or within noise of the best in every case, against
// 256 or 1024 × 1024 and 512 × 512 or 2048; the 512-bit squares then gained a further 10–15 %
// over 256-bit ones.
constexpr int64_t kBlockSourceRunBytes = 512;
constexpr int64_t kBlockDestinationRunBytes = 1024;

// Destination rows [r0, r1) × columns [c0, c1); empty when r0 == r1.
struct Block {
  int64_t r0 = 0, r1 = 0, c0 = 0, c1 = 0;
  bool empty() const { return r0 == r1; }
};

// Prefetches the source lines of one block, source row by source row, spread evenly over the
// `panels` calls of Next().
template <class T>
class BlockPrefetcher {
 public:
  static constexpr int64_t kW = kCacheLineBytes / static_cast<int64_t>(sizeof(T));

  BlockPrefetcher(const Tile<T>& t, const Block& block, int64_t panels)
      : tile_(t), block_(block), r_(block.r0), c_(block.c0) {
    const int64_t lines = (block.c1 - block.c0) * ((block.r1 - block.r0) / kW);
    per_call_ = (lines + panels - 1) / panels;
  }

  void Next() {
    for (int64_t k = 0; k < per_call_ && c_ < block_.c1; ++k) {
      hwy::Prefetch(tile_.In(r_, c_));
      r_ += kW;
      if (r_ == block_.r1) {
        r_ = block_.r0;
        ++c_;
      }
    }
  }

 private:
  const Tile<T>& tile_;
  Block block_;
  int64_t r_, c_;
  int64_t per_call_;
};

// Panels over destination rows [0, r_end) and columns [c0, c1), both multiples of W.
template <class T, bool kStream>
void Panels(const Tile<T>& t, int64_t r_end, int64_t c0, int64_t c1) {
  constexpr int64_t kW = kCacheLineBytes / static_cast<int64_t>(sizeof(T));
  constexpr int64_t kRows = kBlockSourceRunBytes / static_cast<int64_t>(sizeof(T));
  constexpr int64_t kColumns = kBlockDestinationRunBytes / static_cast<int64_t>(sizeof(T));
  static_assert(kRows % kW == 0 && kColumns % kW == 0);
  if (r_end == 0 || c0 == c1) return;
  const auto block_at = [&](int64_t r, int64_t c) {
    return Block{r, std::min(r_end, r + kRows), c, std::min(c1, c + kColumns)};
  };
  const auto after = [&](const Block& b) {
    if (b.r1 < r_end) return block_at(b.r1, b.c0);
    if (b.c1 < c1) return block_at(0, b.c1);
    return Block{};
  };
  for (Block b = block_at(0, c0); !b.empty(); b = after(b)) {
    BlockPrefetcher<T> prefetch(t, after(b), (b.r1 - b.r0) / kW * ((b.c1 - b.c0) / kW));
    for (int64_t r = b.r0; r < b.r1; r += kW) {
      for (int64_t c = b.c0; c < b.c1; c += kW) {
        prefetch.Next();
        Panel<T, kStream>(t, r, c);
      }
    }
  }
}
#endif

template <class T>
constexpr int64_t SquareSize() {
#if !STRATA_TRANSPOSE_IN_REGISTERS
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
