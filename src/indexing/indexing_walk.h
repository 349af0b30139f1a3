// WalkPlan: an odometer over the access plan's dimensions in row-major order. Table dimensions
// look their offset up; strided ones add a multiple of their stride. (The shared loop nest cannot
// express table-driven dimensions, and assignment needs strict row-major order so that the last
// write to a repeated position wins.)
#pragma once

#include <cstdint>
#include <vector>

namespace strata {

template <class Visit>
void WalkPlan(const AccessPlan& plan, Visit&& visit) {
  const auto& dims = plan.dimensions;
  for (const auto& d : dims) {
    if (d.length == 0) return;
  }
  auto offset_of = [&](size_t d, int64_t i) {
    return dims[d].from_table ? plan.table[static_cast<size_t>(i)] : i * dims[d].stride;
  };
  std::vector<int64_t> counter(dims.size(), 0);
  int64_t offset = plan.offset;
  for (size_t d = 0; d < dims.size(); ++d) offset += offset_of(d, 0);
  int64_t position = 0;
  while (true) {
    visit(offset, position++);
    size_t d = dims.size();
    while (true) {
      if (d == 0) return;
      --d;
      offset -= offset_of(d, counter[d]);
      if (++counter[d] < dims[d].length) {
        offset += offset_of(d, counter[d]);
        break;
      }
      counter[d] = 0;
      offset += offset_of(d, 0);
    }
  }
}

}  // namespace strata
