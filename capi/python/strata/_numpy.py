"""Zero-copy views of NumPy arrays.

from_numpy wraps the array's memory with strata_tensor_wrap: lengths as they are, strides
converted from bytes to elements (length-0/1 dimensions and empty arrays get stride 0, Strata's
canonical form), read-only when the array is not writeable. The array stays alive while the
native storage does (see _keepalive). Layouts Strata cannot view are copied first — negative
strides (a[::-1]) and strides that are not a multiple of the item size — so the result of such a
call does not share memory with the argument. NumPy's rank-0 arrays stay rank 0. Structured
and void arrays become tensors of an opaque dtype (see strata.opaque).
"""

from __future__ import annotations

from ctypes import byref, c_void_p
from typing import TYPE_CHECKING, Any

from . import _keepalive, _native
from ._dtypes import DType, opaque
from ._errors import DTypeMismatchError
from ._native import lib
from ._core import adopt, describe

if TYPE_CHECKING:
    from ._tensor import Tensor

_READ_ONLY = 1


def _strata_dtype(np_dtype):
    if np_dtype.kind == "V":
        # Records are moved as bytes, so the byte order of their fields does not matter.
        try:
            return opaque(np_dtype)
        except TypeError as error:
            raise DTypeMismatchError(str(error)) from None
    if not np_dtype.isnative:
        raise DTypeMismatchError("NumPy dtype %s is not in native byte order" % np_dtype.str)
    if np_dtype.name not in DType.__members__:
        raise DTypeMismatchError("NumPy dtype %s has no Strata equivalent" % np_dtype.name)
    return DType[np_dtype.name]


def from_numpy(a: Any, read_only: bool = False) -> Tensor:
    """A Tensor viewing a NumPy array's memory.

    The array stays alive while the tensor's storage does. Lengths are kept and strides are
    converted from bytes to elements (a rank-0 array stays rank 0). A structured or void
    array becomes a tensor of its opaque dtype (strata.opaque(a.dtype)), which gives NumPy the
    same dtype back.

    Parameters
    ----------
    a : numpy.ndarray or array_like
        The array to view; anything else is first converted with numpy.asarray. When a has
        negative strides or strides that are not a multiple of its item size, the tensor views
        a copy of it and does not share memory with a.
    read_only : bool, optional
        True makes the view read-only even when a is writeable (a view of an array that is not
        writeable is read-only regardless).

    Returns
    -------
    Tensor
        A tensor sharing a's memory (or its copy), of the Strata dtype with the name of a's
        dtype, or of strata.opaque(a.dtype) for a structured or void array.

    Raises
    ------
    DTypeMismatchError
        When a's dtype is not in native byte order or has no Strata equivalent (a void dtype
        with Python object fields, or of more than 65536 bytes, included).
    """
    import numpy

    a = numpy.asarray(a)
    dtype = _strata_dtype(a.dtype)
    itemsize = a.dtype.itemsize
    if any(s < 0 or s % itemsize for s in a.strides):
        a = numpy.array(a, copy=True, order="C")
    lengths = a.shape
    empty = 0 in lengths
    strides = [0 if empty or n <= 1 else s // itemsize for n, s in zip(lengths, a.strides)]
    data_length = 0 if empty else 1 + sum((n - 1) * s for n, s in zip(lengths, strides))
    flags = _READ_ONLY if read_only or not a.flags.writeable else 0
    length_array, rank = _native.int64_array(lengths)
    stride_array, _ = _native.int64_array(strides)
    key = _keepalive.keep(a)
    out = c_void_p()
    try:
        lib.strata_tensor_wrap(int(dtype), a.__array_interface__["data"][0], data_length,
                               length_array, rank, stride_array, rank, flags,
                               _keepalive.deleter, key, byref(out))
    except BaseException:
        _keepalive.forget(key)
        raise
    return describe(adopt(out.value), dtype)
