#include "indexing/assign_arithmetic.h"

#include <fmt/format.h>

#include <cmath>

#include "base/floor_division.h"

namespace strata {
namespace {

Status ZeroDivisor(AssignOp op) {
  return {StatusCode::kInvalidArgument,
          fmt::format("integer {} by zero", op == AssignOp::kModulo ? "modulo" : "division")};
}

uint64_t PowerBits(uint64_t base, uint64_t exponent) {
  uint64_t result = 1;
  while (exponent != 0) {
    if (exponent & 1) result *= base;
    base *= base;
    exponent >>= 1;
  }
  return result;
}

Result<Number> CombineSigned(AssignOp op, int64_t a, int64_t b) {
  const auto ua = static_cast<uint64_t>(a);
  const auto ub = static_cast<uint64_t>(b);
  auto make = [](uint64_t bits) { return Number{Number::Kind::kSigned, static_cast<int64_t>(bits), 0, 0}; };
  const bool divides = op == AssignOp::kDivide || op == AssignOp::kFloorDivide || op == AssignOp::kModulo;
  if (divides && b == 0) return ZeroDivisor(op);
  if (divides && b == -1) {  // avoids INT64_MIN / −1; a / −1 = −a (wrapping), a % −1 = 0
    return make(op == AssignOp::kModulo ? 0 : 0 - ua);
  }
  switch (op) {
    case AssignOp::kAssign: return make(ub);
    case AssignOp::kAdd: return make(ua + ub);
    case AssignOp::kSubtract: return make(ua - ub);
    case AssignOp::kMultiply: return make(ua * ub);
    case AssignOp::kDivide: return make(static_cast<uint64_t>(a / b));
    case AssignOp::kFloorDivide: return make(static_cast<uint64_t>(FloorDivide(a, b)));
    case AssignOp::kModulo: return make(static_cast<uint64_t>(Modulo(a, b)));
    case AssignOp::kPower:
      if (b < 0) {
        return Status{StatusCode::kInvalidArgument,
                      fmt::format("integer {} raised to the negative power {}", a, b)};
      }
      return make(PowerBits(ua, ub));
  }
  return make(ub);
}

Result<Number> CombineUnsigned(AssignOp op, uint64_t a, uint64_t b) {
  auto make = [](uint64_t v) { return Number{Number::Kind::kUnsigned, 0, v, 0}; };
  switch (op) {
    case AssignOp::kAssign: return make(b);
    case AssignOp::kAdd: return make(a + b);
    case AssignOp::kSubtract: return make(a - b);
    case AssignOp::kMultiply: return make(a * b);
    case AssignOp::kDivide:
    case AssignOp::kFloorDivide:
      if (b == 0) return ZeroDivisor(op);
      return make(a / b);
    case AssignOp::kModulo:
      if (b == 0) return ZeroDivisor(op);
      return make(Modulo(a, b));
    case AssignOp::kPower: return make(PowerBits(a, b));
  }
  return make(b);
}

Number CombineFloat(AssignOp op, double a, double b) {
  double r = b;
  switch (op) {
    case AssignOp::kAssign: break;
    case AssignOp::kAdd: r = a + b; break;
    case AssignOp::kSubtract: r = a - b; break;
    case AssignOp::kMultiply: r = a * b; break;
    case AssignOp::kDivide: r = a / b; break;
    case AssignOp::kFloorDivide: r = FloorDivide(a, b); break;
    case AssignOp::kModulo: r = Modulo(a, b); break;
    case AssignOp::kPower: r = std::pow(a, b); break;
  }
  return {Number::Kind::kFloat, 0, 0, r};
}

}  // namespace

Result<Number> Combine(AssignOp op, const Number& a, const Number& b) {
  switch (a.kind) {
    case Number::Kind::kSigned: return CombineSigned(op, a.i, b.i);
    case Number::Kind::kUnsigned: return CombineUnsigned(op, a.u, b.u);
    case Number::Kind::kFloat: break;
  }
  return CombineFloat(op, a.f, b.f);
}

}  // namespace strata
