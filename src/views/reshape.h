// Reshape and view (spec §2.8): a new shape over the same storage, never a copy.
//
// A non-dense input can be reshaped when every new dimension can be expressed over the old
// strides: the old dimensions are cut into chunks that step through memory contiguously
// (stride[d−1] = length[d]·stride[d], ignoring length-1 dimensions), and each chunk must be
// covered exactly by a run of new dimensions, which get strides within that chunk. Zero-stride
// chunks stay zero-stride; length-1 dimensions can be inserted or removed anywhere.
#pragma once

#include <cstdint>
#include <span>

#include "layout/tensor.h"

namespace strata {

// lengths may contain one −1, resolved from the element count. Same lengths → t itself.
// Errors: more lengths than kMaxRank → kArgumentOutOfRange (before any is read); otherwise
// kInvalidArgument (as .NET's ArgumentException): empty lengths (rank 0) for a tensor that has
// not exactly one element; more than one −1; a −1 with
// the other lengths multiplying to 0; any other negative length; an element count different
// from t's; a layout that cannot be expressed over t's strides.
Result<Tensor> Reshape(const Tensor& t, std::span<const int64_t> lengths);

// MindSpore view_as: Reshape(t, like.lengths).
Result<Tensor> ReshapeAs(const Tensor& t, const Tensor& like);

}  // namespace strata
