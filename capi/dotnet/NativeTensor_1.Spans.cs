// GetSpan, TryGetSpan and GetDimensionSpan as System.Numerics.Tensors.Tensor<T> declares them,
// answered by the package's own TensorSpan<T>/ReadOnlyTensorSpan<T> over this tensor's native
// storage (AsTensorSpan/AsReadOnlyTensorSpan), so which runs qualify and what is thrown are the
// package's rules. The spans point into native memory: they are valid only while this tensor
// (or another view of the same storage) is alive. A read-only tensor hands out no writable span.
using System;
using System.Buffers;
using Snt = System.Numerics.Tensors;

namespace Strata;

public sealed partial class NativeTensor<T>
{
    /// <summary>
    /// A writable span of <paramref name="length"/> elements of the storage starting at the
    /// element at <paramref name="startIndexes"/>, as the package's Tensor&lt;T&gt;.GetSpan
    /// (the run must lie within the tensor's contiguous storage; otherwise the package's
    /// exception). Read-only tensor → InvalidOperationException.
    /// </summary>
    /// <param name="startIndexes">The indexes of the first element of the run, one per dimension.</param>
    /// <param name="length">The number of elements in the run.</param>
    /// <returns>A span over the native storage, valid while this tensor or another view of its storage is alive.</returns>
    public Span<T> GetSpan(scoped ReadOnlySpan<nint> startIndexes, int length) =>
        AsTensorSpan().GetSpan(startIndexes, length);

    /// <summary>As <see cref="GetSpan(ReadOnlySpan{nint}, int)"/> with (possibly from-end) indexes.</summary>
    /// <param name="startIndexes">The indexes of the first element of the run, one per dimension, each from the start or the end.</param>
    /// <param name="length">The number of elements in the run.</param>
    /// <returns>A span over the native storage, valid while this tensor or another view of its storage is alive.</returns>
    public Span<T> GetSpan(scoped ReadOnlySpan<NIndex> startIndexes, int length) =>
        AsTensorSpan().GetSpan(startIndexes, length);

    /// <summary>
    /// Whether a writable span of <paramref name="length"/> elements starting at
    /// <paramref name="startIndexes"/> exists (the package's rule); false leaves
    /// <paramref name="span"/> empty. Read-only tensor → InvalidOperationException.
    /// </summary>
    /// <param name="startIndexes">The indexes of the first element of the run, one per dimension.</param>
    /// <param name="length">The number of elements in the run.</param>
    /// <param name="span">The span when the run exists; empty otherwise.</param>
    /// <returns>true when the run lies within contiguous storage, false otherwise.</returns>
    public bool TryGetSpan(scoped ReadOnlySpan<nint> startIndexes, int length, out Span<T> span) =>
        AsTensorSpan().TryGetSpan(startIndexes, length, out span);

    /// <summary>As <see cref="TryGetSpan(ReadOnlySpan{nint}, int, out Span{T})"/> with (possibly from-end) indexes.</summary>
    /// <param name="startIndexes">The indexes of the first element of the run, one per dimension, each from the start or the end.</param>
    /// <param name="length">The number of elements in the run.</param>
    /// <param name="span">The span when the run exists; empty otherwise.</param>
    /// <returns>true when the run lies within contiguous storage, false otherwise.</returns>
    public bool TryGetSpan(scoped ReadOnlySpan<NIndex> startIndexes, int length, out Span<T> span) =>
        AsTensorSpan().TryGetSpan(startIndexes, length, out span);

    /// <summary>
    /// Whether a read-only span of <paramref name="length"/> elements starting at
    /// <paramref name="startIndexes"/> exists (the package's rule); available on read-only
    /// tensors too.
    /// </summary>
    /// <param name="startIndexes">The indexes of the first element of the run, one per dimension.</param>
    /// <param name="length">The number of elements in the run.</param>
    /// <param name="span">The span when the run exists; empty otherwise.</param>
    /// <returns>true when the run lies within contiguous storage, false otherwise.</returns>
    public bool TryGetSpan(scoped ReadOnlySpan<nint> startIndexes, int length, out ReadOnlySpan<T> span) =>
        AsReadOnlyTensorSpan().TryGetSpan(startIndexes, length, out span);

    /// <summary>As <see cref="TryGetSpan(ReadOnlySpan{nint}, int, out ReadOnlySpan{T})"/> with (possibly from-end) indexes.</summary>
    /// <param name="startIndexes">The indexes of the first element of the run, one per dimension, each from the start or the end.</param>
    /// <param name="length">The number of elements in the run.</param>
    /// <param name="span">The span when the run exists; empty otherwise.</param>
    /// <returns>true when the run lies within contiguous storage, false otherwise.</returns>
    public bool TryGetSpan(scoped ReadOnlySpan<NIndex> startIndexes, int length, out ReadOnlySpan<T> span) =>
        AsReadOnlyTensorSpan().TryGetSpan(startIndexes, length, out span);

    /// <summary>
    /// The package's enumeration of the slices along <paramref name="dimension"/> (each a
    /// TensorSpan&lt;T&gt; over this storage), as Tensor&lt;T&gt;.GetDimensionSpan. Read-only
    /// tensor → InvalidOperationException.
    /// </summary>
    /// <param name="dimension">The dimension whose positions are enumerated, from 0.</param>
    /// <returns>The package's enumerable of spans, valid while this tensor or another view of its storage is alive.</returns>
    public Snt.TensorDimensionSpan<T> GetDimensionSpan(int dimension) =>
        AsTensorSpan().GetDimensionSpan(dimension);
}
