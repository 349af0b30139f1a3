// complex64 and complex128 through the C ABI: layout operations move both parts, the text form is
// System.Numerics.Complex's, and every operation without a complex definition is refused with
// nothing written (complex_math_test.cpp tests the operations that have one).
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "strata/strata.h"
#include "strata/strata_copy.h"
#include "strata/strata_elementwise.h"
#include "strata/strata_views.h"

namespace {

template <class Part>
constexpr strata_dtype kComplexDType =
    sizeof(Part) == 4 ? STRATA_DTYPE_COMPLEX64 : STRATA_DTYPE_COMPLEX128;

template <class C>
strata_tensor* FromValues(const std::vector<C>& values, std::vector<int64_t> lengths) {
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create_from_data(kComplexDType<typename C::value_type>, values.data(),
                                           static_cast<int64_t>(values.size()), lengths.data(),
                                           static_cast<int32_t>(lengths.size()), &t),
            STRATA_OK)
      << strata_last_error_message();
  return t;
}

template <class C>
C At(const strata_tensor* t, std::vector<int64_t> index) {
  C value{};
  EXPECT_EQ(strata_tensor_get(t, index.data(), static_cast<int32_t>(index.size()), &value),
            STRATA_OK);
  return value;
}

std::vector<unsigned char> Bytes(const strata_tensor* t) {
  int64_t storage = 0;
  size_t size = 0;
  strata_dtype dtype = STRATA_DTYPE_INT8;
  EXPECT_EQ(strata_tensor_required_storage(t, &storage), STRATA_OK);
  EXPECT_EQ(strata_tensor_dtype(t, &dtype), STRATA_OK);
  EXPECT_EQ(strata_dtype_size(dtype, &size), STRATA_OK);
  void* data = nullptr;
  EXPECT_EQ(strata_tensor_data(const_cast<strata_tensor*>(t), &data), STRATA_OK);
  const auto* p = static_cast<const unsigned char*>(data);
  return {p, p + storage * static_cast<int64_t>(size)};
}

std::string Text(const strata_tensor* t, std::vector<int64_t> maximum_lengths) {
  char* text = nullptr;
  EXPECT_EQ(strata_tensor_to_string(t, maximum_lengths.data(),
                                    static_cast<int32_t>(maximum_lengths.size()), &text),
            STRATA_OK);
  std::string out = text != nullptr ? text : "";
  strata_string_free(text);
  return out;
}

template <class Part>
class ComplexDType : public testing::Test {};
using Parts = testing::Types<float, double>;
TYPED_TEST_SUITE(ComplexDType, Parts);

TYPED_TEST(ComplexDType, SizeIsTwoParts) {
  size_t size = 0;
  ASSERT_EQ(strata_dtype_size(kComplexDType<TypeParam>, &size), STRATA_OK);
  EXPECT_EQ(size, 2 * sizeof(TypeParam));
}

TYPED_TEST(ComplexDType, LayoutOperationsMoveBothParts) {
  using C = std::complex<TypeParam>;
  std::vector<C> values;
  for (int k = 0; k < 6; ++k) values.emplace_back(TypeParam(k) + TypeParam(0.5), -TypeParam(k));
  strata_tensor* x = FromValues(values, {2, 3});

  // transpose (a view), then a dense copy of it.
  strata_tensor* xt = nullptr;
  ASSERT_EQ(strata_tensor_transpose(x, &xt), STRATA_OK);
  strata_tensor* dense = nullptr;
  ASSERT_EQ(strata_tensor_contiguous(xt, &dense), STRATA_OK);
  for (int64_t i = 0; i < 2; ++i) {
    for (int64_t j = 0; j < 3; ++j) {
      EXPECT_EQ(At<C>(dense, {j, i}), values[static_cast<size_t>(i * 3 + j)]);
    }
  }

  // reverse: the last element first.
  strata_tensor* reversed = nullptr;
  ASSERT_EQ(strata_tensor_reverse(x, &reversed), STRATA_OK);
  EXPECT_EQ(At<C>(reversed, {0, 0}), values[5]);
  EXPECT_EQ(At<C>(reversed, {1, 2}), values[0]);

  // resize: the first elements in logical order, then zeros.
  const int64_t eight = 8;
  strata_tensor* resized = nullptr;
  ASSERT_EQ(strata_tensor_resize(xt, &eight, 1, &resized), STRATA_OK);
  EXPECT_EQ(At<C>(resized, {1}), values[3]);
  EXPECT_EQ(At<C>(resized, {5}), values[5]);
  EXPECT_EQ(At<C>(resized, {6}), C(0, 0));
  EXPECT_EQ(At<C>(resized, {7}), C(0, 0));

  // fill through a transposed view writes every element whole.
  const C filler(TypeParam(1.25), TypeParam(-3));
  ASSERT_EQ(strata_tensor_fill(xt, &filler), STRATA_OK);
  for (int64_t k = 0; k < 6; ++k) EXPECT_EQ(At<C>(x, {k / 3, k % 3}), filler);

  // broadcast of one element to [2, 2].
  strata_tensor* one = FromValues(std::vector<C>{C(2, 7)}, {1});
  const int64_t lengths[] = {2, 2};
  strata_tensor* wide = nullptr;
  ASSERT_EQ(strata_tensor_broadcast_to(one, lengths, 2, &wide), STRATA_OK);
  strata_tensor* copy = nullptr;
  ASSERT_EQ(strata_tensor_contiguous(wide, &copy), STRATA_OK);
  EXPECT_EQ(At<C>(copy, {1, 1}), C(2, 7));

  for (strata_tensor* t : {x, xt, dense, reversed, resized, one, wide, copy}) {
    strata_tensor_release(t);
  }
}

TYPED_TEST(ComplexDType, EqualityComparesBothPartsWithNaNEqualToNaN) {
  using C = std::complex<TypeParam>;
  const TypeParam nan = std::numeric_limits<TypeParam>::quiet_NaN();
  strata_tensor* a = FromValues(std::vector<C>{C(1, nan), C(nan, 2)}, {2});
  strata_tensor* b = FromValues(std::vector<C>{C(1, nan), C(nan, 2)}, {2});
  strata_tensor* c = FromValues(std::vector<C>{C(1, nan), C(nan, 3)}, {2});
  int32_t equal = -1;
  ASSERT_EQ(strata_tensor_sequence_equal(a, b, &equal), STRATA_OK);
  EXPECT_EQ(equal, 1);
  ASSERT_EQ(strata_tensor_sequence_equal(a, c, &equal), STRATA_OK);
  EXPECT_EQ(equal, 0);
  for (strata_tensor* t : {a, b, c}) strata_tensor_release(t);
}

TYPED_TEST(ComplexDType, OperationsWithoutAComplexDefinitionAreRefusedAndWriteNothing) {
  using C = std::complex<TypeParam>;
  strata_tensor* x = FromValues(std::vector<C>{C(1, 2), C(3, 4)}, {2});
  strata_tensor* destination = FromValues(std::vector<C>{C(9, 9), C(8, 8)}, {2});
  const auto x_before = Bytes(x);
  const auto destination_before = Bytes(destination);
  strata_tensor* out = nullptr;
  EXPECT_EQ(strata_binary(STRATA_OP_MIN, x, x, &out), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_binary_into(STRATA_OP_MODULO, x, x, destination), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_unary(STRATA_OP_CEILING, x, 0, &out), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_unary_into(STRATA_OP_SIGMOID, x, 0, destination), STRATA_ERROR_DTYPE_MISMATCH);
  int32_t flag = 0;
  EXPECT_EQ(strata_compare_all(STRATA_OP_GREATER_THAN, x, x, &flag), STRATA_ERROR_DTYPE_MISMATCH);
  C value{};
  EXPECT_EQ(strata_reduce(STRATA_OP_REDUCE_MIN, x, nullptr, &value), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_convert(x, STRATA_DTYPE_FLOAT64, STRATA_CONVERT_CHECKED, &out),
            STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(out, nullptr);
  EXPECT_EQ(Bytes(x), x_before);
  EXPECT_EQ(Bytes(destination), destination_before);
  strata_tensor_release(x);
  strata_tensor_release(destination);
}

TYPED_TEST(ComplexDType, IndexAssignmentTakesRealAndComplexValuesButGivesNoComplexToReals) {
  using C = std::complex<TypeParam>;
  strata_tensor* z = FromValues(std::vector<C>{C(1, 2), C(3, 4), C(5, 6)}, {3});
  strata_index_item item{};
  item.kind = STRATA_INDEX_INTEGER;

  item.value = 0;  // a real value becomes (value, 0)
  const double real = 2.5;
  ASSERT_EQ(strata_tensor_index_assign_scalar(z, &item, 1, STRATA_DTYPE_FLOAT64, &real,
                                              STRATA_ASSIGN),
            STRATA_OK)
      << strata_last_error_message();
  EXPECT_EQ(At<C>(z, {0}), C(TypeParam(2.5), 0));

  item.value = 1;  // a complex value of the other precision keeps both parts
  const std::complex<double> wide(-0.75, 8);
  const std::complex<float> narrow(-0.75f, 8);
  const bool is_float = sizeof(TypeParam) == 4;
  ASSERT_EQ(strata_tensor_index_assign_scalar(
                z, &item, 1, is_float ? STRATA_DTYPE_COMPLEX128 : STRATA_DTYPE_COMPLEX64,
                is_float ? static_cast<const void*>(&wide) : static_cast<const void*>(&narrow),
                STRATA_ASSIGN),
            STRATA_OK)
      << strata_last_error_message();
  EXPECT_EQ(At<C>(z, {1}), C(TypeParam(-0.75), 8));

  // Refused, nothing written: arithmetic forms on complex elements, complex into real elements.
  const auto z_before = Bytes(z);
  const C one(1, 1);
  EXPECT_EQ(strata_tensor_index_assign_scalar(z, &item, 1, kComplexDType<TypeParam>, &one,
                                              STRATA_ASSIGN_ADD),
            STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(Bytes(z), z_before);
  const double reals[] = {1, 2, 3};
  const int64_t three = 3;
  strata_tensor* r = nullptr;
  ASSERT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_FLOAT64, reals, 3, &three, 1, &r),
            STRATA_OK);
  const auto r_before = Bytes(r);
  EXPECT_EQ(strata_tensor_index_assign_scalar(r, &item, 1, kComplexDType<TypeParam>, &one,
                                              STRATA_ASSIGN),
            STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_NE(std::string(strata_last_error_message()).find("cannot be stored"), std::string::npos);
  EXPECT_EQ(Bytes(r), r_before);
  strata_tensor_release(r);
  strata_tensor_release(z);
}

// Expected strings are System.Numerics.Complex.ToString() of the same values under .NET 10
// (parts as double.ToString(): shortest round trip, scientific beyond 17 places, "-0", "NaN").
TEST(ComplexText, Complex128PrintsAsSystemNumericsComplex) {
  using C = std::complex<double>;
  const double inf = std::numeric_limits<double>::infinity();
  strata_tensor* z =
      FromValues(std::vector<C>{C(1.5, -2), C(-0.0, 0.1), C(1e15, 1e-7), C(inf, NAN)}, {2, 2});
  EXPECT_EQ(Text(z, {2, 2}),
            "Tensor<Complex>[2, 2] {\n"
            "  [<1.5; -2>, <-0; 0.1>],\n"
            "  [<1000000000000000; 1E-07>, <Infinity; NaN>]\n"
            "}");
  strata_tensor_release(z);
}

}  // namespace
