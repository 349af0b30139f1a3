// Every integer argument of the C ABI at the ends of its type: INT64_MIN and INT64_MAX (and
// their neighbours, and the int32 limits) for int64 parameters, INT32_MIN and INT32_MAX for
// int32 ones. Each call must return its documented status, or the right result where the
// value is legitimately valid. The sanitizer build stops at the first signed overflow, so a
// negation, sum or product of caller integers that is not checked fails here.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "support/index_test_support.h"

namespace strata_test {
namespace {

constexpr int64_t kMin = INT64_MIN;
constexpr int64_t kMax = INT64_MAX;
constexpr int64_t kInt64Edges[] = {kMin, kMin + 1, int64_t{INT32_MIN}, int64_t{INT32_MAX},
                                   kMax - 1, kMax};
constexpr int32_t kInt32Edges[] = {INT32_MIN, INT32_MIN + 1, INT32_MAX - 1, INT32_MAX};

std::string Message() { return strata_last_error_message(); }

// Runs a call that hands out one tensor and returns its status; the tensor (NULL after a
// failure, which is checked) goes to *kept when given, else it is released.
strata_status Out(const std::function<strata_status(strata_tensor**)>& call,
                  TensorPtr* kept = nullptr) {
  strata_tensor* out = nullptr;
  const strata_status status = call(&out);
  if (status != STRATA_OK) {
    EXPECT_EQ(out, nullptr);
  }
  if (kept != nullptr) {
    kept->reset(out);
  } else {
    strata_tensor_release(out);
  }
  return status;
}

// The status of a size query of a splitting call, and the count it reports.
strata_status Query(const std::function<strata_status(strata_tensor**, int32_t, int32_t*)>& call,
                    int32_t* count) {
  *count = -1;
  return call(nullptr, 0, count);
}

// An int64 tensor [3, 3, 0] whose (unused) strides are INT64_MAX: empty shapes may carry any
// stride, so no operation may form an offset from them.
TensorPtr EmptyWithHugeStrides() {
  const int64_t lengths[] = {3, 3, 0};
  const int64_t strides[] = {kMax, kMax, 0};
  strata_tensor* t = nullptr;
  EXPECT_EQ(strata_tensor_create(STRATA_DTYPE_INT64, lengths, 3, strides, 3, &t), STRATA_OK)
      << Message();
  return TensorPtr(t);
}

strata_index_item Slice(int32_t flags, int64_t start, int64_t stop, int64_t step) {
  return {STRATA_INDEX_SLICE, flags, start, stop, step, nullptr};
}
constexpr int32_t kStart = STRATA_SLICE_HAS_START;
constexpr int32_t kStop = STRATA_SLICE_HAS_STOP;
constexpr int32_t kStep = STRATA_SLICE_HAS_STEP;

class IntegerEdges : public ::testing::Test {
 protected:
  TensorPtr t_ = Arange({2, 3});  // [[0, 1, 2], [3, 4, 5]]
};

// ---- Dimensions ----------------------------------------------------------------------------

TEST_F(IntegerEdges, DimensionsAtTheEdgesAreOutOfRange) {
  const strata_tensor* t = t_.get();
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    const strata_status past = e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                                     : STRATA_ERROR_INVALID_ARGUMENT;
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_squeeze_dimension(t, e, o); }), past);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_unsqueeze(t, e, o); }), past);
    const strata_status out_of_range = STRATA_ERROR_ARGUMENT_OUT_OF_RANGE;
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_swapaxes(t, e, 0, o); }), out_of_range);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_swapaxes(t, 0, e, o); }), out_of_range);
    const int64_t zero = 0;
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_movedim(t, &e, &zero, 1, o); }),
              out_of_range);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_movedim(t, &zero, &e, 1, o); }),
              out_of_range);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_narrow(t, e, 0, 1, o); }), out_of_range);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_diagonal(t, 0, e, 1, o); }), out_of_range);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_diagonal(t, 0, 0, e, o); }), out_of_range);
    int32_t count = -1;
    const int64_t sections[] = {1, 1};
    const int64_t indices[] = {1};
    EXPECT_EQ(Query([&](auto p, auto c, auto n) { return strata_tensor_unbind(t, e, p, c, n); },
                    &count),
              out_of_range);
    EXPECT_EQ(Query([&](auto p, auto c, auto n) {
                return strata_tensor_split_size(t, 1, e, p, c, n);
              }, &count),
              out_of_range);
    EXPECT_EQ(Query([&](auto p, auto c, auto n) {
                return strata_tensor_split_sections(t, sections, 2, e, p, c, n);
              }, &count),
              out_of_range);
    EXPECT_EQ(Query([&](auto p, auto c, auto n) {
                return strata_tensor_tensor_split_count(t, 2, e, p, c, n);
              }, &count),
              out_of_range);
    EXPECT_EQ(Query([&](auto p, auto c, auto n) {
                return strata_tensor_tensor_split_indices(t, indices, 1, e, p, c, n);
              }, &count),
              out_of_range);
    EXPECT_EQ(count, -1);
  }
}

TEST_F(IntegerEdges, Int32DimensionsAtTheEdgesAreInvalid) {
  TensorPtr other = Arange({2, 3});
  TensorPtr destination = Arange({4, 3});
  strata_tensor* inputs[] = {t_.get(), other.get()};
  for (int32_t e : kInt32Edges) {
    SCOPED_TRACE(e);
    const strata_status invalid = STRATA_ERROR_INVALID_ARGUMENT;
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_reverse_dimension(t_.get(), e, o); }),
              invalid);
    EXPECT_EQ(strata_tensor_reverse_dimension_into(other.get(), t_.get(), e), invalid);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_concatenate(inputs, 2, e, o); }), invalid);
    EXPECT_EQ(strata_tensor_concatenate_into(inputs, 2, e, destination.get()), invalid);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_stack(inputs, 2, e, o); }), invalid);
    EXPECT_EQ(strata_tensor_stack_into(inputs, 2, e, destination.get()), invalid);
    int32_t count = -1;
    EXPECT_EQ(strata_tensor_split(t_.get(), 1, e, nullptr, 0, &count), invalid);
  }
  EXPECT_EQ(Values(t_.get()), (std::vector<double>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(Values(destination.get()), (std::vector<double>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}));
}

// ---- Narrow and diagonal -------------------------------------------------------------------

TEST_F(IntegerEdges, NarrowStartsAndLengthsAtTheEdgesAreOutOfRange) {
  const strata_tensor* t = t_.get();
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    const strata_status out_of_range = STRATA_ERROR_ARGUMENT_OUT_OF_RANGE;
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_narrow(t, 1, e, 0, o); }), out_of_range);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_narrow(t, 1, 0, e, o); }), out_of_range);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_narrow(t, 1, -3, e, o); }), out_of_range);
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_narrow(t, 1, 3, e, o); }), out_of_range);
    for (int64_t f : kInt64Edges) {
      EXPECT_EQ(Out([&](auto o) { return strata_tensor_narrow(t, 1, e, f, o); }), out_of_range);
    }
  }
  // A negative start counts from the back: [-3, 3] are the valid starts of a length-3 dimension.
  TensorPtr back;
  ASSERT_EQ(Out([&](auto o) { return strata_tensor_narrow(t, -1, -3, 3, o); }, &back), STRATA_OK);
  EXPECT_EQ(Values(back.get()), (std::vector<double>{0, 1, 2, 3, 4, 5}));
  ASSERT_EQ(Out([&](auto o) { return strata_tensor_narrow(t, 1, -1, 1, o); }, &back), STRATA_OK);
  EXPECT_EQ(Values(back.get()), (std::vector<double>{2, 5}));
  ASSERT_EQ(Out([&](auto o) { return strata_tensor_narrow(t, 1, 3, 0, o); }, &back), STRATA_OK);
  EXPECT_EQ(Lengths(back.get()), (std::vector<int64_t>{2, 0}));
}

TEST_F(IntegerEdges, DiagonalOffsetsAtTheEdgesGiveAnEmptyDiagonal) {
  TensorPtr empty = EmptyWithHugeStrides();
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    TensorPtr diagonal;
    ASSERT_EQ(Out([&](auto o) { return strata_tensor_diagonal(t_.get(), e, 0, 1, o); }, &diagonal),
              STRATA_OK)
        << Message();
    EXPECT_EQ(Lengths(diagonal.get()), (std::vector<int64_t>{0}));
    ASSERT_EQ(Out([&](auto o) { return strata_tensor_diagonal(empty.get(), e, 0, 1, o); },
                  &diagonal),
              STRATA_OK)
        << Message();
    EXPECT_EQ(Lengths(diagonal.get()), (std::vector<int64_t>{0, 0}));
  }
  TensorPtr diagonal;
  ASSERT_EQ(Out([&](auto o) { return strata_tensor_diagonal(t_.get(), -1, 0, 1, o); }, &diagonal),
            STRATA_OK);
  EXPECT_EQ(Values(diagonal.get()), (std::vector<double>{3}));
  ASSERT_EQ(Out([&](auto o) { return strata_tensor_diagonal(t_.get(), 2, 0, 1, o); }, &diagonal),
            STRATA_OK);
  EXPECT_EQ(Values(diagonal.get()), (std::vector<double>{2}));
  // Three positions along the diagonal of an empty tensor: its strides never add up.
  for (int64_t offset : {-2, -1, 0, 1, 2}) {
    ASSERT_EQ(Out([&](auto o) { return strata_tensor_diagonal(empty.get(), offset, 0, 1, o); },
                  &diagonal),
              STRATA_OK)
        << Message();
    const int64_t magnitude = offset < 0 ? -offset : offset;
    EXPECT_EQ(Lengths(diagonal.get()), (std::vector<int64_t>{0, 3 - magnitude}));
  }
}

// ---- Splitting -----------------------------------------------------------------------------

TEST_F(IntegerEdges, SplitCountsAndSizesAtTheEdges) {
  const strata_tensor* t = t_.get();
  TensorPtr row = Arange({3});
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    int32_t count = -1;
    auto split_size = [&](auto p, auto c, auto n) {
      return strata_tensor_split_size(t, e, 1, p, c, n);
    };
    EXPECT_EQ(Query(split_size, &count), e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE : STRATA_OK);
    EXPECT_EQ(count, e < 0 ? -1 : 1);
    // Pieces past the length are empty: every positive count is a count of pieces.
    const strata_status by_count = e < 0            ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                                   : e > INT32_MAX  ? STRATA_ERROR_OVERFLOW
                                                    : STRATA_OK;
    for (auto call : std::vector<std::function<strata_status(strata_tensor**, int32_t, int32_t*)>>{
             [&](auto p, auto c, auto n) {
               return strata_tensor_tensor_split_count(t, e, 1, p, c, n);
             },
             [&](auto p, auto c, auto n) { return strata_tensor_hsplit_count(t, e, p, c, n); },
             [&](auto p, auto c, auto n) { return strata_tensor_vsplit_count(t, e, p, c, n); },
             [&](auto p, auto c, auto n) {
               return strata_tensor_hsplit_count(row.get(), e, p, c, n);
             }}) {
      EXPECT_EQ(Query(call, &count), by_count) << Message();
      EXPECT_EQ(count, by_count == STRATA_OK ? e : -1);
      strata_tensor* pieces[4] = {};
      EXPECT_EQ(call(pieces, 4, &count),
                by_count == STRATA_OK ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE : by_count);
    }
    // The dense split also needs the length to divide: no edge divides 3.
    const strata_status dense = e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                                : e > INT32_MAX ? STRATA_ERROR_OVERFLOW
                                                : STRATA_ERROR_INVALID_ARGUMENT;
    EXPECT_EQ(strata_tensor_split(t, e, 1, nullptr, 0, &count), dense);
  }
}

TEST_F(IntegerEdges, SplitSectionsAndPointsAtTheEdges) {
  const strata_tensor* t = t_.get();
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    int32_t count = -1;
    // No edge is a section of a length-3 dimension, alone or beside another.
    for (const std::vector<int64_t>& sections :
         {std::vector<int64_t>{e}, {e, 3}, {3, e}, {1, e}, {e, e}, {e, kMax}, {e, kMin}}) {
      EXPECT_EQ(Query([&](auto p, auto c, auto n) {
                  return strata_tensor_split_sections(t, sections.data(),
                                                      static_cast<int32_t>(sections.size()), 1,
                                                      p, c, n);
                }, &count),
                STRATA_ERROR_INVALID_ARGUMENT)
          << Message();
    }
    // Split points clamp to [0, length] like Python slice bounds.
    const int64_t points[] = {e, 1, e};
    std::vector<std::vector<double>> values;
    strata_tensor* pieces[4] = {};
    ASSERT_EQ(strata_tensor_tensor_split_indices(t, points, 3, 1, pieces, 4, &count), STRATA_OK)
        << Message();
    ASSERT_EQ(count, 4);
    for (strata_tensor* p : pieces) {
      TensorPtr piece(p);
      values.push_back(Values(piece.get()));
    }
    const int64_t clamped = e < 0 ? 0 : 3;
    std::vector<std::vector<double>> expected;
    auto columns = [](int64_t from, int64_t to) {
      std::vector<double> v;
      for (int64_t r = 0; r < 2; ++r) {
        for (int64_t c = from; c < to; ++c) v.push_back(static_cast<double>(r * 3 + c));
      }
      return v;
    };
    expected.push_back(columns(0, clamped));
    expected.push_back(clamped <= 1 ? columns(clamped, 1) : std::vector<double>{});
    expected.push_back(clamped >= 1 ? columns(1, clamped) : std::vector<double>{});
    expected.push_back(columns(clamped, 3));
    EXPECT_EQ(values, expected);
    for (auto call : {strata_tensor_hsplit_indices, strata_tensor_vsplit_indices}) {
      EXPECT_EQ(Query([&](auto p, auto c, auto n) { return call(t, points, 3, p, c, n); }, &count),
                STRATA_OK);
      EXPECT_EQ(count, 4);
    }
  }
}

// ---- Lengths, permutations -----------------------------------------------------------------

TEST_F(IntegerEdges, ExpandAndReshapeLengthsAtTheEdges) {
  const strata_tensor* t = t_.get();
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    // A new leading dimension repeats the 6 elements e times: more than int64 counts overflows.
    const int64_t leading[] = {e, 2, 3};
    const strata_status expanded = e < 0              ? STRATA_ERROR_SHAPE_MISMATCH
                                   : e > kMax / 6     ? STRATA_ERROR_OVERFLOW
                                                      : STRATA_OK;
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_expand(t, leading, 3, o); }), expanded)
        << Message();
    const int64_t trailing[] = {2, e};
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_expand(t, trailing, 2, o); }),
              STRATA_ERROR_SHAPE_MISMATCH);
    for (const std::vector<int64_t>& lengths :
         {std::vector<int64_t>{e}, {-1, e}, {e, -1}, {e, e}, {e, 0}, {0, e}, {e, 2, 3}}) {
      EXPECT_EQ(Out([&](auto o) {
                  return strata_tensor_reshape(t, lengths.data(),
                                               static_cast<int32_t>(lengths.size()), o);
                }),
                STRATA_ERROR_INVALID_ARGUMENT)
          << Message();
    }
    const int64_t broadcast[] = {e, 2, 3};
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_broadcast_to(t, broadcast, 3, o); }),
              e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                    : e > kMax / 6 ? STRATA_ERROR_OVERFLOW : STRATA_OK)
        << Message();
  }
}

TEST_F(IntegerEdges, PermutationEntriesAtTheEdgesAreInvalid) {
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    for (const std::vector<int64_t>& dims : {std::vector<int64_t>{e, 0}, {1, e}}) {
      EXPECT_EQ(Out([&](auto o) { return strata_tensor_permute(t_.get(), dims.data(), 2, o); }),
                STRATA_ERROR_INVALID_ARGUMENT);
    }
  }
}

TEST_F(IntegerEdges, ReshapeOfAViewWhoseStridesNearlyOverflow) {
  // [3] with stride s = INT64_MAX / 3 (a promise about caller memory that is never read), every
  // second element ([2] with stride 2s), then repeated: [2, 2] with strides [0, 2s]. Two steps
  // of 2s are past int64, so the reshape must not multiply its way there.
  int8_t byte = 0;
  const int64_t s = kMax / 3;
  const int64_t three = 3;
  TensorPtr wide;
  ASSERT_EQ(Out([&](auto o) {
              return strata_tensor_wrap(STRATA_DTYPE_INT8, &byte, 2 * s + 1, &three, 1, &s, 1, 0,
                                        nullptr, nullptr, o);
            }, &wide),
            STRATA_OK)
      << Message();
  const strata_index_item every_second = Slice(kStep, 0, 0, 2);
  TensorPtr stepped;
  ASSERT_EQ(Out([&](auto o) { return strata_tensor_index(wide.get(), &every_second, 1, o); },
                &stepped),
            STRATA_OK);
  const int64_t two_by_two[] = {2, 2};
  TensorPtr repeated;
  ASSERT_EQ(Out([&](auto o) { return strata_tensor_expand(stepped.get(), two_by_two, 2, o); },
                &repeated),
            STRATA_OK);
  EXPECT_EQ(Strides(repeated.get()), (std::vector<int64_t>{0, 2 * s}));
  const int64_t flat[] = {4};
  EXPECT_EQ(Out([&](auto o) { return strata_tensor_reshape(repeated.get(), flat, 1, o); }),
            STRATA_ERROR_INVALID_ARGUMENT);
  const int64_t padded[] = {1, 2, 1, 2, 1};
  TensorPtr reshaped;
  ASSERT_EQ(Out([&](auto o) { return strata_tensor_reshape(repeated.get(), padded, 5, o); },
                &reshaped),
            STRATA_OK)
      << Message();
  EXPECT_EQ(Strides(reshaped.get()), (std::vector<int64_t>{0, 0, 0, 2 * s, 0}));
}

// ---- Element access and slicing ------------------------------------------------------------

TEST_F(IntegerEdges, ElementIndexesAtTheEdgesAreOutOfRange) {
  int64_t value = -1;
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    const int64_t indexes[] = {e, 0};
    EXPECT_EQ(strata_tensor_get(t_.get(), indexes, 2, &value), STRATA_ERROR_INDEX_OUT_OF_RANGE);
    EXPECT_EQ(strata_tensor_set(t_.get(), indexes, 2, &value), STRATA_ERROR_INDEX_OUT_OF_RANGE);
    for (int32_t from_end : {0, 1}) {
      const strata_nindex nindexes[] = {{e, from_end, 0}, {0, 0, 0}};
      const strata_status expected =
          e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE : STRATA_ERROR_INDEX_OUT_OF_RANGE;
      EXPECT_EQ(strata_tensor_get_nindex(t_.get(), nindexes, 2, &value), expected);
      EXPECT_EQ(strata_tensor_set_nindex(t_.get(), nindexes, 2, &value), expected);
    }
  }
  for (int32_t e : kInt32Edges) {
    const strata_nindex from_end[] = {{0, e, 0}, {0, 0, 0}};
    const strata_nindex reserved[] = {{0, 0, e}, {0, 0, 0}};
    EXPECT_EQ(strata_tensor_get_nindex(t_.get(), from_end, 2, &value),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(strata_tensor_get_nindex(t_.get(), reserved, 2, &value),
              STRATA_ERROR_INVALID_ARGUMENT);
  }
  EXPECT_EQ(value, -1);
  EXPECT_EQ(Values(t_.get()), (std::vector<double>{0, 1, 2, 3, 4, 5}));
}

TEST_F(IntegerEdges, SliceBoundsAtTheEdgesAreOutOfRange) {
  const strata_tensor* t = t_.get();
  TensorPtr values = Arange({1});
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    const strata_status out_of_range = STRATA_ERROR_ARGUMENT_OUT_OF_RANGE;
    for (int32_t from_end : {0, 1}) {
      const strata_nindex edge{e, from_end, 0};
      const strata_nindex start{0, 0, 0};
      const strata_nindex end{0, 1, 0};
      const strata_nrange starts_at_edge[] = {{start, end}, {edge, end}};
      const strata_nrange ends_at_edge[] = {{start, end}, {start, edge}};
      EXPECT_EQ(Out([&](auto o) { return strata_tensor_slice(t, starts_at_edge, 2, o); }),
                out_of_range);
      EXPECT_EQ(Out([&](auto o) { return strata_tensor_slice(t, ends_at_edge, 2, o); }),
                out_of_range);
      EXPECT_EQ(strata_tensor_set_slice(t_.get(), values.get(), ends_at_edge, 2), out_of_range);
      const strata_nindex starts[] = {start, edge};
      EXPECT_EQ(Out([&](auto o) { return strata_tensor_slice_nindex(t, starts, 2, o); }),
                e < 0 ? out_of_range : STRATA_ERROR_INDEX_OUT_OF_RANGE);
    }
    const int64_t plain[] = {0, e};
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_slice_starts(t, plain, 2, o); }),
              out_of_range);
  }
  EXPECT_EQ(Values(t_.get()), (std::vector<double>{0, 1, 2, 3, 4, 5}));
}

TEST_F(IntegerEdges, PrintLengthsAndQueryCapacitiesAtTheEdges) {
  for (int64_t e : kInt64Edges) {
    char* text = nullptr;
    const int64_t maxima[] = {e, e};
    EXPECT_EQ(strata_tensor_to_string(t_.get(), maxima, 2, &text),
              e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE : STRATA_OK);
    strata_string_free(text);
  }
  int64_t buffer[2] = {-7, -7};
  EXPECT_EQ(strata_tensor_lengths(t_.get(), buffer, INT32_MIN), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(strata_tensor_strides(t_.get(), buffer, INT32_MIN), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  EXPECT_EQ(buffer[0], -7);
  // A capacity larger than the rank is fine: rank entries are written.
  ASSERT_EQ(strata_tensor_lengths(t_.get(), buffer, INT32_MAX), STRATA_OK);
  EXPECT_EQ(buffer[1], 3);
}

// ---- Indexing (NumPy items) ----------------------------------------------------------------

TEST_F(IntegerEdges, IndexPositionsAtTheEdgesAreOutOfRange) {
  TensorPtr positions = Make(STRATA_DTYPE_INT64, std::vector<int64_t>{0}, {1});
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    const strata_status out_of_range = STRATA_ERROR_INDEX_OUT_OF_RANGE;
    for (const std::vector<strata_index_item>& items :
         {std::vector<strata_index_item>{Int(e)}, {Int(0), Int(e)},
          {TensorItem(positions.get()), Int(e)}}) {
      EXPECT_EQ(Out([&](auto o) {
                  return strata_tensor_index(t_.get(), items.data(),
                                             static_cast<int32_t>(items.size()), o);
                }),
                out_of_range);
      const int64_t one = 1;
      EXPECT_EQ(strata_tensor_index_assign_scalar(t_.get(), items.data(),
                                                  static_cast<int32_t>(items.size()),
                                                  STRATA_DTYPE_INT64, &one, STRATA_ASSIGN_ADD),
                out_of_range);
    }
    TensorPtr edge_positions = Make(STRATA_DTYPE_INT64, std::vector<int64_t>{e}, {1});
    EXPECT_EQ(Out([&](auto o) {
                const strata_index_item item = TensorItem(edge_positions.get());
                return strata_tensor_index(t_.get(), &item, 1, o);
              }),
              out_of_range);
  }
  TensorPtr huge = Make(STRATA_DTYPE_UINT64, std::vector<uint64_t>{UINT64_MAX}, {1});
  const strata_index_item item = TensorItem(huge.get());
  EXPECT_EQ(Out([&](auto o) { return strata_tensor_index(t_.get(), &item, 1, o); }),
            STRATA_ERROR_INDEX_OUT_OF_RANGE);
  EXPECT_EQ(Values(t_.get()), (std::vector<double>{0, 1, 2, 3, 4, 5}));
}

// row[start:stop:step] of row = [0, 1, 2, 3, 4] as Python computes it, for edge values.
std::vector<double> PythonSlice(std::optional<int64_t> start, std::optional<int64_t> stop,
                                std::optional<int64_t> step) {
  const long double n = 5;
  const long double s = step.value_or(1);
  auto bound = [&](std::optional<int64_t> v, long double forward, long double backward) {
    if (!v) return s > 0 ? forward : backward;
    long double b = *v < 0 ? static_cast<long double>(*v) + n : static_cast<long double>(*v);
    if (b < 0) return s > 0 ? 0.0L : -1.0L;
    if (b >= n) return s > 0 ? n : n - 1;
    return b;
  };
  std::vector<double> out;
  const long double last = bound(stop, n, -1);
  for (long double i = bound(start, 0, n - 1); s > 0 ? i < last : i > last; i += s) {
    out.push_back(static_cast<double>(i));
  }
  return out;
}

TEST_F(IntegerEdges, SliceItemsAtTheEdgesFollowPython) {
  TensorPtr row = Arange({5});
  std::vector<int64_t> values = {kMin, kMin + 1, INT32_MIN, -6, -5, -1, 0, 4, 5, INT32_MAX,
                                 kMax - 1, kMax};
  for (int64_t e : values) {
    for (int64_t step : {kMin, kMin + 1, int64_t{INT32_MIN}, int64_t{-2}, int64_t{-1}, int64_t{1},
                         int64_t{2}, int64_t{INT32_MAX}, kMax}) {
      SCOPED_TRACE(::testing::Message() << "value " << e << " step " << step);
      const std::vector<std::pair<strata_index_item, std::vector<double>>> cases = {
          {Slice(kStart | kStep, e, 0, step), PythonSlice(e, std::nullopt, step)},
          {Slice(kStop | kStep, 0, e, step), PythonSlice(std::nullopt, e, step)},
          {Slice(kStart | kStop | kStep, e, e, step), PythonSlice(e, e, step)},
          {Slice(kStart | kStop | kStep, e, e == kMin ? kMax : -e, step),
           PythonSlice(e, e == kMin ? kMax : -e, step)},
      };
      for (const auto& [item, expected] : cases) {
        TensorPtr result;
        ASSERT_EQ(Out([&](auto o) { return strata_tensor_index(row.get(), &item, 1, o); }, &result),
                  STRATA_OK)
            << Message();
        EXPECT_EQ(Values(result.get()), expected);
      }
    }
  }
}

TEST_F(IntegerEdges, AStepOfInt64MinSelectsOneElementAndAssignsIt) {
  TensorPtr row = Arange({5});
  const strata_index_item backwards = Slice(kStep, 0, 0, kMin);
  TensorPtr result;
  ASSERT_EQ(Out([&](auto o) { return strata_tensor_index(row.get(), &backwards, 1, o); }, &result),
            STRATA_OK)
      << Message();
  EXPECT_EQ(Values(result.get()), (std::vector<double>{4}));
  const int64_t hundred = 100;
  ASSERT_EQ(strata_tensor_index_assign_scalar(row.get(), &backwards, 1, STRATA_DTYPE_INT64,
                                              &hundred, STRATA_ASSIGN),
            STRATA_OK)
      << Message();
  EXPECT_EQ(Values(row.get()), (std::vector<double>{0, 1, 2, 3, 100}));
}

TEST_F(IntegerEdges, Int32ItemFieldsAndOperatorsAtTheEdgesAreInvalid) {
  const int64_t one = 1;
  for (int32_t e : kInt32Edges) {
    SCOPED_TRACE(e);
    const strata_index_item kind{e, 0, 0, 0, 0, nullptr};
    const strata_index_item flags{STRATA_INDEX_SLICE, e, 0, 0, 0, nullptr};
    for (const strata_index_item& item : {kind, flags}) {
      EXPECT_EQ(Out([&](auto o) { return strata_tensor_index(t_.get(), &item, 1, o); }),
                STRATA_ERROR_INVALID_ARGUMENT);
    }
    const strata_index_item zero = Int(0);
    EXPECT_EQ(strata_tensor_index_assign_scalar(t_.get(), &zero, 1, STRATA_DTYPE_INT64, &one, e),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(strata_tensor_index_assign_scalar(t_.get(), &zero, 1, e, &one, STRATA_ASSIGN),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(strata_tensor_index_assign(t_.get(), &zero, 1, t_.get(), e),
              STRATA_ERROR_INVALID_ARGUMENT);
  }
  for (int64_t e : kInt64Edges) {
    const strata_index_item flag{STRATA_INDEX_BOOL, 0, e, 0, 0, nullptr};
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_index(t_.get(), &flag, 1, o); }),
              STRATA_ERROR_INVALID_ARGUMENT);
  }
  EXPECT_EQ(Values(t_.get()), (std::vector<double>{0, 1, 2, 3, 4, 5}));
}

// ---- Empty tensors whose strides are huge --------------------------------------------------

TEST_F(IntegerEdges, ViewsOfAnEmptyTensorWithHugeStridesFormNoOffsets) {
  TensorPtr empty = EmptyWithHugeStrides();
  const strata_tensor* e = empty.get();
  auto empty_result = [&](const std::function<strata_status(strata_tensor**)>& call) {
    TensorPtr result;
    EXPECT_EQ(Out(call, &result), STRATA_OK) << Message();
    if (result) {
      int32_t is_empty = 0;
      EXPECT_EQ(strata_tensor_is_empty(result.get(), &is_empty), STRATA_OK);
      EXPECT_EQ(is_empty, 1);
    }
  };
  empty_result([&](auto o) { return strata_tensor_narrow(e, 0, 2, 1, o); });
  empty_result([&](auto o) { return strata_tensor_narrow(e, 1, -1, 1, o); });
  // Indexing behaves exactly as on the same lengths with ordinary strides.
  TensorPtr plain = Arange({3, 3, 0});
  TensorPtr positions = Make(STRATA_DTYPE_INT64, std::vector<int64_t>{2, 1}, {2});
  const std::vector<strata_index_item> items[] = {
      {Int(2)}, {Int(-1), Int(2)}, {Slice(kStart, 2, 0, 0)}, {Slice(kStep, 0, 0, 2)},
      {Slice(kStep, 0, 0, -1)}, {Slice(kStart | kStep, 2, 0, kMin)}, {EllipsisItem(), Int(0)},
      {TensorItem(positions.get())}};
  for (const auto& index : items) {
    const auto count = static_cast<int32_t>(index.size());
    const strata_status expected =
        Out([&](auto o) { return strata_tensor_index(plain.get(), index.data(), count, o); });
    if (expected == STRATA_OK) {
      empty_result([&](auto o) { return strata_tensor_index(e, index.data(), count, o); });
    } else {
      EXPECT_EQ(Out([&](auto o) { return strata_tensor_index(e, index.data(), count, o); }),
                expected);
    }
    const int64_t one = 1;
    EXPECT_EQ(strata_tensor_index_assign_scalar(empty.get(), index.data(), count,
                                                STRATA_DTYPE_INT64, &one, STRATA_ASSIGN_ADD),
              strata_tensor_index_assign_scalar(plain.get(), index.data(), count,
                                                STRATA_DTYPE_INT64, &one, STRATA_ASSIGN_ADD));
  }
  const strata_nrange ranges[] = {{{2, 0, 0}, {3, 0, 0}}, {{1, 0, 0}, {0, 1, 0}},
                                  {{0, 0, 0}, {0, 1, 0}}};
  empty_result([&](auto o) { return strata_tensor_slice(e, ranges, 3, o); });
  int32_t count = -1;
  strata_tensor* pieces[3] = {};
  ASSERT_EQ(strata_tensor_unbind(e, 0, pieces, 3, &count), STRATA_OK) << Message();
  for (strata_tensor* p : pieces) strata_tensor_release(p);
  ASSERT_EQ(strata_tensor_split_size(e, 1, 1, pieces, 3, &count), STRATA_OK) << Message();
  for (strata_tensor* p : pieces) strata_tensor_release(p);
  const int64_t lengths[] = {9, 0};
  empty_result([&](auto o) { return strata_tensor_reshape(e, lengths, 2, o); });
  empty_result([&](auto o) { return strata_tensor_contiguous(e, o); });
}

// ---- Copies, resize, creation --------------------------------------------------------------

void* RefuseAllocation(size_t, size_t, void*) { return nullptr; }
void NeverRelease(void*, size_t, size_t, void*) {}

TEST_F(IntegerEdges, BufferLengthsAtTheEdges) {
  int64_t buffer[6] = {};
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    const strata_status expected = e < 0   ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                                   : e < 6 ? STRATA_ERROR_INVALID_ARGUMENT
                                           : STRATA_OK;
    const strata_status flattened = strata_tensor_flatten_to(t_.get(), buffer, e);
    // A capacity whose byte size exceeds int64 cannot describe a buffer.
    EXPECT_TRUE(flattened == expected ||
                (e > kMax / 8 && flattened == STRATA_ERROR_OVERFLOW))
        << flattened << " " << Message();
    int32_t copied = -1;
    const strata_status tried = strata_tensor_try_flatten_to(t_.get(), buffer, e, &copied);
    EXPECT_TRUE(tried == (e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE : STRATA_OK) ||
                (e > kMax / 8 && tried == STRATA_ERROR_OVERFLOW))
        << tried << " " << Message();
    const strata_status read = strata_tensor_copy_from_buffer(t_.get(), buffer, e);
    EXPECT_TRUE(read == (e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE : STRATA_OK) ||
                (e > kMax / 8 && read == STRATA_ERROR_OVERFLOW))
        << read << " " << Message();
  }
  EXPECT_EQ(Values(t_.get()), (std::vector<double>{0, 1, 2, 3, 4, 5}));
}

// The owning creators, zeroed and uninitialized, which validate alike.
constexpr strata_status (*kCreators[])(strata_dtype, const int64_t*, int32_t, const int64_t*,
                                       int32_t, strata_tensor**) = {
    strata_tensor_create, strata_tensor_create_uninitialized};

TEST_F(IntegerEdges, CreationLengthsStridesAndDataLengthsAtTheEdges) {
  const strata_allocator refusing{sizeof(strata_allocator), RefuseAllocation, NeverRelease,
                                  nullptr};
  ASSERT_EQ(strata_set_allocator(&refusing), STRATA_OK);
  int64_t data[6] = {};
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    const int64_t lengths[] = {e, 2};
    const strata_status by_lengths = e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                                     : e > kMax / 16 ? STRATA_ERROR_OVERFLOW
                                                     : STRATA_ERROR_OUT_OF_MEMORY;
    for (const auto create : kCreators) {
      EXPECT_EQ(Out([&](auto o) { return create(STRATA_DTYPE_INT64, lengths, 2, nullptr, 0, o); }),
                by_lengths)
          << Message();
    }
    EXPECT_EQ(Out([&](auto o) {
                return strata_tensor_resize(t_.get(), lengths, 2, o);
              }),
              by_lengths)
        << Message();
    EXPECT_EQ(Out([&](auto o) { return strata_tensor_broadcast(t_.get(), lengths, 2, o); }),
              e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                    : e > kMax / 2 ? STRATA_ERROR_OVERFLOW : STRATA_ERROR_SHAPE_MISMATCH)
        << Message();
    const int64_t two_by_two[] = {2, 2};
    const int64_t strides[] = {e, 1};
    for (const auto create : kCreators) {
      EXPECT_EQ(
          Out([&](auto o) { return create(STRATA_DTYPE_INT8, two_by_two, 2, strides, 2, o); }),
          e < 0          ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
          : e > kMax - 2 ? STRATA_ERROR_OVERFLOW
                         : STRATA_ERROR_OUT_OF_MEMORY)
          << Message();
    }
    const int64_t two = 2;
    EXPECT_EQ(Out([&](auto o) {
                return strata_tensor_create_from_data(STRATA_DTYPE_INT64, data, e, &two, 1, o);
              }),
              e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                    : e > kMax / 8 ? STRATA_ERROR_OVERFLOW : STRATA_ERROR_OUT_OF_MEMORY)
        << Message();
    const strata_status wrapped = Out([&](auto o) {
      return strata_tensor_wrap(STRATA_DTYPE_INT64, data, e, &two, 1, nullptr, 0, 0, nullptr,
                                nullptr, o);
    });
    EXPECT_EQ(wrapped, e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                             : e > kMax / 8 ? STRATA_ERROR_OVERFLOW : STRATA_OK)
        << Message();
  }
  for (int32_t e : kInt32Edges) {
    SCOPED_TRACE(e);
    const int64_t two = 2;
    for (const auto create : kCreators) {
      EXPECT_EQ(Out([&](auto o) { return create(STRATA_DTYPE_INT64, &two, e, nullptr, 0, o); }),
                STRATA_ERROR_ARGUMENT_OUT_OF_RANGE)
          << Message();
      EXPECT_EQ(Out([&](auto o) { return create(STRATA_DTYPE_INT64, &two, 1, &two, e, o); }),
                e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE : STRATA_ERROR_INVALID_ARGUMENT)
          << Message();
      EXPECT_EQ(Out([&](auto o) { return create(e, &two, 1, nullptr, 0, o); }),
                STRATA_ERROR_INVALID_ARGUMENT);
    }
    EXPECT_EQ(Out([&](auto o) {
                return strata_tensor_wrap(STRATA_DTYPE_INT64, data, 6, &two, 1, nullptr, 0, e,
                                          nullptr, nullptr, o);
              }),
              STRATA_ERROR_INVALID_ARGUMENT);
  }
  ASSERT_EQ(strata_set_allocator(nullptr), STRATA_OK);
}

// ---- Elementwise, parameters, DLPack -------------------------------------------------------

TEST_F(IntegerEdges, ElementwiseIntegerOperandsAtTheEdges) {
  TensorPtr floats = Make(STRATA_DTYPE_FLOAT64, std::vector<double>{-8, 0, 8}, {3});
  TensorPtr ints = Make(STRATA_DTYPE_INT32, std::vector<int32_t>{-8, 1, 8}, {3});
  for (int64_t n : kInt64Edges) {
    SCOPED_TRACE(n);
    EXPECT_EQ(Out([&](auto o) { return strata_unary(STRATA_OP_ROOT_N, floats.get(), n, o); }),
              STRATA_OK)
        << Message();
    for (strata_op op : {STRATA_OP_SHIFT_LEFT, STRATA_OP_SHIFT_RIGHT_ARITHMETIC,
                         STRATA_OP_SHIFT_RIGHT_LOGICAL, STRATA_OP_ROTATE_LEFT,
                         STRATA_OP_ROTATE_RIGHT}) {
      EXPECT_EQ(Out([&](auto o) { return strata_unary(op, ints.get(), n, o); }), STRATA_OK)
          << op << " " << Message();
    }
  }
  for (int32_t e : kInt32Edges) {
    SCOPED_TRACE(e);
    EXPECT_EQ(Out([&](auto o) { return strata_unary(e, floats.get(), 0, o); }),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_NE(Out([&](auto o) { return strata_round(floats.get(), e, 0, o); }), STRATA_OK);
    EXPECT_EQ(Out([&](auto o) { return strata_round(floats.get(), 0, e, o); }),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(Out([&](auto o) { return strata_convert(ints.get(), STRATA_DTYPE_INT64, e, o); }),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_NE(Out([&](auto o) { return strata_convert(ints.get(), e, 0, o); }), STRATA_OK);
    const int32_t two = 2;
    EXPECT_EQ(Out([&](auto o) {
                return strata_binary_scalar(STRATA_OP_ADD, ints.get(), &two, e, o);
              }),
              STRATA_ERROR_INVALID_ARGUMENT);
    int64_t value = 0;
    EXPECT_EQ(strata_reduce(e, ints.get(), nullptr, &value), STRATA_ERROR_INVALID_ARGUMENT);
  }
}

TEST_F(IntegerEdges, ParameterFlagsAndCountsAtTheEdges) {
  for (int32_t e : kInt32Edges) {
    strata_parameter* p = nullptr;
    EXPECT_EQ(strata_parameter_create(t_.get(), "w", e, &p), STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(p, nullptr);
  }
  strata_parameter* p = nullptr;
  ASSERT_EQ(strata_parameter_create(t_.get(), "w", 0, &p), STRATA_OK);
  for (int32_t e : kInt32Edges) {
    EXPECT_EQ(strata_parameter_set_requires_grad(p, e), STRATA_ERROR_INVALID_ARGUMENT);
  }
  strata_parameter* clones[1] = {};
  EXPECT_EQ(strata_parameter_tuple_clone(&p, INT32_MIN, "x", clones),
            STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  char* text = nullptr;
  EXPECT_EQ(strata_parameter_tuple_describe(&p, INT32_MIN, &text),
            STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  strata_parameter_release(p);
}

// An int64 [2, 3] tensor described by a DLPack managed tensor of either layout, whose deleter
// counts its calls (a failed import must leave it to the caller).
template <class Managed>
struct DLPackSource {
  int64_t storage[6] = {0, 1, 2, 3, 4, 5};
  int64_t shape[2] = {2, 3};
  int64_t strides[2] = {3, 1};
  int deletions = 0;
  Managed managed{};

  DLPackSource() {
    if constexpr (std::is_same_v<Managed, strata_dlpack_managed_tensor_versioned>) {
      managed.version = {1, 0};
    }
    managed.dl_tensor.data = storage;
    managed.dl_tensor.device = {STRATA_DLPACK_DEVICE_CPU, 0};
    managed.dl_tensor.ndim = 2;
    managed.dl_tensor.dtype = {STRATA_DLPACK_CODE_INT, 64, 1};
    managed.dl_tensor.shape = shape;
    managed.dl_tensor.strides = strides;
    managed.manager_ctx = &deletions;
    managed.deleter = [](Managed* self) { ++*static_cast<int*>(self->manager_ctx); };
  }
  strata_status Import(int32_t flags = 0) {
    const strata_status status = Out([&](auto o) {
      if constexpr (std::is_same_v<Managed, strata_dlpack_managed_tensor_versioned>) {
        return strata_tensor_from_dlpack_versioned(&managed, flags, o);
      } else {
        return strata_tensor_from_dlpack(&managed, flags, o);
      }
    });
    // Success hands the managed tensor over (released with the view at once); failure must not.
    EXPECT_EQ(deletions, status == STRATA_OK ? 1 : 0);
    return status;
  }
};

template <class Managed>
class DLPackEdges : public ::testing::Test {};
using DLPackLayouts =
    ::testing::Types<strata_dlpack_managed_tensor_versioned, strata_dlpack_managed_tensor>;
TYPED_TEST_SUITE(DLPackEdges, DLPackLayouts);

TYPED_TEST(DLPackEdges, FieldsAtTheEdges) {
  using Source = DLPackSource<TypeParam>;
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    // DLPack states no data length: a layout that int64 can describe is trusted.
    const strata_status expected = e < 0            ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                                   : e == INT32_MAX ? STRATA_OK
                                                    : STRATA_ERROR_OVERFLOW;
    Source length;
    length.shape[0] = e;
    EXPECT_EQ(length.Import(), expected) << Message();
    for (int d : {0, 1}) {
      Source stride;
      stride.strides[d] = e;
      EXPECT_EQ(stride.Import(), expected) << Message();
    }
  }
  // Offsets that wrap the address, and ones that leave the first element inside the address
  // space but the last past its end.
  Source largest;
  largest.managed.dl_tensor.byte_offset = UINT64_MAX;
  EXPECT_EQ(largest.Import(), STRATA_ERROR_OVERFLOW) << Message();
  for (uint64_t address : {uint64_t{0}, uint64_t{0} - 2, uint64_t{0} - 9, uint64_t{0} - 42}) {
    Source source;
    const uint64_t offset = address - reinterpret_cast<uintptr_t>(source.storage);
    source.managed.dl_tensor.byte_offset = offset;
    EXPECT_EQ(source.Import(), STRATA_ERROR_OVERFLOW) << offset << " " << Message();
  }
  for (int32_t e : kInt32Edges) {
    SCOPED_TRACE(e);
    Source rank;
    rank.managed.dl_tensor.ndim = e;
    EXPECT_EQ(rank.Import(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    Source flags;
    EXPECT_EQ(flags.Import(e), STRATA_ERROR_INVALID_ARGUMENT);
  }
  for (int32_t ndim : {-1, STRATA_MAX_RANK + 1}) {
    Source rank;
    rank.managed.dl_tensor.ndim = ndim;
    EXPECT_EQ(rank.Import(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  }
  for (int64_t e : {int64_t{-1}, kMin}) {
    SCOPED_TRACE(e);
    // A negative stride is refused on a dimension of length > 1 and harmless on length 1.
    Source negative;
    negative.strides[1] = e;
    EXPECT_EQ(negative.Import(), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE) << Message();
    Source single;
    single.shape[0] = 1;
    single.strides[0] = e;
    EXPECT_EQ(single.Import(), STRATA_OK) << Message();
  }
}

// ---- Allocator, uninitialized creation, wrapping --------------------------------------------

TEST_F(IntegerEdges, RetentionLimitsAtTheEdges) {
  const int64_t initial = strata_allocator_retention_limit();
  for (int64_t e : {kMin, kMin + 1, int64_t{INT32_MIN}, int64_t{-1}}) {
    EXPECT_EQ(strata_allocator_set_retention_limit(e), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    EXPECT_EQ(strata_allocator_retention_limit(), initial);
  }
  for (int64_t e : {int64_t{INT32_MAX}, kMax - 1, kMax}) {
    EXPECT_EQ(strata_allocator_set_retention_limit(e), STRATA_OK);
    EXPECT_EQ(strata_allocator_retention_limit(), e);
    // A kept 2 MiB block is counted against the limit without overflowing it.
    const int64_t lengths[] = {int64_t{1} << 18};
    EXPECT_EQ(Out([&](auto o) {
                return strata_tensor_create(STRATA_DTYPE_INT64, lengths, 1, nullptr, 0, o);
              }),
              STRATA_OK);
  }
  strata_allocator_release_retained();
  EXPECT_EQ(strata_allocator_set_retention_limit(initial), STRATA_OK);
}

TEST_F(IntegerEdges, WrapLengthsStridesAndRanksAtTheEdges) {
  int64_t data[6] = {0, 1, 2, 3, 4, 5};
  int deletions = 0;
  const auto count = [](void*, void* user_data) { ++*static_cast<int*>(user_data); };
  const auto wrap = [&](const int64_t* lengths, int32_t rank, const int64_t* strides,
                        int32_t stride_count) {
    return Out([&](auto o) {
      return strata_tensor_wrap(STRATA_DTYPE_INT64, data, 6, lengths, rank, strides, stride_count,
                                0, count, &deletions, o);
    });
  };
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    // Six elements cannot hold [e, 2] for any e >= 4; a product past int64 cannot be a size.
    const int64_t lengths[] = {e, 2};
    EXPECT_EQ(wrap(lengths, 2, nullptr, 0), e < 0           ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                                            : e > kMax / 16 ? STRATA_ERROR_OVERFLOW
                                                            : STRATA_ERROR_ARGUMENT_OUT_OF_RANGE)
        << Message();
    const int64_t two_by_two[] = {2, 2};
    for (int d : {0, 1}) {
      int64_t strides[] = {2, 1};
      strides[d] = e;
      // A stride of e on a dimension of length 2 reaches element e + (the other stride): past
      // the six elements, or past int64 in bytes.
      EXPECT_EQ(wrap(two_by_two, 2, strides, 2), e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE
                                                 : e > kMax / 8 - 2
                                                     ? STRATA_ERROR_OVERFLOW
                                                     : STRATA_ERROR_ARGUMENT_OUT_OF_RANGE)
          << Message();
    }
  }
  for (int32_t e : kInt32Edges) {
    SCOPED_TRACE(e);
    const int64_t two = 2;
    EXPECT_EQ(wrap(&two, e, nullptr, 0), STRATA_ERROR_ARGUMENT_OUT_OF_RANGE) << Message();
    EXPECT_EQ(wrap(&two, 1, &two, e),
              e < 0 ? STRATA_ERROR_ARGUMENT_OUT_OF_RANGE : STRATA_ERROR_INVALID_ARGUMENT)
        << Message();
  }
  EXPECT_EQ(deletions, 0);
  const int64_t three_by_two[] = {3, 2};
  EXPECT_EQ(wrap(three_by_two, 2, nullptr, 0), STRATA_OK) << Message();
  EXPECT_EQ(deletions, 1);
}

// ---- Writes into a destination ----------------------------------------------------------------

// A float64 destination of three elements that holds a sentinel, so that a refused call can be
// seen to have written nothing.
class IntegerEdgesInto : public IntegerEdges {
 protected:
  static constexpr double kSentinel = -12345;
  TensorPtr floats_ = Make(STRATA_DTYPE_FLOAT64, std::vector<double>{-8, 0, 8}, {3});
  TensorPtr ints_ = Make(STRATA_DTYPE_INT32, std::vector<int32_t>{-8, 1, 8}, {3});
  TensorPtr float_destination_ = Make(STRATA_DTYPE_FLOAT64, std::vector<double>(3, kSentinel), {3});
  TensorPtr int_destination_ =
      Make(STRATA_DTYPE_INT32, std::vector<int32_t>(3, static_cast<int32_t>(kSentinel)), {3});

  void ExpectUntouched() {
    EXPECT_EQ(Values(float_destination_.get()), std::vector<double>(3, kSentinel));
    EXPECT_EQ(Values(int_destination_.get()), std::vector<double>(3, kSentinel));
  }
  // The _into form writes what the allocating form returns (NaNs included, so bit for bit).
  void ExpectSameAs(const std::function<strata_status(strata_tensor**)>& allocating,
                    const strata_tensor* destination) {
    TensorPtr expected;
    ASSERT_EQ(Out(allocating, &expected), STRATA_OK) << Message();
    const std::vector<double> want = Values(expected.get()), got = Values(destination);
    ASSERT_EQ(got.size(), want.size());
    EXPECT_EQ(std::memcmp(got.data(), want.data(), got.size() * sizeof(double)), 0);
  }
};

TEST_F(IntegerEdgesInto, UnaryOperandsAtTheEdges) {
  for (int64_t n : kInt64Edges) {
    SCOPED_TRACE(n);
    ASSERT_EQ(strata_unary_into(STRATA_OP_ROOT_N, floats_.get(), n, float_destination_.get()),
              STRATA_OK)
        << Message();
    ExpectSameAs([&](auto o) { return strata_unary(STRATA_OP_ROOT_N, floats_.get(), n, o); },
                 float_destination_.get());
    for (strata_op op :
         {STRATA_OP_SHIFT_LEFT, STRATA_OP_SHIFT_RIGHT_ARITHMETIC, STRATA_OP_SHIFT_RIGHT_LOGICAL,
          STRATA_OP_ROTATE_LEFT, STRATA_OP_ROTATE_RIGHT}) {
      SCOPED_TRACE(op);
      ASSERT_EQ(strata_unary_into(op, ints_.get(), n, int_destination_.get()), STRATA_OK)
          << Message();
      ExpectSameAs([&](auto o) { return strata_unary(op, ints_.get(), n, o); },
                   int_destination_.get());
    }
    // n is ignored by the other ops.
    ASSERT_EQ(strata_unary_into(STRATA_OP_NEGATE, floats_.get(), n, float_destination_.get()),
              STRATA_OK);
    EXPECT_EQ(Values(float_destination_.get()), (std::vector<double>{8, 0, -8}));
  }
}

TEST_F(IntegerEdgesInto, Int32ArgumentsAtTheEdgesWriteNothing) {
  const int32_t two = 2;
  for (int32_t e : kInt32Edges) {
    SCOPED_TRACE(e);
    EXPECT_EQ(strata_unary_into(e, floats_.get(), 0, float_destination_.get()),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(strata_round_into(floats_.get(), e, 0, float_destination_.get()),
              STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    EXPECT_EQ(strata_round_into(floats_.get(), 0, e, float_destination_.get()),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(strata_convert_into(ints_.get(), float_destination_.get(), e),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(
        strata_binary_scalar_into(STRATA_OP_ADD, ints_.get(), &two, e, int_destination_.get()),
        STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(strata_binary_scalar_into(e, ints_.get(), &two, 0, int_destination_.get()),
              STRATA_ERROR_INVALID_ARGUMENT);
    ExpectUntouched();
  }
  for (int32_t digits : {-1, 16}) {
    EXPECT_EQ(strata_round_into(floats_.get(), digits, 0, float_destination_.get()),
              STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
  }
  for (int32_t flag : {-1, 2}) {
    EXPECT_EQ(
        strata_binary_scalar_into(STRATA_OP_ADD, ints_.get(), &two, flag, int_destination_.get()),
        STRATA_ERROR_INVALID_ARGUMENT);
  }
  EXPECT_EQ(strata_convert_into(ints_.get(), float_destination_.get(), -1),
            STRATA_ERROR_INVALID_ARGUMENT);
  ExpectUntouched();
}

TEST_F(IntegerEdges, ScalarParameterArgumentsAtTheEdges) {
  const int64_t value = kMin;
  for (int32_t e : kInt32Edges) {
    SCOPED_TRACE(e);
    strata_parameter* p = reinterpret_cast<strata_parameter*>(&p);
    EXPECT_EQ(strata_parameter_create_scalar(STRATA_DTYPE_INT64, &value, "w", e, &p),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(p, nullptr);
    p = reinterpret_cast<strata_parameter*>(&p);
    EXPECT_EQ(strata_parameter_create_scalar(e, &value, "w", 0, &p), STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(p, nullptr);
  }
  strata_parameter* p = nullptr;
  ASSERT_EQ(strata_parameter_create_scalar(STRATA_DTYPE_INT64, &value, "w", 1, &p), STRATA_OK);
  strata_parameter_release(p);
}

// The typed scalar functions: dtype codes at the int32 edges are unknown dtypes, integer values
// at the int64 edges fit an int64 tensor exactly and no narrower one, and the other integer
// arguments behave as in the untyped forms; nothing is written on a refusal.
TEST_F(IntegerEdges, TypedScalarArgumentsAtTheEdges) {
  strata_tensor* t = t_.get();
  const int64_t at[] = {1, 2};
  const int64_t one = 1;
  for (int32_t e : kInt32Edges) {
    SCOPED_TRACE(e);
    EXPECT_EQ(strata_tensor_fill_typed(t, e, &one), STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(strata_tensor_set_typed(t, at, 2, e, &one), STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(strata_tensor_set_typed(t, at, e, STRATA_DTYPE_INT64, &one),
              STRATA_ERROR_ARGUMENT_OUT_OF_RANGE);
    EXPECT_EQ(
        Out([&](auto o) { return strata_binary_scalar_typed(STRATA_OP_ADD, t, e, &one, 0, o); }),
        STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(Out([&](auto o) {
                return strata_binary_scalar_typed(STRATA_OP_ADD, t, STRATA_DTYPE_INT64, &one, e, o);
              }),
              STRATA_ERROR_INVALID_ARGUMENT);
    EXPECT_EQ(Out([&](auto o) { return strata_clamp_typed(t, e, &one, &one, o); }),
              STRATA_ERROR_INVALID_ARGUMENT);
  }
  EXPECT_EQ(Values(t), (std::vector<double>{0, 1, 2, 3, 4, 5}));
  TensorPtr narrow = Make(STRATA_DTYPE_INT32, std::vector<int32_t>{7}, {1});
  for (int64_t e : kInt64Edges) {
    SCOPED_TRACE(e);
    ASSERT_EQ(strata_tensor_set_typed(t, at, 2, STRATA_DTYPE_INT64, &e), STRATA_OK);
    int64_t stored = 0;
    ASSERT_EQ(strata_tensor_get(t, at, 2, &stored), STRATA_OK);
    EXPECT_EQ(stored, e);
    const bool fits = e >= INT32_MIN && e <= INT32_MAX;
    EXPECT_EQ(strata_tensor_fill_typed(narrow.get(), STRATA_DTYPE_INT64, &e),
              fits ? STRATA_OK : STRATA_ERROR_OVERFLOW);
  }
}

}  // namespace
}  // namespace strata_test
