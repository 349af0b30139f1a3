// CompareAll/CompareAny and PredicateAll/PredicateAny: the comparison or predicate rows of the
// elementwise ops, run in row-major order in chunks into a small bool buffer, stopping at the
// first decisive result (false for All, true for Any).
#include <algorithm>
#include <array>
#include <vector>

#include "copy/loop_nest.h"
#include "elementwise/elementwise.h"
#include "elementwise/elementwise_checks.h"
#include "elementwise/elementwise_kernel_select.h"
#include "layout/broadcast_rules.h"

namespace strata {
namespace {

using namespace elementwise;

// Walks a nest of kOperands − 1 inputs in row-major order, evaluating each row with a typed row
// function into a small bool buffer (operand 0), until some result equals `decisive`. The chunk
// bounds the work done past the decisive element.
template <size_t kOperands, class Row>
bool FindDecisive(const LoopNest<kOperands>& nest, const Ptrs<kOperands>& origins, Row row,
                  bool decisive) {
  constexpr int64_t kChunk = 256;
  std::array<uint8_t, kChunk> results{};
  bool found = false;
  WalkRows(nest, origins, [&](const Ptrs<kOperands>& p, int64_t len, const Strides<kOperands>& s) {
    for (int64_t start = 0; start < len; start += kChunk) {
      const int64_t count = std::min(kChunk, len - start);
      Ptrs<kOperands> chunk_origins = p;
      Strides<kOperands> chunk_strides = s;
      chunk_origins[0] = reinterpret_cast<std::byte*>(results.data());
      chunk_strides[0] = 1;
      for (size_t k = 1; k < kOperands; ++k) chunk_origins[k] += start * s[k];
      row(chunk_origins, count, chunk_strides);
      for (int64_t i = 0; i < count; ++i) {
        if ((results[static_cast<size_t>(i)] != 0) == decisive) {
          found = true;
          return false;
        }
      }
    }
    return true;
  });
  return found;
}

// Whether some broadcast pair of x ⊕ y compares equal to `decisive`.
Result<bool> FindComparison(ElementwiseOp op, const Tensor& x, const Tensor& y, bool decisive) {
  STRATA_RETURN_IF_ERROR(CheckCategory(
      op, CategoryOf(static_cast<int32_t>(op)) == OpCategory::kComparison, "a comparison"));
  STRATA_RETURN_IF_ERROR(CheckSameDType(x, y, op));
  const BinaryKernel kernel = SelectBinary(op, x.dtype());
  if (kernel.row == nullptr) return Unsupported(op, x.dtype());
  auto lengths = BroadcastLengths(x.shape().lengths(), y.shape().lengths());
  STRATA_RETURN_IF_ERROR(lengths);
  const auto xs = BroadcastStrides(x.shape(), lengths.value());
  const auto ys = BroadcastStrides(y.shape(), lengths.value());
  const std::vector<int64_t> zero(lengths->size(), 0);
  const int64_t size = x.element_size();
  const auto nest = BuildLoopNest<3>(lengths.value(), {zero, xs, ys}, {1, size, size},
                                     DimensionOrder::kLogical);
  return FindDecisive<3>(nest, {nullptr, x.origin(), y.origin()}, kernel.row, decisive);
}

// Whether the predicate gives `decisive` for some element of x.
Result<bool> FindPredicate(ElementwiseOp op, const Tensor& x, bool decisive) {
  STRATA_RETURN_IF_ERROR(CheckCategory(
      op, CategoryOf(static_cast<int32_t>(op)) == OpCategory::kPredicate, "a predicate"));
  const UnaryKernel kernel = SelectUnary(op, x.dtype());
  if (kernel.row == nullptr) return Unsupported(op, x.dtype());
  const std::vector<int64_t> zero(static_cast<size_t>(x.shape().rank()), 0);
  const int64_t size = x.element_size();
  const auto nest = BuildLoopNest<2>(x.shape().lengths(), {zero, x.shape().strides()}, {1, size},
                                     DimensionOrder::kLogical);
  const auto row = [&](const Ptrs<2>& p, int64_t len, const Strides<2>& s) { kernel.row(p, len, s, 0); };
  return FindDecisive<2>(nest, {nullptr, x.origin()}, row, decisive);
}

}  // namespace

Result<bool> CompareAll(ElementwiseOp op, const Tensor& x, const Tensor& y) {
  auto counterexample = FindComparison(op, x, y, false);
  STRATA_RETURN_IF_ERROR(counterexample);
  return !counterexample.value();
}

Result<bool> CompareAny(ElementwiseOp op, const Tensor& x, const Tensor& y) {
  return FindComparison(op, x, y, true);
}

Result<bool> PredicateAll(ElementwiseOp op, const Tensor& x) {
  auto counterexample = FindPredicate(op, x, false);
  STRATA_RETURN_IF_ERROR(counterexample);
  return !counterexample.value();
}

Result<bool> PredicateAny(ElementwiseOp op, const Tensor& x) { return FindPredicate(op, x, true); }

}  // namespace strata
