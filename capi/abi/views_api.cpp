// View operators and splitting (strata_views.h).
#include "views/complex_parts.h"
#include "views/permute.h"
#include "views/reshape.h"
#include "views/split_views.h"
#include "views/squeeze.h"
#include "views/view_ops.h"
#include "call_wrappers.h"

using namespace strata;
using namespace strata::capi;

namespace {

// Looks up a second handle argument (like / other).
template <class Fn>
auto WithOther(const strata_tensor* other, Fn fn) {
  return [other, fn](const Tensor& t) -> Result<Tensor> {
    auto like = Lookup(other, "like");
    STRATA_RETURN_IF_ERROR(like);
    return fn(t, *like.value());
  };
}

// Wraps fn(t, span) after checking the (pointer, count) array argument.
template <class Fn>
auto WithArray(const int64_t* values, int32_t count, const char* name, Fn fn) {
  return [=](const Tensor& t) {
    auto array = ArrayArgument(values, count, name);
    using R = decltype(fn(t, std::span<const int64_t>{}));
    if (!array.ok()) return R(array.status());
    return fn(t, array.value());
  };
}

}  // namespace

extern "C" {

strata_status strata_tensor_reshape(const strata_tensor* t, const int64_t* lengths, int32_t count,
                                    strata_tensor** out) {
  return TensorOutCall(__func__, t, out, WithArray(lengths, count, "lengths", Reshape));
}
strata_status strata_tensor_view_as(const strata_tensor* t, const strata_tensor* like,
                                    strata_tensor** out) {
  return TensorOutCall(__func__, t, out, WithOther(like, ReshapeAs));
}
strata_status strata_tensor_real(const strata_tensor* t, strata_tensor** out) {
  return TensorOutCall(__func__, t, out, RealPart);
}
strata_status strata_tensor_imag(const strata_tensor* t, strata_tensor** out) {
  return TensorOutCall(__func__, t, out, ImagPart);
}
strata_status strata_tensor_squeeze(const strata_tensor* t, strata_tensor** out) {
  return TensorOutCall(__func__, t, out, Squeeze);
}
strata_status strata_tensor_squeeze_dimension(const strata_tensor* t, int64_t dimension,
                                              strata_tensor** out) {
  return TensorOutCall(__func__, t, out,
                       [&](const Tensor& x) { return SqueezeDimension(x, dimension); });
}
strata_status strata_tensor_unsqueeze(const strata_tensor* t, int64_t position,
                                      strata_tensor** out) {
  return TensorOutCall(__func__, t, out, [&](const Tensor& x) { return Unsqueeze(x, position); });
}
strata_status strata_tensor_permute(const strata_tensor* t, const int64_t* dims, int32_t count,
                                    strata_tensor** out) {
  return TensorOutCall(__func__, t, out, WithArray(dims, count, "dims", PermuteDimensions));
}
strata_status strata_tensor_transpose(const strata_tensor* t, strata_tensor** out) {
  return TensorOutCall(__func__, t, out, Transpose);
}
strata_status strata_tensor_swapaxes(const strata_tensor* t, int64_t a, int64_t b,
                                     strata_tensor** out) {
  return TensorOutCall(__func__, t, out, [&](const Tensor& x) { return SwapAxes(x, a, b); });
}
strata_status strata_tensor_movedim(const strata_tensor* t, const int64_t* source,
                                    const int64_t* destination, int32_t count,
                                    strata_tensor** out) {
  return TensorOutCall(__func__, t, out, [&](const Tensor& x) -> Result<Tensor> {
    auto from = ArrayArgument(source, count, "source");
    STRATA_RETURN_IF_ERROR(from);
    auto to = ArrayArgument(destination, count, "destination");
    STRATA_RETURN_IF_ERROR(to);
    return MoveDim(x, from.value(), to.value());
  });
}
strata_status strata_tensor_t(const strata_tensor* t, strata_tensor** out) {
  return TensorOutCall(__func__, t, out, TransposeMatrix);
}
strata_status strata_tensor_narrow(const strata_tensor* t, int64_t dimension, int64_t start,
                                   int64_t length, strata_tensor** out) {
  return TensorOutCall(__func__, t, out,
                       [&](const Tensor& x) { return Narrow(x, dimension, start, length); });
}
strata_status strata_tensor_diagonal(const strata_tensor* t, int64_t offset, int64_t dim1,
                                     int64_t dim2, strata_tensor** out) {
  return TensorOutCall(__func__, t, out,
                       [&](const Tensor& x) { return Diagonal(x, offset, dim1, dim2); });
}
strata_status strata_tensor_expand(const strata_tensor* t, const int64_t* lengths, int32_t count,
                                   strata_tensor** out) {
  return TensorOutCall(__func__, t, out, WithArray(lengths, count, "lengths", Expand));
}
strata_status strata_tensor_expand_as(const strata_tensor* t, const strata_tensor* like,
                                      strata_tensor** out) {
  return TensorOutCall(__func__, t, out, WithOther(like, ExpandAs));
}
strata_status strata_tensor_is_contiguous(const strata_tensor* t, int32_t* out) {
  return Guarded(__func__, [&]() -> Status {
    auto tensor = Lookup(t, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    *out = IsContiguous(*tensor.value()) ? 1 : 0;
    return Status::Ok();
  });
}
strata_status strata_tensor_contiguous(const strata_tensor* t, strata_tensor** out) {
  return TensorOutCall(__func__, t, out, Contiguous);
}

strata_status strata_tensor_unbind(const strata_tensor* t, int64_t dimension,
                                   strata_tensor** pieces, int32_t capacity, int32_t* count_out) {
  return PiecesCall(__func__, t, pieces, capacity, count_out,
                    [&](const Tensor& x) { return PlanUnbind(x, dimension); });
}
strata_status strata_tensor_split_size(const strata_tensor* t, int64_t size, int64_t dimension,
                                       strata_tensor** pieces, int32_t capacity,
                                       int32_t* count_out) {
  return PiecesCall(__func__, t, pieces, capacity, count_out,
                    [&](const Tensor& x) { return PlanSplitBySize(x, size, dimension); });
}
strata_status strata_tensor_split_sections(const strata_tensor* t, const int64_t* sections,
                                           int32_t section_count, int64_t dimension,
                                           strata_tensor** pieces, int32_t capacity,
                                           int32_t* count_out) {
  return PiecesCall(__func__, t, pieces, capacity, count_out,
                    WithArray(sections, section_count, "sections",
                              [&](const Tensor& x, std::span<const int64_t> s) {
                                return PlanSplitBySections(x, s, dimension);
                              }));
}
strata_status strata_tensor_tensor_split_count(const strata_tensor* t, int64_t sections,
                                               int64_t dimension, strata_tensor** pieces,
                                               int32_t capacity, int32_t* count_out) {
  return PiecesCall(__func__, t, pieces, capacity, count_out,
                    [&](const Tensor& x) { return PlanTensorSplitCount(x, sections, dimension); });
}
strata_status strata_tensor_tensor_split_indices(const strata_tensor* t, const int64_t* indices,
                                                 int32_t index_count, int64_t dimension,
                                                 strata_tensor** pieces, int32_t capacity,
                                                 int32_t* count_out) {
  return PiecesCall(__func__, t, pieces, capacity, count_out,
                    WithArray(indices, index_count, "indices",
                              [&](const Tensor& x, std::span<const int64_t> i) {
                                return PlanTensorSplitIndices(x, i, dimension);
                              }));
}
strata_status strata_tensor_hsplit_count(const strata_tensor* t, int64_t sections,
                                         strata_tensor** pieces, int32_t capacity,
                                         int32_t* count_out) {
  return PiecesCall(__func__, t, pieces, capacity, count_out,
                    [&](const Tensor& x) { return PlanHSplitCount(x, sections); });
}
strata_status strata_tensor_hsplit_indices(const strata_tensor* t, const int64_t* indices,
                                           int32_t index_count, strata_tensor** pieces,
                                           int32_t capacity, int32_t* count_out) {
  return PiecesCall(__func__, t, pieces, capacity, count_out,
                    WithArray(indices, index_count, "indices", PlanHSplitIndices));
}
strata_status strata_tensor_vsplit_count(const strata_tensor* t, int64_t sections,
                                         strata_tensor** pieces, int32_t capacity,
                                         int32_t* count_out) {
  return PiecesCall(__func__, t, pieces, capacity, count_out,
                    [&](const Tensor& x) { return PlanVSplitCount(x, sections); });
}
strata_status strata_tensor_vsplit_indices(const strata_tensor* t, const int64_t* indices,
                                           int32_t index_count, strata_tensor** pieces,
                                           int32_t capacity, int32_t* count_out) {
  return PiecesCall(__func__, t, pieces, capacity, count_out,
                    WithArray(indices, index_count, "indices", PlanVSplitIndices));
}

}  // extern "C"
