// Elementwise operations, comparisons, predicates and reductions through the native op codes
// (strata_elementwise.h). Binary operands broadcast; the overloads taking a destination write a
// preallocated tensor that the result broadcasts to (and that may be an input, as the same
// view). Complex elements (DType.Complex128) take Add, Subtract, Multiply, Divide, Pow, Negate,
// Abs, Conjugate, Reciprocal, Sqrt, Exp, ExpM1, Log, Log2, Log10, LogP1, the trigonometric and
// hyperbolic functions and their inverses, the Equals family, Sum, Product, Dot and conversions from real elements; every other operation, conversion and reduction
// refuses them with ArrayTypeMismatchException, nothing written. Elements of an opaque dtype
// (user structs and other types without a native element type) take none of them: the same
// exception, its message naming T. The op codes live in
// ElementwiseOp.cs; this file holds the shared call plumbing.
using System;
using Strata.Interop;

namespace Strata;

public static unsafe partial class NativeTensor
{
    /// <summary>
    /// As Errors.Check, except that an element value without a result (Abs(MinValue),
    /// MinValue / −1, a checked conversion out of range) is an OverflowException, as in .NET;
    /// elementwise calls report shape overflow as ArgumentOutOfRange, never as Overflow.
    /// </summary>
    private static void CheckValues<T>(int status) where T : unmanaged => CheckValues<T, T>(status);

    /// <summary>As CheckValues&lt;T&gt; for an operation on elements of two types.</summary>
    private static void CheckValues<T, TOther>(int status) where T : unmanaged where TOther : unmanaged
    {
        if (status != (int)StrataStatus.Overflow) { Errors.CheckElements<T, TOther>(status); return; }
        var exception = new OverflowException(Errors.LastMessage());
        exception.Data[Errors.StatusKey] = StrataStatus.Overflow;
        throw exception;
    }

    // .NET's integer division by zero throws DivideByZeroException; the native call reports it as
    // an invalid argument, so a refused division whose divisor holds an integer zero is rethrown
    // as that type (checked on the failure path only, so successful calls pay nothing).
    private static bool DividedByZero<T>(ArgumentException e, NativeTensor<T> divisor) where T : unmanaged =>
        IsIntegerDivision<T>(e) && IsZeroAny(divisor);

    private static bool DividedByZero<T>(ArgumentException e, T divisor) where T : unmanaged =>
        IsIntegerDivision<T>(e) && System.Collections.Generic.EqualityComparer<T>.Default.Equals(divisor, default);

    private static bool IsIntegerDivision<T>(ArgumentException e) where T : unmanaged =>
        e.Data[Errors.StatusKey] is StrataStatus.InvalidArgument && !DTypeOf<T>.IsOpaque &&
        (DTypeOf<T>.Code >> 8) is 0 or 1;  // DLPack's int and uint type codes

    private static DivideByZeroException DivisionByZero(ArgumentException e)
    {
        var exception = new DivideByZeroException(e.Message);
        exception.Data[Errors.StatusKey] = StrataStatus.InvalidArgument;
        return exception;
    }

    private static NativeTensor<TResult> Unary<T, TResult>(ElementwiseOp op, NativeTensor<T> x, long n = 0)
        where T : unmanaged where TResult : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        nint result;
        using HandleLease a = x.Lease();
        CheckValues<T>(NativeMethods.Unary((int)op, a.Pointer, n, &result));
        return NativeTensor<TResult>.AdoptNew(result);
    }

    private static NativeTensor<T> Unary<T>(ElementwiseOp op, NativeTensor<T> x, long n = 0) where T : unmanaged
        => Unary<T, T>(op, x, n);

    private static void UnaryInto<T, TResult>(ElementwiseOp op, NativeTensor<T> x, NativeTensor<TResult> destination, long n = 0)
        where T : unmanaged where TResult : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease a = x.Lease();
        using HandleLease d = destination.Lease();
        CheckValues<T>(NativeMethods.UnaryInto((int)op, a.Pointer, n, d.Pointer));
    }

    private static NativeTensor<TResult> Binary<T, TResult>(ElementwiseOp op, NativeTensor<T> x, NativeTensor<T> y)
        where T : unmanaged where TResult : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(y);
        nint result;
        using HandleLease a = x.Lease();
        using HandleLease b = y.Lease();
        CheckValues<T>(NativeMethods.Binary((int)op, a.Pointer, b.Pointer, &result));
        return NativeTensor<TResult>.AdoptNew(result);
    }

    private static NativeTensor<T> Binary<T>(ElementwiseOp op, NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged
        => Binary<T, T>(op, x, y);

    private static void BinaryInto<T, TResult>(ElementwiseOp op, NativeTensor<T> x, NativeTensor<T> y, NativeTensor<TResult> destination)
        where T : unmanaged where TResult : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(y);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease a = x.Lease();
        using HandleLease b = y.Lease();
        using HandleLease d = destination.Lease();
        CheckValues<T>(NativeMethods.BinaryInto((int)op, a.Pointer, b.Pointer, d.Pointer));
    }

    /// <summary>x op scalar (scalarFirst: scalar op x), keeping the operand order.</summary>
    private static NativeTensor<TResult> BinaryScalar<T, TResult>(ElementwiseOp op, NativeTensor<T> x, T scalar, bool scalarFirst)
        where T : unmanaged where TResult : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        nint result;
        using HandleLease a = x.Lease();
        CheckValues<T>(NativeMethods.BinaryScalarTyped((int)op, a.Pointer, DTypeOf<T>.Code, &scalar, scalarFirst ? 1 : 0, &result));
        return NativeTensor<TResult>.AdoptNew(result);
    }

    private static NativeTensor<T> BinaryScalar<T>(ElementwiseOp op, NativeTensor<T> x, T scalar, bool scalarFirst) where T : unmanaged
        => BinaryScalar<T, T>(op, x, scalar, scalarFirst);

    private static void BinaryScalarInto<T, TResult>(ElementwiseOp op, NativeTensor<T> x, T scalar, bool scalarFirst,
                                                     NativeTensor<TResult> destination)
        where T : unmanaged where TResult : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease a = x.Lease();
        using HandleLease d = destination.Lease();
        CheckValues<T>(NativeMethods.BinaryScalarIntoTyped((int)op, a.Pointer, DTypeOf<T>.Code, &scalar, scalarFirst ? 1 : 0, d.Pointer));
    }

    private static T Reduce<T>(ElementwiseOp op, NativeTensor<T> x, NativeTensor<T>? y = null) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        T value;
        using HandleLease a = x.Lease();
        if (y is null)
        {
            CheckValues<T>(NativeMethods.Reduce((int)op, a.Pointer, 0, &value));
            return value;
        }
        using HandleLease b = y.Lease();
        CheckValues<T>(NativeMethods.Reduce((int)op, a.Pointer, b.Pointer, &value));
        return value;
    }

    private static nint ReduceIndex<T>(ElementwiseOp op, NativeTensor<T> x) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        long index;
        using HandleLease a = x.Lease();
        CheckValues<T>(NativeMethods.Reduce((int)op, a.Pointer, 0, &index));
        return (nint)index;
    }

    private static bool CompareFlag<T>(ElementwiseOp op, NativeTensor<T> x, NativeTensor<T> y, bool all) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(y);
        int flag;
        using HandleLease a = x.Lease();
        using HandleLease b = y.Lease();
        CheckValues<T>(all ? NativeMethods.CompareAll((int)op, a.Pointer, b.Pointer, &flag)
                         : NativeMethods.CompareAny((int)op, a.Pointer, b.Pointer, &flag));
        return flag != 0;
    }

    private static bool CompareFlag<T>(ElementwiseOp op, NativeTensor<T> x, T y, bool all) where T : unmanaged
    {
        using NativeTensor<T> scalar = CreateCopy<T>([y]);
        return CompareFlag(op, x, scalar, all);
    }

    private static bool PredicateFlag<T>(ElementwiseOp op, NativeTensor<T> x, bool all) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        int flag;
        using HandleLease a = x.Lease();
        CheckValues<T>(all ? NativeMethods.PredicateAll((int)op, a.Pointer, &flag)
                         : NativeMethods.PredicateAny((int)op, a.Pointer, &flag));
        return flag != 0;
    }
}
