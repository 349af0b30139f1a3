"""The Tensor class: one strata_tensor handle (one native reference) per Python object.

The class body holds the handle's lifetime, queries, element access, slicing and the NumPy array
interface. The other operations live in _indexing, _views, _copy, _elementwise and _dlpack, which
make tensors (most of them from Python values, through _construct) and so import this module;
their method classes join Tensor through add_methods when the package loads, not as its bases.
"""

import ctypes
import operator
from ctypes import byref, c_int32, c_int64, c_void_p

from . import _native
from ._dtypes import DType, NUMPY_TYPESTRS, pack, unpack
from ._handle import NativeHandle
from ._native import lib

def new_tensor(function, *arguments):
    """Calls a C function whose last parameter is strata_tensor** and adopts the result."""
    out = c_void_p()
    function(*arguments, byref(out))
    return Tensor._adopt(out.value)


class Tensor(NativeHandle):
    """A strided view of typed memory owned by libstrata (or by a wrapped producer).

    Views share storage; the storage lives while any view, exported DLPack tensor or NumPy
    array made from it lives, so views may be dropped in any order. Create tensors with
    :func:`strata.zeros`, :func:`strata.empty`, :func:`strata.array`, :func:`strata.from_numpy`
    or :func:`strata.from_dlpack`.
    """

    __slots__ = ()

    def __init__(self, *arguments, **keywords):
        raise TypeError("use strata.zeros, strata.empty, strata.array, strata.from_numpy or "
                        "strata.from_dlpack to make a Tensor")

    @staticmethod
    def _release_native(handle):
        lib.strata_tensor_release(handle)

    # ---- queries -------------------------------------------------------------------------

    def _query(self, name, ctype):
        value = ctype()
        getattr(lib, name)(self._h, byref(value))
        return value.value

    @property
    def ndim(self):
        return self._query("strata_tensor_rank", c_int32)

    def _list(self, name):
        rank = self.ndim
        buffer = (c_int64 * rank)()
        getattr(lib, name)(self._h, buffer, rank)
        return tuple(buffer)

    @property
    def shape(self):
        return self._list("strata_tensor_lengths")

    @property
    def strides(self):
        """Strides in elements (Strata's convention; NumPy's are in bytes)."""
        return self._list("strata_tensor_strides")

    @property
    def dtype(self):
        return DType(self._query("strata_tensor_dtype", c_int32))

    @property
    def itemsize(self):
        return self.dtype.itemsize

    @property
    def size(self):
        return self._query("strata_tensor_flattened_length", c_int64)

    @property
    def required_storage(self):
        return self._query("strata_tensor_required_storage", c_int64)

    @property
    def is_empty(self):
        return bool(self._query("strata_tensor_is_empty", c_int32))

    @property
    def is_dense(self):
        return bool(self._query("strata_tensor_is_dense", c_int32))

    @property
    def has_any_dense_dimensions(self):
        return bool(self._query("strata_tensor_has_any_dense_dimensions", c_int32))

    @property
    def read_only(self):
        return bool(self._query("strata_tensor_is_read_only", c_int32))

    @property
    def data_ptr(self):
        """Address of the element at all-zero indexes."""
        return self._query("strata_tensor_data", c_void_p) or 0

    def same_view(self, other):
        """True when both describe the same origin, dtype, lengths and strides."""
        result = c_int32()
        lib.strata_tensor_same_view(self._h, other._h, byref(result))
        return bool(result.value)

    def __len__(self):
        return self.shape[0]

    # ---- elements ------------------------------------------------------------------------

    def item(self, *indexes):
        """The element at one index per dimension (negative counts from the back); with no
        arguments, the only element of a one-element tensor."""
        if not indexes:
            if self.size != 1:
                raise ValueError("item() needs indexes unless the tensor has one element")
            indexes = (0,) * self.ndim
        return self._element("strata_tensor_get", indexes, None)

    def set_item(self, indexes, value):
        """Writes value at one index per dimension."""
        self._element("strata_tensor_set", tuple(indexes), value)

    def _element(self, name, indexes, value):
        dtype = self.dtype
        nindexes = (_native.NIndex * max(len(indexes), 1))()
        for n, i in enumerate(indexes):
            nindexes[n].value, nindexes[n].from_end = _nindex(operator.index(i))
        buffer = ctypes.create_string_buffer(dtype.itemsize)
        if value is not None:
            ctypes.memmove(buffer, pack(dtype, value), dtype.itemsize)
        getattr(lib, name + "_nindex")(self._h, nindexes, len(indexes), buffer)
        return unpack(dtype, buffer.raw) if value is None else None

    def fill(self, value):
        """Writes value to every logical element."""
        buffer = ctypes.create_string_buffer(pack(self.dtype, value), self.itemsize)
        lib.strata_tensor_fill(self._h, buffer)

    def clear(self):
        lib.strata_tensor_clear(self._h)

    def tolist(self):
        if self.ndim == 1:
            return [self.item(i) for i in range(len(self))]
        return [row.tolist() for row in self]

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    # ---- slicing (strata.h) ----------------------------------------------------------------

    def slice(self, ranges):
        """View of [start, stop) per dimension; ranges: one (start, stop) pair per dimension,
        negative positions counting from the back."""
        array, count = _nranges(ranges)
        return new_tensor(lib.strata_tensor_slice, self._h, array, count)

    def slice_from(self, starts):
        """View from each start (negative from the back) to the end of its dimension."""
        array = (_native.NIndex * max(len(starts), 1))()
        for n, start in enumerate(starts):
            array[n].value, array[n].from_end = _nindex(start)
        return new_tensor(lib.strata_tensor_slice_nindex, self._h, array, len(starts))

    # ---- NumPy -----------------------------------------------------------------------------

    @property
    def __array_interface__(self):
        dtype = self.dtype
        typestr = NUMPY_TYPESTRS.get(dtype)
        if typestr is None:
            raise TypeError("%r has no NumPy equivalent" % dtype)
        shape, strides = self.shape, self.strides
        # A zero stride on a dimension longer than 1 (a broadcast) makes elements alias one
        # another, so NumPy receives it read-only, as it makes its own broadcast views.
        aliased = any(s == 0 and n > 1 for n, s in zip(shape, strides))
        return {
            "version": 3,
            "shape": shape,
            "typestr": typestr,
            "data": (self.data_ptr, self.read_only or aliased),
            "strides": tuple(s * dtype.itemsize for s in strides),
        }

    def numpy(self):
        """A NumPy array sharing this tensor's memory (no copy)."""
        import numpy

        return numpy.asarray(self)


def _nindex(position):
    return (position, 0) if position >= 0 else (-position, 1)


def _nranges(ranges):
    """A strata_nrange array from (start, stop) pairs (negative: from the back) and its count."""
    array = (_native.NRange * max(len(ranges), 1))()
    for n, (start, stop) in enumerate(ranges):
        array[n].start.value, array[n].start.from_end = _nindex(start)
        array[n].end.value, array[n].end.from_end = _nindex(stop)
    return array, len(ranges)


# What Python puts in the namespace of every class with __slots__ = () (__module__, __doc__,
# __slots__, and more on newer versions): not methods for add_methods to copy.
# What a class statement puts in a class's namespace besides its members. Named here rather than
# read from a probe class: type() only records __module__ when the caller's frame has a __name__.
_CLASS_BOOKKEEPING = frozenset({"__module__", "__qualname__", "__doc__", "__slots__", "__dict__",
                                "__weakref__", "__annotations__", "__firstlineno__",
                                "__static_attributes__"})


def add_methods(*method_classes):
    """Copies the methods, properties and operators that each class (one with __slots__ = ())
    defines into Tensor. A name defined twice (by Tensor or by two of the classes) raises
    TypeError."""
    for methods in method_classes:
        for name, value in vars(methods).items():
            if name in _CLASS_BOOKKEEPING:
                continue
            if name in vars(Tensor):
                raise TypeError("Tensor.%s is defined twice (again by %s)"
                                % (name, methods.__name__))
            setattr(Tensor, name, value)
