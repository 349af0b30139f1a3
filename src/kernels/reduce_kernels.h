// Vector kernel (Highway, dynamic dispatch) for the sums behind Sum, Average, Norm, Dot and
// Distance over contiguous float32/float64 rows.
#pragma once

#include <cstddef>
#include <cstdint>

#include "base/dtype.h"

namespace strata {

// Every floating-point sum keeps kSumLanes partial sums: element i of the (logical) sequence is
// added to partial i mod kSumLanes, and the partials are combined by a fixed pairwise tree. The
// grouping depends only on logical positions, never on the vector width, so every target and
// every layout of the same values gives the same bits.
inline constexpr int64_t kSumLanes = 16;

// What is summed per element.
enum class SumTerm : int32_t { kValue = 0, kSquare = 1, kProduct = 2, kSquaredDifference = 3 };

// Adds `blocks` blocks of kSumLanes contiguous elements (term of x[i], or of x[i] and y[i]) into
// lanes[0..kSumLanes): block element k goes to lanes[k]. dtype is kFloat32 (lanes are float) or
// kFloat64 (double). y may be null for kValue and kSquare.
void SumBlocks(DType dtype, const std::byte* x, const std::byte* y, int64_t blocks, SumTerm term,
               void* lanes);

}  // namespace strata
