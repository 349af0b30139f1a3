// The op codes of include/strata/strata_elementwise.h (strata_op, fixed values). This enum is
// the one place the binding lists them: a code added to the header is added here, then wrapped
// by a method that names it (TensorElementwise*.cs).
namespace Strata.Interop;

internal enum ElementwiseOp
{
    // Unary: integers and floats
    Negate = 1, Abs = 2, Increment = 33, Decrement = 34, Conjugate = 56,
    // Unary: floating point only
    Sqrt = 3, Exp = 4, Log = 5, Exp2 = 6, Exp10 = 7, ExpM1 = 8, Log2 = 9, Log10 = 10, LogP1 = 11,
    Sin = 12, Cos = 13, Tan = 14, Asin = 15, Acos = 16, Atan = 17, Sinh = 18, Cosh = 19, Tanh = 20,
    Asinh = 21, Acosh = 22, Atanh = 23, Cbrt = 24, Ceiling = 25, Floor = 26, Round = 27,
    Truncate = 28, Reciprocal = 29, Sigmoid = 30, DegreesToRadians = 31, RadiansToDegrees = 32,
    RootN = 44, AcosPi = 45, AsinPi = 46, AtanPi = 47, CosPi = 48, SinPi = 49, TanPi = 50,
    Exp2M1 = 51, Exp10M1 = 52, Log2P1 = 53, Log10P1 = 54,
    // Unary: floating point only, result int
    ILogB = 55,
    // Unary: integers only
    OnesComplement = 35, PopCount = 36, LeadingZeroCount = 37, TrailingZeroCount = 38,
    ShiftLeft = 39, ShiftRightArithmetic = 40, ShiftRightLogical = 41, RotateLeft = 42, RotateRight = 43,
    // Binary: integers and floats
    Add = 100, Subtract = 101, Multiply = 102, Divide = 103, Min = 104, Max = 105,
    // Binary: integers only
    BitwiseAnd = 108, BitwiseOr = 109, Xor = 110,
    // Binary: floating point only
    Pow = 106, Atan2 = 107, CopySign = 111, Hypot = 112, Ieee754Remainder = 113, LogBase = 114,
    MaxMagnitude = 115, MinMagnitude = 116, MaxNumber = 117, MinNumber = 118,
    MaxMagnitudeNumber = 119, MinMagnitudeNumber = 120, Atan2Pi = 121,
    // Binary: integers and floats, NumPy's floor_divide and remainder
    FloorDivide = 122, Modulo = 123,
    // Comparisons (into a bool tensor)
    Equal = 200, GreaterThan = 201, GreaterThanOrEqual = 202, LessThan = 203, LessThanOrEqual = 204,
    // Predicates (into a bool tensor, or All/Any)
    IsCanonical = 400, IsComplexNumber = 401, IsEvenInteger = 402, IsFinite = 403,
    IsImaginaryNumber = 404, IsInfinity = 405, IsInteger = 406, IsNaN = 407, IsNegative = 408,
    IsNegativeInfinity = 409, IsNormal = 410, IsOddInteger = 411, IsPositive = 412,
    IsPositiveInfinity = 413, IsPow2 = 414, IsRealNumber = 415, IsSubnormal = 416, IsZero = 417,
    // Reductions
    Sum = 300, Product = 301, Average = 302, Norm = 303, StdDev = 304, ReduceMin = 305, ReduceMax = 306,
    ReduceMinMagnitude = 307, ReduceMaxMagnitude = 308, ReduceMinNumber = 309, ReduceMaxNumber = 310,
    ReduceMinMagnitudeNumber = 311, ReduceMaxMagnitudeNumber = 312,
    Dot = 320, Distance = 321, CosineSimilarity = 322,
    IndexOfMax = 330, IndexOfMin = 331, IndexOfMaxMagnitude = 332, IndexOfMinMagnitude = 333,
}
