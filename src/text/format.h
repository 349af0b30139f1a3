// Text form of a tensor (spec §2.19 and §6): a header line "Tensor<Int32>[2, 2]" and, when
// maximum lengths are given, the nested body with ".." where a dimension is truncated.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "layout/tensor.h"

namespace strata {

// The longest text ToString makes: the longest string .NET can hold (0x3FFFFFDF characters).
inline constexpr int64_t kMaxTextLength = 0x3FFFFFDF;

// maximum_lengths: empty → header only; otherwise one nonnegative entry per dimension giving how
// many positions of that dimension to print. Errors: count ≠ rank or a negative entry →
// kArgumentOutOfRange; a body that would be longer than kMaxTextLength (decided before any of it
// is made) → kOutOfMemory.
Result<std::string> ToString(const Tensor& t, std::span<const int64_t> maximum_lengths);

// One element in .NET's invariant culture style: integers in decimal, True/False, and
// floating-point values in shortest round-trip form ("1.5", "1E+17", "NaN", "-Infinity"); an
// opaque element as "0x" and its bytes in memory order, two hexadecimal digits each.
std::string FormatElement(DType dtype, const std::byte* element);

}  // namespace strata
