// Built with -std=c++17: strata.hpp must compile as C++17 and work against libstrata.so.
#include <cstdio>
#include <vector>

#include "strata/strata.hpp"

#if __cplusplus != 201703L
#error "this file must be compiled as C++17"
#endif

int main() {
  try {
    std::vector<int32_t> data{1, 2, 3, 4, 5, 6};
    strata::Tensor t = strata::Wrap<int32_t>(data, {2, 3});
    strata::Tensor copy = t;
    strata::Tensor moved = std::move(copy);
    moved.Set<int32_t>({1, 2}, 60);
    if (data[5] != 60 || t.lengths()[1] != 3 || t.strides()[0] != 3) return 1;
    try {
      t.Get<int64_t>({0, 0});
      return 1;
    } catch (const strata::Error& e) {
      if (e.status() != STRATA_ERROR_DTYPE_MISMATCH) return 1;
    }
    std::printf("%s\n", t.ToString({2, 3}).c_str());
  } catch (const strata::Error& e) {
    std::fprintf(stderr, "unexpected failure %d: %s\n", e.status(), e.what());
    return 1;
  }
  return strata_live_tensor_count() == 0 ? 0 : 1;
}
