/**
 * @file strata_elementwise.h
 * @brief Elementwise operations, comparisons, reductions and conversions.
 *
 * Part of the C ABI; include "strata/strata.h". Conventions are stated at the top of strata.h.
 *
 * One op code (strata_op, fixed values) selects the operation; a handful of functions apply it.
 * Every function that writes validates everything first: after a failure no operand changed.
 *
 * Element types: arithmetic on all integer and floating-point dtypes; math functions on
 * floating point only; float16/bfloat16 compute through float32 and round each result. CEILING,
 * FLOOR, ROUND and TRUNCATE of an integer tensor copy it unchanged (same dtype, as NumPy 2). BOOL
 * tensors take ONES_COMPLEMENT (logical not), BITWISE_AND/BITWISE_OR/XOR (logical and, or,
 * xor; any nonzero byte reads as true, results are 0 or 1) and the comparisons (false < true).
 * Integer arithmetic wraps (two's complement), except: Abs(MinValue) → STRATA_ERROR_OVERFLOW;
 * integer DIVIDE, FLOOR_DIVIDE or MODULO by zero → STRATA_ERROR_INVALID_ARGUMENT; INT32/INT64
 * MinValue / -1 → STRATA_ERROR_OVERFLOW for DIVIDE (FLOOR_DIVIDE wraps, as NumPy). The binary
 * MAX/MIN_MAGNITUDE(_NUMBER) and MAX/MIN_NUMBER take integers as .NET's IBinaryInteger does:
 * MinValue has the largest magnitude, equal magnitudes give the positive value for maxima and
 * the negative one for minima, and the _NUMBER forms equal the plain ones.
 * Accuracy: add, subtract, multiply, divide, sqrt, negate, abs, min/max, copy_sign, ceiling,
 * floor, round, truncate, ieee754_remainder are exact (correctly rounded). EXP, EXPM1, LOG,
 * LOG2, LOG10, LOGP1, SIN, COS, TANH, SINH, ASIN, ACOS, ATAN, ASINH, ACOSH, ATANH and SIGMOID are
 * vectorized: at most 4 ULP in float32 and float64, 1 ULP in float16/bfloat16 (computed in
 * float32). Other float32 (and float16/bfloat16) math evaluates in double precision and rounds
 * once: at most 1 ULP. Float64
 * math uses the C library (glibc): at most 2 ULP for exp/log/trig/hyperbolic/pow/hypot, 4 for
 * cbrt, the π-scaled functions and EXP2M1/EXP10M1/LOG2P1/LOG10P1. SIN_PI, COS_PI and
 * TAN_PI are exact at integers, half-integers (and TAN_PI at quarters): SIN_PI(n) = ±0 with x's
 * sign, COS_PI(n + 1/2) = +0, TAN_PI(1) = −0, TAN_PI(1/2) = +∞, TAN_PI(3/2) = −∞, like .NET.
 * The vectorized functions' results may differ in the last bits between SIMD targets (each
 * within its bound, and the same for every call on one machine); all other results are
 * identical on every SIMD target the library dispatches to.
 *
 * Complex elements (COMPLEX64, COMPLEX128): NEGATE, CONJUGATE, ABS (result: the part dtype,
 * FLOAT32 or FLOAT64, hypot of the parts), RECIPROCAL, SQRT, EXP, EXPM1, LOG, LOG2, LOG10, LOGP1,
 * SIN, COS, TAN, ASIN, ACOS, ATAN, SINH, COSH, TANH, ASINH, ACOSH, ATANH; ADD,
 * SUBTRACT, MULTIPLY, DIVIDE, POW; EQUALS (both parts equal); reductions SUM, PRODUCT, DOT (Σ x·y,
 * no conjugation; conjugate x first for NumPy's vdot). Every other op → DTYPE_MISMATCH (complex
 * numbers have no order). MULTIPLY is (ac − bd) + (ad + bc)i and DIVIDE Smith's algorithm, both in
 * the part precision and in the form of .NET's System.Numerics.Complex; the other functions
 * evaluate in double (COMPLEX64) or long double (COMPLEX128) with the C library's complex
 * functions (C99 Annex G special values, principal values and branch cuts, as NumPy) and round
 * each part once; LOG2 and LOG10 scale both parts of LOG, EXPM1 and LOGP1 follow NumPy's
 * formulas and special values (docs/element-types.md). POW takes
 * NumPy's special cases: z^0 = 1, 0^y = 0 for real y > 0 and NaN + NaN i otherwise, integer
 * exponents below 100 in magnitude by repeated squaring. Measured normwise relative error
 * |result − exact| / |exact|: at most 0.5 epsilon of the part type for the functions and POW,
 * 0.86 for MULTIPLY, 0.82 for RECIPROCAL, 1.31 for DIVIDE.
 * Broadcasting (x ⊕ y): lengths are right-aligned; each dimension pair is equal or has a 1; the
 * result has the larger rank. Incompatible → STRATA_ERROR_SHAPE_MISMATCH; a broadcast element
 * count beyond int64 → STRATA_ERROR_ARGUMENT_OUT_OF_RANGE. A destination must be one the
 * result broadcasts to (leading length-1 result dimensions may be dropped); it may repeat
 * storage (stride 0, length > 1) only where every input repeats too
 * (else STRATA_ERROR_INVALID_ARGUMENT).
 * Overlap: each input is checked on its own; it may share memory with the destination only as
 * exactly the same view (same origin, lengths and strides, leading length-1 dims ignored) of a
 * destination without repeated storage; anything else → STRATA_ERROR_OVERLAP.
 * Errors common to all: NULL handle/pointer → NULL_POINTER; stale handle → INVALID_HANDLE; an
 * op code of the wrong kind → INVALID_ARGUMENT; dtypes that differ or that the op does not
 * support → DTYPE_MISMATCH; read-only destination → READ_ONLY; OUT_OF_MEMORY.
 */
#ifndef STRATA_STRATA_ELEMENTWISE_H
#define STRATA_STRATA_ELEMENTWISE_H

#include "strata/strata.h"

#ifdef __cplusplus
extern "C" {
#endif

/** An op code: one of the STRATA_OP_* constants (fixed values). */
typedef int32_t strata_op;
/** The STRATA_OP_* codes, each documented at its row of the op tables in strata_tables.h: unary
 * ops (strata_unary, strata_unary_into), binary ops (strata_binary and its variants),
 * comparisons (strata_binary and its variants into a BOOL tensor, strata_compare_all/any),
 * predicates (STRATA_OP_IS_*: strata_unary and strata_unary_into into a BOOL tensor,
 * strata_predicate_all/any) and reductions (strata_reduce, strata_reduce_axes). Which ops a row
 * group accepts (integers, floats) is stated above the rows in the tables. */
enum { STRATA_OP_TABLE(STRATA_TABLE_ENUMERATOR) };

/** Unary op or predicate of x. n: the integer operand of shifts, rotations and ROOT_N (ignored
 * otherwise). The result dtype is x's, BOOL for predicates, INT32 for ILOGB. strata_unary: *out =
 * a new dense tensor of x's lengths and the result dtype. strata_unary_into: writes destination
 * (the result dtype; x must broadcast to it); x may be the destination itself.
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param n The integer operand of shifts, rotations and ROOT_N (ignored otherwise).
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: the errors common to all (see strata_elementwise.h). */
STRATA_API strata_status strata_unary(strata_op op, const strata_tensor* x, int64_t n,
                                      strata_tensor** out);
/** Unary op or predicate of x written to destination (the result dtype; x must broadcast to it); x
 * may be the destination itself.
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param n The integer operand of shifts, rotations and ROOT_N (ignored otherwise).
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: the errors common to all and the destination rules (see
 *   strata_elementwise.h). */
STRATA_API strata_status strata_unary_into(strata_op op, const strata_tensor* x, int64_t n,
                                           strata_tensor* destination);

/** Binary op or comparison of x and y (same dtype), broadcast. Result dtype: x's, or BOOL for
 * comparisons. strata_binary: *out = a new dense tensor of the broadcast lengths.
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param y The second operand (borrowed; x's dtype); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: the errors common to all (see strata_elementwise.h); lengths that do not
 *   broadcast → SHAPE_MISMATCH. */
STRATA_API strata_status strata_binary(strata_op op, const strata_tensor* x,
                                       const strata_tensor* y, strata_tensor** out);
/** Binary op or comparison of x and y (same dtype), broadcast, written to destination (x's dtype,
 * or BOOL for comparisons).
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param y The second operand (borrowed; x's dtype); not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: the errors common to all and the destination and overlap rules (see
 *   strata_elementwise.h). */
STRATA_API strata_status strata_binary_into(strata_op op, const strata_tensor* x,
                                            const strata_tensor* y, strata_tensor* destination);

/** Binary op or comparison of a tensor and a scalar (*scalar: one element of x's dtype, read at
 * its element size; strata_binary_scalar_typed says what scalar holds), keeping
 * operand order: scalar_first 0 computes x op scalar, 1 computes scalar op x (so SUBTRACT with
 * scalar 50 and scalar_first 1 gives 50 − x).
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param scalar One element of x's dtype; not NULL.
 * @param scalar_first 0 computes x op scalar, 1 computes scalar op x.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: the errors common to all (see strata_elementwise.h); scalar_first not
 *   0/1 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_binary_scalar(strata_op op, const strata_tensor* x,
                                              const void* scalar, int32_t scalar_first,
                                              strata_tensor** out);
/** As strata_binary_scalar with a scalar of scalar_dtype, converted to x's dtype by the rules of
 * "Scalars with their dtype" (strata.h) before the operation (so 2.5 meets an int32 x as
 * INVALID_ARGUMENT, never as 2).
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param scalar_dtype The dtype of the element at scalar (STRATA_DTYPE_*).
 * @param scalar One element of scalar_dtype; not NULL.
 * @param scalar_first 0 computes x op scalar, 1 computes scalar op x.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: as strata_binary_scalar, plus the conversion's errors. */
STRATA_API strata_status strata_binary_scalar_typed(strata_op op, const strata_tensor* x,
                                                    strata_dtype scalar_dtype,
                                                    const void* scalar, int32_t scalar_first,
                                                    strata_tensor** out);
/** As strata_binary_scalar, written to destination.
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param scalar One element of x's dtype; not NULL.
 * @param scalar_first 0 computes x op scalar, 1 computes scalar op x.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: as strata_binary_scalar, plus the destination rules (see
 *   strata_elementwise.h). */
STRATA_API strata_status strata_binary_scalar_into(strata_op op, const strata_tensor* x,
                                                   const void* scalar, int32_t scalar_first,
                                                   strata_tensor* destination);
/** As strata_binary_scalar_into with a scalar of scalar_dtype, converted to x's dtype by the rules
 * of "Scalars with their dtype" (strata.h).
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param scalar_dtype The dtype of the element at scalar (STRATA_DTYPE_*).
 * @param scalar One element of scalar_dtype; not NULL.
 * @param scalar_first 0 computes x op scalar, 1 computes scalar op x.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: as strata_binary_scalar_into, plus the conversion's errors. */
STRATA_API strata_status strata_binary_scalar_into_typed(strata_op op, const strata_tensor* x,
                                                         strata_dtype scalar_dtype,
                                                         const void* scalar,
                                                         int32_t scalar_first,
                                                         strata_tensor* destination);

/** *out = 1 if the comparison holds for all (any) broadcast pairs of x and y, else 0. Allocates
 * nothing; stops at the first decisive pair in row-major order. Empty: all → 1, any → 0.
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param y The second operand (borrowed; x's dtype); not NULL.
 * @param out Receives the result, 1 or 0; not NULL.
 * @return STRATA_OK, or: the errors common to all (see strata_elementwise.h); lengths that do not
 *   broadcast → SHAPE_MISMATCH. */
STRATA_API strata_status strata_compare_all(strata_op op, const strata_tensor* x,
                                            const strata_tensor* y, int32_t* out);
/** *out = 1 if the comparison holds for any broadcast pair of x and y, else 0; as
 * strata_compare_all otherwise (empty → 0).
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param y The second operand (borrowed; x's dtype); not NULL.
 * @param out Receives the result, 1 or 0; not NULL.
 * @return STRATA_OK, or: as strata_compare_all. */
STRATA_API strata_status strata_compare_any(strata_op op, const strata_tensor* x,
                                            const strata_tensor* y, int32_t* out);

/** *out = 1 if the predicate (one of the STRATA_OP_IS_ codes) holds for all (any) elements of
 * x, else 0. Allocates nothing; stops at the first decisive element in row-major order. Empty:
 * all → 1, any → 0.
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param out Receives the result, 1 or 0; not NULL.
 * @return STRATA_OK, or: not a predicate → INVALID_ARGUMENT; BOOL x → DTYPE_MISMATCH. */
STRATA_API strata_status strata_predicate_all(strata_op op, const strata_tensor* x, int32_t* out);
/** *out = 1 if the predicate holds for any element of x, else 0; as strata_predicate_all otherwise
 * (empty → 0).
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param out Receives the result, 1 or 0; not NULL.
 * @return STRATA_OK, or: as strata_predicate_all. */
STRATA_API strata_status strata_predicate_any(strata_op op, const strata_tensor* x, int32_t* out);

/** Clamp each element to [*min_value, *max_value] (one element each of x's dtype, read at its
 * element size): the minimum if x < minimum, the maximum if x > maximum, else x (NaN stays NaN).
 * @param x The input tensor (borrowed); not NULL.
 * @param min_value The minimum, one element of x's dtype; not NULL.
 * @param max_value The maximum, one element of x's dtype; not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: minimum greater than maximum → ARGUMENT_OUT_OF_RANGE. */
STRATA_API strata_status strata_clamp(const strata_tensor* x, const void* min_value,
                                      const void* max_value, strata_tensor** out);
/** As strata_clamp with bounds of bounds_dtype, each converted to x's dtype by the rules of
 * "Scalars with their dtype" (strata.h).
 * @param x The input tensor (borrowed); not NULL.
 * @param bounds_dtype The dtype of the elements at min_value and max_value (STRATA_DTYPE_*).
 * @param min_value The minimum, one element of bounds_dtype; not NULL.
 * @param max_value The maximum, one element of bounds_dtype; not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: as strata_clamp, plus the conversion's errors. */
STRATA_API strata_status strata_clamp_typed(const strata_tensor* x, strata_dtype bounds_dtype,
                                            const void* min_value, const void* max_value,
                                            strata_tensor** out);
/** As strata_clamp, written to destination.
 * @param x The input tensor (borrowed); not NULL.
 * @param min_value The minimum, one element of x's dtype; not NULL.
 * @param max_value The maximum, one element of x's dtype; not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: as strata_clamp, plus the destination rules (see strata_elementwise.h). */
STRATA_API strata_status strata_clamp_into(const strata_tensor* x, const void* min_value,
                                           const void* max_value, strata_tensor* destination);
/** As strata_clamp_into with bounds of bounds_dtype, each converted to x's dtype by the rules of
 * "Scalars with their dtype" (strata.h).
 * @param x The input tensor (borrowed); not NULL.
 * @param bounds_dtype The dtype of the elements at min_value and max_value (STRATA_DTYPE_*).
 * @param min_value The minimum, one element of bounds_dtype; not NULL.
 * @param max_value The maximum, one element of bounds_dtype; not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: as strata_clamp_into, plus the conversion's errors. */
STRATA_API strata_status strata_clamp_into_typed(const strata_tensor* x, strata_dtype bounds_dtype,
                                                 const void* min_value, const void* max_value,
                                                 strata_tensor* destination);

/** Midpoint modes of strata_round (the values of .NET's MidpointRounding). */
enum {
  STRATA_ROUND_TO_EVEN = 0,              /**< Midpoints to the even neighbour. */
  STRATA_ROUND_AWAY_FROM_ZERO = 1,       /**< Midpoints away from zero. */
  STRATA_ROUND_TO_ZERO = 2,              /**< Toward zero (truncation). */
  STRATA_ROUND_TO_NEGATIVE_INFINITY = 3, /**< Toward −∞ (floor). */
  STRATA_ROUND_TO_POSITIVE_INFINITY = 4  /**< Toward +∞ (ceiling). */
};
/** Rounds each element of x to `digits` fractional decimal digits, like .NET's
 * Math.Round(x, digits, mode): a value below 1e16 (float64) or 1e8 (other dtypes) is multiplied by
 * 10^digits in the element's precision (float32 for float16/bfloat16), rounded to an integer by
 * mode and divided back; larger values, ±∞ and NaN stay. So 2.675 → 2.68 (float64, 2 digits,
 * TO_EVEN) and 1.005f → 1.0 (TO_EVEN) or 1.01 (AWAY_FROM_ZERO). strata_round: *out = a new dense
 * tensor; strata_round_into: writes destination (same dtype; x must broadcast to it; x may be the
 * destination itself). Integer x is copied unchanged (NumPy's round of integers).
 * @param x The input tensor (borrowed); not NULL.
 * @param digits Fractional decimal digits kept: [0, 15] for float64, [0, 6] for the other floats,
 *   0 or more for integers.
 * @param mode A STRATA_ROUND_* midpoint mode.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: BOOL or complex x → DTYPE_MISMATCH; digits below 0, or above 15 (float64)
 *   or 6 (other floats) → ARGUMENT_OUT_OF_RANGE; mode outside 0..4 → INVALID_ARGUMENT. */
STRATA_API strata_status strata_round(const strata_tensor* x, int32_t digits, int32_t mode,
                                      strata_tensor** out);
/** As strata_round, written to destination (same dtype; x must broadcast to it; x may be the
 * destination itself).
 * @param x The input tensor (borrowed); not NULL.
 * @param digits Fractional decimal digits kept: [0, 15] for float64, [0, 6] for the other floats,
 *   0 or more for integers.
 * @param mode A STRATA_ROUND_* midpoint mode.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: as strata_round, plus the destination rules (see strata_elementwise.h). */
STRATA_API strata_status strata_round_into(const strata_tensor* x, int32_t digits, int32_t mode,
                                           strata_tensor* destination);

/** SoftMax of all elements of floating-point x as one distribution (any rank), shifted by the
 * maximum m: result_i = exp(x_i − m) / S, S = Σ_j (x_j == m ? 1 : exp(x_j − m)), evaluated in
 * double precision with S summed in row-major order, each result rounded once. [1000, 1000] →
 * [0.5, 0.5]; [−∞, −∞, 0] → [0, 0, 1]; any NaN → all NaN; +∞ → NaN at the infinities, 0 elsewhere;
 * empty → empty. strata_softmax: *out = a new dense tensor of x's lengths; strata_softmax_into:
 * destination of x's dtype and element count (x must broadcast to it; x may be the destination
 * itself).
 * @param x The input tensor (borrowed); not NULL.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: integer or BOOL x → DTYPE_MISMATCH; another element count →
 *   SHAPE_MISMATCH. */
STRATA_API strata_status strata_softmax(const strata_tensor* x, strata_tensor** out);
/** As strata_softmax, written to destination (x's dtype and element count; x must broadcast to it;
 * x may be the destination itself).
 * @param x The input tensor (borrowed); not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @return STRATA_OK, or: as strata_softmax; another element count → SHAPE_MISMATCH. */
STRATA_API strata_status strata_softmax_into(const strata_tensor* x, strata_tensor* destination);

/** Reduction of x (and y for DOT, DISTANCE, COSINE_SIMILARITY: same dtype, broadcast; NULL
 * otherwise). value_out receives one element of x's dtype, or an int64_t logical index (−1 if
 * empty) for the INDEX_OF ops. Order: row-major logical order. PRODUCT, the min/max family and
 * INDEX_OF give the result of a sequential fold (the floating-point PRODUCT is one). Floating-point
 * sums (SUM, AVERAGE = sum/n, NORM = sqrt(Σx²), STD_DEV, DOT, DISTANCE, COSINE_SIMILARITY) cut the
 * elements into consecutive blocks of 65 536; a block keeps 16 partial sums, element i adding to
 * partial i mod 16, combined by a fixed pairwise tree, and the block totals are combined by the
 * same kind of tree (adjacent pairs left to right, an odd last one carried up): the same bits on
 * every run, SIMD target, layout and thread count (inputs of 4 MiB or more are reduced on the copy
 * threads, strata_set_copy_threads), but not bit-equal to .NET's strictly sequential sum. Integer
 * sums and products wrap.
 * Float16/bfloat16 accumulate in float32. NaN: MIN/MAX return NaN if any element is NaN; INDEX_OF
 * returns the first NaN's index; +0 counts greater than −0. Empty: SUM, DOT, DISTANCE, NORM → 0;
 * AVERAGE, STD_DEV → NaN; INDEX_OF → −1; PRODUCT, min/max families, COSINE_SIMILARITY →
 * INVALID_ARGUMENT. Integers: the `*_NUMBER` and `*_MAGNITUDE` reductions follow .NET's
 * IBinaryInteger, as the elementwise forms above (MinValue has the largest magnitude; equal
 * magnitudes give the positive value for maxima and the negative one for minima; `*_NUMBER` equals
 * the plain form).
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param y The second operand (borrowed) for DOT, DISTANCE, COSINE_SIMILARITY; NULL otherwise.
 * @param value_out Receives one element of x's dtype, or an int64_t for the INDEX_OF ops; not
 *   NULL.
 * @return STRATA_OK, or: AVERAGE, NORM, STD_DEV, DISTANCE, COSINE_SIMILARITY on integers →
 *   DTYPE_MISMATCH; y given or missing wrongly → INVALID_ARGUMENT. */
STRATA_API strata_status strata_reduce(strata_op op, const strata_tensor* x,
                                       const strata_tensor* y, void* value_out);

/** Reduction of x over the axes listed in axes[0 .. axis_count) (negative entries count from the
 * back), NumPy's sum/prod/mean/std/min/max/argmax/argmin with axis= and keepdims=. *out = a new
 * dense tensor: x's lengths with each reduced axis removed, or kept with length 1 when keep_dims
 * is 1; reducing every axis without keep_dims gives rank 0 (one element, no lengths). Result
 * element i reduces the elements of x that share i's kept coordinates, in row-major order, by the
 * rules of strata_reduce (partial sums, NaN, +0 > −0, wrapping integer sums and products,
 * float16/bfloat16 accumulating in float32): reducing every axis gives exactly strata_reduce's
 * value. op: STRATA_OP_SUM, PRODUCT, AVERAGE, STD_DEV (population standard deviation, NumPy's
 * np.std with ddof=0), NORM (sqrt(Σx²)), REDUCE_MIN, REDUCE_MAX: result dtype x's, with
 * strata_reduce's dtype rules (AVERAGE, STD_DEV, NORM on integers → DTYPE_MISMATCH; BOOL →
 * DTYPE_MISMATCH); INDEX_OF_MAX, INDEX_OF_MIN (argmax/argmin): exactly one axis, result dtype
 * INT64 holding the index along that axis (the first NaN wins, ties keep the first index).
 * axis_count 0 reduces nothing: each element is reduced on its own (a copy for SUM, PRODUCT,
 * AVERAGE, REDUCE_MIN, REDUCE_MAX). Empty reduced set (a reduced axis of length 0), as NumPy: SUM,
 * NORM → 0; PRODUCT → 1; AVERAGE, STD_DEV → NaN; REDUCE_MIN, REDUCE_MAX, `INDEX_OF_*` →
 * INVALID_ARGUMENT. Everything is validated before the result is allocated; *out is NULL after any
 * failure.
 * @param op The op code (STRATA_OP_*).
 * @param x The input tensor (borrowed); not NULL.
 * @param axes axis_count axes; negative entries count from the back; may be NULL when axis_count
 *   is 0.
 * @param axis_count The number of axes, 0 .. rank.
 * @param keep_dims 1 keeps each reduced axis with length 1, 0 removes it.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: out NULL, or axes NULL with axis_count > 0 → NULL_POINTER; another op
 *   code → INVALID_ARGUMENT; axis_count < 0 → ARGUMENT_OUT_OF_RANGE; axis_count > rank (checked
 *   before axes is read), axis_count ≠ 1 for `INDEX_OF_*`, an axis listed twice (after resolving
 *   negative entries) or keep_dims not 0/1 → INVALID_ARGUMENT; an axis outside [−rank, rank) →
 *   ARGUMENT_OUT_OF_RANGE; OUT_OF_MEMORY. */
STRATA_API strata_status strata_reduce_axes(strata_op op, const strata_tensor* x,
                                            const int32_t* axes, int32_t axis_count,
                                            int32_t keep_dims, strata_tensor** out);

/** Conversion modes of strata_convert. */
enum {
  /** a value outside the target range → OVERFLOW, nothing written */
  STRATA_CONVERT_CHECKED = 0,
  /** clamp to the target range; NaN → 0 */
  STRATA_CONVERT_SATURATING = 1,
  /** integer → integer keeps the low bits; float → integer saturates */
  STRATA_CONVERT_TRUNCATING = 2
};
/** Converts every element of x to dtype (floating-point sources truncate toward zero for integer
 * targets; floating-point targets round to nearest even). A dtype equal to x's gives an exact
 * copy, for every dtype. BOOL converts to and from BOOL only (DTYPE_MISMATCH otherwise).
 * strata_convert_into: the destination's dtype is the target; any overlap of x and destination →
 * OVERLAP.
 * @param x The input tensor (borrowed); not NULL.
 * @param dtype The target element type (STRATA_DTYPE_*).
 * @param mode A STRATA_CONVERT_* mode.
 * @param out Receives the new tensor (one reference); set to NULL on entry; not NULL.
 * @return STRATA_OK, or: unknown mode → INVALID_ARGUMENT. */
STRATA_API strata_status strata_convert(const strata_tensor* x, strata_dtype dtype, int32_t mode,
                                        strata_tensor** out);
/** As strata_convert, written to destination, whose dtype is the target.
 * @param x The input tensor (borrowed); not NULL.
 * @param destination The destination tensor (borrowed); not NULL.
 * @param mode A STRATA_CONVERT_* mode.
 * @return STRATA_OK, or: as strata_convert; any overlap of x and destination → OVERLAP; the
 *   destination rules (see strata_elementwise.h). */
STRATA_API strata_status strata_convert_into(const strata_tensor* x, strata_tensor* destination,
                                             int32_t mode);

#ifdef __cplusplus
}
#endif

#endif /* STRATA_STRATA_ELEMENTWISE_H */
