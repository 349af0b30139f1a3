// System.Numerics.Tensors' tensor interfaces (IReadOnlyTensor, ITensor and their generic forms
// over TSelf = NativeTensor<T>), so generic code written against them runs on Strata tensors.
// Members the public API already has are implemented by it (implicitly) or forward to it; the
// members that hand out references, spans or sub-spans are answered by the package's own
// TensorSpan<T>/ReadOnlyTensorSpan<T> over the native storage (AsTensorSpan/AsReadOnlyTensorSpan),
// so their index rules and exceptions are the package's, and the writable ones refuse a
// read-only tensor with InvalidOperationException as AsTensorSpan does. The storage never moves,
// so a reference into it stays valid while this tensor (or another view of its storage) is alive.
// Not honoured as the package does it: Empty (no rank-0 tensors: a new tensor of lengths [0]).
// IsPinned, ToDenseTensor and the factories are public members (NativeTensor_1.PackageMembers.cs,
// NativeTensor.cs).
using System;
using System.Buffers;
using Snt = System.Numerics.Tensors;

namespace Strata;

public sealed partial class NativeTensor<T> : Snt.ITensor<NativeTensor<T>, T>
{
    /// <summary><see cref="Empty"/>: the rank-0 tensor without elements.</summary>
    static NativeTensor<T> Snt.IReadOnlyTensor<NativeTensor<T>, T>.Empty => Empty;

    /// <summary>See <see cref="NativeTensor.CreateFromShape{T}(ReadOnlySpan{nint}, bool)"/>.</summary>
    static NativeTensor<T> Snt.ITensor<NativeTensor<T>, T>.CreateFromShape(scoped ReadOnlySpan<nint> lengths, bool pinned) =>
        NativeTensor.CreateFromShape<T>(lengths, pinned);

    /// <summary>See <see cref="NativeTensor.CreateFromShape{T}(ReadOnlySpan{nint}, ReadOnlySpan{nint}, bool)"/>.</summary>
    static NativeTensor<T> Snt.ITensor<NativeTensor<T>, T>.CreateFromShape(scoped ReadOnlySpan<nint> lengths,
                                                                           scoped ReadOnlySpan<nint> strides, bool pinned) =>
        NativeTensor.CreateFromShape<T>(lengths, strides, pinned);

    /// <summary>See <see cref="NativeTensor.CreateFromShapeUninitialized{T}(ReadOnlySpan{nint}, bool)"/>.</summary>
    static NativeTensor<T> Snt.ITensor<NativeTensor<T>, T>.CreateFromShapeUninitialized(scoped ReadOnlySpan<nint> lengths, bool pinned) =>
        NativeTensor.CreateFromShapeUninitialized<T>(lengths, pinned);

    /// <summary>See <see cref="NativeTensor.CreateFromShapeUninitialized{T}(ReadOnlySpan{nint}, ReadOnlySpan{nint}, bool)"/>.</summary>
    static NativeTensor<T> Snt.ITensor<NativeTensor<T>, T>.CreateFromShapeUninitialized(scoped ReadOnlySpan<nint> lengths,
                                                                                        scoped ReadOnlySpan<nint> strides, bool pinned) =>
        NativeTensor.CreateFromShapeUninitialized<T>(lengths, strides, pinned);

    /// <summary>The element at the given indexes, boxed (see the public indexer).</summary>
    object? Snt.IReadOnlyTensor.this[params scoped ReadOnlySpan<nint> indexes] => this[indexes];

    /// <summary>The element at the given (possibly from-end) indexes, boxed.</summary>
    object? Snt.IReadOnlyTensor.this[params scoped ReadOnlySpan<NIndex> indexes] => this[indexes];

    /// <summary>Gets the element, boxed, or sets it from a boxed <typeparamref name="T"/>
    /// (another type → InvalidCastException).</summary>
    object? Snt.ITensor.this[params scoped ReadOnlySpan<nint> indexes]
    {
        get => this[indexes];
        set => this[indexes] = (T)value!;
    }

    /// <summary>As the nint form, with (possibly from-end) indexes.</summary>
    object? Snt.ITensor.this[params scoped ReadOnlySpan<NIndex> indexes]
    {
        get => this[indexes];
        set => this[indexes] = (T)value!;
    }

    /// <summary>Writes a boxed <typeparamref name="T"/> to every element (another type or null →
    /// ArgumentException, as the package).</summary>
    void Snt.ITensor.Fill(object value) =>
        Fill(value is T element ? element : throw new ArgumentException($"the value must be a {typeof(T).Name}", nameof(value)));

    /// <summary>A read-only reference to the element at the given indexes (the package's index
    /// rules); available on read-only tensors.</summary>
    ref readonly T Snt.IReadOnlyTensor<NativeTensor<T>, T>.this[params scoped ReadOnlySpan<nint> indexes] =>
        ref AsReadOnlyTensorSpan()[indexes];

    /// <summary>As the nint form, with (possibly from-end) indexes.</summary>
    ref readonly T Snt.IReadOnlyTensor<NativeTensor<T>, T>.this[params scoped ReadOnlySpan<NIndex> indexes] =>
        ref AsReadOnlyTensorSpan()[indexes];

    /// <summary>A writable reference to the element at the given indexes (the package's index
    /// rules). Read-only tensor → InvalidOperationException.</summary>
    ref T Snt.ITensor<NativeTensor<T>, T>.this[params scoped ReadOnlySpan<nint> indexes] =>
        ref AsTensorSpan()[indexes];

    /// <summary>As the nint form, with (possibly from-end) indexes.</summary>
    ref T Snt.ITensor<NativeTensor<T>, T>.this[params scoped ReadOnlySpan<NIndex> indexes] =>
        ref AsTensorSpan()[indexes];

    /// <summary>Gets a view of the ranges (<see cref="Slice(ReadOnlySpan{NRange})"/>), or copies a
    /// tensor into that view (<see cref="NativeTensor.SetSlice{T}(NativeTensor{T}, NativeTensor{T}, ReadOnlySpan{NRange})"/>).</summary>
    NativeTensor<T> Snt.ITensor<NativeTensor<T>, T>.this[params scoped ReadOnlySpan<NRange> ranges]
    {
        get => Slice(ranges);
        set => NativeTensor.SetSlice(this, value, ranges);
    }

    /// <summary>A read-only span over the part of this tensor from the start indexes on.</summary>
    Snt.ReadOnlyTensorSpan<T> Snt.IReadOnlyTensor<NativeTensor<T>, T>.AsReadOnlyTensorSpan(params scoped ReadOnlySpan<nint> startIndexes) =>
        AsReadOnlyTensorSpan().Slice(startIndexes);

    /// <summary>As the nint form, with (possibly from-end) indexes.</summary>
    Snt.ReadOnlyTensorSpan<T> Snt.IReadOnlyTensor<NativeTensor<T>, T>.AsReadOnlyTensorSpan(params scoped ReadOnlySpan<NIndex> startIndexes) =>
        AsReadOnlyTensorSpan().Slice(startIndexes);

    /// <summary>A read-only span over the ranges of this tensor.</summary>
    Snt.ReadOnlyTensorSpan<T> Snt.IReadOnlyTensor<NativeTensor<T>, T>.AsReadOnlyTensorSpan(params scoped ReadOnlySpan<NRange> ranges) =>
        AsReadOnlyTensorSpan().Slice(ranges);

    /// <summary>A writable span over the part of this tensor from the start indexes on.
    /// Read-only tensor → InvalidOperationException.</summary>
    Snt.TensorSpan<T> Snt.ITensor<NativeTensor<T>, T>.AsTensorSpan(params scoped ReadOnlySpan<nint> startIndexes) =>
        AsTensorSpan().Slice(startIndexes);

    /// <summary>As the nint form, with (possibly from-end) indexes.</summary>
    Snt.TensorSpan<T> Snt.ITensor<NativeTensor<T>, T>.AsTensorSpan(params scoped ReadOnlySpan<NIndex> startIndexes) =>
        AsTensorSpan().Slice(startIndexes);

    /// <summary>A writable span over the ranges of this tensor. Read-only tensor →
    /// InvalidOperationException.</summary>
    Snt.TensorSpan<T> Snt.ITensor<NativeTensor<T>, T>.AsTensorSpan(params scoped ReadOnlySpan<NRange> ranges) =>
        AsTensorSpan().Slice(ranges);

    /// <summary>Copies the elements into destination by the package's rules for
    /// ReadOnlyTensorSpan&lt;T&gt;.CopyTo (too short → ArgumentException).</summary>
    void Snt.IReadOnlyTensor<NativeTensor<T>, T>.CopyTo(scoped in Snt.TensorSpan<T> destination) =>
        AsReadOnlyTensorSpan().CopyTo(destination);

    /// <summary>As CopyTo, but false (nothing written) where the package's TryCopyTo is false.</summary>
    bool Snt.IReadOnlyTensor<NativeTensor<T>, T>.TryCopyTo(scoped in Snt.TensorSpan<T> destination) =>
        AsReadOnlyTensorSpan().TryCopyTo(destination);

    /// <summary>See <see cref="FlattenTo(Span{T})"/>.</summary>
    void Snt.IReadOnlyTensor<NativeTensor<T>, T>.FlattenTo(scoped Span<T> destination) => FlattenTo(destination);

    /// <summary>See <see cref="TryFlattenTo(Span{T})"/>.</summary>
    bool Snt.IReadOnlyTensor<NativeTensor<T>, T>.TryFlattenTo(scoped Span<T> destination) => TryFlattenTo(destination);

    /// <summary>The package's read-only enumeration of the slices along dimension; available on
    /// read-only tensors.</summary>
    Snt.ReadOnlyTensorDimensionSpan<T> Snt.IReadOnlyTensor<NativeTensor<T>, T>.GetDimensionSpan(int dimension) =>
        AsReadOnlyTensorSpan().GetDimensionSpan(dimension);

    /// <summary>A read-only reference to the element at all-zero indexes (null when empty);
    /// available on read-only tensors.</summary>
    ref readonly T Snt.IReadOnlyTensor<NativeTensor<T>, T>.GetPinnableReference() =>
        ref AsReadOnlyTensorSpan().GetPinnableReference();

    /// <summary>A read-only span of length elements of the storage from startIndexes (the
    /// package's rule); available on read-only tensors.</summary>
    ReadOnlySpan<T> Snt.IReadOnlyTensor<NativeTensor<T>, T>.GetSpan(scoped ReadOnlySpan<nint> startIndexes, int length) =>
        AsReadOnlyTensorSpan().GetSpan(startIndexes, length);

    /// <summary>As the nint form, with (possibly from-end) indexes.</summary>
    ReadOnlySpan<T> Snt.IReadOnlyTensor<NativeTensor<T>, T>.GetSpan(scoped ReadOnlySpan<NIndex> startIndexes, int length) =>
        AsReadOnlyTensorSpan().GetSpan(startIndexes, length);
}
