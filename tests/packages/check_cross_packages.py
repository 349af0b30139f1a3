"""The packages of a cross build (linux-arm64), checked by their contents: the build machine can run
neither Python nor .NET on another architecture, so instead of a smoke test this builds the wheel
and the NuGet package from the cross-built libstrata.so as the native packages are built, and
reads them with the build machine's tools:

- the wheel is py3-none-manylinux_2_N_<arch>, N the highest GLIBC_2.N version `objdump -T` finds
  in its libstrata.so, and carries nothing else that is compiled;
- the NuGet package carries the library, byte for byte, as runtimes/<rid>/native/libstrata.so;
- in both, `readelf -h` gives the target's machine and `readelf -d` names nothing but glibc's
  libraries.

usage: check_cross_packages.py LIBRARY ARCH RID SOURCE_DIR WORK_DIR [DOTNET]
"""

import os
import re
import shutil
import subprocess
import sys
import zipfile

MACHINES = {"aarch64": "AArch64", "x86_64": "Advanced Micro Devices X86-64"}
GLIBC_LIBRARIES = re.compile(
    r"^(libc|libm|libdl|libpthread|librt|ld-linux[-a-z0-9_]*)\.so\.[0-9]+$")


def run(*command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit("%s failed:\n%s%s" % (" ".join(command), result.stdout, result.stderr))
    return result.stdout


def check_library(path, arch, what):
    header = run("readelf", "-h", path)
    machine = re.search(r"Machine:\s+(.*)", header).group(1).strip()
    if machine != MACHINES[arch]:
        sys.exit("%s is for %s, not %s" % (what, machine, arch))
    needed = re.findall(r"\(NEEDED\).*\[(.*)\]", run("readelf", "-d", path))
    outside = [n for n in needed if not GLIBC_LIBRARIES.match(n)]
    if outside:
        sys.exit("%s needs libraries outside glibc: %s" % (what, ", ".join(outside)))
    print("%s: %s, needs %s" % (what, machine, ", ".join(needed)))


def check_wheel(library, arch, source, work):
    out = os.path.join(work, "wheel")
    shutil.rmtree(out, ignore_errors=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("STRATA_BUNDLE")}
    env["STRATA_BUNDLE_LIBRARY"] = library
    wheel = run(sys.executable, os.path.join(source, "capi", "python", "build_backend",
                                             "strata_build.py"), out, env=env).strip()
    symbols = run("objdump", "-T", library)
    minor = max(int(m) for m in re.findall(r"GLIBC_2\.([0-9]+)", symbols))
    expected = "strata-1.1.0-py3-none-manylinux_2_%d_%s.whl" % (minor, arch)
    if os.path.basename(wheel) != expected:
        sys.exit("the wheel is %s, expected %s" % (os.path.basename(wheel), expected))
    with zipfile.ZipFile(wheel) as archive:
        compiled = [n for n in archive.namelist() if re.search(r"\.so(\.|$)", n)]
        if compiled != ["strata/libstrata.so"]:
            sys.exit("the wheel's compiled files are %s" % compiled)
        unpacked = archive.extract("strata/libstrata.so", os.path.join(out, "unpacked"))
    check_library(unpacked, arch, os.path.basename(wheel))


def check_nuget(library, arch, rid, source, work, dotnet):
    feed = os.path.join(work, "feed")
    shutil.rmtree(feed, ignore_errors=True)
    property_name = {"linux-arm64": "StrataNativeLibraryArm64"}.get(rid, "StrataNativeLibrary")
    env = dict(os.environ, DOTNET_CLI_TELEMETRY_OPTOUT="1", DOTNET_NOLOGO="1",
               DOTNET_CLI_UI_LANGUAGE="en", MSBUILDDISABLENODEREUSE="1")
    run(dotnet, "pack", os.path.join(source, "capi", "dotnet", "Strata.csproj"), "-o", feed,
        "--artifacts-path", os.path.join(work, "artifacts"), "-p:%s=%s" % (property_name, library),
        "-v", "q", "-nologo", "-clp:ErrorsOnly", env=env)
    (package,) = [os.path.join(feed, n) for n in os.listdir(feed) if n.endswith(".nupkg")]
    asset = "runtimes/%s/native/libstrata.so" % rid
    with zipfile.ZipFile(package) as archive:
        natives = sorted(n for n in archive.namelist() if n.startswith("runtimes/"))
        if natives != [asset]:
            sys.exit("the package's native assets are %s, expected [%s]" % (natives, asset))
        unpacked = archive.extract(asset, os.path.join(work, "unpacked"))
    with open(unpacked, "rb") as packed, open(library, "rb") as built:
        if packed.read() != built.read():
            sys.exit("%s differs from %s" % (asset, library))
    check_library(unpacked, arch, "%s %s" % (os.path.basename(package), asset))


def main():
    if len(sys.argv) not in (6, 7):
        sys.exit(__doc__)
    library, arch, rid, source, work = sys.argv[1:6]
    library = os.path.realpath(library)
    os.makedirs(work, exist_ok=True)
    check_library(library, arch, library)
    check_wheel(library, arch, source, work)
    if len(sys.argv) == 7:
        check_nuget(library, arch, rid, source, work, sys.argv[6])


if __name__ == "__main__":
    main()
