"""The Tensor class: one strata_tensor handle (one native reference) per Python object."""

import ctypes
import operator
from ctypes import byref, c_int32, c_int64, c_void_p

from . import _native
from ._dtypes import DType, NUMPY_TYPESTRS, as_dtype, pack, unpack
from ._handle import NativeHandle
from ._native import lib
from ._copy import CopyMethods
from ._elementwise import ElementwiseMethods
from ._views import ViewMethods

# Index item kinds and slice flags (strata_views.h).
_INTEGER, _SLICE, _NONE, _ELLIPSIS, _BOOL, _TENSOR = range(6)
_HAS_START, _HAS_STOP, _HAS_STEP = 1, 2, 4
# Assignment operators (strata_views.h).
ASSIGN, ADD, SUBTRACT, MULTIPLY, DIVIDE, MODULO, POWER, FLOOR_DIVIDE = range(8)

# Positions printed per dimension by repr().
REPR_MAXIMUM_LENGTH = 8


def new_tensor(function, *arguments):
    """Calls a C function whose last parameter is strata_tensor** and adopts the result."""
    out = c_void_p()
    function(*arguments, byref(out))
    return Tensor._adopt(out.value)


class Tensor(ViewMethods, CopyMethods, ElementwiseMethods, NativeHandle):
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

    def to_string(self, maximum_lengths=None):
        """The native text form; maximum_lengths: None (header only), an int for every
        dimension, or one int per dimension."""
        if maximum_lengths is None:
            limits = ()
        elif isinstance(maximum_lengths, int):
            limits = (maximum_lengths,) * self.ndim
        else:
            limits = tuple(maximum_lengths)
        array, count = _native.int64_array(limits)
        text = c_void_p()
        lib.strata_tensor_to_string(self._h, array, count, byref(text))
        return _native.take_string(text)

    def __repr__(self):
        if self._handle is None:
            return "<released strata.Tensor>"
        return self.to_string(REPR_MAXIMUM_LENGTH)

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

    def copy(self):
        """A new dense tensor with the same elements."""
        out = empty(self.shape, self.dtype)
        if _native.has("strata_tensor_copy_to"):
            self.copy_to(out)
        else:
            out[...] = self
        return out

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

    # ---- indexing --------------------------------------------------------------------------

    def __getitem__(self, key):
        items, count, keep = _index_items(key)
        if _native.has("strata_tensor_index"):
            result = new_tensor(lib.strata_tensor_index, self._h, items, count)
        else:
            result = _basic_index(self, key)
        del keep
        if _selects_one_element(key, self.ndim):
            return result.item()
        return result

    def __setitem__(self, key, value):
        self._assign(key, value, ASSIGN)

    def _assign(self, key, value, op):
        if not _native.has("strata_tensor_index_assign"):
            if op != ASSIGN:
                raise NotImplementedError("this libstrata lacks strata_tensor_index_assign")
            return _basic_assign(self, key, value)
        items, count, keep = _index_items(key)
        if isinstance(value, (bool, int, float)):
            dtype = _scalar_dtype(value)
            buffer = ctypes.create_string_buffer(pack(dtype, value), dtype.itemsize)
            lib.strata_tensor_index_assign_scalar(self._h, items, count, int(dtype), buffer, op)
        else:
            source = as_tensor(value)
            lib.strata_tensor_index_assign(self._h, items, count, source._h, op)
        del keep

    def _in_place(self, value, op):
        self._assign(Ellipsis, value, op)
        return self

    def __iadd__(self, value):
        return self._in_place(value, ADD)

    def __isub__(self, value):
        return self._in_place(value, SUBTRACT)

    def __imul__(self, value):
        return self._in_place(value, MULTIPLY)

    def __itruediv__(self, value):
        return self._in_place(value, DIVIDE)

    def __imod__(self, value):
        return self._in_place(value, MODULO)

    def __ipow__(self, value):
        return self._in_place(value, POWER)

    def __ifloordiv__(self, value):
        return self._in_place(value, FLOOR_DIVIDE)

    # ---- NumPy -----------------------------------------------------------------------------

    @property
    def __array_interface__(self):
        dtype = self.dtype
        typestr = NUMPY_TYPESTRS.get(dtype)
        if typestr is None:
            raise TypeError("%r has no NumPy equivalent" % dtype)
        return {
            "version": 3,
            "shape": self.shape,
            "typestr": typestr,
            "data": (self.data_ptr, self.read_only),
            "strides": tuple(s * dtype.itemsize for s in self.strides),
        }

    # ---- DLPack ----------------------------------------------------------------------------

    def __dlpack__(self, *, stream=None, max_version=None, dl_device=None, copy=None):
        """A DLPack capsule sharing this tensor (a versioned one when max_version >= (1, 0));
        copy=True exports a fresh copy instead."""
        from ._dlpack import dlpack

        return dlpack(self, stream, max_version, dl_device, copy)

    def __dlpack_device__(self):
        return (1, 0)  # (kDLCPU, device 0)

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


def _scalar_dtype(value):
    if isinstance(value, bool):
        return DType.bool
    if isinstance(value, int):
        return DType.int64 if value < 2**63 else DType.uint64
    return DType.float64


def _selects_one_element(key, rank):
    """An all-integer key naming every dimension returns a Python scalar (like NumPy)."""
    items = key if isinstance(key, tuple) else (key,)
    return len(items) == rank and all(
        not isinstance(i, bool) and hasattr(i, "__index__") and not isinstance(i, Tensor)
        for i in items)


def _index_items(key):
    """The strata_index_item array for key, its length, and the objects that must outlive the
    call."""
    entries = key if isinstance(key, tuple) else (key,)
    items = (_native.IndexItem * max(len(entries), 1))()
    keep = []
    for item, entry in zip(items, entries):
        keep.append(entry)
        if entry is None:
            item.kind = _NONE
        elif entry is Ellipsis:
            item.kind = _ELLIPSIS
        elif isinstance(entry, bool):
            item.kind, item.value = _BOOL, int(entry)
        elif isinstance(entry, slice):
            item.kind = _SLICE
            for flag, field, bound in ((_HAS_START, "value", entry.start),
                                       (_HAS_STOP, "stop", entry.stop),
                                       (_HAS_STEP, "step", entry.step)):
                if bound is not None:
                    item.flags |= flag
                    setattr(item, field, operator.index(bound))
        elif isinstance(entry, Tensor):
            item.kind, item.tensor = _TENSOR, entry._handle
        elif hasattr(entry, "__index__") and not _is_array(entry):
            item.kind, item.value = _INTEGER, operator.index(entry)
        else:
            tensor = _index_tensor(entry)
            keep.append(tensor)
            item.kind, item.tensor = _TENSOR, tensor._h.value
    return items, len(entries), keep


def _is_array(value):
    return hasattr(value, "__array_interface__") and getattr(value, "ndim", 0) > 0


def _index_tensor(entry):
    """Lists of bools become bool masks; other lists int64 positions; arrays are viewed."""
    if isinstance(entry, (list, tuple)):
        flat = _flatten(entry)[0]
        dtype = DType.bool if flat and all(isinstance(v, bool) for v in flat) else DType.int64
        return array(entry, dtype)
    return as_tensor(entry)


def _basic_index(tensor, key):
    """Basic indexing (integers, slices with step >= 1, None, Ellipsis) for libraries without
    strata_tensor_index: the view is computed here and made with strata_tensor_wrap over the
    same memory; the wrapped storage keeps `tensor` alive (see _keepalive)."""
    entries = key if isinstance(key, tuple) else (key,)
    if entries.count(Ellipsis) > 1:
        raise IndexError("an index can only have a single ellipsis")
    indexed = sum(1 for e in entries if e is not None and e is not Ellipsis)
    if indexed > tensor.ndim:
        raise IndexError("too many indices: %d for a tensor of rank %d" % (indexed, tensor.ndim))
    if Ellipsis in entries:
        at = entries.index(Ellipsis)
        entries = entries[:at] + (slice(None),) * (tensor.ndim - indexed) + entries[at + 1:]
    else:
        entries = entries + (slice(None),) * (tensor.ndim - indexed)
    shape, strides = tensor.shape, tensor.strides
    lengths, steps, offset, dim = [], [], 0, 0
    for entry in entries:
        if entry is None:
            lengths.append(1)
            steps.append(0)
            continue
        length, stride = shape[dim], strides[dim]
        dim += 1
        if isinstance(entry, slice):
            start, stop, step = entry.indices(length)
            if step < 1:
                raise IndexError("a negative step needs strata_tensor_index, which this "
                                 "libstrata lacks")
            count = len(range(start, stop, step))
            offset += start * stride if count else 0
            lengths.append(count)
            steps.append(stride * step)
        elif hasattr(entry, "__index__") and not isinstance(entry, bool):
            position = operator.index(entry)
            if not -length <= position < length:
                raise IndexError("index %d is out of range for dimension %d of length %d"
                                 % (position, dim - 1, length))
            offset += (position % length) * stride
        else:
            raise IndexError("%r needs strata_tensor_index, which this libstrata lacks"
                             % (entry,))
    if not lengths:
        lengths, steps = [1], [0]
    return _wrap_view(tensor, offset, lengths, steps)


def _wrap_view(base, offset, lengths, strides):
    from . import _keepalive

    empty = 0 in lengths
    strides = [0 if empty or n <= 1 else s for n, s in zip(lengths, strides)]
    data_length = 0 if empty else 1 + sum((n - 1) * s for n, s in zip(lengths, strides))
    origin = base.data_ptr + (0 if empty else offset * base.itemsize)
    length_array, rank = _native.int64_array(lengths)
    stride_array, _ = _native.int64_array(strides)
    key = _keepalive.keep(base)
    try:
        return new_tensor(lib.strata_tensor_wrap, int(base.dtype), origin, data_length,
                          length_array, rank, stride_array, rank, int(base.read_only),
                          _keepalive.deleter, key)
    except BaseException:
        _keepalive.forget(key)
        raise


def _basic_assign(tensor, key, value):
    """tensor[key] = value without strata_tensor_index_assign: a scalar fills the view; other
    values must have the view's shape and are read completely before the first write."""
    view = _basic_index(tensor, key)
    if isinstance(value, (bool, int, float)):
        view.fill(value)
        return
    source = as_tensor(value)
    if source.shape != view.shape:
        raise ValueError("value of shape %s cannot be assigned to an index of shape %s"
                         % (source.shape, view.shape))
    values = [source.item(*p) for p in _positions(view.shape)]
    for position, v in zip(_positions(view.shape), values):
        view.set_item(position, v)


def _positions(shape):
    if 0 in shape:
        return
    position = [0] * len(shape)
    while True:
        yield tuple(position)
        for d in reversed(range(len(shape))):
            position[d] += 1
            if position[d] < shape[d]:
                break
            position[d] = 0
        else:
            return


# ---- construction ------------------------------------------------------------------------


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
        from ._numpy import from_numpy

        return from_numpy(value)
    return array(value)
