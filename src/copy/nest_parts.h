// Running one loop-nest walk on the engine's threads: the single rule for cutting large work
// into parts, shared by the copy engine and the elementwise executor.
//
// A nest is cut along its outermost dimension into consecutive pieces whose destination bytes
// (operand 0) are disjoint, and RunInParts (helper_thread.h) runs the pieces on the caller and
// the helper threads. Each element is still computed by the same row kernel from the same
// inputs, so results are byte-identical for every thread count.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "copy/helper_thread.h"
#include "copy/loop_nest.h"
#include "kernels/store_mode.h"

namespace strata {

// Transfers of at least this many destination bytes may use helper threads. At 1 MiB the
// hand-over cost more than the second thread gained (bench/compare: second_thread_copy_1mib
// 0.63-0.67x); from 4 MiB on it gained 1.2-2x.
inline constexpr int64_t kParallelCopyBytes = int64_t{4} << 20;

inline constexpr int kMaxCopyEngineThreads = kMaxParallelThreads;

// The default thread count is the machine's hardware threads, but no more than this: a copy is
// bound by memory bandwidth, which a few cores of one socket already saturate (bench/README.md,
// "Copy threads"), so more threads only add hand-over cost and contention.
inline constexpr int kDefaultCopyEngineThreadCap = 8;

// Sets how many threads one large transfer may use: 1 (the caller only) up to
// kMaxCopyEngineThreads (the caller and that many - 1 helper threads), whatever the machine.
// Values outside that range are clamped. Thread-safe; affects transfers that start afterwards.
// The default is the hardware thread count capped at kDefaultCopyEngineThreadCap (1 when
// unknown).
void SetCopyEngineThreads(int threads);
int CopyEngineThreads();

// Logical bytes the nest writes into operand 0 (repeated destination elements counted each
// time), for elements of `size` bytes.
template <size_t N>
int64_t DestinationBytes(const LoopNest<N>& nest, int64_t size) {
  if (nest.empty) return 0;
  int64_t count = 1;
  for (const int64_t n : nest.lengths) count *= n;
  return count * size;
}

// The store mode for work that writes `destination_bytes`: streaming from kStreamingStoreBytes.
inline StoreMode StoreModeFor(int64_t destination_bytes) {
  return destination_bytes >= kStreamingStoreBytes ? StoreMode::kStreaming : StoreMode::kCached;
}

// True when any cut of dimension 0 leaves the parts disjoint destination bytes: the rest of the
// nest spans at most one step of dimension 0. A destination that repeats storage (a fill's may)
// can fail this, and its parts would then write the same bytes from two threads.
template <size_t N>
bool PartsAreDisjoint(const LoopNest<N>& nest, int64_t size) {
  int64_t rest = size;
  for (size_t d = 1; d < nest.lengths.size(); ++d) {
    rest += (nest.lengths[d] - 1) * std::abs(nest.byte_strides[d][0]);
  }
  return std::abs(nest.byte_strides[0][0]) >= rest;
}

// How many parts to cut the nest into: the engine threads when it writes at least
// kParallelCopyBytes and its parts along dimension 0 are disjoint (at most one part per index
// of that dimension); else 1.
template <size_t N>
int PartsFor(const LoopNest<N>& nest, int64_t size) {
  const int threads = CopyEngineThreads();
  if (threads < 2 || nest.empty || nest.lengths.empty() || nest.lengths[0] < 2 ||
      DestinationBytes(nest, size) < kParallelCopyBytes || !PartsAreDisjoint(nest, size)) {
    return 1;
  }
  return static_cast<int>(std::min<int64_t>(threads, nest.lengths[0]));
}

// Where part k of `parts` starts along dimension 0 (k = parts gives its length): evenly spaced,
// rounded down to whole destination cache lines when the nest is one contiguous row, so that no
// two threads write the same line.
template <size_t N>
int64_t PartStart(const LoopNest<N>& nest, int64_t size, int k, int parts) {
  const int64_t length = nest.lengths[0];
  int64_t at = length / parts * k + length % parts * k / parts;
  if (k < parts && nest.lengths.size() == 1 && nest.byte_strides[0][0] == size &&
      kCacheLineBytes % size == 0) {
    const int64_t per_line = kCacheLineBytes / size;
    if (at >= per_line) at -= at % per_line;
  }
  return at;
}

// Calls run_range(begin, end) for consecutive ranges that together cover [0, units), for work
// that reads `read_bytes` and writes nothing shared (each range its own results): one range on
// the calling thread below kParallelCopyBytes or with one engine thread, else up to the engine's
// threads ranges (at most one per unit) concurrently. How the units are computed must not depend
// on the range they fall in, so results are the same for every thread count. run_range must not
// throw.
template <class RunRange>
void RunUnitsInParts(int64_t units, int64_t read_bytes, const RunRange& run_range) {
  const int threads = CopyEngineThreads();
  if (threads < 2 || units < 2 || read_bytes < kParallelCopyBytes) return run_range(0, units);
  const int parts = static_cast<int>(std::min<int64_t>(threads, units));
  struct Context {
    int64_t units;
    int parts;
    const RunRange* run_range;
  } context{units, parts, &run_range};
  RunInParts(
      [](void* opaque, int part) {
        const Context& c = *static_cast<const Context*>(opaque);
        const int64_t begin = c.units * part / c.parts;
        const int64_t end = c.units * (part + 1) / c.parts;
        if (begin < end) (*c.run_range)(begin, end);
      },
      &context, parts);
}

// Calls run_part(piece, piece_origins) for consecutive pieces of nest that together cover it:
// the whole nest on the calling thread when PartsFor gives 1, else PartsFor pieces on the
// engine's threads, concurrently. run_part must not throw and must fence its own non-temporal
// stores (each piece may run on a different thread).
template <size_t N, class RunPart>
void RunNestInParts(const LoopNest<N>& nest, const std::array<std::byte*, N>& origins, int64_t size,
                    const RunPart& run_part) {
  const int parts = PartsFor(nest, size);
  if (parts == 1) return run_part(nest, origins);
  struct Context {
    const LoopNest<N>* nest;
    const std::array<std::byte*, N>* origins;
    int64_t size;
    int parts;
    const RunPart* run_part;
  } context{&nest, &origins, size, parts, &run_part};
  RunInParts(
      [](void* opaque, int part) {
        const Context& c = *static_cast<const Context*>(opaque);
        const int64_t start = PartStart(*c.nest, c.size, part, c.parts);
        const int64_t end = PartStart(*c.nest, c.size, part + 1, c.parts);
        if (end <= start) return;
        LoopNest<N> piece = *c.nest;
        piece.lengths[0] = end - start;
        std::array<std::byte*, N> at = *c.origins;
        for (size_t k = 0; k < N; ++k) at[k] += start * c.nest->byte_strides[0][k];
        (*c.run_part)(piece, at);
      },
      &context, parts);
}

}  // namespace strata
