#include "interop/parameter.h"

#include <fmt/format.h>

#include "indexing/index_assign.h"
#include "views/view_support.h"

namespace strata {
namespace {

// MindSpore's dtype names are the PascalCase column of the dtype table ("Float32", "BFloat16").
const char* MindSporeName(DType d) {
#define STRATA_MINDSPORE_NAME(public_name, name, ...) \
  case DType::k##name: return #name;
  switch (d) { STRATA_DTYPE_TABLE(STRATA_MINDSPORE_NAME) }
#undef STRATA_MINDSPORE_NAME
  return "Unknown";
}

// Python tuple text: "()", "(2,)", "(2, 3)".
std::string PythonShape(const Parameter& p) {
  if (p.scalar()) return "()";
  const auto lengths = p.data().shape().lengths();
  if (lengths.size() == 1) return fmt::format("({},)", lengths[0]);
  return fmt::format("({})", fmt::join(lengths, ", "));
}

}  // namespace

Status Parameter::SetData(const Tensor& value) const {
  const auto mine = data_.shape().lengths();
  const auto theirs = value.shape().lengths();
  if (!std::equal(mine.begin(), mine.end(), theirs.begin(), theirs.end())) {
    return {StatusCode::kShapeMismatch,
            fmt::format("set_data of parameter '{}' needs lengths {}, not {}", name_,
                        FormatList(mine), FormatList(theirs))};
  }
  const IndexItem all[] = {IndexItem::Ellipsis()};
  return IndexAssign(data_, all, value, AssignOp::kAssign);
}

Result<Parameter> Parameter::Clone(std::string name) const {
  auto copy = DenseCopy(data_);
  STRATA_RETURN_IF_ERROR(copy);
  return Parameter(std::move(copy).value(), std::move(name), requires_grad_, scalar_);
}

std::string Parameter::Describe() const {
  return fmt::format("Parameter (name={}, shape={}, dtype={}, requires_grad={})", name_,
                     PythonShape(*this), MindSporeName(data_.dtype()),
                     requires_grad_ ? "True" : "False");
}

Result<std::vector<Parameter>> CloneParameters(std::span<const Parameter* const> parameters,
                                               const std::string& prefix) {
  if (prefix.empty()) {
    return Status{StatusCode::kInvalidArgument, "a parameter tuple clone needs a nonempty prefix"};
  }
  std::vector<Parameter> clones;
  for (const Parameter* p : parameters) {
    auto clone = p->Clone(prefix + "." + p->name());
    STRATA_RETURN_IF_ERROR(clone);
    clones.push_back(std::move(clone).value());
  }
  return clones;
}

std::string DescribeParameters(std::span<const Parameter* const> parameters) {
  std::vector<std::string> parts;
  for (const Parameter* p : parameters) parts.push_back(p->Describe());
  if (parts.size() == 1) return fmt::format("({},)", parts[0]);
  return fmt::format("({})", fmt::join(parts, ", "));
}

}  // namespace strata
