#include "split_views.h"

#include <fmt/format.h>

#include <algorithm>

#include "squeeze.h"
#include "view_support.h"

namespace strata {
namespace {

struct Piece {
  int64_t start;
  int64_t length;
};

// Views of t covering each piece of dimension d.
Result<std::vector<Tensor>> Cut(const Tensor& t, int32_t d, const std::vector<Piece>& pieces) {
  std::vector<Tensor> out;
  out.reserve(pieces.size());
  const std::vector<int64_t> strides(t.shape().strides().begin(), t.shape().strides().end());
  for (const Piece& p : pieces) {
    std::vector<int64_t> lengths(t.shape().lengths().begin(), t.shape().lengths().end());
    lengths[d] = p.length;
    auto view = MakeView(t, p.start * t.shape().stride(d), std::move(lengths), strides);
    STRATA_RETURN_IF_ERROR(view);
    out.push_back(std::move(view).value());
  }
  return out;
}

Status PositiveCount(const char* operation, const char* what, int64_t value) {
  if (value > 0) return Status::Ok();
  return {StatusCode::kArgumentOutOfRange,
          fmt::format("{}: {} {} must be positive", operation, what, value)};
}

// tensor_split's dimension for hsplit (1, or 0 for rank 1) and vsplit (0, rank ≥ 2).
Result<int64_t> HDimension(const Tensor& t) { return int64_t{t.rank() == 1 ? 0 : 1}; }
Result<int64_t> VDimension(const Tensor& t) {
  if (t.rank() >= 2) return int64_t{0};
  return Status{StatusCode::kInvalidArgument,
                fmt::format("vsplit needs rank 2 or more, not {}", t.rank())};
}

}  // namespace

Result<std::vector<Tensor>> Unbind(const Tensor& t, int64_t dim) {
  auto d = ResolveDimension(dim, t.rank(), "unbind dimension");
  STRATA_RETURN_IF_ERROR(d);
  std::vector<Piece> pieces;
  for (int64_t i = 0; i < t.shape().length(d.value()); ++i) pieces.push_back({i, 1});
  auto slices = Cut(t, d.value(), pieces);
  STRATA_RETURN_IF_ERROR(slices);
  for (Tensor& slice : slices.value()) {
    auto squeezed = t.rank() == 1 ? Result<Tensor>(slice) : SqueezeDimension(slice, d.value());
    STRATA_RETURN_IF_ERROR(squeezed);
    slice = std::move(squeezed).value();
  }
  return slices;
}

Result<std::vector<Tensor>> SplitBySize(const Tensor& t, int64_t size, int64_t dim) {
  STRATA_RETURN_IF_ERROR(PositiveCount("split", "size", size));
  auto d = ResolveDimension(dim, t.rank(), "split dimension");
  STRATA_RETURN_IF_ERROR(d);
  const int64_t length = t.shape().length(d.value());
  std::vector<Piece> pieces;
  for (int64_t start = 0; start < length; start += std::min(size, length - start)) {
    pieces.push_back({start, std::min(size, length - start)});
  }
  if (pieces.empty()) pieces.push_back({0, 0});
  return Cut(t, d.value(), pieces);
}

Result<std::vector<Tensor>> SplitBySections(const Tensor& t, std::span<const int64_t> sections,
                                            int64_t dim) {
  auto d = ResolveDimension(dim, t.rank(), "split dimension");
  STRATA_RETURN_IF_ERROR(d);
  const int64_t length = t.shape().length(d.value());
  std::vector<Piece> pieces;
  int64_t start = 0;
  for (int64_t section : sections) {
    if (section < 0 || section > length - start) {
      return Status{StatusCode::kInvalidArgument,
                    fmt::format("split sections {} do not add up to length {} of dimension {}",
                                FormatList(sections), length, d.value())};
    }
    pieces.push_back({start, section});
    start += section;
  }
  if (start != length) {
    return Status{StatusCode::kInvalidArgument,
                  fmt::format("split sections {} add up to {}, not length {} of dimension {}",
                              FormatList(sections), start, length, d.value())};
  }
  return Cut(t, d.value(), pieces);
}

Result<std::vector<Tensor>> TensorSplitCount(const Tensor& t, int64_t count, int64_t dim) {
  STRATA_RETURN_IF_ERROR(PositiveCount("tensor_split", "section count", count));
  auto d = ResolveDimension(dim, t.rank(), "tensor_split dimension");
  STRATA_RETURN_IF_ERROR(d);
  const int64_t length = t.shape().length(d.value());
  std::vector<Piece> pieces;
  int64_t start = 0;
  for (int64_t k = 0; k < count; ++k) {
    const int64_t size = length / count + (k < length % count ? 1 : 0);
    pieces.push_back({start, size});
    start += size;
  }
  return Cut(t, d.value(), pieces);
}

Result<std::vector<Tensor>> TensorSplitIndices(const Tensor& t, std::span<const int64_t> indices,
                                               int64_t dim) {
  auto d = ResolveDimension(dim, t.rank(), "tensor_split dimension");
  STRATA_RETURN_IF_ERROR(d);
  const int64_t length = t.shape().length(d.value());
  auto clamp = [&](int64_t i) { return std::clamp(i < 0 ? i + length : i, int64_t{0}, length); };
  std::vector<Piece> pieces;
  int64_t start = 0;
  for (size_t k = 0; k <= indices.size(); ++k) {
    const int64_t stop = k < indices.size() ? clamp(indices[k]) : length;
    pieces.push_back({std::min(start, stop), std::max<int64_t>(0, stop - start)});
    start = stop;
  }
  return Cut(t, d.value(), pieces);
}

Result<std::vector<Tensor>> HSplitCount(const Tensor& t, int64_t count) {
  return TensorSplitCount(t, count, HDimension(t).value());
}
Result<std::vector<Tensor>> HSplitIndices(const Tensor& t, std::span<const int64_t> indices) {
  return TensorSplitIndices(t, indices, HDimension(t).value());
}
Result<std::vector<Tensor>> VSplitCount(const Tensor& t, int64_t count) {
  auto d = VDimension(t);
  STRATA_RETURN_IF_ERROR(d);
  return TensorSplitCount(t, count, d.value());
}
Result<std::vector<Tensor>> VSplitIndices(const Tensor& t, std::span<const int64_t> indices) {
  auto d = VDimension(t);
  STRATA_RETURN_IF_ERROR(d);
  return TensorSplitIndices(t, indices, d.value());
}

}  // namespace strata
