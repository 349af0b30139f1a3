// Element types: codes (DLPack-compatible: type code << 8 | bits), sizes, names and a visitor
// that calls a generic function with the matching C++ storage type.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

#include "strata/strata_tables.h"

namespace strata {

// DType::k<Name> for each row of STRATA_DTYPE_TABLE, with the value of its public code.
#define STRATA_DTYPE_ENUMERATOR(public_name, name, value, storage, dotnet_name) k##name = value,
enum class DType : int32_t { STRATA_DTYPE_TABLE(STRATA_DTYPE_ENUMERATOR) };
#undef STRATA_DTYPE_ENUMERATOR

// Storage types the table names: IEEE binary16 and bfloat16 are held as raw bits; arithmetic
// goes through float.
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
// Complex numbers: the real part, then the imaginary part.
struct Complex64 {
  float real;
  float imag;
};
struct Complex128 {
  double real;
  double imag;
};

float ToFloat(Float16 h);
float ToFloat(BFloat16 h);
Float16 ToFloat16(float f);    // round to nearest even
BFloat16 ToBFloat16(float f);  // round to nearest even

template <class T>
inline constexpr bool kIsComplex = std::is_same_v<T, Complex64> || std::is_same_v<T, Complex128>;
// True for complex64 and complex128 (DLPack type code 5).
inline bool IsComplex(DType d) { return (static_cast<int32_t>(d) >> 8) == 5; }
// The dtype of one part of a complex dtype: float32 for complex64, float64 for complex128.
inline DType ComplexPartDType(DType complex) {
  return complex == DType::kComplex64 ? DType::kFloat32 : DType::kFloat64;
}

// Opaque dtypes (STRATA_DTYPE_OPAQUE(n) of strata.h): this flag ORed with the element size n,
// 1 … kMaxOpaqueSize bytes.
inline constexpr int32_t kOpaqueFlag = STRATA_DTYPE_OPAQUE_FLAG;
inline constexpr int32_t kMaxOpaqueSize = STRATA_MAX_OPAQUE_SIZE;
inline bool IsOpaque(DType d) { return (static_cast<int32_t>(d) & ~0xffffff) == kOpaqueFlag; }
inline DType OpaqueDType(int32_t bytes) { return static_cast<DType>(kOpaqueFlag | bytes); }
// The storage type VisitDType passes for an opaque dtype: a marker without value semantics, so
// that every typed operation finds it unsupported. Layout operations move opaque elements by
// their size (ElementSize).
struct OpaqueElement {};

// True for the codes of STRATA_DTYPE_TABLE and the opaque dtypes of a valid size.
bool IsKnownDType(int32_t code);
// Bytes per element (1, 2, 4, 8 or 16; the size of an opaque dtype). Precondition: a known dtype.
inline int64_t ElementSize(DType d) {
  const int32_t code = static_cast<int32_t>(d);
  return IsOpaque(d) ? (code & 0xffffff) : (code & 0xff) / 8;
}
// The .NET short type name used in text output (Int32, Single, Half, Boolean, ...).
std::string_view DTypeName(DType d);

// Calls fn(T{}) where T is the storage type of d (OpaqueElement for opaque dtypes).
// Precondition: a known dtype.
template <class Fn>
decltype(auto) VisitDType(DType d, Fn&& fn) {
  if (IsOpaque(d)) return fn(OpaqueElement{});
#define STRATA_DTYPE_CASE(public_name, name, value, storage, dotnet_name) \
  case DType::k##name:                                                    \
    return fn(storage{});
  switch (d) { STRATA_DTYPE_TABLE(STRATA_DTYPE_CASE) }
#undef STRATA_DTYPE_CASE
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
