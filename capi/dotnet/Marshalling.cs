// Conversions between the managed argument types and their blittable native forms.
using System;
using System.Buffers;
using Strata.Interop;

namespace Strata;

internal static unsafe class Marshalling
{
    internal static NativeNIndex Convert(NIndex index) =>
        new() { Value = index.Value, FromEnd = index.IsFromEnd ? 1 : 0, Reserved = 0 };

    internal static void Convert(ReadOnlySpan<NIndex> indexes, NativeNIndex* destination)
    {
        for (int i = 0; i < indexes.Length; i++) destination[i] = Convert(indexes[i]);
    }

    private static readonly nint[] s_emptyShape = [0];

    /// <summary>Lengths as System.Numerics.Tensors reads them: an empty list is the empty shape
    /// [0]. The native library reads an empty list as rank 0 (one element, as NumPy), so every
    /// lengths argument from .NET passes through here first.</summary>
    internal static ReadOnlySpan<nint> PackageLengths(ReadOnlySpan<nint> lengths) =>
        lengths.IsEmpty ? s_emptyShape : lengths;
}
