// Index assignment into a selection of no elements through the C ABI: NumPy's outcomes (success
// when the value broadcasts to the empty selection, the same errors otherwise), checked on
// caller memory byte for byte.
#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <string>
#include <vector>

#include "support/index_test_support.h"

namespace strata_test {
namespace {

constexpr int64_t kRows = 5;
constexpr int64_t kColumns = 3;

// A float64 (5, 3) tensor over caller memory, so a test can compare every byte.
class EmptyAssignment : public ::testing::Test {
 protected:
  void SetUp() override {
    for (size_t i = 0; i < data_.size(); ++i) data_[i] = 0.5 + static_cast<double>(i);
    std::memcpy(before_.data(), data_.data(), sizeof(data_));
    tensor_ = Wrap(0);
  }

  TensorPtr Wrap(int32_t flags) {
    const int64_t lengths[] = {kRows, kColumns};
    strata_tensor* t = nullptr;
    EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_FLOAT64, data_.data(), kRows * kColumns, lengths, 2,
                                 nullptr, 0, flags, nullptr, nullptr, &t),
              STRATA_OK)
        << strata_last_error_message();
    return TensorPtr(t);
  }

  bool Unchanged() const { return std::memcmp(before_.data(), data_.data(), sizeof(data_)) == 0; }

  strata_status Assign(const std::vector<strata_index_item>& items, const strata_tensor* value,
                       int32_t op = STRATA_ASSIGN) {
    return strata_tensor_index_assign(tensor_.get(), items.data(),
                                      static_cast<int32_t>(items.size()), value, op);
  }

  template <class T>
  strata_status AssignScalar(const std::vector<strata_index_item>& items, strata_dtype dtype,
                             T value, int32_t op = STRATA_ASSIGN) {
    return strata_tensor_index_assign_scalar(tensor_.get(), items.data(),
                                             static_cast<int32_t>(items.size()), dtype, &value, op);
  }

  std::array<double, kRows * kColumns> data_{};
  std::array<unsigned char, sizeof(double) * kRows * kColumns> before_{};
  TensorPtr tensor_;
};

// Items selecting nothing from a (5, 3) tensor (the index tensors must outlive the items).
struct Selections {
  TensorPtr no_positions = Make(STRATA_DTYPE_INT64, std::vector<int64_t>{}, {0});
  TensorPtr no_mask = Make(STRATA_DTYPE_BOOL, std::vector<uint8_t>(kRows, 0), {kRows});
  std::vector<std::vector<strata_index_item>> items = {
      {SliceItem(true, 5, false, 0)},                                // a[5:]
      {SliceItem(true, 10, true, 20)},                               // a[10:20]
      {SliceItem(false, 0, false, 0), SliceItem(true, 3, false, 0)},  // a[:, 3:]
      {SliceItem(true, 5, false, 0), Int(-1)},                       // a[5:, -1]
      {TensorItem(no_positions.get())},                              // a[np.array([], int)]
      {TensorItem(no_positions.get()), Int(2)},                      // a[np.array([], int), 2]
      {TensorItem(no_mask.get())},                                   // a[a[:, 0] > 100]
      {BoolItem(false)},                                             // a[False]
  };
};

TEST_F(EmptyAssignment, EveryPathSucceedsAndWritesNothing) {
  Selections s;
  TensorPtr same_dtype = Make(STRATA_DTYPE_FLOAT64, std::vector<double>{7.25}, {1});
  TensorPtr other_dtype = Make(STRATA_DTYPE_INT32, std::vector<int32_t>{0}, {1, 1});
  for (size_t k = 0; k < s.items.size(); ++k) {
    for (int32_t op = STRATA_ASSIGN; op <= STRATA_ASSIGN_FLOOR_DIVIDE; ++op) {
      SCOPED_TRACE(testing::Message() << "selection " << k << ", op " << op);
      EXPECT_EQ(AssignScalar(s.items[k], STRATA_DTYPE_FLOAT64, 3.5, op), STRATA_OK)
          << strata_last_error_message();
      EXPECT_EQ(AssignScalar(s.items[k], STRATA_DTYPE_INT64, int64_t{0}, op), STRATA_OK)
          << strata_last_error_message();
      EXPECT_EQ(Assign(s.items[k], same_dtype.get(), op), STRATA_OK)
          << strata_last_error_message();
      EXPECT_EQ(Assign(s.items[k], other_dtype.get(), op), STRATA_OK)
          << strata_last_error_message();
    }
  }
  EXPECT_TRUE(Unchanged());
}

TEST_F(EmptyAssignment, AValueThatDoesNotBroadcastToTheEmptySelectionIsRefused) {
  Selections s;
  // NumPy: a[5:] = np.ones(2) → ValueError; a[5:] = np.ones(3) succeeds.
  TensorPtr two = Make(STRATA_DTYPE_FLOAT64, std::vector<double>{1, 2}, {2});
  TensorPtr three = Make(STRATA_DTYPE_FLOAT64, std::vector<double>{1, 2, 3}, {3});
  EXPECT_EQ(Assign(s.items[0], two.get()), STRATA_ERROR_SHAPE_MISMATCH);
  EXPECT_EQ(Assign(s.items[0], two.get(), STRATA_ASSIGN_ADD), STRATA_ERROR_SHAPE_MISMATCH);
  EXPECT_NE(std::string(strata_last_error_message()).find("cannot be broadcast"), std::string::npos)
      << strata_last_error_message();
  EXPECT_EQ(Assign(s.items[4], two.get()), STRATA_ERROR_SHAPE_MISMATCH);
  EXPECT_EQ(Assign(s.items[0], three.get()), STRATA_OK) << strata_last_error_message();
  // a[:, 3:] has lengths (5, 0): (3,) does not broadcast there.
  EXPECT_EQ(Assign(s.items[2], three.get()), STRATA_ERROR_SHAPE_MISMATCH);
  EXPECT_TRUE(Unchanged());
}

TEST_F(EmptyAssignment, IndexErrorsStayErrorsWhenNothingIsSelected) {
  Selections s;
  TensorPtr one = Make(STRATA_DTYPE_FLOAT64, std::vector<double>{1}, {1});
  // NumPy raises IndexError for each: the integer is outside its axis although the advanced
  // items beside it select nothing.
  const std::vector<std::vector<strata_index_item>> refused = {
      {TensorItem(s.no_positions.get()), Int(10)},
      {Int(-6), TensorItem(s.no_positions.get())},
      {BoolItem(false), Int(5)},
      {TensorItem(s.no_mask.get()), Int(3)},
      {SliceItem(true, 5, false, 0), Int(3)},
  };
  for (size_t k = 0; k < refused.size(); ++k) {
    SCOPED_TRACE(k);
    EXPECT_EQ(AssignScalar(refused[k], STRATA_DTYPE_FLOAT64, 3.5), STRATA_ERROR_INDEX_OUT_OF_RANGE);
    EXPECT_EQ(AssignScalar(refused[k], STRATA_DTYPE_FLOAT64, 3.5, STRATA_ASSIGN_MULTIPLY),
              STRATA_ERROR_INDEX_OUT_OF_RANGE);
    EXPECT_EQ(Assign(refused[k], one.get()), STRATA_ERROR_INDEX_OUT_OF_RANGE);
    strata_tensor* out = nullptr;
    EXPECT_EQ(strata_tensor_index(tensor_.get(), refused[k].data(),
                                  static_cast<int32_t>(refused[k].size()), &out),
              STRATA_ERROR_INDEX_OUT_OF_RANGE);
    EXPECT_EQ(out, nullptr);
  }
  EXPECT_EQ(AssignScalar(refused[0], STRATA_DTYPE_FLOAT64, 3.5), STRATA_ERROR_INDEX_OUT_OF_RANGE);
  EXPECT_STREQ(strata_last_error_message(), "index 10 is out of range for axis 1 of length 3");
  // Too many indices and an unknown operator are refused before emptiness matters.
  const std::vector<strata_index_item> too_many = {SliceItem(true, 5, false, 0),
                                                   SliceItem(false, 0, false, 0), Int(0)};
  EXPECT_EQ(Assign(too_many, one.get()), STRATA_ERROR_INDEX_OUT_OF_RANGE);
  EXPECT_EQ(Assign(s.items[0], one.get(), STRATA_ASSIGN_FLOOR_DIVIDE + 1),
            STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_TRUE(Unchanged());
}

TEST_F(EmptyAssignment, AReadOnlyTensorRefusesEvenAnEmptySelection) {
  // NumPy: a.flags.writeable = False; a[5:] = 1 → ValueError (destination is read-only).
  Selections s;
  tensor_ = Wrap(STRATA_WRAP_READ_ONLY);
  EXPECT_EQ(AssignScalar(s.items[0], STRATA_DTYPE_FLOAT64, 3.5), STRATA_ERROR_READ_ONLY);
  EXPECT_TRUE(Unchanged());
}

}  // namespace
}  // namespace strata_test
