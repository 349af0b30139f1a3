"""Handles created on one thread and released on another; concurrent use of distinct handles."""

import gc
import threading
import unittest
import weakref

import strata
from support import StrataTestCase, needs_numpy, numpy as np


def run_threads(count, target):
    errors = []

    def guarded(i):
        try:
            target(i)
        except BaseException as e:  # reported on the main thread
            errors.append(e)

    threads = [threading.Thread(target=guarded, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


class CrossThreadRelease(StrataTestCase):
    def test_tensors_made_here_are_released_there(self):
        tensors = [strata.zeros((8,), strata.int32) for _ in range(16)]
        views = [t.slice([(2, 6)]) for t in tensors]
        errors = run_threads(16, lambda i: tensors[i].release())
        self.assertEqual(errors, [])
        for i, view in enumerate(views):
            view.fill(i)
            self.assertEqual(view.tolist(), [i] * 4)

    def test_last_reference_dropped_by_garbage_on_another_thread(self):
        holder = {"t": strata.array([1, 2, 3])}
        live = strata.live_tensor_count()

        def drop(_):
            del holder["t"]
            gc.collect()

        self.assertEqual(run_threads(1, drop), [])
        self.assertEqual(strata.live_tensor_count(), live - 1)

    def test_concurrent_create_view_and_release(self):
        def work(i):
            for n in range(50):
                t = strata.array([i, n, i + n], strata.int64)
                v = t.slice([(1, 3)])
                t.release()
                assert v.tolist() == [n, i + n]
                v.release()

        self.assertEqual(run_threads(8, work), [])

    def test_dlpack_deleter_runs_on_the_releasing_thread(self):
        t = strata.zeros((3,))
        capsule = t.__dlpack__()
        imported = strata.from_dlpack(capsule)
        t.release()
        del capsule
        self.assertEqual(run_threads(1, lambda _: imported.release()), [])


@needs_numpy
class CrossThreadNumPy(StrataTestCase):
    def test_numpy_backed_views_released_on_other_threads_free_the_array(self):
        arrays = [np.full(4, i, np.int32) for i in range(8)]
        probes = [weakref.ref(a) for a in arrays]
        tensors = [strata.from_numpy(a) for a in arrays]
        imported = [strata.from_dlpack(a) for a in arrays]
        del arrays
        errors = run_threads(8, lambda i: (tensors[i].release(), imported[i].release()))
        self.assertEqual(errors, [])
        gc.collect()
        self.assertTrue(all(p() is None for p in probes))


if __name__ == "__main__":
    unittest.main()
