// The span overloads at 1 Ki, 64 Ki and 16 Mi float elements (square 2-D shapes): the package's
// own function on TensorSpan<T>/ReadOnlyTensorSpan<T> (the baseline of each category) against
// NativeTensor's overload of the same name on the same spans, which pins them and runs the native
// kernel on their memory. Arrays are filled once; every call writes the same destination array.
// The transpose reads a transposed span (strides [1, side]) into a dense one; the math rows are
// Add (two sources) and Exp (one).
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using Snt = System.Numerics.Tensors;

namespace Strata.Bench;

[MemoryDiagnoser(false)]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory, BenchmarkLogicalGroupRule.ByParams)]
[CategoriesColumn]
public class SpanBenchmarks
{
    private float[] _x = [];
    private float[] _y = [];
    private float[] _destination = [];
    private nint _side;

    /// <summary>Elements per span: 1 Ki, 64 Ki, 16 Mi.</summary>
    [Params(1 << 10, 1 << 16, 1 << 24)]
    public int N { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _side = (nint)Math.Sqrt(N);
        _x = new float[N];
        _y = new float[N];
        _destination = new float[N];
        var random = new Random(1);
        for (int i = 0; i < N; i++)
        {
            _x[i] = random.NextSingle();
            _y[i] = random.NextSingle();
        }
    }

    private Snt.ReadOnlyTensorSpan<float> X => new(_x, [_side, _side], []);
    private Snt.ReadOnlyTensorSpan<float> Y => new(_y, [_side, _side], []);
    private Snt.ReadOnlyTensorSpan<float> XTransposed => new(_x, [_side, _side], [1, _side]);
    private Snt.TensorSpan<float> Destination => new(_destination, [_side, _side], []);

    [Benchmark(Baseline = true), BenchmarkCategory("SpanCopy")]
    public void PackageCopy() => X.CopyTo(Destination);

    [Benchmark, BenchmarkCategory("SpanCopy")]
    public void StrataCopy() => NativeTensor.CopyTo(X, Destination);

    [Benchmark(Baseline = true), BenchmarkCategory("SpanTranspose")]
    public void PackageTranspose() => XTransposed.CopyTo(Destination);

    [Benchmark, BenchmarkCategory("SpanTranspose")]
    public void StrataTranspose() => NativeTensor.CopyTo(XTransposed, Destination);

    [Benchmark(Baseline = true), BenchmarkCategory("SpanAdd")]
    public void PackageAdd() => Snt.Tensor.Add(X, Y, Destination);

    [Benchmark, BenchmarkCategory("SpanAdd")]
    public void StrataAdd() => NativeTensor.Add(X, Y, Destination);

    [Benchmark(Baseline = true), BenchmarkCategory("SpanExp")]
    public void PackageExp() => Snt.Tensor.Exp(X, Destination);

    [Benchmark, BenchmarkCategory("SpanExp")]
    public void StrataExp() => NativeTensor.Exp(X, Destination);

    [Benchmark(Baseline = true), BenchmarkCategory("SpanReverse")]
    public void PackageReverse() => Snt.Tensor.Reverse(X, Destination);

    [Benchmark, BenchmarkCategory("SpanReverse")]
    public void StrataReverse() => NativeTensor.Reverse(X, Destination);
}
