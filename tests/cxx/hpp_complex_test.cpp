// strata.hpp over std::complex: std::complex<float> and std::complex<double> are the element types
// of complex64 and complex128 (their layout is two parts, real first, as C99's complex types).
#include <gtest/gtest.h>

#include <complex>
#include <cstdint>
#include <vector>

#include "hpp_test_support.h"
#include "strata/strata.hpp"

namespace {

using namespace hpp_test;
using strata::Tensor;

template <class Part>
class HppComplex : public testing::Test {};
using Parts = testing::Types<float, double>;
TYPED_TEST_SUITE(HppComplex, Parts);

TYPED_TEST(HppComplex, ElementTypeMapsToItsDType) {
  using C = std::complex<TypeParam>;
  constexpr strata_dtype expected =
      sizeof(TypeParam) == 4 ? STRATA_DTYPE_COMPLEX64 : STRATA_DTYPE_COMPLEX128;
  static_assert(strata::kIsElementType<C>);
  static_assert(strata::kDTypeOf<C> == expected);
  EXPECT_EQ(DType(strata::Zeros<C>({2})), expected);
}

TYPED_TEST(HppComplex, ViewsCopiesAndElementAccessKeepBothParts) {
  using C = std::complex<TypeParam>;
  const std::vector<C> values{C(1, -1), C(2, -2), C(3, -3), C(4, -4), C(5, -5), C(6, -6)};
  Tensor m = strata::FromData<C>(values, {2, 3});
  EXPECT_EQ(Values<C>(m.Transpose()),
            (std::vector<C>{values[0], values[3], values[1], values[4], values[2], values[5]}));
  EXPECT_EQ(m.template At<C>(1, 2), values[5]);
  EXPECT_EQ(Values<C>(m.Reverse()), (std::vector<C>(values.rbegin(), values.rend())));
  m.Transpose().template Fill<C>(C(TypeParam(0.5), 7));
  EXPECT_EQ(Values<C>(m), std::vector<C>(6, C(TypeParam(0.5), 7)));
  std::vector<C> caller(4, C(0, 0));
  Tensor wrapped = strata::Wrap<C>(caller, {2, 2});
  wrapped.template Fill<C>(C(-1, 2));
  EXPECT_EQ(caller[3], C(-1, 2));
  EXPECT_TRUE(m.SequenceEqual(strata::FromData<C>(std::vector<C>(6, C(TypeParam(0.5), 7)), {2, 3})));
}

TYPED_TEST(HppComplex, ArithmeticReductionsAndPartViews) {
  using C = std::complex<TypeParam>;
  const Tensor x = strata::FromData<C>({C(1, 2), C(3, -1)});
  const Tensor y = strata::FromData<C>({C(0, 1), C(2, 2)});
  // std::complex's own operators on these exact values.
  EXPECT_EQ(Values<C>(x * y), (std::vector<C>{C(1, 2) * C(0, 1), C(3, -1) * C(2, 2)}));
  EXPECT_EQ(Values<C>(x + y), (std::vector<C>{C(1, 3), C(5, 1)}));
  EXPECT_EQ(Values<C>(strata::Conjugate(x)), (std::vector<C>{C(1, -2), C(3, 1)}));
  EXPECT_EQ(strata::Reduce<C>(STRATA_OP_SUM, x), C(4, 1));
  EXPECT_EQ(strata::Reduce<C>(STRATA_OP_DOT, x, y), C(1, 2) * C(0, 1) + C(3, -1) * C(2, 2));
  EXPECT_EQ(Values<TypeParam>(strata::Abs(strata::FromData<C>({C(3, 4)}))),
            std::vector<TypeParam>{5});
  Tensor imaginary = x.Imag();
  EXPECT_EQ(Values<TypeParam>(x.Real()), (std::vector<TypeParam>{1, 3}));
  imaginary.template Fill<TypeParam>(TypeParam(0.5));
  EXPECT_EQ(Values<C>(x), (std::vector<C>{C(1, 0.5), C(3, 0.5)}));
  EXPECT_EQ(StatusOf([&] { (void)x.Real().Imag(); }), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(StatusOf([&] { (void)strata::LessThan(x, y); }), STRATA_ERROR_DTYPE_MISMATCH);
}

}  // namespace
