// Layout operations at 1 Ki, 64 Ki and 16 Mi float elements (square 2-D shapes), measured for
// System.Numerics.Tensors 11.0.0 (PackageLayoutBenchmarks) and for Strata through P/Invoke
// (StrataLayoutBenchmarks) on the same data. Sources are filled once and destinations
// preallocated, so only the operation is timed. The strided copy reads a transposed view.
using BenchmarkDotNet.Attributes;
using Snt = System.Numerics.Tensors;

namespace Strata.Bench;

[MemoryDiagnoser(false)]
public abstract class LayoutData
{
    protected float[] Source = [];
    protected float[] Other = [];
    protected float[] Destination = [];
    protected nint Side;

    /// <summary>Elements per tensor: 1 Ki, 64 Ki, 16 Mi.</summary>
    [Params(1 << 10, 1 << 16, 1 << 24)]
    public int N { get; set; }

    protected void CreateData()
    {
        Side = (nint)Math.Sqrt(N);
        Source = new float[N];
        Destination = new float[N];
        var random = new Random(1);
        for (int i = 0; i < N; i++) Source[i] = random.NextSingle();
        Other = (float[])Source.Clone();
    }
}

public class PackageLayoutBenchmarks : LayoutData
{
    private Snt.Tensor<float> _source = null!;
    private Snt.Tensor<float> _other = null!;
    private Snt.Tensor<float> _destination = null!;

    [GlobalSetup]
    public void Setup()
    {
        CreateData();
        _source = Snt.Tensor.Create(Source, [Side, Side]);
        _other = Snt.Tensor.Create(Other, [Side, Side]);
        _destination = Snt.Tensor.Create(Destination, [Side, Side]);
    }

    private Snt.ReadOnlyTensorSpan<float> Transposed => new(Source, [Side, Side], [1, Side]);

    [Benchmark]
    public void DenseCopy() => _source.AsReadOnlyTensorSpan().CopyTo(_destination);

    [Benchmark]
    public void StridedCopy() => Transposed.CopyTo(_destination);

    [Benchmark]
    public void Reverse() => Snt.Tensor.Reverse<float>(_source, _destination);

    [Benchmark]
    public void Resize() => Snt.Tensor.ResizeTo(_source, _destination);

    [Benchmark]
    public void Fill() => _destination.Fill(1.5f);

    [Benchmark]
    public void Add() => Snt.Tensor.Add<float>(_source, _other, _destination);
}

public class StrataLayoutBenchmarks : LayoutData
{
    private Tensor<float> _source = null!;
    private Tensor<float> _transposed = null!;
    private Tensor<float> _other = null!;
    private Tensor<float> _destination = null!;

    [GlobalSetup]
    public void Setup()
    {
        CreateData();
        _source = Tensor.CreateCopy<float>(Source, [Side, Side]);
        _other = Tensor.CreateCopy<float>(Other, [Side, Side]);
        _transposed = Tensor.Transpose(_source);
        _destination = Tensor.CreateFromShape<float>([Side, Side]);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _transposed.Dispose();
        _source.Dispose();
        _other.Dispose();
        _destination.Dispose();
    }

    [Benchmark]
    public void DenseCopy() => _source.CopyTo(_destination);

    [Benchmark]
    public void StridedCopy() => _transposed.CopyTo(_destination);

    [Benchmark]
    public void Reverse() => Tensor.Reverse(_source, _destination);

    [Benchmark]
    public void Resize() => Tensor.ResizeTo(_source, _destination);

    [Benchmark]
    public void Fill() => _destination.Fill(1.5f);

    [Benchmark]
    public void Add() => Tensor.Add(_source, _other, _destination);
}

/// <summary>The cost of crossing into libstrata.so for a call that does nothing.</summary>
public class CallBenchmarks
{
    [Benchmark]
    public int StrataVersion() => StrataLibrary.Version;
}
