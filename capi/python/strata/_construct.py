"""New tensors from shapes and Python values, as NumPy makes them: zeros, empty, full, ones,
the *_like forms, arange, linspace, array (alias tensor) and as_tensor."""

import ctypes
import math
import operator

from . import _native
from ._dtypes import DType, as_dtype, pack
from ._native import lib
from ._numpy import from_numpy
from ._tensor import Tensor, new_tensor


def _shape_arguments(shape):
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return _native.int64_array(operator.index(n) for n in shape)


def zeros(shape, dtype=DType.float64, strides=None):
    """A new zero-filled tensor (numpy.zeros); strides (in elements) default to row-major."""
    lengths, rank = _shape_arguments(shape)
    stride_array, stride_count = _native.int64_array(strides or ())
    return new_tensor(lib.strata_tensor_create, int(as_dtype(dtype)), lengths, rank,
                      stride_array, stride_count)


def empty(shape, dtype=DType.float64, strides=None):
    """A new tensor with uninitialized elements (numpy.empty)."""
    lengths, rank = _shape_arguments(shape)
    stride_array, stride_count = _native.int64_array(strides or ())
    return new_tensor(lib.strata_tensor_create_uninitialized, int(as_dtype(dtype)), lengths,
                      rank, stride_array, stride_count)


def full(shape, fill_value, dtype=None):
    """A new tensor with every element fill_value (numpy.full); dtype defaults to bool, int64
    or float64 by the value's type."""
    dtype = _scalar_dtype(fill_value) if dtype is None else as_dtype(dtype)
    result = empty(shape, dtype)
    result.fill(fill_value)
    return result


def ones(shape, dtype=DType.float64):
    """A new tensor of ones (numpy.ones)."""
    return full(shape, 1, dtype)


def _like(prototype, dtype, shape):
    prototype = as_tensor(prototype)
    return (prototype.shape if shape is None else shape,
            prototype.dtype if dtype is None else dtype)


def empty_like(prototype, dtype=None, shape=None):
    """A new uninitialized tensor of prototype's shape and dtype (numpy.empty_like)."""
    return empty(*_like(prototype, dtype, shape))


def zeros_like(prototype, dtype=None, shape=None):
    """A new zero-filled tensor of prototype's shape and dtype (numpy.zeros_like)."""
    return zeros(*_like(prototype, dtype, shape))


def ones_like(prototype, dtype=None, shape=None):
    """A new tensor of ones of prototype's shape and dtype (numpy.ones_like)."""
    return ones(*_like(prototype, dtype, shape))


def full_like(prototype, fill_value, dtype=None, shape=None):
    """A new tensor of prototype's shape and dtype filled with fill_value (numpy.full_like)."""
    shape, dtype = _like(prototype, dtype, shape)
    return full(shape, fill_value, dtype)


def _from_values(flat, dtype, shape):
    data = b"".join(pack(dtype, v) for v in flat)
    buffer = ctypes.create_string_buffer(data, max(len(data), 1))
    lengths, rank = _shape_arguments(shape)
    return new_tensor(lib.strata_tensor_create_from_data, int(dtype), buffer, len(flat),
                      lengths, rank)


def arange(start, stop=None, step=1, dtype=None):
    """Evenly spaced values start, start + step, … below stop (numpy.arange): arange(n)
    counts from 0. dtype defaults to int64 when every argument is an int, else float64."""
    if stop is None:
        start, stop = 0, start
    if step == 0:
        raise ZeroDivisionError("arange step must not be zero")
    integers = all(isinstance(v, int) for v in (start, stop, step))
    dtype = (DType.int64 if integers else DType.float64) if dtype is None else as_dtype(dtype)
    count = max(0, math.ceil((stop - start) / step)) if not integers else len(
        range(start, stop, step))
    if integers:
        flat = range(start, stop, step)
    else:
        flat = [start + i * step for i in range(count)]
    return _from_values(flat, dtype, (count,))


def linspace(start, stop, num=50, endpoint=True, dtype=None):
    """num evenly spaced values from start to stop, stop included unless endpoint is false
    (numpy.linspace); dtype defaults to float64."""
    num = operator.index(num)
    if num < 0:
        raise ValueError("number of samples, %d, must be non-negative" % num)
    divisions = num - 1 if endpoint else num
    step = (stop - start) / divisions if divisions > 0 else math.nan
    flat = [start + i * step for i in range(num)] if divisions > 0 else [start] * num
    if endpoint and num > 1:
        flat[-1] = stop
    dtype = DType.float64 if dtype is None else as_dtype(dtype)
    return _from_values(flat, dtype, (num,))


def _flatten(values):
    """(row-major elements, shape) of nested lists/tuples, whose members may be tensors or
    NumPy arrays; ragged nesting raises ValueError."""
    if isinstance(values, Tensor) or hasattr(values, "__array_interface__"):
        values = values.tolist()
        if not isinstance(values, list):
            return [values], ()
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
    """A new dense tensor holding a copy of values (numpy.array): a Tensor, a NumPy array, a
    (nested) list/tuple of numbers, tensors or arrays, or a scalar (shape (1,): Strata has no
    rank-0 tensors). dtype defaults to the source's dtype, or bool, int64 or float64 by the
    values."""
    if shape is None and (isinstance(values, Tensor) or hasattr(values, "__array_interface__")):
        copy = as_tensor(values).copy()
        return copy if dtype is None or as_dtype(dtype) is copy.dtype else copy.astype(dtype)
    flat, inferred = _flatten(values)
    dtype = _infer_dtype(flat) if dtype is None else as_dtype(dtype)
    return _from_values(flat, dtype, shape if shape is not None else (inferred or (1,)))


tensor = array


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
