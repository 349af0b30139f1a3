// The built-in native allocator's accounting and its cache of released blocks, process-wide.
// Retained blocks are not reported to the GC: a collection cannot free them (no managed object
// owns them), so pressure for them would only cause useless collections; ReleaseRetained and
// RetentionLimit are the controls for that memory. Live storage stays reported per tensor handle
// (TensorHandle), which is what lets a collection free undisposed results.
using System;
using Strata.Interop;

namespace Strata;

/// <summary>
/// The native memory of libstrata.so, process-wide: storage held by live tensors and the released
/// blocks the built-in allocator keeps for reuse. Blocks of 2 MiB or more are kept when their last
/// tensor is released, rounded up to a multiple of 2 MiB (at most 8 blocks and at most
/// <see cref="RetentionLimit"/> bytes, the oldest freed first), and serve a later allocation of the
/// same rounded size without new page faults. Kept blocks count in the process's resident memory.
/// Every member is thread-safe.
/// </summary>
public static class StrataMemory
{
    /// <summary>
    /// Bytes of storage held by live owning tensors now, whichever allocator made it. Views share
    /// their source's storage and add nothing; tensors over caller or managed memory
    /// (<c>NativeTensor.Wrap</c>, an array passed to <c>NativeTensor.Create</c>) and empty tensors
    /// hold none; retained blocks are not included.
    /// </summary>
    public static long LiveBytes => NativeMethods.AllocatorLiveBytes();

    /// <summary>Bytes of the released blocks the built-in allocator keeps now (0 after
    /// <see cref="ReleaseRetained"/>).</summary>
    public static long RetainedBytes => NativeMethods.AllocatorRetainedBytes();

    /// <summary>
    /// The most bytes of released blocks the built-in allocator keeps; 256 MiB unless changed, and
    /// 0 keeps none. Lowering it frees the oldest kept blocks beyond the new limit at once.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException">The value set is negative; the limit is
    /// unchanged.</exception>
    public static long RetentionLimit
    {
        get => NativeMethods.AllocatorRetentionLimit();
        set => Errors.Check(NativeMethods.AllocatorSetRetentionLimit(value));
    }

    /// <summary>Frees every block the built-in allocator keeps, returning that memory to the
    /// system now. Tensors alive keep their storage.</summary>
    public static void ReleaseRetained() => NativeMethods.AllocatorReleaseRetained();
}
