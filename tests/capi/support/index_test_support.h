// Helpers for the C ABI tests of views and indexing: owning handles, tensors from literals,
// reading elements back, and NumPy's printed form of an array (integers, and floating-point
// values that are whole numbers, which is all the shared cases need).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "strata/strata.h"

namespace strata_test {

struct TensorDeleter {
  void operator()(strata_tensor* t) const { strata_tensor_release(t); }
};
using TensorPtr = std::unique_ptr<strata_tensor, TensorDeleter>;

inline std::vector<int64_t> Lengths(const strata_tensor* t) {
  int32_t rank = 0;
  EXPECT_EQ(strata_tensor_rank(t, &rank), STRATA_OK);
  std::vector<int64_t> lengths(static_cast<size_t>(rank));
  EXPECT_EQ(strata_tensor_lengths(t, lengths.data(), rank), STRATA_OK);
  return lengths;
}

inline std::vector<int64_t> Strides(const strata_tensor* t) {
  int32_t rank = 0;
  EXPECT_EQ(strata_tensor_rank(t, &rank), STRATA_OK);
  std::vector<int64_t> strides(static_cast<size_t>(rank));
  EXPECT_EQ(strata_tensor_strides(t, strides.data(), rank), STRATA_OK);
  return strides;
}

// Element at `indexes` widened to double (every dtype the tests use).
inline double ElementAsDouble(const strata_tensor* t, const std::vector<int64_t>& indexes) {
  strata_dtype dtype = 0;
  EXPECT_EQ(strata_tensor_dtype(t, &dtype), STRATA_OK);
  unsigned char bytes[8] = {};
  EXPECT_EQ(strata_tensor_get(t, indexes.data(), static_cast<int32_t>(indexes.size()), bytes),
            STRATA_OK)
      << strata_last_error_message();
  auto load = [&](auto v) {
    std::memcpy(&v, bytes, sizeof(v));
    return static_cast<double>(v);
  };
  switch (dtype) {
    case STRATA_DTYPE_INT8: return load(int8_t{});
    case STRATA_DTYPE_INT16: return load(int16_t{});
    case STRATA_DTYPE_INT32: return load(int32_t{});
    case STRATA_DTYPE_INT64: return load(int64_t{});
    case STRATA_DTYPE_UINT8:
    case STRATA_DTYPE_BOOL: return load(uint8_t{});
    case STRATA_DTYPE_UINT16: return load(uint16_t{});
    case STRATA_DTYPE_UINT32: return load(uint32_t{});
    case STRATA_DTYPE_UINT64: return load(uint64_t{});
    case STRATA_DTYPE_FLOAT32: return load(float{});
    case STRATA_DTYPE_FLOAT64: return load(double{});
    default: ADD_FAILURE() << "unsupported dtype " << dtype; return 0;
  }
}

// All elements in row-major order.
inline std::vector<double> Values(const strata_tensor* t) {
  const auto lengths = Lengths(t);
  std::vector<double> out;
  for (int64_t l : lengths) {
    if (l == 0) return out;
  }
  std::vector<int64_t> index(lengths.size(), 0);
  while (true) {
    out.push_back(ElementAsDouble(t, index));
    size_t d = lengths.size();
    while (d > 0 && ++index[d - 1] == lengths[d - 1]) index[--d] = 0;
    if (d == 0) return out;
  }
}

// NumPy's str(array): right-aligned fields of equal width, "[...]" nesting, sub-arrays of rank
// k separated by k newlines, whole floats printed as "3.".
inline std::string NumPyText(const strata_tensor* t) {
  strata_dtype dtype = 0;
  EXPECT_EQ(strata_tensor_dtype(t, &dtype), STRATA_OK);
  const bool floating = dtype == STRATA_DTYPE_FLOAT32 || dtype == STRATA_DTYPE_FLOAT64;
  const auto lengths = Lengths(t);
  const auto values = Values(t);
  std::vector<std::string> fields;
  size_t width = 0;
  for (double v : values) {
    EXPECT_EQ(v, std::trunc(v)) << "the printer handles whole numbers only";
    std::string s = std::to_string(static_cast<long long>(v));
    if (floating) s = (v == 0 && std::signbit(v) ? "-0" : s) + ".";
    width = std::max(width, s.size());
    fields.push_back(s);
  }
  size_t next = 0;
  std::function<std::string(size_t)> block = [&](size_t depth) {
    std::string text = "[";
    const size_t below = lengths.size() - depth - 1;
    for (int64_t i = 0; i < lengths[depth]; ++i) {
      if (i > 0) text += below == 0 ? " " : std::string(below, '\n') + std::string(depth + 1, ' ');
      if (below == 0) {
        text += std::string(width - fields[next].size(), ' ') + fields[next];
        ++next;
      } else {
        text += block(depth + 1);
      }
    }
    return text + "]";
  };
  return block(0);
}

// "(2, 3)" / "(2,)" as Python prints a shape.
inline std::string PythonShape(const std::vector<int64_t>& lengths) {
  std::string text = "(";
  for (size_t d = 0; d < lengths.size(); ++d) {
    text += (d ? ", " : "") + std::to_string(lengths[d]);
  }
  return text + (lengths.size() == 1 ? ",)" : ")");
}

inline TensorPtr FromData(strata_dtype dtype, const void* data, std::vector<int64_t> lengths) {
  int64_t count = 1;
  for (int64_t l : lengths) count *= l;
  strata_tensor* t = nullptr;
  // Rank 0 needs a lengths pointer that is not NULL (NULL asks for a 1-D shape).
  static const int64_t kNoLengths[1] = {0};
  EXPECT_EQ(strata_tensor_create_from_data(dtype, data, count,
                                           lengths.empty() ? kNoLengths : lengths.data(),
                                           static_cast<int32_t>(lengths.size()), &t),
            STRATA_OK)
      << strata_last_error_message();
  return TensorPtr(t);
}

// A dense tensor of the given dtype holding values (converted with static_cast).
template <class T>
TensorPtr Make(strata_dtype dtype, const std::vector<T>& values, std::vector<int64_t> lengths) {
  return FromData(dtype, values.data(), std::move(lengths));
}

// 0, 1, 2, … reshaped (int64, like arange).
inline TensorPtr Arange(std::vector<int64_t> lengths) {
  int64_t count = 1;
  for (int64_t l : lengths) count *= l;
  std::vector<int64_t> values(static_cast<size_t>(count));
  for (int64_t i = 0; i < count; ++i) values[static_cast<size_t>(i)] = i;
  return Make(STRATA_DTYPE_INT64, values, std::move(lengths));
}

inline strata_index_item Int(int64_t v) { return {STRATA_INDEX_INTEGER, 0, v, 0, 0, nullptr}; }
inline strata_index_item NoneItem() { return {STRATA_INDEX_NONE, 0, 0, 0, 0, nullptr}; }
inline strata_index_item EllipsisItem() { return {STRATA_INDEX_ELLIPSIS, 0, 0, 0, 0, nullptr}; }
inline strata_index_item BoolItem(bool b) { return {STRATA_INDEX_BOOL, 0, b ? 1 : 0, 0, 0, nullptr}; }
inline strata_index_item TensorItem(const strata_tensor* t) {
  return {STRATA_INDEX_TENSOR, 0, 0, 0, 0, t};
}
// A slice; std::nullopt-like omission through the has_* flags.
inline strata_index_item SliceItem(bool has_start, int64_t start, bool has_stop, int64_t stop,
                                   bool has_step = false, int64_t step = 0) {
  return {STRATA_INDEX_SLICE,
          (has_start ? STRATA_SLICE_HAS_START : 0) | (has_stop ? STRATA_SLICE_HAS_STOP : 0) |
              (has_step ? STRATA_SLICE_HAS_STEP : 0),
          has_start ? start : 0, has_stop ? stop : 0, has_step ? step : 0, nullptr};
}

inline TensorPtr Index(const strata_tensor* t, const std::vector<strata_index_item>& items) {
  strata_tensor* out = nullptr;
  EXPECT_EQ(strata_tensor_index(t, items.data(), static_cast<int32_t>(items.size()), &out),
            STRATA_OK)
      << strata_last_error_message();
  return TensorPtr(out);
}

}  // namespace strata_test
