"""Copies, resize, reverse, broadcast, concatenate/stack/split, slice assignment, filtered
update and contents equality of strata_copy.h, as Tensor methods and module functions."""

import ctypes
from ctypes import byref, c_int32, c_void_p

from . import _native
from ._construct import as_tensor, empty
from ._dtypes import DType, pack
from ._native import lib
from ._tensor import _nranges, new_tensor
from ._views import _shape_argument


def _flag(function, *arguments):
    result = c_int32()
    function(*arguments, byref(result))
    return bool(result.value)


def _handles(tensors):
    tensors = [as_tensor(t) for t in tensors]
    return tensors, (c_void_p * max(len(tensors), 1))(*[t._h.value for t in tensors])


class CopyMethods:
    __slots__ = ()

    def copy(self):
        """A new dense tensor with the same elements."""
        out = empty(self.shape, self.dtype)
        if _native.has("strata_tensor_copy_to"):
            self.copy_to(out)
        else:
            out[...] = self
        return out

    def __copy__(self):
        """copy.copy: like NumPy, a new tensor with its own copy of the data."""
        return self.copy()

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        """Pickles dtype, shape and the logical elements in row-major order; unpickling makes
        a new dense, writable tensor."""
        return _unpickle, (self.dtype.name, self.shape, self.flatten())

    def copy_to(self, destination):
        """Copies this tensor, broadcast, into destination (overlap rules of strata_copy.h)."""
        lib.strata_tensor_copy_to(self._h, destination._h)

    def try_copy_to(self, destination):
        """False (nothing written) where copy_to would fail on lengths or layout."""
        return _flag(lib.strata_tensor_try_copy_to, self._h, destination._h)

    def flatten(self):
        """bytes of the logical elements in row-major order (flatten_to)."""
        buffer = ctypes.create_string_buffer(max(self.size * self.itemsize, 1))
        lib.strata_tensor_flatten_to(self._h, buffer, self.size)
        return buffer.raw[: self.size * self.itemsize]

    def copy_from_buffer(self, data):
        """Fills the logical positions in row-major order from a bytes-like object."""
        view = memoryview(data).cast("B")
        buffer = (ctypes.c_char * max(len(view), 1)).from_buffer_copy(bytes(view) or b"\0")
        lib.strata_tensor_copy_from_buffer(self._h, buffer, len(view) // self.itemsize)

    def resize(self, *shape):
        """A new dense tensor: the first logical elements, then zeros (never repeats)."""
        return self._new(lib.strata_tensor_resize, *_shape_argument(shape))

    def resize_to(self, destination):
        lib.strata_tensor_resize_to(self._h, destination._h)

    def reverse(self, dim=None):
        """A new dense tensor with every dimension (or only dim) reversed."""
        if dim is None:
            return self._new(lib.strata_tensor_reverse)
        return self._new(lib.strata_tensor_reverse_dimension, dim)

    def reverse_into(self, destination, dim=None):
        if dim is None:
            lib.strata_tensor_reverse_into(self._h, destination._h)
        else:
            lib.strata_tensor_reverse_dimension_into(self._h, destination._h, dim)

    def broadcast_to(self, *shape):
        """A view with the given lengths (stride 0 where broadcast)."""
        return self._new(lib.strata_tensor_broadcast_to, *_shape_argument(shape))

    def broadcast(self, *shape):
        """A new dense tensor of the given lengths holding this one broadcast."""
        return self._new(lib.strata_tensor_broadcast, *_shape_argument(shape))

    def broadcast_into(self, destination):
        lib.strata_tensor_broadcast_into(self._h, destination._h)

    def try_broadcast_into(self, destination):
        return _flag(lib.strata_tensor_try_broadcast_into, self._h, destination._h)

    def split_equal(self, count, dim=0):
        """count new dense tensors of equal length along dim (strata_tensor_split)."""
        return self._pieces(lib.strata_tensor_split, count, dim)

    def set_slice(self, values, ranges=None):
        """Copies values (broadcast) into the view of [start, stop) pairs, or into everything."""
        array, count = _nranges(ranges or ())
        lib.strata_tensor_set_slice(self._h, as_tensor(values)._h, array, count)

    def filtered_update(self, filter, value):
        """Writes value (a number, or values broadcast to this tensor) where the bool filter
        is true."""
        if isinstance(value, (bool, int, float)):
            element = ctypes.create_string_buffer(pack(self.dtype, value), self.itemsize)
            lib.strata_tensor_filtered_update_value(self._h, as_tensor(filter)._h, element)
        else:
            lib.strata_tensor_filtered_update(self._h, as_tensor(filter)._h,
                                              as_tensor(value)._h)

    def sequence_equal(self, other):
        """Equivalent lengths and equal elements (NaN equals NaN); layout does not matter."""
        return _flag(lib.strata_tensor_sequence_equal, self._h, as_tensor(other)._h)


def _unpickle(dtype_name, shape, data):
    tensor = empty(shape, DType[dtype_name])
    if data:
        tensor.copy_from_buffer(data)
    return tensor


def concatenate(tensors, dim=0, out=None):
    """Joins tensors along dim (-1: all flattened); into out when given."""
    tensors, handles = _handles(tensors)
    if out is not None:
        lib.strata_tensor_concatenate_into(handles, len(tensors), dim, out._h)
        return out
    return new_tensor(lib.strata_tensor_concatenate, handles, len(tensors), dim)


def stack(tensors, dim=0, out=None):
    """Joins equivalent shapes along a new dimension dim; into out when given."""
    tensors, handles = _handles(tensors)
    if out is not None:
        lib.strata_tensor_stack_into(handles, len(tensors), dim, out._h)
        return out
    return new_tensor(lib.strata_tensor_stack, handles, len(tensors), dim)
