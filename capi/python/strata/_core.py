"""TensorCore, the part of strata.Tensor that its operations build on: one strata_tensor handle
(one native reference) per Python object, its lifetime, queries, element access, slicing and the
NumPy array interface; and the functions that make tensors (new_tensor, adopt, inherit, ...).

The operations live in _indexing, _views, _copy, _elementwise, _dlpack and _text as method
classes that import this module; _tensor makes Tensor of them and TensorCore. This module makes
Tensor and RecordTensor objects without importing _tensor: each class registers itself here
when it is made (TensorCore.__init_subclass__). Other modules test for tensors with TensorCore,
which only those two classes derive from.
"""

from __future__ import annotations

import ctypes
import math
import operator
from ctypes import byref, c_int32, c_int64, c_ubyte, c_void_p
from typing import (TYPE_CHECKING, Any, Callable, Dict, Iterator, Optional, Sequence,
                    Tuple, Union)

from . import _native
from ._docstrings import numpy_doc
from ._dtypes import NUMPY_TYPESTRS, DType, OpaqueDType, element_value, from_code, pack, unpack
from ._errors import DTypeMismatchError, normalize_axis
from ._fast_paths import fast_path
from ._handle import NativeHandle, _set_handle
from ._native import lib
from ._typing import Scalar, Shape

if TYPE_CHECKING:
    from ._tensor import RecordTensor, Tensor

_new_object = object.__new__


def new_tensor(function: Callable[..., Any], *arguments: Any) -> Tensor:
    """Calls a C function whose last parameter is strata_tensor** and adopts the result."""
    out = c_void_p()
    function(*arguments, byref(out))
    tensor = _new_object(Tensor)
    _set_handle(tensor, out.value)
    return tensor


def rank_zero(dtype: DType) -> Tensor:
    """A new rank-0 tensor of dtype whose one element is not initialized yet."""
    return _rank_zero_layout(new_tensor(lib.strata_tensor_create_uninitialized, int(dtype),
                                        None, 0, None, 0), dtype)


def element_copy(tensor: TensorCore, offset: int) -> Tensor:
    """A new rank-0 tensor holding a copy of tensor's element at storage offset `offset` (in
    elements from the origin): what an element read returns, as NumPy's scalars copy it."""
    dtype = tensor.dtype
    address = tensor.data_ptr + offset * dtype.itemsize
    return _rank_zero_layout(new_tensor(lib.strata_tensor_create_from_data, int(dtype), address,
                                        1, _RANK_ZERO_LENGTHS, 0), dtype)


# Lengths that are not NULL, with rank 0: strata_tensor_create_from_data's one-element shape.
_RANK_ZERO_LENGTHS = (c_int64 * 1)()


def _rank_zero_layout(tensor: Tensor, dtype: DType) -> Tensor:
    """tensor, a new rank-0 tensor of dtype, with its layout cached as made (no native query)."""
    for name, value in (("dtype", dtype), ("_strides", ()), ("size", 1), ("shape", ()),
                        ("ndim", 0)):
        _set_slot[name](tensor, value)
    return tensor


def adopt(handle: int) -> Tensor:
    """A Tensor wrapping handle, taking over the one reference the caller holds."""
    return Tensor._adopt(handle)


# A handle's layout (dtype, lengths, strides, origin, read-only flag) never changes after the
# handle is made, so a Tensor caches it in slots filled on first use (__getattr__ runs only while
# a slot is empty) and reads it with no C call. release() empties them again. _LAYOUT is loaded
# together (_strides: element strides, the library's unit); strides (NumPy's, in bytes) is made
# from it when first read.
_LAYOUT = ("ndim", "shape", "_strides", "dtype", "size")
_FIXED = _LAYOUT + ("strides",)
_CACHES = _FIXED + ("_storage", "_elements", "_interface")

# Docstring pieces several methods share.
_VALUE = ("value", "bool, int, float or complex", "The element value, converted to the dtype as "
          "NumPy assigns a Python scalar.")
_READ_ONLY = ("ReadOnlyError", "This tensor is read-only.")
_VALUE_ERRORS = (_READ_ONLY, ("OverflowError", "value is outside an integer dtype's range."),
                 ("TypeError", "value is not a number, or is complex and the dtype is not."))
_ELEMENT_ERRORS = (("ArgumentOutOfRangeError", "Not one index per dimension."),
                   ("IndexOutOfRangeError", "An index outside its dimension."))
_SLICE = ("Tensor", "A view sharing this tensor's storage.")


class TensorCore(NativeHandle):
    """The part of Tensor that the other operations build on (see the module text)."""

    def __init_subclass__(cls, made_here: Optional[str] = None, **keywords: Any) -> None:
        """A subclass declared with made_here="Tensor" or "RecordTensor" is the class this
        module makes under that name."""
        super().__init_subclass__(**keywords)
        if made_here in ("Tensor", "RecordTensor"):
            globals()[made_here] = cls

    __slots__ = {
        "ndim": "Number of dimensions.",
        "shape": "Length of each dimension (a tuple of ints).",
        "strides": "Bytes from one element to the next along each dimension (NumPy's "
                   "ndarray.strides); stride() gives them in elements.",
        "_strides": "Strides in elements (the library's unit; stride() returns them).",
        "dtype": "The element type (a strata.DType, or a strata.OpaqueDType for records).",
        "size": "Number of logical elements.",
        "_storage": "(origin address, read-only flag).",
        "_elements": "An _Elements reading and writing single elements, or None (no elements).",
        "_interface": "(typestr, data, byte strides) of __array_interface__.",
    }

    @numpy_doc("Not a constructor: tensors come from the package's functions.",
               ("*arguments", "Any", "Refused."), ("**keywords", "Any", "Refused."),
               raises=(("TypeError", "Always; use strata.zeros, strata.empty, strata.array, "
                        "strata.from_numpy or strata.from_dlpack."),))
    def __init__(self, *arguments: Any, **keywords: Any) -> None:
        raise TypeError("use strata.zeros, strata.empty, strata.array, strata.from_numpy or "
                        "strata.from_dlpack to make a Tensor")

    @classmethod
    def _adopt(cls, handle):
        """Wraps a native handle, taking over the one reference the caller holds."""
        obj = _new_object(cls)
        _set_handle(obj, handle)
        return obj

    _release_native = staticmethod(lib.strata_tensor_release)

    def release(self) -> None:
        """Drops the native reference now (idempotent); later use raises InvalidHandleError.

        Also empties the cached layout."""
        for name in _CACHES:  # emptied (set, then deleted: no AttributeError to catch)
            _set_slot[name](self, None)
            _delete_slot[name](self)
        NativeHandle.release(self)

    # The layout slots, typed (as annotations only: the slots above are the storage).
    ndim: int
    shape: Shape
    strides: Shape
    _strides: Shape
    dtype: Union[DType, OpaqueDType]
    size: int

    # Hidden from type checkers, which would otherwise take any attribute name as valid.
    if not TYPE_CHECKING:
        @fast_path("getattr")
        def __getattr__(self, name: str) -> Any:
            """Fills an empty cache slot (the layout: ndim, shape, strides, _strides, dtype,
            size; or the storage, element and array-interface caches) on first use and returns
            its value; any other name raises AttributeError."""
            load = _LOADERS.get(name)
            if load is None:
                raise AttributeError("'%s' object has no attribute '%s'"
                                     % (type(self).__name__, name))
            load(self)
            return _get_slot[name](self)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in _FIXED:
            raise AttributeError("%s.%s cannot be set (a tensor's layout is fixed; make a view "
                                 "with reshape, permute, ...)" % (type(self).__name__, name))
        object.__setattr__(self, name, value)

    # ---- queries -------------------------------------------------------------------------

    def _query(self, name, ctype):
        value = ctype()
        getattr(lib, name)(self._h, byref(value))
        return value.value

    @property
    def itemsize(self) -> int:
        """Bytes per element."""
        return self.dtype.itemsize

    @property
    def nbytes(self) -> int:
        """Bytes the logical elements take (size * itemsize, numpy.ndarray.nbytes): gaps of a
        strided view and repeats of a broadcast one are not counted."""
        return self.size * self.dtype.itemsize

    @numpy_doc("Strides in elements, as PyTorch's Tensor.stride() (strides gives NumPy's, in "
               "bytes).",
               ("dim", "int, optional", "One dimension (negative counts from the back); None "
                "gives every dimension's stride."),
               returns=("tuple of int or int", "Elements from one position to the next along "
                        "each dimension (0 on length-1 and broadcast dimensions, and on every "
                        "dimension of an empty tensor), or along dim."),
               raises=(("AxisError", "dim is outside [-ndim, ndim) (an IndexError, as "
                        "PyTorch's)."),
                       ("TypeError", "dim is not an integer.")))
    def stride(self, dim: Optional[int] = None) -> Union[Shape, int]:
        strides = self._strides
        return strides if dim is None else strides[normalize_axis(dim, len(strides))]

    @property
    def required_storage(self) -> int:
        """Elements of storage the view spans: 0 if empty, else 1 + sum((length-1) * stride)."""
        return self._query("strata_tensor_required_storage", c_int64)

    @property
    def is_empty(self) -> bool:
        """True when the tensor has no elements (a length is 0)."""
        return bool(self._query("strata_tensor_is_empty", c_int32))

    @property
    def is_dense(self) -> bool:
        """True when logical order is storage order without gaps or repeats."""
        return bool(self._query("strata_tensor_is_dense", c_int32))

    @property
    def has_any_dense_dimensions(self) -> bool:
        """True when dense, or the innermost significant dimension has stride 1."""
        return bool(self._query("strata_tensor_has_any_dense_dimensions", c_int32))

    @property
    def read_only(self) -> bool:
        """True when the view refuses writes (ReadOnlyError)."""
        return self._storage[1]

    @property
    def data_ptr(self) -> int:
        """Address of the element at all-zero indexes."""
        return self._storage[0]

    @numpy_doc("True when both describe the same origin, dtype, lengths and strides.",
               ("other", "Tensor", "The tensor compared (its view, not its contents)."),
               returns=("bool", "Whether the two are the same view."))
    def same_view(self, other: Tensor) -> bool:
        result = c_int32()
        lib.strata_tensor_same_view(self._h, other._h, byref(result))
        return bool(result.value)

    def __len__(self) -> int:
        if not self.ndim:
            raise TypeError("len() of a rank-0 tensor")
        return self.shape[0]

    # ---- elements ------------------------------------------------------------------------

    @numpy_doc("The element at one index per dimension (negative counts from the back).\n\n"
               "With no arguments, the only element of a one-element tensor.",
               ("*indexes", "int", "One index per dimension, or none."),
               returns=("bool, int, float, complex, tuple or bytes", "The element as a "
                        "Python number (complex for complex64 and complex128); a record as "
                        "NumPy's item() gives it: a tuple of its field values, or bytes for a "
                        "plain opaque dtype."),
               raises=_ELEMENT_ERRORS + (("ValueError", "No indexes, and size is not 1."),))
    @fast_path("item")
    def item(self, *indexes: int) -> Scalar:
        if not indexes:
            if self.size != 1:
                raise ValueError("item() needs indexes unless the tensor has one element")
            indexes = (0,) * self.ndim
        elements = self._elements
        if elements is not None:
            offset = elements.offset(indexes)
            if offset >= 0:
                return elements.read(offset)
        return self._element(indexes, None)

    @numpy_doc("Writes value at one index per dimension.",
               ("indexes", "sequence of int", "One index per dimension; negative counts from "
                "the back."),
               _VALUE,
               raises=_ELEMENT_ERRORS + _VALUE_ERRORS)
    def set_item(self, indexes: Sequence[int], value: Scalar) -> None:
        indexes = tuple(indexes)
        elements = self._elements
        if elements is not None and elements.writable:
            offset = elements.offset(indexes)
            if offset >= 0:
                return elements.write(offset, value)
        self._element(indexes, value)

    def _element(self, indexes, value):
        """Reads (value None) or writes one element at NIndex positions."""
        dtype = self.dtype
        nindexes = (_native.NIndex * max(len(indexes), 1))()
        for n, i in enumerate(indexes):
            nindexes[n].value, nindexes[n].from_end = _nindex(operator.index(i))
        buffer = ctypes.create_string_buffer(dtype.itemsize)
        if value is None:
            lib.strata_tensor_get_nindex(self._h, nindexes, len(indexes), buffer)
            return unpack(dtype, buffer.raw)
        ctypes.memmove(buffer, pack(dtype, value), dtype.itemsize)
        lib.strata_tensor_set_nindex_typed(self._h, nindexes, len(indexes), dtype.value, buffer)
        return None

    @numpy_doc("Writes value to every logical element.", _VALUE, raises=_VALUE_ERRORS)
    def fill(self, value: Scalar) -> None:
        buffer = ctypes.create_string_buffer(pack(self.dtype, value), self.itemsize)
        lib.strata_tensor_fill_typed(self._h, self.dtype.value, buffer)

    @numpy_doc("Writes zero to every logical element.", raises=(_READ_ONLY,))
    def clear(self) -> None:
        lib.strata_tensor_clear(self._h)

    @numpy_doc("The elements as nested lists of Python numbers, one level per dimension.",
               returns=("list", "For rank 1 a list of the elements, else a list of each row's "
                        "tolist(); for rank 0 the element itself, as item()."))
    def tolist(self) -> Any:
        if self.ndim == 0:
            return self.item()
        if self.ndim == 1:
            return [self.item(i) for i in range(len(self))]
        return [row.tolist() for row in self]

    def __iter__(self) -> Iterator[Any]:
        if not self.ndim:  # raised by iter() itself, as NumPy does
            raise TypeError("iteration over a rank-0 tensor")
        return map(self.__getitem__, range(len(self)))

    # ---- slicing (strata.h) ----------------------------------------------------------------

    @numpy_doc("View of [start, stop) per dimension.",
               ("ranges", "sequence of (int, int)", "One (start, stop) pair per dimension, "
                "negative positions counting from the back."),
               returns=_SLICE,
               raises=(("ArgumentOutOfRangeError", "Not one range per dimension, or a range "
                        "outside its dimension."),))
    def slice(self, ranges: Sequence[Tuple[int, int]]) -> Tensor:
        array, count = _nranges(ranges)
        return inherit(new_tensor(lib.strata_tensor_slice, self._h, array, count), self)

    @numpy_doc("View from each start (negative from the back) to the end of its dimension.",
               ("starts", "sequence of int", "One start per dimension."),
               returns=_SLICE,
               raises=(("ArgumentOutOfRangeError", "Not one start per dimension."),
                       ("IndexOutOfRangeError", "A start outside its dimension.")))
    def slice_from(self, starts: Sequence[int]) -> Tensor:
        array = (_native.NIndex * max(len(starts), 1))()
        for n, start in enumerate(starts):
            array[n].value, array[n].from_end = _nindex(start)
        return inherit(new_tensor(lib.strata_tensor_slice_nindex, self._h, array, len(starts)),
                       self)

    # ---- NumPy -----------------------------------------------------------------------------

    @property
    def __array_interface__(self) -> Dict[str, Any]:
        typestr, data, strides = self._interface
        return {"version": 3, "shape": self.shape, "typestr": typestr, "data": data,
                "strides": strides}

    @property
    @fast_path("array_struct")
    def __array_struct__(self) -> Any:
        """NumPy's C-level array interface: a capsule stating what __array_interface__ states,
        which NumPy reads without parsing a dict. Only the compiled fast paths make it (for
        plain tensors); otherwise this raises AttributeError and NumPy reads
        __array_interface__."""
        raise AttributeError("%s.__array_struct__ needs the compiled fast paths; NumPy reads "
                             "__array_interface__" % type(self).__name__)

    @numpy_doc("A NumPy array sharing this tensor's memory (no copy).",
               returns=("numpy.ndarray", "A view of this tensor's memory, read-only when the "
                        "tensor is read-only or broadcast (stride 0 on a length > 1)."),
               raises=(("TypeError", "The dtype has no NumPy equivalent (bfloat16)."),))
    def numpy(self) -> Any:
        import numpy

        return numpy.asarray(self)


def describe(tensor: Tensor, dtype: Any) -> Tensor:
    """tensor, whose native dtype is the opaque dtype of dtype's size, as a RecordTensor of
    dtype when dtype is a described OpaqueDType; any other tensor as it is."""
    if type(dtype) is OpaqueDType and dtype.descr is not None:
        object.__setattr__(tensor, "__class__", RecordTensor)
        _load_layout(tensor)
        if tensor.dtype.itemsize == dtype.itemsize:
            _set_slot["dtype"](tensor, dtype)
    return tensor


def inherit(result: Tensor, source: Tensor) -> Tensor:
    """result, made from source by a layout operation, with source's record description."""
    if source.__class__ is RecordTensor:
        describe(result, source.dtype)
    return result


def cast(tensor: Any, dtype: Any) -> Any:
    """tensor itself when it has dtype, else a converted copy with NumPy's unsafe casting (what
    astype does)."""
    return tensor if tensor.dtype is dtype else tensor.astype(dtype)


def check_same_dtype(source: Any, destination: Any) -> None:
    """Raises DTypeMismatchError when either tensor has a record description and the dtypes
    differ: natively, records of one size are one dtype, so only the binding can tell."""
    if ((source.__class__ is RecordTensor or destination.__class__ is RecordTensor)
            and source.dtype != destination.dtype):
        raise DTypeMismatchError("the dtypes differ: %r and %r (records are written only into "
                                 "records of an equal dtype)" % (source.dtype, destination.dtype))


def _nindex(position):
    return (position, 0) if position >= 0 else (-position, 1)


def _nranges(ranges):
    """A strata_nrange array from (start, stop) pairs (negative: from the back) and its count."""
    array = (_native.NRange * max(len(ranges), 1))()
    for n, (start, stop) in enumerate(ranges):
        array[n].start.value, array[n].start.from_end = _nindex(start)
        array[n].end.value, array[n].end.from_end = _nindex(stop)
    return array, len(ranges)


# ---- the caches --------------------------------------------------------------------------------

_slots = {name: vars(cls)[name] for cls in (TensorCore, NativeHandle) for name in cls.__slots__
          if name != "__weakref__"}
_get_slot = {name: slot.__get__ for name, slot in _slots.items()}
_set_slot = {name: slot.__set__ for name, slot in _slots.items()}
_delete_slot = {name: slot.__delete__ for name, slot in _slots.items()}


def slot_descriptors() -> Dict[str, Any]:
    """The slot descriptors of TensorCore and NativeHandle by name (strata._accelerate reads
    them)."""
    return dict(_slots)


def _load_layout(tensor):
    """Fills ndim, shape, strides, dtype and size with four C calls."""
    handle = tensor._h
    rank, code = c_int32(), c_int32()
    lib.strata_tensor_rank(handle, byref(rank))
    rank = rank.value
    lengths, strides = (c_int64 * max(rank, 1))(), (c_int64 * max(rank, 1))()
    lib.strata_tensor_lengths(handle, lengths, rank)
    lib.strata_tensor_strides(handle, strides, rank)
    lib.strata_tensor_dtype(handle, byref(code))
    shape = tuple(lengths[:rank])
    for name, value in (("dtype", from_code(code.value)), ("_strides", tuple(strides[:rank])),
                        ("size", math.prod(shape)), ("shape", shape), ("ndim", rank)):
        _set_slot[name](tensor, value)


def _load_byte_strides(tensor):
    itemsize = tensor.dtype.itemsize
    _set_slot["strides"](tensor, tuple(s * itemsize for s in tensor._strides))


def _load_storage(tensor):
    handle = tensor._h
    address, read_only = c_void_p(), c_int32()
    lib.strata_tensor_data(handle, byref(address))
    lib.strata_tensor_is_read_only(handle, byref(read_only))
    _set_slot["_storage"](tensor, (address.value or 0, bool(read_only.value)))


def _load_elements(tensor):
    shape, strides, dtype = tensor.shape, tensor._strides, tensor.dtype
    elements = None
    # Records take the native element calls, whose results item() and t[i] shape as NumPy's.
    if tensor.size and type(dtype) is not OpaqueDType:
        span = 1 + sum((n - 1) * s for n, s in zip(shape, strides))
        elements = _Elements(tensor._h.value, span, shape, strides, dtype, tensor.read_only)
    _set_slot["_elements"](tensor, elements)


def _load_interface(tensor):
    dtype = tensor.dtype
    typestr = NUMPY_TYPESTRS.get(dtype)
    if type(dtype) is OpaqueDType:
        typestr = "|V%d" % dtype.itemsize
    elif typestr is None:
        raise TypeError("%r has no NumPy equivalent" % dtype)
    shape, strides = tensor.shape, tensor.strides
    address, read_only = tensor._storage
    # A zero stride on a dimension longer than 1 (a broadcast) makes elements alias one
    # another, so NumPy receives it read-only, as it makes its own broadcast views.
    aliased = any(s == 0 and n > 1 for n, s in zip(shape, strides))
    _set_slot["_interface"](tensor, (typestr, (address, read_only or aliased), strides))


_LOADERS = dict.fromkeys(_LAYOUT, _load_layout)
_LOADERS.update(strides=_load_byte_strides, _storage=_load_storage, _elements=_load_elements,
                _interface=_load_interface)

# memoryview formats of the element types it can index directly (float16 and bfloat16 go
# through the struct conversions of pack and unpack instead).
_MEMORYVIEW_FORMATS = {
    DType.int8: "b", DType.int16: "h", DType.int32: "i", DType.int64: "q",
    DType.uint8: "B", DType.uint16: "H", DType.uint32: "I", DType.uint64: "Q",
    DType.float32: "f", DType.float64: "d", DType.bool: "?",
}


class _Reference:
    """One more native reference to a handle, dropped when this object is collected."""

    __slots__ = ("handle",)

    def __init__(self, handle):
        lib.strata_tensor_retain(handle)
        self.handle = handle

    def __del__(self):
        try:
            lib.strata_tensor_release(self.handle)
        except Exception:  # interpreter shutdown: the library may already be gone
            pass


class _Elements:
    """Single elements read and written in place: a storage offset from the cached layout
    (bounds-checked, negative indexes from the back) and a memoryview over the storage span.
    The memoryview's buffer holds its own native reference, so the memory stays valid while the
    view lives, even if the tensor is released meanwhile. The memoryview never leaves this
    object."""

    __slots__ = ("layout", "dtype", "itemsize", "writable", "typed", "raw", "matrix")

    def __init__(self, handle, span, lengths, strides, dtype, read_only):
        self.layout, self.dtype = tuple(zip(lengths, strides)), dtype
        self.itemsize, self.writable = dtype.itemsize, not read_only
        reference = _Reference(handle)
        # Asked after the retain: it raises if another thread released the handle before.
        address = c_void_p()
        lib.strata_tensor_data(handle, byref(address))
        buffer = (c_ubyte * (span * dtype.itemsize)).from_address(address.value)
        buffer.reference = reference
        raw = memoryview(buffer).cast("B")
        self.raw = raw.toreadonly() if read_only else raw
        code = _MEMORYVIEW_FORMATS.get(dtype)
        self.typed = None if code is None else self.raw.cast(code)
        # (rows, row stride, columns, column stride) of a rank-2 tensor with a typed view: the
        # common case, which __getitem__ and __setitem__ unroll.
        self.matrix = None
        if self.typed is not None and len(self.layout) == 2:
            (n, s), (m, t) = self.layout
            self.matrix = (n, s, m, t)

    def offset(self, indexes):
        """The storage offset of indexes, a tuple of one int per dimension; -1 when indexes is
        anything else or out of range (the native path then raises the error)."""
        layout = self.layout
        if len(indexes) != len(layout):
            return -1
        offset = k = 0
        for n, s in layout:
            i = indexes[k]
            k += 1
            if type(i) is not int or not -n <= i < n:
                return -1
            offset += (i if i >= 0 else i + n) * s
        return offset

    def read(self, offset):
        typed = self.typed
        if typed is not None:
            return typed[offset]
        start = offset * self.itemsize
        return unpack(self.dtype, self.raw[start:start + self.itemsize])

    def write(self, offset, value):
        """Writes value converted as element_value converts it (the caller checks writable)."""
        typed = self.typed
        if typed is not None:
            typed[offset] = element_value(self.dtype, value)
        else:
            start = offset * self.itemsize
            self.raw[start:start + self.itemsize] = pack(self.dtype, value)
