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
}
