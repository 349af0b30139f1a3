// Read-only logical walks of x find the maximum and then the sum, then the write pass maps each
// element into the destination; the sum and the write evaluate e^(v − max) in float64 vectors.
// Reading finishes before the first write, so x may be the destination itself.
#include "elementwise/softmax.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "elementwise/elementwise_destination.h"
#include "elementwise/elementwise_scalar.h"
#include "copy/loop_nest.h"
#include "kernels/math_kernels.h"

namespace strata {
namespace {

struct Normalizer {
  double max;
  double sum;
};

// Calls fn(value) for every element of x in row-major order, widened to double.
template <class T, class Fn> void ForEachValue(const Tensor& x, Fn&& fn) {
  const auto nest = BuildLoopNest<1>(x.shape().lengths(), {x.shape().strides()}, {x.element_size()},
                                     DimensionOrder::kLogical);
  WalkRows(nest, {x.origin()}, [&](const std::array<std::byte*, 1>& p, int64_t len,
                                   const std::array<int64_t, 1>& s) {
    for (int64_t i = 0; i < len; ++i) fn(static_cast<double>(Widen(LoadElement<T>(p[0] + i * s[0]))));
  });
}

// e[i] = e^(v[i] − max) for count values, in place, through the vector exp of float64 (the
// scalar std::exp for the lanes outside its range).
constexpr int64_t kExpChunk = 256;
void ShiftedExp(double* e, int64_t count, double max) {
  for (int64_t i = 0; i < count; ++i) e[i] -= max;
  auto* bytes = reinterpret_cast<std::byte*>(e);
  MathRowVector(ElementwiseOp::kExp, bytes, bytes, count, StoreMode::kCached,
                [](double v) { return std::exp(v); });
}

template <class T> Normalizer Normalize(const Tensor& x) {
  double max = -std::numeric_limits<double>::infinity();
  ForEachValue<T>(x, [&](double v) {
    if (std::isnan(max)) return;
    if (std::isnan(v) || v > max) max = v;
  });
  // The sum in logical order, exponentials computed a chunk at a time.
  double sum = 0;
  double values[kExpChunk];
  double exps[kExpChunk];
  int64_t held = 0;
  const auto flush = [&] {
    std::copy(values, values + held, exps);
    ShiftedExp(exps, held, max);
    for (int64_t i = 0; i < held; ++i) sum += values[i] == max ? 1.0 : exps[i];
    held = 0;
  };
  ForEachValue<T>(x, [&](double v) {
    values[held++] = v;
    if (held == kExpChunk) flush();
  });
  flush();
  return {max, sum};
}

}  // namespace

Status SoftMaxInto(const Tensor& x, const Tensor& destination) {
  return VisitDType(x.dtype(), [&](auto t) -> Status {
    using T = decltype(t);
    if constexpr (!kIsFloat<ComputeType<T>>) {
      return {StatusCode::kDTypeMismatch,
              fmt::format("softmax is not defined for element type {}", DTypeName(x.dtype()))};
    } else {
      STRATA_RETURN_IF_ERROR(CheckDestinationDType(destination, x.dtype(), "softmax"));
      if (destination.shape().flattened_length() != x.shape().flattened_length()) {
        return {StatusCode::kShapeMismatch,
                fmt::format("softmax: the destination (lengths {}) must have the lengths of x ({})",
                            FormatList(destination.shape().lengths()), FormatList(x.shape().lengths()))};
      }
      const Normalizer n = Normalize<T>(x);
      return MapRowsInto(
          "softmax", x, destination,
          [&](std::byte* out, const std::byte* in, int64_t len, int64_t so, int64_t si) {
            double e[kExpChunk];
            for (int64_t start = 0; start < len; start += kExpChunk) {
              const int64_t count = std::min(kExpChunk, len - start);
              for (int64_t i = 0; i < count; ++i) {
                e[i] = static_cast<double>(Widen(LoadElement<T>(in + (start + i) * si)));
              }
              ShiftedExp(e, count, n.max);
              for (int64_t i = 0; i < count; ++i) {
                const T r = Narrow<T>(static_cast<ComputeType<T>>(e[i] / n.sum));
                std::memcpy(out + (start + i) * so, &r, sizeof r);
              }
            }
          });
    }
  });
}

Result<Tensor> SoftMax(const Tensor& x) {
  auto out = NewDense(x.dtype(), x.shape().lengths());
  STRATA_RETURN_IF_ERROR(out);
  STRATA_RETURN_IF_ERROR(SoftMaxInto(x, out.value()));
  return out;
}

}  // namespace strata
