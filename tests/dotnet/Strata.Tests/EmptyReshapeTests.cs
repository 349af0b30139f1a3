// Reshape of an empty tensor to [] gives lengths [0], as System.Numerics.Tensors 11.0.0 does.
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class EmptyReshapeTests
{
    [Theory]
    [InlineData(new[] { 0 })]
    [InlineData(new[] { 2, 0 })]
    [InlineData(new[] { 0, 3, 1 })]
    public void ReshapeOfAnEmptyTensorToNoLengthsGivesTheLengthsOfThePackage(int[] shape)
    {
        nint[] lengths = System.Array.ConvertAll(shape, l => (nint)l);
        using NativeTensor<float> empty = NativeTensor.CreateFromShape<float>(lengths);
        Snt.Tensor<float> packageEmpty = Snt.Tensor.CreateFromShape<float>(lengths);
        Snt.Tensor<float> expected = Snt.Tensor.Reshape(packageEmpty, []);
        using NativeTensor<float> actual = NativeTensor.Reshape(empty, []);
        Assert.Equal(expected.Lengths.ToArray(), actual.Lengths.ToArray());
        Assert.Equal(expected.FlattenedLength, actual.FlattenedLength);
        Assert.Equal(expected.IsEmpty, actual.IsEmpty);
    }
}
