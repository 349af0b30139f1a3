// strata_set_copy_threads / strata_copy_threads: the default, rejection of values outside
// [1, 2] with nothing changed, and copies and fills above the split size (4 MiB) that come out
// the same byte for byte with one thread and with two.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "strata/strata.h"
#include "strata/strata_copy.h"
#include "strata/strata_views.h"

namespace {

// Restores the thread setting a test changed.
class CopyThreads : public testing::Test {
 protected:
  void TearDown() override { ASSERT_EQ(strata_set_copy_threads(saved_), STRATA_OK); }
  int32_t saved_ = strata_copy_threads();
};

TEST_F(CopyThreads, DefaultsToTwoWhenTheMachineHasTwoHardwareThreads) {
  // Run in its own process by CTest, so no other test has changed the setting yet.
  EXPECT_EQ(strata_copy_threads(), std::thread::hardware_concurrency() >= 2 ? 2 : 1);
}

TEST_F(CopyThreads, ValuesOutsideOneToTwoAreRejectedAndChangeNothing) {
  ASSERT_EQ(strata_set_copy_threads(1), STRATA_OK);
  for (const int32_t bad : {0, 3, -1, INT32_MIN, INT32_MAX}) {
    EXPECT_EQ(strata_set_copy_threads(bad), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE) << bad;
    EXPECT_NE(std::string(strata_last_error_message()).find("copy threads " + std::to_string(bad)),
              std::string::npos)
        << strata_last_error_message();
    EXPECT_EQ(strata_copy_threads(), 1);
  }
  ASSERT_EQ(strata_set_copy_threads(2), STRATA_OK);
  EXPECT_EQ(strata_copy_threads(), 2);
}

// The bytes of `view` copied (row-major) into a new dense tensor, with `threads` engine threads.
std::vector<float> CopyWith(int32_t threads, const strata_tensor* view, int64_t rows,
                            int64_t cols) {
  EXPECT_EQ(strata_set_copy_threads(threads), STRATA_OK);
  const int64_t lengths[] = {rows, cols};
  strata_tensor* out = nullptr;
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths, 2, nullptr, 0, &out), STRATA_OK);
  EXPECT_EQ(strata_tensor_copy_to(view, out), STRATA_OK);
  std::vector<float> result(static_cast<size_t>(rows * cols));
  EXPECT_EQ(strata_tensor_flatten_to(out, result.data(), rows * cols), STRATA_OK);
  strata_tensor_release(out);
  return result;
}

TEST_F(CopyThreads, LargeCopiesGiveTheSameBytesWithOneAndTwoThreads) {
  constexpr int64_t kRows = 1536, kCols = 1024;  // 6 MiB of Float32: above the split size
  std::vector<float> data(static_cast<size_t>(kRows * kCols));
  for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<float>(i % 100003);
  const int64_t lengths[] = {kRows, kCols};
  strata_tensor* source = nullptr;
  ASSERT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_FLOAT32, data.data(),
                                           static_cast<int64_t>(data.size()), lengths, 2, &source),
            STRATA_OK);
  strata_tensor* transposed = nullptr;
  ASSERT_EQ(strata_tensor_transpose(source, &transposed), STRATA_OK);
  strata_tensor* reversed = nullptr;
  ASSERT_EQ(strata_tensor_reverse(source, &reversed), STRATA_OK);

  EXPECT_EQ(CopyWith(1, source, kRows, kCols), data);
  EXPECT_EQ(CopyWith(2, source, kRows, kCols), data);
  const auto transposed_one = CopyWith(1, transposed, kCols, kRows);
  EXPECT_EQ(CopyWith(2, transposed, kCols, kRows), transposed_one);
  EXPECT_EQ(transposed_one[1], data[kCols]);  // element (0, 1) of the transpose is (1, 0)
  const auto reversed_one = CopyWith(1, reversed, kRows, kCols);
  EXPECT_EQ(CopyWith(2, reversed, kRows, kCols), reversed_one);
  EXPECT_EQ(reversed_one.front(), data.back());

  strata_tensor_release(reversed);
  strata_tensor_release(transposed);
  strata_tensor_release(source);
}

// A strided view (one untouched gap element after every row) over a buffer of `pattern`
// values, filled with 2.5f using `threads` engine threads; returns the whole buffer.
std::vector<float> FillWith(int32_t threads, int64_t rows, int64_t cols) {
  EXPECT_EQ(strata_set_copy_threads(threads), STRATA_OK);
  std::vector<float> buffer(static_cast<size_t>(rows * (cols + 1)), -7.0f);
  const int64_t lengths[] = {rows, cols};
  const int64_t strides[] = {cols + 1, 1};
  strata_tensor* view = nullptr;
  EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_FLOAT32, buffer.data(),
                               static_cast<int64_t>(buffer.size()), lengths, 2, strides, 2, 0,
                               nullptr, nullptr, &view),
            STRATA_OK);
  const float value = 2.5f;
  EXPECT_EQ(strata_tensor_fill(view, &value), STRATA_OK);
  strata_tensor_release(view);
  return buffer;
}

TEST_F(CopyThreads, LargeFillsGiveTheSameBytesWithOneAndTwoThreads) {
  constexpr int64_t kRows = 1536, kCols = 1024;  // 6 MiB of Float32: above the split size
  const auto one = FillWith(1, kRows, kCols);
  EXPECT_EQ(FillWith(2, kRows, kCols), one);
  for (int64_t r = 0; r < kRows; ++r) {
    const float* row = one.data() + r * (kCols + 1);
    for (int64_t c = 0; c < kCols; ++c) ASSERT_EQ(row[c], 2.5f) << r << ", " << c;
    ASSERT_EQ(row[kCols], -7.0f) << "gap after row " << r;
  }
}

}  // namespace
