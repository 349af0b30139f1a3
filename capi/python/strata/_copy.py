"""Copies, resize, reverse, broadcast, concatenate/stack/split, slice assignment, filtered
update and contents equality of strata_copy.h, as Tensor methods and module functions."""

from __future__ import annotations

import ctypes
from ctypes import byref, c_int32, c_void_p
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

from . import _native
from ._construct import as_source, as_tensor, empty
from ._docstrings import numpy_doc
from ._dtypes import DType, as_dtype, can_cast_same_kind, common_dtype, pack
from ._errors import InvalidArgumentError, normalize_axis, operator_index
from ._native import lib
from ._core import _nranges, cast, check_same_dtype, inherit, new_tensor
from ._typing import Shape, ShapeLike, TensorLike
from ._views import _shape_argument

if TYPE_CHECKING:
    from ._tensor import Tensor

# Docstring pieces several functions share: parameters (name, type, description) and
# (exception, when) pairs. Every function that writes checks everything before its first write.
_DESTINATION = ("destination", "Tensor", "The tensor written, of this tensor's dtype.")
_SHAPE = ("*shape", "int or sequence of int", "The lengths, as f(2, 3) or f((2, 3)).")
_DIM_REVERSED = ("dim", "int, optional", "The dimension reversed, in [0, ndim); None, and also "
                 "-1 (not counted from the back), reverse every dimension.")
_TENSORS = ("tensors", "sequence of Tensor or array_like",
            "At least 2 tensors; the first gives the rank. Their dtypes promote as "
            "numpy.result_type (records join only records of an equal dtype).")
_OUT = ("out", "Tensor, optional", "Destination with lengths equivalent to the result's; the "
        "tensors are cast to its dtype under the \"same_kind\" rule.")
_NEW_OR_OUT = ("Tensor", "A new tensor, or out.")
_DTYPES_DIFFER = ("DTypeMismatchError", "The dtypes differ.")
_DESTINATION_READ_ONLY = ("ReadOnlyError", "destination is read-only.")
_READ_ONLY = ("ReadOnlyError", "This tensor is read-only.")
_NO_BROADCAST = ("ShapeMismatchError", "The lengths do not broadcast.")
_DESTINATION_REPEATS = ("InvalidArgumentError", "destination has stride 0 on a dimension of "
                        "length > 1 where this tensor varies.")
_OVERLAP = ("OverlapError", "The two share memory in a way strata_copy.h does not support.")
_NEGATIVE_LENGTH = ("ArgumentOutOfRangeError", "A length is negative.")
_BROADCAST_TO_ERRORS = (("ShapeMismatchError", "This tensor's lengths do not broadcast to shape."),
                        _NEGATIVE_LENGTH)
# What the try_ forms still raise (their other failures return False).
_TRY_ERRORS = (_DTYPES_DIFFER, _DESTINATION_READ_ONLY, _OVERLAP)
_JOIN_ERRORS = (("InvalidArgumentError", "Fewer than 2 tensors, a bad dim, or out has stride 0 "
                 "on a dimension of length > 1."),
                ("ArgumentOutOfRangeError", "More than 2**20 tensors."),
                ("DTypeMismatchError", "Records of different dtypes, or records with numbers."),
                ("TypeError", "out's dtype is not a \"same_kind\" cast of the result's."),
                ("ReadOnlyError", "out is read-only."),
                ("OverlapError", "A tensor overlaps out."))


def _join_doc(summary, dim, shape_mismatch):
    """The docstring of concatenate and stack, which differ in dim and in what mismatches."""
    return numpy_doc(summary, _TENSORS, ("dim", "int, optional", dim), _OUT, returns=_NEW_OR_OUT,
                     raises=(("ShapeMismatchError", shape_mismatch),) + _JOIN_ERRORS)


def _flag(function, *arguments):
    result = c_int32()
    function(*arguments, byref(result))
    return bool(result.value)


def _handles(tensors, out):
    """The tensors to join (at least one), each converted (as astype) to their
    numpy.result_type, or to out's dtype when the "same_kind" rule allows the cast, as NumPy
    joins; and their handle array."""
    tensors = [as_tensor(t) for t in tensors]
    if not tensors:
        raise InvalidArgumentError("need at least one tensor to join")
    for other in tensors[1:] + ([] if out is None else [out]):
        check_same_dtype(tensors[0], other)
    if tensors:
        dtype = common_dtype([t.dtype for t in tensors])
        if out is not None and out.dtype != dtype:
            if not can_cast_same_kind(dtype, out.dtype):
                raise TypeError("cannot cast the joined %s elements to out's %s under the "
                                "'same_kind' rule" % (dtype.name, out.dtype.name))
            dtype = out.dtype
        tensors = [cast(t, dtype) for t in tensors]
    return tensors, (c_void_p * max(len(tensors), 1))(*[t._h.value for t in tensors])


class CopyMethods:
    __slots__ = ()

    @numpy_doc("A new dense tensor with the same elements.",
               returns=("Tensor", "A dense, writable tensor of this shape and dtype with its own "
                        "copy of the data."))
    def copy(self) -> Tensor:
        out = empty(self.shape, self.dtype)
        if _native.has("strata_tensor_copy_to"):
            self.copy_to(out)
        else:
            out[...] = self
        return out

    def __copy__(self) -> Tensor:
        """copy.copy: like NumPy, a new tensor with its own copy of the data."""
        return self.copy()

    def __deepcopy__(self, memo: Dict[int, Any]) -> Tensor:
        """copy.deepcopy: the same as copy.copy (elements are numbers)."""
        return self.copy()

    def __reduce__(self) -> Tuple[Callable[..., Tensor], Tuple[str, Shape, bytes]]:
        """Pickles dtype, shape and the logical elements in row-major order; unpickling makes
        a new dense, writable tensor."""
        dtype = self.dtype
        return _unpickle, (dtype.name if isinstance(dtype, DType) else dtype, self.shape,
                           self.flatten())

    @numpy_doc("Copies this tensor, broadcast to destination's lengths, into destination.\n\n"
               "Elements are written in logical order. Overlap follows strata_copy.h: a dense\n"
               "source and a dense destination of equal element counts, or the identical view.\n"
               "After an error nothing is written.",
               _DESTINATION,
               raises=(_DTYPES_DIFFER, _DESTINATION_READ_ONLY,
                       ("ArgumentOutOfRangeError", "This tensor has more elements than "
                        "destination."),
                       _NO_BROADCAST, _DESTINATION_REPEATS, _OVERLAP))
    def copy_to(self, destination: Tensor) -> None:
        check_same_dtype(self, destination)
        lib.strata_tensor_copy_to(self._h, destination._h)

    @numpy_doc("Copies as copy_to does, or reports that lengths or layout do not allow it.",
               _DESTINATION,
               returns=("bool", "True after the copy; False (nothing written) where copy_to "
                        "would fail on lengths or layout (ArgumentOutOfRangeError, "
                        "ShapeMismatchError, InvalidArgumentError)."),
               raises=_TRY_ERRORS)
    def try_copy_to(self, destination: Tensor) -> bool:
        check_same_dtype(self, destination)
        return _flag(lib.strata_tensor_try_copy_to, self._h, destination._h)

    @numpy_doc("The logical elements as bytes, in row-major order (flatten_to).",
               returns=("bytes", "size * itemsize bytes: every element in this tensor's dtype."))
    def flatten(self) -> bytes:
        buffer = ctypes.create_string_buffer(max(self.size * self.itemsize, 1))
        lib.strata_tensor_flatten_to(self._h, buffer, self.size)
        return buffer.raw[: self.size * self.itemsize]

    @numpy_doc("Fills the logical positions in row-major order from a bytes-like object.\n\n"
               "Gaps between the elements of a strided tensor are left untouched.",
               ("data", "bytes-like", "Elements of this tensor's dtype, at least size of them; "
                "the first size are used."),
               raises=(("ArgumentOutOfRangeError", "data holds fewer than size elements."),
                       _READ_ONLY,
                       ("InvalidArgumentError", "This tensor repeats storage (stride 0 on a "
                        "dimension of length > 1).")))
    def copy_from_buffer(self, data: Union[bytes, bytearray, memoryview]) -> None:
        view = memoryview(data).cast("B")
        buffer = (ctypes.c_char * max(len(view), 1)).from_buffer_copy(bytes(view) or b"\0")
        lib.strata_tensor_copy_from_buffer(self._h, buffer, len(view) // self.itemsize)

    @numpy_doc("A new dense tensor: the first logical elements, then zeros (never repeats).",
               _SHAPE,
               returns=("Tensor", "A dense tensor of the given lengths and this dtype: the first "
                        "min(size, new size) elements in row-major order, then zeros."),
               raises=(_NEGATIVE_LENGTH,))
    def resize(self, *shape: ShapeLike) -> Tensor:
        return self._new(lib.strata_tensor_resize, *_shape_argument(shape))

    @numpy_doc("Writes this tensor's first logical elements into destination, then zeros.\n\n"
               "The first min(size, destination.size) elements, in row-major order, go to\n"
               "destination's first logical positions and zero to the rest; gaps stay untouched.",
               ("destination", "Tensor", "The tensor written, of this tensor's dtype and any "
                "lengths."),
               raises=(_DTYPES_DIFFER, _DESTINATION_READ_ONLY,
                       ("InvalidArgumentError", "destination has stride 0 on a dimension of "
                        "length > 1."),
                       ("OverlapError", "The two share memory other than as a dense source and "
                        "a dense destination.")))
    def resize_to(self, destination: Tensor) -> None:
        check_same_dtype(self, destination)
        lib.strata_tensor_resize_to(self._h, destination._h)

    @numpy_doc("A new dense tensor with every dimension (or only dim) reversed.", _DIM_REVERSED,
               returns=("Tensor", "A new dense tensor (never a negative-stride view)."),
               raises=(("InvalidArgumentError", "dim is neither -1 nor in [0, ndim)."),))
    def reverse(self, dim: Optional[int] = None) -> Tensor:
        if dim is None:
            return self._new(lib.strata_tensor_reverse)
        return self._new(lib.strata_tensor_reverse_dimension, dim)

    @numpy_doc("Writes this tensor with every dimension (or only dim) reversed into "
               "destination.\n\n"
               "The reversed tensor is broadcast to destination's lengths. The identical dense\n"
               "view is reversed in place; a reversal that changes nothing of the identical view\n"
               "succeeds.",
               _DESTINATION, _DIM_REVERSED,
               raises=(("InvalidArgumentError", "dim is neither -1 nor in [0, ndim), or "
                        "destination repeats storage where this tensor varies."),
                       _DTYPES_DIFFER, _DESTINATION_READ_ONLY, _NO_BROADCAST,
                       ("OverlapError", "Any other overlap than the identical view (e.g. that "
                        "view with repeated storage reversed along a varying dimension).")))
    def reverse_into(self, destination: Tensor, dim: Optional[int] = None) -> None:
        check_same_dtype(self, destination)
        if dim is None:
            lib.strata_tensor_reverse_into(self._h, destination._h)
        else:
            lib.strata_tensor_reverse_dimension_into(self._h, destination._h, dim)

    @numpy_doc("A view with the given lengths (stride 0 where broadcast).", _SHAPE,
               returns=("Tensor", "A view sharing this tensor's storage."),
               raises=_BROADCAST_TO_ERRORS)
    def broadcast_to(self, *shape: ShapeLike) -> Tensor:
        return self._new(lib.strata_tensor_broadcast_to, *_shape_argument(shape))

    @numpy_doc("A new dense tensor of the given lengths holding this one broadcast.", _SHAPE,
               returns=("Tensor", "A new dense tensor of this dtype."),
               raises=_BROADCAST_TO_ERRORS)
    def broadcast(self, *shape: ShapeLike) -> Tensor:
        return self._new(lib.strata_tensor_broadcast, *_shape_argument(shape))

    @numpy_doc("Writes this tensor, broadcast to destination's lengths, into destination.\n\n"
               "This tensor may have more elements than destination: [1] into [0] writes "
               "nothing.",
               _DESTINATION,
               raises=(_DTYPES_DIFFER, _DESTINATION_READ_ONLY, _NO_BROADCAST,
                       _DESTINATION_REPEATS, ("OverlapError", "The two share memory (any "
                                              "overlap).")))
    def broadcast_into(self, destination: Tensor) -> None:
        check_same_dtype(self, destination)
        lib.strata_tensor_broadcast_into(self._h, destination._h)

    @numpy_doc("Writes as broadcast_into does, or reports that lengths or layout do not allow "
               "it.",
               _DESTINATION,
               returns=("bool", "True after the write; False (nothing written) where "
                        "broadcast_into would raise ShapeMismatchError or InvalidArgumentError."),
               raises=_TRY_ERRORS)
    def try_broadcast_into(self, destination: Tensor) -> bool:
        check_same_dtype(self, destination)
        return _flag(lib.strata_tensor_try_broadcast_into, self._h, destination._h)

    @numpy_doc("count new dense tensors of equal length along dim (strata_tensor_split).",
               ("count", "int", "How many pieces; dim's length must be divisible by it."),
               ("dim", "int, optional", "The dimension split, in [0, ndim)."),
               returns=("list of Tensor", "The pieces in order, each of length / count along "
                        "dim."),
               raises=(("ArgumentOutOfRangeError", "count is not positive."),
                       ("SizeOverflowError", "count is larger than 2**31 - 1."),
                       ("InvalidArgumentError", "dim is outside [0, ndim) or its length is not "
                        "divisible by count.")))
    def split_equal(self, count: int, dim: int = 0) -> List[Tensor]:
        return self._pieces(lib.strata_tensor_split, count, dim)

    @numpy_doc("Copies values (broadcast) into the view of [start, stop) pairs, or into "
               "everything.",
               ("values", "Tensor, array_like or Python scalar", "What is written, broadcast to "
                "the sliced view."),
               ("ranges", "sequence of (int, int), optional", "One (start, stop) pair per "
                "dimension, negative positions counting from the back; None or empty: all."),
               raises=(("ArgumentOutOfRangeError", "A range lies outside its dimension, or "
                        "values has more elements than the view."),
                       ("DTypeMismatchError, ReadOnlyError, ShapeMismatchError, "
                        "InvalidArgumentError, OverlapError", "As copy_to, with values as the "
                        "source and the view as the destination.")))
    def set_slice(self, values: TensorLike,
                  ranges: Optional[Sequence[Tuple[int, int]]] = None) -> None:
        array, count = _nranges(ranges or ())
        lib.strata_tensor_set_slice(self._h, as_source(self, values)._h, array, count)

    @numpy_doc("Writes value where the bool filter is true.",
               ("filter", "Tensor or array_like of bool", "A bool mask broadcast to this tensor."),
               ("value", "Python scalar, Tensor or array_like", "A number written at every "
                "selected position (converted as NumPy 2 assigns a scalar), or values of this "
                "tensor's dtype, broadcast to it, written element for element."),
               raises=(("DTypeMismatchError", "filter is not bool."),
                       ("ShapeMismatchError", "filter does not broadcast to this tensor."),
                       ("InvalidArgumentError", "This tensor repeats storage where filter "
                        "varies."),
                       ("OverlapError", "filter overlaps this tensor, or value overlaps it other "
                        "than as the identical view without repeated storage."),
                       _READ_ONLY,
                       ("OverflowError", "A number value is outside an integer dtype's range "
                        "once truncated, or infinite."),
                       ("ValueError", "A number value is NaN and the dtype is an integer "
                        "dtype."),
                       ("TypeError", "A complex number value and a dtype that is not complex.")))
    def filtered_update(self, filter: TensorLike, value: TensorLike) -> None:
        if isinstance(value, (bool, int, float, complex)):
            element = ctypes.create_string_buffer(pack(self.dtype, value), self.itemsize)
            lib.strata_tensor_filtered_update_value_typed(self._h, as_tensor(filter)._h,
                                                          self.dtype.value, element)
        else:
            lib.strata_tensor_filtered_update(self._h, as_tensor(filter)._h,
                                              as_source(self, value)._h)

    @numpy_doc("Equivalent lengths and equal elements (NaN equals NaN); layout does not matter.",
               ("other", "Tensor or array_like", "The tensor compared, of this tensor's dtype."),
               returns=("bool", "True when the lengths are equal after dropping leading "
                        "length-1 dimensions and every logical element is equal (NaN equals "
                        "NaN, +0 equals -0); strides and gaps do not matter."),
               raises=(_DTYPES_DIFFER,))
    def sequence_equal(self, other: TensorLike) -> bool:
        other = as_tensor(other)
        check_same_dtype(self, other)
        return _flag(lib.strata_tensor_sequence_equal, self._h, other._h)


def _unpickle(dtype, shape, data):
    tensor = empty(shape, DType[dtype] if isinstance(dtype, str) else as_dtype(dtype))
    if data:
        tensor.copy_from_buffer(data)
    return tensor


@_join_doc("Joins tensors along dim (None: all flattened, as numpy.concatenate's axis=None);\n"
           "into out when given.\n\n"
           "The tensors may differ from the first one's rank by leading length-1 dimensions;\n"
           "all lengths other than dim's must match. With dim None only out's element count\n"
           "must match, and out is filled in its own logical order.",
           "The dimension joined, in [-ndim, ndim) of the first (negative counts from the "
           "back, as NumPy); None joins every tensor flattened in logical order.",
           "The other lengths do not match, or out's lengths are not the result's.")
def concatenate(tensors: Sequence[TensorLike], dim: Optional[int] = 0,
                out: Optional[Tensor] = None) -> Tensor:
    tensors, handles = _handles(tensors, out)
    # The native join flattens for dimension -1; NumPy's axis=None does.
    native_dim = -1 if dim is None else _from_the_back(dim, tensors, 0)
    if len(tensors) == 1:
        joined = tensors[0].copy()
        if dim is not None and not joined.ndim:
            raise InvalidArgumentError("concatenate cannot join rank-0 tensors along a "
                                       "dimension (they have none); dim=None joins them "
                                       "flattened")
        return _joined_one(joined.reshape(joined.size) if dim is None else joined, out)
    if out is not None:
        lib.strata_tensor_concatenate_into(handles, len(tensors), native_dim, out._h)
        return out
    return inherit(new_tensor(lib.strata_tensor_concatenate, handles, len(tensors),
                              native_dim), tensors[0])


@_join_doc("Joins equivalent shapes along a new dimension dim; into out when given.\n\n"
           "Shapes are equivalent when they are equal after dropping leading length-1\n"
           "dimensions.",
           "Where the new dimension (of length len(tensors)) goes, in [-ndim - 1, ndim] of the "
           "first (negative counts from the back of the result, as NumPy).",
           "The shapes are not equivalent, or out's lengths are not the result's.")
def stack(tensors: Sequence[TensorLike], dim: int = 0, out: Optional[Tensor] = None) -> Tensor:
    tensors, handles = _handles(tensors, out)
    dim = _from_the_back(dim, tensors, 1)
    if len(tensors) == 1:
        return _joined_one(tensors[0].copy().unsqueeze(dim), out)
    if out is not None:
        lib.strata_tensor_stack_into(handles, len(tensors), dim, out._h)
        return out
    return inherit(new_tensor(lib.strata_tensor_stack, handles, len(tensors), dim), tensors[0])


def _joined_one(joined, out):
    """The join of one tensor, `joined` (a new tensor), or out holding it: NumPy joins a single
    array too, where the native joins take two or more."""
    if out is None:
        return joined
    joined.copy_to(out)
    return out


def _from_the_back(dim, tensors, added):
    """dim of a join in [0, rank), rank the first tensor's plus `added` (the dimensions the join
    adds), a negative one counted from the back, as NumPy counts axes (AxisError outside
    [-rank, rank)). Without dimensions to count (no tensors, rank-0 concatenation) dim is left
    to the native join, which refuses it."""
    dim = operator_index(dim)
    rank = tensors[0].ndim + added if tensors else 0
    return normalize_axis(dim, rank) if rank else dim


@numpy_doc("The tensor split along axis into the pieces without it (numpy.unstack, the array "
           "API's unstack): views sharing its storage.",
           ("x", "Tensor or array_like", "The tensor split."),
           ("axis", "int, optional", "The axis removed (default 0); negative counts from the "
            "back."),
           returns=("tuple of Tensor", "x.shape[axis] views in order (rank 1 gives rank-0 "
                    "pieces)."),
           raises=(("AxisError", "axis is outside [-ndim, ndim)."),
                   ("TypeError", "axis is not an integer.")))
def unstack(x: TensorLike, *, axis: int = 0) -> Tuple[Tensor, ...]:
    x = as_tensor(x)
    return tuple(x.unbind(normalize_axis(axis, x.ndim)))
