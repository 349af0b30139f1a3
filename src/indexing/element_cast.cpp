#include "indexing/element_cast.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>

#include "indexing/indexing.h"

namespace strata {
namespace {

// Truncates toward zero with NaN → 0 and saturation to [−2^63, 2^64 − 1].
Number FloatToInteger(double f) {
  if (std::isnan(f)) return {Number::Kind::kSigned, 0, 0, 0};
  const double t = std::trunc(f);
  if (t < -9223372036854775808.0) return {Number::Kind::kSigned, INT64_MIN, 0, 0};
  if (t < 9223372036854775808.0) return {Number::Kind::kSigned, static_cast<int64_t>(t), 0, 0};
  if (t < 18446744073709551616.0) return {Number::Kind::kUnsigned, 0, static_cast<uint64_t>(t), 0};
  return {Number::Kind::kUnsigned, 0, UINT64_MAX, 0};
}

template <class T>
T ToInteger(const Number& n) {
  const Number m = n.kind == Number::Kind::kFloat ? FloatToInteger(n.f) : n;
  return m.kind == Number::Kind::kSigned ? static_cast<T>(m.i) : static_cast<T>(m.u);
}

template <class T>
T ToFloating(const Number& n) {
  switch (n.kind) {
    case Number::Kind::kSigned: return static_cast<T>(n.i);
    case Number::Kind::kUnsigned: return static_cast<T>(n.u);
    case Number::Kind::kFloat: break;
  }
  return static_cast<T>(n.f);
}

bool IsNonzero(const Number& n) {
  switch (n.kind) {
    case Number::Kind::kSigned: return n.i != 0;
    case Number::Kind::kUnsigned: return n.u != 0;
    case Number::Kind::kFloat: break;
  }
  return n.f != 0 || std::isnan(n.f);
}

std::string NumberText(const Number& n, DType dtype) {
  if (IsComplex(dtype)) return fmt::format("({}, {})", n.f, n.imag);
  switch (n.kind) {
    case Number::Kind::kSigned: return fmt::format("{}", n.i);
    case Number::Kind::kUnsigned: return fmt::format("{}", n.u);
    case Number::Kind::kFloat: break;
  }
  return fmt::format("{}", n.f);
}

// Whether n is an integral value within [lowest, highest] (both representable in T's range).
template <class T>
bool IntegralWithin(const Number& n, T lowest, T highest) {
  switch (n.kind) {
    case Number::Kind::kSigned:
      return std::cmp_greater_equal(n.i, lowest) && std::cmp_less_equal(n.i, highest);
    case Number::Kind::kUnsigned:
      return std::cmp_greater_equal(n.u, lowest) && std::cmp_less_equal(n.u, highest);
    case Number::Kind::kFloat: break;
  }
  // highest + 1 is a power of two (or 2 for bool), exact as a double where highest may not be.
  return n.f >= static_cast<double>(lowest) && n.f < static_cast<double>(highest) + 1.0;
}

// Why n, of dtype from, does not fit the integer (or bool) storage type T of dtype to.
template <class T>
Status CheckIntegerFits(const Number& n, DType from, DType to) {
  const bool is_bool = std::is_same_v<T, Bool8>;
  using Limits = std::numeric_limits<std::conditional_t<is_bool, uint8_t, T>>;
  const auto lowest = Limits::min();
  const auto highest = is_bool ? decltype(lowest){1} : Limits::max();
  if (n.kind == Number::Kind::kFloat && std::isfinite(n.f) && std::trunc(n.f) != n.f) {
    return {StatusCode::kInvalidArgument,
            fmt::format("value {} ({}) is not an integer, so it does not fit {}",
                        NumberText(n, from), DTypeName(from), DTypeName(to))};
  }
  if (IntegralWithin(n, lowest, highest)) return Status::Ok();
  return {StatusCode::kOverflow,
          fmt::format("value {} ({}) is outside the range of {}, [{}, {}]", NumberText(n, from),
                      DTypeName(from), DTypeName(to), +lowest, +highest)};
}

// Whether storing n into the floating-point or complex dtype to made a finite part infinite.
Status CheckFloatingFits(const Number& n, DType from, DType to, const std::byte* stored) {
  const Number result = LoadNumber(to, stored);
  const bool real_finite = n.kind != Number::Kind::kFloat || std::isfinite(n.f);
  const bool overflowed = (real_finite && std::isinf(result.f)) ||
                          (std::isfinite(n.imag) && std::isinf(result.imag));
  if (!overflowed) return Status::Ok();
  return {StatusCode::kOverflow,
          fmt::format("value {} ({}) is outside the finite range of {}", NumberText(n, from),
                      DTypeName(from), DTypeName(to))};
}

}  // namespace

Number LoadNumber(DType dtype, const std::byte* element) {
  return VisitDType(dtype, [&](auto tag) -> Number {
    using T = decltype(tag);
    if constexpr (std::is_same_v<T, OpaqueElement>) {
      __builtin_unreachable();  // opaque elements are never numbers (precondition)
    } else {
      const T v = LoadElement<T>(element);
      if constexpr (std::is_same_v<T, Bool8>) {
        return {Number::Kind::kSigned, v.value != 0 ? 1 : 0, 0, 0};
      } else if constexpr (std::is_same_v<T, Float16> || std::is_same_v<T, BFloat16>) {
        return {Number::Kind::kFloat, 0, 0, ToFloat(v)};
      } else if constexpr (std::is_floating_point_v<T>) {
        return {Number::Kind::kFloat, 0, 0, v};
      } else if constexpr (kIsComplex<T>) {
        return {Number::Kind::kFloat, 0, 0, v.real, v.imag};
      } else if constexpr (std::is_signed_v<T>) {
        return {Number::Kind::kSigned, v, 0, 0};
      } else {
        return {Number::Kind::kUnsigned, 0, v, 0};
      }
    }
  });
}

void StoreNumber(DType dtype, std::byte* element, const Number& n) {
  VisitDType(dtype, [&](auto tag) {
    using T = decltype(tag);
    T v;
    if constexpr (std::is_same_v<T, OpaqueElement>) {
      __builtin_unreachable();  // opaque elements are never numbers (precondition)
    } else if constexpr (std::is_same_v<T, Bool8>) {
      v.value = IsNonzero(n) ? 1 : 0;
    } else if constexpr (std::is_same_v<T, Float16>) {
      v = ToFloat16(ToFloating<float>(n));
    } else if constexpr (std::is_same_v<T, BFloat16>) {
      v = ToBFloat16(ToFloating<float>(n));
    } else if constexpr (std::is_floating_point_v<T>) {
      v = ToFloating<T>(n);
    } else if constexpr (kIsComplex<T>) {
      using Part = decltype(v.real);
      v = {ToFloating<Part>(n), static_cast<Part>(n.imag)};
    } else {
      v = ToInteger<T>(n);
    }
    std::memcpy(element, &v, sizeof(T));
  });
}

Status ConvertFitting(DType from, const std::byte* value, DType to, std::byte* out) {
  if (from == to) {
    std::memcpy(out, value, static_cast<size_t>(ElementSize(to)));
    return Status::Ok();
  }
  if (IsOpaque(from) || IsOpaque(to) || (IsComplex(from) && !IsComplex(to))) {
    return {StatusCode::kDTypeMismatch,
            fmt::format("a {} value cannot be converted to {}", DTypeName(from), DTypeName(to))};
  }
  const Number n = LoadNumber(from, value);
  return VisitDType(to, [&](auto tag) -> Status {
    using T = decltype(tag);
    if constexpr (std::is_integral_v<T> || std::is_same_v<T, Bool8>) {
      STRATA_RETURN_IF_ERROR(CheckIntegerFits<T>(n, from, to));
    }
    std::byte converted[sizeof(Complex128)];
    StoreNumber(to, converted, n);
    if constexpr (!std::is_integral_v<T> && !std::is_same_v<T, Bool8>) {
      STRATA_RETURN_IF_ERROR(CheckFloatingFits(n, from, to, converted));
    }
    std::memcpy(out, converted, static_cast<size_t>(ElementSize(to)));
    return Status::Ok();
  });
}

void CastBroadcastInto(const Tensor& value, const Tensor& destination) {
  // Walk the destination's positions with the value's strides, 0 where it is broadcast.
  AccessPlan plan;
  const int32_t lead = destination.rank() - value.rank();
  for (int32_t d = 0; d < destination.rank(); ++d) {
    const int64_t stride = d < lead ? 0 : value.shape().stride(d - lead);
    plan.dimensions.push_back({destination.shape().length(d), stride, false});
  }
  const int64_t in_size = value.element_size();
  const int64_t out_size = destination.element_size();
  if (IsOpaque(destination.dtype())) {  // the same opaque dtype: bytes move unchanged
    WalkPlan(plan, [&](int64_t offset, int64_t position) {
      std::memcpy(destination.origin() + position * out_size, value.origin() + offset * in_size,
                  static_cast<size_t>(out_size));
    });
    return;
  }
  WalkPlan(plan, [&](int64_t offset, int64_t position) {
    StoreNumber(destination.dtype(), destination.origin() + position * out_size,
                LoadNumber(value.dtype(), value.origin() + offset * in_size));
  });
}

}  // namespace strata
