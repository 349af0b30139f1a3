#include "joins/set_slice.h"

#include "copy/copy.h"
#include "views/slice.h"

namespace strata {

Status SetSlice(const Tensor& tensor, const Tensor& values, std::span<const NRange> ranges) {
  if (ranges.empty()) return CopyTo(values, tensor);
  auto target = SliceByRanges(tensor, ranges);
  STRATA_RETURN_IF_ERROR(target);
  return CopyTo(values, target.value());
}

}  // namespace strata
