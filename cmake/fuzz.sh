#!/usr/bin/env bash
# fuzz.sh [SECONDS] [BUILD_DIR] — builds the fuzz preset (clang 14, libFuzzer, ASan+UBSan) and
# runs every fuzz target for SECONDS (default 60) on its seed corpus, printing libFuzzer's final
# statistics (executions, coverage). New interesting inputs stay in BUILD_DIR/tests/fuzz/corpus;
# to keep some as seeds, minimise them into the committed corpus:
#   BUILD_DIR/tests/fuzz/<target> -merge=1 tests/fuzz/corpus/<target> BUILD_DIR/tests/fuzz/corpus/<target>
set -euo pipefail
seconds=${1:-60}
source_dir=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${2:-$source_dir/build/fuzz}
cd "$source_dir"
cmake --preset fuzz -B "$build_dir" -DSTRATA_FUZZ_SECONDS="$seconds" > /dev/null
cmake --build "$build_dir" -j2 --target strata_fuzz_targets
ctest --test-dir "$build_dir" -R '^fuzz\.' --output-on-failure -V 2>&1 |
  grep -E 'Test command|stat::|(INITED|DONE) +cov:|Done [0-9]+ runs|ERROR|SUMMARY|runtime error|Passed|Failed|tests passed'
