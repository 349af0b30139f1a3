// NIndex offsets and NRange resolution (spec §4), including the unsigned comparisons that let a
// negative dimension length through.
#include "layout/index.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <ostream>

namespace strata {
namespace {

constexpr NIndex Start(int64_t v) { return {v, false}; }
constexpr NIndex End(int64_t v) { return {v, true}; }

TEST(NIndexOffset, CountsFromStartOrEndWithoutValidation) {
  EXPECT_EQ(Start(3).Offset(10), 3);
  EXPECT_EQ(End(3).Offset(10), 7);
  EXPECT_EQ(End(0).Offset(10), 10);   // ^0 is one past the end
  EXPECT_EQ(End(12).Offset(10), -2);  // not validated
  EXPECT_EQ(Start(12).Offset(10), 12);
}

struct RangeCase {
  NRange range;
  int64_t length;
  int64_t offset;
  int64_t count;
};

// Names each case in the test list (and so in CTest) as C# writes the range, e.g. "1..^1 of 5",
// instead of the struct's raw bytes, padding included.
void PrintTo(const RangeCase& c, std::ostream* os) {
  const auto index = [&](NIndex i) { *os << (i.from_end ? "^" : "") << i.value; };
  index(c.range.start);
  *os << "..";
  index(c.range.end);
  *os << " of " << c.length;
}

class ResolveRangeAccepts : public ::testing::TestWithParam<RangeCase> {};

TEST_P(ResolveRangeAccepts, GivesOffsetAndLength) {
  const auto& c = GetParam();
  auto r = ResolveRange(c.range, c.length);
  ASSERT_TRUE(r.ok()) << r.status().message();
  EXPECT_EQ(r->offset, c.offset);
  EXPECT_EQ(r->length, c.count);
}

INSTANTIATE_TEST_SUITE_P(
    Spec4, ResolveRangeAccepts,
    ::testing::Values(RangeCase{{Start(0), End(0)}, 5, 0, 5},    // All
                      RangeCase{{Start(1), End(1)}, 5, 1, 3},    // 1..^1
                      RangeCase{{End(2), End(0)}, 5, 3, 2},      // ^2..
                      RangeCase{{Start(2), Start(2)}, 5, 2, 0},  // empty inside
                      RangeCase{{Start(5), Start(5)}, 5, 5, 0},  // empty at the end
                      RangeCase{{End(0), End(0)}, 5, 5, 0},
                      RangeCase{{End(5), Start(5)}, 5, 0, 5},
                      RangeCase{{Start(0), Start(0)}, 0, 0, 0},
                      // Unsigned comparison: a negative length is not rejected (spec §4).
                      RangeCase{{Start(5), End(0)}, -10, 5, -15},
                      RangeCase{{Start(1), Start(1)}, -10, 1, 0},
                      RangeCase{{Start(INT64_MAX - 1), Start(INT64_MAX)}, INT64_MAX,
                                INT64_MAX - 1, 1}));

class ResolveRangeRejects : public ::testing::TestWithParam<RangeCase> {};

TEST_P(ResolveRangeRejects, WithArgumentOutOfRange) {
  const auto& c = GetParam();
  auto r = ResolveRange(c.range, c.length);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), StatusCode::kArgumentOutOfRange);
}

INSTANTIATE_TEST_SUITE_P(
    Spec4, ResolveRangeRejects,
    ::testing::Values(RangeCase{{Start(0), Start(6)}, 5, 0, 0},   // end past the length
                      RangeCase{{Start(3), Start(2)}, 5, 0, 0},   // start after end
                      RangeCase{{End(6), End(0)}, 5, 0, 0},       // start resolves to −1
                      RangeCase{{Start(0), End(6)}, 5, 0, 0},     // end resolves to −1
                      RangeCase{{Start(6), End(0)}, 5, 0, 0},     // start after ^0
                      RangeCase{{Start(0), Start(1)}, 0, 0, 0},
                      RangeCase{{End(11), Start(0)}, -10, 0, 0},  // start −21 is huge unsigned
                      RangeCase{{Start(0), Start(INT64_MAX)}, 5, 0, 0}));

TEST(ResolveRangeMessage, NamesTheRangeTheResolvedBoundsAndTheLength) {
  auto r = ResolveRange({Start(1), End(7)}, 5);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().message(),
            "range 1..^7 resolves to [1, -2), which is not inside a dimension of length 5");
}

}  // namespace
}  // namespace strata
