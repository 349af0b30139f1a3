"""Elementwise operations, comparisons, reductions and conversions of strata_elementwise.h as
Tensor operators and methods, with NumPy 2's dtype rules: operands of different dtypes promote
(result_type), Python scalars are weak (scalar_result_type), `/` is true division, `//` and `%`
floor, comparisons (== and != included) give bool tensors, so tensors are unhashable."""

import ctypes
from ctypes import byref, c_int32, c_int64

from . import _native
from ._construct import array, as_tensor, empty, full
from ._dtypes import (DType, as_dtype, can_cast_same_kind, element_value, float_for_integer,
                      integer_range, pack, result_type, scalar_result_type, unpack)
from ._native import lib
from ._tensor import new_tensor

UNARY = {
    "negate": 1, "abs": 2, "sqrt": 3, "exp": 4, "log": 5, "exp2": 6, "exp10": 7, "expm1": 8,
    "log2": 9, "log10": 10, "log1p": 11, "sin": 12, "cos": 13, "tan": 14, "asin": 15,
    "acos": 16, "atan": 17, "sinh": 18, "cosh": 19, "tanh": 20, "asinh": 21, "acosh": 22,
    "atanh": 23, "cbrt": 24, "ceil": 25, "floor": 26, "round": 27, "trunc": 28,
    "reciprocal": 29, "sigmoid": 30, "deg2rad": 31, "rad2deg": 32, "increment": 33,
    "decrement": 34, "invert": 35, "popcount": 36, "leading_zero_count": 37,
    "trailing_zero_count": 38, "acospi": 45, "asinpi": 46, "atanpi": 47, "cospi": 48,
    "sinpi": 49, "tanpi": 50, "exp2m1": 51, "exp10m1": 52, "log2p1": 53, "log10p1": 54,
    "ilogb": 55,
}
# The unary ops defined for floating point only (NumPy computes them in a float for integers).
FLOAT_UNARY = frozenset({
    "sqrt", "exp", "log", "exp2", "exp10", "expm1", "log2", "log10", "log1p", "sin", "cos",
    "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "cbrt",
    "sigmoid", "deg2rad", "rad2deg", "acospi", "asinpi", "atanpi", "cospi", "sinpi", "tanpi",
    "exp2m1", "exp10m1", "log2p1", "log10p1", "root"})
# Unary ops taking an integer operand n.
UNARY_N = {"shift_left": 39, "shift_right": 40, "shift_right_logical": 41, "rotate_left": 42,
           "rotate_right": 43, "root": 44}
BINARY = {
    "add": 100, "subtract": 101, "multiply": 102, "divide": 103, "minimum": 104, "maximum": 105,
    "pow": 106, "atan2": 107, "bitwise_and": 108, "bitwise_or": 109, "bitwise_xor": 110,
    "copysign": 111, "hypot": 112, "ieee754_remainder": 113, "log_base": 114,
    "max_magnitude": 115, "min_magnitude": 116, "max_number": 117, "min_number": 118,
    "max_magnitude_number": 119, "min_magnitude_number": 120, "atan2pi": 121,
    "floor_divide": 122, "remainder": 123,
    "eq": 200, "gt": 201, "ge": 202, "lt": 203, "le": 204,
}
# Predicates into bool tensors (NumPy's names where NumPy has the function, .NET's otherwise).
PREDICATES = {
    "is_canonical": 400, "is_complex_number": 401, "is_even_integer": 402, "isfinite": 403,
    "is_imaginary_number": 404, "isinf": 405, "is_integer": 406, "isnan": 407,
    "is_negative": 408, "isneginf": 409, "is_normal": 410, "is_odd_integer": 411,
    "is_positive": 412, "isposinf": 413, "is_pow2": 414, "is_real_number": 415,
    "is_subnormal": 416, "is_zero": 417,
}
ROUNDING_MODES = {"to_even": 0, "away_from_zero": 1, "to_zero": 2, "to_negative_infinity": 3,
                  "to_positive_infinity": 4}
REDUCE = {
    "sum": 300, "prod": 301, "mean": 302, "norm": 303, "std": 304, "min": 305, "max": 306,
    "min_magnitude_value": 307, "max_magnitude_value": 308, "min_number_value": 309,
    "max_number_value": 310, "min_magnitude_number_value": 311,
    "max_magnitude_number_value": 312, "argmax": 330, "argmin": 331, "argmax_magnitude": 332,
    "argmin_magnitude": 333,
}
PAIR_REDUCE = {"dot": 320, "distance": 321, "cosine_similarity": 322}
CONVERT_MODES = {"checked": 0, "saturating": 1, "truncating": 2}


def _is_number(value):
    return isinstance(value, (bool, int, float))


def _scalar_buffer(dtype, value):
    return ctypes.create_string_buffer(pack(dtype, value), dtype.itemsize)


def cast(tensor, dtype):
    """tensor itself when it has dtype, else a converted copy with NumPy's unsafe casting (what
    astype does)."""
    return tensor if tensor.dtype is dtype else tensor.astype(dtype)


# The dtype an op computes in, given the promoted dtype of its operands (NumPy's loops).
def _true_divide_dtype(dtype):
    return dtype if dtype.is_float else DType.float64


def _integer_loop_dtype(dtype):
    return DType.int8 if dtype is DType.bool else dtype


_COMPUTE_DTYPE = {"divide": _true_divide_dtype, "floor_divide": _integer_loop_dtype,
                  "remainder": _integer_loop_dtype, "pow": _integer_loop_dtype}
# NumPy's bool loops of the arithmetic ops that have one.
_BOOL_OPS = {"add": "bitwise_or", "multiply": "bitwise_and", "maximum": "bitwise_or",
             "minimum": "bitwise_and"}
_COMPARISONS = ("eq", "ne", "lt", "le", "gt", "ge")
# A comparison's value when the scalar lies above every value of the tensor's dtype.
_ABOVE_RANGE = {"eq": False, "ne": True, "lt": True, "le": True, "gt": False, "ge": False}
_MIRRORED = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le", "eq": "eq", "ne": "ne"}


def _operand_dtype(tensor, other):
    """The promoted dtype of tensor with other (a Python scalar or a tensor)."""
    if _is_number(other):
        return scalar_result_type(tensor.dtype, other)
    return result_type(tensor.dtype, other.dtype)


class ElementwiseMethods:
    __slots__ = ()

    __hash__ = None

    def unary(self, op, n=0, out=None):
        """The unary op (a name of UNARY / UNARY_N, or a native code) of every element; into
        out (which this tensor must broadcast to, and may be) when given. The floating-point
        functions (FLOAT_UNARY) of bool and integer tensors compute in the smallest float that
        holds the integers (float16 for 1 byte, float32 for 2, float64 beyond), as NumPy's do."""
        x = self
        if op in FLOAT_UNARY and not self.dtype.is_float:
            x = cast(self, float_for_integer(self.dtype))
        code = UNARY.get(op) or UNARY_N.get(op) or op
        if out is not None:
            if out.dtype is not x.dtype and op in FLOAT_UNARY:
                return _store(x.unary(op, n), out, op)
            lib.strata_unary_into(code, x._h, n, out._h)
            return out
        return new_tensor(lib.strata_unary, code, x._h, n)

    def __float__(self):
        return float(self.item())

    def __int__(self):
        return int(self.item())

    def __index__(self):
        if self.dtype.is_float or self.size != 1:
            raise TypeError("only integer tensors of one element can be converted to an index")
        return int(self.item())

    def binary(self, op, other, reflected=False, out=None):
        """x op other (other op x when reflected), broadcast, with NumPy's promotion: other is a
        Tensor, anything as_tensor takes, or a Python scalar (weak). Into out when given: the
        result is cast to out's dtype if NumPy's "same_kind" rule allows (else TypeError)."""
        if op in _COMPARISONS:
            return self._compare_elements(op, other, reflected, out)
        if not _is_number(other):
            other = as_tensor(other)
        dtype = _operand_dtype(self, other)
        dtype = _COMPUTE_DTYPE.get(op, lambda d: d)(dtype)
        if dtype is DType.bool and op in _BOOL_OPS:
            op = _BOOL_OPS[op]
        elif dtype is DType.bool and op == "subtract":
            raise TypeError("boolean subtract is not supported (NumPy raises too); use ^ or "
                            "bitwise_xor")
        if op == "pow" and not dtype.is_float:
            result = _integer_power(cast(self, dtype), other, reflected)
            return result if out is None else _store(result, out, op)
        if out is not None and out.dtype is not dtype:
            return _store(self.binary(op, other, reflected), out, op)
        code = BINARY.get(op, op)
        x = cast(self, dtype)
        if _is_number(other):
            arguments = (code, x._h, _scalar_buffer(dtype, other), int(reflected))
            into, function = lib.strata_binary_scalar_into, lib.strata_binary_scalar
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
        x = cast(self, dtype)
        negate = op == "ne"
        code = BINARY["eq" if negate else op]
        if _is_number(other):
            result = new_tensor(lib.strata_binary_scalar, code, x._h,
                                _scalar_buffer(dtype, other), 0)
        else:
            result = new_tensor(lib.strata_binary, code, x._h, cast(other, dtype)._h)
        if negate:
            lib.strata_binary_scalar_into(BINARY["bitwise_xor"], result._h,
                                          _scalar_buffer(DType.bool, True), 0, result._h)
        return result if out is None else _store(result, out, op)

    def compare_all(self, op, other):
        """True when the comparison (eq, gt, ge, lt, le) holds for every broadcast pair."""
        return self._compare(lib.strata_compare_all, op, other)

    def compare_any(self, op, other):
        return self._compare(lib.strata_compare_any, op, other)

    def _compare(self, function, op, other):
        other = array([other]) if _is_number(other) else as_tensor(other)
        dtype = result_type(self.dtype, other.dtype)
        result = c_int32()
        function(BINARY[op], cast(self, dtype)._h, cast(other, dtype)._h, byref(result))
        return bool(result.value)

    def reduce(self, op, other=None):
        """A reduction (a name of REDUCE / PAIR_REDUCE) over all elements as a Python number,
        in this tensor's dtype (see sum, mean, ... for NumPy's dtypes and axes)."""
        code = REDUCE.get(op) or PAIR_REDUCE.get(op) or op
        second = None if other is None else as_tensor(other)._h
        if 330 <= code <= 333:
            value = c_int64()
            lib.strata_reduce(code, self._h, second, byref(value))
            return value.value
        buffer = ctypes.create_string_buffer(self.itemsize)
        lib.strata_reduce(code, self._h, second, buffer)
        return unpack(self.dtype, buffer.raw)

    # ---- NumPy's reductions -----------------------------------------------------------------

    def _reduce_axes(self, op, axis, dtype, out, keepdims):
        """The reduction of REDUCE named op over axis (None: all; an int or a tuple, negative
        counting from the back) computed in dtype: a Python number when every axis is reduced
        and keepdims is false, else a tensor (into out when given)."""
        x = cast(self, as_dtype(dtype))
        rank = self.ndim
        axes = tuple(range(rank)) if axis is None else (
            (axis,) if not isinstance(axis, (tuple, list)) else tuple(axis))
        axes = tuple(_operator_index(a) for a in axes)
        everything = axis is None or len({a % rank if -rank <= a < rank else a
                                          for a in axes}) == rank
        scalar = everything and not keepdims and out is None
        array_axes = (c_int32 * max(len(axes), 1))(*axes)
        result = new_tensor(lib.strata_reduce_axes, REDUCE[op], x._h, array_axes, len(axes),
                            int(bool(keepdims) or scalar))
        if scalar:
            return result.item()
        return result if out is None else _store(result, out, op)

    def sum(self, axis=None, dtype=None, out=None, keepdims=False):
        """Sum over axis (NumPy's numpy.sum): bool and integers of 4 bytes or fewer sum in
        int64 (uint64 when unsigned), other dtypes in their own."""
        return self._reduce_axes("sum", axis, dtype or _sum_dtype(self.dtype), out, keepdims)

    def prod(self, axis=None, dtype=None, out=None, keepdims=False):
        """Product over axis (numpy.prod), in the dtypes of sum."""
        return self._reduce_axes("prod", axis, dtype or _sum_dtype(self.dtype), out, keepdims)

    def mean(self, axis=None, dtype=None, out=None, keepdims=False):
        """Arithmetic mean over axis (numpy.mean): float64 for bool and integers."""
        return self._reduce_axes("mean", axis, dtype or _true_divide_dtype(self.dtype), out,
                                 keepdims)

    def std(self, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
        """Population standard deviation over axis (numpy.std with ddof=0 only)."""
        if ddof != 0:
            raise ValueError("std supports ddof=0 only")
        return self._reduce_axes("std", axis, dtype or _true_divide_dtype(self.dtype), out,
                                 keepdims)

    def min(self, axis=None, out=None, keepdims=False):
        """Smallest element over axis (numpy.min); NaN if any is NaN."""
        return self._reduce_axes("min", axis, self.dtype, out, keepdims)

    def max(self, axis=None, out=None, keepdims=False):
        """Largest element over axis (numpy.max); NaN if any is NaN."""
        return self._reduce_axes("max", axis, self.dtype, out, keepdims)

    def argmin(self, axis=None, out=None, keepdims=False):
        """Index of the first smallest element (numpy.argmin): over the row-major flattened
        tensor when axis is None, else along one axis (int64 tensor)."""
        return self._arg_reduce("argmin", axis, out, keepdims)

    def argmax(self, axis=None, out=None, keepdims=False):
        """Index of the first largest element (numpy.argmax); see argmin."""
        return self._arg_reduce("argmax", axis, out, keepdims)

    def _arg_reduce(self, op, axis, out, keepdims):
        if axis is None:
            if self.size == 0:
                raise ValueError("attempt to get %s of an empty sequence" % op)
            index = self.reduce(op)
            if not keepdims and out is None:
                return index
            result = full((1,) * self.ndim, index, DType.int64)
            return result if out is None else _store(result, out, op)
        return self._reduce_axes(op, _operator_index(axis), self.dtype, out, keepdims)

    def predicate(self, op, out=None):
        """The predicate (a name of PREDICATES) of every element as a bool tensor."""
        return self.unary(PREDICATES.get(op, op), out=out)

    def predicate_all(self, op):
        """True when the predicate holds for every element (True when empty)."""
        result = c_int32()
        lib.strata_predicate_all(PREDICATES.get(op, op), self._h, byref(result))
        return bool(result.value)

    def predicate_any(self, op):
        """True when the predicate holds for some element (False when empty)."""
        result = c_int32()
        lib.strata_predicate_any(PREDICATES.get(op, op), self._h, byref(result))
        return bool(result.value)

    def round(self, decimals=0, mode="to_even", out=None):
        """Each element rounded to `decimals` fractional digits (0..15 for float64, 0..6
        otherwise); mode: a name of ROUNDING_MODES (NumPy rounds half to even)."""
        arguments = (self._h, decimals, ROUNDING_MODES[mode])
        if out is not None:
            lib.strata_round_into(*arguments, out._h)
            return out
        return new_tensor(lib.strata_round, *arguments)

    def __round__(self, ndigits=None):
        return self.round(0 if ndigits is None else ndigits)

    def softmax(self, out=None):
        """exp(x − max) / Σ exp(x − max) over all elements (floating point only)."""
        if out is not None:
            lib.strata_softmax_into(self._h, out._h)
            return out
        return new_tensor(lib.strata_softmax, self._h)

    def clamp(self, minimum, maximum, out=None):
        bounds = (_scalar_buffer(self.dtype, minimum), _scalar_buffer(self.dtype, maximum))
        if out is not None:
            lib.strata_clamp_into(self._h, *bounds, out._h)
            return out
        return new_tensor(lib.strata_clamp, self._h, *bounds)

    def astype(self, dtype, mode="truncating"):
        """A converted copy. mode "truncating" (the default) casts as NumPy's astype does:
        integers keep their low bits, floats truncate toward zero into integers (saturating
        where NumPy's result is undefined: out of range or NaN), anything becomes a bool by its
        truth; "checked" raises OverflowError for a value out of the target's range;
        "saturating" clamps."""
        dtype = as_dtype(dtype)
        if DType.bool in (self.dtype, dtype) and self.dtype is not dtype:
            result = empty(self.shape, dtype)
            result[...] = self
            return result
        return new_tensor(lib.strata_convert, self._h, int(dtype), CONVERT_MODES[mode])

    def convert_into(self, destination, mode="checked"):
        """Converts into destination, whose dtype is the target."""
        lib.strata_convert_into(self._h, destination._h, CONVERT_MODES[mode])

    # operators
    def __neg__(self):
        if self.dtype is DType.bool:
            raise TypeError("the - operator is not supported for bool tensors (NumPy raises "
                            "too); use ~")
        return self.unary("negate")

    def __pos__(self):
        return self.copy()

    def __abs__(self):
        return self.copy() if self.dtype is DType.bool else self.unary("abs")

    def __invert__(self):
        if self.dtype is DType.bool:
            return self.binary("bitwise_xor", True)
        return self.unary("invert")

    def __lshift__(self, n):
        return self.unary("shift_left", _operator_index(n))

    def __rshift__(self, n):
        return self.unary("shift_right", _operator_index(n))

    def __divmod__(self, other):
        return self.binary("floor_divide", other), self.binary("remainder", other)

    def __rdivmod__(self, other):
        return (self.binary("floor_divide", other, True),
                self.binary("remainder", other, True))

    def __bool__(self):
        if self.size != 1:
            raise ValueError("the truth value of a tensor with %d elements is ambiguous"
                             % self.size)
        return bool(self.item())


def _operator_index(value):
    """value as an int, refusing floats as NumPy does for axes and shift counts."""
    try:
        return value.__index__()
    except AttributeError:
        raise TypeError("%r cannot be interpreted as an integer" % (value,)) from None


def _sum_dtype(dtype):
    if dtype is DType.bool or (dtype.is_signed and dtype.itemsize < 8):
        return DType.int64
    if dtype.is_integer and not dtype.is_signed and dtype.itemsize < 8:
        return DType.uint64
    return dtype


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
            (1,), element_value(dtype, exponent), dtype), base
    if _is_number(exponent):
        exponent = element_value(dtype, exponent)
        if exponent < 0:
            raise ValueError("integers to negative integer powers are not allowed")
        return _power_by_squaring(base, exponent)
    exponent = cast(as_tensor(exponent), dtype)
    if dtype.is_signed and exponent.size and exponent.compare_any("lt", 0):
        raise ValueError("integers to negative integer powers are not allowed")
    # Square-and-multiply over the exponent's bits, elementwise: each step multiplies by base
    # where the bit is set (1 + (base − 1)·bit is base or 1, exactly, with wraparound).
    shape = _broadcast_shape(base.shape, exponent.shape)
    result = full(shape, 1, dtype)
    largest = exponent.reduce("max") if exponent.size else 0
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


def _method(name, body, summary, parameters, returns, annotations):
    """body named and documented as the Tensor method `name` (NumPy docstring style)."""
    body.__name__ = body.__qualname__ = name
    sections = [summary, ""]
    if parameters:
        sections += ["Parameters", "----------"] + list(parameters) + [""]
    sections += ["Returns", "-------", returns]
    body.__doc__ = "\n".join(sections)
    body.__annotations__ = annotations
    return body


_OTHER = ("other : Tensor, array_like or Python scalar",
          "    The second operand, broadcast against this tensor; promoted as NumPy 2 does.")
_TENSOR_RESULT = "Tensor\n    A new tensor of the broadcast shape and the promoted dtype."


def _binary_operator(op, reflected):
    def method(self, other):
        return self.binary(op, other, reflected)

    order = "other %s self" if reflected else "self %s other"
    return _method(op, method, "Elementwise %s (%s)." % (op, order % op), _OTHER,
                   _TENSOR_RESULT, {"other": "TensorLike", "return": "Tensor"})


def _in_place_operator(op):
    def method(self, other):
        return self.binary(op, other, out=self)

    return _method(op, method, "In-place elementwise %s: writes self %s other into self "
                   "(cast under the same_kind rule; nothing written on failure)." % (op, op),
                   _OTHER, "Tensor\n    self.", {"other": "TensorLike", "return": "Tensor"})


def _unary_method(op, predicate):
    def method(self, out=None):
        return self.predicate(op, out=out) if predicate else self.unary(op, out=out)

    what = "The predicate %s of every element, as a bool tensor." if predicate else (
        "Elementwise %s of every element.")
    return _method(op, method, what % op,
                   ("out : Tensor, optional", "    Destination the result is written into."),
                   "Tensor\n    A new tensor of this shape (or out).",
                   {"out": "Optional[Tensor]", "return": "Tensor"})


def _reduction_method(op):
    def method(self, *other):
        return self.reduce(op, *other)

    pair = op in PAIR_REDUCE
    parameters = ("other : Tensor or array_like", "    The second operand (same dtype).") if (
        pair) else ()
    return _method(op, method, "The reduction %s over all elements, in this tensor's dtype." % op,
                   parameters, "int, float or bool\n    The reduced value.",
                   {"return": "Union[int, float, bool]"})


for _name, _op in (("add", "add"), ("sub", "subtract"), ("mul", "multiply"),
                   ("truediv", "divide"), ("floordiv", "floor_divide"), ("mod", "remainder"),
                   ("pow", "pow"), ("and", "bitwise_and"), ("or", "bitwise_or"),
                   ("xor", "bitwise_xor")):
    setattr(ElementwiseMethods, "__%s__" % _name, _binary_operator(_op, False))
    setattr(ElementwiseMethods, "__r%s__" % _name, _binary_operator(_op, True))
    setattr(ElementwiseMethods, "__i%s__" % _name, _in_place_operator(_op))
for _op in _COMPARISONS:
    setattr(ElementwiseMethods, "__%s__" % _op, _binary_operator(_op, False))
    setattr(ElementwiseMethods, _op, _binary_operator(_op, False))
for _op in BINARY:
    if not hasattr(ElementwiseMethods, _op):
        setattr(ElementwiseMethods, _op, _binary_operator(_op, False))
for _op in UNARY:
    if not hasattr(ElementwiseMethods, _op):
        setattr(ElementwiseMethods, _op, _unary_method(_op, False))
for _op in PREDICATES:
    if not hasattr(ElementwiseMethods, _op):
        setattr(ElementwiseMethods, _op, _unary_method(_op, True))
for _op in list(REDUCE) + list(PAIR_REDUCE):
    if not hasattr(ElementwiseMethods, _op):
        setattr(ElementwiseMethods, _op, _reduction_method(_op))
