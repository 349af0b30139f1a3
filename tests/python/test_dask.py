"""dask.array over Strata tensors: the same graph built over a Strata tensor and over the NumPy
array holding the same values computes the same results and declares the same dtypes, with the
synchronous scheduler and with the threaded one (where several threads read one tensor at once).

dask.array.from_array takes a Strata tensor as it is: it reads shape, ndim and dtype (numpy.dtype
accepts a strata.DType through its .dtype), slices the tensor with __getitem__ and, as Strata
tensors have no __array_function__, turns each chunk into NumPy with numpy.asarray, which shares
the tensor's memory. Without a meta the tensor itself is the graph's meta and the dask array's
dtype is the strata.DType, which NumPy's result_type reads through its dtype property (DType is
no int subclass). numpy.asarray(t) as the source also works (a zero-copy NumPy view). bfloat16 has no NumPy dtype, so dask refuses it.
"""

import gc
import threading
import unittest

import strata
from support import StrataTestCase, numpy as np

try:
    import dask
    import dask.array as da
    from dask.array.core import getter
except ImportError:
    da = None

needs_dask = unittest.skipIf(da is None or np is None, "python3-dask is not installed "
                             "(bash cmake/setup.sh installs it)")


def over_tensor(tensor, chunks, **keywords):
    """dask.array.from_array over tensor with a NumPy meta (see the module text)."""
    meta = np.empty((0,) * tensor.ndim, np.dtype(tensor.dtype))
    return da.from_array(tensor, chunks=chunks, meta=meta, **keywords)


class Readers:
    """A from_array getitem that records the threads reading the source; its first `together`
    reads wait for one another, so they overlap."""

    def __init__(self, together=1):
        self.threads = set()
        self._lock = threading.Lock()
        self._waiting = together
        self._meeting = threading.Barrier(together, timeout=30)

    def __call__(self, source, key, asarray=True, lock=None):
        with self._lock:
            self.threads.add(threading.get_ident())
            meet, self._waiting = self._waiting > 0, self._waiting - 1
        if meet:
            self._meeting.wait()
        return getter(source, key, asarray=asarray, lock=lock)


def sample(dtype, shape=(6, 8)):
    """NumPy values for dtype, varied and of both signs where the type has them."""
    values = (np.arange(np.prod(shape)).reshape(shape) * 7 % 23) - 9
    if dtype == np.bool_:
        return values > 0
    if np.issubdtype(dtype, np.floating):
        return (values / 4).astype(dtype)
    return values.astype(dtype)  # unsigned types wrap, as NumPy casts


def graph(x):
    """Reductions, elementwise expressions, products, transposes and slices of a 2-D array."""
    results = {
        "sum": x.sum(), "sum axis 0": x.sum(axis=0), "sum axis 1": x.sum(axis=1),
        "max axis 1": x.max(axis=1), "transposed": x.T, "sliced": x[1:5, ::3],
        "transposed slice": x.T[::2, 1:], "count": (x > 0).sum(axis=0),
    }
    if x.dtype != np.bool_:
        results.update({
            "mean": x.mean(), "mean axis 0": x.mean(axis=0),
            "expression": (x * 3 + 1) - x ** 2, "where": da.where(x > 0, x, -x),
            "matrix product": x @ x.T, "tensordot": da.tensordot(x.T, x, axes=1),
        })
    return results


@needs_dask
class FromArray(StrataTestCase):
    def compare(self, tensor, array, chunks=(4, 3), together=1, **compute):
        readers = Readers(together)
        over_strata = graph(over_tensor(tensor, chunks, getitem=readers))
        over_numpy = graph(da.from_array(array, chunks=chunks))
        computed = dask.compute(over_strata, over_numpy, **compute)
        for name, expected in computed[1].items():
            with self.subTest(result=name):
                self.assertEqual(over_strata[name].dtype, over_numpy[name].dtype)
                got = computed[0][name]
                self.assertEqual(np.asarray(got).dtype, np.asarray(expected).dtype)
                np.testing.assert_array_equal(got, expected)
        return readers

    def test_every_numpy_dtype_computes_as_over_numpy(self):
        for dtype in [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32,
                      np.uint64, np.float16, np.float32, np.float64, np.bool_, np.complex64,
                      np.complex128]:
            with self.subTest(dtype=np.dtype(dtype).name):
                array = sample(dtype)
                tensor = strata.array(array.tolist(), np.dtype(dtype).name)
                self.compare(tensor, array, scheduler="synchronous")

    def test_strided_and_broadcast_views_as_sources(self):
        array = sample(np.float64, (8, 10))
        tensor = strata.array(array.tolist(), strata.float64)
        row = strata.array(array[0].tolist(), strata.float64)
        views = {
            "transposed": (tensor.T, array.T),
            "stepped": (tensor[1::2, ::3], array[1::2, ::3]),
            "broadcast": (row.broadcast_to((6, 10)), np.broadcast_to(array[0], (6, 10))),
        }
        for name, (view, expected) in views.items():
            with self.subTest(view=name):
                self.compare(view, expected, chunks=(3, 2), scheduler="synchronous")

    def test_threaded_scheduler_reads_from_several_threads(self):
        array = sample(np.float32, (32, 24))
        tensor = strata.array(array.tolist(), strata.float32)
        readers = self.compare(tensor, array, chunks=(4, 4), together=2, scheduler="threads",
                               num_workers=4)
        self.assertNotIn(threading.get_ident(), readers.threads)
        self.assertGreater(len(readers.threads), 1)

    def test_without_meta_elementwise_reductions_and_views_match_numpy(self):
        array = sample(np.float16)
        d = da.from_array(strata.array(array.tolist(), strata.float16), chunks=(4, 3))
        n = da.from_array(array, chunks=(4, 3))
        for name, make in {"sum": lambda x: x.sum(axis=0), "mean": lambda x: x.mean(),
                           "expression": lambda x: (x * 3 + 1) - x ** 2,
                           "transposed slice": lambda x: x.T[::2, 1:]}.items():
            with self.subTest(result=name):
                got, expected = make(d).compute(), make(n).compute()
                self.assertEqual(np.asarray(got).dtype, np.asarray(expected).dtype)
                np.testing.assert_array_equal(got, expected)

    def test_without_meta_dtype_inference_matches_numpy(self):
        # dask infers through numpy.result_type on the tensor's dtype: strata.DType is no int
        # subclass, so NumPy reads it through its dtype property (float16), not as its code.
        array = sample(np.float16)
        d = da.from_array(strata.array(array.tolist(), strata.float16), chunks=(4, 3))
        n = da.from_array(array, chunks=(4, 3))
        declared = (d @ d.T).dtype, da.tensordot(d, d.T, axes=1).dtype
        del d
        self.assertEqual(declared, ((n @ n.T).dtype, da.tensordot(n, n.T, axes=1).dtype))

    def test_bfloat16_has_no_numpy_dtype_and_is_refused(self):
        with self.assertRaisesRegex(TypeError, "strata.bfloat16"):
            da.from_array(strata.zeros((4, 4), strata.bfloat16), chunks=2)

    def test_chunks_are_read_when_computed_not_when_built(self):
        tensor = strata.zeros((4, 6), strata.int32)
        through_strata = over_tensor(tensor, (2, 3)).sum()
        through_numpy_view = da.from_array(np.asarray(tensor), chunks=(2, 3)).sum()
        tensor[1:3, 2:] = 5
        expected = np.zeros((4, 6), np.int32)
        expected[1:3, 2:] = 5
        self.assertEqual(through_strata.compute(scheduler="synchronous"), expected.sum())
        self.assertEqual(through_numpy_view.compute(scheduler="threads"), expected.sum())

    def test_graph_keeps_the_tensor_alive(self):
        array = sample(np.int64)
        d = over_tensor(strata.array(array.tolist(), strata.int64), 3)
        gc.collect()
        np.testing.assert_array_equal(d.T.compute(scheduler="threads"), array.T)

    def test_empty_tensor(self):
        d = over_tensor(strata.zeros((0, 3), strata.float64), (2, 2))
        self.assertEqual(d.shape, (0, 3))
        self.assertEqual(d.sum().compute(scheduler="synchronous"), 0.0)
        self.assertEqual(d.compute(scheduler="synchronous").shape, (0, 3))


@needs_dask
class Store(StrataTestCase):
    def test_store_writes_chunks_into_a_strata_tensor(self):
        array = sample(np.float64, (12, 10))
        target = strata.zeros((10, 12), strata.float64)
        da.store(da.from_array(array, chunks=(5, 4)).T * 2, target, scheduler="threads")
        np.testing.assert_array_equal(np.asarray(target), array.T * 2)


if __name__ == "__main__":
    unittest.main()
