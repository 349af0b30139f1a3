// The SafeHandle owning one reference to a native strata_tensor.
using System;
using System.Runtime.InteropServices;
using Strata.Interop;

namespace Strata;

/// <summary>One reference to a native tensor handle; releasing it drops that reference.</summary>
internal sealed class TensorHandle : SafeHandle
{
    public TensorHandle() : base(0, ownsHandle: true) { }

    internal TensorHandle(nint native) : base(0, ownsHandle: true) => SetHandle(native);

    public override bool IsInvalid => handle == 0;

    protected override bool ReleaseHandle()
    {
        NativeMethods.TensorRelease(handle);
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
        if (owner.IsClosed) throw new ObjectDisposedException("Strata.Tensor", "The tensor has been disposed.");
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
