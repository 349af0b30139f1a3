// Members System.Numerics.Tensors.Tensor<T> offers on the tensor itself (its implicit conversions
// and IsPinned, and the extension methods of the static Tensor class), so code written against
// the package calls them on a NativeTensor<T> unchanged. Each forwards to the NativeTensor static
// of the same name; validation and exceptions are those of the static.
using System;
using System.Buffers;
using Snt = System.Numerics.Tensors;

namespace Strata;

public sealed partial class NativeTensor<T>
{
    /// <summary>The tensor's storage as the package's span, as <see cref="AsTensorSpan()"/> (no
    /// copy). A null tensor → NullReferenceException, as the package's conversion of a null
    /// Tensor&lt;T&gt;.</summary>
    /// <param name="tensor">The tensor viewed.</param>
    /// <exception cref="InvalidOperationException">The tensor is read-only.</exception>
    public static implicit operator Snt.TensorSpan<T>(NativeTensor<T> tensor) => tensor.AsTensorSpan();

    /// <summary>The tensor's storage as the package's read-only span, as
    /// <see cref="AsReadOnlyTensorSpan()"/> (no copy; read-only tensors too). A null tensor →
    /// NullReferenceException, as the package's conversion of a null Tensor&lt;T&gt;.</summary>
    /// <param name="tensor">The tensor viewed.</param>
    public static implicit operator Snt.ReadOnlyTensorSpan<T>(NativeTensor<T> tensor) => tensor.AsReadOnlyTensorSpan();

    /// <summary>Always true: the storage (native, or a managed array pinned for the tensor's
    /// lifetime) never moves, whatever <c>pinned</c> argument created it.</summary>
    public bool IsPinned => true;

    /// <summary>A dense tensor with this tensor's elements: a new reference to this same view when
    /// it is already contiguous, otherwise a new dense copy (<see cref="NativeTensor.Contiguous{T}"/>).
    /// Unlike the package it never returns this object itself, since each NativeTensor&lt;T&gt; is
    /// one disposable reference; dispose the result.</summary>
    /// <returns>A dense tensor, which the caller disposes.</returns>
    public NativeTensor<T> ToDenseTensor() => NativeTensor.Contiguous(this);

    /// <summary>See <see cref="NativeTensor.Reshape{T}(NativeTensor{T}, ReadOnlySpan{nint})"/>.</summary>
    /// <param name="lengths">The new lengths; one may be -1, inferred from the element count.</param>
    /// <returns>A new view sharing this storage, which the caller disposes.</returns>
    /// <exception cref="ArgumentException">The element count differs, or the layout would need a copy.</exception>
    public NativeTensor<T> Reshape(params scoped ReadOnlySpan<nint> lengths) => NativeTensor.Reshape(this, lengths);

    /// <summary>See <see cref="NativeTensor.PermuteDimensions{T}(NativeTensor{T}, ReadOnlySpan{int})"/>.</summary>
    /// <param name="dimensions">For each result dimension, the input dimension it takes; empty reverses them all.</param>
    /// <returns>A new view sharing this storage, which the caller disposes.</returns>
    /// <exception cref="ArgumentException">dimensions is not empty and not a permutation of 0..Rank-1.</exception>
    public NativeTensor<T> PermuteDimensions(params scoped ReadOnlySpan<int> dimensions) =>
        NativeTensor.PermuteDimensions(this, dimensions);

    /// <summary>See <see cref="NativeTensor.Unsqueeze{T}(NativeTensor{T}, int)"/>.</summary>
    /// <param name="dimension">The position of the new length-1 dimension, 0 to Rank.</param>
    /// <returns>A new view sharing this storage, which the caller disposes.</returns>
    /// <exception cref="ArgumentException">dimension is outside 0..Rank.</exception>
    public NativeTensor<T> Unsqueeze(int dimension) => NativeTensor.Unsqueeze(this, dimension);

    /// <summary>See <see cref="NativeTensor.Squeeze{T}(NativeTensor{T})"/>.</summary>
    /// <returns>A new view without length-1 dimensions (at least one kept), which the caller disposes.</returns>
    public NativeTensor<T> Squeeze() => NativeTensor.Squeeze(this);

    /// <summary>See <see cref="NativeTensor.SqueezeDimension{T}(NativeTensor{T}, int)"/>.</summary>
    /// <param name="dimension">The dimension removed, from 0, or -1 for every length-1 dimension.</param>
    /// <returns>A new view sharing this storage, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">dimension &lt; -1.</exception>
    /// <exception cref="ArgumentException">dimension ≥ Rank, or its length is not 1.</exception>
    public NativeTensor<T> SqueezeDimension(int dimension) => NativeTensor.SqueezeDimension(this, dimension);

    /// <summary>See <see cref="NativeTensor.BroadcastTo{T}(NativeTensor{T}, NativeTensor{T})"/>.</summary>
    /// <param name="destination">The tensor written; this tensor's lengths must broadcast to its lengths.</param>
    /// <exception cref="ArgumentException">The lengths do not broadcast, or the operands overlap.</exception>
    /// <exception cref="InvalidOperationException"><paramref name="destination"/> is read-only.</exception>
    public void BroadcastTo(NativeTensor<T> destination) => NativeTensor.BroadcastTo(this, destination);

    /// <summary>See <see cref="NativeTensor.BroadcastTo{T}(NativeTensor{T}, in Snt.TensorSpan{T})"/>.</summary>
    /// <param name="destination">The span written; this tensor's lengths must broadcast to its lengths.</param>
    /// <exception cref="ArgumentException">The lengths do not broadcast, or the operands overlap.</exception>
    public void BroadcastTo(scoped in Snt.TensorSpan<T> destination) => NativeTensor.BroadcastTo(this, destination);

    /// <summary>See <see cref="NativeTensor.TryBroadcastTo{T}(NativeTensor{T}, NativeTensor{T})"/>.</summary>
    /// <param name="destination">The tensor written when the lengths broadcast.</param>
    /// <returns>false, writing nothing, when the lengths do not broadcast; true after the copy.</returns>
    public bool TryBroadcastTo(NativeTensor<T> destination) => NativeTensor.TryBroadcastTo(this, destination);

    /// <summary>See <see cref="NativeTensor.TryBroadcastTo{T}(NativeTensor{T}, in Snt.TensorSpan{T})"/>.</summary>
    /// <param name="destination">The span written when the lengths broadcast.</param>
    /// <returns>false, writing nothing, when the lengths do not broadcast; true after the copy.</returns>
    public bool TryBroadcastTo(scoped in Snt.TensorSpan<T> destination) => NativeTensor.TryBroadcastTo(this, destination);

    /// <summary>Copies values (broadcast) into this tensor sliced by ranges, as
    /// <see cref="NativeTensor.SetSlice{T}(NativeTensor{T}, NativeTensor{T}, ReadOnlySpan{NRange})"/>.</summary>
    /// <param name="values">The values written; they must broadcast to the slice's lengths.</param>
    /// <param name="ranges">One range per dimension, or none for the whole tensor.</param>
    /// <returns>This tensor, as the package's Tensor&lt;T&gt;.SetSlice returns its tensor.</returns>
    /// <exception cref="ArgumentException">values do not broadcast to the slice, or overlap it unsupportedly.</exception>
    /// <exception cref="InvalidOperationException">This tensor is read-only.</exception>
    public NativeTensor<T> SetSlice(NativeTensor<T> values, params scoped ReadOnlySpan<NRange> ranges)
    {
        NativeTensor.SetSlice(this, values, ranges);
        return this;
    }

    /// <summary>As <see cref="SetSlice(NativeTensor{T}, ReadOnlySpan{NRange})"/> with the package's span as values
    /// (<see cref="NativeTensor.SetSlice{T}(in Snt.TensorSpan{T}, in Snt.ReadOnlyTensorSpan{T}, ReadOnlySpan{NRange})"/>).</summary>
    /// <param name="values">The values written; they must broadcast to the slice's lengths.</param>
    /// <param name="ranges">One range per dimension, or none for the whole tensor.</param>
    /// <returns>This tensor.</returns>
    /// <exception cref="ArgumentException">values do not broadcast to the slice, or overlap it unsupportedly.</exception>
    /// <exception cref="InvalidOperationException">This tensor is read-only.</exception>
    public NativeTensor<T> SetSlice(scoped in Snt.ReadOnlyTensorSpan<T> values, params scoped ReadOnlySpan<NRange> ranges)
    {
        NativeTensor.SetSlice(AsTensorSpan(), values, ranges);
        GC.KeepAlive(this);
        return this;
    }
}
