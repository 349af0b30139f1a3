// Differential cases for operations with a second operand: copies, flattening, resize, reverse,
// broadcast, concatenate/stack/split, slice assignment, equality and addition. Pairs of views are
// often placed over one shared array (overlapping or not); each library gets its own copy of it.
using Snt = System.Numerics.Tensors;

namespace Strata.Tests.Differential;

/// <summary>Two views over one or two arrays, prepared identically for both libraries.</summary>
internal sealed class Pair
{
    public required Layout Source { get; init; }
    public required Layout Destination { get; init; }
    public required bool Shared { get; init; }
    public int[] PackageA = [], PackageB = [], StrataA = [], StrataB = [];

    public string Input => $"{(Shared ? "shared" : "separate")} source {Source} | destination {Destination}";

    public Snt.Tensor<int> PackageSource() => Snt.Tensor.Create(PackageA, Source.Start, Source.Lengths, Source.Strides);
    public Snt.Tensor<int> PackageDestination() => Snt.Tensor.Create(PackageB, Destination.Start, Destination.Lengths, Destination.Strides);
    public Tensor<int> StrataSource() => Tensor.Create(StrataA, Source.Start, Source.Lengths, Source.Strides);
    public Tensor<int> StrataDestination() => Tensor.Create(StrataB, Destination.Start, Destination.Lengths, Destination.Strides);

    public string PackageStorage => Shared ? Join(PackageA) : Join(PackageA) + " " + Join(PackageB);
    public string StrataStorage => Shared ? Join(StrataA) : Join(StrataA) + " " + Join(StrataB);

    private static string Join(int[] values) => "[" + string.Join(", ", values) + "]";
}

internal static partial class Cases
{
    private static void RunCopyCase(string operation, CaseGenerator g, Comparison c)
    {
        switch (operation)
        {
            case "copy_to": WithPair(g, c, CopyTo); break;
            case "try_copy_to": WithPair(g, c, TryCopyTo); break;
            case "flatten_to": OnView(g, c, FlattenTo); break;
            case "resize": OnView(g, c, Resize); break;
            case "resize_to": WithPair(g, c, ResizeTo); break;
            case "reverse": OnView(g, c, Reverse); break;
            case "reverse_dimension": OnView(g, c, ReverseDimension); break;
            case "reverse_into": WithPair(g, c, ReverseInto); break;
            case "broadcast": OnView(g, c, Broadcast); break;
            case "broadcast_to": WithPair(g, c, BroadcastTo); break;
            case "concatenate": Joined(g, c, stack: false); break;
            case "stack": Joined(g, c, stack: true); break;
            case "split": OnView(g, c, Split); break;
            case "set_slice": WithPair(g, c, SetSlice); break;
            case "sequence_equal": WithPair(g, c, SequenceEqual); break;
            case "add": WithPair(g, c, Add); break;
            case "add_into": WithPair(g, c, AddInto); break;
            default: throw new ArgumentException($"unknown operation {operation}");
        }
    }

    /// <summary>Lengths related to the given ones: equal, with extra leading dimensions, with a
    /// dimension set to 1, or unrelated.</summary>
    private static nint[] Related(CaseGenerator g, nint[] lengths)
    {
        double roll = g.Random.NextDouble();
        if (roll < 0.45) return (nint[])lengths.Clone();
        if (roll < 0.6) return [.. Enumerable.Range(0, 1 + g.Next(2)).Select(_ => (nint)(1 + g.Next(3))), .. lengths];
        if (roll < 0.75)
        {
            nint[] ones = (nint[])lengths.Clone();
            ones[g.Next(ones.Length)] = 1;
            return ones;
        }
        if (roll < 0.85 && lengths.Length > 1) return lengths[1..];
        return g.Lengths();
    }

    private static Layout LayoutFor(CaseGenerator g, nint[] lengths, int extra)
    {
        nint[] strides = g.Strides(lengths);
        int start = g.Chance(0.3) ? g.Next(3) : 0;
        int storage = start + (int)CaseGenerator.RequiredStorage(lengths, strides) + extra;
        return new Layout(g.Values(storage), start, lengths, strides);
    }

    private delegate void PairCase(CaseGenerator g, Comparison c, Pair pair);

    private static void WithPair(CaseGenerator g, Comparison c, PairCase body)
    {
        Layout source = g.Layout(allowInvalid: false);
        Layout destination = LayoutFor(g, Related(g, source.Lengths), g.Next(3));
        bool shared = g.Chance(0.4);
        if (shared)
        {
            // Both views over one array, the destination's origin anywhere in it.
            int length = Math.Max(source.Storage.Length, destination.Storage.Length) + g.Next(4);
            int[] values = g.Values(length);
            int maxStart = length - (destination.Storage.Length - destination.Start);
            destination = destination with { Start = maxStart > 0 ? g.Next(maxStart + 1) : 0, Storage = values };
            source = source with { Storage = values };
        }
        var pair = new Pair { Source = source, Destination = destination, Shared = shared };
        pair.PackageA = (int[])source.Storage.Clone();
        pair.StrataA = (int[])source.Storage.Clone();
        pair.PackageB = shared ? pair.PackageA : (int[])destination.Storage.Clone();
        pair.StrataB = shared ? pair.StrataA : (int[])destination.Storage.Clone();
        try
        {
            _ = pair.PackageSource();
            _ = pair.PackageDestination();
        }
        catch (ArgumentException)
        {
            c.Skip();
            return;
        }
        body(g, c, pair);
    }

    /// <summary>Runs a write through both libraries and compares the result and all storage.</summary>
    private static void CompareWrite(Comparison c, string input, Pair pair, Func<string> package, Func<string> strata) =>
        c.Compare(input,
            () => package() + " storage " + pair.PackageStorage,
            () => strata() + " storage " + pair.StrataStorage);

    private static void CopyTo(CaseGenerator g, Comparison c, Pair pair) =>
        CompareWrite(c, pair.Input, pair,
            () => { pair.PackageSource().CopyTo(pair.PackageDestination()); return "ok"; },
            () =>
            {
                using Tensor<int> s = pair.StrataSource();
                using Tensor<int> d = pair.StrataDestination();
                s.CopyTo(d);
                return "ok";
            });

    private static void TryCopyTo(CaseGenerator g, Comparison c, Pair pair) =>
        CompareWrite(c, pair.Input, pair,
            () => pair.PackageSource().TryCopyTo(pair.PackageDestination()).ToString(),
            () =>
            {
                using Tensor<int> s = pair.StrataSource();
                using Tensor<int> d = pair.StrataDestination();
                return s.TryCopyTo(d).ToString();
            });

    private static void FlattenTo(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<int> package,
                                  Func<Tensor<int>> strata, int[] ps, int[] ss)
    {
        int n = (int)package.FlattenedLength;
        int length = Math.Max(0, n - 1 + g.Next(3));
        bool overlapping = g.Chance(0.3) && length <= ps.Length;
        int offset = overlapping ? g.Next(ps.Length - length + 1) : 0;
        int[] packageTarget = overlapping ? ps : new int[length];
        int[] strataTarget = overlapping ? ss : new int[length];
        c.Compare($"{layout}; flatten into {(overlapping ? $"the same array at {offset}" : "a new array")} of {length}",
            () => package.TryFlattenTo(packageTarget.AsSpan(offset, length)) + " " + Join(packageTarget) + " " + Join(ps),
            () =>
            {
                using Tensor<int> t = strata();
                return t.TryFlattenTo(strataTarget.AsSpan(offset, length)) + " " + Join(strataTarget) + " " + Join(ss);
            });
    }

    private static void Resize(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<int> package,
                               Func<Tensor<int>> strata, int[] ps, int[] ss)
    {
        nint[] lengths = g.Chance(0.05) ? [] : g.Lengths();
        c.Compare($"{layout}; resize {Join(lengths)}",
            () => Views.Describe(Snt.Tensor.Resize(package, lengths), null),
            () =>
            {
                using Tensor<int> t = strata();
                using Tensor<int> r = Tensor.Resize(t, lengths);
                return Views.Describe(r, null);
            });
    }

    private static void ResizeTo(CaseGenerator g, Comparison c, Pair pair) =>
        CompareWrite(c, pair.Input, pair,
            () => { Snt.Tensor.ResizeTo(pair.PackageSource(), pair.PackageDestination()); return "ok"; },
            () =>
            {
                using Tensor<int> s = pair.StrataSource();
                using Tensor<int> d = pair.StrataDestination();
                Tensor.ResizeTo(s, d);
                return "ok";
            });

    private static void Reverse(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<int> package,
                                Func<Tensor<int>> strata, int[] ps, int[] ss) =>
        c.Compare($"{layout}; reverse",
            () => Views.Describe(Snt.Tensor.Reverse<int>(package), null),
            () =>
            {
                using Tensor<int> t = strata();
                using Tensor<int> r = Tensor.Reverse(t);
                return Views.Describe(r, null);
            });

    private static void ReverseDimension(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<int> package,
                                         Func<Tensor<int>> strata, int[] ps, int[] ss)
    {
        int dimension = g.Next(package.Rank + 2) - 1;
        c.Compare($"{layout}; reverse dimension {dimension}",
            () => Views.Describe(Snt.Tensor.ReverseDimension<int>(package, dimension), null),
            () =>
            {
                using Tensor<int> t = strata();
                using Tensor<int> r = Tensor.ReverseDimension(t, dimension);
                return Views.Describe(r, null);
            });
    }

    private static void ReverseInto(CaseGenerator g, Comparison c, Pair pair)
    {
        bool same = pair.Shared && g.Chance(0.3);
        if (same)
        {
            pair = new Pair
            {
                Source = pair.Source, Destination = pair.Source with { Storage = pair.Source.Storage }, Shared = true,
                PackageA = pair.PackageA, PackageB = pair.PackageA, StrataA = pair.StrataA, StrataB = pair.StrataA,
            };
        }
        CompareWrite(c, (same ? "in place: " : "") + pair.Input, pair,
            () => { Snt.Tensor.Reverse<int>(pair.PackageSource(), pair.PackageDestination()); return "ok"; },
            () =>
            {
                using Tensor<int> s = pair.StrataSource();
                using Tensor<int> d = pair.StrataDestination();
                Tensor.Reverse(s, d);
                return "ok";
            });
    }

    private static void Broadcast(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<int> package,
                                  Func<Tensor<int>> strata, int[] ps, int[] ss)
    {
        nint[] lengths = Related(g, package.Lengths.ToArray());
        c.Compare($"{layout}; broadcast to {Join(lengths)}",
            () => Views.Describe(Snt.Tensor.Broadcast<int>(package, lengths), null),
            () =>
            {
                using Tensor<int> t = strata();
                using Tensor<int> r = Tensor.Broadcast(t, lengths);
                return Views.Describe(r, null);
            });
    }

    private static void BroadcastTo(CaseGenerator g, Comparison c, Pair pair) =>
        CompareWrite(c, pair.Input, pair,
            () => { Snt.Tensor.BroadcastTo(pair.PackageSource(), pair.PackageDestination()); return "ok"; },
            () =>
            {
                using Tensor<int> s = pair.StrataSource();
                using Tensor<int> d = pair.StrataDestination();
                Tensor.BroadcastTo(s, d);
                return "ok";
            });

    private static void Joined(CaseGenerator g, Comparison c, bool stack)
    {
        Layout first = g.Layout(maxRank: 3, allowInvalid: false);
        int count = g.Chance(0.05) ? 1 : 2 + g.Next(2);
        var layouts = new List<Layout> { first };
        int dimension = g.Next(first.Lengths.Length + 3) - 1;
        for (int i = 1; i < count; i++)
        {
            nint[] lengths = Related(g, first.Lengths);
            if (!stack && dimension >= 0 && dimension < lengths.Length && g.Chance(0.5) && lengths.Length == first.Lengths.Length)
                lengths[dimension] = g.Next(4);
            layouts.Add(LayoutFor(g, lengths, 0));
        }
        Snt.Tensor<int>[] package;
        try
        {
            package = layouts.Select(l => Snt.Tensor.Create((int[])l.Storage.Clone(), l.Start, l.Lengths, l.Strides)).ToArray();
        }
        catch (ArgumentException)
        {
            c.Skip();
            return;
        }
        string input = $"{(stack ? "stack" : "concatenate")} on {dimension}: " + string.Join(" | ", layouts);
        c.Compare(input,
            () => Views.Describe(stack ? Snt.Tensor.StackAlongDimension<int>(dimension, package)
                                       : Snt.Tensor.ConcatenateOnDimension<int>(dimension, package), null),
            () =>
            {
                Tensor<int>[] strata = layouts.Select(l => Tensor.Create((int[])l.Storage.Clone(), l.Start, l.Lengths, l.Strides)).ToArray();
                try
                {
                    using Tensor<int> r = stack ? Tensor.StackAlongDimension<int>(dimension, strata)
                                                : Tensor.ConcatenateOnDimension<int>(dimension, strata);
                    return Views.Describe(r, null);
                }
                finally
                {
                    foreach (Tensor<int> t in strata) t.Dispose();
                }
            });
    }

    private static void Split(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<int> package,
                              Func<Tensor<int>> strata, int[] ps, int[] ss)
    {
        int count = g.Next(5) - 1;
        int dimension = g.Next(package.Rank + 2) - 1;
        c.Compare($"{layout}; split {count} on {dimension}",
            () => string.Join(" | ", Snt.Tensor.Split<int>(package, count, dimension).Select(p => Views.Describe(p, null))),
            () =>
            {
                using Tensor<int> t = strata();
                Tensor<int>[] pieces = Tensor.Split(t, count, dimension);
                try
                {
                    return string.Join(" | ", pieces.Select(p => Views.Describe(p, null)));
                }
                finally
                {
                    foreach (Tensor<int> p in pieces) p.Dispose();
                }
            });
    }

    private static void SetSlice(CaseGenerator g, Comparison c, Pair pair)
    {
        NRange[] ranges = g.Chance(0.2) ? [] : Ranges(g, pair.Destination.Lengths);
        CompareWrite(c, $"{pair.Input}; ranges {Join(ranges)}", pair,
            () => { Snt.Tensor.SetSlice<int>(pair.PackageDestination(), pair.PackageSource(), ranges); return "ok"; },
            () =>
            {
                using Tensor<int> values = pair.StrataSource();
                using Tensor<int> d = pair.StrataDestination();
                Tensor.SetSlice(d, values, ranges);
                return "ok";
            });
    }

    private static void SequenceEqual(CaseGenerator g, Comparison c, Pair pair)
    {
        // Make equal contents likely: copy the source's elements into the destination first.
        bool copy = g.Chance(0.6);
        c.Compare((copy ? "after copy: " : "") + pair.Input,
            () =>
            {
                Snt.Tensor<int> s = pair.PackageSource(), d = pair.PackageDestination();
                if (copy) s.TryCopyTo(d);
                return Snt.Tensor.SequenceEqual<int>(s, d).ToString();
            },
            () =>
            {
                using Tensor<int> s = pair.StrataSource();
                using Tensor<int> d = pair.StrataDestination();
                if (copy)
                {
                    // Copy with the package's semantics (independent of Strata's copy) before comparing.
                    Snt.Tensor<int> ps = Snt.Tensor.Create(pair.StrataA, pair.Source.Start, pair.Source.Lengths, pair.Source.Strides);
                    Snt.Tensor<int> pd = Snt.Tensor.Create(pair.StrataB, pair.Destination.Start, pair.Destination.Lengths, pair.Destination.Strides);
                    ps.TryCopyTo(pd);
                }
                return Tensor.SequenceEqual(s, d).ToString();
            });
    }

    private static void Add(CaseGenerator g, Comparison c, Pair pair) =>
        c.Compare(pair.Input,
            () => Views.Describe(Snt.Tensor.Add<int>(pair.PackageSource(), pair.PackageDestination()), null),
            () =>
            {
                using Tensor<int> x = pair.StrataSource();
                using Tensor<int> y = pair.StrataDestination();
                using Tensor<int> r = Tensor.Add(x, y);
                return Views.Describe(r, null);
            });

    private static void AddInto(CaseGenerator g, Comparison c, Pair pair)
    {
        // x + x into the destination: the destination may overlap or be the source itself.
        bool same = g.Chance(0.2);
        CompareWrite(c, (same ? "in place: " : "") + pair.Input, pair,
            () =>
            {
                Snt.Tensor<int> x = pair.PackageSource();
                Snt.Tensor.Add<int>(x, x, same ? x : pair.PackageDestination());
                return "ok";
            },
            () =>
            {
                using Tensor<int> x = pair.StrataSource();
                using Tensor<int> d = pair.StrataDestination();
                Tensor.Add(x, x, same ? x : d);
                return "ok";
            });
    }
}
