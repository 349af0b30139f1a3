"""Operators, math methods, reductions and conversions (strata_elementwise.h)."""

import math
import unittest

import numpy as np

import strata
from strata import _native
from support import StrataTestCase

needs_elementwise = unittest.skipUnless(_native.has("strata_binary"),
                                        "this libstrata has no elementwise functions")


@needs_elementwise
class Operators(StrataTestCase):
    def test_arithmetic_broadcasts_and_keeps_operand_order(self):
        a = strata.array([[1, 2, 3], [4, 5, 6]], strata.int32)
        b = strata.array([10, 20, 30], strata.int32)
        self.assertEqual((a + b).tolist(), [[11, 22, 33], [14, 25, 36]])
        self.assertEqual((b - a).tolist(), [[9, 18, 27], [6, 15, 24]])
        self.assertEqual((a * 2).tolist(), [[2, 4, 6], [8, 10, 12]])
        self.assertEqual((50 - b).tolist(), [40, 30, 20])
        self.assertEqual((-b).tolist(), [-10, -20, -30])
        self.assertEqual(abs(strata.array([-3, 4], strata.int32)).tolist(), [3, 4])
        self.assertEqual((strata.array([6, 7], strata.int32) & 3).tolist(), [2, 3])
        self.assertEqual((strata.array([1], strata.int32) << 4).tolist(), [16])
        f = strata.array([1.0, 4.0])
        self.assertEqual((1 / f).tolist(), [1.0, 0.25])
        self.assertEqual((f ** 2).tolist(), [1.0, 16.0])

    def test_comparisons_give_bool_tensors(self):
        x = strata.array([1.0, 2.0, float("nan")])
        self.assertEqual((x < 2.0).tolist(), [True, False, False])
        self.assertEqual(x.ge(strata.array([1.0])).tolist(), [True, True, False])
        self.assertEqual((x < 2.0).dtype, strata.bool_)
        self.assertTrue(x.compare_any("gt", 1.5))
        self.assertFalse(x.compare_all("gt", 0.5))
        self.assertEqual((x == x).tolist(), [True, True, False])

    def test_errors(self):
        a = strata.array([1, 2], strata.int32)
        with self.assertRaises(strata.ShapeMismatchError):
            a + strata.array([1, 2, 3], strata.int32)
        with self.assertRaises(strata.InvalidArgumentError):
            a // 0
        with self.assertRaises(strata.DTypeMismatchError):
            strata.array([1.5]) & strata.array([1.5])
        with self.assertRaises(ValueError):
            bool(a)

    def test_into_destinations(self):
        a = strata.array([1.0, 4.0, 9.0])
        a.unary("sqrt", out=a)
        self.assertEqual(a.tolist(), [1.0, 2.0, 3.0])
        out = strata.zeros((3,), strata.float64)
        a.binary("add", 1.0, out=out)
        self.assertEqual(out.tolist(), [2.0, 3.0, 4.0])
        a.clamp(1.5, 2.5, out=out)
        self.assertEqual(out.tolist(), [1.5, 2.0, 2.5])
        with self.assertRaises(strata.OverlapError):
            a.slice([(0, 2)]).binary("add", 1.0, out=a.slice([(1, 3)]))


@needs_elementwise
class MathAndReductions(StrataTestCase):
    def test_math_methods(self):
        x = strata.array([0.0, 1.0])
        one, e = x.exp().tolist()
        self.assertEqual(one, 1.0)
        self.assertLessEqual(abs(e - math.e), 4 * math.ulp(math.e))  # the documented bound
        self.assertEqual(strata.array([2.5, -2.5]).round().tolist(), [2.0, -2.0])
        self.assertEqual(strata.array([8.0]).unary("root", 3).tolist(), [2.0])

    def test_reductions(self):
        x = strata.array([[1.0, 2.0], [3.0, 4.0]])
        self.assertEqual(x.sum(), 10.0)
        self.assertEqual(x.prod(), 24.0)
        self.assertEqual(x.mean(), 2.5)
        self.assertEqual(x.max(), 4.0)
        self.assertEqual(x.argmin(), 0)
        self.assertEqual(x.argmax(), 3)
        self.assertEqual(x.reduce("dot", x), 30.0)
        self.assertEqual(x.dot(x).tolist(), [[7.0, 10.0], [15.0, 22.0]])
        m = strata.array([-3.0, float("nan"), 2.0])
        self.assertEqual(m.max_magnitude_number_value(), -3.0)
        self.assertEqual(m.min_magnitude_number_value(), 2.0)
        self.assertEqual(strata.array([7], strata.int8).sum(), 7)
        with self.assertRaises(ValueError):
            strata.zeros((0,)).max()

    def test_conversions(self):
        x = strata.array([1.9, -1.9, 300.0])
        self.assertEqual(x.astype(strata.int16).tolist(), [1, -1, 300])
        with self.assertRaises(strata.SizeOverflowError):
            x.astype(strata.int8, "checked")
        self.assertEqual(x.astype(strata.int8).tolist(), [1, -1, 127])
        self.assertEqual(x.astype(strata.uint8, "saturating").tolist(), [1, 0, 255])
        out = strata.zeros((3,), strata.float32)
        x.convert_into(out)
        self.assertEqual(out.tolist(), [1.899999976158142, -1.899999976158142, 300.0])


needs_predicates = unittest.skipUnless(_native.has("strata_predicate_all"),
                                       "this libstrata has no predicates")


@needs_predicates
class PredicatesRoundingSoftMax(StrataTestCase):
    def test_predicates_match_numpy_where_numpy_has_them(self):
        values = [1.0, float("nan"), float("inf"), -float("inf"), -0.0, 0.5]
        x = strata.array(values)
        np_x = np.array(values)
        self.assertEqual(x.isnan().tolist(), np.isnan(np_x).tolist())
        self.assertEqual(x.isfinite().tolist(), np.isfinite(np_x).tolist())
        self.assertEqual(x.isinf().tolist(), np.isinf(np_x).tolist())
        self.assertEqual(x.isposinf().tolist(), np.isposinf(np_x).tolist())
        self.assertEqual(x.isneginf().tolist(), np.isneginf(np_x).tolist())
        self.assertEqual(x.is_negative().tolist(), np.signbit(np_x).tolist())
        self.assertEqual(x.is_pow2().tolist(), [True, False, False, False, False, True])
        self.assertTrue(x.predicate_any("isnan"))
        self.assertFalse(x.predicate_all("isfinite"))
        self.assertTrue(strata.zeros((0,)).predicate_all("isnan"))
        ints = strata.array([0, 3, 4, -4], strata.int32)
        self.assertEqual(ints.is_even_integer().tolist(), [True, False, True, True])
        self.assertEqual(ints.is_pow2().tolist(), [False, False, True, False])
        # bools are the numbers 0 and 1 to NumPy's isnan (and isinf, isfinite)
        self.assertEqual((ints < 1).isnan().tolist(), [False] * 4)
        self.assertEqual((ints < 1).isfinite().tolist(), [True] * 4)

    def test_bool_tensors_combine_like_numpy_masks(self):
        a = strata.array([1, 2, 3, 4], strata.int32)
        low, even = a < 3, (a & 1).eq(strata.array([0], strata.int32))
        self.assertEqual((low & even).tolist(), [False, True, False, False])
        self.assertEqual((low | even).tolist(), [True, True, False, True])
        self.assertEqual((low ^ even).tolist(), [True, False, False, True])
        self.assertEqual((~low).tolist(), [False, False, True, True])

    def test_pi_functions_and_ilogb(self):
        x = strata.array([0.5, 1.0, 1.5])
        self.assertEqual(x.sinpi().tolist(), [1.0, 0.0, -1.0])
        self.assertEqual(x.cospi().tolist(), [0.0, -1.0, 0.0])
        self.assertEqual(strata.array([1.0]).atan2pi(strata.array([1.0])).tolist(), [0.25])
        e = strata.array([0.5, 8.0]).ilogb()
        self.assertEqual(e.dtype, strata.int32)
        self.assertEqual(e.tolist(), [-1, 3])

    def test_round_to_decimals_matches_numpy_half_to_even(self):
        values = [2.675, 1.2345, -1.235, 0.125, 1e17]
        for decimals in (0, 1, 2, 3):
            self.assertEqual(strata.array(values).round(decimals).tolist(),
                             np.round(np.array(values), decimals).tolist(), decimals)
        self.assertEqual(round(strata.array([2.5, 3.5])).tolist(), [2.0, 4.0])
        self.assertEqual(strata.array([2.5]).round(0, "away_from_zero").tolist(), [3.0])
        with self.assertRaises(strata.ArgumentOutOfRangeError):
            strata.array([1.0]).round(16)

    def test_softmax(self):
        x = strata.array([[1.0, 2.0], [3.0, 4.0]])
        want = np.exp(np.array([1.0, 2.0, 3.0, 4.0]) - 4.0)
        want /= want.sum()
        got = np.array(x.softmax().tolist()).reshape(-1)
        self.assertTrue(np.allclose(got, want, rtol=1e-15, atol=0))
        self.assertEqual(strata.array([1000.0, 1000.0], strata.float32).softmax().tolist(),
                         [0.5, 0.5])
        x.softmax(out=x)
        self.assertAlmostEqual(sum(sum(row) for row in x.tolist()), 1.0, places=15)


if __name__ == "__main__":
    unittest.main()
