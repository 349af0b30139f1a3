// Whole-tensor transforms of strata_elementwise.h: dtype conversions (checked, saturating,
// truncating), Clamp, Round to decimal digits with a MidpointRounding mode, and SoftMax.
// Conversions into System.Numerics.Complex take every integer and floating-point source, each
// value becoming (value, 0) in every mode; Complex sources convert only to Complex (real types:
// ArrayTypeMismatchException, see NativeTensor.Real and NativeTensor.Imaginary).
using System;
using Strata.Interop;

namespace Strata;

public static unsafe partial class NativeTensor
{
    private const int ConvertCheckedMode = 0, ConvertSaturatingMode = 1, ConvertTruncatingMode = 2;

    /// <summary>Each element converted to TTo; a value outside TTo's range → OverflowException, nothing written. An integer or floating-point element converted to Complex is (value, 0); Complex converts only to Complex (else ArrayTypeMismatchException).</summary>
    /// <param name="source">The tensor whose elements are converted.</param>
    /// <returns>A new dense tensor of the lengths of source, which the caller disposes.</returns>
    public static NativeTensor<TTo> ConvertChecked<TFrom, TTo>(NativeTensor<TFrom> source) where TFrom : unmanaged where TTo : unmanaged
        => Convert<TFrom, TTo>(source, ConvertCheckedMode);
    /// <summary>Each element converted to TTo, clamped to its range (NaN → 0). An integer or floating-point element converted to Complex is (value, 0); Complex converts only to Complex (else ArrayTypeMismatchException).</summary>
    /// <param name="source">The tensor whose elements are converted.</param>
    /// <returns>A new dense tensor of the lengths of source, which the caller disposes.</returns>
    public static NativeTensor<TTo> ConvertSaturating<TFrom, TTo>(NativeTensor<TFrom> source) where TFrom : unmanaged where TTo : unmanaged
        => Convert<TFrom, TTo>(source, ConvertSaturatingMode);
    /// <summary>Each element converted to TTo keeping the low bits (integers) or saturating (floats to integers). An integer or floating-point element converted to Complex is (value, 0); Complex converts only to Complex (else ArrayTypeMismatchException).</summary>
    /// <param name="source">The tensor whose elements are converted.</param>
    /// <returns>A new dense tensor of the lengths of source, which the caller disposes.</returns>
    public static NativeTensor<TTo> ConvertTruncating<TFrom, TTo>(NativeTensor<TFrom> source) where TFrom : unmanaged where TTo : unmanaged
        => Convert<TFrom, TTo>(source, ConvertTruncatingMode);
    /// <summary>ConvertChecked written to destination (no overlap with source allowed).</summary>
    /// <param name="source">The tensor whose elements are converted.</param>
    /// <param name="destination">The tensor written, of element type TTo; source must broadcast to its lengths.</param>
    public static void ConvertChecked<TFrom, TTo>(NativeTensor<TFrom> source, NativeTensor<TTo> destination) where TFrom : unmanaged where TTo : unmanaged
        => ConvertInto(source, destination, ConvertCheckedMode);
    /// <summary>ConvertSaturating written to destination.</summary>
    /// <param name="source">The tensor whose elements are converted.</param>
    /// <param name="destination">The tensor written, of element type TTo; source must broadcast to its lengths.</param>
    public static void ConvertSaturating<TFrom, TTo>(NativeTensor<TFrom> source, NativeTensor<TTo> destination) where TFrom : unmanaged where TTo : unmanaged
        => ConvertInto(source, destination, ConvertSaturatingMode);
    /// <summary>ConvertTruncating written to destination.</summary>
    /// <param name="source">The tensor whose elements are converted.</param>
    /// <param name="destination">The tensor written, of element type TTo; source must broadcast to its lengths.</param>
    public static void ConvertTruncating<TFrom, TTo>(NativeTensor<TFrom> source, NativeTensor<TTo> destination) where TFrom : unmanaged where TTo : unmanaged
        => ConvertInto(source, destination, ConvertTruncatingMode);

    private static NativeTensor<TTo> Convert<TFrom, TTo>(NativeTensor<TFrom> source, int mode) where TFrom : unmanaged where TTo : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        nint result;
        using HandleLease a = source.Lease();
        CheckValues<TFrom, TTo>(NativeMethods.Convert(a.Pointer, DTypeOf<TTo>.Code, mode, &result));
        return NativeTensor<TTo>.AdoptNew(result);
    }

    private static void ConvertInto<TFrom, TTo>(NativeTensor<TFrom> source, NativeTensor<TTo> destination, int mode)
        where TFrom : unmanaged where TTo : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease a = source.Lease();
        using HandleLease d = destination.Lease();
        CheckValues<TFrom, TTo>(NativeMethods.ConvertInto(a.Pointer, d.Pointer, mode));
    }

    /// <summary>Each element clamped to [min, max] (NaN stays NaN); min &gt; max → ArgumentOutOfRangeException.</summary>
    /// <param name="x">The tensor whose elements are the operand.</param>
    /// <param name="min">The smallest value kept.</param>
    /// <param name="max">The largest value kept.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> Clamp<T>(NativeTensor<T> x, T min, T max) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        nint result;
        using HandleLease a = x.Lease();
        CheckValues<T>(NativeMethods.ClampTyped(a.Pointer, DTypeOf<T>.Code, &min, &max, &result));
        return NativeTensor<T>.AdoptNew(result);
    }

    /// <summary>Clamp written to destination.</summary>
    /// <param name="x">The tensor whose elements are the operand.</param>
    /// <param name="min">The smallest value kept.</param>
    /// <param name="max">The largest value kept.</param>
    /// <param name="destination">The tensor written; x must broadcast to its lengths and may be this tensor itself.</param>
    public static void Clamp<T>(NativeTensor<T> x, T min, T max, NativeTensor<T> destination) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease a = x.Lease();
        using HandleLease d = destination.Lease();
        CheckValues<T>(NativeMethods.ClampIntoTyped(a.Pointer, DTypeOf<T>.Code, &min, &max, d.Pointer));
    }

    /// <summary>
    /// Each element rounded to <paramref name="digits"/> fractional decimal digits by
    /// <paramref name="mode"/>, as Math.Round(x, digits, mode): digits 0–15 for double, 0–6
    /// otherwise (else ArgumentOutOfRangeException).
    /// </summary>
    /// <param name="x">The tensor whose elements are the operand.</param>
    /// <param name="digits">The number of fractional decimal digits kept.</param>
    /// <param name="mode">How a value halfway between two results is rounded.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> Round<T>(NativeTensor<T> x, int digits, MidpointRounding mode) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        nint result;
        using HandleLease a = x.Lease();
        CheckValues<T>(NativeMethods.Round(a.Pointer, digits, (int)mode, &result));
        return NativeTensor<T>.AdoptNew(result);
    }

    /// <summary>Round to digits written to destination.</summary>
    /// <param name="x">The tensor whose elements are the operand.</param>
    /// <param name="digits">The number of fractional decimal digits kept.</param>
    /// <param name="mode">How a value halfway between two results is rounded.</param>
    /// <param name="destination">The tensor written; x must broadcast to its lengths and may be this tensor itself.</param>
    public static void Round<T>(NativeTensor<T> x, int digits, MidpointRounding mode, NativeTensor<T> destination) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease a = x.Lease();
        using HandleLease d = destination.Lease();
        CheckValues<T>(NativeMethods.RoundInto(a.Pointer, digits, (int)mode, d.Pointer));
    }

    /// <summary>Each element rounded to digits fractional digits, midpoints to even.</summary>
    /// <param name="x">The tensor whose elements are the operand.</param>
    /// <param name="digits">The number of fractional decimal digits kept.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> Round<T>(NativeTensor<T> x, int digits) where T : unmanaged => Round(x, digits, MidpointRounding.ToEven);
    /// <summary>Each element rounded to an integer by mode.</summary>
    /// <param name="x">The tensor whose elements are the operand.</param>
    /// <param name="mode">How a value halfway between two integers is rounded.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> Round<T>(NativeTensor<T> x, MidpointRounding mode) where T : unmanaged => Round(x, 0, mode);

    /// <summary>exp(x − max) / Σ exp(x − max) over all elements as one distribution (floating point; empty → empty).</summary>
    /// <param name="x">The tensor whose elements form the distribution.</param>
    /// <returns>A new dense tensor of the lengths of x, which the caller disposes.</returns>
    public static NativeTensor<T> SoftMax<T>(NativeTensor<T> x) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        nint result;
        using HandleLease a = x.Lease();
        CheckValues<T>(NativeMethods.SoftMax(a.Pointer, &result));
        return NativeTensor<T>.AdoptNew(result);
    }

    /// <summary>SoftMax written to a destination with x's element count (x itself allowed).</summary>
    /// <param name="x">The tensor whose elements form the distribution.</param>
    /// <param name="destination">The tensor written, with as many elements as x.</param>
    public static void SoftMax<T>(NativeTensor<T> x, NativeTensor<T> destination) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease a = x.Lease();
        using HandleLease d = destination.Lease();
        CheckValues<T>(NativeMethods.SoftMaxInto(a.Pointer, d.Pointer));
    }
}
