// Scalars from callers: one element at a const void*, either of a dtype the caller names (the
// typed functions) or read at the element size of the tensor it meets (the untyped functions,
// kept for ABI stability). Each entry point pair shares one body that takes a ScalarSource.
#pragma once

#include <cstddef>

#include "base/dtype.h"
#include "base/status.h"
#include "strata/strata.h"

namespace strata::capi {

// A caller's scalar argument, resolved once the dtype it must take is known. Made by the entry
// point for the length of one call; a converted value lives in it.
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

  // The value as one element of target, valid while this source lives: the caller's own bytes
  // when they are of target (and always for an untyped value, read at target's size), else a
  // copy converted by ConvertFitting's rules (indexing/element_cast.h). Writes nothing anywhere
  // else on failure. Errors, naming the parameter: value NULL → kNullPointer; a typed value's
  // dtype unknown → kInvalidArgument; those of ConvertFitting.
  Result<const void*> As(DType target) const {
    if (value_ != nullptr && (!typed_ || dtype_ == static_cast<strata_dtype>(target))) [[likely]]
      return value_;
    return Converted(target);
  }

 private:
  ScalarSource(bool typed, strata_dtype dtype, const void* value, const char* parameter)
      : typed_(typed), dtype_(dtype), value_(value), parameter_(parameter) {}

  // As's other cases: NULL, an unknown dtype, a conversion.
  [[gnu::noinline]] Result<const void*> Converted(DType target) const;

  bool typed_;
  strata_dtype dtype_;
  const void* value_;
  const char* parameter_;
  alignas(16) mutable std::byte converted_[16];  // written by Converted only
};

}  // namespace strata::capi
