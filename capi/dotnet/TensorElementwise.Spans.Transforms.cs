// Conversions, rounding to decimal digits and SoftMax over the package's spans, written to a
// destination span and computed natively on the spans' memory, as the NativeTensor<T> overloads
// (TensorElementwise.Transforms.cs).
using System;
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

public static partial class NativeTensor
{
    /// <summary>ConvertChecked written to destination (no overlap with source allowed).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-convert-into/*"/>
    public static ref readonly Snt.TensorSpan<TTo> ConvertChecked<TFrom, TTo>(scoped in Snt.ReadOnlyTensorSpan<TFrom> source, in Snt.TensorSpan<TTo> destination) where TFrom : unmanaged where TTo : unmanaged => ref ConvertInto(source, destination, ConvertCheckedMode);
    /// <summary>ConvertSaturating written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-convert-into/*"/>
    public static ref readonly Snt.TensorSpan<TTo> ConvertSaturating<TFrom, TTo>(scoped in Snt.ReadOnlyTensorSpan<TFrom> source, in Snt.TensorSpan<TTo> destination) where TFrom : unmanaged where TTo : unmanaged => ref ConvertInto(source, destination, ConvertSaturatingMode);
    /// <summary>ConvertTruncating written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-convert-into/*"/>
    public static ref readonly Snt.TensorSpan<TTo> ConvertTruncating<TFrom, TTo>(scoped in Snt.ReadOnlyTensorSpan<TFrom> source, in Snt.TensorSpan<TTo> destination) where TFrom : unmanaged where TTo : unmanaged => ref ConvertInto(source, destination, ConvertTruncatingMode);
    /// <summary>Each element rounded to digits fractional decimal digits by mode, as Math.Round(x, digits, mode): digits 0–15 for double, 0–6 otherwise (else ArgumentOutOfRangeException); written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    /// <param name="digits">The number of fractional decimal digits kept.</param>
    /// <param name="mode">How a value halfway between two results is rounded.</param>
    public static ref readonly Snt.TensorSpan<T> Round<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int digits, MidpointRounding mode, in Snt.TensorSpan<T> destination) where T : unmanaged => ref RoundInto(x, digits, mode, destination);
    /// <summary>Each element rounded to digits fractional digits, midpoints to even, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    /// <param name="digits">The number of fractional decimal digits kept.</param>
    public static ref readonly Snt.TensorSpan<T> Round<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int digits, in Snt.TensorSpan<T> destination) where T : unmanaged => ref RoundInto(x, digits, MidpointRounding.ToEven, destination);
    /// <summary>Each element rounded to an integer by mode, written to destination.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    /// <param name="mode">How a value halfway between two results is rounded.</param>
    public static ref readonly Snt.TensorSpan<T> Round<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, MidpointRounding mode, in Snt.TensorSpan<T> destination) where T : unmanaged => ref RoundInto(x, 0, mode, destination);
    /// <summary>SoftMax written to a destination with x's element count (x itself allowed).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary-into/*"/>
    public static ref readonly Snt.TensorSpan<T> SoftMax<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination) where T : unmanaged => ref SoftMaxInto(x, destination);
}
