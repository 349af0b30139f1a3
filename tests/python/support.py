"""Shared test base: every test must leave no native tensor handle and no kept-alive Python
object behind (a leak check that works under ASan with leak detection off)."""

import gc
import unittest

import strata
from strata import _keepalive

try:
    import numpy
except ImportError:  # the NumPy suites skip themselves
    numpy = None

needs_numpy = unittest.skipIf(numpy is None, "python3-numpy is not installed")


class StrataTestCase(unittest.TestCase):
    def setUp(self):
        gc.collect()
        self.live_before = strata.live_tensor_count()
        self.kept_before = _keepalive.count()

    def tearDown(self):
        gc.collect()
        self.assertEqual(strata.live_tensor_count(), self.live_before, "native handles leaked")
        self.assertEqual(_keepalive.count(), self.kept_before, "kept-alive objects leaked")
