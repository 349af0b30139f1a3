// Memory safety at the edges of the input space: empty shapes with huge strides, empty views of
// NULL caller data, piece counts far beyond any capacity, views at misaligned addresses. Each
// call must succeed or fail by its contract without an out-of-bounds access, an overflow, a NULL
// pointer passed to memmove or an allocation that runs away (the fuzz targets found these
// inputs; AddressSanitizer and UndefinedBehaviorSanitizer watch the dev preset's run).
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "strata/strata.h"

namespace {

TEST(MemorySafetyEdges, TextOfAnEmptyShapeWithAHugeStrideDoesNotOverflow) {
  // Empty shapes may carry any stride; stride × element size exceeds int64 here.
  const int64_t lengths[] = {2, 0};
  const int64_t strides[] = {INT64_MAX, 0};
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT64, lengths, 2, strides, 2, &t), STRATA_OK);
  char* text = nullptr;
  ASSERT_EQ(strata_tensor_to_string(t, nullptr, 0, &text), STRATA_OK);
  EXPECT_NE(std::string(text).find("Tensor<Int64>[2, 0]"), std::string::npos) << text;
  strata_string_free(text);
  strata_tensor_release(t);
}

TEST(MemorySafetyEdges, SplitRefusesMorePiecesThanTheCapacityBeforeAllocating) {
  const int64_t lengths[] = {0, 3};
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths, 2, nullptr, 0, &t), STRATA_OK);
  strata_tensor* pieces[4] = {};
  int32_t count = -1;
  // A zero-length dimension divides into any number of pieces.
  EXPECT_EQ(strata_tensor_split(t, int64_t{1} << 40, 0, pieces, 4, &count),
            STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(strata_tensor_split(t, 1'000'000'000, 0, pieces, 4, &count),
            STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_NE(std::string(strata_last_error_message()).find("1000000000"), std::string::npos);
  EXPECT_EQ(count, -1);
  EXPECT_EQ(pieces[0], nullptr);
  ASSERT_EQ(strata_tensor_split(t, 4, 0, pieces, 4, &count), STRATA_OK);
  EXPECT_EQ(count, 4);
  for (strata_tensor* p : pieces) strata_tensor_release(p);
  strata_tensor_release(t);
  EXPECT_EQ(strata_live_tensor_count(), 0);
}

TEST(MemorySafetyEdges, ReversingAViewWrappedAtAMisalignedAddressReadsByteWise) {
  alignas(8) unsigned char buffer[8 * 6] = {};
  for (int64_t i = 0; i < 5; ++i) {
    const int64_t v = i + 1;
    std::memcpy(buffer + 2 + i * 8, &v, sizeof v);
  }
  const int64_t five = 5;
  strata_tensor* view = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT64, buffer + 2, 5, &five, 1, nullptr, 0, 0, nullptr,
                               nullptr, &view),
            STRATA_OK);
  strata_tensor* reversed = nullptr;
  ASSERT_EQ(strata_tensor_reverse(view, &reversed), STRATA_OK);
  std::vector<int64_t> got(5);
  ASSERT_EQ(strata_tensor_flatten_to(reversed, got.data(), 5), STRATA_OK);
  EXPECT_EQ(got, (std::vector<int64_t>{5, 4, 3, 2, 1}));
  ASSERT_EQ(strata_tensor_reverse_into(view, view), STRATA_OK);  // in place
  for (int64_t i = 0; i < 5; ++i) {
    int64_t v = 0;
    std::memcpy(&v, buffer + 2 + i * 8, sizeof v);
    EXPECT_EQ(v, 5 - i);
  }
  strata_tensor_release(reversed);
  strata_tensor_release(view);
}

// An empty int32 view wrapping NULL caller data (allowed, since it holds no element).
strata_tensor* EmptyViewOfNullData() {
  strata_tensor* wrapped = nullptr;
  EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, nullptr, 0, nullptr, 0, nullptr, 0, 0, nullptr,
                               nullptr, &wrapped),
            STRATA_OK);
  return wrapped;
}

TEST(MemorySafetyEdges, CopiesBetweenEmptyViewsOfNullDataPassNoNullPointerToMemmove) {
  strata_tensor* wrapped = EmptyViewOfNullData();
  ASSERT_NE(wrapped, nullptr);
  const int64_t zero = 0;
  strata_tensor* owned = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT32, &zero, 1, nullptr, 0, &owned), STRATA_OK);
  EXPECT_EQ(strata_tensor_copy_to(wrapped, wrapped), STRATA_OK);
  EXPECT_EQ(strata_tensor_copy_to(owned, wrapped), STRATA_OK);
  EXPECT_EQ(strata_tensor_copy_to(wrapped, owned), STRATA_OK);
  int32_t copied = -1;
  EXPECT_EQ(strata_tensor_try_copy_to(owned, wrapped, &copied), STRATA_OK);
  EXPECT_EQ(copied, 1);
  strata_tensor_release(owned);
  strata_tensor_release(wrapped);
}

TEST(MemorySafetyEdges, ResizesFromAndToEmptyViewsOfNullDataPassNoNullPointerToMemmove) {
  strata_tensor* wrapped = EmptyViewOfNullData();
  ASSERT_NE(wrapped, nullptr);
  const int32_t values[] = {7, 8};
  const int64_t two = 2;
  strata_tensor* owned = nullptr;
  ASSERT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_INT32, values, 2, &two, 1, &owned),
            STRATA_OK);
  EXPECT_EQ(strata_tensor_resize_to(owned, wrapped), STRATA_OK);  // nothing to write
  EXPECT_EQ(strata_tensor_resize_to(wrapped, wrapped), STRATA_OK);
  EXPECT_EQ(strata_tensor_resize_to(wrapped, owned), STRATA_OK);  // all zeros
  int32_t got[2] = {-1, -1};
  ASSERT_EQ(strata_tensor_flatten_to(owned, got, 2), STRATA_OK);
  EXPECT_EQ(got[0], 0);
  EXPECT_EQ(got[1], 0);
  strata_tensor_release(owned);
  strata_tensor_release(wrapped);
}

}  // namespace
