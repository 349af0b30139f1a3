"""Names for the types the public signatures take (annotations only: every module that uses them
has `from __future__ import annotations`, so none is evaluated at run time)."""

from typing import TYPE_CHECKING, Any, Optional, Sequence, Tuple, TypeVar, Union, overload

if TYPE_CHECKING:
    from typing import Protocol

    from ._dtypes import DType
    from ._tensor import Tensor

# A Python number, as an element value or a weak scalar operand.
Scalar = Union[bool, int, float, complex]
# One length (a rank-1 shape) or one length per dimension.
ShapeLike = Union[int, Sequence[int]]
Shape = Tuple[int, ...]
# A DType, its name ("float32"), a NumPy dtype, scalar type or type string ("f4", "<i8"), or
# the Python types bool, int, float and complex; an OpaqueDType, "V12", or a NumPy structured
# or void dtype (or its specification).
DTypeLike = Union["DType", str, type, Any]
# What strata.as_tensor takes: a Tensor, a NumPy array (or anything with
# __array_interface__), a nested list/tuple of numbers, or a number.
TensorLike = Union["Tensor", Sequence[Any], Scalar, Any]
# Axes of a reduction: None (all), one axis or several; negative counts from the back.
AxisLike = Union[None, int, Sequence[int]]

if TYPE_CHECKING:
    # The methods _elementwise makes from its op tables are plain functions; to a type checker
    # they are a Method: a descriptor whose value, read from a Tensor, is the bound call.
    _Call = TypeVar("_Call", covariant=True)

    class Method(Protocol[_Call]):
        @overload
        def __get__(self, tensor: None, owner: Any) -> "Method[_Call]": ...
        @overload
        def __get__(self, tensor: "Tensor", owner: Any) -> _Call: ...

    class UnaryCall(Protocol):
        def __call__(self, out: Optional["Tensor"] = None) -> "Tensor": ...

    class BinaryCall(Protocol):
        def __call__(self, other: TensorLike) -> "Tensor": ...

    class ReduceCall(Protocol):
        def __call__(self) -> "Tensor": ...

    class PairReduceCall(Protocol):
        def __call__(self, other: TensorLike) -> "Tensor": ...
