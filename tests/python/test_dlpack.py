"""DLPack exchange: numpy.from_dlpack(tensor), strata.from_dlpack(anything), capsule ownership
and the rejection of what Strata cannot view."""

import ctypes
import gc
import unittest
import weakref

import strata
from strata import _keepalive, _native
from support import StrataTestCase, needs_numpy, numpy as np

_api = ctypes.pythonapi
_api.PyCapsule_GetName.restype = ctypes.c_char_p
_api.PyCapsule_GetName.argtypes = [ctypes.py_object]
_api.PyCapsule_GetPointer.restype = ctypes.c_void_p
_api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


def capsule_name(capsule):
    return _api.PyCapsule_GetName(capsule)


def managed(capsule, struct=_native.DLPackManagedTensor):
    pointer = _api.PyCapsule_GetPointer(capsule, capsule_name(capsule))
    return ctypes.cast(pointer, ctypes.POINTER(struct)).contents


class Export(StrataTestCase):
    def test_legacy_capsule_by_default_and_versioned_on_request(self):
        t = strata.array([[1, 2], [3, 4]], strata.int16)
        self.assertEqual(capsule_name(t.__dlpack__()), b"dltensor")
        self.assertEqual(capsule_name(t.__dlpack__(max_version=(0, 8))), b"dltensor")
        versioned = t.__dlpack__(max_version=(1, 2))
        self.assertEqual(capsule_name(versioned), b"dltensor_versioned")
        m = managed(versioned, _native.DLPackManagedTensorVersioned)
        self.assertEqual((m.version.major, m.version.minor, m.flags), (1, 0, 0))
        self.assertEqual((m.dl_tensor.dtype.code, m.dl_tensor.dtype.bits), (0, 16))
        self.assertEqual([m.dl_tensor.shape[i] for i in range(2)], [2, 2])
        self.assertEqual(t.__dlpack_device__(), (1, 0))

    def test_keyword_arguments(self):
        t = strata.zeros((2,))
        self.assertEqual(capsule_name(t.__dlpack__(stream=None, dl_device=(1, 0), copy=False)),
                         b"dltensor")
        with self.assertRaises(BufferError):
            t.__dlpack__(stream=1)
        with self.assertRaises(BufferError):
            t.__dlpack__(dl_device=(2, 0))

    def test_copy_true_exports_independent_memory_flagged_as_copied(self):
        t = strata.array([1.0, 2.0])
        capsule = t.__dlpack__(max_version=(1, 0), copy=True)
        m = managed(capsule, _native.DLPackManagedTensorVersioned)
        self.assertEqual(m.flags, 2)
        self.assertNotEqual(m.dl_tensor.data, t.data_ptr)
        copy = strata.from_dlpack(capsule)
        copy.set_item((0,), 10.0)
        self.assertEqual(t.item(0), 1.0)

    def test_read_only_tensor_exports_only_versioned(self):
        t = strata.from_dlpack(strata.zeros((3,)), read_only=True)
        with self.assertRaises(BufferError) as caught:
            t.__dlpack__()
        self.assertIn("read-only", str(caught.exception))
        m = managed(t.__dlpack__(max_version=(1, 0)), _native.DLPackManagedTensorVersioned)
        self.assertEqual(m.flags, 1)

    def test_unconsumed_capsule_frees_its_tensor(self):
        live = strata.live_tensor_count()
        t = strata.zeros((4,))
        capsule = t.__dlpack__()
        t.release()
        self.assertEqual(strata.live_tensor_count(), live)
        del capsule  # the capsule destructor calls the deleter; ASan would flag a double free
        gc.collect()


class Import(StrataTestCase):
    def test_versioned_round_trip_shares_memory(self):
        t = strata.array([[1, 2, 3], [4, 5, 6]], strata.int32)
        view = t.slice([(0, 2), (1, 3)])
        back = strata.from_dlpack(view)
        self.assertTrue(back.same_view(view))
        back.set_item((1, 1), 66)
        self.assertEqual(t.item(1, 2), 66)

    def test_capsules_are_consumed_once(self):
        t = strata.array([5, 6])
        capsule = t.__dlpack__()
        u = strata.from_dlpack(capsule)
        self.assertEqual(capsule_name(capsule), b"used_dltensor")
        with self.assertRaises(ValueError):
            strata.from_dlpack(capsule)
        self.assertEqual(u.tolist(), [5, 6])

    def test_read_only_flag_survives_the_round_trip(self):
        t = strata.from_dlpack(strata.array([1, 2]), read_only=True)
        self.assertTrue(t.read_only)
        self.assertTrue(strata.from_dlpack(t).read_only)

    def test_rejected_import_leaves_the_capsule_owning_the_tensor(self):
        t = strata.array([1, 2, 3], strata.int32)
        for field, value, error, fragment in (
                ("device", 2, strata.InvalidArgumentError, "device (type 2"),
                ("lanes", 4, strata.DTypeMismatchError, "lanes 4"),
                ("stride", -1, strata.ArgumentOutOfRangeError, "negative")):
            capsule = t.__dlpack__()
            m = managed(capsule)
            if field == "device":
                m.dl_tensor.device.device_type = value
            elif field == "lanes":
                m.dl_tensor.dtype.lanes = value
            else:
                m.dl_tensor.strides[0] = value
            with self.assertRaises(error) as caught:
                strata.from_dlpack(capsule)
            self.assertIn(fragment, str(caught.exception))
            self.assertEqual(capsule_name(capsule), b"dltensor")
            del capsule, m
        # tearDown proves every exported tensor was freed by its capsule


@needs_numpy
class NumPyExchange(StrataTestCase):
    def test_numpy_from_dlpack_shares_the_tensor_memory(self):
        t = strata.array([[1.5, 2.5], [3.5, 4.5]], strata.float64)
        a = np.from_dlpack(t)
        self.assertEqual(a.tolist(), [[1.5, 2.5], [3.5, 4.5]])
        self.assertEqual(a.__array_interface__["data"][0], t.data_ptr)
        t.set_item((1, 0), -1.0)
        self.assertEqual(a[1, 0], -1.0)
        del t
        gc.collect()
        self.assertEqual(a[1, 0], -1.0)  # the exported tensor keeps the storage alive

    def test_numpy_from_dlpack_of_a_strided_view(self):
        t = strata.array(list(range(12)), strata.int32, shape=(3, 4))
        view = t.slice([(0, 3), (1, 3)])
        a = np.from_dlpack(view)
        self.assertEqual(a.strides, (16, 4))
        self.assertEqual(a.tolist(), [[1, 2], [5, 6], [9, 10]])
        one = np.from_dlpack(t.slice([(1, 2), (0, 4)]))
        self.assertEqual(one.tolist(), [[4, 5, 6, 7]])
        self.assertTrue(one.flags.c_contiguous)

    def test_strata_from_dlpack_shares_the_array_memory(self):
        a = np.arange(6, dtype=np.int64).reshape(2, 3)
        t = strata.from_dlpack(a)
        self.assertEqual((t.shape, t.stride()), ((2, 3), (3, 1)))
        self.assertEqual(t.data_ptr, a.ctypes.data)
        t.set_item((1, 1), 40)
        self.assertEqual(a[1, 1], 40)
        a[0, 2] = 20
        self.assertEqual(t.item(0, 2), 20)

    def test_strata_from_dlpack_keeps_the_array_alive_and_lets_go(self):
        a = np.arange(3.0)
        probe = weakref.ref(a)
        t = strata.from_dlpack(a)
        del a
        gc.collect()
        self.assertIsNotNone(probe())
        self.assertEqual(t.tolist(), [0.0, 1.0, 2.0])
        t.release()
        gc.collect()
        self.assertIsNone(probe())

    def test_both_directions_in_a_chain(self):
        a = np.zeros((2, 2), np.float32)
        b = np.from_dlpack(strata.from_dlpack(a))
        self.assertTrue(np.shares_memory(a, b))
        a[0, 1] = 3.0  # NumPy 1.x marks DLPack imports read-only, so write the original
        self.assertEqual(b[0, 1], 3.0)

    def test_numpy_negative_strides_are_rejected(self):
        a = np.arange(4, dtype=np.int32)
        with self.assertRaises(strata.ArgumentOutOfRangeError):
            strata.from_dlpack(a[::-1])

    def test_complex_dtypes_without_a_strata_equivalent_are_rejected(self):
        t = strata.zeros((2,), strata.complex64)
        capsule = t.__dlpack__()
        managed(capsule).dl_tensor.dtype.bits = 32  # a complex of two float16 parts
        with self.assertRaises(strata.DTypeMismatchError):
            strata.from_dlpack(capsule)
        self.assertEqual(capsule_name(capsule), b"dltensor")


if __name__ == "__main__":
    unittest.main()
