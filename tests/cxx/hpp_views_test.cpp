// strata.hpp views: view operators, splitting, NumPy-style indexing and index assignment, typed
// access and shapes from every container the wrapper accepts. Expected values are worked out by
// hand from the C headers' rules and read back through the C ABI.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>
#if __cplusplus >= 202002L
#include <span>
#endif

#include "hpp_test_support.h"
#include "strata/strata.hpp"

namespace {

using namespace hpp_test;
using strata::Tensor;

// [[0 .. 3], [4 .. 7], [8 .. 11]]
Tensor Grid() {
  return strata::FromData<int32_t>({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, {3, 4});
}

TEST(HppShapes, EveryContainerGivesAShape) {
  EXPECT_EQ(Lengths(strata::Zeros<float>(std::array<int64_t, 2>{2, 3})), (L{2, 3}));
  const std::vector<int64_t> lengths{4, 1};
  EXPECT_EQ(Lengths(strata::Zeros<float>(lengths)), (L{4, 1}));
  const int64_t c_array[] = {5};
  EXPECT_EQ(Lengths(strata::Uninitialized<double>(c_array)), (L{5}));
  EXPECT_EQ(Lengths(strata::Uninitialized(STRATA_DTYPE_INT8, {2, 2}, {2, 1})), (L{2, 2}));
  std::array<int64_t, 2> mutable_lengths{3, 2};
  EXPECT_EQ(Lengths(Matrix().Reshape(mutable_lengths)), (L{3, 2}));
#if __cplusplus >= 202002L
  const std::span<const int64_t> span(lengths);
  EXPECT_EQ(Lengths(strata::Zeros<int16_t>(span)), (L{4, 1}));
  EXPECT_EQ(Lengths(Matrix().Reshape(std::span<const int64_t, 2>(mutable_lengths))), (L{3, 2}));
#endif
}

TEST(HppViews, ViewOperatorsShareStorage) {
  const Tensor m = Matrix();
  const Tensor r = m.Reshape({3, 2});
  EXPECT_EQ(Lengths(r), (L{3, 2}));
  EXPECT_EQ(r.data(), m.data());
  EXPECT_EQ(Lengths(m.Reshape({-1})), (L{6}));
  EXPECT_EQ(Lengths(m.ViewAs(strata::Zeros<int32_t>({6}))), (L{6}));
  EXPECT_EQ(Lengths(strata::Zeros<int32_t>({1, 3, 1}).Squeeze()), (L{3}));
  EXPECT_EQ(Lengths(strata::Zeros<int32_t>({1, 3, 1}).Squeeze(0)), (L{3, 1}));
  EXPECT_EQ(Lengths(m.Unsqueeze(1)), (L{2, 1, 3}));
  EXPECT_EQ(Values<int32_t>(m.Permute({1, 0})), (I{0, 3, 1, 4, 2, 5}));
  EXPECT_EQ(Values<int32_t>(m.Permute()), (I{0, 3, 1, 4, 2, 5}));
  EXPECT_EQ(Values<int32_t>(m.Transpose()), (I{0, 3, 1, 4, 2, 5}));
  EXPECT_EQ(Values<int32_t>(m.SwapAxes(0, -1)), (I{0, 3, 1, 4, 2, 5}));
  EXPECT_EQ(Values<int32_t>(m.MoveDim({0}, {1})), (I{0, 3, 1, 4, 2, 5}));
  EXPECT_EQ(Values<int32_t>(m.T()), (I{0, 3, 1, 4, 2, 5}));
  EXPECT_EQ(StatusOf([&] { m.MoveDim({0, 1}, {1}); }), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(Values<int32_t>(m.Narrow(1, 1, 2)), (I{1, 2, 4, 5}));
  EXPECT_EQ(Values<int32_t>(m.Diagonal()), (I{0, 4}));
  EXPECT_EQ(Values<int32_t>(m.Diagonal(1)), (I{1, 5}));
  EXPECT_EQ(Values<int32_t>(m.Diagonal(0, 1, 0)), (I{0, 4}));
  const Tensor e = m.Expand({2, 2, 3});
  EXPECT_EQ(Strides(e), (L{0, 3, 1}));
  EXPECT_EQ(Lengths(m.ExpandAs(strata::Zeros<int32_t>({4, 2, 3}))), (L{4, 2, 3}));
  EXPECT_EQ(Strides(strata::FromData<int32_t>({1, 2, 3}).BroadcastTo({2, 3})), (L{0, 1}));
  const Tensor t = m.Transpose();
  EXPECT_FALSE(t.is_contiguous());
  const Tensor dense = t.Contiguous();
  EXPECT_TRUE(dense.is_contiguous());
  EXPECT_NE(dense.data(), m.data());
  EXPECT_EQ(Values<int32_t>(dense), (I{0, 3, 1, 4, 2, 5}));
  EXPECT_TRUE(m.Contiguous().SameViewAs(m));
  // Writes through a view show in the original.
  Tensor view = m.Narrow(0, 1, 1);
  view.Fill<int32_t>(9);
  EXPECT_EQ(Values<int32_t>(m), (I{0, 1, 2, 9, 9, 9}));
}

TEST(HppViews, SplittingGivesViewsAndSplitGivesCopies) {
  const Tensor v = strata::FromData<int32_t>({0, 1, 2, 3, 4, 5, 6});
  const auto lengths_of = [](const std::vector<Tensor>& pieces) {
    L out;
    for (const Tensor& p : pieces) out.push_back(Lengths(p).back());
    return out;
  };
  EXPECT_EQ(v.Unbind().size(), 7u);
  EXPECT_EQ(Lengths(v.Unbind()[3]), (L{}));  // rank-0 pieces, as torch.unbind
  EXPECT_EQ(lengths_of(v.SplitSize(3)), (L{3, 3, 1}));
  const std::vector<Tensor> sections = v.SplitSections({2, 5});
  EXPECT_EQ(lengths_of(sections), (L{2, 5}));
  EXPECT_EQ(Values<int32_t>(sections[1]), (I{2, 3, 4, 5, 6}));
  EXPECT_EQ(lengths_of(v.TensorSplit(3)), (L{3, 2, 2}));
  EXPECT_EQ(lengths_of(v.TensorSplitAt({2, 5})), (L{2, 3, 2}));
  const Tensor m = Matrix();
  const std::vector<Tensor> rows = m.Unbind(0);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(Values<int32_t>(rows[1]), (I{3, 4, 5}));
  EXPECT_EQ(rows[1].data(), m.Narrow(0, 1, 1).data());
  EXPECT_EQ(lengths_of(m.HSplit(3)), (L{1, 1, 1}));
  EXPECT_EQ(lengths_of(m.HSplitAt({1})), (L{1, 2}));
  const std::vector<Tensor> halves = m.VSplit(2);
  ASSERT_EQ(halves.size(), 2u);
  EXPECT_EQ(Lengths(halves[0]), (L{1, 3}));
  EXPECT_EQ(Values<int32_t>(m.VSplitAt({1})[1]), (I{3, 4, 5}));
  const std::vector<Tensor> copies = m.Split(2, 0);
  ASSERT_EQ(copies.size(), 2u);
  EXPECT_NE(copies[0].data(), m.data());
  EXPECT_EQ(Values<int32_t>(copies[1]), (I{3, 4, 5}));
  EXPECT_EQ(StatusOf([&] { m.Split(2, 1); }), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(StatusOf([&] { v.SplitSize(0); }), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
}

TEST(HppIndexing, BasicItemsGiveViews) {
  const Tensor g = Grid();
  const Tensor row = g[1];
  EXPECT_EQ(Lengths(row), (L{4}));
  EXPECT_EQ(Values<int32_t>(row), (I{4, 5, 6, 7}));
  EXPECT_EQ(Values<int32_t>(g[{strata::Slice(), 2}]), (I{2, 6, 10}));
  const Tensor corners = g[{strata::Slice(0, 3, 2), strata::Slice(1, 3)}];
  EXPECT_EQ(Lengths(corners), (L{2, 2}));
  EXPECT_EQ(Values<int32_t>(corners), (I{1, 2, 9, 10}));
  EXPECT_EQ(Lengths(g[{strata::NewAxis, 0}]), (L{1, 4}));
  EXPECT_EQ(Values<int32_t>(g[{strata::Ellipsis, -1}]), (I{3, 7, 11}));
  EXPECT_EQ(Values<int32_t>(g[{strata::Slice({}, 2), strata::Slice(2)}]), (I{2, 3, 6, 7}));
  EXPECT_EQ(Lengths(g[{true}]), (L{1, 3, 4}));
  EXPECT_EQ(Lengths(g[{1, 2}]), (L{}));  // every dimension by an integer gives rank 0
  // A view: writing through it writes g.
  Tensor view = g[{strata::Slice(), 0}];
  view.Fill<int32_t>(-1);
  EXPECT_EQ(Values<int32_t>(g[{strata::Slice(), 0}]), (I{-1, -1, -1}));
  const std::vector<strata::IndexItem> items{strata::Slice(1, 2), strata::Ellipsis};
  EXPECT_EQ(Values<int32_t>(g[items]), (I{-1, 5, 6, 7}));
  EXPECT_EQ(Values<int32_t>(g.Index(items)), (I{-1, 5, 6, 7}));
  // An indexed tensor takes part in expressions as the Tensor it reads.
  EXPECT_EQ(Values<int32_t>(g[{1}] + 1), (I{0, 6, 7, 8}));
  EXPECT_EQ(Values<int32_t>(-g[{2}] * g[{2}].tensor()), (I{-1, -81, -100, -121}));
  EXPECT_EQ(StatusOf([&] { (void)Tensor(g[{0, 0, 0}]); }), STRATA_ERROR_INDEX_OUT_OF_RANGE);
  EXPECT_EQ(StatusOf([&] { (void)Tensor(g[{strata::Ellipsis, strata::Ellipsis}]); }),
            STRATA_ERROR_INVALID_ARGUMENT);
}

TEST(HppIndexing, AdvancedItemsAndNegativeStepsGiveCopies) {
  const Tensor g = Grid();
  const Tensor reversed = g[{strata::Slice({}, {}, -1), 0}];
  EXPECT_EQ(Values<int32_t>(reversed), (I{8, 4, 0}));
  EXPECT_NE(reversed.data(), g.data());
  const Tensor mask = strata::FromData<bool>({true, false, true});
  EXPECT_EQ(Values<int32_t>(g[mask]), (I{0, 1, 2, 3, 8, 9, 10, 11}));
  const Tensor positions = strata::FromData<int64_t>({2, 0});
  EXPECT_EQ(Values<int32_t>(g[{positions, -1}]), (I{11, 3}));
  EXPECT_EQ(StatusOf([&] { (void)Tensor(g[strata::FromData<float>({0.0f})]); }),
            STRATA_ERROR_DTYPE_MISMATCH);
}

TEST(HppIndexing, AssignmentAndCompoundAssignmentWriteTheIndexedElements) {
  Tensor g = Grid();
  g[{0}] = 100;
  EXPECT_EQ(Values<int32_t>(g.Narrow(0, 0, 1)), (I{100, 100, 100, 100}));
  g[{strata::Slice(), 0}] += 1;
  EXPECT_EQ(Values<int32_t>(g.Narrow(1, 0, 1)), (I{101, 5, 9}));
  g[{1, 1}] -= 5;
  g[{1, 2}] *= 2;
  g[{1, 3}] /= 2;
  g[{2, 1}] %= 4;
  EXPECT_EQ(Values<int32_t>(g.Narrow(0, 1, 1)), (I{5, 0, 12, 3}));
  g[{2, 2}].Assign(2, STRATA_ASSIGN_POWER);
  g[{2, 3}].Assign(-2, STRATA_ASSIGN_FLOOR_DIVIDE);
  EXPECT_EQ(Values<int32_t>(g.Narrow(0, 2, 1)), (I{9, 1, 100, -6}));
  // Tensors broadcast; a double value is cast to the tensor's dtype, as NumPy does.
  g[{strata::Slice(0, 2)}] = strata::FromData<int32_t>({1, 2, 3, 4});
  g[{2}] = 7.9;
  EXPECT_EQ(Values<int32_t>(g), (I{1, 2, 3, 4, 1, 2, 3, 4, 7, 7, 7, 7}));
  g[{strata::FromData<bool>({false, true, false})}] += strata::FromData<int32_t>({10});
  EXPECT_EQ(Values<int32_t>(g.Narrow(0, 1, 1)), (I{11, 12, 13, 14}));
  // One indexed tensor assigned to another copies the elements.
  g[{0}] = g[{2}];
  EXPECT_EQ(Values<int32_t>(g.Narrow(0, 0, 1)), (I{7, 7, 7, 7}));
  g.IndexAssign({strata::Ellipsis, 0}, 0);
  g.IndexAssign({strata::Ellipsis, 1}, strata::FromData<int32_t>({5}), STRATA_ASSIGN_ADD);
  EXPECT_EQ(Values<int32_t>(g.Narrow(1, 0, 2)), (I{0, 12, 0, 17, 0, 12}));
  EXPECT_EQ(StatusOf([&] { g[{0}] /= 0; }), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(StatusOf([&] { g[{0}] = strata::FromData<int32_t>({1, 2}); }),
            STRATA_ERROR_SHAPE_MISMATCH);
  const std::vector<int32_t> read_only_data{1, 2};
  Tensor read_only = strata::Wrap<const int32_t>(read_only_data);
  EXPECT_EQ(StatusOf([&] { read_only[{0}] = 5; }), STRATA_ERROR_READ_ONLY);
}

TEST(HppTypedAccess, AtAndTypedTensorCheckTheElementType) {
  Tensor m = Matrix();
  EXPECT_EQ(m.At<int32_t>(1, 2), 5);
  EXPECT_EQ(StatusOf([&] { m.At<int64_t>(1, 2); }), STRATA_ERROR_DTYPE_MISMATCH);
  strata::TypedTensor<int32_t> typed(m);
  EXPECT_EQ(typed(0, 1), 1);
  typed.Set({0, 1}, 10);
  EXPECT_EQ(typed.Get({0, 1}), 10);
  EXPECT_EQ(m.Get<int32_t>({0, 1}), 10);
  typed.Fill(3);
  EXPECT_EQ(typed.ToVector(), (I{3, 3, 3, 3, 3, 3}));
  EXPECT_EQ(StatusOf([&] { strata::TypedTensor<float> wrong(m); }), STRATA_ERROR_DTYPE_MISMATCH);
  static_assert(strata::kIsElementType<float> && strata::kIsElementType<strata::Float16Bits> &&
                    strata::kIsElementType<bool> && !strata::kIsElementType<long double> &&
                    !strata::kIsElementType<Tensor>,
                "element types are the dtype table's storage types");
}

TEST(HppTypedAccess, FlattenCopyFromAndToVector) {
  const Tensor t = Matrix().Transpose();
  EXPECT_EQ(t.ToVector<int32_t>(), (I{0, 3, 1, 4, 2, 5}));
  std::vector<int32_t> buffer(6, -1);
  t.FlattenTo<int32_t>(buffer);
  EXPECT_EQ(buffer, (I{0, 3, 1, 4, 2, 5}));
  std::vector<int32_t> short_buffer(5, -1);
  EXPECT_FALSE(t.TryFlattenTo<int32_t>(short_buffer));
  EXPECT_EQ(short_buffer, (I(5, -1)));
  EXPECT_EQ(StatusOf([&] { t.FlattenTo<int32_t>(short_buffer); }), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_TRUE(t.TryFlattenTo<int32_t>(buffer));
  Tensor target = strata::Zeros<int32_t>({2, 3});
  target.CopyFrom<int32_t>({6, 5, 4, 3, 2, 1});
  EXPECT_EQ(Values<int32_t>(target), (I{6, 5, 4, 3, 2, 1}));
  EXPECT_EQ(StatusOf([&] { target.CopyFrom<int32_t>({1}); }), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  const Tensor flags = strata::FromData<bool>({true, false});
  EXPECT_EQ(flags.ToVector<bool>(), (std::vector<bool>{true, false}));
}

}  // namespace
