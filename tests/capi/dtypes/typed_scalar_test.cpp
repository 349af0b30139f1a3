// The typed scalar functions (strata_*_typed): every one of them, with a scalar of every dtype.
// A value that fits the tensor's dtype is converted and used; one that does not is refused with
// its status, and then no operand changes by a single byte. The untyped forms still read the
// tensor's element size, which is what the typed forms exist to avoid.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "strata/strata.h"

namespace {

// One element of any table dtype, as raw bytes.
using Element = std::array<unsigned char, 16>;

template <class T>
Element Of(T value) {
  Element e{};
  std::memcpy(e.data(), &value, sizeof(T));
  return e;
}

struct Complex64Value {
  float real, imag;
};
struct Complex128Value {
  double real, imag;
};

// The value 1 in dtype (IEEE encodings of 1.0 for float16 and bfloat16).
Element One(strata_dtype dtype) {
  switch (dtype) {
    case STRATA_DTYPE_INT8: return Of(int8_t{1});
    case STRATA_DTYPE_INT16: return Of(int16_t{1});
    case STRATA_DTYPE_INT32: return Of(int32_t{1});
    case STRATA_DTYPE_INT64: return Of(int64_t{1});
    case STRATA_DTYPE_UINT8: return Of(uint8_t{1});
    case STRATA_DTYPE_UINT16: return Of(uint16_t{1});
    case STRATA_DTYPE_UINT32: return Of(uint32_t{1});
    case STRATA_DTYPE_UINT64: return Of(uint64_t{1});
    case STRATA_DTYPE_FLOAT16: return Of(uint16_t{0x3c00});
    case STRATA_DTYPE_FLOAT32: return Of(1.0f);
    case STRATA_DTYPE_FLOAT64: return Of(1.0);
    case STRATA_DTYPE_BFLOAT16: return Of(uint16_t{0x3f80});
    case STRATA_DTYPE_BOOL: return Of(uint8_t{1});
    case STRATA_DTYPE_COMPLEX64: return Of(Complex64Value{1.0f, 0.0f});
    case STRATA_DTYPE_COMPLEX128: return Of(Complex128Value{1.0, 0.0});
    default: break;
  }
  ADD_FAILURE() << "no 1 for dtype " << dtype;
  return {};
}

// A value of dtype that int8 cannot hold, with the status that says so; OK when every value of
// dtype fits int8 (int8 itself, bool).
std::pair<Element, strata_status> NotAnInt8(strata_dtype dtype) {
  switch (dtype) {
    case STRATA_DTYPE_INT16: return {Of(int16_t{200}), STRATA_ERROR_OVERFLOW};
    case STRATA_DTYPE_INT32: return {Of(int32_t{-200}), STRATA_ERROR_OVERFLOW};
    case STRATA_DTYPE_INT64: return {Of(int64_t{1} << 40), STRATA_ERROR_OVERFLOW};
    case STRATA_DTYPE_UINT8: return {Of(uint8_t{128}), STRATA_ERROR_OVERFLOW};
    case STRATA_DTYPE_UINT16: return {Of(uint16_t{300}), STRATA_ERROR_OVERFLOW};
    case STRATA_DTYPE_UINT32: return {Of(uint32_t{4000000000u}), STRATA_ERROR_OVERFLOW};
    case STRATA_DTYPE_UINT64: return {Of(UINT64_MAX), STRATA_ERROR_OVERFLOW};
    case STRATA_DTYPE_FLOAT16: return {Of(uint16_t{0x3800}), STRATA_ERROR_INVALID_ARGUMENT};  // 0.5
    case STRATA_DTYPE_FLOAT32: return {Of(0.5f), STRATA_ERROR_INVALID_ARGUMENT};
    case STRATA_DTYPE_FLOAT64: return {Of(1e10), STRATA_ERROR_OVERFLOW};
    case STRATA_DTYPE_BFLOAT16: return {Of(uint16_t{0x7fc0}), STRATA_ERROR_OVERFLOW};  // NaN
    case STRATA_DTYPE_COMPLEX64: return {Of(Complex64Value{1.0f, 0.0f}), STRATA_ERROR_DTYPE_MISMATCH};
    case STRATA_DTYPE_COMPLEX128: return {Of(Complex128Value{1.0, 0.0}), STRATA_ERROR_DTYPE_MISMATCH};
    default: return {One(dtype), STRATA_OK};
  }
}

strata_tensor* Vector(strata_dtype dtype, const std::vector<double>& values) {
  strata_tensor* doubles = nullptr;
  EXPECT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_FLOAT64, values.data(),
                                           static_cast<int64_t>(values.size()), nullptr, 0,
                                           &doubles),
            STRATA_OK);
  strata_tensor* out = nullptr;
  EXPECT_EQ(strata_convert(doubles, dtype, STRATA_CONVERT_CHECKED, &out), STRATA_OK);
  strata_tensor_release(doubles);
  return out;
}

strata_tensor* BoolVector(const std::vector<uint8_t>& values) {
  strata_tensor* out = nullptr;
  EXPECT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_BOOL, values.data(),
                                           static_cast<int64_t>(values.size()), nullptr, 0, &out),
            STRATA_OK);
  return out;
}

// The elements of a real tensor as doubles.
std::vector<double> Values(const strata_tensor* t) {
  strata_tensor* doubles = nullptr;
  EXPECT_EQ(strata_convert(t, STRATA_DTYPE_FLOAT64, STRATA_CONVERT_CHECKED, &doubles), STRATA_OK);
  std::vector<double> out(3);
  EXPECT_EQ(strata_tensor_flatten_to(doubles, out.data(), 3), STRATA_OK);
  strata_tensor_release(doubles);
  return out;
}

std::vector<unsigned char> Bytes(const strata_tensor* t) {
  size_t size = 0;
  strata_dtype dtype = 0;
  EXPECT_EQ(strata_tensor_dtype(t, &dtype), STRATA_OK);
  EXPECT_EQ(strata_dtype_size(dtype, &size), STRATA_OK);
  std::vector<unsigned char> out(3 * size);
  EXPECT_EQ(strata_tensor_flatten_to(t, out.data(), 3), STRATA_OK);
  return out;
}

// The operands of one call: x = [10, 20, 30], a destination of zeros, a filter [1, 0, 1], all of
// the target dtype (the filter is bool), and the new tensor a call may return.
struct Operands {
  explicit Operands(strata_dtype target)
      : x(Vector(target, {10, 20, 30})),
        destination(Vector(target, {0, 0, 0})),
        filter(BoolVector({1, 0, 1})) {}
  ~Operands() {
    strata_tensor_release(x);
    strata_tensor_release(destination);
    strata_tensor_release(filter);
    strata_tensor_release(out);
  }
  Operands(const Operands&) = delete;
  Operands& operator=(const Operands&) = delete;

  strata_tensor* x;
  strata_tensor* destination;
  strata_tensor* filter;
  strata_tensor* out = nullptr;
};

// A typed function, the tensor it writes, and what it holds after the call with the value 1.
struct TypedFunction {
  std::string name;
  std::function<strata_status(Operands&, strata_dtype, const void*)> call;
  std::function<const strata_tensor*(const Operands&)> result;
  std::vector<double> expected_with_one;
};

std::vector<TypedFunction> TypedFunctions() {
  const auto x = [](const Operands& o) -> const strata_tensor* { return o.x; };
  const auto out = [](const Operands& o) -> const strata_tensor* { return o.out; };
  const auto destination = [](const Operands& o) -> const strata_tensor* {
    return o.destination;
  };
  const int64_t first = 0;
  const strata_nindex last = {1, 1, 0};
  return {
      {"strata_tensor_fill_typed",
       [](Operands& o, strata_dtype d, const void* v) { return strata_tensor_fill_typed(o.x, d, v); },
       x, {1, 1, 1}},
      {"strata_tensor_set_typed",
       [first](Operands& o, strata_dtype d, const void* v) {
         return strata_tensor_set_typed(o.x, &first, 1, d, v);
       },
       x, {1, 20, 30}},
      {"strata_tensor_set_nindex_typed",
       [last](Operands& o, strata_dtype d, const void* v) {
         return strata_tensor_set_nindex_typed(o.x, &last, 1, d, v);
       },
       x, {10, 20, 1}},
      {"strata_tensor_filtered_update_value_typed",
       [](Operands& o, strata_dtype d, const void* v) {
         return strata_tensor_filtered_update_value_typed(o.x, o.filter, d, v);
       },
       x, {1, 20, 1}},
      {"strata_binary_scalar_typed",
       [](Operands& o, strata_dtype d, const void* v) {
         return strata_binary_scalar_typed(STRATA_OP_ADD, o.x, d, v, 0, &o.out);
       },
       out, {11, 21, 31}},
      {"strata_binary_scalar_into_typed",
       [](Operands& o, strata_dtype d, const void* v) {
         return strata_binary_scalar_into_typed(STRATA_OP_SUBTRACT, o.x, d, v, 0, o.destination);
       },
       destination, {9, 19, 29}},
      {"strata_clamp_typed",
       [](Operands& o, strata_dtype d, const void* v) {
         return strata_clamp_typed(o.x, d, v, v, &o.out);
       },
       out, {1, 1, 1}},
      {"strata_clamp_into_typed",
       [](Operands& o, strata_dtype d, const void* v) {
         return strata_clamp_into_typed(o.x, d, v, v, o.destination);
       },
       destination, {1, 1, 1}},
  };
}

const strata_dtype kSourceDTypes[] = {
    STRATA_DTYPE_INT8,    STRATA_DTYPE_INT16,   STRATA_DTYPE_INT32,    STRATA_DTYPE_INT64,
    STRATA_DTYPE_UINT8,   STRATA_DTYPE_UINT16,  STRATA_DTYPE_UINT32,   STRATA_DTYPE_UINT64,
    STRATA_DTYPE_FLOAT16, STRATA_DTYPE_FLOAT32, STRATA_DTYPE_FLOAT64,  STRATA_DTYPE_BFLOAT16,
    STRATA_DTYPE_BOOL,    STRATA_DTYPE_COMPLEX64, STRATA_DTYPE_COMPLEX128};

bool IsComplex(strata_dtype d) {
  return d == STRATA_DTYPE_COMPLEX64 || d == STRATA_DTYPE_COMPLEX128;
}

// Calls f and checks that it was refused with `expected` and left every operand as it was.
void ExpectRefused(const TypedFunction& f, strata_dtype target, strata_dtype source,
                   const Element& value, strata_status expected) {
  Operands o(target);
  const auto x = Bytes(o.x);
  const auto destination = Bytes(o.destination);
  EXPECT_EQ(f.call(o, source, value.data()), expected) << f.name << " with dtype " << source;
  EXPECT_EQ(Bytes(o.x), x) << f.name;
  EXPECT_EQ(Bytes(o.destination), destination) << f.name;
  EXPECT_EQ(o.out, nullptr) << f.name;
}

TEST(TypedScalars, EveryFunctionTakesAValueOfEveryRealDTypeThatFits) {
  for (const strata_dtype target : {STRATA_DTYPE_FLOAT64, STRATA_DTYPE_INT8}) {
    for (const TypedFunction& f : TypedFunctions()) {
      for (const strata_dtype source : kSourceDTypes) {
        if (IsComplex(source)) continue;
        Operands o(target);
        const Element one = One(source);
        ASSERT_EQ(f.call(o, source, one.data()), STRATA_OK)
            << f.name << " with dtype " << source << ": " << strata_last_error_message();
        EXPECT_EQ(Values(f.result(o)), f.expected_with_one) << f.name << " with dtype " << source;
      }
    }
  }
}

TEST(TypedScalars, ComplexValuesReachComplexTensorsAndNoRealOne) {
  for (const TypedFunction& f : TypedFunctions()) {
    for (const strata_dtype source : {STRATA_DTYPE_COMPLEX64, STRATA_DTYPE_COMPLEX128}) {
      ExpectRefused(f, STRATA_DTYPE_FLOAT64, source, One(source), STRATA_ERROR_DTYPE_MISMATCH);
    }
  }
  const Complex128Value value{2.0, -3.0};
  Operands o(STRATA_DTYPE_COMPLEX128);
  ASSERT_EQ(strata_tensor_fill_typed(o.x, STRATA_DTYPE_COMPLEX128, &value), STRATA_OK);
  const double one = 1.0;
  ASSERT_EQ(strata_binary_scalar_typed(STRATA_OP_ADD, o.x, STRATA_DTYPE_FLOAT64, &one, 0, &o.out),
            STRATA_OK);
  Complex128Value sum{};
  const int64_t at = 2;
  ASSERT_EQ(strata_tensor_get(o.out, &at, 1, &sum), STRATA_OK);
  EXPECT_EQ(sum.real, 3.0);
  EXPECT_EQ(sum.imag, -3.0);
}

TEST(TypedScalars, AValueThatDoesNotFitIsRefusedByEveryFunctionAndNothingChanges) {
  for (const TypedFunction& f : TypedFunctions()) {
    for (const strata_dtype source : kSourceDTypes) {
      const auto [value, status] = NotAnInt8(source);
      if (status == STRATA_OK) continue;
      ExpectRefused(f, STRATA_DTYPE_INT8, source, value, status);
      EXPECT_NE(std::string(strata_last_error_message()).find("SByte"), std::string::npos)
          << strata_last_error_message();
    }
  }
}

TEST(TypedScalars, UnknownDTypesAndNullValuesAreRefused) {
  const double one = 1.0;
  for (const TypedFunction& f : TypedFunctions()) {
    Element unknown{};
    std::memcpy(unknown.data(), &one, sizeof(one));
    ExpectRefused(f, STRATA_DTYPE_FLOAT64, 0x0208, unknown, STRATA_ERROR_INVALID_ARGUMENT);
    Operands o(STRATA_DTYPE_FLOAT64);
    EXPECT_EQ(f.call(o, STRATA_DTYPE_FLOAT64, nullptr), STRATA_ERROR_NULL_POINTER) << f.name;
  }
}

TEST(TypedScalars, RecordsGoOnlyIntoTensorsOfTheirOwnOpaqueDType) {
  const int64_t two = 2;
  strata_tensor* records = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_OPAQUE(3), &two, 1, nullptr, 0, &records), STRATA_OK);
  const unsigned char rgb[3] = {1, 2, 3};
  EXPECT_EQ(strata_tensor_fill_typed(records, STRATA_DTYPE_OPAQUE(3), rgb), STRATA_OK);
  unsigned char stored[6] = {};
  ASSERT_EQ(strata_tensor_flatten_to(records, stored, 2), STRATA_OK);
  EXPECT_EQ(std::vector<unsigned char>(stored, stored + 6),
            (std::vector<unsigned char>{1, 2, 3, 1, 2, 3}));
  const int32_t number = 1;
  EXPECT_EQ(strata_tensor_fill_typed(records, STRATA_DTYPE_INT32, &number),
            STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_tensor_fill_typed(records, STRATA_DTYPE_OPAQUE(4), &number),
            STRATA_ERROR_DTYPE_MISMATCH);
  strata_tensor_release(records);
}

TEST(TypedScalars, AFloatForAFloat64TensorIsConvertedWhereTheUntypedFormReadsEightBytes) {
  Operands o(STRATA_DTYPE_FLOAT64);
  const float one = 1.0f;
  ASSERT_EQ(strata_binary_scalar_typed(STRATA_OP_ADD, o.x, STRATA_DTYPE_FLOAT32, &one, 0, &o.out),
            STRATA_OK);
  EXPECT_EQ(Values(o.out), (std::vector<double>{11, 21, 31}));
  // The untyped form reads a double at the address of a double: the same call with the float's
  // bits widened by the caller gives the same result.
  const double widened = one;
  strata_tensor* untyped = nullptr;
  ASSERT_EQ(strata_binary_scalar(STRATA_OP_ADD, o.x, &widened, 0, &untyped), STRATA_OK);
  EXPECT_EQ(Values(untyped), (std::vector<double>{11, 21, 31}));
  strata_tensor_release(untyped);
}

}  // namespace
