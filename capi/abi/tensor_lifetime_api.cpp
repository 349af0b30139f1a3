// Creating tensors and views over caller memory, and their reference counts.
#include <fmt/format.h>

#include <cstring>
#include <functional>

#include "call_guard.h"
#include "enum_conversions.h"
#include "handle.h"
#include "layout/shape.h"
#include "layout/tensor.h"

using namespace strata;
using namespace strata::capi;

namespace {

[[gnu::cold]] Status UnknownDType(strata_dtype dtype) {
  return {StatusCode::kInvalidArgument, fmt::format("unknown dtype code {:#06x}", dtype)};
}

Result<DType> DTypeArgument(strata_dtype dtype) {
  if (const auto type = DTypeFromPublic(dtype)) [[likely]]
    return *type;
  return UnknownDType(dtype);
}

Result<Shape> ShapeArguments(const int64_t* lengths, int32_t rank, const int64_t* strides,
                             int32_t stride_count) {
  if (rank > kMaxRank) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("rank {} exceeds the maximum rank {}", rank, kMaxRank)};
  }
  auto length_span = ArrayArgument(lengths, rank, "lengths");
  STRATA_RETURN_IF_ERROR(length_span);
  auto stride_span = ArrayArgument(strides, stride_count, "strides");
  STRATA_RETURN_IF_ERROR(stride_span);
  return Shape::Create(length_span.value(), stride_span.value());
}

// lengths NULL with rank 0 means "omitted": a 1-D shape of data_length elements.
Result<Shape> ShapeOrInferred(int64_t data_length, const int64_t* lengths, int32_t rank,
                              const int64_t* strides, int32_t stride_count) {
  if (lengths == nullptr && rank == 0 && stride_count == 0) {
    if (data_length < 0) {
      return Status{StatusCode::kArgumentOutOfRange,
                    fmt::format("data length {} is negative", data_length)};
    }
    return Shape::Create(std::span<const int64_t>(&data_length, 1));
  }
  return ShapeArguments(lengths, rank, strides, stride_count);
}

strata_status CreateOwned(const char* function, strata_dtype dtype, const int64_t* lengths,
                          int32_t rank, const int64_t* strides, int32_t stride_count,
                          bool zero_fill, strata_tensor** out) {
  if (out != nullptr) *out = nullptr;
  return Guarded(function, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    auto type = DTypeArgument(dtype);
    STRATA_RETURN_IF_ERROR(type);
    auto shape = ShapeArguments(lengths, rank, strides, stride_count);
    STRATA_RETURN_IF_ERROR(shape);
    auto tensor = Tensor::Allocate(type.value(), shape.value(), zero_fill);
    STRATA_RETURN_IF_ERROR(tensor);
    *out = NewHandle(std::move(tensor).value());
    return Status::Ok();
  });
}

}  // namespace

extern "C" {

strata_status strata_tensor_create(strata_dtype dtype, const int64_t* lengths, int32_t rank,
                                   const int64_t* strides, int32_t stride_count,
                                   strata_tensor** out) {
  return CreateOwned(__func__, dtype, lengths, rank, strides, stride_count, true, out);
}

strata_status strata_tensor_create_uninitialized(strata_dtype dtype, const int64_t* lengths,
                                                 int32_t rank, const int64_t* strides,
                                                 int32_t stride_count, strata_tensor** out) {
  return CreateOwned(__func__, dtype, lengths, rank, strides, stride_count, false, out);
}

strata_status strata_tensor_create_from_data(strata_dtype dtype, const void* data,
                                             int64_t data_length, const int64_t* lengths,
                                             int32_t rank, strata_tensor** out) {
  if (out != nullptr) *out = nullptr;
  return Guarded(__func__, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    auto type = DTypeArgument(dtype);
    STRATA_RETURN_IF_ERROR(type);
    auto shape = ShapeOrInferred(data_length, lengths, rank, nullptr, 0);
    STRATA_RETURN_IF_ERROR(shape);
    // Validate the caller buffer as a dense view first, then copy it into fresh storage.
    auto source = Tensor::Wrap(type.value(), const_cast<void*>(data), data_length, shape.value(),
                               true, {});
    STRATA_RETURN_IF_ERROR(source);
    auto tensor = Tensor::Allocate(type.value(), shape.value(), false);
    STRATA_RETURN_IF_ERROR(tensor);
    const auto bytes = static_cast<size_t>(shape->flattened_length() * tensor->element_size());
    if (bytes > 0) std::memcpy(tensor->origin(), data, bytes);
    *out = NewHandle(std::move(tensor).value());
    return Status::Ok();
  });
}

strata_status strata_tensor_wrap(strata_dtype dtype, void* data, int64_t data_length,
                                 const int64_t* lengths, int32_t rank, const int64_t* strides,
                                 int32_t stride_count, int32_t flags, strata_deleter deleter,
                                 void* deleter_user_data, strata_tensor** out) {
  if (out != nullptr) *out = nullptr;
  return Guarded(__func__, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    auto type = DTypeArgument(dtype);
    STRATA_RETURN_IF_ERROR(type);
    if ((flags & ~STRATA_WRAP_READ_ONLY) != 0) {
      return {StatusCode::kInvalidArgument, fmt::format("unknown wrap flags {:#x}", flags)};
    }
    auto shape = ShapeOrInferred(data_length, lengths, rank, strides, stride_count);
    STRATA_RETURN_IF_ERROR(shape);
    std::function<void()> on_release;
    if (deleter != nullptr) on_release = [=] { deleter(data, deleter_user_data); };
    auto tensor = Tensor::Wrap(type.value(), data, data_length, std::move(shape).value(),
                               (flags & STRATA_WRAP_READ_ONLY) != 0, std::move(on_release));
    STRATA_RETURN_IF_ERROR(tensor);
    *out = NewHandle(std::move(tensor).value());
    return Status::Ok();
  });
}

void strata_tensor_retain(strata_tensor* tensor) {
  if (tensor == nullptr) return;
  if (!Retain(tensor)) {
    Report(__func__, WithContext("cannot retain", LookupFailure(tensor, "tensor")));
  }
}

void strata_tensor_release(strata_tensor* tensor) {
  if (tensor == nullptr) return;
  if (!Release(tensor)) {
    Report(__func__, WithContext("cannot release", LookupFailure(tensor, "tensor")));
  }
}

}  // extern "C"
