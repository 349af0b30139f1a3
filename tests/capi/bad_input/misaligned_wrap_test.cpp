// Views over caller memory at byte addresses that are not multiples of the element size, made
// with strata_tensor_wrap and by DLPack import with an odd byte_offset: copies, transposes,
// reversal, fill, elementwise operations, reductions, text and element access give the values
// a plain loop computes here (and, in the sanitizer build, perform no misaligned typed access).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "support/elementwise_test_support.h"
#include "strata/strata.h"

namespace strata_test {
namespace {

// Bytes starting at a 64-byte boundary; At(offset) is the address `offset` bytes past it.
class Buffer {
 public:
  explicit Buffer(size_t bytes) : storage_(bytes + 128) {}
  unsigned char* At(size_t offset) {
    const auto base = reinterpret_cast<uintptr_t>(storage_.data());
    return storage_.data() + (64 - base % 64) % 64 + offset;
  }

 private:
  std::vector<unsigned char> storage_;
};

template <class T> T LoadAt(const unsigned char* p, int64_t i) {
  T v;
  std::memcpy(&v, p + i * static_cast<int64_t>(sizeof(T)), sizeof v);
  return v;
}

template <class T> void StoreAt(unsigned char* p, int64_t i, T v) {
  std::memcpy(p + i * static_cast<int64_t>(sizeof(T)), &v, sizeof v);
}

strata_tensor* Wrap(strata_dtype dtype, void* data, std::vector<int64_t> lengths) {
  int64_t n = 1;
  for (const int64_t l : lengths) n *= l;
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_wrap(dtype, data, n, lengths.data(), static_cast<int32_t>(lengths.size()),
                               nullptr, 0, 0, nullptr, nullptr, &t),
            STRATA_OK)
      << strata_last_error_message();
  return t;
}

TEST(MisalignedWrap, TransposedFloat64At7By5BecomesContiguousAtEveryOddOffset) {
  constexpr int64_t kRows = 7, kCols = 5;
  for (size_t offset = 1; offset < 8; ++offset) {
    SCOPED_TRACE(offset);
    Buffer source(kRows * kCols * sizeof(double));
    unsigned char* data = source.At(offset);
    for (int64_t i = 0; i < kRows * kCols; ++i) StoreAt(data, i, 1.5 * static_cast<double>(i) - 7);
    Handle base{Wrap(STRATA_DTYPE_FLOAT64, data, {kRows, kCols})};
    Handle transposed;
    ASSERT_EQ(strata_tensor_transpose(base.t, &transposed.t), STRATA_OK);
    Handle dense;
    ASSERT_EQ(strata_tensor_contiguous(transposed.t, &dense.t), STRATA_OK)
        << strata_last_error_message();
    const auto values = Contents<double>(dense.t);
    ASSERT_EQ(values.size(), static_cast<size_t>(kRows * kCols));
    for (int64_t c = 0; c < kCols; ++c) {
      for (int64_t r = 0; r < kRows; ++r) {
        EXPECT_EQ(values[static_cast<size_t>(c * kRows + r)], LoadAt<double>(data, r * kCols + c));
      }
    }
    // The same transpose into a destination that is itself misaligned.
    Buffer target(kRows * kCols * sizeof(double));
    unsigned char* out = target.At(8 - offset);
    Handle destination{Wrap(STRATA_DTYPE_FLOAT64, out, {kCols, kRows})};
    ASSERT_EQ(strata_tensor_copy_to(transposed.t, destination.t), STRATA_OK);
    for (int64_t i = 0; i < kRows * kCols; ++i) {
      EXPECT_EQ(LoadAt<double>(out, i), values[static_cast<size_t>(i)]);
    }
  }
}

TEST(MisalignedWrap, ElementwiseOperationsAndReductionsReadAndWriteOddAddresses) {
  constexpr int64_t kN = 67;
  Buffer bx(kN * sizeof(float)), by(kN * sizeof(float)), bout(kN * sizeof(float));
  unsigned char* x = bx.At(1);
  unsigned char* y = by.At(3);
  unsigned char* out = bout.At(2);
  double sum = 0;
  for (int64_t i = 0; i < kN; ++i) {
    StoreAt(x, i, static_cast<float>(i % 9) - 4.5f);
    StoreAt(y, i, static_cast<float>(i % 5) + 0.25f);
    sum += static_cast<double>(i % 9) - 4.5;
  }
  Handle tx{Wrap(STRATA_DTYPE_FLOAT32, x, {kN})};
  Handle ty{Wrap(STRATA_DTYPE_FLOAT32, y, {kN})};
  Handle tout{Wrap(STRATA_DTYPE_FLOAT32, out, {kN})};
  ASSERT_EQ(strata_binary_into(STRATA_OP_ADD, tx.t, ty.t, tout.t), STRATA_OK);
  for (int64_t i = 0; i < kN; ++i) {
    EXPECT_EQ(LoadAt<float>(out, i), LoadAt<float>(x, i) + LoadAt<float>(y, i)) << i;
  }
  ASSERT_EQ(strata_unary_into(STRATA_OP_SQRT, ty.t, 0, tout.t), STRATA_OK);
  for (int64_t i = 0; i < kN; ++i) {
    EXPECT_EQ(LoadAt<float>(out, i), std::sqrt(LoadAt<float>(y, i))) << i;
  }
  float total = 0;
  ASSERT_EQ(strata_reduce(STRATA_OP_SUM, tx.t, nullptr, &total), STRATA_OK);
  EXPECT_EQ(total, static_cast<float>(sum));
  Handle converted;
  ASSERT_EQ(strata_convert(tx.t, STRATA_DTYPE_FLOAT64, 0, &converted.t), STRATA_OK);
  const auto wide = Contents<double>(converted.t);
  for (int64_t i = 0; i < kN; ++i) EXPECT_EQ(wide[static_cast<size_t>(i)], LoadAt<float>(x, i));
}

TEST(MisalignedWrap, ReverseFillTextAndElementAccessWorkAtOddAddresses) {
  constexpr int64_t kN = 13;
  Buffer buffer(kN * sizeof(int64_t));
  unsigned char* data = buffer.At(5);
  for (int64_t i = 0; i < kN; ++i) StoreAt<int64_t>(data, i, i * 10);
  Handle t{Wrap(STRATA_DTYPE_INT64, data, {kN})};
  ASSERT_EQ(strata_tensor_reverse_into(t.t, t.t), STRATA_OK);
  for (int64_t i = 0; i < kN; ++i) EXPECT_EQ(LoadAt<int64_t>(data, i), (kN - 1 - i) * 10);
  const int64_t index = 3;
  int64_t value = 0;
  ASSERT_EQ(strata_tensor_get(t.t, &index, 1, &value), STRATA_OK);
  EXPECT_EQ(value, (kN - 1 - index) * 10);
  value = -7;
  ASSERT_EQ(strata_tensor_set(t.t, &index, 1, &value), STRATA_OK);
  EXPECT_EQ(LoadAt<int64_t>(data, index), -7);
  const int64_t maximum = 4;
  char* text = nullptr;
  ASSERT_EQ(strata_tensor_to_string(t.t, &maximum, 1, &text), STRATA_OK);
  EXPECT_EQ(std::string(text), "Tensor<Int64>[13] {\n  [120, 110, 100, -7, ..]\n}");
  strata_string_free(text);
  const int64_t fill = 0x0102030405060708;
  ASSERT_EQ(strata_tensor_fill(t.t, &fill), STRATA_OK);
  for (int64_t i = 0; i < kN; ++i) EXPECT_EQ(LoadAt<int64_t>(data, i), fill);
}

TEST(MisalignedWrap, DLPackImportAtAnOddByteOffsetTransposesAndReduces) {
  constexpr int64_t kRows = 7, kCols = 5;
  Buffer buffer(kRows * kCols * sizeof(double));
  unsigned char* data = buffer.At(0);
  constexpr uint64_t kByteOffset = 3;
  double sum = 0;
  for (int64_t i = 0; i < kRows * kCols; ++i) {
    StoreAt(data + kByteOffset, i, 0.5 * static_cast<double>(i));
    sum += 0.5 * static_cast<double>(i);
  }
  int64_t shape[] = {kRows, kCols};
  strata_dlpack_managed_tensor managed;
  std::memset(&managed, 0, sizeof managed);
  managed.dl_tensor.data = data;
  managed.dl_tensor.byte_offset = kByteOffset;
  managed.dl_tensor.device = {STRATA_DLPACK_DEVICE_CPU, 0};
  managed.dl_tensor.ndim = 2;
  managed.dl_tensor.dtype = {STRATA_DLPACK_CODE_FLOAT, 64, 1};
  managed.dl_tensor.shape = shape;
  Handle imported;
  ASSERT_EQ(strata_tensor_from_dlpack(&managed, 0, &imported.t), STRATA_OK)
      << strata_last_error_message();
  Handle transposed, dense;
  ASSERT_EQ(strata_tensor_transpose(imported.t, &transposed.t), STRATA_OK);
  ASSERT_EQ(strata_tensor_contiguous(transposed.t, &dense.t), STRATA_OK);
  const auto values = Contents<double>(dense.t);
  for (int64_t c = 0; c < kCols; ++c) {
    for (int64_t r = 0; r < kRows; ++r) {
      EXPECT_EQ(values[static_cast<size_t>(c * kRows + r)],
                0.5 * static_cast<double>(r * kCols + c));
    }
  }
  double total = 0;
  ASSERT_EQ(strata_reduce(STRATA_OP_SUM, imported.t, nullptr, &total), STRATA_OK);
  EXPECT_EQ(total, sum);
}

}  // namespace
}  // namespace strata_test
