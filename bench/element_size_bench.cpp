// Copies of wide and odd-sized elements against the same copies of float32: complex128 (16 bytes,
// moved as two 8-byte words) and opaque records of 3, 12 and 24 bytes (moved as 1-, 4- and 8-byte
// words) next to complex64 (8 bytes) and float32 (4 bytes), for the same bytes. Each case is named
// <layout>_<element bytes>; the baseline is memcpy of the same bytes.
#include <cmath>
#include <cstring>

#include "bench_support.h"
#include "copy/copy.h"
#include "copy/reverse.h"

namespace strata::bench {
namespace {

constexpr int64_t kBytes = 64 * kMi;

DType DTypeOfSize(int64_t size) {
  switch (size) {
    case 4:
      return DType::kFloat32;
    case 8:
      return DType::kComplex64;
    case 16:
      return DType::kComplex128;
    default:
      return OpaqueDType(static_cast<int32_t>(size));
  }
}

// The side of a square of `size`-byte elements closest to 64 MB (not a power of two).
int64_t SquareSide(int64_t size) {
  return static_cast<int64_t>(std::sqrt(64e6 / static_cast<double>(size)));
}

Tensor WrapAs(const Buffer& buffer, int64_t size, std::vector<int64_t> lengths,
              std::vector<int64_t> strides) {
  auto shape = Shape::Create(lengths, strides);
  Check(shape.ok());
  auto t = Tensor::Wrap(DTypeOfSize(size), buffer.bytes(), buffer.size_bytes() / size,
                        shape.value(), false, {});
  Check(t.ok());
  return t.value();
}

// A side × side transpose of `size`-byte elements (about 64 MB in all) into a dense destination.
void TransposeOf(benchmark::State& state, int64_t size) {
  SetCopyEngineThreads(1);
  const int64_t side = SquareSide(size);
  Buffer a(side * side * size / 4 + 1), b(side * side * size / 4 + 1);
  const Tensor src = WrapAs(a, size, {side, side}, {1, side});
  const Tensor dst = WrapAs(b, size, {side, side}, {side, 1});
  for (auto _ : state) Check(CopyTo(src, dst).ok());
  Account(state, 2 * side * side * size, "64 MB transpose");
}

// Reversal of kBytes of `size`-byte elements into a dense destination.
void ReverseOf(benchmark::State& state, int64_t size) {
  SetCopyEngineThreads(1);
  const int64_t count = kBytes / size;
  Buffer a(kBytes / 4), b(kBytes / 4);
  const Tensor src = WrapAs(a, size, {count}, {1});
  const Tensor dst = WrapAs(b, size, {count}, {1});
  for (auto _ : state) Check(ReverseInto(src, dst).ok());
  Account(state, 2 * kBytes, "64 MiB");
}

void MemcpyOf(benchmark::State& state, int64_t) {
  Buffer a(kBytes / 4), b(kBytes / 4);
  for (auto _ : state) {
    std::memcpy(b.data(), a.data(), a.size_bytes());
    benchmark::ClobberMemory();
  }
  Account(state, 2 * kBytes, "64 MiB");
}

}  // namespace

STRATA_BENCH_ARG("element_transpose_4", "ours", TransposeOf, 4, 4);
STRATA_BENCH_ARG("element_transpose_4", "baseline", MemcpyOf, 4, 4);
STRATA_BENCH_ARG("element_transpose_8", "ours", TransposeOf, 8, 8);
STRATA_BENCH_ARG("element_transpose_8", "baseline", MemcpyOf, 8, 8);
STRATA_BENCH_ARG("element_transpose_16", "ours", TransposeOf, 16, 16);
STRATA_BENCH_ARG("element_transpose_16", "baseline", MemcpyOf, 16, 16);
STRATA_BENCH_ARG("element_transpose_3", "ours", TransposeOf, 3, 3);
STRATA_BENCH_ARG("element_transpose_3", "baseline", MemcpyOf, 3, 3);
STRATA_BENCH_ARG("element_transpose_12", "ours", TransposeOf, 12, 12);
STRATA_BENCH_ARG("element_transpose_12", "baseline", MemcpyOf, 12, 12);
STRATA_BENCH_ARG("element_transpose_24", "ours", TransposeOf, 24, 24);
STRATA_BENCH_ARG("element_transpose_24", "baseline", MemcpyOf, 24, 24);
STRATA_BENCH_ARG("element_reverse_4", "ours", ReverseOf, 4, 4);
STRATA_BENCH_ARG("element_reverse_4", "baseline", MemcpyOf, 4, 4);
STRATA_BENCH_ARG("element_reverse_16", "ours", ReverseOf, 16, 16);
STRATA_BENCH_ARG("element_reverse_16", "baseline", MemcpyOf, 16, 16);
STRATA_BENCH_ARG("element_reverse_12", "ours", ReverseOf, 12, 12);
STRATA_BENCH_ARG("element_reverse_12", "baseline", MemcpyOf, 12, 12);

}  // namespace strata::bench
