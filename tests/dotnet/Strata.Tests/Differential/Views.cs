// Reads both libraries' views into one comparable description: shape, flags, the origin's
// position in the backing array, and the logical elements in row-major order. Strata's elements
// are read through its own indexer, never through the package.
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using Snt = System.Numerics.Tensors;

namespace Strata.Tests.Differential;

public static class Views
{
    public static string Describe<T>(Snt.ReadOnlyTensorSpan<T> view, T[] storage) where T : unmanaged
    {
        var values = new T[(int)view.FlattenedLength];
        view.FlattenTo(values);
        string origin = view.IsEmpty
            ? "-"
            : (Unsafe.ByteOffset(ref MemoryMarshal.GetArrayDataReference(storage),
                                 ref Unsafe.AsRef(in view.GetPinnableReference())) / Unsafe.SizeOf<T>()).ToString();
        return Format(view.Lengths, view.Strides, view.FlattenedLength, view.IsDense,
                      view.HasAnyDenseDimensions, origin, values);
    }

    public static string Describe<T>(Snt.Tensor<T> tensor, T[]? storage) where T : unmanaged =>
        storage is null ? Describe(tensor.AsReadOnlyTensorSpan(), tensor) : Describe(tensor.AsReadOnlyTensorSpan(), storage);

    private static string Describe<T>(Snt.ReadOnlyTensorSpan<T> view, Snt.Tensor<T> owner) where T : unmanaged
    {
        var values = new T[(int)view.FlattenedLength];
        view.FlattenTo(values);
        return Format(view.Lengths, view.Strides, view.FlattenedLength, view.IsDense,
                      view.HasAnyDenseDimensions, "new", values);
    }

    public static unsafe string Describe<T>(NativeTensor<T> view, T[]? storage) where T : unmanaged
    {
        string origin = "new";
        if (storage is not null)
        {
            fixed (T* p = storage)
                origin = view.IsEmpty ? "-" : ((view.DataPointer - (nint)p) / sizeof(T)).ToString();
        }
        return Format(view.Lengths, view.Strides, view.FlattenedLength, view.IsDense,
                      view.HasAnyDenseDimensions, origin, Elements(view));
    }

    /// <summary>The logical elements of a Strata view, row-major, through its indexer.</summary>
    public static T[] Elements<T>(NativeTensor<T> view) where T : unmanaged
    {
        var values = new T[(int)view.FlattenedLength];
        if (values.Length == 0) return values;
        var index = new nint[view.Rank];
        ReadOnlySpan<nint> lengths = view.Lengths;
        for (int i = 0; i < values.Length; i++)
        {
            values[i] = view[index];
            for (int d = index.Length - 1; d >= 0; d--)
            {
                if (++index[d] < lengths[d]) break;
                index[d] = 0;
            }
        }
        return values;
    }

    private static string Format<T>(ReadOnlySpan<nint> lengths, ReadOnlySpan<nint> strides, nint flattened,
                                    bool dense, bool anyDense, string origin, T[] values) =>
        $"lengths [{string.Join(", ", lengths.ToArray())}] strides [{string.Join(", ", strides.ToArray())}] " +
        $"n {flattened} dense {dense} anyDense {anyDense} origin {origin} values [{string.Join(", ", values)}]";
}
