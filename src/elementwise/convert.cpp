// One typed row function per (source, target) pair; checked mode first scans every element so
// that an overflow is reported before anything is written. A conversion to the source's own
// dtype copies each element's bytes, for every dtype (bool, complex and opaque ones included).
#include "elementwise/convert.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <utility>

#include "elementwise/elementwise_destination.h"
#include "elementwise/elementwise_scalar.h"
#include "copy/loop_nest.h"

namespace strata {
namespace {

// Result of converting one value: the target value, and whether checked mode rejects it.
template <class D> struct Converted {
  D value;
  bool overflow;
};

template <class D, class S>
Converted<D> ConvertValue(S v, ConvertMode mode) {
  using DC = ComputeType<D>;
  if constexpr (kIsComplex<D>) {
    using R = decltype(D{}.real);
    if constexpr (kIsComplex<S>)
      return {D{static_cast<R>(v.real), static_cast<R>(v.imag)}, false};
    else
      return {D{static_cast<R>(v), R{0}}, false};
  } else if constexpr (kIsFloat<DC>) {
    return {Narrow<D>(static_cast<DC>(v)), false};
  } else if constexpr (kIsInteger<S>) {
    if (std::in_range<D>(v)) return {static_cast<D>(v), false};
    if (mode == ConvertMode::kTruncating) return {static_cast<D>(static_cast<uint64_t>(v)), true};
    if constexpr (std::is_signed_v<S>) {
      if (v < 0) return {std::numeric_limits<D>::min(), true};
    }
    return {std::numeric_limits<D>::max(), true};
  } else {
    // Floating-point source: truncate toward zero; the range is [min, 2^(value bits)).
    const double t = std::trunc(static_cast<double>(v));
    const double lo = static_cast<double>(std::numeric_limits<D>::min());
    const double hi = std::ldexp(1.0, std::numeric_limits<D>::digits);
    if (std::isnan(t)) return {D{}, true};
    if (t < lo) return {std::numeric_limits<D>::min(), true};
    if (t >= hi) return {std::numeric_limits<D>::max(), true};
    return {static_cast<D>(t), false};
  }
}

using Ptrs = std::array<std::byte*, 2>;
using Strides = std::array<int64_t, 2>;
using ConvertRow = void (*)(const Ptrs&, int64_t, const Strides&, ConvertMode);
using CheckRow = Status (*)(const Ptrs&, int64_t, const Strides&);

template <class S, class D>
void ConvertRowT(const Ptrs& p, int64_t n, const Strides& s, ConvertMode mode) {
  for (int64_t i = 0; i < n; ++i) {
    const D value = ConvertValue<D>(Widen(LoadElement<S>(p[1] + i * s[1])), mode).value;
    std::memcpy(p[0] + i * s[0], &value, sizeof(D));
  }
}

template <class S, class D>
Status CheckRowT(const Ptrs& p, int64_t n, const Strides& s) {
  for (int64_t i = 0; i < n; ++i) {
    const auto v = Widen(LoadElement<S>(p[1] + i * s[1]));
    if (ConvertValue<D>(v, ConvertMode::kChecked).overflow) {
      return {StatusCode::kOverflow,
              fmt::format("convert_checked: {} is outside the range of the target type", v)};
    }
  }
  return Status::Ok();
}

struct Kernel {
  ConvertRow row = nullptr;
  CheckRow check = nullptr;
};

Kernel Select(DType from, DType to) {
  return VisitDType(from, [&](auto s) {
    return VisitDType(to, [&](auto d) -> Kernel {
      using S = decltype(s);
      using D = decltype(d);
      if constexpr (kIsComplex<D> && (kIsNumber<ComputeType<S>> || kIsComplex<S>)) {
        return {&ConvertRowT<S, D>, nullptr};  // never out of range
      } else if constexpr (kIsNumber<ComputeType<S>> && kIsNumber<ComputeType<D>>) {
        return {&ConvertRowT<S, D>, &CheckRowT<S, D>};
      } else {
        return {};
      }
    });
  });
}

void CopyElementsRow(const Ptrs& p, int64_t n, const Strides& s, int64_t element_size) {
  for (int64_t i = 0; i < n; ++i) {
    std::memcpy(p[0] + i * s[0], p[1] + i * s[1], static_cast<size_t>(element_size));
  }
}

}  // namespace

Status ConvertInto(const Tensor& x, const Tensor& destination, ConvertMode mode) {
  if (mode != ConvertMode::kChecked && mode != ConvertMode::kSaturating &&
      mode != ConvertMode::kTruncating) {
    return {StatusCode::kInvalidArgument,
            fmt::format("conversion mode {} is not 0 (checked), 1 (saturating) or 2 (truncating)",
                        static_cast<int32_t>(mode))};
  }
  const bool same_dtype = x.dtype() == destination.dtype();
  const Kernel kernel = same_dtype ? Kernel{} : Select(x.dtype(), destination.dtype());
  if (!same_dtype && kernel.row == nullptr) {
    return {StatusCode::kDTypeMismatch,
            fmt::format("no conversion from {} to {}", DTypeName(x.dtype()),
                        DTypeName(destination.dtype()))};
  }
  const bool checked = mode == ConvertMode::kChecked && kernel.check != nullptr;
  DestinationRows<2> plan;
  STRATA_RETURN_IF_ERROR(PlanDestinationWrite<2>("convert", {{{&x, "x"}}}, destination,
                                                 OverlapRule::kDisjoint, checked, &plan));
  const Ptrs origins{destination.origin(), x.origin()};
  if (checked) STRATA_RETURN_IF_ERROR(CheckRows(plan.logical, origins, kernel.check));
  const int64_t element_size = destination.element_size();
  ExecuteRows(plan.rows, origins, element_size,
              [&](const Ptrs& p, int64_t n, const Strides& s, StoreMode) {
                if (same_dtype) {
                  CopyElementsRow(p, n, s, element_size);
                } else {
                  kernel.row(p, n, s, mode);
                }
              });
  return Status::Ok();
}

Result<Tensor> Convert(const Tensor& x, DType target, ConvertMode mode) {
  auto shape = Shape::Create(x.shape().lengths());
  STRATA_RETURN_IF_ERROR(shape);
  auto out = Tensor::Allocate(target, shape.value(), false);
  STRATA_RETURN_IF_ERROR(out);
  STRATA_RETURN_IF_ERROR(ConvertInto(x, out.value(), mode));
  return out;
}

}  // namespace strata
