/**
 * @file strata_copy.h
 * @brief Copies, resize, reverse, broadcast, concatenate/stack/split and overlap rules.
 *
 * Part of the C ABI; include "strata/strata.h". Conventions are stated at the top of strata.h.
 *
 * Every function that writes validates dtypes, shapes, the destination layout and overlap
 * before its first write: after a failure every operand is byte-for-byte unchanged.
 *
 * Overlap (source and destination sharing memory). Supported, exactly:
 * - copy_to / try_copy_to / set_slice / copy_from_buffer: dense source and dense destination
 *   with equal element counts (moved as by memmove), or the identical view;
 * - flatten_to / try_flatten_to: a dense source and the destination buffer;
 * - filtered_update values: the identical view, when it has no repeated storage;
 * - resize_to: dense source and dense destination (memmove, then the tail is zeroed);
 * - reverse*_into: the identical dense view (reversed in place), or a no-op reversal of the
 *   identical view (each reversed dimension has length ≤ 1 or stride 0).
 *
 * Every other overlap — including concatenate/stack/broadcast into a destination that any input
 * touches — fails with STRATA_ERROR_OVERLAP. Views whose extents intersect but whose elements
 * do not (the even and the odd elements of one array) do not overlap. No call makes a hidden
 * snapshot: copy an overlapping source to independent storage first (flatten_to into a new
 * buffer, then copy_from_buffer or a wrap of that buffer).
 *
 * Shapes: a source broadcasts to a destination when, right-aligned, each source length equals
 * the destination's or is 1, and extra leading source lengths are 1. "Equivalent" shapes are
 * equal after dropping leading length-1 dimensions.
 *
 * Status mapping to .NET System.Numerics.Tensors exceptions:
 * - ARGUMENT_OUT_OF_RANGE ↔ ArgumentOutOfRangeException (destination with fewer elements than
 *   the source in copy_to; split_count ≤ 0; a slice range outside its dimension);
 * - SHAPE_MISMATCH ↔ ArgumentException (lengths that do not broadcast / are not equivalent);
 * - INVALID_ARGUMENT ↔ ArgumentException (a bad dimension; a destination repeating storage where
 *   distinct values must go; flatten_to into a too-short buffer; fewer than 2 inputs);
 * - OVERLAP ↔ ArgumentException (unsupported overlap);
 * - DTYPE_MISMATCH, READ_ONLY: no .NET counterpart (generic T; ReadOnlyTensorSpan).
 */
#ifndef STRATA_STRATA_COPY_H
#define STRATA_STRATA_COPY_H

#include "strata/strata.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Copies ------------------------------------------------------------------------------ */

/** Copies source, broadcast to the destination's lengths, into destination in logical order.
 * @param source The source tensor (borrowed); not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or (checked in this order): dtypes differ → DTYPE_MISMATCH; read-only
 *   destination → READ_ONLY; source has more elements than destination → ARGUMENT_OUT_OF_RANGE;
 *   lengths do not broadcast → SHAPE_MISMATCH; destination has stride 0 on a dimension of length >
 *   1 where the source varies → INVALID_ARGUMENT; unsupported overlap → OVERLAP. */
STRATA_API strata_status strata_tensor_copy_to(const strata_tensor* source,
                                               strata_tensor* destination);
/** As copy_to, but where copy_to fails with ARGUMENT_OUT_OF_RANGE, SHAPE_MISMATCH or
 * INVALID_ARGUMENT, returns STRATA_OK with *copied = 0 and writes nothing; *copied = 1 after a
 * copy. DTYPE_MISMATCH, READ_ONLY and OVERLAP are still errors.
 * @param source The source tensor (borrowed); not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @param copied Receives 1 after a copy, 0 when nothing was written; not NULL.
 * @return STRATA_OK (also when nothing was copied), or: DTYPE_MISMATCH, READ_ONLY, OVERLAP as
 *   strata_tensor_copy_to; NULL_POINTER, INVALID_HANDLE. */
STRATA_API strata_status strata_tensor_try_copy_to(const strata_tensor* source,
                                                   strata_tensor* destination, int32_t* copied);
/** Writes the source's n logical elements in row-major order to buffer[0 .. n) (capacity elements
 * of the source's dtype; the rest untouched).
 * @param source The source tensor (borrowed); not NULL.
 * @param buffer Receives the elements; may be NULL only when capacity is 0.
 * @param capacity Elements of the source's dtype available at buffer.
 * @return STRATA_OK, or: capacity < n → INVALID_ARGUMENT ("destination too short"); capacity < 0 →
 *   ARGUMENT_OUT_OF_RANGE; buffer NULL with capacity > 0 → NULL_POINTER; a non-dense source
 *   overlapping the buffer → OVERLAP. */
STRATA_API strata_status strata_tensor_flatten_to(const strata_tensor* source, void* buffer,
                                                  int64_t capacity);
/** As flatten_to, but capacity < n gives STRATA_OK with *copied = 0 and nothing written.
 * @param source The source tensor (borrowed); not NULL.
 * @param buffer Receives the elements; may be NULL only when capacity is 0.
 * @param capacity Elements of the source's dtype available at buffer.
 * @param copied Receives 1 after a copy, 0 when nothing was written; not NULL.
 * @return STRATA_OK (also when nothing was written), or: the other errors of
 *   strata_tensor_flatten_to. */
STRATA_API strata_status strata_tensor_try_flatten_to(const strata_tensor* source, void* buffer,
                                                      int64_t capacity, int32_t* copied);
/** Copies n row-major elements of the destination's dtype from data (data_length ≥ n) into the
 * destination's logical positions; gaps untouched.
 * @param destination The destination tensor (borrowed); not NULL.
 * @param data data_length elements of the destination's dtype (read only); may be NULL when
 *   data_length is 0.
 * @param data_length The number of elements at data, ≥ n.
 * @return STRATA_OK, or: data_length < n or negative → ARGUMENT_OUT_OF_RANGE; data NULL with
 *   data_length > 0 → NULL_POINTER; READ_ONLY; destination repeating storage → INVALID_ARGUMENT;
 *   overlap as copy_to → OVERLAP. */
STRATA_API strata_status strata_tensor_copy_from_buffer(strata_tensor* destination,
                                                        const void* data, int64_t data_length);

/* ---- Resize: logical row-major order, zero-filled, never repeating ---------------------- */

/** A new dense tensor of the given lengths (rank 0: one element) holding the first min(n_source,
 * n_result) logical source elements followed by zeros.
 * @param source The source tensor (borrowed); not NULL.
 * @param lengths rank lengths of the result; may be NULL when rank is 0.
 * @param rank The number of lengths.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: negative length → ARGUMENT_OUT_OF_RANGE; OVERFLOW; OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_resize(const strata_tensor* source, const int64_t* lengths,
                                              int32_t rank, strata_tensor** out);
/** The first min(n_source, n_destination) logical source elements go to the destination's first
 * logical positions, zero to its remaining logical positions; gaps untouched.
 * @param source The source tensor (borrowed); not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: DTYPE_MISMATCH; READ_ONLY; destination with stride 0 on a dimension of
 *   length > 1 → INVALID_ARGUMENT; overlap other than dense source with dense destination →
 *   OVERLAP. */
STRATA_API strata_status strata_tensor_resize_to(const strata_tensor* source,
                                                 strata_tensor* destination);

/* ---- Reverse: new dense tensors, or into a destination ----------------------------------- */

/** A new dense tensor holding source with every dimension reversed (the whole logical order).
 * Results are new dense tensors, never negative-stride views.
 * @param source The source tensor (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_reverse(const strata_tensor* source, strata_tensor** out);
/** A new dense tensor holding source reversed along dimension: −1 reverses every dimension (the
 * whole logical order), else one in [0, rank) of the source (other values → INVALID_ARGUMENT).
 * Results are new dense tensors, never negative-stride views.
 * @param source The source tensor (borrowed); not NULL.
 * @param dimension −1 reverses every dimension (as strata_tensor_reverse), else one in [0, rank)
 *   of the source.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: NULL_POINTER, INVALID_HANDLE; another dimension → INVALID_ARGUMENT;
 *   OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_reverse_dimension(const strata_tensor* source,
                                                         int32_t dimension, strata_tensor** out);
/** The reversed source broadcast to the destination's lengths. The identical dense view is
 * reversed in place; a no-op reversal of the identical view succeeds.
 * @param source The source tensor (borrowed); not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: INVALID_ARGUMENT (dimension; destination repeating storage where the
 *   source varies); DTYPE_MISMATCH; READ_ONLY; SHAPE_MISMATCH; OVERLAP (any other overlap, e.g.
 *   the identical view with repeated storage reversed along a varying dimension). */
STRATA_API strata_status strata_tensor_reverse_into(const strata_tensor* source,
                                                    strata_tensor* destination);
/** As strata_tensor_reverse_into, reversing one dimension.
 * @param source The source tensor (borrowed); not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @param dimension −1 reverses every dimension, else one in [0, rank) of the source.
 * @return STRATA_OK, or: the errors of strata_tensor_reverse_into; another dimension →
 *   INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_reverse_dimension_into(const strata_tensor* source,
                                                              strata_tensor* destination,
                                                              int32_t dimension);

/* ---- Broadcast ---------------------------------------------------------------------------- */

/** A view of source with the given lengths sharing its storage (stride 0 where broadcast).
 * @param source The source tensor (borrowed); not NULL.
 * @param lengths rank target lengths.
 * @param rank The number of lengths.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: lengths do not broadcast → SHAPE_MISMATCH; negative length →
 *   ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_tensor_broadcast_to(const strata_tensor* source,
                                                    const int64_t* lengths, int32_t rank,
                                                    strata_tensor** out);
/** A new dense tensor of the given lengths holding the source broadcast.
 * @param source The source tensor (borrowed); not NULL.
 * @param lengths rank target lengths.
 * @param rank The number of lengths.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: errors as strata_tensor_broadcast_to, plus OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_broadcast(const strata_tensor* source,
                                                 const int64_t* lengths, int32_t rank,
                                                 strata_tensor** out);
/** Writes the source broadcast to the destination's lengths (the source may have more elements:
 * [1] into [0] writes nothing).
 * @param source The source tensor (borrowed); not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: DTYPE_MISMATCH; READ_ONLY; SHAPE_MISMATCH; INVALID_ARGUMENT (destination
 *   repeating storage where the source varies); OVERLAP (any). */
STRATA_API strata_status strata_tensor_broadcast_into(const strata_tensor* source,
                                                      strata_tensor* destination);
/** As broadcast_into, but SHAPE_MISMATCH / INVALID_ARGUMENT cases give *copied = 0.
 * @param source The source tensor (borrowed); not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @param copied Receives 1 after a copy, 0 when nothing was written; not NULL.
 * @return STRATA_OK (also when nothing was written), or: the other errors of
 *   strata_tensor_broadcast_into. */
STRATA_API strata_status strata_tensor_try_broadcast_into(const strata_tensor* source,
                                                          strata_tensor* destination,
                                                          int32_t* copied);

/* ---- Concatenate, stack, split ---------------------------------------------------------- */
/** @name Concatenate, stack, split
 * tensors: count handles (at least 2, else INVALID_ARGUMENT; at most 1048576 = 2^20, else
 * ARGUMENT_OUT_OF_RANGE, refused before the list is read), all of one dtype (DTYPE_MISMATCH).
 * The result has the first tensor's rank; the others may differ by leading length-1
 * dimensions. Destination forms: lengths equivalent to the result's (SHAPE_MISMATCH),
 * READ_ONLY, stride 0 on a dimension of length > 1 → INVALID_ARGUMENT, any input overlapping
 * the destination → OVERLAP; all checked before the first write. These are "the errors of the
 * section" below.
 * @{ */

/** Along dimension (−1: every input flattened in logical order into [Σ n_i]; else in [0, rank of
 * the first)). All other dimensions must match → else SHAPE_MISMATCH.
 * @param tensors count tensor handles (borrowed).
 * @param count The number of tensors, 2 .. 1048576.
 * @param dimension The dimension joined, or −1.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: the errors of the section; other dimensions that differ → SHAPE_MISMATCH;
 *   a dimension outside [−1, rank) → INVALID_ARGUMENT; OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_concatenate(strata_tensor* const* tensors, int32_t count,
                                                   int32_t dimension, strata_tensor** out);
/** For dimension −1 only the element count of the destination must match; it is filled in its own
 * logical order.
 * @param tensors count tensor handles (borrowed).
 * @param count The number of tensors, 2 .. 1048576.
 * @param dimension The dimension joined, or −1.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: the errors of the section, destination forms included; as
 *   strata_tensor_concatenate. */
STRATA_API strata_status strata_tensor_concatenate_into(strata_tensor* const* tensors,
                                                        int32_t count, int32_t dimension,
                                                        strata_tensor* destination);
/** Joins equivalent shapes along a new dimension of length count at dimension ∈ [0, rank].
 * @param tensors count tensor handles (borrowed).
 * @param count The number of tensors, 2 .. 1048576.
 * @param dimension Where the new dimension goes, in [0, rank].
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: the errors of the section; shapes not equivalent → SHAPE_MISMATCH; a
 *   dimension outside [0, rank] → INVALID_ARGUMENT; OUT_OF_MEMORY. */
STRATA_API strata_status strata_tensor_stack(strata_tensor* const* tensors, int32_t count,
                                             int32_t dimension, strata_tensor** out);
/** As strata_tensor_stack, into destination.
 * @param tensors count tensor handles (borrowed).
 * @param count The number of tensors, 2 .. 1048576.
 * @param dimension Where the new dimension goes, in [0, rank].
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: the errors of strata_tensor_stack and of the destination forms. */
STRATA_API strata_status strata_tensor_stack_into(strata_tensor* const* tensors, int32_t count,
                                                  int32_t dimension, strata_tensor* destination);
/** split_count new dense tensors of length / split_count along dimension, written to
 * pieces[0 .. *count_out) as the splitting functions of strata_views.h do (pieces NULL with
 * capacity 0: a size query, which validates like the split but makes no piece).
 * @param tensor The tensor (borrowed); not NULL.
 * @param split_count The number of pieces, > 0.
 * @param dimension The dimension split, in [0, rank).
 * @param pieces Receives the pieces, one new reference each; NULL only with capacity 0 (a size
 *   query).
 * @param capacity Entries available at pieces, ≥ 0.
 * @param count_out Receives the number of pieces; not NULL.
 * @return STRATA_OK, or (checked in this order): split_count ≤ 0 → ARGUMENT_OUT_OF_RANGE;
 *   split_count > INT32_MAX → OVERFLOW; capacity too small → ARGUMENT_OUT_OF_RANGE; dimension
 *   outside [0, rank) or length not divisible → INVALID_ARGUMENT. */
STRATA_API strata_status strata_tensor_split(const strata_tensor* tensor, int64_t split_count,
                                             int32_t dimension, strata_tensor** pieces,
                                             int32_t capacity, int32_t* count_out);
/** @} */

/* ---- Slice assignment, filtered update, contents equality -------------------------------- */

/** values copied (broadcast) into tensor sliced by one range per dimension; count 0 means the
 * whole tensor.
 * @param tensor The tensor (borrowed); not NULL.
 * @param values The values (borrowed), broadcast to the slice; not NULL.
 * @param ranges count ranges, one per dimension; may be NULL when count is 0.
 * @param count 0 (the whole tensor) or the rank.
 * @return STRATA_OK, or: those of strata_tensor_slice and strata_tensor_copy_to. */
STRATA_API strata_status strata_tensor_set_slice(strata_tensor* tensor,
                                                 const strata_tensor* values,
                                                 const strata_nrange* ranges, int32_t count);
/** Where filter (STRATA_DTYPE_BOOL, broadcast to the tensor) is 1, writes *value (one element of
 * the tensor's dtype, read at its element size).
 * @param tensor The tensor (borrowed); not NULL.
 * @param filter A STRATA_DTYPE_BOOL tensor broadcast to the tensor (borrowed); not NULL.
 * @param value One element of the tensor's dtype; not NULL.
 * @return STRATA_OK, or: filter not bool → DTYPE_MISMATCH; filter does not broadcast →
 *   SHAPE_MISMATCH; tensor repeating storage where the filter varies → INVALID_ARGUMENT; filter
 *   overlapping the tensor → OVERLAP; READ_ONLY. */
STRATA_API strata_status strata_tensor_filtered_update_value(strata_tensor* tensor,
                                                             const strata_tensor* filter,
                                                             const void* value);
/** As strata_tensor_filtered_update_value with a value of value_dtype, converted to the tensor's
 * dtype by the rules of "Scalars with their dtype" (strata.h).
 * @param tensor The tensor (borrowed); not NULL.
 * @param filter A STRATA_DTYPE_BOOL tensor broadcast to the tensor (borrowed); not NULL.
 * @param value_dtype The dtype of the element at value (STRATA_DTYPE_*).
 * @param value One element of value_dtype; not NULL.
 * @return STRATA_OK, or: as strata_tensor_filtered_update_value, plus the conversion's errors. */
STRATA_API strata_status strata_tensor_filtered_update_value_typed(strata_tensor* tensor,
                                                                   const strata_tensor* filter,
                                                                   strata_dtype value_dtype,
                                                                   const void* value);
/** As above, writing the corresponding element of values (the tensor's dtype, broadcast to it).
 * values may overlap the tensor only as the identical view without repeated storage.
 * @param tensor The tensor (borrowed); not NULL.
 * @param filter A STRATA_DTYPE_BOOL tensor broadcast to the tensor (borrowed); not NULL.
 * @param values The values (borrowed), of the tensor's dtype, broadcast to it; not NULL.
 * @return STRATA_OK, or: the errors of strata_tensor_filtered_update_value; values of another
 *   dtype → DTYPE_MISMATCH; values that do not broadcast → SHAPE_MISMATCH; values overlapping the
 *   tensor otherwise → OVERLAP. */
STRATA_API strata_status strata_tensor_filtered_update(strata_tensor* tensor,
                                                       const strata_tensor* filter,
                                                       const strata_tensor* values);
/** *equal = 1 iff the lengths are equivalent (modulo leading 1s) and every logical element is equal
 * (NaN equals NaN, +0 equals −0); strides and gaps do not matter.
 * @param a The first tensor (borrowed); not NULL.
 * @param b The second tensor (borrowed); not NULL.
 * @param equal Receives 1 or 0; not NULL.
 * @return STRATA_OK, or: DTYPE_MISMATCH. */
STRATA_API strata_status strata_tensor_sequence_equal(const strata_tensor* a,
                                                      const strata_tensor* b, int32_t* equal);

#ifdef __cplusplus
}
#endif

#endif /* STRATA_STRATA_COPY_H */
