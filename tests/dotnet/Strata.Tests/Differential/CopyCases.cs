// Differential cases for operations with a second operand: copies, flattening, resize, reverse,
// broadcast, concatenate/stack/split, slice assignment, equality and filtered update (the
// arithmetic ones are in ArithmeticCases.cs).
// Pairs of views are often placed over one shared array (overlapping or not); each library gets
// its own copy of it.
using Snt = System.Numerics.Tensors;

namespace Strata.Tests.Differential;

/// <summary>Two views over one or two arrays, prepared identically for both libraries.</summary>
internal sealed class Pair<T> where T : unmanaged, IEquatable<T>
{
    public required Layout Source { get; init; }
    public required Layout Destination { get; init; }
    public required bool Shared { get; init; }
    public T[] PackageA = [], PackageB = [], StrataA = [], StrataB = [];

    public string Input => $"{Relation} source {Source} | destination {Destination}";

    private string Relation =>
        !Shared ? "separate" :
        !ExtentsIntersect ? "shared, disjoint extents:" :
        Interleaved ? "shared, interleaved (no common element):" : "shared, common elements:";

    /// <summary>Intersecting extents, but no storage position is an element of both views.</summary>
    public bool Interleaved =>
        ExtentsIntersect && !CaseGenerator.Offsets(Source).ToHashSet().Overlaps(CaseGenerator.Offsets(Destination));

    /// <summary>Both views non-empty over one array with intersecting [start, start + storage) ranges.</summary>
    public bool ExtentsIntersect
    {
        get
        {
            nint a = CaseGenerator.RequiredStorage(Source.Lengths, Source.Strides);
            nint b = CaseGenerator.RequiredStorage(Destination.Lengths, Destination.Strides);
            return Shared && a > 0 && b > 0 && Source.Start < Destination.Start + b && Destination.Start < Source.Start + a;
        }
    }

    /// <summary>The storage before any write, as the Storage strings print it.</summary>
    public string OriginalStorage => Shared
        ? Join(Element<T>.Convert(Source.Storage))
        : Join(Element<T>.Convert(Source.Storage)) + " " + Join(Element<T>.Convert(Destination.Storage));

    public Snt.Tensor<T> PackageSource() => Snt.Tensor.Create(PackageA, Source.Start, Source.Lengths, Source.Strides);
    public Snt.Tensor<T> PackageDestination() => Snt.Tensor.Create(PackageB, Destination.Start, Destination.Lengths, Destination.Strides);
    // The package's tensors over Strata's arrays: their spans are the operands of Strata's span
    // overloads, laid out exactly as the package's operands.
    public Snt.Tensor<T> SpanSource() => Snt.Tensor.Create(StrataA, Source.Start, Source.Lengths, Source.Strides);
    public Snt.Tensor<T> SpanDestination() => Snt.Tensor.Create(StrataB, Destination.Start, Destination.Lengths, Destination.Strides);
    public NativeTensor<T> StrataSource() => NativeTensor.Create(StrataA, Source.Start, Source.Lengths, Source.Strides);
    public NativeTensor<T> StrataDestination() => NativeTensor.Create(StrataB, Destination.Start, Destination.Lengths, Destination.Strides);

    public string PackageStorage => Shared ? Join(PackageA) : Join(PackageA) + " " + Join(PackageB);
    public string StrataStorage => Shared ? Join(StrataA) : Join(StrataA) + " " + Join(StrataB);

    private static string Join(T[] values) => "[" + string.Join(", ", values) + "]";
}

internal static partial class Cases
{
    private static void RunCopyCase<T>(string operation, CaseGenerator g, Comparison c) where T : unmanaged, IEquatable<T>
    {
        switch (operation)
        {
            case "copy_to": WithPair<T>(g, c, CopyTo); break;
            case "try_copy_to": WithPair<T>(g, c, TryCopyTo); break;
            case "flatten_to": OnView<T>(g, c, FlattenTo); break;
            case "resize": OnView<T>(g, c, Resize); break;
            case "resize_to": WithPair<T>(g, c, ResizeTo); break;
            case "reverse": OnView<T>(g, c, Reverse); break;
            case "reverse_dimension": OnView<T>(g, c, ReverseDimension); break;
            case "reverse_into": WithPair<T>(g, c, ReverseInto); break;
            case "broadcast": OnView<T>(g, c, Broadcast); break;
            case "broadcast_to": WithPair<T>(g, c, BroadcastTo); break;
            case "concatenate": Joined<T>(g, c, stack: false); break;
            case "stack": Joined<T>(g, c, stack: true); break;
            case "split": OnView<T>(g, c, Split); break;
            case "set_slice": WithPair<T>(g, c, SetSlice); break;
            case "sequence_equal": WithPair<T>(g, c, SequenceEqual); break;
            case "filtered_update": OnView<T>(g, c, FilteredUpdate); break;
            default:
                if (!RunSpanCase<T>(operation, g, c)) throw new ArgumentException($"unknown operation {operation}");
                break;
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

    private delegate void PairCase<T>(CaseGenerator g, Comparison c, Pair<T> pair) where T : unmanaged, IEquatable<T>;

    private static void WithPair<T>(CaseGenerator g, Comparison c, PairCase<T> body) where T : unmanaged, IEquatable<T>
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
        var pair = new Pair<T> { Source = source, Destination = destination, Shared = shared };
        pair.PackageA = Element<T>.Convert(source.Storage);
        pair.StrataA = Element<T>.Convert(source.Storage);
        pair.PackageB = shared ? pair.PackageA : Element<T>.Convert(destination.Storage);
        pair.StrataB = shared ? pair.StrataA : Element<T>.Convert(destination.Storage);
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

    /// <summary>Runs a write through both libraries and compares the result and all storage; a
    /// write that throws is reported with whether it left the storage as it was.</summary>
    private static void CompareWrite<T>(Comparison c, string input, Pair<T> pair, Func<string> package, Func<string> strata)
        where T : unmanaged, IEquatable<T>
    {
        string? model = pair.Interleaved ? SnapshotModel(pair, package) : null;
        c.Compare(input,
            () => Marked(Written(package, () => pair.PackageStorage, pair.OriginalStorage), model),
            () => Marked(Written(strata, () => pair.StrataStorage, pair.OriginalStorage), model));
    }

    /// <summary>What the package writes when the source is read from an independent copy of the
    /// array: the result any correct implementation gives for views that share no element.</summary>
    private static string SnapshotModel<T>(Pair<T> pair, Func<string> package) where T : unmanaged, IEquatable<T>
    {
        T[] a = pair.PackageA, b = pair.PackageB;
        pair.PackageA = Element<T>.Convert(pair.Source.Storage);
        pair.PackageB = Element<T>.Convert(pair.Source.Storage);
        try
        {
            return Written(package, () => Join(pair.PackageB), Join(Element<T>.Convert(pair.Source.Storage)));
        }
        finally
        {
            pair.PackageA = a;
            pair.PackageB = b;
        }
    }

    internal const string AsWithACopy = " (as with an independent copy of the source)";

    private static string Marked(string outcome, string? model) =>
        model is not null && outcome == model ? outcome + AsWithACopy : outcome;

    private static string Written(Func<string> write, Func<string> storage, string original)
    {
        string outcome = Comparison.Run(write);
        string after = storage();
        if (!outcome.StartsWith("throws ", StringComparison.Ordinal)) return outcome + " storage " + after;
        return outcome + (after == original ? " (nothing written)" : " after writing storage " + after);
    }

    internal const string FewerElements = "; the destination has fewer elements";

    private static nint Count(nint[] lengths) => lengths.Aggregate((nint)1, (a, b) => a * b);

    private static void CopyTo<T>(CaseGenerator g, Comparison c, Pair<T> pair) where T : unmanaged, IEquatable<T> =>
        CompareWrite(c, pair.Input + (Count(pair.Destination.Lengths) < Count(pair.Source.Lengths) ? FewerElements : ""), pair,
            () => { pair.PackageSource().CopyTo(pair.PackageDestination()); return "ok"; },
            () =>
            {
                using NativeTensor<T> s = pair.StrataSource();
                using NativeTensor<T> d = pair.StrataDestination();
                s.CopyTo(d);
                return "ok";
            });

    private static void TryCopyTo<T>(CaseGenerator g, Comparison c, Pair<T> pair) where T : unmanaged, IEquatable<T> =>
        CompareWrite(c, pair.Input, pair,
            () => pair.PackageSource().TryCopyTo(pair.PackageDestination()).ToString(),
            () =>
            {
                using NativeTensor<T> s = pair.StrataSource();
                using NativeTensor<T> d = pair.StrataDestination();
                return s.TryCopyTo(d).ToString();
            });

    private static void FlattenTo<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                  Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        int n = (int)package.FlattenedLength;
        int length = Math.Max(0, n - 1 + g.Next(3));
        bool overlapping = g.Chance(0.3) && length <= ps.Length;
        int offset = overlapping ? g.Next(ps.Length - length + 1) : 0;
        T[] packageTarget = overlapping ? ps : new T[length];
        T[] strataTarget = overlapping ? ss : new T[length];
        // Interleaved: the span overlaps the source's extent, but none of the positions written
        // (the first FlattenedLength of the span) is an element of the source.
        bool interleaved = overlapping && n <= length && n > 0 && offset < layout.Start + CaseGenerator.RequiredStorage(layout.Lengths, layout.Strides) &&
                           layout.Start < offset + length &&
                           !CaseGenerator.Offsets(layout).Any(o => o >= offset && o < offset + n);
        string? model = null;
        if (interleaved)
        {
            T[] copy = Element<T>.Convert(layout.Storage), target = Element<T>.Convert(layout.Storage);
            Snt.Tensor<T> source = Snt.Tensor.Create(copy, layout.Start, layout.Lengths, layout.Strides);
            model = source.TryFlattenTo(target.AsSpan(offset, length)) + " " + Join(target) + " " + Join(target);
        }
        string Marked(string outcome) => model is not null && outcome == model ? outcome + AsWithACopy : outcome;
        c.Compare($"{layout}; flatten into {(overlapping ? $"the same array{(interleaved ? ", interleaved (no common element)," : "")} at {offset}" : "a new array")} of {length}",
            () => Marked(package.TryFlattenTo(packageTarget.AsSpan(offset, length)) + " " + Join(packageTarget) + " " + Join(ps)),
            () =>
            {
                using NativeTensor<T> t = strata();
                return Marked(t.TryFlattenTo(strataTarget.AsSpan(offset, length)) + " " + Join(strataTarget) + " " + Join(ss));
            });
    }

    private static void Resize<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                               Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        nint[] lengths = g.Chance(0.05) ? [] : g.Lengths();
        c.Compare($"{layout}; resize {Join(lengths)}",
            () => Views.Describe(Snt.Tensor.Resize(package, lengths), null),
            () =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> r = NativeTensor.Resize(t, lengths);
                return Views.Describe(r, null);
            });
    }

    private static void ResizeTo<T>(CaseGenerator g, Comparison c, Pair<T> pair) where T : unmanaged, IEquatable<T> =>
        CompareWrite(c, pair.Input, pair,
            () => { Snt.Tensor.ResizeTo(pair.PackageSource(), pair.PackageDestination()); return "ok"; },
            () =>
            {
                using NativeTensor<T> s = pair.StrataSource();
                using NativeTensor<T> d = pair.StrataDestination();
                NativeTensor.ResizeTo(s, d);
                return "ok";
            });

    private static void Reverse<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T> =>
        c.Compare($"{layout}; reverse",
            () => Views.Describe(Snt.Tensor.Reverse<T>(package), null),
            () =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> r = NativeTensor.Reverse(t);
                return Views.Describe(r, null);
            });

    private static void ReverseDimension<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                         Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        int dimension = g.Next(package.Rank + 2) - 1;
        c.Compare($"{layout}; reverse dimension {dimension}",
            () => Views.Describe(Snt.Tensor.ReverseDimension<T>(package, dimension), null),
            () =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> r = NativeTensor.ReverseDimension(t, dimension);
                return Views.Describe(r, null);
            });
    }

    private static void ReverseInto<T>(CaseGenerator g, Comparison c, Pair<T> pair) where T : unmanaged, IEquatable<T>
    {
        bool same = pair.Shared && g.Chance(0.3);
        if (same)
        {
            pair = new Pair<T>
            {
                Source = pair.Source, Destination = pair.Source with { Storage = pair.Source.Storage }, Shared = true,
                PackageA = pair.PackageA, PackageB = pair.PackageA, StrataA = pair.StrataA, StrataB = pair.StrataA,
            };
        }
        CompareWrite(c, (same ? "in place: " : "") + pair.Input, pair,
            () => { Snt.Tensor.Reverse<T>(pair.PackageSource(), pair.PackageDestination()); return "ok"; },
            () =>
            {
                using NativeTensor<T> s = pair.StrataSource();
                using NativeTensor<T> d = pair.StrataDestination();
                NativeTensor.Reverse(s, d);
                return "ok";
            });
    }

    private static void Broadcast<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                  Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        nint[] lengths = Related(g, package.Lengths.ToArray());
        c.Compare($"{layout}; broadcast to {Join(lengths)}",
            () => Views.Describe(Snt.Tensor.Broadcast<T>(package, lengths), null),
            () =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<T> r = NativeTensor.Broadcast(t, lengths);
                return Views.Describe(r, null);
            });
    }

    private static void BroadcastTo<T>(CaseGenerator g, Comparison c, Pair<T> pair) where T : unmanaged, IEquatable<T> =>
        CompareWrite(c, pair.Input, pair,
            () => { Snt.Tensor.BroadcastTo(pair.PackageSource(), pair.PackageDestination()); return "ok"; },
            () =>
            {
                using NativeTensor<T> s = pair.StrataSource();
                using NativeTensor<T> d = pair.StrataDestination();
                NativeTensor.BroadcastTo(s, d);
                return "ok";
            });

    private static void Joined<T>(CaseGenerator g, Comparison c, bool stack) where T : unmanaged, IEquatable<T>
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
        Snt.Tensor<T>[] package;
        try
        {
            package = layouts.Select(l => Snt.Tensor.Create(Element<T>.Convert(l.Storage), l.Start, l.Lengths, l.Strides)).ToArray();
        }
        catch (ArgumentException)
        {
            c.Skip();
            return;
        }
        string input = $"{(stack ? "stack" : "concatenate")} on {dimension}: " + string.Join(" | ", layouts);
        c.Compare(input,
            () => Views.Describe(stack ? Snt.Tensor.StackAlongDimension<T>(dimension, package)
                                       : Snt.Tensor.ConcatenateOnDimension<T>(dimension, package), null),
            () =>
            {
                NativeTensor<T>[] strata = layouts.Select(l => NativeTensor.Create(Element<T>.Convert(l.Storage), l.Start, l.Lengths, l.Strides)).ToArray();
                try
                {
                    using NativeTensor<T> r = stack ? NativeTensor.StackAlongDimension<T>(dimension, strata)
                                                : NativeTensor.ConcatenateOnDimension<T>(dimension, strata);
                    return Views.Describe(r, null);
                }
                finally
                {
                    foreach (NativeTensor<T> t in strata) t.Dispose();
                }
            });
    }

    private static void Split<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                              Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        int count = g.Next(5) - 1;
        int dimension = g.Next(package.Rank + 2) - 1;
        c.Compare($"{layout}; split {count} on {dimension}",
            () => string.Join(" | ", Snt.Tensor.Split<T>(package, count, dimension).Select(p => Views.Describe(p, null))),
            () =>
            {
                using NativeTensor<T> t = strata();
                NativeTensor<T>[] pieces = NativeTensor.Split(t, count, dimension);
                try
                {
                    return string.Join(" | ", pieces.Select(p => Views.Describe(p, null)));
                }
                finally
                {
                    foreach (NativeTensor<T> p in pieces) p.Dispose();
                }
            });
    }

    private static void SetSlice<T>(CaseGenerator g, Comparison c, Pair<T> pair) where T : unmanaged, IEquatable<T>
    {
        (NRange[] ranges, string input) = SetSliceCase(g, pair);
        CompareWrite(c, input, pair,
            () => { Snt.Tensor.SetSlice<T>(pair.PackageDestination(), pair.PackageSource(), ranges); return "ok"; },
            () =>
            {
                using NativeTensor<T> values = pair.StrataSource();
                using NativeTensor<T> d = pair.StrataDestination();
                NativeTensor.SetSlice(d, values, ranges);
                return "ok";
            });
    }

    /// <summary>Ranges for SetSlice (none: the whole destination) and the case's description.</summary>
    private static (NRange[] Ranges, string Input) SetSliceCase<T>(CaseGenerator g, Pair<T> pair) where T : unmanaged, IEquatable<T>
    {
        NRange[] ranges = g.Chance(0.2) ? [] : Ranges(g, pair.Destination.Lengths);
        nint sliced = -1; // the element count of the sliced destination, when the ranges are valid
        try
        {
            sliced = ranges.Length == 0 ? pair.PackageDestination().FlattenedLength : pair.PackageDestination().Slice(ranges).FlattenedLength;
        }
        catch (ArgumentException)
        {
        }
        bool fewer = sliced >= 0 && sliced < Count(pair.Source.Lengths);
        return (ranges, $"{pair.Input}; ranges {Join(ranges)}{(fewer ? FewerElements : "")}");
    }

    private static void SequenceEqual<T>(CaseGenerator g, Comparison c, Pair<T> pair) where T : unmanaged, IEquatable<T>
    {
        // Make equal contents likely: copy the source's elements into the destination first, and
        // for element types with twins sometimes replace the destination's array by its twins
        // (equal elements, other bytes).
        bool copy = g.Chance(0.6);
        Func<T, T>? twin = copy && !pair.Shared && g.Chance(0.5) ? Element<T>.Twin : null;
        void Twins(T[] storage)
        {
            if (twin is not null) for (int i = 0; i < storage.Length; i++) storage[i] = twin(storage[i]);
        }
        c.Compare((twin is not null ? "after copy and twins: " : copy ? "after copy: " : "") + pair.Input,
            () =>
            {
                Snt.Tensor<T> s = pair.PackageSource(), d = pair.PackageDestination();
                if (copy) s.TryCopyTo(d);
                Twins(pair.PackageB);
                return Snt.Tensor.SequenceEqual<T>(s, d).ToString();
            },
            () =>
            {
                using NativeTensor<T> s = pair.StrataSource();
                using NativeTensor<T> d = pair.StrataDestination();
                if (copy)
                {
                    // Copy with the package's semantics (independent of Strata's copy) before comparing.
                    Snt.Tensor<T> ps = Snt.Tensor.Create(pair.StrataA, pair.Source.Start, pair.Source.Lengths, pair.Source.Strides);
                    Snt.Tensor<T> pd = Snt.Tensor.Create(pair.StrataB, pair.Destination.Start, pair.Destination.Lengths, pair.Destination.Strides);
                    ps.TryCopyTo(pd);
                }
                Twins(pair.StrataB);
                return NativeTensor.SequenceEqual(s, d).ToString();
            });
    }

    /// <summary>FilteredUpdate with a value: a bool filter with lengths related to the view's
    /// (equal, broadcast, or not broadcasting). Views repeating storage (a zero stride on a
    /// dimension longer than 1) are skipped: NativeTensor.FilteredUpdate refuses them where the
    /// filter varies, while the package writes their shared elements once per position.</summary>
    private static void FilteredUpdate<T>(CaseGenerator g, Comparison c, Layout layout, Snt.Tensor<T> package,
                                          Func<NativeTensor<T>> strata, T[] ps, T[] ss) where T : unmanaged, IEquatable<T>
    {
        if (RepeatsStorage(layout))
        {
            c.Skip();
            return;
        }
        nint[] filterLengths = Related(g, package.Lengths.ToArray());
        bool[] mask = Enumerable.Range(0, (int)Count(filterLengths)).Select(_ => g.Chance(0.5)).ToArray();
        T value = Element<T>.From(g.Next(150) - 50);
        string original = Join(ps);
        c.Compare($"{layout}; filter {Join(filterLengths)} {Join(mask)}; value {value}",
            () => Written(() =>
            {
                Snt.Tensor.FilteredUpdate<T>(package.AsTensorSpan(), Snt.Tensor.Create(mask, filterLengths), value);
                return "ok";
            }, () => Join(ps), original),
            () => Written(() =>
            {
                using NativeTensor<T> t = strata();
                using NativeTensor<bool> filter = NativeTensor.CreateCopy<bool>(mask, filterLengths);
                NativeTensor.FilteredUpdate(t, filter, value);
                return "ok";
            }, () => Join(ss), original));
    }

    private static bool RepeatsStorage(Layout layout) =>
        layout.Strides.Length > 0 && layout.Lengths.Where((length, d) => length > 1 && layout.Strides[d] == 0).Any();
}
