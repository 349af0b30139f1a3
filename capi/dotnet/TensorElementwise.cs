// Elementwise arithmetic and reductions through the native op codes (strata_elementwise.h).
// Binary operands broadcast; "into" forms write a preallocated destination. The op codes live
// in ElementwiseOp.cs.
using System;
using Strata.Interop;

namespace Strata;

public static unsafe partial class Tensor
{
    /// <summary>x + y, broadcast, as a new dense tensor.</summary>
    public static Tensor<T> Add<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(ElementwiseOp.Add, x, y);
    /// <summary>x + y written to destination.</summary>
    public static void Add<T>(Tensor<T> x, Tensor<T> y, Tensor<T> destination) where T : unmanaged => BinaryInto(ElementwiseOp.Add, x, y, destination);
    /// <summary>x + scalar as a new dense tensor.</summary>
    public static Tensor<T> Add<T>(Tensor<T> x, T y) where T : unmanaged => BinaryScalar(ElementwiseOp.Add, x, y, scalarFirst: false);
    /// <summary>x − y, broadcast.</summary>
    public static Tensor<T> Subtract<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(ElementwiseOp.Subtract, x, y);
    /// <summary>x − y written to destination.</summary>
    public static void Subtract<T>(Tensor<T> x, Tensor<T> y, Tensor<T> destination) where T : unmanaged => BinaryInto(ElementwiseOp.Subtract, x, y, destination);
    /// <summary>scalar − x, keeping the operand order.</summary>
    public static Tensor<T> Subtract<T>(T x, Tensor<T> y) where T : unmanaged => BinaryScalar(ElementwiseOp.Subtract, y, x, scalarFirst: true);
    /// <summary>x · y, broadcast.</summary>
    public static Tensor<T> Multiply<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(ElementwiseOp.Multiply, x, y);
    /// <summary>x / y, broadcast. Integer division by zero → ArgumentException.</summary>
    public static Tensor<T> Divide<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(ElementwiseOp.Divide, x, y);
    /// <summary>Elementwise minimum (NaN propagates, −0 &lt; +0).</summary>
    public static Tensor<T> Min<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(ElementwiseOp.Min, x, y);
    /// <summary>Elementwise maximum (NaN propagates, −0 &lt; +0).</summary>
    public static Tensor<T> Max<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(ElementwiseOp.Max, x, y);
    /// <summary>−x as a new dense tensor.</summary>
    public static Tensor<T> Negate<T>(Tensor<T> x) where T : unmanaged => Unary(ElementwiseOp.Negate, x);
    /// <summary>|x| as a new dense tensor; Abs(MinValue) of an integer type → ArgumentOutOfRangeException.</summary>
    public static Tensor<T> Abs<T>(Tensor<T> x) where T : unmanaged => Unary(ElementwiseOp.Abs, x);
    /// <summary>The sum of the logical elements (floating point: 16 fixed partial sums, not bit-equal to a sequential sum).</summary>
    public static T Sum<T>(Tensor<T> x) where T : unmanaged => Reduce(ElementwiseOp.Sum, x);
    /// <summary>The product of the logical elements in row-major order.</summary>
    public static T Product<T>(Tensor<T> x) where T : unmanaged => Reduce(ElementwiseOp.Product, x);

    private static Tensor<T> Unary<T>(ElementwiseOp op, Tensor<T> x) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        nint result;
        using HandleLease a = x.Lease();
        Errors.Check(NativeMethods.Unary((int)op, a.Pointer, 0, &result));
        return Tensor<T>.Adopt(result);
    }

    private static Tensor<T> Binary<T>(ElementwiseOp op, Tensor<T> x, Tensor<T> y) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(y);
        nint result;
        using HandleLease a = x.Lease();
        using HandleLease b = y.Lease();
        Errors.Check(NativeMethods.Binary((int)op, a.Pointer, b.Pointer, &result));
        return Tensor<T>.Adopt(result);
    }

    private static void BinaryInto<T>(ElementwiseOp op, Tensor<T> x, Tensor<T> y, Tensor<T> destination) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(y);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease a = x.Lease();
        using HandleLease b = y.Lease();
        using HandleLease d = destination.Lease();
        Errors.Check(NativeMethods.BinaryInto((int)op, a.Pointer, b.Pointer, d.Pointer));
    }

    private static Tensor<T> BinaryScalar<T>(ElementwiseOp op, Tensor<T> x, T scalar, bool scalarFirst) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        nint result;
        using HandleLease a = x.Lease();
        Errors.Check(NativeMethods.BinaryScalar((int)op, a.Pointer, &scalar, scalarFirst ? 1 : 0, &result));
        return Tensor<T>.Adopt(result);
    }

    private static T Reduce<T>(ElementwiseOp op, Tensor<T> x) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        T value;
        using HandleLease a = x.Lease();
        Errors.Check(NativeMethods.Reduce((int)op, a.Pointer, 0, &value));
        return value;
    }
}
