// DLPack export and import over the versioned (1.x) and legacy managed-tensor layouts.
//
// Export: one heap block holds the managed struct, its shape/strides arrays and a Tensor copy
// that keeps the storage alive; manager_ctx points at the block and the deleter frees it.
// Import: the DLPack fields are validated into a DType and Shape, then wrapped as a view whose
// storage-release callback calls the producer's deleter. The callback is armed only after the
// handle exists, so a failure anywhere (including out of memory) leaves ownership with the
// caller and never calls the deleter.
#include <fmt/format.h>

#include <cstdint>
#include <memory>
#include <type_traits>
#include <vector>

#include "call_guard.h"
#include "enum_conversions.h"
#include "interop/dlpack.h"
#include "handle.h"
#include "layout/tensor.h"

using namespace strata;
using namespace strata::capi;

namespace {

template <class Managed>
constexpr bool kIsVersioned = std::is_same_v<Managed, strata_dlpack_managed_tensor_versioned>;

template <class Managed>
struct Export {
  explicit Export(Tensor t) : tensor(std::move(t)) {}
  Tensor tensor;
  std::vector<int64_t> shape;
  std::vector<int64_t> strides;
  Managed managed{};

  static void Delete(Managed* self) noexcept { delete static_cast<Export*>(self->manager_ctx); }
};

template <class Managed>
strata_status ExportTensor(const char* function, const strata_tensor* handle, Managed** out) {
  if (out != nullptr) *out = nullptr;
  return Guarded(function, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    auto tensor = Lookup(handle, "tensor");
    STRATA_RETURN_IF_ERROR(tensor);
    const Tensor& t = *tensor.value();
    STRATA_RETURN_IF_ERROR(CheckDLPackExportable(t.dtype()));
    if constexpr (!kIsVersioned<Managed>) {
      if (t.read_only()) {
        return {StatusCode::kReadOnly,
                fmt::format("a read-only view of lengths {} cannot be exported as a legacy "
                            "DLManagedTensor, which has no read-only flag; export it versioned",
                            FormatList(t.shape().lengths()))};
      }
    }
    auto block = std::make_unique<Export<Managed>>(t);
    block->shape.assign(t.shape().lengths().begin(), t.shape().lengths().end());
    block->strides = StridesForDLPack(t.shape());
    Managed& m = block->managed;
    const strata_dtype code = ToPublic(t.dtype());
    m.dl_tensor.data = t.origin();
    m.dl_tensor.device = {STRATA_DLPACK_DEVICE_CPU, 0};
    m.dl_tensor.ndim = t.rank();
    m.dl_tensor.dtype = {static_cast<uint8_t>(code >> 8), static_cast<uint8_t>(code & 0xff), 1};
    m.dl_tensor.shape = block->shape.data();
    m.dl_tensor.strides = block->strides.data();
    m.dl_tensor.byte_offset = 0;
    m.manager_ctx = block.get();
    m.deleter = &Export<Managed>::Delete;
    if constexpr (kIsVersioned<Managed>) {
      m.version = {STRATA_DLPACK_MAJOR_VERSION, STRATA_DLPACK_MINOR_VERSION};
      m.flags = t.read_only() ? STRATA_DLPACK_FLAG_READ_ONLY : 0;
    }
    *out = &block.release()->managed;
    return Status::Ok();
  });
}

Status CheckVersion(const strata_dlpack_managed_tensor_versioned& m) {
  if (m.version.major == STRATA_DLPACK_MAJOR_VERSION) return Status::Ok();
  return {StatusCode::kInvalidArgument,
          fmt::format("DLPack version {}.{} is not supported: Strata reads major version {}",
                      m.version.major, m.version.minor, STRATA_DLPACK_MAJOR_VERSION)};
}
Status CheckVersion(const strata_dlpack_managed_tensor&) { return Status::Ok(); }

bool FlagsSayReadOnly(const strata_dlpack_managed_tensor_versioned& m) {
  return (m.flags & STRATA_DLPACK_FLAG_READ_ONLY) != 0;
}
bool FlagsSayReadOnly(const strata_dlpack_managed_tensor&) { return false; }

Status CheckDevice(const strata_dlpack_device& device) {
  if (device.device_type == STRATA_DLPACK_DEVICE_CPU) return Status::Ok();
  return {StatusCode::kInvalidArgument,
          fmt::format("DLPack device (type {}, id {}) is not supported: Strata reads CPU memory "
                      "(device type {}) only",
                      device.device_type, device.device_id, STRATA_DLPACK_DEVICE_CPU)};
}

Result<Shape> DLPackShape(const strata_dlpack_tensor& dl) {
  if (dl.ndim < 0 || dl.ndim > kMaxRank) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("DLPack ndim {} is outside [0, {}]", dl.ndim, kMaxRank)};
  }
  auto lengths = ArrayArgument<int64_t>(dl.shape, dl.ndim, "dl_tensor.shape");
  STRATA_RETURN_IF_ERROR(lengths);
  const int32_t stride_count = dl.strides == nullptr ? 0 : dl.ndim;
  auto strides = ArrayArgument<int64_t>(dl.strides, stride_count, "dl_tensor.strides");
  STRATA_RETURN_IF_ERROR(strides);
  return ShapeFromDLPack(lengths.value(), strides.value());
}

// The first element's address; the storage the layout reaches from it must also end inside the
// address space, or every offset formed from it would wrap.
Result<std::byte*> DLPackOrigin(const strata_dlpack_tensor& dl, const Shape& shape, DType dtype) {
  if (dl.data == nullptr && !shape.is_empty()) {
    return Status{StatusCode::kNullPointer,
                  fmt::format("DLPack data is NULL but lengths {} hold {} elements",
                              FormatList(shape.lengths()), shape.flattened_length())};
  }
  const auto base = reinterpret_cast<uintptr_t>(dl.data);
  if (dl.byte_offset > UINTPTR_MAX - base) {
    return Status{StatusCode::kOverflow,
                  fmt::format("DLPack byte_offset {} overflows the data address {}",
                              dl.byte_offset, dl.data)};
  }
  const uintptr_t origin = base + dl.byte_offset;
  uintptr_t bytes = 0;
  if (__builtin_mul_overflow(static_cast<uintptr_t>(shape.required_storage()),
                             static_cast<uintptr_t>(ElementSize(dtype)), &bytes) ||
      bytes > UINTPTR_MAX - origin) {
    return Status{
        StatusCode::kOverflow,
        fmt::format("DLPack data at {:#x} (address {} + byte_offset {}) cannot hold {} "
                    "elements of {} before the end of the address space",
                    origin, dl.data, dl.byte_offset, shape.required_storage(), DTypeName(dtype))};
  }
  return static_cast<std::byte*>(dl.data) + dl.byte_offset;
}

// Calls the producer's deleter when the storage dies, once armed (after the handle exists).
template <class Managed>
struct DeleterCall {
  Managed* managed;
  bool armed = false;
  void operator()() const {
    if (armed && managed->deleter != nullptr) managed->deleter(managed);
  }
};

template <class Managed>
strata_status ImportTensor(const char* function, Managed* managed, int32_t flags,
                           strata_tensor** out) {
  if (out != nullptr) *out = nullptr;
  return Guarded(function, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    STRATA_RETURN_IF_ERROR(RequirePointer(managed, "managed"));
    if ((flags & ~STRATA_WRAP_READ_ONLY) != 0) {
      return {StatusCode::kInvalidArgument, fmt::format("unknown import flags {:#x}", flags)};
    }
    STRATA_RETURN_IF_ERROR(CheckVersion(*managed));
    const strata_dlpack_tensor& dl = managed->dl_tensor;
    STRATA_RETURN_IF_ERROR(CheckDevice(dl.device));
    auto dtype = DTypeFromDLPack(dl.dtype.code, dl.dtype.bits, dl.dtype.lanes);
    STRATA_RETURN_IF_ERROR(dtype);
    auto shape = DLPackShape(dl);
    STRATA_RETURN_IF_ERROR(shape);
    auto origin = DLPackOrigin(dl, shape.value(), dtype.value());
    STRATA_RETURN_IF_ERROR(origin);
    const bool read_only = (flags & STRATA_WRAP_READ_ONLY) != 0 || FlagsSayReadOnly(*managed);
    auto call = std::make_shared<DeleterCall<Managed>>(DeleterCall<Managed>{managed});
    auto tensor = Tensor::Wrap(dtype.value(), origin.value(), shape->required_storage(),
                               shape.value(), read_only, [call] { (*call)(); });
    STRATA_RETURN_IF_ERROR(tensor);
    *out = NewHandle(std::move(tensor).value());
    call->armed = true;
    return Status::Ok();
  });
}

}  // namespace

extern "C" {

strata_status strata_tensor_to_dlpack_versioned(const strata_tensor* tensor,
                                                strata_dlpack_managed_tensor_versioned** out) {
  return ExportTensor(__func__, tensor, out);
}

strata_status strata_tensor_to_dlpack(const strata_tensor* tensor,
                                      strata_dlpack_managed_tensor** out) {
  return ExportTensor(__func__, tensor, out);
}

strata_status strata_tensor_from_dlpack_versioned(strata_dlpack_managed_tensor_versioned* managed,
                                                  int32_t flags, strata_tensor** out) {
  return ImportTensor(__func__, managed, flags, out);
}

strata_status strata_tensor_from_dlpack(strata_dlpack_managed_tensor* managed, int32_t flags,
                                        strata_tensor** out) {
  return ImportTensor(__func__, managed, flags, out);
}

}  // extern "C"
