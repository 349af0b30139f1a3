// Scalars from callers: one element at a const void*, either of a dtype the caller names (the
// typed functions) or read at the element size of the tensor it meets (the untyped functions,
// kept for ABI stability). Each entry point pair shares one body that takes a ScalarSource.
#pragma once

#include <cstddef>

#include "base/dtype.h"
#include "base/status.h"
#include "strata/strata.h"

namespace strata::capi {

// One element of a target dtype: the caller's own bytes when no conversion was needed, else a
// converted copy. Holds no pointer into itself, so it moves freely.
class ScalarArgument {
 public:
  // One element of the target dtype; valid while this object and the caller's value live.
  const void* data() const { return callers_ != nullptr ? callers_ : converted_; }

 private:
  friend class ScalarSource;
  const void* callers_ = nullptr;
  alignas(16) std::byte converted_[16] = {};
};

// A caller's scalar argument, resolved once the dtype it must take is known.
class ScalarSource {
 public:
  // An element of value_dtype at value (a typed function's argument).
  static ScalarSource Typed(strata_dtype value_dtype, const void* value, const char* parameter) {
    return {true, value_dtype, value, parameter};
  }
  // An element at value of whatever dtype it meets (an untyped function's argument).
  static ScalarSource Untyped(const void* value, const char* parameter) {
    return {false, 0, value, parameter};
  }

  // The value as one element of target: typed values are converted by ConvertFitting's rules
  // (indexing/element_cast.h), untyped ones are read at target's size. Writes nothing anywhere on
  // failure. Errors, naming the parameter: value NULL → kNullPointer; a typed value's dtype
  // unknown → kInvalidArgument; those of ConvertFitting.
  Result<ScalarArgument> As(DType target) const;

 private:
  ScalarSource(bool typed, strata_dtype dtype, const void* value, const char* parameter)
      : typed_(typed), dtype_(dtype), value_(value), parameter_(parameter) {}

  bool typed_;
  strata_dtype dtype_;
  const void* value_;
  const char* parameter_;
};

}  // namespace strata::capi
