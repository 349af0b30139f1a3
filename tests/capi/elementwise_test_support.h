// Helpers for the elementwise C ABI tests: an owning handle and a dense tensor's contents.
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "strata/strata.h"

namespace strata_test {

// Releases its handle at scope exit.
struct Handle {
  strata_tensor* t = nullptr;
  ~Handle() { strata_tensor_release(t); }
};

// The flattened contents of a dense tensor.
template <class T> std::vector<T> Contents(strata_tensor* t) {
  int64_t n = 0;
  EXPECT_EQ(strata_tensor_flattened_length(t, &n), STRATA_OK);
  void* data = nullptr;
  EXPECT_EQ(strata_tensor_data(t, &data), STRATA_OK);
  std::vector<T> out(static_cast<size_t>(n));
  if (n > 0) std::memcpy(out.data(), data, out.size() * sizeof(T));
  return out;
}

}  // namespace strata_test
