// Differences from System.Numerics.Tensors 11.0.0 that the suite accepts. Entries are
// deliberate: Strata follows the product document (seed 000) or a project rule derived from it
// where the package does otherwise; the README's compatibility section lists the same entries.
// KnownDefects are differences where Strata is expected to change to match the package (the
// documents are silent there); they are reported by every run so they stay visible.
using System.Text.RegularExpressions;

namespace Strata.Tests.Differential;

public static partial class AllowList
{
    public static readonly AllowedDifference[] Entries =
    [
        new("empty-view-canonical-layout",
            "Seed 000: a shape with a zero-length dimension has zero strides in every dimension, no " +
            "elements and no storage. Strata gives every empty view that canonical layout (slices " +
            "included) and, like the package's own automatic empty shapes, reports it dense. The " +
            "package keeps the parent's strides in empty slices and reports explicit-stride or " +
            "sliced empty views as not dense.",
            r => View(r.Package) is { } p && View(r.Strata) is { } s && p.Empty && s.Empty &&
                 p.Lengths == s.Lengths && s.StridesAllZero && s.Dense && s.AnyDense),
    ];

    public static readonly AllowedDifference[] KnownDefects =
    [
        new("empty-explicit-strides-any-dense",
            "An empty shape created with explicit strides keeps them in both libraries, but Strata " +
            "reports HasAnyDenseDimensions false where the package applies its usual rule (true " +
            "when the innermost significant dimension has stride 1), e.g. [0, 2, 2, 2] strides " +
            "[0, 0, 2, 1].",
            r => View(r.Package) is { } p && View(r.Strata) is { } s && p.Empty && s.Empty &&
                 p.Lengths == s.Lengths && p.Strides == s.Strides && p.AnyDense && !s.AnyDense),
        new("empty-dimension-text",
            "ToString(maximumLengths) of a tensor with a zero-length dimension: the package prints " +
            "'..' for an empty outer dimension and '[..]' for an empty innermost one whatever the " +
            "maximum; Strata prints an empty body.",
            r => r.Operation == "to_string" && EmptyShape().IsMatch(r.Input) &&
                 r.Package.StartsWith("System.", StringComparison.Ordinal) &&
                 r.Strata.StartsWith("System.", StringComparison.Ordinal)),
    ];

    public static AllowedDifference? Find(CaseResult result) =>
        Entries.FirstOrDefault(e => e.Matches(result)) ?? KnownDefects.FirstOrDefault(e => e.Matches(result));

    private sealed record ViewText(string Lengths, string Strides, bool Empty, bool Dense, bool AnyDense)
    {
        public bool StridesAllZero => Strides.Trim('[', ']').Split(", ", StringSplitOptions.RemoveEmptyEntries).All(s => s == "0");
    }

    private static ViewText? View(string outcome)
    {
        Match m = ViewPattern().Match(outcome);
        if (!m.Success) return null;
        return new ViewText(m.Groups["l"].Value, m.Groups["s"].Value, m.Groups["n"].Value == "0",
                            m.Groups["d"].Value == "True", m.Groups["a"].Value == "True");
    }

    [GeneratedRegex(@"^lengths (?<l>\[[^\]]*\]) strides (?<s>\[[^\]]*\]) n (?<n>\d+) dense (?<d>\w+) anyDense (?<a>\w+)")]
    private static partial Regex ViewPattern();

    [GeneratedRegex(@"lengths \[([^\]]*\b)?0(\b[^\]]*)?\]")]
    private static partial Regex EmptyShape();
}
