"""A minimal PEP 517 / PEP 660 build backend for the pure-Python strata package.

The wheel holds the strata/ sources and, when STRATA_BUNDLE_LIBRARY names a built libstrata.so
at build time, that library as strata/libstrata.so (the package loads a library next to itself
before asking the system loader); such a wheel is tagged for the building platform.
"""

import base64
import hashlib
import io
import os
import sysconfig
import tarfile
import zipfile

NAME = "strata"
VERSION = "1.0.0"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIST_INFO = "%s-%s.dist-info" % (NAME, VERSION)
METADATA = ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n"
            "Summary: Strided tensor views over libstrata.so (ctypes), with NumPy and DLPack "
            "interop\nRequires-Python: >=3.8\nProvides-Extra: numpy\n"
            "Requires-Dist: numpy; extra == \"numpy\"\n" % (NAME, VERSION))


def _sources():
    package = os.path.join(ROOT, NAME)
    for name in sorted(os.listdir(package)):
        if name.endswith(".py"):
            yield os.path.join(package, name), "%s/%s" % (NAME, name)


def _bundled_library():
    path = os.environ.get("STRATA_BUNDLE_LIBRARY")
    return os.path.realpath(path) if path else None


def _tag():
    if _bundled_library() is None:
        return "py3-none-any"
    return "py3-none-" + sysconfig.get_platform().replace("-", "_").replace(".", "_")


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arcname, digest, len(data))


def _write_wheel(directory, files):
    """files: (arcname, bytes) pairs; adds the dist-info and returns the wheel's file name."""
    tag = _tag()
    wheel_text = ("Wheel-Version: 1.0\nGenerator: strata_build\nRoot-Is-Purelib: %s\nTag: %s\n"
                  % ("true" if tag.endswith("any") else "false", tag))
    files = list(files) + [("%s/METADATA" % DIST_INFO, METADATA.encode()),
                           ("%s/WHEEL" % DIST_INFO, wheel_text.encode()),
                           ("%s/top_level.txt" % DIST_INFO, (NAME + "\n").encode())]
    record = [_record_line(a, d) for a, d in files] + ["%s/RECORD,," % DIST_INFO]
    files.append(("%s/RECORD" % DIST_INFO, ("\n".join(record) + "\n").encode()))
    filename = "%s-%s-%s.whl" % (NAME, VERSION, tag)
    with zipfile.ZipFile(os.path.join(directory, filename), "w", zipfile.ZIP_DEFLATED) as wheel:
        for arcname, data in files:
            wheel.writestr(arcname, data)
    return filename


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def get_requires_for_build_wheel(config_settings=None):
    return []


get_requires_for_build_sdist = get_requires_for_build_editable = get_requires_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    files = [(arcname, _read(path)) for path, arcname in _sources()]
    library = _bundled_library()
    if library is not None:
        files.append(("%s/libstrata.so" % NAME, _read(library)))
    return _write_wheel(wheel_directory, files)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    """An editable install: a .pth file putting this source directory on sys.path."""
    return _write_wheel(wheel_directory, [("%s.pth" % NAME, (ROOT + "\n").encode())])


def build_sdist(sdist_directory, config_settings=None):
    base = "%s-%s" % (NAME, VERSION)
    filename = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz") as sdist:
        sdist.add(os.path.join(ROOT, "pyproject.toml"), base + "/pyproject.toml")
        sdist.add(os.path.join(ROOT, "build_backend", "strata_build.py"),
                  base + "/build_backend/strata_build.py")
        for path, arcname in _sources():
            sdist.add(path, base + "/" + arcname)
        info = tarfile.TarInfo(base + "/PKG-INFO")
        data = METADATA.encode()
        info.size = len(data)
        sdist.addfile(info, io.BytesIO(data))
    return filename
