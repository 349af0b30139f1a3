"""Text forms of a tensor: the native (.NET-style) text, and repr/str in NumPy's style."""

from __future__ import annotations

from ctypes import byref, c_void_p
from typing import Sequence, Union

from . import _native
from ._dtypes import DType
from ._native import lib

# Positions printed per dimension by repr().
REPR_MAXIMUM_LENGTH = 8


class TextMethods:
    __slots__ = ()

    def to_string(self, maximum_lengths: Union[None, int, Sequence[int]] = None) -> str:
        """The native text form, as .NET's Tensor<T>.ToString prints it.

        Parameters
        ----------
        maximum_lengths : None, int or sequence of int, optional
            None prints the header line only; an int limits the positions printed in every
            dimension; a sequence gives one limit per dimension.

        Returns
        -------
        str
            "Tensor<Int32>[2, 3]" followed by the nested elements when limits are given.

        Raises
        ------
        ArgumentOutOfRangeError
            A sequence whose length is not the rank, or a negative limit.
        """
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

    def __repr__(self) -> str:
        """NumPy's repr under Strata's name: strata.tensor([[1., 2.]], dtype=float32) (the
        dtype shown except for float64, int64, complex128 and bool, as NumPy does). Without
        NumPy, the native text form."""
        if self._handle is None:
            return "<released strata.Tensor>"
        numpy, values = _numpy_values(self)
        if numpy is None:
            return self.to_string(REPR_MAXIMUM_LENGTH)
        text = numpy.array_repr(values).replace("\n", "\n" + " " * _INDENT)
        text = _NAME + text[len(_NUMPY_NAME):]
        if self.dtype is DType.bfloat16:
            text = text.replace("dtype=float32)", "dtype=bfloat16)")
        return text

    def __str__(self) -> str:
        """NumPy's str of the elements ([[1. 2.]]); without NumPy, the native text form."""
        if self._handle is None:
            return "<released strata.Tensor>"
        numpy, values = _numpy_values(self)
        if numpy is None:
            return self.to_string(REPR_MAXIMUM_LENGTH)
        return numpy.array_str(values)


_NAME, _NUMPY_NAME = "strata.tensor(", "array("
_INDENT = len(_NAME) - len(_NUMPY_NAME)


def _numpy_values(tensor):
    """(numpy, a NumPy array of tensor's values: a zero-copy view, or float32 for bfloat16), or
    (None, None) without NumPy."""
    try:
        import numpy
    except ImportError:
        return None, None
    if tensor.dtype is DType.bfloat16:
        return numpy, numpy.asarray(tensor.astype(DType.float32))
    return numpy, numpy.asarray(tensor)
