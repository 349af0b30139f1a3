// NativeTensor<System.Numerics.Complex> arithmetic against the package's Tensor<Complex> and
// System.Numerics.Complex: + − · / in every form (tensor–tensor broadcast, scalar on either side,
// into a destination, in place, operators), Negate, Conjugate, Abs, Sum, Product, Dot, the Equals
// family, conversions from real element types, the part views Real/Imaginary, and the math
// functions the package does not take Complex for (Exp, Log, Sqrt, Sin, Cos, Tanh, Reciprocal,
// Pow), whose special values follow C99 Annex G where System.Numerics.Complex does otherwise.
// Exact comparisons are bit for bit, except that a NaN part matches any NaN.
using System.Numerics;
using Xunit;
using Xunit.Abstractions;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class ComplexArithmeticTests(ITestOutputHelper output)
{
    private static readonly double Inf = double.PositiveInfinity, NaN = double.NaN;

    // Twelve values with zero, signed-zero, subnormal, huge, infinite and NaN parts.
    private static readonly Complex[] Values =
    [
        new(1.5, -2), new(-0.0, 0.0), new(NaN, 1), new(Inf, -Inf), new(1.0 / 3, -123456.789), new(-1e-7, double.Epsilon),
        new(double.MaxValue, -0.1), new(0.1, 0.2), new(-7, NaN), new(1.5e15, -1e17), new(2.5e-308, -1), new(-0.0, -0.0),
    ];

    // Twelve operands for them: zeros of both signs, infinities, parts of very different sizes.
    private static readonly Complex[] Others =
    [
        new(0.0, 0.0), new(-3, 0.5), new(2, -0.0), new(1e-300, 1e300), new(-0.0, -0.0), new(4, 4), new(Inf, 1),
        new(0.75, -1e-310), new(NaN, NaN), new(1e308, -1e308), new(-2.5, 6), new(0.0, -Inf),
    ];

    private static readonly Complex[] Scalars = [new(0.5, -0.5), new(0, 0), new(-0.0, 0), new(Inf, 0), new(NaN, 2), new(1e-310, -3e300)];

    private static Complex[] Flat(NativeTensor<Complex> t) => t.ToArray();

    private static Complex[] Flat(Snt.Tensor<Complex> t) => t.ToArray();

    private static bool Same(double a, double b) =>
        double.IsNaN(a) ? double.IsNaN(b) : BitConverter.DoubleToInt64Bits(a) == BitConverter.DoubleToInt64Bits(b);

    /// <summary>Equal element by element, bit for bit, a NaN part matching any NaN.</summary>
    private static void AssertSame(Complex[] expected, Complex[] actual, string what)
    {
        Assert.True(expected.Length == actual.Length, $"{what}: {actual.Length} elements, expected {expected.Length}");
        for (int i = 0; i < expected.Length; i++)
        {
            Assert.True(Same(expected[i].Real, actual[i].Real) && Same(expected[i].Imaginary, actual[i].Imaginary),
                        $"{what}[{i}]: expected ({expected[i].Real:R}, {expected[i].Imaginary:R}), got ({actual[i].Real:R}, {actual[i].Imaginary:R})");
        }
    }

    private static void AssertSame(Snt.Tensor<Complex> expected, NativeTensor<Complex> actual, string what)
    {
        Assert.Equal(expected.Lengths.ToArray(), actual.Lengths.ToArray());
        Assert.Equal(DType.Complex128, actual.DType);
        AssertSame(Flat(expected), Flat(actual), what);
    }

    private sealed record BinaryForms(
        string Name, Func<Complex, Complex, Complex> Scalar,
        Func<Snt.Tensor<Complex>, Snt.Tensor<Complex>, Snt.Tensor<Complex>> Package,
        Func<Snt.Tensor<Complex>, Complex, Snt.Tensor<Complex>> PackageScalar,
        Func<NativeTensor<Complex>, NativeTensor<Complex>, NativeTensor<Complex>> Strata,
        Action<NativeTensor<Complex>, NativeTensor<Complex>, NativeTensor<Complex>> StrataInto,
        Func<NativeTensor<Complex>, Complex, NativeTensor<Complex>> StrataScalar,
        Action<NativeTensor<Complex>, Complex, NativeTensor<Complex>> StrataScalarInto,
        Func<Complex, NativeTensor<Complex>, NativeTensor<Complex>> StrataScalarFirst,
        Action<Complex, NativeTensor<Complex>, NativeTensor<Complex>> StrataScalarFirstInto,
        Func<NativeTensor<Complex>, NativeTensor<Complex>, NativeTensor<Complex>> Operator,
        Func<NativeTensor<Complex>, Complex, NativeTensor<Complex>> OperatorScalar,
        Func<Complex, NativeTensor<Complex>, NativeTensor<Complex>> OperatorScalarFirst);

    private static readonly BinaryForms[] Arithmetic =
    [
        new("Add", (a, b) => a + b, (x, y) => Snt.Tensor.Add<Complex>(x, y), (x, s) => Snt.Tensor.Add<Complex>(x, s),
            NativeTensor.Add, NativeTensor.Add, NativeTensor.Add, NativeTensor.Add, NativeTensor.Add, NativeTensor.Add,
            (x, y) => x + y, (x, s) => x + s, (s, y) => s + y),
        new("Subtract", (a, b) => a - b, (x, y) => Snt.Tensor.Subtract<Complex>(x, y), (x, s) => Snt.Tensor.Subtract<Complex>(x, s),
            NativeTensor.Subtract, NativeTensor.Subtract, NativeTensor.Subtract, NativeTensor.Subtract, NativeTensor.Subtract, NativeTensor.Subtract,
            (x, y) => x - y, (x, s) => x - s, (s, y) => s - y),
        new("Multiply", (a, b) => a * b, (x, y) => Snt.Tensor.Multiply<Complex>(x, y), (x, s) => Snt.Tensor.Multiply<Complex>(x, s),
            NativeTensor.Multiply, NativeTensor.Multiply, NativeTensor.Multiply, NativeTensor.Multiply, NativeTensor.Multiply, NativeTensor.Multiply,
            (x, y) => x * y, (x, s) => x * s, (s, y) => s * y),
        new("Divide", (a, b) => a / b, (x, y) => Snt.Tensor.Divide<Complex>(x, y), (x, s) => Snt.Tensor.Divide<Complex>(x, s),
            NativeTensor.Divide, NativeTensor.Divide, NativeTensor.Divide, NativeTensor.Divide, NativeTensor.Divide, NativeTensor.Divide,
            (x, y) => x / y, (x, s) => x / s, (s, y) => s / y),
    ];

    public static TheoryData<string> ArithmeticNames() => new(Arithmetic.Select(a => a.Name));

    [Theory]
    [MemberData(nameof(ArithmeticNames))]
    public void ArithmeticEqualsThePackageBitForBit(string name)
    {
        BinaryForms op = Arithmetic.Single(a => a.Name == name);
        Snt.Tensor<Complex> px = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        Snt.Tensor<Complex> py = Snt.Tensor.Create((Complex[])Others.Clone(), [3, 4]);
        using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        using NativeTensor<Complex> y = NativeTensor.CreateCopy<Complex>(Others, [3, 4]);

        // Tensor op tensor: new, operator, into a destination, in place.
        Snt.Tensor<Complex> expected = op.Package(px, py);
        using (NativeTensor<Complex> r = op.Strata(x, y)) AssertSame(expected, r, $"{name}(x, y)");
        using (NativeTensor<Complex> r = op.Operator(x, y)) AssertSame(expected, r, $"x {name} y");
        using (NativeTensor<Complex> d = NativeTensor.CreateFromShape<Complex>([3, 4]))
        {
            op.StrataInto(x, y, d);
            AssertSame(expected, d, $"{name}(x, y, destination)");
        }
        using (NativeTensor<Complex> inPlace = NativeTensor.CreateCopy<Complex>(Values, [3, 4]))
        {
            op.StrataInto(inPlace, y, inPlace);
            AssertSame(expected, inPlace, $"{name}(x, y, x)");
        }

        // Broadcasting a row over every row, and a strided (transposed) operand.
        Snt.Tensor<Complex> row = Snt.Tensor.Create(Others[4..8], [4]);
        using (NativeTensor<Complex> r4 = NativeTensor.CreateCopy<Complex>(Others[4..8], [4]))
        using (NativeTensor<Complex> r = op.Strata(x, r4))
            AssertSame(op.Package(px, row), r, $"{name}(x, row)");
        Snt.Tensor<Complex> pyT = Snt.Tensor.Transpose(Snt.Tensor.Create((Complex[])Others.Clone(), [4, 3]));
        using (NativeTensor<Complex> y43 = NativeTensor.CreateCopy<Complex>(Others, [4, 3]))
        using (NativeTensor<Complex> yT = NativeTensor.Transpose(y43))
        using (NativeTensor<Complex> r = op.Strata(x, yT))
            AssertSame(op.Package(px, pyT), r, $"{name}(x, transposed)");

        foreach (Complex s in Scalars)
        {
            // Tensor op scalar: against the package.
            Snt.Tensor<Complex> expectedScalar = op.PackageScalar(px, s);
            using (NativeTensor<Complex> r = op.StrataScalar(x, s)) AssertSame(expectedScalar, r, $"{name}(x, {s})");
            using (NativeTensor<Complex> r = op.OperatorScalar(x, s)) AssertSame(expectedScalar, r, $"x {name} {s}");
            using (NativeTensor<Complex> d = NativeTensor.CreateFromShape<Complex>([2, 3, 4]))
            {
                op.StrataScalarInto(x, s, d);
                AssertSame(Snt.Tensor.Broadcast<Complex>(expectedScalar, [2, 3, 4]), d, $"{name}(x, {s}, broadcast destination)");
            }
            // Scalar op tensor: against Complex's operator (the package has only some of these forms).
            Complex[] expectedFirst = Values.Select(v => op.Scalar(s, v)).ToArray();
            using (NativeTensor<Complex> r = op.StrataScalarFirst(s, x)) AssertSame(expectedFirst, Flat(r), $"{name}({s}, x)");
            using (NativeTensor<Complex> r = op.OperatorScalarFirst(s, x)) AssertSame(expectedFirst, Flat(r), $"{s} {name} x");
            using (NativeTensor<Complex> inPlace = NativeTensor.CreateCopy<Complex>(Values, [3, 4]))
            {
                op.StrataScalarFirstInto(s, inPlace, inPlace);
                AssertSame(expectedFirst, Flat(inPlace), $"{name}({s}, x, x)");
            }
        }
    }

    [Fact]
    public void ScalarFirstSubtractAndDivideEqualThePackage()
    {
        Snt.Tensor<Complex> px = Snt.Tensor.Create((Complex[])Values.Clone(), [12]);
        using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>(Values);
        foreach (Complex s in Scalars)
        {
            using (NativeTensor<Complex> r = NativeTensor.Subtract(s, x)) AssertSame(Snt.Tensor.Subtract<Complex>(s, px), r, $"Subtract({s}, x)");
            using (NativeTensor<Complex> r = NativeTensor.Divide(s, x)) AssertSame(Snt.Tensor.Divide<Complex>(s, px), r, $"Divide({s}, x)");
        }
    }

    [Fact]
    public void NegateAndConjugateFlipSigns()
    {
        Snt.Tensor<Complex> px = Snt.Tensor.Create((Complex[])Values.Clone(), [3, 4]);
        using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        Snt.Tensor<Complex> negated = Snt.Tensor.Negate<Complex>(px);
        using (NativeTensor<Complex> r = NativeTensor.Negate(x)) AssertSame(negated, r, "Negate(x)");
        using (NativeTensor<Complex> r = -x) AssertSame(negated, r, "-x");
        using (NativeTensor<Complex> inPlace = NativeTensor.CreateCopy<Complex>(Values, [3, 4]))
        {
            NativeTensor.Negate(inPlace, inPlace);
            AssertSame(negated, inPlace, "Negate(x, x)");
        }

        // Conjugate, a Strata extension: Complex.Conjugate of each element; real elements unchanged.
        Complex[] conjugates = Values.Select(Complex.Conjugate).ToArray();
        using (NativeTensor<Complex> r = NativeTensor.Conjugate(x)) AssertSame(conjugates, Flat(r), "Conjugate(x)");
        using (NativeTensor<Complex> d = NativeTensor.CreateFromShape<Complex>([3, 4]))
        {
            NativeTensor.Conjugate(x, d);
            AssertSame(conjugates, Flat(d), "Conjugate(x, destination)");
        }
        double[] reals = [1.5, -0.0, NaN, -Inf];
        using NativeTensor<double> real = NativeTensor.CreateCopy<double>(reals);
        using NativeTensor<double> same = NativeTensor.Conjugate(real);
        Assert.Equal(reals.Select(BitConverter.DoubleToInt64Bits), same.ToArray().Select(BitConverter.DoubleToInt64Bits));
    }

    [Fact]
    public void AbsIsThePackagesMagnitudeWithinOneUlp()
    {
        // Random values of every scale beside the special ones; the package's Complex.Abs and
        // the C library's hypot are each within 1 ULP of |z| but not correctly rounded.
        var random = new Random(11);
        Complex[] values = [.. Values, .. Others, .. Enumerable.Range(0, 2000).Select(_ => new Complex(Part(random, 300), Part(random, 300)))];
        Snt.Tensor<Complex> expected = Snt.Tensor.Abs<Complex>(Snt.Tensor.Create(values, [values.Length]));
        using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>(values);
        using NativeTensor<Complex> abs = NativeTensor.Abs(x);
        Assert.Equal(DType.Complex128, abs.DType);
        Assert.Equal([values.Length], abs.Lengths.ToArray());
        int differing = AssertMagnitudes(Flat(expected), Flat(abs));
        output.WriteLine($"Abs: {differing} of {values.Length} magnitudes 1 ULP from the package's, the rest equal");

        // Into a destination, in place, and into a view overlapping x in another layout: the
        // magnitudes are computed before the first write.
        using (NativeTensor<Complex> d = NativeTensor.CreateFromShape<Complex>([values.Length]))
        {
            NativeTensor.Abs(x, d);
            AssertSame(Flat(abs), Flat(d), "Abs(x, destination)");
        }
        using (NativeTensor<Complex> square = NativeTensor.CreateCopy<Complex>(Values, [3, 4]))
        using (NativeTensor<Complex> squareAbs = NativeTensor.Abs(square))
        using (NativeTensor<Complex> expectedShifted = NativeTensor.Narrow(squareAbs, 1, 1, 3))
        using (NativeTensor<Complex> left = NativeTensor.Narrow(square, 1, 0, 3))
        using (NativeTensor<Complex> right = NativeTensor.Narrow(square, 1, 1, 3))
        using (NativeTensor<Complex> inPlace = NativeTensor.CreateCopy<Complex>(Values, [3, 4]))
        {
            NativeTensor.Abs(right, left);
            AssertSame(Flat(expectedShifted), Flat(left), "Abs(x[:, 1:], x[:, :3])");
            NativeTensor.Abs(inPlace, inPlace);
            AssertSame(Flat(squareAbs), Flat(inPlace), "Abs(x, x)");
        }

        // The magnitudes as doubles: the real parts of Abs, a view.
        using NativeTensor<double> magnitudes = NativeTensor.Real(abs);
        Assert.Equal(Flat(abs).Select(c => c.Real), magnitudes.ToArray());
    }

    private static int AssertMagnitudes(Complex[] expected, Complex[] actual)
    {
        Assert.Equal(expected.Length, actual.Length);
        int differing = 0;
        for (int i = 0; i < expected.Length; i++)
        {
            Assert.True(BitConverter.DoubleToInt64Bits(actual[i].Imaginary) == 0, $"Abs[{i}] has imaginary part {actual[i].Imaginary:R}");
            long ulps = Ulps.Distance(expected[i].Real, actual[i].Real);
            Assert.True(ulps <= 1, $"Abs[{i}]: {actual[i].Real:R}, the package {expected[i].Real:R}");
            if (ulps != 0) differing++;
        }
        return differing;
    }

    /// <summary>±2^e with e uniform in [−scale, scale] (and a random mantissa).</summary>
    private static double Part(Random random, double scale) =>
        (random.Next(2) == 0 ? 1 : -1) * (1 + random.NextDouble()) * Math.Pow(2, (random.NextDouble() * 2 - 1) * scale);

    [Fact]
    public void SumProductAndDotAgreeWithThePackage()
    {
        var random = new Random(5);
        foreach (int n in new[] { 1, 2, 15, 16, 17, 100, 1000, 70_000 })
        {
            // Parts near 1 in magnitude, so that products of many elements stay finite.
            Complex[] a = Enumerable.Range(0, n).Select(_ => Complex.FromPolarCoordinates(1 + (random.NextDouble() - 0.5) / n, random.NextDouble() * 7)).ToArray();
            Complex[] b = Enumerable.Range(0, n).Select(_ => new Complex(Part(random, 8), Part(random, 8))).ToArray();
            Snt.Tensor<Complex> pa = Snt.Tensor.Create(a, [n]), pb = Snt.Tensor.Create(b, [n]);
            using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>(a), y = NativeTensor.CreateCopy<Complex>(b);

            AssertSums(Snt.Tensor.Sum<Complex>(pb), NativeTensor.Sum(y), b, $"Sum of {n}");
            AssertSums(Snt.Tensor.Dot<Complex>(pa, pb), NativeTensor.Dot(x, y), a.Zip(b, (u, v) => u * v).ToArray(), $"Dot of {n}");
            AssertSame([Snt.Tensor.Product<Complex>(pa)], [NativeTensor.Product(x)], $"Product of {n}");
        }

        // A transposed view and a broadcast Dot ([3, 4] · [4]), special values included.
        Snt.Tensor<Complex> px = Snt.Tensor.Transpose(Snt.Tensor.Create((Complex[])Others.Clone(), [4, 3]));
        using NativeTensor<Complex> o = NativeTensor.CreateCopy<Complex>(Others, [4, 3]);
        using NativeTensor<Complex> t = NativeTensor.Transpose(o);
        AssertSums(Snt.Tensor.Sum<Complex>(px), NativeTensor.Sum(t), Flat(px), "Sum of a transposed view");
        AssertSame([Snt.Tensor.Product<Complex>(px)], [NativeTensor.Product(t)], "Product of a transposed view");
        Snt.Tensor<Complex> row = Snt.Tensor.Create(Values[..4], [4]);
        using NativeTensor<Complex> r = NativeTensor.CreateCopy<Complex>(Values[..4]);
        AssertSums(Snt.Tensor.Dot<Complex>(px, row), NativeTensor.Dot(t, r), Flat(Snt.Tensor.Multiply<Complex>(px, row)), "Dot broadcast");

        // No elements: Sum and Dot are 0 as in the package; Product needs an element (the
        // package returns 1).
        using NativeTensor<Complex> empty = NativeTensor.CreateFromShape<Complex>([0]);
        Snt.Tensor<Complex> packageEmpty = Snt.Tensor.CreateFromShape<Complex>([0]);
        AssertSame([Snt.Tensor.Sum<Complex>(packageEmpty)], [NativeTensor.Sum(empty)], "Sum of nothing");
        AssertSame([Snt.Tensor.Dot<Complex>(packageEmpty, packageEmpty)], [NativeTensor.Dot(empty, empty)], "Dot of nothing");
        Assert.Equal(Complex.One, Snt.Tensor.Product<Complex>(packageEmpty));
        Assert.Throws<ArgumentException>(() => NativeTensor.Product(empty));
    }

    private void AssertSums(Complex expected, Complex actual, Complex[] terms, string what)
    {
        bool agree = ComplexSums.Agree(expected, actual, terms, out double deviation);
        output.WriteLine($"{what}: {deviation:G3} ε·Σ|term| apart (bound {ComplexSums.Bound(terms.Length)})");
        Assert.True(agree, $"{what}: {actual}, the package {expected} ({deviation:G3} ε·Σ|term| apart, bound {ComplexSums.Bound(terms.Length)})");
    }

    [Fact]
    public void EqualsFamilyMatchesThePackage()
    {
        // Equal pairs, +0 against −0, NaN against itself, and unequal pairs.
        Complex[] a = [new(1, 2), new(0.0, -0.0), new(NaN, 1), new(Inf, 0), new(1, 2), new(-0.0, 0.0)];
        Complex[] b = [new(1, 2), new(-0.0, 0.0), new(NaN, 1), new(Inf, 0), new(1, 2.0000000000000004), new(0.0, 0.0)];
        Snt.Tensor<Complex> pa = Snt.Tensor.Create(a, [2, 3]), pb = Snt.Tensor.Create(b, [2, 3]);
        using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>(a, [2, 3]), y = NativeTensor.CreateCopy<Complex>(b, [2, 3]);

        using (NativeTensor<bool> r = NativeTensor.Equals(x, y)) Assert.Equal(Snt.Tensor.Equals<Complex>(pa, pb).ToArray(), r.ToArray());
        using (NativeTensor<bool> d = NativeTensor.CreateFromShape<bool>([2, 3]))
        {
            NativeTensor.Equals(x, y, d);
            Assert.Equal(Snt.Tensor.Equals<Complex>(pa, pb).ToArray(), d.ToArray());
        }
        Snt.Tensor<Complex> row = Snt.Tensor.Create(b[..3], [3]);
        using (NativeTensor<Complex> r3 = NativeTensor.CreateCopy<Complex>(b[..3]))
        using (NativeTensor<bool> r = NativeTensor.Equals(x, r3))
            Assert.Equal(Snt.Tensor.Equals<Complex>(pa, row).ToArray(), r.ToArray());
        Assert.Equal(Snt.Tensor.EqualsAll<Complex>(pa, pb), NativeTensor.EqualsAll(x, y));
        Assert.Equal(Snt.Tensor.EqualsAny<Complex>(pa, pb), NativeTensor.EqualsAny(x, y));
        Assert.Equal(Snt.Tensor.EqualsAll<Complex>(pa, pa), NativeTensor.EqualsAll(x, x));
        using (NativeTensor<Complex> ordinary = NativeTensor.CreateCopy<Complex>([new(1, 2), new(-0.0, 3)]))
            Assert.True(NativeTensor.EqualsAll(ordinary, ordinary));

        foreach (Complex s in new Complex[] { new(1, 2), new(-0.0, -0.0), new(NaN, 1), new(Inf, 0), new(5, 5) })
        {
            bool[] expected = Snt.Tensor.Equals<Complex>(pa, s).ToArray();
            using (NativeTensor<bool> r = NativeTensor.Equals(x, s)) Assert.Equal(expected, r.ToArray());
            using (NativeTensor<bool> r = NativeTensor.Equals(s, x)) Assert.Equal(expected, r.ToArray());
            using (NativeTensor<bool> d = NativeTensor.CreateFromShape<bool>([2, 3]))
            {
                NativeTensor.Equals(x, s, d);
                Assert.Equal(expected, d.ToArray());
            }
            Assert.Equal(Snt.Tensor.EqualsAll<Complex>(pa, s), NativeTensor.EqualsAll(x, s));
            Assert.Equal(Snt.Tensor.EqualsAny<Complex>(pa, s), NativeTensor.EqualsAny(x, s));
        }
    }

    [Fact]
    public void RealElementsConvertToComplexAsThePackage()
    {
        AssertConversions<sbyte>([sbyte.MinValue, -1, 0, sbyte.MaxValue]);
        AssertConversions<short>([short.MinValue, -7, 0, short.MaxValue]);
        AssertConversions<int>([int.MinValue, -123456, 0, int.MaxValue]);
        AssertConversions<long>([long.MinValue, -(1L << 53) - 1, 0, long.MaxValue]);
        AssertConversions<nint>([nint.MinValue, -5, 0, nint.MaxValue]);
        AssertConversions<byte>([0, 1, 200, byte.MaxValue]);
        AssertConversions<ushort>([0, 1, 60000, ushort.MaxValue]);
        AssertConversions<uint>([0, 1, 3_000_000_000, uint.MaxValue]);
        AssertConversions<ulong>([0, (1UL << 53) + 1, 1UL << 63, ulong.MaxValue]);
        AssertConversions<nuint>([0, 7, nuint.MaxValue - 1, nuint.MaxValue]);
        AssertConversions<Half>([Half.MinValue, Half.NegativeZero, Half.Epsilon, Half.NaN, Half.PositiveInfinity, (Half)0.1]);
        AssertConversions<float>([float.MinValue, -0.0f, float.Epsilon, float.NaN, float.NegativeInfinity, 0.1f]);
        AssertConversions<double>([double.MinValue, -0.0, double.Epsilon, NaN, Inf, 0.1]);
        AssertConversions<Complex>(Values);
    }

    private static void AssertConversions<TFrom>(TFrom[] values) where TFrom : unmanaged, INumberBase<TFrom>
    {
        Snt.Tensor<TFrom> package = Snt.Tensor.Create(values, [values.Length]);
        using NativeTensor<TFrom> source = NativeTensor.CreateCopy<TFrom>(values);
        string what = $"{typeof(TFrom).Name} → Complex";
        using (NativeTensor<Complex> r = NativeTensor.ConvertChecked<TFrom, Complex>(source))
            AssertSame(Snt.Tensor.ConvertChecked<TFrom, Complex>(package), r, "checked " + what);
        using (NativeTensor<Complex> r = NativeTensor.ConvertSaturating<TFrom, Complex>(source))
            AssertSame(Snt.Tensor.ConvertSaturating<TFrom, Complex>(package), r, "saturating " + what);
        using (NativeTensor<Complex> r = NativeTensor.ConvertTruncating<TFrom, Complex>(source))
            AssertSame(Snt.Tensor.ConvertTruncating<TFrom, Complex>(package), r, "truncating " + what);
        using NativeTensor<Complex> destination = NativeTensor.CreateFromShape<Complex>([2, values.Length]);
        NativeTensor.ConvertChecked(source, destination);
        AssertSame(Snt.Tensor.Broadcast<Complex>(Snt.Tensor.ConvertChecked<TFrom, Complex>(package), [2, values.Length]),
                   destination, "checked into a broadcast destination, " + what);
    }

    [Fact]
    public void RealAndImaginaryAreViewsOfTheParts()
    {
        using NativeTensor<Complex> whole = NativeTensor.CreateCopy<Complex>(Values, [3, 4]);
        using NativeTensor<Complex> t = NativeTensor.Transpose(whole);
        NativeTensor<double> real = NativeTensor.Real(t);
        using NativeTensor<double> imaginary = NativeTensor.Imaginary(t);
        Assert.Equal(DType.Float64, real.DType);
        Assert.Equal([4, 3], real.Lengths.ToArray());
        Assert.Equal(t.Strides.ToArray().Select(s => 2 * s), real.Strides.ToArray());
        Assert.Equal(real.Strides.ToArray(), imaginary.Strides.ToArray());
        Complex[] elements = Flat(t);
        Assert.Equal(elements.Select(c => BitConverter.DoubleToInt64Bits(c.Real)), real.ToArray().Select(BitConverter.DoubleToInt64Bits));
        Assert.Equal(elements.Select(c => BitConverter.DoubleToInt64Bits(c.Imaginary)), imaginary.ToArray().Select(BitConverter.DoubleToInt64Bits));

        // The views share storage both ways and keep it alive.
        real[3, 2] = 42;
        imaginary[0, 1] = -8;
        Assert.Equal(new Complex(42, Values[11].Imaginary), whole[2, 3]);
        Assert.Equal(new Complex(Values[4].Real, -8), whole[1, 0]);
        whole[0, 0] = new Complex(6, 7);
        Assert.Equal(6, real[0, 0]);
        Assert.Equal(7, imaginary[0, 0]);
        using (NativeTensor<double> column = NativeTensor.Narrow(real, 1, 2, 1))
            Assert.Equal([Values[8].Real, Values[9].Real, Values[10].Real, 42], column.ToArray());
        t.Dispose();
        whole.Dispose();
        Assert.Equal(42, real[3, 2]);
        real.Dispose();

        // Read-only storage gives read-only parts; misuse throws as elsewhere.
        Complex[] storage = (Complex[])Values.Clone();
        unsafe
        {
            fixed (Complex* p = storage)
            {
                using NativeTensor<Complex> readOnly = NativeTensor.Wrap(p, storage.Length, [12], readOnly: true);
                using NativeTensor<double> part = NativeTensor.Imaginary(readOnly);
                Assert.True(part.IsReadOnly);
                Assert.Throws<InvalidOperationException>(() => { part[0] = 1; });
            }
        }
        Assert.Throws<ArgumentNullException>(() => NativeTensor.Real(null!));
        NativeTensor<Complex> disposed = NativeTensor.CreateFromShape<Complex>([2]);
        disposed.Dispose();
        Assert.Throws<ObjectDisposedException>(() => NativeTensor.Imaginary(disposed));
    }

    // ---- Math functions the package does not take Complex for -----------------------------

    /// <summary>
    /// A Strata math function against System.Numerics.Complex's, normwise: |strata − .NET| ≤
    /// 4 ε (|.NET|·Relative + Absolute). Strata is within about 1.3 ε of the exact value (the
    /// core's tests measure it); .NET computes from real functions in double, and where its
    /// formula loses accuracy the bound widens by that loss (Relative, Absolute), so that the
    /// test measures agreement, not .NET's own error.
    /// </summary>
    private sealed record MathFunction(
        string Name, Func<NativeTensor<Complex>, NativeTensor<Complex>, NativeTensor<Complex>> Strata,
        Func<Complex, Complex, Complex> Reference, Func<Complex, Complex, double> Relative, double Absolute = 0);

    private static double One(Complex z, Complex w) => 1;

    private static readonly MathFunction[] MathFunctions =
    [
        new("Exp", (x, _) => NativeTensor.Exp(x), (z, _) => Complex.Exp(z), One),
        // ln|z| of a rounded |z|: an absolute error of about ε in the real part.
        new("Log", (x, _) => NativeTensor.Log(x), (z, _) => Complex.Log(z), One, Absolute: 1),
        new("Sqrt", (x, _) => NativeTensor.Sqrt(x), (z, _) => Complex.Sqrt(z), One),
        new("Sin", (x, _) => NativeTensor.Sin(x), (z, _) => Complex.Sin(z), One),
        new("Cos", (x, _) => NativeTensor.Cos(x), (z, _) => Complex.Cos(z), One),
        // sinh 2a and sin 2b over cosh 2a + cos 2b, which cancels near the poles.
        new("Tanh", (x, _) => NativeTensor.Tanh(x), (z, _) => Complex.Tanh(z),
            (z, _) => 1 + (Math.Cosh(2 * z.Real) + 1) / Math.Abs(Math.Cosh(2 * z.Real) + Math.Cos(2 * z.Imaginary))),
        new("Reciprocal", (x, _) => NativeTensor.Reciprocal(x), (z, _) => Complex.Reciprocal(z), One),
        // The polar form: |z|^Re w · e^(−Im w · arg z) and the angle Re w · arg z + Im w · ln|z|.
        new("Pow", NativeTensor.Pow, Complex.Pow, (z, w) => 1 + Complex.Abs(w) * (Math.Abs(Math.Log(Complex.Abs(z))) + Math.PI)),
    ];

    public static TheoryData<string> MathNames() => new(MathFunctions.Select(f => f.Name));

    [Theory]
    [MemberData(nameof(MathNames))]
    public void MathFunctionsAgreeWithSystemNumericsComplex(string name)
    {
        MathFunction f = MathFunctions.Single(m => m.Name == name);
        var random = new Random(name.Length * 31 + name[0]);
        const int n = 4000;
        // Parts of magnitude 2⁻⁶ … 2⁶; exponents of Pow a sixteenth of that.
        Complex[] z = Enumerable.Range(0, n).Select(_ => new Complex(Part(random, 6), Part(random, 6))).ToArray();
        Complex[] w = Enumerable.Range(0, n).Select(_ => new Complex(Part(random, 6) / 16, Part(random, 6) / 16)).ToArray();
        using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>(z), y = NativeTensor.CreateCopy<Complex>(w);
        using NativeTensor<Complex> result = f.Strata(x, y);
        Complex[] ours = Flat(result);
        double largestRelative = 0, largestOfBound = 0;
        for (int i = 0; i < n; i++)
        {
            Complex expected = f.Reference(z[i], w[i]);
            double bound = 4 * ComplexSums.Epsilon * (Complex.Abs(expected) * f.Relative(z[i], w[i]) + f.Absolute);
            double error = Complex.Abs(ours[i] - expected);
            largestRelative = Math.Max(largestRelative, error / (ComplexSums.Epsilon * Complex.Abs(expected)));
            largestOfBound = Math.Max(largestOfBound, error / bound);
            Assert.True(error <= bound, $"{name}({z[i]}, {w[i]}): Strata {ours[i]}, .NET {expected}: {error / bound:G3} × the bound");
        }
        output.WriteLine($"{name}: largest |Strata − .NET| / |.NET| {largestRelative:G3} ε; largest share of the bound {largestOfBound:G3}");
    }

    [Fact]
    public void MathFunctionsWriteDestinationsAndTakeScalarOperands()
    {
        Complex[] z = [new(0.5, -1.25), new(-2, 3), new(1e-3, 7), new(-0.75, -0.0)];
        using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>(z);
        var unary = new (Func<NativeTensor<Complex>, NativeTensor<Complex>> New, Action<NativeTensor<Complex>, NativeTensor<Complex>> Into)[]
        {
            (NativeTensor.Exp, NativeTensor.Exp), (NativeTensor.Log, NativeTensor.Log), (NativeTensor.Sqrt, NativeTensor.Sqrt),
            (NativeTensor.Sin, NativeTensor.Sin), (NativeTensor.Cos, NativeTensor.Cos), (NativeTensor.Tanh, NativeTensor.Tanh),
            (NativeTensor.Reciprocal, NativeTensor.Reciprocal),
        };
        foreach (var (create, into) in unary)
        {
            using NativeTensor<Complex> expected = create(x);
            using NativeTensor<Complex> inPlace = NativeTensor.CreateCopy<Complex>(z);
            into(inPlace, inPlace);
            AssertSame(Flat(expected), Flat(inPlace), "in place");
        }

        // Pow with a scalar on either side: against Complex.Pow, as in the test above.
        Complex s = new(1.5, -0.5);
        using NativeTensor<Complex> right = NativeTensor.Pow(x, s), left = NativeTensor.Pow(s, x);
        for (int i = 0; i < z.Length; i++)
        {
            AssertClose(Complex.Pow(z[i], s), Flat(right)[i], 1 + Complex.Abs(s) * (Math.Abs(Math.Log(Complex.Abs(z[i]))) + Math.PI));
            AssertClose(Complex.Pow(s, z[i]), Flat(left)[i], 1 + Complex.Abs(z[i]) * (Math.Abs(Math.Log(Complex.Abs(s))) + Math.PI));
        }
        using NativeTensor<Complex> destination = NativeTensor.CreateFromShape<Complex>([4]);
        NativeTensor.Pow(x, x, destination);
        using NativeTensor<Complex> squared = NativeTensor.Pow(x, x);
        AssertSame(Flat(squared), Flat(destination), "Pow(x, x, destination)");
    }

    private static void AssertClose(Complex expected, Complex actual, double relative)
    {
        double bound = 4 * ComplexSums.Epsilon * Complex.Abs(expected) * relative;
        Assert.True(Complex.Abs(actual - expected) <= bound, $"{actual}, .NET {expected}");
    }

    /// <summary>
    /// Special values: Strata's functions give C99 Annex G's values (evaluated by the C
    /// library), where System.Numerics.Complex's formulas give NaN parts or lose the sign of a
    /// zero; Reciprocal and Pow give 1 / 0 and NumPy's 0^y. Each row asserts Strata's value and
    /// .NET's, so the differences capi/dotnet/README.md lists stay true.
    /// </summary>
    [Fact]
    public void SpecialValuesFollowC99WhereDotNetDiffers()
    {
        var rows = new (string Function, Func<NativeTensor<Complex>, NativeTensor<Complex>> Strata, Func<Complex, Complex> DotNet,
                        Complex Input, Complex Expected, Complex DotNetValue)[]
        {
            ("Exp", NativeTensor.Exp, Complex.Exp, new(Inf, 0), new(Inf, 0), new(Inf, NaN)),
            ("Exp", NativeTensor.Exp, Complex.Exp, new(800, 0), new(Inf, 0), new(Inf, NaN)),
            ("Exp", NativeTensor.Exp, Complex.Exp, new(NaN, 0), new(NaN, 0), new(NaN, NaN)),
            ("Sqrt", NativeTensor.Sqrt, Complex.Sqrt, new(-4, -0.0), new(0, -2), new(0, 2)),
            ("Sqrt", NativeTensor.Sqrt, Complex.Sqrt, new(-0.0, 0), new(0, 0), new(-0.0, 0)),
            ("Sqrt", NativeTensor.Sqrt, Complex.Sqrt, new(0, -0.0), new(0, -0.0), new(0, 0)),
            ("Sqrt", NativeTensor.Sqrt, Complex.Sqrt, new(Inf, NaN), new(Inf, NaN), new(NaN, Inf)),
            ("Sin", NativeTensor.Sin, Complex.Sin, new(0, Inf), new(0, Inf), new(NaN, Inf)),
            ("Sin", NativeTensor.Sin, Complex.Sin, new(0, 800), new(0, Inf), new(NaN, Inf)),
            ("Cos", NativeTensor.Cos, Complex.Cos, new(0, Inf), new(Inf, -0.0), new(Inf, NaN)),
            ("Tanh", NativeTensor.Tanh, Complex.Tanh, new(Inf, NaN), new(1, 0), new(NaN, NaN)),
            ("Tanh", NativeTensor.Tanh, Complex.Tanh, new(1e308, 1e308), new(1, 0), new(NaN, NaN)),
            ("Tanh", NativeTensor.Tanh, Complex.Tanh, new(0, Inf), new(0, NaN), new(NaN, NaN)),
            ("Reciprocal", NativeTensor.Reciprocal, Complex.Reciprocal, new(0, 0), new(NaN, NaN), new(0, 0)),
        };
        foreach (var (function, strata, dotNet, input, expected, dotNetValue) in rows)
        {
            using NativeTensor<Complex> x = NativeTensor.CreateCopy<Complex>([input]);
            using NativeTensor<Complex> r = strata(x);
            string what = $"{function}({input.Real}, {input.Imaginary})";
            // C99 leaves the sign of some zero parts unspecified (tanh(+∞ + NaN i) = 1 ± 0i).
            Complex actual = r[0];
            if (function == "Tanh" && actual.Imaginary == 0) actual = new Complex(actual.Real, 0);
            AssertSame([expected], [actual], what);
            AssertSame([dotNetValue], [dotNet(input)], what + " in .NET");
        }

        // Pow: z⁰ = 1, and 0^y = 0 only for real y > 0 (NaN + NaN i otherwise, where .NET gives 0).
        Complex[] bases = [new(0, 0), new(0, 0), new(0, 0), new(0, 0), new(-3, 4)];
        Complex[] exponents = [new(2, 0), new(-1, 0), new(0, 1), new(0, 0), new(0, 0)];
        Complex[] strataPow = [new(0, 0), new(NaN, NaN), new(NaN, NaN), new(1, 0), new(1, 0)];
        Complex[] dotNetPow = [new(0, 0), new(0, 0), new(0, 0), new(1, 0), new(1, 0)];
        using NativeTensor<Complex> b = NativeTensor.CreateCopy<Complex>(bases), e = NativeTensor.CreateCopy<Complex>(exponents);
        using NativeTensor<Complex> p = NativeTensor.Pow(b, e);
        AssertSame(strataPow, Flat(p), "Pow");
        AssertSame(dotNetPow, bases.Zip(exponents, Complex.Pow).ToArray(), "Complex.Pow");
    }
}
