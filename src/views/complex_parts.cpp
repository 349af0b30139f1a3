#include "views/complex_parts.h"

#include <fmt/format.h>

#include "base/checked_math.h"

namespace strata {
namespace {

Result<Tensor> PartView(const Tensor& t, int64_t part) {
  DimVector strides(t.shape().strides());
  for (int64_t& stride : strides) {
    if (!CheckedMul(stride, 2, &stride)) {
      return Status{StatusCode::kOverflow,
                    "complex part: a stride counted in parts does not fit in int64"};
    }
  }
  auto shape = Shape::ForView(t.shape().lengths(), strides);
  STRATA_RETURN_IF_ERROR(shape);
  const DType part_type = ComplexPartDType(t.dtype());
  std::byte* origin = t.origin();
  if (!shape->is_empty()) origin += part * ElementSize(part_type);
  return t.ViewAsDType(part_type, origin, std::move(shape).value());
}

Status NotComplex(const Tensor& t, const char* part) {
  return {StatusCode::kDTypeMismatch,
          fmt::format("the {} part is defined for complex tensors and real numbers, not for "
                      "element type {}",
                      part, IsOpaque(t.dtype()) ? "opaque" : DTypeName(t.dtype()))};
}

}  // namespace

Result<Tensor> RealPart(const Tensor& t) {
  if (IsComplex(t.dtype())) return PartView(t, 0);
  if (t.dtype() == DType::kBool || IsOpaque(t.dtype())) return NotComplex(t, "real");
  return t;
}

Result<Tensor> ImagPart(const Tensor& t) {
  if (IsComplex(t.dtype())) return PartView(t, 1);
  return Status{StatusCode::kDTypeMismatch,
                fmt::format("a tensor of element type {} has no imaginary part (it is real)",
                            DTypeName(t.dtype()))};
}

}  // namespace strata
