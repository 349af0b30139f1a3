// Opaque dtypes (STRATA_DTYPE_OPAQUE(n)) through the C ABI: user records move whole through every
// layout operation, index assignment takes only elements of the same size, the text form is hex,
// and every operation that would interpret the bytes is refused with nothing written. Expected
// values come from the records themselves, placed by hand.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "support/elementwise_test_support.h"
#include "strata/strata.h"
#include "strata/strata_copy.h"
#include "strata/strata_dlpack.h"
#include "strata/strata_elementwise.h"
#include "strata/strata_views.h"

namespace {

using strata_test::LogicalBytes;
using strata_test::Values;

// A 12-byte record, as a user's struct of two floats and an id.
struct Point {
  float x;
  float y;
  int32_t id;
  bool operator==(const Point& o) const { return x == o.x && y == o.y && id == o.id; }
};
static_assert(sizeof(Point) == 12);
constexpr strata_dtype kPoint = STRATA_DTYPE_OPAQUE(12);

Point P(int k) { return {static_cast<float>(k) + 0.5f, -static_cast<float>(k), 100 + k}; }

template <class T>
T At(const strata_tensor* t, std::vector<int64_t> index) {
  T value{};
  EXPECT_EQ(strata_tensor_get(t, index.data(), static_cast<int32_t>(index.size()), &value),
            STRATA_OK)
      << strata_last_error_message();
  return value;
}

TEST(OpaqueDType, SizesFromOneTo65536Bytes) {
  size_t size = 0;
  for (int32_t bytes : {1, 3, 12, 24, 4096, STRATA_MAX_OPAQUE_SIZE}) {
    ASSERT_EQ(strata_dtype_size(STRATA_DTYPE_OPAQUE(bytes), &size), STRATA_OK) << bytes;
    EXPECT_EQ(size, static_cast<size_t>(bytes));
  }
  const int64_t two = 2;
  for (int32_t bytes : {0, STRATA_MAX_OPAQUE_SIZE + 1, 0xffffff}) {
    EXPECT_EQ(strata_dtype_size(STRATA_DTYPE_OPAQUE(bytes), &size), STRATA_ERROR_INVALID_ARGUMENT)
        << bytes;
    strata_tensor* t = nullptr;
    EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_OPAQUE(bytes), &two, 1, nullptr, 0, &t),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(t, nullptr);
  }
  // The largest size works end to end: two elements, zero-filled, one of them written.
  strata_tensor* big = nullptr;
  ASSERT_EQ(
      strata_tensor_create(STRATA_DTYPE_OPAQUE(STRATA_MAX_OPAQUE_SIZE), &two, 1, nullptr, 0, &big),
      STRATA_OK);
  std::vector<unsigned char> element(STRATA_MAX_OPAQUE_SIZE, 0xAB);
  const int64_t at = 1;
  ASSERT_EQ(strata_tensor_set(big, &at, 1, element.data()), STRATA_OK);
  strata_tensor* reversed = nullptr;
  ASSERT_EQ(strata_tensor_reverse(big, &reversed), STRATA_OK);
  std::vector<unsigned char> first(STRATA_MAX_OPAQUE_SIZE);
  const int64_t zero = 0;
  ASSERT_EQ(strata_tensor_get(reversed, &zero, 1, first.data()), STRATA_OK);
  EXPECT_EQ(first, element);
  strata_tensor_release(reversed);
  strata_tensor_release(big);
}

TEST(OpaqueDType, LayoutOperationsMoveWholeRecords) {
  std::vector<Point> values;
  for (int k = 0; k < 6; ++k) values.push_back(P(k));
  strata_tensor* x = strata_test::FromData(kPoint, values, {2, 3});

  strata_tensor* xt = nullptr;
  ASSERT_EQ(strata_tensor_transpose(x, &xt), STRATA_OK);
  strata_tensor* dense = nullptr;
  ASSERT_EQ(strata_tensor_contiguous(xt, &dense), STRATA_OK);
  EXPECT_EQ(Values<Point>(dense), (std::vector<Point>{P(0), P(3), P(1), P(4), P(2), P(5)}));

  strata_tensor* reversed = nullptr;
  ASSERT_EQ(strata_tensor_reverse(x, &reversed), STRATA_OK);
  EXPECT_EQ(At<Point>(reversed, {0, 0}), P(5));

  const int64_t eight = 8;
  strata_tensor* resized = nullptr;
  ASSERT_EQ(strata_tensor_resize(xt, &eight, 1, &resized), STRATA_OK);
  EXPECT_EQ(At<Point>(resized, {1}), P(3));
  EXPECT_EQ(At<Point>(resized, {7}), (Point{0, 0, 0}));  // resize fills with zero bytes

  strata_tensor* narrow = nullptr;
  ASSERT_EQ(strata_tensor_narrow(x, 1, 1, 2, &narrow), STRATA_OK);
  EXPECT_EQ(Values<Point>(narrow), (std::vector<Point>{P(1), P(2), P(4), P(5)}));

  strata_tensor* one = strata_test::FromData(kPoint, std::vector<Point>{P(9)}, {1});
  const int64_t lengths[] = {2, 2};
  strata_tensor* wide = nullptr;
  ASSERT_EQ(strata_tensor_broadcast_to(one, lengths, 2, &wide), STRATA_OK);
  EXPECT_EQ(Values<Point>(wide), std::vector<Point>(4, P(9)));

  strata_tensor* const parts[] = {x, x};
  strata_tensor* joined = nullptr;
  ASSERT_EQ(strata_tensor_concatenate(parts, 2, 0, &joined), STRATA_OK);
  EXPECT_EQ(At<Point>(joined, {3, 2}), P(5));

  const Point filler{1.25f, -3, 7};
  ASSERT_EQ(strata_tensor_fill(xt, &filler), STRATA_OK);
  EXPECT_EQ(Values<Point>(x), std::vector<Point>(6, filler));

  int32_t equal = 0;
  ASSERT_EQ(strata_tensor_sequence_equal(x, xt, &equal), STRATA_OK);
  EXPECT_EQ(equal, 0);  // other lengths
  ASSERT_EQ(strata_tensor_sequence_equal(x, dense, &equal), STRATA_OK);
  EXPECT_EQ(equal, 0);  // other bytes
  for (strata_tensor* t : {x, xt, dense, reversed, resized, narrow, one, wide, joined}) {
    strata_tensor_release(t);
  }
}

TEST(OpaqueDType, OverlappingCopiesKeepTheirSourceRecords) {
  std::vector<Point> values;
  for (int k = 0; k < 8; ++k) values.push_back(P(k));
  strata_tensor* x = strata_test::FromData(kPoint, values, {8});
  strata_tensor* head = nullptr;
  strata_tensor* tail = nullptr;
  ASSERT_EQ(strata_tensor_narrow(x, 0, 0, 6, &head), STRATA_OK);
  ASSERT_EQ(strata_tensor_narrow(x, 0, 2, 6, &tail), STRATA_OK);
  // Shifting right by two through overlapping views copies the original records.
  ASSERT_EQ(strata_tensor_copy_to(head, tail), STRATA_OK) << strata_last_error_message();
  EXPECT_EQ(Values<Point>(x), (std::vector<Point>{P(0), P(1), P(0), P(1), P(2), P(3), P(4), P(5)}));
  for (strata_tensor* t : {x, head, tail}) strata_tensor_release(t);
}

// Odd sizes at every alignment: transposes of 3-, 5- and 24-byte records cut from a byte buffer
// at offsets 0 … 7, checked byte by byte against positions computed here.
TEST(OpaqueDType, OddSizesTransposeCorrectlyAtAnyAlignment) {
  for (int32_t size : {3, 5, 24}) {
    for (int offset = 0; offset < 8; ++offset) {
      const int64_t rows = 7, cols = 5;
      std::vector<unsigned char> buffer(static_cast<size_t>(offset + rows * cols * size));
      for (size_t i = 0; i < buffer.size(); ++i) buffer[i] = static_cast<unsigned char>(i * 7 + 1);
      const int64_t lengths[] = {rows, cols};
      strata_tensor* m = nullptr;
      ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_OPAQUE(size), buffer.data() + offset, rows * cols,
                                   lengths, 2, nullptr, 0, 0, nullptr, nullptr, &m),
                STRATA_OK);
      strata_tensor* t = nullptr;
      strata_tensor* dense = nullptr;
      ASSERT_EQ(strata_tensor_transpose(m, &t), STRATA_OK);
      ASSERT_EQ(strata_tensor_contiguous(t, &dense), STRATA_OK);
      const auto got = LogicalBytes(dense);
      for (int64_t i = 0; i < cols; ++i) {
        for (int64_t j = 0; j < rows; ++j) {
          const unsigned char* want = buffer.data() + offset + (j * cols + i) * size;
          ASSERT_EQ(std::memcmp(got.data() + (i * rows + j) * size, want, size), 0)
              << "size " << size << " offset " << offset;
        }
      }
      for (strata_tensor* u : {m, t, dense}) strata_tensor_release(u);
    }
  }
}

TEST(OpaqueDType, IndexAssignmentTakesRecordsOfTheSameSizeOnly) {
  strata_tensor* x = strata_test::FromData(kPoint, std::vector<Point>{P(0), P(1), P(2)}, {3});
  strata_index_item item{};
  item.kind = STRATA_INDEX_INTEGER;
  item.value = 1;
  const Point q{9, 9, 9};
  ASSERT_EQ(strata_tensor_index_assign_scalar(x, &item, 1, kPoint, &q, STRATA_ASSIGN), STRATA_OK)
      << strata_last_error_message();
  EXPECT_EQ(Values<Point>(x), (std::vector<Point>{P(0), q, P(2)}));
  const auto before = LogicalBytes(x);
  const int32_t number = 5;
  EXPECT_EQ(
      strata_tensor_index_assign_scalar(x, &item, 1, STRATA_DTYPE_INT32, &number, STRATA_ASSIGN),
      STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(
      strata_tensor_index_assign_scalar(x, &item, 1, STRATA_DTYPE_OPAQUE(8), &q, STRATA_ASSIGN),
      STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_tensor_index_assign_scalar(x, &item, 1, kPoint, &q, STRATA_ASSIGN_ADD),
            STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(LogicalBytes(x), before);
  // Records into a numeric tensor are refused too.
  const int32_t ints[] = {1, 2, 3};
  const int64_t three = 3;
  strata_tensor* n = nullptr;
  ASSERT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_INT32, ints, 3, &three, 1, &n), STRATA_OK);
  EXPECT_EQ(strata_tensor_index_assign_scalar(n, &item, 1, kPoint, &q, STRATA_ASSIGN),
            STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(Values<int32_t>(n), (std::vector<int32_t>{1, 2, 3}));
  strata_tensor_release(n);
  strata_tensor_release(x);
}

TEST(OpaqueDType, TextShowsEachRecordsBytesInHex) {
  const unsigned char bytes[] = {0x01, 0xA0, 0xFF, 0x00, 0x10, 0x7E};
  const int64_t two = 2;
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_OPAQUE(3), bytes, 2, &two, 1, &t),
            STRATA_OK);
  char* text = nullptr;
  const int64_t shown = 2;
  ASSERT_EQ(strata_tensor_to_string(t, &shown, 1, &text), STRATA_OK);
  EXPECT_EQ(std::string(text), "Tensor<Opaque3>[2] {\n  [0x01A0FF, 0x00107E]\n}");
  strata_string_free(text);
  strata_tensor_release(t);
}

TEST(OpaqueDType, OperationsThatInterpretBytesAreRefusedAndWriteNothing) {
  strata_tensor* x = strata_test::FromData(kPoint, std::vector<Point>{P(1), P(2)}, {2});
  strata_tensor* y = strata_test::FromData(kPoint, std::vector<Point>{P(3), P(4)}, {2});
  const auto x_before = LogicalBytes(x);
  const auto y_before = LogicalBytes(y);
  strata_tensor* out = nullptr;
  EXPECT_EQ(strata_binary(STRATA_OP_ADD, x, y, &out), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_binary_into(STRATA_OP_EQUALS, x, y, y), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_unary_into(STRATA_OP_NEGATE, x, 0, y), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_unary(STRATA_OP_CONJUGATE, x, 0, &out), STRATA_ERROR_DTYPE_MISMATCH);
  Point value{};
  EXPECT_EQ(strata_reduce(STRATA_OP_SUM, x, nullptr, &value), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_convert(x, STRATA_DTYPE_INT32, STRATA_CONVERT_CHECKED, &out),
            STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(strata_tensor_real(x, &out), STRATA_ERROR_DTYPE_MISMATCH);
  strata_dlpack_managed_tensor_versioned* exported = nullptr;
  EXPECT_EQ(strata_tensor_to_dlpack_versioned(x, &exported), STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(exported, nullptr);
  EXPECT_EQ(out, nullptr);
  EXPECT_EQ(LogicalBytes(x), x_before);
  EXPECT_EQ(LogicalBytes(y), y_before);
  strata_tensor_release(x);
  strata_tensor_release(y);
}

}  // namespace
