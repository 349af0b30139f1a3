#!/usr/bin/env bash
# Runs Doxygen on the public headers with its warnings as errors (cmake/Doxyfile.in sets
# WARN_IF_UNDOCUMENTED, WARN_NO_PARAMDOC and WARN_AS_ERROR=FAIL_ON_WARNINGS), so any public
# function, type, enum value or macro without documentation fails.
#   check_api_reference.sh complete <Doxyfile>
#       every header of the Doxyfile's INPUT has an @file block (Doxygen checks the members of
#       documented files only) and Doxygen reports nothing.
#   check_api_reference.sh fails_on_undocumented <Doxyfile> <scratch directory>
#       the same settings with one more header declaring an undocumented function must fail and
#       name it: the check cannot pass vacuously.
# Exit status 77 (ctest's SKIP_RETURN_CODE) when doxygen is not installed.
set -euo pipefail
source "$(dirname "$0")/run_probe.sh"
mode=$1 doxyfile=$(realpath "$2")
doxygen=$(command -v doxygen || true)
if [ -z "$doxygen" ]; then
  echo "doxygen is not installed (Debian package doxygen): skipped"
  exit 77
fi
"$doxygen" --version

case $mode in
  complete)
    # INPUT is one line of absolute paths (cmake/ApiReference.cmake writes it so).
    inputs=$(sed -n 's/^INPUT *= *//p' "$doxyfile")
    missing=0
    for header in $inputs; do
      if ! grep -q '@file' "$header"; then
        echo "error: $header has no @file block, so Doxygen would not check its members"
        missing=1
      fi
    done
    [ $missing -eq 0 ] || exit 1
    cd "$(dirname "$doxyfile")"
    if ! "$doxygen" "$doxyfile"; then
      echo "FAILED: the headers above lack documentation (see Doxygen's messages)"
      exit 1
    fi
    echo "ok: every public declaration of $(echo $inputs | wc -w) headers is documented"
    ;;
  fails_on_undocumented)
    scratch=$3
    rm -rf "$scratch" && mkdir -p "$scratch"
    cat >"$scratch/strata_probe.h" <<'PROBE'
/** @file strata_probe.h
 * @brief A header with one undocumented function. */
#include <stdint.h>
int32_t strata_undocumented_probe(int32_t value);
PROBE
    probed_doxygen() {
      { cat "$doxyfile"; echo "INPUT += $scratch/strata_probe.h"; echo "OUTPUT_DIRECTORY = $scratch"; } |
        (cd "$scratch" && "$doxygen" -)
    }
    run_probe "$scratch/doxygen.log" 'strata_undocumented_probe.*is not documented' \
      "an undocumented function" probed_doxygen
    ;;
  *)
    echo "unknown mode $mode" >&2
    exit 2
    ;;
esac
