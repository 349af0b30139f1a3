/*
 * strata.hpp — an optional header-only C++17 wrapper over the C ABI in strata.h.
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

namespace strata {
// The inline namespace keeps these names apart from Strata's internal C++ core.
inline namespace cpp_wrapper {

// ---- Errors and library queries ------------------------------------------------------------

// A failed Strata call: the status code and the message that names the values involved.
class Error : public std::runtime_error {
 public:
  Error(strata_status status, const std::string& message)
      : std::runtime_error(message), status_(status) {}
  strata_status status() const noexcept { return status_; }
  // The fixed description of the status code ("shape mismatch", ...).
  const char* description() const noexcept { return strata_status_description(status_); }

 private:
  strata_status status_;
};

// Throws Error for a failed status, with this thread's last-error message.
inline void Check(strata_status status) {
  if (status != STRATA_OK) throw Error(status, strata_last_error_message());
}

// Version of the loaded library (major * 10000 + minor * 100 + patch), its text and ABI version.
inline int32_t Version() noexcept { return strata_version(); }
inline std::string VersionString() { return strata_version_string(); }
inline int32_t AbiVersion() noexcept { return strata_abi_version(); }
inline std::string StatusDescription(strata_status status) {
  return strata_status_description(status);
}
// This thread's last failure; Check() has already turned it into an Error.
inline std::string LastErrorMessage() { return strata_last_error_message(); }
inline strata_status LastErrorCode() noexcept { return strata_last_error_code(); }
inline void ClearLastError() noexcept { strata_clear_last_error(); }
// Live tensor handles in the process (for leak checks).
inline int64_t LiveTensorCount() noexcept { return strata_live_tensor_count(); }
// Bytes per element of dtype. Errors: unknown dtype → INVALID_ARGUMENT.
inline size_t DTypeSize(strata_dtype dtype) {
  size_t size = 0;
  Check(strata_dtype_size(dtype, &size));
  return size;
}
// Allocation callbacks for owning tensors, process-wide; nullptr restores the built-in
// allocator. Errors as strata_set_allocator.
inline void SetAllocator(const strata_allocator* allocator) {
  Check(strata_set_allocator(allocator));
}
// The built-in allocator's kept blocks (released blocks of 2 MiB or more it reuses): free them
// now, set the limit in bytes (0 keeps nothing; errors: bytes < 0 → ARGUMENT_OUT_OF_RANGE), read
// the limit and the bytes kept; LiveBytes is the storage of live owning tensors.
inline void ReleaseRetainedMemory() noexcept { strata_allocator_release_retained(); }
inline void SetRetentionLimit(int64_t bytes) { Check(strata_allocator_set_retention_limit(bytes)); }
inline int64_t RetentionLimit() noexcept { return strata_allocator_retention_limit(); }
inline int64_t RetainedBytes() noexcept { return strata_allocator_retained_bytes(); }
inline int64_t LiveBytes() noexcept { return strata_allocator_live_bytes(); }
// Sends diagnostics at `level` (STRATA_LOG_*) and above to callback, called on any thread with
// user_data; callback nullptr restores the stderr sink. The callback must not throw. Errors:
// level outside [STRATA_LOG_TRACE, STRATA_LOG_OFF] → ARGUMENT_OUT_OF_RANGE.
inline void SetLogCallback(int32_t level, strata_log_callback callback, void* user_data = nullptr) {
  Check(strata_set_log_callback(level, callback, user_data));
}
// Threads one large copy-like transfer may use (1 or 2). Errors: outside [1, 2] →
// ARGUMENT_OUT_OF_RANGE.
inline void SetCopyThreads(int32_t threads) { Check(strata_set_copy_threads(threads)); }
inline int32_t CopyThreads() noexcept { return strata_copy_threads(); }

// The element type's name as messages and text output spell it ("Int32", "Single", "Half"),
// "unknown" for other codes.
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

// The op's name in lower snake case ("add", "is_nan"), "unknown" for other codes.
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
  template <class U, size_t N,
            class = std::enable_if_t<std::is_const_v<T> &&
                                     std::is_convertible_v<const U (*)[], T (*)[]>>>
  constexpr Span(const std::array<U, N>& a) noexcept : data_(a.data()), size_(N) {}  // NOLINT
  template <class U, size_t N, class = std::enable_if_t<std::is_convertible_v<U (*)[], T (*)[]>>>
  constexpr Span(std::array<U, N>& a) noexcept : data_(a.data()), size_(N) {}  // NOLINT
#if __cplusplus >= 202002L
  template <class U, size_t E, class = std::enable_if_t<std::is_convertible_v<U (*)[], T (*)[]>>>
  constexpr Span(std::span<U, E> s) noexcept : data_(s.data()), size_(s.size()) {}  // NOLINT
#endif
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

// ---- Element types ----------------------------------------------------------------------------

// Raw 16-bit float storage types (convert with your own half-precision library if needed, or
// through Convert/Cast).
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

namespace detail {
template <class T, class = void>
struct IsElementType : std::false_type {};
template <class T>
struct IsElementType<T, std::void_t<decltype(DTypeOfStorage<T>::value)>> : std::true_type {};
}  // namespace detail

// True for the C++ types that store a dtype's elements exactly (int32_t, float, bool, ...).
template <class T>
inline constexpr bool kIsElementType = detail::IsElementType<std::remove_cv_t<T>>::value;

template <class T>
inline constexpr strata_dtype kDTypeOf = DTypeOf<std::remove_cv_t<T>>::value;

// NIndex / NRange constructors.
inline strata_nindex FromStart(int64_t value) { return {value, 0, 0}; }
inline strata_nindex FromEnd(int64_t value) { return {value, 1, 0}; }
inline strata_nrange Range(strata_nindex start, strata_nindex end) { return {start, end}; }
inline strata_nrange Range(int64_t start, int64_t end) { return {FromStart(start), FromStart(end)}; }
inline strata_nrange All() { return {FromStart(0), FromEnd(0)}; }

class Tensor;
class IndexItem;
class IndexedTensor;

// DLPack managed tensors own their storage reference until deleter(self) runs; these
// unique_ptrs run it exactly once.
struct DLPackDeleter {
  template <class Managed>
  void operator()(Managed* managed) const noexcept {
    if (managed != nullptr && managed->deleter != nullptr) managed->deleter(managed);
  }
};
using DLPackVersionedPtr = std::unique_ptr<strata_dlpack_managed_tensor_versioned, DLPackDeleter>;
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

// Pieces written by the splitting functions: a size query, then the pieces themselves.
template <class Call>
std::vector<Tensor> CollectPieces(Call call);
}  // namespace detail

// ---- Tensor ------------------------------------------------------------------------------------

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
      : handle_(other.handle_),
        dtype_(other.dtype_),
        lengths_(other.lengths_),
        strides_(other.strides_) {
    strata_tensor_retain(handle_);
  }
  Tensor(Tensor&& other) noexcept
      : handle_(std::exchange(other.handle_, nullptr)),
        dtype_(other.dtype_),
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
    std::swap(dtype_, other.dtype_);
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

  // ---- Queries (cached: dtype, rank, lengths, strides; the others ask the library) ----
  strata_dtype dtype() const {
    RequireHandle();
    return dtype_;
  }
  int32_t rank() const noexcept { return static_cast<int32_t>(lengths_.size()); }
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
  bool is_contiguous() const { return Query<int32_t>(&strata_tensor_is_contiguous) != 0; }
  // Address of the element at all-zero indexes.
  void* data() const { return Query<void*>(&strata_tensor_data); }

  // ---- Element access: E must be the dtype's storage type (checked when compiled and run) ----
  template <class E>
  E Get(Span<const int64_t> indexes) const {
    detail::RequireElementType<E>(dtype());
    E value{};
    Check(strata_tensor_get(handle_, indexes.data(), indexes.count(), &value));
    return value;
  }
  template <class E>
  E Get(Span<const strata_nindex> indexes) const {
    detail::RequireElementType<E>(dtype());
    E value{};
    Check(strata_tensor_get_nindex(handle_, indexes.data(), indexes.count(), &value));
    return value;
  }
  template <class E>
  void Set(Span<const int64_t> indexes, E value) {
    detail::RequireElementType<E>(dtype());
    Check(strata_tensor_set(handle_, indexes.data(), indexes.count(), &value));
  }
  template <class E>
  void Set(Span<const strata_nindex> indexes, E value) {
    detail::RequireElementType<E>(dtype());
    Check(strata_tensor_set_nindex(handle_, indexes.data(), indexes.count(), &value));
  }
  // t.At<float>(1, 2) is t.Get<float>({1, 2}).
  template <class E, class... I>
  E At(I... indexes) const {
    static_assert((std::is_integral_v<I> && ...), "At takes integer positions");
    const std::array<int64_t, sizeof...(I)> positions{static_cast<int64_t>(indexes)...};
    return Get<E>(Span<const int64_t>(positions.data(), positions.size()));
  }
  template <class E>
  void Fill(E value) {
    detail::RequireElementType<E>(dtype());
    Check(strata_tensor_fill(handle_, &value));
  }
  void Clear() { Check(strata_tensor_clear(handle_)); }
  // The logical elements in row-major order (E as for Get).
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
  // Writes the logical elements to buffer (at least flattened_length() elements, else
  // INVALID_ARGUMENT); TryFlattenTo returns false instead and writes nothing.
  template <class E>
  void FlattenTo(Span<E> buffer) const {
    detail::RequireElementType<E>(dtype());
    Check(strata_tensor_flatten_to(handle_, buffer.data(), static_cast<int64_t>(buffer.size())));
  }
  template <class E>
  bool TryFlattenTo(Span<E> buffer) const {
    detail::RequireElementType<E>(dtype());
    int32_t copied = 0;
    Check(strata_tensor_try_flatten_to(handle_, buffer.data(),
                                       static_cast<int64_t>(buffer.size()), &copied));
    return copied != 0;
  }
  // Copies flattened_length() row-major elements from data into the logical positions.
  template <class E>
  void CopyFrom(Span<const E> data) {
    detail::RequireElementType<E>(dtype());
    Check(strata_tensor_copy_from_buffer(handle_, data.data(), static_cast<int64_t>(data.size())));
  }

  // ---- .NET-style slicing (views sharing storage) ----
  Tensor Slice(Span<const strata_nrange> ranges) const {
    return Make(strata_tensor_slice, handle_, ranges.data(), ranges.count());
  }
  Tensor Slice(Span<const strata_nindex> starts) const {
    return Make(strata_tensor_slice_nindex, handle_, starts.data(), starts.count());
  }
  Tensor Slice(Span<const int64_t> starts) const {
    return Make(strata_tensor_slice_starts, handle_, starts.data(), starts.count());
  }

  // ---- NumPy-style indexing: t[{0, strata::Slice(1, 3), strata::NewAxis, mask}] ----
  // Reading gives a view for basic items and a new tensor for advanced ones
  // (strata_tensor_index); assigning through the result writes the indexed elements
  // (strata_tensor_index_assign), e.g. t[{strata::Ellipsis, 0}] += 1.
  IndexedTensor operator[](std::initializer_list<IndexItem> items) const;
  IndexedTensor operator[](const std::vector<IndexItem>& items) const;
  IndexedTensor operator[](const IndexItem& item) const;
  Tensor Index(Span<const IndexItem> items) const;
  // tensor[items] op= value, op one of STRATA_ASSIGN*; a scalar keeps its own dtype and the
  // library casts it (index assignment casts, as NumPy does).
  void IndexAssign(Span<const IndexItem> items, const Tensor& value, int32_t op = STRATA_ASSIGN);
  template <class V>
  void IndexAssign(Span<const IndexItem> items, V value, int32_t op = STRATA_ASSIGN);

  // ---- View operators (share storage) ----
  Tensor Reshape(Span<const int64_t> lengths) const {
    return Make(strata_tensor_reshape, handle_, lengths.data(), lengths.count());
  }
  Tensor ViewAs(const Tensor& like) const { return Make(strata_tensor_view_as, handle_, like.get()); }
  Tensor Squeeze() const { return Make(strata_tensor_squeeze, handle_); }
  Tensor Squeeze(int64_t dimension) const {
    return Make(strata_tensor_squeeze_dimension, handle_, dimension);
  }
  Tensor Unsqueeze(int64_t position) const {
    return Make(strata_tensor_unsqueeze, handle_, position);
  }
  // No dims: every axis reversed.
  Tensor Permute(Span<const int64_t> dims = {}) const {
    return Make(strata_tensor_permute, handle_, dims.data(), dims.count());
  }
  // The last two dimensions swapped.
  Tensor Transpose() const { return Make(strata_tensor_transpose, handle_); }
  Tensor SwapAxes(int64_t a, int64_t b) const { return Make(strata_tensor_swapaxes, handle_, a, b); }
  Tensor MoveDim(Span<const int64_t> source, Span<const int64_t> destination) const {
    if (source.size() != destination.size()) {
      throw Error(STRATA_ERROR_INVALID_ARGUMENT, "MoveDim needs as many destinations as sources");
    }
    return Make(strata_tensor_movedim, handle_, source.data(), destination.data(), source.count());
  }
  // t(): rank 1 unchanged, rank 2 transposed.
  Tensor T() const { return Make(strata_tensor_t, handle_); }
  Tensor Narrow(int64_t dimension, int64_t start, int64_t length) const {
    return Make(strata_tensor_narrow, handle_, dimension, start, length);
  }
  Tensor Diagonal(int64_t offset = 0, int64_t dim1 = 0, int64_t dim2 = 1) const {
    return Make(strata_tensor_diagonal, handle_, offset, dim1, dim2);
  }
  Tensor Expand(Span<const int64_t> lengths) const {
    return Make(strata_tensor_expand, handle_, lengths.data(), lengths.count());
  }
  Tensor ExpandAs(const Tensor& like) const {
    return Make(strata_tensor_expand_as, handle_, like.get());
  }
  // This view when contiguous, else a dense copy.
  Tensor Contiguous() const { return Make(strata_tensor_contiguous, handle_); }
  // A new dense copy of the logical elements (strata_tensor_broadcast to the same lengths).
  Tensor Clone() const { return Broadcast(lengths()); }
  // A view with stride 0 where broadcast; Broadcast makes a dense copy instead.
  Tensor BroadcastTo(Span<const int64_t> lengths) const {
    return Make(strata_tensor_broadcast_to, handle_, lengths.data(), lengths.count());
  }

  // ---- Splitting into views (MindSpore names; negative dimensions count from the back) ----
  std::vector<Tensor> Unbind(int64_t dimension = 0) const {
    return Pieces(strata_tensor_unbind, dimension);
  }
  std::vector<Tensor> SplitSize(int64_t size, int64_t dimension = 0) const {
    return Pieces(strata_tensor_split_size, size, dimension);
  }
  std::vector<Tensor> SplitSections(Span<const int64_t> sections, int64_t dimension = 0) const {
    return Pieces(strata_tensor_split_sections, sections.data(), sections.count(), dimension);
  }
  std::vector<Tensor> TensorSplit(int64_t sections, int64_t dimension = 0) const {
    return Pieces(strata_tensor_tensor_split_count, sections, dimension);
  }
  std::vector<Tensor> TensorSplitAt(Span<const int64_t> indices, int64_t dimension = 0) const {
    return Pieces(strata_tensor_tensor_split_indices, indices.data(), indices.count(), dimension);
  }
  std::vector<Tensor> HSplit(int64_t sections) const {
    return Pieces(strata_tensor_hsplit_count, sections);
  }
  std::vector<Tensor> HSplitAt(Span<const int64_t> indices) const {
    return Pieces(strata_tensor_hsplit_indices, indices.data(), indices.count());
  }
  std::vector<Tensor> VSplit(int64_t sections) const {
    return Pieces(strata_tensor_vsplit_count, sections);
  }
  std::vector<Tensor> VSplitAt(Span<const int64_t> indices) const {
    return Pieces(strata_tensor_vsplit_indices, indices.data(), indices.count());
  }
  // split_count new dense tensors (copies, not views) along dimension.
  std::vector<Tensor> Split(int64_t split_count, int32_t dimension = 0) const {
    return Pieces(strata_tensor_split, split_count, dimension);
  }

  // ---- Copies, resize, reverse, broadcast (strata_copy.h) ----
  void CopyTo(const Tensor& destination) const {
    Check(strata_tensor_copy_to(handle_, destination.get()));
  }
  // false where CopyTo would fail for lengths or layout (nothing written).
  bool TryCopyTo(const Tensor& destination) const {
    return Flag(strata_tensor_try_copy_to, handle_, destination.get());
  }
  // A new dense tensor: the first logical elements, then zeros.
  Tensor Resize(Span<const int64_t> lengths) const {
    return Make(strata_tensor_resize, handle_, lengths.data(), lengths.count());
  }
  void ResizeTo(const Tensor& destination) const {
    Check(strata_tensor_resize_to(handle_, destination.get()));
  }
  // New dense tensors reversed along every dimension (whole logical order) or one.
  Tensor Reverse() const { return Make(strata_tensor_reverse, handle_); }
  Tensor Reverse(int32_t dimension) const {
    return Make(strata_tensor_reverse_dimension, handle_, dimension);
  }
  void ReverseInto(const Tensor& destination) const {
    Check(strata_tensor_reverse_into(handle_, destination.get()));
  }
  void ReverseInto(const Tensor& destination, int32_t dimension) const {
    Check(strata_tensor_reverse_dimension_into(handle_, destination.get(), dimension));
  }
  Tensor Broadcast(Span<const int64_t> lengths) const {
    return Make(strata_tensor_broadcast, handle_, lengths.data(), lengths.count());
  }
  void BroadcastInto(const Tensor& destination) const {
    Check(strata_tensor_broadcast_into(handle_, destination.get()));
  }
  bool TryBroadcastInto(const Tensor& destination) const {
    return Flag(strata_tensor_try_broadcast_into, handle_, destination.get());
  }
  // values broadcast into this tensor sliced by ranges (none: the whole tensor).
  void SetSlice(const Tensor& values, Span<const strata_nrange> ranges = {}) {
    Check(strata_tensor_set_slice(handle_, values.get(), ranges.data(), ranges.count()));
  }
  // Where filter (a bool tensor broadcast to this one) is true, writes value or the
  // corresponding element of values.
  void FilteredUpdate(const Tensor& filter, const Tensor& values) {
    Check(strata_tensor_filtered_update(handle_, filter.get(), values.get()));
  }
  template <class V>
  void FilteredUpdate(const Tensor& filter, V value);
  // Same lengths (modulo leading 1s) and equal elements (NaN equals NaN): one bool.
  bool SequenceEqual(const Tensor& other) const {
    return Flag(strata_tensor_sequence_equal, handle_, other.get());
  }
  // Identity: same origin, dtype, lengths and strides.
  bool SameViewAs(const Tensor& other) const {
    return Flag(strata_tensor_same_view, handle_, other.get());
  }

  // ---- DLPack ----
  // A DLPack 1.x managed tensor holding a reference to the storage.
  DLPackVersionedPtr ToDLPackVersioned() const {
    strata_dlpack_managed_tensor_versioned* out = nullptr;
    Check(strata_tensor_to_dlpack_versioned(handle_, &out));
    return DLPackVersionedPtr(out);
  }
  // A legacy DLManagedTensor. Errors: a read-only view → READ_ONLY.
  DLPackLegacyPtr ToDLPack() const {
    strata_dlpack_managed_tensor* out = nullptr;
    Check(strata_tensor_to_dlpack(handle_, &out));
    return DLPackLegacyPtr(out);
  }

  // ---- Text ----
  // The full text form (every element), as operator<< prints it.
  std::string ToString() const { return ToString(lengths()); }
  // At most maximum_lengths[d] positions of dimension d; an empty list gives the header line.
  std::string ToString(Span<const int64_t> maximum_lengths) const {
    char* text = nullptr;
    Check(strata_tensor_to_string(handle_, maximum_lengths.data(), maximum_lengths.count(), &text));
    return detail::TakeString(text);
  }

  // Calls a C function whose last parameter is a strata_tensor** out and adopts the result.
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

inline void swap(Tensor& a, Tensor& b) noexcept { a.swap(b); }

// The full text form.
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

// A zero-filled owning tensor; empty strides mean automatic row-major strides.
inline Tensor Zeros(strata_dtype dtype, Span<const int64_t> lengths,
                    Span<const int64_t> strides = {}) {
  return Tensor::Make(strata_tensor_create, dtype, lengths.data(), lengths.count(), strides.data(),
                      strides.count());
}
template <class T>
Tensor Zeros(Span<const int64_t> lengths, Span<const int64_t> strides = {}) {
  static_assert(kIsElementType<T>, "T is not a Strata element type (see STRATA_DTYPE_TABLE)");
  return Zeros(kDTypeOf<T>, lengths, strides);
}

// An owning tensor whose elements are not initialized.
inline Tensor Uninitialized(strata_dtype dtype, Span<const int64_t> lengths,
                            Span<const int64_t> strides = {}) {
  return Tensor::Make(strata_tensor_create_uninitialized, dtype, lengths.data(), lengths.count(),
                      strides.data(), strides.count());
}
template <class T>
Tensor Uninitialized(Span<const int64_t> lengths, Span<const int64_t> strides = {}) {
  static_assert(kIsElementType<T>, "T is not a Strata element type (see STRATA_DTYPE_TABLE)");
  return Uninitialized(kDTypeOf<T>, lengths, strides);
}

namespace detail {
// Explicit empty lengths mean [0], which the C API spells as a non-NULL pointer with rank 0.
inline const int64_t* LengthsOrEmpty(Span<const int64_t> lengths) {
  static const int64_t kNoLengths = 0;
  return lengths.empty() ? &kNoLengths : lengths.data();
}
}  // namespace detail

// A dense owning copy of row-major data: 1-D when lengths are omitted.
template <class T>
Tensor FromData(Span<const T> data) {
  return Tensor::Make(strata_tensor_create_from_data, kDTypeOf<T>, data.data(),
                      static_cast<int64_t>(data.size()), nullptr, 0);
}
template <class T>
Tensor FromData(Span<const T> data, Span<const int64_t> lengths) {
  return Tensor::Make(strata_tensor_create_from_data, kDTypeOf<T>, data.data(),
                      static_cast<int64_t>(data.size()), detail::LengthsOrEmpty(lengths),
                      lengths.count());
}

// Options for a view over caller memory.
struct WrapOptions {
  bool read_only = false;
  strata_deleter deleter = nullptr;  // called once when the last reference dies
  void* deleter_user_data = nullptr;
};

// A view over caller memory of data.size() elements, 1-D when lengths are omitted. A const T
// gives a read-only view.
template <class T>
Tensor Wrap(Span<T> data, const WrapOptions& options = {}) {
  return Tensor::Make(strata_tensor_wrap, kDTypeOf<T>,
                      const_cast<std::remove_const_t<T>*>(data.data()),
                      static_cast<int64_t>(data.size()), nullptr, 0, nullptr, 0,
                      options.read_only || std::is_const_v<T> ? STRATA_WRAP_READ_ONLY : 0,
                      options.deleter, options.deleter_user_data);
}
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

// A view over the memory a DLPack managed tensor describes. On success the tensor owns
// `managed` (its deleter runs once when the last reference dies) and the unique_ptr is
// released; on failure it keeps ownership and Error is thrown. read_only forces a read-only
// view (a versioned tensor flagged read-only is read-only anyway).
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
inline constexpr bool kIsScalar = kIsElementType<ScalarStorageT<V>>;

// Tensor, or anything that converts to one (an IndexedTensor).
template <class X>
inline constexpr bool kIsTensorLike =
    std::is_convertible_v<const X&, const Tensor&> && !kIsScalar<X>;

template <class X, class Y>
using EnableOperands = std::enable_if_t<(kIsTensorLike<X> && (kIsTensorLike<Y> || kIsScalar<Y>)) ||
                                        (kIsScalar<X> && kIsTensorLike<Y>)>;

// One element of any dtype.
struct ScalarBytes {
  alignas(8) unsigned char bytes[8];
};

inline bool IsIntegerDType(strata_dtype dtype) {
  const int32_t code = dtype >> 8;
  return code == STRATA_DLPACK_CODE_INT || code == STRATA_DLPACK_CODE_UINT;
}

// value as one element of dtype, through the library's checked conversion.
template <class V>
ScalarBytes ScalarFor(strata_dtype dtype, V value) {
  using S = ScalarStorageT<V>;
  const S source = static_cast<S>(value);
  ScalarBytes out{};
  if (kDTypeOf<S> == dtype) {
    std::memcpy(out.bytes, &source, sizeof(S));
    return out;
  }
  if constexpr (std::is_floating_point_v<S>) {
    if (IsIntegerDType(dtype) && std::isfinite(source) && std::trunc(source) != source) {
      std::ostringstream message;
      message << "the scalar " << source << " has a fractional part and cannot be used with a "
              << "tensor of element type " << DTypeName(dtype);
      throw Error(STRATA_ERROR_INVALID_ARGUMENT, message.str());
    }
  }
  const Tensor from = Tensor::Make(strata_tensor_wrap, kDTypeOf<S>, const_cast<S*>(&source),
                                   int64_t{1}, nullptr, 0, nullptr, 0, STRATA_WRAP_READ_ONLY,
                                   nullptr, nullptr);
  const Tensor to = Tensor::Make(strata_tensor_wrap, dtype, static_cast<void*>(out.bytes),
                                 int64_t{1}, nullptr, 0, nullptr, 0, 0, nullptr, nullptr);
  Check(strata_convert_into(from.get(), to.get(), STRATA_CONVERT_CHECKED));
  return out;
}

// A [1] tensor of dtype holding value (for the C functions that take only tensors).
template <class V>
Tensor ScalarTensor(strata_dtype dtype, V value) {
  const ScalarBytes bytes = ScalarFor(dtype, value);
  return Tensor::Make(strata_tensor_create_from_data, dtype, static_cast<const void*>(bytes.bytes),
                      int64_t{1}, nullptr, 0);
}

// The operand as a tensor: itself, or a scalar made a [1] tensor of the other operand's dtype.
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
  const detail::ScalarBytes bytes = detail::ScalarFor(dtype(), value);
  Check(strata_tensor_filtered_update_value(handle_, filter.get(), bytes.bytes));
}

// ---- Indexing items ----------------------------------------------------------------------------

// Markers for t[{strata::NewAxis}] (NumPy's None) and t[{strata::Ellipsis}].
struct NewAxisType {};
inline constexpr NewAxisType NewAxis{};
struct EllipsisType {};
inline constexpr EllipsisType Ellipsis{};

// One item of t[item0, item1, ...]: an integer position (negative from the back), a bool, a
// Slice, NewAxis, Ellipsis, or a tensor (integer positions or a bool mask; kept alive by the
// item).
class IndexItem {
 public:
  template <class I, std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool>, int> = 0>
  IndexItem(I position) : item_{STRATA_INDEX_INTEGER, 0, static_cast<int64_t>(position), 0, 0, nullptr} {}  // NOLINT
  template <class B, std::enable_if_t<std::is_same_v<B, bool>, int> = 0>
  IndexItem(B value) : item_{STRATA_INDEX_BOOL, 0, value ? 1 : 0, 0, 0, nullptr} {}  // NOLINT
  IndexItem(NewAxisType) : item_{STRATA_INDEX_NONE, 0, 0, 0, 0, nullptr} {}         // NOLINT
  IndexItem(EllipsisType) : item_{STRATA_INDEX_ELLIPSIS, 0, 0, 0, 0, nullptr} {}    // NOLINT
  IndexItem(const Tensor& tensor)                                                   // NOLINT
      : item_{STRATA_INDEX_TENSOR, 0, 0, 0, 0, tensor.get()}, tensor_(tensor) {}
  // start:stop:step with Python semantics; an absent bound or step is omitted.
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
  const strata_index_item& raw() const noexcept { return item_; }

 private:
  strata_index_item item_;
  Tensor tensor_;
};

// The slice item start:stop:step; strata::Slice() is ":", strata::Slice({}, 3) is ":3".
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

// t[items]: converts to the indexed Tensor; assignment and compound assignment write the
// indexed elements of t. Holds its own reference to t and copies of the items.
class IndexedTensor {
 public:
  IndexedTensor(Tensor base, std::vector<IndexItem> items)
      : base_(std::move(base)), items_(std::move(items)) {}
  IndexedTensor(const IndexedTensor&) = default;

  Tensor tensor() const { return base_.Index(items_); }
  operator Tensor() const { return tensor(); }  // NOLINT: reading t[...] gives a Tensor

  // base[items] op= value (op one of STRATA_ASSIGN*; STRATA_ASSIGN_POWER and
  // STRATA_ASSIGN_FLOOR_DIVIDE have no C++ operator).
  template <class V>
  IndexedTensor& Assign(const V& value, int32_t op) {
    if constexpr (detail::kIsTensorLike<V>) {
      base_.IndexAssign(items_, Tensor(value), op);
    } else {
      base_.IndexAssign(items_, value, op);
    }
    return *this;
  }
  IndexedTensor& operator=(const IndexedTensor& value) { return Assign(value.tensor(), STRATA_ASSIGN); }
  template <class V, class = std::enable_if_t<detail::kIsTensorLike<V> || detail::kIsScalar<V>>>
  IndexedTensor& operator=(const V& value) {
    return Assign(value, STRATA_ASSIGN);
  }
#define STRATA_HPP_INDEX_ASSIGN(symbol, op)                                                   \
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

// A Tensor whose element type is known when compiled: construction checks the dtype once, and
// element access takes T without naming it.
template <class E>
class TypedTensor : public Tensor {
  static_assert(kIsElementType<E>, "E is not a Strata element type (see STRATA_DTYPE_TABLE)");

 public:
  TypedTensor() noexcept = default;
  // Errors: t's dtype is not E's → DTYPE_MISMATCH.
  explicit TypedTensor(Tensor t) : Tensor(std::move(t)) {
    if (*this) detail::RequireElementType<E>(dtype());
  }
  template <class... I>
  E operator()(I... indexes) const {
    return At<E>(indexes...);
  }
  E Get(Span<const int64_t> indexes) const { return Tensor::Get<E>(indexes); }
  void Set(Span<const int64_t> indexes, E value) { Tensor::Set<E>(indexes, value); }
  void Fill(E value) { Tensor::Fill<E>(value); }
  std::vector<E> ToVector() const { return Tensor::ToVector<E>(); }
};

// ---- Joins ---------------------------------------------------------------------------------------

// Joins along dimension (−1: all inputs flattened); at least 2 tensors of one dtype.
inline Tensor Concatenate(Span<const Tensor> tensors, int32_t dimension = 0) {
  const auto handles = detail::Handles(tensors);
  return Tensor::Make(strata_tensor_concatenate, handles.data(), tensors.count(), dimension);
}
inline void ConcatenateInto(Span<const Tensor> tensors, int32_t dimension,
                            const Tensor& destination) {
  const auto handles = detail::Handles(tensors);
  Check(strata_tensor_concatenate_into(handles.data(), tensors.count(), dimension,
                                       destination.get()));
}
// Joins equivalent shapes along a new dimension.
inline Tensor Stack(Span<const Tensor> tensors, int32_t dimension = 0) {
  const auto handles = detail::Handles(tensors);
  return Tensor::Make(strata_tensor_stack, handles.data(), tensors.count(), dimension);
}
inline void StackInto(Span<const Tensor> tensors, int32_t dimension, const Tensor& destination) {
  const auto handles = detail::Handles(tensors);
  Check(strata_tensor_stack_into(handles.data(), tensors.count(), dimension, destination.get()));
}

// ---- Elementwise: generic by op code -------------------------------------------------------------

// Unary op or predicate (n: the integer operand of shifts, rotations and ROOT_N).
inline Tensor Unary(strata_op op, const Tensor& x, int64_t n = 0) {
  return Tensor::Make(strata_unary, op, x.get(), n);
}
inline void UnaryInto(strata_op op, const Tensor& x, const Tensor& destination, int64_t n = 0) {
  Check(strata_unary_into(op, x.get(), n, destination.get()));
}

// Binary op or comparison of two tensors, or a tensor and a scalar on either side.
template <class X, class Y, class = detail::EnableOperands<X, Y>>
Tensor Binary(strata_op op, const X& x, const Y& y) {
  if constexpr (detail::kIsTensorLike<X> && detail::kIsTensorLike<Y>) {
    return Tensor::Make(strata_binary, op, Tensor(x).get(), Tensor(y).get());
  } else if constexpr (detail::kIsTensorLike<X>) {
    const Tensor t(x);
    const detail::ScalarBytes s = detail::ScalarFor(t.dtype(), y);
    return Tensor::Make(strata_binary_scalar, op, t.get(), static_cast<const void*>(s.bytes), 0);
  } else {
    const Tensor t(y);
    const detail::ScalarBytes s = detail::ScalarFor(t.dtype(), x);
    return Tensor::Make(strata_binary_scalar, op, t.get(), static_cast<const void*>(s.bytes), 1);
  }
}
template <class X, class Y, class = detail::EnableOperands<X, Y>>
void BinaryInto(strata_op op, const X& x, const Y& y, const Tensor& destination) {
  if constexpr (detail::kIsTensorLike<X> && detail::kIsTensorLike<Y>) {
    Check(strata_binary_into(op, Tensor(x).get(), Tensor(y).get(), destination.get()));
  } else if constexpr (detail::kIsTensorLike<X>) {
    const Tensor t(x);
    const detail::ScalarBytes s = detail::ScalarFor(t.dtype(), y);
    Check(strata_binary_scalar_into(op, t.get(), s.bytes, 0, destination.get()));
  } else {
    const Tensor t(y);
    const detail::ScalarBytes s = detail::ScalarFor(t.dtype(), x);
    Check(strata_binary_scalar_into(op, t.get(), s.bytes, 1, destination.get()));
  }
}

// Whether a comparison holds for all / any broadcast pairs (a scalar acts as a [1] tensor).
template <class X, class Y, class = detail::EnableOperands<X, Y>>
bool CompareAll(strata_op op, const X& x, const Y& y) {
  int32_t out = 0;
  Check(strata_compare_all(op, detail::AsTensor(x, y).get(), detail::AsTensor(y, x).get(), &out));
  return out != 0;
}
template <class X, class Y, class = detail::EnableOperands<X, Y>>
bool CompareAny(strata_op op, const X& x, const Y& y) {
  int32_t out = 0;
  Check(strata_compare_any(op, detail::AsTensor(x, y).get(), detail::AsTensor(y, x).get(), &out));
  return out != 0;
}
// Whether a predicate (STRATA_OP_IS_*) holds for all / any elements.
inline bool PredicateAll(strata_op op, const Tensor& x) {
  int32_t out = 0;
  Check(strata_predicate_all(op, x.get(), &out));
  return out != 0;
}
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

// One value: an element of x's dtype (T must be its type), or an int64_t position for the
// INDEX_OF ops. The second form is for DOT, DISTANCE and COSINE_SIMILARITY.
template <class T>
T Reduce(strata_op op, const Tensor& x) {
  return detail::ReduceValue<T>(op, x, nullptr);
}
template <class T>
T Reduce(strata_op op, const Tensor& x, const Tensor& y) {
  return detail::ReduceValue<T>(op, x, y.get());
}
// A new tensor reducing the listed axes (negative from the back); keep_dims keeps them with
// length 1.
inline Tensor ReduceAxes(strata_op op, const Tensor& x, Span<const int32_t> axes,
                         bool keep_dims = false) {
  return Tensor::Make(strata_reduce_axes, op, x.get(), axes.data(), axes.count(),
                      keep_dims ? 1 : 0);
}

// Clamps each element to [min_value, max_value] (scalars converted to x's dtype).
template <class V>
Tensor Clamp(const Tensor& x, V min_value, V max_value) {
  const detail::ScalarBytes lo = detail::ScalarFor(x.dtype(), min_value);
  const detail::ScalarBytes hi = detail::ScalarFor(x.dtype(), max_value);
  return Tensor::Make(strata_clamp, x.get(), static_cast<const void*>(lo.bytes),
                      static_cast<const void*>(hi.bytes));
}
template <class V>
void ClampInto(const Tensor& x, V min_value, V max_value, const Tensor& destination) {
  const detail::ScalarBytes lo = detail::ScalarFor(x.dtype(), min_value);
  const detail::ScalarBytes hi = detail::ScalarFor(x.dtype(), max_value);
  Check(strata_clamp_into(x.get(), lo.bytes, hi.bytes, destination.get()));
}

// Rounds floating-point x to `digits` decimal digits with a STRATA_ROUND_* midpoint mode, like
// .NET's Math.Round(x, digits, mode). Round(x) alone is the unary op (ties to even).
inline Tensor Round(const Tensor& x, int32_t digits, int32_t mode = STRATA_ROUND_TO_EVEN) {
  return Tensor::Make(strata_round, x.get(), digits, mode);
}
inline void RoundInto(const Tensor& x, int32_t digits, int32_t mode, const Tensor& destination) {
  Check(strata_round_into(x.get(), digits, mode, destination.get()));
}

// SoftMax of all elements of floating-point x as one distribution.
inline Tensor Softmax(const Tensor& x) { return Tensor::Make(strata_softmax, x.get()); }
inline void SoftmaxInto(const Tensor& x, const Tensor& destination) {
  Check(strata_softmax_into(x.get(), destination.get()));
}

// Converts every element to dtype (mode: STRATA_CONVERT_CHECKED, _SATURATING, _TRUNCATING).
inline Tensor Convert(const Tensor& x, strata_dtype dtype, int32_t mode = STRATA_CONVERT_CHECKED) {
  return Tensor::Make(strata_convert, x.get(), dtype, mode);
}
template <class T>
Tensor Cast(const Tensor& x, int32_t mode = STRATA_CONVERT_CHECKED) {
  static_assert(kIsElementType<T>, "T is not a Strata element type (see STRATA_DTYPE_TABLE)");
  return Convert(x, kDTypeOf<T>, mode);
}
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
  template <class... N, class = detail::EnableN<N...>>               \
  Tensor name(const Tensor& x, N... n) {                             \
    return detail::NamedUnary<public_name>(x, n...);                 \
  }
#define STRATA_HPP_PREDICATE(public_name, name, value, name_text)                               \
  STRATA_HPP_UNARY(public_name, name, value, name_text)                                                         \
  inline bool name##All(const Tensor& x) { return PredicateAll(public_name, x); }               \
  inline bool name##Any(const Tensor& x) { return PredicateAny(public_name, x); }
STRATA_UNARY_OP_TABLE(STRATA_HPP_UNARY)
STRATA_PREDICATE_OP_TABLE(STRATA_HPP_PREDICATE)
#undef STRATA_HPP_PREDICATE
#undef STRATA_HPP_UNARY

// Binary ops and comparisons, tensors or a tensor and a scalar: Add(x, 1), Pow(2.0, x),
// GreaterThan(x, y); comparisons also GreaterThanAll(x, y), GreaterThanAny(x, y).
#define STRATA_HPP_BINARY(public_name, name, ...)                              \
  template <class X, class Y, class = detail::EnableOperands<X, Y>>            \
  Tensor name(const X& x, const Y& y) {                                        \
    return Binary(public_name, x, y);                                          \
  }
#define STRATA_HPP_COMPARISON(public_name, name, value, name_text)            \
  STRATA_HPP_BINARY(public_name, name, value, name_text)                                     \
  template <class X, class Y, class = detail::EnableOperands<X, Y>>            \
  bool name##All(const X& x, const Y& y) {                                     \
    return CompareAll(public_name, x, y);                                      \
  }                                                                            \
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
  template <class T = detail::ReductionResult<public_name>>                               \
  T name(const Tensor& x) {                                                               \
    return Reduce<T>(public_name, x);                                                     \
  }                                                                                       \
  template <class T = detail::ReductionResult<public_name>>                               \
  T name(const Tensor& x, const Tensor& y) {                                              \
    return Reduce<T>(public_name, x, y);                                                  \
  }                                                                                       \
  inline Tensor name(const Tensor& x, Span<const int32_t> axes, bool keep_dims = false) { \
    return ReduceAxes(public_name, x, axes, keep_dims);                                   \
  }
STRATA_REDUCTION_OP_TABLE(STRATA_HPP_REDUCTION)
#undef STRATA_HPP_REDUCTION

// Elementwise x != y: the logical not of Equals (the op tables have no NOT_EQUALS).
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
  template <class X, class Y, class = detail::EnableOperands<X, Y>>          \
  Tensor operator symbol(const X& x, const Y& y) {                           \
    return Binary(op, x, y);                                                 \
  }
#define STRATA_HPP_ARITHMETIC_OPERATOR(symbol, op)                                         \
  STRATA_HPP_OPERATOR(symbol, op)                                                          \
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

template <class X, class Y, class = detail::EnableOperands<X, Y>>
void operator==(const X& x, const Y& y) = delete;
template <class X, class Y, class = detail::EnableOperands<X, Y>>
void operator!=(const X& x, const Y& y) = delete;

inline Tensor operator-(const Tensor& x) { return Unary(STRATA_OP_NEGATE, x); }
// Bitwise not; logical not on bool tensors.
inline Tensor operator~(const Tensor& x) { return Unary(STRATA_OP_ONES_COMPLEMENT, x); }

// Shifts by an integer amount (masked to the bit width); >> is arithmetic on signed dtypes and
// logical on unsigned ones, as in C++.
template <class I, class = std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool>>>
Tensor operator<<(const Tensor& x, I n) {
  return Unary(STRATA_OP_SHIFT_LEFT, x, static_cast<int64_t>(n));
}
template <class I, class = std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool>>>
Tensor operator>>(const Tensor& x, I n) {
  return Unary(STRATA_OP_SHIFT_RIGHT_ARITHMETIC, x, static_cast<int64_t>(n));
}
template <class I, class = std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool>>>
Tensor& operator<<=(Tensor& x, I n) {
  UnaryInto(STRATA_OP_SHIFT_LEFT, x, x, static_cast<int64_t>(n));
  return x;
}
template <class I, class = std::enable_if_t<std::is_integral_v<I> && !std::is_same_v<I, bool>>>
Tensor& operator>>=(Tensor& x, I n) {
  UnaryInto(STRATA_OP_SHIFT_RIGHT_ARITHMETIC, x, x, static_cast<int64_t>(n));
  return x;
}

// ---- Parameters ----------------------------------------------------------------------------------

// A named tensor with a requires_grad flag (MindSpore's Parameter), sharing the tensor's
// storage. Owns one strata_parameter handle; move-only (the C ABI has no parameter retain).
class Parameter {
 public:
  Parameter() noexcept = default;
  // Takes over a handle from the C API; NULL → empty.
  static Parameter Adopt(strata_parameter* handle) noexcept {
    Parameter p;
    p.handle_ = handle;
    return p;
  }
  Parameter(const Tensor& data, const std::string& name, bool requires_grad = true) {
    Check(strata_parameter_create(data.get(), name.c_str(), requires_grad ? 1 : 0, &handle_));
  }
  // A scalar parameter (data of shape [1], described with shape=()); T as for Tensor::Get.
  template <class T>
  static Parameter Scalar(T value, const std::string& name, bool requires_grad = true) {
    static_assert(kIsElementType<T>, "T is not a Strata element type (see STRATA_DTYPE_TABLE)");
    Parameter p;
    Check(strata_parameter_create_scalar(kDTypeOf<T>, &value, name.c_str(), requires_grad ? 1 : 0,
                                         &p.handle_));
    return p;
  }
  Parameter(Parameter&& other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
  Parameter& operator=(Parameter&& other) noexcept {
    std::swap(handle_, other.handle_);
    return *this;
  }
  Parameter(const Parameter&) = delete;
  Parameter& operator=(const Parameter&) = delete;
  ~Parameter() { strata_parameter_release(handle_); }

  strata_parameter* get() const noexcept { return handle_; }
  strata_parameter* release() noexcept { return std::exchange(handle_, nullptr); }
  explicit operator bool() const noexcept { return handle_ != nullptr; }

  std::string name() const {
    char* text = nullptr;
    Check(strata_parameter_name(handle_, &text));
    return detail::TakeString(text);
  }
  bool requires_grad() const {
    int32_t value = 0;
    Check(strata_parameter_requires_grad(handle_, &value));
    return value != 0;
  }
  void set_requires_grad(bool value) {
    Check(strata_parameter_set_requires_grad(handle_, value ? 1 : 0));
  }
  // The parameter's tensor (a view of the same storage).
  Tensor data() const { return Tensor::Make(strata_parameter_data, handle_); }
  // Overwrites the elements with value cast to the parameter's dtype (same lengths).
  void set_data(const Tensor& value) { Check(strata_parameter_set_data(handle_, value.get())); }
  // "Parameter (name=w, shape=(5, 3), dtype=Float32, requires_grad=True)".
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

// ParameterTuple.clone(prefix): dense copies named "<prefix>.<name>".
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
// "(Parameter (...), Parameter (...))".
inline std::string DescribeParameters(Span<const Parameter> parameters) {
  const auto handles = detail::Handles(parameters);
  char* text = nullptr;
  Check(strata_parameter_tuple_describe(handles.data(), parameters.count(), &text));
  return detail::TakeString(text);
}

}  // namespace cpp_wrapper
}  // namespace strata

#endif  // STRATA_STRATA_HPP
