// Misuse of the foundation's C ABI, table-driven: every row makes one call that must fail with
// the documented status and a message naming the values involved, and must leave every operand
// exactly as it was — caller buffers, the storage of every tensor involved, scalar outs — with
// handle outs set to NULL. The README's misuse table lists the same rows.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdint>
#include <cstring>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "strata/strata.h"

namespace {

constexpr int64_t kMax = INT64_MAX;

int deleter_calls = 0;
void CountDeleter(void*, void*) { ++deleter_calls; }

// The operands every row may touch, built fresh for each row.
struct Operands {
  int32_t buffer[16];                 // caller memory behind `view` and `read_only`
  strata_tensor* owner = nullptr;     // owning int32 [3, 4] holding 0..11
  strata_tensor* view = nullptr;      // writable view over buffer, [4, 4]
  strata_tensor* read_only = nullptr; // read-only view over buffer, [2, 8]
  strata_tensor* stale = nullptr;     // a handle released before the call
  strata_tensor* out = reinterpret_cast<strata_tensor*>(&buffer);  // overwritten with NULL
  int64_t out64 = 0x5a5a5a5a5a5a5a5a;
  int32_t out32 = 0x5a5a5a5a;
  int64_t list[4] = {-5, -5, -5, -5};
  char* text = reinterpret_cast<char*>(&buffer);
  size_t size = 77;

  Operands() {
    for (int i = 0; i < 16; ++i) buffer[i] = 100 + i;
    const int64_t owner_lengths[2] = {3, 4};
    EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT32, owner_lengths, 2, nullptr, 0, &owner), STRATA_OK);
    for (int64_t i = 0; i < 12; ++i) {
      const int64_t at[2] = {i / 4, i % 4};
      const int32_t v = static_cast<int32_t>(i);
      EXPECT_EQ(strata_tensor_set(owner, at, 2, &v), STRATA_OK);
    }
    const int64_t square[2] = {4, 4};
    EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, buffer, 16, square, 2, nullptr, 0, 0,
                                 nullptr, nullptr, &view), STRATA_OK);
    const int64_t wide[2] = {2, 8};
    EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, buffer, 16, wide, 2, nullptr, 0,
                                 STRATA_WRAP_READ_ONLY, nullptr, nullptr, &read_only), STRATA_OK);
    EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, square, 2, nullptr, 0, &stale), STRATA_OK);
    strata_tensor_release(stale);  // last: no handle is created between this and the call
  }
  ~Operands() {
    strata_tensor_release(owner);
    strata_tensor_release(view);
    strata_tensor_release(read_only);
  }

  // Every byte a failed call must not change.
  std::vector<unsigned char> Snapshot() const {
    std::vector<unsigned char> bytes;
    auto add = [&](const void* p, size_t n) {
      const auto* b = static_cast<const unsigned char*>(p);
      bytes.insert(bytes.end(), b, b + n);
    };
    add(buffer, sizeof buffer);
    void* storage = nullptr;
    EXPECT_EQ(strata_tensor_data(owner, &storage), STRATA_OK);
    add(storage, 12 * sizeof(int32_t));
    add(&out64, sizeof out64);
    add(&out32, sizeof out32);
    add(list, sizeof list);
    add(&size, sizeof size);
    return bytes;
  }
};

struct BadInput {
  const char* name;
  std::function<strata_status(Operands&)> call;
  strata_status expected;
  std::vector<std::string> message_parts;
  bool sets_out_handle = false;  // the call has a strata_tensor** out that must become NULL
  bool sets_out_text = false;    // the call has a char** out that must become NULL
};

// Failure messages name the row; without this GoogleTest prints the struct's raw bytes,
// padding included.
void PrintTo(const BadInput& row, std::ostream* os) { *os << row.name; }

strata_nindex Ix(int64_t v, int32_t from_end = 0, int32_t reserved = 0) { return {v, from_end, reserved}; }

const int64_t k22[2] = {2, 2};
const int64_t k34[2] = {3, 4};
const int64_t kZeroZero[2] = {0, 0};
const int64_t kOne[1] = {1};
const int32_t kValue = 42;

std::vector<BadInput> Rows() {
  return {
      // ---- creation ----
      {"create: out is NULL",
       [](Operands&) { return strata_tensor_create(STRATA_DTYPE_INT32, k22, 2, nullptr, 0, nullptr); },
       STRATA_ERROR_NULL_POINTER, {"'out' is NULL"}},
      {"create: lengths NULL with rank 2",
       [](Operands& o) { return strata_tensor_create(STRATA_DTYPE_INT32, nullptr, 2, nullptr, 0, &o.out); },
       STRATA_ERROR_NULL_POINTER, {"'lengths' is NULL but its count is 2"}, true},
      {"create: strides NULL with stride_count 2",
       [](Operands& o) { return strata_tensor_create(STRATA_DTYPE_INT32, k22, 2, nullptr, 2, &o.out); },
       STRATA_ERROR_NULL_POINTER, {"'strides' is NULL but its count is 2"}, true},
      {"create: unknown dtype",
       [](Operands& o) { return strata_tensor_create(0x1234, k22, 2, nullptr, 0, &o.out); },
       STRATA_ERROR_INVALID_ARGUMENT, {"unknown dtype code 0x1234"}, true},
      {"create: negative length",
       [](Operands& o) {
         const int64_t lengths[3] = {2, -3, 4};
         return strata_tensor_create(STRATA_DTYPE_INT32, lengths, 3, nullptr, 0, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"length -3 of dimension 1 is negative"}, true},
      {"create: negative rank",
       [](Operands& o) { return strata_tensor_create(STRATA_DTYPE_INT32, k22, -1, nullptr, 0, &o.out); },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"count -1 for 'lengths' is negative"}, true},
      {"create: rank over STRATA_MAX_RANK",
       [](Operands& o) {
         static const std::vector<int64_t> ones(STRATA_MAX_RANK + 1, 1);
         return strata_tensor_create(STRATA_DTYPE_INT32, ones.data(), STRATA_MAX_RANK + 1, nullptr, 0, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"rank 1025 exceeds the maximum rank 1024"}, true},
      {"create: element count overflows int64",
       [](Operands& o) {
         const int64_t lengths[2] = {kMax, 2};
         return strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, nullptr, 0, &o.out);
       },
       STRATA_ERROR_OVERFLOW, {"[9223372036854775807, 2]"}, true},
      {"create: storage offset overflows int64",
       [](Operands& o) {
         const int64_t lengths[2] = {2, 2};
         const int64_t strides[2] = {kMax, 1};
         return strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, strides, 2, &o.out);
       },
       STRATA_ERROR_OVERFLOW, {"length 2 times stride 9223372036854775807 of dimension 0 overflows int64"}, true},
      {"create: byte size overflows",
       [](Operands& o) {
         const int64_t lengths[1] = {kMax / 4};
         return strata_tensor_create(STRATA_DTYPE_INT64, lengths, 1, nullptr, 0, &o.out);
       },
       STRATA_ERROR_OVERFLOW, {"2305843009213693951 elements of 8 bytes"}, true},
      {"create: stride count differs from rank",
       [](Operands& o) { return strata_tensor_create(STRATA_DTYPE_INT32, k22, 2, kOne, 1, &o.out); },
       STRATA_ERROR_INVALID_ARGUMENT, {"1 strides were given for 2 lengths"}, true},
      {"create: negative stride",
       [](Operands& o) {
         const int64_t strides[2] = {2, -1};
         return strata_tensor_create(STRATA_DTYPE_INT32, k22, 2, strides, 2, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"stride -1 of dimension 1 is negative"}, true},
      {"create: aliasing strides",
       [](Operands& o) {
         const int64_t strides[2] = {1, 1};
         return strata_tensor_create(STRATA_DTYPE_INT32, k22, 2, strides, 2, &o.out);
       },
       STRATA_ERROR_INVALID_ARGUMENT, {"strides [1, 1] for lengths [2, 2] alias"}, true},
      {"create: nonzero stride on a length-1 dimension",
       [](Operands& o) {
         const int64_t lengths[2] = {1000, 1};
         const int64_t strides[2] = {1, 1};
         return strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, strides, 2, &o.out);
       },
       STRATA_ERROR_INVALID_ARGUMENT, {"dimension 1 has length 1 but nonzero stride 1"}, true},
      {"create_uninitialized: negative length",
       [](Operands& o) {
         const int64_t lengths[1] = {-1};
         return strata_tensor_create_uninitialized(STRATA_DTYPE_INT32, lengths, 1, nullptr, 0, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"length -1 of dimension 0 is negative"}, true},
      {"create_from_data: data length too short",
       [](Operands& o) { return strata_tensor_create_from_data(STRATA_DTYPE_INT32, o.buffer, 11, k34, 2, &o.out); },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"data length 11", "12 elements", "[3, 4]"}, true},
      {"create_from_data: data NULL with a length",
       [](Operands& o) { return strata_tensor_create_from_data(STRATA_DTYPE_INT32, nullptr, 4, nullptr, 0, &o.out); },
       STRATA_ERROR_NULL_POINTER, {"data is null but data length is 4"}, true},
      {"create_from_data: negative data length",
       [](Operands& o) { return strata_tensor_create_from_data(STRATA_DTYPE_INT32, o.buffer, -1, nullptr, 0, &o.out); },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"data length -1 is negative"}, true},
      {"create_from_data: unknown dtype",
       [](Operands& o) { return strata_tensor_create_from_data(77, o.buffer, 4, nullptr, 0, &o.out); },
       STRATA_ERROR_INVALID_ARGUMENT, {"unknown dtype code 0x004d"}, true},
      {"wrap: data length too short",
       [](Operands& o) {
         const int64_t lengths[2] = {4, 5};
         return strata_tensor_wrap(STRATA_DTYPE_INT32, o.buffer, 16, lengths, 2, nullptr, 0, 0,
                                   CountDeleter, nullptr, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"data length 16", "20 elements", "[4, 5]"}, true},
      {"wrap: strided layout needs more than the data length",
       [](Operands& o) {
         const int64_t strides[2] = {9, 1};
         return strata_tensor_wrap(STRATA_DTYPE_INT32, o.buffer, 10, k22, 2, strides, 2, 0,
                                   CountDeleter, nullptr, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"data length 10", "11 elements", "[9, 1]"}, true},
      {"wrap: data NULL with a length",
       [](Operands& o) {
         return strata_tensor_wrap(STRATA_DTYPE_INT32, nullptr, 3, nullptr, 0, nullptr, 0, 0,
                                   CountDeleter, nullptr, &o.out);
       },
       STRATA_ERROR_NULL_POINTER, {"data is null but data length is 3"}, true},
      {"wrap: negative data length with omitted lengths",
       [](Operands& o) {
         return strata_tensor_wrap(STRATA_DTYPE_INT32, o.buffer, -2, nullptr, 0, nullptr, 0, 0,
                                   CountDeleter, nullptr, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"data length -2 is negative"}, true},
      {"wrap: unknown flags",
       [](Operands& o) {
         return strata_tensor_wrap(STRATA_DTYPE_INT32, o.buffer, 16, nullptr, 0, nullptr, 0, 6,
                                   CountDeleter, nullptr, &o.out);
       },
       STRATA_ERROR_INVALID_ARGUMENT, {"unknown wrap flags 0x6"}, true},
      {"wrap: unknown dtype",
       [](Operands& o) {
         return strata_tensor_wrap(-5, o.buffer, 16, nullptr, 0, nullptr, 0, 0, CountDeleter,
                                   nullptr, &o.out);
       },
       STRATA_ERROR_INVALID_ARGUMENT, {"unknown dtype code"}, true},
      // ---- queries ----
      {"rank: NULL handle",
       [](Operands& o) { return strata_tensor_rank(nullptr, &o.out32); },
       STRATA_ERROR_NULL_POINTER, {"tensor handle 'tensor' is NULL"}},
      {"rank: NULL out",
       [](Operands& o) { return strata_tensor_rank(o.owner, nullptr); },
       STRATA_ERROR_NULL_POINTER, {"'out' is NULL"}},
      {"flattened_length: released handle",
       [](Operands& o) { return strata_tensor_flattened_length(o.stale, &o.out64); },
       STRATA_ERROR_INVALID_HANDLE, {"tensor handle 'tensor'", "is not a live Strata tensor"}},
      {"dtype: foreign pointer",
       [](Operands& o) {
         return strata_tensor_dtype(reinterpret_cast<const strata_tensor*>(o.list), &o.out32);
       },
       STRATA_ERROR_INVALID_HANDLE, {"is not a live Strata tensor"}},
      {"lengths: capacity below rank",
       [](Operands& o) { return strata_tensor_lengths(o.owner, o.list, 1); },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"capacity 1 is less than the rank 2"}},
      {"strides: negative capacity",
       [](Operands& o) { return strata_tensor_strides(o.owner, o.list, -3); },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"capacity -3 is less than the rank 2"}},
      {"lengths: NULL buffer",
       [](Operands& o) { return strata_tensor_lengths(o.owner, nullptr, 4); },
       STRATA_ERROR_NULL_POINTER, {"'buffer' is NULL"}},
      {"data: NULL out",
       [](Operands& o) { return strata_tensor_data(o.view, nullptr); },
       STRATA_ERROR_NULL_POINTER, {"'out' is NULL"}},
      {"dtype_size: unknown dtype",
       [](Operands& o) { return strata_dtype_size(0x0208, &o.size); },
       STRATA_ERROR_INVALID_ARGUMENT, {"unknown dtype code 0x0208"}},
      {"dtype_size: NULL out",
       [](Operands&) { return strata_dtype_size(STRATA_DTYPE_INT8, nullptr); },
       STRATA_ERROR_NULL_POINTER, {"'size_out' is NULL"}},
      // ---- element access ----
      {"get: NULL handle",
       [](Operands& o) { return strata_tensor_get(nullptr, k22, 2, &o.out32); },
       STRATA_ERROR_NULL_POINTER, {"tensor handle 'tensor' is NULL"}},
      {"get: NULL value_out",
       [](Operands& o) { return strata_tensor_get(o.owner, kZeroZero, 2, nullptr); },
       STRATA_ERROR_NULL_POINTER, {"'value_out' is NULL"}},
      {"get: no indexes for a rank-2 tensor",
       [](Operands& o) { return strata_tensor_get(o.owner, nullptr, 0, &o.out32); },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"0 indexes were given for a tensor of rank 2"}},
      {"get: negative index count",
       [](Operands& o) { return strata_tensor_get(o.owner, kZeroZero, -2, &o.out32); },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"count -2 for 'indexes' is negative"}},
      {"get: indexes NULL with count 2",
       [](Operands& o) { return strata_tensor_get(o.owner, nullptr, 2, &o.out32); },
       STRATA_ERROR_NULL_POINTER, {"'indexes' is NULL but its count is 2"}},
      {"get: index past the end",
       [](Operands& o) {
         const int64_t at[2] = {1, 4};
         return strata_tensor_get(o.owner, at, 2, &o.out32);
       },
       STRATA_ERROR_INDEX_OUT_OF_RANGE, {"index 4 is out of range for dimension 1 of length 4"}},
      {"get: negative index",
       [](Operands& o) {
         const int64_t at[2] = {-1, 0};
         return strata_tensor_get(o.owner, at, 2, &o.out32);
       },
       STRATA_ERROR_INDEX_OUT_OF_RANGE, {"index -1 is out of range for dimension 0 of length 3"}},
      {"get_nindex: from-end index before the start",
       [](Operands& o) {
         const strata_nindex at[2] = {Ix(4, 1), Ix(0)};
         return strata_tensor_get_nindex(o.owner, at, 2, &o.out32);
       },
       STRATA_ERROR_INDEX_OUT_OF_RANGE, {"index -1 is out of range for dimension 0 of length 3"}},
      {"get_nindex: negative NIndex value",
       [](Operands& o) {
         const strata_nindex at[2] = {Ix(0), Ix(-1)};
         return strata_tensor_get_nindex(o.owner, at, 2, &o.out32);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"indexes[1] has negative value -1"}},
      {"get_nindex: nonzero reserved field",
       [](Operands& o) {
         const strata_nindex at[2] = {Ix(0), Ix(0, 0, 9)};
         return strata_tensor_get_nindex(o.owner, at, 2, &o.out32);
       },
       STRATA_ERROR_INVALID_ARGUMENT, {"indexes[1] has from_end 0 and reserved 9"}},
      {"set: read-only view",
       [](Operands& o) { return strata_tensor_set(o.read_only, kZeroZero, 2, &kValue); },
       STRATA_ERROR_READ_ONLY, {"read-only view of lengths [2, 8]"}},
      {"set_nindex: read-only view",
       [](Operands& o) {
         const strata_nindex at[2] = {Ix(1, 1), Ix(1, 1)};
         return strata_tensor_set_nindex(o.read_only, at, 2, &kValue);
       },
       STRATA_ERROR_READ_ONLY, {"read-only view of lengths [2, 8]"}},
      {"set: index past the end of a view",
       [](Operands& o) {
         const int64_t at[2] = {4, 0};
         return strata_tensor_set(o.view, at, 2, &kValue);
       },
       STRATA_ERROR_INDEX_OUT_OF_RANGE, {"index 4 is out of range for dimension 0 of length 4"}},
      {"set: wrong index count",
       [](Operands& o) { return strata_tensor_set(o.owner, kOne, 1, &kValue); },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"1 indexes were given for a tensor of rank 2"}},
      {"set: NULL value",
       [](Operands& o) { return strata_tensor_set(o.owner, kZeroZero, 2, nullptr); },
       STRATA_ERROR_NULL_POINTER, {"'value' is NULL"}},
      {"set: released handle",
       [](Operands& o) { return strata_tensor_set(o.stale, kZeroZero, 2, &kValue); },
       STRATA_ERROR_INVALID_HANDLE, {"is not a live Strata tensor"}},
      // ---- slicing ----
      {"slice: NULL out",
       [](Operands& o) { return strata_tensor_slice(o.owner, nullptr, 0, nullptr); },
       STRATA_ERROR_NULL_POINTER, {"'out' is NULL"}},
      {"slice: range count differs from rank",
       [](Operands& o) {
         const strata_nrange r[1] = {{Ix(0), Ix(0, 1)}};
         return strata_tensor_slice(o.owner, r, 1, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"1 ranges were given for a tensor of rank 2"}, true},
      {"slice: range past the end",
       [](Operands& o) {
         const strata_nrange r[2] = {{Ix(0), Ix(0, 1)}, {Ix(1), Ix(5)}};
         return strata_tensor_slice(o.owner, r, 2, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"dimension 1: range 1..5", "length 4"}, true},
      {"slice: start after end",
       [](Operands& o) {
         const strata_nrange r[2] = {{Ix(2), Ix(1)}, {Ix(0), Ix(0, 1)}};
         return strata_tensor_slice(o.owner, r, 2, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"dimension 0: range 2..1"}, true},
      {"slice: released handle",
       [](Operands& o) { return strata_tensor_slice(o.stale, nullptr, 0, &o.out); },
       STRATA_ERROR_INVALID_HANDLE, {"is not a live Strata tensor"}, true},
      {"slice_nindex: start equal to the length",
       [](Operands& o) {
         const strata_nindex s[2] = {Ix(3), Ix(0)};
         return strata_tensor_slice_nindex(o.owner, s, 2, &o.out);
       },
       STRATA_ERROR_INDEX_OUT_OF_RANGE, {"start 3 is out of range for dimension 0 of length 3"}, true},
      {"slice_nindex: ^0 start",
       [](Operands& o) {
         const strata_nindex s[2] = {Ix(0), Ix(0, 1)};
         return strata_tensor_slice_nindex(o.owner, s, 2, &o.out);
       },
       STRATA_ERROR_INDEX_OUT_OF_RANGE, {"start 4 is out of range for dimension 1 of length 4"}, true},
      {"slice_starts: start equal to the length",
       [](Operands& o) {
         const int64_t s[2] = {0, 4};
         return strata_tensor_slice_starts(o.owner, s, 2, &o.out);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"start 4 is out of range for dimension 1 of length 4"}, true},
      {"slice_starts: no starts for a rank-2 tensor",
       [](Operands& o) { return strata_tensor_slice_starts(o.owner, nullptr, 0, &o.out); },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"0 start indexes were given for a tensor of rank 2"}, true},
      // ---- whole-tensor writes, identity, text ----
      {"fill: read-only view",
       [](Operands& o) { return strata_tensor_fill(o.read_only, &kValue); },
       STRATA_ERROR_READ_ONLY, {"fill cannot write to a read-only view of lengths [2, 8]"}},
      {"clear: read-only view",
       [](Operands& o) { return strata_tensor_clear(o.read_only); },
       STRATA_ERROR_READ_ONLY, {"read-only view of lengths [2, 8]"}},
      {"fill: NULL value",
       [](Operands& o) { return strata_tensor_fill(o.view, nullptr); },
       STRATA_ERROR_NULL_POINTER, {"'value' is NULL"}},
      {"fill: released handle",
       [](Operands& o) { return strata_tensor_fill(o.stale, &kValue); },
       STRATA_ERROR_INVALID_HANDLE, {"is not a live Strata tensor"}},
      {"clear: NULL handle",
       [](Operands&) { return strata_tensor_clear(nullptr); },
       STRATA_ERROR_NULL_POINTER, {"tensor handle 'tensor' is NULL"}},
      {"same_view: NULL second handle",
       [](Operands& o) { return strata_tensor_same_view(o.owner, nullptr, &o.out32); },
       STRATA_ERROR_NULL_POINTER, {"tensor handle 'b' is NULL"}},
      {"same_view: released first handle",
       [](Operands& o) { return strata_tensor_same_view(o.stale, o.owner, &o.out32); },
       STRATA_ERROR_INVALID_HANDLE, {"tensor handle 'a'"}},
      {"to_string: maxima count differs from rank",
       [](Operands& o) { return strata_tensor_to_string(o.owner, kOne, 1, &o.text); },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"1 maximum lengths were given for a tensor of rank 2"}, false, true},
      {"to_string: negative maximum",
       [](Operands& o) {
         const int64_t maxima[2] = {2, -4};
         return strata_tensor_to_string(o.owner, maxima, 2, &o.text);
       },
       STRATA_ERROR_ARGUMENT_OUT_OF_RANGE, {"maximum length -4 for dimension 1 is negative"}, false, true},
      {"to_string: NULL out",
       [](Operands& o) { return strata_tensor_to_string(o.owner, nullptr, 0, nullptr); },
       STRATA_ERROR_NULL_POINTER, {"'out' is NULL"}},
      // ---- allocator ----
      {"set_allocator: wrong struct_size",
       [](Operands&) {
         strata_allocator a{};
         a.struct_size = 8;
         return strata_set_allocator(&a);
       },
       STRATA_ERROR_INVALID_ARGUMENT, {"allocator struct_size is 8, expected 32"}},
      {"set_allocator: NULL callback",
       [](Operands&) {
         strata_allocator a{};
         a.struct_size = sizeof a;
         return strata_set_allocator(&a);
       },
       STRATA_ERROR_INVALID_ARGUMENT, {"allocator callbacks must both be non-NULL"}},
  };
}

class FoundationBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(FoundationBadInput, FailsWithTheDocumentedStatusAndChangesNothing) {
  const BadInput& row = GetParam();
  deleter_calls = 0;
  const int64_t live_before = strata_live_tensor_count();
  Operands o;
  const std::vector<unsigned char> before = o.Snapshot();
  strata_clear_last_error();

  const strata_status status = row.call(o);

  EXPECT_EQ(status, row.expected) << strata_last_error_message();
  EXPECT_EQ(strata_last_error_code(), row.expected);
  const std::string message = strata_last_error_message();
  for (const auto& part : row.message_parts) {
    EXPECT_NE(message.find(part), std::string::npos) << "message: " << message << "\nmissing: " << part;
  }
  EXPECT_EQ(o.Snapshot(), before) << "an operand changed";
  if (row.sets_out_handle) {
    EXPECT_EQ(o.out, nullptr);
  }
  if (row.sets_out_text) {
    EXPECT_EQ(o.text, nullptr);
  } else {
    EXPECT_EQ(o.text, reinterpret_cast<char*>(&o.buffer)) << "a string out was written";
  }
  EXPECT_EQ(deleter_calls, 0) << "a deleter ran for a failed wrap";
  EXPECT_EQ(strata_live_tensor_count(), live_before + 3) << "a failed call left a handle";
}

std::string RowName(const ::testing::TestParamInfo<BadInput>& info) {
  std::string name;
  for (const char* c = info.param.name; *c != '\0'; ++c) {
    name += std::isalnum(static_cast<unsigned char>(*c)) ? *c : '_';
  }
  return std::to_string(info.index) + "_" + name;
}

INSTANTIATE_TEST_SUITE_P(Table, FoundationBadInput, ::testing::ValuesIn(Rows()), RowName);

}  // namespace
