"""Python objects kept alive by native storage.

A view over Python-owned memory (a NumPy array) must keep that memory alive for as long as any
native reference to the storage exists — including DLPack tensors exported from it and held by
other libraries — not merely as long as the Python Tensor object. The object is therefore parked
here under an integer key passed to strata_tensor_wrap as deleter user data; the deleter, which
libstrata calls exactly once from whichever thread drops the last reference, removes it.
"""

from __future__ import annotations

import itertools
import threading
from typing import Any, Dict

from ._native import DELETER

_objects: Dict[int, Any] = {}
_keys = itertools.count(1)
_lock = threading.Lock()


def keep(obj: Any) -> int:
    """Parks obj; returns the key to pass as deleter user data.

    Parameters
    ----------
    obj : object
        The object kept alive until forget(key).

    Returns
    -------
    int
        A key not given out before.
    """
    with _lock:
        key = next(_keys)
        _objects[key] = obj
    return key


def forget(key: int) -> None:
    """Drops the object parked under key (nothing when there is none).

    Parameters
    ----------
    key : int
        A key from keep.
    """
    with _lock:
        obj = _objects.pop(key, None)
    # Dropped outside the lock: releasing obj may release a Tensor whose storage calls back here.
    del obj


def count() -> int:
    """Number of objects currently kept alive by native storage."""
    with _lock:
        return len(_objects)


@DELETER
def _deleter(data, key):
    try:
        forget(key)
    except Exception:  # interpreter shutdown
        pass


deleter = _deleter
