// Read-only queries of a tensor's layout.
#include <fmt/format.h>

#include <algorithm>

#include "call_guard.h"
#include "enum_conversions.h"
#include "handle.h"

using namespace strata;
using namespace strata::capi;

namespace {

// Looks up the handle, then stores get(tensor) into *out. A live handle and a non-NULL out take
// the inline path: no Status, no message, no exception frame; anything else takes the checked path
// that names the failure.
template <class Out, class Get>
strata_status Query(const char* function, const strata_tensor* handle, Out* out, Get get) {
  if (const Tensor* tensor = FindLive(handle); tensor != nullptr && out != nullptr) [[likely]] {
    *out = static_cast<Out>(get(*tensor));
    return STRATA_OK;
  }
  return Guarded(function, [&]() -> Status {
    auto tensor = Lookup(handle, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    *out = static_cast<Out>(get(*tensor.value()));
    return Status::Ok();
  });
}

// Copies a lengths or strides list into buffer; the fast path as in Query. The fast path copies
// element by element: for the ranks tensors have, a memmove call costs more than the copy.
template <class List>
strata_status CopyList(const char* function, const strata_tensor* handle, int64_t* buffer,
                       int32_t capacity, List list) {
  if (const Tensor* tensor = FindLive(handle); tensor != nullptr && buffer != nullptr) [[likely]] {
    const std::span<const int64_t> values = list(tensor->shape());
    const auto rank = static_cast<int32_t>(values.size());
    if (capacity >= rank) {
      for (int32_t d = 0; d < rank; ++d) buffer[d] = values[static_cast<size_t>(d)];
      return STRATA_OK;
    }
  }
  return Guarded(function, [&]() -> Status {
    auto tensor = Lookup(handle, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    const auto values = list(tensor.value()->shape());
    if (capacity < static_cast<int64_t>(values.size())) {
      return {StatusCode::kArgumentOutOfRange,
              fmt::format("capacity {} is less than the rank {}", capacity, values.size())};
    }
    if (values.empty()) return Status::Ok();  // rank 0: nothing to write, buffer may be NULL
    STRATA_RETURN_IF_ERROR(RequirePointer(buffer, "buffer"));
    std::copy(values.begin(), values.end(), buffer);
    return Status::Ok();
  });
}

}  // namespace

extern "C" {

strata_status strata_tensor_dtype(const strata_tensor* t, strata_dtype* out) {
  return Query(__func__, t, out, [](const Tensor& x) { return ToPublic(x.dtype()); });
}
strata_status strata_tensor_rank(const strata_tensor* t, int32_t* out) {
  return Query(__func__, t, out, [](const Tensor& x) { return x.rank(); });
}
strata_status strata_tensor_lengths(const strata_tensor* t, int64_t* buffer, int32_t capacity) {
  return CopyList(__func__, t, buffer, capacity, [](const Shape& s) { return s.lengths(); });
}
strata_status strata_tensor_strides(const strata_tensor* t, int64_t* buffer, int32_t capacity) {
  return CopyList(__func__, t, buffer, capacity, [](const Shape& s) { return s.strides(); });
}
strata_status strata_tensor_flattened_length(const strata_tensor* t, int64_t* out) {
  return Query(__func__, t, out, [](const Tensor& x) { return x.shape().flattened_length(); });
}
strata_status strata_tensor_required_storage(const strata_tensor* t, int64_t* out) {
  return Query(__func__, t, out, [](const Tensor& x) { return x.shape().required_storage(); });
}
strata_status strata_tensor_is_empty(const strata_tensor* t, int32_t* out) {
  return Query(__func__, t, out, [](const Tensor& x) { return x.shape().is_empty(); });
}
strata_status strata_tensor_is_dense(const strata_tensor* t, int32_t* out) {
  return Query(__func__, t, out, [](const Tensor& x) { return x.shape().is_dense(); });
}
strata_status strata_tensor_has_any_dense_dimensions(const strata_tensor* t, int32_t* out) {
  return Query(__func__, t, out,
               [](const Tensor& x) { return x.shape().has_any_dense_dimensions(); });
}
strata_status strata_tensor_is_read_only(const strata_tensor* t, int32_t* out) {
  return Query(__func__, t, out, [](const Tensor& x) { return x.read_only(); });
}
strata_status strata_tensor_data(const strata_tensor* t, void** out) {
  return Query(__func__, t, out, [](const Tensor& x) { return static_cast<void*>(x.origin()); });
}

}  // extern "C"
