// Reading and writing single elements by per-dimension indexes (spec §2.3).
#pragma once

#include <cstdint>
#include <span>

#include "layout/index.h"
#include "layout/tensor.h"

namespace strata {

// Errors: index count ≠ rank → kArgumentOutOfRange; an index outside [0, length) →
// kIndexOutOfRange naming the dimension, the index and the length.
Result<std::byte*> ElementAddress(const Tensor& t, std::span<const int64_t> indexes);
Result<std::byte*> ElementAddress(const Tensor& t, std::span<const NIndex> indexes);

// Copies one element (element_size bytes) out of / into the tensor. SetElement also fails with
// kReadOnly on a read-only view. Nothing is written on failure.
Status GetElement(const Tensor& t, std::span<const int64_t> indexes, void* value_out);
Status SetElement(const Tensor& t, std::span<const int64_t> indexes, const void* value);
Status GetElement(const Tensor& t, std::span<const NIndex> indexes, void* value_out);
Status SetElement(const Tensor& t, std::span<const NIndex> indexes, const void* value);

}  // namespace strata
