/**
 * @file strata_tables.h
 * @brief The lists of Strata's status codes, element types and op codes, each written once.
 *
 * strata.h and strata_elementwise.h expand them into the STRATA_* enum constants, and the
 * library builds its own status, dtype and op lists from the same rows, so the two cannot drift
 * apart. Included by strata.h; macros only, valid C99 and C++.
 *
 * Each table is a macro T(X) that invokes the macro X once per row. Every row begins
 *   X(PUBLIC_NAME, Name, value, ...)
 * PUBLIC_NAME is the enum constant, Name the same in PascalCase, value the fixed code (codes
 * never change and new rows are only appended to the ABI). The remaining columns are given
 * with each table. The Doxygen comment above a row documents that constant (the API reference
 * adds the row's columns to it); a plain comment above several rows describes that group.
 */
#ifndef STRATA_STRATA_TABLES_H
#define STRATA_STRATA_TABLES_H

/** Expands a row of any table to the enumerator "PUBLIC_NAME = value,".
 * @param public_name The enum constant.
 * @param name The constant's PascalCase name (unused).
 * @param value The fixed code. */
#define STRATA_TABLE_ENUMERATOR(public_name, name, value, ...) public_name = value,

/* ---- Status codes (strata_status) ---------------------------------------------------------- */
/** The status codes (strata_status): X(PUBLIC_NAME, Name, value, description) per row.
 * description: the text strata_status_description returns for the code.
 * @param X The macro invoked once per row. */
#define STRATA_STATUS_TABLE(X)                                                                     \
  X(STRATA_OK, Ok, 0, "success")                                                                   \
  /** malformed argument (e.g. aliasing strides) */                                                \
  X(STRATA_ERROR_INVALID_ARGUMENT, InvalidArgument, -1, "invalid argument")                        \
  /** an argument outside its allowed range */                                                     \
  X(STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, ArgumentOutOfRange, -2, "argument out of range")           \
  /** an element index outside its dimension */                                                    \
  X(STRATA_ERROR_INDEX_OUT_OF_RANGE, IndexOutOfRange, -3, "index out of range")                    \
  /** shapes that cannot be combined */                                                            \
  X(STRATA_ERROR_SHAPE_MISMATCH, ShapeMismatch, -4, "shape mismatch")                              \
  /** an unsupported overlap of source and destination */                                          \
  X(STRATA_ERROR_OVERLAP, Overlap, -5, "unsupported overlap between source and destination")       \
  /** a write to a read-only view */                                                               \
  X(STRATA_ERROR_READ_ONLY, ReadOnly, -6, "write to a read-only tensor")                           \
  /** operands of different or unsupported dtypes */                                               \
  X(STRATA_ERROR_DTYPE_MISMATCH, DTypeMismatch, -7, "dtype mismatch")                              \
  /** a size or offset not representable in int64 */                                               \
  X(STRATA_ERROR_OVERFLOW, Overflow, -8, "size or offset overflows int64")                         \
  /** an allocation failed */                                                                      \
  X(STRATA_ERROR_OUT_OF_MEMORY, OutOfMemory, -9, "out of memory")                                  \
  /** a required pointer was NULL */                                                               \
  X(STRATA_ERROR_NULL_POINTER, NullPointer, -10, "null pointer")                                   \
  /** a defect in Strata; please report it */                                                      \
  X(STRATA_ERROR_INTERNAL, Internal, -11, "internal error")                                        \
  /** a released or foreign tensor handle */                                                       \
  X(STRATA_ERROR_INVALID_HANDLE, InvalidHandle, -12, "invalid or released tensor handle")

/* ---- Element types (strata_dtype) ----------------------------------------------------------- */
/** The element types (strata_dtype): X(PUBLIC_NAME, Name, value, storage, dotnet_name) per row.
 * value: the DLPack type code << 8 | bits. storage: how one element is held, a `<stdint.h>` or
 * floating type, or Float16/BFloat16 (the 16 bits of the format in a uint16_t) and Bool8 (one
 * uint8_t). dotnet_name: the .NET element type's short name, used in messages and text output.
 * @param X The macro invoked once per row. */
#define STRATA_DTYPE_TABLE(X)                                                                      \
  X(STRATA_DTYPE_INT8, Int8, 0x0008, int8_t, "SByte")                                              \
  X(STRATA_DTYPE_INT16, Int16, 0x0010, int16_t, "Int16")                                           \
  X(STRATA_DTYPE_INT32, Int32, 0x0020, int32_t, "Int32")                                           \
  X(STRATA_DTYPE_INT64, Int64, 0x0040, int64_t, "Int64")                                           \
  X(STRATA_DTYPE_UINT8, UInt8, 0x0108, uint8_t, "Byte")                                            \
  X(STRATA_DTYPE_UINT16, UInt16, 0x0110, uint16_t, "UInt16")                                       \
  X(STRATA_DTYPE_UINT32, UInt32, 0x0120, uint32_t, "UInt32")                                       \
  X(STRATA_DTYPE_UINT64, UInt64, 0x0140, uint64_t, "UInt64")                                       \
  /** IEEE binary16 */                                                                             \
  X(STRATA_DTYPE_FLOAT16, Float16, 0x0210, Float16, "Half")                                        \
  X(STRATA_DTYPE_FLOAT32, Float32, 0x0220, float, "Single")                                        \
  X(STRATA_DTYPE_FLOAT64, Float64, 0x0240, double, "Double")                                       \
  X(STRATA_DTYPE_BFLOAT16, BFloat16, 0x0410, BFloat16, "BFloat16")                                 \
  /** one byte, 0 or 1 */                                                                          \
  X(STRATA_DTYPE_BOOL, Bool, 0x0608, Bool8, "Boolean")                                             \
  /** real then imaginary part, two float32 (C99 float complex, std::complex<float>) */           \
  X(STRATA_DTYPE_COMPLEX64, Complex64, 0x0540, Complex64, "Complex64")                             \
  /** real then imaginary part, two float64 (C99 double complex, System.Numerics.Complex) */       \
  X(STRATA_DTYPE_COMPLEX128, Complex128, 0x0580, Complex128, "Complex")

/** The flag of the opaque dtypes: STRATA_DTYPE_OPAQUE(n) (strata.h) is this flag ORed with n. */
#define STRATA_DTYPE_OPAQUE_FLAG 0x01000000
/** The largest element size of an opaque dtype, in bytes. */
#define STRATA_MAX_OPAQUE_SIZE 65536

/* ---- Op codes (strata_op): X(PUBLIC_NAME, Name, value, name_text) ----------------------------
 * One table per category; the category decides which functions of strata_elementwise.h accept
 * the op. name_text: the op's name in lower snake case, as used in messages. */

/** Unary ops (strata_unary*): X(PUBLIC_NAME, Name, value, name_text) per row.
 * @param X The macro invoked once per row. */
#define STRATA_UNARY_OP_TABLE(X)                                                                   \
  /* integers and floats */                                                                        \
  X(STRATA_OP_NEGATE, Negate, 1, "negate")                                                         \
  X(STRATA_OP_ABS, Abs, 2, "abs")                                                                  \
  X(STRATA_OP_INCREMENT, Increment, 33, "increment")                                               \
  X(STRATA_OP_DECREMENT, Decrement, 34, "decrement")                                               \
  /** the complex conjugate; real numbers are their own conjugate */                               \
  X(STRATA_OP_CONJUGATE, Conjugate, 56, "conjugate")                                               \
  /* floating point only */                                                                        \
  X(STRATA_OP_SQRT, Sqrt, 3, "sqrt")                                                               \
  X(STRATA_OP_EXP, Exp, 4, "exp")                                                                  \
  X(STRATA_OP_LOG, Log, 5, "log")                                                                  \
  X(STRATA_OP_EXP2, Exp2, 6, "exp2")                                                               \
  X(STRATA_OP_EXP10, Exp10, 7, "exp10")                                                            \
  X(STRATA_OP_EXPM1, ExpM1, 8, "expm1")                                                            \
  X(STRATA_OP_LOG2, Log2, 9, "log2")                                                               \
  X(STRATA_OP_LOG10, Log10, 10, "log10")                                                           \
  X(STRATA_OP_LOGP1, LogP1, 11, "logp1")                                                           \
  X(STRATA_OP_SIN, Sin, 12, "sin")                                                                 \
  X(STRATA_OP_COS, Cos, 13, "cos")                                                                 \
  X(STRATA_OP_TAN, Tan, 14, "tan")                                                                 \
  X(STRATA_OP_ASIN, Asin, 15, "asin")                                                              \
  X(STRATA_OP_ACOS, Acos, 16, "acos")                                                              \
  X(STRATA_OP_ATAN, Atan, 17, "atan")                                                              \
  X(STRATA_OP_SINH, Sinh, 18, "sinh")                                                              \
  X(STRATA_OP_COSH, Cosh, 19, "cosh")                                                              \
  X(STRATA_OP_TANH, Tanh, 20, "tanh")                                                              \
  X(STRATA_OP_ASINH, Asinh, 21, "asinh")                                                           \
  X(STRATA_OP_ACOSH, Acosh, 22, "acosh")                                                           \
  X(STRATA_OP_ATANH, Atanh, 23, "atanh")                                                           \
  X(STRATA_OP_CBRT, Cbrt, 24, "cbrt")                                                              \
  X(STRATA_OP_CEILING, Ceiling, 25, "ceiling")                                                     \
  X(STRATA_OP_FLOOR, Floor, 26, "floor")                                                           \
  /** ties to even */                                                                              \
  X(STRATA_OP_ROUND, Round, 27, "round")                                                           \
  X(STRATA_OP_TRUNCATE, Truncate, 28, "truncate")                                                  \
  X(STRATA_OP_RECIPROCAL, Reciprocal, 29, "reciprocal")                                            \
  X(STRATA_OP_SIGMOID, Sigmoid, 30, "sigmoid")                                                     \
  X(STRATA_OP_DEGREES_TO_RADIANS, DegreesToRadians, 31, "degrees_to_radians")                      \
  X(STRATA_OP_RADIANS_TO_DEGREES, RadiansToDegrees, 32, "radians_to_degrees")                      \
  /** x^(1/n) with n the integer operand */                                                        \
  X(STRATA_OP_ROOT_N, RootN, 44, "root_n")                                                         \
  /** acos(x)/π */                                                                                 \
  X(STRATA_OP_ACOS_PI, AcosPi, 45, "acos_pi")                                                      \
  /** asin(x)/π */                                                                                 \
  X(STRATA_OP_ASIN_PI, AsinPi, 46, "asin_pi")                                                      \
  /** atan(x)/π */                                                                                 \
  X(STRATA_OP_ATAN_PI, AtanPi, 47, "atan_pi")                                                      \
  /** cos(πx) */                                                                                   \
  X(STRATA_OP_COS_PI, CosPi, 48, "cos_pi")                                                         \
  /** sin(πx) */                                                                                   \
  X(STRATA_OP_SIN_PI, SinPi, 49, "sin_pi")                                                         \
  /** tan(πx) */                                                                                   \
  X(STRATA_OP_TAN_PI, TanPi, 50, "tan_pi")                                                         \
  X(STRATA_OP_EXP2M1, Exp2M1, 51, "exp2m1")                                                        \
  X(STRATA_OP_EXP10M1, Exp10M1, 52, "exp10m1")                                                     \
  X(STRATA_OP_LOG2P1, Log2P1, 53, "log2p1")                                                        \
  X(STRATA_OP_LOG10P1, Log10P1, 54, "log10p1")                                                     \
  /** floating point only, result INT32: the unbiased exponent (INT32_MIN for ±0,                  \
     INT32_MAX for ±∞ and NaN) */                                                                  \
  X(STRATA_OP_ILOGB, ILogB, 55, "ilogb")                                                           \
  /* integers only; shifts and rotations take n masked to the bit width */                         \
  X(STRATA_OP_ONES_COMPLEMENT, OnesComplement, 35, "ones_complement")                              \
  X(STRATA_OP_POP_COUNT, PopCount, 36, "pop_count")                                                \
  X(STRATA_OP_LEADING_ZERO_COUNT, LeadingZeroCount, 37, "leading_zero_count")                      \
  X(STRATA_OP_TRAILING_ZERO_COUNT, TrailingZeroCount, 38, "trailing_zero_count")                   \
  X(STRATA_OP_SHIFT_LEFT, ShiftLeft, 39, "shift_left")                                             \
  X(STRATA_OP_SHIFT_RIGHT_ARITHMETIC, ShiftRightArithmetic, 40, "shift_right_arithmetic")          \
  X(STRATA_OP_SHIFT_RIGHT_LOGICAL, ShiftRightLogical, 41, "shift_right_logical")                   \
  X(STRATA_OP_ROTATE_LEFT, RotateLeft, 42, "rotate_left")                                          \
  X(STRATA_OP_ROTATE_RIGHT, RotateRight, 43, "rotate_right")

/** Binary ops (strata_binary*): X(PUBLIC_NAME, Name, value, name_text) per row.
 * @param X The macro invoked once per row. */
#define STRATA_BINARY_OP_TABLE(X)                                                                  \
  /* integers and floats. Float min/max follow IEEE 754:2019 like .NET (NaN propagates,            \
   * -0 < +0). */                                                                                  \
  X(STRATA_OP_ADD, Add, 100, "add")                                                                \
  X(STRATA_OP_SUBTRACT, Subtract, 101, "subtract")                                                 \
  X(STRATA_OP_MULTIPLY, Multiply, 102, "multiply")                                                 \
  X(STRATA_OP_DIVIDE, Divide, 103, "divide")                                                       \
  X(STRATA_OP_MIN, Min, 104, "min")                                                                \
  X(STRATA_OP_MAX, Max, 105, "max")                                                                \
  /* integers only */                                                                              \
  X(STRATA_OP_BITWISE_AND, BitwiseAnd, 108, "bitwise_and")                                         \
  X(STRATA_OP_BITWISE_OR, BitwiseOr, 109, "bitwise_or")                                            \
  X(STRATA_OP_XOR, Xor, 110, "xor")                                                                \
  /* floating point only */                                                                        \
  X(STRATA_OP_POW, Pow, 106, "pow")                                                                \
  X(STRATA_OP_ATAN2, Atan2, 107, "atan2")                                                          \
  X(STRATA_OP_COPY_SIGN, CopySign, 111, "copy_sign")                                               \
  X(STRATA_OP_HYPOT, Hypot, 112, "hypot")                                                          \
  X(STRATA_OP_IEEE754_REMAINDER, Ieee754Remainder, 113, "ieee754_remainder")                       \
  /** Math.Log(x, y) */                                                                            \
  X(STRATA_OP_LOG_BASE, LogBase, 114, "log_base")                                                  \
  X(STRATA_OP_MAX_MAGNITUDE, MaxMagnitude, 115, "max_magnitude")                                   \
  X(STRATA_OP_MIN_MAGNITUDE, MinMagnitude, 116, "min_magnitude")                                   \
  X(STRATA_OP_MAX_NUMBER, MaxNumber, 117, "max_number")                                            \
  X(STRATA_OP_MIN_NUMBER, MinNumber, 118, "min_number")                                            \
  X(STRATA_OP_MAX_MAGNITUDE_NUMBER, MaxMagnitudeNumber, 119, "max_magnitude_number")               \
  X(STRATA_OP_MIN_MAGNITUDE_NUMBER, MinMagnitudeNumber, 120, "min_magnitude_number")               \
  /** atan2(x, y)/π: x is the y coordinate, as .NET's Atan2Pi(y, x) */                             \
  X(STRATA_OP_ATAN2_PI, Atan2Pi, 121, "atan2_pi")                                                  \
  /* integers and floats, NumPy's floor_divide and remainder (Python's // and %): the quotient     \
   * rounds toward −∞ and the remainder takes the divisor's sign, x == (x // y) * y + x % y.       \
   * Integers: y == 0 → STRATA_ERROR_INVALID_ARGUMENT (as the index assignments //= and %=); the   \
   * most negative value // −1 wraps to itself, % −1 is 0. Floats as NumPy: x // 0 is ±∞ or NaN,   \
   * x % 0 is NaN, x % ±∞ as NumPy (1 % ∞ = 1, −1 % ∞ = ∞). */                                     \
  X(STRATA_OP_FLOOR_DIVIDE, FloorDivide, 122, "floor_divide")                                      \
  X(STRATA_OP_MODULO, Modulo, 123, "modulo")

/** Comparisons (strata_binary* into a BOOL tensor; strata_compare_all/any); NaN compares false.
 * X(PUBLIC_NAME, Name, value, name_text) per row.
 * @param X The macro invoked once per row. */
#define STRATA_COMPARISON_OP_TABLE(X)                                                              \
  X(STRATA_OP_EQUALS, Equals, 200, "equals")                                                       \
  X(STRATA_OP_GREATER_THAN, GreaterThan, 201, "greater_than")                                      \
  X(STRATA_OP_GREATER_THAN_OR_EQUAL, GreaterThanOrEqual, 202, "greater_than_or_equal")             \
  X(STRATA_OP_LESS_THAN, LessThan, 203, "less_than")                                               \
  X(STRATA_OP_LESS_THAN_OR_EQUAL, LessThanOrEqual, 204, "less_than_or_equal")

/** Predicates (strata_unary* into a BOOL tensor; strata_predicate_all/any), .NET's
 * INumberBase<T>.IsXxx on every integer and floating-point dtype. Floats are classified in their
 * own format (a float16 subnormal is subnormal); IS_NEGATIVE/IS_POSITIVE read the sign bit (−0 is
 * negative); IS_INTEGER means finite without fraction; IS_POW2 holds for positive powers of two,
 * subnormal ones included; integers are normal when nonzero.
 * X(PUBLIC_NAME, Name, value, name_text) per row.
 * @param X The macro invoked once per row. */
#define STRATA_PREDICATE_OP_TABLE(X)                                                               \
  X(STRATA_OP_IS_CANONICAL, IsCanonical, 400, "is_canonical")                                      \
  X(STRATA_OP_IS_COMPLEX_NUMBER, IsComplexNumber, 401, "is_complex_number")                        \
  X(STRATA_OP_IS_EVEN_INTEGER, IsEvenInteger, 402, "is_even_integer")                              \
  X(STRATA_OP_IS_FINITE, IsFinite, 403, "is_finite")                                               \
  X(STRATA_OP_IS_IMAGINARY_NUMBER, IsImaginaryNumber, 404, "is_imaginary_number")                  \
  X(STRATA_OP_IS_INFINITY, IsInfinity, 405, "is_infinity")                                         \
  X(STRATA_OP_IS_INTEGER, IsInteger, 406, "is_integer")                                            \
  X(STRATA_OP_IS_NAN, IsNaN, 407, "is_nan")                                                        \
  X(STRATA_OP_IS_NEGATIVE, IsNegative, 408, "is_negative")                                         \
  X(STRATA_OP_IS_NEGATIVE_INFINITY, IsNegativeInfinity, 409, "is_negative_infinity")               \
  X(STRATA_OP_IS_NORMAL, IsNormal, 410, "is_normal")                                               \
  X(STRATA_OP_IS_ODD_INTEGER, IsOddInteger, 411, "is_odd_integer")                                 \
  X(STRATA_OP_IS_POSITIVE, IsPositive, 412, "is_positive")                                         \
  X(STRATA_OP_IS_POSITIVE_INFINITY, IsPositiveInfinity, 413, "is_positive_infinity")               \
  X(STRATA_OP_IS_POW2, IsPow2, 414, "is_pow2")                                                     \
  X(STRATA_OP_IS_REAL_NUMBER, IsRealNumber, 415, "is_real_number")                                 \
  X(STRATA_OP_IS_SUBNORMAL, IsSubnormal, 416, "is_subnormal")                                      \
  X(STRATA_OP_IS_ZERO, IsZero, 417, "is_zero")

/** Reductions (strata_reduce; strata_reduce_axes takes SUM, PRODUCT, AVERAGE, NORM, STD_DEV,
 * REDUCE_MIN, REDUCE_MAX, INDEX_OF_MAX and INDEX_OF_MIN). X(PUBLIC_NAME, Name, value, name_text)
 * per row.
 * @param X The macro invoked once per row. */
#define STRATA_REDUCTION_OP_TABLE(X)                                                               \
  X(STRATA_OP_SUM, Sum, 300, "sum")                                                                \
  X(STRATA_OP_PRODUCT, Product, 301, "product")                                                    \
  X(STRATA_OP_AVERAGE, Average, 302, "average")                                                    \
  X(STRATA_OP_NORM, Norm, 303, "norm")                                                             \
  X(STRATA_OP_STD_DEV, StdDev, 304, "std_dev")                                                     \
  X(STRATA_OP_REDUCE_MIN, ReduceMin, 305, "min")                                                   \
  X(STRATA_OP_REDUCE_MAX, ReduceMax, 306, "max")                                                   \
  X(STRATA_OP_REDUCE_MIN_MAGNITUDE, ReduceMinMagnitude, 307, "min_magnitude")                      \
  X(STRATA_OP_REDUCE_MAX_MAGNITUDE, ReduceMaxMagnitude, 308, "max_magnitude")                      \
  X(STRATA_OP_REDUCE_MIN_NUMBER, ReduceMinNumber, 309, "min_number")                               \
  X(STRATA_OP_REDUCE_MAX_NUMBER, ReduceMaxNumber, 310, "max_number")                               \
  X(STRATA_OP_REDUCE_MIN_MAGNITUDE_NUMBER, ReduceMinMagnitudeNumber, 311, "min_magnitude_number")  \
  X(STRATA_OP_REDUCE_MAX_MAGNITUDE_NUMBER, ReduceMaxMagnitudeNumber, 312, "max_magnitude_number")  \
  X(STRATA_OP_DOT, Dot, 320, "dot")                                                                \
  X(STRATA_OP_DISTANCE, Distance, 321, "distance")                                                 \
  X(STRATA_OP_COSINE_SIMILARITY, CosineSimilarity, 322, "cosine_similarity")                       \
  X(STRATA_OP_INDEX_OF_MAX, IndexOfMax, 330, "index_of_max")                                       \
  X(STRATA_OP_INDEX_OF_MIN, IndexOfMin, 331, "index_of_min")                                       \
  X(STRATA_OP_INDEX_OF_MAX_MAGNITUDE, IndexOfMaxMagnitude, 332, "index_of_max_magnitude")          \
  X(STRATA_OP_INDEX_OF_MIN_MAGNITUDE, IndexOfMinMagnitude, 333, "index_of_min_magnitude")

/** Every op, category by category.
 * @param X The macro invoked once per row. */
#define STRATA_OP_TABLE(X)                                                                         \
  STRATA_UNARY_OP_TABLE(X)                                                                         \
  STRATA_BINARY_OP_TABLE(X)                                                                        \
  STRATA_COMPARISON_OP_TABLE(X)                                                                    \
  STRATA_PREDICATE_OP_TABLE(X)                                                                     \
  STRATA_REDUCTION_OP_TABLE(X)

#endif /* STRATA_STRATA_TABLES_H */
