// The shared iteration engine: one loop nest over N operands that have the same logical lengths
// and their own strides (a zero stride repeats an operand along that dimension).
//
// Building the nest drops length-1 dimensions, optionally sorts dimensions so that the first
// operand (the destination) walks memory as sequentially as possible, and merges neighbouring
// dimensions that every operand steps through contiguously. Walking it hands each innermost row
// — N pointers, a length and N byte strides — to a kernel. Without reordering, rows arrive in
// row-major logical order, which order-sensitive work (reductions, overlapping moves) needs.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <span>
#include <type_traits>

#include "base/small_vector.h"

namespace strata {

template <size_t N>
struct LoopNest {
  // Outermost first. An empty lengths vector with empty == false means one single element.
  DimVector lengths;
  SmallVector<std::array<int64_t, N>, 8> byte_strides;  // per dimension, per operand
  bool empty = false;                                // some length is 0: nothing to visit

  int64_t inner_length() const { return lengths.empty() ? 1 : lengths.back(); }
  std::array<int64_t, N> inner_strides() const {
    return lengths.empty() ? std::array<int64_t, N>{} : byte_strides.back();
  }
};

enum class DimensionOrder { kLogical, kDestinationFirst };

// lengths: the shared logical lengths; element_strides[k]: operand k's strides in elements;
// element_sizes[k]: its element size in bytes.
template <size_t N>
LoopNest<N> BuildLoopNest(std::span<const int64_t> lengths,
                          const std::array<std::span<const int64_t>, N>& element_strides,
                          const std::array<int64_t, N>& element_sizes, DimensionOrder order) {
  LoopNest<N> nest;
  // Decide emptiness first: an empty view may keep explicit strides whose byte value overflows.
  if (std::find(lengths.begin(), lengths.end(), 0) != lengths.end()) {
    nest.empty = true;
    return nest;
  }
  for (size_t d = 0; d < lengths.size(); ++d) {
    if (lengths[d] == 1) continue;
    std::array<int64_t, N> strides{};
    for (size_t k = 0; k < N; ++k) strides[k] = element_strides[k][d] * element_sizes[k];
    nest.lengths.push_back(lengths[d]);
    nest.byte_strides.push_back(strides);
  }
  if (order == DimensionOrder::kDestinationFirst && nest.lengths.size() > 1) {
    // Largest destination stride outermost; ties keep the logical order.
    SmallVector<size_t, 8> perm(nest.lengths.size(), 0);
    std::iota(perm.begin(), perm.end(), 0);
    std::stable_sort(perm.begin(), perm.end(), [&](size_t a, size_t b) {
      return nest.byte_strides[a][0] > nest.byte_strides[b][0];
    });
    LoopNest<N> sorted;
    for (size_t p : perm) {
      sorted.lengths.push_back(nest.lengths[p]);
      sorted.byte_strides.push_back(nest.byte_strides[p]);
    }
    nest = std::move(sorted);
  }
  // Merge dimension i into i+1 when every operand's outer stride equals inner stride × length.
  LoopNest<N> merged;
  for (size_t d = 0; d < nest.lengths.size(); ++d) {
    if (!merged.lengths.empty()) {
      const auto& outer = merged.byte_strides.back();
      const auto& inner = nest.byte_strides[d];
      bool contiguous = true;
      for (size_t k = 0; k < N; ++k) contiguous &= outer[k] == inner[k] * nest.lengths[d];
      if (contiguous) {
        merged.lengths.back() *= nest.lengths[d];
        merged.byte_strides.back() = inner;
        continue;
      }
    }
    merged.lengths.push_back(nest.lengths[d]);
    merged.byte_strides.push_back(nest.byte_strides[d]);
  }
  return merged;
}

// The nest of `count` elements laid out contiguously in every operand.
template <size_t N>
LoopNest<N> ContiguousNest(int64_t count, const std::array<int64_t, N>& element_sizes) {
  LoopNest<N> nest;
  nest.empty = count == 0;
  if (count > 1) {
    nest.lengths.push_back(count);
    nest.byte_strides.push_back(element_sizes);
  }
  return nest;
}

// Moves ptrs and counter (the outer indexes of the current row) to the next row in the nest's
// order; false after the last row.
template <size_t N>
bool AdvanceRow(const LoopNest<N>& nest, DimVector& counter, std::array<std::byte*, N>& ptrs) {
  size_t d = counter.size();
  while (d-- > 0) {
    for (size_t k = 0; k < N; ++k) ptrs[k] += nest.byte_strides[d][k];
    if (++counter[d] < nest.lengths[d]) return true;
    for (size_t k = 0; k < N; ++k) ptrs[k] -= nest.byte_strides[d][k] * nest.lengths[d];
    counter[d] = 0;
  }
  return false;
}

// Calls row(ptrs, n, strides) and returns its verdict; a row function returning void continues.
template <size_t N, class RowFn>
bool CallRow(RowFn& row, const std::array<std::byte*, N>& ptrs, int64_t n,
             const std::array<int64_t, N>& strides) {
  if constexpr (std::is_same_v<decltype(row(ptrs, n, strides)), bool>) {
    return row(ptrs, n, strides);
  } else {
    row(ptrs, n, strides);
    return true;
  }
}

// Calls row(pointers, inner_length, inner_byte_strides) once per innermost row, in the nest's
// order. row may return void, or bool where false stops the walk early (WalkRows then returns
// false).
template <size_t N, class RowFn>
bool WalkRows(const LoopNest<N>& nest, std::array<std::byte*, N> origins, RowFn&& row) {
  if (nest.empty) return true;
  const size_t outer_rank = nest.lengths.empty() ? 0 : nest.lengths.size() - 1;
  DimVector counter(outer_rank, 0);
  do {
    if (!CallRow(row, origins, nest.inner_length(), nest.inner_strides())) return false;
  } while (AdvanceRow(nest, counter, origins));
  return true;
}

// WalkRows restricted to the elements [first, first + count) of the nest's order (the nest has
// at least first + count elements): the first and last rows may be partial.
template <size_t N, class RowFn>
bool WalkRowsInRange(const LoopNest<N>& nest, std::array<std::byte*, N> origins, int64_t first,
                     int64_t count, RowFn&& row) {
  if (nest.empty || count <= 0) return true;
  const int64_t inner = nest.inner_length();
  const std::array<int64_t, N> strides = nest.inner_strides();
  const size_t outer_rank = nest.lengths.empty() ? 0 : nest.lengths.size() - 1;
  DimVector counter(outer_rank, 0);
  int64_t row_index = first / inner;
  int64_t offset = first % inner;
  for (size_t d = outer_rank; d-- > 0;) {
    counter[d] = row_index % nest.lengths[d];
    row_index /= nest.lengths[d];
    for (size_t k = 0; k < N; ++k) origins[k] += counter[d] * nest.byte_strides[d][k];
  }
  while (true) {
    const int64_t n = std::min(inner - offset, count);
    std::array<std::byte*, N> at = origins;
    for (size_t k = 0; k < N; ++k) at[k] += offset * strides[k];
    if (!CallRow(row, at, n, strides)) return false;
    count -= n;
    offset = 0;
    if (count == 0 || !AdvanceRow(nest, counter, origins)) return true;
  }
}

}  // namespace strata
