"""A Python value written into one element follows NumPy 2's scalar assignment: truncation of
floats into integers, OverflowError/ValueError for values an integer dtype cannot hold, ±inf for
floats too large for a narrow float dtype; a failed write changes nothing."""

import math
import unittest

import numpy as np

import strata
from support import StrataTestCase

INTEGER_DTYPES = ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64")


class ElementValues(StrataTestCase):
    def assign_everywhere(self, dtype, value):
        """Writes value through item assignment, an indexed slice, fill and array(); returns
        the four results as lists."""
        t = strata.zeros(3, dtype)
        t[0] = value
        u = strata.zeros(3, dtype)
        u[1:] = value
        w = strata.zeros(2, dtype)
        w.fill(value)
        return [t.tolist(), u.tolist(), w.tolist(), strata.array([value], dtype).tolist()]

    def test_floats_truncate_into_integers_as_numpy_does(self):
        for name in INTEGER_DTYPES:
            for value in (1.7, -0.9, 0.0, 100.99, 2.5):
                expected = np.zeros(1, name)
                try:
                    expected[0] = value
                except OverflowError:
                    continue  # negative values into unsigned dtypes are checked below
                results = self.assign_everywhere(name, value)
                self.assertEqual(results[0][0], int(expected[0]), (name, value))
                self.assertEqual(results[1][1:], [int(expected[0])] * 2, (name, value))
                self.assertEqual(results[2], [int(expected[0])] * 2, (name, value))
                self.assertEqual(results[3], [int(expected[0])], (name, value))

    def test_values_an_integer_dtype_cannot_hold_raise_and_write_nothing(self):
        cases = [(1e40, OverflowError), (-1e40, OverflowError), (math.inf, OverflowError),
                 (-math.inf, OverflowError), (math.nan, ValueError)]
        for name in INTEGER_DTYPES:
            low, high = np.iinfo(name).min, np.iinfo(name).max
            for value, error in cases + [(high + 1, OverflowError), (low - 1, OverflowError),
                                         (float(high) * 2 + 2, OverflowError)]:
                # NumPy raises the same class for NaN and infinities (and NumPy 2 for an
                # out-of-range Python int, which 1.24 only deprecates).
                if isinstance(value, float) and (math.isnan(value) or math.isinf(value)):
                    with self.assertRaises(error):
                        np.zeros(1, name)[0] = value
                t = strata.array([5, 6, 7], name)
                for write in (lambda: t.__setitem__(0, value),
                              lambda: t.__setitem__(slice(None), value),
                              lambda: t.fill(value), lambda: t.set_item((1,), value),
                              lambda: strata.array([value], name)):
                    with self.assertRaises(error, msg=(name, value)):
                        write()
                    self.assertEqual(t.tolist(), [5, 6, 7])

    def test_range_edges_are_accepted(self):
        for name in INTEGER_DTYPES:
            info = np.iinfo(name)
            t = strata.zeros(2, name)
            t[0], t[1] = int(info.min), int(info.max)
            self.assertEqual(t.tolist(), [int(info.min), int(info.max)])

    def test_large_floats_become_infinite_in_narrow_float_dtypes(self):
        for name in ("float16", "float32"):
            for value in (1e40, -1e40, 65520.0, -65520.0, 65519.0, 3.5e38):
                expected = np.zeros(1, name)
                with np.errstate(over="ignore"):
                    expected[0] = value
                t = strata.zeros(1, name)
                t[0] = value
                self.assertEqual(t.item(0), float(expected[0]), (name, value))
        b = strata.zeros(2, "bfloat16")
        b[0], b[1] = 1e39, -1e39
        self.assertEqual(b.tolist(), [math.inf, -math.inf])

    def test_numbers_become_bools_by_truth(self):
        t = strata.zeros(4, strata.bool_)
        t[0], t[1], t[2], t[3] = 2.5, 0.0, -3, np.float32(0.5)
        expected = np.zeros(4, bool)
        expected[0], expected[1], expected[2], expected[3] = 2.5, 0.0, -3, np.float32(0.5)
        self.assertEqual(t.tolist(), expected.tolist())

    def test_numpy_scalars_are_values(self):
        t = strata.zeros(3, strata.int16)
        t[0], t[1], t[2] = np.int64(7), np.float32(-2.75), np.uint8(200)
        self.assertEqual(t.tolist(), [7, -2, 200])

    def test_non_numbers_raise_type_error(self):
        t = strata.zeros(2, strata.float64)
        for value in ("1", b"1", 1j):
            with self.assertRaises(TypeError):
                t[0] = value
        self.assertEqual(t.tolist(), [0.0, 0.0])


if __name__ == "__main__":
    unittest.main()
