"""complex64 and complex128 in the Python package, against NumPy.

NumPy computes every expected value from the same data: the dtype rows and their spellings,
NumPy 2's promotion (NEP 50, through NumPy 1.24's "weak" promotion state where NumPy is older
than 2), construction, element reads and writes, zero-copy exchange with NumPy and DLPack (NumPy
and torch), repr/str, and every layout operation (indexing, views, copies, joins, splits, fills,
assignment, equality). The operations that are not defined for complex numbers (orderings,
floor division and remainder, bitwise ops, shifts, rounding, min/max and their indexes, std,
norm, clamp, softmax, predicates, the math functions beyond sqrt, exp, log, sin, cos and tanh)
raise DTypeMismatchError naming the dtypes and leave every operand unchanged, byte for byte;
test_complex_math compares the operations that compute with NumPy.
"""

import copy
import ctypes
import gc
import math
import operator
import pickle
import unittest
import warnings

import strata
from strata import _dtypes, _native
from complex_support import (COMPLEX, NUMPY_NAMES, REAL, NumPyCase, complex_array,
                             numpy2_promotion, storage)
from support import StrataTestCase, needs_numpy, numpy as np

try:
    import torch
    from torch.utils.dlpack import from_dlpack as to_torch, to_dlpack as torch_capsule
except ImportError:
    torch = None
# torch's modules hold about 100,000 objects; frozen, they stay out of the collections that
# every test runs.
gc.freeze()

needs_torch = unittest.skipIf(torch is None, "python3-torch is not installed")

_capsule_name = ctypes.pythonapi.PyCapsule_GetName
_capsule_name.restype, _capsule_name.argtypes = ctypes.c_char_p, [ctypes.py_object]
_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]



# ---- the dtype rows --------------------------------------------------------------------------


class DTypeRows(StrataTestCase):
    def test_codes_sizes_and_kinds(self):
        self.assertEqual((strata.complex64.value, strata.complex128.value), (0x0540, 0x0580))
        self.assertIs(strata.complex64, strata.DType.complex64)
        self.assertIs(strata.complex128, strata.DType.complex128)
        for dtype, size in ((strata.complex64, 8), (strata.complex128, 16)):
            with self.subTest(dtype=dtype):
                self.assertEqual(dtype.itemsize, size)
                self.assertEqual(strata.dtype_size(dtype), size)
                self.assertEqual(strata.dtype_size(dtype.value), size)
                self.assertTrue(dtype.is_complex)
                self.assertFalse(dtype.is_float or dtype.is_integer or dtype.is_signed)
                self.assertEqual(_dtypes.kind(dtype), "c")
                self.assertEqual(repr(dtype), "strata." + dtype.name)
        for dtype in REAL:
            self.assertFalse(dtype.is_complex, dtype)
        self.assertIn("complex64", strata.__all__)
        self.assertIn("complex128", strata.__all__)

    @needs_numpy
    def test_numpy_dtype_and_typestr(self):
        for dtype, typestr in ((strata.complex64, "<c8"), (strata.complex128, "<c16")):
            with self.subTest(dtype=dtype):
                self.assertEqual(dtype.dtype, np.dtype(dtype.name))
                self.assertEqual(np.dtype(dtype.dtype).str, typestr)
                self.assertEqual(np.zeros(2, dtype.dtype).dtype, np.dtype(dtype.name))
                t = strata.zeros((2,), dtype)
                self.assertEqual(t.__array_interface__["typestr"], typestr)

    @needs_numpy
    def test_numpy_spellings(self):
        spellings = {
            strata.complex64: (np.complex64, np.csingle, np.dtype("complex64"), np.dtype("F"),
                               "complex64", "c8", "<c8", "=c8", "F", "csingle",
                               strata.complex64, 0x0540),
            strata.complex128: (np.complex128, np.cdouble, np.dtype("complex128"),
                                np.dtype("D"), np.dtype(complex), "complex128", "c16", "<c16",
                                "D", "cdouble", "complex", complex, strata.complex128, 0x0580),
        }
        for dtype, names in spellings.items():
            for name in names:
                with self.subTest(dtype=dtype, spelling=name):
                    # What NumPy makes of the spelling is the dtype Strata makes of it.
                    if not isinstance(name, (int, strata.DType)):
                        self.assertEqual(np.dtype(name), np.dtype(dtype.name))
                    self.assertIs(strata.zeros((2,), name).dtype, dtype)
                    self.assertIs(strata.empty((2,), name).dtype, dtype)
                    self.assertIs(strata.ones((2,), name).dtype, dtype)
                    self.assertTrue(dtype == name)
                    self.assertIs(strata.result_type(name), dtype)
        t = strata.zeros((2,), strata.complex64)
        self.assertTrue(t.dtype == np.complex64 and t.dtype != np.complex128)
        self.assertTrue(t.dtype != np.float32 and t.dtype != "float64")
        for unknown in (np.clongdouble, "complex256", "G", ">c8", "c4", "complex32"):
            with self.subTest(unknown=unknown), self.assertRaises(TypeError):
                strata.zeros((2,), unknown)


@needs_numpy
class Promotion(StrataTestCase):
    def test_result_type_of_every_pair_with_a_complex_dtype(self):
        for a in COMPLEX:
            for b in strata.DType:
                expected = np.result_type(NUMPY_NAMES[a], NUMPY_NAMES[b])
                with self.subTest(a=a, b=b):
                    self.assertEqual(np.dtype(strata.result_type(a, b).name), expected)
                    self.assertEqual(np.dtype(strata.result_type(b, a).name), expected)
        # NumPy 2: float32 with complex64 is complex64, int64 with complex64 complex128.
        self.assertIs(strata.result_type(strata.float32, strata.complex64), strata.complex64)
        self.assertIs(strata.result_type(strata.int64, strata.complex64), strata.complex128)
        self.assertIs(strata.result_type(strata.bfloat16, strata.complex64), strata.complex64)
        tensor = strata.zeros((1,), strata.int16)
        self.assertIs(strata.result_type(tensor, strata.complex64, strata.float64),
                      strata.complex128)

    def test_same_kind_casts(self):
        for a in strata.DType:
            for b in strata.DType:
                if not (a.is_complex or b.is_complex):
                    continue
                with self.subTest(source=a, target=b):
                    self.assertEqual(strata.can_cast(a, b),
                                     bool(np.can_cast(NUMPY_NAMES[a], NUMPY_NAMES[b],
                                                      "same_kind")))

    def test_python_scalars_are_weak(self):
        with numpy2_promotion():
            for dtype in strata.DType:
                for value in (True, 3, 2.5, 1j, 2 - 3j):
                    with self.subTest(dtype=dtype, value=value):
                        expected = np.result_type(np.dtype(NUMPY_NAMES[dtype]), value)
                        actual = _dtypes.scalar_result_type(dtype, value)
                        if dtype is strata.bfloat16 and actual is strata.bfloat16:
                            actual = strata.float16  # bfloat16 keeps itself where float16 does
                        self.assertEqual(np.dtype(actual.name), expected)


# ---- construction and elements ---------------------------------------------------------------


@needs_numpy
class Construction(NumPyCase):
    def test_array_infers_complex128_as_numpy_does(self):
        for values in ([1 + 2j, 3], [[1, 2.5], [3j, True]], [0j], [1.5, np.complex64(2j)],
                       (1 - 1j, 2 + 0j)):
            with self.subTest(values=values):
                self.assert_same(strata.array(values), np.array(values, np.complex128))
        self.assert_same(strata.array(2 - 5j), np.array(2 - 5j))
        self.assertIs(strata.array([1, 2]).dtype, strata.int64)
        self.assertIs(strata.array([1.0, 2]).dtype, strata.float64)

    def test_array_with_a_complex_dtype_converts_values_as_numpy(self):
        values = [[1, -2.25, 3 + 4j], [True, 1e300, -0.0]]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # NumPy's overflow to inf
            for dtype in COMPLEX:
                with self.subTest(dtype=dtype):
                    self.assert_same(strata.array(values, dtype), np.array(values, dtype.name))

    def test_array_of_numpy_arrays_and_tensors(self):
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (3, 4), specials=True)
            with self.subTest(dtype=dtype):
                t = strata.array(a)
                self.assert_same(t, a)
                self.assertFalse(np.shares_memory(np.asarray(t), a))
                u = strata.array(t)
                self.assert_same(u, a)
                self.assertNotEqual(u.data_ptr, t.data_ptr)
                self.assert_same(strata.array(a[::2, ::-1]), a[::2, ::-1])
                self.assert_same(strata.array(t, dtype), a)
                self.assert_same(strata.tensor([t[0], t[1]], dtype), a[:2])

    def test_array_converts_real_sources_to_complex_by_value(self):
        reals = [np.array([[1, -2], [3, 4]], np.int16), np.array([0.5, -1e300, np.nan]),
                 np.array([True, False]), np.array([1.5, -2.25], np.float32),
                 np.array([65504.0, -0.0], np.float16)]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            for a in reals:
                for dtype in COMPLEX:
                    with self.subTest(source=a.dtype, dtype=dtype):
                        expected = a.astype(dtype.name)
                        self.assert_same(strata.array(a, dtype), expected)
                        self.assert_same(strata.array(strata.from_numpy(a), dtype), expected)
                        self.assert_same(strata.array(a.tolist(), dtype), expected)
        bf = strata.array([1.5, -3.0], strata.bfloat16)
        self.assert_same(strata.array(bf, strata.complex64), np.array([1.5, -3.0], np.complex64))
        self.assert_same(strata.array(np.zeros((0, 3)), strata.complex64),
                         np.zeros((0, 3), np.complex64))
        # complex64 <-> complex128 by value as well
        a = complex_array(self.rng, strata.complex128, (5,))
        self.assert_same(strata.array(a, strata.complex64), a.astype(np.complex64))
        self.assert_same(strata.array(a.astype(np.complex64), strata.complex128),
                         a.astype(np.complex64).astype(np.complex128))

    def test_complex_sources_into_real_dtypes_are_refused(self):
        a = np.array([1 + 2j, 3])
        for dtype in REAL:
            with self.subTest(dtype=dtype):
                with self.assertRaises(TypeError):
                    strata.array(a, dtype)
                with self.assertRaises(TypeError):
                    strata.array([1, 2j], dtype)

    def test_filled_constructors(self):
        for dtype in COMPLEX:
            name = dtype.name
            with self.subTest(dtype=dtype):
                self.assert_same(strata.zeros((2, 3), dtype), np.zeros((2, 3), name))
                self.assert_same(strata.ones((3,), dtype), np.ones(3, name))
                self.assert_same(strata.full((2, 2), 1.5 - 2j, dtype),
                                 np.full((2, 2), 1.5 - 2j, name))
                self.assert_same(strata.full((2,), 7, dtype), np.full(2, 7, name))
                self.assertEqual(strata.empty((4, 1), dtype).shape, np.empty((4, 1), name).shape)
                self.assertIs(strata.empty((4, 1), dtype).dtype, dtype)
                prototype = strata.from_numpy(complex_array(self.rng, dtype, (2, 5)))
                a = np.asarray(prototype)
                self.assert_same(strata.zeros_like(prototype), np.zeros_like(a))
                self.assert_same(strata.ones_like(prototype), np.ones_like(a))
                self.assert_same(strata.full_like(prototype, -1j), np.full_like(a, -1j))
                self.assert_same(strata.full_like(a, 2 + 2j), np.full_like(a, 2 + 2j))
                self.assertIs(strata.empty_like(prototype).dtype, dtype)
                self.assert_same(strata.zeros_like(np.zeros(3), dtype=dtype),
                                 np.zeros_like(np.zeros(3), dtype=name))
                self.assert_same(strata.ones_like(np.zeros(3), dtype, shape=(2, 2)),
                                 np.ones_like(np.zeros(3), name, shape=(2, 2)))
        # fill_value's type gives the dtype: complex128 for a complex, as NumPy's full
        self.assert_same(strata.full((2,), 1 + 1j), np.full(2, 1 + 1j))
        self.assert_same(strata.full_like(np.zeros(2, np.float32), 3), np.full_like(
            np.zeros(2, np.float32), 3))
        with self.assertRaises(TypeError):
            strata.full_like(np.zeros(2, np.float32), 3j)

    def test_linspace_with_complex_end_points(self):
        for start, stop, num, endpoint in ((0, 1 + 1j, 5, True), (-2j, 2j, 4, False),
                                           (1 + 1j, 1 + 1j, 1, True), (0, 3j, 0, True)):
            with self.subTest(start=start, stop=stop, num=num):
                self.assert_same(strata.linspace(start, stop, num, endpoint),
                                 np.linspace(start, stop, num, endpoint))
        self.assert_same(strata.linspace(0, 1, 3, dtype=strata.complex64),
                         np.linspace(0, 1, 3, dtype=np.complex64))


@needs_numpy
class Elements(NumPyCase):
    def test_reads_match_numpy(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (3, 4), specials=True)
            with self.subTest(dtype=dtype):
                for i in range(-3, 3):
                    for j in range(-4, 4):
                        self.assert_same_value(t[i, j], a[i, j])
                        self.assert_same_value(t.item(i, j), a[i, j].item())
                        self.assert_same_value(t[i][j], a[i][j])
                self.assert_same_value(t.T[1, 2], a.T[1, 2])
                self.assert_same_value(t[:, ::2][2, 1], a[:, ::2][2, 1])
                expected = a.tolist()
                actual = t.tolist()
                self.assertEqual(len(actual), len(expected))
                for row, expected_row in zip(actual, expected):
                    for x, e in zip(row, expected_row):
                        self.assert_same_value(x, e)
                self.assertEqual([(v.shape, v.dtype) for v in t[0]], [((), dtype)] * 4)
                one = t[1:2, 2:3]
                self.assert_same_value(one.item(), a[1, 2].item())
                self.assert_same_value(complex(one), complex(a[1:2, 2:3]))
                with self.assertRaises(IndexError):
                    t[3, 0]
                with self.assertRaises(ValueError):
                    t.item()

    def test_writes_of_every_kind_of_number_match_numpy(self):
        values = [True, False, 3, -7, 2**53 + 1, 2.5, -0.0, math.inf, math.nan, 1 + 2j, -3j,
                  complex(-0.0, -0.0), 1e300, complex(1e300, -1e300), 2**70, np.float32(1.25),
                  np.float64(-2.5), np.int8(-3), np.uint64(2**64 - 1), np.bool_(True),
                  np.complex64(1.5 - 2.5j), np.complex128(3 + 0.5j), np.float16(6.5)]
        for dtype in COMPLEX:
            for value in values:
                with self.subTest(dtype=dtype, value=value):
                    expected = np.zeros((2, 3), dtype.name)
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore", RuntimeWarning)
                        expected[1, 2] = value
                        expected[0, :2] = value
                    t = strata.zeros((2, 3), dtype)
                    t[1, 2] = value
                    t[0, :2] = value
                    self.assert_same(t, expected)
                    u = strata.zeros((2, 3), dtype)
                    u.set_item((1, 2), value)
                    u[0, 0] = value
                    u[(0, 1)] = value
                    self.assert_same(u, expected)
                    v = strata.zeros((2, 3), dtype)
                    v.fill(value)
                    filled = np.empty((2, 3), dtype.name)
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore", RuntimeWarning)
                        filled.fill(value)
                    self.assert_same(v, filled)

    def test_writes_numpy_refuses_are_refused(self):
        for dtype in COMPLEX:
            t = strata.from_numpy(complex_array(self.rng, dtype, (2, 3)))
            before = storage(t)
            with self.assertRaises(OverflowError):
                np.zeros((2, 3), dtype.name)[0, 0] = 2**1100
            with self.assertRaises(OverflowError):
                t[0, 0] = 2**1100
            self.assertEqual(storage(t), before)
            # A string or None is no number for Strata (NumPy parses a string, and takes None as
            # NaN in both parts).
            for value in ("1", b"1", "1+2j", None):
                with self.subTest(dtype=dtype, value=value), self.assertRaises(TypeError):
                    t[0, 0] = value
                self.assertEqual(storage(t), before)

    def test_complex_values_into_real_tensors_raise_type_error(self):
        for dtype in REAL:
            t = strata.array([[1, 0, 1], [0, 1, 1]], dtype)
            before = storage(t)
            for value in (1j, 2 + 0j, np.complex64(1), np.complex128(-1j)):
                with self.subTest(dtype=dtype, value=value):
                    if dtype.is_float and type(value) is complex:
                        # NumPy refuses a Python complex into a float array too.
                        with self.assertRaises(TypeError):
                            np.zeros(3, NUMPY_NAMES[dtype])[0] = value
                    for write in (lambda: t.__setitem__((0, 1), value),
                                  lambda: t.__setitem__(0, value),
                                  lambda: t.__setitem__((slice(None), 1), value),
                                  lambda: t.__setitem__(Ellipsis, value),
                                  lambda: t.set_item((1, 1), value),
                                  lambda: t.fill(value),
                                  lambda: t.filtered_update(strata.array([True, False, True]),
                                                            value),
                                  lambda: t.__setitem__(Ellipsis, strata.array([value] * 3))):
                        with self.assertRaises(TypeError):
                            write()
                        self.assertEqual(storage(t), before)
                    with self.assertRaises(TypeError):
                        strata.full((2,), value, dtype)

    def test_conversions_of_one_element_tensors_follow_numpy(self):
        for dtype in COMPLEX:
            a = np.array([[2.5 - 1j]], dtype.name)
            t = strata.array(a)
            with self.subTest(dtype=dtype):
                self.assertEqual(complex(t), complex(a))
                self.assertIs(type(complex(t)), complex)
                for convert in (float, int):
                    with self.assertRaises(TypeError):
                        convert(a)
                    with self.assertRaises(TypeError):
                        convert(t)
                with self.assertRaises(TypeError):
                    operator.index(t)
                self.assertEqual(bool(t), bool(a))
                self.assertEqual(bool(strata.zeros((1,), dtype)), bool(np.zeros(1, dtype.name)))
                self.assertEqual(bool(strata.array([-0.0j], dtype)), bool(np.array([-0.0j])))
                with self.assertRaises(ValueError):
                    bool(strata.zeros((2,), dtype))
        self.assertEqual(complex(strata.array([1.5], strata.float32)), complex(np.array([1.5])))
        self.assertEqual(complex(strata.array([3], strata.int8)), 3 + 0j)

    def test_iteration_and_len(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (3, 2))
            rows = list(t)
            self.assertEqual(len(t), len(a))
            for row, expected in zip(rows, a):
                self.assert_same(row, expected)


# ---- NumPy and DLPack --------------------------------------------------------------------------


@needs_numpy
class NumPyInterop(NumPyCase):
    def test_tensors_are_viewed_by_numpy_without_a_copy(self):
        for dtype in COMPLEX:
            t = strata.from_numpy(complex_array(self.rng, dtype, (4, 6)))
            base = np.asarray(t)
            for name, view in (("dense", t), ("transposed", t.T), ("stepped", t[::2, 1::3]),
                               ("offset", t[1:, 2:]), ("column", t[:, 4])):
                with self.subTest(dtype=dtype, view=name):
                    a = np.asarray(view)
                    self.assertEqual(a.dtype, np.dtype(dtype.name))
                    self.assertEqual(a.shape, view.shape)
                    self.assertEqual(a.strides, view.strides)
                    self.assertEqual(a.__array_interface__["data"][0], view.data_ptr)
                    self.assertTrue(np.shares_memory(a, base))
                    self.assertTrue(np.shares_memory(view.numpy(), base))
                    a[0] = 5 - 6j  # writes are seen by the tensor
                    self.assert_same_value(view.item(*(0,) * view.ndim), 5 - 6j)

    def test_numpy_arrays_are_viewed_by_strata_without_a_copy(self):
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (4, 6))
            for name, view in (("dense", a), ("transposed", a.T), ("stepped", a[::2, 1::3]),
                               ("offset", a[1:, 2:]), ("column", a[:, 4]),
                               ("broadcast", np.broadcast_to(a[0], (3, 6)))):
                # (NumPy exports no read-only array through DLPack)
                makers = (strata.from_numpy, strata.as_tensor) + (
                    (strata.from_dlpack,) if view.flags.writeable else ())
                for make in makers:
                    with self.subTest(dtype=dtype, view=name, make=make.__name__):
                        t = make(view)
                        self.assertIs(t.dtype, dtype)
                        self.assertEqual(t.shape, view.shape)
                        self.assertEqual(t.data_ptr, view.__array_interface__["data"][0])
                        self.assertTrue(np.shares_memory(np.asarray(t), a))
                        self.assert_same(t, view)
                        self.assertEqual(t.read_only, not view.flags.writeable)
            t = strata.as_tensor(a)
            t[1, 1] = 9 + 9j
            self.assertEqual(a[1, 1], 9 + 9j)

    def test_layouts_strata_cannot_view_are_copied_or_refused(self):
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (3, 4))
            t = strata.from_numpy(a[::-1])
            self.assert_same(t, a[::-1])
            self.assertFalse(np.shares_memory(np.asarray(t), a))
            frozen = a.copy()
            frozen.flags.writeable = False
            self.assertTrue(strata.from_numpy(frozen).read_only)
            with self.assertRaises(strata.DTypeMismatchError):
                strata.from_numpy(a.astype(np.dtype(dtype.name).newbyteorder(">")))
            # NumPy's complex parts are float views of the same memory: Strata views them too.
            self.assert_same(strata.from_numpy(a.real), a.real)
            self.assertTrue(np.shares_memory(np.asarray(strata.from_numpy(a.imag)), a))


@needs_numpy
class DLPackWithNumPy(NumPyCase):
    def test_numpy_from_dlpack_shares_memory_and_strides(self):
        for dtype in COMPLEX:
            t = strata.from_numpy(complex_array(self.rng, dtype, (4, 6), specials=True))
            base = np.asarray(t)
            for name, view in (("dense", t), ("transposed", t.T), ("stepped", t[1::2, ::3])):
                with self.subTest(dtype=dtype, view=name):
                    a = np.from_dlpack(view)
                    self.assertEqual(a.dtype, np.dtype(dtype.name))
                    self.assertEqual(a.strides, view.strides)
                    self.assertEqual(a.__array_interface__["data"][0], view.data_ptr)
                    self.assertTrue(np.shares_memory(a, base))
                    self.assert_same(view, a)

    def test_capsules_carry_the_complex_dlpack_type(self):
        for dtype, bits in ((strata.complex64, 64), (strata.complex128, 128)):
            t = strata.zeros((2, 3), dtype)
            for max_version in (None, (1, 0)):
                with self.subTest(dtype=dtype, max_version=max_version):
                    capsule = t.__dlpack__(max_version=max_version)
                    kind = _capsule_name(capsule)
                    struct = (_native.DLPackManagedTensorVersioned
                              if kind == b"dltensor_versioned" else _native.DLPackManagedTensor)
                    managed = ctypes.cast(_capsule_pointer(capsule, kind),
                                          ctypes.POINTER(struct)).contents
                    dl_type = managed.dl_tensor.dtype
                    self.assertEqual((dl_type.code, dl_type.bits, dl_type.lanes), (5, bits, 1))
                    u = strata.from_dlpack(capsule)
                    self.assertTrue(u.same_view(t))
                    del capsule, managed, u

    def test_strata_round_trip_keeps_memory_and_values(self):
        for dtype in COMPLEX:
            a = complex_array(self.rng, dtype, (3, 5), specials=True)
            t = strata.from_dlpack(strata.from_dlpack(a)[:, 1:])
            self.assertTrue(np.shares_memory(np.asarray(t), a))
            self.assert_same(t, a[:, 1:])


@needs_torch
@needs_numpy
class DLPackWithTorch(NumPyCase):
    TORCH = {} if torch is None else {strata.complex64: torch.complex64,
                                      strata.complex128: torch.complex128}

    def torch_data(self, dtype):
        a = complex_array(self.rng, dtype, (4, 6), specials=True)
        return a, torch.from_numpy(a.copy())

    def test_strata_to_torch_shares_memory_and_strides(self):
        for dtype in COMPLEX:
            a, x = self.torch_data(dtype)
            t = strata.array(a)
            for name, view, expected in (("dense", t, x), ("transposed", t.T, x.T),
                                         ("stepped", t[1::2, ::3], x[1::2, ::3])):
                for convert in (to_torch, torch.from_dlpack):
                    with self.subTest(dtype=dtype, view=name, convert=convert.__module__):
                        y = convert(view)
                        self.assertEqual(y.dtype, self.TORCH[dtype])
                        self.assertEqual(y.data_ptr(), view.data_ptr)
                        self.assertEqual(tuple(y.stride()), view.stride())
                        self.assertEqual(tuple(y.shape), view.shape)
                        self.assertEqual(y.numpy().tobytes(), expected.numpy().tobytes())
            y = to_torch(t)
            y[0, 1] = complex(3, -4)
            self.assert_same_value(t[0, 1], 3 - 4j)
            t[2, 2] = 1j
            self.assertEqual(y[2, 2].item(), 1j)

    def test_torch_to_strata_shares_memory_and_strides(self):
        for dtype in COMPLEX:
            a, x = self.torch_data(dtype)
            for name, view in (("dense", x), ("transposed", x.T), ("stepped", x[::2, 1::3])):
                for convert in (strata.from_dlpack, lambda v: strata.from_dlpack(torch_capsule(v))):
                    with self.subTest(dtype=dtype, view=name):
                        t = convert(view)
                        self.assertIs(t.dtype, dtype)
                        self.assertEqual(t.data_ptr, view.data_ptr())
                        self.assertEqual(t.stride(), tuple(view.stride()))
                        self.assert_same(t, view.numpy())
            t = strata.from_dlpack(x)
            t[0, 0] = -2 + 8j
            self.assertEqual(x[0, 0].item(), -2 + 8j)
            x[3, 5] = 0.5j
            self.assert_same_value(t[3, 5], 0.5j)
            del t
            gc.collect()


# ---- text ---------------------------------------------------------------------------------------


@needs_numpy
class Text(NumPyCase):
    def numpy_repr(self, a):
        return "strata.tensor(" + np.array_repr(a).replace("\n", "\n" + " " * 8)[len("array("):]

    def test_repr_and_str_follow_numpy(self):
        for dtype in COMPLEX:
            name = dtype.name
            arrays = [np.array([1 + 2j, 3], name),
                      np.array([[0.5 - 1j, -2.25j], [1e8, 1e-8j]], name),
                      complex_array(self.rng, dtype, (3, 4), specials=True),
                      np.zeros((0, 3), name), np.zeros((2, 0), name),
                      complex_array(self.rng, dtype, (2000,)),
                      complex_array(self.rng, dtype, (2, 3, 2)),
                      np.array([complex(1e30, -1e-30), complex(-7e-5, 123456.5)], name)]
            for a in arrays:
                with self.subTest(dtype=dtype, shape=a.shape):
                    t = strata.array(a)
                    self.assertEqual(repr(t), self.numpy_repr(a))
                    self.assertEqual(str(t), np.array_str(a))
                    view = strata.from_numpy(a.T)
                    self.assertEqual(repr(view), self.numpy_repr(a.T))

    def test_repr_evaluates_back_to_an_equal_tensor(self):
        for dtype in COMPLEX:
            t = strata.array([[1.5 - 2j, 3j], [0, -4]], dtype)
            u = eval(repr(t), {"strata": strata, dtype.name: dtype})
            self.assertIs(u.dtype, dtype)
            self.assertTrue(u.sequence_equal(t))

    def test_native_text_is_dotnet_complex(self):
        # Each element prints as .NET's Complex: "<real; imaginary>", each part as the float
        # dtype of its size prints it.
        for dtype, part, header in ((strata.complex64, strata.float32, "Complex64"),
                                    (strata.complex128, strata.float64, "Complex")):
            a = np.array([[1.5 - 2j, 3j, -0.25], [1e20 + 7j, np.nan, 2]], dtype.name)
            t = strata.array(a)
            real = strata.array(a.real.copy(), part).to_string(8)
            imag = strata.array(a.imag.copy(), part).to_string(8)
            rows = []
            for real_row, imag_row in zip(_rows(real), _rows(imag)):
                rows.append("  [" + ", ".join("<%s; %s>" % pair for pair in zip(
                    real_row, imag_row)) + "]")
            expected = "Tensor<%s>[2, 3] {\n%s\n}" % (header, ",\n".join(rows))
            with self.subTest(dtype=dtype):
                self.assertEqual(t.to_string(8), expected)
                self.assertEqual(t.to_string(), "Tensor<%s>[2, 3]" % header)


def _rows(text):
    """The element texts of each row of a rank-2 to_string."""
    lines = [line.strip() for line in text.splitlines()[1:-1]]
    return [line.strip("[],").split(", ") for line in lines]


# ---- layout operations against NumPy ------------------------------------------------------------


@needs_numpy
class Indexing(NumPyCase):
    BASIC = [1, -1, (slice(1, 3),), (slice(None, None, 2), slice(1, None, 3)), (Ellipsis, 2),
             (None, slice(None), 1), (slice(None, None, -1),), (-1, slice(None, None, -2)),
             (slice(5, 0, -1), 0), (slice(None), None, slice(2, 4)), (slice(10, 20),)]

    def test_basic_indexing_views_as_numpy(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, specials=True)
            for key in self.BASIC:
                with self.subTest(dtype=dtype, key=key):
                    view = t[key]
                    self.assert_same(view, a[key])
                    steps = key if isinstance(key, tuple) else (key,)
                    if not any(isinstance(k, slice) and (k.step or 1) < 0 for k in steps):
                        self.assertTrue(np.shares_memory(np.asarray(view), a) or view.size == 0)

    def test_advanced_indexing_as_numpy(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, specials=True)
            mask = np.nan_to_num(a.real) > 0
            keys = [[0, 2, 3], ([0, 3], [1, 5]), mask, (slice(None), mask[0]),
                    (slice(1, 3), [0, 0, 5]),
                    ([[0], [2]], [1, 4]), (np.array([-1, 0]), Ellipsis),
                    (strata.array([1, 2]), slice(None, None, 2)), strata.array(mask)]
            for key in keys:
                with self.subTest(dtype=dtype, key=key if not hasattr(key, "shape") else
                                  ("array", key.shape)):
                    numpy_key = key.numpy() if isinstance(key, strata.Tensor) else (
                        tuple(k.numpy() if isinstance(k, strata.Tensor) else k for k in key)
                        if isinstance(key, tuple) else key)
                    self.assert_same(t[key], a[numpy_key])
            with self.assertRaises(IndexError):
                t[strata.zeros((2,), dtype)]
            with self.assertRaises(IndexError):
                t[np.zeros(2, np.complex64)]

    def test_index_assignment_as_numpy(self):
        for dtype in COMPLEX:
            name = dtype.name
            source = complex_array(self.rng, dtype, (4, 6))
            mask = source.real > 0
            row = complex_array(self.rng, dtype, (6,))
            assignments = [
                ((slice(1, 3), slice(None, None, 2)), 2 - 1j),
                (([0, 2],), strata.array(row)),
                ((mask,), 0.5),
                ((Ellipsis, 0), strata.array([1.5, -2, 3, 4], strata.float32)),
                ((0,), row),
                ((slice(None), slice(2, 4)), strata.array([[7], [8], [9], [10]], strata.int16)),
                ((slice(None, None, -1), 1), np.arange(4, dtype=np.float64)),
                ((Ellipsis,), strata.array([True, False] * 3)),
                (([1, 1, 3], [0, 0, 5]), strata.array([1j, 2j, 3j], dtype)),
                ((slice(None), [5, 0]), strata.array([4 + 4j, 5 - 5j], dtype)),
                ((2, 3), np.complex64(-1 + 0.5j)),
            ]
            for key, value in assignments:
                with self.subTest(dtype=dtype, key=key, value=type(value).__name__):
                    a = source.copy()
                    t = strata.array(source)
                    a[key] = value.numpy() if isinstance(value, strata.Tensor) else value
                    t[key] = value
                    self.assert_same(t, a)

    def test_complex_tensors_into_real_tensors_are_refused(self):
        for dtype in REAL:
            t = strata.zeros((2, 3), dtype)
            before = storage(t)
            for value in (strata.zeros((3,), strata.complex64), np.zeros(3, np.complex128)):
                for key in ((Ellipsis,), (0,), ([0, 1],)):
                    with self.subTest(dtype=dtype, key=key), self.assertRaises(TypeError):
                        t[key] = value
                    self.assertEqual(storage(t), before)


@needs_numpy
class Views(NumPyCase):
    CASES = {
        "T": (lambda t: t.T, lambda a: a.T),
        "permute": (lambda t: t.permute(2, 0, 1), lambda a: a.transpose(2, 0, 1)),
        "transpose": (lambda t: t.transpose(2, 0, 1), lambda a: a.transpose(2, 0, 1)),
        "swapaxes": (lambda t: t.swapaxes(-1, 1), lambda a: np.swapaxes(a, -1, 1)),
        "movedim": (lambda t: t.movedim(0, -1), lambda a: np.moveaxis(a, 0, -1)),
        "reshape": (lambda t: t.reshape(5, -1), lambda a: a.reshape(5, -1)),
        "view": (lambda t: t.view((60,)), lambda a: a.reshape(60)),
        "unsqueeze": (lambda t: t.unsqueeze(1), lambda a: np.expand_dims(a, 1)),
        "squeeze": (lambda t: t.unsqueeze(3).squeeze(), lambda a: a),
        "narrow": (lambda t: t.narrow(2, 1, 3), lambda a: a[:, :, 1:4]),
        "diagonal": (lambda t: t.diagonal(1, 1, 2), lambda a: np.diagonal(a, 1, 1, 2)),
        "expand": (lambda t: t[:, :1].expand(3, 4, 5), lambda a: np.broadcast_to(a[:, :1],
                                                                              (3, 4, 5))),
        "broadcast_to": (lambda t: t[1].broadcast_to(2, 4, 5), lambda a: np.broadcast_to(
            a[1], (2, 4, 5))),
        "slice": (lambda t: t.slice([(0, 2), (1, 3), (-3, -1)]), lambda a: a[0:2, 1:3, -3:-1]),
        "slice_from": (lambda t: t.slice_from([1, -2, 0]), lambda a: a[1:, -2:, 0:]),
        "contiguous": (lambda t: t.T.contiguous(), lambda a: np.ascontiguousarray(a.T)),
        "t": (lambda t: t[0].t(), lambda a: a[0].T),
    }

    def test_views_match_numpy(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (3, 4, 5), specials=True)
            for name, (strata_view, numpy_view) in self.CASES.items():
                with self.subTest(dtype=dtype, view=name):
                    view, expected = strata_view(t), numpy_view(a)
                    self.assert_same(view, expected)
                    if name != "contiguous":
                        self.assertTrue(np.shares_memory(np.asarray(view), a))

    def test_pieces_match_numpy(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (4, 6))
            cases = [
                (t.unbind(1), [a[:, i] for i in range(6)]),
                (t.split(4, 1), np.split(a, [4], axis=1)),
                (t.split([1, 3], 0), np.split(a, [1], axis=0)),
                (t.tensor_split(4, 1), np.array_split(a, 4, axis=1)),
                (t.tensor_split([1, 5], 1), np.split(a, [1, 5], axis=1)),
                (t.hsplit(3), np.hsplit(a, 3)),
                (t.vsplit([3]), np.vsplit(a, [3])),
                (t.split_equal(2, 1), np.split(a, 2, axis=1)),
            ]
            for n, (pieces, expected) in enumerate(cases):
                with self.subTest(dtype=dtype, case=n):
                    self.assertEqual(len(pieces), len(expected))
                    for piece, e in zip(pieces, expected):
                        self.assert_same(piece, e)


@needs_numpy
class Copies(NumPyCase):
    def test_copy_reverse_resize_and_broadcast(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (3, 4), specials=True)
            with self.subTest(dtype=dtype):
                copied = t.T.copy()
                self.assert_same(copied, a.T.copy())
                self.assertTrue(copied.is_contiguous())
                self.assertFalse(np.shares_memory(np.asarray(copied), a))
                for duplicate in (copy.copy(t), copy.deepcopy(t), pickle.loads(pickle.dumps(t)),
                                  pickle.loads(pickle.dumps(t[:, ::2])), +t, t.astype(dtype)):
                    self.assertFalse(np.shares_memory(np.asarray(duplicate), a))
                self.assert_same(pickle.loads(pickle.dumps(t[:, ::2])), a[:, ::2])
                self.assert_same(+t, a)
                self.assert_same(t.astype(dtype.name), a.astype(dtype.name))
                self.assert_same(t.reverse(), np.flip(a))
                self.assert_same(t.reverse(1), np.flip(a, 1))
                self.assert_same(t.T.reverse(0), np.flip(a.T, 0))
                for shape in ((2, 7), (5,), (4, 4), (0,)):
                    expected = np.zeros(shape, a.dtype).reshape(-1)
                    n = min(expected.size, a.size)
                    expected[:n] = a.reshape(-1)[:n]
                    self.assert_same(t.resize(*shape), expected.reshape(shape))
                self.assert_same(t[0].broadcast(2, 4), np.broadcast_to(a[0], (2, 4)).copy())
                self.assertEqual(t.flatten(), np.ascontiguousarray(a).tobytes())
                self.assertEqual(t.T.flatten(), np.ascontiguousarray(a.T).tobytes())

    def test_writes_into_destinations(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (3, 4))
            with self.subTest(dtype=dtype):
                destination = strata.zeros((3, 4), dtype)
                t.copy_to(destination)
                self.assert_same(destination, a)
                self.assertTrue(t[0].try_copy_to(destination))
                self.assert_same(destination, np.broadcast_to(a[0], (3, 4)))
                t.reverse_into(destination)
                self.assert_same(destination, np.flip(a))
                t.reverse_into(destination, 1)
                self.assert_same(destination, np.flip(a, 1))
                t[:, 1:2].broadcast_into(destination)
                self.assert_same(destination, np.broadcast_to(a[:, 1:2], (3, 4)))
                self.assertTrue(t[2].try_broadcast_into(destination))
                self.assert_same(destination, np.broadcast_to(a[2], (3, 4)))
                wide = strata.full((2, 8), 9 + 9j, dtype)
                t.T.resize_to(wide)
                self.assert_same(wide, np.concatenate([a.T.reshape(-1), np.zeros(4, a.dtype)])
                                 .reshape(2, 8))
                other = strata.zeros((3, 4), dtype)
                other.copy_from_buffer(np.ascontiguousarray(a.T).tobytes())
                self.assert_same(other, np.ascontiguousarray(a.T).reshape(3, 4))
                mismatched = strata.zeros((3, 4), strata.float64 if dtype is strata.complex128
                                          else strata.complex128)
                with self.assertRaises(strata.DTypeMismatchError):
                    t.copy_to(mismatched)

    def test_joins_match_numpy(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (2, 3), specials=True)
            b, u = self.data(dtype, (2, 3))
            with self.subTest(dtype=dtype):
                self.assert_same(strata.concatenate([t, u]), np.concatenate([a, b]))
                self.assert_same(strata.concatenate([t, u.T.T, t], dim=1),
                                 np.concatenate([a, b, a], axis=1))
                self.assert_same(strata.concatenate([t, u[0]], dim=None),
                                 np.concatenate([a.reshape(-1), b[0]]))
                self.assert_same(strata.concatenate([a, b]), np.concatenate([a, b]))
                self.assert_same(strata.stack([t, u]), np.stack([a, b]))
                self.assert_same(strata.stack([t, u], dim=2), np.stack([a, b], axis=2))
                out = strata.zeros((2, 2, 3), dtype)
                strata.stack([t, u], dim=0, out=out)
                self.assert_same(out, np.stack([a, b]))
                out = strata.zeros((4, 3), dtype)
                strata.concatenate([t, u], out=out)
                self.assert_same(out, np.concatenate([a, b]))
                # Mixed dtypes promote as NumPy joins them.
                z = np.zeros((2, 3))
                self.assert_same(strata.concatenate([t, strata.array(z)]),
                                 np.concatenate([a, z]))
                other = np.zeros((2, 3), "complex64" if dtype is strata.complex128 else
                                 "complex128")
                self.assert_same(strata.stack([t, strata.array(other)]), np.stack([a, other]))

    def test_fills_slices_and_filtered_updates_match_numpy(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (3, 4))
            b = complex_array(self.rng, dtype, (2, 1))
            with self.subTest(dtype=dtype):
                t.set_slice(strata.array(b), [(1, 3), (-2, 4)])
                a[1:3, -2:4] = b
                self.assert_same(t, a)
                t.set_slice(strata.array([1 - 1j], dtype))
                a[...] = 1 - 1j
                self.assert_same(t, a)
                a, t = self.data(dtype, (3, 4))
                mask = a.imag > 0
                t.filtered_update(strata.array(mask), -2 + 0.5j)
                a[mask] = -2 + 0.5j
                self.assert_same(t, a)
                row = complex_array(self.rng, dtype, (4,))
                t.filtered_update(mask[0], strata.array(row))
                a[:, mask[0]] = np.broadcast_to(row, (3, 4))[:, mask[0]]
                self.assert_same(t, a)
                t.filtered_update(mask, 3)
                a[mask] = 3
                self.assert_same(t, a)
                t[:, 1].fill(0.25j)
                a[:, 1].fill(0.25j)
                self.assert_same(t, a)
                t[1:].clear()
                a[1:] = 0
                self.assert_same(t, a)

    def test_sequence_equal_compares_both_parts(self):
        for dtype in COMPLEX:
            a, t = self.data(dtype, (3, 4), specials=True)
            with self.subTest(dtype=dtype):
                self.assertTrue(t.sequence_equal(t.copy()))  # NaN equals NaN
                self.assertTrue(t.T.sequence_equal(np.ascontiguousarray(a.T)))
                self.assertTrue(t[None].sequence_equal(t))
                changed = a.copy()
                changed[2, 3] = complex(changed[2, 3].real, changed[2, 3].imag + 1)
                self.assertFalse(t.sequence_equal(changed))
                changed = a.copy()
                changed[2, 3] = complex(changed[2, 3].real + 1, changed[2, 3].imag)
                self.assertFalse(t.sequence_equal(changed))
                zeros = strata.array([complex(0.0, 0.0), complex(-0.0, -0.0)], dtype)
                self.assertTrue(zeros.sequence_equal(strata.zeros((2,), dtype)))
                with self.assertRaises(strata.DTypeMismatchError):
                    t.sequence_equal(np.ascontiguousarray(a.real))


# ---- what is not defined for complex numbers ----------------------------------------------------


def _unsupported_operations():
    """(name, operation) pairs; each operation takes a dict of operands: x and y complex128
    (2, 3), s complex64 (2, 3), r float32 (2, 3), i int64 (2, 3), b bool (2, 3), and
    destinations zc (complex128), zr (float64)."""
    operations = []
    for symbol in ("floordiv", "mod", "and_", "or_", "xor", "lt", "le", "gt", "ge"):
        function = getattr(operator, symbol)
        operations += [
            ("x %s y" % symbol, lambda o, f=function: f(o["x"], o["y"])),
            ("x %s s" % symbol, lambda o, f=function: f(o["x"], o["s"])),
            ("x %s 2" % symbol, lambda o, f=function: f(o["x"], 2)),
            ("2.5 %s x" % symbol, lambda o, f=function: f(2.5, o["x"])),
            ("s %s 1j" % symbol, lambda o, f=function: f(o["s"], 1j)),
            ("r %s s" % symbol, lambda o, f=function: f(o["r"], o["s"])),
            ("r %s 1j" % symbol, lambda o, f=function: f(o["r"], 1j)),
            ("i %s s" % symbol, lambda o, f=function: f(o["i"], o["s"])),
            ("1j %s i" % symbol, lambda o, f=function: f(1j, o["i"])),
            ("b %s 1j" % symbol, lambda o, f=function: f(o["b"], 1j)),
        ]
    for symbol in ("ifloordiv", "imod", "iand", "ior", "ixor"):
        function = getattr(operator, symbol)
        operations += [
            ("x %s y" % symbol, lambda o, f=function: f(o["x"], o["y"])),
            ("x %s 1" % symbol, lambda o, f=function: f(o["x"], 1)),
            ("s %s x" % symbol, lambda o, f=function: f(o["s"], o["x"])),
            ("zc %s r" % symbol, lambda o, f=function: f(o["zc"], o["r"])),
        ]
    operations += [
        ("~x", lambda o: ~o["x"]),
        ("x << 1", lambda o: o["x"] << 1), ("x >> 1", lambda o: o["x"] >> 1),
        ("divmod(x, y)", lambda o: divmod(o["x"], o["y"])),
    ]
    for method in ("floor", "ceil", "trunc", "cbrt", "sigmoid", "sinpi", "log2p1",
                   "is_zero"):
        operations.append(("x.%s()" % method, lambda o, m=method: getattr(o["x"], m)()))
    operations += [
        ("x.exp10(out=zc)", lambda o: o["x"].exp10(out=o["zc"])),
        ("x.is_zero(out=b)", lambda o: o["x"].is_zero(out=o["b"])),
        ("x.maximum(y)", lambda o: o["x"].maximum(o["y"])),
        ("x.minimum(1j)", lambda o: o["x"].minimum(1j)),
        ("x.atan2(y)", lambda o: o["x"].atan2(o["y"])),
        ("x.hypot(r)", lambda o: o["x"].hypot(o["r"])),
        ("x.copysign(y)", lambda o: o["x"].copysign(o["y"])),
        ("x.binary('floor_divide', y, out=zc)",
         lambda o: o["x"].binary("floor_divide", o["y"], out=o["zc"])),
        ("x.unary('shift_left', 2)", lambda o: o["x"].unary("shift_left", 2)),
        ("x.clamp(0, 1j)", lambda o: o["x"].clamp(0, 1j)),
        ("x.softmax()", lambda o: o["x"].softmax()),
        ("x.predicate_all('isnan')", lambda o: o["x"].predicate_all("isnan")),
        ("x.predicate_any('is_zero')", lambda o: o["x"].predicate_any("is_zero")),
        ("x.compare_any('lt', 0)", lambda o: o["x"].compare_any("lt", 0)),
        ("x.compare_all('ge', y)", lambda o: o["x"].compare_all("ge", o["y"])),
        ("r.compare_any('gt', s)", lambda o: o["r"].compare_any("gt", o["s"])),
        ("x.reduce('norm')", lambda o: o["x"].reduce("norm")),
        ("x.norm()", lambda o: o["x"].norm()),
        ("x.max_magnitude_value()", lambda o: o["x"].max_magnitude_value()),
        ("x.distance(y)", lambda o: o["x"].distance(o["y"])),
        ("x.cosine_similarity(y)", lambda o: o["x"].cosine_similarity(o["y"])),
        ("x.convert_into(zr)", lambda o: o["x"].convert_into(o["zr"])),
    ]
    for reduction in ("min", "max", "argmin", "argmax"):
        operations += [
            ("x.%s()" % reduction, lambda o, m=reduction: getattr(o["x"], m)()),
            ("s.%s(axis=0)" % reduction, lambda o, m=reduction: getattr(o["s"], m)(axis=0)),
            ("x.%s(axis=1, keepdims=True)" % reduction,
             lambda o, m=reduction: getattr(o["x"], m)(axis=1, keepdims=True)),
        ]
    operations += [
        ("x.max(out=zc)", lambda o: o["x"].max(axis=0, out=o["zc"][0])),
    ]
    return operations


@needs_numpy
class UnsupportedOperations(NumPyCase):
    def operands(self):
        operands = {
            "x": strata.array(complex_array(self.rng, strata.complex128, (2, 3))),
            "y": strata.array(complex_array(self.rng, strata.complex128, (2, 3))),
            "s": strata.array(complex_array(self.rng, strata.complex64, (2, 3))),
            "r": strata.array(self.rng.normal(size=(2, 3)), strata.float32),
            "i": strata.array(self.rng.integers(1, 9, size=(2, 3))),
            "b": strata.array(self.rng.integers(0, 2, size=(2, 3)).astype(bool)),
            "zc": strata.full((2, 3), 7 - 7j, strata.complex128),
            "zr": strata.full((2, 3), 7.0, strata.float64),
        }
        return operands

    def test_every_operation_raises_and_leaves_every_operand_unchanged(self):
        for name, operation in _unsupported_operations():
            operands = self.operands()
            before = {key: storage(t) for key, t in operands.items()}
            with self.subTest(operation=name):
                with self.assertRaises(strata.DTypeMismatchError) as caught:
                    operation(operands)
                self.assertIsInstance(caught.exception, TypeError)
                self.assertEqual(caught.exception.status, strata.DTypeMismatchError.status)
                for key, t in operands.items():
                    self.assertEqual(storage(t), before[key], "operand %s changed" % key)

    def test_messages_name_the_operation_and_numpy_dtypes(self):
        x = strata.zeros((2,), strata.complex64)
        cases = [
            (lambda: x // strata.zeros((2,), strata.float32),
             ("floor_divide", "complex64", "float32")),
            (lambda: x % strata.zeros((2,), strata.int64),
             ("remainder", "complex64", "int64", "promoted to complex128")),
            (lambda: strata.zeros((2,), strata.int8) < 1j,
             ("lt", "int8", "complex", "promoted to complex128")),
            (lambda: strata.zeros((2,), strata.float16) >= 1j,
             ("ge", "float16", "promoted to complex64")),
            (lambda: x.cbrt(), ("cbrt", "complex64")),
            (lambda: x.is_zero(), ("is_zero", "complex64")),
            (lambda: x.max(), ("max", "complex64")),
            (lambda: x < 1, ("lt", "complex64")),
        ]
        for operation, fragments in cases:
            with self.assertRaises(strata.DTypeMismatchError) as caught:
                operation()
            for fragment in fragments:
                self.assertIn(fragment, str(caught.exception))
            self.assertIn("complex", str(caught.exception))

    def test_refusals_name_numpy_promoted_dtypes(self):
        # The dtype each refused mixed operation would compute in (named by the error) is
        # NumPy 2's.
        with numpy2_promotion():
            for a in strata.DType:
                for b in COMPLEX:
                    left = strata.zeros((1,), a)
                    right = strata.zeros((1,), b)
                    expected = np.result_type(np.zeros(1, NUMPY_NAMES[a]),
                                              np.zeros(1, NUMPY_NAMES[b])).name
                    with self.subTest(a=a, b=b):
                        with self.assertRaises(strata.DTypeMismatchError) as caught:
                            left < right
                        self.assertIn("promoted to %s" % expected, str(caught.exception))
                    for scalar in (1j, 2.5):
                        if not a.is_complex and isinstance(scalar, float):
                            continue  # computed natively
                        expected = np.result_type(np.zeros(1, NUMPY_NAMES[a]), scalar).name
                        with self.subTest(a=a, scalar=scalar):
                            with self.assertRaises(strata.DTypeMismatchError) as caught:
                                left // scalar
                            self.assertIn("promoted to %s" % expected, str(caught.exception))

    def test_layout_operations_still_work_after_a_refusal(self):
        x = strata.array([1 + 1j, 2 - 2j])
        with self.assertRaises(strata.DTypeMismatchError):
            x //= 1
        self.assertEqual(x.tolist(), [1 + 1j, 2 - 2j])
        x[0] = 5
        self.assertEqual(x.tolist(), [5 + 0j, 2 - 2j])


if __name__ == "__main__":
    unittest.main()
