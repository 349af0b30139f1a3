#!/usr/bin/env bash
# The two entry points of the README, each doing its own set-up:
#   cmake/strata.sh demo   builds the release preset and runs the demo
#   cmake/strata.sh test   builds the sanitizer preset and the release preset and runs every
#                          test through CTest on each (optimised code must pass the same tests),
#                          then cross-builds linux-arm64 and runs its suites under QEMU
#   cmake/strata.sh packages  builds the release and arm64 presets and puts the Python wheels
#                          (x86_64, aarch64) and one NuGet package with both native libraries
#                          into build/packages
set -euo pipefail
cd "$(dirname "$0")/.."
bash cmake/setup.sh $([ "${1:-}" != demo ] && echo arm64)

# Build jobs that fit the machine: one per core, and no more than one per 2 GiB of memory (an
# optimised Highway translation unit takes over 1 GiB to compile). Ninja's own default, cores + 2,
# oversubscribes small machines. A caller's CMAKE_BUILD_PARALLEL_LEVEL wins.
fitting_jobs() {
  local cores memory_kib
  cores=$(nproc)
  memory_kib=$(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo)
  local by_memory=$(( memory_kib / (2 * 1024 * 1024) ))
  (( by_memory < 1 )) && by_memory=1
  echo $(( cores < by_memory ? cores : by_memory ))
}
export CMAKE_BUILD_PARALLEL_LEVEL="${CMAKE_BUILD_PARALLEL_LEVEL:-$(fitting_jobs)}"

case "${1:-}" in
  demo)
    cmake --preset release
    cmake --build --preset release --target strata_demo
    ./build/release/capi/examples/c/strata_demo
    ;;
  test)
    cmake --workflow --preset dev
    cmake --workflow --preset release
    cmake --workflow --preset arm64
    ;;
  packages)
    for preset in release arm64; do
      cmake --preset "$preset"
      cmake --build --preset "$preset" --target strata python_wheel
    done
    rm -rf build/packages
    mkdir -p build/packages
    cp build/release/python/strata-*.whl build/arm64/python/strata-*.whl build/packages/
    dotnet pack capi/dotnet/Strata.csproj -o build/packages --artifacts-path build/packages/artifacts \
      -p:StrataNativeLibrary=build/release/capi/abi/libstrata.so.1.1.0 \
      -p:StrataNativeLibraryArm64=build/arm64/capi/abi/libstrata.so.1.1.0 -v q -nologo
    rm -rf build/packages/artifacts
    ls build/packages
    ;;
  *)
    echo "usage: $0 demo|test|packages" >&2
    exit 2
    ;;
esac
