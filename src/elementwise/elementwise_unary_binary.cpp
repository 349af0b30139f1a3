// Unary and Binary (and their Into forms): each call resolves (op, dtype) once to its rows
// (elementwise_kernel_select.h), validates everything, scans the inputs for values without a
// result where an op has them (integer division, Abs), then walks the shared loop nest with the
// destination's memory order outermost. Each row goes to the first of the selected kernels that
// takes it: the math kernels (see MathRowT), the Highway kernels for contiguous rows (binary:
// also a scalar on either side), root_n's vector row; every other row runs the scalar definition.
#include <cstring>
#include <span>

#include "elementwise/elementwise.h"
#include "elementwise/elementwise_checks.h"
#include "elementwise/elementwise_destination.h"
#include "elementwise/elementwise_kernel_select.h"
#include "layout/broadcast_rules.h"

namespace strata {
namespace {

using namespace elementwise;

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
  auto t = NewDense(dtype, {});  // rank 0: broadcasts to the other operand's shape
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
  const Ptrs<2> origins{destination.origin(), x.origin()};
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
  const Ptrs<3> origins{destination.origin(), x.origin(), y.origin()};
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

}  // namespace strata
