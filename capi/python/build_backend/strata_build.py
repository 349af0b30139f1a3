"""A minimal PEP 517 / PEP 660 build backend for the strata package (it compiles nothing).

The wheel holds every file under strata/ (modules, py.typed, stubs and other data; no caches and
no shared libraries from the source tree). When a built libstrata.so is named at build time, by
``--config-settings library=PATH`` or the STRATA_BUNDLE_LIBRARY environment variable, the wheel
also carries:

- that library as strata/libstrata.so;
- every shared library it needs, directly or through another, that is not part of the platform
  baseline, under its SONAME next to it (with Debian's libhwy-dev that is libhwy.so.1: Highway
  has no static archive there);
- strata/_bundled_libraries.txt, those SONAMEs one a line, each after the ones it needs. The
  package loads them, in that order, from their full paths before the bundled libstrata.so, so
  the dynamic loader finds each needed SONAME already loaded and searches no further.

The release preset's libstrata.so is self-contained (Highway, libstdc++ and libgcc linked in), so
it needs glibc alone and nothing is bundled beside it. A library from another build may need
more; what is bundled then is whatever is not glibc (libc, libm, libdl, libpthread, librt, ... and
the dynamic loader), libgcc_s or libstdc++. Sanitizer runtimes cannot be bundled (they must be
loaded before anything else), so a sanitized library is refused unless STRATA_BUNDLE_SANITIZED=1
says that the wheel is only for a process that preloads them.

A wheel with a library is tagged for the library's architecture (read from the ELF file, so an
arm64 library makes an aarch64 wheel on any build machine). When every shared library in the
wheel needs nothing but glibc, the tag is manylinux_2_N_<arch>, N the highest GLIBC_2.N symbol
version any of them requires (PEP 600: it runs on every Linux with glibc 2.N or newer);
otherwise it is linux_<arch>, a tag for this machine only. Without a library the wheel is
py3-none-any and finds the library as _native.py says.

When the compiled fast paths (the CMake target strata_python_accelerator) are named, by
``--config-settings accelerator=PATH`` or STRATA_BUNDLE_ACCELERATOR, the wheel carries that module
as strata/_accelerator<suffix> too, where strata/_accelerate.py finds it. It is built for one
interpreter, so its suffix must be the building interpreter's, and the wheel is then tagged for
that interpreter and ABI as well (cp311-cp311-linux_x86_64).

Run as a script, ``strata_build.py DIRECTORY`` builds the wheel into DIRECTORY (the CMake target
python_wheel does so), replacing any earlier strata wheel of this version there, and prints its
path.
"""

import base64
import hashlib
import io
import os
import re
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

from elf_needs import ElfNeeds

NAME = "strata"
VERSION = "1.1.0"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIST_INFO = "%s-%s.dist-info" % (NAME, VERSION)
README = "README.md"  # the long description (pyproject.toml's readme)


def _metadata():
    """The core metadata (METADATA, PKG-INFO) with README.md as the description."""
    with open(os.path.join(ROOT, README), encoding="utf-8") as f:
        description = f.read()
    return ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n"
            "Summary: Strided tensor views over libstrata.so (ctypes), with NumPy and DLPack "
            "interop\nRequires-Python: >=3.8\nProvides-Extra: numpy\n"
            "Requires-Dist: numpy; extra == \"numpy\"\n"
            "Description-Content-Type: text/markdown\n\n%s" % (NAME, VERSION, description))
BUNDLE_MANIFEST = "_bundled_libraries.txt"

_GLIBC = re.compile(r"^(ld-linux[^/]*|libc|libm|libmvec|libdl|libpthread|librt|libutil|"
                    r"libresolv|libanl|libnsl)\.so(\.[0-9.]+)?$")
_BASELINE = re.compile(_GLIBC.pattern + r"|^(libgcc_s|libstdc\+\+)\.so(\.[0-9.]+)?$")
_SANITIZER = re.compile(r"^(lib(asan|ubsan|tsan|lsan|hwasan)\.so|libclang_rt\.)")
_SKIPPED = re.compile(r"(^__pycache__$|\.py[co]$|\.so$|\.so\.)")


def _package_files():
    """(path, arcname) of every file under strata/ that the wheel and sdist carry."""
    package = os.path.join(ROOT, NAME)
    for directory, subdirectories, names in os.walk(package):
        subdirectories[:] = sorted(d for d in subdirectories if not _SKIPPED.search(d))
        for name in sorted(names):
            if not _SKIPPED.search(name):
                path = os.path.join(directory, name)
                yield path, os.path.relpath(path, ROOT).replace(os.sep, "/")


def _bundled_library(config_settings):
    path = (config_settings or {}).get("library") or os.environ.get("STRATA_BUNDLE_LIBRARY")
    return os.path.realpath(path) if path else None


def _needed(library):
    """{SONAME: resolved path} of every shared library that library needs, through any chain,
    as the dynamic loader resolves them here (ldd; no preloads)."""
    env = {k: v for k, v in os.environ.items() if k not in ("LD_PRELOAD", "LD_AUDIT")}
    result = subprocess.run(["ldd", library], env=env, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("ldd %s failed: %s" % (library, result.stderr.strip()))
    needed = {}
    for line in result.stdout.splitlines():
        name, arrow, target = line.strip().partition(" => ")
        if not arrow:
            continue
        path = target.rsplit(" (", 1)[0].strip()
        if path == "not found" or not path:
            raise RuntimeError("%s needs %s, which the dynamic loader cannot find"
                               % (library, name))
        needed[name] = path
    return needed


def sanitizer_runtimes(library):
    """The sanitizer runtimes (SONAMEs) that library needs: a wheel cannot carry them."""
    return sorted(name for name in ElfNeeds(library).needed if _SANITIZER.search(name))


def needs_only_glibc(library):
    return all(_GLIBC.match(name) for name in ElfNeeds(library).needed)


def bundled_dependencies(library):
    """[(SONAME, path)] of the libraries to bundle with library, each after those it needs."""
    sanitizers = sanitizer_runtimes(library)
    if sanitizers and os.environ.get("STRATA_BUNDLE_SANITIZED") != "1":
        raise RuntimeError(
            "%s is built with sanitizers (needs %s): a wheel cannot carry their runtimes. Build "
            "the wheel from an unsanitized build (the release preset), or set "
            "STRATA_BUNDLE_SANITIZED=1 for a wheel only used with the runtimes preloaded"
            % (library, ", ".join(sanitizers)))
    if needs_only_glibc(library):  # self-contained (and perhaps for another architecture)
        return []
    bundled = {name: path for name, path in _needed(library).items()
               if not _BASELINE.match(name) and not _SANITIZER.search(name)}
    # A library needs a strict subset of what each library needing it needs (no cycles among
    # shared libraries), so fewer needs first is an order that loads dependencies first.
    needs = {name: len(_needed(path)) for name, path in bundled.items()}
    return [(name, bundled[name]) for name in sorted(bundled, key=lambda n: (needs[n], n))]


def _bundled_accelerator(config_settings):
    """The compiled fast-path module to bundle, or None; refuses another interpreter's."""
    path = ((config_settings or {}).get("accelerator")
            or os.environ.get("STRATA_BUNDLE_ACCELERATOR"))
    if not path:
        return None
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    if os.path.basename(path) != "_accelerator" + suffix:
        raise ValueError("%s is not _accelerator%s, the module this interpreter (%s) loads"
                         % (path, suffix, sys.executable))
    return os.path.realpath(path)


def platform_tag(shared_libraries):
    """manylinux_2_N_<arch> when every one of shared_libraries (paths) needs glibc alone, N the
    highest GLIBC_2.N version they require; linux_<arch> otherwise."""
    needs = [ElfNeeds(path) for path in shared_libraries]
    machines = {n.machine for n in needs}
    if len(machines) != 1:
        raise ValueError("the wheel's shared libraries are for several architectures: %s"
                         % ", ".join(sorted(machines)))
    machine = machines.pop()
    if all(_GLIBC.match(name) for n in needs for name in n.needed):
        return "manylinux_2_%d_%s" % (max(n.glibc_minor() for n in needs), machine)
    return "linux_" + machine


def _tag(shared_libraries, accelerator=None):
    if not shared_libraries:
        return "py3-none-any"
    platform = platform_tag(shared_libraries)
    if accelerator is None:
        return "py3-none-" + platform
    interpreter = "cp%d%d" % sys.version_info[:2]
    return "%s-%s-%s" % (interpreter, interpreter, platform)


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arcname, digest, len(data))


def _zip_entry(arcname, mode):
    entry = zipfile.ZipInfo(arcname, date_time=(1980, 1, 1, 0, 0, 0))
    entry.external_attr = (0o100000 | mode) << 16
    entry.compress_type = zipfile.ZIP_DEFLATED
    return entry


def _write_wheel(directory, files, tag):
    """files: (arcname, bytes) pairs; adds the dist-info and returns the wheel's file name."""
    wheel_text = ("Wheel-Version: 1.0\nGenerator: strata_build\nRoot-Is-Purelib: %s\nTag: %s\n"
                  % ("true" if tag.endswith("any") else "false", tag))
    files = list(files) + [("%s/METADATA" % DIST_INFO, _metadata().encode()),
                           ("%s/WHEEL" % DIST_INFO, wheel_text.encode()),
                           ("%s/top_level.txt" % DIST_INFO, (NAME + "\n").encode())]
    record = [_record_line(a, d) for a, d in files] + ["%s/RECORD,," % DIST_INFO]
    files.append(("%s/RECORD" % DIST_INFO, ("\n".join(record) + "\n").encode()))
    filename = "%s-%s-%s.whl" % (NAME, VERSION, tag)
    with zipfile.ZipFile(os.path.join(directory, filename), "w") as wheel:
        for arcname, data in files:
            shared = re.search(r"\.so(\.|$)", arcname) is not None
            wheel.writestr(_zip_entry(arcname, 0o755 if shared else 0o644), data)
    return filename


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def _library_files(library):
    """(arcname, path) of libstrata.so and its bundled dependencies, and the manifest's bytes."""
    dependencies = bundled_dependencies(library)
    files = [("%s/libstrata.so" % NAME, library)]
    files += [("%s/%s" % (NAME, name), path) for name, path in dependencies]
    return files, "".join(name + "\n" for name, _ in dependencies).encode()


def get_requires_for_build_wheel(config_settings=None):
    return []


get_requires_for_build_sdist = get_requires_for_build_editable = get_requires_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    files = [(arcname, _read(path)) for path, arcname in _package_files()]
    shared = []  # (arcname, path) of the shared libraries the wheel carries
    library = _bundled_library(config_settings)
    if library is not None:
        shared, manifest = _library_files(library)
        files.append(("%s/%s" % (NAME, BUNDLE_MANIFEST), manifest))
    accelerator = _bundled_accelerator(config_settings)
    if accelerator is not None:
        shared.append(("%s/%s" % (NAME, os.path.basename(accelerator)), accelerator))
    files += [(arcname, _read(path)) for arcname, path in shared]
    return _write_wheel(wheel_directory, files,
                        _tag([path for _, path in shared], accelerator))


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    """An editable install: a .pth file putting this source directory on sys.path."""
    return _write_wheel(wheel_directory, [("%s.pth" % NAME, (ROOT + "\n").encode())],
                        _tag([]))


def build_sdist(sdist_directory, config_settings=None):
    base = "%s-%s" % (NAME, VERSION)
    filename = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz") as sdist:
        sdist.add(os.path.join(ROOT, "pyproject.toml"), base + "/pyproject.toml")
        for module in ("strata_build.py", "elf_needs.py"):
            sdist.add(os.path.join(ROOT, "build_backend", module), base + "/build_backend/" + module)
        for path, arcname in _package_files():
            sdist.add(path, base + "/" + arcname)
        info = tarfile.TarInfo(base + "/PKG-INFO")
        sdist.add(os.path.join(ROOT, README), base + "/" + README)
        data = _metadata().encode()
        info.size = len(data)
        sdist.addfile(info, io.BytesIO(data))
    return filename


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: STRATA_BUNDLE_LIBRARY=libstrata.so %s WHEEL_DIRECTORY" % sys.argv[0])
    os.makedirs(sys.argv[1], exist_ok=True)
    # The directory holds this build's one wheel: an earlier one, perhaps with another tag, would
    # make `pip install DIRECTORY/strata-*.whl` see two candidates.
    for name in os.listdir(sys.argv[1]):
        if name.startswith("%s-%s-" % (NAME, VERSION)) and name.endswith(".whl"):
            os.remove(os.path.join(sys.argv[1], name))
    print(os.path.join(sys.argv[1], build_wheel(sys.argv[1])))
