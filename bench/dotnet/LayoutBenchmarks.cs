// Layout operations at 1 Ki, 64 Ki and 16 Mi float elements (square 2-D shapes), each measured
// for System.Numerics.Tensors 11.0.0 (Package*) and for Strata through P/Invoke (Strata*).
// Sources are filled once; destinations are preallocated, so only the operation is timed.
using BenchmarkDotNet.Attributes;
using Snt = System.Numerics.Tensors;

namespace Strata.Bench;

[MemoryDiagnoser(false)]
public class LayoutBenchmarks
{
    private float[] _source = [];
    private float[] _destination = [];
    private nint _side;
    private Snt.Tensor<float> _packageSource = null!;
    private Snt.Tensor<float> _packageOther = null!;
    private Snt.Tensor<float> _packageDestination = null!;
    private Tensor<float> _strataSource = null!;
    private Tensor<float> _strataTransposed = null!;
    private Tensor<float> _strataOther = null!;
    private Tensor<float> _strataDestination = null!;

    /// <summary>Elements per tensor: 1 Ki, 64 Ki, 16 Mi.</summary>
    [Params(1 << 10, 1 << 16, 1 << 24)]
    public int N { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        _side = (nint)Math.Sqrt(N);
        _source = new float[N];
        _destination = new float[N];
        var random = new Random(1);
        for (int i = 0; i < N; i++) _source[i] = random.NextSingle();
        _packageSource = Snt.Tensor.Create(_source, [_side, _side]);
        _packageOther = Snt.Tensor.Create((float[])_source.Clone(), [_side, _side]);
        _packageDestination = Snt.Tensor.Create(_destination, [_side, _side]);
        _strataSource = Tensor.CreateCopy<float>(_source, [_side, _side]);
        _strataOther = Tensor.CreateCopy<float>(_source, [_side, _side]);
        _strataTransposed = Tensor.Transpose(_strataSource);
        _strataDestination = Tensor.CreateFromShape<float>([_side, _side]);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _strataTransposed.Dispose();
        _strataSource.Dispose();
        _strataOther.Dispose();
        _strataDestination.Dispose();
    }

    private Snt.ReadOnlyTensorSpan<float> PackageTransposed =>
        new(_source, [_side, _side], [1, _side]);

    [Benchmark]
    public void PackageDenseCopy() => _packageSource.AsReadOnlyTensorSpan().CopyTo(_packageDestination);

    [Benchmark]
    public void PackageStridedCopy() => PackageTransposed.CopyTo(_packageDestination);

    [Benchmark]
    public void PackageReverse() => Snt.Tensor.Reverse<float>(_packageSource, _packageDestination);

    [Benchmark]
    public void PackageResize() => Snt.Tensor.ResizeTo(_packageSource, _packageDestination);

    [Benchmark]
    public void PackageFill() => _packageDestination.Fill(1.5f);

    [Benchmark]
    public void PackageAdd() => Snt.Tensor.Add<float>(_packageSource, _packageOther, _packageDestination);

    [Benchmark]
    public void StrataDenseCopy() => _strataSource.CopyTo(_strataDestination);

    [Benchmark]
    public void StrataStridedCopy() => _strataTransposed.CopyTo(_strataDestination);

    [Benchmark]
    public void StrataReverse() => Tensor.Reverse(_strataSource, _strataDestination);

    [Benchmark]
    public void StrataResize() => Tensor.ResizeTo(_strataSource, _strataDestination);

    [Benchmark]
    public void StrataFill() => _strataDestination.Fill(1.5f);

    [Benchmark]
    public void StrataAdd() => Tensor.Add(_strataSource, _strataOther, _strataDestination);
}

/// <summary>The cost of crossing into libstrata.so for a call that does nothing.</summary>
public class CallBenchmarks
{
    [Benchmark]
    public int StrataVersion() => StrataLibrary.Version;
}
