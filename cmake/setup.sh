#!/usr/bin/env bash
# Installs the Debian packages the build needs, once: near-instant when they are present.
# Used by cmake/strata.sh (the README's commands) and .ci/run.
#   cmake/setup.sh          what the native presets need
#   cmake/setup.sh arm64    also the linux-arm64 cross build's: the cross compiler, QEMU, and the
#                           arm64 multiarch development packages of GoogleTest, fmt and spdlog
set -euo pipefail

packages=(cmake ninja-build g++ clang-14 pkg-config libgtest-dev libbenchmark-dev
          libfmt-dev libspdlog-dev libhwy-dev python3-numpy libclang-rt-14-dev abigail-tools
          python3-clang-14 python3-dev patchelf)
# The Python binding's consumers (tests/python/test_torch.py, test_dask.py,
# test_dask_distributed.py), the wheel test's fresh venv, mypy (tests/python/test_typing.py), and
# doxygen, Sphinx and Chromium (the api_reference target and the docs.* tests); installed without
# their recommendations, which would add ~150 unrelated packages.
consumer_packages=(python3-torch python3-dask python3-distributed python3-venv mypy doxygen
                   python3-sphinx chromium)

if [ "${1:-}" = arm64 ]; then
  packages+=(g++-aarch64-linux-gnu qemu-user-static libgtest-dev:arm64 libfmt-dev:arm64
             libspdlog-dev:arm64)
fi

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
missing=() missing_consumers=()
for p in "${packages[@]}"; do installed "$p" || missing+=("$p"); done
for p in "${consumer_packages[@]}"; do installed "$p" || missing_consumers+=("$p"); done
[ ${#missing[@]} -eq 0 ] && [ ${#missing_consumers[@]} -eq 0 ] && exit 0

sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
echo "strata setup: installing ${missing[*]} ${missing_consumers[*]}" >&2
if [[ " ${missing[*]} " == *":arm64 "* ]] && ! dpkg --print-foreign-architectures | grep -qx arm64
then
  "${sudo_cmd[@]}" dpkg --add-architecture arm64
fi
"${sudo_cmd[@]}" apt-get update -qq
if [ ${#missing[@]} -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ ${#missing_consumers[@]} -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends \
    "${missing_consumers[@]}" >/dev/null
fi
