// The span overloads (span_*): the package's operation on its TensorSpan<T>/ReadOnlyTensorSpan<T>
// against NativeTensor's overload of the same name on spans of the same layout over Strata's
// copy of the arrays, computed by the native kernels on that memory. Shared storage, overlaps,
// invalid shapes and the storage after a refused write are compared as for the tensor overloads.
using System.Buffers;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests.Differential;

internal static partial class Cases
{
    /// <summary>The prefix of the span operations.</summary>
    public const string SpanPrefix = "span_";

    /// <summary>The span operations, each the span form of the tensor operation after its prefix.</summary>
    public static readonly string[] SpanOperations =
    [
        "span_copy_to", "span_try_copy_to", "span_resize_to", "span_reverse_into", "span_reverse_dimension_into",
        "span_broadcast_to", "span_try_broadcast_to", "span_set_slice", "span_sequence_equal",
    ];

    private static bool RunSpanCase<T>(string operation, CaseGenerator g, Comparison c) where T : unmanaged, IEquatable<T>
    {
        switch (operation)
        {
            case "span_copy_to":
                WithPair<T>(g, c, (g, c, pair) => SpanWrite(c, pair, pair.Input + Fewer(pair),
                    (s, d) => s.CopyTo(d), (s, d) => NativeTensor.CopyTo(s, d)));
                break;
            case "span_try_copy_to":
                WithPair<T>(g, c, (g, c, pair) => SpanWrite(c, pair, pair.Input,
                    (s, d) => s.TryCopyTo(d).ToString(), (s, d) => NativeTensor.TryCopyTo(s, d).ToString()));
                break;
            case "span_resize_to":
                WithPair<T>(g, c, (g, c, pair) => SpanWrite(c, pair, pair.Input,
                    (s, d) => Snt.Tensor.ResizeTo(s, d), (s, d) => NativeTensor.ResizeTo(s, d)));
                break;
            case "span_reverse_into":
                WithPair<T>(g, c, (g, c, pair) => SpanWrite(c, pair, pair.Input,
                    (s, d) => Snt.Tensor.Reverse(s, d), (s, d) => NativeTensor.Reverse(s, d)));
                break;
            case "span_reverse_dimension_into":
                WithPair<T>(g, c, (g, c, pair) =>
                {
                    int dimension = g.Next(pair.Source.Lengths.Length + 2) - 1;
                    SpanWrite(c, pair, $"{pair.Input}; dimension {dimension}",
                        (s, d) => Snt.Tensor.ReverseDimension(s, d, dimension),
                        (s, d) => NativeTensor.ReverseDimension(s, d, dimension));
                });
                break;
            case "span_broadcast_to":
                WithPair<T>(g, c, (g, c, pair) => SpanWrite(c, pair, pair.Input,
                    (s, d) => Snt.Tensor.BroadcastTo(s, d), (s, d) => NativeTensor.BroadcastTo(s, d)));
                break;
            case "span_try_broadcast_to":
                WithPair<T>(g, c, (g, c, pair) => SpanWrite(c, pair, pair.Input,
                    (s, d) => Snt.Tensor.TryBroadcastTo(s, d).ToString(), (s, d) => NativeTensor.TryBroadcastTo(s, d).ToString()));
                break;
            case "span_set_slice":
                WithPair<T>(g, c, (g, c, pair) =>
                {
                    (NRange[] ranges, string input) = SetSliceCase(g, pair);
                    SpanWrite(c, pair, input,
                        (s, d) => Snt.Tensor.SetSlice(d, s, ranges), (s, d) => NativeTensor.SetSlice(d, s, ranges));
                });
                break;
            case "span_sequence_equal":
                WithPair<T>(g, c, (g, c, pair) => SpanWrite(c, pair, pair.Input,
                    (s, d) => Snt.Tensor.SequenceEqual(s, d).ToString(), (s, d) => NativeTensor.SequenceEqual(s, d).ToString()));
                break;
            default:
                return false;
        }
        return true;
    }

    private delegate void SpanAction<T>(Snt.ReadOnlyTensorSpan<T> source, Snt.TensorSpan<T> destination);

    private delegate string SpanQuery<T>(Snt.ReadOnlyTensorSpan<T> source, Snt.TensorSpan<T> destination);

    private static string Fewer<T>(Pair<T> pair) where T : unmanaged, IEquatable<T> =>
        Count(pair.Destination.Lengths) < Count(pair.Source.Lengths) ? FewerElements : "";

    private static void SpanWrite<T>(Comparison c, Pair<T> pair, string input, SpanAction<T> package, SpanAction<T> strata)
        where T : unmanaged, IEquatable<T> =>
        SpanWrite(c, pair, input,
            (Snt.ReadOnlyTensorSpan<T> s, Snt.TensorSpan<T> d) => { package(s, d); return "ok"; },
            (Snt.ReadOnlyTensorSpan<T> s, Snt.TensorSpan<T> d) => { strata(s, d); return "ok"; });

    private static void SpanWrite<T>(Comparison c, Pair<T> pair, string input, SpanQuery<T> package, SpanQuery<T> strata)
        where T : unmanaged, IEquatable<T> =>
        CompareWrite(c, input, pair,
            () => package(pair.PackageSource().AsReadOnlyTensorSpan(), pair.PackageDestination().AsTensorSpan()),
            () => strata(pair.SpanSource().AsReadOnlyTensorSpan(), pair.SpanDestination().AsTensorSpan()));
}
