// The rules the span overloads share with the NativeTensor<T> ones, checked against the package
// where it has an answer: integer division by zero, refused element types, a refused call leaving
// the destination as it was, and memory shared between a source span and the destination span.
using System.Numerics;
using System.Runtime.InteropServices;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class SpanElementwiseRulesTests
{
    private static readonly nint[] Shape = [2, 3];

    private static Snt.ReadOnlyTensorSpan<T> Read<T>(T[] data) => new(data, Shape);

    private static Snt.TensorSpan<T> Write<T>(T[] data) => new(data, Shape);

    [Fact]
    public void IntegerDivisionByZeroThrowsDivideByZeroExceptionAsThePackageAndWritesNothing()
    {
        int[] x = [6, 5, 4, 3, 2, 1], y = [1, 2, 0, 3, 1, 1];
        int[] ours = [9, 9, 9, 9, 9, 9], theirs = [9, 9, 9, 9, 9, 9];
        Assert.Throws<DivideByZeroException>(() => Snt.Tensor.Divide<int>(Read(x), Read(y), Write(theirs)));
        Assert.Throws<DivideByZeroException>(() => NativeTensor.Divide<int>(Read(x), Read(y), Write(ours)));
        Assert.Throws<DivideByZeroException>(() => Snt.Tensor.Divide<int>(Read(x), 0, Write(theirs)));
        Assert.Throws<DivideByZeroException>(() => NativeTensor.Divide<int>(Read(x), 0, Write(ours)));
        Assert.Throws<DivideByZeroException>(() => Snt.Tensor.Divide<int>(7, Read(y), Write(theirs)));
        Assert.Throws<DivideByZeroException>(() => NativeTensor.Divide<int>(7, Read(y), Write(ours)));
        Assert.Equal([9, 9, 9, 9, 9, 9], ours);
        // A floating-point division by zero is ±∞, and an integer one without a zero divides.
        double[] quotients = new double[6];
        NativeTensor.Divide<double>(Read(new double[] { 1, -1, 0, 2, 4, 6 }), 0.0, Write(quotients));
        Assert.Equal(double.PositiveInfinity, quotients[0]);
        NativeTensor.Divide<int>(Read(x), 2, Write(ours));
        Assert.Equal([3, 2, 2, 1, 1, 0], ours);
    }

    [Fact]
    public void ShapeMismatchesThrowThePackagesExceptionTypeAndWriteNothing()
    {
        double[] x = [1, 2, 3, 4, 5, 6], y = [1, 2, 3, 4];
        double[] ours = new double[6], theirs = new double[6];
        double[] eight = new double[8];
        Exception package = Assert.ThrowsAny<Exception>(() => Snt.Tensor.Add<double>(Read(x), new Snt.ReadOnlyTensorSpan<double>(y, [4]), Write(theirs)));
        Exception strata = Assert.ThrowsAny<Exception>(() => NativeTensor.Add<double>(Read(x), new Snt.ReadOnlyTensorSpan<double>(y, [4]), Write(ours)));
        Assert.Equal(package.GetType(), strata.GetType());
        package = Assert.ThrowsAny<Exception>(() => Snt.Tensor.Exp<double>(Read(x), new Snt.TensorSpan<double>(eight, [2, 4], [])));
        strata = Assert.ThrowsAny<Exception>(() => NativeTensor.Exp<double>(Read(x), new Snt.TensorSpan<double>(eight, [2, 4], [])));
        Assert.Equal(package.GetType(), strata.GetType());
        Assert.All(ours, v => Assert.Equal(0, v));
    }

    [Fact]
    public void OpaqueStructsAreRefusedWithTheirTypeNamedAndNothingWritten()
    {
        Point3[] x = [new(1, 2, 3), new(4, 5, 6), new(7, 8, 9), new(1, 1, 1), new(2, 2, 2), new(3, 3, 3)];
        Point3[] destination = new Point3[6];
        byte[] before = MemoryMarshal.AsBytes(destination.AsSpan()).ToArray();
        AssertRefused(() => NativeTensor.Negate<Point3>(Read(x), Write(destination)), nameof(Point3));
        AssertRefused(() => NativeTensor.Add<Point3>(Read(x), Read(x), Write(destination)), nameof(Point3));
        AssertRefused(() => NativeTensor.Add<Point3>(Read(x), x[0], Write(destination)), nameof(Point3));
        AssertRefused(() => NativeTensor.Negate<Point3>(Read(x)).Dispose(), nameof(Point3));
        AssertRefused(() => NativeTensor.Add<Point3>(Read(x), Read(x)).Dispose(), nameof(Point3));
        AssertRefused(() => NativeTensor.Sum<Point3>(Read(x)), nameof(Point3));
        AssertRefused(() => NativeTensor.EqualsAll<Point3>(Read(x), x[0]), nameof(Point3));
        AssertRefused(() => NativeTensor.ConvertChecked<Point3, double>(Read(x), Write(new double[6])), nameof(Point3));
        Assert.Equal(before, MemoryMarshal.AsBytes(destination.AsSpan()).ToArray());
    }

    [Fact]
    public void ComplexTakesWhatItTakesOnTensorsAndIsRefusedElsewhere()
    {
        Complex[] x = [new(3, 4), new(-1, 0), new(0, -2), new(1, 1), new(0, 0), new(-5, 12)];
        Complex[] ours = new Complex[6], theirs = new Complex[6];
        Snt.Tensor.Abs<Complex>(Read(x), Write(theirs));
        NativeTensor.Abs<Complex>(Read(x), Write(ours));
        Assert.Equal(theirs, ours);
        Snt.Tensor.Multiply<Complex>(Read(x), Read(x), Write(theirs));
        NativeTensor.Multiply<Complex>(Read(x), Read(x), Write(ours));
        Assert.Equal(theirs, ours);
        Complex[] before = (Complex[])ours.Clone();
        AssertRefused(() => NativeTensor.Increment<Complex>(Read(x), Write(ours)), nameof(Complex));
        AssertRefused(() => NativeTensor.Max<Complex>(Read(x), Read(x), Write(ours)), nameof(Complex));
        AssertRefused(() => NativeTensor.GreaterThanAll<Complex>(Read(x), Read(x)), nameof(Complex));
        AssertRefused(() => NativeTensor.Increment<Complex>(Read(x)).Dispose(), nameof(Complex));
        using (NativeTensor<Complex> magnitudes = NativeTensor.Abs<Complex>(Read(x)))
            Assert.Equal(Snt.Tensor.Abs<Complex>(Read(x)).ToArray(), magnitudes.ToArray());
        Assert.Equal(before, ours);
    }

    private static void AssertRefused(Action call, string named)
    {
        var e = Assert.Throws<ArrayTypeMismatchException>(call);
        Assert.Equal(StrataStatus.DTypeMismatch, e.Data["Strata.Status"]);
        Assert.Contains(named, e.Message);
    }

    // ---- Memory shared between a source and the destination ---------------------------------

    [Fact]
    public void TheIdenticalSpanAsSourceAndDestinationComputesInPlaceAsThePackage()
    {
        double[] ours = [1, 2, 3, 4, 5, 6], theirs = [1, 2, 3, 4, 5, 6];
        Snt.Tensor.Multiply<double>(Read(theirs), Read(theirs), Write(theirs));
        NativeTensor.Multiply<double>(Read(ours), Read(ours), Write(ours));
        Assert.Equal(theirs, ours);
        Snt.Tensor.Negate<double>(Read(theirs), Write(theirs));
        NativeTensor.Negate<double>(Read(ours), Write(ours));
        Assert.Equal(theirs, ours);
        // Transposed views of one buffer are identical spans too.
        var tOurs = new Snt.TensorSpan<double>(ours, [3, 2], [1, 3]);
        var tTheirs = new Snt.TensorSpan<double>(theirs, [3, 2], [1, 3]);
        Snt.Tensor.Add<double>(tTheirs, 1.0, tTheirs);
        NativeTensor.Add<double>(tOurs, 1.0, tOurs);
        Assert.Equal(theirs, ours);
    }

    private delegate void OverlapCall<TData>(TData[] data);

    /// <summary>Sources and destinations over one buffer other than as the identical span.</summary>
    private static readonly (string Name, OverlapCall<double> Package, OverlapCall<double> Strata)[] PartialOverlaps =
    [
        ("unary, destination one element after the source",
         d => Snt.Tensor.Negate<double>(new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(0, 6)), new Snt.TensorSpan<double>(d.AsSpan(1, 6))),
         d => NativeTensor.Negate<double>(new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(0, 6)), new Snt.TensorSpan<double>(d.AsSpan(1, 6)))),
        ("unary, destination one element before the source",
         d => Snt.Tensor.Negate<double>(new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(1, 6)), new Snt.TensorSpan<double>(d.AsSpan(0, 6))),
         d => NativeTensor.Negate<double>(new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(1, 6)), new Snt.TensorSpan<double>(d.AsSpan(0, 6)))),
        ("binary, destination one element after both sources",
         d => Snt.Tensor.Add<double>(new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(0, 6)), new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(0, 6)), new Snt.TensorSpan<double>(d.AsSpan(1, 6))),
         d => NativeTensor.Add<double>(new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(0, 6)), new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(0, 6)), new Snt.TensorSpan<double>(d.AsSpan(1, 6)))),
        ("unary, transposed destination over its dense source",
         d => Snt.Tensor.Negate<double>(new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(0, 4), [2, 2], []), new Snt.TensorSpan<double>(d.AsSpan(0, 4), [2, 2], [1, 2])),
         d => NativeTensor.Negate<double>(new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(0, 4), [2, 2], []), new Snt.TensorSpan<double>(d.AsSpan(0, 4), [2, 2], [1, 2]))),
        ("scalar, destination every other element of its source",
         d => Snt.Tensor.Multiply<double>(new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(0, 3)), 2.0, new Snt.TensorSpan<double>(d.AsSpan(0, 5), [3], [2])),
         d => NativeTensor.Multiply<double>(new Snt.ReadOnlyTensorSpan<double>(d.AsSpan(0, 3)), 2.0, new Snt.TensorSpan<double>(d.AsSpan(0, 5), [3], [2]))),
    ];

    /// <summary>Destinations of another element type over the bytes of their source.</summary>
    private static readonly (string Name, OverlapCall<int> Package, OverlapCall<int> Strata)[] MixedOverlaps =
    [
        ("comparison into bools over the bytes of its int source",
         d => Snt.Tensor.GreaterThan<int>(new Snt.ReadOnlyTensorSpan<int>(d.AsSpan(0, 4)), 2, new Snt.TensorSpan<bool>(MemoryMarshal.Cast<int, bool>(d.AsSpan()).Slice(1, 4))),
         d => NativeTensor.GreaterThan<int>(new Snt.ReadOnlyTensorSpan<int>(d.AsSpan(0, 4)), 2, new Snt.TensorSpan<bool>(MemoryMarshal.Cast<int, bool>(d.AsSpan()).Slice(1, 4)))),
        ("conversion into floats over exactly its int source",
         d => Snt.Tensor.ConvertTruncating<int, float>(new Snt.ReadOnlyTensorSpan<int>(d.AsSpan(0, 4)), new Snt.TensorSpan<float>(MemoryMarshal.Cast<int, float>(d.AsSpan(0, 4)))),
         d => NativeTensor.ConvertTruncating<int, float>(new Snt.ReadOnlyTensorSpan<int>(d.AsSpan(0, 4)), new Snt.TensorSpan<float>(MemoryMarshal.Cast<int, float>(d.AsSpan(0, 4))))),
    ];

    [Fact]
    public void PartialOverlapIsRefusedAsByThePackageAndNothingIsWritten()
    {
        foreach (var (name, package, strata) in PartialOverlaps) AssertBothRefuse(name, [1.0, 2, 3, 4, 5, 6, 7], package, strata);
        foreach (var (name, package, strata) in MixedOverlaps) AssertBothRefuse(name, [1, 2, 3, 4, 5], package, strata);
    }

    private static void AssertBothRefuse<TData>(string name, TData[] data, OverlapCall<TData> package, OverlapCall<TData> strata)
    {
        TData[] ours = (TData[])data.Clone();
        Assert.True(Record.Exception(() => package((TData[])data.Clone())) is ArgumentException, $"{name}: the package");
        Assert.True(Record.Exception(() => strata(ours)) is ArgumentException, $"{name}: Strata");
        Assert.Equal(data, ours);
    }

    /// <summary>Strata's one deliberate difference here: a destination that is the identical view
    /// of its source (same first byte, lengths and strides) with another element type of the same
    /// size is computed in place; the package refuses every overlap between different types.</summary>
    [Fact]
    public void AnIdenticalViewOfAnotherElementTypeOfTheSameSizeIsComputedInPlaceWhereThePackageRefusesIt()
    {
        float[] values = [1e-45f, 0.75f, 8f, -3f];
        int[] expected = new int[4];
        NativeTensor.ILogB<float>(new Snt.ReadOnlyTensorSpan<float>(values), new Snt.TensorSpan<int>(expected));
        int[] theirs = MemoryMarshal.Cast<float, int>(values).ToArray(), ours = (int[])theirs.Clone();
        Assert.Throws<ArgumentException>(() => Snt.Tensor.ILogB<float>(
            new Snt.ReadOnlyTensorSpan<float>(MemoryMarshal.Cast<int, float>(theirs.AsSpan())), new Snt.TensorSpan<int>(theirs)));
        NativeTensor.ILogB<float>(new Snt.ReadOnlyTensorSpan<float>(MemoryMarshal.Cast<int, float>(ours.AsSpan())), new Snt.TensorSpan<int>(ours));
        Assert.Equal(expected, ours);
        Assert.Equal([-149, -1, 3, 1], ours);
    }
}
