"""Exceptions raised for failed Strata calls.

Every failure is a :class:`Error` carrying the native status code and message; each concrete
class also derives from the built-in exception a Python user would expect (ValueError,
IndexError, TypeError, MemoryError, OverflowError), so ordinary ``except`` clauses work.
"""

from __future__ import annotations

from typing import Optional, Type


class Error(Exception):
    """A failed Strata call: ``status`` is the native code, ``message`` the native text."""

    status = None

    def __init__(self, message: str, status: Optional[int] = None) -> None:
        """Makes the exception for a failed call.

        Parameters
        ----------
        message : str
            The native text describing the failure.
        status : int, optional
            The native status code; None keeps the class's own code.
        """
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


class AxisError(ArgumentOutOfRangeError, IndexError):
    """An axis outside the tensor's dimensions; also an IndexError, as NumPy's AxisError."""


def operator_index(value: object) -> int:
    """value as an int, refusing floats as NumPy does for axes and counts (TypeError)."""
    try:
        return value.__index__()  # type: ignore[attr-defined,no-any-return]
    except AttributeError:
        raise TypeError("%r cannot be interpreted as an integer" % (value,)) from None


def normalize_axis(axis: object, rank: int) -> int:
    """axis (negative counting from the back) as an axis in [0, rank), as NumPy checks one:
    AxisError when it is out of range, TypeError when it is not an integer.

    Parameters
    ----------
    axis : int
        The axis given (anything with __index__).
    rank : int
        The tensor's number of dimensions.

    Returns
    -------
    int
        The axis in [0, rank).
    """
    index = operator_index(axis)
    if not -rank <= index < rank:
        raise AxisError("axis %d is out of bounds for a tensor of dimension %d" % (index, rank))
    return index % rank


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


def error_for(status: int, message: Optional[str]) -> Error:
    """The exception for a native status code.

    Parameters
    ----------
    status : int
        The native status code (negative for a failure).
    message : str or None
        The native text; when empty or None an unknown code gets "unknown status <code>".

    Returns
    -------
    Error
        An instance of the class registered for status; unknown codes become a plain Error
        carrying status.
    """
    cls = _BY_STATUS.get(status)
    if cls is None:
        return Error(message or "unknown status %d" % status, status)
    return cls(message)


class ComplexWarning(RuntimeWarning):
    """Casting complex values to a real dtype discards the imaginary part (the class
    strata.ComplexWarning names where NumPy is not importable; NumPy's own class otherwise)."""


_complex_warning: Optional[Type[Warning]] = None


def complex_warning() -> Type[Warning]:
    """The warning class of a complex to real cast: NumPy's ComplexWarning when NumPy is
    importable (numpy.exceptions.ComplexWarning from NumPy 1.25 on, numpy.ComplexWarning
    before), so NumPy's warning filters apply to it, else this module's ComplexWarning.

    Returns
    -------
    type
        A RuntimeWarning subclass named ComplexWarning.
    """
    global _complex_warning
    if _complex_warning is None:
        try:
            import numpy
        except ImportError:
            _complex_warning = ComplexWarning
        else:
            exceptions = getattr(numpy, "exceptions", None)
            _complex_warning = (getattr(exceptions, "ComplexWarning", None)
                                or getattr(numpy, "ComplexWarning", ComplexWarning))
    return _complex_warning
