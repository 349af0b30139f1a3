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

struct AddV { template <class D, class V> V operator()(D, V a, V b) const { return hn::Add(a, b); } };
struct SubV { template <class D, class V> V operator()(D, V a, V b) const { return hn::Sub(a, b); } };
struct MulV { template <class D, class V> V operator()(D, V a, V b) const { return hn::Mul(a, b); } };
struct DivV { template <class D, class V> V operator()(D, V a, V b) const { return hn::Div(a, b); } };
struct MinV { template <class D, class V> V operator()(D, V a, V b) const { return hn::Min(a, b); } };
struct MaxV { template <class D, class V> V operator()(D, V a, V b) const { return hn::Max(a, b); } };
struct AndV { template <class D, class V> V operator()(D, V a, V b) const { return hn::And(a, b); } };
struct OrV { template <class D, class V> V operator()(D, V a, V b) const { return hn::Or(a, b); } };
struct XorV { template <class D, class V> V operator()(D, V a, V b) const { return hn::Xor(a, b); } };
// Unary ops receive their operand twice and ignore the second.
struct NegV { template <class D, class V> V operator()(D d, V a, V) const { return hn::Sub(hn::Zero(d), a); } };
struct FNegV { template <class D, class V> V operator()(D, V a, V) const { return hn::Neg(a); } };
struct FAbsV { template <class D, class V> V operator()(D, V a, V) const { return hn::Abs(a); } };
struct SqrtV { template <class D, class V> V operator()(D, V a, V) const { return hn::Sqrt(a); } };

template <class T, class Op>
void RowT(std::byte* out_bytes, const std::byte* x_bytes, const std::byte* y_bytes, int64_t n,
          int32_t layout, int32_t store_mode) {
  const hn::ScalableTag<T> d;
  T* out = reinterpret_cast<T*>(out_bytes);
  const T* x = reinterpret_cast<const T*>(x_bytes);
  const T* y = reinterpret_cast<const T*>(y_bytes);
  const bool x_scalar = layout == static_cast<int32_t>(RowLayout::kScalarLeft);
  const bool y_scalar = layout == static_cast<int32_t>(RowLayout::kScalarRight);
  const auto xs = hn::Set(d, x_scalar ? LoadUnaligned(x) : T{});
  const auto ys = hn::Set(d, y_scalar ? LoadUnaligned(y) : T{});
  const Op op;
  // Streaming stores rewrite the head of the row (see StoreVectors), so a row computed in place
  // (the destination is an input) keeps ordinary stores.
  const bool in_place = out_bytes == x_bytes || out_bytes == y_bytes;
  const StoreMode mode = in_place ? StoreMode::kCached : static_cast<StoreMode>(store_mode);
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

// Dispatches on (op, dtype); the pairs must match HasVectorBinary / HasVectorUnary.
template <class T>
void RowForType(int32_t op, std::byte* out, const std::byte* x, const std::byte* y, int64_t n,
                int32_t layout, int32_t mode) {
  constexpr bool kFloat = hwy::IsFloat<T>();
  constexpr bool kMul = kFloat || sizeof(T) == 2 || sizeof(T) == 4;
  switch (static_cast<ElementwiseOp>(op)) {
    case ElementwiseOp::kAdd: return RowT<T, AddV>(out, x, y, n, layout, mode);
    case ElementwiseOp::kSubtract: return RowT<T, SubV>(out, x, y, n, layout, mode);
    case ElementwiseOp::kMultiply: if constexpr (kMul) return RowT<T, MulV>(out, x, y, n, layout, mode); break;
    case ElementwiseOp::kDivide: if constexpr (kFloat) return RowT<T, DivV>(out, x, y, n, layout, mode); break;
    case ElementwiseOp::kMin: if constexpr (!kFloat) return RowT<T, MinV>(out, x, y, n, layout, mode); break;
    case ElementwiseOp::kMax: if constexpr (!kFloat) return RowT<T, MaxV>(out, x, y, n, layout, mode); break;
    case ElementwiseOp::kBitwiseAnd: if constexpr (!kFloat) return RowT<T, AndV>(out, x, y, n, layout, mode); break;
    case ElementwiseOp::kBitwiseOr: if constexpr (!kFloat) return RowT<T, OrV>(out, x, y, n, layout, mode); break;
    case ElementwiseOp::kXor: if constexpr (!kFloat) return RowT<T, XorV>(out, x, y, n, layout, mode); break;
    case ElementwiseOp::kNegate:
      if constexpr (kFloat) return RowT<T, FNegV>(out, x, x, n, 0, mode);
      else return RowT<T, NegV>(out, x, x, n, 0, mode);
    case ElementwiseOp::kAbs: if constexpr (kFloat) return RowT<T, FAbsV>(out, x, x, n, 0, mode); break;
    case ElementwiseOp::kSqrt: if constexpr (kFloat) return RowT<T, SqrtV>(out, x, x, n, 0, mode); break;
    default: break;
  }
}

void ArithRow(int32_t op, int32_t dtype, std::byte* out, const std::byte* x, const std::byte* y,
              int64_t n, int32_t layout, int32_t mode) {
  switch (static_cast<DType>(dtype)) {
    case DType::kInt8: return RowForType<int8_t>(op, out, x, y, n, layout, mode);
    case DType::kInt16: return RowForType<int16_t>(op, out, x, y, n, layout, mode);
    case DType::kInt32: return RowForType<int32_t>(op, out, x, y, n, layout, mode);
    case DType::kInt64: return RowForType<int64_t>(op, out, x, y, n, layout, mode);
    case DType::kUInt8: return RowForType<uint8_t>(op, out, x, y, n, layout, mode);
    case DType::kUInt16: return RowForType<uint16_t>(op, out, x, y, n, layout, mode);
    case DType::kUInt32: return RowForType<uint32_t>(op, out, x, y, n, layout, mode);
    case DType::kUInt64: return RowForType<uint64_t>(op, out, x, y, n, layout, mode);
    case DType::kFloat32: return RowForType<float>(op, out, x, y, n, layout, mode);
    case DType::kFloat64: return RowForType<double>(op, out, x, y, n, layout, mode);
    default: break;
  }
}

const char* TargetName() { return hwy::TargetName(HWY_TARGET); }

}  // namespace HWY_NAMESPACE
}  // namespace strata
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace strata {
HWY_EXPORT(ArithRow);
HWY_EXPORT(TargetName);

namespace {
bool IsVectorType(DType d) {
  return d != DType::kFloat16 && d != DType::kBFloat16 && d != DType::kBool;
}
bool IsFloatType(DType d) { return d == DType::kFloat32 || d == DType::kFloat64; }
}  // namespace

bool HasVectorBinary(ElementwiseOp op, DType dtype) {
  if (!IsVectorType(dtype)) return false;
  const bool is_float = IsFloatType(dtype);
  switch (op) {
    case ElementwiseOp::kAdd:
    case ElementwiseOp::kSubtract: return true;
    case ElementwiseOp::kMultiply:
      return is_float || ElementSize(dtype) == 2 || ElementSize(dtype) == 4;
    case ElementwiseOp::kDivide: return is_float;
    case ElementwiseOp::kMin:
    case ElementwiseOp::kMax:
    case ElementwiseOp::kBitwiseAnd:
    case ElementwiseOp::kBitwiseOr:
    case ElementwiseOp::kXor: return !is_float;
    default: return false;
  }
}

bool HasVectorUnary(ElementwiseOp op, DType dtype) {
  if (!IsVectorType(dtype)) return false;
  switch (op) {
    case ElementwiseOp::kNegate: return true;
    case ElementwiseOp::kAbs:
    case ElementwiseOp::kSqrt: return IsFloatType(dtype);
    default: return false;
  }
}

void BinaryRowVector(ElementwiseOp op, DType dtype, std::byte* out, const std::byte* x,
                     const std::byte* y, int64_t n, RowLayout layout, StoreMode mode) {
  HWY_DYNAMIC_DISPATCH(ArithRow)(static_cast<int32_t>(op), static_cast<int32_t>(dtype), out, x, y,
                                 n, static_cast<int32_t>(layout), static_cast<int32_t>(mode));
}

void UnaryRowVector(ElementwiseOp op, DType dtype, std::byte* out, const std::byte* x, int64_t n,
                    StoreMode mode) {
  HWY_DYNAMIC_DISPATCH(ArithRow)(static_cast<int32_t>(op), static_cast<int32_t>(dtype), out, x,
                                 nullptr, n, static_cast<int32_t>(RowLayout::kContiguous),
                                 static_cast<int32_t>(mode));
}

const char* ElementwiseDispatchTarget() { return HWY_DYNAMIC_DISPATCH(TargetName)(); }

}  // namespace strata
#endif
