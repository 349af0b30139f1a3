// The splitting functions count their pieces before making any: a count beyond int32 or beyond
// the capacity is refused at once, whatever it is, and a size query makes no piece at all.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <new>
#include <string>
#include <vector>

#include "support/index_test_support.h"

namespace {

// Counts allocations on this thread while counting (-1: not counting). Under AddressSanitizer the
// count is of operator new calls, passed on to the next definition (the sanitizer's), which the
// library's calls reach: a sanitized build links the shared C++ runtime. A self-contained
// libstrata.so (the release preset's) carries its own C++ runtime, whose operator new cannot be
// replaced from outside; every allocation it makes still calls glibc's malloc, so without
// AddressSanitizer (whose malloc must stay in place) the count is of malloc calls, passed on to
// glibc's own.
thread_local int64_t counted_allocations = -1;

}  // namespace

#if defined(__SANITIZE_ADDRESS__)
void* operator new(std::size_t bytes) {
  using New = void* (*)(std::size_t);
  static const auto next = reinterpret_cast<New>(dlsym(RTLD_NEXT, "_Znwm"));
  if (counted_allocations >= 0) ++counted_allocations;
  return next(bytes);
}
#else
extern "C" void* __libc_malloc(std::size_t bytes);
extern "C" void* malloc(std::size_t bytes) {
  if (counted_allocations >= 0) ++counted_allocations;
  return __libc_malloc(bytes);
}
#endif

namespace strata_test {
namespace {

int64_t AllocationsDuring(const std::function<void()>& call) {
  counted_allocations = 0;
  call();
  const int64_t allocations = counted_allocations;
  counted_allocations = -1;
  return allocations;
}

// A [length] view of one element repeated (stride 0): a long dimension that costs nothing.
TensorPtr Repeated(int64_t length) {
  TensorPtr one = Arange({1});
  strata_tensor* out = nullptr;
  EXPECT_EQ(strata_tensor_expand(one.get(), &length, 1, &out), STRATA_OK)
      << strata_last_error_message();
  return TensorPtr(out);
}

// One splitting call: (tensor, pieces, capacity, count_out) → status.
using SplitCall = std::function<strata_status(const strata_tensor*, strata_tensor**, int32_t,
                                              int32_t*)>;

// The piece count that a size query reports, or -1 after a failure (whose status is expected).
int64_t QueriedCount(const SplitCall& call, const strata_tensor* t,
                     strata_status expected = STRATA_OK) {
  int32_t count = -1;
  EXPECT_EQ(call(t, nullptr, 0, &count), expected) << strata_last_error_message();
  return count;
}

// Splitting into more pieces than the 4 slots given fails with `expected`, naming the count,
// and leaves the slots and the count untouched.
void ExpectRefusedWithFourSlots(const SplitCall& call, const strata_tensor* t,
                                strata_status expected, const std::string& count_text) {
  strata_tensor* pieces[4] = {};
  int32_t count = -1;
  EXPECT_EQ(call(t, pieces, 4, &count), expected) << strata_last_error_message();
  EXPECT_NE(std::string(strata_last_error_message()).find(count_text), std::string::npos)
      << strata_last_error_message();
  EXPECT_EQ(count, -1);
  for (strata_tensor* p : pieces) EXPECT_EQ(p, nullptr);
}

SplitCall TensorSplitCount(int64_t sections, int64_t dimension = 0) {
  return [=](const strata_tensor* t, strata_tensor** p, int32_t c, int32_t* n) {
    return strata_tensor_tensor_split_count(t, sections, dimension, p, c, n);
  };
}
SplitCall HSplitCount(int64_t sections) {
  return [=](const strata_tensor* t, strata_tensor** p, int32_t c, int32_t* n) {
    return strata_tensor_hsplit_count(t, sections, p, c, n);
  };
}
SplitCall VSplitCount(int64_t sections) {
  return [=](const strata_tensor* t, strata_tensor** p, int32_t c, int32_t* n) {
    return strata_tensor_vsplit_count(t, sections, p, c, n);
  };
}
SplitCall SplitSize(int64_t size) {
  return [=](const strata_tensor* t, strata_tensor** p, int32_t c, int32_t* n) {
    return strata_tensor_split_size(t, size, 0, p, c, n);
  };
}
SplitCall Unbind(int64_t dimension = 0) {
  return [=](const strata_tensor* t, strata_tensor** p, int32_t c, int32_t* n) {
    return strata_tensor_unbind(t, dimension, p, c, n);
  };
}
SplitCall DenseSplit(int64_t split_count) {
  return [=](const strata_tensor* t, strata_tensor** p, int32_t c, int32_t* n) {
    return strata_tensor_split(t, split_count, 0, p, c, n);
  };
}

constexpr int64_t kInt32Limit = INT32_MAX;

TEST(SplitPieceCount, MoreSectionsThanInt32CanCountOverflowAtOnceOnShortAndEmptyTensors) {
  for (const std::vector<int64_t>& lengths : {std::vector<int64_t>{2, 3}, {0, 3}, {2, 0}}) {
    TensorPtr t = Arange(lengths);
    for (const SplitCall& call : {TensorSplitCount(INT64_MAX), TensorSplitCount(kInt32Limit + 1),
                                  HSplitCount(INT64_MAX), VSplitCount(INT64_MAX),
                                  DenseSplit(INT64_MAX)}) {
      EXPECT_EQ(QueriedCount(call, t.get(), STRATA_ERROR_OVERFLOW), -1);
      ExpectRefusedWithFourSlots(call, t.get(), STRATA_ERROR_OVERFLOW, "exceed an int32 count");
    }
  }
}

TEST(SplitPieceCount, AHugeSizeGivesOnePieceAndSizeOneGivesOnePerElement) {
  TensorPtr t = Arange({2});
  EXPECT_EQ(QueriedCount(SplitSize(INT64_MAX), t.get()), 1);
  EXPECT_EQ(QueriedCount(SplitSize(1), t.get()), 2);
  TensorPtr empty = Arange({0});
  EXPECT_EQ(QueriedCount(SplitSize(INT64_MAX), empty.get()), 1);
  EXPECT_EQ(QueriedCount(SplitSize(1), empty.get()), 1);
  EXPECT_EQ(QueriedCount(Unbind(), empty.get()), 0);
  EXPECT_EQ(QueriedCount(SplitSize(0), t.get(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE), -1);
  EXPECT_EQ(QueriedCount(SplitSize(INT64_MIN), t.get(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE), -1);
  EXPECT_EQ(QueriedCount(Unbind(INT64_MAX), t.get(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE), -1);

  strata_tensor* pieces[1] = {};
  int32_t count = -1;
  ASSERT_EQ(strata_tensor_split_size(t.get(), INT64_MAX, 0, pieces, 1, &count), STRATA_OK);
  TensorPtr whole(pieces[0]);
  EXPECT_EQ(count, 1);
  EXPECT_EQ(Values(whole.get()), (std::vector<double>{0, 1}));
}

TEST(SplitPieceCount, LongRepeatedDimensionsAreCountedNotCut) {
  TensorPtr huge = Repeated(INT64_MAX);
  for (const SplitCall& call : {Unbind(), SplitSize(1), SplitSize(2)}) {
    EXPECT_EQ(QueriedCount(call, huge.get(), STRATA_ERROR_OVERFLOW), -1);
    ExpectRefusedWithFourSlots(call, huge.get(), STRATA_ERROR_OVERFLOW, "exceed an int32 count");
  }
  // ⌈INT64_MAX / 2^32⌉ = 2^31 pieces: one more than int32 counts.
  EXPECT_EQ(QueriedCount(SplitSize(int64_t{1} << 32), huge.get(), STRATA_ERROR_OVERFLOW), -1);
  EXPECT_EQ(QueriedCount(SplitSize(int64_t{1} << 33), huge.get()), int64_t{1} << 30);

  TensorPtr most = Repeated(kInt32Limit);
  EXPECT_EQ(QueriedCount(Unbind(), most.get()), kInt32Limit);
  EXPECT_EQ(QueriedCount(SplitSize(1), most.get()), kInt32Limit);
  ExpectRefusedWithFourSlots(Unbind(), most.get(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE,
                             "2147483647 pieces do not fit a capacity of 4");
  TensorPtr too_many = Repeated(kInt32Limit + 1);
  EXPECT_EQ(QueriedCount(Unbind(), too_many.get(), STRATA_ERROR_OVERFLOW), -1);
}

TEST(SplitPieceCount, AQueryReportsTheExactCountBeyondAnyCapacity) {
  TensorPtr t = Arange({2});
  EXPECT_EQ(QueriedCount(TensorSplitCount(50'000'000), t.get()), 50'000'000);
  EXPECT_EQ(QueriedCount(TensorSplitCount(kInt32Limit), t.get()), kInt32Limit);
  ExpectRefusedWithFourSlots(TensorSplitCount(50'000'000), t.get(),
                             STRATA_ERROR_ARGUMENT_OUT_OF_RANGE,
                             "50000000 pieces do not fit a capacity of 4");
  TensorPtr wide = Arange({3, 2});
  EXPECT_EQ(QueriedCount(HSplitCount(50'000'000), wide.get()), 50'000'000);
  EXPECT_EQ(QueriedCount(VSplitCount(50'000'000), wide.get()), 50'000'000);
  TensorPtr empty = Arange({0});
  EXPECT_EQ(QueriedCount(DenseSplit(50'000'000), empty.get()), 50'000'000);
}

TEST(SplitPieceCount, ASizeQueryAllocatesNothingPerPiece) {
  TensorPtr t = Arange({2});
  TensorPtr few = Repeated(10);
  TensorPtr many = Repeated(100'000);
  auto allocations = [](const SplitCall& call, const strata_tensor* x, int64_t expected_count) {
    int32_t count = -1;
    const int64_t n =
        AllocationsDuring([&] { EXPECT_EQ(call(x, nullptr, 0, &count), STRATA_OK); });
    EXPECT_EQ(count, expected_count);
    return n;
  };
  allocations(Unbind(), few.get(), 10);  // first-call setup (thread state) is not counted below
  for (const SplitCall& call : {Unbind(), SplitSize(1)}) {
    const int64_t for_few = allocations(call, few.get(), 10);
    const int64_t for_many = allocations(call, many.get(), 100'000);
    EXPECT_EQ(for_many, for_few);
  }
  const int64_t for_few = allocations(TensorSplitCount(10), t.get(), 10);
  const int64_t for_many = allocations(TensorSplitCount(100'000), t.get(), 100'000);
  EXPECT_EQ(for_many, for_few);

  // The counter does see the pieces when they are made.
  strata_tensor* pieces[10] = {};
  int32_t count = -1;
  const int64_t making = AllocationsDuring(
      [&] { EXPECT_EQ(strata_tensor_unbind(few.get(), 0, pieces, 10, &count), STRATA_OK); });
  EXPECT_GE(making, 10);
  for (strata_tensor* p : pieces) strata_tensor_release(p);
}

TEST(SplitPieceCount, PiecesThatFitAreStillMadeInOrder) {
  TensorPtr t = Arange({5});
  strata_tensor* pieces[8] = {};
  int32_t count = -1;
  ASSERT_EQ(strata_tensor_tensor_split_count(t.get(), 7, 0, pieces, 8, &count), STRATA_OK);
  ASSERT_EQ(count, 7);
  std::vector<std::vector<double>> values;
  for (int32_t k = 0; k < count; ++k) {
    TensorPtr piece(pieces[k]);
    values.push_back(Values(piece.get()));
  }
  EXPECT_EQ(values, (std::vector<std::vector<double>>{{0}, {1}, {2}, {3}, {4}, {}, {}}));
  EXPECT_EQ(pieces[7], nullptr);
}

}  // namespace
}  // namespace strata_test
