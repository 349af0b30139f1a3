# Sourced by the docs checks that prove they cannot pass vacuously.
# run_probe <log> <pattern> <what the probe adds> <command...>: the command, run on sources with
# one deliberate fault, must fail, and its output (kept in <log> and printed) must match
# <pattern>, which names the fault; otherwise the calling script exits 1.
run_probe() {
  local log=$1 pattern=$2 what=$3 status=0
  shift 3
  "$@" >"$log" 2>&1 || status=$?
  cat "$log"
  if [ $status -eq 0 ]; then
    echo "FAILED: $1 accepted $what"
    exit 1
  fi
  if ! grep -q "$pattern" "$log"; then
    echo "FAILED: $1 failed, but not on $what"
    exit 1
  fi
  echo "ok: $what fails the check ($1 exit status $status)"
}
