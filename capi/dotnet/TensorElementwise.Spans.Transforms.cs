// Conversions, rounding to decimal digits and SoftMax over the package's spans, written to a
// destination span and computed natively on the spans' memory, as the NativeTensor<T> overloads
// (TensorElementwise.Transforms.cs); without a destination, as a new NativeTensor<T>.
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

    // ---- As new tensors (the package returns a Tensor<T>) ----------------------------------

    /// <summary>Each element converted to TTo; a value outside TTo's range → OverflowException, nothing written. An integer or floating-point element converted to Complex is (value, 0); Complex converts only to Complex (else ArrayTypeMismatchException).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-convert/*"/>
    public static NativeTensor<TTo> ConvertChecked<TFrom, TTo>(scoped in Snt.ReadOnlyTensorSpan<TFrom> source) where TFrom : unmanaged where TTo : unmanaged => NewConvert<TFrom, TTo>(source, ConvertCheckedMode);
    /// <summary>Each element converted to TTo, clamped to its range (NaN → 0). An integer or floating-point element converted to Complex is (value, 0); Complex converts only to Complex (else ArrayTypeMismatchException).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-convert/*"/>
    public static NativeTensor<TTo> ConvertSaturating<TFrom, TTo>(scoped in Snt.ReadOnlyTensorSpan<TFrom> source) where TFrom : unmanaged where TTo : unmanaged => NewConvert<TFrom, TTo>(source, ConvertSaturatingMode);
    /// <summary>Each element converted to TTo keeping the low bits (integers) or saturating (floats to integers). An integer or floating-point element converted to Complex is (value, 0); Complex converts only to Complex (else ArrayTypeMismatchException).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-convert/*"/>
    public static NativeTensor<TTo> ConvertTruncating<TFrom, TTo>(scoped in Snt.ReadOnlyTensorSpan<TFrom> source) where TFrom : unmanaged where TTo : unmanaged => NewConvert<TFrom, TTo>(source, ConvertTruncatingMode);
    /// <summary>Each element rounded to <paramref name="digits"/> fractional decimal digits by <paramref name="mode"/>, as Math.Round(x, digits, mode): digits 0–15 for double, 0–6 otherwise (else ArgumentOutOfRangeException).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    /// <param name="digits">The number of fractional decimal digits kept.</param>
    /// <param name="mode">How a value halfway between two results is rounded.</param>
    public static NativeTensor<T> Round<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int digits, MidpointRounding mode) where T : unmanaged => NewRound(x, digits, mode);
    /// <summary>Each element rounded to digits fractional digits, midpoints to even.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    /// <param name="digits">The number of fractional decimal digits kept.</param>
    public static NativeTensor<T> Round<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int digits) where T : unmanaged => NewRound(x, digits, MidpointRounding.ToEven);
    /// <summary>Each element rounded to an integer by mode.</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    /// <param name="mode">How a value halfway between two results is rounded.</param>
    public static NativeTensor<T> Round<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, MidpointRounding mode) where T : unmanaged => NewRound(x, 0, mode);
    /// <summary>exp(x − max) / Σ exp(x − max) over all elements as one distribution (floating point; empty → empty).</summary>
    /// <include file="ElementwiseDocs.xml" path="doc/span-unary/*"/>
    public static NativeTensor<T> SoftMax<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged => NewSoftMax(x);
}
