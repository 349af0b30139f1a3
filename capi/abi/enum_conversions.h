// Where the C ABI's status, dtype and op codes become the core's enums and back: every crossing
// goes through one of these functions. Both sides are expanded from the tables of
// strata/strata_tables.h; the static_asserts below state the tie row by row anyway, so that a
// core enum defined any other way fails to compile here rather than misbehave.
#pragma once

#include <cstdint>
#include <optional>
#include <type_traits>

#include "base/dtype.h"
#include "base/op_codes.h"
#include "base/status.h"
#include "strata/strata.h"
#include "strata/strata_elementwise.h"

namespace strata::capi {

static_assert(std::is_same_v<std::underlying_type_t<StatusCode>, strata_status>);
static_assert(std::is_same_v<std::underlying_type_t<DType>, strata_dtype>);
static_assert(std::is_same_v<std::underlying_type_t<ElementwiseOp>, strata_op>);

#define STRATA_TIE(Enum, public_name, name) \
  static_assert(static_cast<int32_t>(Enum::k##name) == (public_name), #public_name);
#define STRATA_TIE_STATUS(public_name, name, ...) STRATA_TIE(StatusCode, public_name, name)
#define STRATA_TIE_DTYPE(public_name, name, ...) STRATA_TIE(DType, public_name, name)
#define STRATA_TIE_OP(public_name, name, ...) STRATA_TIE(ElementwiseOp, public_name, name)
STRATA_STATUS_TABLE(STRATA_TIE_STATUS)
STRATA_DTYPE_TABLE(STRATA_TIE_DTYPE)
STRATA_OP_TABLE(STRATA_TIE_OP)
#undef STRATA_TIE_OP
#undef STRATA_TIE_DTYPE
#undef STRATA_TIE_STATUS
#undef STRATA_TIE

inline strata_status ToPublic(StatusCode code) { return static_cast<strata_status>(code); }

inline strata_dtype ToPublic(DType dtype) { return static_cast<strata_dtype>(dtype); }

// The core dtype of a public code, or nullopt for a code outside the dtype table (the caller
// words the error, naming its own argument).
inline std::optional<DType> DTypeFromPublic(strata_dtype dtype) {
  if (!IsKnownDType(dtype)) return std::nullopt;
  return static_cast<DType>(dtype);
}

// The core op of a public code, unchecked: every core entry point rejects a code outside the
// categories it accepts (CategoryOf), with a message that names what was expected.
inline ElementwiseOp OpFromPublic(strata_op op) { return static_cast<ElementwiseOp>(op); }

}  // namespace strata::capi
