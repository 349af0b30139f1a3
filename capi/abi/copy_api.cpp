// Copies, flattening, resize, reverse and broadcast through the C ABI.
#include <fmt/format.h>

#include "call_guard.h"
#include "copy/broadcast_copy.h"
#include "copy/copy.h"
#include "copy/resize.h"
#include "copy/reverse.h"
#include "handle.h"
#include "views/broadcast_view.h"
#include "call_wrappers.h"

using namespace strata;
using namespace strata::capi;

namespace {

// As IntoCall for the try forms: write → Result<bool>, reported through *flag.
template <class Write>
strata_status TryWriteCall(const char* function, const strata_tensor* source,
                           const strata_tensor* destination, int32_t* flag, Write write) {
  return IntoCall(function, source, "source", destination, [&](const Tensor& from, const Tensor& to) {
    STRATA_RETURN_IF_ERROR(RequirePointer(flag, "copied"));
    auto done = write(from, to);
    STRATA_RETURN_IF_ERROR(done);
    *flag = done.value() ? 1 : 0;
    return Status::Ok();
  });
}

// Runs make(source, lengths) for the functions taking a lengths array.
template <class Make>
strata_status LengthsCall(const char* function, const strata_tensor* source,
                          const int64_t* lengths, int32_t rank, strata_tensor** out, Make make) {
  return TensorOutCall(function, source, out, [&](const Tensor& t) -> Result<Tensor> {
    auto list = ArrayArgument(lengths, rank, "lengths");
    STRATA_RETURN_IF_ERROR(list);
    return make(t, list.value());
  });
}

}  // namespace

extern "C" {

strata_status strata_tensor_copy_to(const strata_tensor* source, strata_tensor* destination) {
  return IntoCall(__func__, source, "source", destination, CopyTo);
}

strata_status strata_tensor_try_copy_to(const strata_tensor* source, strata_tensor* destination,
                                        int32_t* copied) {
  return TryWriteCall(__func__, source, destination, copied, TryCopyTo);
}

strata_status strata_tensor_flatten_to(const strata_tensor* source, void* buffer,
                                       int64_t capacity) {
  return Guarded(__func__, [&]() -> Status {
    auto from = Lookup(source, "source");
    STRATA_RETURN_IF_ERROR(from);
    return FlattenTo(*from.value(), buffer, capacity);
  });
}

strata_status strata_tensor_try_flatten_to(const strata_tensor* source, void* buffer,
                                           int64_t capacity, int32_t* copied) {
  return Guarded(__func__, [&]() -> Status {
    auto from = Lookup(source, "source");
    STRATA_RETURN_IF_ERROR(from);
    STRATA_RETURN_IF_ERROR(RequirePointer(copied, "copied"));
    auto done = TryFlattenTo(*from.value(), buffer, capacity);
    STRATA_RETURN_IF_ERROR(done);
    *copied = done.value() ? 1 : 0;
    return Status::Ok();
  });
}

strata_status strata_tensor_copy_from_buffer(strata_tensor* destination, const void* data,
                                             int64_t data_length) {
  return Guarded(__func__, [&]() -> Status {
    auto to = Lookup(destination, "destination");
    STRATA_RETURN_IF_ERROR(to);
    return CopyFromBuffer(data, data_length, *to.value());
  });
}

strata_status strata_tensor_resize(const strata_tensor* source, const int64_t* lengths,
                                   int32_t rank, strata_tensor** out) {
  return LengthsCall(__func__, source, lengths, rank, out, Resize);
}

strata_status strata_tensor_resize_to(const strata_tensor* source, strata_tensor* destination) {
  return IntoCall(__func__, source, "source", destination, ResizeTo);
}

strata_status strata_tensor_reverse(const strata_tensor* source, strata_tensor** out) {
  return TensorOutCall(__func__, source, out, Reverse);
}

strata_status strata_tensor_reverse_dimension(const strata_tensor* source, int32_t dimension,
                                              strata_tensor** out) {
  return TensorOutCall(__func__, source, out,
                       [&](const Tensor& t) { return ReverseDimension(t, dimension); });
}

strata_status strata_tensor_reverse_into(const strata_tensor* source, strata_tensor* destination) {
  return IntoCall(__func__, source, "source", destination, ReverseInto);
}

strata_status strata_tensor_reverse_dimension_into(const strata_tensor* source,
                                                   strata_tensor* destination, int32_t dimension) {
  return IntoCall(__func__, source, "source", destination, [&](const Tensor& from, const Tensor& to) {
    return ReverseDimensionInto(from, to, dimension);
  });
}

strata_status strata_tensor_broadcast_to(const strata_tensor* source, const int64_t* lengths,
                                         int32_t rank, strata_tensor** out) {
  return LengthsCall(__func__, source, lengths, rank, out, BroadcastView);
}

strata_status strata_tensor_broadcast(const strata_tensor* source, const int64_t* lengths,
                                      int32_t rank, strata_tensor** out) {
  return LengthsCall(__func__, source, lengths, rank, out, Broadcast);
}

strata_status strata_tensor_broadcast_into(const strata_tensor* source,
                                           strata_tensor* destination) {
  return IntoCall(__func__, source, "source", destination, BroadcastInto);
}

strata_status strata_tensor_try_broadcast_into(const strata_tensor* source,
                                               strata_tensor* destination, int32_t* copied) {
  return TryWriteCall(__func__, source, destination, copied, TryBroadcastInto);
}

}  // extern "C"
