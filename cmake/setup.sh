#!/usr/bin/env bash
# Installs the Debian packages the build needs, once: near-instant when they are present.
# Used by cmake/strata.sh (the README's commands) and .ci/run.
set -euo pipefail

packages=(cmake ninja-build g++ clang-14 pkg-config libgtest-dev libbenchmark-dev
          libfmt-dev libspdlog-dev libhwy-dev python3-numpy libclang-rt-14-dev abigail-tools
          python3-clang-14)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
echo "strata setup: installing ${missing[*]}" >&2
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
