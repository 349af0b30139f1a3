// The native views of the spans a thread passed most recently, kept for its next calls: a loop
// calling NativeTensor's span overloads on the same buffers wraps each buffer once instead of
// once per call (a wrap and its release cost about 85 ns, as much as the work on 1 Ki elements).
// A view is reused only for the same address, element type, lengths, strides and read-only flag,
// so it is exactly the view a new wrap would make; the caller has pinned that memory for the call,
// which is the only time the view is used. Views of memory that has since been freed are never
// read: they only wait to be matched or evicted. A thread's views are released when it ends
// (its cache is finalized); StrataLibrary.LiveTensorCount leaves them out.
using System;
using System.Threading;
using Strata.Interop;

namespace Strata;

internal sealed class SpanViewCache
{
    private const int Capacity = 4;

    [ThreadStatic] private static SpanViewCache? t_cache;

    private static long s_held;

    private readonly Entry[] _entries = new Entry[Capacity];
    private int _next;

    private struct Entry
    {
        public nint Handle;
        public int InUse;      // operands of calls under way on this thread holding the view
        public nint Data;
        public int DType;
        public int Flags;
        public nint[] Layout;  // the lengths, then the strides
    }

    /// <summary>The calling thread's cache, if it has made one.</summary>
    internal static SpanViewCache? OfThisThread => t_cache;

    /// <summary>The native views this cache holds.</summary>
    internal nint[] Handles => Array.FindAll(Array.ConvertAll(_entries, e => e.Handle), h => h != 0);

    /// <summary>Native views held by the caches of all threads (not leaks).</summary>
    public static long Held => Interlocked.Read(ref s_held);

    /// <summary>The slot of the cached view of this layout at data, marked in use until
    /// <see cref="Return"/>; -1 when there is none.</summary>
    public static int Take(nint data, int dtype, int flags, ReadOnlySpan<nint> lengths, ReadOnlySpan<nint> strides,
                           out nint handle)
    {
        handle = 0;
        SpanViewCache? cache = t_cache;
        if (cache is null) return -1;
        int rank = lengths.Length;
        Entry[] entries = cache._entries;
        for (int slot = 0; slot < entries.Length; slot++)
        {
            ref Entry e = ref entries[slot];
            if (e.Data != data || e.Handle == 0 || e.DType != dtype || e.Flags != flags || e.Layout.Length != 2 * rank)
                continue;
            ReadOnlySpan<nint> layout = e.Layout;
            if (!layout[..rank].SequenceEqual(lengths) || !layout[rank..].SequenceEqual(strides)) continue;
            e.InUse++;
            handle = e.Handle;
            return slot;
        }
        return -1;
    }

    /// <summary>Ends the use of a slot <see cref="Take"/> or <see cref="Keep"/> gave.</summary>
    public static void Return(int slot) => t_cache!._entries[slot].InUse--;

    /// <summary>Keeps a new view (the cache takes the caller's reference) in the oldest slot no
    /// call under way uses, releasing the view there, and marks it in use until
    /// <see cref="Return"/>; -1 (the caller keeps its reference) when every slot is in use.</summary>
    public static int Keep(nint handle, nint data, int dtype, int flags, ReadOnlySpan<nint> lengths, ReadOnlySpan<nint> strides)
    {
        SpanViewCache cache = t_cache ??= new SpanViewCache();
        for (int tried = 0; tried < Capacity; tried++)
        {
            int slot = cache._next;
            cache._next = (slot + 1) % Capacity;
            ref Entry e = ref cache._entries[slot];
            if (e.InUse != 0) continue;
            if (e.Handle != 0) NativeMethods.TensorRelease(e.Handle);
            else Interlocked.Increment(ref s_held);
            nint[] layout = new nint[2 * lengths.Length];
            lengths.CopyTo(layout);
            strides.CopyTo(layout.AsSpan(lengths.Length));
            e = new Entry { Handle = handle, InUse = 1, Data = data, DType = dtype, Flags = flags, Layout = layout };
            return slot;
        }
        return -1;
    }

    ~SpanViewCache()
    {
        foreach (Entry e in _entries)
        {
            if (e.Handle == 0) continue;
            NativeMethods.TensorRelease(e.Handle);
            Interlocked.Decrement(ref s_held);
        }
    }
}
