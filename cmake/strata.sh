#!/usr/bin/env bash
# The two entry points of the README, each doing its own set-up:
#   cmake/strata.sh demo   builds the release preset and runs the demo
#   cmake/strata.sh test   builds the sanitizer preset and the release preset and runs every
#                          test through CTest on each (optimised code must pass the same tests)
set -euo pipefail
cd "$(dirname "$0")/.."
bash cmake/setup.sh

case "${1:-}" in
  demo)
    cmake --preset release
    cmake --build --preset release --target strata_demo
    ./build/release/capi/demo/strata_demo
    ;;
  test)
    cmake --workflow --preset dev
    cmake --workflow --preset release
    ;;
  *)
    echo "usage: $0 demo|test" >&2
    exit 2
    ;;
esac
