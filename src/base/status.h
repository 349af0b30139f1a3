// Status and Result: how every expected failure travels through the core.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "strata/strata_tables.h"

namespace strata {

// Failure classes: StatusCode::k<Name> for each row of STRATA_STATUS_TABLE, with the value of the
// public strata_status code of that row.
#define STRATA_STATUS_CODE(public_name, name, value, description) k##name = value,
enum class StatusCode : int32_t { STRATA_STATUS_TABLE(STRATA_STATUS_CODE) };
#undef STRATA_STATUS_CODE

// A code plus a message naming the values involved. Default-constructed = success.
class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(StatusCode code, std::string message) : code_(code), message_(std::move(message)) {}

  static Status Ok() { return {}; }
  bool ok() const { return code_ == StatusCode::kOk; }
  StatusCode code() const { return code_; }
  const std::string& message() const { return message_; }

 private:
  StatusCode code_ = StatusCode::kOk;
  std::string message_;
};

// Either a value or a failed Status.
template <class T>
class [[nodiscard]] Result {
 public:
  // By reference, so that a value reaches the Result in one move (a by-value parameter would add
  // a second: tensors and shapes pass through several Results on their way to a handle).
  Result(T&& value) : value_(std::move(value)) {}        // NOLINT: implicit by design
  Result(const T& value) : value_(value) {}              // NOLINT: implicit by design
  Result(Status status) : status_(std::move(status)) {}  // NOLINT: implicit by design

  bool ok() const { return value_.has_value(); }
  const Status& status() const { return status_; }
  T& value() & { return *value_; }
  const T& value() const& { return *value_; }
  T&& value() && { return std::move(*value_); }
  T& operator*() & { return *value_; }
  const T& operator*() const& { return *value_; }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }

 private:
  std::optional<T> value_;
  Status status_;
};

}  // namespace strata

// Propagates a failed Status (or the Status of a failed Result) to the caller.
#define STRATA_RETURN_IF_ERROR(expr)              \
  do {                                            \
    if (auto&& strata_status_ = (expr); !strata_status_.ok()) \
      return ::strata::internal::StatusOf(strata_status_);  \
  } while (false)

namespace strata::internal {
inline const Status& StatusOf(const Status& s) { return s; }
template <class T>
const Status& StatusOf(const Result<T>& r) { return r.status(); }
}  // namespace strata::internal
