// Parameters (strata_views.h): slot handles of their own HandleTable, validated exactly like
// tensor handles.
#include "enum_conversions.h"
#include "handle_table.h"
#include "interop/parameter.h"
#include "call_wrappers.h"

using namespace strata;
using namespace strata::capi;

namespace {

using ParameterTable = HandleTable<Parameter, HandleKind::kParameter>;

ParameterTable& Parameters() { return ParameterTable::Instance(); }

// Made while the library loads, for the reason given at the helper thread's (helper_thread.cpp).
[[maybe_unused]] const ParameterTable& kParametersAtLoad = Parameters();

uint64_t Value(const strata_parameter* handle) { return reinterpret_cast<uintptr_t>(handle); }

strata_parameter* NewParameterHandle(Parameter p) {
  return reinterpret_cast<strata_parameter*>(
      static_cast<uintptr_t>(Parameters().Add(std::move(p))));
}

Result<Parameter*> LookupParameter(const strata_parameter* handle, const char* name) {
  Parameter* parameter = Parameters().Find(Value(handle));
  if (parameter == nullptr) return HandleFailure(Value(handle), HandleKind::kParameter, name);
  return parameter;
}

Result<std::vector<const Parameter*>> ParameterArray(const strata_parameter* const* handles,
                                                     int32_t count) {
  STRATA_RETURN_IF_ERROR(CheckHandleList(handles, count, "parameters"));
  std::vector<const Parameter*> out;
  for (int32_t k = 0; k < count; ++k) {
    auto p = LookupParameter(handles[k], "parameters[]");
    STRATA_RETURN_IF_ERROR(p);
    out.push_back(p.value());
  }
  return out;
}

Status FlagArgument(int32_t value, const char* name) {
  if (value == 0 || value == 1) return Status::Ok();
  return {StatusCode::kInvalidArgument, fmt::format("'{}' is {}, not 0 or 1", name, value)};
}

// Runs fn(parameter) with the handle checked.
template <class Fn>
strata_status ParameterCall(const char* function, const strata_parameter* handle, Fn fn) {
  return Guarded(function, [&]() -> Status {
    auto p = LookupParameter(handle, "parameter");
    STRATA_RETURN_IF_ERROR(p);
    return fn(*p.value());
  });
}

template <class Make>
strata_status CreateCall(const char* function, const char* name, int32_t requires_grad,
                         strata_parameter** out, Make make) {
  if (out != nullptr) *out = nullptr;
  return Guarded(function, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    STRATA_RETURN_IF_ERROR(RequirePointer(name, "name"));
    STRATA_RETURN_IF_ERROR(FlagArgument(requires_grad, "requires_grad"));
    auto data = make();
    STRATA_RETURN_IF_ERROR(data);
    *out = NewParameterHandle(
        Parameter(std::move(data->first), name, requires_grad == 1, data->second));
    return Status::Ok();
  });
}

using DataAndScalar = std::pair<Tensor, bool>;

}  // namespace

extern "C" {

strata_status strata_parameter_create(const strata_tensor* data, const char* name,
                                      int32_t requires_grad, strata_parameter** out) {
  return CreateCall(__func__, name, requires_grad, out, [&]() -> Result<DataAndScalar> {
    auto tensor = Lookup(data, "data");
    STRATA_RETURN_IF_ERROR(tensor);
    return DataAndScalar{*tensor.value(), false};
  });
}

strata_status strata_parameter_create_scalar(strata_dtype dtype, const void* value,
                                             const char* name, int32_t requires_grad,
                                             strata_parameter** out) {
  return CreateCall(__func__, name, requires_grad, out, [&]() -> Result<DataAndScalar> {
    STRATA_RETURN_IF_ERROR(RequirePointer(value, "value"));
    const auto type = DTypeFromPublic(dtype);
    if (!type) {
      return Status{StatusCode::kInvalidArgument,
                    fmt::format("dtype {:#06x} is not a known dtype", dtype)};
    }
    auto shape = Shape::Create({});  // rank 0: one element
    STRATA_RETURN_IF_ERROR(shape);
    auto tensor = Tensor::Allocate(*type, shape.value(), false);
    STRATA_RETURN_IF_ERROR(tensor);
    std::memcpy(tensor->origin(), value, static_cast<size_t>(tensor->element_size()));
    return DataAndScalar{std::move(tensor).value(), true};
  });
}

void strata_parameter_release(strata_parameter* parameter) {
  if (parameter == nullptr) return;
  if (!Parameters().Release(Value(parameter))) {
    Report(__func__, WithContext("cannot release", HandleFailure(Value(parameter),
                                                                 HandleKind::kParameter,
                                                                 "parameter")));
  }
}

strata_status strata_parameter_name(const strata_parameter* parameter, char** out) {
  if (out != nullptr) *out = nullptr;
  return ParameterCall(__func__, parameter, [&](const Parameter& p) -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    *out = LibraryString(p.name());
    return Status::Ok();
  });
}

strata_status strata_parameter_requires_grad(const strata_parameter* parameter, int32_t* out) {
  return ParameterCall(__func__, parameter, [&](const Parameter& p) -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    *out = p.requires_grad() ? 1 : 0;
    return Status::Ok();
  });
}

strata_status strata_parameter_set_requires_grad(strata_parameter* parameter, int32_t value) {
  return ParameterCall(__func__, parameter, [&](Parameter& p) -> Status {
    STRATA_RETURN_IF_ERROR(FlagArgument(value, "value"));
    p.set_requires_grad(value == 1);
    return Status::Ok();
  });
}

strata_status strata_parameter_data(const strata_parameter* parameter, strata_tensor** out) {
  if (out != nullptr) *out = nullptr;
  return ParameterCall(__func__, parameter, [&](const Parameter& p) -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    *out = NewHandle(Tensor(p.data()));
    return Status::Ok();
  });
}

strata_status strata_parameter_set_data(strata_parameter* parameter, const strata_tensor* value) {
  return ParameterCall(__func__, parameter, [&](const Parameter& p) -> Status {
    auto v = Lookup(value, "value");
    STRATA_RETURN_IF_ERROR(v);
    return p.SetData(*v.value());
  });
}

strata_status strata_parameter_describe(const strata_parameter* parameter, char** out) {
  if (out != nullptr) *out = nullptr;
  return ParameterCall(__func__, parameter, [&](const Parameter& p) -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    *out = LibraryString(p.Describe());
    return Status::Ok();
  });
}

strata_status strata_parameter_tuple_clone(const strata_parameter* const* parameters,
                                           int32_t count, const char* prefix,
                                           strata_parameter** clones_out) {
  return Guarded(__func__, [&]() -> Status {
    auto list = ParameterArray(parameters, count);
    STRATA_RETURN_IF_ERROR(list);
    STRATA_RETURN_IF_ERROR(RequirePointer(prefix, "prefix"));
    if (count > 0) STRATA_RETURN_IF_ERROR(RequirePointer(clones_out, "clones_out"));
    auto clones = CloneParameters(list.value(), prefix);
    STRATA_RETURN_IF_ERROR(clones);
    for (size_t k = 0; k < clones->size(); ++k) {
      clones_out[k] = NewParameterHandle(std::move((*clones)[k]));
    }
    return Status::Ok();
  });
}

strata_status strata_parameter_tuple_describe(const strata_parameter* const* parameters,
                                              int32_t count, char** out) {
  if (out != nullptr) *out = nullptr;
  return Guarded(__func__, [&]() -> Status {
    STRATA_RETURN_IF_ERROR(RequirePointer(out, "out"));
    auto list = ParameterArray(parameters, count);
    STRATA_RETURN_IF_ERROR(list);
    *out = LibraryString(DescribeParameters(list.value()));
    return Status::Ok();
  });
}

}  // extern "C"
