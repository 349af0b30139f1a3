// GetPinnableReference and GetPinnedHandle as System.Numerics.Tensors.Tensor<T> declares them.
// Strata's storage never moves (native memory, or a managed array pinned for the tensor's
// lifetime), so nothing is pinned: the reference and the handle's pointer are valid while this
// tensor (or another view of its storage) is alive, and disposing the handle releases nothing.
// Both are writable access, so a read-only tensor refuses them.
using System.Buffers;

namespace Strata;

public sealed unsafe partial class NativeTensor<T>
{
    /// <summary>
    /// A reference to the element at all-zero indexes, for <c>fixed (T* p = tensor)</c>; a null
    /// reference when the tensor is empty (as the package). Read-only tensor →
    /// InvalidOperationException.
    /// </summary>
    public ref T GetPinnableReference() => ref AsTensorSpan().GetPinnableReference();

    /// <summary>
    /// A <see cref="MemoryHandle"/> whose pointer is the element at all-zero indexes
    /// (<see cref="DataPointer"/>). The storage does not move, so the handle pins nothing and
    /// does not keep the tensor alive. Read-only tensor → InvalidOperationException.
    /// </summary>
    public MemoryHandle GetPinnedHandle() => new((void*)DataPointer);
}
