#include "base/log.h"

#include <fmt/format.h>
#include <spdlog/sinks/base_sink.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace strata {
namespace {

static_assert(static_cast<int>(LogLevel::kTrace) == spdlog::level::trace &&
                  static_cast<int>(LogLevel::kCritical) == spdlog::level::critical &&
                  static_cast<int>(LogLevel::kOff) == spdlog::level::off,
              "LogLevel follows spdlog's levels");

constexpr std::array<std::string_view, 7> kLevelNames = {"trace", "debug", "info",    "warn",
                                                         "error", "critical", "off"};

// The level STRATA_LOG names (any case), off when unset; an unknown value is reported on stderr
// (once: this runs once) and logs nothing.
LogLevel EnvironmentLevel() {
  const char* text = std::getenv("STRATA_LOG");
  if (text == nullptr) return LogLevel::kOff;
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (size_t i = 0; i < kLevelNames.size(); ++i) {
    if (lower == kLevelNames[i]) return static_cast<LogLevel>(i);
  }
  std::fprintf(stderr,
               "[strata warn] STRATA_LOG=%s is not a level (trace, debug, info, warn, error, "
               "critical, off); nothing is logged\n",
               text);
  return LogLevel::kOff;
}

// Hands each message to a host's receiver. No lock: the receiver may run on several threads at
// once (its contract says so) and may call back into the library.
class ReceiverSink final : public spdlog::sinks::base_sink<spdlog::details::null_mutex> {
 public:
  explicit ReceiverSink(LogReceiver receiver) : receiver_(std::move(receiver)) {}

 protected:
  void sink_it_(const spdlog::details::log_msg& message) override {
    const std::string text(message.payload.data(), message.payload.size());
    receiver_(static_cast<int32_t>(message.level), text.c_str(),
              message.source.funcname != nullptr ? message.source.funcname : "");
  }
  void flush_() override {}

 private:
  LogReceiver receiver_;
};

std::shared_ptr<spdlog::logger> MakeLogger(std::shared_ptr<spdlog::sinks::sink> sink,
                                           LogLevel level) {
  auto logger = std::make_shared<spdlog::logger>("strata", std::move(sink));
  logger->set_level(static_cast<spdlog::level::level_enum>(level));
  logger->set_pattern("[strata %l] %v");
  return logger;
}

// The current sink and threshold. threshold_ is read without the lock on every Log call;
// logger_ is copied under the lock, so a sink being replaced stays alive for messages in flight.
class LogState {
 public:
  LogState() : default_level_(EnvironmentLevel()) { UseDefault(); }

  bool Enabled(LogLevel level) const {
    return level != LogLevel::kOff &&
           static_cast<int32_t>(level) >= threshold_.load(std::memory_order_relaxed);
  }

  std::shared_ptr<spdlog::logger> logger() {
    std::lock_guard lock(mutex_);
    return logger_;
  }

  void Set(LogLevel level, LogReceiver receiver) {
    if (!receiver) {
      UseDefault();
      return;
    }
    Install(MakeLogger(std::make_shared<ReceiverSink>(std::move(receiver)), level), level);
  }

 private:
  void UseDefault() {
    Install(default_level_ == LogLevel::kOff
                ? nullptr
                : MakeLogger(std::make_shared<spdlog::sinks::stderr_sink_mt>(), default_level_),
            default_level_);
  }
  void Install(std::shared_ptr<spdlog::logger> logger, LogLevel level) {
    std::lock_guard lock(mutex_);
    logger_ = std::move(logger);
    threshold_.store(logger_ == nullptr ? static_cast<int32_t>(LogLevel::kOff)
                                        : static_cast<int32_t>(level),
                     std::memory_order_relaxed);
  }

  const LogLevel default_level_;
  std::mutex mutex_;
  std::shared_ptr<spdlog::logger> logger_;  // null: nothing is logged
  std::atomic<int32_t> threshold_{static_cast<int32_t>(LogLevel::kOff)};
};

LogState& State() {
  // Never destroyed: a thread may log while the process exits.
  static auto* state = new LogState();
  return *state;
}

// Read while the library loads, so that an unknown STRATA_LOG is reported at once and the first
// call on a hot path does not pay for the setup.
[[maybe_unused]] const LogState& kStateAtLoad = State();

// Whether this thread is inside a delivery (a receiver calling the library).
constinit thread_local bool delivering = false;

class DeliveryScope {
 public:
  DeliveryScope() { delivering = true; }
  ~DeliveryScope() { delivering = false; }
  DeliveryScope(const DeliveryScope&) = delete;
  DeliveryScope& operator=(const DeliveryScope&) = delete;
};

}  // namespace

bool LogEnabled(LogLevel level) { return State().Enabled(level); }

void Log(LogLevel level, std::string_view source, std::string_view message) {
  if (!LogEnabled(level) || delivering) return;
  const std::shared_ptr<spdlog::logger> logger = State().logger();
  if (logger == nullptr) return;
  const std::string source_text(source);
  const DeliveryScope scope;
  logger->log(spdlog::source_loc{"", 0, source_text.c_str()},
              static_cast<spdlog::level::level_enum>(level), "{}", message);
}

void LogRejected(std::string_view operation, const Status& status) {
  if (!LogEnabled(LogLevel::kDebug) || delivering) return;
  Log(LogLevel::kDebug, operation,
      fmt::format("{} rejected (status {}): {}", operation, static_cast<int>(status.code()),
                  status.message()));
}

void SetLogReceiver(LogLevel level, LogReceiver receiver) { State().Set(level, std::move(receiver)); }

}  // namespace strata
