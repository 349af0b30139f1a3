// Status codes become the exception types System.Numerics.Tensors throws in the same situation,
// carrying the native message (which names the values involved) and the status.
using Xunit;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests;

public sealed class ExceptionTests
{
    private static StrataStatus StatusOf(Exception e) => Assert.IsType<StrataStatus>(e.Data["Strata.Status"]);

    [Fact]
    public void AnIndexOutsideItsDimensionIsIndexOutOfRangeNamingTheValues()
    {
        using NativeTensor<int> t = NativeTensor.CreateFromShape<int>([2, 3]);
        var e = Assert.Throws<IndexOutOfRangeException>(() => t[1, 5]);
        Assert.Equal(StrataStatus.IndexOutOfRange, StatusOf(e));
        Assert.Contains("5", e.Message);
        Assert.Contains("3", e.Message);
        Assert.Throws<IndexOutOfRangeException>(() => Snt.Tensor.CreateFromShape<int>([2, 3])[1, 5]);
    }

    [Fact]
    public void AWrongIndexCountIsArgumentOutOfRange()
    {
        using NativeTensor<int> t = NativeTensor.CreateFromShape<int>([2, 3]);
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => t[1]);
        Assert.Equal(StrataStatus.ArgumentOutOfRange, StatusOf(e));
        Assert.Null(e.ParamName);
        Assert.Throws<ArgumentOutOfRangeException>(() => t[new NIndex(1)]);
        Assert.Throws<ArgumentOutOfRangeException>(() => Snt.Tensor.CreateFromShape<int>([2, 3])[1]);
    }

    // The exception type .NET's integer division throws, asked of the package in the same test;
    // nothing is written to the destination. Floating point division by zero gives infinities.
    [Fact]
    public void IntegerDivisionByZeroIsDivideByZeroExceptionAsThePackage()
    {
        int[] values = [6, 7, 8, 9];
        int[] divisors = [1, 2, 0, 3];
        Snt.Tensor<int> px = Snt.Tensor.Create(values, [2, 2]);
        Snt.Tensor<int> py = Snt.Tensor.Create(divisors, [2, 2]);
        Snt.Tensor<int> pd = Snt.Tensor.Create(new int[4], [2, 2]);
        Assert.Throws<DivideByZeroException>(() => Snt.Tensor.Divide<int>(px, py));
        Assert.Throws<DivideByZeroException>(() => Snt.Tensor.Divide<int>(px, 0));
        Assert.Throws<DivideByZeroException>(() => Snt.Tensor.Divide<int>(1, py));
        Assert.Throws<DivideByZeroException>(() => Snt.Tensor.Divide<int>(px, py, pd));

        using NativeTensor<int> x = NativeTensor.CreateCopy<int>(values, [2, 2]);
        using NativeTensor<int> y = NativeTensor.CreateCopy<int>(divisors, [2, 2]);
        int[] sentinel = [-5, -5, -5, -5];
        using NativeTensor<int> destination = NativeTensor.CreateCopy<int>(sentinel, [2, 2]);
        var e = Assert.Throws<DivideByZeroException>(() => NativeTensor.Divide(x, y));
        Assert.Contains("zero", e.Message);
        Assert.Equal(StrataStatus.InvalidArgument, StatusOf(e));
        Assert.Throws<DivideByZeroException>(() => NativeTensor.Divide(x, y, destination));
        Assert.Throws<DivideByZeroException>(() => NativeTensor.Divide(x, 0));
        Assert.Throws<DivideByZeroException>(() => NativeTensor.Divide(x, 0, destination));
        Assert.Throws<DivideByZeroException>(() => NativeTensor.Divide(1, y));
        Assert.Throws<DivideByZeroException>(() => NativeTensor.Divide(1, y, destination));
        Assert.Throws<DivideByZeroException>(() => x / y);
        Assert.Throws<DivideByZeroException>(() => x / 0);
        Assert.Equal(sentinel, destination.ToArray());

        using NativeTensor<ulong> unsigned = NativeTensor.CreateCopy<ulong>([1, 2]);
        Assert.Throws<DivideByZeroException>(() => NativeTensor.Divide(unsigned, 0UL));
        // A refusal for another reason keeps its own type, even with a zero divisor.
        using NativeTensor<int> three = NativeTensor.CreateCopy<int>([1, 0, 2]);
        Assert.Throws<ArgumentException>(() => NativeTensor.Divide(x, three));
        Assert.Throws<ArgumentException>(() => Snt.Tensor.Divide<int>(px, Snt.Tensor.Create(new[] { 1, 0, 2 }, [3])));
        using NativeTensor<double> real = NativeTensor.CreateCopy<double>([1, -1]);
        Assert.Equal([double.PositiveInfinity, double.NegativeInfinity], NativeTensor.Divide(real, 0.0).ToArray());
    }

    [Fact]
    public void AliasingStridesAreArgumentExceptionOfTheExactType()
    {
        var e = Assert.Throws<ArgumentException>(() => NativeTensor.CreateFromShape<int>([2, 2], [1, 1]));
        Assert.Equal(StrataStatus.InvalidArgument, StatusOf(e));
        Assert.False(string.IsNullOrWhiteSpace(e.Message));
        Assert.Throws<ArgumentException>(() => Snt.Tensor.CreateFromShape<int>([2, 2], [1, 1], false));
    }

    [Fact]
    public void ANegativeLengthIsArgumentOutOfRangeNamingIt()
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.CreateFromShape<int>([2, -3]));
        Assert.Contains("-3", e.Message);
        Assert.Throws<ArgumentOutOfRangeException>(() => Snt.Tensor.CreateFromShape<int>([2, -3]));
    }

    [Fact]
    public void AShortBackingArrayIsArgumentOutOfRange()
    {
        int[] six = new int[6];
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.Create(six, 2, [2, 3], []));
        Assert.Throws<ArgumentOutOfRangeException>(() => Snt.Tensor.Create(six, 2, [2, 3], []));
        Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.Create(six, 7, [0], []));
        Assert.Throws<ArgumentOutOfRangeException>(() => Snt.Tensor.Create(six, 7, [0], []));
    }

    [Fact]
    public void ASizeBeyondInt64IsArgumentOutOfRange()
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => NativeTensor.CreateFromShape<byte>([nint.MaxValue, 2]));
        Assert.Equal(StrataStatus.Overflow, StatusOf(e));
        Assert.Throws<ArgumentOutOfRangeException>(() => Snt.Tensor.CreateFromShape<byte>([nint.MaxValue, 2]));
    }

    [Fact]
    public void WritingAReadOnlyViewIsInvalidOperationAndChangesNothing()
    {
        int[] storage = [1, 2, 3];
        unsafe
        {
            fixed (int* p = storage)
            {
                using NativeTensor<int> view = NativeTensor.Wrap(p, storage.Length, [], readOnly: true);
                Assert.True(view.IsReadOnly);
                var e = Assert.Throws<InvalidOperationException>(() => view.Fill(9));
                Assert.Equal(StrataStatus.ReadOnly, StatusOf(e));
                Assert.Throws<InvalidOperationException>(() => view[0] = 9);
                Assert.Throws<InvalidOperationException>(() => view.Clear());
            }
        }
        Assert.Equal([1, 2, 3], storage);
    }

    [Fact]
    public void AnElementLargerThanTheLargestOpaqueDTypeIsNotSupported()
    {
        var e = Assert.Throws<NotSupportedException>(() => NativeTensor.CreateFromShape<BlockTooLarge>([2]));
        Assert.Contains("65537", e.Message);
        Assert.Contains("65536", e.Message);
        Assert.Throws<NotSupportedException>(() => NativeTensor.CreateFromShapeUninitialized<BlockTooLarge>([1]));
        unsafe
        {
            Assert.Throws<NotSupportedException>(() => NativeTensor.Wrap<BlockTooLarge>(null, 0, [0]));
        }
    }

    [Theory]
    [InlineData(StrataStatus.InvalidArgument, typeof(ArgumentException))]
    [InlineData(StrataStatus.ShapeMismatch, typeof(ArgumentException))]
    [InlineData(StrataStatus.Overlap, typeof(ArgumentException))]
    [InlineData(StrataStatus.ArgumentOutOfRange, typeof(ArgumentOutOfRangeException))]
    [InlineData(StrataStatus.Overflow, typeof(ArgumentOutOfRangeException))]
    [InlineData(StrataStatus.IndexOutOfRange, typeof(IndexOutOfRangeException))]
    [InlineData(StrataStatus.DTypeMismatch, typeof(ArrayTypeMismatchException))]
    [InlineData(StrataStatus.ReadOnly, typeof(InvalidOperationException))]
    [InlineData(StrataStatus.OutOfMemory, typeof(OutOfMemoryException))]
    [InlineData(StrataStatus.NullPointer, typeof(ArgumentNullException))]
    [InlineData(StrataStatus.InvalidHandle, typeof(ObjectDisposedException))]
    [InlineData(StrataStatus.Internal, typeof(StrataException))]
    public void EveryStatusMapsToItsDocumentedExceptionType(StrataStatus status, Type expected)
    {
        Exception e = Errors.Create(status, "the message");
        Assert.IsType(expected, e);
        Assert.Equal(status, StatusOf(e));
        Assert.StartsWith("the message", e.Message);
    }
}
