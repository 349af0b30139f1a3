// Element access, slicing, fill, identity and text form.
#include <fmt/format.h>

#include <cstdlib>
#include <cstring>
#include <vector>

#include "call_guard.h"
#include "layout/element_access.h"
#include "copy/fill.h"
#include "text/format.h"
#include "handle.h"
#include "scalar_argument.h"
#include "views/slice.h"
#include "call_wrappers.h"

using namespace strata;
using namespace strata::capi;

namespace {

Result<NIndex> ToNIndex(const strata_nindex& i, const char* parameter, size_t position) {
  if (i.value < 0) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("{}[{}] has negative value {}", parameter, position, i.value)};
  }
  if ((i.from_end != 0 && i.from_end != 1) || i.reserved != 0) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("{}[{}] has from_end {} and reserved {}; expected 0 or 1 and 0",
                              parameter, position, i.from_end, i.reserved)};
  }
  return NIndex{i.value, i.from_end == 1};
}

// Every function taking one NIndex or NRange per dimension refuses another count before it
// reads the array: a count that is wrong may also be wrong about the array's length.
Status CountIsRank(int32_t count, const Tensor& t, const char* parameter) {
  if (count == t.rank()) return Status::Ok();
  return {StatusCode::kArgumentOutOfRange,
          fmt::format("{} {} were given for a tensor of rank {}", count, parameter, t.rank())};
}

Result<std::vector<NIndex>> NIndexArray(const strata_nindex* p, int32_t count, const Tensor& t,
                                        const char* parameter) {
  auto items = ArrayArgument(p, count, parameter);
  STRATA_RETURN_IF_ERROR(items);
  STRATA_RETURN_IF_ERROR(CountIsRank(count, t, parameter));
  std::vector<NIndex> out;
  for (size_t k = 0; k < items->size(); ++k) {
    auto index = ToNIndex((*items)[k], parameter, k);
    STRATA_RETURN_IF_ERROR(index);
    out.push_back(index.value());
  }
  return out;
}

Result<std::vector<NRange>> NRangeArray(const strata_nrange* p, int32_t count, const Tensor& t) {
  auto items = ArrayArgument(p, count, "ranges");
  STRATA_RETURN_IF_ERROR(items);
  STRATA_RETURN_IF_ERROR(CountIsRank(count, t, "ranges"));
  std::vector<NRange> out;
  for (size_t k = 0; k < items->size(); ++k) {
    auto start = ToNIndex((*items)[k].start, "ranges.start", k);
    STRATA_RETURN_IF_ERROR(start);
    auto end = ToNIndex((*items)[k].end, "ranges.end", k);
    STRATA_RETURN_IF_ERROR(end);
    out.push_back({start.value(), end.value()});
  }
  return out;
}

// The core checks the count of plain indexes before reading them.
Result<std::span<const int64_t>> PlainIndexes(const Tensor&, const int64_t* p, int32_t count) {
  return ArrayArgument(p, count, "indexes");
}
Result<std::vector<NIndex>> NIndexes(const Tensor& t, const strata_nindex* p, int32_t count) {
  return NIndexArray(p, count, t, "indexes");
}

// The element buffer of a get: checked for NULL.
Result<void*> ResolveValue(void* value_out, const Tensor&) {
  STRATA_RETURN_IF_ERROR(RequirePointer(value_out, "value_out"));
  return value_out;
}
// The element of a set, as one element of the tensor's dtype.
Result<const void*> ResolveValue(const ScalarSource& value, const Tensor& tensor) {
  return value.As(tensor.dtype());
}

// Runs access(tensor, indexes, value) after resolving the handle, the value (ResolveValue) and the
// index array (convert(tensor, indexes, count)).
template <class Index, class Value, class Convert, class Access>
strata_status ElementCall(const char* function, const strata_tensor* handle, const Index* indexes,
                          int32_t count, const Value& value, Convert convert, Access access) {
  return Guarded(function, [&]() -> Status {
    auto tensor = Lookup(handle, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    auto resolved = ResolveValue(value, *tensor.value());
    STRATA_RETURN_IF_ERROR(resolved);
    auto converted = convert(*tensor.value(), indexes, count);
    STRATA_RETURN_IF_ERROR(converted);
    return access(*tensor.value(), converted.value(), resolved.value());
  });
}

strata_status SetCall(const char* function, strata_tensor* t, const int64_t* indexes,
                      int32_t count, const ScalarSource& value) {
  return ElementCall(function, t, indexes, count, value, PlainIndexes,
                     [&](const Tensor& x, std::span<const int64_t> i, const void* v) {
                       return SetElement(x, i, v);
                     });
}

strata_status SetNIndexCall(const char* function, strata_tensor* t, const strata_nindex* indexes,
                            int32_t count, const ScalarSource& value) {
  return ElementCall(function, t, indexes, count, value, NIndexes,
                     [&](const Tensor& x, const std::vector<NIndex>& i, const void* v) {
                       return SetElement(x, std::span<const NIndex>(i), v);
                     });
}

strata_status FillCall(const char* function, strata_tensor* t, const ScalarSource& value) {
  return Guarded(function, [&]() -> Status {
    auto tensor = Lookup(t, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    auto scalar = value.As(tensor.value()->dtype());
    STRATA_RETURN_IF_ERROR(scalar);
    return Fill(*tensor.value(), scalar.value());
  });
}

}  // namespace

extern "C" {

strata_status strata_tensor_get(const strata_tensor* t, const int64_t* indexes, int32_t count,
                                void* value_out) {
  return ElementCall(__func__, t, indexes, count, value_out, PlainIndexes,
                     [&](const Tensor& x, std::span<const int64_t> i, void* v) {
                       return GetElement(x, i, v);
                     });
}
strata_status strata_tensor_set(strata_tensor* t, const int64_t* indexes, int32_t count,
                                const void* value) {
  return SetCall(__func__, t, indexes, count, ScalarSource::Untyped(value, "value"));
}
strata_status strata_tensor_set_typed(strata_tensor* t, const int64_t* indexes, int32_t count,
                                      strata_dtype value_dtype, const void* value) {
  return SetCall(__func__, t, indexes, count, ScalarSource::Typed(value_dtype, value, "value"));
}
strata_status strata_tensor_get_nindex(const strata_tensor* t, const strata_nindex* indexes,
                                       int32_t count, void* value_out) {
  return ElementCall(__func__, t, indexes, count, value_out, NIndexes,
                     [&](const Tensor& x, const std::vector<NIndex>& i, void* v) {
                       return GetElement(x, std::span<const NIndex>(i), v);
                     });
}
strata_status strata_tensor_set_nindex(strata_tensor* t, const strata_nindex* indexes,
                                       int32_t count, const void* value) {
  return SetNIndexCall(__func__, t, indexes, count, ScalarSource::Untyped(value, "value"));
}
strata_status strata_tensor_set_nindex_typed(strata_tensor* t, const strata_nindex* indexes,
                                             int32_t count, strata_dtype value_dtype,
                                             const void* value) {
  return SetNIndexCall(__func__, t, indexes, count,
                       ScalarSource::Typed(value_dtype, value, "value"));
}

strata_status strata_tensor_slice(const strata_tensor* t, const strata_nrange* ranges,
                                  int32_t count, strata_tensor** out) {
  return TensorOutCall(__func__, t, out, [&](const Tensor& x) -> Result<Tensor> {
    auto converted = NRangeArray(ranges, count, x);
    STRATA_RETURN_IF_ERROR(converted);
    return SliceByRanges(x, converted.value());
  });
}
strata_status strata_tensor_slice_nindex(const strata_tensor* t, const strata_nindex* starts,
                                         int32_t count, strata_tensor** out) {
  return TensorOutCall(__func__, t, out, [&](const Tensor& x) -> Result<Tensor> {
    auto converted = NIndexArray(starts, count, x, "starts");
    STRATA_RETURN_IF_ERROR(converted);
    return SliceByIndexes(x, converted.value());
  });
}
strata_status strata_tensor_slice_starts(const strata_tensor* t, const int64_t* starts,
                                         int32_t count, strata_tensor** out) {
  return TensorOutCall(__func__, t, out, [&](const Tensor& x) -> Result<Tensor> {
    auto converted = ArrayArgument(starts, count, "starts");
    STRATA_RETURN_IF_ERROR(converted);
    return SliceByStarts(x, converted.value());
  });
}

strata_status strata_tensor_fill(strata_tensor* t, const void* value) {
  return FillCall(__func__, t, ScalarSource::Untyped(value, "value"));
}
strata_status strata_tensor_fill_typed(strata_tensor* t, strata_dtype value_dtype,
                                       const void* value) {
  return FillCall(__func__, t, ScalarSource::Typed(value_dtype, value, "value"));
}

strata_status strata_tensor_clear(strata_tensor* t) {
  return Guarded(__func__, [&]() -> Status {
    auto tensor = Lookup(t, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    return Clear(*tensor.value());
  });
}

strata_status strata_tensor_same_view(const strata_tensor* a, const strata_tensor* b,
                                      int32_t* out) {
  return Guarded(__func__, [&]() -> Status {
    auto x = Lookup(a, "a");
    STRATA_RETURN_IF_ERROR(x);
    auto y = Lookup(b, "b");
    STRATA_RETURN_IF_ERROR(y);
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    *out = x.value()->SameViewAs(*y.value()) ? 1 : 0;
    return Status::Ok();
  });
}

strata_status strata_tensor_to_string(const strata_tensor* t, const int64_t* maximum_lengths,
                                      int32_t max_count, char** out) {
  if (out != nullptr) *out = nullptr;
  return Guarded(__func__, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    auto tensor = Lookup(t, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    auto maxima = ArrayArgument(maximum_lengths, max_count, "maximum_lengths");
    STRATA_RETURN_IF_ERROR(maxima);
    auto text = ToString(*tensor.value(), maxima.value());
    STRATA_RETURN_IF_ERROR(text);
    char* copy = static_cast<char*>(std::malloc(text->size() + 1));
    if (copy == nullptr) throw std::bad_alloc();
    std::memcpy(copy, text->c_str(), text->size() + 1);
    *out = copy;
    return Status::Ok();
  });
}

}  // extern "C"
