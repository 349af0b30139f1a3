// Runs one case through both libraries and compares what they did: a description of the result
// (values, lengths, strides, flags, written storage) or the exact exception type. A difference
// fails the run unless an allow-list entry (a documented, deliberate divergence) claims it.
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

    public int Cases { get; private set; }

    public int Skipped { get; private set; }

    public IReadOnlyDictionary<string, int> Allowed => _allowed;

    /// <summary>The outcome of action: its description, or "throws ExceptionType".</summary>
    public static string Run(Func<string> action)
    {
        try
        {
            return action();
        }
        catch (Exception e)
        {
            return "throws " + e.GetType().Name;
        }
    }

    public void Skip() => Skipped++;

    public void Compare(string input, Func<string> package, Func<string> strata)
    {
        Cases++;
        var result = new CaseResult(operation, input, Run(package), Run(strata));
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

    public string Report()
    {
        var text = new StringBuilder();
        text.AppendLine($"{operation}: {Cases} cases, {Skipped} skipped (input layouts the package rejects; the create operations compare those), {_failures.Count} differences");
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
