// Tensor handles: the refcounted box behind strata_tensor*, and the registry of live handles
// that lets every entry point reject NULL, released and foreign pointers.
#pragma once

#include <atomic>
#include <cstdint>

#include "strata/strata.h"
#include "tensor.h"

struct strata_tensor {
  explicit strata_tensor(strata::Tensor t) : tensor(std::move(t)) {}
  std::atomic<int64_t> references{1};
  strata::Tensor tensor;
};

namespace strata::capi {

// A registered handle holding one reference to t.
strata_tensor* NewHandle(Tensor t);
// The tensor behind a live handle. Errors: NULL → kNullPointer; unknown → kInvalidHandle.
Result<const Tensor*> Lookup(const strata_tensor* handle, const char* parameter);
// Adds / drops a reference of a live handle; false if the handle is not live.
bool Retain(strata_tensor* handle);
bool Release(strata_tensor* handle);
int64_t LiveHandleCount();

}  // namespace strata::capi
