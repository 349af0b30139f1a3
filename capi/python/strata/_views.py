"""View operators of strata_views.h as Tensor methods. Every method returns a view sharing
storage unless its C function says otherwise (contiguous() of a non-dense view)."""

import operator
from ctypes import byref, c_int32, c_void_p

from . import _native
from ._native import lib
from ._tensor import new_tensor


def _shape_argument(shape):
    """f(2, 3) and f((2, 3)) alike."""
    if len(shape) == 1 and not hasattr(shape[0], "__index__"):
        shape = tuple(shape[0])
    return _native.int64_array(operator.index(n) for n in shape)


class ViewMethods:
    __slots__ = ()

    def _new(self, function, *arguments):
        return new_tensor(function, self._h, *arguments)

    def _pieces(self, function, *arguments):
        count = c_int32()
        function(self._h, *arguments, None, 0, byref(count))
        pieces = (c_void_p * max(count.value, 1))()
        function(self._h, *arguments, pieces, count.value, byref(count))
        return [type(self)._adopt(pieces[i]) for i in range(count.value)]

    # ---- shape -----------------------------------------------------------------------------

    def reshape(self, *shape):
        """Same elements, new lengths (one may be -1); never copies (raises instead)."""
        return self._new(lib.strata_tensor_reshape, *_shape_argument(shape))

    view = reshape

    def view_as(self, other):
        return self._new(lib.strata_tensor_view_as, other._h)

    def squeeze(self, dim=None):
        """Without length-1 dimensions (never rank 0), or without dimension dim."""
        if dim is None:
            return self._new(lib.strata_tensor_squeeze)
        return self._new(lib.strata_tensor_squeeze_dimension, dim)

    def unsqueeze(self, dim):
        return self._new(lib.strata_tensor_unsqueeze, dim)

    def expand(self, *shape):
        """Broadcast view (stride 0 on expanded dimensions); -1 keeps a length."""
        return self._new(lib.strata_tensor_expand, *_shape_argument(shape))

    def expand_as(self, other):
        return self._new(lib.strata_tensor_expand_as, other._h)

    def is_contiguous(self):
        result = c_int32()
        lib.strata_tensor_is_contiguous(self._h, byref(result))
        return bool(result.value)

    def contiguous(self):
        """This view when dense, else a dense copy."""
        return self._new(lib.strata_tensor_contiguous)

    # ---- axes ------------------------------------------------------------------------------

    def permute(self, *dims):
        return self._new(lib.strata_tensor_permute, *_shape_argument(dims))

    def transpose(self, dim0=None, dim1=None):
        """Swaps dim0 and dim1, or the last two dimensions when none are given."""
        if dim0 is None and dim1 is None:
            return self._new(lib.strata_tensor_transpose)
        return self.swapaxes(dim0, dim1)

    def swapaxes(self, dim0, dim1):
        return self._new(lib.strata_tensor_swapaxes, dim0, dim1)

    swapdims = swapaxes

    def movedim(self, source, destination):
        source = [source] if hasattr(source, "__index__") else list(source)
        destination = [destination] if hasattr(destination, "__index__") else list(destination)
        if len(source) != len(destination):
            raise ValueError("movedim needs as many destinations as sources")
        sources, count = _native.int64_array(source)
        destinations, _ = _native.int64_array(destination)
        return self._new(lib.strata_tensor_movedim, sources, destinations, count)

    moveaxis = movedim

    def t(self):
        return self._new(lib.strata_tensor_t)

    @property
    def T(self):
        """All axes reversed."""
        return self._new(lib.strata_tensor_permute, None, 0)

    def narrow(self, dim, start, length):
        return self._new(lib.strata_tensor_narrow, dim, start, length)

    def diagonal(self, offset=0, dim1=0, dim2=1):
        return self._new(lib.strata_tensor_diagonal, offset, dim1, dim2)

    # ---- splitting -------------------------------------------------------------------------

    def unbind(self, dim=0):
        return self._pieces(lib.strata_tensor_unbind, dim)

    def split(self, split_size_or_sections, dim=0):
        """Pieces of one size (the last may be shorter) or of the given lengths."""
        if hasattr(split_size_or_sections, "__index__"):
            return self._pieces(lib.strata_tensor_split_size, split_size_or_sections, dim)
        sections, count = _native.int64_array(split_size_or_sections)
        return self._pieces(lib.strata_tensor_split_sections, sections, count, dim)

    def tensor_split(self, indices_or_sections, dim=0):
        """n nearly equal pieces, or pieces between the given split points."""
        if hasattr(indices_or_sections, "__index__"):
            return self._pieces(lib.strata_tensor_tensor_split_count, indices_or_sections, dim)
        indices, count = _native.int64_array(indices_or_sections)
        return self._pieces(lib.strata_tensor_tensor_split_indices, indices, count, dim)

    def hsplit(self, indices_or_sections):
        if hasattr(indices_or_sections, "__index__"):
            return self._pieces(lib.strata_tensor_hsplit_count, indices_or_sections)
        indices, count = _native.int64_array(indices_or_sections)
        return self._pieces(lib.strata_tensor_hsplit_indices, indices, count)

    def vsplit(self, indices_or_sections):
        if hasattr(indices_or_sections, "__index__"):
            return self._pieces(lib.strata_tensor_vsplit_count, indices_or_sections)
        indices, count = _native.int64_array(indices_or_sections)
        return self._pieces(lib.strata_tensor_vsplit_indices, indices, count)
