"""Assignment into a selection of no elements, compared with NumPy: the same keys and values
succeed or fail alike (a failure raising an exception of NumPy's class), and the tensor ends
with NumPy's contents."""

import unittest

import strata
from support import StrataTestCase, needs_numpy, numpy as np

SHAPE = (5, 3)


def _keys():
    """(description, NumPy key) pairs; every key selects nothing from a (5, 3) array or fails."""
    no_positions = np.array([], dtype=np.int64)
    return [
        ("a[5:]", slice(5, None)),
        ("a[10:20]", slice(10, 20)),
        ("a[3:1]", slice(3, 1)),
        ("a[:, 3:]", (slice(None), slice(3, None))),
        ("a[5:, -1]", (slice(5, None), -1)),
        ("a[5:, 3]", (slice(5, None), 3)),
        ("a[[]]", (no_positions,)),
        ("a[[], 2]", (no_positions, 2)),
        ("a[[], -3]", (no_positions, -3)),
        ("a[[], 10]", (no_positions, 10)),
        ("a[[], -4]", (no_positions, -4)),
        ("a[7, []]", (7, no_positions)),
        ("a[[10], []]", (np.array([10]), no_positions)),
        ("a[False]", False),
        ("a[False, 10]", (False, 10)),
        ("a[a[:, 0] > 100]", (np.zeros(SHAPE[0], dtype=bool),)),
        ("a[a > 100]", (np.zeros(SHAPE, dtype=bool),)),
        ("a[..., 3:, None]", (Ellipsis, slice(3, None), None)),
    ]


def _values():
    return [3.5, 2, True, np.array([1.0]), np.array([4], dtype=np.int32), np.ones((1, 1)),
            np.ones(3), np.ones(2), np.ones((2, 3)), np.ones(0), np.ones((1, 0)),
            np.array([1.5, 2.5, 3.5, 4.5, 5.5]).reshape(5, 1)]


def _as_strata(x):
    return strata.from_numpy(x) if isinstance(x, np.ndarray) else x


def _strata_key(key):
    entries = key if isinstance(key, tuple) else (key,)
    return tuple(_as_strata(e) for e in entries)


def _mask_only(key):
    entries = key if isinstance(key, tuple) else (key,)
    return len(entries) == 1 and isinstance(entries[0], np.ndarray) and entries[0].dtype == bool


def _outcome(run):
    try:
        run()
    except Exception as error:  # the comparison is the point
        return error
    return None


@needs_numpy
class EmptyAssignment(StrataTestCase):
    def _compare(self, dtype, key, value, operator, description):
        expected = np.arange(np.prod(SHAPE)).reshape(SHAPE).astype(dtype)
        t = strata.from_numpy(expected.copy())
        strata_key = _strata_key(key)
        strata_value = _as_strata(value)

        def numpy_run():
            if operator is None:
                expected[key] = value
            else:
                expected[key] = operator(expected[key], value)

        def strata_run():
            if operator is None:
                t[strata_key] = strata_value
            else:
                t[strata_key] = operator(t[strata_key], strata_value)

        numpy_error = _outcome(numpy_run)
        strata_error = _outcome(strata_run)
        context = "%s = %r (%s, %s)" % (description, value, dtype,
                                         getattr(operator, "__name__", "assign"))
        if numpy_error is None:
            self.assertIsNone(strata_error, context)
        else:
            self.assertIsNotNone(strata_error, "%s: NumPy raised %r" % (context, numpy_error))
            self.assertIsInstance(strata_error, type(numpy_error),
                                  "%s: NumPy raised %r" % (context, numpy_error))
        np.testing.assert_array_equal(np.asarray(t), expected, context)

    def test_assignment_matches_numpy(self):
        for dtype in ("float64", "int32", "bool"):
            for description, key in _keys():
                for value in _values():
                    # NumPy refuses a value of rank >= 2 for a lone mask whatever it selects.
                    if _mask_only(key) and np.ndim(value) >= 2:
                        continue
                    self._compare(dtype, key, value, None, description)

    def test_augmented_assignment_matches_numpy(self):
        def iadd(current, value):
            current += value
            return current

        def ifloordiv(current, value):
            current //= value
            return current

        def imul(current, value):
            current *= value
            return current

        for operator in (iadd, ifloordiv, imul):
            for description, key in _keys():
                for value in (3.5, 0.0, np.array([2.0]), np.ones(3), np.ones(2), np.ones(0)):
                    self._compare("float64", key, value, operator, description)

    def test_the_reported_case(self):
        t = strata.zeros(5, strata.float64)
        t[5:] = 3.5
        t[5:] = strata.array([1.0], strata.float64)
        t[10:20] = 1
        self.assertEqual(np.asarray(t).tolist(), [0.0] * 5)
        with self.assertRaises(ValueError):
            t[5:] = strata.array([1.0, 2.0], strata.float64)

    def test_a_failed_assignment_writes_nothing(self):
        a = np.arange(15, dtype=np.float64).reshape(SHAPE)
        t = strata.from_numpy(a)
        before = a.tobytes()
        with self.assertRaises(IndexError):
            t[_strata_key((np.array([], dtype=np.int64), 10))] = 1.0
        with self.assertRaises(ValueError):
            t[5:] = strata.from_numpy(np.ones(2))
        self.assertEqual(a.tobytes(), before)


if __name__ == "__main__":
    unittest.main()
