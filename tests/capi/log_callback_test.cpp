// strata_set_log_callback: what a host's callback receives (level, text, source, user_data) for a
// rejected call, the level filter, silence on the success path, messages from the copy helper
// thread delivered on that thread, a callback that calls Strata again, restoring the default, and
// bad levels refused with the callback in place unchanged.
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
  int reentered = 0;

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

// Calls Strata from inside the callback: a second rejected call logs again, once.
void Reenter(int32_t level, const char* text, const char* source, void* user_data) {
  auto* inbox = static_cast<Inbox*>(user_data);
  bool again = false;
  {
    std::lock_guard lock(inbox->mutex);
    inbox->messages.push_back({level, text, source, std::this_thread::get_id()});
    again = inbox->reentered++ == 0;
  }
  if (again) {
    EXPECT_EQ(strata_tensor_rank(nullptr, nullptr), STRATA_ERROR_NULL_POINTER);
  }
}

TEST_F(LogCallback, ACallbackMayCallStrata) {
  ASSERT_EQ(strata_set_log_callback(STRATA_LOG_DEBUG, Reenter, &inbox_), STRATA_OK);
  ASSERT_EQ(RejectedCreate(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  const auto messages = inbox_.Take();
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_EQ(messages[0].source, "strata_tensor_create");
  EXPECT_EQ(messages[1].source, "strata_tensor_rank");
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
