// The scalar comparisons that System.Numerics.Tensors declares with the scalar on the left
// (GreaterThanAll(T, x), LessThanAny(T, x), …) and the scalar comparisons into a bool destination,
// compared with the package on random inputs with NaN, infinities, ties and empty tensors.
using System;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class ScalarFirstComparisonTests
{
    private delegate bool OurFlag<T>(T x, NativeTensor<T> y) where T : unmanaged;
    private delegate bool PackageFlag<T>(T x, Snt.Tensor<T> y);

    private static (string, OurFlag<T>, PackageFlag<T>)[] Flags<T>()
        where T : unmanaged, System.Numerics.INumber<T> =>
    [
        ("GreaterThanAll", NativeTensor.GreaterThanAll, (x, y) => Snt.Tensor.GreaterThanAll<T>(x, y)),
        ("GreaterThanAny", NativeTensor.GreaterThanAny, (x, y) => Snt.Tensor.GreaterThanAny<T>(x, y)),
        ("GreaterThanOrEqualAll", NativeTensor.GreaterThanOrEqualAll, (x, y) => Snt.Tensor.GreaterThanOrEqualAll<T>(x, y)),
        ("GreaterThanOrEqualAny", NativeTensor.GreaterThanOrEqualAny, (x, y) => Snt.Tensor.GreaterThanOrEqualAny<T>(x, y)),
        ("LessThanAll", NativeTensor.LessThanAll, (x, y) => Snt.Tensor.LessThanAll<T>(x, y)),
        ("LessThanAny", NativeTensor.LessThanAny, (x, y) => Snt.Tensor.LessThanAny<T>(x, y)),
        ("LessThanOrEqualAll", NativeTensor.LessThanOrEqualAll, (x, y) => Snt.Tensor.LessThanOrEqualAll<T>(x, y)),
        ("LessThanOrEqualAny", NativeTensor.LessThanOrEqualAny, (x, y) => Snt.Tensor.LessThanOrEqualAny<T>(x, y)),
    ];

    private delegate void OurInto<T>(NativeTensor<T> x, T s, NativeTensor<bool> destination) where T : unmanaged;
    private delegate void PackageInto<T>(Snt.Tensor<T> x, T s, Snt.TensorSpan<bool> destination);

    // Each entry: name, Strata tensor-op-scalar, package tensor-op-scalar, Strata scalar-op-tensor
    // (null where neither library has it), package scalar-op-tensor.
    private static (string, OurInto<T>, PackageInto<T>, OurInto<T>?, PackageInto<T>?)[] Into<T>()
        where T : unmanaged, System.Numerics.INumber<T> =>
    [
        ("Equals", (x, s, d) => NativeTensor.Equals(x, s, d), (x, s, d) => Snt.Tensor.Equals<T>(x, s, in d), null, null),
        ("GreaterThan", (x, s, d) => NativeTensor.GreaterThan(x, s, d), (x, s, d) => Snt.Tensor.GreaterThan<T>(x, s, in d),
            (x, s, d) => NativeTensor.GreaterThan(s, x, d), (x, s, d) => Snt.Tensor.GreaterThan<T>(s, x, in d)),
        ("GreaterThanOrEqual", (x, s, d) => NativeTensor.GreaterThanOrEqual(x, s, d), (x, s, d) => Snt.Tensor.GreaterThanOrEqual<T>(x, s, in d),
            (x, s, d) => NativeTensor.GreaterThanOrEqual(s, x, d), (x, s, d) => Snt.Tensor.GreaterThanOrEqual<T>(s, x, in d)),
        ("LessThan", (x, s, d) => NativeTensor.LessThan(x, s, d), (x, s, d) => Snt.Tensor.LessThan<T>(x, s, in d),
            (x, s, d) => NativeTensor.LessThan(s, x, d), (x, s, d) => Snt.Tensor.LessThan<T>(s, x, in d)),
        ("LessThanOrEqual", (x, s, d) => NativeTensor.LessThanOrEqual(x, s, d), (x, s, d) => Snt.Tensor.LessThanOrEqual<T>(x, s, in d),
            (x, s, d) => NativeTensor.LessThanOrEqual(s, x, d), (x, s, d) => Snt.Tensor.LessThanOrEqual<T>(s, x, in d)),
    ];

    private static double[] DoubleCase(Random random, int length)
    {
        double[] pool = [double.NaN, double.PositiveInfinity, double.NegativeInfinity, -0.0, 0, 1, -1, 2.5];
        var values = new double[length];
        for (int i = 0; i < length; i++)
            values[i] = random.Next(3) == 0 ? pool[random.Next(pool.Length)] : Math.Round(random.NextDouble() * 8 - 4, 1);
        return values;
    }

    private static int[] IntCase(Random random, int length)
    {
        int[] pool = [int.MinValue, int.MaxValue, 0, -1, 1];
        var values = new int[length];
        for (int i = 0; i < length; i++)
            values[i] = random.Next(4) == 0 ? pool[random.Next(pool.Length)] : random.Next(-4, 5);
        return values;
    }

    private static void Check<T>(Func<Random, int, T[]> make, int seed) where T : unmanaged, System.Numerics.INumber<T>
    {
        var random = new Random(seed);
        for (int n = 0; n < 400; n++)
        {
            int length = n % 10 == 0 ? 0 : random.Next(1, 9);
            T[] values = make(random, length);
            T scalar = make(random, 1)[0];
            using NativeTensor<T> ours = NativeTensor.CreateCopy<T>(values, [length]);
            Snt.Tensor<T> theirs = Snt.Tensor.Create(values, [length]);
            string input = $"{scalar} vs [{string.Join(", ", values)}]";

            foreach (var (name, our, package) in Flags<T>())
                Assert.True(package(scalar, theirs) == our(scalar, ours), $"{name}({input}): package {package(scalar, theirs)}");

            foreach (var (name, ourTensorFirst, packageTensorFirst, ourScalarFirst, packageScalarFirst) in Into<T>())
            {
                var forms = new (OurInto<T>, PackageInto<T>, string)[] { (ourTensorFirst, packageTensorFirst, "tensor first") };
                if (ourScalarFirst is not null) forms = [.. forms, (ourScalarFirst, packageScalarFirst!, "scalar first")];
                foreach (var (our, package, form) in forms)
                {
                    Snt.Tensor<bool> expectedTensor = Snt.Tensor.Create(new bool[length], [length]);
                    package(theirs, scalar, expectedTensor.AsTensorSpan());
                    var expected = new bool[length];
                    expectedTensor.FlattenTo(expected);
                    using NativeTensor<bool> destination = NativeTensor.CreateCopy<bool>(new bool[length], [length]);
                    our(ours, scalar, destination);
                    var actual = new bool[length];
                    destination.FlattenTo(actual);
                    Assert.True(expected.AsSpan().SequenceEqual(actual), $"{name} {form} ({input})");
                }
            }
        }
    }

    [Fact]
    public void DoubleAgreesWithPackage() => Check(DoubleCase, 1701);

    [Fact]
    public void SingleAgreesWithPackage() => Check((r, n) => Array.ConvertAll(DoubleCase(r, n), v => (float)v), 1702);

    [Fact]
    public void Int32AgreesWithPackage() => Check(IntCase, 1703);

    [Fact]
    public void ScalarFirstBroadcastsAgainstEveryDimension()
    {
        using NativeTensor<double> y = NativeTensor.CreateCopy<double>([1, 2, 3, 4, 5, 6], [2, 3]);
        using NativeTensor<double> column = NativeTensor.CreateCopy<double>([2, 5], [2, 1]);
        Assert.True(NativeTensor.LessThanAll(1.5, column));
        Assert.False(NativeTensor.LessThanAll(2.5, column));
        Assert.True(NativeTensor.GreaterThanAny(3.0, y));
        Assert.False(NativeTensor.GreaterThanAny(1.0, y));
        using NativeTensor<bool> destination = NativeTensor.CreateCopy<bool>(new bool[6], [2, 3]);
        NativeTensor.LessThan(2.5, y, destination);
        var actual = new bool[6];
        destination.FlattenTo(actual);
        Assert.Equal(new[] { false, false, true, true, true, true }, actual);
    }

    [Fact]
    public void NullTensorThrows()
    {
        Assert.Throws<ArgumentNullException>(() => NativeTensor.GreaterThanAll(1.0, null!));
        Assert.Throws<ArgumentNullException>(() => NativeTensor.LessThan(1.0, null!, null!));
    }
}
