// Element types: codes (DLPack-compatible: type code << 8 | bits), sizes, names and a visitor
// that calls a generic function with the matching C++ storage type.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace strata {

enum class DType : int32_t {
  kInt8 = 0x0008,
  kInt16 = 0x0010,
  kInt32 = 0x0020,
  kInt64 = 0x0040,
  kUInt8 = 0x0108,
  kUInt16 = 0x0110,
  kUInt32 = 0x0120,
  kUInt64 = 0x0140,
  kFloat16 = 0x0210,
  kFloat32 = 0x0220,
  kFloat64 = 0x0240,
  kBFloat16 = 0x0410,
  kBool = 0x0608,
};

// IEEE binary16 and bfloat16 are stored as raw bits; arithmetic goes through float.
struct Float16 {
  uint16_t bits;
};
struct BFloat16 {
  uint16_t bits;
};
// Booleans are one byte holding 0 or 1.
struct Bool8 {
  uint8_t value;
};

float ToFloat(Float16 h);
float ToFloat(BFloat16 h);
Float16 ToFloat16(float f);    // round to nearest even
BFloat16 ToBFloat16(float f);  // round to nearest even

// True for the thirteen codes above.
bool IsKnownDType(int32_t code);
// Bytes per element (1, 2, 4 or 8). Precondition: a known dtype.
inline int64_t ElementSize(DType d) { return (static_cast<int32_t>(d) & 0xff) / 8; }
// The .NET short type name used in text output (Int32, Single, Half, Boolean, ...).
std::string_view DTypeName(DType d);

// Calls fn(T{}) where T is the storage type of d. Precondition: a known dtype.
template <class Fn>
decltype(auto) VisitDType(DType d, Fn&& fn) {
  switch (d) {
    case DType::kInt8: return fn(int8_t{});
    case DType::kInt16: return fn(int16_t{});
    case DType::kInt32: return fn(int32_t{});
    case DType::kInt64: return fn(int64_t{});
    case DType::kUInt8: return fn(uint8_t{});
    case DType::kUInt16: return fn(uint16_t{});
    case DType::kUInt32: return fn(uint32_t{});
    case DType::kUInt64: return fn(uint64_t{});
    case DType::kFloat16: return fn(Float16{});
    case DType::kFloat32: return fn(float{});
    case DType::kFloat64: return fn(double{});
    case DType::kBFloat16: return fn(BFloat16{});
    case DType::kBool: return fn(Bool8{});
  }
  return fn(uint8_t{});
}

// Reads a T from possibly unaligned memory.
template <class T>
T LoadElement(const std::byte* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}

}  // namespace strata
