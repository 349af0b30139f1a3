#!/usr/bin/env bash
# update_baseline.sh LIBRARY — regenerates tests/abi/baseline from a built libstrata.so (build it
# with debug information, e.g. the dev preset). This is how the ABI is extended on purpose:
# after adding functions, run it, check that `git diff tests/abi/baseline` shows only additions,
# and commit the baseline with the change. A diff that removes or alters an existing entry is an
# incompatible change: it needs a new function (a _v2) instead, or a new ABI version (SONAME).
set -euo pipefail
library=$1
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
baseline=$source_dir/tests/abi/baseline
. "$source_dir/tests/abi/abi_common.sh"
if ! has_dwarf "$library"; then
  echo "$library has no debug information; build it with the dev preset" >&2
  exit 1
fi
mkdir -p "$baseline"
strata_symbols "$library" > "$baseline/strata.symbols"
strata_abidw "$library" "$source_dir/include/strata" > "$baseline/strata.abi"
echo "baseline: $(wc -l < "$baseline/strata.symbols") symbols written to $baseline"
