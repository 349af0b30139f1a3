// Every wrapped call of the binding, with expected values taken from the documents (seed 000 and
// the semantics spec) or computed independently in the test.
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class TensorApiTests
{
    [Fact]
    public void CreateFromShapeIsZeroFilledWithRowMajorStrides()
    {
        using NativeTensor<double> t = NativeTensor.CreateFromShape<double>([2, 1, 3]);
        Assert.Equal(DType.Float64, t.DType);
        Assert.Equal(3, t.Rank);
        Assert.Equal([2, 1, 3], t.Lengths.ToArray());
        Assert.Equal([3, 0, 1], t.Strides.ToArray()); // length-1 dimensions get stride 0
        Assert.Equal(6, t.FlattenedLength);
        Assert.Equal(6, t.RequiredStorage);
        Assert.False(t.IsEmpty);
        Assert.True(t.IsDense);
        Assert.True(t.HasAnyDenseDimensions);
        Assert.False(t.IsReadOnly);
        Assert.Equal(0.0, t[1, 0, 2]);
    }

    [Fact]
    public void AnEmptyShapeBecomesTheCanonicalEmptyShape()
    {
        using NativeTensor<int> t = NativeTensor.CreateFromShape<int>([]);
        Assert.Equal([0], t.Lengths.ToArray());
        Assert.Equal([0], t.Strides.ToArray());
        Assert.True(t.IsEmpty);
        using NativeTensor<int> zero = NativeTensor.CreateFromShape<int>([3, 0, 2]);
        Assert.Equal([0, 0, 0], zero.Strides.ToArray());
        Assert.Equal(0, zero.RequiredStorage);
    }

    [Fact]
    public void ExplicitStridesAreKeptAndSizeTheStorage()
    {
        using NativeTensor<int> t = NativeTensor.CreateFromShapeUninitialized<int>([2, 3], [1, 2]);
        Assert.Equal([1, 2], t.Strides.ToArray());
        Assert.False(t.IsDense);
        Assert.Equal(6, t.RequiredStorage);
        using NativeTensor<int> broadcast = NativeTensor.CreateFromShape<int>([2, 2], [2, 0]);
        Assert.Equal(3, broadcast.RequiredStorage); // 1 + (2-1)*2 + (2-1)*0
    }

    [Fact]
    public void CreateCopyCopiesAndInfersOneDimension()
    {
        int[] source = [1, 2, 3, 4, 5, 6];
        using NativeTensor<int> matrix = NativeTensor.CreateCopy<int>(source, [2, 3]);
        source[0] = 100;
        Assert.Equal(1, matrix[0, 0]);
        Assert.Equal(6, matrix[1, 2]);
        using NativeTensor<int> line = NativeTensor.CreateCopy<int>(source);
        Assert.Equal([6], line.Lengths.ToArray());
        using NativeTensor<int> empty = NativeTensor.CreateCopy<int>(source, ReadOnlySpan<nint>.Empty);
        Assert.Equal([0], empty.Lengths.ToArray());
    }

    [Fact]
    public void CreateOverAnArrayIsAZeroCopyView()
    {
        int[] storage = [0, 1, 2, 3, 4, 5, 6, 7];
        using NativeTensor<int> t = NativeTensor.Create(storage, 1, [2, 3], [4, 1]);
        Assert.Equal(5, t[1, 0]); // storage[1 + 4]
        t[1, 2] = 70;
        Assert.Equal(70, storage[7]);
        storage[2] = 20;
        Assert.Equal(20, t[0, 1]);
        using NativeTensor<int> all = NativeTensor.Create(storage);
        Assert.Equal([8], all.Lengths.ToArray());
        using NativeTensor<int> lengthsOmitted = NativeTensor.Create(storage, [4, 2]);
        Assert.Equal(70, lengthsOmitted[3, 1]);
    }

    [Fact]
    public unsafe void WrapViewsCallerMemory()
    {
        long* memory = stackalloc long[6] { 1, 2, 3, 4, 5, 6 };
        using NativeTensor<long> t = NativeTensor.Wrap(memory, 6, [3, 2]);
        Assert.Equal((nint)memory, t.DataPointer);
        t[2, 1] = 60;
        Assert.Equal(60, memory[5]);
        using NativeTensor<long> inferred = NativeTensor.Wrap(memory, 6, []);
        Assert.Equal([6], inferred.Lengths.ToArray());
    }

    [Fact]
    public void IndexersReadAndWriteWithPlainAndFromEndIndexes()
    {
        using NativeTensor<short> t = NativeTensor.CreateFromShape<short>([2, 3]);
        t[1, 2] = 7;
        Assert.Equal(7, t[NIndex.FromEnd(1), NIndex.FromEnd(1)]);
        t[NIndex.FromStart(0), NIndex.FromEnd(3)] = 5;
        Assert.Equal(5, t[0, 0]);
        Assert.Throws<IndexOutOfRangeException>(() => t[NIndex.FromEnd(0), 0]);
    }

    [Fact]
    public void SliceWithRangesSharesStorageAndZeroesUnitStrides()
    {
        int[] storage = Enumerable.Range(0, 12).ToArray();
        using NativeTensor<int> t = NativeTensor.Create(storage, [3, 4]);
        using NativeTensor<int> s = t.Slice(new NRange(1, NIndex.FromEnd(0)), new NRange(NIndex.FromEnd(3), NIndex.FromEnd(2)));
        Assert.Equal([2, 1], s.Lengths.ToArray());
        Assert.Equal([4, 0], s.Strides.ToArray());
        Assert.Equal(5, s[0, 0]);
        Assert.Equal(9, s[1, 0]);
        using NativeTensor<int> viaIndexer = t[NRange.All, new NRange(3, 4)];
        Assert.Equal(11, viaIndexer[2, 0]);
        Assert.Throws<ArgumentOutOfRangeException>(() => t.Slice(new NRange(0, 4), NRange.All));
    }

    [Fact]
    public void SliceFromStartsWithNIndexAndPlainStarts()
    {
        int[] storage = Enumerable.Range(0, 6).ToArray();
        using NativeTensor<int> t = NativeTensor.Create(storage, [2, 3]);
        using NativeTensor<int> a = t.Slice(NIndex.FromStart(1), NIndex.FromEnd(2));
        Assert.Equal([1, 2], a.Lengths.ToArray());
        Assert.Equal(4, a[0, 0]);
        using NativeTensor<int> b = t.Slice((nint)0, (nint)2);
        Assert.Equal([2, 1], b.Lengths.ToArray());
        Assert.Equal(5, b[1, 0]);
        Assert.Throws<IndexOutOfRangeException>(() => t.Slice(NIndex.FromStart(2), NIndex.FromStart(0)));
        Assert.Throws<ArgumentOutOfRangeException>(() => t.Slice((nint)2, (nint)0));
    }

    [Fact]
    public void FillAndClearWriteLogicalElementsOnlyLeavingGaps()
    {
        int[] storage = [1, 1, 1, 1, 1, 1];
        using NativeTensor<int> t = NativeTensor.Create(storage, 0, [2, 2], [3, 1]);
        t.Fill(8);
        Assert.Equal([8, 8, 1, 8, 8, 1], storage);
        t.Clear();
        Assert.Equal([0, 0, 1, 0, 0, 1], storage);
    }

    [Fact]
    public void SameViewComparesOriginAndLayoutNotContents()
    {
        int[] storage = [1, 2, 3, 4];
        using NativeTensor<int> a = NativeTensor.Create(storage, [2, 2]);
        using NativeTensor<int> b = NativeTensor.Create(storage, [2, 2]);
        using NativeTensor<int> c = NativeTensor.Create(storage, [4]);
        using NativeTensor<int> d = NativeTensor.CreateCopy<int>(storage, [2, 2]);
        Assert.True(a.IsSameViewAs(b));
        Assert.False(a.IsSameViewAs(c));
        Assert.False(a.IsSameViewAs(d));
    }

    [Fact]
    public void ToStringMatchesThePackageSamples()
    {
        using NativeTensor<int> five = NativeTensor.CreateCopy<int>([1, 2, 3, 4, 5]);
        Assert.Equal("Strata.NativeTensor<Int32>[5]", five.ToString());
        Assert.Equal("Strata.NativeTensor<Int32>[5] {\n  [1, 2, 3, ..]\n}", five.ToString([3]));
        Assert.Equal("Strata.NativeTensor<Int32>[5] {\n  [..]\n}", five.ToString([0]));
        using NativeTensor<int> square = NativeTensor.CreateCopy<int>([1, 2, 3, 4], [2, 2]);
        Assert.Equal("Strata.NativeTensor<Int32>[2, 2] {\n  [1, ..],\n  [3, ..]\n}", square.ToString([2, 1]));
        using NativeTensor<int> cube = NativeTensor.CreateCopy<int>(Enumerable.Range(1, 27).ToArray(), [3, 3, 3]);
        Assert.Equal("Strata.NativeTensor<Int32>[3, 3, 3] {\n  [\n    [1, 2, ..],\n    [4, 5, ..],\n    ..\n  ],\n" +
                     "  [\n    [10, 11, ..],\n    [13, 14, ..],\n    ..\n  ],\n  ..\n}", cube.ToString([2, 2, 2]));
        Assert.Throws<ArgumentOutOfRangeException>(() => square.ToString([1]));
    }

    [Fact]
    public void ToStringMarksZeroLengthDimensionsLikeThePackage()
    {
        // The package prints ".." for a zero-length dimension whatever the maximum.
        using NativeTensor<int> empty = NativeTensor.CreateFromShape<int>([0]);
        Assert.Equal("Strata.NativeTensor<Int32>[0] {\n  [..]\n}", empty.ToString([2]));
        using NativeTensor<int> rows = NativeTensor.CreateFromShape<int>([2, 0]);
        Assert.Equal("Strata.NativeTensor<Int32>[2, 0] {\n  [..],\n  [..]\n}", rows.ToString([2, 2]));
        using NativeTensor<int> none = NativeTensor.CreateFromShape<int>([0, 2]);
        Assert.Equal("Strata.NativeTensor<Int32>[0, 2] {\n  ..\n}", none.ToString([1, 1]));
        using NativeTensor<int> cube = NativeTensor.CreateFromShape<int>([2, 0, 3]);
        Assert.Equal("Strata.NativeTensor<Int32>[2, 0, 3] {\n  [\n    ..\n  ],\n  [\n    ..\n  ]\n}",
                     cube.ToString([2, 2, 2]));
        using NativeTensor<int> tall = NativeTensor.CreateFromShape<int>([3, 0]);
        Assert.Equal(Snt.Tensor.CreateFromShape<int>([3, 0]).ToString([1, 0]), PackageText.Of(tall.ToString([1, 0])));
    }

    [Fact]
    public void SqueezeDimensionMinusOneSqueezesEveryUnitDimensionLikeThePackage()
    {
        using NativeTensor<int> t = NativeTensor.CreateFromShape<int>([1, 3, 1]);
        using NativeTensor<int> all = NativeTensor.SqueezeDimension(t, -1);
        Assert.Equal([3], all.Lengths.ToArray());
        Assert.Equal([3], Snt.Tensor.SqueezeDimension(Snt.Tensor.CreateFromShape<int>([1, 3, 1]), -1).Lengths.ToArray());
        using NativeTensor<int> last = NativeTensor.SqueezeDimension(t, 2);
        Assert.Equal([1, 3], last.Lengths.ToArray());
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.SqueezeDimension(t, -2));
        Assert.Throws<ArgumentException>(() => NativeTensor.SqueezeDimension(t, 1));
    }

    [Fact]
    public void ToStringNamesTheClrElementType()
    {
        using NativeTensor<float> f = NativeTensor.CreateCopy<float>([0.1f, -0.0f, 1e10f]);
        Assert.Equal(Snt.Tensor.Create(new[] { 0.1f, -0.0f, 1e10f }).ToString([3]), PackageText.Of(f.ToString([3])));
        using NativeTensor<bool> b = NativeTensor.CreateCopy<bool>([true, false]);
        Assert.Equal("Strata.NativeTensor<Boolean>[2]", b.ToString());
    }

    [Fact]
    public void SpansOverStrataStorageAreZeroCopy()
    {
        using NativeTensor<int> t = NativeTensor.CreateCopy<int>([1, 2, 3, 4, 5, 6], [2, 3]);
        using NativeTensor<int> column = t.Slice(NRange.All, new NRange(1, 2));
        Snt.TensorSpan<int> span = column.AsTensorSpan();
        Assert.Equal([2, 1], span.Lengths.ToArray());
        span[1, 0] = 50;
        Assert.Equal(50, t[1, 1]);
        Snt.ReadOnlyTensorSpan<int> read = t.AsReadOnlyTensorSpan();
        Assert.Equal(6, read[1, 2]);
    }

    [Fact]
    public void ConversionToTheSystemTensorCopiesLogicalElements()
    {
        using NativeTensor<int> t = NativeTensor.CreateCopy<int>([1, 2, 3, 4, 5, 6], [2, 3]);
        using NativeTensor<int> column = t.Slice(NRange.All, new NRange(2, 3));
        Snt.Tensor<int> copy = column.ToSystemTensor();
        Assert.Equal([2, 1], copy.Lengths.ToArray());
        Assert.True(copy.IsDense);
        Assert.Equal(3, copy[0, 0]);
        Assert.Equal(6, copy[1, 0]);
    }

    [Fact]
    public void ConversionFromTheSystemTensorIsZeroCopyAndKeepsTheLayout()
    {
        Snt.Tensor<int> source = Snt.Tensor.Create(Enumerable.Range(0, 12).ToArray(), [3, 4]);
        Snt.Tensor<int> slice = source.Slice(new NRange(1, 3), new NRange(1, 3));
        using NativeTensor<int> view = NativeTensor.FromSystemTensor(slice);
        Assert.Equal(slice.Lengths.ToArray(), view.Lengths.ToArray());
        Assert.Equal(slice.Strides.ToArray(), view.Strides.ToArray());
        Assert.Equal(5, view[0, 0]);
        view[1, 1] = 99;
        Assert.Equal(99, source[2, 2]);
    }

    [Fact]
    public void CopyFromASpanMakesADenseCopy()
    {
        Snt.Tensor<int> source = Snt.Tensor.Create(Enumerable.Range(0, 12).ToArray(), [3, 4]);
        Snt.ReadOnlyTensorSpan<int> strided = source.AsReadOnlyTensorSpan().Slice(NRange.All, new NRange(2, 4));
        using NativeTensor<int> copy = NativeTensor.CopyFrom(strided);
        Assert.True(copy.IsDense);
        Assert.Equal([3, 2], copy.Lengths.ToArray());
        Assert.Equal(10, copy[2, 0]);
        source[2, 2] = -1;
        Assert.Equal(10, copy[2, 0]);
    }
}
