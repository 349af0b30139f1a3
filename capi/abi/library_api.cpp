// Library-wide entry points: versions, status descriptions, last error, dtypes, allocator,
// logging.
#include <fmt/format.h>

#include <cstdlib>

#include "base/log.h"
#include "layout/allocator.h"
#include "layout/allocator_retention.h"
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

static_assert(STRATA_MAX_COPY_THREADS == kMaxCopyEngineThreads);

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

void strata_allocator_release_retained(void) { ReleaseRetainedBlocks(); }

strata_status strata_allocator_set_retention_limit(int64_t bytes) {
  return Guarded(__func__, [&]() -> Status {
    if (bytes < 0) {
      return {StatusCode::kArgumentOutOfRange,
              fmt::format("retention limit {} is negative", bytes)};
    }
    SetRetentionLimit(static_cast<size_t>(bytes));
    return Status::Ok();
  });
}

int64_t strata_allocator_retention_limit(void) { return static_cast<int64_t>(RetentionLimit()); }
int64_t strata_allocator_retained_bytes(void) { return static_cast<int64_t>(RetainedBlockBytes()); }
int64_t strata_allocator_live_bytes(void) { return static_cast<int64_t>(LiveAllocationBytes()); }

static_assert(STRATA_LOG_TRACE == static_cast<int>(LogLevel::kTrace) &&
                  STRATA_LOG_DEBUG == static_cast<int>(LogLevel::kDebug) &&
                  STRATA_LOG_INFO == static_cast<int>(LogLevel::kInfo) &&
                  STRATA_LOG_WARN == static_cast<int>(LogLevel::kWarn) &&
                  STRATA_LOG_ERROR == static_cast<int>(LogLevel::kError) &&
                  STRATA_LOG_CRITICAL == static_cast<int>(LogLevel::kCritical) &&
                  STRATA_LOG_OFF == static_cast<int>(LogLevel::kOff),
              "STRATA_LOG_* are LogLevel's values");

strata_status strata_set_log_callback(int32_t level, strata_log_callback callback,
                                      void* user_data) {
  return Guarded(__func__, [&]() -> Status {
    if (callback != nullptr && (level < STRATA_LOG_TRACE || level > STRATA_LOG_OFF)) {
      return {StatusCode::kArgumentOutOfRange,
              fmt::format("log level {} is outside [{}, {}]", level, STRATA_LOG_TRACE,
                          STRATA_LOG_OFF)};
    }
    if (callback == nullptr) {
      SetLogReceiver(LogLevel::kOff, {});
      return Status::Ok();
    }
    // The host's calls into Strata from the callback leave this thread's last error as the call
    // being logged made it.
    SetLogReceiver(static_cast<LogLevel>(level),
                   [callback, user_data](int32_t message_level, const char* message,
                                         const char* source) {
                     const Status kept = LastError();
                     callback(message_level, message, source, user_data);
                     SetLastError(kept);
                   });
    return Status::Ok();
  });
}

int64_t strata_live_tensor_count(void) { return LiveHandleCount(); }

void strata_string_free(char* text) { std::free(text); }

}  // extern "C"
