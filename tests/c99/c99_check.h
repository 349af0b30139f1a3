/* The checks the strict C99 programs share: a compile-time assertion, and CHECK, which reports a
 * failed condition with its place and counts it in `failures` (the exit status of main). */
#ifndef STRATA_TESTS_C99_CHECK_H
#define STRATA_TESTS_C99_CHECK_H

#include <stdio.h>

#define STATIC_ASSERT(cond, name) typedef char static_assert_##name[(cond) ? 1 : -1]

static int failures = 0;
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

#endif
