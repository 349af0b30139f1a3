// Single-element reads and writes (spec §2.3): index count, bounds, from-end positions, and
// read-only views; a rejected write changes nothing.
#include "layout/element_access.h"

#include <gtest/gtest.h>

#include <vector>

#include "support/test_tensors.h"

namespace strata {
namespace {

using testing::At32;
using testing::Iota32;
using testing::Wrap32;

TEST(ElementAccess, ReadsRowMajorPositions) {
  const Tensor t = Iota32({2, 3});
  EXPECT_EQ(At32(t, {0, 0}), 1);
  EXPECT_EQ(At32(t, {0, 2}), 3);
  EXPECT_EQ(At32(t, {1, 0}), 4);
  EXPECT_EQ(At32(t, {1, 2}), 6);
}

TEST(ElementAccess, HonoursExplicitStridesAndZeroStrides) {
  std::vector<int32_t> data{10, 11, 12, 13, 14, 15};
  const Tensor column_major = Wrap32(data, {2, 3}, {1, 2});
  EXPECT_EQ(At32(column_major, {1, 0}), 11);
  EXPECT_EQ(At32(column_major, {0, 2}), 14);
  const Tensor repeated = Wrap32(data, {3, 2}, {0, 1});
  EXPECT_EQ(At32(repeated, {2, 1}), 11);
}

TEST(ElementAccess, FromEndIndexesCountBackFromTheLength) {
  const Tensor t = Iota32({2, 3});
  const std::vector<NIndex> last{{1, true}, {1, true}};
  int32_t v = 0;
  ASSERT_TRUE(GetElement(t, std::span<const NIndex>(last), &v).ok());
  EXPECT_EQ(v, 6);
  const std::vector<NIndex> mixed{{0, false}, {3, true}};
  ASSERT_TRUE(GetElement(t, std::span<const NIndex>(mixed), &v).ok());
  EXPECT_EQ(v, 1);
}

TEST(ElementAccess, WrongIndexCountIsArgumentOutOfRange) {
  const Tensor t = Iota32({2, 3});
  int32_t v = -7;
  const std::vector<int64_t> one{0};
  const Status s = GetElement(t, std::span<const int64_t>(one), &v);
  EXPECT_EQ(s.code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(s.message(), "1 indexes were given for a tensor of rank 2");
  const std::vector<int64_t> three{0, 0, 0};
  EXPECT_EQ(GetElement(t, std::span<const int64_t>(three), &v).code(),
            StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(GetElement(t, std::span<const int64_t>(), &v).code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(v, -7);
}

TEST(ElementAccess, OutOfBoundsIsIndexOutOfRange) {
  const Tensor t = Iota32({2, 3});
  int32_t v = -7;
  for (const auto& bad : std::vector<std::vector<int64_t>>{{2, 0}, {0, 3}, {-1, 0}, {0, INT64_MIN}}) {
    EXPECT_EQ(GetElement(t, std::span<const int64_t>(bad), &v).code(),
              StatusCode::kIndexOutOfRange);
  }
  const std::vector<int64_t> past{0, 3};
  EXPECT_EQ(GetElement(t, std::span<const int64_t>(past), &v).message(),
            "index 3 is out of range for dimension 1 of length 3");
  const std::vector<NIndex> end{{0, false}, {0, true}};  // ^0 is past the end
  EXPECT_EQ(GetElement(t, std::span<const NIndex>(end), &v).code(), StatusCode::kIndexOutOfRange);
  const std::vector<NIndex> before{{3, true}, {0, false}};  // ^3 of length 2 is −1
  EXPECT_EQ(GetElement(t, std::span<const NIndex>(before), &v).code(),
            StatusCode::kIndexOutOfRange);
  EXPECT_EQ(v, -7);
}

TEST(ElementAccess, EmptyTensorHasNoAddressableElement) {
  const Tensor t = Iota32({0});
  int32_t v = 0;
  const std::vector<int64_t> zero{0};
  EXPECT_EQ(GetElement(t, std::span<const int64_t>(zero), &v).code(), StatusCode::kIndexOutOfRange);
}

TEST(ElementAccess, SetWritesOnlyTheAddressedElement) {
  std::vector<int32_t> data{1, 2, 3, 4, 5, 6};
  const Tensor t = Wrap32(data, {2, 2}, {3, 1});
  const int32_t value = 99;
  const std::vector<int64_t> at{1, 1};
  ASSERT_TRUE(SetElement(t, std::span<const int64_t>(at), &value).ok());
  EXPECT_EQ(data, (std::vector<int32_t>{1, 2, 3, 4, 99, 6}));
  const std::vector<NIndex> first{{2, true}, {2, true}};
  ASSERT_TRUE(SetElement(t, std::span<const NIndex>(first), &value).ok());
  EXPECT_EQ(data, (std::vector<int32_t>{99, 2, 3, 4, 99, 6}));
}

TEST(ElementAccess, RejectedWritesLeaveStorageUnchanged) {
  std::vector<int32_t> data{1, 2, 3, 4};
  const Tensor writable = Wrap32(data, {2, 2});
  const Tensor read_only = Wrap32(data, {2, 2}, {}, true);
  const int32_t value = 99;
  const std::vector<int64_t> inside{0, 0};
  const std::vector<int64_t> outside{0, 2};
  const std::vector<int64_t> short_list{0};
  EXPECT_EQ(SetElement(read_only, std::span<const int64_t>(inside), &value).code(),
            StatusCode::kReadOnly);
  EXPECT_EQ(SetElement(writable, std::span<const int64_t>(outside), &value).code(),
            StatusCode::kIndexOutOfRange);
  EXPECT_EQ(SetElement(writable, std::span<const int64_t>(short_list), &value).code(),
            StatusCode::kArgumentOutOfRange);
  const std::vector<NIndex> from_end{{0, true}, {1, true}};
  EXPECT_EQ(SetElement(writable, std::span<const NIndex>(from_end), &value).code(),
            StatusCode::kIndexOutOfRange);
  EXPECT_EQ(data, (std::vector<int32_t>{1, 2, 3, 4}));
  int32_t v = 0;
  EXPECT_TRUE(GetElement(read_only, std::span<const int64_t>(inside), &v).ok());  // reads are fine
}

}  // namespace
}  // namespace strata
