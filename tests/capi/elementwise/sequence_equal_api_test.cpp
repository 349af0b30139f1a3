// strata_tensor_sequence_equal over broadcast views: a dimension that both operands repeat
// compares the same pair of elements at every position, so two broadcasts of 2^60 elements over
// a few stored ones answer at once; a dimension that only one operand repeats is still compared
// at every position. NaN equals NaN, +0 equals −0 and empty views are equal throughout.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <vector>

#include "support/elementwise_test_support.h"
#include "strata/strata_copy.h"

namespace {

using strata_test::FromData;
using strata_test::Handle;

// A view of source broadcast to lengths.
strata_tensor* Broadcast(const strata_tensor* source, const std::vector<int64_t>& lengths) {
  strata_tensor* view = nullptr;
  EXPECT_EQ(strata_tensor_broadcast_to(source, lengths.data(),
                                       static_cast<int32_t>(lengths.size()), &view),
            STRATA_OK)
      << strata_last_error_message();
  return view;
}

int32_t SequenceEqual(const strata_tensor* a, const strata_tensor* b) {
  int32_t equal = -1;
  EXPECT_EQ(strata_tensor_sequence_equal(a, b, &equal), STRATA_OK) << strata_last_error_message();
  return equal;
}

const std::vector<int64_t> kTwoTo60{int64_t{1} << 30, int64_t{1} << 28, 4};

TEST(BroadcastSequenceEqual, TwoBroadcastsOfTwoTo60ElementsCompareTheirStoredElementsOnce) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  Handle left{FromData(STRATA_DTYPE_FLOAT32, std::vector<float>{nan, -0.0f, 1.5f, 2.0f}, {4})};
  Handle same{FromData(STRATA_DTYPE_FLOAT32, std::vector<float>{nan, 0.0f, 1.5f, 2.0f}, {4})};
  Handle other{FromData(STRATA_DTYPE_FLOAT32, std::vector<float>{nan, 0.0f, 1.5f, 3.0f}, {4})};
  Handle wide_left{Broadcast(left.t, kTwoTo60)};
  Handle wide_same{Broadcast(same.t, {1, int64_t{1} << 30, int64_t{1} << 28, 4})};
  Handle wide_other{Broadcast(other.t, kTwoTo60)};
  EXPECT_EQ(SequenceEqual(wide_left.t, wide_same.t), 1);
  EXPECT_EQ(SequenceEqual(wide_same.t, wide_left.t), 1);
  EXPECT_EQ(SequenceEqual(wide_left.t, wide_other.t), 0);
}

TEST(BroadcastSequenceEqual, EmptyBroadcastsAreEqualWhateverTheyRepeat) {
  Handle ones{FromData(STRATA_DTYPE_INT32, std::vector<int32_t>{1, 1, 1, 1}, {1, 4})};
  Handle twos{FromData(STRATA_DTYPE_INT32, std::vector<int32_t>{2, 2, 2, 2}, {1, 4})};
  Handle no_ones{Broadcast(ones.t, {0, 4})};
  Handle no_twos{Broadcast(twos.t, {0, 4})};
  EXPECT_EQ(SequenceEqual(no_ones.t, no_twos.t), 1);
}

TEST(BroadcastSequenceEqual, ADifferenceAtTheEndOfADimensionOnlyOneSideRepeatsIsFound) {
  const std::vector<int32_t> row{1, 2, 3, 4};
  std::vector<int32_t> rows;
  for (int i = 0; i < 8; ++i) rows.insert(rows.end(), row.begin(), row.end());
  Handle one_row{FromData(STRATA_DTYPE_INT32, row, {4})};
  Handle eight_rows{FromData(STRATA_DTYPE_INT32, rows, {8, 4})};
  rows.back() = 5;
  Handle last_differs{FromData(STRATA_DTYPE_INT32, rows, {8, 4})};
  Handle repeated_row{Broadcast(one_row.t, {8, 4})};
  EXPECT_EQ(SequenceEqual(repeated_row.t, eight_rows.t), 1);
  EXPECT_EQ(SequenceEqual(repeated_row.t, last_differs.t), 0);
  EXPECT_EQ(SequenceEqual(last_differs.t, repeated_row.t), 0);
  // Both sides repeat the outer dimension; only the row repeats the middle one.
  const std::vector<int64_t> huge{int64_t{1} << 40, 8, 4};
  Handle wide_row{Broadcast(one_row.t, huge)};
  Handle wide_rows{Broadcast(eight_rows.t, huge)};
  Handle wide_last_differs{Broadcast(last_differs.t, huge)};
  EXPECT_EQ(SequenceEqual(wide_row.t, wide_rows.t), 1);
  EXPECT_EQ(SequenceEqual(wide_row.t, wide_last_differs.t), 0);
  EXPECT_EQ(SequenceEqual(wide_last_differs.t, wide_row.t), 0);
}

}  // namespace
