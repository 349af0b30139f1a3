"""NumPy arrays, lists and strata tensors as indexes, against NumPy as the oracle: a seeded
differential test over random shapes and index expressions (ints, NumPy integers, slices, None,
Ellipsis, integer and bool arrays, lists and tensors) for t[key], t[key] = value and
t[key] += value, plus the cases that once went wrong.

Where NumPy gives a 0-d array (t[..., 0] on a vector) or a scalar (t[0] of a vector), Strata gives
a rank-0 tensor."""

import random
import unittest
import warnings

import strata
from strata import _native
from support import StrataTestCase, needs_numpy, numpy as np

needs_native = unittest.skipUnless(
    _native.has("strata_tensor_index") and _native.has("strata_tensor_index_assign"),
    "this libstrata has no strata_tensor_index / strata_tensor_index_assign")

SEED = 20261203
GET_CASES = 4000
SET_CASES = 2000
AUGMENTED_CASES = 2000
DTYPES = ("float64", "float32", "int64", "int32")
INDEX_DTYPES = ("int64", "int32", "int16", "intp", "uint8")


class Case:
    """One random index expression: the key for strata and the same key for NumPy (strata
    tensors replaced by equal NumPy arrays)."""

    def __init__(self, rng, shape):
        self.rng = rng
        self.shape = shape
        self.strata_key, self.numpy_key = [], []
        broadcast_rank = rng.choice((0, 1, 1, 2, 2, 3))
        self.broadcast = tuple(rng.choice((0, 1, 2, 3, 3)) for _ in range(broadcast_rank))
        self._build()

    def _add(self, strata_entry, numpy_entry=None):
        self.strata_key.append(strata_entry)
        self.numpy_key.append(strata_entry if numpy_entry is None else numpy_entry)

    def _build(self):
        rng, rank = self.rng, len(self.shape)
        dim, ellipsis = 0, False
        for _ in range(rng.randint(0, rank + 2)):
            remaining = rank - dim
            choice = rng.random()
            if choice < 0.08:
                self._add(None)
            elif choice < 0.14 and not ellipsis:
                ellipsis = True
                self._add(Ellipsis)
                # The entries after the ellipsis index the last dimensions: skip to where
                # they must start, keeping a random count of them.
                dim = rank - rng.randint(0, max(0, remaining))
            elif choice < 0.18:
                self._bool_scalar()
            elif remaining <= 0 and rng.random() < 0.9:
                break
            elif choice < 0.40:
                self._integer(dim)
                dim += 1
            elif choice < 0.58:
                self._slice(dim)
                dim += 1
            elif choice < 0.85:
                self._integer_array(dim)
                dim += 1
            else:
                covered = rng.randint(1, max(1, min(2, remaining)))
                self._mask(dim, covered)
                dim += covered
            if ellipsis and dim >= rank and rng.random() < 0.8:
                break
        if len(self.strata_key) == 1 and rng.random() < 0.5:
            self.strata_key, self.numpy_key = self.strata_key[0], self.numpy_key[0]
        else:
            self.strata_key, self.numpy_key = tuple(self.strata_key), tuple(self.numpy_key)

    def _length(self, dim):
        return self.shape[dim] if 0 <= dim < len(self.shape) else 1

    def _position(self, dim):
        n = self._length(dim)
        if n == 0 or self.rng.random() < 0.03:
            return self.rng.choice((-n - 1, n, n + 2))
        return self.rng.randint(-n, n - 1)

    def _integer(self, dim):
        value = self._position(dim)
        flavor = self.rng.random()
        if flavor < 0.5:
            self._add(value)
        elif flavor < 0.75:
            self._add(np.int64(value))
        else:
            self._add(np.array(value, self.rng.choice(("int64", "int32"))))

    def _slice(self, dim):
        n, rng = self._length(dim), self.rng
        bound = lambda: rng.choice((None, rng.randint(-n - 2, n + 2)))
        step = rng.choice((None, None, 1, 2, 3, -1, -2))
        self._add(slice(bound(), bound(), step))

    def _index_shape(self):
        shape = list(self.broadcast)
        if self.rng.random() < 0.03:  # probably not broadcastable
            return tuple(self.rng.randint(0, 3) for _ in range(self.rng.randint(1, 2)))
        shape = shape[self.rng.randint(0, len(shape)):] if shape else []
        return tuple(1 if self.rng.random() < 0.3 else n for n in shape)

    def _integer_array(self, dim):
        shape = self._index_shape()
        count = int(np.prod(shape)) if shape else 1
        values = [self._position(dim) for _ in range(count)]
        dtype = self.rng.choice(INDEX_DTYPES)
        if dtype == "uint8":
            n = self._length(dim)
            values = [v % n if n else v % 3 for v in values]
        indexes = np.array(values, dtype).reshape(shape)
        if not shape and self.rng.random() < 0.5:
            indexes = indexes.reshape(1)
        self._array(indexes)

    def _mask(self, dim, covered):
        shape = [self._length(d) for d in range(dim, dim + covered)]
        wrong = self.rng.random()
        if wrong < 0.03:
            shape[0] += 1
        elif wrong < 0.06:
            shape[0] = 0  # NumPy checks only a mask's non-empty axes
        mask = np.array([self.rng.random() < 0.5 for _ in range(int(np.prod(shape)))],
                        dtype=bool).reshape(shape)
        self._array(mask)

    def _array(self, indexes):
        flavor = self.rng.random()
        if flavor < 0.45:
            self._add(indexes)
        elif flavor < 0.7 and indexes.size:
            self._add(indexes.tolist())
        else:
            tensor = strata.from_numpy(indexes.copy())
            self._add(tensor, tensor.numpy())

    def _bool_scalar(self):
        value = self.rng.random() < 0.7
        self._add(self.rng.choice((value, np.bool_(value), np.array(value))))


def numpy_outcome(action):
    """(result, None) or (None, the exception NumPy 2 raises). NumPy 1.24 only warns about an
    out-of-range position in an empty selection; NumPy 2 raises IndexError."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        try:
            return action(), None
        except DeprecationWarning as warning:
            if "Out of bound index" not in str(warning):
                raise
            return None, IndexError(str(warning))
        except Exception as error:  # the class is compared
            return None, error


@needs_numpy
@needs_native
class RandomIndexExpressions(StrataTestCase):
    def setUp(self):
        super().setUp()
        self.rng = random.Random(SEED)
        self.mismatches = []

    def random_tensor(self):
        rng = self.rng
        shape = tuple(rng.choice((0, 1, 2, 3, 3, 4)) if rng.random() < 0.1
                      else rng.randint(1, 4) for _ in range(rng.randint(1, 4)))
        a = np.array([rng.randint(-20, 20) for _ in range(int(np.prod(shape)))],
                     rng.choice(DTYPES)).reshape(shape)
        return a, strata.from_numpy(a.copy())

    def record(self, kind, a, case, detail):
        self.mismatches.append("%s shape %s key %r: %s" % (kind, a.shape, case.numpy_key, detail))

    def same_exception(self, kind, a, case, expected, action):
        try:
            action()
        except Exception as error:
            if not isinstance(error, type(expected)):
                self.record(kind, a, case, "raised %r, NumPy %r" % (error, expected))
            return
        self.record(kind, a, case, "no exception, NumPy %r" % (expected,))

    def compare_arrays(self, kind, a, case, expected, tensor):
        if tensor.shape != expected.shape or tensor.dtype.name != expected.dtype.name:
            self.record(kind, a, case, "shape %s %s, NumPy %s %s" % (
                tensor.shape, tensor.dtype, expected.shape, expected.dtype))
        elif not np.array_equal(tensor.numpy().reshape(expected.shape), expected):
            self.record(kind, a, case, "values %s, NumPy %s" % (tensor.tolist(), expected.tolist()))

    def random_value(self, shape, dtype):
        """A value broadcastable to shape: a Python number, a NumPy array, a list or a tensor."""
        rng = self.rng
        if rng.random() < 0.3:
            return rng.randint(-9, 9) if dtype.startswith("int") else rng.randint(-9, 9) + 0.5
        shape = list(shape[rng.randint(0, len(shape)):]) if shape else []
        shape = [1 if rng.random() < 0.2 else n for n in shape]
        value = np.array([rng.randint(-9, 9) for _ in range(int(np.prod(shape)))],
                         dtype).reshape(shape)
        flavor = rng.random()
        if flavor < 0.5:
            return value
        if flavor < 0.75 and value.size:
            return value.tolist()
        return strata.from_numpy(value)

    def test_get(self):
        for _ in range(GET_CASES):
            a, t = self.random_tensor()
            case = Case(self.rng, a.shape)
            expected, error = numpy_outcome(lambda: a[case.numpy_key])
            if error is not None:
                self.same_exception("get", a, case, error, lambda: t[case.strata_key])
                continue
            try:
                got = t[case.strata_key]
            except Exception as e:
                self.record("get", a, case, "raised %r" % e)
                continue
            # Where NumPy gives a scalar, Strata gives a rank-0 tensor of its dtype and value.
            if not isinstance(got, strata.Tensor):
                self.record("get", a, case, "%r is not a tensor" % (got,))
            else:
                self.compare_arrays("get", a, case, np.asarray(expected), got)
        self.assertEqual(self.mismatches, [], "%d of %d cases differ" % (len(self.mismatches),
                                                                         GET_CASES))

    def check_assignment(self, kind, cases, op):
        for _ in range(cases):
            a, t = self.random_tensor()
            case = Case(self.rng, a.shape)
            indexed, error = numpy_outcome(lambda: a[case.numpy_key])
            shape = np.shape(indexed) if error is None else ()
            value = self.random_value(shape, a.dtype.name)
            numpy_value = value.numpy() if isinstance(value, strata.Tensor) else value
            expected = a.copy()
            _, error = numpy_outcome(lambda: op(expected, case.numpy_key, numpy_value))
            if error is not None:
                self.same_exception(kind, a, case, error, lambda: op(t, case.strata_key, value))
                continue
            try:
                op(t, case.strata_key, value)
            except Exception as e:
                self.record(kind, a, case, "raised %r" % e)
                continue
            self.compare_arrays(kind, a, case, expected, t)
        self.assertEqual(self.mismatches, [], "%d of %d cases differ" % (len(self.mismatches),
                                                                         cases))

    def test_set(self):
        def assign(target, key, value):
            target[key] = value
        self.check_assignment("set", SET_CASES, assign)

    def test_augmented_set(self):
        def add(target, key, value):
            target[key] += value
        self.check_assignment("add", AUGMENTED_CASES, add)


@needs_numpy
@needs_native
class ArrayIndexes(StrataTestCase):
    def test_an_integer_array_selects_positions(self):
        t = strata.array([10.0, 11.0, 12.0, 13.0])
        self.assertEqual(t[np.array([0, 2])].tolist(), [10.0, 12.0])
        one = t[np.array([1])]
        self.assertIsInstance(one, strata.Tensor)
        self.assertEqual((one.shape, one.tolist()), ((1,), [11.0]))
        self.assertEqual(t[np.array([1, 1, 1])].tolist(), [11.0] * 3)

    def test_numpy_integers_are_integers(self):
        t = strata.array([[1, 2], [3, 4]])
        self.assertEqual(t[np.int64(1), np.array(0)], 3)
        self.assertEqual(t[np.int32(-1)].tolist(), [3, 4])

    def test_zero_dimensional_bools_add_a_dimension(self):
        t = strata.array([1, 2, 3])
        self.assertEqual(t[np.array(True)].shape, (1, 3))
        self.assertEqual(t[np.bool_(False)].shape, (0, 3))

    def test_tensors_and_lists_are_advanced_indexes(self):
        t = strata.array([[1, 2, 3], [4, 5, 6]])
        rows = strata.array([1, 0], strata.int32)
        self.assertEqual(t[rows, [2, 2]].tolist(), [6, 3])
        self.assertEqual(t[strata.array([True, False]), 1:].tolist(), [[2, 3]])
        self.assertEqual(t[:, [[0], [2]]].shape, (2, 2, 1))

    def test_separated_advanced_indexes_go_first(self):
        a = np.arange(24).reshape(2, 3, 4)
        t = strata.from_numpy(a.copy())
        key = (np.array([0, 1]), slice(None), np.array([[3], [1]]))
        self.assertEqual(t[key].shape, a[key].shape)
        self.assertEqual(t[key].tolist(), a[key].tolist())

    def test_assignment_through_arrays(self):
        t = strata.array([0, 0, 0, 0])
        t[np.array([1, 1, 3])] = np.array([5, 6, 7])
        self.assertEqual(t.tolist(), [0, 6, 0, 7])
        t[np.array([True, False, False, True])] += 1
        self.assertEqual(t.tolist(), [1, 6, 0, 8])
        t[np.array([2, 2])] += 10  # read once, written twice: +10, as in NumPy
        self.assertEqual(t.tolist(), [1, 6, 10, 8])

    def test_lists_of_numpy_values_and_tuples_inside_a_key(self):
        t = strata.array([[1, 2, 3], [4, 5, 6]])
        self.assertEqual(t[[np.int64(1), 0]].tolist(), [[4, 5, 6], [1, 2, 3]])
        self.assertEqual(t[[np.True_, False]].tolist(), [[1, 2, 3]])
        self.assertEqual(t[(1, 0), ].tolist(), [[4, 5, 6], [1, 2, 3]])
        self.assertEqual(t[[True, 0]].tolist(), [[4, 5, 6], [1, 2, 3]])  # True counts as 1
        self.assertEqual(t[np.array([1, 0], ">i4")].tolist(), [[4, 5, 6], [1, 2, 3]])

    def test_an_integer_is_checked_when_nothing_is_selected(self):
        t = strata.zeros((2, 3))
        for key in ((np.array([], np.int64), 3), (False, 2), ([False, False], 7)):
            with self.subTest(key=key), self.assertRaises(IndexError):
                t[key]
            with self.subTest(key=key), self.assertRaises(IndexError):
                t[key] = 1.0

    def test_a_mask_with_an_empty_axis_fits_any_length(self):
        t = strata.zeros((2, 3))
        self.assertEqual(t[:, np.zeros(0, bool)].shape, (2, 0))
        self.assertEqual(t[np.zeros((2, 0), bool)].shape, (0,))
        t[..., strata.zeros((0,), strata.bool_)] = 1.0
        self.assertEqual(t.tolist(), [[0.0] * 3] * 2)
        with self.assertRaises(IndexError):
            t[np.zeros((3, 0), bool)]

    def test_huge_integers_and_slice_bounds(self):
        t = strata.array([1, 2, 3, 4])
        self.assertEqual(t[2**70:].tolist(), [])
        self.assertEqual(t[-2**70:2**70:2**65].tolist(), [1])
        self.assertEqual(t[::-2**70].tolist(), [4])
        for key in (2**63, -2**70, [2**64]):
            with self.subTest(key=key), self.assertRaises(IndexError):
                t[key]

    def test_value_errors_stay_value_errors(self):
        t = strata.array([1, 2, 3])
        with self.assertRaises(ValueError) as raised:
            t[[0, 1]] = [1, 2, 3]
        self.assertNotIsInstance(raised.exception, IndexError)

    def test_index_errors_are_index_errors(self):
        t = strata.array([1, 2, 3])
        for key in (np.array([3]), [0, -4], np.array([True, False]), np.array([0.0]), 1.5,
                    strata.array([0.0]), [1.0], np.float64(1.0), "1",
                    (np.array([0, 1]), np.array([0, 1, 2])), (Ellipsis, Ellipsis)):
            with self.subTest(key=key), self.assertRaises(IndexError):
                t[key]
            with self.subTest(key=key), self.assertRaises(IndexError):
                t[key] = 0


if __name__ == "__main__":
    unittest.main()
