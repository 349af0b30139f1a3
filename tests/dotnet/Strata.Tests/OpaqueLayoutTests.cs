// NativeTensor<T> for user structs (the opaque dtype of sizeof(T) bytes) through every layout
// operation, for a 12-byte record of floats, a byte-packed 3-byte record and a 24-byte record
// with padding. Elements are Make(k) for distinct k; each expected element is named by its k,
// worked out here from the operation's definition, and compared element by element.
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class Point3LayoutTests : OpaqueLayoutTests<Point3>
{
    protected override int Size => 12;
    protected override Point3 Make(int k) => new(k + 0.5f, -k, k * 2);
}

public sealed class RgbLayoutTests : OpaqueLayoutTests<Rgb>
{
    protected override int Size => 3;
    protected override Rgb Make(int k) => new((byte)k, (byte)(k * 7 + 1), (byte)(255 - k));
}

public sealed class SampleLayoutTests : OpaqueLayoutTests<Sample>
{
    protected override int Size => 24;
    protected override Sample Make(int k) => new((byte)(k + 1), k * 1.25 - 3, 1000 + k);
}

public abstract class OpaqueLayoutTests<T> where T : unmanaged, IEquatable<T>
{
    /// <summary>sizeof(T), written out.</summary>
    protected abstract int Size { get; }

    /// <summary>Distinct elements for distinct k in 0 … 99.</summary>
    protected abstract T Make(int k);

    private T[] Make(params int[] ks) => Array.ConvertAll(ks, Make);

    private T[] Range(int count) => Make(Enumerable.Range(0, count).ToArray());

    /// <summary>The logical elements in row-major order, read one by one through the indexer.</summary>
    private static T[] Elements(NativeTensor<T> t)
    {
        var values = new List<T>();
        var index = new nint[t.Rank];
        for (nint i = 0; i < t.FlattenedLength; i++)
        {
            values.Add(t[index]);
            for (int d = t.Rank - 1; d >= 0 && ++index[d] == t.Lengths[d]; d--) index[d] = 0;
        }
        return [.. values];
    }

    private void AssertElements(int[] ks, NativeTensor<T> t) => Assert.Equal(Make(ks), Elements(t));

    /// <summary>A new [2, 3] tensor holding Make(0) … Make(5) in row-major order.</summary>
    private NativeTensor<T> Matrix() => NativeTensor.CreateCopy<T>(Range(6), [2, 3]);

    [Fact]
    public void MapsToTheOpaqueDTypeOfItsSize()
    {
        using NativeTensor<T> t = NativeTensor.CreateFromShape<T>([2]);
        Assert.Equal(0x01000000 | Size, (int)t.DType);
        Assert.Equal(DType.Opaque(Size), t.DType);
        Assert.True(t.DType.IsOpaque);
        Assert.Equal(Size, t.DType.ElementSize);
        Assert.Equal(new T[2], Elements(t));
    }

    [Fact]
    public void CreationCopiesOrViewsWholeElements()
    {
        using NativeTensor<T> copy = Matrix();
        Assert.Equal([2, 3], copy.Lengths.ToArray());
        AssertElements([0, 1, 2, 3, 4, 5], copy);

        T[] storage = Range(10);
        using NativeTensor<T> view = NativeTensor.Create(storage, 1, [2, 3], [1, 2]);
        AssertElements([1, 3, 5, 2, 4, 6], view);
        view[1, 2] = Make(99);
        Assert.Equal(Make(99), storage[1 + 1 + 2 * 2]);

        using NativeTensor<T> uninitialized = NativeTensor.CreateFromShapeUninitialized<T>([3, 0]);
        Assert.True(uninitialized.IsEmpty);

        Snt.Tensor<T> system = Snt.Tensor.Create(Range(6), [3, 2]);
        using NativeTensor<T> shared = NativeTensor.FromSystemTensor(system);
        AssertElements([0, 1, 2, 3, 4, 5], shared);
        shared[2, 1] = Make(50);
        Assert.Equal(Make(50), system[2, 1]);
        using NativeTensor<T> copied = NativeTensor.CopyFrom<T>(system.AsReadOnlyTensorSpan());
        AssertElements([0, 1, 2, 3, 4, 50], copied);
        Snt.Tensor<T> back = copy.ToSystemTensor();
        Assert.Equal(Make(4), back[1, 1]);
    }

    [Fact]
    public unsafe void AReadOnlyWrapRefusesWrites()
    {
        T[] storage = Range(4);
        fixed (T* p = storage)
        {
            using NativeTensor<T> t = NativeTensor.Wrap(p, 4, [2, 2], readOnly: true);
            Assert.Equal(Make(3), t[1, 1]);
            Assert.Throws<InvalidOperationException>(() => t[0, 0] = Make(9));
            Assert.Throws<InvalidOperationException>(() => t.Fill(Make(9)));
            Assert.Equal(Make(2), t.AsReadOnlyTensorSpan()[1, 0]);
        }
        Assert.Equal(Range(4), storage);
    }

    [Fact]
    public void IndexersGetAndSetWholeElements()
    {
        using NativeTensor<T> t = Matrix();
        Assert.Equal(Make(5), t[1, 2]);
        Assert.Equal(Make(3), t[NIndex.FromEnd(1), NIndex.FromStart(0)]);
        t[0, 1] = Make(40);
        t[NIndex.FromEnd(1), NIndex.FromEnd(1)] = Make(41);
        AssertElements([0, 40, 2, 3, 4, 41], t);
        Assert.Throws<IndexOutOfRangeException>(() => t[2, 0]);
        Assert.Throws<ArgumentOutOfRangeException>(() => t[0]);
    }

    [Fact]
    public void SlicesAndSpansSeeTheSameStorage()
    {
        using NativeTensor<T> t = Matrix();
        using NativeTensor<T> ranges = t.Slice(new NRange(0, 2), new NRange(1, 3));
        AssertElements([1, 2, 4, 5], ranges);
        using NativeTensor<T> starts = t.Slice((nint)1, (nint)1);
        AssertElements([4, 5], starts);
        starts[0, 0] = Make(60);
        Assert.Equal(Make(60), t[1, 1]);

        Snt.ReadOnlyTensorSpan<T> read = t.AsReadOnlyTensorSpan();
        Assert.Equal(Make(2), read[0, 2]);
        Snt.TensorSpan<T> write = t.AsTensorSpan();
        write[1, 0] = Make(61);
        Assert.Equal(Make(61), t[1, 0]);
        Assert.Equal(Make(0, 1, 2), t.GetSpan(new nint[] { 0, 0 }, 3).ToArray());
    }

    [Fact]
    public void CopiesFlattenFillAndClearMoveWholeElements()
    {
        using NativeTensor<T> t = Matrix();
        using NativeTensor<T> transposed = NativeTensor.Transpose(t);
        using NativeTensor<T> destination = NativeTensor.CreateFromShape<T>([3, 2]);
        transposed.CopyTo(destination);
        AssertElements([0, 3, 1, 4, 2, 5], destination);
        using NativeTensor<T> wrong = NativeTensor.CreateFromShape<T>([4]);
        Assert.False(t.TryCopyTo(wrong));
        Assert.Equal(new T[4], Elements(wrong));

        var flat = new T[7];
        transposed.FlattenTo(flat);
        T[] flattened = [.. Make(0, 3, 1, 4, 2, 5), default];
        Assert.Equal(flattened, flat);

        destination.CopyFrom(Make(10, 11, 12, 13, 14, 15));
        AssertElements([10, 11, 12, 13, 14, 15], destination);

        // Overlapping dense views move the original elements (memmove semantics).
        using NativeTensor<T> line = NativeTensor.CreateCopy<T>(Range(6));
        using NativeTensor<T> head = line.Slice(new NRange(0, 4));
        using NativeTensor<T> tail = line.Slice(new NRange(2, 6));
        head.CopyTo(tail);
        AssertElements([0, 1, 0, 1, 2, 3], line);

        using NativeTensor<T> column = t.Slice(NRange.All, new NRange(1, 2));
        column.Fill(Make(77));
        AssertElements([0, 77, 2, 3, 77, 5], t);
        column.Clear();
        T[] cleared = [Make(0), default, Make(2), Make(3), default, Make(5)];
        Assert.Equal(cleared, Elements(t));
    }

    [Fact]
    public void ResizeKeepsRowMajorElementsAndFillsWithZeroBytes()
    {
        using NativeTensor<T> t = Matrix();
        using NativeTensor<T> transposed = NativeTensor.Transpose(t);
        using NativeTensor<T> longer = NativeTensor.Resize(transposed, [8]);
        T[] padded = [.. Make(0, 3, 1, 4, 2, 5), default, default];
        Assert.Equal(padded, Elements(longer));
        using NativeTensor<T> shorter = NativeTensor.Resize(t, [2, 2]);
        AssertElements([0, 1, 2, 3], shorter);

        using NativeTensor<T> destination = NativeTensor.CreateCopy<T>(Make(90, 91, 92, 93, 94, 95, 96), [7]);
        NativeTensor.ResizeTo(t, destination);
        T[] resized = [.. Range(6), default];
        Assert.Equal(resized, Elements(destination));
    }

    [Fact]
    public void ReverseOrdersWholeElements()
    {
        using NativeTensor<T> t = Matrix();
        using NativeTensor<T> reversed = NativeTensor.Reverse(t);
        AssertElements([5, 4, 3, 2, 1, 0], reversed);
        using NativeTensor<T> columns = NativeTensor.ReverseDimension(t, 1);
        AssertElements([2, 1, 0, 5, 4, 3], columns);
        using NativeTensor<T> rows = NativeTensor.CreateFromShape<T>([2, 3]);
        NativeTensor.ReverseDimension(t, rows, 0);
        AssertElements([3, 4, 5, 0, 1, 2], rows);
        NativeTensor.Reverse(t, t);
        AssertElements([5, 4, 3, 2, 1, 0], t);
    }

    [Fact]
    public void BroadcastRepeatsWholeElements()
    {
        using NativeTensor<T> row = NativeTensor.CreateCopy<T>(Range(3), [1, 3]);
        using NativeTensor<T> view = NativeTensor.BroadcastView(row, [2, 3]);
        Assert.Equal([0, 1], view.Strides.ToArray());
        AssertElements([0, 1, 2, 0, 1, 2], view);
        using NativeTensor<T> dense = NativeTensor.Broadcast(row, [2, 2, 3]);
        AssertElements([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2], dense);
        using NativeTensor<T> destination = NativeTensor.CreateFromShape<T>([3, 3]);
        NativeTensor.BroadcastTo(row, destination);
        AssertElements([0, 1, 2, 0, 1, 2, 0, 1, 2], destination);
        using NativeTensor<T> other = NativeTensor.CreateFromShape<T>([3, 2]);
        Assert.False(NativeTensor.TryBroadcastTo(row, other));
    }

    [Fact]
    public void ReshapePermuteAndTransposeAreViewsOfWholeElements()
    {
        using NativeTensor<T> t = Matrix();
        using NativeTensor<T> reshaped = NativeTensor.Reshape(t, [3, 2]);
        AssertElements([0, 1, 2, 3, 4, 5], reshaped);
        Assert.Equal(Make(3), reshaped[1, 1]);

        using NativeTensor<T> cube = NativeTensor.CreateCopy<T>(Range(12), [2, 3, 2]);
        using NativeTensor<T> permuted = NativeTensor.PermuteDimensions(cube, [2, 0, 1]);
        Assert.Equal([2, 2, 3], permuted.Lengths.ToArray());
        // permuted[a, b, c] = cube[b, c, a] = Make(b * 6 + c * 2 + a).
        for (int a = 0; a < 2; a++)
            for (int b = 0; b < 2; b++)
                for (int c = 0; c < 3; c++)
                    Assert.Equal(Make(b * 6 + c * 2 + a), permuted[a, b, c]);

        using NativeTensor<T> transposed = NativeTensor.Transpose(t);
        AssertElements([0, 3, 1, 4, 2, 5], transposed);
        using NativeTensor<T> unsqueezed = NativeTensor.Unsqueeze(t, 0);
        Assert.Equal([1, 2, 3], unsqueezed.Lengths.ToArray());
        using NativeTensor<T> squeezed = NativeTensor.Squeeze(unsqueezed);
        AssertElements([0, 1, 2, 3, 4, 5], squeezed);
    }

    [Fact]
    public void ConcatenateStackAndSplitMoveWholeElements()
    {
        using NativeTensor<T> a = Matrix();
        using NativeTensor<T> b = NativeTensor.CreateCopy<T>(Make(10, 11, 12, 13, 14, 15), [2, 3]);
        using NativeTensor<T> rows = NativeTensor.Concatenate(a, b);
        Assert.Equal([4, 3], rows.Lengths.ToArray());
        AssertElements([0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15], rows);
        using NativeTensor<T> columns = NativeTensor.ConcatenateOnDimension(1, a, b);
        AssertElements([0, 1, 2, 10, 11, 12, 3, 4, 5, 13, 14, 15], columns);
        using NativeTensor<T> stacked = NativeTensor.StackAlongDimension(2, a, b);
        Assert.Equal([2, 3, 2], stacked.Lengths.ToArray());
        AssertElements([0, 10, 1, 11, 2, 12, 3, 13, 4, 14, 5, 15], stacked);

        NativeTensor<T>[] halves = NativeTensor.Split(rows, 2, 0);
        try
        {
            AssertElements([0, 1, 2, 3, 4, 5], halves[0]);
            AssertElements([10, 11, 12, 13, 14, 15], halves[1]);
        }
        finally
        {
            foreach (NativeTensor<T> h in halves) h.Dispose();
        }
        NativeTensor<T>[] pieces = NativeTensor.TensorSplit(columns, [1, 4], 1);
        try
        {
            AssertElements([0, 3], pieces[0]);
            AssertElements([1, 2, 10, 4, 5, 13], pieces[1]);
            AssertElements([11, 12, 14, 15], pieces[2]);
        }
        finally
        {
            foreach (NativeTensor<T> p in pieces) p.Dispose();
        }
    }

    [Fact]
    public void SetSliceAndFilteredUpdateWriteWholeElements()
    {
        using NativeTensor<T> t = Matrix();
        using NativeTensor<T> values = NativeTensor.CreateCopy<T>(Make(20, 21), [2, 1]);
        NativeTensor.SetSlice(t, values, NRange.All, new NRange(2, 3));
        AssertElements([0, 1, 20, 3, 4, 21], t);

        using NativeTensor<bool> filter = NativeTensor.CreateCopy<bool>([true, false, true], [3]);
        Assert.Same(t, NativeTensor.FilteredUpdate(t, filter, Make(30)));
        AssertElements([30, 1, 30, 30, 4, 30], t);
        using NativeTensor<T> source = NativeTensor.CreateCopy<T>(Make(40, 41, 42, 43, 44, 45), [2, 3]);
        using NativeTensor<bool> mask = NativeTensor.CreateCopy<bool>([false, true, false, true, false, false], [2, 3]);
        NativeTensor.FilteredUpdate(t, mask, source);
        AssertElements([30, 41, 30, 43, 4, 30], t);
    }

    [Fact]
    public void IndexingAndIndexAssignmentTakeWholeElements()
    {
        using NativeTensor<T> t = Matrix();
        using NativeTensor<T> picked = t.Index(TensorIndex.List(1, 0), TensorIndex.Slice(null, null, 2));
        AssertElements([3, 5, 0, 2], picked);
        t.IndexAssign([TensorIndex.At(0)], Make(70));
        AssertElements([70, 70, 70, 3, 4, 5], t);
        using NativeTensor<T> row = NativeTensor.CreateCopy<T>(Make(80, 81, 82), [3]);
        t.IndexAssign([TensorIndex.At(1)], row);
        AssertElements([70, 70, 70, 80, 81, 82], t);
    }

    [Fact]
    public void SequenceEqualComparesElementsOfEquivalentShapes()
    {
        using NativeTensor<T> t = Matrix();
        using NativeTensor<T> same = NativeTensor.CreateCopy<T>(Range(6), [1, 2, 3]);
        Assert.True(NativeTensor.SequenceEqual(t, same));
        Assert.True(NativeTensor.SequenceEqual(same, t));
        using NativeTensor<T> reshaped = NativeTensor.CreateCopy<T>(Range(6), [3, 2]);
        Assert.False(NativeTensor.SequenceEqual(t, reshaped));
        same[0, 1, 2] = Make(9);
        Assert.False(NativeTensor.SequenceEqual(t, same));
        using NativeTensor<T> columns = NativeTensor.CreateCopy<T>(Make(0, 3, 1, 4, 2, 5), [3, 2]);
        using NativeTensor<T> transposed = NativeTensor.Transpose(columns);
        Assert.True(NativeTensor.SequenceEqual(t, transposed));
        using NativeTensor<T> empty = NativeTensor.CreateFromShape<T>([0]);
        using NativeTensor<T> alsoEmpty = NativeTensor.CreateFromShape<T>([1, 0]);
        Assert.True(NativeTensor.SequenceEqual(empty, alsoEmpty));
    }

    [Fact]
    public void EnumerationAndTextMatchThePackage()
    {
        using NativeTensor<T> t = Matrix();
        using NativeTensor<T> transposed = NativeTensor.Transpose(t);
        Assert.Equal(Make(0, 3, 1, 4, 2, 5), transposed.ToArray());

        Snt.Tensor<T> package = Snt.Tensor.Create(Range(6), [2, 3]);
        Assert.Equal(package.ToString(), PackageText.Of(t.ToString()));
        Assert.Equal(package.ToString([2, 3]), PackageText.Of(t.ToString([2, 3])));
        Assert.Equal(package.ToString([1, 2]), PackageText.Of(t.ToString([1, 2])));
        string text = t.ToString([2, 3]);
        Assert.StartsWith($"Strata.NativeTensor<{typeof(T).Name}>[2, 3] {{\n  [{Make(0)}, {Make(1)}, {Make(2)}],\n  [{Make(3)}, ", text);
        Assert.Throws<ArgumentOutOfRangeException>(() => t.ToString([2]));
    }
}
