"""View operators of strata_views.h as Tensor methods. Every method returns a view sharing
storage unless its C function says otherwise (contiguous() of a non-dense view)."""

from __future__ import annotations

import operator
from ctypes import byref, c_int32, c_void_p
from typing import TYPE_CHECKING, Any, List, Optional, Sequence, Union

from . import _native
from ._construct import zeros
from ._docstrings import numpy_doc
from ._errors import normalize_axis, operator_index
from ._fast_paths import fast_path
from ._indexing import _wrap_view
from ._native import lib
from ._core import adopt, inherit, new_tensor
from ._typing import ShapeLike, TensorLike

if TYPE_CHECKING:
    from ._tensor import Tensor

# Docstring pieces several view operators share.
_VIEW = ("Tensor", "A view sharing this tensor's storage.")
_PIECES = ("list of Tensor", "The pieces in order, views sharing this tensor's storage.")
_DIM_OUT_OF_RANGE = ("ArgumentOutOfRangeError", "A dimension is outside [-ndim, ndim).")
_PIECE_COUNT = ("ArgumentOutOfRangeError", "A count of pieces that is not positive.")


def _shape_argument(shape):
    """f(2, 3) and f((2, 3)) alike."""
    if len(shape) == 1 and not hasattr(shape[0], "__index__"):
        shape = tuple(shape[0])
    return _native.int64_array(operator.index(n) for n in shape)


def axis_permutation(axes: Sequence[Any], rank: int) -> List[int]:
    """axes, a permutation of rank axes (negative counting from the back), as nonnegative
    axes; raises as numpy.transpose does: ValueError when the count is not rank or an axis
    repeats, AxisError for an axis out of range, TypeError for a non-integer."""
    if len(axes) != rank:
        raise ValueError("axes don't match array: %d axes given for a tensor of %d dimensions"
                         % (len(axes), rank))
    permutation = [normalize_axis(axis, rank) for axis in axes]
    if len(set(permutation)) != rank:
        raise ValueError("repeated axis in transpose: %s" % (tuple(axes),))
    return permutation


class ViewMethods:
    __slots__ = ()

    def _new(self, function, *arguments):
        # The raw handle suffices: self is this frame's, alive through the call.
        handle = self._handle
        return inherit(new_tensor(function, handle if type(handle) is int else self._h,
                                  *arguments), self)

    def _pieces(self, function, *arguments):
        count = c_int32()
        function(self._h, *arguments, None, 0, byref(count))
        pieces = (c_void_p * max(count.value, 1))()
        function(self._h, *arguments, pieces, count.value, byref(count))
        return [inherit(adopt(pieces[i]), self) for i in range(count.value)]

    # ---- shape -----------------------------------------------------------------------------

    @numpy_doc("Same elements, new lengths (one may be -1); never copies (raises instead).\n\n"
               "A non-dense tensor reshapes when the new lengths can be expressed over its\n"
               "strides. view is the same method.",
               ("*shape", "int or sequence of int", "The new lengths, as f(2, 3) or f((2, 3)); "
                "one may be -1, inferred from the others."),
               returns=_VIEW,
               raises=(("InvalidArgumentError", "No lengths, two -1 entries, another negative "
                        "length, a different element count, or a layout that would need a "
                        "copy."),
                       ("ArgumentOutOfRangeError", "More lengths than the maximum rank.")))
    def reshape(self, *shape: ShapeLike) -> Tensor:
        return self._new(lib.strata_tensor_reshape, *_shape_argument(shape))

    view = reshape

    @numpy_doc("reshape to other's lengths.", "other=like", returns=_VIEW,
               raises=(("InvalidArgumentError", "The element counts differ, or the layout "
                        "would need a copy."),))
    def view_as(self, other: Tensor) -> Tensor:
        return self._new(lib.strata_tensor_view_as, other._h)

    @numpy_doc("Without length-1 dimensions, or without dimension dim (numpy.squeeze): a "
               "one-element tensor squeezes to rank 0.",
               ("dim", "int, optional", "The dimension removed, in [0, ndim) (not counted from "
                "the back), which must have length 1. None removes every length-1 dimension."),
               returns=_VIEW,
               raises=(("ArgumentOutOfRangeError", "dim is negative."),
                       ("InvalidArgumentError", "dim >= ndim, or its length is not 1.")))
    def squeeze(self, dim: Optional[int] = None) -> Tensor:
        # The native squeeze keeps System.Numerics.Tensors' rule ([1, 1] gives [1]); NumPy's
        # result there is rank 0.
        if dim is None:
            if self.size == 1:
                return self.reshape(())
            return self._new(lib.strata_tensor_squeeze)
        if self.ndim == 0 and operator_index(dim) == 0:
            return self.reshape(())  # NumPy takes axis 0 of a 0-d array
        squeezed = self._new(lib.strata_tensor_squeeze_dimension, dim)
        return squeezed.reshape(()) if self.ndim == 1 else squeezed

    @numpy_doc("With a length-1 dimension inserted at position dim.",
               ("dim", "int", "The new dimension's position, in [0, ndim] (not counted from the "
                "back)."),
               returns=_VIEW,
               raises=(("ArgumentOutOfRangeError", "dim is negative."),
                       ("InvalidArgumentError", "dim > ndim.")))
    def unsqueeze(self, dim: int) -> Tensor:
        return self._new(lib.strata_tensor_unsqueeze, dim)

    @numpy_doc("Broadcast view (stride 0 on expanded dimensions); -1 keeps a length.",
               ("*shape", "int or sequence of int", "The lengths, at least ndim of them, as "
                "f(2, 3) or f((2, 3)); -1 keeps this tensor's length."),
               returns=_VIEW,
               raises=(("ShapeMismatchError", "This tensor's lengths do not broadcast to "
                        "shape."),
                       ("ArgumentOutOfRangeError", "More lengths than the maximum rank."),
                       ("SizeOverflowError", "The element count does not fit in int64.")))
    def expand(self, *shape: ShapeLike) -> Tensor:
        return self._new(lib.strata_tensor_expand, *_shape_argument(shape))

    @numpy_doc("expand to other's lengths.", "other=like", returns=_VIEW,
               raises=(("ShapeMismatchError", "This tensor's lengths do not broadcast to "
                        "other's."),))
    def expand_as(self, other: Tensor) -> Tensor:
        return self._new(lib.strata_tensor_expand_as, other._h)

    @numpy_doc("Whether this tensor is row-major contiguous (dense).",
               returns=("bool", "True when logical order is storage order without gaps or "
                        "repeats."))
    def is_contiguous(self) -> bool:
        result = c_int32()
        lib.strata_tensor_is_contiguous(self._h, byref(result))
        return bool(result.value)

    @numpy_doc("This view when dense, else a dense copy.",
               returns=("Tensor", "This view (a new reference) when it is contiguous, otherwise "
                        "a new dense tensor holding a copy."))
    def contiguous(self) -> Tensor:
        return self._new(lib.strata_tensor_contiguous)

    # ---- axes ------------------------------------------------------------------------------

    @numpy_doc("A view with the dimensions reordered: result dimension k is dimension "
               "dims[k].",
               ("*dims", "int or sequence of int", "A permutation of 0..ndim-1, as f(1, 0) or "
                "f((1, 0)); none reverses every dimension."),
               returns=_VIEW,
               raises=(("InvalidArgumentError", "dims is neither empty nor a permutation of "
                        "0..ndim-1."),))
    def permute(self, *dims: ShapeLike) -> Tensor:
        return self._new(lib.strata_tensor_permute, *_shape_argument(dims))

    @numpy_doc("A view with the axes permuted (numpy.ndarray.transpose): reversed when none "
               "are given, else result axis k is axis axes[k].",
               ("*axes", "None, int or sequence of int", "None or nothing reverses every axis; "
                "otherwise a permutation of the ndim axes, as f(2, 0, 1) or f((2, 0, 1)), "
                "negative counting from the back."),
               returns=_VIEW,
               raises=(("ValueError", "Not one axis per dimension (\"axes don't match "
                        "array\"), or an axis repeated."),
                       ("AxisError", "An axis outside [-ndim, ndim) (a ValueError and an "
                        "IndexError, as numpy.AxisError)."),
                       ("TypeError", "An axis that is not an integer.")))
    def transpose(self, *axes: Union[None, int, Sequence[int]]) -> Tensor:
        if not axes or axes == (None,):
            return self._new(lib.strata_tensor_permute, None, 0)
        if len(axes) == 1 and not hasattr(axes[0], "__index__"):
            axes = tuple(axes[0])  # type: ignore[arg-type]
        return self._new(lib.strata_tensor_permute,
                         *_native.int64_array(axis_permutation(axes, self.ndim)))

    @property
    def mT(self) -> Tensor:
        """The last two axes swapped (numpy.ndarray.mT, a view); ndim must be at least 2
        (ValueError otherwise, as NumPy)."""
        if self.ndim < 2:
            raise ValueError("matrix transpose with ndim < 2 is undefined")
        return self._new(lib.strata_tensor_transpose)

    @numpy_doc("A view with dimensions dim0 and dim1 swapped (swapdims is the same method).",
               ("dim0", "int", "The first dimension; negative counts from the back."),
               ("dim1", "int", "The second dimension; negative counts from the back."),
               returns=_VIEW, raises=(_DIM_OUT_OF_RANGE,))
    def swapaxes(self, dim0: int, dim1: int) -> Tensor:
        return self._new(lib.strata_tensor_swapaxes, dim0, dim1)

    swapdims = swapaxes

    @numpy_doc("A view with dimension source[i] moved to destination[i]; the others keep "
               "their order.\n\nmoveaxis is the same method.",
               ("source", "int or sequence of int", "The dimensions moved; negative counts from "
                "the back."),
               ("destination", "int or sequence of int", "Where each goes, as many as sources; "
                "negative counts from the back."),
               returns=_VIEW,
               raises=(("ValueError", "source and destination differ in length."),
                       ("InvalidArgumentError", "More than ndim pairs, or a repeated source or "
                        "destination."),
                       _DIM_OUT_OF_RANGE))
    def movedim(self, source: Union[int, Sequence[int]],
                destination: Union[int, Sequence[int]]) -> Tensor:
        source = [source] if hasattr(source, "__index__") else list(source)
        destination = [destination] if hasattr(destination, "__index__") else list(destination)
        if len(source) != len(destination):
            raise ValueError("movedim needs as many destinations as sources")
        sources, count = _native.int64_array(source)
        destinations, _ = _native.int64_array(destination)
        return self._new(lib.strata_tensor_movedim, sources, destinations, count)

    moveaxis = movedim

    @numpy_doc("This tensor transposed: rank 1 unchanged, rank 2 with its dimensions swapped.",
               returns=_VIEW,
               raises=(("InvalidArgumentError", "ndim > 2."),))
    def t(self) -> Tensor:
        return self._new(lib.strata_tensor_t)

    @property
    @fast_path("transpose")
    def T(self) -> Tensor:
        """All axes reversed (a view, as permute() with no dims)."""
        return self._new(lib.strata_tensor_permute, None, 0)

    # ---- complex parts (NumPy's .real and .imag) -------------------------------------------

    @property
    def real(self) -> Tensor:
        """The real parts (numpy.ndarray.real): for complex64 (complex128) a float32 (float64)
        view sharing this tensor's storage, every stride doubled, writable unless this tensor is
        read-only; a tensor of any other dtype is its own real part (this same object)."""
        if not self.dtype.is_complex:
            return self
        return self._new(lib.strata_tensor_real)

    @real.setter
    def real(self, value: TensorLike) -> None:
        self.real[...] = value

    @property
    def imag(self) -> Tensor:
        """The imaginary parts (numpy.ndarray.imag): for complex64 (complex128) a float32
        (float64) view sharing this tensor's storage, as real; for any other dtype a new
        read-only tensor of zeros of this shape and dtype, as NumPy gives."""
        if not self.dtype.is_complex:
            z = zeros(self.shape, self.dtype)
            return _wrap_view(z, 0, z.shape, z._strides, read_only=True)
        return self._new(lib.strata_tensor_imag)

    @imag.setter
    def imag(self, value: TensorLike) -> None:
        if not self.dtype.is_complex:
            raise TypeError("a %s tensor has no imaginary part to set" % self.dtype.name)
        self.imag[...] = value

    @numpy_doc("A view of elements [start, start + length) along dimension dim.",
               ("dim", "int", "The dimension narrowed; negative counts from the back."),
               ("start", "int", "The first position, in [-length of dim, length of dim]; "
                "negative counts from the back."),
               ("length", "int", "How many positions the view keeps (>= 0)."),
               returns=_VIEW,
               raises=(("ArgumentOutOfRangeError", "dim outside [-ndim, ndim), start outside "
                        "its range, a negative length, or start + length past the end."),))
    def narrow(self, dim: int, start: int, length: int) -> Tensor:
        return self._new(lib.strata_tensor_narrow, dim, start, length)

    @numpy_doc("The diagonal of dimensions (dim1, dim2), appended as the last dimension.",
               ("offset", "int, optional", "Shift from the main diagonal (> 0 above it); an "
                "offset past the matrix gives length 0."),
               ("dim1", "int, optional", "The first dimension of the matrices; negative counts "
                "from the back."),
               ("dim2", "int, optional", "The second dimension; negative counts from the "
                "back."),
               returns=_VIEW,
               raises=(("InvalidArgumentError", "dim1 and dim2 name the same dimension, or "
                        "ndim < 2."),
                       _DIM_OUT_OF_RANGE))
    def diagonal(self, offset: int = 0, dim1: int = 0, dim2: int = 1) -> Tensor:
        return self._new(lib.strata_tensor_diagonal, offset, dim1, dim2)

    # ---- splitting -------------------------------------------------------------------------

    @numpy_doc("The slices along dimension dim, without it (rank 1 gives rank-0 pieces).",
               "dim", returns=_PIECES, raises=(_DIM_OUT_OF_RANGE,))
    def unbind(self, dim: int = 0) -> List[Tensor]:
        return self._pieces(lib.strata_tensor_unbind, normalize_axis(dim, self.ndim))

    @numpy_doc("Pieces of one size (the last may be shorter) or of the given lengths.",
               ("split_size_or_sections", "int or sequence of int", "The length of every piece "
                "(a length-0 dimension gives one empty piece), or the pieces' lengths, which "
                "add up to the dimension's length."),
               "dim", returns=_PIECES,
               raises=(("ArgumentOutOfRangeError", "dim is outside [-ndim, ndim), or the size "
                        "is not positive."),
                       ("InvalidArgumentError", "A negative section, or sections not adding up "
                        "to the length.")))
    def split(self, split_size_or_sections: Union[int, Sequence[int]],
              dim: int = 0) -> List[Tensor]:
        dim = normalize_axis(dim, self.ndim)
        if hasattr(split_size_or_sections, "__index__"):
            return self._pieces(lib.strata_tensor_split_size, split_size_or_sections, dim)
        sections, count = _native.int64_array(split_size_or_sections)
        return self._pieces(lib.strata_tensor_split_sections, sections, count, dim)

    @numpy_doc("n nearly equal pieces, or pieces between the given split points.",
               "indices_or_sections=sections", "dim", returns=_PIECES,
               raises=(("ArgumentOutOfRangeError", "dim is outside [-ndim, ndim), or a count "
                        "of pieces is not positive."),))
    def tensor_split(self, indices_or_sections: Union[int, Sequence[int]],
                     dim: int = 0) -> List[Tensor]:
        dim = normalize_axis(dim, self.ndim)
        if hasattr(indices_or_sections, "__index__"):
            return self._pieces(lib.strata_tensor_tensor_split_count, indices_or_sections, dim)
        indices, count = _native.int64_array(indices_or_sections)
        return self._pieces(lib.strata_tensor_tensor_split_indices, indices, count, dim)

    @numpy_doc("tensor_split along dimension 1 (dimension 0 for rank 1).",
               "indices_or_sections=sections", returns=_PIECES, raises=(_PIECE_COUNT,))
    def hsplit(self, indices_or_sections: Union[int, Sequence[int]]) -> List[Tensor]:
        if hasattr(indices_or_sections, "__index__"):
            return self._pieces(lib.strata_tensor_hsplit_count, indices_or_sections)
        indices, count = _native.int64_array(indices_or_sections)
        return self._pieces(lib.strata_tensor_hsplit_indices, indices, count)

    @numpy_doc("tensor_split along dimension 0 (rank >= 2).",
               "indices_or_sections=sections", returns=_PIECES,
               raises=(_PIECE_COUNT, ("InvalidArgumentError", "ndim < 2.")))
    def vsplit(self, indices_or_sections: Union[int, Sequence[int]]) -> List[Tensor]:
        if hasattr(indices_or_sections, "__index__"):
            return self._pieces(lib.strata_tensor_vsplit_count, indices_or_sections)
        indices, count = _native.int64_array(indices_or_sections)
        return self._pieces(lib.strata_tensor_vsplit_indices, indices, count)
