// The entry points of strata_elementwise.h (elementwise operations, comparisons, predicates,
// reductions, rounding to digits, SoftMax, conversions): handle and argument checks, then the
// core.
#include <fmt/format.h>

#include <cstring>

#include "call_guard.h"
#include "elementwise/convert.h"
#include "elementwise/elementwise.h"
#include "enum_conversions.h"
#include "handle.h"
#include "scalar_argument.h"
#include "elementwise/reduce_axes.h"
#include "elementwise/reduction.h"
#include "elementwise/round_digits.h"
#include "elementwise/softmax.h"
#include "call_wrappers.h"

using namespace strata;
using namespace strata::capi;

namespace {

[[gnu::always_inline]] inline Result<const Tensor*> Input(const strata_tensor* handle,
                                                          const char* parameter) {
  return Lookup(handle, parameter);
}

// Operands of a binary call: (x, y) or, with a scalar, (x, scalar) / (scalar, x).
struct BinaryOperands {
  Tensor scalar;
  const Tensor* tensor;
  bool scalar_first;
  const Tensor& x() const { return scalar_first ? scalar : *tensor; }
  const Tensor& y() const { return scalar_first ? *tensor : scalar; }
};

Result<BinaryOperands> ScalarOperands(const strata_tensor* x_handle, const ScalarSource& scalar,
                                      int32_t scalar_first) {
  auto x = Input(x_handle, "x");
  STRATA_RETURN_IF_ERROR(x);
  auto value = scalar.As(x.value()->dtype());
  STRATA_RETURN_IF_ERROR(value);
  if (scalar_first != 0 && scalar_first != 1) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("scalar_first is {}; expected 0 or 1", scalar_first)};
  }
  auto s = ScalarOperand(x.value()->dtype(), value.value());
  STRATA_RETURN_IF_ERROR(s);
  return BinaryOperands{std::move(s).value(), x.value(), scalar_first == 1};
}

strata_status BinaryScalarCall(const char* function, strata_op op, const strata_tensor* x,
                               const ScalarSource& scalar, int32_t scalar_first,
                               strata_tensor** out) {
  return NewTensorCall(function, out, [&]() -> Result<Tensor> {
    auto operands = ScalarOperands(x, scalar, scalar_first);
    STRATA_RETURN_IF_ERROR(operands);
    return Binary(OpFromPublic(op), operands->x(), operands->y());
  });
}

strata_status BinaryScalarIntoCall(const char* function, strata_op op, const strata_tensor* x,
                                   const ScalarSource& scalar, int32_t scalar_first,
                                   strata_tensor* destination) {
  return Guarded(function, [&]() -> Status {
    auto d = Lookup(destination, "destination");
    STRATA_RETURN_IF_ERROR(d);
    auto operands = ScalarOperands(x, scalar, scalar_first);
    STRATA_RETURN_IF_ERROR(operands);
    return BinaryInto(OpFromPublic(op), operands->x(), operands->y(), *d.value());
  });
}

template <class Find>
strata_status PredicateCall(const char* function, strata_op op, const strata_tensor* x,
                            const strata_tensor* y, int32_t* out, Find find) {
  return Guarded(function, [&]() -> Status {
    auto a = Input(x, "x");
    STRATA_RETURN_IF_ERROR(a);
    auto b = Input(y, "y");
    STRATA_RETURN_IF_ERROR(b);
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    auto found = find(OpFromPublic(op), *a.value(), *b.value());
    STRATA_RETURN_IF_ERROR(found);
    *out = found.value() ? 1 : 0;
    return Status::Ok();
  });
}

template <class Find>
strata_status UnaryPredicateCall(const char* function, strata_op op, const strata_tensor* x,
                                 int32_t* out, Find find) {
  return Guarded(function, [&]() -> Status {
    auto a = Input(x, "x");
    STRATA_RETURN_IF_ERROR(a);
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    auto found = find(OpFromPublic(op), *a.value());
    STRATA_RETURN_IF_ERROR(found);
    *out = found.value() ? 1 : 0;
    return Status::Ok();
  });
}

// The bounds of a clamp, as elements of x's dtype.
struct ClampBounds {
  const void* minimum;
  const void* maximum;
};

Result<ClampBounds> Bounds(const Tensor& x, const ScalarSource& min_value,
                           const ScalarSource& max_value) {
  auto minimum = min_value.As(x.dtype());
  STRATA_RETURN_IF_ERROR(minimum);
  auto maximum = max_value.As(x.dtype());
  STRATA_RETURN_IF_ERROR(maximum);
  return ClampBounds{minimum.value(), maximum.value()};
}

strata_status ClampCall(const char* function, const strata_tensor* x, const ScalarSource& min_value,
                        const ScalarSource& max_value, strata_tensor** out) {
  return NewTensorCall(function, out, [&]() -> Result<Tensor> {
    auto a = Input(x, "x");
    STRATA_RETURN_IF_ERROR(a);
    auto bounds = Bounds(*a.value(), min_value, max_value);
    STRATA_RETURN_IF_ERROR(bounds);
    return Clamp(*a.value(), bounds->minimum, bounds->maximum);
  });
}

strata_status ClampIntoCall(const char* function, const strata_tensor* x,
                            const ScalarSource& min_value, const ScalarSource& max_value,
                            strata_tensor* destination) {
  return IntoCall(function, x, "x", destination, [&](const Tensor& t, const Tensor& d) -> Status {
    auto bounds = Bounds(t, min_value, max_value);
    STRATA_RETURN_IF_ERROR(bounds);
    return ClampInto(t, bounds->minimum, bounds->maximum, d);
  });
}

}  // namespace

extern "C" {

strata_status strata_unary(strata_op op, const strata_tensor* x, int64_t n, strata_tensor** out) {
  return NewTensorCall(__func__, out, [&]() -> Result<Tensor> {
    auto a = Input(x, "x");
    STRATA_RETURN_IF_ERROR(a);
    return Unary(OpFromPublic(op), *a.value(), n);
  });
}

strata_status strata_unary_into(strata_op op, const strata_tensor* x, int64_t n,
                                strata_tensor* destination) {
  return IntoCall(__func__, x, "x", destination, [&](const Tensor& t, const Tensor& d) {
    return UnaryInto(OpFromPublic(op), t, n, d);
  });
}

strata_status strata_binary(strata_op op, const strata_tensor* x, const strata_tensor* y,
                            strata_tensor** out) {
  return NewTensorCall(__func__, out, [&]() -> Result<Tensor> {
    auto a = Input(x, "x");
    STRATA_RETURN_IF_ERROR(a);
    auto b = Input(y, "y");
    STRATA_RETURN_IF_ERROR(b);
    return Binary(OpFromPublic(op), *a.value(), *b.value());
  });
}

strata_status strata_binary_into(strata_op op, const strata_tensor* x, const strata_tensor* y,
                                 strata_tensor* destination) {
  return Guarded(__func__, [&]() -> Status {
    auto a = Input(x, "x");
    STRATA_RETURN_IF_ERROR(a);
    auto b = Input(y, "y");
    STRATA_RETURN_IF_ERROR(b);
    auto d = Lookup(destination, "destination");
    STRATA_RETURN_IF_ERROR(d);
    return BinaryInto(OpFromPublic(op), *a.value(), *b.value(), *d.value());
  });
}

strata_status strata_binary_scalar(strata_op op, const strata_tensor* x, const void* scalar,
                                   int32_t scalar_first, strata_tensor** out) {
  return BinaryScalarCall(__func__, op, x, ScalarSource::Untyped(scalar, "scalar"), scalar_first,
                          out);
}

strata_status strata_binary_scalar_typed(strata_op op, const strata_tensor* x,
                                         strata_dtype scalar_dtype, const void* scalar,
                                         int32_t scalar_first, strata_tensor** out) {
  return BinaryScalarCall(__func__, op, x, ScalarSource::Typed(scalar_dtype, scalar, "scalar"),
                          scalar_first, out);
}

strata_status strata_binary_scalar_into(strata_op op, const strata_tensor* x, const void* scalar,
                                        int32_t scalar_first, strata_tensor* destination) {
  return BinaryScalarIntoCall(__func__, op, x, ScalarSource::Untyped(scalar, "scalar"),
                              scalar_first, destination);
}

strata_status strata_binary_scalar_into_typed(strata_op op, const strata_tensor* x,
                                              strata_dtype scalar_dtype, const void* scalar,
                                              int32_t scalar_first, strata_tensor* destination) {
  return BinaryScalarIntoCall(__func__, op, x,
                              ScalarSource::Typed(scalar_dtype, scalar, "scalar"), scalar_first,
                              destination);
}

strata_status strata_compare_all(strata_op op, const strata_tensor* x, const strata_tensor* y,
                                 int32_t* out) {
  return PredicateCall(__func__, op, x, y, out, CompareAll);
}

strata_status strata_compare_any(strata_op op, const strata_tensor* x, const strata_tensor* y,
                                 int32_t* out) {
  return PredicateCall(__func__, op, x, y, out, CompareAny);
}

strata_status strata_predicate_all(strata_op op, const strata_tensor* x, int32_t* out) {
  return UnaryPredicateCall(__func__, op, x, out, PredicateAll);
}

strata_status strata_predicate_any(strata_op op, const strata_tensor* x, int32_t* out) {
  return UnaryPredicateCall(__func__, op, x, out, PredicateAny);
}

strata_status strata_clamp(const strata_tensor* x, const void* min_value, const void* max_value,
                           strata_tensor** out) {
  return ClampCall(__func__, x, ScalarSource::Untyped(min_value, "min_value"),
                   ScalarSource::Untyped(max_value, "max_value"), out);
}

strata_status strata_clamp_typed(const strata_tensor* x, strata_dtype bounds_dtype,
                                 const void* min_value, const void* max_value,
                                 strata_tensor** out) {
  return ClampCall(__func__, x, ScalarSource::Typed(bounds_dtype, min_value, "min_value"),
                   ScalarSource::Typed(bounds_dtype, max_value, "max_value"), out);
}

strata_status strata_clamp_into(const strata_tensor* x, const void* min_value,
                                const void* max_value, strata_tensor* destination) {
  return ClampIntoCall(__func__, x, ScalarSource::Untyped(min_value, "min_value"),
                       ScalarSource::Untyped(max_value, "max_value"), destination);
}

strata_status strata_clamp_into_typed(const strata_tensor* x, strata_dtype bounds_dtype,
                                      const void* min_value, const void* max_value,
                                      strata_tensor* destination) {
  return ClampIntoCall(__func__, x, ScalarSource::Typed(bounds_dtype, min_value, "min_value"),
                       ScalarSource::Typed(bounds_dtype, max_value, "max_value"), destination);
}

strata_status strata_reduce(strata_op op, const strata_tensor* x, const strata_tensor* y,
                            void* value_out) {
  return Guarded(__func__, [&]() -> Status {
    auto a = Input(x, "x");
    STRATA_RETURN_IF_ERROR(a);
    const Tensor* second = nullptr;
    if (y != nullptr) {
      auto b = Input(y, "y");
      STRATA_RETURN_IF_ERROR(b);
      second = b.value();
    }
    STRATA_RETURN_IF_ERROR(RequirePointer(value_out, "value_out"));
    auto value = Reduce(OpFromPublic(op), *a.value(), second);
    STRATA_RETURN_IF_ERROR(value);
    if (value->is_index) {
      std::memcpy(value_out, &value->index, sizeof(int64_t));
    } else {
      std::memcpy(value_out, value->element.data(), static_cast<size_t>(a.value()->element_size()));
    }
    return Status::Ok();
  });
}

strata_status strata_reduce_axes(strata_op op, const strata_tensor* x, const int32_t* axes,
                                 int32_t axis_count, int32_t keep_dims, strata_tensor** out) {
  return TensorOutCall(__func__, x, "x", out, [&](const Tensor& t) -> Result<Tensor> {
    auto list = ArrayArgument(axes, axis_count, "axes");
    STRATA_RETURN_IF_ERROR(list);
    if (keep_dims != 0 && keep_dims != 1) {
      return Status{StatusCode::kInvalidArgument,
                    fmt::format("keep_dims is {}; expected 0 or 1", keep_dims)};
    }
    return ReduceAxes(OpFromPublic(op), t, list.value(), keep_dims == 1);
  });
}

strata_status strata_convert(const strata_tensor* x, strata_dtype dtype, int32_t mode,
                             strata_tensor** out) {
  return NewTensorCall(__func__, out, [&]() -> Result<Tensor> {
    auto a = Input(x, "x");
    STRATA_RETURN_IF_ERROR(a);
    const auto type = DTypeFromPublic(dtype);
    if (!type) {
      return Status{StatusCode::kInvalidArgument, fmt::format("unknown dtype {:#x}", dtype)};
    }
    return Convert(*a.value(), *type, static_cast<ConvertMode>(mode));
  });
}

strata_status strata_convert_into(const strata_tensor* x, strata_tensor* destination,
                                  int32_t mode) {
  return IntoCall(__func__, x, "x", destination, [&](const Tensor& t, const Tensor& d) {
    return ConvertInto(t, d, static_cast<ConvertMode>(mode));
  });
}

strata_status strata_round(const strata_tensor* x, int32_t digits, int32_t mode,
                           strata_tensor** out) {
  return TensorOutCall(__func__, x, "x", out,
                       [&](const Tensor& t) { return RoundDigits(t, digits, mode); });
}

strata_status strata_round_into(const strata_tensor* x, int32_t digits, int32_t mode,
                                strata_tensor* destination) {
  return IntoCall(__func__, x, "x", destination, [&](const Tensor& t, const Tensor& d) {
    return RoundDigitsInto(t, digits, mode, d);
  });
}

strata_status strata_softmax(const strata_tensor* x, strata_tensor** out) {
  return TensorOutCall(__func__, x, "x", out, [](const Tensor& t) { return SoftMax(t); });
}

strata_status strata_softmax_into(const strata_tensor* x, strata_tensor* destination) {
  return IntoCall(__func__, x, "x", destination,
                  [](const Tensor& t, const Tensor& d) { return SoftMaxInto(t, d); });
}

}  // extern "C"
