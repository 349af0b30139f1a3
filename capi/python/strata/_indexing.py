"""Indexing of strata_views.h as Tensor methods: t[key], t[key] = value and the in-place
operators. Without strata_tensor_index / strata_tensor_index_assign in the loaded library, basic
indexing is computed here and viewed with strata_tensor_wrap."""

import ctypes
import operator

from . import _keepalive, _native
from ._construct import _flatten, _scalar_dtype, array, as_tensor
from ._dtypes import DType, pack
from ._native import lib
from ._tensor import Tensor, new_tensor

# Index item kinds and slice flags (strata_views.h).
_INTEGER, _SLICE, _NONE, _ELLIPSIS, _BOOL, _TENSOR = range(6)
_HAS_START, _HAS_STOP, _HAS_STEP = 1, 2, 4
# Assignment operators (strata_views.h).
ASSIGN, ADD, SUBTRACT, MULTIPLY, DIVIDE, MODULO, POWER, FLOOR_DIVIDE = range(8)


class IndexingMethods:
    __slots__ = ()

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
            item.kind, item.tensor = _TENSOR, entry._h.value
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
