#include "scalar_argument.h"

#include <fmt/format.h>

#include "call_guard.h"
#include "enum_conversions.h"
#include "indexing/element_cast.h"

namespace strata::capi {

Result<ScalarArgument> ScalarSource::As(DType target) const {
  STRATA_RETURN_IF_ERROR(RequirePointer(value_, parameter_));
  ScalarArgument scalar;
  const auto from = typed_ ? DTypeFromPublic(dtype_) : target;
  if (!from) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("the dtype {:#06x} of '{}' is not a known dtype", dtype_,
                              parameter_)};
  }
  if (*from == target) {
    scalar.callers_ = value_;
    return scalar;
  }
  const Status converted =
      ConvertFitting(*from, static_cast<const std::byte*>(value_), target, scalar.converted_);
  if (!converted.ok()) return WithContext(fmt::format("'{}'", parameter_), converted);
  return scalar;
}

}  // namespace strata::capi
