// NIndex and NRange: positions and ranges counted from the start or from the end of a dimension.
#pragma once

#include <cstdint>

#include "base/status.h"

namespace strata {

struct NIndex {
  int64_t value = 0;  // ≥ 0
  bool from_end = false;

  // value or length − value; not validated (may fall outside [0, length]).
  int64_t Offset(int64_t length) const { return from_end ? length - value : value; }
};

struct NRange {
  NIndex start;
  NIndex end;
};

struct OffsetAndLength {
  int64_t offset;
  int64_t length;
};

// Resolves a range against a dimension length. Error: the end lies outside [0, length] or the
// start after the end → kArgumentOutOfRange naming the range and the length.
Result<OffsetAndLength> ResolveRange(const NRange& range, int64_t length);

}  // namespace strata
