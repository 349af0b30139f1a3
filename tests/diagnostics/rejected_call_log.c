/* Makes one rejected call with this process's stderr captured in a temporary file, then checks
 * what was written there: with STRATA_LOG=debug or trace, in any case, an explanation naming the
 * function, the status and the offending value; with STRATA_LOG unset, above debug or unknown,
 * nothing (an unknown value is reported once when the library loads, before the capture; CTest
 * checks that line). Either way the status and the last-error message are the same —
 * diagnostics are never the error channel. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "strata/strata.h"

int main(void) {
  const char* level = getenv("STRATA_LOG");
  char lower[32] = {0};
  for (size_t i = 0; level != NULL && level[i] != '\0' && i + 1 < sizeof lower; ++i) {
    lower[i] = (char)tolower((unsigned char)level[i]);
  }
  const int expect_log = strcmp(lower, "debug") == 0 || strcmp(lower, "trace") == 0;
  char path[] = "/tmp/strata_log_XXXXXX";
  const int capture = mkstemp(path);
  if (capture < 0) return 2;
  fflush(stderr);
  const int saved = dup(STDERR_FILENO);
  dup2(capture, STDERR_FILENO);

  const int64_t lengths[2] = {2, -7};
  strata_tensor* t = NULL;
  const strata_status status = strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, NULL, 0, &t);

  fflush(stderr);
  dup2(saved, STDERR_FILENO);
  char text[4096] = {0};
  lseek(capture, 0, SEEK_SET);
  const ssize_t n = read(capture, text, sizeof text - 1);
  close(capture);
  unlink(path);
  if (n < 0) return 2;

  int ok = status == STRATA_ERROR_ARGUMENT_OUT_OF_RANGE && t == NULL &&
           strcmp(strata_last_error_message(), "length -7 of dimension 1 is negative") == 0;
  if (expect_log) {
    ok = ok && strstr(text, "strata_tensor_create rejected") != NULL &&
         strstr(text, "status -2") != NULL && strstr(text, "length -7 of dimension 1") != NULL;
  } else {
    ok = ok && n == 0;
  }
  printf("STRATA_LOG=%s, captured stderr: \"%s\"\n", level ? level : "(unset)", text);
  printf(ok ? "diagnostics as expected\n" : "diagnostics NOT as expected\n");
  return ok ? 0 : 1;
}
