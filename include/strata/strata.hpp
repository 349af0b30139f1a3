/*
 * strata.hpp — an optional header-only C++17 wrapper over the C ABI in strata.h.
 *
 * Nothing here is compiled into libstrata.so: the wrapper calls only the C functions, so it
 * works with any libstrata.so.1 and any C++17 (or later) compiler.
 *
 * - strata::Tensor owns one reference to a strata_tensor handle: copying retains (both copies
 *   name the same tensor), moving steals the handle and leaves the source empty, destruction
 *   releases. Shapes never change, so lengths and strides are read once and kept.
 * - Every failed call throws strata::Error carrying the strata_status and this thread's
 *   last-error message. Element access through the wrong C++ type throws an Error with
 *   STRATA_ERROR_DTYPE_MISMATCH before touching the tensor.
 * - strata::Span<T> is a pointer + size view (std::span is C++20). Spans returned by Tensor
 *   stay valid as long as that Tensor object.
 * - Thread safety is that of the C ABI: distinct Tensor objects may be used concurrently, even
 *   when they share a handle.
 */
#ifndef STRATA_STRATA_HPP
#define STRATA_STRATA_HPP

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "strata/strata.h"

namespace strata {
// The inline namespace keeps these names apart from Strata's internal C++ core.
inline namespace cpp_wrapper {

// A failed Strata call: the status code and the message that names the values involved.
class Error : public std::runtime_error {
 public:
  Error(strata_status status, const std::string& message)
      : std::runtime_error(message), status_(status) {}
  strata_status status() const noexcept { return status_; }

 private:
  strata_status status_;
};

// Throws Error for a failed status, with this thread's last-error message.
inline void Check(strata_status status) {
  if (status != STRATA_OK) throw Error(status, strata_last_error_message());
}

// A read-only or mutable view of `size` contiguous T (a C++17 stand-in for std::span).
template <class T>
class Span {
 public:
  constexpr Span() noexcept = default;
  // A pointer parameter, not T*: a literal 0 in a braced list must not read as a null pointer.
  template <class P, class = std::enable_if_t<std::is_pointer_v<P> && std::is_convertible_v<P, T*>>>
  constexpr Span(P first, size_t length) noexcept : data_(first), size_(length) {}
  template <class U, class = std::enable_if_t<std::is_const_v<T> &&
                                              std::is_convertible_v<const U (*)[], T (*)[]>>>
  Span(const std::vector<U>& v) noexcept : data_(v.data()), size_(v.size()) {}  // NOLINT
  template <class U, class = std::enable_if_t<std::is_convertible_v<U (*)[], T (*)[]>>>
  Span(std::vector<U>& v) noexcept : data_(v.data()), size_(v.size()) {}  // NOLINT
  template <size_t N>
  constexpr Span(T (&array)[N]) noexcept : data_(array), size_(N) {}  // NOLINT
  // Valid only for the full-expression, as for any initializer_list: meant for call arguments
  // such as t.Get<int32_t>({1, 2}), where the list outlives the call.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winit-list-lifetime"
#endif
  constexpr Span(std::initializer_list<std::remove_const_t<T>> list) noexcept  // NOLINT
      : data_(list.begin()), size_(list.size()) {}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

  constexpr T* data() const noexcept { return data_; }
  constexpr size_t size() const noexcept { return size_; }
  constexpr bool empty() const noexcept { return size_ == 0; }
  constexpr T& operator[](size_t i) const noexcept { return data_[i]; }
  constexpr T* begin() const noexcept { return data_; }
  constexpr T* end() const noexcept { return data_ + size_; }
  constexpr int32_t count() const noexcept { return static_cast<int32_t>(size_); }

 private:
  T* data_ = nullptr;
  size_t size_ = 0;
};

// Raw 16-bit float storage types (convert with your own half-precision library if needed).
struct Float16Bits {
  uint16_t bits;
};
struct BFloat16Bits {
  uint16_t bits;
};

namespace detail {
// The dtype table's storage column names these three; the others are the C++ types themselves.
using Float16 = Float16Bits;
using BFloat16 = BFloat16Bits;
using Bool8 = bool;
template <class T>
struct DTypeOfStorage;
#define STRATA_HPP_DTYPE_OF(public_name, name, value_, storage, ...) \
  template <>                                                        \
  struct DTypeOfStorage<storage> {                                   \
    static constexpr strata_dtype value = public_name;               \
  };
STRATA_DTYPE_TABLE(STRATA_HPP_DTYPE_OF)
#undef STRATA_HPP_DTYPE_OF
}  // namespace detail

// The dtype that stores a C++ type, one per row of the dtype table (strata_tables.h). bool maps
// to STRATA_DTYPE_BOOL (one byte, 0 or 1).
template <class T>
struct DTypeOf : detail::DTypeOfStorage<T> {};
static_assert(sizeof(bool) == 1, "STRATA_DTYPE_BOOL elements are one byte");

template <class T>
inline constexpr strata_dtype kDTypeOf = DTypeOf<std::remove_cv_t<T>>::value;

// NIndex / NRange constructors.
inline strata_nindex FromStart(int64_t value) { return {value, 0, 0}; }
inline strata_nindex FromEnd(int64_t value) { return {value, 1, 0}; }
inline strata_nrange Range(strata_nindex start, strata_nindex end) { return {start, end}; }
inline strata_nrange Range(int64_t start, int64_t end) { return {FromStart(start), FromStart(end)}; }
inline strata_nrange All() { return {FromStart(0), FromEnd(0)}; }

class Tensor {
 public:
  // An empty wrapper holding no handle.
  Tensor() noexcept = default;
  // Takes over one reference to `handle` (as returned by a strata_* function); NULL → empty.
  static Tensor Adopt(strata_tensor* handle) {
    Tensor t;
    t.handle_ = handle;
    if (handle != nullptr) t.ReadShape();
    return t;
  }

  Tensor(const Tensor& other)
      : handle_(other.handle_), lengths_(other.lengths_), strides_(other.strides_) {
    strata_tensor_retain(handle_);
  }
  Tensor(Tensor&& other) noexcept
      : handle_(std::exchange(other.handle_, nullptr)),
        lengths_(std::move(other.lengths_)),
        strides_(std::move(other.strides_)) {
    other.lengths_.clear();
    other.strides_.clear();
  }
  Tensor& operator=(Tensor other) noexcept {
    swap(other);
    return *this;
  }
  ~Tensor() { strata_tensor_release(handle_); }

  void swap(Tensor& other) noexcept {
    std::swap(handle_, other.handle_);
    lengths_.swap(other.lengths_);
    strides_.swap(other.strides_);
  }

  // The handle (still owned by this object) and ownership transfer out of it.
  strata_tensor* get() const noexcept { return handle_; }
  strata_tensor* release() noexcept {
    lengths_.clear();
    strides_.clear();
    return std::exchange(handle_, nullptr);
  }
  explicit operator bool() const noexcept { return handle_ != nullptr; }

  strata_dtype dtype() const { return Query<strata_dtype>(&strata_tensor_dtype); }
  int32_t rank() const { return static_cast<int32_t>(lengths_.size()); }
  Span<const int64_t> lengths() const noexcept { return {lengths_.data(), lengths_.size()}; }
  Span<const int64_t> strides() const noexcept { return {strides_.data(), strides_.size()}; }
  int64_t flattened_length() const { return Query<int64_t>(&strata_tensor_flattened_length); }
  int64_t required_storage() const { return Query<int64_t>(&strata_tensor_required_storage); }
  bool is_empty() const { return Query<int32_t>(&strata_tensor_is_empty) != 0; }
  bool is_dense() const { return Query<int32_t>(&strata_tensor_is_dense) != 0; }
  bool has_any_dense_dimensions() const {
    return Query<int32_t>(&strata_tensor_has_any_dense_dimensions) != 0;
  }
  bool is_read_only() const { return Query<int32_t>(&strata_tensor_is_read_only) != 0; }
  // Address of the element at all-zero indexes.
  void* data() const { return Query<void*>(&strata_tensor_data); }

  // One element, by plain or NIndex positions; T must match the dtype exactly.
  template <class T>
  T Get(Span<const int64_t> indexes) const {
    T value{};
    CheckElementType<T>();
    Check(strata_tensor_get(handle_, indexes.data(), indexes.count(), &value));
    return value;
  }
  template <class T>
  T Get(Span<const strata_nindex> indexes) const {
    T value{};
    CheckElementType<T>();
    Check(strata_tensor_get_nindex(handle_, indexes.data(), indexes.count(), &value));
    return value;
  }
  template <class T>
  void Set(Span<const int64_t> indexes, T value) {
    CheckElementType<T>();
    Check(strata_tensor_set(handle_, indexes.data(), indexes.count(), &value));
  }
  template <class T>
  void Set(Span<const strata_nindex> indexes, T value) {
    CheckElementType<T>();
    Check(strata_tensor_set_nindex(handle_, indexes.data(), indexes.count(), &value));
  }

  // Views sharing this tensor's storage.
  Tensor Slice(Span<const strata_nrange> ranges) const {
    return MakeView([&](strata_tensor** out) {
      return strata_tensor_slice(handle_, ranges.data(), ranges.count(), out);
    });
  }
  Tensor Slice(Span<const strata_nindex> starts) const {
    return MakeView([&](strata_tensor** out) {
      return strata_tensor_slice_nindex(handle_, starts.data(), starts.count(), out);
    });
  }
  Tensor Slice(Span<const int64_t> starts) const {
    return MakeView([&](strata_tensor** out) {
      return strata_tensor_slice_starts(handle_, starts.data(), starts.count(), out);
    });
  }

  template <class T>
  void Fill(T value) {
    CheckElementType<T>();
    Check(strata_tensor_fill(handle_, &value));
  }
  void Clear() { Check(strata_tensor_clear(handle_)); }

  // Identity: same origin, dtype, lengths and strides.
  bool SameViewAs(const Tensor& other) const {
    int32_t same = 0;
    Check(strata_tensor_same_view(handle_, other.handle_, &same));
    return same != 0;
  }

  // The text form; no maxima → the header line only.
  std::string ToString(Span<const int64_t> maximum_lengths = {}) const {
    char* text = nullptr;
    Check(strata_tensor_to_string(handle_, maximum_lengths.data(), maximum_lengths.count(), &text));
    std::string result(text);
    strata_string_free(text);
    return result;
  }

 private:
  void ReadShape() {
    int32_t count = 0;
    Check(strata_tensor_rank(handle_, &count));
    lengths_.assign(static_cast<size_t>(count), 0);
    strides_.assign(static_cast<size_t>(count), 0);
    Check(strata_tensor_lengths(handle_, lengths_.data(), count));
    Check(strata_tensor_strides(handle_, strides_.data(), count));
  }

  template <class Out>
  Out Query(strata_status (*query)(const strata_tensor*, Out*)) const {
    Out out{};
    Check(query(handle_, &out));
    return out;
  }

  template <class T>
  void CheckElementType() const {
    const strata_dtype actual = dtype();
    if (actual != kDTypeOf<T>) {
      throw Error(STRATA_ERROR_DTYPE_MISMATCH,
                  "element type with dtype code " + std::to_string(kDTypeOf<T>) +
                      " used on a tensor of dtype code " + std::to_string(actual));
    }
  }

  template <class Make>
  static Tensor MakeView(Make make) {
    strata_tensor* out = nullptr;
    Check(make(&out));
    return Adopt(out);
  }

  strata_tensor* handle_ = nullptr;
  std::vector<int64_t> lengths_;
  std::vector<int64_t> strides_;
};

inline void swap(Tensor& a, Tensor& b) noexcept { a.swap(b); }

// ---- Factories -------------------------------------------------------------------------------

// A zero-filled owning tensor; empty strides mean automatic row-major strides.
inline Tensor Zeros(strata_dtype dtype, Span<const int64_t> lengths,
                    Span<const int64_t> strides = {}) {
  strata_tensor* out = nullptr;
  Check(strata_tensor_create(dtype, lengths.data(), lengths.count(), strides.data(),
                             strides.count(), &out));
  return Tensor::Adopt(out);
}
template <class T>
Tensor Zeros(Span<const int64_t> lengths, Span<const int64_t> strides = {}) {
  return Zeros(kDTypeOf<T>, lengths, strides);
}

// An owning tensor whose elements are not initialized.
inline Tensor Uninitialized(strata_dtype dtype, Span<const int64_t> lengths,
                            Span<const int64_t> strides = {}) {
  strata_tensor* out = nullptr;
  Check(strata_tensor_create_uninitialized(dtype, lengths.data(), lengths.count(), strides.data(),
                                           strides.count(), &out));
  return Tensor::Adopt(out);
}

// A dense owning copy of row-major data: 1-D when lengths are omitted.
template <class T>
Tensor FromData(Span<const T> data) {
  strata_tensor* out = nullptr;
  Check(strata_tensor_create_from_data(kDTypeOf<T>, data.data(),
                                       static_cast<int64_t>(data.size()), nullptr, 0, &out));
  return Tensor::Adopt(out);
}
template <class T>
Tensor FromData(Span<const T> data, Span<const int64_t> lengths) {
  static const int64_t kNoLengths = 0;  // non-NULL: explicit empty lengths mean [0]
  strata_tensor* out = nullptr;
  Check(strata_tensor_create_from_data(kDTypeOf<T>, data.data(), static_cast<int64_t>(data.size()),
                                       lengths.empty() ? &kNoLengths : lengths.data(),
                                       lengths.count(), &out));
  return Tensor::Adopt(out);
}

// Options for a view over caller memory.
struct WrapOptions {
  bool read_only = false;
  strata_deleter deleter = nullptr;  // called once when the last reference dies
  void* deleter_user_data = nullptr;
};

// A view over caller memory of data.size() elements, 1-D when lengths are omitted.
template <class T>
Tensor Wrap(Span<T> data, const WrapOptions& options = {}) {
  strata_tensor* out = nullptr;
  Check(strata_tensor_wrap(kDTypeOf<T>, const_cast<std::remove_const_t<T>*>(data.data()),
                           static_cast<int64_t>(data.size()), nullptr, 0, nullptr, 0,
                           options.read_only || std::is_const_v<T> ? STRATA_WRAP_READ_ONLY : 0,
                           options.deleter, options.deleter_user_data, &out));
  return Tensor::Adopt(out);
}
template <class T>
Tensor Wrap(Span<T> data, Span<const int64_t> lengths, Span<const int64_t> strides = {},
            const WrapOptions& options = {}) {
  static const int64_t kNoLengths = 0;  // non-NULL: explicit empty lengths mean [0]
  strata_tensor* out = nullptr;
  Check(strata_tensor_wrap(kDTypeOf<T>, const_cast<std::remove_const_t<T>*>(data.data()),
                           static_cast<int64_t>(data.size()),
                           lengths.empty() ? &kNoLengths : lengths.data(), lengths.count(),
                           strides.data(), strides.count(),
                           options.read_only || std::is_const_v<T> ? STRATA_WRAP_READ_ONLY : 0,
                           options.deleter, options.deleter_user_data, &out));
  return Tensor::Adopt(out);
}

}  // namespace cpp_wrapper
}  // namespace strata

#endif  // STRATA_STRATA_HPP
