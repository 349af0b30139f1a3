#include "copy_engine.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

#include "loop_nest.h"

namespace strata {

void CopyStrided(std::byte* dst, std::span<const int64_t> dst_strides, const std::byte* src,
                 std::span<const int64_t> src_strides, std::span<const int64_t> lengths,
                 int64_t element_size) {
  const auto nest = BuildLoopNest<2>(lengths, {dst_strides, src_strides},
                                     {element_size, element_size},
                                     DimensionOrder::kDestinationFirst);
  const auto size = static_cast<size_t>(element_size);
  WalkRows(nest, {dst, const_cast<std::byte*>(src)},
           [&](const std::array<std::byte*, 2>& p, int64_t n, const std::array<int64_t, 2>& s) {
             if (s[0] == element_size && s[1] == element_size) {
               std::memcpy(p[0], p[1], static_cast<size_t>(n) * size);
               return;
             }
             for (int64_t i = 0; i < n; ++i) std::memcpy(p[0] + i * s[0], p[1] + i * s[1], size);
           });
}

void ReverseElementsInPlace(std::byte* data, int64_t count, int64_t element_size) {
  ReverseBlocksInPlace(data, 1, count, element_size);
}

void ReverseBlocksInPlace(std::byte* data, int64_t outer, int64_t count, int64_t block_bytes) {
  std::vector<std::byte> scratch(static_cast<size_t>(block_bytes));
  for (int64_t o = 0; o < outer; ++o) {
    std::byte* base = data + o * count * block_bytes;
    for (int64_t i = 0, j = count - 1; i < j; ++i, --j) {
      std::byte* a = base + i * block_bytes;
      std::byte* b = base + j * block_bytes;
      std::memcpy(scratch.data(), a, scratch.size());
      std::memcpy(a, b, scratch.size());
      std::memcpy(b, scratch.data(), scratch.size());
    }
  }
}

}  // namespace strata
