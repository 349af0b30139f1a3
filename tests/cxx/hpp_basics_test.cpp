// The header-only C++ wrapper strata.hpp: handle ownership on copy and move, exceptions with
// status and message, spans of lengths and strides, factories, and typed element access.
#include "strata/strata.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "hpp_test_support.h"

namespace {

static_assert(std::is_nothrow_move_constructible_v<strata::Tensor>);
static_assert(std::is_copy_constructible_v<strata::Tensor>);

TEST(HppBasics, CopyRetainsAndBothCopiesNameTheSameTensor) {
  const int64_t base = strata_live_tensor_count();
  strata::Tensor a = strata::Zeros<int32_t>({2, 3});
  {
    strata::Tensor b = a;  // NOLINT(performance-unnecessary-copy-initialization)
    EXPECT_EQ(b.get(), a.get());
    b.Set<int32_t>({1, 2}, 5);
    EXPECT_EQ(strata_live_tensor_count(), base + 1);
  }
  // The copy's release left a's reference intact.
  EXPECT_EQ(a.Get<int32_t>({1, 2}), 5);
  strata::Tensor c;
  c = a;
  a = strata::Tensor();
  EXPECT_EQ(c.Get<int32_t>({1, 2}), 5);
  c = strata::Tensor();
  EXPECT_EQ(strata_live_tensor_count(), base);
}

TEST(HppBasics, MoveStealsTheHandleAndLeavesTheSourceEmpty) {
  const int64_t base = strata_live_tensor_count();
  strata::Tensor a = strata::Zeros<float>({4});
  strata_tensor* handle = a.get();
  strata::Tensor b = std::move(a);
  EXPECT_EQ(b.get(), handle);
  EXPECT_EQ(a.get(), nullptr);  // NOLINT(bugprone-use-after-move): the moved-from state is specified
  EXPECT_FALSE(a);
  EXPECT_EQ(a.rank(), 0);
  EXPECT_EQ(strata_live_tensor_count(), base + 1);
  strata::Tensor c;
  c = std::move(b);
  EXPECT_EQ(c.get(), handle);
  EXPECT_EQ(c.lengths().size(), 1u);
  strata::Tensor other = strata::Zeros<int8_t>({2, 2});
  strata_tensor* other_handle = other.get();
  swap(c, other);  // found by argument-dependent lookup
  EXPECT_EQ(c.get(), other_handle);
  EXPECT_EQ(c.rank(), 2);
  EXPECT_EQ(other.get(), handle);
  EXPECT_EQ(other.dtype(), STRATA_DTYPE_FLOAT32);
  c.swap(other);
  other = strata::Tensor();
  strata_tensor* raw = c.release();
  EXPECT_EQ(raw, handle);
  EXPECT_EQ(strata_live_tensor_count(), base + 1);
  strata::Tensor adopted = strata::Tensor::Adopt(raw);
  EXPECT_EQ(adopted.lengths()[0], 4);
  adopted = strata::Tensor();
  EXPECT_EQ(strata_live_tensor_count(), base);
}

TEST(HppBasics, FailuresThrowErrorWithStatusAndMessage) {
  try {
    strata::Zeros<int32_t>({2, -3});
    FAIL() << "no exception";
  } catch (const strata::Error& e) {
    EXPECT_EQ(e.status(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    EXPECT_STREQ(e.what(), "length -3 of dimension 1 is negative");
  }
  strata::Tensor t = strata::Zeros<int32_t>({2, 3});
  try {
    t.Get<int32_t>({2, 0});
    FAIL() << "no exception";
  } catch (const strata::Error& e) {
    EXPECT_EQ(e.status(), STRATA_ERROR_INDEX_OUT_OF_RANGE);
    EXPECT_STREQ(e.what(), "index 2 is out of range for dimension 0 of length 2");
  }
  EXPECT_THROW(strata::Zeros<int32_t>({2, 2}, {1, 1}), strata::Error);
}

TEST(HppBasics, ElementTypeMustMatchTheDType) {
  strata::Tensor t = strata::Zeros<float>({2});
  try {
    t.Get<double>({0});
    FAIL() << "no exception";
  } catch (const strata::Error& e) {
    EXPECT_EQ(e.status(), STRATA_ERROR_DTYPE_MISMATCH);
    EXPECT_EQ(std::string(e.what()),
              "a C++ element of type Double used on a tensor of element type Single");
  }
  t.Fill(2.5f);
  EXPECT_EQ(t.Get<float>({1}), 2.5f);
}

TEST(HppBasics, WritesConvertAScalarThatFitsAndRefuseOneThatDoesNot) {
  strata::Tensor t = strata::Zeros<float>({2});
  t.Set<int32_t>({0}, 3);
  t.Set({1}, 0.5);
  EXPECT_EQ(t.Get<float>({0}), 3.0f);
  EXPECT_EQ(t.Get<float>({1}), 0.5f);
  EXPECT_EQ(hpp_test::StatusOf([&] { t.Fill(1e300); }), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(hpp_test::StatusOf([&] { t.Fill(std::complex<double>(1, 2)); }),
            STRATA_ERROR_DTYPE_MISMATCH);
  EXPECT_EQ(t.Get<float>({0}), 3.0f);  // nothing was written
  EXPECT_EQ(t.Get<float>({1}), 0.5f);

  strata::Tensor bytes = strata::Zeros<uint8_t>({2});
  bytes.Fill(200);
  EXPECT_EQ(hpp_test::StatusOf([&] { bytes.Set({0}, 256); }), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(hpp_test::StatusOf([&] { bytes.Set({0}, -1); }), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(hpp_test::StatusOf([&] { bytes.Fill(2.5); }), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(hpp_test::StatusOf([&] { bytes.Fill(std::nan("")); }), STRATA_ERROR_OVERFLOW);
  EXPECT_EQ(bytes.Get<uint8_t>({0}), 200);
  EXPECT_EQ(bytes.Get<uint8_t>({1}), 200);
}

TEST(HppBasics, LengthsAndStridesAreSpans) {
  strata::Tensor t = strata::Zeros<int16_t>({2, 1, 3});
  const strata::Span<const int64_t> lengths = t.lengths();
  const strata::Span<const int64_t> strides = t.strides();
  EXPECT_EQ(std::vector<int64_t>(lengths.begin(), lengths.end()), (std::vector<int64_t>{2, 1, 3}));
  EXPECT_EQ(std::vector<int64_t>(strides.begin(), strides.end()), (std::vector<int64_t>{3, 0, 1}));
  EXPECT_EQ(t.rank(), 3);
  EXPECT_EQ(t.flattened_length(), 6);
  EXPECT_EQ(t.required_storage(), 6);
  EXPECT_TRUE(t.is_dense());
  EXPECT_TRUE(t.has_any_dense_dimensions());
  EXPECT_FALSE(t.is_empty());
  EXPECT_EQ(t.dtype(), STRATA_DTYPE_INT16);
  strata::Tensor scalar = strata::Zeros<int16_t>({});  // rank 0: one element
  EXPECT_TRUE(scalar.lengths().empty());
  EXPECT_EQ(scalar.flattened_length(), 1);
  EXPECT_FALSE(scalar.is_empty());
  EXPECT_TRUE(strata::Zeros<int16_t>({0}).is_empty());
}

TEST(HppBasics, WrapAndFromDataCoverTheDocumentsExamples) {
  std::vector<int32_t> data{1, 2, 3, 4, 5, 6};
  strata::Tensor inferred = strata::Wrap<int32_t>(data);
  EXPECT_EQ(inferred.lengths().size(), 1u);
  EXPECT_EQ(inferred.lengths()[0], 6);
  EXPECT_EQ(inferred.data(), data.data());
  strata::Tensor matrix = strata::Wrap<int32_t>(data, {2, 2}, {3, 1});
  matrix.Set<int32_t>({1, 1}, 50);
  EXPECT_EQ(data[4], 50);
  strata::Tensor first = strata::Wrap<int32_t>(data, strata::Span<const int64_t>());  // rank 0
  EXPECT_TRUE(first.lengths().empty());
  EXPECT_EQ(first.Get<int32_t>(strata::Span<const int64_t>()), 1);
  const std::vector<int32_t>& constant = data;
  strata::Tensor read_only = strata::Wrap<const int32_t>(constant);
  EXPECT_TRUE(read_only.is_read_only());
  EXPECT_THROW(read_only.Fill<int32_t>(0), strata::Error);
  strata::Tensor copy = strata::FromData<int32_t>(data, {3, 2});
  EXPECT_NE(copy.data(), static_cast<void*>(data.data()));
  EXPECT_EQ(copy.Get<int32_t>({2, 1}), 6);
  EXPECT_EQ(strata::FromData<int32_t>(data).flattened_length(), 6);
}

int wrapper_deletions = 0;
void CountDeletion(void*, void*) { ++wrapper_deletions; }

TEST(HppBasics, WrapDeleterRunsWhenTheLastCopyGoes) {
  std::vector<double> data{1.5, 2.5};
  {
    strata::Tensor t = strata::Wrap<double>(data, strata::WrapOptions{false, CountDeletion, nullptr});
    strata::Tensor copy = t;
    strata::Tensor view = t.Slice({strata::Range(1, 2)});
    t = strata::Tensor();
    copy = strata::Tensor();
    EXPECT_EQ(wrapper_deletions, 0);
    EXPECT_EQ(view.Get<double>({0}), 2.5);
  }
  EXPECT_EQ(wrapper_deletions, 1);
}

TEST(HppBasics, SlicesFromEndIndexesAndText) {
  strata::Tensor t = strata::FromData<int32_t>(std::vector<int32_t>{1, 2, 3, 4, 5, 6, 7, 8, 9}, {3, 3});
  EXPECT_EQ(t.Get<int32_t>({strata::FromEnd(1), strata::FromEnd(1)}), 9);
  t.Set<int32_t>({strata::FromStart(0), strata::FromEnd(3)}, 10);
  EXPECT_EQ(t.Get<int32_t>({0, 0}), 10);
  strata::Tensor corner = t.Slice({strata::Range(strata::FromEnd(2), strata::FromEnd(0)), strata::All()});
  EXPECT_EQ(corner.lengths()[0], 2);
  EXPECT_EQ(corner.ToString({2, 3}), "Tensor<Int32>[2, 3] {\n  [4, 5, 6],\n  [7, 8, 9]\n}");
  strata::Tensor tail = t.Slice(strata::Span<const int64_t>({1, 2}));
  EXPECT_EQ(tail.ToString({}), "Tensor<Int32>[2, 1]");
  // No maxima at all: the full text form, as operator<< prints it.
  EXPECT_EQ(tail.ToString(), "Tensor<Int32>[2, 1] {\n  [6],\n  [9]\n}");
  strata::Tensor by_index = t.Slice({strata::FromEnd(1), strata::FromStart(0)});
  EXPECT_EQ(by_index.Get<int32_t>({0, 2}), 9);
  EXPECT_THROW(t.Slice({strata::FromEnd(0), strata::FromStart(0)}), strata::Error);
  EXPECT_TRUE(t.Slice({strata::All(), strata::All()}).SameViewAs(t));
  corner.Clear();
  EXPECT_EQ(t.Get<int32_t>({2, 2}), 0);
}

TEST(HppBasics, HalfAndBoolElementsUseTheirStorageTypes) {
  strata::Tensor h = strata::Zeros<strata::Float16Bits>({2});
  h.Set<strata::Float16Bits>({1}, strata::Float16Bits{0x3c00});
  EXPECT_EQ(h.Get<strata::Float16Bits>({1}).bits, 0x3c00);
  EXPECT_EQ(h.ToString({2}), "Tensor<Half>[2] {\n  [0, 1]\n}");
  strata::Tensor b = strata::Zeros<bool>({2});
  b.Set<bool>({0}, true);
  EXPECT_EQ(b.ToString({2}), "Tensor<Boolean>[2] {\n  [True, False]\n}");
}

}  // namespace
