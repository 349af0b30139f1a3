"""The wheel installs everything needed: built with the README's pip command from the tested
libstrata.so, installed with `pip install --no-index` into a fresh venv (no system site-packages,
so no NumPy), it runs the first Python example of capi/python/README.md with no STRATA_LIBRARY,
LD_PRELOAD, LD_LIBRARY_PATH or PYTHONPATH, loading libstrata.so and the libraries bundled beside
it from the venv. The README's NumPy examples are not run there: the venv has no NumPy to run
them with. The wheel's METADATA carries that README as its Markdown description.

A sanitized libstrata.so cannot make a wheel (its runtimes must be preloaded), so under the dev
preset this suite skips, but for the description of a wheel without a library; the release
workflow (`cmake --workflow --preset release`, the second half of .ci/run) runs it."""

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import unittest
import unittest.mock
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.normpath(os.path.join(HERE, "..", ".."))
PACKAGE_SOURCE = os.path.join(SOURCE, "capi", "python")
README = os.path.join(PACKAGE_SOURCE, "README.md")
LIBRARY = os.environ.get("STRATA_LIBRARY")
# The compiled fast paths the build put beside the library, when it has them.
ACCELERATOR = LIBRARY and os.path.join(os.path.dirname(LIBRARY), "_accelerator" +
                                       sysconfig.get_config_var("EXT_SUFFIX"))
ACCELERATOR = ACCELERATOR if ACCELERATOR and os.path.exists(ACCELERATOR) else None

sys.path.insert(0, os.path.join(PACKAGE_SOURCE, "build_backend"))
import strata_build  # noqa: E402

# Variables through which the test's own environment could hand the venv a library or modules.
_INHERITED = re.compile(r"^(LD_PRELOAD|LD_LIBRARY_PATH|LD_AUDIT|STRATA_.*|PYTHON.*|PIP_.*|"
                        r".*SAN_OPTIONS|VIRTUAL_ENV)$")


def clean_environment(**extra):
    env = {k: v for k, v in os.environ.items() if not _INHERITED.match(k)}
    env.update(PIP_NO_CACHE_DIR="1", PIP_DISABLE_PIP_VERSION_CHECK="1", **extra)
    return env


def readme_example():
    """(code, expected output) of the first python block of the package's README (the wheel's
    description); the expected output is the comment on each print line."""
    with open(README, encoding="utf-8") as f:
        text = f.read()
    code = re.search(r"```python\n(.*?)```", text, re.S).group(1)
    expected = [re.search(r"#\s*(.*)$", line).group(1) for line in code.splitlines()
                if line.startswith("print(")]
    return code, "".join(line + "\n" for line in expected)


def check_description(test, wheel_path):
    """The wheel's METADATA holds capi/python/README.md as its Markdown description."""
    with zipfile.ZipFile(wheel_path) as wheel:
        metadata = wheel.read("strata-%s.dist-info/METADATA" % strata_build.VERSION).decode()
    with open(README, encoding="utf-8") as f:
        readme = f.read()
    headers, _, description = metadata.partition("\n\n")
    test.assertIn("Description-Content-Type: text/markdown", headers.splitlines())
    test.assertEqual(description, readme)


class Description(unittest.TestCase):
    def test_a_wheel_without_a_library_is_described_by_the_readme(self):
        environment = {k: v for k, v in os.environ.items() if not k.startswith("STRATA_BUNDLE")}
        with tempfile.TemporaryDirectory() as directory, \
                unittest.mock.patch.dict(os.environ, environment, clear=True):
            check_description(self, os.path.join(directory, strata_build.build_wheel(directory)))


def skip_reason():
    if not LIBRARY:
        return "STRATA_LIBRARY is not set"
    sanitizers = strata_build.sanitizer_runtimes(LIBRARY)
    if sanitizers:
        return ("libstrata.so needs the sanitizer runtimes %s, which a wheel cannot carry; the "
                "release workflow runs this suite" % ", ".join(sanitizers))
    try:
        import ensurepip  # noqa: F401
        import venv  # noqa: F401
    except ImportError:
        return "python3-venv is not installed (cmake/setup.sh installs it)"
    return None


SKIP_REASON = skip_reason()


@unittest.skipIf(SKIP_REASON, SKIP_REASON)
class Wheel(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp(prefix="strata-wheel-")
        try:
            cls.wheel = cls.build_wheel()
            cls.site_packages = cls.install_into_fresh_venv()
        except BaseException:
            shutil.rmtree(cls.work, ignore_errors=True)
            raise

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work, ignore_errors=True)

    @classmethod
    def run_checked(cls, command, **kwargs):
        result = subprocess.run(command, capture_output=True, text=True, cwd=cls.work, **kwargs)
        if result.returncode != 0:
            raise AssertionError("%s failed:\n%s%s" % (command, result.stdout, result.stderr))
        return result

    @classmethod
    def build_wheel(cls):
        out = os.path.join(cls.work, "dist")
        cls.run_checked([sys.executable, "-m", "pip", "wheel", "--no-index", "--no-deps",
                         "--no-build-isolation", PACKAGE_SOURCE, "-w", out],
                        env=clean_environment(STRATA_BUNDLE_LIBRARY=LIBRARY,
                                              **({"STRATA_BUNDLE_ACCELERATOR": ACCELERATOR}
                                                 if ACCELERATOR else {})))
        (name,) = os.listdir(out)
        return os.path.join(out, name)

    @classmethod
    def install_into_fresh_venv(cls):
        venv = os.path.join(cls.work, "venv")
        cls.run_checked([sys.executable, "-m", "venv", venv], env=clean_environment())
        cls.python = os.path.join(venv, "bin", "python")
        cls.run_checked([cls.python, "-m", "pip", "install", "--no-index", cls.wheel],
                        env=clean_environment())
        found = cls.run_in_venv("import sysconfig; print(sysconfig.get_paths()['platlib'])")
        return os.path.realpath(found.stdout.strip())

    @classmethod
    def run_in_venv(cls, code):
        return cls.run_checked([cls.python, "-c", code], env=clean_environment())

    def bundled_names(self):
        with zipfile.ZipFile(self.wheel) as wheel:
            manifest = wheel.read("strata/%s" % strata_build.BUNDLE_MANIFEST).decode()
        return manifest.split()

    def test_wheel_is_platform_tagged_and_carries_the_package_and_libraries(self):
        name = os.path.basename(self.wheel)
        if ACCELERATOR:  # built for this interpreter, and tagged so
            interpreter = "cp%d%d" % sys.version_info[:2]
            self.assertRegex(name, r"^strata-[0-9.]+-%s-%s-linux_[a-z0-9_]+\.whl$"
                             % (interpreter, interpreter))
        else:
            self.assertRegex(name, r"^strata-[0-9.]+-py3-none-linux_[a-z0-9_]+\.whl$")
        with zipfile.ZipFile(self.wheel) as wheel:
            entries = set(wheel.namelist())
            self.assertIn("Root-Is-Purelib: false", wheel.read(
                "strata-%s.dist-info/WHEEL" % strata_build.VERSION).decode())
        # With Debian's shared-only Highway, libhwy.so.1 is the one library to bundle.
        self.assertIn("libhwy.so.1", self.bundled_names())
        libraries = {"strata/libstrata.so"} | {"strata/" + n for n in self.bundled_names()}
        self.assertLessEqual(libraries, entries)
        for soname in self.bundled_names():
            self.assertNotRegex(soname, r"^(libc|libm|libstdc\+\+|libgcc_s)\.so")
        package = os.path.join(PACKAGE_SOURCE, "strata")
        for directory, subdirectories, names in os.walk(package):
            subdirectories[:] = [d for d in subdirectories if d != "__pycache__"]
            for file in names:
                if not re.search(r"\.py[co]$|\.so$|\.so\.", file):
                    path = os.path.relpath(os.path.join(directory, file), PACKAGE_SOURCE)
                    self.assertIn(path.replace(os.sep, "/"), entries)

    def test_wheel_metadata_describes_the_package_with_its_readme(self):
        check_description(self, self.wheel)

    def test_readme_example_runs_in_the_venv_without_environment(self):
        code, expected = readme_example()
        self.assertTrue(expected, "the README example prints nothing to compare")
        self.assertEqual(self.run_in_venv(code).stdout, expected)

    @unittest.skipUnless(ACCELERATOR, "this build has no compiled fast paths (python3-dev)")
    def test_installed_package_uses_its_bundled_fast_paths(self):
        result = self.run_in_venv("import strata\nprint(strata.accelerated())\n"
                                  "print(strata._accelerate.installed.__file__)")
        used, path = result.stdout.split()
        self.assertEqual(used, "True")
        self.assertEqual(os.path.realpath(path), os.path.join(
            self.site_packages, "strata", os.path.basename(ACCELERATOR)))

    def test_installed_package_loads_its_bundled_libraries(self):
        result = self.run_in_venv(
            "import os, strata\n"
            "from strata import _native\n"
            "print(os.path.realpath(_native.lib._name))\n"
            "for line in open('/proc/self/maps'):\n"
            "    if '/' in line: print(os.path.realpath(line.split(None, 5)[5].strip()))\n")
        library, *mapped = result.stdout.splitlines()
        self.assertEqual(library, os.path.join(self.site_packages, "strata", "libstrata.so"))
        for soname in self.bundled_names():
            stem = soname.split(".so")[0] + ".so"
            copies = {p for p in mapped if os.path.basename(p).startswith(stem)}
            self.assertEqual(copies, {os.path.join(self.site_packages, "strata", soname)})


if __name__ == "__main__":
    unittest.main()
