// strata_set_copy_threads / strata_copy_threads: the default, rejection of values outside
// [1, STRATA_MAX_COPY_THREADS] with nothing changed, copies, fills and in-place reverses above
// the split size (4 MiB) that come out the same byte for byte with 1, 2, 4, 8 and 64 threads,
// and several callers copying at once while the helper pool serves one of them. Every thread
// count is accepted whatever the machine, so all of them run here on two cores too.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <climits>
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

// The thread counts whose results must agree byte for byte.
constexpr int32_t kThreadCounts[] = {1, 2, 4, 8, STRATA_MAX_COPY_THREADS};

TEST_F(CopyThreads, DefaultsToTheHardwareThreadsCappedAtEight) {
  // Run in its own process by CTest, so no other test has changed the setting yet.
  const int hardware = static_cast<int>(std::thread::hardware_concurrency());
  EXPECT_EQ(strata_copy_threads(), hardware == 0 ? 1 : std::min(hardware, 8));
}

TEST_F(CopyThreads, EveryValueFromOneToTheMaximumIsAcceptedOnAnyMachine) {
  EXPECT_EQ(STRATA_MAX_COPY_THREADS, 64);
  for (int32_t threads = 1; threads <= STRATA_MAX_COPY_THREADS; ++threads) {
    ASSERT_EQ(strata_set_copy_threads(threads), STRATA_OK) << threads;
    ASSERT_EQ(strata_copy_threads(), threads);
  }
}

TEST_F(CopyThreads, ValuesOutsideOneToTheMaximumAreRejectedAndChangeNothing) {
  for (const int32_t kept : {1, 5, STRATA_MAX_COPY_THREADS}) {
    ASSERT_EQ(strata_set_copy_threads(kept), STRATA_OK);
    for (const int32_t bad : {0, -1, STRATA_MAX_COPY_THREADS + 1, INT32_MIN, INT32_MAX}) {
      EXPECT_EQ(strata_set_copy_threads(bad), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE) << bad;
      const std::string message = strata_last_error_message();
      EXPECT_NE(message.find("copy threads " + std::to_string(bad) + " is outside [1, 64]"),
                std::string::npos)
          << message;
      EXPECT_EQ(strata_copy_threads(), kept);
    }
  }
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

TEST_F(CopyThreads, LargeCopiesGiveTheSameBytesWithEveryThreadCount) {
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

  // Oracles computed here from the index arithmetic, not by the library.
  std::vector<float> transposed_expected(data.size()), reversed_expected(data.size());
  for (int64_t r = 0; r < kRows; ++r) {
    for (int64_t c = 0; c < kCols; ++c) {
      transposed_expected[static_cast<size_t>(c * kRows + r)] = data[static_cast<size_t>(r * kCols + c)];
    }
  }
  std::reverse_copy(data.begin(), data.end(), reversed_expected.begin());
  for (const int32_t threads : kThreadCounts) {
    EXPECT_EQ(CopyWith(threads, source, kRows, kCols), data) << threads;
    EXPECT_EQ(CopyWith(threads, transposed, kCols, kRows), transposed_expected) << threads;
    EXPECT_EQ(CopyWith(threads, reversed, kRows, kCols), reversed_expected) << threads;
  }

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

TEST_F(CopyThreads, LargeStridedFillsGiveTheSameBytesWithEveryThreadCount) {
  constexpr int64_t kRows = 1536, kCols = 1024;  // 6 MiB of Float32: above the split size
  const auto one = FillWith(1, kRows, kCols);
  for (const int32_t threads : kThreadCounts) EXPECT_EQ(FillWith(threads, kRows, kCols), one);
  for (int64_t r = 0; r < kRows; ++r) {
    const float* row = one.data() + r * (kCols + 1);
    for (int64_t c = 0; c < kCols; ++c) ASSERT_EQ(row[c], 2.5f) << r << ", " << c;
    ASSERT_EQ(row[kCols], -7.0f) << "gap after row " << r;
  }
}

// A dense [rows, cols] tensor of floats 0, 1, 2, ... reversed in place with `threads` threads
// along `dimension` (-1: every dimension, the whole element order; 0: whole rows swapped).
std::vector<float> ReverseInPlaceWith(int32_t threads, int64_t rows, int64_t cols,
                                      int32_t dimension) {
  EXPECT_EQ(strata_set_copy_threads(threads), STRATA_OK);
  std::vector<float> data(static_cast<size_t>(rows * cols));
  for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<float>(i);
  const int64_t lengths[] = {rows, cols};
  strata_tensor* view = nullptr;
  EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_FLOAT32, data.data(), rows * cols, lengths, 2,
                               nullptr, 0, 0, nullptr, nullptr, &view),
            STRATA_OK);
  EXPECT_EQ(strata_tensor_reverse_dimension_into(view, view, dimension), STRATA_OK);
  strata_tensor_release(view);
  return data;
}

TEST_F(CopyThreads, LargeInPlaceReversesGiveTheSameBytesWithEveryThreadCount) {
  // Odd row counts, so the middle element or row stays put; both above the split size (4 MiB).
  constexpr int64_t kRows = 1537, kCols = 1024;
  std::vector<float> elements(static_cast<size_t>(kRows * kCols)), rows(elements.size());
  for (int64_t r = 0; r < kRows; ++r) {
    for (int64_t c = 0; c < kCols; ++c) {
      const auto i = static_cast<size_t>(r * kCols + c);
      elements[i] = static_cast<float>(elements.size() - 1 - i);
      rows[i] = static_cast<float>((kRows - 1 - r) * kCols + c);
    }
  }
  for (const int32_t threads : kThreadCounts) {
    EXPECT_EQ(ReverseInPlaceWith(threads, kRows, kCols, -1), elements) << threads;
    EXPECT_EQ(ReverseInPlaceWith(threads, kRows, kCols, 0), rows) << threads;
  }
}

TEST_F(CopyThreads, ConcurrentCallersEachGetTheirOwnBytesWhileThePoolServesOne) {
  // Four threads copy their own 6 MiB at once: one owns the helper pool per call, the others
  // run all their parts themselves; every destination must still hold its own source.
  constexpr int kCallers = 4, kRounds = 3;
  constexpr int64_t kCount = int64_t{3} << 19;
  for (const int32_t threads : {2, 8}) {
    ASSERT_EQ(strata_set_copy_threads(threads), STRATA_OK);
    std::atomic<int> wrong{0};
    std::vector<std::thread> callers;
    for (int c = 0; c < kCallers; ++c) {
      callers.emplace_back([&, c] {
        std::vector<float> source(static_cast<size_t>(kCount)), destination(source.size());
        for (int round = 0; round < kRounds; ++round) {
          const float offset = static_cast<float>(c * 100 + round);
          for (size_t i = 0; i < source.size(); ++i) source[i] = offset + static_cast<float>(i % 7);
          int64_t count = kCount;
          strata_tensor* s = nullptr;
          strata_tensor* d = nullptr;
          if (strata_tensor_wrap(STRATA_DTYPE_FLOAT32, source.data(), kCount, &count, 1, nullptr, 0,
                                 0, nullptr, nullptr, &s) != STRATA_OK ||
              strata_tensor_wrap(STRATA_DTYPE_FLOAT32, destination.data(), kCount, &count, 1,
                                 nullptr, 0, 0, nullptr, nullptr, &d) != STRATA_OK ||
              strata_tensor_copy_to(s, d) != STRATA_OK || destination != source) {
            ++wrong;
          }
          strata_tensor_release(s);
          strata_tensor_release(d);
        }
      });
    }
    for (std::thread& caller : callers) caller.join();
    EXPECT_EQ(wrong.load(), 0) << threads << " threads";
  }
}

}  // namespace
