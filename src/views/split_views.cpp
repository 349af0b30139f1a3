#include "views/split_views.h"

#include <fmt/format.h>

#include <algorithm>

#include "copy/copy.h"
#include "views/view_support.h"

namespace strata {
namespace {

Status PositiveCount(const char* operation, const char* what, int64_t value) {
  if (value > 0) return Status::Ok();
  return {StatusCode::kArgumentOutOfRange,
          fmt::format("{}: {} {} must be positive", operation, what, value)};
}

// tensor_split's dimension for hsplit (1, or 0 for rank 1) and vsplit (0, rank ≥ 2).
int64_t HDimension(const Tensor& t) { return t.rank() == 1 ? 0 : 1; }
Result<int64_t> VDimension(const Tensor& t) {
  if (t.rank() >= 2) return int64_t{0};
  return Status{StatusCode::kInvalidArgument,
                fmt::format("vsplit needs rank 2 or more, not {}", t.rank())};
}

// One piece of t: [start, start + length) of plan.dimension, as a view or a dense copy.
Result<Tensor> MakePiece(const Tensor& t, const SplitPlan& plan, const Piece& piece) {
  const auto d = static_cast<size_t>(plan.dimension);
  std::vector<int64_t> lengths(t.shape().lengths().begin(), t.shape().lengths().end());
  std::vector<int64_t> strides(t.shape().strides().begin(), t.shape().strides().end());
  lengths[d] = piece.length;
  if (plan.drop_dimension) {
    lengths.erase(lengths.begin() + plan.dimension);
    strides.erase(strides.begin() + plan.dimension);
  }
  // An empty tensor may carry any strides, so its offsets are never formed (MakeView keeps the
  // origin of an empty view).
  const int64_t offset = t.shape().is_empty() ? 0 : piece.start * t.shape().stride(d);
  auto view = MakeView(t, offset, lengths, strides);
  if (!plan.copies || !view.ok()) return view;
  auto shape = Shape::Create(view->shape().lengths());
  STRATA_RETURN_IF_ERROR(shape);
  auto copy = Tensor::Allocate(t.dtype(), shape.value(), false);
  STRATA_RETURN_IF_ERROR(copy);
  STRATA_RETURN_IF_ERROR(CopyTo(view.value(), copy.value()));
  return copy;
}

}  // namespace

Result<SplitPlan> PlanUnbind(const Tensor& t, int64_t dim) {
  auto d = ResolveDimension(dim, t.rank(), "unbind dimension");
  STRATA_RETURN_IF_ERROR(d);
  const int64_t length = t.shape().length(d.value());
  SplitPlan plan;
  plan.dimension = d.value();
  plan.count = length;
  plan.drop_dimension = true;
  plan.pieces = [length] {
    std::vector<Piece> pieces;
    for (int64_t i = 0; i < length; ++i) pieces.push_back({i, 1});
    return pieces;
  };
  return plan;
}

Result<SplitPlan> PlanSplitBySize(const Tensor& t, int64_t size, int64_t dim) {
  STRATA_RETURN_IF_ERROR(PositiveCount("split", "size", size));
  auto d = ResolveDimension(dim, t.rank(), "split dimension");
  STRATA_RETURN_IF_ERROR(d);
  const int64_t length = t.shape().length(d.value());
  SplitPlan plan;
  plan.dimension = d.value();
  // ⌈length / size⌉ written so that it cannot overflow.
  plan.count = length == 0 ? 1 : (length - 1) / size + 1;
  plan.pieces = [length, size, count = plan.count] {
    std::vector<Piece> pieces;
    for (int64_t k = 0; k < count; ++k) {
      const int64_t start = k * size;  // below length (or 0): k < ⌈length / size⌉
      pieces.push_back({start, std::min(size, length - start)});
    }
    return pieces;
  };
  return plan;
}

Result<SplitPlan> PlanSplitBySections(const Tensor& t, std::span<const int64_t> sections,
                                      int64_t dim) {
  auto d = ResolveDimension(dim, t.rank(), "split dimension");
  STRATA_RETURN_IF_ERROR(d);
  const int64_t length = t.shape().length(d.value());
  SplitPlan plan;
  plan.dimension = d.value();
  plan.count = static_cast<int64_t>(sections.size());
  plan.check = [sections, length, d = d.value()]() -> Status {
    int64_t start = 0;
    for (int64_t section : sections) {
      if (section < 0 || section > length - start) {
        return {StatusCode::kInvalidArgument,
                fmt::format("split sections {} do not add up to length {} of dimension {}",
                            FormatList(sections), length, d)};
      }
      start += section;
    }
    if (start == length) return Status::Ok();
    return {StatusCode::kInvalidArgument,
            fmt::format("split sections {} add up to {}, not length {} of dimension {}",
                        FormatList(sections), start, length, d)};
  };
  plan.pieces = [sections] {
    std::vector<Piece> pieces;
    int64_t start = 0;
    for (int64_t section : sections) {
      pieces.push_back({start, section});
      start += section;
    }
    return pieces;
  };
  return plan;
}

Result<SplitPlan> PlanTensorSplitCount(const Tensor& t, int64_t count, int64_t dim) {
  STRATA_RETURN_IF_ERROR(PositiveCount("tensor_split", "section count", count));
  auto d = ResolveDimension(dim, t.rank(), "tensor_split dimension");
  STRATA_RETURN_IF_ERROR(d);
  const int64_t length = t.shape().length(d.value());
  SplitPlan plan;
  plan.dimension = d.value();
  plan.count = count;
  plan.pieces = [length, count] {
    std::vector<Piece> pieces;
    int64_t start = 0;
    for (int64_t k = 0; k < count; ++k) {
      const int64_t size = length / count + (k < length % count ? 1 : 0);
      pieces.push_back({start, size});
      start += size;
    }
    return pieces;
  };
  return plan;
}

Result<SplitPlan> PlanTensorSplitIndices(const Tensor& t, std::span<const int64_t> indices,
                                         int64_t dim) {
  auto d = ResolveDimension(dim, t.rank(), "tensor_split dimension");
  STRATA_RETURN_IF_ERROR(d);
  const int64_t length = t.shape().length(d.value());
  SplitPlan plan;
  plan.dimension = d.value();
  plan.count = static_cast<int64_t>(indices.size()) + 1;
  plan.pieces = [indices, length] {
    auto clamp = [&](int64_t i) { return std::clamp(i < 0 ? i + length : i, int64_t{0}, length); };
    std::vector<Piece> pieces;
    int64_t start = 0;
    for (size_t k = 0; k <= indices.size(); ++k) {
      const int64_t stop = k < indices.size() ? clamp(indices[k]) : length;
      pieces.push_back({std::min(start, stop), std::max<int64_t>(0, stop - start)});
      start = stop;
    }
    return pieces;
  };
  return plan;
}

Result<SplitPlan> PlanHSplitCount(const Tensor& t, int64_t count) {
  return PlanTensorSplitCount(t, count, HDimension(t));
}
Result<SplitPlan> PlanHSplitIndices(const Tensor& t, std::span<const int64_t> indices) {
  return PlanTensorSplitIndices(t, indices, HDimension(t));
}
Result<SplitPlan> PlanVSplitCount(const Tensor& t, int64_t count) {
  auto d = VDimension(t);
  STRATA_RETURN_IF_ERROR(d);
  return PlanTensorSplitCount(t, count, d.value());
}
Result<SplitPlan> PlanVSplitIndices(const Tensor& t, std::span<const int64_t> indices) {
  auto d = VDimension(t);
  STRATA_RETURN_IF_ERROR(d);
  return PlanTensorSplitIndices(t, indices, d.value());
}

Result<std::vector<Tensor>> CutPieces(const Tensor& t, const Result<SplitPlan>& plan) {
  STRATA_RETURN_IF_ERROR(plan);
  if (plan->check) STRATA_RETURN_IF_ERROR(plan->check());
  std::vector<Tensor> out;
  for (const Piece& piece : plan->pieces()) {
    auto made = MakePiece(t, plan.value(), piece);
    STRATA_RETURN_IF_ERROR(made);
    out.push_back(std::move(made).value());
  }
  return out;
}

Result<std::vector<Tensor>> Unbind(const Tensor& t, int64_t dim) {
  return CutPieces(t, PlanUnbind(t, dim));
}
Result<std::vector<Tensor>> SplitBySize(const Tensor& t, int64_t size, int64_t dim) {
  return CutPieces(t, PlanSplitBySize(t, size, dim));
}
Result<std::vector<Tensor>> SplitBySections(const Tensor& t, std::span<const int64_t> sections,
                                            int64_t dim) {
  return CutPieces(t, PlanSplitBySections(t, sections, dim));
}
Result<std::vector<Tensor>> TensorSplitCount(const Tensor& t, int64_t count, int64_t dim) {
  return CutPieces(t, PlanTensorSplitCount(t, count, dim));
}
Result<std::vector<Tensor>> TensorSplitIndices(const Tensor& t, std::span<const int64_t> indices,
                                               int64_t dim) {
  return CutPieces(t, PlanTensorSplitIndices(t, indices, dim));
}
Result<std::vector<Tensor>> HSplitCount(const Tensor& t, int64_t count) {
  return CutPieces(t, PlanHSplitCount(t, count));
}
Result<std::vector<Tensor>> HSplitIndices(const Tensor& t, std::span<const int64_t> indices) {
  return CutPieces(t, PlanHSplitIndices(t, indices));
}
Result<std::vector<Tensor>> VSplitCount(const Tensor& t, int64_t count) {
  return CutPieces(t, PlanVSplitCount(t, count));
}
Result<std::vector<Tensor>> VSplitIndices(const Tensor& t, std::span<const int64_t> indices) {
  return CutPieces(t, PlanVSplitIndices(t, indices));
}

}  // namespace strata
