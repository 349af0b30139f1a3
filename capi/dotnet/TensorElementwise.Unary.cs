// Unary operations of strata_elementwise.h: each as a new dense tensor of x's lengths, or
// written to a destination x broadcasts to (x itself allowed). Math functions take floating-point
// element types, bit operations integer ones; other types throw ArrayTypeMismatchException.
namespace Strata;

public static partial class Tensor
{
    /// <summary>−x (integers wrap), elementwise.</summary>
    public static Tensor<T> Negate<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Negate, x);
    /// <summary>−x (integers wrap), elementwise, written to destination.</summary>
    public static void Negate<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Negate, x, destination);
    /// <summary>|x|; Abs(MinValue) of a signed integer type → OverflowException, elementwise.</summary>
    public static Tensor<T> Abs<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Abs, x);
    /// <summary>|x|; Abs(MinValue) of a signed integer type → OverflowException, elementwise, written to destination.</summary>
    public static void Abs<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Abs, x, destination);
    /// <summary>x + 1, elementwise.</summary>
    public static Tensor<T> Increment<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Increment, x);
    /// <summary>x + 1, elementwise, written to destination.</summary>
    public static void Increment<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Increment, x, destination);
    /// <summary>x − 1, elementwise.</summary>
    public static Tensor<T> Decrement<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Decrement, x);
    /// <summary>x − 1, elementwise, written to destination.</summary>
    public static void Decrement<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Decrement, x, destination);
    /// <summary>√x, elementwise.</summary>
    public static Tensor<T> Sqrt<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Sqrt, x);
    /// <summary>√x, elementwise, written to destination.</summary>
    public static void Sqrt<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Sqrt, x, destination);
    /// <summary>eˣ, elementwise.</summary>
    public static Tensor<T> Exp<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Exp, x);
    /// <summary>eˣ, elementwise, written to destination.</summary>
    public static void Exp<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Exp, x, destination);
    /// <summary>ln x, elementwise.</summary>
    public static Tensor<T> Log<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Log, x);
    /// <summary>ln x, elementwise, written to destination.</summary>
    public static void Log<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Log, x, destination);
    /// <summary>2ˣ, elementwise.</summary>
    public static Tensor<T> Exp2<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Exp2, x);
    /// <summary>2ˣ, elementwise, written to destination.</summary>
    public static void Exp2<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Exp2, x, destination);
    /// <summary>10ˣ, elementwise.</summary>
    public static Tensor<T> Exp10<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Exp10, x);
    /// <summary>10ˣ, elementwise, written to destination.</summary>
    public static void Exp10<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Exp10, x, destination);
    /// <summary>eˣ − 1, elementwise.</summary>
    public static Tensor<T> ExpM1<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.ExpM1, x);
    /// <summary>eˣ − 1, elementwise, written to destination.</summary>
    public static void ExpM1<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.ExpM1, x, destination);
    /// <summary>log₂ x, elementwise.</summary>
    public static Tensor<T> Log2<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Log2, x);
    /// <summary>log₂ x, elementwise, written to destination.</summary>
    public static void Log2<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Log2, x, destination);
    /// <summary>log₁₀ x, elementwise.</summary>
    public static Tensor<T> Log10<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Log10, x);
    /// <summary>log₁₀ x, elementwise, written to destination.</summary>
    public static void Log10<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Log10, x, destination);
    /// <summary>ln(x + 1), elementwise.</summary>
    public static Tensor<T> LogP1<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.LogP1, x);
    /// <summary>ln(x + 1), elementwise, written to destination.</summary>
    public static void LogP1<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.LogP1, x, destination);
    /// <summary>sin x, elementwise.</summary>
    public static Tensor<T> Sin<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Sin, x);
    /// <summary>sin x, elementwise, written to destination.</summary>
    public static void Sin<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Sin, x, destination);
    /// <summary>cos x, elementwise.</summary>
    public static Tensor<T> Cos<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Cos, x);
    /// <summary>cos x, elementwise, written to destination.</summary>
    public static void Cos<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Cos, x, destination);
    /// <summary>tan x, elementwise.</summary>
    public static Tensor<T> Tan<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Tan, x);
    /// <summary>tan x, elementwise, written to destination.</summary>
    public static void Tan<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Tan, x, destination);
    /// <summary>asin x, elementwise.</summary>
    public static Tensor<T> Asin<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Asin, x);
    /// <summary>asin x, elementwise, written to destination.</summary>
    public static void Asin<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Asin, x, destination);
    /// <summary>acos x, elementwise.</summary>
    public static Tensor<T> Acos<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Acos, x);
    /// <summary>acos x, elementwise, written to destination.</summary>
    public static void Acos<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Acos, x, destination);
    /// <summary>atan x, elementwise.</summary>
    public static Tensor<T> Atan<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Atan, x);
    /// <summary>atan x, elementwise, written to destination.</summary>
    public static void Atan<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Atan, x, destination);
    /// <summary>sinh x, elementwise.</summary>
    public static Tensor<T> Sinh<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Sinh, x);
    /// <summary>sinh x, elementwise, written to destination.</summary>
    public static void Sinh<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Sinh, x, destination);
    /// <summary>cosh x, elementwise.</summary>
    public static Tensor<T> Cosh<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Cosh, x);
    /// <summary>cosh x, elementwise, written to destination.</summary>
    public static void Cosh<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Cosh, x, destination);
    /// <summary>tanh x, elementwise.</summary>
    public static Tensor<T> Tanh<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Tanh, x);
    /// <summary>tanh x, elementwise, written to destination.</summary>
    public static void Tanh<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Tanh, x, destination);
    /// <summary>asinh x, elementwise.</summary>
    public static Tensor<T> Asinh<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Asinh, x);
    /// <summary>asinh x, elementwise, written to destination.</summary>
    public static void Asinh<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Asinh, x, destination);
    /// <summary>acosh x, elementwise.</summary>
    public static Tensor<T> Acosh<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Acosh, x);
    /// <summary>acosh x, elementwise, written to destination.</summary>
    public static void Acosh<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Acosh, x, destination);
    /// <summary>atanh x, elementwise.</summary>
    public static Tensor<T> Atanh<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Atanh, x);
    /// <summary>atanh x, elementwise, written to destination.</summary>
    public static void Atanh<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Atanh, x, destination);
    /// <summary>∛x, elementwise.</summary>
    public static Tensor<T> Cbrt<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Cbrt, x);
    /// <summary>∛x, elementwise, written to destination.</summary>
    public static void Cbrt<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Cbrt, x, destination);
    /// <summary>⌈x⌉, elementwise.</summary>
    public static Tensor<T> Ceiling<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Ceiling, x);
    /// <summary>⌈x⌉, elementwise, written to destination.</summary>
    public static void Ceiling<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Ceiling, x, destination);
    /// <summary>⌊x⌋, elementwise.</summary>
    public static Tensor<T> Floor<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Floor, x);
    /// <summary>⌊x⌋, elementwise, written to destination.</summary>
    public static void Floor<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Floor, x, destination);
    /// <summary>x rounded to an integer, ties to even, elementwise.</summary>
    public static Tensor<T> Round<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Round, x);
    /// <summary>x rounded to an integer, ties to even, elementwise, written to destination.</summary>
    public static void Round<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Round, x, destination);
    /// <summary>x rounded toward zero, elementwise.</summary>
    public static Tensor<T> Truncate<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Truncate, x);
    /// <summary>x rounded toward zero, elementwise, written to destination.</summary>
    public static void Truncate<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Truncate, x, destination);
    /// <summary>1 / x, elementwise.</summary>
    public static Tensor<T> Reciprocal<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Reciprocal, x);
    /// <summary>1 / x, elementwise, written to destination.</summary>
    public static void Reciprocal<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Reciprocal, x, destination);
    /// <summary>1 / (1 + e⁻ˣ), elementwise.</summary>
    public static Tensor<T> Sigmoid<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Sigmoid, x);
    /// <summary>1 / (1 + e⁻ˣ), elementwise, written to destination.</summary>
    public static void Sigmoid<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Sigmoid, x, destination);
    /// <summary>x · π / 180, elementwise.</summary>
    public static Tensor<T> DegreesToRadians<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.DegreesToRadians, x);
    /// <summary>x · π / 180, elementwise, written to destination.</summary>
    public static void DegreesToRadians<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.DegreesToRadians, x, destination);
    /// <summary>x · 180 / π, elementwise.</summary>
    public static Tensor<T> RadiansToDegrees<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.RadiansToDegrees, x);
    /// <summary>x · 180 / π, elementwise, written to destination.</summary>
    public static void RadiansToDegrees<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.RadiansToDegrees, x, destination);
    /// <summary>acos(x) / π, elementwise.</summary>
    public static Tensor<T> AcosPi<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.AcosPi, x);
    /// <summary>acos(x) / π, elementwise, written to destination.</summary>
    public static void AcosPi<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.AcosPi, x, destination);
    /// <summary>asin(x) / π, elementwise.</summary>
    public static Tensor<T> AsinPi<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.AsinPi, x);
    /// <summary>asin(x) / π, elementwise, written to destination.</summary>
    public static void AsinPi<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.AsinPi, x, destination);
    /// <summary>atan(x) / π, elementwise.</summary>
    public static Tensor<T> AtanPi<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.AtanPi, x);
    /// <summary>atan(x) / π, elementwise, written to destination.</summary>
    public static void AtanPi<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.AtanPi, x, destination);
    /// <summary>cos(πx), exact at integers and half-integers, elementwise.</summary>
    public static Tensor<T> CosPi<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.CosPi, x);
    /// <summary>cos(πx), exact at integers and half-integers, elementwise, written to destination.</summary>
    public static void CosPi<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.CosPi, x, destination);
    /// <summary>sin(πx), exact at integers and half-integers, elementwise.</summary>
    public static Tensor<T> SinPi<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.SinPi, x);
    /// <summary>sin(πx), exact at integers and half-integers, elementwise, written to destination.</summary>
    public static void SinPi<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.SinPi, x, destination);
    /// <summary>tan(πx), exact at integers, half-integers and quarters, elementwise.</summary>
    public static Tensor<T> TanPi<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.TanPi, x);
    /// <summary>tan(πx), exact at integers, half-integers and quarters, elementwise, written to destination.</summary>
    public static void TanPi<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.TanPi, x, destination);
    /// <summary>2ˣ − 1, accurate near 0, elementwise.</summary>
    public static Tensor<T> Exp2M1<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Exp2M1, x);
    /// <summary>2ˣ − 1, accurate near 0, elementwise, written to destination.</summary>
    public static void Exp2M1<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Exp2M1, x, destination);
    /// <summary>10ˣ − 1, accurate near 0, elementwise.</summary>
    public static Tensor<T> Exp10M1<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Exp10M1, x);
    /// <summary>10ˣ − 1, accurate near 0, elementwise, written to destination.</summary>
    public static void Exp10M1<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Exp10M1, x, destination);
    /// <summary>log₂(x + 1), accurate near 0, elementwise.</summary>
    public static Tensor<T> Log2P1<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Log2P1, x);
    /// <summary>log₂(x + 1), accurate near 0, elementwise, written to destination.</summary>
    public static void Log2P1<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Log2P1, x, destination);
    /// <summary>log₁₀(x + 1), accurate near 0, elementwise.</summary>
    public static Tensor<T> Log10P1<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Log10P1, x);
    /// <summary>log₁₀(x + 1), accurate near 0, elementwise, written to destination.</summary>
    public static void Log10P1<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Log10P1, x, destination);
    /// <summary>~x (logical not for bool), elementwise.</summary>
    public static Tensor<T> OnesComplement<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.OnesComplement, x);
    /// <summary>~x (logical not for bool), elementwise, written to destination.</summary>
    public static void OnesComplement<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.OnesComplement, x, destination);
    /// <summary>the number of set bits, elementwise.</summary>
    public static Tensor<T> PopCount<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.PopCount, x);
    /// <summary>the number of set bits, elementwise, written to destination.</summary>
    public static void PopCount<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.PopCount, x, destination);
    /// <summary>the number of leading zero bits, elementwise.</summary>
    public static Tensor<T> LeadingZeroCount<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.LeadingZeroCount, x);
    /// <summary>the number of leading zero bits, elementwise, written to destination.</summary>
    public static void LeadingZeroCount<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.LeadingZeroCount, x, destination);
    /// <summary>the number of trailing zero bits, elementwise.</summary>
    public static Tensor<T> TrailingZeroCount<T>(Tensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.TrailingZeroCount, x);
    /// <summary>the number of trailing zero bits, elementwise, written to destination.</summary>
    public static void TrailingZeroCount<T>(Tensor<T> x, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.TrailingZeroCount, x, destination);
    /// <summary>the n-th root of x, elementwise.</summary>
    public static Tensor<T> RootN<T>(Tensor<T> x, int n) where T : unmanaged => Unary(Interop.ElementwiseOp.RootN, x, n);
    /// <summary>the n-th root of x, elementwise, written to destination.</summary>
    public static void RootN<T>(Tensor<T> x, int n, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.RootN, x, destination, n);
    /// <summary>x rotated left by rotateAmount bits (masked to the width), elementwise.</summary>
    public static Tensor<T> RotateLeft<T>(Tensor<T> x, int rotateAmount) where T : unmanaged => Unary(Interop.ElementwiseOp.RotateLeft, x, rotateAmount);
    /// <summary>x rotated left by rotateAmount bits (masked to the width), elementwise, written to destination.</summary>
    public static void RotateLeft<T>(Tensor<T> x, int rotateAmount, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.RotateLeft, x, destination, rotateAmount);
    /// <summary>x rotated right, elementwise.</summary>
    public static Tensor<T> RotateRight<T>(Tensor<T> x, int rotateAmount) where T : unmanaged => Unary(Interop.ElementwiseOp.RotateRight, x, rotateAmount);
    /// <summary>x rotated right, elementwise, written to destination.</summary>
    public static void RotateRight<T>(Tensor<T> x, int rotateAmount, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.RotateRight, x, destination, rotateAmount);
    /// <summary>x shifted left (amount masked to the width), elementwise.</summary>
    public static Tensor<T> ShiftLeft<T>(Tensor<T> x, int shiftAmount) where T : unmanaged => Unary(Interop.ElementwiseOp.ShiftLeft, x, shiftAmount);
    /// <summary>x shifted left (amount masked to the width), elementwise, written to destination.</summary>
    public static void ShiftLeft<T>(Tensor<T> x, int shiftAmount, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.ShiftLeft, x, destination, shiftAmount);
    /// <summary>x shifted right, sign-filling, elementwise.</summary>
    public static Tensor<T> ShiftRightArithmetic<T>(Tensor<T> x, int shiftAmount) where T : unmanaged => Unary(Interop.ElementwiseOp.ShiftRightArithmetic, x, shiftAmount);
    /// <summary>x shifted right, sign-filling, elementwise, written to destination.</summary>
    public static void ShiftRightArithmetic<T>(Tensor<T> x, int shiftAmount, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.ShiftRightArithmetic, x, destination, shiftAmount);
    /// <summary>x shifted right, zero-filling, elementwise.</summary>
    public static Tensor<T> ShiftRightLogical<T>(Tensor<T> x, int shiftAmount) where T : unmanaged => Unary(Interop.ElementwiseOp.ShiftRightLogical, x, shiftAmount);
    /// <summary>x shifted right, zero-filling, elementwise, written to destination.</summary>
    public static void ShiftRightLogical<T>(Tensor<T> x, int shiftAmount, Tensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.ShiftRightLogical, x, destination, shiftAmount);
    /// <summary>The unbiased binary exponent of each element (int.MinValue for ±0, int.MaxValue for ±∞ and NaN).</summary>
    public static Tensor<int> ILogB<T>(Tensor<T> x) where T : unmanaged => Unary<T, int>(Interop.ElementwiseOp.ILogB, x);
    /// <summary>ILogB written to an int destination.</summary>
    public static void ILogB<T>(Tensor<T> x, Tensor<int> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.ILogB, x, destination);
}
