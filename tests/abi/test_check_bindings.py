"""check_bindings.py must fail on any difference: each test runs it on temporary copies of the
headers and bindings with one injected change and expects exit status 1 and the difference named.
A constant added through an X-macro table must be seen too: the checker reads the preprocessed
AST, not the header text."""

import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECKER = Path(__file__).resolve().parent / "check_bindings.py"

# (file relative to the source root, text to replace (None: a new file), replacement (the new
# file's text), text expected in the report)
DIFFERENCES = {
    "cs_parameter_width": (
        "capi/dotnet/NativeMethods.cs", "TensorFlattenTo(nint source, void* buffer, long capacity)",
        "TensorFlattenTo(nint source, void* buffer, int capacity)",
        "TensorFlattenTo (strata_tensor_flatten_to): parameter 2 (capacity) is int, C has int64_t"),
    "cs_pointee_width": (
        "capi/dotnet/NativeMethods.cs", "DTypeSize(int dtype, nuint* size)",
        "DTypeSize(int dtype, ulong* size)", "parameter 1 (size) is ulong*, C has size_t *"),
    "cs_parameter_count": (
        "capi/dotnet/NativeMethods.cs",
        "TensorTryCopyTo(nint source, nint destination, int* copied)",
        "TensorTryCopyTo(nint source, nint destination)",
        "TensorTryCopyTo (strata_tensor_try_copy_to): 2 parameters, the header has 3"),
    "cs_return_type": (
        "capi/dotnet/NativeMethods.cs", "static partial long LiveTensorCount()",
        "static partial int LiveTensorCount()",
        "LiveTensorCount (strata_live_tensor_count): return type int vs C int64_t"),
    "cs_unknown_function": (
        "capi/dotnet/NativeMethods.cs", 'EntryPoint = "strata_tensor_clear"',
        'EntryPoint = "strata_tensor_wipe"', "(strata_tensor_wipe): no such function"),
    "cs_struct_field": (
        "capi/dotnet/NativeMethods.cs", "public int FromEnd;", "public long FromEnd;",
        "field strata_nindex.from_end"),
    "cs_callback": (
        "capi/dotnet/NativeMethods.cs", "delegate* unmanaged<void*, void*, void> deleter",
        "delegate* unmanaged<void*, void> deleter", "callback takes 1 parameters, C 2"),
    "cs_dtype_value": (
        "capi/dotnet/DType.cs", "Float32 = 0x0220", "Float32 = 0x0221",
        "C# DType.Float32 = 545, but STRATA_DTYPE_FLOAT32 = 544"),
    "cs_op_missing": (
        "capi/dotnet/ElementwiseOp.cs", "Hypot = 112, ", "",
        "C# ElementwiseOp: no member for STRATA_OP_HYPOT = 112"),
    "cs_status_extra": (
        "capi/dotnet/StrataStatus.cs", "InvalidHandle = -12,", "InvalidHandle = -12, Busy = -13,",
        "C# StrataStatus.Busy = -13 has no constant in the headers"),
    "cs_limit_value": (
        "capi/dotnet/NativeTensor.cs", "const int MaxCopyThreads = 64;",
        "const int MaxCopyThreads = 2;",
        "C# const int maxcopythreads = 2, the header's STRATA_MAX_COPY_THREADS is 64"),
    "py_limit_missing": (
        "capi/python/strata/_library.py", "MAX_COPY_THREADS = 64", "COPY_THREAD_CAP = 64",
        "Python _library constant for STRATA_MAX_COPY_THREADS not found"),
    "header_limit_changed": (
        "include/strata/strata.h", "#define STRATA_MAX_COPY_THREADS 64",
        "#define STRATA_MAX_COPY_THREADS 32",
        "Python _library constant MAX_COPY_THREADS = 64, the header's STRATA_MAX_COPY_THREADS "
        "is 32"),
    "py_argtype_width": (
        "capi/python/strata/_native.py", '"strata_tensor_flatten_to": (T, c_void_p, c_int64),',
        '"strata_tensor_flatten_to": (T, c_void_p, c_int32),',
        "strata_tensor_flatten_to: argtypes[2] is c_int32, C has int64_t"),
    "py_restype": (
        "capi/python/strata/_native.py", '"strata_live_tensor_count": (c_int64, ()),',
        '"strata_live_tensor_count": (c_int32, ()),', "strata_live_tensor_count: restype c_int"),
    "py_argtype_count": (
        "capi/python/strata/_native.py", '"strata_tensor_clear": (T,),',
        '"strata_tensor_clear": (T, c_int32),', "strata_tensor_clear: 2 argtypes"),
    "py_not_declared": (
        "capi/python/strata/_native.py", '"strata_tensor_clear": (T,),', "",
        "strata_tensor_clear is not declared"),
    "py_struct_field": (
        "capi/python/strata/_native.py", '("from_end", c_int32)', '("from_end", c_int64)',
        "field strata_nindex.from_end"),
    "py_callback": (
        "capi/python/strata/_native.py", "DELETER = CFUNCTYPE(None, c_void_p, c_void_p)",
        "DELETER = CFUNCTYPE(None, c_void_p)", "callback takes 1 parameters, C 2"),
    "py_dtype_value": (
        "capi/python/strata/_dtypes.py", "float32 = 0x0220", "float32 = 0x0221",
        "Python DType.float32 = 545, but STRATA_DTYPE_FLOAT32 = 544"),
    "py_status_value": (
        "capi/python/strata/_errors.py", "status = -11", "status = -13",
        "Python _errors.InternalError = -13, but STRATA_ERROR_INTERNAL = -11"),
    # A header added to the copy: an enum made by an X-macro table, as the real tables are.
    "header_new_dtype": (
        "include/strata/strata_test_extra.h", None,
        "#define STRATA_TEST_DTYPES(X) X(INT4, 0x0004)\n"
        "#define STRATA_TEST_DTYPE(name, code) STRATA_DTYPE_##name = (code),\n"
        "enum { STRATA_TEST_DTYPES(STRATA_TEST_DTYPE) STRATA_TEST_END };\n",
        "C# DType: no member for STRATA_DTYPE_INT4 = 4"),
    "header_new_function": (
        "include/strata/strata_test_extra.h", None,
        "#include <stdint.h>\nint32_t strata_test_function(int32_t value);\n",
        "Python _native: strata_test_function is not declared"),
}


def copy_tree(work):
    for part in ("include", "capi/dotnet", "capi/python"):
        shutil.copytree(ROOT / part, work / part,
                        ignore=shutil.ignore_patterns("bin", "obj", "__pycache__"))


def run_checker(work):
    return subprocess.run(
        [sys.executable, str(CHECKER), "--include", str(work / "include"),
         "--dotnet", str(work / "capi/dotnet"), "--python", str(work / "capi/python")],
        capture_output=True, text=True, check=False)


def edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    if old not in text:
        raise unittest.SkipTest("%s no longer contains %r" % (path, old))
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


class CheckerFailsOnDifferences(unittest.TestCase):
    def setUp(self):
        self.work = Path(tempfile.mkdtemp(prefix="strata_bindings_"))
        self.addCleanup(shutil.rmtree, self.work)
        copy_tree(self.work)

    def test_untouched_copy_passes(self):
        result = run_checker(self.work)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_each_difference_fails(self):
        for name, (file, old, new, expected) in DIFFERENCES.items():
            with self.subTest(name):
                path = self.work / file
                original = path.read_text(encoding="utf-8") if old is not None else None
                if old is None:
                    path.write_text(new, encoding="utf-8")
                else:
                    edit(path, old, new)
                try:
                    result = run_checker(self.work)
                finally:
                    if original is None:
                        path.unlink()
                    else:
                        path.write_text(original, encoding="utf-8")
                self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
                self.assertIn(expected, result.stdout)
                self.assertIn("FAILED", result.stdout.splitlines()[-1])


if __name__ == "__main__":
    unittest.main()
