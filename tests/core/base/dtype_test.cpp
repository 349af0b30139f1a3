// Conversions of the 16-bit float types against bit patterns worked out from IEEE 754 by hand:
// round to nearest with ties to even, subnormals, signed zeros, infinities and NaN.
#include "base/dtype.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <limits>
#include <string_view>

namespace strata {
namespace {

uint16_t Half(float f) { return ToFloat16(f).bits; }
uint16_t Brain(float f) { return ToBFloat16(f).bits; }
float FromHalf(uint16_t bits) { return ToFloat(Float16{bits}); }
float FromBrain(uint16_t bits) { return ToFloat(BFloat16{bits}); }

TEST(Float16Conversion, ExactValuesMapToTheirBitPatterns) {
  EXPECT_EQ(Half(1.0f), 0x3c00);
  EXPECT_EQ(Half(-2.0f), 0xc000);
  EXPECT_EQ(Half(0.5f), 0x3800);
  EXPECT_EQ(Half(65504.0f), 0x7bff);             // largest finite
  EXPECT_EQ(Half(0x1p-14f), 0x0400);             // smallest normal
  EXPECT_EQ(Half(1023 * 0x1p-24f), 0x03ff);      // largest subnormal
  EXPECT_EQ(Half(0x1p-24f), 0x0001);             // smallest subnormal
  EXPECT_EQ(Half(0.0f), 0x0000);
  EXPECT_EQ(Half(-0.0f), 0x8000);
}

TEST(Float16Conversion, RoundsToNearestWithTiesToEven) {
  EXPECT_EQ(Half(1.0f + 0x1p-11f), 0x3c00);                // tie, even stays
  EXPECT_EQ(Half(1.0f + 3 * 0x1p-11f), 0x3c02);            // tie, odd rounds up
  EXPECT_EQ(Half(1.0f + 0x1p-11f + 0x1p-20f), 0x3c01);     // just above the tie
  EXPECT_EQ(Half(1.0f + 0x1p-11f - 0x1p-23f), 0x3c00);     // just below the tie
  EXPECT_EQ(Half(2.0f - 0x1p-12f), 0x4000);                // carries into the exponent
  EXPECT_EQ(Half(0.1f), 0x2e66);
}

TEST(Float16Conversion, RoundsSubnormalsWithTiesToEven) {
  EXPECT_EQ(Half(0x1p-25f), 0x0000);               // half of the smallest subnormal: to even 0
  EXPECT_EQ(Half(0x1p-25f + 0x1p-40f), 0x0001);    // just above that tie
  EXPECT_EQ(Half(3 * 0x1p-25f), 0x0002);           // 1.5 ulp: to even 2
  EXPECT_EQ(Half(5 * 0x1p-25f), 0x0002);           // 2.5 ulp: to even 2
  EXPECT_EQ(Half(-3 * 0x1p-25f), 0x8002);
  EXPECT_EQ(Half(1e-10f), 0x0000);
  EXPECT_EQ(Half(0x1p-14f - 0x1p-26f), 0x0400);    // rounds up into the smallest normal
}

TEST(Float16Conversion, OverflowBecomesInfinityAtTheRoundingBoundary) {
  EXPECT_EQ(Half(65519.0f), 0x7bff);
  EXPECT_EQ(Half(65520.0f), 0x7c00);  // tie between 65504 and 65536: even is infinity
  EXPECT_EQ(Half(1e10f), 0x7c00);
  EXPECT_EQ(Half(-1e10f), 0xfc00);
  EXPECT_EQ(Half(std::numeric_limits<float>::infinity()), 0x7c00);
  EXPECT_EQ(Half(-std::numeric_limits<float>::infinity()), 0xfc00);
}

TEST(Float16Conversion, NaNStaysNaNWithItsSign) {
  const uint16_t quiet = Half(std::numeric_limits<float>::quiet_NaN());
  EXPECT_EQ(quiet & 0x7c00, 0x7c00);
  EXPECT_NE(quiet & 0x03ff, 0);
  const uint16_t signalling = Half(std::bit_cast<float>(0xff800001u));  // payload only in low bits
  EXPECT_EQ(signalling & 0xfc00, 0xfc00);
  EXPECT_NE(signalling & 0x03ff, 0);
  EXPECT_TRUE(std::isnan(FromHalf(0x7e00)));
  EXPECT_TRUE(std::isnan(FromHalf(0xfc01)));
}

TEST(Float16Conversion, WidensSpecialAndSubnormalValuesExactly) {
  EXPECT_EQ(FromHalf(0x0001), 0x1p-24f);
  EXPECT_EQ(FromHalf(0x8001), -0x1p-24f);
  EXPECT_EQ(FromHalf(0x03ff), 1023 * 0x1p-24f);
  EXPECT_EQ(FromHalf(0x7bff), 65504.0f);
  EXPECT_EQ(FromHalf(0x7c00), std::numeric_limits<float>::infinity());
  EXPECT_EQ(FromHalf(0xfc00), -std::numeric_limits<float>::infinity());
  EXPECT_TRUE(std::signbit(FromHalf(0x8000)));
  EXPECT_EQ(FromHalf(0x8000), 0.0f);
}

// Widening then narrowing must give back every non-NaN bit pattern of a 16-bit type.
void ExpectEveryBitPatternRoundTrips(float (*widen)(uint16_t), uint16_t (*narrow)(float)) {
  for (uint32_t bits = 0; bits <= 0xffff; ++bits) {
    const float widened = widen(static_cast<uint16_t>(bits));
    if (std::isnan(widened)) continue;
    ASSERT_EQ(narrow(widened), bits) << std::hex << bits;
  }
}

TEST(Float16Conversion, EveryNonNaNBitPatternSurvivesARoundTrip) {
  ExpectEveryBitPatternRoundTrips(&FromHalf, &Half);
}

TEST(BFloat16Conversion, RoundsToNearestWithTiesToEven) {
  EXPECT_EQ(Brain(1.0f), 0x3f80);
  EXPECT_EQ(Brain(1.0f + 0x1p-8f), 0x3f80);               // tie, even stays
  EXPECT_EQ(Brain(1.0f + 3 * 0x1p-8f), 0x3f82);           // tie, odd rounds up
  EXPECT_EQ(Brain(1.0f + 0x1p-8f + 0x1p-20f), 0x3f81);
  EXPECT_EQ(Brain(-1.0f), 0xbf80);
  EXPECT_EQ(Brain(-0.0f), 0x8000);
  EXPECT_EQ(Brain(std::numeric_limits<float>::max()), 0x7f80);  // rounds up to infinity
  EXPECT_EQ(Brain(-std::numeric_limits<float>::infinity()), 0xff80);
}

TEST(BFloat16Conversion, KeepsSubnormalsAndNaN) {
  EXPECT_EQ(Brain(std::bit_cast<float>(0x00010000u)), 0x0001);  // float subnormal
  EXPECT_EQ(Brain(std::bit_cast<float>(0x00018000u)), 0x0002);  // tie to even
  // A NaN whose payload sits only in the discarded bits must not become infinity.
  const uint16_t nan = Brain(std::bit_cast<float>(0x7f800001u));
  EXPECT_EQ(nan & 0x7f80, 0x7f80);
  EXPECT_NE(nan & 0x007f, 0);
  EXPECT_TRUE(std::isnan(FromBrain(0x7fc0)));
  EXPECT_EQ(FromBrain(0x3f80), 1.0f);
  EXPECT_EQ(FromBrain(0x0001), std::bit_cast<float>(0x00010000u));
}

TEST(BFloat16Conversion, EveryNonNaNBitPatternSurvivesARoundTrip) {
  ExpectEveryBitPatternRoundTrips(&FromBrain, &Brain);
}

TEST(DTypeTable, SizesNamesAndKnownCodes) {
  EXPECT_EQ(ElementSize(DType::kBool), 1);
  EXPECT_EQ(ElementSize(DType::kInt8), 1);
  EXPECT_EQ(ElementSize(DType::kUInt16), 2);
  EXPECT_EQ(ElementSize(DType::kFloat16), 2);
  EXPECT_EQ(ElementSize(DType::kBFloat16), 2);
  EXPECT_EQ(ElementSize(DType::kFloat32), 4);
  EXPECT_EQ(ElementSize(DType::kUInt64), 8);
  EXPECT_EQ(ElementSize(DType::kFloat64), 8);
  EXPECT_EQ(ElementSize(DType::kComplex64), 8);
  EXPECT_EQ(ElementSize(DType::kComplex128), 16);
  EXPECT_EQ(DTypeName(DType::kInt32), "Int32");
  EXPECT_EQ(DTypeName(DType::kFloat32), "Single");
  EXPECT_EQ(DTypeName(DType::kFloat16), "Half");
  EXPECT_EQ(DTypeName(DType::kBool), "Boolean");
  EXPECT_EQ(DTypeName(DType::kUInt8), "Byte");
  EXPECT_EQ(DTypeName(DType::kInt8), "SByte");
  EXPECT_EQ(DTypeName(DType::kInt16), "Int16");
  EXPECT_EQ(DTypeName(DType::kInt64), "Int64");
  EXPECT_EQ(DTypeName(DType::kUInt16), "UInt16");
  EXPECT_EQ(DTypeName(DType::kUInt32), "UInt32");
  EXPECT_EQ(DTypeName(DType::kUInt64), "UInt64");
  EXPECT_EQ(DTypeName(DType::kFloat64), "Double");
  EXPECT_EQ(DTypeName(DType::kBFloat16), "BFloat16");
  EXPECT_EQ(DTypeName(DType::kComplex64), "Complex64");
  EXPECT_EQ(DTypeName(DType::kComplex128), "Complex");  // System.Numerics.Complex
  EXPECT_TRUE(IsComplex(DType::kComplex64));
  EXPECT_TRUE(IsComplex(DType::kComplex128));
  EXPECT_FALSE(IsComplex(DType::kFloat64));
  EXPECT_TRUE(IsKnownDType(0x0220));
  EXPECT_FALSE(IsKnownDType(0x0221));
  EXPECT_FALSE(IsKnownDType(0));
  EXPECT_FALSE(IsKnownDType(0x0208));  // an 8-bit float is not supported
  EXPECT_TRUE(IsKnownDType(0x0580));
  EXPECT_FALSE(IsKnownDType(0x0520));  // nor a complex of two 16-bit floats
}

struct DTypeRow {
  DType dtype;
  int32_t code;
  size_t storage_size;
  std::string_view dotnet_name;
};
#define STRATA_DTYPE_ROW(public_name, name, value, storage, dotnet_name) \
  DTypeRow{DType::k##name, value, sizeof(storage), dotnet_name},
constexpr DTypeRow kDTypeRows[] = {STRATA_DTYPE_TABLE(STRATA_DTYPE_ROW)};
#undef STRATA_DTYPE_ROW

TEST(DTypeTable, EveryRowIsKnownAndItsStorageHoldsOneElement) {
  EXPECT_EQ(std::size(kDTypeRows), 15u);
  for (const DTypeRow& row : kDTypeRows) {
    EXPECT_TRUE(IsKnownDType(row.code)) << row.dotnet_name;
    EXPECT_EQ(static_cast<int32_t>(row.dtype), row.code) << row.dotnet_name;
    EXPECT_EQ(ElementSize(row.dtype), static_cast<int64_t>(row.storage_size)) << row.dotnet_name;
    EXPECT_EQ(VisitDType(row.dtype, [](auto element) { return sizeof(element); }),
              row.storage_size)
        << row.dotnet_name;
    EXPECT_EQ(DTypeName(row.dtype), row.dotnet_name);
  }
}

}  // namespace
}  // namespace strata
