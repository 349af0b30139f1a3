// Up to kMaxParallelThreads - 1 helper threads, each started the first time a call needs that
// many and then parked on its own condition variable between calls. A try-lock admits one caller
// at a time; others run all their parts themselves instead of queueing. Parts are dealt round
// robin: helper h runs parts h, h + t, h + 2t... and the caller the parts from index helpers on
// (t = helpers + 1), so every part has exactly one runner whatever the timing. The caller waits
// for each invited helper to report back, which is also what publishes the helpers' writes.
// The pool object is intentionally never destroyed: a copy running from another static destructor
// at exit must still find it, and parked threads need no cleanup.
//
// fork(): the child has no helper threads, only a copy of the parent's bookkeeping (thread
// objects that look started, possibly condition variables with waiters that no longer exist).
// Before fork the parent waits for the current call and holds both locks, so the copy is
// quiescent; the child then builds a fresh pool over the same storage without running the old
// one's destructors (joining or detaching a thread that does not exist would be undefined), and
// starts its own helpers on first need.
#include "copy/helper_thread.h"

#include <pthread.h>

#include <algorithm>
#include <array>
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

  void QuiesceForFork() {
    busy_.lock();
    mutex_.lock();
  }
  void ResumeAfterFork() {
    mutex_.unlock();
    busy_.unlock();
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

alignas(HelperPool) unsigned char pool_storage[sizeof(HelperPool)];

HelperPool& Pool() {
  static HelperPool* pool = [] {
    auto* p = new (pool_storage) HelperPool();
    pthread_atfork([] { Pool().QuiesceForFork(); }, [] { Pool().ResumeAfterFork(); },
                   [] { new (pool_storage) HelperPool(); });
    return p;
  }();
  return *pool;
}

// Made while the library loads, before any thread of the host runs: made lazily, its first use
// could race with a fork() on another thread, and the child would wait forever for an
// initialisation that only its parent's thread was running.
[[maybe_unused]] const HelperPool& kPoolAtLoad = Pool();

}  // namespace

void RunInParts(void (*work)(void* context, int part), void* context, int parts) {
  if (parts <= 0) return;
  if (parts == 1 || !Pool().TryRun(work, context, parts)) RunDealtParts(work, context, parts, 0, 1);
}

}  // namespace strata
