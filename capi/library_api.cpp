// Library-wide entry points: versions, status descriptions, last error, dtypes, allocator.
#include <fmt/format.h>

#include <cstdlib>

#include "layout/allocator.h"
#include "call_guard.h"
#include "copy/copy_engine.h"
#include "base/dtype.h"
#include "enum_conversions.h"
#include "error_state.h"
#include "handle.h"

using namespace strata;
using namespace strata::capi;

extern "C" {

int32_t strata_version(void) { return STRATA_VERSION; }
const char* strata_version_string(void) { return STRATA_VERSION_STRING; }
int32_t strata_abi_version(void) { return STRATA_ABI_VERSION; }

const char* strata_status_description(strata_status status) {
#define STRATA_DESCRIPTION_CASE(public_name, name, value, description) \
  case public_name: return description;
  switch (status) {
    STRATA_STATUS_TABLE(STRATA_DESCRIPTION_CASE)
    default: return "unknown status";
  }
#undef STRATA_DESCRIPTION_CASE
}

const char* strata_last_error_message(void) { return LastError().message().c_str(); }
strata_status strata_last_error_code(void) { return ToPublic(LastError().code()); }
void strata_clear_last_error(void) { ClearLastError(); }

strata_status strata_dtype_size(strata_dtype dtype, size_t* size_out) {
  return Guarded(__func__, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(size_out, "size_out"));
    const auto type = DTypeFromPublic(dtype);
    if (!type) {
      return {StatusCode::kInvalidArgument, fmt::format("unknown dtype code {:#06x}", dtype)};
    }
    *size_out = static_cast<size_t>(ElementSize(*type));
    return Status::Ok();
  });
}

strata_status strata_set_allocator(const strata_allocator* allocator) {
  return Guarded(__func__, [&]() -> Status {
    if (allocator == nullptr) {
      SetAllocator({});
      return Status::Ok();
    }
    if (allocator->struct_size != sizeof(strata_allocator)) {
      return {StatusCode::kInvalidArgument,
              fmt::format("allocator struct_size is {}, expected {}", allocator->struct_size,
                          sizeof(strata_allocator))};
    }
    if (allocator->allocate == nullptr || allocator->release == nullptr) {
      return {StatusCode::kInvalidArgument, "allocator callbacks must both be non-NULL"};
    }
    SetAllocator({allocator->allocate, allocator->release, allocator->user_data});
    return Status::Ok();
  });
}

strata_status strata_set_copy_threads(int32_t threads) {
  return Guarded(__func__, [&]() -> Status {
    if (threads < 1 || threads > kMaxCopyEngineThreads) {
      return {StatusCode::kArgumentOutOfRange,
              fmt::format("copy threads {} is outside [1, {}]", threads, kMaxCopyEngineThreads)};
    }
    SetCopyEngineThreads(threads);
    return Status::Ok();
  });
}

int32_t strata_copy_threads(void) { return CopyEngineThreads(); }

int64_t strata_live_tensor_count(void) { return LiveHandleCount(); }

void strata_string_free(char* text) { std::free(text); }

}  // extern "C"
