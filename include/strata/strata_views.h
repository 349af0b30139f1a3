/* strata_views.h — View operators (reshape, squeeze, permute, ...), indexing and parameters.
 * Part of the C ABI; include "strata/strata.h". Conventions are stated at the top of strata.h. */
#ifndef STRATA_STRATA_VIEWS_H
#define STRATA_STRATA_VIEWS_H

#include "strata/strata.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- View operators ---------------------------------------------------------------------
 * Every function here returns a view sharing the input's storage (writes through the view show
 * in the input and vice versa) unless it says otherwise. Strides are never negative. Dimension
 * arguments of the MindSpore-named operators (swapaxes, movedim, narrow, diagonal, unbind and
 * the splits) may be negative, counting from the back; out of range → ARGUMENT_OUT_OF_RANGE.
 * Common errors: NULL_POINTER, INVALID_HANDLE; count < 0 → ARGUMENT_OUT_OF_RANGE. A count that
 * cannot be right is refused before the array it counts is read. */

/* New lengths over the same elements (view() and reshape() alike: never a copy). One entry may
 * be -1 (inferred). Non-dense inputs reshape when the new shape can be expressed over their
 * strides. An empty tensor with count 0 gives lengths [0] (as System.Numerics.Tensors 11.0.0).
 * Errors: count > STRATA_MAX_RANK → ARGUMENT_OUT_OF_RANGE; INVALID_ARGUMENT: count 0 for a
 * non-empty tensor, two -1 entries, -1 with other lengths multiplying to 0, another negative length, a different
 * element count, a layout that would need a copy. Same lengths → the same view. */
STRATA_API strata_status strata_tensor_reshape(const strata_tensor* tensor, const int64_t* lengths,
                                               int32_t count, strata_tensor** out);
/* reshape to like's lengths (view_as). */
STRATA_API strata_status strata_tensor_view_as(const strata_tensor* tensor,
                                               const strata_tensor* like, strata_tensor** out);
/* Removes every length-1 dimension; never rank 0 ([1, 1] → [1]). */
STRATA_API strata_status strata_tensor_squeeze(const strata_tensor* tensor, strata_tensor** out);
/* Removes dimension, which must have length 1 ([1] stays [1]). Errors: dimension < 0 →
 * ARGUMENT_OUT_OF_RANGE; dimension ≥ rank or length ≠ 1 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_squeeze_dimension(const strata_tensor* tensor,
                                                         int64_t dimension, strata_tensor** out);
/* Inserts a length-1 dimension at position (0..rank). Errors: position < 0 →
 * ARGUMENT_OUT_OF_RANGE; position > rank → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_unsqueeze(const strata_tensor* tensor, int64_t position,
                                                 strata_tensor** out);
/* Result dimension k is input dimension dims[k]; count 0 reverses all axes. Error: count not 0
 * or rank, or not a permutation of 0..rank-1 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_permute(const strata_tensor* tensor, const int64_t* dims,
                                               int32_t count, strata_tensor** out);
/* Swaps the last two dimensions. Error: rank < 2 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_transpose(const strata_tensor* tensor, strata_tensor** out);
/* Swaps dimensions a and b (swapaxes / swapdims). */
STRATA_API strata_status strata_tensor_swapaxes(const strata_tensor* tensor, int64_t a, int64_t b,
                                                strata_tensor** out);
/* Moves dimension source[i] to destination[i] (count pairs); the others keep their order.
 * Error: count > rank, a repeated source or destination → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_movedim(const strata_tensor* tensor, const int64_t* source,
                                               const int64_t* destination, int32_t count,
                                               strata_tensor** out);
/* t(): rank 1 unchanged, rank 2 transposed. Error: rank > 2 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_t(const strata_tensor* tensor, strata_tensor** out);
/* Elements [start, start + length) of dimension; a negative start counts from the back
 * (start ∈ [−length, length]). Error: start outside that range, length < 0 or start + length
 * past the end → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_narrow(const strata_tensor* tensor, int64_t dimension,
                                              int64_t start, int64_t length, strata_tensor** out);
/* The diagonal of (dim1, dim2) shifted by offset (> 0 above the main diagonal), appended as the
 * last dimension; any offset past the matrix (up to INT64_MIN / INT64_MAX) gives length 0.
 * Errors: dim1 and dim2 the same, rank < 2 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_diagonal(const strata_tensor* tensor, int64_t offset,
                                                int64_t dim1, int64_t dim2, strata_tensor** out);
/* Broadcast view (stride 0 on expanded dimensions) to lengths (count ≥ rank; -1 keeps a length).
 * Errors: count > STRATA_MAX_RANK → ARGUMENT_OUT_OF_RANGE; incompatible lengths →
 * SHAPE_MISMATCH; more elements than int64 counts → OVERFLOW. */
STRATA_API strata_status strata_tensor_expand(const strata_tensor* tensor, const int64_t* lengths,
                                              int32_t count, strata_tensor** out);
STRATA_API strata_status strata_tensor_expand_as(const strata_tensor* tensor,
                                                 const strata_tensor* like, strata_tensor** out);
/* *out = 1 when row-major contiguous (dense). */
STRATA_API strata_status strata_tensor_is_contiguous(const strata_tensor* tensor, int32_t* out);
/* The same view (a new reference) when contiguous, otherwise a new dense copy. */
STRATA_API strata_status strata_tensor_contiguous(const strata_tensor* tensor, strata_tensor** out);

/* ---- Splitting into views ----------------------------------------------------------------
 * Each function writes its pieces to pieces[0 .. *count_out) (one new reference each) and the
 * number of pieces to *count_out. The number of pieces follows from the arguments alone and is
 * checked before any piece is made (and before a sections list is read), so its size never
 * costs time or memory. With pieces NULL and capacity 0 only *count_out is written (a size
 * query): it fails as the call itself would, but makes no piece. Errors: more than INT32_MAX
 * pieces → OVERFLOW (size queries too); capacity smaller than the number of pieces →
 * ARGUMENT_OUT_OF_RANGE, the message naming the number; count_out NULL, or pieces NULL with
 * capacity ≠ 0 → NULL_POINTER; capacity < 0 → ARGUMENT_OUT_OF_RANGE. Nothing is written on
 * failure. */

/* The length(dimension) slices along dimension, without it (rank 1 gives [1]-shaped pieces). */
STRATA_API strata_status strata_tensor_unbind(const strata_tensor* tensor, int64_t dimension,
                                              strata_tensor** pieces, int32_t capacity,
                                              int32_t* count_out);
/* ⌈length / size⌉ pieces of `size` (the last may be shorter; a length-0 dimension gives one
 * empty piece). Error: size ≤ 0 → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_split_size(const strata_tensor* tensor, int64_t size,
                                                  int64_t dimension, strata_tensor** pieces,
                                                  int32_t capacity, int32_t* count_out);
/* section_count pieces of the given lengths. Error: negative entries or a sum ≠ length →
 * INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_split_sections(const strata_tensor* tensor,
                                                      const int64_t* sections,
                                                      int32_t section_count, int64_t dimension,
                                                      strata_tensor** pieces, int32_t capacity,
                                                      int32_t* count_out);
/* tensor_split into `sections` nearly equal pieces (the first length % sections are one
 * longer; sections beyond the length are empty). Error: sections ≤ 0 → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_tensor_split_count(const strata_tensor* tensor,
                                                          int64_t sections, int64_t dimension,
                                                          strata_tensor** pieces,
                                                          int32_t capacity, int32_t* count_out);
/* tensor_split at the given split points (index_count + 1 pieces; points clamp like Python
 * slice bounds). */
STRATA_API strata_status strata_tensor_tensor_split_indices(const strata_tensor* tensor,
                                                            const int64_t* indices,
                                                            int32_t index_count, int64_t dimension,
                                                            strata_tensor** pieces,
                                                            int32_t capacity, int32_t* count_out);
/* tensor_split along dimension 1 (0 for rank 1): hsplit; along dimension 0: vsplit (rank ≥ 2,
 * else INVALID_ARGUMENT). */
STRATA_API strata_status strata_tensor_hsplit_count(const strata_tensor* tensor, int64_t sections,
                                                    strata_tensor** pieces, int32_t capacity,
                                                    int32_t* count_out);
STRATA_API strata_status strata_tensor_hsplit_indices(const strata_tensor* tensor,
                                                      const int64_t* indices, int32_t index_count,
                                                      strata_tensor** pieces, int32_t capacity,
                                                      int32_t* count_out);
STRATA_API strata_status strata_tensor_vsplit_count(const strata_tensor* tensor, int64_t sections,
                                                    strata_tensor** pieces, int32_t capacity,
                                                    int32_t* count_out);
STRATA_API strata_status strata_tensor_vsplit_indices(const strata_tensor* tensor,
                                                      const int64_t* indices, int32_t index_count,
                                                      strata_tensor** pieces, int32_t capacity,
                                                      int32_t* count_out);

/* ---- Indexing (NumPy / MindSpore t[...]) -------------------------------------------------
 * An index is an array of items, as in t[item0, item1, ...]. The struct is blittable (40 bytes,
 * no padding before `tensor`): ctypes and P/Invoke declare it field for field.
 *   STRATA_INDEX_INTEGER  value = position; negative counts from the back.
 *   STRATA_INDEX_SLICE    value:stop:step with Python semantics; a bound or the step is used
 *                         only when its flag (STRATA_SLICE_HAS_START/_STOP/_STEP) is set,
 *                         otherwise it is omitted (default step 1; step 0 → INVALID_ARGUMENT).
 *                         Any int64 bound or step is valid (INT64_MIN too): bounds clamp to the
 *                         axis, and a step at least as long as the axis selects one element.
 *   STRATA_INDEX_NONE     inserts a length-1 dimension.
 *   STRATA_INDEX_ELLIPSIS every dimension not otherwise indexed (at most one per index).
 *   STRATA_INDEX_BOOL     value 1 (True) or 0 (False): a new dimension of length 1 or 0.
 *   STRATA_INDEX_TENSOR   tensor (borrowed for the call): integer dtype → positions along one
 *                         dimension (negative from the back); bool dtype → a mask covering as
 *                         many dimensions as its rank, whose lengths it must equal.
 * Lists are a binding concern: a list of bools becomes a bool tensor, any other list an int64
 * tensor (bools inside an int list as 0/1). Unused fields must be 0 / NULL.
 * Basic items (integer, slice with step ≥ 1, None, Ellipsis) give a view; a negative step or any
 * advanced item (bool, tensor) gives a new dense tensor. Advanced items — and integers, once
 * one is present — broadcast together; their dimensions stand where the first of them stands
 * when they are adjacent in the item array, else in front. Indexing every dimension with an
 * integer gives shape [1]. */
enum {
  STRATA_INDEX_INTEGER = 0,
  STRATA_INDEX_SLICE = 1,
  STRATA_INDEX_NONE = 2,
  STRATA_INDEX_ELLIPSIS = 3,
  STRATA_INDEX_BOOL = 4,
  STRATA_INDEX_TENSOR = 5
};
enum { STRATA_SLICE_HAS_START = 1, STRATA_SLICE_HAS_STOP = 2, STRATA_SLICE_HAS_STEP = 4 };

typedef struct strata_index_item {
  int32_t kind;                /* STRATA_INDEX_* */
  int32_t flags;               /* slices: STRATA_SLICE_HAS_* bits; otherwise 0 */
  int64_t value;               /* integer position, bool 0/1, or slice start */
  int64_t stop;                /* slice stop */
  int64_t step;                /* slice step */
  const strata_tensor* tensor; /* STRATA_INDEX_TENSOR only */
} strata_index_item;

/* tensor[items]. Errors: count > 2 × STRATA_MAX_RANK (as NumPy, which unpacks at most twice its
 * maximum rank) → ARGUMENT_OUT_OF_RANGE; an unknown kind, flags, bool value or nonzero unused
 * field, two Ellipsis items, a slice step of 0 → INVALID_ARGUMENT; more dimensions indexed than
 * the rank, or a position outside its axis → INDEX_OUT_OF_RANGE; a mask whose lengths differ
 * from the dimensions it covers, index tensors that do not broadcast → SHAPE_MISMATCH; a
 * floating-point index tensor → DTYPE_MISMATCH. Messages name the item, the axis and the
 * values. */
STRATA_API strata_status strata_tensor_index(const strata_tensor* tensor,
                                             const strata_index_item* items, int32_t count,
                                             strata_tensor** out);

/* Operators of index assignment: tensor[items] = value, or tensor[items] op= value. */
enum {
  STRATA_ASSIGN = 0,
  STRATA_ASSIGN_ADD = 1,
  STRATA_ASSIGN_SUBTRACT = 2,
  STRATA_ASSIGN_MULTIPLY = 3,
  STRATA_ASSIGN_DIVIDE = 4,       /* integers: truncating toward zero */
  STRATA_ASSIGN_MODULO = 5,       /* Python %: the result takes the divisor's sign */
  STRATA_ASSIGN_POWER = 6,
  STRATA_ASSIGN_FLOOR_DIVIDE = 7  /* Python //: rounds toward negative infinity */
};

/* tensor[items] op= value: value is broadcast to the indexed lengths (extra leading length-1
 * dimensions allowed) and cast to tensor's dtype (integers wrap, floats truncate toward zero with
 * NaN → 0, nonzero → true); the arithmetic runs in tensor's dtype. When an advanced index names
 * a position more than once, the last write in row-major order of the index wins (also for
 * op=, which reads all old values first). A value sharing tensor's storage is read completely
 * before the first write. Errors: as strata_tensor_index, plus READ_ONLY; value not
 * broadcastable → SHAPE_MISMATCH; unknown op → INVALID_ARGUMENT; integer / // % by zero or an
 * integer ** with a negative exponent → INVALID_ARGUMENT. Nothing is written on failure. */
STRATA_API strata_status strata_tensor_index_assign(strata_tensor* tensor,
                                                    const strata_index_item* items, int32_t count,
                                                    const strata_tensor* value, int32_t op);
/* As strata_tensor_index_assign with one element of value_dtype at value. */
STRATA_API strata_status strata_tensor_index_assign_scalar(strata_tensor* tensor,
                                                           const strata_index_item* items,
                                                           int32_t count, strata_dtype value_dtype,
                                                           const void* value, int32_t op);

/* ---- Parameters (named tensors) ----------------------------------------------------------
 * A parameter = a tensor + a name + a requires_grad flag. It shares the tensor's storage.
 * Handles are checked like tensor handles (NULL_POINTER / INVALID_HANDLE) and need exactly one
 * strata_parameter_release. Strings returned through char** are freed with strata_string_free. */
typedef struct strata_parameter strata_parameter;

/* A parameter over data (a new reference to the same storage). name: NUL-terminated UTF-8. */
STRATA_API strata_status strata_parameter_create(const strata_tensor* data, const char* name,
                                                 int32_t requires_grad, strata_parameter** out);
/* A scalar parameter holding one element of dtype read from value: its data has shape [1] and
 * its description shows shape=(). */
STRATA_API strata_status strata_parameter_create_scalar(strata_dtype dtype, const void* value,
                                                        const char* name, int32_t requires_grad,
                                                        strata_parameter** out);
/* NULL is ignored. */
STRATA_API void strata_parameter_release(strata_parameter* parameter);
STRATA_API strata_status strata_parameter_name(const strata_parameter* parameter, char** out);
STRATA_API strata_status strata_parameter_requires_grad(const strata_parameter* parameter,
                                                        int32_t* out);
/* value must be 0 or 1 (else INVALID_ARGUMENT). */
STRATA_API strata_status strata_parameter_set_requires_grad(strata_parameter* parameter,
                                                            int32_t value);
/* A new reference to the parameter's tensor (a view of the same storage). */
STRATA_API strata_status strata_parameter_data(const strata_parameter* parameter,
                                               strata_tensor** out);
/* Overwrites the elements with value cast to the parameter's dtype. Errors: lengths differ →
 * SHAPE_MISMATCH; read-only data → READ_ONLY. */
STRATA_API strata_status strata_parameter_set_data(strata_parameter* parameter,
                                                   const strata_tensor* value);
/* "Parameter (name=w, shape=(5, 3), dtype=Float32, requires_grad=True)". */
STRATA_API strata_status strata_parameter_describe(const strata_parameter* parameter, char** out);
/* ParameterTuple.clone(prefix): clones_out[i] is a copy of parameters[i] (dense copy of its data,
 * same flags) named "<prefix>.<name>". Errors: empty prefix → INVALID_ARGUMENT. */
STRATA_API strata_status strata_parameter_tuple_clone(const strata_parameter* const* parameters,
                                                      int32_t count, const char* prefix,
                                                      strata_parameter** clones_out);
/* Python's tuple text of the descriptions: "(Parameter (...), Parameter (...))". */
STRATA_API strata_status strata_parameter_tuple_describe(const strata_parameter* const* parameters,
                                                         int32_t count, char** out);

#ifdef __cplusplus
}
#endif

#endif /* STRATA_STRATA_VIEWS_H */
