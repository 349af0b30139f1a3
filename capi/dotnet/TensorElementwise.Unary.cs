// Unary operations of strata_elementwise.h: each as a new dense tensor of x's lengths, or
// written to a destination x broadcasts to (x itself allowed). Math functions take floating-point
// element types, bit operations integer ones; other types throw ArrayTypeMismatchException.
// System.Numerics.Complex elements take Negate, Abs, Conjugate, Reciprocal, Sqrt, Exp, ExpM1, Log,
// Log2, Log10, LogP1, Sin, Cos, Tan, Asin, Acos, Atan, Sinh, Cosh, Tanh, Asinh, Acosh and Atanh.
// Integer elements take Ceiling, Floor, Round and Truncate too, which return them unchanged.
using System;
using System.Numerics;

namespace Strata;

public static partial class NativeTensor
{
    /// <summary>−x (integers wrap), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Negate<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Negate, x);
    /// <summary>−x (integers wrap), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Negate<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Negate, x, destination);
    /// <summary>|x|; Abs(MinValue) of a signed integer type → OverflowException; a Complex element
    /// gives its magnitude as (|x|, 0), as the package's Tensor.Abs; elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Abs<T>(NativeTensor<T> x) where T : unmanaged =>
        typeof(T) == typeof(Complex)
            ? (NativeTensor<T>)(object)ComplexAbs((NativeTensor<Complex>)(object)x)
            : Unary(Interop.ElementwiseOp.Abs, x);
    /// <summary>|x|; Abs(MinValue) of a signed integer type → OverflowException; a Complex element
    /// gives (|x|, 0), computed completely before the first write (so for Complex the destination
    /// may share memory with x in any way); elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Abs<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged
    {
        if (typeof(T) != typeof(Complex))
        {
            UnaryInto(Interop.ElementwiseOp.Abs, x, destination);
            return;
        }
        ArgumentNullException.ThrowIfNull(destination);
        using NativeTensor<double> magnitudes = Magnitudes((NativeTensor<Complex>)(object)x);
        ConvertInto(magnitudes, destination, ConvertCheckedMode);
    }

    // The native ABS of complex elements is their float64 magnitude (hypot of the parts); the
    // package's Tensor.Abs<Complex> keeps the element type, so Abs converts it back to (|x|, 0).
    private static NativeTensor<double> Magnitudes(NativeTensor<Complex> x) => Unary<Complex, double>(Interop.ElementwiseOp.Abs, x);

    private static NativeTensor<Complex> ComplexAbs(NativeTensor<Complex> x)
    {
        using NativeTensor<double> magnitudes = Magnitudes(x);
        return Convert<double, Complex>(magnitudes, ConvertCheckedMode);
    }

    /// <summary>The complex conjugate a − bi of each element (the identity on real elements); a
    /// Strata extension: System.Numerics.Tensors has no tensor Conjugate. Elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Conjugate<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Conjugate, x);
    /// <summary>The complex conjugate a − bi of each element (the identity on real elements),
    /// written to destination; a Strata extension.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Conjugate<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Conjugate, x, destination);
    /// <summary>x + 1, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Increment<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Increment, x);
    /// <summary>x + 1, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Increment<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Increment, x, destination);
    /// <summary>x − 1, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Decrement<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Decrement, x);
    /// <summary>x − 1, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Decrement<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Decrement, x, destination);
    /// <summary>√x (Complex: the principal root, C99 branch cut on the negative real axis with the sign of a zero imaginary part kept; a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Sqrt<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Sqrt, x);
    /// <summary>√x (Complex: the principal root, C99 branch cut on the negative real axis with the sign of a zero imaginary part kept; a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Sqrt<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Sqrt, x, destination);
    /// <summary>eˣ (Complex: a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Exp<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Exp, x);
    /// <summary>eˣ (Complex: a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Exp<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Exp, x, destination);
    /// <summary>ln x (Complex: the principal value, imaginary part in [−π, π], a zero imaginary part's sign choosing the side of the cut; a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Log<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Log, x);
    /// <summary>ln x (Complex: the principal value, imaginary part in [−π, π], a zero imaginary part's sign choosing the side of the cut; a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Log<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Log, x, destination);
    /// <summary>2ˣ, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Exp2<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Exp2, x);
    /// <summary>2ˣ, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Exp2<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Exp2, x, destination);
    /// <summary>10ˣ, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Exp10<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Exp10, x);
    /// <summary>10ˣ, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Exp10<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Exp10, x, destination);
    /// <summary>eˣ − 1, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> ExpM1<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.ExpM1, x);
    /// <summary>eˣ − 1, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void ExpM1<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.ExpM1, x, destination);
    /// <summary>log₂ x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Log2<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Log2, x);
    /// <summary>log₂ x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Log2<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Log2, x, destination);
    /// <summary>log₁₀ x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Log10<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Log10, x);
    /// <summary>log₁₀ x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Log10<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Log10, x, destination);
    /// <summary>ln(x + 1), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> LogP1<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.LogP1, x);
    /// <summary>ln(x + 1), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void LogP1<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.LogP1, x, destination);
    /// <summary>sin x (Complex: a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Sin<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Sin, x);
    /// <summary>sin x (Complex: a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Sin<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Sin, x, destination);
    /// <summary>cos x (Complex: a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Cos<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Cos, x);
    /// <summary>cos x (Complex: a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Cos<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Cos, x, destination);
    /// <summary>tan x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Tan<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Tan, x);
    /// <summary>tan x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Tan<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Tan, x, destination);
    /// <summary>asin x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Asin<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Asin, x);
    /// <summary>asin x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Asin<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Asin, x, destination);
    /// <summary>acos x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Acos<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Acos, x);
    /// <summary>acos x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Acos<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Acos, x, destination);
    /// <summary>atan x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Atan<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Atan, x);
    /// <summary>atan x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Atan<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Atan, x, destination);
    /// <summary>sinh x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Sinh<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Sinh, x);
    /// <summary>sinh x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Sinh<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Sinh, x, destination);
    /// <summary>cosh x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Cosh<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Cosh, x);
    /// <summary>cosh x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Cosh<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Cosh, x, destination);
    /// <summary>tanh x (Complex: a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Tanh<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Tanh, x);
    /// <summary>tanh x (Complex: a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Tanh<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Tanh, x, destination);
    /// <summary>asinh x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Asinh<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Asinh, x);
    /// <summary>asinh x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Asinh<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Asinh, x, destination);
    /// <summary>acosh x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Acosh<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Acosh, x);
    /// <summary>acosh x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Acosh<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Acosh, x, destination);
    /// <summary>atanh x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Atanh<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Atanh, x);
    /// <summary>atanh x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Atanh<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Atanh, x, destination);
    /// <summary>∛x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Cbrt<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Cbrt, x);
    /// <summary>∛x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Cbrt<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Cbrt, x, destination);
    /// <summary>⌈x⌉, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Ceiling<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Ceiling, x);
    /// <summary>⌈x⌉, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Ceiling<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Ceiling, x, destination);
    /// <summary>⌊x⌋, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Floor<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Floor, x);
    /// <summary>⌊x⌋, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Floor<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Floor, x, destination);
    /// <summary>x rounded to an integer, ties to even, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Round<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Round, x);
    /// <summary>x rounded to an integer, ties to even, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Round<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Round, x, destination);
    /// <summary>x rounded toward zero, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Truncate<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Truncate, x);
    /// <summary>x rounded toward zero, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Truncate<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Truncate, x, destination);
    /// <summary>1 / x (Complex: a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Reciprocal<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Reciprocal, x);
    /// <summary>1 / x (Complex: a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Reciprocal<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Reciprocal, x, destination);
    /// <summary>1 / (1 + e⁻ˣ), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Sigmoid<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Sigmoid, x);
    /// <summary>1 / (1 + e⁻ˣ), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Sigmoid<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Sigmoid, x, destination);
    /// <summary>x · π / 180, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> DegreesToRadians<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.DegreesToRadians, x);
    /// <summary>x · π / 180, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void DegreesToRadians<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.DegreesToRadians, x, destination);
    /// <summary>x · 180 / π, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> RadiansToDegrees<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.RadiansToDegrees, x);
    /// <summary>x · 180 / π, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void RadiansToDegrees<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.RadiansToDegrees, x, destination);
    /// <summary>acos(x) / π, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> AcosPi<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.AcosPi, x);
    /// <summary>acos(x) / π, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void AcosPi<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.AcosPi, x, destination);
    /// <summary>asin(x) / π, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> AsinPi<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.AsinPi, x);
    /// <summary>asin(x) / π, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void AsinPi<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.AsinPi, x, destination);
    /// <summary>atan(x) / π, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> AtanPi<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.AtanPi, x);
    /// <summary>atan(x) / π, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void AtanPi<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.AtanPi, x, destination);
    /// <summary>cos(πx), exact at integers and half-integers, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> CosPi<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.CosPi, x);
    /// <summary>cos(πx), exact at integers and half-integers, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void CosPi<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.CosPi, x, destination);
    /// <summary>sin(πx), exact at integers and half-integers, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> SinPi<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.SinPi, x);
    /// <summary>sin(πx), exact at integers and half-integers, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void SinPi<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.SinPi, x, destination);
    /// <summary>tan(πx), exact at integers, half-integers and quarters, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> TanPi<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.TanPi, x);
    /// <summary>tan(πx), exact at integers, half-integers and quarters, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void TanPi<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.TanPi, x, destination);
    /// <summary>2ˣ − 1, accurate near 0, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Exp2M1<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Exp2M1, x);
    /// <summary>2ˣ − 1, accurate near 0, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Exp2M1<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Exp2M1, x, destination);
    /// <summary>10ˣ − 1, accurate near 0, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Exp10M1<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Exp10M1, x);
    /// <summary>10ˣ − 1, accurate near 0, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Exp10M1<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Exp10M1, x, destination);
    /// <summary>log₂(x + 1), accurate near 0, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Log2P1<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Log2P1, x);
    /// <summary>log₂(x + 1), accurate near 0, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Log2P1<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Log2P1, x, destination);
    /// <summary>log₁₀(x + 1), accurate near 0, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> Log10P1<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.Log10P1, x);
    /// <summary>log₁₀(x + 1), accurate near 0, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void Log10P1<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.Log10P1, x, destination);
    /// <summary>~x (logical not for bool), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> OnesComplement<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.OnesComplement, x);
    /// <summary>~x (logical not for bool), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void OnesComplement<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.OnesComplement, x, destination);
    /// <summary>the number of set bits, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> PopCount<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.PopCount, x);
    /// <summary>the number of set bits, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void PopCount<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.PopCount, x, destination);
    /// <summary>the number of leading zero bits, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> LeadingZeroCount<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.LeadingZeroCount, x);
    /// <summary>the number of leading zero bits, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void LeadingZeroCount<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.LeadingZeroCount, x, destination);
    /// <summary>the number of trailing zero bits, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<T> TrailingZeroCount<T>(NativeTensor<T> x) where T : unmanaged => Unary(Interop.ElementwiseOp.TrailingZeroCount, x);
    /// <summary>the number of trailing zero bits, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void TrailingZeroCount<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.TrailingZeroCount, x, destination);
    /// <summary>the n-th root of x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    /// <param name="n">The degree of the root.</param>
    public static NativeTensor<T> RootN<T>(NativeTensor<T> x, int n) where T : unmanaged => Unary(Interop.ElementwiseOp.RootN, x, n);
    /// <summary>the n-th root of x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    /// <param name="n">The degree of the root.</param>
    public static void RootN<T>(NativeTensor<T> x, int n, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.RootN, x, destination, n);
    /// <summary>x rotated left by rotateAmount bits (masked to the width), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    /// <param name="rotateAmount">The number of bit positions each element is rotated by.</param>
    public static NativeTensor<T> RotateLeft<T>(NativeTensor<T> x, int rotateAmount) where T : unmanaged => Unary(Interop.ElementwiseOp.RotateLeft, x, rotateAmount);
    /// <summary>x rotated left by rotateAmount bits (masked to the width), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    /// <param name="rotateAmount">The number of bit positions each element is rotated by.</param>
    public static void RotateLeft<T>(NativeTensor<T> x, int rotateAmount, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.RotateLeft, x, destination, rotateAmount);
    /// <summary>x rotated right, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    /// <param name="rotateAmount">The number of bit positions each element is rotated by.</param>
    public static NativeTensor<T> RotateRight<T>(NativeTensor<T> x, int rotateAmount) where T : unmanaged => Unary(Interop.ElementwiseOp.RotateRight, x, rotateAmount);
    /// <summary>x rotated right, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    /// <param name="rotateAmount">The number of bit positions each element is rotated by.</param>
    public static void RotateRight<T>(NativeTensor<T> x, int rotateAmount, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.RotateRight, x, destination, rotateAmount);
    /// <summary>x shifted left (amount masked to the width), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static NativeTensor<T> ShiftLeft<T>(NativeTensor<T> x, int shiftAmount) where T : unmanaged => Unary(Interop.ElementwiseOp.ShiftLeft, x, shiftAmount);
    /// <summary>x shifted left (amount masked to the width), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static void ShiftLeft<T>(NativeTensor<T> x, int shiftAmount, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.ShiftLeft, x, destination, shiftAmount);
    /// <summary>x shifted right, sign-filling, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static NativeTensor<T> ShiftRightArithmetic<T>(NativeTensor<T> x, int shiftAmount) where T : unmanaged => Unary(Interop.ElementwiseOp.ShiftRightArithmetic, x, shiftAmount);
    /// <summary>x shifted right, sign-filling, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static void ShiftRightArithmetic<T>(NativeTensor<T> x, int shiftAmount, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.ShiftRightArithmetic, x, destination, shiftAmount);
    /// <summary>x shifted right, zero-filling, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static NativeTensor<T> ShiftRightLogical<T>(NativeTensor<T> x, int shiftAmount) where T : unmanaged => Unary(Interop.ElementwiseOp.ShiftRightLogical, x, shiftAmount);
    /// <summary>x shifted right, zero-filling, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static void ShiftRightLogical<T>(NativeTensor<T> x, int shiftAmount, NativeTensor<T> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.ShiftRightLogical, x, destination, shiftAmount);
    /// <summary>The unbiased binary exponent of each element (int.MinValue for ±0, int.MaxValue for ±∞ and NaN).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary/*"/>
    public static NativeTensor<int> ILogB<T>(NativeTensor<T> x) where T : unmanaged => Unary<T, int>(Interop.ElementwiseOp.ILogB, x);
    /// <summary>ILogB written to an int destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/unary-into/*"/>
    public static void ILogB<T>(NativeTensor<T> x, NativeTensor<int> destination) where T : unmanaged => UnaryInto(Interop.ElementwiseOp.ILogB, x, destination);
}
