"""Rank-0 tensors against NumPy's 0-d arrays: creation, views to and from shape (), squeeze,
broadcasting, elementwise operations, reductions over every axis, indexing, NumPy, DLPack and
PyTorch round trips, text, and the operations NumPy refuses on 0-d arrays."""

import unittest

import numpy as np

import strata
from support import StrataTestCase


def same(test, tensor, array):
    """tensor has array's shape, dtype name and elements."""
    test.assertEqual(tensor.shape, array.shape)
    test.assertEqual(tensor.dtype.name, array.dtype.name)
    test.assertEqual(tensor.tolist(), array.tolist())


class Creation(StrataTestCase):
    def test_creators_of_shape_empty_tuple_hold_one_element(self):
        same(self, strata.zeros(()), np.zeros(()))
        same(self, strata.full((), 3.5), np.full((), 3.5))
        same(self, strata.full((), 7, strata.int32), np.full((), 7, np.int32))
        same(self, strata.array(7), np.array(7))
        same(self, strata.array(2.5, strata.float32), np.array(2.5, np.float32))
        same(self, strata.array(True), np.array(True))
        empty = strata.empty(())
        self.assertEqual((empty.shape, empty.size, empty.ndim), ((), 1, 0))

    def test_layout_of_rank_zero(self):
        t = strata.full((), 1.0)
        a = np.full((), 1.0)
        self.assertEqual((t.ndim, t.size, t.strides, t.stride(), t.nbytes),
                         (a.ndim, a.size, a.strides, (), a.nbytes))
        self.assertFalse(t.is_empty)
        self.assertTrue(t.is_dense)


class Views(StrataTestCase):
    def test_reshape_to_and_from_rank_zero(self):
        for shape in [(1,), (1, 1, 1), ()]:
            for target in [(), (1,), (1, 1), (-1,)]:
                with self.subTest(shape=shape, target=target):
                    same(self, strata.full(shape, 4.0).reshape(target),
                         np.full(shape, 4.0).reshape(target))

    def test_squeeze_of_one_element_gives_rank_zero(self):
        for shape in [(1,), (1, 1), (1, 1, 1), ()]:
            with self.subTest(shape=shape):
                same(self, strata.full(shape, 2).squeeze(), np.full(shape, 2).squeeze())

    def test_unsqueeze_broadcast_and_permute(self):
        t, a = strata.full((), 5.0), np.full((), 5.0)
        same(self, t.unsqueeze(0), np.expand_dims(a, 0))
        same(self, t.broadcast_to((2, 3)) if hasattr(t, "broadcast_to") else t.expand(2, 3),
             np.broadcast_to(a, (2, 3)))
        same(self, t.transpose(), a.transpose())
        same(self, t.T, a.T)


class Arithmetic(StrataTestCase):
    def test_elementwise_broadcasts_a_rank_zero_operand(self):
        t, a = strata.full((), 2.0), np.full((), 2.0)
        m, b = strata.array([[1.0, 2.0], [3.0, 4.0]]), np.array([[1.0, 2.0], [3.0, 4.0]])
        same(self, t * m, a * b)
        same(self, m - t, b - a)
        same(self, t + t, a + a)
        same(self, t + 1, a + 1)
        same(self, -t, -a)
        same(self, strata.sqrt(t) if hasattr(strata, "sqrt") else t.sqrt(), np.sqrt(a))

    def test_reducing_every_axis_with_keepdims_and_of_a_scalar(self):
        m, b = strata.array([[1, 2], [3, 4]]), np.array([[1, 2], [3, 4]])
        same(self, m.sum(axis=(0, 1), keepdims=True), b.sum(axis=(0, 1), keepdims=True))
        self.assertEqual(strata.full((), 3.0).sum(), np.full((), 3.0).sum())


class Indexing(StrataTestCase):
    def test_ellipsis_gives_the_rank_zero_view_and_empty_tuple_the_element(self):
        t, a = strata.full((), 6.0), np.full((), 6.0)
        same(self, t[...], a[...])
        self.assertEqual(t[()], a[()])
        t[...] = 8.0
        self.assertEqual(t.item(), 8.0)
        t[()] = 9.0
        self.assertEqual(t.item(), 9.0)

    def test_indexing_every_axis_with_an_ellipsis_gives_a_view(self):
        m, b = strata.array([[1, 2], [3, 4]]), np.array([[1, 2], [3, 4]])
        view = m[1, 0, ...]
        same(self, view, b[1, 0, ...])
        view[...] = 30
        self.assertEqual(m.tolist(), [[1, 2], [30, 4]])

    def test_a_rank_zero_index_tensor_is_an_integer(self):
        v, a = strata.array([10, 11, 12]), np.array([10, 11, 12])
        self.assertEqual(v[strata.array(1)], a[np.array(1)])

    def test_numpy_refuses_what_strata_refuses(self):
        t, a = strata.full((), 1.0), np.full((), 1.0)
        for operation in (len, iter, lambda x: x[0]):
            with self.subTest(operation=operation):
                with self.assertRaises((TypeError, IndexError)):
                    operation(a)
                with self.assertRaises((TypeError, IndexError)):
                    operation(t)


class Joins(StrataTestCase):
    def test_stack_of_scalars_and_concatenate_refused(self):
        same(self, strata.stack([strata.array(1), strata.array(2)]),
             np.stack([np.array(1), np.array(2)]))
        with self.assertRaises(ValueError):
            np.concatenate([np.array(1), np.array(2)])
        with self.assertRaises(ValueError):
            strata.concatenate([strata.array(1), strata.array(2)])


class Interchange(StrataTestCase):
    def test_numpy_round_trip_keeps_shape_and_memory(self):
        a = np.array(4.25)
        t = strata.from_numpy(a)
        self.assertEqual((t.shape, t.item(), t.data_ptr), ((), 4.25, a.ctypes.data))
        back = np.asarray(t)
        self.assertEqual((back.shape, back.item()), ((), 4.25))
        self.assertEqual(t.numpy().shape, ())

    def test_dlpack_round_trip_through_numpy(self):
        t = strata.full((), 1.5, strata.float32)
        a = np.from_dlpack(t)
        self.assertEqual((a.shape, a.dtype, a.item()), ((), np.float32, 1.5))
        back = strata.from_dlpack(np.array(3, np.int16))
        same(self, back, np.array(3, np.int16))

    def test_text_shows_the_element(self):
        self.assertEqual(repr(strata.array(2.5)), "strata.tensor(2.5)")
        self.assertEqual(str(strata.array(2.5)), str(np.array(2.5)))


if __name__ == "__main__":
    unittest.main()
