// Shared by the entry points that hand out tensors: running a call that hands out one new
// tensor handle, one that hands out a list of them, and returning a library-owned string.
#pragma once

#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "call_guard.h"
#include "handle.h"

namespace strata::capi {

// Runs make() → Result<Tensor> and stores a new handle in *out on success (*out is NULL after
// a failure; a NULL out is refused before make runs).
template <class Make>
strata_status NewTensorCall(const char* function, strata_tensor** out, Make make) {
  if (out != nullptr) *out = nullptr;
  return Guarded(function, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    auto result = make();
    STRATA_RETURN_IF_ERROR(result);
    *out = NewHandle(std::move(result).value());
    return Status::Ok();
  });
}

// NewTensorCall with make(tensor) on one input handle; parameter names that handle in messages.
template <class Make>
strata_status TensorOutCall(const char* function, const strata_tensor* handle,
                            const char* parameter, strata_tensor** out, Make make) {
  return NewTensorCall(function, out, [&]() -> Result<Tensor> {
    auto tensor = Lookup(handle, parameter);
    STRATA_RETURN_IF_ERROR(tensor);
    return make(*tensor.value());
  });
}

template <class Make>
strata_status TensorOutCall(const char* function, const strata_tensor* handle, strata_tensor** out,
                            Make make) {
  return TensorOutCall(function, handle, "tensor", out, make);
}

// Runs make(tensor) → Result<std::vector<Tensor>> and hands the pieces out (see the splitting
// contract in strata_views.h: NULL pieces with capacity 0 is a size query).
template <class Make>
strata_status PiecesCall(const char* function, const strata_tensor* handle, strata_tensor** pieces,
                         int32_t capacity, int32_t* count_out, Make make) {
  return Guarded(function, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(count_out, "count_out"));
    auto tensor = Lookup(handle, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    if (capacity < 0 || (pieces == nullptr && capacity != 0)) {
      return {capacity < 0 ? StatusCode::kArgumentOutOfRange : StatusCode::kNullPointer,
              fmt::format("'pieces' is {} with capacity {}", pieces ? "set" : "NULL", capacity)};
    }
    auto result = make(*tensor.value());
    STRATA_RETURN_IF_ERROR(result);
    const auto count = static_cast<int64_t>(result->size());
    if (pieces != nullptr && count > capacity) {
      return {StatusCode::kArgumentOutOfRange,
              fmt::format("{} pieces do not fit a capacity of {}", count, capacity)};
    }
    if (count > INT32_MAX) {
      return {StatusCode::kOverflow, fmt::format("{} pieces exceed an int32 count", count)};
    }
    if (pieces != nullptr) {
      for (size_t k = 0; k < result->size(); ++k) pieces[k] = NewHandle(std::move((*result)[k]));
    }
    *count_out = static_cast<int32_t>(count);
    return Status::Ok();
  });
}

// A malloc'ed NUL-terminated copy for strata_string_free.
inline char* LibraryString(const std::string& text) {
  char* copy = static_cast<char*>(std::malloc(text.size() + 1));
  if (copy == nullptr) throw std::bad_alloc();
  std::memcpy(copy, text.c_str(), text.size() + 1);
  return copy;
}

}  // namespace strata::capi
