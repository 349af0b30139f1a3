"""transpose, strides, astype to the same dtype, all/any, matmul (@) and dot, cumsum, clip, eye,
nbytes, the messages of refused operands and values, joins of mixed dtypes and unstack, each
checked against NumPy itself (PyTorch's Tensor.stride() for stride()): the same values, dtypes,
shapes and exception classes. NumPy 1.24 gives NumPy 2's rules for Python scalars under
numpy._set_promotion_state("weak"), which this module switches on."""

import itertools
import random
import unittest
import warnings

import numpy as np

import strata
from support import StrataTestCase

try:
    import torch
except ImportError:  # the PyTorch comparison skips itself
    torch = None

NUMPY_DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                "uint64", "float16", "float32", "float64", "complex64", "complex128")
BUILTIN_ERRORS = (TypeError, IndexError, OverflowError, ValueError)


def setUpModule():
    np._set_promotion_state("weak")


def tearDownModule():
    np._set_promotion_state("legacy")


def numpy_values(rng, dtype, shape):
    """A NumPy array of dtype and shape with small values (zeros among them)."""
    count = int(np.prod(shape))
    kind = np.dtype(dtype).kind
    if kind == "b":
        return np.array([rng.random() < 0.5 for _ in range(count)], dtype).reshape(shape)
    low = 0 if kind == "u" else -4
    values = [rng.randint(low, 4) for _ in range(count)]
    if kind == "c":
        values = [complex(v, rng.randint(-2, 2)) for v in values]
    return np.array(values, dtype).reshape(shape)


class NumPyComparison(StrataTestCase):
    def assertSameArray(self, result, expected, exact=True):
        """result, a Tensor (rank 0 where NumPy gives a scalar), holds expected's values, dtype
        and shape."""
        self.assertIsInstance(result, strata.Tensor)
        got = np.asarray(result)
        self.assertEqual(got.dtype, expected.dtype)
        self.assertEqual(got.shape, expected.shape)
        if exact:
            np.testing.assert_array_equal(got, expected)
        else:
            np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-6)

    def assertRaisesAsNumPy(self, strata_call, numpy_call):
        """Both calls raise, and the Strata exception is an instance of each built-in class the
        NumPy exception is (numpy.AxisError: ValueError and IndexError); returns it."""
        try:
            numpy_call()
        except Exception as error:
            expected = tuple(c for c in BUILTIN_ERRORS if isinstance(error, c))
        else:
            self.fail("NumPy accepted the call")
        self.assertTrue(expected)
        with self.assertRaises(Exception) as raised:
            strata_call()
        for cls in expected:
            self.assertIsInstance(raised.exception, cls, str(raised.exception))
        return raised.exception


class Transpose(NumPyComparison):
    SHAPES = ((3,), (2, 3), (2, 3, 4), (2, 1, 3, 2))

    def test_no_axes_reverses_every_axis_as_numpy(self):
        for shape in self.SHAPES:
            a = np.arange(int(np.prod(shape))).reshape(shape)
            t = strata.array(a)
            with self.subTest(shape=shape):
                self.assertSameArray(t.transpose(), a.transpose())
                self.assertSameArray(t.transpose(None), a.transpose(None))
                self.assertSameArray(t.T, a.T)
        self.assertRaisesAsNumPy(lambda: strata.ones((2, 3)).transpose(()),
                                 lambda: np.ones((2, 3)).transpose(()))

    def test_axes_as_arguments_tuple_or_list_with_negative_axes(self):
        for shape in self.SHAPES:
            a = np.arange(int(np.prod(shape))).reshape(shape)
            t = strata.array(a)
            for axes in itertools.permutations(range(len(shape))):
                negative = tuple(x - len(shape) if x % 2 else x for x in axes)
                for given in (axes, negative):
                    with self.subTest(shape=shape, axes=given):
                        expected = a.transpose(given)
                        self.assertSameArray(t.transpose(*given), expected)
                        self.assertSameArray(t.transpose(given), expected)
                        self.assertSameArray(t.transpose(list(given)), expected)
                        view = t.transpose(given)
                        self.assertEqual(view.data_ptr, t.data_ptr)  # a view, as NumPy's

    def test_bad_axes_raise_numpy_classes_and_change_nothing(self):
        a = np.arange(24).reshape(2, 3, 4)
        t = strata.array(a)
        for axes in ((0, 1), (0, 1, 2, 0), (0, 0, 1), (0, 1, 3), (0, 1, -4), (0.5, 1, 2),
                     ("0", 1, 2)):
            with self.subTest(axes=axes):
                self.assertRaisesAsNumPy(lambda: t.transpose(*axes), lambda: a.transpose(*axes))
                self.assertRaisesAsNumPy(lambda: t.transpose(axes), lambda: a.transpose(axes))
        error = self.assertRaisesAsNumPy(lambda: t.transpose(0, 1), lambda: a.transpose(0, 1))
        self.assertIn("axes don't match array", str(error))
        self.assertIsInstance(self.assertRaisesAsNumPy(lambda: t.transpose(0, 1, 5),
                                                       lambda: a.transpose(0, 1, 5)),
                              strata.AxisError)
        self.assertEqual((t.shape, t.tolist()), (a.shape, a.tolist()))

    def test_mT_swaps_the_last_two_axes(self):
        a = np.arange(24).reshape(2, 3, 4)
        self.assertSameArray(strata.array(a).mT, np.swapaxes(a, -1, -2))
        with self.assertRaises(ValueError):
            strata.array([1, 2]).mT


class Strides(NumPyComparison):
    def views(self, dtype):
        """(description, NumPy array, the same view of a Strata tensor) with every length
        above 1 (Strata gives length-1 dimensions stride 0)."""
        a = np.zeros((4, 6, 5), dtype)
        t = strata.zeros((4, 6, 5), dtype)
        yield "dense", a, t
        yield "stepped", a[:, ::2, 1:], t[:, ::2, 1:]
        yield "transposed", a.transpose(2, 0, 1), t.transpose(2, 0, 1)
        yield "T", a.T, t.T
        yield "row", a[1], t[1]
        yield "diagonal", a[0].diagonal(), t[0].diagonal()

    def test_strides_are_numpys_byte_strides(self):
        for dtype in NUMPY_DTYPES:
            for name, a, t in self.views(dtype):
                with self.subTest(dtype=dtype, view=name):
                    self.assertEqual(t.strides, a.strides)
                    self.assertEqual(np.asarray(t).strides, a.strides)

    def test_stride_gives_element_strides_and_one_dimension(self):
        for dtype in ("int8", "float64", "complex128"):
            for name, a, t in self.views(dtype):
                elements = tuple(s // a.itemsize for s in a.strides)
                with self.subTest(dtype=dtype, view=name):
                    self.assertEqual(t.stride(), elements)
                    for d in range(-t.ndim, t.ndim):
                        self.assertEqual(t.stride(d), elements[d])
                    for d in (t.ndim, -t.ndim - 1):
                        with self.assertRaises(IndexError):
                            t.stride(d)
                    with self.assertRaises(TypeError):
                        t.stride(0.0)

    @unittest.skipIf(torch is None, "python3-torch is not installed")
    def test_stride_matches_pytorch(self):
        base = torch.zeros((4, 6, 5))
        t = strata.zeros((4, 6, 5), strata.float32)
        for name, p, s in (("dense", base, t), ("permuted", base.permute(2, 0, 1),
                                                 t.transpose(2, 0, 1)),
                           ("narrowed", base[:, ::2], t[:, ::2])):
            with self.subTest(view=name):
                self.assertEqual(s.stride(), p.stride())
                self.assertEqual(s.stride(-1), p.stride(-1))

    def test_strides_cannot_be_set_and_element_access_keeps_working(self):
        a = np.arange(60.0).reshape(3, 4, 5)
        t = strata.array(a)
        with self.assertRaises(AttributeError):
            t.strides = (1, 1, 1)
        view, expected = t[:, ::2, 1:].transpose(), a[:, ::2, 1:].transpose()
        self.assertEqual(view.strides, expected.strides)
        for index in itertools.product(*map(range, expected.shape)):
            self.assertEqual(view[index], expected[index])
        view[1, 0, 2] = -1.0
        self.assertEqual(t[2, 0, 2], -1.0)


class AsTypeToTheSameDType(NumPyComparison):
    def test_every_dtype_gives_a_copy(self):
        rng = random.Random(3)
        for dtype in NUMPY_DTYPES:
            a = numpy_values(rng, dtype, (3, 4))
            t = strata.array(a)[:, 1:]
            expected = a[:, 1:].astype(a.dtype)
            with self.subTest(dtype=dtype):
                copy = t.astype(t.dtype)
                self.assertSameArray(copy, expected)
                self.assertNotEqual(copy.data_ptr, t.data_ptr)
                self.assertTrue(copy.is_contiguous())
                copy[0, 0] = 1
                self.assertSameArray(t, a[:, 1:])
                self.assertIs(t.astype(t.dtype, copy=False), t)
                self.assertIsNot(t.astype(dtype), t)
        # bfloat16 (no NumPy dtype) and records too.
        t = strata.array([1.5, -2.0, 0.0], strata.bfloat16)
        copy = t.astype(strata.bfloat16)
        self.assertEqual((copy.tolist(), copy.dtype), (t.tolist(), strata.bfloat16))
        self.assertNotEqual(copy.data_ptr, t.data_ptr)
        records = np.array([(1, 2.0), (3, 4.0)], [("x", "i4"), ("y", "f8")])
        r = strata.from_numpy(records)
        copy = r.astype(r.dtype)
        self.assertNotEqual(copy.data_ptr, r.data_ptr)
        self.assertEqual(np.asarray(copy).tolist(), records.astype(records.dtype).tolist())


class Truth(NumPyComparison):
    def test_all_and_any_match_numpy(self):
        rng = random.Random(5)
        arrays = [numpy_values(rng, dtype, (3, 4, 2)) for dtype in NUMPY_DTYPES]
        arrays += [np.array([[np.nan, 0.0], [1.0, -0.0]]), np.ones((2, 3)),
                   np.zeros((0, 3)), np.zeros((2, 0), "bool")]
        for a in arrays:
            t = strata.array(a)
            axes = [None] + list(range(-a.ndim, a.ndim)) + [(0, a.ndim - 1)]
            for op, axis, keepdims in itertools.product(("all", "any"), axes, (False, True)):
                with self.subTest(dtype=a.dtype, shape=a.shape, op=op, axis=axis,
                                  keepdims=keepdims):
                    expected = getattr(a, op)(axis=axis, keepdims=keepdims)
                    result = getattr(t, op)(axis=axis, keepdims=keepdims)
                    self.assertSameArray(result, expected)

    def test_out_and_bad_axes(self):
        a = np.array([[1, 0, 2], [3, 4, 5]])
        t = strata.array(a)
        out = strata.zeros(3, strata.bool_)
        self.assertIs(t.all(axis=0, out=out), out)
        self.assertSameArray(out, a.all(axis=0))
        for op in ("all", "any"):
            self.assertRaisesAsNumPy(lambda: getattr(t, op)(axis=2),
                                     lambda: getattr(a, op)(axis=2))


class MatMul(NumPyComparison):
    PAIRS = (((3,), (3,)), ((2, 3), (3,)), ((3,), (3, 4)), ((2, 3), (3, 4)),
             ((5, 2, 3), (3, 4)), ((2, 3), (5, 3, 4)), ((2, 1, 2, 3), (4, 3, 2)),
             ((0, 3), (3, 2)), ((2, 0), (0, 3)), ((1, 2, 3), (1, 3, 1)))

    def test_matmul_operator_and_method_match_numpy(self):
        rng = random.Random(9)
        for (x_shape, y_shape), (x_dtype, y_dtype) in itertools.product(
                self.PAIRS, (("int64", "int64"), ("float32", "float32"), ("int8", "float64"),
                             ("bool", "bool"), ("int16", "uint8"), ("complex64", "float32"))):
            a, b = numpy_values(rng, x_dtype, x_shape), numpy_values(rng, y_dtype, y_shape)
            x, y = strata.array(a), strata.array(b)
            exact = np.dtype(x_dtype).kind in "biu" and np.dtype(y_dtype).kind in "biu"
            with self.subTest(shapes=(x_shape, y_shape), dtypes=(x_dtype, y_dtype)):
                expected = a @ b
                self.assertSameArray(x @ y, expected, exact)
                self.assertSameArray(x.matmul(y), expected, exact)
                if a.size and b.size:  # lists of the values, converted as NumPy does
                    self.assertSameArray(x @ b.tolist(), a @ np.array(b.tolist()), exact)
                    self.assertSameArray(a.tolist() @ y, np.array(a.tolist()) @ b, exact)

    def test_in_place_matmul_writes_into_the_left_operand(self):
        a, b = np.arange(6.0).reshape(2, 3), np.arange(9.0).reshape(3, 3)
        t = strata.array(a)
        data = t.data_ptr
        t @= strata.array(b)
        a = a @ b  # NumPy 2's a @= b (NumPy 1.24 has no in-place matmul)
        self.assertSameArray(t, a)
        self.assertEqual(t.data_ptr, data)
        with self.assertRaises(ValueError):
            t @= strata.ones((3, 2))
        self.assertSameArray(t, a)

    def test_matmul_errors_as_numpy(self):
        a, b = np.ones((2, 3)), np.ones((2, 2))
        x, y = strata.array(a), strata.array(b)
        for strata_call, numpy_call in (
                (lambda: x @ y, lambda: a @ b),
                (lambda: x @ 3, lambda: a @ 3),
                (lambda: 3 @ x, lambda: 3 @ a),
                (lambda: x @ "x", lambda: a @ "x"),
                (lambda: strata.ones((2, 2, 3)) @ strata.ones((3, 3, 2)),
                 lambda: np.ones((2, 2, 3)) @ np.ones((3, 3, 2)))):
            self.assertRaisesAsNumPy(strata_call, numpy_call)
        self.assertSameArray(x, a)

    def test_dot_matches_numpy(self):
        rng = random.Random(11)
        shapes = self.PAIRS[:5] + (((2, 3, 4), (5, 4, 2)), ((4,), (2, 4, 3)),
                                   ((2, 3, 4), (4,)))
        for (x_shape, y_shape), dtype in itertools.product(shapes, ("int32", "float64")):
            a, b = numpy_values(rng, dtype, x_shape), numpy_values(rng, dtype, y_shape)
            with self.subTest(shapes=(x_shape, y_shape), dtype=dtype):
                self.assertSameArray(strata.array(a).dot(strata.array(b)), a.dot(b),
                                     dtype == "int32")
        m = np.arange(6.0).reshape(2, 3)
        self.assertSameArray(strata.array(m).dot(strata.array(m).T), m.dot(m.T))
        self.assertSameArray(strata.array(m).dot(2), m.dot(2))
        for x_shape, y_shape in (((2, 3), (2, 3)), ((3,), (4,)), ((3,), (2, 2))):
            a, b = np.ones(x_shape), np.ones(y_shape)
            error = self.assertRaisesAsNumPy(lambda: strata.array(a).dot(strata.array(b)),
                                             lambda: a.dot(b))
            self.assertIn("not aligned", str(error))


class CumSum(NumPyComparison):
    def test_cumsum_matches_numpy(self):
        rng = random.Random(13)
        for dtype in NUMPY_DTYPES:
            a = numpy_values(rng, dtype, (3, 5, 4))
            t = strata.array(a)
            for axis in (None, 0, 1, 2, -1):
                with self.subTest(dtype=dtype, axis=axis):
                    self.assertSameArray(t.cumsum(axis), a.cumsum(axis))
                    self.assertSameArray(t.cumsum(axis=axis, dtype=strata.float64),
                                         a.cumsum(axis=axis, dtype="float64"))
        long = np.arange(1, 1001) % 7
        self.assertSameArray(strata.array(long).cumsum(), long.cumsum())
        self.assertSameArray(strata.array(np.zeros((0, 3))).cumsum(0), np.zeros((0, 3)).cumsum(0))
        values = np.linspace(-1, 1, 37, dtype="float32")
        self.assertSameArray(strata.array(values).cumsum(), values.cumsum(), exact=False)

    def test_out_and_bad_axis(self):
        a = np.arange(6).reshape(2, 3)
        t = strata.array(a)
        out = strata.zeros((2, 3), strata.float64)
        self.assertIs(t.cumsum(1, out=out), out)
        self.assertSameArray(out, a.cumsum(1, out=np.zeros((2, 3))))
        self.assertRaisesAsNumPy(lambda: t.cumsum(2), lambda: a.cumsum(2))
        self.assertSameArray(t, a)


class Clip(NumPyComparison):
    def test_clip_matches_numpy(self):
        rng = random.Random(17)
        bounds = ((-1, 2), (0, None), (None, 1), (1.5, 2.5), (3, 1), (-2, -2),
                  (np.array([0, 1, 2, 0]), 2), (-1, np.array([3, 2, 1, 0])))
        for dtype in ("int8", "int64", "uint16", "float32", "float64", "bool"):
            a = numpy_values(rng, dtype, (3, 4))
            if dtype == "float64":
                a[0, 0] = np.nan
            t = strata.array(a)
            for low, high in bounds:
                if dtype in ("bool", "uint16") and not isinstance(low, np.ndarray) and (
                        low is not None and low < 0):
                    continue  # NumPy itself refuses a negative Python int for these
                with self.subTest(dtype=dtype, low=low, high=high):
                    expected = a.clip(low, high)
                    given = [strata.array(v) if isinstance(v, np.ndarray) else v
                             for v in (low, high)]
                    self.assertSameArray(t.clip(*given), expected)
                    self.assertSameArray(t.clip(min=given[0], max=given[1]), expected)
        self.assertRaisesAsNumPy(lambda: strata.ones(3).clip(), lambda: np.ones(3).clip())
        # A NaN bound gives NaN everywhere, as NumPy 2 (and NumPy 1.24 for array bounds).
        a = np.array([1.0, np.nan, -2.0])
        self.assertSameArray(strata.array(a).clip(strata.array([np.nan]), 1),
                             a.clip(np.array([np.nan]), 1))
        self.assertSameArray(strata.array(a).clip(float("nan"), 1),
                             a.clip(np.array([np.nan]), 1))

    def test_out(self):
        a = np.arange(6.0)
        out = strata.zeros(6)
        self.assertIs(strata.array(a).clip(1, 4, out=out), out)
        self.assertSameArray(out, a.clip(1, 4))


class EyeAndNBytes(NumPyComparison):
    def test_eye_matches_numpy(self):
        for n, m, k, dtype in itertools.product((0, 1, 3), (None, 0, 2, 5), (-4, -1, 0, 1, 3),
                                                ("float64", "int32", "bool", "complex64")):
            with self.subTest(n=n, m=m, k=k, dtype=dtype):
                self.assertSameArray(strata.eye(n, m, k, dtype), np.eye(n, m, k, dtype))
        self.assertSameArray(strata.eye(3), np.eye(3))
        self.assertSameArray(strata.eye(2, k=1, M=3), np.eye(2, k=1, M=3))
        self.assertRaisesAsNumPy(lambda: strata.eye(-1), lambda: np.eye(-1))

    def test_nbytes_matches_numpy(self):
        for dtype in NUMPY_DTYPES:
            a = np.zeros((4, 6), dtype)
            t = strata.zeros((4, 6), dtype)
            for view in (slice(None), (slice(None), slice(None, None, 2)), (slice(0, 0),)):
                with self.subTest(dtype=dtype, view=view):
                    self.assertEqual(t[view].nbytes, a[view].nbytes)


class RefusedOperands(NumPyComparison):
    def test_a_non_numeric_operand_is_a_type_error_naming_it(self):
        a = np.array([1, 2])
        t = strata.array(a)
        for value in ("x", None, ["a", "b"], object()):
            for strata_call, numpy_call in ((lambda: t + value, lambda: a + value),
                                            (lambda: value + t, lambda: value + a),
                                            (lambda: t * value, lambda: a * value),
                                            (lambda: t.add(value), lambda: np.add(a, value))):
                with self.subTest(value=value):
                    error = self.assertRaisesAsNumPy(strata_call, numpy_call)
                    self.assertIn("int64", str(error))
                    self.assertNotIn("float64", str(error))
                    self.assertIn(type(value).__name__, str(error))
        error = self.assertRaisesAsNumPy(lambda: t + "x", lambda: a + "x")
        self.assertIn("'x'", str(error))
        self.assertIn("+", str(error))
        self.assertSameArray(t, a)

    def test_a_float_out_of_an_integer_range_is_named_as_a_float(self):
        for dtype in ("int8", "int32", "int64"):
            a = np.zeros(3, dtype)
            t = strata.zeros(3, dtype)
            for value in (1e20, -1e20, float("inf"), float("nan"), np.float64(1e20)):
                with self.subTest(dtype=dtype, value=value):
                    def assign_numpy():
                        a[0] = value

                    def assign_strata():
                        t[0] = value

                    error = self.assertRaisesAsNumPy(assign_strata, assign_numpy)
                    self.assertIn(dtype, str(error))
                    self.assertIn("float", str(error))
                    self.assertNotIn("integer %d" % int(value) if abs(value) < 1e300 else
                                     "Python integer", str(error))
                    self.assertEqual(t.tolist(), [0, 0, 0])
        with self.assertRaises(OverflowError) as raised:
            strata.zeros(3, strata.int32)[0] = 3e9
        self.assertIn("Python float 3000000000.0", str(raised.exception))
        with self.assertRaises(OverflowError) as raised:
            strata.zeros(3, strata.int8)[0] = 1000
        self.assertIn("Python integer 1000 out of bounds for int8", str(raised.exception))
        with self.assertRaises(OverflowError) as raised:
            strata.zeros(3, strata.int16)[0] = np.float64(1e10)
        self.assertIn("numpy.float64 10000000000.0 out of bounds for int16",
                      str(raised.exception))


class Joins(NumPyComparison):
    def test_mixed_dtypes_promote_as_numpy(self):
        rng = random.Random(19)
        for dtypes in itertools.chain(itertools.product(NUMPY_DTYPES, repeat=2),
                                      [("int8", "uint8", "float16"), ("uint8", "int8", "bool"),
                                       ("int16", "float16", "uint32"),
                                       ("complex64", "int64", "float32")]):
            arrays = [numpy_values(rng, dtype, (2, 3)) for dtype in dtypes]
            tensors = [strata.array(a) for a in arrays]
            with self.subTest(dtypes=dtypes):
                self.assertSameArray(strata.concatenate(tensors), np.concatenate(arrays))
                self.assertSameArray(strata.concatenate(tensors, 1),
                                     np.concatenate(arrays, 1))
                self.assertSameArray(strata.stack(tensors), np.stack(arrays))
                self.assertSameArray(strata.stack(tensors, 2), np.stack(arrays, 2))
                self.assertEqual(np.dtype(strata.result_type(*tensors)),
                                 np.result_type(*arrays))

    def test_out_casts_under_same_kind(self):
        a, b = np.array([1, 2], "int8"), np.array([3, 4], "int32")
        out = strata.zeros(4, strata.float32)
        result = strata.concatenate([strata.array(a), strata.array(b)], out=out)
        self.assertIs(result, out)
        self.assertSameArray(out, np.concatenate([a, b], out=np.zeros(4, "float32")))
        self.assertRaisesAsNumPy(
            lambda: strata.concatenate([strata.array([1.5]), strata.array(a)],
                                       out=strata.zeros(3, strata.int64)),
            lambda: np.concatenate([np.array([1.5]), a], out=np.zeros(3, "int64")))

    def test_unstack_returns_a_tuple_of_views(self):
        a = np.arange(24).reshape(2, 3, 4)
        t = strata.array(a)
        for axis in (0, 1, 2, -1):
            expected = (np.unstack(a, axis=axis) if hasattr(np, "unstack")
                        else tuple(np.moveaxis(a, axis, 0)))
            with self.subTest(axis=axis):
                pieces = strata.unstack(t, axis=axis)
                self.assertIsInstance(pieces, tuple)
                self.assertEqual(len(pieces), len(expected))
                for piece, array in zip(pieces, expected):
                    self.assertSameArray(piece, array)
        self.assertRaisesAsNumPy(lambda: strata.unstack(t, axis=3),
                                 lambda: np.moveaxis(a, 3, 0))


class NumPyIntegerScalars(NumPyComparison):
    def test_they_wrap_into_integer_dtypes_as_numpy_casts_them(self):
        # Every way of writing one scalar (fill, an element, a slice) agrees with NumPy's.
        values = (np.int64(40000), np.int64(-1), np.int8(-5), np.uint32(2**32 - 1),
                  np.uint16(65535))
        writes = {"fill": lambda x, v: x.fill(v), "element": lambda x, v: x.__setitem__(1, v),
                  "slice": lambda x, v: x.__setitem__(slice(None), v)}
        for dtype in ("int8", "int16", "uint8", "int32", "uint32", "int64", "uint64"):
            for value, (how, write) in itertools.product(values, writes.items()):
                with self.subTest(dtype=dtype, value=repr(value), write=how):
                    a, t = np.zeros(3, dtype), strata.zeros((3,), dtype)
                    write(a, value)
                    write(t, value)
                    self.assertSameArray(t, a)


class ArrayOfTypedMembers(NumPyComparison):
    def test_members_with_a_dtype_decide_the_dtype_as_in_numpy(self):
        f32, i8 = np.array([3.0, 1.0], np.float32), np.array([1, 2], np.int8)
        t32, t8 = strata.from_numpy(f32.copy()), strata.from_numpy(i8.copy())
        cases = {
            "rank-0 float32 reads": ([t32[0], t32[1]], [f32[0], f32[1]]),
            "float32 and a Python float": ([t32[0], 2.5], [f32[0], 2.5]),
            "int8 and a Python int": ([t8[0], 1], [i8[0], 1]),
            "int8 and float32": ([t8[0], t32[0]], [i8[0], f32[0]]),
            "int8 and a bool": ([[t8[0]], [True]], [[i8[0]], [True]]),
            "float32 vectors": ([t32, t32], [f32, f32]),
            "NumPy scalars": ([np.float32(1), np.float32(2)], [np.float32(1), np.float32(2)]),
            "Python numbers": ([1, 2.5j], [1, 2.5j]),
        }
        for name, (members, numpy_members) in cases.items():
            with self.subTest(case=name):
                self.assertSameArray(strata.array(members), np.array(numpy_members))


class StandardDeviation(NumPyComparison):
    def test_any_ddof_matches_numpy(self):
        rng = np.random.default_rng(31)
        for name in ("float32", "float64", "int16", "uint8", "bool", "complex64", "complex128"):
            a = rng.standard_normal((3, 4, 5)) * 3
            a = (a > 0) if name == "bool" else a.astype(name) if "complex" not in name else (
                (a + 1j * rng.standard_normal((3, 4, 5))).astype(name))
            t = strata.from_numpy(a.copy())
            single = name in ("float32", "complex64")
            for axis, ddof, keepdims in itertools.product((None, 0, (1, 2), -1), (0, 1, 2, 0.5),
                                                          (False, True)):
                with self.subTest(dtype=name, axis=axis, ddof=ddof, keepdims=keepdims):
                    expected = a.std(axis=axis, ddof=ddof, keepdims=keepdims)
                    result = np.asarray(t.std(axis=axis, ddof=ddof, keepdims=keepdims))
                    self.assertEqual((result.dtype, result.shape),
                                     (expected.dtype, np.shape(expected)))
                    np.testing.assert_allclose(result, expected,
                                               rtol=3e-6 if single else 1e-13)

    def test_a_complex_dtype_of_a_real_tensor_gives_a_complex_deviation_as_numpy(self):
        r = np.arange(6, dtype=np.float32).reshape(2, 3)
        for ddof in (0, 1):
            with self.subTest(ddof=ddof):
                expected = r.std(dtype=np.complex64, ddof=ddof)
                result = np.asarray(strata.from_numpy(r).std(dtype=strata.complex64, ddof=ddof))
                self.assertEqual(result.dtype, expected.dtype)
                np.testing.assert_allclose(result, expected, rtol=3e-6)

    def test_no_degrees_of_freedom_warns_and_gives_nan_or_inf(self):
        for values, ddof in (([1.0], 1), ([1.0, 2.0], 3), ([], 1)):
            with self.subTest(values=values, ddof=ddof):
                with self.assertWarns(RuntimeWarning):
                    result = strata.array(values).std(ddof=ddof)
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", RuntimeWarning)
                    expected = np.array(values).std(ddof=ddof)
                np.testing.assert_array_equal(np.asarray(result), expected)

    def test_out_receives_the_deviation(self):
        a = np.arange(12.0).reshape(3, 4)
        out = strata.zeros((4,))
        self.assertIs(strata.from_numpy(a).std(axis=0, ddof=1, out=out), out)
        np.testing.assert_allclose(np.asarray(out), a.std(axis=0, ddof=1), rtol=1e-15)


class Shifts(NumPyComparison):
    def test_counts_outside_the_width_shift_every_bit_out(self):
        for name in ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64"):
            a = np.array([3, -3, 0, 100] if name[0] == "i" else [3, 250, 0, 100], name)
            t = strata.from_numpy(a.copy())
            limits = np.iinfo(name)
            for count in (-1, 0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 300):
                for op in ("<<", ">>"):
                    with self.subTest(dtype=name, count=count, op=op):
                        shift = (lambda x: x << count) if op == "<<" else (lambda x: x >> count)
                        if not limits.min <= count <= limits.max:
                            # NumPy 2: a weak Python integer the dtype cannot hold.
                            with self.assertRaises(OverflowError):
                                shift(t)
                            continue
                        self.assertSameArray(shift(t), shift(a))


class NumPyEdgeRules(NumPyComparison):
    def test_abs_wraps_the_most_negative_integer(self):
        for name in ("int8", "int16", "int32", "int64"):
            a = np.array([np.iinfo(name).min, -5, 0, 7], name)
            with self.subTest(dtype=name):
                self.assertSameArray(abs(strata.from_numpy(a.copy())), np.abs(a))
                out = strata.zeros((4,), name)
                self.assertIs(strata.from_numpy(a.copy()).abs(out=out), out)
                self.assertSameArray(out, np.abs(a))

    def test_complex_round_rounds_each_part(self):
        c = np.array([1.25 + 2.5j, 0.5 - 1.5j, 2.675 - 0.125j, -3.5 + 4.5j])
        for name in ("complex64", "complex128"):
            for decimals in (0, 1, 2):
                with self.subTest(dtype=name, decimals=decimals):
                    a = c.astype(name)
                    self.assertSameArray(strata.from_numpy(a.copy()).round(decimals),
                                         np.round(a, decimals))

    def test_complex_exp2_is_exp_of_z_ln2(self):
        z = np.array([0j, 1 + 1j, -2.5 + 0.75j, 10 - 3j, 1j * np.pi / np.log(2)])
        for name in ("complex64", "complex128"):
            with self.subTest(dtype=name):
                a = z.astype(name)
                result = strata.from_numpy(a.copy()).exp2()
                self.assertEqual(np.asarray(result).dtype, np.exp2(a).dtype)
                np.testing.assert_allclose(np.asarray(result), np.exp2(a.astype(np.complex128)),
                                           rtol=4 * np.finfo(a.real.dtype).eps, atol=1e-6)
                out = strata.zeros((5,), name)
                self.assertIs(strata.from_numpy(a.copy()).exp2(out=out), out)

    def test_squeeze_of_axis_0_keeps_a_rank_zero_tensor(self):
        self.assertSameArray(strata.array(5).squeeze(0), np.array(5).squeeze(axis=0))

    def test_joins_count_negative_axes_from_the_back_and_none_flattens(self):
        a, b = np.arange(6.0).reshape(2, 3), np.ones((2, 1))
        t, u = strata.from_numpy(a), strata.from_numpy(b)
        self.assertSameArray(strata.concatenate([t, u], -1), np.concatenate([a, b], axis=-1))
        self.assertSameArray(strata.concatenate([t, t], -2), np.concatenate([a, a], axis=-2))
        self.assertSameArray(strata.concatenate([t, u], None), np.concatenate([a, b], axis=None))
        for axis in (-1, -2, -3, 0, 2):
            with self.subTest(axis=axis):
                self.assertSameArray(strata.stack([t, t], axis), np.stack([a, a], axis=axis))
        # One tensor joins too (a new tensor); none is a ValueError, as NumPy's.
        self.assertSameArray(strata.concatenate([t]), np.concatenate([a]))
        self.assertSameArray(strata.concatenate([t], None), np.concatenate([a], axis=None))
        self.assertSameArray(strata.stack([t], -1), np.stack([a], axis=-1))
        self.assertFalse(np.shares_memory(np.asarray(strata.concatenate([t])), a))
        out = strata.zeros((1, 2, 3))
        self.assertIs(strata.stack([t], out=out), out)
        self.assertSameArray(out, np.stack([a]))
        for join in (strata.concatenate, strata.stack):
            with self.subTest(join=join.__name__):
                with self.assertRaises(ValueError):
                    join([])
        with self.assertRaises(ValueError):
            strata.concatenate([strata.array(1)])
        for join, axis in ((strata.concatenate, -3), (strata.concatenate, 2),
                           (strata.stack, -4), (strata.stack, 3)):
            with self.subTest(join=join.__name__, axis=axis):
                with self.assertRaises(np.AxisError if hasattr(np, "AxisError") else IndexError):
                    (np.concatenate if join is strata.concatenate else np.stack)([a, a], axis)
                with self.assertRaises(IndexError):
                    join([t, t], axis)


if __name__ == "__main__":
    unittest.main()
