// Tensor handles: strata_tensor* values are slot handles of one HandleTable (handle_table.h), so
// NULL, released and foreign values are told apart from live handles exactly, without a lock.
#pragma once

#include <cstdint>

#include "handle_table.h"
#include "layout/tensor.h"
#include "strata/strata.h"

namespace strata::capi {

// A new handle holding one reference to t. Throws std::bad_alloc when no handle can be had
// (Guarded turns it into OUT_OF_MEMORY).
strata_tensor* NewHandle(Tensor&& t);
// The tensor behind a live handle, or nullptr for NULL, released and foreign values. Inline,
// without a lock or a Status, for the fast paths of the most frequent calls.
inline const Tensor* FindLive(const strata_tensor* handle) {
  return HandleTable<Tensor>::Instance().Find(reinterpret_cast<uintptr_t>(handle));
}
// Why FindLive found nothing: NULL → kNullPointer, otherwise kInvalidHandle, naming `parameter`.
Status LookupFailure(const strata_tensor* handle, const char* parameter);
// The tensor behind a live handle. Errors: as LookupFailure.
[[gnu::always_inline]] inline Result<const Tensor*> Lookup(const strata_tensor* handle,
                                                           const char* parameter) {
  if (const Tensor* tensor = FindLive(handle); tensor != nullptr) [[likely]]
    return tensor;
  return LookupFailure(handle, parameter);
}
// Adds / drops a reference of a live handle; false if the handle is not live.
bool Retain(strata_tensor* handle);
bool Release(strata_tensor* handle);
int64_t LiveHandleCount();

}  // namespace strata::capi
