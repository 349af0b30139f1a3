"""The Tensor class over the core C functions: creation, queries, elements, slicing, text,
reference counting."""

import gc
import unittest
import weakref
import numpy as np

import strata
from support import StrataTestCase


class Creation(StrataTestCase):
    def test_zeros_has_shape_dtype_and_canonical_strides(self):
        t = strata.zeros((2, 1, 3), strata.int32)
        self.assertEqual(t.shape, (2, 1, 3))
        self.assertEqual(t.stride(), (3, 0, 1))
        self.assertEqual(t.dtype, strata.int32)
        self.assertEqual(t.ndim, 3)
        self.assertEqual(t.size, 6)
        self.assertEqual(t.itemsize, 4)
        self.assertEqual(t.required_storage, 6)
        self.assertTrue(t.is_dense)
        self.assertTrue(t.has_any_dense_dimensions)
        self.assertFalse(t.is_empty)
        self.assertFalse(t.read_only)
        self.assertNotEqual(t.data_ptr, 0)
        self.assertEqual(t.tolist(), [[[0, 0, 0]], [[0, 0, 0]]])

    def test_explicit_strides_and_empty_shapes(self):
        t = strata.zeros((2, 3), strata.float64, strides=(1, 2))
        self.assertEqual(t.stride(), (1, 2))
        self.assertFalse(t.is_dense)
        self.assertEqual((strata.zeros(()).shape, strata.zeros(()).size), ((), 1))
        e = strata.empty((3, 0), "int8")
        self.assertTrue(e.is_empty)
        self.assertEqual(e.stride(), (0, 0))
        with self.assertRaises(strata.InvalidArgumentError):
            strata.zeros((2, 2), strides=(1, 1))

    def test_array_infers_dtype_and_shape(self):
        self.assertEqual(strata.array([[1, 2], [3, 4]]).dtype, strata.int64)
        self.assertEqual(strata.array([True, False]).dtype, strata.bool_)
        f = strata.array([1, 2.5])
        self.assertEqual((f.dtype, f.tolist()), (strata.float64, [1.0, 2.5]))
        self.assertEqual(strata.array(7).shape, np.array(7).shape)
        h = strata.array([0.1, 65504.0], strata.float16)
        self.assertAlmostEqual(h.item(0), 0.1, places=3)
        self.assertEqual(h.item(1), 65504.0)
        b = strata.array([1.0, -2.5, 3.0e38], "bfloat16")
        self.assertEqual(b.tolist()[:2], [1.0, -2.5])
        self.assertEqual(strata.array([1, 2, 3, 4], shape=(2, 2)).tolist(), [[1, 2], [3, 4]])
        with self.assertRaises(ValueError):
            strata.array([[1, 2], [3]])
        self.assertEqual(strata.array([1.5, -1.5], strata.int32).tolist(), [1, -1])
        with self.assertRaises(OverflowError):
            strata.array([300], strata.uint8)
        with self.assertRaises(TypeError):
            strata.zeros((1,), "complex256")

    def test_tensor_is_not_constructed_directly(self):
        with self.assertRaises(TypeError):
            strata.Tensor((2, 2))


class Elements(StrataTestCase):
    def test_item_and_set_item_count_negative_positions_from_the_back(self):
        t = strata.array([[1, 2, 3], [4, 5, 6]], strata.int16)
        self.assertEqual(t.item(1, 2), 6)
        self.assertEqual(t.item(-1, -3), 4)
        t.set_item((0, -1), -9)
        self.assertEqual(t.tolist(), [[1, 2, -9], [4, 5, 6]])
        with self.assertRaises(IndexError):
            t.item(2, 0)
        self.assertEqual(strata.array([5]).item(), 5)
        with self.assertRaises(ValueError):
            t.item()

    def test_fill_and_clear_touch_only_the_view(self):
        t = strata.array([1, 2, 3, 4], strata.uint8)
        t.slice([(1, 3)]).fill(9)
        self.assertEqual(t.tolist(), [1, 9, 9, 4])
        t.slice_from([2]).clear()
        self.assertEqual(t.tolist(), [1, 9, 0, 0])
        flags = strata.array([False, False])
        flags.fill(True)
        self.assertEqual(flags.tolist(), [True, True])

    def test_len_and_iteration(self):
        t = strata.array([[1, 2], [3, 4], [5, 6]])
        self.assertEqual(len(t), 3)
        rows = list(t)
        self.assertEqual([r.tolist() for r in rows], [[1, 2], [3, 4], [5, 6]])
        self.assertEqual(list(strata.array([7, 8])), [7, 8])

    def test_to_string_is_the_native_text_form(self):
        t = strata.array([[1, 2, 3], [4, 5, 6]], strata.int32)
        self.assertEqual(t.to_string(), "Tensor<Int32>[2, 3]")
        self.assertEqual(t.to_string([2, 2]),
                         "Tensor<Int32>[2, 3] {\n  [1, 2, ..],\n  [4, 5, ..]\n}")
        self.assertTrue(strata.zeros((3,), strata.float32).to_string(8).startswith(
            "Tensor<Single>[3]"))
        with self.assertRaises(strata.ArgumentOutOfRangeError):
            t.to_string([1])


class Slicing(StrataTestCase):
    def test_slice_views_share_storage(self):
        t = strata.array([[1, 2, 3], [4, 5, 6]], strata.int32)
        v = t.slice([(0, 2), (1, 3)])
        self.assertEqual(v.shape, (2, 2))
        self.assertEqual(v.stride(), (3, 1))
        v.set_item((1, 1), 60)
        self.assertEqual(t.item(1, 2), 60)
        w = t.slice_from([-1, 1])
        self.assertEqual(w.tolist(), [[5, 60]])
        self.assertFalse(w.same_view(t))
        self.assertTrue(t.same_view(t.slice([(0, 2), (0, 3)])))
        with self.assertRaises(strata.ArgumentOutOfRangeError):
            t.slice([(0, 3), (0, 3)])
        with self.assertRaises(strata.IndexOutOfRangeError):
            t.slice_from([2, 0])


class ReferenceCounting(StrataTestCase):
    def test_views_keep_their_base_storage_alive(self):
        t = strata.array(list(range(10)), strata.int64)
        view = t.slice([(5, 10)])
        del t
        gc.collect()
        self.assertEqual(view.tolist(), [5, 6, 7, 8, 9])

    def test_release_in_any_order(self):
        for order in ((0, 1, 2), (2, 1, 0), (1, 0, 2)):
            base = strata.array([1, 2, 3, 4])
            a = base.slice([(1, 4)])
            b = a.slice([(1, 3)])
            objects = [base, a, b]
            for i in order:
                objects[i].release()
            with self.assertRaises(strata.InvalidHandleError):
                objects[order[0]].tolist()

    def test_python_objects_release_their_handle_when_collected(self):
        before = strata.live_tensor_count()
        t = strata.zeros((4,))
        self.assertEqual(strata.live_tensor_count(), before + 1)
        probe = weakref.ref(t)
        del t
        gc.collect()
        self.assertIsNone(probe())
        self.assertEqual(strata.live_tensor_count(), before)

    def test_context_manager_releases(self):
        with strata.zeros((2,)) as t:
            self.assertEqual(t.shape, (2,))
        with self.assertRaises(strata.InvalidHandleError):
            t.shape


if __name__ == "__main__":
    unittest.main()
