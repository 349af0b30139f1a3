/**
 * @file strata_views.h
 * @brief View operators (reshape, squeeze, permute, ...), indexing and parameters.
 *
 * Part of the C ABI; include "strata/strata.h". Conventions are stated at the top of strata.h.
 */
#ifndef STRATA_STRATA_VIEWS_H
#define STRATA_STRATA_VIEWS_H

#include "strata/strata.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- View operators --------------------------------------------------------------------- */
/** @name View operators
 * Every function here returns a view sharing the input's storage (writes through the view show
 * in the input and vice versa) unless it says otherwise. Strides are never negative. Dimension
 * arguments of the MindSpore-named operators (swapaxes, movedim, narrow, diagonal, unbind and
 * the splits) may be negative, counting from the back; out of range → ARGUMENT_OUT_OF_RANGE.
 * Common errors: NULL_POINTER, INVALID_HANDLE; count < 0 → ARGUMENT_OUT_OF_RANGE. A count that
 * cannot be right is refused before the array it counts is read.
 * @{ */

/** New lengths over the same elements (view() and reshape() alike: never a copy). One entry may be
 * -1 (inferred). Non-dense inputs reshape when the new shape can be expressed over their strides.
 * An empty tensor with count 0 gives lengths [0] (as System.Numerics.Tensors 11.0.0).
 * @param tensor The tensor (borrowed); not NULL.
 * @param lengths count new lengths; one entry may be -1 (inferred); may be NULL when count is 0.
 * @param count The number of lengths (the new rank).
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: count > STRATA_MAX_RANK → ARGUMENT_OUT_OF_RANGE; INVALID_ARGUMENT: count
 *   0 for a non-empty tensor, two -1 entries, -1 with other lengths multiplying to 0, another
 *   negative length, a different element count, a layout that would need a copy. Same lengths →
 *   the same view. */
STRATA_API strata_status strata_tensor_reshape(const strata_tensor* tensor, const int64_t* lengths,
                                               int32_t count, strata_tensor** out);
/** reshape to like's lengths (view_as).
 * @param tensor The tensor (borrowed); not NULL.
 * @param like The tensor whose lengths are taken (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: the errors of strata_tensor_reshape. */
STRATA_API strata_status strata_tensor_view_as(const strata_tensor* tensor,
                                               const strata_tensor* like, strata_tensor** out);
/** The real part of each element, as a view (NumPy's .real): for a complex64 (complex128) tensor
 * a float32 (float64) view sharing its storage, with the same lengths, every stride doubled and
 * the origin at the first element's real part; read-only when tensor is. A real (integer or
 * floating-point) tensor's real part is the same view.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: BOOL or opaque tensor → DTYPE_MISMATCH; a doubled stride beyond int64 →
 *   OVERFLOW. */
STRATA_API strata_status strata_tensor_real(const strata_tensor* tensor, strata_tensor** out);
/** The imaginary part of each element of a complex tensor, as a view (NumPy's .imag): as
 * strata_tensor_real with the origin at the first element's imaginary part.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: a tensor that is not complex → DTYPE_MISMATCH; a doubled stride beyond
 *   int64 → OVERFLOW. */
STRATA_API strata_status strata_tensor_imag(const strata_tensor* tensor, strata_tensor** out);
/** Removes every length-1 dimension; as System.Numerics.Tensors, never makes rank 0 ([1, 1] →
 * [1]); a rank-0 tensor gives itself.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_squeeze(const strata_tensor* tensor, strata_tensor** out);
/** Removes dimension, which must have length 1 ([1] stays [1]).
 * @param tensor The tensor (borrowed); not NULL.
 * @param dimension The dimension, in [0, rank).
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: dimension < 0 → ARGUMENT_OUT_OF_RANGE; dimension ≥ rank or length ≠ 1 →
 *   INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_squeeze_dimension(const strata_tensor* tensor,
                                                         int64_t dimension, strata_tensor** out);
/** Inserts a length-1 dimension at position (0..rank).
 * @param tensor The tensor (borrowed); not NULL.
 * @param position Where the new dimension goes, 0 .. rank.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: position < 0 → ARGUMENT_OUT_OF_RANGE; position > rank →
 *   INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_unsqueeze(const strata_tensor* tensor, int64_t position,
                                                 strata_tensor** out);
/** Result dimension k is input dimension dims[k]; count 0 reverses all axes.
 * @param tensor The tensor (borrowed); not NULL.
 * @param dims count dimension numbers, a permutation of 0 .. rank-1; may be NULL when count is 0.
 * @param count 0 (reverse all axes) or the rank.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: count not 0 or rank, or not a permutation of 0..rank-1 →
 *   INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_permute(const strata_tensor* tensor, const int64_t* dims,
                                               int32_t count, strata_tensor** out);
/** Swaps the last two dimensions.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: rank < 2 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_transpose(const strata_tensor* tensor, strata_tensor** out);
/** Swaps dimensions a and b (swapaxes / swapdims).
 * @param tensor The tensor (borrowed); not NULL.
 * @param a The first dimension; negative counts from the back.
 * @param b The second dimension; negative counts from the back.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; a dimension out of range →
 *   ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_swapaxes(const strata_tensor* tensor, int64_t a, int64_t b,
                                                strata_tensor** out);
/** Moves dimension source[i] to destination[i] (count pairs); the others keep their order.
 * @param tensor The tensor (borrowed); not NULL.
 * @param source count dimensions to move; negative counts from the back.
 * @param destination count positions they move to; negative counts from the back.
 * @param count The number of (source, destination) pairs.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: count > rank, a repeated source or destination → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_movedim(const strata_tensor* tensor, const int64_t* source,
                                               const int64_t* destination, int32_t count,
                                               strata_tensor** out);
/** t(): rank 1 unchanged, rank 2 transposed.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: rank > 2 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_t(const strata_tensor* tensor, strata_tensor** out);
/** Elements [start, start + length) of dimension; a negative start counts from the back (start ∈
 * [−length, length]).
 * @param tensor The tensor (borrowed); not NULL.
 * @param dimension The dimension; negative counts from the back.
 * @param start The first element; negative counts from the back, in [−length, length].
 * @param length The number of elements kept, ≥ 0.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: start outside that range, length < 0 or start + length past the end →
 *   ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_narrow(const strata_tensor* tensor, int64_t dimension,
                                              int64_t start, int64_t length, strata_tensor** out);
/** The diagonal of (dim1, dim2) shifted by offset (> 0 above the main diagonal), appended as the
 * last dimension; any offset past the matrix (up to INT64_MIN / INT64_MAX) gives length 0.
 * @param tensor The tensor (borrowed); not NULL.
 * @param offset The diagonal's offset (> 0 above the main diagonal, < 0 below).
 * @param dim1 The first dimension of the matrices; negative counts from the back.
 * @param dim2 The second dimension of the matrices; negative counts from the back.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: dim1 and dim2 the same, rank < 2 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_diagonal(const strata_tensor* tensor, int64_t offset,
                                                int64_t dim1, int64_t dim2, strata_tensor** out);
/** Broadcast view (stride 0 on expanded dimensions) to lengths (count ≥ rank; -1 keeps a length).
 * @param tensor The tensor (borrowed); not NULL.
 * @param lengths count target lengths; -1 keeps a length.
 * @param count The number of lengths, ≥ rank.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: count > STRATA_MAX_RANK → ARGUMENT_OUT_OF_RANGE; incompatible lengths →
 *   SHAPE_MISMATCH; more elements than int64 counts → OVERFLOW. */
STRATA_API strata_status strata_tensor_expand(const strata_tensor* tensor, const int64_t* lengths,
                                              int32_t count, strata_tensor** out);
/** As strata_tensor_expand to like's lengths (expand_as).
 * @param tensor The tensor (borrowed); not NULL.
 * @param like The tensor whose lengths are taken (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: the errors of strata_tensor_expand. */
STRATA_API strata_status strata_tensor_expand_as(const strata_tensor* tensor,
                                                 const strata_tensor* like, strata_tensor** out);
/** *out = 1 when row-major contiguous (dense).
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the result, 1 or 0; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_is_contiguous(const strata_tensor* tensor, int32_t* out);
/** The same view (a new reference) when contiguous, otherwise a new dense copy.
 * @param tensor The tensor (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_contiguous(const strata_tensor* tensor, strata_tensor** out);
/** @} */

/* ---- Splitting into views ---------------------------------------------------------------- */
/** @name Splitting into views
 * Each function writes its pieces to pieces[0 .. *count_out) (one new reference each) and the
 * number of pieces to *count_out. The number of pieces follows from the arguments alone and is
 * checked before any piece is made (and before a sections list is read), so its size never
 * costs time or memory. With pieces NULL and capacity 0 only *count_out is written (a size
 * query): it fails as the call itself would, but makes no piece. Errors: more than INT32_MAX
 * pieces → OVERFLOW (size queries too); capacity smaller than the number of pieces →
 * ARGUMENT_OUT_OF_RANGE, the message naming the number; count_out NULL, or pieces NULL with
 * capacity ≠ 0 → NULL_POINTER; capacity < 0 → ARGUMENT_OUT_OF_RANGE. Nothing is written on
 * failure. Each function's error list below adds its own cases to these.
 * @{ */

/** The length(dimension) slices along dimension, without it (rank 1 gives rank-0 pieces).
 * @param tensor The tensor (borrowed); not NULL.
 * @param dimension The dimension; negative counts from the back.
 * @param pieces Receives the pieces, one new reference each; NULL only with capacity 0 (a size
 *   query).
 * @param capacity Entries available at pieces, ≥ 0.
 * @param count_out Receives the number of pieces; not NULL.
 * @return STRATA_OK, or: the errors common to the splitting functions: more than INT32_MAX pieces
 *   → OVERFLOW (size queries too); capacity smaller than the number of pieces →
 *   ARGUMENT_OUT_OF_RANGE; count_out NULL, or pieces NULL with capacity ≠ 0 → NULL_POINTER;
 *   capacity < 0 → ARGUMENT_OUT_OF_RANGE; a dimension out of range → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_unbind(const strata_tensor* tensor, int64_t dimension,
                                              strata_tensor** pieces, int32_t capacity,
                                              int32_t* count_out);
/** ⌈length / size⌉ pieces of `size` (the last may be shorter; a length-0 dimension gives one empty
 * piece).
 * @param tensor The tensor (borrowed); not NULL.
 * @param size The length of each piece along dimension, > 0.
 * @param dimension The dimension; negative counts from the back.
 * @param pieces Receives the pieces, one new reference each; NULL only with capacity 0 (a size
 *   query).
 * @param capacity Entries available at pieces, ≥ 0.
 * @param count_out Receives the number of pieces; not NULL.
 * @return STRATA_OK, or: size ≤ 0 → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_split_size(const strata_tensor* tensor, int64_t size,
                                                  int64_t dimension, strata_tensor** pieces,
                                                  int32_t capacity, int32_t* count_out);
/** section_count pieces of the given lengths.
 * @param tensor The tensor (borrowed); not NULL.
 * @param sections section_count piece lengths, summing to the length of dimension.
 * @param section_count The number of sections (and pieces).
 * @param dimension The dimension; negative counts from the back.
 * @param pieces Receives the pieces, one new reference each; NULL only with capacity 0 (a size
 *   query).
 * @param capacity Entries available at pieces, ≥ 0.
 * @param count_out Receives the number of pieces; not NULL.
 * @return STRATA_OK, or: negative entries or a sum ≠ length → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_split_sections(const strata_tensor* tensor,
                                                      const int64_t* sections,
                                                      int32_t section_count, int64_t dimension,
                                                      strata_tensor** pieces, int32_t capacity,
                                                      int32_t* count_out);
/** tensor_split into `sections` nearly equal pieces (the first length % sections are one longer;
 * sections beyond the length are empty).
 * @param tensor The tensor (borrowed); not NULL.
 * @param sections The number of pieces, > 0.
 * @param dimension The dimension; negative counts from the back.
 * @param pieces Receives the pieces, one new reference each; NULL only with capacity 0 (a size
 *   query).
 * @param capacity Entries available at pieces, ≥ 0.
 * @param count_out Receives the number of pieces; not NULL.
 * @return STRATA_OK, or: sections ≤ 0 → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_tensor_split_count(const strata_tensor* tensor,
                                                          int64_t sections, int64_t dimension,
                                                          strata_tensor** pieces,
                                                          int32_t capacity, int32_t* count_out);
/** tensor_split at the given split points (index_count + 1 pieces; points clamp like Python slice
 * bounds).
 * @param tensor The tensor (borrowed); not NULL.
 * @param indices index_count split points along dimension.
 * @param index_count The number of split points, ≥ 0.
 * @param dimension The dimension; negative counts from the back.
 * @param pieces Receives the pieces, one new reference each; NULL only with capacity 0 (a size
 *   query).
 * @param capacity Entries available at pieces, ≥ 0.
 * @param count_out Receives the number of pieces; not NULL.
 * @return STRATA_OK, or: the errors common to the splitting functions: more than INT32_MAX pieces
 *   → OVERFLOW (size queries too); capacity smaller than the number of pieces →
 *   ARGUMENT_OUT_OF_RANGE; count_out NULL, or pieces NULL with capacity ≠ 0 → NULL_POINTER;
 *   capacity < 0 → ARGUMENT_OUT_OF_RANGE; a dimension out of range → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_tensor_split_indices(const strata_tensor* tensor,
                                                            const int64_t* indices,
                                                            int32_t index_count, int64_t dimension,
                                                            strata_tensor** pieces,
                                                            int32_t capacity, int32_t* count_out);
/** tensor_split along dimension 1 (0 for rank 1): hsplit; along dimension 0: vsplit (rank ≥ 2,
 * else INVALID_ARGUMENT).
 * @param tensor The tensor (borrowed); not NULL.
 * @param sections The number of pieces, > 0.
 * @param pieces Receives the pieces, one new reference each; NULL only with capacity 0 (a size
 *   query).
 * @param capacity Entries available at pieces, ≥ 0.
 * @param count_out Receives the number of pieces; not NULL.
 * @return STRATA_OK, or: the errors common to the splitting functions: more than INT32_MAX pieces
 *   → OVERFLOW (size queries too); capacity smaller than the number of pieces →
 *   ARGUMENT_OUT_OF_RANGE; count_out NULL, or pieces NULL with capacity ≠ 0 → NULL_POINTER;
 *   capacity < 0 → ARGUMENT_OUT_OF_RANGE; a dimension out of range → ARGUMENT_OUT_OF_RANGE;
 *   sections ≤ 0 → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_hsplit_count(const strata_tensor* tensor, int64_t sections,
                                                    strata_tensor** pieces, int32_t capacity,
                                                    int32_t* count_out);
/** hsplit at the given split points: tensor_split along dimension 1 (0 for rank 1).
 * @param tensor The tensor (borrowed); not NULL.
 * @param indices index_count split points.
 * @param index_count The number of split points, ≥ 0.
 * @param pieces Receives the pieces, one new reference each; NULL only with capacity 0 (a size
 *   query).
 * @param capacity Entries available at pieces, ≥ 0.
 * @param count_out Receives the number of pieces; not NULL.
 * @return STRATA_OK, or: the errors common to the splitting functions: more than INT32_MAX pieces
 *   → OVERFLOW (size queries too); capacity smaller than the number of pieces →
 *   ARGUMENT_OUT_OF_RANGE; count_out NULL, or pieces NULL with capacity ≠ 0 → NULL_POINTER;
 *   capacity < 0 → ARGUMENT_OUT_OF_RANGE; a dimension out of range → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_hsplit_indices(const strata_tensor* tensor,
                                                      const int64_t* indices, int32_t index_count,
                                                      strata_tensor** pieces, int32_t capacity,
                                                      int32_t* count_out);
/** vsplit into `sections` nearly equal pieces: tensor_split along dimension 0 (rank ≥ 2, else
 * INVALID_ARGUMENT).
 * @param tensor The tensor (borrowed); not NULL.
 * @param sections The number of pieces, > 0.
 * @param pieces Receives the pieces, one new reference each; NULL only with capacity 0 (a size
 *   query).
 * @param capacity Entries available at pieces, ≥ 0.
 * @param count_out Receives the number of pieces; not NULL.
 * @return STRATA_OK, or: the errors common to the splitting functions: more than INT32_MAX pieces
 *   → OVERFLOW (size queries too); capacity smaller than the number of pieces →
 *   ARGUMENT_OUT_OF_RANGE; count_out NULL, or pieces NULL with capacity ≠ 0 → NULL_POINTER;
 *   capacity < 0 → ARGUMENT_OUT_OF_RANGE; a dimension out of range → ARGUMENT_OUT_OF_RANGE;
 *   sections ≤ 0 → ARGUMENT_OUT_OF_RANGE; rank < 2 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_vsplit_count(const strata_tensor* tensor, int64_t sections,
                                                    strata_tensor** pieces, int32_t capacity,
                                                    int32_t* count_out);
/** vsplit at the given split points: tensor_split along dimension 0 (rank ≥ 2, else
 * INVALID_ARGUMENT).
 * @param tensor The tensor (borrowed); not NULL.
 * @param indices index_count split points.
 * @param index_count The number of split points, ≥ 0.
 * @param pieces Receives the pieces, one new reference each; NULL only with capacity 0 (a size
 *   query).
 * @param capacity Entries available at pieces, ≥ 0.
 * @param count_out Receives the number of pieces; not NULL.
 * @return STRATA_OK, or: the errors common to the splitting functions: more than INT32_MAX pieces
 *   → OVERFLOW (size queries too); capacity smaller than the number of pieces →
 *   ARGUMENT_OUT_OF_RANGE; count_out NULL, or pieces NULL with capacity ≠ 0 → NULL_POINTER;
 *   capacity < 0 → ARGUMENT_OUT_OF_RANGE; a dimension out of range → ARGUMENT_OUT_OF_RANGE; rank <
 *   2 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_vsplit_indices(const strata_tensor* tensor,
                                                      const int64_t* indices, int32_t index_count,
                                                      strata_tensor** pieces, int32_t capacity,
                                                      int32_t* count_out);
/** @} */

/* ---- Indexing (NumPy / MindSpore t[...]) ------------------------------------------------- */
/** @name Indexing (NumPy / MindSpore t[...])
 * An index is an array of items (strata_index_item), as in t[item0, item1, ...]; the
 * STRATA_INDEX_* kinds say what each item does.
 * Lists are a binding concern: a list of bools becomes a bool tensor, any other list an int64
 * tensor (bools inside an int list as 0/1). Unused fields must be 0 / NULL.
 * Basic items (integer, slice with step ≥ 1, None, Ellipsis) give a view; a negative step or any
 * advanced item (bool, tensor) gives a new dense tensor. Advanced items — and integers, once
 * one is present — broadcast together; their dimensions stand where the first of them stands
 * when they are adjacent in the item array, else in front. Indexing every dimension with an
 * integer gives shape [1].
 * @{ */

/** The kinds of index item (strata_index_item.kind). */
enum {
  /** value = position; negative counts from the back. */
  STRATA_INDEX_INTEGER = 0,
  /** value:stop:step with Python semantics; a bound or the step is used only when its flag
   * (STRATA_SLICE_HAS_START/_STOP/_STEP) is set, otherwise it is omitted (default step 1;
   * step 0 → INVALID_ARGUMENT). Any int64 bound or step is valid (INT64_MIN too): bounds clamp
   * to the axis, and a step at least as long as the axis selects one element. */
  STRATA_INDEX_SLICE = 1,
  /** Inserts a length-1 dimension. */
  STRATA_INDEX_NONE = 2,
  /** Every dimension not otherwise indexed (at most one per index). */
  STRATA_INDEX_ELLIPSIS = 3,
  /** value 1 (True) or 0 (False): a new dimension of length 1 or 0. */
  STRATA_INDEX_BOOL = 4,
  /** tensor (borrowed for the call): integer dtype → positions along one dimension (negative
   * from the back); bool dtype → a mask covering as many dimensions as its rank, whose lengths it
   * must equal. */
  STRATA_INDEX_TENSOR = 5
};
/** Flags of a STRATA_INDEX_SLICE item (strata_index_item.flags): which parts are given. */
enum {
  STRATA_SLICE_HAS_START = 1, /**< value holds the start. */
  STRATA_SLICE_HAS_STOP = 2,  /**< stop holds the stop. */
  STRATA_SLICE_HAS_STEP = 4   /**< step holds the step. */
};

/** One item of an index. The struct is blittable (40 bytes, no padding before `tensor`): ctypes
 * and P/Invoke declare it field for field. */
typedef struct strata_index_item {
  int32_t kind;                /**< STRATA_INDEX_* */
  int32_t flags;               /**< slices: STRATA_SLICE_HAS_* bits; otherwise 0 */
  int64_t value;               /**< integer position, bool 0/1, or slice start */
  int64_t stop;                /**< slice stop */
  int64_t step;                /**< slice step */
  const strata_tensor* tensor; /**< STRATA_INDEX_TENSOR only */
} strata_index_item;

/** tensor[items].
 * @param tensor The tensor (borrowed); not NULL.
 * @param items count index items (the t[item0, item1, ...] of NumPy); may be NULL when count is 0.
 * @param count The number of items, 0 .. 2 × STRATA_MAX_RANK.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: count > 2 × STRATA_MAX_RANK (as NumPy, which unpacks at most twice its
 *   maximum rank) → ARGUMENT_OUT_OF_RANGE; an unknown kind, flags, bool value or nonzero unused
 *   field, two Ellipsis items, a slice step of 0 → INVALID_ARGUMENT; more dimensions indexed than
 *   the rank, or a position outside its axis → INDEX_OUT_OF_RANGE; a mask whose lengths differ
 *   from the dimensions it covers, index tensors that do not broadcast → SHAPE_MISMATCH; a
 *   floating-point index tensor → DTYPE_MISMATCH. Messages name the item, the axis and the
 *   values. */
STRATA_API strata_status strata_tensor_index(const strata_tensor* tensor,
                                             const strata_index_item* items, int32_t count,
                                             strata_tensor** out);

/** Operators of index assignment: tensor[items] = value, or tensor[items] op= value. */
enum {
  STRATA_ASSIGN = 0,              /**< = */
  STRATA_ASSIGN_ADD = 1,          /**< += */
  STRATA_ASSIGN_SUBTRACT = 2,     /**< -= */
  STRATA_ASSIGN_MULTIPLY = 3,     /**< *= */
  STRATA_ASSIGN_DIVIDE = 4,       /**< /=; integers: truncating toward zero */
  STRATA_ASSIGN_MODULO = 5,       /**< %=, Python %: the result takes the divisor's sign */
  STRATA_ASSIGN_POWER = 6,        /**< **= */
  STRATA_ASSIGN_FLOOR_DIVIDE = 7  /**< //=, Python //: rounds toward negative infinity */
};

/** tensor[items] op= value: value is broadcast to the indexed lengths (extra leading length-1
 * dimensions allowed) and cast to tensor's dtype (integers wrap, floats truncate toward zero with
 * NaN → 0, nonzero → true; a real value becomes a complex (value, 0)); the arithmetic runs in
 * tensor's dtype. Complex tensors take STRATA_ASSIGN only, and real tensors no complex value. When
 * an advanced index names a position more than once, the last write in row-major order of the index
 * wins (also for op=, which reads all old values first). A value sharing tensor's storage is read
 * completely before the first write.
 * @param tensor The tensor (borrowed); not NULL.
 * @param items count index items, as strata_tensor_index.
 * @param count The number of items.
 * @param value The values (borrowed); not NULL; may share storage with tensor.
 * @param op STRATA_ASSIGN or a STRATA_ASSIGN_* operator.
 * @return STRATA_OK, or: as strata_tensor_index, plus READ_ONLY; value not broadcastable →
 *   SHAPE_MISMATCH; unknown op → INVALID_ARGUMENT; integer / // % by zero or an integer ** with a
 *   negative exponent → INVALID_ARGUMENT; a complex value into a real tensor, or an op other than
 *   STRATA_ASSIGN on a complex tensor → DTYPE_MISMATCH. Nothing is written on failure. */
STRATA_API strata_status strata_tensor_index_assign(strata_tensor* tensor,
                                                    const strata_index_item* items, int32_t count,
                                                    const strata_tensor* value, int32_t op);
/** As strata_tensor_index_assign with one element of value_dtype at value.
 * @param tensor The tensor (borrowed); not NULL.
 * @param items count index items, as strata_tensor_index.
 * @param count The number of items.
 * @param value_dtype The dtype of the element at value (STRATA_DTYPE_*).
 * @param value One element of value_dtype; not NULL.
 * @param op STRATA_ASSIGN or a STRATA_ASSIGN_* operator.
 * @return STRATA_OK, or: the errors of strata_tensor_index_assign; an unknown value_dtype →
 *   INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_index_assign_scalar(strata_tensor* tensor,
                                                           const strata_index_item* items,
                                                           int32_t count, strata_dtype value_dtype,
                                                           const void* value, int32_t op);
/** @} */

/* ---- Parameters (named tensors) ---------------------------------------------------------- */
/** @name Parameters (named tensors)
 * A parameter = a tensor + a name + a requires_grad flag. It shares the tensor's storage.
 * Handles are checked like tensor handles (NULL_POINTER / INVALID_HANDLE; a tensor handle is
 * never a live parameter handle, nor the reverse) and need exactly one strata_parameter_release. Strings returned through char** are freed with strata_string_free.
 * @{ */

/** An opaque, reference-counted parameter handle (a tensor, a name and a requires_grad flag). */
typedef struct strata_parameter strata_parameter;

/** A parameter over data (a new reference to the same storage). name: NUL-terminated UTF-8.
 * @param data The tensor (borrowed; the parameter takes its own reference to the storage); not
 *   NULL.
 * @param name NUL-terminated UTF-8 name (copied); not NULL.
 * @param requires_grad 0 or 1.
 * @param out Receives the new parameter (one reference, to release with strata_parameter_release);
 *   set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; requires_grad not 0/1 → INVALID_ARGUMENT;
 *   OUT_OF_MEMORY. */
STRATA_API strata_status strata_parameter_create(const strata_tensor* data, const char* name,
                                                 int32_t requires_grad, strata_parameter** out);
/** A scalar parameter holding one element of dtype read from value: its data has rank 0 (one
 * element, no lengths; shape [1] before 1.1) and its description shows shape=().
 * @param dtype The element type (STRATA_DTYPE_*).
 * @param value One element of dtype (copied); not NULL.
 * @param name NUL-terminated UTF-8 name (copied); not NULL.
 * @param requires_grad 0 or 1.
 * @param out Receives the new parameter (one reference, to release with strata_parameter_release);
 *   set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER; unknown dtype or requires_grad not 0/1 → INVALID_ARGUMENT;
 *   OUT_OF_MEMORY. */
STRATA_API strata_status strata_parameter_create_scalar(strata_dtype dtype, const void* value,
                                                        const char* name, int32_t requires_grad,
                                                        strata_parameter** out);
/** Drops a reference to a parameter; the last one frees it.
 * @param parameter The parameter; NULL is ignored. */
STRATA_API void strata_parameter_release(strata_parameter* parameter);
/** The parameter's name.
 * @param parameter The parameter (borrowed); not NULL.
 * @param out Set to NULL on entry; receives, on success, a NUL-terminated string to free with
 *   strata_string_free; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; OUT_OF_MEMORY. */
STRATA_API strata_status strata_parameter_name(const strata_parameter* parameter, char** out);
/** The parameter's requires_grad flag.
 * @param parameter The parameter (borrowed); not NULL.
 * @param out Receives the result, 1 or 0; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_parameter_requires_grad(const strata_parameter* parameter,
                                                        int32_t* out);
/** Sets the parameter's requires_grad flag; value must be 0 or 1 (else INVALID_ARGUMENT).
 * @param parameter The parameter (borrowed); not NULL.
 * @param value The new flag, 0 or 1.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; value not 0 or 1 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_parameter_set_requires_grad(strata_parameter* parameter,
                                                            int32_t value);
/** A new reference to the parameter's tensor (a view of the same storage).
 * @param parameter The parameter (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_parameter_data(const strata_parameter* parameter,
                                               strata_tensor** out);
/** Overwrites the elements with value cast to the parameter's dtype.
 * @param parameter The parameter (borrowed); not NULL.
 * @param value The new values (borrowed), of the parameter's lengths; not NULL.
 * @return STRATA_OK, or: lengths differ → SHAPE_MISMATCH; read-only data → READ_ONLY. */
STRATA_API strata_status strata_parameter_set_data(strata_parameter* parameter,
                                                   const strata_tensor* value);
/** The parameter's description: "Parameter (name=w, shape=(5, 3), dtype=Float32,
 * requires_grad=True)".
 * @param parameter The parameter (borrowed); not NULL.
 * @param out Set to NULL on entry; receives, on success, a NUL-terminated string to free with
 *   strata_string_free; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; OUT_OF_MEMORY. */
STRATA_API strata_status strata_parameter_describe(const strata_parameter* parameter, char** out);
/** ParameterTuple.clone(prefix): clones_out[i] is a copy of parameters[i] (dense copy of its data,
 * same flags) named "`<prefix>.<name>`".
 * @param parameters count parameters (borrowed); may be NULL when count is 0.
 * @param count The number of parameters, ≥ 0.
 * @param prefix NUL-terminated UTF-8 prefix, not empty; not NULL.
 * @param clones_out Receives count new parameters (one reference each, to release with
 *   strata_parameter_release); written only on success; not NULL when count > 0.
 * @return STRATA_OK, or: empty prefix → INVALID_ARGUMENT. */
STRATA_API strata_status strata_parameter_tuple_clone(const strata_parameter* const* parameters,
                                                      int32_t count, const char* prefix,
                                                      strata_parameter** clones_out);
/** Python's tuple text of the descriptions: "(Parameter (...), Parameter (...))".
 * @param parameters count parameters (borrowed); may be NULL when count is 0.
 * @param count The number of parameters, ≥ 0.
 * @param out Set to NULL on entry; receives, on success, a NUL-terminated string to free with
 *   strata_string_free; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; count < 0 → ARGUMENT_OUT_OF_RANGE;
 *   OUT_OF_MEMORY. */
STRATA_API strata_status strata_parameter_tuple_describe(const strata_parameter* const* parameters,
                                                         int32_t count, char** out);
/** @} */

#ifdef __cplusplus
}
#endif

#endif /* STRATA_STRATA_VIEWS_H */
