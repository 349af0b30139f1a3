"""Per-call cost of the Python binding against NumPy on the same data, in one process.

    STRATA_LIBRARY=$PWD/build/release/capi/abi/libstrata.so \
        PYTHONPATH=capi/python /usr/bin/python3 bench/python/per_call.py [--repeat 9]

Each case is one statement timed with timeit (the loop adds the same few nanoseconds to both
sides). A repeat times `number` executions and keeps the mean per call; the report gives, over
the repeats, the median and the min–max of NumPy and of Strata, and the ratio of the medians
(Strata / NumPy). NumPy and Strata repeats alternate, so load on a shared machine falls on both.
`--baseline DIR` adds a third side: the strata package in DIR (another version, e.g. from
`git archive <commit> capi/python/strata | tar -x -C DIR`), imported under another name in the
same process and timed between the two, so a before/after comparison shares the machine's load.
The baseline runs without compiled fast paths (STRATA_ACCELERATOR=0 while it loads; one process
can bind them once), so `--baseline capi/python` times the package through ctypes alone.
`--breakdown` adds the parts native calls are made of (ctypes argument conversion and the status
errcheck, handle arguments, wrapping a result), measured without NumPy. `--json` keeps every
sample; `--merge a.json b.json ...` pools the samples of several runs into one table.
"""

import argparse
import ctypes
import importlib
import json
import os
import shutil
import statistics
import sys
import tempfile
import timeit

import numpy as np
import strata
from strata import _native
from strata._core import new_tensor
from strata._tensor import Tensor

ROWS, COLUMNS, FLAT = 64, 64, 1024


def operands(module):
    """The namespace of the statements for NumPy (module numpy) or a strata package: the same
    values in each."""
    matrix = np.arange(ROWS * COLUMNS, dtype=np.float32).reshape(ROWS, COLUMNS)
    arrays = {"m": matrix, "x": np.arange(FLAT, dtype=np.float32),
              "y": np.ones(FLAT, dtype=np.float32), "z": np.ones(99, dtype=np.float32)}
    wrap = (lambda a: a.copy()) if module is np else (lambda a: module.from_numpy(a.copy()))
    return dict({name: wrap(a) for name, a in arrays.items()}, np=np)


def baseline_package(directory):
    """The strata package found in directory (or in directory/capi/python), imported as
    strata_baseline from a temporary copy."""
    for candidate in (directory, os.path.join(directory, "capi", "python")):
        if os.path.isfile(os.path.join(candidate, "strata", "__init__.py")):
            copy = tempfile.mkdtemp(prefix="strata_baseline")
            shutil.copytree(os.path.join(candidate, "strata"),
                            os.path.join(copy, "strata_baseline"))
            sys.path.insert(0, copy)
            previous = os.environ.get("STRATA_ACCELERATOR")
            os.environ["STRATA_ACCELERATOR"] = "0"
            try:
                return importlib.import_module("strata_baseline")
            finally:
                if previous is None:
                    del os.environ["STRATA_ACCELERATOR"]
                else:
                    os.environ["STRATA_ACCELERATOR"] = previous
    raise SystemExit("no strata package in %s" % directory)


# (name, statement): run against every side's namespace.
CASES = [
    ("m.shape", "m.shape"),
    ("m.strides", "m.strides"),
    ("m.dtype", "m.dtype"),
    ("m.ndim", "m.ndim"),
    ("m.size", "m.size"),
    ("m[i, j] read", "m[3, -5]"),
    ("m[i, j].item()", "m[3, -5].item()"),
    ("float(m[i, j])", "float(m[3, -5])"),
    # Arithmetic on the element read: a NumPy scalar's own, a native call on a rank-0 tensor.
    ("m[i, j] + 1", "m[3, -5] + 1"),
    ("m[i, j] = v", "m[3, -5] = 2.5"),
    ("x + y (1 Ki float32)", "x + y"),
    ("x.sum() (1 Ki float32)", "x.sum()"),
    ("x[1:100] slice view", "x[1:100]"),
    ("m.T transpose view", "m.T"),
    # A view used at once by a native call (for Strata, the call that makes a deferred view).
    ("x[1:100] + z (view used)", "x[1:100] + z"),
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
    """{case: {side: [seconds per call, one per repeat]}} with the sides' repeats interleaved."""
    results = {}
    for name, statement in cases:
        numbers = {side: calibrate(statement, namespace) for side, namespace in sides.items()}
        samples = {side: [] for side in sides}
        for _ in range(repeat):
            for side, namespace in sides.items():
                samples[side].append(per_call(statement, namespace, numbers[side]))
        results[name] = samples
    return results


def breakdown_cases():
    """Statements isolating the parts of native calls, and their namespace: the same C function
    bare (no argtypes, no errcheck, raw handle) and as the package declares it (_native)."""
    t = strata.zeros((ROWS, COLUMNS), strata.float32)
    x, y = strata.zeros((FLAT,), strata.float32), strata.zeros((FLAT,), strata.float32)
    raw = ctypes.CDLL(_native.lib._name)  # its own function objects: argtypes unset
    items = (_native.IndexItem * 1)((1, 3, 1, 100, 0, None))  # the slice 1:100
    namespace = {"t": t, "x": x, "y": y, "ctypes": ctypes, "Tensor": Tensor,
                 "new_tensor": new_tensor, "lib": _native.lib, "raw": raw, "items": items,
                 "h": ctypes.c_void_p(t._h.value), "hx": ctypes.c_void_p(x._h.value),
                 "hy": ctypes.c_void_p(y._h.value), "out": ctypes.c_void_p(),
                 "rank": ctypes.c_int32(), "add": 100}
    cases = [
        ("ctypes.c_void_p() (out-parameter)", "ctypes.c_void_p()"),
        ("ctypes.byref(out)", "ctypes.byref(out)"),
        ("t._h (HandleArgument)", "t._h"),
        ("Tensor._adopt(None) and its collection", "Tensor._adopt(None)"),
        ("rank: bare", "raw.strata_tensor_rank(h, ctypes.byref(rank))"),
        ("rank: declared", "lib.strata_tensor_rank(h, ctypes.byref(rank))"),
        ("permute view: bare, + release",
         "raw.strata_tensor_permute(h, None, 0, ctypes.byref(out)); "
         "raw.strata_tensor_release(out)"),
        ("permute view: declared, + release",
         "lib.strata_tensor_permute(h, None, 0, ctypes.byref(out)); "
         "lib.strata_tensor_release(out)"),
        ("permute view: new_tensor (+ adopt, collection)",
         "new_tensor(lib.strata_tensor_permute, t._h, None, 0)"),
        ("index 1:100: bare, + release",
         "raw.strata_tensor_index(hx, items, 1, ctypes.byref(out)); "
         "raw.strata_tensor_release(out)"),
        ("index 1:100: declared, + release",
         "lib.strata_tensor_index(hx, items, 1, ctypes.byref(out)); "
         "lib.strata_tensor_release(out)"),
        ("add 1 Ki: bare, + release",
         "raw.strata_binary(add, hx, hy, ctypes.byref(out)); raw.strata_tensor_release(out)"),
        ("add 1 Ki: declared, + release",
         "lib.strata_binary(add, hx, hy, ctypes.byref(out)); lib.strata_tensor_release(out)"),
        ("add 1 Ki: new_tensor (+ adopt, collection)",
         "new_tensor(lib.strata_binary, add, x._h, y._h)"),
    ]
    return cases, namespace


def microseconds(seconds):
    return seconds * 1e6


def print_table(results, sides):
    """A Markdown table of medians and ranges, and the ratio of each later side's median to the
    first side's."""
    columns = ["%s µs median (min–max)" % side for side in sides]
    columns += ["%s / %s" % (side, sides[0]) for side in sides[1:]]
    print("| case | %s |" % " | ".join(columns))
    print("|---|" + "---|" * len(columns))
    for name, by_side in results.items():
        summaries = [summary(by_side[side]) for side in sides]
        cells = ["%.3f (%.3f–%.3f)" % tuple(microseconds(s[k]) for k in ("median", "min", "max"))
                 for s in summaries]
        cells += ["%.1f×" % (s["median"] / summaries[0]["median"]) for s in summaries[1:]]
        print("| %s | %s |" % (name, " | ".join(cells)))


def merged(paths):
    """The samples of several --json files pooled per table, case and side."""
    tables = {}
    for path in paths:
        with open(path) as f:
            for table, results in json.load(f).items():
                for name, by_side in results.items():
                    for side, samples in by_side.items():
                        pooled = tables.setdefault(table, {}).setdefault(name, {})
                        pooled.setdefault(side, []).extend(samples)
    return tables


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=9, help="timed repeats per side and case")
    parser.add_argument("--breakdown", action="store_true",
                        help="also time the parts of native calls")
    parser.add_argument("--baseline", metavar="DIR",
                        help="also time the strata package in DIR (a third side)")
    parser.add_argument("--json", help="also write every sample to this file")
    parser.add_argument("--merge", nargs="+", metavar="JSON",
                        help="print the tables of several --json runs' samples pooled, "
                             "measuring nothing")
    arguments = parser.parse_args()

    if arguments.merge:
        for table, results in merged(arguments.merge).items():
            print_table(results, list(next(iter(results.values()))))
            print()
        return
    sides = {"NumPy": operands(np)}
    if arguments.baseline:
        sides["baseline"] = operands(baseline_package(arguments.baseline))
    sides["Strata"] = operands(strata)
    print("Python %s, NumPy %s, Strata package %s, libstrata %s; %d repeats\n"
          % (sys.version.split()[0], np.__version__, strata.__file__,
             strata.library_version(), arguments.repeat))
    output = {"cases": measure(CASES, sides, arguments.repeat)}
    print_table(output["cases"], list(sides))
    if arguments.breakdown:
        cases, namespace = breakdown_cases()
        output["breakdown"] = measure(cases, {"Strata": namespace}, arguments.repeat)
        print()
        print_table(output["breakdown"], ["Strata"])
    if arguments.json:
        with open(arguments.json, "w") as f:
            json.dump(output, f, indent=1)


if __name__ == "__main__":
    main()
