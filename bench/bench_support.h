// Shared pieces of the benchmarks: preallocated, touched Float32 buffers wrapped as tensors,
// byte accounting, and the `<case>/ours` + `<case>/baseline` naming convention that
// bench/compare reads.
#pragma once

#include <benchmark/benchmark.h>
#include <sys/mman.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "copy/copy_engine.h"
#include "layout/shape.h"
#include "layout/tensor.h"

namespace strata::bench {

inline constexpr int64_t kMi = int64_t{1} << 20;

// A 2 MiB aligned Float32 buffer advised to use huge pages and touched before any timing, so
// benchmarks measure transfers, not page faults.
class Buffer {
 public:
  explicit Buffer(int64_t elements) : elements_(elements) {
    const size_t bytes = RoundedBytes();
    data_ = static_cast<float*>(std::aligned_alloc(kHuge, bytes));
    if (data_ == nullptr) std::abort();
    madvise(data_, bytes, MADV_HUGEPAGE);
    for (int64_t i = 0; i < elements; ++i) data_[i] = static_cast<float>(i % 1000);
  }
  ~Buffer() { std::free(data_); }
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;

  float* data() const { return data_; }
  std::byte* bytes() const { return reinterpret_cast<std::byte*>(data_); }
  int64_t elements() const { return elements_; }
  size_t size_bytes() const { return static_cast<size_t>(elements_) * sizeof(float); }

  // A Float32 view of this buffer (origin at element `offset`); aborts on invalid layouts.
  Tensor View(std::vector<int64_t> lengths, std::vector<int64_t> strides, int64_t offset = 0) const {
    auto shape = Shape::Create(lengths, strides);
    if (!shape.ok()) std::abort();
    auto tensor = Tensor::Wrap(DType::kFloat32, data_ + offset, elements_ - offset, shape.value(),
                               false, {});
    if (!tensor.ok()) std::abort();
    return tensor.value();
  }
  Tensor Dense(std::vector<int64_t> lengths) const {
    return View(lengths, Shape::RowMajorStrides(lengths));
  }

 private:
  static constexpr size_t kHuge = size_t{2} << 20;
  size_t RoundedBytes() const { return (size_bytes() + kHuge - 1) / kHuge * kHuge; }

  int64_t elements_;
  float* data_;
};

// Records the loop's logical traffic (bytes read + bytes written per iteration) and the work
// label bench/compare prints (no spaces).
inline void Account(benchmark::State& state, int64_t bytes_per_iteration, const char* work) {
  state.SetBytesProcessed(state.iterations() * bytes_per_iteration);
  state.SetLabel(work);
}

inline void Check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace strata::bench

// Registers `<name>/ours` or `<name>/baseline` for a function taking benchmark::State&.
#define STRATA_BENCH(name, side, fn) \
  BENCHMARK(fn)->Name(std::string(name) + "/" + side)->Unit(benchmark::kMillisecond)->UseRealTime()
// The same for fn(state, arg); tag is any identifier unique for fn.
#define STRATA_BENCH_ARG(name, side, fn, tag, arg)                                              \
  BENCHMARK_CAPTURE(fn, tag, arg)->Name(std::string(name) + "/" + side)->Unit(benchmark::kMillisecond) \
      ->UseRealTime()
