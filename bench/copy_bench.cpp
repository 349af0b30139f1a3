// The copy-engine cases of the performance table, in its order, each against its baseline in
// the same process. Float32, buffers preallocated and touched, one engine thread; bytes are the
// logical bytes read + written.
#include <cstring>

#include "bench_support.h"
#include "copy/copy.h"
#include "copy/fill.h"
#include "copy/resize.h"
#include "copy/reverse.h"

namespace strata::bench {
namespace {

constexpr int64_t k16Mi = 16 * kMi;

// copy_dense: 16 Mi elements dense → dense.
void CopyDenseOurs(benchmark::State& state) {
  SetCopyEngineThreads(1);
  Buffer a(k16Mi), b(k16Mi);
  const Tensor src = a.Dense({k16Mi}), dst = b.Dense({k16Mi});
  for (auto _ : state) Check(CopyTo(src, dst).ok());
  Account(state, 2 * k16Mi * 4, "16Mi");
}
void MemcpyBaseline(benchmark::State& state, int64_t elements, const char* work) {
  Buffer a(elements), b(elements);
  for (auto _ : state) {
    std::memcpy(b.data(), a.data(), a.size_bytes());
    benchmark::ClobberMemory();
  }
  Account(state, 2 * elements * 4, work);
}
void Memcpy16Mi(benchmark::State& state) { MemcpyBaseline(state, k16Mi, "16Mi"); }

// fill: 16 Mi elements with 1.5f.
void FillWithThreads(benchmark::State& state, int threads) {
  SetCopyEngineThreads(threads);
  Buffer a(k16Mi);
  const Tensor t = a.Dense({k16Mi});
  const float value = 1.5f;
  for (auto _ : state) Check(Fill(t, &value).ok());
  Account(state, k16Mi * 4, "16Mi");
}
void FillOurs(benchmark::State& state) { FillWithThreads(state, 1); }
void FillBaseline(benchmark::State& state) {
  Buffer a(k16Mi);
  for (auto _ : state) {
    std::memset(a.data(), 0x3f, a.size_bytes());
    benchmark::ClobberMemory();
  }
  Account(state, k16Mi * 4, "16Mi");
}

// resize_grow: 16 Mi → 32 Mi, the tail zeroed.
void ResizeGrowOurs(benchmark::State& state) {
  SetCopyEngineThreads(1);
  Buffer a(k16Mi), b(2 * k16Mi);
  const Tensor src = a.Dense({k16Mi}), dst = b.Dense({2 * k16Mi});
  for (auto _ : state) Check(ResizeTo(src, dst).ok());
  Account(state, k16Mi * 4 + 2 * k16Mi * 4, "16Mi->32Mi");
}
void ResizeGrowBaseline(benchmark::State& state) {
  Buffer a(k16Mi), b(2 * k16Mi);
  for (auto _ : state) {
    std::memcpy(b.data(), a.data(), a.size_bytes());
    std::memset(b.data() + k16Mi, 0, a.size_bytes());
    benchmark::ClobberMemory();
  }
  Account(state, k16Mi * 4 + 2 * k16Mi * 4, "16Mi->32Mi");
}

// A view of `src` laid out by `lengths`/`strides` copied into a dense destination.
void CopyViewOurs(benchmark::State& state, std::vector<int64_t> lengths,
                  std::vector<int64_t> strides, int threads, const char* work) {
  SetCopyEngineThreads(threads);
  int64_t count = 1;
  int64_t span = 1;
  for (size_t d = 0; d < lengths.size(); ++d) {
    count *= lengths[d];
    span += (lengths[d] - 1) * strides[d];
  }
  Buffer a(span), b(count);
  const Tensor src = a.View(lengths, strides), dst = b.Dense(lengths);
  for (auto _ : state) Check(CopyTo(src, dst).ok());
  Account(state, 2 * count * 4, work);
}

void Transpose4096Ours(benchmark::State& state) { CopyViewOurs(state, {4096, 4096}, {1, 4096}, 1, "4096x4096"); }
void Transpose4000Ours(benchmark::State& state) { CopyViewOurs(state, {4000, 4000}, {1, 4000}, 1, "4000x4000"); }
void Memcpy4000Squared(benchmark::State& state) { MemcpyBaseline(state, 4000 * 4000, "4000x4000"); }
void Permute201Ours(benchmark::State& state) {
  CopyViewOurs(state, {256, 256, 256}, {1, 65536, 256}, 1, "256^3(2,0,1)");
}
void SliceStep2Ours(benchmark::State& state) { CopyViewOurs(state, {32 * kMi}, {2}, 1, "64Mi/2->32Mi"); }
void Memcpy32Mi(benchmark::State& state) { MemcpyBaseline(state, 32 * kMi, "64Mi/2->32Mi"); }

// reverse_dim0 / reverse_last: 4096×4096 reversed along one dimension into a preallocated
// destination (the allocating form is measured separately below).
void ReverseDimensionOurs(benchmark::State& state, int32_t dimension) {
  SetCopyEngineThreads(1);
  Buffer a(k16Mi), b(k16Mi);
  const Tensor src = a.Dense({4096, 4096}), dst = b.Dense({4096, 4096});
  for (auto _ : state) Check(ReverseDimensionInto(src, dst, dimension).ok());
  Account(state, 2 * k16Mi * 4, "4096x4096");
}
void ReverseDim0Ours(benchmark::State& state) { ReverseDimensionOurs(state, 0); }
void ReverseLastOurs(benchmark::State& state) { ReverseDimensionOurs(state, 1); }

// reverse_inplace: a 64 Mi dense vector reversed in place, against memmove by one element.
void ReverseInPlace(benchmark::State& state, int threads) {
  SetCopyEngineThreads(threads);
  Buffer a(64 * kMi);
  const Tensor t = a.Dense({64 * kMi});
  for (auto _ : state) Check(ReverseInto(t, t).ok());
  Account(state, 2 * 64 * kMi * 4, "64Mi");
}
void ReverseInPlaceOurs(benchmark::State& state) { ReverseInPlace(state, 1); }
void ReverseInPlaceBaseline(benchmark::State& state) {
  Buffer a(64 * kMi);
  for (auto _ : state) {
    std::memmove(a.data() + 1, a.data(), a.size_bytes() - 4);
    benchmark::ClobberMemory();
  }
  Account(state, 2 * 64 * kMi * 4, "64Mi");
}

// The helper pool: the same transfer with 2 engine threads (ours) and 1 (baseline).
void Copy1MiB(benchmark::State& s, int t) { CopyViewOurs(s, {kMi / 4}, {1}, t, "1MiB"); }
void Copy4MiB(benchmark::State& s, int t) { CopyViewOurs(s, {kMi}, {1}, t, "4MiB"); }
void Copy64MiB(benchmark::State& s, int t) { CopyViewOurs(s, {k16Mi}, {1}, t, "64MiB"); }
void Transpose512(benchmark::State& s, int t) { CopyViewOurs(s, {512, 512}, {1, 512}, t, "512x512"); }
void Transpose4096(benchmark::State& s, int t) {
  CopyViewOurs(s, {4096, 4096}, {1, 4096}, t, "4096x4096");
}
void Step2_64MiB(benchmark::State& s, int t) { CopyViewOurs(s, {16 * kMi}, {2}, t, "32Mi/2->16Mi"); }

STRATA_BENCH("copy_dense", "ours", CopyDenseOurs);
STRATA_BENCH("copy_dense", "baseline", Memcpy16Mi);
STRATA_BENCH("fill", "ours", FillOurs);
STRATA_BENCH("fill", "baseline", FillBaseline);
STRATA_BENCH("resize_grow", "ours", ResizeGrowOurs);
STRATA_BENCH("resize_grow", "baseline", ResizeGrowBaseline);
STRATA_BENCH("transpose_4096", "ours", Transpose4096Ours);
STRATA_BENCH("transpose_4096", "baseline", Memcpy16Mi);
STRATA_BENCH("transpose_4000", "ours", Transpose4000Ours);
STRATA_BENCH("transpose_4000", "baseline", Memcpy4000Squared);
STRATA_BENCH("permute_201", "ours", Permute201Ours);
STRATA_BENCH("permute_201", "baseline", Memcpy16Mi);
STRATA_BENCH("slice_step2", "ours", SliceStep2Ours);
STRATA_BENCH("slice_step2", "baseline", Memcpy32Mi);
STRATA_BENCH("reverse_dim0", "ours", ReverseDim0Ours);
STRATA_BENCH("reverse_dim0", "baseline", Memcpy16Mi);
STRATA_BENCH("reverse_last", "ours", ReverseLastOurs);
STRATA_BENCH("reverse_last", "baseline", Memcpy16Mi);
STRATA_BENCH("reverse_inplace", "ours", ReverseInPlaceOurs);
STRATA_BENCH("reverse_inplace", "baseline", ReverseInPlaceBaseline);

#define STRATA_THREAD_BENCH(name, fn)         \
  STRATA_BENCH_ARG(name, "ours", fn, two, 2); \
  STRATA_BENCH_ARG(name, "baseline", fn, one, 1)
STRATA_THREAD_BENCH("second_thread_copy_1mib", Copy1MiB);
STRATA_THREAD_BENCH("second_thread_copy_4mib", Copy4MiB);
STRATA_THREAD_BENCH("second_thread_copy_64mib", Copy64MiB);
STRATA_THREAD_BENCH("second_thread_transpose_512", Transpose512);
STRATA_THREAD_BENCH("second_thread_transpose_4096", Transpose4096);
STRATA_THREAD_BENCH("second_thread_fill_64mib", FillWithThreads);
STRATA_THREAD_BENCH("second_thread_step2_64mib", Step2_64MiB);
STRATA_THREAD_BENCH("second_thread_reverse_inplace", ReverseInPlace);
// More threads than this machine's two cores: what the pool's extra hand-overs cost when the
// threads outnumber the cores (ours: 4 or 8 engine threads, baseline: 1).
STRATA_BENCH_ARG("four_threads_copy_64mib", "ours", Copy64MiB, four, 4);
STRATA_BENCH_ARG("four_threads_copy_64mib", "baseline", Copy64MiB, one, 1);
STRATA_BENCH_ARG("eight_threads_copy_64mib", "ours", Copy64MiB, eight, 8);
STRATA_BENCH_ARG("eight_threads_copy_64mib", "baseline", Copy64MiB, one, 1);
// Two engine threads against memcpy on the same 64 MiB (copy_dense pins one thread).
STRATA_BENCH_ARG("copy_dense_two_threads", "ours", Copy64MiB, two, 2);
STRATA_BENCH("copy_dense_two_threads", "baseline", Memcpy16Mi);

}  // namespace
}  // namespace strata::bench
