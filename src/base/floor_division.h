// Python's floor division and remainder (NumPy's floor_divide and remainder): the quotient is
// rounded toward negative infinity and the remainder takes the divisor's sign, so that
// a == FloorDivide(a, b) * b + Modulo(a, b). One definition serves the elementwise ops and the
// augmented index assignments `//=` and `%=`.
//
// Integers: the caller rejects a zero divisor first (a precondition here). The most negative
// value divided by −1 wraps to itself (two's complement, as NumPy), and its remainder is 0.
// Floating point follows NumPy's npy_divmod: the remainder comes from fmod and is moved to the
// divisor's sign; the quotient (a − remainder) / b is corrected by one where the remainder was
// moved and snapped to the nearest integer. A zero divisor gives a / b (±inf or NaN) and fmod's
// NaN; a zero result carries the sign NumPy gives it (the quotient a / b's, the divisor's).
// Infinite divisors: Modulo(−1, inf) = inf and Modulo(1, inf) = 1, as NumPy.
#pragma once

#include <cmath>
#include <cstdint>
#include <type_traits>

namespace strata {

template <class T>
T FloorDivide(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    if (b == 0) return a / b;
    const T mod = std::fmod(a, b);
    T div = (a - mod) / b;
    if (mod != 0 && ((b < 0) != (mod < 0))) div -= T{1};
    if (div == 0) return std::copysign(T{0}, a / b);
    const T floored = std::floor(div);
    return div - floored > T{0.5} ? floored + T{1} : floored;
  } else if constexpr (std::is_signed_v<T>) {
    // a / −1 is −a, computed on the unsigned image so that the most negative value wraps.
    if (b == -1) return static_cast<T>(uint64_t{0} - static_cast<uint64_t>(a));
    const T q = static_cast<T>(a / b);
    return (a % b != 0 && ((a < 0) != (b < 0))) ? static_cast<T>(q - 1) : q;
  } else {
    return static_cast<T>(a / b);
  }
}

template <class T>
T Modulo(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    T mod = std::fmod(a, b);
    if (b == 0) return mod;
    if (mod != 0 && ((b < 0) != (mod < 0))) mod += b;
    return mod == 0 ? std::copysign(T{0}, b) : mod;
  } else if constexpr (std::is_signed_v<T>) {
    if (b == -1) return T{0};  // avoids the trap of the most negative value % −1
    const T r = static_cast<T>(a % b);
    return (r != 0 && ((r < 0) != (b < 0))) ? static_cast<T>(r + b) : r;
  } else {
    return static_cast<T>(a % b);
  }
}

}  // namespace strata
