// NativeTensor<System.Numerics.Complex> (dtype Complex128) against the package's
// Tensor<Complex>: creation, slicing, views, copies, resize, reverse, broadcast, joins, splits,
// slice assignment, FilteredUpdate, SequenceEqual, enumeration and the text form, on values with
// nonzero, negative, fractional, signed-zero, subnormal, huge, infinite and NaN parts. Elements
// are compared bit for bit (NaN payloads and the sign of zero included). The differential suite
// runs the same operations on random layouts (its complex_* operations).
using System.Numerics;
using System.Runtime.InteropServices;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class ComplexTensorTests
{
    // Twelve values, with parts on both sides of where .NET's text turns scientific (1E+17).
    private static readonly Complex[] Values =
    [
        new(1.5, -2), new(-0.0, 0.0), new(double.NaN, 1), new(double.PositiveInfinity, double.NegativeInfinity),
        new(1.0 / 3, -123456.789), new(-1e-7, double.Epsilon), new(double.MaxValue, -0.1), new(0.1, 0.2),
        new(-7, double.NaN), new(1.5e15, -1e17), new(2.5e-308, -1), new(-0.0, -0.0),
    ];

    private static Complex[] Flat(NativeTensor<Complex> t)
    {
        var values = new Complex[t.FlattenedLength];
        t.FlattenTo(values);
        return values;
    }

    private static Complex[] Flat(Snt.ReadOnlyTensorSpan<Complex> t)
    {
        var values = new Complex[t.FlattenedLength];
        t.FlattenTo(values);
        return values;
    }

    // The two parts of every element as raw bits, so NaN and −0 compare exactly.
    private static long[] Bits(Complex[] values) =>
        MemoryMarshal.Cast<Complex, long>(values.AsSpan()).ToArray();

    private static void AssertElements(Complex[] expected, Complex[] actual) => Assert.Equal(Bits(expected), Bits(actual));

    /// <summary>Same lengths, same elements bit for bit, same full text as the package's tensor.</summary>
    private static void AssertMatches(Snt.ReadOnlyTensorSpan<Complex> expected, NativeTensor<Complex> actual)
    {
        Assert.Equal(expected.Lengths.ToArray(), actual.Lengths.ToArray());
        AssertElements(Flat(expected), Flat(actual));
    }

    private static void AssertMatches(Snt.Tensor<Complex> expected, NativeTensor<Complex> actual)
    {
        AssertMatches(expected.AsReadOnlyTensorSpan(), actual);
        nint[] all = expected.Lengths.ToArray();
        Assert.Equal(expected.ToString(all), PackageText.Of(actual.ToString(all)));
    }

    [Fact]
    public void ComplexMapsToComplex128WithTheNativeLayout()
    {
        Assert.Equal(0x0540, (int)DType.Complex64);
        Assert.Equal(0x0580, (int)DType.Complex128);
        using NativeTensor<Complex> t = NativeTensor.CreateFromShape<Complex>([2]);
        Assert.Equal(DType.Complex128, t.DType);
        // Complex128 is two float64, real then imaginary: System.Numerics.Complex's layout.
        Complex[] one = [new(1.25, -3.5)];
        Assert.Equal([1.25, -3.5], MemoryMarshal.Cast<Complex, double>(one.AsSpan()).ToArray());
        Assert.Equal(16, Marshal.SizeOf<Complex>());
    }

    [Fact]
    public void CreatedTensorsMatchThePackage()
    {
        Snt.Tensor<Complex> expected = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        using NativeTensor<Complex> copy = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        AssertMatches(expected, copy);
        using NativeTensor<Complex> zeros = NativeTensor.CreateFromShape<Complex>([2, 2]);
        AssertMatches(Snt.Tensor.CreateFromShape<Complex>([2, 2]), zeros);

        // A view over the array with strides: writes through it change the array.
        Complex[] array = (Complex[])Values.Clone();
        Snt.Tensor<Complex> packageView = Snt.Tensor.Create((Complex[])Values.Clone(), 1, [2, 3], [4, 1]);
        using NativeTensor<Complex> view = NativeTensor.Create(array, 1, [2, 3], [4, 1]);
        AssertMatches(packageView, view);
        view[1, 2] = new Complex(-4.75, 8);
        Assert.Equal(new Complex(-4.75, 8), array[1 + 4 + 2]);

        // Round trips through the package's types.
        using NativeTensor<Complex> overPackage = NativeTensor.FromSystemTensor(expected);
        AssertMatches(expected, overPackage);
        using NativeTensor<Complex> fromSpan = NativeTensor.CopyFrom<Complex>(expected.AsReadOnlyTensorSpan());
        AssertMatches(expected, fromSpan);
        AssertElements(Flat(expected), Flat(copy.ToSystemTensor().AsReadOnlyTensorSpan()));
    }

    [Fact]
    public void SlicesWithNRangeAndNIndexMatchThePackage()
    {
        Snt.Tensor<Complex> package = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        using NativeTensor<Complex> t = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);

        NRange[][] rangeCases =
        [
            [new NRange(1, 3), new NRange(NIndex.FromEnd(3), NIndex.End)],
            [NRange.All, new NRange(2, 2)],
            [new NRange(NIndex.FromEnd(1), NIndex.End), new NRange(0, 4)],
        ];
        foreach (NRange[] ranges in rangeCases)
        {
            using NativeTensor<Complex> slice = t.Slice(ranges);
            AssertMatches(package.Slice(ranges), slice);
            using NativeTensor<Complex> indexed = t[ranges];
            AssertMatches(package[ranges], indexed);
        }

        NIndex[] starts = [NIndex.FromEnd(2), new NIndex(1)];
        using NativeTensor<Complex> fromStarts = t.Slice(starts);
        AssertMatches(package.Slice(starts), fromStarts);

        Assert.Equal(package[NIndex.FromEnd(1), NIndex.FromEnd(4)], t[NIndex.FromEnd(1), NIndex.FromEnd(4)]);
        Assert.Equal(package[1, 3], t[1, 3]);
    }

    [Fact]
    public void ViewOperatorsMatchThePackage()
    {
        Snt.Tensor<Complex> package = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        using NativeTensor<Complex> t = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);

        using NativeTensor<Complex> reshaped = NativeTensor.Reshape(t, [2, -1, 3]);
        AssertMatches(Snt.Tensor.Reshape(package, [2, -1, 3]), reshaped);
        using NativeTensor<Complex> transposed = NativeTensor.Transpose(t);
        AssertMatches(Snt.Tensor.Transpose(package), transposed);
        using NativeTensor<Complex> permuted = NativeTensor.PermuteDimensions(reshaped, [2, 0, 1]);
        AssertMatches(Snt.Tensor.PermuteDimensions(Snt.Tensor.Reshape(package, [2, 2, 3]), [2, 0, 1]), permuted);
        using NativeTensor<Complex> unsqueezed = NativeTensor.Unsqueeze(t, 1);
        AssertMatches(Snt.Tensor.Unsqueeze(package, 1), unsqueezed);
        using NativeTensor<Complex> squeezed = NativeTensor.Squeeze(unsqueezed);
        AssertMatches(Snt.Tensor.Squeeze(Snt.Tensor.Unsqueeze(package, 1)), squeezed);

        // Views share storage: a write through the transposed view shows in the source.
        transposed[3, 2] = new Complex(0.5, -0.25);
        Assert.Equal(new Complex(0.5, -0.25), t[2, 3]);
    }

    [Fact]
    public void ReverseMatchesThePackage()
    {
        Snt.Tensor<Complex> package = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        using NativeTensor<Complex> t = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        using NativeTensor<Complex> reversed = NativeTensor.Reverse(t);
        AssertMatches(Snt.Tensor.Reverse<Complex>(package), reversed);
        for (int dimension = 0; dimension < 2; dimension++)
        {
            using NativeTensor<Complex> r = NativeTensor.ReverseDimension(t, dimension);
            AssertMatches(Snt.Tensor.ReverseDimension<Complex>(package, dimension), r);
        }

        // Into a destination, and in place.
        using NativeTensor<Complex> destination = NativeTensor.CreateFromShape<Complex>([3, 4]);
        NativeTensor.Reverse(t, destination);
        AssertMatches(Snt.Tensor.Reverse<Complex>(package), destination);
        NativeTensor.Reverse(destination, destination);
        AssertMatches(package, destination);
    }

    [Fact]
    public void ResizeFillsWithZeroAsThePackage()
    {
        Snt.Tensor<Complex> package = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        using NativeTensor<Complex> t = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        foreach (nint[] lengths in new nint[][] { [4, 5], [2, 3], [12], [0], [1, 13] })
        {
            using NativeTensor<Complex> resized = NativeTensor.Resize(t, lengths);
            AssertMatches(Snt.Tensor.Resize(package, lengths), resized);
        }

        // The added elements are zeros with positive signs, as a plain loop gives.
        using NativeTensor<Complex> grown = NativeTensor.Resize(t, [16]);
        Complex[] expected = new Complex[16];
        for (int i = 0; i < Values.Length; i++) expected[i] = Values[i];
        AssertElements(expected, Flat(grown));

        // ResizeTo into an existing destination, whose extra elements become zero too.
        Complex[] target = Enumerable.Repeat(new Complex(9, 9), 15).ToArray();
        Snt.Tensor<Complex> packageTarget = Snt.Tensor.Create((Complex[])target.Clone(), [3, 5]);
        using NativeTensor<Complex> ours = NativeTensor.CreateCopy<Complex>(target, [3, 5]);
        Snt.Tensor.ResizeTo(package, packageTarget);
        NativeTensor.ResizeTo(t, ours);
        AssertMatches(packageTarget, ours);
    }

    [Fact]
    public void BroadcastMatchesThePackage()
    {
        Complex[] row = Values[..4];
        Snt.Tensor<Complex> package = Snt.Tensor.Create(row, [1, 4]);
        using NativeTensor<Complex> t = NativeTensor.CreateCopy<Complex>(row, [1, 4]);
        using NativeTensor<Complex> broadcast = NativeTensor.Broadcast(t, [3, 4]);
        AssertMatches(Snt.Tensor.Broadcast<Complex>(package, [3, 4]), broadcast);
        using NativeTensor<Complex> view = NativeTensor.BroadcastView(t, [2, 3, 4]);
        AssertMatches(Snt.Tensor.Broadcast<Complex>(package, [2, 3, 4]), view);
        Assert.Equal([0, 0, 1], view.Strides.ToArray());

        Snt.Tensor<Complex> packageDestination = Snt.Tensor.CreateFromShape<Complex>([2, 4]);
        Snt.Tensor.BroadcastTo(package, packageDestination);
        using NativeTensor<Complex> destination = NativeTensor.CreateFromShape<Complex>([2, 4]);
        NativeTensor.BroadcastTo(t, destination);
        AssertMatches(packageDestination, destination);
    }

    [Fact]
    public void ConcatenateStackAndSplitMatchThePackage()
    {
        Snt.Tensor<Complex> a = Snt.Tensor.Create(Values[..6], [2, 3]);
        Snt.Tensor<Complex> b = Snt.Tensor.Create(Values[6..], [2, 3]);
        using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>(Values[..6], [2, 3]);
        using NativeTensor<Complex> y = NativeTensor.CreateCopy<Complex>(Values[6..], [2, 3]);

        using NativeTensor<Complex> concatenated = NativeTensor.Concatenate(x, y);
        AssertMatches(Snt.Tensor.Concatenate<Complex>([a, b]), concatenated);
        using NativeTensor<Complex> onOne = NativeTensor.ConcatenateOnDimension(1, x, y);
        AssertMatches(Snt.Tensor.ConcatenateOnDimension<Complex>(1, [a, b]), onOne);
        using NativeTensor<Complex> flattened = NativeTensor.ConcatenateOnDimension(-1, x, y);
        AssertMatches(Snt.Tensor.ConcatenateOnDimension<Complex>(-1, [a, b]), flattened);
        using NativeTensor<Complex> stacked = NativeTensor.Stack(x, y);
        AssertMatches(Snt.Tensor.Stack<Complex>([a, b]), stacked);
        using NativeTensor<Complex> stackedLast = NativeTensor.StackAlongDimension(2, x, y);
        AssertMatches(Snt.Tensor.StackAlongDimension<Complex>(2, [a, b]), stackedLast);

        Snt.Tensor<Complex> whole = Snt.Tensor.Create((Complex[])Values.Clone(), [2, 6]);
        using NativeTensor<Complex> t = NativeTensor.CreateCopy<Complex>(Values, [2, 6]);
        foreach ((int count, int dimension) in new[] { (3, 1), (2, 0), (6, 1) })
        {
            Snt.Tensor<Complex>[] expected = Snt.Tensor.Split<Complex>(whole, count, dimension);
            NativeTensor<Complex>[] pieces = NativeTensor.Split(t, count, dimension);
            try
            {
                Assert.Equal(expected.Length, pieces.Length);
                for (int i = 0; i < pieces.Length; i++) AssertMatches(expected[i], pieces[i]);
            }
            finally
            {
                foreach (NativeTensor<Complex> piece in pieces) piece.Dispose();
            }
        }
    }

    [Fact]
    public void SetSliceAndCopiesMatchThePackage()
    {
        Complex[] source = Values[..4];
        Snt.Tensor<Complex> packageValues = Snt.Tensor.Create(source, [2, 2]);
        using NativeTensor<Complex> values = NativeTensor.CreateCopy<Complex>(source, [2, 2]);

        Snt.Tensor<Complex> packageTarget = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        using NativeTensor<Complex> target = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        NRange[] ranges = [new NRange(1, 3), new NRange(NIndex.FromEnd(2), NIndex.End)];
        Snt.Tensor.SetSlice<Complex>(packageTarget, packageValues, ranges);
        NativeTensor.SetSlice(target, values, ranges);
        AssertMatches(packageTarget, target);

        // CopyTo broadcasts into a larger destination; TryCopyTo refuses a shorter one.
        Snt.Tensor<Complex> packageDestination = Snt.Tensor.CreateFromShape<Complex>([3, 2, 2]);
        packageValues.CopyTo(packageDestination);
        using NativeTensor<Complex> destination = NativeTensor.CreateFromShape<Complex>([3, 2, 2]);
        values.CopyTo(destination);
        AssertMatches(packageDestination, destination);

        using NativeTensor<Complex> small = NativeTensor.CreateCopy<Complex>([new(1, 1)], [1]);
        Assert.False(values.TryCopyTo(small));
        Assert.False(packageValues.TryCopyTo(Snt.Tensor.Create(new Complex[] { new(1, 1) }, [1])));
        AssertElements([new(1, 1)], Flat(small));
        using NativeTensor<Complex> same = NativeTensor.CreateFromShape<Complex>([2, 2]);
        Assert.True(values.TryCopyTo(same));
        AssertElements(source, Flat(same));

        // FlattenTo of a transposed view gives the package's row-major order.
        using NativeTensor<Complex> transposed = NativeTensor.Transpose(values);
        AssertElements(Flat(Snt.Tensor.Transpose(packageValues).AsReadOnlyTensorSpan()), Flat(transposed));
    }

    [Fact]
    public void FilteredUpdateWithAValueMatchesThePackage()
    {
        bool[] mask = [true, false, false, true, true, false, true, false, false, false, true, true];
        Complex value = new(-2.75, double.NaN);
        Snt.Tensor<Complex> package = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        Snt.Tensor.FilteredUpdate<Complex>(package.AsTensorSpan(), Snt.Tensor.Create(mask, [3, 4]), value);
        using NativeTensor<Complex> t = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        using NativeTensor<bool> filter = NativeTensor.CreateCopy<bool>(mask, [3, 4]);
        Assert.Same(t, NativeTensor.FilteredUpdate(t, filter, value));
        AssertMatches(package, t);

        // A filter row broadcast over every row, against a plain loop.
        bool[] row = [false, true, true, false];
        using NativeTensor<Complex> u = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        using NativeTensor<bool> rowFilter = NativeTensor.CreateCopy<bool>(row, [4]);
        NativeTensor.FilteredUpdate(u, rowFilter, value);
        Complex[] expected = (Complex[])Values.Clone();
        for (int i = 0; i < expected.Length; i++)
            if (row[i % 4]) expected[i] = value;
        AssertElements(expected, Flat(u));
    }

    [Fact]
    public void SequenceEqualMatchesThePackage()
    {
        Complex[] other = (Complex[])Values.Clone();
        other[7] = new Complex(0.1, 0.2000000000000001);
        Complex[] zeros = [new(0.0, 0.0), new(0.0, -0.0)];
        Complex[] negativeZeros = [new(-0.0, 0.0), new(0.0, 0.0)];
        (Complex[] A, nint[] LengthsA, Complex[] B, nint[] LengthsB)[] cases =
        [
            (Values, [3, 4], (Complex[])Values.Clone(), [3, 4]),   // equal, NaN parts included
            (Values, [3, 4], other, [3, 4]),                        // one imaginary part one ULP away
            (Values, [3, 4], Values, [1, 3, 4]),                    // equivalent shapes
            (Values, [3, 4], Values, [4, 3]),                       // same elements, other shape
            (zeros, [2], negativeZeros, [2]),                       // +0 and −0
            (Values[..2], [2], Values[1..3], [2]),
        ];
        foreach ((Complex[] a, nint[] la, Complex[] b, nint[] lb) in cases)
        {
            bool expected = Snt.Tensor.SequenceEqual<Complex>(Snt.Tensor.Create(a, la), Snt.Tensor.Create(b, lb));
            using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>(a, la);
            using NativeTensor<Complex> y = NativeTensor.CreateCopy<Complex>(b, lb);
            Assert.Equal(expected, NativeTensor.SequenceEqual(x, y));
        }
    }

    [Fact]
    public void EnumerationMatchesThePackage()
    {
        Snt.Tensor<Complex> package = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        using NativeTensor<Complex> t = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        using NativeTensor<Complex> transposed = NativeTensor.Transpose(t);
        using NativeTensor<Complex> sliced = t.Slice(new NRange(0, 3), new NRange(1, 3));
        foreach ((Snt.Tensor<Complex> expected, NativeTensor<Complex> actual) in new[]
                 {
                     (package, t), (Snt.Tensor.Transpose(package), transposed),
                     (package.Slice(new NRange(0, 3), new NRange(1, 3)), sliced),
                 })
        {
            var viaForeach = new List<Complex>();
            foreach (Complex c in actual) viaForeach.Add(c);
            AssertElements(expected.ToArray(), viaForeach.ToArray());
            AssertElements(expected.ToArray(), actual.ToArray());
        }
        Assert.Equal(package.Count(c => double.IsNaN(c.Real) || double.IsNaN(c.Imaginary)),
                     t.Count(c => double.IsNaN(c.Real) || double.IsNaN(c.Imaginary)));
    }

    [Fact]
    public void TextMatchesThePackage()
    {
        Snt.Tensor<Complex> package = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        using NativeTensor<Complex> t = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        foreach (nint[] maximum in new nint[][] { [], [3, 4], [2, 2], [0, 4], [3, 0], [1, 1], [5, 9] })
            Assert.Equal(package.ToString(maximum), PackageText.Of(t.ToString(maximum)));
        Assert.Equal("Strata.NativeTensor<Complex>[3, 4]", t.ToString());

        // Each element prints as .NET prints a Complex: "<re; im>", both parts as double prints them.
        Assert.Equal(Values.Select(v => v.ToString()), t.ToString([3, 4]).Split('\n')[1..^1]
            .SelectMany(line => line.Trim().TrimEnd(',').Trim('[', ']').Split(", ")));

        // Empty, rank-3 and broadcast tensors.
        using NativeTensor<Complex> empty = NativeTensor.CreateFromShape<Complex>([2, 0]);
        Assert.Equal(Snt.Tensor.CreateFromShape<Complex>([2, 0]).ToString([2, 2]), PackageText.Of(empty.ToString([2, 2])));
        using NativeTensor<Complex> cube = NativeTensor.CreateCopy<Complex>(Values, [2, 3, 2]);
        Assert.Equal(Snt.Tensor.Create((Complex[])Values.Clone(), [2, 3, 2]).ToString([2, 2, 2]), PackageText.Of(cube.ToString([2, 2, 2])));
        using NativeTensor<Complex> row = NativeTensor.CreateCopy<Complex>(Values[4..7], [1, 3]);
        using NativeTensor<Complex> broadcast = NativeTensor.BroadcastView(row, [2, 3]);
        Assert.Equal(Snt.Tensor.Broadcast<Complex>(Snt.Tensor.Create(Values[4..7], [1, 3]), [2, 3]).ToString([2, 3]),
                     PackageText.Of(broadcast.ToString([2, 3])));
    }

    [Fact]
    public void FillIndexAssignmentAndParametersWork()
    {
        Complex value = new(-1.25, 3);
        Snt.Tensor<Complex> package = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        package.Slice(new NRange(1, 2), NRange.All).Fill(value);
        using NativeTensor<Complex> t = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        using (NativeTensor<Complex> middle = t.Slice(new NRange(1, 2), NRange.All))
            middle.Fill(value);
        AssertMatches(package, t);

        // t[2] = value, and a double assigned into complex elements (imaginary part 0).
        t.IndexAssign([TensorIndex.At(2)], value);
        t.IndexAssign([TensorIndex.At(0), TensorIndex.Slice(1, 3)], 0.5);
        Complex[] expected = Flat(package.AsReadOnlyTensorSpan());
        for (int j = 0; j < 4; j++) expected[8 + j] = value;
        expected[1] = expected[2] = new Complex(0.5, 0);
        AssertElements(expected, Flat(t));

        using Parameter parameter = Parameter.Create(t, "w");
        Assert.Equal(DType.Complex128, parameter.DType);
        using NativeTensor<Complex> data = parameter.GetData<Complex>();
        AssertElements(expected, Flat(data));
    }
}
