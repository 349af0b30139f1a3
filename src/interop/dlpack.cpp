#include "interop/dlpack.h"

#include <fmt/format.h>

#include <algorithm>

namespace strata {

Status CheckDLPackExportable(DType dtype) {
  if (!IsOpaque(dtype)) return Status::Ok();
  return {StatusCode::kDTypeMismatch,
          fmt::format("opaque elements of {} bytes have no DLPack type", ElementSize(dtype))};
}

Result<DType> DTypeFromDLPack(uint8_t code, uint8_t bits, uint16_t lanes) {
  const int32_t candidate = (static_cast<int32_t>(code) << 8) | bits;
  if (lanes != 1 || !IsKnownDType(candidate)) {
    return Status{StatusCode::kDTypeMismatch,
                  fmt::format("DLPack dtype (code {}, bits {}, lanes {}) is not supported: "
                              "Strata takes one lane of int/uint 8-64, float 16/32/64, bfloat 16 "
                              "bool 8, or complex 64/128",
                              code, bits, lanes)};
  }
  return static_cast<DType>(candidate);
}

Result<Shape> ShapeFromDLPack(std::span<const int64_t> lengths, std::span<const int64_t> strides) {
  if (strides.empty()) return Shape::Create(lengths);
  const bool empty = std::find(lengths.begin(), lengths.end(), 0) != lengths.end();
  std::vector<int64_t> kept(strides.begin(), strides.end());
  for (size_t d = 0; d < kept.size(); ++d) {
    if (empty || lengths[d] <= 1) kept[d] = 0;
  }
  return Shape::Create(lengths, kept);
}

std::vector<int64_t> StridesForDLPack(const Shape& shape) {
  std::vector<int64_t> strides(shape.strides().begin(), shape.strides().end());
  int64_t compact = 1;
  for (int32_t d = shape.rank(); d-- > 0;) {
    const int64_t length = shape.length(d);
    if (shape.is_empty() || length <= 1) strides[d] = compact;
    // Wrapping is harmless here: a product that large only feeds strides of dimensions that
    // address nothing.
    compact = static_cast<int64_t>(static_cast<uint64_t>(strides[d]) *
                                   static_cast<uint64_t>(std::max<int64_t>(length, 1)));
  }
  return strides;
}

}  // namespace strata
