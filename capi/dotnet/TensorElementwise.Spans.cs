// The elementwise catalogue over the package's ReadOnlyTensorSpan<T>/TensorSpan<T>, under the
// package's names and signatures (TensorElementwise.Spans.*.cs): this file holds their call shapes.
// Each pins its spans, wraps them as native views for the one call (SpanOperand: the span's own
// memory, lengths and strides, no copy) and runs the native function the NativeTensor<T> overload
// runs, with the same validation before the first write, the same exceptions (CheckValues) and
// the same overlap rule: the destination may be an input only as the identical span (same first
// element, lengths and strides); any other overlap is an ArgumentException, nothing written.
// The destination forms return a reference to destination, as the package's do; the forms without
// one return a new dense NativeTensor<T> where the package returns a Tensor<T>.
using System;
using System.Numerics;
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

public static unsafe partial class NativeTensor
{
    /// <summary>Runs call(x's view, destination's view, args) with both spans pinned and wrapped,
    /// the shape of every operation from one span to a destination span.</summary>
    private static ref readonly Snt.TensorSpan<TResult> Into<T, TResult, TArgs>(
        scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<TResult> destination, TArgs args,
        delegate*<nint, nint, TArgs, int> call) where T : unmanaged where TResult : unmanaged
    {
        fixed (T* px = x)
        fixed (TResult* pd = destination)
        {
            using SpanOperand a = SpanOperand.Of(px, x);
            using SpanOperand d = SpanOperand.Of(pd, destination);
            CheckValues<T, TResult>(call(a.Pointer, d.Pointer, args));
        }
        return ref destination;
    }

    private static ref readonly Snt.TensorSpan<TResult> UnaryInto<T, TResult>(
        ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<TResult> destination, long n = 0)
        where T : unmanaged where TResult : unmanaged => ref Into(x, destination, ((int)op, n), &CallUnaryInto);

    private static int CallUnaryInto(nint x, nint destination, (int Op, long N) args) =>
        NativeMethods.UnaryInto(args.Op, x, args.N, destination);

    private static ref readonly Snt.TensorSpan<TResult> BinaryInto<T, TResult>(
        ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y,
        in Snt.TensorSpan<TResult> destination) where T : unmanaged where TResult : unmanaged
    {
        fixed (T* px = x)
        fixed (T* py = y)
        fixed (TResult* pd = destination)
        {
            using SpanOperand a = SpanOperand.Of(px, x);
            using SpanOperand b = SpanOperand.Of(py, y);
            using SpanOperand d = SpanOperand.Of(pd, destination);
            CheckValues<T>(NativeMethods.BinaryInto((int)op, a.Pointer, b.Pointer, d.Pointer));
        }
        return ref destination;
    }

    /// <summary>x op scalar (scalarFirst: scalar op x), keeping the operand order.</summary>
    private static ref readonly Snt.TensorSpan<TResult> BinaryScalarInto<T, TResult>(
        ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x, T scalar, bool scalarFirst,
        in Snt.TensorSpan<TResult> destination) where T : unmanaged where TResult : unmanaged =>
        ref Into(x, destination, ((int)op, scalar, scalarFirst ? 1 : 0), &CallBinaryScalarInto<T>);

    private static int CallBinaryScalarInto<T>(nint x, nint destination, (int Op, T Scalar, int ScalarFirst) args)
        where T : unmanaged =>
        NativeMethods.BinaryScalarIntoTyped(args.Op, x, DTypeOf<T>.Code, &args.Scalar, args.ScalarFirst, destination);

    // The native ABS of Complex elements is their float64 magnitude; the NativeTensor<T> overload
    // turns it into the package's (|x|, 0), so Complex spans take that path over borrowed views.
    private static ref readonly Snt.TensorSpan<T> AbsInto<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination)
        where T : unmanaged
    {
        if (typeof(T) != typeof(Complex)) return ref UnaryInto(ElementwiseOp.Abs, x, destination);
        fixed (T* px = x)
        fixed (T* pd = destination)
        {
            using SpanOperand a = SpanOperand.Of(px, x);
            using SpanOperand d = SpanOperand.Of(pd, destination);
            using NativeTensor<T> source = NativeTensor<T>.Borrow(a.Pointer);
            using NativeTensor<T> target = NativeTensor<T>.Borrow(d.Pointer);
            Abs(source, target);
        }
        return ref destination;
    }

    private static ref readonly Snt.TensorSpan<T> DivideInto<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y,
                                                              in Snt.TensorSpan<T> destination) where T : unmanaged
    {
        try { return ref BinaryInto(ElementwiseOp.Divide, x, y, destination); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }

    private static ref readonly Snt.TensorSpan<T> DivideInto<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y, in Snt.TensorSpan<T> destination)
        where T : unmanaged
    {
        try { return ref BinaryScalarInto(ElementwiseOp.Divide, x, y, false, destination); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }

    private static ref readonly Snt.TensorSpan<T> DivideInto<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y, in Snt.TensorSpan<T> destination)
        where T : unmanaged
    {
        try { return ref BinaryScalarInto(ElementwiseOp.Divide, y, x, true, destination); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }

    private static bool DividedByZero<T>(ArgumentException e, scoped in Snt.ReadOnlyTensorSpan<T> divisor) where T : unmanaged =>
        IsIntegerDivision<T>(e) && PredicateFlag(ElementwiseOp.IsZero, divisor, all: false);

    private static T Reduce<T>(ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged =>
        Reduce<T, T>(op, x, default, pairs: false);

    private static T Reduce<T>(ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y)
        where T : unmanaged => Reduce<T, T>(op, x, y, pairs: true);

    private static nint ReduceIndex<T>(ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged =>
        (nint)Reduce<T, long>(op, x, default, pairs: false);

    /// <summary>The native reduction of x (pairs: of x and y) into one TValue.</summary>
    private static TValue Reduce<T, TValue>(ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x,
                                            scoped in Snt.ReadOnlyTensorSpan<T> y, bool pairs)
        where T : unmanaged where TValue : unmanaged
    {
        TValue value;
        fixed (T* px = x)
        fixed (T* py = y)
        {
            using SpanOperand a = SpanOperand.Of(px, x);
            using SpanOperand b = pairs ? SpanOperand.Of(py, y) : default;
            CheckValues<T>(NativeMethods.Reduce((int)op, a.Pointer, b.Pointer, &value));
        }
        return value;
    }

    private static bool CompareFlag<T>(ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x,
                                       scoped in Snt.ReadOnlyTensorSpan<T> y, bool all) where T : unmanaged
    {
        int flag;
        fixed (T* px = x)
        fixed (T* py = y)
        {
            using SpanOperand a = SpanOperand.Of(px, x);
            using SpanOperand b = SpanOperand.Of(py, y);
            CheckValues<T>(all ? NativeMethods.CompareAll((int)op, a.Pointer, b.Pointer, &flag)
                             : NativeMethods.CompareAny((int)op, a.Pointer, b.Pointer, &flag));
        }
        return flag != 0;
    }

    private static bool CompareFlag<T>(ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x, T y, bool all)
        where T : unmanaged => CompareFlag(op, x, OneElement(in y), all);

    private static bool CompareFlag<T>(ElementwiseOp op, T x, scoped in Snt.ReadOnlyTensorSpan<T> y, bool all)
        where T : unmanaged => CompareFlag(op, OneElement(in x), y, all);

    /// <summary>A [1] span over one value, which broadcasts against any operand.</summary>
    private static Snt.ReadOnlyTensorSpan<T> OneElement<T>(ref readonly T value) => new(new ReadOnlySpan<T>(in value));

    private static bool PredicateFlag<T>(ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x, bool all) where T : unmanaged
    {
        int flag;
        fixed (T* px = x)
        {
            using SpanOperand a = SpanOperand.Of(px, x);
            CheckValues<T>(all ? NativeMethods.PredicateAll((int)op, a.Pointer, &flag)
                             : NativeMethods.PredicateAny((int)op, a.Pointer, &flag));
        }
        return flag != 0;
    }

    private static ref readonly Snt.TensorSpan<TTo> ConvertInto<TFrom, TTo>(scoped in Snt.ReadOnlyTensorSpan<TFrom> source,
                                                                            in Snt.TensorSpan<TTo> destination, int mode)
        where TFrom : unmanaged where TTo : unmanaged => ref Into(source, destination, mode, &NativeMethods.ConvertInto);

    private static ref readonly Snt.TensorSpan<T> RoundInto<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int digits, MidpointRounding mode,
                                                             in Snt.TensorSpan<T> destination) where T : unmanaged =>
        ref Into(x, destination, (digits, (int)mode), &CallRoundInto);

    private static int CallRoundInto(nint x, nint destination, (int Digits, int Mode) args) =>
        NativeMethods.RoundInto(x, args.Digits, args.Mode, destination);

    private static ref readonly Snt.TensorSpan<T> SoftMaxInto<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination)
        where T : unmanaged => ref Into(x, destination, 0, &CallSoftMaxInto);

    private static int CallSoftMaxInto(nint x, nint destination, int unused) => NativeMethods.SoftMaxInto(x, destination);

    // ---- Forms that return a new tensor ---------------------------------------------------------

    /// <summary>Runs call(x's view, args, &amp;result) with x pinned and wrapped, the shape of every
    /// operation from one span to a new tensor.</summary>
    private static NativeTensor<TResult> New<T, TResult, TArgs>(scoped in Snt.ReadOnlyTensorSpan<T> x, TArgs args,
                                                               delegate*<nint, TArgs, nint*, int> call)
        where T : unmanaged where TResult : unmanaged
    {
        nint result;
        fixed (T* px = x)
        {
            using SpanOperand a = SpanOperand.Of(px, x);
            CheckValues<T, TResult>(call(a.Pointer, args, &result));
        }
        return NativeTensor<TResult>.AdoptNew(result);
    }

    private static NativeTensor<TResult> Unary<T, TResult>(ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x, long n = 0)
        where T : unmanaged where TResult : unmanaged => New<T, TResult, (int, long)>(x, ((int)op, n), &CallUnary);

    private static int CallUnary(nint x, (int Op, long N) args, nint* result) => NativeMethods.Unary(args.Op, x, args.N, result);

    private static NativeTensor<TResult> Binary<T, TResult>(ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x,
                                                           scoped in Snt.ReadOnlyTensorSpan<T> y)
        where T : unmanaged where TResult : unmanaged
    {
        nint result;
        fixed (T* px = x)
        fixed (T* py = y)
        {
            using SpanOperand a = SpanOperand.Of(px, x);
            using SpanOperand b = SpanOperand.Of(py, y);
            CheckValues<T>(NativeMethods.Binary((int)op, a.Pointer, b.Pointer, &result));
        }
        return NativeTensor<TResult>.AdoptNew(result);
    }

    /// <summary>x op scalar (scalarFirst: scalar op x) as a new tensor, keeping the operand order.</summary>
    private static NativeTensor<TResult> BinaryScalar<T, TResult>(ElementwiseOp op, scoped in Snt.ReadOnlyTensorSpan<T> x, T scalar,
                                                                 bool scalarFirst) where T : unmanaged where TResult : unmanaged =>
        New<T, TResult, (int, T, int)>(x, ((int)op, scalar, scalarFirst ? 1 : 0), &CallBinaryScalar<T>);

    private static int CallBinaryScalar<T>(nint x, (int Op, T Scalar, int ScalarFirst) args, nint* result) where T : unmanaged =>
        NativeMethods.BinaryScalarTyped(args.Op, x, DTypeOf<T>.Code, &args.Scalar, args.ScalarFirst, result);

    private static NativeTensor<T> NewAbs<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged
    {
        if (typeof(T) != typeof(Complex)) return Unary<T, T>(ElementwiseOp.Abs, x);
        fixed (T* px = x)
        {
            using SpanOperand a = SpanOperand.Of(px, x);
            using NativeTensor<T> source = NativeTensor<T>.Borrow(a.Pointer);
            return Abs(source);
        }
    }

    private static NativeTensor<T> NewDivide<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, scoped in Snt.ReadOnlyTensorSpan<T> y)
        where T : unmanaged
    {
        try { return Binary<T, T>(ElementwiseOp.Divide, x, y); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }

    private static NativeTensor<T> NewDivide<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, T y) where T : unmanaged
    {
        try { return BinaryScalar<T, T>(ElementwiseOp.Divide, x, y, false); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }

    private static NativeTensor<T> NewDivide<T>(T x, scoped in Snt.ReadOnlyTensorSpan<T> y) where T : unmanaged
    {
        try { return BinaryScalar<T, T>(ElementwiseOp.Divide, y, x, true); }
        catch (ArgumentException e) when (DividedByZero(e, y)) { throw DivisionByZero(e); }
    }

    private static NativeTensor<TTo> NewConvert<TFrom, TTo>(scoped in Snt.ReadOnlyTensorSpan<TFrom> source, int mode)
        where TFrom : unmanaged where TTo : unmanaged =>
        New<TFrom, TTo, (int, int)>(source, (DTypeOf<TTo>.Code, mode), &CallConvert);

    private static int CallConvert(nint x, (int DType, int Mode) args, nint* result) =>
        NativeMethods.Convert(x, args.DType, args.Mode, result);

    private static NativeTensor<T> NewRound<T>(scoped in Snt.ReadOnlyTensorSpan<T> x, int digits, MidpointRounding mode)
        where T : unmanaged => New<T, T, (int, int)>(x, (digits, (int)mode), &CallRound);

    private static int CallRound(nint x, (int Digits, int Mode) args, nint* result) =>
        NativeMethods.Round(x, args.Digits, args.Mode, result);

    private static NativeTensor<T> NewSoftMax<T>(scoped in Snt.ReadOnlyTensorSpan<T> x) where T : unmanaged =>
        New<T, T, int>(x, 0, &CallSoftMax);

    private static int CallSoftMax(nint x, int unused, nint* result) => NativeMethods.SoftMax(x, result);
}
