// NativeTensor<T> through System.Numerics.Tensors 11.0.0's IReadOnlyTensor<TSelf, T> and
// ITensor<TSelf, T>: generic helpers constrained on the interfaces run the same code on the
// package's Tensor<T> and on NativeTensor<T> (random shapes and layouts, float, double and int)
// and every observation (lengths, strides, elements, slices, spans, copies, writes, exception
// types) must agree. The members documented as differing (Empty, IsPinned, ToDenseTensor of a
// dense tensor) and read-only tensors refusing the writable members have their own tests.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Numerics;
using System.Runtime.CompilerServices;
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class TensorInterfaceTests
{
    private const int Cases = 150;

    private static string Text(object? value) => value switch
    {
        null => "null",
        string s => s,
        IEnumerable e => "[" + string.Join(",", e.Cast<object>().Select(Text)) + "]",
        _ => value.ToString()!,
    };

    // Runs read and records its result as text, or the type of what it threw.
    private static void Note(List<string> seen, string what, Func<object?> read)
    {
        try { seen.Add($"{what}: {Text(read())}"); }
        catch (Exception e) { seen.Add($"{what} threw {e.GetType().Name}"); }
    }

    private static void Release<TTensor>(TTensor tensor) => (tensor as IDisposable)?.Dispose();

    private static T[] Flat<TTensor, T>(TTensor t) where TTensor : Snt.IReadOnlyTensor<TTensor, T>
    {
        var values = new T[t.FlattenedLength];
        t.FlattenTo(values);
        return values;
    }

    private static T[] Flat<T>(Snt.ReadOnlyTensorSpan<T> span)
    {
        var values = new T[span.FlattenedLength];
        span.FlattenTo(values);
        return values;
    }

    // Every index tuple of lengths in row-major order.
    private static IEnumerable<nint[]> AllIndexes(nint[] lengths)
    {
        if (lengths.Any(l => l == 0)) yield break;
        var index = new nint[lengths.Length];
        while (true)
        {
            yield return (nint[])index.Clone();
            int d = lengths.Length - 1;
            while (d >= 0 && ++index[d] == lengths[d]) index[d--] = 0;
            if (d < 0) yield break;
        }
    }

    private static nint[] RandomStarts(Random random, nint[] lengths) =>
        lengths.Select(l => (nint)random.Next(0, (int)l + (random.Next(10) == 0 ? 2 : 1))).ToArray();

    private static NRange[] RandomRanges(Random random, nint[] lengths) => lengths.Select(l =>
    {
        int start = random.Next(0, (int)l + 1);
        int end = random.Next(start, (int)l + (random.Next(12) == 0 ? 2 : 1));
        return new NRange(start, end);
    }).ToArray();

    // The observations generic code can make through IReadOnlyTensor<TSelf, T>; the random inputs
    // come from seed only, so both implementations get the same ones.
    private static List<string> ObserveReadOnly<TTensor, T>(TTensor t, int seed)
        where TTensor : Snt.IReadOnlyTensor<TTensor, T>
    {
        var random = new Random(seed);
        var seen = new List<string>();
        nint[] lengths = t.Lengths.ToArray();
        Note(seen, "rank", () => t.Rank);
        Note(seen, "lengths", () => t.Lengths.ToArray());
        Note(seen, "flattened length", () => t.FlattenedLength);
        Note(seen, "empty", () => t.IsEmpty);
        // Empty views: flags and strides differ by design (capi/dotnet/README.md, "empty views").
        if (!t.IsEmpty) Note(seen, "layout", () => new object[] { t.IsDense, t.HasAnyDenseDimensions, Text(t.Strides.ToArray()) });
        foreach (nint[] index in AllIndexes(lengths))
        {
            NIndex[] fromEnd = index.Select((i, d) => NIndex.FromEnd(lengths[d] - i)).ToArray();
            Note(seen, $"t[{Text(index)}]", () => t[index]);
            Note(seen, $"t[^{Text(index)}]", () => t[fromEnd]);
            Note(seen, $"object t[{Text(index)}]", () => ((Snt.IReadOnlyTensor)t)[index]);
        }
        nint[] outside = lengths.Select(l => l).ToArray();
        Note(seen, "index outside", () => t[outside]);
        Note(seen, "index of rank + 1", () => t[new nint[t.Rank + 1]]);

        int n = (int)t.FlattenedLength;
        Note(seen, "FlattenTo", () => Flat<TTensor, T>(t));
        foreach (int size in new[] { n - 1, n + 1 }.Where(s => s >= 0))
        {
            var buffer = new T[size];
            Note(seen, $"TryFlattenTo({size})", () => new object[] { t.TryFlattenTo(buffer), Text(buffer) });
        }
        foreach (nint[] shape in new[] { lengths, [n], [Math.Max(n - 1, 0)] })
        {
            var buffer = new T[shape.Aggregate((nint)1, (a, l) => a * l)];
            Note(seen, $"CopyTo {Text(shape)}", () => { t.CopyTo(new Snt.TensorSpan<T>(buffer, shape)); return buffer; });
            var other = new T[buffer.Length];
            Note(seen, $"TryCopyTo {Text(shape)}", () => new object[] { t.TryCopyTo(new Snt.TensorSpan<T>(other, shape)), Text(other) });
        }

        nint[] starts = RandomStarts(random, lengths);
        NIndex[] indexStarts = starts.Select(s => (NIndex)s).ToArray();
        NRange[] ranges = RandomRanges(random, lengths);
        void Sub(string what, Func<TTensor> make) => Note(seen, what, () =>
        {
            TTensor sub = make();
            try { return new object[] { Text(sub.Lengths.ToArray()), Text(Flat<TTensor, T>(sub)) }; }
            finally { Release(sub); }
        });
        Sub($"Slice(nint {Text(starts)})", () => t.Slice(starts));
        Sub($"Slice(NIndex {Text(starts)})", () => t.Slice(indexStarts));
        Sub($"Slice({Text(ranges)})", () => t.Slice(ranges));
        Sub($"t[{Text(ranges)}]", () => t[ranges]);
        Note(seen, "AsReadOnlyTensorSpan(nint)", () => Flat(t.AsReadOnlyTensorSpan(starts)));
        Note(seen, "AsReadOnlyTensorSpan(NIndex)", () => Flat(t.AsReadOnlyTensorSpan(indexStarts)));
        Note(seen, "AsReadOnlyTensorSpan(NRange)", () => Flat(t.AsReadOnlyTensorSpan(ranges)));
        Note(seen, "AsReadOnlyTensorSpan()", () => Flat(t.AsReadOnlyTensorSpan()));

        int length = random.Next(0, n + 2);
        Note(seen, $"GetSpan({Text(starts)}, {length})", () => t.GetSpan(starts, length).ToArray());
        Note(seen, $"GetSpan(NIndex, {length})", () => t.GetSpan(indexStarts, length).ToArray());
        Note(seen, $"TryGetSpan({length})", () => new object[] { t.TryGetSpan(starts, length, out ReadOnlySpan<T> s), Text(s.ToArray()) });
        Note(seen, $"TryGetSpan(NIndex, {length})", () => new object[] { t.TryGetSpan(indexStarts, length, out ReadOnlySpan<T> s), Text(s.ToArray()) });
        int dimension = random.Next(0, t.Rank + 1);
        Note(seen, $"GetDimensionSpan({dimension})", () =>
        {
            Snt.ReadOnlyTensorDimensionSpan<T> slices = t.GetDimensionSpan(dimension);
            var texts = new List<string>();
            for (nint i = 0; i < slices.Length; i++) texts.Add(Text(Flat(slices[i])));
            return texts;
        });
        Note(seen, "GetPinnableReference", () =>
        {
            ref readonly T first = ref t.GetPinnableReference();
            return Unsafe.IsNullRef(in first) ? "null" : first;
        });
        Note(seen, "ToDenseTensor", () =>
        {
            TTensor dense = t.ToDenseTensor();
            try { return new object[] { Text(dense.Lengths.ToArray()), dense.IsDense, Text(Flat<TTensor, T>(dense)) }; }
            finally { if (!ReferenceEquals(dense, t)) Release(dense); }
        });
        return seen;
    }

    // Writes through every writable member of ITensor<TSelf, T>, then observes the elements.
    private static List<string> MutateAndObserve<TTensor, T>(TTensor t, int seed)
        where TTensor : Snt.ITensor<TTensor, T>
        where T : INumber<T>
    {
        var random = new Random(seed);
        var seen = new List<string>();
        T Next() => T.CreateTruncating(random.Next(-99, 100));
        nint[] lengths = t.Lengths.ToArray();
        nint[][] indexes = AllIndexes(lengths).ToArray();
        nint[] Pick() => indexes[random.Next(indexes.Length)];
        if (indexes.Length > 0)
        {
            T a = Next(), b = Next(), c = Next();
            nint[] i1 = Pick(), i2 = Pick(), i3 = Pick();
            Note(seen, "ref write", () => { t[i1] = a; return t[i1]; });
            Note(seen, "ref add", () => { ref T r = ref t[i2]; r += T.One; return r; });
            NIndex[] fromEnd = i3.Select((i, d) => NIndex.FromEnd(lengths[d] - i)).ToArray();
            Note(seen, "ref write from end", () => { t[fromEnd] = b; return t[i3]; });
            Note(seen, "object write", () => { ((Snt.ITensor)t)[Pick()] = c; return Flat<TTensor, T>(t); });
            Note(seen, "object write of another type", () => { ((Snt.ITensor)t)[Pick()] = "text"; return null; });
            Note(seen, "pinnable reference write", () => { t.GetPinnableReference() = a * b; return t[new nint[t.Rank]]; });
        }
        NRange[] ranges = RandomRanges(random, lengths);
        T fill = Next(), boxed = Next();
        Note(seen, "Fill slice", () =>
        {
            TTensor slice = t[ranges];
            try { slice.Fill(fill); return Flat<TTensor, T>(t); }
            finally { Release(slice); }
        });
        Note(seen, "Fill(object)", () =>
        {
            TTensor slice = t.Slice(RandomRanges(random, lengths));
            try { ((Snt.ITensor)slice).Fill(boxed); return Flat<TTensor, T>(t); }
            finally { Release(slice); }
        });
        Note(seen, "Fill(object of another type)", () => { ((Snt.ITensor)t).Fill(1m); return null; });
        Note(seen, "Clear slice", () =>
        {
            TTensor slice = t.Slice(RandomRanges(random, lengths));
            try { slice.Clear(); return Flat<TTensor, T>(t); }
            finally { Release(slice); }
        });
        NRange[] target = RandomRanges(random, lengths);
        T[] newValues = Enumerable.Range(0, 64).Select(_ => Next()).ToArray();
        Note(seen, "set ranges", () =>
        {
            nint[] shape = target.Select((r, d) => (nint)(r.End.GetOffset(lengths[d]) - r.Start.GetOffset(lengths[d]))).ToArray();
            TTensor values = TTensor.CreateFromShape(shape, false);
            try
            {
                int k = 0;
                foreach (nint[] index in AllIndexes(shape)) values[index] = newValues[k++];
                t[target] = values;
                return Flat<TTensor, T>(t);
            }
            finally { Release(values); }
        });
        T spanValue = Next();
        NRange[] spanRanges = RandomRanges(random, lengths);
        Note(seen, "AsTensorSpan(ranges) write", () =>
        {
            Snt.TensorSpan<T> span = t.AsTensorSpan(spanRanges);
            span.Fill(spanValue);
            return Flat<TTensor, T>(t);
        });
        nint[] starts = RandomStarts(random, lengths);
        Note(seen, "AsTensorSpan(nint) write", () =>
        {
            Snt.TensorSpan<T> span = t.AsTensorSpan(starts);
            span.Clear();
            return Flat<TTensor, T>(t);
        });
        int length = random.Next(0, (int)t.FlattenedLength + 1);
        T run = Next();
        Note(seen, "GetSpan write", () => { t.GetSpan(starts, length).Fill(run); return Flat<TTensor, T>(t); });
        Note(seen, "TryGetSpan write", () =>
        {
            bool found = t.TryGetSpan(starts.Select(s => (NIndex)s).ToArray(), length, out Span<T> span);
            span.Fill(run + T.One);
            return new object[] { found, Text(Flat<TTensor, T>(t)) };
        });
        Note(seen, "GetDimensionSpan write", () =>
        {
            Snt.TensorDimensionSpan<T> slices = t.GetDimensionSpan(0);
            slices[slices.Length - 1].Fill(run * run);
            return Flat<TTensor, T>(t);
        });
        Note(seen, "AsTensorSpan()", () => Flat<T>(t.AsTensorSpan()));
        return seen;
    }

    // The same values as a package tensor and a native tensor, optionally permuted alike.
    private static (Snt.Tensor<T> Package, NativeTensor<T> Native) Pair<T>(Random random, bool allowEmpty)
        where T : unmanaged, INumber<T>
    {
        nint[] lengths = Enumerable.Range(0, random.Next(1, 4))
            .Select(_ => (nint)random.Next(allowEmpty && random.Next(8) == 0 ? 0 : 1, 5)).ToArray();
        int count = (int)lengths.Aggregate((nint)1, (a, l) => a * l);
        T[] values = Enumerable.Range(0, count).Select(_ => T.CreateTruncating(random.Next(-1000, 1000))).ToArray();
        Snt.Tensor<T> package = Snt.Tensor.Create((T[])values.Clone(), lengths);
        NativeTensor<T> native = NativeTensor.CreateCopy<T>(values, lengths);
        if (random.Next(2) == 0)
        {
            int[] order = Enumerable.Range(0, lengths.Length).OrderBy(_ => random.Next()).ToArray();
            package = Snt.Tensor.PermuteDimensions(package, order);
            NativeTensor<T> permuted = NativeTensor.PermuteDimensions(native, order);
            native.Dispose();
            native = permuted;
        }
        return (package, native);
    }

    // Each member named in prefixes must have answered (not thrown) in at least a tenth of the
    // cases, so that agreement is not only agreement on exceptions.
    private static void RequireAnswers(List<string> lines, params string[] prefixes)
    {
        foreach (string prefix in prefixes)
        {
            int answered = lines.Count(l => l.StartsWith(prefix, StringComparison.Ordinal) && !l.Contains(" threw ", StringComparison.Ordinal));
            Assert.True(answered >= Cases / 10, $"{prefix} answered {answered} times");
        }
    }

    private static void MembersAgree<T>(int seed, Func<Snt.Tensor<T>, int, List<string>> package,
                                        Func<NativeTensor<T>, int, List<string>> native, params string[] required)
        where T : unmanaged, INumber<T>
    {
        var random = new Random(seed);
        var all = new List<string>();
        for (int n = 0; n < Cases; n++)
        {
            (Snt.Tensor<T> theirs, NativeTensor<T> ours) = Pair<T>(random, allowEmpty: true);
            using (ours)
            {
                List<string> expected = package(theirs, n);
                Assert.Equal(expected, native(ours, n));
                all.AddRange(expected);
            }
        }
        RequireAnswers(all, required);
    }

    private static void ReadOnlyMembersAgree<T>(int seed) where T : unmanaged, INumber<T> =>
        MembersAgree<T>(seed, ObserveReadOnly<Snt.Tensor<T>, T>, ObserveReadOnly<NativeTensor<T>, T>,
                        "t[", "object t[", "FlattenTo", "TryFlattenTo", "CopyTo", "TryCopyTo", "Slice(nint", "Slice(NIndex",
                        "Slice([", "AsReadOnlyTensorSpan(", "GetSpan(", "TryGetSpan(", "GetDimensionSpan",
                        "GetPinnableReference", "ToDenseTensor", "layout");

    private static void WritableMembersAgree<T>(int seed) where T : unmanaged, INumber<T> =>
        MembersAgree<T>(seed, MutateAndObserve<Snt.Tensor<T>, T>, MutateAndObserve<NativeTensor<T>, T>,
                        "ref write", "ref add", "ref write from end", "object write:", "pinnable reference write",
                        "Fill slice", "Fill(object):", "Clear slice", "set ranges", "AsTensorSpan(ranges) write",
                        "AsTensorSpan(nint) write", "GetSpan write", "TryGetSpan write", "GetDimensionSpan write");

    [Fact] public void ReadOnlyMembersAgreeWithThePackageForFloat() => ReadOnlyMembersAgree<float>(11);
    [Fact] public void ReadOnlyMembersAgreeWithThePackageForDouble() => ReadOnlyMembersAgree<double>(12);
    [Fact] public void ReadOnlyMembersAgreeWithThePackageForInt() => ReadOnlyMembersAgree<int>(13);
    [Fact] public void WritableMembersAgreeWithThePackageForFloat() => WritableMembersAgree<float>(21);
    [Fact] public void WritableMembersAgreeWithThePackageForDouble() => WritableMembersAgree<double>(22);
    [Fact] public void WritableMembersAgreeWithThePackageForInt() => WritableMembersAgree<int>(23);

    // TSelf's static creators, called through the interface.
    private static List<string> Created<TTensor, T>(nint[] lengths, nint[] strides, T value)
        where TTensor : Snt.ITensor<TTensor, T>
    {
        var seen = new List<string>();
        void Make(string what, Func<TTensor> create, bool initialized) => Note(seen, what, () =>
        {
            TTensor t = create();
            try
            {
                var text = new List<string> { Text(t.Lengths.ToArray()), Text(t.Strides.ToArray()), Text(t.IsDense) };
                if (initialized) text.Add(Text(Flat<TTensor, T>(t)));
                t.Fill(value);
                text.Add(Text(Flat<TTensor, T>(t)));
                return text;
            }
            finally { Release(t); }
        });
        Make("CreateFromShape", () => TTensor.CreateFromShape(lengths, false), true);
        Make("CreateFromShape pinned", () => TTensor.CreateFromShape(lengths, true), true);
        Make("CreateFromShape strides", () => TTensor.CreateFromShape(lengths, strides, false), true);
        Make("CreateFromShapeUninitialized", () => TTensor.CreateFromShapeUninitialized(lengths, false), false);
        Make("CreateFromShapeUninitialized strides", () => TTensor.CreateFromShapeUninitialized(lengths, strides, true), false);
        return seen;
    }

    private static void StaticCreatorsAgree<T>(int seed) where T : unmanaged, INumber<T>
    {
        var random = new Random(seed);
        for (int n = 0; n < Cases; n++)
        {
            nint[] lengths = Enumerable.Range(0, random.Next(1, 4)).Select(_ => (nint)random.Next(1, 5)).ToArray();
            // Column-major strides (length-1 dimensions stride 0), a layout both accept.
            var strides = new nint[lengths.Length];
            nint step = 1;
            for (int d = 0; d < lengths.Length; d++)
            {
                strides[d] = lengths[d] == 1 ? 0 : step;
                step *= lengths[d];
            }
            T value = T.CreateTruncating(random.Next(-50, 50));
            Assert.Equal(Created<Snt.Tensor<T>, T>(lengths, strides, value), Created<NativeTensor<T>, T>(lengths, strides, value));
        }
    }

    [Fact] public void StaticCreatorsAgreeWithThePackageForFloat() => StaticCreatorsAgree<float>(31);
    [Fact] public void StaticCreatorsAgreeWithThePackageForDouble() => StaticCreatorsAgree<double>(32);
    [Fact] public void StaticCreatorsAgreeWithThePackageForInt() => StaticCreatorsAgree<int>(33);

    // The exception type of each writable member reached through ITensor<TSelf, T>.
    private static List<string> WritableAccess<TTensor, T>(TTensor t, T value) where TTensor : Snt.ITensor<TTensor, T>
    {
        var seen = new List<string>();
        nint[] zeros = new nint[t.Rank];
        NRange[] all = Enumerable.Repeat(NRange.All, t.Rank).ToArray();
        Note(seen, "ref indexer", () => { t[zeros] = value; return null; });
        Note(seen, "ref indexer NIndex", () => { t[zeros.Select(z => (NIndex)z).ToArray()] = value; return null; });
        Note(seen, "object indexer", () => { ((Snt.ITensor)t)[zeros] = value; return null; });
        Note(seen, "Fill", () => { t.Fill(value); return null; });
        Note(seen, "Fill(object)", () => { ((Snt.ITensor)t).Fill(value!); return null; });
        Note(seen, "Clear", () => { t.Clear(); return null; });
        Note(seen, "AsTensorSpan", () => t.AsTensorSpan().FlattenedLength);
        Note(seen, "AsTensorSpan(nint)", () => t.AsTensorSpan(zeros).FlattenedLength);
        Note(seen, "AsTensorSpan(NRange)", () => t.AsTensorSpan(all).FlattenedLength);
        Note(seen, "GetSpan", () => t.GetSpan(zeros, 1).Length);
        Note(seen, "TryGetSpan", () => t.TryGetSpan(zeros, 1, out Span<T> _));
        Note(seen, "GetDimensionSpan", () => t.GetDimensionSpan(0).Length);
        Note(seen, "GetPinnableReference", () => { t.GetPinnableReference() = value; return null; });
        Note(seen, "set ranges", () => { t[all] = t.Slice(all); return null; });
        return seen;
    }

    [Fact]
    public unsafe void ReadOnlyTensorsRefuseEveryWritableMemberAndAnswerTheReadOnlyOnes()
    {
        float[] storage = [1, 2, 3, 4, 5, 6];
        fixed (float* p = storage)
        {
            using NativeTensor<float> ro = NativeTensor.Wrap(p, storage.Length, [2, 3], readOnly: true);
            List<string> refused = WritableAccess<NativeTensor<float>, float>(ro, 9f);
            Assert.Equal(14, refused.Count);
            Assert.Equal(14, refused.Select(line => line.Split(" threw")[0]).Distinct().Count());
            Assert.All(refused, line => Assert.EndsWith("threw InvalidOperationException", line));
            Assert.Equal([1f, 2, 3, 4, 5, 6], storage);
            Snt.Tensor<float> package = Snt.Tensor.Create((float[])storage.Clone(), [2, 3]);
            Assert.Equal(ObserveReadOnly<Snt.Tensor<float>, float>(package, 5), ObserveReadOnly<NativeTensor<float>, float>(ro, 5));
        }
    }

    [Fact]
    public void EmptyIsTheRankZeroTensorAsThePackages()
    {
        using NativeTensor<double> empty = Empty<NativeTensor<double>, double>();
        Snt.Tensor<double> package = Empty<Snt.Tensor<double>, double>();
        Assert.Same(NativeTensor<double>.Empty, empty);
        Assert.Equal(package.Rank, empty.Rank);
        Assert.Equal(package.IsEmpty, empty.IsEmpty);
        Assert.Equal(package.FlattenedLength, empty.FlattenedLength);
    }

    private static TTensor Empty<TTensor, T>() where TTensor : Snt.IReadOnlyTensor<TTensor, T> => TTensor.Empty;

    [Fact]
    public void IsPinnedIsTrueAsForAPinnedPackageTensor()
    {
        using NativeTensor<int> native = NativeTensor.CreateFromShape<int>([2, 2]);
        Snt.Tensor<int> pinned = Snt.Tensor.CreateFromShape<int>([2, 2], pinned: true);
        Assert.Equal(((Snt.IReadOnlyTensor)pinned).IsPinned, ((Snt.IReadOnlyTensor)native).IsPinned);
        Assert.True(((Snt.IReadOnlyTensor)native).IsPinned);
    }

    [Fact]
    public void ToDenseTensorOfADenseTensorIsANewReferenceToTheSameStorage()
    {
        using NativeTensor<int> native = NativeTensor.CreateCopy<int>([1, 2, 3, 4, 5, 6], [2, 3]);
        Snt.Tensor<int> package = Snt.Tensor.Create(new[] { 1, 2, 3, 4, 5, 6 }, [2, 3]);
        Assert.Same(package, Dense<Snt.Tensor<int>, int>(package));
        NativeTensor<int> dense = Dense<NativeTensor<int>, int>(native);
        Assert.NotSame(native, dense);
        Assert.True(dense.IsSameViewAs(native));
        dense[1, 2] = 60;
        dense.Dispose();
        Assert.Equal(60, native[1, 2]);
    }

    private static TTensor Dense<TTensor, T>(TTensor t) where TTensor : Snt.IReadOnlyTensor<TTensor, T> => t.ToDenseTensor();
}
