#include "layout/shape.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace strata {
namespace {

using Lengths = std::vector<int64_t>;

Shape MustCreate(const Lengths& lengths, const Lengths& strides = {}) {
  auto shape = Shape::Create(lengths, strides);
  EXPECT_TRUE(shape.ok()) << shape.status().message();
  return shape.value();
}

StatusCode CreateCode(const Lengths& lengths, const Lengths& strides = {}) {
  auto shape = Shape::Create(lengths, strides);
  return shape.ok() ? StatusCode::kOk : shape.status().code();
}

TEST(ShapeCreate, EmptyLengthsAreRankZeroWithOneElement) {
  for (const Shape& s : {MustCreate({}), Shape::ForView({}, {}).value()}) {
    EXPECT_EQ(s.rank(), 0);
    EXPECT_TRUE(s.lengths().empty());
    EXPECT_TRUE(s.strides().empty());
    EXPECT_EQ(s.flattened_length(), 1);
    EXPECT_EQ(s.required_storage(), 1);
    EXPECT_FALSE(s.is_empty());
    EXPECT_TRUE(s.is_dense());
    EXPECT_FALSE(s.has_repeated_storage());
  }
}

TEST(ShapeCreate, AutomaticStridesAreRowMajorWithZeroForLengthOne) {
  EXPECT_EQ(MustCreate({2, 3, 4}).strides()[0], 12);
  const Shape s = MustCreate({1, 1, 1, 1, 1, 6});
  EXPECT_EQ(Lengths(s.strides().begin(), s.strides().end()), (Lengths{0, 0, 0, 0, 0, 1}));
  const Shape t = MustCreate({2, 1, 3});
  EXPECT_EQ(Lengths(t.strides().begin(), t.strides().end()), (Lengths{3, 0, 1}));
  EXPECT_EQ(MustCreate({1}).stride(0), 0);
}

TEST(ShapeCreate, ZeroLengthDimensionZeroesEveryStrideWithoutOverflow) {
  const Shape s = MustCreate({INT64_MAX, 2, 0});
  EXPECT_EQ(Lengths(s.strides().begin(), s.strides().end()), (Lengths{0, 0, 0}));
  EXPECT_EQ(s.flattened_length(), 0);
  EXPECT_EQ(s.required_storage(), 0);
  const Shape t = MustCreate({0, 2});
  EXPECT_EQ(t.stride(1), 0);
}

TEST(ShapeCreate, ExplicitZeroStridesOnHugeEmptyShapeAreAccepted) {
  const Shape s = MustCreate({INT64_MAX, 0, INT64_MAX}, {0, 0, 0});
  EXPECT_EQ(s.flattened_length(), 0);
}

TEST(ShapeCreate, RejectsNegativeLengthsAndStrides) {
  EXPECT_EQ(CreateCode({2, -1}), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(CreateCode({2, 2}, {2, -1}), StatusCode::kArgumentOutOfRange);
}

TEST(ShapeCreate, RejectsOverflowingElementCount) {
  EXPECT_EQ(CreateCode({INT64_MAX, 2}), StatusCode::kOverflow);
  EXPECT_EQ(CreateCode({INT64_MAX / 2 + 1, 2}, {1, INT64_MAX / 2 + 1}), StatusCode::kOverflow);
  EXPECT_EQ(CreateCode({INT64_MAX}), StatusCode::kOk);  // last index INT64_MAX − 1 still fits
}

TEST(ShapeCreate, RejectsRankAboveTheLimit) {
  EXPECT_EQ(CreateCode(Lengths(kMaxRank + 1, 1)), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(CreateCode(Lengths(kMaxRank, 1)), StatusCode::kOk);
}

TEST(ShapeLayoutValidation, RejectsStrideCountDifferentFromRank) {
  EXPECT_EQ(CreateCode({2, 2}, {1}), StatusCode::kInvalidArgument);
}

TEST(ShapeLayoutValidation, RejectsAliasingStrides) {
  EXPECT_EQ(CreateCode({2, 2}, {1, 1}), StatusCode::kInvalidArgument);
  EXPECT_EQ(CreateCode({2, 2}, {2, 3}), StatusCode::kInvalidArgument);
}

TEST(ShapeLayoutValidation, RejectsNonzeroStrideOnLengthZeroOrOne) {
  EXPECT_EQ(CreateCode({1, 2}, {1, 1}), StatusCode::kInvalidArgument);
  EXPECT_EQ(CreateCode({0, 2}, {1, 0}), StatusCode::kInvalidArgument);
  EXPECT_EQ(CreateCode({1000, 1}, {1, 1}), StatusCode::kInvalidArgument);
}

TEST(ShapeLayoutValidation, AcceptsZeroStridesAnywhereAndNestedStridesInAnyOrder) {
  EXPECT_EQ(CreateCode({2, 2}, {2, 0}), StatusCode::kOk);
  EXPECT_EQ(CreateCode({2, 2}, {0, 1}), StatusCode::kOk);
  EXPECT_EQ(CreateCode({2, 3}, {1, 2}), StatusCode::kOk);  // column-major
  EXPECT_EQ(CreateCode({2, 3}, {3, 1}), StatusCode::kOk);
  EXPECT_EQ(CreateCode({2, 2}, {3, 1}), StatusCode::kOk);  // gaps are fine
}

// The status of Create(lengths, strides), with the lengths and strides lists in its message
// written as <lengths> and <strides>, so that the verdicts on shapes of different ranks compare.
Status CreateVerdict(const Lengths& lengths, const Lengths& strides) {
  auto shape = Shape::Create(lengths, strides);
  if (shape.ok()) return Status::Ok();
  std::string message = shape.status().message();
  const std::string s = FormatList(strides), l = FormatList(lengths);
  const std::pair<std::string, std::string> lists[] = {
      {"strides " + s + " for lengths " + l, "strides <strides> for lengths <lengths>"},
      {"lengths " + l + " with strides " + s, "lengths <lengths> with strides <strides>"}};
  for (const auto& [text, written] : lists) {
    if (const size_t at = message.find(text); at != std::string::npos) {
      message.replace(at, text.size(), written);
    }
  }
  return {shape.status().code(), message};
}

// Explicit strides are validated by an allocation-free path up to kInlineValidationRank
// dimensions and a general one above it. Trailing length-1 dimensions with stride 0 change no
// verdict, so padding a small shape past the limit must give the same code and message.
TEST(ShapeLayoutValidation, SameVerdictBelowAndAboveTheInlineRank) {
  const int64_t big = int64_t{1} << 62;
  std::vector<std::pair<Lengths, Lengths>> cases = {
      {{2, 3}, {3, 1}},       {{2, 3}, {1, 2}},       {{2, 2}, {3, 1}},
      {{2, 2}, {1, 1}},       {{1, 2}, {2, 1}},       {{0, 2}, {1, 0}},
      {{3, 2, 2}, {1, 3, 6}}, {{3, 2, 2}, {1, 3, 5}}, {{2, 2, 2}, {2, 2, 1}},
      {{2, big}, {big, 1}},   {{2, big, 0}, {big, 1, 0}}};
  std::mt19937 random(20261207);
  for (int k = 0; k < 2000; ++k) {
    const size_t rank = 1 + random() % 4;
    Lengths lengths(rank), strides(rank);
    for (size_t d = 0; d < rank; ++d) {
      lengths[d] = random() % 4;
      strides[d] = random() % 8;
    }
    cases.emplace_back(lengths, strides);
  }
  for (const auto& [lengths, strides] : cases) {
    ASSERT_LE(lengths.size(), kInlineValidationRank);
    Lengths padded_lengths = lengths, padded_strides = strides;
    padded_lengths.resize(kInlineValidationRank + 5, 1);
    padded_strides.resize(kInlineValidationRank + 5, 0);
    const Status small = CreateVerdict(lengths, strides);
    const Status large = CreateVerdict(padded_lengths, padded_strides);
    const std::string where = FormatList(lengths) + " / " + FormatList(strides);
    EXPECT_EQ(small.code(), large.code()) << where;
    EXPECT_EQ(small.message(), large.message()) << where;
  }
}

TEST(ShapeRequiredStorage, IsOnePlusSumOfLengthMinusOneTimesStride) {
  EXPECT_EQ(MustCreate({2, 2}, {0, 1}).required_storage(), 2);
  EXPECT_EQ(MustCreate({2, 2}, {0, 0}).required_storage(), 1);
  EXPECT_EQ(MustCreate({2, 2}, {2, 0}).required_storage(), 3);
  EXPECT_EQ(MustCreate({2, 2}, {3, 1}).required_storage(), 5);
  EXPECT_EQ(MustCreate({4, 3}).required_storage(), 12);
}

struct DenseCase {
  Lengths lengths;
  Lengths strides;
  bool dense;
  bool any_dense;
};

class ShapeDenseTable : public ::testing::TestWithParam<DenseCase> {};

TEST_P(ShapeDenseTable, MatchesSpecTable) {
  const auto& c = GetParam();
  const Shape s = MustCreate(c.lengths, c.strides);
  EXPECT_EQ(s.is_dense(), c.dense);
  EXPECT_EQ(s.has_any_dense_dimensions(), c.any_dense);
}

INSTANTIATE_TEST_SUITE_P(
    Spec14, ShapeDenseTable,
    ::testing::Values(DenseCase{{1}, {}, true, true}, DenseCase{{1}, {0}, true, true},
                      DenseCase{{2}, {}, true, true}, DenseCase{{2}, {1}, true, true},
                      DenseCase{{1, 2}, {}, true, true}, DenseCase{{1, 2}, {0, 1}, true, true},
                      DenseCase{{2, 2}, {}, true, true}, DenseCase{{2, 2}, {2, 1}, true, true},
                      DenseCase{{4, 3}, {}, true, true}, DenseCase{{4, 3}, {3, 1}, true, true},
                      DenseCase{{2}, {0}, false, false}, DenseCase{{2}, {2}, false, false},
                      DenseCase{{2, 2}, {1, 2}, false, false},  // transpose of [2,2]/[2,1]
                      DenseCase{{2, 2}, {1, 0}, false, false},
                      DenseCase{{4, 3}, {1, 8}, false, false},  // transpose of [3,4]/[8,1]
                      DenseCase{{3, 4}, {1, 0}, false, false},
                      DenseCase{{2, 1}, {1, 0}, true, true}, DenseCase{{3, 1}, {1, 0}, true, true}));

TEST(ShapeForView, CanonicalisesStridesOfShortAndEmptyDimensions) {
  auto s = Shape::ForView(DimVector{1, 3}, DimVector{5, 1});
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->stride(0), 0);
  auto e = Shape::ForView(DimVector{0, 3}, DimVector{3, 1});
  ASSERT_TRUE(e.ok());
  EXPECT_EQ(e->stride(1), 0);
}

TEST(ShapeRepeatedStorage, IsAZeroStrideOnALongDimension) {
  EXPECT_TRUE(MustCreate({3}, {0}).has_repeated_storage());
  EXPECT_FALSE(MustCreate({1, 3}, {0, 1}).has_repeated_storage());
}

// Every empty shape is dense and has a dense dimension, whatever its strides (see Shape::Finish
// for why this departs from .NET 10's flag for explicitly strided empty shapes).
TEST(ShapeDenseFlags, EveryEmptyShapeIsDense) {
  for (const auto& [lengths, strides] : std::vector<std::pair<Lengths, Lengths>>{
           {{0}, {}}, {{0}, {0}}, {{2, 0}, {}}, {{2, 0}, {0, 0}}, {{0, 3}, {0, 1}},
           {{3, 0, 4}, {0, 0, 1}}, {{INT64_MAX, 0}, {0, 0}}}) {
    const Shape s = MustCreate(lengths, strides);
    EXPECT_TRUE(s.is_empty());
    EXPECT_TRUE(s.is_dense()) << FormatList(lengths) << " / " << FormatList(strides);
    EXPECT_TRUE(s.has_any_dense_dimensions()) << FormatList(lengths);
  }
  auto view = Shape::ForView(DimVector{0, 3}, DimVector{3, 1});
  ASSERT_TRUE(view.ok());
  EXPECT_TRUE(view->is_dense());
}

TEST(ShapeCreate, ExplicitStridesOfAnEmptyShapeAreKept) {
  const Shape s = MustCreate({0, 3}, {0, 1});
  EXPECT_EQ(Lengths(s.strides().begin(), s.strides().end()), (Lengths{0, 1}));
  EXPECT_EQ(s.required_storage(), 0);
}

TEST(ShapeCreate, ExtentOverflowIsRejected) {
  // A dimension's extent length × stride must fit int64: 3 × (INT64_MAX / 3) does, one more
  // stride step does not.
  EXPECT_EQ(CreateCode({3}, {INT64_MAX / 3}), StatusCode::kOk);
  EXPECT_EQ(CreateCode({3}, {INT64_MAX / 3 + 1}), StatusCode::kOverflow);
  EXPECT_EQ(CreateCode({2, 2}, {INT64_MAX, 1}), StatusCode::kOverflow);
  // As .NET's checked arithmetic: the extent 2 × (INT64_MAX − 1) overflows although the last
  // offset would fit; a plain length reaching INT64_MAX storage is fine.
  EXPECT_EQ(CreateCode({2}, {INT64_MAX - 1}), StatusCode::kOverflow);
  EXPECT_EQ(MustCreate({INT64_MAX}, {1}).required_storage(), INT64_MAX);
  EXPECT_EQ(CreateCode({2}, {INT64_MAX}), StatusCode::kOverflow);
}

// Every field ForView sets, so that a derived shape is compared with ForView's in full.
void ExpectSameShape(const Shape& derived, const Shape& expected, const std::string& what) {
  EXPECT_EQ(derived, expected) << what;  // lengths and strides
  EXPECT_EQ(derived.rank(), expected.rank()) << what;
  EXPECT_EQ(derived.flattened_length(), expected.flattened_length()) << what;
  EXPECT_EQ(derived.required_storage(), expected.required_storage()) << what;
  EXPECT_EQ(derived.is_dense(), expected.is_dense()) << what;
  EXPECT_EQ(derived.has_any_dense_dimensions(), expected.has_any_dense_dimensions()) << what;
}

// Nonempty sources: dense, permuted, sliced with gaps, broadcast, with length-1 dimensions, and
// spanning nearly all of int64.
std::vector<Shape> DerivationSources() {
  return {MustCreate({5}),
          MustCreate({3, 4}),
          MustCreate({4, 3}, {1, 4}),
          MustCreate({2, 3, 4}),
          MustCreate({2, 1, 3}),
          MustCreate({3, 2}, {0, 1}),
          MustCreate({4, 2}, {7, 2}),
          MustCreate({2, 3, 2}, {1, 0, 2}),
          MustCreate({1, 1}),
          MustCreate({2, 3}, {INT64_MAX / 4, INT64_MAX / 16})};
}

TEST(ShapeDerived, PermutedEqualsForViewOfThePermutedLists) {
  for (const Shape& source : DerivationSources()) {
    std::vector<int32_t> order(source.rank());
    for (int32_t d = 0; d < source.rank(); ++d) order[d] = d;
    do {
      Lengths lengths, strides;
      for (int32_t d : order) {
        lengths.push_back(source.length(d));
        strides.push_back(source.stride(d));
      }
      auto expected = Shape::ForView(lengths, strides);
      ASSERT_TRUE(expected.ok());
      ExpectSameShape(Shape::Permuted(source, order), expected.value(),
                      FormatList(lengths) + " / " + FormatList(strides));
    } while (std::next_permutation(order.begin(), order.end()));
  }
}

TEST(ShapeDerived, NarrowedEqualsForViewOfTheNarrowedLists) {
  for (const Shape& source : DerivationSources()) {
    for (int32_t d = 0; d < source.rank(); ++d) {
      for (int64_t count = 1; count <= source.length(d); ++count) {
        Lengths lengths(source.lengths().begin(), source.lengths().end());
        lengths[d] = count;
        const Lengths strides(source.strides().begin(), source.strides().end());
        auto expected = Shape::ForView(lengths, strides);
        ASSERT_TRUE(expected.ok());
        ExpectSameShape(Shape::Narrowed(source, d, count), expected.value(),
                        FormatList(lengths) + " / " + FormatList(strides));
      }
    }
  }
}

TEST(ShapeMessages, NameTheOffendingValues) {
  EXPECT_EQ(Shape::Create(Lengths{2, -1}).status().message(),
            "length -1 of dimension 1 is negative");
  EXPECT_EQ(Shape::Create(Lengths{2, 2}, Lengths{1, 1}).status().message(),
            "strides [1, 1] for lengths [2, 2] alias: stride 1 of dimension 1 is inside the "
            "extent 2 of dimension 0");
  EXPECT_EQ(Shape::Create(Lengths{1, 2}, Lengths{2, 1}).status().message(),
            "dimension 0 has length 1 but nonzero stride 2; a dimension of length 0 or 1 must "
            "have stride 0");
  EXPECT_EQ(Shape::Create(Lengths{INT64_MAX, 2}).status().message(),
            "lengths [9223372036854775807, 2] with strides [2, 1] describe more elements than "
            "int64 can count");
}

}  // namespace
}  // namespace strata
