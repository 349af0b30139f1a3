// The core routines on views over caller memory whose byte address is not a multiple of the
// element size (a NumPy or DLPack producer may hand out such memory): copies through every
// kernel family of the copy engine, reversal, fill, resize, the elementwise operations,
// conversions, reductions, clamp, round, softmax, text, element access and indexing, on every
// compiled dispatch target. Results are compared with references computed here; the sanitizer
// build aborts on any typed access at a misaligned address.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "elementwise/convert.h"
#include "copy/copy.h"
#include "layout/element_access.h"
#include "elementwise/elementwise.h"
#include "copy/fill.h"
#include "indexing/filtered_update.h"
#include "text/format.h"
#include "indexing/index_assign.h"
#include "indexing/indexing.h"
#include "support/kernel_test_support.h"
#include "misaligned_test_support.h"
#include "views/permute.h"
#include "elementwise/reduction.h"
#include "copy/resize.h"
#include "copy/reverse.h"
#include "elementwise/round_digits.h"
#include "elementwise/softmax.h"
#include "support/test_tensors.h"

namespace strata {
namespace {

using testing::Definition;
using testing::ForEachTarget;
using testing::ForEachTypeAndMisalignment;
using testing::kDTypeOf;
using testing::Load;
using testing::MakeShape;
using testing::OffsetBytes;
using testing::SameValue;
using testing::Store;
using testing::Value;

// A tensor over caller memory that starts `offset` bytes past a 64-byte boundary.
struct Wrapped {
  OffsetBytes bytes;
  Tensor tensor;
};

Wrapped WrapAt(DType dtype, int64_t offset, const std::vector<int64_t>& lengths,
               const std::vector<int64_t>& strides = {}) {
  const Shape shape = MakeShape(lengths, strides);
  const int64_t elements = shape.required_storage();
  OffsetBytes bytes(static_cast<size_t>(elements * ElementSize(dtype)), static_cast<size_t>(offset),
                    static_cast<uint32_t>(offset + 1));
  auto t = Tensor::Wrap(dtype, bytes.data(), elements, shape, false, {});
  EXPECT_TRUE(t.ok()) << t.status().message();
  return {std::move(bytes), std::move(t).value()};
}

// Address of logical element i (row-major) of t, from its lengths and strides.
std::byte* Address(const Tensor& t, int64_t i) {
  int64_t offset = 0;
  for (int32_t d = t.rank(); d-- > 0;) {
    const int64_t length = t.shape().length(d);
    offset += i % length * t.shape().stride(d);
    i /= length;
  }
  return t.origin() + offset * t.element_size();
}

template <class T> T Get(const Tensor& t, int64_t i) { return Load<T>(Address(t, i)); }

template <class T> void SetValues(const Tensor& t, int64_t seed) {
  for (int64_t i = 0; i < t.shape().flattened_length(); ++i) {
    Store(Address(t, i), Value<T>(i, seed));
  }
}

// The logical elements' bytes, one element after the other.
std::vector<std::byte> Snapshot(const Tensor& t) {
  const auto size = static_cast<size_t>(t.element_size());
  std::vector<std::byte> out(static_cast<size_t>(t.shape().flattened_length()) * size);
  for (size_t i = 0; i < out.size() / size; ++i) {
    std::memcpy(out.data() + i * size, Address(t, static_cast<int64_t>(i)), size);
  }
  return out;
}

void ExpectOk(const Status& s) { ASSERT_TRUE(s.ok()) << s.message(); }

// Logical elements [0, n) of out equal want(i), NaNs matching any NaN.
template <class T, class Want>
void ExpectOutput(const Tensor& out, int64_t n, Want&& want) {
  for (int64_t i = 0; i < n; ++i) {
    ASSERT_TRUE(SameValue(Get<T>(out, i), want(i)))
        << "element " << i << ": " << +Get<T>(out, i) << " instead of " << +want(i);
  }
}

// Every logical element i of destination equals element source_index(i) of a snapshot.
void ExpectElementsFrom(const Tensor& destination, const std::vector<std::byte>& source,
                        const std::function<int64_t(int64_t)>& source_index) {
  const int64_t size = destination.element_size();
  for (int64_t i = 0; i < destination.shape().flattened_length(); ++i) {
    ASSERT_EQ(std::memcmp(Address(destination, i), source.data() + source_index(i) * size,
                          static_cast<size_t>(size)),
              0)
        << "element " << i << " (source element " << source_index(i) << ")";
  }
}

constexpr DType kCopyDTypes[] = {DType::kInt16, DType::kFloat32, DType::kFloat64};
constexpr int64_t kN = 67;

// Runs check(dtype, source offset, destination offset) for each dtype of 2, 4 and 8 bytes and
// each misaligned source offset, the destination misaligned differently where it can be.
template <class Check>
void ForEachCopyCase(Check&& check) {
  ForEachTarget([&] {
    for (const DType dtype : kCopyDTypes) {
      const int64_t size = ElementSize(dtype);
      for (int64_t offset = 1; offset < size; ++offset) {
        SCOPED_TRACE(::testing::Message() << DTypeName(dtype) << " at offset " << offset);
        check(dtype, offset, size - offset);
      }
    }
  });
}

std::function<int64_t(int64_t)> Identity() {
  return [](int64_t i) { return i; };
}

TEST(MisalignedData, DenseSteppedBroadcastAndStridedCopiesMatchTheSource) {
  ForEachCopyCase([](DType dtype, int64_t src_offset, int64_t dst_offset) {
    const Wrapped src = WrapAt(dtype, src_offset, {kN});
    const Wrapped dst = WrapAt(dtype, dst_offset, {kN});
    ExpectOk(CopyTo(src.tensor, dst.tensor));
    ExpectElementsFrom(dst.tensor, Snapshot(src.tensor), Identity());
    for (const int64_t step : {2, 3, 4, 7}) {
      const Wrapped stepped = WrapAt(dtype, src_offset, {kN}, {step});
      ExpectOk(CopyTo(stepped.tensor, dst.tensor));
      ExpectElementsFrom(dst.tensor, Snapshot(stepped.tensor), Identity());
    }
    const Wrapped one = WrapAt(dtype, src_offset, {1});
    ExpectOk(CopyTo(one.tensor, dst.tensor));
    ExpectElementsFrom(dst.tensor, Snapshot(one.tensor), [](int64_t) { return 0; });
    const Wrapped rows = WrapAt(dtype, dst_offset, {3, kN});
    ExpectOk(CopyTo(src.tensor, rows.tensor));
    ExpectElementsFrom(rows.tensor, Snapshot(src.tensor), [](int64_t i) { return i % kN; });
    const Wrapped gapped = WrapAt(dtype, dst_offset, {kN}, {3});
    ExpectOk(CopyTo(src.tensor, gapped.tensor));
    ExpectElementsFrom(gapped.tensor, Snapshot(src.tensor), Identity());
  });
}

TEST(MisalignedData, TransposedCopiesMatchTheSourceIntoMisalignedAndAllocatedDestinations) {
  const int64_t shapes[][2] = {{7, 5}, {64, 64}, {67, 35}};
  ForEachCopyCase([&](DType dtype, int64_t src_offset, int64_t dst_offset) {
    for (const auto& shape : shapes) {
      const int64_t rows = shape[0], cols = shape[1];
      const Wrapped base = WrapAt(dtype, src_offset, {rows, cols});
      auto transposed = Transpose(base.tensor);
      ASSERT_TRUE(transposed.ok());
      const auto from = [&](int64_t i) { return i % rows * cols + i / rows; };
      const Wrapped dst = WrapAt(dtype, dst_offset, {cols, rows});
      ExpectOk(CopyTo(transposed.value(), dst.tensor));
      ExpectElementsFrom(dst.tensor, Snapshot(base.tensor), from);
      auto allocated = Tensor::Allocate(dtype, MakeShape({cols, rows}), false);
      ASSERT_TRUE(allocated.ok());
      ExpectOk(CopyTo(transposed.value(), allocated.value()));
      ExpectElementsFrom(allocated.value(), Snapshot(base.tensor), from);
    }
  });
}

TEST(MisalignedData, ReversalsIntoAnotherViewAndInPlaceMatchTheSource) {
  constexpr int64_t kRows = 13, kCols = 17;
  const auto row = [](int64_t i) { return i / kCols; };
  const auto col = [](int64_t i) { return i % kCols; };
  const std::function<int64_t(int64_t)> expected[] = {
      [](int64_t i) { return kRows * kCols - 1 - i; },                                   // all
      [&](int64_t i) { return (kRows - 1 - row(i)) * kCols + col(i); },                  // dim 0
      [&](int64_t i) { return row(i) * kCols + (kCols - 1 - col(i)); }};                 // dim 1
  ForEachCopyCase([&](DType dtype, int64_t src_offset, int64_t dst_offset) {
    for (int32_t dimension = -1; dimension < 2; ++dimension) {
      SCOPED_TRACE(::testing::Message() << "dimension " << dimension);
      const Wrapped src = WrapAt(dtype, src_offset, {kRows, kCols});
      const Wrapped dst = WrapAt(dtype, dst_offset, {kRows, kCols});
      const auto before = Snapshot(src.tensor);
      ExpectOk(ReverseDimensionInto(src.tensor, dst.tensor, dimension));
      ExpectElementsFrom(dst.tensor, before, expected[dimension + 1]);
      ExpectOk(ReverseDimensionInto(src.tensor, src.tensor, dimension));
      ExpectElementsFrom(src.tensor, before, expected[dimension + 1]);
    }
    for (const int64_t n : {kN, kN + 1, int64_t{300}}) {
      const Wrapped row_view = WrapAt(dtype, src_offset, {n});
      const auto before = Snapshot(row_view.tensor);
      ExpectOk(ReverseInto(row_view.tensor, row_view.tensor));
      ExpectElementsFrom(row_view.tensor, before, [n](int64_t i) { return n - 1 - i; });
    }
  });
}

TEST(MisalignedData, FillsClearsAndResizesWriteEveryLogicalElement) {
  ForEachCopyCase([](DType dtype, int64_t src_offset, int64_t dst_offset) {
    const int64_t size = ElementSize(dtype);
    const OffsetBytes value(static_cast<size_t>(size), static_cast<size_t>(src_offset), 11);
    const std::vector<std::byte> value_bytes = value.Contents();
    for (const int64_t stride : {1, 3}) {
      const Wrapped t = WrapAt(dtype, dst_offset, {kN}, {stride});
      ExpectOk(Fill(t.tensor, value.data()));
      ExpectElementsFrom(t.tensor, value_bytes, [](int64_t) { return 0; });
      ExpectOk(Clear(t.tensor));
      ExpectElementsFrom(t.tensor, std::vector<std::byte>(static_cast<size_t>(size)),
                         [](int64_t) { return 0; });
    }
    const Wrapped src = WrapAt(dtype, src_offset, {kN});
    for (const int64_t n : {int64_t{40}, int64_t{100}}) {
      const Wrapped dst = WrapAt(dtype, dst_offset, {n});
      ExpectOk(ResizeTo(src.tensor, dst.tensor));
      auto expected = Snapshot(src.tensor);
      expected.resize(static_cast<size_t>(std::max(n, kN) * size));
      ExpectElementsFrom(dst.tensor, expected, Identity());
    }
  });
}

// ---- Elementwise operations, reductions and the rest --------------------------------------

template <class T>
struct Operands {
  static constexpr auto kSize = static_cast<int64_t>(sizeof(T));
  explicit Operands(int64_t offset)
      : x(WrapAt(kDTypeOf<T>, offset, {kN})),
        y(WrapAt(kDTypeOf<T>, kSize - offset, {kN})),
        out(WrapAt(kDTypeOf<T>, offset, {kN})),
        scalar(WrapAt(kDTypeOf<T>, kSize - offset, {1})) {
    SetValues<T>(x.tensor, 1);
    SetValues<T>(y.tensor, 2);
    SetValues<T>(scalar.tensor, 3);
  }
  T X(int64_t i) const { return Get<T>(x.tensor, i); }
  T Y(int64_t i) const { return Get<T>(y.tensor, i); }
  T Out(int64_t i) const { return Get<T>(out.tensor, i); }
  T Scalar() const { return Get<T>(scalar.tensor, 0); }

  Wrapped x, y, out, scalar;
};

template <class T>
void CheckBinary(int64_t offset) {
  using O = ElementwiseOp;
  const Operands<T> v(offset);
  for (const O op : {O::kAdd, O::kSubtract, O::kMultiply, O::kDivide, O::kMin, O::kMax}) {
    SCOPED_TRACE(OpName(op));
    ExpectOk(BinaryInto(op, v.x.tensor, v.y.tensor, v.out.tensor));
    ExpectOutput<T>(v.out.tensor, kN, [&](int64_t i) { return Definition(op, v.X(i), v.Y(i)); });
    ExpectOk(BinaryInto(op, v.scalar.tensor, v.x.tensor, v.out.tensor));
    ExpectOutput<T>(v.out.tensor, kN,
                    [&](int64_t i) { return Definition(op, v.Scalar(), v.X(i)); });
    ExpectOk(BinaryInto(op, v.x.tensor, v.scalar.tensor, v.out.tensor));
    ExpectOutput<T>(v.out.tensor, kN,
                    [&](int64_t i) { return Definition(op, v.X(i), v.Scalar()); });
  }
  if constexpr (!std::is_floating_point_v<T>) {
    for (const O op : {O::kBitwiseAnd, O::kBitwiseOr, O::kXor}) {
      ExpectOk(BinaryInto(op, v.x.tensor, v.y.tensor, v.out.tensor));
      ExpectOutput<T>(v.out.tensor, kN, [&](int64_t i) { return Definition(op, v.X(i), v.Y(i)); });
    }
  }
  const Wrapped rows = WrapAt(kDTypeOf<T>, offset, {3, kN}, {kN + 1, 1});
  ExpectOk(BinaryInto(O::kAdd, v.x.tensor, v.y.tensor, rows.tensor));
  ExpectOutput<T>(rows.tensor, 3 * kN,
                  [&](int64_t i) { return Definition(O::kAdd, v.X(i % kN), v.Y(i % kN)); });
}

template <class T>
void CheckUnary(int64_t offset) {
  using O = ElementwiseOp;
  const Operands<T> v(offset);
  std::vector<O> ops = {O::kNegate, O::kAbs};
  if constexpr (std::is_floating_point_v<T>) ops.insert(ops.end(), {O::kSqrt, O::kFloor, O::kExp});
  for (const O op : ops) {
    SCOPED_TRACE(OpName(op));
    ExpectOk(UnaryInto(op, v.x.tensor, 0, v.out.tensor));
    for (int64_t i = 0; i < kN; ++i) {
      if constexpr (std::is_floating_point_v<T>) {
        if (op == O::kExp) {
          // Exp is vectorized (kernels/math_kernels.h): within 4 ULP of the long double result.
          const T want = static_cast<T>(std::exp(static_cast<long double>(v.X(i))));
          if (!std::isfinite(want)) {
            ASSERT_TRUE(SameValue(v.Out(i), want)) << i;
          } else {
            const T ulp = std::nextafter(want, std::numeric_limits<T>::infinity()) - want;
            ASSERT_LE(std::fabs(v.Out(i) - want), 4 * ulp) << i << ": " << v.X(i);
          }
          continue;
        }
      }
      ASSERT_TRUE(SameValue(v.Out(i), Definition(op, v.X(i), T{}))) << i;
    }
  }
}

template <class T>
void CheckComparisonsAndPredicates(int64_t offset) {
  using O = ElementwiseOp;
  const Operands<T> v(offset);
  const Wrapped flags = WrapAt(DType::kBool, 0, {kN});
  ExpectOk(BinaryInto(O::kLessThan, v.x.tensor, v.y.tensor, flags.tensor));
  bool any_less = false;
  for (int64_t i = 0; i < kN; ++i) {
    ASSERT_EQ(Get<uint8_t>(flags.tensor, i), v.X(i) < v.Y(i) ? 1 : 0) << i;
    any_less = any_less || v.X(i) < v.Y(i);
  }
  EXPECT_EQ(CompareAny(O::kLessThan, v.x.tensor, v.y.tensor).value(), any_less);
  EXPECT_FALSE(CompareAll(O::kLessThan, v.x.tensor, v.x.tensor).value());
  EXPECT_TRUE(CompareAll(O::kEquals, v.x.tensor, v.x.tensor).value());
  ExpectOk(UnaryInto(O::kIsNegative, v.x.tensor, 0, flags.tensor));
  for (int64_t i = 0; i < kN; ++i) {
    ASSERT_EQ(Get<uint8_t>(flags.tensor, i), v.X(i) < 0 ? 1 : 0) << i;
  }
  EXPECT_TRUE(PredicateAny(O::kIsNegative, v.x.tensor).value());
  EXPECT_FALSE(PredicateAll(O::kIsNegative, v.x.tensor).value());
}

template <class T>
void CheckConversions(int64_t offset) {
  const Operands<T> v(offset);
  const Wrapped wide = WrapAt(DType::kFloat64, 8 - offset, {kN});
  ExpectOk(ConvertInto(v.x.tensor, wide.tensor, ConvertMode::kChecked));
  for (int64_t i = 0; i < kN; ++i) {
    ASSERT_EQ(Get<double>(wide.tensor, i), static_cast<double>(v.X(i))) << i;
  }
  const Wrapped narrow = WrapAt(DType::kInt32, offset % 4 == 0 ? 1 : offset % 4, {kN});
  ExpectOk(ConvertInto(v.x.tensor, narrow.tensor, ConvertMode::kSaturating));
  for (int64_t i = 0; i < kN; ++i) {
    const auto truncated = static_cast<int32_t>(std::trunc(static_cast<double>(v.X(i))));
    ASSERT_EQ(Get<int32_t>(narrow.tensor, i), truncated) << i;
  }
}

template <class T> T ReductionResult(ElementwiseOp op, const Tensor& x, const Tensor* y = nullptr) {
  auto r = Reduce(op, x, y);
  EXPECT_TRUE(r.ok()) << r.status().message();
  return r.ok() ? Load<T>(r->element.data()) : T{};
}

template <class T>
void CheckReductions(int64_t offset) {
  using O = ElementwiseOp;
  const Operands<T> v(offset);
  const Wrapped gapped = WrapAt(kDTypeOf<T>, offset, {kN}, {2});
  SetValues<T>(gapped.tensor, 1);
  for (const Tensor* x : {&v.x.tensor, &gapped.tensor}) {
    // Exact in T for these values; integer sums and dot products wrap like the library's.
    int64_t sum = 0, dot = 0, argmax = 0;
    double fsum = 0, fdot = 0, squares = 0;
    T least = Get<T>(*x, 0);
    for (int64_t i = 0; i < kN; ++i) {
      const T a = Get<T>(*x, i);
      sum += static_cast<int64_t>(a);
      dot += static_cast<int64_t>(a) * static_cast<int64_t>(v.Y(i));
      fsum += static_cast<double>(a);
      fdot += static_cast<double>(a) * static_cast<double>(v.Y(i));
      squares += static_cast<double>(a) * static_cast<double>(a);
      least = std::min(least, a);
      if (a > Get<T>(*x, argmax)) argmax = i;
    }
    if constexpr (std::is_floating_point_v<T>) {
      EXPECT_EQ(ReductionResult<T>(O::kSum, *x), static_cast<T>(fsum));
      EXPECT_EQ(ReductionResult<T>(O::kDot, *x, &v.y.tensor), static_cast<T>(fdot));
      EXPECT_EQ(ReductionResult<T>(O::kNorm, *x), std::sqrt(static_cast<T>(squares)));
      EXPECT_EQ(ReductionResult<T>(O::kAverage, *x), static_cast<T>(fsum) / static_cast<T>(kN));
    } else {
      EXPECT_EQ(ReductionResult<T>(O::kSum, *x), static_cast<T>(sum));
      EXPECT_EQ(ReductionResult<T>(O::kDot, *x, &v.y.tensor), static_cast<T>(dot));
    }
    EXPECT_EQ(ReductionResult<T>(O::kReduceMin, *x), least);
    auto index = Reduce(O::kIndexOfMax, *x, nullptr);
    ASSERT_TRUE(index.ok());
    EXPECT_EQ(index->index, argmax);
  }
}

template <class T>
void CheckClampRoundAndSoftMax(int64_t offset) {
  const Operands<T> v(offset);
  const OffsetBytes bounds(2 * sizeof(T), static_cast<size_t>(offset), 12);
  const T lo = static_cast<T>(-5), hi = static_cast<T>(5);
  Store(bounds.data(), lo);
  Store(bounds.data() + sizeof(T), hi);
  ExpectOk(ClampInto(v.x.tensor, bounds.data(), bounds.data() + sizeof(T), v.out.tensor));
  for (int64_t i = 0; i < kN; ++i) {
    ASSERT_EQ(v.Out(i), v.X(i) < lo ? lo : (v.X(i) > hi ? hi : v.X(i))) << i;
  }
  if constexpr (std::is_floating_point_v<T>) {
    const auto to_even = static_cast<int32_t>(MidpointRounding::kToEven);
    ExpectOk(RoundDigitsInto(v.x.tensor, 1, to_even, v.out.tensor));
    for (int64_t i = 0; i < kN; ++i) {
      ASSERT_EQ(v.Out(i), std::nearbyint(v.X(i) * T{10}) / T{10}) << i;
    }
    ExpectOk(SoftMaxInto(v.x.tensor, v.out.tensor));
    double max = -std::numeric_limits<double>::infinity(), sum = 0;
    for (int64_t i = 0; i < kN; ++i) max = std::max(max, static_cast<double>(v.X(i)));
    for (int64_t i = 0; i < kN; ++i) sum += std::exp(static_cast<double>(v.X(i)) - max);
    for (int64_t i = 0; i < kN; ++i) {
      const double want = std::exp(static_cast<double>(v.X(i)) - max) / sum;
      ASSERT_NEAR(v.Out(i), want, want * 1e-6) << i;
    }
  }
}

template <class T>
void CheckTextAndElementAccess(int64_t offset) {
  const Wrapped t = WrapAt(kDTypeOf<T>, offset, {2, 3}, {7, 2});
  SetValues<T>(t.tensor, 4);
  std::string want = fmt::format("Tensor<{}>[2, 3] {{\n", DTypeName(kDTypeOf<T>));
  for (int64_t r = 0; r < 2; ++r) {
    want += fmt::format("  [{}, {}, {}]{}\n", Get<T>(t.tensor, 3 * r), Get<T>(t.tensor, 3 * r + 1),
                        Get<T>(t.tensor, 3 * r + 2), r == 0 ? "," : "");
  }
  want += "}";
  const int64_t maximum[] = {2, 3};
  auto text = ToString(t.tensor, maximum);
  ASSERT_TRUE(text.ok());
  EXPECT_EQ(text.value(), want);
  for (int64_t i = 0; i < 6; ++i) {
    const int64_t indexes[] = {i / 3, i % 3};
    T got{};
    ExpectOk(GetElement(t.tensor, indexes, &got));
    EXPECT_EQ(got, Get<T>(t.tensor, i));
    const T written = Value<T>(i, 9);
    ExpectOk(SetElement(t.tensor, indexes, &written));
    EXPECT_EQ(Get<T>(t.tensor, i), written);
  }
}

template <class T>
void CheckIndexing(int64_t offset) {
  const Operands<T> v(offset);
  const IndexItem reversed[] = {IndexItem::Slice({}, {}, -1)};
  auto gathered = Index(v.x.tensor, reversed);
  ASSERT_TRUE(gathered.ok()) << gathered.status().message();
  for (int64_t i = 0; i < kN; ++i) ASSERT_EQ(Get<T>(gathered.value(), i), v.X(kN - 1 - i)) << i;

  const Wrapped positions = WrapAt(DType::kInt64, 8 - offset, {3});
  const int64_t picked[] = {5, 0, kN - 1};
  for (int64_t j = 0; j < 3; ++j) Store(Address(positions.tensor, j), picked[j]);
  const IndexItem advanced[] = {IndexItem::Of(positions.tensor)};
  auto picked_values = Index(v.x.tensor, advanced);
  ASSERT_TRUE(picked_values.ok()) << picked_values.status().message();
  for (int64_t j = 0; j < 3; ++j) ASSERT_EQ(Get<T>(picked_values.value(), j), v.X(picked[j])) << j;

  ExpectOk(IndexAssign(v.x.tensor, advanced, v.scalar.tensor, AssignOp::kAdd));
  const T added = static_cast<T>(Value<T>(picked[0], 1) + v.Scalar());
  EXPECT_EQ(v.X(picked[0]), added);

  const Wrapped mask = WrapAt(DType::kBool, 0, {kN});
  for (int64_t i = 0; i < kN; ++i) Store(Address(mask.tensor, i), static_cast<uint8_t>(i % 3 == 0));
  const auto before = Snapshot(v.y.tensor);
  ExpectOk(FilteredUpdate(v.y.tensor, mask.tensor, v.scalar.tensor.origin()));
  for (int64_t i = 0; i < kN; ++i) {
    ASSERT_EQ(v.Y(i), i % 3 == 0 ? v.Scalar() : Load<T>(before.data() + i * sizeof(T))) << i;
  }
}

// ---- Every floating-point math op against its aligned result ------------------------------

#define STRATA_OP_ELEMENT(public_name, name, value, text) ElementwiseOp::k##name,
constexpr ElementwiseOp kUnaryOps[] = {STRATA_UNARY_OP_TABLE(STRATA_OP_ELEMENT)};
constexpr ElementwiseOp kBinaryOps[] = {STRATA_BINARY_OP_TABLE(STRATA_OP_ELEMENT)};
#undef STRATA_OP_ELEMENT

constexpr DType kFloatDTypes[] = {DType::kFloat32, DType::kFloat64, DType::kFloat16,
                                  DType::kBFloat16};
constexpr int64_t kRootDegree = 3;  // the integer operand of ROOT_N

// kN values of dtype at a 64-byte boundary: a spread over [−scale, scale] that no vector width
// divides evenly, with ±0, ±1, ±0.5, ±∞ and NaN among them.
Wrapped MathInputs(DType dtype, double scale) {
  const Wrapped wide = WrapAt(DType::kFloat64, 0, {kN});
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const double specials[] = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, kInf, -kInf, std::nan("")};
  for (int64_t i = 0; i < kN; ++i) {
    const double spread = scale * std::sin(static_cast<double>(i) * 1.7);
    const auto special = static_cast<size_t>(i / 7);
    Store(Address(wide.tensor, i),
          i % 7 == 3 && special < std::size(specials) ? specials[special] : spread);
  }
  Wrapped narrow = WrapAt(dtype, 0, {kN});
  ExpectOk(ConvertInto(wide.tensor, narrow.tensor, ConvertMode::kChecked));
  return narrow;
}

// A copy of source whose data starts `offset` bytes past a 64-byte boundary.
Wrapped CopyAt(const Wrapped& source, int64_t offset) {
  Wrapped copy = WrapAt(source.tensor.dtype(), offset, {source.tensor.shape().length(0)});
  ExpectOk(CopyTo(source.tensor, copy.tensor));
  return copy;
}

// Runs compute(x, y, out) with every operand at a 64-byte boundary, then with x, y and out at
// byte offsets 1..size−1 (x and y at different ones), and expects the same bytes. An op that does
// not take dtype must be refused as a dtype mismatch on both; returns whether the op ran.
bool ExpectMisalignedSameAsAligned(
    const Wrapped& x, const Wrapped& y,
    const std::function<Status(const Tensor&, const Tensor&, const Tensor&)>& compute,
    DType result_dtype) {
  const Wrapped aligned = WrapAt(result_dtype, 0, {kN});
  const Status status = compute(x.tensor, y.tensor, aligned.tensor);
  if (!status.ok()) {
    EXPECT_EQ(status.code(), StatusCode::kDTypeMismatch) << status.message();
    return false;
  }
  const auto want = Snapshot(aligned.tensor);
  const int64_t size = x.tensor.element_size();
  for (int64_t offset = 1; offset < size; ++offset) {
    SCOPED_TRACE(::testing::Message() << "offset " << offset);
    const Wrapped mx = CopyAt(x, offset);
    const Wrapped my = CopyAt(y, size - offset);
    const Wrapped out = WrapAt(result_dtype, offset % ElementSize(result_dtype), {kN});
    ExpectOk(compute(mx.tensor, my.tensor, out.tensor));
    const auto got = Snapshot(out.tensor);
    const auto first = std::mismatch(got.begin(), got.end(), want.begin()).first - got.begin();
    EXPECT_TRUE(got == want) << "first different element " << first / ElementSize(result_dtype);
  }
  return true;
}

TEST(MisalignedData, EveryFloatMathOpGivesTheAlignedBits) {
  ForEachTarget([] {
    for (const DType dtype : kFloatDTypes) {
      SCOPED_TRACE(DTypeName(dtype));
      const Wrapped x = MathInputs(dtype, 12);
      const Wrapped y = MathInputs(dtype, 3.5);
      const Wrapped scalar = WrapAt(dtype, 0, {1});
      std::memcpy(scalar.tensor.origin(), Address(y.tensor, 4), ElementSize(dtype));
      int ran = 0;
      for (const ElementwiseOp op : kUnaryOps) {
        SCOPED_TRACE(OpName(op));
        const auto unary = [op](const Tensor& a, const Tensor&, const Tensor& out) {
          return UnaryInto(op, a, kRootDegree, out);
        };
        const DType result = op == ElementwiseOp::kILogB ? DType::kInt32 : dtype;
        ran += ExpectMisalignedSameAsAligned(x, y, unary, result);
      }
      for (const ElementwiseOp op : kBinaryOps) {
        SCOPED_TRACE(OpName(op));
        const auto binary = [op](const Tensor& a, const Tensor& b, const Tensor& out) {
          return BinaryInto(op, a, b, out);
        };
        ran += ExpectMisalignedSameAsAligned(x, y, binary, dtype);
        // A scalar operand on either side (its own address stays aligned).
        const auto scalar_right = [&](const Tensor& a, const Tensor&, const Tensor& out) {
          return BinaryInto(op, a, scalar.tensor, out);
        };
        const auto scalar_left = [&](const Tensor& a, const Tensor&, const Tensor& out) {
          return BinaryInto(op, scalar.tensor, a, out);
        };
        ExpectMisalignedSameAsAligned(x, y, scalar_right, dtype);
        ExpectMisalignedSameAsAligned(x, y, scalar_left, dtype);
      }
      // Only the integer-only rows of the tables are refused.
      EXPECT_EQ(ran, static_cast<int>(std::size(kUnaryOps) + std::size(kBinaryOps)) - 9 - 3);
    }
  });
}

TEST(MisalignedData, BinaryOperationsMatchTheirDefinitions) {
  ForEachTarget([] {
    ForEachTypeAndMisalignment([](auto t, int64_t offset) { CheckBinary<decltype(t)>(offset); });
  });
}

TEST(MisalignedData, UnaryOperationsMatchTheirDefinitions) {
  ForEachTarget([] {
    ForEachTypeAndMisalignment([](auto t, int64_t offset) { CheckUnary<decltype(t)>(offset); });
  });
}

TEST(MisalignedData, ComparisonsAndPredicatesMatchTheirDefinitions) {
  ForEachTarget([] {
    ForEachTypeAndMisalignment(
        [](auto t, int64_t offset) { CheckComparisonsAndPredicates<decltype(t)>(offset); });
  });
}

TEST(MisalignedData, ConversionsMatchTheirDefinitions) {
  ForEachTarget([] {
    ForEachTypeAndMisalignment(
        [](auto t, int64_t offset) { CheckConversions<decltype(t)>(offset); });
  });
}

TEST(MisalignedData, ReductionsMatchTheirDefinitions) {
  ForEachTarget([] {
    ForEachTypeAndMisalignment(
        [](auto t, int64_t offset) { CheckReductions<decltype(t)>(offset); });
  });
}

TEST(MisalignedData, ClampRoundAndSoftMaxMatchTheirDefinitions) {
  ForEachTarget([] {
    ForEachTypeAndMisalignment(
        [](auto t, int64_t offset) { CheckClampRoundAndSoftMax<decltype(t)>(offset); });
  });
}

TEST(MisalignedData, TextAndElementAccessReadAndWriteTheElements) {
  ForEachTypeAndMisalignment(
      [](auto t, int64_t offset) { CheckTextAndElementAccess<decltype(t)>(offset); });
}

TEST(MisalignedData, IndexingGathersScattersAndFilteredUpdatesMatchTheirDefinitions) {
  ForEachTypeAndMisalignment([](auto t, int64_t offset) { CheckIndexing<decltype(t)>(offset); });
}

}  // namespace
}  // namespace strata
