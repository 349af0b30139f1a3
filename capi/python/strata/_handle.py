"""The lifetime shared by Tensor and Parameter: one native reference per Python object, dropped
by release(), by leaving a with-block, or when the object is collected — on any thread."""

from ctypes import c_void_p

from ._errors import InvalidHandleError


class NativeHandle:
    __slots__ = ("_handle", "__weakref__")

    @staticmethod
    def _release_native(handle):
        raise NotImplementedError

    @classmethod
    def _adopt(cls, handle):
        """Wraps a native handle, taking over the one reference the caller holds."""
        obj = object.__new__(cls)
        obj._handle = handle
        return obj

    @property
    def _h(self):
        handle = self._handle
        if handle is None:
            raise InvalidHandleError("this %s has been released" % type(self).__name__)
        return c_void_p(handle)

    def release(self):
        """Drops this object's native reference now (idempotent); later use raises."""
        handle, self._handle = self._handle, None
        if handle is not None:
            self._release_native(handle)

    def __del__(self):
        try:
            self.release()
        except Exception:  # interpreter shutdown: the library may already be gone
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.release()
