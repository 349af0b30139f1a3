#include "base/dtype.h"

#include <bit>

namespace strata {

bool IsKnownDType(int32_t code) {
  if (IsOpaque(static_cast<DType>(code))) {
    const int32_t size = code & 0xffffff;
    return size >= 1 && size <= kMaxOpaqueSize;
  }
#define STRATA_DTYPE_CASE(public_name, name, value, storage, dotnet_name) case value:
  switch (code) {
    STRATA_DTYPE_TABLE(STRATA_DTYPE_CASE) return true;
    default: return false;
  }
#undef STRATA_DTYPE_CASE
}

std::string_view DTypeName(DType d) {
#define STRATA_DTYPE_CASE(public_name, name, value, storage, dotnet_name) \
  case DType::k##name: return dotnet_name;
  if (IsOpaque(d)) return "Opaque";
  switch (d) { STRATA_DTYPE_TABLE(STRATA_DTYPE_CASE) }
#undef STRATA_DTYPE_CASE
  return "Unknown";
}

float ToFloat(BFloat16 h) { return std::bit_cast<float>(static_cast<uint32_t>(h.bits) << 16); }

BFloat16 ToBFloat16(float f) {
  uint32_t bits = std::bit_cast<uint32_t>(f);
  if ((bits & 0x7fffffffu) > 0x7f800000u) return {static_cast<uint16_t>((bits >> 16) | 0x40)};  // quiet NaN
  bits += 0x7fffu + ((bits >> 16) & 1u);
  return {static_cast<uint16_t>(bits >> 16)};
}

float ToFloat(Float16 h) {
  const uint32_t sign = static_cast<uint32_t>(h.bits & 0x8000u) << 16;
  const uint32_t exponent = (h.bits >> 10) & 0x1fu;
  uint32_t mantissa = h.bits & 0x3ffu;
  if (exponent == 0x1f) return std::bit_cast<float>(sign | 0x7f800000u | (mantissa << 13));
  if (exponent != 0) return std::bit_cast<float>(sign | ((exponent + 112) << 23) | (mantissa << 13));
  if (mantissa == 0) return std::bit_cast<float>(sign);
  // Subnormal half: value = mantissa * 2^-24.
  const float magnitude = static_cast<float>(mantissa) * 0x1p-24f;
  return sign ? -magnitude : magnitude;
}

Float16 ToFloat16(float f) {
  const uint32_t bits = std::bit_cast<uint32_t>(f);
  const uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000u);
  const uint32_t abs_bits = bits & 0x7fffffffu;
  if (abs_bits > 0x7f800000u) return {static_cast<uint16_t>(sign | 0x7e00u)};
  if (abs_bits >= 0x47800000u) return {static_cast<uint16_t>(sign | 0x7c00u)};  // overflow → inf
  if (abs_bits < 0x38800000u) {
    // Result is subnormal or zero: scale so that the half ulp (2^-24) becomes 1 and round.
    const float scaled = std::bit_cast<float>(abs_bits) * 0x1p24f;
    const auto rounded = static_cast<uint32_t>(scaled);
    const float rest = scaled - static_cast<float>(rounded);
    uint32_t m = rounded;
    if (rest > 0.5f || (rest == 0.5f && (rounded & 1u))) ++m;
    return {static_cast<uint16_t>(sign | m)};
  }
  uint32_t value = abs_bits - 0x38000000u;  // rebias exponent 127 → 15
  value += 0xfffu + ((value >> 13) & 1u);
  return {static_cast<uint16_t>(sign | (value >> 13))};
}

}  // namespace strata
