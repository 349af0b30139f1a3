// Two passes: a read-only logical walk of x finds the maximum and the sum, then the write pass
// maps each element into the destination. Reading finishes before the first write, so x may be
// the destination itself.
#include "elementwise/softmax.h"

#include <fmt/format.h>

#include <cmath>
#include <limits>

#include "elementwise/elementwise_destination.h"
#include "elementwise/elementwise_scalar.h"
#include "copy/loop_nest.h"

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

template <class T> Normalizer Normalize(const Tensor& x) {
  double max = -std::numeric_limits<double>::infinity();
  ForEachValue<T>(x, [&](double v) {
    if (std::isnan(max)) return;
    if (std::isnan(v) || v > max) max = v;
  });
  double sum = 0;
  ForEachValue<T>(x, [&](double v) { sum += v == max ? 1.0 : std::exp(v - max); });
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
      return MapRowsInto("softmax", x, destination,
                         [&](std::byte* out, const std::byte* in, int64_t len, int64_t so, int64_t si) {
                           for (int64_t i = 0; i < len; ++i) {
                             const double v = static_cast<double>(Widen(LoadElement<T>(in + i * si)));
                             const T r = Narrow<T>(static_cast<ComputeType<T>>(std::exp(v - n.max) / n.sum));
                             std::memcpy(out + i * so, &r, sizeof r);
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
