// Vector row kernels (Highway, dynamic dispatch) for the elementwise operations whose result is
// exactly rounded (add, subtract, multiply, divide, sqrt, negate, abs, integer min/max and
// bitwise ops), so they give the same bits as the scalar definitions in elementwise_scalar.h on
// every target. Everything else runs the scalar loop.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "base/dtype.h"
#include "base/op_codes.h"
#include "kernels/store_mode.h"

namespace strata {

// How the operands of one binary row are laid out: both contiguous, or one of them a single
// element repeated along the row (byte stride 0) and the other contiguous.
enum class RowLayout : int32_t { kContiguous = 0, kScalarLeft = 1, kScalarRight = 2 };

// Which (op, element type) pairs have a vector kernel, T being the storage type of a dtype
// (VisitDType). The kernel selection (SelectVectorBinary, SelectVectorUnary) visits the op tables
// (VisitBinaryOp, VisitUnaryOp) and reads these traits, so a kernel exists exactly where a trait
// says so. Multiply has no 8-bit or 64-bit integer kernel (Highway 1.0.3 has no such lane
// multiply on x86).
template <class T>
inline constexpr bool kIsVectorNumber = std::is_arithmetic_v<T> && !std::is_same_v<T, bool>;
template <class T>
inline constexpr bool kIsVectorFloat = kIsVectorNumber<T> && std::is_floating_point_v<T>;
template <class T>
inline constexpr bool kIsVectorInteger = kIsVectorNumber<T> && !kIsVectorFloat<T>;

template <ElementwiseOp kOp, class T>
inline constexpr bool kHasVectorBinary = false;
template <class T>
inline constexpr bool kHasVectorBinary<ElementwiseOp::kAdd, T> = kIsVectorNumber<T>;
template <class T>
inline constexpr bool kHasVectorBinary<ElementwiseOp::kSubtract, T> = kIsVectorNumber<T>;
template <class T>
inline constexpr bool kHasVectorBinary<ElementwiseOp::kMultiply, T> =
    kIsVectorFloat<T> || (kIsVectorInteger<T> && (sizeof(T) == 2 || sizeof(T) == 4));
template <class T>
inline constexpr bool kHasVectorBinary<ElementwiseOp::kDivide, T> = kIsVectorFloat<T>;
template <class T>
inline constexpr bool kHasVectorBinary<ElementwiseOp::kMin, T> = kIsVectorInteger<T>;
template <class T>
inline constexpr bool kHasVectorBinary<ElementwiseOp::kMax, T> = kIsVectorInteger<T>;
template <class T>
inline constexpr bool kHasVectorBinary<ElementwiseOp::kBitwiseAnd, T> = kIsVectorInteger<T>;
template <class T>
inline constexpr bool kHasVectorBinary<ElementwiseOp::kBitwiseOr, T> = kIsVectorInteger<T>;
template <class T>
inline constexpr bool kHasVectorBinary<ElementwiseOp::kXor, T> = kIsVectorInteger<T>;

template <ElementwiseOp kOp, class T>
inline constexpr bool kHasVectorUnary = false;
template <class T>
inline constexpr bool kHasVectorUnary<ElementwiseOp::kNegate, T> = kIsVectorNumber<T>;
template <class T>
inline constexpr bool kHasVectorUnary<ElementwiseOp::kAbs, T> = kIsVectorFloat<T>;
template <class T>
inline constexpr bool kHasVectorUnary<ElementwiseOp::kSqrt, T> = kIsVectorFloat<T>;

// A vector row kernel: out[i] = x[i] op y[i] for n contiguous elements (x or y repeated as layout
// says). Reads and writes exactly n elements. With StoreMode::kStreaming (ignored when out is x or
// y) the caller calls hwy::FlushStream() before the result must be visible to other threads.
using VectorBinaryRow = void (*)(std::byte* out, const std::byte* x, const std::byte* y, int64_t n,
                                 RowLayout layout, StoreMode mode);
// out[i] = op(x[i]) for n contiguous elements, with the same store rules.
using VectorUnaryRow = void (*)(std::byte* out, const std::byte* x, int64_t n, StoreMode mode);

// The kernel of (op, dtype) for the dispatch target selected now, or nullptr exactly where
// kHasVectorBinary / kHasVectorUnary is false (and for an op of another category). A caller may
// keep the pointer for the duration of one operation; selecting it costs one dynamic dispatch.
VectorBinaryRow SelectVectorBinary(ElementwiseOp op, DType dtype);
VectorUnaryRow SelectVectorUnary(ElementwiseOp op, DType dtype);

// The name of the Highway target dynamic dispatch currently selects (tests pin each target).
const char* ElementwiseDispatchTarget();

}  // namespace strata
