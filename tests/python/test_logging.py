"""Native diagnostics through Python's logging (logger "strata"): nothing by default, rejected
calls at debug with their function as strata_source, the level filter on both sides, trace
messages of the copy helper thread delivered from that thread, STRATA_LOG read at import (any
case), and bad levels refused."""

import logging
import os
import subprocess
import sys
import threading
import unittest

import strata
from support import StrataTestCase


class Logging(StrataTestCase):
    def tearDown(self):
        strata.set_log_level("off")
        super().tearDown()

    def reject(self):
        with self.assertRaises(strata.ArgumentOutOfRangeError):
            strata.set_copy_threads(65)

    def test_nothing_is_delivered_by_default(self):
        # CTest runs this without STRATA_LOG: the package loaded with the level off.
        self.assertNotIn("STRATA_LOG", os.environ)
        with self.assertNoLogs("strata", level=1):
            self.reject()

    def test_a_rejected_call_is_a_debug_record_naming_its_function(self):
        strata.set_log_level("debug")
        with self.assertLogs("strata", level="DEBUG") as logs:
            self.reject()
        (record,) = logs.records
        self.assertEqual(record.levelno, logging.DEBUG)
        self.assertEqual(record.getMessage(), "strata_set_copy_threads rejected (status -2): "
                                              "copy threads 65 is outside [1, 64]")
        self.assertEqual(record.strata_source, "strata_set_copy_threads")
        self.assertEqual(record.thread, threading.get_ident())

    def test_levels_above_debug_deliver_no_rejections(self):
        for level in ("info", "WARN", "Error", "critical", "off", logging.INFO, logging.ERROR):
            with self.subTest(level=level):
                strata.set_log_level(level)
                with self.assertNoLogs("strata", level=1):
                    self.reject()

    def test_a_logging_level_includes_the_native_level_it_covers(self):
        strata.set_log_level(logging.DEBUG)
        self.assertEqual(logging.getLogger("strata").level, logging.DEBUG)
        with self.assertLogs("strata", level="DEBUG"):
            self.reject()

    def test_the_copy_helper_threads_log_their_parts_from_their_own_threads(self):
        previous = strata.copy_threads()
        strata.set_copy_threads(4)
        try:
            source = strata.zeros((8 << 20,), strata.uint8)  # 8 MiB: four parts, the last the caller's
            destination = strata.empty((8 << 20,), strata.uint8)
            strata.set_log_level("trace")
            with self.assertLogs("strata", level=5) as logs:
                destination[...] = source
            strata.set_log_level("off")
        finally:
            strata.set_copy_threads(previous)
        transfers = [r for r in logs.records if r.levelno == 5]
        self.assertEqual(sorted(r.getMessage() for r in transfers),
                         ["running part 1 of 4", "running part 2 of 4", "running part 3 of 4"])
        for record in transfers:
            self.assertEqual(record.strata_source, "copy helper thread")
            self.assertNotEqual(record.thread, threading.get_ident())
        del source, destination

    def test_bad_levels_are_refused(self):
        with self.assertRaises(ValueError):
            strata.set_log_level("verbose")
        for level in (None, 1.5, True):
            with self.subTest(level=level), self.assertRaises(TypeError):
                strata.set_log_level(level)

    def test_strata_log_is_read_at_import_in_any_case(self):
        code = ("import logging, sys, strata\n"
                "logging.basicConfig(stream=sys.stdout, level=1, format='%(levelname)s "
                "%(strata_source)s %(message)s')\n"
                "try:\n    strata.set_copy_threads(99)\nexcept strata.Error:\n    pass\n")
        for value, expected in (("DeBuG", "DEBUG strata_set_copy_threads strata_set_copy_threads "
                                          "rejected (status -2): copy threads 99 is outside "
                                          "[1, 64]\n"),
                                ("warn", ""), ("nonsense", "")):
            with self.subTest(value=value):
                result = subprocess.run([sys.executable, "-c", code], capture_output=True,
                                        text=True, env=dict(os.environ, STRATA_LOG=value))
                self.assertEqual(result.returncode, 0, result.stderr)
                self.assertEqual(result.stdout, expected)


if __name__ == "__main__":
    unittest.main()
