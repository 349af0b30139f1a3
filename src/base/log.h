// Diagnostics through spdlog, routed to stderr (the default) or to a host's callback. Off unless
// the environment variable STRATA_LOG names a level or a callback is installed. Never the error
// channel: callers learn of failures from status codes alone. Checking whether a level is
// enabled is one relaxed atomic load, so disabled logging costs nothing measurable.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>

#include "base/status.h"

namespace strata {

// spdlog's levels, in its order; equal to the public STRATA_LOG_* values (checked in capi).
enum class LogLevel : int32_t { kTrace, kDebug, kInfo, kWarn, kError, kCritical, kOff };

// A host's receiver of messages: level, text and source, each text valid during the call only.
using LogReceiver = std::function<void(int32_t level, const char* message, const char* source)>;

// Whether a message at level would be delivered now.
bool LogEnabled(LogLevel level);

// Delivers message from source (e.g. a C function's name) when level is enabled. Messages logged
// while this thread is delivering one (a receiver that calls the library) are dropped, so a
// receiver never recurses.
void Log(LogLevel level, std::string_view source, std::string_view message);

// Explains why `operation` was rejected, at debug level.
void LogRejected(std::string_view operation, const Status& status);

// Sends messages at `level` and above to receiver; an empty receiver restores the default stderr
// sink at the level STRATA_LOG gave (level is then ignored). Thread-safe; a message being
// delivered on another thread meanwhile may still reach the previous sink.
void SetLogReceiver(LogLevel level, LogReceiver receiver);

}  // namespace strata
