#include "call_guard.h"

#include <fmt/format.h>

#include "enum_conversions.h"
#include "error_state.h"
#include "layout/index.h"
#include "base/log.h"

namespace strata::capi {

strata_status Report(const char* function, const Status& status) {
  SetLastError(status);
  LogRejected(function, status);
  return ToPublic(status.code());
}

Status WithContext(std::string_view context, const Status& failure) {
  return {failure.code(), fmt::format("{}: {}", context, failure.message())};
}

Status NullPointerFailure(const char* parameter) {
  return {StatusCode::kNullPointer, fmt::format("'{}' is NULL", parameter)};
}

Status ArrayArgumentFailure(int32_t count, const char* parameter) {
  if (count < 0) {
    return {StatusCode::kArgumentOutOfRange,
            fmt::format("count {} for '{}' is negative", count, parameter)};
  }
  return {StatusCode::kNullPointer,
          fmt::format("'{}' is NULL but its count is {}", parameter, count)};
}

Status CheckHandleList(const void* handles, int32_t count, const char* parameter) {
  if (count < 0 || count > kMaxHandleListLength) {
    return {StatusCode::kArgumentOutOfRange, fmt::format("count {} for '{}' is outside [0, {}]",
                                                         count, parameter, kMaxHandleListLength)};
  }
  if (handles == nullptr && count > 0) {
    return {StatusCode::kNullPointer,
            fmt::format("'{}' is NULL but its count is {}", parameter, count)};
  }
  return Status::Ok();
}

}  // namespace strata::capi
