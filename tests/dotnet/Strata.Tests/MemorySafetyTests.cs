// Native memory and the GC, and read-only tensors: storage the library allocates for a tensor is
// reported to the GC (so undisposed results are collected under pressure) exactly once, by its
// owner; a read-only tensor never hands out a writable span or pointer.
using System.Runtime.CompilerServices;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

[Collection(nameof(NativeCounter))]
public sealed class MemoryPressureTests
{
    private const int SixteenMiBOfFloats = 4 * 1024 * 1024;
    private const long SixteenMiB = 16L * 1024 * 1024;

    // 60 undisposed 16 MiB results would hold 960 MiB without pressure reporting (60 live
    // results). The bound allows a third of that, 20 live results (320 MiB), to leave the
    // finalizer thread a generous lag on a 2-core machine; about 3 are live at most in practice.
    private const int Iterations = 60;
    private const long MaximumLiveResults = 20;

    [Fact]
    public void UndisposedOperatorResultsStayWithinABoundedFootprint()
    {
        using NativeTensor<float> a = NativeTensor.CreateFromShape<float>([SixteenMiBOfFloats]);
        long before = StrataLibrary.LiveTensorCount;
        long peak = AddUndisposed(a, Iterations, before);
        Assert.True(peak <= MaximumLiveResults,
                    $"{peak} undisposed 16 MiB results were alive at once (bound {MaximumLiveResults} of {Iterations})");
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static long AddUndisposed(NativeTensor<float> a, int count, long before)
    {
        long peak = 0;
        for (int i = 0; i < count; i++)
        {
            _ = a + a;
            peak = Math.Max(peak, StrataLibrary.LiveTensorCount - before);
        }
        return peak;
    }

    [Fact]
    public void OnlyStorageTheLibraryAllocatedIsReported()
    {
        using NativeTensor<float> a = NativeTensor.CreateFromShape<float>([SixteenMiBOfFloats]);
        using NativeTensor<float> sum = a + a;
        using NativeTensor<float> reversed = NativeTensor.Reverse(a);
        using NativeTensor<float> picked = a.Index(new long[] { 0, 1, 2 });
        using NativeTensor<float> broadcast = NativeTensor.Broadcast(a, [2, SixteenMiBOfFloats]);
        Assert.Equal(SixteenMiB, a.Handle.PressureBytes);
        Assert.Equal(SixteenMiB, sum.Handle.PressureBytes);
        Assert.Equal(SixteenMiB, reversed.Handle.PressureBytes);
        Assert.Equal(2 * SixteenMiB, broadcast.Handle.PressureBytes);
        Assert.Equal(0, picked.Handle.PressureBytes); // 12 bytes: below the threshold

        using NativeTensor<float> slice = a.Slice(new NRange(1, 100));
        using NativeTensor<float> reshaped = NativeTensor.Reshape(a, [2, -1]);
        using NativeTensor<float> indexedView = a.Index(TensorIndex.Slice(0, SixteenMiBOfFloats, 2));
        using NativeTensor<float> contiguous = NativeTensor.Contiguous(a);
        using NativeTensor<float> broadcastView = NativeTensor.BroadcastView(a, [2, SixteenMiBOfFloats]);
        foreach (NativeTensor<float> view in new[] { slice, reshaped, indexedView, contiguous, broadcastView })
            Assert.Equal(0, view.Handle.PressureBytes);

        float[] array = new float[SixteenMiBOfFloats];
        using NativeTensor<float> overArray = NativeTensor.Create(array);
        Assert.Equal(0, overArray.Handle.PressureBytes);
        using NativeTensor<float> small = NativeTensor.CreateFromShape<float>([1024]);
        Assert.Equal(0, small.Handle.PressureBytes);
    }
}

public sealed class ReadOnlyTensorTests
{
    [Fact]
    public void AReadOnlyTensorRefusesEveryWritableSpanAndPointerAndChangesNothing()
    {
        int[] storage = [1, 2, 3, 4, 5, 6];
        unsafe
        {
            fixed (int* p = storage)
            {
                using NativeTensor<int> ro = NativeTensor.Wrap(p, storage.Length, [2, 3], readOnly: true);
                using NativeTensor<int> row = ro.Slice(new NRange(1, 2), NRange.All);
                using NativeTensor<int> reshaped = NativeTensor.Reshape(ro, [3, 2]);
                Assert.True(row.IsReadOnly);
                Assert.True(reshaped.IsReadOnly);
                foreach (NativeTensor<int> t in new[] { ro, row, reshaped })
                {
                    var e = Assert.Throws<InvalidOperationException>(() => { t.AsTensorSpan()[0, 0] = 9; });
                    Assert.Equal(StrataStatus.ReadOnly, e.Data["Strata.Status"]);
                    Assert.Throws<InvalidOperationException>(() => *(int*)t.DataPointer = 9);
                }

                Snt.ReadOnlyTensorSpan<int> read = ro.AsReadOnlyTensorSpan();
                Assert.Equal(6, read[1, 2]);
                Assert.Equal(4, row.AsReadOnlyTensorSpan()[0, 0]);
                Assert.Equal([1, 2, 3, 4, 5, 6], ro.ToSystemTensor().ToArray());
            }
        }
        Assert.Equal([1, 2, 3, 4, 5, 6], storage);
    }

    [Fact]
    public void AWritableTensorStillHandsOutItsSpanAndPointer()
    {
        using NativeTensor<int> t = NativeTensor.CreateCopy<int>([1, 2, 3, 4], [2, 2]);
        t.AsTensorSpan()[1, 1] = 9;
        Assert.Equal(9, t[1, 1]);
        unsafe { *(int*)t.DataPointer = 7; }
        Assert.Equal(7, t[0, 0]);
    }
}
