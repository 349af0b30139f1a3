// Shared by the strata.hpp suites: reads results through the C ABI directly, so expected values
// are never checked against the wrapper's own output.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "strata/strata.hpp"

namespace hpp_test {

// The logical elements in row-major order (T of the dtype's size; uint8_t for bool tensors).
template <class T>
std::vector<T> Values(const strata::Tensor& t) {
  int64_t n = 0;
  EXPECT_EQ(strata_tensor_flattened_length(t.get(), &n), STRATA_OK);
  std::vector<T> out(static_cast<size_t>(n));
  EXPECT_EQ(strata_tensor_flatten_to(t.get(), out.data(), n), STRATA_OK);
  return out;
}

// Lengths or strides, read with strata_tensor_lengths or strata_tensor_strides.
inline std::vector<int64_t> ReadList(const strata::Tensor& t,
                                     strata_status (*read)(const strata_tensor*, int64_t*, int32_t)) {
  int32_t rank = 0;
  EXPECT_EQ(strata_tensor_rank(t.get(), &rank), STRATA_OK);
  std::vector<int64_t> out(static_cast<size_t>(rank));
  EXPECT_EQ(read(t.get(), out.data(), rank), STRATA_OK);
  return out;
}
inline std::vector<int64_t> Lengths(const strata::Tensor& t) {
  return ReadList(t, &strata_tensor_lengths);
}
inline std::vector<int64_t> Strides(const strata::Tensor& t) {
  return ReadList(t, &strata_tensor_strides);
}

inline strata_dtype DType(const strata::Tensor& t) {
  strata_dtype d = 0;
  EXPECT_EQ(strata_tensor_dtype(t.get(), &d), STRATA_OK);
  return d;
}

// The status a call throws with (STRATA_OK when it does not throw).
template <class Call>
strata_status StatusOf(Call call) {
  try {
    call();
  } catch (const strata::Error& e) {
    return e.status();
  }
  return STRATA_OK;
}

using I = std::vector<int32_t>;
using L = std::vector<int64_t>;

// [[0, 1, 2], [3, 4, 5]] of int32.
inline strata::Tensor Matrix() { return strata::FromData<int32_t>({0, 1, 2, 3, 4, 5}, {2, 3}); }

}  // namespace hpp_test
