"""Operators, type promotion, reductions, constructors, dtypes and text forms follow NumPy 2,
asked through NumPy itself: NumPy 1.24 gives NumPy 2's rules for Python scalars (NEP 50) under
numpy._set_promotion_state("weak"), which this module switches on."""

import itertools
import operator
import random
import unittest

import numpy as np

import strata
from support import StrataTestCase

NUMPY_DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                "uint64", "float16", "float32", "float64")


def setUpModule():
    np._set_promotion_state("weak")


def tearDownModule():
    np._set_promotion_state("legacy")


def random_values(rng, dtype, count, nonzero=False, small=False):
    """NumPy values of dtype that every operator takes without overflow concerns."""
    if dtype == "bool":
        values = [rng.random() < 0.5 for _ in range(count)]
        if nonzero:
            values = [True] * count
        return np.array(values, dtype)
    kind = np.dtype(dtype).kind
    if kind == "f":
        values = [round(rng.uniform(-6, 6), 2) for _ in range(count)]
        if nonzero:
            values = [v if v != 0 else 1.5 for v in values]
        return np.array(values, dtype)
    low = 0 if kind == "u" else (-3 if small else -9)
    high = 3 if small else 9
    values = [rng.randint(low, high) for _ in range(count)]
    if nonzero:
        values = [v if v != 0 else 1 for v in values]
    return np.array(values, dtype)


def assert_same(test, actual, expected, context):
    """actual (a strata.Tensor) has expected's (a NumPy array's) dtype, shape and values."""
    test.assertIsInstance(actual, strata.Tensor, context)
    test.assertEqual(np.dtype(actual.dtype), expected.dtype, context)
    test.assertEqual(actual.shape, expected.shape, context)
    np.testing.assert_allclose(np.asarray(actual).astype(np.float64),
                               expected.astype(np.float64), rtol=2e-3, atol=1e-6,
                               err_msg=str(context))


BINARY_OPERATORS = {
    "+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
    "//": operator.floordiv, "%": operator.mod, "**": operator.pow, "&": operator.and_,
    "|": operator.or_, "^": operator.xor, "==": operator.eq, "!=": operator.ne,
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
}


def numpy_outcome(function, *operands):
    """(result, None) or (None, the built-in class of its exception) of a NumPy expression
    (NumPy's own classes, such as UFuncTypeError, derive from the built-in ones)."""
    try:
        with np.errstate(all="ignore"):
            return function(*operands), None
    except Exception as error:  # the built-in class is compared with Strata's
        builtin = next(c for c in type(error).__mro__ if c.__module__ == "builtins")
        return None, builtin


class Promotion(StrataTestCase):
    def test_result_type_of_every_dtype_pair_matches_numpy(self):
        for a, b in itertools.product(NUMPY_DTYPES, repeat=2):
            expected = np.result_type(np.dtype(a), np.dtype(b))
            self.assertEqual(np.dtype(strata.result_type(a, b)), expected, (a, b))

    def test_same_kind_casting_matches_numpy(self):
        for a, b in itertools.product(NUMPY_DTYPES, repeat=2):
            self.assertEqual(strata.can_cast(a, b), np.can_cast(a, b, "same_kind"), (a, b))

    def test_bfloat16_ranks_with_float16(self):
        self.assertEqual(strata.result_type("bfloat16", "float16"), strata.float32)
        self.assertEqual(strata.result_type("bfloat16", "int8"), strata.bfloat16)
        self.assertEqual(strata.result_type("bfloat16", "uint16"), strata.float32)
        self.assertEqual(strata.result_type("bfloat16", "float64"), strata.float64)


class Operators(StrataTestCase):
    def check_binary(self, symbol, x, y, tensor_x, tensor_y):
        function = BINARY_OPERATORS[symbol]
        expected, error = numpy_outcome(function, x, y)
        context = (symbol, getattr(x, "dtype", x), getattr(y, "dtype", y))
        if error is not None:
            with self.assertRaises(error, msg=context):
                function(tensor_x, tensor_y)
            return
        assert_same(self, function(tensor_x, tensor_y), np.asarray(expected), context)

    def test_tensor_with_tensor_matches_numpy_for_every_dtype_pair(self):
        rng = random.Random(1601)
        for a, b in itertools.product(NUMPY_DTYPES, repeat=2):
            for symbol in BINARY_OPERATORS:
                divides = symbol in ("/", "//", "%")
                x = random_values(rng, a, 6).reshape(2, 3)
                y = random_values(rng, b, 3, nonzero=divides, small=symbol == "**")
                if symbol == "**" and np.dtype(b).kind == "i":
                    y = np.abs(y)
                self.check_binary(symbol, x, y, strata.array(x), strata.array(y))

    def test_tensor_with_python_scalar_matches_numpy_2(self):
        rng = random.Random(1602)
        for dtype in NUMPY_DTYPES:
            for symbol, scalar in itertools.product(BINARY_OPERATORS, (2, -3, 2.5, True)):
                if symbol == "**" and (scalar == -3 or (dtype == "bool" and scalar == 2)):
                    # bool ** 2 is int8 in NumPy only because x ** 2 runs numpy.square.
                    continue
                if symbol in ("==", "!=", "<", "<=", ">", ">=") and scalar == -3 and (
                        dtype.startswith("uint")):
                    continue  # 1.24 has no NumPy 2 answer; see the out-of-range test below
                x = random_values(rng, dtype, 5, nonzero=True, small=True)
                self.check_binary(symbol, x, scalar, strata.array(x), scalar)
                if symbol in ("/", "//", "%") and scalar is True:
                    continue
                self.check_binary(symbol, scalar, x, scalar, strata.array(x))

    def test_python_integer_out_of_range_raises_overflow_error_as_numpy_2(self):
        for dtype, value in (("uint8", 300), ("uint8", -1), ("int8", 128), ("int32", 2**31)):
            x = np.ones(2, dtype)
            with self.assertRaises(OverflowError):
                x + value
            t = strata.ones(2, dtype)
            with self.assertRaises(OverflowError):
                t + value
            with self.assertRaises(OverflowError):
                value * t

    def test_comparison_with_python_integer_out_of_range_is_exact(self):
        # NumPy 2 compares out-of-bound Python integers exactly (1.24 raises instead).
        t = strata.array([0, 7, 255], strata.uint8)
        self.assertEqual((t < 300).tolist(), [True] * 3)
        self.assertEqual((t >= 300).tolist(), [False] * 3)
        self.assertEqual((t == 300).tolist(), [False] * 3)
        self.assertEqual((t != -1).tolist(), [True] * 3)
        self.assertEqual((t > -1).tolist(), [True] * 3)
        self.assertEqual((-1 < t).tolist(), [True] * 3)
        self.assertEqual((300 <= t).tolist(), [False] * 3)

    def test_equality_is_elementwise_and_tensors_are_unhashable(self):
        v = strata.array([1.0, 2.0, 1.0, float("nan")])
        self.assertEqual((v == 1.0).tolist(), [True, False, True, False])
        self.assertEqual((v != 1.0).tolist(), [False, True, False, True])
        self.assertEqual(v[v == 1.0].tolist(), [1.0, 1.0])
        self.assertEqual((v == v).tolist(), [True, True, True, False])
        self.assertEqual((v == [1, 2, 3, 4]).tolist(), [True, True, False, False])
        with self.assertRaises(TypeError):
            hash(v)
        with self.assertRaises(TypeError):
            {v}
        self.assertFalse(v == "text")
        self.assertTrue(v != None)  # noqa: E711 (NotImplemented falls back to identity)

    def test_unary_operators_match_numpy(self):
        rng = random.Random(1603)
        for dtype in NUMPY_DTYPES:
            x = random_values(rng, dtype, 6)
            for symbol, function in (("-", operator.neg), ("+", operator.pos),
                                     ("abs", abs), ("~", operator.invert)):
                expected, error = numpy_outcome(function, x)
                if error is not None:
                    with self.assertRaises(error, msg=(symbol, dtype)):
                        function(strata.array(x))
                    continue
                assert_same(self, function(strata.array(x)), expected, (symbol, dtype))

    def test_float_functions_of_integers_compute_in_numpy_s_float(self):
        for dtype in NUMPY_DTYPES:
            x = np.array([1, 4, 9], dtype) if dtype != "bool" else np.array([True, False])
            for name in ("sqrt", "exp", "log1p", "sin", "tanh"):
                expected = getattr(np, name)(x)
                assert_same(self, getattr(strata.array(x), name)(), expected, (name, dtype))

    def test_rounding_keeps_integers_and_rounds_bool_as_numpy(self):
        # Integers come back unchanged in their own dtype (NumPy 2's floor, ceil and trunc, and
        # round in every NumPy); bool rounds as the installed NumPy rounds it.
        rng = random.Random(1605)
        for dtype in NUMPY_DTYPES:
            x = random_values(rng, dtype, 7)
            for name, function in (("floor", np.floor), ("ceil", np.ceil), ("trunc", np.trunc),
                                   ("round", np.round)):
                if np.issubdtype(x.dtype, np.integer):
                    expected = x.copy()
                    self.assertTrue(np.array_equal(function(x), x), (name, dtype))
                else:
                    expected = function(x)
                t = strata.array(x)
                assert_same(self, getattr(t, name)(), expected, (name, dtype))
                assert_same(self, t, x, (name, dtype, "operand unchanged"))

    def test_in_place_operators_follow_same_kind_casting(self):
        rng = random.Random(1604)
        for a, b in itertools.product(NUMPY_DTYPES, repeat=2):
            for symbol, function in (("+=", operator.iadd), ("*=", operator.imul),
                                     ("/=", operator.itruediv), ("|=", operator.ior)):
                x = random_values(rng, a, 4)
                y = random_values(rng, b, 4, nonzero=True)
                expected, error = numpy_outcome(function, x.copy(), y)
                t = strata.array(x)
                before = t.tolist()
                context = (symbol, a, b)
                if error is not None:
                    with self.assertRaises(error, msg=context):
                        function(t, strata.array(y))
                    self.assertEqual(t.tolist(), before, context)
                    continue
                same = function(t, strata.array(y))
                self.assertIs(same, t, context)
                assert_same(self, t, expected, context)

    def test_integer_power_is_exact_and_refuses_negative_exponents(self):
        x = np.array([3, -2, 7, 0], np.int64)
        e = np.array([39, 63, 5, 0], np.int64)
        assert_same(self, strata.array(x) ** strata.array(e), x ** e, "tensor exponent")
        self.assertEqual((strata.array(x) ** 39).tolist(), (x ** 39).tolist())
        self.assertEqual((2 ** strata.array([0, 10, 62])).tolist(), [1, 1024, 2**62])
        with self.assertRaises(ValueError):
            strata.array(x) ** -1
        with self.assertRaises(ValueError):
            strata.array(x) ** strata.array([1, -1, 1, 1])

    def test_divmod_and_floor_rules_on_negative_operands(self):
        x = np.array([-7, 7, -7, 7, 0], np.int32)
        y = np.array([2, -2, -2, 2, -3], np.int32)
        q, r = divmod(strata.array(x), strata.array(y))
        assert_same(self, q, x // y, "//")
        assert_same(self, r, x % y, "%")
        f = np.array([-7.5, 7.5, -0.0, 5.0], np.float64)
        g = np.array([2.0, -2.0, 3.0, np.inf], np.float64)
        with np.errstate(all="ignore"):
            assert_same(self, strata.array(f) // strata.array(g), f // g, "float //")
            assert_same(self, strata.array(f) % strata.array(g), f % g, "float %")


class Reductions(StrataTestCase):
    def test_axis_and_keepdims_match_numpy(self):
        rng = random.Random(1605)
        for dtype in NUMPY_DTYPES:
            x = random_values(rng, dtype, 24, small=True).reshape(2, 3, 4)
            t = strata.array(x)
            for axis in (None, 0, 1, 2, -1, (0, 2), (-1, -3), (0, 1, 2)):
                for keepdims in (False, True):
                    for name in ("sum", "prod", "mean", "std", "min", "max"):
                        expected = getattr(np, name)(x, axis=axis, keepdims=keepdims)
                        actual = getattr(t, name)(axis=axis, keepdims=keepdims)
                        context = (name, dtype, axis, keepdims)
                        if isinstance(actual, strata.Tensor):
                            assert_same(self, actual, np.asarray(expected), context)
                        else:
                            self.assertAlmostEqual(actual, float(expected), delta=1e-2 *
                                                   max(1.0, abs(float(expected))), msg=context)

    def test_numpy_functions_accept_tensors(self):
        x = np.arange(12, dtype=np.float32).reshape(3, 4)
        t = strata.array(x)
        self.assertEqual(np.sum(t), np.sum(x))
        assert_same(self, np.mean(t, axis=0), np.mean(x, axis=0), "np.mean axis 0")
        assert_same(self, np.max(t, axis=1, keepdims=True),
                    np.max(x, axis=1, keepdims=True), "np.max")
        self.assertEqual(np.argmax(t), np.argmax(x))
        assert_same(self, np.argmin(t, axis=1), np.argmin(x, axis=1), "np.argmin axis 1")
        self.assertAlmostEqual(np.std(t), float(np.std(x)), places=5)

    def test_reduction_dtypes_match_numpy(self):
        for dtype in NUMPY_DTYPES:
            x = np.ones((2, 2), dtype)
            t = strata.array(x)
            for name in ("sum", "prod", "mean"):
                self.assertEqual(np.dtype(getattr(t, name)(axis=0).dtype),
                                 getattr(np, name)(x, axis=0).dtype, (name, dtype))
        self.assertEqual(strata.array([1, 2], strata.int32).mean(), 1.5)

    def test_empty_reductions_follow_numpy(self):
        e = strata.zeros((0, 3))
        self.assertEqual(e.sum(), 0.0)
        self.assertEqual(e.prod(), 1.0)
        self.assertEqual(e.sum(axis=0).tolist(), [0.0, 0.0, 0.0])
        with self.assertRaises(ValueError):
            e.max()
        with self.assertRaises(ValueError):
            e.max(axis=0)
        self.assertEqual(e.max(axis=1).shape, (0,))

    def test_bad_axes_raise_as_numpy(self):
        x, t = np.zeros((2, 3)), strata.zeros((2, 3))
        for axis in (2, -3, -2**31, (0, 5), 2**31, 2**32, 2**64):
            if abs(axis if isinstance(axis, int) else 0) < 2**31:
                # NumPy refuses axes beyond a C int with a plain ValueError instead.
                with self.assertRaises(np.AxisError, msg=axis):
                    np.sum(x, axis=axis)
            with self.assertRaises(strata.AxisError, msg=axis) as caught:
                t.sum(axis=axis)
            self.assertIsInstance(caught.exception, IndexError)
            self.assertIsInstance(caught.exception, ValueError)
        for axis, error in (((0, 0), ValueError), ((1, -1), ValueError), (1.0, TypeError)):
            with self.assertRaises(error, msg=axis):
                np.sum(x, axis=axis)
            with self.assertRaises(error, msg=axis):
                t.sum(axis=axis)


class Construction(StrataTestCase):
    def test_constructors_match_numpy(self):
        cases = [
            (lambda m: m.ones((2, 3)), None), (lambda m: m.zeros(4), None),
            (lambda m: m.full((2, 2), 7), None), (lambda m: m.full(3, 2.5), None),
            (lambda m: m.full(2, True), None), (lambda m: m.ones(3, "int16"), None),
            (lambda m: m.arange(5), None), (lambda m: m.arange(2, 11, 3), None),
            (lambda m: m.arange(10, 0, -4), None), (lambda m: m.arange(0.0, 1.0, 0.25), None),
            (lambda m: m.arange(1, 2.0, 0.3), None), (lambda m: m.arange(5, dtype="float32"),
                                                      None),
            (lambda m: m.linspace(0, 1, 5), None), (lambda m: m.linspace(-2, 3, 7, False),
                                                    None),
            (lambda m: m.linspace(1, 1, 1), None), (lambda m: m.linspace(0, 10, 0), None),
        ]
        for make, _ in cases:
            assert_same(self, make(strata), make(np), make)
        proto = np.arange(6, dtype=np.int16).reshape(2, 3)
        for name in ("zeros_like", "ones_like"):
            assert_same(self, getattr(strata, name)(strata.array(proto)),
                        getattr(np, name)(proto), name)
            assert_same(self, getattr(strata, name)(proto, dtype="float32"),
                        getattr(np, name)(proto, dtype="float32"), name)
        assert_same(self, strata.full_like(proto, 9), np.full_like(proto, 9), "full_like")
        e = strata.empty_like(proto)
        self.assertEqual((e.shape, np.dtype(e.dtype)), (proto.shape, proto.dtype))

    def test_array_of_arrays_and_nested_lists_of_arrays(self):
        a = np.arange(6.0).reshape(2, 3)
        copy = strata.array(a)
        assert_same(self, copy, a, "array(ndarray)")
        a[0, 0] = 99.0
        self.assertEqual(copy.item(0, 0), 0.0)  # a copy, as numpy.array
        nested = [np.array([1, 2]), np.array([3, 4])]
        assert_same(self, strata.array(nested), np.array(nested), "list of arrays")
        assert_same(self, strata.array([strata.array([1.5]), [2.5]]),
                    np.array([[1.5], [2.5]]), "list of tensors and lists")
        assert_same(self, strata.array(a, np.int32), np.array(a, np.int32), "with dtype")
        assert_same(self, strata.tensor([[1, 2]], dtype=strata.uint8),
                    np.array([[1, 2]], np.uint8), "tensor()")

    def test_numpy_dtypes_are_accepted_everywhere(self):
        for spelling in (np.float32, np.dtype("float32"), "f4", "<f4", "float32", "single"):
            self.assertIs(strata.zeros((2,), spelling).dtype, strata.float32, spelling)
        self.assertIs(strata.ones(1, np.bool_).dtype, strata.bool_)
        self.assertIs(strata.arange(3, dtype=np.uint16).dtype, strata.uint16)
        t = strata.zeros(2, np.int8)
        self.assertEqual(np.dtype(t.dtype), np.dtype(np.int8))
        self.assertEqual(np.zeros(2, t.dtype).dtype, np.int8)
        self.assertTrue(t.dtype == np.int8 and t.dtype == "int8" and t.dtype != np.uint8)
        self.assertIs(t.astype(np.float64).dtype, strata.float64)
        with self.assertRaises(TypeError):
            strata.zeros(2, np.clongdouble)


class Text(StrataTestCase):
    def test_repr_and_str_follow_numpy(self):
        arrays = [np.array([[1.0, 2.0]], np.float32), np.arange(30).reshape(3, 10),
                  np.array([1.5, -2.25]), np.array([True, False]),
                  np.zeros((0, 3)), np.arange(2000, dtype=np.int16),
                  np.array([1e-8, 1.0]), np.arange(24, dtype=np.uint8).reshape(2, 3, 4)]
        for a in arrays:
            t = strata.array(a)
            expected = np.array_repr(a).replace("\n", "\n" + " " * 8)
            self.assertEqual(repr(t), "strata.tensor(" + expected[len("array("):], a.dtype)
            self.assertEqual(str(t), np.array_str(a))
        self.assertEqual(repr(strata.array([1.5, 2.0], strata.bfloat16)),
                         "strata.tensor([1.5, 2. ], dtype=bfloat16)")

    def test_repr_evaluates_back_to_an_equal_tensor(self):
        t = strata.array([[1, 2], [3, 4]], strata.int16)
        u = eval(repr(t), {"strata": strata, "int16": strata.int16})
        self.assertEqual((u.tolist(), u.dtype), (t.tolist(), t.dtype))


class ParameterText(StrataTestCase):
    def test_scalar_parameters_print_as_seed_003_shows(self):
        self.assertEqual(repr(strata.Parameter(2.0, name="z")),
                         "Parameter (name=z, shape=(), dtype=Float32, requires_grad=True)")
        self.assertEqual(repr(strata.Parameter(2, name="n")),
                         "Parameter (name=n, shape=(), dtype=Int64, requires_grad=True)")

    def test_a_scalar_parameter_holds_a_rank_zero_tensor(self):
        # MindSpore's Parameter(2.0) has shape (); so does its data here.
        p = strata.Parameter(2.0, name="z")
        self.assertEqual((p.data.shape, p.data.dtype, p.data.item()), ((), strata.float32, 2.0))
        p.set_data(5.0)
        self.assertEqual(p.data.item(), 5.0)
        with self.assertRaises(strata.ShapeMismatchError):
            p.set_data(strata.zeros((2,), strata.float32))
        self.assertEqual(p.data.item(), 5.0)

    def test_name_must_be_a_string(self):
        for name in (None, 3, b"w", ["w"]):
            with self.assertRaises(TypeError):
                strata.Parameter(np.ones(3, np.float32), name=name)


class Export(StrataTestCase):
    def test_broadcast_views_export_read_only_as_numpy_s_do(self):
        t = strata.array([1.0, 2.0, 3.0])
        b = np.asarray(t.broadcast_to((2, 3)))
        self.assertFalse(b.flags.writeable)
        self.assertEqual(np.broadcast_to(np.ones(3), (2, 3)).flags.writeable, False)
        with self.assertRaises(ValueError):
            b[0, 0] = 5.0
        self.assertTrue(np.asarray(t).flags.writeable)
        self.assertTrue(np.asarray(t.reshape(1, 3)).flags.writeable)


if __name__ == "__main__":
    unittest.main()
