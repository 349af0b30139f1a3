// Each operation resolves (op, dtype) once to a typed row function, validates everything, scans
// the inputs for values without a result where an op has them (integer division, Abs), then
// walks the shared loop nest with the destination's memory order outermost. Contiguous rows of
// exactly rounded ops go to the Highway kernels, rows of the vectorized math functions (one or two
// arguments) to the math kernels (see MathRowT); every other row runs the scalar definition.
#include "elementwise/elementwise.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <string>
#include <type_traits>

#include "copy/loop_nest.h"
#include "elementwise/complex_elementwise.h"
#include "elementwise/elementwise_destination.h"
#include "elementwise/elementwise_predicates.h"
#include "elementwise/elementwise_scalar.h"
#include "kernels/binary_math_kernels.h"
#include "kernels/elementwise_kernels.h"
#include "kernels/math_kernels.h"
#include "layout/broadcast_rules.h"

namespace strata {
namespace {

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

bool IsContiguous(int64_t stride, int64_t len, int64_t size) { return len == 1 || stride == size; }

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

struct UnaryKernel {
  UnaryRow row = nullptr;  // nullptr: op undefined for the dtype
  UnaryCheck check = nullptr;
  MathRow<2> math = nullptr;  // replaces row where set
  VectorUnaryRow vector = nullptr;  // takes contiguous rows where set
  RootNRow root_n = nullptr;        // takes the rows it accepts where set
};
struct BinaryKernel {
  BinaryRow row = nullptr;
  BinaryCheck check = nullptr;
  MathRow<3> math = nullptr;  // replaces row where set
  VectorBinaryRow vector = nullptr;  // takes VectorLayout rows where set
};

UnaryKernel SelectUnary(ElementwiseOp op, DType dtype) {
  if (IsComplex(dtype)) return {SelectComplexUnary(op, dtype)};
  if (CategoryOf(static_cast<int32_t>(op)) == OpCategory::kPredicate) {
    return VisitPredicateOp(op, [&](auto op_c) {
      return VisitDType(dtype, [&](auto t) -> UnaryKernel {
        using T = decltype(t);
        if constexpr (PredicateSupports<T>()) return {&PredicateRowT<decltype(op_c)::value, T>, nullptr};
        else return {};
      });
    });
  }
  return VisitUnaryOp(op, [&](auto op_c) {
    return VisitDType(dtype, [&](auto t) -> UnaryKernel {
      using T = decltype(t);
      constexpr ElementwiseOp kOp = decltype(op_c)::value;
      if constexpr (UnarySupports<kOp, ComputeType<T>>()) {
        UnaryKernel k{&UnaryRowT<kOp, T>, nullptr};
        if constexpr (kUnaryCanFail<kOp, T>) k.check = &UnaryCheckT<kOp, T>;
        if constexpr (kHasVectorMath<kOp>) k.math = &MathRowT<kOp, T, 2>;
        if constexpr (kHasVectorUnary<kOp, T>) k.vector = SelectVectorUnary(kOp, dtype);
        if constexpr (kOp == ElementwiseOp::kRootN &&
                      (std::is_same_v<T, float> || std::is_same_v<T, double>)) {
          k.root_n = &RootNVectorRow<T>;
        }
        return k;
      } else {
        return {};
      }
    });
  });
}

BinaryKernel SelectBinary(ElementwiseOp op, DType dtype) {
  if (IsComplex(dtype)) return {SelectComplexBinary(op, dtype)};
  if (CategoryOf(static_cast<int32_t>(op)) == OpCategory::kComparison) {
    return VisitComparisonOp(op, [&](auto op_c) {
      return VisitDType(dtype, [&](auto t) -> BinaryKernel {
        using T = decltype(t);
        if constexpr (ComparisonSupports<ComputeType<T>>()) {
          return {&ComparisonRowT<decltype(op_c)::value, T>, nullptr};
        } else {
          return {};
        }
      });
    });
  }
  return VisitBinaryOp(op, [&](auto op_c) {
    return VisitDType(dtype, [&](auto t) -> BinaryKernel {
      using T = decltype(t);
      constexpr ElementwiseOp kOp = decltype(op_c)::value;
      if constexpr (BinarySupports<kOp, ComputeType<T>>()) {
        BinaryKernel k{&BinaryRowT<kOp, T>, nullptr};
        if constexpr (kBinaryCanFail<kOp, T>) k.check = &BinaryCheckT<kOp, T>;
        if constexpr (kHasVectorBinaryMath<kOp, ComputeType<T>>) k.math = &MathRowT<kOp, T, 3>;
        if constexpr (kHasVectorBinary<kOp, T>) k.vector = SelectVectorBinary(kOp, dtype);
        return k;
      } else {
        return {};
      }
    });
  });
}

Status Unsupported(ElementwiseOp op, DType dtype) {
  return {StatusCode::kDTypeMismatch,
          fmt::format("operation '{}' is not defined for element type {}", OpName(op),
                      DTypeName(dtype))};
}

// The checks below run on every call: the passing test stays inline and the message is built
// out of line.
[[gnu::noinline, gnu::cold]] Status CategoryFailure(ElementwiseOp op, const char* expected) {
  return {StatusCode::kInvalidArgument,
          fmt::format("op code {} is not {}", static_cast<int32_t>(op), expected)};
}

[[gnu::noinline, gnu::cold]] Status DTypeFailure(const Tensor& x, const Tensor& y,
                                                 ElementwiseOp op) {
  return {StatusCode::kDTypeMismatch,
          fmt::format("{}: x has element type {} but y has {}", OpName(op), DTypeName(x.dtype()),
                      DTypeName(y.dtype()))};
}

[[gnu::always_inline]] inline Status CheckCategory(ElementwiseOp op, bool ok,
                                                   const char* expected) {
  if (ok) [[likely]]
    return Status::Ok();
  return CategoryFailure(op, expected);
}

[[gnu::always_inline]] inline Status CheckSameDType(const Tensor& x, const Tensor& y,
                                                    ElementwiseOp op) {
  if (x.dtype() == y.dtype()) [[likely]]
    return Status::Ok();
  return DTypeFailure(x, y, op);
}

// The layout of a binary row for the vector kernel, or false when it has none.
bool VectorLayout(const Strides<3>& s, int64_t len, int64_t in_size, int64_t out_size,
                  RowLayout* layout) {
  if (!IsContiguous(s[0], len, out_size)) return false;
  const bool x_dense = IsContiguous(s[1], len, in_size);
  const bool y_dense = IsContiguous(s[2], len, in_size);
  if (x_dense && y_dense) *layout = RowLayout::kContiguous;
  else if (s[1] == 0 && y_dense) *layout = RowLayout::kScalarLeft;
  else if (x_dense && s[2] == 0) *layout = RowLayout::kScalarRight;
  else return false;
  return true;
}

std::byte* Origin(const Tensor& t) { return t.origin(); }

bool IsUnaryOrPredicate(ElementwiseOp op) {
  const OpCategory category = CategoryOf(static_cast<int32_t>(op));
  return category == OpCategory::kUnary || category == OpCategory::kPredicate;
}

}  // namespace

DType UnaryResultDType(ElementwiseOp op, DType x) {
  if (CategoryOf(static_cast<int32_t>(op)) == OpCategory::kPredicate) return DType::kBool;
  if (op == ElementwiseOp::kILogB) return DType::kInt32;
  if (op == ElementwiseOp::kAbs && IsComplex(x)) return ComplexPartDType(x);
  return x;
}

Result<Tensor> ScalarOperand(DType dtype, const void* value) {
  const int64_t one = 1;
  auto t = NewDense(dtype, std::span<const int64_t>(&one, 1));
  STRATA_RETURN_IF_ERROR(t);
  std::memcpy(t->origin(), value, static_cast<size_t>(ElementSize(dtype)));
  return t;
}

Status UnaryInto(ElementwiseOp op, const Tensor& x, int64_t n, const Tensor& destination) {
  STRATA_RETURN_IF_ERROR(CheckCategory(op, IsUnaryOrPredicate(op), "a unary operation or predicate"));
  const UnaryKernel kernel = SelectUnary(op, x.dtype());
  if (kernel.row == nullptr) return Unsupported(op, x.dtype());
  if (const DType out_type = UnaryResultDType(op, x.dtype()); destination.dtype() != out_type) {
    return CheckDestinationDType(destination, out_type, OpName(op));
  }
  const int64_t size = x.element_size();
  const Ptrs<2> origins{Origin(destination), Origin(x)};
  const auto row = [&](const Ptrs<2>& p, int64_t len, const Strides<2>& s, StoreMode mode) {
    if (kernel.math != nullptr) {
      kernel.math(p, len, s, mode);
    } else if (kernel.vector != nullptr && IsContiguous(s[0], len, size) &&
               IsContiguous(s[1], len, size)) {
      kernel.vector(p[0], p[1], len, mode);
    } else if (kernel.root_n == nullptr || !kernel.root_n(p, len, s, n, mode)) {
      kernel.row(p, len, s, n);
    }
  };
  if (kernel.check == nullptr && IsSmallDenseWrite<2>({&x}, destination)) {
    row(origins, destination.shape().flattened_length(), {destination.element_size(), size},
        StoreMode::kCached);
    return Status::Ok();
  }
  DestinationRows<2> plan;
  STRATA_RETURN_IF_ERROR(PlanDestinationWrite<2>(OpName(op), {{{&x, "x"}}}, destination,
                                                 OverlapRule::kElementwise, kernel.check != nullptr,
                                                 &plan));
  if (kernel.check != nullptr)
    STRATA_RETURN_IF_ERROR(CheckRows(plan.logical, origins, kernel.check));
  ExecuteRows(plan.rows, origins, destination.element_size(), row);
  return Status::Ok();
}

Result<Tensor> Unary(ElementwiseOp op, const Tensor& x, int64_t n) {
  STRATA_RETURN_IF_ERROR(CheckCategory(op, IsUnaryOrPredicate(op), "a unary operation or predicate"));
  auto out = NewDense(UnaryResultDType(op, x.dtype()), x.shape().lengths());
  STRATA_RETURN_IF_ERROR(out);
  STRATA_RETURN_IF_ERROR(UnaryInto(op, x, n, out.value()));
  return out;
}

Status BinaryInto(ElementwiseOp op, const Tensor& x, const Tensor& y, const Tensor& destination) {
  const OpCategory category = CategoryOf(static_cast<int32_t>(op));
  STRATA_RETURN_IF_ERROR(CheckCategory(
      op, category == OpCategory::kBinary || category == OpCategory::kComparison,
      "a binary operation or comparison"));
  STRATA_RETURN_IF_ERROR(CheckSameDType(x, y, op));
  const BinaryKernel kernel = SelectBinary(op, x.dtype());
  if (kernel.row == nullptr) return Unsupported(op, x.dtype());
  const bool comparison = category == OpCategory::kComparison;
  const DType out_type = comparison ? DType::kBool : x.dtype();
  if (destination.dtype() != out_type) {
    return CheckDestinationDType(destination, out_type, OpName(op));
  }
  if (!SameLengths(x.shape(), y.shape())) {
    STRATA_RETURN_IF_ERROR(BroadcastLengths(x.shape().lengths(), y.shape().lengths()));
  }
  const int64_t size = x.element_size();
  const int64_t out_size = destination.element_size();
  const Ptrs<3> origins{Origin(destination), Origin(x), Origin(y)};
  const auto row = [&](const Ptrs<3>& p, int64_t len, const Strides<3>& s, StoreMode mode) {
    RowLayout layout{};
    if (kernel.math != nullptr) {
      kernel.math(p, len, s, mode);
    } else if (kernel.vector != nullptr && VectorLayout(s, len, size, out_size, &layout)) {
      kernel.vector(p[0], p[1], p[2], len, layout, mode);
    } else {
      kernel.row(p, len, s);
    }
  };
  if (kernel.check == nullptr && IsSmallDenseWrite<3>({&x, &y}, destination)) {
    row(origins, destination.shape().flattened_length(), {out_size, size, size},
        StoreMode::kCached);
    return Status::Ok();
  }
  DestinationRows<3> plan;
  STRATA_RETURN_IF_ERROR(PlanDestinationWrite<3>(OpName(op), {{{&x, "x"}, {&y, "y"}}}, destination,
                                                 OverlapRule::kElementwise, kernel.check != nullptr,
                                                 &plan));
  if (kernel.check != nullptr)
    STRATA_RETURN_IF_ERROR(CheckRows(plan.logical, origins, kernel.check));
  ExecuteRows(plan.rows, origins, out_size, row);
  return Status::Ok();
}

Result<Tensor> Binary(ElementwiseOp op, const Tensor& x, const Tensor& y) {
  auto lengths = BroadcastLengths(x.shape().lengths(), y.shape().lengths());
  STRATA_RETURN_IF_ERROR(lengths);
  const bool comparison = CategoryOf(static_cast<int32_t>(op)) == OpCategory::kComparison;
  auto out = NewDense(comparison ? DType::kBool : x.dtype(), lengths.value());
  STRATA_RETURN_IF_ERROR(out);
  STRATA_RETURN_IF_ERROR(BinaryInto(op, x, y, out.value()));
  return out;
}

namespace {

// Walks a nest of kOperands − 1 inputs in row-major order, evaluating each row with a typed row
// function into a small bool buffer (operand 0), until some result equals `decisive`. The chunk
// bounds the work done past the decisive element.
template <size_t kOperands, class Row>
bool FindDecisive(const LoopNest<kOperands>& nest, const Ptrs<kOperands>& origins, Row row,
                  bool decisive) {
  constexpr int64_t kChunk = 256;
  std::array<uint8_t, kChunk> results{};
  bool found = false;
  WalkRows(nest, origins, [&](const Ptrs<kOperands>& p, int64_t len, const Strides<kOperands>& s) {
    for (int64_t start = 0; start < len; start += kChunk) {
      const int64_t count = std::min(kChunk, len - start);
      Ptrs<kOperands> chunk_origins = p;
      Strides<kOperands> chunk_strides = s;
      chunk_origins[0] = reinterpret_cast<std::byte*>(results.data());
      chunk_strides[0] = 1;
      for (size_t k = 1; k < kOperands; ++k) chunk_origins[k] += start * s[k];
      row(chunk_origins, count, chunk_strides);
      for (int64_t i = 0; i < count; ++i) {
        if ((results[static_cast<size_t>(i)] != 0) == decisive) {
          found = true;
          return false;
        }
      }
    }
    return true;
  });
  return found;
}

// Whether some broadcast pair of x ⊕ y compares equal to `decisive`.
Result<bool> FindComparison(ElementwiseOp op, const Tensor& x, const Tensor& y, bool decisive) {
  STRATA_RETURN_IF_ERROR(CheckCategory(
      op, CategoryOf(static_cast<int32_t>(op)) == OpCategory::kComparison, "a comparison"));
  STRATA_RETURN_IF_ERROR(CheckSameDType(x, y, op));
  const BinaryKernel kernel = SelectBinary(op, x.dtype());
  if (kernel.row == nullptr) return Unsupported(op, x.dtype());
  auto lengths = BroadcastLengths(x.shape().lengths(), y.shape().lengths());
  STRATA_RETURN_IF_ERROR(lengths);
  const auto xs = BroadcastStrides(x.shape(), lengths.value());
  const auto ys = BroadcastStrides(y.shape(), lengths.value());
  const std::vector<int64_t> zero(lengths->size(), 0);
  const int64_t size = x.element_size();
  const auto nest = BuildLoopNest<3>(lengths.value(), {zero, xs, ys}, {1, size, size},
                                     DimensionOrder::kLogical);
  return FindDecisive<3>(nest, {nullptr, Origin(x), Origin(y)}, kernel.row, decisive);
}

// Whether the predicate gives `decisive` for some element of x.
Result<bool> FindPredicate(ElementwiseOp op, const Tensor& x, bool decisive) {
  STRATA_RETURN_IF_ERROR(CheckCategory(
      op, CategoryOf(static_cast<int32_t>(op)) == OpCategory::kPredicate, "a predicate"));
  const UnaryKernel kernel = SelectUnary(op, x.dtype());
  if (kernel.row == nullptr) return Unsupported(op, x.dtype());
  const std::vector<int64_t> zero(static_cast<size_t>(x.shape().rank()), 0);
  const int64_t size = x.element_size();
  const auto nest = BuildLoopNest<2>(x.shape().lengths(), {zero, x.shape().strides()}, {1, size},
                                     DimensionOrder::kLogical);
  const auto row = [&](const Ptrs<2>& p, int64_t len, const Strides<2>& s) { kernel.row(p, len, s, 0); };
  return FindDecisive<2>(nest, {nullptr, Origin(x)}, row, decisive);
}

}  // namespace

Result<bool> CompareAll(ElementwiseOp op, const Tensor& x, const Tensor& y) {
  auto counterexample = FindComparison(op, x, y, false);
  STRATA_RETURN_IF_ERROR(counterexample);
  return !counterexample.value();
}

Result<bool> CompareAny(ElementwiseOp op, const Tensor& x, const Tensor& y) {
  return FindComparison(op, x, y, true);
}

Result<bool> PredicateAll(ElementwiseOp op, const Tensor& x) {
  auto counterexample = FindPredicate(op, x, false);
  STRATA_RETURN_IF_ERROR(counterexample);
  return !counterexample.value();
}

Result<bool> PredicateAny(ElementwiseOp op, const Tensor& x) { return FindPredicate(op, x, true); }

Status ClampInto(const Tensor& x, const void* min_value, const void* max_value,
                 const Tensor& destination) {
  return VisitDType(x.dtype(), [&](auto t) -> Status {
    using T = decltype(t);
    if constexpr (!kIsNumber<ComputeType<T>>) {
      return {StatusCode::kDTypeMismatch,
              fmt::format("clamp is not defined for element type {}", DTypeName(x.dtype()))};
    } else {
      const auto lo = Widen(LoadElement<T>(static_cast<const std::byte*>(min_value)));
      const auto hi = Widen(LoadElement<T>(static_cast<const std::byte*>(max_value)));
      if (lo > hi) {
        return {StatusCode::kArgumentOutOfRange,
                fmt::format("clamp: the minimum {} is greater than the maximum {}", lo, hi)};
      }
      STRATA_RETURN_IF_ERROR(CheckDestinationDType(destination, x.dtype(), "clamp"));
      return MapRowsInto("clamp", x, destination,
                         [&](std::byte* out, const std::byte* in, int64_t len, int64_t so, int64_t si) {
                           for (int64_t i = 0; i < len; ++i) {
                             const auto v = At<T>(in, i, si);
                             Put(out, i, so, Narrow<T>(v < lo ? lo : (v > hi ? hi : v)));
                           }
                         });
    }
  });
}

Result<Tensor> Clamp(const Tensor& x, const void* min_value, const void* max_value) {
  auto out = NewDense(x.dtype(), x.shape().lengths());
  STRATA_RETURN_IF_ERROR(out);
  STRATA_RETURN_IF_ERROR(ClampInto(x, min_value, max_value, out.value()));
  return out;
}

}  // namespace strata
