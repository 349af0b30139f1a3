// Binary operations of strata_elementwise.h: tensor ⊕ tensor (broadcast), tensor ⊕ scalar and
// scalar ⊕ tensor with the operand order kept (Subtract(50, x) = 50 − x), each allocating or
// written to a destination the broadcast result fits.
// System.Numerics.Complex elements take Add, Subtract, Multiply, Divide (the formulas of
// Complex's operators, so the results equal the package's) and Pow.
using System;

namespace Strata;

public static partial class NativeTensor
{
    /// <summary>x + y, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Add<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Add, x, y);
    /// <summary>x + y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Add<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Add, x, y, destination);
    /// <summary>x + y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Add<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Add, x, y, scalarFirst: false);
    /// <summary>x + y with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Add<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Add, x, y, false, destination);
    /// <summary>x + y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Add<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Add, y, x, scalarFirst: true);
    /// <summary>x + y with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Add<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Add, y, x, true, destination);
    /// <summary>x − y, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Subtract<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Subtract, x, y);
    /// <summary>x − y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Subtract<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Subtract, x, y, destination);
    /// <summary>x − y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Subtract<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Subtract, x, y, scalarFirst: false);
    /// <summary>x − y with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Subtract<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Subtract, x, y, false, destination);
    /// <summary>x − y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Subtract<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Subtract, y, x, scalarFirst: true);
    /// <summary>x − y with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Subtract<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Subtract, y, x, true, destination);
    /// <summary>x · y, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Multiply<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Multiply, x, y);
    /// <summary>x · y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Multiply<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Multiply, x, y, destination);
    /// <summary>x · y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Multiply<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Multiply, x, y, scalarFirst: false);
    /// <summary>x · y with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Multiply<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Multiply, x, y, false, destination);
    /// <summary>x · y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Multiply<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Multiply, y, x, scalarFirst: true);
    /// <summary>x · y with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Multiply<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Multiply, y, x, true, destination);
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Divide<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged
    {
        try { return Binary(Interop.ElementwiseOp.Divide, x, y); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Divide<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged
    {
        try { BinaryInto(Interop.ElementwiseOp.Divide, x, y, destination); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Divide<T>(NativeTensor<T> x, T y) where T : unmanaged
    {
        try { return BinaryScalar(Interop.ElementwiseOp.Divide, x, y, scalarFirst: false); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Divide<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged
    {
        try { BinaryScalarInto(Interop.ElementwiseOp.Divide, x, y, false, destination); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division) with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Divide<T>(T x, NativeTensor<T> y) where T : unmanaged
    {
        try { return BinaryScalar(Interop.ElementwiseOp.Divide, y, x, scalarFirst: true); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }
    /// <summary>x / y (integer division by zero → DivideByZeroException, as .NET's integer division) with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Divide<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged
    {
        try { BinaryScalarInto(Interop.ElementwiseOp.Divide, y, x, true, destination); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }
    /// <summary>the smaller of x and y (NaN propagates, −0 &lt; +0), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Min<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Min, x, y);
    /// <summary>the smaller of x and y (NaN propagates, −0 &lt; +0), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Min<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Min, x, y, destination);
    /// <summary>the smaller of x and y (NaN propagates, −0 &lt; +0) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Min<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Min, x, y, scalarFirst: false);
    /// <summary>the smaller of x and y (NaN propagates, −0 &lt; +0) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Min<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Min, x, y, false, destination);
    /// <summary>the smaller of x and y (NaN propagates, −0 &lt; +0) with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Min<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Min, y, x, scalarFirst: true);
    /// <summary>the smaller of x and y (NaN propagates, −0 &lt; +0) with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Min<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Min, y, x, true, destination);
    /// <summary>the larger of x and y (NaN propagates, −0 &lt; +0), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Max<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Max, x, y);
    /// <summary>the larger of x and y (NaN propagates, −0 &lt; +0), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Max<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Max, x, y, destination);
    /// <summary>the larger of x and y (NaN propagates, −0 &lt; +0) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Max<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Max, x, y, scalarFirst: false);
    /// <summary>the larger of x and y (NaN propagates, −0 &lt; +0) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Max<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Max, x, y, false, destination);
    /// <summary>the larger of x and y (NaN propagates, −0 &lt; +0) with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Max<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Max, y, x, scalarFirst: true);
    /// <summary>the larger of x and y (NaN propagates, −0 &lt; +0) with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Max<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Max, y, x, true, destination);
    /// <summary>x &amp; y (logical and for bool), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> BitwiseAnd<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.BitwiseAnd, x, y);
    /// <summary>x &amp; y (logical and for bool), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void BitwiseAnd<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.BitwiseAnd, x, y, destination);
    /// <summary>x &amp; y (logical and for bool) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> BitwiseAnd<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.BitwiseAnd, x, y, scalarFirst: false);
    /// <summary>x &amp; y (logical and for bool) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void BitwiseAnd<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.BitwiseAnd, x, y, false, destination);
    /// <summary>x &amp; y (logical and for bool) with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> BitwiseAnd<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.BitwiseAnd, y, x, scalarFirst: true);
    /// <summary>x &amp; y (logical and for bool) with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void BitwiseAnd<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.BitwiseAnd, y, x, true, destination);
    /// <summary>x | y (logical or for bool), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> BitwiseOr<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.BitwiseOr, x, y);
    /// <summary>x | y (logical or for bool), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void BitwiseOr<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.BitwiseOr, x, y, destination);
    /// <summary>x | y (logical or for bool) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> BitwiseOr<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.BitwiseOr, x, y, scalarFirst: false);
    /// <summary>x | y (logical or for bool) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void BitwiseOr<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.BitwiseOr, x, y, false, destination);
    /// <summary>x | y (logical or for bool) with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> BitwiseOr<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.BitwiseOr, y, x, scalarFirst: true);
    /// <summary>x | y (logical or for bool) with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void BitwiseOr<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.BitwiseOr, y, x, true, destination);
    /// <summary>x ^ y (logical xor for bool), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Xor<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Xor, x, y);
    /// <summary>x ^ y (logical xor for bool), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Xor<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Xor, x, y, destination);
    /// <summary>x ^ y (logical xor for bool) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Xor<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Xor, x, y, scalarFirst: false);
    /// <summary>x ^ y (logical xor for bool) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Xor<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Xor, x, y, false, destination);
    /// <summary>x ^ y (logical xor for bool) with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Xor<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Xor, y, x, scalarFirst: true);
    /// <summary>x ^ y (logical xor for bool) with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Xor<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Xor, y, x, true, destination);
    /// <summary>xʸ (Complex: the principal value with NumPy's special cases, z⁰ = 1 and 0ʸ = 0 only for real y &gt; 0; a Strata extension, the package takes no Complex), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Pow<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Pow, x, y);
    /// <summary>xʸ, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Pow<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Pow, x, y, destination);
    /// <summary>xʸ with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Pow<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Pow, x, y, scalarFirst: false);
    /// <summary>xʸ with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Pow<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Pow, x, y, false, destination);
    /// <summary>xʸ with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Pow<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Pow, y, x, scalarFirst: true);
    /// <summary>xʸ with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Pow<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Pow, y, x, true, destination);
    /// <summary>atan2(x, y): x is the y coordinate, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Atan2<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Atan2, x, y);
    /// <summary>atan2(x, y): x is the y coordinate, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Atan2<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Atan2, x, y, destination);
    /// <summary>atan2(x, y): x is the y coordinate with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Atan2<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Atan2, x, y, scalarFirst: false);
    /// <summary>atan2(x, y): x is the y coordinate with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Atan2<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Atan2, x, y, false, destination);
    /// <summary>atan2(x, y): x is the y coordinate with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Atan2<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Atan2, y, x, scalarFirst: true);
    /// <summary>atan2(x, y): x is the y coordinate with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Atan2<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Atan2, y, x, true, destination);
    /// <summary>atan2(x, y) / π, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Atan2Pi<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Atan2Pi, x, y);
    /// <summary>atan2(x, y) / π, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Atan2Pi<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Atan2Pi, x, y, destination);
    /// <summary>atan2(x, y) / π with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Atan2Pi<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Atan2Pi, x, y, scalarFirst: false);
    /// <summary>atan2(x, y) / π with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Atan2Pi<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Atan2Pi, x, y, false, destination);
    /// <summary>atan2(x, y) / π with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Atan2Pi<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Atan2Pi, y, x, scalarFirst: true);
    /// <summary>atan2(x, y) / π with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Atan2Pi<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Atan2Pi, y, x, true, destination);
    /// <summary>|x| with the sign of y, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> CopySign<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.CopySign, x, y);
    /// <summary>|x| with the sign of y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void CopySign<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.CopySign, x, y, destination);
    /// <summary>|x| with the sign of y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> CopySign<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.CopySign, x, y, scalarFirst: false);
    /// <summary>|x| with the sign of y with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void CopySign<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.CopySign, x, y, false, destination);
    /// <summary>|x| with the sign of y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> CopySign<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.CopySign, y, x, scalarFirst: true);
    /// <summary>|x| with the sign of y with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void CopySign<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.CopySign, y, x, true, destination);
    /// <summary>√(x² + y²), elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Hypot<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Hypot, x, y);
    /// <summary>√(x² + y²), written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Hypot<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Hypot, x, y, destination);
    /// <summary>√(x² + y²) with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Hypot<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Hypot, x, y, scalarFirst: false);
    /// <summary>√(x² + y²) with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Hypot<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Hypot, x, y, false, destination);
    /// <summary>√(x² + y²) with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Hypot<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Hypot, y, x, scalarFirst: true);
    /// <summary>√(x² + y²) with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Hypot<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Hypot, y, x, true, destination);
    /// <summary>the IEEE 754 remainder of x / y, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> Ieee754Remainder<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.Ieee754Remainder, x, y);
    /// <summary>the IEEE 754 remainder of x / y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void Ieee754Remainder<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.Ieee754Remainder, x, y, destination);
    /// <summary>the IEEE 754 remainder of x / y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> Ieee754Remainder<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Ieee754Remainder, x, y, scalarFirst: false);
    /// <summary>the IEEE 754 remainder of x / y with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void Ieee754Remainder<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Ieee754Remainder, x, y, false, destination);
    /// <summary>the IEEE 754 remainder of x / y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> Ieee754Remainder<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.Ieee754Remainder, y, x, scalarFirst: true);
    /// <summary>the IEEE 754 remainder of x / y with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void Ieee754Remainder<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.Ieee754Remainder, y, x, true, destination);
    /// <summary>the logarithm of x in base y, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> LogBase<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.LogBase, x, y);
    /// <summary>the logarithm of x in base y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void LogBase<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.LogBase, x, y, destination);
    /// <summary>the logarithm of x in base y with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> LogBase<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.LogBase, x, y, scalarFirst: false);
    /// <summary>the logarithm of x in base y with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void LogBase<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.LogBase, x, y, false, destination);
    /// <summary>the logarithm of x in base y with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> LogBase<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.LogBase, y, x, scalarFirst: true);
    /// <summary>the logarithm of x in base y with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void LogBase<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.LogBase, y, x, true, destination);
    /// <summary>the operand of larger magnitude, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> MaxMagnitude<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.MaxMagnitude, x, y);
    /// <summary>the operand of larger magnitude, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void MaxMagnitude<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.MaxMagnitude, x, y, destination);
    /// <summary>the operand of larger magnitude with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> MaxMagnitude<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MaxMagnitude, x, y, scalarFirst: false);
    /// <summary>the operand of larger magnitude with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void MaxMagnitude<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MaxMagnitude, x, y, false, destination);
    /// <summary>the operand of larger magnitude with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> MaxMagnitude<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MaxMagnitude, y, x, scalarFirst: true);
    /// <summary>the operand of larger magnitude with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void MaxMagnitude<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MaxMagnitude, y, x, true, destination);
    /// <summary>the operand of smaller magnitude, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> MinMagnitude<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.MinMagnitude, x, y);
    /// <summary>the operand of smaller magnitude, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void MinMagnitude<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.MinMagnitude, x, y, destination);
    /// <summary>the operand of smaller magnitude with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> MinMagnitude<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MinMagnitude, x, y, scalarFirst: false);
    /// <summary>the operand of smaller magnitude with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void MinMagnitude<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MinMagnitude, x, y, false, destination);
    /// <summary>the operand of smaller magnitude with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> MinMagnitude<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MinMagnitude, y, x, scalarFirst: true);
    /// <summary>the operand of smaller magnitude with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void MinMagnitude<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MinMagnitude, y, x, true, destination);
    /// <summary>the larger operand, a NaN losing to a number, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> MaxNumber<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.MaxNumber, x, y);
    /// <summary>the larger operand, a NaN losing to a number, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void MaxNumber<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.MaxNumber, x, y, destination);
    /// <summary>the larger operand, a NaN losing to a number with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> MaxNumber<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MaxNumber, x, y, scalarFirst: false);
    /// <summary>the larger operand, a NaN losing to a number with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void MaxNumber<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MaxNumber, x, y, false, destination);
    /// <summary>the larger operand, a NaN losing to a number with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> MaxNumber<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MaxNumber, y, x, scalarFirst: true);
    /// <summary>the larger operand, a NaN losing to a number with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void MaxNumber<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MaxNumber, y, x, true, destination);
    /// <summary>the smaller operand, a NaN losing to a number, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> MinNumber<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.MinNumber, x, y);
    /// <summary>the smaller operand, a NaN losing to a number, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void MinNumber<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.MinNumber, x, y, destination);
    /// <summary>the smaller operand, a NaN losing to a number with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> MinNumber<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MinNumber, x, y, scalarFirst: false);
    /// <summary>the smaller operand, a NaN losing to a number with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void MinNumber<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MinNumber, x, y, false, destination);
    /// <summary>the smaller operand, a NaN losing to a number with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> MinNumber<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MinNumber, y, x, scalarFirst: true);
    /// <summary>the smaller operand, a NaN losing to a number with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void MinNumber<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MinNumber, y, x, true, destination);
    /// <summary>the operand of larger magnitude, a NaN losing to a number, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> MaxMagnitudeNumber<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.MaxMagnitudeNumber, x, y);
    /// <summary>the operand of larger magnitude, a NaN losing to a number, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void MaxMagnitudeNumber<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.MaxMagnitudeNumber, x, y, destination);
    /// <summary>the operand of larger magnitude, a NaN losing to a number with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> MaxMagnitudeNumber<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MaxMagnitudeNumber, x, y, scalarFirst: false);
    /// <summary>the operand of larger magnitude, a NaN losing to a number with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void MaxMagnitudeNumber<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MaxMagnitudeNumber, x, y, false, destination);
    /// <summary>the operand of larger magnitude, a NaN losing to a number with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> MaxMagnitudeNumber<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MaxMagnitudeNumber, y, x, scalarFirst: true);
    /// <summary>the operand of larger magnitude, a NaN losing to a number with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void MaxMagnitudeNumber<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MaxMagnitudeNumber, y, x, true, destination);
    /// <summary>the operand of smaller magnitude, a NaN losing to a number, elementwise and broadcast.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary/*"/>
    public static NativeTensor<T> MinMagnitudeNumber<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged => Binary(Interop.ElementwiseOp.MinMagnitudeNumber, x, y);
    /// <summary>the operand of smaller magnitude, a NaN losing to a number, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/binary-into/*"/>
    public static void MinMagnitudeNumber<T>(NativeTensor<T> x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryInto(Interop.ElementwiseOp.MinMagnitudeNumber, x, y, destination);
    /// <summary>the operand of smaller magnitude, a NaN losing to a number with a scalar y.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y/*"/>
    public static NativeTensor<T> MinMagnitudeNumber<T>(NativeTensor<T> x, T y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MinMagnitudeNumber, x, y, scalarFirst: false);
    /// <summary>the operand of smaller magnitude, a NaN losing to a number with a scalar y, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-y-into/*"/>
    public static void MinMagnitudeNumber<T>(NativeTensor<T> x, T y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MinMagnitudeNumber, x, y, false, destination);
    /// <summary>the operand of smaller magnitude, a NaN losing to a number with a scalar x.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x/*"/>
    public static NativeTensor<T> MinMagnitudeNumber<T>(T x, NativeTensor<T> y) where T : unmanaged => BinaryScalar(Interop.ElementwiseOp.MinMagnitudeNumber, y, x, scalarFirst: true);
    /// <summary>the operand of smaller magnitude, a NaN losing to a number with a scalar x, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/scalar-x-into/*"/>
    public static void MinMagnitudeNumber<T>(T x, NativeTensor<T> y, NativeTensor<T> destination) where T : unmanaged => BinaryScalarInto(Interop.ElementwiseOp.MinMagnitudeNumber, y, x, true, destination);
    /// <summary>The logarithm of x in base newBase, as .NET's Tensor.Log(x, newBase).</summary>
    /// <param name="x">The tensor whose elements are the arguments of the logarithm.</param>
    /// <param name="newBase">The base of the logarithm, the same for every element.</param>
    /// <returns>A new dense tensor of the lengths of <paramref name="x"/>, which the caller disposes.</returns>
    /// <exception cref="System.ArrayTypeMismatchException"><typeparamref name="T"/> is not a floating-point type.</exception>
    /// <exception cref="System.ObjectDisposedException"><paramref name="x"/> has been disposed.</exception>
    public static NativeTensor<T> Log<T>(NativeTensor<T> x, T newBase) where T : unmanaged => LogBase(x, newBase);
}
