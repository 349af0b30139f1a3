// Layout operations at 1 Ki, 64 Ki and 16 Mi float elements (square 2-D shapes), measured for
// System.Numerics.Tensors 11.0.0 (the baseline of each category) and for Strata through P/Invoke
// on the same data in the same run; the Ratio column is Strata's time over the package's.
// Sources are filled once and destinations preallocated, so only the operation is timed. The
// strided copy reads a transposed view (strides [1, side]) into a dense destination.
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using Snt = System.Numerics.Tensors;

namespace Strata.Bench;

[MemoryDiagnoser(false)]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory, BenchmarkLogicalGroupRule.ByParams)]
[CategoriesColumn]
public class LayoutBenchmarks
{
    private float[] _sourceArray = [];
    private float[] _otherArray = [];
    private float[] _destinationArray = [];
    private nint _side;

    private Snt.Tensor<float> _packageSource = null!;
    private Snt.Tensor<float> _packageOther = null!;
    private Snt.Tensor<float> _packageDestination = null!;

    private NativeTensor<float> _source = null!;
    private NativeTensor<float> _transposed = null!;
    private NativeTensor<float> _other = null!;
    private NativeTensor<float> _destination = null!;

    /// <summary>Elements per tensor: 1 Ki, 64 Ki, 16 Mi.</summary>
    [Params(1 << 10, 1 << 16, 1 << 24)]
    public int N { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _side = (nint)Math.Sqrt(N);
        _sourceArray = new float[N];
        _destinationArray = new float[N];
        var random = new Random(1);
        for (int i = 0; i < N; i++) _sourceArray[i] = random.NextSingle();
        _otherArray = (float[])_sourceArray.Clone();

        _packageSource = Snt.Tensor.Create(_sourceArray, [_side, _side]);
        _packageOther = Snt.Tensor.Create(_otherArray, [_side, _side]);
        _packageDestination = Snt.Tensor.Create(_destinationArray, [_side, _side]);

        _source = NativeTensor.CreateCopy<float>(_sourceArray, [_side, _side]);
        _other = NativeTensor.CreateCopy<float>(_otherArray, [_side, _side]);
        _transposed = NativeTensor.Transpose(_source);
        _destination = NativeTensor.CreateFromShape<float>([_side, _side]);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _transposed.Dispose();
        _source.Dispose();
        _other.Dispose();
        _destination.Dispose();
    }

    private Snt.ReadOnlyTensorSpan<float> PackageTransposed => new(_sourceArray, [_side, _side], [1, _side]);

    [Benchmark(Baseline = true), BenchmarkCategory("DenseCopy")]
    public void PackageDenseCopy() => _packageSource.AsReadOnlyTensorSpan().CopyTo(_packageDestination);

    [Benchmark, BenchmarkCategory("DenseCopy")]
    public void StrataDenseCopy() => _source.CopyTo(_destination);

    [Benchmark(Baseline = true), BenchmarkCategory("StridedCopy")]
    public void PackageStridedCopy() => PackageTransposed.CopyTo(_packageDestination);

    [Benchmark, BenchmarkCategory("StridedCopy")]
    public void StrataStridedCopy() => _transposed.CopyTo(_destination);

    [Benchmark(Baseline = true), BenchmarkCategory("Reverse")]
    public void PackageReverse() => Snt.Tensor.Reverse<float>(_packageSource, _packageDestination);

    [Benchmark, BenchmarkCategory("Reverse")]
    public void StrataReverse() => NativeTensor.Reverse(_source, _destination);

    [Benchmark(Baseline = true), BenchmarkCategory("Resize")]
    public void PackageResize() => Snt.Tensor.ResizeTo(_packageSource, _packageDestination);

    [Benchmark, BenchmarkCategory("Resize")]
    public void StrataResize() => NativeTensor.ResizeTo(_source, _destination);

    [Benchmark(Baseline = true), BenchmarkCategory("Fill")]
    public void PackageFill() => _packageDestination.Fill(1.5f);

    [Benchmark, BenchmarkCategory("Fill")]
    public void StrataFill() => _destination.Fill(1.5f);

    [Benchmark(Baseline = true), BenchmarkCategory("Add")]
    public void PackageAdd() => Snt.Tensor.Add<float>(_packageSource, _packageOther, _packageDestination);

    [Benchmark, BenchmarkCategory("Add")]
    public void StrataAdd() => NativeTensor.Add(_source, _other, _destination);
}

/// <summary>The cost of crossing into libstrata.so for a call that does nothing (strata_version).</summary>
public class CallBenchmarks
{
    [Benchmark]
    public int StrataVersion() => StrataLibrary.Version;
}
