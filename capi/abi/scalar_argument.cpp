#include "scalar_argument.h"

#include <fmt/format.h>

#include "call_guard.h"
#include "enum_conversions.h"
#include "indexing/element_cast.h"

namespace strata::capi {

Result<const void*> ScalarSource::Converted(DType target) const {
  STRATA_RETURN_IF_ERROR(RequirePointer(value_, parameter_));
  const auto from = DTypeFromPublic(dtype_);
  if (!from) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("the dtype {:#06x} of '{}' is not a known dtype", dtype_,
                              parameter_)};
  }
  const Status converted =
      ConvertFitting(*from, static_cast<const std::byte*>(value_), target, converted_);
  if (!converted.ok()) return WithContext(fmt::format("'{}'", parameter_), converted);
  return static_cast<const void*>(converted_);
}

}  // namespace strata::capi
