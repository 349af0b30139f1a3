// The parts of System.Numerics.Complex elements as double views (strata_tensor_real and
// strata_tensor_imag, NumPy's .real and .imag): a Strata extension, System.Numerics.Tensors has
// no part views. Complex's layout is (real, imaginary) pairs of doubles, so a part is a view with
// every stride doubled, and no copy is made.
using System;
using System.Numerics;
using Strata.Interop;

namespace Strata;

public static unsafe partial class NativeTensor
{
    /// <summary>
    /// The real part of every element of <paramref name="x"/> as a view of its storage: a
    /// double tensor with the lengths of x, each stride doubled and its origin at the real part
    /// of x's first element. Writes through either show in both; the view is read-only when x is.
    /// A Strata extension (NumPy's <c>.real</c>); with <see cref="Abs{T}(NativeTensor{T})"/> it
    /// gives the magnitudes as doubles: <c>Real(Abs(x))</c>.
    /// </summary>
    /// <param name="x">The complex tensor whose storage the view shares.</param>
    /// <returns>A new view, which the caller disposes; it keeps the storage alive after x is disposed.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="x"/> is null.</exception>
    /// <exception cref="ObjectDisposedException"><paramref name="x"/> has been disposed.</exception>
    public static NativeTensor<double> Real(NativeTensor<Complex> x) => PartOf(x, &NativeMethods.TensorReal);

    /// <summary>
    /// The imaginary part of every element of <paramref name="x"/> as a view of its storage: as
    /// <see cref="Real"/>, with the origin at the imaginary part of x's first element. A Strata
    /// extension (NumPy's <c>.imag</c>).
    /// </summary>
    /// <param name="x">The complex tensor whose storage the view shares.</param>
    /// <returns>A new view, which the caller disposes; it keeps the storage alive after x is disposed.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="x"/> is null.</exception>
    /// <exception cref="ObjectDisposedException"><paramref name="x"/> has been disposed.</exception>
    public static NativeTensor<double> Imaginary(NativeTensor<Complex> x) => PartOf(x, &NativeMethods.TensorImag);

    private static NativeTensor<double> PartOf(NativeTensor<Complex> x, delegate*<nint, nint*, int> call)
    {
        ArgumentNullException.ThrowIfNull(x);
        nint result;
        using HandleLease lease = x.Lease();
        Errors.Check(call(lease.Pointer, &result));
        return NativeTensor<double>.Adopt(result);
    }
}
