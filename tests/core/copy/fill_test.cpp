// Fill and Clear (spec §2.5): every logical element is written, gaps between elements keep their
// bytes, repeated storage is written, read-only views are refused before any write.
#include "copy/fill.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "support/test_tensors.h"

namespace strata {
namespace {

using testing::MakeShape;
using testing::Wrap32;

TEST(Fill, StridedViewLeavesGapsUntouched) {
  std::vector<int32_t> data(12, -1);
  const Tensor t = Wrap32(data, {2, 3}, {6, 2});  // every other element of two rows of six
  const int32_t value = 7;
  ASSERT_TRUE(Fill(t, &value).ok());
  EXPECT_EQ(data, (std::vector<int32_t>{7, -1, 7, -1, 7, -1, 7, -1, 7, -1, 7, -1}));
}

TEST(Fill, ColumnMajorAndPaddedRowsWriteOnlyLogicalElements) {
  std::vector<int32_t> data(10, -1);
  const Tensor t = Wrap32(data, {2, 3}, {1, 2});  // column-major, storage 0..5 used
  const int32_t value = 4;
  ASSERT_TRUE(Fill(t, &value).ok());
  EXPECT_EQ(data, (std::vector<int32_t>{4, 4, 4, 4, 4, 4, -1, -1, -1, -1}));
  std::vector<int32_t> padded(8, -1);
  const Tensor rows = Wrap32(padded, {2, 3}, {4, 1});
  ASSERT_TRUE(Fill(rows, &value).ok());
  EXPECT_EQ(padded, (std::vector<int32_t>{4, 4, 4, -1, 4, 4, 4, -1}));
}

TEST(Fill, RepeatedStorageIsWritten) {
  std::vector<int32_t> data{-1, -1, -1};
  const Tensor t = Wrap32(data, {4, 2}, {0, 2});
  const int32_t value = 5;
  ASSERT_TRUE(Fill(t, &value).ok());
  EXPECT_EQ(data, (std::vector<int32_t>{5, -1, 5}));
}

TEST(Fill, ValueInsideTheTensorFillsEveryElement) {
  // 20 MiB: above the copy engine's streaming (16 MiB) and two-thread (4 MiB) sizes.
  std::vector<int32_t> data(5120 * 1024);
  for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<int32_t>(i);
  const Tensor t = Wrap32(data, {5120, 1024}, {1024, 1});
  ASSERT_TRUE(Fill(t, &data[5000]).ok());
  for (size_t i = 0; i < data.size(); ++i) ASSERT_EQ(data[i], 5000) << i;
}

// A small dense fill runs one row without the copy engine; the value read from inside the
// tensor must still reach every element, for each kernel element size and for a record size.
TEST(Fill, ValueInsideASmallDenseTensorFillsEveryElement) {
  for (const int32_t size : {1, 2, 4, 8, 12}) {
    const DType dtype = OpaqueDType(size);
    const int64_t count = 100;
    std::vector<std::byte> data(static_cast<size_t>(count * size));
    for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<std::byte>(i * 7 + 1);
    auto t = Tensor::Wrap(dtype, data.data(), count, MakeShape({count}), false, {});
    ASSERT_TRUE(t.ok());
    const std::vector<std::byte> value(data.begin() + 37 * size, data.begin() + 38 * size);
    ASSERT_TRUE(Fill(t.value(), data.data() + 37 * size).ok());
    for (int64_t i = 0; i < count; ++i) {
      ASSERT_TRUE(std::equal(value.begin(), value.end(), data.begin() + i * size))
          << "element size " << size << ", element " << i;
    }
  }
}

TEST(Fill, EveryElementSizeGetsTheWholePattern) {
  std::vector<uint64_t> wide(5, 0);
  auto t64 = Tensor::Wrap(DType::kUInt64, wide.data(), 5, MakeShape({5}), false, {});
  ASSERT_TRUE(t64.ok());
  const uint64_t pattern = 0x0123456789abcdefULL;
  ASSERT_TRUE(Fill(t64.value(), &pattern).ok());
  EXPECT_EQ(wide, std::vector<uint64_t>(5, pattern));

  std::vector<uint16_t> halves(40, 0xffff);
  auto t16 = Tensor::Wrap(DType::kFloat16, halves.data(), 40, MakeShape({37}), false, {});
  ASSERT_TRUE(t16.ok());
  const uint16_t one = 0x3c00;
  ASSERT_TRUE(Fill(t16.value(), &one).ok());
  for (size_t i = 0; i < 40; ++i) EXPECT_EQ(halves[i], i < 37 ? 0x3c00 : 0xffff) << i;

  std::vector<uint8_t> bytes(9, 0xee);
  auto t8 = Tensor::Wrap(DType::kBool, bytes.data(), 9, MakeShape({3, 2}, {3, 1}), false, {});
  ASSERT_TRUE(t8.ok());
  const uint8_t yes = 1;
  ASSERT_TRUE(Fill(t8.value(), &yes).ok());
  EXPECT_EQ(bytes, (std::vector<uint8_t>{1, 1, 0xee, 1, 1, 0xee, 1, 1, 0xee}));
}

TEST(Fill, EmptyViewWritesNothing) {
  std::vector<int32_t> data{-1, -1};
  const Tensor t = Wrap32(data, {0, 2});
  const int32_t value = 3;
  ASSERT_TRUE(Fill(t, &value).ok());
  EXPECT_EQ(data, (std::vector<int32_t>{-1, -1}));
}

TEST(Fill, ReadOnlyViewIsRefusedAndUnchanged) {
  std::vector<int32_t> data{1, 2, 3};
  const Tensor t = Wrap32(data, {3}, {}, true);
  const int32_t value = 9;
  const Status s = Fill(t, &value);
  EXPECT_EQ(s.code(), StatusCode::kReadOnly);
  EXPECT_EQ(s.message(), "fill cannot write to a read-only view of lengths [3]");
  EXPECT_EQ(Clear(t).code(), StatusCode::kReadOnly);
  EXPECT_EQ(data, (std::vector<int32_t>{1, 2, 3}));
}

TEST(Clear, WritesZeroToLogicalElementsOnly) {
  std::vector<double> data{1, 2, 3, 4, 5, 6};
  auto t = Tensor::Wrap(DType::kFloat64, data.data(), 6, MakeShape({3}, {2}), false, {});
  ASSERT_TRUE(t.ok());
  ASSERT_TRUE(Clear(t.value()).ok());
  EXPECT_EQ(data, (std::vector<double>{0, 2, 0, 4, 0, 6}));
}

}  // namespace
}  // namespace strata
