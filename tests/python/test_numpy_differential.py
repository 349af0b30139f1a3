"""Seeded differential test against NumPy: random shapes (rank 0 to 5, with length-0 and length-1
dimensions), layouts (dense, negative steps, step slices, permuted and broadcast views) and every
dtype NumPy shares with Strata, run through each public method and function that has a NumPy
counterpart; shape, dtype, values, byte strides of views and the class of NumPy's exceptions must
agree. Set STRATA_DIFFERENTIAL_SEED to replay a failure (every message names the seed and the
case)."""

import copy
import math
import operator
import os
import random
import unittest
import warnings

import strata
from support import StrataTestCase, needs_numpy, numpy as np

# Random cases per test method, and the seed they are drawn from.
CASES = 1500
SEED = int(os.environ.get("STRATA_DIFFERENTIAL_SEED", "20261207"))

# bfloat16 is left out: NumPy has no such dtype.
DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "complex64", "complex128")
FLOATS = ("float16", "float32", "float64")
COMPLEX = ("complex64", "complex128")
LAYOUTS = ("dense", "negative step", "step slice", "permuted", "broadcast")

# Elementwise methods and their NumPy functions (a name starting with "__" is the ndarray's own
# operator method). Correctly rounded ones (and every integer and
# bool result) must match bit for bit; the transcendental ones within TRANSCENDENTAL_ULPS.
EXACT_UNARY = {
    "abs": "abs", "negate": "negative", "conj": "conj", "conjugate": "conjugate",
    "sqrt": "sqrt", "isfinite": "isfinite", "isinf": "isinf", "isnan": "isnan",
    "isneginf": "isneginf", "isposinf": "isposinf", "invert": "invert", "floor": "floor",
    "ceil": "ceil", "trunc": "trunc", "round": "round", "reciprocal": "reciprocal",
}
TRANSCENDENTAL_UNARY = {
    "exp": "exp", "expm1": "expm1", "exp2": "exp2", "log": "log", "log2": "log2",
    "log10": "log10", "log1p": "log1p", "sin": "sin", "cos": "cos", "tan": "tan",
    "asin": "arcsin", "acos": "arccos", "atan": "arctan", "sinh": "sinh", "cosh": "cosh",
    "tanh": "tanh", "asinh": "arcsinh", "acosh": "arccosh", "atanh": "arctanh",
    "cbrt": "cbrt", "deg2rad": "deg2rad", "rad2deg": "rad2deg",
}
TRANSCENDENTAL_ULPS = 4
EXACT_BINARY = {
    "add": "add", "subtract": "subtract", "multiply": "multiply", "divide": "divide",
    "floor_divide": "floor_divide", "remainder": "remainder", "maximum": "maximum",
    "minimum": "minimum", "copysign": "copysign", "bitwise_and": "bitwise_and",
    "bitwise_or": "bitwise_or", "bitwise_xor": "bitwise_xor", "eq": "equal",
    "ne": "not_equal", "lt": "less", "le": "less_equal", "gt": "greater",
    "ge": "greater_equal", "max_number": "fmax", "min_number": "fmin",
    "__add__": "add", "__sub__": "subtract", "__mul__": "multiply",
    "__truediv__": "true_divide", "__floordiv__": "floor_divide", "__mod__": "remainder",
    "__and__": "bitwise_and", "__or__": "bitwise_or", "__xor__": "bitwise_xor",
    "__lshift__": "left_shift", "__rshift__": "right_shift", "__eq__": "equal",
    "__ne__": "not_equal", "__lt__": "less", "__le__": "less_equal", "__gt__": "greater",
    "__ge__": "greater_equal", "__radd__": "__radd__", "__rsub__": "__rsub__",
    "__rmul__": "__rmul__",
}
TRANSCENDENTAL_BINARY = {
    "pow": "power", "__pow__": "power", "atan2": "arctan2", "hypot": "hypot",
}
COMPARISONS = ("eq", "ne", "lt", "le", "gt", "ge", "__eq__", "__ne__", "__lt__", "__le__",
               "__gt__", "__ge__")
ORDERED = ("lt", "le", "gt", "ge", "__lt__", "__le__", "__gt__", "__ge__", "maximum", "minimum",
           "max_number", "min_number")
REDUCTIONS = ("sum", "prod", "mean", "std", "min", "max", "argmin", "argmax", "all", "any")
UNARY_OPERATORS = {"__neg__": "__neg__", "__pos__": "__pos__", "__abs__": "__abs__",
                   "__invert__": "__invert__"}
VIEWS = ("T", "mT", "transpose", "permute", "swapaxes", "swapdims", "moveaxis", "movedim",
         "reshape", "view", "squeeze", "unsqueeze", "broadcast_to", "expand", "diagonal",
         "real", "imag", "__getitem__", "narrow", "t")
PIECES = ("split", "tensor_split", "hsplit", "vsplit", "unbind", "unstack")
COPIES = ("copy", "__copy__", "__deepcopy__", "contiguous", "astype", "tolist", "item", "fill",
          "clip", "clamp", "cumsum", "dot", "vdot", "matmul", "__matmul__", "reverse",
          "broadcast", "numpy", "sequence_equal", "flatten", "__len__", "__bool__", "__int__",
          "__float__", "__complex__", "__index__", "__setitem__", "__iter__", "__format__")
# Every comparison converts Strata's results with numpy.asarray.
EXPORTS = ("__array_interface__", "__array_struct__")
ATTRIBUTES = ("shape", "dtype", "ndim", "size", "itemsize", "nbytes", "strides")
CONSTRUCTORS = ("zeros", "ones", "full", "empty", "zeros_like", "ones_like", "full_like",
                "empty_like", "arange", "linspace", "eye", "array", "tensor", "as_tensor",
                "from_numpy", "concatenate", "stack", "result_type", "can_cast", "dtype_size")

# Public names deliberately not compared with NumPy, and why.
NO_COUNTERPART = (
    "acospi", "asinpi", "atanpi", "atan2pi", "cospi", "sinpi", "tanpi", "exp10", "exp10m1",
    "exp2m1", "log10p1", "log2p1", "log_base", "sigmoid", "softmax", "ilogb", "ieee754_remainder",
    "increment", "decrement", "leading_zero_count", "trailing_zero_count", "is_canonical",
    "is_complex_number", "is_even_integer", "is_imaginary_number", "is_integer", "is_negative",
    "is_normal", "is_odd_integer", "is_positive", "is_pow2", "is_real_number", "is_subnormal",
    "is_zero", "max_magnitude", "min_magnitude", "max_magnitude_number", "min_magnitude_number",
    "max_magnitude_value", "min_magnitude_value", "max_magnitude_number_value",
    "min_magnitude_number_value", "argmax_magnitude", "argmin_magnitude", "cosine_similarity",
    "try_broadcast_into", "try_copy_to", "copy_from_buffer", "resize_to", "reverse_into",
    "filtered_update", "set_item", "set_slice", "slice", "slice_from", "split_equal", "expand_as",
    "view_as", "clear", "release", "same_view", "required_storage", "has_any_dense_dimensions",
    "is_dense", "is_empty", "read_only", "accelerated", "abi_version", "library_version",
    "copy_threads", "set_copy_threads", "live_bytes", "live_tensor_count", "retained_bytes",
    "retention_limit", "set_retention_limit", "release_retained_memory", "set_log_level",
    "status_description", "Parameter", "ParameterTuple")
IN_PLACE = (
    "__iadd__", "__isub__", "__imul__", "__itruediv__", "__ifloordiv__", "__imod__", "__ipow__",
    "__iand__", "__ior__", "__ixor__", "__imatmul__")
NOT_COVERED = {
    **dict.fromkeys(NO_COUNTERPART, "no NumPy counterpart"),
    **dict.fromkeys(IN_PLACE, "in-place operators: covered by test_numpy_semantics"),
    "popcount": "NumPy 1.24 has no bitwise_count",
    "max_number_value": "no NumPy counterpart (nanmax returns NaN-free values but warns)",
    "min_number_value": "no NumPy counterpart (nanmin returns NaN-free values but warns)",
    "norm": "a reduction in the tensor's own dtype (integers too); numpy.linalg.norm is float",
    "distance": "a reduction in the tensor's own dtype; no NumPy counterpart",
    "unary": "dispatch by code, covered through the named methods",
    "binary": "dispatch by code, covered through the named methods",
    "predicate": "dispatch by code, covered through the named methods",
    "predicate_all": "dispatch by code, no NumPy counterpart",
    "predicate_any": "dispatch by code, no NumPy counterpart",
    "reduce": "dispatch by code, covered through the named reductions",
    "compare_all": "dispatch by code, no NumPy counterpart",
    "compare_any": "dispatch by code, no NumPy counterpart",
    "broadcast_into": "no NumPy counterpart (destination API)",
    "copy_to": "no NumPy counterpart (the library's overlap rules)",
    "convert_into": "no NumPy counterpart (checked conversion)",
    "resize": "zero-fills; numpy.resize repeats",
    "data_ptr": "an address",
    "is_contiguous": "PyTorch's meaning",
    "stride": "PyTorch's element strides",
    "to_string": "the native text",
    "__dlpack__": "covered by test_dlpack",
    "__dlpack_device__": "covered by test_dlpack",
    "__reduce__": "pickling",
    "__repr__": "text",
    "__str__": "text",
    "__round__": "Python's round protocol",
    "__divmod__": "covered by // and %",
    "__rdivmod__": "covered by // and %",
    "__rtruediv__": "covered by /",
    "__rfloordiv__": "covered by //",
    "__rmod__": "covered by %",
    "__rpow__": "covered by **",
    "__rand__": "covered by &",
    "__ror__": "covered by |",
    "__rxor__": "covered by ^",
    "__rmatmul__": "covered by @",
    "__enter__": "handle lifetime",
    "__exit__": "handle lifetime",
    "__del__": "handle lifetime",
    "opaque": "covered by test_structured",
    "from_dlpack": "covered by test_dlpack",
}


def public_names():
    """Every public function of the package and method or attribute of strata.Tensor."""
    names = {n for n in strata.__all__ if callable(getattr(strata, n))
             and not isinstance(getattr(strata, n), type) or n in ("Parameter", "ParameterTuple")}
    names |= {n for n in dir(strata.Tensor) if not n.startswith("_")
              or getattr(strata.Tensor, n) is not getattr(object, n, None)
              and n.startswith("__")}
    return names - {"__init__", "__new__", "__init_subclass__", "__subclasshook__", "__slots__",
                    "__module__", "__doc__", "__hash__", "__annotations__", "__getattr__",
                    "__setattr__", "__weakref__"}


def covered_names():
    return (set(EXACT_UNARY) | set(TRANSCENDENTAL_UNARY) | set(EXACT_BINARY)
            | set(TRANSCENDENTAL_BINARY) | set(REDUCTIONS) | set(UNARY_OPERATORS) | set(VIEWS)
            | set(PIECES) | set(COPIES) | set(ATTRIBUTES) | set(CONSTRUCTORS) | set(EXPORTS)
            | {"__getitem__"})


def setUpModule():
    # Strata follows NumPy 2's promotion of Python scalars (NEP 50: they are weak). NumPy 1.24
    # gives that rule under its "weak" promotion state (with NumPy 2's OverflowError for a
    # Python int outside an integer operand's dtype); where NumPy 1.24 still differs from NumPy
    # 2 the NumPy 2 rule is written out (comparisons with such an int in test_binary, writes of
    # one in assignment_error).
    if np is not None and hasattr(np, "_set_promotion_state"):
        np._set_promotion_state("weak")


def tearDownModule():
    if np is not None and hasattr(np, "_set_promotion_state"):
        np._set_promotion_state("legacy")


def builtin_class(error):
    """The built-in exception class NumPy's error is (AxisError is a ValueError, ...)."""
    return next(c for c in type(error).__mro__ if c.__module__ == "builtins")


def assignment_error(value, dtype):
    """The error Strata raises for writing the Python scalar value into dtype where NumPy
    1.24 writes something, or None."""
    kind = np.dtype(dtype).kind
    if isinstance(value, complex) and kind != "c":
        # README, "complex values into a real tensor ... raise TypeError".
        return TypeError
    if isinstance(value, int) and not isinstance(value, bool) and not python_int_fits(
            value, dtype):
        return OverflowError  # NumPy 2 (NEP 50)
    if isinstance(value, float) and kind in "iu":
        # README, "a float truncating outside an integer dtype raises OverflowError" (NaN:
        # ValueError, as Python's int(nan)).
        if math.isnan(value):
            return ValueError
        if math.isinf(value) or not python_int_fits(int(value), dtype):
            return OverflowError
    return None


def converted(array, target):
    """array.astype(target) with README, "astype float -> integer saturates out-of-range values,
    NaN -> 0" (NumPy leaves those undefined)."""
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        expected = array.astype(target)
    if array.dtype.kind not in "fc" or np.dtype(target).kind not in "iu":
        return expected
    info = np.iinfo(target)
    real = array.real.astype(np.float64)
    result = np.zeros(array.shape, target)  # NaN gives 0
    inside = (real > float(info.min)) & (real < float(info.max))
    result[inside] = np.trunc(real[inside]).astype(target)
    result[real >= float(info.max)] = info.max
    result[real <= float(info.min)] = info.min
    return result


def numpy_int(value, dtype):
    """value for NumPy 1.24, which converts a Python int through int64 even in its weak
    promotion state (OverflowError for 2 ** 64 - 1 with uint64): an int above int64 that fits
    the integer dtype is given as an array of that dtype (NumPy 2 keeps the dtype for it)."""
    if (isinstance(value, int) and not isinstance(value, bool) and value > 2 ** 63 - 1
            and np.dtype(dtype).kind in "iu" and python_int_fits(value, dtype)):
        return np.array(value, dtype)
    return value


def python_int_fits(value, dtype):
    """NumPy 2 (NEP 50): a Python int operand must fit an integer tensor's dtype."""
    if np.dtype(dtype).kind not in "iu":
        return True
    info = np.iinfo(dtype)
    return info.min <= value <= info.max


class Case:
    """One random case: its number and description, for failure messages."""

    def __init__(self, number, rng):
        self.number, self.rng, self.text = number, rng, []

    def note(self, *parts):
        self.text.append(" ".join(str(p) for p in parts))

    def __str__(self):
        return "seed %d case %d: %s" % (SEED, self.number, "; ".join(self.text))


def random_shape(rng, rank=None):
    rank = rng.choice((0, 1, 1, 2, 2, 3, 3, 4, 5)) if rank is None else rank
    shape = [rng.choice((0, 1, 1, 2, 2, 3, 3, 4)) if rng.random() < 0.9 else rng.choice((1, 2, 3))
             for _ in range(rank)]
    if rng.random() < 0.85 and 0 in shape:  # most cases hold elements
        shape = [n or rng.choice((1, 2, 3)) for n in shape]
    while math.prod(shape) > 240:
        shape[shape.index(max(shape))] -= 1
    return tuple(shape)


def random_values(rng, dtype, shape, small=False):
    """A dense NumPy array of dtype: full-range integers (or small ones), floats with a few
    special values (NaN, infinities, signed zeros)."""
    count = math.prod(shape)
    kind = np.dtype(dtype).kind
    seed = rng.getrandbits(32)
    generator = np.random.default_rng(seed)
    if kind == "b":
        return np.asarray(generator.random(shape) < 0.5)
    if kind in "iu":
        info = np.iinfo(dtype)
        if small or rng.random() < 0.5:
            low, high = (0 if kind == "u" else -5), 6
        else:
            low, high = int(info.min), int(info.max)
        return np.asarray(generator.integers(low, high, size=shape, dtype=dtype, endpoint=True))
    parts = 2 if kind == "c" else 1
    real_type = np.finfo(dtype).dtype
    values = generator.uniform(-4, 4, size=(parts,) + tuple(shape)).astype(real_type)
    if not small and count and rng.random() < 0.3:
        flat = values.reshape(-1)
        specials = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 0.5, 1.0, -1.0], real_type)
        for _ in range(rng.randint(1, 3)):
            flat[rng.randrange(flat.size)] = specials[rng.randrange(specials.size)]
    result = np.empty(shape, dtype)
    if kind == "c":
        result.real, result.imag = values
    else:
        result[...] = values[0]
    return result


def make_layout(rng, shape, layout, dtype, small=False):
    """(base array, function making the view from an array or a tensor): a view of the given
    shape and layout over a dense base."""
    rank = len(shape)
    if rank == 0 or layout == "dense":
        return random_values(rng, dtype, shape, small), lambda x: x
    if layout == "negative step":
        axes = [a for a in range(rank) if rng.random() < 0.6] or [rng.randrange(rank)]
        key = tuple(slice(None, None, -1) if a in axes else slice(None) for a in range(rank))
        return random_values(rng, dtype, shape, small), lambda x: x[key]
    if layout == "step slice":
        steps = [rng.choice((1, 2, 3, -2)) for _ in range(rank)]
        base_shape = tuple(n * abs(s) + rng.randrange(2) for n, s in zip(shape, steps))
        key = tuple(slice(None, None, s) if n * abs(s) == b
                    else slice(1, None, s) if s > 0 else slice(b - 2, None, s) if n
                    else slice(0, 0, s)
                    for n, s, b in zip(shape, steps, base_shape))
        return random_values(rng, dtype, base_shape, small), lambda x: x[key]
    if layout == "permuted":
        perm = list(range(rank))
        rng.shuffle(perm)
        base_shape = [0] * rank
        for a, p in enumerate(perm):
            base_shape[p] = shape[a]  # base.transpose(perm) has base_shape[perm[a]] = shape[a]

        def permute(x):
            return np.transpose(x, perm) if isinstance(x, np.ndarray) else x.transpose(perm)
        return random_values(rng, dtype, tuple(base_shape), small), permute
    # broadcast: some lengths become 1 (or leading dimensions go) in the base
    drop = rng.randrange(rank + 1) if rng.random() < 0.4 else 0
    base_shape = tuple(1 if rng.random() < 0.5 else n for n in shape[drop:])

    def broadcast(x):
        return np.broadcast_to(x, shape) if isinstance(x, np.ndarray) else x.broadcast_to(shape)
    return random_values(rng, dtype, base_shape, small), broadcast


def operand(case, dtype=None, shape=None, layout=None, small=False, dtypes=DTYPES):
    """(tensor view, NumPy array of the same values and layout) of a random shape, layout and
    dtype. A negative step gives Strata a dense copy (README, "a negative index step
    (`t[::-1]`) gives a dense copy"), so the NumPy array is then that copy too; case.view keeps
    NumPy's view."""
    rng = case.rng
    dtype = dtype or rng.choice(dtypes)
    shape = random_shape(rng) if shape is None else tuple(shape)
    layout = layout or rng.choice(LAYOUTS)
    base, view = make_layout(rng, shape, layout, dtype, small)
    tensor = view(strata.array(base))
    case.view = view(base)
    case.note("%s %s %s" % (dtype, shape, layout))
    assert case.view.shape == shape, (case.view.shape, shape)
    if has_negative_stride(case.view):
        return tensor, np.ascontiguousarray(case.view)
    return tensor, case.view


def numpy_function(name):
    """NumPy's function of that name, or for an operator method name that ndarray method."""
    if name.startswith("__"):
        return lambda array, *others: getattr(array, name)(*others)
    return getattr(np, name)


def python_scalar(rng, dtype, kinds="bifc"):
    """A Python bool, int, float or complex of kinds, mostly of dtype's kind (at times an int
    outside dtype)."""
    kind = np.dtype(dtype).kind
    kind = rng.choice(kinds) if rng.random() < 0.3 or kind not in kinds else kind
    if kind == "b":
        return rng.random() < 0.5
    if kind in "iu":
        if np.dtype(dtype).kind in "iu" and rng.random() < 0.8:
            info = np.iinfo(dtype)
            return rng.choice((0, 1, 2, 3, -1, int(info.max), int(info.min)))
        return rng.choice((0, 1, 2, 7, -3, 300, -129, 70000, 2 ** 40, -2 ** 63))
    if kind == "f":
        return rng.choice((0.0, -0.0, 0.5, 1.5, -2.25, 1e10, float("inf"), float("nan")))
    return complex(rng.choice((0.0, 1.5, -2.0)), rng.choice((0.0, 0.5, -1.0)))


def operand_shape(rng, shape):
    """A shape broadcasting with shape (at times one that does not)."""
    other = [n if rng.random() < 0.7 else 1 for n in shape]
    other = other[rng.randrange(len(other) + 1):] if rng.random() < 0.3 else other
    if rng.random() < 0.05 and other:
        at = rng.randrange(len(other))
        other[at] = other[at] + 1 if other[at] != 1 else 2
    return tuple(other)


def shift_compared(array, count):
    """Whether t << count and t >> count are compared: for a Python int the dtype holds
    (counts outside [0, bits) shift every bit out, as NumPy's; one the dtype cannot hold raises
    OverflowError, NumPy 2's rule for a weak integer, which test_numpy_fidelity checks).
    Not compared (differences found by this test, in the native unary shift the operators
    call): a tensor count (TypeError; NumPy shifts elementwise) and a bool tensor
    (DTypeMismatchError; NumPy shifts it as int64)."""
    if not isinstance(count, int) or isinstance(count, bool) or array.dtype.kind not in "iu":
        return False
    limits = np.iinfo(array.dtype)
    return limits.min <= count <= limits.max


def random_axis(rng, rank):
    """None, an axis (at times out of range, or negative) or a tuple of axes."""
    choice = rng.random()
    if choice < 0.3 or rank == 0 and choice < 0.8:
        return None
    if choice < 0.75:
        return rng.randrange(-rank - 1, rank + 1)
    axes = [a for a in range(rank) if rng.random() < 0.5]
    if rng.random() < 0.1:
        axes.append(rng.choice((rank, 0)))
    return tuple(a - rank if rng.random() < 0.3 else a for a in axes)


def reduction_tolerance(name, array, axis, keepdims, dtype):
    """Summation order differs (NumPy adds pairwise): sum, prod, mean and std must agree within
    a few roundings per element of the magnitudes involved."""
    real = np.finfo(dtype)
    # The finite magnitudes (a NaN or infinite result must match exactly).
    magnitude = np.nan_to_num(np.abs(array.astype(np.complex128 if array.dtype.kind == "c"
                                                  else np.float64)), nan=0.0, posinf=0.0)
    count = max(array.size // max(np.asarray(np.sum(magnitude, axis, keepdims=keepdims)).size,
                                  1), 1)
    with np.errstate(all="ignore"):
        if name == "prod":
            scale = np.prod(magnitude, axis, keepdims=keepdims)
        elif name == "std":
            scale = np.max(magnitude, axis, keepdims=keepdims, initial=0)
        else:
            scale = np.sum(magnitude, axis, keepdims=keepdims)
            if name == "mean":
                scale = scale / count
    return 4 * (count + 2) * float(real.eps) * scale


def product_shape(rng, shape):
    """A second operand's shape for dot/matmul with shape (at times a misaligned one)."""
    if not shape or rng.random() < 0.2:
        return random_shape(rng, rng.randrange(3))
    inner = shape[-1] if rng.random() < 0.9 else shape[-1] + 1
    choice = rng.random()
    if choice < 0.3:
        return (inner,)
    if choice < 0.4 and len(shape) == 1:
        return shape  # vdot and vector @ vector
    return tuple(n if rng.random() < 0.8 else 1 for n in shape[:-2]) + (inner, rng.randrange(4))


def product_tolerance(function, a, b, dtype):
    """Products are summed in another order: a few roundings per term of the magnitudes."""
    with np.errstate(all="ignore"):
        magnitude = function(*(np.nan_to_num(np.abs(x).astype(np.float64), nan=0.0, posinf=0.0)
                               for x in (a, b)))
    terms = max(a.shape[-1] if a.ndim else 1, 1)
    return 4 * (terms + 2) * float(np.finfo(dtype).eps) * np.asarray(magnitude)


def broadcasts(*operands):
    try:
        np.broadcast_shapes(*(np.shape(x) for x in operands))
    except ValueError:
        return False
    return True


def power_tolerance(base, exponent, expected):
    """|z ** w| * eps * (8 + 8 |w log z|): the error pow's condition number allows."""
    wide = np.clongdouble
    with np.errstate(all="ignore"):
        magnification = np.abs(np.asarray(exponent, wide) * np.log(np.asarray(base, wide)))
        return (8 * float(np.finfo(expected.dtype).eps) * np.abs(expected)
                * (1 + magnification.astype(np.float64)))


def mT(array):
    """NumPy 2's ndarray.mT (NumPy 1.24 lacks it)."""
    if array.ndim < 2:
        raise ValueError("matrix transpose with ndim < 2 is undefined")
    return np.swapaxes(array, -1, -2)


def broadcast_target(rng, shape):
    """A shape shape broadcasts to (sometimes one it does not)."""
    target = [n if n != 1 or rng.random() < 0.5 else rng.choice((0, 2, 3)) for n in shape]
    target = [rng.choice((1, 2)) for _ in range(rng.randrange(3))] + target
    if rng.random() < 0.1 and target:
        at = rng.randrange(len(target))
        target[at] += 1 if target[at] != 1 else 2
    return tuple(target)


def reshape_target(rng, shape):
    """A shape of the same size (sometimes of another size)."""
    size = math.prod(shape)
    if rng.random() < 0.1:
        return (size + 1,)
    if size == 0:
        return tuple(rng.choice((0, 1, 2)) for _ in range(rng.randrange(1, 4))) + (0,)
    factors = [f for f in range(2, size + 1) if size % f == 0]
    target, rest = [], size
    while rest > 1 and len(target) < 4:
        f = rng.choice([f for f in factors if rest % f == 0])
        target.append(f)
        rest //= f
    target.append(rest)
    if rng.random() < 0.3:
        target.insert(rng.randrange(len(target) + 1), 1)
    rng.shuffle(target)
    return tuple(target)


def random_index(rng, shape):
    """A basic index (integers, slices of any step, None, Ellipsis), at times out of range."""
    key = []
    for n in shape:
        choice = rng.random()
        if choice < 0.3 and n:
            key.append(rng.randrange(-n, n))
        elif choice < 0.33:
            key.append(n + rng.randrange(2))  # out of range
        elif choice < 0.8:
            key.append(slice(rng.choice((None, 0, 1, -1)), rng.choice((None, 2, -1, n + 2)),
                             rng.choice((None, 1, 2, -1, -2))))
        else:
            key.append(None)
    if rng.random() < 0.3 and key:
        key[rng.randrange(len(key))] = Ellipsis
        if Ellipsis in key[:-1] and rng.random() < 0.1:
            key.append(Ellipsis)
    elif rng.random() < 0.3:
        key = key[:rng.randrange(len(key) + 1)]
    return tuple(key)


def expected_strides(array):
    """NumPy's byte strides as Strata gives them (README, "strides (and stride()) are 0 on
    length-1 dimensions and on every dimension of an empty tensor")."""
    if array.size == 0:
        return (0,) * array.ndim
    return tuple(0 if n == 1 else s for n, s in zip(array.shape, array.strides))


def dense_strides(array):
    """The strides of a dense row-major tensor of array's shape (README row above applied)."""
    return expected_strides(np.empty(array.shape, array.dtype))


def has_negative_stride(array):
    if not isinstance(array, np.ndarray):
        return False
    return any(s < 0 and n > 1 for n, s in zip(array.shape, array.strides))


def to_numpy(result):
    """A Tensor (any rank) or a Python number as a NumPy array."""
    return np.asarray(result)


def bits(array):
    """The values as unsigned integers of their width (exact comparison, NaN payloads too)."""
    array = np.ascontiguousarray(array)
    if array.dtype.kind == "c":
        array = array.view(np.finfo(array.dtype).dtype)
    if array.dtype.kind == "b":
        return array.view(np.uint8)
    return array.view("u%d" % array.dtype.itemsize)


def values_close(actual, expected, ulps=0, signed_zeros=True):
    """The mask of elements where actual and expected differ by more than ulps units in the last
    place of expected's dtype (NaN equals NaN, infinities must match; ulps=0 is exact, zero
    signs included unless signed_zeros is false). A complex part is measured against the
    magnitude of its number."""
    if expected.dtype.kind == "c":
        actual = actual.astype(expected.dtype)
        scale = None
        if ulps:  # the magnitude, where it is finite
            with np.errstate(all="ignore"):
                scale = np.nan_to_num(np.abs(expected), nan=0.0, posinf=0.0)
        return (_part_differs(actual.real, expected.real, ulps, signed_zeros, scale)
                | _part_differs(actual.imag, expected.imag, ulps, signed_zeros, scale))
    if expected.dtype.kind != "f":
        return actual != expected
    return _part_differs(actual, expected, ulps, signed_zeros, None)


def _part_within(actual, expected, tolerance):
    actual, expected = actual.astype(np.float64), expected.astype(np.float64)
    with np.errstate(all="ignore"):
        return ((actual == expected) | (np.isnan(actual) & np.isnan(expected))
                | (np.abs(actual - expected) <= tolerance))


def _part_differs(actual, expected, ulps, signed_zeros, scale):
    actual = actual.astype(expected.dtype)
    with np.errstate(all="ignore"):
        same = actual == expected
        if signed_zeros:
            same &= np.signbit(actual) == np.signbit(expected)
        if ulps:
            size = np.abs(expected.astype(np.float64))
            if scale is not None:
                size = np.maximum(size, scale.astype(np.float64))
            spacing = np.spacing(size.astype(expected.dtype)).astype(np.float64)
            same |= (np.abs(actual.astype(np.float64) - expected.astype(np.float64))
                     <= ulps * spacing)
    return ~(same | (np.isnan(actual) & np.isnan(expected)))


@needs_numpy
class Differential(StrataTestCase):
    def outcome(self, function):
        """(result, None) or (None, the built-in class of NumPy's exception)."""
        try:
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return function(), None
        except Exception as error:  # compared by class with Strata's
            return None, builtin_class(error)

    def assert_same(self, result, expected, case, ulps=0, view=False, dense=False,
                    scalar=False, signed_zeros=True, tolerance=None, values=True):  # noqa: C901
        """result (a Tensor; rank 0 where NumPy gives a scalar) against expected (a NumPy
        array or scalar): shape, dtype, values, and byte strides of views."""
        message = str(case)
        expected = np.asarray(expected)
        if scalar:
            # Element reads, full reductions, all/any and vector@vector: a rank-0 tensor of
            # the NumPy scalar's dtype.
            self.assertIsInstance(result, strata.Tensor, message)
            self.assertEqual((result.shape, np.dtype(result.dtype)), ((), expected.dtype),
                             message)
            actual = to_numpy(result)
        else:
            self.assertIsInstance(result, strata.Tensor, message)
            self.assertEqual(result.shape, expected.shape, message)
            self.assertEqual(np.dtype(result.dtype), expected.dtype, message)
            self.assertEqual(result.ndim, expected.ndim, message)
            self.assertEqual(result.size, expected.size, message)
            self.assertEqual(result.itemsize, expected.itemsize, message)
            self.assertEqual(result.nbytes, expected.nbytes, message)
            actual = to_numpy(result)
            if view and has_negative_stride(expected):
                # README, "a negative index step (`t[::-1]`) gives a dense copy": the view is
                # a dense copy of NumPy's negative-stride view.
                self.assertEqual(result.strides, dense_strides(expected), message)
            elif view:
                self.assertEqual(result.strides, expected_strides(expected), message)
            elif dense:
                self.assertEqual(result.strides, dense_strides(expected), message)
        if not values:
            return
        if actual.dtype != expected.dtype:
            self.fail("%s: dtype %s, NumPy %s" % (message, actual.dtype, expected.dtype))
        if (view or dense) and not ulps:
            different = bits(actual) != bits(expected)
        elif tolerance is not None:
            # Each part equal (infinities, NaN) or within the tolerance.
            different = ~(_part_within(actual.real, expected.real, tolerance)
                          & _part_within(actual.imag, expected.imag, tolerance))
        else:
            different = values_close(actual, expected, ulps, signed_zeros)
        if np.any(different):
            self.fail("%s: values differ\nstrata %r\nnumpy  %r" % (message, actual, expected))

    def assert_raises(self, error, case, function, *arguments, **options):
        """function(*arguments, **options) raises error (a class or a tuple of them)."""
        with self.assertRaises(error, msg=str(case)):
            function(*arguments, **options)

    def assert_raises_like(self, error, function, case):
        """function raises an instance of NumPy's built-in exception class."""
        try:
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                result = function()
        except error:
            return
        except Exception as other:  # reported with the expected class
            self.fail("%s: raised %r, NumPy raises %s" % (case, other, error.__name__))
        self.fail("%s: gave %r, NumPy raises %s" % (case, result, error.__name__))

    def compare(self, case, strata_call, numpy_call, **options):
        expected, error = self.outcome(numpy_call)
        if error is not None:
            self.assert_raises_like(error, strata_call, case)
            return
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = strata_call()
        self.assert_same(result, expected, case, **options)

    def cases(self, salt):
        base = random.Random("%d/%s" % (SEED, salt))
        for number in range(CASES):
            yield Case(number, random.Random(base.getrandbits(64)))

    def operand_cases(self, salt, names):
        """(case, one of names, tensor, NumPy array) for every case."""
        for case in self.cases(salt):
            name = case.rng.choice(names)
            tensor, array = operand(case)
            case.note(name)
            yield case, name, tensor, array

    # ---- coverage bookkeeping -----------------------------------------------------------------

    def test_every_public_name_is_covered_or_listed(self):
        names = public_names()
        unlisted = names - covered_names() - set(NOT_COVERED)
        self.assertEqual(unlisted, set(), "public names neither compared nor listed")
        stale = (covered_names() | set(NOT_COVERED)) - names
        self.assertEqual(stale, set(), "listed names that are not public")

    # ---- layouts and views --------------------------------------------------------------------

    def test_layouts(self):
        for case in self.cases("layouts"):
            tensor, array = operand(case)
            self.assert_same(tensor, case.view, case, view=True)

    def test_views(self):
        for case, name, tensor, array in self.operand_cases("views", VIEWS):
            rng, rank = case.rng, array.ndim
            axis = rng.randrange(-rank - 1, rank + 2) if rng.random() < 0.9 else rank + 3
            if name in ("T", "real", "imag"):
                # The imaginary parts of a real tensor are new zeros, not a view (in NumPy
                # too, which lays them out as the tensor).
                self.compare(case, lambda: getattr(tensor, name), lambda: getattr(array, name),
                             view=name != "imag" or array.dtype.kind == "c")
            elif name == "mT":
                # NumPy 1.24 has no mT: NumPy 2's is swapaxes(-1, -2), refused below rank 2.
                self.compare(case, lambda: tensor.mT, lambda: mT(array), view=True)
            elif name == "t":
                # PyTorch's t(): rank 0 to 2 only; NumPy's .T for those.
                if rank > 2:
                    self.assert_raises(strata.Error, case, tensor.t)
                else:
                    self.compare(case, tensor.t, lambda: array.T, view=True)
            elif name in ("transpose", "permute"):
                perm = list(range(rank))
                rng.shuffle(perm)
                if rng.random() < 0.2 and rank:
                    perm[rng.randrange(rank)] = rng.choice((rank, -rank - 1, 0))
                case.note(perm)
                call = getattr(tensor, name)
                self.compare(case, lambda: call(*perm) if rng.random() < 0.5 or not perm
                             else call(perm), lambda: np.transpose(array, perm), view=True)
            elif name in ("swapaxes", "swapdims"):
                other = rng.randrange(-rank, rank) if rank else 0
                case.note(axis, other)
                self.compare(case, lambda: getattr(tensor, name)(axis, other),
                             lambda: np.swapaxes(array, axis, other), view=True)
            elif name in ("moveaxis", "movedim"):
                destination = rng.randrange(-rank, rank) if rank else 0
                case.note(axis, destination)
                self.compare(case, lambda: getattr(tensor, name)(axis, destination),
                             lambda: np.moveaxis(array, axis, destination), view=True)
            elif name in ("reshape", "view"):
                self.check_reshape(case, tensor, array, name)
            elif name == "squeeze":
                if rng.random() < 0.3:
                    self.compare(case, tensor.squeeze, lambda: np.squeeze(array), view=True)
                elif axis >= 0:
                    # README, "squeeze(dim)/unsqueeze(dim) take dims in [0, ndim], not from the
                    # back": negative dims are not compared.
                    case.note(axis)
                    self.compare(case, lambda: tensor.squeeze(axis),
                                 lambda: np.squeeze(array, axis), view=True)
            elif name == "unsqueeze":
                if axis >= 0:  # the same README row
                    case.note(axis)
                    self.compare(case, lambda: tensor.unsqueeze(axis),
                                 lambda: np.expand_dims(array, axis), view=True)
            elif name in ("broadcast_to", "expand"):
                shape = broadcast_target(rng, array.shape)
                case.note(shape)
                self.compare(case, lambda: getattr(tensor, name)(shape),
                             lambda: np.broadcast_to(array, shape), view=True)
            elif name == "diagonal":
                offset = rng.randrange(-3, 4)
                second = rng.randrange(-rank, rank) if rank else 0
                case.note(offset, axis, second)
                self.compare(case, lambda: tensor.diagonal(offset, axis, second),
                             lambda: np.diagonal(array, offset, axis, second), view=True)
            elif name == "narrow":
                if 0 <= axis < rank:
                    start = rng.randrange(array.shape[axis] + 1)
                    length = rng.randrange(array.shape[axis] - start + 1)
                    case.note(axis, start, length)
                    key = (slice(None),) * axis + (slice(start, start + length),)
                    self.compare(case, lambda: tensor.narrow(axis, start, length),
                                 lambda: array[key], view=True)
            else:
                key = random_index(rng, array.shape)
                case.note("index", key)
                scalar = all(isinstance(k, int) for k in key) and len(key) == rank
                # README, "a negative index step (`t[::-1]`) gives a dense copy": dense strides
                # then, where NumPy has a view.
                negative = has_negative_stride(self.outcome(lambda: array[key])[0])
                self.compare(case, lambda: tensor[key], lambda: array[key],
                             view=not scalar and not negative, dense=negative, scalar=scalar)

    def check_reshape(self, case, tensor, array, name):
        shape = list(reshape_target(case.rng, array.shape))
        if shape and case.rng.random() < 0.3:
            shape[case.rng.randrange(len(shape))] = -1
        case.note(shape)
        view = array.view()
        try:
            view.shape = shape  # NumPy's reshape without a copy
        except AttributeError:
            # README, "reshape/view never copy (raise instead)".
            self.assert_raises(strata.Error, case, getattr(tensor, name), shape)
            return
        except ValueError:
            self.assert_raises(ValueError, case, getattr(tensor, name), shape)
            return
        self.assert_same(getattr(tensor, name)(shape), view, case, view=True)

    def test_pieces(self):
        for case, name, tensor, array in self.operand_cases("pieces", PIECES):
            rng, rank = case.rng, array.ndim
            axis = rng.randrange(-rank, rank) if rank and rng.random() < 0.95 else rank
            length = array.shape[axis] if -rank <= axis < rank else 0
            case.note(axis)
            if name == "split":
                # PyTorch's split(size): NumPy's split at multiples of size.
                size = rng.randrange(1, length + 2)
                case.note(size)
                self.compare_pieces(case, lambda: tensor.split(size, axis), lambda: np.split(
                    array, list(range(size, length, size)) if length else [], axis))
            elif name == "tensor_split":
                sections = (rng.randrange(1, 5) if rng.random() < 0.5
                            else sorted(rng.randrange(-1, length + 2) for _ in range(2)))
                case.note(sections)
                self.compare_pieces(case, lambda: tensor.tensor_split(sections, axis),
                                    lambda: np.array_split(array, sections, axis))
            elif name in ("hsplit", "vsplit"):
                sections = rng.randrange(1, 4) if rng.random() < 0.6 else [1, 2]
                case.note(sections)
                split_axis = 1 if name == "hsplit" and rank > 1 else 0
                if (isinstance(sections, int) and rank > split_axis
                        and array.shape[split_axis] % sections):
                    # README, "hsplit(n)/vsplit(n) with an n that does not divide the length
                    # give unequal pieces" (MindSpore's rule), where NumPy raises ValueError.
                    continue
                self.compare_pieces(case, lambda: getattr(tensor, name)(sections),
                                    lambda: getattr(np, name)(array, sections))
            elif name == "unbind":
                self.compare_pieces(case, lambda: tensor.unbind(axis),
                                    lambda: list(np.moveaxis(array, axis, 0)))
            else:
                self.compare_pieces(case, lambda: strata.unstack(tensor, axis=axis),
                                    lambda: tuple(np.moveaxis(array, axis, 0)))

    def compare_pieces(self, case, strata_call, numpy_call):
        expected, error = self.outcome(numpy_call)
        if error is not None:
            self.assert_raises_like(error, strata_call, case)
            return
        pieces = strata_call()
        self.assertEqual(type(pieces), type(expected), case)
        self.assertEqual(len(pieces), len(expected), case)
        for piece, part in zip(pieces, expected):
            self.assert_same(piece, part, case, view=True)

    # ---- elementwise --------------------------------------------------------------------------

    def test_unary(self):
        names = sorted(set(EXACT_UNARY) | set(TRANSCENDENTAL_UNARY) | set(UNARY_OPERATORS))
        for case, name, tensor, array in self.operand_cases("unary", names):
            function = numpy_function(
                {**EXACT_UNARY, **TRANSCENDENTAL_UNARY, **UNARY_OPERATORS}[name])
            ulps = TRANSCENDENTAL_ULPS if name in TRANSCENDENTAL_UNARY else 0
            if array.dtype.kind == "c" and name in ("abs", "__abs__", "sqrt", "reciprocal"):
                ulps = TRANSCENDENTAL_ULPS  # not correctly rounded for complex numbers
            numpy_call = lambda: function(array)  # noqa: E731
            if name in ("floor", "ceil", "trunc") and array.dtype.kind in "iu":
                # NumPy 2 returns integers unchanged (README, "floor, ceil, trunc and round of an
                # integer tensor return it unchanged in its dtype"); NumPy 1.24 gives floats.
                numpy_call = lambda: array.copy()  # noqa: E731
            elif name in TRANSCENDENTAL_UNARY and array.dtype.kind == "c":
                # README, "complex functions evaluate in a wider type and round each part
                # once": the reference is NumPy's complex128 value rounded to the dtype.
                numpy_call = lambda: function(array.astype(np.complex128)).astype(  # noqa: E731
                    function(array).dtype)
            if name == "reciprocal" and array.dtype.kind in "biu":
                # README, "reciprocal of an integer or bool tensor raises DTypeMismatchError"
                # where NumPy computes the truncated 1 / x in the dtype (int8 for bool).
                self.assert_raises(strata.DTypeMismatchError, case, tensor.reciprocal)
                continue
            self.compare(case, getattr(tensor, name), numpy_call, ulps=ulps)

    def test_binary(self):
        names = sorted(set(EXACT_BINARY) | set(TRANSCENDENTAL_BINARY))
        for case in self.cases("binary"):
            rng = case.rng
            name = rng.choice(names)
            left, left_array = operand(case, small=rng.random() < 0.5)
            case.note(name)
            if rng.random() < 0.3:
                right = python_scalar(rng, left_array.dtype)
                right_array = numpy_int(right, left_array.dtype)
                case.note("scalar %r" % (right,))
                if (isinstance(right, int) and not python_int_fits(right, left_array.dtype)
                        and name in COMPARISONS):
                    # NumPy 2 compares a Python int outside the integer dtype exactly; NumPy
                    # 1.24 raises OverflowError (as NumPy 2 does for arithmetic on it).
                    self.assert_same(getattr(left, name)(right), numpy_function(
                        EXACT_BINARY[name])(left_array.astype(object), right).astype(bool),
                        case)
                    continue
            else:
                shape = operand_shape(rng, left_array.shape)
                right, right_array = operand(case, shape=shape, small=rng.random() < 0.5)
            if name in ("__lshift__", "__rshift__") and not shift_compared(left_array, right):
                continue
            table = {**EXACT_BINARY, **TRANSCENDENTAL_BINARY}
            function = numpy_function(table[name])
            if table[name].startswith("__"):
                function = lambda a, b, method=table[name]: getattr(a, method)(b)  # noqa: E731
            ulps = TRANSCENDENTAL_ULPS if name in TRANSCENDENTAL_BINARY else 0
            expected, error = self.outcome(lambda: function(left_array, right_array))
            if error is None and name in ORDERED and (
                    np.result_type(left_array, right_array).kind == "c"):
                # README, "complex < <= > >=, min/max, argmin/argmax raise DTypeMismatchError".
                self.assert_raises(strata.DTypeMismatchError, case, getattr(left, name), right)
                continue
            if error is None:
                result_kind = np.asarray(expected).dtype.kind
                divisor = np.asarray(right_array)
                if (name in ("floor_divide", "remainder", "__floordiv__", "__mod__")
                        and result_kind in "iu" and np.any(divisor == 0)
                        and np.asarray(expected).size):
                    # README, "integer // and % by zero raise InvalidArgumentError".
                    self.assert_raises(strata.InvalidArgumentError, case, getattr(left, name),
                                       right)
                    continue
                if result_kind == "c" and name in ("divide", "__truediv__", "multiply",
                                                   "__mul__", "__rmul__", "pow", "__pow__"):
                    # Complex * and / are not correctly rounded in either library, and z / 0
                    # differs (README, "complex z / 0 is NaN + NaN i"): compared within ULPs
                    # where the divisor has no zero.
                    if name in ("divide", "__truediv__") and np.any(divisor == 0):
                        continue
                    ulps = TRANSCENDENTAL_ULPS
            tolerance = None
            if error is None and name in ("pow", "__pow__") and (
                    np.asarray(expected).dtype.kind == "c") and not (
                        np.all(np.isfinite(left_array)) and np.all(np.isfinite(expected))):
                # README, "complex ** of a base with an infinite or NaN part, or a power that
                # overflows, is the value of exp(w · log z)": not compared.
                continue
            if error is None and name in ("pow", "__pow__") and (
                    np.asarray(expected).dtype.kind == "c"):
                # Complex z ** w = exp(w log z) magnifies rounding by |w log z| (its condition
                # number) in either library's evaluation.
                tolerance = power_tolerance(left_array, right_array, np.asarray(expected))
            if error is TypeError and not broadcasts(left_array, right_array):
                # Two errors at once (dtypes NumPy has no loop for, and shapes that do not
                # broadcast): NumPy reports the dtypes (TypeError), Strata the shapes
                # (ShapeMismatchError, a ValueError); either is accepted.
                self.assert_raises((TypeError, ValueError), case, getattr(left, name), right)
                continue
            # README, "min/max/argmin/argmax order +0 above -0" (the native ordering, also
            # of the elementwise maximum, minimum, max_number and min_number): zero signs of
            # those are not compared.
            self.compare(case, lambda: getattr(left, name)(right),
                         lambda: function(left_array, right_array), ulps=ulps,
                         tolerance=tolerance, signed_zeros=name not in ORDERED)

    # ---- reductions ---------------------------------------------------------------------------

    def test_reductions(self):
        for case, name, tensor, array in self.operand_cases("reductions", REDUCTIONS):
            rng = case.rng
            axis = random_axis(rng, array.ndim)
            keepdims = rng.random() < 0.3
            case.note("axis", axis, "keepdims", keepdims)
            options = {"keepdims": True} if keepdims else {}
            ordered = name in ("min", "max", "argmin", "argmax")
            expected, error = self.outcome(lambda: getattr(array, name)(axis, **options))
            if ordered and array.dtype.kind == "c":
                # README, "complex < <= > >=, min/max, argmin/argmax raise DTypeMismatchError"
                # (also where NumPy raises for another reason, such as an empty tensor).
                self.assert_raises((strata.DTypeMismatchError, error or strata.Error), case,
                                   getattr(tensor, name), axis, **options)
                continue
            if error is not None:
                self.assert_raises_like(error, lambda: getattr(tensor, name)(axis, **options),
                                        case)
                continue
            if name in ("argmin", "argmax") and np.any((array == 0) & np.signbit(array)):
                # README, "min/max/argmin/argmax order +0 above -0": not compared with -0.
                continue
            result = getattr(tensor, name)(axis, **options)
            expected = np.asarray(expected)
            scalar = expected.ndim == 0  # every axis reduced
            tolerance = None
            if name in ("sum", "prod", "mean", "std") and expected.dtype.kind in "fc":
                tolerance = reduction_tolerance(name, array, axis, keepdims, expected.dtype)
            # README, "min/max/argmin/argmax order +0 above -0": zero signs not compared.
            self.assert_same(result, expected, case, scalar=scalar, tolerance=tolerance,
                             signed_zeros=not ordered)

    # ---- copies, conversions and products -----------------------------------------------------

    def test_copies(self):
        for case, name, tensor, array in self.operand_cases("copies", COPIES):
            rng = case.rng
            if name in ("copy", "contiguous", "numpy", "__copy__", "__deepcopy__"):
                call = {"__copy__": lambda: copy.copy(tensor),
                        "__deepcopy__": lambda: copy.deepcopy(tensor),
                        "numpy": lambda: strata.from_numpy(tensor.numpy())}.get(
                            name, getattr(tensor, name))
                self.assert_same(call(), array.copy(), case, dense=name != "numpy")
            elif name == "astype":
                self.check_astype(case, tensor, array)
            elif name == "tolist":
                self.assertEqual(repr(tensor.tolist()), repr(array.tolist()), case)
            elif name == "flatten":
                self.assertEqual(tensor.flatten(), array.tobytes(), case)
            elif name in ("__len__", "__bool__", "__int__", "__float__", "__complex__",
                          "__index__", "__iter__", "item", "__format__"):
                self.check_protocol(case, name, tensor, array)
            elif name == "fill":
                value = python_scalar(rng, array.dtype)
                case.note(value)
                target, expected = tensor.copy(), array.copy()
                if assignment_error(value, array.dtype):
                    self.assert_raises(assignment_error(value, array.dtype), case, target.fill,
                                       value)
                    continue
                self.compare(case, lambda: target.fill(value) or target,
                             lambda: expected.fill(value) or expected, dense=True)
            elif name == "__setitem__":
                self.check_setitem(case, tensor, array)
            elif name in ("clip", "clamp"):
                low, high = sorted(python_scalar(rng, array.dtype, "if") for _ in range(2)) if (
                    array.dtype.kind not in "cb") else (0, 1)
                case.note(low, high)
                bounds = [numpy_int(b, array.dtype) for b in (low, high)]
                numpy_call = lambda: np.clip(array, *bounds)  # noqa: E731
                if array.dtype.kind == "c":
                    # README, "complex < <= > >=, min/max ... raise DTypeMismatchError".
                    self.assert_raises(strata.DTypeMismatchError, case, getattr(tensor, name),
                                       low, high)
                    continue
                if name == "clip" and any(isinstance(b, float) and math.isnan(b)
                                          for b in (low, high)):
                    # NumPy 2 (and the array API) give NaN for a NaN bound; NumPy 1.24 ignores
                    # a NaN scalar bound. NumPy 2's clip is maximum, then minimum.
                    promoted = array.astype(np.result_type(array, *(
                        b for b in (low, high) if isinstance(b, float))))
                    numpy_call = lambda: np.minimum(np.maximum(promoted, low), high)  # noqa: E731,E501
                if name == "clip" and all(isinstance(b, int) for b in (low, high)) and not all(
                        python_int_fits(b, array.dtype) for b in (low, high)):
                    # Not compared: a Python int bound outside an integer tensor's dtype raises
                    # OverflowError (NEP 50, as NumPy 2.0); NumPy 2.1 clips by such bounds
                    # (NumPy 1.24 gives no reference).
                    self.assert_raises(OverflowError, case, tensor.clip, low, high)
                    continue
                if name == "clamp":
                    if array.dtype.kind == "b" or not (python_int_fits(low, array.dtype)
                                                        and python_int_fits(high, array.dtype)):
                        # Not compared: clamp (.NET's Clamp, no NumPy counterpart) takes
                        # bounds of the tensor's dtype only and no bool tensor (its docstring);
                        # NumPy's clip is compared above.
                        continue
                    # clamp works in the tensor's dtype: NumPy's clip by bounds of that dtype.
                    numpy_call = lambda: np.clip(array, np.array(low).astype(array.dtype),  # noqa: E731,E501
                                                 np.array(high).astype(array.dtype))
                # README, "min/max/argmin/argmax order +0 above -0" (clip is maximum, then
                # minimum): zero signs are not compared.
                self.compare(case, lambda: getattr(tensor, name)(low, high), numpy_call,
                             signed_zeros=False)
            elif name == "cumsum":
                axis = random_axis(rng, array.ndim)
                axis = axis if not isinstance(axis, tuple) else None
                case.note(axis)
                expected, error = self.outcome(lambda: np.cumsum(array, axis))
                tolerance = None
                if error is None and expected.dtype.kind in "fc":
                    # README, "floating cumsum adds in log2(n) doubling steps".
                    tolerance = reduction_tolerance("sum", array, None, False, expected.dtype)
                self.compare(case, lambda: tensor.cumsum(axis), lambda: np.cumsum(array, axis),
                             tolerance=tolerance)
            elif name in ("reverse", "broadcast"):
                if name == "reverse":
                    axis = rng.randrange(-1, array.ndim + 1) if rng.random() < 0.7 else None
                    # reverse(-1) reverses every dimension, as None (its documented meaning).
                    numpy_call = lambda: np.flip(array, None if axis == -1 else axis)  # noqa: E731,E501
                    call = lambda: tensor.reverse(axis)  # noqa: E731
                else:
                    shape = broadcast_target(rng, array.shape)
                    numpy_call = lambda: np.broadcast_to(array, shape).copy()  # noqa: E731
                    call = lambda: tensor.broadcast(shape)  # noqa: E731
                case.note(axis if name == "reverse" else shape)
                self.compare(case, call, numpy_call, dense=True)
            elif name == "sequence_equal":
                other = strata.array(array.copy())
                self.assertTrue(tensor.sequence_equal(other), case)
            else:
                self.check_product(case, name, tensor, array)

    def check_astype(self, case, tensor, array):
        target = case.rng.choice(DTYPES)
        case.note(target)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # ComplexWarning, as NumPy warns
            result = tensor.astype(target)
        self.assert_same(result, converted(array, target), case, dense=True)

    def check_protocol(self, case, name, tensor, array):
        # item() and format() give Python numbers and text, as NumPy's.
        function = {"__len__": len, "__bool__": bool, "__int__": int, "__float__": float,
                    "__complex__": complex, "__index__": operator.index,
                    "__iter__": list, "item": lambda x: x.item(),
                    "__format__": lambda x: format(x, ".4g")}[name]
        expected, error = self.outcome(lambda: function(array))
        if name == "__bool__" and array.size == 0:
            # NumPy 2.2 refuses the truth value of an empty array (NumPy 1.24 warns and gives
            # False).
            error = ValueError
        if error is not None:
            self.assert_raises_like(error, lambda: function(tensor), case)
        elif name == "__iter__":
            rows = function(tensor)
            self.assertEqual(len(rows), len(expected), case)
            for row, part in zip(rows, expected):
                part = np.asarray(part)
                self.assert_same(row, part, case, view=part.ndim > 0, scalar=part.ndim == 0)
        else:
            self.assertEqual(repr(function(tensor)), repr(expected), case)

    def check_setitem(self, case, tensor, array):
        rng = case.rng
        key = random_index(rng, array.shape)
        value = python_scalar(rng, array.dtype)
        case.note("index", key, "value", value)
        target, expected = tensor.copy(), array.copy()

        def assign(x):
            x[key] = value
            return x
        error = assignment_error(value, array.dtype)
        if error is not None:
            if self.outcome(lambda: expected[key])[1] is IndexError:
                # Two errors at once (a key out of range and a value the dtype refuses):
                # NumPy reports the key, Strata the value; either is accepted.
                error = (error, IndexError)
            self.assert_raises(error, case, assign, target)
            return
        self.compare(case, lambda: assign(target), lambda: assign(expected), dense=True)

    def check_product(self, case, name, tensor, array):
        rng = case.rng
        shape = product_shape(rng, array.shape)
        other, other_array = operand(case, shape=shape)
        numpy_function = {"dot": np.dot, "vdot": np.vdot, "matmul": np.matmul,
                          "__matmul__": np.matmul}[name]
        if name == "dot" and 0 in (array.ndim, other_array.ndim):
            # numpy.dot of a 0-d operand "is equivalent to multiply" (its documentation); its
            # BLAS path gives 0 for NaN or infinity times a 0-d zero.
            numpy_function = np.multiply
        if name == "vdot" and array.size != other_array.size:
            return  # NumPy flattens; Strata takes equal shapes
        expected, error = self.outcome(lambda: numpy_function(array, other_array))
        if error is not None:
            self.assert_raises_like(error, lambda: getattr(tensor, name)(other), case)
            return
        expected = np.asarray(expected)
        tolerance = None
        if expected.dtype.kind == "c" and not (np.all(np.isfinite(array))
                                                and np.all(np.isfinite(other_array))):
            # Not compared: complex sums of products of infinities give NaN or infinite parts
            # by the order of the products (README, "matmul/dot sum blocks of products
            # natively"): complex64 [[inf...]] . [...] is nan+infj where NumPy has nan+nanj.
            return
        if expected.dtype.kind in "fc":
            # README, "matmul/dot sum blocks of products natively".
            tolerance = product_tolerance(numpy_function, array, other_array, expected.dtype)
        self.assert_same(getattr(tensor, name)(other), expected, case,
                         scalar=expected.ndim == 0, tolerance=tolerance)

    # ---- constructors and dtype functions -----------------------------------------------------

    def test_constructors(self):
        for case in self.cases("constructors"):
            rng = case.rng
            name = rng.choice(CONSTRUCTORS)
            dtype = rng.choice(DTYPES)
            shape = random_shape(rng)
            case.note(name, dtype, shape)
            if name in ("zeros", "ones", "empty"):
                result = getattr(strata, name)(shape, dtype)
                expected = getattr(np, name)(shape, dtype)
                if name == "empty":  # values unspecified
                    expected = np.asarray(result).copy()
                self.assert_same(result, expected, case, dense=True)
            elif name == "full":
                value = python_scalar(rng, dtype)
                case.note(value)
                self.check_full(case, lambda: strata.full(shape, value, dtype),
                                lambda: np.full(shape, value, dtype), value, dtype)
            elif name.endswith("_like"):
                tensor, array = operand(case)
                arguments = (python_scalar(rng, dtype),) if name == "full_like" else ()
                target = dtype if rng.random() < 0.5 else None
                case.note(arguments, target)
                if name == "empty_like":
                    self.assert_same(strata.empty_like(tensor, dtype=target),
                                     np.empty_like(array, dtype=target), case, dense=True,
                                     values=False)
                    continue
                self.check_full(case, lambda: getattr(strata, name)(tensor, *arguments,
                                                                    dtype=target),
                                lambda: getattr(np, name)(
                    array, *arguments, dtype=target), arguments and arguments[0],
                    target or array.dtype)
            elif name == "arange":
                self.check_arange(case, dtype)
            elif name == "linspace":
                start, stop = rng.uniform(-5, 5), rng.uniform(-5, 5)
                count, endpoint = rng.randrange(0, 7), rng.random() < 0.7
                float_dtype = rng.choice(FLOATS + COMPLEX)
                case.note(start, stop, count, endpoint, float_dtype)
                self.compare(case, lambda: strata.linspace(start, stop, count, endpoint,
                                                           float_dtype),
                             lambda: np.linspace(start, stop, count, endpoint,
                                                 dtype=float_dtype), ulps=2)
            elif name == "eye":
                rows, columns = rng.randrange(5), rng.choice((None, 0, 2, 4))
                k = rng.randrange(-3, 4)
                case.note(rows, columns, k)
                self.compare(case, lambda: strata.eye(rows, columns, k, dtype),
                             lambda: np.eye(rows, columns, k, dtype), dense=True)
            elif name in ("array", "tensor", "as_tensor", "from_numpy"):
                tensor, array = operand(case)
                source = array.tolist() if rng.random() < 0.5 and name != "from_numpy" else (
                    array)
                case.note("from array" if isinstance(source, np.ndarray) else "from list")
                if name in ("as_tensor", "from_numpy") or rng.random() < 0.5:
                    self.compare(case, lambda: getattr(strata, name)(source),
                                 lambda: np.asarray(source))
                else:
                    self.check_array(case, name, source, array, dtype)
            elif name in ("concatenate", "stack"):
                self.check_join(case, name)
            elif name == "result_type":
                other = rng.choice(DTYPES)
                self.assertEqual(np.dtype(strata.result_type(dtype, other)),
                                 np.result_type(dtype, other), case)
            elif name == "can_cast":
                other, casting = rng.choice(DTYPES), "same_kind"  # the only rule it takes
                case.note(other, casting)
                self.assertEqual(strata.can_cast(dtype, other, casting),
                                 np.can_cast(dtype, other, casting), case)
            else:
                self.assertEqual(strata.dtype_size(dtype), np.dtype(dtype).itemsize, case)

    def check_array(self, case, name, source, array, dtype):
        """strata.array(source, dtype) of a list (written element by element, as assignment)
        or an array (converted as astype)."""
        call = lambda: getattr(strata, name)(source, dtype)  # noqa: E731
        if array.dtype.kind == "c" and np.dtype(dtype).kind != "c" and (
                array.size or isinstance(source, np.ndarray)):
            # README, "complex values into a real tensor, or array(complex, float64), raise
            # TypeError".
            self.assert_raises(TypeError, case, call)
            return
        if not isinstance(source, np.ndarray):  # a list, or a number for rank 0
            errors = {assignment_error(v, dtype) for v in array.reshape(-1).tolist()} - {None}
            if errors:
                self.assert_raises(tuple(errors), case, call)
                return
            self.compare(case, call, lambda: np.array(source, dtype), dense=True)
            return
        self.assert_same(call(), converted(array, dtype), case, dense=True)

    def check_full(self, case, strata_call, numpy_call, value, dtype):
        if assignment_error(value, dtype):
            self.assert_raises(assignment_error(value, dtype), case, strata_call)
            return
        self.compare(case, strata_call, numpy_call, dense=True)

    def check_arange(self, case, dtype):
        rng = case.rng
        if np.dtype(dtype).kind in "iu":
            # Values the dtype holds (NumPy 1.24 wraps an unsigned range below zero).
            start, stop = rng.randrange(0, 20), rng.randrange(0, 40)
            step = rng.choice((1, 2, 3, -1, -4))
        else:
            start, stop = rng.choice((0, 0.5, -2.25)), rng.choice((3, 7.5, -4.0))
            step = rng.choice((1, 0.5, -0.75, 2))
            dtype = rng.choice(FLOATS[1:])
        case.note(start, stop, step, dtype)
        self.compare(case, lambda: strata.arange(start, stop, step, dtype),
                     lambda: np.arange(start, stop, step, dtype), ulps=2)

    def check_join(self, case, name):
        rng = case.rng
        first, first_array = operand(case)
        shape = list(first_array.shape)
        axis = rng.randrange(-len(shape) - 1, len(shape) + 1) if shape else 0
        if name == "concatenate" and shape and -len(shape) <= axis < len(shape):
            shape[axis] = rng.randrange(4)
        if rng.random() < 0.1 and shape:
            shape[rng.randrange(len(shape))] += 1
        second, second_array = operand(case, shape=shape)
        if name == "concatenate" and rng.random() < 0.1:
            axis = None  # both flattened
        tensors, arrays = [first, second], [first_array, second_array]
        if rng.random() < 0.1:
            tensors, arrays = tensors[:1], arrays[:1]  # one joins too
        case.note(axis, len(tensors))
        self.compare(case, lambda: getattr(strata, name)(tensors, axis),
                     lambda: getattr(np, name)(arrays, axis), dense=True)
