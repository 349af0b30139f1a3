#!/usr/bin/env python3
"""Runs the commands of capi/dotnet/README.md as written, from the repository root.

Usage: readme_commands.py <dotnet> <source root> <build dir> <library> <pack artifacts> <work dir>

1. The README's `dotnet pack` command, with its repository-relative StrataNativeLibrary path
   (`build/release/...`) pointed at <build dir> (still relative to the root), its feed folder
   replaced by one under <work dir> and --artifacts-path added so the source tree stays clean.
   The package must carry README.md as its readme (byte for byte the README) and the library
   as runtimes/linux-x64/native/libstrata.so (byte for byte <library>).
2. The same command with a path that does not exist fails with an error naming the path
   resolved against the root, and writes no package.
3. The README's consumer commands (new console project, nuget.config, `dotnet add package`),
   its Program.cs and `dotnet run`, whose output must be the README's.

STRATA_APP_PRELOAD (sanitizer runtimes) is preloaded into the program only, never into dotnet:
with it set the program is built and then run as `dotnet <dll>` instead of `dotnet run`.
"""
import os
import re
import shlex
import subprocess
import sys
import zipfile

NATIVE_ASSET = "runtimes/linux-x64/native/libstrata.so"
QUIET = ["-v", "q", "-nologo", "-clp:ErrorsOnly"]


def fail(message):
    print(f"FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def blocks(readme):
    """The fenced code blocks of the README as (info string, text)."""
    return [(m.group(1), m.group(2))
            for m in re.finditer(r"^```(\w*)\n(.*?)^```$", readme, re.MULTILINE | re.DOTALL)]


def block_starting(found, language, prefix):
    matches = [(i, text) for i, (lang, text) in enumerate(found)
               if lang == language and text.lstrip().startswith(prefix)]
    if len(matches) != 1:
        fail(f"expected one ```{language} block starting with {prefix!r}, found {len(matches)}")
    return matches[0]


def run(command, cwd, env, expect_success=True):
    shown = command if isinstance(command, str) else " ".join(shlex.quote(c) for c in command)
    print(f"[{cwd}]$ {shown}", flush=True)
    if isinstance(command, str):
        command = ["bash", "-euo", "pipefail", "-c", command]
    result = subprocess.run(command, cwd=cwd, env=env, text=True, capture_output=True)
    if expect_success and result.returncode != 0:
        print(result.stdout, result.stderr, sep="\n")
        fail(f"exit code {result.returncode}")
    return result


def check_package(package, readme_bytes, library):
    with zipfile.ZipFile(package) as archive:
        names = archive.namelist()
        print("\n".join(sorted(names)))
        nuspec = archive.read("Strata.nuspec").decode("utf-8-sig")
        if "<readme>README.md</readme>" not in nuspec:
            fail("the nuspec does not name README.md as the package readme")
        if "README.md" not in names or archive.read("README.md") != readme_bytes:
            fail("the package's README.md is not capi/dotnet/README.md")
        if [n for n in names if n.startswith("runtimes/")] != [NATIVE_ASSET]:
            fail(f"the package's native asset is not exactly {NATIVE_ASSET}")
        with open(library, "rb") as f:
            if archive.read(NATIVE_ASSET) != f.read():
                fail(f"{NATIVE_ASSET} differs from {library}")


def main():
    dotnet, root, build_dir, library, artifacts, work = sys.argv[1:7]
    root = os.path.realpath(root)
    readme_path = os.path.join(root, "capi/dotnet/README.md")
    with open(readme_path, "rb") as f:
        readme_bytes = f.read()
    found = blocks(readme_bytes.decode("utf-8"))
    env = {k: v for k, v in os.environ.items() if k not in ("LD_PRELOAD", "STRATA_LIBRARY_PATH")}
    preload = env.pop("STRATA_APP_PRELOAD", "")
    env["NUGET_PACKAGES"] = os.path.join(work, "packages")
    subprocess.run(["rm", "-rf", work], check=True)
    os.makedirs(work)

    # 1. The pack command, its library path kept relative to the root.
    _, pack_text = block_starting(found, "sh", "dotnet pack")
    words = shlex.split(pack_text.replace("\\\n", " "))
    if words[:3] != ["dotnet", "pack", "capi/dotnet/Strata.csproj"]:
        fail(f"unexpected pack command {words}")
    native = [w for w in words if w.startswith("-p:StrataNativeLibrary=")]
    if len(native) != 1 or "-o" not in words:
        fail("the pack command needs one -p:StrataNativeLibrary= and an -o folder")
    documented = native[0].split("=", 1)[1]
    if not documented.startswith("build/release/"):
        fail(f"StrataNativeLibrary={documented} is not a build/release path relative to the root")
    build_relative = os.path.relpath(os.path.realpath(build_dir), root)
    relative = build_relative + documented[len("build/release"):]
    if not os.path.exists(os.path.join(root, relative)) or \
            os.path.realpath(os.path.join(root, relative)) != os.path.realpath(library):
        fail(f"{documented} does not name this build's library ({relative} → {library})")
    feed = os.path.join(work, "feed")
    words[words.index("-o") + 1] = feed
    words[words.index(native[0])] = f"-p:StrataNativeLibrary={relative}"
    run([dotnet] + words[1:] + ["--artifacts-path", artifacts] + QUIET, root, env)
    check_package(os.path.join(feed, "Strata.1.1.0.nupkg"), readme_bytes, os.path.realpath(library))

    # 2. A missing library: a clear error, no package.
    missing_feed = os.path.join(work, "feed-missing")
    missing = build_relative + "/no-such-folder/libstrata.so"
    result = run([dotnet, "pack", "capi/dotnet/Strata.csproj", "--no-build",
                  "--artifacts-path", artifacts, "-o", missing_feed,
                  f"-p:StrataNativeLibrary={missing}"] + QUIET, root, env, expect_success=False)
    output = result.stdout + result.stderr
    print(output.strip())
    resolved = os.path.normpath(os.path.join(root, missing))
    if result.returncode == 0 or "does not exist" not in output or resolved not in output:
        fail("packing with a missing library must fail naming the resolved path")
    if os.path.exists(os.path.join(missing_feed, "Strata.1.1.0.nupkg")):
        fail("a package was written without its library")

    # 3. The consumer commands, Program.cs and `dotnet run` with the README's output.
    _, consumer_text = block_starting(found, "sh", "dotnet new console")
    run(consumer_text.replace("~/strata-feed", shlex.quote(feed)), work, env)
    with open(os.path.join(env["NUGET_PACKAGES"], "strata/1.1.0/.nupkg.metadata")) as f:
        if f'"source": "{feed}"' not in f.read():
            fail(f"Strata was not restored from {feed}")
    app = os.path.join(work, "MyApp")
    program = [text for lang, text in found if lang == "csharp"]
    if len(program) != 1:
        fail(f"expected one ```csharp block, found {len(program)}")
    with open(os.path.join(app, "Program.cs"), "w") as f:
        f.write(program[0])
    index, run_text = block_starting(found, "sh", "dotnet run")
    if index + 1 >= len(found) or found[index + 1][0] != "text":
        fail("the `dotnet run` block is not followed by a ```text block of its output")
    expected = found[index + 1][1]
    if preload:
        run([dotnet, "build"] + QUIET, app, env)
        program_env = dict(env, LD_PRELOAD=preload)
        output = run([dotnet, "bin/Debug/net10.0/MyApp.dll"], app, program_env).stdout
    else:
        output = run(run_text, app, env).stdout
    print(output, end="")
    if output != expected:
        fail(f"`dotnet run` printed\n{output}instead of the README's\n{expected}")
    print("README commands: pack, missing library, consumer: all as documented")


if __name__ == "__main__":
    main()
