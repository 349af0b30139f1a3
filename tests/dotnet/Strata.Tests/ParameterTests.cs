// Parameters and parameter tuples (seed 003's "Parameter" section): descriptions, shared
// storage, set_data, requires_grad, clone with a prefix, and handle lifetime.
using Xunit;
using static Strata.Tests.Seed003IndexingTests;

namespace Strata.Tests;

public sealed class ParameterTests
{
    [Fact]
    public void ATupleAndItsClonePrintLikeTheSeed()
    {
        using NativeTensor<long> xData = Arange(6, 2, 3);
        using NativeTensor<float> yData = NativeTensor.CreateFromShape<float>([1, 2, 3]);
        yData.Fill(1.0f); // initializer('ones', [1, 2, 3], float32)
        using var parameters = new ParameterTuple(
            Parameter.Create(xData, "x"), Parameter.Create(yData, "y"), Parameter.CreateScalar(2.0f, "z"));
        using ParameterTuple copy = parameters.Clone("params_copy");
        Assert.Equal("(Parameter (name=x, shape=(2, 3), dtype=Int64, requires_grad=True), " +
                     "Parameter (name=y, shape=(1, 2, 3), dtype=Float32, requires_grad=True), " +
                     "Parameter (name=z, shape=(), dtype=Float32, requires_grad=True))", parameters.ToString());
        Assert.Equal("(Parameter (name=params_copy.x, shape=(2, 3), dtype=Int64, requires_grad=True), " +
                     "Parameter (name=params_copy.y, shape=(1, 2, 3), dtype=Float32, requires_grad=True), " +
                     "Parameter (name=params_copy.z, shape=(), dtype=Float32, requires_grad=True))", copy.ToString());
        Assert.Equal(3, copy.Count);
        Assert.Equal(["params_copy.x", "params_copy.y", "params_copy.z"], copy.Select(p => p.Name));
    }

    [Fact]
    public void AClonedParameterHasItsOwnStorage()
    {
        using NativeTensor<float> data = NativeTensor.CreateCopy<float>([1, 2, 3]);
        using var tuple = new ParameterTuple(Parameter.Create(data, "b", requiresGrad: false));
        using ParameterTuple clone = tuple.Clone("c");
        using (NativeTensor<float> cloned = clone[0].GetData<float>())
        {
            cloned[0] = 50;
            AssertTensor([3], [50.0f, 2, 3], cloned);
        }
        AssertTensor([3], [1.0f, 2, 3], data);
        Assert.False(clone[0].RequiresGrad);
        Assert.Throws<ArgumentException>(() => tuple.Clone(""));
    }

    [Fact]
    public void AParameterSharesItsTensorsStorage()
    {
        using NativeTensor<float> bias = NativeTensor.CreateCopy<float>([-1.25f, -0.5f, 0.25f]);
        using Parameter b = Parameter.Create(bias, "b");
        Assert.Equal("b", b.Name);
        Assert.Equal(DType.Float32, b.DType);
        Assert.Equal("Parameter (name=b, shape=(3,), dtype=Float32, requires_grad=True)", b.ToString());
        using (NativeTensor<float> view = b.GetData<float>())
            view.IndexAssign([0], 1.0); // net.b[0] = 1.
        AssertTensor([3], [1.0f, -0.5f, 0.25f], bias);
        bias[2] = 9;
        using NativeTensor<float> again = b.GetData<float>();
        Assert.Equal(9, again[2]);
        Assert.Throws<ArrayTypeMismatchException>(() => b.GetData<int>());
    }

    [Fact]
    public void SetDataCastsAndRequiresTheSameShape()
    {
        using NativeTensor<float> bias = NativeTensor.CreateFromShape<float>([3]);
        using Parameter b = Parameter.Create(bias, "b");
        using NativeTensor<long> values = NativeTensor.CreateCopy<long>([3, 4, 5]); // NativeTensor([3, 4, 5]) holds int64
        b.SetData(values);
        AssertTensor([3], [3.0f, 4, 5], bias);
        using NativeTensor<float> wrong = NativeTensor.CreateFromShape<float>([2, 3]);
        var e = Assert.Throws<ArgumentException>(() => b.SetData(wrong));
        Assert.Equal(StrataStatus.ShapeMismatch, e.Data["Strata.Status"]);
        AssertTensor([3], [3.0f, 4, 5], bias);
    }

    [Fact]
    public void RequiresGradCanBeTurnedOff()
    {
        using NativeTensor<double> w = NativeTensor.CreateFromShape<double>([5, 3]);
        using Parameter p = Parameter.Create(w, "w");
        Assert.True(p.RequiresGrad);
        p.RequiresGrad = false;
        Assert.False(p.RequiresGrad);
        Assert.Equal("Parameter (name=w, shape=(5, 3), dtype=Float64, requires_grad=False)", p.ToString());
    }

    [Fact]
    public void AScalarParameterHoldsOneElementOfShapeOne()
    {
        using Parameter z = Parameter.CreateScalar(7, "z", requiresGrad: false);
        Assert.Equal(DType.Int32, z.DType);
        using NativeTensor<int> data = z.GetData<int>();
        AssertTensor([1], [7], data);
        Assert.Contains("shape=()", z.ToString());
        // The [1] it shows is what it takes; other lengths are refused and change nothing.
        using NativeTensor<int> nine = NativeTensor.CreateFromShape<int>([1]);
        nine[0] = 9;
        z.SetData(nine);
        using (NativeTensor<int> written = z.GetData<int>())
            AssertTensor([1], [9], written);
        using NativeTensor<int> two = NativeTensor.CreateFromShape<int>([2]);
        Assert.Throws<ArgumentException>(() => z.SetData(two));
        using (NativeTensor<int> unchanged = z.GetData<int>())
            AssertTensor([1], [9], unchanged);
    }

    [Fact]
    public void NamesAreUtf8AndMayNotContainNul()
    {
        using NativeTensor<int> data = NativeTensor.CreateFromShape<int>([1]);
        using Parameter p = Parameter.Create(data, "größe");
        Assert.Equal("größe", p.Name);
        Assert.Throws<ArgumentException>(() => Parameter.Create(data, "a\0b"));
        Assert.Throws<ArgumentNullException>(() => Parameter.Create(data, null!));
    }

    [Fact]
    public void ADisposedParameterIsRejected()
    {
        using NativeTensor<int> data = NativeTensor.CreateFromShape<int>([1]);
        Parameter p = Parameter.Create(data, "p");
        p.Dispose();
        Assert.Throws<ObjectDisposedException>(() => p.Name);
        var tuple = new ParameterTuple(p);
        Assert.Throws<ObjectDisposedException>(() => tuple.ToString());
    }
}

[Collection(nameof(NativeCounter))]
public sealed class ParameterLifetimeTests
{
    [Fact]
    public void DisposedParametersAndClonesLeaveNoLiveTensors()
    {
        GC.Collect();
        GC.WaitForPendingFinalizers();
        long before = StrataLibrary.LiveTensorCount;
        for (int i = 0; i < 2000; i++)
        {
            using NativeTensor<float> data = NativeTensor.CreateFromShape<float>([2, 2]);
            using var tuple = new ParameterTuple(Parameter.Create(data, "a"), Parameter.CreateScalar(1.0, "s"));
            using ParameterTuple clone = tuple.Clone("c");
            using NativeTensor<double> scalar = clone[1].GetData<double>();
            _ = tuple.ToString();
        }
        Assert.Equal(before, StrataLibrary.LiveTensorCount);
    }
}
