// Conversions in the three modes against an independent reference over every pair of numeric
// dtypes, plus checked overflow leaving the destination unchanged, and conversions to the
// source's own dtype copying every element exactly.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "elementwise/convert.h"
#include "support/elementwise_test_support.h"

namespace strata {
namespace {

using namespace strata::testing;
using LD = long double;
__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;

// The expected integer result of converting v (exactly representable in long double) to T, or
// false when checked mode must fail.
template <class T> bool IntegerTarget(LD v, bool from_float, ConvertMode mode, T* out) {
  const LD lo = static_cast<LD>(std::numeric_limits<T>::min());
  const LD hi = static_cast<LD>(std::numeric_limits<T>::max());
  if (std::isnan(v)) {
    *out = T{};
    return false;
  }
  const LD t = std::trunc(v);
  if (t >= lo && t <= hi) {
    *out = static_cast<T>(t);
    return true;
  }
  if (mode == ConvertMode::kTruncating && !from_float) {
    // Low bits of the two's complement value.
    const auto wide = static_cast<Int128>(t);
    *out = static_cast<T>(static_cast<UInt128>(wide));
  } else {
    *out = t < lo ? std::numeric_limits<T>::min() : std::numeric_limits<T>::max();
  }
  return false;
}

TEST(Convert, EveryDTypePairInEveryModeMatchesTheReference) {
  std::mt19937_64 rng(31);
  for (DType from : NumericDTypes()) {
    for (DType to : NumericDTypes()) {
      const Tensor x = MakeTensor(from, {3, 7}, 2);
      FillRandom(x, rng, 70000.0, true);
      for (ConvertMode mode : {ConvertMode::kSaturating, ConvertMode::kTruncating, ConvertMode::kChecked}) {
        auto out = Convert(x, to, mode);
        bool all_fit = true;
        for (int64_t i = 0; i < 21; ++i) {
          const auto idx = Unflatten(i, x.shape().lengths());
          LD v = 0;
          VisitRealDType(from, [&](auto s) {
            using S = decltype(s);
            if constexpr (!std::is_same_v<S, Bool8>) {
              if constexpr (std::is_same_v<S, Float16> || std::is_same_v<S, BFloat16>) v = ToFloat(Get<S>(x, idx));
              else v = static_cast<LD>(Get<S>(x, idx));
            }
          });
          VisitRealDType(to, [&](auto d) {
            using D = decltype(d);
            if constexpr (std::is_integral_v<D>) {
              D want{};
              const bool fits = IntegerTarget<D>(v, IsFloatDType(from), mode, &want);
              all_fit = all_fit && fits;
              if (mode != ConvertMode::kChecked) {
                ASSERT_TRUE(out.ok());
                ASSERT_EQ(Get<D>(out.value(), idx), want)
                    << DTypeName(from) << "→" << DTypeName(to) << " mode " << static_cast<int>(mode)
                    << " v=" << static_cast<double>(v);
              }
            } else if constexpr (std::is_floating_point_v<D>) {
              if (out.ok()) {
                const D want = IsFloatDType(from) && sizeof(D) == 4 && from == DType::kFloat64
                                   ? static_cast<D>(static_cast<double>(v))
                                   : static_cast<D>(v);
                const D got = Get<D>(out.value(), idx);
                ASSERT_TRUE(got == want || (std::isnan(got) && std::isnan(want)))
                    << DTypeName(from) << "→" << DTypeName(to) << " v=" << static_cast<double>(v);
              }
            } else if constexpr (std::is_same_v<D, Float16> || std::is_same_v<D, BFloat16>) {
              if (out.ok()) {
                const float f = static_cast<float>(v);
                const uint16_t want = std::is_same_v<D, Float16> ? ToFloat16(f).bits : ToBFloat16(f).bits;
                const D got = Get<D>(out.value(), idx);
                ASSERT_TRUE(got.bits == want || (std::isnan(ToFloat(got)) && std::isnan(f)));
              }
            }
          });
        }
        if (mode == ConvertMode::kChecked) {
          EXPECT_EQ(out.ok(), all_fit) << DTypeName(from) << "→" << DTypeName(to);
          if (!out.ok()) {
            EXPECT_EQ(out.status().code(), StatusCode::kOverflow);
          }
        }
      }
    }
  }
}

TEST(Convert, CheckedOverflowWritesNothing) {
  const Tensor x = MakeTensor(DType::kInt32, {3});
  Set<int32_t>(x, std::vector<int64_t>{0}, 5);
  Set<int32_t>(x, std::vector<int64_t>{2}, 300);
  const Tensor dst = MakeTensor(DType::kUInt8, {3});
  Set<uint8_t>(dst, std::vector<int64_t>{0}, 77);
  const auto before = StorageBytes(dst);
  const Status s = ConvertInto(x, dst, ConvertMode::kChecked);
  EXPECT_EQ(s.code(), StatusCode::kOverflow);
  EXPECT_NE(s.message().find("300"), std::string::npos);
  EXPECT_EQ(StorageBytes(dst), before);
  ASSERT_TRUE(ConvertInto(x, dst, ConvertMode::kSaturating).ok());
  EXPECT_EQ(Get<uint8_t>(dst, std::vector<int64_t>{2}), 255);
  ASSERT_TRUE(ConvertInto(x, dst, ConvertMode::kTruncating).ok());
  EXPECT_EQ(Get<uint8_t>(dst, std::vector<int64_t>{2}), 300 & 0xff);
}

TEST(Convert, FloatToIntegerTruncatesTowardZeroAndNaNSaturatesToZero) {
  const Tensor x = MakeTensor(DType::kFloat64, {4});
  const double v[] = {-2.7, 2.7, NAN, 1e30};
  for (int64_t i = 0; i < 4; ++i) Set<double>(x, std::vector<int64_t>{i}, v[i]);
  auto out = Convert(x, DType::kInt16, ConvertMode::kTruncating);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(Get<int16_t>(out.value(), std::vector<int64_t>{0}), -2);
  EXPECT_EQ(Get<int16_t>(out.value(), std::vector<int64_t>{1}), 2);
  EXPECT_EQ(Get<int16_t>(out.value(), std::vector<int64_t>{2}), 0);
  EXPECT_EQ(Get<int16_t>(out.value(), std::vector<int64_t>{3}), INT16_MAX);
  EXPECT_EQ(Convert(x, DType::kInt16, ConvertMode::kChecked).status().code(), StatusCode::kOverflow);
}

TEST(Convert, RejectsBoolAndUnknownModes) {
  const Tensor x = MakeTensor(DType::kInt32, {2});
  EXPECT_EQ(Convert(x, DType::kBool, ConvertMode::kSaturating).status().code(), StatusCode::kDTypeMismatch);
  EXPECT_EQ(Convert(x, DType::kInt8, static_cast<ConvertMode>(7)).status().code(), StatusCode::kInvalidArgument);
}

TEST(Convert, ToTheSameDTypeCopiesEveryElementExactlyForEveryDType) {
  std::vector<DType> dtypes;
#define STRATA_ADD_DTYPE(public_name, name, value, storage, dotnet_name) \
  dtypes.push_back(DType::k##name);
  STRATA_DTYPE_TABLE(STRATA_ADD_DTYPE)
#undef STRATA_ADD_DTYPE
  dtypes.push_back(OpaqueDType(12));
  std::mt19937_64 rng(5);
  for (DType dtype : dtypes) {
    const Tensor x = MakeTensor(dtype, {3, 5}, 2);  // gapped: only the logical elements copy
    auto& storage = *x.storage();
    for (int64_t i = 0; i < static_cast<int64_t>(storage.size()); ++i) {
      storage.data()[i] = static_cast<std::byte>(dtype == DType::kBool ? rng() % 2 : rng());
    }
    for (ConvertMode mode : {ConvertMode::kChecked, ConvertMode::kSaturating, ConvertMode::kTruncating}) {
      auto out = Convert(x, dtype, mode);
      ASSERT_TRUE(out.ok()) << DTypeName(dtype) << ": " << out.status().message();
      EXPECT_EQ(out.value().dtype(), dtype);
      EXPECT_NE(out.value().origin(), x.origin());
      const int64_t size = x.element_size();
      for (int64_t i = 0; i < 15; ++i) {
        const auto idx = Unflatten(i, x.shape().lengths());
        EXPECT_EQ(std::memcmp(BroadcastAt(out.value(), idx), BroadcastAt(x, idx), size), 0)
            << DTypeName(dtype) << " element " << i;
      }
    }
  }
}

TEST(Convert, SameDTypeIntoAnOverlappingDestinationWritesNothing) {
  const Tensor x = MakeTensor(DType::kBool, {4});
  const auto before = StorageBytes(x);
  EXPECT_EQ(ConvertInto(x, x, ConvertMode::kChecked).code(), StatusCode::kOverlap);
  EXPECT_EQ(StorageBytes(x), before);
}

}  // namespace
}  // namespace strata
