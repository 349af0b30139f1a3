// Tensor handles: strata_tensor* values are slot handles of one HandleTable (handle_table.h), so
// NULL, released and foreign values are told apart from live handles exactly, without a lock.
#pragma once

#include <cstdint>

#include "strata/strata.h"
#include "layout/tensor.h"

namespace strata::capi {

// A new handle holding one reference to t. Throws std::bad_alloc when no handle can be had
// (Guarded turns it into OUT_OF_MEMORY).
strata_tensor* NewHandle(Tensor t);
// The tensor behind a live handle. Errors: NULL → kNullPointer; not live → kInvalidHandle.
Result<const Tensor*> Lookup(const strata_tensor* handle, const char* parameter);
// Adds / drops a reference of a live handle; false if the handle is not live.
bool Retain(strata_tensor* handle);
bool Release(strata_tensor* handle);
int64_t LiveHandleCount();

}  // namespace strata::capi
