#include "copy/nest_parts.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace strata {
namespace {

int DefaultCopyEngineThreads() {
  return std::clamp(static_cast<int>(std::thread::hardware_concurrency()), 1,
                    kDefaultCopyEngineThreadCap);
}

std::atomic<int> copy_engine_threads{DefaultCopyEngineThreads()};

}  // namespace

void SetCopyEngineThreads(int threads) {
  copy_engine_threads.store(std::clamp(threads, 1, kMaxCopyEngineThreads),
                            std::memory_order_relaxed);
}

int CopyEngineThreads() { return copy_engine_threads.load(std::memory_order_relaxed); }

}  // namespace strata
