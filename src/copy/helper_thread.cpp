// Up to kMaxParallelThreads - 1 helper threads, each started the first time a call needs that
// many and then parked on its own condition variable between calls. A try-lock admits one caller
// at a time; others run all their parts themselves instead of queueing. Parts are dealt round
// robin: helper h runs parts h, h + t, h + 2t... and the caller the parts from index helpers on
// (t = helpers + 1), so every part has exactly one runner whatever the timing. The caller waits
// for each invited helper to report back, which is also what publishes the helpers' writes.
// The pool is made by the first call that needs it and intentionally never destroyed: a copy
// running from another static destructor at exit must still find it, and parked threads need no
// cleanup.
//
// fork(): the child has no helper threads, only a copy of the parent's pool as it was at that
// instant: thread objects that look started, locks that threads absent from the child may hold,
// condition variables with waiters that do not exist. Locking, unlocking, destroying or
// re-initialising such a lock is undefined, so the child never touches that copy: the pool is
// reached through an atomic pointer, the child's fork handler only sets it to null (leaking the
// copy), and the child's first call that needs helpers makes a new pool. The parent takes no
// lock around fork(), so a fork never waits for a running call.
#include "copy/helper_thread.h"

#include <pthread.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <new>
#include <string>
#include <system_error>
#include <thread>

#include <fmt/format.h>

#include "base/log.h"

namespace strata {
namespace {

using Work = void (*)(void*, int);

constexpr const char* kSource = "copy helper thread";

// Runs parts first, first + stride, ... below parts; `log` names each in a trace message.
void RunDealtParts(Work work, void* context, int parts, int first, int stride, bool log = false) {
  for (int64_t part = first; part < parts; part += stride) {
    if (log && LogEnabled(LogLevel::kTrace)) {
      Log(LogLevel::kTrace, kSource,
          fmt::format("running part {} of {}", part + 1, parts));
    }
    work(context, static_cast<int>(part));
  }
}

class HelperPool {
 public:
  // Runs every part and returns true, or returns false at once when another caller owns the pool.
  bool TryRun(Work work, void* context, int parts) {
    std::unique_lock busy(busy_, std::try_to_lock);
    if (!busy.owns_lock()) return false;
    int helpers = 0;
    {
      std::lock_guard lock(mutex_);
      helpers = StartHelpers(std::min(parts, kMaxParallelThreads) - 1);
      work_ = work;
      context_ = context;
      parts_ = parts;
      invited_ = helpers;
      pending_ = helpers;
      ++generation_;
    }
    for (int h = 0; h < helpers; ++h) helpers_[h].wake.notify_one();
    RunDealtParts(work, context, parts, helpers, helpers + 1);
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return pending_ == 0; });
    return true;
  }

 private:
  // Makes sure helpers [0, wanted) run, starting missing ones; returns how many run (fewer than
  // wanted when a thread cannot be started). Called with mutex_ held.
  int StartHelpers(int wanted) {
    while (started_ < wanted) {
      try {
        helpers_[started_].thread =
            std::thread([this, index = started_, seen = generation_] { Serve(index, seen); });
      } catch (const std::system_error&) {
        break;
      }
      ++started_;
    }
    return std::min(started_, wanted);
  }

  // Helper `index`'s loop; `seen` is the last call it need not serve.
  void Serve(int index, uint64_t seen) {
    if (LogEnabled(LogLevel::kDebug)) {
      Log(LogLevel::kDebug, kSource, fmt::format("helper {} started", index + 1));
    }
    std::unique_lock lock(mutex_);
    while (true) {
      helpers_[index].wake.wait(lock,
                                [&] { return generation_ != seen && index < invited_; });
      seen = generation_;
      const Work work = work_;
      void* const context = context_;
      const int parts = parts_;
      const int stride = invited_ + 1;
      lock.unlock();
      RunDealtParts(work, context, parts, index, stride, /*log=*/true);
      lock.lock();
      if (--pending_ == 0) done_.notify_one();
    }
  }

  struct Helper {
    std::thread thread;
    std::condition_variable wake;
  };

  std::mutex busy_;   // held by the caller that owns the current call
  std::mutex mutex_;  // guards the fields below
  std::condition_variable done_;
  Work work_ = nullptr;
  void* context_ = nullptr;
  int parts_ = 0;
  int invited_ = 0;  // helpers [0, invited_) serve the current call
  int pending_ = 0;  // invited helpers that have not finished it
  uint64_t generation_ = 0;  // counts calls
  int started_ = 0;
  std::array<Helper, kMaxParallelThreads - 1> helpers_;
};

// The pool, or null until a call needs one.
std::atomic<HelperPool*> current_pool{nullptr};

// The pool, made if there is none yet; null if it cannot be allocated.
HelperPool* Pool() {
  HelperPool* pool = current_pool.load(std::memory_order_acquire);
  if (pool != nullptr) return pool;
  auto* made = new (std::nothrow) HelperPool();
  if (made == nullptr) return nullptr;
  if (current_pool.compare_exchange_strong(pool, made, std::memory_order_acq_rel,
                                           std::memory_order_acquire)) {
    return made;
  }
  delete made;  // another caller's pool came first
  return pool;
}

// Registered while the library loads, before any thread of the host can fork.
[[maybe_unused]] const int kForkHandler = pthread_atfork(
    nullptr, nullptr, [] { current_pool.store(nullptr, std::memory_order_relaxed); });

}  // namespace

void RunInParts(void (*work)(void* context, int part), void* context, int parts) {
  if (parts <= 0) return;
  HelperPool* const pool = parts == 1 ? nullptr : Pool();
  if (pool == nullptr || !pool->TryRun(work, context, parts)) {
    RunDealtParts(work, context, parts, 0, 1);
  }
}

}  // namespace strata
