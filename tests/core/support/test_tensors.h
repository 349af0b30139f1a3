// Small builders shared by the core suites: tensors with known contents over owned or caller
// memory, and their logical contents read back through the public element accessors.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "layout/element_access.h"
#include "layout/shape.h"
#include "layout/tensor.h"

namespace strata::testing {

inline Shape MakeShape(const std::vector<int64_t>& lengths, const std::vector<int64_t>& strides = {}) {
  auto shape = Shape::Create(lengths, strides);
  EXPECT_TRUE(shape.ok()) << shape.status().message();
  return shape.value();
}

// A dense int32 tensor holding 1, 2, 3, ... in row-major order.
inline Tensor Iota32(const std::vector<int64_t>& lengths) {
  auto t = Tensor::Allocate(DType::kInt32, MakeShape(lengths), true);
  EXPECT_TRUE(t.ok()) << t.status().message();
  auto* p = reinterpret_cast<int32_t*>(t->origin());
  for (int64_t i = 0; i < t->shape().flattened_length(); ++i) p[i] = static_cast<int32_t>(i + 1);
  return t.value();
}

// A view over caller int32 memory.
inline Tensor Wrap32(std::vector<int32_t>& data, const std::vector<int64_t>& lengths,
                     const std::vector<int64_t>& strides = {}, bool read_only = false) {
  auto t = Tensor::Wrap(DType::kInt32, data.data(), static_cast<int64_t>(data.size()),
                        MakeShape(lengths, strides), read_only, {});
  EXPECT_TRUE(t.ok()) << t.status().message();
  return t.value();
}

inline int32_t At32(const Tensor& t, const std::vector<int64_t>& indexes) {
  int32_t v = 0;
  const Status s = GetElement(t, std::span<const int64_t>(indexes), &v);
  EXPECT_TRUE(s.ok()) << s.message();
  return v;
}

inline std::vector<int64_t> ToVector(std::span<const int64_t> values) {
  return {values.begin(), values.end()};
}

}  // namespace strata::testing
