// Tensor handles: strata_tensor* values are slot handles of one HandleTable (handle_table.h), so
// NULL, released, foreign values and handles of another kind are told apart from live handles
// exactly, without a lock.
#pragma once

#include <cstdint>

#include "handle_table.h"
#include "layout/tensor.h"
#include "strata/strata.h"

namespace strata::capi {

using TensorTable = HandleTable<Tensor, HandleKind::kTensor>;

// A new handle holding one reference to t. Throws std::bad_alloc when no handle can be had
// (Guarded turns it into OUT_OF_MEMORY).
strata_tensor* NewHandle(Tensor&& t);
// The tensor behind a live handle, or nullptr for NULL, released and foreign values. Inline,
// without a lock or a Status, for the fast paths of the most frequent calls.
inline const Tensor* FindLive(const strata_tensor* handle) {
  return TensorTable::Instance().Find(reinterpret_cast<uintptr_t>(handle));
}
// Why a value is not a live handle of kind `expected`: 0 (NULL) → kNullPointer; otherwise
// kInvalidHandle, saying when the value is a handle of another kind. Names `parameter`.
[[gnu::cold]] Status HandleFailure(uint64_t value, HandleKind expected, const char* parameter);
// Why FindLive found nothing: HandleFailure for a tensor handle.
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
