// The typed row functions behind the elementwise ops of elementwise.h. A row is one run of
// elements with a byte stride per operand; operand 0 is the output, then the inputs. For each
// (op, element type) there is a row with the op's scalar definition, a row of the vectorized math
// functions where the op has one, predicate and comparison rows into bool, and value checks that
// report the first element without a result (integer division by zero, MinValue / -1,
// Abs(MinValue)).
//
// Internal to elementwise/. The templates are instantiated only by elementwise_kernel_select.cpp,
// which hands out pointers to them; the other files use the operand vocabulary (Ptrs, Strides,
// At, Put, IsContiguous).
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "base/dtype.h"
#include "base/op_codes.h"
#include "base/status.h"
#include "elementwise/elementwise_predicates.h"
#include "elementwise/elementwise_scalar.h"
#include "kernels/binary_math_kernels.h"
#include "kernels/math_kernels.h"
#include "kernels/store_mode.h"

namespace strata::elementwise {

template <size_t N> using Ptrs = std::array<std::byte*, N>;
template <size_t N> using Strides = std::array<int64_t, N>;

// The dtype whose elements are stored as T, so that messages can name it.
template <class T>
constexpr DType DTypeOfStorage() {
#define STRATA_STORAGE_DTYPE(public_name, name, value, storage, dotnet_name) \
  if constexpr (std::is_same_v<T, storage>) {                              \
    return DType::k##name;                                                 \
  } else
  STRATA_DTYPE_TABLE(STRATA_STORAGE_DTYPE) {
    static_assert(sizeof(T) == 0, "T is no dtype's storage type");
  }
#undef STRATA_STORAGE_DTYPE
}

// Scalar row functions: operand 0 is the output, then the inputs. `n` is the integer operand.
using UnaryRow = void (*)(const Ptrs<2>&, int64_t, const Strides<2>&, int64_t n);
using BinaryRow = void (*)(const Ptrs<3>&, int64_t, const Strides<3>&);
// Rows of the vectorized math functions, which store with the call's store mode.
template <size_t N>
using MathRow = void (*)(const Ptrs<N>&, int64_t, const Strides<N>&, StoreMode);
// Value checks: the first element without a result, as a failed Status.
using UnaryCheck = Status (*)(const Ptrs<2>&, int64_t, const Strides<2>&);
using BinaryCheck = Status (*)(const Ptrs<3>&, int64_t, const Strides<3>&);

template <class T> ComputeType<T> At(const std::byte* p, int64_t i, int64_t stride) {
  return Widen(LoadElement<T>(p + i * stride));
}
template <class T> void Put(std::byte* p, int64_t i, int64_t stride, T value) {
  std::memcpy(p + i * stride, &value, sizeof(T));
}

inline bool IsContiguous(int64_t stride, int64_t len, int64_t size) {
  return len == 1 || stride == size;
}

template <ElementwiseOp kOp, class T>
void UnaryRowT(const Ptrs<2>& p, int64_t len, const Strides<2>& s, int64_t n) {
  using C = ComputeType<T>;
  for (int64_t i = 0; i < len; ++i) {
    const C x = At<T>(p[1], i, s[1]);
    if constexpr (kOp == ElementwiseOp::kILogB) {
      Put(p[0], i, s[0], special::ILogB(static_cast<double>(x)));
    } else {
      Put(p[0], i, s[0], Narrow<T>(ApplyUnary<kOp, C>(x, n)));
    }
  }
}

// The scalar definitions, for the lanes the vector formulas do not cover.
template <ElementwiseOp kOp, class C>
C ScalarMathOf(C x) {
  return ApplyUnary<kOp, C>(x, 0);
}
template <ElementwiseOp kOp, class C>
C ScalarMathOf(C x, C y) {
  return ApplyBinary<kOp, C>(x, y);
}

// The math kernel on contiguous rows of the compute type: the output, then the inputs.
template <ElementwiseOp kOp, class C>
void VectorMathRow(const Ptrs<2>& p, int64_t len, StoreMode mode) {
  MathRowVector(kOp, p[0], p[1], len, mode, &ScalarMathOf<kOp, C>);
}
template <ElementwiseOp kOp, class C>
void VectorMathRow(const Ptrs<3>& p, int64_t len, StoreMode mode) {
  BinaryMathRowVector(kOp, p[0], p[1], p[2], len, mode, &ScalarMathOf<kOp, C>);
}

// Runs kernel(pointers, count, mode), a kernel for contiguous rows of T's compute type, on a row
// of any layout. Contiguous float32/float64 rows go to the kernel directly. Other rows (strided,
// broadcast, or float16/bfloat16, which compute in float32) pass through buffers of the compute
// type in chunks, so a value (pair) gives the same result whatever the layout.
template <class T, size_t N, class Kernel>
void ThroughContiguousRows(const Ptrs<N>& p, int64_t len, const Strides<N>& s, StoreMode mode,
                           Kernel kernel) {
  using C = ComputeType<T>;
  constexpr int64_t kSize = sizeof(T);
  if (std::is_same_v<T, C> &&
      std::ranges::all_of(s, [&](int64_t stride) { return IsContiguous(stride, len, kSize); })) {
    kernel(p, len, mode);
    return;
  }
  constexpr int64_t kChunk = 256;
  alignas(64) C buffers[N - 1][kChunk];
  Ptrs<N> chunk;
  for (size_t k = 1; k < N; ++k) chunk[k] = reinterpret_cast<std::byte*>(buffers[k - 1]);
  chunk[0] = chunk[1];
  for (int64_t start = 0; start < len; start += kChunk) {
    const int64_t count = std::min(kChunk, len - start);
    for (size_t k = 1; k < N; ++k) {
      for (int64_t i = 0; i < count; ++i) buffers[k - 1][i] = At<T>(p[k], start + i, s[k]);
    }
    kernel(chunk, count, StoreMode::kCached);
    for (int64_t i = 0; i < count; ++i) Put(p[0], start + i, s[0], Narrow<T>(buffers[0][i]));
  }
}

template <ElementwiseOp kOp, class T, size_t N>
void MathRowT(const Ptrs<N>& p, int64_t len, const Strides<N>& s, StoreMode mode) {
  ThroughContiguousRows<T>(p, len, s, mode, [](const Ptrs<N>& q, int64_t count, StoreMode m) {
    VectorMathRow<kOp, ComputeType<T>>(q, count, m);
  });
}

template <ElementwiseOp kOp, class T>
void PredicateRowT(const Ptrs<2>& p, int64_t len, const Strides<2>& s, int64_t) {
  for (int64_t i = 0; i < len; ++i) {
    Put(p[0], i, s[0], static_cast<uint8_t>(ApplyPredicate<kOp>(LoadElement<T>(p[1] + i * s[1])) ? 1 : 0));
  }
}

template <ElementwiseOp kOp, class T>
void BinaryRowT(const Ptrs<3>& p, int64_t len, const Strides<3>& s) {
  using C = ComputeType<T>;
  for (int64_t i = 0; i < len; ++i) {
    Put(p[0], i, s[0], Narrow<T>(ApplyBinary<kOp, C>(At<T>(p[1], i, s[1]), At<T>(p[2], i, s[2]))));
  }
}

template <ElementwiseOp kOp, class T>
void ComparisonRowT(const Ptrs<3>& p, int64_t len, const Strides<3>& s) {
  for (int64_t i = 0; i < len; ++i) {
    const bool r = ApplyComparison<kOp>(At<T>(p[1], i, s[1]), At<T>(p[2], i, s[2]));
    Put(p[0], i, s[0], static_cast<uint8_t>(r ? 1 : 0));
  }
}

template <ElementwiseOp kOp, class T>
Status UnaryCheckT(const Ptrs<2>& p, int64_t len, const Strides<2>& s) {
  for (int64_t i = 0; i < len; ++i) {
    const auto x = At<T>(p[1], i, s[1]);
    if (UnaryOverflows<kOp>(x)) {
      return {StatusCode::kOverflow,
              fmt::format("{}({}) is not representable in {}", OpName(kOp), x,
                          DTypeName(DTypeOfStorage<T>()))};
    }
  }
  return Status::Ok();
}

template <ElementwiseOp kOp, class T>
Status BinaryCheckT(const Ptrs<3>& p, int64_t len, const Strides<3>& s) {
  for (int64_t i = 0; i < len; ++i) {
    const auto x = At<T>(p[1], i, s[1]);
    const auto y = At<T>(p[2], i, s[2]);
    switch (BinaryFails<kOp>(x, y)) {
      case BinaryFailure::kNone: break;
      case BinaryFailure::kDivideByZero:
        return {StatusCode::kInvalidArgument,
                fmt::format("integer {} of {} by zero",
                            kOp == ElementwiseOp::kModulo ? "modulo" : "division", x)};
      case BinaryFailure::kOverflow:
        return {StatusCode::kOverflow,
                fmt::format("{} / {} is not representable in {}", x, y,
                            DTypeName(DTypeOfStorage<T>()))};
    }
  }
  return Status::Ok();
}

template <ElementwiseOp kOp, class T>
constexpr bool kUnaryCanFail = kOp == ElementwiseOp::kAbs && kIsInteger<T> && std::is_signed_v<T>;
template <ElementwiseOp kOp, class T>
constexpr bool kBinaryCanFail = kIntegerDivision<kOp> && kIsInteger<T>;

// root_n's vector kernel for a row of degree n: false when the degree has none.
using RootNRow = bool (*)(const Ptrs<2>&, int64_t, const Strides<2>&, int64_t n, StoreMode);

// The scalar definition of root_n with its degree carried as the second operand (exact there).
template <class C>
C RootNOfPair(C x, C n) {
  return static_cast<C>(scalar::RootN(static_cast<double>(x), static_cast<int64_t>(n)));
}

// Every float32/float64 row of a degree with a vector kernel, strided ones through buffers, so
// that a value gives the same result whatever the layout.
template <class T>
bool RootNVectorRow(const Ptrs<2>& p, int64_t len, const Strides<2>& s, int64_t n, StoreMode mode) {
  if (!HasVectorRootN(n)) return false;
  ThroughContiguousRows<T>(p, len, s, mode, [n](const Ptrs<2>& q, int64_t count, StoreMode m) {
    RootNRowVector(q[0], q[1], count, n, m, &RootNOfPair<T>);
  });
  return true;
}

}  // namespace strata::elementwise
