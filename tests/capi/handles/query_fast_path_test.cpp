// Layout queries answer a live handle without touching the error state, and refuse NULL,
// released and foreign handles, NULL outputs and short buffers with the same statuses and
// messages as every other call, leaving the outputs unchanged.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "strata/strata.h"
#include "strata/strata_views.h"

namespace {

// A 3 × 2 transposed view of a dense 2 × 3 Int16 tensor: lengths [3, 2], strides [1, 3].
struct Transposed {
  Transposed() {
    const int64_t lengths[] = {2, 3};
    EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT16, lengths, 2, nullptr, 0, &base), STRATA_OK);
    EXPECT_EQ(strata_tensor_permute(base, nullptr, 0, &view), STRATA_OK);
  }
  ~Transposed() {
    strata_tensor_release(view);
    strata_tensor_release(base);
  }
  strata_tensor* base = nullptr;
  strata_tensor* view = nullptr;
};

// Each query with an int64 or int32 output, and the value it must give for Transposed::view.
struct ScalarQuery {
  const char* name;
  std::function<strata_status(const strata_tensor*, int64_t*)> call;
  int64_t expected;
};

template <class Out, class Fn>
std::function<strata_status(const strata_tensor*, int64_t*)> Widened(Fn fn) {
  return [fn](const strata_tensor* t, int64_t* out) {
    if (out == nullptr) return fn(t, static_cast<Out*>(nullptr));
    Out value = static_cast<Out>(*out);
    const strata_status status = fn(t, &value);
    *out = static_cast<int64_t>(value);
    return status;
  };
}

std::vector<ScalarQuery> Queries() {
  return {
      {"dtype", Widened<strata_dtype>(strata_tensor_dtype), STRATA_DTYPE_INT16},
      {"rank", Widened<int32_t>(strata_tensor_rank), 2},
      {"flattened_length", Widened<int64_t>(strata_tensor_flattened_length), 6},
      {"required_storage", Widened<int64_t>(strata_tensor_required_storage), 6},
      {"is_empty", Widened<int32_t>(strata_tensor_is_empty), 0},
      {"is_dense", Widened<int32_t>(strata_tensor_is_dense), 0},
      // Stride 3 on the innermost dimension: no dimension is contiguous.
      {"has_any_dense_dimensions", Widened<int32_t>(strata_tensor_has_any_dense_dimensions), 0},
      {"is_read_only", Widened<int32_t>(strata_tensor_is_read_only), 0},
  };
}

TEST(QueryFastPath, LiveHandlesGiveTheLayoutAndLeaveTheLastErrorAlone) {
  Transposed t;
  // A failure first: successful queries must not overwrite or clear it.
  ASSERT_EQ(strata_tensor_rank(nullptr, nullptr), STRATA_ERROR_NULL_POINTER);
  const std::string failure = strata_last_error_message();
  for (const ScalarQuery& q : Queries()) {
    int64_t value = -99;
    EXPECT_EQ(q.call(t.view, &value), STRATA_OK) << q.name;
    EXPECT_EQ(value, q.expected) << q.name;
    EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_NULL_POINTER) << q.name;
    EXPECT_EQ(strata_last_error_message(), failure) << q.name;
  }
  int64_t lengths[3] = {-1, -1, -1}, strides[2] = {-1, -1};
  EXPECT_EQ(strata_tensor_lengths(t.view, lengths, 3), STRATA_OK);
  EXPECT_EQ(strata_tensor_strides(t.view, strides, 2), STRATA_OK);
  EXPECT_EQ(std::vector<int64_t>(lengths, lengths + 3), (std::vector<int64_t>{3, 2, -1}));
  EXPECT_EQ(std::vector<int64_t>(strides, strides + 2), (std::vector<int64_t>{1, 3}));
  void* data = nullptr;
  void* base_data = nullptr;
  EXPECT_EQ(strata_tensor_data(t.view, &data), STRATA_OK);
  EXPECT_EQ(strata_tensor_data(t.base, &base_data), STRATA_OK);
  EXPECT_EQ(data, base_data);
  EXPECT_NE(data, nullptr);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_NULL_POINTER);
}

TEST(QueryFastPath, BadHandlesAndOutputsAreRefusedWithNothingWritten) {
  Transposed t;
  strata_tensor* released = nullptr;
  const int64_t one = 1;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, &one, 1, nullptr, 0, &released), STRATA_OK);
  strata_tensor_release(released);
  int64_t foreign_storage[4] = {};
  auto* foreign = reinterpret_cast<const strata_tensor*>(foreign_storage);
  for (const ScalarQuery& q : Queries()) {
    int64_t value = -99;
    EXPECT_EQ(q.call(nullptr, &value), STRATA_ERROR_NULL_POINTER) << q.name;
    EXPECT_NE(std::string(strata_last_error_message()).find("tensor handle 'tensor' is NULL"),
              std::string::npos)
        << strata_last_error_message();
    for (const strata_tensor* stale : {static_cast<const strata_tensor*>(released), foreign}) {
      EXPECT_EQ(q.call(stale, &value), STRATA_ERROR_INVALID_HANDLE) << q.name;
      EXPECT_NE(std::string(strata_last_error_message()).find("is not a live Strata tensor"),
                std::string::npos)
          << strata_last_error_message();
    }
    EXPECT_EQ(value, -99) << q.name;
    EXPECT_EQ(q.call(t.view, nullptr), STRATA_ERROR_NULL_POINTER) << q.name;
    EXPECT_NE(std::string(strata_last_error_message()).find("'out' is NULL"), std::string::npos)
        << strata_last_error_message();
  }
  int64_t buffer[2] = {-7, -7};
  for (const auto list : {strata_tensor_lengths, strata_tensor_strides}) {
    EXPECT_EQ(list(t.view, buffer, 1), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    EXPECT_NE(std::string(strata_last_error_message()).find("capacity 1 is less than the rank 2"),
              std::string::npos)
        << strata_last_error_message();
    EXPECT_EQ(list(t.view, nullptr, 2), STRATA_ERROR_NULL_POINTER);
    EXPECT_EQ(list(released, buffer, 2), STRATA_ERROR_INVALID_HANDLE);
    EXPECT_EQ(list(nullptr, buffer, 2), STRATA_ERROR_NULL_POINTER);
    EXPECT_EQ(list(t.view, buffer, INT32_MIN), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    EXPECT_EQ(buffer[0], -7);
    EXPECT_EQ(buffer[1], -7);
  }
}

}  // namespace
