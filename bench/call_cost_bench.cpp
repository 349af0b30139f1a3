// Per-call cost of the C ABI: queries on a live tensor handle (handle_query: rank; dtype_query;
// lengths_query: into a caller buffer), and making and releasing a view (view_narrow: t[1:100] of
// a 1 Ki vector; view_permute: the transpose of a 64×64 matrix; view_wrap: a 32×32 float32 view
// over caller memory with explicit strides and no deleter, as a binding wraps each operand for one
// call), each against an exported call that takes no handle (baseline). Each call counts as 1000
// "bytes", so bench/compare prints calls per microsecond in its GB/s columns (1000 / value = ns
// per call), and the ratio is the share of the bare call's speed kept.
// Small transfers: strata_tensor_copy_to, strata_tensor_fill and strata_binary_into(ADD) of dense
// 1 Ki float32 tensors against memcpy and memset of the same 4 KiB destination (copy_1ki, fill_1ki,
// add_1ki; GB/s count the 4 KiB written per call there); wrapped_add_1ki is a binding's whole call
// on three 1 Ki spans: three wraps, the add, three releases.
#include "bench_support.h"
#include "strata/strata.h"
#include "strata/strata_copy.h"
#include "strata/strata_elementwise.h"
#include "strata/strata_views.h"

#include <cstring>
#include <vector>

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

void DTypeQuery(benchmark::State& state) {
  strata_tensor* handle = NewVector();
  strata_dtype dtype{};
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) {
      Check(strata_tensor_dtype(handle, &dtype) == STRATA_OK);
      benchmark::DoNotOptimize(dtype);
    }
  }
  Account(state, 4096 * 1000, "4Ki_calls");
  strata_tensor_release(handle);
}

void LengthsQuery(benchmark::State& state) {
  strata_tensor* handle = NewVector();
  int64_t lengths[8] = {};
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) {
      Check(strata_tensor_lengths(handle, lengths, 8) == STRATA_OK);
      benchmark::DoNotOptimize(lengths);
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

void NarrowView(benchmark::State& state) {
  strata_tensor* handle = NewVector();
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) {
      strata_tensor* view = nullptr;
      Check(strata_tensor_narrow(handle, 0, 1, 99, &view) == STRATA_OK);
      strata_tensor_release(view);
    }
  }
  Account(state, 4096 * 1000, "4Ki_calls");
  strata_tensor_release(handle);
}

void PermuteView(benchmark::State& state) {
  const int64_t lengths[] = {64, 64};
  strata_tensor* handle = nullptr;
  Check(strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths, 2, nullptr, 0, &handle) == STRATA_OK);
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) {
      strata_tensor* view = nullptr;
      Check(strata_tensor_permute(handle, nullptr, 0, &view) == STRATA_OK);
      strata_tensor_release(view);
    }
  }
  Account(state, 4096 * 1000, "4Ki_calls");
  strata_tensor_release(handle);
}

strata_tensor* WrapMatrix(float* data) {
  const int64_t lengths[] = {32, 32};
  const int64_t strides[] = {32, 1};
  strata_tensor* view = nullptr;
  Check(strata_tensor_wrap(STRATA_DTYPE_FLOAT32, data, 1024, lengths, 2, strides, 2, 0, nullptr,
                           nullptr, &view) == STRATA_OK);
  return view;
}

void WrapView(benchmark::State& state) {
  std::vector<float> data(1024);
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) strata_tensor_release(WrapMatrix(data.data()));
  }
  Account(state, 4096 * 1000, "4Ki_calls");
}

void CopySmall(benchmark::State& state) {
  strata_tensor* source = NewVector();
  strata_tensor* destination = NewVector();
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) Check(strata_tensor_copy_to(source, destination) == STRATA_OK);
  }
  Account(state, 4096 * 4096, "4Ki_calls");
  strata_tensor_release(source);
  strata_tensor_release(destination);
}

void MemcpySmall(benchmark::State& state) {
  std::vector<float> source(1024, 1.0f), destination(1024);
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) {
      std::memcpy(destination.data(), source.data(), 4096);
      benchmark::ClobberMemory();
    }
  }
  Account(state, 4096 * 4096, "4Ki_calls");
}

void FillSmall(benchmark::State& state) {
  strata_tensor* destination = NewVector();
  const float value = 1.5f;
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) Check(strata_tensor_fill(destination, &value) == STRATA_OK);
  }
  Account(state, 4096 * 4096, "4Ki_calls");
  strata_tensor_release(destination);
}

void AddSmall(benchmark::State& state) {
  strata_tensor* x = NewVector();
  strata_tensor* y = NewVector();
  strata_tensor* destination = NewVector();
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) {
      Check(strata_binary_into(STRATA_OP_ADD, x, y, destination) == STRATA_OK);
    }
  }
  Account(state, 4096 * 4096, "4Ki_calls");
  strata_tensor_release(x);
  strata_tensor_release(y);
  strata_tensor_release(destination);
}

void WrappedAddSmall(benchmark::State& state) {
  std::vector<float> x(1024, 1.0f), y(1024, 2.0f), destination(1024);
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) {
      strata_tensor* x_view = WrapMatrix(x.data());
      strata_tensor* y_view = WrapMatrix(y.data());
      strata_tensor* destination_view = WrapMatrix(destination.data());
      Check(strata_binary_into(STRATA_OP_ADD, x_view, y_view, destination_view) == STRATA_OK);
      strata_tensor_release(x_view);
      strata_tensor_release(y_view);
      strata_tensor_release(destination_view);
    }
  }
  Account(state, 4096 * 4096, "4Ki_calls");
}

void MemsetSmall(benchmark::State& state) {
  std::vector<float> destination(1024);
  for (auto _ : state) {
    for (int i = 0; i < 4096; ++i) {
      std::memset(destination.data(), 0x3f, 4096);
      benchmark::ClobberMemory();
    }
  }
  Account(state, 4096 * 4096, "4Ki_calls");
}

STRATA_BENCH("handle_query", "ours", RankQuery);
STRATA_BENCH("handle_query", "baseline", BareCall);
STRATA_BENCH("dtype_query", "ours", DTypeQuery);
STRATA_BENCH("dtype_query", "baseline", BareCall);
STRATA_BENCH("lengths_query", "ours", LengthsQuery);
STRATA_BENCH("lengths_query", "baseline", BareCall);
STRATA_BENCH("view_narrow", "ours", NarrowView);
STRATA_BENCH("view_narrow", "baseline", BareCall);
STRATA_BENCH("view_permute", "ours", PermuteView);
STRATA_BENCH("view_permute", "baseline", BareCall);
STRATA_BENCH("view_wrap", "ours", WrapView);
STRATA_BENCH("view_wrap", "baseline", BareCall);
STRATA_BENCH("copy_1ki", "ours", CopySmall);
STRATA_BENCH("copy_1ki", "baseline", MemcpySmall);
STRATA_BENCH("fill_1ki", "ours", FillSmall);
STRATA_BENCH("fill_1ki", "baseline", MemsetSmall);
STRATA_BENCH("add_1ki", "ours", AddSmall);
STRATA_BENCH("add_1ki", "baseline", MemcpySmall);
STRATA_BENCH("wrapped_add_1ki", "ours", WrappedAddSmall);
STRATA_BENCH("wrapped_add_1ki", "baseline", MemcpySmall);

}  // namespace
}  // namespace strata::bench
