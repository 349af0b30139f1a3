"""Loading, prototypes, and the mapping of every native status to its exception."""

import ctypes
import os
import re
import subprocess
import unittest

import strata
from strata import _native
from strata._errors import error_for
from support import StrataTestCase

HEADERS = os.path.join(os.path.dirname(__file__), "..", "..", "include", "strata")
# Areas whose every function the binding must declare.
BOUND_HEADERS = ("strata.h", "strata_dlpack.h", "strata_views.h", "strata_copy.h",
                 "strata_elementwise.h")


def header_functions(name):
    with open(os.path.join(HEADERS, name)) as f:
        text = f.read()
    return set(re.findall(r"STRATA_API\s+[\w\s\*]+?\b(strata_\w+)\s*\(", text))


def declared_argtypes(name):
    if name in _native._STATUS_FUNCTIONS:
        return _native._STATUS_FUNCTIONS[name]
    return _native._PLAIN_FUNCTIONS[name][1]


class Loading(StrataTestCase):
    def test_loads_the_library_named_by_the_environment(self):
        expected = os.environ.get("STRATA_LIBRARY")
        if not expected:
            self.skipTest("STRATA_LIBRARY is not set")
        self.assertEqual(os.path.realpath(_native.lib._name), os.path.realpath(expected))

    def test_reports_versions(self):
        # The package's version is checked against the CMake project version by
        # abi.version_sources_match_project; the loaded library must report the same.
        self.assertEqual(strata.library_version(), strata.__version__)
        self.assertEqual(strata.abi_version(), 1)
        self.assertEqual(strata.dtype_size(strata.bfloat16), 2)
        self.assertEqual(strata.dtype_size(strata.float64), 8)
        self.assertEqual(strata.status_description(-999), "unknown status")

    def test_copy_threads_accepts_one_to_the_maximum_and_rejects_the_rest(self):
        saved = strata.copy_threads()
        self.assertEqual(strata.MAX_COPY_THREADS, 64)
        try:
            for good in (1, 2, 5, 8, strata.MAX_COPY_THREADS):
                strata.set_copy_threads(good)
                self.assertEqual(strata.copy_threads(), good)
            strata.set_copy_threads(3)
            for bad in (0, -1, strata.MAX_COPY_THREADS + 1, -2**31, 2**31 - 1, 2**32 + 2):
                with self.assertRaisesRegex(strata.ArgumentOutOfRangeError, f"copy threads {bad}"):
                    strata.set_copy_threads(bad)
                self.assertEqual(strata.copy_threads(), 3)
        finally:
            strata.set_copy_threads(saved)

    def test_bad_library_path_fails_the_import_with_the_reason(self):
        env = dict(os.environ, STRATA_LIBRARY="/nonexistent/libstrata.so")
        env["PYTHONPATH"] = os.path.dirname(strata.__path__[0])
        result = subprocess.run([os.sys.executable, "-c", "import strata"], env=env,
                                capture_output=True, text=True)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("cannot load libstrata.so", result.stderr)
        self.assertIn("/nonexistent/libstrata.so", result.stderr)


class Prototypes(StrataTestCase):
    def test_every_function_of_the_bound_headers_is_declared(self):
        for header in BOUND_HEADERS:
            missing = header_functions(header) - _native.declared_names()
            self.assertEqual(missing, set(), header)

    def test_every_declared_function_of_the_library_has_argtypes_and_restype(self):
        self.assertTrue(_native.DECLARED)
        for name in _native.DECLARED:
            function = getattr(_native.lib, name)
            self.assertIsNotNone(function.argtypes, name)
            if name in _native._STATUS_FUNCTIONS:
                self.assertIs(function.restype, ctypes.c_int32, name)
                self.assertIs(function.errcheck, _native._check, name)

    def test_declared_argument_counts_match_the_headers(self):
        for header in os.listdir(HEADERS):
            if not header.endswith(".h"):
                continue
            with open(os.path.join(HEADERS, header)) as f:
                text = re.sub(r"/\*.*?\*/", "", f.read(), flags=re.S)
            for name, params in re.findall(r"\b(strata_\w+)\s*\(([^;{]*?)\)\s*;", text):
                if name not in _native.declared_names():
                    continue
                count = 0 if params.strip() in ("", "void") else params.count(",") + 1
                self.assertEqual(len(declared_argtypes(name)), count, name)


class Errors(StrataTestCase):
    def check(self, call, error, builtin, fragment):
        with self.assertRaises(error) as caught:
            call()
        self.assertIsInstance(caught.exception, strata.Error)
        self.assertIsInstance(caught.exception, builtin)
        self.assertIn(fragment, str(caught.exception))
        self.assertEqual(caught.exception.status, error.status)

    def test_invalid_argument_is_a_value_error_with_the_native_message(self):
        self.check(lambda: strata.dtype_size(0x1234), strata.InvalidArgumentError, ValueError,
                   "unknown dtype code 0x1234")

    def test_argument_out_of_range(self):
        t = strata.zeros((2, 3))
        self.check(lambda: t.item(1), strata.ArgumentOutOfRangeError, ValueError, "")
        self.check(lambda: strata.zeros((2, -1)), strata.ArgumentOutOfRangeError, ValueError,
                   "length -1 of dimension 1 is negative")

    def test_index_out_of_range_is_an_index_error(self):
        t = strata.zeros((2, 3))
        self.check(lambda: t.item(1, 3), strata.IndexOutOfRangeError, IndexError, "3")

    def test_read_only(self):
        t = strata.zeros((2,))
        view = strata.from_dlpack(t, read_only=True)
        self.check(lambda: view.fill(1), strata.ReadOnlyError, ValueError, "read-only")
        self.check(lambda: view.set_item((0,), 1), strata.ReadOnlyError, ValueError,
                   "read-only")

    def test_overflow(self):
        self.check(lambda: strata.zeros((2**62, 8)), strata.SizeOverflowError, OverflowError,
                   "")

    def test_out_of_memory_is_a_memory_error(self):
        self.check(lambda: strata.empty((2**44,), strata.uint8), strata.OutOfMemoryError,
                   MemoryError, "allocating")

    def test_null_pointer(self):
        rank = ctypes.c_int32()
        self.check(lambda: _native.lib.strata_tensor_rank(None, ctypes.byref(rank)),
                   strata.NullPointerError, ValueError, "NULL")

    def test_invalid_handle_and_use_after_release(self):
        t = strata.zeros((2,))
        t.release()
        t.release()  # idempotent
        self.check(lambda: t.shape, strata.InvalidHandleError, ValueError, "released")
        self.assertEqual(repr(t), "<released strata.Tensor>")
        foreign = ctypes.c_int64(0)
        rank = ctypes.c_int32()
        self.check(lambda: _native.lib.strata_tensor_rank(ctypes.addressof(foreign),
                                                          ctypes.byref(rank)),
                   strata.InvalidHandleError, ValueError, "not a live Strata tensor")

    def test_dtype_mismatch_is_a_type_error(self):
        t = strata.zeros((2,))
        capsule = t.__dlpack__()
        managed = ctypes.cast(ctypes.pythonapi.PyCapsule_GetPointer(capsule, b"dltensor"),
                              ctypes.POINTER(_native.DLPackManagedTensor))
        managed.contents.dl_tensor.dtype.lanes = 2
        self.check(lambda: strata.from_dlpack(capsule), strata.DTypeMismatchError, TypeError,
                   "lanes 2")

    def test_every_status_has_its_class(self):
        expected = {
            -1: ValueError, -2: ValueError, -3: IndexError, -4: ValueError, -5: ValueError,
            -6: ValueError, -7: TypeError, -8: OverflowError, -9: MemoryError, -10: ValueError,
            -11: RuntimeError, -12: ValueError,
        }
        for status, builtin in expected.items():
            error = error_for(status, "message %d" % status)
            self.assertIsInstance(error, strata.Error)
            self.assertIsInstance(error, builtin)
            self.assertEqual(error.status, status)
            self.assertEqual(str(error), "message %d" % status)
            self.assertNotEqual(strata.status_description(status), "unknown status")
        unknown = error_for(-99, "")
        self.assertIs(type(unknown), strata.Error)
        self.assertEqual(unknown.status, -99)


ctypes.pythonapi.PyCapsule_GetPointer.restype = ctypes.c_void_p
ctypes.pythonapi.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]

if __name__ == "__main__":
    unittest.main()
