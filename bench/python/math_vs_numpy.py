"""Transcendental functions: NumPy against Strata on the same buffers, in one process.

    STRATA_LIBRARY=$PWD/build/release/capi/abi/libstrata.so \
        PYTHONPATH=capi/python /usr/bin/python3 bench/python/math_vs_numpy.py [--repeat 5]

For each dtype (float32, float64), size (1 Mi and 16 Mi elements) and function (exp, exp2, log,
sin, cos, tanh, cosh, sinh, expm1, sigmoid, cbrt; the two-argument hypot, arctan2 and power) both sides read
the same NumPy arrays (Strata views them with from_numpy) and write into a preallocated array of
their own: NumPy with out=, Strata with out= on a view of its destination array (binary(name, y,
out=) for the two-argument functions). NumPy's sigmoid is 1 / (1 + exp(-x)) as four ufunc calls
with out=; Strata's is one call. A repeat times `number` calls and keeps the mean per call; NumPy
and Strata repeats
alternate, so load on a shared machine falls on both. The table gives the median and min–max
per call of each side and the ratio of the medians, NumPy time / Strata time (above 1: Strata is
faster). The largest relative difference between the two results is printed as a sanity check.
The functions NumPy lacks (STRATA_ONLY: asinpi, acospi, atanpi, log2p1, log10p1, sinpi, cospi,
tanpi, exp2m1, exp10m1) time Strata alone when --functions names them.
"""

import argparse
import statistics
import time

import numpy as np
import strata

MI = 1 << 20

# Arguments drawn uniformly from these ranges (inside every vector range of both libraries); the
# two-argument functions take x and y from the two ranges given.
RANGES = {"exp": (-10.0, 10.0), "exp2": (-10.0, 10.0), "log": (1e-3, 1e3),
          "sin": (-100.0, 100.0), "cos": (-100.0, 100.0), "tanh": (-5.0, 5.0),
          "cosh": (-10.0, 10.0), "sinh": (-10.0, 10.0), "expm1": (-10.0, 10.0),
          "sigmoid": (-10.0, 10.0), "cbrt": (-1e3, 1e3),
          "hypot": ((-100.0, 100.0), (-100.0, 100.0)),
          "arctan2": ((-100.0, 100.0), (-100.0, 100.0)),
          "power": ((1e-3, 10.0), (-10.0, 10.0))}
# Strata's op names of the two-argument functions.
BINARY = {"hypot": "hypot", "arctan2": "atan2", "power": "pow"}
# Functions NumPy lacks: Strata alone is timed (--functions names them).
STRATA_ONLY = {"asinpi": (-1.0, 1.0), "acospi": (-1.0, 1.0), "atanpi": (-10.0, 10.0),
               "log2p1": (-0.5, 10.0), "log10p1": (-0.5, 10.0), "sinpi": (-100.0, 100.0),
               "cospi": (-100.0, 100.0), "tanpi": (-100.0, 100.0), "exp2m1": (-10.0, 10.0),
               "exp10m1": (-5.0, 5.0)}


def numpy_call(name, args, out):
    if name in STRATA_ONLY:
        return None
    if name != "sigmoid":
        function = getattr(np, name)
        return lambda: function(*args, out=out)
    x, = args

    def sigmoid():
        np.negative(x, out=out)
        np.exp(out, out=out)
        np.add(out, 1, out=out)
        np.reciprocal(out, out=out)
    return sigmoid


def strata_call(name, args, out):
    x, *rest = (strata.from_numpy(a, read_only=True) for a in args)
    destination = strata.from_numpy(out)
    if name in BINARY:
        y, = rest
        return lambda: x.binary(BINARY[name], y, out=destination)
    method = getattr(x, name)
    return lambda: method(out=destination)


def per_call(call, number):
    start = time.perf_counter()
    for _ in range(number):
        call()
    return (time.perf_counter() - start) / number


def measure(name, dtype, size, repeat, rng):
    ranges = RANGES[name] if name in BINARY else (RANGES.get(name) or STRATA_ONLY[name],)
    args = [rng.uniform(lo, hi, size).astype(dtype) for lo, hi in ranges]
    numpy_out = np.empty_like(args[0])
    strata_out = np.empty_like(args[0])
    calls = {"numpy": numpy_call(name, args, numpy_out),
             "strata": strata_call(name, args, strata_out)}
    if calls["numpy"] is None:
        del calls["numpy"]
    for call in calls.values():  # touch the destinations, warm the code
        call()
    number = max(1, (8 * MI) // size)
    times = {side: [] for side in calls}
    for _ in range(repeat):
        for side, call in calls.items():
            times[side].append(per_call(call, number))
    if "numpy" not in calls:
        return times, float("nan")
    with np.errstate(all="ignore"):
        difference = np.max(np.abs(strata_out / numpy_out - 1))
    return times, difference


def describe(samples):
    milliseconds = [t * 1e3 for t in samples]
    return statistics.median(milliseconds), min(milliseconds), max(milliseconds)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--threads", type=int, default=None,
                        help="Strata's copy threads (default: the library's; NumPy uses one)")
    parser.add_argument("--sizes", type=int, nargs="+", default=[MI, 16 * MI])
    parser.add_argument("--dtypes", nargs="+", default=["float32", "float64"])
    parser.add_argument("--functions", nargs="+", default=list(RANGES),
                        choices=list(RANGES) + list(STRATA_ONLY))
    args = parser.parse_args()
    rng = np.random.default_rng(2024)
    if args.threads is not None:
        strata.set_copy_threads(args.threads)
    print(f"numpy {np.__version__}, strata {strata.__version__}, repeat {args.repeat}, "
          f"strata threads {strata.copy_threads()}")
    print(f"{'dtype':8} {'size':>6} {'function':8} {'numpy ms (min-max)':>24} "
          f"{'strata ms (min-max)':>24} {'ratio':>6} {'max rel diff':>12}")
    for dtype in args.dtypes:
        for size in args.sizes:
            for name in args.functions:
                times, difference = measure(name, dtype, size, args.repeat, rng)
                s = describe(times["strata"])
                if "numpy" in times:
                    n = describe(times["numpy"])
                    numpy_column = f"{n[0]:8.3f} ({n[1]:.3f}-{n[2]:.3f})"
                    ratio = f"{n[0] / s[0]:6.2f}"
                else:
                    numpy_column, ratio = f"{'-':>24}", f"{'-':>6}"
                print(f"{dtype:8} {size // MI:>4}Mi {name:8} {numpy_column:>24} "
                      f"{s[0]:8.3f} ({s[1]:.3f}-{s[2]:.3f}) {ratio} {difference:12.2e}",
                      flush=True)


if __name__ == "__main__":
    main()
