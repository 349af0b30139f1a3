// How far two sums of the same complex terms, added in different orders, may lie apart: Strata
// adds 16 partial sums per block of 65 536 elements and combines them pairwise, the package
// adds sequentially. Neither is wrong; each is within its first-order rounding bound of the
// exact sum of the terms, so they agree within the sum of the two bounds.
using System.Numerics;

namespace Strata.Tests;

internal static class ComplexSums
{
    /// <summary>The machine epsilon of double, 2⁻⁵² (twice the unit roundoff u).</summary>
    public static readonly double Epsilon = Math.ScaleB(1, -52);

    /// <summary>
    /// The bound, in ε · Σ|term|, for n terms: (n − 1)·u for the sequential sum plus
    /// (⌈n/16⌉ − 1 + 4 + ⌈log₂ blocks⌉)·u for Strata's (a partial sum's own additions, four
    /// pairwise levels over the 16 partial sums, the pairwise levels over the block totals),
    /// plus u to spare. Per part this is the classical γ bound of each order; normwise it holds
    /// too, since √((Σ|aᵢ|)² + (Σ|bᵢ|)²) ≤ Σ√(aᵢ² + bᵢ²).
    /// </summary>
    public static double Bound(long n)
    {
        long blocks = Math.Max(1, (n + 65535) / 65536);
        return (n + (n + 15) / 16 + 3 + Math.Ceiling(Math.Log2(blocks))) / 2;
    }

    /// <summary>
    /// Whether two sums of the same n terms agree: every NaN or infinite part is the same in both,
    /// and the difference of the finite parts is normwise within <see cref="Bound"/> · ε ·
    /// Σ|term| (a term's magnitude counting its finite parts only). deviation receives that
    /// difference in ε · Σ|term|.
    /// </summary>
    public static bool Agree(Complex expected, Complex actual, IReadOnlyCollection<Complex> terms, out double deviation)
    {
        deviation = 0;
        if (!PartAgrees(expected.Real, actual.Real) || !PartAgrees(expected.Imaginary, actual.Imaginary)) return false;
        double difference = FiniteMagnitude(expected - actual);
        if (difference == 0) return true;
        deviation = difference / (Epsilon * terms.Sum(FiniteMagnitude));
        return deviation <= Bound(terms.Count);
    }

    private static double FiniteMagnitude(Complex z) =>
        Complex.Abs(new Complex(double.IsFinite(z.Real) ? z.Real : 0, double.IsFinite(z.Imaginary) ? z.Imaginary : 0));

    private static bool PartAgrees(double expected, double actual) =>
        double.IsFinite(expected) && double.IsFinite(actual) || expected.Equals(actual);
}
