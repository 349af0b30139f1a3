// Source-generated P/Invoke declarations of strata_views.h: the MindSpore-named view operators,
// the real and imaginary part views of complex tensors, splitting into views, indexing with
// index items, index assignment and parameters.
using System.Runtime.InteropServices;

namespace Strata.Interop;

/// <summary>strata_index_item: one item of t[item0, item1, ...] (40 bytes, no padding).</summary>
[StructLayout(LayoutKind.Sequential)]
internal struct NativeIndexItem
{
    public int Kind;
    public int Flags;
    public long Value;
    public long Stop;
    public long Step;
    public nint Tensor;
}

internal static unsafe partial class NativeMethods
{
    [LibraryImport(Library, EntryPoint = "strata_tensor_view_as")]
    internal static partial int TensorViewAs(nint tensor, nint like, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_real")]
    internal static partial int TensorReal(nint tensor, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_imag")]
    internal static partial int TensorImag(nint tensor, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_swapaxes")]
    internal static partial int TensorSwapAxes(nint tensor, long a, long b, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_movedim")]
    internal static partial int TensorMoveDim(nint tensor, long* source, long* destination, int count,
                                              nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_t")]
    internal static partial int TensorT(nint tensor, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_narrow")]
    internal static partial int TensorNarrow(nint tensor, long dimension, long start, long length,
                                             nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_diagonal")]
    internal static partial int TensorDiagonal(nint tensor, long offset, long dim1, long dim2,
                                               nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_expand")]
    internal static partial int TensorExpand(nint tensor, long* lengths, int count, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_expand_as")]
    internal static partial int TensorExpandAs(nint tensor, nint like, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_is_contiguous")]
    internal static partial int TensorIsContiguous(nint tensor, int* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_contiguous")]
    internal static partial int TensorContiguous(nint tensor, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_unbind")]
    internal static partial int TensorUnbind(nint tensor, long dimension, nint* pieces, int capacity,
                                             int* countOut);

    [LibraryImport(Library, EntryPoint = "strata_tensor_split_size")]
    internal static partial int TensorSplitSize(nint tensor, long size, long dimension, nint* pieces,
                                                int capacity, int* countOut);

    [LibraryImport(Library, EntryPoint = "strata_tensor_split_sections")]
    internal static partial int TensorSplitSections(nint tensor, long* sections, int sectionCount,
                                                    long dimension, nint* pieces, int capacity,
                                                    int* countOut);

    [LibraryImport(Library, EntryPoint = "strata_tensor_tensor_split_count")]
    internal static partial int TensorTensorSplitCount(nint tensor, long sections, long dimension,
                                                       nint* pieces, int capacity, int* countOut);

    [LibraryImport(Library, EntryPoint = "strata_tensor_tensor_split_indices")]
    internal static partial int TensorTensorSplitIndices(nint tensor, long* indices, int indexCount,
                                                         long dimension, nint* pieces, int capacity,
                                                         int* countOut);

    [LibraryImport(Library, EntryPoint = "strata_tensor_hsplit_count")]
    internal static partial int TensorHSplitCount(nint tensor, long sections, nint* pieces, int capacity,
                                                  int* countOut);

    [LibraryImport(Library, EntryPoint = "strata_tensor_hsplit_indices")]
    internal static partial int TensorHSplitIndices(nint tensor, long* indices, int indexCount,
                                                    nint* pieces, int capacity, int* countOut);

    [LibraryImport(Library, EntryPoint = "strata_tensor_vsplit_count")]
    internal static partial int TensorVSplitCount(nint tensor, long sections, nint* pieces, int capacity,
                                                  int* countOut);

    [LibraryImport(Library, EntryPoint = "strata_tensor_vsplit_indices")]
    internal static partial int TensorVSplitIndices(nint tensor, long* indices, int indexCount,
                                                    nint* pieces, int capacity, int* countOut);

    [LibraryImport(Library, EntryPoint = "strata_tensor_index")]
    internal static partial int TensorIndex(nint tensor, NativeIndexItem* items, int count, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_index_assign")]
    internal static partial int TensorIndexAssign(nint tensor, NativeIndexItem* items, int count,
                                                  nint value, int op);

    [LibraryImport(Library, EntryPoint = "strata_tensor_index_assign_scalar")]
    internal static partial int TensorIndexAssignScalar(nint tensor, NativeIndexItem* items, int count,
                                                        int valueDType, void* value, int op);

    [LibraryImport(Library, EntryPoint = "strata_parameter_create")]
    internal static partial int ParameterCreate(nint data, byte* name, int requiresGrad, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_parameter_create_scalar")]
    internal static partial int ParameterCreateScalar(int dtype, void* value, byte* name, int requiresGrad,
                                                      nint* result);

    [LibraryImport(Library, EntryPoint = "strata_parameter_release")]
    internal static partial void ParameterRelease(nint parameter);

    [LibraryImport(Library, EntryPoint = "strata_parameter_name")]
    internal static partial int ParameterName(nint parameter, byte** result);

    [LibraryImport(Library, EntryPoint = "strata_parameter_requires_grad")]
    internal static partial int ParameterRequiresGrad(nint parameter, int* result);

    [LibraryImport(Library, EntryPoint = "strata_parameter_set_requires_grad")]
    internal static partial int ParameterSetRequiresGrad(nint parameter, int value);

    [LibraryImport(Library, EntryPoint = "strata_parameter_data")]
    internal static partial int ParameterData(nint parameter, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_parameter_set_data")]
    internal static partial int ParameterSetData(nint parameter, nint value);

    [LibraryImport(Library, EntryPoint = "strata_parameter_describe")]
    internal static partial int ParameterDescribe(nint parameter, byte** result);

    [LibraryImport(Library, EntryPoint = "strata_parameter_tuple_clone")]
    internal static partial int ParameterTupleClone(nint* parameters, int count, byte* prefix,
                                                    nint* clonesOut);

    [LibraryImport(Library, EntryPoint = "strata_parameter_tuple_describe")]
    internal static partial int ParameterTupleDescribe(nint* parameters, int count, byte** result);
}
