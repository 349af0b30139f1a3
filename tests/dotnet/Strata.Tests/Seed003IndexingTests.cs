// Every indexing and index-assignment example of seed 003 (MindSpore "Tensor Index Support"),
// plus its view and contiguity examples, through Tensor<T>.Index / IndexAssign. Expected shapes
// and values are the printed results of the seed, transcribed row-major.
using Xunit;

namespace Strata.Tests;

public sealed class Seed003IndexingTests
{
    internal static Tensor<long> Arange(int count, params nint[] lengths) =>
        Tensor.CreateCopy<long>(Enumerable.Range(0, count).Select(i => (long)i).ToArray(), lengths);

    internal static Tensor<float> ArangeFloat(int count, params nint[] lengths) =>
        Tensor.CreateCopy<float>(Enumerable.Range(0, count).Select(i => (float)i).ToArray(), lengths);

    internal static void AssertTensor<T>(nint[] lengths, T[] values, Tensor<T> actual) where T : unmanaged
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
        using Tensor<long> x = Arange(12, 2, 3, 2);
        using Tensor<long> single = x.Index(0);
        AssertTensor([3, 2], [0, 1, 2, 3, 4, 5], single);
        using Tensor<long> multi = single.Index(1);
        AssertTensor([2], [2, 3], multi);
    }

    [Fact]
    public void TrueAddsALengthOneDimensionAtEachLevel()
    {
        using Tensor<long> x = Arange(6, 2, 3);
        using Tensor<long> single = x.Index(true);
        AssertTensor([1, 2, 3], Range(0, 6), single);
        using Tensor<long> multi = single.Index(true);
        AssertTensor([1, 1, 2, 3], Range(0, 6), multi);
    }

    [Fact]
    public void NewAxisActsLikeTrue()
    {
        using Tensor<long> x = Arange(6, 2, 3);
        using Tensor<long> single = x.Index(TensorIndex.NewAxis);
        AssertTensor([1, 2, 3], Range(0, 6), single);
    }

    [Fact]
    public void EllipsisKeepsEveryDimension()
    {
        using Tensor<long> x = Arange(6, 2, 3);
        using Tensor<long> single = x.Index(TensorIndex.Ellipsis);
        AssertTensor([2, 3], Range(0, 6), single);
        using Tensor<long> multi = single.Index(TensorIndex.Ellipsis);
        AssertTensor([2, 3], Range(0, 6), multi);
    }

    [Fact]
    public void SteppedSlicesKeepTheDimension()
    {
        using Tensor<long> x = Arange(16, 4, 2, 2);
        using Tensor<long> single = x.Index(TensorIndex.Slice(1, 4, 2));
        AssertTensor([2, 2, 2], [4, 5, 6, 7, 12, 13, 14, 15], single);
        using Tensor<long> multi = single.Index(1..);
        AssertTensor([1, 2, 2], [12, 13, 14, 15], multi);
    }

    [Fact]
    public void ABoolTensorSelectsWhereTrue()
    {
        using Tensor<long> x = Tensor.CreateCopy<long>([1, 2, 3]);
        using Tensor<bool> mask = Tensor.CreateCopy<bool>([true, false, true]);
        using Tensor<long> output = x.Index(mask);
        AssertTensor([2], [1, 3], output);
    }

    [Fact]
    public void AnIntegerTensorGathersAlongDimensionZero()
    {
        using Tensor<long> x = Arange(24, 4, 2, 3);
        using Tensor<int> index0 = Tensor.CreateCopy<int>([1, 2, 0, 3], [2, 2]);
        using Tensor<int> index1 = Tensor.CreateCopy<int>([0, 0], [1, 2]);
        using Tensor<long> single = x.Index(index0);
        AssertTensor([2, 2, 2, 3], [.. Range(6, 12), .. Range(12, 18), .. Range(0, 6), .. Range(18, 24)], single);
        using Tensor<long> multi = single.Index(index1);
        AssertTensor([1, 2, 2, 2, 3], [.. Range(6, 18), .. Range(6, 18)], multi);
    }

    [Fact]
    public void ListsOfIntegersGatherAndListsOfBoolsMask()
    {
        using Tensor<long> x = Arange(24, 4, 2, 3);
        using Tensor<long> single = x.Index(new long[] { 1, 2, 0 });
        AssertTensor([3, 2, 3], [.. Range(6, 12), .. Range(12, 18), .. Range(0, 6)], single);
        using Tensor<long> multi = single.Index(new[] { true, false, true });
        AssertTensor([2, 2, 3], [.. Range(6, 12), .. Range(0, 6)], multi);
    }

    [Fact]
    public void ATupleMixesIntegerSliceAndTensor()
    {
        using Tensor<long> x = Arange(24, 2, 3, 4);
        using Tensor<int> index = Tensor.CreateCopy<int>([1, 2, 1, 0, 3, 2], [2, 3]);
        using Tensor<long> data = x.Index(1, 0..1, index);
        AssertTensor([2, 3, 1], [13, 14, 13, 12, 15, 14], data);
    }

    // ---- Index value assignment -------------------------------------------------------------

    private static float[] Assigned(int count, nint[] lengths, Action<Tensor<float>> assign)
    {
        using Tensor<float> x = ArangeFloat(count, lengths);
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
        using Tensor<float> row = Tensor.CreateCopy<float>([66, 88, 99]);
        Assert.Equal([0, 1, 2, 66, 88, 99], Assigned(6, [2, 3], x => x.IndexAssign([1], row)));
    }

    [Fact]
    public void AssigningThroughTrue()
    {
        Assert.Equal([88, 88, 88, 88, 88, 88], Assigned(6, [2, 3], x => x.IndexAssign([true], 88.0f)));
        using Tensor<float> row = Tensor.CreateCopy<float>([66, 88, 99]);
        Assert.Equal([66, 88, 99, 66, 88, 99], Assigned(6, [2, 3], x => x.IndexAssign([true], row)));
        using Tensor<long> tuple = Tensor.CreateCopy<long>([66, 88, 99]); // (66, 88, 99): Python ints
        Assert.Equal([66, 88, 99, 66, 88, 99], Assigned(6, [2, 3], x => x.IndexAssign([true], tuple)));
    }

    [Fact]
    public void AssigningThroughEllipsis()
    {
        Assert.Equal([88, 88, 88, 88, 88, 88], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.Ellipsis], 88.0f)));
        using Tensor<long> rows = Tensor.CreateCopy<long>([22, 44, 55, 22, 44, 55], [2, 3]);
        Assert.Equal([22, 44, 55, 22, 44, 55], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.Ellipsis], rows)));
        using Tensor<long> tuple = Tensor.CreateCopy<long>([11, 22, 33, 44, 55, 66], [2, 3]);
        Assert.Equal([11, 22, 33, 44, 55, 66], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.Ellipsis], tuple)));
    }

    [Fact]
    public void AssigningThroughSlices()
    {
        Assert.Equal([88, 88, 88, 3, 4, 5, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([0..1], 88.0f)));
        Assert.Equal([88, 88, 88, 88, 88, 88, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([0..2], 88.0f)));
        using Tensor<float> z = Tensor.CreateCopy<float>([11, 12, 13, 11, 12, 13], [2, 3]);
        Assert.Equal([11, 12, 13, 11, 12, 13, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([0..2], z)));
        using Tensor<long> k = Tensor.CreateCopy<long>([11, 12, 13, 14, 15, 16], [2, 3]);
        Assert.Equal([11, 12, 13, 14, 15, 16, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([0..2], k)));
    }

    [Fact]
    public void AssigningThroughNewAxis()
    {
        Assert.Equal([88, 88, 88, 88, 88, 88], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.NewAxis], 88.0f)));
        using Tensor<float> row = Tensor.CreateCopy<float>([66, 88, 99]);
        Assert.Equal([66, 88, 99, 66, 88, 99], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.NewAxis], row)));
        using Tensor<long> tuple = Tensor.CreateCopy<long>([66, 88, 99]);
        Assert.Equal([66, 88, 99, 66, 88, 99], Assigned(6, [2, 3], x => x.IndexAssign([TensorIndex.NewAxis], tuple)));
    }

    [Fact]
    public void AssigningThroughAnIntegerTensorWithRepeatedRows()
    {
        using Tensor<int> index = Tensor.CreateCopy<int>([2, 0, 2, 0, 2, 0, 0, 2, 0], [3, 3]);
        Assert.Equal([88, 88, 88, 3, 4, 5, 88, 88, 88], Assigned(9, [3, 3], x => x.IndexAssign([index], 88.0f)));
        using Tensor<float> y = Tensor.CreateCopy<float>([11, 12, 13]);
        Assert.Equal([11, 12, 13, 3, 4, 5, 11, 12, 13], Assigned(9, [3, 3], x => x.IndexAssign([index], y)));
        using Tensor<long> list = Tensor.CreateCopy<long>([11, 12, 13]);
        Assert.Equal([11, 12, 13, 3, 4, 5, 11, 12, 13], Assigned(9, [3, 3], x => x.IndexAssign([index], list)));
    }

    [Fact]
    public void AssigningThroughABoolMaskTensor()
    {
        using Tensor<bool> mask = Tensor.CreateCopy<bool>([true, false, true]);
        Assert.Equal([-1, -1, -1, 3, 4, 5, -1, -1, -1], Assigned(9, [3, 3], x => x.IndexAssign([mask], -1L)));
    }

    [Fact]
    public void AssigningThroughLists()
    {
        Assert.Equal([88, 88, 88, 88, 88, 88, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([new long[] { 0, 1 }], 88.0f)));
        using Tensor<float> y = Tensor.CreateCopy<float>([11, 12, 13]);
        Assert.Equal([11, 12, 13, 3, 4, 5, 6, 7, 8],
                     Assigned(9, [3, 3], x => x.IndexAssign([new[] { true, false, false }], y)));
    }

    [Fact]
    public void AssigningThroughTuples()
    {
        Assert.Equal([0, 1, 2, 3, 88, 88, 6, 7, 8], Assigned(9, [3, 3], x => x.IndexAssign([1, 1..3], 88.0f)));
        using Tensor<int> index = Tensor.CreateCopy<int>([0, 1]);
        Assert.Equal([0, 1, 2, 88, 88, 5, 88, 88, 8], Assigned(9, [3, 3], x => x.IndexAssign([1..3, index], 88.0f)));
        using Tensor<float> z = Tensor.CreateCopy<float>([11, 12]);
        Assert.Equal([0, 1, 2, 11, 12, 5, 11, 12, 8], Assigned(9, [3, 3], x => x.IndexAssign([1..3, index], z)));
    }

    [Fact]
    public void AugmentedAssignmentReadsModifiesAndWrites()
    {
        Assert.Equal([0, 3, 4, 3, 4, 7, 8, 7, 8, 9, 10, 11],
                     Assigned(12, [3, 4], x => x.IndexAssign([new long[] { 0, 1 }, 1..3], 2L, IndexAssignment.Add)));
        using Tensor<long> values = Tensor.CreateCopy<long>([4, 3, 2, 1]);
        Assert.Equal([0, 1, 2, 3, 0, 2, 4, 6, 8, 9, 10, 11],
                     Assigned(12, [3, 4], x => x.IndexAssign([new long[] { 1 }, TensorIndex.Ellipsis], values, IndexAssignment.Subtract)));
    }

    // ---- Tensor view -----------------------------------------------------------------------

    [Fact]
    public void WritingThroughAViewChangesItsBase()
    {
        using Tensor<float> t = Tensor.CreateCopy<float>([1, 2, 3, 2, 3, 4], [2, 3]);
        using Tensor<float> b = Tensor.View(t, [3, 2]);
        using (Tensor<float> row = b.Index(0))
            row.IndexAssign([0], 100.0f); // b[0][0] = 100
        using Tensor<float> first = t.Index(0);
        using Tensor<float> element = first.Index(0); // t[0][0]
        AssertTensor([1], [100.0f], element);
        AssertTensor([2, 3], [100.0f, 2, 3, 2, 3, 4], t);
    }

    [Fact]
    public void TransposingGivesANonContiguousViewAndContiguousCopiesIt()
    {
        using Tensor<long> baseTensor = Tensor.CreateCopy<long>([0, 1, 2, 3], [2, 2]);
        Assert.True(baseTensor.IsContiguous);
        using Tensor<long> t = Tensor.SwapAxes(baseTensor, 1, 0);
        Assert.False(t.IsContiguous);
        Assert.Equal(baseTensor.DataPointer, t.DataPointer); // no data movement
        using Tensor<long> c = Tensor.Contiguous(t);
        Assert.True(c.IsContiguous);
        Assert.NotEqual(baseTensor.DataPointer, c.DataPointer);
        AssertTensor([2, 2], [0, 2, 1, 3], c);
        using Tensor<long> same = Tensor.Contiguous(baseTensor);
        Assert.True(same.IsSameViewAs(baseTensor));
    }
}
