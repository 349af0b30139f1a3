"""Parameters (a tensor + a name + requires_grad) and parameter tuples over strata_views.h."""

import ctypes
from ctypes import byref, c_int32, c_void_p

from . import _native
from ._construct import _scalar_dtype, as_tensor
from ._dtypes import DType, pack
from ._handle import NativeHandle
from ._native import lib
from ._tensor import new_tensor


_NOT_COPYABLE = ("a strata.Parameter cannot be copied or pickled; make a new one with "
                 "Parameter(p.data.copy(), p.name, p.requires_grad), or clone a ParameterTuple")


class Parameter(NativeHandle):
    """A named tensor sharing its storage: Parameter(data, name, requires_grad=True), where data
    is a Tensor, anything strata.as_tensor takes, or a Python number (a scalar parameter:
    float → float32, int → int64, bool → bool, as MindSpore makes them); name must be a str."""

    __slots__ = ()

    def __init__(self, data, name, requires_grad=True):
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
            lib.strata_parameter_create(as_tensor(data)._h, encoded, int(requires_grad),
                                        byref(out))
        self._handle = out.value

    @staticmethod
    def _release_native(handle):
        lib.strata_parameter_release(handle)

    def _text(self, function):
        text = c_void_p()
        function(self._h, byref(text))
        return _native.take_string(text)

    @property
    def name(self):
        return self._text(lib.strata_parameter_name)

    @property
    def requires_grad(self):
        value = c_int32()
        lib.strata_parameter_requires_grad(self._h, byref(value))
        return bool(value.value)

    @requires_grad.setter
    def requires_grad(self, value):
        lib.strata_parameter_set_requires_grad(self._h, int(bool(value)))

    @property
    def data(self):
        """The parameter's tensor (a view of the same storage)."""
        return new_tensor(lib.strata_parameter_data, self._h)

    def set_data(self, value):
        lib.strata_parameter_set_data(self._h, as_tensor(value)._h)

    def __getitem__(self, key):
        return self.data[key]

    def __setitem__(self, key, value):
        self.data[key] = value

    def __repr__(self):
        return self._text(lib.strata_parameter_describe)

    def __copy__(self):
        raise TypeError(_NOT_COPYABLE)

    def __reduce__(self):
        raise TypeError(_NOT_COPYABLE)


class ParameterTuple(tuple):
    """A tuple of Parameters with clone(prefix)."""

    def _array(self):
        handles = (c_void_p * max(len(self), 1))(*[p._h.value for p in self])
        return handles, len(self)

    def clone(self, prefix):
        handles, count = self._array()
        clones = (c_void_p * max(count, 1))()
        lib.strata_parameter_tuple_clone(handles, count, prefix.encode("utf-8"), clones)
        return ParameterTuple(Parameter._adopt(clones[i]) for i in range(count))

    def __repr__(self):
        handles, count = self._array()
        text = c_void_p()
        lib.strata_parameter_tuple_describe(handles, count, byref(text))
        return _native.take_string(text)

