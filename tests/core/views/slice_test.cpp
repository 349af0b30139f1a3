// Slicing views (spec §2.4): the error class of each of the three forms, shared storage, stride 0
// for dimensions of new length ≤ 1, and empty results that keep the original origin.
#include "views/slice.h"

#include <gtest/gtest.h>

#include <vector>

#include "support/test_tensors.h"

namespace strata {
namespace {

using testing::At32;
using testing::Iota32;
using testing::ToVector;

constexpr NIndex Start(int64_t v) { return {v, false}; }
constexpr NIndex End(int64_t v) { return {v, true}; }

Result<Tensor> Ranges(const Tensor& t, std::vector<NRange> ranges) {
  return SliceByRanges(t, ranges);
}

TEST(SliceByRanges, SharesStorageAndOffsetsTheOrigin) {
  const Tensor t = Iota32({4, 5});
  auto s = Ranges(t, {{Start(1), Start(3)}, {Start(2), End(0)}});
  ASSERT_TRUE(s.ok()) << s.status().message();
  EXPECT_EQ(ToVector(s->shape().lengths()), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(ToVector(s->shape().strides()), (std::vector<int64_t>{5, 1}));
  EXPECT_EQ(s->origin(), t.origin() + (1 * 5 + 2) * 4);
  EXPECT_EQ(At32(s.value(), {0, 0}), 8);
  EXPECT_EQ(At32(s.value(), {1, 2}), 15);
  EXPECT_EQ(s->storage(), t.storage());
  EXPECT_FALSE(s->shape().is_dense());
  EXPECT_TRUE(s->shape().has_any_dense_dimensions());
}

TEST(SliceByRanges, FromEndBoundsResolveAgainstEachDimension) {
  const Tensor t = Iota32({4, 5});
  auto s = Ranges(t, {{End(2), End(1)}, {Start(0), End(4)}});
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(ToVector(s->shape().lengths()), (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(At32(s.value(), {0, 0}), 11);
}

TEST(SliceByRanges, DimensionsOfNewLengthOneOrZeroGetStrideZero) {
  const Tensor t = Iota32({4, 5});
  auto row = Ranges(t, {{Start(2), Start(3)}, {Start(0), End(0)}});
  ASSERT_TRUE(row.ok());
  EXPECT_EQ(ToVector(row->shape().strides()), (std::vector<int64_t>{0, 1}));
  EXPECT_TRUE(row->shape().is_dense());
  auto column = Ranges(t, {{Start(0), End(0)}, {Start(4), Start(5)}});
  ASSERT_TRUE(column.ok());
  EXPECT_EQ(ToVector(column->shape().strides()), (std::vector<int64_t>{5, 0}));
  auto empty = Ranges(t, {{Start(1), Start(3)}, {Start(2), Start(2)}});
  ASSERT_TRUE(empty.ok());
  EXPECT_EQ(ToVector(empty->shape().lengths()), (std::vector<int64_t>{2, 0}));
  EXPECT_EQ(ToVector(empty->shape().strides()), (std::vector<int64_t>{0, 0}));
}

TEST(SliceByRanges, EmptyResultsKeepTheOriginalOrigin) {
  const Tensor t = Iota32({4, 4});
  auto a = Ranges(t, {{Start(3), Start(3)}, {Start(3), Start(3)}});
  auto b = Ranges(t, {{Start(0), Start(0)}, {Start(0), Start(0)}});
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(a->origin(), t.origin());
  EXPECT_TRUE(a->SameViewAs(b.value()));
  // Only one dimension empty: still the origin of the sliced tensor.
  auto c = Ranges(t, {{Start(2), Start(4)}, {Start(4), Start(4)}});
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->origin(), t.origin());
}

TEST(SliceByRanges, CountOrRangeErrorsAreArgumentOutOfRange) {
  const Tensor t = Iota32({4, 5});
  auto few = Ranges(t, {{Start(0), End(0)}});
  EXPECT_EQ(few.status().code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(few.status().message(), "1 ranges were given for a tensor of rank 2");
  auto past = Ranges(t, {{Start(0), End(0)}, {Start(0), Start(6)}});
  EXPECT_EQ(past.status().code(), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(past.status().message(),
            "dimension 1: range 0..6 resolves to [0, 6), which is not inside a dimension of "
            "length 5");
  auto reversed = Ranges(t, {{Start(3), Start(2)}, {Start(0), End(0)}});
  EXPECT_EQ(reversed.status().code(), StatusCode::kArgumentOutOfRange);
}

TEST(SliceByIndexes, StartsOutsideTheDimensionAreIndexOutOfRange) {
  const Tensor t = Iota32({4, 5});
  const std::vector<NIndex> ok{End(1), Start(2)};
  auto s = SliceByIndexes(t, ok);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(ToVector(s->shape().lengths()), (std::vector<int64_t>{1, 3}));
  EXPECT_EQ(At32(s.value(), {0, 0}), 18);
  const std::vector<NIndex> at_end{Start(4), Start(0)};  // start == length, though the result would be empty
  EXPECT_EQ(SliceByIndexes(t, at_end).status().code(), StatusCode::kIndexOutOfRange);
  const std::vector<NIndex> end{Start(0), End(0)};  // NIndex.End always fails
  EXPECT_EQ(SliceByIndexes(t, end).status().code(), StatusCode::kIndexOutOfRange);
  const std::vector<NIndex> before{End(5), Start(0)};
  EXPECT_EQ(SliceByIndexes(t, before).status().code(), StatusCode::kIndexOutOfRange);
  const std::vector<NIndex> few{Start(0)};
  EXPECT_EQ(SliceByIndexes(t, few).status().code(), StatusCode::kArgumentOutOfRange);
}

TEST(SliceByStarts, StartsOutsideTheDimensionAreArgumentOutOfRange) {
  const Tensor t = Iota32({4, 5});
  const std::vector<int64_t> ok{1, 4};
  auto s = SliceByStarts(t, ok);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(ToVector(s->shape().lengths()), (std::vector<int64_t>{3, 1}));
  EXPECT_EQ(ToVector(s->shape().strides()), (std::vector<int64_t>{5, 0}));
  EXPECT_EQ(At32(s.value(), {2, 0}), 20);
  for (const auto& bad : std::vector<std::vector<int64_t>>{{4, 0}, {0, 5}, {-1, 0}}) {
    auto r = SliceByStarts(t, bad);
    EXPECT_EQ(r.status().code(), StatusCode::kArgumentOutOfRange);
  }
  const std::vector<int64_t> past{0, 5};
  EXPECT_EQ(SliceByStarts(t, past).status().message(),
            "start 5 is out of range for dimension 1 of length 5");
  const std::vector<int64_t> many{0, 0, 0};
  EXPECT_EQ(SliceByStarts(t, many).status().code(), StatusCode::kArgumentOutOfRange);
}

TEST(SliceOfAView, ComposesOffsetsAndKeepsReadOnly) {
  std::vector<int32_t> data(20);
  for (int i = 0; i < 20; ++i) data[static_cast<size_t>(i)] = i;
  const Tensor view = testing::Wrap32(data, {4, 5}, {}, true);
  auto inner = Ranges(view, {{Start(1), End(0)}, {Start(1), End(0)}});
  ASSERT_TRUE(inner.ok());
  auto twice = Ranges(inner.value(), {{Start(1), Start(2)}, {Start(2), Start(4)}});
  ASSERT_TRUE(twice.ok());
  EXPECT_TRUE(twice->read_only());
  EXPECT_EQ(At32(twice.value(), {0, 0}), 13);
  EXPECT_EQ(At32(twice.value(), {0, 1}), 14);
}

}  // namespace
}  // namespace strata
