// What NativeTensor<T> means for element types without a native dtype: the dtype exposed, the
// size limit, equality through T.Equals rather than bytes, text through T.ToString(), enums as
// their underlying integers, and the built-in types char, decimal and Int128 stored opaquely.
// The package's Tensor<T> on the same elements is the reference for equality and text.
using System.Runtime.InteropServices;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class OpaqueSemanticsTests
{
    private static byte[] Bytes<T>(T[] values) where T : unmanaged => MemoryMarshal.AsBytes(values.AsSpan()).ToArray();

    private static void AssertEqualityAsThePackage<T>(T[] a, T[] b, bool expected) where T : unmanaged, IEquatable<T>
    {
        Assert.Equal(expected, Snt.Tensor.SequenceEqual(Snt.Tensor.Create(a).AsReadOnlyTensorSpan(), Snt.Tensor.Create(b)));
        using NativeTensor<T> x = NativeTensor.CreateCopy<T>(a);
        using NativeTensor<T> y = NativeTensor.CreateCopy<T>(b);
        Assert.Equal(expected, NativeTensor.SequenceEqual(x, y));
    }

    [Fact]
    public void TheOpaqueDTypeCodeCarriesTheElementSize()
    {
        Assert.Equal((DType)0x0100000C, DType.Opaque(12));
        Assert.True(DType.Opaque(1).IsOpaque);
        Assert.True(DType.Opaque(65536).IsOpaque);
        Assert.Equal(65536, DType.Opaque(65536).ElementSize);
        Assert.False(DType.Float32.IsOpaque);
        Assert.False(((DType)0x01000000).IsOpaque);
        Assert.Equal(4, DType.Float32.ElementSize);
        Assert.Equal(16, DType.Complex128.ElementSize);
        Assert.Throws<ArgumentOutOfRangeException>(() => DType.Opaque(0));
        Assert.Throws<ArgumentOutOfRangeException>(() => DType.Opaque(65537));
        Assert.Throws<ArgumentException>(() => ((DType)0x7777).ElementSize);
    }

    [Fact]
    public void BuiltInTypesWithoutANativeDTypeAreOpaque()
    {
        using NativeTensor<char> chars = NativeTensor.CreateCopy<char>("abc".ToCharArray());
        using NativeTensor<decimal> decimals = NativeTensor.CreateCopy<decimal>([1.5m, -2m]);
        using NativeTensor<Int128> wide = NativeTensor.CreateCopy<Int128>([Int128.MaxValue, -1]);
        using NativeTensor<UInt128> unsignedWide = NativeTensor.CreateFromShape<UInt128>([1]);
        Assert.Equal(DType.Opaque(2), chars.DType);
        Assert.Equal(DType.Opaque(16), decimals.DType);
        Assert.Equal(DType.Opaque(16), wide.DType);
        Assert.Equal(DType.Opaque(16), unsignedWide.DType);

        using NativeTensor<char> reversed = NativeTensor.Reverse(chars);
        Assert.Equal("cba", new string(reversed.ToArray()));
        using NativeTensor<Int128> flipped = NativeTensor.Reverse(wide);
        Assert.Equal([-1, Int128.MaxValue], flipped.ToArray());
        Assert.Equal(-2m, decimals[1]);
        Assert.Equal(Snt.Tensor.Create("abc".ToCharArray()).ToString([3]), PackageText.Of(chars.ToString([3])));
        Assert.Equal(Snt.Tensor.Create(new[] { 1.5m, -2m }).ToString([2]), PackageText.Of(decimals.ToString([2])));
        Assert.Equal(Snt.Tensor.Create(new[] { Int128.MaxValue, -1 }).ToString([2]), PackageText.Of(wide.ToString([2])));
    }

    [Fact]
    public void TheLargestOpaqueElementMovesWhole()
    {
        // .NET arrays hold elements of at most 65535 bytes, so this one lives in native storage only.
        using NativeTensor<Block64K> t = NativeTensor.CreateFromShape<Block64K>([3]);
        Assert.Equal(DType.Opaque(65536), t.DType);
        t[2] = new Block64K { First = 0x0102030405060708 };
        using NativeTensor<Block64K> reversed = NativeTensor.Reverse(t);
        Assert.Equal(0x0102030405060708, reversed[0].First);
        Assert.Equal(0, reversed[1].First);
        using NativeTensor<Block64K> first = NativeTensor.Narrow(reversed, 0, 0, 1);
        using NativeTensor<Block64K> wide = NativeTensor.Broadcast(first, [2, 2]);
        Assert.Equal(0x0102030405060708, wide[1, 1].First);
    }

    [Fact]
    public void EqualityIsTheElementsEqualsNotTheirBytes()
    {
        // Signed zeros and NaNs of different payloads: equal under float.Equals, different bytes.
        float otherNaN = BitConverter.Int32BitsToSingle(0x7FC00123);
        Point3[] a = [new(0f, 1, float.NaN), new(2, -0f, 3)];
        Point3[] b = [new(-0f, 1, otherNaN), new(2, 0f, 3)];
        Assert.NotEqual(Bytes(a), Bytes(b));
        AssertEqualityAsThePackage(a, b, expected: true);
        AssertEqualityAsThePackage(a, [new(0f, 1, float.NaN), new(2, 0.5f, 3)], expected: false);

        // The same fields with different padding bytes.
        Sample[] c = [new(1, 2.5, 3), new(4, -5, 6)];
        byte[] raw = Bytes(c);
        for (int i = 1; i < 8; i++) raw[i] = 0xEE;
        raw[24 + 20] = 0x5A;
        Sample[] d = MemoryMarshal.Cast<byte, Sample>(raw).ToArray();
        Assert.NotEqual(Bytes(c), Bytes(d));
        AssertEqualityAsThePackage(c, d, expected: true);

        // decimal equality is by value: 1.0m and 1.00m are equal, their scales differ.
        AssertEqualityAsThePackage([1.0m, 2m], [1.00m, 2.000m], expected: true);
        AssertEqualityAsThePackage([1.0m], [1.01m], expected: false);
    }

    [Fact]
    public void TextPrintsEachElementWithItsToString()
    {
        Rgb[] values = [new(1, 160, 255), new(0, 16, 126)];
        using NativeTensor<Rgb> t = NativeTensor.CreateCopy<Rgb>(values);
        Assert.Equal("Strata.NativeTensor<Rgb>[2]", t.ToString());
        Assert.Equal("Strata.NativeTensor<Rgb>[2] {\n  [Rgb { R = 1, G = 160, B = 255 }, Rgb { R = 0, G = 16, B = 126 }]\n}",
                     t.ToString([2]));
        Assert.Equal("Strata.NativeTensor<Rgb>[2] {\n  [Rgb { R = 1, G = 160, B = 255 }, ..]\n}", t.ToString([1]));
        Assert.Equal(Snt.Tensor.Create(values).ToString([1]), PackageText.Of(t.ToString([1])));
        Assert.Throws<ArgumentOutOfRangeException>(() => t.ToString([-1]));
    }

    [Fact]
    public void EnumsAreTheirUnderlyingIntegers()
    {
        Color[] colors = [Color.Red, Color.Blue, Color.Green, (Color)5];
        using NativeTensor<Color> c = NativeTensor.CreateCopy<Color>(colors, [2, 2]);
        Assert.Equal(DType.Int16, c.DType);
        Assert.False(c.DType.IsOpaque);
        Assert.Equal("Strata.NativeTensor<Color>[2, 2] {\n  [Red, Blue],\n  [Green, 5]\n}", c.ToString([2, 2]));
        Assert.Equal(Snt.Tensor.Create(colors, [2, 2]).ToString([2, 2]), PackageText.Of(c.ToString([2, 2])));
        using NativeTensor<Color> reversed = NativeTensor.Reverse(c);
        Assert.Equal([(Color)5, Color.Green, Color.Blue, Color.Red], reversed.ToArray());

        using NativeTensor<Access> read = NativeTensor.CreateCopy<Access>([Access.Read, Access.None, Access.Execute]);
        using NativeTensor<Access> write = NativeTensor.CreateCopy<Access>([Access.Write, Access.Write, Access.Execute]);
        Assert.Equal(DType.UInt8, read.DType);
        using NativeTensor<Access> both = NativeTensor.BitwiseOr(read, write);
        Assert.Equal([Access.Read | Access.Write, Access.Write, Access.Execute], both.ToArray());
        Assert.Equal("Strata.NativeTensor<Access>[3] {\n  [Read, Write, Write, Execute]\n}", both.ToString([3]));
        using NativeTensor<bool> same = NativeTensor.Equals(both, write);
        Assert.Equal([false, true, true], same.ToArray());
        Assert.False(NativeTensor.SequenceEqual(both, write));
    }
}
