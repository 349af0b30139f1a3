// The package's TensorSpan<T> and ReadOnlyTensorSpan<T> as operands of native calls. The caller
// pins the span's memory (`fixed (T* p = span)`), SpanOperand wraps it as a native view with the
// span's lengths and strides (no copy; read-only for a ReadOnlyTensorSpan) and releases it when
// the call returns (or keeps it in the thread's SpanViewCache for the next call on the same
// memory and layout). The native kernels then see the span's own memory: its overlap with other
// operands is found by address, as between any two views.
using System;
using System.Runtime.CompilerServices;
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

internal unsafe ref struct SpanOperand
{
    // Ranks up to this many dimensions keep their strides on the stack.
    private const int StackRank = 16;

    private nint _pointer;
    private readonly int _cacheSlot;  // the view's slot in the thread's SpanViewCache, or -1: owned

    private SpanOperand(nint pointer, int cacheSlot)
    {
        _pointer = pointer;
        _cacheSlot = cacheSlot;
    }

    /// <summary>The native view, valid until Dispose.</summary>
    public readonly nint Pointer => _pointer;

    /// <summary>A read-only native view of the span whose first element is pinned at data.</summary>
    public static SpanOperand Of<T>(T* data, scoped in Snt.ReadOnlyTensorSpan<T> span) where T : unmanaged =>
        Wrap<T>(data, span.Lengths, span.Strides, span.FlattenedLength, readOnly: true);

    /// <summary>A writable native view of the span whose first element is pinned at data.</summary>
    public static SpanOperand Of<T>(T* data, scoped in Snt.TensorSpan<T> span) where T : unmanaged =>
        Wrap<T>(data, span.Lengths, span.Strides, span.FlattenedLength, readOnly: false);

    public void Dispose()
    {
        if (_pointer == 0) return;
        if (_cacheSlot < 0) NativeMethods.TensorRelease(_pointer);
        else SpanViewCache.Return(_cacheSlot);
        _pointer = 0;
    }

    // The package gives a dimension of length 1 any stride and an empty span its parent's strides;
    // the native layout rules want stride 0 there, which addresses the same elements.
    [SkipLocalsInit]  // the stride buffer is written before it is read
    private static SpanOperand Wrap<T>(T* data, scoped ReadOnlySpan<nint> lengths, scoped ReadOnlySpan<nint> strides,
                                       nint flattenedLength, bool readOnly) where T : unmanaged
    {
        int rank = lengths.Length;
        Span<nint> native = rank <= StackRank ? stackalloc nint[StackRank] : new nint[rank];
        nint storage = flattenedLength == 0 ? 0 : 1;
        for (int d = 0; d < rank; d++)
        {
            native[d] = flattenedLength == 0 || lengths[d] <= 1 ? 0 : strides[d];
            storage += (lengths[d] - 1) * native[d];
        }
        nint result;
        int flags = readOnly ? 1 : 0;  // STRATA_WRAP_READ_ONLY
        int dtype = DTypeOf<T>.Code;
        if (rank > 0)
        {
            ReadOnlySpan<nint> nativeStrides = native[..rank];
            int slot = SpanViewCache.Take((nint)data, dtype, flags, lengths, nativeStrides, out nint cached);
            if (slot >= 0) return new SpanOperand(cached, slot);
            fixed (nint* l = lengths)
            fixed (nint* s = native)
            {
                Errors.Check(NativeMethods.TensorWrap(dtype, data, storage, (long*)l, rank, (long*)s, rank, flags,
                                                      null, null, &result));
            }
            return new SpanOperand(result, SpanViewCache.Keep(result, (nint)data, dtype, flags, lengths, nativeStrides));
        }
        nint zero = 0;
        // A rank-0 span of no elements is the package's default (empty) span: Strata's [0]. One
        // element is a rank-0 view: a non-null lengths pointer with rank 0.
        Errors.Check(flattenedLength == 0
            ? NativeMethods.TensorWrap(dtype, data, 0, (long*)&zero, 1, (long*)&zero, 1, flags, null, null, &result)
            : NativeMethods.TensorWrap(dtype, data, 1, (long*)&zero, 0, null, 0, flags, null, null, &result));
        return new SpanOperand(result, cacheSlot: -1);
    }
}
