#include "elementwise/elementwise_checks.h"

#include <fmt/format.h>

namespace strata::elementwise {

Status CategoryFailure(ElementwiseOp op, const char* expected) {
  return {StatusCode::kInvalidArgument,
          fmt::format("op code {} is not {}", static_cast<int32_t>(op), expected)};
}

Status DTypeFailure(const Tensor& x, const Tensor& y, ElementwiseOp op) {
  return {StatusCode::kDTypeMismatch,
          fmt::format("{}: x has element type {} but y has {}", OpName(op), DTypeName(x.dtype()),
                      DTypeName(y.dtype()))};
}

Status Unsupported(ElementwiseOp op, DType dtype) {
  return {StatusCode::kDTypeMismatch,
          fmt::format("operation '{}' is not defined for element type {}", OpName(op),
                      DTypeName(dtype))};
}

}  // namespace strata::elementwise
