// Generic shapes of entry points: a call that hands out one new tensor handle, one that hands out
// a list of them (split pieces), one that writes a destination from one input, and returning a
// library-owned string.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "call_guard.h"
#include "handle.h"
#include "views/split_views.h"

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

// A new handle for each tensor, written to out[0 ..) only once all exist (a failure releases
// the ones already made and rethrows).
inline void HandOut(std::vector<Tensor> tensors, strata_tensor** out) {
  std::vector<strata_tensor*> handles;
  handles.reserve(tensors.size());
  try {
    for (Tensor& t : tensors) handles.push_back(NewHandle(std::move(t)));
  } catch (...) {
    for (strata_tensor* h : handles) Release(h);
    throw;
  }
  std::copy(handles.begin(), handles.end(), out);
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

// Hands out the pieces that plan(tensor) → Result<SplitPlan> describes (see the splitting
// contract in strata_views.h: NULL pieces with capacity 0 is a size query). The count is
// checked against the int32 limit and the capacity before the plan's check reads any list, and
// pieces are made only once both passed; a size query makes none. Handles are written to
// pieces only when every one of them could be made.
template <class Plan>
strata_status PiecesCall(const char* function, const strata_tensor* handle, strata_tensor** pieces,
                         int32_t capacity, int32_t* count_out, Plan plan) {
  return Guarded(function, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(count_out, "count_out"));
    auto tensor = Lookup(handle, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    if (capacity < 0 || (pieces == nullptr && capacity != 0)) {
      return {capacity < 0 ? StatusCode::kArgumentOutOfRange : StatusCode::kNullPointer,
              fmt::format("'pieces' is {} with capacity {}", pieces ? "set" : "NULL", capacity)};
    }
    const Result<SplitPlan> planned = plan(*tensor.value());
    STRATA_RETURN_IF_ERROR(planned);
    const int64_t count = planned->count;
    if (count > INT32_MAX) {
      return {StatusCode::kOverflow, fmt::format("{} pieces exceed an int32 count", count)};
    }
    if (pieces != nullptr && count > capacity) {
      return {StatusCode::kArgumentOutOfRange,
              fmt::format("{} pieces do not fit a capacity of {}", count, capacity)};
    }
    if (pieces == nullptr) {
      if (planned->check) STRATA_RETURN_IF_ERROR(planned->check());
    } else {
      auto made = CutPieces(*tensor.value(), planned);
      STRATA_RETURN_IF_ERROR(made);
      HandOut(std::move(made).value(), pieces);
    }
    *count_out = static_cast<int32_t>(count);
    return Status::Ok();
  });
}

// Runs write(input, destination) → Status after looking both handles up; parameter names the
// input in messages.
template <class Write>
strata_status IntoCall(const char* function, const strata_tensor* input, const char* parameter,
                       const strata_tensor* destination, Write write) {
  return Guarded(function, [&]() -> Status {
    auto from = Lookup(input, parameter);
    STRATA_RETURN_IF_ERROR(from);
    auto to = Lookup(destination, "destination");
    STRATA_RETURN_IF_ERROR(to);
    return write(*from.value(), *to.value());
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
