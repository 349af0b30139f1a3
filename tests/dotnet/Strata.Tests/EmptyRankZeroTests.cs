// NativeTensor<T>.Empty is the package's Tensor<T>.Empty: rank 0 with no elements. The
// operations that keep the package's Empty keep it; the others see lengths [0], as the package's.
using System.Linq;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class EmptyRankZeroTests
{
    // denseFlags false: an empty view of rank ≥ 1 is dense for Strata (the README's "empty views" row).
    private static void AssertLike<T>(Snt.Tensor<T> expected, NativeTensor<T> actual, bool denseFlags = true) where T : unmanaged
    {
        Assert.Equal(expected.Rank, actual.Rank);
        Assert.Equal(expected.Lengths.ToArray(), actual.Lengths.ToArray());
        Assert.Equal(expected.Strides.ToArray(), actual.Strides.ToArray());
        Assert.Equal(expected.FlattenedLength, actual.FlattenedLength);
        Assert.Equal(expected.IsEmpty, actual.IsEmpty);
        if (denseFlags)
        {
            Assert.Equal(expected.IsDense, actual.IsDense);
            Assert.Equal(expected.HasAnyDenseDimensions, actual.HasAnyDenseDimensions);
        }
        Assert.Equal(expected.ToString(), PackageText.Of(actual.ToString()));
    }

    [Fact]
    public void EmptyHasThePackagesShapeAndText()
    {
        NativeTensor<int> empty = NativeTensor<int>.Empty;
        AssertLike(Snt.Tensor<int>.Empty, empty);
        Assert.Equal("Strata.NativeTensor<Int32>[]", empty.ToString([]));
        Assert.Same(empty, NativeTensor<int>.Empty);
        Assert.Empty(empty);
        Assert.Equal(0, empty.AsReadOnlyTensorSpan().Rank);
        Assert.Equal(0, empty.AsTensorSpan().Rank);
        Assert.Equal(0, empty.ToSystemTensor().Rank);
        empty.Dispose();
        Assert.False(empty.IsDisposed);
        Assert.Equal(0, NativeTensor<int>.Empty.Rank);
    }

    [Fact]
    public void ViewOperatorsKeepOrLeaveRankZeroAsThePackage()
    {
        NativeTensor<int> e = NativeTensor<int>.Empty;
        Snt.Tensor<int> p = Snt.Tensor<int>.Empty;
        AssertLike(Snt.Tensor.Reshape(p, []), NativeTensor.Reshape(e, []));
        AssertLike(Snt.Tensor.Reshape(p, [0]), NativeTensor.Reshape(e, [0]));
        AssertLike(Snt.Tensor.Squeeze(p), NativeTensor.Squeeze(e));
        AssertLike(Snt.Tensor.PermuteDimensions(p, []), NativeTensor.PermuteDimensions(e, []));
        AssertLike(Snt.Tensor.PermuteDimensions(p, [0]), NativeTensor.PermuteDimensions(e, [0]));
        foreach (int[] dimensions in new int[][] { [1], [-1], [0, 1] })
        {
            Assert.Throws<ArgumentException>(() => Snt.Tensor.PermuteDimensions(p, dimensions));
            Assert.Throws<ArgumentException>(() => NativeTensor.PermuteDimensions(e, dimensions));
        }
        AssertLike(p.Slice(ReadOnlySpan<NRange>.Empty), e.Slice(ReadOnlySpan<NRange>.Empty));
        AssertLike(Snt.Tensor.Unsqueeze(p, 0), NativeTensor.Unsqueeze(e, 0), denseFlags: false);
        AssertLike(Snt.Tensor.Unsqueeze(p, 1), NativeTensor.Unsqueeze(e, 1), denseFlags: false);
        AssertLike(Snt.Tensor.Add<int>(p, p), NativeTensor.Add(e, e));
        AssertLike(Snt.Tensor.Reverse<int>(p), NativeTensor.Reverse(e));
        AssertLike(Snt.Tensor.Resize(p, [2]), NativeTensor.Resize(e, [2]));
        Assert.Equal(Snt.Tensor.Sum<int>(p), NativeTensor.Sum(e));
        Assert.Throws<ArgumentException>(() => Snt.Tensor.Transpose(p));
        Assert.Throws<ArgumentException>(() => NativeTensor.Transpose(e));

        // A tensor of lengths [0] reshaped to no lengths is [0] in both.
        using NativeTensor<int> zero = NativeTensor.CreateFromShape<int>([0]);
        AssertLike(Snt.Tensor.Reshape(Snt.Tensor.CreateFromShape<int>([0]), []), NativeTensor.Reshape(zero, []));
    }

    [Fact]
    public void ThePackagesEmptyConvertsToEmpty()
    {
        Assert.Same(NativeTensor<int>.Empty, NativeTensor.FromSystemTensor(Snt.Tensor<int>.Empty));
        Assert.Same(NativeTensor<int>.Empty, NativeTensor.CopyFrom(default(Snt.ReadOnlyTensorSpan<int>)));
        int[] destination = [];
        NativeTensor<int>.Empty.FlattenTo(destination);
        Assert.True(NativeTensor.SequenceEqual(NativeTensor<int>.Empty, NativeTensor<int>.Empty));

        // Empty against [0], for native elements and for opaque ones (compared in managed code).
        using NativeTensor<int> zero = NativeTensor.CreateFromShape<int>([0]);
        Assert.Equal(Snt.Tensor.SequenceEqual<int>(Snt.Tensor<int>.Empty, Snt.Tensor.CreateFromShape<int>([0])),
                     NativeTensor.SequenceEqual(NativeTensor<int>.Empty, zero));
        using NativeTensor<Point3> points = NativeTensor.CreateFromShape<Point3>([0]);
        Assert.Equal(Snt.Tensor.SequenceEqual<Point3>(Snt.Tensor<Point3>.Empty, Snt.Tensor.CreateFromShape<Point3>([0])),
                     NativeTensor.SequenceEqual(NativeTensor<Point3>.Empty, points));
        Assert.Equal(Snt.Tensor.SequenceEqual<Point3>(Snt.Tensor<Point3>.Empty, Snt.Tensor.CreateFromShape<Point3>([0])),
                     NativeTensor.SequenceEqual(default(Snt.ReadOnlyTensorSpan<Point3>), points.AsReadOnlyTensorSpan()));
    }
}
