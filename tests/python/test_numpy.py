"""NumPy interop without copies: numpy.asarray(tensor) and strata.from_numpy(array) share
memory, proven by writing through one side and reading the other."""

import gc
import unittest
import weakref

import strata
from strata import _keepalive
from support import StrataTestCase, needs_numpy, numpy as np


@needs_numpy
class TensorAsNumPy(StrataTestCase):
    def test_asarray_shares_memory_both_ways(self):
        t = strata.array([[1, 2, 3], [4, 5, 6]], strata.int32)
        a = np.asarray(t)
        self.assertEqual(a.dtype, np.int32)
        self.assertEqual(a.shape, (2, 3))
        self.assertEqual(a.__array_interface__["data"][0], t.data_ptr)
        a[1, 2] = 60
        self.assertEqual(t.item(1, 2), 60)
        t.set_item((0, 0), -1)
        self.assertEqual(a[0, 0], -1)

    def test_strides_are_converted_to_bytes_and_views_keep_their_layout(self):
        t = strata.array(list(range(12)), strata.float64, shape=(3, 4))
        view = t.slice([(1, 3), (1, 4)])
        a = view.numpy()
        self.assertEqual(a.strides, (32, 8))
        self.assertEqual(a.tolist(), [[5.0, 6.0, 7.0], [9.0, 10.0, 11.0]])
        a[0, 0] = 50.0
        self.assertEqual(t.item(1, 1), 50.0)

    def test_every_numpy_dtype_maps(self):
        for dtype in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
                      "float16", "float32", "float64", "bool", "complex64", "complex128"):
            t = strata.zeros((2,), dtype)
            self.assertEqual(np.asarray(t).dtype, np.dtype(dtype), dtype)
        with self.assertRaises(TypeError):
            np.asarray(strata.zeros((2,), strata.bfloat16))

    def test_read_only_tensor_gives_read_only_array(self):
        t = strata.from_numpy(np.arange(3), read_only=True)
        a = np.asarray(t)
        self.assertFalse(a.flags.writeable)
        with self.assertRaises(ValueError):
            a[0] = 1

    def test_array_keeps_the_tensor_alive(self):
        t = strata.array([1, 2, 3])
        a = np.asarray(t)
        del t
        gc.collect()
        self.assertEqual(a.tolist(), [1, 2, 3])
        a[0] = 10
        self.assertEqual(a.tolist(), [10, 2, 3])

    def test_empty_tensor(self):
        a = np.asarray(strata.zeros((2, 0), strata.int16))
        self.assertEqual(a.shape, (2, 0))


@needs_numpy
class FromNumPy(StrataTestCase):
    def test_view_shares_memory_both_ways(self):
        a = np.arange(12, dtype=np.int64).reshape(3, 4)
        t = strata.from_numpy(a)
        self.assertEqual(t.shape, (3, 4))
        self.assertEqual(t.stride(), (4, 1))
        self.assertEqual(t.data_ptr, a.ctypes.data)
        t.set_item((2, 3), 99)
        self.assertEqual(a[2, 3], 99)
        a[0, 1] = -5
        self.assertEqual(t.item(0, 1), -5)

    def test_strided_transposed_and_broadcast_arrays_are_viewed(self):
        base = np.arange(24, dtype=np.float32).reshape(4, 6)
        stepped = strata.from_numpy(base[::2, 1::2])
        self.assertEqual((stepped.shape, stepped.stride()), ((2, 3), (12, 2)))
        stepped.set_item((1, 2), -1.0)
        self.assertEqual(base[2, 5], -1.0)
        transposed = strata.from_numpy(base.T)
        self.assertEqual(transposed.stride(), (1, 6))
        self.assertEqual(transposed.item(5, 3), base[3, 5])
        broadcast = strata.from_numpy(np.broadcast_to(np.arange(3), (4, 3)))
        self.assertEqual(broadcast.stride(), (0, 1))
        self.assertTrue(broadcast.read_only)

    def test_length_one_and_scalar_arrays(self):
        t = strata.from_numpy(np.zeros((1, 3, 1), np.uint16))
        self.assertEqual(t.stride(), (0, 1, 0))
        a = np.array(7.5)
        s = strata.from_numpy(a)
        self.assertEqual((s.shape, s.item(), s.data_ptr), (a.shape, a.item(), a.ctypes.data))
        self.assertEqual(np.asarray(s).shape, ())

    def test_negative_strides_are_copied(self):
        a = np.arange(5, dtype=np.int32)
        t = strata.from_numpy(a[::-1])
        self.assertEqual(t.tolist(), [4, 3, 2, 1, 0])
        t.set_item((0,), 40)
        self.assertEqual(a[4], 4)  # a copy: the original is untouched

    def test_read_only_arrays_give_read_only_views(self):
        a = np.arange(3)
        a.flags.writeable = False
        t = strata.from_numpy(a)
        self.assertTrue(t.read_only)
        with self.assertRaises(strata.ReadOnlyError):
            t.set_item((0,), 1)
        self.assertEqual(a[0], 0)

    def test_unsupported_dtypes_and_byte_orders_are_refused(self):
        with self.assertRaises(strata.DTypeMismatchError):
            strata.from_numpy(np.zeros(2, np.clongdouble))
        with self.assertRaises(TypeError):
            strata.from_numpy(np.zeros(2, ">i4"))

    def test_aliasing_layouts_are_refused(self):
        a = np.arange(10, dtype=np.int8)
        overlapping = np.lib.stride_tricks.as_strided(a, shape=(3, 3), strides=(2, 1))
        with self.assertRaises(strata.InvalidArgumentError):
            strata.from_numpy(overlapping)
        self.assertEqual(_keepalive.count(), self.kept_before)

    def test_the_tensor_keeps_the_array_alive(self):
        a = np.arange(4, dtype=np.float64)
        probe = weakref.ref(a)
        t = strata.from_numpy(a)
        view = t.slice([(2, 4)])
        del a
        t.release()
        gc.collect()
        self.assertIsNotNone(probe())
        self.assertEqual(view.tolist(), [2.0, 3.0])
        view.release()
        gc.collect()
        self.assertIsNone(probe())

    def test_round_trip_through_both_sides_is_the_same_memory(self):
        a = np.ones((2, 2), np.float32)
        b = np.asarray(strata.from_numpy(a))
        self.assertTrue(np.shares_memory(a, b))
        b[1, 1] = 5
        self.assertEqual(a[1, 1], 5)


if __name__ == "__main__":
    unittest.main()
