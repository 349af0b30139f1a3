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

    [LibraryImport(Library, EntryPoint = "strata_set_copy_threads")]
    internal static partial int SetCopyThreads(int threads);

    [LibraryImport(Library, EntryPoint = "strata_copy_threads")]
    internal static partial int CopyThreads();

    [LibraryImport(Library, EntryPoint = "strata_allocator_release_retained")]
    internal static partial void AllocatorReleaseRetained();

    [LibraryImport(Library, EntryPoint = "strata_allocator_set_retention_limit")]
    internal static partial int AllocatorSetRetentionLimit(long bytes);

    [LibraryImport(Library, EntryPoint = "strata_allocator_retention_limit")]
    internal static partial long AllocatorRetentionLimit();

    [LibraryImport(Library, EntryPoint = "strata_allocator_retained_bytes")]
    internal static partial long AllocatorRetainedBytes();

    [LibraryImport(Library, EntryPoint = "strata_allocator_live_bytes")]
    internal static partial long AllocatorLiveBytes();

    [LibraryImport(Library, EntryPoint = "strata_set_log_callback")]
    internal static partial int SetLogCallback(int level,
                                               delegate* unmanaged<int, byte*, byte*, void*, void> callback,
                                               void* userData);

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

    [LibraryImport(Library, EntryPoint = "strata_tensor_set_typed")]
    internal static partial int TensorSetTyped(nint tensor, long* indexes, int count, int valueDType,
                                               void* value);

    [LibraryImport(Library, EntryPoint = "strata_tensor_get_nindex")]
    internal static partial int TensorGetNIndex(nint tensor, NativeNIndex* indexes, int count,
                                                void* value);

    [LibraryImport(Library, EntryPoint = "strata_tensor_set_nindex_typed")]
    internal static partial int TensorSetNIndexTyped(nint tensor, NativeNIndex* indexes, int count,
                                                     int valueDType, void* value);

    [LibraryImport(Library, EntryPoint = "strata_tensor_slice")]
    internal static partial int TensorSlice(nint tensor, NativeNRange* ranges, int count,
                                            nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_slice_nindex")]
    internal static partial int TensorSliceNIndex(nint tensor, NativeNIndex* starts, int count,
                                                  nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_slice_starts")]
    internal static partial int TensorSliceStarts(nint tensor, long* starts, int count,
                                                  nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_fill_typed")]
    internal static partial int TensorFillTyped(nint tensor, int valueDType, void* value);

    [LibraryImport(Library, EntryPoint = "strata_tensor_clear")]
    internal static partial int TensorClear(nint tensor);

    [LibraryImport(Library, EntryPoint = "strata_tensor_same_view")]
    internal static partial int TensorSameView(nint a, nint b, int* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_to_string")]
    internal static partial int TensorToString(nint tensor, long* maximumLengths, int count,
                                               byte** result);

    [LibraryImport(Library, EntryPoint = "strata_string_free")]
    internal static partial void StringFree(byte* text);

    [LibraryImport(Library, EntryPoint = "strata_tensor_reshape")]
    internal static partial int TensorReshape(nint tensor, long* lengths, int count, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_squeeze")]
    internal static partial int TensorSqueeze(nint tensor, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_squeeze_dimension")]
    internal static partial int TensorSqueezeDimension(nint tensor, long dimension, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_unsqueeze")]
    internal static partial int TensorUnsqueeze(nint tensor, long position, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_permute")]
    internal static partial int TensorPermute(nint tensor, long* dims, int count, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_transpose")]
    internal static partial int TensorTranspose(nint tensor, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_copy_to")]
    internal static partial int TensorCopyTo(nint source, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_tensor_try_copy_to")]
    internal static partial int TensorTryCopyTo(nint source, nint destination, int* copied);

    [LibraryImport(Library, EntryPoint = "strata_tensor_flatten_to")]
    internal static partial int TensorFlattenTo(nint source, void* buffer, long capacity);

    [LibraryImport(Library, EntryPoint = "strata_tensor_try_flatten_to")]
    internal static partial int TensorTryFlattenTo(nint source, void* buffer, long capacity, int* copied);

    [LibraryImport(Library, EntryPoint = "strata_tensor_copy_from_buffer")]
    internal static partial int TensorCopyFromBuffer(nint destination, void* data, long dataLength);

    [LibraryImport(Library, EntryPoint = "strata_tensor_resize")]
    internal static partial int TensorResize(nint source, long* lengths, int rank, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_resize_to")]
    internal static partial int TensorResizeTo(nint source, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_tensor_reverse")]
    internal static partial int TensorReverse(nint source, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_reverse_dimension")]
    internal static partial int TensorReverseDimension(nint source, int dimension, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_reverse_into")]
    internal static partial int TensorReverseInto(nint source, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_tensor_reverse_dimension_into")]
    internal static partial int TensorReverseDimensionInto(nint source, nint destination, int dimension);

    [LibraryImport(Library, EntryPoint = "strata_tensor_broadcast_to")]
    internal static partial int TensorBroadcastView(nint source, long* lengths, int rank, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_broadcast")]
    internal static partial int TensorBroadcast(nint source, long* lengths, int rank, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_broadcast_into")]
    internal static partial int TensorBroadcastInto(nint source, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_tensor_try_broadcast_into")]
    internal static partial int TensorTryBroadcastInto(nint source, nint destination, int* copied);

    [LibraryImport(Library, EntryPoint = "strata_tensor_concatenate")]
    internal static partial int TensorConcatenate(nint* tensors, int count, int dimension, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_concatenate_into")]
    internal static partial int TensorConcatenateInto(nint* tensors, int count, int dimension, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_tensor_stack")]
    internal static partial int TensorStack(nint* tensors, int count, int dimension, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_tensor_stack_into")]
    internal static partial int TensorStackInto(nint* tensors, int count, int dimension, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_tensor_split")]
    internal static partial int TensorSplit(nint tensor, long splitCount, int dimension, nint* pieces, int capacity, int* countOut);

    [LibraryImport(Library, EntryPoint = "strata_tensor_set_slice")]
    internal static partial int TensorSetSlice(nint tensor, nint values, NativeNRange* ranges, int count);

    [LibraryImport(Library, EntryPoint = "strata_tensor_filtered_update_value_typed")]
    internal static partial int TensorFilteredUpdateValueTyped(nint tensor, nint filter, int valueDType,
                                                               void* value);

    [LibraryImport(Library, EntryPoint = "strata_tensor_filtered_update")]
    internal static partial int TensorFilteredUpdate(nint tensor, nint filter, nint values);

    [LibraryImport(Library, EntryPoint = "strata_tensor_sequence_equal")]
    internal static partial int TensorSequenceEqual(nint a, nint b, int* equal);

    [LibraryImport(Library, EntryPoint = "strata_unary")]
    internal static partial int Unary(int op, nint x, long n, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_unary_into")]
    internal static partial int UnaryInto(int op, nint x, long n, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_binary")]
    internal static partial int Binary(int op, nint x, nint y, nint* result);

    [LibraryImport(Library, EntryPoint = "strata_binary_into")]
    internal static partial int BinaryInto(int op, nint x, nint y, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_binary_scalar_typed")]
    internal static partial int BinaryScalarTyped(int op, nint x, int scalarDType, void* scalar, int scalarFirst,
                                                  nint* result);

    [LibraryImport(Library, EntryPoint = "strata_binary_scalar_into_typed")]
    internal static partial int BinaryScalarIntoTyped(int op, nint x, int scalarDType, void* scalar,
                                                      int scalarFirst, nint destination);

    [LibraryImport(Library, EntryPoint = "strata_reduce")]
    internal static partial int Reduce(int op, nint x, nint y, void* value);
}
