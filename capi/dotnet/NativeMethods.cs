// Source-generated P/Invoke declarations of libstrata.so (include/strata/strata.h). Every
// signature is blittable: handles travel as nint, arrays as (pointer, count), strings as byte*.
using System.Runtime.InteropServices;

namespace Strata.Interop;

/// <summary>strata_nindex: a position from the start or (from_end = 1) from the end.</summary>
[StructLayout(LayoutKind.Sequential)]
internal struct NativeNIndex
{
    public long Value;
    public int FromEnd;
    public int Reserved;
}

/// <summary>strata_nrange: [start, end) of one dimension.</summary>
[StructLayout(LayoutKind.Sequential)]
internal struct NativeNRange
{
    public NativeNIndex Start;
    public NativeNIndex End;
}

internal static unsafe partial class NativeMethods
{
    /// <summary>The name the resolver in <see cref="NativeLibraryLoader"/> answers for.</summary>
    internal const string Library = "strata";

    [LibraryImport(Library, EntryPoint = "strata_version")]
    internal static partial int Version();

    [LibraryImport(Library, EntryPoint = "strata_version_string")]
    internal static partial byte* VersionString();

    [LibraryImport(Library, EntryPoint = "strata_abi_version")]
    internal static partial int AbiVersion();

    [LibraryImport(Library, EntryPoint = "strata_status_description")]
    internal static partial byte* StatusDescription(int status);

    [LibraryImport(Library, EntryPoint = "strata_last_error_message")]
    internal static partial byte* LastErrorMessage();

    [LibraryImport(Library, EntryPoint = "strata_last_error_code")]
    internal static partial int LastErrorCode();

    [LibraryImport(Library, EntryPoint = "strata_clear_last_error")]
    internal static partial void ClearLastError();

    [LibraryImport(Library, EntryPoint = "strata_dtype_size")]
    internal static partial int DTypeSize(int dtype, nuint* size);

    [LibraryImport(Library, EntryPoint = "strata_tensor_create")]
    internal static partial int TensorCreate(int dtype, long* lengths, int rank, long* strides,
                                             int strideCount, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_create_uninitialized")]
    internal static partial int TensorCreateUninitialized(int dtype, long* lengths, int rank,
                                                          long* strides, int strideCount,
                                                          nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_create_from_data")]
    internal static partial int TensorCreateFromData(int dtype, void* data, long dataLength,
                                                     long* lengths, int rank, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_wrap")]
    internal static partial int TensorWrap(int dtype, void* data, long dataLength, long* lengths,
                                           int rank, long* strides, int strideCount, int flags,
                                           delegate* unmanaged<void*, void*, void> deleter,
                                           void* deleterUserData, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_retain")]
    internal static partial void TensorRetain(nint tensor);

    [LibraryImport(Library, EntryPoint = "strata_tensor_release")]
    internal static partial void TensorRelease(nint tensor);

    [LibraryImport(Library, EntryPoint = "strata_live_tensor_count")]
    internal static partial long LiveTensorCount();

    [LibraryImport(Library, EntryPoint = "strata_tensor_dtype")]
    internal static partial int TensorDType(nint tensor, int* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_rank")]
    internal static partial int TensorRank(nint tensor, int* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_lengths")]
    internal static partial int TensorLengths(nint tensor, long* buffer, int capacity);

    [LibraryImport(Library, EntryPoint = "strata_tensor_strides")]
    internal static partial int TensorStrides(nint tensor, long* buffer, int capacity);

    [LibraryImport(Library, EntryPoint = "strata_tensor_flattened_length")]
    internal static partial int TensorFlattenedLength(nint tensor, long* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_required_storage")]
    internal static partial int TensorRequiredStorage(nint tensor, long* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_is_empty")]
    internal static partial int TensorIsEmpty(nint tensor, int* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_is_dense")]
    internal static partial int TensorIsDense(nint tensor, int* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_has_any_dense_dimensions")]
    internal static partial int TensorHasAnyDenseDimensions(nint tensor, int* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_is_read_only")]
    internal static partial int TensorIsReadOnly(nint tensor, int* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_data")]
    internal static partial int TensorData(nint tensor, void** result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_get")]
    internal static partial int TensorGet(nint tensor, long* indexes, int count, void* value);

    [LibraryImport(Library, EntryPoint = "strata_tensor_set")]
    internal static partial int TensorSet(nint tensor, long* indexes, int count, void* value);

    [LibraryImport(Library, EntryPoint = "strata_tensor_get_nindex")]
    internal static partial int TensorGetNIndex(nint tensor, NativeNIndex* indexes, int count,
                                                void* value);

    [LibraryImport(Library, EntryPoint = "strata_tensor_set_nindex")]
    internal static partial int TensorSetNIndex(nint tensor, NativeNIndex* indexes, int count,
                                                void* value);

    [LibraryImport(Library, EntryPoint = "strata_tensor_slice")]
    internal static partial int TensorSlice(nint tensor, NativeNRange* ranges, int count,
                                            nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_slice_nindex")]
    internal static partial int TensorSliceNIndex(nint tensor, NativeNIndex* starts, int count,
                                                  nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_slice_starts")]
    internal static partial int TensorSliceStarts(nint tensor, long* starts, int count,
                                                  nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_fill")]
    internal static partial int TensorFill(nint tensor, void* value);

    [LibraryImport(Library, EntryPoint = "strata_tensor_clear")]
    internal static partial int TensorClear(nint tensor);

    [LibraryImport(Library, EntryPoint = "strata_tensor_same_view")]
    internal static partial int TensorSameView(nint a, nint b, int* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_to_string")]
    internal static partial int TensorToString(nint tensor, long* maximumLengths, int count,
                                               byte** result);

    [LibraryImport(Library, EntryPoint = "strata_string_free")]
    internal static partial void StringFree(byte* text);
}
