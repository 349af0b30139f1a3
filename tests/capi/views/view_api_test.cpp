// The view, indexing and parameter C ABI: seed 003's view and parameter examples, the error
// statuses and messages, and the out-parameter contract.
#include <gtest/gtest.h>

#include <string>

#include "support/index_test_support.h"

namespace strata_test {
namespace {

std::string TakeString(char* text) {
  std::string s = text == nullptr ? "" : text;
  strata_string_free(text);
  return s;
}

TEST(ViewApi, SeedViewWritesThroughToItsBase) {
  // t = Tensor([[1, 2, 3], [2, 3, 4]], float32); b = t.view((3, 2)); b[0][0] = 100; t[0][0] == 100
  TensorPtr t = Make(STRATA_DTYPE_FLOAT32, std::vector<float>{1, 2, 3, 2, 3, 4}, {2, 3});
  const int64_t lengths[] = {3, 2};
  strata_tensor* b = nullptr;
  ASSERT_EQ(strata_tensor_reshape(t.get(), lengths, 2, &b), STRATA_OK);
  TensorPtr view(b);
  TensorPtr row = Index(view.get(), {Int(0)});
  const double hundred = 100;
  ASSERT_EQ(strata_tensor_index_assign_scalar(row.get(), std::vector<strata_index_item>{Int(0)}.data(), 1,
                                              STRATA_DTYPE_FLOAT64, &hundred, STRATA_ASSIGN),
            STRATA_OK);
  TensorPtr first = Index(Index(t.get(), {Int(0)}).get(), {Int(0)});
  EXPECT_EQ(Values(first.get()), (std::vector<double>{100}));
}

TEST(ViewApi, SeedTransposeIsContiguousOnlyAfterContiguous) {
  TensorPtr base = Make(STRATA_DTYPE_INT64, std::vector<int64_t>{0, 1, 2, 3}, {2, 2});
  int32_t flag = -1;
  ASSERT_EQ(strata_tensor_is_contiguous(base.get(), &flag), STRATA_OK);
  EXPECT_EQ(flag, 1);
  strata_tensor* t = nullptr;
  ASSERT_EQ(strata_tensor_swapaxes(base.get(), 1, 0, &t), STRATA_OK);
  TensorPtr transposed(t);
  ASSERT_EQ(strata_tensor_is_contiguous(transposed.get(), &flag), STRATA_OK);
  EXPECT_EQ(flag, 0);
  strata_tensor* c = nullptr;
  ASSERT_EQ(strata_tensor_contiguous(transposed.get(), &c), STRATA_OK);
  TensorPtr copy(c);
  ASSERT_EQ(strata_tensor_is_contiguous(copy.get(), &flag), STRATA_OK);
  EXPECT_EQ(flag, 1);
  EXPECT_EQ(Values(copy.get()), (std::vector<double>{0, 2, 1, 3}));
}

TEST(ViewApi, IndexErrorsReturnStatusesWithMessages) {
  TensorPtr x = Arange({2, 3});
  TensorPtr floats = Make(STRATA_DTYPE_FLOAT32, std::vector<float>{0}, {1});
  TensorPtr mask = Make(STRATA_DTYPE_BOOL, std::vector<uint8_t>{1, 0, 1}, {3});
  struct Case {
    std::vector<strata_index_item> items;
    strata_status status;
    const char* message_part;
  };
  const Case cases[] = {
      {{Int(0), Int(-4)}, STRATA_ERROR_INDEX_OUT_OF_RANGE, "index -4 is out of range for axis 1 of length 3"},
      {{Int(0), Int(0), Int(0)}, STRATA_ERROR_INDEX_OUT_OF_RANGE, "too many indices"},
      {{EllipsisItem(), Int(0), EllipsisItem()}, STRATA_ERROR_INVALID_ARGUMENT, "items 0 and 2"},
      {{TensorItem(mask.get())}, STRATA_ERROR_SHAPE_MISMATCH, "axis 0 has length 2, the mask 3"},
      {{TensorItem(floats.get())}, STRATA_ERROR_DTYPE_MISMATCH, "Single"},
      {{{STRATA_INDEX_BOOL, 0, 2, 0, 0, nullptr}}, STRATA_ERROR_INVALID_ARGUMENT, "0 or 1"},
      {{{STRATA_INDEX_SLICE, 0, 5, 0, 0, nullptr}}, STRATA_ERROR_INVALID_ARGUMENT, "flags"},
      {{{9, 0, 0, 0, 0, nullptr}}, STRATA_ERROR_INVALID_ARGUMENT, "unknown kind"},
  };
  for (const Case& c : cases) {
    strata_tensor* out = reinterpret_cast<strata_tensor*>(&out);
    EXPECT_EQ(strata_tensor_index(x.get(), c.items.data(), static_cast<int32_t>(c.items.size()), &out),
              c.status);
    EXPECT_EQ(out, nullptr);
    EXPECT_NE(std::string(strata_last_error_message()).find(c.message_part), std::string::npos)
        << strata_last_error_message();
  }
  const int64_t v = 1;
  EXPECT_EQ(strata_tensor_index_assign_scalar(x.get(), nullptr, 0, STRATA_DTYPE_INT64, &v, 8),
            STRATA_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(strata_tensor_index(x.get(), nullptr, 1, nullptr), STRATA_ERROR_NULL_POINTER);
}

TEST(ViewApi, SplitsAnswerASizeQueryAndRejectASmallCapacity) {
  TensorPtr x = Arange({5});
  int32_t count = -1;
  ASSERT_EQ(strata_tensor_split_size(x.get(), 2, 0, nullptr, 0, &count), STRATA_OK);
  EXPECT_EQ(count, 3);
  strata_tensor* pieces[3] = {nullptr, nullptr, nullptr};
  count = -1;
  EXPECT_EQ(strata_tensor_split_size(x.get(), 2, 0, pieces, 2, &count), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(count, -1);
  EXPECT_EQ(pieces[0], nullptr);
  ASSERT_EQ(strata_tensor_split_size(x.get(), 2, 0, pieces, 3, &count), STRATA_OK);
  EXPECT_EQ(Values(pieces[2]), (std::vector<double>{4}));
  for (strata_tensor* p : pieces) strata_tensor_release(p);
}

TEST(ParameterApi, SeedTupleCloneAndDescriptions) {
  TensorPtr x = Arange({2, 3});
  TensorPtr y = Make(STRATA_DTYPE_FLOAT32, std::vector<float>{1, 1, 1, 1, 1, 1}, {1, 2, 3});
  strata_parameter* params[3] = {nullptr, nullptr, nullptr};
  ASSERT_EQ(strata_parameter_create(x.get(), "x", 1, &params[0]), STRATA_OK);
  ASSERT_EQ(strata_parameter_create(y.get(), "y", 1, &params[1]), STRATA_OK);
  const float two = 2.0f;
  ASSERT_EQ(strata_parameter_create_scalar(STRATA_DTYPE_FLOAT32, &two, "z", 1, &params[2]), STRATA_OK);
  {  // A scalar parameter's data is rank 0: one element, no lengths.
    strata_tensor* data = nullptr;
    ASSERT_EQ(strata_parameter_data(params[2], &data), STRATA_OK);
    TensorPtr held(data);
    int32_t rank = -1;
    int64_t count = 0;
    ASSERT_EQ(strata_tensor_rank(data, &rank), STRATA_OK);
    ASSERT_EQ(strata_tensor_flattened_length(data, &count), STRATA_OK);
    EXPECT_EQ(rank, 0);
    EXPECT_EQ(count, 1);
  }
  char* text = nullptr;
  ASSERT_EQ(strata_parameter_tuple_describe(params, 3, &text), STRATA_OK);
  EXPECT_EQ(TakeString(text),
            "(Parameter (name=x, shape=(2, 3), dtype=Int64, requires_grad=True), "
            "Parameter (name=y, shape=(1, 2, 3), dtype=Float32, requires_grad=True), "
            "Parameter (name=z, shape=(), dtype=Float32, requires_grad=True))");
  strata_parameter* clones[3] = {nullptr, nullptr, nullptr};
  ASSERT_EQ(strata_parameter_tuple_clone(params, 3, "params_copy", clones), STRATA_OK);
  ASSERT_EQ(strata_parameter_tuple_describe(clones, 3, &text), STRATA_OK);
  EXPECT_EQ(TakeString(text),
            "(Parameter (name=params_copy.x, shape=(2, 3), dtype=Int64, requires_grad=True), "
            "Parameter (name=params_copy.y, shape=(1, 2, 3), dtype=Float32, requires_grad=True), "
            "Parameter (name=params_copy.z, shape=(), dtype=Float32, requires_grad=True))");
  // Clones own copies: writing the original leaves the clone alone.
  const int64_t seven = 7;
  ASSERT_EQ(strata_tensor_index_assign_scalar(x.get(), nullptr, 0, STRATA_DTYPE_INT64, &seven, STRATA_ASSIGN), STRATA_OK);
  strata_tensor* clone_data = nullptr;
  ASSERT_EQ(strata_parameter_data(clones[0], &clone_data), STRATA_OK);
  TensorPtr cd(clone_data);
  EXPECT_EQ(Values(cd.get()), (std::vector<double>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(strata_parameter_tuple_clone(params, 3, "", clones), STRATA_ERROR_INVALID_ARGUMENT);
  for (strata_parameter* p : clones) strata_parameter_release(p);
  for (strata_parameter* p : params) strata_parameter_release(p);
}

TEST(ParameterApi, SetDataNeedsTheSameShapeAndCasts) {
  // net.b.set_data(Tensor([3, 4, 5])) on a float32 bias prints [3. 4. 5.]
  TensorPtr bias = Make(STRATA_DTYPE_FLOAT32, std::vector<float>{-1.25f, -0.5f, 0.125f}, {3});
  strata_parameter* b = nullptr;
  ASSERT_EQ(strata_parameter_create(bias.get(), "b", 1, &b), STRATA_OK);
  TensorPtr wrong = Arange({2});
  EXPECT_EQ(strata_parameter_set_data(b, wrong.get()), STRATA_ERROR_SHAPE_MISMATCH);
  EXPECT_NE(std::string(strata_last_error_message()).find("needs lengths [3], not [2]"), std::string::npos);
  EXPECT_EQ(Values(bias.get()), (std::vector<double>{-1.25, -0.5, 0.125}));
  TensorPtr ints = Make(STRATA_DTYPE_INT64, std::vector<int64_t>{3, 4, 5}, {3});
  ASSERT_EQ(strata_parameter_set_data(b, ints.get()), STRATA_OK);
  EXPECT_EQ(NumPyText(bias.get()), "[3. 4. 5.]");
  // net.b[0] = 1. through the parameter's data.
  strata_tensor* data = nullptr;
  ASSERT_EQ(strata_parameter_data(b, &data), STRATA_OK);
  TensorPtr d(data);
  const double one = 1;
  ASSERT_EQ(strata_tensor_index_assign_scalar(d.get(), std::vector<strata_index_item>{Int(0)}.data(), 1,
                                              STRATA_DTYPE_FLOAT64, &one, STRATA_ASSIGN),
            STRATA_OK);
  EXPECT_EQ(NumPyText(bias.get()), "[1. 4. 5.]");
  char* name = nullptr;
  ASSERT_EQ(strata_parameter_name(b, &name), STRATA_OK);
  EXPECT_EQ(TakeString(name), "b");
  strata_parameter_release(b);
  EXPECT_EQ(strata_parameter_describe(b, &name), STRATA_ERROR_INVALID_HANDLE);
}

}  // namespace
}  // namespace strata_test
