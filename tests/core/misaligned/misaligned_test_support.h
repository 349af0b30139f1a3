// Helpers for the tests of kernels and core routines on misaligned operands: element types and
// their dtypes, deterministic values, byte-wise loads and stores (the tests' own accesses must
// be valid at any address too), and the plain definitions of the vectorised operations.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "base/dtype.h"
#include "base/op_codes.h"

namespace strata::testing {

template <class T> constexpr DType kDTypeOf = DType::kInt16;
template <> inline constexpr DType kDTypeOf<int32_t> = DType::kInt32;
template <> inline constexpr DType kDTypeOf<int64_t> = DType::kInt64;
template <> inline constexpr DType kDTypeOf<float> = DType::kFloat32;
template <> inline constexpr DType kDTypeOf<double> = DType::kFloat64;

// Calls check(T{}, offset) for int16, int32, float32, int64 and float64 and each byte offset
// 1..sizeof(T)−1.
template <class Check>
void ForEachTypeAndMisalignment(Check&& check) {
  const auto each_offset = [&](auto t) {
    for (int64_t offset = 1; offset < static_cast<int64_t>(sizeof(t)); ++offset) {
      SCOPED_TRACE(::testing::Message()
                   << DTypeName(kDTypeOf<decltype(t)>) << " at offset " << offset);
      check(t, offset);
    }
  };
  each_offset(int16_t{});
  each_offset(int32_t{});
  each_offset(float{});
  each_offset(int64_t{});
  each_offset(double{});
}

// Element i of operand `seed`: odd numbers in [−41, 39], quarters of them for floating point,
// so the sums, products and quotients the tests form are exact, never overflow 32 bits and never
// divide by zero.
template <class T> T Value(int64_t i, int64_t seed) {
  const int64_t k = 2 * ((i * 37 + seed * 11) % 41) - 41;
  if constexpr (std::is_floating_point_v<T>) return static_cast<T>(k) / 4;
  else return static_cast<T>(k);
}

template <class T> T Load(const std::byte* p) {
  T v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

template <class T> void Store(std::byte* p, T v) { std::memcpy(p, &v, sizeof v); }

// The result of the ops the vector kernels implement, by their plain C++ definition.
template <class T> T Definition(ElementwiseOp op, T x, T y) {
  using O = ElementwiseOp;
  switch (op) {
    case O::kAdd: return static_cast<T>(x + y);
    case O::kSubtract: return static_cast<T>(x - y);
    case O::kMultiply: return static_cast<T>(x * y);
    case O::kDivide: return static_cast<T>(x / y);
    case O::kMin: return std::min(x, y);
    case O::kMax: return std::max(x, y);
    case O::kNegate: return static_cast<T>(-x);
    case O::kAbs: return x < 0 ? static_cast<T>(-x) : x;
    default: break;
  }
  if constexpr (std::is_floating_point_v<T>) {
    if (op == O::kSqrt) return std::sqrt(x);
    if (op == O::kFloor) return std::floor(x);
  } else {
    if (op == O::kBitwiseAnd) return static_cast<T>(x & y);
    if (op == O::kBitwiseOr) return static_cast<T>(x | y);
    if (op == O::kXor) return static_cast<T>(x ^ y);
  }
  ADD_FAILURE() << "the test defines no result for " << OpName(op);
  return x;
}

// Bitwise equality, except that any two NaNs are equal.
template <class T> bool SameValue(T got, T want) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(got) && std::isnan(want)) return true;
  }
  return std::memcmp(&got, &want, sizeof(T)) == 0;
}

}  // namespace strata::testing
