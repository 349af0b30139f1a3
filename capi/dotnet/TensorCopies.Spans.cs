// Copies, reverse, resize, broadcast, joins, slice assignment, filtered updates and equality
// with the package's TensorSpan<T>/ReadOnlyTensorSpan<T> as operands and destinations, under the
// package's names and argument orders. Each runs the same native kernel as the NativeTensor<T>
// overload on the span's own memory (pinned for the call; see SpanOperand), with the same
// validation before the first write and the same overlap rules (strata_copy.h).
using System;
using System.Buffers;
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

public sealed unsafe partial class NativeTensor<T>
{
    /// <summary>Copies this tensor, broadcast to the destination's lengths, into the package's
    /// span, as <see cref="CopyTo(NativeTensor{T})"/>.</summary>
    /// <param name="destination">The span written; this tensor must broadcast to its lengths.</param>
    /// <exception cref="ArgumentOutOfRangeException">The destination has fewer elements.</exception>
    /// <exception cref="ArgumentException">The shapes do not broadcast, or the memory overlaps in a way the copy does not support.</exception>
    public void CopyTo(scoped in Snt.TensorSpan<T> destination) =>
        NativeTensor.ApplyInto(this, destination, &NativeMethods.TensorCopyTo);

    /// <summary>As <see cref="CopyTo(in Snt.TensorSpan{T})"/>, but false (nothing written) where
    /// the sizes or shapes do not fit.</summary>
    /// <param name="destination">The span written; this tensor must broadcast to its lengths.</param>
    /// <returns>true when the elements were copied, false when the shapes do not fit (nothing written).</returns>
    /// <exception cref="ArgumentException">The memory overlaps in a way the copy does not support.</exception>
    public bool TryCopyTo(scoped in Snt.TensorSpan<T> destination) =>
        NativeTensor.TryApplyInto(this, destination, &NativeMethods.TensorTryCopyTo);

    /// <summary>The package's read-only span over the elements from <paramref name="start"/> to
    /// the end of each dimension (this tensor's storage, no copy).</summary>
    /// <param name="start">The first index of each dimension.</param>
    /// <returns>A span over the native storage, valid while this tensor or another view of its storage is alive.</returns>
    public Snt.ReadOnlyTensorSpan<T> AsReadOnlyTensorSpan(params scoped ReadOnlySpan<nint> start) =>
        AsReadOnlyTensorSpan().Slice(start);

    /// <summary>As <see cref="AsReadOnlyTensorSpan(ReadOnlySpan{nint})"/> with (possibly from-end) indexes.</summary>
    /// <param name="startIndex">The first index of each dimension, from the start or the end.</param>
    /// <returns>A span over the native storage, valid while this tensor or another view of its storage is alive.</returns>
    public Snt.ReadOnlyTensorSpan<T> AsReadOnlyTensorSpan(params scoped ReadOnlySpan<NIndex> startIndex) =>
        AsReadOnlyTensorSpan().Slice(startIndex);

    /// <summary>The package's read-only span over one range of each dimension (no copy).</summary>
    /// <param name="range">One range per dimension.</param>
    /// <returns>A span over the native storage, valid while this tensor or another view of its storage is alive.</returns>
    public Snt.ReadOnlyTensorSpan<T> AsReadOnlyTensorSpan(params scoped ReadOnlySpan<NRange> range) =>
        AsReadOnlyTensorSpan().Slice(range);

    /// <summary>The package's writable span over the elements from <paramref name="start"/> to
    /// the end of each dimension (no copy). Read-only tensor → InvalidOperationException.</summary>
    /// <param name="start">The first index of each dimension.</param>
    /// <returns>A span over the native storage, valid while this tensor or another view of its storage is alive.</returns>
    public Snt.TensorSpan<T> AsTensorSpan(params scoped ReadOnlySpan<nint> start) => AsTensorSpan().Slice(start);

    /// <summary>As <see cref="AsTensorSpan(ReadOnlySpan{nint})"/> with (possibly from-end) indexes.</summary>
    /// <param name="startIndex">The first index of each dimension, from the start or the end.</param>
    /// <returns>A span over the native storage, valid while this tensor or another view of its storage is alive.</returns>
    public Snt.TensorSpan<T> AsTensorSpan(params scoped ReadOnlySpan<NIndex> startIndex) =>
        AsTensorSpan().Slice(startIndex);

    /// <summary>The package's writable span over one range of each dimension (no copy).
    /// Read-only tensor → InvalidOperationException.</summary>
    /// <param name="range">One range per dimension.</param>
    /// <returns>A span over the native storage, valid while this tensor or another view of its storage is alive.</returns>
    public Snt.TensorSpan<T> AsTensorSpan(params scoped ReadOnlySpan<NRange> range) => AsTensorSpan().Slice(range);
}

public static unsafe partial class NativeTensor
{
    /// <summary>Copies source, broadcast to the destination's lengths, into destination: the
    /// package's TensorSpan&lt;T&gt;.CopyTo computed natively.</summary>
    /// <param name="source">The span copied; it must broadcast to the lengths of destination.</param>
    /// <param name="destination">The span written.</param>
    /// <exception cref="ArgumentOutOfRangeException">The destination has fewer elements.</exception>
    /// <exception cref="ArgumentException">The shapes do not broadcast, or the memory overlaps in a way the copy does not support.</exception>
    public static void CopyTo<T>(scoped in Snt.ReadOnlyTensorSpan<T> source, scoped in Snt.TensorSpan<T> destination)
        where T : unmanaged => ApplyInto(source, destination, &NativeMethods.TensorCopyTo);

    /// <summary>As <see cref="CopyTo{T}(in Snt.ReadOnlyTensorSpan{T}, in Snt.TensorSpan{T})"/>,
    /// but false (nothing written) where the sizes or shapes do not fit.</summary>
    /// <param name="source">The span copied.</param>
    /// <param name="destination">The span written.</param>
    /// <returns>true when the elements were copied, false when the shapes do not fit (nothing written).</returns>
    /// <exception cref="ArgumentException">The memory overlaps in a way the copy does not support.</exception>
    public static bool TryCopyTo<T>(scoped in Snt.ReadOnlyTensorSpan<T> source, scoped in Snt.TensorSpan<T> destination)
        where T : unmanaged => TryApplyInto(source, destination, &NativeMethods.TensorTryCopyTo);

    /// <summary>Writes the span's logical elements in reverse order (broadcast) into destination,
    /// as the package's Tensor.Reverse(x, destination); the identical dense span reverses in place.</summary>
    /// <param name="tensor">The span reversed; it must broadcast to the lengths of destination.</param>
    /// <param name="destination">The span written.</param>
    /// <exception cref="ArgumentException">The shapes do not broadcast, or the memory overlaps other than as the identical dense span.</exception>
    /// <returns>A reference to <paramref name="destination"/>, as the package's.</returns>
    public static ref readonly Snt.TensorSpan<T> Reverse<T>(scoped in Snt.ReadOnlyTensorSpan<T> tensor, in Snt.TensorSpan<T> destination)
        where T : unmanaged
    {
        ApplyInto(tensor, destination, &NativeMethods.TensorReverseInto);
        return ref destination;
    }

    /// <summary>A new dense tensor holding the span's logical elements in reverse order, as the
    /// package's Tensor.Reverse(x) computed natively.</summary>
    /// <param name="tensor">The span reversed.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> Reverse<T>(scoped in Snt.ReadOnlyTensorSpan<T> tensor) where T : unmanaged =>
        FromSpan(tensor, 0, &ReverseCall);

    /// <summary>A new dense tensor holding the span reversed along one dimension, as the package's
    /// Tensor.ReverseDimension(x, dimension) computed natively.</summary>
    /// <param name="tensor">The span reversed.</param>
    /// <param name="dimension">The dimension whose order is reversed, from 0.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    public static NativeTensor<T> ReverseDimension<T>(scoped in Snt.ReadOnlyTensorSpan<T> tensor, int dimension) where T : unmanaged =>
        FromSpan(tensor, dimension, &ReverseDimensionCall);

    private static int ReverseCall(nint tensor, int unused, nint* result) => NativeMethods.TensorReverse(tensor, result);

    private static int ReverseDimensionCall(nint tensor, int dimension, nint* result) =>
        NativeMethods.TensorReverseDimension(tensor, dimension, result);

    // A native call making a new tensor from one span.
    private static NativeTensor<T> FromSpan<T>(scoped in Snt.ReadOnlyTensorSpan<T> tensor, int argument,
                                               delegate*<nint, int, nint*, int> call) where T : unmanaged
    {
        nint result;
        fixed (T* s = tensor)
        {
            using SpanOperand a = SpanOperand.Of(s, tensor);
            Errors.Check(call(a.Pointer, argument, &result));
        }
        return NativeTensor<T>.AdoptNew(result);
    }

    /// <summary>Writes the span reversed along one dimension into destination, as the package's
    /// Tensor.ReverseDimension(x, destination, dimension).</summary>
    /// <param name="tensor">The span reversed; it must broadcast to the lengths of destination.</param>
    /// <param name="destination">The span written.</param>
    /// <param name="dimension">The dimension whose order is reversed, from 0.</param>
    /// <exception cref="ArgumentException">The shapes do not broadcast, or the memory overlaps in a way the operation does not support.</exception>
    /// <returns>A reference to <paramref name="destination"/>, as the package's.</returns>
    public static ref readonly Snt.TensorSpan<T> ReverseDimension<T>(scoped in Snt.ReadOnlyTensorSpan<T> tensor,
                                                                   in Snt.TensorSpan<T> destination, int dimension)
        where T : unmanaged
    {
        fixed (T* s = tensor)
        fixed (T* d = destination)
        {
            using SpanOperand a = SpanOperand.Of(s, tensor);
            using SpanOperand b = SpanOperand.Of(d, destination);
            Errors.Check(NativeMethods.TensorReverseDimensionInto(a.Pointer, b.Pointer, dimension));
        }
        return ref destination;
    }

    /// <summary>Fills destination's logical elements in row-major order with source's, then
    /// default(T), as the package's Tensor.ResizeTo(x, destination).</summary>
    /// <param name="tensor">The span whose logical elements are copied.</param>
    /// <param name="destination">The span written, whatever its lengths.</param>
    /// <exception cref="ArgumentException">The destination repeats storage, or the memory overlaps other than as two dense spans.</exception>
    public static void ResizeTo<T>(scoped in Snt.ReadOnlyTensorSpan<T> tensor, scoped in Snt.TensorSpan<T> destination)
        where T : unmanaged => ApplyInto(tensor, destination, &NativeMethods.TensorResizeTo);

    /// <summary>A new dense tensor holding source broadcast to the lengths of lengthsSource, as the
    /// package's Tensor.Broadcast(source, lengthsSource).</summary>
    /// <param name="source">The tensor broadcast.</param>
    /// <param name="lengthsSource">The tensor whose lengths the result takes (its elements are not read).</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    /// <exception cref="ArgumentException">source does not broadcast to the lengths of lengthsSource.</exception>
    public static NativeTensor<T> Broadcast<T>(NativeTensor<T> source, NativeTensor<T> lengthsSource) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(lengthsSource);
        return Broadcast(source, lengthsSource.Lengths);
    }

    /// <summary>A new dense tensor holding the span broadcast to lengths, as the package's
    /// Tensor.Broadcast(source, lengths) computed natively.</summary>
    /// <param name="source">The span broadcast.</param>
    /// <param name="lengths">The lengths of the result; source must broadcast to them.</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    /// <exception cref="ArgumentException">source does not broadcast to lengths.</exception>
    public static NativeTensor<T> Broadcast<T>(scoped in Snt.ReadOnlyTensorSpan<T> source, scoped ReadOnlySpan<nint> lengths)
        where T : unmanaged
    {
        nint result;
        lengths = Marshalling.PackageLengths(lengths);
        fixed (T* s = source)
        fixed (nint* l = lengths)
        {
            using SpanOperand a = SpanOperand.Of(s, source);
            Errors.Check(NativeMethods.TensorBroadcast(a.Pointer, (long*)l, lengths.Length, &result));
        }
        return NativeTensor<T>.AdoptNew(result);
    }

    /// <summary>As <see cref="Broadcast{T}(in Snt.ReadOnlyTensorSpan{T}, ReadOnlySpan{nint})"/> with
    /// the lengths of lengthsSource.</summary>
    /// <param name="source">The span broadcast.</param>
    /// <param name="lengthsSource">The span whose lengths the result takes (its elements are not read).</param>
    /// <returns>A new dense tensor, which the caller disposes.</returns>
    /// <exception cref="ArgumentException">source does not broadcast to the lengths of lengthsSource.</exception>
    public static NativeTensor<T> Broadcast<T>(scoped in Snt.ReadOnlyTensorSpan<T> source,
                                               scoped in Snt.ReadOnlyTensorSpan<T> lengthsSource) where T : unmanaged =>
        Broadcast(source, lengthsSource.Lengths);

    /// <summary>Writes source broadcast to the destination's lengths, as the package's
    /// Tensor.BroadcastTo(x, destination).</summary>
    /// <param name="source">The tensor broadcast.</param>
    /// <param name="destination">The span written; source must broadcast to its lengths.</param>
    /// <exception cref="ArgumentException">source does not broadcast to the lengths of destination, or shares memory with it.</exception>
    public static void BroadcastTo<T>(NativeTensor<T> source, scoped in Snt.TensorSpan<T> destination) where T : unmanaged =>
        ApplyInto(source, destination, &NativeMethods.TensorBroadcastInto);

    /// <summary>As <see cref="BroadcastTo{T}(NativeTensor{T}, in Snt.TensorSpan{T})"/> from a span.</summary>
    /// <param name="source">The span broadcast.</param>
    /// <param name="destination">The span written; source must broadcast to its lengths.</param>
    /// <exception cref="ArgumentException">source does not broadcast to the lengths of destination, or shares memory with it.</exception>
    public static void BroadcastTo<T>(scoped in Snt.ReadOnlyTensorSpan<T> source, scoped in Snt.TensorSpan<T> destination)
        where T : unmanaged => ApplyInto(source, destination, &NativeMethods.TensorBroadcastInto);

    /// <summary>As <see cref="BroadcastTo{T}(NativeTensor{T}, in Snt.TensorSpan{T})"/>, but false
    /// (nothing written) where the shapes do not fit.</summary>
    /// <param name="tensor">The tensor broadcast.</param>
    /// <param name="destination">The span written.</param>
    /// <returns>true when written, false when the shapes do not fit (nothing written).</returns>
    /// <exception cref="ArgumentException">tensor shares memory with destination.</exception>
    public static bool TryBroadcastTo<T>(NativeTensor<T> tensor, scoped in Snt.TensorSpan<T> destination) where T : unmanaged =>
        TryApplyInto(tensor, destination, &NativeMethods.TensorTryBroadcastInto);

    /// <summary>As <see cref="BroadcastTo{T}(in Snt.ReadOnlyTensorSpan{T}, in Snt.TensorSpan{T})"/>,
    /// but false (nothing written) where the shapes do not fit.</summary>
    /// <param name="tensor">The span broadcast.</param>
    /// <param name="destination">The span written.</param>
    /// <returns>true when written, false when the shapes do not fit (nothing written).</returns>
    /// <exception cref="ArgumentException">tensor shares memory with destination.</exception>
    public static bool TryBroadcastTo<T>(scoped in Snt.ReadOnlyTensorSpan<T> tensor, scoped in Snt.TensorSpan<T> destination)
        where T : unmanaged => TryApplyInto(tensor, destination, &NativeMethods.TensorTryBroadcastInto);

    /// <summary>Writes the tensors joined along dimension 0 into the span, as the package's
    /// Tensor.Concatenate(tensors, destination).</summary>
    /// <param name="tensors">The tensors joined, in order.</param>
    /// <param name="destination">The span written; no input may overlap it.</param>
    /// <exception cref="ArgumentException">The shapes do not join to the destination's, or an input overlaps it.</exception>
    /// <returns>A reference to <paramref name="destination"/>, as the package's.</returns>
    public static ref readonly Snt.TensorSpan<T> Concatenate<T>(scoped ReadOnlySpan<NativeTensor<T>> tensors,
                                                               in Snt.TensorSpan<T> destination) where T : unmanaged =>
        ref ConcatenateOnDimension(0, tensors, destination);

    /// <summary>Writes the tensors joined along dimension into the span, as the package's
    /// Tensor.ConcatenateOnDimension(dimension, tensors, destination).</summary>
    /// <param name="dimension">The dimension they are joined along.</param>
    /// <param name="tensors">The tensors joined, in order.</param>
    /// <param name="destination">The span written; no input may overlap it.</param>
    /// <exception cref="ArgumentException">The shapes do not join to the destination's, or an input overlaps it.</exception>
    /// <returns>A reference to <paramref name="destination"/>, as the package's.</returns>
    public static ref readonly Snt.TensorSpan<T> ConcatenateOnDimension<T>(int dimension, scoped ReadOnlySpan<NativeTensor<T>> tensors,
                                                                          in Snt.TensorSpan<T> destination) where T : unmanaged
    {
        JoinInto(tensors, dimension, destination, &NativeMethods.TensorConcatenateInto, &NativeMethods.TensorConcatenate);
        return ref destination;
    }

    /// <summary>Writes the tensors stacked along a new dimension 0 into destination, as the
    /// package's Tensor.Stack(tensors, destination).</summary>
    /// <param name="tensors">The tensors stacked, of equivalent shapes.</param>
    /// <param name="destination">The tensor written; no input may overlap it.</param>
    /// <exception cref="ArgumentException">The shapes do not stack to the destination's, or an input overlaps it.</exception>
    public static void Stack<T>(scoped ReadOnlySpan<NativeTensor<T>> tensors, NativeTensor<T> destination) where T : unmanaged =>
        JoinInto(tensors, 0, destination, &NativeMethods.TensorStackInto, &NativeMethods.TensorStack);

    /// <summary>As <see cref="Stack{T}(ReadOnlySpan{NativeTensor{T}}, NativeTensor{T})"/> into a span.</summary>
    /// <param name="tensors">The tensors stacked, of equivalent shapes.</param>
    /// <param name="destination">The span written; no input may overlap it.</param>
    /// <exception cref="ArgumentException">The shapes do not stack to the destination's, or an input overlaps it.</exception>
    /// <returns>A reference to <paramref name="destination"/>, as the package's.</returns>
    public static ref readonly Snt.TensorSpan<T> Stack<T>(scoped in ReadOnlySpan<NativeTensor<T>> tensors,
                                                         in Snt.TensorSpan<T> destination) where T : unmanaged =>
        ref StackAlongDimension(tensors, destination, 0);

    /// <summary>Writes the tensors stacked along a new dimension at <paramref name="dimension"/>
    /// into destination, in the package's argument order (tensors, destination, dimension).</summary>
    /// <param name="tensors">The tensors stacked, of equivalent shapes.</param>
    /// <param name="destination">The tensor written; no input may overlap it.</param>
    /// <param name="dimension">The position of the new dimension, 0 to their rank.</param>
    /// <exception cref="ArgumentException">The shapes do not stack to the destination's, or an input overlaps it.</exception>
    public static void StackAlongDimension<T>(scoped ReadOnlySpan<NativeTensor<T>> tensors, NativeTensor<T> destination,
                                              int dimension) where T : unmanaged =>
        JoinInto(tensors, dimension, destination, &NativeMethods.TensorStackInto, &NativeMethods.TensorStack);

    /// <summary>As <see cref="StackAlongDimension{T}(ReadOnlySpan{NativeTensor{T}}, NativeTensor{T}, int)"/> into a span.</summary>
    /// <param name="tensors">The tensors stacked, of equivalent shapes.</param>
    /// <param name="destination">The span written; no input may overlap it.</param>
    /// <param name="dimension">The position of the new dimension, 0 to their rank.</param>
    /// <exception cref="ArgumentException">The shapes do not stack to the destination's, or an input overlaps it.</exception>
    /// <returns>A reference to <paramref name="destination"/>, as the package's.</returns>
    public static ref readonly Snt.TensorSpan<T> StackAlongDimension<T>(scoped ReadOnlySpan<NativeTensor<T>> tensors,
                                                                       in Snt.TensorSpan<T> destination, int dimension)
        where T : unmanaged
    {
        JoinInto(tensors, dimension, destination, &NativeMethods.TensorStackInto, &NativeMethods.TensorStack);
        return ref destination;
    }

    /// <summary>splitCount new dense tensors of the span's Lengths[dimension] / splitCount along
    /// dimension, as the package's Tensor.Split(x, splitCount, dimension) computed natively.</summary>
    /// <param name="tensor">The span split.</param>
    /// <param name="splitCount">The number of pieces, which must divide the length of dimension.</param>
    /// <param name="dimension">The dimension split, from 0.</param>
    /// <returns>splitCount new dense tensors, each of which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">splitCount is not positive.</exception>
    /// <exception cref="ArgumentException">The dimension is out of range or its length is not divisible by splitCount.</exception>
    public static NativeTensor<T>[] Split<T>(scoped in Snt.ReadOnlyTensorSpan<T> tensor, int splitCount, nint dimension)
        where T : unmanaged
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(dimension, int.MinValue);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(dimension, int.MaxValue);
        fixed (T* s = tensor)
        {
            using SpanOperand a = SpanOperand.Of(s, tensor);
            using NativeTensor<T> view = NativeTensor<T>.Borrow(a.Pointer);
            return Split(view, splitCount, (int)dimension);
        }
    }

    /// <summary>Copies values (broadcast) into the span sliced by ranges, as the package's
    /// Tensor.SetSlice(tensor, values, ranges) computed natively.</summary>
    /// <param name="tensor">The span written.</param>
    /// <param name="values">The values written; they must broadcast to the slice's lengths.</param>
    /// <param name="ranges">One range per dimension of tensor, or none for the whole span.</param>
    /// <exception cref="ArgumentException">values do not broadcast to the slice, or overlap it in a way the copy does not support.</exception>
    /// <returns>A reference to <paramref name="tensor"/>, as the package's.</returns>
    public static ref readonly Snt.TensorSpan<T> SetSlice<T>(in Snt.TensorSpan<T> tensor, scoped in Snt.ReadOnlyTensorSpan<T> values,
                                                            params scoped ReadOnlySpan<NRange> ranges) where T : unmanaged
    {
        NativeNRange* native = stackalloc NativeNRange[Math.Max(ranges.Length, 1)];
        for (int i = 0; i < ranges.Length; i++)
        {
            native[i].Start = Marshalling.Convert(ranges[i].Start);
            native[i].End = Marshalling.Convert(ranges[i].End);
        }
        fixed (T* t = tensor)
        fixed (T* v = values)
        {
            using SpanOperand a = SpanOperand.Of(t, tensor);
            using SpanOperand b = SpanOperand.Of(v, values);
            Errors.Check(NativeMethods.TensorSetSlice(a.Pointer, b.Pointer, native, ranges.Length));
        }
        return ref tensor;
    }

    /// <summary>Whether the spans have equivalent shapes and equal elements, as the package's
    /// Tensor.SequenceEqual(x, y) and <see cref="SequenceEqual{T}(NativeTensor{T}, NativeTensor{T})"/>.</summary>
    /// <param name="tensor">The first span compared.</param>
    /// <param name="other">The second span compared.</param>
    /// <returns>true when the shapes are equivalent and every logical element is equal, false otherwise.</returns>
    public static bool SequenceEqual<T>(scoped in Snt.ReadOnlyTensorSpan<T> tensor, scoped in Snt.ReadOnlyTensorSpan<T> other)
        where T : unmanaged
    {
        if (DTypeOf<T>.IsOpaque) return ElementsEqual(tensor, other);
        int equal;
        fixed (T* px = tensor)
        fixed (T* py = other)
        {
            using SpanOperand a = SpanOperand.Of(px, tensor);
            using SpanOperand b = SpanOperand.Of(py, other);
            Errors.Check(NativeMethods.TensorSequenceEqual(a.Pointer, b.Pointer, &equal));
        }
        return equal != 0;
    }

    /// <summary>Writes value into the span wherever filter (broadcast to its lengths) is true, as
    /// the package's Tensor.FilteredUpdate(tensor, filter, value) computed natively; the rules of
    /// <see cref="FilteredUpdate{T}(NativeTensor{T}, NativeTensor{bool}, T)"/>.</summary>
    /// <param name="tensor">The span written.</param>
    /// <param name="filter">Where to write: true positions, broadcast to the lengths of tensor.</param>
    /// <param name="value">The value written.</param>
    /// <returns>A reference to <paramref name="tensor"/>, as the package's.</returns>
    /// <exception cref="ArgumentException">The filter does not broadcast, or shares memory with tensor.</exception>
    public static ref readonly Snt.TensorSpan<T> FilteredUpdate<T>(in Snt.TensorSpan<T> tensor,
                                                                  scoped in Snt.ReadOnlyTensorSpan<bool> filter, T value)
        where T : unmanaged
    {
        fixed (T* t = tensor)
        fixed (bool* f = filter)
        {
            using SpanOperand a = SpanOperand.Of(t, tensor);
            using SpanOperand b = SpanOperand.Of(f, filter);
            Errors.Check(NativeMethods.TensorFilteredUpdateValueTyped(a.Pointer, b.Pointer, DTypeOf<T>.Code, &value));
        }
        return ref tensor;
    }

    /// <summary>Writes the corresponding element of values (broadcast) into the span wherever
    /// filter is true, as the package's Tensor.FilteredUpdate(tensor, filter, values) computed
    /// natively; the rules of <see cref="FilteredUpdate{T}(NativeTensor{T}, NativeTensor{bool}, NativeTensor{T})"/>.</summary>
    /// <param name="tensor">The span written.</param>
    /// <param name="filter">Where to write: true positions, broadcast to the lengths of tensor.</param>
    /// <param name="values">The values written, broadcast to the lengths of tensor.</param>
    /// <returns>A reference to <paramref name="tensor"/>, as the package's.</returns>
    /// <exception cref="ArgumentException">The filter or the values do not broadcast, or share memory with tensor other than as the identical view.</exception>
    public static ref readonly Snt.TensorSpan<T> FilteredUpdate<T>(in Snt.TensorSpan<T> tensor,
                                                                  scoped in Snt.ReadOnlyTensorSpan<bool> filter,
                                                                  scoped in Snt.ReadOnlyTensorSpan<T> values) where T : unmanaged
    {
        fixed (T* t = tensor)
        fixed (bool* f = filter)
        fixed (T* v = values)
        {
            using SpanOperand a = SpanOperand.Of(t, tensor);
            using SpanOperand b = SpanOperand.Of(f, filter);
            using SpanOperand c = SpanOperand.Of(v, values);
            Errors.Check(NativeMethods.TensorFilteredUpdate(a.Pointer, b.Pointer, c.Pointer));
        }
        return ref tensor;
    }

    // ---- Shared call shapes over spans ------------------------------------------------------

    internal static void ApplyInto<T>(scoped in Snt.ReadOnlyTensorSpan<T> source, scoped in Snt.TensorSpan<T> destination,
                                      delegate*<nint, nint, int> call) where T : unmanaged
    {
        fixed (T* s = source)
        fixed (T* d = destination)
        {
            using SpanOperand a = SpanOperand.Of(s, source);
            using SpanOperand b = SpanOperand.Of(d, destination);
            Errors.Check(call(a.Pointer, b.Pointer));
        }
    }

    internal static void ApplyInto<T>(NativeTensor<T> source, scoped in Snt.TensorSpan<T> destination,
                                      delegate*<nint, nint, int> call) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        using HandleLease s = source.Lease();
        fixed (T* d = destination)
        {
            using SpanOperand b = SpanOperand.Of(d, destination);
            Errors.Check(call(s.Pointer, b.Pointer));
        }
    }

    internal static bool TryApplyInto<T>(scoped in Snt.ReadOnlyTensorSpan<T> source, scoped in Snt.TensorSpan<T> destination,
                                         delegate*<nint, nint, int*, int> call) where T : unmanaged
    {
        int done;
        fixed (T* s = source)
        fixed (T* d = destination)
        {
            using SpanOperand a = SpanOperand.Of(s, source);
            using SpanOperand b = SpanOperand.Of(d, destination);
            Errors.Check(call(a.Pointer, b.Pointer, &done));
        }
        return done != 0;
    }

    internal static bool TryApplyInto<T>(NativeTensor<T> source, scoped in Snt.TensorSpan<T> destination,
                                         delegate*<nint, nint, int*, int> call) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(source);
        int done;
        using HandleLease s = source.Lease();
        fixed (T* d = destination)
        {
            using SpanOperand b = SpanOperand.Of(d, destination);
            Errors.Check(call(s.Pointer, b.Pointer, &done));
        }
        return done != 0;
    }

    private static void JoinInto<T>(scoped ReadOnlySpan<NativeTensor<T>> tensors, int dimension,
                                    scoped in Snt.TensorSpan<T> destination,
                                    delegate*<nint*, int, int, nint, int> call,
                                    delegate*<nint*, int, int, nint*, int> join) where T : unmanaged
    {
        using var handles = HandleSet.Of(tensors);
        fixed (nint* p = handles.Pointers)
        fixed (T* d = destination)
        {
            using SpanOperand b = SpanOperand.Of(d, destination);
            CheckJoinInto(call(p, tensors.Length, dimension, b.Pointer), join, p, tensors.Length, dimension);
        }
    }
}
