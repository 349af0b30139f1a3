// Reductions over chosen axes against hand-computed values and independent references: result
// lengths with and without keep_dims, the 16-lane partial sums per result element, equality with
// Reduce over all axes, the index ops, empty reduced sets as NumPy, the dtype rules and every
// axis error.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <random>

#include "elementwise/reduce_axes.h"
#include "elementwise/reduction.h"
#include "support/elementwise_test_support.h"
#include "views/permute.h"

namespace strata {
namespace {

using namespace strata::testing;
using O = ElementwiseOp;

Tensor Filled(DType dtype, const std::vector<int64_t>& lengths, const std::vector<double>& values,
              int64_t step = 1) {
  const Tensor t = MakeTensor(dtype, lengths, step);
  for (size_t i = 0; i < values.size(); ++i) {
    const auto idx = Unflatten(static_cast<int64_t>(i), t.shape().lengths());
    VisitRealDType(dtype, [&](auto v) {
      using T = decltype(v);
      if constexpr (std::is_same_v<T, Float16>) Set(t, idx, ToFloat16(static_cast<float>(values[i])));
      else if constexpr (std::is_same_v<T, BFloat16>) Set(t, idx, ToBFloat16(static_cast<float>(values[i])));
      else if constexpr (std::is_same_v<T, Bool8>) Set(t, idx, Bool8{static_cast<uint8_t>(values[i] != 0)});
      else Set(t, idx, static_cast<T>(values[i]));
    });
  }
  return t;
}

Tensor Reduced(O op, const Tensor& x, std::vector<int32_t> axes, bool keep_dims = false) {
  auto r = ReduceAxes(op, x, axes, keep_dims);
  EXPECT_TRUE(r.ok()) << r.status().message();
  return std::move(r).value();
}

std::vector<int64_t> LengthsOf(const Tensor& t) {
  const auto l = t.shape().lengths();
  return {l.begin(), l.end()};
}

TEST(ReduceAxes, SumsEachAxisOfAMatrixWithAndWithoutKeptDimensions) {
  const Tensor x = Filled(DType::kInt32, {2, 3}, {1, 2, 3, 4, 5, 6});
  const Tensor down = Reduced(O::kSum, x, {0});
  EXPECT_EQ(LengthsOf(down), (std::vector<int64_t>{3}));
  EXPECT_EQ(Values<int32_t>(down), (std::vector<int32_t>{5, 7, 9}));
  const Tensor across = Reduced(O::kSum, x, {-1}, true);
  EXPECT_EQ(LengthsOf(across), (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(Values<int32_t>(across), (std::vector<int32_t>{6, 15}));
  EXPECT_EQ(LengthsOf(Reduced(O::kSum, x, {0}, true)), (std::vector<int64_t>{1, 3}));
  // Every axis: rank 0 without keep_dims (NumPy's shape ()), [1, 1] with it.
  const Tensor all = Reduced(O::kSum, x, {1, 0});
  EXPECT_EQ(LengthsOf(all), (std::vector<int64_t>{}));
  EXPECT_EQ(Values<int32_t>(all), (std::vector<int32_t>{21}));
  EXPECT_EQ(LengthsOf(Reduced(O::kSum, x, {0, 1}, true)), (std::vector<int64_t>{1, 1}));
}

TEST(ReduceAxes, EachOpOverTheMiddleAxisOfAStridedView) {
  // x[i][j][k] = values below, laid out with a gap after every element.
  const Tensor x = Filled(DType::kFloat64, {2, 3, 2},
                          {1, -2, 3, 4, -5, 6, 2, 2, 2, 2, 2, 8}, 2);
  EXPECT_EQ(Values<double>(Reduced(O::kSum, x, {1})), (std::vector<double>{-1, 8, 6, 12}));
  EXPECT_EQ(Values<double>(Reduced(O::kProduct, x, {1})), (std::vector<double>{-15, -48, 8, 32}));
  EXPECT_EQ(Values<double>(Reduced(O::kAverage, x, {1})), (std::vector<double>{-1.0 / 3, 8.0 / 3, 2, 4}));
  EXPECT_EQ(Values<double>(Reduced(O::kReduceMin, x, {1})), (std::vector<double>{-5, -2, 2, 2}));
  EXPECT_EQ(Values<double>(Reduced(O::kReduceMax, x, {1})), (std::vector<double>{3, 6, 2, 8}));
  EXPECT_EQ(Values<double>(Reduced(O::kNorm, x, {1})),
            (std::vector<double>{std::sqrt(35.0), std::sqrt(56.0), std::sqrt(12.0), std::sqrt(72.0)}));
  // Population standard deviation (ddof = 0): [2, 2, 8] has mean 4 and variance (4+4+16)/3 = 8.
  const auto std_dev = Values<double>(Reduced(O::kStdDev, x, {1}));
  EXPECT_EQ(std_dev[2], 0.0);
  EXPECT_NEAR(std_dev[3], std::sqrt(8.0), 1e-15);
  const Tensor arg = Reduced(O::kIndexOfMax, x, {1});
  EXPECT_EQ(arg.dtype(), DType::kInt64);
  EXPECT_EQ(Values<int64_t>(arg), (std::vector<int64_t>{1, 2, 0, 2}));
  EXPECT_EQ(Values<int64_t>(Reduced(O::kIndexOfMin, x, {-2})), (std::vector<int64_t>{2, 0, 0, 0}));
}

TEST(ReduceAxes, ArgExtremaTakeTheFirstNaNAndTheFirstOfEqualValues) {
  const double nan = std::nan("");
  const Tensor x = Filled(DType::kFloat32, {3, 4},
                          {1, 7, 7, 0, 5, nan, 9, nan, 3, 3, 3, 3});
  EXPECT_EQ(Values<int64_t>(Reduced(O::kIndexOfMax, x, {1})), (std::vector<int64_t>{1, 1, 0}));
  EXPECT_EQ(Values<int64_t>(Reduced(O::kIndexOfMin, x, {1})), (std::vector<int64_t>{3, 1, 0}));
  const auto max = Values<float>(Reduced(O::kReduceMax, x, {1}));
  EXPECT_EQ(max[0], 7.0f);
  EXPECT_TRUE(std::isnan(max[1]));
  EXPECT_EQ(Values<int64_t>(Reduced(O::kIndexOfMax, x, {0})), (std::vector<int64_t>{1, 1, 1, 1}));
}

// The elements of x that each result element reduces, in logical order: x's elements visited
// row-major, grouped by their coordinates on the kept axes.
template <class F>
std::vector<std::vector<F>> Groups(const Tensor& x, const std::vector<int32_t>& reduced_axes) {
  const auto lengths = x.shape().lengths();
  std::vector<int64_t> kept_lengths;
  for (size_t d = 0; d < lengths.size(); ++d) {
    if (std::find(reduced_axes.begin(), reduced_axes.end(), d) == reduced_axes.end()) {
      kept_lengths.push_back(lengths[d]);
    }
  }
  int64_t groups = 1;
  for (int64_t l : kept_lengths) groups *= l;
  std::vector<std::vector<F>> out(static_cast<size_t>(groups));
  for (int64_t i = 0; i < x.shape().flattened_length(); ++i) {
    const auto idx = Unflatten(i, lengths);
    int64_t group = 0;
    for (size_t d = 0, k = 0; d < lengths.size(); ++d) {
      if (std::find(reduced_axes.begin(), reduced_axes.end(), d) != reduced_axes.end()) continue;
      group = group * kept_lengths[k++] + idx[d];
    }
    out[static_cast<size_t>(group)].push_back(Get<F>(x, idx));
  }
  return out;
}

TEST(ReduceAxes, PartialSumsPerResultElementFollowTheDocumentedOrder) {
  std::mt19937_64 rng(41);
  // Inner axes reduced (each element's elements are close), outer ones (the kept rows are
  // close), a mix, and none.
  const std::vector<std::vector<int32_t>> axis_sets{{3, 1}, {0}, {0, 2}, {1, 0}, {}};
  for (int64_t step : {1, 2}) {
    const Tensor x = MakeTensor(DType::kFloat32, {5, 37, 3, 21}, step);
    FillRandom(x, rng, 1000.0);
    for (const auto& axes : axis_sets) {
      const auto sum = Values<float>(Reduced(O::kSum, x, axes));
      const auto average = Values<float>(Reduced(O::kAverage, x, axes));
      const auto norm = Values<float>(Reduced(O::kNorm, x, axes, true));
      const auto groups = Groups<float>(x, axes);
      ASSERT_EQ(sum.size(), groups.size());
      for (size_t g = 0; g < groups.size(); ++g) {
        std::vector<float> squares;
        for (float v : groups[g]) squares.push_back(v * v);
        const float total = DocumentedOrderSum(groups[g]);
        const float n = static_cast<float>(groups[g].size());
        EXPECT_EQ(std::bit_cast<uint32_t>(sum[g]), std::bit_cast<uint32_t>(total)) << g;
        EXPECT_EQ(std::bit_cast<uint32_t>(average[g]), std::bit_cast<uint32_t>(total / n)) << g;
        EXPECT_EQ(std::bit_cast<uint32_t>(norm[g]),
                  std::bit_cast<uint32_t>(std::sqrt(DocumentedOrderSum(squares))))
            << g;
      }
    }
  }
}

TEST(ReduceAxes, RowsWiderThanOneChunkAndHalfPrecisionKeepTheDocumentedOrder) {
  std::mt19937_64 rng(71);
  for (DType dtype : {DType::kFloat16, DType::kBFloat16, DType::kFloat64}) {
    const Tensor x = MakeTensor(dtype, {19, 600});
    FillRandom(x, rng, 100.0);
    const Tensor sum = Reduced(O::kSum, x, {0});
    VisitRealDType(dtype, [&](auto v) {
      using T = decltype(v);
      if constexpr (kIsFloat<ComputeType<T>>) {
        using C = ComputeType<T>;
        for (int64_t j = 0; j < 600; ++j) {
          std::vector<C> column;
          for (int64_t i = 0; i < 19; ++i) column.push_back(Widen(Get<T>(x, std::vector<int64_t>{i, j})));
          const T want = Narrow<T>(DocumentedOrderSum(column));
          const T got = Get<T>(sum, std::vector<int64_t>{j});
          EXPECT_EQ(std::memcmp(&got, &want, sizeof(T)), 0) << DTypeName(dtype) << " column " << j;
        }
      }
    });
  }
}

TEST(ReduceAxes, ReducedSetsOfSeveralBlocksKeepTheDocumentedOrder) {
  std::mt19937_64 rng(73);
  // 150 001 reduced elements per result element: three blocks of 65 536, the last partial. Axis 0
  // is summed along the kept rows (SumRow), axis 1 of the transpose element by element.
  const Tensor x = MakeTensor(DType::kFloat32, {150001, 3});
  FillRandom(x, rng, 1000.0);
  const std::vector<int64_t> swap{1, 0};
  const Tensor transposed = PermuteDimensions(x, swap).value();
  for (const auto& [tensor, axis] : {std::pair{&x, 0}, std::pair{&transposed, 1}}) {
    const auto sum = Values<float>(Reduced(O::kSum, *tensor, {axis}));
    const auto norm = Values<float>(Reduced(O::kNorm, *tensor, {axis}));
    const auto groups = Groups<float>(*tensor, {axis});
    ASSERT_EQ(groups.size(), 3u);
    for (size_t g = 0; g < groups.size(); ++g) {
      std::vector<float> squares;
      for (float v : groups[g]) squares.push_back(v * v);
      EXPECT_EQ(std::bit_cast<uint32_t>(sum[g]),
                std::bit_cast<uint32_t>(DocumentedOrderSum(groups[g])))
          << "axis " << axis << " element " << g;
      EXPECT_EQ(std::bit_cast<uint32_t>(norm[g]),
                std::bit_cast<uint32_t>(std::sqrt(DocumentedOrderSum(squares))))
          << "axis " << axis << " element " << g;
    }
  }
}

TEST(ReduceAxes, EveryAxisGivesTheValueOfReduceBitForBit) {
  std::mt19937_64 rng(43);
  const std::vector<std::vector<int64_t>> shapes{{1000}, {7, 45}, {3, 1, 33, 5}, {64, 17}};
  for (DType dtype : NumericDTypes()) {
    for (const auto& lengths : shapes) {
      for (int64_t step : {1, 3}) {
        const Tensor x = MakeTensor(dtype, lengths, step);
        FillRandom(x, rng, IsFloatDType(dtype) ? 10.0 : 100.0);
        std::vector<int32_t> axes;
        for (size_t d = lengths.size(); d-- > 0;) axes.push_back(static_cast<int32_t>(d));
        for (O op : {O::kSum, O::kProduct, O::kAverage, O::kStdDev, O::kNorm, O::kReduceMin,
                     O::kReduceMax}) {
          const auto whole = Reduce(op, x, nullptr);
          const auto each = ReduceAxes(op, x, axes, false);
          ASSERT_EQ(whole.ok(), each.ok()) << OpName(op) << " " << DTypeName(dtype);
          if (!whole.ok()) {
            EXPECT_EQ(each.status().code(), whole.status().code());
            continue;
          }
          EXPECT_EQ(std::memcmp(each->origin(), whole->element.data(),
                                static_cast<size_t>(x.element_size())),
                    0)
              << OpName(op) << " " << DTypeName(dtype) << " step " << step;
        }
      }
    }
  }
}

TEST(ReduceAxes, IndexOpsOverTheOnlyAxisGiveTheIndexOfReduce) {
  std::mt19937_64 rng(47);
  for (DType dtype : NumericDTypes()) {
    const Tensor x = MakeTensor(dtype, {300}, 2);
    FillRandom(x, rng, 50.0, true);
    for (O op : {O::kIndexOfMax, O::kIndexOfMin}) {
      EXPECT_EQ(Values<int64_t>(Reduced(op, x, {0}))[0], Reduce(op, x, nullptr)->index)
          << DTypeName(dtype);
    }
  }
}

TEST(ReduceAxes, IntegerSumsAndProductsWrapInTheirDType) {
  const Tensor x = Filled(DType::kInt8, {2, 2}, {100, 100, -128, -1});
  EXPECT_EQ(Values<int8_t>(Reduced(O::kSum, x, {1})), (std::vector<int8_t>{-56, 127}));
  EXPECT_EQ(Values<int8_t>(Reduced(O::kProduct, x, {1})), (std::vector<int8_t>{16, -128}));
  const Tensor u = Filled(DType::kUInt16, {3}, {65535, 2, 0});
  EXPECT_EQ(Values<uint16_t>(Reduced(O::kSum, u, {0})), (std::vector<uint16_t>{1}));
}

TEST(ReduceAxes, HalfPrecisionAccumulatesInFloat32) {
  for (DType dtype : {DType::kFloat16, DType::kBFloat16}) {
    // 3000 ones per row. A running 16-bit sum stalls (at 2048 for float16, 256 for bfloat16);
    // float32 partial sums reach 3000, rounded once to the dtype.
    const Tensor x = MakeTensor(dtype, {2, 3000});
    for (int64_t i = 0; i < 6000; ++i) {
      const auto idx = Unflatten(i, x.shape().lengths());
      if (dtype == DType::kFloat16) Set(x, idx, ToFloat16(1.0f));
      else Set(x, idx, ToBFloat16(1.0f));
    }
    const float want = dtype == DType::kFloat16 ? ToFloat(ToFloat16(3000.0f))
                                                : ToFloat(ToBFloat16(3000.0f));
    const Tensor sum = Reduced(O::kSum, x, {1});
    for (int64_t r = 0; r < 2; ++r) {
      const std::vector<int64_t> idx{r};
      const float v = dtype == DType::kFloat16 ? ToFloat(Get<Float16>(sum, idx))
                                               : ToFloat(Get<BFloat16>(sum, idx));
      EXPECT_EQ(v, want) << DTypeName(dtype);
    }
  }
}

TEST(ReduceAxes, NoAxesReducesEachElementOnItsOwn) {
  const Tensor x = Filled(DType::kFloat64, {2, 2}, {-3, 0.5, INFINITY, 7}, 2);
  EXPECT_EQ(LengthsOf(Reduced(O::kSum, x, {})), (std::vector<int64_t>{2, 2}));
  for (O op : {O::kSum, O::kProduct, O::kAverage, O::kReduceMin, O::kReduceMax}) {
    EXPECT_EQ(Values<double>(Reduced(op, x, {})), (std::vector<double>{-3, 0.5, INFINITY, 7}))
        << OpName(op);
  }
  EXPECT_EQ(Values<double>(Reduced(O::kNorm, x, {})), (std::vector<double>{3, 0.5, INFINITY, 7}));
  const auto std_dev = Values<double>(Reduced(O::kStdDev, x, {}));
  EXPECT_EQ(std_dev[0], 0.0);
  EXPECT_TRUE(std::isnan(std_dev[2]));  // inf − inf, as NumPy's std of [inf]
  EXPECT_EQ(ReduceAxes(O::kIndexOfMax, x, {}, false).status().code(), StatusCode::kInvalidArgument);
}

TEST(ReduceAxes, EmptyReducedSetsFollowNumPy) {
  const Tensor x = MakeTensor(DType::kFloat32, {2, 0});
  EXPECT_EQ(Values<float>(Reduced(O::kSum, x, {1})), (std::vector<float>{0, 0}));
  EXPECT_EQ(Values<float>(Reduced(O::kProduct, x, {1})), (std::vector<float>{1, 1}));
  EXPECT_EQ(Values<float>(Reduced(O::kNorm, x, {1})), (std::vector<float>{0, 0}));
  for (O op : {O::kAverage, O::kStdDev}) {
    for (float v : Values<float>(Reduced(op, x, {1}))) EXPECT_TRUE(std::isnan(v)) << OpName(op);
  }
  const Tensor ints = MakeTensor(DType::kInt16, {0, 3});
  EXPECT_EQ(Values<int16_t>(Reduced(O::kSum, ints, {0}, true)), (std::vector<int16_t>{0, 0, 0}));
  EXPECT_EQ(Values<int16_t>(Reduced(O::kProduct, ints, {0})), (std::vector<int16_t>{1, 1, 1}));
  for (O op : {O::kReduceMin, O::kReduceMax, O::kIndexOfMax, O::kIndexOfMin}) {
    EXPECT_EQ(ReduceAxes(op, x, std::vector<int32_t>{1}, false).status().code(),
              StatusCode::kInvalidArgument)
        << OpName(op);
    EXPECT_EQ(ReduceAxes(op, ints, std::vector<int32_t>{0}, false).status().code(),
              StatusCode::kInvalidArgument)
        << OpName(op);
    // The reduced axis has elements though the result is empty: NumPy gives an empty result.
    const auto empty = ReduceAxes(op, ints, std::vector<int32_t>{1}, false);
    ASSERT_TRUE(empty.ok()) << OpName(op);
    EXPECT_EQ(LengthsOf(empty.value()), (std::vector<int64_t>{0}));
  }
  EXPECT_EQ(ReduceAxes(O::kReduceMax, x, {}, false).status().code(), StatusCode::kOk);
}

TEST(ReduceAxes, DTypeRulesAreThoseOfReduce) {
  const Tensor ints = MakeTensor(DType::kInt32, {2, 2});
  const Tensor bools = MakeTensor(DType::kBool, {2, 2});
  for (O op : {O::kAverage, O::kStdDev, O::kNorm}) {
    EXPECT_EQ(ReduceAxes(op, ints, std::vector<int32_t>{0}, false).status().code(),
              StatusCode::kDTypeMismatch);
  }
  for (O op : {O::kSum, O::kReduceMax, O::kIndexOfMax}) {
    EXPECT_EQ(ReduceAxes(op, bools, std::vector<int32_t>{0}, false).status().code(),
              StatusCode::kDTypeMismatch);
  }
  EXPECT_EQ(Reduced(O::kIndexOfMin, ints, {0}).dtype(), DType::kInt64);
  EXPECT_EQ(Reduced(O::kSum, ints, {0}).dtype(), DType::kInt32);
}

TEST(ReduceAxes, RejectsOtherOpsAndBadAxes) {
  const Tensor x = MakeTensor(DType::kFloat32, {2, 3});
  auto code = [&](O op, std::vector<int32_t> axes) {
    return ReduceAxes(op, x, axes, false).status().code();
  };
  for (O op : {O::kAdd, O::kDot, O::kReduceMinNumber, O::kReduceMaxMagnitude,
               O::kIndexOfMaxMagnitude, O::kEquals, static_cast<O>(9999)}) {
    EXPECT_EQ(code(op, {0}), StatusCode::kInvalidArgument) << static_cast<int32_t>(op);
  }
  for (int32_t axis : {2, -3, INT32_MIN, INT32_MAX}) {
    EXPECT_EQ(code(O::kSum, {axis}), StatusCode::kArgumentOutOfRange) << axis;
    EXPECT_EQ(code(O::kIndexOfMax, {axis}), StatusCode::kArgumentOutOfRange) << axis;
  }
  EXPECT_EQ(code(O::kSum, {0, -2}), StatusCode::kInvalidArgument);  // the same axis twice
  EXPECT_EQ(code(O::kSum, {1, 1}), StatusCode::kInvalidArgument);
  EXPECT_EQ(code(O::kSum, {0, 1, 0}), StatusCode::kInvalidArgument);  // more than the rank
  EXPECT_EQ(code(O::kIndexOfMax, {0, 1}), StatusCode::kInvalidArgument);
  EXPECT_EQ(code(O::kIndexOfMin, {}), StatusCode::kInvalidArgument);
  // The count is refused before any entry is read: only the first entry exists here.
  const int32_t one_axis = 0;
  EXPECT_EQ(ReduceAxes(O::kSum, x, std::span<const int32_t>(&one_axis, 3), false).status().code(),
            StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace strata
