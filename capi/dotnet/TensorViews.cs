// View operators: results share the input's storage (writes through either show in both).
using System;
using Strata.Interop;

namespace Strata;

public static unsafe partial class Tensor
{
    /// <summary>The same elements under new lengths, never copying; one length may be -1
    /// (inferred). A different element count or a layout that would need a copy → ArgumentException.</summary>
    public static Tensor<T> Reshape<T>(Tensor<T> tensor, scoped ReadOnlySpan<nint> lengths) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        nint result;
        using HandleLease lease = tensor.Lease();
        fixed (nint* l = lengths)
            Errors.Check(NativeMethods.TensorReshape(lease.Pointer, (long*)l, lengths.Length, &result));
        return Tensor<T>.Adopt(result);
    }

    /// <summary>Removes every length-1 dimension, keeping at least one ([1, 1] → [1]).</summary>
    public static Tensor<T> Squeeze<T>(Tensor<T> tensor) where T : unmanaged =>
        ViewOf(tensor, static (h, r) => NativeMethods.TensorSqueeze(h, r));

    /// <summary>Removes dimension, which must have length 1 (a rank-1 [1] stays [1]).</summary>
    public static Tensor<T> SqueezeDimension<T>(Tensor<T> tensor, int dimension) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        nint result;
        using HandleLease lease = tensor.Lease();
        Errors.Check(NativeMethods.TensorSqueezeDimension(lease.Pointer, dimension, &result));
        return Tensor<T>.Adopt(result);
    }

    /// <summary>Inserts a length-1 dimension at position 0..Rank.</summary>
    public static Tensor<T> Unsqueeze<T>(Tensor<T> tensor, int dimension) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        nint result;
        using HandleLease lease = tensor.Lease();
        Errors.Check(NativeMethods.TensorUnsqueeze(lease.Pointer, dimension, &result));
        return Tensor<T>.Adopt(result);
    }

    /// <summary>Result dimension k is input dimension dimensions[k]; empty reverses all axes.</summary>
    public static Tensor<T> PermuteDimensions<T>(Tensor<T> tensor, scoped ReadOnlySpan<int> dimensions)
        where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        Span<long> dims = dimensions.Length <= 16 ? stackalloc long[dimensions.Length] : new long[dimensions.Length];
        for (int i = 0; i < dimensions.Length; i++) dims[i] = dimensions[i];
        nint result;
        using HandleLease lease = tensor.Lease();
        fixed (long* d = dims)
            Errors.Check(NativeMethods.TensorPermute(lease.Pointer, d, dims.Length, &result));
        return Tensor<T>.Adopt(result);
    }

    /// <summary>Swaps the last two dimensions (rank ≥ 2).</summary>
    public static Tensor<T> Transpose<T>(Tensor<T> tensor) where T : unmanaged =>
        ViewOf(tensor, static (h, r) => NativeMethods.TensorTranspose(h, r));

    private delegate int ViewCall(nint tensor, nint* result);

    private static Tensor<T> ViewOf<T>(Tensor<T> tensor, ViewCall call) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        nint result;
        using HandleLease lease = tensor.Lease();
        Errors.Check(call(lease.Pointer, &result));
        return Tensor<T>.Adopt(result);
    }
}
