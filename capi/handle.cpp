#include "handle.h"

#include <fmt/format.h>

#include <mutex>
#include <shared_mutex>
#include <unordered_set>

namespace strata::capi {
namespace {

struct Registry {
  std::shared_mutex mutex;
  std::unordered_set<const strata_tensor*> live;
};

Registry& TheRegistry() {
  static Registry* registry = new Registry();  // never destroyed: handles may outlive statics
  return *registry;
}

bool IsLive(const strata_tensor* handle) {
  auto& r = TheRegistry();
  std::shared_lock lock(r.mutex);
  return r.live.count(handle) != 0;
}

}  // namespace

strata_tensor* NewHandle(Tensor t) {
  auto* handle = new strata_tensor(std::move(t));
  auto& r = TheRegistry();
  std::unique_lock lock(r.mutex);
  r.live.insert(handle);
  return handle;
}

Result<const Tensor*> Lookup(const strata_tensor* handle, const char* parameter) {
  if (handle == nullptr) {
    return Status{StatusCode::kNullPointer, fmt::format("tensor handle '{}' is NULL", parameter)};
  }
  if (!IsLive(handle)) {
    return Status{StatusCode::kInvalidHandle,
                  fmt::format("tensor handle '{}' ({}) is not a live Strata tensor: released "
                              "already, or not created by Strata",
                              parameter, static_cast<const void*>(handle))};
  }
  return &handle->tensor;
}

bool Retain(strata_tensor* handle) {
  auto& r = TheRegistry();
  std::shared_lock lock(r.mutex);
  if (r.live.count(handle) == 0) return false;
  handle->references.fetch_add(1, std::memory_order_relaxed);
  return true;
}

bool Release(strata_tensor* handle) {
  auto& r = TheRegistry();
  {
    std::unique_lock lock(r.mutex);
    if (r.live.count(handle) == 0) return false;
    if (handle->references.fetch_sub(1, std::memory_order_acq_rel) != 1) return true;
    r.live.erase(handle);
  }
  delete handle;  // outside the lock: a deleter callback may call back into Strata
  return true;
}

int64_t LiveHandleCount() {
  auto& r = TheRegistry();
  std::shared_lock lock(r.mutex);
  return static_cast<int64_t>(r.live.size());
}

}  // namespace strata::capi
