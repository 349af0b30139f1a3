// The element types the differential suite runs its cases with. The case generator makes int
// values; every array a case hands to the libraries is converted from them element by element:
// int keeps them, System.Numerics.Complex maps each to a complex number (Elements.Complex), so
// the same layouts run with 16-byte elements whose parts are fractional, negative, signed zeros,
// very large or subnormal, infinite and NaN.
using System.Numerics;

namespace Strata.Tests.Differential;

internal static class Element<T>
{
    public static readonly Func<int, T> From =
        typeof(T) == typeof(int) ? (Func<int, T>)(object)(Func<int, int>)(v => v) :
        typeof(T) == typeof(Complex) ? (Func<int, T>)(object)(Func<int, Complex>)Elements.Complex :
        throw new NotSupportedException($"the differential suite has no values for {typeof(T).Name}");

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
}
