// One item of a NumPy / MindSpore index t[item0, item1, ...] (seed 003), for NativeTensor<T>.Index and
// NativeTensor<T>.IndexAssign. Integers, slices, NewAxis (None) and Ellipsis are basic items and give
// views; bools, index tensors and lists are advanced items and give new tensors.
using System;
using System.Buffers;
using Strata.Interop;

namespace Strata;

/// <summary>
/// An index item. Build one with the factories or by conversion: <c>int</c>/<c>nint</c> → a
/// position (negative counts from the back); <c>Range</c>/<c>NRange</c> → a slice with step 1
/// (<c>^k</c> counts from the back); <c>bool</c> → a new dimension of length 1 (true) or 0
/// (false); <c>long[]</c>/<c>int[]</c> → a list of positions; <c>bool[]</c> → a mask list;
/// <c>NativeTensor&lt;int&gt;</c>, <c>NativeTensor&lt;long&gt;</c>, … → an index tensor, <c>NativeTensor&lt;bool&gt;</c> → a mask.
/// </summary>
public readonly struct TensorIndex
{
    // Native kinds (strata_views.h) and slice flags; stored plus one so that default is invalid.
    private const int KindInteger = 0, KindSlice = 1, KindNone = 2, KindEllipsis = 3, KindBool = 4, KindTensor = 5;
    private const int HasStart = 1, HasStop = 2, HasStep = 4;

    private readonly int _kindPlusOne;
    private readonly int _flags;
    private readonly long _value, _stop, _step;
    // An index tensor's handle, or a list (long[] / bool[]) that becomes a tensor for each call.
    private readonly object? _payload;

    private TensorIndex(int kind, int flags = 0, long value = 0, long stop = 0, long step = 0, object? payload = null)
    {
        _kindPlusOne = kind + 1;
        _flags = flags;
        _value = value;
        _stop = stop;
        _step = step;
        _payload = payload;
    }

    /// <summary>Inserts a length-1 dimension (Python's None / np.newaxis).</summary>
    public static TensorIndex NewAxis => new(KindNone);

    /// <summary>Every dimension not otherwise indexed (at most one per index).</summary>
    public static TensorIndex Ellipsis => new(KindEllipsis);

    /// <summary>One position; negative counts from the back. Removes the dimension.</summary>
    /// <param name="position">The position in its dimension.</param>
    /// <returns>An index item for <c>Index</c> and <c>IndexAssign</c>.</returns>
    public static TensorIndex At(nint position) => new(KindInteger, value: position);

    /// <summary>Python's start:stop:step (null = omitted, negative bounds count from the back,
    /// bounds clamp). Step ≥ 1 gives a view; a negative step gives a new tensor (strides are
    /// never negative).</summary>
    /// <param name="start">The first position, or null for the start in the step's direction.</param>
    /// <param name="stop">The position after the last, or null for the end in the step's direction.</param>
    /// <param name="step">The distance between positions, or null for 1; 0 is rejected with
    /// <see cref="ArgumentException"/> when the index is used.</param>
    /// <returns>An index item for <c>Index</c> and <c>IndexAssign</c>.</returns>
    public static TensorIndex Slice(nint? start = null, nint? stop = null, nint? step = null) =>
        new(KindSlice,
            (start is null ? 0 : HasStart) | (stop is null ? 0 : HasStop) | (step is null ? 0 : HasStep),
            start ?? 0, stop ?? 0, step ?? 0);

    /// <summary>The range as a slice with step 1; ^k counts from the back and ^0 as a start
    /// selects nothing.</summary>
    /// <param name="range">The positions kept.</param>
    /// <returns>An index item for <c>Index</c> and <c>IndexAssign</c>.</returns>
    public static TensorIndex FromRange(NRange range)
    {
        // ^0 as a start lies past every element; as a stop it is the omitted bound.
        nint? start = range.Start.IsFromEnd ? (range.Start.Value == 0 ? nint.MaxValue : -range.Start.Value) : range.Start.Value;
        nint? stop = range.End.IsFromEnd ? (range.End.Value == 0 ? null : -range.End.Value) : range.End.Value;
        return Slice(start, stop);
    }

    /// <summary>A new dimension: of length 1 for true, of length 0 for false.</summary>
    /// <param name="value">Whether the new dimension holds the tensor (length 1) or nothing (length 0).</param>
    /// <returns>An index item for <c>Index</c> and <c>IndexAssign</c>.</returns>
    public static TensorIndex Bool(bool value) => new(KindBool, value: value ? 1 : 0);

    /// <summary>An index tensor: an integer tensor gives positions along one dimension (negative
    /// from the back); a bool tensor is a mask covering as many dimensions as its rank. The
    /// tensor must stay undisposed until the index is used. A floating-point tensor is rejected
    /// when used (ArrayTypeMismatchException).</summary>
    /// <param name="index">The index tensor.</param>
    /// <returns>An index item referring to the tensor (not a copy).</returns>
    /// <exception cref="ArgumentNullException"><paramref name="index"/> is null.</exception>
    public static TensorIndex From<TIndex>(NativeTensor<TIndex> index) where TIndex : unmanaged
    {
        ArgumentNullException.ThrowIfNull(index);
        return new(KindTensor, payload: index.Handle);
    }

    /// <summary>A list of positions along one dimension (like an int64 index tensor).</summary>
    /// <param name="positions">The positions, negative counting from the back; copied.</param>
    /// <returns>An index item for <c>Index</c> and <c>IndexAssign</c>.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="positions"/> is null.</exception>
    public static TensorIndex List(params long[] positions)
    {
        ArgumentNullException.ThrowIfNull(positions);
        return new(KindTensor, payload: (long[])positions.Clone());
    }

    /// <summary>A list of bools: a mask over one dimension.</summary>
    /// <param name="mask">One flag per position of the dimension, true keeping it; copied.</param>
    /// <returns>An index item for <c>Index</c> and <c>IndexAssign</c>.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="mask"/> is null.</exception>
    public static TensorIndex List(params bool[] mask)
    {
        ArgumentNullException.ThrowIfNull(mask);
        return new(KindTensor, payload: (bool[])mask.Clone());
    }

    /// <summary>Converts a position to an item, as <see cref="At"/>: negative counts from the
    /// back, and the dimension is removed.</summary>
    /// <param name="position">The position in its dimension.</param>
    public static implicit operator TensorIndex(int position) => At(position);
    /// <summary>Converts a position to an item, as <see cref="At"/>: negative counts from the
    /// back, and the dimension is removed.</summary>
    /// <param name="position">The position in its dimension.</param>
    public static implicit operator TensorIndex(nint position) => At(position);
    /// <summary>Converts a range to a slice with step 1, as <see cref="FromRange"/> (^k counts
    /// from the back).</summary>
    /// <param name="range">The positions kept.</param>
    public static implicit operator TensorIndex(Range range) => FromRange(range);
    /// <summary>Converts a range to a slice with step 1, as <see cref="FromRange"/> (^k counts
    /// from the back).</summary>
    /// <param name="range">The positions kept.</param>
    public static implicit operator TensorIndex(NRange range) => FromRange(range);
    /// <summary>Converts a bool to a new dimension, as <see cref="Bool"/>.</summary>
    /// <param name="value">true for a new dimension of length 1, false for one of length 0.</param>
    public static implicit operator TensorIndex(bool value) => Bool(value);
    /// <summary>Converts an array to a list of positions along one dimension, as
    /// <see cref="List(long[])"/>; the array is copied.</summary>
    /// <param name="positions">The positions, negative counting from the back.</param>
    /// <exception cref="ArgumentNullException"><paramref name="positions"/> is null.</exception>
    public static implicit operator TensorIndex(long[] positions) => List(positions);
    /// <summary>Converts an array to a list of positions along one dimension, as
    /// <see cref="List(long[])"/>; the array is copied.</summary>
    /// <param name="positions">The positions, negative counting from the back.</param>
    /// <exception cref="ArgumentNullException"><paramref name="positions"/> is null.</exception>
    public static implicit operator TensorIndex(int[] positions) => List(Array.ConvertAll(positions, p => (long)p));
    /// <summary>Converts a bool array to a mask over one dimension, as <see cref="List(bool[])"/>;
    /// the array is copied.</summary>
    /// <param name="mask">One flag per position of the dimension: true keeps it.</param>
    /// <exception cref="ArgumentNullException"><paramref name="mask"/> is null.</exception>
    public static implicit operator TensorIndex(bool[] mask) => List(mask);
    /// <summary>Converts an integer tensor to positions along one dimension, as
    /// <see cref="From{TIndex}"/>; it must stay undisposed until the index is used.</summary>
    /// <param name="index">The positions, negative counting from the back.</param>
    /// <exception cref="ArgumentNullException"><paramref name="index"/> is null.</exception>
    public static implicit operator TensorIndex(NativeTensor<sbyte> index) => From(index);
    /// <summary>Converts an integer tensor to positions along one dimension, as
    /// <see cref="From{TIndex}"/>; it must stay undisposed until the index is used.</summary>
    /// <param name="index">The positions, negative counting from the back.</param>
    /// <exception cref="ArgumentNullException"><paramref name="index"/> is null.</exception>
    public static implicit operator TensorIndex(NativeTensor<short> index) => From(index);
    /// <summary>Converts an integer tensor to positions along one dimension, as
    /// <see cref="From{TIndex}"/>; it must stay undisposed until the index is used.</summary>
    /// <param name="index">The positions, negative counting from the back.</param>
    /// <exception cref="ArgumentNullException"><paramref name="index"/> is null.</exception>
    public static implicit operator TensorIndex(NativeTensor<int> index) => From(index);
    /// <summary>Converts an integer tensor to positions along one dimension, as
    /// <see cref="From{TIndex}"/>; it must stay undisposed until the index is used.</summary>
    /// <param name="index">The positions, negative counting from the back.</param>
    /// <exception cref="ArgumentNullException"><paramref name="index"/> is null.</exception>
    public static implicit operator TensorIndex(NativeTensor<long> index) => From(index);
    /// <summary>Converts a bool tensor to a mask covering as many dimensions as its rank, as
    /// <see cref="From{TIndex}"/>; it must stay undisposed until the index is used.</summary>
    /// <param name="index">The mask: true keeps a position.</param>
    /// <exception cref="ArgumentNullException"><paramref name="index"/> is null.</exception>
    public static implicit operator TensorIndex(NativeTensor<bool> index) => From(index);

    /// <summary>Python's notation of the item, e.g. "1", "1:4:2", "None", "...", "True", "[0, 2]".</summary>
    public override string ToString() => (_kindPlusOne - 1) switch
    {
        KindInteger => _value.ToString(),
        KindSlice => $"{Bound(HasStart, _value)}:{Bound(HasStop, _stop)}" + ((_flags & HasStep) != 0 ? $":{_step}" : ""),
        KindNone => "None",
        KindEllipsis => "...",
        KindBool => _value != 0 ? "True" : "False",
        KindTensor => _payload switch
        {
            long[] list => "[" + string.Join(", ", list) + "]",
            bool[] mask => "[" + string.Join(", ", Array.ConvertAll(mask, b => b ? "True" : "False")) + "]",
            _ => "tensor",
        },
        _ => "default",
    };

    private string Bound(int flag, long value) => (_flags & flag) != 0 ? value.ToString() : "";

    /// <summary>The native item; index tensors are leased (and lists materialised) by items.</summary>
    internal NativeIndexItem ToNative(int position, IndexItems items)
    {
        if (_kindPlusOne == 0)
            throw new ArgumentException($"index item {position} is default(TensorIndex), which names no item", "index");
        var native = new NativeIndexItem
        {
            Kind = _kindPlusOne - 1, Flags = _flags, Value = _value, Stop = _stop, Step = _step,
        };
        if (_payload is not null) native.Tensor = items.Hold(_payload);
        return native;
    }
}

/// <summary>
/// The native form of an index for one call: every index tensor stays referenced and every
/// list lives as a temporary native tensor until Dispose.
/// </summary>
internal sealed unsafe class IndexItems : IDisposable
{
    private readonly System.Collections.Generic.List<TensorHandle> _leased = [];
    private readonly System.Collections.Generic.List<TensorHandle> _owned = [];

    public IndexItems(ReadOnlySpan<TensorIndex> index)
    {
        Items = new NativeIndexItem[Math.Max(index.Length, 1)];
        Count = index.Length;
        try
        {
            for (int i = 0; i < index.Length; i++) Items[i] = index[i].ToNative(i, this);
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    public NativeIndexItem[] Items { get; }

    public int Count { get; }

    internal nint Hold(object payload)
    {
        switch (payload)
        {
            case TensorHandle handle:
                if (handle.IsClosed) throw new ObjectDisposedException("Strata.NativeTensor", "An index tensor has been disposed.");
                bool added = false;
                handle.DangerousAddRef(ref added);
                _leased.Add(handle);
                return handle.DangerousGetHandle();
            case long[] positions:
                return Own(positions, DType.Int64);
            case bool[] mask:
                return Own(mask, DType.Bool);
            default:
                throw new InvalidOperationException("unknown index payload");
        }
    }

    private nint Own<TElement>(TElement[] values, DType dtype) where TElement : unmanaged
    {
        nint result;
        fixed (TElement* data = values)
            Errors.Check(NativeMethods.TensorCreateFromData((int)dtype, data, values.Length, null, 0, &result));
        _owned.Add(new TensorHandle(result));
        return result;
    }

    public void Dispose()
    {
        foreach (TensorHandle handle in _leased) handle.DangerousRelease();
        foreach (TensorHandle handle in _owned) handle.Dispose();
        _leased.Clear();
        _owned.Clear();
    }
}
