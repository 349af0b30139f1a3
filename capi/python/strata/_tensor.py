"""The Tensor class: TensorCore (_core) with the operations of _indexing, _views, _copy,
_elementwise, _dlpack and _text as its bases, so that every method is defined on the class a type
checker reads; and RecordTensor, a Tensor of records."""

from __future__ import annotations

from typing import Any, Dict

from ._core import TensorCore
from ._copy import CopyMethods
from ._dlpack import DLPackMethods
from ._elementwise import ElementwiseMethods
from ._indexing import IndexingMethods
from ._text import TextMethods
from ._views import ViewMethods


class Tensor(IndexingMethods, ViewMethods, CopyMethods, ElementwiseMethods, DLPackMethods,
             TextMethods, TensorCore, made_here="Tensor"):
    """A strided view of typed memory owned by libstrata (or by a wrapped producer).

    Views share storage; the storage lives while any view, exported DLPack tensor or NumPy
    array made from it lives, so views may be dropped in any order. Create tensors with
    :func:`strata.zeros`, :func:`strata.empty`, :func:`strata.array`, :func:`strata.from_numpy`
    or :func:`strata.from_dlpack`.
    """

    __slots__ = ()


class RecordTensor(Tensor, made_here="RecordTensor"):
    """A Tensor of records with a NumPy structured dtype (a described strata.OpaqueDType).

    It is a Tensor in every respect. The class keeps the description with the tensor: every
    view, copy and join of it is a RecordTensor of the same dtype, and NumPy receives the exact
    dtype (fields, offsets, padding, alignment) through __array_interface__. (The compiled fast
    paths make plain Tensors, so this class keeps the Python methods they stand in for.)
    """

    __slots__ = ()

    @property
    def __array_interface__(self) -> Dict[str, Any]:
        interface = TensorCore.__array_interface__.fget(self)
        # A descr list cannot state padding, alignment or overlapping fields; NumPy takes any
        # dtype-like there, its own dtype object included, and then uses it as it is.
        interface["descr"] = self.dtype.descr
        return interface
