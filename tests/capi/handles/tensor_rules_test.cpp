// The product document's shape rules observed through the C ABI: empty shapes, omitted lengths,
// zero-length dimensions, automatic strides, required storage, dense flags, 64-byte aligned
// owning storage and caller allocators.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

#include "strata/strata.h"

namespace {

using List = std::vector<int64_t>;

struct Layout {
  List lengths;
  List strides;
  int64_t flattened = -1;
  int64_t storage = -1;
  int32_t empty = -1;
  int32_t dense = -1;
  int32_t any_dense = -1;
};

Layout Describe(const strata_tensor* t) {
  Layout l;
  int32_t rank = 0;
  EXPECT_EQ(strata_tensor_rank(t, &rank), STRATA_OK);
  l.lengths.assign(static_cast<size_t>(rank), -1);
  l.strides.assign(static_cast<size_t>(rank), -1);
  EXPECT_EQ(strata_tensor_lengths(t, l.lengths.data(), rank), STRATA_OK);
  EXPECT_EQ(strata_tensor_strides(t, l.strides.data(), rank), STRATA_OK);
  EXPECT_EQ(strata_tensor_flattened_length(t, &l.flattened), STRATA_OK);
  EXPECT_EQ(strata_tensor_required_storage(t, &l.storage), STRATA_OK);
  EXPECT_EQ(strata_tensor_is_empty(t, &l.empty), STRATA_OK);
  EXPECT_EQ(strata_tensor_is_dense(t, &l.dense), STRATA_OK);
  EXPECT_EQ(strata_tensor_has_any_dense_dimensions(t, &l.any_dense), STRATA_OK);
  return l;
}

// RAII for handles made by the tests.
struct Handle {
  strata_tensor* t = nullptr;
  ~Handle() { strata_tensor_release(t); }
};

Layout Create(const List& lengths, const List& strides = {}) {
  Handle h;
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths.data(),
                                 static_cast<int32_t>(lengths.size()), strides.data(),
                                 static_cast<int32_t>(strides.size()), &h.t),
            STRATA_OK)
      << strata_last_error_message();
  return h.t ? Describe(h.t) : Layout{};
}

TEST(TensorRules, EmptyShapeIsRankZeroWithOneElement) {
  const Layout l = Create({});
  EXPECT_EQ(l.lengths, List{});
  EXPECT_EQ(l.strides, List{});
  EXPECT_EQ(l.flattened, 1);
  EXPECT_EQ(l.storage, 1);
  EXPECT_EQ(l.empty, 0);
  EXPECT_EQ(l.dense, 1);
}

TEST(TensorRules, OmittedLengthsInferOneDimension) {
  int32_t data[5] = {1, 2, 3, 4, 5};
  Handle view;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 5, nullptr, 0, nullptr, 0, 0, nullptr,
                               nullptr, &view.t), STRATA_OK);
  const Layout l = Describe(view.t);
  EXPECT_EQ(l.lengths, (List{5}));
  EXPECT_EQ(l.strides, (List{1}));
  Handle copy;
  ASSERT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_INT32, data, 1, nullptr, 0, &copy.t), STRATA_OK);
  EXPECT_EQ(Describe(copy.t).lengths, (List{1}));
  EXPECT_EQ(Describe(copy.t).strides, (List{0}));  // a single element gets stride 0
  // Lengths given but empty (non-NULL, rank 0) mean rank 0, not inference.
  const int64_t none[1] = {0};
  Handle scalar;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 5, none, 0, nullptr, 0, 0, nullptr,
                               nullptr, &scalar.t), STRATA_OK);
  EXPECT_EQ(Describe(scalar.t).lengths, List{});
  EXPECT_EQ(Describe(scalar.t).flattened, 1);
  Handle nothing;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, nullptr, 0, nullptr, 0, nullptr, 0, 0, nullptr,
                               nullptr, &nothing.t), STRATA_OK);
  EXPECT_EQ(Describe(nothing.t).lengths, (List{0}));
}

TEST(TensorRules, ZeroLengthDimensionZeroesStridesCountsAndStorage) {
  const Layout l = Create({INT64_MAX, 2, 0});
  EXPECT_EQ(l.lengths, (List{INT64_MAX, 2, 0}));
  EXPECT_EQ(l.strides, (List{0, 0, 0}));
  EXPECT_EQ(l.flattened, 0);
  EXPECT_EQ(l.storage, 0);
  EXPECT_EQ(Create({3, 0, 4}).strides, (List{0, 0, 0}));
}

TEST(TensorRules, AutomaticStridesAreRowMajorWithZeroOnLengthOne) {
  EXPECT_EQ(Create({2, 3, 4}).strides, (List{12, 4, 1}));
  EXPECT_EQ(Create({1, 1, 1, 1, 1, 6}).strides, (List{0, 0, 0, 0, 0, 1}));
  EXPECT_EQ(Create({2, 1, 3}).strides, (List{3, 0, 1}));
}

TEST(TensorRules, RequiredStorageIsOnePlusSumOfSpans) {
  EXPECT_EQ(Create({2, 2}, {0, 1}).storage, 2);
  EXPECT_EQ(Create({2, 2}, {0, 0}).storage, 1);
  EXPECT_EQ(Create({2, 2}, {2, 0}).storage, 3);
  EXPECT_EQ(Create({2, 3}, {7, 2}).storage, 1 + 7 + 4);
  EXPECT_EQ(Create({2, 3}, {7, 2}).flattened, 6);
}

TEST(TensorRules, LayoutValidationAcceptsNestedAndZeroStrides) {
  EXPECT_EQ(Create({2, 3}, {1, 2}).strides, (List{1, 2}));  // column-major
  EXPECT_EQ(Create({2, 2}, {2, 0}).strides, (List{2, 0}));
  EXPECT_EQ(Create({3, 2}, {0, 1}).storage, 2);
}

struct DenseRow {
  List lengths;
  List strides;
  int32_t dense;
  int32_t any_dense;
};

TEST(TensorRules, DenseAndHasAnyDenseDimensionsFollowSpecTable) {
  const std::vector<DenseRow> rows{
      {{1}, {}, 1, 1},          {{1}, {0}, 1, 1},         {{2}, {}, 1, 1},
      {{2}, {1}, 1, 1},         {{1, 2}, {}, 1, 1},       {{1, 2}, {0, 1}, 1, 1},
      {{2, 2}, {}, 1, 1},       {{2, 2}, {2, 1}, 1, 1},   {{4, 3}, {}, 1, 1},
      {{4, 3}, {3, 1}, 1, 1},   {{2}, {0}, 0, 0},         {{2}, {2}, 0, 0},
      {{2, 2}, {1, 2}, 0, 0},   {{2, 2}, {1, 0}, 0, 0},   {{4, 3}, {1, 8}, 0, 0},
      {{3, 4}, {1, 0}, 0, 0},   {{2, 1}, {1, 0}, 1, 1},   {{3, 1}, {1, 0}, 1, 1},
      // Every empty shape is dense, including explicitly strided ones (see src/layout/shape.cpp).
      {{0}, {0}, 1, 1},         {{2, 0}, {0, 0}, 1, 1},   {{0, 3}, {0, 1}, 1, 1},
  };
  for (const auto& row : rows) {
    const Layout l = Create(row.lengths, row.strides);
    EXPECT_EQ(l.dense, row.dense) << ::testing::PrintToString(row.lengths) << " / "
                                  << ::testing::PrintToString(row.strides);
    EXPECT_EQ(l.any_dense, row.any_dense) << ::testing::PrintToString(row.lengths) << " / "
                                          << ::testing::PrintToString(row.strides);
  }
}

TEST(TensorRules, EmptySlicesAreDenseAndKeepTheOrigin) {
  Handle t;
  const int64_t lengths[2] = {4, 4};
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT32, lengths, 2, nullptr, 0, &t.t), STRATA_OK);
  const strata_nrange late[2] = {{{3, 0, 0}, {3, 0, 0}}, {{3, 0, 0}, {3, 0, 0}}};
  const strata_nrange early[2] = {{{0, 0, 0}, {0, 0, 0}}, {{0, 0, 0}, {0, 0, 0}}};
  Handle a, b;
  ASSERT_EQ(strata_tensor_slice(t.t, late, 2, &a.t), STRATA_OK);
  ASSERT_EQ(strata_tensor_slice(t.t, early, 2, &b.t), STRATA_OK);
  int32_t same = 0;
  ASSERT_EQ(strata_tensor_same_view(a.t, b.t, &same), STRATA_OK);
  EXPECT_EQ(same, 1);
  void* origin = nullptr;
  void* slice_origin = nullptr;
  ASSERT_EQ(strata_tensor_data(t.t, &origin), STRATA_OK);
  ASSERT_EQ(strata_tensor_data(a.t, &slice_origin), STRATA_OK);
  EXPECT_EQ(origin, slice_origin);
  const Layout l = Describe(a.t);
  EXPECT_EQ(l.strides, (List{0, 0}));
  EXPECT_EQ(l.dense, 1);
}

TEST(TensorRules, ReadOnlyFlagAndViewsInheritIt) {
  int32_t data[4] = {1, 2, 3, 4};
  Handle ro;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT32, data, 4, nullptr, 0, nullptr, 0,
                               STRATA_WRAP_READ_ONLY, nullptr, nullptr, &ro.t), STRATA_OK);
  int32_t flag = 0;
  ASSERT_EQ(strata_tensor_is_read_only(ro.t, &flag), STRATA_OK);
  EXPECT_EQ(flag, 1);
  const int64_t start = 1;
  Handle view;
  ASSERT_EQ(strata_tensor_slice_starts(ro.t, &start, 1, &view.t), STRATA_OK);
  ASSERT_EQ(strata_tensor_is_read_only(view.t, &flag), STRATA_OK);
  EXPECT_EQ(flag, 1);
  const int32_t v = 9;
  EXPECT_EQ(strata_tensor_set(view.t, &start, 1, &v), STRATA_ERROR_READ_ONLY);
}

// ---- memory ----

struct Counts {
  int allocations = 0;
  int releases = 0;
  size_t last_bytes = 0;
  size_t last_alignment = 0;
  bool mismatch = false;
  void* last = nullptr;
};

void* CountingAllocate(size_t bytes, size_t alignment, void* user) {
  auto* c = static_cast<Counts*>(user);
  ++c->allocations;
  c->last_bytes = bytes;
  c->last_alignment = alignment;
  c->last = std::aligned_alloc(alignment, (bytes / alignment + 1) * alignment);
  return c->last;
}
void CountingRelease(void* p, size_t bytes, size_t alignment, void* user) {
  auto* c = static_cast<Counts*>(user);
  ++c->releases;
  if (bytes != c->last_bytes || alignment != c->last_alignment) c->mismatch = true;
  std::free(p);
}
void* Refuse(size_t, size_t, void*) { return nullptr; }
void Unused(void*, size_t, size_t, void*) {}

class TensorMemory : public ::testing::Test {
 protected:
  void TearDown() override { EXPECT_EQ(strata_set_allocator(nullptr), STRATA_OK); }
};

TEST_F(TensorMemory, OwningStorageIsSixtyFourByteAligned) {
  for (const List& lengths : std::vector<List>{{1}, {3}, {7, 9}, {1000, 3}, {0}}) {
    for (strata_dtype dtype : {STRATA_DTYPE_INT8, STRATA_DTYPE_FLOAT64, STRATA_DTYPE_BOOL}) {
      Handle h;
      ASSERT_EQ(strata_tensor_create(dtype, lengths.data(), static_cast<int32_t>(lengths.size()),
                                     nullptr, 0, &h.t), STRATA_OK);
      void* data = nullptr;
      ASSERT_EQ(strata_tensor_data(h.t, &data), STRATA_OK);
      EXPECT_EQ(reinterpret_cast<uintptr_t>(data) % 64, 0u);
    }
  }
}

TEST_F(TensorMemory, CustomCallbacksSeeMatchingSizesAndOldTensorsFreeThroughTheirOwn) {
  Counts first, second;
  const strata_allocator a = {sizeof(strata_allocator), CountingAllocate, CountingRelease, &first};
  const strata_allocator b = {sizeof(strata_allocator), CountingAllocate, CountingRelease, &second};
  const int64_t lengths[2] = {5, 3};
  Handle made_by_a, made_by_b, made_by_builtin;
  ASSERT_EQ(strata_set_allocator(&a), STRATA_OK);
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths, 2, nullptr, 0, &made_by_a.t), STRATA_OK);
  EXPECT_EQ(first.last_bytes, 5u * 3u * 4u);
  EXPECT_EQ(first.last_alignment, 64u);
  void* data = nullptr;
  ASSERT_EQ(strata_tensor_data(made_by_a.t, &data), STRATA_OK);
  EXPECT_EQ(data, first.last);
  ASSERT_EQ(strata_set_allocator(&b), STRATA_OK);
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, lengths, 2, nullptr, 0, &made_by_b.t), STRATA_OK);
  EXPECT_EQ(second.last_bytes, 15u);
  ASSERT_EQ(strata_set_allocator(nullptr), STRATA_OK);
  ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_INT8, lengths, 2, nullptr, 0, &made_by_builtin.t), STRATA_OK);
  EXPECT_EQ(first.allocations + second.allocations, 2);

  strata_tensor_release(made_by_a.t);
  made_by_a.t = nullptr;
  EXPECT_EQ(first.releases, 1);
  EXPECT_EQ(second.releases, 0);
  strata_tensor_release(made_by_b.t);
  made_by_b.t = nullptr;
  EXPECT_EQ(second.releases, 1);
  EXPECT_FALSE(first.mismatch);
  EXPECT_FALSE(second.mismatch);
}

TEST_F(TensorMemory, RefusedAllocationIsOutOfMemoryWithTheSize) {
  const strata_allocator refuse = {sizeof(strata_allocator), Refuse, Unused, nullptr};
  ASSERT_EQ(strata_set_allocator(&refuse), STRATA_OK);
  const int64_t lengths[2] = {4, 8};
  int sentinel = 0;
  strata_tensor* out = reinterpret_cast<strata_tensor*>(&sentinel);
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT16, lengths, 2, nullptr, 0, &out),
            STRATA_ERROR_OUT_OF_MEMORY);
  EXPECT_EQ(out, nullptr);
  EXPECT_STREQ(strata_last_error_message(), "allocating 64 bytes for lengths [4, 8] failed");
  // Views over caller memory never allocate storage.
  int16_t data[32] = {};
  Handle view;
  EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_INT16, data, 32, lengths, 2, nullptr, 0, 0, nullptr,
                               nullptr, &view.t), STRATA_OK);
}

}  // namespace
