#!/usr/bin/env bash
# Restores PackageConsumer against the local feed into a fresh package cache, builds and runs it.
# Usage: run.sh <dotnet> <project dir> <feed dir> <work dir>
set -euo pipefail
dotnet=$1 project=$2 feed=$3 work=$4
rm -rf "$work"
mkdir -p "$work"
# The build runs without the sanitizer runtime; only the program itself loads libstrata.so.
preload=${LD_PRELOAD:-}
unset LD_PRELOAD
"$dotnet" build "$project/PackageConsumer.csproj" --artifacts-path "$work/artifacts" \
  -p:StrataFeed="$feed" -p:RestorePackagesPath="$work/packages" -v q -nologo -clp:ErrorsOnly
library=$(find "$work/artifacts/bin" -path '*runtimes/linux-x64/native/libstrata.so' | head -n 1)
if [[ -z "$library" ]]; then
  echo "the package's runtimes/linux-x64/native/libstrata.so was not deployed" >&2
  exit 1
fi
LD_PRELOAD=$preload "$dotnet" "$work/artifacts/bin/PackageConsumer/debug/PackageConsumer.dll"
