"""The lifetime shared by Tensor and Parameter: one native reference per Python object, dropped
by release(), by leaving a with-block, or when the object is collected — on any thread."""

from __future__ import annotations

from ctypes import c_void_p
from typing import Any, Callable, Dict, NoReturn, Optional, Type, TypeVar

from ._errors import InvalidHandleError
from ._fast_paths import fast_path

_Handle = TypeVar("_Handle", bound="NativeHandle")


class HandleArgument(c_void_p):
    """A native handle as a ctypes argument that keeps the Python object owning it alive.

    ctypes holds its arguments until the C function returns, so an owner that exists only as a
    temporary (as_tensor(values)._h) is not released, and its handle not freed, mid-call.
    """

    __slots__ = ("owner",)


def _no_deferred_handles(owner: "NativeHandle") -> Optional[int]:
    raise TypeError("%s._handle holds %r, not a handle" % (type(owner).__name__, owner._handle))


# Makes the native view of a Tensor whose handle is deferred (the compiled module's t.T and
# t[a:b] defer it; see strata._accelerate) and returns the handle; the module installs it.
resolve_deferred: Callable[["NativeHandle"], Optional[int]] = _no_deferred_handles


class NativeHandle:
    """One native reference, owned by exactly one Python object: copying or pickling the
    object must never duplicate the handle (see __copy__, __deepcopy__ and __reduce__).

    _handle is the handle as an int, None once released, or (for views the compiled module
    made) a deferred handle: an object holding a reference to the source's handle, turned into
    the view's own handle by resolve_deferred when first needed, and releasing its reference
    when collected."""

    __slots__ = ("_handle", "__weakref__")

    @staticmethod
    def _release_native(handle: int) -> None:
        raise NotImplementedError

    @classmethod
    def _adopt(cls: Type[_Handle], handle: Optional[int]) -> _Handle:
        """Wraps a native handle, taking over the one reference the caller holds."""
        obj = object.__new__(cls)
        obj._handle = handle
        return obj

    @property
    def _h(self) -> HandleArgument:
        handle = self._handle
        if type(handle) is not int:
            if handle is not None:
                handle = resolve_deferred(self)
            if handle is None:
                raise InvalidHandleError("this %s has been released" % type(self).__name__)
        argument = HandleArgument(handle)
        argument.owner = self
        return argument

    def release(self) -> None:
        """Drops this object's native reference now (idempotent); later use raises."""
        handle = self._handle
        _set_handle(self, None)
        if type(handle) is int:  # a deferred handle releases its reference as it goes
            self._release_native(handle)

    @fast_path("release")
    def __del__(self) -> None:
        # Only the reference (a subclass's release() may also reset state that dies here), and
        # without a further call: every temporary result passes through here.
        handle = self._handle
        if handle is not None:
            _set_handle(self, None)
            try:
                if type(handle) is int:
                    self._release_native(handle)
            except Exception:  # interpreter shutdown: the library may already be gone
                pass

    def __copy__(self) -> NoReturn:
        raise TypeError("a %s cannot be copied" % type(self).__name__)

    def __deepcopy__(self, memo: Dict[int, Any]) -> NoReturn:
        return self.__copy__()

    def __reduce__(self) -> NoReturn:
        raise TypeError("a %s cannot be pickled" % type(self).__name__)

    def __enter__(self: _Handle) -> _Handle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


# Sets the handle slot past any __setattr__ of a subclass.
_set_handle = NativeHandle.__dict__["_handle"].__set__
