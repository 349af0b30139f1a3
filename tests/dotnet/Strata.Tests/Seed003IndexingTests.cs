// Every indexing and index-assignment example of seed 003 (MindSpore "Tensor Index Support"),
// plus its view and contiguity examples, through NativeTensor<T>.Index / IndexAssign. Expected shapes
// and values are the printed results of the seed, transcribed row-major.
using Xunit;

namespace Strata.Tests;

public sealed class Seed003IndexingTests
{
    internal static NativeTensor<long> Arange(int count, params nint[] lengths) =>
        NativeTensor.CreateCopy<long>(Enumerable.Range(0, count).Select(i => (long)i).ToArray(), lengths);

    internal static NativeTensor<float> ArangeFloat(int count, params nint[] lengths) =>
        NativeTensor.CreateCopy<float>(Enumerable.Range(0, count).Select(i => (float)i).ToArray(), lengths);

    internal static void AssertTensor<T>(nint[] lengths, T[] values, NativeTensor<T> actual) where T : unmanaged
    {
        Assert.Equal(lengths, actual.Lengths.ToArray());
        var flat = new T[(int)actual.FlattenedLength];
        actual.FlattenTo(flat);
        Assert.Equal(values, flat);
    }

    private static long[] Range(int from, int to) => Enumerable.Range(from, to - from).Select(i => (long)i).ToArray();

    // ---- Index values -----------------------------------------------------------------------

    [Fact]
    public void AnIntegerRemovesDimensionZeroAndChainsLevelByLevel()
    {
        using NativeTensor<long> x = Arange(12, 2, 3, 2);
        using NativeTensor<long> single = x.Index(0);
        AssertTensor([3, 2], [0, 1, 2, 3, 4, 5], single);
        using NativeTensor<long> multi = single.Index(1);
        AssertTensor([2], [2, 3], multi);
    }

    [Fact]
    public void TrueAddsALengthOneDimensionAtEachLevel()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        using NativeTensor<long> single = x.Index(true);
        AssertTensor([1, 2, 3], Range(0, 6), single);
        using NativeTensor<long> multi = single.Index(true);
        AssertTensor([1, 1, 2, 3], Range(0, 6), multi);
    }

    [Fact]
    public void NewAxisActsLikeTrue()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        using NativeTensor<long> single = x.Index(TensorIndex.NewAxis);
        AssertTensor([1, 2, 3], Range(0, 6), single);
    }

    [Fact]
    public void EllipsisKeepsEveryDimension()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        using NativeTensor<long> single = x.Index(TensorIndex.Ellipsis);
        AssertTensor([2, 3], Range(0, 6), single);
        using NativeTensor<long> multi = single.Index(TensorIndex.Ellipsis);
        AssertTensor([2, 3], Range(0, 6), multi);
    }

    [Fact]
    public void SteppedSlicesKeepTheDimension()
    {
        using NativeTensor<long> x = Arange(16, 4, 2, 2);
        using NativeTensor<long> single = x.Index(TensorIndex.Slice(1, 4, 2));
        AssertTensor([2, 2, 2], [4, 5, 6, 7, 12, 13, 14, 15], single);
        using NativeTensor<long> multi = single.Index(1..);
        AssertTensor([1, 2, 2], [12, 13, 14, 15], multi);
    }

    [Fact]
    public void ABoolTensorSelectsWhereTrue()
    {
        using NativeTensor<long> x = NativeTensor.CreateCopy<long>([1, 2, 3]);
        using NativeTensor<bool> mask = NativeTensor.CreateCopy<bool>([true, false, true]);
        using NativeTensor<long> output = x.Index(mask);
        AssertTensor([2], [1, 3], output);
    }

    [Fact]
    public void AnIntegerTensorGathersAlongDimensionZero()
    {
        using NativeTensor<long> x = Arange(24, 4, 2, 3);
        using NativeTensor<int> index0 = NativeTensor.CreateCopy<int>([1, 2, 0, 3], [2, 2]);
        using NativeTensor<int> index1 = NativeTensor.CreateCopy<int>([0, 0], [1, 2]);
        using NativeTensor<long> single = x.Index(index0);
        AssertTensor([2, 2, 2, 3], [.. Range(6, 12), .. Range(12, 18), .. Range(0, 6), .. Range(18, 24)], single);
        using NativeTensor<long> multi = single.Index(index1);
        AssertTensor([1, 2, 2, 2, 3], [.. Range(6, 18), .. Range(6, 18)], multi);
    }

    [Fact]
    public void ListsOfIntegersGatherAndListsOfBoolsMask()
    {
        using NativeTensor<long> x = Arange(24, 4, 2, 3);
        using NativeTensor<long> single = x.Index(new long[] { 1, 2, 0 });
        AssertTensor([3, 2, 3], [.. Range(6, 12), .. Range(12, 18), .. Range(0, 6)], single);
        using NativeTensor<long> multi = single.Index(new[] { true, false, true });
        AssertTensor([2, 2, 3], [.. Range(6, 12), .. Range(0, 6)], multi);
    }

    [Fact]
    public void ATupleMixesIntegerSliceAndTensor()
    {
        using NativeTensor<long> x = Arange(24, 2, 3, 4);
        using NativeTensor<int> index = NativeTensor.CreateCopy<int>([1, 2, 1, 0, 3, 2], [2, 3]);
        using NativeTensor<long> data = x.Index(1, 0..1, index);
        AssertTensor([2, 3, 1], [13, 14, 13, 12, 15, 14], data);
    }

    // ---- Index value assignment -------------------------------------------------------------

    private static float[] Assigned(int count, nint[] lengths, Action<NativeTensor<float>> assign)
    {
        using NativeTensor<float> x = ArangeFloat(count, lengths);
        assign(x);
        Assert.Equal(lengths, x.Lengths.ToArray()); // assignment never changes the shape
        var values = new float[count];
        x.FlattenTo(values);
        return values;
    }

    [Fact]
    public void AssigningThroughAnInteger()
    {
        Assert.Equal([0, 1, 2, 88, 88, 88], Assigned(6, [2, 3], x => x.IndexAssign([1], 88.0f)));
        using NativeTensor<float> row = NativeTensor.CreateCopy<float>([66, 88, 99]);
        Assert.Equal([0, 1, 2, 66, 88, 99], Assigned(6, [2, 3], x => x.IndexAssign([1], row)));
    }

    [Fact]
    public void AssigningThroughTrue()
    {
        Assert.Equal([88, 88, 88, 88, 88, 88], Assigned(6, [2, 3], x => x.IndexAssign([true], 88.0f)));
        using NativeTensor<float> row = NativeTensor.CreateCopy<float>([66, 88, 99]);
        Assert.Equal([66, 88, 99, 66, 88, 99], Assigned(6, [2, 3], x => x.IndexAssign([true], row)));
        using NativeTensor<long> tuple = NativeTensor.CreateCopy<long>([66, 88, 99]); // (66, 88, 99): Python ints
        Assert.Equal([66, 88, 99, 66, 88, 99], Assigned(6, [2, 3], x => x.IndexAssign([true], tuple)));
    }

    [Fact]
    public void AssigningThroughEllipsis()
    {
        Assert.Equal([88, 88, 88, 88, 88, 88], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.Ellipsis], 88.0f)));
        using NativeTensor<long> rows = NativeTensor.CreateCopy<long>([22, 44, 55, 22, 44, 55], [2, 3]);
        Assert.Equal([22, 44, 55, 22, 44, 55], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.Ellipsis], rows)));
        using NativeTensor<long> tuple = NativeTensor.CreateCopy<long>([11, 22, 33, 44, 55, 66], [2, 3]);
        Assert.Equal([11, 22, 33, 44, 55, 66], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.Ellipsis], tuple)));
    }

    [Fact]
    public void AssigningThroughSlices()
    {
        Assert.Equal([88, 88, 88, 3, 4, 5, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([0..1], 88.0f)));
        Assert.Equal([88, 88, 88, 88, 88, 88, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([0..2], 88.0f)));
        using NativeTensor<float> z = NativeTensor.CreateCopy<float>([11, 12, 13, 11, 12, 13], [2, 3]);
        Assert.Equal([11, 12, 13, 11, 12, 13, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([0..2], z)));
        using NativeTensor<long> k = NativeTensor.CreateCopy<long>([11, 12, 13, 14, 15, 16], [2, 3]);
        Assert.Equal([11, 12, 13, 14, 15, 16, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([0..2], k)));
    }

    [Fact]
    public void AssigningThroughNewAxis()
    {
        Assert.Equal([88, 88, 88, 88, 88, 88], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.NewAxis], 88.0f)));
        using NativeTensor<float> row = NativeTensor.CreateCopy<float>([66, 88, 99]);
        Assert.Equal([66, 88, 99, 66, 88, 99], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.NewAxis], row)));
        using NativeTensor<long> tuple = NativeTensor.CreateCopy<long>([66, 88, 99]);
        Assert.Equal([66, 88, 99, 66, 88, 99], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.NewAxis], tuple)));
    }

    [Fact]
    public void AssigningThroughAnIntegerTensorWithRepeatedRows()
    {
        using NativeTensor<int> index = NativeTensor.CreateCopy<int>([2, 0, 2, 0, 2, 0, 0, 2, 0], [3, 3]);
        Assert.Equal([88, 88, 88, 3, 4, 5, 88, 88, 88], Assigned(9, [3, 3], x => x.IndexAssign([index], 88.0f)));
        using NativeTensor<float> y = NativeTensor.CreateCopy<float>([11, 12, 13]);
        Assert.Equal([11, 12, 13, 3, 4, 5, 11, 12, 13], Assigned(9, [3, 3], x => x.IndexAssign([index], y)));
        using NativeTensor<long> list = NativeTensor.CreateCopy<long>([11, 12, 13]);
        Assert.Equal([11, 12, 13, 3, 4, 5, 11, 12, 13], Assigned(9, [3, 3], x => x.IndexAssign([index], list)));
    }

    [Fact]
    public void AssigningThroughABoolMaskTensor()
    {
        using NativeTensor<bool> mask = NativeTensor.CreateCopy<bool>([true, false, true]);
        Assert.Equal([-1, -1, -1, 3, 4, 5, -1, -1, -1], Assigned(9, [3, 3], x => x.IndexAssign([mask], -1L)));
    }

    [Fact]
    public void AssigningThroughLists()
    {
        Assert.Equal([88, 88, 88, 88, 88, 88, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([new long[] { 0, 1 }], 88.0f)));
        using NativeTensor<float> y = NativeTensor.CreateCopy<float>([11, 12, 13]);
        Assert.Equal([11, 12, 13, 3, 4, 5, 6, 7, 8],
                     Assigned(9, [3, 3], x => x.IndexAssign([new[] { true, false, false }], y)));
    }

    [Fact]
    public void AssigningThroughTuples()
    {
        Assert.Equal([0, 1, 2, 3, 88, 88, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([1, 1..3], 88.0f)));
        using NativeTensor<int> index = NativeTensor.CreateCopy<int>([0, 1]);
        Assert.Equal([0, 1, 2, 88, 88, 5, 88, 88, 8], Assigned(9, [3, 3], x => x.IndexAssign([1..3, index], 88.0f)));
        using NativeTensor<float> z = NativeTensor.CreateCopy<float>([11, 12]);
        Assert.Equal([0, 1, 2, 11, 12, 5, 11, 12, 8], Assigned(9, [3, 3], x => x.IndexAssign([1..3, index], z)));
    }

    [Fact]
    public void AugmentedAssignmentReadsModifiesAndWrites()
    {
        Assert.Equal([0, 3, 4, 3, 4, 7, 8, 7, 8, 9, 10, 11],
                     Assigned(12, [3, 4], x => x.IndexAssign([new long[] { 0, 1 }, 1..3], 2L, IndexAssignment.Add)));
        using NativeTensor<long> values = NativeTensor.CreateCopy<long>([4, 3, 2, 1]);
        Assert.Equal([0, 1, 2, 3, 0, 2, 4, 6, 8, 9, 10, 11],
                     Assigned(12, [3, 4], x => x.IndexAssign([new long[] { 1 }, TensorIndex.Ellipsis], values, IndexAssignment.Subtract)));
    }

    // ---- Tensor view -----------------------------------------------------------------------

    [Fact]
    public void WritingThroughAViewChangesItsBase()
    {
        using NativeTensor<float> t = NativeTensor.CreateCopy<float>([1, 2, 3, 2, 3, 4], [2, 3]);
        using NativeTensor<float> b = NativeTensor.View(t, [3, 2]);
        using (NativeTensor<float> row = b.Index(0))
            row.IndexAssign([0], 100.0f); // b[0][0] = 100
        using NativeTensor<float> first = t.Index(0);
        using NativeTensor<float> element = first.Index(0); // t[0][0]
        AssertTensor([1], [100.0f], element);
        AssertTensor([2, 3], [100.0f, 2, 3, 2, 3, 4], t);
    }

    [Fact]
    public void TransposingGivesANonContiguousViewAndContiguousCopiesIt()
    {
        using NativeTensor<long> baseTensor = NativeTensor.CreateCopy<long>([0, 1, 2, 3], [2, 2]);
        Assert.True(baseTensor.IsContiguous);
        using NativeTensor<long> t = NativeTensor.SwapAxes(baseTensor, 1, 0);
        Assert.False(t.IsContiguous);
        Assert.Equal(baseTensor.DataPointer, t.DataPointer); // no data movement
        using NativeTensor<long> c = NativeTensor.Contiguous(t);
        Assert.True(c.IsContiguous);
        Assert.NotEqual(baseTensor.DataPointer, c.DataPointer);
        AssertTensor([2, 2], [0, 2, 1, 3], c);
        using NativeTensor<long> same = NativeTensor.Contiguous(baseTensor);
        Assert.True(same.IsSameViewAs(baseTensor));
    }
}
