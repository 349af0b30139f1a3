// Rank-0 tensors through the C ABI: an empty lengths list is one element with no lengths and no
// strides (NumPy's shape ()), in creation, queries, element access, copies, views to and from
// rank 0, indexing, broadcasting, elementwise operations, reductions, conversion, text, joins
// and DLPack. Where NumPy refuses a 0-d operand (concatenate), Strata refuses it too.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "strata/strata.h"
#include "support/index_test_support.h"

namespace {

using strata_test::Arange;
using strata_test::ElementAsDouble;
using strata_test::EllipsisItem;
using strata_test::Index;
using strata_test::Int;
using strata_test::Lengths;
using strata_test::Make;
using strata_test::Strides;
using strata_test::TensorPtr;
using strata_test::Values;
using List = std::vector<int64_t>;

// A rank-0 float64 tensor holding value.
TensorPtr Scalar(double value) { return Make(STRATA_DTYPE_FLOAT64, std::vector<double>{value}, {}); }

double Only(const strata_tensor* t) {
  EXPECT_EQ(Lengths(t), List{});
  return ElementAsDouble(t, {});
}

TEST(RankZero, AnEmptyLengthsListIsOneElementWithNoLengthsAndNoStrides) {
  const int64_t unused = 0;
  for (const int64_t* lengths : {static_cast<const int64_t*>(nullptr), &unused}) {
    strata_tensor* raw = nullptr;
    ASSERT_EQ(strata_tensor_create(STRATA_DTYPE_FLOAT32, lengths, 0, nullptr, 0, &raw), STRATA_OK);
    TensorPtr t(raw);
    int32_t rank = -1, empty = -1, dense = -1;
    int64_t flattened = -1, storage = -1;
    ASSERT_EQ(strata_tensor_rank(t.get(), &rank), STRATA_OK);
    ASSERT_EQ(strata_tensor_flattened_length(t.get(), &flattened), STRATA_OK);
    ASSERT_EQ(strata_tensor_required_storage(t.get(), &storage), STRATA_OK);
    ASSERT_EQ(strata_tensor_is_empty(t.get(), &empty), STRATA_OK);
    ASSERT_EQ(strata_tensor_is_dense(t.get(), &dense), STRATA_OK);
    EXPECT_EQ(rank, 0);
    EXPECT_EQ(flattened, 1);
    EXPECT_EQ(storage, 1);
    EXPECT_EQ(empty, 0);
    EXPECT_EQ(dense, 1);
    EXPECT_EQ(strata_tensor_lengths(t.get(), nullptr, 0), STRATA_OK);
    EXPECT_EQ(Only(t.get()), 0.0);  // zero-filled
  }
}

TEST(RankZero, WrapAndCopyFromDataNeedOneElement) {
  double value = 2.5;
  const int64_t none = 0;
  strata_tensor* raw = nullptr;
  ASSERT_EQ(strata_tensor_wrap(STRATA_DTYPE_FLOAT64, &value, 1, &none, 0, nullptr, 0, 0, nullptr,
                               nullptr, &raw),
            STRATA_OK);
  TensorPtr view(raw);
  EXPECT_EQ(Only(view.get()), 2.5);
  const double seven = 7;
  ASSERT_EQ(strata_tensor_set(view.get(), nullptr, 0, &seven), STRATA_OK);
  EXPECT_EQ(value, 7.0);  // a view writes through
  raw = nullptr;
  EXPECT_EQ(strata_tensor_wrap(STRATA_DTYPE_FLOAT64, &value, 0, &none, 0, nullptr, 0, 0, nullptr,
                               nullptr, &raw),
            STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(raw, nullptr);
  EXPECT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_FLOAT64, &value, 0, &none, 0, &raw),
            STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  // NULL lengths with rank 0 still mean "infer one dimension from data_length".
  ASSERT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_FLOAT64, &value, 1, nullptr, 0, &raw),
            STRATA_OK);
  TensorPtr inferred(raw);
  EXPECT_EQ(Lengths(inferred.get()), List{1});
}

TEST(RankZero, ElementAccessTakesNoIndexesAndRefusesAny) {
  TensorPtr t = Scalar(4);
  double value = 0;
  const int64_t index = 0;
  EXPECT_EQ(strata_tensor_get(t.get(), &index, 1, &value), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  const double nine = 9;
  ASSERT_EQ(strata_tensor_fill(t.get(), &nine), STRATA_OK);
  EXPECT_EQ(Only(t.get()), 9.0);
  double buffer[2] = {-1, -1};
  ASSERT_EQ(strata_tensor_flatten_to(t.get(), buffer, 2), STRATA_OK);
  EXPECT_EQ(buffer[0], 9.0);
  EXPECT_EQ(buffer[1], -1.0);
}

TEST(RankZero, CopiesAndReversalsBetweenScalars) {
  TensorPtr a = Scalar(3), b = Scalar(0);
  ASSERT_EQ(strata_tensor_copy_to(a.get(), b.get()), STRATA_OK) << strata_last_error_message();
  EXPECT_EQ(Only(b.get()), 3.0);
  strata_tensor* raw = nullptr;
  ASSERT_EQ(strata_tensor_reverse(a.get(), &raw), STRATA_OK) << strata_last_error_message();
  TensorPtr reversed(raw);
  EXPECT_EQ(Only(reversed.get()), 3.0);
  // Two elements do not fit one.
  TensorPtr pair = Make(STRATA_DTYPE_FLOAT64, std::vector<double>{1, 2}, {2});
  EXPECT_NE(strata_tensor_copy_to(pair.get(), b.get()), STRATA_OK);
  EXPECT_EQ(Only(b.get()), 3.0);
}

TEST(RankZero, ViewsToAndFromRankZero) {
  TensorPtr one = Make(STRATA_DTYPE_INT64, std::vector<int64_t>{5}, {1, 1});
  strata_tensor* raw = nullptr;
  ASSERT_EQ(strata_tensor_reshape(one.get(), nullptr, 0, &raw), STRATA_OK)
      << strata_last_error_message();
  TensorPtr scalar(raw);
  EXPECT_EQ(Only(scalar.get()), 5.0);
  const int64_t back[] = {1, 1, 1};
  ASSERT_EQ(strata_tensor_reshape(scalar.get(), back, 3, &raw), STRATA_OK);
  TensorPtr cube(raw);
  EXPECT_EQ(Lengths(cube.get()), (List{1, 1, 1}));
  const int64_t minus_one = -1;
  ASSERT_EQ(strata_tensor_reshape(scalar.get(), &minus_one, 1, &raw), STRATA_OK);
  TensorPtr flat(raw);
  EXPECT_EQ(Lengths(flat.get()), List{1});
  // Two elements cannot become one.
  TensorPtr pair = Arange({2});
  EXPECT_EQ(strata_tensor_reshape(pair.get(), nullptr, 0, &raw), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(raw, nullptr);

  ASSERT_EQ(strata_tensor_unsqueeze(scalar.get(), 0, &raw), STRATA_OK);
  TensorPtr unsqueezed(raw);
  EXPECT_EQ(Lengths(unsqueezed.get()), List{1});
  EXPECT_EQ(strata_tensor_unsqueeze(scalar.get(), 2, &raw), STRATA_ERROR_INVALID_ARGUMENT);
  ASSERT_EQ(strata_tensor_permute(scalar.get(), nullptr, 0, &raw), STRATA_OK);
  TensorPtr permuted(raw);
  EXPECT_EQ(Only(permuted.get()), 5.0);
  ASSERT_EQ(strata_tensor_t(scalar.get(), &raw), STRATA_OK);
  TensorPtr transposed(raw);
  EXPECT_EQ(Only(transposed.get()), 5.0);
  ASSERT_EQ(strata_tensor_slice(scalar.get(), nullptr, 0, &raw), STRATA_OK);
  TensorPtr sliced(raw);
  EXPECT_EQ(Only(sliced.get()), 5.0);
  ASSERT_EQ(strata_tensor_squeeze(scalar.get(), &raw), STRATA_OK);
  TensorPtr squeezed(raw);
  EXPECT_EQ(Only(squeezed.get()), 5.0);

  const int64_t target[] = {2, 3};
  ASSERT_EQ(strata_tensor_broadcast_to(scalar.get(), target, 2, &raw), STRATA_OK);
  TensorPtr spread(raw);
  EXPECT_EQ(Lengths(spread.get()), (List{2, 3}));
  EXPECT_EQ(Strides(spread.get()), (List{0, 0}));
  EXPECT_EQ(Values(spread.get()), std::vector<double>(6, 5.0));
  ASSERT_EQ(strata_tensor_broadcast_to(scalar.get(), nullptr, 0, &raw), STRATA_OK);
  TensorPtr same(raw);
  EXPECT_EQ(Only(same.get()), 5.0);
}

TEST(RankZero, IndexingEveryDimensionWithAnIntegerGivesARankZeroView) {
  TensorPtr grid = Arange({2, 3});
  TensorPtr element = Index(grid.get(), {Int(1), Int(2)});
  EXPECT_EQ(Only(element.get()), 5.0);
  TensorPtr scalar = Make(STRATA_DTYPE_INT64, std::vector<int64_t>{8}, {});
  TensorPtr whole = Index(scalar.get(), {});
  EXPECT_EQ(Only(whole.get()), 8.0);
  TensorPtr ellipsis = Index(scalar.get(), {EllipsisItem()});
  EXPECT_EQ(Only(ellipsis.get()), 8.0);
  strata_tensor* raw = nullptr;
  const strata_index_item zero = Int(0);
  EXPECT_EQ(strata_tensor_index(scalar.get(), &zero, 1, &raw), STRATA_ERROR_INDEX_OUT_OF_RANGE);
}

TEST(RankZero, ElementwiseOperationsBroadcastAScalarOperand) {
  TensorPtr two = Scalar(2);
  const int64_t lengths[] = {2, 2};
  const double values[] = {1, 2, 3, 4};
  strata_tensor* raw = nullptr;
  ASSERT_EQ(strata_tensor_create_from_data(STRATA_DTYPE_FLOAT64, values, 4, lengths, 2, &raw),
            STRATA_OK);
  TensorPtr grid(raw);
  ASSERT_EQ(strata_binary(STRATA_OP_MULTIPLY, two.get(), grid.get(), &raw), STRATA_OK)
      << strata_last_error_message();
  TensorPtr product(raw);
  EXPECT_EQ(Lengths(product.get()), (List{2, 2}));
  EXPECT_EQ(Values(product.get()), (std::vector<double>{2, 4, 6, 8}));
  ASSERT_EQ(strata_binary(STRATA_OP_ADD, two.get(), two.get(), &raw), STRATA_OK);
  TensorPtr sum(raw);
  EXPECT_EQ(Only(sum.get()), 4.0);
  ASSERT_EQ(strata_unary(STRATA_OP_NEGATE, two.get(), 0, &raw), STRATA_OK);
  TensorPtr negated(raw);
  EXPECT_EQ(Only(negated.get()), -2.0);
  const double three = 3;
  ASSERT_EQ(strata_binary_scalar(STRATA_OP_POW, two.get(), &three, 0, &raw), STRATA_OK);
  TensorPtr power(raw);
  EXPECT_EQ(Only(power.get()), 8.0);
  ASSERT_EQ(strata_convert(two.get(), STRATA_DTYPE_INT32, STRATA_CONVERT_CHECKED, &raw), STRATA_OK);
  TensorPtr converted(raw);
  EXPECT_EQ(Only(converted.get()), 2.0);
}

TEST(RankZero, ReductionsOfAScalarAndOverEveryAxisGiveRankZero) {
  TensorPtr two = Scalar(2);
  double total = 0;
  ASSERT_EQ(strata_reduce(STRATA_OP_SUM, two.get(), nullptr, &total), STRATA_OK)
      << strata_last_error_message();
  EXPECT_EQ(total, 2.0);
  TensorPtr grid = Arange({2, 3});
  const int32_t axes[] = {0, 1};
  strata_tensor* raw = nullptr;
  ASSERT_EQ(strata_reduce_axes(STRATA_OP_SUM, grid.get(), axes, 2, 0, &raw), STRATA_OK)
      << strata_last_error_message();
  TensorPtr all(raw);
  EXPECT_EQ(Only(all.get()), 15.0);
  ASSERT_EQ(strata_reduce_axes(STRATA_OP_SUM, two.get(), nullptr, 0, 0, &raw), STRATA_OK)
      << strata_last_error_message();
  TensorPtr none(raw);
  EXPECT_EQ(Only(none.get()), 2.0);
}

TEST(RankZero, JoinsStackScalarsAndRefuseToConcatenateThem) {
  TensorPtr a = Scalar(1), b = Scalar(2);
  strata_tensor* inputs[] = {a.get(), b.get()};
  strata_tensor* raw = nullptr;
  ASSERT_EQ(strata_tensor_stack(inputs, 2, 0, &raw), STRATA_OK) << strata_last_error_message();
  TensorPtr stacked(raw);
  EXPECT_EQ(Lengths(stacked.get()), List{2});
  EXPECT_EQ(Values(stacked.get()), (std::vector<double>{1, 2}));
  EXPECT_EQ(strata_tensor_concatenate(inputs, 2, 0, &raw), STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(strata_last_error_message()).find("rank 0"), std::string::npos)
      << strata_last_error_message();
  EXPECT_EQ(raw, nullptr);
}

TEST(RankZero, TextShowsTheOneElement) {
  TensorPtr t = Scalar(1.5);
  char* text = nullptr;
  ASSERT_EQ(strata_tensor_to_string(t.get(), nullptr, 0, &text), STRATA_OK)
      << strata_last_error_message();
  const std::string printed = text;
  strata_string_free(text);
  EXPECT_EQ(printed, "Tensor<Double>[] {\n  1.5\n}");
}

TEST(RankZero, DLPackCarriesNDimZeroBothWays) {
  TensorPtr t = Scalar(6);
  strata_dlpack_managed_tensor* managed = nullptr;
  ASSERT_EQ(strata_tensor_to_dlpack(t.get(), &managed), STRATA_OK) << strata_last_error_message();
  EXPECT_EQ(managed->dl_tensor.ndim, 0);
  strata_tensor* raw = nullptr;
  ASSERT_EQ(strata_tensor_from_dlpack(managed, 0, &raw), STRATA_OK) << strata_last_error_message();
  TensorPtr back(raw);
  EXPECT_EQ(Only(back.get()), 6.0);
}

}  // namespace
