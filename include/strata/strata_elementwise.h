/* strata_elementwise.h — Elementwise operations, comparisons, reductions and conversions.
 * Part of the C ABI; include "strata/strata.h". Conventions are stated at the top of strata.h. */
#ifndef STRATA_STRATA_ELEMENTWISE_H
#define STRATA_STRATA_ELEMENTWISE_H

#include "strata/strata.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif /* STRATA_STRATA_ELEMENTWISE_H */
