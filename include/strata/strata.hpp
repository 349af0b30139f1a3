/**
 * @file strata.hpp
 * @brief An optional header-only C++17 wrapper over the C ABI in strata.h.
 *
 * Nothing here is compiled into libstrata.so: the wrapper calls only the C functions, so it
 * works with any libstrata.so.1 and any C++17 (or later) compiler. Every C function is reachable
 * through a member of Tensor or Parameter or a free function of namespace strata.
 *
 * - strata::Tensor owns one reference to a strata_tensor handle: copying retains (both copies
 *   name the same tensor, so writes through one show in the other), moving steals the handle
 *   and leaves the source empty, destruction releases. Shapes and dtypes never change, so they
 *   are read once and kept.
 * - Every failed call throws strata::Error carrying the strata_status and this thread's
 *   last-error message. Element access through the wrong C++ type throws an Error with
 *   STRATA_ERROR_DTYPE_MISMATCH before touching the tensor; a C++ type that is no element type
 *   at all does not compile.
 * - Shapes, strides, indexes and axes are passed as strata::Span, which accepts a braced list,
 *   a C array, std::vector, std::array and (C++20) std::span. Spans returned by Tensor stay
 *   valid as long as that Tensor object.
 * - Arithmetic operands: tensors of one dtype, or a tensor and a C++ scalar. The scalar is
 *   converted to the tensor's dtype through the library's checked conversion: a value outside
 *   the dtype's range → STRATA_ERROR_OVERFLOW, a fractional value for an integer tensor →
 *   STRATA_ERROR_INVALID_ARGUMENT (no silent truncation, no type promotion).
 * - Thread safety is that of the C ABI: distinct Tensor objects may be used concurrently, even
 *   when they share a handle.
 */
#ifndef STRATA_STRATA_HPP
#define STRATA_STRATA_HPP

#include <array>
#include <cmath>
#include <cstddef>
#include <complex>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>
#if __cplusplus >= 202002L
#include <span>
#endif

#include "strata/strata.h"

/// Strata's C++ API: the wrapper of strata.hpp.
namespace strata {
/// The wrapper's names, used as strata::Name; the inline namespace keeps them apart from Strata's
/// internal C++ core.
inline namespace cpp_wrapper {

// ---- Errors and library queries ------------------------------------------------------------

/// A failed Strata call: the status code and the message that names the values involved.
class Error : public std::runtime_error {
 public:
  /// Makes an error.
  /// @param status The failure's status code (a STRATA_ERROR_* value).
  /// @param message The text what() returns.
  Error(strata_status status, const std::string& message)
      : std::runtime_error(message), status_(status) {}
  /// The failure's status code.
  /// @return A STRATA_ERROR_* value.
  strata_status status() const noexcept { return status_; }
  /// The fixed description of the status code ("shape mismatch", ...).
  /// @return A static string (strata_status_description).
  const char* description() const noexcept { return strata_status_description(status_); }

 private:
  strata_status status_;
};

/// Throws Error for a failed status, with this thread's last-error message.
/// @param status A status returned by a strata_* function.
/// @throws strata::Error when status is not STRATA_OK, carrying status and
/// strata_last_error_message().
inline void Check(strata_status status) {
  if (status != STRATA_OK) throw Error(status, strata_last_error_message());
}

/// Version of the loaded library (strata_version).
/// @return major * 10000 + minor * 100 + patch.
inline int32_t Version() noexcept { return strata_version(); }
/// Version text of the loaded library (strata_version_string).
/// @return "major.minor.patch".
inline std::string VersionString() { return strata_version_string(); }
/// ABI version of the loaded library, the SONAME suffix (strata_abi_version).
/// @return The ABI version.
inline int32_t AbiVersion() noexcept { return strata_abi_version(); }
/// The fixed description of a status code (strata_status_description).
/// @param status Any status value; unknown codes get a generic text.
/// @return The description ("shape mismatch", ...).
inline std::string StatusDescription(strata_status status) {
  return strata_status_description(status);
}
/// This thread's last failure message (Check() has already put it into the Error it threw).
/// @return The message, empty when there was no failure.
inline std::string LastErrorMessage() { return strata_last_error_message(); }
/// This thread's last failure code (strata_last_error_code).
/// @return The status, STRATA_OK if none.
inline strata_status LastErrorCode() noexcept { return strata_last_error_code(); }
/// Forgets this thread's last failure (strata_clear_last_error).
inline void ClearLastError() noexcept { strata_clear_last_error(); }
/// Live tensor handles in the process, for leak checks (strata_live_tensor_count).
/// @return The number of handles not yet released.
inline int64_t LiveTensorCount() noexcept { return strata_live_tensor_count(); }
/// Bytes per element of a dtype (strata_dtype_size).
/// @param dtype A STRATA_DTYPE_* value.
/// @return The element size in bytes.
/// @throws strata::Error INVALID_ARGUMENT for an unknown dtype.
inline size_t DTypeSize(strata_dtype dtype) {
  size_t size = 0;
  Check(strata_dtype_size(dtype, &size));
  return size;
}
/// Sets the allocation callbacks of owning tensors, process-wide (strata_set_allocator).
/// @param allocator The callbacks; nullptr restores the built-in allocator.
/// @throws strata::Error INVALID_ARGUMENT when struct_size is wrong or a callback is NULL.
inline void SetAllocator(const strata_allocator* allocator) {
  Check(strata_set_allocator(allocator));
}
/// Frees the blocks the built-in allocator keeps for reuse (released blocks of 2 MiB or more).
inline void ReleaseRetainedMemory() noexcept { strata_allocator_release_retained(); }
/// Sets how many bytes of released blocks the built-in allocator keeps for reuse.
/// @param bytes The limit; 0 keeps nothing, a lower limit frees the oldest blocks beyond it.
/// @throws strata::Error ARGUMENT_OUT_OF_RANGE when bytes < 0.
inline void SetRetentionLimit(int64_t bytes) { Check(strata_allocator_set_retention_limit(bytes)); }
/// The built-in allocator's retention limit.
/// @return The limit in bytes.
inline int64_t RetentionLimit() noexcept { return strata_allocator_retention_limit(); }
/// Bytes the built-in allocator keeps for reuse.
/// @return The bytes of the kept blocks.
inline int64_t RetainedBytes() noexcept { return strata_allocator_retained_bytes(); }
/// Storage bytes of the live owning tensors.
/// @return The bytes allocated and not yet released.
inline int64_t LiveBytes() noexcept { return strata_allocator_live_bytes(); }
/// Sends diagnostics at a level and above to a callback (strata_set_log_callback).
/// @param level The lowest level sent, a STRATA_LOG_* value.
/// @param callback Called on any thread; must not throw. nullptr restores the stderr sink.
/// @param user_data Passed to callback unchanged.
/// @throws strata::Error ARGUMENT_OUT_OF_RANGE when level is outside [STRATA_LOG_TRACE,
/// STRATA_LOG_OFF].
inline void SetLogCallback(int32_t level, strata_log_callback callback, void* user_data = nullptr) {
  Check(strata_set_log_callback(level, callback, user_data));
}
/// Sets the threads one large copy-like transfer may use (strata_set_copy_threads).
/// @param threads 1 to STRATA_MAX_COPY_THREADS, on any machine.
/// @throws strata::Error ARGUMENT_OUT_OF_RANGE when threads is outside [1,
/// STRATA_MAX_COPY_THREADS] (the setting is unchanged).
inline void SetCopyThreads(int32_t threads) { Check(strata_set_copy_threads(threads)); }
/// The threads one large copy-like transfer may use.
/// @return 1 to STRATA_MAX_COPY_THREADS.
inline int32_t CopyThreads() noexcept { return strata_copy_threads(); }

/// The element type's name as messages and text output spell it ("Int32", "Single", "Half").
/// @param dtype A STRATA_DTYPE_* value.
/// @return A static string, "unknown" for other codes.
inline const char* DTypeName(strata_dtype dtype) noexcept {
  switch (dtype) {
#define STRATA_HPP_DTYPE_NAME(public_name, name, value, storage, dotnet_name) \
  case public_name:                                                          \
    return dotnet_name;
    STRATA_DTYPE_TABLE(STRATA_HPP_DTYPE_NAME)
#undef STRATA_HPP_DTYPE_NAME
  }
  return "unknown";
}

/// The op's name in lower snake case ("add", "is_nan").
/// @param op A STRATA_OP_* value.
/// @return A static string, "unknown" for other codes.
inline const char* OpName(strata_op op) noexcept {
  switch (op) {
#define STRATA_HPP_OP_NAME(public_name, name, value, name_text) \
  case public_name:                                             \
    return name_text;
    STRATA_OP_TABLE(STRATA_HPP_OP_NAME)
#undef STRATA_HPP_OP_NAME
  }
  return "unknown";
}

// ---- Spans ------------------------------------------------------------------------------------

/// A read-only or mutable view of contiguous T (a C++17 stand-in for std::span).
/// Shapes, strides, indexes and axes are passed as Span: a braced list, a C array, std::vector,
/// std::array or (C++20) std::span converts to it.
/// @tparam T The element type, const for a read-only view.
template <class T>
class Span {
 public:
  /// An empty span.
  constexpr Span() noexcept = default;
  /// A span of length elements from first.
  /// A pointer parameter, not T*: a literal 0 in a braced list must not read as a null pointer.
  /// @param first The first element.
  /// @param length The number of elements.
  template <class P, class = std::enable_if_t<std::is_pointer_v<P> && std::is_convertible_v<P, T*>>>
  constexpr Span(P first, size_t length) noexcept : data_(first), size_(length) {}
  /// A read-only span of a vector's elements.
  /// @param v The vector; the span is valid while it is neither resized nor destroyed.
  template <class U, class = std::enable_if_t<std::is_const_v<T> &&
                                              std::is_convertible_v<const U (*)[], T (*)[]>>>
  Span(const std::vector<U>& v) noexcept : data_(v.data()), size_(v.size()) {}  // NOLINT
  /// A span of a vector's elements.
  /// @param v The vector; the span is valid while it is neither resized nor destroyed.
  template <class U, class = std::enable_if_t<std::is_convertible_v<U (*)[], T (*)[]>>>
  Span(std::vector<U>& v) noexcept : data_(v.data()), size_(v.size()) {}  // NOLINT
  /// A read-only span of an array's elements.
  /// @param a The array.
  template <class U, size_t N,
            class = std::enable_if_t<std::is_const_v<T> &&
                                     std::is_convertible_v<const U (*)[], T (*)[]>>>
  constexpr Span(const std::array<U, N>& a) noexcept : data_(a.data()), size_(N) {}  // NOLINT
  /// A span of an array's elements.
  /// @param a The array.
  template <class U, size_t N, class = std::enable_if_t<std::is_convertible_v<U (*)[], T (*)[]>>>
  constexpr Span(std::array<U, N>& a) noexcept : data_(a.data()), size_(N) {}  // NOLINT
#if __cplusplus >= 202002L
  /// A span of a std::span's elements (C++20).
  /// @param s The std::span.
  template <class U, size_t E, class = std::enable_if_t<std::is_convertible_v<U (*)[], T (*)[]>>>
  constexpr Span(std::span<U, E> s) noexcept : data_(s.data()), size_(s.size()) {}  // NOLINT
#endif
  /// A span of a C array's elements.
  /// @param array The array.
  template <size_t N>
  constexpr Span(T (&array)[N]) noexcept : data_(array), size_(N) {}  // NOLINT
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winit-list-lifetime"
#endif
  /// A span of a braced list's elements.
  /// Valid only for the full-expression, as for any initializer_list: meant for call arguments such
  /// as t.Get<int32_t>({1, 2}), where the list outlives the call.
  /// @param list The list.
  constexpr Span(std::initializer_list<std::remove_const_t<T>> list) noexcept  // NOLINT
      : data_(list.begin()), size_(list.size()) {}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

  /// The first element.
  /// @return The pointer, nullptr for an empty span made so.
  constexpr T* data() const noexcept { return data_; }
  /// The number of elements.
  /// @return The length.
  constexpr size_t size() const noexcept { return size_; }
  /// Whether the span has no elements.
  /// @return true for length 0.
  constexpr bool empty() const noexcept { return size_ == 0; }
  /// An element, unchecked.
  /// @param i The position, less than size().
  /// @return The element.
  constexpr T& operator[](size_t i) const noexcept { return data_[i]; }
  /// Iterator to the first element.
  /// @return data().
  constexpr T* begin() const noexcept { return data_; }
  /// Iterator past the last element.
  /// @return data() + size().
  constexpr T* end() const noexcept { return data_ + size_; }
  /// The number of elements as the C functions' int32_t counts.
  /// @return size() converted to int32_t.
  constexpr int32_t count() const noexcept { return static_cast<int32_t>(size_); }

 private:
  T* data_ = nullptr;
  size_t size_ = 0;
};

// ---- Element types ----------------------------------------------------------------------------

/// Raw IEEE binary16 storage (STRATA_DTYPE_FLOAT16); convert with Convert/Cast or your own
/// half-precision library.
struct Float16Bits {
  /// The 16 bits of the format.
  uint16_t bits;
};
/// Raw bfloat16 storage (STRATA_DTYPE_BFLOAT16); convert with Convert/Cast or your own library.
struct BFloat16Bits {
  /// The 16 bits of the format.
  uint16_t bits;
};

namespace detail {
// The dtype table's storage column names these five; the others are the C++ types themselves.
using Float16 = Float16Bits;
using BFloat16 = BFloat16Bits;
using Bool8 = bool;
using Complex64 = std::complex<float>;
using Complex128 = std::complex<double>;
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

/// The dtype that stores a C++ type, one per row of the dtype table (strata_tables.h); bool maps
/// to STRATA_DTYPE_BOOL (one byte, 0 or 1). The member `value` is the strata_dtype; other types
/// have no member.
/// @tparam T The C++ element type.
template <class T>
struct DTypeOf : detail::DTypeOfStorage<T> {};
static_assert(sizeof(bool) == 1, "STRATA_DTYPE_BOOL elements are one byte");

namespace detail {
template <class T, class = void>
struct IsElementType : std::false_type {};
template <class T>
struct IsElementType<T, std::void_t<decltype(DTypeOfStorage<T>::value)>> : std::true_type {};
}  // namespace detail

namespace detail {
// User records: trivially copyable class types no table row names, of an opaque dtype's size.
template <class T>
inline constexpr bool kIsRecord = std::is_class_v<T> && std::is_trivially_copyable_v<T> &&
                                  !IsElementType<T>::value && sizeof(T) <= STRATA_MAX_OPAQUE_SIZE;
template <class T, bool kRecord = kIsRecord<T>>
struct ElementDType : DTypeOf<T> {};
template <class T>
struct ElementDType<T, true> {
  static constexpr strata_dtype value = STRATA_DTYPE_OPAQUE(static_cast<int32_t>(sizeof(T)));
};
}  // namespace detail

/// True for the C++ types that store a dtype's elements exactly (int32_t, float, bool, ...) and
/// for user records: trivially copyable structs and classes, stored as the opaque dtype of their
/// size (STRATA_DTYPE_OPAQUE(sizeof(T))), which Strata moves without interpreting.
/// @tparam T Any type; cv-qualifiers are ignored.
template <class T>
inline constexpr bool kIsElementType = detail::IsElementType<std::remove_cv_t<T>>::value ||
                                       detail::kIsRecord<std::remove_cv_t<T>>;

/// The dtype of a C++ element type (cv-qualifiers ignored): its table row, or
/// STRATA_DTYPE_OPAQUE(sizeof(T)) for a record; compiles only for element types.
/// @tparam T The C++ element type.
template <class T>
inline constexpr strata_dtype kDTypeOf = detail::ElementDType<std::remove_cv_t<T>>::value;

/// An NIndex counted from the start (.NET's Index).
/// @param value The position from the start.
/// @return The NIndex.
inline strata_nindex FromStart(int64_t value) { return {value, 0, 0}; }
/// An NIndex counted from the end (.NET's ^value).
/// @param value The position from the end: 1 is the last element.
/// @return The NIndex.
inline strata_nindex FromEnd(int64_t value) { return {value, 1, 0}; }
/// An NRange start..end (.NET's Range).
/// @param start The first position.
/// @param end The position after the last one.
/// @return The NRange.
inline strata_nrange Range(strata_nindex start, strata_nindex end) { return {start, end}; }
/// An NRange start..end counted from the start.
/// @param start The first position.
/// @param end The position after the last one.
/// @return The NRange.
inline strata_nrange Range(int64_t start, int64_t end) { return {FromStart(start), FromStart(end)}; }
/// The NRange of a whole dimension (.NET's `..`).
/// @return 0..^0.
inline strata_nrange All() { return {FromStart(0), FromEnd(0)}; }

class Tensor;
class IndexItem;
class IndexedTensor;

/// Deleter of the DLPack unique_ptrs: calls the managed tensor's deleter(self) exactly once,
/// which drops its reference to the storage.
struct DLPackDeleter {
  /// Runs managed->deleter(managed) when both are non-null.
  /// @param managed A DLPack managed tensor, versioned or legacy.
  template <class Managed>
  void operator()(Managed* managed) const noexcept {
    if (managed != nullptr && managed->deleter != nullptr) managed->deleter(managed);
  }
};
/// A DLPack 1.x managed tensor owned by a unique_ptr.
using DLPackVersionedPtr = std::unique_ptr<strata_dlpack_managed_tensor_versioned, DLPackDeleter>;
/// A legacy DLManagedTensor owned by a unique_ptr.
using DLPackLegacyPtr = std::unique_ptr<strata_dlpack_managed_tensor, DLPackDeleter>;

namespace detail {
inline std::string TakeString(char* text) {
  std::string result(text != nullptr ? text : "");
  strata_string_free(text);
  return result;
}

template <class T>
void RequireElementType(strata_dtype actual) {
  static_assert(kIsElementType<T>, "T is not a Strata element type (see STRATA_DTYPE_TABLE)");
  if (actual != kDTypeOf<T>) {
    throw Error(STRATA_ERROR_DTYPE_MISMATCH, std::string("a C++ element of type ") +
                                                 DTypeName(kDTypeOf<T>) +
                                                 " used on a tensor of element type " +
                                                 DTypeName(actual));
  }
}

// The element type that holds a C++ scalar exactly: integers by size and signedness (long long
// and long both reach int64_t, char reaches int8_t or uint8_t), the rest as they are.
template <class V, class = void>
struct ScalarStorage {
  using type = V;
};
template <class V>
struct ScalarStorage<V, std::enable_if_t<std::is_integral_v<V> && !std::is_same_v<V, bool>>> {
  using type = std::conditional_t<
      std::is_signed_v<V>,
      std::conditional_t<sizeof(V) == 1, int8_t,
                         std::conditional_t<sizeof(V) == 2, int16_t,
                                            std::conditional_t<sizeof(V) == 4, int32_t, int64_t>>>,
      std::conditional_t<sizeof(V) == 1, uint8_t,
                         std::conditional_t<sizeof(V) == 2, uint16_t,
                                            std::conditional_t<sizeof(V) == 4, uint32_t, uint64_t>>>>;
};
template <class V>
using ScalarStorageT = typename ScalarStorage<std::remove_cv_t<V>>::type;

template <class V>
inline constexpr bool kIsScalar = IsElementType<ScalarStorageT<V>>::value;  // records are not


// value as the (dtype, pointer) pair of the C ABI's typed functions: a scalar as the element type
// that holds it exactly, a record as its opaque dtype. The library converts it to the tensor's
// dtype when it fits ("Scalars with their dtype", strata.h) and refuses it otherwise.
template <class V>
class TypedValue {
  static_assert(kIsScalar<V> || kIsElementType<V>, "V is neither a scalar nor a record");
  using Stored = std::conditional_t<kIsScalar<V>, ScalarStorageT<V>, std::remove_cv_t<V>>;

 public:
  explicit TypedValue(const V& value) : stored_(static_cast<Stored>(value)) {}
  strata_dtype dtype() const { return kDTypeOf<Stored>; }
  const void* data() const { return &stored_; }

 private:
  Stored stored_;
};

// Pieces written by the splitting functions: a size query, then the pieces themselves.
template <class Call>
std::vector<Tensor> CollectPieces(Call call);
}  // namespace detail

// ---- Tensor ------------------------------------------------------------------------------------

/// A tensor: one reference to a strata_tensor handle.
/// Copying retains the handle (both copies name the same tensor, so writes through one show in the
/// other), moving steals it and leaves the source empty, destruction releases it. The dtype,
/// lengths and strides never change and are read once. Every failing member throws strata::Error;
/// an empty Tensor (no handle) fails with NULL_POINTER.
class Tensor {
 public:
  /// An empty wrapper holding no handle.
  Tensor() noexcept = default;
  /// Takes over one reference to a handle returned by a strata_* function.
  /// @param handle The handle; NULL gives an empty Tensor.
  /// @return The Tensor owning that reference.
  /// @throws strata::Error INVALID_HANDLE when handle was already released (reading its shape).
  static Tensor Adopt(strata_tensor* handle) {
    Tensor t;
    t.handle_ = handle;
    if (handle != nullptr) t.ReadShape();
    return t;
  }

  /// Shares other's tensor (strata_tensor_retain).
  /// @param other The tensor to share; may be empty.
  Tensor(const Tensor& other)
      : handle_(other.handle_),
        dtype_(other.dtype_),
        lengths_(other.lengths_),
        strides_(other.strides_) {
    strata_tensor_retain(handle_);
  }
  /// Steals other's handle; other is left empty.
  /// @param other The tensor to take over.
  Tensor(Tensor&& other) noexcept
      : handle_(std::exchange(other.handle_, nullptr)),
        dtype_(other.dtype_),
        lengths_(std::move(other.lengths_)),
        strides_(std::move(other.strides_)) {
    other.lengths_.clear();
    other.strides_.clear();
  }
  /// Shares (copy) or takes over (move) another tensor, releasing this one's handle.
  /// @param other The tensor, copied or moved in.
  /// @return This tensor.
  Tensor& operator=(Tensor other) noexcept {
    swap(other);
    return *this;
  }
  /// Releases the handle (strata_tensor_release).
  ~Tensor() { strata_tensor_release(handle_); }

  /// Exchanges the handles of two Tensor objects.
  /// @param other The other tensor.
  void swap(Tensor& other) noexcept {
    std::swap(handle_, other.handle_);
    std::swap(dtype_, other.dtype_);
    lengths_.swap(other.lengths_);
    strides_.swap(other.strides_);
  }

  /// The handle, still owned by this object (for the C functions).
  /// @return The handle, NULL when empty.
  strata_tensor* get() const noexcept { return handle_; }
  /// Gives up ownership: the caller must strata_tensor_release the handle. This object becomes
  /// empty.
  /// @return The handle, NULL when empty.
  strata_tensor* release() noexcept {
    lengths_.clear();
    strides_.clear();
    return std::exchange(handle_, nullptr);
  }
  /// Whether a handle is held.
  /// @return false for an empty Tensor.
  explicit operator bool() const noexcept { return handle_ != nullptr; }

  // ---- Queries (cached: dtype, rank, lengths, strides; the others ask the library) ----
  /// The element type (cached).
  /// @return A STRATA_DTYPE_* value.
  /// @throws strata::Error NULL_POINTER for an empty Tensor.
  strata_dtype dtype() const {
    RequireHandle();
    return dtype_;
  }
  /// The number of dimensions (cached).
  /// @return The rank, 0 for an empty Tensor.
  int32_t rank() const noexcept { return static_cast<int32_t>(lengths_.size()); }
  /// The length of each dimension (cached).
  /// @return A span valid as long as this Tensor object.
  Span<const int64_t> lengths() const noexcept { return {lengths_.data(), lengths_.size()}; }
  /// The stride of each dimension in elements (cached).
  /// @return A span valid as long as this Tensor object.
  Span<const int64_t> strides() const noexcept { return {strides_.data(), strides_.size()}; }
  /// The number of logical elements (strata_tensor_flattened_length).
  /// @return The product of the lengths.
  /// @throws strata::Error NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  int64_t flattened_length() const { return Query<int64_t>(&strata_tensor_flattened_length); }
  /// The elements of storage the view spans.
  /// @return 0 if empty, else 1 + the sum of (length - 1) * stride.
  /// @throws strata::Error NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  int64_t required_storage() const { return Query<int64_t>(&strata_tensor_required_storage); }
  /// Whether the tensor has no elements.
  /// @return true when a length is 0.
  /// @throws strata::Error NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  bool is_empty() const { return Query<int32_t>(&strata_tensor_is_empty) != 0; }
  /// Whether logical order is storage order without gaps or repeats.
  /// @return The flag.
  /// @throws strata::Error NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  bool is_dense() const { return Query<int32_t>(&strata_tensor_is_dense) != 0; }
  /// Whether the tensor is dense or its innermost significant dimension has stride 1.
  /// @return The flag.
  /// @throws strata::Error NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  bool has_any_dense_dimensions() const {
    return Query<int32_t>(&strata_tensor_has_any_dense_dimensions) != 0;
  }
  /// Whether writes are refused (a read-only view).
  /// @return The flag.
  /// @throws strata::Error NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  bool is_read_only() const { return Query<int32_t>(&strata_tensor_is_read_only) != 0; }
  /// Whether the elements are contiguous in row-major order (strata_tensor_is_contiguous).
  /// @return The flag.
  /// @throws strata::Error NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  bool is_contiguous() const { return Query<int32_t>(&strata_tensor_is_contiguous) != 0; }
  /// Address of the element at all-zero indexes.
  /// @return The pointer into the storage.
  /// @throws strata::Error NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  void* data() const { return Query<void*>(&strata_tensor_data); }

  // ---- Element access: reads take E, the dtype's storage type (checked when compiled and run);
  // writes take any C++ scalar, converted by the library when it fits, or a record ----
  /// Reads one element (strata_tensor_get).
  /// @tparam E The dtype's storage type (checked when compiled and when run).
  /// @param indexes One position per dimension.
  /// @return The element.
  /// @throws strata::Error DTYPE_MISMATCH when E is not the storage type of dtype();
  /// ARGUMENT_OUT_OF_RANGE when the count is not the rank; INDEX_OUT_OF_RANGE for a position
  /// outside its dimension.
  template <class E>
  E Get(Span<const int64_t> indexes) const {
    detail::RequireElementType<E>(dtype());
    E value{};
    Check(strata_tensor_get(handle_, indexes.data(), indexes.count(), &value));
    return value;
  }
  /// Reads one element at NIndex positions (strata_tensor_get_nindex).
  /// @tparam E The dtype's storage type.
  /// @param indexes One NIndex per dimension (FromStart / FromEnd).
  /// @return The element.
  /// @throws strata::Error as Get(Span<const int64_t>), plus ARGUMENT_OUT_OF_RANGE for a negative
  /// NIndex value.
  template <class E>
  E Get(Span<const strata_nindex> indexes) const {
    detail::RequireElementType<E>(dtype());
    E value{};
    Check(strata_tensor_get_nindex(handle_, indexes.data(), indexes.count(), &value));
    return value;
  }
  /// Writes one element (strata_tensor_set_typed): value converted to dtype() when it fits.
  /// @tparam V A C++ scalar (converted), or a record of an opaque dtype's exact size.
  /// @param indexes One position per dimension.
  /// @param value The element.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when the count is not the rank;
  /// INDEX_OUT_OF_RANGE for a position outside its dimension; READ_ONLY for a read-only view;
  /// OVERFLOW or INVALID_ARGUMENT when value does not fit the dtype; DTYPE_MISMATCH for a complex
  /// value and a real dtype, or a record of another dtype.
  template <class V>
  void Set(Span<const int64_t> indexes, V value) {
    const detail::TypedValue<V> typed(value);
    Check(strata_tensor_set_typed(handle_, indexes.data(), indexes.count(), typed.dtype(),
                                  typed.data()));
  }
  /// Writes one element at NIndex positions (strata_tensor_set_nindex_typed).
  /// @tparam V A C++ scalar (converted), or a record of an opaque dtype's exact size.
  /// @param indexes One NIndex per dimension.
  /// @param value The element.
  /// @throws strata::Error as Set(Span<const int64_t>, V), plus ARGUMENT_OUT_OF_RANGE for a
  /// negative NIndex value.
  template <class V>
  void Set(Span<const strata_nindex> indexes, V value) {
    const detail::TypedValue<V> typed(value);
    Check(strata_tensor_set_nindex_typed(handle_, indexes.data(), indexes.count(), typed.dtype(),
                                         typed.data()));
  }
  /// Reads one element at integer positions: t.At<float>(1, 2) is t.Get<float>({1, 2}).
  /// @tparam E The dtype's storage type.
  /// @param indexes One integer position per dimension.
  /// @return The element.
  /// @throws strata::Error as Get.
  template <class E, class... I>
  E At(I... indexes) const {
    static_assert((std::is_integral_v<I> && ...), "At takes integer positions");
    const std::array<int64_t, sizeof...(I)> positions{static_cast<int64_t>(indexes)...};
    return Get<E>(Span<const int64_t>(positions.data(), positions.size()));
  }
  /// Writes value to every logical element (strata_tensor_fill_typed): value converted to
  /// dtype() when it fits.
  /// @tparam V A C++ scalar (converted), or a record of an opaque dtype's exact size.
  /// @param value The element.
  /// @throws strata::Error READ_ONLY; OVERFLOW or INVALID_ARGUMENT when value does not fit the
  /// dtype; DTYPE_MISMATCH for a complex value and a real dtype, or a record of another dtype.
  template <class V>
  void Fill(V value) {
    const detail::TypedValue<V> typed(value);
    Check(strata_tensor_fill_typed(handle_, typed.dtype(), typed.data()));
  }
  /// Writes zero to every logical element (strata_tensor_clear).
  /// @throws strata::Error READ_ONLY; NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  void Clear() { Check(strata_tensor_clear(handle_)); }
  /// The logical elements in row-major order (strata_tensor_flatten_to).
  /// @tparam E The dtype's storage type.
  /// @return A new vector of flattened_length() elements.
  /// @throws strata::Error DTYPE_MISMATCH when E is not the storage type of dtype().
  template <class E>
  std::vector<E> ToVector() const {
    detail::RequireElementType<E>(dtype());
    const auto n = static_cast<size_t>(flattened_length());
    if constexpr (std::is_same_v<E, bool>) {
      std::unique_ptr<bool[]> buffer(new bool[n]);
      Check(strata_tensor_flatten_to(handle_, buffer.get(), static_cast<int64_t>(n)));
      return std::vector<bool>(buffer.get(), buffer.get() + n);
    } else {
      std::vector<E> out(n);
      Check(strata_tensor_flatten_to(handle_, out.data(), static_cast<int64_t>(n)));
      return out;
    }
  }
  /// Writes the logical elements in row-major order to buffer (strata_tensor_flatten_to).
  /// @tparam E The dtype's storage type.
  /// @param buffer At least flattened_length() elements; the rest is untouched.
  /// @throws strata::Error DTYPE_MISMATCH when E is not the storage type of dtype();
  /// INVALID_ARGUMENT when buffer is too short; OVERLAP when a non-dense tensor overlaps buffer.
  template <class E>
  void FlattenTo(Span<E> buffer) const {
    detail::RequireElementType<E>(dtype());
    Check(strata_tensor_flatten_to(handle_, buffer.data(), static_cast<int64_t>(buffer.size())));
  }
  /// As FlattenTo, but a buffer that is too short is not an error (strata_tensor_try_flatten_to).
  /// @tparam E The dtype's storage type.
  /// @param buffer The destination elements.
  /// @return false, with nothing written, when buffer is shorter than flattened_length().
  /// @throws strata::Error the other errors of FlattenTo.
  template <class E>
  bool TryFlattenTo(Span<E> buffer) const {
    detail::RequireElementType<E>(dtype());
    int32_t copied = 0;
    Check(strata_tensor_try_flatten_to(handle_, buffer.data(),
                                       static_cast<int64_t>(buffer.size()), &copied));
    return copied != 0;
  }
  /// Copies flattened_length() row-major elements from data into the logical positions
  /// (strata_tensor_copy_from_buffer).
  /// @tparam E The dtype's storage type.
  /// @param data At least flattened_length() elements.
  /// @throws strata::Error DTYPE_MISMATCH when E is not the storage type of dtype();
  /// ARGUMENT_OUT_OF_RANGE when data is too short; READ_ONLY; INVALID_ARGUMENT when the tensor
  /// repeats storage; OVERLAP.
  template <class E>
  void CopyFrom(Span<const E> data) {
    detail::RequireElementType<E>(dtype());
    Check(strata_tensor_copy_from_buffer(handle_, data.data(), static_cast<int64_t>(data.size())));
  }

  // ---- .NET-style slicing (views sharing storage) ----
  /// A view of one NRange per dimension, sharing storage (strata_tensor_slice; .NET's slicing).
  /// @param ranges One range per dimension (Range, All).
  /// @return The view.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when the count is not the rank or a range leaves
  /// its dimension.
  Tensor Slice(Span<const strata_nrange> ranges) const {
    return Make(strata_tensor_slice, handle_, ranges.data(), ranges.count());
  }
  /// A view from each NIndex start to the end of its dimension (strata_tensor_slice_nindex).
  /// @param starts One start per dimension.
  /// @return The view.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when the count is not the rank; INDEX_OUT_OF_RANGE
  /// for a start outside its dimension.
  Tensor Slice(Span<const strata_nindex> starts) const {
    return Make(strata_tensor_slice_nindex, handle_, starts.data(), starts.count());
  }
  /// A view from each start to the end of its dimension (strata_tensor_slice_starts).
  /// @param starts One start per dimension.
  /// @return The view.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when the count is not the rank or a start is
  /// outside its dimension.
  Tensor Slice(Span<const int64_t> starts) const {
    return Make(strata_tensor_slice_starts, handle_, starts.data(), starts.count());
  }

  // ---- NumPy-style indexing: t[{0, strata::Slice(1, 3), strata::NewAxis, mask}] ----
  /// NumPy-style indexing: t[{0, strata::Slice(1, 3), strata::NewAxis, mask}].
  /// Reading gives a view for basic items and a new tensor for advanced ones (strata_tensor_index);
  /// assigning through the result writes the indexed elements (strata_tensor_index_assign), e.g.
  /// t[{strata::Ellipsis, 0}] += 1.
  /// @param items The index items.
  /// @return The indexed tensor, evaluated when read or assigned.
  IndexedTensor operator[](std::initializer_list<IndexItem> items) const;
  /// NumPy-style indexing with a vector of items, as operator[](std::initializer_list<IndexItem>).
  /// @param items The index items.
  /// @return The indexed tensor, evaluated when read or assigned.
  IndexedTensor operator[](const std::vector<IndexItem>& items) const;
  /// NumPy-style indexing with one item: t[mask], t[strata::Slice(1)].
  /// @param item The index item.
  /// @return The indexed tensor, evaluated when read or assigned.
  IndexedTensor operator[](const IndexItem& item) const;
  /// tensor[items] (strata_tensor_index): a view for basic items, a new tensor for advanced ones.
  /// @param items The index items.
  /// @return The result.
  /// @throws strata::Error (on conversion to Tensor or on assignment) as strata_tensor_index:
  /// INVALID_ARGUMENT for malformed items (two Ellipsis, a slice step of 0); INDEX_OUT_OF_RANGE for
  /// more items than dimensions or a position outside its axis; SHAPE_MISMATCH for a mask of other
  /// lengths.
  Tensor Index(Span<const IndexItem> items) const;
  /// tensor[items] op= value (strata_tensor_index_assign): value is broadcast to the indexed
  /// lengths and cast to this tensor's dtype, as NumPy does. Nothing is written on failure.
  /// @param items The index items.
  /// @param value The values.
  /// @param op A STRATA_ASSIGN* code.
  /// @throws strata::Error as Index, plus READ_ONLY; SHAPE_MISMATCH when value does not broadcast;
  /// INVALID_ARGUMENT for an unknown op or an integer division by zero.
  void IndexAssign(Span<const IndexItem> items, const Tensor& value, int32_t op = STRATA_ASSIGN);
  /// tensor[items] op= value for a scalar, which keeps its own dtype and is cast by the library
  /// (strata_tensor_index_assign_scalar).
  /// @param items The index items.
  /// @param value A C++ scalar (integer, floating point or bool).
  /// @param op A STRATA_ASSIGN* code.
  /// @throws strata::Error as IndexAssign(Span<const IndexItem>, const Tensor&, int32_t).
  template <class V>
  void IndexAssign(Span<const IndexItem> items, V value, int32_t op = STRATA_ASSIGN);

  // ---- View operators (share storage) ----
  /// New lengths over the same elements, never a copy (strata_tensor_reshape).
  /// @param lengths The new lengths; one may be -1 (inferred).
  /// @return The view.
  /// @throws strata::Error INVALID_ARGUMENT for a different element count, two -1 entries or a
  /// layout that would need a copy; ARGUMENT_OUT_OF_RANGE for more than STRATA_MAX_RANK lengths.
  Tensor Reshape(Span<const int64_t> lengths) const {
    return Make(strata_tensor_reshape, handle_, lengths.data(), lengths.count());
  }
  /// Reshape to like's lengths (strata_tensor_view_as).
  /// @param like The tensor whose lengths are taken.
  /// @return The view.
  /// @throws strata::Error as Reshape.
  Tensor ViewAs(const Tensor& like) const { return Make(strata_tensor_view_as, handle_, like.get()); }
  /// The real part of each element as a view sharing storage (strata_tensor_real): float or
  /// double elements, strides doubled; a real tensor's real part is the same view.
  /// @return The view.
  /// @throws strata::Error DTYPE_MISMATCH for a bool tensor; OVERFLOW for a stride too large.
  Tensor Real() const { return Make(strata_tensor_real, handle_); }
  /// The imaginary part of each element of a complex tensor as a view (strata_tensor_imag).
  /// @return The view.
  /// @throws strata::Error DTYPE_MISMATCH for a tensor that is not complex; OVERFLOW as Real.
  Tensor Imag() const { return Make(strata_tensor_imag, handle_); }
  /// Removes every length-1 dimension; as System.Numerics.Tensors, never makes rank 0 ([1, 1]
  /// gives [1]); a rank-0 tensor gives itself.
  /// @return The view.
  /// @throws strata::Error NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  Tensor Squeeze() const { return Make(strata_tensor_squeeze, handle_); }
  /// Removes one length-1 dimension (strata_tensor_squeeze_dimension).
  /// @param dimension The dimension, in [0, rank).
  /// @return The view.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when dimension < 0; INVALID_ARGUMENT when
  /// dimension >= rank or its length is not 1.
  Tensor Squeeze(int64_t dimension) const {
    return Make(strata_tensor_squeeze_dimension, handle_, dimension);
  }
  /// Inserts a length-1 dimension (strata_tensor_unsqueeze).
  /// @param position Where, in [0, rank].
  /// @return The view.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when position < 0; INVALID_ARGUMENT when position
  /// > rank.
  Tensor Unsqueeze(int64_t position) const {
    return Make(strata_tensor_unsqueeze, handle_, position);
  }
  /// Reorders the dimensions: result dimension k is dimension dims[k] (strata_tensor_permute).
  /// @param dims A permutation of 0..rank-1; empty reverses every axis.
  /// @return The view.
  /// @throws strata::Error INVALID_ARGUMENT when dims is not empty or a permutation of 0..rank-1.
  Tensor Permute(Span<const int64_t> dims = {}) const {
    return Make(strata_tensor_permute, handle_, dims.data(), dims.count());
  }
  /// Swaps the last two dimensions (strata_tensor_transpose).
  /// @return The view.
  /// @throws strata::Error INVALID_ARGUMENT when rank < 2.
  Tensor Transpose() const { return Make(strata_tensor_transpose, handle_); }
  /// Swaps two dimensions (strata_tensor_swapaxes).
  /// @param a One dimension.
  /// @param b The other dimension.
  /// @return The view.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE for a dimension out of range.
  Tensor SwapAxes(int64_t a, int64_t b) const { return Make(strata_tensor_swapaxes, handle_, a, b); }
  /// Moves dimension source[i] to destination[i]; the others keep their order
  /// (strata_tensor_movedim).
  /// @param source The dimensions to move.
  /// @param destination Their new positions, as many as source.
  /// @return The view.
  /// @throws strata::Error INVALID_ARGUMENT when the counts differ, exceed the rank or a dimension
  /// repeats.
  Tensor MoveDim(Span<const int64_t> source, Span<const int64_t> destination) const {
    if (source.size() != destination.size()) {
      throw Error(STRATA_ERROR_INVALID_ARGUMENT, "MoveDim needs as many destinations as sources");
    }
    return Make(strata_tensor_movedim, handle_, source.data(), destination.data(), source.count());
  }
  /// PyTorch's t(): rank 1 unchanged, rank 2 transposed (strata_tensor_t).
  /// @return The view.
  /// @throws strata::Error INVALID_ARGUMENT when rank > 2.
  Tensor T() const { return Make(strata_tensor_t, handle_); }
  /// Elements [start, start + length) of one dimension (strata_tensor_narrow).
  /// @param dimension The dimension.
  /// @param start The first position; negative counts from the back.
  /// @param length The number of positions.
  /// @return The view.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when start or length leave the dimension.
  Tensor Narrow(int64_t dimension, int64_t start, int64_t length) const {
    return Make(strata_tensor_narrow, handle_, dimension, start, length);
  }
  /// The diagonal of (dim1, dim2), appended as the last dimension (strata_tensor_diagonal).
  /// @param offset Shift of the diagonal; > 0 above the main diagonal.
  /// @param dim1 The first dimension of the matrices.
  /// @param dim2 The second dimension of the matrices.
  /// @return The view.
  /// @throws strata::Error INVALID_ARGUMENT when dim1 equals dim2 or rank < 2.
  Tensor Diagonal(int64_t offset = 0, int64_t dim1 = 0, int64_t dim2 = 1) const {
    return Make(strata_tensor_diagonal, handle_, offset, dim1, dim2);
  }
  /// A broadcast view, stride 0 on expanded dimensions (strata_tensor_expand).
  /// @param lengths At least rank lengths; -1 keeps a length.
  /// @return The view.
  /// @throws strata::Error SHAPE_MISMATCH for incompatible lengths; OVERFLOW; ARGUMENT_OUT_OF_RANGE
  /// for more than STRATA_MAX_RANK lengths.
  Tensor Expand(Span<const int64_t> lengths) const {
    return Make(strata_tensor_expand, handle_, lengths.data(), lengths.count());
  }
  /// Expand to like's lengths (strata_tensor_expand_as).
  /// @param like The tensor whose lengths are taken.
  /// @return The view.
  /// @throws strata::Error as Expand.
  Tensor ExpandAs(const Tensor& like) const {
    return Make(strata_tensor_expand_as, handle_, like.get());
  }
  /// This view when contiguous, else a dense copy (strata_tensor_contiguous).
  /// @return The contiguous tensor.
  /// @throws strata::Error OUT_OF_MEMORY; NULL_POINTER (no handle), INVALID_HANDLE (released
  /// handle).
  Tensor Contiguous() const { return Make(strata_tensor_contiguous, handle_); }
  /// A new dense copy of the logical elements (strata_tensor_broadcast to the same lengths).
  /// @return The copy.
  /// @throws strata::Error OUT_OF_MEMORY; NULL_POINTER (no handle), INVALID_HANDLE (released
  /// handle).
  Tensor Clone() const { return Broadcast(lengths()); }
  /// A view with the given lengths, stride 0 where broadcast (strata_tensor_broadcast_to);
  /// Broadcast makes a dense copy instead.
  /// @param lengths The target lengths.
  /// @return The view.
  /// @throws strata::Error SHAPE_MISMATCH when the lengths do not broadcast; ARGUMENT_OUT_OF_RANGE
  /// for a negative length.
  Tensor BroadcastTo(Span<const int64_t> lengths) const {
    return Make(strata_tensor_broadcast_to, handle_, lengths.data(), lengths.count());
  }

  // ---- Splitting into views (MindSpore names; negative dimensions count from the back) ----
  /// The slices along a dimension, without it (strata_tensor_unbind; views).
  /// @param dimension The dimension; negative counts from the back.
  /// @return length(dimension) views (rank 1 gives rank-0 pieces).
  /// @throws strata::Error OVERFLOW for more than INT32_MAX pieces; INVALID_ARGUMENT for a
  /// dimension out of range.
  std::vector<Tensor> Unbind(int64_t dimension = 0) const {
    return Pieces(strata_tensor_unbind, dimension);
  }
  /// Pieces of `size` along a dimension, the last possibly shorter (strata_tensor_split_size;
  /// views).
  /// @param size The length of each piece.
  /// @param dimension The dimension; negative counts from the back.
  /// @return The views.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when size <= 0; OVERFLOW for more than INT32_MAX
  /// pieces; INVALID_ARGUMENT for a dimension out of range.
  std::vector<Tensor> SplitSize(int64_t size, int64_t dimension = 0) const {
    return Pieces(strata_tensor_split_size, size, dimension);
  }
  /// Pieces of the given lengths along a dimension (strata_tensor_split_sections; views).
  /// @param sections The piece lengths, summing to the dimension's length.
  /// @param dimension The dimension; negative counts from the back.
  /// @return The views.
  /// @throws strata::Error INVALID_ARGUMENT for a negative entry or another sum; OVERFLOW for more
  /// than INT32_MAX pieces; INVALID_ARGUMENT for a dimension out of range.
  std::vector<Tensor> SplitSections(Span<const int64_t> sections, int64_t dimension = 0) const {
    return Pieces(strata_tensor_split_sections, sections.data(), sections.count(), dimension);
  }
  /// tensor_split into nearly equal pieces: the first length % sections are one longer
  /// (strata_tensor_tensor_split_count; views).
  /// @param sections The number of pieces.
  /// @param dimension The dimension; negative counts from the back.
  /// @return The views.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when sections <= 0; OVERFLOW for more than
  /// INT32_MAX pieces; INVALID_ARGUMENT for a dimension out of range.
  std::vector<Tensor> TensorSplit(int64_t sections, int64_t dimension = 0) const {
    return Pieces(strata_tensor_tensor_split_count, sections, dimension);
  }
  /// tensor_split at split points, clamped like Python slice bounds
  /// (strata_tensor_tensor_split_indices; views).
  /// @param indices The split points.
  /// @param dimension The dimension; negative counts from the back.
  /// @return indices.size() + 1 views.
  /// @throws strata::Error OVERFLOW for more than INT32_MAX pieces; INVALID_ARGUMENT for a
  /// dimension out of range.
  std::vector<Tensor> TensorSplitAt(Span<const int64_t> indices, int64_t dimension = 0) const {
    return Pieces(strata_tensor_tensor_split_indices, indices.data(), indices.count(), dimension);
  }
  /// hsplit: TensorSplit along dimension 1 (0 for rank 1) (strata_tensor_hsplit_count; views).
  /// @param sections The number of pieces.
  /// @return The views.
  /// @throws strata::Error as TensorSplit.
  std::vector<Tensor> HSplit(int64_t sections) const {
    return Pieces(strata_tensor_hsplit_count, sections);
  }
  /// hsplit at split points (strata_tensor_hsplit_indices; views).
  /// @param indices The split points.
  /// @return The views.
  /// @throws strata::Error as TensorSplitAt.
  std::vector<Tensor> HSplitAt(Span<const int64_t> indices) const {
    return Pieces(strata_tensor_hsplit_indices, indices.data(), indices.count());
  }
  /// vsplit: TensorSplit along dimension 0 (strata_tensor_vsplit_count; views).
  /// @param sections The number of pieces.
  /// @return The views.
  /// @throws strata::Error INVALID_ARGUMENT when rank < 2; as TensorSplit.
  std::vector<Tensor> VSplit(int64_t sections) const {
    return Pieces(strata_tensor_vsplit_count, sections);
  }
  /// vsplit at split points (strata_tensor_vsplit_indices; views).
  /// @param indices The split points.
  /// @return The views.
  /// @throws strata::Error INVALID_ARGUMENT when rank < 2; as TensorSplitAt.
  std::vector<Tensor> VSplitAt(Span<const int64_t> indices) const {
    return Pieces(strata_tensor_vsplit_indices, indices.data(), indices.count());
  }
  /// split_count new dense tensors (copies, not views) of equal length along a dimension
  /// (strata_tensor_split).
  /// @param split_count The number of pieces.
  /// @param dimension The dimension, in [0, rank).
  /// @return The copies.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when split_count <= 0; OVERFLOW when it exceeds
  /// INT32_MAX; INVALID_ARGUMENT for a dimension out of range or a length not divisible by
  /// split_count.
  std::vector<Tensor> Split(int64_t split_count, int32_t dimension = 0) const {
    return Pieces(strata_tensor_split, split_count, dimension);
  }

  // ---- Copies, resize, reverse, broadcast (strata_copy.h) ----
  /// Copies this tensor, broadcast to the destination's lengths, into destination
  /// (strata_tensor_copy_to).
  /// @param destination The tensor written.
  /// @throws strata::Error DTYPE_MISMATCH; READ_ONLY destination; ARGUMENT_OUT_OF_RANGE when the
  /// source has more elements; SHAPE_MISMATCH when the lengths do not broadcast; INVALID_ARGUMENT
  /// for a destination repeating storage where the source varies; OVERLAP.
  void CopyTo(const Tensor& destination) const {
    Check(strata_tensor_copy_to(handle_, destination.get()));
  }
  /// As CopyTo, but lengths or layout that do not fit are not an error (strata_tensor_try_copy_to).
  /// @param destination The tensor written.
  /// @return false, with nothing written, where CopyTo would fail with ARGUMENT_OUT_OF_RANGE,
  /// SHAPE_MISMATCH or INVALID_ARGUMENT.
  /// @throws strata::Error DTYPE_MISMATCH; READ_ONLY; OVERLAP.
  bool TryCopyTo(const Tensor& destination) const {
    return Flag(strata_tensor_try_copy_to, handle_, destination.get());
  }
  /// A new dense tensor: the first logical elements, then zeros (strata_tensor_resize).
  /// @param lengths The new lengths.
  /// @return The new tensor.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE for a negative length; OVERFLOW; OUT_OF_MEMORY.
  Tensor Resize(Span<const int64_t> lengths) const {
    return Make(strata_tensor_resize, handle_, lengths.data(), lengths.count());
  }
  /// Writes the first logical elements to destination's first positions and zeros to the rest
  /// (strata_tensor_resize_to).
  /// @param destination The tensor written.
  /// @throws strata::Error DTYPE_MISMATCH; READ_ONLY; INVALID_ARGUMENT for a destination with
  /// stride 0 on a dimension of length > 1; OVERLAP.
  void ResizeTo(const Tensor& destination) const {
    Check(strata_tensor_resize_to(handle_, destination.get()));
  }
  /// A new dense tensor with every dimension reversed, the whole logical order
  /// (strata_tensor_reverse).
  /// @return The new tensor.
  /// @throws strata::Error OUT_OF_MEMORY; NULL_POINTER (no handle), INVALID_HANDLE (released
  /// handle).
  Tensor Reverse() const { return Make(strata_tensor_reverse, handle_); }
  /// A new dense tensor reversed along one dimension (strata_tensor_reverse_dimension).
  /// @param dimension In [0, rank), or -1 for every dimension.
  /// @return The new tensor.
  /// @throws strata::Error INVALID_ARGUMENT for another dimension; OUT_OF_MEMORY.
  Tensor Reverse(int32_t dimension) const {
    return Make(strata_tensor_reverse_dimension, handle_, dimension);
  }
  /// Writes the reversed tensor, broadcast, into destination (strata_tensor_reverse_into).
  /// @param destination The tensor written; the identical dense view is reversed in place.
  /// @throws strata::Error DTYPE_MISMATCH; READ_ONLY; SHAPE_MISMATCH; INVALID_ARGUMENT; OVERLAP.
  void ReverseInto(const Tensor& destination) const {
    Check(strata_tensor_reverse_into(handle_, destination.get()));
  }
  /// Writes the tensor reversed along one dimension into destination
  /// (strata_tensor_reverse_dimension_into).
  /// @param destination The tensor written.
  /// @param dimension In [0, rank), or -1 for every dimension.
  /// @throws strata::Error as ReverseInto(const Tensor&); INVALID_ARGUMENT for another dimension.
  void ReverseInto(const Tensor& destination, int32_t dimension) const {
    Check(strata_tensor_reverse_dimension_into(handle_, destination.get(), dimension));
  }
  /// A new dense tensor of the given lengths holding this one broadcast (strata_tensor_broadcast).
  /// @param lengths The target lengths.
  /// @return The new tensor.
  /// @throws strata::Error as BroadcastTo, plus OUT_OF_MEMORY.
  Tensor Broadcast(Span<const int64_t> lengths) const {
    return Make(strata_tensor_broadcast, handle_, lengths.data(), lengths.count());
  }
  /// Writes this tensor broadcast to destination's lengths (strata_tensor_broadcast_into).
  /// @param destination The tensor written.
  /// @throws strata::Error DTYPE_MISMATCH; READ_ONLY; SHAPE_MISMATCH; INVALID_ARGUMENT for a
  /// destination repeating storage where the source varies; OVERLAP.
  void BroadcastInto(const Tensor& destination) const {
    Check(strata_tensor_broadcast_into(handle_, destination.get()));
  }
  /// As BroadcastInto, but lengths or layout that do not fit are not an error
  /// (strata_tensor_try_broadcast_into).
  /// @param destination The tensor written.
  /// @return false, with nothing written, where BroadcastInto would fail with SHAPE_MISMATCH or
  /// INVALID_ARGUMENT.
  /// @throws strata::Error DTYPE_MISMATCH; READ_ONLY; OVERLAP.
  bool TryBroadcastInto(const Tensor& destination) const {
    return Flag(strata_tensor_try_broadcast_into, handle_, destination.get());
  }
  /// Copies values, broadcast, into this tensor sliced by ranges (strata_tensor_set_slice).
  /// @param values The values.
  /// @param ranges One range per dimension; empty means the whole tensor.
  /// @throws strata::Error as Slice(Span<const strata_nrange>) and CopyTo.
  void SetSlice(const Tensor& values, Span<const strata_nrange> ranges = {}) {
    Check(strata_tensor_set_slice(handle_, values.get(), ranges.data(), ranges.count()));
  }
  /// Where filter is true, writes the corresponding element of values
  /// (strata_tensor_filtered_update).
  /// @param filter A bool tensor broadcast to this one.
  /// @param values Values of this dtype, broadcast to this tensor.
  /// @throws strata::Error DTYPE_MISMATCH when filter is not bool; SHAPE_MISMATCH when it does not
  /// broadcast; READ_ONLY; INVALID_ARGUMENT for a tensor repeating storage where the filter varies;
  /// OVERLAP; DTYPE_MISMATCH or SHAPE_MISMATCH for values too.
  void FilteredUpdate(const Tensor& filter, const Tensor& values) {
    Check(strata_tensor_filtered_update(handle_, filter.get(), values.get()));
  }
  /// Where filter is true, writes value (strata_tensor_filtered_update_value).
  /// @param filter A bool tensor broadcast to this one.
  /// @param value A C++ scalar, converted to this dtype by the checked conversion.
  /// @throws strata::Error DTYPE_MISMATCH when filter is not bool; SHAPE_MISMATCH when it does not
  /// broadcast; READ_ONLY; INVALID_ARGUMENT for a tensor repeating storage where the filter varies;
  /// OVERLAP; OVERFLOW or INVALID_ARGUMENT when value does not fit the dtype.
  template <class V>
  void FilteredUpdate(const Tensor& filter, V value);
  /// Whether the contents are equal: lengths equal modulo leading 1s and equal elements (NaN
  /// equals NaN); strides do not matter (strata_tensor_sequence_equal).
  /// @param other The other tensor.
  /// @return The comparison.
  /// @throws strata::Error DTYPE_MISMATCH.
  bool SequenceEqual(const Tensor& other) const {
    return Flag(strata_tensor_sequence_equal, handle_, other.get());
  }
  /// Identity: same origin, dtype, lengths and strides (strata_tensor_same_view).
  /// @param other The other tensor.
  /// @return The comparison.
  /// @throws strata::Error NULL_POINTER (no handle), INVALID_HANDLE (released handle).
  bool SameViewAs(const Tensor& other) const {
    return Flag(strata_tensor_same_view, handle_, other.get());
  }

  // ---- DLPack ----
  /// Exports as a DLPack 1.x managed tensor holding a reference to the storage
  /// (strata_tensor_to_dlpack_versioned); a read-only view is flagged read-only.
  /// @return The managed tensor; its deleter runs when the pointer is destroyed.
  /// @throws strata::Error OUT_OF_MEMORY; NULL_POINTER (no handle), INVALID_HANDLE (released
  /// handle).
  DLPackVersionedPtr ToDLPackVersioned() const {
    strata_dlpack_managed_tensor_versioned* out = nullptr;
    Check(strata_tensor_to_dlpack_versioned(handle_, &out));
    return DLPackVersionedPtr(out);
  }
  /// Exports as a legacy DLManagedTensor (strata_tensor_to_dlpack).
  /// @return The managed tensor; its deleter runs when the pointer is destroyed.
  /// @throws strata::Error READ_ONLY for a read-only view (the legacy layout cannot say so); as
  /// ToDLPackVersioned.
  DLPackLegacyPtr ToDLPack() const {
    strata_dlpack_managed_tensor* out = nullptr;
    Check(strata_tensor_to_dlpack(handle_, &out));
    return DLPackLegacyPtr(out);
  }

  // ---- Text ----
  /// The full text form, every element, as operator<< prints it (strata_tensor_to_string).
  /// @return "Tensor<Int32>[2, 2]" and the body.
  /// @throws strata::Error OUT_OF_MEMORY for a text too long; NULL_POINTER (no handle),
  /// INVALID_HANDLE (released handle).
  std::string ToString() const { return ToString(lengths()); }
  /// The text form with at most maximum_lengths[d] positions of dimension d
  /// (strata_tensor_to_string).
  /// @param maximum_lengths One maximum per dimension; empty gives the header line only.
  /// @return The text.
  /// @throws strata::Error ARGUMENT_OUT_OF_RANGE when the count is not 0 or the rank or a maximum
  /// is negative; OUT_OF_MEMORY.
  std::string ToString(Span<const int64_t> maximum_lengths) const {
    char* text = nullptr;
    Check(strata_tensor_to_string(handle_, maximum_lengths.data(), maximum_lengths.count(), &text));
    return detail::TakeString(text);
  }

  /// Calls a C function whose last parameter is a strata_tensor** out and adopts the result.
  /// @param function The strata_* function.
  /// @param arguments Its arguments before the out parameter.
  /// @return The adopted result.
  /// @throws strata::Error the function's failure.
  template <class F, class... A>
  static Tensor Make(F function, A... arguments) {
    strata_tensor* out = nullptr;
    Check(function(arguments..., &out));
    return Adopt(out);
  }

 private:
  void RequireHandle() const {
    if (handle_ == nullptr) throw Error(STRATA_ERROR_NULL_POINTER, "the Tensor holds no handle");
  }
  void ReadShape() {
    int32_t count = 0;
    Check(strata_tensor_dtype(handle_, &dtype_));
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

  // Calls a C function whose last parameter is an int32_t* 0/1 out.
  template <class F, class... A>
  static bool Flag(F function, A... arguments) {
    int32_t out = 0;
    Check(function(arguments..., &out));
    return out != 0;
  }

  template <class F, class... A>
  std::vector<Tensor> Pieces(F function, A... arguments) const {
    return detail::CollectPieces([&](strata_tensor** pieces, int32_t capacity, int32_t* count) {
      return function(handle_, arguments..., pieces, capacity, count);
    });
  }

  strata_tensor* handle_ = nullptr;
  strata_dtype dtype_ = 0;
  std::vector<int64_t> lengths_;
  std::vector<int64_t> strides_;
};

/// Exchanges the handles of two Tensor objects.
/// @param a One tensor.
/// @param b The other tensor.
inline void swap(Tensor& a, Tensor& b) noexcept { a.swap(b); }

/// Writes the full text form (Tensor::ToString).
/// @param stream The stream.
/// @param tensor The tensor.
/// @return stream.
/// @throws strata::Error as Tensor::ToString().
inline std::ostream& operator<<(std::ostream& stream, const Tensor& tensor) {
  return stream << tensor.ToString();
}

namespace detail {
template <class Call>
std::vector<Tensor> CollectPieces(Call call) {
  int32_t count = 0;
  Check(call(nullptr, 0, &count));
  std::vector<strata_tensor*> handles(static_cast<size_t>(count), nullptr);
  Check(call(handles.data(), count, &count));
  std::vector<Tensor> pieces;
  size_t adopted = 0;
  try {
    pieces.reserve(handles.size());
    for (; adopted < handles.size(); ++adopted) {
      strata_tensor* handle = handles[adopted];
      handles[adopted] = nullptr;
      pieces.push_back(Tensor::Adopt(handle));
    }
  } catch (...) {
    for (strata_tensor* handle : handles) strata_tensor_release(handle);
    throw;
  }
  return pieces;
}

inline std::vector<strata_tensor*> Handles(Span<const Tensor> tensors) {
  std::vector<strata_tensor*> handles;
  handles.reserve(tensors.size());
  for (const Tensor& t : tensors) handles.push_back(t.get());
  return handles;
}
}  // namespace detail

// ---- Factories ---------------------------------------------------------------------------------

/// A new zero-filled owning tensor (strata_tensor_create).
/// @param dtype The element type.
/// @param lengths The length of each dimension.
/// @param strides Strides in elements; empty means row-major.
/// @return The tensor.
/// @throws strata::Error INVALID_ARGUMENT for an unknown dtype or a stride count not 0 or the rank;
/// ARGUMENT_OUT_OF_RANGE for more than STRATA_MAX_RANK lengths or a negative length or stride;
/// OVERFLOW; OUT_OF_MEMORY.
inline Tensor Zeros(strata_dtype dtype, Span<const int64_t> lengths,
                    Span<const int64_t> strides = {}) {
  return Tensor::Make(strata_tensor_create, dtype, lengths.data(), lengths.count(), strides.data(),
                      strides.count());
}
/// A new zero-filled owning tensor of T's dtype: Zeros<float>({2, 3}).
/// @tparam T The C++ element type.
/// @param lengths The length of each dimension.
/// @param strides Strides in elements; empty means row-major.
/// @return The tensor.
/// @throws strata::Error as Zeros(strata_dtype, Span<const int64_t>, Span<const int64_t>).
template <class T>
Tensor Zeros(Span<const int64_t> lengths, Span<const int64_t> strides = {}) {
  static_assert(kIsElementType<T>, "T is not a Strata element type (see STRATA_DTYPE_TABLE)");
  return Zeros(kDTypeOf<T>, lengths, strides);
}

/// A new owning tensor whose elements are not initialized (strata_tensor_create_uninitialized).
/// @param dtype The element type.
/// @param lengths The length of each dimension.
/// @param strides Strides in elements; empty means row-major.
/// @return The tensor.
/// @throws strata::Error as Zeros.
inline Tensor Uninitialized(strata_dtype dtype, Span<const int64_t> lengths,
                            Span<const int64_t> strides = {}) {
  return Tensor::Make(strata_tensor_create_uninitialized, dtype, lengths.data(), lengths.count(),
                      strides.data(), strides.count());
}
/// A new uninitialized owning tensor of T's dtype.
/// @tparam T The C++ element type.
/// @param lengths The length of each dimension.
/// @param strides Strides in elements; empty means row-major.
/// @return The tensor.
/// @throws strata::Error as Zeros.
template <class T>
Tensor Uninitialized(Span<const int64_t> lengths, Span<const int64_t> strides = {}) {
  static_assert(kIsElementType<T>, "T is not a Strata element type (see STRATA_DTYPE_TABLE)");
  return Uninitialized(kDTypeOf<T>, lengths, strides);
}

namespace detail {
// Explicit empty lengths mean rank 0 (one element), which the C API spells as a non-NULL pointer
// with rank 0 (NULL asks it to infer a 1-D shape from the data length).
inline const int64_t* LengthsOrEmpty(Span<const int64_t> lengths) {
  static const int64_t kNoLengths = 0;
  return lengths.empty() ? &kNoLengths : lengths.data();
}
}  // namespace detail

/// A new dense 1-D owning tensor holding a copy of data (strata_tensor_create_from_data).
/// @tparam T The C++ element type, which selects the dtype.
/// @param data The elements.
/// @return The tensor.
/// @throws strata::Error OUT_OF_MEMORY.
template <class T>
Tensor FromData(Span<const T> data) {
  return Tensor::Make(strata_tensor_create_from_data, kDTypeOf<T>, data.data(),
                      static_cast<int64_t>(data.size()), nullptr, 0);
}
/// A new dense owning tensor holding a copy of row-major data (strata_tensor_create_from_data).
/// @tparam T The C++ element type, which selects the dtype.
/// @param data At least the product of lengths elements.
/// @param lengths The length of each dimension; empty means rank 0 (one element).
/// @return The tensor.
/// @throws strata::Error ARGUMENT_OUT_OF_RANGE when data is too short, a length is negative or
/// there are more than STRATA_MAX_RANK; OVERFLOW; OUT_OF_MEMORY.
template <class T>
Tensor FromData(Span<const T> data, Span<const int64_t> lengths) {
  return Tensor::Make(strata_tensor_create_from_data, kDTypeOf<T>, data.data(),
                      static_cast<int64_t>(data.size()), detail::LengthsOrEmpty(lengths),
                      lengths.count());
}

/// Options of Wrap, a view over caller memory.
struct WrapOptions {
  /// Refuse writes through the view (always so for const elements).
  bool read_only = false;
  /// Called once when the last reference dies; nullptr: the caller keeps the memory alive.
  strata_deleter deleter = nullptr;
  /// Passed to deleter.
  void* deleter_user_data = nullptr;
};

/// A 1-D view over caller memory of data.size() elements (strata_tensor_wrap).
/// @tparam T The C++ element type; const T gives a read-only view.
/// @param data The memory, which must outlive the tensor unless options.deleter frees it.
/// @param options Read-only flag and deleter.
/// @return The view.
/// @throws strata::Error OUT_OF_MEMORY.
template <class T>
Tensor Wrap(Span<T> data, const WrapOptions& options = {}) {
  return Tensor::Make(strata_tensor_wrap, kDTypeOf<T>,
                      const_cast<std::remove_const_t<T>*>(data.data()),
                      static_cast<int64_t>(data.size()), nullptr, 0, nullptr, 0,
                      options.read_only || std::is_const_v<T> ? STRATA_WRAP_READ_ONLY : 0,
                      options.deleter, options.deleter_user_data);
}
/// A view over caller memory with the given layout (strata_tensor_wrap).
/// @tparam T The C++ element type; const T gives a read-only view.
/// @param data The memory, which must outlive the tensor unless options.deleter frees it.
/// @param lengths The length of each dimension; empty means rank 0 (one element).
/// @param strides Strides in elements; empty means row-major.
/// @param options Read-only flag and deleter.
/// @return The view.
/// @throws strata::Error ARGUMENT_OUT_OF_RANGE when data is shorter than the layout requires, for a
/// negative length or stride or more than STRATA_MAX_RANK lengths; INVALID_ARGUMENT for a stride
/// count not 0 or the rank; OVERFLOW.
template <class T>
Tensor Wrap(Span<T> data, Span<const int64_t> lengths, Span<const int64_t> strides = {},
            const WrapOptions& options = {}) {
  return Tensor::Make(strata_tensor_wrap, kDTypeOf<T>,
                      const_cast<std::remove_const_t<T>*>(data.data()),
                      static_cast<int64_t>(data.size()), detail::LengthsOrEmpty(lengths),
                      lengths.count(), strides.data(), strides.count(),
                      options.read_only || std::is_const_v<T> ? STRATA_WRAP_READ_ONLY : 0,
                      options.deleter, options.deleter_user_data);
}

/// A view over the memory a DLPack managed tensor describes (strata_tensor_from_dlpack_versioned or
/// strata_tensor_from_dlpack). On success the tensor owns `managed` (its deleter runs once when the
/// last reference dies) and the unique_ptr is released; on failure it keeps ownership.
/// @tparam Managed strata_dlpack_managed_tensor_versioned or strata_dlpack_managed_tensor.
/// @param managed The managed tensor.
/// @param read_only Force a read-only view (a versioned tensor flagged read-only is read-only
/// anyway).
/// @return The view.
/// @throws strata::Error INVALID_ARGUMENT for a major version other than 1, a device other than CPU
/// or aliasing strides; DTYPE_MISMATCH for an unsupported type or lanes other than 1; NULL_POINTER
/// for missing shape or data.
template <class Managed>
Tensor FromDLPack(std::unique_ptr<Managed, DLPackDeleter>&& managed, bool read_only = false) {
  const int32_t flags = read_only ? STRATA_WRAP_READ_ONLY : 0;
  Tensor t;
  if constexpr (std::is_same_v<Managed, strata_dlpack_managed_tensor_versioned>) {
    t = Tensor::Make(strata_tensor_from_dlpack_versioned, managed.get(), flags);
  } else {
    static_assert(std::is_same_v<Managed, strata_dlpack_managed_tensor>, "a DLPack managed tensor");
    t = Tensor::Make(strata_tensor_from_dlpack, managed.get(), flags);
  }
  managed.release();
  return t;
}

// ---- Scalars as operands -----------------------------------------------------------------------

namespace detail {
// Tensor, or anything that converts to one (an IndexedTensor).
template <class X>
inline constexpr bool kIsTensorLike =
    std::is_convertible_v<const X&, const Tensor&> && !kIsScalar<X>;

template <class X, class Y>
using EnableOperands = std::enable_if_t<(kIsTensorLike<X> && (kIsTensorLike<Y> || kIsScalar<Y>)) ||
                                        (kIsScalar<X> && kIsTensorLike<Y>)>;

// A rank-0 tensor of dtype holding value (for the C functions that take only tensors); it
// broadcasts to the other operand's shape.
template <class V>
Tensor ScalarTensor(strata_dtype dtype, V value) {
  Tensor t = Tensor::Make(strata_tensor_create_uninitialized, dtype, LengthsOrEmpty({}), int32_t{0},
                          static_cast<const int64_t*>(nullptr), int32_t{0});
  t.Fill(value);
  return t;
}

// The operand as a tensor: itself, or a scalar made a rank-0 tensor of the other operand's dtype.
template <class X, class Other>
Tensor AsTensor(const X& x, const Other& other) {
  if constexpr (kIsTensorLike<X>) {
    return Tensor(x);
  } else {
    return ScalarTensor(Tensor(other).dtype(), x);
  }
}
}  // namespace detail

template <class V>
void Tensor::FilteredUpdate(const Tensor& filter, V value) {
  static_assert(detail::kIsScalar<V>, "value must be a scalar");
  const detail::TypedValue<V> typed(value);
  Check(strata_tensor_filtered_update_value_typed(handle_, filter.get(), typed.dtype(),
                                                  typed.data()));
}

// ---- Indexing items ----------------------------------------------------------------------------

/// The type of NewAxis.
struct NewAxisType {};
/// The index item that inserts a length-1 dimension: t[{strata::NewAxis}] (NumPy's None).
inline constexpr NewAxisType NewAxis{};
/// The type of Ellipsis.
struct EllipsisType {};
/// The index item that stands for the remaining dimensions: t[{strata::Ellipsis, 0}].
inline constexpr EllipsisType Ellipsis{};

/// One item of t[{item0, item1, ...}]: an integer position (negative from the back), a bool, a
/// Slice, NewAxis, Ellipsis, or a tensor (integer positions or a bool mask; kept alive by the
/// item).
class IndexItem {
 public:
  /// An integer position.
  /// @param position The position; negative counts from the back.
  template <class I, std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool>, int> = 0>
  IndexItem(I position) : item_{STRATA_INDEX_INTEGER, 0, static_cast<int64_t>(position), 0, 0, nullptr} {}  // NOLINT
  /// A bool item (NumPy's t[True] / t[False]).
  /// @param value The bool.
  template <class B, std::enable_if_t<std::is_same_v<B, bool>, int> = 0>
  IndexItem(B value) : item_{STRATA_INDEX_BOOL, 0, value ? 1 : 0, 0, 0, nullptr} {}  // NOLINT
  /// NewAxis.
  IndexItem(NewAxisType) : item_{STRATA_INDEX_NONE, 0, 0, 0, 0, nullptr} {}         // NOLINT
  /// Ellipsis.
  IndexItem(EllipsisType) : item_{STRATA_INDEX_ELLIPSIS, 0, 0, 0, 0, nullptr} {}    // NOLINT
  /// A tensor of integer positions or a bool mask.
  /// @param tensor The tensor; the item holds a reference to it.
  IndexItem(const Tensor& tensor)                                                   // NOLINT
      : item_{STRATA_INDEX_TENSOR, 0, 0, 0, 0, tensor.get()}, tensor_(tensor) {}
  /// The slice item start:stop:step with Python semantics (see Slice).
  /// @param start The first position, or none.
  /// @param stop The end position, or none.
  /// @param step The step, or none (a step of 0 fails when the item is used, INVALID_ARGUMENT).
  /// @return The item.
  static IndexItem MakeSlice(std::optional<int64_t> start, std::optional<int64_t> stop,
                             std::optional<int64_t> step) {
    IndexItem item(NewAxis);
    item.item_.kind = STRATA_INDEX_SLICE;
    item.item_.flags = (start ? STRATA_SLICE_HAS_START : 0) | (stop ? STRATA_SLICE_HAS_STOP : 0) |
                       (step ? STRATA_SLICE_HAS_STEP : 0);
    item.item_.value = start.value_or(0);
    item.item_.stop = stop.value_or(0);
    item.item_.step = step.value_or(0);
    return item;
  }
  /// The item as the C functions take it.
  /// @return The strata_index_item (its tensor handle is borrowed from this object).
  const strata_index_item& raw() const noexcept { return item_; }

 private:
  strata_index_item item_;
  Tensor tensor_;
};

/// The slice item start:stop:step; strata::Slice() is ":", strata::Slice({}, 3) is ":3".
/// @param start The first position, or none.
/// @param stop The end position, or none.
/// @param step The step, or none.
/// @return The item.
inline IndexItem Slice(std::optional<int64_t> start = std::nullopt,
                       std::optional<int64_t> stop = std::nullopt,
                       std::optional<int64_t> step = std::nullopt) {
  return IndexItem::MakeSlice(start, stop, step);
}

namespace detail {
inline std::vector<strata_index_item> RawItems(Span<const IndexItem> items) {
  std::vector<strata_index_item> raw;
  raw.reserve(items.size());
  for (const IndexItem& item : items) raw.push_back(item.raw());
  return raw;
}
}  // namespace detail

inline Tensor Tensor::Index(Span<const IndexItem> items) const {
  const auto raw = detail::RawItems(items);
  return Make(strata_tensor_index, handle_, raw.data(), static_cast<int32_t>(raw.size()));
}
inline void Tensor::IndexAssign(Span<const IndexItem> items, const Tensor& value, int32_t op) {
  const auto raw = detail::RawItems(items);
  Check(strata_tensor_index_assign(handle_, raw.data(), static_cast<int32_t>(raw.size()),
                                   value.get(), op));
}
template <class V>
void Tensor::IndexAssign(Span<const IndexItem> items, V value, int32_t op) {
  static_assert(detail::kIsScalar<V>, "value must be a tensor or a scalar");
  const auto raw = detail::RawItems(items);
  const detail::ScalarStorageT<V> stored = static_cast<detail::ScalarStorageT<V>>(value);
  Check(strata_tensor_index_assign_scalar(handle_, raw.data(), static_cast<int32_t>(raw.size()),
                                          kDTypeOf<decltype(stored)>, &stored, op));
}

/// The result of t[items]: converts to the indexed Tensor; assignment and compound assignment
/// write the indexed elements of t. Holds its own reference to t and copies of the items.
class IndexedTensor {
 public:
  /// Indexes base with items (nothing is computed yet).
  /// @param base The indexed tensor.
  /// @param items The index items.
  IndexedTensor(Tensor base, std::vector<IndexItem> items)
      : base_(std::move(base)), items_(std::move(items)) {}
  /// Copies the reference to the tensor and the items.
  IndexedTensor(const IndexedTensor&) = default;

  /// Evaluates base[items] (Tensor::Index).
  /// @return A view for basic items, a new tensor for advanced ones.
  /// @throws strata::Error as Tensor::Index.
  Tensor tensor() const { return base_.Index(items_); }
  /// Evaluates base[items], as tensor().
  /// @return The indexed tensor.
  /// @throws strata::Error as Tensor::Index.
  operator Tensor() const { return tensor(); }  // NOLINT: reading t[...] gives a Tensor

  /// base[items] op= value (Tensor::IndexAssign).
  /// @param value A tensor or a C++ scalar.
  /// @param op A STRATA_ASSIGN* code (STRATA_ASSIGN_POWER and STRATA_ASSIGN_FLOOR_DIVIDE have no
  /// C++ operator).
  /// @return This object.
  /// @throws strata::Error as Tensor::IndexAssign.
  template <class V>
  IndexedTensor& Assign(const V& value, int32_t op) {
    if constexpr (detail::kIsTensorLike<V>) {
      base_.IndexAssign(items_, Tensor(value), op);
    } else {
      base_.IndexAssign(items_, value, op);
    }
    return *this;
  }
  /// base[items] = other[its items]: assigns the other indexed tensor's values.
  /// @param value The other indexed tensor.
  /// @return This object.
  /// @throws strata::Error as Tensor::IndexAssign.
  IndexedTensor& operator=(const IndexedTensor& value) { return Assign(value.tensor(), STRATA_ASSIGN); }
  /// base[items] = value.
  /// @param value A tensor or a C++ scalar.
  /// @return This object.
  /// @throws strata::Error as Tensor::IndexAssign.
  template <class V, class = std::enable_if_t<detail::kIsTensorLike<V> || detail::kIsScalar<V>>>
  IndexedTensor& operator=(const V& value) {
    return Assign(value, STRATA_ASSIGN);
  }
#define STRATA_HPP_INDEX_ASSIGN(symbol, op)                                                   \
  /** base[items] symbol value (Assign with op).                                            \
     @param value A tensor or a C++ scalar.                                                 \
     @return This object.                                                                   \
     @throws strata::Error as Tensor::IndexAssign. */                                       \
  template <class V, class = std::enable_if_t<detail::kIsTensorLike<V> || detail::kIsScalar<V>>> \
  IndexedTensor& operator symbol(const V& value) {                                            \
    return Assign(value, op);                                                                 \
  }
  STRATA_HPP_INDEX_ASSIGN(+=, STRATA_ASSIGN_ADD)
  STRATA_HPP_INDEX_ASSIGN(-=, STRATA_ASSIGN_SUBTRACT)
  STRATA_HPP_INDEX_ASSIGN(*=, STRATA_ASSIGN_MULTIPLY)
  STRATA_HPP_INDEX_ASSIGN(/=, STRATA_ASSIGN_DIVIDE)
  STRATA_HPP_INDEX_ASSIGN(%=, STRATA_ASSIGN_MODULO)
#undef STRATA_HPP_INDEX_ASSIGN

 private:
  Tensor base_;
  std::vector<IndexItem> items_;
};

inline IndexedTensor Tensor::operator[](std::initializer_list<IndexItem> items) const {
  return IndexedTensor(*this, std::vector<IndexItem>(items));
}
inline IndexedTensor Tensor::operator[](const std::vector<IndexItem>& items) const {
  return IndexedTensor(*this, items);
}
inline IndexedTensor Tensor::operator[](const IndexItem& item) const {
  return IndexedTensor(*this, std::vector<IndexItem>{item});
}

/// A Tensor whose element type is known when compiled: construction checks the dtype once, and
/// element access takes E without naming it.
/// @tparam E The C++ element type.
template <class E>
class TypedTensor : public Tensor {
  static_assert(kIsElementType<E>, "E is not a Strata element type (see STRATA_DTYPE_TABLE)");

 public:
  /// An empty wrapper holding no handle.
  TypedTensor() noexcept = default;
  /// Takes t after checking its dtype.
  /// @param t The tensor; may be empty.
  /// @throws strata::Error DTYPE_MISMATCH when t's dtype is not E's.
  explicit TypedTensor(Tensor t) : Tensor(std::move(t)) {
    if (*this) detail::RequireElementType<E>(dtype());
  }
  /// Reads one element at integer positions, as Tensor::At.
  /// @param indexes One integer position per dimension.
  /// @return The element.
  /// @throws strata::Error as Tensor::Get.
  template <class... I>
  E operator()(I... indexes) const {
    return At<E>(indexes...);
  }
  /// Reads one element, as Tensor::Get.
  /// @param indexes One position per dimension.
  /// @return The element.
  /// @throws strata::Error as Tensor::Get.
  E Get(Span<const int64_t> indexes) const { return Tensor::Get<E>(indexes); }
  /// Writes one element, as Tensor::Set.
  /// @param indexes One position per dimension.
  /// @param value The element.
  /// @throws strata::Error as Tensor::Set.
  void Set(Span<const int64_t> indexes, E value) { Tensor::Set<E>(indexes, value); }
  /// Writes value to every logical element, as Tensor::Fill.
  /// @param value The element.
  /// @throws strata::Error as Tensor::Fill.
  void Fill(E value) { Tensor::Fill<E>(value); }
  /// The logical elements in row-major order, as Tensor::ToVector.
  /// @return A new vector.
  /// @throws strata::Error as Tensor::ToVector.
  std::vector<E> ToVector() const { return Tensor::ToVector<E>(); }
};

// ---- Joins ---------------------------------------------------------------------------------------

/// Joins tensors along a dimension into a new tensor (strata_tensor_concatenate).
/// @param tensors At least 2 tensors of one dtype.
/// @param dimension In [0, rank of the first), or -1: every input flattened.
/// @return The new tensor.
/// @throws strata::Error SHAPE_MISMATCH when the other dimensions differ; INVALID_ARGUMENT for a
/// dimension outside [-1, rank); DTYPE_MISMATCH when the dtypes differ; OUT_OF_MEMORY.
inline Tensor Concatenate(Span<const Tensor> tensors, int32_t dimension = 0) {
  const auto handles = detail::Handles(tensors);
  return Tensor::Make(strata_tensor_concatenate, handles.data(), tensors.count(), dimension);
}
/// Concatenate written to destination (strata_tensor_concatenate_into).
/// @param tensors At least 2 tensors of one dtype.
/// @param dimension In [0, rank of the first), or -1 (only the destination's element count must
/// match).
/// @param destination The tensor written.
/// @throws strata::Error as Concatenate, plus READ_ONLY, SHAPE_MISMATCH and OVERLAP for the
/// destination.
inline void ConcatenateInto(Span<const Tensor> tensors, int32_t dimension,
                            const Tensor& destination) {
  const auto handles = detail::Handles(tensors);
  Check(strata_tensor_concatenate_into(handles.data(), tensors.count(), dimension,
                                       destination.get()));
}
/// Joins equivalent shapes along a new dimension (strata_tensor_stack).
/// @param tensors At least 2 tensors of one dtype.
/// @param dimension Where the new dimension goes, in [0, rank].
/// @return The new tensor.
/// @throws strata::Error SHAPE_MISMATCH when the shapes are not equivalent; INVALID_ARGUMENT for
/// a dimension outside [0, rank]; DTYPE_MISMATCH when the dtypes differ; OUT_OF_MEMORY.
inline Tensor Stack(Span<const Tensor> tensors, int32_t dimension = 0) {
  const auto handles = detail::Handles(tensors);
  return Tensor::Make(strata_tensor_stack, handles.data(), tensors.count(), dimension);
}
/// Stack written to destination (strata_tensor_stack_into).
/// @param tensors At least 2 tensors of one dtype.
/// @param dimension Where the new dimension goes, in [0, rank].
/// @param destination The tensor written.
/// @throws strata::Error as Stack, plus READ_ONLY, SHAPE_MISMATCH and OVERLAP for the destination.
inline void StackInto(Span<const Tensor> tensors, int32_t dimension, const Tensor& destination) {
  const auto handles = detail::Handles(tensors);
  Check(strata_tensor_stack_into(handles.data(), tensors.count(), dimension, destination.get()));
}

// ---- Elementwise: generic by op code -------------------------------------------------------------

/// Unary op or predicate of x (strata_unary).
/// @param op A unary or predicate op code.
/// @param x The operand.
/// @param n The integer operand of shifts, rotations and ROOT_N (ignored otherwise).
/// @return A new tensor: x's dtype, BOOL for predicates, INT32 for ILOGB.
/// @throws strata::Error INVALID_ARGUMENT for an op code of another kind; DTYPE_MISMATCH for a
/// dtype the op does not support; OUT_OF_MEMORY.
inline Tensor Unary(strata_op op, const Tensor& x, int64_t n = 0) {
  return Tensor::Make(strata_unary, op, x.get(), n);
}
/// Unary op or predicate of x written to destination (strata_unary_into); x may be destination.
/// @param op A unary or predicate op code.
/// @param x The operand, broadcast to destination.
/// @param destination The tensor written.
/// @param n The integer operand of shifts, rotations and ROOT_N (ignored otherwise).
/// @throws strata::Error as the new-tensor form, plus READ_ONLY, DTYPE_MISMATCH, SHAPE_MISMATCH and
/// OVERLAP for the destination (see strata_elementwise.h).
inline void UnaryInto(strata_op op, const Tensor& x, const Tensor& destination, int64_t n = 0) {
  Check(strata_unary_into(op, x.get(), n, destination.get()));
}

/// Binary op or comparison of two tensors, or a tensor and a scalar on either side (strata_binary,
/// strata_binary_scalar_typed); the scalar is converted to the tensor's dtype when it fits.
/// @param op A binary or comparison op code.
/// @param x The first operand.
/// @param y The second operand.
/// @return A new tensor of the broadcast lengths: the operands' dtype, BOOL for comparisons.
/// @throws strata::Error INVALID_ARGUMENT for an op code of another kind; DTYPE_MISMATCH for a
/// dtype the op does not support; OUT_OF_MEMORY; DTYPE_MISMATCH when the tensors' dtypes differ;
/// SHAPE_MISMATCH when the lengths do not broadcast; OVERFLOW or INVALID_ARGUMENT when a scalar
/// does not fit the tensor's dtype.
template <class X, class Y, class = detail::EnableOperands<X, Y>>
Tensor Binary(strata_op op, const X& x, const Y& y) {
  if constexpr (detail::kIsTensorLike<X> && detail::kIsTensorLike<Y>) {
    return Tensor::Make(strata_binary, op, Tensor(x).get(), Tensor(y).get());
  } else if constexpr (detail::kIsTensorLike<X>) {
    const detail::TypedValue<Y> s(y);
    return Tensor::Make(strata_binary_scalar_typed, op, Tensor(x).get(), s.dtype(), s.data(),
                        int32_t{0});
  } else {
    const detail::TypedValue<X> s(x);
    return Tensor::Make(strata_binary_scalar_typed, op, Tensor(y).get(), s.dtype(), s.data(),
                        int32_t{1});
  }
}
/// Binary op or comparison written to destination (strata_binary_into, strata_binary_scalar_into).
/// @param op A binary or comparison op code.
/// @param x The first operand.
/// @param y The second operand.
/// @param destination The tensor written; may be an operand.
/// @throws strata::Error as Binary, plus READ_ONLY, DTYPE_MISMATCH, SHAPE_MISMATCH and OVERLAP for
/// the destination.
template <class X, class Y, class = detail::EnableOperands<X, Y>>
void BinaryInto(strata_op op, const X& x, const Y& y, const Tensor& destination) {
  if constexpr (detail::kIsTensorLike<X> && detail::kIsTensorLike<Y>) {
    Check(strata_binary_into(op, Tensor(x).get(), Tensor(y).get(), destination.get()));
  } else if constexpr (detail::kIsTensorLike<X>) {
    const detail::TypedValue<Y> s(y);
    Check(strata_binary_scalar_into_typed(op, Tensor(x).get(), s.dtype(), s.data(), 0,
                                          destination.get()));
  } else {
    const detail::TypedValue<X> s(x);
    Check(strata_binary_scalar_into_typed(op, Tensor(y).get(), s.dtype(), s.data(), 1,
                                          destination.get()));
  }
}

/// Whether a comparison holds for all broadcast pairs (strata_compare_all); a scalar acts as a
/// [1] tensor of the other operand's dtype. Empty: true.
/// @param op A comparison op code.
/// @param x The first operand.
/// @param y The second operand.
/// @return The result.
/// @throws strata::Error as Binary.
template <class X, class Y, class = detail::EnableOperands<X, Y>>
bool CompareAll(strata_op op, const X& x, const Y& y) {
  int32_t out = 0;
  Check(strata_compare_all(op, detail::AsTensor(x, y).get(), detail::AsTensor(y, x).get(), &out));
  return out != 0;
}
/// Whether a comparison holds for any broadcast pair (strata_compare_any). Empty: false.
/// @param op A comparison op code.
/// @param x The first operand.
/// @param y The second operand.
/// @return The result.
/// @throws strata::Error as Binary.
template <class X, class Y, class = detail::EnableOperands<X, Y>>
bool CompareAny(strata_op op, const X& x, const Y& y) {
  int32_t out = 0;
  Check(strata_compare_any(op, detail::AsTensor(x, y).get(), detail::AsTensor(y, x).get(), &out));
  return out != 0;
}
/// Whether a predicate holds for all elements (strata_predicate_all). Empty: true.
/// @param op A STRATA_OP_IS_* code.
/// @param x The tensor.
/// @return The result.
/// @throws strata::Error INVALID_ARGUMENT when op is not a predicate; DTYPE_MISMATCH for a BOOL x.
inline bool PredicateAll(strata_op op, const Tensor& x) {
  int32_t out = 0;
  Check(strata_predicate_all(op, x.get(), &out));
  return out != 0;
}
/// Whether a predicate holds for any element (strata_predicate_any). Empty: false.
/// @param op A STRATA_OP_IS_* code.
/// @param x The tensor.
/// @return The result.
/// @throws strata::Error as PredicateAll.
inline bool PredicateAny(strata_op op, const Tensor& x) {
  int32_t out = 0;
  Check(strata_predicate_any(op, x.get(), &out));
  return out != 0;
}

namespace detail {
constexpr bool StartsWith(const char* text, const char* prefix) {
  for (; *prefix != '\0'; ++text, ++prefix) {
    if (*text != *prefix) return false;
  }
  return true;
}
// The INDEX_OF reductions give an int64_t position instead of an element.
constexpr bool IsIndexReduction(strata_op op) {
  switch (op) {
#define STRATA_HPP_INDEX_REDUCTION(public_name, name, value, name_text) \
  case public_name:                                                     \
    return StartsWith(name_text, "index_of");
    STRATA_REDUCTION_OP_TABLE(STRATA_HPP_INDEX_REDUCTION)
#undef STRATA_HPP_INDEX_REDUCTION
    default:
      return false;
  }
}
// The default result type of a named reduction: int64_t for INDEX_OF, else none (the caller
// names the element type: Sum<float>(x)).
struct NameTheElementType {};
template <strata_op kOp>
using ReductionResult = std::conditional_t<IsIndexReduction(kOp), int64_t, NameTheElementType>;

template <class T>
T ReduceValue(strata_op op, const Tensor& x, const strata_tensor* y) {
  static_assert(!std::is_same_v<T, NameTheElementType>,
                "name the element type of the result, e.g. strata::Sum<float>(x)");
  RequireElementType<T>(IsIndexReduction(op) ? STRATA_DTYPE_INT64 : x.dtype());
  T value{};
  Check(strata_reduce(op, x.get(), y, &value));
  return value;
}
}  // namespace detail

/// Reduction of x to one value (strata_reduce).
/// @tparam T The element type of x, or int64_t for the INDEX_OF ops.
/// @param op A reduction op code (not DOT, DISTANCE, COSINE_SIMILARITY).
/// @param x The tensor.
/// @return The value.
/// @throws strata::Error DTYPE_MISMATCH when T is not the result's type or for AVERAGE, NORM,
/// STD_DEV, DISTANCE, COSINE_SIMILARITY on integers; INVALID_ARGUMENT for another op code;
/// INVALID_ARGUMENT for an op that needs y.
template <class T>
T Reduce(strata_op op, const Tensor& x) {
  return detail::ReduceValue<T>(op, x, nullptr);
}
/// Reduction of x and y, broadcast, to one value: DOT, DISTANCE or COSINE_SIMILARITY
/// (strata_reduce).
/// @tparam T The element type of x.
/// @param op DOT, DISTANCE or COSINE_SIMILARITY.
/// @param x The first tensor.
/// @param y The second tensor, of x's dtype.
/// @return The value.
/// @throws strata::Error DTYPE_MISMATCH when T is not the result's type or for AVERAGE, NORM,
/// STD_DEV, DISTANCE, COSINE_SIMILARITY on integers; INVALID_ARGUMENT for another op code;
/// INVALID_ARGUMENT for an op without y; SHAPE_MISMATCH.
template <class T>
T Reduce(strata_op op, const Tensor& x, const Tensor& y) {
  return detail::ReduceValue<T>(op, x, y.get());
}
/// Reduction over the listed axes (strata_reduce_axes; NumPy's axis=).
/// @param op A reduction op code strata_reduce_axes takes.
/// @param x The tensor.
/// @param axes The axes; negative entries count from the back.
/// @param keep_dims Keep the reduced axes with length 1.
/// @return A new tensor.
/// @throws strata::Error INVALID_ARGUMENT for another op code, an axis listed twice or out of
/// range; DTYPE_MISMATCH as Reduce; OUT_OF_MEMORY.
inline Tensor ReduceAxes(strata_op op, const Tensor& x, Span<const int32_t> axes,
                         bool keep_dims = false) {
  return Tensor::Make(strata_reduce_axes, op, x.get(), axes.data(), axes.count(),
                      keep_dims ? 1 : 0);
}

/// Clamps each element to [min_value, max_value] (strata_clamp); NaN stays NaN.
/// @param x The tensor.
/// @param min_value The minimum, converted to x's dtype.
/// @param max_value The maximum, converted to x's dtype.
/// @return A new tensor.
/// @throws strata::Error ARGUMENT_OUT_OF_RANGE when min_value > max_value; OVERFLOW or
/// INVALID_ARGUMENT when a scalar does not fit the tensor's dtype.
template <class V>
Tensor Clamp(const Tensor& x, V min_value, V max_value) {
  const detail::TypedValue<V> lo(min_value);
  const detail::TypedValue<V> hi(max_value);
  return Tensor::Make(strata_clamp_typed, x.get(), lo.dtype(), lo.data(), hi.data());
}
/// Clamp written to destination (strata_clamp_into).
/// @param x The tensor.
/// @param min_value The minimum, converted to x's dtype.
/// @param max_value The maximum, converted to x's dtype.
/// @param destination The tensor written.
/// @throws strata::Error as Clamp, plus the destination's errors (as UnaryInto).
template <class V>
void ClampInto(const Tensor& x, V min_value, V max_value, const Tensor& destination) {
  const detail::TypedValue<V> lo(min_value);
  const detail::TypedValue<V> hi(max_value);
  Check(strata_clamp_into_typed(x.get(), lo.dtype(), lo.data(), hi.data(), destination.get()));
}

/// Rounds floating-point x to `digits` decimal digits, like .NET's Math.Round(x, digits, mode)
/// (strata_round). Round(x) alone is the unary op (ties to even).
/// @param x The tensor.
/// @param digits In [0, 15] for float64, [0, 6] for the others.
/// @param mode A STRATA_ROUND_* midpoint mode.
/// @return A new tensor.
/// @throws strata::Error DTYPE_MISMATCH for an integer or BOOL x; ARGUMENT_OUT_OF_RANGE for
/// digits; INVALID_ARGUMENT for mode.
inline Tensor Round(const Tensor& x, int32_t digits, int32_t mode = STRATA_ROUND_TO_EVEN) {
  return Tensor::Make(strata_round, x.get(), digits, mode);
}
/// Round written to destination (strata_round_into).
/// @param x The tensor.
/// @param digits As Round.
/// @param mode A STRATA_ROUND_* midpoint mode.
/// @param destination The tensor written (x's dtype).
/// @throws strata::Error as Round, plus the destination's errors.
inline void RoundInto(const Tensor& x, int32_t digits, int32_t mode, const Tensor& destination) {
  Check(strata_round_into(x.get(), digits, mode, destination.get()));
}

/// SoftMax of all elements of floating-point x as one distribution (strata_softmax).
/// @param x The tensor.
/// @return A new tensor.
/// @throws strata::Error DTYPE_MISMATCH for an integer or BOOL x.
inline Tensor Softmax(const Tensor& x) { return Tensor::Make(strata_softmax, x.get()); }
/// Softmax written to destination (strata_softmax_into).
/// @param x The tensor.
/// @param destination The tensor written (x's dtype and element count).
/// @throws strata::Error as Softmax; SHAPE_MISMATCH for another element count; the destination's
/// errors.
inline void SoftmaxInto(const Tensor& x, const Tensor& destination) {
  Check(strata_softmax_into(x.get(), destination.get()));
}

/// Converts every element to dtype (strata_convert).
/// @param x The tensor.
/// @param dtype The target element type.
/// @param mode STRATA_CONVERT_CHECKED, _SATURATING or _TRUNCATING.
/// @return A new tensor.
/// @throws strata::Error INVALID_ARGUMENT for an unknown mode; OVERFLOW for a checked value out of
/// range.
inline Tensor Convert(const Tensor& x, strata_dtype dtype, int32_t mode = STRATA_CONVERT_CHECKED) {
  return Tensor::Make(strata_convert, x.get(), dtype, mode);
}
/// Converts every element to T's dtype, as Convert.
/// @tparam T The C++ element type of the result.
/// @param x The tensor.
/// @param mode STRATA_CONVERT_CHECKED, _SATURATING or _TRUNCATING.
/// @return A new tensor.
/// @throws strata::Error as Convert.
template <class T>
Tensor Cast(const Tensor& x, int32_t mode = STRATA_CONVERT_CHECKED) {
  static_assert(kIsElementType<T>, "T is not a Strata element type (see STRATA_DTYPE_TABLE)");
  return Convert(x, kDTypeOf<T>, mode);
}
/// Converts into destination, whose dtype is the target (strata_convert_into).
/// @param x The tensor.
/// @param destination The tensor written.
/// @param mode STRATA_CONVERT_CHECKED, _SATURATING or _TRUNCATING.
/// @throws strata::Error as Convert; OVERLAP for any overlap of x and destination; the
/// destination's errors.
inline void ConvertInto(const Tensor& x, const Tensor& destination,
                        int32_t mode = STRATA_CONVERT_CHECKED) {
  Check(strata_convert_into(x.get(), destination.get(), mode));
}

// ---- Elementwise: one named function per op of the op tables ----------------------------------

namespace detail {
// The unary ops with an integer operand n (the table has no column for it).
constexpr bool TakesN(strata_op op) {
  return op == STRATA_OP_SHIFT_LEFT || op == STRATA_OP_SHIFT_RIGHT_ARITHMETIC ||
         op == STRATA_OP_SHIFT_RIGHT_LOGICAL || op == STRATA_OP_ROTATE_LEFT ||
         op == STRATA_OP_ROTATE_RIGHT || op == STRATA_OP_ROOT_N;
}
template <strata_op kOp, class... N>
Tensor NamedUnary(const Tensor& x, N... n) {
  static_assert(sizeof...(N) == (TakesN(kOp) ? 1 : 0),
                "shifts, rotations and RootN take the integer n; other unary ops take none");
  return Unary(kOp, x, static_cast<int64_t>(n)...);
}
template <class... N>
using EnableN = std::enable_if_t<(sizeof...(N) <= 1) && (std::is_integral_v<N> && ...)>;
}  // namespace detail

// Unary ops and predicates: Sqrt(x), IsNaN(x), ShiftLeft(x, 3); predicates also IsNaNAll(x),
// IsNaNAny(x).
#define STRATA_HPP_UNARY(public_name, name, ...)                     \
  /** Elementwise public_name of x (Unary).                                                    \
     @param x The operand.                                                                     \
     @param n The integer amount of shifts, rotations and RootN; absent for the other ops.     \
     @return A new tensor: x's dtype, BOOL for predicates, INT32 for ILOGB.                    \
     @throws strata::Error as Unary. */                                                        \
  template <class... N, class = detail::EnableN<N...>>               \
  Tensor name(const Tensor& x, N... n) {                             \
    return detail::NamedUnary<public_name>(x, n...);                 \
  }
#define STRATA_HPP_PREDICATE(public_name, name, value, name_text)                               \
  STRATA_HPP_UNARY(public_name, name, value, name_text)                                                         \
  /** Whether public_name holds for every element of x (PredicateAll; empty: true).            \
     @param x The tensor.                                                                      \
     @return The result.                                                                       \
     @throws strata::Error as PredicateAll. */                                                 \
  inline bool name##All(const Tensor& x) { return PredicateAll(public_name, x); }               \
  /** Whether public_name holds for some element of x (PredicateAny; empty: false).            \
     @param x The tensor.                                                                      \
     @return The result.                                                                       \
     @throws strata::Error as PredicateAll. */                                                 \
  inline bool name##Any(const Tensor& x) { return PredicateAny(public_name, x); }
STRATA_UNARY_OP_TABLE(STRATA_HPP_UNARY)
STRATA_PREDICATE_OP_TABLE(STRATA_HPP_PREDICATE)
#undef STRATA_HPP_PREDICATE
#undef STRATA_HPP_UNARY

// Binary ops and comparisons, tensors or a tensor and a scalar: Add(x, 1), Pow(2.0, x),
// GreaterThan(x, y); comparisons also GreaterThanAll(x, y), GreaterThanAny(x, y).
#define STRATA_HPP_BINARY(public_name, name, ...)                              \
  /** Elementwise public_name of x and y, broadcast (Binary); a scalar is converted to the     \
     tensor's dtype.                                                                           \
     @param x A tensor, or a scalar when y is a tensor.                                        \
     @param y A tensor, or a scalar when x is a tensor.                                        \
     @return A new tensor: the operands' dtype, BOOL for comparisons.                          \
     @throws strata::Error as Binary. */                                                       \
  template <class X, class Y, class = detail::EnableOperands<X, Y>>            \
  Tensor name(const X& x, const Y& y) {                                        \
    return Binary(public_name, x, y);                                          \
  }
#define STRATA_HPP_COMPARISON(public_name, name, value, name_text)            \
  STRATA_HPP_BINARY(public_name, name, value, name_text)                                     \
  /** Whether public_name holds for every broadcast pair of x and y (CompareAll; empty: true). \
     @param x A tensor, or a scalar when y is a tensor.                                        \
     @param y A tensor, or a scalar when x is a tensor.                                        \
     @return The result.                                                                       \
     @throws strata::Error as Binary. */                                                       \
  template <class X, class Y, class = detail::EnableOperands<X, Y>>            \
  bool name##All(const X& x, const Y& y) {                                     \
    return CompareAll(public_name, x, y);                                      \
  }                                                                            \
  /** Whether public_name holds for some broadcast pair of x and y (CompareAny; empty: false). \
     @param x A tensor, or a scalar when y is a tensor.                                        \
     @param y A tensor, or a scalar when x is a tensor.                                        \
     @return The result.                                                                       \
     @throws strata::Error as Binary. */                                                       \
  template <class X, class Y, class = detail::EnableOperands<X, Y>>            \
  bool name##Any(const X& x, const Y& y) {                                     \
    return CompareAny(public_name, x, y);                                      \
  }
STRATA_BINARY_OP_TABLE(STRATA_HPP_BINARY)
STRATA_COMPARISON_OP_TABLE(STRATA_HPP_COMPARISON)
#undef STRATA_HPP_COMPARISON
#undef STRATA_HPP_BINARY

// Reductions: Sum<float>(x), Dot<double>(x, y), IndexOfMax(x) (an int64_t position), and
// Sum(x, {0}, keep_dims) for the ops strata_reduce_axes takes.
#define STRATA_HPP_REDUCTION(public_name, name, ...)                                      \
  /** The public_name reduction of x to one value (Reduce).                                    \
     @tparam T The element type of x (name it: Sum<float>(x)); int64_t for the INDEX_OF ops.   \
     @param x The tensor.                                                                      \
     @return The value.                                                                        \
     @throws strata::Error as Reduce. */                                                       \
  template <class T = detail::ReductionResult<public_name>>                               \
  T name(const Tensor& x) {                                                               \
    return Reduce<T>(public_name, x);                                                     \
  }                                                                                       \
  /** The public_name reduction of x and y, broadcast, to one value (Reduce; DOT, DISTANCE and \
     COSINE_SIMILARITY only).                                                                  \
     @tparam T The element type of x.                                                          \
     @param x The first tensor.                                                                \
     @param y The second tensor.                                                               \
     @return The value.                                                                        \
     @throws strata::Error as Reduce; INVALID_ARGUMENT for the other ops. */                   \
  template <class T = detail::ReductionResult<public_name>>                               \
  T name(const Tensor& x, const Tensor& y) {                                              \
    return Reduce<T>(public_name, x, y);                                                  \
  }                                                                                       \
  /** The public_name reduction over the listed axes (ReduceAxes; NumPy's axis=).              \
     @param x The tensor.                                                                      \
     @param axes The axes; negative entries count from the back.                               \
     @param keep_dims Keep the reduced axes with length 1.                                     \
     @return A new tensor.                                                                     \
     @throws strata::Error as ReduceAxes. */                                                   \
  inline Tensor name(const Tensor& x, Span<const int32_t> axes, bool keep_dims = false) { \
    return ReduceAxes(public_name, x, axes, keep_dims);                                   \
  }
STRATA_REDUCTION_OP_TABLE(STRATA_HPP_REDUCTION)
#undef STRATA_HPP_REDUCTION

/// Elementwise x != y: the logical not of Equals (the op tables have no NOT_EQUALS).
/// @param x The first operand.
/// @param y The second operand.
/// @return A new BOOL tensor.
/// @throws strata::Error as Binary.
template <class X, class Y, class = detail::EnableOperands<X, Y>>
Tensor NotEquals(const X& x, const Y& y) {
  const Tensor equal = Equals(x, y);
  UnaryInto(STRATA_OP_ONES_COMPLEMENT, equal, equal);
  return equal;
}

// ---- Operators ---------------------------------------------------------------------------------
// Arithmetic and bitwise operators are the binary ops (% is MODULO: Python's remainder, taking
// the divisor's sign); < > <= >= give bool tensors elementwise. == and != are deleted: use
// Equals / NotEquals (elementwise), SequenceEqual (contents) or SameViewAs (identity).
// Compound assignment writes into the left tensor's storage, which every copy of it shares.
#define STRATA_HPP_OPERATOR(symbol, op)                                      \
  /** Elementwise x symbol y, broadcast: the op op (Binary).                                   \
     @param x A tensor, or a scalar when y is a tensor.                                        \
     @param y A tensor, or a scalar when x is a tensor.                                        \
     @return A new tensor: the operands' dtype, BOOL for comparisons.                          \
     @throws strata::Error as Binary. */                                                       \
  template <class X, class Y, class = detail::EnableOperands<X, Y>>          \
  Tensor operator symbol(const X& x, const Y& y) {                           \
    return Binary(op, x, y);                                                 \
  }
#define STRATA_HPP_ARITHMETIC_OPERATOR(symbol, op)                                         \
  STRATA_HPP_OPERATOR(symbol, op)                                                          \
  /** Compound assignment: x = x symbol y, written into x's storage, which every copy of x shares  \
     (BinaryInto).                                                                             \
     @param x The tensor written.                                                              \
     @param y A tensor or a scalar, broadcast to x.                                            \
     @return x.                                                                                \
     @throws strata::Error as BinaryInto. */                                                   \
  template <class Y, class = detail::EnableOperands<Tensor, Y>>                            \
  Tensor& operator symbol##=(Tensor& x, const Y& y) {                                      \
    BinaryInto(op, x, y, x);                                                               \
    return x;                                                                              \
  }
STRATA_HPP_ARITHMETIC_OPERATOR(+, STRATA_OP_ADD)
STRATA_HPP_ARITHMETIC_OPERATOR(-, STRATA_OP_SUBTRACT)
STRATA_HPP_ARITHMETIC_OPERATOR(*, STRATA_OP_MULTIPLY)
STRATA_HPP_ARITHMETIC_OPERATOR(/, STRATA_OP_DIVIDE)
STRATA_HPP_ARITHMETIC_OPERATOR(%, STRATA_OP_MODULO)
STRATA_HPP_ARITHMETIC_OPERATOR(&, STRATA_OP_BITWISE_AND)
STRATA_HPP_ARITHMETIC_OPERATOR(|, STRATA_OP_BITWISE_OR)
STRATA_HPP_ARITHMETIC_OPERATOR(^, STRATA_OP_XOR)
STRATA_HPP_OPERATOR(<, STRATA_OP_LESS_THAN)
STRATA_HPP_OPERATOR(<=, STRATA_OP_LESS_THAN_OR_EQUAL)
STRATA_HPP_OPERATOR(>, STRATA_OP_GREATER_THAN)
STRATA_HPP_OPERATOR(>=, STRATA_OP_GREATER_THAN_OR_EQUAL)
#undef STRATA_HPP_ARITHMETIC_OPERATOR
#undef STRATA_HPP_OPERATOR

/// Deleted: use Equals / NotEquals (elementwise), SequenceEqual (contents) or SameViewAs
/// (identity).
/// @param x The first operand.
/// @param y The second operand.
template <class X, class Y, class = detail::EnableOperands<X, Y>>
void operator==(const X& x, const Y& y) = delete;
/// Deleted: use NotEquals (elementwise) or !SequenceEqual (contents).
/// @param x The first operand.
/// @param y The second operand.
template <class X, class Y, class = detail::EnableOperands<X, Y>>
void operator!=(const X& x, const Y& y) = delete;

/// Elementwise negation (STRATA_OP_NEGATE).
/// @param x The operand.
/// @return A new tensor.
/// @throws strata::Error as Unary.
inline Tensor operator-(const Tensor& x) { return Unary(STRATA_OP_NEGATE, x); }
/// Bitwise not; logical not on bool tensors (STRATA_OP_ONES_COMPLEMENT).
/// @param x The operand.
/// @return A new tensor.
/// @throws strata::Error as Unary.
inline Tensor operator~(const Tensor& x) { return Unary(STRATA_OP_ONES_COMPLEMENT, x); }

/// Shifts every element left by n (masked to the bit width).
/// @param x An integer tensor.
/// @param n The shift amount.
/// @return A new tensor.
/// @throws strata::Error as Unary.
template <class I, class = std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool>>>
Tensor operator<<(const Tensor& x, I n) {
  return Unary(STRATA_OP_SHIFT_LEFT, x, static_cast<int64_t>(n));
}
/// Shifts every element right by n: arithmetic on signed dtypes, logical on unsigned ones.
/// @param x An integer tensor.
/// @param n The shift amount (masked to the bit width).
/// @return A new tensor.
/// @throws strata::Error as Unary.
template <class I, class = std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool>>>
Tensor operator>>(const Tensor& x, I n) {
  return Unary(STRATA_OP_SHIFT_RIGHT_ARITHMETIC, x, static_cast<int64_t>(n));
}
/// Shifts every element left by n in x's storage.
/// @param x An integer tensor.
/// @param n The shift amount (masked to the bit width).
/// @return x.
/// @throws strata::Error as UnaryInto.
template <class I, class = std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool>>>
Tensor& operator<<=(Tensor& x, I n) {
  UnaryInto(STRATA_OP_SHIFT_LEFT, x, x, static_cast<int64_t>(n));
  return x;
}
/// Shifts every element right by n in x's storage, as operator>>.
/// @param x An integer tensor.
/// @param n The shift amount (masked to the bit width).
/// @return x.
/// @throws strata::Error as UnaryInto.
template <class I, class = std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool>>>
Tensor& operator>>=(Tensor& x, I n) {
  UnaryInto(STRATA_OP_SHIFT_RIGHT_ARITHMETIC, x, x, static_cast<int64_t>(n));
  return x;
}

// ---- Parameters ----------------------------------------------------------------------------------

/// A named tensor with a requires_grad flag (MindSpore's Parameter), sharing the tensor's
/// storage. Owns one strata_parameter handle; move-only (the C ABI has no parameter retain).
class Parameter {
 public:
  /// An empty wrapper holding no handle.
  Parameter() noexcept = default;
  /// Takes over a handle from the C API.
  /// @param handle The handle; NULL gives an empty Parameter.
  /// @return The Parameter owning it.
  static Parameter Adopt(strata_parameter* handle) noexcept {
    Parameter p;
    p.handle_ = handle;
    return p;
  }
  /// A parameter over data, sharing its storage (strata_parameter_create).
  /// @param data The tensor.
  /// @param name The name (UTF-8).
  /// @param requires_grad The requires_grad flag.
  /// @throws strata::Error NULL_POINTER or INVALID_HANDLE for data; OUT_OF_MEMORY.
  Parameter(const Tensor& data, const std::string& name, bool requires_grad = true) {
    Check(strata_parameter_create(data.get(), name.c_str(), requires_grad ? 1 : 0, &handle_));
  }
  /// A scalar parameter: data of shape [1], described with shape=()
  /// (strata_parameter_create_scalar).
  /// @tparam T The C++ element type, as for Tensor::Get.
  /// @param value The element.
  /// @param name The name (UTF-8).
  /// @param requires_grad The requires_grad flag.
  /// @return The parameter.
  /// @throws strata::Error OUT_OF_MEMORY.
  template <class T>
  static Parameter Scalar(T value, const std::string& name, bool requires_grad = true) {
    static_assert(kIsElementType<T>, "T is not a Strata element type (see STRATA_DTYPE_TABLE)");
    Parameter p;
    Check(strata_parameter_create_scalar(kDTypeOf<T>, &value, name.c_str(), requires_grad ? 1 : 0,
                                         &p.handle_));
    return p;
  }
  /// Steals other's handle; other is left empty.
  /// @param other The parameter to take over.
  Parameter(Parameter&& other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
  /// Exchanges the handles; other releases this object's former one when destroyed.
  /// @param other The parameter to take over.
  /// @return This parameter.
  Parameter& operator=(Parameter&& other) noexcept {
    std::swap(handle_, other.handle_);
    return *this;
  }
  /// Not copyable.
  Parameter(const Parameter&) = delete;
  /// Not copyable (deleted).
  /// @return Never returns: deleted.
  Parameter& operator=(const Parameter&) = delete;
  /// Releases the handle (strata_parameter_release).
  ~Parameter() { strata_parameter_release(handle_); }

  /// The handle, still owned by this object.
  /// @return The handle, NULL when empty.
  strata_parameter* get() const noexcept { return handle_; }
  /// Gives up ownership: the caller must strata_parameter_release the handle.
  /// @return The handle, NULL when empty.
  strata_parameter* release() noexcept { return std::exchange(handle_, nullptr); }
  /// Whether a handle is held.
  /// @return false for an empty Parameter.
  explicit operator bool() const noexcept { return handle_ != nullptr; }

  /// The parameter's name (strata_parameter_name).
  /// @return The name.
  /// @throws strata::Error NULL_POINTER for an empty Parameter; OUT_OF_MEMORY.
  std::string name() const {
    char* text = nullptr;
    Check(strata_parameter_name(handle_, &text));
    return detail::TakeString(text);
  }
  /// The requires_grad flag (strata_parameter_requires_grad).
  /// @return The flag.
  /// @throws strata::Error NULL_POINTER for an empty Parameter.
  bool requires_grad() const {
    int32_t value = 0;
    Check(strata_parameter_requires_grad(handle_, &value));
    return value != 0;
  }
  /// Sets the requires_grad flag (strata_parameter_set_requires_grad).
  /// @param value The flag.
  /// @throws strata::Error NULL_POINTER for an empty Parameter.
  void set_requires_grad(bool value) {
    Check(strata_parameter_set_requires_grad(handle_, value ? 1 : 0));
  }
  /// The parameter's tensor (strata_parameter_data).
  /// @return A view of the same storage.
  /// @throws strata::Error NULL_POINTER for an empty Parameter.
  Tensor data() const { return Tensor::Make(strata_parameter_data, handle_); }
  /// Overwrites the elements with value cast to the parameter's dtype (strata_parameter_set_data).
  /// @param value A tensor of the same lengths.
  /// @throws strata::Error SHAPE_MISMATCH when the lengths differ; READ_ONLY for read-only data.
  void set_data(const Tensor& value) { Check(strata_parameter_set_data(handle_, value.get())); }
  /// The description (strata_parameter_describe).
  /// @return "Parameter (name=w, shape=(5, 3), dtype=Float32, requires_grad=True)".
  /// @throws strata::Error NULL_POINTER for an empty Parameter; OUT_OF_MEMORY.
  std::string Describe() const {
    char* text = nullptr;
    Check(strata_parameter_describe(handle_, &text));
    return detail::TakeString(text);
  }

 private:
  strata_parameter* handle_ = nullptr;
};

namespace detail {
inline std::vector<const strata_parameter*> Handles(Span<const Parameter> parameters) {
  std::vector<const strata_parameter*> handles;
  handles.reserve(parameters.size());
  for (const Parameter& p : parameters) handles.push_back(p.get());
  return handles;
}
}  // namespace detail

/// ParameterTuple.clone(prefix): dense copies of the parameters' data, same flags, named
/// "<prefix>.<name>" (strata_parameter_tuple_clone).
/// @param parameters The parameters.
/// @param prefix The name prefix; not empty.
/// @return The clones, in order.
/// @throws strata::Error INVALID_ARGUMENT for an empty prefix; NULL_POINTER for an empty Parameter;
/// OUT_OF_MEMORY.
inline std::vector<Parameter> CloneParameters(Span<const Parameter> parameters,
                                              const std::string& prefix) {
  const auto handles = detail::Handles(parameters);
  std::vector<strata_parameter*> clones(parameters.size(), nullptr);
  std::vector<Parameter> result;
  result.reserve(clones.size());
  Check(strata_parameter_tuple_clone(handles.data(), parameters.count(), prefix.c_str(),
                                     clones.data()));
  for (strata_parameter* clone : clones) result.push_back(Parameter::Adopt(clone));
  return result;
}
/// Python's tuple text of the descriptions (strata_parameter_tuple_describe).
/// @param parameters The parameters.
/// @return "(Parameter (...), Parameter (...))".
/// @throws strata::Error NULL_POINTER for an empty Parameter; OUT_OF_MEMORY.
inline std::string DescribeParameters(Span<const Parameter> parameters) {
  const auto handles = detail::Handles(parameters);
  char* text = nullptr;
  Check(strata_parameter_tuple_describe(handles.data(), parameters.count(), &text));
  return detail::TakeString(text);
}

}  // namespace cpp_wrapper
}  // namespace strata

#endif  // STRATA_STRATA_HPP
