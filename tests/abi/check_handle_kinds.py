#!/usr/bin/python3
"""Every exported function refuses a handle of another kind: a strata_parameter* wherever a
strata_tensor* is taken, and a strata_tensor* wherever a strata_parameter* is taken.

The functions and their parameters come from the public headers through libclang (check_bindings'
CHeader), so a function added later is swept without being listed here. Each call is made through
ctypes with one handle position (a single handle or one element of a handle list) given the
other kind's handle, and every other argument plausible: live handles of the right kind, counts
of 2, zeroed index arrays, valid dtypes and op codes. The foreign handle is made so that its value
would be a live handle of the expected kind if kinds were not told apart: in a fresh process the
first tensor and the first parameter take the same slot of their tables.

Each call must return STRATA_ERROR_INVALID_HANDLE (void functions: leave it as the last error)
with a message naming both kinds, write nothing to any output buffer (pointer outs, which the
contract sets to NULL on entry, stay NULL), and leave the handles it was given alive. Exits 1 listing every function that does otherwise.

Usage: check_handle_kinds.py LIBSTRATA [--generated-include DIR]
"""

import argparse
import ctypes
import os
import sys
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_bindings import CHeader  # noqa: E402

TENSOR = "strata_tensor"
PARAMETER = "strata_parameter"
POISON = 0xA5
BUFFER_BYTES = 1 << 16


def handle_kind(spelling):
    """(kind, is_list) of a handle parameter's type spelling, or None for other parameters."""
    compact = spelling.replace(" ", "")
    for kind in (TENSOR, PARAMETER):
        if compact in ("const%s*" % kind, "%s*" % kind):
            return kind, False
        if compact in ("const%s*const*" % kind, "%s*const*" % kind):
            return kind, True
    return None


def is_pointer_out(spelling):
    """Outs of handles, strings and DLPack tensors: set to NULL on entry, by contract."""
    compact = spelling.replace(" ", "")
    return compact.endswith("**") and not compact.startswith("const")


class Sweep:
    def __init__(self, library_path, header):
        self.lib = ctypes.CDLL(library_path)
        self.header = header
        self.constants = header.constants
        self.failures = []
        self.checked = 0
        self._setup()

    def _function(self, name, restype, argtypes):
        f = getattr(self.lib, name)
        f.restype, f.argtypes = restype, argtypes
        return f

    def _setup(self):
        vp, i32, i64 = ctypes.c_void_p, ctypes.c_int32, ctypes.c_int64
        create = self._function("strata_tensor_create", i32,
                                [i32, ctypes.POINTER(i64), i32, vp, i32, ctypes.POINTER(vp)])
        parameter_create = self._function("strata_parameter_create", i32,
                                          [vp, ctypes.c_char_p, i32, ctypes.POINTER(vp)])
        self.last_error_code = self._function("strata_last_error_code", i32, [])
        self.last_error_message = self._function("strata_last_error_message", ctypes.c_char_p, [])
        self.tensor_rank = self._function("strata_tensor_rank", i32, [vp, ctypes.POINTER(i32)])
        self.parameter_requires_grad = self._function("strata_parameter_requires_grad", i32,
                                                      [vp, ctypes.POINTER(i32)])
        lengths = (i64 * 2)(2, 2)
        dtype = self.constants["STRATA_DTYPE_FLOAT64"]

        def new_tensor():
            out = vp()
            assert create(dtype, lengths, 2, None, 0, ctypes.byref(out)) == 0
            return out.value

        def new_parameter(tensor):
            out = vp()
            assert parameter_create(tensor, b"w", 0, ctypes.byref(out)) == 0
            return out.value

        # The first of each kind: with kinds not told apart they would have the same value.
        self.tensors = [new_tensor()]
        self.parameters = [new_parameter(self.tensors[0])]
        self.tensors.append(new_tensor())
        self.parameters.append(new_parameter(self.tensors[1]))
        self.same_value = self.tensors[0] == self.parameters[0]

    def alive(self):
        rank, flag = ctypes.c_int32(), ctypes.c_int32()
        return (all(self.tensor_rank(t, ctypes.byref(rank)) == 0 for t in self.tensors) and
                all(self.parameter_requires_grad(p, ctypes.byref(flag)) == 0
                    for p in self.parameters))

    def _own(self, kind):
        return self.tensors if kind == TENSOR else self.parameters

    def _foreign(self, kind):
        return self.parameters[0] if kind == TENSOR else self.tensors[0]

    def _scalar(self, function, name, shape):
        """A plausible value of a scalar parameter."""
        if name in ("dtype", "value_dtype", "scalar_dtype", "bounds_dtype", "target"):
            return self.constants["STRATA_DTYPE_FLOAT64"]
        if name == "op":
            if "reduce" in function:
                return self.constants["STRATA_OP_SUM"]
            if "unary" in function:
                return self.constants["STRATA_OP_NEGATE"]
            if "predicate" in function:
                return self.constants["STRATA_OP_IS_NAN"]
            if "compare" in function:
                return self.constants["STRATA_OP_EQUALS"]
            if "index_assign" in function:
                return 0
            return self.constants["STRATA_OP_ADD"]
        if name in ("scalar_first", "flags", "mode", "keep_dims", "requires_grad", "digits"):
            return 0
        if shape[1] in ("double", "float"):
            return 0.0
        return 2  # counts, ranks, axes, dimensions, lengths

    def call(self, name, target_position, target_element):
        """Calls name with the foreign handle at (position, element of a list or None)."""
        result, shapes, spellings = self.header.functions[name]
        names = self.header.parameter_names[name]
        argtypes, arguments, poisoned, pointer_outs = [], [], [], []
        for position, (shape, spelling, parameter) in enumerate(zip(shapes, spellings, names)):
            kind = handle_kind(spelling)
            if kind is not None:
                own = self._own(kind[0])
                if kind[1]:
                    values = (ctypes.c_void_p * 2)(*own)
                    if position == target_position:
                        values[target_element] = self._foreign(kind[0])
                    argtypes.append(ctypes.c_void_p)
                    arguments.append(ctypes.cast(values, ctypes.c_void_p))
                else:
                    argtypes.append(ctypes.c_void_p)
                    arguments.append(self._foreign(kind[0]) if position == target_position
                                     else own[0])
            elif shape[0] == "pointer" and spelling.replace(" ", "") == "constchar*":
                argtypes.append(ctypes.c_char_p)
                arguments.append(b"p")
            elif shape[0] == "pointer":
                buffer = ctypes.create_string_buffer(BUFFER_BYTES)
                if is_pointer_out(spelling) or spelling.replace(" ", "").startswith("const"):
                    ctypes.memset(buffer, 0, BUFFER_BYTES)
                    if is_pointer_out(spelling):
                        pointer_outs.append((parameter, buffer))
                else:
                    ctypes.memset(buffer, POISON, BUFFER_BYTES)
                    poisoned.append((parameter, buffer))
                argtypes.append(ctypes.c_void_p)
                arguments.append(ctypes.cast(buffer, ctypes.c_void_p))
            elif shape[0] == "scalar":
                ctype = {"int8_t": ctypes.c_int8, "int16_t": ctypes.c_int16,
                         "int32_t": ctypes.c_int32, "int64_t": ctypes.c_int64,
                         "uint32_t": ctypes.c_uint32, "uint64_t": ctypes.c_uint64,
                         "size_t": ctypes.c_size_t, "double": ctypes.c_double,
                         "float": ctypes.c_float}[shape[1]]
                argtypes.append(ctype)
                arguments.append(self._scalar(name, parameter, shape))
            else:
                raise SystemExit("%s: unexpected parameter %s %s" % (name, spelling, parameter))
        function = getattr(self.lib, name)
        function.argtypes = argtypes
        function.restype = None if result == ("void",) else ctypes.c_int32
        where = "%s(%s%s)" % (name, names[target_position],
                              "" if target_element is None else "[%d]" % target_element)
        self.checked += 1
        status = function(*arguments)
        if status is None:
            status = self.last_error_code()
        message = (self.last_error_message() or b"").decode()
        expected = self.constants["STRATA_ERROR_INVALID_HANDLE"]
        if status != expected:
            self.failures.append("%s returned %d, not INVALID_HANDLE (%d): %s"
                                 % (where, status, expected, message))
        elif "handle, not a" not in message:
            self.failures.append("%s: the message does not name both kinds: %s" % (where, message))
        for parameter, buffer in poisoned:
            if any(b != POISON for b in buffer.raw):
                self.failures.append("%s wrote to '%s' on failure" % (where, parameter))
        for parameter, buffer in pointer_outs:
            if any(buffer.raw):
                self.failures.append("%s returned something through '%s' on failure"
                                     % (where, parameter))
        if not self.alive():
            self.failures.append("%s released or broke a live handle" % where)
            raise SystemExit("\n".join(self.failures))

    def run(self):
        for name in sorted(self.header.functions):
            _, _, spellings = self.header.functions[name]
            for position, spelling in enumerate(spellings):
                kind = handle_kind(spelling)
                if kind is None:
                    continue
                for element in ((0, 1) if kind[1] else (None,)):
                    self.call(name, position, element)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("library")
    parser.add_argument("--generated-include",
                        default=os.environ.get("STRATA_GENERATED_INCLUDE", "build/dev/include"))
    options = parser.parse_args()
    include = Path(__file__).resolve().parents[2] / "include"
    sweep = Sweep(options.library, CHeader(include, options.generated_include))
    sweep.run()
    for failure in sweep.failures:
        print(failure)
    print("%d calls with a handle of another kind; %d refused it as they should; the first tensor "
          "and the first parameter %s the same value"
          % (sweep.checked, sweep.checked - len(sweep.failures),
             "have" if sweep.same_value else "do not have"))
    return 1 if sweep.failures else 0


if __name__ == "__main__":
    sys.exit(main())
