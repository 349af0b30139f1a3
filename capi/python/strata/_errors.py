"""Exceptions raised for failed Strata calls.

Every failure is a :class:`Error` carrying the native status code and message; each concrete
class also derives from the built-in exception a Python user would expect (ValueError,
IndexError, TypeError, MemoryError, OverflowError), so ordinary ``except`` clauses work.
"""


class Error(Exception):
    """A failed Strata call: ``status`` is the native code, ``message`` the native text."""

    status = None

    def __init__(self, message, status=None):
        super().__init__(message)
        self.message = message
        if status is not None:
            self.status = status


class InvalidArgumentError(Error, ValueError):
    status = -1


class ArgumentOutOfRangeError(Error, ValueError):
    status = -2


class IndexOutOfRangeError(Error, IndexError):
    status = -3


class ShapeMismatchError(Error, ValueError):
    status = -4


class OverlapError(Error, ValueError):
    status = -5


class ReadOnlyError(Error, ValueError):
    """A write to a read-only view (NumPy raises ValueError for the same case)."""

    status = -6


class DTypeMismatchError(Error, TypeError):
    status = -7


class SizeOverflowError(Error, OverflowError):
    status = -8


class OutOfMemoryError(Error, MemoryError):
    status = -9


class NullPointerError(Error, ValueError):
    status = -10


class InternalError(Error, RuntimeError):
    status = -11


class InvalidHandleError(Error, ValueError):
    """A released tensor was used."""

    status = -12


_BY_STATUS = {
    cls.status: cls
    for cls in (
        InvalidArgumentError,
        ArgumentOutOfRangeError,
        IndexOutOfRangeError,
        ShapeMismatchError,
        OverlapError,
        ReadOnlyError,
        DTypeMismatchError,
        SizeOverflowError,
        OutOfMemoryError,
        NullPointerError,
        InternalError,
        InvalidHandleError,
    )
}


def error_for(status, message):
    """The exception for a native status code (unknown codes become a plain Error)."""
    cls = _BY_STATUS.get(status)
    if cls is None:
        return Error(message or "unknown status %d" % status, status)
    return cls(message)
