// Clamp and ClampInto: one row function per element type through MapRowsInto, which validates
// the destination before the first write.
#include <fmt/format.h>

#include "elementwise/elementwise.h"
#include "elementwise/elementwise_destination.h"
#include "elementwise/elementwise_rows.h"

namespace strata {

Status ClampInto(const Tensor& x, const void* min_value, const void* max_value,
                 const Tensor& destination) {
  using elementwise::At;
  using elementwise::Put;
  return VisitDType(x.dtype(), [&](auto t) -> Status {
    using T = decltype(t);
    if constexpr (!kIsNumber<ComputeType<T>>) {
      return {StatusCode::kDTypeMismatch,
              fmt::format("clamp is not defined for element type {}", DTypeName(x.dtype()))};
    } else {
      const auto lo = Widen(LoadElement<T>(static_cast<const std::byte*>(min_value)));
      const auto hi = Widen(LoadElement<T>(static_cast<const std::byte*>(max_value)));
      if (lo > hi) {
        return {StatusCode::kArgumentOutOfRange,
                fmt::format("clamp: the minimum {} is greater than the maximum {}", lo, hi)};
      }
      STRATA_RETURN_IF_ERROR(CheckDestinationDType(destination, x.dtype(), "clamp"));
      return MapRowsInto("clamp", x, destination,
                         [&](std::byte* out, const std::byte* in, int64_t len, int64_t so, int64_t si) {
                           for (int64_t i = 0; i < len; ++i) {
                             const auto v = At<T>(in, i, si);
                             Put(out, i, so, Narrow<T>(v < lo ? lo : (v > hi ? hi : v)));
                           }
                         });
    }
  });
}

Result<Tensor> Clamp(const Tensor& x, const void* min_value, const void* max_value) {
  auto out = NewDense(x.dtype(), x.shape().lengths());
  STRATA_RETURN_IF_ERROR(out);
  STRATA_RETURN_IF_ERROR(ClampInto(x, min_value, max_value, out.value()));
  return out;
}

}  // namespace strata
