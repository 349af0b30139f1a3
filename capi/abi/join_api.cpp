// Concatenate, stack, split, slice assignment, filtered update and contents equality through
// the C ABI.
#include <fmt/format.h>

#include <vector>

#include "call_guard.h"
#include "joins/concatenate.h"
#include "indexing/filtered_update.h"
#include "handle.h"
#include "scalar_argument.h"
#include "elementwise/sequence_equal.h"
#include "joins/split.h"
#include "joins/stack.h"
#include "call_wrappers.h"

using namespace strata;
using namespace strata::capi;

namespace {

// The tensors behind (handles, count); the count is checked before the list is read.
Result<std::vector<Tensor>> TensorList(strata_tensor* const* handles, int32_t count) {
  STRATA_RETURN_IF_ERROR(CheckHandleList(handles, count, "tensors"));
  std::vector<Tensor> out;
  for (int32_t k = 0; k < count; ++k) {
    auto t = Lookup(handles[k], "tensors[k]");
    if (!t.ok()) {
      return Status{t.status().code(), fmt::format("tensors[{}]: {}", k, t.status().message())};
    }
    out.push_back(*t.value());
  }
  return out;
}

// Allocating joins: make(inputs) → Result<Tensor>.
template <class Make>
strata_status JoinCall(const char* function, strata_tensor* const* handles, int32_t count,
                       strata_tensor** out, Make make) {
  if (out != nullptr) *out = nullptr;
  return Guarded(function, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    auto inputs = TensorList(handles, count);
    STRATA_RETURN_IF_ERROR(inputs);
    auto result = make(inputs.value());
    STRATA_RETURN_IF_ERROR(result);
    *out = NewHandle(std::move(result).value());
    return Status::Ok();
  });
}

// Destination joins: write(inputs, destination) → Status.
template <class Write>
strata_status JoinIntoCall(const char* function, strata_tensor* const* handles, int32_t count,
                           const strata_tensor* destination, Write write) {
  return Guarded(function, [&]() -> Status {
    auto inputs = TensorList(handles, count);
    STRATA_RETURN_IF_ERROR(inputs);
    auto to = Lookup(destination, "destination");
    STRATA_RETURN_IF_ERROR(to);
    return write(inputs.value(), *to.value());
  });
}

strata_status FilteredUpdateValueCall(const char* function, strata_tensor* tensor,
                                      const strata_tensor* filter, const ScalarSource& value) {
  return Guarded(function, [&]() -> Status {
    auto to = Lookup(tensor, "tensor");
    STRATA_RETURN_IF_ERROR(to);
    auto mask = Lookup(filter, "filter");
    STRATA_RETURN_IF_ERROR(mask);
    auto scalar = value.As(to.value()->dtype());
    STRATA_RETURN_IF_ERROR(scalar);
    return FilteredUpdate(*to.value(), *mask.value(), scalar.value());
  });
}

}  // namespace

extern "C" {

strata_status strata_tensor_concatenate(strata_tensor* const* tensors, int32_t count,
                                        int32_t dimension, strata_tensor** out) {
  return JoinCall(__func__, tensors, count, out, [&](const std::vector<Tensor>& inputs) {
    return ConcatenateOnDimension(inputs, dimension);
  });
}

strata_status strata_tensor_concatenate_into(strata_tensor* const* tensors, int32_t count,
                                             int32_t dimension, strata_tensor* destination) {
  return JoinIntoCall(__func__, tensors, count, destination,
                      [&](const std::vector<Tensor>& inputs, const Tensor& to) {
                        return ConcatenateOnDimensionInto(inputs, dimension, to);
                      });
}

strata_status strata_tensor_stack(strata_tensor* const* tensors, int32_t count, int32_t dimension,
                                  strata_tensor** out) {
  return JoinCall(__func__, tensors, count, out, [&](const std::vector<Tensor>& inputs) {
    return StackAlongDimension(inputs, dimension);
  });
}

strata_status strata_tensor_stack_into(strata_tensor* const* tensors, int32_t count,
                                       int32_t dimension, strata_tensor* destination) {
  return JoinIntoCall(__func__, tensors, count, destination,
                      [&](const std::vector<Tensor>& inputs, const Tensor& to) {
                        return StackAlongDimensionInto(inputs, dimension, to);
                      });
}

strata_status strata_tensor_split(const strata_tensor* tensor, int64_t split_count,
                                  int32_t dimension, strata_tensor** pieces, int32_t capacity,
                                  int32_t* count_out) {
  return PiecesCall(__func__, tensor, pieces, capacity, count_out,
                    [&](const Tensor& t) { return PlanSplit(t, split_count, dimension); });
}

// Slice assignment is a slice followed by a copy; both entry points report their own errors.
strata_status strata_tensor_set_slice(strata_tensor* tensor, const strata_tensor* values,
                                      const strata_nrange* ranges, int32_t count) {
  if (count == 0) return strata_tensor_copy_to(values, tensor);
  strata_tensor* target = nullptr;
  const strata_status sliced = strata_tensor_slice(tensor, ranges, count, &target);
  if (sliced != STRATA_OK) return sliced;
  const strata_status copied = strata_tensor_copy_to(values, target);
  strata_tensor_release(target);
  return copied;
}

strata_status strata_tensor_filtered_update_value(strata_tensor* tensor,
                                                  const strata_tensor* filter,
                                                  const void* value) {
  return FilteredUpdateValueCall(__func__, tensor, filter, ScalarSource::Untyped(value, "value"));
}

strata_status strata_tensor_filtered_update_value_typed(strata_tensor* tensor,
                                                        const strata_tensor* filter,
                                                        strata_dtype value_dtype,
                                                        const void* value) {
  return FilteredUpdateValueCall(__func__, tensor, filter,
                                 ScalarSource::Typed(value_dtype, value, "value"));
}

strata_status strata_tensor_filtered_update(strata_tensor* tensor, const strata_tensor* filter,
                                            const strata_tensor* values) {
  return Guarded(__func__, [&]() -> Status {
    auto to = Lookup(tensor, "tensor");
    STRATA_RETURN_IF_ERROR(to);
    auto mask = Lookup(filter, "filter");
    STRATA_RETURN_IF_ERROR(mask);
    auto from = Lookup(values, "values");
    STRATA_RETURN_IF_ERROR(from);
    return FilteredUpdate(*to.value(), *mask.value(), *from.value());
  });
}

strata_status strata_tensor_sequence_equal(const strata_tensor* a, const strata_tensor* b,
                                           int32_t* equal) {
  return Guarded(__func__, [&]() -> Status {
    auto x = Lookup(a, "a");
    STRATA_RETURN_IF_ERROR(x);
    auto y = Lookup(b, "b");
    STRATA_RETURN_IF_ERROR(y);
    STRATA_RETURN_IF_ERROR(RequirePointer(equal, "equal"));
    auto same = SequenceEqual(*x.value(), *y.value());
    STRATA_RETURN_IF_ERROR(same);
    *equal = same.value() ? 1 : 0;
    return Status::Ok();
  });
}

}  // extern "C"
