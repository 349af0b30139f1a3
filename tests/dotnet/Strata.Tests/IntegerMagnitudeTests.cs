// MaxMagnitude, MinMagnitude, MaxNumber, MinNumber (and the MagnitudeNumber forms) on integer
// element types, tensor–tensor, tensor–scalar and scalar–tensor, compared with
// System.Numerics.Tensors 11.0.0 and with .NET's scalar T.MaxMagnitude etc. on every pair of edge
// values (MinValue has the largest magnitude: MaxMagnitude(MinValue, MaxValue) = MinValue).
using System;
using System.Numerics;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class IntegerMagnitudeTests
{
    private delegate NativeTensor<T> OurPair<T>(NativeTensor<T> x, NativeTensor<T> y) where T : unmanaged;
    private delegate NativeTensor<T> OurRight<T>(NativeTensor<T> x, T y) where T : unmanaged;
    private delegate NativeTensor<T> OurLeft<T>(T x, NativeTensor<T> y) where T : unmanaged;
    private delegate Snt.Tensor<T> PackagePair<T>(Snt.Tensor<T> x, Snt.Tensor<T> y);
    private delegate Snt.Tensor<T> PackageRight<T>(Snt.Tensor<T> x, T y);

    private static (string, OurPair<T>, OurRight<T>, OurLeft<T>, PackagePair<T>, PackageRight<T>, Func<T, T, T>)[] Ops<T>()
        where T : unmanaged, IBinaryInteger<T> =>
    [
        ("MaxMagnitude", NativeTensor.MaxMagnitude, NativeTensor.MaxMagnitude, NativeTensor.MaxMagnitude, (x, y) => Snt.Tensor.MaxMagnitude<T>(x, y), (x, s) => Snt.Tensor.MaxMagnitude<T>(x, s), T.MaxMagnitude),
        ("MinMagnitude", NativeTensor.MinMagnitude, NativeTensor.MinMagnitude, NativeTensor.MinMagnitude, (x, y) => Snt.Tensor.MinMagnitude<T>(x, y), (x, s) => Snt.Tensor.MinMagnitude<T>(x, s), T.MinMagnitude),
        ("MaxNumber", NativeTensor.MaxNumber, NativeTensor.MaxNumber, NativeTensor.MaxNumber, (x, y) => Snt.Tensor.MaxNumber<T>(x, y), (x, s) => Snt.Tensor.MaxNumber<T>(x, s), T.MaxNumber),
        ("MinNumber", NativeTensor.MinNumber, NativeTensor.MinNumber, NativeTensor.MinNumber, (x, y) => Snt.Tensor.MinNumber<T>(x, y), (x, s) => Snt.Tensor.MinNumber<T>(x, s), T.MinNumber),
        ("MaxMagnitudeNumber", NativeTensor.MaxMagnitudeNumber, NativeTensor.MaxMagnitudeNumber, NativeTensor.MaxMagnitudeNumber, (x, y) => Snt.Tensor.MaxMagnitudeNumber<T>(x, y), (x, s) => Snt.Tensor.MaxMagnitudeNumber<T>(x, s), T.MaxMagnitudeNumber),
        ("MinMagnitudeNumber", NativeTensor.MinMagnitudeNumber, NativeTensor.MinMagnitudeNumber, NativeTensor.MinMagnitudeNumber, (x, y) => Snt.Tensor.MinMagnitudeNumber<T>(x, y), (x, s) => Snt.Tensor.MinMagnitudeNumber<T>(x, s), T.MinMagnitudeNumber),
    ];

    private static T[] Flatten<T>(NativeTensor<T> t) where T : unmanaged
    {
        var values = new T[t.FlattenedLength];
        t.FlattenTo(values);
        return values;
    }

    private static T[] Flatten<T>(Snt.Tensor<T> t)
    {
        var values = new T[t.FlattenedLength];
        t.FlattenTo(values);
        return values;
    }

    private static void Check<T>(params T[] edges) where T : unmanaged, IBinaryInteger<T>, IMinMaxValue<T>
    {
        T[] pool = [T.MinValue, T.MaxValue, T.MaxValue - T.One, T.Zero, T.One, T.CreateTruncating(3), .. edges];
        int n = pool.Length * pool.Length;
        var xs = new T[n];
        var ys = new T[n];
        for (int i = 0; i < n; i++) { xs[i] = pool[i / pool.Length]; ys[i] = pool[i % pool.Length]; }
        using NativeTensor<T> x = NativeTensor.CreateCopy<T>(xs, [n]);
        using NativeTensor<T> y = NativeTensor.CreateCopy<T>(ys, [n]);
        Snt.Tensor<T> px = Snt.Tensor.Create(xs, [n]);
        Snt.Tensor<T> py = Snt.Tensor.Create(ys, [n]);
        foreach (var (name, pair, right, leftOp, packagePair, packageRight, scalar) in Ops<T>())
        {
            using NativeTensor<T> ours = pair(x, y);
            T[] got = Flatten(ours);
            T[] package = Flatten(packagePair(px, py));
            for (int i = 0; i < n; i++)
            {
                Assert.True(scalar(xs[i], ys[i]) == got[i], $"{typeof(T).Name} {name}({xs[i]}, {ys[i]}): Strata {got[i]}, .NET {scalar(xs[i], ys[i])}");
                Assert.True(package[i] == got[i], $"{typeof(T).Name} {name}({xs[i]}, {ys[i]}): Strata {got[i]}, package {package[i]}");
            }
            foreach (T s in pool)
            {
                using NativeTensor<T> r = right(x, s);
                Assert.Equal(Flatten(packageRight(px, s)), Flatten(r));
                using NativeTensor<T> l = leftOp(s, x);
                T[] left = Flatten(l);
                for (int i = 0; i < n; i++) Assert.Equal(scalar(s, xs[i]), left[i]);
            }
        }
    }

    [Fact] public void SByte() => Check<sbyte>(-1, -3, sbyte.MinValue + 1);
    [Fact] public void Int16() => Check<short>(-1, -3, short.MinValue + 1);
    [Fact] public void Int32() => Check<int>(-1, -3, int.MinValue + 1);
    [Fact] public void Int64() => Check<long>(-1, -3, long.MinValue + 1);
    [Fact] public void Byte() => Check<byte>(2);
    [Fact] public void UInt16() => Check<ushort>(2);
    [Fact] public void UInt32() => Check<uint>(2);
    [Fact] public void UInt64() => Check<ulong>(2);

    [Fact]
    public void MinValueHasTheLargestMagnitude()
    {
        using NativeTensor<int> x = NativeTensor.CreateCopy<int>([int.MinValue, int.MaxValue, -5, 5], [4]);
        using NativeTensor<int> max = NativeTensor.MaxMagnitude(x, int.MaxValue);
        Assert.Equal([int.MinValue, int.MaxValue, int.MaxValue, int.MaxValue], Flatten(max));
        using NativeTensor<int> min = NativeTensor.MinMagnitude(5, x);
        Assert.Equal([5, 5, -5, 5], Flatten(min));
        using NativeTensor<int> destination = NativeTensor.CreateCopy<int>(new int[4], [4]);
        NativeTensor.MaxMagnitude(-5, x, destination);
        Assert.Equal([int.MinValue, int.MaxValue, -5, 5], Flatten(destination));
    }
}
