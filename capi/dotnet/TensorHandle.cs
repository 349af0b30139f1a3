// SafeHandles owning one reference to a native strata_tensor (or strata_parameter), and leases
// that keep them referenced for the duration of a native call.
using System;
using System.Runtime.InteropServices;
using Strata.Interop;

namespace Strata;

/// <summary>One reference to a native object; subclasses name the release function.</summary>
internal abstract class NativeHandle : SafeHandle
{
    protected NativeHandle(nint native) : base(0, ownsHandle: true) => SetHandle(native);

    public override bool IsInvalid => handle == 0;
}

/// <summary>
/// One reference to a native tensor handle; releasing it drops that reference. A handle that
/// owns storage the library allocated for it (an operator result, a created tensor) reports
/// those bytes to the GC as memory pressure from creation until release, so undisposed results
/// are collected under pressure; views and wraps of caller or managed memory report nothing
/// (their bytes are counted once, by the owner). Storage below
/// <see cref="MinimumPressureBytes"/> is not reported: small tensors stay cheap, and their
/// handles' managed objects already pace the GC.
/// </summary>
internal sealed class TensorHandle : NativeHandle
{
    internal const long MinimumPressureBytes = 64 * 1024;

    private readonly long _pressure;

    public TensorHandle(nint native) : base(native) { }

    /// <summary>Adopts a handle whose storage of storageBytes was allocated for it.</summary>
    public TensorHandle(nint native, long storageBytes) : base(native)
    {
        if (storageBytes < MinimumPressureBytes) return;
        GC.AddMemoryPressure(storageBytes);
        _pressure = storageBytes;
    }

    /// <summary>The bytes reported to the GC for this handle (0: none).</summary>
    internal long PressureBytes => _pressure;

    protected override bool ReleaseHandle()
    {
        NativeMethods.TensorRelease(handle);
        if (_pressure != 0) GC.RemoveMemoryPressure(_pressure);
        return true;
    }
}

/// <summary>
/// Keeps a <see cref="TensorHandle"/> referenced for the duration of one native call, so a
/// concurrent Dispose or finalizer cannot release it mid-call.
/// </summary>
internal ref struct HandleLease
{
    private readonly SafeHandle _owner;
    private bool _added;

    public HandleLease(SafeHandle owner)
    {
        _owner = owner;
        _added = false;
        if (owner.IsClosed) throw new ObjectDisposedException("Strata.NativeTensor", "The tensor has been disposed.");
        owner.DangerousAddRef(ref _added);
        Pointer = owner.DangerousGetHandle();
    }

    public nint Pointer { get; }

    public void Dispose()
    {
        if (_added) _owner.DangerousRelease();
        _added = false;
    }
}

/// <summary>
/// Keeps several handles referenced for the duration of one native call (the array form of
/// <see cref="HandleLease"/>); Pointers holds at least one entry so it can always be pinned.
/// </summary>
internal sealed class HandleSet : IDisposable
{
    private readonly SafeHandle[] _handles;
    private readonly bool[] _added;

    public HandleSet(SafeHandle[] handles)
    {
        _handles = handles;
        _added = new bool[handles.Length];
        Pointers = new nint[Math.Max(handles.Length, 1)];
        try
        {
            for (int i = 0; i < handles.Length; i++)
            {
                if (handles[i].IsClosed) throw new ObjectDisposedException("Strata", $"Handle {i} has been disposed.");
                handles[i].DangerousAddRef(ref _added[i]);
                Pointers[i] = handles[i].DangerousGetHandle();
            }
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    /// <summary>The handles of tensors (none may be null).</summary>
    public static HandleSet Of<T>(ReadOnlySpan<NativeTensor<T>> tensors) where T : unmanaged
    {
        var handles = new SafeHandle[tensors.Length];
        for (int i = 0; i < tensors.Length; i++)
        {
            ArgumentNullException.ThrowIfNull(tensors[i], nameof(tensors));
            handles[i] = tensors[i].Handle;
        }
        return new HandleSet(handles);
    }

    public nint[] Pointers { get; }

    public void Dispose()
    {
        for (int i = 0; i < _handles.Length; i++)
        {
            if (_added[i]) _handles[i].DangerousRelease();
            _added[i] = false;
        }
    }
}
