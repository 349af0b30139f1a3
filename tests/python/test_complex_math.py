"""complex64 and complex128 arithmetic, math functions, reductions, conversions and part views,
against NumPy.

Where Strata and NumPy evaluate the same formula the results must be equal part for part (signed
zeros included, NaN for NaN): add, subtract, negate, conjugate, multiply of data whose products
are exact, equality, sums of exact data, conversions and the part views. Elsewhere the two
round differently, so each result is compared with a reference NumPy computes in a wider
precision (complex128 for complex64, clongdouble for complex128) by its normwise relative error
|result - reference| / |reference|, in epsilons of the part type; zero, infinite and NaN parts
of the reference must be matched exactly. The bounds are the measured accuracy that
docs/element-types.md states, with room for the reference's own error and data this suite
draws: 1 epsilon for the functions (sqrt, exp, expm1, log, log2, log10, log1p, the trigonometric
and hyperbolic functions and their inverses), pow, multiply and reciprocal (measured 0.5, 0.86 and
0.82), 1.5 for divide (measured 1.31). Special values, principal values and branch cuts of the
functions are NumPy's own, asked of NumPy on the grid of ±0, ±1.5, ±inf, NaN parts and on the
cuts.
"""

import math
import operator
import os
import subprocess
import sys
import unittest
import warnings

import strata
from complex_support import (COMPLEX, NUMPY_NAMES, REAL, NumPyCase, complex_array,
                             normal_complex, numpy2_promotion, storage, wide)
from support import needs_numpy, numpy as np

# Normwise error bounds, in epsilons of the part type (see the module text).
FUNCTION_BOUND = 1.0
DIVIDE_BOUND = 1.5
# The unary functions of both libraries: (Strata method, NumPy function).
FUNCTIONS = (("sqrt", "sqrt"), ("exp", "exp"), ("log", "log"), ("sin", "sin"), ("cos", "cos"),
             ("tanh", "tanh"), ("tan", "tan"), ("sinh", "sinh"), ("cosh", "cosh"),
             ("asin", "arcsin"), ("acos", "arccos"), ("atan", "arctan"), ("asinh", "arcsinh"),
             ("acosh", "arccosh"), ("atanh", "arctanh"), ("expm1", "expm1"), ("log1p", "log1p"),
             ("log2", "log2"), ("log10", "log10"))
SPECIAL_PARTS = (0.0, -0.0, 1.5, -1.5, math.inf, -math.inf, math.nan)


def numpy_complex_warning():
    """NumPy's ComplexWarning (numpy.exceptions from NumPy 1.25 on)."""
    exceptions = getattr(np, "exceptions", None)
    return getattr(exceptions, "ComplexWarning", None) or np.ComplexWarning


def special_grid(dtype):
    """Every complex number whose parts are ±0, ±1.5, ±inf or NaN (49 values)."""
    return np.array([complex(x, y) for x in SPECIAL_PARTS for y in SPECIAL_PARTS],
                    dtype.name)


def quietly(function, *arguments):
    """function(*arguments) with NumPy's floating-point warnings silenced (NaN and overflow are
    expected results here)."""
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        return function(*arguments)


class ComplexCase(NumPyCase):
    def binary_parts(self, dtype, shape):
        """A NumPy array of the complex dtype whose parts are 0 or 1 (so that equal elements are
        frequent), with NaN, infinite and negative-zero parts at its first positions."""
        a = np.empty(shape, dtype.name)
        a.real = self.rng.integers(0, 2, size=shape)
        a.imag = self.rng.integers(0, 2, size=shape)
        a.reshape(-1)[:4] = [complex(math.nan, 1), complex(-0.0, math.inf),
                             complex(0.0, -0.0), complex(1, math.nan)]
        return a

    def pairs(self, dtype, specials=False, make=None):
        """(layout name, (a, t), (b, u)): NumPy operands and tensors viewing copies of them,
        dense, transposed, strided, broadcast against each other and of unequal ranks;
        make(dtype, shape) draws the values (complex_array by default)."""
        make = make or (lambda d, shape: complex_array(self.rng, d, shape, specials))
        a, b = make(dtype, (4, 6)), make(dtype, (4, 6))
        t, u = strata.array(a), strata.array(b)
        yield "dense", (a, t), (b, u)
        yield "transposed", (a.T, t.T), (b.T, u.T)
        yield "strided", (a[::2, 1::2], t[::2, 1::2]), (b[1::2, ::2], u[1::2, ::2])
        yield "broadcast", (a[:, :1], t[:, :1]), (b[0], u[0])
        yield "row and column", (a[1], t[1]), (b[:, 2:3], u[:, 2:3])


# ---- arithmetic ----------------------------------------------------------------------------------


@needs_numpy
class Arithmetic(ComplexCase):
    EXACT = (("+", operator.add), ("-", operator.sub), ("*", operator.mul))

    def test_add_subtract_multiply_equal_numpy_part_for_part(self):
        # The same formulas in the same precision, (ac − bd) + (ad + bc)i for the product: the
        # data's products are exact, and the special values propagate identically.
        for dtype in COMPLEX:
            for specials in (False, True):
                for layout, (a, t), (b, u) in self.pairs(dtype, specials):
                    for symbol, function in self.EXACT:
                        with self.subTest(dtype=dtype, layout=layout, op=symbol,
                                          specials=specials):
                            self.assert_parts_equal(function(t, u), quietly(function, a, b))
                            self.assert_parts_equal(function(u, t), quietly(function, b, a))

    def test_special_values_of_add_subtract_multiply_equal_numpy(self):
        for dtype in COMPLEX:
            grid = special_grid(dtype)
            a, b = np.repeat(grid, grid.size), np.tile(grid, grid.size)
            t, u = strata.array(a), strata.array(b)
            for symbol, function in self.EXACT:
                with self.subTest(dtype=dtype, op=symbol):
                    self.assert_parts_equal(function(t, u), quietly(function, a, b))

    def test_python_scalars_on_either_side(self):
        scalars = (2.5 - 1.5j, 1j, complex(-0.0, 0.0), 3, -0.5, True)
        with numpy2_promotion():
            for dtype in COMPLEX:
                a, t = self.data(dtype, (3, 5), specials=True)
                for scalar in scalars:
                    for symbol, function in self.EXACT:
                        with self.subTest(dtype=dtype, scalar=scalar, op=symbol):
                            self.assert_parts_equal(function(t, scalar),
                                                    quietly(function, a, scalar))
                            self.assert_parts_equal(function(scalar, t),
                                                    quietly(function, scalar, a))
                            self.assert_parts_equal(function(t.T, scalar),
                                                    quietly(function, a.T, scalar))

    def test_negate_positive_and_conjugate_equal_numpy(self):
        for dtype in COMPLEX:
            for specials in (False, True):
                a, t = self.data(dtype, (4, 6), specials)
                for view, expected in ((t, a), (t.T, a.T), (t[::2, 1::3], a[::2, 1::3])):
                    with self.subTest(dtype=dtype, shape=view.shape, specials=specials):
                        self.assert_parts_equal(-view, -expected)
                        self.assert_parts_equal(+view, +expected)
                        self.assert_parts_equal(view.conj(), np.conj(expected))
                        self.assert_parts_equal(view.conjugate(), np.conjugate(expected))
                        self.assert_parts_equal(view.negate(), np.negative(expected))
            grid = special_grid(dtype)
            self.assert_parts_equal(-strata.array(grid), -grid)
            self.assert_parts_equal(strata.array(grid).conj(), np.conj(grid))

    def test_conjugate_of_real_tensors_is_a_copy_as_in_numpy(self):
        for dtype in REAL:
            if dtype is strata.bfloat16:
                continue
            a = np.array([[1, 0], [3, 1]], NUMPY_NAMES[dtype])
            t = strata.array(a)
            with self.subTest(dtype=dtype):
                expected = np.conjugate(a)  # bool computes in int8, as NumPy's loop does
                self.assert_same(t.conj(), expected)
                self.assert_same(t.conjugate(), expected)
                self.assertNotEqual(t.conj().data_ptr, t.data_ptr)

    def test_abs_is_the_hypot_of_the_parts(self):
        # complex128: C's hypot of the parts, exactly what NumPy's real hypot gives for the
        # part views; complex64: the float64 hypot rounded once to float32. NumPy 1.24's own
        # complex abs rounds differently, up to two units in the last place away.
        for dtype in COMPLEX:
            part = np.dtype(strata.float32.name if dtype is strata.complex64 else "float64")
            a = normal_complex(self.rng, dtype, (30, 40), scale=10.0)
            a[0, :7] = special_grid(dtype)[::7]
            a[1, :7] = special_grid(dtype)[:7]
            t = strata.array(a)
            for view, x in ((t, a), (t.T, a.T), (t[1::3, ::2], a[1::3, ::2])):
                with self.subTest(dtype=dtype, shape=view.shape):
                    expected = np.hypot(x.real.astype(np.float64),
                                        x.imag.astype(np.float64)).astype(part)
                    self.assert_same(abs(view), expected)
                    self.assert_same(view.abs(), expected)
                    numpy_abs = np.abs(x)
                    finite = np.isfinite(numpy_abs)
                    self.assertTrue(np.array_equal(np.isinf(np.asarray(abs(view))),
                                                   np.isinf(numpy_abs)))
                    spacing = 2 * np.spacing(numpy_abs[finite])
                    self.assertTrue(np.all(np.abs(np.asarray(abs(view))[finite]
                                                  - numpy_abs[finite]) <= spacing))

    def test_divide_is_within_its_bound_of_numpy_wide_reference(self):
        for dtype in COMPLEX:
            a = normal_complex(self.rng, dtype, (40, 50))
            b = normal_complex(self.rng, dtype, (40, 50))
            t, u = strata.array(a), strata.array(b)
            w = wide(dtype)
            cases = (("tensor / tensor", t / u, a.astype(w) / b.astype(w)),
                     ("transposed", t.T / u.T, a.T.astype(w) / b.T.astype(w)),
                     ("broadcast", t / u[0], a.astype(w) / b[0].astype(w)),
                     ("scalar divisor", t / (1.25 - 3j), a.astype(w) / w(1.25 - 3j)),
                     ("scalar dividend", (0.5 + 2j) / t, w(0.5 + 2j) / a.astype(w)),
                     ("real divisor", t / 3, a.astype(w) / 3),
                     ("method", t.divide(u), a.astype(w) / b.astype(w)))
            for name, result, reference in cases:
                with self.subTest(dtype=dtype, case=name):
                    self.assert_close(result, reference, dtype, DIVIDE_BOUND)

    def test_special_values_of_divide_follow_numpy_but_for_zero_signs_and_zero_divisors(self):
        # Smith's algorithm as .NET's Complex orders its operations unlike NumPy's variant, so
        # zero parts may take the other sign; a complex zero divisor is tested below.
        for dtype in COMPLEX:
            grid = special_grid(dtype)
            divisors = grid[grid != 0]
            a, b = np.repeat(grid, divisors.size), np.tile(divisors, grid.size)
            result = np.asarray(strata.array(a) / strata.array(b))
            expected = quietly(np.divide, a.astype(wide(dtype)), b.astype(wide(dtype)))
            with self.subTest(dtype=dtype):
                for part in ("real", "imag"):
                    r, e = getattr(result, part), getattr(expected, part)
                    self.assertTrue(np.array_equal(np.isnan(r), np.isnan(e)), part)
                    self.assertTrue(np.array_equal(np.isinf(r), np.isinf(e)), part)
                    self.assertTrue(np.array_equal(r == 0, e == 0), part)
                    finite = np.isfinite(e) & (e != 0)
                    self.assertTrue(np.allclose(r[finite], e[finite], rtol=4e-7, atol=0), part)

    def test_a_complex_zero_divisor_gives_nan_parts(self):
        # Smith's algorithm divides by zero in both branches: NaN + NaN i for every dividend
        # (NumPy gives infinite parts for a nonzero dividend; capi/python/README.md lists the
        # difference).
        for dtype in COMPLEX:
            dividends = special_grid(dtype)
            for zero in (0j, complex(-0.0, 0.0), complex(0.0, -0.0)):
                with self.subTest(dtype=dtype, zero=zero):
                    result = np.asarray(strata.array(dividends) / zero)
                    self.assertTrue(np.all(np.isnan(result.real) & np.isnan(result.imag)))

    def test_multiply_of_inexact_products_is_within_its_bound(self):
        for dtype in COMPLEX:
            a = normal_complex(self.rng, dtype, (40, 50))
            b = normal_complex(self.rng, dtype, (40, 50))
            w = wide(dtype)
            with self.subTest(dtype=dtype):
                self.assert_close(strata.array(a) * strata.array(b), a.astype(w) * b.astype(w),
                                  dtype, FUNCTION_BOUND)
                self.assert_close(strata.array(a).T * (0.3 - 0.7j),
                                  a.T.astype(w) * w(0.3 - 0.7j), dtype, FUNCTION_BOUND)


# ---- powers -------------------------------------------------------------------------------------


@needs_numpy
class Powers(ComplexCase):
    def test_powers_are_within_their_bound(self):
        for dtype in COMPLEX:
            w = wide(dtype)
            a = normal_complex(self.rng, dtype, (30, 40))
            b = normal_complex(self.rng, dtype, (30, 40), scale=0.5)
            t, u = strata.array(a), strata.array(b)
            cases = [("z ** w", t ** u, a.astype(w) ** b.astype(w)),
                     ("transposed", t.T ** u.T, a.T.astype(w) ** b.T.astype(w)),
                     ("broadcast", t ** u[:1], a.astype(w) ** b[:1].astype(w)),
                     ("method", t.pow(u), a.astype(w) ** b.astype(w))]
            for exponent in (2, 3, 7, -1, -2, -3, 0.5, 2.5, -1.25, 1j, 0.5 - 0.25j):
                cases.append(("z ** %r" % (exponent,), t ** exponent,
                              a.astype(w) ** w(exponent)))
            for base in (2.5, 1j, -3 + 0.5j):
                cases.append(("%r ** z" % (base,), base ** u, w(base) ** b.astype(w)))
            for name, result, reference in cases:
                with self.subTest(dtype=dtype, case=name):
                    self.assert_close(result, reference, dtype, FUNCTION_BOUND)

    def test_numpy_special_cases_of_pow(self):
        # z ** 0 = 1 for every z, NaN included; 0 ** y = 0 for real y > 0, NaN + NaN i for any
        # other nonzero y: NumPy's rules, compared part for part with NumPy in the same dtype.
        for dtype in COMPLEX:
            grid = special_grid(dtype)
            zeros = np.array([0j, complex(-0.0, 0.0), complex(0.0, -0.0), complex(-0.0, -0.0)],
                             dtype.name)
            exponents = np.array([2.5, 1, 3, -1, -2.5, 1j, 1 + 1j, -1 - 1j, math.inf,
                                  complex(math.nan, 0)], dtype.name)
            cases = (("z ** 0", np.repeat(grid, zeros.size), np.tile(zeros, grid.size)),
                     ("0 ** y", np.repeat(zeros, exponents.size), np.tile(exponents, zeros.size)))
            for name, base, exponent in cases:
                with self.subTest(dtype=dtype, case=name):
                    self.assert_parts_equal(strata.array(base) ** strata.array(exponent),
                                            quietly(np.power, base, exponent))
            t = strata.array(grid)
            self.assert_parts_equal(t ** 0, np.ones(grid.shape, dtype.name))
            self.assert_parts_equal(t ** 0j, np.ones(grid.shape, dtype.name))

    def test_special_values_of_pow_match_numpy_wide_reference(self):
        for dtype in COMPLEX:
            grid = special_grid(dtype)
            a, b = np.repeat(grid, grid.size), np.tile(grid, grid.size)
            w = wide(dtype)
            with self.subTest(dtype=dtype):
                self.assert_close(strata.array(a) ** strata.array(b),
                                  quietly(np.power, a.astype(w), b.astype(w)), dtype,
                                  FUNCTION_BOUND)


# ---- math functions -----------------------------------------------------------------------------


@needs_numpy
class Functions(ComplexCase):
    def test_functions_are_within_their_bound(self):
        for dtype in COMPLEX:
            w = wide(dtype)
            normal = normal_complex(self.rng, dtype, (40, 50))
            eighths = complex_array(self.rng, dtype, (40, 50))
            for data in (normal, eighths):
                t = strata.array(data)
                for method, function in FUNCTIONS + (("reciprocal", "reciprocal"),):
                    if method == "reciprocal" and data is eighths:
                        continue  # zero parts: see the reciprocal special values below
                    reference = quietly(getattr(np, function), data.astype(w))
                    for name, result, expected in (
                            ("dense", getattr(t, method)(), reference),
                            ("transposed", getattr(t.T, method)(), reference.T),
                            ("strided", getattr(t[::3, 1::2], method)(), reference[::3, 1::2])):
                        with self.subTest(dtype=dtype, function=method, layout=name,
                                          data="normal" if data is normal else "eighths"):
                            self.assert_close(result, expected, dtype, FUNCTION_BOUND)

    def test_special_values_match_numpy(self):
        # NumPy's complex functions are the C library's (C99 Annex G): infinities, NaN, signed
        # zeros and branch cuts (sqrt(-4 - 0i) = -2i) agree.
        for dtype in COMPLEX:
            grid = special_grid(dtype)
            # The cuts of log and sqrt (x < 0), of acos, asin and atanh (|x| > 1), of acosh
            # (x < 1) and of asinh and atan (|y| > 1), each from both sides, and the branch points.
            cuts = np.array([complex(x, zero) for x in (-4, -0.5, 0.5, 2, -2)
                             for zero in (0.0, -0.0)]
                            + [complex(zero, y) for y in (2, -2) for zero in (0.0, -0.0)]
                            + [complex(0.0, -0.0), complex(-0.0, 0.0), complex(1, 0),
                               complex(-1, 0), complex(0, 1), complex(0, -1)],
                            dtype.name)
            values = np.concatenate([grid, cuts])
            t = strata.array(values)
            for method, function in FUNCTIONS:
                with self.subTest(dtype=dtype, function=method):
                    reference = quietly(getattr(np, function), values.astype(wide(dtype)))
                    self.assert_close(getattr(t, method)(), reference, dtype, FUNCTION_BOUND)

    def test_reciprocal_is_one_over_z(self):
        # reciprocal(z) is 1 / z by Smith's algorithm; NumPy's reciprocal divides conj(z) by
        # |z|², so zero parts of the two may differ in sign: compared with 1 / z.
        for dtype in COMPLEX:
            grid = special_grid(dtype)
            values = grid[grid != 0]
            t = strata.array(values)
            with self.subTest(dtype=dtype):
                self.assert_parts_equal(t.reciprocal(), np.asarray(1 / t))
                self.assert_parts_equal(t.unary("reciprocal"), np.asarray(1 / t))
                self.assert_close(t.reciprocal(), quietly(np.divide, 1, values.astype(
                    wide(dtype))), dtype, FUNCTION_BOUND)

    def test_float_functions_of_real_tensors_with_complex_out(self):
        a = np.array([[0.25, 4.0], [9.0, 2.0]], np.float32)
        out = strata.full((2, 2), 7 - 7j, strata.complex64)
        expected = np.full((2, 2), 7 - 7j, np.complex64)
        strata.array(a).sqrt(out=out)
        np.sqrt(a, out=expected)
        self.assert_same(out, expected)


# ---- in place and into destinations --------------------------------------------------------------


@needs_numpy
class Destinations(ComplexCase):
    def test_in_place_operators_match_numpy(self):
        steps = (("+=", operator.iadd, 1j), ("-=", operator.isub, 2.5), ("*=", operator.imul,
                                                                         -0.5 + 2j),
                 ("+= tensor", operator.iadd, None), ("*= tensor", operator.imul, None),
                 ("-= float32", operator.isub, "float32"))
        with numpy2_promotion():
            for dtype in COMPLEX:
                a = complex_array(self.rng, dtype, (4, 6), specials=True)
                other = complex_array(self.rng, dtype, (6,))
                real = np.arange(6, dtype=np.float32) / 4
                for name, function, operand in steps:
                    expected, t = a.copy(), strata.array(a)
                    address = t.data_ptr
                    if operand is None:
                        value, numpy_value = strata.array(other), other
                    elif operand == "float32":
                        value, numpy_value = strata.array(real), real
                    else:
                        value = numpy_value = operand
                    with self.subTest(dtype=dtype, step=name):
                        result = function(t, value)
                        quietly(function, expected, numpy_value)
                        self.assertIs(result, t)
                        self.assertEqual(t.data_ptr, address)
                        self.assert_parts_equal(t, expected)

    def test_in_place_on_views_writes_only_the_view(self):
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (4, 6))
            expected, t = a.copy(), strata.array(a)
            view = t[:, ::2]
            view += 0.5j
            expected[:, ::2] += 0.5j
            view = t.T[1:3]
            view *= 2 - 1j
            expected.T[1:3] *= 2 - 1j
            with self.subTest(dtype=dtype):
                self.assert_parts_equal(t, expected)

    def test_in_place_divide_and_power_are_within_their_bounds(self):
        for dtype in COMPLEX:
            w = wide(dtype)
            a = normal_complex(self.rng, dtype, (5, 7))
            b = normal_complex(self.rng, dtype, (7,))
            t = strata.array(a)
            t /= strata.array(b)
            with self.subTest(dtype=dtype, op="/="):
                self.assert_close(t, a.astype(w) / b.astype(w), dtype, DIVIDE_BOUND)
            t = strata.array(a)
            t **= 3
            with self.subTest(dtype=dtype, op="**="):
                self.assert_close(t, a.astype(w) ** 3, dtype, FUNCTION_BOUND)

    def test_a_narrower_destination_takes_the_rounded_result(self):
        # complex64 ⊕= complex128 computes in complex128 and rounds into complex64 (same_kind).
        with numpy2_promotion():
            narrow = complex_array(self.rng, strata.complex64, (3, 4))
            broad = normal_complex(self.rng, strata.complex128, (3, 4))
            expected, t = narrow.copy(), strata.array(narrow)
            t += strata.array(broad)
            expected += broad
            self.assert_parts_equal(t, expected)
            expected, t = narrow.copy(), strata.array(narrow)
            t *= 1 / 3 + 0.1j
            expected *= 1 / 3 + 0.1j
            self.assert_parts_equal(t, expected)

    def test_out_destinations_match_numpy(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (3, 4), specials=True)
            b, u = self.data(dtype, (3, 4))
            other = strata.complex64 if dtype is strata.complex128 else strata.complex128
            part = "float32" if dtype is strata.complex64 else "float64"
            # abs: the float64 hypot of the parts, rounded to the part type (see Arithmetic)
            magnitude = np.hypot(a.real.astype(np.float64), a.imag.astype(np.float64)).astype(
                part)
            cases = (
                ("add", lambda out: t.binary("add", u, out=out),
                 lambda out: np.add(a, b, out=out), dtype.name),
                ("multiply, other precision", lambda out: t.binary("multiply", u, out=out),
                 lambda out: np.multiply(a, b, out=out), other.name),
                ("scalar", lambda out: t.binary("subtract", 1 - 2j, True, out=out),
                 lambda out: np.subtract(1 - 2j, a, out=out), dtype.name),
                ("negate", lambda out: t.negate(out=out),
                 lambda out: np.negative(a, out=out), dtype.name),
                ("conjugate", lambda out: t.conj(out=out),
                 lambda out: np.conjugate(a, out=out), dtype.name),
                ("abs into the part dtype", lambda out: t.abs(out=out),
                 lambda out: out.__setitem__(Ellipsis, magnitude), part),
                ("abs into float64", lambda out: t.abs(out=out),
                 lambda out: out.__setitem__(Ellipsis, magnitude), "float64"),
                ("abs into complex", lambda out: t.abs(out=out),
                 lambda out: out.__setitem__(Ellipsis, magnitude), dtype.name),
                ("equal into bool", lambda out: t.binary("eq", u, out=out),
                 lambda out: np.equal(a, b, out=out), "bool"))
            for name, compute, numpy_compute, out_dtype in cases:
                with self.subTest(dtype=dtype, case=name):
                    out = strata.full((3, 4), 9, out_dtype)
                    expected = np.full((3, 4), 9, out_dtype)
                    self.assertIs(compute(out), out)
                    quietly(numpy_compute, expected)
                    self.assert_same(out, expected)

    def test_unary_into_itself(self):
        for dtype in COMPLEX:
            a = normal_complex(self.rng, dtype, (4, 5))
            t = strata.array(a)
            t.exp(out=t)
            with self.subTest(dtype=dtype):
                self.assert_close(t, np.exp(a.astype(wide(dtype))), dtype, FUNCTION_BOUND)
                t.conj(out=t)
                self.assert_close(t, np.conj(np.exp(a.astype(wide(dtype)))), dtype,
                                  FUNCTION_BOUND)


# ---- equality -----------------------------------------------------------------------------------


@needs_numpy
class Equality(ComplexCase):
    def test_equal_and_not_equal_match_numpy(self):
        # Both parts equal (NaN unequal, -0 equal to +0); != is the negation.
        for dtype in COMPLEX:
            for layout, (a, t), (b, u) in self.pairs(dtype, make=self.binary_parts):
                with self.subTest(dtype=dtype, layout=layout):
                    self.assert_same(t == u, a == b)
                    self.assert_same(t != u, a != b)
                    self.assert_same(t.eq(u), np.equal(a, b))
                    self.assert_same(t.ne(u), np.not_equal(a, b))
            a, t = self.data(dtype, (3, 4), specials=True)
            self.assert_same(t == t, a == a)  # NaN elements are unequal to themselves
            self.assert_same(t != t.copy(), a != a)
            zeros = strata.array([complex(0.0, 0.0), complex(-0.0, -0.0)], dtype)
            self.assert_same(zeros == 0, np.array([True, True]))

    def test_scalars_and_mixed_dtypes(self):
        with numpy2_promotion():
            for dtype in COMPLEX:
                a = np.array([[1.5 + 0j, 2j, -0.0, math.nan], [3, 1.5, 2j, 1 + 1j]], dtype.name)
                t = strata.array(a)
                real = np.array([1.5, 0, 0, 3], np.float32)
                for other, numpy_other in ((1.5, 1.5), (2j, 2j), (0, 0), (True, True),
                                           (strata.array(real), real)):
                    with self.subTest(dtype=dtype, other=numpy_other):
                        self.assert_same(t == other, a == numpy_other)
                        self.assert_same(other == t, numpy_other == a)
                        self.assert_same(t != other, a != numpy_other)
                self.assert_same(strata.array(real) == 1.5 + 0j, real == 1.5 + 0j)

    def test_compare_all_and_any(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (3, 4))
            b = a.copy()
            b[1, 2] += 1j
            u = strata.array(b)
            with self.subTest(dtype=dtype):
                self.assertIs(t.compare_all("eq", t.copy()), bool(np.all(a == a.copy())))
                self.assertIs(t.compare_all("eq", u), bool(np.all(a == b)))
                self.assertIs(t.compare_any("eq", u), bool(np.any(a == b)))
                self.assertIs(t.compare_any("eq", strata.full((1,), 99j, dtype)),
                              bool(np.any(a == 99j)))


# ---- reductions ---------------------------------------------------------------------------------


@needs_numpy
class Reductions(ComplexCase):
    AXES = (None, 0, 1, -1, (0, 1), (1,))

    def test_sum_matches_numpy(self):
        # Sums of eighths are exact in both libraries, whatever the order.
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (5, 7))
            t = strata.array(a)
            for view, x in ((t, a), (t.T, a.T), (t[::2, 1::3], a[::2, 1::3])):
                for axis in self.AXES:
                    for keepdims in (False, True):
                        with self.subTest(dtype=dtype, shape=view.shape, axis=axis,
                                          keepdims=keepdims):
                            result = view.sum(axis=axis, keepdims=keepdims)
                            expected = np.sum(x, axis=axis, keepdims=keepdims)
                            if isinstance(result, strata.Tensor):
                                self.assert_parts_equal(result, expected)
                            else:
                                self.assert_same_value(result, expected)
            self.assert_same_value(t.reduce("sum"), np.sum(a))
            self.assert_same_value(strata.zeros((0, 3), dtype).sum(), 0j)
            self.assert_parts_equal(strata.zeros((0, 3), dtype).sum(axis=0),
                                    np.zeros(3, dtype.name))

    def test_sum_and_prod_dtypes_and_out(self):
        a = complex_array(self.rng, strata.complex64, (4, 5))
        t = strata.array(a)
        result = t.sum(axis=1, dtype=strata.complex128)
        self.assert_parts_equal(result, np.sum(a, axis=1, dtype=np.complex128))
        real = self.rng.integers(-9, 9, size=(4, 5)).astype(np.float32)
        self.assert_parts_equal(strata.array(real).sum(axis=0, dtype=strata.complex64),
                                np.sum(real, axis=0, dtype=np.complex64))
        self.assert_parts_equal(strata.array(real).prod(axis=0, dtype=strata.complex128),
                                np.prod(real, axis=0, dtype=np.complex128))
        out = strata.full((5,), 7j, strata.complex128)
        expected = np.full(5, 7j)
        self.assertIs(t.sum(axis=0, out=out), out)
        np.sum(a, axis=0, out=expected)
        self.assert_parts_equal(out, expected)

    def test_prod_is_within_its_bound(self):
        # Each of the k − 1 products of an axis of length k adds at most one rounding (the
        # multiply bound), so the normwise error stays within k − 1 epsilons.
        for dtype in COMPLEX:
            w = wide(dtype)
            a = normal_complex(self.rng, dtype, (5, 7), scale=1.0)
            t = strata.array(a)
            for view, x in ((t, a), (t.T, a.T), (t[1::2, ::2], a[1::2, ::2])):
                for axis in self.AXES:
                    for keepdims in (False, True):
                        reference = np.prod(x.astype(w), axis=axis, keepdims=keepdims)
                        count = x.size // np.size(reference)  # factors per result
                        result = view.prod(axis=axis, keepdims=keepdims)
                        if not isinstance(result, strata.Tensor):
                            result = strata.array([result], dtype)
                            reference = np.reshape(reference, (1,))
                        with self.subTest(dtype=dtype, shape=view.shape, axis=axis,
                                          keepdims=keepdims):
                            self.assert_close(result, reference, dtype,
                                              max(count - 1, 1) * FUNCTION_BOUND)
            self.assert_same_value(strata.zeros((0,), dtype).prod(), 1 + 0j)

    def test_mean_is_the_sum_divided_by_the_count(self):
        # The sum of eighths is exact, so the mean is each part of it divided by the count,
        # rounded once in the part type; NumPy multiplies by the reciprocal of the count, one
        # more rounding, so it is compared within two epsilons.
        for dtype in COMPLEX:
            part = np.float32 if dtype is strata.complex64 else np.float64
            a = complex_array(self.rng, dtype, (5, 6))
            t = strata.array(a)
            for view, x in ((t, a), (t.T, a.T), (t[::2], a[::2])):
                for axis in self.AXES:
                    for keepdims in (False, True):
                        total = np.sum(x, axis=axis, keepdims=keepdims)
                        count = part(x.size // max(np.size(total), 1))
                        expected = np.empty(np.shape(total), dtype.name)
                        expected.real = np.real(total).astype(part) / count
                        expected.imag = np.imag(total).astype(part) / count
                        result = view.mean(axis=axis, keepdims=keepdims)
                        with self.subTest(dtype=dtype, shape=view.shape, axis=axis,
                                          keepdims=keepdims):
                            if not isinstance(result, strata.Tensor):
                                self.assert_same_value(result, expected.item())
                                result = strata.array([result], dtype)
                                numpy_mean = np.reshape(np.mean(x, axis=axis), (1,))
                            else:
                                self.assert_parts_equal(result, expected)
                                numpy_mean = np.mean(x, axis=axis, keepdims=keepdims)
                            self.assert_close(result, numpy_mean.astype(wide(dtype)), dtype,
                                              2 * FUNCTION_BOUND)

    def test_mean_dtypes_out_and_empty(self):
        a = complex_array(self.rng, strata.complex64, (4, 6))
        t = strata.array(a)
        self.assert_parts_equal(t.mean(axis=0, dtype=strata.complex128),
                                np.mean(a, axis=0, dtype=np.complex128))
        real = np.arange(12, dtype=np.float32).reshape(3, 4)
        self.assert_parts_equal(strata.array(real).mean(axis=1, dtype=strata.complex64),
                                np.mean(real, axis=1, dtype=np.complex64))
        out = strata.zeros((6,), strata.complex64)
        self.assertIs(t.mean(axis=0, out=out), out)
        self.assert_close(out, np.mean(a.astype(np.complex128), axis=0), strata.complex64,
                          FUNCTION_BOUND)
        # Every axis into a one-element out: the value the scalar mean has.
        whole = strata.full((1,), 9j, strata.complex64)
        self.assertIs(t.mean(out=whole), whole)
        self.assert_same_value(whole.item(), t.mean())
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # NumPy: mean of an empty slice
            empty = np.zeros((0, 3), np.complex128)
            self.assert_same_value(strata.array(empty).mean(), np.mean(empty))
            self.assert_parts_equal(strata.array(empty).mean(axis=0), np.mean(empty, axis=0))

    def test_dot_and_vdot_match_numpy(self):
        # Products and sums of eighths are exact: equal to NumPy's. dot does not conjugate;
        # vdot conjugates its first operand and flattens both in row-major order.
        for dtype in COMPLEX:
            a, b = (complex_array(self.rng, dtype, (7,)) for _ in range(2))
            t, u = strata.array(a), strata.array(b)
            with self.subTest(dtype=dtype, shape="vectors"):
                self.assert_same_value(t.dot(u), np.dot(a, b))
                self.assert_same_value(t.dot(b), np.dot(a, b))
                self.assert_same_value(t.vdot(u), np.vdot(a, b))
                self.assert_same_value(u.vdot(t), np.vdot(b, a))
                self.assert_same_value(t.reduce("dot", u), np.dot(a, b))
                self.assertNotEqual(t.dot(u), t.vdot(u))
            m, n = (complex_array(self.rng, dtype, (3, 4)) for _ in range(2))
            x, y = strata.array(m), strata.array(n)
            for name, left, right, p, q in (("matrices", x, y, m, n),
                                            ("transposed", x.T, y.T, m.T, n.T),
                                            ("transposed and not", x.T, y.T.contiguous(), m.T,
                                             np.ascontiguousarray(n.T)),
                                            ("stepped", x[:, ::2], y[:, 1::2], m[:, ::2],
                                             n[:, 1::2])):
                with self.subTest(dtype=dtype, shape=name):
                    self.assert_same_value(left.vdot(right), np.vdot(p, q))
                    self.assert_same_value(left.reduce("dot", right),
                                           np.dot(p.reshape(-1), q.reshape(-1)))
                    np.testing.assert_allclose(np.asarray(left.dot(right.T)), np.dot(p, q.T),
                                               rtol=1e-5)
            self.assert_same_value(x.vdot(y.reshape(4, 3)), np.vdot(m, n.reshape(4, 3)))
            self.assert_same_value(strata.zeros((0,), dtype).vdot(strata.zeros((0,), dtype)),
                                   0j)

    def test_dot_and_vdot_promote_as_numpy(self):
        with numpy2_promotion():
            c64 = complex_array(self.rng, strata.complex64, (6,))
            for other in (np.arange(6, dtype=np.float64) / 4, np.arange(6, dtype=np.float32),
                          np.arange(6, dtype=np.int64), complex_array(self.rng,
                                                                      strata.complex128, (6,))):
                with self.subTest(other=other.dtype):
                    expected = np.dot(c64, other)
                    result = strata.array(c64).dot(strata.array(other))
                    self.assert_same_value(result, expected)
                    self.assert_same_value(strata.array(other).vdot(strata.array(c64)),
                                           np.vdot(other, c64))
                    self.assertEqual(np.result_type(c64, other),
                                     np.asarray(strata.array(c64) * strata.array(other)).dtype)
            real = np.arange(5, dtype=np.float64)
            self.assertEqual(strata.array(real).vdot(strata.array(real)), np.vdot(real, real))


# ---- conversions --------------------------------------------------------------------------------


@needs_numpy
class Conversions(ComplexCase):
    def test_real_to_complex_matches_numpy(self):
        sources = {
            "bool": np.array([[True, False], [False, True]]),
            "int8": np.array([[-128, 127], [0, -1]], np.int8),
            "int16": np.array([[-32768, 32767], [5, -7]], np.int16),
            "int32": np.array([[-2**31, 2**31 - 1], [16777217, -3]], np.int32),
            "int64": np.array([[-2**63, 2**63 - 1], [2**62 + 2**38 + 1, 2**53 + 1]], np.int64),
            "uint8": np.array([[0, 255], [1, 128]], np.uint8),
            "uint16": np.array([[0, 65535], [1, 300]], np.uint16),
            "uint32": np.array([[0, 2**32 - 1], [16777217, 7]], np.uint32),
            "uint64": np.array([[0, 2**64 - 1], [2**63 + 2**39 + 1, 9]], np.uint64),
            "float16": np.array([[65504, -0.0], [np.inf, np.nan]], np.float16),
            "float32": np.array([[3.4028235e38, -1e-45], [-np.inf, 0.1]], np.float32),
            "float64": np.array([[1e300, -5e-324], [np.nan, -0.0]], np.float64),
        }
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # NumPy's overflow to inf
            for name, a in sources.items():
                for target in COMPLEX:
                    t = strata.array(a)
                    expected = a.astype(target.name)
                    with self.subTest(source=name, target=target):
                        self.assert_parts_equal(t.astype(target), expected)
                        self.assert_parts_equal(t.T.astype(target), expected.T)
                        self.assert_parts_equal(t[:, ::-1].astype(target.name),
                                                expected[:, ::-1])
                        self.assert_parts_equal(strata.array(t.T, target), expected.T)
        bf = strata.array([1.5, -3.0, 256.0], strata.bfloat16)
        for target in COMPLEX:
            self.assert_parts_equal(bf.astype(target), np.array([1.5, -3.0, 256.0], target.name))

    def test_between_complex_precisions_matches_numpy(self):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            broad = complex_array(self.rng, strata.complex128, (3, 4), specials=True)
            broad[2, :3] = [complex(1e300, -1e-300), complex(1 / 3, 2 / 3),
                            complex(-3.4028235e38 * 1.0000001, 7)]
            narrow = complex_array(self.rng, strata.complex64, (3, 4), specials=True)
            for source, target in ((broad, strata.complex64), (narrow, strata.complex128)):
                t = strata.array(source)
                expected = source.astype(target.name)
                with self.subTest(source=source.dtype, target=target):
                    self.assert_parts_equal(t.astype(target), expected)
                    self.assert_parts_equal(t.T.astype(target), expected.T)
                    self.assert_parts_equal(strata.array(t, target), expected)
                    destination = strata.zeros((3, 4), target)
                    t.convert_into(destination, "truncating")
                    self.assert_parts_equal(destination, expected)
            destination = strata.zeros((3, 4), strata.complex128)
            strata.array(np.arange(12.0).reshape(3, 4)).convert_into(destination)
            self.assert_parts_equal(destination, np.arange(12.0).reshape(3, 4).astype(complex))

    def test_complex_to_real_keeps_the_real_part_and_warns_as_numpy(self):
        warning = numpy_complex_warning()
        self.assertIs(strata.ComplexWarning, warning)
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (3, 4))
            special = complex_array(self.rng, dtype, (3, 4), specials=True)
            t = strata.array(a)
            for target in ("float16", "float32", "float64", "int8", "int16", "int32", "int64"):
                data, tensor = (special, strata.array(special)) if target.startswith(
                    "float") else (a, t)
                with self.subTest(dtype=dtype, target=target):
                    with self.assertWarns(warning):
                        expected = data.astype(target)
                    with self.assertWarns(warning):
                        result = tensor.astype(target)
                    self.assert_same(result, expected)
                    with self.assertWarns(warning):
                        self.assert_same(tensor.T.astype(target), expected.T)
            with self.assertWarns(warning):
                self.assert_same(t.sum(axis=0, dtype=strata.float64),
                                 np.sum(a, axis=0, dtype=np.float64))

    def test_complex_to_bool_is_true_where_either_part_is_nonzero(self):
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (4, 6), specials=True)
            a[3, :4] = [0j, complex(-0.0, -0.0), complex(0.0, 2.0), complex(-1.0, 0.0)]
            t = strata.array(a)
            with self.subTest(dtype=dtype), warnings.catch_warnings():
                warnings.simplefilter("error")  # no ComplexWarning, as in NumPy
                self.assert_same(t.astype(strata.bool_), a.astype(bool))
                self.assert_same(t.T.astype(bool), a.T.astype(bool))

    def test_without_numpy_the_package_warns_its_own_complex_warning(self):
        code = "\n".join([
            "import sys, warnings",
            "sys.modules['numpy'] = None",
            "import strata",
            "t = strata.array([1.5 - 2j, -3 + 1j])",
            "with warnings.catch_warnings(record=True) as caught:",
            "    warnings.simplefilter('always')",
            "    values = t.astype(strata.float64).tolist()",
            "kind = strata.ComplexWarning",
            "print(values, [w.category is kind for w in caught], kind.__name__,",
            "      kind.__module__, issubclass(kind, RuntimeWarning))",
        ])
        result = subprocess.run([sys.executable, "-c", code], env=dict(os.environ),
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.split(),
                         "[1.5, -3.0] [True] ComplexWarning strata._errors True".split())


# ---- the part views -----------------------------------------------------------------------------


@needs_numpy
class Parts(ComplexCase):
    def test_real_and_imag_are_views_of_the_parts(self):
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (4, 6), specials=True)
            t = strata.from_numpy(a)
            for name, view, x in (("dense", t, a), ("transposed", t.T, a.T),
                                  ("strided", t[1::2, ::3], a[1::2, ::3]),
                                  ("row", t[2], a[2])):
                with self.subTest(dtype=dtype, view=name):
                    real, imag = view.real, view.imag
                    for part, expected in ((real, x.real), (imag, x.imag)):
                        self.assert_same(part, expected)
                        self.assertEqual(part.stride(), tuple(2 * s for s in view.stride()))
                        self.assertFalse(part.read_only)
                        self.assertTrue(np.shares_memory(np.asarray(part), a))
                        self.assertEqual(np.asarray(part).__array_interface__["data"][0],
                                         expected.__array_interface__["data"][0])
                    self.assertEqual(real.data_ptr, view.data_ptr)
                    self.assertEqual(imag.data_ptr, view.data_ptr + dtype.itemsize // 2)

    def test_writes_through_the_views_reach_the_complex_tensor(self):
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (3, 4))
            expected = a.copy()
            t = strata.from_numpy(a)
            t.real[0] = 5
            expected.real[0] = 5
            t.imag[:, 1] = strata.array([-1.0, -2.0, -3.0])
            expected.imag[:, 1] = [-1.0, -2.0, -3.0]
            t.T.imag[3, 2] = math.inf
            expected.T.imag[3, 2] = math.inf
            view = t[1:].real
            view += 0.25
            expected[1:].real += 0.25
            t.imag[2].fill(-0.0)
            expected.imag[2] = -0.0
            with self.subTest(dtype=dtype):
                self.assert_same(t, expected)
                self.assert_same(strata.array(a), expected)  # a is the tensor's memory
                t.real = 1.5
                t.imag = strata.array(np.arange(4.0))
                expected.real = 1.5
                expected.imag = np.arange(4.0)
                self.assert_same(t, expected)

    def test_read_only_tensors_give_read_only_parts(self):
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (2, 3))
            a.flags.writeable = False
            t = strata.from_numpy(a)
            before = storage(t)
            for part in (t.real, t.imag):
                with self.subTest(dtype=dtype):
                    self.assertTrue(part.read_only)
                    self.assertFalse(np.asarray(part).flags.writeable)
                    with self.assertRaises(strata.ReadOnlyError):
                        part[0, 0] = 1
                    with self.assertRaises(strata.ReadOnlyError):
                        part.fill(2)
            with self.assertRaises(strata.ReadOnlyError):
                t.real = 3
            self.assertEqual(storage(t), before)

    def test_parts_of_real_tensors_follow_numpy(self):
        for dtype in REAL:
            if dtype is strata.bfloat16:
                continue
            a = np.array([[1, 0, 1], [0, 1, 1]], NUMPY_NAMES[dtype])
            t = strata.array(a)
            with self.subTest(dtype=dtype):
                self.assertIs(t.real, t)  # NumPy: a.real is a
                self.assertIs(a.real, a)
                imag = t.imag
                self.assert_same(imag, a.imag)
                self.assertTrue(imag.read_only)
                self.assertFalse(np.asarray(imag).flags.writeable)
                self.assertFalse(a.imag.flags.writeable)
                self.assertFalse(np.shares_memory(np.asarray(imag), np.asarray(t)))
                t.real = 1
                a.real = 1
                self.assert_same(t, a)
        bf = strata.array([1.5, 2.5], strata.bfloat16)
        self.assertIs(bf.real, bf)
        self.assertEqual(bf.imag.tolist(), [0.0, 0.0])
        self.assertIs(bf.imag.dtype, strata.bfloat16)


# ---- promotion ----------------------------------------------------------------------------------


@needs_numpy
class Promotion(ComplexCase):
    def operands(self, dtype, shape=(2, 3)):
        """(NumPy array, tensor) of small values every dtype holds exactly; bfloat16's NumPy
        stand-in is float16, which promotes the same with complex dtypes."""
        values = self.rng.integers(0, 2 if dtype is strata.bool_ else 4, size=shape)
        a = values.astype(NUMPY_NAMES[dtype])
        return a, strata.array(values.tolist(), dtype)

    def test_mixed_tensors_promote_as_numpy_2(self):
        with numpy2_promotion():
            for left in strata.DType:
                for right in COMPLEX:
                    a, t = self.operands(left)
                    b = complex_array(self.rng, right, (2, 3))
                    u = strata.array(b)
                    for symbol, function in (("+", operator.add), ("-", operator.sub),
                                             ("*", operator.mul)):
                        with self.subTest(left=left, right=right, op=symbol):
                            expected = function(a, b)
                            result = function(t, u)
                            self.assertEqual(np.dtype(result.dtype.name), expected.dtype)
                            self.assertEqual(np.dtype(strata.result_type(left, right).name),
                                             expected.dtype)
                            self.assert_parts_equal(result, expected)
                            self.assert_parts_equal(function(u, t), function(b, a))
                    with self.subTest(left=left, right=right, op="=="):
                        self.assert_same(t == u, a == b)
                        self.assert_same(t != u, a != b)
                    with self.subTest(left=left, right=right, op="/"):
                        quotient = u / (t + 1)
                        self.assertEqual(np.dtype(quotient.dtype.name), (b / (a + 1)).dtype)
                        w = wide(quotient.dtype)
                        self.assert_close(quotient, b.astype(w) / (a.astype(w) + 1),
                                          quotient.dtype, DIVIDE_BOUND)

    def test_python_scalars_are_weak(self):
        with numpy2_promotion():
            for dtype in strata.DType:
                a, t = self.operands(dtype)
                scalars = (1j, 2.5 - 1j) if not dtype.is_complex else (1j, 2.5 - 1j, 2.5, 3, True)
                for scalar in scalars:
                    with self.subTest(dtype=dtype, scalar=scalar):
                        expected = a * scalar
                        result = t * scalar
                        self.assertEqual(np.dtype(result.dtype.name), expected.dtype)
                        self.assert_parts_equal(result, expected)
                        self.assert_parts_equal(scalar + t, scalar + a)
                        self.assert_parts_equal(t - scalar, a - scalar)
        # float32 with a Python complex stays single precision
        self.assertIs((strata.zeros((2,), strata.float32) + 1j).dtype, strata.complex64)
        self.assertIs((strata.zeros((2,), strata.int8) + 1j).dtype, strata.complex128)

    def test_numpy_complex_scalars(self):
        with numpy2_promotion():
            a, t = self.operands(strata.float16)
            expected = a + np.complex64(1 + 2j)
            self.assert_parts_equal(t + np.complex64(1 + 2j), expected)
            a, t = self.operands(strata.int32)
            self.assert_parts_equal(t * np.complex64(1 - 2j), a * np.complex64(1 - 2j))
        # numpy.complex128 is a subclass of Python's complex and so is weak here, as a Python
        # complex (NumPy 2 makes it strong: complex128); capi/python/README.md lists the
        # difference.
        self.assertIs((strata.zeros((2,), strata.float32) + np.complex128(1j)).dtype,
                      strata.complex64)


# ---- failures -----------------------------------------------------------------------------------


def _failures():
    """(name, operation, exception) for operations that must raise and write nothing; the
    operands are those of Failures.operands."""
    return [
        ("r += 1j", lambda o: operator.iadd(o["r"], 1j), TypeError),
        ("r *= s", lambda o: operator.imul(o["r"], o["s"]), TypeError),
        ("i -= x", lambda o: operator.isub(o["i"], o["x"]), TypeError),
        ("x.binary('add', y, out=zr)", lambda o: o["x"].binary("add", o["y"], out=o["zr"]),
         TypeError),
        ("x.abs(out=i)", lambda o: o["x"].abs(out=o["i"]), TypeError),
        ("x.sqrt(out=zr)", lambda o: o["x"].sqrt(out=o["zr"]), TypeError),
        ("x.sum(axis=0, out=zr[0])", lambda o: o["x"].sum(axis=0, out=o["zr"][0]), TypeError),
        ("x.mean(axis=1, out=zr[:, 0])", lambda o: o["x"].mean(axis=1, out=o["zr"][:, 0]),
         TypeError),
        ("x + 4-vector", lambda o: o["x"] + strata.zeros((4,), strata.complex128), ValueError),
        ("x.dot(4-vector)", lambda o: o["x"].dot(strata.zeros((4,), strata.complex128)),
         ValueError),
        ("x.vdot(4-vector)", lambda o: o["x"].vdot(strata.zeros((4,), strata.complex128)),
         ValueError),
        ("x.vdot(1-vector)", lambda o: o["x"].vdot(strata.zeros((1,), strata.complex128)),
         ValueError),
        ("r.imag = 1", lambda o: setattr(o["r"], "imag", 1), TypeError),
        ("r.imag[...] = 1", lambda o: o["r"].imag.__setitem__(Ellipsis, 1),
         strata.ReadOnlyError),
        ("array(x, float64)", lambda o: strata.array(o["x"], strata.float64), TypeError),
        ("big.astype(int8, checked)", lambda o: o["big"].astype(strata.int8, "checked"),
         strata.SizeOverflowError),
        ("ro += 1j", lambda o: operator.iadd(o["ro"], 1j), strata.ReadOnlyError),
        ("ro.conj(out=ro)", lambda o: o["ro"].conj(out=o["ro"]), strata.ReadOnlyError),
        ("ro.real[...] = 1", lambda o: o["ro"].real.__setitem__(Ellipsis, 1),
         strata.ReadOnlyError),
        ("x.exp(out=ro)", lambda o: o["x"].exp(out=o["ro"]), strata.ReadOnlyError),
    ]


@needs_numpy
class Failures(ComplexCase):
    def operands(self):
        frozen = complex_array(self.rng, strata.complex128, (2, 3))
        frozen.flags.writeable = False
        return {
            "x": strata.array(complex_array(self.rng, strata.complex128, (2, 3))),
            "y": strata.array(complex_array(self.rng, strata.complex128, (2, 3))),
            "s": strata.array(complex_array(self.rng, strata.complex64, (2, 3))),
            "r": strata.array(self.rng.normal(size=(2, 3)), strata.float32),
            "i": strata.array(self.rng.integers(1, 9, size=(2, 3))),
            "zr": strata.full((2, 3), 7.0, strata.float64),
            "big": strata.array([[300 + 1j, 1, 2], [3, 4, 5]], strata.complex128),
            "ro": strata.from_numpy(frozen),
        }

    def test_failures_raise_and_leave_every_operand_unchanged(self):
        for name, operation, exception in _failures():
            operands = self.operands()
            before = {key: storage(t) for key, t in operands.items()}
            with self.subTest(operation=name), warnings.catch_warnings():
                warnings.simplefilter("ignore", strata.ComplexWarning)
                with self.assertRaises(exception):
                    operation(operands)
                for key, t in operands.items():
                    self.assertEqual(storage(t), before[key], "operand %s changed" % key)

    def test_numpy_refuses_the_same_in_place_casts(self):
        with numpy2_promotion():
            r = np.zeros(3, np.float32)
            with self.assertRaises(TypeError):
                r += 1j
            with self.assertRaises(TypeError):
                np.add(np.zeros(2, complex), 1, out=np.zeros(2))


if __name__ == "__main__":
    unittest.main()
