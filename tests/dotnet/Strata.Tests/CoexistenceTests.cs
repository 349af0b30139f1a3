// A file as an application writes it: both namespaces imported, outside namespace Strata (inside it
// Strata's names would win by scope and hide a collision). `Tensor` must mean the package's type
// and `NativeTensor` Strata's; the project treats warnings as errors, so an ambiguity (CS0104)
// fails the build.
using System.Numerics.Tensors;
using Strata;
using Xunit;

namespace Coexistence;

public class CoexistenceTests
{
    [Fact]
    public void PackageTensorAndNativeTensorTogether()
    {
        Tensor<float> package = Tensor.CreateFromShape<float>([2, 3]);
        Assert.Equal(new nint[] { 2, 3 }, package.Lengths.ToArray());
        package[1, 2] = 5f;

        using NativeTensor<float> native = NativeTensor.Create(new[] { 1f, 2, 3, 4, 5, 6 }, [2, 3]);
        Assert.Equal(6f, native[1, 2]);

        // Package → Strata, and a Strata operation on the copy.
        using NativeTensor<float> fromPackage = NativeTensor.FromSystemTensor(package);
        using NativeTensor<float> sum = NativeTensor.Add(fromPackage, native);
        float[] values = new float[6];
        sum.FlattenTo(values);
        Assert.Equal(new float[] { 1, 2, 3, 4, 5, 11 }, values);

        // Strata → package, as a copy and as a span over the native storage.
        Tensor<float> back = sum.ToSystemTensor();
        Assert.Equal(new nint[] { 2, 3 }, back.Lengths.ToArray());
        float[] backValues = new float[6];
        back.FlattenTo(backValues);
        Assert.Equal(values, backValues);
        TensorSpan<float> span = native.AsTensorSpan();
        span[0, 0] = 7f;
        Assert.Equal(7f, native[0, 0]);

        // Package span → Strata copy.
        using NativeTensor<float> copied = NativeTensor.CopyFrom(package.AsReadOnlyTensorSpan());
        Assert.True(NativeTensor.SequenceEqual(copied, fromPackage));
    }
}
