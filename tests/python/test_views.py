"""View operators and parameters of strata_views.h through Tensor methods."""

import unittest
import numpy as np

import strata
from strata import _native
from support import StrataTestCase

needs_views = unittest.skipUnless(_native.has("strata_tensor_reshape"),
                                  "this libstrata has no view operators")


def arange(*shape):
    count = 1
    for n in shape:
        count *= n
    return strata.array(list(range(count)), strata.int32, shape=shape)


@needs_views
class ViewOperators(StrataTestCase):
    def test_reshape_and_view_share_storage(self):
        t = arange(2, 3)
        r = t.reshape(3, 2)
        self.assertEqual(r.tolist(), [[0, 1], [2, 3], [4, 5]])
        self.assertEqual(t.view((-1,)).shape, (6,))
        self.assertEqual(t.view_as(strata.zeros((6, 1))).shape, (6, 1))
        r.set_item((2, 1), 50)
        self.assertEqual(t.item(1, 2), 50)
        with self.assertRaises(strata.InvalidArgumentError):
            t.reshape(4, 2)

    def test_reshape_to_no_lengths_needs_one_element_as_numpy(self):
        for shape in [(1,), (1, 1), ()]:
            with self.subTest(shape=shape):
                self.assertEqual(strata.zeros(shape).reshape(()).shape,
                                 np.zeros(shape).reshape(()).shape)
        for shape in [(0, 3), (0,), (2,)]:
            with self.subTest(shape=shape):
                with self.assertRaises(ValueError):
                    np.zeros(shape).reshape(())
                with self.assertRaises(strata.InvalidArgumentError):
                    strata.zeros(shape).reshape(())

    def test_squeeze_unsqueeze_expand(self):
        t = arange(1, 3, 1)
        self.assertEqual(t.squeeze().shape, (3,))
        self.assertEqual(t.squeeze(0).shape, (3, 1))
        for shape in [(1, 1), (1,), ()]:  # a one-element tensor squeezes to rank 0, as NumPy
            self.assertEqual(strata.zeros(shape).squeeze().shape, np.zeros(shape).squeeze().shape)
        self.assertEqual(strata.zeros(1).squeeze(0).shape, np.zeros(1).squeeze(0).shape)
        self.assertEqual(t.unsqueeze(3).shape, (1, 3, 1, 1))
        e = arange(3).expand(2, 3)
        self.assertEqual((e.shape, e.stride()), ((2, 3), (0, 1)))
        self.assertEqual(arange(3).expand_as(strata.zeros((4, 3))).shape, (4, 3))
        with self.assertRaises(strata.ShapeMismatchError):
            arange(3).expand(2, 4)

    def test_axis_operators(self):
        t = arange(2, 3, 4)
        self.assertEqual(t.permute(2, 0, 1).shape, (4, 2, 3))
        self.assertEqual(t.transpose().shape, (4, 3, 2))
        self.assertEqual(t.transpose(2, 1, 0).shape, (4, 3, 2))
        self.assertEqual(t.swapaxes(0, -1).stride(), (1, 4, 12))
        self.assertEqual(t.movedim(0, 2).shape, (3, 4, 2))
        self.assertEqual(t.T.shape, (4, 3, 2))
        m = arange(2, 3)
        self.assertEqual(m.t().tolist(), [[0, 3], [1, 4], [2, 5]])
        self.assertFalse(m.t().is_contiguous())
        c = m.t().contiguous()
        self.assertTrue(c.is_contiguous())
        self.assertEqual(c.tolist(), [[0, 3], [1, 4], [2, 5]])
        self.assertEqual(m.narrow(1, 1, 2).tolist(), [[1, 2], [4, 5]])
        self.assertEqual(arange(3, 3).diagonal().tolist(), [0, 4, 8])
        with self.assertRaises(strata.InvalidArgumentError):
            t.permute(0, 0, 1)

    def test_splitting(self):
        t = arange(5, 2)
        self.assertEqual([p.shape for p in t.split(2)], [(2, 2), (2, 2), (1, 2)])
        self.assertEqual([p.shape for p in t.split([1, 4])], [(1, 2), (4, 2)])
        self.assertEqual([p.tolist() for p in t.unbind(1)], [[0, 2, 4, 6, 8], [1, 3, 5, 7, 9]])
        self.assertEqual([p.shape[0] for p in t.tensor_split(3)], [2, 2, 1])
        self.assertEqual([p.shape[0] for p in t.tensor_split([1, 3])], [1, 2, 2])
        self.assertEqual([p.shape for p in t.hsplit(2)], [(5, 1), (5, 1)])
        self.assertEqual([p.shape[0] for p in t.vsplit([2])], [2, 3])
        with self.assertRaises(strata.ArgumentOutOfRangeError):
            t.split(0)


@unittest.skipUnless(_native.has("strata_parameter_create"), "no parameters in this libstrata")
class Parameters(StrataTestCase):
    def test_parameter_shares_its_tensor_and_describes_itself(self):
        w = strata.zeros((5, 3), strata.float32)
        p = strata.Parameter(w, "w")
        self.assertEqual(p.name, "w")
        self.assertTrue(p.requires_grad)
        p.requires_grad = False
        self.assertFalse(p.requires_grad)
        self.assertEqual(repr(p),
                         "Parameter (name=w, shape=(5, 3), dtype=Float32, requires_grad=False)")
        p[0] = 1.0
        self.assertEqual(w.item(0, 2), 1.0)
        p.set_data(strata.array([[2.0] * 3] * 5, strata.float32))
        self.assertEqual(w.item(4, 0), 2.0)
        with self.assertRaises(strata.ShapeMismatchError):
            p.set_data(strata.zeros((2,)))

    def test_scalar_parameters_and_tuples(self):
        z = strata.Parameter(2.0, "z")
        self.assertEqual(z.data.shape, ())
        x = strata.Parameter(strata.array([[0, 1, 2], [3, 4, 5]]), "x")
        params = strata.ParameterTuple((x, z))
        clones = params.clone("params_copy")
        self.assertEqual([c.name for c in clones], ["params_copy.x", "params_copy.z"])
        clones[0][0, 0] = 9
        self.assertEqual(x.data.item(0, 0), 0)
        self.assertTrue(repr(params).startswith("(Parameter (name=x, shape=(2, 3)"))


if __name__ == "__main__":
    unittest.main()
