#include "element_access.h"

#include <fmt/format.h>

#include <cstring>
#include <vector>

namespace strata {
namespace {

Status CheckIndexCount(const Tensor& t, size_t count) {
  if (count == static_cast<size_t>(t.rank())) return Status::Ok();
  return {StatusCode::kArgumentOutOfRange,
          fmt::format("{} indexes were given for a tensor of rank {}", count, t.rank())};
}

Status CheckInBounds(const Tensor& t, std::span<const int64_t> offsets) {
  for (int32_t d = 0; d < t.rank(); ++d) {
    const int64_t length = t.shape().length(d);
    if (offsets[d] < 0 || offsets[d] >= length) {
      return {StatusCode::kIndexOutOfRange,
              fmt::format("index {} is out of range for dimension {} of length {}", offsets[d], d,
                          length)};
    }
  }
  return Status::Ok();
}

template <class Index>
Status CopyElement(const Tensor& t, std::span<const Index> indexes, void* out, const void* in) {
  if (in != nullptr) STRATA_RETURN_IF_ERROR(CheckWritable(t, "setting an element"));
  auto address = ElementAddress(t, indexes);
  STRATA_RETURN_IF_ERROR(address);
  if (in != nullptr) {
    std::memcpy(address.value(), in, t.element_size());
  } else {
    std::memcpy(out, address.value(), t.element_size());
  }
  return Status::Ok();
}

}  // namespace

Result<std::byte*> ElementAddress(const Tensor& t, std::span<const int64_t> indexes) {
  STRATA_RETURN_IF_ERROR(CheckIndexCount(t, indexes.size()));
  STRATA_RETURN_IF_ERROR(CheckInBounds(t, indexes));
  return t.ElementAt(indexes);
}

Result<std::byte*> ElementAddress(const Tensor& t, std::span<const NIndex> indexes) {
  STRATA_RETURN_IF_ERROR(CheckIndexCount(t, indexes.size()));
  std::vector<int64_t> offsets(indexes.size());
  for (size_t d = 0; d < indexes.size(); ++d) offsets[d] = indexes[d].Offset(t.shape().length(d));
  STRATA_RETURN_IF_ERROR(CheckInBounds(t, offsets));
  return t.ElementAt(offsets);
}

Status GetElement(const Tensor& t, std::span<const int64_t> indexes, void* value_out) {
  return CopyElement(t, indexes, value_out, nullptr);
}
Status SetElement(const Tensor& t, std::span<const int64_t> indexes, const void* value) {
  return CopyElement(t, indexes, nullptr, value);
}
Status GetElement(const Tensor& t, std::span<const NIndex> indexes, void* value_out) {
  return CopyElement(t, indexes, value_out, nullptr);
}
Status SetElement(const Tensor& t, std::span<const NIndex> indexes, const void* value) {
  return CopyElement(t, indexes, nullptr, value);
}

}  // namespace strata
