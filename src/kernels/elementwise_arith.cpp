// Contiguous rows of exactly rounded arithmetic in Highway vectors, with dynamic dispatch.
//
// Full vectors are loaded and stored unaligned, so rows may start at any byte address (caller
// memory need not be aligned to its element size). The last partial vector (n mod lanes
// elements) is copied into a zeroed stack buffer, computed as a full vector and its first lanes
// copied back (StoreFirstN), so no target ever reads or writes past the row: Highway 1.0.3 has
// no LoadN, and its MaskedLoad for 8/16-bit lanes on SSE4/AVX2 loads the whole vector. The
// padding lanes compute on zeros (0/0 may give a NaN there) and are never stored. A repeated
// scalar operand is read with a byte copy for the same reason.
#include "kernels/elementwise_kernels.h"

#include <algorithm>
#include <cstring>

#include "kernels/unaligned.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/elementwise_arith.cpp"
#include <hwy/foreach_target.h>  // IWYU pragma: keep
#include <hwy/highway.h>

#include "kernels/row_stores-inl.h"

HWY_BEFORE_NAMESPACE();
namespace strata {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// The Highway operation of each op that kHasVectorBinary / kHasVectorUnary list for some type.
// Unary ops receive their operand twice and ignore the second.
template <ElementwiseOp kOp>
struct VectorFn;
#define STRATA_VECTOR_FN(op, expression)                   \
  template <>                                              \
  struct VectorFn<ElementwiseOp::op> {                     \
    template <class D, class V>                            \
    V operator()(D, V a, [[maybe_unused]] V b) const {     \
      return expression;                                   \
    }                                                      \
  };
STRATA_VECTOR_FN(kAdd, hn::Add(a, b))
STRATA_VECTOR_FN(kSubtract, hn::Sub(a, b))
STRATA_VECTOR_FN(kMultiply, hn::Mul(a, b))
STRATA_VECTOR_FN(kDivide, hn::Div(a, b))
STRATA_VECTOR_FN(kMin, hn::Min(a, b))
STRATA_VECTOR_FN(kMax, hn::Max(a, b))
STRATA_VECTOR_FN(kBitwiseAnd, hn::And(a, b))
STRATA_VECTOR_FN(kBitwiseOr, hn::Or(a, b))
STRATA_VECTOR_FN(kXor, hn::Xor(a, b))
STRATA_VECTOR_FN(kAbs, hn::Abs(a))
STRATA_VECTOR_FN(kSqrt, hn::Sqrt(a))
#undef STRATA_VECTOR_FN
// Integers negate as 0 − a (wrapping); floats flip the sign bit, so −0.0 and NaN signs follow.
template <>
struct VectorFn<ElementwiseOp::kNegate> {
  template <class D, class V>
  V operator()(D d, V a, V) const {
    if constexpr (hwy::IsFloat<hn::TFromD<D>>()) {
      return hn::Neg(a);
    } else {
      return hn::Sub(hn::Zero(d), a);
    }
  }
};

template <class T, class Op>
void RowT(std::byte* out_bytes, const std::byte* x_bytes, const std::byte* y_bytes, int64_t n,
          RowLayout layout, StoreMode store_mode) {
  const hn::ScalableTag<T> d;
  T* out = reinterpret_cast<T*>(out_bytes);
  const T* x = reinterpret_cast<const T*>(x_bytes);
  const T* y = reinterpret_cast<const T*>(y_bytes);
  const bool x_scalar = layout == RowLayout::kScalarLeft;
  const bool y_scalar = layout == RowLayout::kScalarRight;
  const auto xs = hn::Set(d, x_scalar ? LoadUnaligned(x) : T{});
  const auto ys = hn::Set(d, y_scalar ? LoadUnaligned(y) : T{});
  const Op op;
  // Streaming stores rewrite the head of the row (see StoreVectors), so a row computed in place
  // (the destination is an input) keeps ordinary stores.
  const bool in_place = out_bytes == x_bytes || out_bytes == y_bytes;
  const StoreMode mode = in_place ? StoreMode::kCached : store_mode;
  int64_t i = StoreVectors(d, out, n, mode, [&](int64_t k) {
    const auto a = x_scalar ? xs : hn::LoadU(d, x + k);
    const auto b = y_scalar ? ys : hn::LoadU(d, y + k);
    return op(d, a, b);
  });
  if (i == n) return;
  constexpr size_t kBufferLanes = HWY_MAX_BYTES / sizeof(T);
  // n − i < lanes ≤ kBufferLanes; the min states that bound for the compiler's size checks.
  const size_t rest = std::min(static_cast<size_t>(n - i), kBufferLanes);
  alignas(64) T xbuf[kBufferLanes] = {};
  alignas(64) T ybuf[kBufferLanes] = {};
  if (!x_scalar) std::memcpy(xbuf, x + i, rest * sizeof(T));
  if (!y_scalar) std::memcpy(ybuf, y + i, rest * sizeof(T));
  const auto a = x_scalar ? xs : hn::Load(d, xbuf);
  const auto b = y_scalar ? ys : hn::Load(d, ybuf);
  StoreFirstN(d, op(d, a, b), out + i, rest);
}

template <class T, class Op>
void UnaryRowT(std::byte* out, const std::byte* x, int64_t n, StoreMode mode) {
  RowT<T, Op>(out, x, x, n, RowLayout::kContiguous, mode);
}

// This target's kernel of (op, dtype), or nullptr where the traits list none.
VectorBinaryRow BinaryKernelOf(ElementwiseOp op, DType dtype) {
  return VisitDType(dtype, [op](auto type) {
    using T = decltype(type);
    return VisitBinaryOp(op, [](auto kind) -> VectorBinaryRow {
      constexpr ElementwiseOp kOp = decltype(kind)::value;
      if constexpr (kHasVectorBinary<kOp, T>)
        return &RowT<T, VectorFn<kOp>>;
      else
        return nullptr;
    });
  });
}

VectorUnaryRow UnaryKernelOf(ElementwiseOp op, DType dtype) {
  return VisitDType(dtype, [op](auto type) {
    using T = decltype(type);
    return VisitUnaryOp(op, [](auto kind) -> VectorUnaryRow {
      constexpr ElementwiseOp kOp = decltype(kind)::value;
      if constexpr (kHasVectorUnary<kOp, T>)
        return &UnaryRowT<T, VectorFn<kOp>>;
      else
        return nullptr;
    });
  });
}

const char* TargetName() { return hwy::TargetName(HWY_TARGET); }

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace strata {
HWY_EXPORT(BinaryKernelOf);
HWY_EXPORT(UnaryKernelOf);
HWY_EXPORT(TargetName);

VectorBinaryRow SelectVectorBinary(ElementwiseOp op, DType dtype) {
  if (CategoryOf(static_cast<int32_t>(op)) != OpCategory::kBinary) return nullptr;
  return HWY_DYNAMIC_DISPATCH(BinaryKernelOf)(op, dtype);
}

VectorUnaryRow SelectVectorUnary(ElementwiseOp op, DType dtype) {
  if (CategoryOf(static_cast<int32_t>(op)) != OpCategory::kUnary) return nullptr;
  return HWY_DYNAMIC_DISPATCH(UnaryKernelOf)(op, dtype);
}

const char* ElementwiseDispatchTarget() { return HWY_DYNAMIC_DISPATCH(TargetName)(); }

}  // namespace strata
#endif
