// Strata.NativeTensor: factories shaped like System.Numerics.Tensors.Tensor's, zero-copy views over
// pinned managed memory, and conversions from the package's Tensor<T> / ReadOnlyTensorSpan<T>.
using System;
using System.Buffers;
using System.Runtime.InteropServices;
using Strata.Interop;
using Snt = System.Numerics.Tensors;

namespace Strata;

/// <summary>Factories and operations over <see cref="NativeTensor{T}"/>.</summary>
public static unsafe partial class NativeTensor
{
    /// <summary>A new zero-filled dense (row-major) tensor; empty lengths give [0]. Length-1
    /// dimensions get stride 0.</summary>
    /// <param name="lengths">The length of each dimension, in elements.</param>
    /// <param name="pinned">Accepted for the package's signature and ignored: native storage never moves.</param>
    /// <returns>A new tensor, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">A length is negative, or the storage size overflows.</exception>
    /// <exception cref="OutOfMemoryException">The storage could not be allocated.</exception>
    public static NativeTensor<T> CreateFromShape<T>(scoped ReadOnlySpan<nint> lengths, bool pinned = false)
        where T : unmanaged => CreateOwned<T>(lengths, default, zeroFill: true);

    /// <summary>A new zero-filled tensor of the given lengths and strides. Empty strides mean
    /// row-major (length-1 dimensions get stride 0). Explicit strides must pass layout validation:
    /// negative → ArgumentOutOfRangeException; aliasing, or a nonzero stride on a dimension of
    /// length ≤ 1 → ArgumentException.</summary>
    /// <param name="lengths">The length of each dimension, in elements.</param>
    /// <param name="strides">The stride of each dimension in elements, or empty for row-major.</param>
    /// <param name="pinned">Accepted for the package's signature and ignored: native storage never moves.</param>
    /// <returns>A new tensor, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">A length or stride is negative, or the storage size overflows.</exception>
    /// <exception cref="ArgumentException">The strides alias elements or give a length-1 dimension a nonzero stride.</exception>
    /// <exception cref="OutOfMemoryException">The storage could not be allocated.</exception>
    public static NativeTensor<T> CreateFromShape<T>(scoped ReadOnlySpan<nint> lengths, scoped ReadOnlySpan<nint> strides,
                                                     bool pinned = false)
        where T : unmanaged => CreateOwned<T>(lengths, strides, zeroFill: true);

    /// <summary>As <see cref="CreateFromShape{T}(ReadOnlySpan{nint}, bool)"/> without initializing the elements.</summary>
    /// <param name="lengths">The length of each dimension, in elements.</param>
    /// <param name="pinned">Accepted for the package's signature and ignored: native storage never moves.</param>
    /// <returns>A new tensor, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">A length is negative, or the storage size overflows.</exception>
    /// <exception cref="OutOfMemoryException">The storage could not be allocated.</exception>
    public static NativeTensor<T> CreateFromShapeUninitialized<T>(scoped ReadOnlySpan<nint> lengths, bool pinned = false)
        where T : unmanaged => CreateOwned<T>(lengths, default, zeroFill: false);

    /// <summary>As <see cref="CreateFromShape{T}(ReadOnlySpan{nint}, ReadOnlySpan{nint}, bool)"/> without
    /// initializing the elements.</summary>
    /// <param name="lengths">The length of each dimension, in elements.</param>
    /// <param name="strides">The stride of each dimension in elements, or empty for row-major.</param>
    /// <param name="pinned">Accepted for the package's signature and ignored: native storage never moves.</param>
    /// <returns>A new tensor, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">A length or stride is negative, or the storage size overflows.</exception>
    /// <exception cref="ArgumentException">The strides alias elements or give a length-1 dimension a nonzero stride.</exception>
    /// <exception cref="OutOfMemoryException">The storage could not be allocated.</exception>
    public static NativeTensor<T> CreateFromShapeUninitialized<T>(scoped ReadOnlySpan<nint> lengths,
                                                                  scoped ReadOnlySpan<nint> strides, bool pinned = false)
        where T : unmanaged => CreateOwned<T>(lengths, strides, zeroFill: false);

    /// <summary>A new dense tensor holding a copy of values; lengths omitted → [values.Length].</summary>
    /// <param name="values">The elements in row-major order.</param>
    /// <param name="lengths">The length of each dimension; values must hold at least their product, the rest is ignored.</param>
    /// <returns>A new tensor, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">A length is negative, or values holds fewer elements than the lengths need.</exception>
    public static NativeTensor<T> CreateCopy<T>(scoped ReadOnlySpan<T> values, scoped ReadOnlySpan<nint> lengths)
        where T : unmanaged
    {
        nint result;
        lengths = Marshalling.PackageLengths(lengths);
        fixed (T* data = values)
        fixed (nint* l = lengths)
        {
            Errors.Check(NativeMethods.TensorCreateFromData(DTypeOf<T>.Code, data, values.Length,
                                                            (long*)l, lengths.Length, &result));
        }
        return NativeTensor<T>.AdoptNew(result);
    }

    /// <summary>A new 1-D tensor holding a copy of values.</summary>
    /// <param name="values">The elements copied.</param>
    /// <returns>A new tensor of lengths [values.Length], which the caller disposes.</returns>
    public static NativeTensor<T> CreateCopy<T>(scoped ReadOnlySpan<T> values) where T : unmanaged
    {
        nint result;
        fixed (T* data = values)
            Errors.Check(NativeMethods.TensorCreateFromData(DTypeOf<T>.Code, data, values.Length,
                                                            null, 0, &result));
        return NativeTensor<T>.AdoptNew(result);
    }

    /// <summary>A 1-D view over array without copying; the array stays pinned while any view
    /// of it is alive. Null → ArgumentNullException.</summary>
    /// <param name="array">The array viewed; writes through the view change it.</param>
    /// <returns>A new view of the array, which the caller disposes.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="array"/> is null.</exception>
    public static NativeTensor<T> Create<T>(T[] array) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(array);
        return WrapPinned<T>(new Memory<T>(array).Pin(), array.Length, null, 0, null, 0, 0);
    }

    /// <summary>A view over array with the given lengths and (optional) strides, without copying,
    /// like System.Numerics.Tensors.Tensor.Create(array, lengths, strides). Empty lengths give [0].</summary>
    /// <param name="array">The array viewed; writes through the view change it.</param>
    /// <param name="lengths">The length of each dimension, in elements.</param>
    /// <param name="strides">The stride of each dimension in elements, or empty for row-major.</param>
    /// <returns>A new view of the array, which the caller disposes.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="array"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException">The layout needs more elements than the array holds, or a length or stride is negative.</exception>
    /// <exception cref="ArgumentException">The strides alias elements or give a length-1 dimension a nonzero stride.</exception>
    public static NativeTensor<T> Create<T>(T[] array, scoped ReadOnlySpan<nint> lengths,
                                      scoped ReadOnlySpan<nint> strides = default) where T : unmanaged
        => Create(array, 0, lengths, strides);

    /// <summary>A view over array[start..] with the given lengths and strides, without copying.
    /// start outside [0, array.Length] → ArgumentOutOfRangeException.</summary>
    /// <param name="array">The array viewed; writes through the view change it.</param>
    /// <param name="start">The index of the array element at all-zero indexes.</param>
    /// <param name="lengths">The length of each dimension, in elements.</param>
    /// <param name="strides">The stride of each dimension in elements, or empty for row-major.</param>
    /// <returns>A new view of the array, which the caller disposes.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="array"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="start"/> is outside [0, array.Length], the layout needs more elements than the array holds from start, or a length or stride is negative.</exception>
    /// <exception cref="ArgumentException">The strides alias elements or give a length-1 dimension a nonzero stride.</exception>
    public static NativeTensor<T> Create<T>(T[] array, int start, scoped ReadOnlySpan<nint> lengths,
                                      scoped ReadOnlySpan<nint> strides) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(array);
        ArgumentOutOfRangeException.ThrowIfNegative(start);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(start, array.Length);
        lengths = Marshalling.PackageLengths(lengths);
        fixed (nint* l = lengths)
        fixed (nint* s = strides)
        {
            return WrapPinned<T>(new Memory<T>(array, start, array.Length - start).Pin(),
                                 array.Length - start, (long*)l, lengths.Length, (long*)s, strides.Length, 0);
        }
    }

    /// <summary>A view over caller memory of dataLength elements, like
    /// TensorSpan(T* data, nint dataLength, lengths, strides). The memory must stay valid and
    /// fixed while the view (or any view of it) is alive. Empty lengths infer [dataLength].</summary>
    /// <param name="data">The first element of the caller's memory.</param>
    /// <param name="dataLength">The number of elements available at data.</param>
    /// <param name="lengths">The length of each dimension; empty for [dataLength].</param>
    /// <param name="strides">The stride of each dimension in elements, or empty for row-major.</param>
    /// <param name="readOnly">true to refuse every write through the view and its views.</param>
    /// <returns>A new view of the caller's memory, which the caller disposes.</returns>
    /// <exception cref="ArgumentOutOfRangeException">The layout needs more than dataLength elements, or dataLength, a length or a stride is negative.</exception>
    /// <exception cref="ArgumentException">The strides alias elements or give a length-1 dimension a nonzero stride.</exception>
    public static NativeTensor<T> Wrap<T>(T* data, nint dataLength, scoped ReadOnlySpan<nint> lengths,
                                    scoped ReadOnlySpan<nint> strides = default, bool readOnly = false)
        where T : unmanaged
    {
        nint result;
        fixed (nint* l = lengths)
        fixed (nint* s = strides)
        {
            Errors.Check(NativeMethods.TensorWrap(DTypeOf<T>.Code, data, dataLength, (long*)l,
                                                  lengths.Length, (long*)s, strides.Length,
                                                  readOnly ? 1 : 0, null, null, &result));
        }
        return NativeTensor<T>.Adopt(result);
    }

    /// <summary>A view over the storage of a System.Numerics.Tensors.Tensor&lt;T&gt; without
    /// copying (same lengths and strides); the tensor stays pinned while the view is alive.</summary>
    /// <param name="tensor">The package's tensor viewed; writes through the view change it.</param>
    /// <returns>A new view of the tensor's storage, which the caller disposes.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="tensor"/> is null.</exception>
    public static NativeTensor<T> FromSystemTensor<T>(Snt.Tensor<T> tensor) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(tensor);
        if (tensor.Rank == 0) return NativeTensor<T>.Empty;
        MemoryHandle pin = tensor.GetPinnedHandle();
        nint storage = RequiredStorage(tensor.Lengths, tensor.Strides);
        ReadOnlySpan<nint> lengths = Marshalling.PackageLengths(tensor.Lengths);
        ReadOnlySpan<nint> strides = tensor.Strides;  // empty for rank 0: automatic strides
        fixed (nint* l = lengths)
        fixed (nint* s = strides)
        {
            return WrapPinned<T>(pin, storage, (long*)l, lengths.Length, (long*)s, strides.Length, 0);
        }
    }

    /// <summary>A new dense Strata tensor holding a copy of the span's logical elements.</summary>
    /// <param name="span">The package's span whose logical elements are copied.</param>
    /// <returns>A new tensor of the span's lengths (<see cref="NativeTensor{T}.Empty"/> for a rank-0 span), which the caller disposes.</returns>
    public static NativeTensor<T> CopyFrom<T>(scoped in Snt.ReadOnlyTensorSpan<T> span) where T : unmanaged
    {
        if (span.Rank == 0) return NativeTensor<T>.Empty;
        NativeTensor<T> copy = CreateFromShapeUninitialized<T>(span.Lengths);
        span.FlattenTo(new Span<T>((void*)copy.Data, checked((int)span.FlattenedLength)));
        return copy;
    }

    private static NativeTensor<T> CreateOwned<T>(scoped ReadOnlySpan<nint> lengths, scoped ReadOnlySpan<nint> strides,
                                            bool zeroFill) where T : unmanaged
    {
        nint result;
        lengths = Marshalling.PackageLengths(lengths);
        fixed (nint* l = lengths)
        fixed (nint* s = strides)
        {
            int dtype = DTypeOf<T>.Code;
            Errors.Check(zeroFill
                ? NativeMethods.TensorCreate(dtype, (long*)l, lengths.Length, (long*)s, strides.Length, &result)
                : NativeMethods.TensorCreateUninitialized(dtype, (long*)l, lengths.Length, (long*)s,
                                                          strides.Length, &result));
        }
        return NativeTensor<T>.AdoptNew(result);
    }

    // The pin is owned by the native view from a successful wrap on: its deleter unpins.
    private static NativeTensor<T> WrapPinned<T>(MemoryHandle pin, nint dataLength, long* lengths, int rank,
                                           long* strides, int strideCount, int flags) where T : unmanaged
    {
        GCHandle box = GCHandle.Alloc(new PinBox(pin));
        nint result;
        int status = NativeMethods.TensorWrap(DTypeOf<T>.Code, pin.Pointer, dataLength, lengths, rank,
                                              strides, strideCount, flags, &ReleasePin,
                                              (void*)GCHandle.ToIntPtr(box), &result);
        if (status != 0)
        {
            string message = Errors.LastMessage();
            ((PinBox)box.Target!).Pin.Dispose();
            box.Free();
            throw Errors.Create((StrataStatus)status, message);
        }
        return NativeTensor<T>.Adopt(result);
    }

    private static nint RequiredStorage(ReadOnlySpan<nint> lengths, ReadOnlySpan<nint> strides)
    {
        nint storage = 1;
        for (int d = 0; d < lengths.Length; d++)
        {
            if (lengths[d] == 0) return 0;
            storage += (lengths[d] - 1) * strides[d];
        }
        return storage;
    }

    private sealed class PinBox(MemoryHandle pin)
    {
        public MemoryHandle Pin = pin;
    }

    [UnmanagedCallersOnly]
    private static void ReleasePin(void* data, void* userData)
    {
        GCHandle box = GCHandle.FromIntPtr((nint)userData);
        ((PinBox)box.Target!).Pin.Dispose();
        box.Free();
    }
}

/// <summary>Process-wide facts about the loaded native library.</summary>
public static unsafe class StrataLibrary
{
    /// <summary>major * 10000 + minor * 100 + patch of the loaded library.</summary>
    public static int Version => NativeMethods.Version();

    /// <summary>"major.minor.patch" of the loaded library.</summary>
    public static string VersionString => Marshal.PtrToStringUTF8((nint)NativeMethods.VersionString())!;

    /// <summary>The ABI version (the SONAME suffix) of the loaded library.</summary>
    public static int AbiVersion => NativeMethods.AbiVersion();

    /// <summary>Native tensor handles alive in the process (for leak checks), leaving out the few
    /// views each thread keeps of the spans it passed last (released when the thread ends).</summary>
    public static long LiveTensorCount => NativeMethods.LiveTensorCount() - SpanViewCache.Held;

    /// <summary>The most threads <see cref="CopyThreads"/> accepts, on any machine
    /// (STRATA_MAX_COPY_THREADS).</summary>
    public const int MaxCopyThreads = 64;

    /// <summary>
    /// Threads one copy-like transfer of 4 MiB or more may use: 1 (the calling thread) to
    /// <see cref="MaxCopyThreads"/> (the caller and persistent native helper threads, each
    /// writing its own part; the result is the same for every value). The default is the
    /// machine's hardware threads, at most 8. Setting another value throws
    /// <see cref="ArgumentOutOfRangeException"/> and leaves the setting unchanged.
    /// </summary>
    public static int CopyThreads
    {
        get => NativeMethods.CopyThreads();
        set => Errors.Check(NativeMethods.SetCopyThreads(value));
    }

    /// <summary>The native description of a status code.</summary>
    /// <param name="status">The status code described.</param>
    /// <returns>The library's one-line description of the code ("unknown status" for a value outside the enum).</returns>
    public static string Describe(StrataStatus status) =>
        Marshal.PtrToStringUTF8((nint)NativeMethods.StatusDescription((int)status))!;
}
