"""Strata for Python: tensors over libstrata.so through ctypes, with NumPy and DLPack interop.

    import strata
    t = strata.zeros((2, 3), strata.int32)
    t[1, 1:] = 7
    a = t.numpy()                 # shares memory with t
    u = strata.from_numpy(a)      # shares memory with a
    v = strata.from_dlpack(a)     # any DLPack producer
"""

from . import _accelerate, _dlpack, _logging
from ._accelerate import accelerated
from ._construct import (arange, array, as_tensor, empty, empty_like, full, full_like, linspace,
                         ones, ones_like, tensor, zeros, zeros_like)
from ._composed import eye
from ._copy import concatenate, stack, unstack
from ._dtypes import DType, OpaqueDType, opaque
from ._errors import complex_warning as _complex_warning
from ._errors import (ArgumentOutOfRangeError, AxisError, DTypeMismatchError, Error, IndexOutOfRangeError,
                      InternalError, InvalidArgumentError, InvalidHandleError, NullPointerError,
                      OutOfMemoryError, OverlapError, ReadOnlyError, ShapeMismatchError,
                      SizeOverflowError)
from ._library import (MAX_COPY_THREADS, MAX_OPAQUE_SIZE, OPAQUE_FLAG, abi_version, can_cast, copy_threads, dtype_size, library_version,
                       live_bytes, live_tensor_count, release_retained_memory, result_type,
                       retained_bytes, retention_limit, set_copy_threads, set_retention_limit,
                       status_description)
from ._logging import set_log_level
from ._numpy import from_numpy
from ._parameter import Parameter, ParameterTuple
from ._tensor import Tensor

# The compiled fast paths replace the methods they accelerate, when they are available.
_accelerate.install()
# Native diagnostics go to the "strata" logger.
_logging.install()

from_dlpack = _dlpack.from_dlpack

int8, int16, int32, int64 = DType.int8, DType.int16, DType.int32, DType.int64
uint8, uint16, uint32, uint64 = DType.uint8, DType.uint16, DType.uint32, DType.uint64
float16, float32, float64 = DType.float16, DType.float32, DType.float64
bfloat16, bool_ = DType.bfloat16, DType.bool
complex64, complex128 = DType.complex64, DType.complex128

__version__ = "1.1.0"


def __getattr__(name):
    # strata.ComplexWarning is NumPy's class when NumPy is importable (looked up on first use,
    # so importing strata does not import NumPy).
    if name == "ComplexWarning":
        return _complex_warning()
    raise AttributeError("module %r has no attribute %r" % (__name__, name))


__all__ = [
    "ArgumentOutOfRangeError", "AxisError", "ComplexWarning", "DType", "DTypeMismatchError",
    "Error",
    "IndexOutOfRangeError", "InternalError", "InvalidArgumentError", "InvalidHandleError",
    "NullPointerError", "OpaqueDType", "OutOfMemoryError", "OverlapError", "Parameter",
    "ParameterTuple",
    "ReadOnlyError", "ShapeMismatchError", "SizeOverflowError", "Tensor", "abi_version",
    "accelerated", "arange", "array", "as_tensor", "bfloat16", "bool_", "can_cast", "concatenate",
    "complex64", "complex128",
    "MAX_COPY_THREADS", "MAX_OPAQUE_SIZE", "OPAQUE_FLAG", "copy_threads", "dtype_size", "empty",
    "empty_like", "eye", "float16", "float32", "float64",
    "from_dlpack", "from_numpy", "full", "full_like", "int16", "int32", "int64", "int8",
    "library_version", "linspace", "live_bytes", "live_tensor_count", "ones", "ones_like",
    "opaque",
    "release_retained_memory", "result_type", "retained_bytes", "retention_limit",
    "set_copy_threads", "set_log_level", "set_retention_limit", "stack", "status_description",
    "tensor", "uint16", "uint32", "uint64", "uint8", "unstack", "zeros", "zeros_like",
]
