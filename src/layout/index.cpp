#include "layout/index.h"

#include <fmt/format.h>

namespace strata {
namespace {
std::string FormatIndex(const NIndex& i) { return fmt::format("{}{}", i.from_end ? "^" : "", i.value); }
}  // namespace

Result<OffsetAndLength> ResolveRange(const NRange& range, int64_t length) {
  const int64_t start = range.start.Offset(length);
  const int64_t end = range.end.Offset(length);
  // Unsigned comparisons reject negatives and values past the length in one test each.
  if (static_cast<uint64_t>(end) > static_cast<uint64_t>(length) ||
      static_cast<uint64_t>(start) > static_cast<uint64_t>(end)) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("range {}..{} resolves to [{}, {}), which is not inside a dimension "
                              "of length {}",
                              FormatIndex(range.start), FormatIndex(range.end), start, end, length)};
  }
  return OffsetAndLength{start, end - start};
}

}  // namespace strata
