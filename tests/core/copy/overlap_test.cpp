#include "copy/overlap.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "support/copy_test_support.h"

namespace strata {
namespace {

using copytest::DerivedViewOf;
using copytest::Lengths;
using copytest::LogicalOffsets;
using copytest::ViewOf;

TEST(AnalyzeOverlap, EmptyViewsNeverOverlap) {
  std::vector<int32_t> buffer(8);
  EXPECT_EQ(AnalyzeOverlap(ViewOf(buffer, 0, {0}), ViewOf(buffer, 0, {8})), Overlap::kNone);
  EXPECT_EQ(AnalyzeOverlap(ViewOf(buffer, 0, {8}), ViewOf(buffer, 2, {3, 0})), Overlap::kNone);
}

TEST(AnalyzeOverlap, DisjointExtentsDoNotOverlap) {
  std::vector<int32_t> buffer(8);
  EXPECT_EQ(AnalyzeOverlap(ViewOf(buffer, 0, {4}), ViewOf(buffer, 4, {4})), Overlap::kNone);
  EXPECT_EQ(AnalyzeOverlap(ViewOf(buffer, 0, {5}), ViewOf(buffer, 4, {4})), Overlap::kShared);
}

TEST(AnalyzeOverlap, IdenticalLayoutsAtOneOriginAreTheSameView) {
  std::vector<int32_t> buffer(8);
  EXPECT_EQ(AnalyzeOverlap(ViewOf(buffer, 1, {2, 3}), ViewOf(buffer, 1, {2, 3})),
            Overlap::kSameView);
  // Leading length-1 dimensions do not matter.
  EXPECT_EQ(AnalyzeOverlap(ViewOf(buffer, 0, {1, 1, 4}, {0, 0, 2}), ViewOf(buffer, 0, {4}, {2})),
            Overlap::kSameView);
  // Same origin, other strides: overlapping but not the same view.
  EXPECT_EQ(AnalyzeOverlap(ViewOf(buffer, 0, {4}, {2}), ViewOf(buffer, 0, {4})), Overlap::kShared);
}

TEST(AnalyzeOverlap, EvenAndOddElementsInterleaveWithoutOverlap) {
  std::vector<int32_t> buffer(12);
  EXPECT_EQ(AnalyzeOverlap(ViewOf(buffer, 0, {6}, {2}), ViewOf(buffer, 1, {6}, {2})),
            Overlap::kNone);
  // Columns 0-1 and 2-3 of rows of four.
  EXPECT_EQ(AnalyzeOverlap(ViewOf(buffer, 0, {3, 2}, {4, 1}), ViewOf(buffer, 2, {3, 2}, {4, 1})),
            Overlap::kNone);
  // Columns 0-2 and 2-3 share column 2.
  EXPECT_EQ(AnalyzeOverlap(ViewOf(buffer, 0, {3, 3}, {4, 1}), ViewOf(buffer, 2, {3, 2}, {4, 1})),
            Overlap::kShared);
}

TEST(AnalyzeOverlap, CountsBytesAcrossElementSizes) {
  std::vector<int32_t> words(4);
  auto whole = ViewOf(words, 0, {4});
  auto bytes_shape = Shape::Create(Lengths{4}, Lengths{4});
  ASSERT_TRUE(bytes_shape.ok());
  // Byte 3 of each int32 (the high bytes): inside every element of the int32 view.
  auto high_bytes = Tensor::Wrap(DType::kUInt8, reinterpret_cast<std::byte*>(words.data()) + 3, 13,
                                 bytes_shape.value(), false, {});
  ASSERT_TRUE(high_bytes.ok());
  EXPECT_EQ(AnalyzeOverlap(whole, high_bytes.value()), Overlap::kShared);
  // Every other int32 against bytes of the skipped ones.
  auto even_words = ViewOf(words, 0, {2}, {2});
  auto odd_bytes_shape = Shape::Create(Lengths{2, 4}, Lengths{8, 1});
  ASSERT_TRUE(odd_bytes_shape.ok());
  auto odd_bytes = Tensor::Wrap(DType::kUInt8, reinterpret_cast<std::byte*>(words.data()) + 4, 12,
                                odd_bytes_shape.value(), false, {});
  ASSERT_TRUE(odd_bytes.ok());
  EXPECT_EQ(AnalyzeOverlap(even_words, odd_bytes.value()), Overlap::kNone);
}

TEST(HasAliasingStrides, NestedLayoutsAreInjective) {
  EXPECT_FALSE(HasAliasingStrides(Shape::ForView(DimVector{3, 4}, DimVector{4, 1}).value()));
  EXPECT_FALSE(HasAliasingStrides(Shape::ForView(DimVector{3, 4}, DimVector{1, 3}).value()));
  EXPECT_FALSE(HasAliasingStrides(Shape::ForView(DimVector{3, 4}, DimVector{0, 1}).value()));
}

TEST(HasAliasingStrides, DecidesNonNestedLayoutsExactly) {
  EXPECT_TRUE(HasAliasingStrides(Shape::ForView(DimVector{2, 2}, DimVector{1, 1}).value()));
  // 2x + 3y for x, y in [0, 2]: 0 2 4 3 5 7 6 8 10 — distinct although not nested.
  EXPECT_FALSE(HasAliasingStrides(Shape::ForView(DimVector{3, 3}, DimVector{2, 3}).value()));
  // With x up to 3: 2·3 = 3·2.
  EXPECT_TRUE(HasAliasingStrides(Shape::ForView(DimVector{4, 3}, DimVector{2, 3}).value()));
}

TEST(CheckOverlap, AppliesEachRowOfTheTable) {
  std::vector<int32_t> buffer(16);
  auto dense4 = ViewOf(buffer, 0, {4});
  auto dense4_shifted = ViewOf(buffer, 2, {2, 2});
  auto strided = ViewOf(buffer, 0, {4}, {2});
  auto repeated = ViewOf(buffer, 0, {4}, {0});
  auto code = [](const Result<Overlap>& r) { return r.ok() ? StatusCode::kOk : r.status().code(); };
  // Copy: dense/dense with equal counts, or the same view.
  EXPECT_EQ(code(CheckOverlap(dense4, dense4_shifted, OverlapRule::kCopy, "t")), StatusCode::kOk);
  EXPECT_EQ(code(CheckOverlap(strided, strided, OverlapRule::kCopy, "t")), StatusCode::kOk);
  EXPECT_EQ(code(CheckOverlap(strided, dense4, OverlapRule::kCopy, "t")), StatusCode::kOverlap);
  EXPECT_EQ(code(CheckOverlap(ViewOf(buffer, 1, {3}), dense4, OverlapRule::kCopy, "t")),
            StatusCode::kOverlap);
  // Flatten: a dense source only.
  EXPECT_EQ(code(CheckOverlap(dense4_shifted, dense4, OverlapRule::kFlatten, "t")), StatusCode::kOk);
  EXPECT_EQ(code(CheckOverlap(strided, dense4, OverlapRule::kFlatten, "t")), StatusCode::kOverlap);
  // Elementwise: the same view without repeated storage.
  EXPECT_EQ(code(CheckOverlap(strided, strided, OverlapRule::kElementwise, "t")), StatusCode::kOk);
  EXPECT_EQ(code(CheckOverlap(repeated, repeated, OverlapRule::kElementwise, "t")),
            StatusCode::kOverlap);
  EXPECT_EQ(code(CheckOverlap(dense4, dense4_shifted, OverlapRule::kElementwise, "t")),
            StatusCode::kOverlap);
  // Resize: dense and dense, any counts.
  EXPECT_EQ(code(CheckOverlap(ViewOf(buffer, 1, {3}), dense4, OverlapRule::kResize, "t")),
            StatusCode::kOk);
  EXPECT_EQ(code(CheckOverlap(strided, dense4, OverlapRule::kResize, "t")), StatusCode::kOverlap);
  // Reverse: the same dense view.
  EXPECT_EQ(code(CheckOverlap(dense4, dense4, OverlapRule::kReverse, "t")), StatusCode::kOk);
  EXPECT_EQ(code(CheckOverlap(strided, strided, OverlapRule::kReverse, "t")), StatusCode::kOverlap);
  EXPECT_EQ(code(CheckOverlap(dense4, dense4_shifted, OverlapRule::kReverse, "t")),
            StatusCode::kOverlap);
  // Disjoint-only operations.
  EXPECT_EQ(code(CheckOverlap(dense4, dense4, OverlapRule::kDisjoint, "t")), StatusCode::kOverlap);
  EXPECT_EQ(code(CheckOverlap(ViewOf(buffer, 4, {4}), dense4, OverlapRule::kDisjoint, "t")),
            StatusCode::kOk);
}

TEST(CheckOverlap, MessageNamesBothLayouts) {
  std::vector<int32_t> buffer(6);
  auto r = CheckOverlap(ViewOf(buffer, 0, {2, 2}, {3, 1}), ViewOf(buffer, 0, {2, 2}),
                        OverlapRule::kCopy, "copy_to");
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("strides [3, 1]"), std::string::npos);
  EXPECT_NE(r.status().message().find("strides [2, 1]"), std::string::npos);
  EXPECT_NE(r.status().message().find("copy_to"), std::string::npos);
}

// Random layouts (element sizes 1, 2, 4, 8) inside one byte buffer; the analysis must agree
// with the brute-force set of bytes each view touches.
TEST(AnalyzeOverlap, AgreesWithBruteForceOnRandomLayouts) {
  std::mt19937_64 rng(20261202);
  std::vector<std::byte> buffer(512);
  auto random_view = [&](DType dtype) {
    const int rank = static_cast<int>(rng() % 3) + 1;
    Lengths lengths, strides;
    for (int d = 0; d < rank; ++d) {
      lengths.push_back(static_cast<int64_t>(rng() % 4));
      strides.push_back(static_cast<int64_t>(rng() % 7));
    }
    const Shape shape = Shape::ForView(lengths, strides).value();
    std::byte* origin = buffer.data() + rng() % 64;
    return Tensor::Wrap(dtype, origin, shape.required_storage(), shape, false, {}).value();
  };
  auto bytes_of = [](const Tensor& t) {
    std::set<const std::byte*> out;
    for (int64_t offset : LogicalOffsets(t.shape())) {
      for (int64_t b = 0; b < t.element_size(); ++b) {
        out.insert(t.origin() + offset * t.element_size() + b);
      }
    }
    return out;
  };
  const DType dtypes[] = {DType::kUInt8, DType::kInt16, DType::kInt32, DType::kInt64};
  int shared = 0, interleaved = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const Tensor a = random_view(dtypes[rng() % 4]);
    const Tensor b = random_view(dtypes[rng() % 4]);
    const auto ba = bytes_of(a), bb = bytes_of(b);
    bool common = false;
    for (const std::byte* p : ba) common |= bb.count(p) > 0;
    const Overlap result = AnalyzeOverlap(a, b);
    EXPECT_EQ(result != Overlap::kNone, common) << "trial " << trial;
    shared += common;
    if (!common && !ba.empty() && !bb.empty() && *ba.begin() <= *bb.rbegin() &&
        *bb.begin() <= *ba.rbegin()) {
      ++interleaved;
    }
  }
  // The sample exercises both answers and the interleaved (extents meet, elements don't) case.
  EXPECT_GT(shared, 100);
  EXPECT_GT(interleaved, 100);
}

TEST(HasAliasingStrides, AgreesWithBruteForceOnRandomStrides) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 3000; ++trial) {
    Lengths lengths, strides;
    const int rank = static_cast<int>(rng() % 3) + 1;
    for (int d = 0; d < rank; ++d) {
      lengths.push_back(static_cast<int64_t>(rng() % 5) + 1);
      strides.push_back(static_cast<int64_t>(rng() % 9) + 1);
    }
    const Shape shape = Shape::ForView(lengths, strides).value();
    const auto offsets = LogicalOffsets(shape);
    const std::set<int64_t> distinct(offsets.begin(), offsets.end());
    EXPECT_EQ(HasAliasingStrides(shape), distinct.size() != offsets.size())
        << "lengths " << FormatList(lengths) << " strides " << FormatList(strides);
  }
}

}  // namespace
}  // namespace strata
