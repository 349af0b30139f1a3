// View operators: results share the input's storage (writes through either show in both). The
// .NET-named operators (Reshape, Squeeze, PermuteDimensions, ...) follow System.Numerics.Tensors;
// the MindSpore-named ones (Narrow, Diagonal, Expand, SwapAxes, MoveDim, Unbind, the splits, ...)
// follow seed 003 and take negative dimensions counting from the back. Strides never become
// negative: nothing here reverses an axis (see NativeTensor.Reverse* and TensorIndex.Slice with a
// negative step, which allocate).
using System;
using Strata.Interop;

namespace Strata;

public static unsafe partial class NativeTensor
{
    /// <summary>The same elements under new lengths, never copying; one length may be -1
    /// (inferred). A different element count or a layout that would need a copy → ArgumentException.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="lengths">The new lengths; one may be -1, inferred from the element count.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> Reshape<T>(NativeTensor<T> tensor, scoped ReadOnlySpan<nint> lengths) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        if (tensor.IsEmptyRankZero && lengths.IsEmpty) return tensor;
        nint result;
        lengths = Marshalling.PackageLengths(lengths);
        using HandleLease lease = tensor.Lease();
        fixed (nint* l = lengths)
            Errors.Check(NativeMethods.TensorReshape(lease.Pointer, (long*)l, lengths.Length, &result));
        return NativeTensor<T>.Adopt(result);
    }

    /// <summary>MindSpore's view(): the same as <see cref="Reshape{T}"/> (a view, never a copy).</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="lengths">The new lengths; one may be -1, inferred from the element count.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> View<T>(NativeTensor<T> tensor, scoped ReadOnlySpan<nint> lengths) where T : unmanaged =>
        Reshape(tensor, lengths);

    /// <summary>MindSpore's view_as(): tensor reshaped to like's lengths (like's element type is free).</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="like">The tensor whose lengths are taken; its elements are not read.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> ViewAs<T, TLike>(NativeTensor<T> tensor, NativeTensor<TLike> like)
        where T : unmanaged where TLike : unmanaged =>
        WithOther(tensor, like, &NativeMethods.TensorViewAs);

    /// <summary>Removes every length-1 dimension, keeping at least one ([1, 1] → [1]).</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> Squeeze<T>(NativeTensor<T> tensor) where T : unmanaged =>
        tensor is { IsEmptyRankZero: true } ? tensor : Produce(tensor, &NativeMethods.TensorSqueeze);

    /// <summary>Removes dimension, which must have length 1 (a rank-1 [1] stays [1]); -1 removes
    /// every length-1 dimension like <see cref="Squeeze{T}"/>, as System.Numerics.Tensors does.
    /// dimension &lt; -1 → ArgumentOutOfRangeException; ≥ Rank or a length ≠ 1 → ArgumentException.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="dimension">The dimension removed, from 0, or -1 for every length-1 dimension.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> SqueezeDimension<T>(NativeTensor<T> tensor, int dimension) where T : unmanaged =>
        dimension == -1
            ? Squeeze(tensor)
            : ViewOf(tensor, (h, r) => NativeMethods.TensorSqueezeDimension(h, dimension, r));

    /// <summary>Inserts a length-1 dimension at position 0..Rank.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="dimension">The position of the new dimension, 0 to Rank.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> Unsqueeze<T>(NativeTensor<T> tensor, int dimension) where T : unmanaged =>
        ViewOf(tensor, (h, r) => NativeMethods.TensorUnsqueeze(h, dimension, r));

    /// <summary>Result dimension k is input dimension dimensions[k]; empty reverses all axes.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="dimensions">For each result dimension, the input dimension it takes; empty reverses them all.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> PermuteDimensions<T>(NativeTensor<T> tensor, scoped ReadOnlySpan<int> dimensions)
        where T : unmanaged
    {
        if (tensor is { IsEmptyRankZero: true })
        {
            // The package permutes Empty as the vector [0] it stands for: no dimensions or [0] keep it.
            if (dimensions.IsEmpty || dimensions is [0]) return tensor;
            throw new ArgumentException($"dimensions [{string.Join(", ", dimensions.ToArray())}] do not permute the rank-0 Empty tensor (only [] or [0] do)", nameof(dimensions));
        }
        long[] dims = Widen(dimensions);
        return ViewOf(tensor, (h, r) =>
        {
            fixed (long* d = dims) return NativeMethods.TensorPermute(h, d, dims.Length, r);
        });
    }

    /// <summary>Swaps the last two dimensions (rank ≥ 2, else ArgumentException).</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> Transpose<T>(NativeTensor<T> tensor) where T : unmanaged =>
        Produce(tensor, &NativeMethods.TensorTranspose);

    /// <summary>MindSpore's t(): a rank-1 tensor unchanged, a rank-2 tensor transposed; rank &gt; 2
    /// → ArgumentException.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> TransposeMatrix<T>(NativeTensor<T> tensor) where T : unmanaged =>
        Produce(tensor, &NativeMethods.TensorT);

    /// <summary>swapaxes / swapdims: dimensions dimension1 and dimension2 exchanged.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="dimension1">One dimension exchanged (negative counts from the back).</param>
    /// <param name="dimension2">The other dimension exchanged (negative counts from the back).</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> SwapAxes<T>(NativeTensor<T> tensor, int dimension1, int dimension2) where T : unmanaged =>
        ViewOf(tensor, (h, r) => NativeMethods.TensorSwapAxes(h, dimension1, dimension2, r));

    /// <summary>Dimension source moved to position destination; the others keep their order.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="source">The dimension moved (negative counts from the back).</param>
    /// <param name="destination">Its position in the result (negative counts from the back).</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> MoveDim<T>(NativeTensor<T> tensor, int source, int destination) where T : unmanaged =>
        MoveDim(tensor, [source], [destination]);

    /// <summary>Dimension source[i] moved to destination[i] for every i; the others keep their
    /// order. Spans of different lengths, or a repeated entry → ArgumentException.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="source">The dimensions moved (negative counts from the back).</param>
    /// <param name="destination">Their positions in the result, one per entry of source.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> MoveDim<T>(NativeTensor<T> tensor, scoped ReadOnlySpan<int> source,
                                       scoped ReadOnlySpan<int> destination) where T : unmanaged
    {
        if (source.Length != destination.Length)
            throw new ArgumentException($"movedim needs as many destinations ({destination.Length}) as sources ({source.Length})",
                                        nameof(destination));
        long[] from = Widen(source), to = Widen(destination);
        return ViewOf(tensor, (h, r) =>
        {
            fixed (long* f = from)
            fixed (long* d = to)
                return NativeMethods.TensorMoveDim(h, f, d, from.Length, r);
        });
    }

    /// <summary>Elements [start, start + length) of dimension; outside it → ArgumentOutOfRangeException.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="dimension">The dimension narrowed (negative counts from the back).</param>
    /// <param name="start">The first position kept.</param>
    /// <param name="length">The number of positions kept.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> Narrow<T>(NativeTensor<T> tensor, int dimension, nint start, nint length) where T : unmanaged =>
        ViewOf(tensor, (h, r) => NativeMethods.TensorNarrow(h, dimension, start, length, r));

    /// <summary>The diagonal of (dimension1, dimension2) shifted by offset (&gt; 0 above the main
    /// diagonal), appended as the last dimension. Equal dimensions or rank &lt; 2 → ArgumentException.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="offset">The diagonal taken: 0 the main one, positive above it, negative below.</param>
    /// <param name="dimension1">The dimension of the rows.</param>
    /// <param name="dimension2">The dimension of the columns.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> Diagonal<T>(NativeTensor<T> tensor, nint offset = 0, int dimension1 = 0, int dimension2 = 1)
        where T : unmanaged =>
        ViewOf(tensor, (h, r) => NativeMethods.TensorDiagonal(h, offset, dimension1, dimension2, r));

    /// <summary>A broadcast view (stride 0 on expanded dimensions) with the given lengths
    /// (at least Rank of them; -1 keeps a length). Incompatible lengths → ArgumentException.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="lengths">The result lengths, at least Rank of them; -1 keeps a length.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> Expand<T>(NativeTensor<T> tensor, scoped ReadOnlySpan<nint> lengths) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        nint result;
        lengths = Marshalling.PackageLengths(lengths);
        using HandleLease lease = tensor.Lease();
        fixed (nint* l = lengths)
            Errors.Check(NativeMethods.TensorExpand(lease.Pointer, (long*)l, lengths.Length, &result));
        return NativeTensor<T>.Adopt(result);
    }

    /// <summary>A broadcast view of tensor with like's lengths.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="like">The tensor whose lengths are taken; its elements are not read.</param>
    /// <returns>A new view sharing the storage of <paramref name="tensor"/>, which the caller disposes.</returns>
    public static NativeTensor<T> ExpandAs<T, TLike>(NativeTensor<T> tensor, NativeTensor<TLike> like)
        where T : unmanaged where TLike : unmanaged =>
        WithOther(tensor, like, &NativeMethods.TensorExpandAs);

    /// <summary>The same view (a new reference) when tensor is contiguous, otherwise a new dense copy.</summary>
    /// <param name="tensor">The tensor made contiguous.</param>
    /// <returns>A new reference to the same view, or a new dense copy; the caller disposes it.</returns>
    public static NativeTensor<T> Contiguous<T>(NativeTensor<T> tensor) where T : unmanaged =>
        Produce(tensor, &NativeMethods.TensorContiguous);

    /// <summary>The slices along dimension, without it, as views (rank 1 gives [1]-shaped pieces).</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="dimension">The dimension removed; each of its positions gives one view.</param>
    /// <returns>Views sharing the storage of <paramref name="tensor"/>, each of which the caller disposes.</returns>
    public static NativeTensor<T>[] Unbind<T>(NativeTensor<T> tensor, int dimension = 0) where T : unmanaged =>
        PiecesOf(tensor, [], (h, _, _, p, c, n) => NativeMethods.TensorUnbind(h, dimension, p, c, n));

    /// <summary>MindSpore's split(int): views of size elements along dimension, the last possibly
    /// shorter. size ≤ 0 → ArgumentOutOfRangeException.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="size">The length of each piece along dimension (the last may be shorter).</param>
    /// <param name="dimension">The dimension split (negative counts from the back).</param>
    /// <returns>Views sharing the storage of <paramref name="tensor"/>, each of which the caller disposes.</returns>
    public static NativeTensor<T>[] SplitBySize<T>(NativeTensor<T> tensor, nint size, int dimension = 0) where T : unmanaged =>
        PiecesOf(tensor, [], (h, _, _, p, c, n) => NativeMethods.TensorSplitSize(h, size, dimension, p, c, n));

    /// <summary>MindSpore's split(list): views with the given lengths along dimension. A negative
    /// length or a sum other than the dimension's length → ArgumentException.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="sections">The length of each piece along dimension.</param>
    /// <param name="dimension">The dimension split (negative counts from the back).</param>
    /// <returns>Views sharing the storage of <paramref name="tensor"/>, each of which the caller disposes.</returns>
    public static NativeTensor<T>[] SplitBySections<T>(NativeTensor<T> tensor, scoped ReadOnlySpan<nint> sections, int dimension = 0)
        where T : unmanaged =>
        PiecesOf(tensor, sections, (h, s, k, p, c, n) => NativeMethods.TensorSplitSections(h, s, k, dimension, p, c, n));

    /// <summary>tensor_split into sections nearly equal views (the first Length % sections one
    /// longer). sections ≤ 0 → ArgumentOutOfRangeException.</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="sections">The number of pieces.</param>
    /// <param name="dimension">The dimension split (negative counts from the back).</param>
    /// <returns>Views sharing the storage of <paramref name="tensor"/>, each of which the caller disposes.</returns>
    public static NativeTensor<T>[] TensorSplit<T>(NativeTensor<T> tensor, nint sections, int dimension = 0) where T : unmanaged =>
        PiecesOf(tensor, [], (h, _, _, p, c, n) => NativeMethods.TensorTensorSplitCount(h, sections, dimension, p, c, n));

    /// <summary>tensor_split at the given split points: indices.Length + 1 views (points clamp like
    /// Python slice bounds).</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="indices">The split points along dimension, clamped like Python slice bounds.</param>
    /// <param name="dimension">The dimension split (negative counts from the back).</param>
    /// <returns>Views sharing the storage of <paramref name="tensor"/>, each of which the caller disposes.</returns>
    public static NativeTensor<T>[] TensorSplit<T>(NativeTensor<T> tensor, scoped ReadOnlySpan<nint> indices, int dimension = 0)
        where T : unmanaged =>
        PiecesOf(tensor, indices, (h, s, k, p, c, n) => NativeMethods.TensorTensorSplitIndices(h, s, k, dimension, p, c, n));

    /// <summary>hsplit: <see cref="TensorSplit{T}(NativeTensor{T}, nint, int)"/> along dimension 1 (0 for rank 1).</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="sections">The number of pieces.</param>
    /// <returns>Views sharing the storage of <paramref name="tensor"/>, each of which the caller disposes.</returns>
    public static NativeTensor<T>[] HSplit<T>(NativeTensor<T> tensor, nint sections) where T : unmanaged =>
        PiecesOf(tensor, [], (h, _, _, p, c, n) => NativeMethods.TensorHSplitCount(h, sections, p, c, n));

    /// <summary>hsplit at split points along dimension 1 (0 for rank 1).</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="indices">The split points, clamped like Python slice bounds.</param>
    /// <returns>Views sharing the storage of <paramref name="tensor"/>, each of which the caller disposes.</returns>
    public static NativeTensor<T>[] HSplit<T>(NativeTensor<T> tensor, scoped ReadOnlySpan<nint> indices) where T : unmanaged =>
        PiecesOf(tensor, indices, static (h, s, k, p, c, n) => NativeMethods.TensorHSplitIndices(h, s, k, p, c, n));

    /// <summary>vsplit: <see cref="TensorSplit{T}(NativeTensor{T}, nint, int)"/> along dimension 0 (rank ≥ 2,
    /// else ArgumentException).</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="sections">The number of pieces.</param>
    /// <returns>Views sharing the storage of <paramref name="tensor"/>, each of which the caller disposes.</returns>
    public static NativeTensor<T>[] VSplit<T>(NativeTensor<T> tensor, nint sections) where T : unmanaged =>
        PiecesOf(tensor, [], (h, _, _, p, c, n) => NativeMethods.TensorVSplitCount(h, sections, p, c, n));

    /// <summary>vsplit at split points along dimension 0 (rank ≥ 2).</summary>
    /// <param name="tensor">The tensor whose storage the result shares.</param>
    /// <param name="indices">The split points, clamped like Python slice bounds.</param>
    /// <returns>Views sharing the storage of <paramref name="tensor"/>, each of which the caller disposes.</returns>
    public static NativeTensor<T>[] VSplit<T>(NativeTensor<T> tensor, scoped ReadOnlySpan<nint> indices) where T : unmanaged =>
        PiecesOf(tensor, indices, static (h, s, k, p, c, n) => NativeMethods.TensorVSplitIndices(h, s, k, p, c, n));

    // ---- Shared call shapes ---------------------------------------------------------------

    private delegate int ViewCall(nint tensor, nint* result);

    // points: the call's (long*, count) array argument, if it has one.
    private delegate int PiecesCall(nint tensor, long* points, int pointCount, nint* pieces, int capacity, int* count);

    private static NativeTensor<T> ViewOf<T>(NativeTensor<T> tensor, ViewCall call) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        nint result;
        using HandleLease lease = tensor.Lease();
        Errors.Check(call(lease.Pointer, &result));
        return NativeTensor<T>.Adopt(result);
    }

    private static NativeTensor<T> WithOther<T, TLike>(NativeTensor<T> tensor, NativeTensor<TLike> like, delegate*<nint, nint, nint*, int> call)
        where T : unmanaged where TLike : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        ArgumentNullException.ThrowIfNull(like);
        nint result;
        using HandleLease t = tensor.Lease();
        using HandleLease l = like.Lease();
        Errors.Check(call(t.Pointer, l.Pointer, &result));
        return NativeTensor<T>.Adopt(result);
    }

    // A size query first, then the pieces; each returned handle becomes one NativeTensor
    // (newTensors: the pieces own new storage rather than viewing tensor's).
    private static NativeTensor<T>[] PiecesOf<T>(NativeTensor<T> tensor, scoped ReadOnlySpan<nint> points, PiecesCall call,
                                                bool newTensors = false)
        where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        long[] wide = Widen(points);
        using HandleLease lease = tensor.Lease();
        int count;
        fixed (long* w = wide)
        {
            Errors.Check(call(lease.Pointer, w, wide.Length, null, 0, &count));
            var pieces = new nint[count];
            fixed (nint* p = pieces)
                Errors.Check(call(lease.Pointer, w, wide.Length, p, count, &count));
            Func<nint, NativeTensor<T>> adopt = newTensors ? NativeTensor<T>.AdoptNew : NativeTensor<T>.Adopt;
            return Array.ConvertAll(pieces, piece => adopt(NativeTensor<T>.AtLeastRankOne(piece)));
        }
    }

    private static long[] Widen(scoped ReadOnlySpan<int> values)
    {
        var wide = new long[values.Length];
        for (int i = 0; i < values.Length; i++) wide[i] = values[i];
        return wide;
    }

    private static long[] Widen(scoped ReadOnlySpan<nint> values)
    {
        var wide = new long[values.Length];
        for (int i = 0; i < values.Length; i++) wide[i] = values[i];
        return wide;
    }
}

public sealed unsafe partial class NativeTensor<T>
{
    /// <summary>MindSpore's is_contiguous(): true when the view is row-major contiguous (dense).</summary>
    public bool IsContiguous
    {
        get
        {
            int value;
            using HandleLease lease = Lease();
            Errors.Check(NativeMethods.TensorIsContiguous(lease.Pointer, &value));
            return value != 0;
        }
    }
}
