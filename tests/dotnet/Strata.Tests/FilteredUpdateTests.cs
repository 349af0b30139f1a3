// NativeTensor.FilteredUpdate (a value, and values broadcast to the tensor) against
// System.Numerics.Tensors 11.0.0 on random shapes: filters and values of the tensor's lengths,
// with length-1 or dropped leading dimensions (broadcast), and shapes that do not broadcast
// (both throw ArgumentException, nothing written).
using System;
using System.Linq;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class FilteredUpdateTests
{
    private static nint[] Variant(Random random, nint[] lengths)
    {
        var shape = lengths.Skip(random.Next(3) == 0 ? random.Next(lengths.Length + 1) : 0).ToArray();
        for (int d = 0; d < shape.Length; d++)
        {
            int roll = random.Next(8);
            if (roll == 0) shape[d] = 1;
            else if (roll == 1) shape[d] = random.Next(0, 4);  // often does not broadcast
        }
        return shape;
    }

    private static int Count(nint[] shape) => shape.Aggregate(1, (a, l) => a * (int)l);

    private static double[] Values(NativeTensor<double> t) { var v = new double[t.FlattenedLength]; t.FlattenTo(v); return v; }
    private static double[] Values(Snt.Tensor<double> t) { var v = new double[t.FlattenedLength]; t.FlattenTo(v); return v; }

    [Fact]
    public void RandomCasesAgreeWithThePackage()
    {
        var random = new Random(4242);
        int agreedFailures = 0;
        for (int n = 0; n < 600; n++)
        {
            int rank = random.Next(1, 4);
            var lengths = Enumerable.Range(0, rank).Select(_ => (nint)random.Next(n % 30 == 0 ? 0 : 1, 4)).ToArray();
            double[] start = Enumerable.Range(0, Count(lengths)).Select(i => (double)i).ToArray();
            nint[] filterShape = Variant(random, lengths);
            bool[] mask = Enumerable.Range(0, Count(filterShape)).Select(_ => random.Next(2) == 0).ToArray();
            bool withValues = random.Next(2) == 0;
            nint[] valuesShape = Variant(random, lengths);
            double[] replacement = Enumerable.Range(0, Count(valuesShape)).Select(i => 100.0 + i).ToArray();
            double scalar = random.Next(2) == 0 ? double.NaN : -1;

            using NativeTensor<double> ours = NativeTensor.CreateCopy<double>(start, lengths);
            using NativeTensor<bool> filter = NativeTensor.CreateCopy<bool>(mask, filterShape);
            using NativeTensor<double> values = NativeTensor.CreateCopy<double>(replacement, valuesShape);
            Snt.Tensor<double> theirs = Snt.Tensor.Create((double[])start.Clone(), lengths);
            Snt.Tensor<bool> packageFilter = Snt.Tensor.Create(mask, filterShape);
            Snt.Tensor<double> packageValues = Snt.Tensor.Create(replacement, valuesShape);

            Exception? packageError = Record.Exception(() =>
            {
                if (withValues) Snt.Tensor.FilteredUpdate<double>(theirs.AsTensorSpan(), packageFilter, packageValues);
                else Snt.Tensor.FilteredUpdate<double>(theirs.AsTensorSpan(), packageFilter, scalar);
            });
            Exception? ourError = Record.Exception(() =>
            {
                NativeTensor<double> result = withValues ? NativeTensor.FilteredUpdate(ours, filter, values)
                                                         : NativeTensor.FilteredUpdate(ours, filter, scalar);
                Assert.Same(ours, result);
            });
            string input = $"tensor [{string.Join(",", lengths)}] filter [{string.Join(",", filterShape)}] values [{(withValues ? string.Join(",", valuesShape) : "scalar")}]";
            if (packageError is null)
            {
                Assert.True(ourError is null, $"{input}: Strata threw {ourError}");
                Assert.Equal(Values(theirs), Values(ours));
            }
            else
            {
                Assert.IsAssignableFrom<ArgumentException>(packageError);
                Assert.True(ourError is ArgumentException, $"{input}: package threw {packageError.GetType().Name}, Strata {ourError?.GetType().Name ?? "nothing"}");
                Assert.Equal(start, Values(ours));
                agreedFailures++;
            }
        }
        Assert.True(agreedFailures > 20);
    }

    [Fact]
    public unsafe void ReadOnlyTensorsAreRefused()
    {
        int[] storage = [1, 2, 3];
        fixed (int* p = storage)
        {
            using NativeTensor<int> view = NativeTensor.Wrap(p, storage.Length, [3], [1], readOnly: true);
            using NativeTensor<bool> filter = NativeTensor.CreateCopy<bool>([true, false, true], [3]);
            using NativeTensor<int> values = NativeTensor.CreateCopy<int>([7, 8, 9], [3]);
            Assert.Throws<InvalidOperationException>(() => NativeTensor.FilteredUpdate(view, filter, 5));
            Assert.Throws<InvalidOperationException>(() => NativeTensor.FilteredUpdate(view, filter, values));
        }
        Assert.Equal([1, 2, 3], storage);
    }

    [Fact]
    public void NullArgumentsThrow()
    {
        using NativeTensor<int> t = NativeTensor.CreateCopy<int>([1], [1]);
        using NativeTensor<bool> filter = NativeTensor.CreateCopy<bool>([true], [1]);
        Assert.Throws<ArgumentNullException>(() => NativeTensor.FilteredUpdate(t, null!, 1));
        Assert.Throws<ArgumentNullException>(() => NativeTensor.FilteredUpdate(t, filter, (NativeTensor<int>)null!));
    }
}
