"""Indexing of strata_views.h as Tensor methods: t[key], t[key] = value and the in-place
operators, with NumPy's rules for what an index entry is: Python and NumPy integers (0-d integer
arrays included) are integers; True, False and 0-d bool arrays are bool items; NumPy arrays of
rank >= 1, lists and strata tensors of an integer or bool dtype are advanced indexes, viewed or
converted into tensors for the native call. Without strata_tensor_index /
strata_tensor_index_assign in the loaded library, basic indexing is computed here and viewed with
strata_tensor_wrap."""

from __future__ import annotations

import ctypes
import operator
import struct
from itertools import repeat
from typing import TYPE_CHECKING, Any

from . import _keepalive, _native
from ._construct import _flatten, array, as_source, zeros
from ._docstrings import numpy_doc
from ._fast_paths import fast_path
from ._dtypes import DType, OpaqueDType, element_value, pack
from ._errors import DTypeMismatchError, InvalidArgumentError, ShapeMismatchError
from ._native import lib
from ._numpy import from_numpy
from ._core import TensorCore, element_copy, inherit, new_tensor
from ._typing import TensorLike

if TYPE_CHECKING:
    from ._tensor import Tensor

# Index item kinds and slice flags (strata_views.h).
_INTEGER, _SLICE, _NONE, _ELLIPSIS, _BOOL, _TENSOR = range(6)
_HAS_START, _HAS_STOP, _HAS_STEP = 1, 2, 4
# Assignment operators (strata_views.h).
# strata_tensor_index_assign's plain-assignment op (t[key] += v is t[key] = t[key] + v, as in
# Python and NumPy, so the augmented index-assignment ops are not used here).
ASSIGN = 0
_INT64_MIN, _INT64_MAX = -2**63, 2**63 - 1

# Docstring pieces of t[key] and t[key] = value.
_KEY = ("key", "int, slice, None, Ellipsis, bool, array_like of int or bool, or a tuple of them",
        "The index, with NumPy's rules: integers select, slices (any step) and None make views, "
        "integer and bool arrays (NumPy arrays, lists, strata tensors) index advanced.")
_INDEX_ERROR = ("IndexError", "An invalid index entry, an index out of range, too many indices, "
                "or index arrays that do not broadcast together.")

_VALID_INDICES = ("only integers, slices (`:`), ellipsis (`...`), None and integer or boolean "
                  "arrays are valid indices, not %r")


class IndexShapeMismatchError(ShapeMismatchError, IndexError):
    """Index arrays that do not broadcast together, or a mask whose lengths differ from the
    dimensions it covers (NumPy raises IndexError for both)."""


class IndexDTypeMismatchError(DTypeMismatchError, IndexError):
    """An index tensor of a floating-point or complex dtype (NumPy raises IndexError)."""


class IndexingMethods:
    __slots__ = ()

    @numpy_doc("self[key], as NumPy indexes an array.", _KEY,
               returns=("Tensor", "A new rank-0 tensor holding a copy of the element when key is "
                        "one integer per dimension, as NumPy's scalars copy it (a record: a "
                        "numpy.void viewing it, as NumPy indexes a structured array); otherwise "
                        "a view for basic indexes, or a new tensor for advanced ones."),
               raises=(_INDEX_ERROR,))
    @fast_path("getitem")
    def __getitem__(self, key: Any) -> Tensor:
        kind = type(key)
        if kind is slice and key.step is None:
            # t[a:b]: a view of the first dimension, the same as the planner's (one narrow).
            shape = self.shape  # first: it resolves a deferred handle
            handle = self._handle
            if type(handle) is int and shape:
                start, stop, _ = key.indices(shape[0])
                return inherit(new_tensor(lib.strata_tensor_narrow, handle, 0, start,
                                          max(stop - start, 0)), self)
        if (kind is tuple or kind is int) and type(self.dtype) is DType:
            # One int per dimension: copy the element from its place (_core._Elements); anything
            # else, out of range and records included, takes the general path and its errors.
            elements = self._elements
            if elements is not None:
                offset = elements.offset(key if kind is tuple else (key,))
                if offset >= 0:
                    return element_copy(self, offset)
        return self._index(key)

    def _index(self, key):
        """self[key] through the native planner (every key; __getitem__'s general path)."""
        entries = _empty_masks_as_positions(self.shape, _index_entries(key))
        if not _native.has("strata_tensor_index"):
            result = _basic_index(self, entries)
        else:
            items, count, keep = _index_items(entries)
            try:
                result = new_tensor(lib.strata_tensor_index, self._h, items, count)
            except (ShapeMismatchError, DTypeMismatchError, InvalidArgumentError) as error:
                raise _index_error(error, entries) from None
            del keep
        if _selects_one_element(entries, self.ndim):
            if type(self.dtype) is OpaqueDType:
                return _record(inherit(result, self))
            return result.copy()
        return inherit(result, self)

    @numpy_doc("self[key] = value, as NumPy assigns to an index of an array.", _KEY,
               ("value", "Tensor, array_like or Python scalar", "Broadcast to the selection; a "
                "Python number is converted as NumPy assigns a scalar. Records take records of "
                "an equal dtype only: tensors, NumPy arrays or numpy.void, or tuples of field "
                "values (bytes for a plain opaque dtype) that NumPy makes records of."),
               raises=(_INDEX_ERROR, ("ReadOnlyError", "This tensor is read-only."),
                       ("ShapeMismatchError", "value does not broadcast to the selection.")))
    @fast_path("setitem")
    def __setitem__(self, key: Any, value: TensorLike) -> None:
        kind = type(key)
        if (kind is tuple or kind is int) and isinstance(value, (bool, int, float, complex)):
            # As in __getitem__; a read-only tensor takes the general path, which refuses it.
            elements = self._elements
            if elements is not None and elements.writable:
                matrix = elements.matrix
                if matrix is not None and kind is tuple and len(key) == 2:
                    i, j = key
                    n, s, m, t = matrix
                    if type(i) is int and type(j) is int and -n <= i < n and -m <= j < m:
                        elements.typed[(i % n) * s + (j % m) * t] = element_value(
                            elements.dtype, value)
                        return
                offset = elements.offset(key if kind is tuple else (key,))
                if offset >= 0:
                    return elements.write(offset, value)
        self._assign(key, value)

    def _assign(self, key, value):
        entries = _empty_masks_as_positions(self.shape, _index_entries(key))
        if not _native.has("strata_tensor_index_assign"):
            return _basic_assign(self, entries, value)
        items, count, keep = _index_items(entries)
        try:
            if isinstance(value, (bool, int, float, complex)):
                # Converted as NumPy assigns a scalar (pack applies element_value).
                dtype = self.dtype
                buffer = ctypes.create_string_buffer(pack(dtype, value), dtype.itemsize)
                lib.strata_tensor_index_assign_scalar(self._h, items, count, int(dtype), buffer,
                                                      ASSIGN)
            else:
                source = as_source(self, value)
                lib.strata_tensor_index_assign(self._h, items, count, source._h, ASSIGN)
        except (ShapeMismatchError, DTypeMismatchError, InvalidArgumentError):
            # The same status can blame the index (IndexError in NumPy) or the value or
            # operator (ValueError, TypeError): indexing alone tells which.
            try:
                self[entries]
            except IndexError as index_error:
                raise index_error from None
            raise
        del keep


def _record(view):
    """The one record of view as NumPy indexing gives it: a numpy.void viewing the tensor's
    memory (writing one of its fields writes the tensor), or bytes without NumPy."""
    try:
        import numpy
    except ImportError:
        return view.item()
    return numpy.asarray(view).reshape(-1)[0]


def _index_error(error, entries):
    """The exception NumPy's class would have for a failed strata_tensor_index."""
    if isinstance(error, ShapeMismatchError):
        return IndexShapeMismatchError(error.message)
    if isinstance(error, DTypeMismatchError):
        return IndexDTypeMismatchError(error.message)
    if sum(1 for e in entries if e is Ellipsis) > 1:
        return IndexError("an index can only have a single ellipsis ('...')")
    return error


def _empty_masks_as_positions(shape, entries):
    """NumPy compares a bool mask's lengths with the dimensions it covers only along its
    non-empty axes: a mask with an empty axis selects nothing and acts as one empty position
    array per axis, which is what it becomes here when its other lengths match."""
    if not any(map(_is_empty_mask, entries)):
        return entries
    spans = [e.ndim if _is_mask(e) else 0 if e is None or isinstance(e, bool) else 1
             for e in entries]
    result, dim = [], 0
    for n, (entry, span) in enumerate(zip(entries, spans)):
        if entry is Ellipsis:
            dim = len(shape) - sum(spans[n + 1:]) - span
        elif _is_mask(entry) and entry.size == 0 and all(
                length == 0 or shape[dim + axis] == length
                for axis, length in enumerate(entry.shape) if dim + axis < len(shape)):
            result.extend(zeros((0,), DType.int64) for _ in range(span))
            dim += span
            continue
        result.append(entry)
        dim += span
    return tuple(result)


def _is_empty_mask(entry):
    return _is_mask(entry) and entry.size == 0


def _is_mask(entry):
    return isinstance(entry, TensorCore) and entry.dtype == DType.bool


def _selects_one_element(entries, rank):
    """An all-integer key naming every dimension selects one element, which the result copies
    (as NumPy's scalar does)."""
    return len(entries) == rank and all(map(operator.is_, map(type, entries), repeat(int)))


def _index_entries(key):
    """key as a tuple of entries of the kinds the native side takes: int, bool, slice, None,
    Ellipsis or Tensor. NumPy arrays are viewed, lists converted."""
    return tuple(map(_index_entry, key if isinstance(key, tuple) else (key,)))


def _index_entry(entry):
    """One entry of a key in its native kind (see _index_entries)."""
    if entry is None or entry is Ellipsis or isinstance(entry, (bool, slice)):
        return entry
    if isinstance(entry, TensorCore):
        entry = _checked_index_tensor(entry)
        if not entry.ndim:  # a rank-0 index is a scalar one, as NumPy's 0-d arrays
            return bool(entry.item()) if entry.dtype == DType.bool else _position(entry.item())
        return entry
    if isinstance(entry, (list, tuple)):
        return _list_tensor(entry)
    if hasattr(entry, "__array_interface__") and hasattr(entry, "dtype"):
        kind = entry.dtype.kind
        if kind not in "biu":
            raise IndexError("arrays used as indices must be of integer or boolean type, not %s"
                             % entry.dtype)
        if getattr(entry, "ndim", 0) == 0:
            return bool(entry) if kind == "b" else _position(entry)
        if not entry.dtype.isnative:
            entry = entry.astype(entry.dtype.newbyteorder("="))
        return from_numpy(entry)
    if hasattr(entry, "__index__"):
        return _position(entry)
    if isinstance(entry, str):
        raise IndexError("%r: a strata tensor has no field views (its strides count whole "
                         "records); tensor.numpy()[%r] is a NumPy view of the field"
                         % (entry, entry))
    raise IndexError(_VALID_INDICES % (entry,))


def _checked_index_tensor(tensor):
    if tensor.dtype.is_float or tensor.dtype.is_complex:
        raise IndexDTypeMismatchError("an index tensor must have an integer or bool dtype, not %s"
                                      % tensor.dtype)
    return tensor


def _list_tensor(entry):
    """A list (or a tuple inside a tuple key) as NumPy would convert it: all bools → a bool
    mask; integers (bools as 0/1) → int64 positions; NumPy arrays inside go through NumPy."""
    flat, shape = _flatten(entry)
    if any(hasattr(v, "__array_interface__") and getattr(v, "ndim", 0) > 0 for v in flat):
        return _checked_index_tensor(from_numpy(entry))
    if flat and all(isinstance(v, bool) or (getattr(v, "dtype", None) is not None
                                            and v.dtype.kind == "b") for v in flat):
        return array([bool(v) for v in flat], DType.bool, shape=shape)
    values = []
    for v in flat:
        if isinstance(v, float) or not hasattr(v, "__index__"):
            raise IndexError(_VALID_INDICES % (entry,))
        values.append(_position(v))
    return array(values, DType.int64, shape=shape)


def _position(value):
    """An integer index as an int64 (NumPy raises IndexError for larger ones)."""
    position = operator.index(value)
    if not _INT64_MIN <= position <= _INT64_MAX:
        raise IndexError("index %d does not fit in int64" % position)
    return position


# strata_index_item packed field for field: kind, flags, value, stop, step, tensor.
_ITEM = struct.Struct("=iiqqqQ")
assert _ITEM.size == ctypes.sizeof(_native.IndexItem)
_PACKED = {None: _ITEM.pack(_NONE, 0, 0, 0, 0, 0), Ellipsis: _ITEM.pack(_ELLIPSIS, 0, 0, 0, 0, 0),
           False: _ITEM.pack(_BOOL, 0, 0, 0, 0, 0), True: _ITEM.pack(_BOOL, 0, 1, 0, 0, 0)}


def _index_items(entries):
    """The strata_index_item array for entries (from _index_entries), its length, and the
    objects that must outlive the call."""
    packed = []
    for entry in entries:
        if entry is None or entry is Ellipsis or isinstance(entry, bool):
            packed.append(_PACKED[entry])
        elif isinstance(entry, slice):
            start, stop, step = entry.start, entry.stop, entry.step
            flags = ((start is not None) * _HAS_START | (stop is not None) * _HAS_STOP
                     | (step is not None) * _HAS_STEP)
            packed.append(_ITEM.pack(_SLICE, flags, _bound(start), _bound(stop), _bound(step),
                                     0))
        elif isinstance(entry, TensorCore):
            packed.append(_ITEM.pack(_TENSOR, 0, 0, 0, 0, entry._h.value or 0))
        else:
            packed.append(_ITEM.pack(_INTEGER, 0, entry, 0, 0, 0))
    items = (_native.IndexItem * max(len(entries), 1)).from_buffer_copy(
        b"".join(packed) or _PACKED[None])
    return items, len(entries), entries


def _bound(bound):
    """A slice bound as an int64: every axis is shorter than 2**63, so clamping keeps the
    selection."""
    if bound is None:
        return 0
    if type(bound) is not int:
        bound = operator.index(bound)
    return bound if _INT64_MIN <= bound <= _INT64_MAX else min(max(bound, _INT64_MIN),
                                                               _INT64_MAX)


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
    shape, strides = tensor.shape, tensor._strides
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


def _wrap_view(base, offset, lengths, strides, read_only=False):
    """A view of base's memory (offset, lengths and strides in elements) made with
    strata_tensor_wrap; read-only when base is or read_only is true. Its storage keeps base
    alive."""
    empty = 0 in lengths
    strides = [0 if empty or n <= 1 else s for n, s in zip(lengths, strides)]
    data_length = 0 if empty else 1 + sum((n - 1) * s for n, s in zip(lengths, strides))
    origin = base.data_ptr + (0 if empty else offset * base.itemsize)
    length_array, rank = _native.int64_array(lengths)
    stride_array, _ = _native.int64_array(strides)
    key = _keepalive.keep(base)
    try:
        return inherit(new_tensor(lib.strata_tensor_wrap, int(base.dtype), origin, data_length,
                                  length_array, rank, stride_array, rank,
                                  int(base.read_only or read_only), _keepalive.deleter, key),
                       base)
    except BaseException:
        _keepalive.forget(key)
        raise


def _basic_assign(tensor, key, value):
    """tensor[key] = value without strata_tensor_index_assign: a scalar fills the view; other
    values must have the view's shape and are read completely before the first write."""
    view = _basic_index(tensor, key)
    if isinstance(value, (bool, int, float, complex)):
        view.fill(value)
        return
    source = as_source(view, value)
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
