// Random fills, as the package's Tensor.FillGaussianNormalDistribution/FillUniformDistribution:
// managed code over the package's spans (the native library has no random source), so for the
// same Random and seed a NativeTensor<T> receives exactly the values a Tensor<T> of its lengths
// would, in row-major order, gaps between elements untouched.
using System;
using System.Numerics;
using Snt = System.Numerics.Tensors;

namespace Strata;

public static partial class NativeTensor
{
    /// <summary>Fills every element of destination with a sample of the standard normal
    /// distribution (mean 0, variance 1), as the package's function of that name.</summary>
    /// <typeparam name="T">A floating-point element type.</typeparam>
    /// <param name="destination">The span written.</param>
    /// <param name="random">The source of randomness; null for <see cref="Random.Shared"/>.</param>
    /// <returns>A reference to destination.</returns>
    public static ref readonly Snt.TensorSpan<T> FillGaussianNormalDistribution<T>(in Snt.TensorSpan<T> destination,
                                                                                   Random? random = null)
        where T : IFloatingPoint<T> => ref Snt.Tensor.FillGaussianNormalDistribution(in destination, random);

    /// <summary>Fills every element of destination with a sample of the uniform distribution on
    /// [0, 1), as the package's function of that name.</summary>
    /// <typeparam name="T">A floating-point element type.</typeparam>
    /// <param name="destination">The span written.</param>
    /// <param name="random">The source of randomness; null for <see cref="Random.Shared"/>.</param>
    /// <returns>A reference to destination.</returns>
    public static ref readonly Snt.TensorSpan<T> FillUniformDistribution<T>(in Snt.TensorSpan<T> destination,
                                                                            Random? random = null)
        where T : IFloatingPoint<T> => ref Snt.Tensor.FillUniformDistribution(in destination, random);

    /// <summary>Fills every element of destination with a sample of the standard normal
    /// distribution: the values the package's function writes to a span of these lengths.</summary>
    /// <typeparam name="T">A floating-point element type.</typeparam>
    /// <param name="destination">The tensor written.</param>
    /// <param name="random">The source of randomness; null for <see cref="Random.Shared"/>.</param>
    /// <returns>destination.</returns>
    /// <exception cref="InvalidOperationException">destination is read-only.</exception>
    public static NativeTensor<T> FillGaussianNormalDistribution<T>(NativeTensor<T> destination, Random? random = null)
        where T : unmanaged, IFloatingPoint<T> => FillRandom(destination, random, gaussian: true);

    /// <summary>Fills every element of destination with a sample of the uniform distribution on
    /// [0, 1): the values the package's function writes to a span of these lengths.</summary>
    /// <typeparam name="T">A floating-point element type.</typeparam>
    /// <param name="destination">The tensor written.</param>
    /// <param name="random">The source of randomness; null for <see cref="Random.Shared"/>.</param>
    /// <returns>destination.</returns>
    /// <exception cref="InvalidOperationException">destination is read-only.</exception>
    public static NativeTensor<T> FillUniformDistribution<T>(NativeTensor<T> destination, Random? random = null)
        where T : unmanaged, IFloatingPoint<T> => FillRandom(destination, random, gaussian: false);

    private static NativeTensor<T> FillRandom<T>(NativeTensor<T> destination, Random? random, bool gaussian)
        where T : unmanaged, IFloatingPoint<T>
    {
        ArgumentNullException.ThrowIfNull(destination);
        Snt.TensorSpan<T> span = destination.AsTensorSpan();
        if (gaussian)
            Snt.Tensor.FillGaussianNormalDistribution(span, random);
        else
            Snt.Tensor.FillUniformDistribution(span, random);
        GC.KeepAlive(destination);
        return destination;
    }
}
