// This thread's last failure, as returned by strata_last_error_message/_code.
#pragma once

#include "base/status.h"

namespace strata::capi {

void SetLastError(const Status& status);
const Status& LastError();
void ClearLastError();

}  // namespace strata::capi
