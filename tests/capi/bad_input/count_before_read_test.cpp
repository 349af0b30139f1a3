// Functions taking (array, count) check the count before they read the array: a count larger
// than the rank, or an absurd one, is refused without touching memory past the elements that
// are really there. Each array here ends where an inaccessible page begins, so a single read
// past its end faults.
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

#include "support/index_test_support.h"

namespace strata_test {
namespace {

// values laid out so that the last one ends exactly at an inaccessible page.
template <class T>
class GuardedArray {
 public:
  explicit GuardedArray(const std::vector<T>& values) {
    page_ = static_cast<size_t>(sysconf(_SC_PAGESIZE));
    void* block = mmap(nullptr, 2 * page_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                       -1, 0);
    EXPECT_NE(block, MAP_FAILED);
    block_ = static_cast<std::byte*>(block);
    EXPECT_EQ(mprotect(block_ + page_, page_, PROT_NONE), 0);
    data_ = reinterpret_cast<T*>(block_ + page_) - values.size();
    std::copy(values.begin(), values.end(), data_);
  }
  ~GuardedArray() { munmap(block_, 2 * page_); }
  GuardedArray(const GuardedArray&) = delete;
  GuardedArray& operator=(const GuardedArray&) = delete;

  T* data() const { return data_; }

 private:
  size_t page_ = 0;
  std::byte* block_ = nullptr;
  T* data_ = nullptr;
};

// Counts one past the array and far past it.
constexpr int32_t kCounts[] = {3, STRATA_MAX_RANK + 1, INT32_MAX};

strata_status Out(const std::function<strata_status(strata_tensor**)>& call) {
  strata_tensor* out = nullptr;
  const strata_status status = call(&out);
  EXPECT_EQ(out, nullptr);
  strata_tensor_release(out);
  return status;
}

class CountBeforeRead : public ::testing::Test {
 protected:
  TensorPtr t_ = Arange({2, 3});  // rank 2: every array below holds two entries
};

TEST_F(CountBeforeRead, SlicesAndElementAccessRefuseACountOtherThanTheRank) {
  const strata_nindex start{0, 0, 0};
  const strata_nindex end{0, 1, 0};
  GuardedArray<strata_nrange> ranges({{start, end}, {start, end}});
  GuardedArray<strata_nindex> nindexes({start, start});
  GuardedArray<int64_t> plain({0, 0});
  int64_t value = 0;
  for (int32_t count : kCounts) {
    SCOPED_TRACE(count);
    const strata_status out_of_range = STRATA_ERROR_ARGUMENT_OUT_OF_RANGE;
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_slice(t_.get(), ranges.data(), count, o); }),
              out_of_range);
    EXPECT_EQ(strata_tensor_set_slice(t_.get(), t_.get(), ranges.data(), count), out_of_range);
    EXPECT_EQ(Out([&](auto o) {
                return strata_tensor_slice_nindex(t_.get(), nindexes.data(), count, o);
              }),
              out_of_range);
    EXPECT_EQ(Out([&](auto o) {
                return strata_tensor_slice_starts(t_.get(), plain.data(), count, o);
              }),
              out_of_range);
    EXPECT_EQ(strata_tensor_get_nindex(t_.get(), nindexes.data(), count, &value), out_of_range);
    EXPECT_EQ(strata_tensor_set_nindex(t_.get(), nindexes.data(), count, &value), out_of_range);
    EXPECT_EQ(strata_tensor_get(t_.get(), plain.data(), count, &value), out_of_range);
    EXPECT_EQ(strata_tensor_set(t_.get(), plain.data(), count, &value), out_of_range);
    char* text = nullptr;
    EXPECT_EQ(strata_tensor_to_string(t_.get(), plain.data(), count, &text), out_of_range);
    EXPECT_EQ(text, nullptr);
  }
  EXPECT_EQ(Values(t_.get()), (std::vector<double>{0, 1, 2, 3, 4, 5}));
}

TEST_F(CountBeforeRead, LengthListsLongerThanTheMaximumRankAreRefused) {
  GuardedArray<int64_t> lengths({2, 3});
  for (int32_t count : {STRATA_MAX_RANK + 1, INT32_MAX}) {
    SCOPED_TRACE(count);
    const strata_status out_of_range = STRATA_ERROR_ARGUMENT_OUT_OF_RANGE;
    for (auto call : {strata_tensor_reshape, strata_tensor_expand, strata_tensor_broadcast_to,
                      strata_tensor_broadcast, strata_tensor_resize}) {
      EXPECT_EQ(Out([&](auto o) { return call(t_.get(), lengths.data(), count, o); }),
                out_of_range);
    }
    EXPECT_EQ(Out([&](auto o) {
                return strata_tensor_create(STRATA_DTYPE_INT64, lengths.data(), count, nullptr, 0,
                                            o);
              }),
              out_of_range);
  }
  // Strides are counted against the lengths.
  EXPECT_EQ(Out([&](auto o) {
              return strata_tensor_create(STRATA_DTYPE_INT64, lengths.data(), 2, lengths.data(),
                                          INT32_MAX, o);
            }),
            STRATA_ERROR_INVALID_ARGUMENT);
}

TEST_F(CountBeforeRead, PermutationsLongerThanTheRankAreRefused) {
  GuardedArray<int64_t> dims({1, 0});
  GuardedArray<int64_t> destination({0, 1});
  for (int32_t count : kCounts) {
    SCOPED_TRACE(count);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_permute(t_.get(), dims.data(), count, o); }),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(Out([&](auto o) {
                return strata_tensor_movedim(t_.get(), dims.data(), destination.data(), count, o);
              }),
              STRATA_ERROR_INVALID_ARGUMENT);
  }
}

TEST_F(CountBeforeRead, ReductionAxesBeyondTheRankAreRefused) {
  GuardedArray<int32_t> axes({1, 0});
  for (int32_t count : kCounts) {
    SCOPED_TRACE(count);
    EXPECT_EQ(Out([&](auto o) {
                return strata_reduce_axes(STRATA_OP_SUM, t_.get(), axes.data(), count, 0, o);
              }),
              STRATA_ERROR_INVALID_ARGUMENT);
  }
}

TEST_F(CountBeforeRead, SplitListsAreReadOnlyOnceTheirPiecesFit) {
  GuardedArray<int64_t> list({1, 2});
  strata_tensor* pieces[2] = {};
  int32_t count = -1;
  for (int32_t entries : kCounts) {
    SCOPED_TRACE(entries);
    // entries pieces (sections) or entries + 1 (split points), more than the 2 slots; split
    // points past int32 pieces for the largest count.
    EXPECT_EQ(strata_tensor_split_sections(t_.get(), list.data(), entries, 1, pieces, 2, &count),
              STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    const strata_status too_many = entries == INT32_MAX ? STRATA_ERROR_OVERFLOW
                                                        : STRATA_ERROR_ARGUMENT_OUT_OF_RANGE;
    EXPECT_EQ(strata_tensor_tensor_split_indices(t_.get(), list.data(), entries, 1, pieces, 2,
                                                 &count),
              too_many);
    EXPECT_EQ(strata_tensor_hsplit_indices(t_.get(), list.data(), entries, pieces, 2, &count),
              too_many);
    EXPECT_EQ(strata_tensor_vsplit_indices(t_.get(), list.data(), entries, pieces, 2, &count),
              too_many);
  }
  // A size query reads split points only to make pieces, which it does not.
  EXPECT_EQ(strata_tensor_tensor_split_indices(t_.get(), list.data(), INT32_MAX, 1, nullptr, 0,
                                               &count),
            STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(strata_tensor_tensor_split_indices(t_.get(), list.data(), INT32_MAX - 1, 1, nullptr,
                                               0, &count),
            STRATA_OK);
  EXPECT_EQ(count, INT32_MAX);
  for (strata_tensor* p : pieces) EXPECT_EQ(p, nullptr);
}

TEST_F(CountBeforeRead, JoinsRefuseMoreInputsThanTheirLimit) {
  TensorPtr other = Arange({2, 3});
  TensorPtr destination = Arange({4, 3});
  GuardedArray<strata_tensor*> inputs({t_.get(), other.get()});
  for (int32_t count : {(1 << 20) + 1, INT32_MAX}) {
    SCOPED_TRACE(count);
    const strata_status out_of_range = STRATA_ERROR_ARGUMENT_OUT_OF_RANGE;
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_concatenate(inputs.data(), count, 0, o); }),
              out_of_range);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_stack(inputs.data(), count, 0, o); }),
              out_of_range);
    EXPECT_EQ(strata_tensor_concatenate_into(inputs.data(), count, 0, destination.get()),
              out_of_range);
    EXPECT_EQ(strata_tensor_stack_into(inputs.data(), count, 0, destination.get()), out_of_range);
  }
  // Within the limit, the two real inputs still join.
  TensorPtr joined;
  strata_tensor* out = nullptr;
  ASSERT_EQ(strata_tensor_concatenate(inputs.data(), 2, 0, &out), STRATA_OK);
  joined.reset(out);
  EXPECT_EQ(Lengths(joined.get()), (std::vector<int64_t>{4, 3}));
  EXPECT_EQ(Values(destination.get()), (std::vector<double>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}));
}

TEST_F(CountBeforeRead, ParameterTuplesRefuseMoreHandlesThanTheListLimit) {
  strata_parameter* w = nullptr;
  ASSERT_EQ(strata_parameter_create(t_.get(), "w", 1, &w), STRATA_OK);
  GuardedArray<const strata_parameter*> tuple({w});
  for (int32_t count : {(1 << 20) + 1, INT32_MAX}) {
    SCOPED_TRACE(count);
    char* text = nullptr;
    EXPECT_EQ(strata_parameter_tuple_describe(tuple.data(), count, &text),
              STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    EXPECT_EQ(text, nullptr);
    strata_parameter* clones[1] = {nullptr};
    EXPECT_EQ(strata_parameter_tuple_clone(tuple.data(), count, "copy", clones),
              STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    EXPECT_EQ(clones[0], nullptr);
  }
  strata_parameter* clones[1] = {nullptr};
  ASSERT_EQ(strata_parameter_tuple_clone(tuple.data(), 1, "copy", clones), STRATA_OK);
  strata_parameter_release(clones[0]);
  strata_parameter_release(w);
}

TEST_F(CountBeforeRead, IndexItemListsLongerThanTwiceTheMaximumRankAreRefused) {
  GuardedArray<strata_index_item> items({Int(0), Int(0)});
  const int64_t one = 1;
  for (int32_t count : {2 * STRATA_MAX_RANK + 1, INT32_MAX}) {
    SCOPED_TRACE(count);
    const strata_status out_of_range = STRATA_ERROR_ARGUMENT_OUT_OF_RANGE;
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_index(t_.get(), items.data(), count, o); }),
              out_of_range);
    EXPECT_EQ(strata_tensor_index_assign(t_.get(), items.data(), count, t_.get(), STRATA_ASSIGN),
              out_of_range);
    EXPECT_EQ(strata_tensor_index_assign_scalar(t_.get(), items.data(), count,
                                                STRATA_DTYPE_INT64, &one, STRATA_ASSIGN),
              out_of_range);
  }
  EXPECT_EQ(Values(t_.get()), (std::vector<double>{0, 1, 2, 3, 4, 5}));
}

}  // namespace
}  // namespace strata_test
