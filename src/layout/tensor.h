// Tensor: a dtype and a shape over shared storage — owning tensors and views alike.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string_view>

#include "layout/allocator.h"
#include "base/dtype.h"
#include "layout/shape.h"
#include "base/status.h"

namespace strata {

// Backing memory shared by a tensor and all views of it. Either an owned Allocation, or caller
// memory with an optional release callback run exactly once when the last user lets go.
class Storage {
 public:
  explicit Storage(std::unique_ptr<Allocation> owned)
      : data_(owned->data()), bytes_(owned->size()), owned_(std::move(owned)) {}
  Storage(std::byte* data, size_t bytes, std::function<void()> on_release)
      : data_(data), bytes_(bytes), on_release_(std::move(on_release)) {}
  ~Storage() {
    if (on_release_) on_release_();
  }
  Storage(const Storage&) = delete;
  Storage& operator=(const Storage&) = delete;

  std::byte* data() const { return data_; }
  size_t size() const { return bytes_; }

 private:
  std::byte* data_;
  size_t bytes_;
  std::unique_ptr<Allocation> owned_;
  std::function<void()> on_release_;
};

class Tensor {
 public:
  // A new tensor with storage for shape.required_storage() elements, 64-byte aligned, zeroed
  // when zero_fill. Errors: byte size overflow → kOverflow; allocator failure → kOutOfMemory.
  static Result<Tensor> Allocate(DType dtype, const Shape& shape, bool zero_fill);
  // A view over caller memory of data_length elements (TensorSpan(T*, dataLength, ...)).
  // on_release (may be empty) runs once when the last view dies — only if this call succeeds.
  // Errors: data null with data_length > 0 → kNullPointer; data_length < 0 or shorter than
  // the shape requires → kArgumentOutOfRange; byte size overflow → kOverflow.
  static Result<Tensor> Wrap(DType dtype, void* data, int64_t data_length, Shape&& shape,
                             bool read_only, std::function<void()> on_release);
  static Result<Tensor> Wrap(DType dtype, void* data, int64_t data_length, const Shape& shape,
                             bool read_only, std::function<void()> on_release) {
    return Wrap(dtype, data, data_length, Shape(shape), read_only, std::move(on_release));
  }

  // A view sharing this tensor's storage, starting at origin (inside that storage).
  Tensor View(std::byte* origin, Shape&& shape) const {
    return Tensor(storage_, origin, dtype_, std::move(shape), read_only_);
  }
  Tensor View(std::byte* origin, const Shape& shape) const { return View(origin, Shape(shape)); }
  // A view sharing this tensor's storage whose elements are of another type (shape counts
  // elements of dtype), starting at origin (inside that storage): the parts of complex elements.
  Tensor ViewAsDType(DType dtype, std::byte* origin, Shape&& shape) const {
    return Tensor(storage_, origin, dtype, std::move(shape), read_only_);
  }

  DType dtype() const { return dtype_; }
  int64_t element_size() const { return ElementSize(dtype_); }
  const Shape& shape() const { return shape_; }
  int32_t rank() const { return shape_.rank(); }
  // Address of the element at all-zero indexes (the view's origin, even when empty).
  std::byte* origin() const { return origin_; }
  bool read_only() const { return read_only_; }
  const std::shared_ptr<Storage>& storage() const { return storage_; }

  // Address of the element at the given in-range indexes (one per dimension).
  std::byte* ElementAt(std::span<const int64_t> indexes) const;
  // Identity (spec §2.18): same origin, lengths and strides. Contents are not compared.
  bool SameViewAs(const Tensor& other) const {
    return origin_ == other.origin_ && dtype_ == other.dtype_ && shape_ == other.shape_;
  }

 private:
  // storage by value: a new tensor's storage moves in without touching the reference count.
  Tensor(std::shared_ptr<Storage> storage, std::byte* origin, DType dtype, Shape&& shape,
         bool read_only)
      : storage_(std::move(storage)),
        origin_(origin),
        dtype_(dtype),
        shape_(std::move(shape)),
        read_only_(read_only) {}

  std::shared_ptr<Storage> storage_;
  std::byte* origin_;
  DType dtype_;
  Shape shape_;
  bool read_only_;
};

// The kReadOnly failure of a write into t (out of line: CheckWritable runs on every write).
[[gnu::cold]] Status ReadOnlyFailure(const Tensor& t, std::string_view operation);

// Fails with kReadOnly (naming `operation`) when t is a read-only view.
inline Status CheckWritable(const Tensor& t, std::string_view operation) {
  if (!t.read_only()) [[likely]]
    return Status::Ok();
  return ReadOnlyFailure(t, operation);
}

}  // namespace strata
