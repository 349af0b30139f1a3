// Writing one value to every logical element (spec §2.5): repeated storage is written
// repeatedly, gaps between elements are untouched.
#pragma once

#include "layout/tensor.h"

namespace strata {

// value points to one element of t's dtype. Error: read-only view → kReadOnly.
Status Fill(const Tensor& t, const void* value);
// Fill with all-zero bytes (0, +0.0, false).
Status Clear(const Tensor& t);

}  // namespace strata
