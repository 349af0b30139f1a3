"""Library-wide queries and settings, and NumPy's dtype questions (result_type, can_cast)."""

from __future__ import annotations

import ctypes
import operator
from typing import TYPE_CHECKING

from ._dtypes import (MAX_OPAQUE_SIZE, OPAQUE_FLAG, DType, as_dtype, can_cast_same_kind,
                      common_dtype)
from ._errors import ArgumentOutOfRangeError
from ._native import lib

if TYPE_CHECKING:
    from ._typing import DTypeLike

#: The most threads set_copy_threads accepts, on any machine (STRATA_MAX_COPY_THREADS; the
#: bindings checker compares the two).
MAX_COPY_THREADS = 64


def result_type(*dtypes_or_tensors: DTypeLike) -> DType:
    """The dtype NumPy 2 gives an operation on operands of these dtypes (numpy.result_type
    without Python scalars).

    Parameters
    ----------
    *dtypes_or_tensors : dtype-like or Tensor
        At least one dtype, or a tensor (or NumPy array) whose dtype counts.

    Returns
    -------
    DType
        The promoted dtype; bfloat16, which NumPy lacks, ranks with float16. A real dtype
        with a complex one gives the complex dtype whose parts hold both (float32 with
        complex64 is complex64, int64 or float64 with complex64 complex128).

    Raises
    ------
    ValueError
        No argument.
    """
    dtypes = [_dtype_of(x) for x in dtypes_or_tensors]
    if not dtypes:
        raise ValueError("at least one dtype or tensor is required")
    return common_dtype(dtypes)


def can_cast(from_: DTypeLike, to: DTypeLike, casting: str = "same_kind") -> bool:
    """Whether NumPy's casting rule allows ``from_`` → ``to`` (numpy.can_cast).

    Parameters
    ----------
    from_ : dtype-like or Tensor
        The source dtype (or a tensor of it).
    to : dtype-like
        The target dtype.
    casting : str, optional
        Only "same_kind", the rule of in-place operators and out=.

    Returns
    -------
    bool
        True when the cast is allowed.

    Raises
    ------
    ValueError
        Another casting rule.
    """
    if casting != "same_kind":
        raise ValueError("only casting='same_kind' is supported")
    return can_cast_same_kind(_dtype_of(from_), as_dtype(to))


def _dtype_of(value):
    """The DType of a dtype-like, or of a tensor or array (its dtype attribute). DTypes and
    NumPy's scalar types have a dtype attribute of their own that is not one (a NumPy dtype,
    a descriptor), so dtype-likes are read first."""
    if isinstance(value, (DType, str, type, int)):
        return as_dtype(value)
    dtype = getattr(value, "dtype", None)
    return as_dtype(value if dtype is None else dtype)


def library_version() -> str:
    """The version string of the loaded libstrata.so.

    Returns
    -------
    str
        "major.minor.patch".
    """
    return lib.strata_version_string().decode()


def abi_version() -> int:
    """The ABI version of the loaded libstrata.so (the SONAME's number).

    Returns
    -------
    int
        Increases only when the C ABI changes incompatibly.
    """
    return lib.strata_abi_version()


def live_tensor_count() -> int:
    """Live native tensor handles in the process (for leak checks).

    A view made by ``t[a:b]`` or ``t.T`` with the compiled fast paths holds a reference to its
    source's handle and makes its own handle when first used, so it counts only from then on.

    Returns
    -------
    int
        Handles created and not yet released, in every binding of the process.
    """
    return lib.strata_live_tensor_count()


def copy_threads() -> int:
    """Threads one large copy may use; see set_copy_threads.

    Returns
    -------
    int
        1 to MAX_COPY_THREADS.
    """
    return lib.strata_copy_threads()


def set_copy_threads(threads: int) -> None:
    """Lets copies and fills of 4 MiB or more use up to `threads` threads: the caller and
    threads - 1 persistent helpers, each writing its own part (results are identical for every
    value). The default is the machine's hardware threads, at most 8.

    Parameters
    ----------
    threads : int
        1 to MAX_COPY_THREADS, on any machine.

    Raises
    ------
    ArgumentOutOfRangeError
        Any other value; the setting is unchanged.
    """
    threads = operator.index(threads)
    if not -2**31 <= threads < 2**31:  # ctypes would pass its low 32 bits
        raise ArgumentOutOfRangeError(f"copy threads {threads} does not fit int32_t")
    lib.strata_set_copy_threads(threads)


def dtype_size(dtype: DTypeLike) -> int:
    """Bytes per element of a dtype, as the library reports it.

    Parameters
    ----------
    dtype : dtype-like or int
        The element type, or a native dtype code.

    Returns
    -------
    int
        The element size in bytes.

    Raises
    ------
    InvalidArgumentError
        An unknown dtype code.
    """
    size = ctypes.c_size_t()
    # A bare int goes to the library as a code, so an unknown one gets its native error.
    code = dtype if isinstance(dtype, int) else as_dtype(dtype)
    lib.strata_dtype_size(int(code), ctypes.byref(size))
    return size.value


def status_description(status: int) -> str:
    """The library's fixed description of a status code.

    Parameters
    ----------
    status : int
        A STRATA_* status value (strata.Error.status).

    Returns
    -------
    str
        The description ("unknown status" text for an unknown code).
    """
    return lib.strata_status_description(status).decode()


# ---- memory kept by the built-in allocator (strata.h, "Memory") -----------------------------


def live_bytes() -> int:
    """Bytes of storage held by live owning tensors (PyTorch's ``memory_allocated``).

    Returns
    -------
    int
        Whichever allocator made them; views, wrapped NumPy memory and empty tensors hold none.
    """
    return lib.strata_allocator_live_bytes()


def retained_bytes() -> int:
    """Bytes of released large blocks the built-in allocator keeps for reuse.

    Blocks of 2 MiB or more are kept when their tensor is released, so that a later tensor of
    the same rounded size pays no page faults; they count in the process's resident memory.

    Returns
    -------
    int
        The bytes kept now (at most retention_limit()).
    """
    return lib.strata_allocator_retained_bytes()


def release_retained_memory() -> None:
    """Frees every block the built-in allocator keeps for reuse (PyTorch's ``empty_cache``)."""
    lib.strata_allocator_release_retained()


def retention_limit() -> int:
    """The most bytes the built-in allocator keeps for reuse; see set_retention_limit.

    Returns
    -------
    int
        The limit in bytes (256 MiB unless changed; 0 keeps nothing).
    """
    return lib.strata_allocator_retention_limit()


def set_retention_limit(nbytes: int) -> None:
    """Sets the most bytes the built-in allocator keeps for reuse; blocks beyond a lower limit
    are freed at once, the oldest first.

    Parameters
    ----------
    nbytes : int
        The limit in bytes; 0 keeps nothing.

    Raises
    ------
    ArgumentOutOfRangeError
        nbytes is negative (nothing changes).
    """
    lib.strata_allocator_set_retention_limit(nbytes)
