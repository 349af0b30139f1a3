// Strata.NativeTensor<T>: one native tensor handle (an owning tensor or a view) seen through an API
// shaped like System.Numerics.Tensors.Tensor<T>. The shape of a handle never changes, so the
// lengths and strides are read once, on first use.
using System;
using System.Buffers;
using System.Runtime.InteropServices;
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

/// <summary>
/// A tensor or view owned by libstrata.so. Lengths and strides are in elements; strides are
/// nonnegative. Dispose releases this object's reference; the storage lives while any view of
/// it does. Distinct instances may be used from different threads; one instance needs the
/// caller's synchronisation for writes. <typeparamref name="T"/> is any unmanaged type: the
/// numeric types, bool and Complex map to their native element types, enums to that of their
/// underlying integer type, and every other type (user structs, char, decimal, Int128, …) to the
/// opaque dtype of sizeof(T) bytes, which takes every layout operation but no arithmetic (see
/// <see cref="DType"/>).
/// </summary>
public sealed unsafe partial class NativeTensor<T> : IDisposable where T : unmanaged
{
    private readonly TensorHandle _handle;

    internal TensorHandle Handle => _handle;
    private nint[]? _lengths;
    private nint[]? _strides;

    internal NativeTensor(TensorHandle handle) => _handle = handle;

    /// <summary>Takes ownership of one reference returned by a native call.</summary>
    internal static NativeTensor<T> Adopt(nint native) => new(new TensorHandle(native));

    /// <summary>A tensor holding its own reference to a native handle the caller keeps owning.</summary>
    internal static NativeTensor<T> Borrow(nint native)
    {
        NativeMethods.TensorRetain(native);
        return Adopt(native);
    }

    /// <summary>Takes ownership of one reference to a tensor whose storage the library has just
    /// allocated for it (a new tensor, not a view), reporting that storage to the GC.</summary>
    internal static NativeTensor<T> AdoptNew(nint native) => new(new TensorHandle(native, StorageBytes(native)));

    /// <summary>Takes ownership of a result that is either a view of source or a new tensor:
    /// new when its elements lie outside source's (a view's elements are among its source's).</summary>
    internal static NativeTensor<T> AdoptViewOrNew<TSource>(nint native, NativeTensor<TSource> source)
        where TSource : unmanaged
    {
        void* data;
        if (NativeMethods.TensorData(native, &data) != 0) return Adopt(native);
        nint start = source.Data;
        nint end = start + source.RequiredStorage * sizeof(TSource);
        bool view = (nint)data >= start && (nint)data < end;
        return view ? Adopt(native) : AdoptNew(native);
    }

    /// <summary>A native result of rank 0 (one element: an element indexed in every dimension, an
    /// unbound piece of a vector) as [1], releasing the rank-0 reference; any other result as it
    /// is. A NativeTensor follows the package, whose rank 0 is only the empty tensor.</summary>
    internal static nint AtLeastRankOne(nint native)
    {
        int rank;
        if (NativeMethods.TensorRank(native, &rank) != 0 || rank != 0) return native;
        nint one = 1, reshaped;
        int status = NativeMethods.TensorReshape(native, (long*)&one, 1, &reshaped);
        NativeMethods.TensorRelease(native);
        Errors.Check(status);
        return reshaped;
    }

    private static long StorageBytes(nint native)
    {
        long storage;
        return NativeMethods.TensorRequiredStorage(native, &storage) == 0 ? storage * sizeof(T) : 0;
    }

    private static nint DataOf(nint native)
    {
        void* data;
        Errors.Check(NativeMethods.TensorData(native, &data));
        return (nint)data;
    }

    internal HandleLease Lease() => new(_handle);

    /// <summary>Whether <see cref="Dispose"/> has run on this object; every other member then
    /// throws <see cref="ObjectDisposedException"/>.</summary>
    public bool IsDisposed => _handle.IsClosed;

    /// <summary>Releases this object's reference to the native tensor. The storage is freed when
    /// no other view of it remains; calling this again does nothing, and so does disposing
    /// <see cref="Empty"/>.</summary>
    public void Dispose()
    {
        if (!_isEmptyRankZero) _handle.Dispose();
    }

    /// <summary>The native element type that <typeparamref name="T"/> maps to: its own (for example
    /// <see cref="DType.Float32"/> for float), for an enum that of its underlying integer type (so
    /// an int-backed enum is <see cref="DType.Int32"/>), and for every other unmanaged type (user
    /// structs, char, decimal, Int128, …) the opaque dtype of sizeof(T) bytes,
    /// <see cref="DTypeExtensions.Opaque(int)">DType.Opaque(sizeof(T))</see>, for which
    /// <c>IsOpaque</c> is true. Opaque elements take
    /// every layout operation; elementwise operations, reductions and conversions throw
    /// <see cref="ArrayTypeMismatchException"/>.</summary>
    /// <exception cref="NotSupportedException">sizeof(T) exceeds
    /// <see cref="DTypeExtensions.MaxOpaqueSize"/> (65536) bytes.</exception>
    public DType DType => (DType)DTypeOf<T>.Code;

    /// <summary>The number of dimensions: 0 for <see cref="Empty"/>, otherwise at least 1 (empty
    /// lengths given to a factory make [0], as in the package).</summary>
    public int Rank => Lengths.Length;

    /// <summary>The length of each dimension, outermost first, in elements (none for <see cref="Empty"/>).</summary>
    /// <exception cref="ObjectDisposedException">The tensor has been disposed.</exception>
    public ReadOnlySpan<nint> Lengths => _isEmptyRankZero ? [] : LengthArray;

    /// <summary>The stride of every dimension, in elements (none for <see cref="Empty"/>).</summary>
    public ReadOnlySpan<nint> Strides => _isEmptyRankZero ? [] : _strides ??= ReadShape(strides: true);

    private nint[] LengthArray => _lengths ??= ReadShape(strides: false);

    /// <summary>The number of logical elements: the product of <see cref="Lengths"/>.</summary>
    public nint FlattenedLength => (nint)QueryInt64(&NativeMethods.TensorFlattenedLength);

    /// <summary>Elements of storage the view spans: 0 when empty, else 1 + Σ (length−1)·stride.</summary>
    public nint RequiredStorage => (nint)QueryInt64(&NativeMethods.TensorRequiredStorage);

    /// <summary>True when the tensor has no elements.</summary>
    public bool IsEmpty => QueryFlag(&NativeMethods.TensorIsEmpty);

    /// <summary>True when logical order is storage order without gaps or repeats (false for
    /// <see cref="Empty"/>, as the package's).</summary>
    public bool IsDense => !_isEmptyRankZero && QueryFlag(&NativeMethods.TensorIsDense);

    /// <summary>True when dense, or the innermost significant dimension has stride 1 (false for
    /// <see cref="Empty"/>, as the package's).</summary>
    public bool HasAnyDenseDimensions => !_isEmptyRankZero && QueryFlag(&NativeMethods.TensorHasAnyDenseDimensions);

    /// <summary>Whether writes are refused (<see cref="InvalidOperationException"/>): true for
    /// read-only wraps of caller memory and every view of them.</summary>
    public bool IsReadOnly => QueryFlag(&NativeMethods.TensorIsReadOnly);

    /// <summary>Address of the element at all-zero indexes (not dereferenceable when empty),
    /// valid while this tensor or another view of its storage is alive.</summary>
    /// <exception cref="InvalidOperationException">The tensor is read-only: its storage is
    /// reachable only through <see cref="AsReadOnlyTensorSpan()"/>.</exception>
    public nint DataPointer
    {
        get
        {
            ThrowIfReadOnly();
            return Data;
        }
    }

    // The address without the read-only check, for read-only and internal uses.
    internal nint Data
    {
        get
        {
            using HandleLease lease = Lease();
            return DataOf(lease.Pointer);
        }
    }

    private void ThrowIfReadOnly()
    {
        if (IsReadOnly)
            throw Errors.Create(StrataStatus.ReadOnly,
                                "the tensor is read-only: use AsReadOnlyTensorSpan to read its storage");
    }

    /// <summary>Gets or sets the element at the given indexes, one per dimension.</summary>
    /// <param name="indexes">The position in each dimension, from 0.</param>
    /// <exception cref="ArgumentOutOfRangeException">The number of indexes is not <see cref="Rank"/>.</exception>
    /// <exception cref="IndexOutOfRangeException">An index is outside its dimension.</exception>
    /// <exception cref="InvalidOperationException">Setting an element of a read-only tensor.</exception>
    public T this[params scoped ReadOnlySpan<nint> indexes]
    {
        get
        {
            T value;
            using HandleLease lease = Lease();
            fixed (nint* p = indexes)
                Errors.Check(NativeMethods.TensorGet(lease.Pointer, (long*)p, indexes.Length, &value));
            return value;
        }
        set
        {
            using HandleLease lease = Lease();
            fixed (nint* p = indexes)
                Errors.Check(NativeMethods.TensorSetTyped(lease.Pointer, (long*)p, indexes.Length, DTypeOf<T>.Code, &value));
        }
    }

    /// <summary>Gets or sets the element at the given indexes, each from the start or from the
    /// end (^1 is the last) of its dimension.</summary>
    /// <param name="indexes">The position in each dimension.</param>
    /// <exception cref="ArgumentOutOfRangeException">The number of indexes is not <see cref="Rank"/>.</exception>
    /// <exception cref="IndexOutOfRangeException">An index is outside its dimension.</exception>
    /// <exception cref="InvalidOperationException">Setting an element of a read-only tensor.</exception>
    public T this[params scoped ReadOnlySpan<NIndex> indexes]
    {
        get
        {
            T value;
            NativeNIndex* native = stackalloc NativeNIndex[Math.Max(indexes.Length, 1)];
            Marshalling.Convert(indexes, native);
            using HandleLease lease = Lease();
            Errors.Check(NativeMethods.TensorGetNIndex(lease.Pointer, native, indexes.Length, &value));
            return value;
        }
        set
        {
            NativeNIndex* native = stackalloc NativeNIndex[Math.Max(indexes.Length, 1)];
            Marshalling.Convert(indexes, native);
            using HandleLease lease = Lease();
            Errors.Check(NativeMethods.TensorSetNIndexTyped(lease.Pointer, native, indexes.Length, DTypeOf<T>.Code, &value));
        }
    }

    /// <summary>A view of one range per dimension sharing this storage, as
    /// <see cref="Slice(ReadOnlySpan{NRange})"/>.</summary>
    /// <param name="ranges">The range kept in each dimension.</param>
    /// <returns>A new view, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">The number of ranges is not <see cref="Rank"/>,
    /// or a range lies outside its dimension.</exception>
    public NativeTensor<T> this[params scoped ReadOnlySpan<NRange> ranges] => Slice(ranges);

    /// <summary>A view of one range per dimension sharing this storage. Dimensions of new length
    /// ≤ 1 get stride 0; an empty result keeps the original origin.</summary>
    /// <param name="ranges">The range kept in each dimension.</param>
    /// <returns>A new view, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">The number of ranges is not <see cref="Rank"/>,
    /// or a range lies outside its dimension.</exception>
    public NativeTensor<T> Slice(params scoped ReadOnlySpan<NRange> ranges)
    {
        if (_isEmptyRankZero && ranges.IsEmpty) return this;
        NativeNRange* native = stackalloc NativeNRange[Math.Max(ranges.Length, 1)];
        for (int i = 0; i < ranges.Length; i++)
        {
            native[i].Start = Marshalling.Convert(ranges[i].Start);
            native[i].End = Marshalling.Convert(ranges[i].End);
        }
        nint result;
        using HandleLease lease = Lease();
        Errors.Check(NativeMethods.TensorSlice(lease.Pointer, native, ranges.Length, &result));
        return Adopt(result);
    }

    /// <summary>A view from each start (from the beginning or the end) to the end of its
    /// dimension, sharing this storage.</summary>
    /// <param name="starts">The first position kept in each dimension.</param>
    /// <returns>A new view, which the caller disposes.</returns>
    /// <exception cref="IndexOutOfRangeException">A start lies outside [0, length) of its dimension.</exception>
    public NativeTensor<T> Slice(params scoped ReadOnlySpan<NIndex> starts)
    {
        if (_isEmptyRankZero && starts.IsEmpty) return this;
        NativeNIndex* native = stackalloc NativeNIndex[Math.Max(starts.Length, 1)];
        Marshalling.Convert(starts, native);
        nint result;
        using HandleLease lease = Lease();
        Errors.Check(NativeMethods.TensorSliceNIndex(lease.Pointer, native, starts.Length, &result));
        return Adopt(result);
    }

    /// <summary>A view from each start to the end of its dimension, sharing this storage.</summary>
    /// <param name="starts">The first position kept in each dimension.</param>
    /// <returns>A new view, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">A start lies outside [0, length) of its dimension.</exception>
    public NativeTensor<T> Slice(params scoped ReadOnlySpan<nint> starts)
    {
        if (_isEmptyRankZero && starts.IsEmpty) return this;
        nint result;
        using HandleLease lease = Lease();
        fixed (nint* p = starts)
            Errors.Check(NativeMethods.TensorSliceStarts(lease.Pointer, (long*)p, starts.Length, &result));
        return Adopt(result);
    }

    /// <summary>Writes value to every logical element; gaps between elements are untouched.</summary>
    /// <param name="value">The value written.</param>
    /// <exception cref="InvalidOperationException">The tensor is read-only.</exception>
    public void Fill(T value)
    {
        using HandleLease lease = Lease();
        Errors.Check(NativeMethods.TensorFillTyped(lease.Pointer, DTypeOf<T>.Code, &value));
    }

    /// <summary>Writes default(T) to every logical element; gaps between elements are untouched.</summary>
    /// <exception cref="InvalidOperationException">The tensor is read-only.</exception>
    public void Clear()
    {
        using HandleLease lease = Lease();
        Errors.Check(NativeMethods.TensorClear(lease.Pointer));
    }

    /// <summary>Whether both tensors are the same view of the same storage: same origin, lengths
    /// and strides.</summary>
    /// <param name="other">The tensor compared with this one.</param>
    /// <returns>true for the same view, false otherwise (even when the elements are equal).</returns>
    /// <exception cref="ArgumentNullException"><paramref name="other"/> is null.</exception>
    public bool IsSameViewAs(NativeTensor<T> other)
    {
        ArgumentNullException.ThrowIfNull(other);
        int same;
        using HandleLease a = Lease();
        using HandleLease b = other.Lease();
        Errors.Check(NativeMethods.TensorSameView(a.Pointer, b.Pointer, &same));
        return same != 0;
    }

    /// <summary>The type name that starts <see cref="ToString()"/>'s header.</summary>
    internal const string TextHeader = "Strata.NativeTensor";

    /// <summary>The header only, e.g. "Strata.NativeTensor&lt;Int32&gt;[2, 2]": the package's
    /// format, naming this type so that the two cannot be confused in a log.</summary>
    public override string ToString() => ToString(ReadOnlySpan<nint>.Empty);

    /// <summary>The header and, unless maximumLengths is empty, a body printing at most
    /// maximumLengths[d] positions of dimension d, ".." marking truncation. The text is that of
    /// System.Numerics.Tensors.Tensor&lt;T&gt;.ToString(maximumLengths) with this type's name in
    /// the header ("Strata.NativeTensor&lt;Int32&gt;[2, 2] {" where the package writes
    /// "System.Numerics.Tensors.Tensor&lt;Int32&gt;[2, 2] {"); elements of enums and of
    /// opaque types (user structs, char, decimal, …) are printed with T.ToString(), as the
    /// package prints them.</summary>
    /// <param name="maximumLengths">The most positions printed per dimension; empty for the header only.</param>
    /// <returns>The header line, followed by the body when maximumLengths is not empty.</returns>
    /// <exception cref="ArgumentOutOfRangeException">maximumLengths is neither empty nor one
    /// nonnegative count per dimension.</exception>
    public string ToString(params scoped ReadOnlySpan<nint> maximumLengths)
    {
        if (_isEmptyRankZero)
        {
            ArgumentOutOfRangeException.ThrowIfNotEqual(maximumLengths.Length, 0);
            return $"{TextHeader}<{typeof(T).Name}>[]";
        }
        byte* text;
        using (HandleLease lease = Lease())
        {
            fixed (nint* p = maximumLengths)
                Errors.Check(NativeMethods.TensorToString(lease.Pointer, (long*)p, maximumLengths.Length, &text));
        }
        try
        {
            string native = Marshal.PtrToStringUTF8((nint)text) ?? string.Empty;
            // The native header names the dtype ("Tensor<Int32>"); .NET names the CLR type.
            int open = native.IndexOf('>');
            string named = $"{TextHeader}<{typeof(T).Name}{native[open..]}";
            return ElementText<T>.Applies ? ElementText<T>.Rewrite(named) : named;
        }
        finally
        {
            NativeMethods.StringFree(text);
        }
    }

    /// <summary>
    /// A System.Numerics.Tensors span over this tensor's storage, without copying. It is valid
    /// only while this tensor (or another view of the same storage) is alive. A read-only tensor
    /// → InvalidOperationException (use <see cref="AsReadOnlyTensorSpan()"/>).
    /// </summary>
    /// <returns>A span with this tensor's lengths and strides over its storage.</returns>
    /// <exception cref="InvalidOperationException">The tensor is read-only.</exception>
    public Snt.TensorSpan<T> AsTensorSpan() =>
        _isEmptyRankZero ? default : new((T*)DataPointer, RequiredStorage, Lengths, Strides);

    /// <summary>A read-only System.Numerics.Tensors span over this storage (see <see cref="AsTensorSpan()"/>);
    /// available for read-only tensors too.</summary>
    public Snt.ReadOnlyTensorSpan<T> AsReadOnlyTensorSpan() =>
        _isEmptyRankZero ? default : new((T*)Data, RequiredStorage, Lengths, Strides);

    /// <summary>A new dense System.Numerics.Tensors.Tensor&lt;T&gt; of the same lengths holding a
    /// copy of the logical elements; later writes to either are not seen by the other.</summary>
    public Snt.Tensor<T> ToSystemTensor()
    {
        if (_isEmptyRankZero) return Snt.Tensor<T>.Empty;
        Snt.Tensor<T> copy = Snt.Tensor.CreateFromShapeUninitialized<T>(Lengths);
        AsReadOnlyTensorSpan().CopyTo(copy);
        GC.KeepAlive(this);
        return copy;
    }

    private nint[] ReadShape(bool strides)
    {
        using HandleLease lease = Lease();
        int rank;
        Errors.Check(NativeMethods.TensorRank(lease.Pointer, &rank));
        nint[] values = new nint[rank];
        fixed (nint* p = values)
        {
            Errors.Check(strides
                ? NativeMethods.TensorStrides(lease.Pointer, (long*)p, rank)
                : NativeMethods.TensorLengths(lease.Pointer, (long*)p, rank));
        }
        return values;
    }

    private long QueryInt64(delegate*<nint, long*, int> query)
    {
        long value;
        using HandleLease lease = Lease();
        Errors.Check(query(lease.Pointer, &value));
        return value;
    }

    private bool QueryFlag(delegate*<nint, int*, int> query)
    {
        int value;
        using HandleLease lease = Lease();
        Errors.Check(query(lease.Pointer, &value));
        return value != 0;
    }
}
