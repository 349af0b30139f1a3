#!/usr/bin/env bash
# The Python reference's Sphinx settings (docs/reference/python) fail on a broken docstring: a
# copy of its sources with one more page, documenting a probe module whose docstring refers to
# a class that does not exist, must fail and name it. The check cannot pass vacuously.
#   python_reference_probe.sh <python> <docs/reference/python> <scratch directory>
# Run with the environment the api_reference target gives Sphinx (STRATA_LIBRARY, PYTHONPATH,
# any sanitizer runtimes). Exit status 77 (ctest's SKIP_RETURN_CODE) without Sphinx.
set -euo pipefail
source "$(dirname "$0")/run_probe.sh"
python=$1 source=$2 scratch=$3
if ! "$python" -c "import sphinx" 2>/dev/null; then
  echo "Sphinx is not installed (Debian package python3-sphinx): skipped"
  exit 77
fi
rm -rf "$scratch" && mkdir -p "$scratch/modules"
cp -r "$source" "$scratch/source"
cat >"$scratch/modules/strata_reference_probe.py" <<'PROBE'
"""A module with one broken docstring."""


def broken():
    """Returns a :class:`strata.NoSuchProbeClass`."""
PROBE
printf 'Probe\n=====\n\n.. autofunction:: strata_reference_probe.broken\n' >"$scratch/source/probe.rst"
printf '   probe\n' >>"$scratch/source/index.rst"  # the toctree is the page's last block
run_probe "$scratch/sphinx.log" 'strata_reference_probe.*NoSuchProbeClass' \
  "a docstring referring to a class that does not exist" \
  env PYTHONPATH="$scratch/modules:${PYTHONPATH:-}" "$python" -m sphinx -b html -W --keep-going -n \
  -q -d "$scratch/doctrees" "$scratch/source" "$scratch/html"
