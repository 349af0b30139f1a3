"""Per-call cost of the Python binding against NumPy on the same data, in one process.

    STRATA_LIBRARY=$PWD/build/release/capi/libstrata.so \
        PYTHONPATH=capi/python /usr/bin/python3 bench/python/per_call.py [--repeat 9]

Each case is one statement timed with timeit (the loop adds the same few nanoseconds to both
sides). A repeat times `number` executions and keeps the mean per call; the report gives, over
the repeats, the median and the min–max of NumPy and of Strata, and the ratio of the medians
(Strata / NumPy). NumPy and Strata repeats alternate, so load on a shared machine falls on both.
`--breakdown` adds the parts one native call is made of (ctypes argument conversion, the status
errcheck, handle arguments, wrapping a result), measured without NumPy.
"""

import argparse
import ctypes
import json
import statistics
import sys
import timeit

import numpy as np
import strata
from strata import _native
from strata._tensor import Tensor, new_tensor

ROWS, COLUMNS, FLAT = 64, 64, 1024


def operands():
    """(NumPy namespace, Strata namespace): the same values in each."""
    matrix = np.arange(ROWS * COLUMNS, dtype=np.float32).reshape(ROWS, COLUMNS)
    flat_x = np.arange(FLAT, dtype=np.float32)
    flat_y = np.ones(FLAT, dtype=np.float32)
    numpy_side = {"m": matrix.copy(), "x": flat_x.copy(), "y": flat_y.copy(), "np": np}
    strata_side = {"m": strata.from_numpy(matrix.copy()), "x": strata.from_numpy(flat_x.copy()),
                   "y": strata.from_numpy(flat_y.copy()), "np": np}
    return numpy_side, strata_side


# (name, statement): run against both namespaces.
CASES = [
    ("m.shape", "m.shape"),
    ("m.strides", "m.strides"),
    ("m.dtype", "m.dtype"),
    ("m.ndim", "m.ndim"),
    ("m.size", "m.size"),
    ("m[i, j] read", "m[3, -5]"),
    ("m[i, j] = v", "m[3, -5] = 2.5"),
    ("x + y (1 Ki float32)", "x + y"),
    ("x[1:100] slice view", "x[1:100]"),
    ("m.T transpose view", "m.T"),
    ("np.asarray(m)", "np.asarray(m)"),
]


def per_call(statement, namespace, number):
    timer = timeit.Timer(statement, globals=namespace)
    return timer.timeit(number) / number


def calibrate(statement, namespace, target=0.02):
    """A loop count that takes about target seconds."""
    number = 1
    while True:
        elapsed = per_call(statement, namespace, number) * number
        if elapsed >= target / 10 or number >= 1 << 22:
            return max(1, int(number * target / max(elapsed, 1e-9)))
        number *= 10


def summary(samples):
    return {"median": statistics.median(samples), "min": min(samples), "max": max(samples)}


def measure(cases, sides, repeat):
    """{case: {side: summary}} with the sides' repeats interleaved."""
    results = {}
    for name, statement in cases:
        numbers = {side: calibrate(statement, namespace) for side, namespace in sides.items()}
        samples = {side: [] for side in sides}
        for _ in range(repeat):
            for side, namespace in sides.items():
                samples[side].append(per_call(statement, namespace, numbers[side]))
        results[name] = {side: summary(s) for side, s in samples.items()}
    return results


def breakdown_cases():
    """Statements isolating the parts of one native call, and their namespace."""
    t = strata.zeros((ROWS, COLUMNS), strata.float32)
    handle = t._h.value
    raw = ctypes.CDLL(_native.lib._name)
    bare = raw.strata_tensor_rank  # no argtypes, restype int, no errcheck
    typed = raw.strata_tensor_transpose
    typed.argtypes, typed.restype = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p)], \
        ctypes.c_int32
    namespace = {"t": t, "h": handle, "bare": bare, "typed": typed, "lib": _native.lib,
                 "ctypes": ctypes, "Tensor": Tensor, "new_tensor": new_tensor,
                 "out": ctypes.c_void_p(), "rank": ctypes.c_int32(),
                 "release": _native.lib.strata_tensor_release}
    cases = [
        ("c_void_p() out-parameter", "ctypes.c_void_p()"),
        ("ctypes.byref(out)", "ctypes.byref(out)"),
        ("t._h (HandleArgument)", "t._h"),
        ("Tensor._adopt(None)", "Tensor._adopt(None)"),
        ("rank: no argtypes, no errcheck", "bare(h, ctypes.byref(rank))"),
        ("rank: argtypes + errcheck", "lib.strata_tensor_rank(h, ctypes.byref(rank))"),
        ("rank: argtypes + errcheck + t._h", "lib.strata_tensor_rank(t._h, ctypes.byref(rank))"),
        ("transpose: argtypes, no errcheck, + release",
         "typed(h, ctypes.byref(out)); release(out.value)"),
        ("transpose: new_tensor (errcheck, adopt, drop)",
         "new_tensor(lib.strata_tensor_transpose, t._h)"),
    ]
    return cases, namespace


def microseconds(seconds):
    return seconds * 1e6


def print_table(results, sides):
    """A Markdown table; with two sides, the ratio of the second's median to the first's."""
    columns = ["%s µs median (min–max)" % side for side in sides]
    columns += ["ratio"] if len(sides) == 2 else []
    print("| case | %s |" % " | ".join(columns))
    print("|---|" + "---|" * len(columns))
    for name, by_side in results.items():
        cells = ["%.3f (%.3f–%.3f)" % tuple(microseconds(by_side[s][k])
                                           for k in ("median", "min", "max")) for s in sides]
        if len(sides) == 2:
            cells.append("%.1f×" % (by_side[sides[1]]["median"] / by_side[sides[0]]["median"]))
        print("| %s | %s |" % (name, " | ".join(cells)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9, help="timed repeats per side and case")
    parser.add_argument("--breakdown", action="store_true",
                        help="also time the parts of one native call")
    parser.add_argument("--json", help="also write the results to this file")
    arguments = parser.parse_args()

    numpy_side, strata_side = operands()
    sides = {"NumPy": numpy_side, "Strata": strata_side}
    print("Python %s, NumPy %s, Strata package %s, libstrata %s; %d repeats\n"
          % (sys.version.split()[0], np.__version__, strata.__file__,
             strata.library_version(), arguments.repeat))
    results = measure(CASES, sides, arguments.repeat)
    print_table(results, list(sides))
    output = {"cases": results}
    if arguments.breakdown:
        cases, namespace = breakdown_cases()
        parts = measure(cases, {"Strata": namespace}, arguments.repeat)
        print()
        print_table(parts, ["Strata"])
        output["breakdown"] = parts
    if arguments.json:
        with open(arguments.json, "w") as f:
            json.dump(output, f, indent=1)


if __name__ == "__main__":
    main()
