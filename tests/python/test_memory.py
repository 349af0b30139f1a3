"""The built-in allocator's memory as Python sees it: live_bytes follows owning tensors
(NumPy-wrapped memory and views add none), released large blocks are retained and freed by
release_retained_memory, set_retention_limit lowers, disables and refuses negative limits."""

import unittest

import strata
from support import StrataTestCase, needs_numpy, numpy as np

MiB = 1 << 20


class Memory(StrataTestCase):
    def setUp(self):
        super().setUp()
        strata.release_retained_memory()

    def tearDown(self):
        strata.set_retention_limit(256 * MiB)
        strata.release_retained_memory()
        super().tearDown()

    def test_live_bytes_follow_owning_tensors(self):
        before = strata.live_bytes()
        t = strata.zeros((1000,), strata.uint8)
        self.assertEqual(strata.live_bytes(), before + 1000)
        view = t[10:20].T
        self.assertEqual(strata.live_bytes(), before + 1000)
        del t
        self.assertEqual(strata.live_bytes(), before + 1000)  # the view holds the storage
        del view
        self.assertEqual(strata.live_bytes(), before)

    @needs_numpy
    def test_wrapped_numpy_memory_is_not_counted(self):
        before = strata.live_bytes()
        wrapped = strata.from_numpy(np.ones(5000, np.float64))
        self.assertEqual(strata.live_bytes(), before)
        del wrapped

    def test_released_large_blocks_are_retained_until_released(self):
        self.assertEqual(strata.retained_bytes(), 0)
        t = strata.zeros((3 * MiB,), strata.uint8)
        del t
        self.assertEqual(strata.retained_bytes(), 4 * MiB)  # rounded to 2 MiB
        strata.release_retained_memory()
        self.assertEqual(strata.retained_bytes(), 0)

    def test_retention_limit(self):
        self.assertEqual(strata.retention_limit(), 256 * MiB)
        strata.set_retention_limit(0)
        t = strata.zeros((4 * MiB,), strata.uint8)
        del t
        self.assertEqual(strata.retained_bytes(), 0)
        strata.set_retention_limit(32 * MiB)
        with self.assertRaises(strata.ArgumentOutOfRangeError):
            strata.set_retention_limit(-1)
        self.assertEqual(strata.retention_limit(), 32 * MiB)


if __name__ == "__main__":
    unittest.main()
