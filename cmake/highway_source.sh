#!/usr/bin/env bash
# Unpacks the sources of Debian's Highway package (the version libhwy-dev installs) into DIR, for
# the presets that link Highway statically into libstrata.so (STRATA_HIGHWAY_SOURCE_DIR): the
# packaged library then needs no libhwy.so on the user's machine. Near-instant when DIR holds them.
#   cmake/highway_source.sh DIR
# `apt-get source` needs a deb-src line: one is derived from each configured deb source (same
# mirror, suites and components) when none is configured.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 DIR" >&2; exit 2; }
target=$1
[ -f "$target/CMakeLists.txt" ] && [ -f "$target/hwy/highway.h" ] && exit 0

sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)

has_deb_src() {
  grep -hqsE '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' \
    /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources
}

if ! has_deb_src; then
  derived=/etc/apt/sources.list.d/strata-deb-src
  echo "strata: adding deb-src entries for the configured Debian sources ($derived.*)" >&2
  # One-line format: every `deb` line again as `deb-src`.
  lines=$(sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' /etc/apt/sources.list \
            /etc/apt/sources.list.d/*.list 2>/dev/null || true)
  [ -n "$lines" ] && printf '%s\n' "$lines" | "${sudo_cmd[@]}" tee "$derived.list" >/dev/null
  # deb822 format: every stanza of type deb again with `Types: deb-src`.
  stanzas=$(awk 'BEGIN { RS = ""; ORS = "\n\n" }
                 /(^|\n)Types:[^\n]*deb([ \t]|\n|$)/ {
                   sub(/(^|\n)Types:[^\n]*/, "\nTypes: deb-src"); sub(/^\n/, ""); print
                 }' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
  [ -n "$stanzas" ] && printf '%s\n' "$stanzas" | "${sudo_cmd[@]}" tee "$derived.sources" >/dev/null
  "${sudo_cmd[@]}" apt-get update -qq
fi

command -v dpkg-source >/dev/null || {
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq dpkg-dev >/dev/null
}

# The version libhwy-dev has (or would install), so the static and shared builds agree.
version=$(dpkg-query -W -f='${Version}' libhwy-dev 2>/dev/null || true)
[ -n "$version" ] || version=$(apt-cache policy libhwy-dev | awk '/Candidate:/ { print $2 }')
download=$(mktemp -d)
trap 'rm -rf "$download"' EXIT
(cd "$download" && apt-get source -qq --download-only "highway=$version" 2>/dev/null)
rm -rf "$target"
mkdir -p "$(dirname "$target")"
# Applies Debian's patches, as the packaged library has them.
dpkg-source --no-check -x "$download"/highway_*.dsc "$target" >/dev/null
echo "strata: Highway $version sources in $target" >&2
