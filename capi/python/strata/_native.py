"""Loading libstrata.so and declaring every C function for ctypes.

The library is looked up, in order (:mod:`strata._loader` does it):

1. STRATA_LIBRARY, when set: that file, or libstrata.so in that directory. Nothing else is tried,
   so a wrong path fails loudly instead of silently picking another build.
2. libstrata.so (or libstrata.so.1) next to this package, as a wheel built with a library installs
   it. The release build's library needs glibc alone; one from another build may have libraries
   bundled beside it (_bundled_libraries.txt lists them, e.g. Highway's libhwy.so.1), which are
   loaded first, from their paths, so no environment variable is needed.
3. The system loader: ``ctypes.util.find_library("strata")``, else ``libstrata.so.1`` (an
   installed library on the loader's path, LD_LIBRARY_PATH or ldconfig's cache).

Every function gets argtypes and restype; functions returning a status get an errcheck that raises
the matching :mod:`strata` exception with the native message. Functions that the loaded library
does not export (an older build) are simply absent: :func:`has` tells.
"""

import ctypes
from ctypes import POINTER, CFUNCTYPE, Structure, c_char_p, c_int32, c_int64, c_size_t
from ctypes import c_uint8, c_uint16, c_uint32, c_uint64, c_void_p

from ._errors import error_for
from ._loader import load

# ---- Structs (field for field as the C headers) --------------------------------------------


class NIndex(Structure):
    _fields_ = [("value", c_int64), ("from_end", c_int32), ("reserved", c_int32)]


class NRange(Structure):
    _fields_ = [("start", NIndex), ("end", NIndex)]


class IndexItem(Structure):
    _fields_ = [
        ("kind", c_int32),
        ("flags", c_int32),
        ("value", c_int64),
        ("stop", c_int64),
        ("step", c_int64),
        ("tensor", c_void_p),
    ]


class DLPackVersion(Structure):
    _fields_ = [("major", c_uint32), ("minor", c_uint32)]


class DLPackDevice(Structure):
    _fields_ = [("device_type", c_int32), ("device_id", c_int32)]


class DLPackDataType(Structure):
    _fields_ = [("code", c_uint8), ("bits", c_uint8), ("lanes", c_uint16)]


class DLPackTensor(Structure):
    _fields_ = [
        ("data", c_void_p),
        ("device", DLPackDevice),
        ("ndim", c_int32),
        ("dtype", DLPackDataType),
        ("shape", POINTER(c_int64)),
        ("strides", POINTER(c_int64)),
        ("byte_offset", c_uint64),
    ]


class DLPackManagedTensor(Structure):
    pass


DLPackManagedTensor._fields_ = [
    ("dl_tensor", DLPackTensor),
    ("manager_ctx", c_void_p),
    ("deleter", CFUNCTYPE(None, POINTER(DLPackManagedTensor))),
]


class DLPackManagedTensorVersioned(Structure):
    pass


DLPackManagedTensorVersioned._fields_ = [
    ("version", DLPackVersion),
    ("manager_ctx", c_void_p),
    ("deleter", CFUNCTYPE(None, POINTER(DLPackManagedTensorVersioned))),
    ("flags", c_uint64),
    ("dl_tensor", DLPackTensor),
]

assert ctypes.sizeof(DLPackTensor) == 48 and ctypes.sizeof(DLPackManagedTensor) == 64
assert ctypes.sizeof(DLPackManagedTensorVersioned) == 80 and ctypes.sizeof(IndexItem) == 40

DELETER = CFUNCTYPE(None, c_void_p, c_void_p)
# strata_log_callback: level, message, source, user_data.
LOG_CALLBACK = CFUNCTYPE(None, c_int32, c_char_p, c_char_p, c_void_p)

# ---- Prototypes ------------------------------------------------------------------------------

status = c_int32
T = c_void_p  # strata_tensor*
TOut = POINTER(c_void_p)  # strata_tensor**
P = c_void_p  # strata_parameter*
POut = POINTER(c_void_p)
I64 = POINTER(c_int64)
I32 = POINTER(c_int32)
Items = POINTER(IndexItem)

_STATUS_FUNCTIONS = {
    # strata.h
    "strata_dtype_size": (c_int32, POINTER(c_size_t)),
    "strata_set_allocator": (c_void_p,),
    "strata_set_copy_threads": (c_int32,),
    "strata_allocator_set_retention_limit": (c_int64,),
    "strata_set_log_callback": (c_int32, LOG_CALLBACK, c_void_p),
    "strata_tensor_create": (c_int32, I64, c_int32, I64, c_int32, TOut),
    "strata_tensor_create_uninitialized": (c_int32, I64, c_int32, I64, c_int32, TOut),
    "strata_tensor_create_from_data": (c_int32, c_void_p, c_int64, I64, c_int32, TOut),
    "strata_tensor_wrap": (c_int32, c_void_p, c_int64, I64, c_int32, I64, c_int32, c_int32,
                           DELETER, c_void_p, TOut),
    "strata_tensor_dtype": (T, I32),
    "strata_tensor_rank": (T, I32),
    "strata_tensor_lengths": (T, I64, c_int32),
    "strata_tensor_strides": (T, I64, c_int32),
    "strata_tensor_flattened_length": (T, I64),
    "strata_tensor_required_storage": (T, I64),
    "strata_tensor_is_empty": (T, I32),
    "strata_tensor_is_dense": (T, I32),
    "strata_tensor_has_any_dense_dimensions": (T, I32),
    "strata_tensor_is_read_only": (T, I32),
    "strata_tensor_data": (T, POINTER(c_void_p)),
    "strata_tensor_get": (T, I64, c_int32, c_void_p),
    "strata_tensor_set": (T, I64, c_int32, c_void_p),
    "strata_tensor_set_typed": (T, I64, c_int32, c_int32, c_void_p),
    "strata_tensor_get_nindex": (T, POINTER(NIndex), c_int32, c_void_p),
    "strata_tensor_set_nindex": (T, POINTER(NIndex), c_int32, c_void_p),
    "strata_tensor_set_nindex_typed": (T, POINTER(NIndex), c_int32, c_int32, c_void_p),
    "strata_tensor_slice": (T, POINTER(NRange), c_int32, TOut),
    "strata_tensor_slice_nindex": (T, POINTER(NIndex), c_int32, TOut),
    "strata_tensor_slice_starts": (T, I64, c_int32, TOut),
    "strata_tensor_fill": (T, c_void_p),
    "strata_tensor_fill_typed": (T, c_int32, c_void_p),
    "strata_tensor_clear": (T,),
    "strata_tensor_same_view": (T, T, I32),
    "strata_tensor_to_string": (T, I64, c_int32, POINTER(c_void_p)),
    # strata_dlpack.h
    "strata_tensor_to_dlpack_versioned": (T, POINTER(POINTER(DLPackManagedTensorVersioned))),
    "strata_tensor_to_dlpack": (T, POINTER(POINTER(DLPackManagedTensor))),
    "strata_tensor_from_dlpack_versioned": (POINTER(DLPackManagedTensorVersioned), c_int32, TOut),
    "strata_tensor_from_dlpack": (POINTER(DLPackManagedTensor), c_int32, TOut),
    # strata_copy.h
    "strata_tensor_copy_to": (T, T),
    "strata_tensor_try_copy_to": (T, T, I32),
    "strata_tensor_flatten_to": (T, c_void_p, c_int64),
    "strata_tensor_try_flatten_to": (T, c_void_p, c_int64, I32),
    "strata_tensor_copy_from_buffer": (T, c_void_p, c_int64),
    "strata_tensor_resize": (T, I64, c_int32, TOut),
    "strata_tensor_resize_to": (T, T),
    "strata_tensor_reverse": (T, TOut),
    "strata_tensor_reverse_dimension": (T, c_int32, TOut),
    "strata_tensor_reverse_into": (T, T),
    "strata_tensor_reverse_dimension_into": (T, T, c_int32),
    "strata_tensor_broadcast_to": (T, I64, c_int32, TOut),
    "strata_tensor_broadcast": (T, I64, c_int32, TOut),
    "strata_tensor_broadcast_into": (T, T),
    "strata_tensor_try_broadcast_into": (T, T, I32),
    "strata_tensor_concatenate": (POINTER(T), c_int32, c_int32, TOut),
    "strata_tensor_concatenate_into": (POINTER(T), c_int32, c_int32, T),
    "strata_tensor_stack": (POINTER(T), c_int32, c_int32, TOut),
    "strata_tensor_stack_into": (POINTER(T), c_int32, c_int32, T),
    "strata_tensor_split": (T, c_int64, c_int32, TOut, c_int32, I32),
    "strata_tensor_set_slice": (T, T, POINTER(NRange), c_int32),
    "strata_tensor_filtered_update_value": (T, T, c_void_p),
    "strata_tensor_filtered_update_value_typed": (T, T, c_int32, c_void_p),
    "strata_tensor_filtered_update": (T, T, T),
    "strata_tensor_sequence_equal": (T, T, I32),
    # strata_elementwise.h
    "strata_unary": (c_int32, T, c_int64, TOut),
    "strata_unary_into": (c_int32, T, c_int64, T),
    "strata_binary": (c_int32, T, T, TOut),
    "strata_binary_into": (c_int32, T, T, T),
    "strata_binary_scalar": (c_int32, T, c_void_p, c_int32, TOut),
    "strata_binary_scalar_into": (c_int32, T, c_void_p, c_int32, T),
    "strata_binary_scalar_typed": (c_int32, T, c_int32, c_void_p, c_int32, TOut),
    "strata_binary_scalar_into_typed": (c_int32, T, c_int32, c_void_p, c_int32, T),
    "strata_compare_all": (c_int32, T, T, I32),
    "strata_compare_any": (c_int32, T, T, I32),
    "strata_predicate_all": (c_int32, T, I32),
    "strata_predicate_any": (c_int32, T, I32),
    "strata_round": (T, c_int32, c_int32, TOut),
    "strata_round_into": (T, c_int32, c_int32, T),
    "strata_softmax": (T, TOut),
    "strata_softmax_into": (T, T),
    "strata_clamp": (T, c_void_p, c_void_p, TOut),
    "strata_clamp_into": (T, c_void_p, c_void_p, T),
    "strata_clamp_typed": (T, c_int32, c_void_p, c_void_p, TOut),
    "strata_clamp_into_typed": (T, c_int32, c_void_p, c_void_p, T),
    "strata_reduce": (c_int32, T, T, c_void_p),
    "strata_reduce_axes": (c_int32, T, I32, c_int32, c_int32, TOut),
    "strata_convert": (T, c_int32, c_int32, TOut),
    "strata_convert_into": (T, T, c_int32),
    # strata_views.h
    "strata_tensor_reshape": (T, I64, c_int32, TOut),
    "strata_tensor_view_as": (T, T, TOut),
    "strata_tensor_real": (T, TOut),
    "strata_tensor_imag": (T, TOut),
    "strata_tensor_squeeze": (T, TOut),
    "strata_tensor_squeeze_dimension": (T, c_int64, TOut),
    "strata_tensor_unsqueeze": (T, c_int64, TOut),
    "strata_tensor_permute": (T, I64, c_int32, TOut),
    "strata_tensor_transpose": (T, TOut),
    "strata_tensor_swapaxes": (T, c_int64, c_int64, TOut),
    "strata_tensor_movedim": (T, I64, I64, c_int32, TOut),
    "strata_tensor_t": (T, TOut),
    "strata_tensor_narrow": (T, c_int64, c_int64, c_int64, TOut),
    "strata_tensor_diagonal": (T, c_int64, c_int64, c_int64, TOut),
    "strata_tensor_expand": (T, I64, c_int32, TOut),
    "strata_tensor_expand_as": (T, T, TOut),
    "strata_tensor_is_contiguous": (T, I32),
    "strata_tensor_contiguous": (T, TOut),
    "strata_tensor_unbind": (T, c_int64, TOut, c_int32, I32),
    "strata_tensor_split_size": (T, c_int64, c_int64, TOut, c_int32, I32),
    "strata_tensor_split_sections": (T, I64, c_int32, c_int64, TOut, c_int32, I32),
    "strata_tensor_tensor_split_count": (T, c_int64, c_int64, TOut, c_int32, I32),
    "strata_tensor_tensor_split_indices": (T, I64, c_int32, c_int64, TOut, c_int32, I32),
    "strata_tensor_hsplit_count": (T, c_int64, TOut, c_int32, I32),
    "strata_tensor_hsplit_indices": (T, I64, c_int32, TOut, c_int32, I32),
    "strata_tensor_vsplit_count": (T, c_int64, TOut, c_int32, I32),
    "strata_tensor_vsplit_indices": (T, I64, c_int32, TOut, c_int32, I32),
    "strata_tensor_index": (T, Items, c_int32, TOut),
    "strata_tensor_index_assign": (T, Items, c_int32, T, c_int32),
    "strata_tensor_index_assign_scalar": (T, Items, c_int32, c_int32, c_void_p, c_int32),
    "strata_parameter_create": (T, c_char_p, c_int32, POut),
    "strata_parameter_create_scalar": (c_int32, c_void_p, c_char_p, c_int32, POut),
    "strata_parameter_name": (P, POINTER(c_void_p)),
    "strata_parameter_requires_grad": (P, I32),
    "strata_parameter_set_requires_grad": (P, c_int32),
    "strata_parameter_data": (P, TOut),
    "strata_parameter_set_data": (P, T),
    "strata_parameter_describe": (P, POINTER(c_void_p)),
    "strata_parameter_tuple_clone": (POINTER(P), c_int32, c_char_p, POut),
    "strata_parameter_tuple_describe": (POINTER(P), c_int32, POINTER(c_void_p)),
}

# Functions that do not return a status: name → (restype, argtypes).
_PLAIN_FUNCTIONS = {
    "strata_version": (c_int32, ()),
    "strata_version_string": (c_char_p, ()),
    "strata_abi_version": (c_int32, ()),
    "strata_status_description": (c_char_p, (c_int32,)),
    "strata_last_error_message": (c_char_p, ()),
    "strata_last_error_code": (c_int32, ()),
    "strata_clear_last_error": (None, ()),
    "strata_tensor_retain": (None, (T,)),
    "strata_tensor_release": (None, (T,)),
    "strata_live_tensor_count": (c_int64, ()),
    "strata_copy_threads": (c_int32, ()),
    "strata_allocator_release_retained": (None, ()),
    "strata_allocator_retention_limit": (c_int64, ()),
    "strata_allocator_retained_bytes": (c_int64, ()),
    "strata_allocator_live_bytes": (c_int64, ()),
    "strata_string_free": (None, (c_void_p,)),
    "strata_parameter_release": (None, (P,)),
}


lib = load()


def _message():
    text = lib.strata_last_error_message()
    return text.decode("utf-8", "replace") if text else ""


def raise_status(status):
    """Raises the exception of a failed call's status, with this thread's native message."""
    raise error_for(status, _message())


def _check(result, function, arguments):
    if result != 0:
        raise_status(result)
    return result


def _declare():
    declared = set()
    for name, argtypes in _STATUS_FUNCTIONS.items():
        function = getattr(lib, name, None)
        if function is None:
            continue
        function.argtypes = list(argtypes)
        function.restype = status
        function.errcheck = _check
        declared.add(name)
    for name, (restype, argtypes) in _PLAIN_FUNCTIONS.items():
        function = getattr(lib, name, None)
        if function is None:
            continue
        function.argtypes = list(argtypes)
        function.restype = restype
        declared.add(name)
    return frozenset(declared)


DECLARED = _declare()


def has(name):
    """True when the loaded library exports name (and it is declared here)."""
    return name in DECLARED


def declared_names():
    """Every C function this module knows the prototype of, exported or not."""
    return frozenset(_STATUS_FUNCTIONS) | frozenset(_PLAIN_FUNCTIONS)


def take_string(pointer):
    """Decodes a string returned through char** and frees it with strata_string_free."""
    try:
        return ctypes.string_at(pointer.value).decode("utf-8")
    finally:
        lib.strata_string_free(pointer)


def int64_array(values):
    values = list(values)
    return (c_int64 * max(len(values), 1))(*values), len(values)
