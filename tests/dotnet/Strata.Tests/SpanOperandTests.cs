// The package's TensorSpan<T>/ReadOnlyTensorSpan<T> as operands of NativeTensor's layout
// overloads: results equal the package's, the writes land in the span's own memory (no copy),
// the members the package names take its argument order, and a refused call writes nothing.
// Random layouts and overlaps are compared by the differential suite (span_* operations).
using System.Linq;
using System.Threading;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class SpanOperandTests
{
    private static int[] Range(int count, int from = 1) => Enumerable.Range(from, count).ToArray();

    private static int[] Flat(Snt.ReadOnlyTensorSpan<int> span)
    {
        int[] values = new int[span.FlattenedLength];
        span.FlattenTo(values);
        return values;
    }

    [Fact]
    public void SpanOverloadsWriteTheSpansOwnMemory()
    {
        int[] source = Range(12);
        int[] ours = new int[12], theirs = new int[12];
        // A transposed source (strides [1, 3]) into a dense destination.
        var x = new Snt.ReadOnlyTensorSpan<int>(source, 0, [4, 3], [1, 4]);
        NativeTensor.Reverse(x, new Snt.TensorSpan<int>(ours, [4, 3], []));
        Snt.Tensor.Reverse(x, new Snt.TensorSpan<int>(theirs, [4, 3], []));
        Assert.Equal(theirs, ours);

        NativeTensor.ReverseDimension(x, new Snt.TensorSpan<int>(ours, [4, 3], []), 1);
        Snt.Tensor.ReverseDimension(x, new Snt.TensorSpan<int>(theirs, [4, 3], []), 1);
        Assert.Equal(theirs, ours);

        NativeTensor.CopyTo(x, new Snt.TensorSpan<int>(ours, [4, 3], []));
        x.CopyTo(new Snt.TensorSpan<int>(theirs, [4, 3], []));
        Assert.Equal(theirs, ours);
        Assert.True(NativeTensor.TryCopyTo(x, new Snt.TensorSpan<int>(ours, [4, 3], [])));
        Assert.False(NativeTensor.TryCopyTo(x, new Snt.TensorSpan<int>(ours, [2, 3], [])));
        Assert.False(x.TryCopyTo(new Snt.TensorSpan<int>(theirs, [2, 3], [])));

        NativeTensor.ResizeTo(x, new Snt.TensorSpan<int>(ours, [2, 5], []));
        Snt.Tensor.ResizeTo(x, new Snt.TensorSpan<int>(theirs, [2, 5], []));
        Assert.Equal(theirs, ours);
    }

    [Fact]
    public void TensorsCopyAndBroadcastIntoSpans()
    {
        using NativeTensor<int> row = NativeTensor.CreateCopy<int>([1, 2, 3], [1, 3]);
        int[] ours = new int[6], theirs = new int[6];
        row.CopyTo(new Snt.TensorSpan<int>(ours, [2, 3], []));
        Snt.Tensor.Create(new[] { 1, 2, 3 }, [1, 3]).CopyTo(new Snt.TensorSpan<int>(theirs, [2, 3], []));
        Assert.Equal(theirs, ours);
        Assert.False(row.TryCopyTo(new Snt.TensorSpan<int>(ours, [2, 2], [])));

        ours = new int[6];
        NativeTensor.BroadcastTo(row, new Snt.TensorSpan<int>(ours, [2, 3], []));
        Assert.Equal([1, 2, 3, 1, 2, 3], ours);
        Assert.True(NativeTensor.TryBroadcastTo(row, new Snt.TensorSpan<int>(ours, [2, 3], [])));
        Assert.False(NativeTensor.TryBroadcastTo(row, new Snt.TensorSpan<int>(ours, [3, 2], [])));
        Assert.False(Snt.Tensor.TryBroadcastTo(Snt.Tensor.Create(new[] { 1, 2, 3 }, [1, 3]), new Snt.TensorSpan<int>(theirs, [3, 2], [])));
        var e = Assert.Throws<ArgumentException>(() => NativeTensor.BroadcastTo(row, new Snt.TensorSpan<int>(ours, [3, 2], [])));
        Assert.Throws<ArgumentException>(() => Snt.Tensor.BroadcastTo(Snt.Tensor.Create(new[] { 1, 2, 3 }, [1, 3]), new Snt.TensorSpan<int>(theirs, [3, 2], [])));
        Assert.Equal([1, 2, 3, 1, 2, 3], ours);
    }

    [Fact]
    public void BroadcastTakesTheLengthsOfAnotherTensorOrSpan()
    {
        int[] values = [4, 5];
        Snt.Tensor<int> lengthsSource = Snt.Tensor.CreateFromShape<int>([3, 2]);
        Snt.Tensor<int> expected = Snt.Tensor.Broadcast<int>(Snt.Tensor.Create(values, [1, 2]), lengthsSource);

        using NativeTensor<int> source = NativeTensor.CreateCopy<int>(values, [1, 2]);
        using NativeTensor<int> shape = NativeTensor.CreateFromShape<int>([3, 2]);
        using NativeTensor<int> fromTensor = NativeTensor.Broadcast(source, shape);
        using NativeTensor<int> fromSpan = NativeTensor.Broadcast(
            new Snt.ReadOnlyTensorSpan<int>(values, [1, 2], []), lengthsSource.AsReadOnlyTensorSpan());
        using NativeTensor<int> fromLengths = NativeTensor.Broadcast(new Snt.ReadOnlyTensorSpan<int>(values, [1, 2], []), [3, 2]);
        foreach (NativeTensor<int> actual in new[] { fromTensor, fromSpan, fromLengths })
        {
            Assert.Equal(expected.Lengths.ToArray(), actual.Lengths.ToArray());
            Assert.Equal(expected.ToArray(), actual.ToArray());
            Assert.True(actual.IsDense);
        }
        using NativeTensor<int> wrong = NativeTensor.CreateFromShape<int>([3, 4]);
        Assert.Throws<ArgumentException>(() => NativeTensor.Broadcast(source, wrong));
        Assert.Throws<ArgumentException>(() => Snt.Tensor.Broadcast<int>(Snt.Tensor.Create(values, [1, 2]), Snt.Tensor.CreateFromShape<int>([3, 4])));
    }

    [Fact]
    public void JoinsWriteIntoDestinationsInThePackagesArgumentOrder()
    {
        using NativeTensor<int> a = NativeTensor.CreateCopy<int>(Range(6), [2, 3]);
        using NativeTensor<int> b = NativeTensor.CreateCopy<int>(Range(6, 10), [2, 3]);
        Snt.Tensor<int> pa = Snt.Tensor.Create(Range(6), [2, 3]), pb = Snt.Tensor.Create(Range(6, 10), [2, 3]);

        foreach (int dimension in new[] { 0, 1, 2 })
        {
            nint[] lengths = dimension switch { 0 => [2, 2, 3], 1 => [2, 2, 3], _ => [2, 3, 2] };
            Snt.Tensor<int> expected = Snt.Tensor.CreateFromShape<int>(lengths);
            Snt.Tensor.StackAlongDimension<int>([pa, pb], expected, dimension);

            using NativeTensor<int> destination = NativeTensor.CreateFromShape<int>(lengths);
            NativeTensor.StackAlongDimension<int>([a, b], destination, dimension);
            Assert.Equal(expected.ToArray(), destination.ToArray());

            int[] memory = new int[12];
            NativeTensor.StackAlongDimension<int>([a, b], new Snt.TensorSpan<int>(memory, lengths, []), dimension);
            Assert.Equal(expected.ToArray(), memory);
        }

        Snt.Tensor<int> stacked = Snt.Tensor.CreateFromShape<int>([2, 2, 3]);
        Snt.Tensor.Stack<int>([pa, pb], stacked);
        using NativeTensor<int> ours = NativeTensor.CreateFromShape<int>([2, 2, 3]);
        NativeTensor.Stack<int>([a, b], ours);
        Assert.Equal(stacked.ToArray(), ours.ToArray());
        int[] stackedMemory = new int[12];
        NativeTensor.Stack<int>([a, b], new Snt.TensorSpan<int>(stackedMemory, [2, 2, 3], []));
        Assert.Equal(stacked.ToArray(), stackedMemory);

        Snt.Tensor<int> joined = Snt.Tensor.CreateFromShape<int>([2, 6]);
        Snt.Tensor.ConcatenateOnDimension<int>(1, [pa, pb], joined);
        int[] joinedMemory = new int[12];
        NativeTensor.ConcatenateOnDimension<int>(1, [a, b], new Snt.TensorSpan<int>(joinedMemory, [2, 6], []));
        Assert.Equal(joined.ToArray(), joinedMemory);
        int[] rows = new int[12];
        NativeTensor.Concatenate<int>([a, b], new Snt.TensorSpan<int>(rows, [4, 3], []));
        Assert.Equal(Range(6).Concat(Range(6, 10)), rows);

        // A destination that does not fit: the package's exception type, nothing written.
        int[] small = Enumerable.Repeat(-1, 12).ToArray();
        Assert.Throws<ArgumentException>(() => NativeTensor.Stack<int>([a, b], new Snt.TensorSpan<int>(small, [3, 2, 2], [])));
        Assert.Throws<ArgumentException>(() => Snt.Tensor.Stack<int>([pa, pb], Snt.Tensor.CreateFromShape<int>([3, 2, 2]).AsTensorSpan()));
        Assert.All(small, v => Assert.Equal(-1, v));
    }

    [Fact]
    public void SplitSetSliceAndSequenceEqualOverSpans()
    {
        int[] values = Range(12);
        var x = new Snt.ReadOnlyTensorSpan<int>(values, [4, 3], []);
        Snt.Tensor<int>[] expected = Snt.Tensor.Split(x, 2, 0);
        NativeTensor<int>[] pieces = NativeTensor.Split(x, 2, 0);
        Assert.Equal(expected.Length, pieces.Length);
        for (int i = 0; i < pieces.Length; i++)
        {
            Assert.Equal(expected[i].Lengths.ToArray(), pieces[i].Lengths.ToArray());
            Assert.Equal(expected[i].ToArray(), pieces[i].ToArray());
            pieces[i].Dispose();
        }
        Assert.Throws<ArgumentException>(() => NativeTensor.Split(new Snt.ReadOnlyTensorSpan<int>(values, [4, 3], []), 5, 0));

        int[] ours = new int[12], theirs = new int[12];
        int[] patch = [7, 8];
        NativeTensor.SetSlice(new Snt.TensorSpan<int>(ours, [4, 3], []), new Snt.ReadOnlyTensorSpan<int>(patch, [1, 2], []),
                              new NRange(1, 3), new NRange(1, 3));
        Snt.Tensor.SetSlice(new Snt.TensorSpan<int>(theirs, [4, 3], []), new Snt.ReadOnlyTensorSpan<int>(patch, [1, 2], []),
                            new NRange(1, 3), new NRange(1, 3));
        Assert.Equal(theirs, ours);

        Assert.True(NativeTensor.SequenceEqual(new Snt.ReadOnlyTensorSpan<int>(ours, [4, 3], []),
                                               new Snt.ReadOnlyTensorSpan<int>(theirs, [1, 4, 3], [])));
        theirs[11] = -1;
        Assert.False(NativeTensor.SequenceEqual(new Snt.ReadOnlyTensorSpan<int>(ours, [4, 3], []),
                                                new Snt.ReadOnlyTensorSpan<int>(theirs, [4, 3], [])));
        Assert.True(NativeTensor.SequenceEqual(default(Snt.ReadOnlyTensorSpan<int>), default(Snt.ReadOnlyTensorSpan<int>)));
        Assert.True(Snt.Tensor.SequenceEqual(default(Snt.ReadOnlyTensorSpan<int>), default(Snt.ReadOnlyTensorSpan<int>)));
    }

    [Fact]
    public void SpanViewsOfATensorTakeThePackagesArguments()
    {
        int[] values = Range(12);
        using NativeTensor<int> t = NativeTensor.CreateCopy<int>(values, [3, 4]);
        Snt.Tensor<int> package = Snt.Tensor.Create(values, [3, 4]);
        NRange[] ranges = [new NRange(1, 3), new NRange(0, 4)];
        Assert.Equal(Flat(package.AsReadOnlyTensorSpan(ranges)), Flat(t.AsReadOnlyTensorSpan(ranges)));
        Assert.Equal(Flat(package.AsReadOnlyTensorSpan([(nint)1, 2])), Flat(t.AsReadOnlyTensorSpan([(nint)1, 2])));
        Assert.Equal(Flat(package.AsReadOnlyTensorSpan([new NIndex(1), NIndex.FromEnd(2)])),
                     Flat(t.AsReadOnlyTensorSpan([new NIndex(1), NIndex.FromEnd(2)])));
        t.AsTensorSpan(ranges).Fill(0);
        package.AsTensorSpan(ranges).Fill(0);
        Assert.Equal(package.ToArray(), t.ToArray());
        t.AsTensorSpan([(nint)2, 3]).Fill(5);
        t.AsTensorSpan([NIndex.FromEnd(1), new NIndex(0)])[0, 1] = 6;
        Assert.Equal([1, 2, 3, 4, 0, 0, 0, 0, 0, 6, 0, 5], t.ToArray());
        Assert.Throws<ArgumentOutOfRangeException>(() => t.AsReadOnlyTensorSpan([new NRange(0, 5), NRange.All]));
        Assert.Throws<ArgumentOutOfRangeException>(() => package.AsReadOnlyTensorSpan([new NRange(0, 5), NRange.All]));
    }

    [Fact]
    public void ReversalsOfASpanAndFilteredUpdatesOfOneAsThePackage()
    {
        int[] values = Range(12);
        var x = new Snt.ReadOnlyTensorSpan<int>(values, 0, [4, 3], [1, 4]);
        using NativeTensor<int> reversed = NativeTensor.Reverse(x);
        Assert.Equal(Snt.Tensor.Reverse(x).ToArray(), reversed.ToArray());
        foreach (int dimension in new[] { 0, 1 })
        {
            using NativeTensor<int> one = NativeTensor.ReverseDimension(x, dimension);
            Assert.Equal(Snt.Tensor.ReverseDimension(x, dimension).ToArray(), one.ToArray());
            Assert.Equal([4, 3], one.Lengths.ToArray());
        }
        Assert.Throws<ArgumentException>(() => NativeTensor.ReverseDimension(new Snt.ReadOnlyTensorSpan<int>(values, [4, 3], []), 2));
        Assert.ThrowsAny<ArgumentException>(() => Snt.Tensor.ReverseDimension(new Snt.ReadOnlyTensorSpan<int>(values, [4, 3], []), 2));

        bool[] mask = [true, false, true];
        int[] ours = Range(6), theirs = Range(6);
        NativeTensor.FilteredUpdate(new Snt.TensorSpan<int>(ours, [2, 3], []), new Snt.ReadOnlyTensorSpan<bool>(mask, [3], []), -1);
        Snt.Tensor.FilteredUpdate(new Snt.TensorSpan<int>(theirs, [2, 3], []), new Snt.ReadOnlyTensorSpan<bool>(mask, [3], []), -1);
        Assert.Equal(theirs, ours);
        int[] replacement = [70, 80, 90];
        NativeTensor.FilteredUpdate(new Snt.TensorSpan<int>(ours, [2, 3], []), new Snt.ReadOnlyTensorSpan<bool>([false, true, false, true, true, false], [2, 3], []),
                                    new Snt.ReadOnlyTensorSpan<int>(replacement, [3], []));
        Snt.Tensor.FilteredUpdate(new Snt.TensorSpan<int>(theirs, [2, 3], []), new Snt.ReadOnlyTensorSpan<bool>([false, true, false, true, true, false], [2, 3], []),
                                  new Snt.ReadOnlyTensorSpan<int>(replacement, [3], []));
        Assert.Equal(theirs, ours);
        int[] before = (int[])ours.Clone();
        Assert.Throws<ArgumentException>(() => NativeTensor.FilteredUpdate(new Snt.TensorSpan<int>(ours, [2, 3], []),
                                                                           new Snt.ReadOnlyTensorSpan<bool>([true, false], [2], []), 5));
        Assert.Equal(before, ours);
    }

    [Fact]
    public void TheIdenticalDenseSpanReversesInPlaceAndOtherOverlapsAreRefused()
    {
        int[] values = Range(6), packageValues = Range(6);
        NativeTensor.Reverse(new Snt.ReadOnlyTensorSpan<int>(values, [6], []), new Snt.TensorSpan<int>(values, [6], []));
        Snt.Tensor.Reverse(new Snt.ReadOnlyTensorSpan<int>(packageValues, [6], []), new Snt.TensorSpan<int>(packageValues, [6], []));
        Assert.Equal(packageValues, values);
        Assert.Equal([6, 5, 4, 3, 2, 1], values);

        // Shifted by one element: both refuse, nothing written.
        Assert.Throws<ArgumentException>(() => NativeTensor.Reverse(new Snt.ReadOnlyTensorSpan<int>(values, 0, [5], []),
                                                                    new Snt.TensorSpan<int>(values, 1, [5], [])));
        Assert.Throws<ArgumentException>(() => Snt.Tensor.Reverse(new Snt.ReadOnlyTensorSpan<int>(packageValues, 0, [5], []),
                                                                  new Snt.TensorSpan<int>(packageValues, 1, [5], [])));
        Assert.Equal([6, 5, 4, 3, 2, 1], values);
    }

    // The cache's next slot to fill is the one holding x when Add(x, y, d) starts: y's new view must
    // not evict x, which the call is using (it would release x's view mid-call).
    [Fact]
    public void AViewInUseIsNeverEvictedByTheSameCall()
    {
        void Run()
        {
            int[][] fillers = Enumerable.Range(0, 6).Select(i => Range(8, i * 10)).ToArray();
            int[] x = Range(8), y = Range(8, 100), d = new int[8];
            // Cache slots 0..3 take fillers 0..2 and x; fillers 3..5 then take slots 0..2, leaving
            // slot 3 (x) next in line.
            for (int i = 0; i < 3; i++) NativeTensor.Sum(new Snt.ReadOnlyTensorSpan<int>(fillers[i], [8], []));
            NativeTensor.Sum(new Snt.ReadOnlyTensorSpan<int>(x, [8], []));
            for (int i = 3; i < 6; i++) NativeTensor.Sum(new Snt.ReadOnlyTensorSpan<int>(fillers[i], [8], []));
            NativeTensor.Add(new Snt.ReadOnlyTensorSpan<int>(x, [8], []), new Snt.ReadOnlyTensorSpan<int>(y, [8], []),
                             new Snt.TensorSpan<int>(d, [8], []));
            Assert.Equal(x.Zip(y, (a, b) => a + b), d);
        }
        Exception? failure = null;
        // A fresh thread: its cache starts empty.
        var thread = new Thread(() => { try { Run(); } catch (Exception e) { failure = e; } });
        thread.Start();
        thread.Join();
        Assert.Null(failure);
    }

    [Fact]
    public void RepeatedCallsReuseTheirViewsAndTheirThreadReleasesThem()
    {
        nint[] held = [];
        WeakReference? cache = null;
        void Calls()
        {
            int[] values = Range(12), target = new int[12];
            for (int i = 0; i < 100; i++)
            {
                // Same memory and layout each time, then another layout of it: the results stay exact.
                NativeTensor.Reverse(new Snt.ReadOnlyTensorSpan<int>(values, [3, 4], []), new Snt.TensorSpan<int>(target, [3, 4], []));
                Assert.Equal(Range(12).Reverse(), target);
                NativeTensor.Reverse(new Snt.ReadOnlyTensorSpan<int>(values, [4, 3], [1, 4]), new Snt.TensorSpan<int>(target, [4, 3], []));
                Assert.Equal([12, 8, 4, 11, 7, 3, 10, 6, 2, 9, 5, 1], target);
            }
            SpanViewCache current = SpanViewCache.OfThisThread!;
            held = current.Handles;
            cache = new WeakReference(current);
        }
        var thread = new Thread(Calls);
        thread.Start();
        thread.Join();
        Assert.Equal(4, held.Length);  // two layouts of the source (read-only), two of the target
        for (int i = 0; i < 10 && cache!.IsAlive; i++)
        {
            GC.Collect();
            GC.WaitForPendingFinalizers();
        }
        Assert.False(cache!.IsAlive);
        foreach (nint handle in held)
        {
            int rank;
            unsafe { Assert.Equal((int)StrataStatus.InvalidHandle, Interop.NativeMethods.TensorRank(handle, &rank)); }
        }
    }
}
