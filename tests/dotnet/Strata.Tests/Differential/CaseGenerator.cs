// Seeded random layouts for the differential suite: ranks 1–4, lengths biased towards 0 and 1,
// automatic or explicit strides (nested with gaps, zero strides, and deliberately invalid ones),
// backing arrays that are sometimes one element too short, and nonzero start offsets.
namespace Strata.Tests.Differential;

/// <summary>One layout over a backing array, as both libraries receive it.</summary>
public sealed record Layout(int[] Storage, int Start, nint[] Lengths, nint[] Strides)
{
    public override string ToString() =>
        $"storage {Storage.Length}, start {Start}, lengths [{string.Join(", ", Lengths)}], " +
        $"strides [{string.Join(", ", Strides)}]";
}

public sealed class CaseGenerator(int seed)
{
    private readonly Random _random = new(seed);

    public Random Random => _random;

    public int Next(int maxExclusive) => _random.Next(maxExclusive);

    public bool Chance(double p) => _random.NextDouble() < p;

    public nint[] Lengths(int maxRank = 4, int maxLength = 4)
    {
        int rank = 1 + _random.Next(maxRank);
        var lengths = new nint[rank];
        for (int d = 0; d < rank; d++)
        {
            double roll = _random.NextDouble();
            lengths[d] = roll < 0.08 ? 0 : roll < 0.3 ? 1 : 2 + _random.Next(maxLength - 1);
        }
        return lengths;
    }

    /// <summary>Explicit strides: nested in a random dimension order, with gaps, zero strides,
    /// and (rarely) an invalid stride. Empty means automatic.</summary>
    public nint[] Strides(nint[] lengths)
    {
        if (lengths.Length == 0 || Chance(0.35)) return [];
        int rank = lengths.Length;
        var strides = new nint[rank];
        int[] order = Enumerable.Range(0, rank).OrderBy(_ => _random.Next()).ToArray();
        nint next = 1;
        foreach (int d in order)
        {
            if (lengths[d] <= 1 || Chance(0.15))
            {
                strides[d] = 0;
                continue;
            }
            strides[d] = next + (Chance(0.3) ? _random.Next(3) : 0);
            next = strides[d] * lengths[d];
        }
        if (Chance(0.1))
        {
            int d = _random.Next(rank);
            strides[d] = _random.Next(4) switch
            {
                0 => -1,                   // negative
                1 => 1,                    // aliasing or a nonzero stride on a length ≤ 1 dimension
                2 => strides[d] + 1,       // shifted nesting
                _ => Math.Max(1, strides[d] - 1),
            };
        }
        return strides;
    }

    public static nint RequiredStorage(nint[] lengths, nint[] strides)
    {
        if (lengths.Any(l => l == 0)) return 0;
        if (strides.Length == 0) return lengths.Aggregate((nint)1, (a, b) => a * b);
        nint storage = 1;
        for (int d = 0; d < lengths.Length; d++) storage += (lengths[d] - 1) * Math.Max(strides[d], 0);
        return storage;
    }

    /// <summary>The storage position of every logical element of a (valid) layout.</summary>
    public static IEnumerable<nint> Offsets(Layout layout)
    {
        nint[] lengths = layout.Lengths;
        if (lengths.Any(l => l == 0)) yield break;
        nint[] strides = layout.Strides.Length > 0 ? layout.Strides : RowMajor(lengths);
        var index = new nint[lengths.Length];
        while (true)
        {
            nint offset = layout.Start;
            for (int d = 0; d < lengths.Length; d++) offset += index[d] * strides[d];
            yield return offset;
            int k = lengths.Length - 1;
            while (k >= 0 && ++index[k] == lengths[k]) index[k--] = 0;
            if (k < 0) yield break;
        }
    }

    private static nint[] RowMajor(nint[] lengths)
    {
        var strides = new nint[lengths.Length];
        nint product = 1;
        for (int d = lengths.Length - 1; d >= 0; d--)
        {
            strides[d] = product;
            product *= lengths[d];
        }
        return strides;
    }

    public Layout Layout(int maxRank = 4, int maxLength = 4, bool allowInvalid = true)
    {
        nint[] lengths = Lengths(maxRank, maxLength);
        nint[] strides = Strides(lengths);
        int start = Chance(0.3) ? _random.Next(3) : 0;
        int storage = start + (int)RequiredStorage(lengths, strides) + (Chance(0.3) ? _random.Next(3) : 0);
        if (allowInvalid && Chance(0.05) && storage > 0) storage--;
        return new Layout(Values(storage), start, lengths, strides);
    }

    public int[] Values(int count)
    {
        var values = new int[count];
        for (int i = 0; i < count; i++) values[i] = _random.Next(-50, 100);
        return values;
    }

    public NIndex Index(nint length)
    {
        nint value = _random.Next(-1, (int)length + 2);
        if (value < 0) return Chance(0.5) ? NIndex.FromEnd(0) : new NIndex(0);
        return Chance(0.35) ? NIndex.FromEnd(value) : NIndex.FromStart(value);
    }

    public NRange Range(nint length) =>
        Chance(0.1) ? NRange.All : new NRange(Index(length), Index(length));
}
