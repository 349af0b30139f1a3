// Overflow-checked int64 arithmetic for every size computation.
#pragma once

#include <cstdint>

namespace strata {

// Each returns false (and leaves *out unspecified) when the exact result does not fit int64.
inline bool CheckedAdd(int64_t a, int64_t b, int64_t* out) { return !__builtin_add_overflow(a, b, out); }
inline bool CheckedMul(int64_t a, int64_t b, int64_t* out) { return !__builtin_mul_overflow(a, b, out); }

}  // namespace strata
