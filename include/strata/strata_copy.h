/* strata_copy.h — Copies, resize, reverse, broadcast, concatenate/stack/split and overlap rules.
 * Part of the C ABI; include "strata/strata.h". Conventions are stated at the top of strata.h. */
#ifndef STRATA_STRATA_COPY_H
#define STRATA_STRATA_COPY_H

#include "strata/strata.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif /* STRATA_STRATA_COPY_H */
