// FilteredUpdate as System.Numerics.Tensors declares it: where the bool filter (broadcast to the
// tensor) is true, write a value or the corresponding element of values (broadcast to the
// tensor). Validation runs first: after a failure nothing was written.
using System;
using Strata.Interop;

namespace Strata;

public static unsafe partial class NativeTensor
{
    /// <summary>
    /// Writes <paramref name="value"/> into <paramref name="tensor"/> wherever
    /// <paramref name="filter"/> (broadcast to the tensor's lengths) is true, and returns
    /// <paramref name="tensor"/> (the same instance, not a new reference). A filter that does not
    /// broadcast, a tensor repeating storage (zero strides) where the filter varies, or a filter
    /// sharing the tensor's storage → ArgumentException; a read-only tensor →
    /// InvalidOperationException.
    /// </summary>
    /// <param name="tensor">The tensor written.</param>
    /// <param name="filter">Where to write: true positions, broadcast to the lengths of tensor.</param>
    /// <param name="value">The value written.</param>
    /// <returns><paramref name="tensor"/> itself.</returns>
    public static NativeTensor<T> FilteredUpdate<T>(NativeTensor<T> tensor, NativeTensor<bool> filter, T value) where T : unmanaged
    {
        T* p = &value;
        return Filtered(tensor, filter, (t, f) => NativeMethods.TensorFilteredUpdateValueTyped(t, f, DTypeOf<T>.Code, p));
    }

    /// <summary>
    /// Writes the corresponding element of <paramref name="values"/> (broadcast to the tensor's
    /// lengths) into <paramref name="tensor"/> wherever <paramref name="filter"/> (broadcast
    /// likewise) is true, and returns <paramref name="tensor"/> (the same instance). values may
    /// share the tensor's storage only as the identical view. Errors as the scalar overload, plus
    /// values that do not broadcast → ArgumentException.
    /// </summary>
    /// <param name="tensor">The tensor written.</param>
    /// <param name="filter">Where to write: true positions, broadcast to the lengths of tensor.</param>
    /// <param name="values">The values written, broadcast to the lengths of tensor.</param>
    /// <returns><paramref name="tensor"/> itself.</returns>
    public static NativeTensor<T> FilteredUpdate<T>(NativeTensor<T> tensor, NativeTensor<bool> filter, NativeTensor<T> values) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(values);
        using HandleLease v = values.Lease();
        nint source = v.Pointer;
        return Filtered(tensor, filter, (t, f) => NativeMethods.TensorFilteredUpdate(t, f, source));
    }

    // Runs a native filtered update on the leased tensor and filter; returns the tensor.
    private static NativeTensor<T> Filtered<T>(NativeTensor<T> tensor, NativeTensor<bool> filter, Func<nint, nint, int> update) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        ArgumentNullException.ThrowIfNull(filter);
        using HandleLease t = tensor.Lease();
        using HandleLease f = filter.Lease();
        Errors.Check(update(t.Pointer, f.Pointer));
        return tensor;
    }
}
