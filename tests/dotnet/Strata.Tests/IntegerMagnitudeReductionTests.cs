// The reductions MaxMagnitude, MinMagnitude, MaxNumber, MinNumber, MaxMagnitudeNumber and
// MinMagnitudeNumber of one tensor on every integer element type, compared with
// System.Numerics.Tensors 11.0.0's Tensor reductions and with a fold of .NET's scalar
// T.MaxMagnitude etc., on random tensors of edge values (MinValue, MaxValue, 0, ±1, …) and on
// empty tensors (both throw).
using System;
using System.Linq;
using System.Numerics;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class IntegerMagnitudeReductionTests
{
    private delegate T PackageReduction<T>(Snt.Tensor<T> x);

    private static (string Name, Func<NativeTensor<T>, T> Ours, PackageReduction<T> Package, Func<T, T, T> Scalar)[] Reductions<T>()
        where T : unmanaged, IBinaryInteger<T> =>
    [
        ("MaxMagnitude", NativeTensor.MaxMagnitude, x => Snt.Tensor.MaxMagnitude<T>(x), T.MaxMagnitude),
        ("MinMagnitude", NativeTensor.MinMagnitude, x => Snt.Tensor.MinMagnitude<T>(x), T.MinMagnitude),
        ("MaxNumber", NativeTensor.MaxNumber, x => Snt.Tensor.MaxNumber<T>(x), T.MaxNumber),
        ("MinNumber", NativeTensor.MinNumber, x => Snt.Tensor.MinNumber<T>(x), T.MinNumber),
        ("MaxMagnitudeNumber", NativeTensor.MaxMagnitudeNumber, x => Snt.Tensor.MaxMagnitudeNumber<T>(x), T.MaxMagnitudeNumber),
        ("MinMagnitudeNumber", NativeTensor.MinMagnitudeNumber, x => Snt.Tensor.MinMagnitudeNumber<T>(x), T.MinMagnitudeNumber),
    ];

    private static void AgreeWithThePackage<T>(int seed) where T : unmanaged, IBinaryInteger<T>, IMinMaxValue<T>
    {
        T[] edges = [T.MinValue, T.MaxValue, T.Zero, T.One, T.MinValue + T.One, T.MaxValue - T.One,
                     T.Zero - T.One, T.One + T.One, T.Zero - T.One - T.One];
        var random = new Random(seed);
        T[][] fixedCases = [[T.MinValue, T.MaxValue], [T.MaxValue, T.MinValue], [T.Zero - T.One, T.One],
                            [T.One, T.Zero - T.One], [T.Zero], [T.MinValue]];
        var cases = fixedCases.Concat(Enumerable.Range(0, 300).Select(_ =>
            Enumerable.Range(0, random.Next(1, 40)).Select(_ => edges[random.Next(edges.Length)]).ToArray()));
        foreach (T[] values in cases)
        {
            nint[] lengths = values.Length % 2 == 0 ? [2, values.Length / 2] : [values.Length];
            using NativeTensor<T> native = NativeTensor.CreateCopy<T>(values, lengths);
            Snt.Tensor<T> package = Snt.Tensor.Create((T[])values.Clone(), lengths);
            foreach (var (name, ours, theirs, scalar) in Reductions<T>())
            {
                T expected = theirs(package);
                Assert.True(expected == values.Aggregate(scalar), $"{typeof(T).Name} {name}: the package and T.{name} differ on [{string.Join(",", values)}]");
                T actual = ours(native);
                Assert.True(expected == actual, $"{typeof(T).Name} {name}([{string.Join(",", values)}]): package {expected}, Strata {actual}");
            }
        }
        using NativeTensor<T> empty = NativeTensor.CreateFromShape<T>([0]);
        Snt.Tensor<T> packageEmpty = Snt.Tensor.CreateFromShape<T>([0]);
        foreach (var (name, ours, theirs, _) in Reductions<T>())
        {
            Exception packageError = Assert.ThrowsAny<Exception>(() => theirs(packageEmpty));
            Exception ourError = Assert.ThrowsAny<Exception>(() => ours(empty));
            Assert.True(packageError.GetType() == ourError.GetType(), $"{typeof(T).Name} {name}(empty): package {packageError.GetType().Name}, Strata {ourError.GetType().Name}");
        }
    }

    [Fact] public void SByteReductionsAgreeWithThePackage() => AgreeWithThePackage<sbyte>(1);
    [Fact] public void ByteReductionsAgreeWithThePackage() => AgreeWithThePackage<byte>(2);
    [Fact] public void Int16ReductionsAgreeWithThePackage() => AgreeWithThePackage<short>(3);
    [Fact] public void UInt16ReductionsAgreeWithThePackage() => AgreeWithThePackage<ushort>(4);
    [Fact] public void Int32ReductionsAgreeWithThePackage() => AgreeWithThePackage<int>(5);
    [Fact] public void UInt32ReductionsAgreeWithThePackage() => AgreeWithThePackage<uint>(6);
    [Fact] public void Int64ReductionsAgreeWithThePackage() => AgreeWithThePackage<long>(7);
    [Fact] public void UInt64ReductionsAgreeWithThePackage() => AgreeWithThePackage<ulong>(8);
    [Fact] public void NIntReductionsAgreeWithThePackage() => AgreeWithThePackage<nint>(9);
    [Fact] public void NUIntReductionsAgreeWithThePackage() => AgreeWithThePackage<nuint>(10);
}
