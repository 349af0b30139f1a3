"""Parameters (a tensor + a name + requires_grad) and parameter tuples over strata_views.h."""

from __future__ import annotations

import ctypes
from ctypes import byref, c_int32, c_void_p
from typing import Any, NoReturn

from . import _native
from ._construct import _scalar_dtype, as_tensor
from ._dtypes import DType, pack
from ._handle import NativeHandle
from ._native import lib
from ._core import check_same_dtype, new_tensor
from ._tensor import RecordTensor, Tensor
from ._typing import TensorLike


_NOT_COPYABLE = ("a strata.Parameter cannot be copied or pickled; make a new one with "
                 "Parameter(p.data.copy(), p.name, p.requires_grad), or clone a ParameterTuple")


class Parameter(NativeHandle):
    """A named tensor sharing its storage: Parameter(data, name, requires_grad=True), where data
    is a Tensor, anything strata.as_tensor takes, or a Python number (a scalar parameter:
    float → float32, int → int64, bool → bool, as MindSpore makes them); name must be a str."""

    __slots__ = ()

    def __init__(self, data: TensorLike, name: str, requires_grad: bool = True) -> None:
        """Makes a parameter sharing data's storage.

        Parameters
        ----------
        data : Tensor, array_like or Python scalar
            The parameter's tensor: a Tensor (its storage is shared), anything strata.as_tensor
            takes, or a Python number, which makes a scalar parameter (float gives float32,
            int int64 and bool bool, as MindSpore makes them).
        name : str
            The parameter's name.
        requires_grad : bool, optional
            Whether the parameter takes part in gradient computation.

        Raises
        ------
        TypeError
            name is not a str, or data has a structured NumPy dtype (see strata.opaque).
        """
        self._handle = None
        if not isinstance(name, str):
            raise TypeError("Parameter name must be a str, not %s" % type(name).__name__)
        out = c_void_p()
        encoded = name.encode("utf-8")
        if isinstance(data, (bool, int, float)):
            # MindSpore's defaults: a Python float makes a Float32 parameter.
            dtype = DType.float32 if isinstance(data, float) else _scalar_dtype(data)
            value = ctypes.create_string_buffer(pack(dtype, data), dtype.itemsize)
            lib.strata_parameter_create_scalar(int(dtype), value, encoded, int(requires_grad),
                                               byref(out))
        else:
            tensor = as_tensor(data)
            if isinstance(tensor, RecordTensor):
                # The native parameter keeps only the opaque size, not the NumPy description.
                raise TypeError("a Parameter cannot hold records of %r; a plain opaque dtype "
                                "(strata.opaque(%d)) can" % (tensor.dtype, tensor.itemsize))
            lib.strata_parameter_create(tensor._h, encoded, int(requires_grad), byref(out))
        self._handle = out.value

    @staticmethod
    def _release_native(handle):
        lib.strata_parameter_release(handle)

    def _text(self, function):
        text = c_void_p()
        function(self._h, byref(text))
        return _native.take_string(text)

    @property
    def name(self) -> str:
        """The parameter's name."""
        return self._text(lib.strata_parameter_name)

    @property
    def requires_grad(self) -> bool:
        """Whether the parameter takes part in gradient computation (settable)."""
        value = c_int32()
        lib.strata_parameter_requires_grad(self._h, byref(value))
        return bool(value.value)

    @requires_grad.setter
    def requires_grad(self, value: bool) -> None:
        lib.strata_parameter_set_requires_grad(self._h, int(bool(value)))

    @property
    def data(self) -> Tensor:
        """The parameter's tensor (a view of the same storage)."""
        return new_tensor(lib.strata_parameter_data, self._h)

    def set_data(self, value: TensorLike) -> None:
        """Overwrites the parameter's elements with value, cast to the parameter's dtype.

        Parameters
        ----------
        value : Tensor, array_like or Python scalar
            The new elements, with the parameter's lengths.

        Raises
        ------
        ShapeMismatchError
            value's lengths differ from the parameter's.
        DTypeMismatchError
            value has a structured NumPy dtype (the parameter's records have none).
        ReadOnlyError
            The parameter's data is read-only.
        """
        value = as_tensor(value)
        check_same_dtype(value, self.data)
        lib.strata_parameter_set_data(self._h, value._h)

    def __getitem__(self, key: Any) -> Any:
        return self.data[key]

    def __setitem__(self, key: Any, value: TensorLike) -> None:
        self.data[key] = value

    def __repr__(self) -> str:
        return self._text(lib.strata_parameter_describe)

    def __copy__(self) -> NoReturn:
        raise TypeError(_NOT_COPYABLE)

    def __reduce__(self) -> NoReturn:
        raise TypeError(_NOT_COPYABLE)


class ParameterTuple(tuple):
    """A tuple of Parameters with clone(prefix)."""

    def _array(self):
        handles = (c_void_p * max(len(self), 1))(*[p._h.value for p in self])
        return handles, len(self)

    def clone(self, prefix: str) -> ParameterTuple:
        """Copies of every parameter, named with a prefix.

        Parameters
        ----------
        prefix : str
            Prepended to each name: a clone of parameter "w" is named "<prefix>.w".

        Returns
        -------
        ParameterTuple
            One new parameter per parameter, in order: a dense copy of its data with the same
            requires_grad.

        Raises
        ------
        InvalidArgumentError
            prefix is empty.
        """
        handles, count = self._array()
        clones = (c_void_p * max(count, 1))()
        lib.strata_parameter_tuple_clone(handles, count, prefix.encode("utf-8"), clones)
        return ParameterTuple(Parameter._adopt(clones[i]) for i in range(count))

    def __repr__(self) -> str:
        handles, count = self._array()
        text = c_void_p()
        lib.strata_parameter_tuple_describe(handles, count, byref(text))
        return _native.take_string(text)

