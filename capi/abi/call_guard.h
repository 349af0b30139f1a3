// The wrapper every exported function runs its body in: converts core Status values and any
// escaping exception into a strata_status plus this thread's last-error message.
#pragma once

#include <cstdint>
#include <new>
#include <span>
#include <string_view>

#include "base/status.h"
#include "strata/strata.h"

namespace strata::capi {

// Records status as this thread's last error (and logs it) and returns its code.
strata_status Report(const char* function, const Status& status);

// Runs body() (returning Status) so that nothing throws across the C boundary.
template <class Body>
strata_status Guarded(const char* function, Body&& body) noexcept {
  try {
    const Status status = body();
    if (status.ok()) return STRATA_OK;
    return Report(function, status);
  } catch (const std::bad_alloc&) {
    return Report(function, {StatusCode::kOutOfMemory, "out of memory"});
  } catch (...) {
    return Report(function, {StatusCode::kInternal, "unexpected internal exception"});
  }
}

// The failure with "<context>: " before its message.
Status WithContext(std::string_view context, const Status& failure);

// The kNullPointer failure naming `parameter` (out of line: RequirePointer runs on every call).
[[gnu::cold]] Status NullPointerFailure(const char* parameter);

// Fails with kNullPointer naming `parameter` when p is NULL.
inline Status RequirePointer(const void* p, const char* parameter) {
  if (p != nullptr) [[likely]]
    return Status::Ok();
  return NullPointerFailure(parameter);
}

// The most handles a list argument (join inputs, parameter tuples) may hold. A handle list has
// no rank to be checked against, so this bound keeps an absurd count from being read as a list.
inline constexpr int32_t kMaxHandleListLength = 1 << 20;

// Checks (handles, count) of a handle list before any element is read. Errors: count outside
// [0, kMaxHandleListLength] → kArgumentOutOfRange; NULL with count > 0 → kNullPointer.
Status CheckHandleList(const void* handles, int32_t count, const char* parameter);

// ArrayArgument's failure, for a (pointer, count) that failed its check (out of line: the check
// runs on every call that takes a list).
[[gnu::cold]] Status ArrayArgumentFailure(int32_t count, const char* parameter);

// (pointer, count) as a span. Errors: count < 0 → kArgumentOutOfRange; NULL with count > 0 →
// kNullPointer.
template <class T>
Result<std::span<const T>> ArrayArgument(const T* p, int32_t count, const char* parameter) {
  if (count >= 0 && (p != nullptr || count == 0)) [[likely]]
    return std::span<const T>(p, static_cast<size_t>(count));
  return ArrayArgumentFailure(count, parameter);
}

}  // namespace strata::capi
