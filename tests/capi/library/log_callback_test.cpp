// strata_set_log_callback: what a host's callback receives (level, text, source, user_data) for a
// rejected call, the level filter, silence on the success path, messages from the copy helper
// thread delivered on that thread, callbacks that call Strata (failing, succeeding, installing
// another callback; on the calling thread and the helper threads) without logging again or
// changing the caller's last error, restoring the default, and bad levels refused with the
// callback in place unchanged.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "strata/strata.h"
#include "strata/strata_copy.h"

namespace {

struct Message {
  int32_t level;
  std::string text;
  std::string source;
  std::thread::id thread;
};

// Collects messages; the callback may run on several threads at once.
struct Inbox {
  std::mutex mutex;
  std::vector<Message> messages;

  std::vector<Message> Take() {
    std::lock_guard lock(mutex);
    return std::move(messages);
  }
};

void Collect(int32_t level, const char* text, const char* source, void* user_data) {
  auto* inbox = static_cast<Inbox*>(user_data);
  std::lock_guard lock(inbox->mutex);
  inbox->messages.push_back({level, text, source, std::this_thread::get_id()});
}

strata_status RejectedCreate() {
  const int64_t lengths[2] = {2, -7};
  strata_tensor* t = nullptr;
  return strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, nullptr, 0, &t);
}

// Every test starts from and returns to the default sink.
class LogCallback : public testing::Test {
 protected:
  void TearDown() override { ASSERT_EQ(strata_set_log_callback(0, nullptr, nullptr), STRATA_OK); }
  Inbox inbox_;
};

TEST_F(LogCallback, ARejectedCallIsDeliveredAtDebugWithItsFunctionAsSource) {
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_DEBUG, Collect, &inbox_), STRATA_OK);
  ASSERT_EQ(RejectedCreate(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  const auto messages = inbox_.Take();
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0].level, STRATA_LOG_DEBUG);
  EXPECT_EQ(messages[0].source, "strata_tensor_create");
  EXPECT_EQ(messages[0].text,
            "strata_tensor_create rejected (status -2): length -7 of dimension 1 is negative");
  EXPECT_EQ(messages[0].thread, std::this_thread::get_id());
}

TEST_F(LogCallback, MessagesBelowTheLevelAreNotDelivered) {
  for (const int32_t level : {STRATA_LOG_INFO, STRATA_LOG_WARN, STRATA_LOG_CRITICAL, STRATA_LOG_OFF}) {
    ASSERT_EQ(strata_set_log_callback(level, Collect, &inbox_), STRATA_OK);
    ASSERT_EQ(RejectedCreate(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    EXPECT_TRUE(inbox_.Take().empty()) << level;
  }
}

TEST_F(LogCallback, TheSuccessPathLogsNothingAtDebug) {
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_DEBUG, Collect, &inbox_), STRATA_OK);
  const int64_t lengths[2] = {3, 4};
  strata_tensor* a = nullptr;
  strata_tensor* b = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths, 2, nullptr, 0, &a), STRATA_OK);
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths, 2, nullptr, 0, &b), STRATA_OK);
  ASSERT_EQ(strata_tensor_copy_to(a, b), STRATA_OK);
  strata_tensor_release(a);
  strata_tensor_release(b);
  for (const Message& m : inbox_.Take()) {
    // The copy helper thread may announce its start; nothing else is logged.
    EXPECT_EQ(m.source, "copy helper thread") << m.text;
  }
}

TEST_F(LogCallback, TheCopyHelperThreadsLogTheirPartsOnTheirOwnThreadsAtTrace) {
  ASSERT_EQ(strata_set_copy_threads(4), STRATA_OK);
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_TRACE, Collect, &inbox_), STRATA_OK);
  const int64_t length = int64_t{8} << 20;  // 8 MiB of bytes: four parts, the last the caller's
  strata_tensor* a = nullptr;
  strata_tensor* b = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_UINT8, &length, 1, nullptr, 0, &a), STRATA_OK);
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_UINT8, &length, 1, nullptr, 0, &b), STRATA_OK);
  ASSERT_EQ(strata_tensor_copy_to(a, b), STRATA_OK);
  strata_tensor_release(a);
  strata_tensor_release(b);
  std::vector<std::string> parts;
  for (const Message& m : inbox_.Take()) {
    EXPECT_EQ(m.source, "copy helper thread");
    EXPECT_NE(m.thread, std::this_thread::get_id());
    if (m.level == STRATA_LOG_TRACE) parts.push_back(m.text);
  }
  std::sort(parts.begin(), parts.end());
  EXPECT_EQ(parts, (std::vector<std::string>{"running part 1 of 4", "running part 2 of 4",
                                             "running part 3 of 4"}));
}

// Calls Strata from inside the callback: the calls work, and what they report is theirs.
struct Reentry {
  Inbox inbox;
  std::atomic<int> deepest{0};  // the most nested deliveries seen on any one thread
  std::atomic<int> inner_status{1};
  std::atomic<int> inner_last_error{1};
  std::string outer_message_seen;
};

// A failing call on a released handle, made from every delivery. Stops at depth 50, so that a
// library that recursed would fail the test instead of overflowing the stack.
void FailInside(int32_t level, const char* text, const char* source, void* user_data) {
  auto* reentry = static_cast<Reentry*>(user_data);
  {
    std::lock_guard lock(reentry->inbox.mutex);
    reentry->inbox.messages.push_back({level, text, source, std::this_thread::get_id()});
  }
  // Per thread: helper threads deliver at the same time without nesting.
  static thread_local int depth = 0;
  ++depth;
  int deepest = reentry->deepest.load();
  while (depth > deepest && !reentry->deepest.compare_exchange_weak(deepest, depth)) {
  }
  if (depth < 50) {
    const int64_t length = 2;
    strata_tensor* dead = nullptr;
    EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, &length, 1, nullptr, 0, &dead), STRATA_OK);
    strata_tensor_release(dead);
    strata_dtype dtype = 0;
    reentry->inner_status = strata_tensor_dtype(dead, &dtype);
    reentry->inner_last_error = strata_last_error_code();
  }
  --depth;
}

TEST_F(LogCallback, ACallbackThatFailsLeavesTheLoggedCallsErrorToItsCaller) {
  Reentry reentry;
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_DEBUG, FailInside, &reentry), STRATA_OK);
  ASSERT_EQ(RejectedCreate(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_STREQ(strata_last_error_message(), "length -7 of dimension 1 is negative");
  // Inside, the failing call worked as anywhere else and reported its own error.
  EXPECT_EQ(reentry.inner_status, STRATA_ERROR_INVALID_HANDLE);
  EXPECT_EQ(reentry.inner_last_error, STRATA_ERROR_INVALID_HANDLE);
  // And it logged nothing: the callback heard the outer call only, and never recursed.
  const auto messages = reentry.inbox.Take();
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0].source, "strata_tensor_create");
  EXPECT_EQ(reentry.deepest, 1);
}

// Succeeding calls, and a clear of the last error, from inside the callback.
void SucceedInside(int32_t, const char*, const char*, void* user_data) {
  const int64_t length = 3;
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT32, &length, 1, nullptr, 0, &t), STRATA_OK);
  strata_tensor_release(t);
  strata_clear_last_error();
  EXPECT_EQ(strata_last_error_code(), STRATA_OK);
  ++*static_cast<std::atomic<int>*>(user_data);
}

TEST_F(LogCallback, ACallbackThatSucceedsOrClearsTheErrorLeavesItToTheCaller) {
  std::atomic<int> deliveries{0};
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_DEBUG, SucceedInside, &deliveries), STRATA_OK);
  ASSERT_EQ(RejectedCreate(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(deliveries, 1);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_STREQ(strata_last_error_message(), "length -7 of dimension 1 is negative");
}

// Replaces itself with Collect into the Inbox it was given.
void ReplaceInside(int32_t, const char*, const char*, void* user_data) {
  EXPECT_EQ(strata_set_log_callback(STRATA_LOG_DEBUG, Collect, user_data), STRATA_OK);
}

TEST_F(LogCallback, ACallbackMayInstallAnotherCallback) {
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_DEBUG, ReplaceInside, &inbox_), STRATA_OK);
  ASSERT_EQ(RejectedCreate(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_TRUE(inbox_.Take().empty());
  ASSERT_EQ(RejectedCreate(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  const auto messages = inbox_.Take();
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0].source, "strata_tensor_create");
}

// A large copy whose parts the helper threads log at trace, delivered to callback; the caller's
// last error, set by a rejected call just before, must come through unchanged.
void CopyLoggedOnTheHelperThreads(strata_log_callback callback, void* user_data) {
  ASSERT_EQ(strata_set_copy_threads(4), STRATA_OK);
  ASSERT_EQ(RejectedCreate(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_TRACE, callback, user_data), STRATA_OK);
  const int64_t length = int64_t{8} << 20;
  strata_tensor* a = nullptr;
  strata_tensor* b = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_UINT8, &length, 1, nullptr, 0, &a), STRATA_OK);
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_UINT8, &length, 1, nullptr, 0, &b), STRATA_OK);
  EXPECT_EQ(strata_tensor_copy_to(a, b), STRATA_OK);
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_OFF, nullptr, nullptr), STRATA_OK);
  strata_tensor_release(a);
  strata_tensor_release(b);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_STREQ(strata_last_error_message(), "length -7 of dimension 1 is negative");
}

TEST_F(LogCallback, CallbacksOnTheHelperThreadsMayFailCallsWithoutRecursingOrTouchingTheCaller) {
  Reentry reentry;
  CopyLoggedOnTheHelperThreads(FailInside, &reentry);
  size_t parts = 0;
  for (const Message& m : reentry.inbox.Take()) {
    EXPECT_EQ(m.source, "copy helper thread") << m.text;  // the inner failures logged nothing
    parts += m.level == STRATA_LOG_TRACE ? 1 : 0;
  }
  EXPECT_EQ(parts, 3u);
  EXPECT_EQ(reentry.inner_status, STRATA_ERROR_INVALID_HANDLE);
  EXPECT_EQ(reentry.deepest, 1);
}

TEST_F(LogCallback, CallbacksOnTheHelperThreadsMaySucceedCallsOrInstallAnotherCallback) {
  std::atomic<int> deliveries{0};
  CopyLoggedOnTheHelperThreads(SucceedInside, &deliveries);
  EXPECT_GE(deliveries, 3);
  // The first part delivered replaces the callback; the parts still to come reach the new one.
  CopyLoggedOnTheHelperThreads(ReplaceInside, &inbox_);
  for (const Message& m : inbox_.Take()) EXPECT_EQ(m.source, "copy helper thread") << m.text;
}

TEST_F(LogCallback, NullRestoresTheDefaultSinkAndTheCallbackHearsNoMore) {
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_DEBUG, Collect, &inbox_), STRATA_OK);
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_DEBUG, nullptr, nullptr), STRATA_OK);
  ASSERT_EQ(RejectedCreate(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_TRUE(inbox_.Take().empty());
}

TEST_F(LogCallback, LevelsOutsideTraceToOffAreRefusedAndChangeNothing) {
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_DEBUG, Collect, &inbox_), STRATA_OK);
  Inbox other;
  for (const int32_t bad : {-1, 7, INT32_MIN, INT32_MAX}) {
    EXPECT_EQ(strata_set_log_callback(bad, Collect, &other), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE)
        << bad;
    EXPECT_NE(std::string(strata_last_error_message()).find("log level " + std::to_string(bad)),
              std::string::npos)
        << strata_last_error_message();
  }
  // The refusals themselves are rejected calls, logged to the callback still installed.
  EXPECT_EQ(inbox_.Take().size(), 4u);
  EXPECT_TRUE(other.Take().empty());
  ASSERT_EQ(RejectedCreate(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(inbox_.Take().size(), 1u);
}

}  // namespace
