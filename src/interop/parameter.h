// Parameter (seed 003): a named tensor with a requires_grad flag, and the tuple clone that
// prefixes every name. A parameter made from a single number is a scalar: its data is a
// [1]-shaped tensor (Strata has no rank-0 tensors) and its description shows shape=().
#pragma once

#include <span>
#include <string>
#include <vector>

#include "layout/tensor.h"

namespace strata {

class Parameter {
 public:
  // Shares data's storage (writes through the parameter show in data and its views).
  Parameter(Tensor data, std::string name, bool requires_grad, bool scalar = false)
      : data_(std::move(data)), name_(std::move(name)), requires_grad_(requires_grad),
        scalar_(scalar) {}

  const Tensor& data() const { return data_; }
  const std::string& name() const { return name_; }
  bool requires_grad() const { return requires_grad_; }
  bool scalar() const { return scalar_; }
  void set_requires_grad(bool value) { requires_grad_ = value; }

  // Overwrites the parameter's elements with value cast to its dtype (the storage stays, so
  // views see the new values). Errors: lengths differ → kShapeMismatch; read-only →
  // kReadOnly. Nothing is written on failure.
  Status SetData(const Tensor& value) const;
  // A parameter named `name` with a dense copy of the data and the same flags.
  Result<Parameter> Clone(std::string name) const;
  // "Parameter (name=w, shape=(5, 3), dtype=Float32, requires_grad=True)".
  std::string Describe() const;

 private:
  Tensor data_;
  std::string name_;
  bool requires_grad_;
  bool scalar_;
};

// ParameterTuple.clone(prefix): clones named "<prefix>.<name>". Error: empty prefix →
// kInvalidArgument.
Result<std::vector<Parameter>> CloneParameters(std::span<const Parameter* const> parameters,
                                               const std::string& prefix);
// "(Parameter (...), Parameter (...))" — a one-element tuple keeps Python's trailing comma.
std::string DescribeParameters(std::span<const Parameter* const> parameters);

}  // namespace strata
