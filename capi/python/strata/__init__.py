"""Strata for Python: tensors over libstrata.so through ctypes, with NumPy and DLPack interop.

    import strata
    t = strata.zeros((2, 3), strata.int32)
    t[1, 1:] = 7
    a = t.numpy()                 # shares memory with t
    u = strata.from_numpy(a)      # shares memory with a
    v = strata.from_dlpack(a)     # any DLPack producer
"""

import ctypes as _ctypes

from . import _copy, _dlpack, _elementwise, _indexing, _tensor, _text, _views
from ._construct import (arange, array, as_tensor, empty, empty_like, full, full_like, linspace,
                         ones, ones_like, tensor, zeros, zeros_like)
from ._copy import concatenate, stack
from ._dtypes import DType, as_dtype as _as_dtype, can_cast_same_kind as _can_cast_same_kind
from ._dtypes import result_type as _result_type
from ._errors import (ArgumentOutOfRangeError, DTypeMismatchError, Error, IndexOutOfRangeError,
                      InternalError, InvalidArgumentError, InvalidHandleError, NullPointerError,
                      OutOfMemoryError, OverlapError, ReadOnlyError, ShapeMismatchError,
                      SizeOverflowError)
from ._native import lib as _lib
from ._numpy import from_numpy
from ._parameter import Parameter, ParameterTuple
from ._tensor import Tensor

# Tensor's operations, which cannot be its bases (see _tensor), join the class here, once.
_tensor.add_methods(_indexing.IndexingMethods, _views.ViewMethods, _copy.CopyMethods,
                    _elementwise.ElementwiseMethods, _dlpack.DLPackMethods,
                    _text.TextMethods)

from_dlpack = _dlpack.from_dlpack

int8, int16, int32, int64 = DType.int8, DType.int16, DType.int32, DType.int64
uint8, uint16, uint32, uint64 = DType.uint8, DType.uint16, DType.uint32, DType.uint64
float16, float32, float64 = DType.float16, DType.float32, DType.float64
bfloat16, bool_ = DType.bfloat16, DType.bool

__version__ = "1.0.0"


def result_type(*dtypes_or_tensors):
    """The dtype NumPy 2 gives an operation on tensors (or dtypes) of these dtypes
    (numpy.result_type without Python scalars); bfloat16 ranks with float16."""
    dtypes = [_as_dtype(getattr(x, "dtype", x)) for x in dtypes_or_tensors]
    if not dtypes:
        raise ValueError("at least one dtype or tensor is required")
    result = dtypes[0]
    for dtype in dtypes[1:]:
        result = _result_type(result, dtype)
    return result


def can_cast(from_, to, casting="same_kind"):
    """numpy.can_cast for the "same_kind" rule, which in-place operators and out= use."""
    if casting != "same_kind":
        raise ValueError("only casting='same_kind' is supported")
    return _can_cast_same_kind(_as_dtype(getattr(from_, "dtype", from_)), _as_dtype(to))


def library_version():
    """The version string of the loaded libstrata.so."""
    return _lib.strata_version_string().decode()


def abi_version():
    return _lib.strata_abi_version()


def live_tensor_count():
    """Live native tensor handles in the process (for leak checks)."""
    return _lib.strata_live_tensor_count()


def copy_threads():
    """Threads one large copy may use (1 or 2); see set_copy_threads."""
    return _lib.strata_copy_threads()


def set_copy_threads(threads):
    """Lets copies of 4 MiB or more use 1 (the caller) or 2 (caller and helper) threads;
    anything else raises ArgumentOutOfRangeError."""
    _lib.strata_set_copy_threads(threads)


def dtype_size(dtype):
    size = _ctypes.c_size_t()
    _lib.strata_dtype_size(int(dtype), _ctypes.byref(size))
    return size.value


def status_description(status):
    return _lib.strata_status_description(status).decode()


__all__ = [
    "ArgumentOutOfRangeError", "DType", "DTypeMismatchError", "Error", "IndexOutOfRangeError",
    "InternalError", "InvalidArgumentError", "InvalidHandleError", "NullPointerError",
    "OutOfMemoryError", "OverlapError", "Parameter", "ParameterTuple", "ReadOnlyError",
    "ShapeMismatchError", "SizeOverflowError", "Tensor", "abi_version", "arange", "array",
    "as_tensor", "bfloat16", "bool_", "can_cast", "concatenate", "copy_threads", "dtype_size",
    "empty", "empty_like", "float16", "float32", "float64", "from_dlpack", "from_numpy", "full",
    "full_like", "int16", "int32", "int64", "int8", "library_version", "linspace",
    "live_tensor_count", "ones", "ones_like", "result_type", "set_copy_threads", "stack",
    "status_description", "tensor", "uint16", "uint32", "uint64", "uint8", "zeros",
    "zeros_like",
]
