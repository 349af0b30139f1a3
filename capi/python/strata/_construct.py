"""New tensors from shapes and Python values, as NumPy makes them: zeros, empty, full, ones,
the *_like forms, arange, linspace, array (alias tensor) and as_tensor."""

from __future__ import annotations

import ctypes
import math
import operator
from typing import TYPE_CHECKING, Optional, Sequence

from . import _native
from ._docstrings import numpy_doc
from ._dtypes import (DType, OpaqueDType, as_dtype, common_dtype, element_value,
                      is_complex_number, pack)
from ._errors import DTypeMismatchError
from ._native import lib
from ._numpy import from_numpy
from ._core import TensorCore, check_same_dtype, describe, new_tensor

if TYPE_CHECKING:
    from ._tensor import Tensor
    from ._typing import DTypeLike, Scalar, ShapeLike, TensorLike


_NEW_TENSOR = ("Tensor", "A new tensor.")
_CREATION_ERRORS = [("ArgumentOutOfRangeError", "A negative length or stride."),
                    ("SizeOverflowError", "The storage size does not fit in int64.")]


def _shape_arguments(shape):
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    return _native.int64_array(operator.index(n) for n in shape)


@numpy_doc("A new zero-filled tensor (numpy.zeros).", "shape", "dtype=new_dtype", "strides",
           returns=("Tensor", "A new, writable tensor owning its storage."),
           raises=_CREATION_ERRORS)
def zeros(shape: ShapeLike, dtype: DTypeLike = DType.float64,
          strides: Optional[Sequence[int]] = None) -> Tensor:
    lengths, rank = _shape_arguments(shape)
    stride_array, stride_count = _native.int64_array(strides or ())
    dtype = as_dtype(dtype)
    return describe(new_tensor(lib.strata_tensor_create, int(dtype), lengths, rank,
                               stride_array, stride_count), dtype)


@numpy_doc("A new tensor with uninitialized elements (numpy.empty).", "shape",
           "dtype=new_dtype", "strides",
           returns=("Tensor", "A new, writable tensor whose elements hold arbitrary values."),
           raises=_CREATION_ERRORS)
def empty(shape: ShapeLike, dtype: DTypeLike = DType.float64,
          strides: Optional[Sequence[int]] = None) -> Tensor:
    lengths, rank = _shape_arguments(shape)
    stride_array, stride_count = _native.int64_array(strides or ())
    dtype = as_dtype(dtype)
    return describe(new_tensor(lib.strata_tensor_create_uninitialized, int(dtype), lengths,
                               rank, stride_array, stride_count), dtype)


def full(shape: ShapeLike, fill_value: Scalar, dtype: Optional[DTypeLike] = None) -> Tensor:
    """A new tensor with every element fill_value (numpy.full).

    Parameters
    ----------
    shape : int or sequence of int
        Lengths of the dimensions.
    fill_value : bool, int, float, complex or record
        The value, converted as NumPy 2 assigns a scalar; for an opaque dtype a record of it
        (a numpy.void, a tuple of field values, or bytes for a plain one).
    dtype : dtype-like, optional
        Element type; by default bool, int64, float64 or complex128 by fill_value's type, or
        the dtype of a numpy.void fill_value.

    Returns
    -------
    Tensor
        A new tensor.
    """
    dtype = _scalar_dtype(fill_value) if dtype is None else as_dtype(dtype)
    result = empty(shape, dtype)
    result.fill(fill_value)
    return result


@numpy_doc("A new tensor of ones (numpy.ones).", "shape", "dtype=new_dtype", returns=_NEW_TENSOR)
def ones(shape: ShapeLike, dtype: DTypeLike = DType.float64) -> Tensor:
    return full(shape, 1, dtype)


def _like(prototype, dtype, shape):
    prototype = as_tensor(prototype)
    return (prototype.shape if shape is None else shape,
            prototype.dtype if dtype is None else dtype)


@numpy_doc("A new uninitialized tensor of prototype's shape and dtype (numpy.empty_like).",
           "prototype", "dtype=like_dtype", "shape=like_shape",
           returns=("Tensor", "A new tensor with arbitrary element values."))
def empty_like(prototype: TensorLike, dtype: Optional[DTypeLike] = None,
               shape: Optional[ShapeLike] = None) -> Tensor:
    return empty(*_like(prototype, dtype, shape))


@numpy_doc("A new zero-filled tensor of prototype's shape and dtype (numpy.zeros_like).",
           "prototype", "dtype=like_dtype", "shape=like_shape", returns=_NEW_TENSOR)
def zeros_like(prototype: TensorLike, dtype: Optional[DTypeLike] = None,
               shape: Optional[ShapeLike] = None) -> Tensor:
    return zeros(*_like(prototype, dtype, shape))


@numpy_doc("A new tensor of ones of prototype's shape and dtype (numpy.ones_like).",
           "prototype", "dtype=like_dtype", "shape=like_shape", returns=_NEW_TENSOR)
def ones_like(prototype: TensorLike, dtype: Optional[DTypeLike] = None,
              shape: Optional[ShapeLike] = None) -> Tensor:
    return ones(*_like(prototype, dtype, shape))


@numpy_doc("A new tensor of prototype's shape and dtype filled with fill_value "
           "(numpy.full_like).", "prototype",
           ("fill_value", "bool, int, float or complex", "The value of every element."),
           "dtype=like_dtype", "shape=like_shape", returns=_NEW_TENSOR)
def full_like(prototype: TensorLike, fill_value: Scalar, dtype: Optional[DTypeLike] = None,
              shape: Optional[ShapeLike] = None) -> Tensor:
    shape, dtype = _like(prototype, dtype, shape)
    return full(shape, fill_value, dtype)


def _from_values(flat, dtype, shape):
    data = b"".join(pack(dtype, v) for v in flat)
    buffer = ctypes.create_string_buffer(data, max(len(data), 1))
    lengths, rank = _shape_arguments(shape)
    return new_tensor(lib.strata_tensor_create_from_data, int(dtype), buffer, len(flat),
                      lengths, rank)


def arange(start: Scalar, stop: Optional[Scalar] = None, step: Scalar = 1,
           dtype: Optional[DTypeLike] = None) -> Tensor:
    """Evenly spaced values start, start + step, … below stop (numpy.arange).

    Parameters
    ----------
    start : int or float
        First value; with stop omitted, the stop (and the start is 0).
    stop : int or float, optional
        End of the interval, excluded.
    step : int or float, optional
        Spacing (default 1); must not be zero.
    dtype : dtype-like, optional
        Element type; int64 when every argument is an int, else float64.

    Returns
    -------
    Tensor
        A new rank-1 tensor of ceil((stop − start) / step) elements (none if negative).

    Raises
    ------
    ZeroDivisionError
        step is zero.
    """
    if stop is None:
        start, stop = 0, start
    if step == 0:
        raise ZeroDivisionError("arange step must not be zero")
    integers = all(isinstance(v, int) for v in (start, stop, step))
    dtype = (DType.int64 if integers else DType.float64) if dtype is None else as_dtype(dtype)
    if integers:
        flat = range(start, stop, step)
    else:
        flat = [start + i * step for i in range(max(0, math.ceil((stop - start) / step)))]
    return _from_values(flat, dtype, (len(flat),))


def linspace(start: Scalar, stop: Scalar, num: int = 50, endpoint: bool = True,
             dtype: Optional[DTypeLike] = None) -> Tensor:
    """num evenly spaced values from start to stop (numpy.linspace).

    Parameters
    ----------
    start : int, float or complex
        First value.
    stop : int, float or complex
        Last value when endpoint is true.
    num : int, optional
        Number of values (default 50); must not be negative.
    endpoint : bool, optional
        Whether stop is the last value (default True).
    dtype : dtype-like, optional
        Element type (default float64, or complex128 when start or stop is complex).

    Returns
    -------
    Tensor
        A new rank-1 tensor of num elements.

    Raises
    ------
    ValueError
        num is negative.
    """
    num = operator.index(num)
    if num < 0:
        raise ValueError("number of samples, %d, must be non-negative" % num)
    divisions = num - 1 if endpoint else num
    step = (stop - start) / divisions if divisions > 0 else math.nan
    flat = [start + i * step for i in range(num)] if divisions > 0 else [start] * num
    if endpoint and num > 1:
        flat[-1] = stop
    if dtype is None:
        dtype = DType.complex128 if any(map(is_complex_number, (start, stop))) else (
            DType.float64)
    return _from_values(flat, as_dtype(dtype), (num,))


def _flatten(values):
    """(row-major elements, shape) of nested lists/tuples, whose members may be tensors or
    NumPy arrays; ragged nesting raises ValueError."""
    if isinstance(values, TensorCore) or hasattr(values, "__array_interface__"):
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


def _nested_dtypes(values):
    """The dtypes a nested list/tuple's members state: those of its tensors, NumPy arrays and
    NumPy scalars, and for its Python numbers the dtype _infer_dtype gives them together (as
    numpy.array infers [np.float32(1), np.float32(2)] to float32, and [np.float32(1), 2.5] to
    float64)."""
    stated, numbers, pending = [], [], [values]
    while pending:
        value = pending.pop()
        if isinstance(value, (list, tuple)):
            pending.extend(value)
        elif isinstance(value, TensorCore) or hasattr(value, "__array_interface__"):
            stated.append(as_dtype(value.dtype))
        else:
            numbers.append(value)
    return stated + ([_infer_dtype(numbers)] if numbers else [])


_INT64_MAX = 2 ** 63 - 1


def _infer_dtype(flat):
    """NumPy's dtype for Python values: bool when all are bools, int64 when all are ints (bools
    included; uint64 when one lies above int64 and all others are bools or also above, float64
    when one lies above int64 beside one that does not), complex128 when any is a complex number, else float64
    (also for no values)."""
    if flat and all(isinstance(v, bool) for v in flat):
        return DType.bool
    if flat and all(isinstance(v, int) for v in flat):
        if max(flat) <= _INT64_MAX:
            return DType.int64
        # NumPy takes each int as int64 or (above int64) uint64 and bools as bool: uint64 with
        # bools alone, float64 when an int64 one is there too.
        small = any(v <= _INT64_MAX and not isinstance(v, bool) for v in flat)
        return DType.float64 if small else DType.uint64
    if any(map(is_complex_number, flat)):
        return DType.complex128
    return DType.float64


def array(values: TensorLike, dtype: Optional[DTypeLike] = None,
          shape: Optional[ShapeLike] = None) -> Tensor:
    """A new dense tensor holding a copy of values (numpy.array).

    Parameters
    ----------
    values : Tensor, array_like or number
        A Tensor, a NumPy array, a (nested) list/tuple of numbers, tensors or arrays, or a
        number (rank 0, shape (), as NumPy).
    dtype : dtype-like, optional
        Element type; by default the source's dtype, or bool, int64, float64 or complex128 by
        the values (complex128 when any is complex, as NumPy infers). A tensor or array
        converts as astype does, except that complex values into a real dtype raise TypeError
        (the imaginary parts would be lost; astype keeps the real parts with a warning). An
        opaque dtype takes what NumPy makes records of it from (tuples of field values, bytes
        for a plain one), or a tensor or array of an equal dtype (records do not convert:
        DTypeMismatchError).
    shape : int or sequence of int, optional
        Lengths to give the row-major values instead of their nesting's.

    Returns
    -------
    Tensor
        A new tensor that shares no memory with values.

    Raises
    ------
    ValueError
        Ragged nesting.
    OverflowError, ValueError, TypeError
        A value the dtype cannot hold (see the README's element-value rules).
    """
    if shape is None and (isinstance(values, TensorCore) or hasattr(values, "__array_interface__")):
        source = as_tensor(values)
        target = source.dtype if dtype is None else as_dtype(dtype)
        if target is source.dtype:
            return source.copy()
        if type(target) is OpaqueDType or type(source.dtype) is OpaqueDType:
            if target != source.dtype:
                raise DTypeMismatchError("cannot make a tensor of %r from records of %r (records "
                                         "do not convert)" % (target, source.dtype))
            return source.copy()
        if source.dtype.is_complex and not target.is_complex:
            raise TypeError("cannot make a %s tensor of %s values (the imaginary parts would be "
                            "lost); take .real, or astype, which keeps the real parts"
                            % (target.name, source.dtype.name))
        return source.copy().astype(target)
    if dtype is not None and type(as_dtype(dtype)) is OpaqueDType:
        return _records(values, as_dtype(dtype), shape)
    flat, inferred = _flatten(values)
    if dtype is None:
        stated = _nested_dtypes(values)
        dtype = (common_dtype(stated) if stated and all(type(d) is DType for d in stated)
                 else _infer_dtype(flat))
    else:
        dtype = as_dtype(dtype)
    return _from_values(flat, dtype, shape if shape is not None else inferred)


tensor = array


def _records(values, dtype, shape):
    """array of values that NumPy makes records of dtype (tuples of field values, bytes)."""
    import numpy

    records = numpy.array(values, dtype=dtype.dtype)
    return from_numpy(records if shape is None else records.reshape(shape))


def as_source(destination: Tensor, value: TensorLike) -> Tensor:
    """value as the tensor written into destination (as_tensor), with the dtype rules of
    records: into an opaque destination, a value that is no tensor or array (tuples of field
    values, lists of them, bytes) becomes records of destination's dtype through NumPy, a
    number raises TypeError, and a described dtype must be equal on both sides
    (DTypeMismatchError)."""
    if (type(destination.dtype) is OpaqueDType and not isinstance(value, TensorCore)
            and not hasattr(value, "__array_interface__")):
        if isinstance(value, (bool, int, float, complex)):
            element_value(destination.dtype, value)
        source = _records(value, destination.dtype, None)
    else:
        source = as_tensor(value)
    check_same_dtype(source, destination)
    return source


def as_tensor(value: TensorLike) -> Tensor:
    """value as a Tensor, sharing memory where possible (numpy.asarray).

    Parameters
    ----------
    value : Tensor, array_like or number
        A Tensor (returned as it is), a NumPy array (viewed without a copy, see from_numpy),
        or anything array takes (copied).

    Returns
    -------
    Tensor
        value itself, a view of its memory, or a new tensor.
    """
    if isinstance(value, TensorCore):
        return value
    if hasattr(value, "__array_interface__"):
        return from_numpy(value)
    return array(value)


def _scalar_dtype(value):
    if getattr(getattr(value, "dtype", None), "kind", None) == "V":
        return as_dtype(value.dtype)
    if isinstance(value, bool):
        return DType.bool
    if isinstance(value, int):
        return DType.int64 if value < 2**63 else DType.uint64
    if is_complex_number(value):
        return DType.complex128
    return DType.float64
