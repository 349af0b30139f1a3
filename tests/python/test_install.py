"""`pip install capi/python` works offline, and the installed package finds libstrata.so through
STRATA_LIBRARY or, when bundled, next to itself."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest


PACKAGE_SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "capi",
                              "python")
LIBRARY = os.environ.get("STRATA_LIBRARY")

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

    def pip_install(self, target, extra_env=None):
        env = dict(os.environ, PIP_NO_CACHE_DIR="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
                   **(extra_env or {}))
        result = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--no-index", "--no-deps", "--target",
             target, PACKAGE_SOURCE], env=env, capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

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
        self.pip_install(target, {"STRATA_BUNDLE_LIBRARY": LIBRARY})
        bundled = os.path.join(target, "strata", "libstrata.so")
        self.assertTrue(os.path.exists(bundled))
        result = self.run_installed(
            target, "import strata; from strata import _native; print(_native.lib._name); "
                    "print(strata.zeros((2,)).shape)", {})
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn(bundled, result.stdout)
        self.assertIn("(2,)", result.stdout)


if __name__ == "__main__":
    unittest.main()
