// ConvertFitting: one scalar converted to a tensor's dtype only when it fits. Integers take
// integral values in range, floating-point types round but never overflow to infinity, complex
// values stay out of real dtypes, opaque values only go to their own dtype; a refusal writes
// nothing. Expected values are written out by hand (limits, IEEE encodings).
#include <gtest/gtest.h>

#include <array>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>

#include "base/dtype.h"
#include "indexing/element_cast.h"

namespace strata {
namespace {

constexpr std::byte kPoison{0xA5};

// The bytes of a C++ value.
template <class T>
std::array<std::byte, 16> Bytes(T value) {
  std::array<std::byte, 16> out{};
  std::memcpy(out.data(), &value, sizeof(T));
  return out;
}

// Converts value (of dtype from) to `to`; on success returns the status and fills *out.
template <class T>
Status Convert(DType from, T value, DType to, std::array<std::byte, 16>* out) {
  out->fill(kPoison);
  const auto source = Bytes(value);
  return ConvertFitting(from, source.data(), to, out->data());
}

template <class R, class T>
R Converted(DType from, T value, DType to) {
  std::array<std::byte, 16> out;
  const Status status = Convert(from, value, to, &out);
  EXPECT_TRUE(status.ok()) << status.message();
  R result;
  std::memcpy(&result, out.data(), sizeof(R));
  return result;
}

template <class T>
StatusCode Refused(DType from, T value, DType to) {
  std::array<std::byte, 16> out;
  const Status status = Convert(from, value, to, &out);
  for (std::byte b : out) EXPECT_EQ(b, kPoison) << "a refused value wrote its output";
  return status.code();
}

TEST(ConvertFitting, IntegersInRangeConvertExactly) {
  EXPECT_EQ(Converted<uint8_t>(DType::kInt64, int64_t{255}, DType::kUInt8), 255);
  EXPECT_EQ(Converted<int8_t>(DType::kUInt64, uint64_t{127}, DType::kInt8), 127);
  EXPECT_EQ(Converted<int32_t>(DType::kInt16, int16_t{-32768}, DType::kInt32), -32768);
  EXPECT_EQ(Converted<uint64_t>(DType::kUInt32, uint32_t{4294967295u}, DType::kUInt64),
            4294967295u);
  EXPECT_EQ(Converted<int64_t>(DType::kInt64, INT64_MIN, DType::kInt64), INT64_MIN);
}

TEST(ConvertFitting, IntegersOutOfRangeOverflowInsteadOfWrapping) {
  EXPECT_EQ(Refused(DType::kInt64, int64_t{256}, DType::kUInt8), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kInt32, int32_t{-1}, DType::kUInt8), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kInt32, int32_t{-1}, DType::kUInt64), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kUInt64, UINT64_MAX, DType::kInt64), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kInt64, int64_t{128}, DType::kInt8), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kInt64, int64_t{-129}, DType::kInt8), StatusCode::kOverflow);
}

TEST(ConvertFitting, FloatsIntoIntegersMustBeIntegralAndInRange) {
  EXPECT_EQ(Converted<int32_t>(DType::kFloat64, 2.0, DType::kInt32), 2);
  EXPECT_EQ(Converted<int32_t>(DType::kFloat64, -2147483648.0, DType::kInt32), INT32_MIN);
  EXPECT_EQ(Converted<uint8_t>(DType::kFloat64, -0.0, DType::kUInt8), 0);
  EXPECT_EQ(Converted<int64_t>(DType::kFloat64, -9223372036854775808.0, DType::kInt64), INT64_MIN);
  EXPECT_EQ(Converted<uint64_t>(DType::kFloat64, 18446744073709549568.0, DType::kUInt64),
            18446744073709549568u);  // the largest double below 2^64
  EXPECT_EQ(Refused(DType::kFloat64, 2.5, DType::kInt32), StatusCode::kInvalidArgument);
  EXPECT_EQ(Refused(DType::kFloat32, -0.5f, DType::kUInt8), StatusCode::kInvalidArgument);
  EXPECT_EQ(Refused(DType::kFloat64, 2147483648.0, DType::kInt32), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kFloat64, 9223372036854775808.0, DType::kInt64), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kFloat64, 18446744073709551616.0, DType::kUInt64),
            StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kFloat64, -1.0, DType::kUInt32), StatusCode::kOverflow);
}

TEST(ConvertFitting, NaNAndInfinitiesNeverBecomeIntegers) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(Refused(DType::kFloat64, nan, DType::kInt64), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kFloat64, inf, DType::kInt64), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kFloat64, -inf, DType::kInt8), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kFloat32, std::numeric_limits<float>::quiet_NaN(), DType::kBool),
            StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kFloat16, Float16{0x7e00}, DType::kUInt16), StatusCode::kOverflow);
}

TEST(ConvertFitting, BoolTakesZeroAndOneOnly) {
  EXPECT_EQ(Converted<uint8_t>(DType::kInt32, int32_t{1}, DType::kBool), 1);
  EXPECT_EQ(Converted<uint8_t>(DType::kFloat64, -0.0, DType::kBool), 0);
  EXPECT_EQ(Converted<uint8_t>(DType::kUInt64, uint64_t{0}, DType::kBool), 0);
  EXPECT_EQ(Refused(DType::kInt32, int32_t{2}, DType::kBool), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kInt8, int8_t{-1}, DType::kBool), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kFloat64, 0.5, DType::kBool), StatusCode::kInvalidArgument);
  EXPECT_EQ(Converted<int16_t>(DType::kBool, uint8_t{1}, DType::kInt16), 1);
  EXPECT_EQ(Converted<double>(DType::kBool, uint8_t{1}, DType::kFloat64), 1.0);
}

TEST(ConvertFitting, FloatingTargetsRoundButNeverOverflowToInfinity) {
  EXPECT_EQ(Converted<float>(DType::kFloat64, 0.1, DType::kFloat32), 0.1f);
  EXPECT_EQ(Converted<double>(DType::kInt64, int64_t{9007199254740993}, DType::kFloat64),
            9007199254740992.0);  // 2^53 + 1 rounds to even
  EXPECT_EQ(Converted<double>(DType::kUInt64, UINT64_MAX, DType::kFloat64), 18446744073709551616.0);
  EXPECT_EQ(Converted<uint16_t>(DType::kFloat64, 65504.0, DType::kFloat16), 0x7bff);
  EXPECT_EQ(Converted<uint16_t>(DType::kFloat64, 1e-10, DType::kFloat16), 0x0000);
  EXPECT_EQ(Converted<uint16_t>(DType::kFloat32, 1.0f, DType::kBFloat16), 0x3f80);
  EXPECT_EQ(Refused(DType::kFloat64, 1e300, DType::kFloat32), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kFloat64, -65520.0, DType::kFloat16), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kUInt32, uint32_t{70000}, DType::kFloat16), StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kFloat64, 1e39, DType::kBFloat16), StatusCode::kOverflow);
}

TEST(ConvertFitting, NaNAndInfinitiesCarryOverToFloatingTargets) {
  const float inf = Converted<float>(DType::kFloat64, -std::numeric_limits<double>::infinity(),
                                     DType::kFloat32);
  EXPECT_EQ(inf, -std::numeric_limits<float>::infinity());
  const float nan =
      Converted<float>(DType::kFloat64, std::numeric_limits<double>::quiet_NaN(), DType::kFloat32);
  EXPECT_NE(nan, nan);
  EXPECT_EQ(Converted<uint16_t>(DType::kFloat32, std::numeric_limits<float>::infinity(),
                                DType::kFloat16),
            0x7c00);
}

TEST(ConvertFitting, ComplexTargetsTakeRealsAndComplexValuesPartByPart) {
  const auto from_real = Converted<std::complex<float>>(DType::kFloat64, 3.0, DType::kComplex64);
  EXPECT_EQ(from_real, std::complex<float>(3.0f, 0.0f));
  const auto from_int = Converted<std::complex<double>>(DType::kInt8, int8_t{-4},
                                                        DType::kComplex128);
  EXPECT_EQ(from_int, std::complex<double>(-4.0, 0.0));
  const auto narrowed = Converted<std::complex<float>>(
      DType::kComplex128, std::complex<double>(0.5, -2.0), DType::kComplex64);
  EXPECT_EQ(narrowed, std::complex<float>(0.5f, -2.0f));
  EXPECT_EQ(Refused(DType::kComplex128, std::complex<double>(1.0, 1e300), DType::kComplex64),
            StatusCode::kOverflow);
  EXPECT_EQ(Refused(DType::kComplex128, std::complex<double>(1e300, 0.0), DType::kComplex64),
            StatusCode::kOverflow);
}

TEST(ConvertFitting, ComplexValuesNeverEnterRealDTypes) {
  EXPECT_EQ(Refused(DType::kComplex128, std::complex<double>(1.0, 2.0), DType::kFloat64),
            StatusCode::kDTypeMismatch);
  EXPECT_EQ(Refused(DType::kComplex64, std::complex<float>(1.0f, 0.0f), DType::kInt32),
            StatusCode::kDTypeMismatch);
  EXPECT_EQ(Refused(DType::kComplex64, std::complex<float>(0.0f, 0.0f), DType::kBool),
            StatusCode::kDTypeMismatch);
}

TEST(ConvertFitting, OpaqueValuesGoOnlyToTheirOwnDType) {
  const std::array<uint8_t, 4> record = {1, 2, 3, 4};
  EXPECT_EQ(Converted<uint32_t>(OpaqueDType(4), record, OpaqueDType(4)), 0x04030201u);
  EXPECT_EQ(Refused(OpaqueDType(4), record, DType::kInt32), StatusCode::kDTypeMismatch);
  EXPECT_EQ(Refused(DType::kInt32, int32_t{1}, OpaqueDType(4)), StatusCode::kDTypeMismatch);
  EXPECT_EQ(Refused(OpaqueDType(4), record, OpaqueDType(8)), StatusCode::kDTypeMismatch);
}

TEST(ConvertFitting, MessagesNameTheValueAndBothDTypes) {
  std::array<std::byte, 16> out;
  const auto value = Bytes(int64_t{300});
  const Status status = ConvertFitting(DType::kInt64, value.data(), DType::kUInt8, out.data());
  EXPECT_EQ(status.message(), "value 300 (Int64) is outside the range of Byte, [0, 255]");
  const auto half = Bytes(2.5);
  EXPECT_EQ(ConvertFitting(DType::kFloat64, half.data(), DType::kInt32, out.data()).message(),
            "value 2.5 (Double) is not an integer, so it does not fit Int32");
}

}  // namespace
}  // namespace strata
