"""The compiled fast paths (strata._accelerator) against the Python methods they stand in for.

Each accelerated Tensor member keeps its Python method as __wrapped__, which runs every case the
fast path does not cover. Seeded random cases run both on equal tensors and compare results,
exceptions (class and message) and the bytes of every operand afterwards: t[key] reads on every
dtype and view kind, t[key] = value with values of every kind (out of range, NaN, infinities,
NumPy scalars, strings), t[a:b], t.T, same-dtype operators, release, the layout and storage
caches the module fills (equal to the Python loaders'), and __array_struct__ (NumPy must read it
as it reads __array_interface__). The views t[a:b] and t.T make their native
view when first used and behave in every use as views made at once. Also: which members are
replaced, loading rules of STRATA_ACCELERATOR, and the package without the module (the
python.*.pure tests run other suites that way).
"""

import copy
import ctypes
import gc
import inspect
import os
import pickle
import random
import subprocess
import sys
import threading
import unittest
import weakref

import strata
from strata import _accelerate
from support import StrataTestCase, needs_numpy, numpy as np

ACCELERATED = strata.accelerated()
# CTest says whether this build has the module and whether the run leaves it out.
EXPECTED = os.environ.get("STRATA_EXPECT_ACCELERATOR")

ACCELERATED_MEMBERS = ["__getitem__", "__setitem__", "__del__", "__getattr__", "T", "item",
                       "__array_struct__", "__add__", "__sub__",
                       "__mul__", "__truediv__", "__floordiv__", "__mod__", "__pow__", "__and__",
                       "__or__", "__xor__", "add", "multiply", "maximum", "atan2"]


def python_member(name):
    """The Python definition of a Tensor member (its __wrapped__ when accelerated)."""
    member = strata.Tensor.__dict__.get(name)
    if member is None:
        member = getattr(strata.Tensor, name)
    return getattr(member, "__wrapped__", member)


def outcome(function, *arguments):
    """("value", result) or ("error", class, message) of function(*arguments)."""
    try:
        return ("value", function(*arguments))
    except Exception as error:  # compared, class and text
        return ("error", type(error), str(error))


def same_value(a, b):
    """Equal results: the same type and value, NaN equal to NaN, -0.0 unequal to 0.0."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return (a != a and b != b) or (a == b and str(a) == str(b))
    return a == b


def raw(tensor):
    """The bytes of tensor's elements in row-major order."""
    dense = tensor.copy()
    return ctypes.string_at(dense.data_ptr, dense.size * dense.itemsize)


def views(rng, dtype):
    """(name, tensor) pairs over one random base of dtype: dense, strided, offset, transposed,
    broadcast and read-only views, and ranks 1 to 3."""
    shape = tuple(rng.randint(1, 4) for _ in range(rng.randint(1, 3)))
    base = strata.zeros(shape, dtype)
    count = base.size
    flat = base.reshape(count)
    for i in range(count):
        flat[i] = (rng.randint(0, 1) if dtype is strata.bool_ else
                   rng.randint(0, 100) if not dtype.is_float else rng.uniform(-50, 50))
    yield "dense", base
    yield "transposed", base.T
    if shape[0] > 1:
        yield "offset", base[1:]
    yield "strided", base.slice([(0, n) for n in shape])
    yield "broadcast", base.broadcast_to((2,) + shape)
    if np is not None and dtype is not strata.bfloat16:
        frozen = base.numpy().copy()
        frozen.flags.writeable = False
        yield "read-only", strata.from_numpy(frozen)


def keys(rng, shape):
    """Element keys of every kind: in range, negative, out of range, the wrong count, bool,
    NumPy integers, ints beyond int64, slices and non-keys."""
    ndim = len(shape)
    in_range = tuple(rng.randrange(-n, n) for n in shape)
    yield in_range if ndim > 1 else in_range[0]
    yield in_range
    yield tuple(n for n in shape)  # one past the end
    yield tuple(-n - 1 for n in shape)
    yield in_range[:-1] if ndim > 1 else ()
    yield in_range + (0,)
    yield tuple(True for _ in shape)
    yield tuple(2**70 for _ in shape)
    if np is not None:
        yield tuple(np.int64(i) for i in in_range)
    yield slice(rng.randint(-5, 5), rng.randint(-5, 5))
    yield slice(None, rng.randint(-5, 5))
    yield 1.5
    yield "0"


VALUES = [True, False, 0, 1, -1, 7, 127, 128, 255, 256, -129, 2**31, 2**63 - 1, 2**63, 2**64,
          -2**63, -2**64, 0.0, -0.0, 0.5, -2.7, 1e10, 3.4028235677973366e38, 3.4e38, -1e39, 1e300,
          float("inf"), float("-inf"), float("nan"), "1", None, 1 + 2j]


def values():
    yield from VALUES
    if np is not None:
        yield from (np.float32(2.5), np.int8(-3), np.bool_(True), np.float64("nan"))


@unittest.skipUnless(ACCELERATED, "the compiled fast paths are not in use in this run")
class FastPathsAgreeWithPython(StrataTestCase):
    def test_element_reads(self):
        rng = random.Random(61)
        read = python_member("__getitem__")
        for dtype in strata.DType:
            for _ in range(6):
                for name, view in views(rng, dtype):
                    for key in keys(rng, view.shape):
                        with self.subTest(dtype=dtype, view=name, key=key):
                            fast, slow = outcome(view.__getitem__, key), outcome(read, view, key)
                            self.assertEqual(fast[0], slow[0], (fast, slow))
                            if fast[0] == "error":
                                self.assertEqual(fast, slow)
                            elif isinstance(fast[1], strata.Tensor):
                                self.assertEqual(fast[1].shape, slow[1].shape)
                                self.assertEqual(raw(fast[1]), raw(slow[1]))
                                if isinstance(key, slice):
                                    self.assertTrue(fast[1].same_view(slow[1]))
                            else:
                                self.assertTrue(same_value(fast[1], slow[1]), (fast, slow))

    @needs_numpy
    def test_element_writes(self):
        rng = random.Random(62)
        write = python_member("__setitem__")
        for dtype in strata.DType:
            for name, view in views(rng, dtype):
                for key in list(keys(rng, view.shape))[:3]:
                    for value in values():
                        with self.subTest(dtype=dtype, view=name, key=key, value=value):
                            fast_target = view.copy() if not view.read_only else view
                            slow_target = view.copy() if not view.read_only else view
                            before = raw(fast_target)
                            fast = outcome(fast_target.__setitem__, key, value)
                            slow = outcome(write, slow_target, key, value)
                            self.assertEqual(fast, slow)
                            self.assertEqual(raw(fast_target), raw(slow_target))
                            if fast[0] == "error":  # nothing written
                                self.assertEqual(raw(fast_target), before)

    def test_slices_of_the_first_dimension(self):
        rng = random.Random(63)
        read = python_member("__getitem__")
        for _ in range(300):
            shape = tuple(rng.randint(0, 5) for _ in range(rng.randint(1, 3)))
            t = strata.zeros(shape, strata.float32)
            key = slice(rng.choice([None, rng.randint(-7, 7)]),
                        rng.choice([None, rng.randint(-7, 7)]))
            with self.subTest(shape=shape, key=key):
                fast, slow = t[key], read(t, key)
                self.assertTrue(fast.same_view(slow), (fast.shape, slow.shape))
        t = strata.zeros((4,), strata.int32)
        self.assertEqual(outcome(t.__getitem__, slice(1.5, 2)), outcome(read, t, slice(1.5, 2)))
        scalar = strata.zeros((), strata.int32)
        fast, slow = outcome(scalar.__getitem__, slice(0, 1)), outcome(read, scalar, slice(0, 1))
        self.assertEqual(fast[0], slow[0])
        self.assertTrue(fast[1].same_view(slow[1]) if fast[0] == "value" else fast == slow)

    def test_transpose(self):
        transpose = python_member("T").fget
        for shape in ((), (3,), (2, 3), (2, 3, 4), (0, 2)):
            t = strata.zeros(shape, strata.int16)
            with self.subTest(shape=shape):
                self.assertTrue(t.T.same_view(transpose(t)))

    @needs_numpy
    def test_operators_on_one_dtype(self):
        rng = random.Random(64)
        for name in ("__add__", "__sub__", "__mul__", "__truediv__", "__floordiv__", "__mod__",
                     "__pow__", "__and__", "__or__", "__xor__", "maximum", "atan2"):
            python = python_member(name)
            for dtype in strata.DType:
                if dtype is strata.bfloat16:
                    continue
                x = strata.from_numpy(np.array([rng.randint(1, 9) for _ in range(6)],
                                               dtype=dtype.dtype).reshape(2, 3))
                # (astype does not convert complex tensors: their float64 operand is made apart)
                converted = (x.astype(strata.float64) if not dtype.is_complex else
                             strata.ones(x.shape, strata.float64))
                for other in (x.copy(), x[:1], strata.zeros((4,), dtype), converted, 3):
                    with self.subTest(op=name, dtype=dtype, other=getattr(other, "shape", other)):
                        fast = outcome(getattr(x, name), other)
                        slow = outcome(python, x, other)
                        self.assertEqual(fast[0], slow[0], (fast, slow))
                        if fast[0] == "error":
                            self.assertEqual(fast, slow)
                        else:
                            self.assertIs(fast[1].dtype, slow[1].dtype)
                            self.assertEqual(fast[1].shape, slow[1].shape)
                            np.testing.assert_array_equal(fast[1].numpy(), slow[1].numpy())

    def test_the_caches_it_loads_equal_the_python_loaders(self):
        from strata._native import lib
        load = python_member("__getattr__")
        sources = [strata.zeros((2, 3), dtype) for dtype in strata.DType]
        sources += [strata.zeros((), strata.int32), strata.zeros((0, 4), strata.float64),
                    strata.zeros((3, 4, 5), strata.uint16).T[1:],
                    strata.zeros((3,), strata.float32).broadcast_to((2, 3)),
                    strata.array([[1, 2]], dtype=strata.int8).slice([(0, 1), (1, 1)])]
        if np is not None:
            frozen = np.arange(6.0).reshape(2, 3)
            frozen.flags.writeable = False
            sources.append(strata.from_numpy(frozen))
            records = np.zeros(3, dtype=[("a", "<i4"), ("b", "<f8")])
            sources.append(strata.from_numpy(records))  # left to the package's loader
        for source in sources:
            fresh = []
            for _ in range(2):
                lib.strata_tensor_retain(source._h)
                fresh.append(type(source)._adopt(source._h.value))
            python, accelerated = fresh
            for name in ("ndim", "shape", "_strides", "strides", "dtype", "size", "_storage"):
                with self.subTest(dtype=source.dtype, shape=source.shape, name=name):
                    expected, got = load(python, name), getattr(accelerated, name)
                    self.assertEqual(got, expected)
                    self.assertIs(type(got), type(expected))
                    if name == "dtype":
                        self.assertIs(got, expected)
        with self.assertRaises(AttributeError):
            strata.zeros((1,), strata.float32).no_such_attribute

    @needs_numpy
    def test_numpy_reads_the_struct_interface_as_the_dict_interface(self):
        class DictOnly:
            def __init__(self, tensor):
                self.tensor = tensor  # keeps the memory alive
                self.__array_interface__ = tensor.__array_interface__

        rng = random.Random(65)
        tensors = [strata.zeros((0, 3), strata.float32), strata.zeros((), strata.int64)]
        for dtype in strata.DType:
            if dtype is not strata.bfloat16:
                tensors += [view for _, view in views(rng, dtype)]
        for t in tensors:
            with self.subTest(dtype=t.dtype, shape=t.shape, strides=t.strides):
                self.assertEqual(type(t.__array_struct__).__name__, "PyCapsule")
                got, expected = np.asarray(t), np.asarray(DictOnly(t))
                flags = ("writeable", "c_contiguous", "f_contiguous", "aligned")
                self.assertEqual((got.dtype, got.shape, got.strides,
                                  [getattr(got.flags, flag) for flag in flags]),
                                 (expected.dtype, expected.shape, expected.strides,
                                  [getattr(expected.flags, flag) for flag in flags]))
                self.assertEqual(got.__array_interface__["data"],
                                 expected.__array_interface__["data"])
                self.assertEqual(got.tobytes(), expected.tobytes())
        source = strata.zeros((2, 3), strata.float64)
        written = np.asarray(source.T)
        written[2, 1] = 4.5
        del source  # the array keeps the view, which keeps the storage
        self.assertEqual(written[2, 1], 4.5)
        bfloat = strata.zeros((2,), strata.bfloat16)
        self.assertEqual(outcome(np.asarray, bfloat), outcome(lambda: bfloat.__array_interface__))
        records = np.zeros(3, dtype=[("a", "<i4"), ("b", "<f8")])
        record_tensor = strata.from_numpy(records)
        self.assertFalse(hasattr(record_tensor, "__array_struct__"))  # its descr needs the dict
        self.assertEqual(np.asarray(record_tensor).dtype, records.dtype)

    def test_released_tensors_raise_as_the_python_path(self):
        read, write = python_member("__getitem__"), python_member("__setitem__")
        t = strata.zeros((2, 2), strata.float32)
        t.release()
        self.assertEqual(outcome(t.__getitem__, (0, 0)), outcome(read, t, (0, 0)))
        self.assertEqual(outcome(t.__getitem__, slice(0, 1)), outcome(read, t, slice(0, 1)))
        self.assertEqual(outcome(t.__setitem__, (0, 0), 1.0), outcome(write, t, (0, 0), 1.0))
        self.assertEqual(outcome(lambda: t.T), outcome(python_member("T").fget, t))
        self.assertEqual(outcome(t.__add__, t), outcome(python_member("__add__"), t, t))

    def test_collecting_a_result_releases_its_handle(self):
        before = strata.live_tensor_count()
        t = strata.zeros((3, 4), strata.float32)
        views_made = [t.T, t[1:], t + t]
        # The views' native handles are deferred until used (see DeferredViews).
        self.assertEqual(strata.live_tensor_count(), before + 2)
        self.assertEqual([v.shape for v in views_made], [(4, 3), (2, 4), (3, 4)])
        self.assertEqual(strata.live_tensor_count(), before + 4)
        del views_made, t
        self.assertEqual(strata.live_tensor_count(), before)

    def test_the_direct_finalizer_releases_views_that_die_while_an_exception_propagates(self):
        before = strata.live_tensor_count()
        t = strata.zeros((3, 4), strata.float32)

        def raise_with_a_live_view():
            view = t.T  # finalized while KeyError propagates out of this frame
            raise KeyError(view.shape)

        with self.assertRaises(KeyError) as raised:
            raise_with_a_live_view()
        self.assertEqual(raised.exception.args, ((4, 3),))
        del t
        self.assertEqual(strata.live_tensor_count(), before)

    def test_subclasses_and_a_reassigned_del_run_the_del_they_resolve_to(self):
        calls = []
        release = strata.Tensor.__dict__["__del__"]

        class Traced(strata.Tensor):
            __slots__ = ()

            def __del__(self):
                calls.append("subclass")
                release(self)

        before = strata.live_tensor_count()
        traced = strata.zeros((2,), strata.float32)
        traced.__class__ = Traced
        del traced
        self.assertEqual((calls, strata.live_tensor_count()), (["subclass"], before))

        def counting_del(self):
            calls.append("reassigned")
            release(self)

        strata.Tensor.__del__ = counting_del
        try:
            plain = strata.zeros((2,), strata.float32)
            del plain
        finally:
            strata.Tensor.__del__ = release
            _accelerate.installed.finalize_directly()
        self.assertEqual((calls, strata.live_tensor_count()), (["subclass", "reassigned"], before))
        plain = strata.zeros((2,), strata.float32)
        del plain
        self.assertEqual((calls, strata.live_tensor_count()), (["subclass", "reassigned"], before))

    def test_finalize_directly_needs_the_accelerated_release(self):
        release = strata.Tensor.__dict__["__del__"]
        strata.Tensor.__del__ = release.__wrapped__
        try:
            with self.assertRaises(TypeError):
                _accelerate.installed.finalize_directly()
        finally:
            strata.Tensor.__del__ = release
            _accelerate.installed.finalize_directly()

    def test_members_called_on_other_objects_behave_as_the_python_ones(self):
        for name, arguments in (("__getitem__", (0,)), ("__setitem__", (0, 1)),
                                ("__add__", (1,))):
            accelerated = inspect.getattr_static(strata.Tensor, name)
            with self.subTest(name=name):
                fast = outcome(accelerated, object(), *arguments)
                slow = outcome(python_member(name), object(), *arguments)
                self.assertEqual(fast[:2], slow[:2])


@unittest.skipUnless(ACCELERATED, "the compiled fast paths are not in use in this run")
class DeferredViews(StrataTestCase):
    """t[a:b] and t.T hold a reference to their source's handle and make their own native view
    when first used: every use must see what a view made at once shows."""

    def made_at_once(self, source, key):
        """The view the Python path makes with one native call (no deferral)."""
        if key == "T":
            return python_member("T").fget(source)
        return python_member("__getitem__")(source, key)

    def deferred(self, source, key):
        return source.T if key == "T" else source[key]

    def test_every_use_sees_the_view_made_at_once(self):
        uses = {
            "layout": lambda v: (v.shape, v.strides, v.dtype, v.ndim, v.size, v.is_dense),
            "values": lambda v: v.tolist(),
            "element": lambda v: v[(0,) * v.ndim] if v.size else None,
            "numpy": lambda v: v.numpy().tolist() if np is not None else None,
            "sum": lambda v: v.sum(),
            "add": lambda v: (v + v).tolist(),
            "add itself made first": lambda v: (v + v.copy()).tolist(),
            "slice again": lambda v: v[:1].tolist(),
            "transpose again": lambda v: v.T.tolist(),
            "copy": lambda v: copy.copy(v).tolist(),
            "deepcopy": lambda v: copy.deepcopy(v).tolist(),
            "pickle": lambda v: pickle.loads(pickle.dumps(v)).tolist(),
            "repr": repr,
            "same view": lambda v: v.same_view(v),
        }
        base = strata.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]])
        for key in ("T", slice(1, None), slice(0, 2), slice(5, 9)):
            for name, use in uses.items():
                with self.subTest(key=key, use=name):
                    self.assertEqual(use(self.deferred(base, key)),
                                     use(self.made_at_once(base, key)))
            with self.subTest(key=key, use="same view as made at once"):
                self.assertTrue(self.deferred(base, key).same_view(self.made_at_once(base, key)))

    def test_an_element_read_keeps_its_bytes_until_its_tensor_is_needed(self):
        before = strata.live_tensor_count()
        for dtype in strata.DType:
            source = strata.arange(6, dtype=strata.float64).reshape(2, 3).astype(dtype)
            expected = python_member("__getitem__")(source, (1, -1))
            with self.subTest(dtype=dtype):
                element = source[1, -1]
                layout = (element.shape, element.strides, element.dtype, element.ndim,
                          element.size)
                value = element.item()
                # Nothing native yet: its layout and value come from what the read kept.
                self.assertIsNot(type(element._handle), int)
                self.assertEqual(strata.live_tensor_count(), before + 2)  # two sources
                self.assertEqual(layout, ((), (), dtype, 0, 1))
                self.assertEqual(raw(element), raw(expected))
                self.assertTrue(same_value(value, expected.item()), (value, expected))
                source[1, -1] = source[0, 0]
                self.assertTrue(same_value(element.item(), value))
                element[()] = source[0, 1]  # a copy: the source keeps its element
                self.assertEqual(type(element._handle), int)
                self.assertEqual(raw(source[1, -1]), raw(source[0, 0]))
                del element, expected, source
        self.assertEqual(strata.live_tensor_count(), before)

    def test_element_reads_keep_their_values_when_a_dropped_one_is_reused(self):
        m = strata.array([[1.5, 2.5], [3.5, 4.5]], strata.float32)
        n = strata.array([[7, 8]], strata.int16)
        held = [m[i, j] for i in range(2) for j in range(2)]
        self.assertEqual([x.item() for x in held], [1.5, 2.5, 3.5, 4.5])
        self.assertEqual(len({id(x) for x in held}), 4)
        for source, key, value, dtype in ((m, (0, 1), 2.5, strata.float32),
                                          (n, (0, 1), 8, strata.int16),
                                          (m, (1, 0), 3.5, strata.float32)):
            with self.subTest(key=key, dtype=dtype):
                element = source[key]  # the object a dropped read left, rewritten or new
                self.assertEqual((element.item(), element.dtype, element.shape),
                                 (value, dtype, ()))
                del element
        self.assertEqual([x.item() for x in held], [1.5, 2.5, 3.5, 4.5])
        # A weakly referenced element is never rewritten: it is collected, or keeps its value.
        watched = m[0, 0]
        reference = weakref.ref(watched)
        del watched
        m[1, 1]
        self.assertIn(getattr(reference(), "item", lambda: 1.5)(), (1.5,))
        # A made handle ends the reuse, so no native tensor outlives its last reference.
        before = strata.live_tensor_count()
        used = m[1, 0]
        used + 1  # makes its native tensor
        self.assertEqual(strata.live_tensor_count(), before + 1)
        del used
        gc.collect()
        self.assertEqual(strata.live_tensor_count(), before)

    def test_conversions_of_an_element_read_match_the_python_methods(self):
        for dtype in strata.DType:
            source = strata.array([[0.0, -2.75], [1.0, 3e4]]).astype(dtype)
            for key in ((0, 0), (0, 1), (1, 0), (1, 1)):
                made = python_member("__getitem__")(source, key)
                for name in ("__float__", "__int__", "__bool__", "item"):
                    with self.subTest(dtype=dtype, key=key, conversion=name):
                        fast = outcome(getattr(source[key], name))
                        slow = outcome(python_member(name), made)
                        self.assertEqual(fast[0], slow[0], (fast, slow))
                        if fast[0] == "error":
                            self.assertEqual(fast[1], slow[1])
                        else:
                            self.assertTrue(same_value(fast[1], slow[1]), (fast, slow))

    def test_every_use_of_an_element_read_sees_the_rank_zero_copy(self):
        uses = {
            "layout": lambda v: (v.shape, v.strides, v.dtype, v.ndim, v.size, v.is_dense),
            "item": lambda v: v.item(),
            "numbers": lambda v: (float(v), int(v), bool(v), complex(v), "%s" % v),
            "values": lambda v: v.tolist(),
            "numpy": lambda v: v.numpy().tolist() if np is not None else None,
            "add": lambda v: (v + v).tolist(),
            "add a number": lambda v: (v + 1).tolist(),
            "element": lambda v: v[()].item(),
            "repr": repr,
        }
        base = strata.array([[1.5, -2.0], [0.0, 4.25]], strata.float32)
        for key in ((0, 0), (1, -1), (-1, 0)):
            for name, use in uses.items():
                with self.subTest(key=key, use=name):
                    self.assertEqual(use(base[key]),
                                     use(python_member("__getitem__")(base, key)))

    def test_a_write_through_a_deferred_view_reaches_the_source(self):
        base = strata.zeros((3, 2), strata.int32)
        base.T[1, 2] = 7
        base[1:][0, 0] = 5
        self.assertEqual(base.tolist(), [[0, 0], [5, 0], [0, 7]])

    def test_a_view_keeps_the_storage_of_a_released_source(self):
        source = strata.array([[1, 2], [3, 4]], dtype=strata.int64)
        transposed, tail = source.T, source[1:]
        source.release()
        gc.collect()
        self.assertEqual((transposed.tolist(), tail.tolist()), ([[1, 3], [2, 4]], [[3, 4]]))

    def test_an_unused_view_holds_one_reference_until_collected_or_released(self):
        before = strata.live_tensor_count()
        storage_before = strata.live_bytes()
        source = strata.zeros((1 << 16,), strata.float64)
        view = source[1:]
        held = strata.live_bytes()
        del source
        gc.collect()
        # The view's reference keeps the source's handle and storage alive, unmade.
        self.assertEqual((strata.live_tensor_count(), strata.live_bytes()), (before + 1, held))
        view.release()
        self.assertEqual((strata.live_tensor_count(), strata.live_bytes()),
                         (before, storage_before))
        with self.assertRaises(strata.InvalidHandleError):
            view.tolist()
        view.release()  # idempotent
        other = strata.zeros((4,), strata.float64).T
        del other
        self.assertEqual(strata.live_tensor_count(), before)

    def test_a_view_of_a_released_tensor_raises_at_once(self):
        t = strata.zeros((2, 2), strata.float32)
        t.release()
        for make in (lambda: t.T, lambda: t[1:]):
            with self.assertRaises(strata.InvalidHandleError):
                make()

    def test_threads_using_one_view_make_it_once(self):
        before = strata.live_tensor_count()
        source = strata.array([[float(i * 4 + j) for j in range(4)] for i in range(4)])
        expected = self.made_at_once(source, "T").tolist()
        for _ in range(20):
            view = source.T
            results = []
            barrier = threading.Barrier(4)

            def use():
                barrier.wait()
                results.append(view.tolist())

            threads = [threading.Thread(target=use) for _ in range(4)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            self.assertEqual(results, [expected] * 4)
            self.assertEqual(strata.live_tensor_count(), before + 2)  # source and the one view
            del view
        del source
        self.assertEqual(strata.live_tensor_count(), before)

    def test_resolve_takes_tensors_only(self):
        with self.assertRaises(TypeError):
            _accelerate.installed.resolve(object())
        t = strata.zeros((2,), strata.float32)
        self.assertEqual(_accelerate.installed.resolve(t), t._h.value)
        t.release()
        self.assertIsNone(_accelerate.installed.resolve(t))


class Installation(StrataTestCase):
    @unittest.skipUnless(EXPECTED, "run outside CTest: which module to expect is unknown")
    def test_the_build_is_used_unless_left_out(self):
        self.assertEqual(ACCELERATED, EXPECTED == "1")

    def test_accelerated_members_are_replaced_and_keep_their_documentation(self):
        for name in ACCELERATED_MEMBERS:
            member = inspect.getattr_static(strata.Tensor, name)
            python = python_member(name)
            with self.subTest(name=name):
                replaced = type(member).__module__ == "strata._accelerator"
                self.assertEqual(replaced, ACCELERATED)
                self.assertEqual(member.__doc__, python.__doc__)
                if name != "__del__":
                    self.assertTrue(member.__doc__)

    def test_reflected_and_unmarked_members_stay_python(self):
        for name in ("__radd__", "__iadd__", "__eq__", "reshape", "tolist"):
            with self.subTest(name=name):
                self.assertFalse(hasattr(inspect.getattr_static(strata.Tensor, name),
                                         "__wrapped__"))

    def run_python(self, code, **environment):
        env = dict(os.environ, **environment)
        return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              env=env)

    def test_strata_accelerator_0_leaves_the_package_pure_python(self):
        result = self.run_python("import strata\nprint(strata.accelerated())\n"
                                 "t = strata.zeros((2, 3))\nt[1, 2] = 4\nprint(t.T[2, 1])",
                                 STRATA_ACCELERATOR="0")
        self.assertEqual(result.stdout.split(), ["False", "4.0"], result.stderr)

    def test_a_named_module_that_does_not_load_is_an_error(self):
        for path in ("/nonexistent/_accelerator.so", os.path.abspath(__file__)):
            with self.subTest(path=path):
                result = self.run_python("import strata", STRATA_ACCELERATOR=path)
                self.assertNotEqual(result.returncode, 0)
                self.assertIn("STRATA_ACCELERATOR=%s" % path, result.stderr)

    @unittest.skipUnless(ACCELERATED, "the compiled fast paths are not in use in this run")
    def test_binding_twice_is_refused(self):
        with self.assertRaises(RuntimeError):
            _accelerate._bind(_accelerate.installed)


if __name__ == "__main__":
    unittest.main()
