// The members NativeTensor<T> has because the package's Tensor<T> has them (implicit span
// conversions, the pinned factories, IsPinned, the view and broadcast members on the tensor,
// SetSlice, ToDenseTensor, the random fills) and the parameter names of join and split refusals:
// each observed on both libraries with the same inputs, results and exception types compared.
using System;
using System.Linq;
using System.Numerics.Tensors; // the package's extension methods (Reshape, SetSlice, …) on Tensor<T>
using System.Runtime.CompilerServices;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class PackageMemberTests
{
    private static readonly int[] Values = Enumerable.Range(1, 24).ToArray();

    private static T[] Flat<T>(Snt.ReadOnlyTensorSpan<T> span)
    {
        var values = new T[span.FlattenedLength];
        span.FlattenTo(values);
        return values;
    }

    private static void AssertSame<T>(Snt.Tensor<T> expected, NativeTensor<T> actual) where T : unmanaged
    {
        Assert.Equal(expected.Lengths.ToArray(), actual.Lengths.ToArray());
        Assert.Equal(expected.Strides.ToArray(), actual.Strides.ToArray());
        Assert.Equal(Flat<T>(expected), Flat<T>(actual));
    }

    private static Type? Thrown(Action action)
    {
        try { action(); return null; }
        catch (Exception e) { return e.GetType(); }
    }

    [Fact]
    public void ImplicitSpansAreTheTensorsOwnSpans()
    {
        using NativeTensor<int> whole = NativeTensor.CreateCopy<int>(Values, [4, 6]);
        using NativeTensor<int> view = whole.Slice(1..3, 1..6);
        Snt.TensorSpan<int> span = view;
        Snt.ReadOnlyTensorSpan<int> readOnly = view;
        Snt.TensorSpan<int> expected = view.AsTensorSpan();
        Assert.True(Unsafe.AreSame(ref expected.GetPinnableReference(), ref span.GetPinnableReference()));
        Assert.True(Unsafe.AreSame(ref Unsafe.AsRef(in expected.GetPinnableReference()), ref Unsafe.AsRef(in readOnly.GetPinnableReference())));
        Assert.Equal(view.Lengths.ToArray(), span.Lengths.ToArray());
        Assert.Equal(view.Strides.ToArray(), readOnly.Strides.ToArray());

        Snt.Tensor<int> package = Snt.Tensor.Create(Values, [4, 6]).Slice(1..3, 1..6);
        Snt.ReadOnlyTensorSpan<int> packageSpan = package;
        Assert.Equal(Flat(packageSpan), Flat(readOnly));
    }

    [Fact]
    public unsafe void ImplicitSpansOfReadOnlyAndNullTensorsFailAsThePackages()
    {
        int[] storage = [1, 2, 3, 4];
        fixed (int* p = storage)
        {
            using NativeTensor<int> readOnly = NativeTensor.Wrap(p, 4, [2, 2], [], readOnly: true);
            Assert.Throws<InvalidOperationException>(() => { Snt.TensorSpan<int> span = readOnly; });
            Snt.ReadOnlyTensorSpan<int> read = readOnly;
            Assert.Equal(storage, Flat(read));
        }
        NativeTensor<int>? none = null;
        Snt.Tensor<int>? packageNone = null;
        Assert.Equal(Thrown(() => { Snt.TensorSpan<int> s = packageNone!; }), Thrown(() => { Snt.TensorSpan<int> s = none!; }));
        Assert.Equal(Thrown(() => { Snt.ReadOnlyTensorSpan<int> s = packageNone!; }),
                     Thrown(() => { Snt.ReadOnlyTensorSpan<int> s = none!; }));
        Assert.Equal(typeof(NullReferenceException), Thrown(() => { Snt.TensorSpan<int> s = none!; }));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void PinnedFactoriesMakeThePackagesShapes(bool pinned)
    {
        nint[][] shapes = [[], [1], [3], [2, 3], [2, 1, 4]];
        foreach (nint[] lengths in shapes)
        {
            using NativeTensor<int> zeroed = NativeTensor.CreateFromShape<int>(lengths, pinned);
            AssertSame(Snt.Tensor.CreateFromShape<int>(lengths, pinned), zeroed);
            using NativeTensor<int> raw = NativeTensor.CreateFromShapeUninitialized<int>(lengths, pinned);
            Assert.Equal(Snt.Tensor.CreateFromShapeUninitialized<int>(lengths, pinned).Strides.ToArray(), raw.Strides.ToArray());
            Assert.True(zeroed.IsPinned);
        }
        using NativeTensor<int> strided = NativeTensor.CreateFromShape<int>([2, 3], [1, 2], pinned);
        AssertSame(Snt.Tensor.CreateFromShape<int>([2, 3], [1, 2], pinned), strided);
        using NativeTensor<int> rawStrided = NativeTensor.CreateFromShapeUninitialized<int>([2, 3], [0, 1], pinned);
        Assert.Equal(Snt.Tensor.CreateFromShapeUninitialized<int>([2, 3], [0, 1], pinned).Strides.ToArray(),
                     rawStrided.Strides.ToArray());

        Assert.Equal(Thrown(() => Snt.Tensor.CreateFromShape<int>([-1], pinned)),
                     Thrown(() => NativeTensor.CreateFromShape<int>([-1], pinned)));
        Assert.Equal(Thrown(() => Snt.Tensor.CreateFromShapeUninitialized<int>([2, 2], [1, 1], pinned)),
                     Thrown(() => NativeTensor.CreateFromShapeUninitialized<int>([2, 2], [1, 1], pinned)));
    }

    [Fact]
    public void ViewMembersMatchThePackagesExtensions()
    {
        Snt.Tensor<int> package = Snt.Tensor.Create(Values, [2, 1, 3, 4]);
        using NativeTensor<int> tensor = NativeTensor.CreateCopy<int>(Values, [2, 1, 3, 4]);
        using (NativeTensor<int> r = tensor.Reshape(6, -1)) AssertSame(package.Reshape([6, -1]), r);
        using (NativeTensor<int> p = tensor.PermuteDimensions(3, 0, 2, 1)) AssertSame(package.PermuteDimensions([3, 0, 2, 1]), p);
        using (NativeTensor<int> p = tensor.PermuteDimensions()) AssertSame(package.PermuteDimensions([]), p);
        using (NativeTensor<int> u = tensor.Unsqueeze(4)) AssertSame(package.Unsqueeze(4), u);
        using (NativeTensor<int> s = tensor.Squeeze()) AssertSame(package.Squeeze(), s);
        using (NativeTensor<int> s = tensor.SqueezeDimension(1)) AssertSame(package.SqueezeDimension(1), s);
        using (NativeTensor<int> s = tensor.SqueezeDimension(-1)) AssertSame(package.SqueezeDimension(-1), s);

        Assert.Equal(Thrown(() => package.Reshape([5])), Thrown(() => tensor.Reshape(5).Dispose()));
        Assert.Equal(Thrown(() => package.PermuteDimensions([0, 1])), Thrown(() => tensor.PermuteDimensions(0, 1).Dispose()));
        Assert.Equal(Thrown(() => package.Unsqueeze(5)), Thrown(() => tensor.Unsqueeze(5).Dispose()));
        Assert.Equal(Thrown(() => package.SqueezeDimension(0)), Thrown(() => tensor.SqueezeDimension(0).Dispose()));
        // Below -1 NativeTensor.SqueezeDimension throws the narrower ArgumentOutOfRangeException.
        Assert.True(Thrown(() => tensor.SqueezeDimension(-2).Dispose())!.IsAssignableTo(Thrown(() => package.SqueezeDimension(-2))));
    }

    [Fact]
    public void ToDenseTensorCopiesAStridedViewAsThePackage()
    {
        Snt.Tensor<int> package = Snt.Tensor.Create(Values, [4, 6]).Slice(.., 1..4);
        using NativeTensor<int> whole = NativeTensor.CreateCopy<int>(Values, [4, 6]);
        using NativeTensor<int> view = whole.Slice(.., 1..4);
        using NativeTensor<int> dense = view.ToDenseTensor();
        AssertSame(package.ToDenseTensor(), dense);
        Assert.True(dense.IsDense);
    }

    [Theory]
    [InlineData(new[] { 1, 3 }, new[] { 2, 3 })]
    [InlineData(new[] { 3 }, new[] { 4, 3 })]
    [InlineData(new[] { 2, 1 }, new[] { 2, 3 })]
    [InlineData(new[] { 2, 3 }, new[] { 3, 3 })]
    public void BroadcastMembersMatchThePackage(int[] from, int[] to)
    {
        nint[] source = from.Select(n => (nint)n).ToArray();
        nint[] target = to.Select(n => (nint)n).ToArray();
        int count = from.Aggregate(1, (a, b) => a * b);
        Snt.Tensor<int> package = Snt.Tensor.Create(Values[..count], source);
        Snt.Tensor<int> packageTarget = Snt.Tensor.CreateFromShape<int>(target);
        using NativeTensor<int> tensor = NativeTensor.CreateCopy<int>(Values.AsSpan(0, count), source);
        using NativeTensor<int> destination = NativeTensor.CreateFromShape<int>(target);
        using NativeTensor<int> spanDestination = NativeTensor.CreateFromShape<int>(target);

        bool expected = package.TryBroadcastTo(packageTarget);
        Assert.Equal(expected, tensor.TryBroadcastTo(destination));
        Assert.Equal(expected, tensor.TryBroadcastTo(spanDestination.AsTensorSpan()));
        AssertSame(packageTarget, destination);
        AssertSame(packageTarget, spanDestination);

        destination.Clear();
        Assert.Equal(Thrown(() => package.BroadcastTo(packageTarget)), Thrown(() => tensor.BroadcastTo(destination)));
        Assert.Equal(Thrown(() => package.BroadcastTo(packageTarget)), Thrown(() => tensor.BroadcastTo(spanDestination.AsTensorSpan())));
        AssertSame(packageTarget, destination);
    }

    [Fact]
    public void SetSliceMemberMatchesThePackageAndReturnsTheTensor()
    {
        Snt.Tensor<int> package = Snt.Tensor.CreateFromShape<int>([3, 4]);
        using NativeTensor<int> tensor = NativeTensor.CreateFromShape<int>([3, 4]);
        using NativeTensor<int> values = NativeTensor.CreateCopy<int>([7, 8, 9], [1, 3]);
        package.SetSlice(Snt.Tensor.Create<int>([7, 8, 9], [1, 3]), 1..3, 1..4);
        Assert.Same(tensor, tensor.SetSlice(values, 1..3, 1..4));
        AssertSame(package, tensor);

        package.SetSlice(Snt.Tensor.Create<int>([5], [1]), 0..1, ..);
        Assert.Same(tensor, tensor.SetSlice(new Snt.ReadOnlyTensorSpan<int>([5], [1], []), 0..1, ..));
        AssertSame(package, tensor);

        Assert.Equal(Thrown(() => package.SetSlice(Snt.Tensor.Create<int>([1, 2], [2]), 0..1, ..)),
                     Thrown(() => tensor.SetSlice(NativeTensor.CreateCopy<int>([1, 2], [2]), 0..1, ..)));
    }

    [Fact]
    public void JoinsIntoAWronglyShapedDestinationNameItAsThePackage()
    {
        Snt.Tensor<int> a = Snt.Tensor.Create(Values[..4], [2, 2]);
        Snt.Tensor<int> b = Snt.Tensor.Create(Values[4..8], [2, 2]);
        Snt.Tensor<int> packageDestination = Snt.Tensor.CreateFromShape<int>([2, 2]);
        using NativeTensor<int> x = NativeTensor.CreateCopy<int>(Values.AsSpan(0, 4), [2, 2]);
        using NativeTensor<int> y = NativeTensor.CreateCopy<int>(Values.AsSpan(4, 4), [2, 2]);
        using NativeTensor<int> destination = NativeTensor.CreateCopy<int>([-1, -2, -3, -4], [2, 2]);

        var expected = Assert.Throws<ArgumentException>(() => Snt.Tensor.StackAlongDimension<int>([a, b], packageDestination, 0));
        foreach (Action call in new Action[]
                 {
                     () => NativeTensor.StackAlongDimension<int>([x, y], destination, 0),
                     () => NativeTensor.StackAlongDimension<int>([x, y], destination.AsTensorSpan(), 1),
                     () => NativeTensor.Stack<int>([x, y], destination),
                     () => NativeTensor.ConcatenateOnDimension<int>(0, [x, y], destination),
                     () => NativeTensor.ConcatenateOnDimension<int>(1, [x, y], destination.AsTensorSpan()),
                     () => NativeTensor.Concatenate<int>([x, y], destination.AsTensorSpan()),
                 })
        {
            var actual = Assert.Throws<ArgumentException>(call);
            Assert.Equal(expected.ParamName, actual.ParamName);
            Assert.Equal(StrataStatus.ShapeMismatch, actual.Data["Strata.Status"]);
            Assert.Contains("destination", actual.Message);
        }
        Assert.Equal([-1, -2, -3, -4], Flat<int>(destination));
    }

    [Fact]
    public void JoinsOfMismatchedInputsNameNoParameterAsThePackage()
    {
        Snt.Tensor<int> a = Snt.Tensor.Create(Values[..4], [2, 2]);
        Snt.Tensor<int> c = Snt.Tensor.Create(Values[..9], [3, 3]);
        using NativeTensor<int> x = NativeTensor.CreateCopy<int>(Values.AsSpan(0, 4), [2, 2]);
        using NativeTensor<int> z = NativeTensor.CreateCopy<int>(Values.AsSpan(0, 9), [3, 3]);
        using NativeTensor<int> destination = NativeTensor.CreateFromShape<int>([2, 2, 2]);
        using NativeTensor<int> joined = NativeTensor.CreateFromShape<int>([5, 2]);

        var stack = Assert.Throws<ArgumentException>(() => Snt.Tensor.StackAlongDimension<int>([a, c], Snt.Tensor.CreateFromShape<int>([2, 2, 2]), 0));
        Assert.Equal(stack.ParamName, Assert.Throws<ArgumentException>(() => NativeTensor.StackAlongDimension<int>([x, z], destination, 0)).ParamName);
        var concat = Assert.Throws<ArgumentException>(() => Snt.Tensor.ConcatenateOnDimension<int>(0, [a, c], Snt.Tensor.CreateFromShape<int>([5, 2])));
        Assert.Equal(concat.ParamName, Assert.Throws<ArgumentException>(() => NativeTensor.ConcatenateOnDimension<int>(0, [x, z], joined)).ParamName);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    public void SplitOfANonpositiveCountNamesItAsThePackage(int splitCount)
    {
        using NativeTensor<int> tensor = NativeTensor.CreateCopy<int>(Values.AsSpan(0, 4), [4]);
        var expected = Assert.Throws<ArgumentOutOfRangeException>(() => Snt.Tensor.Split<int>(Snt.Tensor.Create(Values[..4], [4]), splitCount, 0));
        Assert.Equal(expected.ParamName, Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.Split(tensor, splitCount, 0)).ParamName);
        Assert.Equal(expected.ParamName, Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.Split<int>(tensor.AsReadOnlyTensorSpan(), splitCount, 0)).ParamName);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void RandomFillsWriteThePackagesValues(bool gaussian)
    {
        Snt.Tensor<double> package = Snt.Tensor.CreateFromShape<double>([3, 4]);
        using NativeTensor<double> whole = NativeTensor.CreateFromShape<double>([3, 6]);
        using NativeTensor<double> view = whole.Slice(.., 1..5);
        var spanStorage = new double[18];
        var span = new Snt.TensorSpan<double>(spanStorage, [3, 4], [6, 1]);
        using NativeTensor<float> single = NativeTensor.CreateFromShape<float>([5]);
        Snt.Tensor<float> packageSingle = Snt.Tensor.CreateFromShape<float>([5]);
        if (gaussian)
        {
            Snt.Tensor.FillGaussianNormalDistribution<double>(package, new Random(42));
            Assert.Same(view, NativeTensor.FillGaussianNormalDistribution(view, new Random(42)));
            NativeTensor.FillGaussianNormalDistribution(span, new Random(42));
            Snt.Tensor.FillGaussianNormalDistribution<float>(packageSingle, new Random(7));
            NativeTensor.FillGaussianNormalDistribution(single, new Random(7));
        }
        else
        {
            Snt.Tensor.FillUniformDistribution<double>(package, new Random(42));
            Assert.Same(view, NativeTensor.FillUniformDistribution(view, new Random(42)));
            NativeTensor.FillUniformDistribution(span, new Random(42));
            Snt.Tensor.FillUniformDistribution<float>(packageSingle, new Random(7));
            NativeTensor.FillUniformDistribution(single, new Random(7));
        }
        Assert.Equal(Flat<double>(package), Flat<double>(view));
        Assert.Equal(Flat<double>(package), Flat<double>(span));
        Assert.Equal(Flat<float>(packageSingle), Flat<float>(single));
        using NativeTensor<double> left = whole.Slice(.., 0..1);
        using NativeTensor<double> right = whole.Slice(.., 5..6);
        Assert.All(Flat<double>(left).Concat(Flat<double>(right)), v => Assert.Equal(0.0, v));
        Assert.All(Enumerable.Range(0, 3).SelectMany(r => new[] { spanStorage[r * 6 + 4], spanStorage[r * 6 + 5] }), v => Assert.Equal(0.0, v));
    }

    [Fact]
    public unsafe void RandomFillsRefuseAReadOnlyTensor()
    {
        double[] storage = [1, 2];
        fixed (double* p = storage)
        {
            using NativeTensor<double> readOnly = NativeTensor.Wrap(p, 2, [2], [], readOnly: true);
            Assert.Throws<InvalidOperationException>(() => NativeTensor.FillUniformDistribution(readOnly));
            Assert.Throws<InvalidOperationException>(() => NativeTensor.FillGaussianNormalDistribution(readOnly));
        }
        Assert.Equal([1.0, 2.0], storage);
    }
}
