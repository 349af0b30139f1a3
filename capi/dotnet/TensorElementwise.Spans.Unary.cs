// Unary operations over the package's spans, written to a destination span: the package's
// Tensor.F(in ReadOnlyTensorSpan<T> x, in TensorSpan<T> destination) (and the forms with an int
// argument, and ILogB into TensorSpan<int>) computed natively on the spans' memory. The element
// types each operation takes are those of its NativeTensor<T> overload (TensorElementwise.Unary.cs).
// The forms without a destination return a new NativeTensor<T> where the package's return a Tensor<T>.
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

public static partial class NativeTensor
{
    /// <summary>|x|; Abs(MinValue) of a signed integer type → OverflowException; a Complex element gives (|x|, 0), computed completely before the first write (so for Complex the destination may share memory with x in any way); elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Abs<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref AbsInto(x, destination);
    /// <summary>acos x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Acos<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Acos, x, destination);
    /// <summary>acosh x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Acosh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Acosh, x, destination);
    /// <summary>acos(x) / π, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> AcosPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.AcosPi, x, destination);
    /// <summary>asin x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Asin<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Asin, x, destination);
    /// <summary>asinh x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Asinh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Asinh, x, destination);
    /// <summary>asin(x) / π, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> AsinPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.AsinPi, x, destination);
    /// <summary>atan x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Atan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Atan, x, destination);
    /// <summary>atanh x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Atanh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Atanh, x, destination);
    /// <summary>atan(x) / π, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> AtanPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.AtanPi, x, destination);
    /// <summary>∛x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Cbrt<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Cbrt, x, destination);
    /// <summary>⌈x⌉, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Ceiling<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Ceiling, x, destination);
    /// <summary>cos x (Complex: a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Cos<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Cos, x, destination);
    /// <summary>cosh x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Cosh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Cosh, x, destination);
    /// <summary>cos(πx), exact at integers and half-integers, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> CosPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.CosPi, x, destination);
    /// <summary>x − 1, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Decrement<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Decrement, x, destination);
    /// <summary>x · π / 180, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> DegreesToRadians<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.DegreesToRadians, x, destination);
    /// <summary>eˣ (Complex: a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Exp<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Exp, x, destination);
    /// <summary>10ˣ, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Exp10<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Exp10, x, destination);
    /// <summary>10ˣ − 1, accurate near 0, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Exp10M1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Exp10M1, x, destination);
    /// <summary>2ˣ, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Exp2<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Exp2, x, destination);
    /// <summary>2ˣ − 1, accurate near 0, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Exp2M1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Exp2M1, x, destination);
    /// <summary>eˣ − 1, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> ExpM1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.ExpM1, x, destination);
    /// <summary>⌊x⌋, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Floor<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Floor, x, destination);
    /// <summary>The unbiased binary exponent of each element (int.MinValue for ±0, int.MaxValue for ±∞ and NaN), written to an int destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<int> ILogB<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<int> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.ILogB, x, destination);
    /// <summary>x + 1, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Increment<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Increment, x, destination);
    /// <summary>the number of leading zero bits, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> LeadingZeroCount<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.LeadingZeroCount, x, destination);
    /// <summary>ln x (Complex: the principal value, imaginary part in [−π, π], a zero imaginary part's sign choosing the side of the cut; a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Log<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Log, x, destination);
    /// <summary>log₁₀ x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Log10<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Log10, x, destination);
    /// <summary>log₁₀(x + 1), accurate near 0, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Log10P1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Log10P1, x, destination);
    /// <summary>log₂ x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Log2<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Log2, x, destination);
    /// <summary>log₂(x + 1), accurate near 0, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Log2P1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Log2P1, x, destination);
    /// <summary>ln(x + 1), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> LogP1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.LogP1, x, destination);
    /// <summary>−x (integers wrap), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Negate<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Negate, x, destination);
    /// <summary>~x (logical not for bool), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> OnesComplement<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.OnesComplement, x, destination);
    /// <summary>the number of set bits, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into-y/*"/>
    public static ref readonly Snt.TensorSpan<T> PopCount<T>(scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.PopCount, y, destination);
    /// <summary>x · 180 / π, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> RadiansToDegrees<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.RadiansToDegrees, x, destination);
    /// <summary>1 / x (Complex: a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Reciprocal<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Reciprocal, x, destination);
    /// <summary>the n-th root of x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    /// <param name="n">The degree of the root.</param>
    public static ref readonly Snt.TensorSpan<T> RootN<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int n, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.RootN, x, destination, n);
    /// <summary>x rotated left by rotateAmount bits (masked to the width), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    /// <param name="rotateAmount">The number of bit positions each element is rotated by.</param>
    public static ref readonly Snt.TensorSpan<T> RotateLeft<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int rotateAmount, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.RotateLeft, x, destination, rotateAmount);
    /// <summary>x rotated right, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    /// <param name="rotateAmount">The number of bit positions each element is rotated by.</param>
    public static ref readonly Snt.TensorSpan<T> RotateRight<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int rotateAmount, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.RotateRight, x, destination, rotateAmount);
    /// <summary>x rounded to an integer, ties to even, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Round<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Round, x, destination);
    /// <summary>x shifted left (amount masked to the width), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static ref readonly Snt.TensorSpan<T> ShiftLeft<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int shiftAmount, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.ShiftLeft, x, destination, shiftAmount);
    /// <summary>x shifted right, sign-filling, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static ref readonly Snt.TensorSpan<T> ShiftRightArithmetic<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int shiftAmount, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.ShiftRightArithmetic, x, destination, shiftAmount);
    /// <summary>x shifted right, zero-filling, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static ref readonly Snt.TensorSpan<T> ShiftRightLogical<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int shiftAmount, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.ShiftRightLogical, x, destination, shiftAmount);
    /// <summary>1 / (1 + e⁻ˣ), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Sigmoid<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Sigmoid, x, destination);
    /// <summary>sin x (Complex: a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Sin<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Sin, x, destination);
    /// <summary>sinh x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Sinh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Sinh, x, destination);
    /// <summary>sin(πx), exact at integers and half-integers, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> SinPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.SinPi, x, destination);
    /// <summary>√x (Complex: the principal root, C99 branch cut on the negative real axis with the sign of a zero imaginary part kept; a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Sqrt<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Sqrt, x, destination);
    /// <summary>tan x, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Tan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Tan, x, destination);
    /// <summary>tanh x (Complex: a Strata extension, the package takes no Complex), elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Tanh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Tanh, x, destination);
    /// <summary>tan(πx), exact at integers, half-integers and quarters, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> TanPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.TanPi, x, destination);
    /// <summary>the number of trailing zero bits, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> TrailingZeroCount<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.TrailingZeroCount, x, destination);
    /// <summary>x rounded toward zero, elementwise, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Truncate<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref UnaryInto(ElementwiseOp.Truncate, x, destination);

    // ---- As new tensors (the package returns a Tensor<T>) ----------------------------------

    /// <summary>|x|; Abs(MinValue) of a signed integer type → OverflowException; a Complex element gives its magnitude as (|x|, 0), as the package's Tensor.Abs; elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Abs<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => NewAbs(x);
    /// <summary>acos x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Acos<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Acos, x);
    /// <summary>acosh x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Acosh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Acosh, x);
    /// <summary>acos(x) / π, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> AcosPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.AcosPi, x);
    /// <summary>asin x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Asin<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Asin, x);
    /// <summary>asinh x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Asinh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Asinh, x);
    /// <summary>asin(x) / π, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> AsinPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.AsinPi, x);
    /// <summary>atan x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Atan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Atan, x);
    /// <summary>atanh x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Atanh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Atanh, x);
    /// <summary>atan(x) / π, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> AtanPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.AtanPi, x);
    /// <summary>∛x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Cbrt<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Cbrt, x);
    /// <summary>⌈x⌉, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Ceiling<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Ceiling, x);
    /// <summary>cos x (Complex: a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Cos<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Cos, x);
    /// <summary>cosh x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Cosh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Cosh, x);
    /// <summary>cos(πx), exact at integers and half-integers, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> CosPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.CosPi, x);
    /// <summary>x − 1, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Decrement<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Decrement, x);
    /// <summary>x · π / 180, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> DegreesToRadians<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.DegreesToRadians, x);
    /// <summary>eˣ (Complex: a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Exp<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Exp, x);
    /// <summary>10ˣ, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Exp10<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Exp10, x);
    /// <summary>10ˣ − 1, accurate near 0, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Exp10M1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Exp10M1, x);
    /// <summary>2ˣ, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Exp2<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Exp2, x);
    /// <summary>2ˣ − 1, accurate near 0, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Exp2M1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Exp2M1, x);
    /// <summary>eˣ − 1, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> ExpM1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.ExpM1, x);
    /// <summary>⌊x⌋, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Floor<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Floor, x);
    /// <summary>The unbiased binary exponent of each element (int.MinValue for ±0, int.MaxValue for ±∞ and NaN).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<int> ILogB<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, int>(ElementwiseOp.ILogB, x);
    /// <summary>x + 1, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Increment<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Increment, x);
    /// <summary>the number of leading zero bits, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> LeadingZeroCount<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.LeadingZeroCount, x);
    /// <summary>ln x (Complex: the principal value, imaginary part in [−π, π], a zero imaginary part's sign choosing the side of the cut; a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Log<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Log, x);
    /// <summary>log₁₀ x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Log10<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Log10, x);
    /// <summary>log₁₀(x + 1), accurate near 0, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Log10P1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Log10P1, x);
    /// <summary>log₂ x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Log2<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Log2, x);
    /// <summary>log₂(x + 1), accurate near 0, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Log2P1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Log2P1, x);
    /// <summary>ln(x + 1), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> LogP1<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.LogP1, x);
    /// <summary>−x (integers wrap), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Negate<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Negate, x);
    /// <summary>~x (logical not for bool), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> OnesComplement<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.OnesComplement, x);
    /// <summary>the number of set bits, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> PopCount<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.PopCount, x);
    /// <summary>x · 180 / π, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> RadiansToDegrees<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.RadiansToDegrees, x);
    /// <summary>1 / x (Complex: a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Reciprocal<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Reciprocal, x);
    /// <summary>the n-th root of x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    /// <param name="n">The degree of the root.</param>
    public static NativeTensor<T> RootN<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int n) where T : unmanaged => Unary<T, T>(ElementwiseOp.RootN, x, n);
    /// <summary>x rotated left by rotateAmount bits (masked to the width), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    /// <param name="rotateAmount">The number of bit positions each element is rotated by.</param>
    public static NativeTensor<T> RotateLeft<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int rotateAmount) where T : unmanaged => Unary<T, T>(ElementwiseOp.RotateLeft, x, rotateAmount);
    /// <summary>x rotated right, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    /// <param name="rotateAmount">The number of bit positions each element is rotated by.</param>
    public static NativeTensor<T> RotateRight<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int rotateAmount) where T : unmanaged => Unary<T, T>(ElementwiseOp.RotateRight, x, rotateAmount);
    /// <summary>x rounded to an integer, ties to even, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Round<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Round, x);
    /// <summary>x shifted left (amount masked to the width), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static NativeTensor<T> ShiftLeft<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int shiftAmount) where T : unmanaged => Unary<T, T>(ElementwiseOp.ShiftLeft, x, shiftAmount);
    /// <summary>x shifted right, sign-filling, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static NativeTensor<T> ShiftRightArithmetic<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int shiftAmount) where T : unmanaged => Unary<T, T>(ElementwiseOp.ShiftRightArithmetic, x, shiftAmount);
    /// <summary>x shifted right, zero-filling, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    /// <param name="shiftAmount">The number of bit positions each element is shifted by.</param>
    public static NativeTensor<T> ShiftRightLogical<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int shiftAmount) where T : unmanaged => Unary<T, T>(ElementwiseOp.ShiftRightLogical, x, shiftAmount);
    /// <summary>1 / (1 + e⁻ˣ), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Sigmoid<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Sigmoid, x);
    /// <summary>sin x (Complex: a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Sin<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Sin, x);
    /// <summary>sinh x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Sinh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Sinh, x);
    /// <summary>sin(πx), exact at integers and half-integers, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> SinPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.SinPi, x);
    /// <summary>√x (Complex: the principal root, C99 branch cut on the negative real axis with the sign of a zero imaginary part kept; a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Sqrt<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Sqrt, x);
    /// <summary>tan x, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Tan<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Tan, x);
    /// <summary>tanh x (Complex: a Strata extension, the package takes no Complex), elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Tanh<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Tanh, x);
    /// <summary>tan(πx), exact at integers, half-integers and quarters, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> TanPi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.TanPi, x);
    /// <summary>the number of trailing zero bits, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> TrailingZeroCount<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.TrailingZeroCount, x);
    /// <summary>x rounded toward zero, elementwise.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> Truncate<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => Unary<T, T>(ElementwiseOp.Truncate, x);
}
