#!/usr/bin/env bash
# check_abi.sh LIBRARY SOURCE_DIR — fails when LIBRARY (a built libstrata.so) removed or changed
# anything recorded in tests/abi/baseline; additions pass and are listed.
#   1. Exported symbols: every baseline "name@@version" must still be exported.
#   2. Types: when the library has DWARF (Debug, RelWithDebInfo, sanitizer builds), abidiff
#      compares its public interface with baseline/strata.abi, ignoring added functions; any
#      removed function or changed signature, struct layout or typedef fails. A library without
#      debug information (plain Release) gets step 1 only, as abidiff would see no types.
set -euo pipefail
library=$1
source_dir=$2
baseline=$source_dir/tests/abi/baseline
headers=$source_dir/include/strata
. "$source_dir/tests/abi/abi_common.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

strata_symbols "$library" > "$work/current.symbols"
removed=$(LC_ALL=C comm -23 "$baseline/strata.symbols" "$work/current.symbols")
added=$(LC_ALL=C comm -13 "$baseline/strata.symbols" "$work/current.symbols")
if [ -n "$added" ]; then
  echo "added since the baseline (allowed):"
  echo "$added" | sed 's/^/  /'
fi
if [ -n "$removed" ]; then
  echo "ABI BREAK: exported in the baseline but missing now:"
  echo "$removed" | sed 's/^/  /'
  exit 1
fi
echo "symbols: $(wc -l < "$baseline/strata.symbols") baseline symbols all present"

if ! has_dwarf "$library"; then
  echo "types: $library has no DWARF; type comparison needs a build with debug information"
  exit 0
fi
strata_abidw "$library" "$headers" > "$work/current.abi"
status=0
abidiff --no-added-syms \
  "$baseline/strata.abi" "$work/current.abi" > "$work/report" || status=$?
if [ "$status" -ne 0 ]; then
  echo "ABI BREAK: abidiff exit status $status (4: change, 8: incompatible change):"
  cat "$work/report"
  exit 1
fi
echo "types: no removed or changed function, parameter or type"
