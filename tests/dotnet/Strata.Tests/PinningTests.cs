// GetPinnableReference and GetPinnedHandle: they address the element at all-zero indexes of the
// native storage like the package's Tensor<T> addresses its own, `fixed` works, empty tensors give
// a null reference as the package does, and read-only tensors refuse both.
using System;
using System.Buffers;
using System.Runtime.CompilerServices;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class PinningTests
{
    [Fact]
    public unsafe void ReferenceAndHandleAddressTheFirstElement()
    {
        using NativeTensor<int> t = NativeTensor.CreateCopy<int>([1, 2, 3, 4, 5, 6], [2, 3]);
        Snt.Tensor<int> package = Snt.Tensor.Create(new[] { 1, 2, 3, 4, 5, 6 }, [2, 3]);
        Assert.Equal(package.GetPinnableReference(), t.GetPinnableReference());
        fixed (int* p = t)
        {
            Assert.Equal((nint)p, t.DataPointer);
            p[4] = 50;
        }
        Assert.Equal(50, t[1, 1]);
        using (MemoryHandle handle = t.GetPinnedHandle())
        {
            Assert.Equal(t.DataPointer, (nint)handle.Pointer);
            ((int*)handle.Pointer)[0] = 10;
        }
        Assert.Equal(10, t[0, 0]);
        Assert.Equal(3, t[0, 2]);  // the handle's disposal released nothing

        using NativeTensor<int> transposed = NativeTensor.PermuteDimensions(t, [1, 0]);
        Assert.Equal(t.DataPointer, (nint)Unsafe.AsPointer(ref transposed.GetPinnableReference()));
    }

    [Fact]
    public void EmptyTensorsGiveANullReference()
    {
        using NativeTensor<int> empty = NativeTensor.CreateCopy<int>([], [0]);
        Snt.Tensor<int> package = Snt.Tensor.Create(Array.Empty<int>(), [0]);
        Assert.True(Unsafe.IsNullRef(ref package.GetPinnableReference()));
        Assert.True(Unsafe.IsNullRef(ref empty.GetPinnableReference()));
    }

    [Fact]
    public unsafe void ReadOnlyTensorsRefuseBoth()
    {
        int[] storage = [1, 2];
        fixed (int* p = storage)
        {
            using NativeTensor<int> view = NativeTensor.Wrap(p, storage.Length, [2], [1], readOnly: true);
            Assert.Throws<InvalidOperationException>(() => view.GetPinnableReference());
            Assert.Throws<InvalidOperationException>(() => view.GetPinnedHandle());
        }
    }
}
