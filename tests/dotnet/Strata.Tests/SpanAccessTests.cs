// GetSpan, TryGetSpan and GetDimensionSpan against System.Numerics.Tensors 11.0.0 on the same
// values and layouts (dense and permuted), random start indexes and lengths; spans write
// through to the native storage; read-only tensors refuse writable spans.
using System;
using System.Buffers;
using System.Linq;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class SpanAccessTests
{
    private static int[] Flat(Snt.TensorSpan<int> t) { var v = new int[t.FlattenedLength]; t.FlattenTo(v); return v; }

    // Rank 1..3, every length 1..4.
    private static nint[] RandomLengths(Random random) =>
        Enumerable.Range(0, random.Next(1, 4)).Select(_ => (nint)random.Next(1, 5)).ToArray();

    [Fact]
    public void TryGetSpanAndGetSpanAgreeWithThePackage()
    {
        var random = new Random(77);
        int found = 0;
        for (int n = 0; n < 400; n++)
        {
            nint[] lengths = RandomLengths(random);
            int rank = lengths.Length;
            int count = lengths.Aggregate(1, (a, l) => a * (int)l);
            int[] values = Enumerable.Range(0, count).ToArray();
            using NativeTensor<int> dense = NativeTensor.CreateCopy<int>(values, lengths);
            Snt.Tensor<int> packageDense = Snt.Tensor.Create((int[])values.Clone(), lengths);
            int[] order = Enumerable.Range(0, rank).OrderBy(_ => random.Next()).ToArray();
            using NativeTensor<int> permuted = NativeTensor.PermuteDimensions(dense, order);
            Snt.Tensor<int> packagePermuted = Snt.Tensor.PermuteDimensions(packageDense, order);
            bool usePermuted = random.Next(2) == 0;
            NativeTensor<int> ours = usePermuted ? permuted : dense;
            Snt.Tensor<int> theirs = usePermuted ? packagePermuted : packageDense;

            nint[] start = ours.Lengths.ToArray().Select(l => (nint)random.Next(0, (int)l + (random.Next(8) == 0 ? 1 : 0))).ToArray();
            int length = random.Next(0, count + 2);
            string input = $"lengths [{string.Join(",", ours.Lengths.ToArray())}] start [{string.Join(",", start)}] length {length}";

            Exception? packageError = Record.Exception(() => theirs.TryGetSpan(start, length, out ReadOnlySpan<int> _));
            Exception? ourError = Record.Exception(() => ours.TryGetSpan(start, length, out ReadOnlySpan<int> _));
            Assert.True((packageError is null) == (ourError is null), $"{input}: package {packageError?.GetType().Name}, Strata {ourError?.GetType().Name}");
            if (packageError is not null)
            {
                Assert.Equal(packageError.GetType(), ourError!.GetType());
                continue;
            }
            bool expected = theirs.TryGetSpan(start, length, out ReadOnlySpan<int> theirSpan);
            bool actual = ours.TryGetSpan(start, length, out ReadOnlySpan<int> ourSpan);
            Assert.True(expected == actual, $"{input}: package {expected}, Strata {actual}");
            Assert.Equal(theirSpan.ToArray(), ourSpan.ToArray());
            Assert.Equal(expected, ours.TryGetSpan(start, length, out Span<int> writable));
            Assert.Equal(theirSpan.ToArray(), writable.ToArray());
            Exception? packageGet = Record.Exception(() => theirs.GetSpan(start, length));
            Exception? ourGet = Record.Exception(() => ours.GetSpan(start, length));
            Assert.Equal(packageGet?.GetType(), ourGet?.GetType());
            if (expected) found++;
        }
        Assert.True(found > 50);
    }

    [Fact]
    public void SpansWriteThroughToTheNativeStorage()
    {
        using NativeTensor<int> t = NativeTensor.CreateCopy<int>([1, 2, 3, 4, 5, 6], [2, 3]);
        Span<int> span = t.GetSpan([1, 0], 3);
        span[1] = 50;
        Assert.Equal(50, t[1, 1]);
        Span<int> fromEnd = t.GetSpan([NIndex.FromEnd(1), NIndex.FromEnd(1)], 1);
        Assert.Equal(6, fromEnd[0]);
        Assert.True(t.TryGetSpan([NIndex.Start, NIndex.Start], 6, out ReadOnlySpan<int> all));
        Assert.Equal([1, 2, 3, 4, 50, 6], all.ToArray());
    }

    [Fact]
    public void GetDimensionSpanAgreesWithThePackage()
    {
        int[] values = Enumerable.Range(0, 24).ToArray();
        using NativeTensor<int> t = NativeTensor.CreateCopy<int>(values, [2, 3, 4]);
        Snt.Tensor<int> package = Snt.Tensor.Create((int[])values.Clone(), [2, 3, 4]);
        for (int d = 0; d < 3; d++)
        {
            Snt.TensorDimensionSpan<int> ours = t.GetDimensionSpan(d);
            Snt.TensorDimensionSpan<int> theirs = package.GetDimensionSpan(d);
            Assert.Equal(theirs.Length, ours.Length);
            for (nint i = 0; i < ours.Length; i++)
            {
                Assert.Equal(theirs[i].Lengths.ToArray(), ours[i].Lengths.ToArray());
                Assert.Equal(Flat(theirs[i]), Flat(ours[i]));
            }
        }
        Assert.Equal(
            Record.Exception(() => package.GetDimensionSpan(3))?.GetType(),
            Record.Exception(() => t.GetDimensionSpan(3))?.GetType());
        t.GetDimensionSpan(0)[1].Fill(-1);
        Assert.Equal(-1, t[1, 2, 3]);
    }

    [Fact]
    public unsafe void ReadOnlyTensorsRefuseWritableSpans()
    {
        int[] storage = [1, 2, 3, 4];
        fixed (int* p = storage)
        {
            using NativeTensor<int> view = NativeTensor.Wrap(p, storage.Length, [2, 2], [2, 1], readOnly: true);
            Assert.Throws<InvalidOperationException>(() => view.GetSpan([0, 0], 2));
            Assert.Throws<InvalidOperationException>(() => view.GetSpan([NIndex.Start, NIndex.Start], 2));
            Assert.Throws<InvalidOperationException>(() => view.TryGetSpan([0, 0], 2, out Span<int> _));
            Assert.Throws<InvalidOperationException>(() => view.TryGetSpan([NIndex.Start, NIndex.Start], 2, out Span<int> _));
            Assert.Throws<InvalidOperationException>(() => view.GetDimensionSpan(0));
            Assert.True(view.TryGetSpan([1, 0], 2, out ReadOnlySpan<int> row));
            Assert.Equal([3, 4], row.ToArray());
        }
    }
}
