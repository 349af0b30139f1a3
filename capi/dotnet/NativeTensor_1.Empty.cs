// The package's rank-0 tensor: no dimensions and no elements. System.Numerics.Tensors has one
// (Tensor<T>.Empty), and keeps it through Reshape(x, []), Squeeze, SqueezeDimension(-1),
// PermuteDimensions(x, []) and Slice with no ranges; other operations treat it as lengths [0].
// NativeTensor<T>.Empty is that tensor: one instance per T over a native [0] tensor, whose
// Dispose does nothing (as the package's Empty, it is never released). (The native library's own
// rank 0 is NumPy's one-element scalar, which .NET code meets only through Parameter data.)
using System;
using System.Threading;

namespace Strata;

public sealed partial class NativeTensor<T>
{
    private static NativeTensor<T>? s_empty;

    private readonly bool _isEmptyRankZero;

    private NativeTensor(TensorHandle handle, bool emptyRankZero)
    {
        _handle = handle;
        _isEmptyRankZero = emptyRankZero;
    }

    /// <summary>
    /// The tensor of rank 0 with no elements, as the package's Tensor&lt;T&gt;.Empty: Rank 0,
    /// empty Lengths and Strides, FlattenedLength 0, IsEmpty true, IsDense false. Reshape to no
    /// lengths, Squeeze, PermuteDimensions with no dimensions and Slice with no ranges keep it;
    /// every other operation treats it as lengths [0], as the package does. The same instance
    /// on every read; its Dispose does nothing.
    /// </summary>
    public static NativeTensor<T> Empty
    {
        get
        {
            if (s_empty is { } empty) return empty;
            TensorHandle zero = NativeTensor.CreateFromShape<T>([0]).Handle;
            var created = new NativeTensor<T>(zero, emptyRankZero: true);
            if (Interlocked.CompareExchange(ref s_empty, created, null) is not { } other) return created;
            zero.Dispose();
            return other;
        }
    }

    /// <summary>Whether this is <see cref="Empty"/>, the rank-0 tensor without elements.</summary>
    internal bool IsEmptyRankZero => _isEmptyRankZero;
}
