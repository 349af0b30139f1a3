/**
 * @file strata.h
 * @brief The C ABI of Strata, a tensor-layout library.
 *
 * Conventions (apply to every function below and in the area headers):
 * - Lengths, strides (in elements), indexes and counts are int64_t; ranks, enums, status codes
 *   and 0/1 flags are int32_t; byte sizes are size_t. Arrays are passed as (pointer, count).
 * - Every fallible call returns a strata_status: STRATA_OK (0) or a negative code. After a
 *   failure, strata_last_error_message() describes it, naming the values involved.
 * - Out-parameters: a strata_tensor** out is set to NULL on entry and holds one new reference
 *   only on success; every other out is written only on success. A failed call writes nothing
 *   to any tensor or buffer.
 * - Every returned tensor handle needs exactly one strata_tensor_release.
 * - Scalars: every function that takes one element as a `const void*` has a typed form (suffix
 *   _typed) that takes the element's dtype beside the pointer and converts the value to the
 *   dtype of the tensor it meets, or refuses it, by the rules of "Scalars with their dtype"
 *   below. The untyped form reads the tensor's element size at the pointer, whatever the caller
 *   stored there: prefer the typed form.
 * - Thread safety: distinct handles are independent; concurrent readers of one handle are safe;
 *   concurrent writers of overlapping memory need the caller's synchronisation; reference
 *   counts are atomic; the last-error state is per thread.
 * - Handles are checked on entry: NULL → STRATA_ERROR_NULL_POINTER; a pointer that is not a
 *   live handle of this library (released, or foreign) → STRATA_ERROR_INVALID_HANDLE. Each
 *   handle type (strata_tensor, strata_parameter) is its own kind: a handle of one kind cast to
 *   another (a strata_parameter* passed as a strata_tensor*, or the reverse) is never live for
 *   it → STRATA_ERROR_INVALID_HANDLE, with a message naming both kinds.
 * - Rank 0 (changed in 1.1; before, an empty lengths list made the shape [0]): an empty lengths
 *   list is a scalar, NumPy's shape (): one element, no lengths, no strides, dense, not empty.
 *   Every function that takes lengths accepts it (pass a lengths pointer that is not NULL where
 *   NULL with rank 0 asks for a 1-D shape inferred from a data length); element access takes no
 *   indexes; it broadcasts to every shape; reshape moves any one-element tensor to and from it;
 *   indexing every dimension with an integer and reducing every axis give it; it stacks but does
 *   not concatenate (it has no dimension to join along). Squeeze alone keeps the rule of
 *   System.Numerics.Tensors and never makes rank 0.
 * - Error lists name the codes without their STRATA_ERROR_ prefix (NULL_POINTER stands for
 *   STRATA_ERROR_NULL_POINTER); every function taking a handle can also fail with NULL_POINTER
 *   and INVALID_HANDLE as above.
 *
 * Requires only `<stdint.h>`, `<stddef.h>`, strata_tables.h and the generated strata_version.h;
 * C99 and C++ compatible. The rest of the C ABI is in the area headers strata_copy.h,
 * strata_views.h, strata_elementwise.h and strata_dlpack.h, which this header includes.
 */
#ifndef STRATA_STRATA_H
#define STRATA_STRATA_H

#include <stddef.h>
#include <stdint.h>

#include "strata/strata_tables.h"
#include "strata/strata_version.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(STRATA_BUILDING_LIBRARY)
#define STRATA_API __attribute__((visibility("default")))
#else
/** Marks the exported functions: default visibility while the library is built, nothing for its
 * users. */
#define STRATA_API
#endif

/* ---- Version -------------------------------------------------------------------------- */

/* STRATA_VERSION_MAJOR/_MINOR/_PATCH, STRATA_VERSION, STRATA_VERSION_STRING and
 * STRATA_ABI_VERSION come from strata_version.h, generated from the CMake project version. */

/** Runtime version as STRATA_VERSION computes it, of the library actually loaded.
 * @return major * 10000 + minor * 100 + patch of the loaded library (never fails). */
STRATA_API int32_t strata_version(void);
/** The version of the loaded library as text.
 * @return "major.minor.patch"; static storage, never NULL (never fails). */
STRATA_API const char* strata_version_string(void);
/** The ABI version of the loaded library.
 * @return The ABI version (the SONAME suffix, as STRATA_ABI_VERSION; never fails). */
STRATA_API int32_t strata_abi_version(void);

/* ---- Status codes (fixed values; new codes are only appended) -------------------------- */

/** The result of every fallible call: STRATA_OK (0) or one of the negative STRATA_ERROR_* codes.
 * Values are fixed and new codes are only appended. */
typedef int32_t strata_status;
/** The status codes: STRATA_OK and the STRATA_ERROR_* codes, each documented at its row of
 * STRATA_STATUS_TABLE in strata_tables.h (the table's description column is the text
 * strata_status_description returns). */
enum { STRATA_STATUS_TABLE(STRATA_TABLE_ENUMERATOR) };

/** A static, never-NULL description of a status code.
 * @param status Any value; codes that are not STRATA_* status codes are described too.
 * @return The description of the code ("unknown status" for other values); static storage. */
STRATA_API const char* strata_status_description(strata_status status);
/** The message of this thread's most recent failure.
 * @return The message ("" if none), never NULL; library-owned and valid until this thread's next
 *   call into Strata. */
STRATA_API const char* strata_last_error_message(void);
/** The status of this thread's most recent failure.
 * @return The status (STRATA_OK if none). */
STRATA_API strata_status strata_last_error_code(void);
/** Forgets this thread's last failure. */
STRATA_API void strata_clear_last_error(void);

/* ---- Element types: DLPack type code << 8 | bits ------------------------------------- */

/** An element type: the DLPack type code << 8 | bits (one of the STRATA_DTYPE_* codes). */
typedef int32_t strata_dtype;
/** The element types: the STRATA_DTYPE_* codes, each documented at its row of
 * STRATA_DTYPE_TABLE in strata_tables.h (columns: storage type, .NET type name). */
enum { STRATA_DTYPE_TABLE(STRATA_TABLE_ENUMERATOR) };
/** The opaque dtype of elements of `bytes` bytes (1 … STRATA_MAX_OPAQUE_SIZE): records, structs or
 * any fixed-size value Strata moves without interpreting. Opaque tensors take every layout
 * operation (creation, wrapping, views, indexing and index assignment of elements of the same
 * dtype, copies with the overlap rules, resize zero-filled, reverse, broadcast, joins, fill,
 * set_slice, sequence_equal by bytes, the text form); elementwise operations, reductions,
 * conversions and DLPack return STRATA_ERROR_DTYPE_MISMATCH. Two opaque dtypes are the same dtype
 * exactly when their sizes are equal. Other sizes → strata_dtype_size and every creation function
 * return STRATA_ERROR_INVALID_ARGUMENT.
 * @param bytes The element size in bytes. */
#define STRATA_DTYPE_OPAQUE(bytes) ((strata_dtype)(STRATA_DTYPE_OPAQUE_FLAG | (int32_t)(bytes)))

/** Bytes per element.
 * @param dtype A STRATA_DTYPE_* code.
 * @param size_out Receives the element size in bytes; not NULL.
 * @return STRATA_OK, or: unknown dtype → STRATA_ERROR_INVALID_ARGUMENT; size_out NULL →
 *   NULL_POINTER. */
STRATA_API strata_status strata_dtype_size(strata_dtype dtype, size_t* size_out);

/* ---- Memory ---------------------------------------------------------------------------- */

/** Allocation callbacks for owning tensors (views over caller memory never allocate).
 * Both callbacks may run on any thread. */
typedef struct strata_allocator {
  /** Must be sizeof(strata_allocator). */
  size_t struct_size;
  /** Returns `bytes` bytes aligned to `alignment` (a power of two, at least 64) or NULL
   * (→ STRATA_ERROR_OUT_OF_MEMORY). Never called for empty tensors, which need no storage. */
  void* (*allocate)(size_t bytes, size_t alignment, void* user_data);
  /** Frees a block with the same pointer, size and alignment it was allocated with. */
  void (*release)(void* ptr, size_t bytes, size_t alignment, void* user_data);
  /** Passed to both callbacks unchanged; may be NULL. */
  void* user_data;
} strata_allocator;

/** Installs allocator callbacks process-wide. Tensors keep releasing through the allocator that
 * made them. Thread-safe.
 * @param allocator The callbacks (copied; the struct need not outlive the call), or NULL to
 *   restore the built-in 64-byte aligned allocator.
 * @return STRATA_OK, or: struct_size wrong or a callback NULL → STRATA_ERROR_INVALID_ARGUMENT. */
STRATA_API strata_status strata_set_allocator(const strata_allocator* allocator);

/* Released blocks the built-in allocator keeps (see strata_allocator_release_retained). */

/** Frees every block the built-in allocator keeps now.
 *
 * Released blocks the built-in allocator keeps: blocks of 2 MiB or more are kept when their
 * tensor is released (at most 8 of them and at most the retention limit in bytes, the oldest
 * freed first) and serve a later allocation of the same size rounded to 2 MiB, which then pays no
 * page faults. Kept blocks count in the process's resident memory. strata_set_allocator with
 * callbacks frees them all. Every strata_allocator_* call is thread-safe. */
STRATA_API void strata_allocator_release_retained(void);
/** Sets the retention limit of the built-in allocator's kept blocks. Blocks beyond a lower
 * limit are freed at once, the oldest first. Thread-safe.
 * @param bytes The limit in bytes (the default is 256 MiB; 0 keeps nothing).
 * @return STRATA_OK, or: bytes < 0 → STRATA_ERROR_ARGUMENT_OUT_OF_RANGE (nothing changes). */
STRATA_API strata_status strata_allocator_set_retention_limit(int64_t bytes);
/** The retention limit of the built-in allocator. Thread-safe.
 * @return The limit in bytes. */
STRATA_API int64_t strata_allocator_retention_limit(void);
/** Bytes of the blocks kept now. Thread-safe.
 * @return The size in bytes of the kept blocks. */
STRATA_API int64_t strata_allocator_retained_bytes(void);
/** Bytes of storage held by live owning tensors now, whichever allocator made it (views over
 * caller memory and empty tensors hold none; kept blocks are not included). Thread-safe.
 * @return The size in bytes. */
STRATA_API int64_t strata_allocator_live_bytes(void);

/* ---- Logging ---------------------------------------------------------------------------- */

/** Levels of diagnostic messages, lowest first (spdlog's levels); STRATA_LOG_OFF delivers
 * nothing. */
enum {
  STRATA_LOG_TRACE = 0,    /**< Each transfer of the copy helper thread. */
  STRATA_LOG_DEBUG = 1,    /**< Rejected calls and the copy helper thread's start. */
  STRATA_LOG_INFO = 2,     /**< Information (nothing is logged at info or above today). */
  STRATA_LOG_WARN = 3,     /**< Warnings. */
  STRATA_LOG_ERROR = 4,    /**< Errors. */
  STRATA_LOG_CRITICAL = 5, /**< Critical errors. */
  STRATA_LOG_OFF = 6       /**< Nothing is delivered. */
};

/** Receives one message. Called on whichever thread logs, Strata's copy helper thread included,
 * possibly on several threads at once; it must return normally (no exception or longjmp across
 * the library).
 *
 * It may call Strata, strata_set_log_callback included. Those calls work as anywhere else, with
 * two differences: they log nothing (no message is delivered while the same thread is delivering
 * one, so a callback never recurses), and whatever they do to the thread's last error is undone
 * when the callback returns, so strata_last_error_code and strata_last_error_message after the
 * logged call report that call's failure. Inside the callback, they report the inner calls'.
 * @param level The message's level (STRATA_LOG_*).
 * @param message The text: UTF-8, NUL-terminated and valid during the call only.
 * @param source The C function or component that logged it: UTF-8, NUL-terminated and valid
 *   during the call only.
 * @param user_data The user_data given with the callback. */
typedef void (*strata_log_callback)(int32_t level, const char* message, const char* source,
                                    void* user_data);

/** Sends messages at `level` and above to callback.
 *
 * What is logged: each rejected call at debug (function, status and message), the copy helper
 * thread's start at debug and each of its transfers at trace; nothing at info or above, and
 * nothing on the success path unless trace is asked for. A message being delivered on another
 * thread while this runs may still reach the previous callback. Thread-safe.
 * @param level The lowest level delivered, STRATA_LOG_TRACE .. STRATA_LOG_OFF; ignored when
 *   callback is NULL.
 * @param callback The receiver, or NULL to restore the default sink: stderr, at the level the
 *   environment variable STRATA_LOG names when the library loads (trace, debug, info, warn,
 *   error, critical or off, in any case; unset or off: nothing; an unknown value is reported
 *   once on stderr and logs nothing).
 * @param user_data Passed to callback unchanged; may be NULL.
 * @return STRATA_OK, or: a callback with level outside [STRATA_LOG_TRACE, STRATA_LOG_OFF] →
 *   STRATA_ERROR_ARGUMENT_OUT_OF_RANGE (nothing changes). */
STRATA_API strata_status strata_set_log_callback(int32_t level, strata_log_callback callback,
                                                 void* user_data);

/* ---- Threads ---------------------------------------------------------------------------- */

/** The most threads strata_set_copy_threads accepts, on any machine. */
#define STRATA_MAX_COPY_THREADS 64

/** How many threads one large copy-like transfer (copy, fill, resize, reverse, broadcast, joins)
 * may use. The default is the machine's hardware thread count capped at 8 (copies are bound by
 * memory bandwidth, which a few cores saturate), and 1 when that count is unknown. Affects
 * transfers that start afterwards. Thread-safe.
 * @param threads 1 (the calling thread only) to STRATA_MAX_COPY_THREADS, whatever the machine:
 *   a transfer of 4 MiB or more is cut into that many parts with disjoint destinations (fewer
 *   when it has fewer rows), run by the caller and persistent helper threads started on first
 *   need. Results are the same byte for byte for every value; while the helpers serve another
 *   call, the caller runs all its parts itself.
 * @return STRATA_OK, or: threads outside [1, STRATA_MAX_COPY_THREADS] →
 *   STRATA_ERROR_ARGUMENT_OUT_OF_RANGE (nothing changes). */
STRATA_API strata_status strata_set_copy_threads(int32_t threads);
/** The current setting of strata_set_copy_threads.
 * @return 1 to STRATA_MAX_COPY_THREADS. */
STRATA_API int32_t strata_copy_threads(void);

/* ---- Tensors: creation and lifetime ---------------------------------------------------- */

/** An opaque, atomically reference-counted tensor handle: an owning tensor or a view over caller
 * memory or over another tensor's storage. */
typedef struct strata_tensor strata_tensor;

/** Releases the memory under a view over caller memory. Called exactly once, on whichever thread
 * releases the last reference to the view.
 * @param data The data pointer given at creation.
 * @param user_data The deleter_user_data given at creation. */
typedef void (*strata_deleter)(void* data, void* user_data);

/** Flags for strata_tensor_wrap. */
enum {
  STRATA_WRAP_READ_ONLY = 1 /**< The view refuses writes (STRATA_ERROR_READ_ONLY). */
};

/** Largest accepted rank. */
#define STRATA_MAX_RANK 1024

/** A new owning tensor, zero-filled. Storage is 64-byte aligned and holds
 * 1 + Σ (length−1)·stride elements (0 if empty).
 * @param dtype The element type (STRATA_DTYPE_*).
 * @param lengths The shape, rank entries; may be NULL when rank is 0 (rank 0 is one element).
 * @param rank The number of lengths, 0 .. STRATA_MAX_RANK.
 * @param strides NULL (with stride_count 0) or stride_count strides in elements.
 * @param stride_count 0 for automatic row-major strides (length-1 dimensions get stride 0; a
 *   zero-length dimension makes every stride 0), else exactly rank nonnegative strides that pass
 *   layout validation.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: out NULL, lengths NULL with rank > 0, strides NULL with
 *   stride_count > 0 → NULL_POINTER; unknown dtype → INVALID_ARGUMENT; rank < 0,
 *   rank > STRATA_MAX_RANK, a negative length or stride → ARGUMENT_OUT_OF_RANGE; stride_count
 *   not 0 or rank, a nonzero stride on a dimension of length ≤ 1, aliasing strides →
 *   INVALID_ARGUMENT; element count or storage beyond int64 → OVERFLOW; allocation failure →
 *   OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_create(strata_dtype dtype, const int64_t* lengths,
                                              int32_t rank, const int64_t* strides,
                                              int32_t stride_count, strata_tensor** out);
/** A new owning tensor whose elements are uninitialized; otherwise as strata_tensor_create.
 * @param dtype The element type (STRATA_DTYPE_*).
 * @param lengths The shape, rank entries; may be NULL when rank is 0 (rank 0 is one element).
 * @param rank The number of lengths, 0 .. STRATA_MAX_RANK.
 * @param strides NULL (with stride_count 0) or stride_count strides in elements.
 * @param stride_count 0 for automatic row-major strides, else exactly rank strides.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or the errors of strata_tensor_create. */
STRATA_API strata_status strata_tensor_create_uninitialized(strata_dtype dtype,
                                                            const int64_t* lengths, int32_t rank,
                                                            const int64_t* strides,
                                                            int32_t stride_count,
                                                            strata_tensor** out);

/** A new dense owning tensor holding a copy of data_length row-major elements at data.
 * @param dtype The element type (STRATA_DTYPE_*).
 * @param data The elements to copy (not kept); may be NULL when data_length is 0.
 * @param data_length The number of elements at data, ≥ 0.
 * @param lengths NULL with rank 0: the shape is [data_length]. Otherwise the shape (not NULL
 *   with rank 0: one element); data_length must be at least its element count.
 * @param rank The number of lengths.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: errors as strata_tensor_create, plus: data NULL with data_length > 0 →
 *   NULL_POINTER; data_length negative or too short → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_create_from_data(strata_dtype dtype, const void* data,
                                                        int64_t data_length,
                                                        const int64_t* lengths, int32_t rank,
                                                        strata_tensor** out);

/** A view over caller memory of data_length elements, like TensorSpan(T* data, nint dataLength,
 * lengths, strides).
 * @param dtype The element type (STRATA_DTYPE_*).
 * @param data The caller's memory (not copied; it must outlive the view, or be released by
 *   deleter); may be NULL when data_length is 0.
 * @param data_length The number of elements at data, ≥ 0.
 * @param lengths NULL with rank 0: the shape is [data_length] (1-D inference); otherwise the
 *   shape, as strata_tensor_create.
 * @param rank The number of lengths.
 * @param strides NULL (with stride_count 0) or stride_count strides in elements, as
 *   strata_tensor_create.
 * @param stride_count 0 for automatic row-major strides, else exactly rank strides.
 * @param flags 0 or STRATA_WRAP_READ_ONLY.
 * @param deleter May be NULL. Called exactly once with (data, deleter_user_data) when the last
 *   reference dies — only if this call succeeds; on failure the caller keeps ownership.
 * @param deleter_user_data Passed to deleter unchanged; may be NULL.
 * @param out Receives the new view (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: errors as strata_tensor_create_from_data, plus: data_length shorter than
 *   the storage the layout requires → ARGUMENT_OUT_OF_RANGE; unknown flags →
 *   INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_wrap(strata_dtype dtype, void* data, int64_t data_length,
                                            const int64_t* lengths, int32_t rank,
                                            const int64_t* strides, int32_t stride_count,
                                            int32_t flags, strata_deleter deleter,
                                            void* deleter_user_data, strata_tensor** out);

/** Adds a reference.
 * @param tensor The handle; NULL is ignored; a stale handle is reported through the last
 *   error. */
STRATA_API void strata_tensor_retain(strata_tensor* tensor);
/** Drops a reference; the last one frees the handle (storage lives while any view needs it).
 * Thread-safe.
 * @param tensor The handle; NULL is ignored. */
STRATA_API void strata_tensor_release(strata_tensor* tensor);
/** Number of live tensor handles in the process (for leak checks).
 * @return The count. */
STRATA_API int64_t strata_live_tensor_count(void);

/* ---- Queries (errors: NULL_POINTER, INVALID_HANDLE) ------------------------------------ */

/** The element type.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the STRATA_DTYPE_* code; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_dtype(const strata_tensor* tensor, strata_dtype* out);
/** The rank (number of dimensions).
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the rank; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_rank(const strata_tensor* tensor, int32_t* out);
/** Copies rank entries of the lengths into buffer.
 * @param tensor The tensor (borrowed); not NULL.
 * @param buffer Receives the rank lengths; not NULL unless the rank is 0.
 * @param capacity Entries available at buffer.
 * @return STRATA_OK, or: NULL_POINTER (tensor or buffer), INVALID_HANDLE; capacity < rank →
 *   ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_lengths(const strata_tensor* tensor, int64_t* buffer,
                                               int32_t capacity);
/** Copies rank entries of the strides (in elements) into buffer.
 * @param tensor The tensor (borrowed); not NULL.
 * @param buffer Receives the rank strides; not NULL unless the rank is 0.
 * @param capacity Entries available at buffer.
 * @return STRATA_OK, or: NULL_POINTER (tensor or buffer), INVALID_HANDLE; capacity < rank →
 *   ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_strides(const strata_tensor* tensor, int64_t* buffer,
                                               int32_t capacity);
/** Number of logical elements.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the element count; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_flattened_length(const strata_tensor* tensor, int64_t* out);
/** Elements of storage the view spans: 0 if empty, else 1 + Σ (length−1)·stride.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the element count; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_required_storage(const strata_tensor* tensor, int64_t* out);
/** Whether the tensor has no elements.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives 1 when empty, else 0; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_is_empty(const strata_tensor* tensor, int32_t* out);
/** Whether logical order is storage order without gaps or repeats.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives 1 when dense, else 0; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_is_dense(const strata_tensor* tensor, int32_t* out);
/** Whether the tensor is dense, or its innermost significant dimension has stride 1.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives 1 or 0; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_has_any_dense_dimensions(const strata_tensor* tensor,
                                                                int32_t* out);
/** Whether the tensor is a read-only view.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives 1 when read-only, else 0; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_is_read_only(const strata_tensor* tensor, int32_t* out);
/** Address of the element at all-zero indexes (the origin; not dereferenceable when empty).
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the address (owned by the tensor's storage); not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_data(const strata_tensor* tensor, void** out);

/* ---- Scalars with their dtype ------------------------------------------------------------ */

/* A typed function's scalar is one element of value_dtype at value (any STRATA_DTYPE_* code,
 * opaque ones included). It is converted to the dtype of the tensor it meets only when it fits:
 * - the same dtype: the bytes are used as they are;
 * - into an integer dtype or bool: the value must be integral and within the dtype's range
 *   (bool: 0 or 1); a bool value is 0 or 1. A finite fractional value → INVALID_ARGUMENT; NaN,
 *   infinities and values outside the range → OVERFLOW (as STRATA_CONVERT_CHECKED). Nothing
 *   wraps, truncates or saturates;
 * - into a floating-point dtype (float16, bfloat16, float32, float64): rounded to nearest, NaN
 *   and infinities kept; a finite value that would round to infinity → OVERFLOW;
 * - into a complex dtype: a real value becomes (value, 0); each part converts by the
 *   floating-point rule;
 * - a complex value into a real dtype, and an opaque dtype into any other dtype or from one →
 *   DTYPE_MISMATCH;
 * - an unknown value_dtype → INVALID_ARGUMENT; value NULL → NULL_POINTER.
 * Messages name the parameter, the value and both dtypes. A refused value writes nothing. */

/* ---- Element access -------------------------------------------------------------------- */

/** A position counted from the start or from the end of a dimension (.NET's NIndex). */
typedef struct strata_nindex {
  int64_t value;    /**< The distance from the start or the end; ≥ 0. */
  int32_t from_end; /**< 0: counted from the start; 1: counted from the end. */
  int32_t reserved; /**< Must be 0. */
} strata_nindex;

/** [start, end) of one dimension (.NET's NRange). */
typedef struct strata_nrange {
  strata_nindex start; /**< The first position (inclusive). */
  strata_nindex end;   /**< The end position (exclusive). */
} strata_nrange;

/** Copies one element (dtype size bytes) to value_out.
 * @param tensor The tensor (borrowed); not NULL.
 * @param indexes count indexes, one per dimension, each in [0, length).
 * @param count The number of indexes; must equal the rank.
 * @param value_out Receives the element (dtype size bytes); not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; count ≠ rank → ARGUMENT_OUT_OF_RANGE; an
 *   index outside [0, length) → INDEX_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_get(const strata_tensor* tensor, const int64_t* indexes,
                                           int32_t count, void* value_out);
/** Copies one element from value into the tensor, reading the tensor's element size at value
 * (strata_tensor_set_typed says what value holds).
 * @param tensor The tensor (borrowed); not NULL.
 * @param indexes count indexes, one per dimension, each in [0, length).
 * @param count The number of indexes; must equal the rank.
 * @param value The element (dtype size bytes); not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; count ≠ rank → ARGUMENT_OUT_OF_RANGE; an
 *   index outside [0, length) → INDEX_OUT_OF_RANGE; a read-only view → READ_ONLY. */
STRATA_API strata_status strata_tensor_set(strata_tensor* tensor, const int64_t* indexes,
                                           int32_t count, const void* value);
/** As strata_tensor_set with a value of value_dtype, converted to the tensor's dtype by the rules
 * of "Scalars with their dtype".
 * @param tensor The tensor (borrowed); not NULL.
 * @param indexes count indexes, one per dimension, each in [0, length).
 * @param count The number of indexes; must equal the rank.
 * @param value_dtype The dtype of the element at value (STRATA_DTYPE_*).
 * @param value One element of value_dtype; not NULL.
 * @return STRATA_OK, or: as strata_tensor_set, plus the conversion's errors. */
STRATA_API strata_status strata_tensor_set_typed(strata_tensor* tensor, const int64_t* indexes,
                                                 int32_t count, strata_dtype value_dtype,
                                                 const void* value);
/** As strata_tensor_get with NIndex positions.
 * @param tensor The tensor (borrowed); not NULL.
 * @param indexes count positions, one per dimension.
 * @param count The number of positions; must equal the rank.
 * @param value_out Receives the element (dtype size bytes); not NULL.
 * @return STRATA_OK, or: as strata_tensor_get, plus: a negative NIndex value →
 *   ARGUMENT_OUT_OF_RANGE; a nonzero reserved field → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_get_nindex(const strata_tensor* tensor,
                                                  const strata_nindex* indexes, int32_t count,
                                                  void* value_out);
/** As strata_tensor_set with NIndex positions (the tensor's element size is read at value).
 * @param tensor The tensor (borrowed); not NULL.
 * @param indexes count positions, one per dimension.
 * @param count The number of positions; must equal the rank.
 * @param value The element (dtype size bytes); not NULL.
 * @return STRATA_OK, or: as strata_tensor_set, plus: a negative NIndex value →
 *   ARGUMENT_OUT_OF_RANGE; a nonzero reserved field → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_set_nindex(strata_tensor* tensor,
                                                  const strata_nindex* indexes, int32_t count,
                                                  const void* value);
/** As strata_tensor_set_nindex with a value of value_dtype, converted to the tensor's dtype by the
 * rules of "Scalars with their dtype".
 * @param tensor The tensor (borrowed); not NULL.
 * @param indexes count positions, one per dimension.
 * @param count The number of positions; must equal the rank.
 * @param value_dtype The dtype of the element at value (STRATA_DTYPE_*).
 * @param value One element of value_dtype; not NULL.
 * @return STRATA_OK, or: as strata_tensor_set_nindex, plus the conversion's errors. */
STRATA_API strata_status strata_tensor_set_nindex_typed(strata_tensor* tensor,
                                                        const strata_nindex* indexes,
                                                        int32_t count, strata_dtype value_dtype,
                                                        const void* value);

/* ---- Slicing views (share storage; keep it alive) -------------------------------------- */

/** A view of one range per dimension, sharing storage (and keeping it alive). Dimensions of new
 * length ≤ 1 get stride 0; an empty result keeps the original origin.
 * @param tensor The tensor (borrowed); not NULL.
 * @param ranges count ranges, one per dimension.
 * @param count The number of ranges; must equal the rank.
 * @param out Receives the view (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; count ≠ rank, a range outside its
 *   dimension → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_slice(const strata_tensor* tensor,
                                             const strata_nrange* ranges, int32_t count,
                                             strata_tensor** out);
/** A view from each start to the end of its dimension, sharing storage.
 * @param tensor The tensor (borrowed); not NULL.
 * @param starts count starts, one per dimension.
 * @param count The number of starts; must equal the rank.
 * @param out Receives the view (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; count ≠ rank → ARGUMENT_OUT_OF_RANGE; a
 *   start outside [0, length) → INDEX_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_slice_nindex(const strata_tensor* tensor,
                                                    const strata_nindex* starts, int32_t count,
                                                    strata_tensor** out);
/** As strata_tensor_slice_nindex with plain starts.
 * @param tensor The tensor (borrowed); not NULL.
 * @param starts count starts, one per dimension, each in [0, length).
 * @param count The number of starts; must equal the rank.
 * @param out Receives the view (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; count ≠ rank, a start outside
 *   [0, length) → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_slice_starts(const strata_tensor* tensor,
                                                    const int64_t* starts, int32_t count,
                                                    strata_tensor** out);

/* ---- Whole-tensor writes and comparisons ----------------------------------------------- */

/** Writes *value (one element, read at the tensor's element size) to every logical element; gaps
 * untouched.
 * @param tensor The destination (borrowed); not NULL.
 * @param value One element of the tensor's dtype; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; READ_ONLY. */
STRATA_API strata_status strata_tensor_fill(strata_tensor* tensor, const void* value);
/** As strata_tensor_fill with a value of value_dtype, converted to the tensor's dtype by the rules
 * of "Scalars with their dtype".
 * @param tensor The destination (borrowed); not NULL.
 * @param value_dtype The dtype of the element at value (STRATA_DTYPE_*).
 * @param value One element of value_dtype; not NULL.
 * @return STRATA_OK, or: as strata_tensor_fill, plus the conversion's errors. */
STRATA_API strata_status strata_tensor_fill_typed(strata_tensor* tensor, strata_dtype value_dtype,
                                                  const void* value);
/** Writes zero to every logical element.
 * @param tensor The destination (borrowed); not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; READ_ONLY. */
STRATA_API strata_status strata_tensor_clear(strata_tensor* tensor);
/** Whether both are the same view: same origin, dtype, lengths and strides (not contents).
 * @param a The first tensor (borrowed); not NULL.
 * @param b The second tensor (borrowed); not NULL.
 * @param out Receives 1 when they are the same view, else 0; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_same_view(const strata_tensor* a, const strata_tensor* b,
                                                 int32_t* out);

/** Text form: "Tensor<Int32>[2, 2]" and, unless max_count is 0, a body (the layout of .NET's
 * Tensor.ToString, without its "System.Numerics.Tensors." prefix).
 * @param tensor The tensor (borrowed); not NULL.
 * @param maximum_lengths max_count entries: the body prints at most maximum_lengths[d] positions
 *   of dimension d, with ".." marking truncation; may be NULL when max_count is 0.
 * @param max_count 0 (the header line only) or the rank.
 * @param out Set to NULL on entry; receives, on success, a NUL-terminated string to free with
 *   strata_string_free; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; max_count not 0 or rank, or a negative
 *   maximum → ARGUMENT_OUT_OF_RANGE; maxima asking for a body longer than 0x3FFFFFDF characters
 *   (.NET's longest string), decided before any text is made → OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_to_string(const strata_tensor* tensor,
                                                 const int64_t* maximum_lengths,
                                                 int32_t max_count, char** out);
/** Frees a string from Strata.
 * @param text A string returned by Strata through a char** out; NULL is ignored. */
STRATA_API void strata_string_free(char* text);

#ifdef __cplusplus
}
#endif

/* The rest of the C ABI, by area (each part follows the conventions above). */
#include "strata/strata_copy.h" /* Copies, resize, reverse, broadcast, concatenate/stack/split and overlap rules. */
#include "strata/strata_views.h" /* View operators (reshape, squeeze, permute, ...), indexing and parameters. */
#include "strata/strata_elementwise.h" /* Elementwise operations, comparisons, reductions and conversions. */
#include "strata/strata_dlpack.h" /* DLPack export and import. */

#endif /* STRATA_STRATA_H */
