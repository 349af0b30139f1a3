"""New tensors from shapes and Python values: zeros, empty, array and as_tensor."""

import ctypes
import operator

from . import _native
from ._dtypes import DType, as_dtype, pack
from ._native import lib
from ._numpy import from_numpy
from ._tensor import Tensor, new_tensor


def _shape_arguments(shape):
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return _native.int64_array(operator.index(n) for n in shape)


def zeros(shape, dtype=DType.float32, strides=None):
    """A new zero-filled tensor; strides (in elements) default to row-major."""
    lengths, rank = _shape_arguments(shape)
    stride_array, stride_count = _native.int64_array(strides or ())
    return new_tensor(lib.strata_tensor_create, int(as_dtype(dtype)), lengths, rank,
                      stride_array, stride_count)


def empty(shape, dtype=DType.float32, strides=None):
    """A new tensor with uninitialized elements."""
    lengths, rank = _shape_arguments(shape)
    stride_array, stride_count = _native.int64_array(strides or ())
    return new_tensor(lib.strata_tensor_create_uninitialized, int(as_dtype(dtype)), lengths,
                      rank, stride_array, stride_count)


def _flatten(values):
    """(row-major elements, shape) of nested lists/tuples; ragged nesting raises ValueError."""
    if not isinstance(values, (list, tuple)):
        return [values], ()
    parts = [_flatten(v) for v in values]
    inner = {p[1] for p in parts}
    if len(inner) > 1:
        raise ValueError("ragged nested sequence: inner shapes %s differ" % sorted(inner))
    shape = (len(values),) + (inner.pop() if inner else ())
    return [x for p in parts for x in p[0]], shape


def _infer_dtype(flat):
    if flat and all(isinstance(v, bool) for v in flat):
        return DType.bool
    if all(isinstance(v, int) for v in flat):
        return DType.int64
    return DType.float64


def array(values, dtype=None, shape=None):
    """A new dense tensor holding a copy of values: a (nested) list/tuple of numbers, or a
    scalar (shape [1]). dtype defaults to bool, int64 or float64 by the values."""
    flat, inferred = _flatten(values)
    dtype = _infer_dtype(flat) if dtype is None else as_dtype(dtype)
    data = b"".join(pack(dtype, v) for v in flat)
    buffer = ctypes.create_string_buffer(data, max(len(data), 1))
    lengths, rank = _shape_arguments(shape if shape is not None else (inferred or (1,)))
    return new_tensor(lib.strata_tensor_create_from_data, int(dtype), buffer, len(flat),
                      lengths, rank)


def as_tensor(value):
    """value itself when it is a Tensor, a zero-copy view of a NumPy array, or a new tensor."""
    if isinstance(value, Tensor):
        return value
    if hasattr(value, "__array_interface__"):
        return from_numpy(value)
    return array(value)


def _scalar_dtype(value):
    if isinstance(value, bool):
        return DType.bool
    if isinstance(value, int):
        return DType.int64 if value < 2**63 else DType.uint64
    return DType.float64
