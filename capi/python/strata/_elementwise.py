"""Elementwise operations, comparisons, reductions and conversions of strata_elementwise.h as
Tensor operators and methods. Operands must share a dtype (convert with astype); Python numbers
are converted to the tensor's dtype. Comparisons give bool tensors through <, <=, >, >= and the
methods eq/lt/le/gt/ge; == and != keep Python's identity meaning so tensors stay hashable."""

import ctypes
from ctypes import byref, c_int32, c_int64

from ._construct import array, as_tensor
from ._dtypes import as_dtype, pack, unpack
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
# Unary ops taking an integer operand n.
UNARY_N = {"shift_left": 39, "shift_right": 40, "shift_right_logical": 41, "rotate_left": 42,
           "rotate_right": 43, "root": 44}
BINARY = {
    "add": 100, "subtract": 101, "multiply": 102, "divide": 103, "minimum": 104, "maximum": 105,
    "pow": 106, "atan2": 107, "bitwise_and": 108, "bitwise_or": 109, "bitwise_xor": 110,
    "copysign": 111, "hypot": 112, "ieee754_remainder": 113, "log_base": 114,
    "max_magnitude": 115, "min_magnitude": 116, "max_number": 117, "min_number": 118,
    "max_magnitude_number": 119, "min_magnitude_number": 120, "atan2pi": 121,
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


class ElementwiseMethods:
    __slots__ = ()

    def _scalar_buffer(self, value):
        return ctypes.create_string_buffer(pack(self.dtype, value), self.itemsize)

    def unary(self, op, n=0, out=None):
        """The unary op (a name of UNARY / UNARY_N, or a native code) of every element; into
        out (which this tensor must broadcast to, and may be) when given."""
        code = UNARY.get(op) or UNARY_N.get(op) or op
        if out is not None:
            lib.strata_unary_into(code, self._h, n, out._h)
            return out
        return new_tensor(lib.strata_unary, code, self._h, n)

    def __float__(self):
        return float(self.item())

    def __int__(self):
        return int(self.item())

    def binary(self, op, other, reflected=False, out=None):
        """x op other with broadcasting (other op x when reflected); other may be a number;
        into out when given."""
        code = BINARY.get(op, op)
        if _is_number(other):
            arguments = (code, self._h, self._scalar_buffer(other), int(reflected))
            into, function = lib.strata_binary_scalar_into, lib.strata_binary_scalar
        else:
            other = as_tensor(other)
            x, y = (other, self) if reflected else (self, other)
            arguments = (code, x._h, y._h)
            into, function = lib.strata_binary_into, lib.strata_binary
        if out is not None:
            into(*arguments, out._h)
            return out
        return new_tensor(function, *arguments)

    def compare_all(self, op, other):
        """True when the comparison (eq, gt, ge, lt, le) holds for every broadcast pair."""
        return self._compare(lib.strata_compare_all, op, other)

    def compare_any(self, op, other):
        return self._compare(lib.strata_compare_any, op, other)

    def _compare(self, function, op, other):
        other = array([other], self.dtype) if _is_number(other) else as_tensor(other)
        result = c_int32()
        function(BINARY[op], self._h, other._h, byref(result))
        return bool(result.value)

    def reduce(self, op, other=None):
        """A reduction (a name of REDUCE / PAIR_REDUCE) as a Python number."""
        code = REDUCE.get(op) or PAIR_REDUCE.get(op) or op
        second = None if other is None else as_tensor(other)._h
        if 330 <= code <= 333:
            value = c_int64()
            lib.strata_reduce(code, self._h, second, byref(value))
            return value.value
        buffer = ctypes.create_string_buffer(self.itemsize)
        lib.strata_reduce(code, self._h, second, buffer)
        return unpack(self.dtype, buffer.raw)

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
        bounds = (self._scalar_buffer(minimum), self._scalar_buffer(maximum))
        if out is not None:
            lib.strata_clamp_into(self._h, *bounds, out._h)
            return out
        return new_tensor(lib.strata_clamp, self._h, *bounds)

    def astype(self, dtype, mode="checked"):
        """A converted copy; mode: "checked" (out of range raises), "saturating" or
        "truncating"."""
        return new_tensor(lib.strata_convert, self._h, int(as_dtype(dtype)),
                          CONVERT_MODES[mode])

    def convert_into(self, destination, mode="checked"):
        """Converts into destination, whose dtype is the target."""
        lib.strata_convert_into(self._h, destination._h, CONVERT_MODES[mode])

    # operators
    def __neg__(self):
        return self.unary("negate")

    def __abs__(self):
        return self.unary("abs")

    def __invert__(self):
        return self.unary("invert")

    def __lshift__(self, n):
        return self.unary("shift_left", n)

    def __rshift__(self, n):
        return self.unary("shift_right", n)

    def __bool__(self):
        if self.size != 1:
            raise ValueError("the truth value of a tensor with %d elements is ambiguous"
                             % self.size)
        return bool(self.item())


def _binary_operator(op, reflected):
    def method(self, other):
        return self.binary(op, other, reflected)

    method.__name__ = op
    return method


for _name, _op in (("add", "add"), ("sub", "subtract"), ("mul", "multiply"),
                   ("truediv", "divide"), ("pow", "pow"), ("and", "bitwise_and"),
                   ("or", "bitwise_or"), ("xor", "bitwise_xor")):
    setattr(ElementwiseMethods, "__%s__" % _name, _binary_operator(_op, False))
    setattr(ElementwiseMethods, "__r%s__" % _name, _binary_operator(_op, True))
for _name, _op in (("lt", "lt"), ("le", "le"), ("gt", "gt"), ("ge", "ge")):
    setattr(ElementwiseMethods, "__%s__" % _name, _binary_operator(_op, False))
for _op in BINARY:
    if not hasattr(ElementwiseMethods, _op):
        setattr(ElementwiseMethods, _op, _binary_operator(_op, False))
for _op in UNARY:
    if not hasattr(ElementwiseMethods, _op):
        setattr(ElementwiseMethods, _op, lambda self, _op=_op: self.unary(_op))
for _op in PREDICATES:
    if not hasattr(ElementwiseMethods, _op):
        setattr(ElementwiseMethods, _op, lambda self, _op=_op: self.predicate(_op))
for _op in list(REDUCE) + list(PAIR_REDUCE):
    if not hasattr(ElementwiseMethods, _op):
        setattr(ElementwiseMethods, _op,
                lambda self, *other, _op=_op: self.reduce(_op, *other))
