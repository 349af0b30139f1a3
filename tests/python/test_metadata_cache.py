"""The layout a Tensor caches (ndim, shape, strides, dtype, size, origin, read-only flag) against
what the C queries return, for tensors made by every view operator; reads of it making no C call;
and the in-place element path of t[i, j], t[i, j] = v, item and set_item against the native
path on seeded random cases (every dtype, strided and offset views, negative and out-of-range
indexes, read-only tensors, values NumPy refuses)."""

import copy
import ctypes
import math
import random
import unittest
from unittest import mock

import strata
from strata import _core, _indexing, _native
from support import StrataTestCase, needs_numpy, numpy as np

lib = _native.lib
DTYPES = list(strata.DType)


def native_layout(t):
    """(ndim, shape, strides, dtype, size, data_ptr, read_only) straight from the C queries."""
    handle = t._h
    rank, code, size, read_only = (ctypes.c_int32(), ctypes.c_int32(), ctypes.c_int64(),
                                   ctypes.c_int32())
    data = ctypes.c_void_p()
    lib.strata_tensor_rank(handle, ctypes.byref(rank))
    lengths = (ctypes.c_int64 * max(rank.value, 1))()
    strides = (ctypes.c_int64 * max(rank.value, 1))()
    lib.strata_tensor_lengths(handle, lengths, rank.value)
    lib.strata_tensor_strides(handle, strides, rank.value)
    lib.strata_tensor_dtype(handle, ctypes.byref(code))
    lib.strata_tensor_flattened_length(handle, ctypes.byref(size))
    lib.strata_tensor_data(handle, ctypes.byref(data))
    lib.strata_tensor_is_read_only(handle, ctypes.byref(read_only))
    return (rank.value, tuple(lengths[:rank.value]), tuple(strides[:rank.value]),
            strata.DType(code.value), size.value, data.value or 0, bool(read_only.value))


def cached_layout(t):
    return (t.ndim, t.shape, t.stride(), t.dtype, t.size, t.data_ptr, t.read_only)


class CountingLibrary:
    """Stands in for _native.lib and counts the C functions looked up on it."""

    def __init__(self):
        self.calls = []

    def __getattr__(self, name):
        self.calls.append(name)
        return getattr(lib, name)


def views_of(base):
    """(description, tensor) for the results of every view operator on a 3-d base."""
    yield "base", base
    yield "reshape", base.reshape(4, 6)
    yield "view_as", base.view_as(strata.zeros((6, 4)))
    yield "unsqueeze", base.unsqueeze(1)
    yield "squeeze", base.unsqueeze(0).squeeze()
    yield "squeeze_dimension", base.unsqueeze(2).squeeze(2)
    yield "expand", base[:, :1, :].expand(2, 5, 4)
    yield "expand_as", base[:1].expand_as(strata.zeros((3, 3, 4)))
    yield "contiguous", base.T.contiguous()
    yield "permute", base.permute(2, 0, 1)
    yield "transpose", base.transpose()
    yield "swapaxes", base.swapaxes(0, 2)
    yield "movedim", base.movedim(0, 2)
    yield "t", base[0].t()
    yield "T", base.T
    yield "narrow", base.narrow(2, 1, 2)
    yield "diagonal", base.diagonal(1, 1, 2)
    for n, piece in enumerate(base.unbind(1)):
        yield "unbind %d" % n, piece
    for n, piece in enumerate(base.split(2, 2)):
        yield "split %d" % n, piece
    for n, piece in enumerate(base.tensor_split([1], 1)):
        yield "tensor_split %d" % n, piece
    for n, piece in enumerate(base.hsplit(3)):
        yield "hsplit %d" % n, piece
    for n, piece in enumerate(base.vsplit([1])):
        yield "vsplit %d" % n, piece
    yield "slice", base.slice([(0, 2), (1, 3), (1, 4)])
    yield "slice_from", base.slice_from([1, -2, 0])
    yield "step slice", base[:, ::2, 1::2]
    yield "negative step", base[::-1, :, ::-2]
    yield "integer and None", base[1, None, :, -1]
    yield "ellipsis", base[..., 2]
    yield "advanced", base[[0, 1, 0], :, [3, 2, 1]]
    yield "mask", base[strata.array([True, False])]
    yield "empty", base[:, 2:2]
    yield "reverse", base.reverse()


class CachedLayout(StrataTestCase):
    def test_cached_layout_equals_the_c_queries_for_every_view(self):
        for dtype in (strata.float32, strata.int8, strata.bfloat16, strata.bool_):
            base = strata.zeros((2, 3, 4), dtype)
            for name, view in views_of(base):
                with self.subTest(dtype=dtype, view=name):
                    self.assertEqual(cached_layout(view), native_layout(view))

    @needs_numpy
    def test_cached_layout_of_numpy_views(self):
        a = np.arange(60, dtype=np.int16).reshape(5, 12)
        frozen = a.copy()
        frozen.flags.writeable = False
        for name, source in (("strided", a[1::2, 3::4]), ("offset", a[2:, 5:]),
                             ("negative strides (copied)", a[::-1]),
                             ("read-only", frozen[1:, ::3]), ("broadcast", np.broadcast_to(
                                 a[0], (3, 12)))):
            with self.subTest(view=name):
                t = strata.from_numpy(source)
                self.assertEqual(cached_layout(t), native_layout(t))

    def test_reading_the_layout_and_elements_makes_no_c_call(self):
        t = strata.array([[1, 2, 3], [4, 5, 6]], strata.int32)[:, 1:]
        # Both element paths (the compiled one, when in use, and the Python one) fill caches.
        first = (cached_layout(t), t[1, -1].item(), t.item(1, -1), len(t))
        counting = CountingLibrary()
        with mock.patch.object(_core, "lib", counting):
            again = (cached_layout(t), t.item(1, -1), t.item(1, -1), len(t))
            t[0, 0] = 9
            t.set_item((1, 0), 8)
            values = (t.item(0, 0), t.item(1, 0), t.item(-1, -1))
        self.assertEqual(again, first)
        self.assertEqual(values, (9, 8, 6))
        self.assertEqual(counting.calls, [])

    def test_an_element_read_asks_nothing_of_its_source(self):
        t = strata.array([[1, 2, 3], [4, 5, 6]], strata.int32)[:, 1:]
        t[1, -1]  # fills the caches
        counting = CountingLibrary()
        with mock.patch.object(_core, "lib", counting):
            element = t[1, -1]
        self.assertEqual(element.item(), 6)
        # At most the one call that makes the rank-0 copy (none when the compiled path defers
        # it).
        self.assertLessEqual(counting.calls, ["strata_tensor_create_from_data"])

    def test_the_layout_cannot_be_set(self):
        t = strata.zeros((2, 3))
        for name in ("ndim", "shape", "strides", "dtype", "size"):
            with self.subTest(name=name), self.assertRaises(AttributeError):
                setattr(t, name, getattr(t, name))
        self.assertEqual(t.shape, (2, 3))
        with self.assertRaises(AttributeError):
            t.no_such_attribute

    def test_release_empties_the_caches(self):
        t = strata.array([[1.0, 2.0]])
        self.assertEqual((t.shape, t[0, 1]), ((1, 2), 2.0))
        t.release()
        for read in (lambda: t.shape, lambda: t.dtype, lambda: t.data_ptr, lambda: t[0, 1],
                     lambda: t.item(0, 1)):
            with self.assertRaises(strata.InvalidHandleError):
                read()
        with self.assertRaises(strata.InvalidHandleError):
            t[0, 1] = 3.0

    def test_element_access_holds_no_handle_beyond_its_tensor(self):
        before = strata.live_tensor_count()
        t = strata.zeros((3,))
        t[1] = 2.0
        self.assertEqual(t[1], 2.0)
        view = t[1:]
        self.assertEqual(view[0], 2.0)
        del t, view
        self.assertEqual(strata.live_tensor_count(), before)

    def test_elements_stay_readable_from_a_view_after_its_base_is_released(self):
        base = strata.array([1, 2, 3, 4], strata.int64)
        view = base[1:]
        self.assertEqual(base[1], 2)
        base.release()
        self.assertEqual((view[0], view[-1]), (2, 4))
        view[0] = 7
        self.assertEqual(view.tolist(), [7, 3, 4])


def random_value(rng, dtype):
    """A value to write: in range, out of range, NaN, infinities, bools, numbers NumPy takes."""
    choices = [
        lambda: rng.randint(-300, 300), lambda: rng.choice([2**63, -2**63 - 1, 2**64, 255, 256]),
        lambda: rng.uniform(-1e3, 1e3), lambda: rng.choice([math.nan, math.inf, -math.inf, -0.0,
                                                             1e39, 70000.0, 3.4028235e38]),
        lambda: rng.choice([True, False]),
    ]
    if np is not None:
        choices.append(lambda: rng.choice([np.float32(2.5), np.int8(-3), np.uint16(7)]))
    return rng.choice(choices)()


def random_key(rng, shape):
    """Mostly one int per dimension (some out of range or negative); sometimes the wrong count,
    an int beyond int64, a bool, or a NumPy integer (which takes the general path)."""
    key = [rng.randint(-n - 2, n + 1) for n in shape]
    kind = rng.random()
    if kind < 0.05:
        key.append(0)
    elif kind < 0.1 and key:
        key.pop()
    elif kind < 0.15 and key:
        key[rng.randrange(len(key))] = rng.choice([2**63, -2**63 - 1, 2**70])
    elif kind < 0.2 and key:
        key[rng.randrange(len(key))] = rng.choice([True, False])
    elif kind < 0.25 and key and np is not None:
        key[rng.randrange(len(key))] = np.int64(rng.randint(-1, 1))
    return key[0] if len(key) == 1 and rng.random() < 0.5 else tuple(key)


def outcome(action):
    """What action returns or raises, comparable across paths (NaN equal to NaN, -0.0 apart)."""
    try:
        result = action()
    except Exception as error:  # the exact class and message must match
        return "raises", type(error), str(error)
    if isinstance(result, strata.Tensor):
        return "tensor", result.shape, repr(result.tolist())
    return "value", type(result), repr(result)


def contents(t):
    """Every element, read through the native path."""
    return repr([t._element(p, None) for p in _indexing._positions(t.shape)])


def subjects(rng, dtype):
    """Pairs of tensors with the same layout and contents, made fresh for each comparison."""
    values = [random_value(rng, strata.float64) for _ in range(48)]

    def fill(t):
        for position, value in zip(_indexing._positions(t.shape), values):
            try:
                t._element(position, value)
            except (ValueError, OverflowError):
                pass
        return t

    prototype = fill(strata.zeros((4, 6, 2), dtype))

    def base():
        return copy.copy(prototype)

    makers = [
        ("dense", base), ("transposed", lambda: base().T), ("strided", lambda: base()[1:, ::2]),
        ("offset", lambda: base()[2:, 3:, 1]), ("1-d", lambda: base().reshape(-1)[5::3]),
        ("broadcast", lambda: base()[:, :1].expand(4, 3, 2)),
    ]
    if np is not None and dtype is not strata.bfloat16:
        def read_only():
            a = np.asarray(base()).copy()
            a.flags.writeable = False
            return strata.from_numpy(a[1:, 1::2])

        makers.append(("read-only", read_only))
        makers.append(("numpy offset", lambda: strata.from_numpy(np.asarray(base()).copy()[1::2, 2:])))
    return makers


class ElementPaths(StrataTestCase):
    def test_reads_match_the_native_path(self):
        rng = random.Random(20261203)
        for dtype in DTYPES:
            for name, make in subjects(rng, dtype):
                t = make()
                for _ in range(40):
                    key = random_key(rng, t.shape)
                    with self.subTest(dtype=dtype, view=name, key=key):
                        self.assertEqual(outcome(lambda: t[key]), outcome(lambda: t._index(key)))
                        indexes = key if isinstance(key, tuple) else (key,)
                        if not indexes:  # item() then means the only element
                            continue
                        self.assertEqual(outcome(lambda: t.item(*indexes)), outcome(
                            lambda: t._element(indexes, None)))

    def test_writes_match_the_native_path(self):
        rng = random.Random(31415)
        for dtype in DTYPES:
            for name, make in subjects(rng, dtype):
                for _ in range(25):
                    fast, general = make(), make()
                    key = random_key(rng, fast.shape)
                    value = random_value(rng, dtype)
                    with self.subTest(dtype=dtype, view=name, key=key, value=value):
                        expected = outcome(lambda: general._assign(key, value))
                        self.assertEqual(outcome(lambda: fast.__setitem__(key, value)), expected)
                        self.assertEqual(contents(fast), contents(general))
                    fast, general = make(), make()
                    indexes = key if isinstance(key, tuple) else (key,)
                    with self.subTest(dtype=dtype, view=name, set_item=indexes, value=value):
                        expected = outcome(
                            lambda: general._element(indexes, value))
                        self.assertEqual(outcome(lambda: fast.set_item(indexes, value)), expected)
                        self.assertEqual(contents(fast), contents(general))

    def test_slices_of_the_first_dimension_match_the_planner(self):
        # t[a:b] is one narrow of dimension 0: the same view (origin, shape, strides) and the
        # same errors as the planner's.
        rng = random.Random(2718)
        bounds = [None, 0, 1, 2, 3, 5, -1, -2, -5, 7, 100, -100, 2**63 - 1, -2**63, True]
        for dtype in (strata.float32, strata.int8, strata.bool_):
            for name, make in subjects(rng, dtype) + [("empty", lambda: strata.zeros((0, 3)))]:
                t = make()
                for start in bounds:
                    for stop in (None, 2, -1, 100):
                        key = slice(start, stop)
                        with self.subTest(dtype=dtype, view=name, key=key):
                            fast, general = t[key], t._index(key)
                            self.assertEqual(cached_layout(fast), cached_layout(general))
                            self.assertEqual(contents(fast), contents(general))
                for index in (lambda: t[1.5:2], lambda: t._index(slice(1.5, 2))):
                    with self.assertRaises(TypeError):  # as NumPy
                        index()

    def test_read_only_tensors_refuse_writes_as_the_native_path_does(self):
        for dtype in (strata.float32, strata.float16, strata.bfloat16, strata.bool_):
            source = strata.zeros((2, 2), dtype)
            t = self.read_only_view(source)
            if t is None:
                continue
            with self.subTest(dtype=dtype):
                self.assertTrue(t.read_only)
                self.assertEqual(t[1, 1], t._index((1, 1)))
                with self.assertRaises(strata.ReadOnlyError):
                    t[1, 1] = 1
                with self.assertRaises(strata.ReadOnlyError):
                    t.set_item((0, 1), 1)
                self.assertEqual(contents(t), contents(source))

    def read_only_view(self, source):
        """A read-only view of source's storage, through DLPack (every dtype but bfloat16 on
        NumPy 1.x) or NumPy."""
        try:
            return strata.from_dlpack(source, read_only=True)
        except Exception:
            return None


if __name__ == "__main__":
    unittest.main()
