// Helpers for the core tests of views and indexing: int64 tensors from values, and reading a
// tensor back in row-major order.
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "indexing/indexing.h"
#include "layout/tensor.h"

namespace strata::test {

using Values = std::vector<int64_t>;

inline Tensor Int64Tensor(const Values& values, const Values& lengths, const Values& strides = {}) {
  auto shape = Shape::Create(lengths, strides);
  EXPECT_TRUE(shape.ok()) << shape.status().message();
  auto t = Tensor::Allocate(DType::kInt64, shape.value(), true);
  EXPECT_TRUE(t.ok());
  for (size_t i = 0; i < values.size() && i < static_cast<size_t>(shape->required_storage()); ++i) {
    std::memcpy(t->origin() + i * 8, &values[i], 8);
  }
  return t.value();
}

inline Tensor Arange(const Values& lengths) {
  int64_t n = 1;
  for (int64_t l : lengths) n *= l;
  Values v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) v[static_cast<size_t>(i)] = i;
  return Int64Tensor(v, lengths);
}

// Row-major elements of an int64 or float64 tensor as int64 / double.
template <class T = int64_t>
std::vector<T> Read(const Tensor& t) {
  std::vector<T> out;
  AccessPlan plan;
  for (int32_t d = 0; d < t.rank(); ++d) {
    plan.dimensions.push_back({t.shape().length(d), t.shape().stride(d), false});
  }
  WalkPlan(plan, [&](int64_t offset, int64_t) {
    out.push_back(LoadElement<T>(t.origin() + offset * t.element_size()));
  });
  return out;
}

inline Values LengthsOf(const Tensor& t) {
  return {t.shape().lengths().begin(), t.shape().lengths().end()};
}
inline Values StridesOf(const Tensor& t) {
  return {t.shape().strides().begin(), t.shape().strides().end()};
}

// Every byte of t's storage (to prove a failed call wrote nothing).
inline std::vector<std::byte> StorageBytes(const Tensor& t) {
  return {t.storage()->data(), t.storage()->data() + t.storage()->size()};
}

}  // namespace strata::test
