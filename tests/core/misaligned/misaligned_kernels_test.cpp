// The row kernels on operands whose byte addresses are not multiples of the element size (as in
// memory that NumPy or a DLPack producer hands out), on every compiled dispatch target and with
// both store modes. Every result is compared with the definition evaluated here on copies of the
// input bytes; the sanitizer build aborts on any typed access at a misaligned address.
#include <gtest/gtest.h>
#include <hwy/cache_control.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>
#include <vector>

#include "support/kernel_test_support.h"
#include "misaligned_test_support.h"
#include "kernels/elementwise_kernels.h"
#include "kernels/fill_kernels.h"
#include "kernels/reduce_kernels.h"
#include "kernels/reverse_kernels.h"
#include "kernels/stepped_kernels.h"
#include "kernels/transpose_kernels.h"

namespace strata {
namespace {

using testing::Definition;
using testing::ForEachTarget;
using testing::ForEachTypeAndMisalignment;
using testing::kDTypeOf;
using testing::Load;
using testing::OffsetBytes;
using testing::SameValue;
using testing::Store;
using testing::Value;

constexpr int64_t kMisalignableSizes[] = {2, 4, 8};
constexpr StoreMode kModes[] = {StoreMode::kCached, StoreMode::kStreaming};
constexpr int64_t kLengths[] = {1, 2, 3, 7, 16, 31, 64, 67, 131, 300};

// Runs check(size, offset) on every target for every element size above one byte and every
// byte offset 1..size−1 from an aligned address.
template <class Check>
void ForEachMisalignment(Check&& check) {
  ForEachTarget([&] {
    for (const int64_t size : kMisalignableSizes) {
      for (int64_t offset = 1; offset < size; ++offset) {
        SCOPED_TRACE(::testing::Message() << "element size " << size << ", offset " << offset);
        check(size, offset);
      }
    }
  });
}

void Fence(StoreMode mode) {
  if (mode == StoreMode::kStreaming) hwy::FlushStream();
}

size_t Bytes(int64_t elements, int64_t size) { return static_cast<size_t>(elements * size); }

bool SameElement(const std::byte* a, const std::byte* b, int64_t size) {
  return std::memcmp(a, b, static_cast<size_t>(size)) == 0;
}

TEST(MisalignedKernels, SteppedGathersCopyEveryStepthElement) {
  ForEachMisalignment([](int64_t size, int64_t offset) {
    for (const StoreMode mode : kModes) {
      for (int64_t step = 1; step <= kMaxVectorStep + 2; ++step) {
        for (const int64_t n : kLengths) {
          const OffsetBytes src(Bytes((n - 1) * step + 1, size),
                                static_cast<size_t>(size - offset), 1);
          const OffsetBytes dst(Bytes(n, size), static_cast<size_t>(offset), 2);
          CopySteppedRow(dst.data(), src.data(), n, step, size, mode);
          Fence(mode);
          for (int64_t i = 0; i < n; ++i) {
            ASSERT_TRUE(SameElement(dst.data() + i * size, src.data() + i * step * size, size))
                << "step " << step << " n " << n << " element " << i;
          }
        }
      }
    }
  });
}

TEST(MisalignedKernels, ReversedCopiesAndSwapsMatchTheDefinition) {
  ForEachMisalignment([](int64_t size, int64_t offset) {
    for (const int64_t n : kLengths) {
      for (const StoreMode mode : kModes) {
        const OffsetBytes src(Bytes(n, size), static_cast<size_t>(size - offset), 3);
        const OffsetBytes dst(Bytes(n, size), static_cast<size_t>(offset), 4);
        CopyReversedRow(dst.data(), src.data() + (n - 1) * size, n, size, mode);
        Fence(mode);
        for (int64_t i = 0; i < n; ++i) {
          ASSERT_TRUE(SameElement(dst.data() + i * size, src.data() + (n - 1 - i) * size, size))
              << "reversed copy n " << n << " element " << i;
        }
      }
      const OffsetBytes a(Bytes(n, size), static_cast<size_t>(offset), 5);
      const OffsetBytes b(Bytes(n, size), static_cast<size_t>(size - offset), 6);
      const auto a_before = a.Contents(), b_before = b.Contents();
      SwapReversed(a.data(), b.data(), n, size);
      for (int64_t k = 0; k < n; ++k) {
        ASSERT_TRUE(SameElement(a.data() + k * size, b_before.data() + (n - 1 - k) * size, size))
            << "swap n " << n << " element " << k;
        ASSERT_TRUE(SameElement(b.data() + (n - 1 - k) * size, a_before.data() + k * size, size))
            << "swap n " << n << " element " << k;
      }
    }
  });
}

constexpr uint64_t kPattern = 0x8877665544332211u;  // unequal bytes: the vector path, not memset

TEST(MisalignedKernels, FillsWriteEveryElementAndNothingBetween) {
  ForEachMisalignment([](int64_t size, int64_t offset) {
    for (const StoreMode mode : kModes) {
      for (const int64_t element_stride : {int64_t{1}, int64_t{3}}) {
        for (const int64_t n : kLengths) {
          const int64_t stride = element_stride * size;
          const OffsetBytes data(Bytes((n - 1) * element_stride + 1, size),
                                 static_cast<size_t>(offset), 7);
          const auto before = data.Contents();
          FillRow(data.data(), n, stride, kPattern, size, mode);
          Fence(mode);
          for (size_t b = 0; b < data.size(); ++b) {
            const auto at = static_cast<int64_t>(b);
            const std::byte want = at % stride < size
                                       ? static_cast<std::byte>(kPattern >> (8 * (at % stride)))
                                       : before[b];
            ASSERT_EQ(data.data()[b], want) << "n " << n << " stride " << stride << " byte " << b;
          }
        }
      }
    }
  });
}

TEST(MisalignedKernels, FillsLongEnoughToBypassTheCachesWriteEveryElement) {
  for (const int64_t size : kMisalignableSizes) {
    const int64_t n = kStreamFillBytes / size + 3;
    const OffsetBytes data(Bytes(n, size), 1, 8);
    FillRow(data.data(), n, size, kPattern, size);
    std::vector<std::byte> want(data.size());
    for (size_t b = 0; b < want.size(); ++b) {
      want[b] = static_cast<std::byte>(kPattern >> (8 * (b % static_cast<size_t>(size))));
    }
    EXPECT_TRUE(data.Contents() == want) << "element size " << size;
  }
}

// rows × cols destination tiles: square and scalar regions, whole panels (64×64) with partial
// ones around them (67×35), two or more blocks each way (150×300), and the float64 [7, 5] shape.
constexpr int64_t kTiles[][2] = {{5, 7}, {7, 5}, {64, 64}, {67, 35}, {35, 67}, {150, 300}};

// Transposes a rows×cols tile whose destination rows are whole cache lines apart (so only the
// address can keep the panels off line boundaries) and compares every destination byte.
void CheckTranspose(int64_t rows, int64_t cols, int64_t size, int64_t src_offset,
                    int64_t dst_offset, StoreMode mode) {
  const int64_t dst_row = (cols * size + kCacheLineBytes - 1) / kCacheLineBytes * kCacheLineBytes;
  const int64_t src_row = rows * size;
  const OffsetBytes src(static_cast<size_t>((cols - 1) * src_row + rows * size),
                        static_cast<size_t>(src_offset), 9);
  const OffsetBytes dst(static_cast<size_t>(rows * dst_row), static_cast<size_t>(dst_offset), 10);
  auto want = dst.Contents();  // the row padding keeps its bytes
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t c = 0; c < cols; ++c) {
      std::memcpy(want.data() + r * dst_row + c * size, src.data() + c * src_row + r * size,
                  static_cast<size_t>(size));
    }
  }
  TransposeTile(dst.data(), dst_row, src.data(), src_row, rows, cols, size, mode);
  Fence(mode);
  const auto got = dst.Contents();
  const auto first = std::mismatch(got.begin(), got.end(), want.begin()).first - got.begin();
  ASSERT_TRUE(got == want) << rows << "x" << cols << " destination offset " << dst_offset
                           << ": first wrong byte at row " << first / dst_row << ", byte "
                           << first % dst_row;
}

TEST(MisalignedKernels, TransposedTilesMatchTheDefinitionOnPanelsBlocksAndEdges) {
  ForEachMisalignment([](int64_t size, int64_t offset) {
    for (const StoreMode mode : kModes) {
      for (const auto& tile : kTiles) {
        CheckTranspose(tile[0], tile[1], size, size - offset, offset, mode);
        // An aligned destination (streamed panels) read from misaligned source rows.
        CheckTranspose(tile[0], tile[1], size, size - offset, 0, mode);
      }
    }
  });
}

// ---- Arithmetic and sums --------------------------------------------------------------------

template <class T> OffsetBytes Operand(int64_t n, int64_t offset, int64_t seed) {
  OffsetBytes bytes(Bytes(n, sizeof(T)), static_cast<size_t>(offset), 0);
  for (int64_t i = 0; i < n; ++i) {
    Store(bytes.data() + i * static_cast<int64_t>(sizeof(T)), Value<T>(i, seed));
  }
  return bytes;
}

constexpr ElementwiseOp kVectorOps[] = {
    ElementwiseOp::kAdd,        ElementwiseOp::kSubtract,   ElementwiseOp::kMultiply,
    ElementwiseOp::kDivide,     ElementwiseOp::kMin,        ElementwiseOp::kMax,
    ElementwiseOp::kBitwiseAnd, ElementwiseOp::kBitwiseOr,  ElementwiseOp::kXor,
    ElementwiseOp::kNegate,     ElementwiseOp::kAbs,        ElementwiseOp::kSqrt};

bool IsUnaryKernelOp(ElementwiseOp op) {
  return op == ElementwiseOp::kNegate || op == ElementwiseOp::kAbs || op == ElementwiseOp::kSqrt;
}

// One row of op over n elements with the operands at the given byte offsets.
template <class T>
void CheckArithmeticRow(ElementwiseOp op, RowLayout layout, StoreMode mode, int64_t n,
                        int64_t x_offset, int64_t y_offset, int64_t out_offset) {
  constexpr auto kSize = static_cast<int64_t>(sizeof(T));
  const bool x_scalar = layout == RowLayout::kScalarLeft;
  const bool y_scalar = layout == RowLayout::kScalarRight;
  const OffsetBytes x = Operand<T>(x_scalar ? 1 : n, x_offset, 1);
  const OffsetBytes y = Operand<T>(y_scalar ? 1 : n, y_offset, 2);
  const OffsetBytes out(Bytes(n, kSize), static_cast<size_t>(out_offset), 3);
  if (IsUnaryKernelOp(op)) {
    SelectVectorUnary(op, kDTypeOf<T>)(out.data(), x.data(), n, mode);
  } else {
    SelectVectorBinary(op, kDTypeOf<T>)(out.data(), x.data(), y.data(), n, layout, mode);
  }
  Fence(mode);
  for (int64_t i = 0; i < n; ++i) {
    const T a = Load<T>(x.data() + (x_scalar ? 0 : i * kSize));
    const T b = Load<T>(y.data() + (y_scalar ? 0 : i * kSize));
    const T got = Load<T>(out.data() + i * kSize);
    ASSERT_TRUE(SameValue(got, Definition(op, a, b)))
        << OpName(op) << " layout " << static_cast<int>(layout) << " n " << n << " output offset "
        << out_offset << " element " << i << ": " << +got << " for " << +a << ", " << +b;
  }
}

template <class T>
void CheckArithmeticRows(int64_t offset) {
  constexpr auto kSize = static_cast<int64_t>(sizeof(T));
  const RowLayout layouts[] = {RowLayout::kContiguous, RowLayout::kScalarLeft,
                               RowLayout::kScalarRight};
  for (const ElementwiseOp op : kVectorOps) {
    const bool unary = IsUnaryKernelOp(op);
    if (unary ? SelectVectorUnary(op, kDTypeOf<T>) == nullptr
              : SelectVectorBinary(op, kDTypeOf<T>) == nullptr) {
      continue;
    }
    for (const RowLayout layout : layouts) {
      if (unary && layout != RowLayout::kContiguous) continue;
      for (const StoreMode mode : kModes) {
        for (const int64_t n : kLengths) {
          CheckArithmeticRow<T>(op, layout, mode, n, kSize - offset, offset, offset);
          // An aligned output (streamed vectors) computed from misaligned inputs.
          CheckArithmeticRow<T>(op, layout, mode, n, kSize - offset, offset, 0);
        }
      }
    }
  }
}

// A vector kernel is selected exactly where the traits list one, on every target, and never for
// an op of another category (the elementwise calls rely on nullptr to take the scalar row).
TEST(MisalignedKernels, VectorKernelsExistExactlyWhereTheTraitsSay) {
  ForEachTarget([] {
    EXPECT_NE(SelectVectorBinary(ElementwiseOp::kAdd, DType::kFloat32), nullptr);
    EXPECT_NE(SelectVectorBinary(ElementwiseOp::kMultiply, DType::kInt16), nullptr);
    EXPECT_EQ(SelectVectorBinary(ElementwiseOp::kMultiply, DType::kInt8), nullptr);
    EXPECT_EQ(SelectVectorBinary(ElementwiseOp::kMultiply, DType::kInt64), nullptr);
    EXPECT_EQ(SelectVectorBinary(ElementwiseOp::kDivide, DType::kInt32), nullptr);
    EXPECT_EQ(SelectVectorBinary(ElementwiseOp::kAdd, DType::kFloat16), nullptr);
    EXPECT_EQ(SelectVectorBinary(ElementwiseOp::kNegate, DType::kFloat32), nullptr);
    EXPECT_EQ(SelectVectorBinary(ElementwiseOp::kLessThan, DType::kFloat32), nullptr);
    EXPECT_NE(SelectVectorUnary(ElementwiseOp::kSqrt, DType::kFloat64), nullptr);
    EXPECT_EQ(SelectVectorUnary(ElementwiseOp::kSqrt, DType::kInt32), nullptr);
    EXPECT_EQ(SelectVectorUnary(ElementwiseOp::kAdd, DType::kFloat32), nullptr);
    EXPECT_EQ(SelectVectorUnary(ElementwiseOp::kExp, DType::kFloat32), nullptr);
  });
}

TEST(MisalignedKernels, ArithmeticRowsMatchTheScalarDefinition) {
  ForEachTarget([] {
    ForEachTypeAndMisalignment(
        [](auto t, int64_t offset) { CheckArithmeticRows<decltype(t)>(offset); });
  });
}

template <class T> T Term(SumTerm term, T x, T y) {
  switch (term) {
    case SumTerm::kValue: return x;
    case SumTerm::kSquare: return x * x;
    case SumTerm::kProduct: return x * y;
    case SumTerm::kSquaredDifference: break;
  }
  const T d = x - y;
  return d * d;
}

template <class T>
void CheckBlockSums(int64_t offset) {
  constexpr auto kSize = static_cast<int64_t>(sizeof(T));
  const SumTerm terms[] = {SumTerm::kValue, SumTerm::kSquare, SumTerm::kProduct,
                           SumTerm::kSquaredDifference};
  for (const SumTerm term : terms) {
    for (const int64_t blocks : {int64_t{1}, int64_t{2}, int64_t{5}}) {
      const int64_t n = blocks * kSumLanes;
      const OffsetBytes x = Operand<T>(n, offset, 4);
      const OffsetBytes y = Operand<T>(n, kSize - offset, 5);
      T lanes[kSumLanes];
      T want[kSumLanes];
      for (int64_t k = 0; k < kSumLanes; ++k) lanes[k] = want[k] = static_cast<T>(k);
      SumBlocks(kDTypeOf<T>, x.data(), y.data(), blocks, term, lanes);
      for (int64_t i = 0; i < n; ++i) {
        want[i % kSumLanes] +=
            Term(term, Load<T>(x.data() + i * kSize), Load<T>(y.data() + i * kSize));
      }
      for (int64_t k = 0; k < kSumLanes; ++k) {
        ASSERT_EQ(lanes[k], want[k]) << "term " << static_cast<int>(term) << " blocks " << blocks
                                     << " lane " << k;
      }
    }
  }
}

TEST(MisalignedKernels, BlockSumsMatchTheDefinition) {
  ForEachTarget([] {
    ForEachTypeAndMisalignment([](auto t, int64_t offset) {
      using T = decltype(t);
      if constexpr (std::is_floating_point_v<T>) CheckBlockSums<T>(offset);
    });
  });
}

}  // namespace
}  // namespace strata
