// Distances between doubles in units in the last place, for tests that allow a few.
namespace Strata.Tests;

internal static class Ulps
{
    /// <summary>The number of doubles from a to b (0 for two NaNs, long.MaxValue for one).</summary>
    public static long Distance(double a, double b)
    {
        if (double.IsNaN(a) || double.IsNaN(b)) return double.IsNaN(a) && double.IsNaN(b) ? 0 : long.MaxValue;
        if (a == b) return 0;
        static long Ordered(double v)
        {
            long bits = BitConverter.DoubleToInt64Bits(v);
            return bits < 0 ? long.MinValue - bits : bits;
        }
        return Math.Abs(Ordered(a) - Ordered(b));
    }
}
