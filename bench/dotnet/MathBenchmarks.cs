// Unary math functions at 1 Mi elements, float and double, measured for System.Numerics.Tensors
// 11.0.0 (the baseline of each function) and for Strata through P/Invoke on the same data in the
// same run; the Ratio column is Strata's time over the package's. One list, Functions, maps each
// function to its argument range and the two calls; the Function parameter selects an entry.
// Sources are filled once (uniform over the range, same seed for both sides) and destinations
// preallocated, so only the function is timed.
using System.Numerics;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using Snt = System.Numerics.Tensors;

namespace Strata.Bench;

[MemoryDiagnoser(false)]
[GroupBenchmarksBy(BenchmarkLogicalGroupRule.ByCategory, BenchmarkLogicalGroupRule.ByParams)]
[CategoriesColumn]
public abstract class MathBenchmarks<T> where T : unmanaged, IFloatingPointIeee754<T>
{
    public delegate void PackageCall(in Snt.ReadOnlyTensorSpan<T> x, in Snt.TensorSpan<T> destination);

    /// <summary>A function's argument range [Low, High] and its package and Strata calls.</summary>
    public sealed record Entry(double Low, double High, PackageCall Package, Action<NativeTensor<T>, NativeTensor<T>> Strata);

    private const int N = 1 << 20;

    private static readonly Dictionary<string, Entry> Table = new()
    {
        ["Exp"] = new(-10, 10, (in x, in d) => Snt.Tensor.Exp(x, d), NativeTensor.Exp),
        ["Exp2"] = new(-10, 10, (in x, in d) => Snt.Tensor.Exp2(x, d), NativeTensor.Exp2),
        ["Exp10"] = new(-5, 5, (in x, in d) => Snt.Tensor.Exp10(x, d), NativeTensor.Exp10),
        ["ExpM1"] = new(-10, 10, (in x, in d) => Snt.Tensor.ExpM1(x, d), NativeTensor.ExpM1),
        ["Exp2M1"] = new(-10, 10, (in x, in d) => Snt.Tensor.Exp2M1(x, d), NativeTensor.Exp2M1),
        ["Exp10M1"] = new(-5, 5, (in x, in d) => Snt.Tensor.Exp10M1(x, d), NativeTensor.Exp10M1),
        ["Log"] = new(1e-3, 1e3, (in x, in d) => Snt.Tensor.Log(x, d), NativeTensor.Log),
        ["Log2"] = new(1e-3, 1e3, (in x, in d) => Snt.Tensor.Log2(x, d), NativeTensor.Log2),
        ["Log10"] = new(1e-3, 1e3, (in x, in d) => Snt.Tensor.Log10(x, d), NativeTensor.Log10),
        ["LogP1"] = new(-0.9, 1e3, (in x, in d) => Snt.Tensor.LogP1(x, d), NativeTensor.LogP1),
        ["Log2P1"] = new(-0.9, 1e3, (in x, in d) => Snt.Tensor.Log2P1(x, d), NativeTensor.Log2P1),
        ["Log10P1"] = new(-0.9, 1e3, (in x, in d) => Snt.Tensor.Log10P1(x, d), NativeTensor.Log10P1),
        ["Sin"] = new(-100, 100, (in x, in d) => Snt.Tensor.Sin(x, d), NativeTensor.Sin),
        ["Cos"] = new(-100, 100, (in x, in d) => Snt.Tensor.Cos(x, d), NativeTensor.Cos),
        ["Tan"] = new(-100, 100, (in x, in d) => Snt.Tensor.Tan(x, d), NativeTensor.Tan),
        ["SinPi"] = new(-100, 100, (in x, in d) => Snt.Tensor.SinPi(x, d), NativeTensor.SinPi),
        ["CosPi"] = new(-100, 100, (in x, in d) => Snt.Tensor.CosPi(x, d), NativeTensor.CosPi),
        ["TanPi"] = new(-100, 100, (in x, in d) => Snt.Tensor.TanPi(x, d), NativeTensor.TanPi),
        ["Asin"] = new(-1, 1, (in x, in d) => Snt.Tensor.Asin(x, d), NativeTensor.Asin),
        ["Acos"] = new(-1, 1, (in x, in d) => Snt.Tensor.Acos(x, d), NativeTensor.Acos),
        ["Atan"] = new(-100, 100, (in x, in d) => Snt.Tensor.Atan(x, d), NativeTensor.Atan),
        ["AsinPi"] = new(-1, 1, (in x, in d) => Snt.Tensor.AsinPi(x, d), NativeTensor.AsinPi),
        ["AcosPi"] = new(-1, 1, (in x, in d) => Snt.Tensor.AcosPi(x, d), NativeTensor.AcosPi),
        ["AtanPi"] = new(-100, 100, (in x, in d) => Snt.Tensor.AtanPi(x, d), NativeTensor.AtanPi),
        ["Sinh"] = new(-10, 10, (in x, in d) => Snt.Tensor.Sinh(x, d), NativeTensor.Sinh),
        ["Cosh"] = new(-10, 10, (in x, in d) => Snt.Tensor.Cosh(x, d), NativeTensor.Cosh),
        ["Tanh"] = new(-5, 5, (in x, in d) => Snt.Tensor.Tanh(x, d), NativeTensor.Tanh),
        ["Asinh"] = new(-100, 100, (in x, in d) => Snt.Tensor.Asinh(x, d), NativeTensor.Asinh),
        ["Acosh"] = new(1, 100, (in x, in d) => Snt.Tensor.Acosh(x, d), NativeTensor.Acosh),
        ["Atanh"] = new(-0.99, 0.99, (in x, in d) => Snt.Tensor.Atanh(x, d), NativeTensor.Atanh),
        ["Sigmoid"] = new(-10, 10, (in x, in d) => Snt.Tensor.Sigmoid(x, d), NativeTensor.Sigmoid),
        ["Sqrt"] = new(0, 1e3, (in x, in d) => Snt.Tensor.Sqrt(x, d), NativeTensor.Sqrt),
        ["Cbrt"] = new(-1e3, 1e3, (in x, in d) => Snt.Tensor.Cbrt(x, d), NativeTensor.Cbrt),
    };

    /// <summary>Every function of the table, or those STRATA_BENCH_FUNCTIONS names (comma-separated,
    /// e.g. "Tanh,Log"), to time a few without the whole table.</summary>
    public static IEnumerable<string> Functions =>
        Environment.GetEnvironmentVariable("STRATA_BENCH_FUNCTIONS") is { Length: > 0 } names
            ? names.Split(',', StringSplitOptions.TrimEntries).Where(Table.ContainsKey)
            : Table.Keys;

    private T[] _sourceArray = [];
    private T[] _destinationArray = [];
    private Snt.Tensor<T> _packageSource = null!;
    private Snt.Tensor<T> _packageDestination = null!;
    private NativeTensor<T> _source = null!;
    private NativeTensor<T> _destination = null!;
    private Entry _entry = null!;

    [ParamsSource(nameof(Functions))]
    public string Function { get; set; } = "";

    [GlobalSetup]
    public void Setup()
    {
        _entry = Table[Function];
        _sourceArray = new T[N];
        _destinationArray = new T[N];
        var random = new Random(1);
        for (int i = 0; i < N; i++)
            _sourceArray[i] = T.CreateChecked(_entry.Low + (_entry.High - _entry.Low) * random.NextDouble());

        _packageSource = Snt.Tensor.Create(_sourceArray, [N]);
        _packageDestination = Snt.Tensor.Create(_destinationArray, [N]);
        _source = NativeTensor.CreateCopy<T>(_sourceArray, [N]);
        _destination = NativeTensor.CreateFromShape<T>([N]);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _source.Dispose();
        _destination.Dispose();
    }

    [Benchmark(Baseline = true)]
    public void Package() => _entry.Package(_packageSource, _packageDestination);

    [Benchmark]
    public void Strata() => _entry.Strata(_source, _destination);
}

[BenchmarkCategory("float")]
public class FloatMathBenchmarks : MathBenchmarks<float>;

[BenchmarkCategory("double")]
public class DoubleMathBenchmarks : MathBenchmarks<double>;
