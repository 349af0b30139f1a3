#include "layout/element_access.h"

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
Status ReadElement(const Tensor& t, std::span<const Index> indexes, void* out) {
  auto address = ElementAddress(t, indexes);
  STRATA_RETURN_IF_ERROR(address);
  std::memcpy(out, address.value(), static_cast<size_t>(t.element_size()));
  return Status::Ok();
}

template <class Index>
Status WriteElement(const Tensor& t, std::span<const Index> indexes, const void* in) {
  STRATA_RETURN_IF_ERROR(CheckWritable(t, "setting an element"));
  auto address = ElementAddress(t, indexes);
  STRATA_RETURN_IF_ERROR(address);
  std::memcpy(address.value(), in, static_cast<size_t>(t.element_size()));
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
  return ReadElement(t, indexes, value_out);
}
Status SetElement(const Tensor& t, std::span<const int64_t> indexes, const void* value) {
  return WriteElement(t, indexes, value);
}
Status GetElement(const Tensor& t, std::span<const NIndex> indexes, void* value_out) {
  return ReadElement(t, indexes, value_out);
}
Status SetElement(const Tensor& t, std::span<const NIndex> indexes, const void* value) {
  return WriteElement(t, indexes, value);
}

}  // namespace strata
