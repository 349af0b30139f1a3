"""t[...] and t[...] = v with the MindSpore indexing examples (seed 003). Basic indexes (int,
slice, None, Ellipsis) work with any libstrata; bool, tensor and list indexes, index assignment
with broadcasting and augmented assignment need strata_tensor_index / _index_assign."""

import unittest

import strata
from strata import _native
from support import StrataTestCase, needs_numpy, numpy as np

native_index = unittest.skipUnless(_native.has("strata_tensor_index"),
                                   "this libstrata has no strata_tensor_index")
native_assign = unittest.skipUnless(_native.has("strata_tensor_index_assign"),
                                    "this libstrata has no strata_tensor_index_assign")
native_reshape = unittest.skipUnless(_native.has("strata_tensor_reshape"),
                                     "this libstrata has no strata_tensor_reshape")


def arange(shape, dtype=strata.int64):
    count = 1
    for n in shape:
        count *= n
    return strata.array(list(range(count)), dtype, shape=shape)


class BasicIndexing(StrataTestCase):
    def test_int_index_drops_a_dimension(self):
        x = arange((2, 3, 2))
        self.assertEqual(x[0].tolist(), [[0, 1], [2, 3], [4, 5]])
        self.assertEqual(x[0][1].tolist(), [2, 3])
        self.assertEqual(x[-1, -1].tolist(), [10, 11])
        self.assertEqual(x[1, 2, 0], 10)  # every dimension by int: a Python scalar
        with self.assertRaises(IndexError):
            x[2]

    def test_none_adds_a_dimension_of_length_one(self):
        x = arange((2, 3))
        self.assertEqual(x[None].shape, (1, 2, 3))
        self.assertEqual(x[None][None].tolist(), [[[[0, 1, 2], [3, 4, 5]]]])

    def test_ellipsis_keeps_everything(self):
        x = arange((2, 3))
        self.assertEqual(x[...].tolist(), [[0, 1, 2], [3, 4, 5]])
        self.assertEqual(x[...][...].tolist(), [[0, 1, 2], [3, 4, 5]])
        self.assertEqual(x[..., 1].tolist(), [1, 4])

    def test_slices_with_steps_are_views(self):
        x = arange((4, 2, 2))
        single = x[1:4:2]
        self.assertEqual(single.tolist(), [[[4, 5], [6, 7]], [[12, 13], [14, 15]]])
        self.assertEqual(x[1:4:2][1:].tolist(), [[[12, 13], [14, 15]]])
        single.fill(0)
        self.assertEqual(x[1].tolist(), [[0, 0], [0, 0]])
        self.assertEqual(x[0:1:1].shape, (1, 2, 2))

    def test_basic_assignment(self):
        x = arange((2, 3), strata.float32)
        x[1] = 88.0
        self.assertEqual(x.tolist(), [[0.0, 1.0, 2.0], [88.0, 88.0, 88.0]])
        y = arange((3, 3), strata.float32)
        y[0:2] = 88.0
        self.assertEqual(y.tolist(), [[88.0] * 3, [88.0] * 3, [6.0, 7.0, 8.0]])
        z = arange((3, 3), strata.float32)
        z[1, 1:3] = 88.0
        self.assertEqual(z.tolist(), [[0.0, 1.0, 2.0], [3.0, 88.0, 88.0], [6.0, 7.0, 8.0]])
        k = arange((2, 3), strata.float32)
        k[...] = [[11, 22, 33], [44, 55, 66]]
        self.assertEqual(k.tolist(), [[11.0, 22.0, 33.0], [44.0, 55.0, 66.0]])

    def test_writes_through_an_index_view_reach_the_base(self):
        x = arange((2, 3))
        row = x[1]
        row[0] = 100
        self.assertEqual(x[1, 0], 100)


@native_index
class AdvancedIndexing(StrataTestCase):
    def test_bool_index(self):
        x = arange((2, 3))
        self.assertEqual(x[True].shape, (1, 2, 3))
        self.assertEqual(x[True][True].tolist(), [[[[0, 1, 2], [3, 4, 5]]]])

    def test_bool_tensor_index(self):
        x = strata.array([1, 2, 3])
        mask = strata.array([True, False, True])
        self.assertEqual(x[mask].tolist(), [1, 3])

    def test_int_tensor_index(self):
        x = arange((4, 2, 3))
        index0 = strata.array([[1, 2], [0, 3]], strata.int32)
        index1 = strata.array([[0, 0]], strata.int32)
        single = x[index0]
        self.assertEqual(single.shape, (2, 2, 2, 3))
        self.assertEqual(single.tolist(), [[[[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]],
                                           [[[0, 1, 2], [3, 4, 5]], [[18, 19, 20], [21, 22, 23]]]])
        multi = x[index0][index1]
        self.assertEqual(multi.shape, (1, 2, 2, 2, 3))
        self.assertEqual(multi[0, 0].tolist(), single[0].tolist())
        self.assertEqual(multi[0, 1].tolist(), single[0].tolist())

    def test_list_index(self):
        x = arange((4, 2, 3))
        single = x[[1, 2, 0]]
        self.assertEqual(single.tolist(), [[[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]],
                                           [[0, 1, 2], [3, 4, 5]]])
        self.assertEqual(single[[True, False, True]].tolist(),
                         [[[6, 7, 8], [9, 10, 11]], [[0, 1, 2], [3, 4, 5]]])

    def test_tuple_index_mixing_basic_and_advanced(self):
        x = arange((2, 3, 4))
        index = strata.array([[1, 2, 1], [0, 3, 2]], strata.int32)
        self.assertEqual(x[1, 0:1, index].tolist(),
                         [[[13], [14], [13]], [[12], [15], [14]]])

    def test_negative_step_gives_a_copy(self):
        x = arange((4,))
        r = x[::-1]
        self.assertEqual(r.tolist(), [3, 2, 1, 0])
        r[0] = 30
        self.assertEqual(x[3], 3)


@native_assign
class IndexAssignment(StrataTestCase):
    def test_int_and_bool_and_none_assignment(self):
        y = arange((2, 3), strata.float32)
        y[1] = [66, 88, 99]
        self.assertEqual(y.tolist(), [[0.0, 1.0, 2.0], [66.0, 88.0, 99.0]])
        for key in (True, None):
            z = arange((2, 3), strata.float32)
            z[key] = (66, 88, 99)
            self.assertEqual(z.tolist(), [[66.0, 88.0, 99.0]] * 2)
            x = arange((2, 3), strata.float32)
            x[key] = 88.0
            self.assertEqual(x.tolist(), [[88.0] * 3] * 2)

    def test_slice_assignment_broadcasts(self):
        k = arange((3, 3), strata.float32)
        k[0:2] = ([11, 12, 13], (14, 15, 16))
        self.assertEqual(k.tolist(), [[11.0, 12.0, 13.0], [14.0, 15.0, 16.0], [6.0, 7.0, 8.0]])
        z = arange((3, 3), strata.float32)
        z[0:2] = strata.array([11, 12, 13], strata.float32)
        self.assertEqual(z.tolist()[:2], [[11.0, 12.0, 13.0]] * 2)
        with self.assertRaises(strata.ShapeMismatchError):
            z[0:2] = [1, 2]

    def test_tensor_index_assignment(self):
        index = strata.array([[2, 0, 2], [0, 2, 0], [0, 2, 0]], strata.int32)
        x = arange((3, 3), strata.float32)
        x[index] = 88.0
        self.assertEqual(x.tolist(), [[88.0] * 3, [3.0, 4.0, 5.0], [88.0] * 3])
        y = arange((3, 3), strata.float32)
        y[index] = [11, 12, 13]
        self.assertEqual(y.tolist(), [[11.0, 12.0, 13.0], [3.0, 4.0, 5.0], [11.0, 12.0, 13.0]])
        m = strata.array([[0, 1, 2], [3, 4, 5], [6, 7, 8]], strata.float32)
        m[strata.array([True, False, True])] = -1
        self.assertEqual(m.tolist(), [[-1.0] * 3, [3.0, 4.0, 5.0], [-1.0] * 3])

    def test_list_and_tuple_assignment(self):
        x = arange((3, 3), strata.float32)
        x[[0, 1]] = 88.0
        self.assertEqual(x.tolist(), [[88.0] * 3, [88.0] * 3, [6.0, 7.0, 8.0]])
        y = arange((3, 3), strata.float32)
        y[[True, False, False]] = [11, 12, 13]
        self.assertEqual(y.tolist()[0], [11.0, 12.0, 13.0])
        index = strata.array([0, 1], strata.int32)
        z = arange((3, 3), strata.float32)
        z[1:3, index] = [11, 12]
        self.assertEqual(z.tolist(), [[0.0, 1.0, 2.0], [11.0, 12.0, 5.0], [11.0, 12.0, 8.0]])

    def test_augmented_assignment(self):
        x = arange((3, 4), strata.float32)
        x[[0, 1], 1:3] += 2
        self.assertEqual(x.tolist(), [[0.0, 3.0, 4.0, 3.0], [4.0, 7.0, 8.0, 7.0],
                                      [8.0, 9.0, 10.0, 11.0]])
        y = arange((3, 4), strata.float32)
        y[[1], ...] -= [4, 3, 2, 1]
        self.assertEqual(y.tolist(), [[0.0, 1.0, 2.0, 3.0], [0.0, 2.0, 4.0, 6.0],
                                      [8.0, 9.0, 10.0, 11.0]])

    def test_failed_assignment_writes_nothing(self):
        x = arange((2, 3))
        before = x.tolist()
        with self.assertRaises(strata.ShapeMismatchError):
            x[0:2] = [[1, 2], [3, 4]]
        with self.assertRaises(IndexError):
            x[5] = 1
        self.assertEqual(x.tolist(), before)

    @needs_numpy
    def test_numpy_values_and_indexes(self):
        x = arange((3, 3), strata.float32)
        x[np.array([0, 2], np.int64)] = np.array([[1, 2, 3]], np.float32)
        self.assertEqual(x.tolist()[2], [1.0, 2.0, 3.0])


@native_reshape
class Views(StrataTestCase):
    def test_view_writes_reach_the_base(self):
        t = strata.array([[1, 2, 3], [2, 3, 4]], strata.float32)
        b = t.view((3, 2))
        b[0][0] = 100
        self.assertEqual(t[0][0], 100.0)


if __name__ == "__main__":
    unittest.main()
