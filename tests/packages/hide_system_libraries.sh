#!/usr/bin/env bash
# Runs a command as on a machine without some of the system's shared libraries: in a private
# mount namespace (unshare -m; needs root), every file in the system library folders whose name
# matches one of the patterns is covered by /dev/null, so the dynamic loader fails on it with
# "file too short". The packages' stand-alone tests run their smoke tests this way.
#   hide_system_libraries.sh PATTERN... -- COMMAND [ARG...]
set -euo pipefail
patterns=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do patterns+=("$1"); shift; done
[ $# -ge 2 ] && [ ${#patterns[@]} -gt 0 ] || {
  echo "usage: $0 PATTERN... -- COMMAND [ARG...]" >&2; exit 2; }
shift

if [ -z "${STRATA_HIDING_LIBRARIES:-}" ]; then
  [ "$(id -u)" -eq 0 ] || { echo "$0: needs root (unshare -m)" >&2; exit 2; }
  exec env STRATA_HIDING_LIBRARIES=1 unshare -m --propagation private "$0" "${patterns[@]}" -- "$@"
fi

hidden=()
for folder in /lib /lib64 /usr/lib /usr/lib64 /usr/local/lib \
              /usr/lib/"$(uname -m)-linux-gnu"; do
  [ -d "$folder" ] || continue
  for pattern in "${patterns[@]}"; do
    for file in "$folder"/$pattern; do
      [ -e "$file" ] || continue
      target=$(realpath "$file")
      [[ " ${hidden[*]} " == *" $target "* ]] && continue
      mount --bind /dev/null "$target"
      hidden+=("$target")
    done
  done
done
[ ${#hidden[@]} -gt 0 ] || { echo "$0: no system library matches ${patterns[*]}" >&2; exit 2; }
echo "hidden: ${hidden[*]}" >&2
unset STRATA_HIDING_LIBRARIES
exec "$@"
