#include "joins/concatenate.h"

#include <fmt/format.h>

#include <vector>

#include "base/checked_math.h"
#include "copy/copy.h"
#include "copy/logical_rows.h"
#include "copy/overlap.h"
#include "layout/broadcast_rules.h"
#include "views/broadcast_view.h"
#include "views/slice.h"

namespace strata {
namespace {

// Lengths of t padded with or stripped of leading 1s to `rank`; false when t has a leading
// dimension other than 1 beyond that rank.
bool AlignLengths(const Shape& shape, int32_t rank, std::vector<int64_t>* out) {
  const auto lengths = shape.lengths();
  const int32_t extra = shape.rank() - rank;
  for (int32_t d = 0; d < extra; ++d) {
    if (lengths[static_cast<size_t>(d)] != 1) return false;
  }
  out->assign(static_cast<size_t>(std::max(0, -extra)), 1);
  out->insert(out->end(), lengths.begin() + std::max(0, extra), lengths.end());
  return true;
}

Status CheckInputs(std::span<const Tensor> inputs, int32_t dimension, const char* operation) {
  if (inputs.size() < 2) {
    return {StatusCode::kInvalidArgument,
            fmt::format("{} needs at least 2 tensors; {} were given", operation, inputs.size())};
  }
  const int32_t rank = inputs[0].rank();
  if (rank == 0 && dimension != -1) {
    return {StatusCode::kInvalidArgument,
            fmt::format("{}: the inputs have rank 0, which has no dimension to join along (stack "
                        "them, or join them flattened with dimension -1)",
                        operation)};
  }
  if (dimension < -1 || dimension >= rank) {
    return {StatusCode::kInvalidArgument,
            fmt::format("{}: dimension {} is outside [-1, {}) for the first input of lengths {}",
                        operation, dimension, rank, FormatList(inputs[0].shape().lengths()))};
  }
  for (const Tensor& t : inputs) STRATA_RETURN_IF_ERROR(CheckSameDType(inputs[0], t, operation));
  return Status::Ok();
}

// The result lengths; validates that inputs agree on every dimension but `dimension`.
Result<std::vector<int64_t>> ResultLengths(std::span<const Tensor> inputs, int32_t dimension) {
  STRATA_RETURN_IF_ERROR(CheckInputs(inputs, dimension, "concatenate"));
  int64_t total = 0;
  if (dimension == -1) {
    for (const Tensor& t : inputs) {
      if (!CheckedAdd(total, t.shape().flattened_length(), &total)) {
        return Status{StatusCode::kOverflow, "concatenate: the total element count overflows"};
      }
    }
    return std::vector<int64_t>{total};
  }
  const int32_t rank = inputs[0].rank();
  std::vector<int64_t> result(inputs[0].shape().lengths().begin(),
                              inputs[0].shape().lengths().end());
  for (size_t i = 0; i < inputs.size(); ++i) {
    std::vector<int64_t> aligned;
    bool same = AlignLengths(inputs[i].shape(), rank, &aligned);
    for (int32_t d = 0; same && d < rank; ++d) {
      same = d == dimension || aligned[static_cast<size_t>(d)] == result[static_cast<size_t>(d)];
    }
    if (!same) {
      return Status{StatusCode::kShapeMismatch,
                    fmt::format("concatenate: input {} has lengths {}, which do not match lengths "
                                "{} of the first input outside dimension {}",
                                i, FormatList(inputs[i].shape().lengths()),
                                FormatList(inputs[0].shape().lengths()), dimension)};
    }
    if (i > 0 && !CheckedAdd(result[static_cast<size_t>(dimension)],
                             aligned[static_cast<size_t>(dimension)],
                             &result[static_cast<size_t>(dimension)])) {
      return Status{StatusCode::kOverflow, "concatenate: the joined length overflows"};
    }
  }
  return result;
}

// Writes validated inputs, flattened, into the destination's logical order.
void WriteFlattened(std::span<const Tensor> inputs, const Tensor& destination) {
  LogicalRowCursor to(destination);
  for (const Tensor& t : inputs) {
    LogicalRowCursor from(t);
    CopyLogicalRun(&from, &to, t.shape().flattened_length());
  }
}

// Plans every input's copy into its slab of the destination (viewed with the result lengths)
// before writing any of them.
Status WriteSlabs(std::span<const Tensor> inputs, int32_t dimension,
                  std::span<const int64_t> result_lengths, const Tensor& destination) {
  auto whole = BroadcastView(destination, result_lengths);
  STRATA_RETURN_IF_ERROR(whole);
  std::vector<Tensor> slabs;
  std::vector<CopyPlan> plans;
  std::vector<int64_t> offsets(result_lengths.size(), 0);
  std::vector<int64_t> lengths(result_lengths.begin(), result_lengths.end());
  const auto d = static_cast<size_t>(dimension);
  for (const Tensor& t : inputs) {
    std::vector<int64_t> aligned;
    AlignLengths(t.shape(), static_cast<int32_t>(result_lengths.size()), &aligned);
    lengths[d] = aligned[d];
    auto slab = SubView(whole.value(), offsets, lengths);
    STRATA_RETURN_IF_ERROR(slab);
    auto plan = PlanCopy(t, slab.value(), OverlapRule::kDisjoint, "concatenate");
    STRATA_RETURN_IF_ERROR(plan);
    slabs.push_back(std::move(slab).value());
    plans.push_back(std::move(plan).value());
    offsets[d] += aligned[d];
  }
  for (size_t i = 0; i < slabs.size(); ++i) ExecuteCopy(plans[i], slabs[i]);
  return Status::Ok();
}

Status Write(std::span<const Tensor> inputs, int32_t dimension,
             std::span<const int64_t> result_lengths, const Tensor& destination) {
  if (dimension == -1) {
    WriteFlattened(inputs, destination);
    return Status::Ok();
  }
  return WriteSlabs(inputs, dimension, result_lengths, destination);
}

}  // namespace

Status CheckJoinDestination(std::span<const Tensor> inputs, const Tensor& destination,
                            const char* operation) {
  STRATA_RETURN_IF_ERROR(CheckWritable(destination, operation));
  if (!destination.shape().is_empty() && destination.shape().has_repeated_storage()) {
    return {StatusCode::kInvalidArgument,
            fmt::format("{}: the destination (lengths {} strides {}) has stride 0 on a dimension "
                        "of length > 1 and cannot hold distinct elements",
                        operation, FormatList(destination.shape().lengths()),
                        FormatList(destination.shape().strides()))};
  }
  STRATA_RETURN_IF_ERROR(CheckNoAliasing(destination, operation));
  for (const Tensor& t : inputs) {
    STRATA_RETURN_IF_ERROR(CheckOverlap(t, destination, OverlapRule::kDisjoint, operation));
  }
  return Status::Ok();
}

Result<Tensor> ConcatenateOnDimension(std::span<const Tensor> inputs, int32_t dimension) {
  auto lengths = ResultLengths(inputs, dimension);
  STRATA_RETURN_IF_ERROR(lengths);
  auto shape = Shape::Create(lengths.value());
  STRATA_RETURN_IF_ERROR(shape);
  auto result = Tensor::Allocate(inputs[0].dtype(), shape.value(), false);
  STRATA_RETURN_IF_ERROR(result);
  STRATA_RETURN_IF_ERROR(Write(inputs, dimension, lengths.value(), result.value()));
  return result;
}

Result<Tensor> Concatenate(std::span<const Tensor> inputs) {
  return ConcatenateOnDimension(inputs, 0);
}

Status ConcatenateOnDimensionInto(std::span<const Tensor> inputs, int32_t dimension,
                                  const Tensor& destination) {
  auto lengths = ResultLengths(inputs, dimension);
  STRATA_RETURN_IF_ERROR(lengths);
  STRATA_RETURN_IF_ERROR(CheckSameDType(inputs[0], destination, "concatenate"));
  const auto& dst = destination.shape();
  const bool fits = dimension == -1
                        ? dst.flattened_length() == lengths->front()
                        : EquivalentModuloLeadingOnes(dst.lengths(), lengths.value());
  if (!fits) {
    return {StatusCode::kShapeMismatch,
            fmt::format("concatenate: the destination has lengths {} but the result has lengths {}",
                        FormatList(dst.lengths()), FormatList(lengths.value()))};
  }
  STRATA_RETURN_IF_ERROR(CheckJoinDestination(inputs, destination, "concatenate"));
  return Write(inputs, dimension, lengths.value(), destination);
}

}  // namespace strata
