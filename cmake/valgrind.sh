#!/usr/bin/env bash
# valgrind.sh [BUILD_DIR] — builds strata_capi_tests without sanitizers (the leaks preset) and
# runs the whole C ABI suite under valgrind's memcheck with full leak checking. Exits nonzero on
# any definite or indirect leak or memory error; the summary lines are printed.
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${1:-$source_dir/build/leaks}
cd "$source_dir"
cmake --preset leaks -B "$build_dir" > /dev/null
cmake --build "$build_dir" -j2 --target strata_capi_tests
valgrind --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
  --error-exitcode=1 --track-origins=no "$build_dir/tests/strata_capi_tests" --gtest_brief=1 2>&1 |
  grep -E 'ERROR SUMMARY|definitely lost|indirectly lost|possibly lost|still reachable|All heap blocks|in use at exit|total heap usage|PASSED|FAILED'
