// Copies, flattening, resize, reverse, broadcast, concatenate/stack/split and slice assignment.
// Every writing call is validated natively before its first write: after an exception no
// operand has changed. Overlap rules are those of the product document (see strata_copy.h).
using System;
using System.Buffers;
using System.Collections.Generic;
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

public sealed unsafe partial class NativeTensor<T>
{
    /// <summary>Copies this tensor, broadcast to the destination's lengths, into destination.
    /// Destination with fewer elements → ArgumentOutOfRangeException; shapes that do not
    /// broadcast, or unsupported overlap → ArgumentException.</summary>
    /// <param name="destination">The tensor written; this tensor must broadcast to its lengths.</param>
    /// <exception cref="ArgumentNullException"><paramref name="destination"/> is null.</exception>
    /// <exception cref="InvalidOperationException"><paramref name="destination"/> is read-only.</exception>
    public void CopyTo(NativeTensor<T> destination) => NativeTensor.Apply(this, destination, &NativeMethods.TensorCopyTo);

    /// <summary>As <see cref="CopyTo(NativeTensor{T})"/>, but false (nothing written) where CopyTo would fail for
    /// sizes or shapes; unsupported overlap still throws.</summary>
    /// <param name="destination">The tensor written; this tensor must broadcast to its lengths.</param>
    /// <returns>true when the elements were copied, false when the shapes do not fit (nothing written).</returns>
    /// <exception cref="ArgumentNullException"><paramref name="destination"/> is null.</exception>
    /// <exception cref="ArgumentException">The views overlap in a way the copy does not support.</exception>
    public bool TryCopyTo(NativeTensor<T> destination)
    {
        ArgumentNullException.ThrowIfNull(destination);
        int copied;
        using HandleLease s = Lease();
        using HandleLease d = destination.Lease();
        Errors.Check(NativeMethods.TensorTryCopyTo(s.Pointer, d.Pointer, &copied));
        return copied != 0;
    }

    /// <summary>Writes the logical elements in row-major order to destination[0..FlattenedLength).
    /// Too short → ArgumentException.</summary>
    /// <param name="destination">The span written from index 0; elements after FlattenedLength are untouched.</param>
    public void FlattenTo(Span<T> destination)
    {
        using HandleLease s = Lease();
        fixed (T* d = destination)
            Errors.Check(NativeMethods.TensorFlattenTo(s.Pointer, d, destination.Length));
    }

    /// <summary>As <see cref="FlattenTo"/>, but false (nothing written) when destination is too short.</summary>
    /// <param name="destination">The span written from index 0; elements after FlattenedLength are untouched.</param>
    /// <returns>true when the elements were written, false when destination is shorter than FlattenedLength.</returns>
    public bool TryFlattenTo(Span<T> destination)
    {
        int copied;
        using HandleLease s = Lease();
        fixed (T* d = destination)
            Errors.Check(NativeMethods.TensorTryFlattenTo(s.Pointer, d, destination.Length, &copied));
        return copied != 0;
    }

    /// <summary>Copies FlattenedLength row-major values into the logical positions; gaps untouched.</summary>
    /// <param name="values">At least FlattenedLength values in row-major order; the rest are ignored.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="values"/> holds fewer than FlattenedLength elements.</exception>
    /// <exception cref="ArgumentException">This tensor repeats storage (a broadcast view) or overlaps values.</exception>
    /// <exception cref="InvalidOperationException">This tensor is read-only.</exception>
    public void CopyFrom(ReadOnlySpan<T> values)
    {
        using HandleLease d = Lease();
        fixed (T* v = values)
            Errors.Check(NativeMethods.TensorCopyFromBuffer(d.Pointer, v, values.Length));
    }
}

public static unsafe partial class NativeTensor
{
    /// <summary>A new dense tensor of the given lengths holding the first logical elements of
    /// source in row-major order, default(T) after them (never repeating).</summary>
    /// <param name="source">The tensor whose logical elements are copied.</param>
    /// <param name="lengths">The lengths of the result; empty gives [0].</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">A length is negative, or the element count overflows.</exception>
    public static NativeTensor<T> Resize<T>(NativeTensor<T> source, scoped ReadOnlySpan<nint> lengths) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        nint result;
        lengths = Marshalling.PackageLengths(lengths);
        using HandleLease s = source.Lease();
        fixed (nint* l = lengths)
            Errors.Check(NativeMethods.TensorResize(s.Pointer, (long*)l, lengths.Length, &result));
        return NativeTensor<T>.AdoptNew(result);
    }

    /// <summary>Fills destination's logical elements in row-major order with source's, then
    /// default(T); gaps untouched. A destination repeating storage → ArgumentException.</summary>
    /// <param name="source">The tensor whose logical elements are copied.</param>
    /// <param name="destination">The tensor written, whatever its lengths.</param>
    /// <exception cref="InvalidOperationException"><paramref name="destination"/> is read-only.</exception>
    public static void ResizeTo<T>(NativeTensor<T> source, NativeTensor<T> destination) where T : unmanaged =>
        Apply(source, destination, &NativeMethods.TensorResizeTo);

    /// <summary>A new dense tensor with the logical elements in reverse order.</summary>
    /// <param name="source">The tensor reversed.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> Reverse<T>(NativeTensor<T> source) where T : unmanaged =>
        Produce(source, &NativeMethods.TensorReverse);

    /// <summary>A new dense tensor reversed along one dimension.</summary>
    /// <param name="source">The tensor reversed.</param>
    /// <param name="dimension">The dimension whose order is reversed, from 0.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> ReverseDimension<T>(NativeTensor<T> source, int dimension) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        nint result;
        using HandleLease s = source.Lease();
        Errors.Check(NativeMethods.TensorReverseDimension(s.Pointer, dimension, &result));
        return NativeTensor<T>.AdoptNew(result);
    }

    /// <summary>Writes the reversed source (broadcast) into destination; the identical dense view
    /// reverses in place.</summary>
    /// <param name="source">The tensor reversed; it must broadcast to the lengths of destination.</param>
    /// <param name="destination">The tensor written.</param>
    /// <exception cref="InvalidOperationException"><paramref name="destination"/> is read-only.</exception>
    public static void Reverse<T>(NativeTensor<T> source, NativeTensor<T> destination) where T : unmanaged =>
        Apply(source, destination, &NativeMethods.TensorReverseInto);

    /// <summary>Writes source reversed along dimension into destination.</summary>
    /// <param name="source">The tensor reversed; it must broadcast to the lengths of destination.</param>
    /// <param name="destination">The tensor written.</param>
    /// <param name="dimension">The dimension whose order is reversed, from 0.</param>
    /// <exception cref="InvalidOperationException"><paramref name="destination"/> is read-only.</exception>
    public static void ReverseDimension<T>(NativeTensor<T> source, NativeTensor<T> destination, int dimension) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease s = source.Lease();
        using HandleLease d = destination.Lease();
        Errors.Check(NativeMethods.TensorReverseDimensionInto(s.Pointer, d.Pointer, dimension));
    }

    /// <summary>A view of source broadcast to lengths (stride 0 on broadcast dimensions).</summary>
    /// <param name="source">The tensor broadcast.</param>
    /// <param name="lengths">The lengths of the view; source must broadcast to them.</param>
    /// <returns>A new view sharing the storage of source, which the caller disposes.</returns>
    /// <exception cref="ArgumentException">source does not broadcast to lengths.</exception>
    public static NativeTensor<T> BroadcastView<T>(NativeTensor<T> source, scoped ReadOnlySpan<nint> lengths) where T : unmanaged =>
        WithLengths(source, lengths, &NativeMethods.TensorBroadcastView);

    /// <summary>A new dense tensor holding source broadcast to lengths.</summary>
    /// <param name="source">The tensor broadcast.</param>
    /// <param name="lengths">The lengths of the result; source must broadcast to them.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    /// <exception cref="ArgumentException">source does not broadcast to lengths.</exception>
    public static NativeTensor<T> Broadcast<T>(NativeTensor<T> source, scoped ReadOnlySpan<nint> lengths) where T : unmanaged =>
        WithLengths(source, lengths, &NativeMethods.TensorBroadcast);

    /// <summary>Writes source broadcast to the destination's lengths.</summary>
    /// <param name="source">The tensor broadcast.</param>
    /// <param name="destination">The tensor written; source must broadcast to its lengths.</param>
    /// <exception cref="ArgumentException">source does not broadcast to the lengths of destination, or shares elements with it.</exception>
    /// <exception cref="InvalidOperationException"><paramref name="destination"/> is read-only.</exception>
    public static void BroadcastTo<T>(NativeTensor<T> source, NativeTensor<T> destination) where T : unmanaged =>
        Apply(source, destination, &NativeMethods.TensorBroadcastInto);

    /// <summary>As <see cref="BroadcastTo{T}(NativeTensor{T}, NativeTensor{T})"/>, but false where the shapes do not fit.</summary>
    /// <param name="source">The tensor broadcast.</param>
    /// <param name="destination">The tensor written; source must broadcast to its lengths.</param>
    /// <returns>true when written, false when the shapes do not fit (nothing written).</returns>
    public static bool TryBroadcastTo<T>(NativeTensor<T> source, NativeTensor<T> destination) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(destination);
        int copied;
        using HandleLease s = source.Lease();
        using HandleLease d = destination.Lease();
        Errors.Check(NativeMethods.TensorTryBroadcastInto(s.Pointer, d.Pointer, &copied));
        return copied != 0;
    }

    /// <summary>Joins ≥ 2 tensors along dimension 0 (−1 flattens them) into a new dense tensor.</summary>
    /// <param name="tensors">The tensors joined, at least two, in order.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> Concatenate<T>(params ReadOnlySpan<NativeTensor<T>> tensors) where T : unmanaged =>
        ConcatenateOnDimension(0, tensors);

    /// <summary>Joins ≥ 2 tensors with equivalent shapes along dimension into a new dense tensor.</summary>
    /// <param name="dimension">The dimension they are joined along.</param>
    /// <param name="tensors">The tensors joined, at least two, in order.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> ConcatenateOnDimension<T>(int dimension, params ReadOnlySpan<NativeTensor<T>> tensors) where T : unmanaged =>
        Join(tensors, dimension, &NativeMethods.TensorConcatenate);

    /// <summary>Writes the concatenation into destination (no input may overlap it).</summary>
    /// <param name="dimension">The dimension they are joined along.</param>
    /// <param name="tensors">The tensors joined, at least two, in order.</param>
    /// <param name="destination">The tensor written; no input may overlap it.</param>
    public static void ConcatenateOnDimension<T>(int dimension, ReadOnlySpan<NativeTensor<T>> tensors, NativeTensor<T> destination)
        where T : unmanaged => JoinInto(tensors, dimension, destination, &NativeMethods.TensorConcatenateInto, &NativeMethods.TensorConcatenate);

    /// <summary>Joins ≥ 2 equivalent tensors along a new dimension 0.</summary>
    /// <param name="tensors">The tensors stacked, at least two, of equivalent shapes.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> Stack<T>(params ReadOnlySpan<NativeTensor<T>> tensors) where T : unmanaged =>
        StackAlongDimension(0, tensors);

    /// <summary>Joins ≥ 2 equivalent tensors along a new dimension at dimension (0..rank).</summary>
    /// <param name="dimension">The position of the new dimension, 0 to their rank.</param>
    /// <param name="tensors">The tensors stacked, at least two, of equivalent shapes.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> StackAlongDimension<T>(int dimension, params ReadOnlySpan<NativeTensor<T>> tensors) where T : unmanaged =>
        Join(tensors, dimension, &NativeMethods.TensorStack);

    /// <summary>Writes the stacked tensors into destination. Kept from Strata 1.1; the package's
    /// order is <see cref="StackAlongDimension{T}(ReadOnlySpan{NativeTensor{T}}, NativeTensor{T}, int)"/>.</summary>
    /// <param name="dimension">The position of the new dimension, 0 to their rank.</param>
    /// <param name="tensors">The tensors stacked, at least two, of equivalent shapes.</param>
    /// <param name="destination">The tensor written; no input may overlap it.</param>
    [Obsolete("Use StackAlongDimension(tensors, destination, dimension), the argument order of System.Numerics.Tensors.")]
    public static void StackAlongDimension<T>(int dimension, ReadOnlySpan<NativeTensor<T>> tensors, NativeTensor<T> destination)
        where T : unmanaged => JoinInto(tensors, dimension, destination, &NativeMethods.TensorStackInto, &NativeMethods.TensorStack);

    /// <summary>splitCount new dense tensors of Lengths[dimension] / splitCount along dimension.
    /// splitCount ≤ 0 → ArgumentOutOfRangeException; a bad dimension or an uneven split → ArgumentException.</summary>
    /// <param name="tensor">The tensor split.</param>
    /// <param name="splitCount">The number of pieces, which must divide the length of dimension.</param>
    /// <param name="dimension">The dimension split, from 0.</param>
    /// <returns>splitCount new dense tensors, each of which the caller disposes.</returns>
    public static NativeTensor<T>[] Split<T>(NativeTensor<T> tensor, int splitCount, int dimension) where T : unmanaged
    {
        // Checked here too so that the exception names the parameter, as the package's does.
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(splitCount);
        return PiecesOf(tensor, [], (h, _, _, p, c, n) => NativeMethods.TensorSplit(h, splitCount, dimension, p, c, n),
                        newTensors: true);
    }

    /// <summary>Copies values (broadcast) into tensor sliced by ranges (empty: the whole tensor).</summary>
    /// <param name="tensor">The tensor written.</param>
    /// <param name="values">The values written; they must broadcast to the slice's lengths.</param>
    /// <param name="ranges">One range per dimension of tensor, or none for the whole tensor.</param>
    /// <exception cref="InvalidOperationException"><paramref name="tensor"/> is read-only.</exception>
    public static void SetSlice<T>(NativeTensor<T> tensor, NativeTensor<T> values, params scoped ReadOnlySpan<NRange> ranges) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        ArgumentNullException.ThrowIfNull(values);
        NativeNRange* native = stackalloc NativeNRange[Math.Max(ranges.Length, 1)];
        for (int i = 0; i < ranges.Length; i++)
        {
            native[i].Start = Marshalling.Convert(ranges[i].Start);
            native[i].End = Marshalling.Convert(ranges[i].End);
        }
        using HandleLease t = tensor.Lease();
        using HandleLease v = values.Lease();
        Errors.Check(NativeMethods.TensorSetSlice(t.Pointer, v.Pointer, native, ranges.Length));
    }

    /// <summary>True iff the shapes are equivalent (modulo leading 1s) and every logical element is
    /// equal. Elements are equal as T.Equals says, as in the package's SequenceEqual: numbers as
    /// their values (NaN equals NaN, −0.0 equals 0.0), and elements of an opaque dtype (user
    /// structs, char, decimal, Int128, …) through EqualityComparer&lt;T&gt;.Default, that is
    /// T's IEquatable&lt;T&gt;.Equals when it has one: never by bytes, so padding bytes do not
    /// count and 1.0m equals 1.00m. (For structs of tens of kilobytes the runtime's own
    /// EqualityComparer&lt;T&gt; fails with InvalidProgramException, and so does this.)</summary>
    /// <param name="a">The first tensor compared.</param>
    /// <param name="b">The second tensor compared.</param>
    /// <returns>true when the shapes are equivalent and every logical element is equal, false otherwise.</returns>
    public static bool SequenceEqual<T>(NativeTensor<T> a, NativeTensor<T> b) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(a);
        ArgumentNullException.ThrowIfNull(b);
        if (DTypeOf<T>.IsOpaque) return ElementsEqual(a, b);
        int equal;
        using HandleLease x = a.Lease();
        using HandleLease y = b.Lease();
        Errors.Check(NativeMethods.TensorSequenceEqual(x.Pointer, y.Pointer, &equal));
        return equal != 0;
    }

    // The native comparison of opaque elements is by bytes, and only managed code can call
    // T.Equals; the shape rule is the native one (strata_tensor_sequence_equal).
    private static bool ElementsEqual<T>(NativeTensor<T> a, NativeTensor<T> b) where T : unmanaged
    {
        bool equal = ElementsEqual(a.AsReadOnlyTensorSpan(), b.AsReadOnlyTensorSpan());
        GC.KeepAlive(a);
        GC.KeepAlive(b);
        return equal;
    }

    // The lengths the shape rule compares: leading 1s dropped, and the rank-0 empty span (the
    // package's Empty) as the [0] it stands for, as the native rule sees NativeTensor<T>.Empty.
    private static ReadOnlySpan<nint> ComparedLengths<T>(in Snt.ReadOnlyTensorSpan<T> span) =>
        Marshalling.PackageLengths(span.Lengths).TrimStart((nint)1);

    internal static bool ElementsEqual<T>(scoped in Snt.ReadOnlyTensorSpan<T> a, scoped in Snt.ReadOnlyTensorSpan<T> b)
        where T : unmanaged
    {
        if (!ComparedLengths(a).SequenceEqual(ComparedLengths(b))) return false;
        Snt.ReadOnlyTensorSpan<T>.Enumerator x = a.GetEnumerator();
        Snt.ReadOnlyTensorSpan<T>.Enumerator y = b.GetEnumerator();
        EqualityComparer<T> comparer = EqualityComparer<T>.Default;
        bool equal = true;
        while (equal && x.MoveNext() && y.MoveNext()) equal = comparer.Equals(x.Current, y.Current);
        return equal;
    }

    // ---- Shared call shapes ---------------------------------------------------------------

    internal static void Apply<T>(NativeTensor<T> source, NativeTensor<T> destination, delegate*<nint, nint, int> call)
        where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease s = source.Lease();
        using HandleLease d = destination.Lease();
        Errors.Check(call(s.Pointer, d.Pointer));
    }

    internal static NativeTensor<T> Produce<T>(NativeTensor<T> source, delegate*<nint, nint*, int> call) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        nint result;
        using HandleLease s = source.Lease();
        Errors.Check(call(s.Pointer, &result));
        return NativeTensor<T>.AdoptViewOrNew(result, source);
    }

    private static NativeTensor<T> WithLengths<T>(NativeTensor<T> source, scoped ReadOnlySpan<nint> lengths,
                                            delegate*<nint, long*, int, nint*, int> call) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        nint result;
        lengths = Marshalling.PackageLengths(lengths);
        using HandleLease s = source.Lease();
        fixed (nint* l = lengths)
            Errors.Check(call(s.Pointer, (long*)l, lengths.Length, &result));
        return NativeTensor<T>.AdoptViewOrNew(result, source);
    }

    private static NativeTensor<T> Join<T>(ReadOnlySpan<NativeTensor<T>> tensors, int dimension,
                                     delegate*<nint*, int, int, nint*, int> call) where T : unmanaged
    {
        nint result;
        using var handles = HandleSet.Of(tensors);
        fixed (nint* p = handles.Pointers)
            Errors.Check(call(p, tensors.Length, dimension, &result));
        return NativeTensor<T>.AdoptNew(result);
    }

    private static void JoinInto<T>(ReadOnlySpan<NativeTensor<T>> tensors, int dimension, NativeTensor<T> destination,
                                    delegate*<nint*, int, int, nint, int> call,
                                    delegate*<nint*, int, int, nint*, int> join) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(destination);
        using HandleLease d = destination.Lease();
        using var handles = HandleSet.Of(tensors);
        fixed (nint* p = handles.Pointers)
            CheckJoinInto(call(p, tensors.Length, dimension, d.Pointer), join, p, tensors.Length, dimension);
    }
}
