"""Copies, resize, reverse, broadcast, concatenate/stack/split, slice assignment, filtered
update and contents equality through Tensor methods (strata_copy.h)."""

import unittest

import strata
from strata import _native
from support import StrataTestCase

needs_copy = unittest.skipUnless(_native.has("strata_tensor_copy_to"),
                                 "this libstrata has no copy functions")


def arange(*shape, dtype=strata.int32):
    count = 1
    for n in shape:
        count *= n
    return strata.array(list(range(count)), dtype, shape=shape)


@needs_copy
class Copies(StrataTestCase):
    def test_copy_is_independent_and_dense(self):
        t = arange(3, 4).slice([(0, 3), (1, 3)])
        c = t.copy()
        self.assertTrue(c.is_dense)
        self.assertEqual(c.tolist(), t.tolist())
        c.fill(0)
        self.assertEqual(t.item(0, 0), 1)

    def test_copy_to_broadcasts_and_validates_first(self):
        destination = strata.zeros((2, 3), strata.int32)
        strata.array([1, 2, 3], strata.int32).copy_to(destination)
        self.assertEqual(destination.tolist(), [[1, 2, 3], [1, 2, 3]])
        with self.assertRaises(strata.DTypeMismatchError):
            strata.array([1.0, 2.0, 3.0]).copy_to(destination)
        with self.assertRaises(strata.ArgumentOutOfRangeError):
            arange(7).copy_to(destination)
        self.assertEqual(destination.tolist(), [[1, 2, 3], [1, 2, 3]])
        self.assertFalse(arange(2, 2).try_copy_to(destination))
        self.assertTrue(arange(2, 3).try_copy_to(destination))
        self.assertEqual(destination.item(1, 2), 5)

    def test_flatten_and_copy_from_buffer(self):
        t = arange(2, 3, dtype=strata.int16).t() if _native.has("strata_tensor_t") else None
        if t is not None:
            self.assertEqual(t.flatten(), bytes([0, 0, 3, 0, 1, 0, 4, 0, 2, 0, 5, 0]))
        d = strata.zeros((2, 2), strata.uint8)
        d.copy_from_buffer(b"\x01\x02\x03\x04")
        self.assertEqual(d.tolist(), [[1, 2], [3, 4]])
        with self.assertRaises(strata.ArgumentOutOfRangeError):
            d.copy_from_buffer(b"\x09")
        self.assertEqual(d.tolist(), [[1, 2], [3, 4]])

    def test_resize_fills_with_zeros_never_repeats(self):
        self.assertEqual(strata.array([1, 2]).resize(5).tolist(), [1, 2, 0, 0, 0])
        self.assertEqual(arange(2, 3).resize(2, 2).tolist(), [[0, 1], [2, 3]])
        destination = strata.zeros((4,), strata.int32)
        destination.fill(9)
        arange(2).resize_to(destination)
        self.assertEqual(destination.tolist(), [0, 1, 0, 0])

    def test_reverse(self):
        source = strata.array([1, 2, 3, 4], shape=(2, 2))
        self.assertEqual(source.reverse().tolist(), [[4, 3], [2, 1]])
        self.assertEqual(source.reverse(0).tolist(), [[3, 4], [1, 2]])
        source.reverse_into(source)
        self.assertEqual(source.tolist(), [[4, 3], [2, 1]])
        out = strata.zeros((2, 2), strata.int64)
        source.reverse_into(out, 1)
        self.assertEqual(out.tolist(), [[3, 4], [1, 2]])

    def test_broadcast_forms(self):
        row = strata.array([1, 2, 3], strata.int32)
        view = row.broadcast_to(2, 3)
        self.assertEqual((view.shape, view.stride()), ((2, 3), (0, 1)))
        dense = row.broadcast((2, 3))
        self.assertTrue(dense.is_dense)
        out = strata.zeros((3, 3), strata.int32)
        row.broadcast_into(out)
        self.assertEqual(out.item(2, 2), 3)
        self.assertFalse(row.try_broadcast_into(strata.zeros((2, 2), strata.int32)))
        with self.assertRaises(strata.ShapeMismatchError):
            row.broadcast_to(2, 4)

    def test_concatenate_stack_and_split(self):
        a, b = arange(2, 2), arange(1, 2)
        self.assertEqual(strata.concatenate([a, b]).tolist(), [[0, 1], [2, 3], [0, 1]])
        self.assertEqual(strata.concatenate([a, b], None).tolist(), [0, 1, 2, 3, 0, 1])
        out = strata.zeros((2, 2, 2), strata.int32)
        strata.stack([a, a], 0, out=out)
        self.assertEqual(out.item(1, 1, 1), 3)
        self.assertEqual(strata.stack([a, a], 2).shape, (2, 2, 2))
        self.assertEqual(strata.concatenate([a]).tolist(), a.tolist())
        with self.assertRaises(strata.InvalidArgumentError):
            strata.concatenate([])
        pieces = arange(4, 2).split_equal(2)
        self.assertEqual([p.tolist() for p in pieces], [[[0, 1], [2, 3]], [[4, 5], [6, 7]]])
        with self.assertRaises(strata.InvalidArgumentError):
            arange(3).split_equal(2)

    def test_set_slice_filtered_update_and_sequence_equal(self):
        t = strata.zeros((3, 3), strata.int32)
        t.set_slice(strata.array([7, 8], strata.int32), [(1, 3), (0, 2)])
        self.assertEqual(t.tolist(), [[0, 0, 0], [7, 8, 0], [7, 8, 0]])
        mask = strata.array([True, False, True])
        t.filtered_update(mask, 5)
        self.assertEqual(t.tolist(), [[5, 0, 5], [5, 8, 5], [5, 8, 5]])
        t.filtered_update(mask, strata.array([1, 2, 3], strata.int32))
        self.assertEqual(t.tolist()[0], [1, 0, 3])
        self.assertTrue(t.sequence_equal(t.copy()))
        self.assertFalse(t.sequence_equal(strata.zeros((3, 3), strata.int32)))
        with self.assertRaises(strata.DTypeMismatchError):
            t.sequence_equal(strata.zeros((3, 3), strata.int64))


if __name__ == "__main__":
    unittest.main()
