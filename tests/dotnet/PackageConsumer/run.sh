#!/usr/bin/env bash
# The package tests, one CTest test per step; the steps share <work dir>, which `consumer` makes.
# Usage:
#   run.sh consumer <dotnet> <project dir> <feed dir> <work dir>
#     copies PackageConsumer into <work dir>/app, adds the Strata package from the local feed as
#     a user would (nuget.config naming the feed, `dotnet add package`, a fresh NUGET_PACKAGES),
#     builds and runs it
#   run.sh file-names <dotnet> <Strata.csproj> <pack artifacts> <feed dir> <work dir> <library>...
#     packs again (no build) with each <library> path and checks every package (the feed's too):
#     its native asset is runtimes/linux-x64/native/libstrata.so, byte for byte the library,
#     and the built consumer loads that asset
#   run.sh readme <dotnet> <source root> <build dir> <library> <pack artifacts> <work dir>
#     runs the commands of capi/dotnet/README.md as written (readme_commands.py): the pack command
#     from the repository root with its relative library path, the package's readme and native
#     asset, the error for a missing library, and the consumer project with its output
#   run.sh publish <dotnet> <work dir>
#     publishes the consumer for linux-x64 (framework-dependent), moves the output away and runs
#     it from another folder with the package cache hidden
#   run.sh standalone <dotnet> <work dir> <hide_system_libraries.sh>
#     runs the built consumer with the system's libhwy hidden (it passes: the packaged library has
#     Highway inside), then a copy whose native asset also needs libhwy.so.1, as one linked against
#     Debian's Highway does, which must fail there and pass with libhwy visible. libstdc++ cannot
#     be hidden here: the .NET runtime itself needs it.
# STRATA_LIBRARY_PATH must be unset: the library has to come from the package.
set -euo pipefail
step=$1 dotnet=$2
shift 2
# dotnet itself runs without the sanitizer runtime; only the program loads libstrata.so.
preload=${LD_PRELOAD:-}
unset LD_PRELOAD
quiet=(-v q -nologo -clp:ErrorsOnly)
native=runtimes/linux-x64/native/libstrata.so

# run_consumer <PackageConsumer.dll> <the libstrata.so it must load>: from a folder of its own.
run_consumer() {
  local elsewhere output
  elsewhere=$(mktemp -d)
  output=$(cd "$elsewhere" && LD_PRELOAD=$preload "$dotnet" "$1") || { echo "$output"; exit 1; }
  rmdir "$elsewhere"
  echo "$output"
  if ! grep -qxF "native library: $(realpath "$2")" <<<"$output"; then
    echo "expected the program to load $2" >&2
    exit 1
  fi
}

# entries <nupkg>: the zip entry names, the per-pack core-properties name made constant.
entries() {
  python3 -c 'import sys, zipfile; print("\n".join(sorted(zipfile.ZipFile(sys.argv[1]).namelist())))' "$1" |
    sed 's|core-properties/.*\.psmdcp$|core-properties/*.psmdcp|'
}

case $step in
  consumer)
    project=$1 feed=$2 work=$3
    rm -rf "$work"
    mkdir -p "$work/app"
    cp "$project/PackageConsumer.csproj" "$project/Program.cs" "$work/app/"
    cd "$work/app"
    export NUGET_PACKAGES=$work/packages
    printf '<configuration>\n  <packageSources />\n</configuration>\n' >nuget.config
    "$dotnet" nuget add source "$feed" --name strata-local --configfile nuget.config >/dev/null
    "$dotnet" add package Strata --version 1.1.0 >"$work/add-package.log" ||
      { cat "$work/add-package.log"; exit 1; }
    if ! grep -qF "\"source\": \"$feed\"" "$NUGET_PACKAGES/strata/1.1.0/.nupkg.metadata"; then
      echo "Strata was not restored from $feed" >&2
      exit 1
    fi
    "$dotnet" build "${quiet[@]}"
    run_consumer "$PWD/bin/Debug/net10.0/PackageConsumer.dll" "$PWD/bin/Debug/net10.0/$native"
    ;;
  file-names)
    csproj=$1 artifacts=$2 feed=$3 work=$4
    shift 4
    library=$(realpath "$1")
    packages=("$feed/Strata.1.1.0.nupkg")
    for path in "$@"; do
      out=$work/feed-$(basename "$path")
      rm -rf "$out"
      "$dotnet" pack "$csproj" --no-build --artifacts-path "$artifacts" -o "$out" \
        -p:StrataNativeLibrary="$path" "${quiet[@]}"
      packages+=("$out/Strata.1.1.0.nupkg")
    done
    app=$work/app/bin/Debug/net10.0
    expected=$(entries "${packages[0]}")
    for package in "${packages[@]}"; do
      echo "== $package"
      listing=$(entries "$package")
      echo "$listing"
      if [[ $(grep '^runtimes/' <<<"$listing") != "$native" ]]; then
        echo "the package's native asset is not exactly $native" >&2
        exit 1
      fi
      if [[ $listing != "$expected" ]]; then
        echo "the entries differ from those of ${packages[0]}" >&2
        exit 1
      fi
      python3 -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))' \
        "$package" "$native" >"$app/$native"
      cmp "$app/$native" "$library"
      run_consumer "$app/PackageConsumer.dll" "$app/$native"
    done
    ;;
  readme)
    STRATA_APP_PRELOAD=$preload exec python3 "$(dirname "$0")/readme_commands.py" "$dotnet" "$@"
    ;;
  publish)
    work=$1
    cd "$work/app"
    export NUGET_PACKAGES=$work/packages
    rm -rf "$work/published" "$work/deployed"
    "$dotnet" publish -r linux-x64 --self-contained false -o "$work/published" "${quiet[@]}"
    mkdir -p "$work/deployed"
    mv "$work/published" "$work/deployed/app"
    mv "$work/packages" "$work/packages.hidden"
    run_consumer "$work/deployed/app/PackageConsumer.dll" "$work/deployed/app/libstrata.so"
    mv "$work/packages.hidden" "$work/packages"
    ;;
  standalone)
    work=$1 hide=$2
    [ "$(id -u)" -eq 0 ] || { echo "hiding system libraries needs root (unshare -m): skipped"; exit 77; }
    app=$work/app/bin/Debug/net10.0
    hidden() { (cd "$work" && bash "$hide" 'libhwy.so*' -- "$dotnet" "$1") 2>&1; }
    output=$(hidden "$app/PackageConsumer.dll") || { echo "$output"; exit 1; }
    echo "$output"
    grep -qxF "native library: $(realpath "$app/$native")" <<<"$output"
    linked=$work/debian-linked
    rm -rf "$linked"
    cp -r "$app" "$linked"
    patchelf --add-needed libhwy.so.1 "$linked/$native"
    run_consumer "$linked/PackageConsumer.dll" "$linked/$native" >/dev/null
    if output=$(hidden "$linked/PackageConsumer.dll"); then
      echo "$output"
      echo "a native asset needing libhwy.so.1 ran with libhwy hidden: the hiding hid nothing" >&2
      exit 1
    fi
    echo "with a native asset needing libhwy.so.1:"
    grep -m1 'libhwy\.so\.1: file too short' <<<"$output" ||
      { echo "$output"; echo "expected the load to fail on the hidden libhwy.so.1" >&2; exit 1; }
    ;;
  *)
    echo "unknown step $step" >&2
    exit 2
    ;;
esac
