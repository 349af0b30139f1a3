#include "layout/tensor.h"

#include <fmt/format.h>

#include <cstring>

#include "base/checked_math.h"

namespace strata {
namespace {

[[gnu::cold]] Status ByteSizeOverflow(int64_t elements, DType dtype) {
  return {StatusCode::kOverflow, fmt::format("{} elements of {} bytes overflow the byte size",
                                             elements, ElementSize(dtype))};
}

Result<size_t> ByteSize(int64_t elements, DType dtype) {
  int64_t bytes = 0;
  if (CheckedMul(elements, ElementSize(dtype), &bytes)) [[likely]]
    return static_cast<size_t>(bytes);
  return ByteSizeOverflow(elements, dtype);
}

}  // namespace

Result<Tensor> Tensor::Allocate(DType dtype, const Shape& shape, bool zero_fill) {
  auto bytes = ByteSize(shape.required_storage(), dtype);
  STRATA_RETURN_IF_ERROR(bytes);
  auto allocation = Allocation::Create(bytes.value());
  if (!allocation) {
    return Status{StatusCode::kOutOfMemory,
                  fmt::format("allocating {} bytes for lengths {} failed", bytes.value(),
                              FormatList(shape.lengths()))};
  }
  if (zero_fill) std::memset(allocation->data(), 0, allocation->size());
  auto storage = std::make_shared<Storage>(std::move(allocation));
  std::byte* origin = storage->data();
  return Tensor(std::move(storage), origin, dtype, Shape(shape), false);
}

Result<Tensor> Tensor::Wrap(DType dtype, void* data, int64_t data_length, Shape&& shape,
                            bool read_only, std::function<void()> on_release) {
  if (data_length < 0) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("data length {} is negative", data_length)};
  }
  if (data == nullptr && data_length > 0) {
    return Status{StatusCode::kNullPointer,
                  fmt::format("data is null but data length is {}", data_length)};
  }
  if (data_length < shape.required_storage()) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("data length {} is shorter than the {} elements that lengths {} "
                              "with strides {} require",
                              data_length, shape.required_storage(), FormatList(shape.lengths()),
                              FormatList(shape.strides()))};
  }
  auto bytes = ByteSize(data_length, dtype);
  STRATA_RETURN_IF_ERROR(bytes);
  auto* origin = static_cast<std::byte*>(data);
  auto storage = std::make_shared<Storage>(origin, bytes.value(), std::move(on_release));
  return Tensor(std::move(storage), origin, dtype, std::move(shape), read_only);
}

std::byte* Tensor::ElementAt(std::span<const int64_t> indexes) const {
  int64_t offset = 0;
  for (int32_t d = 0; d < rank(); ++d) offset += indexes[d] * shape_.stride(d);
  return origin_ + offset * element_size();
}

Status ReadOnlyFailure(const Tensor& t, std::string_view operation) {
  return {StatusCode::kReadOnly,
          fmt::format("{} cannot write to a read-only view of lengths {}", operation,
                      FormatList(t.shape().lengths()))};
}

}  // namespace strata
