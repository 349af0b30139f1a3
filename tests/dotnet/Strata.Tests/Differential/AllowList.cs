// Differences from System.Numerics.Tensors 11.0.0 that the suite accepts, each with its reason.
// Entries are deliberate: Strata follows the product document (seed 000), the semantics spec
// (dotnet-semantics.md, distilled from .NET's newest tests) or a documented project rule where
// the package 11.0.0 does otherwise; the differences table of capi/dotnet/README.md lists them.
// Every predicate checks that Strata's side is itself right (a view with the input's elements,
// an exception that left every operand unchanged, or the result of an independent snapshot),
// so an entry cannot hide a wrong answer. KnownDefects are differences where Strata is expected
// to change; they are reported by every run so they stay visible. Entries hold for every element
// type: they match the operation name without its element-type prefix (complex_reshape and
// point3_reshape are reshape).
using System.Text.RegularExpressions;

namespace Strata.Tests.Differential;

public static partial class AllowList
{
    private const string NothingWritten = " (nothing written)";

    public static readonly AllowedDifference[] Entries =
    [
        new("empty-views-are-dense",
            "A view with no elements has no gaps and no repeated positions, so Strata reports every " +
            "empty view dense (IsDense and HasAnyDenseDimensions true) whatever its strides, and gives " +
            "empty slices the canonical all-zero strides of seed 000's empty shapes. The package " +
            "computes the flags from the strides as for non-empty views (spec §1.3 item 6: explicit " +
            "strides on an empty shape are not dense, e.g. [0] with strides [0]) and keeps the parent's " +
            "strides in empty slices. No operation can observe the flags of an empty view.",
            r => View(r.Package) is { } p && View(r.Strata) is { } s && p.Empty && s.Empty &&
                 p.Lengths == s.Lengths && (p.Strides == s.Strides || s.StridesAllZero) && s.Dense && s.AnyDense &&
                 p.Rest == s.Rest),
        new("reshape-of-non-dense-views",
            "Spec §2.8 (the newest .NET tests) and the views rules reshape a non-dense view whenever " +
            "the new lengths can be expressed over its strides (e.g. [2, 2] strides [6, 3] → [4] " +
            "strides [3]); the package 11.0.0 still throws ArgumentException for every non-dense " +
            "input without zero strides, even for unchanged lengths. Strata's view is checked to hold " +
            "the input's elements in row-major order.",
            r => Operation(r) == "reshape" && r.Package == "throws ArgumentException" &&
                 View(r.Strata) is { Empty: false }),
        new("too-short-destination-is-argument-out-of-range",
            "CopyTo (and SetSlice, which copies) into a destination with fewer elements than the " +
            "source: spec §2.6 and §7.18 (the newest .NET tests) throw ArgumentOutOfRangeException, " +
            "which Strata follows; the package 11.0.0 throws ArgumentException ('Destination is too " +
            "short.') for every failed copy. ArgumentOutOfRangeException derives from " +
            "ArgumentException, so catch blocks written for the package still apply.",
            r => (Operation(r) == "copy_to" || Operation(r) == "set_slice") &&
                 r.Input.EndsWith(Cases.FewerElements, StringComparison.Ordinal) &&
                 r.Package.StartsWith("throws ArgumentException" + NothingWritten, StringComparison.Ordinal) &&
                 r.Strata == "throws ArgumentOutOfRangeException" + NothingWritten),
        new("interleaved-views-share-no-element",
            "Two views of one array whose extents intersect but which share no element (e.g. the even " +
            "and the odd positions) do not overlap for Strata: the operation runs, with the result an " +
            "independent copy of the source gives (checked here). Seed 000 rejects overlapping " +
            "layouts only; the package 11.0.0 rejects any intersection of the two extents with " +
            "ArgumentException.",
            r => r.Input.Contains("interleaved (no common element)", StringComparison.Ordinal) &&
                 r.Package.StartsWith("throws ArgumentException", StringComparison.Ordinal) &&
                 r.Strata.EndsWith(Cases.AsWithACopy, StringComparison.Ordinal) &&
                 !r.Strata.StartsWith("throws", StringComparison.Ordinal)),
        new("broadcast-to-overlapping-destination",
            "Seed 000 lists the overlaps each operation supports (copies, flattening, elementwise " +
            "operations, ResizeTo, in-place reversal) and rejects every other overlapping layout with " +
            "ArgumentException before writing; BroadcastTo supports none (spec §3). The package " +
            "11.0.0 lets BroadcastTo write into a destination sharing elements with its source when " +
            "both are dense or the views are identical. Strata rejects it and writes nothing.",
            r => Operation(r) is "broadcast_to" or "try_broadcast_to" && r.Input.StartsWith("shared, common elements:", StringComparison.Ordinal) &&
                 !r.Package.StartsWith("throws", StringComparison.Ordinal) &&
                 r.Strata == "throws ArgumentException" + NothingWritten),
        new("negative-length-checked-before-strides",
            "A shape with a negative length and strides that also break layout validation: Strata " +
            "checks every length first (spec §1.3: a negative length → ArgumentOutOfRangeException, " +
            "then the nesting rules → ArgumentException); the package checks dimension by dimension " +
            "in stride order and reports whichever rule it meets first.",
            r => Operation(r).StartsWith("create", StringComparison.Ordinal) && NegativeLength().IsMatch(r.Input) &&
                 r.Package == "throws ArgumentException" && r.Strata == "throws ArgumentOutOfRangeException"),
        new("product-of-no-elements",
            "strata_reduce defines PRODUCT, like the min/max reductions, only for a nonempty input " +
            "(INVALID_ARGUMENT otherwise, for every element type), so NativeTensor.Product of an " +
            "empty tensor throws ArgumentException; the package returns T.MultiplicativeIdentity " +
            "(1, or (1, 0) for Complex).",
            r => Operation(r) == "product" && r.Input.EndsWith(Cases.NoElements, StringComparison.Ordinal) &&
                 r.Package is "1" or "<1; 0>" && r.Strata == "throws ArgumentException"),
    ];

    // None at present; an entry here names a difference Strata is expected to remove.
    public static readonly AllowedDifference[] KnownDefects = [];

    /// <summary>The operation without its element-type prefix.</summary>
    // A span operation (span_copy_to) follows the rules of its tensor form (copy_to).
    private static string Operation(CaseResult r) =>
        Cases.Unprefixed(r.Operation) is var name && name.StartsWith(Cases.SpanPrefix, StringComparison.Ordinal)
            ? name[Cases.SpanPrefix.Length..]
            : name;

    public static AllowedDifference? Find(CaseResult result) =>
        Entries.FirstOrDefault(e => e.Matches(result)) ?? KnownDefects.FirstOrDefault(e => e.Matches(result));

    private sealed record ViewText(string Lengths, string Strides, bool Empty, bool Dense, bool AnyDense, string Rest)
    {
        public bool StridesAllZero => Strides.Trim('[', ']').Split(", ", StringSplitOptions.RemoveEmptyEntries).All(s => s == "0");
    }

    private static ViewText? View(string outcome)
    {
        Match m = ViewPattern().Match(outcome);
        if (!m.Success) return null;
        return new ViewText(m.Groups["l"].Value, m.Groups["s"].Value, m.Groups["n"].Value == "0",
                            m.Groups["d"].Value == "True", m.Groups["a"].Value == "True", m.Groups["r"].Value);
    }

    [GeneratedRegex(@"^lengths (?<l>\[[^\]]*\]) strides (?<s>\[[^\]]*\]) n (?<n>\d+) dense (?<d>\w+) anyDense (?<a>\w+)(?<r>.*)$")]
    private static partial Regex ViewPattern();

    [GeneratedRegex(@"lengths \[[^\]]*-\d")]
    private static partial Regex NegativeLength();
}
