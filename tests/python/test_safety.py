"""Handle ownership under copy and pickle, temporaries passed to native calls, and DLPack capsules
dropped by a consumer while its exception is pending."""

import copy
import ctypes
import gc
import pickle
import subprocess
import sys
import unittest

import strata
from strata import _dlpack, _keepalive, _native
from support import StrataTestCase, needs_numpy, numpy as np


def reuse_released_handles():
    """Drops garbage and makes a new tensor, which takes any handle slot released just before."""
    gc.collect()
    return strata.array([7, 7, 7])


class CopyAndPickle(StrataTestCase):
    def test_copy_copy_owns_its_own_handle_and_data(self):
        s = strata.array([[1.0, 2.0], [3.0, 4.0]])
        c = copy.copy(s)
        self.assertEqual((c.dtype, c.shape, c.tolist()), (s.dtype, s.shape, s.tolist()))
        c.set_item((0, 0), 9.0)
        self.assertEqual(s.item(0, 0), 1.0)
        del c
        reuse = reuse_released_handles()
        self.assertEqual(s.tolist(), [[1.0, 2.0], [3.0, 4.0]])
        del reuse

    def test_copy_of_a_view_copies_only_the_view(self):
        s = strata.array([[1, 2, 3], [4, 5, 6]], strata.int32)
        c = copy.copy(s.T)
        self.assertEqual(c.tolist(), [[1, 4], [2, 5], [3, 6]])
        self.assertTrue(c.is_contiguous())
        c.fill(0)
        self.assertEqual(s.tolist(), [[1, 2, 3], [4, 5, 6]])

    def test_deepcopy_owns_its_own_handle_and_data(self):
        s = strata.array([1.5, 2.5], strata.float32)
        nested = copy.deepcopy({"a": s, "b": [s]})
        self.assertIs(nested["a"], nested["b"][0])
        self.assertIsNot(nested["a"], s)
        self.assertEqual(nested["a"].dtype, strata.float32)
        nested["a"].fill(0)
        del nested
        reuse = reuse_released_handles()
        self.assertEqual(s.tolist(), [1.5, 2.5])
        del reuse

    def test_copy_of_a_released_tensor_raises(self):
        s = strata.zeros((2,))
        s.release()
        for make in (copy.copy, copy.deepcopy, pickle.dumps):
            with self.assertRaises(strata.InvalidHandleError):
                make(s)

    def assert_unpickled(self, tensor, expected):
        u = pickle.loads(pickle.dumps(tensor))
        self.assertEqual((u.dtype, u.shape, u.tolist()), (tensor.dtype, tensor.shape, expected))
        self.assertTrue(u.is_contiguous())
        self.assertFalse(u.read_only)
        return u

    def test_pickle_round_trip_every_dtype(self):
        for dtype in strata.DType:
            values = [True, False, True] if dtype == strata.bool_ else [1, 2, 3]
            with self.subTest(dtype=dtype):
                t = strata.array(values, dtype)
                u = self.assert_unpickled(t, t.tolist())
                u.set_item((0,), values[1])
                self.assertEqual(t.tolist()[0], values[0])

    def test_pickle_of_views_stores_their_logical_contents(self):
        t = strata.array([[1, 2, 3], [4, 5, 6]], strata.int16)
        self.assert_unpickled(t.T, [[1, 4], [2, 5], [3, 6]])
        self.assert_unpickled(t[:, ::2], [[1, 3], [4, 6]])
        self.assert_unpickled(t.broadcast_to(2, 2, 3)[1], [[1, 2, 3], [4, 5, 6]])
        read_only = strata.from_dlpack(t, read_only=True)
        self.assertTrue(read_only.read_only)
        u = self.assert_unpickled(read_only, [[1, 2, 3], [4, 5, 6]])
        u.fill(0)
        self.assertEqual(t.item(0, 0), 1)

    def test_pickle_of_an_empty_tensor(self):
        self.assert_unpickled(strata.zeros((0, 3), strata.float64), [])

    def test_every_protocol(self):
        t = strata.array([[1.0, 2.0]], strata.float32)
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            with self.subTest(protocol=protocol):
                self.assertEqual(pickle.loads(pickle.dumps(t, protocol)).tolist(), [[1.0, 2.0]])

    def test_pickle_across_processes(self):
        code = ("import pickle, sys, strata\n"
                "t = strata.array([[1, 2, 3], [4, 5, 6]], strata.int32).T\n"
                "sys.stdout.buffer.write(pickle.dumps(t))\n")
        result = subprocess.run([sys.executable, "-c", code], capture_output=True, check=True)
        u = pickle.loads(result.stdout)
        self.assertEqual((u.dtype, u.shape), (strata.int32, (3, 2)))
        self.assertEqual(u.tolist(), [[1, 4], [2, 5], [3, 6]])
        u.set_item((0, 0), 10)
        self.assertEqual(u.item(0, 0), 10)

    @needs_numpy
    def test_copy_of_a_numpy_view_does_not_share_the_array(self):
        a = np.arange(4.0)
        t = strata.from_numpy(a)
        for c in (copy.copy(t), copy.deepcopy(t), pickle.loads(pickle.dumps(t))):
            c.fill(-1.0)
            self.assertEqual(a.tolist(), [0.0, 1.0, 2.0, 3.0])


class ParameterCopyAndPickle(StrataTestCase):
    def test_parameter_refuses_copy_and_pickle(self):
        p = strata.Parameter(strata.array([1.0, 2.0]), "w")
        for make in (copy.copy, copy.deepcopy, pickle.dumps):
            with self.subTest(make=make.__name__):
                with self.assertRaises(TypeError) as caught:
                    make(p)
                self.assertIn("Parameter", str(caught.exception))
        gc.collect()
        self.assertEqual((p.name, p.data.tolist()), ("w", [1.0, 2.0]))

    def test_scalar_parameter_refuses_copy(self):
        p = strata.Parameter(3.0, "s")
        with self.assertRaises(TypeError):
            copy.copy(p)
        self.assertEqual(p.name, "s")

    def test_parameter_tuple_copy_shares_its_parameters_and_deep_copies_refuse(self):
        params = strata.ParameterTuple([strata.Parameter(strata.zeros((2,)), "a"),
                                        strata.Parameter(strata.zeros((3,)), "b")])
        shallow = copy.copy(params)
        self.assertTrue(all(x is y for x, y in zip(shallow, params)))
        for make in (copy.deepcopy, pickle.dumps):
            with self.assertRaises(TypeError):
                make(params)
        del shallow
        gc.collect()
        self.assertEqual([p.name for p in params], ["a", "b"])

    def test_tensor_handles_never_reach_a_second_owner_through_copyreg(self):
        t = strata.array([1, 2])
        self.assertIsNot(t.__reduce_ex__(2)[0], copy._reconstruct)
        with self.assertRaises(TypeError):
            strata.Parameter(t, "p").__reduce_ex__(2)


class Temporaries(StrataTestCase):
    """Arguments converted inside a call (a NumPy array or a list) live until the call returns."""

    def each_argument(self, values, dtype):
        yield "list", list(values)
        if np is not None:
            yield "numpy", np.array(values, dtype)

    def test_a_handle_argument_keeps_its_owner(self):
        argument = strata.array([1, 2, 3])._h
        reuse = reuse_released_handles()
        rank = ctypes.c_int32()
        _native.lib.strata_tensor_rank(argument, ctypes.byref(rank))
        self.assertEqual(rank.value, 1)
        self.assertEqual(argument.owner.tolist(), [1, 2, 3])
        del argument, reuse

    def test_parameter_from_an_array_or_a_list(self):
        for kind, value in self.each_argument([1.0, 2.0, 3.0], "float64"):
            with self.subTest(kind=kind):
                p = strata.Parameter(value, name="w")
                reuse = reuse_released_handles()
                self.assertEqual(p.data.tolist(), [1.0, 2.0, 3.0])
                del p, reuse

    @needs_numpy
    def test_parameter_from_a_float32_array(self):
        p = strata.Parameter(np.ones(3, np.float32), name="w")
        self.assertEqual((p.data.dtype, p.data.tolist()), (strata.float32, [1.0, 1.0, 1.0]))

    def test_set_data(self):
        p = strata.Parameter(strata.zeros((3,), strata.float64), "w")
        for kind, value in self.each_argument([4.0, 5.0, 6.0], "float64"):
            with self.subTest(kind=kind):
                p.set_data(value)
                reuse = reuse_released_handles()
                self.assertEqual(p.data.tolist(), [4.0, 5.0, 6.0])
                del reuse

    def test_set_slice(self):
        for kind, value in self.each_argument([8, 9], "int64"):
            with self.subTest(kind=kind):
                t = strata.zeros((2, 3), strata.int64)
                t.set_slice(value, [(0, 1), (1, 3)])
                self.assertEqual(t.tolist(), [[0, 8, 9], [0, 0, 0]])
                t.set_slice(value[:1])
                self.assertEqual(t.tolist(), [[8, 8, 8], [8, 8, 8]])

    def test_filtered_update(self):
        for kind, mask in self.each_argument([True, False, True], "bool"):
            for value_kind, value in self.each_argument([5, 6, 7], "int64"):
                with self.subTest(mask=kind, value=value_kind):
                    t = strata.zeros((3,), strata.int64)
                    t.filtered_update(mask, value)
                    self.assertEqual(t.tolist(), [5, 0, 7])
                    t.filtered_update(mask, 1)
                    self.assertEqual(t.tolist(), [1, 0, 1])

    def test_sequence_equal(self):
        t = strata.array([1.0, 2.0, 3.0])
        for kind, value in self.each_argument([1.0, 2.0, 3.0], "float64"):
            with self.subTest(kind=kind):
                self.assertTrue(t.sequence_equal(value))
                self.assertFalse(t.sequence_equal(value[:2]))

    def test_pair_reductions(self):
        t = strata.array([3.0, 4.0])
        for kind, value in self.each_argument([3.0, 4.0], "float64"):
            with self.subTest(kind=kind):
                self.assertEqual(t.dot(value), 25.0)
                self.assertEqual(t.distance(value), 0.0)
                self.assertAlmostEqual(t.cosine_similarity(value), 1.0)
                self.assertEqual(t.reduce("dot", value), 25.0)
                self.assertEqual(t.reduce("distance", value), 0.0)

    def test_other_operands(self):
        t = strata.array([1, 2, 3])
        for kind, value in self.each_argument([1, 1, 1], "int64"):
            with self.subTest(kind=kind):
                self.assertEqual(t.binary("add", value).tolist(), [2, 3, 4])
                self.assertTrue(t.compare_all("ge", value))
                self.assertEqual(strata.concatenate([value, t]).tolist(), [1, 1, 1, 1, 2, 3])
                u = t.copy()
                u[...] = value
                self.assertEqual(u.tolist(), [1, 1, 1])


@needs_numpy
class DLPackWithPendingErrors(StrataTestCase):
    def test_numpy_rejecting_a_dtype_keeps_its_own_error(self):
        with self.assertRaises(Exception) as caught:
            np.from_dlpack(strata.array([1.0], strata.bfloat16))
        self.assertNotIsInstance(caught.exception, SystemError)
        self.assertIn("dtype", str(caught.exception))

    @unittest.skipUnless(np is not None and np.lib.NumpyVersion(np.__version__) < "2.0.0",
                         "NumPy 1.x has no bool DLPack tensors")
    def test_numpy_rejecting_a_bool_tensor_raises_runtime_error(self):
        for _ in range(3):
            with self.assertRaises(RuntimeError) as caught:
                np.from_dlpack(strata.array([True, False]))
            self.assertIn("Unsupported dtype", str(caught.exception))

    def test_rejected_capsule_frees_its_tensor_once(self):
        a = np.array([True, False])
        kept = _keepalive.count()
        view = strata.from_numpy(a)
        try:
            b = np.from_dlpack(view)  # NumPy 1.x rejects bool tensors
        except RuntimeError:
            b = None
        del view, b
        gc.collect()
        self.assertEqual(_keepalive.count(), kept)

    def test_round_trip_frees_exactly_once(self):
        a = np.arange(4.0)
        kept = _keepalive.count()
        t = strata.from_numpy(a)
        b = np.from_dlpack(t)
        t.release()
        gc.collect()
        self.assertEqual(_keepalive.count(), kept + 1, "NumPy's array holds the storage")
        self.assertEqual(b.tolist(), [0.0, 1.0, 2.0, 3.0])
        del b
        gc.collect()
        self.assertEqual(_keepalive.count(), kept)

    def test_unconsumed_capsule_is_freed_only_when_dropped(self):
        a = np.arange(2.0)
        kept = _keepalive.count()
        t = strata.from_numpy(a)
        capsule = t.__dlpack__(max_version=(1, 0))
        t.release()
        gc.collect()
        self.assertEqual(_keepalive.count(), kept + 1)
        u = strata.from_dlpack(capsule)
        self.assertEqual(u.tolist(), [0.0, 1.0])
        del capsule, u
        gc.collect()
        self.assertEqual(_keepalive.count(), kept)
        self.assertEqual(_dlpack._exported, [])


if __name__ == "__main__":
    unittest.main()
