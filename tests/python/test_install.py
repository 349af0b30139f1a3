"""`pip install capi/python` works offline, and the installed package finds libstrata.so through
STRATA_LIBRARY or, when bundled, next to itself together with the libraries bundled beside it.
These run in every preset: with a sanitized library the bundle is built with
STRATA_BUNDLE_SANITIZED=1 and run with the runtimes the test environment preloads
(test_wheel.py covers the fresh-venv install of a distributable wheel)."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest


PACKAGE_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "capi",
                              "python")
LIBRARY = os.environ.get("STRATA_LIBRARY")

sys.path.insert(0, os.path.join(PACKAGE_SOURCE, "build_backend"))
import strata_build  # noqa: E402

SANITIZERS = strata_build.sanitizer_runtimes(LIBRARY) if LIBRARY else []

try:
    import pip  # noqa: F401

    HAVE_PIP = True
except ImportError:
    HAVE_PIP = False


@unittest.skipUnless(HAVE_PIP and LIBRARY, "needs pip and STRATA_LIBRARY")
class Install(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp(prefix="strata-install-")
        self.addCleanup(shutil.rmtree, self.work, ignore_errors=True)

    def pip_install(self, target, extra_env=None, succeeds=True):
        env = dict(os.environ, PIP_NO_CACHE_DIR="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
                   **(extra_env or {}))
        result = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--no-index", "--no-deps", "--target",
             target, PACKAGE_SOURCE], env=env, capture_output=True, text=True)
        self.assertEqual(result.returncode == 0, succeeds, result.stdout + result.stderr)
        return result

    def run_installed(self, target, code, environment):
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "STRATA_LIBRARY")}
        env.update(environment, PYTHONPATH=target)
        return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                              text=True, cwd=self.work)

    def test_installed_package_uses_the_library_named_by_the_environment(self):
        target = os.path.join(self.work, "plain")
        self.pip_install(target)
        self.assertFalse(os.path.exists(os.path.join(target, "strata", "libstrata.so")))
        result = self.run_installed(
            target, "import strata; t = strata.array([1, 2, 3]); print(strata.__file__, "
                    "t.tolist())", {"STRATA_LIBRARY": LIBRARY})
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn(os.path.join(target, "strata", "__init__.py"), result.stdout)
        self.assertIn("[1, 2, 3]", result.stdout)

    def test_bundled_library_is_found_next_to_the_package(self):
        target = os.path.join(self.work, "bundled")
        self.pip_install(target, {"STRATA_BUNDLE_LIBRARY": LIBRARY,
                                  "STRATA_BUNDLE_SANITIZED": "1" if SANITIZERS else "0"})
        package = os.path.join(target, "strata")
        bundled = os.path.join(package, "libstrata.so")
        self.assertTrue(os.path.exists(bundled))
        with open(os.path.join(package, strata_build.BUNDLE_MANIFEST)) as manifest:
            dependencies = manifest.read().split()
        # A self-contained library (the release preset's) needs only glibc: nothing beside it.
        # The dev preset's links Debian's shared Highway, which is bundled.
        if strata_build.needs_only_glibc(LIBRARY):
            self.assertEqual(dependencies, [])
        else:
            self.assertIn("libhwy.so.1", dependencies)
        result = self.run_installed(
            target, "import strata; from strata import _native, _loader; "
                    "print(_native.lib._name); print(strata.zeros((2,)).shape); "
                    "print([d._name for d in _loader.bundled_dependencies])", {})
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn(bundled, result.stdout)
        self.assertIn("(2,)", result.stdout)
        self.assertIn(repr([os.path.join(package, n) for n in dependencies]), result.stdout)

    @unittest.skipUnless(SANITIZERS, "the library is not sanitized")
    def test_sanitized_library_is_not_bundled_by_default(self):
        result = self.pip_install(os.path.join(self.work, "refused"),
                                  {"STRATA_BUNDLE_LIBRARY": LIBRARY}, succeeds=False)
        self.assertIn("built with sanitizers", result.stdout + result.stderr)


if __name__ == "__main__":
    unittest.main()
