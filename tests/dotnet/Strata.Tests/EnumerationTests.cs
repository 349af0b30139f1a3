// NativeTensor<T> enumerates its logical elements in row-major order like the package's
// Tensor<T>: dense, strided, transposed, broadcast (zero-stride) and empty tensors, through
// foreach, LINQ and the explicit enumerator.
using System;
using System.Collections.Generic;
using System.Linq;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class EnumerationTests
{
    private static List<T> Package<T>(Snt.Tensor<T> t)
    {
        var values = new List<T>();
        foreach (T v in t) values.Add(v);
        return values;
    }

    [Fact]
    public void RandomLayoutsEnumerateAsThePackage()
    {
        var random = new Random(2024);
        for (int n = 0; n < 300; n++)
        {
            int rank = random.Next(1, 4);
            var lengths = new nint[rank];
            for (int d = 0; d < rank; d++) lengths[d] = random.Next(n % 25 == 0 ? 0 : 1, 5);
            int count = 1;
            foreach (nint l in lengths) count *= (int)l;
            double[] values = Enumerable.Range(0, count).Select(i => i + 0.5 * random.Next(3)).ToArray();
            values = values.Select(v => random.Next(10) == 0 ? double.NaN : v).ToArray();
            using NativeTensor<double> ours = NativeTensor.CreateCopy<double>(values, lengths);
            Snt.Tensor<double> theirs = Snt.Tensor.Create(values, lengths);

            var order = Enumerable.Range(0, rank).OrderBy(_ => random.Next()).ToArray();
            using NativeTensor<double> permuted = NativeTensor.PermuteDimensions(ours, order);
            Snt.Tensor<double> packagePermuted = Snt.Tensor.PermuteDimensions(theirs, order);

            foreach (var (our, package) in new[] { (ours, theirs), (permuted, packagePermuted) })
            {
                var expected = Package(package);
                var viaForeach = new List<double>();
                foreach (double v in our) viaForeach.Add(v);
                Assert.Equal(expected, viaForeach);
                Assert.Equal(expected, our.ToList());
                Assert.Equal(expected.Count(double.IsNaN), our.Count(double.IsNaN));
            }
        }
    }

    [Fact]
    public void BroadcastAndSlicedViewsEnumerateAsThePackage()
    {
        int[] values = [1, 2, 3, 4, 5, 6];
        using NativeTensor<int> row = NativeTensor.CreateCopy<int>(values, [1, 6]);
        using NativeTensor<int> broadcast = NativeTensor.Broadcast(row, [3, 6]);
        Snt.Tensor<int> packageBroadcast = Snt.Tensor.Broadcast<int>(Snt.Tensor.Create(values, [1, 6]), [3, 6]);
        Assert.Equal(Package(packageBroadcast), broadcast.ToList());

        using NativeTensor<int> matrix = NativeTensor.CreateCopy<int>(values, [2, 3]);
        using NativeTensor<int> column = matrix.Slice([System.Buffers.NRange.All, new System.Buffers.NRange(1, 3)]);
        Snt.Tensor<int> packageColumn = Snt.Tensor.Create(values, [2, 3]).Slice([System.Buffers.NRange.All, new System.Buffers.NRange(1, 3)]);
        Assert.Equal(Package(packageColumn), column.ToList());
        Assert.Equal(16, column.Sum());
    }

    [Fact]
    public void EnumeratorResetsAndSeesLiveWrites()
    {
        using NativeTensor<int> t = NativeTensor.CreateCopy<int>([1, 2, 3], [3]);
        NativeTensor<int>.Enumerator e = t.GetEnumerator();
        Assert.True(e.MoveNext());
        Assert.Equal(1, e.Current);
        t[2] = 30;
        Assert.True(e.MoveNext());
        Assert.True(e.MoveNext());
        Assert.Equal(30, e.Current);
        Assert.False(e.MoveNext());
        Assert.False(e.MoveNext());
        e.Reset();
        Assert.True(e.MoveNext());
        Assert.Equal(1, e.Current);

        using NativeTensor<int> empty = NativeTensor.CreateCopy<int>([], [0]);
        Assert.Empty(empty);
    }

    // A copy of an enumerator (a struct) advances and resets on its own, as the package's does.
    private static (List<T> Original, List<T> Copy) CopyAndAdvance<T, TEnumerator>(TEnumerator e)
        where TEnumerator : IEnumerator<T>
    {
        e.MoveNext();
        e.MoveNext();
        TEnumerator copy = e;
        copy.Reset();
        var copied = new List<T>();
        while (copy.MoveNext()) copied.Add(copy.Current);
        var rest = new List<T> { e.Current };
        while (e.MoveNext()) rest.Add(e.Current);
        return (rest, copied);
    }

    [Fact]
    public void EnumeratorCopiesAreIndependentAsThePackage()
    {
        int[] values = Enumerable.Range(1, 24).Select(v => v * 10).ToArray();
        using NativeTensor<int> ours = NativeTensor.CreateCopy<int>(values, [2, 3, 4]);
        using NativeTensor<int> oursPermuted = NativeTensor.PermuteDimensions(ours, [2, 0, 1]);
        Snt.Tensor<int> theirs = Snt.Tensor.Create(values, [2, 3, 4]);
        Snt.Tensor<int> theirsPermuted = Snt.Tensor.PermuteDimensions(theirs, [2, 0, 1]);

        var expected = CopyAndAdvance<int, Snt.Tensor<int>.Enumerator>(theirs.GetEnumerator());
        var actual = CopyAndAdvance<int, NativeTensor<int>.Enumerator>(ours.GetEnumerator());
        Assert.Equal(expected.Original, actual.Original);
        Assert.Equal(expected.Copy, actual.Copy);
        Assert.Equal(23, actual.Original.Count);

        expected = CopyAndAdvance<int, Snt.Tensor<int>.Enumerator>(theirsPermuted.GetEnumerator());
        actual = CopyAndAdvance<int, NativeTensor<int>.Enumerator>(oursPermuted.GetEnumerator());
        Assert.Equal(expected.Original, actual.Original);
        Assert.Equal(expected.Copy, actual.Copy);
    }

    [Fact]
    public void CurrentOffAnElementThrowsAsThePackage()
    {
        Snt.Tensor<int>.Enumerator theirs = Snt.Tensor.Create(new[] { 7 }, [1]).GetEnumerator();
        using NativeTensor<int> tensor = NativeTensor.CreateCopy<int>([7]);
        NativeTensor<int>.Enumerator ours = tensor.GetEnumerator();
        Assert.Throws<InvalidOperationException>(() => theirs.Current);
        Assert.Throws<InvalidOperationException>(() => ours.Current);
        Assert.True(theirs.MoveNext());
        Assert.True(ours.MoveNext());
        Assert.Equal(theirs.Current, ours.Current);
        Assert.False(theirs.MoveNext());
        Assert.False(ours.MoveNext());
        Assert.Throws<InvalidOperationException>(() => theirs.Current);
        Assert.Throws<InvalidOperationException>(() => ours.Current);
        NativeTensor<int>.Enumerator empty = NativeTensor<int>.Empty.GetEnumerator();
        Assert.False(empty.MoveNext());
        Assert.Throws<InvalidOperationException>(() => empty.Current);
    }

    [Fact]
    public unsafe void ReadOnlyTensorsEnumerate()
    {
        float[] values = [1, 2, 3, 4];
        fixed (float* p = values)
        {
            using NativeTensor<float> t = NativeTensor.Wrap(p, values.Length, [2, 2], [2, 1], readOnly: true);
            Assert.True(t.IsReadOnly);
            Assert.Equal(values, t.ToArray());
        }
    }

    [Fact]
    public void DisposedTensorThrowsOnTheNextStep()
    {
        var t = NativeTensor.CreateCopy<int>([1, 2], [2]);
        using IEnumerator<int> e = ((IEnumerable<int>)t).GetEnumerator();
        Assert.True(e.MoveNext());
        t.Dispose();
        Assert.Throws<ObjectDisposedException>(() => e.MoveNext());
    }
}
