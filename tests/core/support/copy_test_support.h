// Builders and naive references for the copy, overlap, resize and reverse suites: views at an
// element offset inside one caller buffer (so layouts can overlap on purpose), and logical
// contents read with a plain odometer over indexes — independent of the loop nest under test.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#include "base/dtype.h"
#include "layout/shape.h"
#include "base/status.h"
#include "layout/tensor.h"

namespace strata::copytest {

using Lengths = std::vector<int64_t>;

template <class T>
constexpr DType DTypeOf() {
  if constexpr (std::is_same_v<T, int8_t>) return DType::kInt8;
  if constexpr (std::is_same_v<T, uint8_t>) return DType::kUInt8;
  if constexpr (std::is_same_v<T, int16_t>) return DType::kInt16;
  if constexpr (std::is_same_v<T, int32_t>) return DType::kInt32;
  if constexpr (std::is_same_v<T, float>) return DType::kFloat32;
  if constexpr (std::is_same_v<T, int64_t>) return DType::kInt64;
  if constexpr (std::is_same_v<T, double>) return DType::kFloat64;
  if constexpr (std::is_same_v<T, Complex64>) return DType::kComplex64;
  if constexpr (std::is_same_v<T, Complex128>) return DType::kComplex128;
  return DType::kUInt64;
}

// A view of buffer[offset ...] with validated lengths/strides (empty strides: row-major).
template <class T>
Tensor ViewOf(std::vector<T>& buffer, int64_t offset, const Lengths& lengths,
              const Lengths& strides = {}, bool read_only = false) {
  auto shape = Shape::Create(lengths, strides);
  EXPECT_TRUE(shape.ok()) << shape.status().message();
  auto t = Tensor::Wrap(DTypeOf<T>(), buffer.data() + offset,
                        static_cast<int64_t>(buffer.size()) - offset, shape.value(), read_only, {});
  EXPECT_TRUE(t.ok()) << t.status().message();
  return t.value();
}

// A view whose strides skip layout validation (as derived views may), e.g. aliasing strides.
template <class T>
Tensor DerivedViewOf(std::vector<T>& buffer, int64_t offset, const Lengths& lengths,
                     const Lengths& strides) {
  auto base = ViewOf(buffer, 0, {static_cast<int64_t>(buffer.size())});
  auto shape = Shape::ForView(lengths, strides);
  EXPECT_TRUE(shape.ok()) << shape.status().message();
  return base.View(base.origin() + offset * static_cast<int64_t>(sizeof(T)), shape.value());
}

// Element offsets (relative to the origin) of every logical position, in row-major order.
inline std::vector<int64_t> LogicalOffsets(const Shape& shape) {
  std::vector<int64_t> out;
  if (shape.is_empty()) return out;
  Lengths index(static_cast<size_t>(shape.rank()), 0);
  while (true) {
    int64_t offset = 0;
    for (int32_t d = 0; d < shape.rank(); ++d) offset += index[d] * shape.stride(d);
    out.push_back(offset);
    int32_t d = shape.rank();
    while (d-- > 0) {
      if (++index[d] < shape.length(d)) break;
      index[d] = 0;
    }
    if (d < 0) return out;
  }
}

template <class T>
std::vector<T> Logical(const Tensor& t) {
  std::vector<T> out;
  for (int64_t offset : LogicalOffsets(t.shape())) {
    T v;
    std::memcpy(&v, t.origin() + offset * t.element_size(), sizeof(T));
    out.push_back(v);
  }
  return out;
}

template <class T>
std::vector<T> Iota(size_t n, T first = T{1}) {
  std::vector<T> out(n);
  for (size_t i = 0; i < n; ++i) out[i] = static_cast<T>(first + static_cast<T>(i));
  return out;
}

inline Tensor Dense32(const std::vector<int32_t>& values, const Lengths& lengths) {
  auto shape = Shape::Create(lengths);
  EXPECT_TRUE(shape.ok());
  auto t = Tensor::Allocate(DType::kInt32, shape.value(), true);
  EXPECT_TRUE(t.ok());
  if (!values.empty()) std::memcpy(t->origin(), values.data(), values.size() * sizeof(int32_t));
  return t.value();
}

inline Lengths ToVec(std::span<const int64_t> v) { return {v.begin(), v.end()}; }

inline StatusCode CodeOf(const Status& s) { return s.code(); }
template <class T>
StatusCode CodeOf(const Result<T>& r) {
  return r.ok() ? StatusCode::kOk : r.status().code();
}

}  // namespace strata::copytest
