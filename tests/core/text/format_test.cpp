// Text form (spec §2.19 and §6). Strata's header names the element type as .NET's short name
// but without the "System.Numerics.Tensors." namespace prefix; every line below the header
// matches the spec's samples exactly. Elements follow .NET's default formatting.
#include "text/format.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "support/test_tensors.h"

namespace strata {
namespace {

using testing::Iota32;
using testing::MakeShape;

std::string Text(const Tensor& t, const std::vector<int64_t>& maximum_lengths) {
  auto text = ToString(t, maximum_lengths);
  EXPECT_TRUE(text.ok()) << text.status().message();
  return text.ok() ? text.value() : "";
}

TEST(ToStringSpec6, OneDimension) {
  const Tensor t = Iota32({5});
  EXPECT_EQ(Text(t, {5}), "Tensor<Int32>[5] {\n  [1, 2, 3, 4, 5]\n}");
  EXPECT_EQ(Text(t, {3}), "Tensor<Int32>[5] {\n  [1, 2, 3, ..]\n}");
  EXPECT_EQ(Text(t, {0}), "Tensor<Int32>[5] {\n  [..]\n}");
  EXPECT_EQ(Text(t, {9}), "Tensor<Int32>[5] {\n  [1, 2, 3, 4, 5]\n}");
}

TEST(ToStringSpec6, TwoDimensions) {
  const Tensor t = Iota32({2, 2});
  EXPECT_EQ(Text(t, {2, 2}), "Tensor<Int32>[2, 2] {\n  [1, 2],\n  [3, 4]\n}");
  EXPECT_EQ(Text(t, {2, 1}), "Tensor<Int32>[2, 2] {\n  [1, ..],\n  [3, ..]\n}");
  EXPECT_EQ(Text(t, {2, 0}), "Tensor<Int32>[2, 2] {\n  [..],\n  [..]\n}");
}

TEST(ToStringSpec6, ThreeDimensionsTruncated) {
  const Tensor t = Iota32({3, 3, 3});
  EXPECT_EQ(Text(t, {2, 2, 2}),
            "Tensor<Int32>[3, 3, 3] {\n  [\n    [1, 2, ..],\n    [4, 5, ..],\n    ..\n  ],\n"
            "  [\n    [10, 11, ..],\n    [13, 14, ..],\n    ..\n  ],\n  ..\n}");
  EXPECT_EQ(Text(t, {2, 0, 2}),
            "Tensor<Int32>[3, 3, 3] {\n  [\n    ..\n  ],\n  [\n    ..\n  ],\n  ..\n}");
}

TEST(ToStringSpec6, ThreeDimensionsInFull) {
  const Tensor t = Iota32({3, 3, 3});
  EXPECT_EQ(Text(t, {3, 3, 3}),
            "Tensor<Int32>[3, 3, 3] {\n"
            "  [\n    [1, 2, 3],\n    [4, 5, 6],\n    [7, 8, 9]\n  ],\n"
            "  [\n    [10, 11, 12],\n    [13, 14, 15],\n    [16, 17, 18]\n  ],\n"
            "  [\n    [19, 20, 21],\n    [22, 23, 24],\n    [25, 26, 27]\n  ]\n}");
}

TEST(ToString, HeaderOnlyWithoutMaximumLengths) {
  EXPECT_EQ(Text(Iota32({2, 2}), {}), "Tensor<Int32>[2, 2]");
  EXPECT_EQ(Text(Iota32({0}), {}), "Tensor<Int32>[0]");
}

TEST(ToString, StridedViewsPrintTheirLogicalElements) {
  std::vector<int32_t> data{1, 2, 3, 4, 5, 6};
  const Tensor column_major = testing::Wrap32(data, {2, 3}, {1, 2});
  EXPECT_EQ(Text(column_major, {3, 3}), "Tensor<Int32>[2, 3] {\n  [1, 3, 5],\n  [2, 4, 6]\n}");
  const Tensor repeated = testing::Wrap32(data, {2, 2}, {0, 1});
  EXPECT_EQ(Text(repeated, {2, 2}), "Tensor<Int32>[2, 2] {\n  [1, 2],\n  [1, 2]\n}");
}

TEST(ToString, EmptyStridedAndDenseTensorsPrintAlike) {
  std::vector<int32_t> data{1, 2, 3};
  const Tensor strided = testing::Wrap32(data, {0, 3}, {0, 1});
  const Tensor dense = Iota32({0, 3});
  EXPECT_EQ(Text(strided, {2, 2}), Text(dense, {2, 2}));
  EXPECT_EQ(Text(dense, {}), "Tensor<Int32>[0, 3]");
}

TEST(ToString, RejectsWrongCountAndNegativeMaxima) {
  const Tensor t = Iota32({2, 2});
  auto wrong = ToString(t, std::vector<int64_t>{2});
  EXPECT_EQ(wrong.status().code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(wrong.status().message(), "1 maximum lengths were given for a tensor of rank 2");
  auto negative = ToString(t, std::vector<int64_t>{2, -1});
  EXPECT_EQ(negative.status().code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(negative.status().message(), "maximum length -1 for dimension 1 is negative");
}

template <class T>
std::string Element(DType dtype, T value) {
  return FormatElement(dtype, reinterpret_cast<const std::byte*>(&value));
}
std::string Double(double v) { return Element(DType::kFloat64, v); }
std::string Single(float v) { return Element(DType::kFloat32, v); }
std::string HalfBits(uint16_t bits) { return Element(DType::kFloat16, bits); }
std::string BrainBits(uint16_t bits) { return Element(DType::kBFloat16, bits); }

TEST(FormatElementDouble, ShortestRoundTripInDotNetLayout) {
  EXPECT_EQ(Double(1.5), "1.5");
  EXPECT_EQ(Double(-2), "-2");
  EXPECT_EQ(Double(0.1), "0.1");
  EXPECT_EQ(Double(1.0 / 3), "0.3333333333333333");
  EXPECT_EQ(Double(100), "100");
  EXPECT_EQ(Double(123456789012345.0), "123456789012345");
  EXPECT_EQ(Double(1e15), "1000000000000000");  // .NET: scientific above 17 places
  EXPECT_EQ(Double(1234567890123456.0), "1234567890123456");  // 16 digits: scale 16 ≤ 16
  EXPECT_EQ(Double(1e16), "10000000000000000");
  EXPECT_EQ(Double(1e17), "1E+17");
  EXPECT_EQ(Double(123456789012345680.0), "1.2345678901234568E+17");
  EXPECT_EQ(Double(1.5e300), "1.5E+300");
  EXPECT_EQ(Double(0.0001), "0.0001");
  EXPECT_EQ(Double(0.00012), "0.00012");
  EXPECT_EQ(Double(0.00001), "1E-05");
  EXPECT_EQ(Double(-1.25e-7), "-1.25E-07");
  EXPECT_EQ(Double(std::numeric_limits<double>::max()), "1.7976931348623157E+308");
  EXPECT_EQ(Double(std::numeric_limits<double>::denorm_min()), "5E-324");
}

TEST(FormatElementDouble, ZerosInfinitiesAndNaN) {
  EXPECT_EQ(Double(0.0), "0");
  EXPECT_EQ(Double(-0.0), "-0");
  EXPECT_EQ(Double(std::numeric_limits<double>::infinity()), "Infinity");
  EXPECT_EQ(Double(-std::numeric_limits<double>::infinity()), "-Infinity");
  EXPECT_EQ(Double(std::numeric_limits<double>::quiet_NaN()), "NaN");
  EXPECT_EQ(Double(-std::numeric_limits<double>::quiet_NaN()), "NaN");
}

// System.Numerics.Complex.ToString() as .NET 10 prints it: "<real; imaginary>", each part with
// the rules of its float type (complex64's parts as floats: scientific beyond 9 places).
TEST(FormatElementComplex, EachPartAsItsFloatType) {
  EXPECT_EQ(Element(DType::kComplex128, Complex128{1.5, -2}), "<1.5; -2>");
  EXPECT_EQ(Element(DType::kComplex128, Complex128{1e16, 1e17}), "<10000000000000000; 1E+17>");
  EXPECT_EQ(Element(DType::kComplex128, Complex128{-0.0, std::numeric_limits<double>::quiet_NaN()}), "<-0; NaN>");
  EXPECT_EQ(Element(DType::kComplex64, Complex64{0.1f, 1e9f}), "<0.1; 1E+09>");
  EXPECT_EQ(Element(DType::kComplex64, Complex64{123456790.0f, -1e-5f}), "<123456790; -1E-05>");
}

TEST(FormatElementSingle, ShortestDigitsOfTheSingleValue) {
  EXPECT_EQ(Single(0.1f), "0.1");
  EXPECT_EQ(Single(1.0f / 3), "0.33333334");
  EXPECT_EQ(Single(1234567.0f), "1234567");
  EXPECT_EQ(Single(1e7f), "10000000");  // .NET: scientific above 9 places
  EXPECT_EQ(Single(123456790.0f), "123456790");
  EXPECT_EQ(Single(1e9f), "1E+09");
  EXPECT_EQ(Single(16777216.0f), "16777216");  // 8 digits: scale 8 ≤ 8
  EXPECT_EQ(Single(std::numeric_limits<float>::max()), "3.4028235E+38");
  EXPECT_EQ(Single(std::numeric_limits<float>::denorm_min()), "1E-45");
  EXPECT_EQ(Single(-0.0f), "-0");
  EXPECT_EQ(Single(std::numeric_limits<float>::infinity()), "Infinity");
}

TEST(FormatElementHalf, ShortestDigitsThatReadBackAsTheSameHalf) {
  EXPECT_EQ(HalfBits(0x2e66), "0.1");      // 0.0999755859375
  EXPECT_EQ(HalfBits(0x3555), "0.3333");   // 0.333251953125
  EXPECT_EQ(HalfBits(0x3c00), "1");
  EXPECT_EQ(HalfBits(0xc100), "-2.5");
  EXPECT_EQ(HalfBits(0x7bff), "65500");    // 65504: "65500" already reads back as it
  EXPECT_EQ(HalfBits(0x0001), "6E-08");    // smallest subnormal, 5.96e-8
  EXPECT_EQ(HalfBits(0x8000), "-0");
  EXPECT_EQ(HalfBits(0x7c00), "Infinity");
  EXPECT_EQ(HalfBits(0xfc00), "-Infinity");
  EXPECT_EQ(HalfBits(0x7e00), "NaN");
}

TEST(FormatElementBFloat16, ShortestDigitsThatReadBackAsTheSameBFloat16) {
  EXPECT_EQ(BrainBits(0x3f80), "1");
  EXPECT_EQ(BrainBits(0x3eab), "0.334");   // 0.333984375
  EXPECT_EQ(BrainBits(0x47c3), "1E+05");   // 99840: "1E+05" reads back as 99840
  EXPECT_EQ(BrainBits(0x7f80), "Infinity");
  EXPECT_EQ(BrainBits(0x7fc0), "NaN");
}

TEST(FormatElementIntegersAndBool, DecimalAndTrueFalse) {
  EXPECT_EQ(Element(DType::kInt8, int8_t{-128}), "-128");
  EXPECT_EQ(Element(DType::kUInt8, uint8_t{255}), "255");
  EXPECT_EQ(Element(DType::kInt64, std::numeric_limits<int64_t>::min()), "-9223372036854775808");
  EXPECT_EQ(Element(DType::kUInt64, std::numeric_limits<uint64_t>::max()), "18446744073709551615");
  EXPECT_EQ(Element(DType::kBool, uint8_t{1}), "True");
  EXPECT_EQ(Element(DType::kBool, uint8_t{0}), "False");
}

TEST(ToString, FloatingAndBoolTensorsUseTheirDotNetNames) {
  std::vector<float> values{1.5f, -0.0f, 1e7f};
  auto f = Tensor::Wrap(DType::kFloat32, values.data(), 3, MakeShape({3}), true, {});
  ASSERT_TRUE(f.ok());
  EXPECT_EQ(Text(f.value(), {3}), "Tensor<Single>[3] {\n  [1.5, -0, 10000000]\n}");
  std::vector<uint8_t> flags{1, 0};
  auto b = Tensor::Wrap(DType::kBool, flags.data(), 2, MakeShape({2}), true, {});
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(Text(b.value(), {2}), "Tensor<Boolean>[2] {\n  [True, False]\n}");
}

TEST(ToString, MaximaAskingForATextLongerThanDotNetsLongestStringAreRefusedBeforeAnyIsMade) {
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  std::vector<int32_t> one{5};
  // Every row of an empty tensor still prints ("[..]"): 2^31 or INT64_MAX rows cannot be text.
  for (const std::vector<int64_t>& lengths : {std::vector<int64_t>{kMax, 0},
                                              std::vector<int64_t>{int64_t{1} << 31, 0}}) {
    auto empty = Tensor::Wrap(DType::kInt32, one.data(), 1, MakeShape(lengths), true, {});
    ASSERT_TRUE(empty.ok());
    auto text = ToString(empty.value(), std::vector<int64_t>{kMax, kMax});
    ASSERT_FALSE(text.ok());
    EXPECT_EQ(text.status().code(), StatusCode::kOutOfMemory) << text.status().message();
    EXPECT_EQ(Text(empty.value(), {2, 0}), "Tensor<Int32>[" + std::to_string(lengths[0]) +
                                               ", 0] {\n  [..],\n  [..],\n  ..\n}");
  }
  // 2^40 elements of one repeated value (zero strides).
  auto repeated = Tensor::Wrap(DType::kInt32, one.data(), 1,
                               MakeShape({int64_t{1} << 20, int64_t{1} << 20}, {0, 0}), true, {});
  ASSERT_TRUE(repeated.ok());
  auto text = ToString(repeated.value(), std::vector<int64_t>{kMax, kMax});
  ASSERT_FALSE(text.ok());
  EXPECT_EQ(text.status().code(), StatusCode::kOutOfMemory);
  EXPECT_EQ(Text(repeated.value(), {1, 2}), "Tensor<Int32>[1048576, 1048576] {\n  [5, 5, ..],\n  ..\n}");
}

}  // namespace
}  // namespace strata
