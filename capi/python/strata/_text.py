"""Text forms of a tensor: the native (.NET-style) text and repr/str."""

from ctypes import byref, c_void_p

from . import _native
from ._native import lib

# Positions printed per dimension by repr().
REPR_MAXIMUM_LENGTH = 8


class TextMethods:
    __slots__ = ()

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
