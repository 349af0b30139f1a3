// The copy engine. BuildLoopNest (loop_nest.h) orders dimensions by destination stride and
// merges contiguous ones; then one plan is chosen for the whole nest:
//   - the same view, or one contiguous run on both sides: memmove (overlap allowed) or nothing;
//   - transpose: the destination's innermost dimension is contiguous but the source's unit
//     stride lies on another dimension → TransposeTile over those two dimensions, walking the
//     rest;
//   - otherwise row by row, with a kernel picked from the innermost strides: memcpy (both
//     contiguous), fill (source stride 0), reversed copy (source stride −1), stepped gather
//     (source stride 2..4), or an element loop.
// Transfers of at least kStreamingStoreBytes destination bytes are far larger than the caches:
// every row kernel then uses non-temporal stores (StoreMode::kStreaming), which write whole
// lines without first reading them. Outer dimensions that the source walks backwards are walked
// forwards in the source instead (ReadSourceForwards).
// A transfer of kParallelCopyBytes or more is split along its outermost dimension into
// CopyEngineThreads() parts with disjoint destinations, run by the caller and the helper pool
// (nest_parts.h).
#include "copy/copy_engine.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>

#include <hwy/cache_control.h>

#include "copy/helper_thread.h"
#include "kernels/element_types.h"
#include "kernels/fill_kernels.h"
#include "kernels/record_kernels.h"
#include "kernels/reverse_kernels.h"
#include "kernels/stepped_kernels.h"
#include "kernels/transpose_kernels.h"
#include "copy/loop_nest.h"
#include "copy/nest_parts.h"

namespace strata {
namespace {

using Nest = LoopNest<2>;
using Pointers = std::array<std::byte*, 2>;
using Strides = std::array<int64_t, 2>;

template <class T>
void ElementLoop(std::byte* dst, int64_t dst_stride, const std::byte* src, int64_t src_stride,
                 int64_t n) {
  for (int64_t i = 0; i < n; ++i) {
    T value;
    std::memcpy(&value, src + i * src_stride, sizeof(T));
    std::memcpy(dst + i * dst_stride, &value, sizeof(T));
  }
}

void CopyRow(const Pointers& p, int64_t n, const Strides& s, int64_t size, StoreMode mode) {
  if (IsRecordElementSize(size)) return CopyRecordRow(p[0], s[0], p[1], s[1], n, size);
  if (s[1] == 0) {
    uint64_t pattern = 0;
    std::memcpy(&pattern, p[1], static_cast<size_t>(size));
    FillRow(p[0], n, s[0], pattern, size, mode);
    return;
  }
  if (s[0] == size) {
    if (s[1] == -size) return CopyReversedRow(p[0], p[1], n, size, mode);
    if (s[1] > 0 && s[1] <= kMaxVectorStep * size) {
      return CopySteppedRow(p[0], p[1], n, s[1] / size, size, mode);
    }
  }
  WithElementType(size, [&](auto t) { ElementLoop<decltype(t)>(p[0], s[0], p[1], s[1], n); });
}

// The outer dimension whose source stride is one element while the innermost dimension is
// contiguous in the destination only; -1 when the nest is not a transpose.
int TransposePartner(const Nest& nest, int64_t size) {
  if (nest.lengths.size() < 2) return -1;
  const Strides inner = nest.byte_strides.back();
  if (inner[0] != size || inner[1] <= size) return -1;
  for (size_t d = nest.lengths.size() - 1; d-- > 0;) {
    if (nest.byte_strides[d][1] == size && nest.byte_strides[d][0] > 0) return static_cast<int>(d);
  }
  return -1;
}

void RunPlan(const Nest& nest, const Pointers& origins, int64_t size, StoreMode mode) {
  const int partner = TransposePartner(nest, size);
  if (partner < 0) {
    WalkRows(nest, origins, [size, mode](const Pointers& p, int64_t n, const Strides& s) {
      CopyRow(p, n, s, size, mode);
    });
    return;
  }
  // Walk every other dimension; each position is one 2-D tile.
  Nest outer;
  for (size_t d = 0; d + 1 < nest.lengths.size(); ++d) {
    if (static_cast<int>(d) == partner) continue;
    outer.lengths.push_back(nest.lengths[d]);
    outer.byte_strides.push_back(nest.byte_strides[d]);
  }
  outer.lengths.push_back(1);
  outer.byte_strides.push_back({0, 0});
  const int64_t rows = nest.lengths[partner];
  const int64_t dst_row_bytes = nest.byte_strides[partner][0];
  const int64_t cols = nest.lengths.back();
  const int64_t src_row_bytes = nest.byte_strides.back()[1];
  WalkRows(outer, origins, [&](const Pointers& p, int64_t, const Strides&) {
    if (IsRecordElementSize(size)) {
      TransposeRecordTile(p[0], dst_row_bytes, p[1], src_row_bytes, rows, cols, size);
    } else {
      TransposeTile(p[0], dst_row_bytes, p[1], src_row_bytes, rows, cols, size, mode);
    }
  });
}

// Runs the plan on this thread; streaming stores are fenced before it returns, so they are
// ordered before the helper's completion signal and the caller's later reads.
void Execute(const Nest& nest, const Pointers& origins, int64_t size, StoreMode mode) {
  RunPlan(nest, origins, size, mode);
  if (mode == StoreMode::kStreaming) hwy::FlushStream();
}

// Walks every outer dimension that the source steps through backwards (reversal) in the other
// direction instead, so that the source is read forwards and the destination written backwards
// there. Without overlap the order is free, and reading forwards is what the hardware prefetchers
// follow: reversing 4096 rows of 16 KiB ran at 0.7x memcpy with the source rows taken last
// first, and at 1.0x with the destination rows written last first.
void ReadSourceForwards(Nest& nest, Pointers& origins) {
  for (size_t d = 0; d + 1 < nest.lengths.size(); ++d) {
    Strides& strides = nest.byte_strides[d];
    if (strides[1] >= 0) continue;
    for (size_t k = 0; k < 2; ++k) {
      origins[k] += (nest.lengths[d] - 1) * strides[k];
      strides[k] = -strides[k];
    }
  }
}

// True when the nest is one contiguous run in both operands (memmove is then exact).
bool SingleRun(const Nest& nest, int64_t size) {
  return nest.lengths.empty() ||
         (nest.lengths.size() == 1 && nest.byte_strides[0][0] == size &&
          nest.byte_strides[0][1] == size);
}

}  // namespace

void CopyStrided(std::byte* dst, std::span<const int64_t> dst_strides, const std::byte* src,
                 std::span<const int64_t> src_strides, std::span<const int64_t> lengths,
                 int64_t element_size) {
  Nest nest = BuildLoopNest<2>(lengths, {dst_strides, src_strides}, {element_size, element_size},
                               DimensionOrder::kDestinationFirst);
  if (nest.empty) return;
  Pointers origins{dst, const_cast<std::byte*>(src)};
  const bool same_view = dst == src && std::equal(dst_strides.begin(), dst_strides.end(),
                                                  src_strides.begin(), src_strides.end());
  if (same_view) return;
  if (SingleRun(nest, element_size)) {
    const int64_t bytes = nest.inner_length() * element_size;
    if (dst < src + bytes && src < dst + bytes) {
      std::memmove(dst, src, static_cast<size_t>(bytes));
      return;
    }
  }
  ReadSourceForwards(nest, origins);
  const StoreMode mode = StoreModeFor(DestinationBytes(nest, element_size));
  RunNestInParts(nest, origins, element_size,
                 [element_size, mode](const Nest& part, const Pointers& at) {
                   Execute(part, at, element_size, mode);
                 });
}

namespace {

// Swaps block pairs (i, count-1-i) for i in [first, last) of one row of `count` blocks.
struct ReversePairs {
  std::byte* row;
  int64_t count;
  int64_t block_bytes;
  int64_t first;
  int64_t last;

  void Run() const {
    std::byte* a = row + first * block_bytes;
    std::byte* b = row + (count - last) * block_bytes;
    if (IsRecordElementSize(block_bytes))
      return SwapReversedRecords(a, b, last - first, block_bytes);
    SwapReversed(a, b, last - first, block_bytes);
  }
};

// Cuts the pairs into as many consecutive ranges as there are engine threads (at most one pair
// each) when the row is a large transfer; each range swaps disjoint blocks.
void ReverseRow(std::byte* row, int64_t count, int64_t block_bytes) {
  const ReversePairs all{row, count, block_bytes, 0, count / 2};
  const int64_t threads = CopyEngineThreads();
  if (threads < 2 || all.last < 2 || count * block_bytes < kParallelCopyBytes) return all.Run();
  struct Parts {
    ReversePairs all;
    int count;
  } parts{all, static_cast<int>(std::min(threads, all.last))};
  RunInParts(
      [](void* context, int part) {
        const auto& p = *static_cast<const Parts*>(context);
        ReversePairs range = p.all;
        range.first = p.all.last * part / p.count;
        range.last = p.all.last * (part + 1) / p.count;
        range.Run();
      },
      &parts, parts.count);
}

}  // namespace

void FillElements(std::byte* dst, int64_t n, int64_t byte_stride, const std::byte* element,
                  int64_t element_size) {
  if (n <= 0) return;
  if (!IsRecordElementSize(element_size)) {
    // One load of the element's own width: a variable-size copy into the wider pattern would
    // make the load of the pattern wait for the copy's narrower stores.
    uint64_t pattern = 0;
    WithElementType(element_size, [&](auto t) {
      decltype(t) value;
      std::memcpy(&value, element, sizeof value);
      pattern = value;
    });
    return FillRow(dst, n, byte_stride, pattern, element_size);
  }
  const auto size = static_cast<size_t>(element_size);
  if (byte_stride == 0) n = 1;
  if (n > 1 && byte_stride != element_size) {
    for (int64_t i = 0; i < n; ++i) std::memcpy(dst + i * byte_stride, element, size);
    return;
  }
  // Contiguous: one element, then copies of everything written so far.
  std::memcpy(dst, element, size);
  const auto total = static_cast<size_t>(n) * size;
  for (size_t done = size; done < total;) {
    const size_t step = std::min(done, total - done);
    std::memcpy(dst + done, dst, step);
    done += step;
  }
}

void ReverseElementsInPlace(std::byte* data, int64_t count, int64_t element_size) {
  ReverseRow(data, count, element_size);
}

void ReverseBlocksInPlace(std::byte* data, int64_t outer, int64_t count, int64_t block_bytes) {
  for (int64_t o = 0; o < outer; ++o) ReverseRow(data + o * count * block_bytes, count, block_bytes);
}

}  // namespace strata
