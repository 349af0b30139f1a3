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
# valgrind 3.19 cannot decode RDTSCP, which libhwy 1.0.3 executes while loading
# (hwy::platform::TimerResolution): every program linking libstrata then dies with SIGILL before
# main. Say so instead of reporting a crash; LeakSanitizer (the dev preset) covers leaks there.
if valgrind -q --error-exitcode=1 "$build_dir/tests/strata_capi_tests" --gtest_list_tests \
    > /dev/null 2>&1; [ $? -eq 132 ]; then
  echo "valgrind cannot run libhwy here (SIGILL on RDTSCP); use the dev preset's LeakSanitizer:" >&2
  echo "  ASAN_OPTIONS=detect_leaks=1 build/dev/tests/strata_capi_tests" >&2
  exit 2
fi
valgrind --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
  --error-exitcode=1 --track-origins=no "$build_dir/tests/strata_capi_tests" --gtest_brief=1 2>&1 |
  grep -E 'ERROR SUMMARY|definitely lost|indirectly lost|possibly lost|still reachable|All heap blocks|in use at exit|total heap usage|PASSED|FAILED'
