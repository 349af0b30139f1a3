// Elementwise arithmetic and reductions through the native op codes (strata_elementwise.h).
// Binary operands broadcast; "into" forms write a preallocated destination.
using System;
using Strata.Interop;

namespace Strata;

public static unsafe partial class Tensor
{
    // Op codes of strata_elementwise.h (fixed values).
    private const int OpNegate = 1, OpAbs = 2, OpAdd = 100, OpSubtract = 101, OpMultiply = 102,
                      OpDivide = 103, OpMin = 104, OpMax = 105, OpSum = 300, OpProduct = 301;

    /// <summary>x + y, broadcast, as a new dense tensor.</summary>
    public static Tensor<T> Add<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(OpAdd, x, y);
    /// <summary>x + y written to destination.</summary>
    public static void Add<T>(Tensor<T> x, Tensor<T> y, Tensor<T> destination) where T : unmanaged => BinaryInto(OpAdd, x, y, destination);
    /// <summary>x + scalar as a new dense tensor.</summary>
    public static Tensor<T> Add<T>(Tensor<T> x, T y) where T : unmanaged => BinaryScalar(OpAdd, x, y, scalarFirst: false);
    /// <summary>x − y, broadcast.</summary>
    public static Tensor<T> Subtract<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(OpSubtract, x, y);
    /// <summary>x − y written to destination.</summary>
    public static void Subtract<T>(Tensor<T> x, Tensor<T> y, Tensor<T> destination) where T : unmanaged => BinaryInto(OpSubtract, x, y, destination);
    /// <summary>scalar − x, keeping the operand order.</summary>
    public static Tensor<T> Subtract<T>(T x, Tensor<T> y) where T : unmanaged => BinaryScalar(OpSubtract, y, x, scalarFirst: true);
    /// <summary>x · y, broadcast.</summary>
    public static Tensor<T> Multiply<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(OpMultiply, x, y);
    /// <summary>x / y, broadcast. Integer division by zero → ArgumentException.</summary>
    public static Tensor<T> Divide<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(OpDivide, x, y);
    /// <summary>Elementwise minimum (NaN propagates, −0 &lt; +0).</summary>
    public static Tensor<T> Min<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(OpMin, x, y);
    /// <summary>Elementwise maximum (NaN propagates, −0 &lt; +0).</summary>
    public static Tensor<T> Max<T>(Tensor<T> x, Tensor<T> y) where T : unmanaged => Binary(OpMax, x, y);
    /// <summary>−x as a new dense tensor.</summary>
    public static Tensor<T> Negate<T>(Tensor<T> x) where T : unmanaged => Unary(OpNegate, x);
    /// <summary>|x| as a new dense tensor; Abs(MinValue) of an integer type → ArgumentOutOfRangeException.</summary>
    public static Tensor<T> Abs<T>(Tensor<T> x) where T : unmanaged => Unary(OpAbs, x);
    /// <summary>The sum of the logical elements (floating point: 16 fixed partial sums, not bit-equal to a sequential sum).</summary>
    public static T Sum<T>(Tensor<T> x) where T : unmanaged => Reduce(OpSum, x);
    /// <summary>The product of the logical elements in row-major order.</summary>
    public static T Product<T>(Tensor<T> x) where T : unmanaged => Reduce(OpProduct, x);

    private static Tensor<T> Unary<T>(int op, Tensor<T> x) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        nint result;
        using HandleLease a = x.Lease();
        Errors.Check(NativeMethods.Unary(op, a.Pointer, 0, &result));
        return Tensor<T>.Adopt(result);
    }

    private static Tensor<T> Binary<T>(int op, Tensor<T> x, Tensor<T> y) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(y);
        nint result;
        using HandleLease a = x.Lease();
        using HandleLease b = y.Lease();
        Errors.Check(NativeMethods.Binary(op, a.Pointer, b.Pointer, &result));
        return Tensor<T>.Adopt(result);
    }

    private static void BinaryInto<T>(int op, Tensor<T> x, Tensor<T> y, Tensor<T> destination) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        ArgumentNullException.ThrowIfNull(y);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease a = x.Lease();
        using HandleLease b = y.Lease();
        using HandleLease d = destination.Lease();
        Errors.Check(NativeMethods.BinaryInto(op, a.Pointer, b.Pointer, d.Pointer));
    }

    private static Tensor<T> BinaryScalar<T>(int op, Tensor<T> x, T scalar, bool scalarFirst) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        nint result;
        using HandleLease a = x.Lease();
        Errors.Check(NativeMethods.BinaryScalar(op, a.Pointer, &scalar, scalarFirst ? 1 : 0, &result));
        return Tensor<T>.Adopt(result);
    }

    private static T Reduce<T>(int op, Tensor<T> x) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(x);
        T value;
        using HandleLease a = x.Lease();
        Errors.Check(NativeMethods.Reduce(op, a.Pointer, 0, &value));
        return value;
    }
}
