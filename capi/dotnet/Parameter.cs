// Parameters (seed 003): a tensor + a name + a requires_grad flag sharing the tensor's storage,
// and parameter tuples whose Clone prefixes every name. Over strata_parameter_* (strata_views.h).
using System;
using System.Collections;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using System.Text;
using Strata.Interop;

namespace Strata;

/// <summary>One reference to a native strata_parameter.</summary>
internal sealed class ParameterHandle(nint native) : NativeHandle(native)
{
    protected override bool ReleaseHandle()
    {
        NativeMethods.ParameterRelease(handle);
        return true;
    }
}

/// <summary>
/// A named tensor (MindSpore's Parameter): it shares the storage of the tensor it was made
/// from, so writes through <see cref="GetData{T}"/> or the original tensor show in both.
/// Dispose releases this object's reference.
/// </summary>
public sealed unsafe class Parameter : IDisposable
{
    private readonly ParameterHandle _handle;

    private Parameter(nint native) => _handle = new ParameterHandle(native);

    internal static Parameter Adopt(nint native) => new(native);

    internal ParameterHandle Handle => _handle;

    internal HandleLease Lease() => new(_handle);

    /// <summary>A parameter over data's storage. A name containing NUL → ArgumentException.</summary>
    /// <param name="data">The tensor whose storage the parameter shares.</param>
    /// <param name="name">The parameter's name, UTF-8 encoded for the library.</param>
    /// <param name="requiresGrad">Whether the parameter is trainable.</param>
    /// <returns>A new parameter, which the caller disposes.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="data"/> or <paramref name="name"/> is null.</exception>
    public static Parameter Create<T>(NativeTensor<T> data, string name, bool requiresGrad = true) where T : unmanaged
    {
        ArgumentNullException.ThrowIfNull(data);
        byte[] utf8 = Utf8(name, nameof(name));
        nint result;
        using HandleLease d = data.Lease();
        fixed (byte* n = utf8)
            Errors.Check(NativeMethods.ParameterCreate(d.Pointer, n, requiresGrad ? 1 : 0, &result));
        return Adopt(result);
    }

    /// <summary>A scalar parameter holding value: its data has lengths [1] and its description
    /// shows shape=() (MindSpore's Parameter(default_input=2.0, ...)).</summary>
    /// <param name="value">The parameter's only element.</param>
    /// <param name="name">The parameter's name, UTF-8 encoded for the library.</param>
    /// <param name="requiresGrad">Whether the parameter is trainable.</param>
    /// <returns>A new parameter, which the caller disposes.</returns>
    public static Parameter CreateScalar<T>(T value, string name, bool requiresGrad = true) where T : unmanaged
    {
        int dtype = DTypeOf<T>.Code;
        byte[] utf8 = Utf8(name, nameof(name));
        nint result;
        fixed (byte* n = utf8)
            Errors.Check(NativeMethods.ParameterCreateScalar(dtype, &value, n, requiresGrad ? 1 : 0, &result));
        return Adopt(result);
    }

    /// <summary>The parameter's name, as given at creation or by <see cref="ParameterTuple.Clone"/>.</summary>
    public string Name => TakeString(&NativeMethods.ParameterName);

    /// <summary>Whether the parameter is trainable (true by default).</summary>
    public bool RequiresGrad
    {
        get
        {
            int value;
            using HandleLease lease = Lease();
            Errors.Check(NativeMethods.ParameterRequiresGrad(lease.Pointer, &value));
            return value != 0;
        }
        set
        {
            using HandleLease lease = Lease();
            Errors.Check(NativeMethods.ParameterSetRequiresGrad(lease.Pointer, value ? 1 : 0));
        }
    }

    /// <summary>The native element type of the parameter's data; <see cref="GetData{T}"/> needs the matching T.</summary>
    public DType DType
    {
        get
        {
            using NativeTensor<byte> data = DataHandle<byte>();
            int dtype;
            using HandleLease lease = data.Lease();
            Errors.Check(NativeMethods.TensorDType(lease.Pointer, &dtype));
            return (DType)dtype;
        }
    }

    /// <summary>The data: a view of the parameter's storage. T must match <see cref="DType"/>
    /// (else ArrayTypeMismatchException).</summary>
    /// <returns>A new view of the parameter's storage, which the caller disposes.</returns>
    public NativeTensor<T> GetData<T>() where T : unmanaged
    {
        DType expected = (DType)DTypeOf<T>.Code;
        if (DType != expected)
            throw new ArrayTypeMismatchException($"parameter '{Name}' holds {DType}, not {expected} ({typeof(T).Name})");
        return DataHandle<T>();
    }

    /// <summary>Overwrites the elements with value's, cast to the parameter's element type.
    /// Different lengths → ArgumentException; read-only data → InvalidOperationException.</summary>
    /// <param name="value">The tensor whose elements are copied, with the parameter's lengths.</param>
    /// <exception cref="ArgumentNullException"><paramref name="value"/> is null.</exception>
    public void SetData<TValue>(NativeTensor<TValue> value) where TValue : unmanaged
    {
        ArgumentNullException.ThrowIfNull(value);
        using HandleLease p = Lease();
        using HandleLease v = value.Lease();
        // A scalar parameter's native data has rank 0, which a NativeTensor shows as [1]
        // (GetData): a [1] value is its one element.
        nint source = v.Pointer, rankZero = 0;
        if (value.Rank == 1 && value.FlattenedLength == 1 && DataRank() == 0)
        {
            Errors.Check(NativeMethods.TensorReshape(source, null, 0, &rankZero));
            source = rankZero;
        }
        try
        {
            Errors.Check(NativeMethods.ParameterSetData(p.Pointer, source));
        }
        finally
        {
            if (rankZero != 0) NativeMethods.TensorRelease(rankZero);
        }
    }

    /// <summary>"Parameter (name=w, shape=(5, 3), dtype=Float32, requires_grad=True)".</summary>
    public override string ToString() => TakeString(&NativeMethods.ParameterDescribe);

    /// <summary>Releases this object's reference to the native parameter.</summary>
    public void Dispose() => _handle.Dispose();

    // The data handle without a dtype check (the caller checks or only reads the dtype); a
    // scalar parameter's rank-0 data shows as [1], as NativeTensor has no rank 0 but the empty one.
    private NativeTensor<T> DataHandle<T>() where T : unmanaged
    {
        nint result;
        using HandleLease lease = Lease();
        Errors.Check(NativeMethods.ParameterData(lease.Pointer, &result));
        return NativeTensor<T>.Adopt(NativeTensor<T>.AtLeastRankOne(result));
    }

    // The rank of the native data (0 for a scalar parameter).
    private int DataRank()
    {
        nint data;
        using HandleLease lease = Lease();
        Errors.Check(NativeMethods.ParameterData(lease.Pointer, &data));
        int rank;
        int status = NativeMethods.TensorRank(data, &rank);
        NativeMethods.TensorRelease(data);
        Errors.Check(status);
        return rank;
    }

    private string TakeString(delegate*<nint, byte**, int> call)
    {
        byte* text;
        using (HandleLease lease = Lease())
            Errors.Check(call(lease.Pointer, &text));
        return Strings.Take(text);
    }

    internal static byte[] Utf8(string text, string parameterName)
    {
        ArgumentNullException.ThrowIfNull(text, parameterName);
        if (text.Contains('\0')) throw new ArgumentException("the text contains a NUL character", parameterName);
        return Encoding.UTF8.GetBytes(text + "\0");
    }
}

/// <summary>
/// MindSpore's ParameterTuple: an ordered list of parameters with <see cref="Clone"/>. It owns
/// its parameters: Dispose disposes every one of them.
/// </summary>
public sealed unsafe class ParameterTuple : IReadOnlyList<Parameter>, IDisposable
{
    private readonly Parameter[] _parameters;

    /// <summary>A tuple of the given parameters (taking ownership of them).</summary>
    /// <param name="parameters">The parameters, in order; the tuple disposes them.</param>
    /// <exception cref="ArgumentNullException">A parameter is null.</exception>
    public ParameterTuple(params ReadOnlySpan<Parameter> parameters)
    {
        foreach (Parameter p in parameters) ArgumentNullException.ThrowIfNull(p, nameof(parameters));
        _parameters = parameters.ToArray();
    }

    /// <summary>The number of parameters in the tuple.</summary>
    public int Count => _parameters.Length;

    /// <summary>The parameter at position index (from 0), owned by the tuple.</summary>
    /// <param name="index">The position, from 0.</param>
    /// <exception cref="IndexOutOfRangeException"><paramref name="index"/> is negative or not less than <see cref="Count"/>.</exception>
    public Parameter this[int index] => _parameters[index];

    /// <summary>Copies of every parameter (dense copies of the data, same flags) named
    /// "&lt;prefix&gt;.&lt;name&gt;". An empty prefix → ArgumentException.</summary>
    /// <param name="prefix">The text put before each name, followed by a dot.</param>
    /// <returns>A new tuple owning the copies, which the caller disposes.</returns>
    public ParameterTuple Clone(string prefix)
    {
        byte[] utf8 = Parameter.Utf8(prefix, nameof(prefix));
        var clones = new nint[Math.Max(Count, 1)];
        using (var handles = Handles())
        {
            fixed (nint* h = handles.Pointers)
            fixed (byte* p = utf8)
            fixed (nint* c = clones)
                Errors.Check(NativeMethods.ParameterTupleClone(h, Count, p, c));
        }
        var result = new Parameter[Count];
        for (int i = 0; i < Count; i++) result[i] = Parameter.Adopt(clones[i]);
        return new ParameterTuple(result);
    }

    /// <summary>Python's tuple text: "(Parameter (...), Parameter (...))".</summary>
    public override string ToString()
    {
        byte* text;
        using (var handles = Handles())
        {
            fixed (nint* h = handles.Pointers)
                Errors.Check(NativeMethods.ParameterTupleDescribe(h, Count, &text));
        }
        return Strings.Take(text);
    }

    /// <summary>Disposes every parameter of the tuple.</summary>
    public void Dispose()
    {
        foreach (Parameter p in _parameters) p.Dispose();
    }

    /// <inheritdoc/>
    public IEnumerator<Parameter> GetEnumerator() => ((IEnumerable<Parameter>)_parameters).GetEnumerator();

    IEnumerator IEnumerable.GetEnumerator() => _parameters.GetEnumerator();

    private HandleSet Handles() => new(Array.ConvertAll(_parameters, p => (SafeHandle)p.Handle));
}

/// <summary>Library-owned strings (strata_string_free).</summary>
internal static unsafe class Strings
{
    internal static string Take(byte* text)
    {
        try
        {
            return Marshal.PtrToStringUTF8((nint)text) ?? string.Empty;
        }
        finally
        {
            NativeMethods.StringFree(text);
        }
    }
}
