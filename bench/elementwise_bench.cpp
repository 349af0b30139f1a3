// The elementwise cases of the performance table: Float32, one engine thread, preallocated
// outputs, each against its baseline in the same process with the same logical bytes (read +
// written). The second_thread_* cases run the same work with two engine threads against one.
#include <cstring>

#include "bench_support.h"
#include "elementwise/elementwise.h"
#include "elementwise/reduction.h"
#include "copy/copy_engine.h"

namespace strata::bench {
namespace {

constexpr int64_t k16Mi = 16 * kMi;
constexpr int64_t kRow = 4096;
constexpr int64_t kInCache = 16 * 1024;

void MemcpyElements(benchmark::State& state, int64_t elements, int64_t logical_bytes, const char* work) {
  Buffer a(elements), b(elements);
  for (auto _ : state) {
    std::memcpy(b.data(), a.data(), a.size_bytes());
    benchmark::ClobberMemory();
  }
  Account(state, logical_bytes, work);
}

// add: c = a + b over 16 Mi elements; memcpy of 24 Mi elements moves the same 192 MiB.
void AddWithThreads(benchmark::State& state, int threads) {
  SetCopyEngineThreads(threads);
  Buffer a(k16Mi), b(k16Mi), c(k16Mi);
  const Tensor x = a.Dense({k16Mi}), y = b.Dense({k16Mi}), out = c.Dense({k16Mi});
  for (auto _ : state) Check(BinaryInto(ElementwiseOp::kAdd, x, y, out).ok());
  Account(state, 3 * k16Mi * 4, "16Mi");
}
void AddOurs(benchmark::State& state) { AddWithThreads(state, 1); }
void AddBaseline(benchmark::State& state) { MemcpyElements(state, k16Mi * 3 / 2, 3 * k16Mi * 4, "16Mi"); }

// add_broadcast_row: [4096, 4096] + [4096]; the row is read once per row but counted once.
constexpr int64_t kBroadcastBytes = (2 * kRow * kRow + kRow) * 4;
void AddBroadcastRowOurs(benchmark::State& state) {
  SetCopyEngineThreads(1);
  Buffer a(kRow * kRow), r(kRow), c(kRow * kRow);
  const Tensor x = a.Dense({kRow, kRow}), row = r.Dense({kRow}), out = c.Dense({kRow, kRow});
  for (auto _ : state) Check(BinaryInto(ElementwiseOp::kAdd, x, row, out).ok());
  Account(state, kBroadcastBytes, "4096x4096+4096");
}
void AddBroadcastRowBaseline(benchmark::State& state) {
  MemcpyElements(state, kRow * kRow + kRow / 2, kBroadcastBytes, "4096x4096+4096");
}

// sum: 16 Mi elements; the baseline streams the same bytes through an integer xor.
void SumWithThreads(benchmark::State& state, int threads) {
  SetCopyEngineThreads(threads);
  Buffer a(k16Mi);
  const Tensor x = a.Dense({k16Mi});
  for (auto _ : state) {
    auto r = Reduce(ElementwiseOp::kSum, x, nullptr);
    Check(r.ok());
    benchmark::DoNotOptimize(r.value().element);
  }
  Account(state, k16Mi * 4, "16Mi");
}
void SumOurs(benchmark::State& state) { SumWithThreads(state, 1); }
void SumBaseline(benchmark::State& state) {
  Buffer a(k16Mi);
  const auto* bits = reinterpret_cast<const uint32_t*>(a.data());
  for (auto _ : state) {
    uint32_t acc = 0;
    for (int64_t i = 0; i < k16Mi; ++i) acc ^= bits[i];
    benchmark::DoNotOptimize(acc);
  }
  Account(state, k16Mi * 4, "16Mi");
}

// add_in_cache: 16 Ki elements, against a plain scalar loop the compiler may not vectorize.
void AddInCacheOurs(benchmark::State& state) {
  SetCopyEngineThreads(1);
  Buffer a(kInCache), b(kInCache), c(kInCache);
  const Tensor x = a.Dense({kInCache}), y = b.Dense({kInCache}), out = c.Dense({kInCache});
  for (auto _ : state) Check(BinaryInto(ElementwiseOp::kAdd, x, y, out).ok());
  Account(state, 3 * kInCache * 4, "16Ki");
}
// exp of 4 Mi elements (16 MiB written): work bound by computation rather than memory.
void ExpWithThreads(benchmark::State& state, int threads) {
  SetCopyEngineThreads(threads);
  constexpr int64_t n = 4 * kMi;
  Buffer a(n), c(n);
  // Arguments in [-5, 5): inside the vector formula's range (larger ones take the scalar path).
  for (int64_t i = 0; i < n; ++i) a.data()[i] = static_cast<float>(i % 1000) * 0.01f - 5.0f;
  const Tensor x = a.Dense({n}), out = c.Dense({n});
  for (auto _ : state) Check(UnaryInto(ElementwiseOp::kExp, x, 0, out).ok());
  Account(state, 2 * n * 4, "4Mi");
}

__attribute__((optimize("no-tree-vectorize"))) void ScalarAdd(const float* a, const float* b,
                                                               float* c, int64_t n) {
  for (int64_t i = 0; i < n; ++i) c[i] = a[i] + b[i];
}
void AddInCacheBaseline(benchmark::State& state) {
  Buffer a(kInCache), b(kInCache), c(kInCache);
  for (auto _ : state) {
    ScalarAdd(a.data(), b.data(), c.data(), kInCache);
    benchmark::ClobberMemory();
  }
  Account(state, 3 * kInCache * 4, "16Ki");
}

STRATA_BENCH("add", "ours", AddOurs);
STRATA_BENCH("add", "baseline", AddBaseline);
STRATA_BENCH("add_broadcast_row", "ours", AddBroadcastRowOurs);
STRATA_BENCH("add_broadcast_row", "baseline", AddBroadcastRowBaseline);
STRATA_BENCH("sum", "ours", SumOurs);
STRATA_BENCH("sum", "baseline", SumBaseline);
STRATA_BENCH("add_in_cache", "ours", AddInCacheOurs);
STRATA_BENCH("add_in_cache", "baseline", AddInCacheBaseline);
STRATA_BENCH_ARG("second_thread_add_16mi", "ours", AddWithThreads, two, 2);
STRATA_BENCH_ARG("second_thread_add_16mi", "baseline", AddWithThreads, one, 1);
STRATA_BENCH_ARG("second_thread_exp_4mi", "ours", ExpWithThreads, two, 2);
STRATA_BENCH_ARG("second_thread_exp_4mi", "baseline", ExpWithThreads, one, 1);
STRATA_BENCH_ARG("second_thread_sum_16mi", "ours", SumWithThreads, two, 2);
STRATA_BENCH_ARG("second_thread_sum_16mi", "baseline", SumWithThreads, one, 1);

}  // namespace
}  // namespace strata::bench
