"""The wheel installs everything needed: built with the README's pip command from the tested
libstrata.so, installed with `pip install --no-index` into a fresh venv (no system site-packages,
so no NumPy), it runs the first Python example of capi/python/README.md with no STRATA_LIBRARY,
LD_PRELOAD, LD_LIBRARY_PATH or PYTHONPATH, loading libstrata.so from the venv. The wheel is tagged
manylinux_2_N, N read here from `objdump -T` of the shared libraries it carries. The README's NumPy examples are not run there: the venv has no NumPy to run
them with. The wheel's METADATA carries that README as its Markdown description.

A sanitized libstrata.so cannot make a wheel (its runtimes must be preloaded), so under the dev
preset this suite skips, but for the description of a wheel without a library; the release
workflow (`cmake --workflow --preset release`, the second half of .ci/run) runs it."""

import os
import platform as platform_module
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


HIDE = os.path.join(SOURCE, "tests", "packages", "hide_system_libraries.sh")
HIDDEN = ["libhwy.so*", "libstdc++.so*"]
NOT_ROOT = os.geteuid() != 0


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

    def test_wheel_is_manylinux_tagged_and_carries_the_package_and_a_standalone_library(self):
        with zipfile.ZipFile(self.wheel) as wheel:
            entries = set(wheel.namelist())
            self.assertIn("Root-Is-Purelib: false", wheel.read(
                "strata-%s.dist-info/WHEEL" % strata_build.VERSION).decode())
        # The release preset's library has Highway and the C++ runtime inside: nothing to bundle.
        self.assertEqual(self.bundled_names(), [])
        self.assertIn("strata/libstrata.so", entries)
        shared = sorted(e for e in entries if re.search(r"\.so(\.|$)", e))
        self.assertEqual(shared, sorted(["strata/libstrata.so"] + (
            ["strata/" + os.path.basename(ACCELERATOR)] if ACCELERATOR else [])))
        minor = 0
        for entry in shared:
            path = os.path.join(self.site_packages, entry)
            dynamic = subprocess.run(["objdump", "-p", path], capture_output=True, text=True,
                                     check=True).stdout
            needed = re.findall(r"^\s*NEEDED\s+(\S+)", dynamic, re.M)
            for soname in needed:
                self.assertRegex(soname, r"^(libc|libm|libdl|libpthread|librt|ld-linux-x86-64)"
                                         r"\.so\.[0-9]+$", "%s needs %s" % (entry, soname))
            symbols = subprocess.run(["objdump", "-T", path], capture_output=True, text=True,
                                     check=True).stdout
            minor = max([minor] + [int(m) for m in re.findall(r"GLIBC_2\.([0-9]+)", symbols)])
        self.assertGreater(minor, 0)
        platform = "manylinux_2_%d_%s" % (minor, platform_module.machine())
        name = os.path.basename(self.wheel)
        if ACCELERATOR:  # built for this interpreter, and tagged so
            interpreter = "cp%d%d" % sys.version_info[:2]
            self.assertEqual(name, "strata-%s-%s-%s-%s.whl"
                             % (strata_build.VERSION, interpreter, interpreter, platform))
        else:
            self.assertEqual(name, "strata-%s-py3-none-%s.whl" % (strata_build.VERSION, platform))
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

    def test_installed_package_loads_its_own_library_and_no_libhwy_or_libstdcxx(self):
        result = self.run_in_venv(
            "import os, strata\n"
            "from strata import _native\n"
            "print(os.path.realpath(_native.lib._name))\n"
            "for line in open('/proc/self/maps'):\n"
            "    if '/' in line: print(os.path.realpath(line.split(None, 5)[5].strip()))\n")
        library, *mapped = result.stdout.splitlines()
        self.assertEqual(library, os.path.join(self.site_packages, "strata", "libstrata.so"))
        self.assertIn(library, mapped)
        for path in mapped:
            self.assertNotRegex(os.path.basename(path), r"^lib(hwy|stdc\+\+|gcc_s)\.so")

    def run_hidden(self, code, **env):
        return subprocess.run(["bash", HIDE, *HIDDEN, "--", self.python, "-c", code],
                              capture_output=True, text=True, cwd=self.work,
                              env=clean_environment(**env))

    # Stand-alone: the installed wheel runs on a machine without Highway's and the C++ runtime's
    # shared libraries, and a wheel of a library that needs them (as one linked against Debian's
    # would) fails there, so the first result comes from the packaging, not from a hiding that
    # hid nothing.
    @unittest.skipIf(NOT_ROOT, "hiding system libraries needs root (unshare -m)")
    def test_readme_example_runs_with_libhwy_and_libstdcxx_hidden(self):
        code, expected = readme_example()
        result = self.run_hidden(code)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, expected)
        self.assertIn("libstdc++.so", result.stderr)  # the script names what it hid

    @unittest.skipIf(NOT_ROOT, "hiding system libraries needs root (unshare -m)")
    @unittest.skipUnless(shutil.which("patchelf"), "patchelf is not installed (cmake/setup.sh)")
    def test_a_wheel_of_a_library_needing_them_fails_with_them_hidden(self):
        linked = os.path.join(self.work, "debian-linked", "libstrata.so")
        os.makedirs(os.path.dirname(linked))
        shutil.copy(LIBRARY, linked)
        self.run_checked(["patchelf", "--add-needed", "libhwy.so.1", "--add-needed",
                          "libstdc++.so.6", linked])
        out = os.path.join(self.work, "debian-linked", "dist")
        self.run_checked([sys.executable, "-m", "pip", "wheel", "--no-index", "--no-deps",
                          "--no-build-isolation", PACKAGE_SOURCE, "-w", out],
                         env=clean_environment(STRATA_BUNDLE_LIBRARY=linked))
        (name,) = os.listdir(out)
        self.assertTrue(name.endswith("-py3-none-linux_%s.whl" % platform_module.machine()), name)
        target = os.path.join(self.work, "debian-linked", "site")
        self.run_checked([self.python, "-m", "pip", "install", "--no-index", "--target", target,
                          os.path.join(out, name)], env=clean_environment())
        code = "import strata; print(strata.zeros((2,)).shape)"
        visible = self.run_checked([self.python, "-c", code],
                                   env=clean_environment(PYTHONPATH=target))
        self.assertEqual(visible.stdout, "(2,)\n")
        hidden = self.run_hidden(code, PYTHONPATH=target)
        self.assertNotEqual(hidden.returncode, 0, hidden.stdout)
        self.assertIn("file too short", hidden.stderr)


if __name__ == "__main__":
    unittest.main()
