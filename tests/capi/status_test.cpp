#include <gtest/gtest.h>

#include <set>
#include <string>

#include "strata/strata.h"

namespace {

TEST(StatusDescription, EveryCodeHasItsOwnStaticText) {
  std::set<std::string> texts;
  for (strata_status s = STRATA_OK; s >= STRATA_ERROR_INVALID_HANDLE; --s) {
    const char* text = strata_status_description(s);
    ASSERT_NE(text, nullptr);
    EXPECT_STRNE(text, "unknown status") << s;
    texts.insert(text);
  }
  EXPECT_EQ(texts.size(), 13u);
  EXPECT_STREQ(strata_status_description(-999), "unknown status");
  EXPECT_STREQ(strata_status_description(1), "unknown status");
}

TEST(LastError, IsRecordedPerFailureAndClearedOnRequest) {
  size_t size = 0;
  strata_clear_last_error();
  EXPECT_EQ(strata_dtype_size(0x1234, &size), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(strata_last_error_code(), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_STREQ(strata_last_error_message(), "unknown dtype code 0x1234");
  strata_clear_last_error();
  EXPECT_EQ(strata_last_error_code(), STRATA_OK);
  EXPECT_STREQ(strata_last_error_message(), "");
}

}  // namespace
