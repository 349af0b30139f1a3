"""strata_reduce_axes and the FLOOR_DIVIDE / MODULO ops called through the C ABI directly
(strata._native.lib, no Tensor class), compared with NumPy on seeded random shapes, axes,
keepdims and values for every integer and floating-point dtype. bfloat16, which NumPy lacks, is
held as uint16 bits and compared through float32."""

import ctypes
import unittest
import warnings

import numpy as np

import strata
from strata import _elementwise, _native
from support import StrataTestCase

lib = _native.lib
needs_reduce_axes = unittest.skipUnless(_native.has("strata_reduce_axes"),
                                        "this libstrata has no strata_reduce_axes")

# strata_tables.h: dtype codes and op codes (fixed values).
BFLOAT16 = "bfloat16"
# Codes from the package's tables, which the bindings check compares with the headers. The
# reductions do not cover complex dtypes (test_complex checks that they refuse them).
DTYPES = {(BFLOAT16 if d is strata.DType.bfloat16 else np.dtype(d.name)): d.value
          for d in strata.DType if d is not strata.DType.bool and not d.is_complex}
FLOOR_DIVIDE, MODULO = _elementwise.BINARY["floor_divide"], _elementwise.BINARY["remainder"]
SUM, PRODUCT, AVERAGE, NORM, STD_DEV, REDUCE_MIN, REDUCE_MAX = (
    _elementwise.REDUCE[name] for name in ("sum", "prod", "mean", "norm", "std", "min", "max"))
INDEX_OF_MAX, INDEX_OF_MIN = _elementwise.REDUCE["argmax"], _elementwise.REDUCE["argmin"]
INVALID_ARGUMENT = strata.InvalidArgumentError.status
DTYPE_MISMATCH = strata.DTypeMismatchError.status
INTEGER_DTYPES = [d for d in DTYPES if d != BFLOAT16 and d.kind in "iu"]
FLOAT_DTYPES = [np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64), BFLOAT16]


def to_bfloat16(values):
    """float32 values rounded to bfloat16 (nearest even), as uint16 bits."""
    bits = np.asarray(values, np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(np.asarray(values, np.float32))
    return np.where(nan, np.uint16(0x7FC0), rounded)


def from_bfloat16(bits):
    bits = np.asarray(bits, np.uint16)
    return (bits.reshape(-1).astype(np.uint32) << 16).view(np.float32).reshape(bits.shape)


def storage_dtype(dtype):
    return np.dtype(np.uint16) if dtype == BFLOAT16 else dtype


class Native:
    """Owned handles of one test, released at its end."""

    def __init__(self):
        self.handles = []

    def own(self, handle):
        self.handles.append(handle)
        return handle

    def release(self):
        for handle in self.handles:
            lib.strata_tensor_release(handle)
        self.handles = []

    def tensor(self, values, dtype):
        data = np.ascontiguousarray(values, storage_dtype(dtype))
        lengths = (ctypes.c_int64 * max(data.ndim, 1))(*data.shape)
        out = ctypes.c_void_p()
        lib.strata_tensor_create_from_data(DTYPES[dtype], data.ctypes.data_as(ctypes.c_void_p),
                                           data.size, lengths, data.ndim, ctypes.byref(out))
        return self.own(out)

    def read(self, handle, dtype):
        rank = ctypes.c_int32()
        lib.strata_tensor_rank(handle, ctypes.byref(rank))
        lengths = (ctypes.c_int64 * rank.value)()
        lib.strata_tensor_lengths(handle, lengths, rank.value)
        shape = tuple(lengths)
        data = ctypes.c_void_p()
        lib.strata_tensor_data(handle, ctypes.byref(data))
        kind = storage_dtype(dtype)
        count = int(np.prod(shape))
        raw = ctypes.string_at(data.value, count * kind.itemsize) if count else b""
        return np.frombuffer(raw, kind).reshape(shape).copy()

    def call(self, function, *arguments):
        """(status, handle): the C function's status and its tensor output (None on failure)."""
        out = ctypes.c_void_p(1)
        try:
            function(*arguments, ctypes.byref(out))
        except Exception:  # the binding raises for a failed status; the code is kept per thread
            return lib.strata_last_error_code(), out.value
        return 0, self.own(out)

    def reduce_axes(self, op, x, axes, keep_dims):
        array = (ctypes.c_int32 * max(len(axes), 1))(*axes)
        return self.call(lib.strata_reduce_axes, op, x, array, len(axes), 1 if keep_dims else 0)


def random_values(rng, dtype, shape, specials=False):
    if dtype == BFLOAT16 or dtype.kind == "f":
        values = rng.uniform(-100, 100, shape).astype(np.float32)
        if specials and values.size:
            mask = rng.random(shape)
            values[mask < 0.03] = np.nan
            values[(mask >= 0.03) & (mask < 0.05)] = np.inf
            values[(mask >= 0.05) & (mask < 0.07)] = -np.inf
            values[(mask >= 0.07) & (mask < 0.1)] = 0
        return to_bfloat16(values) if dtype == BFLOAT16 else values.astype(dtype)
    info = np.iinfo(dtype)
    if rng.random() < 0.5:  # full range, or few distinct values so that extrema tie
        return rng.integers(info.min, info.max, shape, dtype=dtype, endpoint=True)
    return rng.integers(0 if info.min == 0 else -3, 4, shape).astype(dtype)


def random_factors(rng, dtype, shape):
    """Values in [0.5, 1.5], whose products stay finite."""
    factors = rng.uniform(0.5, 1.5, shape).astype(np.float32)
    return to_bfloat16(factors) if dtype == BFLOAT16 else factors.astype(dtype)


def as_float(values, dtype):
    return from_bfloat16(values) if dtype == BFLOAT16 else values


class NativeTestCase(StrataTestCase):
    """Each test owns its handles (released at its end) and a generator seeded with SEED."""

    SEED = 0

    def setUp(self):
        super().setUp()
        self.native = Native()
        self.rng = np.random.default_rng(self.SEED)

    def tearDown(self):
        self.native.release()
        super().tearDown()


@needs_reduce_axes
class ReduceAxesAgainstNumPy(NativeTestCase):
    SEED = 20261203

    def random_case(self, allow_empty):
        rank = int(self.rng.integers(1, 5))
        low = 0 if allow_empty and self.rng.random() < 0.15 else 1
        shape = tuple(int(n) for n in self.rng.integers(low, 7, rank))
        count = int(self.rng.integers(0, rank + 1))
        axes = [int(a) for a in self.rng.permutation(rank)[:count]]
        axes = [a - rank if self.rng.random() < 0.5 else a for a in axes]
        return shape, axes, bool(self.rng.random() < 0.5)

    def expect(self, op, values, dtype, axes, keep_dims):
        """NumPy's answer: (values, dtype) or None where NumPy raises ValueError."""
        wide = as_float(values, dtype).astype(np.float64) if dtype == BFLOAT16 or dtype.kind == "f" \
            else values
        axis = tuple(axes)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            try:
                if op == SUM:
                    return np.sum(wide, axis=axis, keepdims=keep_dims, dtype=wide.dtype)
                if op == PRODUCT:
                    return np.prod(wide, axis=axis, keepdims=keep_dims, dtype=wide.dtype)
                if op == AVERAGE:
                    return np.mean(wide, axis=axis, keepdims=keep_dims)
                if op == STD_DEV:
                    return np.std(wide, axis=axis, keepdims=keep_dims)
                if op == NORM:
                    return np.sqrt(np.sum(wide * wide, axis=axis, keepdims=keep_dims))
                if op == REDUCE_MIN:
                    return np.min(as_float(values, dtype), axis=axis, keepdims=keep_dims)
                if op == REDUCE_MAX:
                    return np.max(as_float(values, dtype), axis=axis, keepdims=keep_dims)
                function = np.argmax if op == INDEX_OF_MAX else np.argmin
                return function(as_float(values, dtype), axis=axes[0], keepdims=keep_dims)
            except ValueError:
                return None

    def check(self, op, dtype, shape, axes, keep_dims, values):
        x = self.native.tensor(values, dtype)
        status, handle = self.native.reduce_axes(op, x, axes, keep_dims)
        want = self.expect(op, values, dtype, axes, keep_dims)
        where = f"op {op} {dtype} shape {shape} axes {axes} keep_dims {keep_dims}"
        if want is None:
            self.assertEqual((status, handle), (INVALID_ARGUMENT, None), where)
            return
        self.assertEqual(status, 0, where)
        index = op in (INDEX_OF_MAX, INDEX_OF_MIN)
        got = self.native.read(handle, np.dtype(np.int64) if index else dtype)
        want = np.asarray(want)
        # NumPy's rank-0 results are [1] here: tensors have rank >= 1.
        self.assertEqual(got.shape, want.shape, where)
        want = want.reshape(got.shape)
        if index or (dtype != BFLOAT16 and dtype.kind in "iu"):  # indexes, wrapping integers
            np.testing.assert_array_equal(got, want.astype(got.dtype), where)
            return
        got = as_float(got, dtype).astype(np.float64)
        if op in (REDUCE_MIN, REDUCE_MAX):
            np.testing.assert_array_equal(got, want, where)
            return
        # The exact value, rounded to the dtype after float32 (float64) accumulation.
        epsilon = {"float16": 2e-3, "float32": 5e-5, "float64": 1e-12, BFLOAT16: 1e-2}[
            dtype if dtype == BFLOAT16 else dtype.name]
        magnitude = np.abs(as_float(values, dtype).astype(np.float64))
        axis = tuple(axes)
        if op == SUM:
            scale = np.sum(magnitude, axis=axis, keepdims=keep_dims) + 1.0
        else:
            scale = np.max(magnitude, axis=axis, keepdims=keep_dims, initial=0.0)
            with np.errstate(invalid="ignore"):
                scale = np.nan_to_num(np.abs(want)).reshape(np.shape(scale)) + scale
        scale = np.asarray(scale).reshape(got.shape)
        with np.errstate(invalid="ignore"):
            ok = (np.isnan(got) & np.isnan(want)) | (np.abs(got - want) <= epsilon * scale)
        self.assertTrue(np.all(ok), f"{where}\ngot {got}\nwant {want}")

    def test_every_op_and_dtype_on_random_shapes_axes_and_keepdims(self):
        for dtype in DTYPES:
            for op in (SUM, PRODUCT, AVERAGE, STD_DEV, NORM, REDUCE_MIN, REDUCE_MAX):
                for _ in range(12):
                    shape, axes, keep_dims = self.random_case(allow_empty=True)
                    values = random_values(self.rng, dtype, shape)
                    if op == PRODUCT and (dtype == BFLOAT16 or dtype.kind == "f"):
                        values = random_factors(self.rng, dtype, shape)
                    float_only = op in (AVERAGE, STD_DEV, NORM)
                    if float_only and dtype != BFLOAT16 and dtype.kind in "iu":
                        x = self.native.tensor(values, dtype)
                        status, handle = self.native.reduce_axes(op, x, axes, keep_dims)
                        self.assertEqual((status, handle), (DTYPE_MISMATCH, None))
                        continue
                    self.check(op, dtype, shape, axes, keep_dims, values)

    def test_arg_extrema_along_one_axis_with_ties_and_nan(self):
        for dtype in DTYPES:
            for op in (INDEX_OF_MAX, INDEX_OF_MIN):
                for _ in range(12):
                    shape, _, keep_dims = self.random_case(allow_empty=True)
                    axis = int(self.rng.integers(-len(shape), len(shape)))
                    values = random_values(self.rng, dtype, shape, specials=True)
                    self.check(op, dtype, shape, [axis], keep_dims, values)

    def test_every_axis_gives_strata_reduce_exactly(self):
        for dtype in FLOAT_DTYPES:
            values = random_values(self.rng, dtype, (5, 33, 7))
            x = self.native.tensor(values, dtype)
            for op in (SUM, AVERAGE, STD_DEV, NORM):
                whole = np.zeros(1, storage_dtype(dtype))
                lib.strata_reduce(op, x, None, whole.ctypes.data_as(ctypes.c_void_p))
                status, handle = self.native.reduce_axes(op, x, [2, 0, 1], False)
                self.assertEqual(status, 0)
                self.assertEqual(self.native.read(handle, dtype).tobytes(), whole.tobytes())


@needs_reduce_axes
class FloorDivisionAgainstNumPy(NativeTestCase):
    SEED = 122123

    def binary(self, op, x, y, dtype):
        status, handle = self.native.call(lib.strata_binary, op, self.native.tensor(x, dtype),
                                          self.native.tensor(y, dtype))
        self.assertEqual(status, 0)
        return self.native.read(handle, dtype)

    def test_integers_match_numpy_including_the_most_negative_value_over_minus_one(self):
        for dtype in INTEGER_DTYPES:
            info = np.iinfo(dtype)
            x = random_values(self.rng, dtype, (400,))
            y = random_values(self.rng, dtype, (400,))
            y[y == 0] = 1
            x[:3] = [info.min, info.max, info.min]
            y[:3] = [info.max, 1, 3] if info.min == 0 else [-1, info.min, info.max]
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)
                for op, function in ((FLOOR_DIVIDE, np.floor_divide), (MODULO, np.remainder)):
                    np.testing.assert_array_equal(self.binary(op, x, y, dtype), function(x, y),
                                                  f"{op} {dtype}")

    def test_floats_match_numpy_bit_for_bit(self):
        for dtype in FLOAT_DTYPES:
            x = random_values(self.rng, dtype, (600,), specials=True)
            y = random_values(self.rng, dtype, (600,), specials=True)
            if dtype == BFLOAT16:
                y[:50] = to_bfloat16(self.rng.uniform(-3, 3, 50).astype(np.float32))
            else:
                y[:50] = self.rng.uniform(-3, 3, 50).astype(dtype)  # large quotients
            wide_x = as_float(x, dtype)
            wide_y = as_float(y, dtype)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", RuntimeWarning)
                for op, function in ((FLOOR_DIVIDE, np.floor_divide), (MODULO, np.remainder)):
                    want = function(wide_x, wide_y)
                    want = to_bfloat16(want) if dtype == BFLOAT16 else want
                    got = self.binary(op, x, y, dtype)
                    # NaN payloads aside, the same bits (zeros keep their sign).
                    got_nan = np.isnan(as_float(got, dtype))
                    want_nan = np.isnan(as_float(want, dtype))
                    np.testing.assert_array_equal(got_nan, want_nan, f"{op} {dtype}")
                    np.testing.assert_array_equal(got[~got_nan].view(storage_dtype(dtype)),
                                                  want[~want_nan].view(storage_dtype(dtype)),
                                                  f"{op} {dtype}")

    def test_integer_zero_divisor_and_bool_fail(self):
        for dtype in INTEGER_DTYPES:
            x = self.native.tensor(np.array([1, 2], dtype), dtype)
            zero = self.native.tensor(np.array([1, 0], dtype), dtype)
            for op in (FLOOR_DIVIDE, MODULO):
                self.assertEqual(self.native.call(lib.strata_binary, op, x, zero),
                                 (INVALID_ARGUMENT, None))
        flags = np.array([1, 0], np.uint8)
        b = ctypes.c_void_p()
        lib.strata_tensor_create_from_data(0x0608, flags.ctypes.data_as(ctypes.c_void_p), 2, None,
                                           0, ctypes.byref(b))
        self.native.own(b)
        for op in (FLOOR_DIVIDE, MODULO):
            self.assertEqual(self.native.call(lib.strata_binary, op, b, b), (DTYPE_MISMATCH, None))


if __name__ == "__main__":
    unittest.main()
