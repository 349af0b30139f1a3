#include "handle.h"

#include <fmt/format.h>

#include "handle_table.h"

namespace strata::capi {
namespace {

HandleTable<Tensor>& Tensors() { return HandleTable<Tensor>::Instance(); }

// Made while the library loads, for the reason given at the helper thread's (helper_thread.cpp).
[[maybe_unused]] const HandleTable<Tensor>& kTensorsAtLoad = Tensors();

uint64_t Value(const strata_tensor* handle) { return reinterpret_cast<uintptr_t>(handle); }

}  // namespace

strata_tensor* NewHandle(Tensor&& t) {
  return reinterpret_cast<strata_tensor*>(static_cast<uintptr_t>(Tensors().Add(std::move(t))));
}

Status LookupFailure(const strata_tensor* handle, const char* parameter) {
  if (handle == nullptr) {
    return {StatusCode::kNullPointer, fmt::format("tensor handle '{}' is NULL", parameter)};
  }
  return {StatusCode::kInvalidHandle,
          fmt::format("tensor handle '{}' ({}) is not a live Strata tensor: released already, or "
                      "not created by Strata",
                      parameter, static_cast<const void*>(handle))};
}

bool Retain(strata_tensor* handle) { return Tensors().Retain(Value(handle)); }

bool Release(strata_tensor* handle) { return Tensors().Release(Value(handle)); }

int64_t LiveHandleCount() { return Tensors().LiveCount(); }

}  // namespace strata::capi
