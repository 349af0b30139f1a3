// The MindSpore-named view operators (seed 003's list): narrow, diagonal, expand/expand_as,
// view/view_as, unbind, split, tensor_split, hsplit, vsplit, swapaxes, movedim, t, contiguity and
// stepped slices. Expected values are worked out by hand from arange inputs.
using Xunit;
using static Strata.Tests.Seed003IndexingTests;

namespace Strata.Tests;

public sealed class ViewOperatorTests
{
    private static void Dispose<T>(NativeTensor<T>[] pieces) where T : unmanaged
    {
        foreach (NativeTensor<T> p in pieces) p.Dispose();
    }

    [Fact]
    public void NarrowIsAViewOfARunOfOneDimension()
    {
        using NativeTensor<long> x = Arange(12, 3, 4);
        using NativeTensor<long> columns = NativeTensor.Narrow(x, 1, 1, 2);
        AssertTensor([3, 2], [1, 2, 5, 6, 9, 10], columns);
        columns[0, 0] = -1;
        Assert.Equal(-1, x[0, 1]);
        using NativeTensor<long> rows = NativeTensor.Narrow(x, -2, 1, 2); // dimension −2 is dimension 0
        AssertTensor([2, 4], [4, 5, 6, 7, 8, 9, 10, 11], rows);
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.Narrow(x, 1, 3, 2));
        Assert.Contains("3", e.Message);
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.Narrow(x, 2, 0, 1));
    }

    [Fact]
    public void DiagonalAppendsTheDiagonalAsTheLastDimension()
    {
        using NativeTensor<long> x = Arange(9, 3, 3);
        using NativeTensor<long> main = NativeTensor.Diagonal(x);
        AssertTensor([3], [0, 4, 8], main);
        Assert.Equal([4], main.Strides.ToArray());
        using NativeTensor<long> above = NativeTensor.Diagonal(x, 1);
        AssertTensor([2], [1, 5], above);
        using NativeTensor<long> below = NativeTensor.Diagonal(x, -1);
        AssertTensor([2], [3, 7], below);
        main[1] = 40;
        Assert.Equal(40, x[1, 1]);
        using NativeTensor<long> cube = Arange(24, 2, 3, 4);
        using NativeTensor<long> batched = NativeTensor.Diagonal(cube, 0, 1, 2);
        AssertTensor([2, 3], [0, 5, 10, 12, 17, 22], batched);
        Assert.Throws<ArgumentException>(() => NativeTensor.Diagonal(x, 0, 1, 1));
        using NativeTensor<long> line = Arange(3, 3);
        Assert.Throws<ArgumentException>(() => NativeTensor.Diagonal(line));
    }

    [Fact]
    public void ExpandBroadcastsWithZeroStrides()
    {
        using NativeTensor<int> x = NativeTensor.CreateCopy<int>([1, 2, 3], [3, 1]);
        using NativeTensor<int> wide = NativeTensor.Expand(x, [3, 4]);
        AssertTensor([3, 4], [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3], wide);
        Assert.Equal([1, 0], wide.Strides.ToArray());
        using NativeTensor<int> batched = NativeTensor.Expand(x, [2, -1, 4]);
        Assert.Equal([2, 3, 4], batched.Lengths.ToArray());
        Assert.Equal([0, 1, 0], batched.Strides.ToArray());
        using NativeTensor<float> like = NativeTensor.CreateFromShape<float>([3, 2]);
        using NativeTensor<int> asLike = NativeTensor.ExpandAs(x, like);
        AssertTensor([3, 2], [1, 1, 2, 2, 3, 3], asLike);
        Assert.Throws<ArgumentException>(() => NativeTensor.Expand(x, [2, 4]));
    }

    [Fact]
    public void ViewAndViewAsReshapeWithoutCopying()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        using NativeTensor<long> v = NativeTensor.View(x, [3, -1]);
        AssertTensor([3, 2], [0, 1, 2, 3, 4, 5], v);
        Assert.Equal(x.DataPointer, v.DataPointer);
        using NativeTensor<byte> like = NativeTensor.CreateFromShape<byte>([6]);
        using NativeTensor<long> flat = NativeTensor.ViewAs(x, like);
        AssertTensor([6], [0, 1, 2, 3, 4, 5], flat);
        using NativeTensor<long> transposed = NativeTensor.TransposeMatrix(x);
        Assert.Throws<ArgumentException>(() => NativeTensor.View(transposed, [6])); // would need a copy
    }

    [Fact]
    public void UnbindGivesTheSlicesAlongADimension()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        NativeTensor<long>[] rows = NativeTensor.Unbind(x);
        Assert.Equal(2, rows.Length);
        AssertTensor([3], [0, 1, 2], rows[0]);
        AssertTensor([3], [3, 4, 5], rows[1]);
        rows[1][0] = 30;
        Assert.Equal(30, x[1, 0]);
        Dispose(rows);
        NativeTensor<long>[] columns = NativeTensor.Unbind(x, -1);
        Assert.Equal(3, columns.Length);
        AssertTensor([2], [0, 30], columns[0]);
        AssertTensor([2], [2, 5], columns[2]);
        Dispose(columns);
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.Unbind(x, 2));
    }

    [Fact]
    public void SplitBySizeAndBySectionsAreViews()
    {
        using NativeTensor<long> x = Arange(10, 5, 2);
        NativeTensor<long>[] bySize = NativeTensor.SplitBySize(x, 2);
        Assert.Equal(3, bySize.Length);
        AssertTensor([2, 2], [0, 1, 2, 3], bySize[0]);
        AssertTensor([2, 2], [4, 5, 6, 7], bySize[1]);
        AssertTensor([1, 2], [8, 9], bySize[2]);
        Assert.Equal(x.DataPointer + 4 * sizeof(long), bySize[1].DataPointer);
        Dispose(bySize);
        NativeTensor<long>[] bySections = NativeTensor.SplitBySections(x, [1, 4]);
        AssertTensor([1, 2], [0, 1], bySections[0]);
        AssertTensor([4, 2], [2, 3, 4, 5, 6, 7, 8, 9], bySections[1]);
        Dispose(bySections);
        NativeTensor<long>[] columns = NativeTensor.SplitBySize(x, 1, 1);
        AssertTensor([5, 1], [0, 2, 4, 6, 8], columns[0]);
        Dispose(columns);
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.SplitBySize(x, 0));
        Assert.Throws<ArgumentException>(() => NativeTensor.SplitBySections(x, [1, 3]));
        Assert.Throws<ArgumentException>(() => NativeTensor.SplitBySections(x, [6, -1]));
    }

    [Fact]
    public void TensorSplitMakesNearlyEqualPiecesOrCutsAtPoints()
    {
        using NativeTensor<long> x = Arange(7, 7);
        NativeTensor<long>[] three = NativeTensor.TensorSplit(x, 3);
        AssertTensor([3], [0, 1, 2], three[0]);
        AssertTensor([2], [3, 4], three[1]);
        AssertTensor([2], [5, 6], three[2]);
        Dispose(three);
        NativeTensor<long>[] cut = NativeTensor.TensorSplit(x, [1, 5]);
        Assert.Equal(3, cut.Length);
        AssertTensor([1], [0], cut[0]);
        AssertTensor([4], [1, 2, 3, 4], cut[1]);
        AssertTensor([2], [5, 6], cut[2]);
        Dispose(cut);
        NativeTensor<long>[] clamped = NativeTensor.TensorSplit(x, [2, 10]);
        AssertTensor([2], [0, 1], clamped[0]);
        AssertTensor([5], [2, 3, 4, 5, 6], clamped[1]);
        Assert.Equal(0, clamped[2].FlattenedLength);
        Dispose(clamped);
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.TensorSplit(x, 0));
    }

    [Fact]
    public void HSplitAndVSplitCutColumnsAndRows()
    {
        using NativeTensor<long> x = Arange(8, 2, 4);
        NativeTensor<long>[] halves = NativeTensor.HSplit(x, 2);
        AssertTensor([2, 2], [0, 1, 4, 5], halves[0]);
        AssertTensor([2, 2], [2, 3, 6, 7], halves[1]);
        Dispose(halves);
        NativeTensor<long>[] atOne = NativeTensor.HSplit(x, [1]);
        AssertTensor([2, 1], [0, 4], atOne[0]);
        AssertTensor([2, 3], [1, 2, 3, 5, 6, 7], atOne[1]);
        Dispose(atOne);
        NativeTensor<long>[] rows = NativeTensor.VSplit(x, 2);
        AssertTensor([1, 4], [0, 1, 2, 3], rows[0]);
        AssertTensor([1, 4], [4, 5, 6, 7], rows[1]);
        Dispose(rows);
        NativeTensor<long>[] rowsAt = NativeTensor.VSplit(x, [1]);
        AssertTensor([1, 4], [0, 1, 2, 3], rowsAt[0]);
        Dispose(rowsAt);
        using NativeTensor<long> line = Arange(4, 4);
        NativeTensor<long>[] lineHalves = NativeTensor.HSplit(line, 2);
        AssertTensor([2], [2, 3], lineHalves[1]);
        Dispose(lineHalves);
        Assert.Throws<ArgumentException>(() => NativeTensor.VSplit(line, 2));
    }

    [Fact]
    public void SwapAxesMoveDimAndTransposeMatrixPermuteStrides()
    {
        using NativeTensor<long> x = Arange(24, 2, 3, 4);
        using NativeTensor<long> swapped = NativeTensor.SwapAxes(x, 0, 2);
        Assert.Equal([4, 3, 2], swapped.Lengths.ToArray());
        Assert.Equal([1, 4, 12], swapped.Strides.ToArray());
        Assert.Equal(23, swapped[3, 2, 1]);
        using NativeTensor<long> moved = NativeTensor.MoveDim(x, 0, 2);
        Assert.Equal([3, 4, 2], moved.Lengths.ToArray());
        Assert.Equal([4, 1, 12], moved.Strides.ToArray());
        using NativeTensor<long> movedTwo = NativeTensor.MoveDim(x, [0, 2], [1, 0]);
        Assert.Equal([4, 2, 3], movedTwo.Lengths.ToArray());
        Assert.Equal([1, 12, 4], movedTwo.Strides.ToArray());
        Assert.Throws<ArgumentException>(() => NativeTensor.MoveDim(x, [0, 1], [2]));
        Assert.Throws<ArgumentException>(() => NativeTensor.MoveDim(x, [0, 0], [1, 2]));
        using NativeTensor<long> matrix = Arange(6, 2, 3);
        using NativeTensor<long> t = NativeTensor.TransposeMatrix(matrix);
        AssertTensor([3, 2], [0, 3, 1, 4, 2, 5], t);
        using NativeTensor<long> line = Arange(3, 3);
        using NativeTensor<long> same = NativeTensor.TransposeMatrix(line);
        Assert.True(same.IsSameViewAs(line));
        Assert.Throws<ArgumentException>(() => NativeTensor.TransposeMatrix(x));
    }

    [Fact]
    public void ContiguousReturnsTheSameViewOrADenseCopy()
    {
        using NativeTensor<long> x = Arange(6, 2, 3);
        using NativeTensor<long> column = NativeTensor.Narrow(x, 1, 1, 1);
        Assert.False(column.IsContiguous);
        using NativeTensor<long> copy = NativeTensor.Contiguous(column);
        Assert.True(copy.IsContiguous);
        AssertTensor([2, 1], [1, 4], copy);
        copy[0, 0] = 100;
        Assert.Equal(1, x[0, 1]);
    }

    [Fact]
    public void PositiveStepsAreViewsAndNegativeStepsAreCopies()
    {
        using NativeTensor<long> x = Arange(10, 10);
        using NativeTensor<long> stepped = x.Index(TensorIndex.Slice(1, 8, 3));
        AssertTensor([3], [1, 4, 7], stepped);
        Assert.Equal([3], stepped.Strides.ToArray());
        stepped[1] = 40;
        Assert.Equal(40, x[4]);
        using NativeTensor<long> reversed = x.Index(TensorIndex.Slice(step: -1));
        AssertTensor([10], [9, 8, 7, 6, 5, 40, 3, 2, 1, 0], reversed);
        Assert.Equal([1], reversed.Strides.ToArray()); // strides never negative: a new dense tensor
        reversed[0] = -9;
        Assert.Equal(9, x[9]);
        using NativeTensor<long> back = x.Index(TensorIndex.Slice(8, 1, -3));
        AssertTensor([3], [8, 5, 2], back);
        using NativeTensor<long> fromEnd = x.Index(^3..^1);
        AssertTensor([2], [7, 8], fromEnd);
        using NativeTensor<long> pastEnd = x.Index(^0..);
        Assert.Equal([0], pastEnd.Lengths.ToArray());
        var e = Assert.Throws<ArgumentException>(() => x.Index(TensorIndex.Slice(0, 5, 0)));
        Assert.Contains("step", e.Message);
    }
}
