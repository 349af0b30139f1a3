// Optional diagnostics through spdlog. Off unless the environment variable STRATA_LOG names a
// level (trace, debug, info, warn, error); messages go to stderr. Never the error channel:
// callers learn of failures from status codes alone.
#pragma once

#include <string_view>

#include "base/status.h"

namespace strata {

// Explains why `operation` was rejected, at debug level.
void LogRejected(std::string_view operation, const Status& status);

}  // namespace strata
