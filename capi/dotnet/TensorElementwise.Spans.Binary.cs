// Binary operations over the package's spans: span ⊕ span (broadcast), span ⊕ scalar and, where the
// package has it, scalar ⊕ span, written to a destination span and computed natively on the spans'
// memory. Integer Divide by zero throws DivideByZeroException, as .NET's integer division and the
// package do. Log(x, y) is the logarithm of x in base y (Strata's LogBase). The forms without a
// destination return a new NativeTensor<T> where the package's return a Tensor<T>.
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

public static partial class NativeTensor
{
    /// <summary>x + y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Add<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Add, x, y, destination);
    /// <summary>x + y with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Add<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Add, x, y, false, destination);
    /// <summary>atan2(x, y): x is the y coordinate, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Atan2<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Atan2, x, y, destination);
    /// <summary>atan2(x, y): x is the y coordinate with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Atan2<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Atan2, x, y, false, destination);
    /// <summary>atan2(x, y): x is the y coordinate with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Atan2<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Atan2, y, x, true, destination);
    /// <summary>atan2(x, y) / π, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Atan2Pi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Atan2Pi, x, y, destination);
    /// <summary>atan2(x, y) / π with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Atan2Pi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Atan2Pi, x, y, false, destination);
    /// <summary>atan2(x, y) / π with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Atan2Pi<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Atan2Pi, y, x, true, destination);
    /// <summary>x &amp; y (logical and for bool), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> BitwiseAnd<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.BitwiseAnd, x, y, destination);
    /// <summary>x &amp; y (logical and for bool) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> BitwiseAnd<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.BitwiseAnd, x, y, false, destination);
    /// <summary>x | y (logical or for bool), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> BitwiseOr<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.BitwiseOr, x, y, destination);
    /// <summary>x | y (logical or for bool) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> BitwiseOr<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.BitwiseOr, x, y, false, destination);
    /// <summary>|x| with the sign of the scalar <paramref name="sign"/>, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into-sign/*"/>
    public static ref readonly Snt.TensorSpan<T> CopySign<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T sign, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.CopySign, x, sign, false, destination);
    /// <summary>|x| with the sign of <paramref name="sign"/> (broadcast), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into-sign/*"/>
    public static ref readonly Snt.TensorSpan<T> CopySign<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> sign, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.CopySign, x, sign, destination);
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Divide<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref DivideInto(x, y, destination);
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Divide<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref DivideInto(x, y, destination);
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division) with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Divide<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref DivideInto(x, y, destination);
    /// <summary>√(x² + y²), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Hypot<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Hypot, x, y, destination);
    /// <summary>the IEEE 754 remainder of x / y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Ieee754Remainder<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Ieee754Remainder, x, y, destination);
    /// <summary>the IEEE 754 remainder of x / y with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Ieee754Remainder<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Ieee754Remainder, x, y, false, destination);
    /// <summary>the IEEE 754 remainder of x / y with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Ieee754Remainder<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Ieee754Remainder, y, x, true, destination);
    /// <summary>The logarithm of x in base y (Strata's LogBase), elementwise and broadcast, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Log<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.LogBase, x, y, destination);
    /// <summary>The logarithm of x in base y (Strata's LogBase) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Log<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.LogBase, x, y, false, destination);
    /// <summary>the larger of x and y (NaN propagates, −0 &lt; +0), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Max<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Max, x, y, destination);
    /// <summary>the larger of x and y (NaN propagates, −0 &lt; +0) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Max<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Max, x, y, false, destination);
    /// <summary>the operand of larger magnitude, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MaxMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.MaxMagnitude, x, y, destination);
    /// <summary>the operand of larger magnitude with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MaxMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.MaxMagnitude, x, y, false, destination);
    /// <summary>the operand of larger magnitude, a NaN losing to a number, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MaxMagnitudeNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.MaxMagnitudeNumber, x, y, destination);
    /// <summary>the operand of larger magnitude, a NaN losing to a number with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MaxMagnitudeNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.MaxMagnitudeNumber, x, y, false, destination);
    /// <summary>the larger operand, a NaN losing to a number, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MaxNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.MaxNumber, x, y, destination);
    /// <summary>the larger operand, a NaN losing to a number with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MaxNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.MaxNumber, x, y, false, destination);
    /// <summary>the smaller of x and y (NaN propagates, −0 &lt; +0), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Min<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Min, x, y, destination);
    /// <summary>the smaller of x and y (NaN propagates, −0 &lt; +0) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Min<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Min, x, y, false, destination);
    /// <summary>the operand of smaller magnitude, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MinMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.MinMagnitude, x, y, destination);
    /// <summary>the operand of smaller magnitude with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MinMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.MinMagnitude, x, y, false, destination);
    /// <summary>the operand of smaller magnitude, a NaN losing to a number, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MinMagnitudeNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.MinMagnitudeNumber, x, y, destination);
    /// <summary>the operand of smaller magnitude, a NaN losing to a number with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MinMagnitudeNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.MinMagnitudeNumber, x, y, false, destination);
    /// <summary>the smaller operand, a NaN losing to a number, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MinNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.MinNumber, x, y, destination);
    /// <summary>the smaller operand, a NaN losing to a number with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> MinNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.MinNumber, x, y, false, destination);
    /// <summary>x · y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Multiply<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Multiply, x, y, destination);
    /// <summary>x · y with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Multiply<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Multiply, x, y, false, destination);
    /// <summary>xʸ, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Pow<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Pow, x, y, destination);
    /// <summary>xʸ with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Pow<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Pow, x, y, false, destination);
    /// <summary>xʸ with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Pow<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Pow, y, x, true, destination);
    /// <summary>x − y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Subtract<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Subtract, x, y, destination);
    /// <summary>x − y with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Subtract<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Subtract, x, y, false, destination);
    /// <summary>x − y with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Subtract<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Subtract, y, x, true, destination);
    /// <summary>x ^ y (logical xor for bool), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Xor<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryInto(ElementwiseOp.Xor, x, y, destination);
    /// <summary>x ^ y (logical xor for bool) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-into/*"/>
    public static ref readonly Snt.TensorSpan<T> Xor<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination) where T : unmanaged => ref BinaryScalarInto(ElementwiseOp.Xor, x, y, false, destination);

    // ---- As new tensors (the package returns a Tensor<T>) ----------------------------------

    /// <summary>x + y, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Add<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Add, x, y);
    /// <summary>x + y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Add<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Add, x, y, false);
    /// <summary>atan2(x, y): x is the y coordinate, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Atan2<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Atan2, x, y);
    /// <summary>atan2(x, y): x is the y coordinate with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Atan2<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Atan2, x, y, false);
    /// <summary>atan2(x, y): x is the y coordinate with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x/*"/>
    public static NativeTensor<T> Atan2<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Atan2, y, x, true);
    /// <summary>atan2(x, y) / π, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Atan2Pi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Atan2Pi, x, y);
    /// <summary>atan2(x, y) / π with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Atan2Pi<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Atan2Pi, x, y, false);
    /// <summary>atan2(x, y) / π with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x/*"/>
    public static NativeTensor<T> Atan2Pi<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Atan2Pi, y, x, true);
    /// <summary>x &amp; y (logical and for bool), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> BitwiseAnd<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.BitwiseAnd, x, y);
    /// <summary>x &amp; y (logical and for bool) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> BitwiseAnd<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.BitwiseAnd, x, y, false);
    /// <summary>x | y (logical or for bool), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> BitwiseOr<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.BitwiseOr, x, y);
    /// <summary>x | y (logical or for bool) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> BitwiseOr<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.BitwiseOr, x, y, false);
    /// <summary>|x| with the sign of <paramref name="sign"/>, a scalar.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y-sign/*"/>
    public static NativeTensor<T> CopySign<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T sign) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.CopySign, x, sign, false);
    /// <summary>|x| with the sign of <paramref name="sign"/> (broadcast).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary-sign/*"/>
    public static NativeTensor<T> CopySign<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> sign) where T : unmanaged => Binary<T, T>(ElementwiseOp.CopySign, x, sign);
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Divide<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => NewDivide(x, y);
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Divide<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => NewDivide(x, y);
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division) with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x/*"/>
    public static NativeTensor<T> Divide<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => NewDivide(x, y);
    /// <summary>√(x² + y²), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Hypot<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Hypot, x, y);
    /// <summary>the IEEE 754 remainder of x / y, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Ieee754Remainder<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Ieee754Remainder, x, y);
    /// <summary>the IEEE 754 remainder of x / y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Ieee754Remainder<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Ieee754Remainder, x, y, false);
    /// <summary>the IEEE 754 remainder of x / y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x/*"/>
    public static NativeTensor<T> Ieee754Remainder<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Ieee754Remainder, y, x, true);
    /// <summary>The logarithm of x in base y (Strata's LogBase), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Log<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.LogBase, x, y);
    /// <summary>The logarithm of x in base y (Strata's LogBase) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Log<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.LogBase, x, y, false);
    /// <summary>the larger of x and y (NaN propagates, −0 &lt; +0), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Max<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Max, x, y);
    /// <summary>the larger of x and y (NaN propagates, −0 &lt; +0) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Max<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Max, x, y, false);
    /// <summary>the operand of larger magnitude, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> MaxMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.MaxMagnitude, x, y);
    /// <summary>the operand of larger magnitude with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> MaxMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.MaxMagnitude, x, y, false);
    /// <summary>the operand of larger magnitude, a NaN losing to a number, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> MaxMagnitudeNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.MaxMagnitudeNumber, x, y);
    /// <summary>the operand of larger magnitude, a NaN losing to a number with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> MaxMagnitudeNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.MaxMagnitudeNumber, x, y, false);
    /// <summary>the larger operand, a NaN losing to a number, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> MaxNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.MaxNumber, x, y);
    /// <summary>the larger operand, a NaN losing to a number with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> MaxNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.MaxNumber, x, y, false);
    /// <summary>the smaller of x and y (NaN propagates, −0 &lt; +0), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Min<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Min, x, y);
    /// <summary>the smaller of x and y (NaN propagates, −0 &lt; +0) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Min<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Min, x, y, false);
    /// <summary>the operand of smaller magnitude, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> MinMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.MinMagnitude, x, y);
    /// <summary>the operand of smaller magnitude with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> MinMagnitude<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.MinMagnitude, x, y, false);
    /// <summary>the operand of smaller magnitude, a NaN losing to a number, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> MinMagnitudeNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.MinMagnitudeNumber, x, y);
    /// <summary>the operand of smaller magnitude, a NaN losing to a number with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> MinMagnitudeNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.MinMagnitudeNumber, x, y, false);
    /// <summary>the smaller operand, a NaN losing to a number, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> MinNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.MinNumber, x, y);
    /// <summary>the smaller operand, a NaN losing to a number with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> MinNumber<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.MinNumber, x, y, false);
    /// <summary>x · y, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Multiply<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Multiply, x, y);
    /// <summary>x · y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Multiply<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Multiply, x, y, false);
    /// <summary>xʸ (Complex: the principal value with NumPy's special cases, z⁰ = 1 and 0ʸ = 0 only for real y &gt; 0; a Strata extension, the package takes no Complex), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Pow<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Pow, x, y);
    /// <summary>xʸ with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Pow<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Pow, x, y, false);
    /// <summary>xʸ with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x/*"/>
    public static NativeTensor<T> Pow<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Pow, y, x, true);
    /// <summary>x − y, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Subtract<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Subtract, x, y);
    /// <summary>x − y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Subtract<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Subtract, x, y, false);
    /// <summary>x − y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-x/*"/>
    public static NativeTensor<T> Subtract<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Subtract, y, x, true);
    /// <summary>x ^ y (logical xor for bool), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-binary/*"/>
    public static NativeTensor<T> Xor<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged => Binary<T, T>(ElementwiseOp.Xor, x, y);
    /// <summary>x ^ y (logical xor for bool) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-scalar-y/*"/>
    public static NativeTensor<T> Xor<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged => BinaryScalar<T, T>(ElementwiseOp.Xor, x, y, false);
}
