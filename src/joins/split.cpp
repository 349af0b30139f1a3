#include "joins/split.h"

#include <fmt/format.h>

namespace strata {

Result<SplitPlan> PlanSplit(const Tensor& source, int64_t split_count, int32_t dimension) {
  if (split_count <= 0) {
    return Status{StatusCode::kArgumentOutOfRange,
                  fmt::format("split: split count {} is not positive", split_count)};
  }
  SplitPlan plan;
  plan.dimension = dimension;
  plan.count = split_count;
  plan.copies = true;
  const auto lengths = source.shape().lengths();
  plan.check = [lengths, split_count, dimension, rank = source.rank()]() -> Status {
    if (dimension < 0 || dimension >= rank) {
      return {StatusCode::kInvalidArgument,
              fmt::format("split: dimension {} is outside [0, {}) for lengths {}", dimension,
                          rank, FormatList(lengths))};
    }
    const auto d = static_cast<size_t>(dimension);
    if (lengths[d] % split_count != 0) {
      return {StatusCode::kInvalidArgument,
              fmt::format("split: length {} of dimension {} is not divisible by {}", lengths[d],
                          dimension, split_count)};
    }
    return Status::Ok();
  };
  plan.pieces = [lengths, split_count, dimension] {
    const int64_t part = lengths[static_cast<size_t>(dimension)] / split_count;
    std::vector<Piece> pieces;
    for (int64_t k = 0; k < split_count; ++k) pieces.push_back({k * part, part});
    return pieces;
  };
  return plan;
}

Result<std::vector<Tensor>> Split(const Tensor& source, int64_t split_count, int32_t dimension) {
  return CutPieces(source, PlanSplit(source, split_count, dimension));
}

}  // namespace strata
