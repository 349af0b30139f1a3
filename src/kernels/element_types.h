// Dispatch on element size: kernels move elements as unsigned integers of the same width, since
// copying never interprets values.
#pragma once

#include <cstdint>

namespace strata {

// Calls fn(T{}) with T the unsigned integer type of element_size bytes (1, 2, 4, otherwise 8).
template <class Fn>
inline void WithElementType(int64_t element_size, Fn&& fn) {
  switch (element_size) {
    case 1: return fn(uint8_t{});
    case 2: return fn(uint16_t{});
    case 4: return fn(uint32_t{});
    default: return fn(uint64_t{});
  }
}

}  // namespace strata
