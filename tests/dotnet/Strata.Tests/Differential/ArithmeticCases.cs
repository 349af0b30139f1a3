// Differential cases for the arithmetic both libraries compute: + − · / of two broadcast views,
// of a view and a scalar (on the left where the package has that form), and of a view with
// itself into a destination (overlapping, or the view itself); Negate (also into a destination),
// Abs, Sum, Product, Dot, Equals, EqualsAll and EqualsAny. They run with
// System.Numerics.Complex elements; add and add_into run with int too.
//
// Elementwise results, Product and the Equals family are compared exactly: Strata multiplies as
// (ac − bd) + (ad + bc)i and divides by Smith's algorithm in the form of Complex's operators,
// and Product is the same sequential fold from 1 as the package's. Printed Complex values are
// each part's shortest round-trip text, so equal text is equal bits except for the sign and
// payload of a NaN, which .NET does not specify either. Abs, Sum and Dot have agreement rules,
// explained where they are defined (Sum and Dot: ComplexSums.cs).
using System.Numerics;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests.Differential;

internal static partial class Cases
{
    /// <summary>The arithmetic operations of this file, each run with Complex elements.</summary>
    public static readonly string[] ArithmeticOperations =
    [
        "add", "add_into", "add_scalar", "subtract", "subtract_into", "subtract_scalar",
        "multiply", "multiply_into", "multiply_scalar", "divide", "divide_into", "divide_scalar",
        "negate", "negate_into", "abs", "sum", "product", "dot", "equals", "equals_all", "equals_any",
    ];

    /// <summary>Appended to the input of a reduction over no element.</summary>
    internal const string NoElements = "; no elements";

    /// <summary>One binary operation in the forms both libraries have; the scalar-first form only
    /// where the package declares it (Subtract and Divide).</summary>
    private sealed record BinaryOperation<T>(
        Func<Snt.Tensor<T>, Snt.Tensor<T>, Snt.Tensor<T>> Package,
        Func<NativeTensor<T>, NativeTensor<T>, NativeTensor<T>> Strata,
        Action<Snt.Tensor<T>, Snt.Tensor<T>, Snt.Tensor<T>> PackageInto,
        Action<NativeTensor<T>, NativeTensor<T>, NativeTensor<T>> StrataInto,
        Func<Snt.Tensor<T>, T, Snt.Tensor<T>> PackageScalar,
        Func<NativeTensor<T>, T, NativeTensor<T>> StrataScalar,
        Func<T, Snt.Tensor<T>, Snt.Tensor<T>>? PackageScalarFirst = null,
        Func<T, NativeTensor<T>, NativeTensor<T>>? StrataScalarFirst = null)
        where T : unmanaged, INumberBase<T>;

    private static BinaryOperation<T>? Binary<T>(string name) where T : unmanaged, INumberBase<T> => name switch
    {
        "add" => new((x, y) => Snt.Tensor.Add<T>(x, y), (x, y) => NativeTensor.Add(x, y),
                     (x, y, d) => Snt.Tensor.Add<T>(x, y, d), (x, y, d) => NativeTensor.Add(x, y, d),
                     (x, s) => Snt.Tensor.Add<T>(x, s), (x, s) => NativeTensor.Add(x, s)),
        "subtract" => new((x, y) => Snt.Tensor.Subtract<T>(x, y), (x, y) => NativeTensor.Subtract(x, y),
                          (x, y, d) => Snt.Tensor.Subtract<T>(x, y, d), (x, y, d) => NativeTensor.Subtract(x, y, d),
                          (x, s) => Snt.Tensor.Subtract<T>(x, s), (x, s) => NativeTensor.Subtract(x, s),
                          (s, y) => Snt.Tensor.Subtract<T>(s, y), (s, y) => NativeTensor.Subtract(s, y)),
        "multiply" => new((x, y) => Snt.Tensor.Multiply<T>(x, y), (x, y) => NativeTensor.Multiply(x, y),
                          (x, y, d) => Snt.Tensor.Multiply<T>(x, y, d), (x, y, d) => NativeTensor.Multiply(x, y, d),
                          (x, s) => Snt.Tensor.Multiply<T>(x, s), (x, s) => NativeTensor.Multiply(x, s)),
        "divide" => new((x, y) => Snt.Tensor.Divide<T>(x, y), (x, y) => NativeTensor.Divide(x, y),
                        (x, y, d) => Snt.Tensor.Divide<T>(x, y, d), (x, y, d) => NativeTensor.Divide(x, y, d),
                        (x, s) => Snt.Tensor.Divide<T>(x, s), (x, s) => NativeTensor.Divide(x, s),
                        (s, y) => Snt.Tensor.Divide<T>(s, y), (s, y) => NativeTensor.Divide(s, y)),
        _ => null,
    };

    /// <summary>Runs one case of an arithmetic operation; false when name is not one.</summary>
    private static bool RunArithmetic<T>(string name, CaseGenerator g, Comparison c) where T : unmanaged, INumberBase<T>
    {
        switch (name)
        {
            case "negate": OnView<T>(g, c, Negate); return true;
            case "negate_into": WithPair<T>(g, c, NegateInto); return true;
            case "product": OnView<T>(g, c, Product); return true;
            case "equals": WithPair<T>(g, c, (g, c, pair) => EqualsCase(g, c, pair, "equals")); return true;
            case "equals_all": WithPair<T>(g, c, (g, c, pair) => EqualsCase(g, c, pair, "all")); return true;
            case "equals_any": WithPair<T>(g, c, (g, c, pair) => EqualsCase(g, c, pair, "any")); return true;
        }
        int separator = name.IndexOf('_');
        if (Binary<T>(separator < 0 ? name : name[..separator]) is not { } op) return false;
        switch (separator < 0 ? "" : name[(separator + 1)..])
        {
            case "": WithPair<T>(g, c, (g, c, pair) => BinaryCase(c, pair, op)); return true;
            case "into": WithPair<T>(g, c, (g, c, pair) => BinaryInto(g, c, pair, op)); return true;
            case "scalar": OnView<T>(g, c, (g, c, layout, package, strata, ps, ss) => BinaryScalar(g, c, layout, package, strata, op)); return true;
            default: return false;
        }
    }

    /// <summary>Runs one case of the operations compared with a tolerance (Complex only); false
    /// when name is not one.</summary>
    private static bool RunComplexTolerance(string name, CaseGenerator g, Comparison c)
    {
        switch (name)
        {
            case "abs": OnView<Complex>(g, c, Abs); return true;
            case "sum": OnView<Complex>(g, c, Sum); return true;
            case "dot": WithPair<Complex>(g, c, Dot); return true;
            default: return false;
        }
    }

    private static void BinaryCase<T>(Comparison c, Pair<T> pair, BinaryOperation<T> op) where T : unmanaged, INumberBase<T> =>
        c.Compare(pair.Input,
            () => Views.Describe(op.Package(pair.PackageSource(), pair.PackageDestination()), null),
            () =>
            {
                using NativeTensor<T> x = pair.StrataSource();
                using NativeTensor<T> y = pair.StrataDestination();
                using NativeTensor<T> r = op.Strata(x, y);
                return Views.Describe(r, null);
            });

    /// <summary>x op x into the destination, which may overlap x or be x itself.</summary>
    private static void BinaryInto<T>(CaseGenerator g, Comparison c, Pair<T> pair, BinaryOperation<T> op) where T : unmanaged, INumberBase<T>
    {
        bool same = g.Chance(0.2);
        CompareWrite(c, (same ? "in place: " : "") + pair.Input, pair,
            () =>
            {
                Snt.Tensor<T> x = pair.PackageSource();
                op.PackageInto(x, x, same ? x : pair.PackageDestination());
                return "ok";
            },
            () =>
            {
                using NativeTensor<T> x = pair.StrataSource();
                using NativeTensor<T> d = pair.StrataDestination();
                op.StrataInto(x, x, same ? x : d);
                return "ok";
            });
    }

    private static void BinaryScalar<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                        Func<NativeTensor<T>> strata, BinaryOperation<T> op) where T : unmanaged, INumberBase<T>
    {
        T scalar = Element<T>.From(g.Next(150) - 50);
        bool first = op.PackageScalarFirst is not null && g.Chance(0.5);
        c.Compare($"{layout}; scalar {scalar} on the {(first ? "left" : "right")}",
            () => Views.Describe(first ? op.PackageScalarFirst!(scalar, package) : op.PackageScalar(package, scalar), null),
            () =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> r = first ? op.StrataScalarFirst!(scalar, t) : op.StrataScalar(t, scalar);
                return Views.Describe(r, null);
            });
    }

    private static void Negate<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                  Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, INumberBase<T> =>
        c.Compare($"{layout}; negate",
            () => Views.Describe(Snt.Tensor.Negate<T>(package), null),
            () =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> r = NativeTensor.Negate(t);
                return Views.Describe(r, null);
            });

    private static void NegateInto<T>(CaseGenerator g, Comparison c, Pair<T> pair) where T : unmanaged, INumberBase<T>
    {
        bool same = g.Chance(0.2);
        CompareWrite(c, (same ? "in place: " : "") + pair.Input, pair,
            () =>
            {
                Snt.Tensor<T> x = pair.PackageSource();
                Snt.Tensor.Negate<T>(x, same ? x : pair.PackageDestination());
                return "ok";
            },
            () =>
            {
                using NativeTensor<T> x = pair.StrataSource();
                using NativeTensor<T> d = pair.StrataDestination();
                NativeTensor.Negate(x, same ? x : d);
                return "ok";
            });
    }

    private static void Product<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                   Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, INumberBase<T> =>
        c.Compare($"{layout}; product{(package.FlattenedLength == 0 ? NoElements : "")}",
            () => Snt.Tensor.Product<T>(package).ToString()!,
            () =>
            {
                using NativeTensor<T> t = strata();
                return NativeTensor.Product(t).ToString()!;
            });

    /// <summary>Equals into a bool tensor, EqualsAll or EqualsAny, of two views or of a view and a
    /// scalar. Equal elements are made likely: the source is often first copied into the second
    /// view (by the package, on both libraries' arrays), and the scalar is often an element.</summary>
    private static void EqualsCase<T>(CaseGenerator g, Comparison c, Pair<T> pair, string form) where T : unmanaged, INumberBase<T>
    {
        bool copy = g.Chance(0.6) && !pair.Shared; // the package's copy refuses overlapping views
        bool scalar = g.Chance(0.3);
        T value = pair.PackageA.Length > 0 && g.Chance(0.7) ? pair.PackageA[g.Next(pair.PackageA.Length)] : Element<T>.From(g.Next(150) - 50);
        if (copy)
        {
            pair.PackageSource().TryCopyTo(pair.PackageDestination());
            Snt.Tensor.Create(pair.StrataA, pair.Source.Start, pair.Source.Lengths, pair.Source.Strides)
                .TryCopyTo(Snt.Tensor.Create(pair.StrataB, pair.Destination.Start, pair.Destination.Lengths, pair.Destination.Strides));
        }
        c.Compare($"{form}{(copy ? " after copy" : "")}{(scalar ? $" with scalar {value}" : "")}: {pair.Input}",
            () =>
            {
                Snt.Tensor<T> x = pair.PackageSource(), y = pair.PackageDestination();
                return form switch
                {
                    "all" => (scalar ? Snt.Tensor.EqualsAll<T>(x, value) : Snt.Tensor.EqualsAll<T>(x, y)).ToString(),
                    "any" => (scalar ? Snt.Tensor.EqualsAny<T>(x, value) : Snt.Tensor.EqualsAny<T>(x, y)).ToString(),
                    _ => Views.Describe(scalar ? Snt.Tensor.Equals<T>(x, value) : Snt.Tensor.Equals<T>(x, y), null),
                };
            },
            () =>
            {
                using NativeTensor<T> x = pair.StrataSource();
                using NativeTensor<T> y = pair.StrataDestination();
                switch (form)
                {
                    case "all": return (scalar ? NativeTensor.EqualsAll(x, value) : NativeTensor.EqualsAll(x, y)).ToString();
                    case "any": return (scalar ? NativeTensor.EqualsAny(x, value) : NativeTensor.EqualsAny(x, y)).ToString();
                    default:
                        using (NativeTensor<bool> r = scalar ? NativeTensor.Equals(x, value) : NativeTensor.Equals(x, y))
                            return Views.Describe(r, null);
                }
            });
    }

    // ---- Compared with a tolerance ---------------------------------------------------------

    /// <summary>
    /// Abs: the package's Complex.Abs and Strata's hypot of the parts (the C library's) are each
    /// within 1 ULP of |z| without being correctly rounded, so they may round to the two
    /// neighbours of the exact magnitude: real parts agree within 1 ULP, imaginary parts are +0 in
    /// both, and lengths, strides and flags are equal.
    /// </summary>
    private static void Abs(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<Complex> package,
                            Func<NativeTensor<Complex>> strata, Complex[] ps, Complex[] ss)
    {
        string input = $"{layout}; abs";
        c.Compare<(string Text, Complex[] Values)>(input,
            () => Described(Snt.Tensor.Abs<Complex>(package)),
            () =>
            {
                using NativeTensor<Complex> t = strata();
                using NativeTensor<Complex> r = NativeTensor.Abs(t);
                return (Views.Describe(r, null), Views.Elements(r));
            },
            d => d.Text,
            (p, s) =>
            {
                if (Layout(p.Text) != Layout(s.Text)) return false;
                long ulps = 0;
                for (int i = 0; i < p.Values.Length; i++)
                {
                    if (BitConverter.DoubleToInt64Bits(s.Values[i].Imaginary) != 0 ||
                        BitConverter.DoubleToInt64Bits(p.Values[i].Imaginary) != 0) return false;
                    ulps = Math.Max(ulps, Ulps.Distance(p.Values[i].Real, s.Values[i].Real));
                }
                c.Observe(ulps, "ULP", input);
                return ulps <= 1;
            });
    }

    private static (string Text, Complex[] Values) Described(Snt.Tensor<Complex> tensor) =>
        (Views.Describe(tensor, null), tensor.ToArray());

    /// <summary>A description without its values: lengths, strides, flags and origin.</summary>
    private static string Layout(string description) => description[..description.IndexOf(" values [", StringComparison.Ordinal)];

    /// <summary>
    /// Sum and Dot add the same terms (Dot's products are rounded by the same formula in both)
    /// in another order, so they agree within the rounding bounds of ComplexSums.Agree
    /// (normwise, about n/2 · ε · Σ|term| for n terms); the largest deviation is reported.
    /// </summary>
    private static void Sum(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<Complex> package,
                            Func<NativeTensor<Complex>> strata, Complex[] ps, Complex[] ss)
    {
        string input = $"{layout}; sum";
        Complex[] terms = package.ToArray();
        c.Compare(input,
            () => Snt.Tensor.Sum<Complex>(package),
            () =>
            {
                using NativeTensor<Complex> t = strata();
                return NativeTensor.Sum(t);
            },
            v => v.ToString(), (p, s) => SumsAgree(c, input, p, s, terms));
    }

    private static void Dot(CaseGenerator g, Comparison c, Pair<Complex> pair)
    {
        Complex[] terms;
        try
        {
            terms = Snt.Tensor.Multiply<Complex>(pair.PackageSource(), pair.PackageDestination()).ToArray();
        }
        catch (ArgumentException)
        {
            terms = []; // the lengths do not broadcast: both throw
        }
        c.Compare(pair.Input,
            () => Snt.Tensor.Dot<Complex>(pair.PackageSource(), pair.PackageDestination()),
            () =>
            {
                using NativeTensor<Complex> x = pair.StrataSource();
                using NativeTensor<Complex> y = pair.StrataDestination();
                return NativeTensor.Dot(x, y);
            },
            v => v.ToString(), (p, s) => SumsAgree(c, pair.Input, p, s, terms));
    }

    private static bool SumsAgree(Comparison c, string input, Complex package, Complex strata, Complex[] terms)
    {
        bool agree = ComplexSums.Agree(package, strata, terms, out double deviation);
        c.Observe(deviation, $"ε·Σ|term| ({terms.Length} terms, bound {ComplexSums.Bound(terms.Length)})", input);
        return agree;
    }
}
