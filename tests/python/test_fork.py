"""fork(): processes forked after the copy helper threads have started (multiprocessing's fork
start method) run large copies and fills with the right results."""

import multiprocessing
import os
import unittest

import strata
from support import StrataTestCase

ELEMENTS = 3 << 20  # 12 MiB of float32: above the 4 MiB size at which helper threads join in


def large_transfers(value):
    """A large fill, copy and reverse in the calling process; returns checks and the pid."""
    source = strata.zeros((ELEMENTS,), strata.float32)
    destination = strata.zeros((ELEMENTS,), strata.float32)
    source.fill(value)
    source[0] = -1.0
    source.copy_to(destination)
    reversed_ = destination.reverse()
    checks = (destination[0], destination[ELEMENTS - 1], reversed_[0], reversed_[ELEMENTS - 1])
    return checks, os.getpid()


@unittest.skipUnless("fork" in multiprocessing.get_all_start_methods(), "no fork start method")
class ForkedWorkers(StrataTestCase):
    def setUp(self):
        super().setUp()
        self.saved_threads = strata.copy_threads()
        strata.set_copy_threads(8)

    def tearDown(self):
        strata.set_copy_threads(self.saved_threads)
        super().tearDown()

    def test_a_fork_pool_runs_large_copies_after_the_parent_started_its_helpers(self):
        large_transfers(1.0)  # the parent's seven helper threads are now running
        context = multiprocessing.get_context("fork")
        with context.Pool(2) as pool:
            results = pool.map_async(large_transfers, [2.0, 3.0, 4.0, 5.0]).get(timeout=120)
        for value, (checks, pid) in zip([2.0, 3.0, 4.0, 5.0], results):
            self.assertNotEqual(pid, os.getpid())
            self.assertEqual(checks, (-1.0, value, value, -1.0))
        self.assertEqual(large_transfers(6.0)[0], (-1.0, 6.0, 6.0, -1.0))

    def test_a_forked_process_uses_tensors_inherited_from_its_parent(self):
        inherited = strata.zeros((ELEMENTS,), strata.float32)
        inherited.fill(7.0)
        large_transfers(1.0)
        context = multiprocessing.get_context("fork")
        queue = context.Queue()

        def child():
            copy = strata.zeros((ELEMENTS,), strata.float32)
            inherited.copy_to(copy)
            queue.put((copy[0], copy[ELEMENTS - 1]))

        process = context.Process(target=child)
        process.start()
        result = queue.get(timeout=120)
        process.join(timeout=120)
        self.assertEqual(process.exitcode, 0)
        self.assertEqual(result, (7.0, 7.0))


if __name__ == "__main__":
    unittest.main()
