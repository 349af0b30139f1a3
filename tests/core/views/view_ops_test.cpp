// View operators: shapes, strides, shared storage and the error classes of spec §2.8–§2.10.
#include <gtest/gtest.h>

#include "views/permute.h"
#include "views/reshape.h"
#include "views/split_views.h"
#include "views/squeeze.h"
#include "views/view_ops.h"
#include "support/view_test_support.h"

namespace strata {
namespace {

using test::Arange;
using test::Int64Tensor;
using test::LengthsOf;
using test::Read;
using test::StridesOf;
using test::Values;

StatusCode CodeOf(const Result<Tensor>& r) { return r.ok() ? StatusCode::kOk : r.status().code(); }

TEST(Reshape, ResolvesOneWildcardAndSharesStorage) {
  const Tensor t = Arange({2, 3});
  const Values lengths = {3, -1};
  auto r = Reshape(t, lengths);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(LengthsOf(r.value()), (Values{3, 2}));
  EXPECT_EQ(r->origin(), t.origin());
  const int64_t hundred = 100;
  std::memcpy(r->origin(), &hundred, 8);  // seed 003: b = t.view((3, 2)); b[0][0] = 100
  EXPECT_EQ(Read(t)[0], 100);
}

TEST(Reshape, RejectsMalformedLengthsAsInvalidArgument) {
  const Tensor t = Arange({2, 3});
  for (const Values& bad : std::vector<Values>{{}, {-1, -1}, {2, -2}, {4, 2}, {0, -1}}) {
    auto r = Reshape(t, bad);
    EXPECT_EQ(CodeOf(r), StatusCode::kInvalidArgument) << test::Values(bad).size();
  }
  auto r = Reshape(t, Values{-1, -1});
  EXPECT_NE(r.status().message().find("more than one -1"), std::string::npos);
}

TEST(Reshape, NoLengthsIsRankZeroForOneElementOnly) {
  // As NumPy: reshape(()) needs exactly one element; any one-element tensor reshapes to and from
  // rank 0, whatever its strides.
  for (const Values& lengths : std::vector<Values>{{1}, {1, 1, 1}, {}}) {
    auto r = Reshape(Arange(lengths), Values{});
    ASSERT_TRUE(r.ok()) << r.status().message();
    EXPECT_EQ(LengthsOf(r.value()), Values{});
    auto back = Reshape(r.value(), Values{1, 1});
    ASSERT_TRUE(back.ok()) << back.status().message();
    EXPECT_EQ(LengthsOf(back.value()), (Values{1, 1}));
    EXPECT_EQ(StridesOf(back.value()), (Values{0, 0}));
  }
  for (const Values& lengths : std::vector<Values>{{0}, {0, 3}, {2}}) {
    auto refused = Reshape(Arange(lengths), Values{});
    EXPECT_EQ(CodeOf(refused), StatusCode::kInvalidArgument);
    EXPECT_NE(refused.status().message().find("rank 0"), std::string::npos);
  }
}

TEST(Reshape, ExpressesNonDenseInputsOverTheirStridesAsSpecExamples) {
  // [2]/[0] → [1, 2] with strides [0, 0].
  const Tensor repeated = Int64Tensor({7}, {2}, {0});
  auto a = Reshape(repeated, Values{1, 2});
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(StridesOf(a.value()), (Values{0, 0}));
  // [2, 2]/[0, 1] → [2, 1, 2] with values 1, 2, 1, 2; → [1, 1, 1, 4] needs a copy.
  const Tensor rows = Int64Tensor({1, 2}, {2, 2}, {0, 1});
  auto b = Reshape(rows, Values{2, 1, 2});
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(Read(b.value()), (Values{1, 2, 1, 2}));
  EXPECT_EQ(CodeOf(Reshape(rows, Values{1, 1, 1, 4})), StatusCode::kInvalidArgument);
  // A transposed matrix cannot be flattened, but can gain length-1 dimensions.
  auto transposed = Transpose(Arange({2, 3}));
  EXPECT_EQ(CodeOf(Reshape(transposed.value(), Values{6})), StatusCode::kInvalidArgument);
  auto c = Reshape(transposed.value(), Values{3, 1, 2});
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(Read(c.value()), (Values{0, 3, 1, 4, 2, 5}));
  // Identity returns the same view.
  auto same = Reshape(transposed.value(), Values{3, 2});
  EXPECT_TRUE(same->SameViewAs(transposed.value()));
}

TEST(Squeeze, NeverProducesRankZero) {
  auto all_ones = Squeeze(Arange({1, 1}));
  EXPECT_EQ(LengthsOf(all_ones.value()), (Values{1}));
  EXPECT_EQ(LengthsOf(Squeeze(Int64Tensor({}, {1, 0})).value()), (Values{0}));
  EXPECT_EQ(LengthsOf(SqueezeDimension(Arange({1}), 0).value()), (Values{1}));
  EXPECT_EQ(LengthsOf(SqueezeDimension(Arange({2, 1, 3}), 1).value()), (Values{2, 3}));
}

TEST(Squeeze, DimensionAndUnsqueezeErrorsFollowSpec) {
  const Tensor t = Arange({2, 1});
  EXPECT_EQ(CodeOf(SqueezeDimension(t, 0)), StatusCode::kInvalidArgument);
  EXPECT_EQ(CodeOf(SqueezeDimension(t, 2)), StatusCode::kInvalidArgument);
  EXPECT_EQ(CodeOf(SqueezeDimension(t, -1)), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(CodeOf(Unsqueeze(t, -1)), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(CodeOf(Unsqueeze(t, 3)), StatusCode::kInvalidArgument);
  auto u = Unsqueeze(t, 2);
  EXPECT_EQ(LengthsOf(u.value()), (Values{2, 1, 1}));
}

TEST(Permute, EmptyReversesAndInvalidPermutationsAreRejected) {
  const Tensor t = Arange({2, 3, 4});
  auto reversed = PermuteDimensions(t, Values{});
  EXPECT_EQ(LengthsOf(reversed.value()), (Values{4, 3, 2}));
  EXPECT_EQ(StridesOf(reversed.value()), (Values{1, 4, 12}));
  EXPECT_EQ(CodeOf(PermuteDimensions(t, Values{0, 0, 1})), StatusCode::kInvalidArgument);
  EXPECT_EQ(CodeOf(PermuteDimensions(t, Values{0, 1})), StatusCode::kInvalidArgument);
  EXPECT_EQ(CodeOf(PermuteDimensions(t, Values{0, 1, 3})), StatusCode::kInvalidArgument);
  EXPECT_EQ(CodeOf(Transpose(Arange({3}))), StatusCode::kInvalidArgument);
}

TEST(Permute, TransposeOfSeedBaseIsNotContiguousUntilCopied) {
  const Tensor base = Arange({2, 2});
  EXPECT_TRUE(IsContiguous(base));
  auto t = SwapAxes(base, 1, 0);
  EXPECT_FALSE(IsContiguous(t.value()));
  EXPECT_EQ(t->origin(), base.origin());
  auto c = Contiguous(t.value());
  EXPECT_TRUE(IsContiguous(c.value()));
  EXPECT_NE(c->storage(), base.storage());
  EXPECT_EQ(Read(c.value()), (Values{0, 2, 1, 3}));
  auto same = Contiguous(base);
  EXPECT_TRUE(same->SameViewAs(base));
}

TEST(Permute, MoveDimKeepsTheOtherDimensionsInOrder) {
  const Tensor t = Arange({2, 3, 4, 5});
  auto m = MoveDim(t, Values{0, 1}, Values{-1, 0});
  EXPECT_EQ(LengthsOf(m.value()), (Values{3, 4, 5, 2}));
  EXPECT_EQ(CodeOf(MoveDim(t, Values{0, 0}, Values{1, 2})), StatusCode::kInvalidArgument);
  EXPECT_EQ(CodeOf(MoveDim(t, Values{4}, Values{0})), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(LengthsOf(TransposeMatrix(Arange({2, 3})).value()), (Values{3, 2}));
  EXPECT_EQ(CodeOf(TransposeMatrix(t)), StatusCode::kInvalidArgument);
}

TEST(ViewOps, NarrowDiagonalAndExpand) {
  const Tensor t = Arange({3, 4});
  EXPECT_EQ(Read(Narrow(t, -1, 1, 2).value()), (Values{1, 2, 5, 6, 9, 10}));
  EXPECT_EQ(CodeOf(Narrow(t, 0, 2, 2)), StatusCode::kArgumentOutOfRange);
  EXPECT_EQ(Read(Diagonal(t, 0, 0, 1).value()), (Values{0, 5, 10}));
  EXPECT_EQ(Read(Diagonal(t, 1, 0, 1).value()), (Values{1, 6, 11}));
  EXPECT_EQ(Read(Diagonal(t, -1, 0, 1).value()), (Values{4, 9}));
  EXPECT_EQ(Read(Diagonal(t, 2, 1, 0).value()), (Values{8}));
  EXPECT_EQ(LengthsOf(Diagonal(t, 9, 0, 1).value()), (Values{0}));
  EXPECT_EQ(CodeOf(Diagonal(t, 0, 1, -1)), StatusCode::kInvalidArgument);
  auto e = Expand(Arange({3, 1}), Values{2, -1, 4});
  ASSERT_TRUE(e.ok());
  EXPECT_EQ(StridesOf(e.value()), (Values{0, 1, 0}));
  EXPECT_EQ(Read(e.value()), (Values{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2}));
  EXPECT_EQ(CodeOf(Expand(Arange({3, 2}), Values{3, 4})), StatusCode::kShapeMismatch);
  EXPECT_EQ(CodeOf(ExpandAs(Arange({3, 1}), t)), StatusCode::kOk);
}

std::vector<Values> Pieces(const Result<std::vector<Tensor>>& r) {
  std::vector<Values> out;
  EXPECT_TRUE(r.ok()) << r.status().message();
  for (const Tensor& t : r.value()) out.push_back(Read(t));
  return out;
}

TEST(SplitViews, SizesSectionsAndTensorSplit) {
  const Tensor t = Arange({5});
  EXPECT_EQ(Pieces(SplitBySize(t, 2, 0)), (std::vector<Values>{{0, 1}, {2, 3}, {4}}));
  EXPECT_EQ(Pieces(SplitBySections(t, Values{1, 4}, 0)), (std::vector<Values>{{0}, {1, 2, 3, 4}}));
  EXPECT_EQ(SplitBySections(t, Values{1, 3}, 0).status().code(), StatusCode::kInvalidArgument);
  EXPECT_EQ(Pieces(TensorSplitCount(t, 3, 0)), (std::vector<Values>{{0, 1}, {2, 3}, {4}}));
  EXPECT_EQ(Pieces(TensorSplitIndices(t, Values{1, -1, 2}, 0)),
            (std::vector<Values>{{0}, {1, 2, 3}, {}, {2, 3, 4}}));
  EXPECT_EQ(SplitBySize(t, 0, 0).status().code(), StatusCode::kArgumentOutOfRange);
  auto pieces = SplitBySize(t, 2, 0);
  EXPECT_EQ(pieces.value()[1].storage(), t.storage());
}

TEST(SplitViews, UnbindHsplitAndVsplit) {
  const Tensor t = Arange({2, 4});
  EXPECT_EQ(Pieces(Unbind(t, 1)), (std::vector<Values>{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
  EXPECT_EQ(LengthsOf(Unbind(Arange({3}), 0).value()[0]), (Values{}));  // rank 0, as torch.unbind
  EXPECT_EQ(Pieces(HSplitCount(t, 2)), (std::vector<Values>{{0, 1, 4, 5}, {2, 3, 6, 7}}));
  EXPECT_EQ(Pieces(VSplitIndices(t, Values{1})), (std::vector<Values>{{0, 1, 2, 3}, {4, 5, 6, 7}}));
  EXPECT_EQ(Pieces(HSplitCount(Arange({4}), 2)), (std::vector<Values>{{0, 1}, {2, 3}}));
  EXPECT_EQ(VSplitCount(Arange({4}), 2).status().code(), StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace strata
