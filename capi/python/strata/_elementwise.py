"""Elementwise operations, comparisons, reductions and conversions of strata_elementwise.h as
Tensor operators and methods, with NumPy 2's dtype rules: operands of different dtypes promote
(result_type), Python scalars are weak (scalar_result_type), `/` is true division, `//` and `%`
floor, comparisons (== and != included) give bool tensors, so tensors are unhashable.

Complex operands promote as in NumPy 2 (float32 with complex64 is complex64, int64 with
complex64 complex128, a Python complex is weak): each operand is converted to the promoted dtype
(astype, strata_convert) and the native op runs on one dtype. The native side computes + - * /
**, negate, conjugate, abs (into the part dtype), reciprocal, sqrt, exp, expm1, log, log2, log10,
log1p, the trigonometric and hyperbolic functions and their inverses, == (and != as its
negation), sum, prod and dot on complex64/complex128; every other operation
(orderings, //, %, bitwise ops, rounding, min/max, std, norm, the other math functions,
predicates) raises DTypeMismatchError naming the operation and the dtypes, and writes nothing."""

from __future__ import annotations

import ctypes
import math
import warnings
from ctypes import byref, c_int32
from typing import TYPE_CHECKING, Any, Callable, Optional, Tuple, TypeVar, Union

from . import _composed, _native
from ._construct import array, as_tensor, empty, full
from ._docstrings import numpy_doc
from ._fast_paths import fast_path
from ._dtypes import (DType, as_dtype, can_cast_same_kind, check_computable, element_value,
                      float_for_integer, integer_range, pack, part_dtype, result_type,
                      scalar_result_type, sum_dtype)
from ._errors import (DTypeMismatchError, ShapeMismatchError, SizeOverflowError, complex_warning,
                      normalize_axis, operator_index)
from ._native import lib
from ._core import TensorCore, cast, new_tensor, rank_zero

if TYPE_CHECKING:
    from ._tensor import Tensor
    from ._typing import (AxisLike, BinaryCall, DTypeLike, Method, PairReduceCall,
                          ReduceCall, Scalar, TensorLike, UnaryCall)

_Function = TypeVar("_Function", bound=Callable[..., Any])

# The unary ops defined for floating point only (NumPy computes them in a float for integers).
FLOAT_UNARY = frozenset({
    "sqrt", "exp", "log", "exp2", "exp10", "expm1", "log2", "log10", "log1p", "sin", "cos",
    "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "cbrt",
    "sigmoid", "deg2rad", "rad2deg", "acospi", "asinpi", "atanpi", "cospi", "sinpi", "tanpi",
    "exp2m1", "exp10m1", "log2p1", "log10p1", "root"})
# Rounding to integers: integer tensors give themselves (the native rule, NumPy 2's); bool
# tensors round through float16 as NumPy 1.24's loops do.
ROUNDING_UNARY = frozenset({"ceil", "floor", "trunc"})
# Unary ops taking an integer operand n.
UNARY_N = {"shift_left": 39, "shift_right": 40, "shift_right_logical": 41, "rotate_left": 42,
           "rotate_right": 43, "root": 44}
ROUNDING_MODES = {"to_even": 0, "away_from_zero": 1, "to_zero": 2, "to_negative_infinity": 3,
                  "to_positive_infinity": 4}
CONVERT_MODES = {"checked": 0, "saturating": 1, "truncating": 2}
# The op tables by name (NumPy's names where NumPy has the function, .NET's otherwise): UNARY,
# BINARY, PREDICATES, REDUCE and PAIR_REDUCE are read from ElementwiseMethods, where each op's
# method states its native code (see _native_op), after the class.


def _is_number(value):
    return isinstance(value, (bool, int, float, complex))


def _scalar(dtype, value):
    """(dtype code, buffer): value packed as one element of dtype by NumPy's rules, for the
    typed C functions."""
    return dtype.value, ctypes.create_string_buffer(pack(dtype, value), dtype.itemsize)


def _promoted(x, y):
    """Tensors x and y, each converted to their promoted dtype (NumPy 2's result_type)."""
    dtype = result_type(x.dtype, y.dtype)
    return cast(x, dtype), cast(y, dtype)


# The dtype an op computes in, given the promoted dtype of its operands (NumPy's loops).
def _true_divide_dtype(dtype):
    return dtype if dtype.is_float or dtype.is_complex else DType.float64


def _integer_loop_dtype(dtype):
    return DType.int8 if dtype is DType.bool else dtype


def _float_loop_dtype(dtype):
    """NumPy's float-only ufuncs (arctan2, hypot, copysign) take bool and integers in the
    smallest float holding their values."""
    return float_for_integer(dtype) if dtype.is_integer or dtype is DType.bool else dtype


_FLOAT_LOOPS = ("atan2", "hypot", "copysign")
_COMPUTE_DTYPE = {"divide": _true_divide_dtype, "floor_divide": _integer_loop_dtype,
                  "remainder": _integer_loop_dtype, "pow": _integer_loop_dtype,
                  **dict.fromkeys(_FLOAT_LOOPS, _float_loop_dtype)}
# NumPy's bool loops of the arithmetic ops that have one.
_BOOL_OPS = {"add": "bitwise_or", "multiply": "bitwise_and", "maximum": "bitwise_or",
             "minimum": "bitwise_and", "max_number": "bitwise_or", "min_number": "bitwise_and"}
# The predicates of complex numbers, joining those of the parts with this op.
_COMPLEX_PREDICATES = {"isnan": "bitwise_or", "isinf": "bitwise_or", "isfinite": "bitwise_and"}
# The predicates NumPy also answers for bools.
_NUMBER_PREDICATES = ("isnan", "isinf", "isfinite", "isneginf", "isposinf")
_COMPARISONS = ("eq", "ne", "lt", "le", "gt", "ge")
# The operators' symbols by op name, for messages.
_SYMBOLS = {"add": "+", "subtract": "-", "multiply": "*", "divide": "/", "floor_divide": "//",
            "remainder": "%", "pow": "**", "bitwise_and": "&", "bitwise_or": "|",
            "bitwise_xor": "^", "matmul": "@"}
# Ops whose result has the operands' dtype when both share it: one native call, no promotion
# (for floats, every binary op but the comparisons).
_INTEGER_DIRECT = frozenset({"add", "subtract", "multiply", "floor_divide", "remainder",
                             "minimum", "maximum", "bitwise_and", "bitwise_or", "bitwise_xor"})
# A comparison's value when the scalar lies above every value of the tensor's dtype.
_ABOVE_RANGE = {"eq": False, "ne": True, "lt": True, "le": True, "gt": False, "ge": False}
_MIRRORED = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le", "eq": "eq", "ne": "ne"}


def _operand_dtype(tensor, other):
    """The promoted dtype of tensor with other (a Python scalar or a tensor)."""
    if _is_number(other):
        return scalar_result_type(tensor.dtype, other)
    return result_type(tensor.dtype, other.dtype)


_REDUCTION_RESULT = ("Tensor", "A new tensor, of rank 0 when every axis is reduced and keepdims "
                     "is false (as NumPy's scalar result), or out.")
_NEW_OR_OUT = ("Tensor", "A new tensor, or out.")
_EMPTY_REDUCTION = [("ValueError", "An empty reduction.")]
_TRUTH_RESULT = ("Tensor", "A new bool tensor, of rank 0 when every axis is reduced and "
                 "keepdims is false, or out.")
_ARG_PARAMETERS = (("axis", "int, optional", "The axis to search along; None searches the "
                    "row-major flattened tensor."), "out", "keepdims")
_ARG_RESULT = ("Tensor", "A new int64 tensor: the flat index as rank 0 when axis is None (and "
               "keepdims is false), or out.")


def _native_op(kind: str, code: int) -> Callable[[_Function], _Function]:
    """Marks the method of native op `code` of the table `kind` ("unary", "binary",
    "predicate", "reduce" or "pair_reduce"): the tables are read from these marks."""

    def mark(function: _Function) -> _Function:
        function.native_op = (kind, code)  # type: ignore[attr-defined]
        return function

    return mark


def _method(name, body, summary, parameters, returns, annotations, kind=None, code=None):
    """body named and documented as the Tensor method `name` (NumPy docstring style), marked as
    the method of native op code of the table kind when kind is given."""
    body.__name__ = body.__qualname__ = name
    sections = [summary, ""]
    if parameters:
        sections += ["Parameters", "----------"] + list(parameters) + [""]
    sections += ["Returns", "-------", returns]
    body.__doc__ = "\n".join(sections)
    body.__annotations__ = annotations
    return body if kind is None else _native_op(kind, code)(body)


_OTHER = ("other : Tensor, array_like or Python scalar",
          "    The second operand, broadcast against this tensor; promoted as NumPy 2 does.")
_TENSOR_RESULT = "Tensor\n    A new tensor of the broadcast shape and the promoted dtype."
_OUT = ("out : Tensor, optional", "    Destination the result is written into.")
_OUT_RESULT = "Tensor\n    A new tensor of this shape (or out)."
_REDUCED = "Tensor\n    A new rank-0 tensor holding the reduced value."

# The makers below return plain functions; their declared types state what a type checker
# needs to know: the method's signature once bound to a Tensor (see _typing.Method).


def _binary_operator(op: str, code: Optional[int] = None,
                     reflected: bool = False) -> Method[BinaryCall]:
    """The method computing op (other op self when reflected), marked with its BINARY code
    (the comparison "ne" has none)."""
    direct = frozenset(dtype for dtype in DType if (
        op not in _COMPARISONS if dtype.is_float else
        op in _INTEGER_DIRECT if dtype.is_integer else False))

    def method(self, other):
        # Same-dtype tensors of a direct op: one native call, no promotion step (records, whose
        # dtypes are never direct, take binary).
        if not reflected and isinstance(other, TensorCore):
            dtype = self.dtype
            if dtype in direct and other.dtype is dtype:
                x, y = self._handle, other._handle
                if type(x) is int and type(y) is int:  # else _h raises or resolves
                    # Raw handles: self and other are this frame's, alive through the call.
                    return new_tensor(lib.strata_binary, code, x, y)
        return self.binary(op, other, reflected)

    if not reflected and direct:
        method = fast_path("binary", op=code, direct=direct)(method)
    order = "other %s self" if reflected else "self %s other"
    return _method(op, method, "Elementwise %s (%s)." % (op, order % op), _OTHER,
                   _TENSOR_RESULT, {"other": "TensorLike", "return": "Tensor"},
                   None if code is None else "binary", code)


def _operator(named: Any, reflected: bool = False) -> Method[BinaryCall]:
    """The operator of the method `named` that _binary_operator made (reflected: its reflected
    form)."""
    return _binary_operator(named.__name__, named.native_op[1], reflected)


def _in_place_operator(named: Any) -> Method[BinaryCall]:
    """The in-place operator of the method `named` that _binary_operator made."""
    op = named.__name__

    def method(self, other):
        return self.binary(op, other, out=self)

    return _method(op, method, "In-place elementwise %s: writes self %s other into self "
                   "(cast under the same_kind rule; nothing written on failure)." % (op, op),
                   _OTHER, "Tensor\n    self.", {"other": "TensorLike", "return": "Tensor"})


def _unary_method(op: str, code: int) -> Method[UnaryCall]:
    def method(self, out=None):
        return self.unary(op, out=out)

    return _method(op, method, "Elementwise %s of every element." % op, _OUT, _OUT_RESULT,
                   {"out": "Optional[Tensor]", "return": "Tensor"}, "unary", code)


def _predicate_method(op: str, code: int) -> Method[UnaryCall]:
    def method(self, out=None):
        return self.predicate(op, out=out)

    return _method(op, method, "The predicate %s of every element, as a bool tensor." % op,
                   _OUT, _OUT_RESULT, {"out": "Optional[Tensor]", "return": "Tensor"},
                   "predicate", code)


def _reduction_method(op: str, code: int) -> Method[ReduceCall]:
    def method(self):
        return self.reduce(op)

    return _method(op, method, "The reduction %s over all elements, in this tensor's dtype."
                   % op, (), _REDUCED, {"return": "Tensor"}, "reduce", code)


def _pair_reduction_method(op: str, code: int) -> Method[PairReduceCall]:
    def method(self, other):
        return self.reduce(op, other)

    return _method(op, method, "The reduction %s of this tensor and other, in this tensor's "
                   "dtype." % op,
                   ("other : Tensor or array_like",
                    "    The second operand (same dtype, broadcast)."),
                   _REDUCED, {"other": "TensorLike", "return": "Tensor"},
                   "pair_reduce", code)


class ElementwiseMethods:
    __slots__ = ()

    __hash__ = None

    def unary(self, op: Union[str, int], n: int = 0, out: Optional[Tensor] = None) -> Tensor:
        """The unary op of every element.

        The floating-point functions (FLOAT_UNARY) of bool and integer tensors compute in the
        smallest float that holds the integers (float16 for 1 byte, float32 for 2, float64
        beyond), as NumPy's do; conjugate of bool computes in int8 (NumPy's loop). abs of a
        complex tensor is its float32/float64 magnitude.

        Parameters
        ----------
        op : str or int
            A name of UNARY or UNARY_N, or a native op code.
        n : int, optional
            The integer operand of shifts, rotations and root.
        out : Tensor, optional
            Destination this tensor broadcasts to (it may be this tensor).

        Returns
        -------
        Tensor
            A new tensor of this shape, or out (written under the same_kind rule where its
            dtype is not the result's, for the floating-point functions and complex operands).

        Raises
        ------
        DTypeMismatchError
            An op the native side does not define for this dtype (complex: any but negate,
            conjugate, abs, reciprocal, sqrt, exp, exp2, expm1, log, log2, log10, log1p, the
            trigonometric and hyperbolic functions and their inverses).
        """
        if self.dtype.is_complex and UNARY.get(op, op) == UNARY["exp2"]:
            # NumPy's complex exp2 is exp(z·ln 2), each part multiplied by ln 2; complex64
            # computes it in complex128, as the native complex functions evaluate in a wider
            # type and round once.
            scaled = cast(self, DType.complex128).copy()
            for part in (scaled.real, scaled.imag):
                part.binary("multiply", math.log(2), out=part)
            return _into(cast(scaled.exp(), self.dtype), out, op)
        if self.dtype.is_complex or (out is not None and out.dtype.is_complex):
            with _ComplexOperands(_op_name(op), self, None, self.dtype):
                return self._unary(op, n, out)
        return self._unary(op, n, out)

    def _unary(self, op, n, out):
        x = self
        code = UNARY.get(op) or UNARY_N.get(op) or op
        if code == UNARY["abs"] and self.dtype is DType.bool:
            # NumPy's absolute value of a bool is the bool.
            return self.copy() if out is None else _store(self.copy(), out, op)
        if ((op in FLOAT_UNARY and (self.dtype.is_integer or self.dtype is DType.bool))
                or (op in ROUNDING_UNARY and self.dtype is DType.bool)):
            x = cast(self, float_for_integer(self.dtype))
        elif code == UNARY["conjugate"] and self.dtype is DType.bool:
            x = cast(self, DType.int8)
        try:
            if out is not None:
                result = part_dtype(x.dtype) if code == UNARY["abs"] and x.dtype.is_complex else (
                    x.dtype)
                if out.dtype is not result and (op in FLOAT_UNARY or x.dtype.is_complex):
                    return _store(x.unary(op, n), out, op)
                lib.strata_unary_into(code, x._h, n, out._h)
                return out
            return new_tensor(lib.strata_unary, code, x._h, n)
        except SizeOverflowError:
            if code != UNARY["abs"] or not x.dtype.is_integer:
                raise
            # The native abs refuses the most negative integer (.NET's Math.Abs); NumPy wraps it
            # to itself, as max(x, -x) does (nothing was written).
            return _into(x.binary("maximum", x.unary("negate")), out, op)

    @fast_path("float")
    def __float__(self) -> float:
        return float(self._only_element())

    @fast_path("int")
    def __int__(self) -> int:
        return int(self._only_element())

    def __complex__(self) -> complex:
        """complex(t) of a one-element tensor: its element as a Python complex."""
        return complex(self._only_element())

    def _only_element(self):
        if self.size != 1:
            # NumPy's TypeError ("only length-1 arrays can be converted to Python scalars").
            raise TypeError("only tensors of one element can be converted to Python scalars")
        return self.item()

    def __index__(self) -> int:
        if not self.dtype.is_integer or self.ndim != 0:
            # NumPy's rule: only integer 0-d arrays are indexes (not [5], not bool).
            raise TypeError("only integer rank-0 tensors can be converted to an index")
        return int(self.item())

    def __format__(self, spec: str) -> str:
        """format(t, spec): a rank-0 tensor formats its element as the Python number would
        (f"{t.sum():.3f}"); other tensors take only an empty spec (their str), as NumPy's."""
        if self.ndim == 0:
            return format(self.item(), spec)
        if spec:
            raise TypeError("unsupported format string passed to strata.Tensor.__format__")
        return str(self)

    def binary(self, op: Union[str, int], other: TensorLike, reflected: bool = False,
               out: Optional[Tensor] = None) -> Tensor:
        """x op other, broadcast, with NumPy 2's promotion.

        Parameters
        ----------
        op : str or int
            A name of BINARY ("add", "floor_divide", "eq", …) or "ne", or a native op code.
        other : Tensor, array_like or Python scalar
            The second operand; a Python scalar is weak (NEP 50).
        reflected : bool, optional
            Compute other op x instead.
        out : Tensor, optional
            Destination; the result is cast to its dtype under the same_kind rule.

        Returns
        -------
        Tensor
            A new tensor of the broadcast shape (bool for comparisons), or out.

        Raises
        ------
        TypeError
            A cast same_kind forbids, or boolean subtract.
        DTypeMismatchError
            An op the native side does not define for the promoted dtype (complex: any but
            add, subtract, multiply, divide, pow, == and !=); a TypeError too.
        OverflowError
            A Python integer outside the tensor's integer dtype.
        ShapeMismatchError
            Shapes that do not broadcast.
        """
        if op in _COMPARISONS:
            return self._compare_elements(op, other, reflected, out)
        if not _is_number(other):
            other = self._operand(op, other, reflected)
        dtype = _operand_dtype(self, other)
        if op in _FLOAT_LOOPS and not _is_number(other):
            # NumPy's first float loop both operands cast to safely (int8 with uint16: float32).
            dtype = result_type(_float_loop_dtype(self.dtype), _float_loop_dtype(other.dtype))
        if dtype.is_complex or self.dtype.is_complex or (
                not _is_number(other) and other.dtype.is_complex):
            with _ComplexOperands(op, self, other, dtype):
                return self._binary(op, other, reflected, out, dtype)
        return self._binary(op, other, reflected, out, dtype)

    def _operand(self, op, other, reflected):
        """other, the operand of op that is no Python number, as a Tensor (as_tensor); data
        that is not numeric (a str, None, a list of them) raises TypeError naming both operands'
        types and this tensor's dtype, as NumPy refuses such operands."""
        if isinstance(other, TensorCore):
            return other
        try:
            return as_tensor(other)
        except TypeError:
            pass
        operands = ["'%s' (%s)" % (type(self).__name__, self.dtype.name),
                    "'%s' (%s)" % (type(other).__name__, _shown(other))]
        if reflected:
            operands.reverse()
        raise TypeError("unsupported operand type(s) for %s: %s and %s"
                        % (_SYMBOLS.get(op, op), *operands))

    def _binary(self, op, other, reflected, out, dtype):
        """binary once other is a Python number or a Tensor and dtype is the promoted one."""
        dtype = _COMPUTE_DTYPE.get(op, lambda d: d)(dtype)
        if dtype is DType.bool and op in _BOOL_OPS:
            op = _BOOL_OPS[op]
        elif dtype is DType.bool and op == "subtract":
            raise TypeError("boolean subtract is not supported (NumPy raises too); use ^ or "
                            "bitwise_xor")
        if op == "pow" and (dtype.is_integer or dtype is DType.bool):
            result = _integer_power(cast(self, dtype), other, reflected)
            return result if out is None else _store(result, out, op)
        if out is not None and out.dtype is not dtype:
            return _store(self.binary(op, other, reflected), out, op)
        code = BINARY.get(op, op)
        x = cast(self, dtype)
        if _is_number(other):
            arguments = (code, x._h, *_scalar(dtype, other), int(reflected))
            into, function = lib.strata_binary_scalar_into_typed, lib.strata_binary_scalar_typed
        else:
            y = cast(other, dtype)
            arguments = (code, y._h, x._h) if reflected else (code, x._h, y._h)
            into, function = lib.strata_binary_into, lib.strata_binary
        if out is not None:
            into(*arguments, out._h)
            return out
        return new_tensor(function, *arguments)

    def _compare_elements(self, op, other, reflected, out):
        if reflected:
            op = _MIRRORED[op]
        if not _is_number(other):
            try:
                other = as_tensor(other)
            except (TypeError, ValueError):
                return NotImplemented if op in ("eq", "ne") else _unorderable(self, other)
        elif isinstance(other, int) and not isinstance(other, bool) and self.dtype.is_integer:
            low, high = integer_range(self.dtype)
            if not low <= other <= high:
                # Every element lies on one side of the scalar (NumPy 2 compares exactly).
                value = _ABOVE_RANGE[op] if other > high else not _ABOVE_RANGE[op]
                if op in ("eq", "ne"):
                    value = _ABOVE_RANGE[op]
                result = full(self.shape, value, DType.bool)
                return result if out is None else _store(result, out, op)
        dtype = _operand_dtype(self, other)
        if dtype.is_complex or self.dtype.is_complex or (
                not _is_number(other) and other.dtype.is_complex):
            with _ComplexOperands(op, self, other, dtype):
                return self._compare_promoted(op, other, out, dtype)
        return self._compare_promoted(op, other, out, dtype)

    def _compare_promoted(self, op, other, out, dtype):
        """The comparison op (not reflected) of self and other computed in dtype."""
        x = cast(self, dtype)
        negate = op == "ne"
        code = BINARY["eq" if negate else op]
        if _is_number(other):
            result = new_tensor(lib.strata_binary_scalar_typed, code, x._h,
                                *_scalar(dtype, other), 0)
        else:
            result = new_tensor(lib.strata_binary, code, x._h, cast(other, dtype)._h)
        if negate:
            lib.strata_binary_scalar_into_typed(BINARY["bitwise_xor"], result._h,
                                                *_scalar(DType.bool, True), 0, result._h)
        return result if out is None else _store(result, out, op)

    @numpy_doc("Whether a comparison holds for every broadcast pair (allocates nothing).",
               "op=comparison", "other=operand",
               returns=("bool", "True when it holds everywhere (True when empty)."))
    def compare_all(self, op: str, other: TensorLike) -> bool:
        return self._compare(lib.strata_compare_all, op, other)

    @numpy_doc("Whether a comparison holds for some broadcast pair (allocates nothing).",
               "op=comparison", "other=operand",
               returns=("bool", "True when it holds somewhere (False when empty)."))
    def compare_any(self, op: str, other: TensorLike) -> bool:
        return self._compare(lib.strata_compare_any, op, other)

    def _compare(self, function, op, other):
        other = array([other]) if _is_number(other) else as_tensor(other)
        dtype = result_type(self.dtype, other.dtype)
        result = c_int32()
        if dtype.is_complex:
            with _ComplexOperands(op, self, other, dtype):
                function(BINARY[op], cast(self, dtype)._h, cast(other, dtype)._h, byref(result))
        else:
            function(BINARY[op], cast(self, dtype)._h, cast(other, dtype)._h, byref(result))
        return bool(result.value)

    def reduce(self, op: Union[str, int], other: Optional[TensorLike] = None) -> Tensor:
        """A native reduction over all elements, in this tensor's dtype.

        See sum, mean, … for NumPy's dtypes and axes.

        Parameters
        ----------
        op : str or int
            A name of REDUCE or PAIR_REDUCE, or a native op code.
        other : Tensor or array_like, optional
            The second operand of dot, distance and cosine_similarity.

        Returns
        -------
        Tensor
            A new rank-0 tensor: the value in this tensor's dtype (an int64 index for the
            argmin/argmax family).
        """
        if other is not None:
            other = as_tensor(other)
        if self.dtype.is_complex or (other is not None and other.dtype.is_complex):
            with _ComplexOperands(_op_name(op), self, other, None):
                return self._reduce(op, other)
        return self._reduce(op, other)

    def _reduce(self, op, other):
        code = REDUCE.get(op) or PAIR_REDUCE.get(op) or op
        second = None if other is None else as_tensor(other)._h
        result = rank_zero(DType.int64 if 330 <= code <= 333 else self.dtype)
        lib.strata_reduce(code, self._h, second, result.data_ptr)
        return result

    # ---- NumPy's reductions -----------------------------------------------------------------

    def _reduce_axes(self, op, axis, dtype, out, keepdims):
        """The reduction of REDUCE named op over axis (None: all; an int or a tuple, negative
        counting from the back) computed in dtype: a new tensor (rank 0 when every axis is
        reduced and keepdims is false), or out."""
        dtype = as_dtype(dtype)
        if self.dtype.is_complex or dtype.is_complex:
            with _ComplexOperands(op, self, None, dtype):
                return self._reduce_axes_in(op, axis, dtype, out, keepdims)
        return self._reduce_axes_in(op, axis, dtype, out, keepdims)

    def _reduce_axes_in(self, op, axis, dtype, out, keepdims):
        """_reduce_axes once dtype is a DType."""
        if dtype is DType.bool and op in ("min", "max"):
            # NumPy's bool min/max are all/any: the same as min/max of the bytes 0/1.
            result = cast(self, DType.uint8)._reduce_axes(op, axis, DType.uint8, None, keepdims)
            return cast(result, DType.bool) if out is None else _store(result, out, op)
        x = cast(self, dtype)
        rank = self.ndim
        axes = tuple(range(rank)) if axis is None else (
            (axis,) if not isinstance(axis, (tuple, list)) else tuple(axis))
        axes = tuple(normalize_axis(a, rank) for a in axes)
        array_axes = (c_int32 * max(len(axes), 1))(*axes)
        result = new_tensor(lib.strata_reduce_axes, REDUCE[op], x._h, array_axes, len(axes),
                            int(bool(keepdims)))
        return result if out is None else _store(result, out, op)

    @numpy_doc("Sum over axis (numpy.sum): bool and integers of 4 bytes or fewer sum in int64 "
               "(uint64 when unsigned), other dtypes in their own; an empty sum is 0.",
               "axis", "dtype", "out", "keepdims", returns=_REDUCTION_RESULT)
    @_native_op("reduce", 300)
    def sum(self, axis: AxisLike = None, dtype: Optional[DTypeLike] = None,
            out: Optional[Tensor] = None, keepdims: bool = False) -> Tensor:
        return self._reduce_axes("sum", axis, dtype or sum_dtype(self.dtype), out, keepdims)

    @numpy_doc("Product over axis (numpy.prod), in the dtypes of sum; an empty product is 1.",
               "axis", "dtype", "out", "keepdims", returns=_REDUCTION_RESULT)
    @_native_op("reduce", 301)
    def prod(self, axis: AxisLike = None, dtype: Optional[DTypeLike] = None,
             out: Optional[Tensor] = None, keepdims: bool = False) -> Tensor:
        return self._reduce_axes("prod", axis, dtype or sum_dtype(self.dtype), out, keepdims)

    @numpy_doc("Arithmetic mean over axis (numpy.mean): float64 for bool and integers; NaN "
               "when empty. A complex mean is the complex sum divided by the count, as NumPy "
               "computes it.", "axis", "dtype", "out", "keepdims", returns=_REDUCTION_RESULT)
    @_native_op("reduce", 302)
    def mean(self, axis: AxisLike = None, dtype: Optional[DTypeLike] = None,
             out: Optional[Tensor] = None, keepdims: bool = False) -> Tensor:
        dtype = as_dtype(dtype or _true_divide_dtype(self.dtype))
        if not dtype.is_complex:
            return self._reduce_axes("mean", axis, dtype, out, keepdims)
        # As NumPy: the sum (into out when given), then divided by the count in place.
        total = self._reduce_axes("sum", axis, dtype, out, keepdims)
        count = self.size // total.size if total.size else 0
        return total.binary("divide", count, out=total)

    @numpy_doc("Standard deviation over axis (numpy.std): the square root of the sum of "
               "squared deviations from the mean divided by N − ddof (N the count of elements "
               "reduced); a complex tensor's is real. ddof 0 (the population's) of a real "
               "tensor is one native pass; any other is composed as NumPy computes it, and "
               "N − ddof ≤ 0 gives inf or NaN with NumPy's RuntimeWarning.", "axis", "dtype",
               "out",
               ("ddof", "int or float, optional", "Delta degrees of freedom (default 0; 1 "
                "gives the sample standard deviation)."), "keepdims",
               returns=_REDUCTION_RESULT)
    @_native_op("reduce", 304)
    def std(self, axis: AxisLike = None, dtype: Optional[DTypeLike] = None,
            out: Optional[Tensor] = None, ddof: Union[int, float] = 0,
            keepdims: bool = False) -> Tensor:
        dtype = dtype or _true_divide_dtype(self.dtype)
        if ddof == 0 and not (self.dtype.is_complex or as_dtype(dtype).is_complex):
            return self._reduce_axes("std", axis, dtype, out, keepdims)
        return _into(_composed.deviation(self, axis, dtype, ddof, keepdims), out, "std")

    @numpy_doc("Smallest element over axis (numpy.min); NaN if any is NaN.", "axis", "out",
               "keepdims", returns=_REDUCTION_RESULT, raises=_EMPTY_REDUCTION)
    @_native_op("reduce", 305)
    def min(self, axis: AxisLike = None, out: Optional[Tensor] = None,
            keepdims: bool = False) -> Tensor:
        return self._reduce_axes("min", axis, self.dtype, out, keepdims)

    @numpy_doc("Largest element over axis (numpy.max); NaN if any is NaN.", "axis", "out",
               "keepdims", returns=_REDUCTION_RESULT, raises=_EMPTY_REDUCTION)
    @_native_op("reduce", 306)
    def max(self, axis: AxisLike = None, out: Optional[Tensor] = None,
            keepdims: bool = False) -> Tensor:
        return self._reduce_axes("max", axis, self.dtype, out, keepdims)

    @numpy_doc("Index of the first smallest element (numpy.argmin).", *_ARG_PARAMETERS,
               returns=_ARG_RESULT, raises=_EMPTY_REDUCTION)
    @_native_op("reduce", 331)
    def argmin(self, axis: Optional[int] = None, out: Optional[Tensor] = None,
               keepdims: bool = False) -> Tensor:
        return self._arg_reduce("argmin", axis, out, keepdims)

    @numpy_doc("Index of the first largest element (numpy.argmax).", *_ARG_PARAMETERS,
               returns=_ARG_RESULT, raises=_EMPTY_REDUCTION)
    @_native_op("reduce", 330)
    def argmax(self, axis: Optional[int] = None, out: Optional[Tensor] = None,
               keepdims: bool = False) -> Tensor:
        return self._arg_reduce("argmax", axis, out, keepdims)

    def _arg_reduce(self, op, axis, out, keepdims):
        # NumPy orders bool as False < True: the order of the bytes 0 and 1.
        x = cast(self, DType.uint8) if self.dtype is DType.bool else self
        if axis is None:
            if self.size == 0:
                raise ValueError("attempt to get %s of an empty sequence" % op)
            index = x.reduce(op)
            result = index.reshape((1,) * self.ndim) if keepdims else index
            return result if out is None else _store(result, out, op)
        return x._reduce_axes(op, operator_index(axis), x.dtype, out, keepdims)

    @numpy_doc("The dot product (numpy.dot), without conjugation, in the promoted dtype: of "
               "vectors the inner product (native); by a Python number the product; matmul "
               "for 2-D operands and a 1-D second one; for N-D operands the sum over this "
               "tensor's last axis and other's second-to-last.",
               ("other", "Tensor, array_like or Python scalar", "The second operand."),
               returns=("Tensor", "A new tensor (rank 0 for two vectors)."),
               raises=[("ValueError", "The summed axes differ in length (\"shapes ... not "
                        "aligned\"), or stack dimensions that do not broadcast.")])
    @_native_op("pair_reduce", 320)
    def dot(self, other: TensorLike) -> Tensor:
        return _composed.dot(self, other if _is_number(other) else
                             self._operand("dot", other, False))

    @numpy_doc("The matrix product (numpy.matmul, the @ operator): stacks of matrices "
               "broadcast over their leading dimensions; a 1-D operand is a row (this tensor) "
               "or a column (other) whose dimension the result drops. Composed from native "
               "multiplications and sums (there is no native matmul kernel).",
               ("other", "Tensor or array_like", "The second operand (not a Python number)."),
               returns=("Tensor", "A new tensor in the promoted dtype (rank 0 when both "
                        "operands are 1-D)."),
               raises=[("ValueError", "A Python number operand, core dimensions that differ, "
                        "or stack dimensions that do not broadcast."),
                       ("TypeError", "An operand that is not numeric data.")])
    def matmul(self, other: TensorLike) -> Tensor:
        return self._matmul(other, False)

    def _matmul(self, other, reflected):
        if _is_number(other):
            raise ValueError("matmul: Input operand %d does not have enough dimensions (has 0, "
                             "gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)"
                             % (0 if reflected else 1))
        other = self._operand("matmul", other, reflected)
        return _composed.matmul(other, self) if reflected else _composed.matmul(self, other)

    def __matmul__(self, other: TensorLike) -> Tensor:
        return self._matmul(other, False)

    def __rmatmul__(self, other: TensorLike) -> Tensor:
        return self._matmul(other, True)

    def __imatmul__(self, other: TensorLike) -> Tensor:
        """self @= other: the product written into self (cast under the same_kind rule), which
        must have the product's shape (ValueError otherwise; nothing is written)."""
        result = self._matmul(other, False)
        if result.shape != self.shape:
            raise ValueError("self @= other needs a product of this tensor's shape %s, not %s"
                             % (self.shape, getattr(result, "shape", ())))
        return _store(result, self, "matmul")

    @numpy_doc("Whether every element is true (numpy.all): nonzero, NaN included; an empty "
               "all is True.", "axis", "out", "keepdims", returns=_TRUTH_RESULT)
    def all(self, axis: AxisLike = None, out: Optional[Tensor] = None,
            keepdims: bool = False) -> Tensor:
        return _into(_composed.truth(self, "all", axis, keepdims), out, "all")

    @numpy_doc("Whether any element is true (numpy.any): nonzero, NaN included; an empty any "
               "is False.", "axis", "out", "keepdims", returns=_TRUTH_RESULT)
    def any(self, axis: AxisLike = None, out: Optional[Tensor] = None,
            keepdims: bool = False) -> Tensor:
        return _into(_composed.truth(self, "any", axis, keepdims), out, "any")

    @numpy_doc("Cumulative sum along axis (numpy.cumsum); None sums the row-major flattened "
               "tensor. Composed from native additions (log2(n) steps), so floating sums may "
               "differ from NumPy's in the last bits.",
               ("axis", "int, optional", "The axis summed along; None flattens first."),
               ("dtype", "dtype-like, optional", "The dtype to sum in; by default that of "
                "sum (bool and integers narrower than 8 bytes in int64, or uint64 when "
                "unsigned)."),
               "out",
               returns=("Tensor", "A new tensor (rank 1 when axis is None), or out."),
               raises=[("AxisError", "axis outside [-ndim, ndim).")])
    def cumsum(self, axis: Optional[int] = None, dtype: Optional[DTypeLike] = None,
               out: Optional[Tensor] = None) -> Tensor:
        return _into(_composed.cumsum(self, axis, dtype), out, "cumsum")

    @numpy_doc("Each element limited to [min, max] (numpy.clip): maximum(self, min), then "
               "minimum(.., max), promoted as NumPy (a float bound makes an integer tensor "
               "float64); bounds broadcast; min > max gives max; NaN stays NaN.",
               ("min", "Python scalar, Tensor, array_like or None", "Lower bound; None for "
                "none."),
               ("max", "Python scalar, Tensor, array_like or None", "Upper bound; None for "
                "none."),
               "out", returns=_NEW_OR_OUT,
               raises=[("ValueError", "Both bounds are None.")])
    def clip(self, min: Optional[TensorLike] = None, max: Optional[TensorLike] = None,
             out: Optional[Tensor] = None) -> Tensor:
        return _into(_composed.clip(self, min, max), out, "clip")

    @numpy_doc("Σ conj(self)·other over the row-major flattened operands (numpy.vdot): the "
               "first operand is conjugated, as the Hermitian inner product takes it; real "
               "operands give dot.",
               ("other", "Tensor or array_like", "The second operand, of this tensor's size."),
               returns=("Tensor", "A new rank-0 tensor: the sum of products, in the promoted "
                        "dtype."),
               raises=[("ShapeMismatchError", "Operands of different sizes (a ValueError, as "
                        "NumPy's).")])
    def vdot(self, other: TensorLike) -> Tensor:
        x, y = _promoted(self, as_tensor(other))
        if x.size != y.size:
            raise ShapeMismatchError("vdot needs operands of one size, not %d and %d"
                                     % (x.size, y.size))
        if x.dtype.is_complex:
            x = x.conjugate()
        return x.contiguous().reshape(x.size).reduce("dot", y.contiguous().reshape(y.size))

    def predicate(self, op: Union[str, int], out: Optional[Tensor] = None) -> Tensor:
        """The predicate of every element as a bool tensor.

        Parameters
        ----------
        op : str or int
            A name of PREDICATES ("isnan", "is_even_integer", …) or a native op code.
        out : Tensor, optional
            A bool destination.

        Returns
        -------
        Tensor
            A new bool tensor of this shape, or out.
        """
        if op in _NUMBER_PREDICATES and self.dtype is DType.bool:
            # NumPy classifies bools as the numbers 0 and 1.
            return cast(self, DType.uint8).predicate(op, out=out)
        if op in _COMPLEX_PREDICATES and self.dtype.is_complex:
            # As NumPy: NaN (infinite) when a part is, finite when both parts are.
            return self.real.predicate(op).binary(_COMPLEX_PREDICATES[op],
                                                  self.imag.predicate(op), out=out)
        return self.unary(PREDICATES.get(op, op), out=out)

    @numpy_doc("Whether the predicate holds for every element (allocates nothing).",
               "op=predicate", returns=("bool", "True when it holds everywhere (True when empty)."))
    def predicate_all(self, op: Union[str, int]) -> bool:
        result = c_int32()
        lib.strata_predicate_all(PREDICATES.get(op, op), self._h, byref(result))
        return bool(result.value)

    @numpy_doc("Whether the predicate holds for some element (allocates nothing).",
               "op=predicate", returns=("bool", "True when it holds somewhere (False when empty)."))
    def predicate_any(self, op: Union[str, int]) -> bool:
        result = c_int32()
        lib.strata_predicate_any(PREDICATES.get(op, op), self._h, byref(result))
        return bool(result.value)

    @numpy_doc("Each element rounded to decimals fractional digits, as .NET's Math.Round; "
               "integers come back unchanged, bool rounds through float16 and a complex "
               "element rounds each part, as NumPy's round.",
               ("decimals", "int, optional", "0..15 for float64, 0..6 otherwise."),
               ("mode", "str, optional",
                "A name of ROUNDING_MODES (default \"to_even\", as NumPy rounds)."),
               "out=same_dtype_out", returns=_NEW_OR_OUT,
               raises=[("ArgumentOutOfRangeError", "decimals out of range.")])
    @_native_op("unary", 27)
    def round(self, decimals: int = 0, mode: str = "to_even",
              out: Optional[Tensor] = None) -> Tensor:
        if self.dtype.is_complex:
            # NumPy rounds each part.
            result = self.copy()
            result.real = self.real.round(decimals, mode)
            result.imag = self.imag.round(decimals, mode)
            return _into(result, out, "round")
        x = cast(self, float_for_integer(self.dtype)) if self.dtype is DType.bool else self
        arguments = (x._h, decimals, ROUNDING_MODES[mode])
        if out is not None:
            lib.strata_round_into(*arguments, out._h)
            return out
        return new_tensor(lib.strata_round, *arguments)

    def __round__(self, ndigits: Optional[int] = None) -> Tensor:
        return self.round(0 if ndigits is None else ndigits)

    def softmax(self, out: Optional[Tensor] = None) -> Tensor:
        """exp(x − max) / Σ exp(x − max) over all elements as one distribution.

        Parameters
        ----------
        out : Tensor, optional
            Destination of the same dtype and element count.

        Returns
        -------
        Tensor
            A new tensor of this shape, or out.

        Raises
        ------
        DTypeMismatchError
            An integer or bool tensor.
        """
        if out is not None:
            lib.strata_softmax_into(self._h, out._h)
            return out
        return new_tensor(lib.strata_softmax, self._h)

    @numpy_doc("Each element limited to [minimum, maximum] (NaN stays NaN): .NET's Clamp, in "
               "this tensor's dtype, with no NumPy counterpart (NumPy's is clip, which "
               "promotes).",
               ("minimum", "bool, int or float", "Lower bound, in this tensor's dtype."),
               ("maximum", "bool, int or float", "Upper bound, in this tensor's dtype."),
               "out=same_dtype_out", returns=_NEW_OR_OUT,
               raises=[("ArgumentOutOfRangeError", "minimum greater than maximum."),
                       ("OverflowError", "A bound this tensor's dtype cannot hold."),
                       ("DTypeMismatchError", "A bool or complex tensor.")])
    def clamp(self, minimum: Scalar, maximum: Scalar, out: Optional[Tensor] = None) -> Tensor:
        code, low = _scalar(self.dtype, minimum)
        high = _scalar(self.dtype, maximum)[1]
        if out is not None:
            lib.strata_clamp_into_typed(self._h, code, low, high, out._h)
            return out
        return new_tensor(lib.strata_clamp_typed, self._h, code, low, high)

    def astype(self, dtype: DTypeLike, mode: str = "truncating", copy: bool = True) -> Tensor:
        """A converted copy (numpy.ndarray.astype); a copy for this tensor's own dtype too,
        whatever the dtype (records included), unless copy is false.

        Real values become complex ones (value, 0); complex64 and complex128 convert part by
        part. Complex to a real dtype keeps the real parts, converted with mode, and warns
        strata.ComplexWarning (NumPy's class when NumPy is importable), as NumPy does; complex
        to bool is true where either part is nonzero, without a warning, as in NumPy.

        Parameters
        ----------
        dtype : dtype-like
            The target dtype.
        mode : str, optional
            "truncating" (default, NumPy's unsafe casting: integers keep their low bits,
            floats truncate toward zero into integers, saturating where NumPy's result is
            undefined — out of range or NaN —, anything becomes a bool by its truth),
            "checked" (a value outside the target's range raises OverflowError) or
            "saturating" (clamps).
        copy : bool, optional
            False returns this tensor itself when dtype is its dtype (NumPy's copy=False);
            True (default) always makes a new tensor.

        Returns
        -------
        Tensor
            A new dense tensor (records convert to nothing but an equal dtype,
            DTypeMismatchError), or this tensor when copy is false and dtype is its own.
        """
        dtype = as_dtype(dtype)
        if not copy and dtype == self.dtype:
            return self
        if self.dtype.is_opaque or dtype.is_opaque:
            if dtype != self.dtype:
                check_computable(self.dtype, dtype)
            return self.copy()
        if self.dtype.is_complex and not dtype.is_complex:
            if dtype is DType.bool:
                return self.binary("ne", 0)
            warnings.warn("Casting complex values to real discards the imaginary part",
                          complex_warning(), stacklevel=2)
            return self.real.astype(dtype, mode)
        if DType.bool in (self.dtype, dtype) and self.dtype is not dtype:
            result = empty(self.shape, dtype)
            result[...] = self
            return result
        return new_tensor(lib.strata_convert, self._h, int(dtype), CONVERT_MODES[mode])

    def convert_into(self, destination: Tensor, mode: str = "checked") -> None:
        """Converts into destination, whose dtype is the target.

        Parameters
        ----------
        destination : Tensor
            Receives the converted elements (must not overlap this tensor).
        mode : str, optional
            "checked" (default), "saturating" or "truncating"; see astype.

        Raises
        ------
        SizeOverflowError
            A value out of range in "checked" mode; nothing is written.
        """
        lib.strata_convert_into(self._h, destination._h, CONVERT_MODES[mode])

    # operators
    def __neg__(self) -> Tensor:
        if self.dtype is DType.bool:
            raise TypeError("the - operator is not supported for bool tensors (NumPy raises "
                            "too); use ~")
        return self.unary("negate")

    def __pos__(self) -> Tensor:
        return self.copy()

    def __abs__(self) -> Tensor:
        return self.unary("abs")

    def __invert__(self) -> Tensor:
        if self.dtype is DType.bool:
            return self.binary("bitwise_xor", True)
        return self.unary("invert")

    def __lshift__(self, n: int) -> Tensor:
        return self._shift("shift_left", n)

    def __rshift__(self, n: int) -> Tensor:
        return self._shift("shift_right", n)

    def _shift(self, op, n):
        """self << n or self >> n as NumPy 2 shifts: n is a weak Python integer, so one the
        dtype cannot hold raises OverflowError; a count outside [0, bits) (a negative one too)
        shifts every bit out, giving 0, or -1 for a negative value shifted right (the native
        shift masks the count to the width, as C#)."""
        n = operator_index(n)
        bits = 8 * self.itemsize
        if self.dtype.is_integer and not 0 <= n < bits:
            element_value(self.dtype, n)  # OverflowError outside the dtype's range
            if op == "shift_right" and self.dtype.is_signed:
                return self.unary(op, bits - 1)
            return full(self.shape, 0, self.dtype)
        return self.unary(op, n)

    def __divmod__(self, other: TensorLike) -> Tuple[Tensor, Tensor]:
        return self.binary("floor_divide", other), self.binary("remainder", other)

    def __rdivmod__(self, other: TensorLike) -> Tuple[Tensor, Tensor]:
        return (self.binary("floor_divide", other, True),
                self.binary("remainder", other, True))

    @fast_path("bool")
    def __bool__(self) -> bool:
        if self.size != 1:
            raise ValueError("the truth value of a tensor with %d elements is ambiguous"
                             % self.size)
        return bool(self.item())

    # ---- one method per native op that has none of its own above: name = maker(name, code) --

    add, subtract = _binary_operator("add", 100), _binary_operator("subtract", 101)
    multiply, divide = _binary_operator("multiply", 102), _binary_operator("divide", 103)
    minimum, maximum = _binary_operator("minimum", 104), _binary_operator("maximum", 105)
    pow, atan2 = _binary_operator("pow", 106), _binary_operator("atan2", 107)
    bitwise_and = _binary_operator("bitwise_and", 108)
    bitwise_or = _binary_operator("bitwise_or", 109)
    bitwise_xor = _binary_operator("bitwise_xor", 110)
    copysign, hypot = _binary_operator("copysign", 111), _binary_operator("hypot", 112)
    ieee754_remainder = _binary_operator("ieee754_remainder", 113)
    log_base = _binary_operator("log_base", 114)
    max_magnitude = _binary_operator("max_magnitude", 115)
    min_magnitude = _binary_operator("min_magnitude", 116)
    max_number = _binary_operator("max_number", 117)
    min_number = _binary_operator("min_number", 118)
    max_magnitude_number = _binary_operator("max_magnitude_number", 119)
    min_magnitude_number = _binary_operator("min_magnitude_number", 120)
    atan2pi = _binary_operator("atan2pi", 121)
    floor_divide = _binary_operator("floor_divide", 122)
    remainder = _binary_operator("remainder", 123)
    eq, gt = _binary_operator("eq", 200), _binary_operator("gt", 201)
    ge, lt = _binary_operator("ge", 202), _binary_operator("lt", 203)
    le, ne = _binary_operator("le", 204), _binary_operator("ne")

    negate, abs = _unary_method("negate", 1), _unary_method("abs", 2)
    sqrt, exp, log = _unary_method("sqrt", 3), _unary_method("exp", 4), _unary_method("log", 5)
    exp2, exp10 = _unary_method("exp2", 6), _unary_method("exp10", 7)
    expm1, log2 = _unary_method("expm1", 8), _unary_method("log2", 9)
    log10, log1p = _unary_method("log10", 10), _unary_method("log1p", 11)
    sin, cos, tan = _unary_method("sin", 12), _unary_method("cos", 13), _unary_method("tan", 14)
    asin, acos = _unary_method("asin", 15), _unary_method("acos", 16)
    atan, sinh = _unary_method("atan", 17), _unary_method("sinh", 18)
    cosh, tanh = _unary_method("cosh", 19), _unary_method("tanh", 20)
    asinh, acosh = _unary_method("asinh", 21), _unary_method("acosh", 22)
    atanh, cbrt = _unary_method("atanh", 23), _unary_method("cbrt", 24)
    ceil, floor = _unary_method("ceil", 25), _unary_method("floor", 26)
    trunc, reciprocal = _unary_method("trunc", 28), _unary_method("reciprocal", 29)
    sigmoid = _unary_method("sigmoid", 30)
    deg2rad, rad2deg = _unary_method("deg2rad", 31), _unary_method("rad2deg", 32)
    increment, decrement = _unary_method("increment", 33), _unary_method("decrement", 34)
    invert, popcount = _unary_method("invert", 35), _unary_method("popcount", 36)
    leading_zero_count = _unary_method("leading_zero_count", 37)
    trailing_zero_count = _unary_method("trailing_zero_count", 38)
    acospi, asinpi = _unary_method("acospi", 45), _unary_method("asinpi", 46)
    atanpi, cospi = _unary_method("atanpi", 47), _unary_method("cospi", 48)
    sinpi, tanpi = _unary_method("sinpi", 49), _unary_method("tanpi", 50)
    exp2m1, exp10m1 = _unary_method("exp2m1", 51), _unary_method("exp10m1", 52)
    log2p1, log10p1 = _unary_method("log2p1", 53), _unary_method("log10p1", 54)
    ilogb, conjugate = _unary_method("ilogb", 55), _unary_method("conjugate", 56)

    is_canonical = _predicate_method("is_canonical", 400)
    is_complex_number = _predicate_method("is_complex_number", 401)
    is_even_integer = _predicate_method("is_even_integer", 402)
    isfinite = _predicate_method("isfinite", 403)
    is_imaginary_number = _predicate_method("is_imaginary_number", 404)
    isinf, is_integer = _predicate_method("isinf", 405), _predicate_method("is_integer", 406)
    isnan, is_negative = _predicate_method("isnan", 407), _predicate_method("is_negative", 408)
    isneginf, is_normal = _predicate_method("isneginf", 409), _predicate_method("is_normal", 410)
    is_odd_integer = _predicate_method("is_odd_integer", 411)
    is_positive = _predicate_method("is_positive", 412)
    isposinf, is_pow2 = _predicate_method("isposinf", 413), _predicate_method("is_pow2", 414)
    is_real_number = _predicate_method("is_real_number", 415)
    is_subnormal = _predicate_method("is_subnormal", 416)
    is_zero = _predicate_method("is_zero", 417)

    norm = _reduction_method("norm", 303)
    min_magnitude_value = _reduction_method("min_magnitude_value", 307)
    max_magnitude_value = _reduction_method("max_magnitude_value", 308)
    min_number_value = _reduction_method("min_number_value", 309)
    max_number_value = _reduction_method("max_number_value", 310)
    min_magnitude_number_value = _reduction_method("min_magnitude_number_value", 311)
    max_magnitude_number_value = _reduction_method("max_magnitude_number_value", 312)
    argmax_magnitude = _reduction_method("argmax_magnitude", 332)
    argmin_magnitude = _reduction_method("argmin_magnitude", 333)
    distance = _pair_reduction_method("distance", 321)
    cosine_similarity = _pair_reduction_method("cosine_similarity", 322)

    # ---- operators ---------------------------------------------------------------------------

    __add__, __radd__ = _operator(add), _operator(add, reflected=True)
    __sub__, __rsub__ = _operator(subtract), _operator(subtract, reflected=True)
    __mul__, __rmul__ = _operator(multiply), _operator(multiply, reflected=True)
    __truediv__, __rtruediv__ = _operator(divide), _operator(divide, reflected=True)
    __floordiv__ = _operator(floor_divide)
    __rfloordiv__ = _operator(floor_divide, reflected=True)
    __mod__, __rmod__ = _operator(remainder), _operator(remainder, reflected=True)
    __pow__, __rpow__ = _operator(pow), _operator(pow, reflected=True)
    __and__, __rand__ = _operator(bitwise_and), _operator(bitwise_and, reflected=True)
    __or__, __ror__ = _operator(bitwise_or), _operator(bitwise_or, reflected=True)
    __xor__, __rxor__ = _operator(bitwise_xor), _operator(bitwise_xor, reflected=True)
    __iadd__, __isub__ = _in_place_operator(add), _in_place_operator(subtract)
    __imul__, __itruediv__ = _in_place_operator(multiply), _in_place_operator(divide)
    __ifloordiv__ = _in_place_operator(floor_divide)
    __imod__, __ipow__ = _in_place_operator(remainder), _in_place_operator(pow)
    __iand__, __ior__ = _in_place_operator(bitwise_and), _in_place_operator(bitwise_or)
    __ixor__ = _in_place_operator(bitwise_xor)
    __lt__, __le__, __gt__, __ge__ = _operator(lt), _operator(le), _operator(gt), _operator(ge)

    # == and != are defined rather than made: a type checker takes their result type (a bool
    # tensor, where object's is a bool) only from a definition.
    def __eq__(self, other: object) -> Tensor:  # type: ignore[override]
        return self.binary("eq", other)

    def __ne__(self, other: object) -> Tensor:  # type: ignore[override]
        return self.binary("ne", other)

    @numpy_doc("The complex conjugate of every element (numpy.conj, the same as conjugate); a "
               "copy for real dtypes.",
               ("out", "Tensor, optional", "Destination the result is written into."),
               returns=_NEW_OR_OUT)
    def conj(self, out: Optional[Tensor] = None) -> Tensor:
        return self.unary("conjugate", out=out)


class _ComplexOperands:
    """Context of an operation with a complex operand or result: a DTypeMismatchError from the
    native side (an operation it does not define for complex dtypes) is raised again naming the
    operation and the NumPy names of the dtypes (dtype: the promoted one, or None where the
    operation does not promote)."""

    __slots__ = ("op", "tensor", "other", "dtype")

    def __init__(self, op, tensor, other, dtype):
        self.op, self.tensor, self.other, self.dtype = op, tensor, other, dtype

    def __enter__(self):
        return self

    def __exit__(self, kind, error, traceback):
        if kind is None or not issubclass(kind, DTypeMismatchError):
            return False
        # An inner operation (a cast) already named itself: the outer one names the operation
        # the caller asked for, with the native text.
        native = getattr(error, "native_message", error.message)
        raised = type(error)(_complex_message(self.op, self.tensor, self.other, self.dtype,
                                              native))
        raised.native_message = native
        raise raised from (error.__cause__ or error)


def _op_name(op):
    """The name of an op given by name or native code."""
    if isinstance(op, str):
        return op
    for table in (UNARY, UNARY_N, PREDICATES, REDUCE, PAIR_REDUCE, BINARY):
        for name, code in table.items():
            if code == op:
                return name
    return "op %d" % op


def _complex_message(op, tensor, other, dtype, native):
    if op == "astype":
        what = "astype from %s to %s" % (tensor.dtype.name, dtype.name)
    elif other is None:
        what = "%s of %s" % (op, tensor.dtype.name)
    else:
        operand = ("a Python " + type(other).__name__) if _is_number(other) else other.dtype.name
        what = "%s of %s and %s" % (op, tensor.dtype.name, operand)
        if dtype is not None:
            what += " (promoted to %s)" % dtype.name
    return ("%s is not supported: the operation is not defined for complex numbers (%s)"
            % (what, native))


def _shown(value):
    """value as a message shows it: its repr, cut short when long."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _into(result, out, op):
    """result when out is None, else out holding it (_store)."""
    return result if out is None else _store(result, out, op)


def _store(result, out, op):
    """Writes result into out, cast to out's dtype under NumPy's "same_kind" rule."""
    if not can_cast_same_kind(result.dtype, out.dtype):
        raise TypeError("cannot cast %s output from %s to %s with casting rule 'same_kind'"
                        % (op, result.dtype.name, out.dtype.name))
    out[...] = result
    return out


def _unorderable(tensor, other):
    raise TypeError("'<' and the other orderings are not supported between a strata.Tensor "
                    "and %s" % type(other).__name__)


def _integer_power(base, exponent, reflected):
    """base ** exponent (exponent ** base when reflected) for integer dtypes, as NumPy: exact
    with wraparound, a negative exponent raises ValueError."""
    dtype = base.dtype
    if reflected:
        base, exponent = as_tensor(exponent) if not _is_number(exponent) else full(
            (), element_value(dtype, exponent), dtype), base
    if _is_number(exponent):
        exponent = element_value(dtype, exponent)
        if exponent < 0 and base.size:  # NumPy computes (and checks) no element of an empty one
            raise ValueError("integers to negative integer powers are not allowed")
        return _power_by_squaring(base, exponent) if base.size else base.copy()
    exponent = cast(as_tensor(exponent), dtype)
    shape = _broadcast_shape(base.shape, exponent.shape)
    result = full(shape, 1, dtype)
    if 0 in shape:
        return result
    if dtype.is_signed and exponent.compare_any("lt", 0):
        raise ValueError("integers to negative integer powers are not allowed")
    # Square-and-multiply over the exponent's bits, elementwise: each step multiplies by base
    # where the bit is set (1 + (base − 1)·bit is base or 1, exactly, with wraparound).
    largest = exponent.reduce("max").item() if exponent.size else 0
    bit = 0
    while largest >> bit:
        bits = exponent.unary("shift_right_logical", bit).binary("bitwise_and", 1)
        factor = (base - 1) * bits + 1
        result = result * factor
        base = base * base
        bit += 1
    return result


def _power_by_squaring(base, exponent):
    result = None
    while exponent:
        if exponent & 1:
            result = base.copy() if result is None else result * base
        exponent >>= 1
        if exponent:
            base = base * base
    return full(base.shape, 1, base.dtype) if result is None else result


def _broadcast_shape(a, b):
    rank = max(len(a), len(b))
    a, b = (1,) * (rank - len(a)) + tuple(a), (1,) * (rank - len(b)) + tuple(b)
    shape = []
    for m, n in zip(a, b):
        if m != n and 1 not in (m, n):
            raise ValueError("shapes %s and %s do not broadcast" % (a, b))
        shape.append(n if m == 1 else m)
    return tuple(shape)


def _table(kind):
    return {name: member.native_op[1] for name, member in vars(ElementwiseMethods).items()
            if not name.startswith("_") and getattr(member, "native_op", (None,))[0] == kind}


UNARY, BINARY, PREDICATES, REDUCE, PAIR_REDUCE = map(
    _table, ("unary", "binary", "predicate", "reduce", "pair_reduce"))
