// The accumulators behind the reductions, shared by Reduce (one walk over the whole tensor) and
// ReduceAxes (one walk per result element): a walk over logical elements in row-major order and
// the typed folds, partial sums and arg-extremum scans over it (reduction.h states the rules).
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <span>
#include <vector>

#include "base/op_codes.h"
#include "copy/loop_nest.h"
#include "copy/nest_parts.h"
#include "elementwise/complex_scalar.h"
#include "elementwise/elementwise_scalar.h"
#include "kernels/reduce_kernels.h"

namespace strata::reduction {

using O = ElementwiseOp;

// The logical elements of one or two (broadcast) operands, visited row by row in order.
struct Walk {
  LoopNest<2> nest;
  std::array<std::byte*, 2> origins{};
  int64_t count = 0;
};

// The walk over `lengths` in row-major order, x and y stepping by their element strides (y's may
// all be 0 when there is no y) from the given origins.
inline Walk MakeWalk(std::span<const int64_t> lengths, std::span<const int64_t> x_strides,
                     std::span<const int64_t> y_strides, int64_t element_size, std::byte* x,
                     std::byte* y) {
  Walk w;
  w.nest = BuildLoopNest<2>(lengths, {x_strides, y_strides}, {element_size, element_size},
                            DimensionOrder::kLogical);
  w.origins = {x, y};
  // Bounded when nonempty (the shapes checked it); an empty walk's other lengths may multiply
  // past int64, so a zero length ends the product.
  w.count = std::find(lengths.begin(), lengths.end(), 0) != lengths.end() ? 0 : 1;
  for (int64_t l : lengths) w.count = w.count == 0 ? 0 : w.count * l;
  return w;
}

// kSumLanes partial sums in C (float for float32/16-bit floats, double for float64).
template <class C>
struct PartialSums {
  std::array<C, kSumLanes> lanes{};
  int64_t added = 0;

  void Add(C v) { lanes[static_cast<size_t>(added++ % kSumLanes)] += v; }
  C Total() const {
    std::array<C, kSumLanes> t = lanes;
    for (int64_t width = kSumLanes; width > 1; width /= 2) {
      for (int64_t k = 0; k < width / 2; ++k) t[k] = t[2 * k] + t[2 * k + 1];
    }
    return t[0];
  }
};

template <class C> C SumTermOf(C x, C y, SumTerm term) {
  switch (term) {
    case SumTerm::kValue: return x;
    case SumTerm::kSquare: return x * x;
    case SumTerm::kProduct: return x * y;
    case SumTerm::kSquaredDifference: { const C d = x - y; return d * d; }
  }
  return x;
}

// Reductions cut the logical sequence into consecutive blocks of this many elements (a multiple
// of kSumLanes). Each block is reduced on its own, and the block results are combined by
// CombineInPairs: the grouping depends only on logical positions, so blocks can be reduced on
// the engine's threads and the result is the same for every thread count.
inline constexpr int64_t kReductionBlock = int64_t{1} << 16;

// Combines partials[0..n) by a fixed pairwise tree: adjacent pairs left to right, an odd last
// one carried up, until one is left (combine(earlier, later)). partials must be nonempty; they
// are overwritten.
template <class P, class Combine>
P CombineInPairs(std::span<P> partials, const Combine& combine) {
  size_t n = partials.size();
  while (n > 1) {
    for (size_t k = 0; k < n / 2; ++k) partials[k] = combine(partials[2 * k], partials[2 * k + 1]);
    if (n % 2 == 1) partials[n / 2] = partials[n - 1];
    n = (n + 1) / 2;
  }
  return partials[0];
}

// block(first, count) for each block of the walk's logical elements, combined by CombineInPairs.
// Walks that read at least kParallelCopyBytes (`element_bytes` per logical element) reduce their
// blocks on the engine's threads. One block (no more than kReductionBlock elements, the empty
// walk included) is reduced directly.
template <class P, class Block, class Combine>
P ReduceBlocks(const Walk& w, int64_t element_bytes, const Block& block, const Combine& combine) {
  if (w.count <= kReductionBlock) return block(0, w.count);
  const int64_t blocks = (w.count + kReductionBlock - 1) / kReductionBlock;
  std::vector<P> partials(static_cast<size_t>(blocks));
  RunUnitsInParts(blocks, w.count * element_bytes, [&](int64_t begin, int64_t end) {
    for (int64_t b = begin; b < end; ++b) {
      const int64_t first = b * kReductionBlock;
      partials[static_cast<size_t>(b)] = block(first, std::min(kReductionBlock, w.count - first));
    }
  });
  return CombineInPairs(std::span<P>(partials), combine);
}

// Σ term(x, y) over the walk: per block, partial sums (contiguous float32/float64 stretches in
// vector blocks); block totals added pairwise.
template <class T>
ComputeType<T> SumOver(const Walk& w, SumTerm term, ComputeType<T> shift = 0) {
  using C = ComputeType<T>;
  constexpr bool kVector = std::is_same_v<T, float> || std::is_same_v<T, double>;
  const bool uses_y = term == SumTerm::kProduct || term == SumTerm::kSquaredDifference;
  auto block = [&](int64_t first, int64_t count) {
    PartialSums<C> sums;
    WalkRowsInRange(
        w.nest, w.origins, first, count,
        [&](const std::array<std::byte*, 2>& p, int64_t n, const std::array<int64_t, 2>& s) {
          int64_t i = 0;
          auto scalar_until = [&](int64_t end) {
            for (; i < end; ++i) {
              sums.Add(SumTermOf<C>(Widen(LoadElement<T>(p[0] + i * s[0])) - shift,
                                    Widen(LoadElement<T>(p[1] + i * s[1])), term));
            }
          };
          if (kVector && shift == 0 && s[0] == static_cast<int64_t>(sizeof(T)) &&
              (!uses_y || s[1] == static_cast<int64_t>(sizeof(T)))) {
            scalar_until(std::min(n, (kSumLanes - sums.added % kSumLanes) % kSumLanes));
            const int64_t lane_blocks = (n - i) / kSumLanes;
            if (lane_blocks > 0) {
              SumBlocks(sizeof(T) == 4 ? DType::kFloat32 : DType::kFloat64, p[0] + i * s[0],
                        uses_y ? p[1] + i * s[1] : nullptr, lane_blocks, term, sums.lanes.data());
              i += lane_blocks * kSumLanes;
              sums.added += lane_blocks * kSumLanes;
            }
          }
          scalar_until(n);
        });
    return sums.Total();
  };
  const int64_t element_bytes = int64_t{sizeof(T)} * (uses_y ? 2 : 1);
  return ReduceBlocks<C>(w, element_bytes, block, [](C a, C b) { return a + b; });
}

template <class C> bool Negative(C v) {
  if constexpr (kIsFloat<C>) return std::signbit(v);
  else if constexpr (std::is_signed_v<C>) return v < 0;
  else return false;
}
template <class C> auto Magnitude(C v) {
  if constexpr (kIsFloat<C>) return std::fabs(v);
  else if constexpr (std::is_signed_v<C>) return v < 0 ? uint64_t{0} - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  else return static_cast<uint64_t>(v);
}

// Whether candidate beats the current best for IndexOf* (ties keep the earlier index, except
// that +0 beats -0 for maxima and -0 beats +0 for minima, by value or magnitude).
template <class C> bool Beats(O op, C cand, C best) {
  switch (op) {
    case O::kIndexOfMax: return cand > best || (cand == best && Negative(best) && !Negative(cand));
    case O::kIndexOfMin: return cand < best || (cand == best && Negative(cand) && !Negative(best));
    case O::kIndexOfMaxMagnitude: {
      const auto a = Magnitude(cand), b = Magnitude(best);
      return a > b || (a == b && Negative(best) && !Negative(cand));
    }
    default: {
      const auto a = Magnitude(cand), b = Magnitude(best);
      return a < b || (a == b && Negative(cand) && !Negative(best));
    }
  }
}

// The best element of a stretch for IndexOf*: its logical index (-1 for none), value, and whether
// it is a NaN (the first NaN wins over anything after it).
template <class C>
struct Candidate {
  int64_t index = -1;
  C value{};
  bool nan = false;
};

template <class T>
int64_t IndexOf(O op, const Walk& w) {
  using C = ComputeType<T>;
  auto block = [&](int64_t first, int64_t count) {
    Candidate<C> best;
    int64_t position = first;
    WalkRowsInRange(
        w.nest, w.origins, first, count,
        [&](const std::array<std::byte*, 2>& p, int64_t n, const std::array<int64_t, 2>& s) {
          for (int64_t i = 0; i < n; ++i, ++position) {
            const C v = Widen(LoadElement<T>(p[0] + i * s[0]));
            if constexpr (kIsFloat<C>) {
              if (std::isnan(v)) {
                best = {position, v, true};
                return false;
              }
            }
            if (best.index < 0 || Beats(op, v, best.value)) best = {position, v, false};
          }
          return true;
        });
    return best;
  };
  // The earlier stretch's choice stands unless the later one's beats it, exactly as in one scan.
  auto combine = [op](const Candidate<C>& earlier, const Candidate<C>& later) {
    if (earlier.index < 0 || earlier.nan) return earlier.index < 0 ? later : earlier;
    if (later.index < 0) return earlier;
    return later.nan || Beats(op, later.value, earlier.value) ? later : earlier;
  };
  return ReduceBlocks<Candidate<C>>(w, int64_t{sizeof(T)}, block, combine).index;
}

template <class C> C Fold(O op, C acc, C v) {
  using namespace scalar;
  if constexpr (kIsInteger<C>) {
    // Integers have no NaN: the Number variants equal the plain ones (as .NET's IBinaryInteger).
    switch (op) {
      case O::kProduct: return Wrap<C>(Bits(acc) * Bits(v));
      case O::kReduceMin:
      case O::kReduceMinNumber: return v < acc ? v : acc;
      case O::kReduceMinMagnitude:
      case O::kReduceMinMagnitudeNumber: return IntegerMagnitudeExtremum<false>(acc, v);
      case O::kReduceMaxMagnitude:
      case O::kReduceMaxMagnitudeNumber: return IntegerMagnitudeExtremum<true>(acc, v);
      default: return v > acc ? v : acc;
    }
  } else {
    switch (op) {
      case O::kProduct: return acc * v;
      case O::kReduceMin: return Min(acc, v);
      case O::kReduceMax: return Max(acc, v);
      case O::kReduceMinNumber: return Extremum<false, true>(acc, v);
      case O::kReduceMaxNumber: return Extremum<true, true>(acc, v);
      case O::kReduceMinMagnitude: return MagnitudeExtremum<false, false>(acc, v);
      case O::kReduceMinMagnitudeNumber: return MagnitudeExtremum<false, true>(acc, v);
      case O::kReduceMaxMagnitudeNumber: return MagnitudeExtremum<true, true>(acc, v);
      default: return MagnitudeExtremum<true, false>(acc, v);
    }
  }
}

// The fold of a stretch: its value, if it has elements.
template <class C>
struct Folded {
  C value{};
  bool any = false;
};

// op folded over the walk in logical order. Every fold but the floating-point product is
// associative (integer products wrap; the extrema select one element, NaN first), so blocks
// folded apart and joined give the bits of one sequential fold; floating-point products fold
// sequentially in one block.
template <class T>
ComputeType<T> FoldOver(O op, const Walk& w) {
  using C = ComputeType<T>;
  auto fold = [&](int64_t first, int64_t count) {
    Folded<C> acc;
    WalkRowsInRange(
        w.nest, w.origins, first, count,
        [&](const std::array<std::byte*, 2>& p, int64_t n, const std::array<int64_t, 2>& s) {
          for (int64_t i = 0; i < n; ++i) {
            const C v = Widen(LoadElement<T>(p[0] + i * s[0]));
            acc.value = acc.any ? Fold(op, acc.value, v) : v;
            acc.any = true;
          }
        });
    return acc;
  };
  if (kIsFloat<C> && op == O::kProduct) return fold(0, w.count).value;
  auto combine = [op](const Folded<C>& earlier, const Folded<C>& later) {
    if (!earlier.any || !later.any) return earlier.any ? earlier : later;
    return Folded<C>{Fold(op, earlier.value, later.value), true};
  };
  return ReduceBlocks<Folded<C>>(w, int64_t{sizeof(T)}, fold, combine).value;
}

// Σ x (or Σ x·y) with two's-complement wrapping: any grouping gives the same bits.
template <class T>
T IntegerSum(const Walk& w, bool products) {
  using namespace scalar;
  auto block = [&](int64_t first, int64_t count) {
    uint64_t acc = 0;
    WalkRowsInRange(
        w.nest, w.origins, first, count,
        [&](const std::array<std::byte*, 2>& p, int64_t n, const std::array<int64_t, 2>& s) {
          for (int64_t i = 0; i < n; ++i) {
            const uint64_t x = Bits(LoadElement<T>(p[0] + i * s[0]));
            acc += products ? x * Bits(LoadElement<T>(p[1] + i * s[1])) : x;
          }
        });
    return acc;
  };
  const int64_t element_bytes = int64_t{sizeof(T)} * (products ? 2 : 1);
  return Wrap<T>(ReduceBlocks<uint64_t>(w, element_bytes, block,
                                        [](uint64_t a, uint64_t b) { return a + b; }));
}

// The value of op for element type T (supported and nonempty where required).
template <class T>
ComputeType<T> FloatValue(O op, const Walk& w) {
  using C = ComputeType<T>;
  const C n = static_cast<C>(w.count);
  switch (op) {
    case O::kSum: return SumOver<T>(w, SumTerm::kValue);
    case O::kDot: return SumOver<T>(w, SumTerm::kProduct);
    case O::kAverage: return SumOver<T>(w, SumTerm::kValue) / n;
    case O::kNorm: return std::sqrt(SumOver<T>(w, SumTerm::kSquare));
    case O::kDistance: return std::sqrt(SumOver<T>(w, SumTerm::kSquaredDifference));
    case O::kStdDev: {
      const C mean = SumOver<T>(w, SumTerm::kValue) / n;
      return std::sqrt(SumOver<T>(w, SumTerm::kSquare, mean) / n);
    }
    case O::kCosineSimilarity: {
      const C dot = SumOver<T>(w, SumTerm::kProduct);
      Walk xw = w, yw = w;
      for (auto& s : yw.nest.byte_strides) s[0] = s[1];
      yw.origins[0] = w.origins[1];
      const C xx = SumOver<T>(xw, SumTerm::kSquare);
      const C yy = SumOver<T>(yw, SumTerm::kSquare);
      return dot / (std::sqrt(xx) * std::sqrt(yy));
    }
    default: return FoldOver<T>(op, w);
  }
}

// Sum, Dot (Σ x·y, no conjugation) or Product of complex elements T: sums in 16 partial sums
// per block like the real ones, each partial a complex number of T's part type; the product a
// sequential fold. Products use the elementwise multiply (complex_scalar.h).
template <class T>
T ComplexValueOf(ElementwiseOp op, const Walk& w) {
  using Cx = complex_math::Cx<complex_math::Part<T>>;
  const auto load = [](const std::byte* p) {
    T v;
    std::memcpy(&v, p, sizeof(T));
    return Cx(v.real, v.imag);
  };
  const bool dot = op == O::kDot;
  auto block = [&](int64_t first, int64_t count) {
    PartialSums<Cx> sums;
    Cx product(1, 0);
    WalkRowsInRange(
        w.nest, w.origins, first, count,
        [&](const std::array<std::byte*, 2>& p, int64_t n, const std::array<int64_t, 2>& s) {
          for (int64_t i = 0; i < n; ++i) {
            const Cx x = load(p[0] + i * s[0]);
            if (op == O::kProduct)
              product = complex_math::Multiply(product, x);
            else
              sums.Add(dot ? complex_math::Multiply(x, load(p[1] + i * s[1])) : x);
          }
        });
    return op == O::kProduct ? product : sums.Total();
  };
  Cx value;
  if (op == O::kProduct) {
    value = block(0, w.count);
  } else {
    value = ReduceBlocks<Cx>(w, int64_t{sizeof(T)} * (dot ? 2 : 1), block,
                             [](Cx a, Cx b) { return a + b; });
  }
  return T{value.real(), value.imag()};
}

// The value of a reduction other than IndexOf* for element type T (op supported for T; nonempty
// where the op requires it).
template <class T>
T ValueOf(ElementwiseOp op, const Walk& w) {
  using C = ComputeType<T>;
  if constexpr (kIsComplex<T>) {
    return ComplexValueOf<T>(op, w);
  } else if constexpr (kIsInteger<C>) {
    if (op == ElementwiseOp::kSum || op == ElementwiseOp::kDot) {
      return IntegerSum<T>(w, op == ElementwiseOp::kDot);
    }
    return FoldOver<T>(op, w);
  } else {
    return Narrow<T>(FloatValue<T>(op, w));
  }
}

}  // namespace strata::reduction
