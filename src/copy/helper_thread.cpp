// One helper thread, started on first use and parked on a condition variable between jobs. A
// try-lock admits one caller at a time; others run both halves themselves instead of queueing.
// The helper object is intentionally never destroyed: a copy running from another static
// destructor at exit must still find it, and a parked thread needs no cleanup.
//
// fork(): the child has no helper thread, only a copy of the parent's bookkeeping (a thread
// object that looks started, possibly a condition variable with a waiter that no longer
// exists). Before fork the parent waits for the current job and holds both locks, so the copy
// is quiescent; the child then builds a fresh helper over the same storage without running the
// old one's destructors (joining or detaching a thread that does not exist would be undefined),
// and starts its own thread on first use.
#include "copy/helper_thread.h"

#include <pthread.h>

#include <condition_variable>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>

#include "base/log.h"

namespace strata {
namespace {

class HelperThread {
 public:
  bool TryRun(void (*work)(void*, int), void* context) {
    std::unique_lock busy(busy_, std::try_to_lock);
    if (!busy.owns_lock()) return false;
    {
      std::lock_guard lock(mutex_);
      if (!thread_.joinable()) {
        try {
          thread_ = std::thread([this] { Serve(); });
        } catch (const std::system_error&) {
          return false;
        }
      }
      work_ = work;
      context_ = context;
      pending_ = true;
    }
    wake_.notify_one();
    work(context, 1);
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return !pending_; });
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
  void Serve() {
    Log(LogLevel::kDebug, kSource, "started");
    std::unique_lock lock(mutex_);
    while (true) {
      wake_.wait(lock, [this] { return pending_; });
      lock.unlock();
      Log(LogLevel::kTrace, kSource, "running the first part of a transfer");
      work_(context_, 0);
      lock.lock();
      pending_ = false;
      done_.notify_one();
    }
  }

  static constexpr const char* kSource = "copy helper thread";

  std::mutex busy_;   // held by the caller that owns the current job
  std::mutex mutex_;  // guards the fields below
  std::condition_variable wake_;
  std::condition_variable done_;
  void (*work_)(void*, int) = nullptr;
  void* context_ = nullptr;
  bool pending_ = false;
  std::thread thread_;
};

alignas(HelperThread) unsigned char helper_storage[sizeof(HelperThread)];

HelperThread& Helper() {
  static HelperThread* helper = [] {
    auto* h = new (helper_storage) HelperThread();
    pthread_atfork([] { Helper().QuiesceForFork(); }, [] { Helper().ResumeAfterFork(); },
                   [] { new (helper_storage) HelperThread(); });
    return h;
  }();
  return *helper;
}

// Made while the library loads, before any thread of the host runs: made lazily, its first use
// could race with a fork() on another thread, and the child would wait forever for an
// initialisation that only its parent's thread was running.
[[maybe_unused]] const HelperThread& kHelperAtLoad = Helper();

}  // namespace

void RunInTwoParts(void (*work)(void* context, int part), void* context) {
  if (Helper().TryRun(work, context)) return;
  work(context, 0);
  work(context, 1);
}

}  // namespace strata
