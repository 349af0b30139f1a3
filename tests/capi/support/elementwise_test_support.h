// Helpers for the C ABI tests: an owning handle, tensors made from data, a tensor's contents, and
// a fixture for tests that change the engine's thread count.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "strata/strata.h"
#include "strata/strata_copy.h"

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

// The logical elements of any tensor in row-major order (T of the dtype's size).
template <class T> std::vector<T> Values(const strata_tensor* t) {
  int64_t n = 0;
  EXPECT_EQ(strata_tensor_flattened_length(t, &n), STRATA_OK);
  std::vector<T> out(static_cast<size_t>(n));
  EXPECT_EQ(strata_tensor_flatten_to(t, out.data(), n), STRATA_OK) << strata_last_error_message();
  return out;
}

// The bytes of any tensor's logical elements in row-major order.
inline std::vector<unsigned char> LogicalBytes(const strata_tensor* t) {
  int64_t n = 0;
  strata_dtype dtype{};
  size_t size = 0;
  EXPECT_EQ(strata_tensor_flattened_length(t, &n), STRATA_OK);
  EXPECT_EQ(strata_tensor_dtype(t, &dtype), STRATA_OK);
  EXPECT_EQ(strata_dtype_size(dtype, &size), STRATA_OK);
  std::vector<unsigned char> out(static_cast<size_t>(n) * size);
  EXPECT_EQ(strata_tensor_flatten_to(t, out.data(), n), STRATA_OK);
  return out;
}

// A new tensor of the given lengths holding a copy of data (which has their product elements).
template <class T>
strata_tensor* FromData(strata_dtype dtype, const std::vector<T>& data,
                        std::vector<int64_t> lengths) {
  strata_tensor* t = nullptr;
  EXPECT_EQ(
      strata_tensor_create_from_data(dtype, data.data(), static_cast<int64_t>(data.size()),
                                     lengths.data(), static_cast<int32_t>(lengths.size()), &t),
      STRATA_OK);
  return t;
}

// The thread counts such tests try, oversubscribing this machine's cores.
inline constexpr int32_t kThreadCounts[] = {1, 2, 3, 4, 8, STRATA_MAX_COPY_THREADS};

// Restores the engine's thread count after each test.
class ThreadCountTest : public testing::Test {
 protected:
  void TearDown() override { ASSERT_EQ(strata_set_copy_threads(saved_), STRATA_OK); }
  int32_t saved_ = strata_copy_threads();
};

}  // namespace strata_test
