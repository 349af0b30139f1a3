#include "base/log.h"

#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include <cstdlib>
#include <memory>

namespace strata {
namespace {

// Created once; null when STRATA_LOG is unset or names no level.
spdlog::logger* Logger() {
  static const std::shared_ptr<spdlog::logger> logger = []() -> std::shared_ptr<spdlog::logger> {
    const char* level = std::getenv("STRATA_LOG");
    if (level == nullptr) return nullptr;
    const auto parsed = spdlog::level::from_str(level);
    if (parsed == spdlog::level::off) return nullptr;
    auto created = std::make_shared<spdlog::logger>(
        "strata", std::make_shared<spdlog::sinks::stderr_sink_mt>());
    created->set_level(parsed);
    created->set_pattern("[strata %l] %v");
    return created;
  }();
  return logger.get();
}

}  // namespace

void LogRejected(std::string_view operation, const Status& status) {
  if (auto* logger = Logger()) {
    logger->debug("{} rejected (status {}): {}", operation, static_cast<int>(status.code()),
                  status.message());
  }
}

}  // namespace strata
