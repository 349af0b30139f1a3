"""Finding and loading libstrata.so (the order is documented in :mod:`strata._native`).

A wheel built with a library carries libstrata.so next to this file and _bundled_libraries.txt
naming, in load order, the shared libraries it needs beyond the platform baseline (glibc,
libgcc_s, libstdc++), which are carried beside it: none for the release build's self-contained
library. Loading each of them from its full path
first puts its SONAME among the loaded objects, and the dynamic loader satisfies libstrata.so's
need for that SONAME with the loaded copy instead of searching the system. They are loaded
RTLD_LOCAL: their symbols stay out of the process's global scope, where they could clash with
another extension's copy of the same library.
"""

import ctypes
import ctypes.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BUNDLE_MANIFEST = os.path.join(HERE, "_bundled_libraries.txt")

# The bundled dependencies, kept referenced for the life of the process.
bundled_dependencies = []


def _configured():
    """The library STRATA_LIBRARY names (a file, or a directory holding libstrata.so), or None."""
    configured = os.environ.get("STRATA_LIBRARY")
    if configured and os.path.isdir(configured):
        return os.path.join(configured, "libstrata.so")
    return configured or None


def _load_bundled(path):
    """Loads the dependencies the manifest lists, then the bundled libstrata.so at path."""
    if os.path.exists(BUNDLE_MANIFEST):
        with open(BUNDLE_MANIFEST, encoding="utf-8") as manifest:
            names = [line.strip() for line in manifest if line.strip()]
        for name in names:
            bundled_dependencies.append(ctypes.CDLL(os.path.join(HERE, name)))
    return ctypes.CDLL(path)


def load():
    """The loaded libstrata.so as a ctypes.CDLL; ImportError names every path that failed."""
    configured = _configured()
    if configured:
        attempts = [(configured, ctypes.CDLL)]
    else:
        bundled = [os.path.join(HERE, n) for n in ("libstrata.so", "libstrata.so.1")]
        attempts = [(path, _load_bundled) for path in bundled if os.path.exists(path)]
        attempts.append((ctypes.util.find_library("strata") or "libstrata.so.1", ctypes.CDLL))
    errors = []
    for path, loader in attempts:
        try:
            return loader(path)
        except OSError as e:
            errors.append("%s: %s" % (path, e))
    raise ImportError(
        "cannot load libstrata.so (set STRATA_LIBRARY to its path): " + "; ".join(errors))
