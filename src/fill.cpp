#include "fill.h"

#include <array>
#include <cstring>

#include "kernels/fill_kernels.h"
#include "loop_nest.h"

namespace strata {

Status Fill(const Tensor& t, const void* value) {
  STRATA_RETURN_IF_ERROR(CheckWritable(t, "fill"));
  const int64_t size = t.element_size();
  const auto nest = BuildLoopNest<1>(t.shape().lengths(), {t.shape().strides()}, {size},
                                     DimensionOrder::kDestinationFirst);
  uint64_t pattern = 0;
  std::memcpy(&pattern, value, static_cast<size_t>(size));
  WalkRows(nest, {t.origin()}, [&](const std::array<std::byte*, 1>& p, int64_t n,
                                   const std::array<int64_t, 1>& stride) {
    FillRow(p[0], n, stride[0], pattern, size);
  });
  return Status::Ok();
}

Status Clear(const Tensor& t) {
  const std::array<std::byte, 8> zero{};
  return Fill(t, zero.data());
}

}  // namespace strata
