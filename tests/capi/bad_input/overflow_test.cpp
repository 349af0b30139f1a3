// Size computations at the int64 edges, through the C ABI: element counts, byte sizes, required
// storage, offsets from indexes and counts. Each case sits on one side of the exact limit, so a
// check that is missing, off by one, or computed after the overflow fails here. Allocations that
// pass every size check go to an allocator that refuses them, which proves that the sizes were
// representable (the failure is OUT_OF_MEMORY, not OVERFLOW) without touching the memory.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "strata/strata.h"

namespace {

constexpr int64_t kMax = INT64_MAX;
constexpr int64_t kMin = INT64_MIN;

void* RefuseAllocation(size_t, size_t, void*) { return nullptr; }
void NeverRelease(void*, size_t, size_t, void*) {}

class Overflow : public ::testing::Test {
 protected:
  void SetUp() override {
    const strata_allocator refusing{sizeof(strata_allocator), RefuseAllocation, NeverRelease,
                                    nullptr};
    ASSERT_EQ(strata_set_allocator(&refusing), STRATA_OK);
  }
  void TearDown() override {
    EXPECT_EQ(strata_set_allocator(nullptr), STRATA_OK);
    EXPECT_EQ(strata_live_tensor_count(), 0);
  }

  // Status of creating an owning tensor; the handle out stays NULL on failure.
  static strata_status Create(strata_dtype dtype, std::vector<int64_t> lengths,
                              std::vector<int64_t> strides = {}) {
    strata_tensor* out = nullptr;
    const strata_status status =
        strata_tensor_create(dtype, lengths.data(), static_cast<int32_t>(lengths.size()),
                             strides.data(), static_cast<int32_t>(strides.size()), &out);
    if (status != STRATA_OK) {
      EXPECT_EQ(out, nullptr);
    }
    strata_tensor_release(out);
    return status;
  }

  static std::string Message() { return strata_last_error_message(); }
};

// ---- Element counts -----------------------------------------------------------------------

TEST_F(Overflow, ElementCountJustAboveInt64IsRejected) {
  // 3037000500² = 9223372037000250000 > INT64_MAX.
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {3037000500, 3037000500}), STRATA_ERROR_OVERFLOW);
  EXPECT_NE(Message().find("[3037000500, 3037000500]"), std::string::npos) << Message();
}

TEST_F(Overflow, ElementCountJustBelowInt64PassesTheSizeChecks) {
  // 3037000499² = 9223372030926249001 ≤ INT64_MAX: only the allocation can fail.
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {3037000499, 3037000499}), STRATA_ERROR_OUT_OF_MEMORY);
}

TEST_F(Overflow, ElementCountThatWrapsToASmallNumberIsRejected) {
  // 2^32 · 2^32 wraps to 0 and 2^33 · 2^31 · 2 wraps to 0 in 64-bit arithmetic.
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {int64_t{1} << 32, int64_t{1} << 32}),
            STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {int64_t{1} << 33, int64_t{1} << 31, 2}),
            STRATA_ERROR_OVERFLOW);
}

TEST_F(Overflow, MaximumLengthInOneDimensionFitsForOneByteElements) {
  // Storage INT64_MAX elements of 1 byte: representable, so the allocator is asked.
  EXPECT_EQ(Create(STRATA_DTYPE_UINT8, {1, kMax}), STRATA_ERROR_OUT_OF_MEMORY);
}

TEST_F(Overflow, ZeroLengthDimensionMakesHugeOtherLengthsEmptyWithoutOverflow) {
  ASSERT_EQ(strata_set_allocator(nullptr), STRATA_OK);  // an empty tensor still allocates 0 bytes
  strata_tensor* t = nullptr;
  const int64_t lengths[] = {kMax, 0, kMax};
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT64, lengths, 3, nullptr, 0, &t), STRATA_OK);
  int64_t count = -1;
  int64_t storage = -1;
  ASSERT_EQ(strata_tensor_flattened_length(t, &count), STRATA_OK);
  ASSERT_EQ(strata_tensor_required_storage(t, &storage), STRATA_OK);
  EXPECT_EQ(count, 0);
  EXPECT_EQ(storage, 0);
  strata_tensor_release(t);
}

TEST_F(Overflow, MaximumRankOfOnesIsOneElementAndOneMoreRankIsRejected) {
  std::vector<int64_t> ones(STRATA_MAX_RANK, 1);
  strata_tensor* t = nullptr;
  // Under the refusing allocator even one element fails to allocate; the size checks passed.
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, ones.data(), STRATA_MAX_RANK, nullptr, 0, &t),
            STRATA_ERROR_OUT_OF_MEMORY);
  ones.push_back(1);
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, ones.data(), STRATA_MAX_RANK + 1, nullptr, 0,
                                 &t),
            STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_NE(Message().find("1025"), std::string::npos) << Message();
}

TEST_F(Overflow, MaximumRankOfTwosOverflowsTheElementCount) {
  std::vector<int64_t> twos(STRATA_MAX_RANK, 2);
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, twos), STRATA_ERROR_OVERFLOW);
}

TEST_F(Overflow, RankAtInt32EdgesIsRejectedWithoutReadingLengths) {
  const int64_t one = 1;
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, &one, INT32_MAX, nullptr, 0, &t),
            STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, &one, INT32_MIN, nullptr, 0, &t),
            STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(t, nullptr);
}

TEST_F(Overflow, MostNegativeLengthIsOutOfRangeNotOverflow) {
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {2, kMin}), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_NE(Message().find(std::to_string(kMin)), std::string::npos) << Message();
}

// ---- Byte sizes ---------------------------------------------------------------------------

TEST_F(Overflow, ByteSizeJustAboveInt64IsRejectedForEachElementSize) {
  // n elements of s bytes overflow exactly when n > INT64_MAX / s.
  EXPECT_EQ(Create(STRATA_DTYPE_INT16, {kMax / 2 + 1}), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(Create(STRATA_DTYPE_FLOAT32, {kMax / 4 + 1}), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(Create(STRATA_DTYPE_FLOAT64, {kMax / 8 + 1}), STRATA_ERROR_OVERFLOW);
}

TEST_F(Overflow, ByteSizeJustBelowInt64PassesTheSizeChecks) {
  EXPECT_EQ(Create(STRATA_DTYPE_INT16, {kMax / 2}), STRATA_ERROR_OUT_OF_MEMORY);
  EXPECT_EQ(Create(STRATA_DTYPE_FLOAT32, {kMax / 4}), STRATA_ERROR_OUT_OF_MEMORY);
  EXPECT_EQ(Create(STRATA_DTYPE_FLOAT64, {kMax / 8}), STRATA_ERROR_OUT_OF_MEMORY);
}

TEST_F(Overflow, WrapRejectsADataLengthWhoseByteSizeOverflows) {
  int64_t element = 0;
  const int64_t one = 1;
  strata_tensor* t = nullptr;
  int64_t deleted = 0;
  const strata_deleter count_deleter = [](void*, void* user) { ++*static_cast<int64_t*>(user); };
  EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT64, &element, kMax / 8 + 1, &one, 1, nullptr, 0, 0,
                               count_deleter, &deleted, &t),
            STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(t, nullptr);
  EXPECT_EQ(deleted, 0);  // on failure the caller keeps ownership
}

TEST_F(Overflow, CreateFromDataRejectsADataLengthWhoseByteSizeOverflows) {
  const int32_t values[2] = {1, 2};
  const int64_t lengths[] = {2};
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_INT32, values, kMax / 4 + 1, lengths, 1,
                                           &t),
            STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_INT32, values, kMin, lengths, 1, &t),
            STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(t, nullptr);
}

// ---- Required storage ---------------------------------------------------------------------

TEST_F(Overflow, RequiredStorageOfExactlyInt64MaxIsAccepted) {
  // 1 + (INT64_MAX − 1)·1 = INT64_MAX elements of one byte: the allocator is asked.
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {kMax}, {1}), STRATA_ERROR_OUT_OF_MEMORY);
  // Repeating it through a zero stride multiplies the element count past int64.
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {2, kMax}, {0, 1}), STRATA_ERROR_OVERFLOW);
}

TEST_F(Overflow, RequiredStorageOneAboveInt64IsRejected) {
  // 1 + (2 − 1)·INT64_MAX does not fit.
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {2}, {kMax}), STRATA_ERROR_OVERFLOW);
  EXPECT_NE(Message().find(std::to_string(kMax)), std::string::npos) << Message();
}

TEST_F(Overflow, StridedExtentBeyondInt64IsRejectedEvenWhenStorageWouldFit) {
  // Storage 1 + (2 − 1)·(INT64_MAX − 1) = INT64_MAX would fit, but the dimension's extent
  // 2·(INT64_MAX − 1) that layout validation computes does not (as .NET's checked nint).
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {2}, {kMax - 1}), STRATA_ERROR_OVERFLOW);
}

TEST_F(Overflow, NestedExtentsAreCheckedAcrossDimensions) {
  // lengths [3, 2^61] strides [2^61, 1]: extents 3·2^61 and 2^61 fit; storage 3·2^61 fits.
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {3, int64_t{1} << 61}, {int64_t{1} << 61, 1}),
            STRATA_ERROR_OUT_OF_MEMORY);
  // lengths [4, 2^61] strides [2^61, 1]: the outer extent 4·2^61 = 2^63 does not fit.
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {4, int64_t{1} << 61}, {int64_t{1} << 61, 1}),
            STRATA_ERROR_OVERFLOW);
  // Same, with the dimensions in column-major order.
  EXPECT_EQ(Create(STRATA_DTYPE_INT8, {int64_t{1} << 61, 4}, {1, int64_t{1} << 61}),
            STRATA_ERROR_OVERFLOW);
  // Storage in elements fits (3·2^61) but in 4-byte elements the byte size does not.
  EXPECT_EQ(Create(STRATA_DTYPE_INT32, {3, int64_t{1} << 61}, {int64_t{1} << 61, 1}),
            STRATA_ERROR_OVERFLOW);
}

TEST_F(Overflow, RepeatedStorageCountsElementsNotStorage) {
  // Stride 0 on a huge dimension: INT64_MAX logical elements in one element of storage. Wrapping
  // one real element is valid and reading the last position stays inside it.
  int8_t element = 42;
  const int64_t lengths[] = {kMax};
  const int64_t strides[] = {0};
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT8, &element, 1, lengths, 1, strides, 1, 0, nullptr,
                               nullptr, &t),
            STRATA_OK);
  int64_t count = 0;
  int64_t storage = 0;
  ASSERT_EQ(strata_tensor_flattened_length(t, &count), STRATA_OK);
  ASSERT_EQ(strata_tensor_required_storage(t, &storage), STRATA_OK);
  EXPECT_EQ(count, kMax);
  EXPECT_EQ(storage, 1);
  const int64_t last = kMax - 1;
  int8_t got = 0;
  ASSERT_EQ(strata_tensor_get(t, &last, 1, &got), STRATA_OK);
  EXPECT_EQ(got, 42);
  strata_tensor_release(t);
}

// ---- Offsets from indexes -----------------------------------------------------------------

class IndexEdges : public ::testing::Test {
 protected:
  void SetUp() override {
    const int64_t lengths[] = {2, 3};
    ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data_, 6, lengths, 2, nullptr, 0, 0, nullptr,
                                 nullptr, &t_),
              STRATA_OK);
  }
  void TearDown() override {
    strata_tensor_release(t_);
    for (int k = 0; k < 6; ++k) EXPECT_EQ(data_[k], k) << "element " << k << " changed";
  }
  int32_t data_[6] = {0, 1, 2, 3, 4, 5};
  strata_tensor* t_ = nullptr;
};

TEST_F(IndexEdges, PlainIndexesAtInt64EdgesAreOutOfRange) {
  const int32_t value = 99;
  for (int64_t edge : {kMax, kMin, kMax / 3, int64_t{-1}, int64_t{3}}) {
    const int64_t indexes[] = {1, edge};
    EXPECT_EQ(strata_tensor_set(t_, indexes, 2, &value), STRATA_ERROR_INDEX_OUT_OF_RANGE) << edge;
    EXPECT_NE(std::string(strata_last_error_message()).find(std::to_string(edge)),
              std::string::npos)
        << strata_last_error_message();
  }
}

TEST_F(IndexEdges, FromEndIndexesAtInt64EdgesAreOutOfRange) {
  const int32_t value = 99;
  for (int64_t edge : {kMax, kMax - 1, int64_t{4}}) {
    const strata_nindex indexes[] = {{0, 0, 0}, {edge, 1, 0}};
    EXPECT_EQ(strata_tensor_set_nindex(t_, indexes, 2, &value), STRATA_ERROR_INDEX_OUT_OF_RANGE)
        << edge;
  }
  const strata_nindex negative[] = {{0, 0, 0}, {kMin, 1, 0}};
  EXPECT_EQ(strata_tensor_set_nindex(t_, negative, 2, &value), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
}

TEST_F(IndexEdges, RangesAtInt64EdgesAreRejected) {
  strata_tensor* view = nullptr;
  const strata_nrange whole = {{0, 0, 0}, {0, 1, 0}};
  const strata_nrange to_max[] = {whole, {{0, 0, 0}, {kMax, 0, 0}}};
  EXPECT_EQ(strata_tensor_slice(t_, to_max, 2, &view), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  const strata_nrange from_end_max[] = {whole, {{kMax, 1, 0}, {0, 1, 0}}};
  EXPECT_EQ(strata_tensor_slice(t_, from_end_max, 2, &view), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  const int64_t starts[] = {0, kMax};
  EXPECT_EQ(strata_tensor_slice_starts(t_, starts, 2, &view), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(view, nullptr);
}

TEST_F(IndexEdges, CountsAtInt32EdgesAreRejected) {
  int32_t value = 0;
  const int64_t indexes[] = {0, 0};
  EXPECT_EQ(strata_tensor_get(t_, indexes, INT32_MIN, &value), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(strata_tensor_get(t_, indexes, INT32_MAX, &value), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  int64_t buffer[2] = {-5, -5};
  EXPECT_EQ(strata_tensor_lengths(t_, buffer, INT32_MIN), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(buffer[0], -5);
  char* text = nullptr;
  const int64_t maxima[] = {kMin, 1};
  EXPECT_EQ(strata_tensor_to_string(t_, maxima, 2, &text), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(text, nullptr);
}

TEST_F(IndexEdges, MaximumPrintLengthsPrintEverything) {
  char* text = nullptr;
  const int64_t maxima[] = {kMax, kMax};
  ASSERT_EQ(strata_tensor_to_string(t_, maxima, 2, &text), STRATA_OK);
  EXPECT_EQ(std::string(text).find(".."), std::string::npos) << text;
  strata_string_free(text);
}

}  // namespace

// ---- Broadcast counts, broadcast lengths and joined lengths -------------------------------

// Views of one real element repeated along huge dimensions (stride 0): the element counts reach
// the int64 edge without any storage, so only the size checks stand between a call and a walk
// over 2^63 positions.
class BroadcastEdges : public Overflow {
 protected:
  strata_tensor* Repeat(std::vector<int64_t> lengths) {
    const std::vector<int64_t> strides(lengths.size(), 0);
    strata_tensor* t = nullptr;
    EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT8, &element_, 1, lengths.data(),
                                 static_cast<int32_t>(lengths.size()), strides.data(),
                                 static_cast<int32_t>(strides.size()), 0, nullptr, nullptr, &t),
              STRATA_OK);
    held_.push_back(t);
    return t;
  }
  void TearDown() override {
    for (strata_tensor* t : held_) strata_tensor_release(t);
    EXPECT_EQ(element_, 42) << "an operand changed";
    Overflow::TearDown();
  }
  int8_t element_ = 42;
  std::vector<strata_tensor*> held_;
};

TEST_F(BroadcastEdges, BinaryBroadcastCountAboveInt64IsOutOfRange) {
  // [2^32, 1] ⊕ [2^32] broadcasts to [2^32, 2^32]: 2^64 elements.
  strata_tensor* x = Repeat({int64_t{1} << 32, 1});
  strata_tensor* y = Repeat({int64_t{1} << 32});
  strata_tensor* out = x;
  EXPECT_EQ(strata_binary(STRATA_OP_ADD, x, y, &out), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(out, nullptr);
  EXPECT_NE(Message().find("4294967296"), std::string::npos) << Message();
  EXPECT_EQ(strata_binary(STRATA_OP_LESS_THAN, x, y, &out), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  int32_t all = -1;
  EXPECT_EQ(strata_compare_all(STRATA_OP_EQUALS, x, y, &all), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(all, -1);
  int64_t dot = -1;
  EXPECT_EQ(strata_reduce(STRATA_OP_DOT, x, y, &dot), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(dot, -1);
}

TEST_F(BroadcastEdges, BinaryBroadcastCountJustBelowInt64PassesTheSizeChecks) {
  // 3037000499² ≤ INT64_MAX: the result is only refused by the allocator.
  strata_tensor* x = Repeat({3037000499, 1});
  strata_tensor* y = Repeat({3037000499});
  strata_tensor* out = x;
  EXPECT_EQ(strata_binary(STRATA_OP_ADD, x, y, &out), STRATA_ERROR_OUT_OF_MEMORY);
  EXPECT_EQ(out, nullptr);
  // One more row crosses the edge: 3037000500 · 3037000499 > INT64_MAX.
  strata_tensor* taller = Repeat({3037000500, 1});
  strata_tensor* wider = Repeat({3037000500});
  EXPECT_EQ(strata_binary(STRATA_OP_ADD, taller, wider, &out), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(strata_binary(STRATA_OP_ADD, taller, y, &out), STRATA_ERROR_OUT_OF_MEMORY);
}

TEST_F(BroadcastEdges, BroadcastToLengthsWhoseProductOverflowsIsRejected) {
  strata_tensor* one = Repeat({1});
  strata_tensor* out = one;
  const int64_t above[] = {int64_t{1} << 32, int64_t{1} << 32};
  EXPECT_EQ(strata_tensor_broadcast_to(one, above, 2, &out), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(out, nullptr);
  EXPECT_EQ(strata_tensor_broadcast(one, above, 2, &out), STRATA_ERROR_OVERFLOW);
  const int64_t wrapping[] = {int64_t{1} << 33, int64_t{1} << 31, 2};  // 2^65 wraps to 0
  EXPECT_EQ(strata_tensor_broadcast_to(one, wrapping, 3, &out), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(strata_tensor_resize(one, above, 2, &out), STRATA_ERROR_OVERFLOW);
}

TEST_F(BroadcastEdges, BroadcastToLengthsJustBelowTheEdgeIsAView) {
  strata_tensor* one = Repeat({1});
  const int64_t below[] = {3037000499, 3037000499};
  strata_tensor* view = nullptr;
  ASSERT_EQ(strata_tensor_broadcast_to(one, below, 2, &view), STRATA_OK);
  held_.push_back(view);
  int64_t count = 0;
  ASSERT_EQ(strata_tensor_flattened_length(view, &count), STRATA_OK);
  EXPECT_EQ(count, int64_t{3037000499} * 3037000499);
  const int64_t last[] = {3037000498, 3037000498};
  int8_t got = 0;
  ASSERT_EQ(strata_tensor_get(view, last, 2, &got), STRATA_OK);
  EXPECT_EQ(got, 42);
  // Allocating the same broadcast passes the size checks and is refused by the allocator.
  strata_tensor* out = one;
  EXPECT_EQ(strata_tensor_broadcast(one, below, 2, &out), STRATA_ERROR_OUT_OF_MEMORY);
  EXPECT_EQ(out, nullptr);
}

TEST_F(BroadcastEdges, ConcatenatedLengthAboveInt64Overflows) {
  strata_tensor* huge = Repeat({kMax});
  strata_tensor* one = Repeat({1});
  strata_tensor* const both[] = {huge, one};
  strata_tensor* out = huge;
  EXPECT_EQ(strata_tensor_concatenate(both, 2, 0, &out), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(out, nullptr);
  EXPECT_EQ(strata_tensor_concatenate(both, 2, -1, &out), STRATA_ERROR_OVERFLOW);
  int8_t storage[4] = {1, 2, 3, 4};
  const int64_t four[] = {4};
  strata_tensor* destination = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT8, storage, 4, four, 1, nullptr, 0, 0, nullptr,
                               nullptr, &destination),
            STRATA_OK);
  held_.push_back(destination);
  EXPECT_EQ(strata_tensor_concatenate_into(both, 2, 0, destination), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(strata_tensor_concatenate_into(both, 2, -1, destination), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(storage[0] + storage[1] + storage[2] + storage[3], 10) << "destination changed";
}

TEST_F(BroadcastEdges, ConcatenatedLengthOfExactlyInt64MaxPassesTheSizeChecks) {
  strata_tensor* almost = Repeat({kMax - 1});
  strata_tensor* one = Repeat({1});
  strata_tensor* const both[] = {almost, one};
  strata_tensor* out = almost;
  EXPECT_EQ(strata_tensor_concatenate(both, 2, 0, &out), STRATA_ERROR_OUT_OF_MEMORY);
  EXPECT_EQ(strata_tensor_concatenate(both, 2, -1, &out), STRATA_ERROR_OUT_OF_MEMORY);
  EXPECT_EQ(out, nullptr);
}

TEST_F(BroadcastEdges, StackedElementCountAboveInt64Overflows) {
  // Two inputs of 2^62 elements stack to [2, 2^62] = 2^63 elements, one above INT64_MAX.
  strata_tensor* a = Repeat({int64_t{1} << 62});
  strata_tensor* b = Repeat({int64_t{1} << 62});
  strata_tensor* const pair[] = {a, b};
  strata_tensor* out = a;
  EXPECT_EQ(strata_tensor_stack(pair, 2, 0, &out), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(strata_tensor_stack(pair, 2, 1, &out), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(out, nullptr);
  // [2, 2^62 − 1] fits.
  strata_tensor* c = Repeat({(int64_t{1} << 62) - 1});
  strata_tensor* d = Repeat({(int64_t{1} << 62) - 1});
  strata_tensor* const fitting[] = {c, d};
  EXPECT_EQ(strata_tensor_stack(fitting, 2, 0, &out), STRATA_ERROR_OUT_OF_MEMORY);
}

TEST_F(BroadcastEdges, ConcatenatedElementCountAboveInt64OverflowsAlthoughTheLengthFits) {
  // [2, 2^61] and [2, 2^61] along dimension 0: length 4 fits, but 4 · 2^61 = 2^63 elements.
  strata_tensor* a = Repeat({2, int64_t{1} << 61});
  strata_tensor* b = Repeat({2, int64_t{1} << 61});
  strata_tensor* const pair[] = {a, b};
  strata_tensor* out = a;
  EXPECT_EQ(strata_tensor_concatenate(pair, 2, 0, &out), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(out, nullptr);
}

TEST_F(Overflow, EmptyOperandsWhoseOtherLengthsMultiplyPastInt64AreEmptyNotOverflowing) {
  // [9, 2^60, 0] is empty, but 9 · 2^60 alone does not fit int64: reductions and broadcasts must
  // count it as 0 elements rather than multiply the lengths in order.
  const int64_t lengths[] = {9, int64_t{1} << 60, 0};
  strata_tensor* x = nullptr;
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT32, lengths, 3, nullptr, 0, &x), STRATA_OK);
  int32_t sum = -1;
  EXPECT_EQ(strata_reduce(STRATA_OP_SUM, x, nullptr, &sum), STRATA_OK);
  EXPECT_EQ(sum, 0);
  int32_t dot = -1;
  EXPECT_EQ(strata_reduce(STRATA_OP_DOT, x, x, &dot), STRATA_OK);
  EXPECT_EQ(dot, 0);
  strata_tensor* out = nullptr;
  ASSERT_EQ(strata_binary(STRATA_OP_ADD, x, x, &out), STRATA_OK);
  int64_t count = -1;
  ASSERT_EQ(strata_tensor_flattened_length(out, &count), STRATA_OK);
  EXPECT_EQ(count, 0);
  strata_tensor_release(out);
  strata_tensor_release(x);
}
