"""Helpers the complex suites share (test_complex, test_complex_math): the dtype groups, random
complex data, NumPy 2's promotion state, storage snapshots, and comparisons of complex results
with NumPy's."""

import contextlib
import ctypes
import math
import unittest

import strata
from support import StrataTestCase, numpy as np

COMPLEX = (strata.complex64, strata.complex128)
REAL = tuple(d for d in strata.DType if not d.is_complex)
# The NumPy name of each Strata dtype; bfloat16, which NumPy lacks, promotes as float16 does
# except with float16 itself (see _dtypes.result_type).
NUMPY_NAMES = {d: ("float16" if d is strata.bfloat16 else d.name) for d in strata.DType}


def storage(tensor):
    """Every byte of the storage span a tensor views (gaps between its elements included)."""
    return ctypes.string_at(tensor.data_ptr, tensor.required_storage * tensor.itemsize)


def complex_array(rng, dtype, shape, specials=False):
    """A NumPy array of the complex dtype whose parts are distinct multiples of 1/8 (exact in
    float32); with specials, NaN, infinite and negative-zero parts at a few positions."""
    real = rng.integers(-64, 64, size=shape) / 8
    imag = rng.integers(-64, 64, size=shape) / 8
    a = np.empty(shape, np.dtype(dtype.name))
    a.real, a.imag = real, imag
    if specials and a.size >= 4:
        flat = a.reshape(-1)
        flat[0] = complex(math.nan, 1.5)
        flat[1] = complex(-0.0, math.inf)
        flat[2] = complex(-math.inf, -0.0)
        flat[3] = complex(2.0, math.nan)
    return a


@contextlib.contextmanager
def numpy2_promotion():
    """NumPy's NEP 50 promotion for the duration: NumPy 2's default, NumPy 1.24's "weak"
    state."""
    get = getattr(np, "_get_promotion_state", None)
    if get is None:
        if int(np.__version__.split(".")[0]) < 2:
            raise unittest.SkipTest("this NumPy has neither NEP 50 promotion nor its weak state")
        yield
        return
    before = get()
    np._set_promotion_state("weak")
    try:
        yield
    finally:
        np._set_promotion_state(before)


class NumPyCase(StrataTestCase):
    def setUp(self):
        super().setUp()
        self.rng = np.random.default_rng(20261205)

    def assert_same(self, tensor, expected, message=None):
        """tensor holds exactly expected's elements: dtype, shape and bytes (NaN payloads and
        negative zeros included)."""
        self.assertIsInstance(tensor, strata.Tensor, message)
        actual = np.asarray(tensor)
        self.assertEqual(actual.dtype, expected.dtype, message)
        self.assertEqual(actual.shape, expected.shape, message)
        self.assertEqual(np.ascontiguousarray(actual).tobytes(),
                         np.ascontiguousarray(expected).tobytes(), message)

    def assert_same_value(self, actual, expected, message=None):
        """actual, a Python complex or a rank-0 tensor (an element read or a full reduction; of
        expected's dtype when expected is a NumPy scalar), equals expected part for part, NaN
        equal to NaN."""
        if isinstance(actual, strata.Tensor):
            self.assertEqual(actual.shape, (), message)
            if isinstance(expected, np.generic):
                self.assertEqual(np.asarray(actual).dtype, expected.dtype, message)
            actual = actual.item()
        self.assertIs(type(actual), complex, message)
        expected = complex(expected)
        for a, e in ((actual.real, expected.real), (actual.imag, expected.imag)):
            self.assertTrue((math.isnan(a) and math.isnan(e)) or
                            (a == e and math.copysign(1, a) == math.copysign(1, e)),
                            (actual, expected, message))

    def data(self, dtype, shape=(4, 6), specials=False):
        """(a NumPy array of random values, a Strata tensor viewing it)."""
        a = complex_array(self.rng, dtype, shape, specials)
        return a, strata.from_numpy(a)


    def assert_parts_equal(self, tensor, expected, message=None):
        """tensor holds expected's values part for part: same dtype and shape, equal parts with
        equal signs (so +0 and −0 differ), NaN where expected has NaN (any payload or sign)."""
        self.assertIsInstance(tensor, strata.Tensor, message)
        actual = np.asarray(tensor)
        self.assertEqual(actual.dtype, expected.dtype, message)
        self.assertEqual(actual.shape, expected.shape, message)
        for part in ("real", "imag"):
            a, e = getattr(actual, part), getattr(expected, part)
            nan = np.isnan(e)
            self.assertTrue(np.array_equal(np.isnan(a), nan), (part, actual, expected, message))
            self.assertTrue(np.array_equal(a[~nan], e[~nan]), (part, actual, expected, message))
            self.assertTrue(np.array_equal(np.signbit(a[~nan]), np.signbit(e[~nan])),
                            (part, actual, expected, message))

    def assert_close(self, tensor, reference, dtype, epsilons, message=None):
        """tensor is the complex dtype's result of an operation whose reference is computed in a
        wider precision (complex128 for complex64, clongdouble for complex128): each reference
        part that is zero, infinite or NaN is matched exactly (zero and infinity signs too), and
        the normwise relative error |result - reference| / |reference| of the elements whose
        parts are otherwise finite is at most `epsilons` epsilons of the part dtype."""
        self.assertIsInstance(tensor, strata.Tensor, message)
        actual = np.asarray(tensor)
        self.assertEqual(actual.dtype, np.dtype(dtype.name), message)
        self.assertEqual(actual.shape, reference.shape, message)
        wide = actual.astype(reference.dtype)
        exact = np.zeros(reference.shape, bool)
        for part in ("real", "imag"):
            a, e = getattr(wide, part), getattr(reference, part)
            special = (e == 0) | ~np.isfinite(e)
            exact |= special
            nan = np.isnan(e)
            self.assertTrue(np.array_equal(np.isnan(a)[special], nan[special]),
                            (part, actual, reference, message))
            same = special & ~nan
            self.assertTrue(np.array_equal(a[same], e[same]), (part, actual, reference, message))
            self.assertTrue(np.array_equal(np.signbit(a[same]), np.signbit(e[same])),
                            (part, actual, reference, message))
        eps = np.finfo(np.dtype(dtype.name)).eps
        finite = np.isfinite(reference) & (reference != 0)
        error = np.abs(wide[finite] - reference[finite]) / np.abs(reference[finite])
        worst = float(error.max()) if error.size else 0.0
        self.assertLessEqual(worst, epsilons * eps, (worst / eps, message))
        # A finite part beside an infinite or NaN one: relative to itself.
        for part in ("real", "imag"):
            a, e = getattr(wide, part), getattr(reference, part)
            lone = ~np.isfinite(reference) & np.isfinite(e) & (e != 0)
            self.assertTrue(np.all(np.abs(a[lone] - e[lone]) <= epsilons * eps * np.abs(e[lone])),
                            (part, actual, reference, message))


def wide(dtype):
    """The NumPy dtype a reference of a complex dtype's result is computed in: complex128 for
    complex64 (whose values it holds exactly), clongdouble (x87 80-bit parts) for complex128."""
    return np.complex128 if dtype is strata.complex64 else np.clongdouble


def normal_complex(rng, dtype, shape, scale=2.0):
    """A NumPy array of the complex dtype with normally distributed parts (no exact zeros)."""
    a = np.empty(shape, np.dtype(dtype.name))
    a.real = rng.normal(size=shape) * scale
    a.imag = rng.normal(size=shape) * scale
    return a
