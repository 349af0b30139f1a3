// Per-call cost of the C ABI's handle validation: a query on a live tensor handle (ours) against
// an exported call that takes no handle (baseline). Each call counts as 1000 "bytes",
// so bench/compare prints calls per microsecond in its GB/s columns (1000 / value = ns per call),
// and the ratio is the share of the bare call's speed kept once a handle is validated.
#include "bench_support.h"
#include "strata/strata.h"

namespace strata::bench {
namespace {

strata_tensor* NewVector() {
  const int64_t length = 1024;
  strata_tensor* t = nullptr;
  Check(strata_tensor_create(STRATA_DTYPE_FLOAT32, &length, 1, nullptr, 0, &t) == STRATA_OK);
  return t;
}

void RankQuery(benchmark::State& state) {
  strata_tensor* handle = NewVector();
  int32_t rank = 0;
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) {
      Check(strata_tensor_rank(handle, &rank) == STRATA_OK);
      benchmark::DoNotOptimize(rank);
    }
  }
  Account(state, 4096 * 1000, "4Ki_calls");
  strata_tensor_release(handle);
}

void BareCall(benchmark::State& state) {
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) benchmark::DoNotOptimize(strata_copy_threads());
  }
  Account(state, 4096 * 1000, "4Ki_calls");
}

STRATA_BENCH("handle_query", "ours", RankQuery);
STRATA_BENCH("handle_query", "baseline", BareCall);

}  // namespace
}  // namespace strata::bench
