#!/usr/bin/env bash
# Installs the build tree into a scratch prefix, then builds and runs a tiny C consumer against
# it twice: through find_package(strata) and through pkg-config.
set -euo pipefail
build_dir=$1 work=$2 sanitizers=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
cmake --install "$build_dir" --prefix "$work/prefix" >/dev/null

flags=()
[ -n "$sanitizers" ] && flags=(-fsanitize="$sanitizers")
cmake -S "$here" -B "$work/cmake-build" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" \
      -DCMAKE_C_FLAGS="${flags[*]:-}" >/dev/null
cmake --build "$work/cmake-build" >/dev/null
"$work/cmake-build/consumer"

libdir=$(find "$work/prefix" -name libstrata.so -printf '%h\n' | head -n 1)
export PKG_CONFIG_PATH="$libdir/pkgconfig"
# shellcheck disable=SC2046
cc -std=c99 ${flags[@]+"${flags[@]}"} "$here/consumer.c" -o "$work/pkgconfig-consumer" \
   $(pkg-config --cflags --libs strata) -Wl,-rpath,"$libdir"
"$work/pkgconfig-consumer"
