// The element types the differential suite runs its cases with. The case generator makes int
// values; every array a case hands to the libraries is converted from them element by element:
// int keeps them, System.Numerics.Complex maps each to a complex number (Elements.Complex), so
// the same layouts run with 16-byte elements whose parts are fractional, negative, signed zeros,
// very large or subnormal, infinite and NaN; the user structs Point3 (12 bytes of floats, with
// NaN and −0 among them) and Rgb (3 bytes, packed) run the layout operations with elements
// Strata stores as opaque bytes. A twin is an element equal to the original under T.Equals
// with different bytes (Point3 only: the other sign of a zero, another NaN payload).
using System.Numerics;

namespace Strata.Tests.Differential;

internal static class Element<T>
{
    public static readonly Func<int, T> From =
        typeof(T) == typeof(int) ? (Func<int, T>)(object)(Func<int, int>)(v => v) :
        typeof(T) == typeof(Complex) ? (Func<int, T>)(object)(Func<int, Complex>)Elements.Complex :
        typeof(T) == typeof(Point3) ? (Func<int, T>)(object)(Func<int, Point3>)Elements.Point :
        typeof(T) == typeof(Rgb) ? (Func<int, T>)(object)(Func<int, Rgb>)Elements.Pixel :
        throw new NotSupportedException($"the differential suite has no values for {typeof(T).Name}");

    /// <summary>The twin of an element, for types that have twins; null otherwise.</summary>
    public static readonly Func<T, T>? Twin =
        typeof(T) == typeof(Point3) ? (Func<T, T>)(object)(Func<Point3, Point3>)Elements.Twin : null;

    /// <summary>A new array holding each value converted.</summary>
    public static T[] Convert(int[] values) => Array.ConvertAll(values, v => From(v));
}

internal static class Elements
{
    /// <summary>The complex number standing for a generated value. Distinct values give distinct
    /// numbers, so misplaced elements show in every comparison.</summary>
    public static Complex Complex(int v) =>
        (v % 17) switch
        {
            3 => new Complex(double.NaN, v / 8.0),
            -3 => new Complex(v * 0.1, double.NaN),
            5 => new Complex(double.PositiveInfinity, -v * 0.1),
            -5 => new Complex(v * 0.25, double.NegativeInfinity),
            7 => new Complex(-0.0, v * 1e-310),
            -7 => new Complex(v * 1e300, 0.0),
            9 => new Complex(v / 3.0, v * 1e15),
            _ => new Complex(v / 4.0, (v - 25) * 0.1),
        };

    /// <summary>The point standing for a generated value: distinct values give distinct points.</summary>
    public static Point3 Point(int v) =>
        (v % 13) switch
        {
            3 or -3 => new Point3(float.NaN, v, v / 4f),
            5 or -5 => new Point3(-0f, v * 0.5f, -v),
            _ => new Point3(v / 4f, -v, v * 3),
        };

    public static Rgb Pixel(int v) => new((byte)v, (byte)(v >> 8), (byte)(v * 7 + 3));

    public static Point3 Twin(Point3 p) => new(Twin(p.X), Twin(p.Y), Twin(p.Z));

    private static float Twin(float f) =>
        f == 0 ? -f :
        float.IsNaN(f) ? BitConverter.Int32BitsToSingle(BitConverter.SingleToInt32Bits(f) ^ 1) :
        f;
}
