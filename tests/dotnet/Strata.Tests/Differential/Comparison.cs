// Runs one case through both libraries and compares what they did: a description of the result
// (values, lengths, strides, flags, written storage) or the exact exception type. A difference
// fails the run unless an allow-list entry (a documented, deliberate divergence) claims it.
// Results that may differ in rounding (sums in another order) are compared as values with an
// agreement rule instead; the largest deviation seen is reported.
using System.Text;

namespace Strata.Tests.Differential;

/// <summary>One observed case: the operation, its input, and each library's outcome.</summary>
public sealed record CaseResult(string Operation, string Input, string Package, string Strata);

/// <summary>A deliberate difference: Strata follows the product document where the package does not.</summary>
public sealed record AllowedDifference(string Id, string Reason, Func<CaseResult, bool> Matches);

public sealed class Comparison(string operation)
{
    private readonly List<CaseResult> _failures = [];
    private readonly Dictionary<string, int> _allowed = [];

    private (double Value, string Unit, string Input)? _largestDeviation;
    private int _deviating;

    public int Cases { get; private set; }

    public int Skipped { get; private set; }

    public IReadOnlyDictionary<string, int> Allowed => _allowed;

    /// <summary>The outcome of action: its description, or "throws ExceptionType".</summary>
    public static string Run(Func<string> action) => Run(action, d => d).Text;

    /// <summary>The outcome of action: its value and description, or "throws ExceptionType".</summary>
    private static (bool Returned, TValue? Value, string Text) Run<TValue>(Func<TValue> action, Func<TValue, string> describe)
    {
        TValue value;
        try
        {
            value = action();
        }
        catch (Exception e)
        {
            return (false, default, "throws " + e.GetType().Name);
        }
        return (true, value, describe(value));
    }

    public void Skip() => Skipped++;

    public void Compare(string input, Func<string> package, Func<string> strata) =>
        Compare(input, package, strata, d => d, (_, _) => false);

    /// <summary>As the string comparison, except that two returned values the agreement rule
    /// accepts are equal whatever their descriptions.</summary>
    public void Compare<TValue>(string input, Func<TValue> package, Func<TValue> strata, Func<TValue, string> describe,
                                Func<TValue, TValue, bool> agree)
    {
        Cases++;
        var p = Run(package, describe);
        var s = Run(strata, describe);
        if (p.Returned && s.Returned && agree(p.Value!, s.Value!)) return;
        var result = new CaseResult(operation, input, p.Text, s.Text);
        if (result.Package == result.Strata) return;
        AllowedDifference? allowed = AllowList.Find(result);
        if (allowed is null)
        {
            _failures.Add(result);
            return;
        }
        _allowed[allowed.Id] = _allowed.GetValueOrDefault(allowed.Id) + 1;
    }

    /// <summary>When the environment variable STRATA_DIFFERENTIAL_DUMP names a folder: appends the
    /// counts to &lt;folder&gt;/summary.txt and writes every unclaimed difference to
    /// &lt;folder&gt;/&lt;operation&gt;.txt (for classifying new ones).</summary>
    public void Dump()
    {
        string? folder = Environment.GetEnvironmentVariable("STRATA_DIFFERENTIAL_DUMP");
        if (string.IsNullOrEmpty(folder)) return;
        Directory.CreateDirectory(folder);
        File.AppendAllText(Path.Combine(folder, "summary.txt"), Report().Split('\n')[0] + "\n" +
                           string.Concat(_allowed.Select(a => $"  {a.Key}: {a.Value}\n")));
        if (_failures.Count == 0) return;
        File.WriteAllLines(Path.Combine(folder, operation + ".txt"),
                           _failures.SelectMany(f => new[] { "input:   " + f.Input, "package: " + f.Package, "strata:  " + f.Strata }));
    }

    /// <summary>Records a deviation between agreeing results (in the unit named), for the report;
    /// 0 is none.</summary>
    public void Observe(double deviation, string unit, string input)
    {
        if (deviation <= 0) return;
        _deviating++;
        if (_largestDeviation is not { } largest || deviation > largest.Value) _largestDeviation = (deviation, unit, input);
    }

    public string Report()
    {
        var text = new StringBuilder();
        text.AppendLine($"{operation}: {Cases} cases, {Skipped} skipped (input layouts the package rejects; the create operations compare those), {_failures.Count} differences");
        if (_largestDeviation is { } largest)
            text.AppendLine($"  {_deviating} agreeing cases not identical, largest deviation {largest.Value:G3} {largest.Unit} (input {largest.Input})");
        foreach ((string id, int count) in _allowed)
        {
            string kind = AllowList.KnownDefects.Any(d => d.Id == id) ? "known defect" : "allowed";
            text.AppendLine($"  {kind} {id}: {count}");
        }
        foreach (CaseResult failure in _failures.Take(15))
        {
            text.AppendLine($"  input:   {failure.Input}");
            text.AppendLine($"  package: {failure.Package}");
            text.AppendLine($"  strata:  {failure.Strata}");
        }
        return text.ToString();
    }

    public bool Passed => _failures.Count == 0;
}
