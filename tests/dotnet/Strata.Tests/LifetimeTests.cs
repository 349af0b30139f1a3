// Handle lifetime: every native handle the binding creates is released by Dispose or, failing
// that, by the finalizer; pinned managed arrays are unpinned when the last view dies. These tests
// read the process-wide live-handle count, so they run alone (no parallel tests beside them).
using System.Runtime.CompilerServices;
using Xunit;

namespace Strata.Tests;

[CollectionDefinition(nameof(NativeCounter), DisableParallelization = true)]
public sealed class NativeCounter;

[Collection(nameof(NativeCounter))]
public sealed class LifetimeTests
{
    private const int Cycles = 100_000;

    private static void CollectEverything()
    {
        for (int i = 0; i < 3; i++)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
        }
    }

    [Fact]
    public void DisposedTensorsLeaveNoLiveHandles()
    {
        CollectEverything();
        long before = StrataLibrary.LiveTensorCount;
        for (int i = 0; i < Cycles; i++)
        {
            using NativeTensor<float> t = NativeTensor.CreateFromShape<float>([2, 3]);
            using NativeTensor<float> view = t.Slice(new NRange(0, 1), NRange.All);
        }
        CollectEverything();
        Assert.Equal(before, StrataLibrary.LiveTensorCount);
    }

    [Fact]
    public void AbandonedTensorsAreReleasedByTheFinalizer()
    {
        CollectEverything();
        long before = StrataLibrary.LiveTensorCount;
        CreateAbandoned(Cycles);
        Assert.True(StrataLibrary.LiveTensorCount > before, "abandoned handles should be alive before a GC");
        CollectEverything();
        Assert.Equal(before, StrataLibrary.LiveTensorCount);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void CreateAbandoned(int count)
    {
        for (int i = 0; i < count; i++) _ = NativeTensor.CreateFromShape<int>([4]);
    }

    [Fact]
    public void AViewKeepsItsStorageAliveAfterTheParentIsDisposed()
    {
        long before = StrataLibrary.LiveTensorCount;
        NativeTensor<int> parent = NativeTensor.CreateCopy<int>([1, 2, 3, 4], [2, 2]);
        NativeTensor<int> row = parent.Slice(new NRange(1, 2), NRange.All);
        parent.Dispose();
        Assert.Equal(before + 1, StrataLibrary.LiveTensorCount);
        Assert.Equal(4, row[0, 1]);
        row.Dispose();
        Assert.Equal(before, StrataLibrary.LiveTensorCount);
    }

    [Fact]
    public void AWrappedArrayIsUnpinnedAndCollectableWhenItsLastViewDies()
    {
        WeakReference array = WrapAndRelease();
        CollectEverything();
        Assert.False(array.IsAlive, "the array should be collectable once no view pins it");
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static WeakReference WrapAndRelease()
    {
        int[] storage = [1, 2, 3, 4, 5, 6];
        using NativeTensor<int> view = NativeTensor.Create(storage, [2, 3]);
        using NativeTensor<int> column = view.Slice(NRange.All, new NRange(2, 3));
        Assert.Equal(6, column[1, 0]);
        return new WeakReference(storage);
    }

    [Fact]
    public void AFailedWrapDoesNotLeakAHandleOrAPin()
    {
        long before = StrataLibrary.LiveTensorCount;
        WeakReference array = FailToWrap();
        CollectEverything();
        Assert.False(array.IsAlive);
        Assert.Equal(before, StrataLibrary.LiveTensorCount);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static WeakReference FailToWrap()
    {
        int[] storage = [1, 2, 3];
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.Create(storage, [2, 2]));
        return new WeakReference(storage);
    }

    [Fact]
    public void UsingADisposedTensorThrowsObjectDisposedException()
    {
        NativeTensor<int> t = NativeTensor.CreateFromShape<int>([2]);
        t.Dispose();
        Assert.True(t.IsDisposed);
        Assert.Throws<ObjectDisposedException>(() => t.Fill(1));
        Assert.Throws<ObjectDisposedException>(() => _ = t.Lengths.Length);
        t.Dispose(); // a second Dispose is harmless
    }
}
