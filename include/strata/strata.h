/*
 * strata.h — the C ABI of Strata, a tensor-layout library.
 *
 * Conventions (apply to every function below):
 * - Lengths, strides (in elements), indexes and counts are int64_t; ranks, enums, status codes
 *   and 0/1 flags are int32_t; byte sizes are size_t. Arrays are passed as (pointer, count).
 * - Every fallible call returns a strata_status: STRATA_OK (0) or a negative code. After a
 *   failure, strata_last_error_message() describes it, naming the values involved.
 * - Out-parameters: a strata_tensor** out is set to NULL on entry and holds one new reference
 *   only on success; every other out is written only on success. A failed call writes nothing
 *   to any tensor or buffer.
 * - Every returned tensor handle needs exactly one strata_tensor_release.
 * - Thread safety: distinct handles are independent; concurrent readers of one handle are safe;
 *   concurrent writers of overlapping memory need the caller's synchronisation; reference
 *   counts are atomic; the last-error state is per thread.
 * - Handles are checked on entry: NULL → STRATA_ERROR_NULL_POINTER; a pointer that is not a
 *   live handle of this library (released, or foreign) → STRATA_ERROR_INVALID_HANDLE.
 *
 * Requires only <stdint.h>, <stddef.h> and strata_tables.h; C99 and C++ compatible.
 */
#ifndef STRATA_STRATA_H
#define STRATA_STRATA_H

#include <stddef.h>
#include <stdint.h>

#include "strata/strata_tables.h"

#ifdef __cplusplus
extern "C" {
#endif

#if defined(STRATA_BUILDING_LIBRARY)
#define STRATA_API __attribute__((visibility("default")))
#else
#define STRATA_API
#endif

/* ---- Version -------------------------------------------------------------------------- */

#define STRATA_VERSION_MAJOR 1
#define STRATA_VERSION_MINOR 0
#define STRATA_VERSION_PATCH 0
/* major * 10000 + minor * 100 + patch */
#define STRATA_VERSION (STRATA_VERSION_MAJOR * 10000 + STRATA_VERSION_MINOR * 100 + STRATA_VERSION_PATCH)
#define STRATA_VERSION_STRING "1.0.0"
/* Incremented only on an incompatible ABI change; equals the SONAME suffix (libstrata.so.1). */
#define STRATA_ABI_VERSION 1

/* Runtime version as STRATA_VERSION computes it, of the library actually loaded. */
STRATA_API int32_t strata_version(void);
/* "major.minor.patch"; static storage. */
STRATA_API const char* strata_version_string(void);
/* The ABI version of the loaded library. */
STRATA_API int32_t strata_abi_version(void);

/* ---- Status codes (fixed values; new codes are only appended) -------------------------- */

/* STRATA_OK and the STRATA_ERROR_* codes, each documented at its row of STRATA_STATUS_TABLE in
 * strata_tables.h. */
typedef int32_t strata_status;
enum { STRATA_STATUS_TABLE(STRATA_TABLE_ENUMERATOR) };

/* A static, never-NULL description of a status code ("unknown status" for other values). */
STRATA_API const char* strata_status_description(strata_status status);
/* The message of this thread's most recent failure ("" if none); valid until this thread's next
 * call into Strata. */
STRATA_API const char* strata_last_error_message(void);
/* The status of this thread's most recent failure (STRATA_OK if none). */
STRATA_API strata_status strata_last_error_code(void);
/* Forgets this thread's last failure. */
STRATA_API void strata_clear_last_error(void);

/* ---- Element types: DLPack type code << 8 | bits ------------------------------------- */

/* The STRATA_DTYPE_* codes, each documented at its row of STRATA_DTYPE_TABLE in
 * strata_tables.h. */
typedef int32_t strata_dtype;
enum { STRATA_DTYPE_TABLE(STRATA_TABLE_ENUMERATOR) };

/* Bytes per element. Errors: unknown dtype → STRATA_ERROR_INVALID_ARGUMENT. */
STRATA_API strata_status strata_dtype_size(strata_dtype dtype, size_t* size_out);

/* ---- Memory ---------------------------------------------------------------------------- */

/* Allocation callbacks for owning tensors (views over caller memory never allocate).
 * allocate: return `bytes` bytes aligned to `alignment` (a power of two, at least 64) or NULL
 * (→ STRATA_ERROR_OUT_OF_MEMORY). Never called for empty tensors, which need no storage.
 * release: free a block with the same pointer, size and alignment. Both may run on any thread.
 * struct_size must be sizeof(strata_allocator). */
typedef struct strata_allocator {
  size_t struct_size;
  void* (*allocate)(size_t bytes, size_t alignment, void* user_data);
  void (*release)(void* ptr, size_t bytes, size_t alignment, void* user_data);
  void* user_data;
} strata_allocator;

/* Installs allocator callbacks process-wide; NULL restores the built-in 64-byte aligned
 * allocator. Tensors keep releasing through the allocator that made them. Thread-safe.
 * Errors: struct_size wrong or a callback NULL → STRATA_ERROR_INVALID_ARGUMENT. */
STRATA_API strata_status strata_set_allocator(const strata_allocator* allocator);

/* Released blocks the built-in allocator keeps: blocks of 2 MiB or more are kept when their
 * tensor is released (at most 8 of them and at most the retention limit in bytes, the oldest
 * freed first) and serve a later allocation of the same size rounded to 2 MiB, which then pays no
 * page faults. Kept blocks count in the process's resident memory. strata_set_allocator with
 * callbacks frees them all. Every call here is thread-safe. */
/* Frees every kept block now. */
STRATA_API void strata_allocator_release_retained(void);
/* Sets the retention limit in bytes (the default is 256 MiB; 0 keeps nothing). Blocks beyond a
 * lower limit are freed at once, the oldest first.
 * Errors: bytes < 0 → STRATA_ERROR_ARGUMENT_OUT_OF_RANGE (nothing changes). */
STRATA_API strata_status strata_allocator_set_retention_limit(int64_t bytes);
/* The retention limit in bytes. */
STRATA_API int64_t strata_allocator_retention_limit(void);
/* Bytes of the blocks kept now. */
STRATA_API int64_t strata_allocator_retained_bytes(void);
/* Bytes of storage held by live owning tensors now, whichever allocator made it (views over
 * caller memory and empty tensors hold none; kept blocks are not included). */
STRATA_API int64_t strata_allocator_live_bytes(void);

/* ---- Logging ---------------------------------------------------------------------------- */

/* Levels of diagnostic messages, lowest first (spdlog's levels); STRATA_LOG_OFF delivers
 * nothing. */
enum {
  STRATA_LOG_TRACE = 0,
  STRATA_LOG_DEBUG = 1,
  STRATA_LOG_INFO = 2,
  STRATA_LOG_WARN = 3,
  STRATA_LOG_ERROR = 4,
  STRATA_LOG_CRITICAL = 5,
  STRATA_LOG_OFF = 6
};

/* Receives one message: its level (STRATA_LOG_*), its text and its source (the C function or
 * component that logged it), both UTF-8, NUL-terminated and valid during the call only, and the
 * user_data given with the callback. Called on whichever thread logs, Strata's copy helper
 * thread included, possibly on several threads at once; it must return normally (no exception or
 * longjmp across the library) and may call Strata. */
typedef void (*strata_log_callback)(int32_t level, const char* message, const char* source,
                                    void* user_data);

/* Sends messages at `level` and above to callback. callback NULL restores the default sink:
 * stderr, at the level the environment variable STRATA_LOG names when the library loads
 * (trace, debug, info, warn, error, critical or off, in any case; unset or off: nothing; an
 * unknown value is reported once on stderr and logs nothing); level is then ignored.
 * What is logged: each rejected call at debug (function, status and message), the copy helper
 * thread's start at debug and each of its transfers at trace; nothing at info or above, and
 * nothing on the success path unless trace is asked for. A message being delivered on another
 * thread while this runs may still reach the previous callback. Thread-safe.
 * Errors: a callback with level outside [STRATA_LOG_TRACE, STRATA_LOG_OFF] →
 * STRATA_ERROR_ARGUMENT_OUT_OF_RANGE (nothing changes). */
STRATA_API strata_status strata_set_log_callback(int32_t level, strata_log_callback callback,
                                                 void* user_data);

/* ---- Threads ---------------------------------------------------------------------------- */

/* How many threads one large copy-like transfer (copy, resize, reverse, broadcast, joins) may
 * use: 1 (the calling thread only) or 2 (the caller and one persistent helper thread, each
 * writing its own half of a transfer of 4 MiB or more; results are the same byte for byte).
 * The default is 2 on machines with at least two hardware threads, else 1. Affects transfers
 * that start afterwards. Thread-safe.
 * Errors: threads outside [1, 2] → STRATA_ERROR_ARGUMENT_OUT_OF_RANGE (nothing changes). */
STRATA_API strata_status strata_set_copy_threads(int32_t threads);
/* The current setting of strata_set_copy_threads. */
STRATA_API int32_t strata_copy_threads(void);

/* ---- Tensors: creation and lifetime ---------------------------------------------------- */

typedef struct strata_tensor strata_tensor;

/* Called exactly once, on whichever thread releases the last reference to a view over caller
 * memory; receives the data pointer given at creation and user_data. */
typedef void (*strata_deleter)(void* data, void* user_data);

/* Flags for strata_tensor_wrap. */
enum { STRATA_WRAP_READ_ONLY = 1 };

/* Largest accepted rank. */
#define STRATA_MAX_RANK 1024

/* A new owning tensor, zero-filled (create) or uninitialized. lengths/rank: the shape; rank 0
 * means the empty shape, which becomes [0]. strides/stride_count: stride_count 0 for automatic
 * row-major strides (length-1 dimensions get stride 0; a zero-length dimension makes every
 * stride 0), else exactly rank nonnegative strides that pass layout validation.
 * Storage is 64-byte aligned and holds 1 + Σ (length−1)·stride elements (0 if empty).
 * Errors: out NULL, lengths NULL with rank > 0, strides NULL with stride_count > 0 →
 * NULL_POINTER; unknown dtype → INVALID_ARGUMENT; rank < 0, rank > STRATA_MAX_RANK, a negative
 * length or stride → ARGUMENT_OUT_OF_RANGE; stride_count not 0 or rank, a nonzero stride on a
 * dimension of length ≤ 1, aliasing strides → INVALID_ARGUMENT; element count or storage
 * beyond int64 → OVERFLOW; allocation failure → OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_create(strata_dtype dtype, const int64_t* lengths,
                                              int32_t rank, const int64_t* strides,
                                              int32_t stride_count, strata_tensor** out);
STRATA_API strata_status strata_tensor_create_uninitialized(strata_dtype dtype,
                                                            const int64_t* lengths, int32_t rank,
                                                            const int64_t* strides,
                                                            int32_t stride_count,
                                                            strata_tensor** out);

/* A new dense owning tensor holding a copy of data_length row-major elements at data.
 * lengths NULL and rank 0: the shape is [data_length]. Otherwise the shape is lengths (rank 0 →
 * [0]) and data_length must be at least its element count. Errors as strata_tensor_create,
 * plus: data NULL with data_length > 0 → NULL_POINTER; data_length negative or too short →
 * ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_create_from_data(strata_dtype dtype, const void* data,
                                                        int64_t data_length,
                                                        const int64_t* lengths, int32_t rank,
                                                        strata_tensor** out);

/* A view over caller memory of data_length elements, like TensorSpan(T* data, nint dataLength,
 * lengths, strides). lengths NULL and rank 0: the shape is [data_length] (1-D inference);
 * otherwise as strata_tensor_create. flags: 0 or STRATA_WRAP_READ_ONLY. deleter (may be NULL)
 * is called exactly once with (data, deleter_user_data) when the last reference dies — only if
 * this call succeeds; on failure the caller keeps ownership.
 * Errors as strata_tensor_create_from_data, plus: data_length shorter than the storage the
 * layout requires → ARGUMENT_OUT_OF_RANGE; unknown flags → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_wrap(strata_dtype dtype, void* data, int64_t data_length,
                                            const int64_t* lengths, int32_t rank,
                                            const int64_t* strides, int32_t stride_count,
                                            int32_t flags, strata_deleter deleter,
                                            void* deleter_user_data, strata_tensor** out);

/* Adds a reference. NULL is ignored; a stale handle is reported through the last error. */
STRATA_API void strata_tensor_retain(strata_tensor* tensor);
/* Drops a reference; the last one frees the handle (storage lives while any view needs it).
 * NULL is ignored. Thread-safe. */
STRATA_API void strata_tensor_release(strata_tensor* tensor);
/* Number of live tensor handles in the process (for leak checks). */
STRATA_API int64_t strata_live_tensor_count(void);

/* ---- Queries (errors: NULL_POINTER, INVALID_HANDLE) ------------------------------------ */

STRATA_API strata_status strata_tensor_dtype(const strata_tensor* tensor, strata_dtype* out);
STRATA_API strata_status strata_tensor_rank(const strata_tensor* tensor, int32_t* out);
/* Copies rank entries into buffer. Error: capacity < rank → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_lengths(const strata_tensor* tensor, int64_t* buffer,
                                               int32_t capacity);
STRATA_API strata_status strata_tensor_strides(const strata_tensor* tensor, int64_t* buffer,
                                               int32_t capacity);
/* Number of logical elements. */
STRATA_API strata_status strata_tensor_flattened_length(const strata_tensor* tensor, int64_t* out);
/* Elements of storage the view spans: 0 if empty, else 1 + Σ (length−1)·stride. */
STRATA_API strata_status strata_tensor_required_storage(const strata_tensor* tensor, int64_t* out);
STRATA_API strata_status strata_tensor_is_empty(const strata_tensor* tensor, int32_t* out);
/* 1 when logical order is storage order without gaps or repeats. */
STRATA_API strata_status strata_tensor_is_dense(const strata_tensor* tensor, int32_t* out);
/* 1 when dense, or the innermost significant dimension has stride 1. */
STRATA_API strata_status strata_tensor_has_any_dense_dimensions(const strata_tensor* tensor,
                                                                int32_t* out);
STRATA_API strata_status strata_tensor_is_read_only(const strata_tensor* tensor, int32_t* out);
/* Address of the element at all-zero indexes (the origin; not dereferenceable when empty). */
STRATA_API strata_status strata_tensor_data(const strata_tensor* tensor, void** out);

/* ---- Element access -------------------------------------------------------------------- */

/* A position counted from the start (from_end 0) or from the end (from_end 1): value ≥ 0. */
typedef struct strata_nindex {
  int64_t value;
  int32_t from_end;
  int32_t reserved; /* must be 0 */
} strata_nindex;

/* [start, end) of one dimension. */
typedef struct strata_nrange {
  strata_nindex start;
  strata_nindex end;
} strata_nrange;

/* Copies one element (dtype size bytes) to value_out / from value. indexes: count entries.
 * Errors: count ≠ rank → ARGUMENT_OUT_OF_RANGE; an index outside [0, length) →
 * INDEX_OUT_OF_RANGE; set on a read-only view → READ_ONLY; a negative NIndex value or nonzero
 * reserved field → ARGUMENT_OUT_OF_RANGE / INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_get(const strata_tensor* tensor, const int64_t* indexes,
                                           int32_t count, void* value_out);
STRATA_API strata_status strata_tensor_set(strata_tensor* tensor, const int64_t* indexes,
                                           int32_t count, const void* value);
STRATA_API strata_status strata_tensor_get_nindex(const strata_tensor* tensor,
                                                  const strata_nindex* indexes, int32_t count,
                                                  void* value_out);
STRATA_API strata_status strata_tensor_set_nindex(strata_tensor* tensor,
                                                  const strata_nindex* indexes, int32_t count,
                                                  const void* value);

/* ---- Slicing views (share storage; keep it alive) -------------------------------------- */

/* One range per dimension. Errors: count ≠ rank, a range outside its dimension →
 * ARGUMENT_OUT_OF_RANGE. Dimensions of new length ≤ 1 get stride 0; an empty result keeps the
 * original origin. */
STRATA_API strata_status strata_tensor_slice(const strata_tensor* tensor,
                                             const strata_nrange* ranges, int32_t count,
                                             strata_tensor** out);
/* From each start to the end of its dimension. Errors: count ≠ rank → ARGUMENT_OUT_OF_RANGE;
 * a start outside [0, length) → INDEX_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_slice_nindex(const strata_tensor* tensor,
                                                    const strata_nindex* starts, int32_t count,
                                                    strata_tensor** out);
/* As slice_nindex with plain starts, but a start outside [0, length) →
 * ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_slice_starts(const strata_tensor* tensor,
                                                    const int64_t* starts, int32_t count,
                                                    strata_tensor** out);

/* ---- Whole-tensor writes and comparisons ----------------------------------------------- */

/* Writes *value (one element) to every logical element; gaps untouched. Errors: READ_ONLY. */
STRATA_API strata_status strata_tensor_fill(strata_tensor* tensor, const void* value);
/* Writes zero to every logical element. Errors: READ_ONLY. */
STRATA_API strata_status strata_tensor_clear(strata_tensor* tensor);
/* 1 when both are the same view: same origin, dtype, lengths and strides (not contents). */
STRATA_API strata_status strata_tensor_same_view(const strata_tensor* a, const strata_tensor* b,
                                                 int32_t* out);

/* Text form: "Tensor<Int32>[2, 2]" and, unless max_count is 0, a body printing at most
 * maximum_lengths[d] positions of dimension d with ".." marking truncation (the layout of .NET's
 * Tensor.ToString, without its "System.Numerics.Tensors." prefix). *out is set to NULL on entry
 * and receives, on success, a NUL-terminated string to free with strata_string_free. Errors:
 * max_count not 0 or rank, or a negative maximum → ARGUMENT_OUT_OF_RANGE; maxima asking for a
 * body longer than 0x3FFFFFDF characters (.NET's longest string), decided before any text is
 * made → OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_to_string(const strata_tensor* tensor,
                                                 const int64_t* maximum_lengths,
                                                 int32_t max_count, char** out);
/* Frees a string from Strata; NULL is ignored. */
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
