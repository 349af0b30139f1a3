// The differential suite: thousands of seeded random cases per operation, each run through
// System.Numerics.Tensors 11.0.0 and through Strata, comparing values, lengths, strides, flags,
// written storage and exception types. The layout operations and addition run here with int
// elements; the layout operations run again with System.Numerics.Complex elements, with the
// arithmetic, Abs, the reductions and the Equals family (the operations named complex_*), and
// with the user structs Point3 and Rgb, stored as opaque bytes (point3_* and rgb_*). Every
// difference is either a classified entry of AllowList (with its reason) or a failure. To see
// unclassified differences in full: STRATA_DIFFERENTIAL_DUMP=<folder> dotnet test ...
using System.Numerics;
using Xunit;
using Xunit.Abstractions;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests.Differential;

public sealed class DifferentialTests(ITestOutputHelper output)
{
    private const int CasesPerOperation = 2000;

    // Operations run with every element type; filtered_update runs with Complex and the structs
    // (FilteredUpdateTests compares it on double tensors), and of the arithmetic operations
    // (Cases.ArithmeticOperations, all run with Complex) add and add_into run with int too.
    private static readonly string[] LayoutOperations =
    [
        "slice_ranges", "slice_nindex", "slice_starts", "get_nint", "get_nindex", "set_nint", "set_nindex",
        "fill", "clear", "to_string", "squeeze", "unsqueeze", "permute", "transpose",
        "create", "create_from_shape", "reshape", "squeeze_dimension", "copy_to", "try_copy_to",
        "flatten_to", "resize", "resize_to", "reverse", "reverse_dimension", "reverse_into", "broadcast",
        "broadcast_to", "concatenate", "stack", "split", "set_slice", "sequence_equal", .. Cases.SpanOperations,
    ];

    public static TheoryData<string> Operations() =>
        new([.. LayoutOperations, "add", "add_into", .. LayoutOperations.Select(o => Cases.ComplexPrefix + o),
             Cases.ComplexPrefix + "filtered_update", .. Cases.ArithmeticOperations.Select(o => Cases.ComplexPrefix + o),
             .. Cases.StructPrefixes.SelectMany(p => LayoutOperations.Append("filtered_update").Select(o => p + o))]);

    // FNV-1a of the operation name mixed with the case number: the same cases on every run and
    // machine (string.GetHashCode is randomized per process).
    private static int StableSeed(string operation, int seed)
    {
        uint hash = 2166136261;
        foreach (char ch in operation) hash = (hash ^ ch) * 16777619;
        return (int)((hash ^ (uint)seed) * 16777619);
    }

    [Theory]
    [MemberData(nameof(Operations))]
    public void StrataAgreesWithThePackage(string operation)
    {
        var comparison = new Comparison(operation);
        for (int seed = 0; seed < CasesPerOperation; seed++)
        {
            var generator = new CaseGenerator(StableSeed(operation, seed));
            Cases.Run(operation, generator, comparison);
        }
        output.WriteLine(comparison.Report());
        comparison.Dump();
        Assert.True(comparison.Passed, comparison.Report());
        Assert.True(comparison.Cases - comparison.Skipped >= CasesPerOperation / 2,
                    $"too few cases ran: {comparison.Report()}");
    }
}

/// <summary>One random case per operation, through both libraries.</summary>
internal static partial class Cases
{
    /// <summary>The prefix of the operations run with System.Numerics.Complex elements.</summary>
    public const string ComplexPrefix = "complex_";

    /// <summary>The prefixes of the operations run with the user structs Point3 and Rgb.</summary>
    public const string Point3Prefix = "point3_", RgbPrefix = "rgb_";

    public static readonly string[] StructPrefixes = [Point3Prefix, RgbPrefix];

    /// <summary>The operation without its element-type prefix.</summary>
    public static string Unprefixed(string operation) =>
        StructPrefixes.Append(ComplexPrefix).FirstOrDefault(p => operation.StartsWith(p, StringComparison.Ordinal)) is { } prefix
            ? operation[prefix.Length..]
            : operation;

    public static void Run(string operation, CaseGenerator g, Comparison c)
    {
        if (operation.StartsWith(Point3Prefix, StringComparison.Ordinal))
        {
            Run<Point3>(Unprefixed(operation), g, c);
            return;
        }
        if (operation.StartsWith(RgbPrefix, StringComparison.Ordinal))
        {
            Run<Rgb>(Unprefixed(operation), g, c);
            return;
        }
        if (!operation.StartsWith(ComplexPrefix, StringComparison.Ordinal))
        {
            if (!RunArithmetic<int>(operation, g, c)) Run<int>(operation, g, c);
            return;
        }
        string name = operation[ComplexPrefix.Length..];
        if (!RunArithmetic<Complex>(name, g, c) && !RunComplexTolerance(name, g, c)) Run<Complex>(name, g, c);
    }

    private static void Run<T>(string operation, CaseGenerator g, Comparison c) where T : unmanaged, IEquatable<T>
    {
        switch (operation)
        {
            case "create": Create<T>(g, c); break;
            case "create_from_shape": CreateFromShape<T>(g, c); break;
            case "slice_ranges": OnView<T>(g, c, SliceRanges); break;
            case "slice_nindex": OnView<T>(g, c, SliceNIndex); break;
            case "slice_starts": OnView<T>(g, c, SliceStarts); break;
            case "get_nint": OnView<T>(g, c, GetNint); break;
            case "get_nindex": OnView<T>(g, c, GetNIndex); break;
            case "set_nint": OnView<T>(g, c, SetNint); break;
            case "set_nindex": OnView<T>(g, c, SetNIndex); break;
            case "fill": OnView<T>(g, c, Fill); break;
            case "clear": OnView<T>(g, c, Clear); break;
            case "to_string": OnView<T>(g, c, ToText); break;
            case "reshape": OnView<T>(g, c, Reshape); break;
            case "squeeze": OnView<T>(g, c, Squeeze); break;
            case "squeeze_dimension": OnView<T>(g, c, SqueezeDimension); break;
            case "unsqueeze": OnView<T>(g, c, Unsqueeze); break;
            case "permute": OnView<T>(g, c, Permute); break;
            case "transpose": OnView<T>(g, c, Transpose); break;
            default: RunCopyCase<T>(operation, g, c); break;
        }
    }

    private static void Create<T>(CaseGenerator g, Comparison c) where T : unmanaged, IEquatable<T>
    {
        Layout layout = g.Layout();
        T[] storage = Element<T>.Convert(layout.Storage);
        c.Compare(layout.ToString(),
            () => Views.Describe(Snt.Tensor.Create(storage, layout.Start, layout.Lengths, layout.Strides), storage),
            () =>
            {
                using NativeTensor<T> t = NativeTensor.Create(storage, layout.Start, layout.Lengths, layout.Strides);
                return Views.Describe(t, storage);
            });
    }

    private static void CreateFromShape<T>(CaseGenerator g, Comparison c) where T : unmanaged, IEquatable<T>
    {
        nint[] lengths = g.Chance(0.05) ? [] : g.Lengths();
        nint[] strides = g.Strides(lengths);
        if (lengths.Length > 0 && g.Chance(0.03)) lengths[g.Next(lengths.Length)] = -1;
        c.Compare($"lengths [{string.Join(", ", lengths)}] strides [{string.Join(", ", strides)}]",
            () => Views.Describe(Snt.Tensor.CreateFromShape<T>(lengths, strides, false), null),
            () =>
            {
                using NativeTensor<T> t = NativeTensor.CreateFromShape<T>(lengths, strides);
                return Views.Describe(t, null);
            });
    }

    /// <summary>A case that needs a valid view: both libraries get their own copy of the storage.</summary>
    private delegate void ViewCase<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                      Func<NativeTensor<T>> strata, T[] packageStorage, T[] strataStorage)
        where T : unmanaged, IEquatable<T>;

    private static void OnView<T>(CaseGenerator g, Comparison c, ViewCase<T> body) where T : unmanaged, IEquatable<T>
    {
        Layout layout = g.Layout(allowInvalid: false);
        T[] packageStorage = Element<T>.Convert(layout.Storage);
        T[] strataStorage = Element<T>.Convert(layout.Storage);
        Snt.Tensor<T> package;
        try
        {
            package = Snt.Tensor.Create(packageStorage, layout.Start, layout.Lengths, layout.Strides);
        }
        catch (ArgumentException)
        {
            c.Skip();
            return;
        }
        body(g, c, layout, package,
             () => NativeTensor.Create(strataStorage, layout.Start, layout.Lengths, layout.Strides),
             packageStorage, strataStorage);
    }

    private static string Join<T>(IEnumerable<T> items) => "[" + string.Join(", ", items) + "]";

    private static NRange[] Ranges(CaseGenerator g, ReadOnlySpan<nint> lengths)
    {
        int count = g.Chance(0.04) ? lengths.Length + 1 : lengths.Length;
        var ranges = new NRange[count];
        for (int d = 0; d < count; d++) ranges[d] = g.Range(d < lengths.Length ? lengths[d] : 1);
        return ranges;
    }

    private static NIndex[] Indexes(CaseGenerator g, ReadOnlySpan<nint> lengths, double wrongCount = 0.04)
    {
        int count = g.Chance(wrongCount) ? Math.Max(0, lengths.Length - 1) : lengths.Length;
        var indexes = new NIndex[count];
        for (int d = 0; d < count; d++)
        {
            nint length = lengths[d];
            indexes[d] = g.Chance(0.85) && length > 0
                ? (g.Chance(0.3) ? NIndex.FromEnd(1 + g.Next((int)length)) : NIndex.FromStart(g.Next((int)length)))
                : g.Index(length);
        }
        return indexes;
    }

    private static nint[] Plain(NIndex[] indexes, CaseGenerator g) =>
        indexes.Select(i => i.IsFromEnd ? (g.Chance(0.5) ? -i.Value : i.Value) : i.Value).ToArray();

    private static void SliceRanges<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                       Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        NRange[] ranges = Ranges(g, package.Lengths);
        c.Compare($"{layout}; ranges {Join(ranges)}",
            () => Views.Describe(package.Slice(ranges).AsReadOnlyTensorSpan(), ps),
            () =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> s = t.Slice(ranges);
                return Views.Describe(s, ss);
            });
    }

    private static void SliceNIndex<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                       Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        NIndex[] starts = Indexes(g, package.Lengths);
        c.Compare($"{layout}; starts {Join(starts)}",
            () => Views.Describe(package.Slice(starts).AsReadOnlyTensorSpan(), ps),
            () =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> s = t.Slice(starts);
                return Views.Describe(s, ss);
            });
    }

    private static void SliceStarts<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                       Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        nint[] starts = Plain(Indexes(g, package.Lengths), g);
        c.Compare($"{layout}; starts {Join(starts)}",
            () => Views.Describe(package.Slice(starts).AsReadOnlyTensorSpan(), ps),
            () =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> s = t.Slice(starts);
                return Views.Describe(s, ss);
            });
    }

    private static void GetNint<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                   Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        nint[] index = Plain(Indexes(g, package.Lengths), g);
        c.Compare($"{layout}; index {Join(index)}",
            () => package[index].ToString()!,
            () =>
            {
                using NativeTensor<T> t = strata();
                return t[index].ToString()!;
            });
    }

    private static void GetNIndex<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                     Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        NIndex[] index = Indexes(g, package.Lengths);
        c.Compare($"{layout}; index {Join(index)}",
            () => package[index].ToString()!,
            () =>
            {
                using NativeTensor<T> t = strata();
                return t[index].ToString()!;
            });
    }

    private static void SetNint<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                   Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        nint[] index = Plain(Indexes(g, package.Lengths), g);
        T value = Element<T>.From(1000);
        c.Compare($"{layout}; index {Join(index)}",
            () => Outcome(() => package[index] = value, ps),
            () => Outcome(() =>
            {
                using NativeTensor<T> t = strata();
                t[index] = value;
            }, ss));
    }

    private static void SetNIndex<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                     Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        NIndex[] index = Indexes(g, package.Lengths);
        T value = Element<T>.From(1000);
        c.Compare($"{layout}; index {Join(index)}",
            () => Outcome(() => package[index] = value, ps),
            () => Outcome(() =>
            {
                using NativeTensor<T> t = strata();
                t[index] = value;
            }, ss));
    }

    private static void Fill<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        NRange[] ranges = Ranges(g, package.Lengths);
        T value = Element<T>.From(777);
        c.Compare($"{layout}; fill ranges {Join(ranges)}",
            () => Outcome(() => package.Slice(ranges).Fill(value), ps),
            () => Outcome(() =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> s = t.Slice(ranges);
                s.Fill(value);
            }, ss));
    }

    private static void Clear<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                 Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        NRange[] ranges = Ranges(g, package.Lengths);
        c.Compare($"{layout}; clear ranges {Join(ranges)}",
            () => Outcome(() => package.Slice(ranges).Clear(), ps),
            () => Outcome(() =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> s = t.Slice(ranges);
                s.Clear();
            }, ss));
    }

    private static void ToText<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                  Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        int count = g.Chance(0.1) ? 0 : g.Chance(0.04) ? package.Rank + 1 : package.Rank;
        var maximum = new nint[count];
        for (int d = 0; d < count; d++)
            maximum[d] = g.Chance(0.02) ? -1 : g.Next((int)(d < package.Rank ? package.Lengths[d] : 1) + 2);
        c.Compare($"{layout}; maximumLengths {Join(maximum)}",
            () => package.ToString(maximum),
            () =>
            {
                using NativeTensor<T> t = strata();
                string text = t.ToString(maximum);
                return text.StartsWith("Strata.NativeTensor<", StringComparison.Ordinal) ? PackageText.Of(text) : text;
            });
    }

    /// <summary>Compares a view operator: the resulting view, then the storage after filling it.</summary>
    private static void CompareView<T>(Comparison c, string input, Snt.Tensor<T> package, Func<Snt.Tensor<T>, Snt.Tensor<T>> packageOp,
                                       Func<NativeTensor<T>> strata, Func<NativeTensor<T>, NativeTensor<T>> strataOp, T[] ps, T[] ss)
        where T : unmanaged, IEquatable<T>
    {
        T fill = Element<T>.From(-7);
        c.Compare(input,
            () =>
            {
                Snt.Tensor<T> r = packageOp(package);
                string view = Views.Describe(r.AsReadOnlyTensorSpan(), ps);
                r.Fill(fill);
                return view + " after fill " + Join(ps);
            },
            () =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> r = strataOp(t);
                string view = Views.Describe(r, ss);
                r.Fill(fill);
                return view + " after fill " + Join(ss);
            });
    }

    private static void Reshape<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                   Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        // Split or merge the element count into a random shape, sometimes with -1 or a wrong count.
        nint n = package.FlattenedLength;
        var lengths = new List<nint>();
        nint rest = n;
        for (int d = 0, rank = 1 + g.Next(4); d < rank - 1; d++)
        {
            nint[] divisors = Enumerable.Range(1, 4).Select(i => (nint)i).Where(i => rest % i == 0).ToArray();
            nint pick = rest == 0 ? g.Next(3) : divisors[g.Next(divisors.Length)];
            lengths.Add(pick);
            if (pick != 0) rest /= pick;
        }
        lengths.Add(rest);
        if (g.Chance(0.15)) lengths[g.Next(lengths.Count)] = -1;
        if (g.Chance(0.05)) lengths[g.Next(lengths.Count)] += 1;
        nint[] shape = lengths.ToArray();
        CompareView(c, $"{layout}; reshape {Join(shape)}", package, p => Snt.Tensor.Reshape(p, shape),
                    strata, s => CheckedReshape(s, shape), ps, ss);
    }

    // Strata's reshape, verified against the definition (the same logical elements in row-major
    // order), so cases the package rejects are still checked.
    private static NativeTensor<T> CheckedReshape<T>(NativeTensor<T> tensor, nint[] shape) where T : unmanaged, IEquatable<T>
    {
        NativeTensor<T> result = NativeTensor.Reshape(tensor, shape);
        if (!Views.Elements(result).SequenceEqual(Views.Elements(tensor)))
        {
            result.Dispose();
            throw new InvalidOperationException("reshape changed the logical elements");
        }
        return result;
    }

    private static void Squeeze<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                   Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T> =>
        CompareView(c, $"{layout}; squeeze", package, p => Snt.Tensor.Squeeze(p), strata, s => NativeTensor.Squeeze(s), ps, ss);

    private static void SqueezeDimension<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                            Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        int dimension = g.Next(package.Rank + 2) - 1;
        CompareView(c, $"{layout}; squeeze dimension {dimension}", package, p => Snt.Tensor.SqueezeDimension(p, dimension),
                    strata, s => NativeTensor.SqueezeDimension(s, dimension), ps, ss);
    }

    private static void Unsqueeze<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                     Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        int dimension = g.Next(package.Rank + 3) - 1;
        CompareView(c, $"{layout}; unsqueeze {dimension}", package, p => Snt.Tensor.Unsqueeze(p, dimension),
                    strata, s => NativeTensor.Unsqueeze(s, dimension), ps, ss);
    }

    private static void Permute<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                   Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        int[] dims = g.Chance(0.1) ? [] : Enumerable.Range(0, package.Rank).OrderBy(_ => g.Next(1000)).ToArray();
        if (dims.Length > 0 && g.Chance(0.1)) dims[g.Next(dims.Length)] = g.Next(package.Rank + 1);
        CompareView(c, $"{layout}; permute {Join(dims)}", package, p => Snt.Tensor.PermuteDimensions(p, dims),
                    strata, s => NativeTensor.PermuteDimensions(s, dims), ps, ss);
    }

    private static void Transpose<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                     Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T> =>
        CompareView(c, $"{layout}; transpose", package, p => Snt.Tensor.Transpose(p), strata, s => NativeTensor.Transpose(s), ps, ss);

    /// <summary>The storage after a write: the written array, or the exception.</summary>
    private static string Outcome<T>(Action write, T[] storage)
    {
        write();
        return "storage " + Join(storage);
    }
}
