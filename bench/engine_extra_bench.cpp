// Further copy-engine measurements: what validation and overlap analysis cost at 1 MiB, and what
// allocating forms and first touch of fresh memory cost. "ours" is the variant under study and
// "baseline" the reference, so the printed ratio is the share of speed kept after validation
// (overlap), huge against 4 KiB pages (first touch), a retained block against preallocated
// memory (reused block), or allocating against writing into preallocated memory (the
// allocating forms).
#include <cstdlib>
#include <cstring>

#include "bench_support.h"
#include "copy/broadcast_copy.h"
#include "copy/copy.h"
#include "copy/resize.h"
#include "copy/reverse.h"
#include "layout/allocator.h"
#include "layout/allocator_retention.h"

namespace strata::bench {
namespace {

// ---- validation + overlap analysis at 1 MiB: CopyTo (ours) against the bare engine --------
// Disjoint buffers (the analysis stops at the extents), and the even elements of one array
// copied into its odd elements (extents intersect: the exact interleaving test runs).
void ValidatedCopy(benchmark::State& state, bool interleaved, bool validated) {
  SetCopyEngineThreads(1);
  constexpr int64_t kCount = kMi / 4;  // 1 MiB of destination elements
  Buffer a(2 * kCount), b(2 * kCount);
  const Tensor src = a.View({kCount}, {2});
  const Tensor dst = interleaved ? a.View({kCount}, {2}, 1) : b.View({kCount}, {2});
  const int64_t lengths[] = {kCount};
  const int64_t strides[] = {2};
  for (auto _ : state) {
    if (validated) {
      Check(CopyTo(src, dst).ok());
    } else {
      CopyStrided(dst.origin(), strides, src.origin(), strides, lengths, 4);
      benchmark::ClobberMemory();
    }
  }
  Account(state, 2 * kCount * 4, "1MiB");
}
void OverlapDisjointOurs(benchmark::State& s) { ValidatedCopy(s, false, true); }
void OverlapDisjointBase(benchmark::State& s) { ValidatedCopy(s, false, false); }
void OverlapInterleavedOurs(benchmark::State& s) { ValidatedCopy(s, true, true); }
void OverlapInterleavedBase(benchmark::State& s) { ValidatedCopy(s, true, false); }

// ---- first touch: 64 MiB fresh from the allocator (huge pages) vs fresh 4 KiB pages -------
// Retained blocks are released first, so every iteration maps fresh memory.
void FirstTouchHuge(benchmark::State& state) {
  const size_t bytes = 64 * kMi;
  for (auto _ : state) {
    ReleaseRetainedBlocks();
    auto block = Allocation::Create(bytes);
    Check(block != nullptr);
    std::memset(block->data(), 1, bytes);
    benchmark::ClobberMemory();
  }
  Account(state, 64 * kMi, "64MiB");
}
void FirstTouchSmallPages(benchmark::State& state) {
  const size_t bytes = 64 * kMi;
  for (auto _ : state) {
    void* p = std::aligned_alloc(64, bytes);  // mmap'd fresh, no huge-page advice
    Check(p != nullptr);
    std::memset(p, 1, bytes);
    benchmark::ClobberMemory();
    std::free(p);
  }
  Account(state, 64 * kMi, "64MiB");
}

// ---- 64 MiB from the allocator again (a retained block) vs writing preallocated memory -----
void ReusedBlock(benchmark::State& state, bool allocating) {
  const size_t bytes = 64 * kMi;
  Buffer preallocated(16 * kMi);
  for (auto _ : state) {
    if (allocating) {
      auto block = Allocation::Create(bytes);
      Check(block != nullptr);
      std::memset(block->data(), 1, bytes);
    } else {
      std::memset(preallocated.data(), 1, bytes);
    }
    benchmark::ClobberMemory();
  }
  Account(state, 64 * kMi, "64MiB");
}
void ReusedBlockOurs(benchmark::State& s) { ReusedBlock(s, true); }
void ReusedBlockBase(benchmark::State& s) { ReusedBlock(s, false); }

// ---- allocating forms (ours) against the destination forms into preallocated memory -------
// One untimed call first, like the touched buffers of every other case: its result's block is
// then retained (allocator_retention.h) and serves every timed call, so these cases measure
// allocating forms called repeatedly; first_touch_64mib measures fresh memory.
void ResizeAllocating(benchmark::State& state, bool allocating) {
  SetCopyEngineThreads(1);
  constexpr int64_t k16Mi = 16 * kMi;
  Buffer a(k16Mi), b(2 * k16Mi);
  const Tensor src = a.Dense({k16Mi}), dst = b.Dense({2 * k16Mi});
  const int64_t lengths[] = {2 * k16Mi};
  Check(Resize(src, lengths).ok());
  for (auto _ : state) {
    if (allocating) {
      auto r = Resize(src, lengths);
      Check(r.ok());
      benchmark::DoNotOptimize(r.value().origin());
    } else {
      Check(ResizeTo(src, dst).ok());
    }
  }
  Account(state, k16Mi * 4 + 2 * k16Mi * 4, "16Mi->32Mi");
}
void ResizeAllocOurs(benchmark::State& s) { ResizeAllocating(s, true); }
void ResizeAllocBase(benchmark::State& s) { ResizeAllocating(s, false); }

void ReverseAllocating(benchmark::State& state, bool allocating) {
  SetCopyEngineThreads(1);
  Buffer a(16 * kMi), b(16 * kMi);
  const Tensor src = a.Dense({4096, 4096}), dst = b.Dense({4096, 4096});
  Check(ReverseDimension(src, 0).ok());
  for (auto _ : state) {
    if (allocating) {
      auto r = ReverseDimension(src, 0);
      Check(r.ok());
      benchmark::DoNotOptimize(r.value().origin());
    } else {
      Check(ReverseDimensionInto(src, dst, 0).ok());
    }
  }
  Account(state, 2 * 16 * kMi * 4, "4096x4096");
}
void ReverseAllocOurs(benchmark::State& s) { ReverseAllocating(s, true); }
void ReverseAllocBase(benchmark::State& s) { ReverseAllocating(s, false); }

void BroadcastAllocating(benchmark::State& state, bool allocating) {
  SetCopyEngineThreads(1);
  Buffer a(4096), b(16 * kMi);
  const Tensor row = a.Dense({1, 4096}), dst = b.Dense({4096, 4096});
  const int64_t lengths[] = {4096, 4096};
  Check(Broadcast(row, lengths).ok());
  for (auto _ : state) {
    if (allocating) {
      auto r = Broadcast(row, lengths);
      Check(r.ok());
      benchmark::DoNotOptimize(r.value().origin());
    } else {
      Check(BroadcastInto(row, dst).ok());
    }
  }
  Account(state, 16 * kMi * 4 + 4096 * 4, "4096->4096x4096");
}
void BroadcastAllocOurs(benchmark::State& s) { BroadcastAllocating(s, true); }
void BroadcastAllocBase(benchmark::State& s) { BroadcastAllocating(s, false); }

STRATA_BENCH("overlap_disjoint_1mib", "ours", OverlapDisjointOurs);
STRATA_BENCH("overlap_disjoint_1mib", "baseline", OverlapDisjointBase);
STRATA_BENCH("overlap_interleaved_1mib", "ours", OverlapInterleavedOurs);
STRATA_BENCH("overlap_interleaved_1mib", "baseline", OverlapInterleavedBase);
STRATA_BENCH("first_touch_64mib", "ours", FirstTouchHuge);
STRATA_BENCH("first_touch_64mib", "baseline", FirstTouchSmallPages);
STRATA_BENCH("reused_block_64mib", "ours", ReusedBlockOurs);
STRATA_BENCH("reused_block_64mib", "baseline", ReusedBlockBase);
STRATA_BENCH("resize_grow_alloc", "ours", ResizeAllocOurs);
STRATA_BENCH("resize_grow_alloc", "baseline", ResizeAllocBase);
STRATA_BENCH("reverse_dim0_alloc", "ours", ReverseAllocOurs);
STRATA_BENCH("reverse_dim0_alloc", "baseline", ReverseAllocBase);
STRATA_BENCH("broadcast_alloc", "ours", BroadcastAllocOurs);
STRATA_BENCH("broadcast_alloc", "baseline", BroadcastAllocBase);

}  // namespace
}  // namespace strata::bench
