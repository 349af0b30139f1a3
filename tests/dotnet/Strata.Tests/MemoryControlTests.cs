// StrataMemory: live bytes follow owning allocations exactly (views and wrapped arrays add none),
// released large blocks are retained rounded to 2 MiB until ReleaseRetained, a limit of 0 keeps
// nothing, a negative limit is refused with nothing changed, and the GC pressure a handle reports
// is its storage as the native allocator counts it. The counters are process-wide, so these tests
// run in the collection that runs alone, after finalizers of earlier tests have run.
using Xunit;

namespace Strata.Tests;

[Collection(nameof(NativeCounter))]
public sealed class MemoryControlTests : IDisposable
{
    private const long MiB = 1024 * 1024;

    private readonly long _savedLimit = StrataMemory.RetentionLimit;

    public MemoryControlTests()
    {
        GC.Collect();
        GC.WaitForPendingFinalizers();
        StrataMemory.ReleaseRetained();
    }

    public void Dispose()
    {
        StrataMemory.RetentionLimit = _savedLimit;
        StrataMemory.ReleaseRetained();
    }

    private static void CreateAndRelease(long bytes)
    {
        using NativeTensor<byte> t = NativeTensor.CreateFromShape<byte>([(nint)bytes]);
    }

    [Fact]
    public void LiveBytesFollowAnOwningTensorsAllocationExactly()
    {
        long before = StrataMemory.LiveBytes;
        NativeTensor<float> owner = NativeTensor.CreateFromShape<float>([1000, 3]);
        Assert.Equal(before + 1000 * 3 * sizeof(float), StrataMemory.LiveBytes);

        using (NativeTensor<float> wrapped = NativeTensor.Create(new float[5000]))
            Assert.Equal(before + 12_000, StrataMemory.LiveBytes);

        NativeTensor<float> view = owner.Slice([1..3, 0..2]);
        owner.Dispose();
        Assert.Equal(before + 12_000, StrataMemory.LiveBytes); // the view holds the storage
        view.Dispose();
        Assert.Equal(before, StrataMemory.LiveBytes);

        using (NativeTensor<double> empty = NativeTensor.CreateFromShape<double>([0, 4]))
            Assert.Equal(before, StrataMemory.LiveBytes);
    }

    [Fact]
    public void GcPressureOfAHandleIsItsLiveBytes()
    {
        long before = StrataMemory.LiveBytes;
        using NativeTensor<float> t = NativeTensor.CreateFromShape<float>([1024, 1024]);
        Assert.Equal(4 * MiB, StrataMemory.LiveBytes - before);
        Assert.Equal(4 * MiB, t.Handle.PressureBytes);
    }

    [Fact]
    public void AReleased3MiBTensorIsRetainedAs4MiBUntilReleaseRetained()
    {
        Assert.Equal(0, StrataMemory.RetainedBytes);
        CreateAndRelease(3 * MiB);
        Assert.Equal(4 * MiB, StrataMemory.RetainedBytes); // rounded up to a multiple of 2 MiB
        CreateAndRelease(MiB);                             // under 2 MiB: never kept
        Assert.Equal(4 * MiB, StrataMemory.RetainedBytes);
        StrataMemory.ReleaseRetained();
        Assert.Equal(0, StrataMemory.RetainedBytes);
    }

    [Fact]
    public void ALimitOfZeroKeepsNothing()
    {
        StrataMemory.RetentionLimit = 0;
        Assert.Equal(0, StrataMemory.RetentionLimit);
        CreateAndRelease(4 * MiB);
        Assert.Equal(0, StrataMemory.RetainedBytes);
    }

    [Fact]
    public void ALowerLimitFreesKeptBlocksBeyondIt()
    {
        CreateAndRelease(4 * MiB);
        CreateAndRelease(8 * MiB);
        Assert.Equal(12 * MiB, StrataMemory.RetainedBytes);
        StrataMemory.RetentionLimit = 10 * MiB;
        Assert.Equal(10 * MiB, StrataMemory.RetentionLimit);
        Assert.Equal(8 * MiB, StrataMemory.RetainedBytes); // the older 4 MiB block went first
    }

    [Fact]
    public void ANegativeLimitThrowsAndChangesNothing()
    {
        StrataMemory.RetentionLimit = 64 * MiB;
        foreach (long bad in new[] { -1L, long.MinValue })
        {
            var error = Assert.Throws<ArgumentOutOfRangeException>(() => StrataMemory.RetentionLimit = bad);
            Assert.Contains(bad.ToString(), error.Message);
            Assert.Equal(64 * MiB, StrataMemory.RetentionLimit);
        }
    }
}
