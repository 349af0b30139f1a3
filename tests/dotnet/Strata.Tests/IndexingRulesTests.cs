// Indexing and index-assignment rules beyond seed 003's examples: error cases (exception type,
// status and the native message naming the values), nothing written on failure, repeated
// positions, Python's floor semantics, casts, overlapping values and index item lifetimes.
using Xunit;
using static Strata.Tests.Seed003IndexingTests;

namespace Strata.Tests;

public sealed class IndexingRulesTests
{
    private static StrataStatus StatusOf(Exception e) => Assert.IsType<StrataStatus>(e.Data["Strata.Status"]);

    [Fact]
    public void APositionOutsideItsAxisIsIndexOutOfRangeNamingAxisAndValues()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        var e = Assert.Throws<IndexOutOfRangeException>(() => x.Index(0, 7));
        Assert.Equal(StrataStatus.IndexOutOfRange, StatusOf(e));
        Assert.Contains("7", e.Message);
        Assert.Contains("3", e.Message);
        Assert.Throws<IndexOutOfRangeException>(() => x.Index(-3));
        using NativeTensor<long> fromBack = x.Index(-1);
        AssertTensor([3], [3, 4, 5], fromBack);
        Assert.Throws<IndexOutOfRangeException>(() => x.Index(new long[] { 0, 2 }));
    }

    [Fact]
    public void TooManyIndicesIsIndexOutOfRange()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        var e = Assert.Throws<IndexOutOfRangeException>(() => x.Index(0, 0, 0));
        Assert.Contains("3", e.Message);
        Assert.Contains("2", e.Message);
        using NativeTensor<long> element = x.Index(1, 2); // every dimension indexed: shape [1]
        AssertTensor([1], [5], element);
    }

    [Fact]
    public void TwoEllipsesAreAnArgumentException()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        var e = Assert.Throws<ArgumentException>(() => x.Index(TensorIndex.Ellipsis, 0, TensorIndex.Ellipsis));
        Assert.Equal(StrataStatus.InvalidArgument, StatusOf(e));
        Assert.Contains("Ellipsis", e.Message, StringComparison.OrdinalIgnoreCase);
    }

    [Fact]
    public void AMaskOfTheWrongShapeIsAnArgumentExceptionNamingTheLengths()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        using NativeTensor<bool> mask = NativeTensor.CreateCopy<bool>([true, false, true]);
        var e = Assert.Throws<ArgumentException>(() => x.Index(mask));
        Assert.Equal(StrataStatus.ShapeMismatch, StatusOf(e));
        Assert.Contains("3", e.Message);
        Assert.Contains("2", e.Message);
        using NativeTensor<bool> full = NativeTensor.CreateCopy<bool>([true, false, false, false, true, true], [2, 3]);
        using NativeTensor<long> picked = x.Index(full);
        AssertTensor([3], [0, 4, 5], picked);
    }

    [Fact]
    public void AFloatingPointIndexTensorIsATypeMismatch()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        using NativeTensor<float> index = NativeTensor.CreateCopy<float>([0, 1]);
        var e = Assert.Throws<ArrayTypeMismatchException>(() => x.Index(TensorIndex.From(index)));
        Assert.Equal(StrataStatus.DTypeMismatch, StatusOf(e));
        Assert.False(string.IsNullOrWhiteSpace(e.Message));
    }

    [Fact]
    public void IndexTensorsThatDoNotBroadcastAreAnArgumentException()
    {
        using NativeTensor<long> x = Arange(12, 3, 4);
        Assert.Throws<ArgumentException>(() => x.Index(new long[] { 0, 1 }, new long[] { 0, 1, 2 }));
        using NativeTensor<long> pairs = x.Index(new long[] { 0, 2 }, new long[] { 1, 3 });
        AssertTensor([2], [1, 11], pairs);
    }

    [Fact]
    public void SeparatedAdvancedItemsPutTheirDimensionsInFront()
    {
        using NativeTensor<long> x = Arange(24, 2, 3, 4);
        using NativeTensor<long> adjacent = x.Index(TensorIndex.Slice(), new long[] { 0, 2 }, new long[] { 1, 3 });
        AssertTensor([2, 2], [1, 11, 13, 23], adjacent);
        using NativeTensor<long> separated = x.Index(new long[] { 0, 1 }, TensorIndex.Slice(), new long[] { 1, 3 });
        AssertTensor([2, 3], [1, 5, 9, 15, 19, 23], separated);
    }

    [Fact]
    public void AFailedAssignmentWritesNothing()
    {
        int[] storage = [1, 2, 3, 4, 5, 6];
        using NativeTensor<int> x = NativeTensor.Create(storage, [2, 3]);
        using NativeTensor<int> wrong = NativeTensor.CreateCopy<int>([1, 2]);
        var e = Assert.Throws<ArgumentException>(() => x.IndexAssign([TensorIndex.Ellipsis], wrong));
        Assert.Equal(StrataStatus.ShapeMismatch, StatusOf(e));
        Assert.Throws<IndexOutOfRangeException>(() => x.IndexAssign([new long[] { 0, 5 }], 9));
        var divide = Assert.Throws<ArgumentException>(() => x.IndexAssign([TensorIndex.Ellipsis], 0, IndexAssignment.Divide));
        Assert.Contains("zero", divide.Message);
        Assert.Throws<ArgumentException>(() => x.IndexAssign([TensorIndex.Ellipsis], -1, IndexAssignment.Power));
        Assert.Equal([1, 2, 3, 4, 5, 6], storage);
    }

    [Fact]
    public unsafe void AssigningThroughAReadOnlyViewIsInvalidOperationAndWritesNothing()
    {
        float[] storage = [1, 2, 3];
        fixed (float* p = storage)
        {
            using NativeTensor<float> view = NativeTensor.Wrap(p, 3, [], readOnly: true);
            var e = Assert.Throws<InvalidOperationException>(() => view.IndexAssign([0], 9.0f));
            Assert.Equal(StrataStatus.ReadOnly, StatusOf(e));
            using NativeTensor<float> row = view.Index(0..2); // reading is fine
            AssertTensor([2], [1.0f, 2.0f], row);
        }
        Assert.Equal([1.0f, 2.0f, 3.0f], storage);
    }

    [Fact]
    public void RepeatedPositionsTakeTheLastWriteInRowMajorOrder()
    {
        using NativeTensor<int> x = NativeTensor.CreateFromShape<int>([3]);
        using NativeTensor<int> values = NativeTensor.CreateCopy<int>([1, 2, 3]);
        x.IndexAssign([new long[] { 0, 0, 0 }], values);
        AssertTensor([3], [3, 0, 0], x);
        using NativeTensor<int> increments = NativeTensor.CreateCopy<int>([10, 20]);
        x.IndexAssign([new long[] { 1, 1 }], increments, IndexAssignment.Add); // reads 0 twice, last write 0 + 20
        AssertTensor([3], [3, 20, 0], x);
    }

    [Fact]
    public void IntegerFloorDivisionAndModuloFollowPython()
    {
        using NativeTensor<int> x = NativeTensor.CreateCopy<int>([-7, 7, -7, 7]);
        x.IndexAssign([0..2], 2, IndexAssignment.FloorDivide);
        x.IndexAssign([2..4], 3, IndexAssignment.Modulo);
        AssertTensor([4], [-4, 3, 2, 1], x);
        using NativeTensor<int> y = NativeTensor.CreateCopy<int>([-7, 7]);
        y.IndexAssign([TensorIndex.Ellipsis], 2, IndexAssignment.Divide); // truncates toward zero
        AssertTensor([2], [-3, 3], y);
        y.IndexAssign([TensorIndex.Ellipsis], 3, IndexAssignment.Power);
        AssertTensor([2], [-27, 27], y);
        y.IndexAssign([1], 5, IndexAssignment.Multiply);
        AssertTensor([2], [-27, 135], y);
    }

    [Fact]
    public void ValuesAreCastToTheTensorsElementType()
    {
        using NativeTensor<int> x = NativeTensor.CreateFromShape<int>([3]);
        x.IndexAssign([0], 2.9f);
        x.IndexAssign([1], -2.9);
        x.IndexAssign([2], true);
        AssertTensor([3], [2, -2, 1], x);
    }

    [Fact]
    public void AValueSharingTheStorageIsReadBeforeTheFirstWrite()
    {
        using NativeTensor<int> x = NativeTensor.CreateCopy<int>([1, 2, 3, 4]);
        using NativeTensor<int> head = x.Index(..3);
        x.IndexAssign([1..], head);
        AssertTensor([4], [1, 1, 2, 3], x);
    }

    [Fact]
    public void InvalidIndexItemsAreRejectedBeforeTheNativeCall()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        Assert.Throws<ArgumentException>(() => x.Index(default(TensorIndex)));
        NativeTensor<int> index = NativeTensor.CreateCopy<int>([0]);
        TensorIndex item = index;
        index.Dispose();
        Assert.Throws<ObjectDisposedException>(() => x.Index(item));
        Assert.Equal("1:4:2", TensorIndex.Slice(1, 4, 2).ToString());
        Assert.Equal("::-1", TensorIndex.Slice(step: -1).ToString());
        Assert.Equal("[True, False]", TensorIndex.List(true, false).ToString());
        Assert.Equal("None", TensorIndex.NewAxis.ToString());
    }
}
