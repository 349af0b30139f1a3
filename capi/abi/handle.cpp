#include "handle.h"

#include <fmt/format.h>

#include "handle_table.h"

namespace strata::capi {
namespace {

TensorTable& Tensors() { return TensorTable::Instance(); }

// Made while the library loads, for the reason given at the helper thread's (helper_thread.cpp).
[[maybe_unused]] const TensorTable& kTensorsAtLoad = Tensors();

uint64_t Value(const strata_tensor* handle) { return reinterpret_cast<uintptr_t>(handle); }

const char* KindName(HandleKind kind) {
  switch (kind) {
    case HandleKind::kTensor:
      return "tensor";
    case HandleKind::kParameter:
      return "parameter";
    case HandleKind::kNone:
      break;
  }
  return nullptr;
}

}  // namespace

strata_tensor* NewHandle(Tensor&& t) {
  return reinterpret_cast<strata_tensor*>(static_cast<uintptr_t>(Tensors().Add(std::move(t))));
}

Status HandleFailure(uint64_t value, HandleKind expected, const char* parameter) {
  const char* expected_name = KindName(expected);
  if (value == 0) {
    return {StatusCode::kNullPointer,
            fmt::format("{} handle '{}' is NULL", expected_name, parameter)};
  }
  const HandleKind claimed = ClaimedKind(value);
  if (claimed != expected && KindName(claimed) != nullptr) {
    return {StatusCode::kInvalidHandle,
            fmt::format("'{}' ({:#x}) is a {} handle, not a {} handle", parameter, value,
                        KindName(claimed), expected_name)};
  }
  return {StatusCode::kInvalidHandle,
          fmt::format("{} handle '{}' ({:#x}) is not a live Strata {}: released already, or not "
                      "created by Strata",
                      expected_name, parameter, value, expected_name)};
}

Status LookupFailure(const strata_tensor* handle, const char* parameter) {
  return HandleFailure(Value(handle), HandleKind::kTensor, parameter);
}

bool Retain(strata_tensor* handle) { return Tensors().Retain(Value(handle)); }

bool Release(strata_tensor* handle) { return Tensors().Release(Value(handle)); }

int64_t LiveHandleCount() { return Tensors().LiveCount(); }

}  // namespace strata::capi
