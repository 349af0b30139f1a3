#!/usr/bin/env bash
# valgrind.sh [BUILD_DIR] — builds the demo and strata_capi_tests without sanitizers (the leaks
# preset) and runs both under valgrind's memcheck with full leak checking. Exits nonzero on any
# memory error or definite or indirect leak; the summary lines are printed. The fork tests are
# left out: a forked child keeps the heap blocks of the parent's other threads, which do not
# exist in the child, and memcheck reports those blocks as lost in the child. So is the test that
# counts operator new calls (memcheck replaces operator new, so the test's counter sees none).
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/.." && pwd)
build_dir=${1:-$source_dir/build/leaks}
cd "$source_dir"
cmake --preset leaks -B "$build_dir" > /dev/null
cmake --build "$build_dir" -j2 --target strata_demo strata_capi_tests
memcheck=(valgrind --leak-check=full --show-leak-kinds=definite,indirect
          --errors-for-leak-kinds=definite,indirect --error-exitcode=1 --track-origins=no)
summary='ERROR SUMMARY|definitely lost|indirectly lost|possibly lost|still reachable|All heap blocks|in use at exit|total heap usage|PASSED|FAILED'
echo "== strata_demo"
"${memcheck[@]}" "$build_dir/capi/examples/c/strata_demo" 2>&1 >/dev/null | grep -E "$summary"
echo "== strata_capi_tests"
"${memcheck[@]}" "$build_dir/tests/strata_capi_tests" --gtest_brief=1 --gtest_filter='-Fork.*:SplitPieceCount.ASizeQueryAllocatesNothingPerPiece' 2>&1 | grep -E "$summary"
