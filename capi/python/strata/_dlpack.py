"""DLPack exchange through PyCapsules.

Export (Tensor.__dlpack__): the tensor is exported by libstrata as a DLPack 1.x
DLManagedTensorVersioned when the consumer passes max_version >= (1, 0), else as a legacy
DLManagedTensor (which cannot carry the read-only flag, so read-only tensors are refused with
BufferError). The capsule is named "dltensor_versioned" / "dltensor"; a consumer renames it to
"used_..." and calls the deleter itself, otherwise the capsule's destructor calls it.

Import (from_dlpack): the producer's __dlpack__ is asked for a versioned capsule first
(max_version=(1, 0)) and, if it does not take that keyword, for a legacy one. libstrata checks
the device, dtype and layout; only on success is the capsule marked used and its deleter left to
libstrata. On failure the capsule keeps ownership.

Exported capsules have no destructor. A consumer may drop a capsule while an exception is
pending (NumPy does when it rejects a dtype), and a destructor written in Python cannot run then
without replacing that exception by SystemError. Instead this module holds every exported capsule
and, when the collector runs, at each export and at exit, frees the tensor of each capsule that
nobody else holds and no consumer took, and forgets the capsules consumers took.
"""

from __future__ import annotations

import atexit
import ctypes
import gc
import sys
import threading
from ctypes import POINTER, byref, c_char_p, c_int, c_void_p, py_object
from typing import TYPE_CHECKING, Any, Optional, Tuple

from ._docstrings import numpy_doc
from ._errors import Error
from ._native import DLPackManagedTensor, DLPackManagedTensorVersioned, lib
from ._core import new_tensor

if TYPE_CHECKING:
    from ._tensor import Tensor

CPU = 1
_VERSIONED = b"dltensor_versioned"
_LEGACY = b"dltensor"
_USED = {_VERSIONED: b"used_dltensor_versioned", _LEGACY: b"used_dltensor"}
_STRUCTS = {_VERSIONED: DLPackManagedTensorVersioned, _LEGACY: DLPackManagedTensor}
_IS_COPIED = 2
_READ_ONLY = 1

# Docstring pieces of the export functions (the array API standard's __dlpack__ keywords).
_STREAM = ("stream", "int, optional", "Must be None: Strata tensors live on the CPU.")
_MAX_VERSION = ("max_version", "tuple of (int, int), optional", "The highest DLPack version "
                "the consumer takes; (1, 0) or later gives a versioned capsule, None a legacy "
                "one.")
_DL_DEVICE = ("dl_device", "tuple of (int, int), optional", "The device to export to; only "
              "None or the CPU, (1, 0).")
_COPY = ("copy", "bool, optional", "True exports a fresh copy instead of sharing memory.")
_CAPSULE = ("PyCapsule", "A capsule named \"dltensor_versioned\" or \"dltensor\" holding a "
            "reference to the storage.")
_EXPORT_ERROR = ("BufferError", "A legacy capsule of a read-only tensor, or a failed "
                 "export.")
_DLPACK_ERROR = ("BufferError", "stream is not None, dl_device is not the CPU, a legacy capsule "
                 "of a read-only tensor, or a failed export.")

_api = ctypes.pythonapi
_api.PyCapsule_New.restype = py_object
_api.PyCapsule_New.argtypes = [c_void_p, c_char_p, c_void_p]
_api.PyCapsule_GetPointer.restype = c_void_p
_api.PyCapsule_GetPointer.argtypes = [py_object, c_char_p]
_api.PyCapsule_GetName.restype = c_char_p
_api.PyCapsule_GetName.argtypes = [py_object]
_api.PyCapsule_SetName.restype = c_int
_api.PyCapsule_SetName.argtypes = [py_object, c_char_p]


def _call_deleter(pointer, name):
    managed = ctypes.cast(pointer, POINTER(_STRUCTS[name]))
    if managed.contents.deleter:
        managed.contents.deleter(managed)


_exported = []
_exported_lock = threading.Lock()


def _reference_counts(objects):
    return [sys.getrefcount(o) for o in objects]


# What _reference_counts reports for an object that only its list holds (interpreters count
# the references of a call in progress differently).
_ONLY_LISTED = _reference_counts([object()])[0]


def sweep() -> None:
    """Frees the tensors of exported capsules that no consumer took and nobody holds, and
    forgets the capsules consumers took. Skipped when a sweep is already running."""
    if not _exported_lock.acquire(blocking=False):
        return
    try:
        held, unclaimed = [], []
        for capsule, references in zip(_exported, _reference_counts(_exported)):
            name = _api.PyCapsule_GetName(capsule)
            if name not in _STRUCTS:
                continue  # taken: its consumer calls the deleter
            if references <= _ONLY_LISTED:
                unclaimed.append((_api.PyCapsule_GetPointer(capsule, name), name))
                _api.PyCapsule_SetName(capsule, _USED[name])
            else:
                held.append(capsule)
        _exported[:] = held
    finally:
        _exported_lock.release()
    for pointer, name in unclaimed:
        _call_deleter(pointer, name)


def _after_collection(phase, info):
    if phase == "stop":
        try:
            sweep()
        except Exception:  # interpreter shutdown: the library may already be gone
            pass


gc.callbacks.append(_after_collection)
atexit.register(sweep)


@numpy_doc("A DLPack capsule for tensor (see the module text for the rules).",
           ("tensor", "Tensor", "The tensor exported."), _MAX_VERSION, _COPY,
           returns=_CAPSULE, raises=(_EXPORT_ERROR,))
def to_capsule(tensor: Tensor, max_version: Optional[Tuple[int, int]] = None,
               copy: Optional[bool] = None) -> Any:
    versioned = max_version is not None and tuple(max_version)[0] >= 1
    source = tensor.copy() if copy else tensor
    name = _VERSIONED if versioned else _LEGACY
    out = POINTER(_STRUCTS[name])()
    function = lib.strata_tensor_to_dlpack_versioned if versioned else lib.strata_tensor_to_dlpack
    try:
        function(source._h, byref(out))
    except Error as e:
        raise BufferError(str(e)) from e
    if versioned and copy:
        out.contents.flags |= _IS_COPIED
    address = ctypes.addressof(out.contents)
    try:
        capsule = _api.PyCapsule_New(address, name, None)
    except BaseException:
        _call_deleter(address, name)
        raise
    sweep()
    with _exported_lock:
        _exported.append(capsule)
    return capsule


@numpy_doc("Tensor.__dlpack__: checks stream and dl_device, then makes the capsule.",
           ("tensor", "Tensor", "The tensor exported."), _STREAM, _MAX_VERSION, _DL_DEVICE, _COPY,
           returns=_CAPSULE,
           raises=(_DLPACK_ERROR,))
def dlpack(tensor: Tensor, stream: Optional[int] = None,
           max_version: Optional[Tuple[int, int]] = None,
           dl_device: Optional[Tuple[int, int]] = None, copy: Optional[bool] = None) -> Any:
    if stream is not None:
        raise BufferError("stream must be None for CPU tensors, got %r" % (stream,))
    if dl_device is not None and tuple(dl_device) != (CPU, 0):
        raise BufferError("Strata tensors live on the CPU (1, 0); cannot export to %r"
                          % (dl_device,))
    return to_capsule(tensor, max_version, copy)


class DLPackMethods:
    __slots__ = ()

    @numpy_doc("A DLPack capsule sharing this tensor (a versioned one when max_version >= "
               "(1, 0)).\n\ncopy=True exports a fresh copy instead.",
               _STREAM, _MAX_VERSION, _DL_DEVICE, _COPY, returns=_CAPSULE,
               raises=(_DLPACK_ERROR,))
    def __dlpack__(self, *, stream: Optional[int] = None,
                   max_version: Optional[Tuple[int, int]] = None,
                   dl_device: Optional[Tuple[int, int]] = None,
                   copy: Optional[bool] = None) -> Any:
        return dlpack(self, stream, max_version, dl_device, copy)

    def __dlpack_device__(self) -> Tuple[int, int]:
        """The device of this tensor's memory: (1, 0), the CPU (kDLCPU, device 0)."""
        return (1, 0)  # (kDLCPU, device 0)


def from_dlpack(obj: Any, read_only: bool = False) -> Tensor:
    """A Tensor sharing the memory of any DLPack producer.

    The producer is asked for a versioned capsule (max_version=(1, 0)) and, when it does not
    take that keyword, for a legacy one. Only on success is the capsule marked used and its
    deleter left to libstrata; on failure the capsule keeps ownership.

    Parameters
    ----------
    obj : object with __dlpack__, or PyCapsule
        The producer (a NumPy array, a torch tensor, a Strata tensor, ...) or an unused DLPack
        capsule.
    read_only : bool, optional
        True makes the view read-only regardless of the producer's flag.

    Returns
    -------
    Tensor
        A tensor sharing the producer's memory; read-only when the producer marks it so or
        read_only is True.

    Raises
    ------
    ValueError
        The capsule is not an unused DLPack capsule.
    InvalidArgumentError
        A device other than the CPU, unknown flags, a DLPack major version other than 1, or
        strides that make dimensions alias.
    DTypeMismatchError
        A dtype Strata does not have (or lanes other than 1).
    ArgumentOutOfRangeError
        A rank above the maximum, a negative length, or a negative stride on a dimension of
        length > 1.
    SizeOverflowError
        Sizes beyond the address space.
    """
    if type(obj).__name__ == "PyCapsule":
        capsule = obj
    else:
        try:
            capsule = obj.__dlpack__(max_version=(1, 0))
        except TypeError:
            capsule = obj.__dlpack__()
    name = _api.PyCapsule_GetName(capsule)
    if name not in _STRUCTS:
        raise ValueError("not an unused DLPack capsule (its name is %r)" % name)
    pointer = _api.PyCapsule_GetPointer(capsule, name)
    function = (lib.strata_tensor_from_dlpack_versioned if name == _VERSIONED
                else lib.strata_tensor_from_dlpack)
    managed = ctypes.cast(pointer, POINTER(_STRUCTS[name]))
    tensor = new_tensor(function, managed, _READ_ONLY if read_only else 0)
    _api.PyCapsule_SetName(capsule, _USED[name])
    return tensor
