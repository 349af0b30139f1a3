// SetSlice (spec §2.17): values copied (with broadcasting) into a slice of a tensor.
#pragma once

#include <span>

#include "layout/index.h"
#include "base/status.h"
#include "layout/tensor.h"

namespace strata {

// No ranges: values.CopyTo(tensor); otherwise values.CopyTo(tensor sliced by one range per
// dimension). Errors: those of SliceByRanges (kArgumentOutOfRange) and of CopyTo, including its
// overlap rule; nothing written on failure.
Status SetSlice(const Tensor& tensor, const Tensor& values, std::span<const NRange> ranges);

}  // namespace strata
