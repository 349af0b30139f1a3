"""Strata with dask.distributed and torch.distributed: work spread over other processes on this
machine, on loopback only, every wait bounded.

A LocalCluster of two worker processes (one thread each) computes over Strata in the workers,
compared with NumPy:
- chunks made by Strata inside the workers (map_blocks, delayed), returned as NumPy views of the
  tensors (numpy.asarray shares the tensor's memory; sending the array back copies it);
- NumPy views of the client's tensors (numpy.asarray, numpy.from_dlpack) as sources and scattered
  data, which the workers view as Strata tensors again (strata.as_tensor: NumPy 1.24's
  from_dlpack arrays are read-only, stay so through pickling, and NumPy exports no read-only
  array through DLPack);
- Strata tensors themselves: a Tensor pickles as a dense copy of its elements (Tensor.__reduce__),
  so a tensor sent to a worker, or returned from one, arrives as a new tensor of its own, and a
  write in the worker does not reach the client's tensor;
- a strata.Parameter cannot be pickled (it shares its tensor's storage by handle): the client
  refuses to send it with a TypeError, and the workers and cluster carry on.
The workers are spawned processes that inherit the environment (PYTHONPATH, STRATA_LIBRARY and,
in the sanitizer builds, LD_PRELOAD of the sanitizer runtimes), so they load the same library.
The leak check of StrataTestCase covers the test process; the workers' tensors are checked to
be released after each test here.

Two spawned processes all-reduce, over torch.distributed's gloo backend, a torch tensor that
views a Strata tensor (torch.from_dlpack): the Strata tensor holds the sum, and strata.from_dlpack
views what all_gather received.
"""

import datetime
import faulthandler
import gc
import importlib.util
import logging
import multiprocessing
import os
import queue
import tempfile
import time
import unittest

import strata
from strata import _native
from support import StrataTestCase, numpy as np
from test_dask import da, graph, over_tensor, sample

try:
    import dask
    from distributed import Client, LocalCluster
except ImportError:
    Client = None

needs_distributed = unittest.skipIf(
    Client is None or da is None or np is None,
    "python3-distributed is not installed (bash cmake/setup.sh installs it)")

BUDGET = 60          # seconds for a whole test class; past it the process dumps its stacks and exits
START_TIMEOUT = 30   # cluster and client start
RESULT_TIMEOUT = 20  # one computation
CLOSE_TIMEOUT = 20   # client and cluster close


class Budget:
    """Ends the process, with every thread's stack, if a test class overruns BUDGET: a hang
    somewhere the per-call timeouts do not reach still ends."""

    @staticmethod
    def start():
        faulthandler.dump_traceback_later(BUDGET, exit=True)

    @staticmethod
    def stop():
        faulthandler.cancel_dump_traceback_later()


def library_seen():
    """The library this process loaded, and its version."""
    return os.path.realpath(_native.lib._name), strata.library_version()


def strata_piece(rows, columns, shape):
    """rows and columns (slices) of 3 * s.T + 1, where s = sample(float64, shape[::-1]), made by
    Strata where the task runs, as a NumPy view of the resulting tensor."""
    source = strata.array(sample(np.float64, shape[::-1])[columns, rows].tolist(), strata.float64)
    return np.asarray(source.T * 3 + 1)


def strata_block(block_info=None):
    """A map_blocks chunk of strata_piece."""
    info = block_info[None]
    rows, columns = info["array-location"]
    return strata_piece(slice(*rows), slice(*columns), info["shape"])


def strata_row_sums(array):
    """Row sums of array, viewed by Strata (read-only if the array is) and summed, as NumPy."""
    return np.asarray(strata.as_tensor(array).sum(axis=1))


def fill_and_describe(tensor, value):
    """Fills the tensor the task received and describes it."""
    tensor.fill(value)
    return type(tensor).__name__, tensor.shape, tensor.is_contiguous(), tensor.sum(), os.getpid()


def strata_arange(length):
    """A Strata tensor made in the task, returned as it is."""
    return strata.arange(length, dtype=strata.int32).reshape((2, length // 2)).T


def identity(value):
    return value


@needs_distributed
class LocalClusterOfTwoProcesses(StrataTestCase):
    @classmethod
    def setUpClass(cls):
        Budget.start()
        cls.cluster = None
        try:
            cls.cluster = LocalCluster(processes=True, n_workers=2, threads_per_worker=1,
                                       host="127.0.0.1", dashboard_address=None,
                                       timeout=START_TIMEOUT)
            cls.client = Client(cls.cluster, timeout=START_TIMEOUT)
            cls.client.wait_for_workers(2, timeout=START_TIMEOUT)
            cls.worker_pids = cls.client.run(os.getpid)
        except BaseException:
            if cls.cluster is not None:
                cls.cluster.close(timeout=CLOSE_TIMEOUT)
            Budget.stop()
            raise

    @classmethod
    def tearDownClass(cls):
        try:
            cls.client.close(timeout=CLOSE_TIMEOUT)
        finally:
            cls.cluster.close(timeout=CLOSE_TIMEOUT)
            Budget.stop()

    def tearDown(self):
        super().tearDown()
        # The workers drop a task's tensors once the client has released its results.
        deadline = time.monotonic() + RESULT_TIMEOUT
        while True:
            self.client.run(gc.collect)
            counts = self.client.run(strata.live_tensor_count)
            if not any(counts.values()) or time.monotonic() > deadline:
                break
            time.sleep(0.1)
        self.assertEqual(set(counts.values()), {0}, "native handles left in the workers")

    def compute(self, collections):
        """Computes a dict of dask collections on the cluster."""
        futures = self.client.compute(list(collections.values()))
        return {name: future.result(timeout=RESULT_TIMEOUT)
                for name, future in zip(collections, futures)}

    def submit(self, function, *arguments):
        return self.client.submit(function, *arguments, pure=False).result(timeout=RESULT_TIMEOUT)

    def assert_same_results(self, over_strata, over_numpy):
        """over_strata and over_numpy (dicts of dask arrays) compute the same on the cluster."""
        got, expected = self.compute(over_strata), self.compute(over_numpy)
        self.assertEqual(got.keys(), expected.keys())
        for name, value in expected.items():
            with self.subTest(result=name):
                self.assertEqual(over_strata[name].dtype, over_numpy[name].dtype)
                self.assertEqual(np.asarray(got[name]).dtype, np.asarray(value).dtype)
                np.testing.assert_array_equal(got[name], value)

    def test_workers_are_other_processes_with_the_same_library(self):
        self.assertEqual(len(self.worker_pids), 2)
        self.assertNotIn(os.getpid(), self.worker_pids.values())
        self.assertEqual(set(self.client.run(library_seen).values()), {library_seen()})
        for address in self.client.scheduler_info()["workers"]:
            self.assertTrue(address.startswith("tcp://127.0.0.1:"), address)

    def test_chunks_made_by_strata_in_the_workers_compute_as_numpy(self):
        expected = sample(np.float64, (10, 12)).T * 3 + 1
        made = da.map_blocks(strata_block, chunks=((4, 4, 4), (3, 3, 4)), dtype=np.float64,
                             meta=np.empty((0, 0), np.float64))
        self.assert_same_results(graph(made), graph(da.from_array(expected, chunks=(4, 3))))
        row_sums = made.map_blocks(strata_row_sums, drop_axis=1, dtype=np.float64)
        np.testing.assert_array_equal(self.compute({"sums": row_sums})["sums"],
                                      expected.sum(axis=1))

    def test_delayed_tasks_return_numpy_views_of_their_tensors(self):
        pieces = [dask.delayed(strata_piece)(slice(row, row + 2), slice(0, 5), (6, 5))
                  for row in (0, 2, 4)]
        got = dask.compute(*pieces, scheduler=self.client)
        expected = sample(np.float64, (5, 6)).T * 3 + 1
        np.testing.assert_array_equal(np.concatenate(got), expected)
        self.assertTrue(all(type(piece) is np.ndarray for piece in got))

    def test_numpy_views_of_tensors_as_sources_and_scattered_data(self):
        array = sample(np.float32, (12, 8))
        tensor = strata.array(array.tolist(), strata.float32)
        for name, view in {"asarray": np.asarray(tensor),
                           "from_dlpack": np.from_dlpack(tensor)}.items():
            with self.subTest(view=name):
                self.assertEqual(view.ctypes.data, tensor.data_ptr)  # shared, not copied
                self.assert_same_results(graph(da.from_array(view, chunks=(5, 3))),
                                         graph(da.from_array(array, chunks=(5, 3))))
                scattered = self.client.scatter(view)
                sums = self.client.submit(strata_row_sums, scattered).result(RESULT_TIMEOUT)
                np.testing.assert_array_equal(sums, array.sum(axis=1))
                del scattered
        del view

    def test_tensor_sources_arrive_in_the_workers_as_copies(self):
        array = sample(np.int64, (9, 7))
        tensor = strata.array(array.tolist(), strata.int64)
        self.assert_same_results(graph(over_tensor(tensor, (4, 3))),
                                 graph(da.from_array(array, chunks=(4, 3))))
        view = tensor.T[::2, 1:]  # strided: sent as its elements, densely
        kind, shape, contiguous, total, pid = self.submit(fill_and_describe, view, 5)
        self.assertEqual((kind, shape, contiguous, total), ("Tensor", (4, 8), True, 5 * 32))
        self.assertIn(pid, self.worker_pids.values())
        np.testing.assert_array_equal(np.asarray(tensor), array)  # the worker filled its copy

    def test_tensors_returned_by_workers_are_new_tensors_in_the_client(self):
        live = strata.live_tensor_count()
        returned = self.submit(strata_arange, 8)
        self.assertIsInstance(returned, strata.Tensor)
        self.assertEqual(strata.live_tensor_count(), live + 1)
        self.assertTrue(returned.is_contiguous())
        np.testing.assert_array_equal(np.asarray(returned), np.arange(8, dtype=np.int32)
                                      .reshape(2, 4).T)
        scattered = self.client.scatter(returned)
        self.assertEqual(self.client.submit(identity, scattered).result(RESULT_TIMEOUT).tolist(),
                         returned.tolist())
        returned.release()

    def test_a_parameter_is_refused_by_the_client(self):
        parameter = strata.Parameter(strata.zeros((3,), strata.float32), "w")
        pickling = "cannot be copied or pickled"
        with self.assertRaisesRegex(TypeError, pickling):
            self.client.submit(identity, parameter).result(RESULT_TIMEOUT)
        with self.assertRaisesRegex(TypeError, pickling):
            dask.delayed(identity)(parameter).compute(scheduler=self.client)
        # scatter raises distributed's own TypeError (and logs it), without the pickling error.
        with self.assertLogs("distributed", logging.ERROR):
            with self.assertRaisesRegex(TypeError, "Could not serialize object of type Parameter"):
                self.client.scatter(parameter)
        with self.assertRaisesRegex(TypeError, pickling):
            self.client.submit(identity, strata.ParameterTuple([parameter])).result(RESULT_TIMEOUT)
        # The data goes as a tensor (a copy); the cluster and its workers carry on.
        self.assertEqual(self.submit(fill_and_describe, parameter.data, 2)[:4],
                         ("Tensor", (3,), True, 6.0))
        self.assertEqual(self.client.run(os.getpid), self.worker_pids)
        parameter.release()


def all_reduce_rank(rank, world, init_method, results):
    """One torch.distributed rank: all-reduces a torch view of a Strata tensor and all-gathers
    it; puts (rank, Strata's values after all_reduce, whether torch shared Strata's memory,
    gathered values viewed by Strata) or (rank, error text)."""
    try:
        os.environ["GLOO_SOCKET_IFNAME"] = "lo"
        import torch
        import torch.distributed as dist
        dist.init_process_group("gloo", init_method=init_method, rank=rank, world_size=world,
                                timeout=datetime.timedelta(seconds=RESULT_TIMEOUT))
        tensor = strata.full((2, 3), float(rank + 1), strata.float32)
        view = torch.from_dlpack(tensor)
        dist.all_reduce(view)  # sums in place, in the Strata tensor's memory
        gathered = [torch.zeros(2, 3) for _ in range(world)]
        dist.all_gather(gathered, view * (rank + 1))
        received = [strata.from_dlpack(piece).tolist() for piece in gathered]
        shared = view.data_ptr() == tensor.data_ptr
        dist.destroy_process_group()
        results.put((rank, tensor.tolist(), shared, received))
    except BaseException as error:  # reported to the test process, which fails
        results.put((rank, "%s: %s" % (type(error).__name__, error)))


@unittest.skipIf(importlib.util.find_spec("torch") is None,
                 "python3-torch is not installed (bash cmake/setup.sh installs it)")
class TorchDistributedGloo(StrataTestCase):
    def setUp(self):
        super().setUp()
        Budget.start()

    def tearDown(self):
        Budget.stop()
        super().tearDown()

    def test_all_reduce_over_torch_views_of_strata_tensors_in_two_processes(self):
        context = multiprocessing.get_context("spawn")
        results = context.Queue()
        reported = {}
        with tempfile.TemporaryDirectory() as directory:
            init_method = "file://" + os.path.join(directory, "rendezvous")
            ranks = [context.Process(target=all_reduce_rank, args=(rank, 2, init_method, results))
                     for rank in range(2)]
            for process in ranks:
                process.start()
            try:
                for _ in ranks:
                    report = results.get(timeout=2 * RESULT_TIMEOUT)
                    reported[report[0]] = report[1:]
            except queue.Empty:
                pass
            finally:
                for process in ranks:
                    process.join(CLOSE_TIMEOUT)
                    if process.exitcode is None:
                        process.kill()
                        process.join()
        self.assertEqual(sorted(reported), [0, 1], reported)
        for rank, report in reported.items():
            with self.subTest(rank=rank):
                self.assertEqual(len(report), 3, report[0])
                values, shared, received = report
                self.assertEqual(values, [[3.0] * 3] * 2)  # 1 + 2, seen through Strata
                self.assertTrue(shared)
                self.assertEqual(received, [[[3.0] * 3] * 2, [[6.0] * 3] * 2])
        self.assertEqual([process.exitcode for process in ranks], [0, 0])


if __name__ == "__main__":
    unittest.main()
