/* A minimal program built against an installed Strata. */
#include <stdio.h>

#include <strata/strata.h>

int main(void) {
  const int64_t lengths[2] = {2, 3};
  strata_tensor* t = NULL;
  int64_t count = 0;
  if (strata_version() != STRATA_VERSION) return 1;
  if (strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths, 2, NULL, 0, &t) != STRATA_OK) return 2;
  if (strata_tensor_flattened_length(t, &count) != STRATA_OK || count != 6) return 3;
  strata_tensor_release(t);
  if (strata_live_tensor_count() != 0) return 4;
  printf("consumer linked against Strata %s: ok\n", strata_version_string());
  return 0;
}
